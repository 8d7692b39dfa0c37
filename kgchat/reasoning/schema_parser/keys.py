"""Whether a word names a property key or only the label whose nodes hold it: "members" is the Member label, not
memberNo, though the key begins with the same word. A comparison ("members born *after 2004*") is put on the key
the question names; a key named only by the words of a label they name at least as surely is not named by them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kgchat.reasoning.schema_parser.schema_index import Element, SchemaMention

if TYPE_CHECKING:
    from kgchat.reasoning.schema_parser.build import Builder


def key_mention(b: Builder, e: Element) -> SchemaMention | None:
    """The question's mention of property ``e``, or None when it has none, or its words are those of a label they
    name at least as surely ("*members*": the Member nodes, not their memberNo)."""
    m = b.mentioned.get(e)
    if m is None or e.kind != "prop":
        return m
    if any(set(m.tokens) <= set(lm.tokens) and lm.score >= m.score for lm in b.g.elements("label")):
        return None
    return m
