"""What a graph's own schema says about the questions it can answer: relations as words, entity types, sampled
entities, and which relations hold values (years, numbers) that questions compare and rank.

``survey`` reads a sample of the graph through the ``GraphStore`` protocol only (``sample_entities``, ``neighbors``
through a ``GraphCache``), so it works the same on SQLite, Neo4j and a SPARQL endpoint. Nothing here knows a domain:
relation names are turned into words by their spelling (``place_of_birth``, ``directedBy``,
``people.person.nationality``), and types come from the graph's own type relations where it has them.
"""

from __future__ import annotations

import random
import re
import sys
from collections import Counter
from dataclasses import dataclass, field

from kgchat.backends.base import GraphStore, is_unnamed
from kgchat.chains import GraphCache
from kgchat.types import Direction, Entity
from kgchat.verbalise import property_words, relation_words

# Last words of a relation name that make it an "is a" relation: its objects are the types of its subjects.
TYPE_WORDS = frozenset({"type", "types", "instance of", "is a", "isa", "category", "categories", "class", "kind"})
# Words of a relation name that carry no meaning of their own in a question.
NAME_GLUE = frozenset({"has", "is", "of", "the", "s", "a"})
PERSON_TYPES = frozenset({"person", "people", "human", "individual"})  # a "who" question asks for one of these
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_YEAR = re.compile(r"^(1[0-9]{3}|20[0-9]{2})(-\d\d(-\d\d)?)?$")
_NUMBER = re.compile(r"^-?\d+(\.\d+)?$")


@dataclass(frozen=True)
class Phrase:
    """A relation as question words: ``words`` as a noun ("place of birth"), ``verb`` when the name is a passive
    ("directed" of ``directed_by``), and the subject type its identifier names (Freebase's ``person`` of
    ``people.person.nationality``)."""

    words: str
    verb: str = ""
    subject_type: str = ""


def relation_phrase(relation: str) -> Phrase:
    """How a question words a relation, from its verbalisation (``kgchat.verbalise``):
    ``people.person.place_of_birth`` -> Phrase("place of birth", subject_type="person");
    ``directed_by`` -> Phrase("directed by", verb="directed"); ``has_genre`` -> Phrase("genre");
    ``hasAdvisor`` -> Phrase("advisor")."""
    name = relation.rsplit("/", 1)[-1].rsplit("#", 1)[-1]
    text = relation_words(_CAMEL.sub("_", name))
    bare = property_words(text)
    subject_type = text[len(bare):].strip(" ()") if text != bare else ""
    words = _words(bare).split()
    verb = ""
    if len(words) >= 2 and words[-1] == "by":
        verb = " ".join(words[:-1])
    elif len(words) >= 2 and words[0] in ("has", "in"):
        words = words[1:]
    return Phrase(" ".join(words) or name, verb, subject_type)


def _words(text: str) -> str:
    return " ".join(_CAMEL.sub(" ", text).replace("_", " ").replace("-", " ").lower().split())


def plural(noun: str) -> str:
    """Naive English plural of the last word ("place of birth" -> "places of birth" is not attempted)."""
    if not noun or noun.endswith("s"):
        return noun
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    if noun.endswith(("ch", "sh", "x", "z")):
        return noun + "es"
    return noun + "s"


def value_kind(name: str) -> str:
    """'year' for dates and years, 'number' for numbers, '' for anything else (a value questions can compare)."""
    name = name.strip()
    if _YEAR.match(name):
        return "year"
    if _NUMBER.match(name.replace(",", "")):
        return "number"
    return ""


@dataclass
class RelationInfo:
    """One relation as the survey saw it."""

    name: str
    phrase: Phrase
    heads: list[Entity] = field(default_factory=list)  # sampled named subjects
    head_type: str = ""  # the most common type of its subjects ("" when unknown)
    tail_type: str = ""
    value: str = ""  # 'year' / 'number' when its objects are values a question can compare or rank
    fan_out: float = 1.0  # mean objects per subject in the sample


@dataclass
class Schema:
    """The surveyed graph: its relations and the type relations among them."""

    relations: dict[str, RelationInfo]
    type_relations: list[str]
    entity_types: dict[str, str] = field(default_factory=dict)  # entity id -> a type name (sampled entities only)

    def type_of(self, entity: Entity) -> str:
        return self.entity_types.get(entity.id, "")

    def answer_type(self, relation: str, direction: Direction) -> str:
        """The type of what a move along ``relation`` reaches: its objects forwards, its subjects backwards."""
        info = self.relations.get(relation)
        if info is None:
            return ""
        if direction is Direction.OUT:
            return info.tail_type
        return info.head_type or info.phrase.subject_type


def is_type_relation(relation: str) -> bool:
    phrase = relation_phrase(relation)
    return phrase.words in TYPE_WORDS or phrase.words.split()[-1] in TYPE_WORDS


def survey(graph: GraphStore, cache: GraphCache, per_relation: int = 200, seed: int = 0,
           progress: bool = False, max_relations: int = 3000) -> Schema:
    """Sample ``per_relation`` subjects of every relation and read what they reach: types, fan-out, values.
    A schema with more than ``max_relations`` relations (all of Freebase) is surveyed on a seeded sample of them."""
    rng = random.Random(seed)
    names = graph.relation_names()
    if len(names) > max_relations:  # keep the type relations, sample the rest
        names = sorted(set(rng.sample(names, max_relations)) | {r for r in names if is_type_relation(r)})
    items = names
    if progress:
        from tqdm import tqdm

        items = tqdm(names, desc="Reading the schema", unit=" relation", file=sys.stderr)
    relations: dict[str, RelationInfo] = {}
    entity_types: dict[str, str] = {}
    # "is a" relations give every kind of entity its type; a narrow one ("school type") types few subjects.
    subjects = {r: graph.sample_entities(r, per_relation, seed=seed) for r in names if is_type_relation(r)}
    widest = max((len(found) for found in subjects.values()), default=0)
    type_rels = sorted((r for r, found in subjects.items() if found and len(found) >= widest / 2),
                       key=lambda r: -len(subjects[r]))

    def type_of(entity: Entity) -> str:
        if entity.id not in entity_types:
            found = ""
            for rel in type_rels:
                values = [e for e in cache.neighbors(entity.id, (rel, Direction.OUT)) if e.name]
                if values:
                    found = _words(values[0].name)
                    break
            entity_types[entity.id] = found
        return entity_types[entity.id]

    for rel in items:
        heads = [e for e in graph.sample_entities(rel, per_relation, seed=rng.randrange(1 << 30))
                 if not is_unnamed(e)]
        info = RelationInfo(rel, relation_phrase(rel), heads)
        tails: list[Entity] = []
        fan = []
        for head in heads[:50]:
            found = cache.neighbors(head.id, (rel, Direction.OUT))
            fan.append(len(found))
            tails += found[:3]
        info.fan_out = sum(fan) / len(fan) if fan else 1.0
        named = [t for t in tails if not is_unnamed(t)]
        kinds = Counter(value_kind(t.name) for t in named)
        if named and kinds.most_common(1)[0][0] and kinds.most_common(1)[0][1] >= 0.8 * len(named):
            info.value = kinds.most_common(1)[0][0]
        if type_rels and rel not in type_rels:
            info.head_type = _most_common(type_of(h) for h in heads[:30])
            info.tail_type = _most_common(type_of(t) for t in named[:30]) if not info.value else ""
        relations[rel] = info
    return Schema(relations, type_rels, entity_types)


def _most_common(values) -> str:
    counts = Counter(v for v in values if v)
    return counts.most_common(1)[0][0] if counts else ""
