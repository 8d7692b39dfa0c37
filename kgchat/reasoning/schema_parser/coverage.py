"""Which words of a question a candidate form accounts for, and how (``word_coverage``): the rows the badge
reads: each word or name with the part of the form that covers it, or none; a step no word asks for; a
count whose scope the words leave open; a test said of several related things at once."""

from __future__ import annotations

import os
import re
from dataclasses import fields, is_dataclass
from typing import Any

from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    And,
    ArgMax,
    ArgMin,
    Class,
    Compare,
    Count,
    Entity,
    Expr,
    Join,
    Literal,
    Relation,
    RelationPath,
    Top,
    classes_in,
    conjuncts,
    relation_steps,
    relation_types_in,
    relations_in,
    subexpressions,
)
from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.answer_kinds import DATE_HEADS, doer_key
from kgchat.reasoning.schema_parser.answer_kinds import mismatch as answer_mismatch
from kgchat.reasoning.schema_parser.assemble import answer_label
from kgchat.reasoning.schema_parser.build import Builder, Candidate, count_scope
from kgchat.reasoning.schema_parser.framing import accounted
from kgchat.reasoning.schema_parser.key_nouns import key_noun
from kgchat.reasoning.schema_parser.link_verbs import link_words
from kgchat.reasoning.schema_parser.loose_labels import loose_labels, unread_prefixes
from kgchat.reasoning.schema_parser.numbered import numbered_labels
from kgchat.reasoning.schema_parser.only_label import content_word, counted_end, doubt, only_label, possessed
from kgchat.reasoning.schema_parser.others import cycle_asked, other_word
from kgchat.reasoning.schema_parser.plain_words import plain_word
from kgchat.reasoning.schema_parser.scope import counts_asked, either, prefix_only, universal
from kgchat.reasoning.schema_parser.served import served
from kgchat.reasoning.schema_parser.twice import read_twice
from kgchat.reasoning.schema_parser.words import NUMBER_WORDS, RATE_UNITS, number_value, stem
from kgchat.schema import identifier_words, spoken_words, times
from kgchat.text import word_kinds
from kgchat.types import Coverage

WEAK = 0.75  # a step matched less surely than this by the words it claims
SURELY = 0.95  # words name a key or relationship this surely: a weak reading of them as another step is doubtful
# words a request may open with before the label it asks for ("list all the members …", "show me our stations …")
LEADS = frozenset("list show me give find get all every each any our the a an".split())  # noqa: SIM905


TIME_WORDS = frozenset(["on", "at", "date", "time", "day", "when"])  # a key's word saying that it holds a time


def _time_of_thing(cand: Candidate, reading: Any, builder: Builder) -> list[str]:
    """"what *rating* did Rowan give the course": a time key read only through the word of its event ("rated" of
    ``ratedOn``) holds when the event happened; a question asking what the thing is, by a word that names no time,
    is not answered by it."""
    toks = reading.tokens
    if cand.answer != "value" or len(toks) < 2 or toks[0].low not in ("what", "which") or \
            toks[1].low in DATE_HEADS | TIME_WORDS:
        return []
    out = []
    for name in relations_in(cand.form):
        prop = builder.schema.value_type(name)
        words = identifier_words(name.split(".")[-1]).lower().split()
        if prop is None or not times(prop) or stem(toks[1].low) not in {stem(w) for w in words}:
            continue
        if all(w in TIME_WORDS or stem(w) == stem(toks[1].low) for w in words):
            out.append(f"'{toks[1].text}' asks for what it is, and {name} holds when it was {words[0]}")
    return out


OF_ARTICLES = frozenset(["the", "a", "an", "each", "every", "their", "its"])


def _key_of_another(cand: Candidate, reading: Any, builder: Builder) -> list[str]:
    """"average review score per *year of the review*": a key's words said "of" a label or relationship type the
    words name surely, read as the key of other nodes (a branch's ``openedYear``): the question says whose it is,
    and the reading takes another's."""
    toks = reading.tokens
    out = []
    for p in cand.parts:
        if p.kind != "property" or not p.tokens:
            continue
        j = max(p.tokens) + 1
        if j >= len(toks) or toks[j].low != "of":
            continue
        j += 1
        while j < len(toks) and toks[j].low in OF_ARTICLES:
            j += 1
        keys = [m.element for m in builder.g.schema if m.element.kind in ("prop", "edge_prop")
                and set(m.tokens) == set(p.tokens)]
        key = next((e for e in keys if e.words == p.text), None)
        said = [m.element for m in builder.g.schema if m.element.kind in ("label", "rel") and j in m.tokens
                and m.score >= WEAK]
        if key is None or not said:
            continue
        owners = {key.owner} if key.kind == "edge_prop" else set(key.holders)
        if not any(x.name in owners or x.kind == "label" and any(
                builder.index.within(x.name, h) or builder.index.within(h, x.name) for h in owners
                if key.kind == "prop") for x in said):
            out.append(f"'{reading.text(sorted(p.tokens))}' is said of the {toks[j].text}, and this reads "
                       f"{key.words} of {', '.join(sorted(owners))}")
    return out


def _flag_narrowed(cand: Candidate, reading: Any) -> list[str]:
    """"how many *business* customers": a yes/no key read from the head of its name alone (``foodBusiness``), the
    noun before it in the name said nowhere: the key holds of a narrower kind than the words say."""
    said = {t.stem for t in reading.tokens} | {stem(t.low) for t in reading.tokens}
    out = []
    for p in cand.parts:
        words = p.text.split()
        if p.kind != "constraint" or not p.tokens or len(words) < 3 or words[-1] not in ("true", "false"):
            continue
        words = words[:-1]
        mine = {reading.tokens[i].stem for i in p.tokens} | {stem(reading.tokens[i].low) for i in p.tokens}
        missing = [w for w in words[:-1] if stem(w) not in said and "NOUN" in (kinds := word_kinds(w))
                   and "ADV" not in kinds]
        if missing and stem(words[-1]) in mine:
            out.append(f"'{reading.text(sorted(p.tokens))}' names {' '.join(words)} only by its last word: the key "
                       f"holds of a narrower kind than the words say")
    return out


