"""Nouns for the one who does something with a stored value: "cellists" for the players whose ``instrument`` is
'cello', "cardiologists" for the doctors whose ``specialty`` is 'cardiology', "trumpeters", "librarians".

English makes such nouns from the thing itself (cello → cellist, violin → violinist, trumpet → trumpeter, drum →
drummer, cardiology → cardiologist, library → librarian, pediatrics → pediatrician), so a word the graph stores no
value of, whose ending is one of these and whose root is a stored value, is read as that value said of its holders,
as a plural value is ("how many *cellos*"). Only a root that is a noun in English is read through "-er" (an
"owner" is no 'own').
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from kgchat.backends.base import singulars
from kgchat.reasoning.schema_parser.leading_words import kind_shortened
from kgchat.text import word_kinds

# (ending of the doer's noun, endings the value's root may take back): cellist → cell + o, violist → viol + a
ENDINGS = (
    ("ologists", ("ology",)), ("ologist", ("ology",)),
    ("icians", ("ics", "ic")), ("ician", ("ics", "ic")),
    ("ists", ("", "o", "a", "e", "y")), ("ist", ("", "o", "a", "e", "y")),
    ("ians", ("y", "")), ("ian", ("y", "")),
    ("ers", ("", "_")), ("er", ("", "_")),
)


def value_of_doer(word: str, values: Container[str]) -> str:
    """The stored value ``word`` names the doer of (see the module docstring), or ``word`` itself when it is a
    value already or names none."""
    if word in values:
        return word
    head, _, last = word.rpartition(" ")
    for one in singulars(last) if len(last) >= 4 else ():  # "clockmakers", "reps": a word no lexicon has
        if (said := f"{head} {one}" if head else one) in values:
            return said
    if " " in word or len(word) < 6:
        return word
    for ending, backs in ENDINGS:
        if not word.endswith(ending):
            continue
        root = word[: -len(ending)]
        for back in backs:
            value = root[:-1] if back == "_" and len(root) > 2 and root[-1] == root[-2] else root + back.strip("_")
            if back == "_" and value == root:
                continue
            if value in values and len(value) >= 3 and (not ending.startswith("er") or "NOUN" in word_kinds(value)):
                return value
    return word


def says_value(word: str, value: str) -> bool:
    """Whether ``word`` says ``value`` as a noun for its things or doers: the value, its plural, or its doer."""
    from kgchat.reasoning.schema_parser.schema_index import singular

    return value in (word, singular(word), value_of_doer(singular(word), {value}), value_of_doer(word, {value}))


HOLDING = ("has", "have", "had", "holds", "hold", "held")  # "who *has* HACCP Level 3": the holders of a value


def said_value(part: Any, builder: Any) -> str:
    """The stored value a value piece tests, as the question's words found it ("" where it cannot be told)."""
    if builder is None:
        return ""
    return next((str(vm.value) for vm in builder.g.values if frozenset(vm.tokens) == frozenset(part.tokens)
                 and part.text.endswith(str(vm.value))), "")


def kind_said(part: Any, reading: Any, builder: Any = None) -> bool:
    """Whether ``part`` tests a value the question says as a plural noun ("list the *captains*": the nodes whose
    title is Captain; "the *cellists*": whose instrument is cello; "*longcase clocks*"), as what someone is ("who
    is a *drone pilot*") or as what someone holds ("who has *HACCP Level 3*", "who holds both X and Y"), or a value
    only people hold, asked of by "who" ("who works in *plant health*": a section, which only staff have), or a
    value the question opens by asking which ("which *FNOL advisor* took X"): a kind of node named, as a label's
    word names one."""
    if part.kind != "value" or not part.tokens:
        return False
    before = [reading.tokens[i].low for i in range(min(part.tokens))]  # "who's a *drone pilot*": a kind of person
    if before[:1] == ["who"] and before[1:2] in (["is"], ["'s"], ["are"]) and before[2:] in ([], ["a"], ["an"]):
        return True
    if before[:1] == ["who"] and before[1:2] and before[1] in HOLDING and \
            before[2:] in ([], ["a"], ["an"], ["the"], ["both"], ["both", "the"]):
        return True
    if before[:1] == ["who"] and builder is not None and _of_people(part, builder):
        return True
    if before in (["which"], ["what"]):
        return True  # "which *FNOL advisor* took X": the kind of thing asked for, as "which handler" says it
    said, value = words_apart(reading, sorted(part.tokens), part.text)  # "longcase clocks": its last word plural
    labelled = {i for m in builder.g.elements("label") if m.score >= 0.9 for i in m.tokens} if builder else set()
    if kind_shortened(said, said_value(part, builder)):  # "the *NMRs*", "*mass specs*": 'NMR spectrometer'
        return True
    return value[:-1] == said[:-1] and said[-1] != value[-1] and says_value(said[-1], value[-1]) and \
        (len(said) == 1 or max(part.tokens) not in labelled)  # "trainee *gardeners*": the label's word says it


def words_apart(reading: Any, positions: list[int], value: str) -> tuple[list[str], list[str]]:
    """The words the question says at ``positions`` and as many last words of ``value``, lower case, a hyphen
    parting words on either side ("no shows": 'no-show')."""
    said = [w for i in positions for w in reading.tokens[i].low.split("-")]
    return said, value.lower().replace("-", " ").split()[-len(said):]


def _of_people(part: Any, builder: Any) -> bool:
    """Whether the value ``part`` tests is one of a node key that only labels of people hold: the key it tests,
    where another key holds the same value too ("who can do *voicing*": a technician's skill, and a job's kind)."""
    from kgchat.reasoning.schema_parser.people import labels_of_people

    people = labels_of_people(builder.index.schema, builder.index.within)
    said = [vm for vm in builder.g.values if tuple(sorted(vm.tokens)) == tuple(sorted(part.tokens))
            and vm.element.kind == "prop"]
    tested = [vm for vm in said if part.text.lower() == f"{vm.element.words} {vm.value}".lower()]
    holders = {h for vm in tested or said for h in vm.element.holders}
    return bool(people) and bool(holders) and all(
        h in people or any(builder.index.within(h, x) for x in people) for h in holders)
