""""When was X <verb>" where a key of dates or years is named by the verb and a word for a time ("when was B-7
*cast*": ``castYear``), though the verb names a label and a relationship type too (Casting, CAST_BY):
``dated_verbs.dated_by_verb``.

The graph is a small foundry's bell register: bells cast by founders, the newer ones poured in a casting.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

NODES = {
    "b1": (["Bell"], {"regNo": "B-7", "castYear": 1767, "weightKg": 310}),
    "b2": (["Bell"], {"regNo": "B-8", "castYear": 2021, "weightKg": 145}),
    "b3": (["Bell"], {"regNo": "B-9", "castYear": 1899, "weightKg": 520}),
    "f1": (["Founder"], {"name": "Abel Rudhall", "activeFrom": 1740}),
    "f2": (["Founder"], {"name": "Harrowgate Foundry", "activeFrom": 1980}),
    "c1": (["Casting"], {"pourNo": "P-21", "pourDate": "2021-03-04", "furnace": "north"}),
}
RELS = [("b1", "CAST_BY", "f1"), ("b3", "CAST_BY", "f1"), ("b2", "CAST_BY", "f2"), ("b2", "POURED_IN", "c1")]


@pytest.fixture(scope="module")
def register(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "expected"), [
    ("when was B-7 cast?", "1767"),  # no casting of its own: the year, not the founder
    ("when was B-8 cast", "2021"),
])
def test_when_the_verb_names_a_year_key(register, question, expected):
    answer, form, _ = _ask(register, question)
    assert "castYear" in (form or "") and expected in answer.text, (form, answer.text)


@pytest.mark.neo4j
def test_the_verb_still_names_its_type_without_when(register):
    answer, form, names = _ask(register, "who cast B-9")
    assert names == ["Abel Rudhall"], (form, names)


@pytest.mark.parametrize(("question", "named"), [
    ("when was the order delivered", False),  # 'delivered' is no first word of deliveryDate
    ("when was the delivery made", False),  # a noun: named as other words name keys, not as surely as a verb
    ("when was B-7 cast", True),
])
def test_a_verb_names_a_dated_key_surely(question, named):
    from types import SimpleNamespace

    from kgchat.reasoning.schema_parser.dated_verbs import dated_by_verb
    from kgchat.reasoning.schema_parser.schema_index import _element
    from kgchat.reasoning.schema_parser.words import read
    from kgchat.schema import PropertyInfo

    keys = [_element("prop", key, "Bell", PropertyInfo(key, kind, False, 3, 3, samples))
            for key, kind, samples in (("deliveryDate", "date", ()), ("castYear", "int", (1767, 1899, 2021)))]
    out = dated_by_verb(read(question), SimpleNamespace(elements=keys), [], set())
    assert bool([m for m in out if m.score >= 1.0]) is named, out
