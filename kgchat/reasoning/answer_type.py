"""What kind of thing a question asks for, and whether an answer is of that kind, from what the graph says itself.

A question says what it asks for in its wh-phrase: "which *comedies*", "which *actors*", "what *year*", "*how many*",
"*who*". ``asked`` reads that phrase from the question's analysis (``kgchat.reasoning.question``) and turns it into
an ``Asked``: the relation ends (``positions``) or type names an answer entity must take part in, or a value kind
(a year, a count). ``check`` then looks at the answer's entities (one batched read of their relations) and says
whether they agree.

The head noun of the wh-phrase is grounded in the graph in one of these ways, first that applies:

- a type name the graph uses (graphs with type relations or labels: "which *person*", "which *movies*");
- a plural whose singular, or a word whose class value, is an entity of the graph ("which *comedies*" → Comedy):
  the answers are the subjects of a relation that has that value (the films whose genre is Comedy);
- one of the profile's nouns for the things relations start from ("which *films*"): subjects of a relation;
- a noun that names a relation ("which *actors*", "what *genre*"): objects of that relation;
- time words ("what *year*", "when"), counts ("how many"), and person words ("who", "which *people*").

Without types, people are the graph's *individuals*: objects of a relation that links its subjects to many
different objects (cast, directors), as opposed to the few values many subjects share (genres, languages) and
literal values (years, numbers). ``profile`` learns that per graph from a seeded sample read through the
``GraphStore`` API (as ``merged.py`` learns single-valued relations), once, and keeps it for the process.

Only closed-class English is named here (wh-words, determiners, time and person words); a graph's own nouns come
from its profile (``Vocabulary.subject_nouns``) or its schema.
"""

from __future__ import annotations

import re
import threading
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field

from kgchat.backends.base import GraphStore, is_unnamed, normalize_name, singulars
from kgchat.lexicons import FUNCTION_WORDS, PERSON_WORDS
from kgchat.reasoning.question import DISTINCT_WORDS, FILLERS, Analysis, Mention, compound_head, ranking_key
from kgchat.reasoning.vocabulary import Vocabulary
from kgchat.schema import GraphSchema
from kgchat.types import Direction, Entity
from kgchat.verbalise import property_words, relation_words, side_words

Move = tuple[str, Direction]

TIME_WORDS = frozenset({"year", "years", "date", "dates", "decade", "decades"})  # "what year", "which dates"
TYPE_WORDS = ("type", "types", "instance of", "is a", "isa", "category", "class", "kind", "label", "labels")
DURATIONS = frozenset({"seconds", "minutes", "hours", "days", "weeks", "fortnights"})  # "how many *days*": an amount
LEAD_WORDS = frozenset({"name", "list", "show", "give", "find", "tell", "me", "all", "the", "a", "an", "any", "some",
                        "of", "every", "each", "is", "are", "was", "were", "other", "more", "just", "only", "s"}
                       ) | DISTINCT_WORDS  # before the noun
SAMPLE = 200  # subjects sampled per relation when the profile is read
FEW = 20  # a relation with fewer subjects than this is too small to tell whether its objects are many things
INDIVIDUAL_SHARE = 0.5  # a relation links individuals when this share of its sampled objects are distinct
MAX_CHECKED = 20  # answer entities whose relations are read for the check
_YEAR = re.compile(r"^(1[0-9]{3}|2[0-9]{3})(-\d\d(-\d\d)?)?$")
_NUMBER = re.compile(r"^-?\d+(\.\d+)?$")


def value_kind(name: str) -> str:
    """'year' for years and dates, 'number' for other numbers, '' for names."""
    name = name.strip()
    if _YEAR.match(name):
        return "year"
    return "number" if _NUMBER.match(name.replace(",", "")) else ""


def dated(name: str) -> bool:
    """Whether a name says when: a year or a date, or an occasion named by its year ("the *2010* World Series",
    "*1957* NBA Finals"), which answers "when" and "which years" as its year does."""
    return value_kind(name) == "year" or any(_YEAR.match(w) for w in name.split()[:1] + name.split()[-1:])


