"""How much of PathQuestion's by-path test side could a model trained on the train side know? For PQ-2H / PQ-3H's
80/20 split by path (``split_examples``, seed 0), and for the fifth of the train side's paths that ``kgchat train
--engine crf`` holds out (``validation_split``): how many questions ask for a relation chain, a relation, a relation
at its position, or a pair of consecutive relations that no question of the other side asks for.

    python bench/pq_split_coverage.py [--data ../shared/data]     # writes bench/results/pq_split_coverage.json

Only the gold relation paths are read (never answers, never a model): a question whose chain the training side never
walks is out of reach of any scorer that learns chains from it; one whose chain it walks is not.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from kgchat.evaluation.datasets import Example, read_examples, split_examples
from kgchat.train.crf import CRFTrainConfig, validation_split


def coverage(train: list[Example], test: list[Example]) -> dict:
    paths = [tuple(e.gold_path) for e in train]
    chains, relations = set(paths), {r for p in paths for r in p}
    at = {(i, r) for p in paths for i, r in enumerate(p)}
    pairs = {pair for p in paths for pair in zip(p, p[1:], strict=False)}
    out = {"questions": len(test), "train questions": len(train), "train chains": len(chains),
           "chain never walked in training": 0, "a relation never walked": 0, "a relation never at its position": 0,
           "a pair of relations never consecutive": 0}
    for e in test:
        p = tuple(e.gold_path)
        out["chain never walked in training"] += p not in chains
        out["a relation never walked"] += any(r not in relations for r in p)
        out["a relation never at its position"] += any((i, r) not in at for i, r in enumerate(p))
        out["a pair of relations never consecutive"] += any(pair not in pairs for pair in zip(p, p[1:], strict=False))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[2] / "shared" / "data")
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "results" / "pq_split_coverage.json")
    args = ap.parse_args()
    result = {}
    for hops in ("2", "3"):
        examples = list(read_examples(args.data / f"pathquestion/PQ-{hops}H_shared.txt", "pathquestion"))
        train, test = split_examples(examples, "train", seed=0), split_examples(examples, "test", seed=0)
        fit, held = validation_split(train, CRFTrainConfig().validation, CRFTrainConfig().seed + 1)  # as train_crf
        result[f"PQ-{hops}H"] = {"train side -> test side": coverage(train, test),
                                 "fit paths -> held-out train paths": coverage(fit, held)}
    args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
