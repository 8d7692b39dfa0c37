"""The Cypher compiler's ranked and aggregated forms: a member's key (``ARGMAX`` / ``ARGMIN`` / ``TOP`` slots,
``AGG`` counts, sums and means over a member's rows, computed values), the superlative and top-k pipelines, and
the one-row ``SUM`` / ``AVG`` / ``MIN`` / ``MAX`` answers.

``RankedClauses`` is a part of ``kgchat.logic.cypher``'s compiler, kept apart to keep that module readable: it uses
the compiler's variables and parameters (``var``, ``param``, ``_vars``, ``params``), its listing of a set
(``listed``), its row walk (``pair_rows``) and its identities (``ident``, ``rank_var``, ``outer``).
"""

from __future__ import annotations

from typing import Any

from kgchat.logic.cypher_shape import date_part_cypher, fold_numbers, value_key_cypher
from kgchat.logic.nodes import Agg, Aggregate, ArgMax, ArgMin, Calc, Literal, RelationLike, Slot, Top, calc_of


class RankedClauses:
    """Keys, rankings and aggregates; mixed into the compiler, whose other methods these call."""

    _vars: int
    shape: Any
    params: dict[str, Any]
    rank_var: str
    outer: Any

    def key(self, v: str, kind: str, slot: Slot, pick: str) -> tuple[list[str], str]:
        """A ``CALL`` binding a member's key along the slot next to ``v`` (null when it has none), and its name."""
        k = f"k{self._vars}_{len(self.params)}"
        if isinstance(slot, Agg) and isinstance(slot.relation, Calc) and slot.relation.reverse:
            return [f"CALL ({v}) {{ {self.part_holders(v, slot)} RETURN count(*) AS {k} }}"], k
        if (calc := calc_of(slot)) is not None:
            fn = slot.fn if isinstance(slot, Agg) else pick
            ks = self.var()
            return [f"CALL ({v}) {{ UNWIND [{self.computed(v, kind, calc)}] AS {ks} "
                    f"RETURN {fold_numbers(fn, ks)} AS {k} }}"], k
        relation = slot.relation if isinstance(slot, Agg) else slot
        fn = slot.fn if isinstance(slot, Agg) else pick
        where = slot.where if isinstance(slot, Agg) else None
        body, text = self.pair_rows(v, kind, relation, where, counted=fn == "count")
        if fn == "count":
            body.append(f"RETURN count(DISTINCT {text}) AS {k}")
        else:
            init = "0.0" if fn in ("sum", "avg") else f"ks{k}[0]"
            step = {"sum": "a + x", "avg": "a + x", "min": "CASE WHEN x < a THEN x ELSE a END",
                    "max": "CASE WHEN x > a THEN x ELSE a END"}[fn]
            mean = f" / size(ks{k})" if fn == "avg" else ""
            body += [f"WITH {value_key_cypher(text)} AS kv{k} WHERE kv{k} IS NOT NULL",
                     f"WITH collect(kv{k}) AS ks{k}",
                     f"RETURN CASE WHEN size(ks{k}) = 0 THEN null "
                     f"ELSE reduce(a = {init}, x IN ks{k} | {step}){mean} END AS {k}"]
        return [f"CALL ({v}) {{ {' '.join(body)} }}"], k

    def computed(self, v: str, kind: str, calc: Calc) -> str:
        """The bag of numbers a ``Calc`` computes for ``v``, as a Cypher list: each operand's pair rows (as
        ``pair_rows`` leaves them) in a COLLECT subquery, then combined pairwise or read for their date part."""
        def rows(relation: RelationLike | Literal, number: Any) -> str:
            if isinstance(relation, Literal):  # a number of PLUS / MINUS: one row of it
                return f"[toFloat({self.param(relation.value)})]"
            body, text = self.pair_rows(v, kind, relation)
            n = self.var()
            return f"COLLECT {{ {' '.join(body)} WITH {number(text)} AS {n} WHERE {n} IS NOT NULL RETURN {n} }}"

        if calc.fn in ("plus", "minus"):
            first, second = (rows(arg, value_key_cypher) for arg in calc.args)
            a, b, acc = self.var(), self.var(), self.var()
            sign = "+" if calc.fn == "plus" else "-"
            return f"reduce({acc} = [], {a} IN {first} | {acc} + [{b} IN {second} | {a} {sign} {b}])"
        if calc.fn == "days":
            first, second = (rows(arg, lambda t: f"CASE WHEN {t} =~ $key_date THEN substring({t}, 0, 10) END")
                             for arg in calc.args)
            a, b, acc = self.var(), self.var(), self.var()
            return (f"reduce({acc} = [], {a} IN {first} | {acc} + "
                    f"[{b} IN {second} | toFloat(duration.inDays(date({a}), date({b})).days)])")
        return rows(calc.args[0], lambda t: date_part_cypher(calc.fn, t))

    def part_holders(self, v: str, slot: Agg) -> str:
        """Clauses, in a subquery importing the value ``v`` of a date part, leaving one row per member of the AGG's
        filter set whose part is ``v``: the set is listed in a subquery of its own (its clauses drop ``v``)."""
        assert isinstance(slot.relation, Calc) and slot.where is not None  # check() guarantees both
        clauses, m, kind = self.listed(slot.where)
        out, n = self.var(), self.var()
        return (f"CALL () {{ {' '.join(clauses)} RETURN DISTINCT {m} AS {out} }} "
                f"WITH {v}, {out} WHERE any({n} IN {self.computed(out, kind, slot.relation)} WHERE {n} = {v})")

    def agg_value(self, v: str, kind: str, slot: Agg) -> str:
        """A member's AGG key as one expression (for a WHERE): a COLLECT subquery of its pair rows, folded."""
        if isinstance(slot.relation, Calc) and slot.relation.reverse:
            return f"toFloat(COUNT {{ {self.part_holders(v, slot)} RETURN 1 }})"
        if isinstance(slot.relation, Calc):
            ks = self.var()
            return f"head(COLLECT {{ UNWIND [{self.computed(v, kind, slot.relation)}] AS {ks} " \
                   f"RETURN {fold_numbers(slot.fn, ks)} AS x }})"
        body, text = self.pair_rows(v, kind, slot.relation, slot.where, counted=slot.fn == "count")
        if slot.fn == "count":
            return f"size(COLLECT {{ {' '.join(body)} RETURN DISTINCT {text} AS t }})"
        keys = f"COLLECT {{ {' '.join(body)} WITH {value_key_cypher(text)} AS kv WHERE kv IS NOT NULL RETURN kv }}"
        step = {"sum": "a + x", "avg": "a + x", "min": "CASE WHEN x < a THEN x ELSE a END",
                "max": "CASE WHEN x > a THEN x ELSE a END"}[slot.fn]
        ks = self.var()
        init = "0.0" if slot.fn in ("sum", "avg") else f"{ks}[0]"
        mean = f" / size({ks})" if slot.fn == "avg" else ""
        return (f"CASE WHEN size({keys}) = 0 THEN null ELSE "
                f"reduce(a = {init}, x IN {keys} | {step}){mean} END").replace(f"{ks}[0]", f"{keys}[0]") \
            .replace(f"size({ks})", f"size({keys})")

    def superlative(self, expr: ArgMax | ArgMin) -> tuple[list[str], str, str]:
        """Members holding the best key over all members' keys (ties kept)."""
        clauses, v, kind = self.listed(expr.expr)
        pick = "max" if isinstance(expr, ArgMax) else "min"
        keyed, k = self.key(v, kind, expr.relation, pick)
        n = self._vars
        rows, best, row, out = f"rows{n}", f"best{n}", f"row{n}", self.var()
        return [*clauses, f"WITH DISTINCT {v}", *keyed, f"WITH {v}, {k} WHERE {k} IS NOT NULL",
                f"WITH collect({{n: {v}, k: {k}}}) AS {rows}, {pick}({k}) AS {best}",
                f"UNWIND {rows} AS {row}", f"WITH {row} WHERE {row}.k = {best}", f"WITH DISTINCT {row}.n AS {out}"], \
            out, kind

    def top(self, expr: Top) -> tuple[list[str], str, str]:
        """The first k members by key, ties in name order (``kgchat.logic.order.tie_key``: the shown name lower-cased,
        then as it is, the stable key, the id); ``rank`` numbers them."""
        clauses, v, kind = self.listed(expr.expr)
        keyed, k = self.key(v, kind, expr.slot, "max" if expr.descending else "min")
        order = "DESC" if expr.descending else "ASC"
        n = self._vars
        out, name = self.var(), f"shown{n}"
        rank = self.rank_var if expr is self.outer else f"rank{n}"  # a TOP inside another: a name of its own
        ties = f"toLower({name}), {name}, {self.shape.stable_key(v, kind)}, {self.ident(v, kind)}"
        return [*clauses, f"WITH DISTINCT {v}", *keyed,
                f"WITH {v}, {k}, coalesce(toStringOrNull({self.shown(v, kind)}), '') AS {name} WHERE {k} IS NOT NULL",
                f"ORDER BY {k} {order}, {ties} LIMIT {self.param(expr.k)}",
                f"WITH collect({v}) AS ranked{n}",
                f"UNWIND range(0, size(ranked{n}) - 1) AS {rank}",
                f"WITH ranked{n}[{rank}] AS {out}, {rank}"], out, kind

    def aggregate(self, expr: Aggregate) -> list[str]:
        """SUM / AVG of the keyed values of every member (counted as ``pair_rows``), MIN / MAX the value; over a
        computed value, every member's numbers (MIN / MAX: the number, written as ``number_text`` writes it)."""
        clauses, v, kind = self.listed(expr.expr)
        if isinstance(expr.relation, Calc):
            x, ks = self.var(), self.var()
            value = fold_numbers(expr.fn, ks)
            text = f"CASE WHEN {value} = toInteger({value}) THEN toString(toInteger({value})) ELSE toString({value}) END"
            return [*clauses, f"WITH DISTINCT {v}", f"UNWIND {self.computed(v, kind, expr.relation)} AS {x}",
                    f"WITH collect({x}) AS {ks} WHERE size({ks}) > 0",
                    f"RETURN {value if expr.fn in ('sum', 'avg') else text} AS id, "
                    f"{value if expr.fn in ('sum', 'avg') else text} AS name"]
        body, text = self.pair_rows(v, kind, expr.relation)
        k = f"agg{self._vars}"
        out = [*clauses, f"WITH DISTINCT {v}", f"CALL ({v}) {{ {' '.join(body)} RETURN {text} AS t{k} }}",
               f"WITH t{k}, {value_key_cypher(f't{k}')} AS kv{k} WHERE kv{k} IS NOT NULL"]
        if expr.fn in ("min", "max"):
            order = "ASC" if expr.fn == "min" else "DESC"
            return [*out, f"RETURN t{k} AS id, t{k} AS name ORDER BY kv{k} {order}, t{k} ASC LIMIT 1"]
        total = f"reduce(a = 0.0, x IN ks{k} | a + x)"
        value = total if expr.fn == "sum" else f"{total} / size(ks{k})"
        return [*out, f"WITH collect(kv{k}) AS ks{k} WHERE size(ks{k}) > 0", f"RETURN {value} AS id, {value} AS name"]
