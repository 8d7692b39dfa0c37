"""Drawing films and people for heldout2, and the builders that turn them into questions with gold expressions."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from gold import KB
from heldout2_wordings import CITIES, COUNTRIES, GENRES

MAX_ANSWERS = 15
# Words that would read as part of the question's logic if they sat inside a title of an intersection question.
_LOGIC_WORDS = {"and", "both", "before", "after", "first", "last", "latest", "earliest", "newest", "oldest", "&"}


def names_in(kb: KB, text: str) -> set[str]:
    """The films and people of the KB whose name occurs in the text as whole words, in any case."""
    low = text.lower()
    words = set(re.findall(r"\w+", low))
    found = set()
    for name in kb.films | kb.persons:
        if set(re.findall(r"\w+", name.lower())) <= words and \
                re.search(r"(?<![\w])" + re.escape(name.lower()) + r"(?![\w])", low):
            found.add(name)
    return found


class Pool:
    """Films and people allowed in heldout2, drawn in a seeded order; each topic entity is used once."""

    def __init__(self, kb: KB, excluded: set[str], seed: str) -> None:
        self.kb, self.rng = kb, random.Random(seed)
        self.excluded = excluded
        self.used: set[str] = set()
        self.films = sorted(f for f in kb.films if kb.clean_film(f) and "?" not in f and self.fresh(f))
        self.persons = {r: sorted(p for p in kb.persons if kb.subjs(p, r) and kb.clean_person(p) and self.fresh(p))
                        for r in ("directed_by", "starred_actors", "written_by")}

    def fresh(self, name: str) -> bool:
        """True when the name occurs in no question of the earlier sets (see names_in)."""
        return name not in self.excluded

    def ok_person(self, name: str) -> bool:
        return self.kb.clean_person(name) and self.fresh(name) and name not in self.used

    def ok_film(self, name: str) -> bool:
        return self.kb.clean_film(name) and "?" not in name and self.fresh(name) and name not in self.used

    def film(self) -> str:
        return self.rng.choice(self.films)

    def person(self, role: str, lo: int = 1, hi: int = 10**6) -> str | None:
        for _ in range(200):
            p = self.rng.choice(self.persons[role])
            if p not in self.used and lo <= len(self.kb.subjs(p, role)) <= hi:
                return p
        return None


def one_reading(kb: KB, person: str) -> bool:
    """True when the person's films are the same set in every role they hold (directed, starred in, wrote)."""
    sets = [f for f in (frozenset(kb.subjs(person, r)) for r in ("directed_by", "starred_actors", "written_by")) if f]
    return len(set(sets)) == 1


def fits(answers: list[str], lo: int = 1, hi: int = MAX_ANSWERS) -> bool:
    return lo <= len(answers) <= hi


Built = tuple[dict[str, Any], Any, list[str]]  # (template values, gold expression, topic entities)


# -- single questions -------------------------------------------------------------------------------------------
def q_count(s: Pool, v: str) -> Built | None:
    p = s.person(v, 3, 40)
    return ({"p": p}, ["count", ["films", v, p]], [p]) if p else None


def q_intersection(s: Pool, v: str) -> Built | None:
    kb, f = s.kb, s.film()
    if f in s.used:
        return None
    actors = sorted(x for x in kb.objs(f, "starred_actors") if s.ok_person(x))
    if v == "films":
        if not actors or set(f.lower().split()) & _LOGIC_WORDS:
            return None
        others = sorted(g for g in kb.subjs(s.rng.choice(actors), "starred_actors")
                        if g != f and s.ok_film(g) and not set(g.lower().split()) & _LOGIC_WORDS)
        if not others:
            return None
        a, b = s.rng.sample([f, s.rng.choice(others)], 2)
        spec = ["and", ["of", a, "starred_actors"], ["of", b, "starred_actors"]]
        return ({"a": a, "b": b}, spec, [a, b]) if fits(kb.gold(spec), 1, 8) else None
    if len(actors) < 2:
        return None
    x, y = s.rng.sample(actors, 2)
    spec = ["and", ["films", "starred_actors", x], ["films", "starred_actors", y]]
    return ({"x": x, "y": y}, spec, [x, y]) if fits(kb.gold(spec), 1, 8) else None


