"""What one named thing is called, when the graph names it by a code: "what is the name of route F1", "what is
route F1 called". A label whose ``name`` is missing on some nodes is named by a short code every node holds (``ref``)
and read as "Island Loop (F1)" (``LabelInfo.keyed``, ``neo4j_schema.choose_display``); the question finds the node
by its code and asks for the words people call it by, the label's ``display`` keys, which no other word of the
question names ("name" is a framing word everywhere else: "the name of the Rose Gallery" is the gallery itself).

A node without such a name finds nothing, and the engine goes on to its next reading.

A node the question finds by a code that is no name of its own (an instrument's ``assetTag``, each its own value)
and asks what it is called ("what is KCF-19 called", "what do we call KCF-19") is answered by the node, read by its
name (``coded_names``); so is one found by a value written as a code ("what is PK 156 called": a port number).

A node the question finds by other words than its name (a key that numbers it: "which station is *number 5*",
"*pager no 4614* belongs to who") and asks for with "which" or "who", with nothing else said of it, is the answer
itself, read by its name (``named_by_number``). A node found by its name is never asked for so.
"""

from __future__ import annotations

from kgchat.backends.base import normalize_name
from kgchat.logic.nodes import And, Class, Entity, Join, Relation
from kgchat.reasoning.schema_parser.build import Builder, Candidate, Part
from kgchat.reasoning.schema_parser.filters import _entity_groups
from kgchat.schema import ID_KEY, NUMBER_KEY

NAME_WORDS = frozenset({"name", "names"})  # "the name of X", "X's name"
CALLED_WORDS = frozenset({"called", "named"})  # "what is X called": the last word, nothing after it
CALLERS = frozenset({"we", "you", "they", "people"})  # "what do *we* call X"


def name_words(b: Builder) -> frozenset[int]:
    """The words asking what something is called: "name" not followed by a value ("whose name contains …" tests
    names), "called"/"named" ending the question, or "call" in "what do we call …"."""
    tokens = b.r.tokens
    out = {i for i, t in enumerate(tokens) if t.low in NAME_WORDS and not any(
        i < min(c.tokens) for c in b.r.of("string"))}
    content = [i for i, t in enumerate(tokens) if t.text.strip("?.!")]
    if content and tokens[content[-1]].low in CALLED_WORDS:
        out.add(content[-1])
    lows = [t.low for t in tokens]
    if lows[:1] == ["what"] and "call" in lows and lows[lows.index("call") - 1] in CALLERS:
        out.add(lows.index("call"))  # "what do we *call* X"
    return frozenset(out)


def coded_names(b: Builder) -> list[Candidate]:
    """The one node a code says (a key that says it numbers or codes the nodes, or tags them, each its own value),
    read by its name, when the question asks what it is called (see the module docstring)."""
    said = name_words(b)
    spans = {vm.tokens for vm in b.g.values}
    if not said or len(spans) != 1 or _entity_groups(b) or b.r.of("agg") or b.r.of("top"):
        return []
    out = []
    for vm in b.g.values:
        info = vm.element.info
        if vm.element.kind != "prop" or info is None or not 1 < info.count <= info.distinct \
                or not (NUMBER_KEY.search(vm.element.name) or ID_KEY.search(vm.element.name)
                        or vm.element.name.lower().endswith("tag") or _code(str(vm.value))):
            continue  # an email or a phone number tells nodes apart too, but is no code they go by
        for label in vm.element.holders:
            if b.name_property(label) in (None, vm.element.name):
                continue
            form = And(Class(label), Join(Relation(vm.element.name), Entity(vm.value)))
            out.append(Candidate(form, [Part(None, frozenset(vm.tokens), 1.0, "value", f"{vm.element.words} {vm.value}"),
                                        Part(None, said - frozenset(vm.tokens), 1.0, "property",
                                             b.name_property(label) or "")], "nodes", label))
    return out


def _code(value: str) -> bool:
    """Whether a value is written as a code: letters and digits mixed, nothing of an address ("PK 156", "BV-101")."""
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value) and "@" not in value


def display_names(b: Builder) -> list[Candidate]:
    """The display name (``LabelInfo.display``) of the one named thing whose label is named by a code, when the
    question asks what it is called (``name_words``)."""
    said = name_words(b)
    groups = _entity_groups(b)
    if not said or len(groups) != 1 or b.r.of("agg") or b.r.of("top"):
        return []
    em = groups[0][0]
    out = []
    for label in em.labels:
        info = b.schema.label(label)
        if info is None or not info.keyed or len(info.display) != 1:
            continue
        key = info.display[0]
        out.append(Candidate(Join(Relation(key, reverse=True), Entity(em.entity.id)),
                             [Part(None, frozenset(em.tokens) | b.own_label(em), 1.0, "entity", em.entity.name),
                              Part(None, said - frozenset(em.tokens), 1.0, "property", key)], "value", label))
    return out


ASKING = frozenset({"who", "whom", "which", "what"})


def named_by_number(b: Builder) -> list[Candidate]:
    """The one thing the question finds by words other than its name, as the answer (see the module docstring),
    with the words of its own label ("which *station*") it accounts for."""
    groups = _entity_groups(b)
    wh = b.r.of("wh")
    if len(groups) != 1 or not wh or wh[0].op not in ASKING or b.r.of("agg") or b.r.of("top"):
        return []
    out = []
    for em in groups[0]:
        said = " ".join(b.r.tokens[i].text for i in em.tokens)
        if normalize_name(said) == normalize_name(em.entity.name):
            continue
        own = [m for m in b.g.elements("label") if m.element.name in em.labels and m.score >= 0.75
               and not set(m.tokens) & set(em.tokens)]
        out.append(Candidate(Entity(em.entity.id),
                             [Part(None, frozenset(em.tokens), 1.0, "entity", em.entity.name),
                              *(Part(None, frozenset(m.tokens), m.score, "label", m.element.name) for m in own)],
                             "nodes", em.labels[0] if em.labels else ""))
    return out
