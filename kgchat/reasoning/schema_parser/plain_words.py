"""Words with no content of their own beyond what the form's shape already does: the badge reads them as said by
the form (``coverage.word_coverage`` asks ``plain_word`` for a word nothing else accounts for). English only,
never a graph's wording, and each needs the form to do what the word says:

- **"directly"** next to the word of a relationship the form walks in single steps only ("staff who report
  *directly* to X"): one step is what it asks; a form that repeats that step (a chain of reports) does not;
- **"exist"** in a question that counts or lists a label's nodes ("how many subject headings *exist*"): that there
  are some is all it says;
- **"his" / "her" / "its"** after a name the form uses ("since when has X worked at *his* branch"): it points back
  to that name, as "their" does to a label (``framing.THEY``);
- **"times"** after "the most" / "the fewest" / "how many" when the form counts or adds up ("renewed the most
  *times*": the sum of each item's renewals): occasions are what it counts, no kind of thing of their own;
- **"count"** said again in a form that counts ("which note is on how many wines? note and *count*");
- **"per"** right before the label whose nodes the form averages a key of ("the average shareholding *per*
  member"): the average over them is one per member;
- **"ago"** in a form that ranks or tests by a key holding times ("inspected longest *ago*");
- **a pronoun and an auxiliary written as one word** ("the shortest show *we've* done"): both are function words;
- **the adjective after "most" / "least" when the question names the key ranked by after "by"** ("the most
  *generous* friend, by annual gift"): the "by" phrase says what the adjective grades, and the form ranks by it.
"""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    ArgMax,
    ArgMin,
    Calc,
    Class,
    Count,
    Join,
    Relation,
    Top,
    conjuncts,
    relation_steps,
    relations_in,
    subexpressions,
)
from kgchat.reasoning.schema_parser.words import STOP
from kgchat.schema import identifier_words
from kgchat.text import lemma

DIRECT = frozenset({"directly", "direct", "immediately", "immediate"})
EXIST = frozenset({"exist", "exists", "existing"})
SURE = 0.75  # a label piece matched at least this surely (``coverage.WEAK``)
NAMED = 0.5  # a key's words said in part ("by annual gift" of annualGiftGbp, the unit left unsaid)
HIS = frozenset({"his", "her", "hers", "its"})
OCCASIONS = frozenset({"times", "occasions"})
COUNTING = frozenset({"most", "fewest", "least", "many"})  # "the most *times*", "how many *times*"
COUNT_WORDS = frozenset({"count", "counts", "tally"})
PER = frozenset({"per", "each", "every"})
# nouns that say only "one of them" after the word naming a label ("Treasure *cases*", "PM *records*")
GENERIC_HEADS = frozenset({"case", "cases", "item", "items", "entry", "entries", "record", "records", "instance",
                           "instances", "one", "ones", "example", "examples", "member", "members", "piece", "pieces",
                           "bit", "bits"})  # "*pieces* of equipment"
# nouns that say only "one of them" after a word naming a relationship ("mentoring *relationships*", "supply
# *links*", "mentor-trainee *pairs*")
EDGE_HEADS = GENERIC_HEADS | frozenset({"relationship", "relationships", "pair", "pairs", "pairing", "pairings", "link",
                                        "links", "connection", "connections"})
THINGS = frozenset({"thing", "things"})
CONTRACTED = frozenset({"ve", "re", "d", "ll", "m"})  # "we've", "they're", "I'd", "we'll", "I'm"


def plain_word(i: int, cand: Any, reading: Any, schema: Any = None) -> str | None:
    """Why word ``i`` of the question, which no piece of ``cand`` claims, is said by what the form does (see the
    module docstring), or None."""
    low = reading.tokens[i].low
    if low in DIRECT:
        return _one_step(i, cand)
    if low in EXIST or lemma(low) == "exist":
        return "that there are some, which the form counts or lists" if cand.answer in ("nodes", "number") else None
    if low in HIS:
        named = next((p.text for p in cand.parts if p.kind == "entity" and p.tokens and max(p.tokens) < i), None)
        return f"{named}, named before it" if named else None
    if low in OCCASIONS and i > 0 and reading.tokens[i - 1].low in COUNTING and _counts(cand.form):
        return "the occasions the form counts or adds up"
    if low in COUNT_WORDS and any(isinstance(n, Count) or isinstance(n, Agg) and n.fn == "count"
                                  for n in subexpressions(cand.form)):
        return "the count the form gives"
    if low in PER and isinstance(cand.form, Aggregate) and cand.form.fn == "avg" and \
            isinstance(cand.form.expr, Class) and \
            any(p.kind == "label" and p.text == cand.form.expr.name and i + 1 in p.tokens and p.conf >= SURE
                for p in cand.parts):
        return f"the average over the {cand.form.expr.name} nodes, one value each"
    if low in GENERIC_HEADS and _beside_label(i, cand, reading):
        return "one of the label's nodes, named by the words beside it"  # "Treasure *cases*", "*member* of staff"
    if low in EDGE_HEADS and i > 0 and _counts(cand.form) and \
            (rel := next((p.text for p in cand.parts if p.kind == "relation" and i - 1 in p.tokens
                          and p.conf >= SURE), None)):
        return f"one {rel} relationship, as the form counts each"  # "how many mentoring *pairs*"
    if low in GENERIC_HEADS | THINGS and (held := _only_holder(cand, schema)):
        return held  # "the heaviest *item*": only one label's nodes have a weight
    if (head := _contracted(low)) is not None:
        return f"'{head}' and an auxiliary, both function words"
    if i > 0 and reading.tokens[i - 1].low in ("most", "least") and (key := _ranked_by_named(i, cand, reading)):
        return f"the {key} the form ranks by, which the question names after 'by'"
    if low == "ago" and schema is not None and \
            any(schema.holds_times(n) for n in relations_in(cand.form)):
        return "the time the form ranks or tests by"
    return None


