"""S-expression logical forms (GrailQA / KBQA-o1): parse, print, execute on any GraphStore, compile to SQL.

    >>> from kgchat.logic import parse, to_sexpr
    >>> expr = parse('(AND film.film (JOIN directed_by "Christopher Nolan"))')
    >>> to_sexpr(expr)
    '(AND film.film (JOIN directed_by "Christopher Nolan"))'

``nodes`` holds the AST and the semantics, ``sexpr`` the text syntax, ``executor`` the reference evaluator over
the GraphStore protocol, ``sql`` / ``cypher`` / ``sparql`` the compilers the stores use in ``execute``. The language
and the compilers import nothing above the backends (the stores use them); ``executor`` and this package's API sit
above the backends (``tests/test_imports.py`` checks the direction).
"""

from kgchat.logic.executor import execute
from kgchat.logic.form_check import InvalidForm, check
from kgchat.logic.nodes import (
    NOW_DATE,
    TC,
    TYPE_RELATION,
    And,
    ArgMax,
    ArgMin,
    Class,
    Compare,
    Count,
    Entity,
    Expr,
    Join,
    Literal,
    Relation,
    RelationLike,
    RelationPath,
    end_relation,
    is_filter,
    list_then_filter,
    relation_steps,
    tc_window,
    value_key,
)
from kgchat.logic.sexpr import parse, to_sexpr

__all__ = [
    "NOW_DATE", "TC", "TYPE_RELATION", "And", "ArgMax", "ArgMin", "Class", "Compare", "Count", "Entity", "Expr",
    "InvalidForm", "Join", "Literal", "Relation", "RelationLike", "RelationPath", "check", "end_relation", "execute",
    "is_filter", "list_then_filter", "parse", "relation_steps", "tc_window", "to_sexpr", "value_key",
]
