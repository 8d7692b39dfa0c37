"""Answers one step past what the question pins down: a property of the nodes it names, a qualifier of a named
thing's relationship, or the nodes at the far end of a relationship its words name.

- *asked property*: "which *floor* is oncology on", "which *room* was AP-24-0028 in": the noun of the question's
  wh-phrase names a property key (or a relationship's qualifier) and no label, so the answer is that property's
  values, not nodes (``asked_properties``);
- *a property of pinned nodes*: the nodes a candidate keeps by the question's names and values, stepped to the
  asked property ("(JOIN (R floor) (AND (TYPE Department) (JOIN title Oncology)))");
- *a qualifier of a named thing's relationship*: the relationships of one named thing of a type holding the
  property the words name, their other end kept by the rest of the question's tests ("what role did X play in Y",
  "since when has X worked in orthopaedics at Y", "which room was AP-24-0028 in"): the property read off the
  relationships, not the nodes at their end;
- *the far end of a named relationship*: where a candidate only tests that its nodes have a relationship a word
  names ("who *heads* neurology at Lakemere": departments that have a head), the nodes at that relationship's other
  end, reached from the nodes the question pins.
"""

from __future__ import annotations

from dataclasses import replace

from kgchat.logic.nodes import And, Class, Entity, Expr, Has, Join, Relation, conjoin, conjuncts, relations_in
from kgchat.reasoning.schema_parser.build import NOT_ASKED, Builder, Candidate, Part
from kgchat.reasoning.schema_parser.dated_verbs import dated
from kgchat.reasoning.schema_parser.filters import HEADS, _yes_no, answer_label, node_filters
from kgchat.reasoning.schema_parser.schema_index import Element, EntityMention, Grounding, SchemaMention
from kgchat.reasoning.schema_parser.states import flag
from kgchat.reasoning.schema_parser.voice import value_after
from kgchat.reasoning.schema_parser.when_asked import asks_when
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC, TEMPORAL

SURE = 0.75  # a word names an element at least this surely to be read as it
WALKED = 0.1  # a walk to the far end of a relationship, against the same words read as a test on its near end
HEADED = 0.75  # that walk where the relationship's noun heads the phrase of the near end's nodes ("crew on trips")
# words between the wh-word and the noun it asks about ("what *is the* floor of …", "which *of the* rooms")
LEAD = frozenset({"is", "are", "was", "were", "the", "a", "an", "'s", "of"})
SURE_VERB = 0.6  # words naming the relationship between two named things this surely, for a qualifier asked of it
NEAR = 0.45  # how close in meaning a wh-phrase's noun must be to a qualifier's words to ask for it


def asked_properties(b: Builder) -> list[SchemaMention]:
    """The properties (node or relationship) the question's wh-phrase asks for: the first noun after "which" /
    "what" (past a copula and an article) names them at least ``SURE``ly and names no label as surely. A property
    that names its nodes (a title, a name) asks for the nodes themselves."""
    tokens = b.r.tokens
    naming = {k for x in b.schema.labels for k in (x.name_property, *x.search_properties, *x.display) if k}
    for i, t in enumerate(tokens):
        if t.low not in ("which", "what"):
            continue
        j = i + 1
        while j < len(tokens) and tokens[j].low in LEAD:
            j += 1
        if j >= len(tokens):
            return []
        labels = {i for m in b.g.elements("label") if m.score >= SURE for i in m.tokens}
        if j in labels or j + 1 in labels and not _key_of_next(b, j, naming):
            return []  # a label asked for, or one the word qualifies ("the discontinued *products*")
        if any(j in em.tokens for em in b.g.entities):
            return []
        found = [m for m in b.g.schema if m.element.kind in ("prop", "edge_prop") and j in m.tokens
                 and m.score >= SURE and not (m.element.kind == "prop" and m.element.name in naming)
                 and not (m.element.info is not None and m.element.info.type == "bool")]  # a flag tests, asks nothing
        tested = {vm.element for vm in b.g.values}  # "what *blooms* in August": the months' value is tested
        return [] if any(m.element in tested for m in found) else found
    return []


