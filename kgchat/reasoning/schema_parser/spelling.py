"""``respelt``: a question with its misspelt schema words put right ("who *wroks* at X" → "who works at X").

A lower-case word no English dictionary knows (lemminflect's lexicon), one edit away (a letter added, dropped,
changed, or two letters swapped) from exactly one word of the schema's own names (labels, relationship types,
property keys, split into words; a type's verb in its base form too, said as a noun: "*reveiws*" for REVIEWED) or of
the values its keys keep (a key of few values: "heated *polytunels*" for
'polytunnel'), is read as that word (a label's plural as English makes it: "*batteris*" for batteries). A word the dictionary
knows, spelt as the other side of the Atlantic spells it, is read as the schema's spelling ("*canceled*" jobs of a
graph that keeps 'cancelled'; "color" of ``colour``), by the endings that differ (-ed/-ing doubling an l, -ise/-ize,
-our/-or, -tre/-ter, -ogue/-og). Words of five letters or more only: shorter ones are one
edit from too many others. Names are left as written (a capital letter, or a word the schema does not spell
nearly): linking has its own fuzzy search for them. A function word with a letter dropped or two swapped ("*hav*",
"*wich*") is put right too, where it is the only such word. A month's name misspelt beside a number ("*Novmber*
2024") is put right whatever its case.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rapidfuzz.distance import OSA

from kgchat.reasoning.schema_parser.dates import MONTHS
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.words import STOP, english_superlative, number_value

SHORTEST = 5  # letters a misspelt word needs before one edit is read as a slip
_WORD = re.compile(r"(?<![\w'’-])[a-z]+(?![\w'’-])")
# a word of letters beside a number, either side ("Novmber 2024", "3 Febuary"), perhaps a month misspelt
_MONTH_LIKE = re.compile(r"(?<=[0-9] )[A-Za-z]+(?![\w'’-])|(?<![\w'’-])[A-Za-z]+(?= [0-9])")


def respelt(question: str, index: SchemaIndex) -> str:
    """``question`` with each misspelt schema word (see the module doc) replaced by the word it misspells."""
    vocabulary = _vocabulary(index)
    if not vocabulary:
        return question

    def fix(m: re.Match[str]) -> str:
        word = m.group(0)
        if (slip := _function_slip(word)) and word not in vocabulary:
            return slip  # "how many staff do we *hav*", "*wich* boats"
        if (best := superlative_slip(word)) and word not in vocabulary:
            return best  # "the *heavyest* bell", "the *bigest* order"
        if len(word) < SHORTEST or word in vocabulary or word in STOP or number_value(word) is not None:
            return word
        if in_dictionary(word):  # "canceled" of a graph that keeps 'cancelled': the other side of the Atlantic
            other = [v for v in other_spellings(word) if v in vocabulary]
            return other[0] if len(other) == 1 else word
        # the schema's word, or a label's plural ("hotles" for hotels; not "attendees" for ATTENDED)
        near = {said for v, noun in vocabulary.items() for said in ((v, plural(v)) if noun else (v,))
                if abs(len(said) - len(word)) <= 1 and OSA.distance(word, said, score_cutoff=1) <= 1}
        return near.pop() if len(near) == 1 else word

    return _WORD.sub(fix, _MONTH_LIKE.sub(_month, question))


FUNCTION = frozenset(w for w in STOP if len(w) >= 4 and w.isalpha())  # "have", "which", "what", "there"
UNMARKED = frozenset(w.replace("'", "") for w in STOP if "'" in w)  # "whos", "thats": no slip of another word


@lru_cache(maxsize=4096)
def _function_slip(word: str) -> str | None:
    """The one function word a word no dictionary knows is, with a letter dropped or two letters swapped ("hav",
    "wich", "waht"): the slips a quick typist makes; None where none or several are."""
    if len(word) < 3 or word in STOP or number_value(word) is not None or in_dictionary(word) \
            or word in UNMARKED:
        return None  # "whos": who's, its apostrophe left out, read as such elsewhere
    near = [w for w in FUNCTION if (len(w) == len(word) + 1 or len(w) == len(word) and sorted(w) == sorted(word))
            and OSA.distance(word, w, score_cutoff=1) <= 1]
    return near[0] if len(near) == 1 else None


@lru_cache(maxsize=4096)
def superlative_slip(word: str) -> str | None:
    """The superlative a word no dictionary knows is, built by the rule but spelt as said: a -y kept before -est
    ("heavyest": heaviest), a final consonant not doubled ("bigest": biggest) or doubled where it is not
    ("smalllest"); None where it is no such slip."""
    if not word.endswith("est") or len(word) < 6 or in_dictionary(word):
        return None
    root = word[:-3]
    tries = [root[:-1] + "iest"] if root.endswith("y") else []
    tries += [root + root[-1] + "est", root[:-1] + "est"]
    found = [t for t in tries if t != word and english_superlative(t)]
    return found[0] if len(found) == 1 else None


# British and American spellings of one word: (ending, the other side's ending)
_SPELLINGS = (("elled", "eled"), ("elling", "eling"), ("eller", "eler"), ("ise", "ize"), ("ised", "ized"),
              ("ises", "izes"), ("ising", "izing"), ("isation", "ization"), ("our", "or"), ("ours", "ors"),
              ("tre", "ter"), ("tres", "ters"), ("ogue", "og"), ("ogues", "ogs"))


def other_spellings(word: str) -> list[str]:
    """The word as the other side of the Atlantic spells it ("canceled": "cancelled"; "colour": "color";
    "centre": "center"), by its ending; empty where no ending differs."""
    out = []
    for british, american in _SPELLINGS:
        for end, other in ((british, american), (american, british)):
            if word.endswith(end) and len(word) > len(end) + 2:
                out.append(word[: len(word) - len(end)] + other)
    return list(dict.fromkeys(out))


@lru_cache(maxsize=4096)
def plural(noun: str) -> str:
    """A noun's plural as English makes it ("hotels", "batteries", "boxes"), by lemminflect."""
    from lemminflect import getInflection

    found = getInflection(noun, "NNS")
    return found[0] if found else noun + "s"