@dataclass
class Profile:
    """What one graph's relations are, as far as answer types go (read once per graph by ``profile``)."""

    values: dict[str, str] = field(default_factory=dict)  # relation -> 'year' / 'number' when its objects are values
    individual: set[str] = field(default_factory=set)  # relations whose objects are many distinct things
    undecided: set[str] = field(default_factory=set)  # relations with too few subjects to tell
    type_relations: list[str] = field(default_factory=list)  # "is a" relations (or labels) of the graph
    type_names: set[str] = field(default_factory=set)  # normalised names of the types they give
    people: frozenset[str] = frozenset()  # a property graph's labels of people, as type names

    @property
    def person_positions(self) -> frozenset[Move]:
        """Where people stand in a graph without types: objects of relations between individuals, and of relations
        too small to tell (a handful of facts says nothing either way, so it does not contradict an answer)."""
        return frozenset((r, Direction.IN) for r in self.individual | self.undecided if r not in self.values)


_lock = threading.Lock()
_profiles: weakref.WeakKeyDictionary[GraphStore, Profile] = weakref.WeakKeyDictionary()


def is_type_relation(relation: str) -> bool:
    """An "is a" relation: its objects are the kinds of its subjects (by the last words of its name)."""
    words = property_words(relation_words(relation)).lower()
    return words in TYPE_WORDS or (words.split() or [""])[-1] in TYPE_WORDS


def profile(graph: GraphStore) -> Profile:
    """The graph's ``Profile``: for each relation a seeded sample of subjects and the objects they reach (one
    batched read per relation), kept for the life of the process."""
    with _lock:
        known = _profiles.get(graph)
    if known is not None:
        return known
    found = Profile()
    for relation in graph.relation_names():
        subjects = [e for e in graph.sample_entities(relation, SAMPLE, seed=0) if not is_unnamed(e)]
        if not subjects:
            continue
        reached = graph.neighbors_many([(e.id, relation, Direction.OUT) for e in subjects], limit=3)
        objects = [o for found_ in reached.values() for o in found_ if not is_unnamed(o)]
        if not objects:
            continue
        kinds = [value_kind(o.name or o.id) for o in objects]
        top = max(set(kinds), key=kinds.count)
        if top and kinds.count(top) >= 0.8 * len(kinds):
            found.values[relation] = top
        if len(subjects) < FEW:
            found.undecided.add(relation)
        elif len({o.id for o in objects}) >= INDIVIDUAL_SHARE * len(objects):
            found.individual.add(relation)
        if is_type_relation(relation):
            found.type_relations.append(relation)
            found.type_names |= {normalize_name(o.name or o.id) for o in objects}
    schema = graph.schema()
    if found.type_relations and schema.property_graph:
        # a property graph's classes are its labels, every one of them, not only those a sample happened to reach
        found.type_names |= {normalize_name(x.name) for x in schema.labels}
        found.people = _person_labels(schema)
    with _lock:
        _profiles[graph] = found
    return found


@dataclass(frozen=True)
class Asked:
    """What a question asks for: ``kind`` is "entity" (``positions`` / ``types`` say which), "person", "time",
    "count", "thing" (not a person: a bare "what" as a verb's object), "amount" (what "how many *days*" counts: no
    things), or "unknown" (a noun the graph has nothing for: "which *studio*"); ``span`` the words that say it, ``says`` the same in the graph's terms (for the trace)."""

    span: str
    kind: str
    positions: frozenset[Move] = frozenset()
    types: frozenset[str] = frozenset()
    says: str = ""
    counted: Asked | None = None  # for a count: what is counted ("how many *films*")


@dataclass(frozen=True)
class TypeCheck:
    """Whether an answer is of the asked kind, and the entities that are not."""

    asked: Asked
    agrees: bool
    outside: tuple[Entity, ...] = ()
    note: str = ""


