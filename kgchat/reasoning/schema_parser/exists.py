"""Yes/no questions about whether something is so: "has Night Heron been reviewed by anyone", "is the Boathouse
wheelchair accessible", "was X ever directed by Y". The nodes a candidate keeps by the question's names and tests
either exist or not, so the answer is yes when there is at least one (``(COUNT form)`` above 0), no otherwise.

"Is X an L" (the copula, one named thing, a label named after it) asks whether X holds the label L: the count of X
among L's nodes (``label_truths``), read off the node itself, so its "no" is as sure as its "yes"; so is "is there
a P for X" / "does X have a P" (``held_value_truths``: whether X holds a value of its own property P).

Otherwise only when the question names no label it asks for ("did any *film* win both prizes" is answered with the films,
which says yes as well), names one thing (two named things are related so or not: a qualifier's value or a link) or
none but asks about anyone at all ("did *anyone* ride for more than 90 minutes"), and names no true/false property
(its value answers it). Words saying "any one at all" ("anyone", "anything",
"ever") are what the count reads. A "no" is never exact: finding nothing may be the reading's fault.
"""

from __future__ import annotations

from kgchat.logic.nodes import And, Class, Count, Entity, Expr, Has, Join, Relation, conjuncts, relation_steps
from kgchat.reasoning.schema_parser.build import NOT_ASKED, Builder, Candidate, Part
from kgchat.reasoning.schema_parser.filters import _entity_groups, _yes_no, answer_label
from kgchat.reasoning.schema_parser.linked import link_truths
from kgchat.reasoning.schema_parser.words import SOMETHING
from kgchat.schema import identifier_words
from kgchat.types import Coverage
from kgchat.types import Entity as Node

ANY = SOMETHING | {"any", "anyone", "anybody", "someone", "somebody", "ever"}
YES, NO = "yes", "no"
SURE = 0.75  # a word naming a true/false property this surely asks for its value


COPULA = frozenset({"is", "are", "was", "were"})


def label_truths(b: Builder) -> list[Candidate]:
    """"Is X an L?": whether the one thing the question names holds the labels named after it (a second label such
    as Interchange on a Station, or the label it has), as the count of X among their nodes."""
    groups = _entity_groups(b)
    if not b.r.tokens or b.r.tokens[0].low not in COPULA or len(groups) != 1:
        return []
    em = groups[0][0]
    after = max(em.tokens)
    named = {m.element.name: m for m in b.g.elements("label") if m.score >= SURE and min(m.tokens) > after}
    if not named:
        return []
    form = Entity(em.entity.id)
    for label in sorted(named, reverse=True):
        form = And(Class(label), form)
    parts = [Part(None, frozenset(em.tokens), 1.0, "entity", em.entity.name),
             *(Part(Class(x), frozenset(m.tokens), m.score, "label", x) for x, m in named.items()),
             Part(None, frozenset({0}), 1.0, "aggregation", "whether it is one")]
    return [Candidate(Count(form), parts, "truth", sorted(named)[0])]


def own_value_truths(b: Builder) -> list[Candidate]:
    """"Does X have a lift", "is X a rail line": whether the one thing the question names holds a value the
    question names of one of its own properties (a list's member, a category), as the count of X among the nodes
    that hold it."""
    groups = _entity_groups(b)
    if not _yes_no(b) or len(groups) != 1 or b.r.of("wh"):
        return []
    em = groups[0][0]
    out = []
    for vm in b.g.values:
        e = vm.element
        if e.kind != "prop" or set(vm.tokens) & set(em.tokens):
            continue
        for label in (x for x in em.labels if x in e.holders):
            for test, parts in b.value_links(label, vm.tokens, e, vm.value)[:1]:
                out.append(Candidate(Count(And(test, Entity(em.entity.id))),
                                     [Part(None, frozenset(em.tokens) | b.own_label(em), 1.0, "entity",
                                           em.entity.name), *parts,
                                      Part(None, frozenset({0}), 1.0, "aggregation", "whether it is so")],
                                     "truth", label))
    return out


# words saying that a value is held ("is there a thesis topic *on file*", "is X's email *recorded*")
HELD = frozenset({"listed", "recorded", "given", "known", "filled", "available", "provided", "stored", "file",
                  "on", "record", "there", "any", "a", "an"})


