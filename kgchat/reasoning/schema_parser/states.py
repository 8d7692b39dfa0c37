"""What the question says a node is, beyond its name and numbers: a true/false property ("discontinued products",
"not prescription only"; also of related things, "suppliers of discontinued products"), a value listed or missing
("with a fax number listed", "no home page"), a state named by a value ("active"), alive or dead (a date of death
held or not). Each reading returns a filter and the parts of the question it accounts for, for ``filters.node_filters``.
"""

from __future__ import annotations

from dataclasses import replace

from kgchat.logic.nodes import (
    And,
    Class,
    Compare,
    Entity,
    Expr,
    Has,
    Join,
    Literal,
    Not,
    Relation,
)
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.negation import NOT_DENIALS, negated
from kgchat.reasoning.schema_parser.opposites import OPPOSITES, opposite_words, said_as_opposite
from kgchat.reasoning.schema_parser.schema_index import Element, SchemaMention
from kgchat.reasoning.schema_parser.verb_lemmas import verb_lemma
from kgchat.reasoning.schema_parser.words import STOP, stem, unprefixed
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC, TEMPORAL
from kgchat.text import word_kinds


def flag(b: Builder, m: SchemaMention, negation: bool = True) -> tuple[Expr, list[Part]]:
    """A true/false property named by the question: true, or false after "not" / "never" (unless ``negation`` is
    False: the caller reads the negation as denying something else)."""
    neg = negated(b, m.tokens) if negation else None
    rest, unsaid = _rest_of_key(b, m)  # "the deposit *hasn't been paid*", "an *unpaid* deposit"
    if rest and neg is None and negation:
        neg = negated(b, rest)
    if neg is None and negation:  # "the deposit *hasn't* been paid", said around it
        neg = next((c for c in b.r.of("negation") if min(m.tokens) < min(c.tokens) and max(c.tokens) < max(m.tokens)
                    and c.word.lower() not in NOT_DENIALS), None)
    prefixed = unsaid or any(b.r.tokens[i].low.startswith(("non-", "non", "un-")) and not b.r.tokens[i].low.startswith("none")
                   or unprefixed(b.r.tokens[i].low) in m.element.stems
                   for i in m.tokens)  # "non-fiction", "un-published", "unresolved"
    opposite = opposite_words(b.r.tokens, min(m.tokens), m.element.words)  # "out of service", "off display"
    prefixed = prefixed or bool(opposite) or said_as_opposite(b.r.tokens, tuple(m.tokens), m.element.words)
    value = "false" if bool(neg) != prefixed else "true"
    toks = frozenset(m.tokens) | (frozenset(neg.tokens) if neg else frozenset()) | frozenset(opposite) | rest
    said = _truth_after(b, max(m.tokens))  # "a discontinued status of *true*": the value written out
    if said is not None:
        value = said[1] if not prefixed else {"true": "false", "false": "true"}[said[1]]
        toks = frozenset(m.tokens) | {said[0]}
    return Join(Relation(m.element.relation), Entity(value)), [Part(None, toks, m.score, "constraint",
                                                                  f"{m.element.words} {value}")]


def _rest_of_key(b: Builder, m: SchemaMention) -> tuple[frozenset[int], bool]:
    """The words of a true/false key that its mention leaves out, said a few words after it ("the deposit hasn't
    been *paid*": ``depositPaid``) or just before it with a negating prefix ("an *unpaid* deposit"), and whether
    that prefix was there; nothing when some word of the key is not said so."""
    said = {b.r.tokens[i].stem for i in m.tokens}
    rest = {stem(w) for w in m.element.words.lower().split()} - said
    if not rest or not m.tokens:
        return frozenset(), False
    found: dict[str, int] = {}
    unsaid = False
    for i in range(max(0, min(m.tokens) - 2), min(len(b.r.tokens), max(m.tokens) + 5)):
        t = b.r.tokens[i]
        if i in m.tokens:
            continue
        if t.stem in rest and i > max(m.tokens):
            found.setdefault(t.stem, i)
        elif i < min(m.tokens) and (root := unprefixed(t.low)) in rest:
            found.setdefault(root, i)
            unsaid = True
    if set(found) != rest:
        return frozenset(), False
    return frozenset(found.values()), unsaid