def asked(a: Analysis, graph: GraphStore, vocab: Vocabulary) -> Asked | None:
    """The kind of thing ``a``'s question asks for, read from its wh-phrase; None when it does not say."""
    words = a.words
    at = _position(words, a.count) if a.count else -1
    if a.count and not ranking_key(words, at):  # "ranked by how many …": the things ranked are asked for
        counted = _head(a, graph, vocab, at + len(a.count.split())) if at >= 0 else None
        after = at + len(a.count.split())
        if counted is not None and counted.span == "times":
            counted = None  # "how many times": occurrences, not things of some kind
        if at >= 0 and after < len(words) and words[after] in DURATIONS:  # "how many *days*": no things at all
            counted = Asked(words[after], "amount", says=f"an amount of {words[after]}, not things")
        return Asked(a.count, "count", says="a number", counted=counted)
    for i, w in enumerate(words):
        if w not in WH_WORDS or (i and _relative(a, i)):
            continue
        if w in ("who", "whom"):
            return _person(graph, w)
        if w == "when":
            return Asked("when", "time", says="a year or a date")
        if w == "what" and _object_what(words, i):
            return _thing(graph)
        if w in ("what", "which"):
            found = _head(a, graph, vocab, i + 1)
            if found is not None or i == 0:
                return found
            return _head(a, graph, vocab, 0)  # "X directed what in the 1980s": the phrase before
        return None  # "where", "why", "how ...": no kind the graph can check
    return _head(a, graph, vocab, 0)  # "dramas directed by X", "list the films X wrote"


WH_WORDS = frozenset({"who", "whom", "when", "what", "which", "where", "why", "how"})
# Auxiliaries that, right after a bare "what", make it the object of the clause's verb ("what *did* X direct",
# "what else *has* the writer of X written"): the noun phrase after them is the subject, not what is asked.
OBJECT_AUXILIARIES = frozenset({"did", "does", "do", "has", "have", "had", "will", "would", "can", "could", "should",
                                "might", "may"})


def _object_what(words: list[str], i: int) -> bool:
    j = i + 1 + (i + 1 < len(words) and words[i + 1] == "else")
    return j < len(words) and words[j] in OBJECT_AUXILIARIES


def _thing(graph: GraphStore) -> Asked:
    """A bare "what" as the object of a verb asks for a thing, not a person ("what did X direct": films)."""
    prof = profile(graph)
    people = frozenset(t for t in prof.type_names if t.split() and t.split()[-1] in PERSON_WORDS)  # "people person"
    return Asked("what", "thing", positions=frozenset() if people else prof.person_positions, types=people,
                 says="a thing, not a person")


def _relative(a: Analysis, i: int) -> bool:
    """A wh-word that opens a relative clause ("the person *who* directed X"): it follows a noun, not a verb, a
    preposition or a conjunction ("directed by *whom*", "X wrote *which* dramas")."""
    if i in _after_punctuation(a):
        return False  # "the movie X, *when* was it released": a new clause after a comma, not a relative one
    before = a.words[i - 1]
    verb = any(w.position <= i - 1 < w.position + len(w.span.split()) for w in a.relation_words)
    return not (before in FUNCTION_WORDS or before in ("and", "or") or verb or before.endswith("ed")
                or _verb_only(before))


def _verb_only(word: str) -> bool:
    """Whether English has ``word`` only as a verb or an auxiliary, never as a noun ("X and Y *have* which actors
    in common", "X *appears* in which films"): a wh-word after it opens the clause's object, not a relative clause.
    A word that is a noun as well ("films", "star") may end a noun phrase, so it says nothing."""
    from lemminflect import getAllLemmas

    found = getAllLemmas(word)
    return bool(found.keys() & {"VERB", "AUX"}) and not found.keys() & {"NOUN", "PROPN"}


def _after_punctuation(a: Analysis) -> set[int]:
    """Positions of ``a.words`` that follow a comma, semicolon, colon or dash of the question's text."""
    out: set[int] = set()
    position = 0
    for token in a.question.split():
        parts = normalize_name(token).split()
        position += len(parts)
        if token.rstrip("\"'”’)]").endswith((",", ";", ":", "-", "–", "—")):
            out.add(position)
    return out


def _position(words: list[str], span: str) -> int:
    parts = span.split()
    return next((i for i in range(len(words) - len(parts) + 1) if words[i:i + len(parts)] == parts), -1)


def _person(graph: GraphStore, span: str) -> Asked:
    """A person: of a type named so, else where the graph's people stand; on a property graph the labels whose nodes
    carry a person's keys (a given and a family name, a birth date: ``people.person_labels``) are people as well."""
    prof = profile(graph)
    people = frozenset(t for t in prof.type_names if t in PERSON_WORDS)
    if people:
        return Asked(span, "person", types=people, says="a " + " or ".join(sorted(people)))
    says = "a person: something the graph links many others to (" + \
        ", ".join(sorted(relation_words(r) for r, _ in prof.person_positions)[:4]) + ")"
    kept = prof.people
    if kept:
        says = "a person: " + " or ".join(sorted(kept)) + ", or " + says.removeprefix("a person: ")
    return Asked(span, "person", positions=prof.person_positions, types=kept, says=says)


