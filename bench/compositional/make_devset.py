"""Build the compositional question sets from the movie KB: a development split and a held-out forecast split.

    python bench/compositional/make_devset.py            # writes dev*.jsonl and forecast*.jsonl next to this file

Seeded and deterministic. Every gold answer is a gold expression (see gold.py) evaluated with plain Python over the
triples, never with kgchat. The two splits share no wording (wordings.py) and no film or person: each name is put on
one side by a hash, and the names of the hand-written questions are kept on the dev side.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gold import KB, PERSON_RELATIONS
from wordings import CITIES, COUNTRIES, DEV, DEV_CONVERSATIONS, FORECAST, FORECAST_CONVERSATIONS, GENRE_NOUNS

HERE = Path(__file__).resolve().parent
KB_PATH = HERE.parent.parent / "graphs" / "metaqa_kb.txt.gz"
MAX_ANSWERS = 15  # list questions with more gold answers than this are skipped (a chat answer cannot list them)
FORECAST_SHARE = 0.35  # share of films and people reserved for the forecast split
PER_TYPE = {"dev": 50, "forecast": 25}
PER_CONVERSATION_KIND = {"dev": 40, "forecast": 20}

Item = tuple[str, Any]  # (question, gold expression)


class Sampler:
    """Draws entities of one split that satisfy a question's checks, in a seeded order."""

    def __init__(self, kb: KB, split: str, reserved: set[str], seed: int) -> None:
        self.kb, self.rng = kb, random.Random(f"{seed}:{split}")

        def side(name: str) -> bool:
            if name in reserved:
                return split == "dev"
            h = int.from_bytes(hashlib.sha256(f"{seed}:{name}".encode()).digest()[:8], "big") / 2**64
            return (h < FORECAST_SHARE) == (split == "forecast")

        self.films = sorted(f for f in kb.films if side(f) and kb.clean_film(f))
        self.persons = {role: sorted(p for p in kb.persons if side(p) and kb.clean_person(p) and kb.subjs(p, role))
                        for role in PERSON_RELATIONS}
        self.in_split = side
        self.used: set[str] = set()

    def film(self) -> str:
        return self.rng.choice(self.films)

    def person(self, role: str, lo: int = 1, hi: int = 10**6) -> str | None:
        for _ in range(200):
            p = self.rng.choice(self.persons[role])
            if lo <= len(self.kb.subjs(p, role)) <= hi:
                return p
        return None

    def ok_person(self, name: str) -> bool:
        return self.kb.clean_person(name) and self.in_split(name)

    def ok_film(self, name: str) -> bool:
        return self.kb.clean_film(name) and self.in_split(name)


def _fits(answers: list[str], lo: int = 1, hi: int = MAX_ANSWERS) -> bool:
    return lo <= len(answers) <= hi


# -- single questions: one builder per type, returning (question, gold) or None to draw again --------------------
def b_count(s: Sampler, variant: str, t: str) -> Item | None:
    p = s.person(variant, 2, 30)
    return (t.format(p=p), ["count", ["films", variant, p]]) if p else None


def b_intersection(s: Sampler, variant: str, t: str) -> Item | None:
    kb, f = s.kb, s.film()
    actors = sorted(x for x in kb.objs(f, "starred_actors") if s.ok_person(x))
    if variant == "actors":
        if not actors:
            return None
        others = sorted(g for g in kb.subjs(s.rng.choice(actors), "starred_actors") if g != f and s.ok_film(g))
        if not others:
            return None
        a, b = s.rng.sample([f, s.rng.choice(others)], 2)
        spec = ["and", ["of", a, "starred_actors"], ["of", b, "starred_actors"]]
        return (t.format(a=a, b=b), spec) if _fits(kb.gold(spec), 1, 8) else None
    if len(actors) < 2:
        return None
    x, y = s.rng.sample(actors, 2)
    spec = ["and", ["films", "starred_actors", x], ["films", "starred_actors", y]]
    return (t.format(x=x, y=y), spec) if _fits(kb.gold(spec), 1, 8) else None


def b_director_actor(s: Sampler, variant: str, t: str) -> Item | None:
    kb, f = s.kb, s.film()
    directors = [d for d in kb.objs(f, "directed_by") if s.ok_person(d) and len(kb.subjs(d, "directed_by")) >= 2]
    actors = sorted(x for x in kb.objs(f, "starred_actors") if s.ok_person(x) and len(kb.subjs(x, "starred_actors")) >= 2)
    if not directors or not actors:
        return None
    d, x = directors[0], s.rng.choice(actors)
    spec = ["and", ["films", "directed_by", d], ["films", "starred_actors", x]]
    gold = set(kb.gold(spec))
    if gold == kb.subjs(d, "directed_by") or gold == kb.subjs(x, "starred_actors"):
        return None  # the second entity must change the answer, or the question tests nothing
    return t.format(d=d, x=x), spec


