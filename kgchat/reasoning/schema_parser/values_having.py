"""Values of a key kept by how many things hold them: "counties with more than 8 projects", "which teams have more
than 3 people", "periods with fewer than 5 finds". The question opens with a plural noun naming a key of a label's
nodes (the groups), and a comparison of a number then that label's word (what is counted) follows, with only words of
having between them: the values of the key whose count of nodes holding them passes the comparison. The groups are
values, not nodes: the answer lists the values.
"""

from __future__ import annotations

from kgchat.logic.nodes import Agg, And, Class, Compare, Join, Literal, Relation
from kgchat.reasoning.schema_parser.build import Builder, Candidate, Part
from kgchat.reasoning.schema_parser.group_keys import names_groups

SURE = 0.75  # the key's and the counted label's words name them at least this surely
OPENING = frozenset("which what list show me give the all our".split())  # noqa: SIM905  # before the key's word
HAVING = frozenset({"with", "have", "has", "had", "having", "that", "which", "where", "got"})
GROUPED = ("string", "int", "bool")


def values_having(b: Builder) -> list[Candidate]:
    """Candidates for "<key values> with <comparison> <label>" (see the module docstring)."""
    tokens = b.r.tokens
    out = []
    for cue in b.r.of("number"):
        if cue.op not in ("gt", "ge", "lt", "le") or not isinstance(cue.value, float):
            continue
        after = max(cue.tokens) + 1
        counted = [m for m in b.g.elements("label") if m.score >= SURE and min(m.tokens) == after]
        first = min(cue.tokens)
        for lm in counted:
            label = lm.element.name
            for m in b.prop_mentions(label):
                e = m.element
                if e.kind != "prop" or e.info is None or e.info.type not in GROUPED or e.info.is_list \
                        or e.name == b.name_property(label) or m.score < SURE or not names_groups(b, m):
                    continue
                before = range(0, min(m.tokens))
                between = range(max(m.tokens) + 1, first)
                if not all(tokens[i].low in OPENING for i in before) or \
                        not all(tokens[i].low in HAVING for i in between) or tokens[max(m.tokens)].low == \
                        tokens[max(m.tokens)].stem:
                    continue  # the key's word is a plural the question opens with, then only words of having
                group = Relation(e.name, reverse=True)
                base = Class(label)
                form = And(Join(group, base), Compare(cue.op, Agg("count", group, base), Literal(f"{cue.value:g}")))
                parts = [Part(None, frozenset(m.tokens), m.score, "property", e.words),
                         Part(None, frozenset(cue.tokens) | frozenset(between), 1.0, "constraint",
                              f"count {cue.op} {cue.value:g}"),
                         Part(None, frozenset(lm.tokens), lm.score, "label", label)]
                out.append(Candidate(form, parts, "value", label))
    return out
