"""Role nouns: words that name the nodes of a label by a relationship they take part in.

On a graph whose people are all ``Person`` nodes, "directors" are the persons with a ``DIRECTED`` relationship and
"actors" those with an ``ACTED_IN`` one. No label is called so; the relationship type's verb says it. A role is
read off the schema alone, for every relationship type:

- the type's verb (the first word of its name a dictionary knows as a verb: "acted" of ACTED_IN → "act") and the
  agent nouns English makes of it (act → actor, produce → producer, follow → follower, supply → supplier), kept
  when a dictionary knows them as nouns;
- the doer's end: the start of the relationship (``(:Person)-[:DIRECTED]->(:Movie)``), or its end when the name
  is passive (``(:Movie)-[:DIRECTED_BY]->(:Person)``);
- a question's word is the role when its singular is one of those agent nouns (sure), or when MiniLM puts it close
  to one ("critics" ~ reviewer, "cast" ~ actor) and no other role comes as close (not sure: never exact);
- a word the dictionary does not know, spelt as English makes an agent noun of the verb, names the doer's label as
  surely: a trade's own coinage ("stockists" of STOCKS) is its word for all those nodes (the shops it sells through,
  whether or not one has an order now), so it carries no test;
- the one a verb is done to is named as English makes such nouns (employ → employee, train → trainee, and a verb
  that is itself an agent noun's spelling, mentor → mentee): the nodes at the other end, as surely;
- a line of reporting between things of one kind (``REPORTS_TO`` from staff to staff) names the one at its end by
  the nouns for a superior ("manager", "boss", "supervisor"), which no ending makes of the verb.

The nouns of kinship ("the *progeny* of X", "X's *parents*") stand for a line of descent between things of one
kind (``PARENT_OF``, ``CHILD_OF``) when the badge asks (``says_reporting``); they make no role, which would let a walk
of two steps read them as well.

A role mention is a label mention of the doer's label (it stands wherever a label word does: the kind of thing
asked for, counted, ranked, filtered) that also carries the role: ``Role.test`` is the test the nodes must pass
("has at least one such relationship"), and the relationship type counts as named by the word.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from kgchat.logic.nodes import Expr, Has, Relation
from kgchat.reasoning.schema_parser.words import IRREGULAR, STOP, Reading
from kgchat.schema import GraphSchema, identifier_words

SURE = 0.95  # a word that is one of a role's agent nouns: a little below a label's own word (1.0)
NEAR = 0.62  # MiniLM similarity from which a word is read as a role noun it is not spelt as
NEAR_LEAD = 0.05  # ... and by which it must be closer to that role than to any other
PASSIVE = frozenset({"by"})  # a type named "<verb> by": the doer is at its end
# verbs of handing something over: a type named "<verb> to" (SOLD_TO, LENT_TO) ends at the one who receives, who buys,
# borrows or is paid: someone, as "who bought from batch X" asks
HANDED = frozenset("""sold given sent lent loaned supplied awarded granted paid assigned issued delivered shipped
donated leased let rented billed invoiced offered allocated""".split())  # noqa: SIM905
# a line of reporting between things of one kind (REPORTS_TO from staff to staff): the one at its end is the
# other's superior, named by these nouns, which no ending rule makes of the verb
REPORTING = frozenset({("reports", "to"), ("report", "to"), ("answers", "to"), ("answer", "to")})
SUPERIORS = ("manager", "boss", "supervisor", "superior")
# a line of descent between things of one kind (PARENT_OF, CHILD_OF), named by the first word of the type, and the
# nouns English has for its two ends (read by the badge: ``says_reporting``)
KIN_TYPES = frozenset({"parent", "child"})
KIN = frozenset({"parent", "child", "offspring", "progeny"})
MANAGING = frozenset({"manage"})  # the superior's own verb: "X *manages* Y" when Y reports to X


@dataclass(frozen=True)
class Role:
    """The nodes of ``label`` at one end of ``rel`` that have at least one such relationship."""

    rel: str
    start: bool  # the doer is at the relationship's start
    label: str
    nouns: tuple[str, ...]  # the agent nouns of the type's verb ("director"); for a patient role, its nouns ("mentee")
    verb: str = ""  # the verb itself ("direct")
    coined: tuple[str, ...] = ()  # agent nouns spelt from the verb that no dictionary knows ("stockist")

    def joins(self, rel: str) -> bool:
        """Whether the role's nodes are reached through ``rel`` ("movies with more than one *director*": through
        the directing, not the acting)."""
        return rel == self.rel

    def test(self) -> Expr:
        """Has at least one relationship of the type, from the doer's end."""
        return Has(Relation(self.rel, reverse=not self.start))


