"""Write the paraphrase test set: MetaQA-style questions in wordings that are not MetaQA's templates.

    python bench/make_paraphrases.py        # writes bench/paraphrases/vanilla/qa_paraphrases.txt (+ _qtype.txt)

Each template below is a phrasing written for kgchat together with the relation chain it asks for. Topic entities
are drawn from the movie KB with a fixed seed (two per template); gold answers are computed by walking the chain in
the KB (the topic entity itself excluded, as in MetaQA). The output uses MetaQA's format (``question<TAB>a|b``,
topic in brackets) so ``kgchat eval --format metaqa`` reads it, with the template's chain as question type.
"""

from __future__ import annotations

import gzip
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgchat.chains import GraphCache, parse_move  # noqa: E402
from kgchat.graphs import MOVIE_KB, default_graph  # noqa: E402

OUT = ROOT / "bench" / "paraphrases" / "vanilla" / "qa_paraphrases.txt"
PER_TEMPLATE = 2
MAX_ANSWERS = 60  # skip topics whose answer set is huge (hub-like questions are not what this set tests)

# (template with {}, chain of relation labels; "~" = followed backwards, i.e. from the object to the subject)
TEMPLATES: list[tuple[str, list[str]]] = [
    # 1 hop, from a film
    ("who was the filmmaker behind [{}]", ["directed_by"]),
    ("who helmed [{}]", ["directed_by"]),
    ("name the person who made the film [{}] as its director", ["directed_by"]),
    ("list the cast of [{}]", ["starred_actors"]),
    ("which performers can be seen in [{}]", ["starred_actors"]),
    ("who penned the screenplay for [{}]", ["written_by"]),
    ("who is credited with writing [{}]", ["written_by"]),
    ("in what year did [{}] come out", ["release_year"]),
    ("when did [{}] hit theaters", ["release_year"]),
    ("what genre would you say [{}] belongs to", ["has_genre"]),
    ("which category of cinema does [{}] fall into", ["has_genre"]),
    ("what language was [{}] filmed in", ["in_language"]),
    ("in which tongue are the characters of [{}] speaking", ["in_language"]),
    ("what keywords are associated with [{}]", ["has_tags"]),
    ("which labels have people attached to [{}]", ["has_tags"]),
    # 1 hop, to films
    ("what has [{}] directed", ["~directed_by"]),
    ("give me the directing credits of [{}]", ["~directed_by"]),
    ("which pictures feature [{}]", ["~starred_actors"]),
    ("what has [{}] been cast in", ["~starred_actors"]),
    ("which screenplays did [{}] author", ["~written_by"]),
    ("list the films scripted by [{}]", ["~written_by"]),
    ("which titles are tagged [{}]", ["~has_tags"]),
    # 2 hops
    ("who directed the pictures that [{}] was cast in", ["~starred_actors", "directed_by"]),
    ("which filmmakers have worked with the actor [{}]", ["~starred_actors", "directed_by"]),
    ("who has shared the screen with [{}]", ["~starred_actors", "starred_actors"]),
    ("in what years were the films featuring [{}] released", ["~starred_actors", "release_year"]),
    ("what genres does [{}] usually act in", ["~starred_actors", "has_genre"]),
    ("who wrote the pictures [{}] was cast in", ["~starred_actors", "written_by"]),
    ("what languages are the films made by director [{}] in", ["~directed_by", "in_language"]),
    ("who penned the scripts for the films [{}] directed", ["~directed_by", "written_by"]),
    ("which performers has [{}] directed", ["~directed_by", "starred_actors"]),
    ("in which years did [{}] release films as a director", ["~directed_by", "release_year"]),
    ("what kinds of films has [{}] written", ["~written_by", "has_genre"]),
    ("when did the films scripted by [{}] come out", ["~written_by", "release_year"]),
    ("who directed the screenplays of [{}]", ["~written_by", "directed_by"]),
    ("which other titles did the director of [{}] make", ["directed_by", "~directed_by"]),
    ("what else was written by the screenwriter of [{}]", ["written_by", "~written_by"]),
    ("what other pictures has the cast of [{}] been in", ["starred_actors", "~starred_actors"]),
    # 3 hops, from a film
    ("who directed other pictures with the cast of [{}]", ["starred_actors", "~starred_actors", "directed_by"]),
    ("who wrote films featuring the cast of [{}]", ["starred_actors", "~starred_actors", "written_by"]),
    ("in which years did films with the actors of [{}] come out",
     ["starred_actors", "~starred_actors", "release_year"]),
    ("what genres do pictures with the performers of [{}] have", ["starred_actors", "~starred_actors", "has_genre"]),
    ("which languages are used in films with the cast of [{}]", ["starred_actors", "~starred_actors", "in_language"]),
    ("what genres are the other titles by the filmmaker of [{}]", ["directed_by", "~directed_by", "has_genre"]),
    ("when did the other films by the director of [{}] come out", ["directed_by", "~directed_by", "release_year"]),
    ("who was cast in other pictures by the filmmaker behind [{}]",
     ["directed_by", "~directed_by", "starred_actors"]),
    ("who penned other films made by the director of [{}]", ["directed_by", "~directed_by", "written_by"]),
    ("what languages are the other works of the director of [{}] in", ["directed_by", "~directed_by", "in_language"]),
    ("who directed the other scripts by the writer of [{}]", ["written_by", "~written_by", "directed_by"]),
    ("who was cast in the other scripts of the screenwriter of [{}]",
     ["written_by", "~written_by", "starred_actors"]),
    ("when were the other scripts by the writer of [{}] filmed", ["written_by", "~written_by", "release_year"]),
    ("what genres are the other scripts by the author of [{}]", ["written_by", "~written_by", "has_genre"]),
    ("what languages are spoken in the other films written by the screenwriter of [{}]",
     ["written_by", "~written_by", "in_language"]),
]


def main() -> None:
    graph = default_graph(progress=True)
    cache = GraphCache(graph)
    rng = random.Random(7)
    lines, types = [], []
    for template, chain in TEMPLATES:
        first_rel, first_dir = parse_move(chain[0])
        pool = _entities_with(first_rel, first_dir)
        picked = 0
        for eid in rng.sample(pool, len(pool)):
            if picked == PER_TEMPLATE:
                break
            entity = graph.entity(eid)
            if entity is None or "[" in entity.name or "]" in entity.name:
                continue
            frontier = {eid: 1}
            for label in chain:
                frontier = cache.follow(frontier, (parse_move(label),), exclude=eid)
            names = sorted({graph.entity(a).name for a in frontier})
            if not names or len(names) > MAX_ANSWERS:
                continue
            lines.append(f"{template.format(entity.name)}\t{'|'.join(names)}")
            types.append("_".join(chain).replace("~", "rev_"))
            picked += 1
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    OUT.parent.parent.joinpath("qa_paraphrases_qtype.txt").write_text("\n".join(types) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} questions from {len(TEMPLATES)} templates to {OUT}")


def _entities_with(relation: str, direction) -> list[str]:
    """Entity ids on the given side of ``relation`` (heads for forward, tails for reverse), from the KB file."""
    from kgchat.types import Direction

    side = 0 if direction is Direction.OUT else 2
    found: set[str] = set()
    with gzip.open(MOVIE_KB, "rt", encoding="utf-8") as fh:
        for line in fh:
            parts = line.rstrip("\n").split("|")
            if len(parts) == 3 and parts[1] == relation:
                found.add(parts[side])
    return sorted(found)


if __name__ == "__main__":
    main()
