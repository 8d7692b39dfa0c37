"""Whole candidates from the pieces ``build.Builder`` attaches, and their scores (see ``build`` for the pieces).

Three kinds of candidate:

- *nodes*: the nodes of one label, filtered by every piece attached to it, then counted, ranked (TOP / BOTTOM k,
  ARGMAX / ARGMIN by a property or by how many related things) or aggregated (AVG / SUM / MIN / MAX of a
  property);
- *value*: a property of one entity, or of the relationship between two entities;
- *edges*: the relationships of one entity, counted or aggregated by one of their properties ("how many times
  was X borrowed", "the average rating X gives").
"""

from __future__ import annotations

from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    And,
    ArgMax,
    ArgMin,
    Class,
    Compare,
    Count,
    Entity,
    Expr,
    Has,
    Join,
    Literal,
    Not,
    Relation,
    RelationPath,
    Top,
)
from kgchat.reasoning.schema_parser.build import GUESS, UNCOVERED, UNUSED_NAME, Builder, Candidate, Part, _and
from kgchat.reasoning.schema_parser.grounding import Element, EntityMention, SchemaMention
from kgchat.reasoning.schema_parser.words import COMPARE_BEFORE, DIMENSIONS, STOP, TEMPORAL_WORDS, Cue
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC, TEMPORAL

COMPARE_WORDS = frozenset(w for phrase in COMPARE_BEFORE for w in phrase.split())
WEAK_STRING_OPS = ("with", "in")  # "with 'x' in the title": a string cue only next to quoted text
NOT_ASKED = 0.5  # a candidate answering with another label than the one the question asks for
FREQUENCY = frozenset({"times", "often", "frequently", "frequent", "occasions", "common", "popular"})  # how many relationships
VALUE_ASKED = 0.3
REUSED = 0.2  # a word that two pieces account for (it can only mean one of them)  # "what is the highest X": the value rather than what holds it


def candidates(b: Builder) -> list[Candidate]:
    """Every candidate for the question, scored, best first."""
    out: list[Candidate] = []
    for label in b.schema.labels:
        out += node_candidates(b, label.name)
    out += value_candidates(b)
    out += edge_candidates(b)
    for c in out:
        score(b, c)
    out.sort(key=lambda c: -c.score)
    seen: set[str] = set()
    unique = []
    for c in out:
        key = repr(c.form)
        if key not in seen:
            seen.add(key)
            unique.append(c)
    return unique


# -- pieces shared by node candidates ----------------------------------------------------------------------------
def _entity_groups(b: Builder) -> list[list[EntityMention]]:
    groups: dict[tuple[int, ...], list[EntityMention]] = {}
    for em in b.g.entities:
        groups.setdefault(em.tokens, []).append(em)
    return list(groups.values())


def _top_numbers(b: Builder) -> set[int]:
    return {i for c in b.r.of("top") if c.value is not None for i in c.tokens} | set(_limit(b)[1])


def _limit(b: Builder) -> tuple[int | None, tuple[int, ...]]:
    """"Which 3 suppliers …the most", "the first 5 orders": a small whole number right before the label asked for,
    in a question that ranks, is how many to give (k), not a value to compare."""
    asked = answer_label(b)
    if asked is None or not b.r.of("top"):
        return None, ()
    for c in b.r.of("number"):
        v = c.value
        if c.op == "eq" and isinstance(v, float) and v == int(v) and 0 < v < 100 and \
                min(asked.tokens) - max(c.tokens) in (1, 2):
            return int(v), c.tokens
    return None, ()


def _numbers(b: Builder) -> list[Cue]:
    taken = {i for em in b.g.entities for i in em.tokens} | _top_numbers(b)
    taken |= {i for vm in b.g.values for i in vm.tokens}
    return [c for c in b.r.cues if c.kind in ("number", "year", "date", "decade") and not set(c.tokens[-1:]) & taken]


