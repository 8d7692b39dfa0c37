"""A true/false key that starts with a particle ("inService", "onDisplay", "onLoan") said with the opposite particle
("planes *out of* service", "animals *off* display"): the words after the particle name the key as surely as the
whole key would, and the opposite particle denies it (``states.flag``). A true/false key named by one English word
said as its opposite ("*open* incidents" of ``closed``, "*offshore* jobs" of ``inshore``) names the key as surely,
denied the same way."""

from __future__ import annotations

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import Reading, stem

# the particle a key starts with, and the words that say its opposite
OPPOSITES = {"in": ("out", "of"), "on": ("off",)}
# English adjectives and participles that say the opposite of a one-word true/false key (both ways)
_PAIRS = (("open", "closed"), ("inshore", "offshore"), ("onshore", "offshore"), ("indoor", "outdoor"),
          ("indoors", "outdoors"), ("internal", "external"), ("public", "private"), ("permanent", "temporary"),
          ("present", "absent"), ("passed", "failed"), ("approved", "rejected"), ("accepted", "rejected"),
          ("included", "excluded"), ("domestic", "international"), ("manual", "automatic"), ("wet", "dry"),
          ("owned", "rented"), ("owned", "leased"), ("owned", "hired"), ("owned", "chartered"),
          ("paid", "outstanding"), ("resolved", "outstanding"), ("open", "resolved"), ("open", "fixed"),
          ("full", "part"), ("primary", "secondary"),
          ("primary", "backup"), ("main", "backup"))
ANTONYMS: dict[str, frozenset[str]] = {}
for _a, _b in _PAIRS:
    ANTONYMS[_a] = ANTONYMS.get(_a, frozenset()) | {_b}
    ANTONYMS[_b] = ANTONYMS.get(_b, frozenset()) | {_a}


def said_as_opposite(tokens: list, span: tuple[int, ...], key_words: str) -> bool:
    """Whether the words at ``span`` are one word saying the opposite of a one-word key ("open" of closed), or the
    opposite of a longer key's first word and then its other words ("*part time*", "part-time" of fullTime)."""
    words = key_words.lower().split()
    if len(words) == 1:
        return len(span) == 1 and tokens[span[0]].low in ANTONYMS.get(words[0], ())
    said = [w for i in span for w in tokens[i].low.split("-")]
    return len(said) == len(words) and said[0] in ANTONYMS.get(words[0], ()) and \
        [stem(w) for w in said[1:]] == [stem(w) for w in words[1:]]


def _opposite_spans(tokens: list, key_words: str) -> list[tuple[int, ...]]:
    """Where the question says a longer key with its first word's opposite ("part time", "part-time" of fullTime)."""
    words = key_words.lower().split()
    out = []
    for i in range(len(tokens)):
        for size in range(1, len(words) + 1):
            span = tuple(range(i, i + size))
            if span[-1] < len(tokens) and said_as_opposite(tokens, span, key_words):
                out.append(span)
    return out


def opposite_words(tokens: list, start: int, key_words: str) -> tuple[int, ...]:
    """The words right before word ``start`` saying the opposite of the particle ``key_words`` start with (none
    when they do not)."""
    said = OPPOSITES.get(key_words.split()[0], ()) if key_words else ()
    before = tuple(range(start - len(said), start))
    return before if said and start >= len(said) and [tokens[i].low for i in before] == list(said) else ()


def opposite_flags(reading: Reading, index: SchemaIndex, schema: list[SchemaMention]) -> list[SchemaMention]:
    """``schema`` with each true/false key said whole ("on display") or after its opposite particle ("off display")
    named surely by those words."""
    tokens = reading.tokens
    out = list(schema)
    for e in index.elements:
        if e.kind not in ("prop", "edge_prop") or e.info is None or e.info.type != "bool":
            continue
        words = e.words.lower().split()
        if len(words) == 1 and words[0] in ANTONYMS:  # "open incidents" of closed
            for i, t in enumerate(tokens):
                if t.low in ANTONYMS[words[0]]:  # a likeness of the two words is no reading of their own
                    out = [m for m in out if not (m.element == e and i in m.tokens)]
                    out.append(SchemaMention((i,), e, 1.0))
            continue
        if len(words) > 1 and words[0] in ANTONYMS:  # "part time staff" of fullTime
            for span in _opposite_spans(tokens, e.words):
                out = [m for m in out if not (m.element == e and set(m.tokens) & set(span))]
                out.append(SchemaMention(span, e, 1.0))
        rest = [stem(w) for w in e.words.split()[1:]]
        if not rest or e.words.split()[0] not in OPPOSITES:
            continue
        # "night runs, all *time*" is no word of onTime: the words after the particle name the key only with the
        # particle, or its opposite, said before them
        out = [m for m in out if m.element != e or _particle_said(tokens, m.tokens, e.words)]
        for i in range(1, len(tokens) - len(rest) + 1):
            span = tuple(range(i, i + len(rest)))
            if [tokens[j].stem for j in span] != rest or any(m.element == e and m.score >= 1.0 for m in out):
                continue
            if tokens[i - 1].low == e.words.split()[0]:
                span = (i - 1, *span)  # the particle itself ("on display")
            elif not opposite_words(tokens, i, e.words):
                continue
            out = [m for m in out if not (m.element == e and set(m.tokens) & set(span))]
            out.append(SchemaMention(span, e, 1.0))
    return sorted(out, key=lambda m: -m.score)


def _particle_said(tokens: list, span: tuple[int, ...], key_words: str) -> bool:
    """Whether the particle a key starts with ("on" of onTime), or its opposite ("off"), is said in ``span`` or right
    before it ("*on* time", "*on-time*", "*off* display", "*out of* service")."""
    particle = key_words.lower().split()[0]
    if not span:
        return False
    said = [w for i in span for w in tokens[i].low.split("-")]
    first = min(span)
    return particle in said or first > 0 and tokens[first - 1].low == particle or \
        bool(opposite_words(tokens, first, key_words))
