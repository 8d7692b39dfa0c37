"""Days from one date of a thing to another, which the graph does not store but its dates give (``(DAYS p q)``):
"how many days before the day was HK-1 cancelled", "events booked more than 300 days ahead", "on average how many
days ahead do people book", "the job that took the most days".

Read when the question says "days" and the nodes of the label asked about reach two whole dates: their own date
keys, and the date keys of the relationships they take part in (a booking's date kept on BOOKED). Which two:

- the two the question's words name best;
- with one named, the label's own date nearly all of its nodes keep (an event's day, where only cancelled events
  keep a cancellation date);
- with none named, the only two there are, where the words say how the days run ("3 days *late*").

Which way round: the way the graph's dates mostly run (asked of the graph once), so that the days come out at least
0 where the data's do. The words name the computation only loosely ("ahead", "late", "from … to"), so every reading
carries a doubt and is never badged kg-exact on these words alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from kgchat.logic.nodes import (
    Aggregate,
    ArgMax,
    ArgMin,
    Calc,
    Entity,
    Expr,
    Relation,
    RelationLike,
    RelationPath,
    Top,
)
from kgchat.reasoning.schema_parser.act_labels import SUFFIXES
from kgchat.reasoning.schema_parser.build import Builder, Candidate, Part
from kgchat.reasoning.schema_parser.derived import Computed, compared
from kgchat.reasoning.schema_parser.schema_index import iso_dates, singular
from kgchat.reasoning.schema_parser.words import Cue, stem
from kgchat.schema import TEMPORAL, PropertyInfo, identifier_words

DAY_WORDS = frozenset({"days"})
NAMED = 0.7  # how surely words must name a date for it to be the one picked
STEM = 0.9  # how surely a word sharing a stem with a date key's own word names it ("cancelled": cancelledOn)
DATE_NOUNS = frozenset({"on", "at", "date", "day", "time", "when"})  # a date key's words that only say it is one
# words saying which way the days run, read with "days" right before them ("300 days *ahead*", "2 days *late*")
DIRECTION = frozenset({"ahead", "before", "after", "early", "earlier", "late", "later", "advance", "prior", "past",
                       "beforehand", "afterwards", "between", "from", "until", "till", "apart", "since", "in"})
MAIN = 0.9  # the share of a label's nodes its main date is kept by
SAID = 0.8  # how surely "days" and the dates' words name the computation
KEY = 0.9  # how surely "days" must name a key for it to be read as that key
BONUS = 0.1  # a reading of the days asked for, against one that leaves "days" unread


@dataclass(frozen=True)
class _Date:
    slot: RelationLike
    text: str  # how the trace says it
    tokens: frozenset[int]  # the words naming it
    score: float
    own: bool  # a key of the label's own nodes (not of a relationship)
    coverage: float


def _whole(info: PropertyInfo | None) -> bool:
    """Whole dates: a date type, or text that reads as ISO dates with a day ('2024-03-01')."""
    if info is None or info.is_list:
        return False
    if info.type in TEMPORAL:
        return True
    return iso_dates(info) and all(len(s) >= 10 for s in info.samples)


def _said_by_stem(b: Builder, words: str) -> frozenset[int]:
    """The question's words that share a stem with a date key's own words ("*cancelled*" for ``cancelledOn``,
    "*book*" for ``bookedOn``), or are the noun for the act its verb says ("*completion*" for ``completedOn``,
    "*delivery*" for ``deliveredOn``), its words for a date left out; none inside a named thing's name."""
    keyed = [w for w in words.lower().split() if w not in DATE_NOUNS]
    own = {stem(w) for w in keyed}
    acts = {n for w in keyed for n in act_nouns(w)}
    names = {i for em in b.g.entities for i in em.tokens}
    return frozenset(i for i, t in enumerate(b.r.tokens)
                     if (t.stem in own or t.low in acts or singular(t.low) in acts) and i not in names and t.content)


def act_nouns(word: str) -> frozenset[str]:
    """The nouns English makes for the act a verb form says ("completed": completion, "delivered": delivery,
    "paid": payment, "arrived": arrival); empty for a word that is no verb."""
    from lemminflect import getAllLemmas

    out = set()
    for base in getAllLemmas(word).get("VERB", ()):
        doubled = base + base[-1] if base[-1] not in "aeiouwy" else base  # cancel → cancellation
        for root in {base, base[:-1] if base.endswith("e") else base, doubled}:
            out |= {root + end for end in SUFFIXES if end}
    return frozenset(out - {word})


# nouns for the time between two moments ("the average *time* from order to delivery", "the longest *wait*")
TIME_NOUNS = frozenset({"time", "wait", "gap", "turnaround", "interval", "delay", "lag"})
LENGTHS = frozenset({"longest", "shortest"})  # superlatives of a length of time ("took *longest* from X to Y")


