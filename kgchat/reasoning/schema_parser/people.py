"""Which label's nodes are people, and the plain words for them ("people", "persons", "everyone").

A graph about a business, a hospital or a club keeps its people under a label of its own making (``Staff``,
``Clinician``, ``Member``); "how many people were hired in 2020" asks for those nodes though no word of the label is
in it, and MiniLM puts "people" no nearer ``Staff`` than ``Vehicle``. The graph says which nodes are people by what
it records of them: a birth or death, a given and a family name, a gender or nationality, a hiring date. A label
whose nodes carry two such keys or more is a label of people; where the graph has exactly one (or one holding all
the others' nodes), a plain word for people names it, a little less surely than the label's own word. A graph with
two labels of people (players and coaches) leaves "people" to the words around it. A graph that keeps no such keys
on anyone, only a business's records of its staff (a name, a ``jobTitle``, an ``empNo``), has its staff read as its
people: "people" names the one label named by a name with two employment keys or more (``employed_labels``).

What people do for a living is a property of theirs too: the text key of the label of people whose values are
mostly nouns for someone who does a job ('driver', 'inspector', 'pharmacist', 'librarian') is what "job",
"occupation" or "profession" asks for ("what is X's job": the ``role`` key), though MiniLM puts "job" nearer a
hiring date.
"""

from __future__ import annotations

from collections.abc import Callable

from kgchat.lexicons import PERSON_WORDS
from kgchat.reasoning.schema_parser.schema_index import Element, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import Reading
from kgchat.schema import GraphSchema, LabelInfo, identifier_words
from kgchat.text import word_kinds

SCORE = 0.9  # a label of people named by a plain word for people: a little below its own word (1.0)
# Words of property keys that only a person has (English): birth and death, a person's names, who they are.
PERSON_KEYS = frozenset("""born birth birthday birthdate birthplace dob died death deceased nationality gender sex
surname forename firstname lastname hired hire""".split())  # noqa: SIM905
NAME_PARTS = frozenset({"first", "last", "given", "family", "middle", "maiden", "full"})  # ... before "name"
LEAST = 2  # keys of a person a label's nodes need to be read as people
# Plain English words for what someone does for a living.
JOB_WORDS = frozenset("""job jobs occupation occupations profession professions""".split())  # noqa: SIM905
# words before a job word that make it someone's occupation ("X's job", "what job", "their jobs")
JOB_LEADS = frozenset({"'s", "'", "what", "which", "whose", "their", "his", "her", "my", "your", "our", "the", "a",
                       "of", "current", "main"})
OWNERS = frozenset({"'s", "'", "whose", "their", "his", "her", "my", "your", "our"})  # whose job it is
DOER_ENDINGS = ("er", "or", "ist", "ian", "ant", "ent")  # endings of nouns for who does a job ("driver", "chemist")
MOSTLY = 2 / 3  # share of a key's values that must be such nouns
# Plain words for the people who work for the organisation keeping the graph, and the words of the keys it keeps
# on them only (a start or hiring date, a job title, a department, pay, a phone extension).
STAFF_WORDS = frozenset("""staff staffer staffers employee employees personnel colleague colleagues workforce
headcount""".split())  # noqa: SIM905  # "headcount": how many of them (a count, ``words.AGGREGATES``)
EMPLOYMENT_KEYS = frozenset("""hired hire started joined job title department dept salary wage payroll extn
extension grade employee emp staff""".split())  # noqa: SIM905


def person_keys(label: LabelInfo) -> int:
    """How many of a label's property keys only a person has (``born``, ``firstName``, ``hireDate``)."""
    n = 0
    for p in label.properties:
        words = identifier_words(p.key).split()
        if set(words) & PERSON_KEYS or words[-1:] == ["name"] and set(words[:-1]) & NAME_PARTS:
            n += 1
    return n


def person_labels(schema: GraphSchema, within: Callable[[str, str], bool] | None = None) -> tuple[str, ...]:
    """The labels of people (see the module docstring), the broadest first when one holds all the others' nodes
    (``within(narrow, broad)``; None: never asked)."""
    found = [x.name for x in schema.labels if person_keys(x) >= LEAST]
    if len(found) > 1 and within is not None:
        broad = next((b for b in found if all(a == b or within(a, b) for a in found)), None)
        if broad is not None:
            found = [broad] + [a for a in found if a != broad]
    return tuple(found)