def _strings(b: Builder) -> list[tuple[Cue, str, frozenset[int]]]:
    """(string cue, the text it looks for, the words of that text)."""
    out = []
    named = {em.tokens for em in b.g.entities} | {vm.tokens for vm in b.g.values} | \
        {m.tokens for m in b.g.schema if m.score >= 1.0}
    quoted = [c for c in b.r.of("quoted") if c.tokens not in named]  # names, values and keys are not text to find
    for cue in b.r.of("string"):
        last = max(cue.tokens)
        q = next((c for c in quoted if min(c.tokens) in (last + 1, last + 2)), None)
        if q is None and cue.word in WEAK_STRING_OPS:
            q = next((c for c in quoted if max(c.tokens) == min(cue.tokens) - 1), None)
        if q is not None:
            out.append((cue, str(q.value), frozenset(q.tokens)))
        elif cue.word not in WEAK_STRING_OPS:
            nxt = [i for i in range(last + 1, min(last + 4, len(b.r.tokens))) if b.r.tokens[i].low not in STOP]
            said = {i for m in b.g.schema for i in m.tokens} | {i for em in b.g.entities for i in em.tokens} | \
                {i for c in b.r.cues if c.kind in ("number", "year", "date", "top", "agg") for i in c.tokens}
            if nxt and (nxt[0] in said or b.r.tokens[nxt[0]].low in COMPARE_WORDS):
                nxt = []
            if nxt:
                i = nxt[0]
                out.append((cue, b.r.tokens[i].text, frozenset([i])))
    return out


def _negated(b: Builder, tokens: frozenset[int] | tuple[int, ...]) -> Cue | None:
    """The negation cue just before these words (within four words), if any."""
    if not tokens:
        return None
    first = min(tokens)
    for cue in b.r.of("negation"):
        if 0 < first - max(cue.tokens) <= 4:
            return cue
    return None


def _rel_step(b: Builder, label: str, rel: str) -> Relation | None:
    r = b.schema.rel(rel)
    if r is None:
        return None
    if label in r.starts:
        return Relation(rel)
    if label in r.ends:
        return Relation(rel, reverse=True)
    return None


def _count_compare(b: Builder, label: str, cue: Cue) -> tuple[Expr, list[Part]] | None:
    """"customers who placed more than 5 orders", "products ordered more than 50 times": how many related things
    (or relationships) a member has, compared."""
    if cue.kind != "number" or cue.op not in ("gt", "ge", "lt", "le", "eq") or isinstance(cue.value, tuple):
        return None
    nxt = [i for i in range(max(cue.tokens) + 1, min(max(cue.tokens) + 3, len(b.r.tokens)))
           if b.r.tokens[i].low not in STOP]
    if not nxt:
        return None
    i = nxt[0]
    n = Literal(str(int(float(str(cue.value)))) if float(str(cue.value)) == int(float(str(cue.value))) else str(cue.value))
    op = "ge" if cue.op == "eq" else cue.op
    for rel, forward, other in b.neighbours(label):
        om = b.label_mention(other)
        if om is not None and i in om.tokens and other != label:
            step = Relation(rel, not forward)
            rm = b.rel_mention(rel)
            parts = [Part(None, frozenset(cue.tokens) | frozenset(om.tokens), 1.0, "constraint", f"count {op} {n.value}")]
            if rm:
                parts.append(Part(None, frozenset(rm.tokens), rm.score, "relation", rel))
            expr: Expr = Compare(op, Agg("count", step), n)
            return (And(expr, Compare("le", Agg("count", step), n)) if cue.op == "eq" else expr), parts
    if b.r.tokens[i].low in FREQUENCY:
        for m in b.g.elements("rel"):
            step = _rel_step(b, label, m.element.name)
            if step is None:
                continue
            rel = b.schema.rel(m.element.name)
            if rel is not None and rel.properties:  # count the relationships themselves
                side = EDGE_START if not step.reverse else EDGE_END
                step = Relation(f"{rel.name}.{side}", reverse=True)
            parts = [Part(None, frozenset(cue.tokens) | {i}, 1.0, "constraint", f"times {op} {n.value}"),
                     Part(None, frozenset(m.tokens), m.score, "relation", m.element.name)]
            return Compare(op, Agg("count", step), n), parts
    return None


