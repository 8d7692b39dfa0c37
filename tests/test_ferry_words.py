"""General English the schema parser and its badge read, on a small river ferry's book (a domain none of the
benchmark graphs has):

- "the *grid reference* of Mill Steps" of ``gridRef``: a key's "ref" is "reference" said short
  (``schema.SHORT_FORMS``);
- "the crossing *time* from North Quay to Mill Steps" of ``crossMin``: a span of time, which a key ending in a unit
  of time measures (``key_nouns``);
- "the last sailing we had to *cancel*": a state kept as a participle ('cancelled') said as another form of its verb
  (``lemmas.participles``; "cancelled" stems to "cancel": ``lemmas.doubled_l``), and "last" ranks by time, never
  by how many hold a value (``ranked_totals._common_values``);
- "the newest boat we *actually* withdrew": an adverb of emphasis before a word the form reads (``fillers``), and
  "withdrew" as the stored 'withdrawn';
- "the *second* most common rank": an ordinal before "most common" (``ranked_totals._common_values``);
- "how many seats does *a* Skiff 40 have": what any one of them holds, not their total (``ranked._any_one``);
- "sailings with the *wind from* the *west*": a key of one word and a preposition said whole, so its word is no
  value of another key (a cancel reason 'wind'; ``key_spans.said_whole``), and a compass point said in words
  (``grounding._compass``);
- "sailings that *got* cancelled in 2025": "got" before a participle the form reads only makes it passive
  (``fillers._got_before_read``);
- "which pier did S-1 *set off* from": the phrasal verb for departing (``grounding.PHRASAL``);
- "which sailing do we still have *to schedule*": a word that is also a noun names its verb's participle
  ('scheduled') only said as a verb; "boats that have *a sail*" is no sailing in the state 'sailed'
  (``lemmas.participles``);
- "the hold *volume* of Pike": a key in cubic metres (``holdM3``) measures a volume, beside another key of the hold;
  "average draught, *nearest foot*": how to round, no ranking (``unit_cues.FACTORS``);
- "sailings in *the second quarter of* 2025", "*the first half of* 2025": the months of that part of the year, as
  "Q2 2025" is read (``words._quarters``);
- "how many *water taxis*": a stored endorsement, and the very name of the WaterTaxi label, which is counted
  (``grounding.ground``);
- "how many different *farms*": the piers' ``farm`` key the word names surely, not their ``livestock`` flag it is
  only a little like (``filters._named_surely_else``); "boats for *farms*", read as the livestock flag with nothing
  surer to read, is no exact answer (``coverage._flag_by_likeness``).

Before, every test here but the one of "set off" failed on this graph: refused, kg-approximate where the reading
was right, or a wrong reading (the seats added up, the commonest rank for the second, the westerly sailings also
tested for a cancel reason, the farms read as the livestock flag, the water taxis as the crew who hold that
endorsement; later, the sailed state read from "a sail", the hatches for the hold's volume, the shallowest boats
for "nearest foot", the whole year's sailings for its second quarter). "Set off from" was right and exact before too (the test only guards it; "go up from" on a larger graph
was refused).
"""

from __future__ import annotations

import datetime

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance


def _day(month: int, day: int, year: int = 2025) -> datetime.date:
    return datetime.date(year, month, day)


