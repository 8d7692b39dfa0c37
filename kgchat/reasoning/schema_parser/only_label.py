"""A noun the graph does not spell, read as the one label the rest of the question fits.

People name a graph's things in their own words: "which *parcels* were inspected in March" of a graph whose label
is ``Vineyard``, "how many *customers* are restaurants" of one whose label is ``Buyer``. No word of the schema, no
stem and no MiniLM neighbour links the noun to the label, yet the question leaves no choice: the key it tests
(``lastInspected``), the value it names (kind 'restaurant') or the relationship it walks (``FARMED_BY``) is held by
one label's nodes only. ``only_label`` reads such a noun as that label when

- the noun heads what the question asks for or counts (only question-opening words stand before it: "which",
  "how many", "the number of"), and no word of the schema, name or value is read from it;
- the form answers with the nodes of a label no word names surely;
- every test the form makes on those nodes is named by a word of the question (a key, a value, a relationship
  type; one of them surely), and what they test is held by that label's nodes and by no other label's (a narrower
  label whose every node is also one of them aside: a board member who is a grower). A test no word names (a step
  to a named thing the schema alone chose) leaves the noun unread: the reading would rest on a guess.

A noun after "number of" or "how many" is read the same way as the things a count in the form counts, where the
counted relationship type has one label at its other end (``counted_end``); a noun after a name's possessive as
the one label next to that name on the form's walk ("Ann Lee's *fields*": ``possessed``). Any of these readings is
made only when the noun is the one content word of the question left unread (``coverage.word_coverage``): with
others unread too, the form may not be what was asked. It is a reading, not a fact of the graph: the trace says
which label and why, and the answer is never kg-exact on it (``doubt``).
"""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import (
    Agg,
    And,
    Class,
    Compare,
    Count,
    Has,
    Join,
    Not,
    Relation,
    conjuncts,
    relation_steps,
    subexpressions,
)
from kgchat.logic.nodes import Entity as EntityNode

SURE = 0.75  # how surely a word must name a key, value or relationship type for it to pin the label
# English words that open a question before the noun of what it asks for or counts ("who" is not one: the word
# after it is the verb, "who *runs* X")
OPENING = frozenset("""which what how many number count of the a an all any distinct different list name
names show give me find tell are is was were there do we our each every""".split())  # noqa: SIM905


