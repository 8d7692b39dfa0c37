"""Keys spelt with the initials of what people say in full: ``arrApplies`` for "artist's resale right applies",
``amlChecked`` for "anti money laundering checked", ``ricsQualified`` for "Royal Institution of Chartered Surveyors".

Whoever names a key after a term of the trade often writes the term's initials; whoever asks says the term. A word
of a key that is no English word (``arr``, ``aml``, ``et``; two to five letters, none of the question's words cut short)
is read as said where as many words of the question in a row (a possessive "'s" and "of" / "and" between them
aside; no function words) begin with its letters in order, one letter a word; the key is named as surely as when
its words are said, less where its other words are not said.

A label of two to five words is said by their initials written in capitals ("SR", "SRs" of ``ServiceReservoir``;
"AE" of ``AdverseEvent``): ``label_initials``.

The other way round, a word written in capitals ("WM", "ALP"; "RTCs", "WMs" of several) says a stored value whose
words it is the initials of ("Watch Manager", "aerial ladder platform"), or the value it is the plural of ("RTC"):
``acronym_value``.
"""

from __future__ import annotations

import re

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
            if not 2 <= len(word) <= 5 or not word.isalpha() or word_kinds(word) or \
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


def label_initials(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                   taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a mention of each label of two to five words whose initials a word of the question writes in
    capitals, a plural "s" aside ("SRs": service reservoirs), where nothing names that word already as surely."""
    out = list(schema)
    for i, t in enumerate(reading.tokens):
        if i in taken:
            continue
        for e in spelt_labels(t.text, index):
            if not any(i in x.tokens and x.score >= SURE for x in out):
                out.append(SchemaMention((i,), e, SURE))
    return sorted(out, key=lambda m: -m.score)


def spelt_labels(written: str, index: SchemaIndex) -> list:
    """The labels of two to five words a word written in capitals spells the initials of ("SRs": ServiceReservoir)."""
    m = _ACRONYM.fullmatch(written)
    if m is None or not m.group(1).isalpha():
        return []
    short = m.group(1).lower()
    return [e for e in index.elements if e.kind == "label" and 2 <= len(words := e.words.split()) <= 5
            and "".join(w[:1] for w in words) == short]


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


_ACRONYM = re.compile(r"([A-Z][A-Z0-9]{1,5})s?")  # "WM", "ALP", "RTCs"


def acronym_value(written: str, values: dict) -> str | None:
    """The stored value (a key of ``values``: normalised value text) a word written in capitals says: itself without
    a plural "s" ("RTCs": rtc), else the one value of two to six words it spells the initials of ("WMs": watch
    manager; not one with a word in capitals: "CCTV mast"); None when it says none, or several alike."""
    m = _ACRONYM.fullmatch(written)
    if m is None:
        return None
    short = m.group(1).lower()
    if short in values:
        return short
    if not short.isalpha():
        return None
    spelt = [text for text in values if 2 <= len(words := text.split()) <= 6 and len(words) == len(short)
             and all(w[:1] == c for w, c in zip(words, short, strict=True)) and not _abbreviated(values[text])]
    return spelt[0] if len(spelt) == 1 else None


def _abbreviated(held: object) -> bool:
    """Whether a stored value writes a word of it in capitals ("CCTV mast"): no one letter stands for that word."""
    return any(isinstance(x, tuple) and len(x) > 1 and any(w.isupper() and len(w) > 1 for w in str(x[1]).split())
               for x in held) if isinstance(held, list) else False
