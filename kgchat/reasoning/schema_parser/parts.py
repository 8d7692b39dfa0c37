"""The pieces a candidate logical form is built of (``Part``: a filter and the words it accounts for) and the
candidate itself, with its score and why its answer may be of another kind than asked."""

from __future__ import annotations

from dataclasses import dataclass, field

from kgchat.logic.nodes import Expr


@dataclass(frozen=True)
class Part:
    """A piece of a candidate: a filter (or the whole form) and the words it accounts for."""

    expr: Expr | None
    tokens: frozenset[int]
    conf: float
    kind: str  # label | entity | value | relation | constraint | aggregation | property
    text: str
    guessed: bool = False
    # a step the question leaves no choice about: the only relationship type (one way round) between the two labels
    # it joins, or the property of a value named by the value's own words. It is still scored as it was; the badge
    # does not count it as a step no word asks for, since no word could have named another step there.
    forced: bool = False
    # a step the form needs that no word names and the question's words leave open ("the *first* 3 orders": by
    # which date, or by name?): scored as it is, but the badge counts it as a step no word asks for
    unasked: bool = False
    # why the words this piece reads do not pin it down ("a discount" read as discontinued only because one word
    # begins the other; a value said of one label tested on another): scored as it is, but never kg-exact
    doubt: str = ""
    # a guessed step along the type nearly all of the label's nodes hold, where others between the same labels are
    # far rarer (``usual``): still a guess, a little less of one
    usual: bool = False


@dataclass
class Candidate:
    form: Expr
    parts: list[Part]
    answer: str  # nodes | value | number | truth (yes or no: ``exists``)
    target: str = ""  # the label answered (nodes)
    score: float = 0.0
    bonus: float = 0.0  # what the reading of the question adds or takes off beyond the words covered
    uncovered: list[int] = field(default_factory=list)
    unused: list[str] = field(default_factory=list)
    features: dict[str, float] = field(default_factory=dict)  # what the score is a weighted sum of (``scoring``)
    mismatch: str = ""  # why its answer is of another kind than the question asks for ("" when it is not)
