"""Words of a question that point outside it: pronouns, demonstratives, "one" / "ones", partitives, "else".

A follow-up question says what it is about by pointing back ("what else did *he* direct", "*which one* was released
in 1988", "*the oldest of those*", "*that director*"). ``pointers`` finds such words with their places and says what
each points at:

- ``person``: he, she, him, his, her, ... and a demonstrative before a noun for a person ("that director");
- ``thing``: it, its, and a demonstrative before a singular noun ("this movie", "that one");
- ``group``: they, them, those, these, and a demonstrative before a plural ("those films");
- ``within``: a selection from an earlier answer: a partitive ("which of them", "the earliest of those", "any of
  these", "among them") or "one" / "ones" after a determiner or a superlative ("which one", "the newest one", "just
  the ones after 2010");
- ``else``: else, other, another, besides (what an earlier turn named is left out).

Which nouns stand for people is asked of the caller (``is_person``: the graph decides, see ``context.py``); the words
listed here are closed-class English only. A pronoun after a preposition in a question that already names
something ("list dramas with X *in them*") points inside the question and is not returned; so is a pronoun after a
selection ("the oldest of those — who wrote *it*?": the one selected), and "their" / "they" after a plural noun of the
question ("suppliers … across *their* products"), and a reflexive with words before it ("mentors who are
*themselves* mentored": the clause's own subject).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from kgchat.text import word_kinds

PERSON_PRONOUNS = ("he", "she", "him", "his", "her", "hers", "himself", "herself")
THING_PRONOUNS = ("it", "its", "itself")
GROUP_PRONOUNS = ("they", "them", "their", "theirs", "themselves", "those", "these")
DEMONSTRATIVES = ("that", "this", "those", "these", "the same", "said", "the aforementioned", "the above")
QUANTIFIERS = ("which", "what", "how many", "any", "some", "none", "all", "each", "one", "both", "either",
               "neither", "many", "few", "most", "the first", "the last", "the only")
REFLEXIVES = frozenset({"himself", "herself", "itself", "themselves"})
ELSE_WORDS = ("else", "other", "others", "another", "besides")
PREPOSITIONS = frozenset({"in", "on", "at", "with", "for", "from", "by", "about", "of", "to", "into", "before",
                          "after", "when", "while", "since", "than", "without", "during"})
CLAUSE_WORDS = frozenset({"who", "whom", "that", "which", "whose"})  # "the one *who* ...": a relative clause
FUNCTION = frozenset("""a an the of in on at to for from by with about as into and or but not no is are was were be
been being do does did has have had what which who whom whose when where why how that this these those it its he she
they them his her their i me my you your we our us any all some can could would should will also just only too
please ok okay so then now well tell give show list name""".split())  # noqa: SIM905

_WORD = r"[A-Za-z][\w'-]*"
_SUPERLATIVE = r"(?:most\s+|least\s+)?[a-z]+est|most\s+recent|latest|first|last"
_PARTITIVE = re.compile(rf"(?:\b(?:{'|'.join(QUANTIFIERS)}|{_SUPERLATIVE}|\d+)\s+(?:one\s+)?(?:of|among|amongst)|"
                        rf"^\W*(?:(?:and|so|ok|okay|then|now|but)\W+)?of|\bamong|\bamongst)\s+"
                        rf"(?:them|those|these|the above)\b", re.I)
_ONE = re.compile(rf"\b(?:which|the|that|this|any|each|every|just\s+the|only\s+the|(?:the\s+)?{_SUPERLATIVE})"
                  rf"(?:\s+(?:{_SUPERLATIVE}))?\s+ones?\b", re.I)
_DEMONSTRATIVE = re.compile(rf"\b(?:{'|'.join(DEMONSTRATIVES)})\s+({_WORD})", re.I)
_PRONOUN = re.compile(rf"\b(?:{'|'.join(PERSON_PRONOUNS + THING_PRONOUNS + GROUP_PRONOUNS)})\b", re.I)
_ELSE = re.compile(rf"\b(?:(?:what|who|which|anything|anyone|something|where)\s+else|{'|'.join(ELSE_WORDS)})\b", re.I)
_BRACKETED = re.compile(r"\[[^\[\]]*\]")


@dataclass(frozen=True)
class Pointer:
    """Words that point outside the question: ``kind`` is person / thing / group / within / else."""

    text: str
    start: int
    end: int
    kind: str
    noun: str = ""  # the noun after a demonstrative or a partitive ("director" of "that director")

    def overlaps(self, start: int, end: int) -> bool:
        return self.start < end and start < self.end


def pointers(question: str, kind_of: Callable[[str], str | None] | None = None, *,
             inside: bool = False) -> list[Pointer]:
    """The pointing words of ``question``, left to right. ``kind_of(noun)`` says what a noun stands for on the
    graph at hand: "person", "thing", or None when it is no noun the graph knows. With ``inside``, pronouns that
    point inside the question are kept too."""
    kind_of = kind_of or (lambda noun: None)
    found: list[Pointer] = []
    taken: list[tuple[int, int]] = [m.span() for m in _BRACKETED.finditer(question)]

    def free(s: int, e: int) -> bool:
        return not any(a < e and s < b for a, b in taken)

    def add(p: Pointer) -> None:
        if free(p.start, p.end):
            found.append(p)
            taken.append((p.start, p.end))

    for m in _PARTITIVE.finditer(question):
        nxt = re.match(rf"\s+({_WORD})", question[m.end():])
        noun = nxt.group(1).lower() if nxt else ""
        if noun.endswith("s") and len(noun) > 3 and noun not in FUNCTION:  # "which of those films"
            add(Pointer(question[m.start():m.end() + nxt.end()], m.start(), m.end() + nxt.end(), "within", noun))
        else:
            add(Pointer(m.group(0), m.start(), m.end(), "within"))
    for m in _ONE.finditer(question):
        if not _relative_after(question, m.end()):  # "the one who directed X" describes, it does not point
            add(Pointer(m.group(0), m.start(), m.end(), "within", "one"))
    for m in _DEMONSTRATIVE.finditer(question):
        noun = m.group(1).lower()
        if noun in FUNCTION or noun in ("one", "ones"):
            continue
        if m.group(0).lower().startswith("that ") and (_relative_before(question, m.start(), kind_of)
                                                       or _verb_only(noun) and _after_content(question, m.start())):
            continue  # "films *that* star X", "courses started in 2025 *that included* …": a relative pronoun
        if m.group(0).lower().startswith("the same ") and _compared_inside(question, m.end()):
            continue  # "the same director *as X*": what is the same is named in the question itself
        kind = "person" if kind_of(noun) == "person" else "group" if noun.endswith("s") and len(noun) > 3 \
            else "thing"
        add(Pointer(m.group(0), m.start(), m.end(), kind, noun))
    selected = [p for p in found if p.kind == "within"]
    for m in _PRONOUN.finditer(question):
        word = m.group(0).lower()
        kind = "person" if word in PERSON_PRONOUNS else "thing" if word in THING_PRONOUNS else "group"
        if word in ("those", "these") and not _ends_phrase(question, m.end()):
            continue  # "those films" was read above as a demonstrative
        if m.group(0)[:1].isupper() and m.start() > 0 and question[:m.start()].strip():
            continue  # a capital inside the question: part of a name ("Who directed It Happened One Night")
        if word in REFLEXIVES and not inside and re.search(_WORD, question[:m.start()]):
            continue  # "mentors who are *themselves* mentored": the clause's own subject, said before it
        if not inside and ((kind == "thing" and any(p.end <= m.start() for p in selected))
                           or _points_inside(question, m.start(), kind_of) or _own_plural(question, m)):
            continue  # "the oldest of those, who wrote *it*": the one selected
        add(Pointer(m.group(0), m.start(), m.end(), kind))
    for m in _ELSE.finditer(question):
        add(Pointer(m.group(0), m.start(), m.end(), "else"))
    return sorted(found, key=lambda p: p.start)


def _relative_after(question: str, at: int) -> bool:
    nxt = re.match(rf"\s+({_WORD})", question[at:])
    return bool(nxt) and nxt.group(1).lower() in CLAUSE_WORDS


def _relative_before(question: str, at: int, kind_of: Callable[[str], str | None]) -> bool:
    """Whether "that" at ``at`` follows a noun ("films that star X", "the director that ..."), so it opens a
    relative clause, rather than a verb or a preposition ("who directed that film")."""
    before = re.findall(_WORD, question[:at])
    if not before:
        return False
    word = before[-1].lower()
    if word in FUNCTION or word in PREPOSITIONS or word.endswith("ed"):
        return False
    return (word.endswith("s") and len(word) > 3) or kind_of(word) is not None


def _after_content(question: str, at: int) -> bool:
    """Whether a word said before ``at`` ends what a relative clause may describe: a word or number of content,
    not a function word, preposition or auxiliary ("*is* that released" asks about something earlier)."""
    before = re.findall(r"[\w'-]+", question[:at])  # a number too ("started in *2025* that …")
    word = before[-1].lower() if before else ""
    return bool(word) and word not in FUNCTION and word not in PREPOSITIONS and word not in AUXILIARIES


def _verb_only(word: str) -> bool:
    """Whether a word after "that" can only be a verb ("that *included*", "that *had*"): "that" then opens a
    relative clause, as a demonstrative stands before a noun ("that *film*")."""
    kinds = word_kinds(word)
    return "VERB" in kinds and "NOUN" not in kinds


def _compared_inside(question: str, at: int) -> bool:
    """Whether "the same N" is followed by what it is the same as ("of X", "as X", "with X", "that X has")."""
    nxt = re.match(rf"\s+({_WORD})\s+\S", question[at:])
    return bool(nxt) and nxt.group(1).lower() in ("of", "as", "with", "that", "than")


def _ends_phrase(question: str, at: int) -> bool:
    """Whether a word ends a noun phrase here ("who directed those?", "are those dramas" — a verb or the end
    follows), rather than standing before its noun ("those films")."""
    nxt = re.match(rf"[\s,]*({_WORD})?", question[at:])
    word = (nxt.group(1) or "").lower() if nxt else ""
    return not word or word in FUNCTION or word in PREPOSITIONS


AUXILIARIES = frozenset("""do does did have has had are were was is will would can could should""".split())  # noqa: SIM905


def _own_plural(question: str, m: re.Match) -> bool:
    """"their" after a plural noun of the question, not right after an auxiliary ("the suppliers with the highest
    price across *their* products"; not "what are *their* genres"), and "they" right after a plural noun ("the
    number of products *they* supply"): it points at that noun, inside the question."""
    word = m.group(0).lower()
    before = re.findall(_WORD, question[:m.start()])
    if word not in ("their", "they") or not before or before[-1].lower() in AUXILIARIES:
        return False
    nouns = before if word == "their" else before[-1:]
    return any(len(w) > 3 and w.lower().endswith("s") and not w.lower().endswith("ss") and w.lower() not in FUNCTION
               for w in nouns)


def _points_inside(question: str, at: int, kind_of: Callable[[str], str | None]) -> bool:
    """A pronoun after a preposition, in a question that names something of its own before it ("list dramas with
    X in *them*", "which years had a film with Nana Patekar in *it*"): it points at that, inside the question. A
    name (a capitalised word past the first, or a bracketed one), a plural or a noun the graph knows counts; a verb
    does not ("who starred in *them*")."""
    head = _BRACKETED.sub(" Thing ", question[:at])
    before = re.findall(_WORD, head)
    if not before or before[-1].lower() not in PREPOSITIONS:
        return False
    for k, word in enumerate(before[:-1]):
        low = word.lower()
        if low in FUNCTION or low in PREPOSITIONS or low in ELSE_WORDS or low.endswith("ed"):
            continue
        if (k > 0 and word[:1].isupper()) or kind_of(low) is not None or (low.endswith("s") and len(low) > 3):
            return True
    return False
