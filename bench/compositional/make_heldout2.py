"""Build heldout2: a second held-out set for the compositional questions, written without looking at the engine.

    python bench/compositional/make_heldout2.py     # writes heldout2.jsonl, heldout2_conversations.jsonl, heldout2_gold.jsonl

Seeded and deterministic. The wordings below were written for this set alone (not copied from wordings.py, which its
author did not read); the films and people are drawn with their own seed and none of them occurs in the question
text of the dev, forecast or hand-written sets (checked by a plain word match, nothing else is read from them). Every
gold answer is a gold expression evaluated by gold.py over the triples; heldout2_handwritten.jsonl holds questions
written by hand with their gold expression, checked here and appended to heldout2.jsonl.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gold import KB

HERE = Path(__file__).resolve().parent
KB_PATH = HERE.parent.parent / "graphs" / "metaqa_kb.txt.gz"
SEED = "heldout2:2026-11-23"
PER_TYPE = 27
PER_KIND = 22
MAX_ANSWERS = 15
OTHER_SETS = ("dev.jsonl", "forecast.jsonl", "handwritten.jsonl",
              "dev_conversations.jsonl", "forecast_conversations.jsonl", "handwritten_conversations.jsonl")
# Words that would read as part of the question's logic if they sat inside a title of an intersection question.
_LOGIC_WORDS = {"and", "both", "before", "after", "first", "last", "latest", "earliest", "newest", "oldest", "&"}

# My own genre vocabulary: KB genre -> (plural noun, adjective used before "film"/"movie").
GENRES = {
    "Comedy": ("comedies", "comedy"), "Drama": ("dramas", "drama"), "Horror": ("horror movies", "horror"),
    "Western": ("westerns", "western"), "Thriller": ("thrillers", "thriller"), "Crime": ("crime films", "crime"),
    "War": ("war movies", "war"), "Documentary": ("documentaries", "documentary"), "Musical": ("musicals", "musical"),
    "Action": ("action movies", "action"), "Adventure": ("adventure films", "adventure"),
    "Animation": ("animated films", "animated"), "Mystery": ("mysteries", "mystery"),
    "Fantasy": ("fantasy films", "fantasy"), "Romance": ("romance movies", "romance"),
}
PRONOUNS = [("he", "his", "him"), ("she", "her", "her"), ("they", "their", "them")]

# -- wordings (written for this set) ----------------------------------------------------------------------------
# Each type: a list of (variant, template). Templates are used in turn, so each appears about 2-3 times.
# A template starting with "~" does not say in which role the person is meant ("{p}'s westerns", "{p} films from
# 1990"): it is only filled with people whose films are the same in every role they have (one reading, one answer).
WORDINGS: dict[str, list[tuple[str, str]]] = {
    "count": [
        ("starred_actors", "any idea how many films {p} has acted in?"),
        ("directed_by", "how many movies has {p} directed"),
        ("written_by", "number of films written by {p}?"),
        ("starred_actors", "in how many movies does {p} show up"),
        ("directed_by", "what's the total number of films directed by {p}?"),
        ("written_by", "I'm curious how many screenplays {p} wrote"),
        ("starred_actors", "tell me how many films feature {p}"),
        ("directed_by", "count the films {p} directed"),
        ("written_by", "how many movies has {p} got writing credits on"),
        ("starred_actors", "{p}: how many movies did they appear in?"),
    ],
    "intersection": [
        ("films", "which actors are in both {a} and {b}?"),
        ("people", "films with both {x} and {y} in the cast"),
        ("films", "who shows up in {a} as well as in {b}"),
        ("people", "what movies did {x} and {y} both act in?"),
        ("films", "any actors common to {a} and {b}?"),
        ("people", "give me movies where {x} and {y} appear together"),
        ("films", "I'm curious which actors {a} and {b} have in common"),
        ("people", "{x} and {y}, which films were they in together?"),
        ("films", "who was in the cast of {a} and also of {b}"),
        ("people", "which movies feature {x} alongside {y}"),
    ],
    "director_actor": [
        ("", "films directed by {d} starring {x}"),
        ("", "~which {d} movies have {x} in them?"),
        ("", "give me the movies {d} directed with {x} in the cast"),
        ("", "what did {x} star in that was directed by {d}"),
        ("", "any films where {d} directed {x}?"),
        ("", "movies by director {d} featuring {x}"),
        ("", "which films did {x} make with {d} directing"),
        ("", "list the films {x} acted in under director {d}"),
        ("", "~I want {d} films that have {x} in them"),
    ],
    "year_compare": [
        ("directed_by:after", "films {p} directed after {year}"),
        ("starred_actors:before", "which movies starring {p} came out before {year}?"),
        ("starred_actors:after", "~{p} movies released later than {year}"),
        ("directed_by:before", "what did {p} direct prior to {year}"),
        ("written_by:after", "anything {p} wrote after {year}?"),
        ("starred_actors:before", "movies with {p} from before {year}"),
        ("directed_by:after", "give me the films {p} directed that were released after {year}"),
        ("starred_actors:before", "~which of {p}'s movies predate {year}?"),
        ("written_by:before", "which films written by {p} were released earlier than {year}"),
        ("starred_actors:after", "I'm curious what {p} acted in after {year}"),
    ],
    "in_year": [
        ("directed_by", "what movies did {p} direct in {year}?"),
        ("starred_actors", "films starring {p} released in {year}"),
        ("written_by", "what did {p} write in {year}"),
        ("starred_actors", "~which {p} movies came out in {year}"),
        ("directed_by", "~{p} films from {year}"),
        ("starred_actors", "give me the movies {p} acted in during {year}"),
        ("directed_by", "anything {p} directed in the year {year}?"),
        ("starred_actors", "which films with {p} hit theaters in {year}?"),
        ("written_by", "screenplays by {p} released in {year}"),
        ("starred_actors", "what was {p} in back in {year}"),
    ],
    "superlative": [
        ("directed_by:earliest", "what was {p}'s first film as a director?"),
        ("starred_actors:earliest", "earliest movie starring {p}"),
        ("directed_by:latest", "what's the most recent film {p} directed"),
        ("starred_actors:latest", "~{p}'s latest movie?"),
        ("written_by:earliest", "which film did {p} write first"),
        ("starred_actors:earliest", "oldest film with {p} in it"),
        ("written_by:latest", "the newest movie written by {p}"),
        ("starred_actors:earliest", "what was the first movie {p} appeared in?"),
        ("genre:starred_actors:latest", "most recent {g1} film starring {p}"),
        ("genre:directed_by:earliest", "what was {p}'s earliest {g1} movie as director?"),
    ],
    "genre_person": [
        ("starred_actors", "{G} starring {p}"),
        ("directed_by", "which {g1} films did {p} direct?"),
        ("starred_actors", "any {g} with {p} in them?"),
        ("written_by", "I'm looking for {g} written by {p}"),
        ("starred_actors", "what {g1} movies has {p} acted in"),
        ("directed_by", "~{p}'s {g}"),
        ("starred_actors", "show me {g1} films featuring {p}"),
        ("directed_by", "{G} directed by {p}?"),
        ("starred_actors", "~which of {p}'s films are {g}"),
    ],
    "relation": [
        ("in_language", "what tongue is {f} in?"),
        ("written_by", "who penned {f}"),
        ("release_year", "when did {f} come out?"),
        ("directed_by", "who was behind the camera on {f}"),
        ("has_genre", "what kind of movie is {f}?"),
        ("has_tags", "what is {f} tagged with"),
        ("starred_actors", "who's in {f}?"),
        ("in_language", "{f} is in which language?"),
        ("written_by", "who wrote the screenplay for {f}"),
        ("release_year", "what year did {f} hit theaters"),
        ("directed_by", "who helmed {f}?"),
        ("has_genre", "{f}: what genre would that be"),
        ("has_tags", "give me the tags for {f}"),
        ("starred_actors", "cast of {f}?"),
        ("in_language", "what language do they speak in {f}"),
        ("release_year", "release year of {f}?"),
        ("written_by", "{f} was written by whom?"),
        ("directed_by", "{f} director?"),
        ("starred_actors", "who acted in {f}"),
    ],
    "unanswerable": [
        ("person", "how tall is {p}?"),
        ("film", "what's the budget of {f}"),
        ("country", "what's the capital of {country}?"),
        ("person", "where was {p} born"),
        ("film", "how much money did {f} make at the box office?"),
        ("city", "what's the weather going to be in {city} tomorrow"),
        ("person", "what did {p} eat for breakfast today"),
        ("country", "who is the prime minister of {country}"),
        ("film", "how long is {f}, runtime wise"),
        ("person", "is {p} married?"),
        ("world", "who won the 1998 world cup?"),
        ("city", "how many people live in {city}?"),
        ("person", "how old is {p} now"),
        ("world", "what's 17 times 23?"),
        ("film", "where can I stream {f}?"),
        ("person", "what's {p}'s net worth"),
        ("world", "how do I boil an egg"),
        ("world", "who painted the Mona Lisa?"),
    ],
}
COUNTRIES = ["Peru", "Kenya", "Norway", "Vietnam", "Chile", "Portugal", "Egypt", "New Zealand"]
CITIES = ["Lisbon", "Nairobi", "Osaka", "Denver", "Montreal", "Krakow", "Porto Alegre"]

# Conversation wordings: kind -> list of (recipe, first turn, second turn). {he}/{his}/{him} are drawn at random.
CONVERSATIONS: dict[str, list[tuple[str, str, str]]] = {
    "pronoun": [
        ("director_else", "who directed {f}?", "what other films did {he} direct?"),
        ("writer_count", "who wrote {f}", "how many films did {he} write in total?"),
        ("film_year_cast", "when was {f} released?", "which actors are in it?"),
        ("director_latest", "who's the director of {f}", "what's {his} most recent film?"),
        ("film_writer_lang", "who penned {f}?", "and what language is it in?"),
        ("writer_else", "{f} was written by who?", "what else did {he} write"),
        ("film_dir_genre", "who directed {f}", "ok and what genre is it?"),
        ("director_earliest", "{f}, who directed that?", "what was {his} first movie as director?"),
        ("director_count", "tell me who directed {f}", "how many movies did {he} direct?"),
    ],
    "demonstrative": [
        ("films_cast", "what did {d} direct in {year}?", "who acted in those?"),
        ("director_else", "who directed {f}", "what other movies has that director got?"),
        ("films_genres", "which films did {d} direct in {year}", "what genres are those movies?"),
        ("film_year_dir", "what year did {f} come out", "who directed that movie?"),
        ("writer_count", "who wrote {f}?", "how many films has that writer written?"),
        ("films_writers", "films directed by {d} in {year}", "who wrote those?"),
        ("director_latest", "who was the director of {f}?", "what's the latest film from that director?"),
        ("film_lang_cast", "what language is {f} in?", "who acted in that film?"),
    ],
    "which_of_them": [
        ("after", "what films did {x} star in?", "which of them came out after {year}?"),
        ("directed_by", "movies with {x}", "which of those were directed by {d}"),
        ("genre", "what has {x} acted in", "which ones are {g}?"),
        ("before", "list the films starring {x}", "any of them from before {year}?"),
        ("dir_after", "what movies did {d} direct", "and which of these were released after {year}?"),
        ("genre", "films featuring {x}", "which of them are {g}"),
        ("dir_before", "films directed by {d}?", "which of those came out earlier than {year}"),
        ("after", "~show me {x}'s movies", "of those, which are newer than {year}?"),
        ("in_year", "which movies did {x} appear in", "which of them were released in {year}?"),
    ],
    "what_else": [
        ("director_year", "what did {d} direct in {year}", "and apart from that, what did {he} direct?"),
        ("actor_before", "films with {x} released before {year}", "what else was {x} in?"),
        ("writer_year", "which films did {w} write in {year}?", "anything else {he} wrote?"),
        ("director_year", "~{d} films from {year}", "what else has {d} directed"),
        ("actor_before", "what movies did {x} star in before {year}?", "and what else did {he} act in?"),
        ("director_else", "who directed {f}?", "what else did {he} make as director?"),
        ("writer_year", "screenplays {w} wrote in {year}", "what other films did {w} write?"),
        ("actor_genre", "{G} starring {x}", "what else has {x} been in?"),
    ],
    "independent": [
        ("directed_language", "who directed {a}?", "what language is {b} in"),
        ("year_writer", "when did {a} come out", "who wrote {b}?"),
        ("genre_directed", "what genre is {a}", "who directed {b}"),
        ("cast_year", "who's in {a}?", "what year was {b} released?"),
        ("writer_genre", "who penned {a}", "what kind of film is {b}?"),
        ("year_count", "release year of {a}?", "how many movies did {p} direct?"),
        ("language_cast", "what language is {a} in?", "who starred in {b}"),
        ("director_writer", "{a} director?", "and who wrote {b}?"),
    ],
}


class Pool:
    """Films and people allowed in heldout2, drawn in a seeded order; each topic entity is used once."""

    def __init__(self, kb: KB, other_text: str, seed: str) -> None:
        self.kb, self.rng = kb, random.Random(seed)
        self.other = other_text.lower()
        self.other_words = set(re.findall(r"\w+", self.other))
        self.used: set[str] = set()
        self._fresh: dict[str, bool] = {}
        self.films = sorted(f for f in kb.films if kb.clean_film(f) and "?" not in f and self.fresh(f))
        self.persons = {r: sorted(p for p in kb.persons if kb.subjs(p, r) and kb.clean_person(p) and self.fresh(p))
                        for r in ("directed_by", "starred_actors", "written_by")}

    def fresh(self, name: str) -> bool:
        """True when the name occurs in no question of the earlier sets (word match, any case)."""
        if name not in self._fresh:
            if not set(re.findall(r"\w+", name.lower())) <= self.other_words:
                self._fresh[name] = True
                return True
            pat = r"(?<![\w])" + re.escape(name.lower()) + r"(?![\w])"
            self._fresh[name] = re.search(pat, self.other) is None
        return self._fresh[name]

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
    p = s.person(v, 2, 40)
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
        if kind in ("count", "latest", "earliest") and (n < 2 or not fits(s.kb.gold(spec2), 1, 3 if kind != "count" else 1)):
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
    a, p = s.film(), s.person("directed_by", 2, 40)
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


# -- putting it together ----------------------------------------------------------------------------------------
def _fill(t: str, values: dict[str, Any]) -> str:
    t = t.lstrip("~")
    text = t.format(**values)
    return text[0].upper() + text[1:] if t.startswith("{G}") else text


def _readable(kb: KB, template: str, names: list[str]) -> bool:
    """A "~" template takes only people with one reading (see WORDINGS)."""
    return not template.startswith("~") or all(one_reading(kb, n) for n in names if n in kb.persons)


def build_questions(s: Pool) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()
    for qtype, slots in WORDINGS.items():
        for i in range(PER_TYPE):
            variant, t = slots[i % len(slots)]
            for _ in range(3000):
                built = QUESTIONS[qtype](s, variant)
                if built is None:
                    continue
                values, spec, names = built
                q = _fill(t, values)
                if q in seen or any(n in s.used for n in names) or not _readable(s.kb, t, names):
                    continue
                seen.add(q)
                s.used |= set(names)
                rows.append({"question": q, "answers": s.kb.gold(spec), "type": qtype, "gold": spec})
                break
            else:
                raise SystemExit(f"could not draw a {qtype} question for {t!r}")
    return rows


def build_conversations(s: Pool) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for kind, slots in CONVERSATIONS.items():
        for i in range(PER_KIND):
            recipe, w1, w2 = slots[i % len(slots)]
            for _ in range(3000):
                built = RECIPES[recipe](s)
                if built is None:
                    continue
                values, spec1, spec2, names = built
                if any(n in s.used for n in names) or not _readable(s.kb, w1, names):
                    continue
                he, his, him = s.rng.choice(PRONOUNS)
                values = {**values, "he": he, "his": his, "him": him}
                s.used |= set(names)
                rows.append({"turns": [{"question": _fill(w1, values), "answers": s.kb.gold(spec1), "gold": spec1},
                                       {"question": _fill(w2, values), "answers": s.kb.gold(spec2), "gold": spec2}],
                             "type": kind})
                break
            else:
                raise SystemExit(f"could not draw a {kind} conversation for {recipe}")
    return rows


def check_handwritten(kb: KB, path: Path) -> list[dict[str, Any]]:
    """Hand-written questions carry a gold expression; their written answers must be what the KB gives."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    wrong = []
    for row in rows:
        gold = kb.gold(row["gold"])
        if row["type"] == "unanswerable" and gold:
            wrong.append(f"{row['question']!r}: unanswerable, yet the expression gives {gold}")
        elif row["type"] != "unanswerable" and not gold:
            wrong.append(f"{row['question']!r}: the KB gives no answer")
        elif sorted(row["answers"]) != gold:
            wrong.append(f"{row['question']!r}: written {row['answers']}, the KB gives {gold}")
    if wrong:
        raise SystemExit(f"{path.name}: hand-written answers disagree with the KB:\n  " + "\n  ".join(wrong))
    return rows