NODES = {
    "b1": (["Boat"], {"name": "Heron", "holdM3": 4.5, "holdHatches": 2, "draughtFt": 2.5,
                       "model": "Skiff 40", "seats": 12, "builtYear": 2004, "status": "withdrawn",
                       "livestock": True}),
    "b2": (["Boat"], {"name": "Otter", "holdM3": 4.5, "holdHatches": 2, "draughtFt": 2.5,
                       "model": "Skiff 40", "seats": 12, "builtYear": 2011, "status": "withdrawn",
                       "livestock": False}),
    "b3": (["Boat", "WaterTaxi"], {"name": "Pike", "holdM3": 9.0, "holdHatches": 3, "draughtFt": 3.25,
                                   "model": "Launch 90", "seats": 30, "builtYear": 2018,
                                   "status": "in service"}),
    "b4": (["Boat"], {"name": "Grebe", "holdM3": 9.0, "holdHatches": 4, "draughtFt": 3.5,
                       "model": "Launch 90", "seats": 30, "builtYear": 2020, "status": "in service"}),
    "p1": (["Pier"], {"name": "North Quay", "gridRef": "TQ 301 802", "farm": "Weir Farm", "livestock": True}),
    "p2": (["Pier"], {"name": "Mill Steps", "gridRef": "TQ 310 795", "farm": "Weir Farm", "livestock": False}),
    "p3": (["Pier"], {"name": "Abbey Stairs", "gridRef": "TQ 322 790", "farm": "Cote Farm", "livestock": False}),
    "c1": (["Crew"], {"name": "Nell Harker", "rank": "skipper", "endorsements": ["water taxi", "night"]}),
    "c2": (["Crew"], {"name": "Joss Pender", "rank": "deckhand", "endorsements": ["water taxi"]}),
    "c7": (["Crew"], {"name": "Oona Vale", "rank": "skipper", "endorsements": ["night"]}),
    "c3": (["Crew"], {"name": "Ivo Strand", "rank": "deckhand"}),
    "c4": (["Crew"], {"name": "Rue Tamsin", "rank": "deckhand"}),
    "c5": (["Crew"], {"name": "Cato Brill", "rank": "mate"}),
    "c6": (["Crew"], {"name": "Lia Morrow", "rank": "mate"}),
    "s1": (["Sailing"], {"ref": "S-1", "sailDate": _day(3, 2), "status": "sailed", "windFrom": "W"}),
    "s2": (["Sailing"], {"ref": "S-2", "sailDate": _day(4, 9), "status": "cancelled", "windFrom": "NE",
                         "cancelReason": "wind"}),
    "s3": (["Sailing"], {"ref": "S-3", "sailDate": _day(5, 14), "status": "sailed", "windFrom": "W"}),
    "s4": (["Sailing"], {"ref": "S-4", "sailDate": _day(6, 20), "status": "cancelled", "windFrom": "W",
                         "cancelReason": "fog"}),
    "s5": (["Sailing"], {"ref": "S-5", "sailDate": _day(1, 11, 2024), "status": "cancelled", "windFrom": "S",
                         "cancelReason": "wind"}),
    "s6": (["Sailing"], {"ref": "S-6", "sailDate": _day(8, 1), "status": "scheduled", "windFrom": "NE"}),
}


def _rels(session) -> None:
    def link(a: str, rel: str, b: str, **props) -> None:
        session.run(f"MATCH (a {{_h: $a}}), (b {{_h: $b}}) CREATE (a)-[r:{rel}]->(b) SET r = $p", a=a, b=b, p=props)

    for start, end, minutes in (("p1", "p2", 14), ("p2", "p3", 9), ("p1", "p3", 21)):
        link(start, "ROUTE", end, crossMin=minutes)
    for sailing, boat, pier in (("s1", "b3", "p1"), ("s2", "b1", "p2"), ("s3", "b4", "p1"), ("s4", "b2", "p3"),
                                ("s5", "b3", "p2"), ("s6", "b4", "p3")):
        link(sailing, "USED", boat, fuelLitres=40)
        link(sailing, "DEPARTED_FROM", pier, berth=1)
    for crew, sailing in (("c1", "s1"), ("c2", "s1"), ("c5", "s3"), ("c3", "s3")):
        link(crew, "CREWED", sailing, hours=3)


@pytest.fixture(scope="module")
def ferry_book(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_rels) as engine:
        yield engine


@pytest.mark.neo4j
def test_a_ref_key_is_a_reference(ferry_book):
    answer, form, names = _ask(ferry_book, "grid reference for Mill Steps")
    assert names == ["TQ 310 795"] and answer.provenance == Provenance.KG_EXACT, (form, names)


@pytest.mark.neo4j
def test_a_key_in_minutes_measures_a_time(ferry_book):
    answer, form, names = _ask(ferry_book, "crossing time from North Quay to Mill Steps")
    assert names == ["14"] and answer.provenance == Provenance.KG_EXACT, (form, names)


@pytest.mark.neo4j
def test_the_last_one_cancelled_ranks_by_time(ferry_book):
    answer, form, names = _ask(ferry_book, "the last sailing we had to cancel")
    assert names == ["S-4"] and answer.provenance == Provenance.KG_EXACT, (form, names)