def ranks_instead(b: Builder, m: SchemaMention) -> str:
    """Why the words of a true/false key may rank rather than name it: they are only a superlative or an ordinal
    ("our *first* print run") and the key has words they leave unsaid (``firstEdition``: "first edition"), so the
    question more likely asks for the earliest; "" when not so ("first edition runs" says the key whole)."""
    ranking = {i for c in b.r.of("top") for i in c.tokens}
    if not m.tokens or not set(m.tokens) <= ranking or len(m.tokens) >= len(m.element.words.split()):
        return ""
    return f"'{b.r.text(m.tokens)}' ranks as readily as it names {m.element.words}"


def names_label_only(b: Builder, label: str, m: SchemaMention) -> bool:
    """Whether the words of a true/false key only name its holders' label, which the key's name repeats with words
    left unsaid ("how many *concerts*": the Concert label, not its schoolsConcert flag): those words are already
    the label's, and a flag needs a word of its own."""
    lm = b.label_mention(label)
    return lm is not None and bool(m.tokens) and set(m.tokens) <= set(lm.tokens) and \
        len(m.tokens) < len(m.element.words.split())


def heads_question(b: Builder, label: str, m: SchemaMention) -> bool:
    """Whether the words of a true/false key are a plural noun opening the question with no word for the key's
    holders, the key's other words unsaid ("*archives* deposited in 2025" of a museum's acceptsArchives): that noun
    names what is asked, not a test of something else."""
    if len(m.tokens) != 1 or m.tokens[0] != 0 or b.label_mention(label) is not None:
        return False
    word = b.r.tokens[0]
    return len(m.element.words.split()) > 1 and word.low != word.stem and "NOUN" in word_kinds(word.low)


def summed_instead(b: Builder, label: str, flag: SchemaMention) -> bool:
    """Whether the words of a true/false property belong to a number the question totals or averages ("total
    tickets *sold*": the tickets-sold count, not a sold-out flag): a numeric property of the same nodes named by
    those words and more, at least as surely. A word says one thing, and the total names the number."""
    if not any(c.op in ("sum", "avg") for c in b.r.of("agg")):
        return False
    words = set(flag.tokens)
    return any(m.element.info is not None and m.element.info.type in NUMERIC and words < set(m.tokens)
               and m.score >= flag.score for m in b.prop_mentions(label)) or _measure_named(b, label, flag)


def ranked_instead(b: Builder, label: str, flag: SchemaMention) -> bool:
    """Whether the words of a true/false property right after a superlative name a number it ranks by ("the
    biggest *deposit*": the deposit's amount, not a deposit-paid flag), as ``summed_instead`` for a total."""
    return any(0 < min(flag.tokens) - max(c.tokens) <= 2 for c in b.r.of("top")) and _measure_named(b, label, flag)


def _measure_named(b: Builder, label: str, flag: SchemaMention) -> bool:
    """A number of ``label``'s nodes or of a relationship at them named by the flag's words at least as surely,
    which names the thing whole where the flag's words leave some of the flag's key unsaid (``depositPaid``:
    "deposit"; ``depositGbp``: "deposit", and a unit)."""
    words = set(flag.tokens)
    if len(flag.element.words.split()) <= len(words):
        return False
    rels = {rel for rel, _, _ in b.neighbours(label)}
    kept = [*b.prop_mentions(label), *(m for rel in rels for m in b.prop_mentions(None, rel))]
    return any(m.element.info is not None and m.element.info.type in NUMERIC and words <= set(m.tokens)
               and m.score >= flag.score for m in kept)


TRUTH = {"true": "true", "false": "false", "yes": "true", "no": "false"}


def _truth_after(b: Builder, last: int) -> tuple[int, str] | None:
    """A truth value written out within three words after a true/false property, past "of", "is", "=", "set to"
    and an attribute noun ("discontinued status of true", "discontinued = false"): (its word, "true" / "false")."""
    for i in range(last + 1, min(last + 4, len(b.r.tokens))):
        low = b.r.tokens[i].low
        if low in TRUTH:
            return i, TRUTH[low]
        if low not in ("of", "is", "=", "set", "to", "as", "status", "value", "flag", "field"):
            return None
    return None


