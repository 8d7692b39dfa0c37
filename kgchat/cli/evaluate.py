"""``kgchat eval`` and ``kgchat train``: benchmark an engine on a question set; train the learned path scorer.

Registered in ``kgchat.cli``. Thin: options in, package calls, a summary out.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from kgchat.cli.common import ENGINE_CHOICE, GRAPH_HELP, LLM_HELP, SCORER_CHOICE, budget_options
from kgchat.cli.common import friendly_errors as _friendly
from kgchat.evaluation.datasets import CHAIN_FORMATS, FORMATS, GIVEN_TOPICS, QUESTION_FORMATS


def _load(files: tuple[Path, ...], fmt: str, split: str, split_seed: int):
    from kgchat.evaluation.datasets import read_examples, split_examples

    out = []
    for f in files:
        out += split_examples(read_examples(f, fmt), split, seed=split_seed)
    return out


def _load_conversations(files: tuple[Path, ...], split: str, split_seed: int, limit: int | None, seed: int | None):
    from kgchat.evaluation.datasets import read_conversations, split_examples
    from kgchat.evaluation.runner import sample

    out = []
    for f in files:
        convs = read_conversations(f)
        keep = {ex.qid for ex in split_examples([c.turns[0] for c in convs], split, seed=split_seed)}
        out += [c for c in convs if c.turns[0].qid in keep]
    return sample(out, limit, seed)


@click.command("eval")
@click.option("--questions", "questions", required=True, multiple=True,
              type=click.Path(exists=True, dir_okay=False, path_type=Path), help="Question file (repeatable).")
@click.option("--format", "fmt", required=True, type=click.Choice(FORMATS),
              help="Question file format. jsonl: {\"question\", \"answers\", \"type\"} a line (answers [] = the graph "
                   "cannot answer it); conversations: {\"turns\": [{\"question\", \"answers\"}, ...], \"type\"} a line, "
                   "every turn asked with the earlier answers as history.")
@click.option("--graph", "graph_spec", default=None, help=GRAPH_HELP)
@click.option("--engine", type=ENGINE_CHOICE, default=None,
              help="Reasoning engine (default: the one `kgchat ask` and the app use).")
@click.option("--llm", "llm_spec", default=None, help=LLM_HELP)
@click.option("--fallback-llm", "fallback_spec", default="none", show_default=True,
              help="The LLM that answers alone (labelled llm-only) when the graph cannot and no --llm is given: none "
                   "(what a benchmark of the graph engines wants), local, auto, or an LLM spec.")
@click.option("--llm-base-url", default=None, help="OpenAI-compatible base URL.")
@click.option("--scorer", type=SCORER_CHOICE, default="auto",
              show_default=True, help="Pruning scorer when no LLM is used; llm: the --llm's choice among relations, "
                                      "as a scorer (e.g. --llm local --scorer llm); llm-mix: that choice and the "
                                      "zero-shot scorer (embedding) together.")
@click.option("--model", "model_dir", default=None, type=click.Path(file_okay=False),
              help="Trained scorer directory (kgchat train).")
@click.option("--width", default=3, show_default=True, help="Beam width.")
@click.option("--depth", default=3, show_default=True, help="Maximum search depth.")
@click.option("--limit", type=int, default=None, help="Evaluate at most N questions.")
@click.option("--seed", type=int, default=None, help="With --limit: a seeded random sample instead of the first N.")
@click.option("--split", type=click.Choice(["all", "train", "test"]), default="all", show_default=True,
              help="Part of a by-path 80/20 split (PathQuestion: paraphrases of a path stay together).")
@click.option("--split-seed", type=int, default=0, show_default=True, help="Seed of the split.")
@click.option("--topics", type=click.Choice(["auto", "given", "linked"]), default="auto", show_default=True,
              help="given: start from the topic entities the question file names (by id, else by name; as "
                   "Think-on-Graph evaluates), linking only questions none of whose topics is in the graph; "
                   "linked: find them in the question text. auto: given for the tog and subgraphs formats.")
@click.option("--batch-size", type=int, default=50, show_default=True, help="Questions per flushed batch.")
@click.option("--out", "out_dir", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Output directory (results.jsonl, summary.json, summary.md, summary.png); reruns resume.")
@click.option("--learn-router", is_flag=True,
              help="With engine auto: start from what the data directory's router has learnt (router.db, which "
                   "the app's feedback teaches) and teach it this run's gold verdicts. Without it, the router of a "
                   "run starts empty and what it learns is forgotten at the end.")
@budget_options
@_friendly
def eval_cmd(questions, fmt, graph_spec, engine, llm_spec, fallback_spec, llm_base_url, scorer, model_dir, width, depth,
             limit, seed, split, split_seed, topics, batch_size, out_dir, learn_router, budget, budget_day) -> None:
    """Answer a question set with an engine and score it (Hits@1, F1, EM, latency, LLM calls).

    Writes one JSON line per question, a summary (JSON and Markdown) and a plot to --out. Answers match gold
    answers exactly on normalised names. Interrupted runs resume: questions already in results.jsonl are skipped.
    With engine auto (the default), the router learns online from every gold verdict, in a memory of this run
    that starts empty (its draws seeded by --seed, 0 without it), so that a run's results do not depend on the data
    directory's history; a resumed run first relearns the verdicts already in results.jsonl. --learn-router uses,
    and teaches, the data directory's router instead (see `kgchat router show`).

    \b
    Example:
      kgchat eval --questions qa_test_visible.txt --format metaqa --engine tog-r --llm none \\
                  --model models/metaqa --limit 1000 --seed 0 --out runs/metaqa-1hop
      kgchat load cwq_test.jsonl --graph sqlite:cwq.db        # a set with its own Freebase slices ...
      kgchat eval --questions cwq_test.jsonl --format subgraphs --graph sqlite:cwq.db --out runs/cwq   # ... asked
      kgchat eval --questions bench/compositional/dev.jsonl --format jsonl --engine auto --out runs/auto
    """
    from kgchat.chat import DEFAULT_ENGINE, Chat, router_config
    from kgchat.config import load_settings
    from kgchat.evaluation.runner import RESULTS, read_results, run_conversations, run_eval, sample
    from kgchat.reasoning.router import Router, run_memory
    from kgchat.scorers.factory import LLM_SCORERS

    conversations = _load_conversations(questions, split, split_seed, limit, seed) if fmt == "conversations" else None
    examples = [] if conversations is not None else sample(_load(questions, fmt, split, split_seed), limit, seed)
    engine = engine or DEFAULT_ENGINE  # none given: the default path, as `kgchat ask` answers
    routed = engine == "auto"
    if learn_router and not routed:
        raise click.UsageError("--learn-router is for the router (engine auto).")
    memory = run_memory(seed or 0, router_config(load_settings())) if routed and not learn_router else None
    chat = Chat.open(graph_spec, engine, llm=llm_spec, llm_base_url=llm_base_url, width=width, depth=depth,
                     scorer=scorer, model_dir=model_dir, progress=True, budget=budget, budget_day=budget_day,
                     router_memory=memory, fallback=fallback_spec)
    if memory is not None and isinstance(chat.engine, Router):  # a resumed run: what it had learnt, again
        relearnt = _relearn(chat.engine, read_results(out_dir / RESULTS))
        if relearnt:
            click.echo(f"Resuming: the router relearnt {relearnt} verdicts from {out_dir / RESULTS}", err=True)
    given = topics == "given" or (topics == "auto" and fmt in GIVEN_TOPICS)
    scorer_name = getattr(getattr(chat.engine, "scorer", None), "name", None) \
        if chat.llm is None or scorer in LLM_SCORERS else None
    spec = {"questions": ", ".join(str(q) for q in questions), "format": fmt, "split": split,
            "graph": graph_spec or "default", "engine": engine, "llm": llm_spec or "none", "scorer": scorer_name,
            "fallback_llm": getattr(chat.fallback, "spec", "none"),
            "model": model_dir, "width": width, "depth": depth, "limit": limit, "seed": seed,
            "topics": "given" if given else "linked", "command": "kgchat " + " ".join(sys.argv[1:])}
    if routed:
        spec["router"] = "data directory (router.db)" if learn_router else f"this run only, seed {seed or 0}"

    def learn(answer, record) -> None:  # gold verdicts teach the router (a no-op for the other engines)
        chat.learn(answer, record["hits@1"], "gold")

    if conversations is not None:
        summary = run_conversations(conversations, lambda q, history: chat.ask(q, history=history), out_dir, spec,
                                    learn=learn)
    else:
        summary = run_eval(examples, chat.ask, out_dir, spec, batch_size=batch_size,
                           topics=(lambda ex: chat.given_topics(ex.topic_ids, ex.topics)) if given else None,
                           learn=learn)
    click.echo(f"{summary['n']} questions: Hits@1 {summary['hits@1']:.2f}%, F1 {summary['f1']:.2f}%, "
               f"EM {summary['em']:.2f}%, median {1000 * summary['median_seconds']:.1f} ms, "
               f"p95 {1000 * summary['p95_seconds']:.1f} ms, {summary['llm_calls_per_question']:.2f} LLM calls/q, "
               f"overclaim {summary['overclaim_rate']:.1f}% of wrong answers, "
               f"kg-exact {summary['right_exact_rate']:.1f}% of right answers")
    if len(summary["by_type"]) > 1 or "by_turn" in summary:
        click.echo("  " + ", ".join(f"{t} {s['hits@1']:.1f}" for t, s in summary["by_type"].items()))
    if "by_turn" in summary:
        click.echo("  turns: " + ", ".join(f"{t}: {s['hits@1']:.1f}" for t, s in summary["by_turn"].items()))
    click.echo(f"wrote {out_dir}/results.jsonl, summary.json, summary.md, summary.png")


def _relearn(router, records) -> int:
    """Teach ``router`` the gold verdicts of a results file's routed answers, in file order."""
    n = 0
    for r in records:
        engine = r.get("engine") or ""
        if engine.startswith(f"{router.name}:"):
            cost = r.get("cost") or {}
            n += router.relearn(r["question"], engine.split(":", 1)[1],
                                cost.get("prompt_tokens", 0) + cost.get("completion_tokens", 0),
                                cost.get("seconds", 0.0), r["hits@1"], "gold")
    return n


