"""A small herd book built here, asked as its breeders would ask it:

- "when was X *born*" of a key spelt ``dob``: the date of birth the short form stands for, not the birth weight
  (``birthWeightKg``, whose name says "birth" too); "dob of X", the short form said as written, reads it as well;
- "how much was *paid* in judging fees altogether": a verb of paying, said of a key in money (``feeGbp``), where
  nothing in the graph is called "paid";
- "animals born 2020 or later": a year said of the date of birth, not of the birth weight (weights of some tens);
- "animals not *flagged* as genotyped": a verb of recording before the value it records;
- "progeny" and "parents" stand for a ``PARENT_OF`` line between animals when the badge reads what is asked;
- "born *by* embryo transfer" of a flag spelt with the term's two initials (``et``): the flag, and the participle
  before "by" says how it came about;
- "animals with no recorded *sire*" on a ``PARENT_OF`` line whose ``role`` says 'sire': whether the animals kept are
  sires or have one is a choice no word makes, so the answer is not exact;
- "2000 to 2009", "38 to 42 kg": both ends of a range, as "between … and …" says them;
- "test" is no superlative (of "te"), so "a genetic test" asks for no ranking;
- the MCTS agent that starts from one of several animals going by one name badges its answer approximate.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "a1": (["Animal"], {"name": "Ash Rose", "tag": "KR-1", "birthWeightKg": 38.5, "genotyped": True,
                        "tests": ["genomic"], "et": True}),
    "a2": (["Animal"], {"name": "Bell Ash", "tag": "KR-2", "birthWeightKg": 41.0, "genotyped": False,
                        "tests": ["genomic"]}),
    "a3": (["Animal"], {"name": "Cob Hill", "tag": "KR-3", "birthWeightKg": 44.0, "genotyped": False, "et": True}),
    "a4": (["Animal"], {"name": "Dun Moss", "tag": "KR-4", "birthWeightKg": 36.0, "genotyped": True}),
    "j1": (["Judge"], {"name": "Ida Roe"}),
    "j2": (["Judge"], {"name": "Jon Pike"}),
    "s1": (["Show"], {"showName": "Fell Show"}),
    "s2": (["Show"], {"showName": "Dale Show"}),
}
RELS = [("a1", "PARENT_OF", "a3"), ("a1", "PARENT_OF", "a4"), ("a2", "PARENT_OF", "a4")]
DOBS = {"KR-1": "2011-05-02", "KR-2": "2014-03-09", "KR-3": "2020-06-01", "KR-4": "2022-04-17"}
FEES = [("Ida Roe", "Fell Show", 120), ("Jon Pike", "Dale Show", 80), ("Ida Roe", "Dale Show", 60)]


def _fill(session) -> None:
    for tag, dob in DOBS.items():
        session.run("MATCH (a:Animal {tag: $tag}) SET a.dob = date($dob)", tag=tag, dob=dob)
    session.run("MATCH (:Animal {tag: 'KR-1'})-[r:PARENT_OF]->() SET r.role = 'dam'")
    session.run("MATCH (:Animal {tag: 'KR-2'})-[r:PARENT_OF]->() SET r.role = 'sire'")
    session.run("MATCH (a:Animal) WHERE a.et IS NULL SET a.et = false")
    for judge, show, fee in FEES:
        session.run("MATCH (j:Judge {name: $j}), (s:Show {showName: $s}) CREATE (j)-[:JUDGED {feeGbp: $fee}]->(s)",
                    j=judge, s=show, fee=fee)


@pytest.fixture(scope="module")
def herd(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_fill, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_born_reads_a_date_of_birth_spelt_short(herd):
    answer, form, names = _ask(herd, "When was Ash Rose born?")
    assert names == ["2011-05-02"] and "dob" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_the_short_form_said_as_written(herd):
    answer, form, names = _ask(herd, "dob of Cob Hill")
    assert names == ["2020-06-01"] and "dob" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_verb_of_recording_says_nothing_more(herd):
    answer, form, names = _ask(herd, "which animals born 2020 or later are not flagged as genotyped")
    assert names == ["Cob Hill"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_paid_is_said_by_an_amount_of_money(herd):
    answer, form, names = _ask(herd, "How much was paid in judging fees altogether?")
    assert names and float(names[0]) == 260.0 and form.startswith("(SUM"), form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_flag_spelt_with_two_initials(herd):
    answer, form, names = _ask(herd, "Which animals were born by embryo transfer?")
    assert sorted(names) == ["Ash Rose", "Cob Hill"] and "et" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_which_end_of_a_line_a_value_describes_is_unsaid(herd):
    answer, form, names = _ask(herd, "which animals have no recorded sire")
    assert answer.provenance is not Provenance.KG_EXACT, form


@pytest.mark.neo4j
def test_a_range_said_with_to(herd):
    answer, form, names = _ask(herd, "animals with a birth weight of 38 to 42 kg")
    assert sorted(names) == ["Ash Rose", "Bell Ash"], form


def test_to_between_two_numbers_says_both_ends():
    from kgchat.reasoning.schema_parser.words import read

    cue = next(c for c in read("members who joined 2000 to 2009").cues if c.kind == "year")
    assert cue.op == "between" and cue.value == (2000, 2009)
    assert all(c.op != "between" for c in read("up to 5 members").cues)


def test_test_is_no_superlative():
    from kgchat.reasoning.form_gaps import superlative

    assert not superlative("test") and not superlative("forest")
    assert superlative("latest") and superlative("best") and superlative("comfiest")


def test_kin_nouns_name_the_ends_of_a_parent_line():
    from kgchat.reasoning.schema_parser.roles import says_reporting

    assert says_reporting("progeny", "PARENT_OF") and says_reporting("parents", "PARENT_OF")
    assert says_reporting("manager", "REPORTS_TO") and not says_reporting("progeny", "REPORTS_TO")


def test_mcts_names_a_namesake_it_did_not_tell_apart():
    from kgchat.logic.nodes import Entity as Node
    from kgchat.logic.nodes import Join, Relation
    from kgchat.reasoning.mcts import _namesake
    from kgchat.types import Entity, EntityMatch

    one, two = Entity("n1", "Ash Rose (KR-1)"), Entity("n2", "Ash Rose (KR-9)")
    linked = [EntityMatch(one, 0.9, "exact", "Ash Rose"), EntityMatch(two, 0.9, "exact", "Ash Rose")]
    form = Join(Relation("dob", reverse=True), Node("n1"))
    assert _namesake(form, linked) == "Ash Rose"
    assert _namesake(form, linked[:1]) == ""
