"""Nodes no single key names, on a small ferry graph: a sailing is named by its voyage code, but a code sails on
many days, so the sailings are read as "V10 (2024-05-01)" (the shared name with the date that tells them apart),
are answers like any named node, and a question naming a code and a day finds that one sailing. Dates written in
words ("19 October 2024", "March 24, 2025", "3 Feb 2025") are one day. On the real test Neo4j with MiniLM.
"""

from __future__ import annotations

import pytest

SAILINGS = {  # handle: (voyage code, date, departs)
    "s1": ("V10", "2024-05-01", "08:00"), "s2": ("V10", "2024-05-08", "08:00"), "s3": ("V10", "2024-06-05", "08:15"),
    "s4": ("V11", "2024-05-01", "13:00"), "s5": ("V11", "2024-05-20", "13:00"), "s6": ("V11", "2024-07-02", "13:30"),
    "s7": ("V12", "2024-05-03", "18:00"), "s8": ("V12", "2024-06-14", "18:00"),
}
TRAVELLERS = {"t1": "Ada Fenwick", "t2": "Bram Oduya", "t3": "Cleo Varga", "t4": "Dev Amani"}
BOOKED = [("t1", "s1"), ("t1", "s7"), ("t2", "s1"), ("t3", "s2"), ("t3", "s4"), ("t4", "s3"), ("t4", "s5"),
          ("t2", "s8"), ("t3", "s6")]
NODES = {**{h: (["Traveller"], {"name": n, "born": 1980 + i}) for i, (h, n) in enumerate(TRAVELLERS.items())},
         **{h: (["Sailing"], {"voyageCode": c, "departs": t, "fareEur": 20 + i}) for i, (h, (c, _, t))
            in enumerate(SAILINGS.items())}}


@pytest.fixture(scope="module")
def ferries(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for h, (_, day, _) in SAILINGS.items():
            s.run("MATCH (n {_h: $h}) SET n.sailed = date($day)", h=h, day=day)

    rels = [(a, "BOOKED", b) for a, b in BOOKED]
    with schema_engine_on(neo4j_server, NODES, fill, rels) as engine:
        yield engine


@pytest.mark.neo4j
def test_a_shared_code_is_read_with_the_date_that_tells_the_nodes_apart(ferries):
    sailing = ferries.graph.schema().label("Sailing")
    assert (sailing.name_property, sailing.apart) == (None, ("voyageCode", "sailed"))
    traveller = ferries.graph.schema().label("Traveller")
    assert (traveller.name_property, traveller.apart) == ("name", ())  # a unique name stays as it was


@pytest.mark.neo4j
def test_such_nodes_are_answers(ferries):
    answer = ferries.ask("Which sailings did Ada Fenwick book?")
    assert sorted(e.name for e in answer.entities) == ["V10 (2024-05-01)", "V12 (2024-05-03)"], \
        answer.trace.logical_form


@pytest.mark.neo4j
@pytest.mark.parametrize("question", ["Which travellers were on V10 on 1 May 2024?",
                                      "Who booked V10 on May 1, 2024?"])
def test_a_code_and_a_day_name_the_one_node(ferries, question):
    # Cleo booked V10 on another day and a sailing on 1 May 2024 (V11): not the one sailing asked about
    answer = ferries.ask(question)
    assert sorted(e.name for e in answer.entities) == ["Ada Fenwick", "Bram Oduya"], answer.trace.logical_form


@pytest.mark.parametrize(("question", "day"), [
    ("Which passengers were on KW213 on 19 October 2024?", "2024-10-19"),
    ("How late was KW211 on March 24, 2025?", "2025-03-24"),
    ("Which sailings left on 3 Feb 2025?", "2025-02-03"),
    ("flights after the 3rd of May 2024", "2024-05-03"),
])
def test_a_day_written_in_words_is_one_date(question, day):
    from kgchat.reasoning.schema_parser.words import read

    r = read(question)
    assert [c.value for c in r.of("date")] == [day]
    assert not r.of("number")  # the day's number is no number of its own


def test_after_a_day_is_a_comparison_and_a_month_alone_stays_a_month():
    from kgchat.reasoning.schema_parser.words import read

    assert [(c.value, c.op) for c in read("flights after the 3rd of May 2024").of("date")] == [("2024-05-03", "gt")]
    assert [(c.value, c.op) for c in read("rides in August 2025").of("date")] == [("2025-08", "eq")]


def test_a_date_in_brackets_is_written_as_cypher_writes_it():
    import neo4j.time

    from kgchat.logic.cypher_shape import NodeShape

    shape = NodeShape(("Sailing",), "elementId", ("name",), (), (("Sailing", ("voyageCode",), ("sailed",)),))
    props = {"voyageCode": "V10", "sailed": neo4j.time.Date(2024, 5, 1)}
    assert shape.display_name(["Sailing"], props) == "V10 (2024-05-01)"
    assert "toString(n.`sailed`)" in shape.name_of("n")


def test_who_leaves_out_readings_that_answer_with_events():
    from types import SimpleNamespace as NS

    from kgchat.reasoning.schema_parser.asked_kind import someone_asked
    from kgchat.schema import GraphSchema, LabelInfo

    schema = GraphSchema(labels=(LabelInfo("Sailing", 8, (), None, apart=("voyageCode", "sailed")),
                                 LabelInfo("Traveller", 4, (), "name")), relationships=())
    sailings, travellers = NS(answer="nodes", target="Sailing"), NS(answer="nodes", target="Traveller")
    count = NS(answer="count", target="Sailing")

    def asks(*ops):
        return NS(of=lambda kind: [NS(op=o) for o in ops] if kind == "wh" else [])

    kept, why = someone_asked([sailings, travellers, count], asks("who"), schema)
    assert kept == [travellers, count] and "Sailing" in why
    assert someone_asked([sailings], asks("who"), schema)[0] == []  # nothing left: the engine refuses
    assert someone_asked([sailings, travellers], asks("which"), schema) == ([sailings, travellers], "")