def _month(m: re.Match[str]) -> str:
    """A word no dictionary knows, one edit from exactly one month's name, beside a number ("raised in *Novmber*
    2024", "on 3 *Febuary*"): that month, capitalised as written."""
    word, low = m.group(0), m.group(0).lower()
    if len(low) < SHORTEST or low in MONTHS or in_dictionary(low):
        return word
    near = [x for x in MONTHS if len(x) >= SHORTEST and abs(len(x) - len(low)) <= 1
            and OSA.distance(low, x, score_cutoff=1) <= 1]
    return (near[0].capitalize() if word[:1].isupper() else near[0]) if len(near) == 1 else word


def _vocabulary(index: SchemaIndex) -> dict[str, bool]:
    """The words of the schema's names and of its keys' few values, lower-cased, of ``SHORTEST`` letters or more, each
    with whether it may be said in the plural (a label's name, a value's last or first word: "polytunnels")."""
    out: dict[str, bool] = {}
    for e in index.elements:
        for w in e.words.lower().split():
            if len(w) >= SHORTEST and w.isalpha():
                out[w] = out.get(w, False) or e.kind == "label"
            if e.kind == "rel" and w.isalpha():  # REVIEWED: "review", "reviews" ("how many *reveiws*")
                for root in _verb_roots(w):
                    if len(root) >= SHORTEST:
                        out[root] = True
    for value in index.values():
        words = value.split()
        for k, w in enumerate(words):
            if len(w) >= SHORTEST and w.isalpha():
                # its last word, or its first, which may say the value alone ("confocals": ``leading_words``)
                out[w] = out.get(w, False) or k == len(words) - 1 or k == 0
    return out


def _verb_roots(word: str) -> tuple[str, ...]:
    """The base forms of a verb's inflected form ("reviewed": "review"), which may be said as nouns too."""
    from lemminflect import getAllLemmas

    return tuple(x for x in getAllLemmas(word).get("VERB", ()) if x != word and x.isalpha())


@lru_cache(maxsize=4096)
def in_dictionary(word: str) -> bool:
    """Whether an English dictionary of nouns, verbs, adjectives and adverbs knows the word (function words and
    numbers are asked of ``words`` instead)."""
    from lemminflect import getAllLemmas

    return bool(getAllLemmas(word))


COMPOUND_PART = 4  # letters the rest of a name needs, after a word it starts with, for the name to be a compound


def compound_of(word: str, name: str) -> bool:
    """Whether a one-word name is a compound whose first part is ``word`` or its singular ("boats": Boatyard, "work":
    Workshop): the rest is an English word of COMPOUND_PART letters or more, and the name means another thing."""
    name = name.lower()
    for w in {word.lower(), word.lower()[:-1] if word.lower().endswith("s") else word.lower()}:
        rest = name[len(w):]
        if w and name.startswith(w) and len(rest) >= COMPOUND_PART and " " not in name and in_dictionary(rest):
            return True
    return False
