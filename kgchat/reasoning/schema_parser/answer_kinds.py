"""What kind of node a question asks for when no label word says it, and which readings answer another kind.

Two ways a question names the kind of its answers without a label word:

- its head noun is a value a key stores, not a label: "*front office managers* who replied to a review", "which
  *night auditors* work at a boutique hotel", "*concierges* at hotels with a spa" ask for the nodes that hold that
  value (``value_head``): a plural value at the head of the question, followed by a relative word, a preposition or
  a verb (not by a label word it would narrow: "*family* rooms"), whose holders are the asked labels, less a label
  named right after a preposition ("concierges *at hotels*": the hotels are where they are, not what is asked);
- "who" asks for someone, and a graph says which of its labels can be someone: its labels of people (keys only a
  person has: ``people.person_labels``, or nodes named by a person's name: ``fullName``, ``firstName`` with
  ``lastName``), and its doers (``SchemaIndex.doers``: the end of a relationship whose name
  is a verb, the one who *made* or *wrote* something) that are named, not numbered: a label whose naming key is a
  code, a reference or a number (``roomCode``, ``ref``, ``reviewNo``) keeps records and things, never someone.

A reading that answers another kind of node is never exact (``mismatch``); where a reading of the asked kind scores
close to the best and leaves no more of the question over, it is tried first (``prefer_fitting``). A named doer (a
boat that enters races) may answer "who", but where a graph has labels of people, a reading of people that scores as
well as the best one (within ``TIE``) and leaves no more over is the likelier meaning, and is tried first ("who had
the cheapest charter": the customer who chartered, not the boat).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kgchat.logic.nodes import Agg, Join, Relation, Top, relations_in
from kgchat.reasoning.schema_parser.counted import every_edge_read
from kgchat.reasoning.schema_parser.holders import turned_to_holders
from kgchat.reasoning.schema_parser.leading_words import kind_shortened
from kgchat.reasoning.schema_parser.parts import Candidate, Part
from kgchat.reasoning.schema_parser.people import labels_of_people
from kgchat.reasoning.schema_parser.rival_meanings import narrower_labels
from kgchat.reasoning.schema_parser.schema_index import ValueMention
from kgchat.reasoning.schema_parser.value_doers import said_value
from kgchat.schema import identifier_words
from kgchat.text import lemma, word_kinds

MARGIN = 1.0  # how far behind the best a reading of the asked kind may score and still come first
TIE = 0.1  # how far behind the best a reading of people may score and still come first for "who"
TIES_LOOKED_AT = 12  # the best readings whose ties are ordered by the kind they answer
SURE_LABEL = 0.75  # a label word named at least this surely
LEADS = frozenset("list show me give find get name all every each any our the".split())  # noqa: SIM905
RELATIVE = frozenset({"who", "whom", "that", "which", "whose"})
SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})  # a clause's subject right after the noun it tells of
PREPOSITIONS = frozenset({"at", "in", "on", "for", "of", "with", "from", "by", "under", "within", "across"})
# a preposition before the label word after "who is …": the label is said of something else ("who's been out *to*
# the lifts at X", "who was PM *on* the project")
PLACED = PREPOSITIONS | {"to", "into", "onto", "over", "through", "after", "around", "about"}
CODE_WORDS = frozenset("code ref reference no nr num number id key uuid serial sku barcode isbn".split())  # noqa: SIM905  # a naming key's last word
AUXILIARIES = frozenset("have has had are were was is do did does will can".split())  # noqa: SIM905  # "who *have* appeared"
ARTICLES = frozenset({"a", "an", "the", "our", "any", "some", "each", "every"})
BE = frozenset({"is", "are", "was", "were", "'s", "'re"})


def value_head(b: Any) -> tuple[tuple[int, ...], frozenset[str]] | None:
    """The words of a stored value that heads the question, and the labels of the nodes it asks for (see the module
    docstring); None when the question's head is no such value."""
    tokens = b.r.tokens
    i = 1 if tokens and tokens[0].low in ("which", "what") else 0
    while i < len(tokens) and tokens[i].low in LEADS and i < 4:
        i += 1
    heads = [vm for vm in b.g.values if min(vm.tokens) == i and vm.element.kind in ("prop", "edge_prop")]
    if not heads:
        return None
    end = max(max(vm.tokens) for vm in heads) + 1
    heads = [vm for vm in heads if max(vm.tokens) + 1 == end and (_plural(vm, tokens[end - 1].low) or kind_shortened(
        [tokens[j].low for j in vm.tokens], str(vm.value)))]  # "the NMRs", "confocals"
    labels = {j: m.element.name for m in b.g.elements("label") if m.score >= SURE_LABEL for j in m.tokens}
    if not heads or any(j in labels for vm in heads for j in vm.tokens) or end in labels:
        return None  # no plural value, or one that names a label too, or narrows the label named next ("family rooms")
    # a relative word may carry its auxiliary ("operators *who've* been on …", "staff *who're* …")
    after = tokens[end].low.replace("’", "'").split("'")[0] if end < len(tokens) else ""
    if end < len(tokens) and not (after in RELATIVE | SUBJECTS | PREPOSITIONS | AUXILIARIES or _verb_at(b, end)):
        return None
    holders = {h for vm in heads for h in _holders(b, vm)}
    if end < len(tokens) and tokens[end].low in PREPOSITIONS:
        j = end + 1
        while j < len(tokens) and tokens[j].low in ARTICLES:
            j += 1
        while j in labels or j < len(tokens) and any(j in m.tokens for m in b.g.elements("label")):
            at = {m.element.name for m in b.g.elements("label") if j in m.tokens}  # where they are: not asked
            holders = {h for h in holders if not _fits(h, frozenset(at), b)}
            j += 1
    if not holders:
        return None
    return tuple(range(i, end)), frozenset(holders)


