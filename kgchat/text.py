"""Characters that must not hide inside names, and untrusted text made safe for a terminal.

Unsafe are the Unicode categories Cc (control: NUL … U+001F, DEL, U+0080 … U+009F), Cf (format: zero-width spaces
and joiners, U+FEFF, the bidirectional overrides and isolates U+202A … U+202E / U+2066 … U+2069, soft hyphen), Zl
and Zp (U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR) and Cs (lone surrogates, which no encoder writes). In a
name they make look-alikes (``directed_by`` with a zero-width space inside is another relation that reads the same)
or reorder what a reader sees; in a terminal they move the cursor, recolour or clear the screen.

The ranges are written out (Unicode 15.1) rather than scanned from ``unicodedata`` at import (a third of a second);
``tests/test_security_round2.py`` checks that they cover every such character of the running Python.
"""

from __future__ import annotations

import functools
import re

# (first, last) code points of the unsafe categories; a newer Unicode only ever adds to Cf.
UNSAFE_RANGES: tuple[tuple[int, int], ...] = (
    (0x0000, 0x001F), (0x007F, 0x009F), (0x00AD, 0x00AD), (0x0600, 0x0605), (0x061C, 0x061C), (0x06DD, 0x06DD),
    (0x070F, 0x070F), (0x0890, 0x0891), (0x08E2, 0x08E2), (0x180E, 0x180E), (0x200B, 0x200F), (0x2028, 0x202E),
    (0x2060, 0x2064), (0x2066, 0x206F), (0xD800, 0xDFFF), (0xFEFF, 0xFEFF), (0xFFF9, 0xFFFB), (0x110BD, 0x110BD),
    (0x110CD, 0x110CD), (0x13430, 0x1343F), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0001, 0xE0001),
    (0xE0020, 0xE007F),
)


def _char_class(ranges: tuple[tuple[int, int], ...], keep: str = "") -> re.Pattern[str]:
    parts = []
    for first, last in ranges:
        for lo, hi in _split(first, last, {ord(c) for c in keep}):
            parts.append(re.escape(chr(lo)) if lo == hi else f"{re.escape(chr(lo))}-{re.escape(chr(hi))}")
    return re.compile("[" + "".join(parts) + "]")


def _split(first: int, last: int, holes: set[int]) -> list[tuple[int, int]]:
    """[first, last] without the code points in ``holes``."""
    out, start = [], first
    for cp in sorted(h for h in holes if first <= h <= last):
        if start <= cp - 1:
            out.append((start, cp - 1))
        start = cp + 1
    if start <= last:
        out.append((start, last))
    return out


UNSAFE = _char_class(UNSAFE_RANGES)
UNSAFE_IN_LINES = _char_class(UNSAFE_RANGES, keep="\t\n\r")  # for whole blocks of a file: separators stay


def unsafe_char(text: str) -> str | None:
    """The first character of ``text`` a name must not hold, or None."""
    m = UNSAFE.search(text)
    return m.group() if m else None


def describe(char: str) -> str:
    """``U+202E`` for the message that refuses it."""
    return f"U+{ord(char):04X}"


def terminal_safe(text: object) -> str:
    """``text`` with every unsafe character written as a visible escape (``\\x1b``, ``\\u202e``): what an
    administrator's terminal may print of text that came from anyone."""
    return UNSAFE.sub(_escape, str(text))


def _escape(m: re.Match[str]) -> str:
    cp = ord(m.group())
    return f"\\x{cp:02x}" if cp < 0x100 else f"\\u{cp:04x}" if cp < 0x10000 else f"\\U{cp:08x}"


def json_terminal_safe(text: str) -> str:
    """JSON text (``json.dumps(..., ensure_ascii=False)``) with every unsafe character inside its strings written as
    a ``\\uXXXX`` escape: the same JSON, safe to print. (``json.dumps`` escapes only U+0000 … U+001F itself; the
    line breaks and indentation between values are kept.)"""
    return UNSAFE_IN_LINES.sub(_json_escape, text)


def _json_escape(m: re.Match[str]) -> str:
    cp = ord(m.group())
    if cp < 0x10000:
        return f"\\u{cp:04x}"
    cp -= 0x10000
    return f"\\u{0xD800 + (cp >> 10):04x}\\u{0xDC00 + (cp & 0x3FF):04x}"


@functools.lru_cache(maxsize=65536)
def lemma(word: str) -> str:
    """The dictionary form of a lower-case English word ("wrote" -> "write", "directors" -> "director"), from
    lemminflect's lexicon and rules; a verb reading first (irregular verbs are what 4-letter stems miss), then a
    noun's; the word itself when neither applies. Used wherever a question word is compared with a relation's."""
    if not word.isalpha():
        return word
    from lemminflect import getAllLemmas

    found = getAllLemmas(word)
    for pos in ("VERB", "NOUN"):
        if found.get(pos):
            return found[pos][0]
    return word


def plural_noun(word: str) -> bool:
    """Whether a lower-case ``word`` is a plural noun ("rides", "loans"): a noun reading of it has another dictionary
    form; not a verb's base form ("contracts *run* out")."""
    from lemminflect import getAllLemmas

    return any(x != word for x in getAllLemmas(word).get("NOUN", ()))


@functools.lru_cache(maxsize=65536)
def word_kinds(word: str) -> frozenset[str]:
    """The parts of speech lemminflect's lexicon knows a lower-case English word as ("NOUN", "VERB", "ADJ", "ADV",
    …; empty for a word it does not know)."""
    from lemminflect import getAllLemmas

    return frozenset(getAllLemmas(word))


def plural(word: str) -> str:
    """The English plural of a noun phrase's last word ("category" -> "categories", "box" -> "boxes")."""
    last = word.split()[-1] if word else word
    if last.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if last.endswith("y") and len(last) > 1 and last[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"