NONE_BEFORE = frozenset({"no", "without", "lack", "lacks", "missing"})  # right before a key: no value held
# how surely words right after "no" / "without" must name a key of the counted nodes ("rooms with *no renovation
# year*" for lastRenovated): the denial itself says a key is meant, so a looser match than elsewhere will do
LOOSE = 0.7
LISTED = frozenset({"listed", "recorded", "given", "set", "known", "filled", "available", "provided"})
# right after a key (perhaps after "is"): no value held ("whose birth year *is missing*", "phone number *blank*")
ABSENT = frozenset({"missing", "blank", "empty", "absent", "unset", "null", "unrecorded", "unfilled"})


def listed(b: Builder, label: str, covered: set[int]) -> tuple[Expr, list[Part]] | None:
    """"suppliers that have a fax number listed", "with no home page": whether the nodes hold a value of the
    property named; "instructors without a locker": of a key of a relationship at them (``lockerNo`` of their
    WORKS_FROM), whether one of theirs holds it."""
    labels = {i for lm in b.g.elements("label") if lm.score >= 0.75 for i in lm.tokens}
    for m, step in keys_held(b, label):
        denied = min(m.tokens) > 0 and b.r.tokens[min(m.tokens) - 1].low in NONE_BEFORE
        if set(m.tokens) & (covered | labels) or m.score < (LOOSE if denied else 0.75) or m.element.info is None:
            continue
        after = [i for i in range(max(m.tokens) + 1, min(max(m.tokens) + 4, len(b.r.tokens)))
                 if b.r.tokens[i].low in LISTED | ABSENT and i not in covered][:1]
        if m.element.info.type == "bool" and not unset_flag(b, m):
            continue  # "products listed" names a label, not a property
        absent = [i for i in after if b.r.tokens[i].low in ABSENT]
        if absent and any(b.r.tokens[i].low in ("not", "n't", "never") for i in range(max(m.tokens) + 1, absent[0])):
            continue  # "whose birth year is *not* missing": read as a test of its own elsewhere
        lead = _past_modifier(b, min(m.tokens), covered)  # "without a *star* rating": the key's own word before it
        before = [i for i in range(max(0, lead - 2), lead) if b.r.tokens[i].low in NONE_BEFORE] \
            or _having(b, lead)
        if step is None:  # (a relationship's date not yet set is ``dated_states``' to read: "yet to be activated")
            before = before or _not_said(b, min(m.tokens), covered) or _never_done(b, m, covered)
        if not after and not before:
            continue
        neg = negated(b, m.tokens, covered)
        has: Expr = Has(Relation(m.element.relation))
        for v in placeholders(b, m.element):  # a text that stands for no value ('NULL') is none
            has = And(has, Not(Join(Relation(m.element.relation), Entity(v))))
        if step is not None:  # held by one of the nodes' relationships of the type
            has = Join(step, And(Join(Relation(step.name), Class(label)), has))
        toks = frozenset(m.tokens) | frozenset(after) | frozenset(before) | (frozenset(neg.tokens) if neg else frozenset())
        if absent and neg is None:  # "is missing": none held; "is *not* missing": one is
            return Not(has), [Part(None, toks, m.score, "constraint", f"no {m.element.words}")]
        if neg is None and any(b.r.tokens[i].low in NONE_BEFORE for i in before):
            # "with *no* length recorded": the word before the key denies it, whatever other test follows
            return Not(has), [Part(None, toks, m.score, "constraint", f"no {m.element.words}")]
        return (Not(has) if neg else has), [Part(None, toks, m.score, "constraint", f"has {m.element.words}")]
    return None


def unset_flag(b: Builder, m: SchemaMention) -> bool:
    """"patients with *no* smoking status *recorded*": a yes/no key denied right before its words and said to be
    unrecorded a few words after is not held at all, which is neither yes nor no."""
    first, last = min(m.tokens), max(m.tokens)
    return first > 0 and b.r.tokens[first - 1].low in NONE_BEFORE and any(
        b.r.tokens[i].low in LISTED | ABSENT for i in range(last + 1, min(last + 4, len(b.r.tokens))))