def _aggregate_compare(b: Builder, label: str, cue: Cue) -> tuple[Expr, list[Part]] | None:
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
        return Compare(cue.op, Agg(agg.op, path), Literal(_num_text(cue.value))), parts
    return None


def _num_text(value: object) -> str:
    x = float(str(value))
    return str(int(x)) if x == int(x) else repr(x)


def _flag(b: Builder, m: SchemaMention) -> tuple[Expr, list[Part]]:
    """A true/false property named by the question: true, or false after "not" / "never"."""
    neg = _negated(b, m.tokens)
    value = "false" if neg else "true"
    toks = frozenset(m.tokens) | (frozenset(neg.tokens) if neg else frozenset())
    return Join(Relation(m.element.name), Entity(value)), [Part(None, toks, m.score, "constraint",
                                                                  f"{m.element.words} {value}")]


def _nearby(b: Builder, label: str, links) -> tuple[Expr, list[Part], float] | None:
    """The best filter on a label one relationship away that the question names ("categories that have products
    with a reorder level above 25"), wrapped to hold on ``label``'s nodes."""
    best = None
    for rel, forward, other in b.neighbours(label):
        om = b.label_mention(other)
        if om is None or other == label:
            continue
        for filt, parts, sure in links(other)[:1]:
            if sure <= 0:
                continue
            m = b.rel_mention(rel)
            expr = Join(Relation(rel, not forward), And(Class(other), filt))
            ps = [*parts, Part(None, frozenset(om.tokens), om.score, "label", other)]
            if m:
                ps.append(Part(None, frozenset(m.tokens), m.score, "relation", rel))
            if best is None or sure > best[2]:
                best = (expr, ps, sure)
    return best


def node_filters(b: Builder, label: str) -> tuple[list[Expr], list[Part], set[str]]:
    """The filters the question puts on ``label`` nodes, their parts, and the relationship types they use."""
    filters: list[Expr] = []
    parts: list[Part] = []
    used_rels: set[str] = set()
    pieces: list[tuple[Expr, list[Part]]] = []
    for group in _entity_groups(b):
        best = None
        for em in group:
            links = b.entity_links(label, em)
            if links:
                best = links[0]
                break
        if best is not None:
            pieces.append(best)
    string_words = {i for _, _, toks in _strings(b) for i in toks}
    for vm_tokens in dict.fromkeys(vm.tokens for vm in b.g.values):
        if any(set(vm_tokens) & set(p.tokens) for _, ps in pieces for p in ps if p.kind == "entity"):
            continue
        if set(vm_tokens) & string_words:
            continue
        options = []
        for vm in (v for v in b.g.values if v.tokens == vm_tokens):
            for expr, ps in b.value_links(label, vm.tokens, vm.element, vm.value):
                key = b.mentioned.get(vm.element)
                options.append(((key.score if key else 0) - (0.3 if len(ps) > 1 and ps[1].guessed else 0), expr, ps))
        if options:
            options.sort(key=lambda x: -x[0])
            pieces.append((options[0][1], options[0][2]))
    for cue in _numbers(b):
        counted = _count_compare(b, label, cue) or _aggregate_compare(b, label, cue)
        if counted is not None:
            pieces.append(counted)
            continue
        links = b.comparison_links(label, cue)
        near = _nearby(b, label, lambda other, c=cue: [(f, ps, sure) for f, ps, sure in b.comparison_links(other, c)])
        best = links[0] if links and links[0][2] > 0 else None
        if near and (best is None or near[2] > best[2] + 0.1):
            best = near
        if best is not None:
            pieces.append((best[0], best[1]))
    for cue, text, toks in _strings(b):
        links = b.string_links(label, cue, text, toks)
        if links:
            pieces.append(links[0])
    for m in b.prop_mentions(label):
        info = m.element.info
        if info is not None and info.type == "bool" and m.score >= 0.7:
            pieces.append(_flag(b, m))
    for rel, forward, other in b.neighbours(label):  # "suppliers of discontinued products"
        om = b.label_mention(other)
        if om is None or other == label:
            continue
        for m in b.prop_mentions(other):
            info = m.element.info
            if info is not None and info.type == "bool" and m.score >= 0.7 and label not in m.element.holders:
                expr, ps = _flag(b, m)
                pieces.append((Join(Relation(rel, not forward), And(Class(other), expr)),
                               [*ps, Part(None, frozenset(om.tokens), om.score, "label", other)]))
    # negation: the piece right after "never" / "not" / "no" is absent
    for expr, ps in pieces:
        toks = frozenset(t for p in ps for t in p.tokens)
        neg = _negated(b, toks) if not any(p.kind == "constraint" and "false" in p.text for p in ps) else None
        if neg is not None and not any(p.kind == "entity" for p in ps):
            filters.append(Not(expr))
            parts += [*ps, Part(None, frozenset(neg.tokens), 1.0, "constraint", "not")]
        else:
            filters.append(expr)
            parts += ps
        used_rels |= {p.text for p in ps if p.kind == "relation"}
    # relationship words with no entity: "members who have borrowed" (HAS), "never borrowed" (NOT HAS)
    covered = {t for p in parts for t in p.tokens}
    lm = b.label_mention(label)
    if lm is not None:
        covered |= set(lm.tokens)
    if any(t.low in ("also", "both") for t in b.r.tokens):  # "authors who are also members": both labels
        for m in b.g.elements("label"):
            if m.element.name != label and m.score >= 0.75 and not set(m.tokens) & covered:
                filters.append(Class(m.element.name))
                parts.append(Part(None, frozenset(m.tokens), m.score, "label", m.element.name))
                covered |= set(m.tokens)
    for m in b.g.elements("rel"):
        if m.element.name in used_rels or set(m.tokens) & covered or m.score < 0.75:
            continue
        step = _rel_step(b, label, m.element.name)
        if step is None:
            continue
        neg = _negated(b, m.tokens)
        has: Expr = Has(step)
        part = Part(None, frozenset(m.tokens), m.score, "relation", m.element.name)
        if neg is not None:
            filters.append(Not(has))
            parts += [part, Part(None, frozenset(neg.tokens), 1.0, "constraint", "not")]
        else:
            filters.append(has)
            parts.append(part)
    return filters, parts, used_rels