KEY_BEFORE = 0.9  # a word right before a label's word names a key of its nodes this surely to be the one asked


def _key_of_next(b: Builder, j: int, naming: set[str]) -> bool:
    """Whether word ``j``, right before a label's word, surely names a key the label's nodes hold and is no value
    ("what *model* van does X drive": the van's model, not the van), so the wh-phrase asks for that key."""
    if any(j in vm.tokens for vm in b.g.values):
        return False
    after = {m.element.name for m in b.g.elements("label") if m.score >= SURE and j + 1 in m.tokens}
    return any(m.element.kind == "prop" and set(m.tokens) == {j} and m.score >= KEY_BEFORE
               and m.element.name not in naming and set(m.element.holders) & after
               and not (m.element.info is not None and m.element.info.type == "bool") for m in b.g.schema)


def asked_qualifier(b: Builder, element, named: SchemaMention | None) -> SchemaMention | None:
    """"What *part* did X play in Y": the noun of the wh-phrase, read by no label, entity or surely named property,
    asks for a qualifier of the relationship the words name between the two named things (``named``); it names
    the qualifier closest to it in meaning, as surely as it is close (at least ``NEAR``)."""
    if named is None or named.score < SURE_VERB or element.kind != "edge_prop":
        return None
    tokens = b.r.tokens
    j = wh_noun(b)
    if j is None:
        return None
    taken = {i for em in b.g.entities for i in em.tokens} | set(named.tokens) | \
        {i for m in b.g.schema if m.element.kind in ("label", "prop", "edge_prop") and m.score >= SURE
         for i in m.tokens}
    if j >= len(tokens) or j in taken or not tokens[j].content:
        return None
    vecs = b.index.encode([tokens[j].low, element.words])
    if vecs is None:
        return None
    near = float(vecs[0] @ vecs[1])
    return SchemaMention((j,), element, near) if near >= NEAR else None


def wh_noun(b: Builder) -> int | None:
    """Where the noun of the question's "which" / "what" phrase stands (past a copula and an article)."""
    tokens = b.r.tokens
    wh = next((i for i, t in enumerate(tokens) if t.low in ("which", "what")), None)
    if wh is None:
        return None
    j = wh + 1
    while j < len(tokens) and tokens[j].low in LEAD:
        j += 1
    return j if j < len(tokens) else None


def choice_mention(b: Builder, element) -> SchemaMention | None:
    """"Is X a *preferred or standard* plan at Y": two or more values of one property named with "or" between
    them ask which of them that property holds, as naming the property would."""
    named = sorted({vm.tokens: vm for vm in b.g.values if vm.element == element}.values(), key=lambda v: v.tokens)
    if len({vm.value for vm in named}) < 2:
        return None
    tokens = set(named[0].tokens)
    for before, after in zip(named, named[1:], strict=False):
        between = range(max(before.tokens) + 1, min(after.tokens))
        if not any(b.r.tokens[i].low == "or" for i in between) or len(between) > 2:
            return None
        tokens |= set(between) | set(after.tokens)
    return SchemaMention(tuple(sorted(tokens)), element, 1.0)


def asks_property_of(cand: Candidate, asked: list[SchemaMention]) -> str:
    """Why a candidate answering with nodes does not answer a question asking for a property's values ("" when
    it does, or when none is asked)."""
    if not asked or cand.answer != "nodes":
        return ""
    return f"the question asks for {asked[0].element.relation} values, and this answers {cand.target} nodes"