def keys_held(b: Builder, label: str) -> list[tuple[SchemaMention, Relation | None]]:
    """The named keys ``label``'s nodes may hold, each with the step from a node to its relationships where the
    key is a relationship's (a type from a label to itself leaves open which end: none of its keys)."""
    out: list[tuple[SchemaMention, Relation | None]] = [(m, None) for m in b.prop_mentions(label)
                                                        if m.element.kind == "prop"]
    for rel, start in dict.fromkeys((rel, start) for rel, start, _ in b.neighbours(label)):
        x = b.schema.rel(rel)
        if x is not None and not (label in x.starts and label in x.ends):
            out += [(m, Relation(f"{rel}.{EDGE_START if start else EDGE_END}", reverse=True))
                    for m in b.prop_mentions(None, rel)]
    return out


HAVING = frozenset({"have", "has", "had", "having", "with", "carry", "carries"})
NEEDING = frozenset({"need", "needs", "needed", "require", "requires", "required", "get", "gets", "got"})
ARTICLES = frozenset({"a", "an", "any"})
POSSESSIVES = frozenset({"their", "his", "her", "its"})  # after a verb of having, as an article is
# cues that measure, rank or place the value had ("had their PhD *the longest*", "had their induction *in 2023*")
MEASURING = frozenset({"top", "agg", "date", "year", "number", "decade"})


def _having(b: Builder, first: int) -> list[int]:
    """"movies that have a tagline", "people with a birth year", "boats that haven't *got* a rating": a verb of
    having and an indefinite article (or, after a verb, a possessive: "had *their* induction") right before the
    property's words ask whether a value is held (with "the", the property is measured or ranked)."""
    if first >= 2 and b.r.tokens[first - 1].low in ARTICLES and b.r.tokens[first - 2].low in HAVING:
        return [first - 2, first - 1]
    if first >= 2 and b.r.tokens[first - 1].low in POSSESSIVES and b.r.tokens[first - 2].low in HAVING - {"with"} \
            and not any(c.kind in MEASURING for c in b.r.cues):
        return [first - 2, first - 1]  # "who haven't had *their* induction" (not "had their PhD *the longest*")
    if first >= 3 and b.r.tokens[first - 1].low in ARTICLES and b.r.tokens[first - 2].low == "got" \
            and b.r.tokens[first - 3].low in HAVE_GOT:
        return [first - 3, first - 2, first - 1]
    return []


HAVE_GOT = frozenset({"have", "has", "haven't", "hasn't", "'ve", "'s"})  # before "got": having


def _past_modifier(b: Builder, first: int, covered: set[int]) -> int:
    """Where the words before a key start: past one word of the question's own right before it that names nothing
    in the graph ("a *star* rating", "no *contact* email"), so that what is said before that word still reads."""
    i = first - 1
    word = b.r.tokens[i].low if i >= 1 else ""
    if i < 1 or i in covered or not word.isalpha() or word in STOP | NONE_BEFORE | ARTICLES | HAVING | {"got"} \
            or not word_kinds(word) & {"NOUN", "ADJ"}:
        return first
    named = {j for m in b.g.schema if m.score >= 0.75 for j in m.tokens} | \
        {j for v in b.g.values for j in v.tokens} | {j for e in b.g.entities for j in e.tokens}
    return first if i in named else i


DONE_LINKS = frozenset({"been", "be", "yet", "ever", "once", "even"})  # "haven't *been* surveyed", "not *yet* serviced"


def _never_done(b: Builder, m: SchemaMention, covered: set[int]) -> list[int]:
    """"apiaries that *haven't been* surveyed", "boats never serviced": a past participle naming a date key of the
    nodes (``lastSurveyed``), denied by a negation a few words before it (past "been", "yet"), asks whether the date
    is held (none is: it has not happened). The words between, read as the test's."""
    first = min(m.tokens)
    info = m.element.info
    word = b.r.tokens[first].low
    if info is None or not (info.type in TEMPORAL or info.type == "string" and "date" in m.element.words.split()) \
            or not word.endswith("ed") or "VERB" not in word_kinds(word):
        return []
    i = first - 1
    while i >= 0 and b.r.tokens[i].low in DONE_LINKS:
        i -= 1
    if i < 0 or i in covered or negated(b, (i + 1,), covered) is None:
        return []
    return list(range(i + 1, first))