def q_director_actor(s: Pool, v: str) -> Built | None:
    kb, f = s.kb, s.film()
    ds = [d for d in kb.objs(f, "directed_by") if s.ok_person(d) and len(kb.subjs(d, "directed_by")) >= 2]
    xs = sorted(x for x in kb.objs(f, "starred_actors")
                if s.ok_person(x) and len(kb.subjs(x, "starred_actors")) >= 2 and x not in ds)
    if not ds or not xs:
        return None
    d, x = ds[0], s.rng.choice(xs)
    spec = ["and", ["films", "directed_by", d], ["films", "starred_actors", x]]
    gold = set(kb.gold(spec))
    if gold == kb.subjs(d, "directed_by") or gold == kb.subjs(x, "starred_actors") or len(gold) > MAX_ANSWERS:
        return None  # the second person has to change the answer
    return {"d": d, "x": x}, spec, [d, x]


def q_year_compare(s: Pool, v: str) -> Built | None:
    role, op = v.split(":")
    p = s.person(role, 3, 40)
    if not p:
        return None
    films = s.kb.subjs(p, role)
    years = sorted({s.kb.year(f) for f in films})
    if len(years) < 2:
        return None
    year = s.rng.randint(years[0], years[-1] - 1) if op == "after" else s.rng.randint(years[0] + 1, years[-1])
    spec = [op, ["films", role, p], year]
    gold = s.kb.gold(spec)
    return ({"p": p, "year": year}, spec, [p]) if fits(gold) and len(gold) < len(films) else None


def q_in_year(s: Pool, v: str) -> Built | None:
    p = s.person(v, 3, 40)
    if not p:
        return None
    films = s.kb.subjs(p, v)
    year = s.kb.year(s.rng.choice(sorted(films)))
    spec = ["in", ["films", v, p], year]
    gold = s.kb.gold(spec)
    return ({"p": p, "year": year}, spec, [p]) if fits(gold) and len(gold) < len(films) else None


def q_superlative(s: Pool, v: str) -> Built | None:
    parts = v.split(":")
    role, op = parts[-2], parts[-1]
    p = s.person(role, 3, 40)
    if not p:
        return None
    films = s.kb.subjs(p, role)
    inner: Any = ["films", role, p]
    values: dict[str, Any] = {"p": p}
    if parts[0] == "genre":
        genres = sorted({g for f in films for g in s.kb.objs(f, "has_genre")} & set(GENRES))
        genres = [g for g in genres if 2 <= len(s.kb.gold(["genre", inner, g])) < len(films)]
        if not genres:
            return None
        genre = s.rng.choice(genres)
        inner, values["g1"] = ["genre", inner, genre], GENRES[genre][1]
    spec = [op, inner]
    return (values, spec, [p]) if fits(s.kb.gold(spec), 1, 3) else None


def q_genre_person(s: Pool, v: str) -> Built | None:
    p = s.person(v, 3, 40)
    if not p:
        return None
    films = s.kb.subjs(p, v)
    genres = sorted({g for f in films for g in s.kb.objs(f, "has_genre")} & set(GENRES))
    if not genres:
        return None
    genre = s.rng.choice(genres)
    spec = ["genre", ["films", v, p], genre]
    gold = s.kb.gold(spec)
    plural, adj = GENRES[genre]
    values = {"p": p, "g": plural, "g1": adj, "G": plural[0].upper() + plural[1:]}
    return (values, spec, [p]) if fits(gold) and len(gold) < len(films) else None


def q_relation(s: Pool, v: str) -> Built | None:
    f = s.film()
    spec = ["of", f, v]
    return ({"f": f}, spec, [f]) if s.ok_film(f) and fits(s.kb.gold(spec), 1, 8) else None


def q_unanswerable(s: Pool, v: str) -> Built | None:
    if v == "person":
        p = s.person("starred_actors", 5)
        return ({"p": p}, ["none"], [p]) if p else None
    if v == "film":
        f = s.film()
        bad = "Short" in s.kb.objs(f, "has_genre") or any("budget" in t or "office" in t for t in s.kb.objs(f, "has_tags"))
        return ({"f": f}, ["none"], [f]) if s.ok_film(f) and not bad else None
    if v == "country":
        return {"country": s.rng.choice(COUNTRIES)}, ["none"], []
    if v == "city":
        return {"city": s.rng.choice(CITIES)}, ["none"], []
    return {}, ["none"], []