def property_steps(b: Builder, nodes: list[Candidate], asked: list[SchemaMention]) -> list[Candidate]:
    """The asked property of the nodes a candidate keeps by the question's names and values; of one node kept by a
    code it alone holds ("cost of ICL2": a ``courseCode``), any property the words name, as of a named thing."""
    out = []
    named = {x for em in b.g.entities for x in em.labels}
    props = [m for m in b.g.schema if m.element.kind == "prop"]
    for cand in nodes:
        if not own_value_test(b, cand):
            continue
        claimed = {t for p in cand.parts for t in p.tokens}
        for m in [*asked, *(m for m in props if m not in asked and coded(b, cand))]:
            e = m.element
            if e.kind != "prop" or cand.target not in e.holders or set(m.tokens) & claimed:
                continue
            if set(e.holders) & named:
                continue  # a thing the question names holds it: its own value is asked (``value_candidates``)
            held = b.coverage(cand.target, e.name)
            out.append(Candidate(Join(Relation(e.name, reverse=True), cand.form),
                                 [*cand.parts, Part(None, frozenset(m.tokens), m.score * (0.5 + 0.5 * held),
                                                    "property", e.words)], "value", cand.target, bonus=cand.bonus))
    return out


def qualifier_values(b: Builder, groups: list[list]) -> list[Candidate]:
    """A property of one named thing's relationships of a type ("which room was X in": X's HELD_IN relationship's
    room), the nodes at their other end kept by the question's other tests (read as they would be of those nodes,
    with the named thing set aside)."""
    out = []
    when = [c for c in b.r.of("wh") if c.op == "when"]
    counting = [c for c in b.r.of("agg") if c.op in ("count", "sum")]
    for group in groups:
        em = group[0]
        rest = Builder(b.r, Grounding([x for x in b.g.entities if x not in group], b.g.values, b.g.schema), b.index)
        at_entity = [r for r in b.schema.relationships if set(em.labels) & (set(r.starts) | set(r.ends))]
        named_rels = {m.element.name for m in b.g.elements("rel") if m.score >= SURE}
        for rel in at_entity:
            for side, other_side, others in ((EDGE_START, EDGE_END, rel.ends), (EDGE_END, EDGE_START, rel.starts)):
                if not set(em.labels) & set(rel.starts if side == EDGE_START else rel.ends):
                    continue
                rm = b.rel_mention(rel.name, strict=True)
                for p in rel.properties:
                    e = next((el for el in b.index.elements if el.kind == "edge_prop" and el.owner == rel.name
                              and el.name == p.key), None)
                    m = (b.mentioned.get(e) or choice_mention(b, e)) if e is not None else None
                    if m is None and when and rm is not None and p.type in TEMPORAL:
                        m = SchemaMention(tuple(when[0].tokens), e, 0.8)
                    # the wh-phrase's noun asks for the qualifier it is close to ("which *characters*": roles)
                    asked = m is not None and m.tokens == (wh_noun(b),) and m.score >= NEAR
                    if m is None or m.score < SURE and not asked or set(m.tokens) & set(em.tokens):
                        continue
                    # the same key on another relationship of the thing: which one the words leave open
                    rivals = [r.name for r in at_entity if r.name != rel.name and r.property(p.key) is not None]
                    rel_part = Part(None, frozenset(rm.tokens) if rm else frozenset(), rm.score if rm else 0.5,
                                    "relation", rel.name, guessed=rm is None and bool(rivals),
                                    forced=rm is None and not rivals)
                    how = [Part(None, frozenset(c.tokens), 0.8, "aggregation", c.word) for c in counting] \
                        if p.type in NUMERIC else []
                    own = Part(None, frozenset(em.tokens) | b.own_label(em), 1.0, "entity", em.entity.name)
                    prop = Part(None, frozenset(m.tokens), m.score, "property", e.words,
                                doubt=f"'{b.r.text(m.tokens)}' read as {e.words} only as the closest in meaning "
                                      f"({m.score:.2f})" if m.score < SURE else "")
                    edges: Expr = Join(Relation(f"{rel.name}.{side}"), Entity(em.entity.id))
                    thing = p.type == "bool" and not _yes_no(b)  # true or false answers no question for things
                    out.append(Candidate(Join(Relation(e.relation, reverse=True), edges),
                                         [own, prop, rel_part, *how], "value", bonus=-NOT_ASKED if thing else 0.0))
                    if thing:
                        out.extend(_flag_holders(b, m, edges, rel.name, other_side, others, own, rel_part))
                    for fm in _edge_flags_said(b, rel.name, set(m.tokens) | set(em.tokens), e):
                        test, said = flag(b, fm)  # "the dates of X's *remote* visits": those relationships only
                        out.append(Candidate(Join(Relation(e.relation, reverse=True), And(edges, test)),
                                             [own, prop, rel_part, *how, *said], "value"))
                    used = set(m.tokens) | set(em.tokens) | (set(rm.tokens) if rm else set())
                    # "the weekly spend with X at *Y*": the relationship between two named things
                    for far_em in rest.g.entities:
                        if set(far_em.labels) & set(others) and not set(far_em.tokens) & used:
                            far = Join(Relation(f"{rel.name}.{other_side}"), Entity(far_em.entity.id))
                            out.append(Candidate(Join(Relation(e.relation, reverse=True), And(edges, far)), [
                                own, prop, rel_part, *how,
                                Part(None, frozenset(far_em.tokens), 1.0, "entity", far_em.entity.name)], "value"))
                    for label in dict.fromkeys(others):
                        filters, parts = _other_end(rest, label, rel.name, named_rels, em.labels, used)
                        if not filters and (rivals or dated(e) and asks_when(b)) and \
                                (far := _far_label(b, label, em, rivals, used)):
                            # "since when has X been at *her yard*": the label's word says which relationship
                            # (where one alone holds the key, only when a time is asked of it: "total staff days
                            # on X" adds the days up, and "X's jobs in drop order" asks for the jobs)
                            out.append(Candidate(Join(Relation(e.relation, reverse=True), And(edges, Join(
                                Relation(f"{rel.name}.{other_side}"), Class(label)))), [
                                own, prop, replace(rel_part, guessed=False, forced=True), *how, far], "value", label))
                        if not filters:
                            continue
                        far = Join(Relation(f"{rel.name}.{other_side}"), conjoin([Class(label), *filters]))
                        out.append(Candidate(Join(Relation(e.relation, reverse=True), And(edges, far)),
                                             [own, prop, rel_part, *how, *parts], "value", label))
    return out


