"""Candidate logical forms for a question, assembled from what ``grounding`` found, each scored by how much of
the question it accounts for.

For every label that could be what the question asks for, the pieces the question names are attached to that
label's nodes in the way the schema allows:

- an entity: through a relationship type between the two labels (the one the question's words name, else the
  only one there is: a guess), or through one intermediate label;
- a property value: on the label's own property, on a relationship's property, or on a neighbouring label's;
- a number, year or date with its comparison: on the numeric or temporal property the words next to it name;
- quoted text after "contains" / "starts with": on the string property named, else the label's name property;
- a true/false property the question names ("discontinued products"), negated by "not";
- "never", "no", "without" before a relationship or property: its absence;
- values of a relationship's own properties qualify that relationship (as a CVT's facts do).

Then the operation: a count, TOP / BOTTOM k or ARGMAX / ARGMIN by a property or by how many related things, an
average / sum / least / greatest value. Questions about one entity ask for a property of it (or of the
relationship between two entities). Every piece records the words it accounts for; a candidate's score adds how
sure each accounted word is and takes off for words and names left out and for steps no word asks for.
"""

from __future__ import annotations

from dataclasses import replace

from kgchat.errors import KGChatError
from kgchat.logic.nodes import (
    Agg,
    And,
    Class,
    Compare,
    Entity,
    Expr,
    Join,
    Literal,
    Not,
    Relation,
    RelationPath,
    conjoin,
    relation_steps,
)
from kgchat.reasoning.schema_parser.act_dates import act_before, key_verbs
from kgchat.reasoning.schema_parser.alternatives import either_types
from kgchat.reasoning.schema_parser.comparisons import compare_filter
from kgchat.reasoning.schema_parser.hops import GUESS, three_hops, two_hops
from kgchat.reasoning.schema_parser.keys import key_mention, owner_named
from kgchat.reasoning.schema_parser.parts import Candidate as Candidate  # where the candidates are built
from kgchat.reasoning.schema_parser.parts import Part
from kgchat.reasoning.schema_parser.passive_voice import passive
from kgchat.reasoning.schema_parser.possessed import possessor_starts
from kgchat.reasoning.schema_parser.possessives import possessive_chain, role_side, walked
from kgchat.reasoning.schema_parser.schema_index import (
    Element,
    EntityMention,
    Grounding,
    SchemaIndex,
    SchemaMention,
    iso_dates,
)
from kgchat.reasoning.schema_parser.unit_cues import CURRENCY_SIGNS, FACTORS, UNITS, key_unit, unit_ratio
from kgchat.reasoning.schema_parser.usual import LESS, usual_type
from kgchat.reasoning.schema_parser.words import COMPARED, EARNING, PAY_KEYS, PER_UNIT, Cue, Reading
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC, TEMPORAL, GraphSchema, PropertyInfo
from kgchat.types import Direction

UNCOVERED = 0.6  # a content word no piece accounts for
UNUSED_NAME = 2.0  # an entity, value or number the form leaves out
# words between a thing and the place or value said of it ("suppliers *that are based in the* UK")
LINK_WORDS = frozenset("""in from of at the a an based located situated headquartered who that which whose are is
were was with living live lives""".split())  # noqa: SIM905
SET_APART = frozenset({"except", "excluding", "besides", "other than", "apart from", "aside from", "but not"})
CHAINED = 0.1  # one type said twice, walked twice, against the same type walked once
SURE_QUALIFIER = 0.75  # a qualifier's word this sure names its relationship type for an exact answer
BY_QUALIFIER = 0.9  # a relationship named only by one of its own properties' words, against one named itself
BIRTH_WORDS = ("born", "birth")  # a property named so holds when someone began: a question says so to mean it
UNSAID_BIRTH = 0.3  # how sure a year no word says is of a birth property, against the usual guess
NEAR = 0.2  # ``Builder.near``'s bonus for a property's words at most two words from the number
FAR_NUMBER = 0.5  # how sure a year said away from a property's words is of that property when it holds no years
COMPARED_KEY = 0.9  # how surely a comparative adjective names a key one of whose words is its measure ("heavier")
UNNAMED_END = 0.85  # how sure a relationship's key is against the target's own, where no word names its far end
EDGE_MEASURE = 0.8  # ... a relationship's key, which the nodes hold only through it (a find's depth in its trench)
OTHER_MEASURE = 0.5  # ... and how much less sure a key is whose words are not what the comparative measures
ACT_KEY = 0.9  # how surely the verb right before a time names the dated key that keeps its act (``completedOn``)
MONEY_KEY = 0.5  # how sure an amount of money no word places is of a key whose unit is money (``invoiceGbp``)
RELATIVE = frozenset({"that", "which", "who"})  # a relative pronoun after a label's word: its nodes do what follows
DO_WORDS = frozenset({"do", "does", "did", "will", "would", "can", "could"})  # "does X *mentor* anyone": a verb
NOT_ASKED = 0.5  # a candidate answering with another label than the one the question asks for