SAYING = frozenset({"say", "says", "list", "lists", "give", "gives", "state", "states", "show", "shows", "mention",
                    "mentions", "record", "records", "specify", "specifies", "name", "names", "tell", "tells",
                    # after "have": "guests who *haven't given* a birth year"
                    "said", "listed", "given", "stated", "shown", "mentioned", "recorded", "specified", "named",
                    "told", "provided", "supplied", "entered"})
WH_LINKS = frozenset({"who", "what", "which", "whose", "where", "when", "a", "an", "the", "any", "their", "its"})


def _not_said(b: Builder, first: int, covered: set[int]) -> list[int]:
    """"scholarships that *don't say who* funds them", "courses that *do not list a* level": a verb of saying
    denied right before the property's words (past a question word or an article) asks whether a value is held
    (none is)."""
    i = first - 1
    while i >= 0 and b.r.tokens[i].low in WH_LINKS:
        i -= 1
    if i < 0 or b.r.tokens[i].low not in SAYING or i in covered or negated(b, (i,), covered) is None:
        return []
    return list(range(i, first))


PLACEHOLDERS = frozenset({"null", "none", "nil", "n a"})  # normalised texts a loaded table writes for "no value"


def placeholders(b: Builder, element: Element) -> list[str]:
    """The values of a property, as stored, that stand for no value ('NULL', 'N/A'), among its indexed values."""
    values = b.index.values()
    return [v for key in PLACEHOLDERS for e, v in values.get(key, ()) if e == element]


def in_state(b: Builder, label: str, covered: set[int]) -> tuple[Expr, list[Part]] | None:
    """"products in stock", "still on order", "out of stock": a quantity named as the state its own name ends with
    ("units *in stock*", "units *on order*") is above zero (none after "out of" or a negation)."""
    for m in b.prop_mentions(label):
        e, first = m.element, max(m.tokens)
        while first - 1 in m.tokens:  # the last run of its words ("unit price … in *stock*": stock)
            first -= 1
        run = set(range(first, max(m.tokens) + 1))
        if first - 2 in m.tokens:
            continue  # the property named whole ("the highest *units in stock*"), no state
        if run & covered or m.score < 0.75 or e.info is None or e.info.type not in NUMERIC or first < 1:
            continue
        tail = " ".join(b.r.tokens[i].low for i in sorted(run))
        before = [t.low for t in b.r.tokens[max(0, first - 2):first]]
        out = before == ["out", "of"]
        preps = ("in", "on") if out else (before[-1],)
        if not any((" " + e.words.lower()).endswith(f" {p} {tail}") for p in preps if p in ("in", "on")):
            continue
        toks = frozenset(range(first - (2 if out else 1), max(m.tokens) + 1))
        neg = negated(b, toks, covered)
        if neg is not None:
            toks |= frozenset(neg.tokens)
        positive: Expr = Compare("gt", Relation(e.name), Literal("0"))
        return (Not(positive) if out != (neg is not None) else positive), \
            [Part(None, toks, m.score, "constraint", f"{e.words} {'none' if out else 'above 0'}")]
    return None


ALIVE = frozenset({"alive", "living", "live", "surviving"})  # has no date of death
DEAD = frozenset({"dead", "deceased", "died", "late"})  # has one


