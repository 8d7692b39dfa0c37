"""Keys spelt with the initials of what people say in full: ``arrApplies`` for "artist's resale right applies",
``amlChecked`` for "anti money laundering checked", ``ricsQualified`` for "Royal Institution of Chartered Surveyors".

Whoever names a key after a term of the trade often writes the term's initials; whoever asks says the term. A word
of a key that is no English word (``arr``, ``aml``; three to five letters, none of the question's words cut short)
is read as said where as many words of the question in a row (a possessive "'s" and "of" / "and" between them
aside; no function words) begin with its letters in order, one letter a word; the key is named as surely as when
its words are said, less where its other words are not said.
"""

from __future__ import annotations

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import STOP, Reading, stem
from kgchat.text import word_kinds

SKIPPED = frozenset({"'s", "s", "of", "and", "&", "-"})  # said between the words of a term, no letter of it
SURE, PART = 0.9, 0.75  # the key's other words said too; or only the term


def initial_mentions(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                     taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a mention of each key one of whose words is the initials of words the question says in a row
    (see the module docstring), where no mention names the key as surely already."""
    tokens = reading.tokens
    out = list(schema)
    for e in index.elements:
        if e.kind not in ("prop", "edge_prop"):
            continue
        words = e.words.split()
        for k, word in enumerate(words):
            if not 3 <= len(word) <= 5 or not word.isalpha() or word_kinds(word) or \
                    any(t.low.startswith(word) for t in tokens):  # "est" of "estimate": a word cut short
                continue
            run = _spelt(tokens, word, taken)
            if not run:
                continue
            rest = [stem(w) for j, w in enumerate(words) if j != k]
            said = [i for i, t in enumerate(tokens) if t.stem in rest and i not in run]
            whole = len({tokens[i].stem for i in said}) == len(set(rest))
            have = [m for m in out if m.element == e]
            score = max([SURE if whole else PART, *(m.score for m in have)])
            out = [m for m in out if m.element != e]
            out.append(SchemaMention(tuple(sorted({*run, *said, *(i for m in have for i in m.tokens)})), e, score))
    return sorted(out, key=lambda m: -m.score)


def _spelt(tokens: list, initials: str, taken: set[int]) -> tuple[int, ...]:
    """The words in a row whose first letters spell ``initials``, or ()."""
    for start, t in enumerate(tokens):
        if start in taken or t.low[:1] != initials[0] or len(t.low) < 3 or t.low in STOP:
            continue
        run, k, i = [start], 1, start + 1
        while k < len(initials) and i < len(tokens):
            low = tokens[i].low
            if i in taken:
                break
            if low in SKIPPED:
                i += 1
                continue
            if low[:1] != initials[k] or len(low) < 3 or low in STOP:
                break
            run.append(i)
            k, i = k + 1, i + 1
        if k == len(initials):
            return tuple(run)
    return ()
