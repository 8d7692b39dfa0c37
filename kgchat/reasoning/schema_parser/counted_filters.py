"""Filters that compare how many related things a node has, or an average or total of their property, with a
number: "customers who placed more than 5 orders", "products ordered more than 50 times", "categories where the
average unit price of products is above 50", "studies with more than 2 endpoints" (the values a list holds)."""

from __future__ import annotations

from kgchat.logic.nodes import Agg, And, Compare, Expr, Literal, Relation, RelationPath
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.comparisons import number_text
from kgchat.reasoning.schema_parser.grounding import OWNERSHIP
from kgchat.reasoning.schema_parser.schema_index import SchemaMention, singular
from kgchat.reasoning.schema_parser.voice import named_passive, rel_step
from kgchat.reasoning.schema_parser.words import STOP, Cue
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC

KEY_SURE = 0.75  # a word names a key at least this surely to take the number after it
SELF_NOUN = 0.75  # how surely a noun names a type from a label to itself for its ends to be counted
DOER = ("er", "or", "ant", "ist")  # endings of a noun for who does something ("mentor", "supervisor")
DONE_TO = ("ee",)  # ... for who it is done to ("mentee", "trainee")
TIMES_SAID = frozenset({"once", "twice", "thrice"})  # a number that says how many times by itself
FREQUENCY = frozenset({"times", "often", "frequently", "frequent", "occasions", "common", "popular"})