def life(b: Builder, label: str) -> tuple[Expr, list[Part]] | None:
    """"still alive", "no longer living", "deceased": whether the nodes hold a date of death (general English:
    the temporal property closest to "death" in meaning, and closer to it than to "birth")."""
    idx = [i for i, t in enumerate(b.r.tokens) if t.low in ALIVE | DEAD]
    if not idx:
        return None
    i = idx[0]
    alive = b.r.tokens[i].low in ALIVE
    neg = negated(b, (i,))
    if neg is not None:
        alive = not alive
    best, sim = None, 0.0
    for e in b.index.elements:
        if e.kind == "prop" and label in e.holders and e.info is not None and e.info.type in ("date", "datetime"):
            vecs = b.index.encode(["date of death", e.words, "date of birth"])
            s = float(vecs[0] @ vecs[1]) if vecs is not None else 0.0
            if vecs is not None and float(vecs[2] @ vecs[1]) >= s:
                continue  # "dob", "date of birth": when it began, however alike the words of the two dates
            if s > sim:
                best, sim = e, s
    if best is None or sim < 0.5:
        return _life_value(b, label, i, alive)
    has: Expr = Has(Relation(best.name))
    toks = frozenset([i]) | (frozenset(neg.tokens) if neg else frozenset())
    toks |= frozenset(j for j in range(max(0, i - 1), i) if b.r.tokens[j].low == "still")
    return (Not(has) if alive else has), [Part(None, toks, sim, "constraint",
                                                  f"{'alive' if alive else 'dead'}: no {best.words}" if alive
                                                  else f"dead: has {best.words}")]




def _life_value(b: Builder, label: str, i: int, alive: bool) -> tuple[Expr, list[Part]] | None:
    """With no date of death, a stored value of the label's own that says alive (or dead) in another word ("the
    oldest *living* cow" of a status 'alive'), where the word is not that value already."""
    if b.r.tokens[i].low in b.index.values():
        return None  # said as stored: read as a value already
    for word in sorted(ALIVE if alive else DEAD):
        for e, v in b.index.values().get(word, ()):
            if e.kind == "prop" and label in e.holders:
                found = b.value_links(label, (i,), e, v, conf=0.9)
                if found:
                    return found[0]
    return None


def related_flags(b: Builder, label: str) -> list[tuple[Expr, list[Part]]]:
    """"Suppliers of discontinued products": a true/false property of related things the question names, through
    one relationship type to them (the one a word names; else, where the schema has several, a guess the badge
    counts as a step no word asks for). "No discontinued products", "do not have discontinued products": a
    negation before the related things denies that there are any such, not that they are discontinued."""
    out = []
    for other in dict.fromkeys(o for _, _, o in b.neighbours(label)):
        om = b.label_mention(other)
        if om is None or other == label:
            continue
        ways = [(rel, forward) for rel, forward, o in b.neighbours(label) if o == other]
        named = [(m.score, rel, forward) for rel, forward in ways if (m := b.rel_mention(rel, strict=True))]
        rel, forward = max(named)[1:] if named else ways[0]
        rm = b.rel_mention(rel, strict=True)
        step = Part(None, frozenset(rm.tokens) if rm else frozenset(), rm.score if rm else 0.5, "relation", rel,
                    guessed=rm is None, forced=len(ways) == 1)
        own = Part(None, frozenset(om.tokens), om.score, "label", other)
        for m in b.prop_mentions(other):
            info = m.element.info
            if info is None or info.type != "bool" or m.score < 0.7 or label in m.element.holders or \
                    names_label_only(b, other, m):
                continue
            neg = negated(b, m.tokens)
            if neg is not None and max(neg.tokens) < min(om.tokens) and _truth_after(b, max(m.tokens)) is None:
                expr, ps = flag(b, m, negation=False)
                out.append((Not(Join(Relation(rel, not forward), And(Class(other), expr))),
                            [*ps, own, step, Part(None, frozenset(neg.tokens), 1.0, "constraint", "not")]))
                continue
            expr, ps = flag(b, m)
            out.append((Join(Relation(rel, not forward), And(Class(other), expr)), [*ps, own, step]))
    return out


BE = frozenset({"is", "are", "was", "were", "be", "been", "being"})


