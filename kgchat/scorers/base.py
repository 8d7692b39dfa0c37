"""The one interface every pruning scorer implements (LLM, BM25, lexical, learned), with its declared capabilities.

A scorer rates options against a question. Options are short texts: a relation name, a relation chain written
with ``relation_chain_text``, or an entity name. Higher is better; scores need not sum to 1. They are in [0, 1],
except the lexical scorer's, which adds word-count bonuses and maluses to a similarity in [0, 1]; compare a
scorer's scores with each other, not with another scorer's.

What a scorer can do beyond ``score`` is declared on it (``BaseScorer`` holds the defaults), never probed:
which form of the question it reads, the confidence threshold of its scores, whether a confident score alone earns
the ``kg-exact`` badge, and the sentence encoder it has.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from kgchat.chains import relation_chain_text, relation_text
from kgchat.linking import ENTITY_MARKER, content_words, mask_mentions

__all__ = ["BaseScorer", "Scorer", "relation_chain_text", "relation_text", "scoring_question"]


@runtime_checkable
class Scorer(Protocol):
    name: str
    # The question form the scorer reads. Neither: content words only (entity mentions and stop words removed).
    reads_entity_marker: bool  # ENTITY_MARKER where the topic entity was, function words kept (it picks words itself)
    reads_masked_question: bool  # entity mentions removed, every other word kept (word order matters to it)
    threshold: float  # a best score below it marks an answer found without an LLM as approximate
    # Whether a best score at or above ``threshold`` is evidence enough for ``kg-exact`` (the scorer read people's
    # wordings: labelled questions, or weights tuned on them). False for a model that only saw the graph's own
    # questions (``kgchat train --graph``) and for the zero-shot scorer on a graph whose lexicon profile was not
    # tuned on labelled questions (``Lexicon.zero_shot_vouches``): such scores are as sure of chains for wordings
    # never seen, so the no-LLM badge also asks that the chain account for every word of the question, that every
    # step be asked for and that it walk as many steps as the words ask for (``ToGSearch._badge``).
    badge_on_score: bool

    @property
    def encoder(self) -> Any | None:
        """The sentence encoder (all-MiniLM-L6-v2) the scorer holds, for relation-word checks; None without one."""
        ...

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        """One score per option, in the same order. ``context`` is what the option hangs off (topic entity,
        path so far), for scorers that can use it."""
        ...


class BaseScorer:
    """Defaults of the ``Scorer`` capabilities: reads content words, trusts every score, has no encoder."""

    name = "scorer"
    reads_entity_marker = False
    reads_masked_question = False
    threshold = 0.0
    badge_on_score = True

    @property
    def encoder(self) -> Any | None:
        return None

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        raise NotImplementedError


def scoring_question(scorer: Scorer | None, question: str, mentions: list[str], stop_words: frozenset[str]) -> str:
    """``question`` in the form ``scorer`` reads. Scorers judge relation wording: entity names (and, for most
    scorers, stop words) only add noise. A scorer that reads where the entity was gets ``ENTITY_MARKER`` there and
    picks its words itself; one that learnt from masked questions with their stop words gets exactly that; any
    other gets the content words."""
    marker = ENTITY_MARKER if scorer is not None and scorer.reads_entity_marker else ""
    text = mask_mentions(question, mentions, marker)
    if not marker and not (scorer is not None and scorer.reads_masked_question):
        text = content_words(text, stop_words)
    return text
