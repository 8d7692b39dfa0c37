"""A code that stands for the groups asked about: "designers per *country*" groups designers by their
``countryCode`` when the graph has no country of theirs in any other form. A key named by its other words only
("country" for countryCode, "customers" for customerID) is in general a weak match (``grounding.ID_SCORE``):
"products" names the Product nodes, not a productID. After a grouping word, though, the noun asks for the groups,
and a code's values make the same groups as the things they stand for; so the code is read as the groups when no
label is named by those words (its nodes would be the groups) and its values are few (groups, not one a node)."""

from __future__ import annotations

from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import ID_SCORE
from kgchat.reasoning.schema_parser.schema_index import SchemaMention
from kgchat.schema import ID_KEY

SURE = 0.75  # a word names a property at least this surely to group by it (as ``per_group.SURE``)


def names_groups(b: Builder, m: SchemaMention) -> bool:
    """Whether the property mention ``m``, right after a grouping word, says what to group by: surely named, or a
    code named by its other words whose values make groups and whose words name no label (module docstring)."""
    e = m.element
    if m.score >= SURE:
        return True
    if m.score < ID_SCORE or e.kind != "prop" or e.info is None or not ID_KEY.search(e.name) \
            or not 0 < e.info.distinct * 2 <= e.info.count:
        return False
    return not any(lm.score >= SURE and set(lm.tokens) & set(m.tokens) for lm in b.g.elements("label"))
