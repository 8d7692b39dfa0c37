"""How Cypher reads kgchat's entities and values: quoting names, the shape of entity nodes (labels, id and name
expressions), the value key of ``kgchat.logic.nodes.value_key`` written in Cypher, and how a property's values are
listed, compared, folded (a sum, mean, least or greatest of a list of numbers) and read for a date part
(year, month, weekday). Shared by the form compiler (``kgchat.logic.cypher``) and the Neo4j store.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from kgchat.schema import PropertyInfo

ELEMENT_ID = "elementId"  # id property meaning "identify nodes by Neo4j's own element ids"
KGCHAT_LABEL = "Entity"  # label of the nodes kgchat creates when no label is configured
EDGE_PREFIX = "_:"  # ids of relationships read as mediator nodes: "_:" + elementId (unnamed, like blank nodes)
NODE, EDGE, VALUE = "node", "edge", "value"  # what a compiled variable holds


def quote_name(name: str) -> str:
    """Backtick-quote a label, property or relationship type for Cypher (a backtick inside is doubled)."""
    return "`" + name.replace("`", "``") + "`"


@dataclass(frozen=True)
class NodeShape:
    """How entity nodes look in Cypher: label pattern, id and name expressions (from the store's settings).
    ``label_names`` gives a label's own name property where labels differ (``Book`` → ``title``); ``label_display``
    what people read for a label's nodes where that is not the name property (``LabelInfo.display``): (label, the
    properties joined by a space, the key (or keys, joined by a space) shown after them in brackets, or None); a
    label no key names alone is read so too, by its shared name and what tells its nodes apart
    (``LabelInfo.apart``: "KW213 (2024-10-19)")."""

    labels: tuple[str, ...]
    id_property: str
    name_properties: tuple[str, ...]
    label_names: tuple[tuple[str, str], ...] = ()
    label_display: tuple[tuple[str, tuple[str, ...], str | tuple[str, ...] | None], ...] = ()
    write_label: str = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "write_label", self.labels[0] if self.labels else KGCHAT_LABEL)

    @property
    def by_element_id(self) -> bool:
        return self.id_property == ELEMENT_ID

    def label(self) -> str:
        """``:`A`|`B``` or empty (every node)."""
        return ":" + "|".join(quote_name(x) for x in self.labels) if self.labels else ""

    def node(self, var: str) -> str:
        return f"({var}{self.label()})"

    def id_of(self, var: str) -> str:
        return f"elementId({var})" if self.by_element_id else f"{var}.{quote_name(self.id_property)}"

    def has_id(self, var: str, param: str) -> str:
        return f"{self.id_of(var)} = ${param}"

    @cached_property
    def _cases(self) -> list[tuple[str, str | None, tuple[str, ...], tuple[str, ...]]]:
        """(label, its name property, the properties read for it, the keys in brackets), in the order tried."""
        own = dict(self.label_names)
        shown = {label: (keys, (key,) if isinstance(key, str) else tuple(key or ())) for label, keys, key
                 in self.label_display}
        return [(label, own.get(label), *shown.get(label, ((), ()))) for label in dict.fromkeys([*shown, *own])]

    def name_of(self, var: str) -> str:
        codes = {key for _, _, key in self.label_display if isinstance(key, str)}  # a keyed label's naming key
        props = [f"{var}.{quote_name(p)}" for p in self.name_properties]
        plain = props[0] if len(props) == 1 else f"coalesce({', '.join(props)})"
        cases = []
        for label, prop, keys, key in self._cases:
            name = f"{var}.{quote_name(prop)}" if prop else plain
            if keys:
                read = " + ' ' + ".join(f"{var}.{quote_name(k)}" for k in keys)
                if key:  # a code or number as Cypher's string + number writes it; a date (``LabelInfo.apart``) as text
                    shown = [f"{var}.{quote_name(k)}" if k in codes else f"toString({var}.{quote_name(k)})" for k in key]
                    read += " + ' (' + " + " + ' ' + ".join(shown) + " + ')'"
                name = f"coalesce({read}, {name})"  # null when a part is missing: the name property then
            cases.append(f"WHEN {var}:{quote_name(label)} THEN {name}")
        return f"CASE {' '.join(cases)} ELSE {plain} END" if cases else plain

    def display_name(self, labels: Iterable[str], props: dict[str, Any]) -> Any:
        """What ``name_of`` gives for a node with these labels and properties, worked out in Python (None: none)."""
        labels = set(labels)
        plain = next((props[k] for k in self.name_properties if props.get(k) is not None), None)
        for label, prop, keys, key in self._cases:
            if label not in labels:
                continue
            name = props.get(prop) if prop else plain
            parts = [props.get(k) for k in keys]
            codes = [props.get(k) for k in key]
            # the codes after the name may be numbers (a fleet number) or dates, as Cypher's toString writes them
            if keys and all(isinstance(x, str) for x in parts) and all(x is not None for x in codes):
                read = " ".join(parts)
                name = f"{read} ({' '.join(_text(x) for x in codes)})" if key else read
            return name
        return plain

    def returns(self, var: str) -> str:
        return f"{self.id_of(var)} AS id, {self.name_of(var)} AS name"

    def stable_key(self, var: str, kind: str = NODE) -> str:
        """Cypher text that orders answers sharing a name the same way after the graph is loaded again
        (``kgchat.logic.order``): a node's id where ids are a property; on element ids, which follow load order,
        the node's labels and properties; a relationship's type, properties and its two ends; a value's text."""
        if kind == VALUE:
            return f"toString({var})"
        if kind == EDGE:
            ends = (self.stable_key(f"startNode({var})"), self.stable_key(f"endNode({var})"))
            return f"type({var}) + {described(var, 'r')} + ' > ' + {ends[0]} + ' > ' + {ends[1]}"
        if not self.by_element_id:
            return self.id_of(var)
        labels = f"reduce(okey_s = '', okey_l IN COLLECT {{ UNWIND labels({var}) AS okey_m RETURN okey_m " \
                 f"ORDER BY okey_m }} | okey_s + ':' + okey_l)"
        return f"{labels} + {described(var, 'n')}"