def _holders(b: Any, vm: ValueMention) -> tuple[str, ...]:
    """The labels whose nodes a stored value describes: a node key's holders; for a relationship's key, the nodes
    the relationship starts from, the one who takes the part it names ("which *conductors* appeared at X" of
    ENGAGED_FOR's role: the guests engaged, not the concerts)."""
    if vm.element.kind == "prop":
        return vm.element.holders
    return tuple(x for rel in b.schema.relationships if rel.name == vm.element.owner for x in rel.starts)


def _plural(vm: ValueMention, word: str) -> bool:
    """Whether the question says the value as a plural ("managers" for 'Front Office Manager')."""
    last = vm.value.lower().split()[-1:] or [""]
    return word != last[0] and word.endswith("s") and word.rstrip("es").startswith(last[0].rstrip("e")[:4])


def _verb_at(b: Any, j: int) -> bool:
    """Whether the word at ``j`` names a relationship type or is only a verb ("auditors *work* at", "soloists
    *played* at")."""
    return any(j in m.tokens for m in b.g.elements("rel")) or word_kinds(b.r.tokens[j].low) == {"VERB"}


def _asks_who(b: Any) -> bool:
    """"*Who* …", or "… belongs to *who*" / "most recent pass - *who*" (a clause of its own asks)."""
    return bool(b.r.tokens) and (b.r.tokens[0].low in ("who", "whom") or any(
        c.op in ("who", "whom") and c.value == "clause" for c in b.r.of("wh")))


def _fits(label: str, kinds: frozenset[str], b: Any) -> bool:
    return label in kinds or any(b.index.within(label, k) for k in kinds)


def people_labels(b: Any) -> frozenset[str]:
    """The labels of people (``people.labels_of_people``)."""
    return labels_of_people(b.index.schema, b.index.within)


def _someone(label: str, b: Any) -> bool:
    """Whether ``label``'s nodes can answer "who" (see the module docstring)."""
    if _fits(label, people_labels(b), b):
        return True
    info = b.index.schema.label(label)
    key = info.name_property if info is not None else None
    coded = key is not None and identifier_words(key).lower().split()[-1:] in ([w] for w in CODE_WORDS)
    return _fits(label, b.index.doers, b) and not coded


