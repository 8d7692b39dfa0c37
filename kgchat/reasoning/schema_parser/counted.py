"""What a question counts, adds up or asks for, against what the form does with it. Read from the question's cues
(``words.read``), the candidate's pieces and the form, never a graph's own wording:

- ``unnamed_asked``: the noun the question asks for or counts ("how many *nurses* …", "which *shops* …", the head
  of "how many ski *passes*") names nothing in the graph (no piece reads it, nothing accounts for it), and the form
  answers with nodes of a label no word names, or of none, or counts nodes of any label ("how many *visitors* came
  to the show" counts no shows): the graph keeps no such things, and the nodes the rest of the question leads to
  are another kind (the engine refuses);
- the same of the noun a superlative of amount ranks by ("who has the most *assists*"): the graph keeps none;
- ``truth_unasked``: a yes-or-no reading that leaves a noun of the question unread asks the graph about other
  things than the question does (the engine refuses);
- ``undone_total``: "in total" / "how many" read as the question's aggregation while the form adds up and counts
  nothing (a list of each prescription's days for "how many days in total"): the answer is the parts, not the total;
- ``events_counted_as_nodes``: the noun counted is a value a relationship keeps of itself ("how many *ear
  infections* …": the reason of each treatment) while the form counts the nodes at one end: one node may have had
  it many times.
"""

from __future__ import annotations

from typing import Any

from kgchat.lexicons import FUNCTION_WORDS
from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    ArgMax,
    ArgMin,
    Count,
    Entity,
    Join,
    Relation,
    RelationPath,
    Top,
    conjuncts,
    subexpressions,
)
from kgchat.reasoning.answer_type import PERSON_WORDS
from kgchat.reasoning.schema_parser.plain_words import EDGE_HEADS, plain_word
from kgchat.reasoning.schema_parser.said_of_all import ITEMS
from kgchat.schema import identifier_words
from kgchat.types import Coverage

# English determiners and quantity words that may stand between the question word and its noun ("which *of the*
# …" is no noun of its own; "how many *more* …").
# Nouns for occurrences ("how many *times* has X been in"): a count of events, no kind of thing of their own.
OCCASIONS = frozenset("time times occasion occasions".split())  # noqa: SIM905
# Words that ask to add up ("in *total*", "*altogether*"); "how much" asks an amount, which may be one value.
TOTAL_WORDS = frozenset("total totals altogether combined overall sum".split())  # noqa: SIM905
# English superlatives of amount, before the noun whose amount they rank by.
AMOUNT = frozenset("most fewest least".split())  # noqa: SIM905
BE_FORMS = frozenset("is are was were 's 're".split())  # noqa: SIM905
SKIP = frozenset("the a an of our your their more other different distinct separate individual".split())  # noqa: SIM905


def asked_noun(reading: Any) -> int | None:
    """The position of the noun the question opens by asking for or counting ("*how many* nurses", "*which*
    shops", "*what* breeds"), or None when the question word stands alone ("what is …", "who …")."""
    starts = [max(c.tokens) + 1 for c in reading.of("agg") if c.op == "count" and min(c.tokens) == 0] + \
        [max(c.tokens) + 1 for c in reading.of("wh") if c.op in ("which", "what") and min(c.tokens) == 0]
    if not starts:
        return None
    i = starts[0]
    while i < len(reading.tokens) and reading.tokens[i].low in SKIP:
        i += 1
    if i >= len(reading.tokens) or not _noun(reading.tokens[i].low):
        return None
    if "-" in reading.tokens[i].low and i + 1 < len(reading.tokens) and _noun(reading.tokens[i + 1].low):
        return None  # "*part-time* staff", "*five-star* reviews": a compound that modifies the noun after it
    # the head of a compound is its last noun ("which *bike* model": the model); only a lone noun is taken here
    return None if i + 1 < len(reading.tokens) and _only_noun(reading.tokens[i + 1].low) else i


def asked_head(reading: Any) -> int | None:
    """The last noun of a compound of two nouns or more that "what is the …" asks for ("what is the claims
    *satisfaction score* for X": the score, which the claims only qualify), or None; only after a form of "be",
    where no verb can stand ("which tours *need* …", "which staff *work* …" are verbs, though nouns too)."""
    starts = [max(c.tokens) + 1 for c in reading.of("wh") if c.op in ("which", "what") and min(c.tokens) == 0]
    tokens = reading.tokens
    if not starts or starts[0] + 1 >= len(tokens) or tokens[starts[0]].low not in BE_FORMS \
            or tokens[starts[0] + 1].low not in SKIP:
        return None
    i = starts[0] + 1
    while i < len(tokens) and tokens[i].low in SKIP:
        i += 1
    j = i
    while j < len(tokens) and tokens[j].low.isalpha() and tokens[j].low not in FUNCTION_WORDS and _noun(tokens[j].low):
        j += 1
    if j - i < 2 or any(set(c.tokens) & set(range(i, j)) for c in reading.cues):
        return None  # "what's the *total* salary bill": a sum, which the words of the compound ask for
    return j - 1