@lru_cache(maxsize=4096)
def _lemmas(word: str) -> dict[str, tuple[str, ...]]:
    from lemminflect import getAllLemmas

    return dict(getAllLemmas(word))


def agent_nouns(verb: str) -> tuple[str, ...]:
    """The nouns naming one who does ``verb`` that a dictionary knows (direct → director, write → writer)."""
    forms = _doer_spellings(verb)
    if verb.endswith("e"):
        forms.append(verb[:-1] + "or")
    if verb.endswith("y") and len(verb) > 3:
        forms.append(verb[:-1] + "ier")
    if len(verb) > 2 and verb[-1] not in "aeiouwxy" and verb[-2] in "aeiou" and verb[-3] not in "aeiou":
        forms.append(verb + verb[-1] + "er")  # run → runner
    return tuple(f for f in dict.fromkeys(forms) if "NOUN" in _lemmas(f))


def coined_nouns(verb: str) -> tuple[str, ...]:
    """Agent nouns spelt from ``verb`` that no dictionary knows at all ("stock" → "stockist"): a trade's coinage,
    read only when a question spells it."""
    forms = _doer_spellings(verb)
    if verb.endswith("e"):
        forms.append(verb[:-1] + "ist")
    return tuple(f for f in dict.fromkeys(forms) if not _lemmas(f))


def _doer_spellings(verb: str) -> list[str]:
    """The endings English adds to a verb for the one who does it, known or not (stock → stocker, stockor, stockist;
    write → writer)."""
    return [verb + "er", verb + "or", verb + "ist"] + ([verb + "r"] if verb.endswith("e") else [])


def patient_nouns(verb: str) -> tuple[str, ...]:
    """Nouns for the one ``verb`` is done to (employ → employee, mentor → mentee)."""
    forms = [verb[:-1] + "ee" if verb.endswith("e") else verb + "ee"]
    if len(verb) > 4 and verb.endswith(("or", "er")):
        forms.append(verb[:-2] + "ee")
    return tuple(dict.fromkeys(forms))


def schema_roles(schema: GraphSchema) -> list[Role]:
    """Every role the schema's relationship types name (see the module docstring)."""
    out: list[Role] = []
    for r in schema.relationships:
        words = identifier_words(r.name).lower().split()
        verb = next((v for w in words if w not in STOP for v in _lemmas(w).get("VERB", ())[:1]), None)
        if verb is None:
            continue
        # coinages and patients only of a type whose name the verb opens ("stocks", not "in key of", "has mentor")
        first = r.name.lower().startswith(verb)
        nouns, coined = agent_nouns(verb), coined_nouns(verb) if first else ()
        start = words[-1] not in PASSIVE
        if nouns or coined:
            for label in (r.starts if start else r.ends):
                out.append(Role(r.name, start, label, nouns, verb, coined))
        if first:
            for label in (r.ends if start else r.starts):
                out.append(Role(r.name, not start, label, patient_nouns(verb)))
        if start and tuple(words[:2]) in REPORTING and set(r.starts) & set(r.ends):
            for label in r.ends:  # "X's *manager*": whom X reports to, one of X's own kind
                out.append(Role(r.name, False, label, SUPERIORS, verb))
    return out


def doers(schema: GraphSchema) -> frozenset[str]:
    """Labels whose nodes do something: the doer's end of some relationship type named by a verb (persons who
    direct, customers who place orders; not the movies that are directed), and those a thing is handed to (the
    customers at the end of SOLD_TO). What "who" asks for is one of them."""
    out: set[str] = set()
    for r in schema.relationships:
        words = identifier_words(r.name).lower().split()
        if any(_lemmas(w).get("VERB") for w in words if w not in STOP):
            out |= set(r.ends if words[-1] in PASSIVE else r.starts)
            if words[-1:] == ["to"] and words[0] in HANDED:
                out |= set(r.ends)  # the one it was sold or lent to
    return frozenset(out)


