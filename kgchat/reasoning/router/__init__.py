"""``--engine auto``: a cost-aware router over the other engines that learns which to trust (after Coke).

    bandit.py   the maths: question clusters, Beta posteriors (Thompson sampling), LinUCB, the cost-regret term
    memory.py   what has been learnt and every decision, in ``router.db`` in the data directory
    arms.py     an arm (engine + metered LLM) and the token meter that keeps the budget
    engine.py   the Router engine: route, run the arm (falling back on failure), record, learn
"""

from kgchat.reasoning.router.arms import Arm, MeteredLLM, TokenBudget
from kgchat.reasoning.router.bandit import ArmScore, BanditState, RouterConfig
from kgchat.reasoning.router.engine import Route, Router, decision_of, embed, question_form, run_arm
from kgchat.reasoning.router.memory import RouterMemory, forget_memory, open_memory

__all__ = ["Arm", "ArmScore", "BanditState", "MeteredLLM", "Route", "Router", "RouterConfig", "RouterMemory",
           "TokenBudget", "decision_of", "embed", "forget_memory", "open_memory", "question_form", "run_arm"]