def counted_head(reading: Any) -> int | None:
    """The last noun of a compound of two or three nouns right after "how many" ("how many ski *passes*", "how
    many parking *spaces*"), or None."""
    starts = [max(c.tokens) + 1 for c in reading.of("agg") if c.op == "count" and min(c.tokens) == 0]
    if not starts:
        return None
    tokens = reading.tokens
    i = starts[0]
    while i < len(tokens) and tokens[i].low in SKIP:
        i += 1
    j = i  # a word that qualifies ("*parking* spaces"), then nouns
    while j < len(tokens) and j - i < 3 and tokens[j].low.isalpha() and tokens[j].low not in FUNCTION_WORDS \
            and tokens[j].low not in BE_FORMS | AUXILIARIES and (j == i or _noun(tokens[j].low)):
        j += 1
    return j - 1 if j - i >= 2 and _noun(tokens[j - 1].low) else None


AUXILIARIES = frozenset("do does did have has had can could will would".split())  # noqa: SIM905


def ranked_noun(reading: Any) -> int | None:
    """The position of the noun a superlative of amount ranks by ("the most *assists*", "the fewest *visits*"), or
    None when the superlative grades a word that is no noun ("the most *expensive*")."""
    for c in reading.of("top"):
        i = max(c.tokens) + 1
        if reading.tokens[max(c.tokens)].low in AMOUNT and i < len(reading.tokens) and \
                _graded_noun(reading.tokens[i].low) and \
                not (i + 1 < len(reading.tokens) and _only_noun(reading.tokens[i + 1].low)):
            return i
    return None


def unnamed_asked(cand: Any, reading: Any, builder: Any, accounted: Any) -> str | None:
    """Why the graph holds nothing of the kind the question asks for, or None (see the module docstring).
    ``accounted(i)``: what accounts for unread word ``i`` (None: nothing)."""
    ranked = ranked_noun(reading)
    if ranked is not None and _names_nothing(ranked, cand, reading, builder, accounted):
        return f"'{reading.tokens[ranked].text}', which the question ranks by, names nothing in this graph"
    head = asked_head(reading)
    if head is not None and cand.answer != "truth" and _names_nothing(head, cand, reading, builder, accounted) \
            and not any(head in p.tokens for p in cand.parts):
        return f"'{reading.tokens[head].text}', the head of what the question asks for, names nothing in this graph"
    if cand.answer not in ("nodes", "number") or (cand.answer == "number" and not isinstance(cand.form, Count)):
        return None
    counting = isinstance(cand.form, Count)
    i = asked_noun(reading)
    if i is None and counting and (head := counted_head(reading)) is not None and not any(
            m.element.kind == "label" and m.score >= 0.75 and min(m.tokens) < head for m in builder.g.schema
            if set(m.tokens) & set(range(head - 2, head))):
        i = head  # "how many parking *spaces*" (not "how many treatment *applications*": the treatments, counted)
    if i is None or not _names_nothing(i, cand, reading, builder, accounted):
        return None
    if any(p.kind == "label" and p.tokens for p in cand.parts) and not counting:
        return None  # a word names the label answered (a count of it counts no such things: "how many *visitors*
        # came to the show" is no count of shows)
    word = reading.tokens[i].text
    what = f"{cand.target} nodes, which no word names" if cand.target else "things of no label"
    return f"'{word}' names nothing in this graph, and the best reading answers with {what}"


def _names_nothing(i: int, cand: Any, reading: Any, builder: Any, accounted: Any) -> bool:
    """Whether word ``i`` is left unread by ``cand``, nothing accounts for it, and no name, value or schema element
    of the graph is found in it; a plain word for people, for the graph's items or for occurrences never is."""
    if i not in cand.uncovered or accounted(i) is not None:
        return False
    if reading.tokens[i].low in PERSON_WORDS or reading.tokens[i].low in ITEMS or reading.tokens[i].low in OCCASIONS:
        return False  # a plain word for people or for the graph's items names no kind of its own
    if reading.tokens[i].low in EDGE_HEADS and plain_word(i, cand, reading) is not None:
        return False  # "mentoring *pairs*": one relationship of those the form counts
    return not (any(i in m.tokens for m in builder.g.schema) or any(i in em.tokens for em in builder.g.entities)
                or any(i in v.tokens for v in builder.g.values))