@dataclass(frozen=True)
class RoleMention:
    tokens: tuple[int, ...]
    role: Role
    score: float
    sure: bool
    coined: bool = False  # a trade's own noun for the doer's label ("stockists"): all its nodes, no test


def unsure(mention: Any) -> str:
    """Why a role mention read from a word's meaning alone is no sure reading ("" when the word is the role's own
    noun, or the mention names no role)."""
    if mention.role is None or mention.role_sure:
        return ""
    return f"'{mention.role.nouns[0]}s' read from a word close in meaning to it"


def role_words(reading: Reading, roles: list[Role], encode: Any, taken: set[int], owned: set[int]) -> list[RoleMention]:
    """The words of the question that are role nouns (see the module docstring). ``encode``: texts → unit vectors
    (or None, without an encoder); ``owned``: words that already name a label or a property well."""
    if not roles:
        return []
    tokens = reading.tokens
    free = [i for i, t in enumerate(tokens) if i not in taken and i not in owned and t.low not in STOP
            and t.low.isalpha() and len(t.low) > 2]
    out: list[RoleMention] = []
    unsure: list[int] = []
    for i in free:
        word = tokens[i].stem
        sure = [r for r in roles if word in r.nouns]
        if not sure and not _lemmas(tokens[i].low):  # a word no dictionary knows, spelt as a role's coinage
            out += [RoleMention((i,), r, SURE, True, True) for r in roles if word in r.coined]
        if sure:
            out += [RoleMention((i,), r, SURE, True) for r in sure]
        elif "NOUN" in _lemmas(tokens[i].low) and not any(word.startswith(r.verb) for r in roles if r.verb):
            # a noun as written ("reviewed" is none, though "review" is), and not the verb's own noun ("a review"
            # is the reviewing, not the reviewer)
            unsure.append(i)
    kinds = list(dict.fromkeys(r.nouns[0] for r in roles if r.nouns and r.verb))  # coinage-only roles: none
    if unsure and kinds:
        vecs = encode([tokens[i].low for i in unsure] + kinds)
        if vecs is not None:
            sims = vecs[:len(unsure)] @ vecs[len(unsure):].T
            for row, i in enumerate(unsure):
                order = sims[row].argsort()[::-1]
                best = float(sims[row][order[0]])
                second = float(sims[row][order[1]]) if len(order) > 1 else 0.0
                if best >= NEAR and best - second >= NEAR_LEAD:
                    noun = kinds[int(order[0])]
                    out += [RoleMention((i,), r, best, False) for r in roles if r.verb and r.nouns and r.nouns[0] == noun]
    return out


def managing_words(reading: Reading, roles: list[Role], taken: set[int]) -> list[tuple[int, Role]]:
    """Verbs the superior of a reporting line does ("who *manages* X", "staff managed by X"), each with the
    superior's role: they name the line read from its other end."""
    superiors = [r for r in roles if r.nouns == SUPERIORS]
    if not superiors:
        return []
    return [(i, r) for i, t in enumerate(reading.tokens) if i not in taken
            and set(_lemmas(t.low).get("VERB", ())) & MANAGING and t.low not in SUPERIORS for r in superiors]


def says_reporting(word: str, rel: str) -> bool:
    """Whether ``word`` names the reporting line ``rel`` from its superior's end: a superior's noun ("manager") or
    verb ("manages"), of a type named "reports to" / "answers to"; or names an end of a line of descent ("progeny"
    of ``PARENT_OF``)."""
    low = word.lower()
    words = identifier_words(rel).lower().split()
    if words[:1] and words[0] in KIN_TYPES:  # a line of descent: "*progeny*", "*parents*" name its ends
        return bool({low, low[:-1] if low.endswith("s") else low, IRREGULAR.get(low, low)} & KIN)  # "children"
    if tuple(words[:2]) not in REPORTING:
        return False
    return low in SUPERIORS or low.rstrip("s") in SUPERIORS or bool(set(_lemmas(low).get("VERB", ())) & MANAGING)