def _person_films(s: Sampler, role: str) -> tuple[str, set[str]] | tuple[None, None]:
    p = s.person(role, 3, 40)
    return (p, s.kb.subjs(p, role)) if p else (None, None)


def b_year_compare(s: Sampler, variant: str, t: str) -> Item | None:
    role, op = variant.split(":")
    p, films = _person_films(s, role)
    if not p:
        return None
    years = sorted({s.kb.year(f) for f in films})
    if len(years) < 2:
        return None
    year = s.rng.randint(years[0], years[-1] - 1) if op == "after" else s.rng.randint(years[0] + 1, years[-1])
    spec = [op, ["films", role, p], year]
    gold = kb_gold(s, spec)
    return (t.format(p=p, year=year), spec) if _fits(gold) and len(gold) < len(films) else None


def b_in_year(s: Sampler, variant: str, t: str) -> Item | None:
    p, films = _person_films(s, variant)
    if not p:
        return None
    year = s.kb.year(s.rng.choice(sorted(films)))
    spec = ["in", ["films", variant, p], year]
    gold = kb_gold(s, spec)
    return (t.format(p=p, year=year), spec) if _fits(gold) and len(gold) < len(films) else None


def b_superlative(s: Sampler, variant: str, t: str) -> Item | None:
    role, op = variant.split(":")
    p, films = _person_films(s, role)
    if not p:
        return None
    spec = [op, ["films", role, p]]
    return (t.format(p=p), spec) if _fits(kb_gold(s, spec), 1, 3) else None


def b_genre_person(s: Sampler, variant: str, t: str) -> Item | None:
    p, films = _person_films(s, variant)
    if not p:
        return None
    genres = sorted({g for f in films for g in s.kb.objs(f, "has_genre")} & set(GENRE_NOUNS))
    if not genres:
        return None
    genre = s.rng.choice(genres)
    spec = ["genre", ["films", variant, p], genre]
    gold = kb_gold(s, spec)
    plural, adjective = GENRE_NOUNS[genre]
    text = t.format(p=p, g=plural, g1=adjective)
    return (text[0].upper() + text[1:] if text.startswith(plural) else text, spec) \
        if _fits(gold) and len(gold) < len(films) else None


def b_relation(s: Sampler, variant: str, t: str) -> Item | None:
    f = s.film()
    spec = ["of", f, variant]
    return (t.format(f=f), spec) if _fits(kb_gold(s, spec), 1, 8) else None


def b_unanswerable(s: Sampler, variant: str, t: str, split: str = "dev") -> Item | None:
    if variant == "person":
        p = s.person("starred_actors", 5)
        return (t.format(p=p), ["none"]) if p else None
    if variant == "film":
        return t.format(f=s.film()), ["none"]
    return t.format(country=s.rng.choice(COUNTRIES[split]), city=s.rng.choice(CITIES[split])), ["none"]


def kb_gold(s: Sampler, spec: Any) -> list[str]:
    return s.kb.gold(spec)


BUILDERS: dict[str, Callable[..., Item | None]] = {
    "count": b_count, "intersection": b_intersection, "director_actor": b_director_actor,
    "year_compare": b_year_compare, "in_year": b_in_year, "superlative": b_superlative,
    "genre_person": b_genre_person, "relation": b_relation, "unanswerable": b_unanswerable,
}


# -- two-turn conversations: each recipe gives the wording's values and both turns' gold --------------------------
Turns = tuple[dict[str, Any], Any, Any]


def _single_person(s: Sampler, film: str, role: str) -> str | None:
    people = s.kb.objs(film, role)
    return next(iter(people)) if len(people) == 1 and s.ok_person(next(iter(people))) else None


def _person_else(role: str) -> Callable[[Sampler], Turns | None]:
    def build(s: Sampler) -> Turns | None:
        f = s.film()
        p = _single_person(s, f, role)
        if not p:
            return None
        spec2 = ["minus", ["films", role, p], ["names", f]]
        return ({"f": f}, ["of", f, role], spec2) if _fits(s.kb.gold(spec2)) else None
    return build