ORDERING = frozenset({"ranked", "rank", "sorted", "sort", "ordered", "order", "arranged", "listed"})  # before "by"


def one_number_for_a_list(cand: Any, b: Any) -> str | None:
    """Why ``cand`` cannot answer a question that asks for things in an order ("inspectors *ranked by* total km
    driven", "sites sorted by beds"): it gives one number, a total or a count, not the things; None otherwise."""
    if cand.answer != "number":
        return None
    tokens = b.r.tokens
    for i, t in enumerate(tokens[:-1]):
        if t.low in ORDERING and tokens[i + 1].low == "by" and \
                any(max(m.tokens) < i for m in b.g.elements("label") if m.score >= SURE_LABEL):
            return f"'{t.text} {tokens[i + 1].text}' asks for the things in an order, and this gives one number"
    return None


def things_for_a_number(cand: Any, b: Any) -> str | None:
    """Why ``cand`` cannot answer a question that asks for a number and ranks nothing ("average hauls per trip on
    Curlew Bank, *1 dp*", "*how much* repair work went through insurance"): it gives things, and no number to round
    or amount; None otherwise, and for a number per group the question asks for ("average score *per estate*")."""
    if cand.answer != "nodes" or b.r.of("top") or _figure_per_group(cand, b):
        return None
    asked = b.r.of("round") or [c for c in b.r.of("agg") if c.word.lower() == "how much"]
    if not asked:
        return None
    return f"'{b.r.text(list(asked[0].tokens))}' asks for a number, and this answers {cand.target} nodes"


def _figure_per_group(cand: Any, b: Any) -> bool:
    """Whether ``cand`` gives a number for each of the things a grouping word asks for ("average SAP score *per
    estate*": each estate with its mean), which the number asked for is, read on the relationships the question
    names (``counted.every_edge_read``)."""
    return bool(b.r.of("grouping")) and isinstance(cand.form, Top) and isinstance(cand.form.slot, Agg) and \
        cand.form.slot.fn in ("avg", "sum", "count") and every_edge_read(cand, b.index) is None


def mismatch(cand: Any, b: Any) -> str | None:
    """Why ``cand`` answers another kind of node than the question asks for (see the module docstring), or None."""
    if (why := one_number_for_a_list(cand, b) or things_for_a_number(cand, b)) is not None:
        return why
    if cand.answer != "nodes" or not cand.target:
        return None
    head = value_head(b)
    if head is not None and not _fits(cand.target, head[1], b):
        said = b.r.text(head[0])
        return f"'{said}' asks for {' or '.join(sorted(head[1]))} nodes that hold it, and this answers {cand.target} nodes"
    if (part := _date_head(b)) is not None:
        return f"'{part}' asks for a {part}, a value of a date, and this answers {cand.target} nodes"
    if (asked := _who_is(b)) is not None:
        return None if _fits(cand.target, frozenset({asked}), b) else f"'who' asks for the {asked} nodes it names, " \
            f"and this answers {cand.target} nodes"
    if _asks_who(b) and b.index.doers and not _someone(cand.target, b):
        return f"'who' asks for someone, and {cand.target} nodes are things done or made, never the one who does"
    return None


DATE_HEADS = frozenset({"year", "years", "month", "months", "decade", "decades", "quarter", "quarters", "weekday",
                        "day", "date"})  # words for a time, or a part of a date, that a question can ask for


def _date_head(b: Any) -> str | None:
    """The word for a time that heads the question ("*year* with the most jars filled", "in which *month* …", "what
    *date* …"), when no label of the graph is named by it; None otherwise. Such a question asks for a value, never for
    nodes."""
    tokens = b.r.tokens
    i = 0
    while i < len(tokens) and i < 4 and tokens[i].low in LEADS | {"which", "what", "in", "on", "during"}:
        i += 1
    if i >= len(tokens) or tokens[i].low not in DATE_HEADS:
        return None
    if any(i in m.tokens for m in b.g.elements("label") if m.score >= SURE_LABEL):
        return None
    if i + 1 < len(tokens) and tokens[i + 1].low in ("'s", "of") or any(
            i + 1 in m.tokens for m in b.g.elements("label") + b.g.elements("prop") if m.score >= SURE_LABEL):
        return None  # "the year's best-sellers", "month of the release", "year group pupils": it names something else
    return tokens[i].low


