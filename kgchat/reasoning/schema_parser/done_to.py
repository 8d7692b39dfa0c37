"""``done_ends``: "rooms that have *been booked*", "rooms that have *never been booked*", "invoices *not yet paid*":
a past participle naming a label one relationship away (the verb its event noun comes from: "booked" for a
Booking), after the listed or counted label's word with only words of tense, voice or negation between (past what
other pieces read: "rooms *at X* that have been booked"), says that something of that label was done to the nodes: they have the one relationship between the two labels (or the
usual one of several, ``usual.usual_type``), or, after a negation, they have none. The participle reading of what
``having.present_ends`` and ``negation.absent_ends`` read of a noun ("with a booking", "without a booking").
"""

from __future__ import annotations

from kgchat.logic.nodes import Expr, Not
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.having import reached
from kgchat.reasoning.schema_parser.lemmas import participle

SURE = 0.75  # both labels' words name them at least this surely
# words of a relative clause's tense and voice that may stand between the label's word and the participle
AUXILIARY = frozenset({"that", "which", "who", "have", "has", "had", "been", "be", "being", "was", "were", "is",
                       "are", "ever", "yet", "already"})
LINKING = frozenset({"at", "in", "on", "of", "from", "by", "for", "with"})  # before words another piece reads
PASSIVE = frozenset({"been", "be", "being", "was", "were", "is", "are"})  # one of them, or a negation, must stand
CONF = 0.5  # how surely a participle alone names the one relationship between the two labels


def done_ends(b: Builder, label: str, covered: set[int]) -> list[tuple[Expr, list[Part]]]:
    """``(HAS t)`` or ``(NOT (HAS t))`` for each participle naming a label that ``label``'s nodes undergo (see the
    module doc), with its parts; none where the words already read it (``covered``) or the schema leaves the type
    open."""
    lm = b.label_mention(label)
    if lm is None or lm.score < SURE:
        return []
    negations = [c for c in b.r.of("negation") if c.word.lower() not in ("only", "without", "no")]
    out = []
    for m in b.g.elements("label"):
        other = m.element.name
        if other == label or m.score < SURE or len(m.tokens) != 1 or set(m.tokens) & (covered - set(lm.tokens)) \
                or min(m.tokens) <= max(lm.tokens) or not _participle(b.r.tokens[m.tokens[0]].low, other):
            continue
        # the words between that no other piece reads ("rooms *at X* that have been booked": the hotel's own, and
        # the preposition before them)
        after = max(m.tokens) + 1 + (max(m.tokens) + 1 < len(b.r.tokens) and b.r.tokens[max(m.tokens) + 1].low == "the")
        if any(min(c.tokens) == after for c in b.r.cues if c.kind in ("top", "agg")):
            continue  # "which lot was viewed *the most times*": the ranking counts what was done, and reads it
        between = [i for i in range(max(lm.tokens) + 1, min(m.tokens)) if i not in covered
                   and not (b.r.tokens[i].low in LINKING and i + 1 in covered)]
        cue = next((c for c in negations if set(c.tokens) <= set(between)), None)
        denied = set(cue.tokens) if cue is not None else set()
        words = [b.r.tokens[i].low for i in between if i not in denied]
        if not all(w in AUXILIARY for w in words) or (cue is None and not any(w in PASSIVE for w in words)):
            continue
        reach = reached(b, label, other)
        named = [b.rel_mention(rel, strict=True) for rel in reach.types] if reach is not None else []
        if reach is None or any(n is not None and not set(n.tokens) <= set(lm.tokens) for n in named):
            continue  # the schema leaves the type open, or a word of its own names it: the relationship reading has it
        has = reach.test
        parts = [Part(None, frozenset(m.tokens), m.score, "label", other),
                 Part(None, frozenset(between) - denied, CONF, "relation", reach.rel, forced=reach.only,
                      usual=not reach.only, guessed=not reach.only)]
        if cue is not None:
            out.append((Not(has), [*parts, Part(None, frozenset(cue.tokens), 1.0, "constraint", "not")]))
        else:
            out.append((has, parts))
    return out


def _participle(word: str, label: str) -> bool:
    """Whether a word naming ``label`` is a past participle ("booked", "paid", "written") rather than the label's
    own noun ("booking", "bookings")."""
    noun = label.lower()
    if word in (noun, noun + "s", noun + "es") or noun.startswith(word):
        return False
    return word.endswith(("ed", "en")) or participle(word)  # "paid", "sold", "built" as well
