"""S-expression logical forms (GrailQA / KBQA-o1): the AST, a recursive-descent parser and a printer.

Grammar (canonical text has single spaces and no space inside parentheses)::

    expr     := atom | (JOIN rel expr) | (AND expr expr) | (COUNT expr) | (ARGMAX expr slot) | (ARGMIN expr slot)
              | (SHARE expr expr)                        -- the percentage of the first's members the second keeps
              | (le rel value) | (lt rel value) | (ge rel value) | (gt rel value) | (TC expr name value)
              | (contains rel value) | (starts rel value) | (ends rel value) | (NOT expr) | (HAS rel) | (SAME rel rel)
              | (TYPE atom) | (TOP expr slot k) | (BOTTOM expr slot k)
              | (SUM expr rel) | (AVG expr rel) | (MIN expr rel) | (MAX expr rel)   -- rel or calc
    rel      := name | (R name) | (JOIN rel rel)          -- (JOIN r1 r2) in a relation slot is a chain r1 then r2
              | (R calc)                                  -- a date part followed back: in JOIN and (AGG count …)
    slot     := rel | calc | (AGG fn rel) | (AGG fn calc)   -- fn: count, sum, avg, min, max
    calc     := (PLUS op op) | (MINUS op op) | (DAYS rel rel) | (YEAR rel) | (MONTH rel) | (WEEKDAY rel) | (DECADE rel) | (QUARTER rel)
    atom     := bare | "quoted"                             -- an entity, a class or a literal, see below
    value    := bare | "quoted"                             -- a literal, optionally with ^^datatype

Operators are matched case-insensitively and printed as above. Atoms are read like this:

- ``"..."`` is a quoted atom (backslash escapes ``\\"``, ``\\\\``, ``\\n``, ``\\t``, ``\\r``); use it for ids with
  spaces, parentheses or quotes (``"Christopher Nolan"``). A quoted atom where an expression goes is always an entity.
- ``value^^datatype`` (bare or quoted value) is a typed literal: ``1951^^http://www.w3.org/2001/XMLSchema#gYear``.
- In a comparison value or TC time slot, an untyped atom is a literal: ``(le release_year 2001)``.
- Where an expression goes, a bare token is a **class** when it looks like a Freebase type name (lowercase dotted
  words, ``film.film``) and is not a Freebase entity id (``m.…``, ``g.…``), *except* as the argument of JOIN,
  where it is always an entity: ``(AND film.film (JOIN type.object.type film.film))``. Anything else is an entity.
  Quote an entity whose id looks like a class name to keep it an entity.

The AST lives in ``kgchat.logic.nodes`` (re-exported here), together with what each operator means.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NoReturn, TypeVar

from kgchat.errors import LogicalFormError
from kgchat.logic.form_check import InvalidForm, check
from kgchat.logic.nodes import (
    AGGREGATES,
    CALC_ARITY,
    COMPARISONS,
    NUMBER,
    TC,
    Agg,
    Aggregate,
    And,
    ArgMax,
    ArgMin,
    Calc,
    Class,
    Compare,
    Count,
    Entity,
    Expr,
    Has,
    Join,
    Literal,
    Not,
    Relation,
    RelationLike,
    RelationPath,
    Same,
    Share,
    Slot,
    Top,
    is_class_name,
    relation_steps,
    share,
)

__all__ = [
    "TC", "And", "ArgMax", "ArgMin", "Class", "Compare", "Count", "Entity", "Expr", "Join", "Literal", "Relation",
    "RelationLike", "RelationPath", "check", "parse", "to_sexpr",
]


# -- printer ---------------------------------------------------------------------------------------------------------
_ESCAPE = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}
_UNESCAPE = {v[1]: k for k, v in _ESCAPE.items()}


def _bare_ok(text: str) -> bool:
    return bool(text) and "^^" not in text and not any(c.isspace() or c in '()"' for c in text)


def _quoted(text: str) -> str:
    return '"' + "".join(_ESCAPE.get(c, c) for c in text) + '"'


def _atom(text: str) -> str:
    return text if _bare_ok(text) else _quoted(text)


def _print(node: object, join_arg: bool = False) -> str:
    if isinstance(node, Entity):
        # outside JOIN's argument a bare class-like id would read back as a Class, so quote it there
        return node.id if _bare_ok(node.id) and (join_arg or not is_class_name(node.id)) else _quoted(node.id)
    if isinstance(node, Literal):
        return _atom(node.value) + (f"^^{node.datatype}" if node.datatype else "")
    if isinstance(node, Class):
        return node.name if is_class_name(node.name) and not join_arg else f"(TYPE {_atom(node.name)})"
    if isinstance(node, Relation):
        return f"(R {_atom(node.name)})" if node.reverse else _atom(node.name)
    if isinstance(node, RelationPath):
        head, *rest = node.steps
        tail = rest[0] if len(rest) == 1 else RelationPath(tuple(rest))
        return f"(JOIN {_print(head)} {_print(tail)})"
    if isinstance(node, Join):
        return f"(JOIN {_print(node.relation)} {_print(node.expr, join_arg=True)})"
    if isinstance(node, And):
        return f"(AND {_print(node.left)} {_print(node.right)})"
    if isinstance(node, Share):
        return f"(SHARE {_print(node.whole)} {_print(node.part)})"
    if isinstance(node, Count):
        return f"(COUNT {_print(node.expr)})"
    if isinstance(node, ArgMax | ArgMin):
        return f"({type(node).__name__.upper()} {_print(node.expr)} {_print(node.relation)})"
    if isinstance(node, Compare):
        return f"({node.op} {_print(node.relation)} {_print(node.value)})"
    if isinstance(node, TC):
        return f"(TC {_print(node.expr)} {_print(node.relation)} {_print(node.time)})"
    if isinstance(node, Not):
        return f"(NOT {_print(node.expr)})"
    if isinstance(node, Has):
        return f"(HAS {_print(node.relation)})"
    if isinstance(node, Same):
        return f"(SAME {_print(node.first)} {_print(node.second)})"
    if isinstance(node, Agg):
        where = "" if node.where is None else f" {_print(node.where)}"
        return f"(AGG {node.fn} {_print(node.relation)}{where})"
    if isinstance(node, Calc):
        text = f"({node.fn.upper()} {' '.join(_print(a) for a in node.args)})"
        return f"(R {text})" if node.reverse else text
    if isinstance(node, Top):
        return f"({'TOP' if node.descending else 'BOTTOM'} {_print(node.expr)} {_print(node.slot)} {node.k})"
    if isinstance(node, Aggregate):
        return f"({node.fn.upper()} {_print(node.expr)} {_print(node.relation)})"
    raise LogicalFormError(f"Cannot print {node!r}: not a logical form node")


def to_sexpr(expr: Expr | Slot) -> str:
    """Canonical text of an expression (or relation); ``to_sexpr(parse(s)) == s`` for canonical ``s``."""
    return _print(expr)


# -- lexer and parser ------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Token:
    kind: str  # "(", ")" or "atom"
    pos: int
    value: str = ""
    quoted: bool = False
    datatype: str | None = None


def _lex(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif c in "()":
            tokens.append(_Token(c, i))
            i += 1
        elif c == '"':
            start, i, chars = i, i + 1, []
            while True:
                if i >= n:
                    raise LogicalFormError("Unterminated quoted atom: no closing '\"'", start)
                if text[i] == '"':
                    break
                if text[i] == "\\":
                    if i + 1 >= n or text[i + 1] not in _UNESCAPE:
                        raise LogicalFormError('Unknown escape in quoted atom; use \\" \\\\ \\n \\t or \\r', i)
                    chars.append(_UNESCAPE[text[i + 1]])
                    i += 2
                else:
                    chars.append(text[i])
                    i += 1
            i += 1
            datatype = None
            if text.startswith("^^", i):
                end = _bare_end(text, i + 2)
                datatype, i = text[i + 2:end], end
                if not datatype:
                    raise LogicalFormError("Missing datatype after '^^'", i)
            if i < n and not (text[i].isspace() or text[i] in "()"):
                raise LogicalFormError("Expected a space or a parenthesis after the quoted atom", i)
            if not chars:
                raise LogicalFormError("Empty quoted atom", start)
            tokens.append(_Token("atom", start, "".join(chars), True, datatype))
        else:
            end = _bare_end(text, i)
            if end < n and text[end] == '"':
                raise LogicalFormError("A quote cannot appear inside a bare atom; quote the whole atom", end)
            word = text[i:end]
            value, sep, datatype = word.partition("^^")
            if sep and (not value or not datatype):
                raise LogicalFormError(f"Malformed typed literal {word!r}: expected value^^datatype", i)
            tokens.append(_Token("atom", i, value, False, datatype if sep else None))
            i = end
    return tokens


def _bare_end(text: str, i: int) -> int:
    while i < len(text) and not (text[i].isspace() or text[i] in '()"'):
        i += 1
    return i


_ARITY = {"JOIN": "a relation and an expression", "AND": "two expressions", "COUNT": "one expression",
          "SHARE": "two expressions",
          "ARGMAX": "an expression and a relation", "ARGMIN": "an expression and a relation",
          "TC": "an expression, a relation and a time", "R": "a relation name", "NOT": "one expression",
          "HAS": "a relation", "SAME": "two relations", "TYPE": "a class name", "TOP": "an expression, a slot and a count",
          "BOTTOM": "an expression, a slot and a count", "AGG": "a function, a relation and an optional filter",
          **{fn: "an expression and a relation" for fn in ("SUM", "AVG", "MIN", "MAX")},
          **{fn.upper(): "two relations" if n == 2 else "a relation" for fn, n in CALC_ARITY.items()},
          **{op.upper(): "a relation and a value" for op in COMPARISONS}}


_N = TypeVar("_N")


class _Parser:
    """Recursive descent over the tokens: one method per kind of slot (expression, relation, literal value)."""

    def __init__(self, text: str, tokens: list[_Token]):
        self.text, self.tokens, self.i = text, tokens, 0
        self.where: dict[int, int] = {}  # id(node) -> character position, for errors found after parsing

    def _peek(self) -> _Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def _next(self, wanted: str) -> _Token:
        tok = self._peek()
        if tok is None:
            raise LogicalFormError(f"Input ended where {wanted} was expected", len(self.text))
        self.i += 1
        return tok

    def _at(self, node: _N, pos: int) -> _N:
        self.where[id(node)] = pos
        return node

    def expr(self, join_arg: bool = False) -> Expr:
        tok = self._next("an expression")
        if tok.kind == ")":
            raise LogicalFormError("Unbalanced ')': expected an expression here", tok.pos)
        if tok.kind == "atom":
            if tok.datatype is not None:
                return self._at(Literal(tok.value, tok.datatype), tok.pos)
            if not tok.quoted and not join_arg and is_class_name(tok.value):
                return self._at(Class(tok.value), tok.pos)
            return self._at(Entity(tok.value), tok.pos)
        op, op_pos = self._operator()
        if op == "R":
            raise LogicalFormError("(R ...) is a reversed relation; it goes where a relation is expected, "
                                   "as in (JOIN (R rel) x)", tok.pos)
        node: Expr
        if op == "JOIN":
            relation = self._arg(op, tok, 0, self.relation)
            node = Join(relation, self._arg(op, tok, 1, lambda: self.expr(join_arg=True)))
        elif op == "AND":
            node = And(self._arg(op, tok, 0, self.expr), self._arg(op, tok, 1, self.expr))
        elif op == "COUNT":
            node = Count(self._arg(op, tok, 0, self.expr))
        elif op == "SHARE":
            node = share(self._arg(op, tok, 0, self.expr), self._arg(op, tok, 1, self.expr))
        elif op in ("ARGMAX", "ARGMIN"):
            cls = ArgMax if op == "ARGMAX" else ArgMin
            node = cls(self._arg(op, tok, 0, self.expr), self._arg(op, tok, 1, self.slot))
        elif op == "NOT":
            node = Not(self._arg(op, tok, 0, self.expr))
        elif op == "HAS":
            node = Has(self._arg(op, tok, 0, self.relation))
        elif op == "SAME":
            node = Same(self._arg(op, tok, 0, self.relation), self._arg(op, tok, 1, self.relation))
        elif op == "TYPE":
            name = self._arg(op, tok, 0, lambda: self._next("a class name"))
            if name.kind != "atom" or name.datatype is not None:
                raise LogicalFormError("(TYPE ...) takes a class name", name.pos)
            node = Class(name.value)
        elif op in ("TOP", "BOTTOM"):
            sub = self._arg(op, tok, 0, self.expr)
            slot = self._arg(op, tok, 1, self.slot)
            k = self._arg(op, tok, 2, lambda: self._next("a count"))
            if k.kind != "atom" or k.quoted or not k.value.isdigit():
                raise LogicalFormError(f"{op} takes a whole number of members", k.pos)
            node = Top(sub, slot, int(k.value), op == "TOP")
        elif op in ("SUM", "AVG", "MIN", "MAX"):
            node = Aggregate(op.lower(), self._arg(op, tok, 0, self.expr), self._arg(op, tok, 1, self.computed))
        elif op == "TC":
            sub = self._arg(op, tok, 0, self.expr)
            rel_tok = self._peek()
            relation = self._arg(op, tok, 1, self.relation)
            if not isinstance(relation, Relation) or relation.reverse:
                raise LogicalFormError("TC needs a plain relation name", rel_tok.pos if rel_tok else op_pos)
            node = TC(sub, relation, self._arg(op, tok, 2, self.literal))
        else:
            node = Compare(op.lower(), self._arg(op, tok, 0, self.slot), self._arg(op, tok, 1, self.literal))
        self._close(op, tok)
        return self._at(node, tok.pos)

    def _operator(self) -> tuple[str, int]:
        tok = self._next("an operator")
        if tok.kind != "atom" or tok.quoted or tok.datatype is not None:
            found = "')'" if tok.kind == ")" else ("'('" if tok.kind == "(" else repr(tok.value))
            raise LogicalFormError(f"Expected an operator after '(', found {found}", tok.pos)
        op = tok.value.upper()
        if op not in _ARITY:
            raise LogicalFormError(f"Unknown operator {tok.value!r}; expected one of JOIN, AND, COUNT, SHARE, ARGMAX, "
                                   f"ARGMIN, le, lt, ge, gt, contains, starts, ends, TC, R, NOT, HAS, SAME, TYPE, "
                                   f"TOP, BOTTOM, AGG, SUM, AVG, MIN, MAX, PLUS, MINUS, DAYS, YEAR, MONTH, WEEKDAY, "
                                   f"DECADE, QUARTER",
                                   tok.pos)
        return op, tok.pos

    def _arg(self, op: str, opener: _Token, index: int, read: Callable[[], _N]) -> _N:
        """Read argument number ``index`` (0-based) of ``op``, or explain the arity if the list ended early."""
        tok = self._peek()
        if tok is None:
            self._unclosed(op, opener)
        if tok.kind == ")":
            raise LogicalFormError(f"{_canon(op)} takes {_ARITY[op]}, but got {index} argument(s)", opener.pos)
        return read()

    def _close(self, op: str, opener: _Token) -> None:
        tok = self._peek()
        if tok is None:
            self._unclosed(op, opener)
        if tok.kind != ")":
            raise LogicalFormError(f"{_canon(op)} takes {_ARITY[op]}; unexpected extra argument", tok.pos)
        self.i += 1

    def _unclosed(self, op: str, opener: _Token) -> NoReturn:
        raise LogicalFormError(f"Missing ')': the input ended inside the ({_canon(op)} ...) opened at character "
                               f"{opener.pos}", len(self.text))

    def relation(self) -> RelationLike:
        tok = self._next("a relation")
        if tok.kind == ")":
            raise LogicalFormError("Expected a relation, found ')'", tok.pos)
        if tok.kind == "atom":
            if tok.datatype is not None:
                raise LogicalFormError("Expected a relation, found a typed literal", tok.pos)
            return self._at(Relation(tok.value), tok.pos)
        op, op_pos = self._operator()
        if op == "R":
            peek = self._peek()
            nxt = self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
            if peek is not None and peek.kind == "(" and nxt is not None and nxt.kind == "atom" and not nxt.quoted \
                    and nxt.value.lower() in CALC_ARITY:  # (R (YEAR p)): a date part followed back
                calc = self._arg(op, tok, 0, self.computed)
                assert isinstance(calc, Calc)
                self._close(op, tok)
                return self._at(Calc(calc.fn, calc.args, reverse=True), tok.pos)  # type: ignore[return-value]
            name = self._arg(op, tok, 0, lambda: self._next("a relation name"))
            if name.kind != "atom" or name.datatype is not None:
                raise LogicalFormError("(R ...) takes a relation name", name.pos)
            node: RelationLike = Relation(name.value, reverse=True)
        elif op == "JOIN":
            first = self._arg(op, tok, 0, self.relation)
            second = self._arg(op, tok, 1, self.relation)
            node = RelationPath(relation_steps(first) + relation_steps(second))
        else:
            raise LogicalFormError(f"Expected a relation, (R relation) or (JOIN relation relation), "
                                   f"found ({_canon(op)} ...)", op_pos)
        self._close(op, tok)
        return self._at(node, tok.pos)

    def slot(self) -> Slot:
        """A relation slot, or ``(AGG fn relation)`` / ``(AGG fn relation filter)``."""
        tok = self._peek()
        nxt = self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
        if tok is not None and tok.kind == "(" and nxt is not None and nxt.kind == "atom" and not nxt.quoted \
                and nxt.value.upper() == "AGG":
            self.i += 2
            fn = self._arg("AGG", tok, 0, lambda: self._next("an aggregate function"))
            if fn.kind != "atom" or fn.value.lower() not in AGGREGATES:
                raise LogicalFormError(f"AGG takes one of {', '.join(AGGREGATES)}", fn.pos)
            relation = self._arg("AGG", tok, 1, self.computed)
            nxt = self._peek()
            where = self.expr() if nxt is not None and nxt.kind != ")" else None  # what counts: optional
            node = Agg(fn.value.lower(), relation, where)
            self._close("AGG", tok)
            return self._at(node, tok.pos)
        return self.computed()

    def computed(self) -> RelationLike | Calc:
        """A relation slot, or a value computed from relation slots: ``(PLUS p q)``, ``(MONTH p)`` …"""
        tok = self._peek()
        nxt = self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
        if tok is not None and tok.kind == "(" and nxt is not None and nxt.kind == "atom" and not nxt.quoted \
                and nxt.value.lower() in CALC_ARITY:
            self.i += 2
            op = nxt.value.upper()
            operand = self.operand if op in ("PLUS", "MINUS") else self.relation
            args = tuple(self._arg(op, tok, i, operand) for i in range(CALC_ARITY[op.lower()]))
            self._close(op, tok)
            return self._at(Calc(op.lower(), args), tok.pos)
        return self.relation()

    def operand(self) -> RelationLike | Literal:
        """An operand of PLUS / MINUS: a relation slot, or a bare number (``(MINUS 2025 birthYear)``)."""
        tok = self._peek()
        if tok is not None and tok.kind == "atom" and not tok.quoted and tok.datatype is None and \
                NUMBER.fullmatch(tok.value):
            self.i += 1
            return self._at(Literal(tok.value), tok.pos)
        return self.relation()

    def literal(self) -> Literal:
        tok = self._next("a value")
        if tok.kind != "atom":
            raise LogicalFormError("Expected a literal value (a number, a date or a quoted atom)", tok.pos)
        return self._at(Literal(tok.value, tok.datatype), tok.pos)


def _canon(op: str) -> str:
    return op.lower() if op.lower() in COMPARISONS else op


def parse(text: str) -> Expr:
    """Parse S-expression text into an AST (see the grammar above) and ``check`` it.

    Malformed text raises LogicalFormError whose ``position`` is the 0-based character offset of the problem.
    """
    if not isinstance(text, str):
        raise LogicalFormError(f"A logical form must be text, not {type(text).__name__}")
    tokens = _lex(text)
    if not tokens:
        raise LogicalFormError("The logical form is empty", 0)
    parser = _Parser(text, tokens)
    expr = parser.expr()
    extra = parser._peek()
    if extra is not None:
        if extra.kind == ")":
            raise LogicalFormError("Unbalanced ')': nothing is open here", extra.pos)
        raise LogicalFormError("Unexpected text after the end of the logical form", extra.pos)
    try:
        check(expr)
    except InvalidForm as exc:
        raise LogicalFormError(exc.reason, parser.where.get(id(exc.node))) from None
    return expr