def answer_label(b: Builder) -> SchemaMention | None:
    """The label the question asks for: its first label word, or the second of two in a row ("book series")."""
    labels = sorted(b.g.elements("label"), key=lambda m: min(m.tokens))
    labels = [m for m in labels if m.score >= 0.7]
    if not labels:
        return None
    first = labels[0]
    nxt = next((m for m in labels[1:] if min(m.tokens) == max(first.tokens) + 1), None)
    return nxt or first


def node_candidates(b: Builder, label: str) -> list[Candidate]:
    lm = b.label_mention(label)
    label_part = Part(Class(label), frozenset(lm.tokens) if lm else frozenset(), lm.score if lm else 0.0, "label",
                      label)
    filters, parts, _ = node_filters(b, label)
    base = _and([Class(label), *filters])
    parts = [label_part, *parts]
    asked = answer_label(b)
    bonus = 0.0
    if asked is not None and asked.element.name != label:
        bonus = -NOT_ASKED if lm is not None else -2 * NOT_ASKED
    if _yes_no(b):
        bonus -= NOT_ASKED
    out = [Candidate(base, parts, "nodes", label, bonus=bonus)]
    first_top = min((min(c.tokens) for c in b.r.of("top")), default=len(b.r.tokens))
    for fn_cue in b.r.of("agg"):
        if fn_cue.op == "count" and min(fn_cue.tokens) < first_top:  # "the most … / highest number of": a ranking
            out.append(Candidate(Count(base), [*parts, Part(None, frozenset(fn_cue.tokens), 1.0, "aggregation",
                                                            "how many")], "number", label, bonus=bonus))
        out += _value_aggregates(b, label, base, parts, fn_cue, bonus)
    for top in b.r.of("top"):
        out += _ranked(b, label, base, parts, top, bonus)
    return out


YES_NO = ("is", "are", "was", "were", "does", "do", "did", "has", "have", "can", "could")