def _flag_by_likeness(cand: Candidate, reading: Any) -> list[str]:
    """"how many *farms*" read as fields with ``livestock`` true: a yes/no key read from a word only a little like
    its name (less surely than WEAK), no word of the name said: which things the word means is a guess."""
    out = []
    for p in cand.parts:
        words = p.text.split()
        if p.kind != "constraint" or not p.tokens or p.conf >= WEAK or len(words) < 2 or \
                words[-1] not in ("true", "false"):
            continue
        mine = {reading.tokens[i].stem for i in p.tokens} | {stem(reading.tokens[i].low) for i in p.tokens}
        if not mine & {stem(w) for w in words[:-1]}:
            out.append(f"'{reading.text(sorted(p.tokens))}' is read as {' '.join(words)} ({p.conf:.2f}), only a "
                       "little like it")
    return out


def _numbered_noun(i: int, cand: Candidate, reading: Any, builder: Builder) -> str | None:
    """The things the form reads, named by the noun of the key that numbers them (``numbered.numbered_labels``: "the
    average price of a commissioned *job*" of ``Installation`` nodes, each with a ``jobRef``), anywhere in the
    question (one said right before a node's number, "job SW-24643", is read with that name already), but not one a
    total is taken per."""
    label = numbered_labels(builder.index).get(reading.tokens[i].stem)
    if label is None or _grouped_by(i, reading) or not reading.tokens[i].low.isalpha():
        return None
    read = {cand.target, *classes_in(cand.form), *_walked_ends(cand, builder)} if cand.form is not None else set()
    if not any(x == label.name or x and builder.index.within(x, label.name) for x in read):
        return None  # (the battery jobs: ``Battery`` nodes, each an ``Installation`` too)
    return f"the {label.name} nodes, by the noun of the key that numbers them"


def _grouped_by(i: int, reading: Any) -> bool:
    """Whether the label word at ``i`` says what a total or average is taken per ("average cost per sample sent,
    *by lab*"): after "by", "per" or "each" in a question with one. A walk to its nodes does not group by them."""
    return i > 0 and reading.tokens[i - 1].low in ("by", "per", "each") and bool(reading.of("agg"))


