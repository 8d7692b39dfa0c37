"""Auto-annotation (KBQA-o1's low-resource recipe): the trained scorer labels unlabelled questions itself.

For each unlabelled question, a wide beam of relation chains is explored and scored (``kgchat.train.explore``); the
label is the best chain that reaches an entity and uses every relation the question's words name. Kept labels need
a chain score above ``threshold`` (the reward filter) or agreement among the questions worded the same way (see
``auto_annotate``); they become extra labels for incremental fine-tuning. Gold answers of these questions are never
used for labelling; when the file has them they only measure how often kept annotations are right (``precision``).
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence

from kgchat.backends.base import GraphStore, is_unnamed, normalize_name
from kgchat.chains import GraphCache, chain_labels
from kgchat.evaluation.datasets import Example
from kgchat.linking import EntityLinker, mask_mentions
from kgchat.scorers.relation_words import RelationWords
from kgchat.train.explore import explore_chains
from kgchat.train.learned import masked_question
from kgchat.train.weak import ChainLabel, resolve_topic
from kgchat.types import Path


def path_steps(path: Path) -> list[list[str]]:
    """A path's relations grouped into ToG steps (a hop onto an unnamed node joins the next hop)."""
    steps: list[list[str]] = []
    current: list[str] = []
    for label, hop in zip(path.relations, path.hops, strict=True):
        current.append(label)
        if not is_unnamed(hop.entity):
            steps.append(current)
            current = []
    if current:
        steps.append(current)
    return steps


def auto_annotate(examples: Sequence[Example], graph: GraphStore, scorer, threshold: float = 0.9,
                  progress: bool = False, per_wording: int | None = None, consensus: float = 0.6, beam: int = 8,
                  words: RelationWords | None = None, cache: GraphCache | None = None) -> tuple[list[ChainLabel], dict]:
    """Labels for the unlabelled questions the scorer can answer; and counts of what was kept and why not.

    Each question is explored (``explore_chains``: a beam of ``beam`` chains per depth, scored by ``scorer``); its
    annotation is the best-scoring chain that reaches an entity and uses every relation the question names
    (``RelationWords``). Then one wording, one chain: where at least three questions share a wording (entity
    mentions masked) and a ``consensus`` share of them picked the same chain, exactly the questions with that chain
    are kept, whatever their score; elsewhere a chain is kept when it scores above ``threshold``.
    ``per_wording`` caps how many questions with the same wording are explored (templated question sets repeat a
    wording thousands of times; a few dozen annotations of it teach as much).
    """
    stats = {"questions": len(examples), "asked": 0, "kept": 0, "kept_by_consensus": 0, "no_answer": 0,
             "below_threshold": 0, "disagreeing": 0, "changed_by_relation_words": 0, "checked": 0, "correct": 0}
    cache = cache or GraphCache(graph)
    linker = EntityLinker(graph)
    if words is None:
        encoder = scorer.encoder
        if encoder is None:
            from kgchat.scorers.embedding import load_minilm

            encoder = load_minilm()
        words = RelationWords(encoder, graph.relation_names())
    keyed = [(ex, _wording(ex, linker)) for ex in examples]
    if per_wording:
        seen: Counter = Counter()
        capped = []
        for ex, key in keyed:
            if seen[key] < per_wording:
                seen[key] += 1
                capped.append((ex, key))
        keyed = capped
    stats["asked"] = len(keyed)
    items = keyed
    if progress:
        from tqdm import tqdm

        items = tqdm(keyed, desc="Auto-annotating", unit=" q", file=sys.stderr)
    answered = []  # (wording, label, reached entity ids)
    for ex, key in items:
        topic = resolve_topic(graph, linker, ex)
        if topic is None:
            stats["no_answer"] += 1
            continue
        question = masked_question(linker, ex.question, topic.name)
        found = explore_chains(cache, scorer, question, topic.id, beam=beam)
        pick = next((c for c in found if words.covers(question, c.chain)), None)
        if pick is None:
            stats["no_answer"] += 1
            continue
        stats["changed_by_relation_words"] += pick is not found[0]
        label = ChainLabel(ex.qid, ex.question, topic, chain_labels(pick.chain), f1=-1.0, source="auto",
                           score=round(pick.score, 6), qtype=ex.qtype)
        answered.append((ex, key, label, pick.reached))
    votes: dict[str, Counter] = {}
    for _, key, label, _ in answered:
        votes.setdefault(key, Counter())[str(label.chain)] += 1
    labels: list[ChainLabel] = []
    for ex, key, label, reached in answered:
        chain, count = votes[key].most_common(1)[0]
        total = sum(votes[key].values())
        if total >= 3 and count / total >= consensus:
            if chain != str(label.chain):
                stats["disagreeing"] += 1
                continue
            stats["kept_by_consensus"] += label.score <= threshold
        elif label.score <= threshold:
            stats["below_threshold"] += 1
            continue
        stats["kept"] += 1
        labels.append(label)
        if ex.answers:  # diagnostics only: how good are the kept annotations? (the answers are never used above)
            gold = {normalize_name(a) for a in ex.answers}
            stats["checked"] += 1
            stats["correct"] += any(cache.norm(e) in gold for e in reached)
    stats["precision"] = round(stats["correct"] / stats["checked"], 4) if stats["checked"] else None
    return labels, stats


def _wording(example: Example, linker: EntityLinker) -> str:
    mentions = [m.mention for m in linker.link(example.question)]
    return mask_mentions(example.question, [*mentions, *example.topics]).casefold()