def _train_verifier(graph, graph_spec: str | None, synthetic: int | None, seed: int, out_dir: Path | None) -> None:
    """``kgchat train --verifier``: the answer verifier of ``graph`` from its own synthesised questions."""
    from kgchat.train.verifier import VerifierTraining, train_verifier

    if out_dir is None:
        from kgchat.scorers.models import default_model_folder

        base = default_model_folder(graph)
        out_dir = base.with_name(base.name + "-verifier")
    click.echo(f"Writing the verifier to {out_dir}", err=True)
    report = train_verifier(graph, out_dir, VerifierTraining(questions=synthetic or 3000, seed=seed), progress=True,
                            source={"graph": graph_spec or "default", "command": "kgchat " + " ".join(sys.argv[1:])})
    click.echo(json.dumps({"verifier": str(out_dir), **report}, indent=2, ensure_ascii=False))


@click.command("train")
@click.option("--questions", "questions", multiple=True,
              type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Question file (repeatable): labelled (--labelled applies to each), or, with --format text, "
                   "your own questions without answers, which the model annotates itself. None: the graph writes "
                   "its own questions.")
@click.option("--format", "fmt", default=None, type=click.Choice(CHAIN_FORMATS + QUESTION_FORMATS),
              help="Question file format: question-answer pairs over relation chains, or text (one question a "
                   "line, no answers).")
