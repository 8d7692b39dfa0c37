"""Drawing films and people for heldout3, and the builders that turn them into questions with gold expressions.

The drawing follows the conventions of README.md (and the Pool / one_reading / fits logic of heldout2_recipes.py),
with heldout3's own genre nouns and its own conversation recipes (pronoun, demonstrative, which_of_them, what_else,
independent).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from gold import KB
from heldout3_wordings import CITIES, COUNTRIES, GENRES

MAX_ANSWERS = 15
ROLES = ("directed_by", "starred_actors", "written_by")
# Words that would read as part of the question's logic if they sat inside a title of an intersection question.
_LOGIC_WORDS = {"and", "both", "also", "as", "well", "share", "common", "before", "after", "first", "last", "latest",
                "earliest", "newest", "oldest", "together", "with", "&", "who", "in"}


def names_in_texts(kb: KB, texts: list[str]) -> set[str]:
    """The films and people of the KB whose name occurs as whole words, in any case, in one of the texts."""
    low = "\n\n".join(t.lower() for t in texts)
    words = set(re.findall(r"\w+", low))
    found = set()
    for name in kb.films | kb.persons:
        name_low = name.lower()
        if set(re.findall(r"\w+", name_low)) <= words and \
                re.search(r"(?<![\w])" + re.escape(name_low) + r"(?![\w])", low):
            found.add(name)
    return found


def one_reading(kb: KB, person: str) -> bool:
    """True when the person's films are the same set in every role they hold (directed, starred in, wrote)."""
    sets = [f for f in (frozenset(kb.subjs(person, r)) for r in ROLES) if f]
    return len(set(sets)) == 1


def fits(answers: list[str], lo: int = 1, hi: int = MAX_ANSWERS) -> bool:
    return lo <= len(answers) <= hi


class Pool:
    """Films and people allowed in heldout3, drawn in a seeded order; each topic entity is used once."""

    def __init__(self, kb: KB, excluded: set[str], seed: str) -> None:
        self.kb, self.rng = kb, random.Random(seed)
        self.excluded = excluded
        self.used: set[str] = set()
        self.films = sorted(f for f in kb.films if kb.clean_film(f) and "?" not in f and f not in excluded)
        self.persons = {r: sorted(p for p in kb.persons if kb.subjs(p, r) and kb.clean_person(p) and p not in excluded)
                        for r in ROLES}

    def ok_person(self, name: str) -> bool:
        return self.kb.clean_person(name) and name not in self.excluded and name not in self.used

    def ok_film(self, name: str) -> bool:
        return (self.kb.clean_film(name) and "?" not in name and name not in self.excluded
                and name not in self.used)

    def film(self) -> str | None:
        f = self.rng.choice(self.films)
        return f if f not in self.used else None

    def role(self, v: str) -> str:
        return self.rng.choice(ROLES) if v == "any" else v

    def person(self, role: str, lo: int = 1, hi: int = 10**6, anyrole: bool = False) -> str | None:
        for _ in range(300):
            p = self.rng.choice(self.persons[role])
            if p not in self.used and lo <= len(self.kb.subjs(p, role)) <= hi and \
                    (not anyrole or one_reading(self.kb, p)):
                return p
        return None

    def genre_of(self, films: set[str], inner: Any, lo: int = 1) -> str | None:
        """A genre (of GENRES) some but not all of the films have, at least lo of them."""
        genres = sorted({g for f in films for g in self.kb.objs(f, "has_genre")} & set(GENRES))
        genres = [g for g in genres if lo <= len(self.kb.gold(["genre", inner, g])) < len(films)]
        return self.rng.choice(genres) if genres else None


def genre_values(genre: str) -> dict[str, str]:
    plural, adj = GENRES[genre]
    return {"g": plural, "g1": adj, "G": plural[0].upper() + plural[1:]}


Built = tuple[dict[str, Any], Any, list[str]]  # (template values, gold expression, topic entities)


# -- single questions -------------------------------------------------------------------------------------------
def q_count(s: Pool, v: str) -> Built | None:
    role = s.role(v)
    p = s.person(role, 3, 40, anyrole=v == "any")
    return ({"p": p}, ["count", ["films", role, p]], [p]) if p else None


def q_intersection(s: Pool, v: str) -> Built | None:
    kb, f = s.kb, s.film()
    if not f:
        return None
    if v == "writers":
        ws = sorted(x for x in kb.objs(f, "written_by") if s.ok_person(x))
        if len(ws) < 2:
            return None
        x, y = s.rng.sample(ws, 2)
        spec = ["and", ["films", "written_by", x], ["films", "written_by", y]]
        return ({"x": x, "y": y}, spec, [x, y]) if fits(kb.gold(spec), 1, 8) else None
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
    if not f:
        return None
    ds = sorted(d for d in kb.objs(f, "directed_by") if s.ok_person(d) and len(kb.subjs(d, "directed_by")) >= 2)
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


