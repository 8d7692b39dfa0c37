"""Knob ablation: what removing each tuned ``Lexicon`` field or engine constant costs the default engine (issue 38).

For each development set, the graph is opened once; in one process the default engine of ``kgchat eval --llm none``
(engine auto: the router over compose, ToG-R and KBQA-o1, a run memory seeded 0 that learns from every gold verdict)
answers the sample with the shipped profile, then once per knob with that knob "removed" (set to its neutral value,
see ``VARIANTS``). A knob is measured only on the sets whose profile does not already hold its removed value. Every
variant builds its own ``Chat`` (engines, scorers, router memory); nothing the engines keep outlives it except the
text-keyed embedding cache and the graph's answer-type profile, which no knob touches.

    python bench/knobs.py --sets metaqa1,metaqa2,metaqa3,cdev --limit 30      # variants: --variants a,b (default all)
    python bench/knobs.py --list                                                # the variants and what removed means
    python bench/knobs.py probe COUNTS.json eval ARGS...        # kgchat eval, counting runs of the lexical scorer
    python bench/knobs.py phrase-check OUT.json MOVIES.db metaqa:FILE jsonl:FILE ...  # the phrase count on or off
    python bench/knobs.py --diff-runs BEFORE AFTER --out FILE   # run folders of two trees, question by question
    KNOBS_NEO4J=bolt://neo4j@127.0.0.1:PORT NEO4J_PASSWORD=... python bench/knobs.py --sets northwind  # Northwind

Writes per-question records and a summary to ``bench/results/knobs_ablation.json`` (``--out``), after every
variant, so an interrupted run keeps what it finished; a rerun skips (set, variant) pairs already there.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import sys
import time
from collections.abc import Callable
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

DATA = Path(os.environ.get("KGCHAT_BENCH_DATA", "/work/shared/data"))
GRAPHS = Path(os.environ.get("KNOBS_GRAPHS", "/tmp/knobs2"))  # cwq.db, PQ-2H.db, PQ-3H.db (kgchat load, see --help)
# the Northwind graph on a Neo4j server (bench/northwind.py loads it; password in NEO4J_PASSWORD)
NORTHWIND = os.environ.get("KNOBS_NEO4J", "bolt://neo4j@127.0.0.1:7687")

# name -> (profile, graph spec or None for the bundled movie graph, question file(s), format, split, default limit;
# with several files the limit is per file)
SETS: dict[str, tuple[str, str | None, Path | tuple[Path, ...], str, str, int | None]] = {
    "metaqa": ("movies", None, tuple(DATA / f"metaqa/{h}-hop/vanilla/qa_dev.txt" for h in (1, 2, 3)), "metaqa", "all",
               100),
    "cdev": ("movies", None, ROOT / "bench/compositional/dev.jsonl", "jsonl", "all", None),
    "webqsp": ("freebase", f"sqlite:{GRAPHS / 'cwq.db'}", ROOT / "bench/data/webqsp_dev.jsonl", "subgraphs", "all",
               None),
    "cwq": ("freebase", f"sqlite:{GRAPHS / 'cwq.db'}", DATA / "freebase_kbqa/cwq_subgraphs/cwq_test.jsonl",
            "subgraphs", "train", 100),
    "pq2": ("default", f"sqlite:{GRAPHS / 'PQ-2H.db'}", DATA / "pathquestion/PQ-2H_shared.txt", "pathquestion",
            "train", 100),
    "pq3": ("default", f"sqlite:{GRAPHS / 'PQ-3H.db'}", DATA / "pathquestion/PQ-3H_shared.txt", "pathquestion",
            "train", 100),
    # the development questions holding the one word a knob reads (``WORDED``): where few questions of a sample
    # hold it, the sample says nothing of that knob; with one engine (--engine tog-r) a question's answer depends on
    # no other question, so the rest of the set is known unchanged
    "cwq_when": ("freebase", f"sqlite:{GRAPHS / 'cwq.db'}", DATA / "freebase_kbqa/cwq_subgraphs/cwq_test.jsonl",
                 "subgraphs", "train", None),
    "pq2_grand": ("default", f"sqlite:{GRAPHS / 'PQ-2H.db'}", DATA / "pathquestion/PQ-2H_shared.txt", "pathquestion",
                  "train", None),
    "pq3_grand": ("default", f"sqlite:{GRAPHS / 'PQ-3H.db'}", DATA / "pathquestion/PQ-3H_shared.txt", "pathquestion",
                  "train", None),
    # the hidden-set style checks of a removal (issue 38, point 4): run with --variants baseline on two trees
    "metaqa_test": ("movies", None, tuple(DATA / f"metaqa/{h}-hop/vanilla/qa_test_visible.txt" for h in (1, 2, 3)),
                    "metaqa", "all", 1000),
    "heldout2": ("movies", None, ROOT / "bench/compositional/heldout2.jsonl", "jsonl", "all", None),
    "pq2_test": ("default", f"sqlite:{GRAPHS / 'PQ-2H.db'}", DATA / "pathquestion/PQ-2H_shared.txt", "pathquestion",
                 "test", None),
    # the Northwind property graph: the dev half of bench/text2cypher.py (its split and its well-defined questions,
    # gold answers from the gold Cypher, scored as it scores; the router learns no verdicts, as there)
    "northwind": ("default", NORTHWIND, DATA / "neo4j_text2cypher/northwind/questions_text2cypher.csv",
                  "text2cypher", "dev", None),
    "pq3_test": ("default", f"sqlite:{GRAPHS / 'PQ-3H.db'}", DATA / "pathquestion/PQ-3H_shared.txt", "pathquestion",
                 "test", None),
}


# set -> the words its questions are kept for (a pattern searched in the lower-cased question)
WORDED = {"cwq_when": r"\bwhen\b", "pq2_grand": r"\b(?:grand|great-)", "pq3_grand": r"\b(?:grand|great-)"}


@dataclasses.dataclass(frozen=True)
class Variant:
    """One knob removed: ``fields`` replaced in the profiles named by ``profiles`` (None: in every profile whose
    value differs from the removed one), or ``patch`` applied to an engine constant."""

    name: str
    removed: str  # what "removed" means, in words
    fields: dict[str, Any] = dataclasses.field(default_factory=dict)
    profiles: tuple[str, ...] | None = None
    patch: str | None = None  # a key of PATCHES


WINDOWS_OFF = {"window_weights": (0.0, 0.0)}
VARIANTS: list[Variant] = [
    Variant("baseline", "the shipped profiles and constants"),
    Variant("repeat", "nothing: the baseline run again, to show how far two identical runs differ"),
    # shared weights and word lists (every profile)
    Variant("lexical_weight", "0: no bonus or malus per step the words name; the embedding alone ranks chains",
            {"lexical_weight": 0.0}),
    Variant("windows", "the word windows off: window_weights (0, 0), so window_floor and the window sizes earn "
            "nothing (the sizes still delimit the wh-phrase that last_step_asked reads)", WINDOWS_OFF),
    Variant("glue_words", "empty: every word of three letters or more of a relation name may name it",
            {"glue_words": frozenset()}),
    Variant("window_keeps", "empty: 'when' is dropped from the windows like the other function words",
            {"window_keeps": frozenset()}),
    Variant("stem_length", "no truncation (stem_length 100): words compared whole, by common prefix",
            {"stem_length": 100}),
    Variant("extension_gap", "0: a longer chain must beat the best by the stop margin", {"extension_gap": 0.0}),
    # movie profile
    Variant("generic_nouns", "empty", {"generic_nouns": frozenset()}),
    Variant("domain_stop_words", "empty", {"domain_stop_words": frozenset()}),
    Variant("roles", "none (no film-credit nouns)", {"roles": ()}),
    Variant("vouched_steps_counted", "off (the Lexicon default)", {"vouched_steps_counted": False}),  # folded into
    # tuned_steps_counted with walk_steps_counted (the same value in every profile); its results are kept
    Variant("tuned_steps_counted", "off (the Lexicon default): no step count for a vouching scorer or the CRF walk",
            {"tuned_steps_counted": False}),
    # freebase profile
    Variant("answers_unsaid", "off (the Lexicon default)", {"answers_unsaid": False}),
    Variant("wh_kinds", "none (the Lexicon default)", {"wh_kinds": ()}),
    Variant("lone_walk_back", "0 (the Lexicon default)", {"lone_walk_back": 0}),
    Variant("walk_twins_once", "off (the Lexicon default)", {"walk_twins_once": False}),
    Variant("step_cost", "0 (the Lexicon default)", {"step_cost": 0.0}),
    Variant("last_step_asked", "off (the Lexicon default)", {"last_step_asked": False}),
    Variant("unaccounted_words_approximate", "off (the Lexicon default)", {"unaccounted_words_approximate": False}),
    Variant("type_relations", "empty (the Lexicon default)", {"type_relations": frozenset()}),
    Variant("compose_hops", "off (the Lexicon default): chains encoded whole", {"compose_hops": False}),
    # switches whose Lexicon default is not what one profile ships
    Variant("zero_shot_vouches", "off (the Lexicon default) in the movie and Freebase profiles",
            {"zero_shot_vouches": False}),
    Variant("steps_counted:freebase", "the Freebase override removed: on, as in the other profiles",
            {"steps_counted": True}, ("freebase",)),
    Variant("steps_counted:off", "off in the profiles that have it on (default, movie)", {"steps_counted": False}),
    Variant("structure_counted:movie", "the movie override removed: on, as in the default profile",
            {"structure_counted": True}, ("movies",)),
    Variant("structure_counted:freebase", "the Freebase override removed: on, as in the default profile (inert while "
            "steps_counted is off there)", {"structure_counted": True}, ("freebase",)),
    Variant("counted:freebase", "both Freebase overrides of the step count removed: steps_counted and "
            "structure_counted on, as in the default profile", {"steps_counted": True, "structure_counted": True},
            ("freebase",)),
    Variant("structure_counted:off", "off in the default profile (the only one with it on)",
            {"structure_counted": False}, ("default",)),
    # default profile
    Variant("stacking_prefixes", "none", {"stacking_prefixes": ()}),
    Variant("people", "none (no words for facts about people)", {"people": ()}),
    # engine and scorer constants
    Variant("stop_margin", "ToGConfig.stop_margin 0: go deeper whenever the best score rises at all",
            patch="stop_margin"),
    Variant("threshold", "LexicalScorer.threshold 0: no approximate badge for a low best-chain score",
            patch="threshold"),
]
BY_NAME = {v.name: v for v in VARIANTS}


def _stop_margin_zero() -> Any:
    import kgchat.chat as chat_mod
    import kgchat.reasoning.tog_base as tog_base

    @dataclasses.dataclass
    class NoMargin(tog_base.ToGConfig):
        stop_margin: float = 0.0

    return [(chat_mod, "ToGConfig", NoMargin), (tog_base, "ToGConfig", NoMargin)]


def _threshold_zero() -> Any:
    from kgchat.scorers.lexical import LexicalScorer

    return [(LexicalScorer, "threshold", 0.0)]


PATCHES: dict[str, Callable[[], list[tuple[Any, str, Any]]]] = {"stop_margin": _stop_margin_zero,
                                                                 "threshold": _threshold_zero}
# the modules that imported ``for_graph`` by name
FOR_GRAPH_USERS = ("kgchat.lexicons", "kgchat.scorers.factory", "kgchat.reasoning.policy", "kgchat.train.crf",
                   "kgchat.train.pipeline", "kgchat.linking")


def profiles() -> dict[str, Any]:
    from kgchat.lexicons import DEFAULT, FREEBASE, MOVIES

    return {"default": DEFAULT, "movies": MOVIES, "freebase": FREEBASE}


def variant_profile(variant: Variant, profile: str) -> Any | None:
    """The profile with the variant's fields replaced, or None when the variant leaves ``profile`` as shipped."""
    shipped = profiles()[profile]
    if any(not hasattr(shipped, k) for k in variant.fields):
        return None  # a field removed from the code since (docs/knobs.md): what it measured is in the results file
    if not variant.fields or (variant.profiles is not None and profile not in variant.profiles):
        return None
    if all(getattr(shipped, k) == v for k, v in variant.fields.items()):
        return None  # already neutral there
    return dataclasses.replace(shipped, **variant.fields)