def sanity(rows: list[dict[str, Any]], convs: list[dict[str, Any]]) -> None:
    """Answerable items have 1..15 answers, counts are positive, unanswerable ones have none."""
    turns = [(r["type"], r) for r in rows] + [(c["type"], t) for c in convs for t in c["turns"]]
    for qtype, t in turns:
        a = t["answers"]
        if qtype == "unanswerable":
            assert a == [], t
        else:
            assert 1 <= len(a) <= MAX_ANSWERS, t
            if t["gold"][0] == "count":
                assert len(a) == 1 and int(a[0]) > 0, t


def strip(row: dict[str, Any]) -> dict[str, Any]:
    if "turns" in row:
        return {"turns": [{"question": t["question"], "answers": t["answers"]} for t in row["turns"]], "type": row["type"]}
    return {"question": row["question"], "answers": row["answers"], "type": row["type"]}


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def other_questions(here: Path) -> str:
    """The question strings of the earlier sets, joined: only used to keep their entities out of heldout2."""
    out = []
    for name in OTHER_SETS:
        path = here / name
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    row = json.loads(line)
                    out += [t["question"] for t in row.get("turns", [row])]
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kb", type=Path, default=KB_PATH)
    ap.add_argument("--out", type=Path, default=HERE)
    args = ap.parse_args()
    kb = KB.load(args.kb)
    hand = check_handwritten(kb, HERE / "heldout2_handwritten.jsonl")
    pool = Pool(kb, other_questions(HERE), SEED)
    for row in hand:  # the hand-written questions' names are not drawn again
        stack = [row["gold"]]
        while stack:
            x = stack.pop()
            if isinstance(x, list):
                stack += x
            elif isinstance(x, str) and (x in kb.films or x in kb.persons) and x not in kb.genres:
                pool.used.add(x)
    stale = sorted(n for n in pool.used if not pool.fresh(n))
    if stale:
        print(f"note: hand-written names also asked about in the earlier sets: {stale}")
    questions = build_questions(pool)
    conversations = build_conversations(pool)
    earlier = set(other_questions(HERE).lower().splitlines())
    shared = sorted({t["question"] for r in questions + conversations + hand for t in r.get("turns", [r])
                     if t["question"].lower() in earlier})
    if shared:
        raise SystemExit(f"heldout2 repeats questions of the earlier sets word for word: {shared}")
    rows = questions + [{**r, "answers": kb.gold(r["gold"])} for r in hand]
    sanity(rows, conversations)
    order = list(WORDINGS)
    rows.sort(key=lambda r: order.index(r["type"]))  # hand-written ones join their type's block
    write_jsonl(args.out / "heldout2.jsonl", [strip(r) for r in rows])
    write_jsonl(args.out / "heldout2_conversations.jsonl", [strip(c) for c in conversations])
    write_jsonl(args.out / "heldout2_gold.jsonl",
                [{"question": r["question"], "type": r["type"], "gold": r["gold"]} for r in rows]
                + [{"turns": [{"question": t["question"], "gold": t["gold"]} for t in c["turns"]], "type": c["type"]}
                   for c in conversations])
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["type"]] = counts.get(r["type"], 0) + 1
    kinds: dict[str, int] = {}
    for c in conversations:
        kinds[c["type"]] = kinds.get(c["type"], 0) + 1
    print(f"heldout2: {len(rows)} questions {counts}; {len(conversations)} conversations {kinds}")


if __name__ == "__main__":
    main()