@click.option("--graph", "graph_spec", default=None, help=GRAPH_HELP)
@click.option("--synthetic", type=int, default=None,
              help="Questions to synthesise from the graph's own schema (relation names, types, sampled entities) "
                   "[default: 6000 without labelled questions, else 0].")
@click.option("--labelled", type=int, default=None, help="Use at most N labelled questions per file (see --pick).")
@click.option("--pick", type=click.Choice(["random", "diverse"]), default="random", show_default=True,
              help="Which N: a seeded random sample, or one question per wording (entities masked), most common "
                   "wordings first. Only question text is read. Random did better overall where both were "
                   "measured (docs/knobs.md).")
@click.option("--unlabelled", "unlabelled", multiple=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Questions to auto-annotate (repeatable); labelled questions in it are skipped, answers unused.")
@click.option("--unlabelled-limit", type=int, default=None, help="Auto-annotate at most N questions per file.")
@click.option("--threshold", type=float, default=0.9, show_default=True,
              help="Keep auto-annotations scoring above this (wordings whose questions agree are kept regardless).")
@click.option("--rounds", type=int, default=2, show_default=True,
              help="Auto-annotation rounds (annotate with the latest model, fine-tune, repeat).")
@click.option("--per-wording", type=int, default=20, show_default=True,
              help="Auto-annotate at most N unlabelled questions with the same wording (entities masked); 0 = all.")
@click.option("--split", type=click.Choice(["all", "train", "test"]), default="all", show_default=True,
              help="Part of a by-path 80/20 split (see kgchat eval).")
@click.option("--split-seed", type=int, default=0, show_default=True)
@click.option("--from", "start_dir", type=click.Path(exists=True, file_okay=False), default=None,
              help="Start from this trained model (e.g. the one `kgchat train --graph` wrote) instead of training "
                   "from scratch: its weights and the questions it was trained on are kept, and only your "
                   "questions (--format text or --unlabelled) are annotated and fine-tuned on.")
@click.option("--epochs", type=int, default=None, help="Passes over the labels (default: TrainConfig).")
@click.option("--steps", type=int, default=None, help="Optimiser steps per training run (overrides --epochs).")
@click.option("--members", type=int, default=None,
              help="Heads trained with different seeds and averaged (1 = a single head, fastest) [default: 3 with "
                   "labelled questions, which are few; 1 on the graph's own questions, which are many, so that a "
                   "1M-triple graph trains within 15 minutes on 2 cores].")
@click.option("--seed", type=int, default=0, show_default=True, help="Seeds the label sample and the training.")
@click.option("--device", type=click.Choice(["auto", "cpu", "cuda"]), default="auto", show_default=True)
@click.option("--engine", type=click.Choice(["tog-r", "mcts", "crf"]), default="tog-r", show_default=True,
              help="tog-r: the learned path scorer; mcts: KBQA-o1 (SFT → MCTS exploration → filter → fine-tune); "
                   "crf: the hierarchical RL agent (its prior scorer as for tog-r, then REINFORCE from the answers).")
@click.option("--prior", "prior_dir", type=click.Path(exists=True, file_okay=False), default=None,
              help="With --engine crf: a trained path scorer (kgchat train) to use as the prior instead of training one.")
@click.option("--llm", "llm_spec", default=None,
              help="An LLM (local, openai:MODEL, hf:PATH, …). With synthesised questions, it rewords --reword of them "
                   "as people would ask them (each kept only if it still names the entity, is no copy and the "
                   "zero-shot scorer still points to its chain); with --engine crf, its relation preferences are "
                   "the prior.")
@click.option("--reword", type=int, default=200, show_default=True,
              help="With --llm and synthesised questions: how many of them the LLM rewords, added to the template "
                   "ones (the local model takes 10-30 s each on a CPU; 0 = none).")
@click.option("--rl-steps", type=int, default=None, help="With --engine crf: policy-gradient updates (default 300).")
@click.option("--held-out", "held_out", type=click.FloatRange(0.0, 0.9), default=None,
              help="With --engine crf: share of the labelled questions' groups (PathQuestion: paths) held out of the "
                   "prior's and the policy's training to choose the look-ahead and the checkpoint (default 0.2).")
@click.option("--base-model", default=None,
              help="With --engine mcts: a causal LM to fine-tune with LoRA as policy and reward: a Hugging Face "
                   "folder, 'local' (the packaged model of --llm local) or gguf:FILE (both converted once, "
                   "minutes) [default: the encoder scorer]. A real fine-tune needs a GPU.")
@click.option("--verifier", is_flag=True,
              help="Train the graph's answer verifier instead (the check between a confident search and the "
                   "KG-verified badge): from the graph's own synthesised questions (--synthetic, default 3000), no "
                   "labels; saved where the app finds it [default: $KGCHAT_DATA_DIR/models/GRAPH-verifier].")
@click.option("--out", "out_dir", default=None, type=click.Path(file_okay=False, path_type=Path),
              help="Model directory to write (config.json, model.safetensors, labels, training report) "
                   "[default: $KGCHAT_DATA_DIR/models/GRAPH, where --scorer auto finds it]. Reruns resume.")
@_friendly
def train_cmd(questions, fmt, graph_spec, synthetic, labelled, pick, unlabelled, unlabelled_limit, threshold, rounds,
              per_wording, split, split_seed, start_dir, epochs, steps, members, seed, device, engine, prior_dir,
              llm_spec, reword, rl_steps, held_out, base_model, verifier, out_dir) -> None:
    """Train the learned path scorer for a graph: from the graph alone, from your questions, or from QA pairs.

    With no labelled questions, the graph supervises itself: questions are synthesised from its schema (single
    hops, chains, steps through unnamed/CVT nodes, counts, comparisons and two-entity questions, in varied
    wordings over its verbalised relation names), each labelled with the chain it was written from. Labelled
    question–answer pairs are labelled with the relation chains (up to 3 hops, both directions) from the topic
    entity whose answers best match the gold answers. Questions without answers (--format text, or --unlabelled)
    are then explored by the trained model itself (a wide ToG-R beam, no LLM, answers unused): the best chain that
    reaches an entity and uses every relation the question names becomes a label when questions worded alike agree
    on it or it scores above --threshold, and the model is fine-tuned on both (KBQA-o1's low-resource recipe).

    The model records the graph it was trained on; `--scorer auto` picks it whenever that graph is open. An
    interrupted run continues where it stopped when the same command is run again.

    On a property graph (facts in node and relationship properties, e.g. a Neo4j database) with no --questions,
    the graph's own questions over its labels, properties and relationship properties train the ranker of the
    schema parser instead (schema_ranker.json, found by the default engine whenever that graph is open).

    With --engine crf, that scorer becomes the prior of a hierarchical RL agent trained by REINFORCE on labelled
    questions (and the unlabelled ones through their auto-annotations); use it with `--engine crf --model DIR`.

    \b
    Example:
      kgchat train --graph sqlite:my.db                 # the graph's own questions; saved where auto finds it
      kgchat train --graph bolt://neo4j@localhost:7687  # a property graph: the schema parser's ranker
      kgchat train --graph sqlite:my.db --questions mine.txt --format text --out models/my-graph
      kgchat train --graph sqlite:my.db --from models/my-graph --questions more.txt --format text --out models/v2
      kgchat train --questions 1-hop/vanilla/qa_dev.txt --questions 2-hop/vanilla/qa_dev.txt \\
                   --format metaqa --labelled 100 --unlabelled 1-hop/vanilla/qa_dev.txt --out models/mine
      kgchat train --engine mcts --questions 1-hop/vanilla/qa_dev.txt --format metaqa --labelled 100 \\
                   --unlabelled 1-hop/vanilla/qa_dev.txt --unlabelled-limit 200 --out models/mcts
      kgchat train --engine crf --questions PQ-2H.txt --format pathquestion --graph sqlite:pq2h.db \\
                   --split train --out models/crf-pq2h
    """
    from kgchat.backends import open_graph
    from kgchat.evaluation.runner import diverse_sample, sample
    from kgchat.scorers.learned import HeadConfig
    from kgchat.train.pipeline import TrainPlan, run_training

    if (questions or unlabelled) and fmt is None:
        raise click.UsageError("Give --format for the question files.")
    graph = open_graph(graph_spec, progress=True)
    if verifier:
        _train_verifier(graph, graph_spec, synthetic, seed, out_dir)
        return
    if out_dir is None:
        from kgchat.scorers.models import default_model_folder

        out_dir = default_model_folder(graph)
        click.echo(f"Writing the model to {out_dir}", err=True)
    if not questions and not unlabelled and not start_dir and engine == "tog-r" \
            and graph.schema().property_graph:
        # a property graph: its own questions train the schema parser's ranker (kgchat.train.schema_ranker)
        from kgchat.scorers.embedding import load_minilm
        from kgchat.train.schema_ranker import train_schema_ranker

        report = train_schema_ranker(graph, out_dir, questions=synthetic or 300, seed=seed, encoder=load_minilm(),
                                     progress=True)
        click.echo(json.dumps(report, indent=2, ensure_ascii=False))
        return
    if engine == "mcts":
        from kgchat.train.mcts_train import train_mcts

        if not questions or fmt in QUESTION_FORMATS:
            raise click.UsageError("--engine mcts trains from labelled questions: give --questions and --format.")
        # The MCTS reward threshold is on [0, 1] with its own default; the chain-score default above does not apply.
        mcts_threshold = None if threshold == 0.9 else threshold
        report = train_mcts(list(questions), fmt, graph, labelled, list(unlabelled), out_dir, base_model,
                            unlabelled_limit=unlabelled_limit, threshold=mcts_threshold, split=split,
                            split_seed=split_seed, epochs=epochs, steps=steps, seed=seed, device=device,
                            progress=True)
        click.echo(json.dumps(report, indent=2, ensure_ascii=False, default=str))
        return
    mine = [ex for f in questions for ex in _load((f,), fmt, split, split_seed)] if fmt in QUESTION_FORMATS else []
    files = {} if mine else {str(f): _load((f,), fmt, split, split_seed) for f in questions}
    labelled_sets = {f: diverse_sample(exs, labelled, seed) if pick == "diverse"
                     else sample(exs, labelled, seed if labelled else None) for f, exs in files.items()}
    pool = sample(mine, unlabelled_limit, seed if unlabelled_limit else None)
    if synthetic is None:
        synthetic = 0 if files or start_dir else 6000
    if unlabelled:
        used = {ex.qid for exs in labelled_sets.values() for ex in exs}
        for f in unlabelled:
            rest = [ex for ex in _load((f,), fmt, split, split_seed) if ex.qid not in used]
            pool += sample(rest, unlabelled_limit, seed if unlabelled_limit else None)
    rewording = bool(engine == "tog-r" and llm_spec and synthetic and reword > 0)
    plan = TrainPlan(labelled=[ex for exs in labelled_sets.values() for ex in exs], unlabelled=pool,
                     synthetic=synthetic, reword=reword if rewording else 0, reword_by=llm_spec if rewording else "",
                     threshold=threshold, rounds=rounds, per_wording=per_wording or None, epochs=epochs, steps=steps,
                     seed=seed, device=device, start=start_dir,
                     source={"questions": [str(q) for q in questions], "format": fmt, "labelled_per_file": labelled,
                             "pick": pick if labelled else "all", "synthetic": synthetic,
                             "unlabelled": [str(u) for u in unlabelled], "unlabelled_limit": unlabelled_limit,
                             "split": split, "graph": graph_spec or "default", "from": start_dir,
                             "command": "kgchat " + " ".join(sys.argv[1:])})
    if start_dir and (plan.labelled or not plan.unlabelled or engine != "tog-r"):
        raise click.UsageError("--from fine-tunes a trained model on questions without answers: give them with "
                               "--questions FILE --format text (or --unlabelled), and no labelled questions.")
    if members is None:
        members = 3 if files else 1
    if engine == "crf":
        if not plan.labelled:
            raise click.UsageError("--engine crf learns from answers: give labelled --questions and --format.")
        from kgchat.llm import make_llm
        from kgchat.train.crf import CRFTrainConfig, train_crf

        # the checkpoint kept is chosen on labelled questions held out by group (``train_crf``), never on the
        # unlabelled ones, whose answers training must not read
        report = train_crf(plan, graph, out_dir, prior_dir, make_llm(llm_spec) if llm_spec else None,
                           CRFTrainConfig(**({"steps": rl_steps} if rl_steps else {}),
                                          **({"validation": held_out} if held_out is not None else {})),
                           head=HeadConfig(members=members), progress=True)
        click.echo(json.dumps({"episodes": report["episodes"], "validation": report["validation"], "options": report["options"],
                               "curve": report["curve"][-1], "seconds": report["seconds"], "model": str(out_dir)},
                              indent=2, ensure_ascii=False))
        return
    if llm_spec and not rewording:
        raise click.UsageError("--llm trains with --engine crf, or rewords synthesised questions (--graph without "
                               "labelled questions, --reword N above 0).")
    from kgchat.llm import make_llm

    report = run_training(plan, graph, out_dir, progress=True, head=HeadConfig(members=members),
                          llm=make_llm(llm_spec) if rewording else None)
    click.echo(json.dumps({k: report[k] for k in ("labelled", "synthetic", "reworded", "weak_labels", "auto", "model",
                                                  "resumed")
                           if k in report}, indent=2, ensure_ascii=False))