# Read by the zero-shot lexical scorer only (``kgchat.scorers.lexical``). On the bundled movie graph the default
# engine's scorer is the shipped learned model (``--scorer auto``; the run records it under "reached"), so no
# lexical scorer is built there and these knobs cannot change an answer or a badge: not run on the movie sets.
LEXICAL_ONLY = frozenset({"lexical_weight", "windows", "glue_words", "window_keeps", "stem_length", "wh_kinds",
                          "lone_walk_back", "step_cost", "last_step_asked", "compose_hops", "zero_shot_vouches",
                          "threshold"})


def _gone(variant: Variant) -> bool:
    """A constant removed from the code since it was measured (docs/knobs.md)."""
    if variant.patch == "stop_margin":
        from kgchat.reasoning.tog_base import ToGConfig

        return "stop_margin" not in {f.name for f in dataclasses.fields(ToGConfig)}
    return False


def applies(variant: Variant, profile: str) -> bool:
    if (profile == "movies" and variant.name in LEXICAL_ONLY) or _gone(variant):
        return False
    return variant.name in ("baseline", "repeat") or variant.patch is not None or variant_profile(variant, profile) is not None


@contextmanager
def _set(obj: Any, attr: str, value: Any):
    old = getattr(obj, attr)
    setattr(obj, attr, value)
    try:
        yield
    finally:
        setattr(obj, attr, old)


