"""Two readings checked on graphs of their own (each test empties the database, so they stay apart from the canal
graph of ``test_asked_number_and_edges``): a negation reaches past a possessive's mark ("which hands *aren't* on
any vessel's *crew*": ``negation.negated``), and "engine *power*" names a key kept in kilowatts (``unit_cues.UNITS``,
``words.MEASURE_NOUNS``)."""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

CREWS = {
    "h1": (["Hand"], {"name": "Ivo Penrose"}), "h2": (["Hand"], {"name": "Tamsin Keast"}),
    "h3": (["Hand"], {"name": "Morwen Jago"}),
    "v1": (["Vessel"], {"name": "Kestrel"}), "v2": (["Vessel"], {"name": "Plover"}),
}


@pytest.mark.neo4j
def test_a_negation_past_a_possessive(neo4j_server):
    # 'not' stands five words before 'crew', one of them the possessive's mark: it still denies the step
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, CREWS, rels=[("h1", "CREW_OF", "v1"), ("h2", "CREW_OF", "v2")]) as engine:
        answer, form, names = _ask(engine, "which hands aren't on any vessel's crew")
    assert names == ["Morwen Jago"], (form, names)


TUGS = {
    "g1": (["Tug"], {"name": "Stalwart", "engineKw": 740, "lengthM": 24.5}),
    "g2": (["Tug"], {"name": "Bantam", "engineKw": 310, "lengthM": 14.0}),
    "g3": (["Tug"], {"name": "Resolute", "engineKw": 980, "lengthM": 28.2}),
}


@pytest.mark.neo4j
def test_power_is_what_kilowatts_measure(neo4j_server):
    # 'power' is the quantity engineKw's unit measures, said after the key's own word: the form says it
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, TUGS) as engine:
        answer, form, names = _ask(engine, "top 2 tugs by engine power")
    assert names == ["Resolute", "Stalwart"], (form, names)
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