def people_mentions(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                    taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a mention of the graph's one label of people for each plain word for people in the question
    ("how many *people* …"), unless a word names a label as surely already."""
    said = {t.low for i, t in enumerate(reading.tokens) if i not in taken}
    if said & STAFF_WORDS:
        schema = _staff_mentions(reading, index, schema, taken)
    if not said & (PERSON_WORDS | JOB_WORDS):
        return schema  # no plain word for people or jobs: nothing to read from the graph
    found = person_labels(index.schema, index.within)
    staff = not found  # the staff stand for "people", but their job words are the graph's own ("kind of job")
    found = found or employed_labels(index.schema, index.within)
    if not found or len(found) > 1 and not all(index.within(a, found[0]) for a in found[1:]):
        return schema
    element = next((e for e in index.elements if e.kind == "label" and e.name == found[0]), None)
    if element is None:
        return schema
    job = job_key(index, element.name) if said & JOB_WORDS and not staff else None
    worded = {s for e in index.elements if e.kind == "label" for s in e.stems}  # the words of the labels' names
    out = list(schema)
    for i, t in enumerate(reading.tokens):
        named = element if t.low in PERSON_WORDS else \
            job if t.low in JOB_WORDS and _own_job(reading, i, t.stem in worded) else None
        if i in taken or named is None:
            continue
        if any(m.element.kind == named.kind and i in m.tokens and m.score >= SCORE for m in out):
            continue
        out = [m for m in out if i not in m.tokens or m.score >= SCORE]  # nothing less sure read from the word
        out.append(SchemaMention((i,), named, SCORE))
    return sorted(out, key=lambda m: -m.score)


def _staff_mentions(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                    taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a mention of the one label of people the graph keeps employment keys on (a start date, a
    job title, a department) for each plain word for staff ("which *staff* joined before 2005", "the newest
    *member of staff*"), unless a word names a label as surely already: where the graph keeps people of two kinds
    (its staff and the makers of what it sells), "staff" says which."""
    people = person_labels(index.schema, index.within)
    employed = [x for x in people if _employment_keys(index.schema.label(x)) >= 1]
    if not employed:  # no label keeps employment keys: the one label of people, or the one holding all the others
        employed = list(people)
    broad = next((b for b in employed if all(a == b or index.within(a, b) for a in employed)), None)
    if broad is None:
        return schema
    element = next((e for e in index.elements if e.kind == "label" and e.name == broad), None)
    if element is None:
        return schema
    tokens = reading.tokens
    out = list(schema)
    for i, t in enumerate(tokens):
        if i in taken or t.low not in STAFF_WORDS or \
                any(m.element.kind == "label" and i in m.tokens and m.score >= SCORE for m in out):
            continue
        idx = (i - 2, i - 1, i) if i >= 2 and tokens[i - 1].low == "of" and tokens[i - 2].low in (
            "member", "members") else (i,)  # "member of staff"
        out = [m for m in out if not set(idx) & set(m.tokens) or m.score >= SCORE]
        out.append(SchemaMention(idx, element, SCORE))
    return sorted(out, key=lambda m: -m.score)


def employed_labels(schema: GraphSchema, within: Callable[[str, str], bool] | None = None) -> tuple[str, ...]:
    """The labels whose nodes are named by a name and carry two employment keys or more (``jobTitle``,
    ``empNo``): the staff, the one kind of people a graph keeps where no label's keys say its nodes are people
    (not jobs numbered by a ``jobNo``); the broadest first (``within(narrow, broad)``)."""
    found = [x.name for x in schema.labels if _employment_keys(x) >= LEAST and x.name_property
             and identifier_words(x.name_property).split()[-1:] == ["name"]]
    broad = next((b for b in found if within is not None and all(a == b or within(a, b) for a in found)), None)
    return (broad, *(a for a in found if a != broad)) if broad is not None else tuple(found)


def _own_job(reading: Reading, i: int, labelled: bool = False) -> bool:
    """Whether the job word at ``i`` asks what someone does ("X's *job*", "what *job*", "their *jobs*"), not for
    pieces of work a word before it says the kind of ("translation *jobs*", "rush *jobs*"). Where the word is one
    of a label's own ("jobs" of ``PrintJob``), it names those nodes ("*jobs* on hold", "which *jobs* …", "X's
    *jobs*"), and is someone's occupation only in the singular after an owner ("X's *job*", "her *job*")."""
    before = reading.tokens[i - 1].low if i else ""
    if labelled:
        return before in OWNERS and not reading.tokens[i].low.endswith("s")
    return i == 0 or before in JOB_LEADS


def _employment_keys(label: LabelInfo | None) -> int:
    """How many of a label's property keys say someone works for the graph's keeper (``startedOn``, ``jobTitle``)."""
    if label is None:
        return 0
    return sum(bool(set(identifier_words(p.key).split()) & EMPLOYMENT_KEYS) for p in label.properties)


def job_key(index: SchemaIndex, label: str) -> Element | None:
    """The text key of ``label``'s nodes whose values are mostly nouns for someone who does a job (see the
    module docstring), or None."""
    held: dict[Element, set[str]] = {}
    for pairs in index.values().values():
        for e, v in pairs:
            if e.kind == "prop" and label in e.holders:
                held.setdefault(e, set()).add(v)
    found = [e for e, values in held.items() if len(values) >= 2
             and sum(_doer(v) for v in values) >= MOSTLY * len(values)]
    return found[0] if len(found) == 1 else None


def _doer(value: str) -> bool:
    """A noun for who does something ('driver', 'inspector', 'chemist'), or a phrase that ends in one ('senior
    translator', 'project manager')."""
    word = value.lower().split()[-1] if value.split() else ""
    kinds = word_kinds(word)  # a word the word list lacks ('reviser') may be one as well
    return word.isalpha() and word.endswith(DOER_ENDINGS) and (not kinds or "NOUN" in kinds)


def labels_of_people(schema: GraphSchema, within: Callable[[str, str], bool] | None = None) -> frozenset[str]:
    """The labels of people: keys only a person has (``person_labels``), or nodes named by a person's name
    (``fullName``; ``firstName`` and ``lastName`` read together)."""
    out = set(person_labels(schema, within))
    for x in schema.labels:
        keys = [k for k in (x.name_property, *x.display) if k]
        if keys and all(_personal(k) for k in keys):
            out.add(x.name)
    return frozenset(out)


def _personal(key: str) -> bool:
    words = identifier_words(key).lower().split()
    return words[-1:] == ["name"] and bool(set(words[:-1]) & NAME_PARTS)