def _film_fact(first: str, second: str, hi: int) -> Callable[[Sampler], Turns | None]:
    def build(s: Sampler) -> Turns | None:
        f = s.film()
        spec1, spec2 = ["of", f, first], ["of", f, second]
        return ({"f": f}, spec1, spec2) if _fits(s.kb.gold(spec1), 1, 3) and _fits(s.kb.gold(spec2), 1, hi) else None
    return build


def _films_in_year_then(rel: str | None) -> Callable[[Sampler], Turns | None]:
    def build(s: Sampler) -> Turns | None:
        d, films = _person_films(s, "directed_by")
        if not d or len(films) > 16:
            return None
        year = s.kb.year(s.rng.choice(sorted(films)))
        spec1 = ["in", ["films", "directed_by", d], year]
        spec2 = ["of_all", spec1, rel] if rel else ["minus", ["films", "directed_by", d], spec1]
        if not (_fits(s.kb.gold(spec1), 1, 5) and _fits(s.kb.gold(spec2))):
            return None
        return {"d": d, "year": year}, spec1, spec2
    return build


def _actor_films_then(kind: str) -> Callable[[Sampler], Turns | None]:
    def build(s: Sampler) -> Turns | None:
        x, films = _person_films(s, "starred_actors")
        if not x or len(films) > MAX_ANSWERS:
            return None
        spec1: Any = ["films", "starred_actors", x]
        years = sorted({s.kb.year(f) for f in films})
        values: dict[str, Any] = {"x": x}
        if kind in ("after", "before", "actor_before"):
            if len(years) < 2:
                return None
            year = s.rng.randint(years[0], years[-1] - 1) if kind == "after" else s.rng.randint(years[0] + 1, years[-1])
            values["year"] = year
            op = "after" if kind == "after" else "before"
            spec2: Any = [op, spec1, year]
            if kind == "actor_before":
                spec1, spec2 = spec2, ["minus", spec1, spec2]
        elif kind == "directed_by":
            directors = sorted({d for f in films for d in s.kb.objs(f, "directed_by") if s.ok_person(d)})
            if not directors:
                return None
            values["d"] = s.rng.choice(directors)
            spec2 = ["and", spec1, ["films", "directed_by", values["d"]]]
        else:
            genres = sorted({g for f in films for g in s.kb.objs(f, "has_genre")} & set(GENRE_NOUNS))
            if not genres:
                return None
            genre = s.rng.choice(genres)
            values["g"] = GENRE_NOUNS[genre][0]
            spec2 = ["genre", spec1, genre]
        g1, g2 = s.kb.gold(spec1), s.kb.gold(spec2)
        return (values, spec1, spec2) if _fits(g1) and _fits(g2) and len(g2) < len(films) else None
    return build


def _two_films(first: str, second: str) -> Callable[[Sampler], Turns | None]:
    def build(s: Sampler) -> Turns | None:
        a, b = s.film(), s.film()
        spec1, spec2 = ["of", a, first], ["of", b, second]
        ok = a != b and _fits(s.kb.gold(spec1), 1, 4) and _fits(s.kb.gold(spec2), 1, 4)
        return ({"a": a, "b": b}, spec1, spec2) if ok else None
    return build


RECIPES: dict[str, Callable[[Sampler], Turns | None]] = {
    "director_else": _person_else("directed_by"), "writer_else": _person_else("written_by"),
    "film_year": _film_fact("directed_by", "release_year", 1), "film_cast": _film_fact("written_by", "starred_actors", 8),
    "film_language": _film_fact("directed_by", "in_language", 3),
    "films_cast": _films_in_year_then("starred_actors"), "films_genres": _films_in_year_then("has_genre"),
    "director_year": _films_in_year_then(None),
    "after": _actor_films_then("after"), "before": _actor_films_then("before"),
    "directed_by": _actor_films_then("directed_by"), "genre": _actor_films_then("genre"),
    "actor_before": _actor_films_then("actor_before"),
    "directed_language": _two_films("directed_by", "in_language"), "year_writer": _two_films("release_year", "written_by"),
    "genre_directed": _two_films("has_genre", "directed_by"),
}


# -- putting it together ----------------------------------------------------------------------------------------
def _draw(n: int, slots: list[Any], make: Callable[[Any], Any], seen: set[str], key: Callable[[Any], str]) -> list[Any]:
    out = []
    for i in range(n):
        slot = slots[i % len(slots)]
        for _ in range(2000):
            item = make(slot)
            if item is not None and key(item) not in seen:
                seen.add(key(item))
                out.append(item)
                break
    return out