@contextmanager
def applied(variant: Variant, profile: str):
    """The variant in force: ``for_graph`` returns the changed profile, or the constant is patched."""
    import importlib

    from kgchat.lexicons import for_graph as shipped_for_graph

    changed = variant_profile(variant, profile)
    with ExitStack() as stack:
        if changed is not None:
            def for_graph(graph: Any) -> Any:
                found = shipped_for_graph(graph)
                return changed if found.name == changed.name else found

            for module in FOR_GRAPH_USERS:
                stack.enter_context(_set(importlib.import_module(module), "for_graph", for_graph))
        if variant.patch is not None:
            for obj, attr, value in PATCHES[variant.patch]():
                stack.enter_context(_set(obj, attr, value))
        yield changed


def reached(chat: Any, changed: Any) -> dict[str, Any]:
    """Which lexicon the ToG-R arm's linker and scorer hold: the proof that a variant reached the engine."""
    from kgchat.reasoning.router import Router

    engines = [a.engine for a in chat.engine.arms.values()] if isinstance(chat.engine, Router) else [chat.engine]
    tog = next((e for e in engines if type(e).__name__ == "ThinkOnGraphR"), None)
    out: dict[str, Any] = {"arms": [type(e).__name__ for e in engines]}
    if tog is not None:
        scorer = tog.scorer
        lex = getattr(scorer, "lexicon", None) or getattr(getattr(scorer, "zero_shot", None), "lexicon", None)
        out.update(scorer=type(scorer).__name__, linker_profile=tog.lexicon.name,
                   linker_is_variant=changed is not None and tog.lexicon is changed,
                   scorer_is_variant=changed is not None and lex is changed,
                   stop_margin=getattr(tog.config, "stop_margin", None), threshold=getattr(scorer, "threshold", None))
    return out


def _text2cypher() -> Any:
    """``bench/text2cypher.py`` as a module: its split, its gold answers and its scoring."""
    if str(ROOT / "bench") not in sys.path:
        sys.path.insert(0, str(ROOT / "bench"))
    import text2cypher

    return text2cypher