def _edge_flags_said(b: Builder, rel: str, used: set[int], asked: Element) -> list[SchemaMention]:
    """The true/false keys of relationship type ``rel`` (other than the one asked) the words name surely, each a
    test on which of the named thing's relationships are meant ("X's *remote* monitoring visits")."""
    return [fm for fm in b.prop_mentions(None, rel) if fm.element != asked and fm.element.info is not None
            and fm.element.info.type == "bool" and fm.score >= SURE and not set(fm.tokens) & used]


def _flag_holders(b: Builder, m: SchemaMention, edges: Expr, rel: str, other_side: str, others: tuple[str, ...],
                  own: Part, rel_part: Part) -> list[Candidate]:
    """The things at the far end of a named thing's relationships whose true/false key holds ("*key holders* at
    X", "the *primary* driver of Y"): a question that asks for things, not yes or no, and names the flag asks for
    them; the flag's own value (true or false) answers no such question."""
    test, said = flag(b, m)
    out = []
    for label in dict.fromkeys(others):
        lm = b.label_mention(label)
        named = lm is not None and lm.tokens and not set(lm.tokens) & (set(own.tokens) | set(m.tokens))
        out.append(Candidate(And(Class(label), Join(Relation(f"{rel}.{other_side}", reverse=True), And(edges, test))),
                             [own, *said, rel_part,
                              Part(None, frozenset(lm.tokens) if named else frozenset(), lm.score if named else 0.0,
                                   "label", label)], "nodes", label))
    return out