QUESTIONS: dict[str, Callable[[Pool, str], Built | None]] = {
    "count": q_count, "intersection": q_intersection, "director_actor": q_director_actor,
    "year_compare": q_year_compare, "in_year": q_in_year, "superlative": q_superlative,
    "genre_person": q_genre_person, "relation": q_relation, "unanswerable": q_unanswerable,
}


# -- two-turn conversations: each recipe gives the template values, both turns' gold and the topic entities -------
Conv = tuple[dict[str, Any], Any, Any, list[str]]


def _one(s: Pool, film: str, role: str) -> str | None:
    people = s.kb.objs(film, role)
    p = next(iter(people)) if len(people) == 1 else None
    return p if p and s.ok_person(p) else None


def c_person_then(role: str, kind: str) -> Callable[[Pool], Conv | None]:
    """Turn 1 asks who directed/wrote a film; turn 2 asks about that person's other films, count or extreme."""
    def build(s: Pool) -> Conv | None:
        f = s.film()
        p = _one(s, f, role) if s.ok_film(f) else None
        if not p:
            return None
        films = ["films", role, p]
        spec2: Any = {"else": ["minus", films, ["names", f]], "count": ["count", films],
                      "latest": ["latest", films], "earliest": ["earliest", films]}[kind]
        n = len(s.kb.subjs(p, role))
        if kind == "else" and not fits(s.kb.gold(spec2)):
            return None
        if kind in ("count", "latest", "earliest") and (n < 3 or not fits(s.kb.gold(spec2), 1, 3 if kind != "count" else 1)):
            return None
        if kind in ("latest", "earliest") and f in s.kb.gold(spec2):
            return None  # the film of turn 1 would answer turn 2 by itself
        return {"f": f}, ["of", f, role], spec2, [f, p]
    return build


def c_film_facts(first: str, second: str, hi: int) -> Callable[[Pool], Conv | None]:
    def build(s: Pool) -> Conv | None:
        f = s.film()
        spec1, spec2 = ["of", f, first], ["of", f, second]
        ok = s.ok_film(f) and fits(s.kb.gold(spec1), 1, 3) and fits(s.kb.gold(spec2), 1, hi)
        return ({"f": f}, spec1, spec2, [f]) if ok else None
    return build


def c_person_year_then(role: str, then: str | None) -> Callable[[Pool], Conv | None]:
    """Turn 1: a person's films of one year; turn 2: a relation of those films, or the person's other films."""
    def build(s: Pool) -> Conv | None:
        p = s.person(role, 3, 16)
        if not p:
            return None
        films = s.kb.subjs(p, role)
        year = s.kb.year(s.rng.choice(sorted(films)))
        spec1 = ["in", ["films", role, p], year]
        spec2 = ["of_all", spec1, then] if then else ["minus", ["films", role, p], spec1]
        if not (fits(s.kb.gold(spec1), 1, 5) and fits(s.kb.gold(spec2))):
            return None
        key = "d" if role == "directed_by" else "w"
        return {key: p, "year": year}, spec1, spec2, [p]
    return build


