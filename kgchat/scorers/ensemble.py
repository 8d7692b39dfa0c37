"""The zero-shot lexical scorer and a graph-trained learned scorer together: a weighted sum of their chain scores.

A model trained by ``kgchat train --graph`` has only seen the questions the graph wrote about itself; the zero-shot
scorer (``kgchat.scorers.lexical``, with the graph's lexicon profile) counts the relation words a real question
uses. Each gets questions right that the other gets wrong. Where it was measured, the sum never beat the better of
the two on any one question set, but was the best of the three on average (docs/knobs.md), which is what counts on a
graph whose questions nobody has measured. A chain's score is

    (1 - share) * zero-shot score + share * learned probability

with ``share`` the model's ``"ensemble": {"learned_share": …}`` in its config.json, else the graph's lexicon
profile's (``Lexicon.learned_share``: 0.25 on Freebase-shaped graphs), else ``LEARNED_SHARE``. It is a
fixed function of (question, chain), never normalised over the options of one call, so ToG-R's no-LLM stop rule
can still compare the scores of chains of different lengths; share 0 gives the zero-shot scores, share 1 the learned
ones. ``--scorer auto`` uses it for models trained without labelled questions (``trained_without_labels``); a
model trained on labelled questions (the shipped movie model) is used alone, as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kgchat.errors import ModelError
from kgchat.linking import ENTITY_MARKER, OTHER_MARKER
from kgchat.scorers.base import BaseScorer, Scorer

# Weight of the learned probability where neither the model nor the graph's profile names one: of the shares tried
# (0, 0.5, 0.75, 1), the best on average over graphs with and without Freebase ids (docs/knobs.md)
LEARNED_SHARE = 0.75


def trained_without_labels(meta: dict) -> bool:
    """Whether a model's config (``LearnedScorer.meta``) says it was trained without labelled questions: from the
    graph alone, or with the user's unlabelled questions (``kgchat train --graph``, ``--questions --format text``).
    The shipped movie model, trained on MetaQA's labelled questions, is not."""
    if "labels" in meta:  # written by kgchat train since the ensemble
        return not meta["labels"]
    report = meta.get("report")
    return "graph" in meta and isinstance(report, dict) and report.get("labelled") == 0


def learned_share(meta: dict, default: float | None = None) -> float:
    """The model's own share (its config's ``ensemble.learned_share``), else ``default`` (the graph's lexicon
    profile's, ``Lexicon.learned_share``), else ``LEARNED_SHARE``."""
    own = meta.get("ensemble", {}).get("learned_share") if isinstance(meta.get("ensemble"), dict) else None
    if own is None:
        return LEARNED_SHARE if default is None else default
    if not isinstance(own, int | float) or not 0.0 <= own <= 1.0:
        raise ModelError(f"ensemble.learned_share in the model's config.json must be a number in [0, 1], not {own!r}.")
    return float(own)


def unmarked(question: str) -> str:
    """The question as the learned scorer reads it (entity mentions removed, every other word kept) from the form
    the lexical scorer reads (mentions replaced by ``ENTITY_MARKER`` / ``OTHER_MARKER``): the same text that
    ``mask_mentions`` without a marker gives."""
    return " ".join(w for w in question.split() if w not in (ENTITY_MARKER, OTHER_MARKER)) or question


class EnsembleScorer(BaseScorer):
    """``(1 - share) * zero_shot + share * learned`` per chain (see the module doc)."""

    name = "ensemble"
    reads_entity_marker = True  # the zero-shot part reads where the entity was; the learned part gets ``unmarked``

    def __init__(self, zero_shot: Scorer, learned: Scorer, share: float = LEARNED_SHARE):
        if not zero_shot.reads_entity_marker or not learned.reads_masked_question:
            raise ModelError("The ensemble joins the zero-shot lexical scorer and a learned scorer (kgchat train).")
        self.zero_shot = zero_shot
        self.learned = learned
        self.share = share
        # below this best-chain score an answer is approximate: the same mix of the two scorers' thresholds
        self.threshold = (1.0 - share) * zero_shot.threshold + share * learned.threshold
        # a graph-trained part's confidence is no evidence on its own, whatever the share
        self.badge_on_score = zero_shot.badge_on_score and (share == 0.0 or learned.badge_on_score)

    @property
    def encoder(self) -> Any:
        return self.zero_shot.encoder

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        if not options:
            return []
        share = self.share
        zero = self.zero_shot.score(question, options, context) if share < 1.0 else [0.0] * len(options)
        learned = self.learned.score(unmarked(question), options, context) if share > 0.0 else [0.0] * len(options)
        return [(1.0 - share) * z + share * s for z, s in zip(zero, learned, strict=True)]