def _time_said(b: Builder) -> tuple[frozenset[int], frozenset[int]]:
    """(the words asking for the time between two moments, the superlative ranking by it): "*how long* from X to
    Y", "the *time* from X to Y", "took *longest* from X to Y"; empty where none is said."""
    tokens = b.r.tokens
    timed = {i for i, t in enumerate(tokens) if t.low in TIME_NOUNS}
    timed |= {j for i, t in enumerate(tokens[:-1]) if t.low == "how" and tokens[i + 1].low == "long" for j in (i, i + 1)}
    ranked = {i for c in b.r.of("top") for i in c.tokens if tokens[i].low in LENGTHS}
    return frozenset(timed), frozenset(ranked)


def _days_said(b: Builder) -> frozenset[int]:
    return frozenset(i for i, t in enumerate(b.r.tokens) if t.low in DAY_WORDS)


def _a_key(b: Builder, said: frozenset[int]) -> bool:
    """Whether "days" names a key of the graph too ("sum of *days*" where bookings keep ``days``): a key whose last
    word is "days" ("leaveDays"), not one that "day" only qualifies ("dayRate": a rate, no number of days)."""
    return any(m.element.kind in ("prop", "edge_prop") and m.score >= KEY and set(m.tokens) & said
               and m.element.words.split() and stem(m.element.words.split()[-1].lower()) == stem("days")
               for m in b.g.schema)


def _dates(b: Builder, label: str) -> list[_Date]:
    """The whole dates ``label`` nodes keep or take part in, each with the words naming it."""
    x = b.schema.label(label)
    if x is None:
        return []
    out = []
    for p in x.properties:
        if not _whole(p):
            continue
        m = next((m for m in b.prop_mentions(label) if m.element.name == p.key), None)
        stemmed = _said_by_stem(b, p.words)  # a word sharing its root names it more surely than a loose likeness
        tokens, score = (frozenset(m.tokens), m.score) if m and (m.score >= STEM or not stemmed) else (stemmed, STEM)
        out.append(_Date(Relation(p.key), p.words, tokens, score if tokens else 0.0, True, b.coverage(label, p.key)))
    seen = set()
    for rel, starts, _ in b.neighbours(label):
        info = b.schema.rel(rel)
        if info is None or (rel, starts) in seen or set(info.starts) & set(info.ends):
            continue  # between things of one kind: which end's relationship is meant, the words would have to say
        seen.add((rel, starts))
        whole = [p for p in info.properties if _whole(p)]
        for p in whole:
            m = next((m for m in b.prop_mentions(None, rel) if m.element.name == p.key), None)
            if m is None and len(whole) == 1:  # "booked" names the one date a booking keeps
                m = b.rel_mention(rel, strict=True)
            stemmed = _said_by_stem(b, p.words)
            tokens, score = (frozenset(m.tokens), m.score) if m and (m.score >= STEM or not stemmed) \
                else (stemmed, STEM)
            end = Relation(f"{rel}.{'start' if starts else 'end'}", reverse=True)
            out.append(_Date(RelationPath((end, Relation(f"{rel}.{p.key}"))), p.words, tokens,
                             score if tokens else 0.0, False, 1.0))
    return out


def _pair(b: Builder, label: str, way: frozenset[int], named_thing: bool,
          both: bool = False) -> tuple[_Date, _Date] | None:
    """The two dates the days run between (see the module docstring); ``way``: the words saying how they run;
    ``named_thing``: the days are of a thing the question names; ``both``: only two dates the words name."""
    dates = _dates(b, label)
    named = sorted((d for d in dates if d.score >= NAMED), key=lambda d: -d.score)
    if len(named) >= 2 and not named[0].tokens & named[1].tokens and (named[0].own or named[1].own):
        return named[0], named[1]
    if both:
        return None
    if len(named) == 1:
        main = _main(b, label, [d for d in dates if d.own and d is not named[0] and d.coverage >= MAIN])
        return (named[0], main) if main is not None else None
    if not named and len(dates) == 2 and (dates[0].own or dates[1].own) and way and \
            (named_thing or b.label_mention(label) is not None):
        # no word names either: only where the words say how the days run, of things the question names (not of
        # things a walk no word asks for reaches: "how many days late did X pay" of the kit X's jobs used)
        return dates[0], dates[1]
    return None


def _main(b: Builder, label: str, kept: list[_Date]) -> _Date | None:
    """The date of ``label`` nodes that is the day they happen, of those nearly all keep: the only one, else the
    only one spelt with the label's own word ("visitDate" of a visit) or with "date"."""
    if len(kept) == 1:
        return kept[0]
    own = stem(identifier_words(label).split()[-1].lower()) if identifier_words(label) else ""
    for said in ({own}, {"date"}):
        spelt = [d for d in kept if {stem(w) for w in d.text.lower().split()} & said]
        if len(spelt) == 1:
            return spelt[0]
    return None