def truth_unasked(cand: Any, reading: Any, unread: list[str]) -> str | None:
    """Why a yes-or-no reading does not ask the graph what the question asks, or None: a noun of the question is
    left unread (``unread``: the words its coverage leaves over), so the thing whose existence is asked about is
    not the one the form looks for ("can you take a *bike* on the X line at peak *times*": yes, the line has a peak
    headway)."""
    if cand.answer != "truth":
        return None
    at = {t.text: t.low for t in reading.tokens}
    nouns = [w for w in unread if w in at and at[w].isalpha() and at[w] not in FUNCTION_WORDS and _noun(at[w])
             and "ADV" not in _kinds(at[w])  # "is X *out* on loan": a particle, though a noun too
             and not _kind_said(w, cand, reading)]
    if not nouns:
        return None
    return "whether " + ", ".join(f"'{w}'" for w in nouns[:3]) + " exist is not asked of the graph by the best reading"


def _kind_said(word: str, cand: Any, reading: Any) -> bool:
    """"was BD24-9382 an urgent *appointment*": the noun that ends a question asking whether the thing it names
    first is "a …" of a label the reading tests, is the asker's own word for that thing, not another thing asked
    about (left unread, the answer is still no more than approximate)."""
    toks = reading.tokens
    names = [p for p in cand.parts if p.kind == "entity" and p.tokens]
    if len(toks) < 5 or toks[0].low not in BE_FORMS or len(names) != 1 or min(names[0].tokens) != 1 \
            or toks[-1].text != word:
        return False
    after = max(names[0].tokens) + 1
    return toks[after].low in ("a", "an") and any(
        p.kind == "label" and p.tokens and after < min(p.tokens) and max(p.tokens) < len(toks) - 1 for p in cand.parts)


def undone_total(cand: Any, reading: Any) -> list[Coverage]:
    """A row when a cue to count or add up is read as an aggregation piece of ``cand`` whose form aggregates
    nothing."""
    if any(isinstance(n, Count | Aggregate | Agg | Top | ArgMax | ArgMin) for n in subexpressions(cand.form)):
        return []
    for part in cand.parts:
        if part.kind == "aggregation" and any(c.op == "sum" and set(c.tokens) <= part.tokens
                                              and set(c.word.lower().split()) & TOTAL_WORDS
                                              and not _named_total(cand.form, set(c.word.lower().split()))
                                              for c in reading.of("agg")):
            return [Coverage(f"'{reading.text(sorted(part.tokens))}' asks for a total, and the form adds up nothing",
                             "aggregation", None)]
    return []


EDGE_RIVAL = 1.0  # how far behind a reading that reads each relationship's key where it leads may score and be run


def every_edge_read(cand: Any, index: Any) -> str | None:
    """Why an average or total of a relationship's own key misreads the question: it reads the key at each member
    of the set through every relationship of that type ("average price per kg paid for lobster" over the buyers: the
    price of every lot each bought), while the set keeps its members by walking that relationship to something (the
    buyers of lobster) — the values of the relationships that lead elsewhere are counted too. The same of a ranking
    by such a number per member ("average hauls per trip on Curlew Bank" read as the trips ranked by the hauls of
    every ground each fished). None otherwise, and where no member takes part in more than one such
    relationship."""
    form = cand.form
    slot = form.slot if isinstance(form, Top) else form.relation if isinstance(form, ArgMax | ArgMin) else None
    if isinstance(slot, Agg) and slot.where is None:  # ranked by a number over each member's relationships
        expr, path = form.expr, slot.relation
    elif isinstance(form, Aggregate):
        expr, path = form.expr, form.relation
    else:
        return None
    if not (isinstance(path, RelationPath) and len(path.steps) == 2):
        return None
    end, key = path.steps
    rel, _, side = end.name.rpartition(".")
    if not end.reverse or side not in ("start", "end") or not key.name.startswith(rel + "."):
        return None
    firsts = [node.relation.steps[0] if isinstance(node.relation, RelationPath) else node.relation
              for node in conjuncts(expr) if isinstance(node, Join)]
    kept = [x for x in firsts if isinstance(x, Relation) and x.name == rel and x.reverse == (side == "end")]
    if not kept or not cand.target or index.one_each(rel, side == "start", cand.target):
        return None
    return f"{key.name} is read at each {cand.target} from every {rel} relationship it has, not only from those " \
        "that lead to what the question names"


def close_ahead(named: list[Any], margin: float, fits: Any) -> Any | None:
    """The first reading after the best one, no more than ``margin`` behind it, that ``fits(reading)``; None when none
    is that close."""
    for alt in named[1:]:
        if named[0].score - alt.score > margin:
            return None
        if fits(alt):
            return alt
    return None


