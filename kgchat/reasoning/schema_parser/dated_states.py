"""A state the graph keeps as a date that is there or not: "*open* complaints" (no ``closedOn``), "jobs not yet
*completed*" (no ``completedOn``), "*current* tenants" (a ``RENTS`` with no ``endDate``), "*former* tenants".

People keep the end of something as the date it ended, and leave the key out while it goes on: a complaint is open
until it has a ``closedOn``, a tenancy current until its ``endDate``. The asker says the state, not the date. Read
from English and the key's own name, never a graph's wording:

- a date key whose name begins with a past participle (``closedOn``, ``completedOn``, ``cancelledDate``) is the state
  that word says: the word said as a state of the nodes (right before the label's word, or after a form of "be",
  "not", "still" or "yet" between) keeps the nodes that hold the date, denied ("not", "never", "un-"), said as its
  opposite ("*open*" of closed) or as still to come ("waiting *to be* activated") those that do not;
- a date key whose name says an end (``endDate``, ``endedOn``, ``leftOn``, ``until``) is what "*current*",
  "*ongoing*", "*existing*" deny and "*former*", "*past*", "*previous*" assert, said right before the label's word
  ("current tenants"; "their *current* manager" says nothing of the people asked for);
- either on a relationship the label's nodes take part in at one end only: the nodes with such a relationship
  ("current tenants": tenants with a tenancy that has no end date). A count over them, named with the label at the
  other end ("how many *study* sites …"), is never sure where a node may take part in several: the state is each
  relationship's, and whether the nodes or their pairs are counted is open.

Only a key some of its holders lack says a state: one every holder has tells them apart by nothing. A participle
followed by a date ("completed in March") is a date the question tests, not a state.
"""

from __future__ import annotations

from dataclasses import replace

from kgchat.logic.nodes import And, Class, Expr, Has, Join, Not, Relation
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.dates import MONTHS
from kgchat.reasoning.schema_parser.negation import negated
from kgchat.reasoning.schema_parser.opposites import ANTONYMS
from kgchat.schema import EDGE_END, EDGE_START, PropertyInfo, identifier_words

SCORE = 0.85  # a state read from a date key's name: an inference from English, a little below the key's own words
CURRENT = frozenset({"current", "currently", "ongoing", "existing"})  # the end is not there yet
FORMER = frozenset({"former", "past", "previous", "ended", "ex"})  # it is
END_WORDS = frozenset({"end", "ended", "ends", "until", "left", "finished", "terminated", "ceased", "vacated"})
BE = frozenset({"is", "are", "was", "were", "be", "been", "being", "'s", "'re"})
HAVE = frozenset({"has", "have", "had", "'ve"})
BETWEEN = frozenset({"not", "still", "yet", "never", "already", "been", "n't"})
DATE_AFTER = frozenset({"on", "in", "before", "after", "since", "during", "by", "between", "within", "last", "this"})
DATED = frozenset({"date", "datetime"})
# verbs before "to be" saying a state holds already ("*found* to be closed"); after any other, it is still to come
FOUND = frozenset({"found", "known", "said", "shown", "proved", "proven", "seem", "seems", "seemed", "appear",
                   "appears", "appeared", "believed", "confirmed", "reported"})
WAITING = frozenset({"waiting", "wait", "waits", "yet", "due", "still", "pending", "scheduled", "planned", "set"})


def dated_states(b: Builder, label: str, covered: set[int]) -> list[tuple[Expr, list[Part]]]:
    """The states said of ``label``'s nodes or of a relationship they take part in, each read as a date key held or
    not (see the module docstring); words in ``covered`` are read by other pieces already."""
    out = []
    info = b.schema.label(label)
    if info is None:
        return out
    for p in info.properties:
        if p.type in DATED and p.count < info.count and (read := _state(b, label, p, covered)):
            test: Expr = Has(Relation(p.key))
            out.append((test if read[0] else Not(test), [read[1]]))
    for rel in b.schema.relationships:
        sides = [(side, other) for side, other, ends in ((EDGE_START, EDGE_END, rel.starts),
                                                          (EDGE_END, EDGE_START, rel.ends)) if label in ends]
        far = rel.ends if sides and sides[0][0] == EDGE_START else rel.starts
        if len(sides) != 1 or len(far) != 1:
            continue  # no part in it, at both ends (a self-relationship), or several kinds at its other end
        for p in rel.properties:
            if p.type in DATED and p.count < rel.count and (read := _state(b, label, p, covered)):
                side, other = sides[0]
                test = Has(Relation(f"{rel.name}.{p.key}"))
                edges = And(Join(Relation(f"{rel.name}.{other}"), Class(far[0])), test if read[0] else Not(test))
                state = read[1]
                if b.r.of("agg") and _paired(b, label, far[0]) and not b.index.one_each(rel.name, side == EDGE_START,
                                                                                         label):
                    # "how many study sites are waiting to be activated": the sites, or each site's part in a study?
                    state = replace(state, doubt=f"the state is each {rel.name}'s, and a {label} may have several: "
                                                 f"each {label} counted once, not each {rel.name}")
                out.append((Join(Relation(f"{rel.name}.{side}", reverse=True), edges),
                            [state, Part(None, frozenset(), SCORE, "relation", rel.name, forced=True)]))
    return out