def _person_labels(schema: GraphSchema) -> frozenset[str]:
    """The labels of a property graph's people (nodes that carry a person's keys), as type names."""
    from kgchat.reasoning.schema_parser.people import person_labels

    return frozenset(normalize_name(x) for x in person_labels(schema))


def _head(a: Analysis, graph: GraphStore, vocab: Vocabulary, start: int) -> Asked | None:
    """The head of the noun phrase that starts at ``start`` (after a wh-word, "how many", or the question's first
    words), grounded in the graph: the last of its nouns ("which *horror* films": films), where a plural ends it
    ("which comedies star X": comedies). None when the phrase ends on a noun the graph does not know."""
    words = a.words
    by_start = {m.start: m for m in a.mentions}
    relation_at = {w.position: w for w in a.relation_words if w.relation is not None}
    operators = set((a.superlative[0] if a.superlative else "").split())  # "X's *earliest* film"
    i = start
    while i < len(words) and words[i] in LEAD_WORDS and i - start < 4:
        i += 1
    run: list[Asked | Mention | None] = []
    while i < len(words) and len(run) < 5:
        w = words[i]
        m = by_start.get(i)
        if w in operators:
            i += 1
            continue
        if run and isinstance(run[-1], Asked):
            if _unknown(a, w, i, relation_at) and by_start.get(i) is None:
                return Asked(w, "unknown", says=f"'{words[i - 1]} {w}', which names nothing in this graph")
            rw = relation_at.get(i)
            if rw is not None and m is None and compound_head(words, i, rw.span):
                # "what film *genre* is X": the genre, not the film
                return _objects(graph, rw.span, rw.relation, not vocab.profiled)
            break  # after the head noun: a verb or a name ("the newest movie *starring* X")
        if m is not None:
            if _label_only(graph, vocab, m) and not (m.end < len(words) and (words[m.end] in vocab.subject_nouns)):
                # "X's *net worth*", "which *university*": the graph has these words only as a free-form label
                return Asked(m.text, "unknown", says=f"'{m.text}', which this graph has only as a label")
            if run and isinstance(run[-1], Mention) and words[i - 1] == "s" and not m.singular and m.end == len(words):
                # "what is X's *net worth*": the phrase after a name's possessive is what is asked; a name there
                # (here a film's title) is no kind of thing and no relation of X
                return Asked(m.text, "unknown", says=f"'{m.text}' of {run[-1].text}, which names no relation here")
            run.append(_class(graph, m) if m.singular else m)
            i = m.end
            if m.singular:
                break  # "which comedies star X": a plural class ends the phrase
            continue
        if w == "s" and run and isinstance(run[-1], Mention):  # "X's films"
            i += 1
            continue
        rw = relation_at.get(i)
        found = (Asked(w, "time", says="a year or a date") if w in TIME_WORDS
                 else _person(graph, w) if w in PERSON_WORDS
                 else _typed(graph, w) or (_subjects(graph, w) if w in vocab.subject_nouns else None)
                 or (_objects(graph, rw.span, rw.relation, not vocab.profiled) if rw is not None
                     and rw.span.split()[0] == w
                     and not rw.span.endswith("ed") else None))  # a noun ("director"), not a verb ("directed")
        if found is None:
            if _unknown(a, w, i, relation_at):  # "which *studio*", "X's net *worth*": a noun the graph does not know
                while i + 1 < len(words) and _unknown(a, words[i + 1], i + 1, relation_at):
                    i += 1
                return Asked(words[i], "unknown", says=f"'{words[i]}', which names nothing in this graph")
            break
        run.append(found)
        i += len(found.span.split()) if found.span.split()[0] == w else 1
        if (w.endswith("s") and len(w) > 3) or found.kind == "person":
            break  # a plural or a person is the head
    return run[-1] if run and isinstance(run[-1], Asked) else None


