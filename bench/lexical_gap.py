"""Do real users name the relation they ask about? Hits@1 of finished runs, split by whether the question says a word
of its gold relations' names.

    python bench/lexical_gap.py --set bench/data/webqsp_dev.jsonl --run zero-shot=DIR --run model=DIR ... \
        [--out bench/results/lexical_gap.json]

A model trained by ``kgchat train --graph`` learns from questions the graph writes about itself, worded with its
relations' names (and people's words for a few relations about people): it can learn that "nationality" asks for
``people.person.nationality``, not that "money" asks for ``location.country.currency_used``. This splits a question
set in two:

* **named**: a content word of the question (function words and the topic's own words left out) shares a stem with
  a word of a gold relation's verbalised name (``kgchat.verbalise``: property words, bracketed type left out):
  "what *currency* does jamaica use";
* **unnamed**: none does: "what kind of money should i take to jamaica".

and reports each run's Hits@1 on both (``DIR`` = a ``kgchat eval --out`` folder over the same set). With ``--model``
(a folder ``kgchat train --graph`` wrote), a second split asks whether the model has met the question's words at
all: **seen** when every content word occurs in its synthesised questions (entity names and the filler words that
name no relation left out), **unseen** otherwise: a test of whether the model is right where its words are
familiar and wrong only where they are not. Gold relations
come from the set's ``path`` (``bench/webqsp_dev.py`` writes them); for a set without one (the WebQSP forecast),
they are read off the CWQ queries that extend its questions as ``webqsp_dev.py`` reads the training ones
(``read_off``); questions with no reading are left out. The stem rule is crude (suffixes cut, or one word a prefix of
the other of at least 4 letters), so a few questions land on the wrong side; it reads the gold relations only for
this report, never for a choice.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from kgchat.lexicons.base import FUNCTION_WORDS  # noqa: E402
from kgchat.verbalise import property_words, relation_words  # noqa: E402

TOKEN = re.compile(r"[a-z0-9]+")
SUFFIXES = ("ies", "es", "s", "ed", "ing", "ion", "al")


def stem(word: str) -> str:
    for suffix in SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def content_stems(question: str, topics: list[str]) -> set[str]:
    """Stems of the question's words that could name a relation: not function words, digits or the topics' words."""
    own = {t for name in topics for t in TOKEN.findall(name.lower())}
    return {stem(t) for t in TOKEN.findall(question.lower()) if t not in FUNCTION_WORDS and t not in own
            and not t.isdigit()}


def names_relation(question: str, topics: list[str], path: list[str]) -> bool:
    """Whether a content word of ``question`` shares a stem with a word of a relation in ``path``."""
    asked = content_stems(question, topics)
    said = {stem(t) for rel in path for t in TOKEN.findall(property_words(relation_words(rel.lstrip("~"))).lower())
            if t not in FUNCTION_WORDS}
    return bool(asked & said) or any(a.startswith(b) or b.startswith(a)
                                     for a in asked for b in said if min(len(a), len(b)) >= 4)


def model_words(model: Path) -> set[str]:
    """Stems of the words of a model's synthesised questions, without entity names and filler words."""
    from kgchat.train.synonyms import FILLERS

    config = json.loads((model / "config.json").read_text(encoding="utf-8"))
    fillers = set(config["report"]["synthetic"].get("synonyms", {}).get(FILLERS, []))
    seen: set[str] = set()
    for line in (model / "synthetic.jsonl").read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        names = {t for name in [item["topic"]["name"], *item.get("others", [])] for t in TOKEN.findall(name.lower())}
        seen |= {stem(t) for t in TOKEN.findall(item["question"].lower()) if t not in names and t not in fillers}
    return seen


def words_seen(question: str, topics: list[str], seen: set[str]) -> bool:
    return content_stems(question, topics) <= seen


def gold_paths(items: list[dict], data: Path | None) -> dict[str, list[str]]:
    """Question id -> gold relations: the set's own ``path``, else read off CWQ (``webqsp_dev.read_off``)."""
    paths = {x["id"]: x["path"] for x in items if x.get("path")}
    if len(paths) < len(items) and data is not None:
        from webqsp_dev import read_off

        read = {x["id"]: x["path"] for x in read_off(data, "WebQTest")}
        paths.update({x["id"]: read[x["id"]] for x in items if x["id"] not in paths and x["id"] in read})
    return paths


def split_hits(items: list[dict], paths: dict[str, list[str]], runs: dict[str, Path],
               seen: set[str] | None = None) -> dict:
    groups: dict[str, list[str]] = {"named": [], "unnamed": []}
    for x in items:
        if x["id"] in paths:
            groups["named" if names_relation(x["question"], x["q_entity"], paths[x["id"]]) else "unnamed"].append(
                x["id"])
    out: dict = {"questions": len(items), "with_gold_relations": sum(map(len, groups.values())),
                 "named": len(groups["named"]), "unnamed": len(groups["unnamed"]), "runs": {}}
    if seen is not None:  # over every question of the set, gold relations or not
        familiar = {x["id"]: words_seen(x["question"], x["q_entity"], seen) for x in items}
        groups["seen"] = [q for q, known in familiar.items() if known]
        groups["unseen"] = [q for q, known in familiar.items() if not known]
        out.update(seen=len(groups["seen"]), unseen=len(groups["unseen"]))
    for name, folder in runs.items():
        hits = {r["qid"]: r["hits@1"] for r in map(json.loads, (folder / "results.jsonl").read_text().splitlines())}
        out["runs"][name] = {"all": round(100 * sum(hits.values()) / len(hits), 2), "folder": str(folder),
                             **{g: round(100 * sum(hits[q] for q in ids) / max(1, len(ids)), 2)
                                for g, ids in groups.items()}}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", type=Path, required=True, help="the question set (subgraphs jsonl) the runs answered")
    ap.add_argument("--run", action="append", default=[], help="NAME=DIR of a finished kgchat eval (repeatable)")
    ap.add_argument("--data", type=Path, default=next((p / "shared" / "data" / "freebase_kbqa" for p in ROOT.parents
                                                      if (p / "shared").is_dir()), None))
    ap.add_argument("--model", type=Path, help="also split by whether this model's synthesised questions used every "
                                               "content word of the question")
    ap.add_argument("--out", type=Path, help="append the report to this JSON file (a list of reports)")
    args = ap.parse_args()
    items = [json.loads(line) for line in args.set.read_text(encoding="utf-8").splitlines() if line.strip()]
    runs = dict(r.split("=", 1) for r in args.run)
    report = {"set": str(args.set), **({"model": str(args.model)} if args.model else {}),
              **split_hits(items, gold_paths(items, args.data), {k: Path(v) for k, v in runs.items()},
                           model_words(args.model) if args.model else None)}
    print(json.dumps(report, indent=1))
    if args.out:
        previous = json.loads(args.out.read_text()) if args.out.exists() else []
        args.out.write_text(json.dumps([*previous, report], indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
