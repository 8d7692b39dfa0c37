"""Word roots: whether two words are one root with or without a derivational ending ("dose" / "dosage"), and
whether a key's word is another word cut short ("min" / "minutes"). Used wherever a question's word is matched
against a schema word that may be spelt in another form."""

from __future__ import annotations

# English derivational endings that turn a verb or noun into a noun for the same thing or act ("dose" → "dosage",
# "treat" → "treatment", "consult" → "consultation"): a word and a key word whose roots agree once one of these is
# taken off name the same thing. Agent endings (-er, -or) are left out: a pager is not a page, a coder not a code
DERIVATIONAL = ("age", "ation", "ition", "ion", "ment", "ance", "ence", "al", "ure", "ing")
MIN_ROOT = 3  # letters a shared root needs ("dos" of dose and dosage)


def clipped(word: str, part: str) -> bool:
    """Whether a key's word ``part`` is ``word`` cut short, as keys abbreviate ("eur" for euro, "min" for minutes):
    three letters or more, and no English word itself ("age" does not cut "agent" short)."""
    from lemminflect import getAllLemmas

    return len(part) >= MIN_ROOT and len(word) > len(part) and word.startswith(part) and not getAllLemmas(part)


def same_root(word: str, other: str) -> bool:
    """Whether two words are one root with or without a derivational ending ("dose" / "dosage", "treat" /
    "treatment"), plurals aside; not two unrelated words that begin alike ("page" / "pager": "r" is no ending)."""
    a, b = singular(word), singular(other)
    if a == b or not a or not b:
        return a == b and bool(a)
    short, long_ = sorted((a, b), key=len)
    root = short[:-1] if short.endswith("e") else short
    if len(root) < MIN_ROOT or not long_.startswith(root):
        return False
    return long_[len(root):] in DERIVATIONAL


def singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 3 else word
