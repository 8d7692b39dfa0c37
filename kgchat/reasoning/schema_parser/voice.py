"""Which way round a question says a relationship between two nodes of one label: REFERRED, FOLLOWS, MENTORS join
members to members, people to people, and only the voice of the verb tells which end the nodes asked about are.

"Members who referred someone" are the referrers (the start of REFERRED); "members *referred by* another member",
"people who *have been referred*", "*referred* members" are the newcomers (its end). A verb said in the passive (a
past participle after a form of "be" or "get", or before "by") or as a participle right before the label's noun
reads the type backwards. A type named in the passive (MENTORED_BY, SUPERVISED_BY: the doer at its end) reads the
other way round: "designers who *mentor* someone" are at its end, "designers *mentored by* Maud" at its start; a
word said as a noun there ("with a *mentor*") is left to the noun rules.
"""

from __future__ import annotations

from collections.abc import Iterable

from kgchat.logic.nodes import Expr, Has, Not, Relation
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.lemmas import participle
from kgchat.reasoning.schema_parser.passive_voice import BETWEEN, DETERMINERS, passive
from kgchat.reasoning.schema_parser.possessed import noun_end
from kgchat.reasoning.schema_parser.words import Reading, stem
from kgchat.schema import identifier_words

# someone other than the nodes asked about, said right before the verb as its subject ("staff who have *nobody*
# reporting to them"): the nodes asked about are the verb's object
SOMEONE = frozenset({"nobody", "noone", "someone", "somebody", "anyone", "anybody", "everyone", "everybody"})
# words saying the nodes asked about have a thing ("with *a* parent", "*have no* parents"), read back from its noun
HAVING = frozenset({"have", "has", "had", "having", "with", "without", "no"})
# what may stand between a verb and its object's words ("reports *directly to the* Curator")
LINKING = frozenset({"to", "for", "under", "with", "of", "the", "a", "an", "our", "their", "its"})
ARTICLES = frozenset({"a", "an", "any", "some", "no", "one", "two", "known"})


def other_does(r: Reading, said: Iterable[int], rel: str) -> bool:
    """Whether the words ``said`` of a type between nodes of one label put the nodes asked about at its end: a verb
    whose subject is someone else ("have *nobody reporting* to them"), or the noun the type calls its start by,
    had by them ("animals *with a parent*": someone is their parent)."""
    said = sorted(said)
    if not said:
        return False
    before = [t.low for t in r.tokens[max(0, said[0] - 2):said[0]]]
    if before and before[-1] in SOMEONE or before == ["no", "one"]:
        return True
    if len(said) != 1:
        return False
    word = r.tokens[said[0]].low
    agent = doer_of(rel, word)
    if noun_end(rel, word) != "start" and not agent:
        return False
    i = said[0] - 1
    while i >= 0 and r.tokens[i].low in ARTICLES and r.tokens[i].low != "no":
        i -= 1
    # "instructors *with a mentor*" of MENTORS: someone mentors them (of MENTORED_BY: they are at its start)
    return i >= 0 and r.tokens[i].low in HAVING and not (agent and named_passive(rel))


DOER_SUFFIXES = ("", "er", "r", "or", "ist")  # "mentor" of MENTORS, "trainer" of TRAINS, "supervisor" of SUPERVISES


def doer_of(rel: str, word: str) -> bool:
    """Whether ``word`` is a noun for who does what a type of one verb names ("mentor" of MENTORS or MENTORED_BY,
    "trainer" of TRAINS, "supervisor" of SUPERVISES): the verb's base itself, or it with a doer's ending."""
    words = [w for w in identifier_words(rel).lower().split() if w != "by"]
    if len(words) != 1:
        return False
    one = word[:-1] if word.endswith("s") and not word.endswith("ss") else word
    verb = words[0]
    bases = {verb, verb[:-1] if verb.endswith("s") else verb, verb[:-2] if verb.endswith("es") else verb,
             verb[:-2] if verb.endswith("ed") else verb}
    bases |= {b[:-1] for b in bases if b.endswith("e")}  # "supervise": "supervis" + "or"
    return any(one == b + end for b in bases for end in DOER_SUFFIXES if len(b) >= 3)