def word_coverage(cand: Candidate, reading: Any, builder: Builder) -> list[Coverage]:
    """How a candidate accounts for the question: a covered row per piece, and one not covered per content word
    left over, name or value left out, step no word asks for, and answer of another kind than asked for."""
    coverage = [Coverage(reading.text(sorted(p.tokens)), _coverage_kind(p.kind), p.text)
                for p in cand.parts if p.tokens]
    ends = _walked_ends(cand, builder)
    walks = any(builder.schema.rel(name.split(".")[0]) is not None for name in relations_in(cand.form))
    unread: list[int] = []
    for i in cand.uncovered:
        if (why := accounted(i, cand, reading, walks, builder)) is not None:
            coverage.append(Coverage(reading.tokens[i].text, "relation", why))
            continue  # no content of its own, or what it says the form does ("ranked *based on*", "*located* in")
        if (why := key_noun(i, cand, reading, builder)) is not None:
            coverage.append(Coverage(reading.tokens[i].text, "relation", why))
            continue  # what a key the form reads holds ("runway *length*" of runwayM, "since *what year*")
        if (why := plain_word(i, cand, reading, builder.schema) or other_word(i, cand, reading)
                or served(i, cand, reading, builder)) is not None:
            coverage.append(Coverage(reading.tokens[i].text, "relation", why))
            continue  # what the form's shape says ("report *directly* to", "how many … *exist*", "*his* branch")
        label = next((m.element.name for m in builder.g.elements("label") if i in m.tokens and m.score >= WEAK), None)
        if label is not None and label in ends and not _grouped_by(i, reading):
            coverage.append(Coverage(reading.tokens[i].text, "type", f"the {label} end of {ends[label]}"))
            continue
        if (why := _numbered_noun(i, cand, reading, builder)) is not None:
            coverage.append(Coverage(reading.tokens[i].text, "type", why))
            continue  # "the average price of a commissioned *job*": the Installation nodes, each with a jobRef
        unread.append(i)
    # a noun of the asker's own, read from where the rest of the question places it, when it is the one content
    # word left unread (with others unread too the form may not be what was asked): read, never exactly
    alone = len([i for i in unread if content_word(reading.tokens[i].low)]) == 1
    links = link_words(unread, cand, reading, builder)  # a verb of the asker's own for the one link walked
    for i in unread:
        word = reading.tokens[i].text
        if alone and (fits := only_label(i, cand, reading, builder)) is not None:
            coverage += [Coverage(word, "type", fits), Coverage(doubt(word, cand.target), "type", None)]
        elif alone and ((end := counted_end(i, cand, reading, builder)) is not None
                        or (end := possessed(i, cand, reading, builder)) is not None):
            coverage += [Coverage(word, "type", end[1]), Coverage(doubt(word, end[0]), "type", None)]
        elif i in links:
            coverage.append(Coverage(word, "relation", links[i]))
        else:
            coverage.append(Coverage(word, "relation", None))
    coverage += [Coverage(name, "entity", None) for name in cand.unused]
    coverage += [Coverage(f"a {p.text} step no word asks for", "relation", None, tuple(p.text.split(" then ")))
                 for p in cand.parts if ((p.guessed and not (p.forced and _target_named(cand))) or p.unasked
                                         or _borrowed(p, cand.parts, cand.form)
                 or _label_number(p, cand.parts, cand.form, builder.schema) or _own_label_word(p, cand, builder)
                 or _loose_rank(p, cand, reading))
                 and not cycle_asked(p, cand, reading)]
    if (scope := _count_scope(cand.form)) is not None:
        coverage.append(Coverage(scope, "aggregation", None))
    coverage += [Coverage(why, "relation", None) for why in _split_tests(cand.form)]
    coverage += [Coverage(why, "constraint", None) for why in _summed_past_tests(cand.form)]
    coverage += [Coverage(why, "relation", None) for why in _type_by_unread_key(cand, reading, builder)]
    coverage += [Coverage(why, "aggregation", None) for why in _ranked_by_another_total(cand, reading)]
    coverage += [Coverage(p.doubt, "constraint", None) for p in cand.parts if p.doubt]
    coverage += [Coverage(why, "constraint", None) for why in read_twice(cand, reading)]
    coverage += [Coverage(why, "type", None) for why in loose_labels(cand, reading, builder)]
    coverage += [Coverage(why, "type", None) for why in _label_in_value(cand, builder)]
    coverage += [Coverage(why, "constraint", None) for why in _value_as_label(cand, reading, builder)]
    coverage += [Coverage(why, "relation", None) for why in _end_unsaid(cand, builder)]
    coverage += [Coverage(why, "relation", None) for why in _surer_elsewhere(cand, reading, builder)]
    coverage += [Coverage(why, "type", None) for why in unread_prefixes(cand, reading)]
    coverage += [Coverage(why, "constraint", None) for why in _as_of_matched(cand, reading)]
    coverage += [Coverage(why, "type", None) for why in _time_of_thing(cand, reading, builder)]
    coverage += [Coverage(why, "relation", None) for why in _key_of_another(cand, reading, builder)]
    coverage += [Coverage(why, "constraint", None) for why in _flag_narrowed(cand, reading)]
    coverage += [Coverage(why, "constraint", None) for why in _flag_by_likeness(cand, reading)]
    coverage += [Coverage(em.loosely, "entity", None) for em in builder.g.entities if em.loosely and any(
        p.kind == "entity" and set(em.tokens) <= p.tokens for p in cand.parts)]  # "ffion caradoc", "Ffion"
    if cand.mismatch:
        coverage.append(Coverage(cand.mismatch, "type", None))
    if (why := answer_mismatch(cand, builder)) is not None:
        coverage.append(Coverage(why, "type", None))  # a stored value, or "who", asks for another kind of node
    coverage += [Coverage(why, "relation", None) for why in prefix_only(cand, reading, builder)]
    coverage += [Coverage(why, "constraint", None) for why in universal(cand, reading, builder)]
    coverage += [Coverage(why, "constraint", None) for why in either(cand, reading)]
    asked = answer_label(builder)
    if asked is not None and cand.answer == "nodes" and asked.element.name != cand.target and \
            _counted_per_group(cand, reading, builder, asked.element.name, ends):
        coverage.append(Coverage(reading.text(asked.tokens), "type",
                                 f"counted per {cand.target} through {ends[asked.element.name]}"))
    elif asked is not None and (cand.answer == "nodes" and asked.element.name != cand.target
                              or cand.answer in ("value", "number") and _asks_for_nodes(reading, asked, builder, cand)):
        coverage.append(Coverage(reading.text(asked.tokens), "type", None))  # it asks for another kind of thing
    elif asked is not None and isinstance(cand.form, Count) and asked.element.name != cand.target and \
            counts_asked(reading, asked):
        coverage.append(Coverage(reading.text(asked.tokens), "type", None))  # "how many customers": not orders
    coverage += [Coverage(why, "type", None) for why in _counts_nodes_for_links(cand, reading)]
    coverage += [Coverage(why, "constraint", None) for why in _untested_numbers(cand, reading)]
    coverage += [Coverage(why, "constraint", None) for why in _rate_as_amount(cand, reading)]
    if (why := _which_numbers(cand, reading, builder)) is not None:
        coverage.append(Coverage(why, "type", None))
    if cand.answer != "nodes" and reading.tokens and reading.tokens[0].low in ("who", "whom"):
        # "who …" asks for someone, not a value, unless the value's key names the one who does it ("who makes X")
        key = doer_key(cand, reading)
        coverage.append(Coverage(reading.tokens[0].text, "type",
                                 None if key is None else f"the one who does it: {key}, a key naming its doer"))
    if cand.answer == "nodes" and (how := _asks_how(reading)) is not None:
        coverage.append(Coverage(reading.tokens[how].text, "type", None))  # "how did she send it": a way, no thing
    return coverage


def _which_numbers(cand: Candidate, reading: Any, builder: Builder) -> str | None:
    """"*Which shows* was X in" answered by the number a key holds (UNDERSTUDIES.showsCovered) because the plural
    after "which" is read as that key: "which" and a plural ask for things of a kind, and a count or amount is none
    of them (a key holding years or dates is a time, which "which year" asks for)."""
    tokens = reading.tokens
    if cand.answer != "value" or len(tokens) < 2 or tokens[0].low != "which" or _singular(tokens[1].low):
        return None
    if not any(1 in p.tokens for p in cand.parts if p.kind == "property"):
        return None
    form = cand.form
    if not isinstance(form, Join) or not isinstance(form.relation, Relation) or not form.relation.reverse:
        return None
    owner, _, key = form.relation.name.rpartition(".")
    rel = builder.schema.rel(owner) if owner else None
    infos = [p for p in rel.properties if p.key == key] if rel is not None else \
        [p for x in builder.schema.labels for p in x.properties if p.key == key]
    if not infos or not all(p.type in ("int", "float") and not times(p) for p in infos):
        return None
    return f"'which {tokens[1].text}' asks for things, and this answers the numbers {form.relation.name} holds"