def _yes_no(b: Builder) -> bool:
    return bool(b.r.tokens) and b.r.tokens[0].low in YES_NO


def _numeric_props(b: Builder, label: str) -> list[tuple[Element, SchemaMention | None]]:
    """Numeric or temporal properties of ``label`` nodes and of relationships at them, with their mentions."""
    out = []
    for e in b.index.elements:
        if e.info is None or e.info.is_list or not (e.info.type in NUMERIC or e.info.type in TEMPORAL
                                                     or _date_text(e)):
            continue
        if e.kind == "prop" and label in e.holders:
            out.append((e, b.mentioned.get(e)))
        elif e.kind == "edge_prop":
            rel = b.schema.rel(e.owner)
            if rel is not None and (label in rel.starts or label in rel.ends):
                out.append((e, b.mentioned.get(e)))
    return out


def _date_text(e: Element) -> bool:
    info = e.info
    return bool(info and info.type == "string" and info.samples
                and all(s[:4].isdigit() and s[4:5] == "-" for s in info.samples))


def _slot_of(b: Builder, label: str, e: Element, fn: str | None = None) -> Expr | Agg | Relation | RelationPath:
    """The slot reading ``e`` from ``label`` nodes: the property itself, or through the relationships at them."""
    if e.kind == "prop":
        return Relation(e.name) if fn is None else Agg(fn, Relation(e.name))
    rel = b.schema.rel(e.owner)
    assert rel is not None
    side = EDGE_START if label in rel.starts else EDGE_END
    path = RelationPath((Relation(f"{rel.name}.{side}", reverse=True), Relation(e.relation)))
    return Agg(fn or "sum", path)


def _value_aggregates(b: Builder, label: str, base: Expr, parts: list[Part], cue: Cue,
                      bonus: float = 0.0) -> list[Candidate]:
    """AVG / SUM (and "how many" of a number: SUM) of a numeric property over the set."""
    out = []
    fn = {"count": "sum"}.get(cue.op, cue.op)
    if fn not in ("sum", "avg", "min", "max"):
        return out
    for e, m in _numeric_props(b, label):
        if m is None or (cue.op == "count" and min(m.tokens) - max(cue.tokens) > 2):
            continue
        if fn in ("sum", "avg") and (e.info is None or e.info.type not in NUMERIC):
            continue  # a sum of dates means nothing
        agg_part = Part(None, frozenset(cue.tokens), 1.0, "aggregation", fn)
        prop_part = Part(None, frozenset(m.tokens), m.score, "property", e.words)
        if e.kind == "prop":
            form: Expr = Aggregate(fn, base, Relation(e.name))
        else:
            rel = b.schema.rel(e.owner)
            assert rel is not None
            side = EDGE_START if label in rel.starts else EDGE_END
            form = Aggregate(fn, base, RelationPath((Relation(f"{rel.name}.{side}", reverse=True),
                                                     Relation(e.relation))))
        out.append(Candidate(form, [*parts, agg_part, prop_part], "number", label, bonus=bonus))
    return out