def _surely(cand: Any, b: Any) -> bool:
    """Whether ``cand`` answers the asked kind surely enough to be tried before a better-scoring reading: for "who",
    nodes of a label of people where the graph has one (a named doer, a hotel or a company, may be someone, but
    is no surer a reading than the best one)."""
    if value_head(b) is not None or not _asks_who(b):
        return True
    people = people_labels(b)
    return not people or _fits(cand.target, people, b) or _who_is(b) is not None


def _who_is(b: Any) -> str | None:
    """The label a question asks for by "who is/are …" and the label's word, said surely after the verb be and no
    other verb ("who are our preferred *suppliers*": the suppliers are the someone asked for), or None."""
    tokens = b.r.tokens
    if len(tokens) < 3 or tokens[0].low not in ("who", "whom") or tokens[1].low not in BE:
        return None
    said = sorted((min(m.tokens), m.element.name) for m in b.g.elements("label") if m.tokens and m.score >= SURE_LABEL)
    if not said:
        return None
    first, label = said[0]
    verbs = {i for m in b.g.elements("rel") for i in m.tokens}
    keys = {i for kind in ("prop", "edge_prop") for m in b.g.elements(kind) if m.score >= SURE_LABEL for i in m.tokens}
    keys |= {i for vm in b.g.values for i in vm.tokens}  # "approved", "preferred": a key's word, said of them
    if any(i in em.tokens for em in b.g.entities for i in range(2, first)):
        return None  # "who is X's manager": what X's relationship names, not a kind
    if any(i in verbs or i not in keys and word_kinds(tokens[i].low) == {"VERB"} for i in range(2, first)):
        return None
    if any(tokens[i].low in PLACED for i in range(2, first)):
        return None  # "who was PM *on* the project …": the label is said of something else asked
    return label


def _fitting_ties_first(named: list[Any], b: Any) -> list[Any]:
    """``named`` with the readings that score alike, next to each other, ordered so that those of the asked kind come
    first ("list the *apprentices*": the staff whose role says so, tried before the jobs some apprentice attended,
    scored the same); the order stands otherwise (a reading moved ahead before stays there)."""
    head: list[Any] = []
    run: list[Any] = []  # next to each other in the order given (an earlier step may have moved one ahead)
    for c in [*named[:TIES_LOOKED_AT], None]:
        if run and (c is None or round(c.score, 6) != round(run[0].score, 6)):
            head += sorted(run, key=lambda x: mismatch(x, b) is not None) if len(run) > 1 else run
            run = []
        if c is not None:
            run.append(c)
    return [*head, *named[TIES_LOOKED_AT:]]