def _untested_numbers(cand: Candidate, reading: Any) -> list[str]:
    """"How many *five*-star reviews": a number joined by a hyphen to the word a piece reads as a key, where the form
    tests that key for no such value (it adds the stars up): the number says which of them, and is left unread."""
    out = []
    form = to_sexpr(cand.form)
    for i, token in enumerate(reading.tokens):
        head, _, rest = token.low.partition("-")
        number = int(head) if head.isdigit() else NUMBER_WORDS.get(head)
        if not rest or number is None or not any(i in p.tokens for p in cand.parts if p.kind == "property"):
            continue
        if not re.search(rf"(?<![\w.:-]){number}(?:\.0+)?(?![\w.:-])", form):
            out.append(f"'{token.text}' says {number}, which the form tests nothing for")
    return out




def _rate_as_amount(cand: Candidate, reading: Any) -> list[str]:
    """"Engineers on more than 30 *an hour*": a number said per unit of time is a rate; a piece that reads the unit's
    word as a key (``hours``, the hours someone trained) compares an amount of that unit instead, which the words
    do not say."""
    tokens, out = reading.tokens, []
    for p in cand.parts:
        if p.kind != "property" or len(p.tokens) != 1:
            continue
        i, words = next(iter(p.tokens)), p.text.split()
        if not any(stem(w) == tokens[i].stem for w in words) or {"rate", "per"} & set(words):
            continue  # (``hourlyRate``, ``costPerDay``: rates already)
        if i >= 2 and tokens[i].stem in RATE_UNITS and tokens[i - 1].low in ("a", "an", "per") and \
                (number_value(tokens[i - 2].low) is not None or any(ch.isdigit() for ch in tokens[i - 2].text)):
            out.append(f"'{reading.text([i - 2, i - 1, i])}' says a rate, and the form reads {p.text} as an amount")
    return out


def _counts_nodes_for_links(cand: Candidate, reading: Any) -> list[str]:
    """"How many *rides* …" where 'rides' is read as the RODE relationship, not a label, and the form counts nodes:
    the question counts the relationships (each ride), and a count of the nodes at one end of them (the riders)
    answers another kind of thing."""
    if not isinstance(cand.form, Count) or not any(isinstance(c, Class) for c in conjuncts(cand.form.expr)):
        return []  # a count of the relationships themselves ("orders still unpaid": ORDERED.paid) is what is asked
    out = []
    for cue in reading.of("agg"):
        if cue.op != "count" or (noun := max(cue.tokens) + 1) >= len(reading.tokens):
            continue
        if any(noun in p.tokens for p in cand.parts if p.kind == "label"):
            continue
        if reading.tokens[noun].low.endswith("ed") and \
                any(noun + 1 in p.tokens and p.text == cand.target for p in cand.parts if p.kind == "label"):
            continue  # "number of *registered* patrons": a participle before the noun counted, which says which
            # of them (not "*docking* stations", a kind of station, which no relationship test reads)
        rel = next((p.text for p in cand.parts if p.kind == "relation" and noun in p.tokens), None)
        if rel is not None:
            out.append(f"'{reading.tokens[noun].text}' names {rel} relationships, and this counts {cand.target} "
                       "nodes")
    return out


def _walked_ends(cand: Candidate, builder: Builder) -> dict[str, str]:
    """Labels the form reaches through a relationship type it walks whose one end is that label alone ("never
    borrowed any *books*": BORROWED ends at books only), each with the relationship."""
    out: dict[str, str] = {}
    for name in relations_in(cand.form):
        rel = builder.schema.rel(name.split(".")[0])
        if rel is None:
            continue
        for start, side in ((True, rel.starts), (False, rel.ends)):
            if len(side) == 1:
                out.setdefault(side[0], rel.name)
            else:  # several labels, but every node there holds one of them ("members" who may also be authors)
                for label in side:
                    if label not in out and builder.index.all_hold(rel.name, start, label):
                        out[label] = rel.name
    return out


def _counted_per_group(cand: Candidate, reading: Any, builder: Builder, asked: str, ends: dict[str, str]) -> bool:
    """"How many books does each series have": the things asked about are counted per group, so the answer is the
    groups (a word names their label, after "each" / "per") with how many each has, counted through a relationship
    that ends at the asked label alone."""
    if not reading.of("grouping") or not isinstance(cand.form, Top) or not isinstance(cand.form.slot, Agg) or \
            cand.form.slot.fn != "count" or asked not in ends:
        return False
    steps = cand.form.slot.relation.steps if isinstance(cand.form.slot.relation, RelationPath) \
        else (cand.form.slot.relation,)
    if ends[asked] not in {r.name.split(".")[0] for r in steps}:
        return False
    after = min(i for c in reading.of("grouping") for i in c.tokens)
    return any(m.element.name == cand.target and m.score >= WEAK and min(m.tokens) > after
               for m in builder.g.elements("label")) or \
        any(min(v.tokens) == max(c.tokens) + 1 and cand.target in v.element.holders
            for c in reading.of("grouping") for v in builder.g.values)  # "by each *FNOL advisor*": a role's holders