def _year_split(s: Pool, films: set[str], op: str) -> int | None:
    years = sorted({s.kb.year(f) for f in films})
    if len(years) < 2:
        return None
    return s.rng.randint(years[0], years[-1] - 1) if op == "after" else s.rng.randint(years[0] + 1, years[-1])


def q_year_compare(s: Pool, v: str) -> Built | None:
    rv, op = v.split(":")
    role = s.role(rv)
    p = s.person(role, 3, 40, anyrole=rv == "any")
    if not p:
        return None
    films = s.kb.subjs(p, role)
    year = _year_split(s, films, op)
    if year is None:
        return None
    spec = [op, ["films", role, p], year]
    gold = s.kb.gold(spec)
    return ({"p": p, "year": year}, spec, [p]) if fits(gold) and len(gold) < len(films) else None


def q_in_year(s: Pool, v: str) -> Built | None:
    role = s.role(v)
    p = s.person(role, 3, 40, anyrole=v == "any")
    if not p:
        return None
    films = s.kb.subjs(p, role)
    year = s.kb.year(s.rng.choice(sorted(films)))
    spec = ["in", ["films", role, p], year]
    gold = s.kb.gold(spec)
    return ({"p": p, "year": year}, spec, [p]) if fits(gold) and len(gold) < len(films) else None


def q_superlative(s: Pool, v: str) -> Built | None:
    rv, op = v.split(":")
    role = s.role(rv)
    p = s.person(role, 3, 40, anyrole=rv == "any")
    if not p:
        return None
    films = s.kb.subjs(p, role)
    if len({s.kb.year(f) for f in films}) < 2:
        return None
    spec = [op, ["films", role, p]]
    return ({"p": p}, spec, [p]) if fits(s.kb.gold(spec), 1, 3) else None


def q_genre_person(s: Pool, v: str) -> Built | None:
    role = s.role(v)
    p = s.person(role, 3, 40, anyrole=v == "any")
    if not p:
        return None
    inner = ["films", role, p]
    genre = s.genre_of(s.kb.subjs(p, role), inner)
    if not genre:
        return None
    spec = ["genre", inner, genre]
    return ({"p": p, **genre_values(genre)}, spec, [p]) if fits(s.kb.gold(spec)) else None


def q_relation(s: Pool, v: str) -> Built | None:
    f = s.film()
    if not f or not s.ok_film(f):
        return None
    spec = ["of", f, v]
    hi = 3 if v in ("in_language", "directed_by") else 8
    return ({"f": f}, spec, [f]) if fits(s.kb.gold(spec), 1, hi) else None


def q_unanswerable(s: Pool, v: str) -> Built | None:
    kind, _, role = v.partition(":")
    if kind == "person":
        p = s.person(role, 3)
        return ({"p": p}, ["none"], [p]) if p else None
    if kind == "film":
        f = s.film()
        # a film without tags (tags can name a studio, a composer, an award, a budget) and not a short
        ok = f and s.ok_film(f) and not s.kb.objs(f, "has_tags") and "Short" not in s.kb.objs(f, "has_genre")
        return ({"f": f}, ["none"], [f]) if ok else None
    if kind == "country":
        return {"country": s.rng.choice(COUNTRIES)}, ["none"], []
    if kind == "city":
        return {"city": s.rng.choice(CITIES)}, ["none"], []
    return {}, ["none"], []


QUESTIONS: dict[str, Callable[[Pool, str], Built | None]] = {
    "count": q_count, "intersection": q_intersection, "director_actor": q_director_actor,
    "year_compare": q_year_compare, "in_year": q_in_year, "superlative": q_superlative,
    "genre_person": q_genre_person, "relation": q_relation, "unanswerable": q_unanswerable,
}


# -- two-turn conversations: (template values, turn 1 gold, turn 2 gold, topic entities) ---------------------------
Conv = tuple[dict[str, Any], Any, Any, list[str]]


def _sole(s: Pool, film: str, role: str) -> str | None:
    """The film's only director / writer, when it has one and that person may be asked about."""
    people = sorted(s.kb.objs(film, role))
    return people[0] if len(people) == 1 and s.ok_person(people[0]) else None


def c_film_person(role: str, then: str) -> Callable[[Pool], Conv | None]:
    """Turn 1 asks who directed / wrote a film; turn 2 asks about that person (count, extreme, the rest)."""
    key = "d" if role == "directed_by" else "w"

    def build(s: Pool) -> Conv | None:
        f = s.film()
        p = _sole(s, f, role) if f and s.ok_film(f) else None
        if not p:
            return None
        films: Any = ["films", role, p]
        n = len(s.kb.subjs(p, role))
        if n < 3 or len({s.kb.year(x) for x in s.kb.subjs(p, role)}) < 2:
            return None
        spec2: Any = {"count": ["count", films], "latest": ["latest", films], "earliest": ["earliest", films],
                      "else": ["minus", films, ["names", f]]}[then]
        g2 = s.kb.gold(spec2)
        if then in ("latest", "earliest") and (not fits(g2, 1, 3) or f in g2):
            return None  # the film of turn 1 would answer turn 2 by itself
        if then == "else" and not fits(g2):
            return None
        return {"f": f, key: p}, ["of", f, role], spec2, [f, p]
    return build


