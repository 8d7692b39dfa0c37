"""A code that stands for the groups asked about: "designers per *country*" groups designers by their
``countryCode`` when the graph has no country of theirs in any other form. A key named by its other words only
("country" for countryCode, "customers" for customerID) is in general a weak match (``grounding.ID_SCORE``):
"products" names the Product nodes, not a productID. After a grouping word, though, the noun asks for the groups,
and a code's values make the same groups as the things they stand for; so the code is read as the groups when no
label is named by those words (its nodes would be the groups) and its values are few (groups, not one a node)."""

from __future__ import annotations

from dataclasses import replace

from kgchat.logic.nodes import Relation, RelationLike, RelationPath
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import ID_SCORE
from kgchat.reasoning.schema_parser.schema_index import SchemaMention
from kgchat.reasoning.schema_parser.usual import usual_type
from kgchat.schema import EDGE_END, EDGE_START, ID_KEY

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


def group_steps(b: Builder, label: str) -> list[tuple[SchemaMention, RelationLike, str]]:
    """The named keys whose values can group ``label``'s nodes, each with the step from a value back to the nodes
    holding it and a doubt: the nodes' own keys, and the keys of a relationship type at ``label`` ("bookings per
    *channel*": the channel of BOOKED, from a value through the relationships holding it to the bookings at their
    end), and the keys of the nodes one relationship type away ("jobs per *model*": the model of each job's car). A
    node in several relationships of the type may be in several groups ("instructors by *role*" of TAUGHT), which
    the doubt says; a type from a label to itself leaves open which end is meant, so it groups nothing."""
    out: list[tuple[SchemaMention, RelationLike, str]] = [
        (m, Relation(m.element.name, reverse=True), "") for m in b.prop_mentions(label) if m.element.kind == "prop"]
    for rel, start in dict.fromkeys((rel, start) for rel, start, _ in b.neighbours(label)):
        x = b.schema.rel(rel)
        if x is None or label in x.starts and label in x.ends:
            continue
        for m in b.prop_mentions(None, rel):
            step = RelationPath((Relation(m.element.relation, reverse=True),
                                 Relation(f"{rel}.{EDGE_START if start else EDGE_END}")))
            doubt = "" if b.index.one_each(rel, start, label) else \
                f"a {label} node in several {rel} relationships is counted in each of their {m.element.words} groups"
            out.append((m, step, doubt))
    # "jobs per *model*": a key of the nodes at the other end of a relationship type at ``label``, held by no node
    # of ``label`` itself, from a value to those nodes and back along the type
    own = {m.element.name for m in b.prop_mentions(label)}
    labelled = {i for lm in b.g.elements("label") if lm.score >= SURE for i in lm.tokens}
    for rel, start, other in dict.fromkeys(b.neighbours(label)):
        ways = b.rels_between(label, other)
        if other == label or len(ways) != 1 and _meant(b, label, ways) != rel:
            continue  # a self type, or several ways to the other label and none the words or the graph pick
        for m in b.prop_mentions(other):
            info = m.element.info
            if m.element.kind != "prop" or m.element.name in own or m.score < SURE or info is None \
                    or info.type not in ("string", "int") or info.is_list or set(m.tokens) <= labelled:
                continue  # a flag, a list, or a word that names a label ("which *customer* …") groups nothing here
            # "jobs per *client type*": the key's own word after the label's, which ``_owned`` reads as whose
            m = replace(m, tokens=tuple(i for i in m.tokens if i not in labelled))
            step = RelationPath((Relation(m.element.name, reverse=True), Relation(rel, reverse=start)))
            doubt = "" if b.index.one_each(rel, start, label) else \
                f"a {label} node with several {other} nodes along {rel} is counted in each of their groups"
            if len(ways) != 1 and b.rel_mention(rel, strict=True) is None:
                doubt = doubt or f"the {other} nodes read along {rel}, the type nearly every {label} node has " \
                                 f"of {len(ways)} that join them (no word names it)"
            out.append((_owned(b, m, other), step, doubt))
    return out


def _owned(b: Builder, m: SchemaMention, owner: str) -> SchemaMention:
    """``m`` with the word for the nodes keeping its key, said right before it ("*venue* kind with the most events":
    whose kind it is), which it then accounts for."""
    before = [x for x in b.g.elements("label") if x.element.name == owner and x.score >= SURE
              and max(x.tokens) + 1 == min(m.tokens)]
    return replace(m, tokens=tuple(sorted({*before[0].tokens, *m.tokens}))) if before else m


def _meant(b: Builder, label: str, ways: list[tuple[str, bool]]) -> str | None:
    """Of several types joining ``label`` to another label, the one a word names, else the usual one (``usual``)."""
    named = {rel for rel, _ in ways if b.rel_mention(rel, strict=True) is not None}
    if len(named) == 1:
        return next(iter(named))
    return usual_type(b.schema, label, ways) if not named else None