def _ranked(b: Builder, label: str, base: Expr, parts: list[Part], cue: Cue, bonus: float = 0.0) -> list[Candidate]:
    """TOP / BOTTOM k (ARGMAX / ARGMIN without a k) by a property, a dimension word, or a count."""
    out = []
    top_part = Part(None, frozenset(cue.tokens) | frozenset(_limit(b)[1]), 1.0, "aggregation", cue.word)
    direction = cue.op
    slots: list[tuple[object, list[Part], float, str]] = []
    dims = DIMENSIONS.get(cue.word)
    for e, m in _numeric_props(b, label):
        temporal = e.info is not None and (e.info.type in TEMPORAL or _date_text(e) or "year" in e.words.split())
        d = direction
        if cue.word in ("oldest", "youngest") and "birth" not in e.words and cue.word == "youngest":
            continue
        if cue.word == "youngest" and temporal:
            d = "max"
        fn = (d if temporal else None) if e.kind == "edge_prop" else None  # the earliest / latest of dates
        own = e.kind == "prop"
        held = b.coverage(label, e.name) if own else 1.0
        if m is not None:
            slots.append((_slot_of(b, label, e, fn), [Part(None, frozenset(m.tokens), m.score * (0.5 + 0.5 * held),
                                                           "property", e.words)], m.score, d))
        elif cue.word in TEMPORAL_WORDS and temporal:
            slots.append((_slot_of(b, label, e, fn), [Part(None, frozenset(), 0.0, "property", e.words,
                                                           guessed=not own)],
                          (0.55 if own else 0.3) * held, d))
        elif dims:
            sim = _similar(b, dims, e.words)
            if sim >= 0.35:
                slots.append((_slot_of(b, label, e, fn), [], sim, d))
    # "the most <label>" / "most <relationship>": how many related things
    after = list(range(max(cue.tokens) + 1, len(b.r.tokens)))
    for rel, forward, other in b.neighbours(label):
        om = b.label_mention(other) if other != label else None
        rm = b.rel_mention(rel)
        toks = frozenset((om.tokens if om and set(om.tokens) & set(after) else ()) +
                         (rm.tokens if rm else ()))
        if not toks or (om is None and rm is None):
            continue
        sure = max(om.score if om and set(om.tokens) & set(after) else 0, rm.score if rm else 0)
        toks |= frozenset(i for i in after if b.r.tokens[i].low in FREQUENCY)
        step = Relation(rel, reverse=not forward)
        has_props = bool(b.schema.rel(rel) and b.schema.rel(rel).properties)
        toks |= frozenset(i for c in b.r.of("agg") if c.op == "count" and min(c.tokens) > min(cue.tokens)
                          for i in c.tokens)  # "the highest number of orders"
        if has_props:  # count the relationships themselves ("borrowed the most times")
            side = EDGE_START if forward else EDGE_END
            step_slot = Agg("count", Relation(f"{rel}.{side}", reverse=True))
        else:
            step_slot = Agg("count", step)
        slots.append((step_slot, [Part(None, toks, sure, "relation", rel)], sure, direction))
    out += _common_values(b, label, base, parts, cue, top_part, bonus)
    wh = b.r.of("wh")
    for slot, sparts, _sure, d in slots:
        k = cue.value if cue.value is not None else _limit(b)[0]
        if k is None:
            form: Expr = (ArgMax if d == "max" else ArgMin)(base, slot)
        else:
            form = Top(base, slot, int(k), d == "max")
        # "what is the earliest publication year among …": the value itself, not the thing holding it
        value_first = bool(sparts and sparts[0].tokens and min(sparts[0].tokens) - max(cue.tokens) <= 2
                           and wh and wh[0].op in ("what", "when") and k is None)
        out.append(Candidate(form, [*parts, top_part, *sparts], "nodes", label,
                             bonus=bonus - (VALUE_ASKED if value_first else 0)))
        if isinstance(slot, Relation) and wh and wh[0].op in ("what", "when") and k is None:
            out.append(Candidate(Aggregate("max" if d == "max" else "min", base, slot),
                                 [*parts, top_part, *sparts], "number", label,
                                 bonus=bonus + (VALUE_ASKED if value_first else -VALUE_ASKED)))
    return out


def _common_values(b: Builder, label: str, base: Expr, parts: list[Part], cue: Cue, top_part: Part,
                   bonus: float) -> list[Candidate]:
    """"the 5 most common ship cities of orders": the values of a property ranked by how many members hold
    them."""
    out = []
    name = b.name_property(label)
    for m in b.prop_mentions(label):
        e = m.element
        if e.name == name or e.info is None or e.info.type not in ("string", "int", "mixed") \
                or min(m.tokens) < min(cue.tokens) or min(m.tokens) - max(cue.tokens) > 3:
            continue
        values = Join(Relation(e.name, reverse=True), base)
        slot = Agg("count", Relation(e.name, reverse=True))
        k = cue.value if cue.value is not None else _limit(b)[0]
        form: Expr = Top(values, slot, int(k), cue.op == "max") if k is not None else \
            (ArgMax if cue.op == "max" else ArgMin)(values, slot)
        freq = frozenset(i for i in range(max(cue.tokens) + 1, len(b.r.tokens)) if b.r.tokens[i].low in FREQUENCY)
        out.append(Candidate(form, [*parts, top_part, Part(None, frozenset(m.tokens) | freq, m.score, "property",
                                                           e.words)], "value", label, bonus=bonus))
    return out