@pytest.mark.neo4j
def test_an_adverb_of_emphasis_and_an_irregular_past_of_a_kept_state(ferry_book):
    answer, form, names = _ask(ferry_book, "the newest boat we actually withdrew")
    assert names == ["Otter"] and answer.provenance == Provenance.KG_EXACT, (form, names)


@pytest.mark.neo4j
def test_the_second_most_common_value(ferry_book):
    answer, form, names = _ask(ferry_book, "second most common rank")
    assert names == ["mate"], (form, names)


@pytest.mark.neo4j
def test_a_value_that_is_a_labels_name(ferry_book):
    answer, form, names = _ask(ferry_book, "how many water taxis are there")
    assert names == ["1"] and answer.provenance == Provenance.KG_EXACT, (form, names)
    answer, form, names = _ask(ferry_book, "which crew hold the water taxi endorsement")
    assert sorted(names) == ["Joss Pender", "Nell Harker"], (form, names)


@pytest.mark.neo4j
def test_a_number_of_any_one_is_no_total(ferry_book):
    answer, form, names = _ask(ferry_book, "how many seats does a Skiff 40 have")
    assert names == ["12"], (form, names)
    answer, form, names = _ask(ferry_book, "how many seats do the Skiff 40 boats have in total")
    assert names == ["24"], (form, names)


@pytest.mark.neo4j
def test_a_key_said_whole_with_its_preposition_and_a_compass_point(ferry_book):
    answer, form, names = _ask(ferry_book, "how many sailings had the wind from the west")
    assert names == ["3"] and answer.provenance == Provenance.KG_EXACT, (form, names)
    answer, form, names = _ask(ferry_book, "sailings with the wind from the north-east")
    assert sorted(names) == ["S-2", "S-6"], (form, names)


@pytest.mark.neo4j
def test_got_before_a_participle_is_a_passive(ferry_book):
    answer, form, names = _ask(ferry_book, "sailings that got cancelled in 2025")
    assert sorted(names) == ["S-2", "S-4"] and answer.provenance == Provenance.KG_EXACT, (form, names)


@pytest.mark.neo4j
def test_set_off_from_is_departed_from(ferry_book):
    answer, form, names = _ask(ferry_book, "which pier did S-1 set off from")
    assert names == ["North Quay"] and answer.provenance == Provenance.KG_EXACT, (form, names)


@pytest.mark.neo4j
def test_a_flag_only_a_little_like_the_words(ferry_book):
    answer, form, names = _ask(ferry_book, "how many different farms are there")
    assert names == ["2"] and answer.provenance == Provenance.KG_EXACT, (form, names)
    answer, form, names = _ask(ferry_book, "boats for farms")
    assert answer.provenance != Provenance.KG_EXACT, (form, names)




@pytest.mark.neo4j
def test_a_noun_that_is_also_a_verb_names_its_participle_only_as_a_verb(ferry_book):
    answer, form, names = _ask(ferry_book, "which sailing do we still have to schedule")
    assert names == ["S-6"], (form, names)  # the verb said after "to": the state 'scheduled'
    answer, form, names = _ask(ferry_book, "which boats have a sail")
    assert "sailed" not in str(form), (form, names)  # the noun: no sailing in the state 'sailed'


@pytest.mark.neo4j
def test_a_volume_in_cubic_metres_and_rounding_to_the_nearest_foot(ferry_book):
    answer, form, names = _ask(ferry_book, "hold volume of Pike")
    assert names == ["9.0"] and answer.provenance == Provenance.KG_EXACT, (form, names)  # holdM3, not the hatches
    answer, form, names = _ask(ferry_book, "average draught of the boats, nearest foot")
    assert names == ["3"] and answer.provenance == Provenance.KG_EXACT, (form, names)  # 2.94 shown whole, no ranking


@pytest.mark.neo4j
def test_a_quarter_or_half_of_a_year_said_in_words(ferry_book):
    answer, form, names = _ask(ferry_book, "sailings in the second quarter of 2025")
    assert names == ["S-2", "S-3", "S-4"] and answer.provenance == Provenance.KG_EXACT, (form, names)
    answer, form, names = _ask(ferry_book, "how many sailings in the first half of 2025")
    assert names == ["4"] and answer.provenance == Provenance.KG_EXACT, (form, names)