def day_spans(b: Builder, label: str, named_thing: bool = False) -> list[Computed]:
    """The days between two dates of ``label`` nodes, when the question says "days" (see the module docstring);
    ``named_thing``: of one thing the question names, a node of ``label``."""
    said = _days_said(b)
    # "300 days ahead", "2 days in advance": the words after "days" that say which way they run
    way = frozenset(j for i in said for j in (i + 1, i + 2) if j < len(b.r.tokens) and b.r.tokens[j].low in DIRECTION
                    and all(b.r.tokens[k].low in DIRECTION for k in range(i + 1, j)))
    timed, ranked = (frozenset(), frozenset()) if said else _time_said(b)
    if said:  # where "days" names a key as well ("lesson days sold"), only where words say the days run between dates
        pair = _pair(b, label, way, named_thing) if way or not _a_key(b, said) else None
    else:  # "how long from request to completion", "took longest from order to delivery": two dates named
        pair = _pair(b, label, way, named_thing, both=True) if timed or ranked else None
    if pair is None:
        return []
    said = said or timed
    first, second = pair
    span = Calc("days", (first.slot, second.slot))
    if not b.index.runs_forward(label, span):
        first, second = second, first
        span = Calc("days", (first.slot, second.slot))
    # "how many days": the count's words ask for the number of days, not for how many nodes
    counted = frozenset(i for c in b.r.of("agg") if c.op == "count" and max(c.tokens) + 1 in said for i in c.tokens)
    # "before the *day* was X cancelled": a word for a date stands for the main date nothing else names
    unnamed = first if not first.tokens else second if not second.tokens else None
    if unnamed is not None and unnamed.own:
        nouns = frozenset(i for i, t in enumerate(b.r.tokens) if t.low in ("day", "date") and i not in said)
        counted |= nouns
    text = f"days from {first.text} to {second.text}"
    doubt = f"'{b.r.text(sorted(said or ranked))}' read as the {text}"
    return [Computed(span, said | counted | way | first.tokens | second.tokens, text, doubt, SAID)]


def day_filters(b: Builder, label: str, numbers: list[Cue]) -> tuple[list[tuple[Expr, list[Part]]], set[int]]:
    """"booked more than 300 days ahead": a number said right before "days" tests the days of ``label`` nodes."""
    pieces: list[tuple[Expr, list[Part]]] = []
    taken: set[int] = set()
    for c in day_spans(b, label):
        for cue in numbers:
            if cue.kind != "number" or isinstance(cue.value, tuple) or max(cue.tokens) + 1 not in c.tokens:
                continue
            if cue.op not in ("gt", "ge", "lt", "le", "eq"):
                continue
            pieces.append(compared(c, cue, cue.op, frozenset()))
            taken |= set(cue.tokens)
    return pieces, taken


def day_candidates(b: Builder, label: str, base: Expr, parts: list[Part], bonus: float) -> list[Candidate]:
    """The days of the set's nodes: their average (least, most, total) when a word asks for one, the nodes ranked by
    them when one ranks, else the days themselves (of one named thing, its number of days)."""
    used = {t for p in parts for t in p.tokens}
    out = []
    for c in day_spans(b, label):
        if _days_said(b) & used or c.tokens & {t for p in parts if p.kind == "value" for t in p.tokens}:
            continue  # "the longest wait from request to *scheduled* date" read as scheduled jobs: no date of theirs
        own = c.parts(frozenset(used))
        more = bonus + BONUS
        folds = [cue for cue in b.r.of("agg") if cue.op in ("sum", "avg", "min", "max")]
        for cue in folds:
            out.append(Candidate(Aggregate(cue.op, base, c.slot), [*parts, *own, Part(
                None, frozenset(cue.tokens), 1.0, "aggregation", cue.op)], "number", label, bonus=more))
        for cue in b.r.of("top"):
            largest = cue.op == "max"
            form: Expr = Top(base, c.slot, int(cue.value), largest) if isinstance(cue.value, int) and cue.value > 1 \
                else (ArgMax(base, c.slot) if largest else ArgMin(base, c.slot))
            out.append(Candidate(form, [*parts, *own, Part(None, frozenset(cue.tokens), 1.0, "aggregation", cue.word)],
                                 "nodes", label, bonus=more))
        if not folds and not b.r.of("top"):
            out.append(Candidate(Aggregate("sum", base, c.slot), [*parts, *own], "number", label, bonus=more))
    return out


def named_days(b: Builder) -> list[Candidate]:
    """"how many days before the day was HK-1 cancelled": the days of one named thing (the most of them, where it
    has several; their average or least when a word asks for it)."""
    if not _days_said(b) and not any(_time_said(b)):
        return []
    folds = [cue for cue in b.r.of("agg") if cue.op in ("avg", "min", "max")]
    out = []
    for em in b.g.entities:
        name = Part(None, frozenset(em.tokens), 1.0, "entity", em.entity.name or em.entity.id)
        for label in em.labels:
            for c in day_spans(b, label, named_thing=True):
                if c.tokens & set(em.tokens):
                    continue
                lm = b.label_mention(label)  # "the *event* HK-1": the kind of thing it is
                said = [Part(None, frozenset(lm.tokens), lm.score, "label", label)] \
                    if lm is not None and not set(lm.tokens) & (set(em.tokens) | c.tokens) else []
                for fn, how in [(cue.op, [Part(None, frozenset(cue.tokens), 1.0, "aggregation", cue.op)])
                                for cue in folds] or [("max", [])]:
                    out.append(Candidate(Aggregate(fn, Entity(em.entity.id), c.slot), [name, *said, *c.parts(), *how],
                                         "number", label, bonus=BONUS))
    return out
