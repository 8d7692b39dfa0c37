"""Walks no word asks for, on the print shop graph of ``bench/own/propgraph45`` (its graph only; the wordings here
are not its questions):

- "who paid the largest deposit": the best reading answers print jobs, and "who" asks for someone, so a reading of
  the staff is tried first; it reaches them by WORKED_ON, which no word names, where the deposit is a client's
  (``answer_kinds._who_walk_unasked``). Before, badged kg-exact;
- "which courier took J24-8957": "courier" names the merchants only loosely, and the two steps from the job to them
  are walked because nothing else joins the two labels; a loosely named label does not make that walk forced
  (``coverage._target_named``). Before, badged kg-exact;
- "how many staff are *minders*": a label's noun no lexicon knows, after "are", is that label too, not a verb
  (``filters._is_label``). Before, every member of staff was counted, "minders" left unread.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

GRAPH = Path(__file__).resolve().parent.parent / "bench" / "own" / "propgraph45"


@pytest.fixture(scope="module")
def print_shop(neo4j_server):
    from neo4j_server import schema_engine_on_bench

    with schema_engine_on_bench(neo4j_server, GRAPH) as engine:
        yield engine


@pytest.mark.neo4j
def test_who_read_as_people_reached_by_a_step_no_word_names_is_not_exact(print_shop):
    answer, form, names = _ask(print_shop, "who paid the largest deposit")
    assert answer.provenance != Provenance.KG_EXACT, (form, names)
    assert "WORKED_ON" not in form or any("WORKED_ON" in c for c in answer.trace.not_covered), form


@pytest.mark.neo4j
def test_a_label_named_loosely_at_the_end_of_a_walk_no_word_names_is_not_exact(print_shop):
    answer, form, names = _ask(print_shop, "which courier took J24-8957")
    assert answer.provenance != Provenance.KG_EXACT, (form, names, answer.trace.not_covered)



@pytest.mark.neo4j
def test_a_label_noun_no_lexicon_knows_after_are_is_that_label(print_shop):
    answer, form, names = _ask(print_shop, "how many staff are minders")
    assert "Minder" in form and names == ["6"], (form, names)
