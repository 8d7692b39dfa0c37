"""The zero-shot scorer and an LLM's choice together (``--scorer llm-mix`` with an ``--llm``): per relation chain

    (1 - share) * zero-shot score + share * the LLM's probability for the chain

with the LLM's probability read as ``--scorer llm`` reads it (``LLMScorer``: ``LLM.choose`` over the options of one
pruning step, which sum to 1) and the zero-shot score as ``--scorer embedding`` gives it (``LexicalScorer`` with the
graph's lexicon profile). The sum is ``EnsembleScorer``'s, with the LLM in the learned scorer's place: the zero-shot
part reads where the topic entity was, the LLM the question without the entity's mention and the entity's name as the
context.

``LLM_SHARE`` was fixed before any measurement (an even split: neither part was known to be the better one, and both
lie in [0, 1] on the relation chains of one step), not tuned on the questions it was then measured on.
"""

from __future__ import annotations

from kgchat.errors import ModelError
from kgchat.scorers.base import Scorer
from kgchat.scorers.ensemble import EnsembleScorer

LLM_SHARE = 0.5  # weight of the LLM's probability; the zero-shot score gets the rest


class LLMMixScorer(EnsembleScorer):
    """``(1 - share) * zero_shot + share * llm`` per chain (see the module doc)."""

    name = "llm-mix"

    def __init__(self, zero_shot: Scorer, llm: Scorer, share: float = LLM_SHARE):
        if not 0.0 <= share <= 1.0:
            raise ModelError(f"The LLM's share of the mixture must be in [0, 1], not {share!r}.")
        super().__init__(zero_shot, llm, share)

    @property
    def llm(self) -> Scorer:
        return self.learned