# Nouns that say only "one of the graph's things", of whatever kind ("the heaviest *item*", "*entries* added in 2024")
ITEM_WORDS = frozenset({"item", "items", "thing", "things", "entry", "entries", "record", "records", "piece", "pieces",
                        "instance", "instances", "node", "nodes", "row", "rows"})


def _unknown(a: Analysis, word: str, i: int, relation_at: dict) -> bool:
    """A content word that names nothing in the graph: no function word, filler, plain word for any thing
    (``ITEM_WORDS``), number, relation word or name."""
    return not (word in FUNCTION_WORDS or word in FILLERS or word in WH_WORDS or word in LEAD_WORDS or word in ITEM_WORDS
                or i in relation_at or any(w.position == i and w.vague for w in a.relation_words) or word.isdigit() or len(word) < 3 or any(m.start <= i < m.end for m in a.mentions)
                or any(c.position == i for c in a.comparisons) or word in _operator_words(a))


def _operator_words(a: Analysis) -> set[str]:
    spans = [a.count or "", a.superlative[0] if a.superlative else "", a.negation or "", a.set_reference or ""]
    return {w for s in spans + [c.span for c in a.comparisons] for w in s.split()}


def _label_only(graph: GraphStore, vocab: Vocabulary, m: Mention) -> bool:
    """A mention whose entities are only ever values of the graph's free-form label relations (``labels`` of its
    profile, such as tags), written in lower case: a word of the question, not a name or a kind."""
    if not vocab.labels or m.singular or any(c.isupper() for c in m.text):
        return False
    relations = {(r, d) for e in m.entities for r in graph.relations(e.id, Direction.IN) for d in (Direction.IN,)}
    relations |= {(r, Direction.OUT) for e in m.entities for r in graph.relations(e.id, Direction.OUT)}
    return bool(relations) and all(d is Direction.IN and r in vocab.labels for r, d in relations)


def _typed(graph: GraphStore, word: str) -> Asked | None:
    types = _type_named(graph, word)
    return Asked(word, "entity", types=types, says=f"of type {', '.join(sorted(types))}") if types else None


def _type_named(graph: GraphStore, word: str) -> frozenset[str]:
    names = profile(graph).type_names
    if not names:
        return frozenset()
    return frozenset(n for n in (word, *singulars(word)) if n in names)


def _class(graph: GraphStore, m: Mention) -> Asked | None:
    """"which comedies": the subjects of the relations that reach the class's entity (the films of genre Comedy)."""
    relations = {r for e in m.entities for r in graph.relations(e.id, Direction.IN)}
    if not relations:
        return None
    return Asked(m.text, "entity", frozenset((r, Direction.OUT) for r in relations),
                 says="things whose " + " or ".join(sorted(relation_words(r) for r in relations)) + " is "
                      + (m.entities[0].name or m.entities[0].id))


def _subjects(graph: GraphStore, word: str) -> Asked:
    """The profile's noun for the things relations start from ("films"): subjects of any relation but a type."""
    prof = profile(graph)
    relations = [r for r in graph.relation_names() if r not in prof.type_relations]
    return Asked(word, "entity", frozenset((r, Direction.OUT) for r in relations),
                 says="the things the graph's relations start from")


def _objects(graph: GraphStore, span: str, relation: str, either_end: bool = False) -> Asked:
    """"which actors", "what genre": the objects of the relation the noun names (a value kind when they are).
    With ``either_end`` (a graph known only by its relation names, where a noun is matched to a whole name such as
    "starring (film)", whose words name its subjects as often as its objects: "which *movies*"), things at either
    end of it."""
    kind = profile(graph).values.get(relation)
    if kind == "year":
        return Asked(span, "time", says=f"a year or a date ({relation_words(relation)})")
    if either_end:
        return Asked(span, "entity", frozenset({(relation, Direction.IN), (relation, Direction.OUT)})
                     | _of_kind(graph, span, relation), says=f"things linked by {relation_words(relation)}")
    return Asked(span, "entity", frozenset({(relation, Direction.IN)}), says=f"objects of {relation_words(relation)}")


