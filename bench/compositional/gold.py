"""Gold answers for the compositional question sets, computed with plain Python over the KB triples.

Nothing here imports kgchat: the gold must not share code (or bugs) with the engines it grades. A question's gold
is written as a small JSON expression over the triples, e.g. ``["count", ["films", "starred_actors", "Tom Hanks"]]``
(the films whose ``starred_actors`` is Tom Hanks, counted), so a hand-written question states how its answer
follows from the graph and the script checks it.
"""

from __future__ import annotations

import gzip
import re
from collections import defaultdict
from pathlib import Path
from typing import Any

PERSON_RELATIONS = ("directed_by", "starred_actors", "written_by")
# Words a title may not consist of alone: they would collide with the follow-up words being tested.
_REFERENCE_WORDS = {"he", "she", "it", "they", "them", "him", "her", "his", "those", "that", "these", "this",
                    "else", "other", "others", "what", "who", "which", "when", "where", "how", "why", "the", "a"}


class KB:
    """Head/relation/tail indexes over the movie KB, with the checks that keep questions unambiguous."""

    def __init__(self, triples: list[tuple[str, str, str]]) -> None:
        self.out: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
        self.inn: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
        for h, r, t in triples:
            self.out[h][r].add(t)
            self.inn[t][r].add(h)
        self.films = {h for h, rels in self.out.items() if rels}
        self.persons = {t for t, rels in self.inn.items() if any(r in rels for r in PERSON_RELATIONS)}
        self.genres = {t for t, rels in self.inn.items() if "has_genre" in rels}
        self.languages = {t for t, rels in self.inn.items() if "in_language" in rels}

    @classmethod
    def load(cls, path: Path) -> KB:
        opener = gzip.open if path.suffix == ".gz" else open
        triples = []
        with opener(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                parts = line.rstrip("\n").split("|")
                if len(parts) == 3:
                    triples.append((parts[0], parts[1], parts[2]))
        return cls(triples)

    # -- the graph, read plainly ------------------------------------------------------------------------------
    def objs(self, head: str, rel: str) -> set[str]:
        return set(self.out.get(head, {}).get(rel, ()))

    def subjs(self, tail: str, rel: str) -> set[str]:
        return set(self.inn.get(tail, {}).get(rel, ()))

    def year(self, film: str) -> int | None:
        """The release year when the title has exactly one (a title with two is two films merged)."""
        years = self.objs(film, "release_year")
        return int(next(iter(years))) if len(years) == 1 else None

    # -- what may appear in a question ------------------------------------------------------------------------
    def clean_film(self, film: str) -> bool:
        """A title that names one film only and reads unambiguously in a question."""
        words = film.lower().split()
        return (film in self.films and film not in self.persons and film not in self.genres
                and film not in self.languages and self.year(film) is not None
                and len(self.objs(film, "directed_by")) <= 1 and len(film) >= 4
                and not re.search(r"\d", film) and not set(words) <= _REFERENCE_WORDS
                and not re.search(r"[\[\]\"]", film))

    def clean_person(self, person: str) -> bool:
        """A person named by at least two words, not also a film title, whose films are all unmerged titles."""
        if person not in self.persons or person in self.films or len(person.split()) < 2:
            return False
        if re.search(r"[\d\[\]\"()]", person):
            return False
        films = set().union(*(self.subjs(person, r) for r in PERSON_RELATIONS))
        return all(self.year(f) is not None for f in films)

    # -- gold expressions -------------------------------------------------------------------------------------
    def gold(self, spec: Any) -> list[str]:
        """Evaluate a gold expression to its sorted answer names (a count gives its number as a string)."""
        return sorted(self._eval(spec))

    def _eval(self, spec: Any) -> set[str]:
        op, *args = spec
        if op == "films":  # the heads whose `rel` is the entity: ["films", "directed_by", "Michael Mann"]
            rel, name = args
            return self.subjs(name, rel)
        if op == "of":  # the tails of an entity's relation: ["of", "Collateral", "directed_by"]
            name, rel = args
            return self.objs(name, rel)
        if op == "of_all":  # the tails of the relation from every member of a set
            inner, rel = args
            return set().union(*(self.objs(x, rel) for x in self._eval(inner))) if self._eval(inner) else set()
        if op == "names":
            return set(args)
        if op == "and":
            sets = [self._eval(a) for a in args]
            return set.intersection(*sets)
        if op == "or":
            return set().union(*(self._eval(a) for a in args))
        if op == "minus":
            return self._eval(args[0]) - self._eval(args[1])
        if op in ("after", "before", "in"):
            inner, year = args
            cmp = {"after": lambda y: y > year, "before": lambda y: y < year, "in": lambda y: y == year}[op]
            return {f for f in self._eval(inner) if (y := self.year(f)) is not None and cmp(y)}
        if op in ("earliest", "latest"):
            dated = {f: y for f in self._eval(args[0]) if (y := self.year(f)) is not None}
            if not dated:
                return set()
            best = min(dated.values()) if op == "earliest" else max(dated.values())
            return {f for f, y in dated.items() if y == best}  # ties: every film of that year is right
        if op == "genre":
            inner, genre = args
            return {f for f in self._eval(inner) if genre in self.objs(f, "has_genre")}
        if op == "count":
            return {str(len(self._eval(args[0])))}
        if op == "none":  # the graph cannot answer this question
            return set()
        raise ValueError(f"unknown gold operator {op!r} in {spec!r}")