def count_compare(b: Builder, label: str, cue: Cue) -> tuple[Expr, list[Part]] | None:
    """"customers who placed more than 5 orders", "products ordered more than 50 times": how many related things
    (or relationships) a member has, compared."""
    if cue.kind != "number" or cue.op not in ("gt", "ge", "lt", "le", "eq") or isinstance(cue.value, tuple):
        return None
    if cue.op == "eq" and b.r.tokens[min(cue.tokens)].low[:1].isdigit() and _key_before(b, min(cue.tokens)):
        return None  # "a *grade 4* adverse event": the number is the grade's, not how many events
    nxt = [i for i in range(max(cue.tokens) + 1, min(max(cue.tokens) + 3, len(b.r.tokens)))
           if b.r.tokens[i].low not in STOP]
    said_times = b.r.tokens[max(cue.tokens)].low in TIMES_SAID  # "booked *twice*", "exactly *once*"
    if not nxt and not said_times:
        return None
    i = max(cue.tokens) if said_times else nxt[0]
    n = Literal(str(int(float(str(cue.value)))) if float(str(cue.value)) == int(float(str(cue.value))) else str(cue.value))
    op = "ge" if cue.op == "eq" else cue.op
    ways = [(rel, forward, om) for rel, forward, other in b.neighbours(label)
            if (om := _counted_mention(b, label, other, rel, i)) is not None
            and (other != label or _verb_between_kin(b, label, other, rel))
            and (om.role is None or om.role.joins(rel))]
    # the labels the counted word names best ("more than one *language*": Language, not the translators the word
    # also calls to mind): a label it names only loosely is no way of its own
    if ways and _self_count(b, label, i) is not None:
        # "who has more than one *supervisor*": a noun for one end of a type from the label to itself, not the
        # nodes of a second label some of its own nodes carry (a surveyor, also an arborist)
        ways = [w for w in ways if not (b.index.within(w[2].element.name, label) or b.index.within(label, w[2].element.name))]
    if ways:
        best = max(om.score for _, _, om in ways)
        ways = [w for w in ways if w[2].score >= best - OWNERSHIP]
    # "people who *directed* more than two movies": through the type the words name, else a guess of several
    ways.sort(key=lambda w: -(m.score if (m := b.rel_mention(w[0], strict=True)) is not None else 0.0))
    for rel, forward, om in ways[:1]:
        step = Relation(rel, not forward)
        if _verb_between_kin(b, label, om.element.name, rel):
            # "who was *trained by* two different people": the voice of the verb says which end is counted
            step = _kin_step(b, label, om.element.name, rel) or step
        rm = b.rel_mention(rel)
        parts = [Part(None, frozenset(cue.tokens) | frozenset(om.tokens) | {i}, 1.0, "constraint",
                      f"count {op} {n.value}")]
        if rm:
            parts.append(Part(None, frozenset(rm.tokens), rm.score, "relation", rel))
        elif len({w[0] for w in ways}) > 1:
            parts.append(Part(None, frozenset(), 0.0, "relation", rel, guessed=True))
        expr: Expr = Compare(op, Agg("count", step), n)
        return (And(expr, Compare("le", Agg("count", step), n)) if cue.op == "eq" else expr), parts
    if (own := _self_count(b, label, i)) is not None:  # "who has two *mentors*": a type from a label to itself
        step, rm = own
        parts = [Part(None, frozenset(cue.tokens) | {i}, 1.0, "constraint", f"count {op} {n.value}"),
                 Part(None, frozenset(rm.tokens), rm.score, "relation", step.name)]
        own_count: Expr = Compare(op, Agg("count", step), n)
        return (And(own_count, Compare("le", Agg("count", step), n)) if cue.op == "eq" else own_count), parts
    for r1, f1, middle in b.neighbours(label):  # "suppliers with products in more than one category"
        for r2, f2, other in b.neighbours(middle):
            om = b.label_mention(other)
            if om is not None and i in om.tokens and other not in (label, middle):
                path = RelationPath((Relation(r1, not f1), Relation(r2, not f2)))
                mid = b.label_mention(middle)
                parts = [Part(None, frozenset(cue.tokens) | frozenset(om.tokens) |
                              (frozenset(mid.tokens) if mid else frozenset()), 0.9, "constraint",
                              f"count {op} {n.value}")]
                named = set(parts[0].tokens)
                for rel in (r1, r2):  # "products *supplied* by more than three suppliers": the steps' own words
                    rm = b.rel_mention(rel, strict=True)
                    if rm is not None and rm.score >= 0.75 and not set(rm.tokens) & named:
                        parts.append(Part(None, frozenset(rm.tokens), rm.score, "relation", rel))
                return Compare(op, Agg("count", path), n), parts
    for m in b.prop_mentions(label):  # "studies with more than 2 *endpoints*": how many values a list holds
        e = m.element
        if i in m.tokens and m.score >= KEY_SURE and e.info is not None and e.info.is_list:
            parts = [Part(None, frozenset(cue.tokens) | frozenset(m.tokens), 1.0, "constraint",
                          f"{e.words} count {op} {n.value}")]
            listed: Expr = Compare(op, Agg("count", Relation(e.name)), n)
            return (And(listed, Compare("le", Agg("count", Relation(e.name)), n)) if cue.op == "eq" else listed), parts
    if b.r.tokens[i].low in FREQUENCY or said_times:
        for m in b.g.elements("rel"):
            step = rel_step(b, label, m.element.name, m.tokens)
            if step is None:
                continue
            rel = b.schema.rel(m.element.name)
            if rel is not None and rel.properties:  # count the relationships themselves
                side = EDGE_START if not step.reverse else EDGE_END
                step = Relation(f"{rel.name}.{side}", reverse=True)
            parts = [Part(None, frozenset(cue.tokens) | {i}, 1.0, "constraint", f"times {op} {n.value}"),
                     Part(None, frozenset(m.tokens), m.score, "relation", m.element.name)]
            times: Expr = Compare(op, Agg("count", step), n)  # "exactly 2 times": no more than 2 either
            return (And(times, Compare("le", Agg("count", step), n)) if cue.op == "eq" else times), parts
    return None


def _counted_mention(b: Builder, label: str, other: str, rel: str, i: int) -> SchemaMention | None:
    """The words naming ``other`` that word ``i`` is one of (``_names_again``); between nodes of one kind joined by a
    verb, any of its words ("which technicians trained two *people*": the people are technicians too)."""
    if _verb_between_kin(b, label, other, rel):
        at = next((m for m in b.g.schema if m.element.kind == "label" and m.element.name == other and i in m.tokens),
                  None)
        if at is not None:
            return at
    om = b.label_mention(other)
    return om if om is not None and _names_again(b, om, i) else None


def _verb_between_kin(b: Builder, label: str, other: str, rel: str) -> bool:
    """Whether ``rel`` joins nodes of one kind (``label`` and ``other`` are one label, or one holds the other) and a
    verb names it ("who was *trained by* two people", "who *trained* three people"): which end is counted is the
    verb's voice, not the order of the labels."""
    kin = other == label or b.index.within(other, label) or b.index.within(label, other)
    rm = b.rel_mention(rel, strict=True)
    return kin and rm is not None and rm.score >= SELF_NOUN and not any(
        singular(b.r.tokens[t].low).endswith(DOER + DONE_TO) for t in rm.tokens)