def _far_label(b: Builder, label: str, em: EntityMention, rivals: list[str], used: set[int]) -> Part | None:
    """The word naming the label at the far end of a named thing's relationship ("since when has X been at *her
    yard*"), when it says which of the thing's relationships holding the asked key is meant: none of the others
    reaches that label. Said after the name ("X … *her* yard"), in a question whose "which" / "what" names no
    label: a label said before the name, or after "which" ("which studies …"), is what the question asks for. Not the thing's own
    label (a self-relationship's far end is not told apart by it)."""
    lm = b.label_mention(label)
    if lm is None or not lm.tokens or lm.score < SURE or label in em.labels or \
            set(lm.tokens) & (used | set(b.own_label(em))):
        return None
    asked = wh_noun(b)
    if min(lm.tokens) < min(em.tokens) or asked is not None and any(
            asked in x.tokens for x in b.g.elements("label") if x.score >= SURE):
        return None  # "*consignments* on R-1 in drop order", "which *studies* …": those nodes are what is asked for
    if any(label in (*r.starts, *r.ends) for r in b.schema.relationships if r.name in rivals):
        return None
    return Part(None, frozenset(lm.tokens), lm.score, "label", label)


def _other_end(b: Builder, label: str, walked: str, named_rels: set[str], entity_labels: tuple[str, ...],
               used: set[int]) -> tuple[list[Expr], list[Part]]:
    """The question's tests on the nodes at the far end of the walked relationship: ``node_filters`` without a
    test that they have the walked relationship (it is walked) or another one a word names at the named thing's
    label (that word names a rival step from the thing, not a test of these nodes), and none that reads a word
    already read."""
    filters, parts, _ = node_filters(b, label)
    rivals = {r.name for r in b.schema.relationships if r.name in named_rels
              and set(entity_labels) & (set(r.starts) | set(r.ends))}

    def dropped(f: Expr) -> bool:
        return isinstance(f, Has) and isinstance(f.relation, Relation) and f.relation.name in {walked} | rivals

    gone = {f.relation.name for f in filters if dropped(f)}
    kept_f = [f for f in filters if not dropped(f)]
    still = {name.split(".")[0] for f in kept_f for name in relations_in(f)}
    kept_p = [p for p in parts if not (p.kind == "relation" and p.text in gone - still)
              and not (p.kind == "label" and p.text == label and not p.tokens)]
    if any(set(p.tokens) & used for p in kept_p if p.kind != "entity"):
        return [], []
    return kept_f, kept_p


def far_ends(b: Builder, nodes: list[Candidate]) -> list[Candidate]:
    """For a candidate that tests its nodes for a relationship a word names (``(HAS HEADED_BY)``), the nodes at
    that relationship's other end, reached from the nodes the rest of the candidate keeps."""
    out = []
    for cand in nodes:
        if cand.answer != "nodes" or not any(p.kind in ("entity", "value") and p.tokens for p in cand.parts):
            continue  # nodes the question does not pin: the relationship's far end is pinned by nothing either
        tests = conjuncts(cand.form)
        for has in tests:
            if not isinstance(has, Has) or not isinstance(has.relation, Relation):
                continue
            step = has.relation
            part = next((p for p in cand.parts if p.kind == "relation" and p.text == step.name and p.tokens
                         and not p.guessed), None)
            rel = b.schema.rel(step.name)
            if part is None or rel is None:
                continue
            kept = conjoin([t for t in tests if t is not has])
            ends = rel.starts if step.reverse else rel.ends
            broad = [x for x in ends if not any(y != x and b.index.within(x, y) for y in ends)]
            for label in broad:
                lm = b.label_mention(label)
                label_part = Part(Class(label), frozenset(lm.tokens) if lm else frozenset(),
                                  lm.score if lm else 0.0, "label", label)
                sure = b.rel_mention(step.name)  # "*crew on* trips": the word named the far end all along
                parts = [label_part, *(replace(p, conf=sure.score if sure else p.conf, doubt="") if p is part
                                       and p.doubt.endswith(HEADS) else p
                                       for p in cand.parts if not (p.kind == "label" and p.text == cand.target
                                                                   and not p.tokens))]
                bonus = cand.bonus - _asked_bonus(b, cand.target) + _asked_bonus(b, label) - WALKED
                if part.doubt.endswith(HEADS):
                    bonus += HEADED  # "*crew on* trips …": the noun heading the phrase asks for these nodes
                if label in rel.starts and label in rel.ends and value_after(b, cand.target, tuple(part.tokens)):
                    bonus += 2 * WALKED  # "who reports to the Curator": the nodes the value keeps are the object
                out.append(replace(cand, form=And(Class(label), Join(Relation(step.name, not step.reverse), kept)),
                                   parts=parts, target=label, bonus=bonus, score=0.0,
                                   uncovered=[], unused=[], features={}))
    return out