def _apart(tokens: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The runs of adjacent positions in ``tokens``: the separate places one mention's words stand."""
    runs: list[list[int]] = []
    for i in sorted(tokens):
        if runs and i == runs[-1][-1] + 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    return [tuple(r) for r in runs]


def count_scope(slot: Agg, tests: list[Expr]) -> Agg:
    """A count of related things narrowed to those the set's own tests keep ("the suppliers with the most products
    in the Dairy category": their products in Dairy, not all their products). A test that walks the counted
    relationship and then tests what it reaches (or goes on past it) becomes the count's filter; one that only
    names the thing at its end ("customers who bought Chai") leaves the count as it is. A count of the
    relationships themselves (``(R T.start)``) is narrowed by the same tests read from the relationship."""
    if slot.fn != "count" or slot.where is not None:
        return slot
    counted = relation_steps(slot.relation)
    via_edge = _edge_walk(counted)
    kept: list[Expr] = []
    for part in tests:
        if not isinstance(part, Join):
            continue
        steps = relation_steps(part.relation)
        if steps[:len(counted)] == counted:
            rest = steps[len(counted):]
        elif via_edge is not None and steps[0] == via_edge[0]:
            rest = (via_edge[1], *steps[1:])  # through the relationship: from it to the node the test goes on from
        else:
            continue
        if not rest:
            if isinstance(part.expr, Entity):
                continue  # the related thing is named, not tested
            kept.append(part.expr)
        else:
            kept.append(Join(rest[0] if len(rest) == 1 else RelationPath(tuple(rest)), part.expr))
    return Agg(slot.fn, slot.relation, conjoin(kept)) if kept else slot


def _edge_walk(counted: tuple[Relation, ...]) -> tuple[Relation, Relation] | None:
    """For a count of relationships ``(R T.start)`` (``(R T.end)``): the plain step along T from that side, and
    the step from a relationship to the node at T's other end."""
    if len(counted) != 1 or not counted[0].reverse:
        return None
    rel, _, side = counted[0].name.rpartition(".")
    if not rel or side not in (EDGE_START, EDGE_END):
        return None
    other = EDGE_END if side == EDGE_START else EDGE_START
    return Relation(rel, reverse=side == EDGE_END), Relation(f"{rel}.{other}")


class Builder:
    """Builds and scores the candidates of one question."""

    def __init__(self, reading: Reading, grounding: Grounding, index: SchemaIndex):
        self.r, self.g, self.index = reading, grounding, index
        self.schema: GraphSchema = index.schema
        self.mentioned = {m.element: m for m in grounding.schema}
        self._held: dict[str, set[str]] = {}

    # -- schema helpers -------------------------------------------------------------------------------------------
    def rels_between(self, a: str, b: str) -> list[tuple[str, bool]]:
        """Relationship types joining label ``a`` to label ``b``: (type, True when ``a`` is the start)."""
        out = []
        for r in self.schema.relationships:
            if a in r.starts and b in r.ends:
                out.append((r.name, True))
            if b in r.starts and a in r.ends and (r.name, True) not in out:
                out.append((r.name, False))
        return out

    def neighbours(self, a: str) -> list[tuple[str, bool, str]]:
        """(type, a is start, other label) for every relationship type at label ``a``."""
        out = []
        for r in self.schema.relationships:
            if a in r.starts:
                out += [(r.name, True, b) for b in r.ends]
            if a in r.ends:
                out += [(r.name, False, b) for b in r.starts]
        return out

    def own_label(self, em: EntityMention) -> frozenset[int]:
        """The word of the entity's own label right next to it ("the Cookery *genre*", "the 'Seafood' *category*"),
        which the entity accounts for; not a word that names another label more surely ("*patients* Idris Vane
        has treated": Patient, though the word is loosely a Clinician's too)."""
        out: set[int] = set()
        labels = self.g.elements("label")
        for m in labels:
            if any(o.element.name not in em.labels and o.score > m.score and set(o.tokens) & set(m.tokens)
                   for o in labels):
                continue
            if m.element.name in em.labels and m.score >= 0.75 and (min(m.tokens) - max(em.tokens) in (1, 2, 3)
                                                or min(em.tokens) - max(m.tokens) == 1):
                out |= set(m.tokens)
        return frozenset(out)

    def rel_mention(self, rel: str, strict: bool = False) -> SchemaMention | None:
        """The words naming a relationship type, or (unless ``strict``) one of its own properties ("rate" says
        REVIEWED when a review's rating is asked about)."""
        named = next((m for m in self.g.schema if m.element.kind == "rel" and m.element.name == rel), None)
        if named is not None or strict:
            return named
        own = [m for m in self.g.schema if m.element.kind == "edge_prop" and m.element.owner == rel]
        return max(own, key=lambda m: m.score, default=None)

    def label_mention(self, label: str) -> SchemaMention | None:
        """The words naming ``label``, best first; of two role nouns ("which *actors* worked with *director* X"),
        not the one that says what a named thing is."""
        found = [m for m in self.g.schema if m.element.kind == "label" and m.element.name == label]
        if len(found) > 1 and found[0].role is not None:
            own = {i for em in self.g.entities for i in self.own_label(em)}
            found = [m for m in found if not set(m.tokens) <= own] or found
        return found[0] if found else None

    def prop_mentions(self, label: str | None, rel: str | None = None) -> list[SchemaMention]:
        """Mentioned properties of a label's nodes (or of a relationship type), best first."""
        out = []
        for m in self.g.schema:
            e = m.element
            if label is not None and e.kind == "prop" and label in e.holders or rel is not None and e.kind == "edge_prop" and e.owner == rel:
                out.append(m)
        return out

    def coverage(self, label: str, key: str) -> float:
        """The share of ``label`` nodes holding property ``key`` (1.0 when unknown)."""
        x = self.schema.label(label)
        p = x.property(key) if x is not None else None
        if x is None or p is None or not x.count:
            return 1.0
        return min(1.0, p.count / min(x.count, 1000))

    def name_property(self, label: str) -> str | None:
        x = self.schema.label(label)
        return x.name_property if x is not None else None

    # -- attaching one entity to a label ---------------------------------------------------------------------------
    def entity_links(self, target: str, em: EntityMention) -> list[tuple[Expr, list[Part]]]:
        """Ways to constrain ``target`` nodes by their relation to an entity, best first."""
        return [(e, p) for _, e, p in self.scored_links(target, em)]

    def scored_links(self, target: str, em: EntityMention) -> list[tuple[float, Expr, list[Part]]]:
        """``entity_links`` with each way's score: how surely the words name it, less for a guess or more hops."""
        out: list[tuple[float, Expr, list[Part]]] = []
        ent = Entity(em.entity.id)
        name_part = Part(None, frozenset(em.tokens) | self.own_label(em), 1.0, "entity", em.entity.name or em.entity.id)
        if target in (em.labels or ()) and (apart := self.set_apart(em)):
            # "who else was in Y *besides X*", "actors *other than* X": X is one of the kind asked for, left out
            return [(1.0, Not(ent), [name_part, Part(None, apart, 1.0, "constraint", "not")])]
        ways = {way for label in em.labels or () for way in self.rels_between(target, label)}
        # of several types no word names, the named thing may have only one ("X's first movie" of an actor who
        # only acted): the graph leaves no choice, and types it has none of find nothing
        held = self.held(em) if len(ways) > 1 else None
        own = {rel for rel, _ in ways} & held if held is not None else set()
        # a thing of the kind asked for is read as that kind (staff who are also Accredited: as staff), so a type
        # between nodes of one kind reads its side as between two of them
        for label in (target,) if target in (em.labels or ()) else em.labels or ():
            usual = usual_type(self.schema, target, self.rels_between(target, label))
            for rel, forward in self.rels_between(target, label):
                mention = self.rel_mention(rel)
                if mention is None and held is not None and own and rel not in held:
                    continue
                if target == label and mention is not None and mention.converse:
                    forward = self._does(em, mention)  # "who manages X": whom X reports to
                elif target == label and mention is not None and self._does(em, mention):
                    forward = False  # a type between two nodes of one label: "who has X *followed*": X follows
                forward, role = role_side(self, target, label, rel, em, forward)  # "X's *manager*": X REPORTS_TO them
                step = Relation(rel, reverse=not forward)
                conf = mention.score if mention else 0.0
                if mention is not None and mention.element.kind != "rel":
                    conf *= BY_QUALIFIER  # "rating" says REVIEWED less than "directed" says DIRECTED
                only = mention is None and len(own) == 1
                guess = mention is None and not only
                # a type named only by a word a little like one of its qualifiers ("characters" ~ roles)
                loose = mention is not None and mention.element.kind != "rel" and mention.score < SURE_QUALIFIER
                parts = [name_part, Part(None, frozenset(mention.tokens) if mention else frozenset(), conf or 0.5,
                                         "relation", rel, guessed=guess, forced=len(ways) == 1 or only,
                                         usual=guess and rel == usual,
                                         doubt=f"'{self.r.text(mention.tokens)}' names {rel} only as a word close "
                                               f"to its {mention.element.words}" if loose else
                                         f"'{self.r.text(mention.tokens)}' is read as {rel} only because "
                                         f"{em.entity.name or em.entity.id} takes part in no other type"
                                         if mention is not None and mention.only_way else "")]
                said = _apart(mention.tokens) if mention is not None and target == label else []
                if chain := possessive_chain(self.r.tokens, max(em.tokens), role.nouns) if role else []:
                    out.append((conf + CHAINED, walked(step, ent, chain), [name_part, replace(parts[1], tokens=frozenset(chain))]))
                elif len(said) == 2 and mention.element.kind == "rel":
                    # a type between nodes of one label said twice ("who follow someone who *follows* X"): two
                    # steps of it; one step reads only the word nearer the named thing
                    near, far = sorted(said, key=lambda ts: abs(ts[0] - min(em.tokens)))
                    out.append((conf + CHAINED, Join(step, Join(step, ent)), parts))
                    parts = [name_part, replace(parts[1], tokens=frozenset(near))]
                out.append((conf - (GUESS * (1 - LESS if rel == usual else 1) if guess else 0), Join(step, ent),
                            parts))
            if out:
                continue
        out += either_types(self, target, em, name_part)  # sibling types no word sets apart: any of them
        if not out or not any(not ps[1].guessed for _, _, ps in out):
            # two hops: also when no word names a direct way ("actors who worked with *director* X": through the
            # movies, not the following the graph also holds between two persons); where the named thing has a
            # direct way, only a route whose both steps the words name ("members of the Northgate Branch who never
            # borrowed": the branch they are registered at, not the one holding what they borrowed)
            out += two_hops(self, target, em, name_part, named_only=bool(out),
                            both_named=bool(out) and bool({r for r, _ in ways} & self.held(em)))
        if not out:  # three hops, through two other labels ("customers who ordered products in Seafood")
            out = three_hops(self, target, em, name_part)
        out.sort(key=lambda x: -x[0])
        return out[:3]

    def set_apart(self, em: EntityMention) -> frozenset[int]:
        """The words right before a named thing that leave it out of the answer ("*except* X", "*other than* X",
        "*besides* X"); empty when there are none."""
        tokens = self.r.tokens
        start = min(em.tokens)
        for size in (2, 1):
            if start - size >= 0 and " ".join(t.low for t in tokens[start - size:start]) in SET_APART:
                return frozenset(range(start - size, start))
        return frozenset()

    def held(self, em: EntityMention) -> set[str]:
        """The relationship types a named thing has, either way (asked of the graph once per question)."""
        key = em.entity.id
        if key not in self._held:
            found: set[str] = set()
            for direction in (Direction.OUT, Direction.IN):
                try:
                    found |= set(self.index.store.relations(key, direction))
                except KGChatError:
                    return set()
            self._held[key] = found
        return self._held[key]

    def _does(self, em: EntityMention, mention: SchemaMention) -> bool:
        """Whether a named thing is the doer of the relationship the words name: named before the verb ("who has
        X followed", "people X follows") or after "by" ("followed by X")."""
        first = min(em.tokens)
        if mention.element.kind == "rel" and \
                (owner := possessor_starts(self.r, em.tokens, mention.tokens, mention.element.name)) is not None:
            return owner  # "X's *parents*" of PARENT_OF: the parents start it, X is at its end
        verb = min(mention.tokens)
        asked_do = verb == max(em.tokens) + 1 and any(t.low in DO_WORDS for t in self.r.tokens[:first])
        if self.r.tokens[max(mention.tokens)].low.endswith(("er", "ers", "or", "ors")) and not asked_do:
            # a noun for the doer ("X's followers"): the named thing is the one they do it to; not a verb after
            # "does X" ("does X *mentor* anyone", "who did X *tutor*")
            return False
        if verb >= 2 and self.r.tokens[verb - 1].low in RELATIVE and \
                any(verb - 2 in m.tokens for m in self.g.elements("label") if m.score >= 0.75):
            return False  # "courses *that need* it": the nodes the relative clause is said of do it
        return max(em.tokens) < min(mention.tokens) or first > 0 and self.r.tokens[first - 1].low == "by"

    # -- attaching a property value / number / text to a label -------------------------------------------------------
    def value_links(self, target: str, tokens: tuple[int, ...], element: Element, value: str,
                    conf: float = 1.0) -> list[tuple[Expr, list[Part]]]:
        """``element`` (a node or relationship property) equal to ``value`` on ``target`` nodes or one hop away."""
        part = Part(None, frozenset(tokens), conf, "value", f"{element.words} {value}")
        lit = Entity(value)
        key_mention = self.mentioned.get(element)
        # the property named only by the words of its own value ("located in 'London'": city) is no step of its own
        key_part = [Part(None, frozenset(key_mention.tokens), key_mention.score, "property", element.words,
                         forced=set(key_mention.tokens) <= set(tokens))] if key_mention else []
        if element.kind == "prop":
            # a key several labels keep ("name"): the value is of the labels whose nodes keep it ("how many brake
            # calipers" counts parts, not customers named so)
            kept = [h for h in element.holders if not self.index.lacks_value(h, element.name, value)] \
                if len(element.holders) > 1 else list(element.holders)
            if target in element.holders and (target in kept or not kept):
                return [(Join(Relation(element.name), lit), [self._placed(part, target, key_part), *key_part])]
            if target in element.holders and not self.neighbours(target):
                return []
            out = []
            every = [(rel, forward, other) for rel, forward, other in self.neighbours(target)
                     if other in element.holders]
            ways = [(rel, forward, other) for rel, forward, other in every if other in kept or not kept]
            for rel, forward, other in ways:
                m = self.rel_mention(rel)
                inner = And(Class(other), Join(Relation(element.name), lit))
                rel_part = Part(None, frozenset(m.tokens) if m else frozenset(), m.score if m else 0.5,
                                "relation", rel, guessed=m is None, forced=len(every) == 1)  # as sure as before
                # the values were looked up: leaving out labels that lack the value makes no step surer
                lm = self.label_mention(other)  # "products supplied by *suppliers* from the UK": the inner label
                own = [Part(None, frozenset(lm.tokens), lm.score, "label", other)] \
                    if lm is not None and lm.score >= 0.75 and not set(lm.tokens) & set(tokens) else []
                out.append((0.0 if m else -GUESS, Join(Relation(rel, not forward), inner),
                            [self._placed(part, other, key_part), rel_part, *key_part, *own]))
            out.sort(key=lambda x: -x[0])
            return [(e, p) for _, e, p in out[:2]]
        rel = self.schema.rel(element.owner)
        if rel is None:
            return []
        out2 = []
        for side, ends in ((EDGE_START, rel.starts), (EDGE_END, rel.ends)):
            if target in ends:
                edges = Join(Relation(f"{rel.name}.{element.name}"), lit)
                out2.append((Join(Relation(f"{rel.name}.{side}", reverse=True), edges), [part, *key_part]))
        return out2

    def _placed(self, part: Part, carrier: str, key_part: list[Part]) -> Part:
        """``part`` (a value tested on ``carrier`` nodes), doubted when the question's words may say the value of
        other nodes: the label named right before it is another one that could hold it ("products sold to
        *customers in Berlin*" read as the suppliers' city), or no label is named there and another one the
        question names could hold it as well as ``carrier``. A property named by words of its own pins it."""
        if any(not p.forced and p.conf >= 0.75 and self.next_to(p.tokens, part.tokens) for p in key_part):
            return part
        holders = {h for vm in self.g.values if set(vm.tokens) == set(part.tokens) for h in vm.element.holders}
        said = self.said_of(part.tokens)
        if said is not None:
            if said != carrier and said in holders:
                return replace(part, doubt=f"'{self.r.text(sorted(part.tokens))}' is said of the {said} nodes, "
                                           f"not of the {carrier} nodes it is tested on")
            return part
        named = {m.element.name for m in self.g.elements("label") if m.score >= 0.75}
        others = sorted(named & holders - {carrier})
        if others:
            return replace(part, doubt=f"whether '{self.r.text(sorted(part.tokens))}' is said of the {carrier} "
                                       f"nodes or of the {', '.join(others)} nodes")
        return part

    def next_to(self, key: frozenset[int], value: frozenset[int]) -> bool:
        """Whether a property's words sit next to a value ("a *ship city of* Berlin", "Berlin *as the city*"),
        with at most two words between, or are the value's own words: they name that value's property, not
        another test's."""
        return bool(key) and bool(value) and (bool(set(key) & set(value)) or 0 < min(value) - max(key) <= 3
                                              or 0 < min(key) - max(value) <= 3)

    def label_positions(self, sure: float = 0.75) -> dict[int, str]:
        """The question's word positions that name a label at least ``sure``ly, and that label."""
        return {i: m.element.name for m in self.g.elements("label") if m.score >= sure for i in m.tokens}

    def said_of(self, tokens: frozenset[int] | tuple[int, ...]) -> str | None:
        """The label named right before these words, past only words that link a thing to a place or value
        ("suppliers *based in* the UK", "customers *who are from* Berlin"), or None."""
        labels = self.label_positions()
        i = min(tokens) - 1
        while i >= 0 and i not in labels and self.r.tokens[i].low in LINK_WORDS:
            i -= 1
        return labels.get(i) if i >= 0 else None

    def comparison_links(self, target: str, cue: Cue) -> list[tuple[Expr, list[Part], float]]:
        """A number / year / date comparison on a numeric or temporal property of ``target`` (or of a relationship
        at it): (filter, parts, how sure the property is)."""
        out = []
        want_time = cue.kind in ("year", "date", "decade")
        said = self.r.tokens[cue.tokens[-1]].text
        after = self.r.tokens[cue.tokens[-1] + 1].low if cue.tokens[-1] + 1 < len(self.r.tokens) else ""
        money = said[:1] in CURRENCY_SIGNS or UNITS.get(after) == "money"
        # the target's own key the comparative measures ("trenches deeper than 1.5 m": their own depth)
        own_measured = any(x.kind == "prop" and target in x.holders and self._compared(cue, x)
                           for x in self.index.elements)
        # a key of the target's own that the words name too, as a rival to a relationship's
        own_rival = any(x.kind == "prop" and target in x.holders and x.info is not None
                        and (x.info.type in NUMERIC or x.info.type in TEMPORAL) and x in self.mentioned
                        for x in self.index.elements)
        for e in self.index.elements:
            if e.kind not in ("prop", "edge_prop") or e.info is None or e.info.is_list:
                continue
            numeric = e.info.type in NUMERIC
            temporal = e.info.type in TEMPORAL or iso_dates(e.info)
            # one key may hold dates on one label and years on another: the target's own values decide
            temporal = temporal or e.kind == "prop" and self.dated(e, target)
            if not (numeric or temporal) or cue.kind == "number" and not numeric:
                continue  # "over 3000 euros": an amount, no value of a date
            yearish = temporal or "year" in e.words.split() or e.info.holds_years
            if want_time and not yearish and (e not in self.mentioned or self.r.tokens[cue.tokens[0]].low in (
                    "in", "during", "since", "before", "after", "until", "of", "from")):
                continue  # "hours *in 2024*": a time, no number of hours
            if cue.kind == "year" and not yearish and _far_below(e.info, cue.value):
                continue  # "born 2020 or later": no birth weight of 2020 kg, where weights are some tens
            if cue.kind == "date" and not self.dated(e, target):
                continue  # a day or month is no value of a year or a number
            if e.kind == "prop" and target not in e.holders:
                continue
            if e.kind == "edge_prop":
                rel = self.schema.rel(e.owner)
                if rel is None or (target not in rel.starts and target not in rel.ends):
                    continue
            if money and self.schema.numbers_things(e.relation):
                continue  # "more than £10,000": an amount, no lot number
            measures = UNITS.get(e.words.split()[-1])
            if money and measures not in (None, "money"):
                continue  # "over £2,000": no distance in km
            m = key_mention(self, e, target)  # "members born after 2004": not memberNo
            if want_time and yearish and (act := act_before(self, cue.tokens[0])) is not None \
                    and act[1] in key_verbs(e) and (m is None or m.score < ACT_KEY):
                m = SchemaMention((act[0],), e, ACT_KEY)  # "jobs *completed* in 2024": completedOn, by its verb
            compared = self._compared(cue, e)  # "heavier than 2 kg": weightG, whatever the unit's word names
            if compared and e.kind == "edge_prop" and own_measured:
                continue  # not the depth of the finds in them
            if compared and (m is None or m.score < COMPARED_KEY or set(m.tokens) <= {cue.tokens[-1] + 1}):
                m = SchemaMention(compared, e, COMPARED_KEY if e.kind == "prop" else COMPARED_KEY * EDGE_MEASURE)
            sure = m.score if m else ((0.3 if e.kind == "prop" else 0.15) if want_time and yearish else 0.0)
            if not compared and any(self.r.tokens[i].low in COMPARED for i in cue.tokens):
                sure *= OTHER_MEASURE  # "longer than 10 m": no depth
            if m is None and money and measures == "money":
                sure = MONEY_KEY if e.kind == "prop" else MONEY_KEY / 2  # "orders over £2,000": invoiceGbp
            if m is None and e.kind == "prop" and any(w.startswith(BIRTH_WORDS) for w in e.words.lower().split()):
                sure *= UNSAID_BIRTH  # "managers appointed in 2021": a time of their own is said as "born"
            if e.kind == "prop":
                sure *= 0.5 + 0.5 * self.coverage(target, e.name)
            elif m is not None and owner_named(self, e, m):
                sure += NEAR  # "ride for more than 90 *minutes*": a number of the relationship the words name
            elif m is not None and own_rival and not self.far_end_named(e, target):
                sure *= UNNAMED_END  # "staff who *started* before 2010": their own start year, not a start of
                # a relationship whose far end no word names
            near = self.near(cue, m) if m else 0.0
            if want_time and not yearish and m is not None and near < NEAR:
                # a year said as one ("who started *in 2025*") is a number of a property that holds no years only
                # where that property's words stand by it ("student no 2025"), not where they name the answer's kind
                sure *= FAR_NUMBER
            said_cue, measured = cue, False
            if cue.kind == "number" and isinstance(cue.value, float) and any(after in t for t in FACTORS.values()):
                ratio = unit_ratio(after, key_unit(e.words))  # "heavier than 2 kg" of weightG: 2000
                if ratio is None and any(key_unit(e.words) in t for t in FACTORS.values()):
                    continue  # "over 2 kg": no depth in metres
                measured = ratio is not None  # "10 m" of maxDepthMsw: the key's unit, said another way
                if ratio is not None and ratio != 1.0:
                    said_cue = replace(cue, value=round(cue.value * ratio, 6))
            filt = compare_filter(e, said_cue, temporal)
            if filt is None:
                continue
            if e.kind == "edge_prop":
                rel = self.schema.rel(e.owner)
                assert rel is not None
                side = EDGE_START if target in rel.starts else EDGE_END
                if target in rel.ends and m is not None and m.score == ACT_KEY and passive(self.r, m.tokens):
                    side = EDGE_END  # "who started *being trained* in 2023": those at the end of TRAINS
                filt = Join(Relation(f"{rel.name}.{side}", reverse=True), filt)
            unit = (cue.tokens[-1] + 1,) if measured or after and after == e.words.split()[-1] else \
                self._per_time(cue, e)
            parts = [Part(None, frozenset(cue.tokens) | frozenset(unit), 1.0, "constraint",
                          f"{e.words} {cue.op} {said_cue.value}")]
            if m is None and money and measures == "money" and self._amounts(target) > 1:
                parts[0] = replace(parts[0], doubt=f"which amount '{said}' is of is a guess: no word names {e.words}")
            if m:
                parts.append(Part(None, frozenset(m.tokens), m.score, "property", e.words))
            out.append((filt, parts, sure + near))
        out.sort(key=lambda x: -x[2])
        return out[:3]

    def end_label_before(self, rel: str, noun: int) -> tuple[str, set[int]] | None:
        """The label only at the end of type ``rel`` that the words right before its noun at ``noun`` name ("*tool*
        uses", "*book* loans"), with those words; None where no such label is named there."""
        info = self.schema.rel(rel)
        for lm in self.g.elements("label") if info is not None else ():
            if lm.score >= 0.75 and max(lm.tokens) == noun - 1 and lm.element.name in info.ends \
                    and lm.element.name not in info.starts:
                return lm.element.name, set(lm.tokens)
        return None

    def far_end_named(self, e: Element, target: str) -> bool:
        """Whether a word names the label (or a thing) at the other end of relationship key ``e``'s type from
        ``target``, or the type itself."""
        rel = self.schema.rel(e.owner)
        if rel is None:
            return True
        far = set(rel.ends if target in rel.starts else rel.starts) - {target}
        if not far:
            return True  # a type from a label to itself
        named = {m.element.name for m in self.g.elements("label") if m.score >= 0.75}
        held = {x for em in self.g.entities for x in em.labels}
        return bool(far & (named | held)) or self.rel_mention(rel.name, strict=True) is not None

    def _per_time(self, cue: Cue, e: Element) -> tuple[int, ...]:
        """The words after a compared number saying the time it is per ("20 *an hour*", "90 *per day*") when the
        key holds that rate by its name (``hourlyRate``, ``dayRate``, ``ratePerDay``), as their positions; () else."""
        n = cue.tokens[-1]
        if n + 2 >= len(self.r.tokens) or self.r.tokens[n + 1].low not in ("a", "an", "per"):
            return ()
        unit = self.r.tokens[n + 2].low
        said = {unit, *PER_UNIT[unit]} if unit in PER_UNIT else set()
        return (n + 1, n + 2) if said & set(e.words.lower().split()) else ()

    def _compared(self, cue: Cue, e: Element) -> tuple[int, ...]:
        """The comparative adjective of a comparison whose measure one of the key's words is ("*heavier* than
        2 kg" of weightG, "*longer* than 10 m" of lengthM), as its positions; () when there is none."""
        words = set(e.words.lower().split())
        before = min(cue.tokens) - 1
        if before >= 0 and self.r.tokens[before].low in EARNING and words & PAY_KEYS:
            return (before,)  # "who *earns* more than 20 an hour" of hourlyRate: what someone is paid
        return tuple(i for i in cue.tokens if set(COMPARED.get(self.r.tokens[i].low, "").split()) & words)

    def _amounts(self, target: str) -> int:
        """How many keys of ``target``'s nodes (or of relationships at them) hold amounts of money."""
        return sum(1 for e in self.index.elements if e.kind in ("prop", "edge_prop") and e.words
                   and UNITS.get(e.words.split()[-1]) == "money" and (
                       target in e.holders if e.kind == "prop" else (rel := self.schema.rel(e.owner)) is not None
                       and (target in rel.starts or target in rel.ends)))

    def dated(self, e: Element, target: str) -> bool:
        """Whether ``target``'s own values of property ``e`` (a relationship's, for a qualifier) are dates: one key
        may hold dates on one label and years on another."""
        info = e.info
        if e.kind == "prop" and (x := self.schema.label(target)) is not None and x.property(e.name) is not None:
            info = x.property(e.name)
        return info is not None and (info.type in TEMPORAL or iso_dates(info))

    def near(self, cue: Cue, m: SchemaMention) -> float:
        """A bonus when the property words sit right next to the number (\"more than 700 pages\")."""
        gap = min(abs(a - b) for a in cue.tokens for b in m.tokens)
        return NEAR if gap <= 2 else 0.1 if gap <= 4 else 0.0

    def string_links(self, target: str, cue: Cue, text: str, tokens: frozenset[int]) -> list[tuple[Expr, list[Part]]]:
        """Text after contains / starts / ends on a string property of ``target`` (named, else its name)."""
        out = []
        props = [m for m in self.prop_mentions(target) if m.element.info and m.element.info.type == "string"]
        keys = [(m.element.name, frozenset(m.tokens), m.score) for m in props]
        name = self.name_property(target)
        if name and name not in [k for k, _, _ in keys]:
            keys.append((name, frozenset(), 0.5))
        for key, toks, sure in keys:
            parts = [Part(None, tokens | frozenset(cue.tokens), 1.0, "constraint", f"{key} {cue.op} {text!r}"),
                     *([Part(None, toks, sure, "property", key, forced=toks <= tokens | frozenset(cue.tokens))]
                       if toks else [])]  # forced: the property named only by the test's own words ("surname")
            out.append((Compare(cue.op, Relation(key), Literal(text)), parts))
        return out[:2]


def _far_below(info: PropertyInfo, value: object) -> bool:
    """Whether every value the key is known to hold is a tenth of ``value`` or less (a year said of weights of some
    tens): the number is no value of it."""
    try:
        known = [abs(float(v)) for v in info.samples]
        target = abs(float(value))
    except (TypeError, ValueError):
        return False
    return bool(known) and max(known) * 10 <= target