def c_film_facts(first: str, second: str, hi: int = 8) -> Callable[[Pool], Conv | None]:
    """Both turns ask about one film (turn 2 refers to it)."""
    def build(s: Pool) -> Conv | None:
        f = s.film()
        if not f or not s.ok_film(f):
            return None
        spec1, spec2 = ["of", f, first], ["of", f, second]
        if not (fits(s.kb.gold(spec1), 1, 3) and fits(s.kb.gold(spec2), 1, hi)):
            return None
        return {"f": f}, spec1, spec2, [f]
    return build


def c_actor_year_films(then: str, lo: int) -> Callable[[Pool], Conv | None]:
    """Turn 1: an actor's films of one year (at least lo of them); turn 2: a relation of those films, or the rest."""
    def build(s: Pool) -> Conv | None:
        x = s.person("starred_actors", 3, 40)
        if not x:
            return None
        films = s.kb.subjs(x, "starred_actors")
        year = s.kb.year(s.rng.choice(sorted(films)))
        spec1: Any = ["in", ["films", "starred_actors", x], year]
        spec2: Any = ["minus", ["films", "starred_actors", x], spec1] if then == "else" else ["of_all", spec1, then]
        if not (fits(s.kb.gold(spec1), lo, 5) and fits(s.kb.gold(spec2))):
            return None
        return {"x": x, "year": year}, spec1, spec2, [x]
    return build


def c_dir_year_else(s: Pool) -> Conv | None:
    d = s.person("directed_by", 3, 16)
    if not d:
        return None
    films = s.kb.subjs(d, "directed_by")
    year = s.kb.year(s.rng.choice(sorted(films)))
    spec1: Any = ["in", ["films", "directed_by", d], year]
    spec2 = ["minus", ["films", "directed_by", d], spec1]
    ok = fits(s.kb.gold(spec1), 1, 5) and fits(s.kb.gold(spec2))
    return ({"d": d, "year": year}, spec1, spec2, [d]) if ok else None


def c_extreme_then(role: str, op: str, then: str) -> Callable[[Pool], Conv | None]:
    """Turn 1: a person's earliest / latest film (one film); turn 2: a fact of that film, or the person's others."""
    key = {"directed_by": "d", "starred_actors": "x", "written_by": "w"}[role]

    def build(s: Pool) -> Conv | None:
        p = s.person(role, 3, 40)
        if not p:
            return None
        films: Any = ["films", role, p]
        spec1: Any = [op, films]
        g1 = s.kb.gold(spec1)
        if len(g1) != 1 or not s.ok_film(g1[0]):
            return None
        spec2: Any = ["minus", films, spec1] if then == "else" else ["of", g1[0], then]
        if not fits(s.kb.gold(spec2), 1, 1 if then == "in_language" else MAX_ANSWERS):
            return None
        return {key: p}, spec1, spec2, [p]
    return build


def c_person_films_then(role: str, kind: str, role2: str | None = None) -> Callable[[Pool], Conv | None]:
    """Turn 1: all of a person's films (at most 15); turn 2 narrows them (year, genre, another person, count)."""
    key = {"directed_by": "d", "starred_actors": "x", "written_by": "w"}[role]

    def build(s: Pool) -> Conv | None:
        p = s.person(role, 3, MAX_ANSWERS)
        if not p:
            return None
        films = s.kb.subjs(p, role)
        spec1: Any = ["films", role, p]
        values: dict[str, Any] = {key: p}
        topics = [p]
        if kind in ("after", "before"):
            year = _year_split(s, films, kind)
            if year is None:
                return None
            values["year"] = year
            spec2: Any = [kind, spec1, year]
        elif kind == "in_year":
            year = s.kb.year(s.rng.choice(sorted(films)))
            values["year"] = year
            spec2 = ["in", spec1, year]
        elif kind == "person":  # the other person of turn 2 (a director of an actor's films, or the reverse)
            key2 = "d" if role2 == "directed_by" else "x"
            others = sorted({o for f in films for o in s.kb.objs(f, role2) if s.ok_person(o) and o != p})
            if not others:
                return None
            values[key2] = s.rng.choice(others)
            spec2 = ["and", spec1, ["films", role2, values[key2]]]
            topics.append(values[key2])
        else:  # genre, count_genre
            genre = s.genre_of(films, spec1)
            if not genre:
                return None
            values.update(genre_values(genre))
            spec2 = ["genre", spec1, genre]
            if kind == "count_genre":
                spec2 = ["count", spec2]
        g1, g2 = s.kb.gold(spec1), s.kb.gold(spec2)
        if kind != "count_genre" and not (fits(g2) and len(g2) < len(films)):
            return None
        return (values, spec1, spec2, topics) if fits(g1, 2) else None
    return build