def prefer_fitting(named: list[Any], b: Any) -> tuple[list[Any], str]:
    """``named`` (best first) with a close reading of the asked kind moved ahead of a best one that answers another
    kind, and a sentence for the trace ("" when the order stands)."""
    if len(named) < 2:
        return named, ""
    named = _fitting_ties_first(named, b)
    top, why = named[0], mismatch(named[0], b)
    if things_for_a_number(top, b) is not None and (number := next((c for c in named[1:TIES_LOOKED_AT]
                                                                    if c.answer == "number"), None)) is not None:
        return [number, *[c for c in named if c is not number]], (
            f"the best-scoring reading answers {top.target} nodes, but {why.split(', and')[0]}; the best reading "
            f"that computes a number ({number.score:.2f} to {top.score:.2f}) is tried first")
    head = value_head(b) if why else None
    if head is not None and (turned := turned_to_holders(top, b, head)) is not None and mismatch(turned, b) is None:
        return [turned, *named], (f"the best-scoring reading answers {top.target} nodes, but {why.split(', and')[0]}; "
                                  f"the same reading, read from those that hold it, answers {turned.target} nodes")
    for alt in named[1:] if why or top.mismatch else ():
        if top.score - alt.score >= MARGIN:
            break
        # nodes where the question asks for a key's values ("what deposit was paid on X"): a reading of the values
        # of a key a word names surely, which may leave one word more unread (never exact then), as the nodes are
        # no answer at all
        values = bool(top.mismatch) and top.answer == "nodes" and alt.answer == "value" and any(
            p.kind == "property" and p.tokens and p.conf >= SURE_LABEL for p in alt.parts)
        if (why and alt.answer == top.answer or values) and mismatch(alt, b) is None and not alt.mismatch \
                and _surely(alt, b) and len(alt.uncovered) <= len(top.uncovered) + values \
                and len(alt.unused) <= len(top.unused):
            said, kind = (why or top.mismatch).split(", and")[0], "values" if values else "nodes"
            return [_who_walk_unasked(alt, b), *[c for c in named if c is not alt]], (
                f"the best-scoring reading answers {top.target} nodes, but {said}; a reading of {alt.target} {kind} "
                f"scores close ({alt.score:.2f} to {top.score:.2f}) and leaves "
                f"{'at most one word more' if values else 'no more'} of the question over, so it is tried first")
    if why is None:
        named, why = _people_first(named, b)
        return _broad_first(named, b, why)
    return named, ""


def _who_walk_unasked(cand: Any, b: Any) -> Any:
    """``cand``, moved ahead because "who" asks for someone, with a step no word names, walked only to reach them,
    counted as a step no word asks for: "who paid the biggest deposit" read as the staff who worked on the job a
    client paid it on walks to one label of people where another may be meant, so it is never exact."""
    if not _asks_who(b) or any(p.kind == "label" and p.tokens for p in cand.parts):
        return cand
    names = relations_in(cand.form)
    named = {m.element.name for m in b.g.elements("rel") if m.score >= SURE_LABEL}
    owners = {n.split(".")[0] for n in names if n.count(".") and n.split(".")[1] not in ("start", "end")}
    unasked = sorted(t for t in {n.split(".")[0] for n in names} - named - owners if b.schema.rel(t) is not None)
    if not unasked:
        return cand
    return replace(cand, parts=[*cand.parts, Part(None, frozenset(), 0.0, "relation", " then ".join(unasked),
                                                  unasked=True)])


def _broad_first(named: list[Any], b: Any, why: str) -> tuple[list[Any], str]:
    """A reading that scores as well as the best one (within ``TIE``) and differs from it only by a broader label
    where the best one has a narrower one no word names, first: the narrower label keeps some of the things asked
    about for no word of the question ("who has handled the most complaints": every member of staff, not the
    safeguarding leads among them). The narrower reading stays a rival, one no word asks for."""
    top = named[0]
    for alt in named[1:]:
        if top.score - alt.score > TIE:
            break
        if (pairs := narrower_labels(top, alt, b.index.within)) and len(alt.uncovered) <= len(top.uncovered):
            return [alt, *[c for c in named if c is not alt]], (why + "; " if why else "") + (
                "a reading of " + ", ".join(f"{c} nodes" for _, c in pairs) + " scores as well as the best one, "
                "which keeps only " + ", ".join(f"the {r} nodes among them" for r, _ in pairs)
                + " though no word names them, so it is tried first")
    return named, why


def _people_first(named: list[Any], b: Any) -> tuple[list[Any], str]:
    """For "who", a reading of people that scores as well as a best one of named doers, first (module docstring)."""
    top, people = named[0], people_labels(b)
    if not _asks_who(b) or top.answer != "nodes" or not people or not top.target or _fits(top.target, people, b):
        return named, ""
    for alt in named[1:]:
        if top.score - alt.score > TIE:
            break
        if alt.answer == top.answer and alt.target and _fits(alt.target, people, b) \
                and len(alt.uncovered) <= len(top.uncovered) and len(alt.unused) <= len(top.unused):
            return [alt, *[c for c in named if c is not alt]], (
                f"'who' asks for someone: a reading of {alt.target} nodes, people, scores as well as the best one "
                f"({alt.score:.2f} to {top.score:.2f}), of {top.target} nodes, so it is tried first")
    return named, ""