def text2cypher_examples(spec: str, path: Path, split: str, limit: int | None, seed: int) -> list[dict[str, Any]]:
    """The well-defined questions of ``split`` as ``bench/text2cypher.py --half SPLIT [--sample N --seed S]`` keeps
    them, each with its gold rows."""
    import random
    from urllib.parse import urlsplit

    from neo4j import GraphDatabase

    t2c = _text2cypher()
    questions = [q for q in t2c.read_questions(path) if t2c.half(q["question"]) == split]
    parts = urlsplit(spec)
    auth = (parts.username or "neo4j", os.environ.get("NEO4J_PASSWORD", "kgchat-test"))
    kept = []
    with GraphDatabase.driver(f"{parts.scheme}://{parts.hostname}:{parts.port or 7687}", auth=auth,
                              notifications_min_severity="OFF") as driver, \
            driver.session(default_access_mode="READ") as session:
        for q in questions:
            rows, _ = t2c.gold_answers(session, q["cypher"], 20)
            if rows is not None:
                kept.append({**q, "gold": rows})
    if limit and limit < len(kept):
        kept = random.Random(seed).sample(kept, limit)
    return kept


def load_examples(name: str, limit: int | None, seed: int) -> list[Any]:
    from kgchat.evaluation.datasets import read_examples, split_examples
    from kgchat.evaluation.runner import sample

    _, spec, paths, fmt, split, default_limit = SETS[name]
    if fmt == "text2cypher":
        return text2cypher_examples(spec, paths, split, limit if limit is not None else default_limit, seed)
    out = []
    for path in paths if isinstance(paths, tuple) else (paths,):
        examples = split_examples(read_examples(path, fmt), split, seed=0)
        if name in WORDED:
            examples = [e for e in examples if re.search(WORDED[name], e.question.lower())]
        out += sample(examples, limit if limit is not None else default_limit, seed)
    return out


_ENCODED: dict[int, Any] = {}


def _shared_cache(model: Any, size: int = 50_000) -> Any:
    """One text-keyed embedding cache per encoder for every variant's lexical scorer: a text's vector does not
    depend on any knob, and re-encoding a Freebase schema's relation names per variant would cost minutes."""
    from kgchat.scorers.embedding import EmbeddingCache

    if id(model) not in _ENCODED:
        _ENCODED[id(model)] = EmbeddingCache(model, size)
    return _ENCODED[id(model)]


def run_variant(name: str, variant: Variant, examples: list[Any], store: Any, settings: Any,
                engine: str = "auto") -> dict[str, Any]:
    import kgchat.chat as chat_mod
    import kgchat.scorers.lexical as lexical_mod
    from kgchat.chat import Chat, router_config
    from kgchat.evaluation.datasets import GIVEN_TOPICS
    from kgchat.evaluation.runner import evaluate_one, summarise
    from kgchat.reasoning.router import run_memory

    profile, spec, _, fmt, _, _ = SETS[name]
    # the graph opened once, behind one question cache (it remembers reads within a question only), so that what
    # is built once per graph and depends on no knob (the answer-type profile, the planner's vocabulary, the inverse
    # relations) is built once for all variants
    with applied(variant, profile) as changed, _set(chat_mod, "open_graph", lambda *a, **k: store), \
            _set(chat_mod, "QuestionCache", lambda s: s), _set(lexical_mod, "EmbeddingCache", _shared_cache):
        memory = run_memory(0, router_config(settings))  # kgchat eval: --seed 0, a memory of this run only
        chat = Chat.open(spec, engine, llm="none", router_memory=memory if engine == "auto" else None,
                         fallback="none")
        proof = reached(chat, changed)
        given = fmt in GIVEN_TOPICS
        records = []
        started = time.perf_counter()
        if fmt == "text2cypher":
            records = [_text2cypher_record(chat, q) for q in examples]
        for ex in examples if fmt != "text2cypher" else ():
            def ask(q: str, ex: Any = ex) -> Any:
                topics = chat.given_topics(ex.topic_ids, ex.topics) if given else None
                return chat.ask(q, topics=topics or None)

            r = evaluate_one(ex, ask, lambda answer, record: chat.learn(answer, record["hits@1"], "gold"))
            records.append({k: r.get(k) for k in ("qid", "question", "qtype", "unanswerable", "hits@1", "f1",
                                                     "em", "provenance", "engine", "chain")
                                 if k in r}
                           | {"prediction": (r.get("prediction") or [])[:3], "seconds": r.get("seconds")})
        seconds = time.perf_counter() - started
    s = summarise(records) if records else {}
    summary = {"n": len(records), "hits@1": s.get("hits@1"), "wrong": s.get("wrong"),
               "wrong_badged_exact": s.get("overclaim_rate"), "right": s.get("right"),
               "right_badged_exact": s.get("right_exact_rate"), "provenance": s.get("provenance"),
               "seconds": round(seconds, 1)}
    return {"summary": summary, "reached": proof, "records": records}