def _of_kind(graph: GraphStore, span: str, relation: str) -> frozenset[Move]:
    """Where the things a noun names stand when the relation it was matched to is typed ("starring (film)": a film's
    starring): a graph that names its relations by type and property, as Freebase does, says what a thing is by
    every relation of that type it starts ("film (film)" subjects) and every property that names the type or the
    noun ("film (performance)", "county (hud county place)" objects), not only by the one relation matched, which
    an answer reached another way may lack."""
    words = relation_words(relation)
    kind = side_words(words, end=False)
    if kind == side_words(words, end=True):
        return frozenset()  # an untyped name: its two ends read the same
    nouns = {normalize_name(span), *singulars(normalize_name(span)), kind}
    out: set[Move] = set()
    for other in graph.relation_names():
        text = relation_words(other)
        if side_words(text, end=False) == kind:
            out.add((other, Direction.OUT))
        if side_words(text, end=True) in nouns and side_words(text, end=False) != side_words(text, end=True):
            out.add((other, Direction.IN))
    return frozenset(out)


def check(graph: GraphStore, want: Asked, entities: Sequence[Entity], counted: Sequence[Entity] = ()) -> TypeCheck:
    """Whether ``entities`` (an answer) are of the kind ``want`` asks for. A count agrees when its answer is one
    number and the things it counted (``counted``, when known) are of the counted kind."""
    if want.kind == "count":
        if len(entities) != 1 or value_kind(entities[0].name or entities[0].id) != "number":
            return TypeCheck(want, False, tuple(entities[:5]), f"'{want.span}' asks for a number; the answer is "
                                                                "a list of things")
        if want.counted is not None and counted:
            inner = check(graph, want.counted, counted)
            if not inner.agrees:
                return TypeCheck(want, False, inner.outside, "the things counted are not what is asked for: "
                                 + inner.note)
        return TypeCheck(want, True, note="a number")
    if want.kind in ("unknown", "amount"):  # an amount: things counted are none of it
        return TypeCheck(want, False, tuple(entities[:5]), f"the question asks for {want.says}")
    shown = [e for e in entities if not is_unnamed(e)][:MAX_CHECKED]
    if not shown:
        return TypeCheck(want, True)
    if want.kind == "thing":  # what must not be: a person (by type, else an object where people stand, never a subject)
        if want.types:
            outside = tuple(e for e in shown if want.types & _types_of(graph, e))
        elif want.positions:
            moves = graph.relations_many([e.id for e in shown])
            outside = tuple(e for e in shown if want.positions & set(moves.get(e.id, {}))  # stands where people do
                            and not any(d is Direction.OUT for _, d in moves.get(e.id, {})))  # and is no subject
        else:
            outside = ()
    elif want.kind == "time":
        outside = tuple(e for e in shown if not dated(e.name or e.id))
    elif want.types and want.positions:  # a person of a label of people, or standing where people do
        moves = graph.relations_many([e.id for e in shown])
        outside = tuple(e for e in shown if not want.positions & set(moves.get(e.id, {}))
                        and not want.types & _types_of(graph, e))
    elif want.types:
        outside = tuple(e for e in shown if not want.types & _types_of(graph, e))
    elif want.positions:
        moves = graph.relations_many([e.id for e in shown])
        outside = tuple(e for e in shown if not want.positions & set(moves.get(e.id, {})))
    else:
        return TypeCheck(want, True)
    if want.kind in ("person", "entity") and (not want.types or want.positions):  # a literal is no thing or person
        # a literal by its name's shape, unless the graph holds it as a subject: a film called "2010" is a thing
        outside = tuple(dict.fromkeys((*outside, *(e for e in shown if value_kind(e.name or e.id)
                                                   and not any(d is Direction.OUT for _, d in moves.get(e.id, {}))))))
    if not outside:
        return TypeCheck(want, True, note=f"'{want.span}' asks for {want.says}; every answer is")
    names = ", ".join(e.name or e.id for e in outside[:3]) + (" …" if len(outside) > 3 else "")
    return TypeCheck(want, False, outside, f"'{want.span}' asks for {want.says}; {len(outside)} of "
                                           f"{len(shown)} answers are not ({names})")


def _types_of(graph: GraphStore, entity: Entity) -> set[str]:
    relations = profile(graph).type_relations
    if not relations:
        return set()
    found = graph.neighbors_many([(entity.id, r, Direction.OUT) for r in relations], limit=10)
    return {normalize_name(t.name or t.id) for ts in found.values() for t in ts}