def _kin_step(b: Builder, label: str, other: str, rel: str) -> Relation | None:
    """The step from ``label``'s nodes along a type between nodes of one kind, the way round its verb says: from
    the broader of the two labels, where the type starts and ends."""
    rm = b.rel_mention(rel, strict=True)
    broad = other if b.index.within(label, other) else label
    return rel_step(b, broad, rel, rm.tokens) if rm is not None else None


def _self_count(b: Builder, label: str, i: int) -> tuple[Relation, SchemaMention] | None:
    """The step counted where word ``i`` is a noun for the nodes at one end of a type from ``label`` to itself:
    one for who does what it says ("two *mentors*": the nodes at its start, counted from its end) or for who it is
    done to ("three *mentees*": those at its end); None otherwise."""
    word = b.r.tokens[i].low
    for rel, forward, other in b.neighbours(label):
        rm = b.rel_mention(rel, strict=True)
        if other != label or not forward or rm is None or i not in rm.tokens or rm.score < SELF_NOUN:
            continue
        one = singular(word)
        agent = one.endswith(DOER)
        if not agent and not one.endswith(DONE_TO):
            continue
        # doers sit at the start of an active name (MENTORS), at the end of a passive one (MENTORED_BY): counting
        # the doers of a node counts the relationships that end at it, or start at it
        return Relation(rel, reverse=agent != named_passive(rel)), rm
    return None


def _names_again(b: Builder, mention: SchemaMention, i: int) -> bool:
    """Whether word ``i`` is one of the label's words, or the very word that names it elsewhere in the question
    ("how many *movies* does each actor with at least 5 *movies* have": one mention per label is kept)."""
    return i in mention.tokens or b.r.tokens[i].low in {b.r.tokens[j].low for j in mention.tokens}


def aggregate_compare(b: Builder, label: str, cue: Cue) -> tuple[Expr, list[Part]] | None:
    """"categories where the average unit price of products is above 50": an average / total of a property of
    related things, compared."""
    aggs = [c for c in b.r.of("agg") if c.op in ("avg", "sum") and max(c.tokens) < min(cue.tokens)]
    if not aggs or cue.kind != "number" or cue.op not in ("gt", "ge", "lt", "le") or isinstance(cue.value, tuple):
        return None
    agg = aggs[-1]
    for m in b.g.schema:
        e = m.element
        if e.info is None or e.info.type not in NUMERIC or not (max(agg.tokens) < min(m.tokens) < min(cue.tokens)):
            continue
        path = None
        if e.kind == "edge_prop":
            rel = b.schema.rel(e.owner)
            if rel is not None and (label in rel.starts or label in rel.ends):
                side = EDGE_START if label in rel.starts else EDGE_END
                path = RelationPath((Relation(f"{rel.name}.{side}", reverse=True), Relation(e.relation)))
        elif label not in e.holders:
            for rel, forward, other in b.neighbours(label):
                if other in e.holders:
                    path = RelationPath((Relation(rel, not forward), Relation(e.name)))
                    om = b.label_mention(other)
                    if om is not None:
                        m = SchemaMention(tuple(sorted(set(m.tokens) | set(om.tokens))), e, m.score)
                    break
        if path is None:
            continue
        parts = [Part(None, frozenset(cue.tokens) | frozenset(agg.tokens), 1.0, "constraint",
                      f"{agg.op} {e.words} {cue.op} {cue.value}"),
                 Part(None, frozenset(m.tokens), m.score, "property", e.words)]
        return Compare(cue.op, Agg(agg.op, path), Literal(number_text(cue.value))), parts
    return None


def _key_before(b: Builder, i: int) -> bool:
    """Whether the word right before token ``i`` surely names a number key ("grade" of ctcaeGrade in "a grade 4
    event"): a bare number after it is that key's value."""
    return any(m.element.kind in ("prop", "edge_prop") and m.score >= KEY_SURE and max(m.tokens) == i - 1
               and m.element.info is not None and m.element.info.type in NUMERIC for m in b.g.schema)