def _count_scope(form: Expr) -> str | None:
    """Why a ranking by how many related things does not rank by what the question counts, or None: it keeps
    the nodes with some related thing that passes a test ("the most products with a reorder level of 0", "the
    most products in the Dairy category") and then counts every related thing through that relationship type,
    those that fail the test too."""
    if isinstance(form, Top):
        expr, slot = form.expr, form.slot
    elif isinstance(form, ArgMax | ArgMin):
        expr, slot = form.expr, form.relation
    else:
        return None
    if not isinstance(slot, Agg) or slot.fn != "count":
        return None
    if not isinstance(expr, And):
        return None  # no test besides what is ranked ("the most common ship cities": the values themselves)
    if slot.where is not None and slot == count_scope(Agg(slot.fn, slot.relation), conjuncts(expr)):
        return None  # it counts only what the tests keep
    steps = slot.relation.steps if isinstance(slot.relation, RelationPath) else (slot.relation,)
    counted = {r.name.split(".")[0] for r in steps}
    for part in conjuncts(expr):
        if not isinstance(part, Join):
            continue
        rels = part.relation.steps if isinstance(part.relation, RelationPath) else (part.relation,)
        beyond = not isinstance(part.expr, Entity) or len(rels) > 1  # a test on the things reached, or past them
        if beyond and {r.name.split(".")[0] for r in rels} & counted:
            return "the count takes in related things the question's test leaves out"
    return None


def _split_tests(form: Any) -> list[str]:
    """Where the form tests the things one step away in two separate conditions ("suppliers with a product in
    Seafood *with* a reorder level above 10"): the form keeps a member when some related thing passes one test and
    some, perhaps another, passes the other, and nothing in it says whether the question meant one thing passing
    both. Tests that only name where the steps lead ("ordered Chai and Tofu", "products in both Seafood and
    Dairy") are not flagged: there the question's own names say which things are meant; nor are tests through a
    relationship's own end ("rides whose rider is a member and is a student"): each relationship has one."""
    out: list[str] = []
    for node in _subforms(form):
        if not isinstance(node, And):
            continue
        first: dict[Relation, list[Join]] = {}
        for part in conjuncts(node):
            if isinstance(part, Join):
                first.setdefault(relation_steps(part.relation)[0], []).append(part)
        for rel, parts in first.items():
            if len(parts) > 1 and any(not isinstance(p.expr, Entity) for p in parts) and not _one_end(rel):
                out.append(f"whether the tests through {rel.name} hold of one related thing or of several")
    return list(dict.fromkeys(out))


def _summed_past_tests(form: Any) -> list[str]:
    """Where a total adds up a key of every relationship of a type a thing has ("units ordered in 2024" per city:
    each shop's STOCKS.units) while the question's test on that type's relationships ("in 2024": STOCKS.orderDate)
    keeps only the things that have some relationship passing it: the total then counts the relationships that
    fail the test too, so it cannot be exact."""
    summed = {step.name.rsplit(".", 1)[0] for x in subexpressions(form) if isinstance(x, Agg | Aggregate)
              for step in relation_steps(x.relation) if step.reverse and step.name.endswith((".start", ".end"))}
    out = []
    for x in subexpressions(form):
        if not (isinstance(x, Join) and isinstance(x.relation, Relation) and x.relation.reverse
                and x.relation.name.rsplit(".", 1)[0] in summed and x.relation.name.endswith((".start", ".end"))):
            continue
        rel = x.relation.name.rsplit(".", 1)[0]
        for t in subexpressions(x.expr):
            key = t.relation if isinstance(t, Compare | Join) else None
            if isinstance(key, Relation) and not key.reverse and key.name.startswith(rel + ".") \
                    and not key.name.endswith((".start", ".end")):
                out.append(f"the test on {key.name} keeps things with some such {rel}, and the total adds up "
                           "all of theirs")
    return list(dict.fromkeys(out))


def _type_by_unread_key(cand: Any, reading: Any, builder: Any) -> list[str]:
    """Where a relationship type the form walks is named only by the words of one of its own keys ("incidents by
    incident command *level*": COMMANDED for its ``level``) and the form reads no such key: the word asks for the
    key, which the answer leaves out."""
    used = relations_in(cand.form)
    out = []
    for p in cand.parts:
        if p.kind != "relation" or not p.tokens:
            continue
        walked = set(p.text.split(" then "))
        named = [m for m in builder.g.schema if set(m.tokens) & p.tokens]
        if any(m.element.kind == "rel" for m in named):
            continue
        said = {stem(reading.tokens[i].low) for i in p.tokens if reading.tokens[i].content}
        if said and any(said <= {stem(w) for w in identifier_words(rel).lower().split()} for rel in walked):
            continue  # "kit *issued* to job X": the words of the type's own name (ISSUED_TO), not only its key's
        for m in named:
            if m.element.kind == "edge_prop" and m.element.owner in walked and set(m.tokens) == set(p.tokens) \
                    and m.element.relation not in used:
                out.append(f"'{reading.text(sorted(p.tokens))}' names {m.element.relation}, which the answer does "
                           "not read")
                break
    return out


def _ranked_by_another_total(cand: Any, reading: Any) -> list[str]:
    """"the highest *average* panel score" ranks by an average: a form ranking by another total of each thing's
    values (their count, with the average kept for a test) reads the words another way."""
    form = cand.form
    slot = form.relation if isinstance(form, ArgMax | ArgMin) else form.slot if isinstance(form, Top) else None
    if not isinstance(slot, Agg):
        return []
    ranking = {max(c.tokens) for c in reading.of("top")}
    said = [c for c in reading.of("agg") if min(c.tokens) - 1 in ranking and c.op in ("avg", "sum", "min", "max")]
    if not said or said[0].op == slot.fn:
        return []
    return [f"'{said[0].word}' after the ranking word asks to rank by the {said[0].op}, and this ranks by the "
            f"{slot.fn}"]


def _one_end(rel: Relation) -> bool:
    """Whether ``rel`` steps from a relationship to its start or end node (``RODE.start``): one node, never several."""
    return not rel.reverse and rel.name.rsplit(".", 1)[-1] in ("start", "end") and "." in rel.name