def _similar(b: Builder, a: str, c: str) -> float:
    vecs = b.index.encode([a, c])
    if vecs is None:
        return 0.0
    return float(vecs[0] @ vecs[1])


# -- questions about one entity ------------------------------------------------------------------------------------
def value_candidates(b: Builder) -> list[Candidate]:
    out = []
    groups = _entity_groups(b)
    asked = answer_label(b)
    counting = [c for c in b.r.of("agg") if c.op in ("count", "sum")]
    for group in groups:
        em = group[0]
        name_part = Part(None, frozenset(em.tokens), 1.0, "entity", em.entity.name)
        own = [Part(None, frozenset(m.tokens), m.score, "label", m.element.name) for m in b.g.elements("label")
               if m.element.name in em.labels]  # "Alaric Norcross's membership": the entity itself
        penalty = NOT_ASKED if asked is not None and asked.element.name not in em.labels else 0.0
        for m in b.g.schema:
            e = m.element
            if e.kind != "prop" or not set(e.holders) & set(em.labels) or set(m.tokens) & set(em.tokens):
                continue
            form = Join(Relation(e.name, reverse=True), Entity(em.entity.id))
            numeric = e.info is not None and e.info.type in NUMERIC
            how = [Part(None, frozenset(c.tokens), 0.8, "aggregation", c.word) for c in counting] if numeric else []
            held = max((b.coverage(x, e.name) for x in em.labels), default=1.0)
            out.append(Candidate(form, [name_part, *own, *how,
                                        Part(None, frozenset(m.tokens), m.score * (0.5 + 0.5 * held), "property",
                                             e.words)], "value", bonus=-penalty))
        wh = b.r.of("wh")
        if wh and wh[0].op == "when":
            for e in b.index.elements:
                if e.kind == "prop" and set(e.holders) & set(em.labels) and e.info is not None and \
                        (e.info.type in TEMPORAL or _date_text(e)) and e not in b.mentioned:
                    form = Join(Relation(e.name, reverse=True), Entity(em.entity.id))
                    out.append(Candidate(form, [name_part, Part(None, frozenset(wh[0].tokens), 0.4, "property",
                                                                e.words)], "value"))
    # a property of the relationship between two entities
    for i, g1 in enumerate(groups):
        for g2 in groups[i + 1:]:
            a, c = g1[0], g2[0]
            for x, y in ((a, c), (c, a)):
                for rel in b.schema.relationships:
                    if not rel.properties or not (set(x.labels) & set(rel.starts) and set(y.labels) & set(rel.ends)):
                        continue
                    edges = And(Join(Relation(f"{rel.name}.{EDGE_START}"), Entity(x.entity.id)),
                                Join(Relation(f"{rel.name}.{EDGE_END}"), Entity(y.entity.id)))
                    for p in rel.properties:
                        e = next(el for el in b.index.elements if el.kind == "edge_prop" and el.owner == rel.name
                                 and el.name == p.key)
                        m = b.mentioned.get(e)
                        if m is None:
                            continue
                        form = Join(Relation(e.relation, reverse=True), edges)
                        rm = b.rel_mention(rel.name)
                        how = [Part(None, frozenset(c.tokens), 0.8, "aggregation", c.word) for c in counting] \
                            if p.type in NUMERIC else []
                        parts = [Part(None, frozenset(x.tokens), 1.0, "entity", x.entity.name),
                                 Part(None, frozenset(y.tokens), 1.0, "entity", y.entity.name),
                                 Part(None, frozenset(m.tokens), m.score, "property", e.words), *how]
                        if rm:
                            parts.append(Part(None, frozenset(rm.tokens), rm.score, "relation", rel.name))
                        out.append(Candidate(form, parts, "value"))
    return out


