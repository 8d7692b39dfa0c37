"""What the words around a ranking cue say, split from ``ranked``: the number keys of a label, an ordinal ("the *third*
largest"), "by" before a number key, an adverbial time superlative ("has been running the longest"), a label's one
date, whether the words settle a total over relationships, and how alike two words are."""

from __future__ import annotations

from kgchat.logic.nodes import Relation
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.ranks import AMOUNTS, SURE
from kgchat.reasoning.schema_parser.schema_index import Element, SchemaMention, year_valued
from kgchat.reasoning.schema_parser.schema_index import date_text as _date_text
from kgchat.reasoning.schema_parser.unit_cues import UNITS
from kgchat.reasoning.schema_parser.words import Cue, stem
from kgchat.reasoning.type_names import doer_noun_of, lemma_set
from kgchat.schema import NUMERIC, TEMPORAL


def _numeric_props(b: Builder, label: str) -> list[tuple[Element, SchemaMention | None]]:
    """Numeric or temporal properties of ``label`` nodes and of relationships at them, with their mentions."""
    out = []
    for e in b.index.elements:
        if e.info is None or e.info.is_list or not (e.info.type in NUMERIC or e.info.type in TEMPORAL
                                                     or _date_text(e)):
            continue
        if e.kind == "prop" and label in e.holders:
            out.append((e, b.mentioned.get(e)))
        elif e.kind == "edge_prop":
            rel = b.schema.rel(e.owner)
            if rel is not None and (label in rel.starts or label in rel.ends):
                out.append((e, b.mentioned.get(e)))
    return out


def _shares_end(b: Builder, rel: str, forward: bool, other: str) -> bool:
    """Whether nodes of other labels than ``other`` stand at the far end of ``rel`` too (lecturers as well as
    professors are members of a department): counting all of them would count more than the label named."""
    r = b.schema.rel(rel)
    if r is None:
        return False
    ends = r.ends if forward else r.starts
    return any(x != other for x in ends)


ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
            "tenth": 10, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10}


def _ordinal(b: Builder, cue: Cue) -> tuple[int, frozenset[int]]:
    """"The *second* largest", "the 3rd oldest": the place in the ranking an ordinal right before a superlative
    asks for, and its word (0 and none when there is none)."""
    first = min(cue.tokens)
    if len(cue.tokens) > 1 and (n := ORDINALS.get(b.r.tokens[first].low)) is not None:
        return n, frozenset({first})  # "the 3rd oldest": read with the superlative, as if a count ("top 3")
    i = first - 1
    if i >= 0 and (n := ORDINALS.get(b.r.tokens[i].low)) is not None:
        return n, frozenset({i})
    return 0, frozenset()


def _by_number(b: Builder, cue: Cue) -> bool:
    """"… *by number of* floors": a count cue right after "by", before a number the nodes hold (no count of things:
    a property's own name follows)."""
    first, nxt = min(cue.tokens), max(cue.tokens) + 1
    return first > 0 and b.r.tokens[first - 1].low == "by" and any(
        min(m.tokens) == nxt and m.element.kind == "prop" and m.element.info is not None
        and m.element.info.type in NUMERIC for m in b.g.schema)


def _adverbial(b: Builder, cue: Cue) -> bool:
    """Whether a superlative ends the question ("… has been running *the longest*", "served the longest?"): said
    of how long something has gone on, not of a thing's length ("the longest film")."""
    rest = [t for t in b.r.tokens[max(cue.tokens) + 1:] if t.text.strip("?.!,")]
    return not rest


def _only_date(b: Builder, label: str, e: Element) -> bool:
    """Whether ``e`` is the one property of ``label``'s nodes holding a date or a year, and none of their lengths
    or durations is there for "longest" to name."""
    dated = [x for x, _ in _numeric_props(b, label) if x.kind == "prop" and x.info is not None and (
        x.info.type in TEMPORAL or _date_text(x) or year_valued(x))]
    return dated == [e]