def c_person_films_then(role: str, kind: str) -> Callable[[Pool], Conv | None]:
    """Turn 1: a person's films (or some of them); turn 2 narrows them, or asks for the rest."""
    def build(s: Pool) -> Conv | None:
        p = s.person(role, 3, MAX_ANSWERS)
        if not p:
            return None
        films = s.kb.subjs(p, role)
        spec1: Any = ["films", role, p]
        years = sorted({s.kb.year(f) for f in films})
        key = "x" if role == "starred_actors" else "d"
        values: dict[str, Any] = {key: p}
        if kind in ("after", "before", "actor_before"):
            if len(years) < 2:
                return None
            op = "after" if kind == "after" else "before"
            year = s.rng.randint(years[0], years[-1] - 1) if op == "after" else s.rng.randint(years[0] + 1, years[-1])
            values["year"] = year
            spec2: Any = [op, spec1, year]
            if kind == "actor_before":
                spec1, spec2 = spec2, ["minus", spec1, spec2]
        elif kind == "in_year":
            year = s.kb.year(s.rng.choice(sorted(films)))
            values["year"] = year
            spec2 = ["in", spec1, year]
        elif kind == "directed_by":
            ds = sorted({d for f in films for d in s.kb.objs(f, "directed_by") if s.ok_person(d) and d != p})
            if not ds:
                return None
            values["d"] = s.rng.choice(ds)
            spec2 = ["and", spec1, ["films", "directed_by", values["d"]]]
        else:  # genre, or actor_genre (turn 1 in a genre, turn 2 the rest)
            genres = sorted({g for f in films for g in s.kb.objs(f, "has_genre")} & set(GENRES))
            if not genres:
                return None
            genre = s.rng.choice(genres)
            values["g"] = GENRES[genre][0]
            values["G"] = values["g"][0].upper() + values["g"][1:]
            spec2 = ["genre", spec1, genre]
            if kind == "actor_genre":
                spec1, spec2 = spec2, ["minus", spec1, spec2]
        g1, g2 = s.kb.gold(spec1), s.kb.gold(spec2)
        ok = fits(g1) and fits(g2) and len(g2) < len(films)
        return (values, spec1, spec2, [p] + ([values["d"]] if kind == "directed_by" else [])) if ok else None
    return build


def c_two_films(first: str, second: str) -> Callable[[Pool], Conv | None]:
    def build(s: Pool) -> Conv | None:
        a, b = s.film(), s.film()
        spec1, spec2 = ["of", a, first], ["of", b, second]
        ok = (a != b and s.ok_film(a) and s.ok_film(b) and fits(s.kb.gold(spec1), 1, 6)
              and fits(s.kb.gold(spec2), 1, 6))
        return ({"a": a, "b": b}, spec1, spec2, [a, b]) if ok else None
    return build


def c_year_count(s: Pool) -> Conv | None:
    a, p = s.film(), s.person("directed_by", 3, 40)
    if not p or not s.ok_film(a) or p in s.kb.objs(a, "directed_by"):
        return None
    return {"a": a, "p": p}, ["of", a, "release_year"], ["count", ["films", "directed_by", p]], [a, p]


RECIPES: dict[str, Callable[[Pool], Conv | None]] = {
    "director_else": c_person_then("directed_by", "else"), "writer_else": c_person_then("written_by", "else"),
    "writer_count": c_person_then("written_by", "count"), "director_count": c_person_then("directed_by", "count"),
    "director_latest": c_person_then("directed_by", "latest"),
    "director_earliest": c_person_then("directed_by", "earliest"),
    "film_year_cast": c_film_facts("release_year", "starred_actors", 8),
    "film_writer_lang": c_film_facts("written_by", "in_language", 3),
    "film_dir_genre": c_film_facts("directed_by", "has_genre", 4),
    "film_year_dir": c_film_facts("release_year", "directed_by", 2),
    "film_lang_cast": c_film_facts("in_language", "starred_actors", 8),
    "films_cast": c_person_year_then("directed_by", "starred_actors"),
    "films_genres": c_person_year_then("directed_by", "has_genre"),
    "films_writers": c_person_year_then("directed_by", "written_by"),
    "director_year": c_person_year_then("directed_by", None), "writer_year": c_person_year_then("written_by", None),
    "after": c_person_films_then("starred_actors", "after"), "before": c_person_films_then("starred_actors", "before"),
    "in_year": c_person_films_then("starred_actors", "in_year"),
    "directed_by": c_person_films_then("starred_actors", "directed_by"),
    "genre": c_person_films_then("starred_actors", "genre"),
    "actor_before": c_person_films_then("starred_actors", "actor_before"),
    "actor_genre": c_person_films_then("starred_actors", "actor_genre"),
    "dir_after": c_person_films_then("directed_by", "after"), "dir_before": c_person_films_then("directed_by", "before"),
    "directed_language": c_two_films("directed_by", "in_language"),
    "year_writer": c_two_films("release_year", "written_by"), "genre_directed": c_two_films("has_genre", "directed_by"),
    "cast_year": c_two_films("starred_actors", "release_year"), "writer_genre": c_two_films("written_by", "has_genre"),
    "language_cast": c_two_films("in_language", "starred_actors"),
    "director_writer": c_two_films("directed_by", "written_by"), "year_count": c_year_count,
}