def _state(b: Builder, label: str, p: PropertyInfo, covered: set[int]) -> tuple[bool, Part] | None:
    """(whether the nodes hold the date, the words read) when the question says the state key ``p`` keeps."""
    words = identifier_words(p.key).lower().split()
    first = words[0] if words else ""
    tokens = b.r.tokens
    for i, t in enumerate(tokens):
        if i in covered:
            continue
        low = t.low
        if first in END_WORDS and low in CURRENT | FORMER:
            lm = b.label_mention(label)
            if lm is not None and lm.tokens and i + 1 == min(lm.tokens):  # said of these nodes: "*current* tenants"
                return low in FORMER, _part((i,), p, low in FORMER)
            continue
        if not first.endswith("ed") or _dated_after(b, i):
            continue
        said = low == first or low in (f"un{first}", f"un-{first}") or low in ANTONYMS.get(first, ())
        if not said or not _as_state(b, label, i):
            continue
        held = low == first
        neg = negated(b, (i,), covered)
        toks = (i, *neg.tokens) if neg is not None else (i,)
        if neg is not None:
            held = not held
        if held and _still_to_come(tokens, i):
            waits = (i - 3,) if i >= 3 and tokens[i - 3].low in WAITING else ()
            return False, _part((*waits, i - 2, i - 1, i), p, False)
        return held, _part(toks, p, held)
    return None


def _part(tokens: tuple[int, ...], p: PropertyInfo, held: bool) -> Part:
    return Part(None, frozenset(tokens), SCORE, "constraint",
                f"{identifier_words(p.key).lower()} {'held' if held else 'none'}")


def _as_state(b: Builder, label: str, i: int) -> bool:
    """Whether the word at ``i`` is said as a state of the nodes: right before the label's word ("*closed*
    complaints"), or after a form of "be" or "have", with "not", "still", "yet" or "been" between ("complaints that
    are still *open*", "jobs that have not been *completed*"), or right after the label's word with "not", "yet" or
    "still" between ("complaints *not yet* closed")."""
    tokens = b.r.tokens
    lm = b.label_mention(label)
    if lm is not None and lm.tokens and i + 1 == min(lm.tokens):
        return True
    j = i - 1
    while j >= 0 and tokens[j].low in BETWEEN:
        j -= 1
    after_label = lm is not None and lm.tokens and j == max(lm.tokens) and j < i - 1  # "complaints *not yet* closed"
    if j >= 0 and tokens[j].low in HAVE:  # "has *been* closed"; "who has reported to": the verb, active
        return any(tokens[k].low == "been" for k in range(j + 1, i))
    return j >= 0 and tokens[j].low in BE or bool(after_label)


def _paired(b: Builder, label: str, far: str) -> bool:
    """Whether the words name ``label``'s nodes with the label at the relationship's other end before them ("*study*
    sites"): a thing that may be the pair of the two as much as the node."""
    lm, fm = b.label_mention(label), b.label_mention(far)
    return lm is not None and fm is not None and bool(lm.tokens) and bool(fm.tokens) \
        and max(fm.tokens) + 1 == min(lm.tokens)


def _still_to_come(tokens: list, i: int) -> bool:
    """Whether the participle at ``i`` is said as still to happen: "to be" right before it ("sites *waiting to be*
    activated", "*yet to be* closed", "*due to be* completed"), unless a verb of finding says it is so already
    ("found to be closed")."""
    return i >= 2 and tokens[i - 1].low == "be" and tokens[i - 2].low == "to" \
        and (i < 3 or tokens[i - 3].low not in FOUND)


def _dated_after(b: Builder, i: int) -> bool:
    """Whether a date follows the word at ``i`` ("completed *in March*", "closed *on 3 June*", "ended 2024"): the
    question tests the date, not the state."""
    tokens = b.r.tokens
    j = i + 1
    while j < len(tokens) and tokens[j].low in DATE_AFTER | {"the"}:
        j += 1
    return j < len(tokens) and (tokens[j].low[:1].isdigit() or tokens[j].low in MONTHS)
