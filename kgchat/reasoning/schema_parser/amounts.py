"""A verb that names an amount a relationship keeps: "how many copies did we *sell* at Wyvern Con" reads the
verb as the relationships' ``unitsSold`` (a number each keeps), no word naming the relationship type itself. What
is asked is that amount added up over the named thing's relationships, not how many relationships it has; the
verb is no word for the relationship to count ("how many *times* did we sell there" still counts them)."""

from __future__ import annotations

from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.filters import FREQUENCY
from kgchat.reasoning.schema_parser.schema_index import SchemaMention
from kgchat.schema import NUMERIC


def amount_only(b: Builder, rel: str, m: SchemaMention) -> bool:
    """Whether ``m``, the words read as relationship type ``rel``, only name a number its relationships keep (and
    no word asks how many times): see the module docstring."""
    e = m.element
    return e.kind == "edge_prop" and e.owner == rel and e.info is not None and e.info.type in NUMERIC \
        and b.rel_mention(rel, strict=True) is None and not any(t.low in FREQUENCY for t in b.r.tokens)