def value_after(b: Builder, label: str, said: Iterable[int]) -> bool:
    """Whether a value of a key of ``label``'s nodes follows the verb ``said``, past only a preposition, an article or
    an adverb ("who *reports directly to the Curator*"): the nodes holding it are the verb's object, not its
    subject."""
    said = sorted(said)
    if not said:
        return False
    for vm in b.g.values:
        if vm.element.kind != "prop" or label not in vm.element.holders or min(vm.tokens) <= said[-1]:
            continue
        between = [t.low for t in b.r.tokens[said[-1] + 1:min(vm.tokens)]]
        if len(between) <= 3 and all(w in LINKING or w.endswith("ly") for w in between):
            return True
    return False


# words after which a type's word is a noun, not a verb ("with *a* mentor", "Maud's mentor")
NOUN_BEFORE = ARTICLES | HAVING | DETERMINERS | frozenset({"'s", "of", "their", "his", "her", "its", "our", "my", "your"})


def named_passive(rel: str) -> bool:
    """Whether the type's name is a verb in the passive ("mentored by"): its doer is at its end."""
    return identifier_words(rel).lower().split()[-1:] == ["by"]


def _verb_said(r: Reading, said: Iterable[int]) -> bool:
    """Whether the words ``said`` read as a verb, not a noun: nothing before them that a noun follows, no "of" or
    possessive after them."""
    said = sorted(said)
    if not said:
        return False
    before = r.tokens[said[0] - 1].low if said[0] > 0 else ""
    after = r.tokens[said[-1] + 1].low if said[-1] + 1 < len(r.tokens) else ""
    return bool(before) and before not in NOUN_BEFORE and after not in ("of", "'s")


def rel_step(b: Builder, label: str, rel: str, said: tuple[int, ...] = ()) -> Relation | None:
    """The step from ``label``'s nodes along ``rel`` (None when they are at neither end); for a type between nodes
    of that one label, backwards when its words ``said`` are in the passive."""
    r = b.schema.rel(rel)
    if r is None:
        return None
    if label in r.starts:
        if label not in r.ends:
            return Relation(rel)
        back = passive(b.r, said, set(b.label_positions())) or other_does(b.r, said, rel) or value_after(b, label, said)
        if named_passive(rel) and _verb_said(b.r, said):
            back = not back  # "who mentor someone": the doer, at the end of MENTORED_BY
        if any(m.converse and set(m.tokens) & set(said) for m in b.g.schema):
            back = not back  # "who manages X": the superior, at the end of REPORTS_TO
        return Relation(rel, reverse=back)
    if label in r.ends:
        return Relation(rel, reverse=True)
    return None


def done_to_as_well(b: Builder, label: str, test: Expr, taken: set[int]) -> tuple[Expr, frozenset[int]] | None:
    """"*mentors* who are themselves *mentored*": ``label``'s nodes at one end of a type from ``label`` to itself
    (``test``: they have such a relationship), said again by the type's verb in the passive, are at its other end
    too: the test from that end, and the passive verb's words (none of ``taken``)."""
    if not (isinstance(test, Has) and isinstance(test.relation, Relation)):
        return None
    rel = test.relation
    x = b.schema.rel(rel.name)
    if x is None or not (label in x.starts and label in x.ends):
        return None
    stems = {stem(w) for w in identifier_words(rel.name).lower().split()}
    for i, t in enumerate(b.r.tokens):
        if i not in taken and t.stem in stems and participle(t.low) and passive(b.r, [i]) and not rel.reverse:
            before = set()  # "are *themselves* mentored", "are *not* mentored"
            j = i - 1
            while j >= 0 and b.r.tokens[j].low in BETWEEN:
                before.add(j)
                j -= 1
            other: Expr = Has(Relation(rel.name, reverse=True))
            if any(b.r.tokens[k].low in ("not", "never", "n't") for k in before):
                other = Not(other)
            return other, frozenset({i, *before})
    return None