def unnamed_kind(cand: Any, reading: Any, b: Any) -> list[Any]:
    """A row not covered when ``cand`` answers with (or counts) nodes of a label no word of the question names, and
    neither the question's word ("who", "where", "when") nor a key only that label's nodes hold ("how many were
    *streamed*") says the kind: the kind of thing answered was guessed ("X's fee per call?" read as a walk to
    guests), so the answer cannot be exact."""
    from kgchat.logic.nodes import Count
    from kgchat.types import Coverage

    counted = cand.answer == "number" and isinstance(cand.form, Count)  # a total or mean: its key says the kind
    if not (cand.answer == "nodes" or counted) or not cand.target or not any(
            p.kind == "label" and p.text == cand.target and not p.tokens for p in cand.parts):
        return []
    if any(c.op in ("who", "whom", "where", "when") for c in reading.of("wh")):
        return []
    own = {m.element.words for m in b.prop_mentions(cand.target) if tuple(m.element.holders) == (cand.target,)}
    if any(p.tokens and p.kind in ("property", "constraint", "value") and (p.text == w or p.text.startswith(w + " "))
           for p in cand.parts for w in own):
        return []
    if _value_heads(cand, reading, b) or _named_rel_end(cand, b) or _own_key_used(cand, b):
        return []
    return [Coverage(f"the answer is {cand.target} nodes, and no word of the question names that kind", "type")]


def _named_rel_end(cand: Any, b: Any) -> bool:
    """Whether words read as the relationship the answer's nodes take part in ("which *actors* have performed at X",
    "what does X *crew on*") name it, not one of its keys ("fee" of a booking's feeGbp), and it has ``cand``'s label
    alone at one end: the relationship says the kind."""
    keyed = {i for m in b.g.schema if m.element.kind in ("prop", "edge_prop") for i in m.tokens}
    for p in cand.parts:
        if p.kind != "relation" or not p.tokens or set(p.tokens) <= keyed:
            continue
        rel = b.schema.rel(p.text.split(" then ")[0])
        if rel is None:
            continue
        for ends in (rel.starts, rel.ends):  # a narrower label at that end too (Director of Artist) says no other kind
            broad = [x for x in ends if x == cand.target or not b.index.within(x, cand.target)]
            if broad == [cand.target]:
                return True
    return False


def _own_key_used(cand: Any, b: Any) -> bool:
    """Whether the form reads a node key only ``cand``'s label holds ("which show is the *longest*": runtimeMin):
    the key says the kind."""
    from kgchat.logic.nodes import Relation, subexpressions

    names = {x.name for x in subexpressions(cand.form) if isinstance(x, Relation)}
    for key in names:
        holders = [x.name for x in b.schema.labels if x.property(key) is not None]
        if holders == [cand.target]:
            return True
    return False


def head_elsewhere(cand: Any, b: Any) -> list[Any]:
    """A row not covered when the stored value heading the question ("which *assistants* taught at X": TEACHES's
    role) asks for ``cand``'s nodes, and ``cand`` tests it on other nodes along a walk (the workshops that have an
    assistant): the kind is right, the test is not on it."""
    from kgchat.logic.nodes import Entity, Join, conjuncts, subexpressions
    from kgchat.logic.sexpr import to_sexpr
    from kgchat.types import Coverage

    head = value_head(b) if cand.answer == "nodes" and cand.target else None
    if head is None or not _fits(cand.target, head[1], b):
        return []
    values = {vm.value for vm in b.g.values if set(vm.tokens) <= set(head[0])}
    tested = [c for c in subexpressions(cand.form) if isinstance(c, Join) and isinstance(c.expr, Entity)
              and c.expr.id in values]
    own = [c for top in conjuncts(cand.form) for c in subexpressions(top) if c in tested
           and not _walks_first(top, b)]
    if not tested or own:
        return []
    said = b.r.text(head[0])
    return [Coverage(f"'{said}' asks for {cand.target} nodes, and the answer tests it on other nodes: "
                     f"{to_sexpr(tested[0])}", "constraint")]