def c_director_actor_else(s: Pool) -> Conv | None:
    built = q_director_actor(s, "")
    if not built:
        return None
    values, spec1, topics = built
    spec2 = ["minus", ["films", "directed_by", values["d"]], spec1]
    return (values, spec1, spec2, topics) if fits(s.kb.gold(spec2)) else None


def c_two_films(first: str, second: str) -> Callable[[Pool], Conv | None]:
    def build(s: Pool) -> Conv | None:
        a, b = s.film(), s.film()
        if not a or not b or a == b or not s.ok_film(a) or not s.ok_film(b):
            return None
        spec1, spec2 = ["of", a, first], ["of", b, second]
        ok = fits(s.kb.gold(spec1), 1, 6) and fits(s.kb.gold(spec2), 1, 6)
        return ({"a": a, "b": b}, spec1, spec2, [a, b]) if ok else None
    return build


def c_year_count(s: Pool) -> Conv | None:
    a, p = s.film(), s.person("directed_by", 2, 40)
    if not a or not p or not s.ok_film(a) or p in s.kb.objs(a, "directed_by"):
        return None
    return {"a": a, "p": p}, ["of", a, "release_year"], ["count", ["films", "directed_by", p]], [a, p]


def c_count_dir(s: Pool) -> Conv | None:
    x, b = s.person("starred_actors", 2, 40), s.film()
    if not x or not b or not s.ok_film(b) or x in s.kb.objs(b, "starred_actors") or \
            not fits(s.kb.gold(["of", b, "directed_by"]), 1, 2):
        return None
    return {"x": x, "b": b}, ["count", ["films", "starred_actors", x]], ["of", b, "directed_by"], [x, b]


D_, A_, W_ = "directed_by", "starred_actors", "written_by"
RECIPES: dict[str, Callable[[Pool], Conv | None]] = {
    # pronoun / demonstrative: turn 2 refers to the person or film of turn 1
    "dir_count": c_film_person(D_, "count"), "writer_count": c_film_person(W_, "count"),
    "writer_latest": c_film_person(W_, "latest"), "dir_earliest": c_film_person(D_, "earliest"),
    "dir_latest": c_film_person(D_, "latest"),
    "film_cast": c_film_facts("release_year", A_), "film_dir": c_film_facts("in_language", D_, 2),
    "film_writer": c_film_facts("release_year", W_, 4), "film_genre": c_film_facts(D_, "has_genre", 4),
    "film_genre_w": c_film_facts(W_, "has_genre", 4), "film_year_dir": c_film_facts(D_, "release_year", 1),
    "films_dir": c_actor_year_films(D_, 2), "films_writers": c_actor_year_films(W_, 2),
    "earliest_cast": c_extreme_then(D_, "earliest", A_), "latest_lang": c_extreme_then(A_, "latest", "in_language"),
    "latest_year": c_extreme_then(D_, "latest", "release_year"),
    # which_of_them
    "after": c_person_films_then(A_, "after"), "dir_before": c_person_films_then(D_, "before"),
    "in_year": c_person_films_then(A_, "in_year"), "genre": c_person_films_then(A_, "genre"),
    "directed_by": c_person_films_then(A_, "person", D_), "starring": c_person_films_then(D_, "person", A_),
    "writer_count_genre": c_person_films_then(W_, "count_genre"), "dir_genre": c_person_films_then(D_, "genre"),
    "writer_after": c_person_films_then(W_, "after"), "before": c_person_films_then(A_, "before"),
    # what_else
    "dir_else": c_film_person(D_, "else"), "writer_else": c_film_person(W_, "else"),
    "actor_year_else": c_actor_year_films("else", 1), "dir_year_else": c_dir_year_else,
    "actor_earliest_else": c_extreme_then(A_, "earliest", "else"), "da_else": c_director_actor_else,
    "writer_latest_else": c_extreme_then(W_, "latest", "else"),
    # independent
    "dir_lang": c_two_films(D_, "in_language"), "year_writer": c_two_films("release_year", W_),
    "genre_dir": c_two_films("has_genre", D_), "cast_year": c_two_films(A_, "release_year"),
    "writer_genre": c_two_films(W_, "has_genre"), "lang_cast": c_two_films("in_language", A_),
    "year_count": c_year_count, "count_dir": c_count_dir, "dir_writer": c_two_films(D_, W_),
}
