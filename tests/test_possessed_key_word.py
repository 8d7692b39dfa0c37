""""What's X's *job*?": one word naming both a label (yard jobs) and the named thing's own key (its job title).

Read as the key, the word is what is asked, not a label the answer fails to give: the reading of the job title leaves
nothing out (``coverage._names_key``), so it stands as another meaning of the question beside the reading of the
yard jobs, and neither is exact alone.

Read on a small schema with no graph behind it.
"""

from __future__ import annotations

from schema_forms import SchemaOnly

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.coverage import word_coverage
from kgchat.reasoning.schema_parser.schema_index import EntityMention, Grounding, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Entity

YARD = GraphSchema(
    labels=(LabelInfo("Staff", 30, (PropertyInfo("staffName", "string", count=30, distinct=30),
                                    PropertyInfo("jobTitle", "string", count=30, distinct=9)), "staffName"),
            LabelInfo("YardJob", 60, (PropertyInfo("jobNo", "string", count=60, distinct=60),), "jobNo")),
    relationships=(RelTypeInfo("CARRIED_OUT_BY", 80, ("YardJob",), ("Staff",), ()),),
    property_graph=True)


def _unread(question: str, name_tokens: tuple[int, ...], word: int) -> list[str]:
    index = SchemaIndex(SchemaOnly(YARD))
    reading = read(question)
    element = {e.name: e for e in index.elements}
    schema = [SchemaMention((word,), element["YardJob"], 0.9), SchemaMention((word,), element["jobTitle"], 0.9)]
    builder = Builder(reading, Grounding([EntityMention(name_tokens, Entity("s1", "Jory Spargo"), ("Staff",))], [],
                                         schema), index)
    title = next(c for c in candidates(builder) if to_sexpr(c.form) == "(JOIN (R jobTitle) s1)")
    return [row.span for row in word_coverage(title, reading, builder) if row.covered_by is None]


def test_the_possessed_word_read_as_the_key_leaves_nothing_out():
    assert _unread("What's Jory Spargo's job?", (2, 3), 5) == []