def described(var: str, tag: str) -> str:
    """A node's (relationship's) properties as text, keys sorted: ``|key=value`` each, a list's items after commas.
    ``tag`` keeps the variables of two descriptions in one expression apart."""
    s, k, m, t, x = (f"okey_{tag}{c}" for c in "skmtx")
    value = f"coalesce(toStringOrNull({var}[{k}]), reduce({t} = '', {x} IN {var}[{k}] | {t} + ',' + toString({x})))"
    return f"reduce({s} = '', {k} IN COLLECT {{ UNWIND keys({var}) AS {m} RETURN {m} ORDER BY {m} }} | " \
           f"{s} + '|' + {k} + '=' + {value})"


def _text(value: Any) -> str:
    """A value as Cypher's ``toString`` writes it: a date as ISO text, true/false in lower case."""
    if isinstance(value, bool):
        return str(value).lower()
    iso = getattr(value, "iso_format", None)
    return iso() if callable(iso) else str(value)


_OPS = {"le": "<=", "lt": "<", "ge": ">=", "gt": ">"}
_TEXT_OPS = {"contains": "CONTAINS", "starts": "STARTS WITH", "ends": "ENDS WITH"}
# The patterns of nodes.value_key, for Cypher's =~ (a whole-string match, like re.fullmatch).
_KEY_PATTERNS = {
    "key_date": r"(?s)[0-9]{4}-[0-9]{2}-[0-9]{2}.*",
    "key_month": r"[0-9]{4}-[0-9]{2}",
    "key_number": r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?",
}