def held_value_truths(b: Builder) -> list[Candidate]:
    """"Is there a thesis topic on file for X", "does X have an email": whether the one thing the question names
    holds a value of a property of its own that the question names (not a true/false one: its value answers), as
    the count of X among the nodes holding one. The node is there, so its "no" is as sure as its "yes"."""
    groups = _entity_groups(b)
    if not _yes_no(b) or len(groups) != 1 or b.r.of("wh") or b.g.values:
        return []
    em = groups[0][0]
    out = []
    for m in b.g.elements("prop"):
        e = m.element
        if m.score < SURE or set(m.tokens) & set(em.tokens) or e.info is None or e.info.type == "bool" \
                or not any(x in e.holders for x in em.labels):
            continue
        said = {0} | {i for i, t in enumerate(b.r.tokens) if t.low in HELD and i not in em.tokens}
        out.append(Candidate(Count(And(Has(Relation(e.name)), Entity(em.entity.id))),
                             [Part(None, frozenset(em.tokens) | b.own_label(em), 1.0, "entity", em.entity.name),
                              Part(None, frozenset(m.tokens), m.score, "property", e.words),
                              Part(None, frozenset(said), 1.0, "aggregation", "whether it holds one")],
                             "truth", next(x for x in em.labels if x in e.holders)))
    return out


def truth_candidates(b: Builder, nodes: list[Candidate]) -> list[Candidate]:
    """A yes/no candidate per nodes candidate that a name of the question pins: whether any such node exists;
    whether a named thing holds a label named after it (``label_truths``), or a value of its own
    (``own_value_truths``)."""
    labelled = label_truths(b)
    own = own_value_truths(b) + held_value_truths(b)
    if labelled:  # "is X a rail line": the label and the value, both of X
        both = [Candidate(Count(And(o.form.expr.left, x.form.expr)), [*x.parts, *o.parts[1:-1]], "truth", x.target)
                for x in labelled for o in own]
        return both + labelled
    groups = _entity_groups(b)
    flag = any(m.element.info is not None and m.element.info.type == "bool" and m.score >= SURE for m in b.g.schema)
    if _yes_no(b) and not _asks_label(b) and len(groups) == 2 and not flag and not b.r.of("wh"):
        # two named things: whether the graph links them (``linked``), or whether anything the words name
        # joins both ("did X dive on job Y": any dive of X's on Y)
        return own + link_truths(b, groups) + _both_named(b, nodes, groups)
    if not _yes_no(b) or _asks_label(b) or len(groups) != 1 and not _anyone(b, groups):
        return own  # more named things: a qualifier's value or a link between them, not this
    if flag:
        return own  # "is X wheelchair accessible": the flag's own value answers it
    said = frozenset({0} | {i for i, t in enumerate(b.r.tokens) if t.low in ANY})
    out = []
    for cand in nodes:
        if cand.answer != "nodes" or groups and not any(p.kind == "entity" and p.tokens for p in cand.parts):
            continue
        claimed = {t for p in cand.parts for t in p.tokens}
        words = said - claimed
        out.append(Candidate(Count(cand.form), [*cand.parts, Part(None, words, 1.0, "aggregation", "whether any")],
                             "truth", cand.target, bonus=cand.bonus + NOT_ASKED))  # no longer nodes, not asked
    return own + out


def _both_named(b: Builder, nodes: list[Candidate], groups: list) -> list[Candidate]:
    """A yes/no candidate per nodes candidate that pins both named things: whether any such node exists."""
    said = frozenset({0} | {i for i, t in enumerate(b.r.tokens) if t.low in ANY})
    out = []
    for cand in nodes:
        pinned = {t for p in cand.parts if p.kind == "entity" for t in p.tokens}
        if cand.answer != "nodes" or not all(set(g[0].tokens) <= pinned for g in groups):
            continue
        words = said - {t for p in cand.parts for t in p.tokens}
        out.append(Candidate(Count(cand.form), [*cand.parts, Part(None, words, 1.0, "aggregation", "whether any")],
                             "truth", cand.target, bonus=cand.bonus))
    return out