def _subforms(form: Any) -> list[Any]:
    """The form and every expression inside it, outermost first, the parts of a chain of ANDs visited once as
    that chain."""
    out, todo = [], [form]
    while todo:
        node = todo.pop(0)
        out.append(node)
        kids = conjuncts(node) if isinstance(node, And) else \
            [getattr(node, f.name) for f in fields(node)] if is_dataclass(node) else []
        todo += [k for k in kids if is_dataclass(k) and not isinstance(k, Relation | RelationPath)]
    return out


def _target_named(cand: Candidate) -> bool:
    """Whether a word names the label whose nodes a figure counts or totals a key of, where the answer is a number:
    only then is the one relationship type between two labels forced by the question ("how many *calves* did X
    have" read as a total of X's herd's cowsHead, a key "calves" is only a little like, names no herd, and the
    walk to it is a guess; a key said surely names its holders). Nodes asked for by
    "who" or by a value of the relationship ("the *sire* of X") are left to the other checks."""
    labels = [p for p in cand.parts if p.kind == "label" and p.text == cand.target]
    if cand.answer != "number":  # nodes: forced, unless only a word a little like the label names them ("which
        # *courier* took X" read as the merchants two steps away, though no word asks for either step)
        return not any(p.tokens for p in labels) or any(p.tokens and p.conf >= WEAK for p in labels)
    sure_key = any(p.kind == "property" and p.tokens and p.conf >= WEAK for p in cand.parts)  # "household *size*"
    return not labels or any(p.tokens for p in labels) or sure_key


def _borrowed(part: Any, parts: list[Any], form: Any = None) -> bool:
    """A relationship or property step matched weakly, and only by words another piece of the form is surely named
    by ("the top 3 discontinued products" ranked by their suppliers because 'products' looks a little like
    'supplies'): no word of its own asks for it."""
    if part.kind not in ("relation", "property") or not part.tokens or part.conf >= WEAK or part.forced:
        return False
    if part.kind == "property" and part.text in _valued_keys(form, parts):
        return False  # the key of a value the form tests: the value names it, as it would with no word for the key
    # a sure piece about the same property ("died": dead, which has a death date) lends it nothing
    others = {t for p in parts if p is not part and p.conf >= WEAK and not p.text.endswith(f" {part.text}")
              for t in p.tokens}
    return part.tokens <= others


def _as_of_matched(cand: Candidate, reading: Any) -> list[str]:
    """A time said after "as of" / "as at" ("average years of service *as of 2025*") is when to measure, never a
    value a key must equal: a form that tests a key for it reads something else."""
    out = []
    for p in cand.parts:
        if p.kind != "constraint" or " eq " not in f" {p.text} ":
            continue
        for i in sorted(p.tokens):
            if i >= 2 and reading.tokens[i - 2].low == "as" and reading.tokens[i - 1].low in ("of", "at") \
                    and number_value(reading.tokens[i].low) is not None:
                out.append(f"'{reading.text([i - 2, i - 1, i])}' says when to measure, and this tests {p.text}")
    return out


def _label_in_value(cand: Candidate, builder: Builder) -> list[str]:
    """A label read from a word of a stored value the form tests ("the *herd* book", a committee's name, read as the
    Herd nodes too), where the answer is not that label's nodes and they do not hold the value: the word is the
    value's, and the walk through those nodes is a step no word asks for."""
    out = []
    for p in cand.parts:
        if p.kind != "label" or not p.tokens or p.text == cand.target:
            continue
        value = next((v for v in cand.parts if v.kind == "value" and p.tokens <= v.tokens), None)
        label = builder.schema.label(p.text)
        if value is not None and label is not None and any(
                value.text.startswith(f"{words} ") for x in label.properties
                for words in (identifier_words(x.key), spoken_words(x.key))):
            continue  # "the Kelderby *Show*": a show, named by its own show name
        if value is not None:
            out.append(f"'{p.text}' is read from words of the value {value.text}, which name no {p.text} nodes")
    return out


def _value_as_label(cand: Candidate, reading: Any, builder: Builder) -> list[str]:
    """Rows for a word read as the label's own that is, as written, a value the label's nodes keep and the form does
    not test ("how many *booked* lessons", where a booking's status is 'booked': read as the bookings, the word's
    test is lost)."""
    said = [(p, i) for p in cand.parts if p.kind == "label" for i in sorted(p.tokens)
            if reading.tokens[i].low != reading.tokens[i].stem and word_kinds(reading.tokens[i].low) == {"VERB"}]
    if not said:
        return []  # a label's noun ("bookings") is no value said as a participle
    values = builder.index.values()
    tested = to_sexpr(cand.form)
    rows = []
    for p, i in said:
        held = [(e, v) for e, v in values.get(reading.tokens[i].low, ()) if p.text in e.holders]
        if held and not any(str(v) in tested for _, v in held):
            rows.append(f"'{reading.tokens[i].text}' is a value of {held[0][0].name}, which the form does not test")
    return rows


def _end_unsaid(cand: Candidate, builder: Builder) -> list[str]:
    """A relationship between things of one kind (``PARENT_OF`` from animal to animal) tested by a value of its own
    with nothing at its other end ("animals with no recorded *sire*": role 'sire'): whether the things kept are the
    ones the value describes or the ones at the other end is a choice no word makes (the animals that are sires, or
    those that have one)."""
    out = []
    for node in subexpressions(cand.form):
        if not isinstance(node, Join) or not isinstance(node.relation, Relation) or not node.relation.reverse:
            continue
        rel, _, end = node.relation.name.rpartition(".")
        info = builder.schema.rel(rel) if end in ("start", "end") else None
        if info is None or not set(info.starts) & set(info.ends):
            continue
        tests = conjuncts(node.expr)
        ends = [t for t in tests if isinstance(t, Join) and isinstance(t.relation, Relation)
                and t.relation.name in (f"{rel}.start", f"{rel}.end")]
        valued = [t for t in tests if isinstance(t, Join) and isinstance(t.relation, Relation)
                  and t.relation.name.startswith(f"{rel}.") and isinstance(t.expr, Entity | Literal)]
        if valued and not ends:
            out.append(f"which end of {rel} its value describes is not said: the answer keeps the things at its {end}")
    return out