def edge_candidates(b: Builder) -> list[Candidate]:
    """Counts and aggregates over one entity's relationships of a type with properties."""
    out = []
    aggs = b.r.of("agg")
    if not aggs:
        return out
    for group in _entity_groups(b):
        em = group[0]
        for rel in b.schema.relationships:
            if not rel.properties:
                continue
            for side, ends in ((EDGE_START, rel.starts), (EDGE_END, rel.ends)):
                if not set(em.labels) & set(ends):
                    continue
                edges = Join(Relation(f"{rel.name}.{side}"), Entity(em.entity.id))
                rm = b.rel_mention(rel.name)
                base_parts = [Part(None, frozenset(em.tokens), 1.0, "entity", em.entity.name)]
                if rm:
                    base_parts.append(Part(None, frozenset(rm.tokens), rm.score, "relation", rel.name))
                for cue in aggs:
                    agg_part = Part(None, frozenset(cue.tokens), 1.0, "aggregation", cue.word)
                    if cue.op == "count" and rm:
                        times = [i for i in range(max(cue.tokens) + 1, min(max(cue.tokens) + 3, len(b.r.tokens)))
                                 if b.r.tokens[i].low in FREQUENCY]
                        tparts = [Part(None, frozenset(times), 0.8, "aggregation", "times")] if times else []
                        out.append(Candidate(Count(edges), [*base_parts, agg_part, *tparts], "number"))
                    fn = {"count": "sum"}.get(cue.op, cue.op)
                    for p in rel.properties:
                        e = next(el for el in b.index.elements if el.kind == "edge_prop" and el.owner == rel.name
                                 and el.name == p.key)
                        m = b.mentioned.get(e)
                        if m is None or p.type not in NUMERIC or fn not in ("sum", "avg", "min", "max"):
                            continue
                        out.append(Candidate(Aggregate(fn, edges, Relation(e.relation)),
                                             [*base_parts, agg_part, Part(None, frozenset(m.tokens), m.score,
                                                                          "property", e.words)], "number"))
    return out


# -- scoring -------------------------------------------------------------------------------------------------------
def score(b: Builder, c: Candidate) -> None:
    """How much of the question the candidate accounts for (see ``build``'s module docstring)."""
    conf: dict[int, float] = {}
    uses: dict[int, set[str]] = {}
    guesses = 0
    for p in c.parts:
        guesses += p.guessed
        for t in p.tokens:
            conf[t] = max(conf.get(t, 0.0), p.conf)
            uses.setdefault(t, set()).add(f"{p.kind}:{p.text}")
    reused = sum(len(u) - 1 for t, u in uses.items() if not any(x.startswith("entity:") for x in u))
    cued = {i for cue in b.r.cues if cue.kind in ("agg", "top", "negation")
            or (cue.kind == "string" and cue.word not in WEAK_STRING_OPS) for i in cue.tokens}
    content = [i for i, t in enumerate(b.r.tokens)
               if (t.low not in STOP and any(ch.isalnum() for ch in t.low)) or i in cued]
    covered = sum(conf.get(i, 0.0) for i in content)
    c.uncovered = [i for i in content if i not in conf]
    unused = []
    for em in b.g.entities:
        if not set(em.tokens) & set(conf) and em.tokens not in [u[0] for u in unused]:
            unused.append((em.tokens, UNUSED_NAME, em.entity.name))
    for cue in b.r.cues:
        if cue.kind in ("number", "year", "date", "decade", "quoted") and not set(cue.tokens) & set(conf):
            unused.append((cue.tokens, UNUSED_NAME, cue.word))
    seen = {u[0] for u in unused}
    for vm in b.g.values:
        if vm.tokens not in seen and not set(vm.tokens) & set(conf):
            seen.add(vm.tokens)
            unused.append((vm.tokens, 1.0, vm.value))
    c.unused = [u[2] for u in unused]
    penalty = sum(u[1] for u in unused if not set(u[0]) & {i for i in conf})
    c.score = covered - UNCOVERED * len(c.uncovered) - penalty - GUESS * guesses - 0.05 * len(c.parts) + c.bonus \
        - REUSED * reused