def _total_settled(b: Builder, label: str, e: Element, m: SchemaMention, cue: Cue) -> bool:
    """Whether ranking nodes by a relationship's number summed over all of their relationships of that type is
    what the question asks, though no word says "total": no node of the label has more than one of them (the
    total is the one number), or a plural noun for the number right after "most" / "fewest" asks how many in all
    ("the match with the most goals"), or a participle outside the number's own words names the relationship
    ("the highest quantity *ordered*", "the goals *scored*": the amount of all of it), unless it follows the
    superlative ("the highest *rated*")."""
    rel = b.schema.rel(e.owner)
    if rel is None:
        return False
    if (label in rel.starts) != (label in rel.ends) and b.index.one_each(rel.name, label in rel.starts, label):
        return True
    noun = b.r.tokens[min(m.tokens)].low if cue.tokens and min(m.tokens) == max(cue.tokens) + 1 else ""
    if cue.word in AMOUNTS and noun.endswith("s") and not noun.endswith("ss"):
        return True
    graded = max(cue.tokens) + 1 if cue.tokens else -1  # "the highest *rated*": how it was graded, not a total
    return any(rm.element.kind == "rel" and rm.element.name == rel.name and rm.score >= SURE and
               any(i not in m.tokens and i != graded and b.r.tokens[i].low.endswith("ed") for i in rm.tokens)
               for rm in b.g.schema)


HELD_BY_ALL = 0.1  # the likeness a date every node holds gets over one some lack, for a superlative naming no key


def held_by_all(b: Builder, label: str, e: Element) -> float:
    """How well a date fits "the first" / "the latest" of ``label``'s nodes when no word names it: a date every
    node holds fits a little better than one some lack. A record gets the date it starts with when it is made
    (a print run its order date); the dates of what happens later are missing until it happens (its delivery)."""
    dates = [x for x, _ in _numeric_props(b, label) if x.kind == "prop" and x.info is not None and
             (x.info.type in TEMPORAL or _date_text(x))]
    full = b.coverage(label, e.name) >= 1.0
    return HELD_BY_ALL if full and any(b.coverage(label, x.name) < 1.0 for x in dates) else 0.0


def _similar(b: Builder, a: str, c: str) -> float:
    vecs = b.index.encode([a, c])
    if vecs is None:
        return 0.0
    return float(vecs[0] @ vecs[1])



def holders_said(b: Builder, cue: Cue, part: Part, slot: object, named: set[int]) -> bool:
    """Whether the words of a superlative name the nodes ranked rather than the value they are ranked by: a label's
    word between the superlative and the key's words said as a verb (``part``; "the latest *job* booked in": the job,
    ranked by when it was booked; "the shortest *berth* length" is a berth's length) or as a rate ("the cheapest
    *boat* per week"), or a key's word that is the agent noun of the node's own key (``slot``; "the newest
    *starter*": who started last, by ``startedOn``)."""
    first = b.r.tokens[min(part.tokens)].low
    between = any(i in named and i not in part.tokens for i in range(max(cue.tokens) + 1, min(part.tokens)))
    if first.endswith(("ed", "en")) and lemma_set(first) != {first} and between:
        return True  # the key said as a verb after the label's word (not "the shortest *berth* length": its length)
    if between and "per" in (first, b.r.tokens[min(part.tokens) - 1].low):
        return True  # "the cheapest *boat* per week" (``weeklyRate``): the boat, ranked by its rate per week
    if part.kind == "property" and modifier_only(b, part):
        return True  # "the priciest *booth*": the show whose booth fee is highest, not the fee
    return isinstance(slot, Relation) and any(doer_noun_of(b.r.tokens[i].low, slot.name) for i in part.tokens)


KEY_KINDS = frozenset({"prop", "edge_prop"})
# a key's last words that give its unit, not what it measures ("boothFeeGbp", "playTimeMin", "discountPct")
UNIT_SUFFIXES = frozenset(UNITS) | frozenset("min mins minutes hrs hours days weeks months years pct percent".split())  # noqa: SIM905


def modifier_only(b: Builder, part: Part) -> bool:
    """Whether the words of a key's mention are only its modifier, not the word for what it measures: "booth" of
    ``boothFeeGbp`` (unit off: "booth fee", measured: the fee). A superlative before such a noun ranks the things
    the noun stands for ("the priciest *booth*", "the longest *berth*"), so it asks for them, not the amount. A key
    a relationship keeps has no one holder ("the minimum *stay*" of a review's ``stayMonth``): never so."""
    words = [w for w in part.text.split() if w not in UNIT_SUFFIXES]
    if len(words) < 2 or not part.tokens:
        return False
    keys = [m.element.kind for m in b.g.schema if set(m.tokens) == set(part.tokens) and m.element.kind in KEY_KINDS]
    if keys and "prop" not in keys:
        return False  # only a relationship keeps it: no one node holds it
    said = {stem(b.r.tokens[i].low) for i in part.tokens}
    modifiers = {stem(w) for w in words[:-1]}
    return said <= modifiers and stem(words[-1]) not in said