def _text2cypher_record(chat: Any, q: dict[str, Any]) -> dict[str, Any]:
    """One question of a text2cypher set, asked and scored as ``bench/text2cypher.py`` does (no verdict learnt)."""
    t0 = time.perf_counter()
    try:
        answer = chat.ask(q["question"])
    except Exception:  # noqa: BLE001 - a crash is a wrong answer, as there
        answer = None
    seconds = time.perf_counter() - t0
    refused = answer is None or answer.provenance.value in ("none", "llm-only")
    predicted = [] if refused else [e.name or e.id for e in answer.entities]
    right = _text2cypher().hit(predicted, q["gold"])
    return {"qid": q["id"], "question": q["question"], "qtype": q["category"], "hits@1": float(right),
            "f1": float(right), "em": float(right), "provenance": answer.provenance.value if answer else "error",
            "engine": answer.engine if answer else None, "chain": answer.trace.logical_form if answer else None,
            "prediction": predicted[:3], "seconds": round(seconds, 3)}


def cost(base: dict[str, Any], var: dict[str, Any]) -> dict[str, float]:
    """What removing the knob costs, in points (positive: worse without it). The router prices an arm by the seconds
    it took, so on a loaded machine two identical runs may route a question differently; ``same_arm`` counts, among
    the questions the same arm answered in both runs, those whose answer or badge the removal changed: the knob's
    own effect, free of routing."""
    b, v = base["summary"], var["summary"]
    pairs = list(zip(base["records"], var["records"], strict=True))
    same = [(x, y) for x, y in pairs if x.get("engine") == y.get("engine")]
    return {"same_arm": len(same),
            "same_arm_changed": sum(x["prediction"] != y["prediction"] or x["provenance"] != y["provenance"]
                                    for x, y in same),
            "hits@1": round(b["hits@1"] - v["hits@1"], 2),
            "wrong_badged_exact": round(v["wrong_badged_exact"] - b["wrong_badged_exact"], 2),
            "right_badged_exact": round(b["right_badged_exact"] - v["right_badged_exact"], 2),
            "answers_changed": sum(x["prediction"] != y["prediction"] for x, y in
                                   zip(base["records"], var["records"], strict=True)),
            "badges_changed": sum(x["provenance"] != y["provenance"] for x, y in
                                  zip(base["records"], var["records"], strict=True))}


LABELS = {"metaqa": "MetaQA", "cdev": "compositional", "webqsp": "WebQSP", "cwq": "CWQ", "pq2": "PQ-2H",
          "pq3": "PQ-3H", "northwind": "Northwind", "cwq_when": "CWQ dev questions with 'when'",
          "pq2_grand": "PQ-2H questions with 'grand'", "pq3_grand": "PQ-3H questions with 'grand'"}
PAYS = 0.5  # points: a knob pays when removing it costs at least this on one figure of one set


def pays(c: dict[str, float]) -> bool:
    return max(c["hits@1"], c["wrong_badged_exact"], c["right_badged_exact"]) >= PAYS


def table(results: dict[str, Any]) -> dict[str, str]:
    """Per variant, the cost cell of docs/knobs.md: per set (sample size), the points removing it costs on Hits@1,
    on the share of wrong answers badged kg-exact and on the share of right ones badged kg-exact."""
    cells: dict[str, list[str]] = {}
    for name, entry in results["sets"].items():
        if "superseded_by" in entry:  # a sample a later, larger run of the same set replaces
            continue
        for vname, r in entry["results"].items():
            if vname == "baseline":
                continue
            c = cost(entry["results"]["baseline"], r)
            figures = [f"{label} {c[k]:+.1f}" for k, label in (("hits@1", "Hits@1"), ("wrong_badged_exact", "wrong exact"),
                                                               ("right_badged_exact", "right exact")) if c[k]]
            moved = c["answers_changed"] + c["badges_changed"]
            text = ", ".join(figures) or "0"
            if moved:
                text += f" [{c['same_arm_changed']} of {c['same_arm']} same-arm answers changed]"
            label = entry.get("label", LABELS.get(name, name))
            cells.setdefault(vname, []).append(f"{label} ({entry['n']}): {text}")
    return {v: "; ".join(parts) for v, parts in cells.items()}