def _walks_first(expr: Any, b: Any) -> bool:
    """Whether ``expr`` first walks a relationship type to other nodes (not a key of the nodes, or of their own
    relationships)."""
    from kgchat.logic.nodes import Join, Relation

    rel = expr.relation if isinstance(expr, Join) else None
    return isinstance(rel, Relation) and "." not in rel.name and b.schema.rel(rel.name) is not None


def _value_heads(cand: Any, reading: Any, b: Any) -> bool:
    """Whether a value ``cand`` tests is said as the question's head noun ("*conductors* with no agent", "cheapest
    *conductor* by fee": a role value naming the kind of the nodes asked for), with only leading words, the
    question's word or a ranking before it."""
    from kgchat.reasoning.schema_parser.initials import acronym_value
    from kgchat.reasoning.schema_parser.value_doers import says_value, words_apart

    ranking = {i for c in reading.of("top") for i in c.tokens}
    lead = LEADS | {"which", "what", "how", "many", "much"}
    for p in cand.parts:
        if p.kind != "value" or not p.tokens:
            continue
        first, i = min(p.tokens), max(p.tokens)
        said, value = words_apart(reading, list(range(first, i + 1)), p.text)  # "*motor* cruisers", "no shows"
        words = p.text.lower().split()  # "which *WMs*": the initials of the value 'Watch Manager'
        spelt = first == i and any(acronym_value(reading.tokens[i].text, {" ".join(words[-n:]): ()}) is not None
                                   for n in range(2, 7))
        if (spelt or said[:-1] == value[:-1] and says_value(said[-1], value[-1])
                or kind_shortened(said, said_value(p, b))) and \
                all(reading.tokens[j].low in lead or j in ranking for j in range(first)):
            return True
    return False


def truth_for_wh(reading: Any, answers: list[Any]) -> list[Any]:
    """A row not covered when a question asking what, which, who, where, when or how is answered by true or false
    alone ("what did we pay X": an expenses-paid flag); the badge then refuses it (``asked_unread.wrong_kind``)."""
    from kgchat.reasoning.asked_unread import bare_truth
    from kgchat.types import Coverage

    wh = [c.op for c in reading.of("wh")]
    why = bare_truth(wh[0], answers) if wh else None
    return [Coverage(why, "type")] if why else []


def answered_key(cand: Candidate) -> str | None:
    """The key (a relationship's too, by its own name) whose values a candidate answers with, read straight off one
    thing's walk (``(JOIN (R key) …)``); None for any other answer."""
    form = cand.form
    if cand.answer != "value" or not (isinstance(form, Join) and isinstance(form.relation, Relation)
                                      and form.relation.reverse):
        return None
    return form.relation.name.rsplit(".", 1)[-1]


def doer_key(cand: Candidate, reading: Any) -> str | None:
    """The key whose values a "who" question's answer is, when its name says the one who does something: an agent
    noun ("maker", "importer", "landowner", "supplier": a verb and "-er" / "-or") or the verb the key's piece reads
    in the question ("who *sponsors* X" of ``sponsor``). None for any other answer: a value is no one otherwise."""
    from lemminflect import getAllLemmas

    key = answered_key(cand)
    words = identifier_words(key).lower().split() if key else []
    if not words:
        return None
    last = words[-1]
    said = {lemma(reading.tokens[j].low) for p in cand.parts if p.kind == "property" and p.text == " ".join(words)
            for j in p.tokens}
    if last in said and "VERB" in getAllLemmas(last):
        return key  # "who sponsors X": the key is the verb said
    for s in range(len(last) - 4):  # "landowner": "owner" inside it
        sub = last[s:]
        if sub.endswith(("er", "or")) and any(len(base) >= 3 and "VERB" in getAllLemmas(base) for base in (
                sub[:-2], sub[:-1], sub[:-3], sub[:-3] + "y")):  # import-er, make-r, win-ner, suppli-er
            return key
    return None
