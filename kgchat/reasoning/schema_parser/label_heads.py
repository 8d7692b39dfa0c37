"""A noun that is one word of a label's name, read as the label the rest of the question is about.

Graphs name labels in compounds (``CrewMember``, ``BoardMember``, ``InsurancePlan``) whose last word is an ordinary
noun the asker also uses for other nodes: on an airline's graph whose passengers are its loyalty scheme's members,
"how many *members* joined in 2023" says "member", one word of ``CrewMember``, though the question is about the
passengers: ``joined`` is a key of theirs and of no crew member's. Stems alone read the noun as the compound label,
a little less surely than its whole name (the other word is unsaid), and the form then looks for a crew member who
joined, or walks from crew to passengers through flights no word asks for.

So a noun that names a label of several words by one of them only (``partial``) is read as another label when the
question's other sure words point there (``pointed``). A sure word is a node's key said in full (``joined``,
``miles``) or a value of one ('Gold' of ``tier``, 'sms' of ``contactChannels``), pointing to the labels whose nodes
hold it; a relationship type said in full (or a key or value of it) points to the labels at either end, which only
rules labels out. None of them may point to the compound label (or a label within it, or one it is within), nor may
the noun itself name one of its keys (``boardRole`` for "board"); the label most node words point to, the broadest
where several tie, is read, unless a label another word names surely is that label, or some sure word points
neither to it nor to a label another word names (the words then say too little to choose), or a relationship type
joins that label to the compound one ("Ethiopian *lots*" of ``GreenLot``: the country of the producer of each lot
says which lots, as English puts a neighbour's value before a noun). A label's word next to the noun ("elite members")
keeps the noun as it is. The noun then names the label as surely as it named the compound one.
"""

from __future__ import annotations

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex, SchemaMention, ValueMention
from kgchat.reasoning.schema_parser.words import Reading

SURE = 1.0  # a key or relationship type counts as said only when every one of its words is (a numbering key's
# words before the number are not enough: "loyalty member" says what the member belongs to, not the number)


def partial(m: SchemaMention, reading: Reading) -> bool:
    """Whether ``m`` reads a label of several words from one word of its name only ("members" for ``CrewMember``)."""
    e = m.element
    if e.kind != "label" or len(e.stems) < 2 or len(m.tokens) != 1 or m.score >= 1.0:
        return False
    return reading.tokens[m.tokens[0]].stem in e.stems


def pointed(reading: Reading, index: SchemaIndex, values: list[ValueMention], schema: list[SchemaMention],
            noun: SchemaMention) -> str | None:
    """The one label the question's other sure words point to, none of which is said of ``noun``'s label (see the
    module docstring); None where they point nowhere, both ways or to several labels alike."""
    rels = {r.name: r for r in index.schema.relationships}
    held: list[set[str]] = []  # for each sure word of a node's key, the labels whose nodes hold what it says
    touched: list[set[str]] = []  # for each sure word of a relationship type, the labels at its two ends
    named: set[str] = set()  # labels other words name surely: what is said of them alone is said of them
    labels = [x.name for x in index.schema.labels]
    compound = noun.element.name
    # a word said of the compound label, of a label within it or of one it is within, keeps the noun on it
    near = {x for x in labels if x == compound or index.within(x, compound) or index.within(compound, x)}
    for m in schema:
        e = m.element
        if m is noun or set(m.tokens) & set(noun.tokens):
            if e.kind == "prop" and set(e.holders) & near:
                return None  # the noun itself names a key of the compound label ("board": ``boardRole``)
            continue
        if e.kind == "label" and m.score >= SURE:
            named.add(e.name)
        elif e.kind == "prop" and e.holders and m.score >= SURE:
            held.append(set(e.holders))
        elif e.kind in ("rel", "edge_prop") and m.score >= SURE and (r := rels.get(e.owner or e.name)) is not None:
            touched.append(set(r.starts) | set(r.ends))
    for vm in values:
        if set(vm.tokens) & set(noun.tokens):
            continue
        if vm.element.kind == "prop" and vm.element.holders:
            held.append(set(vm.element.holders))
        elif vm.element.kind == "edge_prop" and (r := rels.get(vm.element.owner)) is not None:
            touched.append(set(r.starts) | set(r.ends))
    if not held or any(h & near for h in held + touched):
        return None

    def holds(label: str, hs: set[str]) -> bool:
        return any(h == label or index.within(h, label) for h in hs)

    fits = {x: sum(holds(x, hs) for hs in held) for x in labels if x not in near and x not in named}
    if not fits or (most := max(fits.values())) == 0:
        return None
    best = [x for x, n in fits.items() if n == most]
    best = [x for x in best if not any(y != x and index.within(x, y) for y in best)]  # the broadest of them
    if len(best) != 1 or not all(holds(best[0], hs) or any(holds(x, hs) for x in named) for hs in held + touched):
        return None  # a word said of neither that label nor one another word names
    if any(set(r.starts) & near and best[0] in r.ends or set(r.ends) & near and best[0] in r.starts
           for r in rels.values()):
        return None  # "Ethiopian *lots*" of ``GreenLot``: a value of the producers one step away says which lots
    return best[0]


def head_noun_labels(reading: Reading, index: SchemaIndex, values: list[ValueMention],
                     schema: list[SchemaMention]) -> list[SchemaMention]:
    """``schema`` with each noun read as a compound label by one word of its name only read as the label the
    question's other words point to instead (see the module docstring)."""
    out = list(schema)
    for m in schema:
        if not partial(m, reading):
            continue
        i = m.tokens[0]
        if any(x.element.kind == "label" and x.element != m.element and set(x.tokens) & {i - 1, i, i + 1}
               and x.score >= m.score for x in out):
            continue  # the word names another label as surely already, or goes with a label's word ("elite members")
        label = pointed(reading, index, values, out, m)
        element = next((e for e in index.elements if e.kind == "label" and e.name == label), None)
        if element is None:
            continue
        out = [x for x in out if x is not m]
        out.append(SchemaMention(m.tokens, element, m.score))
    return sorted(out, key=lambda x: -x.score)
