"""``--engine auto``: a cost-aware router over the other engines that learns which to trust (after Coke).

    bandit.py   the maths: question clusters, Beta posteriors (Thompson sampling), LinUCB, the cost-regret term
    memory.py   what has been learnt and every decision, in ``router.db`` in the data directory
    arms.py     an arm (engine + metered LLM) and the token meter that keeps the budget
    features.py how a question becomes a vector: its form (names masked), hashed n-grams or MiniLM
    engine.py   the Router engine: route, run the arm (falling back on failure), record, learn
"""

from kgchat.reasoning.router.arms import Arm, MeteredLLM, TokenBudget
from kgchat.reasoning.router.bandit import ArmScore, BanditState, RouterConfig
from kgchat.reasoning.router.engine import Route, Router, decision_of, run_arm
from kgchat.reasoning.router.features import embed, hashed_features, make_featuriser, question_form
from kgchat.reasoning.router.memory import RouterMemory, forget_memory, open_memory, run_memory

__all__ = ["Arm", "ArmScore", "BanditState", "MeteredLLM", "Route", "Router", "RouterConfig", "RouterMemory",
           "TokenBudget", "decision_of", "embed", "forget_memory", "hashed_features", "make_featuriser", "open_memory",
           "question_form", "run_arm", "run_memory"]