AUXILIARIES = frozenset({"did", "does", "do", "is", "are", "was", "were", "has", "have", "had", "can", "could",
                         "will", "would", "should"})


def _asks_how(reading: Any) -> int | None:
    """The token of a "how" that asks in what way ("*how* did Xanthe send in her complaint", "how are claims paid"):
    right before a verb of being, having or doing, not before a quantity ("how many", "how long"). Its answer is a
    way of doing, a value, never the things done; None when the question asks no such thing."""
    tokens = reading.tokens
    return next((i for i, t in enumerate(tokens[:-1]) if t.low == "how" and tokens[i + 1].low in AUXILIARIES), None)


def _surer_elsewhere(cand: Candidate, reading: Any, builder: Builder) -> list[str]:
    """A relationship, key or label read weakly from words that surely name another key or relationship the form
    does not use ("Eamon Eastwood's job *role*" read as ASSIGNED_TO, a little like it, where Engineer's ``role``
    is named by the word itself; "*tasks* and hours on FL-1" read as the Job label, where WORKED_ON's ``task`` is
    named by the word; "*tooth* with the most work" read as Dentist, somewhat alike, where INCLUDES's ``teeth`` is
    the word itself): the word asks for what it names, not for the step."""
    used = {p.text for p in cand.parts}
    walked = relations_in(cand.form) | relation_types_in(cand.form)
    out = []
    for p in cand.parts:
        if p.kind not in ("relation", "property", "label") or not p.tokens or p.conf >= (SURELY if p.kind == "label"
                                                                                   else WEAK):
            continue  # (a step forced by the labels is still not what a word naming something else asks for)
        if p.kind == "label" and _own_label_words(p, reading, builder):
            continue  # "dark *roasts*" of RoastBatch: the label's own word, however loosely the whole name fits
        for m in builder.g.schema:
            e = m.element
            said = e.name if e.kind == "rel" else e.words
            if e.kind not in ("prop", "edge_prop", "rel") or m.score < SURELY or not p.tokens <= set(m.tokens) \
                    or said in used or said == p.text or _read_through(e, p, walked, builder):
                continue
            out.append(f"it reads '{reading.text(sorted(p.tokens))}' as {p.text} ({p.conf:.2f}), though the "
                       f"words name {said} surely")
            break
    return out


def _own_label_words(p: Any, reading: Any, builder: Builder) -> bool:
    """Whether a word ``p`` reads as a label is one of the words of that label's name ("roasts" of RoastBatch)."""
    own = {stem(w) for w in identifier_words(p.text).lower().split()}
    return any(reading.tokens[i].stem in own or stem(reading.tokens[i].low) in own for i in p.tokens)


def _read_through(e: Any, p: Any, walked: set[str], builder: Builder) -> bool:
    """Whether the form reads the element ``e`` the words name surely after all, where ``p`` reads them otherwise: a
    key of the type they name, read through that type ("jobs *booked* in 2024" as BOOKED.bookedOn), or any step of
    the form, where ``p`` reads them as the label of the doers ("advisors who *handled* X" as Handler as well as
    HANDLED_BY)."""
    if p.kind == "label":  # (or a key of the label's own nodes: "the *address* of LM-0455" is the home there)
        return e.relation in walked or e.kind == "prop" and p.text in e.holders
    return e.kind == "rel" and e.name in walked and any(
        x.kind == "edge_prop" and x.owner == e.name and x.words == p.text for x in builder.index.elements)


def _loose_rank(part: Any, cand: Candidate, reading: Any) -> bool:
    """The key a superlative ranks by, read only from a word somewhat alike in meaning ("bred the most *calves*"
    ranked by ``cowsHead``), none of whose words the key's name has: what is ranked is the answer's core, and a
    loose likeness does not say it ("*paid* the most" of ``paidGbp`` does)."""
    if part.kind != "property" or not part.tokens or part.conf >= WEAK or part.forced:
        return False
    if any(p.kind == "aggregation" and part.tokens & p.tokens for p in cand.parts):
        return False  # read from the superlative itself: "*furthest* away" measures a distance
    form = cand.form
    slot = form.slot if isinstance(form, Top) else form.relation if isinstance(form, ArgMax | ArgMin) else None
    if not isinstance(slot, Relation) or spoken_words(slot.name.rsplit(".", 1)[-1]) != part.text:
        return False
    own = [w for w in part.text.split() if len(w) > 2]
    return not any(_one_root(reading.tokens[i].low, w) for i in part.tokens for w in own)


def _one_root(word: str, other: str) -> bool:
    """Whether two words share their root: one stem, or all but the last letter of the shorter ("valuable" /
    "value"; not "calves" / "cows")."""
    if stem(word) == stem(other):
        return True
    shared = len(os.path.commonprefix([word, other]))
    return shared >= 4 and shared >= min(len(word), len(other)) - 1


def _label_number(part: Any, parts: list[Any], form: Any, schema: Any) -> bool:
    """A superlative ranking by a key that numbers things (``GraphSchema.numbers_things``: itemNo) read only from the
    word a sure piece reads as the label it numbers ("the top 3 most borrowed *items*" ranked by itemNo): the word
    names the things, and no word asks to rank by their numbers."""
    if part.kind != "property" or not part.tokens:
        return False
    labelled = {t for p in parts if p.kind == "label" and p.conf >= WEAK for t in p.tokens}
    if not part.tokens <= labelled or part.text in _valued_keys(form, parts):
        return False  # (the key of a value the form tests is named by the value)
    slot = form.slot if isinstance(form, Top) else form.relation if isinstance(form, ArgMax | ArgMin) else None
    if not isinstance(slot, Relation):
        return False  # only a ranking by the key: "the *fleet* number of X" asks for the number itself
    return identifier_words(slot.name.rsplit(".", 1)[-1]) == part.text and schema.numbers_things(slot.name)


