"""Nouns that say a sex, and "living" of a stored status, on a small herd built here:

- "which *bulls* were born in 2013", "average birth weight of *heifers*": a key that holds nothing but the two
  sexes ('M' / 'F') is tested by the noun's sex; the kind of thing is the label that holds the key;
- a graph whose key holds other values too gets no such test (no key says a sex);
- "still alive" of a graph with a date of birth but no date of death: not "has no date of birth";
- "the oldest *living* cow": a status stored as 'alive', said in another word.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.reasoning.schema_parser.sexed import sexed_value
from kgchat.types import Provenance

NODES = {
    "a1": (["Animal"], {"name": "Ash Rose", "sex": "F", "status": "alive", "birthWeightKg": 38.0}),
    "a2": (["Animal"], {"name": "Bell Ash", "sex": "F", "status": "dead", "birthWeightKg": 41.0}),
    "a3": (["Animal"], {"name": "Cob Hill", "sex": "M", "status": "alive", "birthWeightKg": 44.0}),
    "a4": (["Animal"], {"name": "Dun Moss", "sex": "M", "status": "alive", "birthWeightKg": 46.0}),
    "a5": (["Animal"], {"name": "Elm Tor", "sex": "F", "status": "alive", "birthWeightKg": 35.0}),
}
DOBS = {"Ash Rose": "2011-05-02", "Bell Ash": "2009-03-09", "Cob Hill": "2013-06-01", "Dun Moss": "2015-04-17",
        "Elm Tor": "2013-02-11"}


def _fill(session) -> None:
    for name, dob in DOBS.items():
        session.run("MATCH (a:Animal {name: $n}) SET a.dob = date($d)", n=name, d=dob)


@pytest.fixture(scope="module")
def herd(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_fill) as engine:
        yield engine


def test_a_noun_says_the_value_of_a_key_that_holds_only_sexes():
    from kgchat.reasoning.schema_parser.schema_index import Element

    sex, colour = Element("prop", "sex"), Element("prop", "colour")
    values = {"m": [(sex, "M")], "f": [(sex, "F")], "red": [(colour, "red")]}
    assert sexed_value("bulls", values) == "m" and sexed_value("heifer", values) == "f"
    assert sexed_value("calves", values) is None  # young of either sex
    mixed = {"m": [(colour, "M")], "f": [(colour, "F")], "red": [(colour, "red")]}
    assert sexed_value("bulls", mixed) is None  # the key holds more than the sexes


@pytest.mark.neo4j
def test_bulls_born_in_a_year(herd):
    answer, form, names = _ask(herd, "Which bulls were born in 2013?")
    assert names == ["Cob Hill"] and "(JOIN sex M)" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_heifers_averaged(herd):
    answer, form, names = _ask(herd, "average birth weight of heifers, 1 dp")
    assert names == ["38.0"], form


@pytest.mark.neo4j
def test_alive_is_no_missing_date_of_birth(herd):
    answer, form, names = _ask(herd, "which cows are still alive")
    assert sorted(names) == ["Ash Rose", "Elm Tor"] and "HAS dob" not in form, form


@pytest.mark.neo4j
def test_living_says_a_stored_alive(herd):
    answer, form, names = _ask(herd, "Which is the oldest living cow?")
    assert names == ["Ash Rose"] and "(JOIN status alive)" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