def _only_holder(cand: Any, schema: Any) -> str | None:
    """What a plain word for things ("the heaviest *item*") means when the form answers with one label's nodes
    and reads only keys no other label's nodes hold: those nodes, the only things the words can be of."""
    if schema is None or cand.answer != "nodes" or not cand.target:
        return None
    keys = [n for n in relations_in(cand.form) if "." not in n and schema.node_property(n) is not None]
    if not keys or any(schema.labels_with(k) != [cand.target] for k in keys):
        return None
    return f"one of the {cand.target} nodes, the only things with {keys[0]}"


def _beside_label(i: int, cand: Any, reading: Any) -> bool:
    """Whether word ``i`` stands right after a word of a label the form reads surely ("Treasure *cases*"), or before
    "of" and such a word ("*members* of staff")."""
    labelled = {t for p in cand.parts if p.kind == "label" and p.conf >= SURE for t in p.tokens}
    of = i + 2 < len(reading.tokens) and reading.tokens[i + 1].low == "of" and i + 2 in labelled
    return i - 1 in labelled or of


def _counts(form: Any) -> bool:
    """Whether the form adds up a number, or counts relationships (each an occasion), not the nodes of a label
    ("how many *times* has X been serviced" counted as mechanics counts each mechanic once)."""
    for n in subexpressions(form):
        if isinstance(n, Agg | Aggregate) and n.fn == "sum":
            return True
        if isinstance(n, Agg) and n.fn == "count" and not isinstance(n.relation, Calc) and \
                "." in relation_steps(n.relation)[-1].name:
            return True  # (AGG count (R BORROWED.end)): each BORROWED of the member
        if isinstance(n, Count) and not any(isinstance(c, Class) for c in conjuncts(n.expr)):
            return True  # (COUNT (AND (JOIN RODE.start …) …)): the RODE relationships themselves
    return False


def _one_step(i: int, cand: Any) -> str | None:
    """The relationship named next to word ``i`` when the form walks it one step at a time, never twice in a row."""
    rel = next((p.text for p in cand.parts if p.kind == "relation" and p.tokens
                and (i - 1 in p.tokens or i + 1 in p.tokens)), None)
    if rel is None:
        return None
    for node in subexpressions(cand.form):
        steps = [s.name.split(".")[0] for s in relation_steps(node.relation)] \
            if isinstance(node, Join) and not isinstance(node.relation, Calc) else []
        if steps and isinstance(node.expr, Join) and not isinstance(node.expr.relation, Calc):
            steps.append(relation_steps(node.expr.relation)[0].name.split(".")[0])  # (JOIN r (JOIN r X)): r twice
        if any(a == b == rel for a, b in zip(steps, steps[1:], strict=False)):
            return None  # a chain of the relationship: more than one step
    return f"one {rel} step, as the form walks it"


def _contracted(word: str) -> str | None:
    """The pronoun of "we've" / "they're" / "I'd" (a function word written with an auxiliary), or None."""
    head, _, tail = word.replace("’", "'").partition("'")
    return head if tail in CONTRACTED and head in STOP else None


def _ranked_by_named(i: int, cand: Any, reading: Any) -> str | None:
    """The key a ranking form (ARGMAX / ARGMIN / TOP) ranks by when a sure property piece read after a "by" that
    follows word ``i`` names it ("the most generous friend, *by annual gift*"), or None."""
    form = cand.form
    slot = form.slot if isinstance(form, Top) else form.relation if isinstance(form, ArgMax | ArgMin) else None
    if not isinstance(slot, Relation):
        return None
    by = next((j for j in range(i + 1, len(reading.tokens)) if reading.tokens[j].low == "by"), None)
    if by is None:
        return None
    key = identifier_words(slot.name.rsplit(".", 1)[-1])
    for p in cand.parts:
        if p.kind == "property" and p.text == key and p.conf >= NAMED and p.tokens and min(p.tokens) > by and \
                all(not reading.tokens[j].content for j in range(by + 1, min(p.tokens))):
            return key  # ("by their annual gift": only function words between "by" and the key's words)
    return None