def build_questions(kb: KB, s: Sampler, split: str) -> list[dict[str, Any]]:
    table = DEV if split == "dev" else FORECAST
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()
    for qtype, variants in table.items():
        slots = [(v, t) for v, ts in variants.items() for t in ts]
        extra = {"split": split} if qtype == "unanswerable" else {}
        items = _draw(PER_TYPE[split], slots, lambda slot, q=qtype, e=extra: BUILDERS[q](s, *slot, **e), seen,
                      lambda item: item[0])
        rows += [{"question": q, "answers": kb.gold(spec), "type": qtype} for q, spec in items]
    return rows


def build_conversations(kb: KB, s: Sampler, split: str) -> list[dict[str, Any]]:
    table = DEV_CONVERSATIONS if split == "dev" else FORECAST_CONVERSATIONS
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()

    def make(slot: tuple[str, tuple[str, str]]) -> Any:
        recipe, (w1, w2) = slot
        built = RECIPES[recipe](s)
        if built is None:
            return None
        values, spec1, spec2 = built
        values = {**values, "he": s.rng.choice(["he", "she", "they"])}
        return w1.format(**values), spec1, w2.format(**values), spec2

    for kind, recipes in table.items():
        slots = [(r, pair) for r, pairs in recipes.items() for pair in pairs]
        for q1, spec1, q2, spec2 in _draw(PER_CONVERSATION_KIND[split], slots, make, seen, lambda it: it[0] + it[2]):
            rows.append({"turns": [{"question": q1, "answers": kb.gold(spec1)},
                                   {"question": q2, "answers": kb.gold(spec2)}], "type": kind})
    return rows


def _names(spec: Any, kb: KB) -> set[str]:
    if isinstance(spec, list):
        return set().union(*(_names(x, kb) for x in spec)) if spec else set()
    return {spec} if isinstance(spec, str) and (spec in kb.films or spec in kb.persons) else set()


def check_handwritten(kb: KB, path: Path, fill: bool) -> list[dict[str, Any]]:
    """Hand-written items carry a gold expression next to their answers; the answers must follow from it."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    wrong = []
    for row in rows:
        for turn in row.get("turns", [row]):
            gold = kb.gold(turn["gold"])
            if not gold and row["type"] != "unanswerable":
                wrong.append(f"{turn['question']!r}: the KB gives no answer, which would read as unanswerable")
            elif fill:
                turn["answers"] = gold
            elif sorted(turn.get("answers", [])) != gold:
                wrong.append(f"{turn['question']!r}: written {turn.get('answers')}, the KB gives {gold}")
    if wrong:
        raise SystemExit(f"{path.name}: hand-written answers disagree with the KB:\n  " + "\n  ".join(wrong))
    if fill:
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return rows


def _strip(row: dict[str, Any]) -> dict[str, Any]:
    if "turns" in row:
        return {"turns": [{"question": t["question"], "answers": t["answers"]} for t in row["turns"]], "type": row["type"]}
    return {"question": row["question"], "answers": row["answers"], "type": row["type"]}


def _check_disjoint_wordings() -> None:
    def words(table: dict) -> set[str]:
        out = set()
        for variants in table.values():
            for ts in variants.values():
                out |= {x for t in ts for x in (t if isinstance(t, tuple) else (t,))}
        return out
    shared = words(DEV) & words(FORECAST) | words(DEV_CONVERSATIONS) & words(FORECAST_CONVERSATIONS)
    if shared:
        raise SystemExit(f"dev and forecast share wordings: {sorted(shared)}")


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kb", type=Path, default=KB_PATH)
    ap.add_argument("--out", type=Path, default=HERE)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--fill-handwritten", action="store_true",
                    help="write the KB's answers into the hand-written files (when authoring them) instead of checking")
    args = ap.parse_args()
    _check_disjoint_wordings()
    kb = KB.load(args.kb)
    hand = check_handwritten(kb, HERE / "handwritten.jsonl", args.fill_handwritten)
    hand_conv = check_handwritten(kb, HERE / "handwritten_conversations.jsonl", args.fill_handwritten)
    reserved = set().union(*(_names(t["gold"], kb) for r in hand + hand_conv for t in r.get("turns", [r])))
    for split in ("dev", "forecast"):
        s = Sampler(kb, split, reserved, args.seed)
        questions = build_questions(kb, s, split)
        conversations = build_conversations(kb, s, split)
        if split == "dev":
            questions += [_strip(r) for r in hand]
            conversations += [_strip(r) for r in hand_conv]
        write_jsonl(args.out / f"{split}.jsonl", questions)
        write_jsonl(args.out / f"{split}_conversations.jsonl", conversations)
        print(f"{split}: {len(questions)} questions, {len(conversations)} conversations")


if __name__ == "__main__":
    main()
