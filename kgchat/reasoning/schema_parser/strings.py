"""Text tests said without quotes: the text as the question writes it ("starts with O'": the apostrophe is part of
it), "with diabetes in the name" (the words between "with" and "in the <key>"), a test on one part of a name
("whose surname starts with O'") read on a key holding whole names: a later word of the name starts so, and a test
on a relationship's own text ("who played a *character called* Alma": the role of their ACTED_IN).
"""

from __future__ import annotations

from kgchat.logic.nodes import And, Class, Compare, Expr, Join, Literal, Relation
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.words import STOP, Cue, number_value
from kgchat.schema import EDGE_END, EDGE_START

# words naming one part of a person's name, and which part
NAME_PARTS = {"surname": "last", "last name": "last", "family name": "last", "lastname": "last",
              "first name": "first", "given name": "first", "forename": "first", "firstname": "first"}
KEY_WORDS = frozenset({"name", "names", "title", "titles"})
OWNERS = frozenset({"the", "its", "their", "his", "her"})  # "in *the* name", "in *their* title"  # "in the name": the label's naming key
BETWEEN = 3  # words of text at most between "with" and "in the <key>"
DONE_TO = 0.1  # "who …" read as the nodes at a relationship's end (done to) rather than its start (doing)
ATTACHED = "'’"  # marks written onto the end of a word that belong to the text ("O'")


def as_written(b: Builder, i: int) -> str:
    """Word ``i`` as the question writes it, with an apostrophe written right after it ("O'"), unless one right
    before it opens a quotation ("'harbour'")."""
    tok = b.r.tokens[i]
    end = tok.end
    text = b.r.question
    if tok.start > 0 and text[tok.start - 1] in ATTACHED:
        return tok.text
    while end < len(text) and text[end] in ATTACHED and (end + 1 == len(text) or not text[end + 1].isalnum()):
        end += 1
    return text[tok.start:end]


def worded_text(b: Builder, cue: Cue, key_named: set[int]) -> tuple[str, frozenset[int]] | None:
    """"conditions with diabetes in the name", "films with 'love' in the title": after a "with", up to
    ``BETWEEN`` words followed by "in (the | its | their) <key>", where the key is a naming word or a string
    string property the words name (``key_named``: their positions). The words are the text looked for."""
    if cue.word != "with":
        return None
    first = max(cue.tokens) + 1
    tokens = b.r.tokens
    for j in range(first + 1, min(first + BETWEEN + 1, len(tokens))):
        if tokens[j].low != "in":
            continue
        k = j + 1
        if k >= len(tokens) or tokens[k].low not in OWNERS:
            return None  # "with zero units in stock": no text in a key
        while k < len(tokens) and tokens[k].low in OWNERS:
            k += 1
        if k < len(tokens) and (tokens[k].low in KEY_WORDS or k in key_named):
            words = list(range(first, j))
            if any(tokens[i].low in STOP and tokens[i].low not in ("and", "of") or number_value(tokens[i].low)
                   is not None for i in words):
                return None
            text = b.r.question[tokens[first].start:tokens[j - 1].end]
            return text, frozenset(words)
    return None


def name_part(b: Builder, cue: Cue) -> tuple[str, frozenset[int]] | None:
    """The part of a name a text test is on, with its words ("whose *surname* starts with O'"), or None."""
    start = min(cue.tokens)
    for phrase, part in NAME_PARTS.items():
        n = len(phrase.split())
        if start - n >= 0 and " ".join(t.low for t in b.r.tokens[start - n:start]) == phrase:
            return part, frozenset(range(start - n, start))
    return None


def part_of_name(b: Builder, label: str, cue: Cue, text: str, toks: frozenset[int],
                 links: list[tuple[Expr, list[Part]]]) -> list[tuple[Expr, list[Part]]]:
    """A text test on one part of a name ("whose surname starts with O'", "a first name starting with Pri"): on
    the key those words name, else on the label's naming key. On a key holding whole names of several words, the
    last name starting with a text is a later word starting so (and the first name ending so, a first word ending
    so), which fits only names with no middle names: the reading says so (never exact). A key for that part alone
    (a last-name key) is tested as it is."""
    said = name_part(b, cue)
    if said is None:
        return links
    part, words = said
    named = [m for m in b.prop_mentions(label) if m.element.info is not None and m.element.info.type == "string"
             and set(m.tokens) & words]
    key = named[0].element.name if named else b.name_property(label)
    if key is None:
        return []
    op, value, doubt = cue.op, text, ""
    if _whole_names(b, label, key) and (part, op) in (("last", "starts"), ("first", "ends")):
        op, value = "contains", " " + text if part == "last" else text + " "
        doubt = f"the {b.r.text(sorted(words))} read as a word of {key} {'after' if part == 'last' else 'before'} " \
                f"another"
    parts = [Part(None, toks | frozenset(cue.tokens) | words, 1.0, "constraint", f"{key} {op} {value!r}",
                  doubt=doubt)]
    if named:
        parts.append(Part(None, frozenset(named[0].tokens), named[0].score, "property", key,
                          forced=set(named[0].tokens) <= words))
    return [(Compare(op, Relation(key), Literal(value)), parts)]


def _whole_names(b: Builder, label: str, key: str) -> bool:
    """Whether ``label`` nodes' ``key`` values are mostly of several words (whole names, not one part)."""
    for e in b.index.elements:
        if e.kind == "prop" and e.name == key and label in e.holders and e.info is not None and e.info.samples:
            several = sum(1 for s in e.info.samples if len(str(s).split()) > 1)
            return several * 2 > len(e.info.samples)
    return False


def edge_text_links(b: Builder, label: str, cue: Cue, text: str,
                    toks: frozenset[int]) -> list[tuple[Expr, list[Part], float]]:
    """A text test on a string property of a relationship at ``label`` nodes that the words name ("who played a
    *character* called Alma": ACTED_IN's role), read on those nodes' relationships: (test, parts, how surely the
    property is named)."""
    out = []
    who = any(c.op in ("who", "whom") for c in b.r.of("wh"))
    labels = set(b.label_positions())  # "films ending in …": a label's word, not a relationship's text key
    for m in b.g.schema:
        e = m.element
        rel = b.schema.rel(e.owner) if e.kind == "edge_prop" else None
        if rel is None or e.info is None or e.info.type != "string" or \
                set(m.tokens) & (toks | labels):
            continue
        rm = b.rel_mention(rel.name, strict=True)
        for side, ends in ((EDGE_START, rel.starts), (EDGE_END, rel.ends)):
            if label not in ends:
                continue
            # the relationships at ``label`` nodes (a set for the comparison to filter), whose text holds it
            edges = And(Join(Relation(f"{rel.name}.{side}"), Class(label)),
                        Compare(cue.op, Relation(e.relation), Literal(text)))
            test = Join(Relation(f"{rel.name}.{side}", reverse=True), edges)
            # "who played …" asks for the one doing what the relationship says: its start, more surely than its end
            sure = m.score - (DONE_TO if who and side == EDGE_END else 0.0)
            parts = [Part(None, toks | frozenset(cue.tokens), 1.0, "constraint", f"{e.relation} {cue.op} {text!r}"),
                     Part(None, frozenset(m.tokens), sure, "property", e.words)]
            if rm is not None:
                parts.append(Part(None, frozenset(rm.tokens), rm.score, "relation", rel.name))
            out.append((test, parts, sure))
    out.sort(key=lambda x: -x[2])
    return out