def only_label(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """Why word ``i``, which names nothing in the graph, is read as the label ``cand`` answers with (see the module
    docstring), or None."""
    if not _heads(i, reading, builder):
        return None
    return fitted(cand, builder)


COUNTING = (("number", "of"), ("count", "of"), ("how", "many"))  # English words before the things counted


def counted_end(i: int, cand: Any, reading: Any, builder: Any) -> tuple[str, str] | None:
    """(the label, why) when word ``i``, a noun naming nothing in the graph, follows "number of" / "how many" and
    the form counts the links of a relationship type whose other end is that one label, which no word names surely
    ("the most widely planted grape by *number of parcels*", counting PLANTED_WITH from the grape: its other end is
    Vineyard alone); None otherwise."""
    tokens = reading.tokens
    if i < 2 or (tokens[i - 2].low, tokens[i - 1].low) not in COUNTING or not _noun_naming_nothing(i, reading, builder):
        return None
    schema = builder.schema
    ends: set[tuple[str, str]] = set()
    for node in subexpressions(cand.form):
        if not (isinstance(node, Agg) and node.fn == "count"):
            continue
        try:
            step = relation_steps(node.relation)[-1]
        except (AttributeError, IndexError, TypeError):
            return None
        base, _, end = step.name.partition(".")
        rel = schema.rel(base)
        if rel is None or end not in ("", "start", "end") or bool(end) and not step.reverse:
            return None
        far = (rel.starts if step.reverse else rel.ends) if not end else (rel.ends if end == "start" else rel.starts)
        if len(set(far)) != 1:
            return None
        ends.add((far[0], rel.name))
    if len(ends) != 1:
        return None
    label, rel_name = next(iter(ends))
    if any(m.element.kind == "label" and m.element.name == label and m.score >= SURE for m in builder.g.schema):
        return None  # a word names that label: the noun is not needed to say it
    return label, f"the {label} nodes at the other end of {rel_name}, which the form counts"


def possessed(i: int, cand: Any, reading: Any, builder: Any) -> tuple[str, str] | None:
    """(the label, why) when word ``i``, a noun naming nothing in the graph, follows a name's possessive ("from
    Yannick Sabatier's *parcels*") and the form reaches that name through one label no word names surely, the only
    one between the last two steps of its walk (wines ← SUPPLIED ← Vineyard → FARMED_BY → the grower): the name's
    things are the nodes next to it on the walk; None otherwise."""
    tokens = reading.tokens
    if i < 2 or tokens[i - 1].low not in ("'s", "'", "s") or not _noun_naming_nothing(i, reading, builder):
        return None
    owner = next((em for em in builder.g.entities if max(em.tokens) == i - 2), None)
    if owner is None:
        return None
    schema = builder.schema
    found: set[str] = set()
    for node in subexpressions(cand.form):
        if not (isinstance(node, Join) and isinstance(node.expr, EntityNode) and node.expr.id == owner.entity.id):
            continue
        try:
            steps = relation_steps(node.relation)
        except (AttributeError, TypeError):
            return None
        if len(steps) < 2:
            return None  # the name is reached in one step: no node between for the noun to stand for
        before, last = schema.rel(steps[-2].name), schema.rel(steps[-1].name)
        if before is None or last is None:
            return None
        reached = set(before.starts if steps[-2].reverse else before.ends)
        leaving = set(last.ends if steps[-1].reverse else last.starts)
        found |= reached & leaving
        if len(found) != 1:
            return None
        label = next(iter(found))
        if any(m.element.kind == "label" and m.element.name == label and m.score >= SURE for m in builder.g.schema):
            return None
        return label, f"the {label} nodes between {steps[-2].name} and {steps[-1].name}, which reach " \
                      f"{owner.entity.name or owner.entity.id}"
    return None


def doubt(word: str, why: str) -> str:
    """The row that keeps an answer read so below kg-exact."""
    return f"'{word}' names nothing in this graph; it is read as {why} only from where the rest of the question places it"


def fitted(cand: Any, builder: Any) -> str | None:
    """"Vineyard, the only label whose nodes hold last inspected", when the form's answer label is pinned by the
    question's surely named tests; None otherwise."""
    target = cand.target
    if not target or cand.answer != "nodes" and not isinstance(cand.form, Count):
        return None  # the nodes answered or counted, not a sum or an average of what they hold
    if any(m.element.kind == "label" and m.element.name == target and m.score >= SURE for m in builder.g.schema) or \
            any(p.kind == "label" and p.text == target and p.tokens and p.conf >= SURE for p in cand.parts):
        return None  # a word names the label surely: the noun is not the only way the question says which
    tests = _tests_on(cand.form, target)
    if not tests:
        return None
    schema = builder.schema
    values = {v.element.relation for v in builder.g.values}
    sure = {m.element.relation for m in builder.g.schema if m.score >= SURE} | values
    some = {m.element.relation for m in builder.g.schema} | values
    fits: set[str] | None = None
    said: list[str] = []
    for test in tests:
        for step in _first_steps(test):
            holders = _holders(schema, step)
            if holders is None:
                return None  # a test of another kind: nothing to tell labels apart by
            if not {step.name, step.name.split(".")[0]} & some:
                return None  # a step no word names: the form rests on a guess, and the noun would be read from it
            fits = set(holders) if fits is None else fits & set(holders)
            if {step.name, step.name.split(".")[0]} & sure:
                said.append(step.name.split(".")[0] if "." in step.name and step.reverse else step.name)
    if fits is None or not said or target not in fits or \
            any(x != target and not builder.index.within(x, target) for x in fits):
        return None
    return f"{target}, the only label whose nodes have {' and '.join(dict.fromkeys(said))}"


def content_word(word: str) -> bool:
    """Whether English has ``word`` as a noun, a verb or an adjective (an adverb such as "widely" only grades)."""
    from lemminflect import getAllLemmas

    return word.isalpha() and bool(getAllLemmas(word).keys() & {"NOUN", "VERB", "ADJ"})


def _heads(i: int, reading: Any, builder: Any) -> bool:
    """Whether word ``i`` is a noun that heads the question's asked phrase and names nothing of the graph."""
    if any(t.low not in OPENING for t in reading.tokens[:i]):
        return False
    return _noun_naming_nothing(i, reading, builder)


def _noun_naming_nothing(i: int, reading: Any, builder: Any) -> bool:
    """Whether word ``i`` is a noun of which no name, value or schema word of the graph is read surely."""
    from lemminflect import getAllLemmas

    word = reading.tokens[i].low
    if not word.isalpha() or len(word) < 3 or "NOUN" not in getAllLemmas(word):
        return False
    g = builder.g
    return not any(i in m.tokens for m in g.entities) and not any(i in v.tokens for v in g.values) and \
        not any(i in m.tokens and m.score >= SURE for m in g.schema)


def _tests_on(form: Any, target: str) -> list[Any]:
    """The tests the form makes on the nodes of ``target`` (the other operands of the AND that holds its class)."""
    for node in subexpressions(form):
        if isinstance(node, And):
            parts = conjuncts(node)
            if Class(target) in parts:
                return [p for p in parts if p != Class(target)]
    return []


def _first_steps(test: Any) -> list[Relation]:
    """The steps a test takes from the node it tests (one per step a comparison or a count reads)."""
    if isinstance(test, Not):
        return _first_steps(test.expr)
    if isinstance(test, And):
        return [s for t in conjuncts(test) for s in _first_steps(t)]
    if isinstance(test, Join | Has | Compare):
        relation = test.relation
    else:
        return [Relation("")]  # a test the reading below cannot place
    if isinstance(relation, Agg):
        relation = relation.relation
    try:
        return [relation_steps(relation)[0]]
    except (AttributeError, IndexError, TypeError):
        return [Relation("")]


def _holders(schema: Any, step: Relation) -> tuple[str, ...] | None:
    """The labels whose nodes the step can start from: a key's holders, a relationship type's start (or, walked
    backwards, end) labels; None for a step this cannot tell."""
    name = step.name
    base, _, end = name.partition(".")
    rel = schema.rel(base)
    if rel is not None and not end:
        return tuple(rel.ends if step.reverse else rel.starts)
    if rel is not None and end in ("start", "end") and step.reverse:
        return tuple(rel.starts if end == "start" else rel.ends)  # the node at that end of the relationship
    if rel is None and not end and not step.reverse:
        held = tuple(x.name for x in schema.labels if any(p.key == name for p in x.properties))
        return held or None
    return None