def _asked_bonus(b: Builder, label: str) -> float:
    """What answering with ``label`` nodes adds to a candidate's score when the question names the label it asks
    for (``assemble.node_candidates`` takes the same off)."""
    asked = answer_label(b)
    if asked is None or asked.element.name == label:
        return 0.0
    return -NOT_ASKED if b.label_mention(label) is not None else -2 * NOT_ASKED


def named_by_value(b: Builder, cand: Candidate) -> bool:
    """Whether a candidate's nodes are kept by a value of the property that names them ("neurology": a
    department's title): the question names those nodes rather than asking for them."""
    x = b.schema.label(cand.target)
    if x is None or cand.answer != "nodes":
        return False
    naming = {k for k in (x.name_property, *x.search_properties, *x.display) if k}
    return any(isinstance(t, Join) and isinstance(t.relation, Relation) and not t.relation.reverse
               and t.relation.name in naming and isinstance(t.expr, Entity) for t in conjuncts(cand.form))


def own_value_test(b: Builder, cand: Candidate) -> bool:
    """Whether a candidate keeps its nodes by a value of one of their own properties ("oncology": a department's
    title), not only by what they are linked to."""
    x = b.schema.label(cand.target)
    if x is None or cand.answer != "nodes":
        return False
    own = {p.key for p in x.properties}
    return any(isinstance(t, Join) and isinstance(t.relation, Relation) and not t.relation.reverse
               and t.relation.name in own and isinstance(t.expr, Entity) for t in conjuncts(cand.form))


def coded(b: Builder, cand: Candidate) -> bool:
    """Whether a candidate keeps its nodes by one value of a key that every node of its label holds, each its own
    (a code: it keeps one node, as a name does)."""
    x = b.schema.label(cand.target)
    tests = [t for t in conjuncts(cand.form) if not isinstance(t, Class)]
    if x is None or len(tests) != 1 or not (isinstance(t := tests[0], Join) and isinstance(t.relation, Relation)
                                            and not t.relation.reverse and isinstance(t.expr, Entity)):
        return False
    p = x.property(t.relation.name)
    return p is not None and not p.is_list and p.count >= x.count > 1 and p.distinct >= p.count


def echoes_name(b: Builder, cand: Candidate) -> str:
    """Why a reading answers with the very name the question writes ("" when it does not): the key that names a
    node, asked of the node the question names by it ("fleet number of G-KTWL" read as G-KTWL's ``tailNumber``)."""
    f = cand.form
    if not (isinstance(f, Join) and isinstance(f.relation, Relation) and f.relation.reverse
            and isinstance(f.expr, Entity)):
        return ""
    for em in b.g.entities:
        written = "".join(ch for i in em.tokens for ch in b.r.tokens[i].low if ch.isalnum())
        if written != "".join(ch for ch in (em.entity.name or "").lower() if ch.isalnum()):
            continue  # named by another key ("the plane nicknamed Shearwater"): its name is not in the question
        if em.exact and em.entity.id == f.expr.id and any(
                (x := b.schema.label(label)) is not None and x.name_property == f.relation.name and not x.display
                for label in em.labels):  # (with display keys the name shown is another's: "Jules Joyce")
            return f"this answers {f.relation.name}, the name the question already gives"
    return ""