def diff(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """Per set run in both, the baseline summaries and every question whose answer or badge differs."""
    out: dict[str, Any] = {}
    for name in before["sets"].keys() & after["sets"].keys():
        b, a = before["sets"][name]["results"]["baseline"], after["sets"][name]["results"]["baseline"]
        by_qid = {r["qid"]: r for r in a["records"]}
        changed = [{"qid": x["qid"], "question": x["question"],
                    "before": {k: x.get(k) for k in ("prediction", "provenance", "hits@1", "engine")},
                    "after": {k: by_qid[x["qid"]].get(k) for k in ("prediction", "provenance", "hits@1", "engine")}}
                   for x in b["records"] if x["qid"] in by_qid
                   and (x["prediction"], x["provenance"]) != (by_qid[x["qid"]]["prediction"],
                                                              by_qid[x["qid"]]["provenance"])]
        out[name] = {"n": len(b["records"]), "engine": before["sets"][name].get("engine", "auto"),
                     "before": {k: v for k, v in b["summary"].items() if k != "seconds"},
                     "after": {k: v for k, v in a["summary"].items() if k != "seconds"},
                     "changed": changed}
    return out


def _badge_figures(records: list[dict[str, Any]]) -> dict[str, Any]:
    from kgchat.evaluation.runner import summarise

    s = summarise(records) if records else {}
    return {"n": len(records), "hits@1": s.get("hits@1"), "wrong": s.get("wrong"),
            "wrong_badged_exact": s.get("overclaim_rate"), "right": s.get("right"),
            "right_badged_exact": s.get("right_exact_rate"), "provenance": s.get("provenance")}


def diff_runs(before: Path, after: Path) -> dict[str, Any]:
    """Per run folder of ``kgchat eval`` present under both ``before`` and ``after`` (the same command on two
    trees), the summaries and every question whose answer (the predicted set, or its first answer) or badge
    differs; with the counts ``NAME.probe.json`` holds where the run wrote one (how often the changed code ran)."""
    from kgchat.evaluation.runner import read_results

    out: dict[str, Any] = {}
    for folder in sorted(p for p in before.iterdir() if p.is_dir() and (after / p.name / "results.jsonl").exists()):
        b = read_results(folder / "results.jsonl")
        a = {r["qid"]: r for r in read_results(after / folder.name / "results.jsonl")}
        spec = json.loads((folder / "summary.json").read_text()).get("spec", {}) \
            if (folder / "summary.json").exists() else {}
        keys = ("prediction", "provenance", "hits@1", "engine", "chain")
        changed, compared = [], 0
        for x in b:
            y = a.get(x["qid"])
            if y is None:
                continue
            compared += 1
            px, py = x.get("prediction") or [], y.get("prediction") or []
            if set(px) != set(py) or px[:1] != py[:1] or x.get("provenance") != y.get("provenance"):
                changed.append({"qid": x["qid"], "question": x["question"],
                                "before": {k: x.get(k) for k in keys} | {"prediction": px[:5]},
                                "after": {k: y.get(k) for k in keys} | {"prediction": py[:5]},
                                "same_engine": x.get("engine") == y.get("engine")})
        both = [x for x in b if x["qid"] in a]
        probes = {side: json.loads(p.read_text()) for side, p in
                  (("before", before / f"{folder.name}.probe.json"), ("after", after / f"{folder.name}.probe.json"))
                  if p.exists()}
        out[folder.name] = {"command": spec.get("command"), "engine": spec.get("engine"), "compared": compared,
                            "changed": len(changed),
                            "changed_same_engine": sum(c["same_engine"] for c in changed),
                            "before": _badge_figures(both), "after": _badge_figures([a[x["qid"]] for x in both]),
                            "changes": changed} | ({"probe": probes} if probes else {})
    return out


# the words ``Lexicon.glue_words`` held before it was removed (commit 754aeca), for ``probe``
OLD_GLUE_WORDS = frozenset({"has", "in", "by", "of", "the", "then", "reverse", "is", "type", "object", "and", "to"})


def probe(out: Path, cli_args: list[str]) -> None:
    """``python -m kgchat.cli CLI_ARGS`` from the current directory's tree, counting how often the code the removal
    of ``glue_words`` and ``leftover_weight`` touched runs: lexical scorers built, their ``score`` calls, and the
    relation-word filter ``_words`` (and how many of its texts hold a word of the old glue list); on a tree without
    the field, how many (question, chain) supports the old glue list would have changed. Writes the counts
    to ``out`` at exit; changes no behaviour. On a graph where no lexical scorer is built, the removal cannot change
    an answer."""
    import atexit
    import runpy

    sys.path.insert(0, os.getcwd())
    import kgchat
    import kgchat.scorers.lexical as lex

    counts: dict[str, Any] = {"tree": os.path.dirname(kgchat.__file__), "scorer_built": 0, "score_calls": 0,
                              "words_calls": 0, "words_calls_with_glue": 0, "leftover_weights": []}
    words, init, score, support = lex._words, lex.LexicalScorer.__init__, lex.LexicalScorer.score, lex.lexical_support
    glue = [False]  # True while the support is recomputed with the old glue list (trees without the field)

    def counted_words(text: str, *a: Any, **k: Any) -> Any:
        if glue[0]:
            return [w for w in words(text, *a, **k) if w not in OLD_GLUE_WORDS]
        counts["words_calls"] += 1
        counts["words_calls_with_glue"] += any(w in OLD_GLUE_WORDS for w in lex._WORD.findall(text.lower())
                                               if len(w) >= 3)
        return words(text, *a, **k)

    def counted_support(question: str, chain: str, *a: Any, **k: Any) -> int:
        """Where ``Lexicon`` no longer has ``glue_words``: also the support with the old glue list, counted where
        the two differ (the pairs of question and chain where the removal changed a score)."""
        found = support(question, chain, *a, **k)
        if not any(f.name == "glue_words" for f in dataclasses.fields(lex.Lexicon)):
            glue[0] = True
            try:
                old = support(question, chain, *a, **k)
            finally:
                glue[0] = False
            counts["support_calls"] = counts.get("support_calls", 0) + 1
            if old != found:
                counts["support_differs_with_old_glue"] = counts.get("support_differs_with_old_glue", 0) + 1
                seen = counts.setdefault("support_differs_examples", [])
                if len(seen) < 20 and [question, chain] not in [x[:2] for x in seen]:
                    seen.append([question, chain, old, found])
        return found

    def counted_init(self: Any, *a: Any, **k: Any) -> None:
        counts["scorer_built"] += 1
        init(self, *a, **k)
        weight = getattr(self.lexicon, "leftover_weight", None)  # None: the field is gone
        if weight not in counts["leftover_weights"]:
            counts["leftover_weights"].append(weight)

    def counted_score(self: Any, *a: Any, **k: Any) -> Any:
        counts["score_calls"] += 1
        return score(self, *a, **k)

    lex._words, lex.LexicalScorer.__init__, lex.LexicalScorer.score = counted_words, counted_init, counted_score
    lex.lexical_support = counted_support
    _count_phrase_steps(counts)
    atexit.register(lambda: out.write_text(json.dumps(counts) + "\n"))
    sys.argv = ["kgchat", *cli_args]
    runpy.run_module("kgchat.cli", run_name="__main__", alter_sys=True)


def _count_phrase_steps(counts: dict[str, Any]) -> None:
    """For the removal of the movie profile's ``structure_counted=False``: every call of the step count
    (``RelationWords.steps_short``) is also computed with the phrase count the other way, and the calls where the
    two differ are counted (with examples); calls of the phrase reading itself (``RelationWords.structure``, which
    ToG-R's step further and the step count read) are counted. Zero differences in a run: the removal changed no
    answer or badge of it."""
    from kgchat.scorers.relation_words import RelationWords

    short, structure = RelationWords.steps_short, RelationWords.structure
    counts.update(steps_short_calls=0, steps_short_with_structure=0, steps_short_differs=0, structure_calls=0)
    inside = [False]

    def counted_short(self: Any, question: str, chain: Any, *a: Any, **k: Any) -> Any:
        args, passed = list(a), len(a) > 1 or "structure" in k  # a caller that reads the lexicon's field passes it
        on = args[1] if len(args) > 1 else k.get("structure", False)
        inside[0] = True
        try:
            found = short(self, question, chain, *a, **k)
            other = found
            if passed and len(args) > 1:
                args[1] = not on
                other = short(self, question, chain, *args, **k)
            elif passed:
                other = short(self, question, chain, *args, **(k | {"structure": not on}))
        finally:
            inside[0] = False
        counts["steps_short_calls"] += 1
        counts["steps_short_with_structure"] += bool(on)
        if found != other:
            counts["steps_short_differs"] += 1
            seen = counts.setdefault("steps_short_differs_examples", [])
            if len(seen) < 20:
                seen.append([question, str(chain), bool(on), found, other])
        return found

    def counted_structure(self: Any, *a: Any, **k: Any) -> Any:
        if not inside[0]:
            counts["structure_calls"] += 1
        return structure(self, *a, **k)

    RelationWords.steps_short, RelationWords.structure = counted_short, counted_structure


def phrase_check(out: Path, graph_db: Path, files: list[str], limit: int | None, seed: int) -> None:
    """Whether the movie profile's phrase count (``Lexicon.structure_counted``) can change anything on a question
    set, without a search: the step count ``RelationWords.steps_short`` depends on the chain only through its
    length, so for every question (masked as ToG masks it) and every chain length 1-4, with and without round trips,
    it is computed with the phrase count on and off; the cases where the two differ are listed. None differing: the
    removal of the override changes no badge, step further or CRF walk on those questions, whatever the engine,
    scorer or routing. ``files``: FORMAT:PATH items, sampled as ``kgchat eval --limit --seed`` samples them."""
    from kgchat.backends.sqlite import SQLiteGraph
    from kgchat.evaluation.datasets import read_examples
    from kgchat.evaluation.runner import sample
    from kgchat.lexicons.movies import MOVIES
    from kgchat.linking import mask_mentions
    from kgchat.scorers.embedding import load_minilm
    from kgchat.scorers.relation_words import relation_words_for

    graph = SQLiteGraph(graph_db)
    words = relation_words_for(load_minilm(), graph.relation_names, MOVIES.concepts)
    report: dict[str, Any] = {"graph": str(graph_db), "limit": limit, "seed": seed, "sets": {}}
    for item in files:
        fmt, _, path = item.partition(":")
        examples = sample(read_examples(path, fmt), limit if fmt == "metaqa" else None, seed)
        differ, phrased = [], 0
        for ex in examples:
            masked = mask_mentions(ex.question, list(ex.topics))
            phrased += sum(n for _, _, n in words.structure(masked, MOVIES.stacking_prefixes)) > 1
            for length in (1, 2, 3, 4):
                for trips in (True, False):
                    on, off = (words.steps_short(masked, (None,) * length, MOVIES.stacking_prefixes, flag,
                                                 round_trips=trips) for flag in (True, False))
                    if on != off:
                        differ.append({"qid": ex.qid, "masked": masked, "length": length, "round_trips": trips,
                                       "on": on, "off": off})
        report["sets"][item] = {"questions": len(examples), "cases": len(examples) * 8, "differ": len(differ),
                                "questions_differing": len({d["qid"] for d in differ}),
                                "questions_read_as_a_chain_of_phrases": phrased, "examples": differ[:50]}
        print(f"{item}: {len(examples)} questions, {len(differ)} of {len(examples) * 8} cases differ "
              f"({len({d['qid'] for d in differ})} questions; {phrased} read as a chain of two phrases or more)",
              flush=True)
    out.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["phrase-check"]:  # python bench/knobs.py phrase-check OUT.json MOVIES.db FMT:PATH... (see above)
        phrase_check(Path(argv[1]), Path(argv[2]), argv[3:], 1000, 0)
        return
    if argv[:1] == ["probe"]:  # python bench/knobs.py probe OUT.json eval ... (see ``probe``)
        probe(Path(argv[1]), argv[2:])
        return
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sets", default="metaqa,cdev,webqsp,cwq,pq2,pq3", help="comma-separated; NAME:N for N questions")
    ap.add_argument("--variants", default=None, help="comma-separated variant names (default: all)")
    ap.add_argument("--limit", type=int, default=None, help="questions per set (default: per set, see SETS)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=ROOT / "bench/results/knobs_ablation.json")
    ap.add_argument("--engine", default="auto", help="auto (the default engine) or one engine, e.g. tog-r, whose "
                    "answers do not depend on timing as the router's do (it prices an arm by its seconds)")
    ap.add_argument("--diff", nargs=2, type=Path, metavar=("BEFORE", "AFTER"),
                    help="write to --out, question by question, what changed between the baseline runs of two results "
                         "files (the same sets run on two trees)")
    ap.add_argument("--diff-runs", nargs=2, type=Path, metavar=("BEFORE", "AFTER"),
                    help="write to --out, question by question, what changed between the `kgchat eval` run folders "
                         "of the same name under two folders (the same commands run on two trees)")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--table", action="store_true", help="print the cost cells of docs/knobs.md from --out")
    args = ap.parse_args(argv)
    if args.diff:
        args.out.write_text(json.dumps(diff(*(json.loads(p.read_text()) for p in args.diff)), indent=1,
                                       ensure_ascii=False) + "\n")
        return
    if args.diff_runs:
        result = diff_runs(*args.diff_runs)
        old = json.loads(args.out.read_text()) if args.out.exists() else {}
        note = {k: v for k, v in old.items() if k in ("note", "earlier_check")}
        args.out.write_text(json.dumps(note | {"runs": result}, indent=1, ensure_ascii=False) + "\n")
        for name, r in result.items():
            b, a = r["before"], r["after"]
            if not r["compared"]:  # an after run stopped before its first question
                print(f"{name:24} none compared")
                continue
            print(f"{name:24} {r['compared']:5} compared {r['changed']:4} changed ({r['changed_same_engine']} same "
                  f"engine)  H@1 {b['hits@1']:.2f} -> {a['hits@1']:.2f}")
        return
    if args.table:
        results = json.loads(args.out.read_text())
        for vname, cell in table(results).items():
            verdict = any(pays(cost(r["results"]["baseline"], r["results"][vname]))
                          for r in results["sets"].values() if vname in r["results"] and "superseded_by" not in r)
            print(f"{vname:32} {'pays' if verdict else 'DOES NOT PAY':13} {cell}")
        return
    if args.list:
        for v in VARIANTS:
            where = [p for p in ("default", "movies", "freebase") if applies(v, p)]
            print(f"{v.name:32} {'/'.join(where):24} {v.removed}")
        return
    from kgchat.backends import open_graph
    from kgchat.backends.cache import QuestionCache
    from kgchat.config import load_settings

    names = [v.strip() for v in args.variants.split(",")] if args.variants else [v.name for v in VARIANTS]
    if "baseline" not in names:
        names.insert(0, "baseline")
    out: dict[str, Any] = json.loads(args.out.read_text()) if args.out.exists() else {}
    out.setdefault("variants", {v.name: {"removed": v.removed, "fields": {k: repr(x) for k, x in v.fields.items()},
                                         "patch": v.patch} for v in VARIANTS})
    out.setdefault("sets", {})
    settings = load_settings()
    for item in args.sets.split(","):
        name, _, own_limit = item.partition(":")  # NAME:N samples N (per file) of that set
        profile, spec, path, fmt, split, default_limit = SETS[name]
        examples = load_examples(name, int(own_limit) if own_limit else args.limit, args.seed)
        entry = out["sets"].setdefault(name, {"profile": profile, "graph": spec or "bundled movie graph",
                                              "questions": [str(p) for p in (path if isinstance(path, tuple)
                                                                             else (path,))], "format": fmt, "split": split,
                                              "n": len(examples), "seed": args.seed, "engine": args.engine,
                                              "results": {}})
        if entry["n"] != len(examples):
            raise SystemExit(f"{name}: {args.out} holds n={entry['n']}, this run {len(examples)}; use another --out")
        store = QuestionCache(open_graph(spec or settings.graph))
        for vname in names:
            variant = BY_NAME[vname]
            if vname in entry["results"] or not applies(variant, profile):
                continue
            result = run_variant(name, variant, examples, store, settings, args.engine)
            if vname != "baseline":
                result["cost"] = cost(entry["results"]["baseline"], result)
            entry["results"][vname] = result
            s = result["summary"]
            print(f"{name:8} {vname:32} H@1 {s['hits@1']:6.2f} wrong-exact {s['wrong_badged_exact']:6.2f} "
                  f"right-exact {s['right_badged_exact']:6.2f} {s['seconds']:7.1f}s {result.get('cost', '')}",
                  flush=True)
            args.out.write_text(json.dumps(out, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