def value_key_cypher(s: str) -> str:
    """Cypher for ``value_key(s)``: a float on a year scale for dates, the number for numeric text, else null.

    The arithmetic is done in the same order as in Python, so equal values give bit-identical keys (ARGMAX ties).
    """
    year, month, day = (f"toInteger(substring({s}, {start}, {size}))" for start, size in ((0, 4), (5, 2), (8, 2)))
    return (f"CASE WHEN {s} =~ $key_date THEN {year} + ({month} - 1) / 12.0 + ({day} - 1) / 372.0 "
            f"WHEN {s} =~ $key_month THEN {year} + ({month} - 1) / 12.0 "
            f"WHEN {s} =~ $key_number THEN toFloat({s}) END")


def value_list(owner: str, key: str, info: PropertyInfo | None) -> str:
    """The values of property ``key`` of ``owner`` as a Cypher list: the list itself for a list property, else a
    list of the one value (``[null]`` when absent: every test on it is false)."""
    prop = f"{owner}.{quote_name(key)}"
    if info is not None and info.is_list:
        return f"coalesce({prop}, [])"
    if info is not None and info.type != "mixed":
        return f"[{prop}]"
    return f"CASE WHEN {prop} IS :: LIST<ANY> THEN {prop} ELSE [{prop}] END"


def typed_value(text: str, info: PropertyInfo | None) -> Any | None:
    """``text`` as the property's own type, for an equality the server can answer from an index; None when it does
    not read as that type (then values are compared as text)."""
    kind = info.type if info is not None else "string"
    try:
        if kind == "int":
            number = float(text)
            return int(number) if number == int(number) else None
        if kind == "float":
            return float(text)
    except ValueError:
        return None
    if kind == "bool" and text.lower() in ("true", "false"):
        return text.lower() == "true"
    return None


def value_equals(var: str, param: str, info: PropertyInfo | None, text: str) -> tuple[str, Any]:
    """(predicate that value ``var`` equals ``text``, the parameter's value): typed where the property's type
    reads ``text`` (``48`` finds 48.0), else by the text kgchat shows (``toString``)."""
    typed = typed_value(text, info)
    if typed is not None:
        return f"{var} = {param}", typed
    if info is not None and info.type == "date":
        return f"toString({var}) = {param}", text[:10]
    return f"toString({var}) = {param}", text


def fold_numbers(fn: str, ks: str) -> str:
    """count / sum / avg / min / max of a Cypher list of numbers ``ks`` (null when empty, count 0)."""
    if fn == "count":
        return f"toFloat(size({ks}))"
    step = {"sum": "a + x", "avg": "a + x", "min": "CASE WHEN x < a THEN x ELSE a END",
            "max": "CASE WHEN x > a THEN x ELSE a END"}[fn]
    init = "0.0" if fn in ("sum", "avg") else f"{ks}[0]"
    mean = f" / size({ks})" if fn == "avg" else ""
    return f"CASE WHEN size({ks}) = 0 THEN null ELSE reduce(a = {init}, x IN {ks} | {step}){mean} END"


def date_part_cypher(fn: str, s: str) -> str:
    """Cypher for ``date_part(fn, s)``: the year, month, ISO weekday, decade or quarter of a value's text ``s``, else
    null."""
    if fn == "year":
        return f"floor({value_key_cypher(s)})"
    if fn == "decade":
        return f"floor(({value_key_cypher(s)}) / 10.0) * 10.0"
    if fn == "month":
        return f"CASE WHEN {s} =~ $key_date OR {s} =~ $key_month THEN toFloat(toInteger(substring({s}, 5, 2))) END"
    if fn == "quarter":
        return f"CASE WHEN {s} =~ $key_date OR {s} =~ $key_month THEN toFloat((toInteger(substring({s}, 5, 2)) + 2) / 3) END"
    return f"CASE WHEN {s} =~ $key_date THEN toFloat(date(substring({s}, 0, 10)).dayOfWeek) END"
