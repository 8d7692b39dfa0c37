"""Words that only say how to present an answer, or restate what the form does, read from general English and what
the form does, on a small allotment society's book (a domain none of the benchmark graphs has):

- "*alphabetical*", "ties *in alphabetical order*", "ties *by name*": the order every store lists answers in, by
  name for a set and for members tied on a ranking's key (``asides._by_name``); "ties *by* plot size" is not it;
- "…, *only* members with more than one plot": "only" in a clause after the question's own, whose other words the
  form reads (``asides._only_restated``); in the question's own clause "only" stays unread;
- "plots that *got* 4 rows of …": "got" before a number or determiner and what the form reads is "have"
  (``fillers._got_before_read``);
- "workshops *longer than 80 minutes*" of a key in seconds: "longer" measures a duration as well as a length, and
  seconds convert to minutes (``words.COMPARED``, ``unit_cues.FACTORS``);
- words that only say how to show what the form gives: a superlative said again ("the two biggest plots, *biggest*
  first"), "nearest *second*" of a key in seconds, "*quid*" of a key in pounds (``asides``, ``words._rounding``,
  ``form_numbers.rounding_clause``), "*all statuses*" when the form tests no status (``fillers._any_value``);
- "which members are *vegetarian*": an adjective after "are" that nothing in the graph reads, where the reading keeps
  every member, narrows them: refused (``said_of_all.narrowing``), not answered with every member;
- "*who* supplies the runner beans": a value answers "who" when its key names the one who does it (``seedSupplier``:
  an agent noun), ``answer_kinds.doer_key``;
- "how old is Best Kept Plot in 2025": of a thing's several years and dates, the one named "year" alone is the one its
  age counts from (``derived._began``).

Before, each of these answers was right but kg-approximate, or (the durations) wrong.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "m1": (["Member"], {"name": "Ines Pardo", "joinedYear": 2015}),
    "m2": (["Member"], {"name": "Otto Brandt", "joinedYear": 2018}),
    "m3": (["Member"], {"name": "Mei Sato", "joinedYear": 2018}),
    "m4": (["Member"], {"name": "Raj Mehta", "joinedYear": 2021}),
    "p1": (["Plot"], {"code": "A1", "status": "let", "sizeSqm": 120}),
    "p2": (["Plot"], {"code": "A2", "status": "let", "sizeSqm": 90}),
    "p3": (["Plot"], {"code": "B1", "status": "let", "sizeSqm": 150}),
    "p4": (["Plot"], {"code": "B2", "status": "vacant", "sizeSqm": 60}),
    "p5": (["Plot"], {"code": "C1", "status": "let", "sizeSqm": 200}),
    "c1": (["Crop"], {"name": "runner beans", "seedSupplier": "Greenleaf Seeds"}),
    "c2": (["Crop"], {"name": "leeks"}),
    "c3": (["Crop"], {"name": "rhubarb"}),
    "z1": (["Prize"], {"name": "Best Kept Plot", "year": 1998, "lastPresented": "2024-09-07"}),
    "z2": (["Prize"], {"name": "Heaviest Marrow", "year": 2011, "lastPresented": "2023-09-02"}),
    "w1": (["Workshop"], {"name": "Composting basics", "durationSec": 2700, "feeGbp": 5}),
    "w2": (["Workshop"], {"name": "Seed saving", "durationSec": 5400, "feeGbp": 12}),
    "w3": (["Workshop"], {"name": "Pruning fruit trees", "durationSec": 7200, "feeGbp": 8}),
}


def _rels(session) -> None:
    session.run("MATCH (z:Prize) SET z.lastPresented = date(z.lastPresented)")
    def link(a: str, rel: str, b: str, **props) -> None:
        session.run(f"MATCH (a {{_h: $a}}), (b {{_h: $b}}) CREATE (a)-[r:{rel}]->(b) SET r = $p", a=a, b=b, p=props)

    for member, plot, year in (("m1", "p1", 2015), ("m1", "p2", 2019), ("m2", "p3", 2018), ("m3", "p4", 2018),
                               ("m3", "p5", 2020), ("m4", "p5", 2021)):
        link(member, "TENDS", plot, sinceYear=year)
    for plot, crop, rows in (("p1", "c1", 4), ("p1", "c2", 2), ("p2", "c3", 1), ("p3", "c2", 6), ("p5", "c1", 3)):
        link(plot, "GROWS", crop, rows=rows)
    for plot, prize, year in (("p1", "z1", 2023), ("p3", "z2", 2024)):
        link(plot, "AWARDED", prize, year=year)


@pytest.fixture(scope="module")
def allotments(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_rels) as engine:
        yield engine


@pytest.mark.neo4j
def test_alphabetical_is_the_order_of_a_set_and_of_tied_members(allotments):
    answer, form, names = _ask(allotments, "which member tends the most plots? alphabetical")
    assert names == ["Ines Pardo", "Mei Sato"] and answer.provenance == Provenance.KG_EXACT, (form, names)
    answer, form, names = _ask(allotments, "members by number of plots tended, most first, ties by name")
    assert names[:2] == ["Ines Pardo", "Mei Sato"] and answer.provenance == Provenance.KG_EXACT, (form, names)


@pytest.mark.neo4j
def test_ties_broken_by_another_key_stay_unread(allotments):
    answer, form, names = _ask(allotments, "members by number of plots tended, most first, ties by plot size")
    assert answer.provenance != Provenance.KG_EXACT, (form, names)


@pytest.mark.neo4j
def test_only_in_a_later_clause_restates_what_the_form_applies(allotments):
    answer, form, names = _ask(allotments, "plots per member, only members with more than one plot")
    assert names == ["Ines Pardo", "Mei Sato"] and answer.provenance == Provenance.KG_EXACT, (form, names)
    answer, form, names = _ask(allotments, "how many plots does each member tend? only members with more than one")
    assert answer.provenance != Provenance.KG_EXACT or len(names) == 2, (form, names)  # unread: never exact
    answer, form, names = _ask(allotments, "plots Ines Pardo has only tended since 2019")
    assert answer.provenance != Provenance.KG_EXACT, (form, names)  # the question's own clause: may ask for more


@pytest.mark.neo4j
def test_got_before_what_the_form_reads_is_have(allotments):
    answer, form, names = _ask(allotments, "plots that got 4 rows of runner beans")
    assert names == ["A1"] and answer.provenance == Provenance.KG_EXACT, (form, names)


@pytest.mark.neo4j
def test_longer_than_minutes_compares_a_duration_kept_in_seconds(allotments):
    answer, form, names = _ask(allotments, "workshops longer than 80 minutes")
    assert sorted(names) == ["Pruning fruit trees", "Seed saving"] and "4800" in form, (form, names)
    answer, form, names = _ask(allotments, "workshops shorter than 1 hour")
    assert names == ["Composting basics"] and "3600" in form, (form, names)


@pytest.mark.neo4j
def test_an_age_counts_from_the_key_named_year_alone(allotments):
    answer, form, names = _ask(allotments, "how old is Best Kept Plot in 2025")
    assert names == ["27"] and "MINUS 2025 year" in form, (form, names)


@pytest.mark.neo4j
def test_words_that_only_say_how_to_show_what_the_form_gives(allotments):
    answer, form, names = _ask(allotments, "the two biggest plots, biggest first")
    assert names == ["C1", "B1"] and answer.provenance == Provenance.KG_EXACT, (form, names)
    answer, form, names = _ask(allotments, "average workshop duration in seconds, nearest second")
    assert names == ["5100"] and answer.provenance == Provenance.KG_EXACT, (form, names)
    answer, form, names = _ask(allotments, "workshops with a fee under 10 quid")
    assert sorted(names) == ["Composting basics", "Pruning fruit trees"] and \
        answer.provenance == Provenance.KG_EXACT, (form, names)
    answer, form, names = _ask(allotments, "how many plots are there, all statuses")
    assert names == ["5"] and answer.provenance == Provenance.KG_EXACT, (form, names)


@pytest.mark.neo4j
def test_an_unread_adjective_after_are_narrows_the_whole_label(allotments):
    answer, form, names = _ask(allotments, "which members are vegetarian")
    assert answer.provenance == Provenance.NONE, (form, names)
    answer, form, names = _ask(allotments, "which plots are vacant")
    assert names == ["B2"], (form, names)


@pytest.mark.neo4j
def test_who_is_answered_by_a_key_naming_the_doer(allotments):
    answer, form, names = _ask(allotments, "who supplies the runner beans")
    assert names == ["Greenleaf Seeds"] and answer.provenance == Provenance.KG_EXACT, (form, names)