def _anyone(b: Builder, groups: list) -> bool:
    """Whether a yes/no question names nothing and asks whether anyone or anything at all is so ("did *anyone*
    ride for more than 90 minutes"): the count of what its tests keep answers it, as for one named thing."""
    return not groups and not _asks_label(b) and any(t.low in ANY - {"ever"} for t in b.r.tokens)


def _asks_label(b: Builder) -> bool:
    """Whether the question names a label it asks for, other than by a word for "any one at all" ("has X been
    reviewed by *anyone*": the word may name the graph's people, but it is what the count reads)."""
    asked = answer_label(b)
    if asked is not None and b.r.tokens and b.r.tokens[0].low in ("did", "does", "do", "has", "have", "had") and any(
            max(em.tokens) < min(asked.tokens) for em in b.g.entities):
        return False  # "did X ever attend *an incident*", "has X been on *a job* for Y": the object of another verb
    return asked is not None and not all(b.r.tokens[i].low in ANY for i in asked.tokens)


def nodes_for_yes_no(b: Builder, found: list[Candidate]) -> None:
    """Mark the candidates answering with nodes as another kind of answer than a yes/no question about one or two
    named things asks for ("does X run at night": yes or no, or the value of X's flag, not the things that do), so a
    reading of the right kind wins and a list of nodes is never exact. A value of a link between two named things
    may be what is asked ("is X a *gold or silver* sponsor of Y"): only one named thing's own value is marked."""
    groups = _entity_groups(b)
    if not _yes_no(b) or len(groups) not in (1, 2) and not _anyone(b, groups) or b.r.of("wh") or \
            len(groups) == 2 and any(t.low == "than" for t in b.r.tokens):
        return
    for c in found:
        if c.answer == "nodes" and not c.mismatch:
            c.bonus -= NOT_ASKED
            c.mismatch = f"a yes/no question asks whether it is so, and this answers {c.target or 'some'} nodes"
        elif c.answer == "value" and not c.mismatch and len(groups) != 2 and (key := _read_key(c.form)) and \
                not _flag(b, key):
            # "is bike F-3106 retired" answered with its retirement date: a value, not whether it is so
            c.bonus -= NOT_ASKED
            c.mismatch = f"a yes/no question asks whether it is so, and this answers its {identifier_words(key)}"


def truth(answers: list[Node]) -> list[Node]:
    """A count's answer as yes (above 0) or no."""
    try:
        found = float(answers[0].name or answers[0].id) > 0 if answers else False
    except ValueError:
        found = True
    word = YES if found else NO
    return [Node(word, word)]


def unproven(answers: list[Node], form: Expr | None = None) -> list[Coverage]:
    """A row, not covered, when the count found nothing: no such node in the graph is no proof that it is not so
    (the reading may miss how the graph says it), so a "no" is never exact; except for whether one named node holds
    some labels (``label_truths``): the node is there, and its labels are all it has."""
    if truth(answers)[0].name == YES or _labels_of_one(form):
        return []
    return [Coverage("nothing found is no proof that it is not so", "constraint", None)]


def _labels_of_one(form: Expr | None) -> bool:
    """Whether ``form`` counts one named node among the nodes of some labels, and tests nothing else."""
    if not isinstance(form, Count):
        return False
    tests = conjuncts(form.expr)
    return sum(isinstance(t, Entity) for t in tests) == 1 and all(
        isinstance(t, Entity | Class) or isinstance(t, Has) and isinstance(t.relation, Relation) and not t.relation.reverse
        for t in tests)


def _read_key(form: Expr) -> str:
    """The property key a value reading reads last ("(JOIN (R retiredOn) X)": retiredOn), or ""."""
    if not isinstance(form, Join):
        return ""
    steps = relation_steps(form.relation)
    return steps[-1].name.split(".")[-1] if steps and steps[-1].reverse else ""


def _flag(b: Builder, key: str) -> bool:
    """Whether ``key`` holds only true or false wherever the schema has it (a flag answers a yes/no question)."""
    kinds = {p.type for label in b.schema.labels for p in label.properties if p.key == key}
    kinds |= {p.type for rel in b.schema.relationships for p in rel.properties if p.key == key}
    return kinds == {"bool"}
