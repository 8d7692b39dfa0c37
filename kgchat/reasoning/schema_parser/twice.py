"""A word read twice: one verb taken both as the relationship the form walks and as a test of a key.

"How many games have been *printed* in Poland?" of a graph with a ``PRINTED_BY`` type and an ``inPrint`` flag: the
form may walk the type for "printed" and also keep only the games in print, for the same word. The asker said it
once and meant one of them; the second reading narrows (or widens) the answer on no word of the question. Such a
form is never exact: the trace says which word was read twice and as what. A test said by a phrase of its own ("in
print", "on loan": after a preposition or an article) is not counted, even where a step claims the same words.

A test said by part of the words of a key the form ranks or groups by ("count of premises by *risk* rating": a
``sleepingRisk`` test inside ``riskRating``'s words) reads them twice too; such a reading is dropped where another
is left (``nested_test``).
"""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import Relation, subexpressions
from kgchat.reasoning.schema_parser.verb_lemmas import PREPOSITIONS
from kgchat.schema import identifier_words

ARTICLES = frozenset({"a", "an", "the"})


def nested_test(cand: Any) -> bool:
    """Whether a test of ``cand`` reads only some of the words of a key the same form reads (see the module
    docstring)."""
    keys = [p.tokens for p in cand.parts if p.kind == "property" and p.tokens]
    return any(test.tokens < k for test in cand.parts if test.kind == "constraint" and test.tokens for k in keys)

def doubled_value(cand: Any, reading: Any) -> bool:
    """Whether a key's value test of ``cand`` reads only words a relationship step of the same form reads ("the
    project with the most *finds*": the finds counted, and no staff role 'finds' as well), not said by a phrase of its
    own; such a reading is dropped where another is left."""
    steps = [p.tokens for p in cand.parts if p.kind == "relation" and p.tokens]
    tokens = reading.tokens
    return any(test.tokens <= step and not any(i > 0 and tokens[i - 1].low in PREPOSITIONS | ARTICLES
                                               for i in test.tokens)
               for test in cand.parts if test.kind == "value" and test.tokens for step in steps)


def read_twice(cand: Any, reading: Any) -> list[str]:
    """Why ``cand`` is not exact because a test of a key reads only words a relationship step of the same form
    reads too; empty when no word is read so."""
    steps = [p for p in cand.parts if p.kind == "relation" and p.tokens]
    out = []
    tokens = reading.tokens
    for test in (p for p in cand.parts if p.kind == "constraint" and p.tokens):
        if any(test.tokens < p.tokens for p in cand.parts if p.kind == "property"):
            out.append(f"'{reading.text(sorted(test.tokens))}' read twice: in a key's words and as the test "
                       f"{test.text}")
            continue
        if any(i > 0 and tokens[i - 1].low in PREPOSITIONS | ARTICLES for i in test.tokens):
            continue  # "games *in print*": a phrase of its own for the flag, whatever else claims its words
        step = next((s for s in steps if test.tokens <= s.tokens), None)
        if step is not None and not _own_key(step, test, cand):
            words = reading.text(sorted(test.tokens))
            out.append(f"'{words}' read twice: as the {step.text} step and as the test {test.text}")
    return out


def _own_key(step: Any, test: Any, cand: Any) -> bool:
    """Whether ``test`` tests a key of the relationship ``step`` walks, and the step is read by that key's words
    alone ("which staff are *patch leads* for X": ``COVERS`` with its ``patchLead`` flag): the key names its own
    relationship, no second reading of the words."""
    if step.tokens != test.tokens:
        return False
    keys = {x.name.split(".", 1)[1] for x in subexpressions(cand.form)
            if isinstance(x, Relation) and x.name.startswith(step.text + ".")}
    return any(test.text.lower().startswith(identifier_words(k).lower() + " ") for k in keys)