def _said_as_state(b: Builder, m: SchemaMention, lm: SchemaMention | None) -> bool:
    """Whether a key is said as a state of the nodes (see ``edge_flags``): prefixed, before the label's word, after
    "be" (with "not", "still" or "yet" between), or as a noun had or needed ("with a resit")."""
    tokens = b.r.tokens
    if not m.tokens or any(unprefixed(tokens[i].low) in m.element.stems for i in m.tokens):
        return bool(m.tokens)
    if lm is not None and lm.tokens and max(m.tokens) + 1 == min(lm.tokens):
        return True
    i = min(m.tokens) - 1
    if i >= 1 and tokens[i].low in ("a", "an") and tokens[i - 1].low in HAVING | NEEDING:
        return True  # "staff with *a resit*", "who needed a resit": a thing the relationship came with
    rm = b.rel_mention(m.element.owner, strict=True) if m.element.kind == "edge_prop" else None
    word = tokens[min(m.tokens)].low
    if rm is not None and i in rm.tokens and len(m.tokens) == 1 and (word.endswith("ly") or "ADV" in word_kinds(word)):
        return True  # "who *works remotely*": how the relationship is, said right after its own verb
    while i >= 0 and tokens[i].low in ("not", "still", "yet", "never"):
        i -= 1
    return i >= 0 and tokens[i].low in BE and not (i > 0 and tokens[i - 1].low == "to")  # "to be collected": not yet


def _done_by(b: Builder, m: SchemaMention, lm: SchemaMention | None) -> bool:
    """Whether a relationship's true/false key is said as the past of its own word, as what the nodes did ("who
    *led* jobs that got 5 stars", "technicians who never *led* a job" of WORKED_ON's ``lead``): right after "who",
    "that" or "which", after the label's word, or first, "never" or "not" between at most. The nodes at the
    relationship's start are those who did it; "played the *lead*" says the key's noun, no act."""
    tokens = b.r.tokens
    if len(m.tokens) != 1 or b.r.of("top") or any(c.op == "count" for c in b.r.of("agg")):
        return False  # "who *led* the most batches": what the ranking counts, the ranking's to read
    i = m.tokens[0]
    word = tokens[i].low
    if word in m.element.words.lower().split() or verb_lemma(word) != m.element.words.lower().split()[0]:
        return False
    j = i - 1
    while j >= 0 and tokens[j].low in ("never", "not", "did", "didn't", "have", "has", "had"):
        j -= 1
    return j < 0 or tokens[j].low in ("who", "that", "which") or lm is not None and j in lm.tokens


def edge_flags(b: Builder, label: str) -> list[tuple[Expr, list[Part]]]:
    """"Animals *on loan*": a true/false property of a relationship the label's nodes take part in at one end only
    (CAME_FROM's onLoan), named by the question: the nodes with such a relationship, as a value of a relationship's
    key names them (``Builder.value_links``). Only a state said with a particle ("on loan", "in kind"): a key said
    as a verb or an adjective ("did it *pass*", "played the *lead* most often") is what a clause or a ranking asks of
    the relationship itself, not a test on its nodes; but a key said as a state is one: with a denying prefix
    ("*uncollected* lots", "lots that are *unpaid*"), right before the label's word ("*collected* lots"), after
    a form of "be" ("lots that were not *collected*"), as a thing had ("staff *with a resit*", "needed a resit"), or as
    an adverb right after the relationship's own verb ("who *works remotely*")."""
    out = []
    lm = b.label_mention(label)
    for rel in b.schema.relationships:
        sides = [side for side, ends in ((EDGE_START, rel.starts), (EDGE_END, rel.ends)) if label in ends]
        if len(sides) != 1:
            continue  # no part in it, or at both ends of it (a self-relationship: which end is not said)
        for m in b.prop_mentions(None, rel.name):
            if m.element.info is None or m.element.info.type != "bool" or m.score < 0.7:
                continue
            acted = sides[0] == EDGE_START and _done_by(b, m, lm)
            if m.element.words.split()[0] not in OPPOSITES and not _said_as_state(b, m, lm) and not acted or any(
                    n.element.kind == "prop" and set(n.tokens) & set(m.tokens) and n.score >= m.score
                    for n in b.prop_mentions(label)):  # the words name a key of the nodes themselves as surely
                continue
            neg = negated(b, m.tokens) if acted else None
            if neg is not None:  # "who *never* led a job": no relationship of theirs marked so, not one marked false
                expr, ps = flag(b, m, negation=False)
                ps = [replace(p, tokens=p.tokens | frozenset(neg.tokens)) for p in ps]
                out.append((Not(Join(Relation(f"{rel.name}.{sides[0]}", reverse=True), expr)), ps))
                continue
            expr, ps = flag(b, m)
            out.append((Join(Relation(f"{rel.name}.{sides[0]}", reverse=True), expr), ps))
    return out
