"""Names for nodes that no single key names uniquely: dated events and numbered items (``choose_apart``).

A flight is named by its number, but a number is flown on many days: ``flightNo`` holds 25 values over 112 flights,
so ``neo4j_schema.choose_name`` finds no name and the flights would be walked through, never shown. Such a node is
read by its shared naming key with what tells it apart in brackets: "KW213 (2024-10-19)". The shared key must say
that it names (``…name``, ``title``, an id, a code or a number: ``flightNo``, ``showTitle``), not merely be the
label's one string (a status shared by hundreds of nodes names none of them); what tells the nodes apart is the
fewest keys (a date first, then a time, then any other short key every node holds) that make the pair unique, checked
on the graph itself. A label with neither keeps unnamed nodes, as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import combinations
from typing import Any

from kgchat.logic.cypher import quote_name
from kgchat.schema import NUMBER_KEY, PropertyInfo

Read = Callable[..., list[Any]]

_NAMING = re.compile(r"(?:name|Name|title|Title)$|(?:^|[a-z_])(?:id|ID|Id|code|Code|key|Key)$")
_ORDER = {"date": 0, "datetime": 0, "time": 1, "string": 2, "int": 3}  # what tells nodes apart, most telling first
MOST = 0.9  # the shared naming key (and every key that tells nodes apart) is held by at least this share of the nodes
MAX_APART = 2  # at most this many keys tell the nodes apart
_PAIRS = "MATCH (n:{label}) WITH n LIMIT $sample WHERE {held} WITH {keys}, count(*) AS c WHERE c > 1 RETURN count(*) AS c"


def says_it_names(key: str) -> bool:
    """A key whose words say its values name or number the nodes: ``…name``, ``title``, an id, a code, ``…No``."""
    return bool(_NAMING.search(key) or NUMBER_KEY.search(key)) and key.lower() not in ("id", "uuid")


def choose_apart(read: Read, label: str, props: tuple[PropertyInfo, ...], nodes: int, lengths: dict[str, float],
                 sample: int) -> tuple[str, ...]:
    """(the shared naming key, the keys that tell its nodes apart) for a label ``choose_name`` found no name for;
    ``()`` when it has none. ``read`` checks on the graph (its first ``sample`` nodes) that no two nodes share all
    the keys."""
    if nodes < 2:
        return ()
    held = [p for p in props if not p.is_list and p.count >= MOST * nodes]
    shared = [p for p in held if says_it_names(p.key) and 1 < p.distinct < p.count
              and (p.type == "string" and 0 < lengths.get(p.key, 0.0) < 60 or p.type == "int")]
    if not shared:
        return ()
    name = max(shared, key=lambda p: (p.type == "string", p.distinct, p.key))
    apart = sorted((p for p in held if p.key != name.key and p.type in _ORDER and p.distinct > 1
                    and (p.type != "string" or 0 < lengths.get(p.key, 0.0) < 60)),
                   key=lambda p: (_ORDER[p.type], -p.distinct, p.key))
    for size in range(1, MAX_APART + 1):
        for keys in combinations(apart[:4], size):
            if _unique(read, label, (name.key, *(p.key for p in keys)), sample):
                return (name.key, *(p.key for p in keys))
    return ()


def _unique(read: Read, label: str, keys: tuple[str, ...], sample: int) -> bool:
    """No two of the label's first ``sample`` nodes that hold every key share all of them."""
    held = " AND ".join(f"n.{quote_name(k)} IS NOT NULL" for k in keys)
    values = ", ".join(f"n.{quote_name(k)} AS k{i}" for i, k in enumerate(keys))
    rows = read(_PAIRS.format(label=quote_name(label), held=held, keys=values), "checking what tells nodes apart",
                sample=sample)
    return bool(rows) and int(rows[0]["c"]) == 0