def _own_label_word(part: Any, cand: Candidate, builder: Builder) -> bool:
    """A key read only from the word that says what kind of thing a named node is ("what was on *order* SO-24177"
    read as orderedOn): the word before the name names the node's label, and no word asks for the key ("when was
    SO-24177 *ordered*" does)."""
    if part.kind != "property" or not part.tokens or part.text in _valued_keys(cand.form, cand.parts):
        return False
    return any(part.tokens <= {i for i in builder.own_label(em) if i < min(em.tokens)} for em in builder.g.entities)


def _valued_keys(form: Any, parts: list[Any]) -> set[str]:
    """The words of each key the form tests for a value that a value piece of ``parts`` reads ("flight no" in
    (JOIN flightNo KW212), read from "KW212": the value's own words name its key)."""
    if form is None:
        return set()
    values = {p.text for p in parts if p.kind == "value"}
    out = set()
    for node in subexpressions(form):
        if isinstance(node, Join) and isinstance(node.relation, Relation) and not node.relation.reverse and \
                isinstance(node.expr, Entity | Literal):
            words = identifier_words(node.relation.name.rsplit(".", 1)[-1])
            value = node.expr.id if isinstance(node.expr, Entity) else node.expr.value
            if f"{words} {value}" in values:
                out.add(words)
    return out


def _asks_for_nodes(reading: Any, asked: Any, builder: Builder | None = None, cand: Candidate | None = None) -> bool:
    """"Which 3 products …", "what products …", "what is the oldest branch", "what's the shortest poetry book", "what's
    the most *valuable* scholarship": the label that heads the question word's noun phrase (after a copula, an
    article, a number, a superlative with the words ``cand`` reads as the property it grades by, and the names that
    qualify it) is what is asked for, so values of a property are another kind of answer."""
    top = {i for c in reading.of("top") for i in c.tokens}
    named: set[int] = set(top)
    if builder is not None:
        named |= {i for em in builder.g.entities for i in em.tokens} | {i for v in builder.g.values for i in v.tokens}
    between = [(i, t.low) for i, t in enumerate(reading.tokens[1:min(asked.tokens)], 1)]
    if cand is not None and any(i in top for i, _ in between):
        named |= {i for p in cand.parts if p.kind == "property" for i in p.tokens if i > min(top)}
    if cand is not None and cand.answer == "value" and isinstance(cand.form, Join) and not reading.of("agg") \
            and not reading.of("grouping") and all(t.low in LEADS for t in reading.tokens[:min(asked.tokens)]) \
            and not (_singular(reading.tokens[max(asked.tokens)].low)
                     and any({*asked.tokens, max(asked.tokens) + 1} & p.tokens for p in cand.parts
                             if p.kind == "property")):
        # "members born after 2004", "list all members …": the label the request opens with is asked for (not in
        # "district code for X", where the label's word, singular, qualifies the key read right after it)
        return True
    if cand is not None and top and _graded_head(reading, asked, named, cand):
        return True
    return bool(reading.tokens) and reading.tokens[0].low in ("which", "what") and \
        all(w.isdigit() or w in ("top", "the", "a", "an", "is", "are", "was", "were", "'s") or i in named
            for i, w in between) and not _names_key(reading, asked, cand)


def _graded_head(reading: Any, asked: Any, named: set[int], cand: Candidate) -> bool:
    """"*highest charged* private *course* in 2024": a question that opens with a superlative, and the label's word
    after it and the words it grades by (and values that narrow it), asks for the thing so graded, not the grade."""
    first = next((i for i, t in enumerate(reading.tokens) if t.low not in LEADS), None)
    top = {i for c in reading.of("top") for i in c.tokens}
    if first is None or first not in top or min(asked.tokens) <= first:
        return False
    graded = named | {i for p in cand.parts if p.kind == "property" for i in p.tokens}
    return all(i in graded for i in range(first, min(asked.tokens))) and not _names_key(reading, asked, cand)


def _names_key(reading: Any, asked: Any, cand: Candidate | None) -> bool:
    """"What's the *branch* code for X", "the biggest *venue* capacity": the label's word, singular, right before a
    key ``cand`` reads (or the number it gives of it), qualifies that key (the code of a branch) rather than asking
    for the label's nodes; "what's X's *job*": the word, singular, after a named thing's possessive, read as that
    thing's key, names the key."""
    after, first = max(asked.tokens) + 1, min(asked.tokens)
    if cand is None or cand.answer not in ("value", "number") or not _singular(reading.tokens[max(asked.tokens)].low):
        return False
    keys = [p for p in cand.parts if p.kind == "property"]
    # "What's X's *job*?": a thing's own word, singular, right after its possessive, read as its key (a job title)
    owned = first > 0 and reading.tokens[first - 1].low in ("'s", "'") and set(asked.tokens) <= {
        i for p in keys for i in p.tokens} and any(p.kind == "entity" and first - 2 in p.tokens for p in cand.parts)
    return owned or after < len(reading.tokens) and any(after in p.tokens for p in keys)


def _singular(word: str) -> bool:
    """Whether a word has no plural ending (a noun that qualifies the next one: "*district* code")."""
    return stem(word) == word or not word.endswith("s")


def _coverage_kind(kind: str) -> str:
    return {"label": "type", "property": "relation", "value": "constraint"}.get(kind, kind)