def edges_kept_first(named: list[Any], index: Any) -> tuple[list[Any], str]:
    """``named`` (best first) with a close reading that computes the same thing without ``every_edge_read``'s flaw
    moved ahead of a best one that has it, and a sentence for the trace ("" when the order stands)."""
    if not named or (why := every_edge_read(named[0], index)) is None or not isinstance(named[0].form, Aggregate):
        return named, ""
    top = named[0]
    alt = close_ahead(named, EDGE_RIVAL, lambda c: isinstance(c.form, Aggregate) and c.form.fn == top.form.fn
                      and every_edge_read(c, index) is None)
    if alt is None:
        return named, ""
    return [alt, *[c for c in named if c is not alt]], (
        f"the best-scoring reading is flawed: {why}; a reading that computes the {alt.form.fn} where each "
        f"relationship leads scores close ({alt.score:.2f} to {top.score:.2f}), so it is tried first")


TOTAL_RIVAL = 1.5  # how far behind a reading that adds up may score and be run before one that asks a total and adds none


def totals_first(named: list[Any], reading: Any) -> tuple[list[Any], str]:
    """``named`` (best first) with the best close reading that adds a key up moved ahead of a best one that reads a
    cue to add up ("how much was landed *altogether*") and adds nothing up (``undone_total``), and a sentence for the
    trace ("" when the order stands)."""
    if not named or not undone_total(named[0], reading):
        return named, ""
    alt = close_ahead(named, TOTAL_RIVAL, lambda c: isinstance(c.form, Aggregate) and c.form.fn == "sum")
    if alt is None:
        return named, ""
    return [alt, *[c for c in named if c is not alt]], (
        f"the best-scoring reading adds nothing up, though the question asks for a total; the best reading "
        f"that adds up ({alt.score:.2f} to {named[0].score:.2f}) is tried first")


def _named_total(form: Any, words: set[str]) -> bool:
    """"*total* for reservation R" read as R's totalEur: one named thing's key whose name says the total already
    (a total of several things, or a key that does not say it, is still a sum the form does not do)."""
    if not (isinstance(form, Join) and isinstance(form.relation, Relation) and form.relation.reverse
            and isinstance(form.expr, Entity)):
        return False
    key = form.relation.name.rsplit(".", 1)[-1]
    return bool(set(identifier_words(key).lower().split()) & words & TOTAL_WORDS)


def events_counted_as_nodes(cand: Any, reading: Any) -> list[Coverage]:
    """A row when the noun right after "how many" is read as a value of a relationship's own key while the form
    counts the nodes of a label (a word naming the label elsewhere, "how many *kilderkins* were on delivered
    *orders*", does not make the orders what is counted)."""
    if not isinstance(cand.form, Count) or not cand.target:
        return []  # (a count of the relationships themselves counts each time)
    starts = [max(c.tokens) + 1 for c in reading.of("agg") if c.op == "count"]
    if not starts:
        return []
    value = next((p for p in cand.parts if p.kind == "value" and starts[0] in p.tokens), None)
    if value is None:
        return []
    kept = sorted({n.relation.name.split(".")[0] for n in subexpressions(cand.form) if isinstance(n, Join)
                   and isinstance(n.relation, Relation) and not n.relation.reverse and "." in n.relation.name
                   and not isinstance(n.expr, Join)})
    if not kept:
        return []
    said = reading.text(sorted(value.tokens))
    return [Coverage(f"'{said}' is said of each {kept[0]} relationship, and this counts {cand.target} nodes",
                     "type", None)]


def _kinds(word: str) -> dict:
    from lemminflect import getAllLemmas

    return getAllLemmas(word)


def _noun(word: str) -> bool:
    """Whether a word can be a noun; a hyphenated one when its last part can ("how many *no-shows*")."""
    from lemminflect import getAllLemmas

    head, dash, last = word.rpartition("-")
    if dash and head and last.isalpha() and all(p.isalpha() for p in head.split("-")):
        word = last
    return "NOUN" in getAllLemmas(word)


def _graded_noun(word: str) -> bool:
    """Whether a word after "the most" can be the noun it ranks by: no adjective or adverb it grades ("the most
    *expensive*", "the most *recently*"); lemminflect knows some plurals only as verbs ("assists")."""
    from lemminflect import getAllLemmas

    kinds = getAllLemmas(word)
    return word.isalpha() and bool(kinds) and "ADJ" not in kinds and "ADV" not in kinds


def _only_noun(word: str) -> bool:
    from lemminflect import getAllLemmas

    if word in FUNCTION_WORDS:
        return False  # "this" is a noun to lemminflect
    kinds = getAllLemmas(word)
    return "NOUN" in kinds and "VERB" not in kinds and "ADJ" not in kinds
