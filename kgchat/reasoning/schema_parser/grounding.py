"""Where the words of a question land in one graph: the entities it names, the property values it names ('UK',
'senior', 'time travel'), and the schema elements its other words name (labels, relationship types, property keys).

``ground`` matches one question against the graph's ``schema_index.SchemaIndex`` (each element's words, their
stems, their MiniLM embeddings, the values of every property with few distinct values):

- entities: spans whose normalised text is exactly a node's name (the question cache has looked them all up in
  one round trip), quoted text first; each with its labels; a word before a label's word that is one of that
  label's few nodes' one-word name cut short ("the *maths* department");
- values: spans equal (normalised) to a value of a categorical property, and quoted text found among them;
- schema words: a word (or two or three) names an element when its stem is one of the element's stems, or when
  MiniLM puts it close to the element's words, or when it is written as the element is spelt (``unitsOnOrder``);
  a word sharing only its first five letters with an element's word names it, less surely, when MiniLM says the
  two mean alike ("published" / "publication", not "discount" / "discontinued"); a doer noun's verb names a
  property of one doer noun ("who *funds* it": funder); a doer noun by a named thing that takes part in one
  relationship type only names that type, never surely ("the X *winners*"); a score in [0, 1] says how sure.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from typing import Any

import numpy as np

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.logic.nodes import TYPE_RELATION
from kgchat.reasoning.schema_parser.act_dates import act_dates
from kgchat.reasoning.schema_parser.act_labels import act_label_mentions, act_noun_mentions
from kgchat.reasoning.schema_parser.dated_verbs import dated, dated_by_verb
from kgchat.reasoning.schema_parser.dates import held_days, short_day
from kgchat.reasoning.schema_parser.demonyms import demonym_value
from kgchat.reasoning.schema_parser.end_nouns import end_noun_mentions
from kgchat.reasoning.schema_parser.event_nouns import by_act_nouns, own_property_first, type_keys_first
from kgchat.reasoning.schema_parser.initials import (
    acronym_value,
    initial_mentions,
    label_initials,
    spelt_labels,
)
from kgchat.reasoning.schema_parser.key_nouns import with_measure_noun
from kgchat.reasoning.schema_parser.key_spans import (
    apart_from_label,
    of_said_keys,
    said_whole,
    type_word_keys,
    whole_keys,
)
from kgchat.reasoning.schema_parser.key_values import key_noun_values
from kgchat.reasoning.schema_parser.kind_nouns import kind_noun_mentions, kind_word_keys, value_kind_mentions
from kgchat.reasoning.schema_parser.kinds import narrowed
from kgchat.reasoning.schema_parser.leading_words import leading_value
from kgchat.reasoning.schema_parser.lemmas import irregular_past, participles, state_of_verb
from kgchat.reasoning.schema_parser.loose_links import misspelt_names, names_in_part
from kgchat.reasoning.schema_parser.loose_names import CLIPPED, clipped_key, clipped_names, spread_names
from kgchat.reasoning.schema_parser.loose_names import alike as _alike
from kgchat.reasoning.schema_parser.name_heads import named_by_acronym, named_by_heads
from kgchat.reasoning.schema_parser.name_nouns import DETERMINERS
from kgchat.reasoning.schema_parser.name_parts import named_by_part
from kgchat.reasoning.schema_parser.numbered import numbered_mentions, with_key_nouns
from kgchat.reasoning.schema_parser.passive_voice import BE
from kgchat.reasoning.schema_parser.people import people_mentions
from kgchat.reasoning.schema_parser.roles import SUPERIORS, SURE, managing_words, role_words
from kgchat.reasoning.schema_parser.schema_index import (
    Element,
    EntityMention,
    Grounding,
    SchemaIndex,
    SchemaMention,
    ValueMention,
    singular,
)
from kgchat.reasoning.schema_parser.sexed import sexed_value
from kgchat.reasoning.schema_parser.shared_words import shared_word_mentions
from kgchat.reasoning.schema_parser.spelling import COMPOUND_PART, compound_of, in_dictionary
from kgchat.reasoning.schema_parser.value_doers import value_of_doer
from kgchat.reasoning.schema_parser.verb_lemmas import verb_mentions
from kgchat.reasoning.schema_parser.words import (
    AGGREGATES,
    PER_UNIT,
    ROUND_WORDS,
    STOP,
    Reading,
    number_value,
    stem,
    unit_quantities,
    unprefixed,
)
from kgchat.schema import ID_KEY, NUMERIC, SHORT_FORMS, TEMPORAL
from kgchat.text import word_kinds
from kgchat.types import Direction, Entity

EMBED_FLOOR = 0.55  # MiniLM similarity below which a word names no element
WORD_WEIGHT = 0.9  # a word compared with one word of a multi-word name counts this much of its similarity
PREFIX, PREFIX_SCORE = 5, 0.6  # stems sharing their first five letters: a weaker match
CLIPPED_SCORE = 0.8  # a label's one-word name cut short to CLIPPED letters or more ("repos")
KEY_CLIPPED_SCORE = 0.9  # a key that is a word cut short, said whole ("certificates" for certs)
# words for any one or every one of the people, compared with the schema as that word ("everyone with …")
PEOPLE = dict.fromkeys(("everyone", "everybody", "anyone", "anybody", "someone", "somebody"), "people")
PREPOSITIONS = frozenset({"in", "on", "at", "for", "of", "to", "with", "by", "from", "into"})
AGENT_SCORE = 0.8  # a noun for who does what a relationship's verb says ("actors": ACTED_IN)
# a doer noun's ending, and what its verb's stem ends with instead ("supplier": supply, "supervisor": supervise)
AGENT_ENDINGS = (("or", ""), ("or", "e"), ("er", ""), ("ier", "y"), ("ier", ""))
OWNERSHIP = 0.15  # a mention this much less sure than the best one of its words is dropped
REL_OWNERSHIP = 0.2  # ... for a relationship type, whose word names a label far better ("movie" is no DIRECTED)


# short forms of words in names of places and people, written out ("St" for Street or Saint)
SHORT = {"st": ("street", "saint"), "rd": ("road",), "ave": ("avenue",), "mt": ("mount",), "ft": ("fort",),
         "dr": ("drive", "doctor"), "sq": ("square",), "ln": ("lane",), "blvd": ("boulevard",)}
_IDENTIFIER = re.compile(r"[a-z]+(?:[A-Z][a-z0-9]*)+|[A-Za-z]+(?:_[A-Za-z0-9]+)+")  # camelCase, snake_case
ID_SCORE = 0.6  # an id-like key ("productID") named only by its other words ("products") is a weak match


def ground(reading: Reading, index: SchemaIndex, store: GraphStore) -> Grounding:
    """Entities, values and schema words of one question (see the module docstring)."""
    g = Grounding()
    tokens = reading.tokens
    keys_said = said_whole(tokens, index)  # "a *tunings per year* figure": the key, no job kind 'tuning'
    keys = {i for span, _ in keys_said for i in span}
    reading.cues = [c for c in reading.cues if not (c.kind == "grouping" and set(c.tokens) <= keys)]  # nor a "per"
    taken: set[int] = set()
    quoted = reading.of("quoted")
    # spans to look up as names: quoted text, then every n-gram, longest first
    spans: list[tuple[tuple[int, ...], str]] = [(c.tokens, normalize_name(str(c.value))) for c in quoted]
    n = len(tokens)
    for size in range(min(8, n), 0, -1):
        for i in range(n - size + 1):
            idx = tuple(range(i, i + size))
            text = normalize_name(_joined(tokens, idx))
            if text and not all(tokens[j].low in STOP for j in idx):
                spans.append((idx, text))
    inside = {i for c in quoted for i in c.tokens}
    whole = {c.tokens for c in quoted}
    spans = [(idx, text) for idx, text in spans if not set(idx) & inside or idx in whole]
    spans = [(idx, form) for idx, text in spans for form in written_out(text)]
    # a name of several words said in the plural ("how many *Ladder Clamps*"): also looked up in the singular
    spans += [(idx, one) for idx, text in spans if len(idx) > 1 and all(tokens[j].text[:1].isupper() for j in idx)
              and (one := singular(text)) != text]
    found = store.entities_by_norms([t for _, t in spans])
    hits: list[tuple[tuple[int, ...], Entity]] = []
    counted = _quantities(reading, index)
    partly: set[tuple[tuple[int, ...], str]] = set()  # found by a shorter form of the name ("Harlowmere" of X Depot)
    for idx, text in spans:
        if set(idx) & taken or not found.get(text):
            continue
        if len(idx) == 1 and (tokens[idx[0]].low in STOP and not tokens[idx[0]].acronym or idx[0] in counted):
            continue
        for e in found[text][:5]:
            hits.append((idx, e))
            if normalize_name(e.name or "") != text:
                partly.add((idx, e.id))
        taken |= set(idx)
    hits += clipped_names(reading, index, store, taken | counted)  # "the *maths* department": Mathematics
    hits += named_by_heads(reading, index, store, taken | counted | {i for i, _ in hits})  # "the otters"
    hits += named_by_part(tokens, index, store, taken | counted | {i for idx, _ in hits for i in idx})  # "Kilbride"
    hits += named_by_acronym(reading, index, store, taken | counted | {i for idx, _ in hits for i in idx})  # "an OPG"
    spread = spread_names(reading, index, store, taken | {i for idx, _ in hits for i in idx})
    hits += spread  # "the X sale in May 2024": "X, May 2024" (its words no values: they say the name)
    loose = misspelt_names(reading, index, store, taken | counted | {i for idx, _ in hits for i in idx})
    loose += names_in_part(reading, index, store, taken | counted | {i for idx, _ in hits for i in idx}
                           | {i for idx, _, _ in loose for i in idx})
    hits += [(idx, e) for idx, e, _ in loose]  # "ffion caradoc": Ffion Caradog; "Rufus": Rufus Hale
    loosely = {(idx, e.id): why for idx, e, why in loose}
    labels = _labels(store, [e.id for _, e in hits])
    g.entities = with_key_nouns(tokens, index.schema, [
        EntityMention(idx, e, labels.get(e.id, ()), (idx, e.id) not in partly and (idx, e.id) not in loosely,
                      loosely.get((idx, e.id), "")) for idx, e in hits
        if not (normalize_name(e.name or "") != normalize_name(tokens[idx[0]].text) and _unit_said(tokens, idx))])
    # values of categorical properties (a span may be both a name and a value: both are kept)
    values = index.values()
    spoken = {i for idx, _ in spread for i in idx}  # no values, nor a label's word naming the label
    taken |= spoken
    value_taken: set[int] = set(spoken)
    label_stems = {e.stems for e in index.elements if e.kind == "label"}
    verb_stems = {e.stems[:1] for e in index.elements if e.kind == "rel" and e.stems}
    measured = {e.stems[0] for e in index.elements if e.kind in ("prop", "edge_prop") and e.stems
                and e.info is not None and e.info.type in NUMERIC}
    summing = {i for i in range(len(tokens)) if _summing(tokens, i, measured)}
    key_stems = {x for e in index.elements if e.kind in ("prop", "edge_prop") for x in e.stems}  # "85 *cows*": cowsHead
    own_stems = key_stems | {x for e in index.elements if e.kind == "label" for x in e.stems}
    dated_stems = {e.stems[0] for e in index.elements if e.stems and dated(e)}  # installedOn: "install"
    timed = bool(reading.of("date") or reading.of("year")) or any(c.op == "when" for c in reading.of("wh"))
    for idx, text in spans:
        if any(set(idx) < set(span) for span, _ in keys_said):
            continue
        # "bulls": a stored 'M' of a key that holds only the sexes, besides any value the word stores itself
        sexed = sexed_value(tokens[idx[0]].low, values) if len(idx) == 1 and (tokens[idx[0]].stem,) not in \
            label_stems and tokens[idx[0]].stem not in key_stems else None
        text = sexed if text not in values and sexed is not None else text
        text = _compass(text, values) or text  # "the wind from the *west*": a stored 'W'
        if text not in values and len(idx) == 1:
            if not spelt_labels(tokens[idx[0]].text, index):  # "SRs": service reservoirs, no 'Station Road'
                text = acronym_value(tokens[idx[0]].text, values) or text  # "RTCs", "WM": 'RTC', 'Watch Manager'
            text = short_day(text, values)  # "on a Friday", "Fridays": a stored 'Fri'
            text = demonym_value(text, values)  # "Dutch suppliers": a stored 'Netherlands'
            past = _past_of(text)  # "runs she *led*": a stored role 'lead'
            text = past if past is not None and text not in values and past in values else text
            if text not in values and (stem(text),) not in verb_stems:  # "flights that *flew*": a status 'flown'
                verbal = any(t.low in BEFORE_A_VERB for t in tokens[:idx[0]]) and \
                    tokens[idx[0] - 1].low not in DETERMINERS  # "did they *archive*" it, no "*archive* boxes"
                # a state the node itself is kept in; a relationship's 'insured' is a role in it ("cars we *insure*")
                text = next((p for p in participles(text, verbal) if any(e.kind == "prop" for e, _ in values.get(
                    p, ()))), text)
                if text not in values and stem(text) not in dated_stems:
                    # "completed jobs": a status 'complete' (not where the graph keeps the act's date: "workshops
                    # *opened* in the 18th century" is openedYear, not a repair's status 'open')
                    text = state_of_verb(text, values) or text
            act = _act_noun(text, values) if text not in values and (stem(text),) not in verb_stems \
                and not (timed and stem(text) in dated_stems) else None
            # (what was *installed* in 2025: the date installedOn, not the task 'install')
            # "who *revised* it": a task 'revision' (where no type is spelt with the verb: EXTRACTED for "extracted")
            text = act if act is not None else text
            text = _skill_noun(tokens, idx[0], values) or text  # "who *can tune*": the skill 'tuning'
        if text not in values and idx not in whole and len(idx) <= 3 and (len(idx) > 1 or (
                tokens[idx[0]].stem,) not in label_stems and tokens[idx[0]].stem not in key_stems):
            text = leading_value(tokens, idx, text, values, own_stems) or text  # "NMRs", "mass specs": 'NMR spectrometer'
        if text not in values and idx not in whole and (len(idx) > 1 or (tokens[idx[-1]].stem,) not in label_stems):
            doer = value_of_doer(singular(text), values)  # "bugs": 'bug'; "cellists": 'cello' (a label's word alone stays the label's)
            # "commander" of a graph with COMMANDED: who commanded, not a member of the Command department
            text = text if doer != singular(text) and (stem(doer),) in verb_stems else doer
        if set(idx) & value_taken or text not in values:
            continue
        if len(idx) == 1 and tokens[idx[0]].low in STOP and not tokens[idx[0]].acronym:
            continue
        if len(idx) == 1 and (tokens[idx[0]].stem,) in verb_stems and idx[0] + 1 < len(tokens) and \
                tokens[idx[0] + 1].low in ("a", "an", "the", "any"):
            continue  # "did X *search* an area" of a graph with SEARCHED: the verb, not the team 'Search'
        if len(idx) == 1 and idx[0] > 0 and tokens[idx[0] - 1].low in ("in", "per", "a") and \
                tokens[idx[0]].low in TIME_UNITS:
            continue  # "longest course *in days*", "calls per day": a unit of time, not the watch 'Day'
        if idx not in whole and all(number_value(tokens[i].low) is not None for i in idx):
            continue  # a number is a quantity unless it is quoted ('10248')
        if len(idx) == 1 and idx not in whole and idx[0] in summing:
            continue  # "how many claims *in total*", "*total* paid": the sum, not a stored damage 'total'
        for element, v in values[text] + (values[sexed] if sexed is not None and sexed != text else []):
            g.values.append(ValueMention(idx, element, v))
        value_taken |= set(idx)
    # "to the nearest euro": how to show the number, no key of the graph
    shown = {i for c in reading.of("round") for i in c.tokens if tokens[i].low in ROUND_WORDS or i - 1 in c.tokens
             and tokens[i - 1].low == "nearest"} | _listing_order(reading)
    worded = {i for vm in g.values if len(vm.tokens) > 1 for i in vm.tokens}  # "watch *manager*": the rank, no role
    g.schema = _with_roles(reading, index, taken | worded, schema_words(reading, index, taken | value_taken | shown))
    g.schema = own_property_first(g.schema)  # "medal": AWARDED's medal, so AWARDED as surely
    g.schema = with_measure_noun(reading, g.schema, taken | value_taken)  # "invoiced *amount*": invoicedGbp
    g.schema = type_keys_first(g.schema)  # "review score": REVIEWED's rating, not a boat's by "review"
    g.schema = initial_mentions(reading, index, g.schema, taken | value_taken)  # "artist's resale right": arr
    g.schema = label_initials(reading, index, g.schema, taken | value_taken)  # "SRs": the ServiceReservoir nodes
    g.schema = _doers_of_one(reading, index, g.entities, g.schema)  # "X winners": those in X's one relationship
    g.schema = end_noun_mentions(reading, index, g.schema, taken | value_taken)  # "teams" of HOME_TEAM: clubs
    g.schema = narrowed(index, g.schema, reading)  # "interchange stations": the Interchange nodes
    g.schema = people_mentions(reading, index, g.schema, taken | value_taken)  # "people": the Staff nodes
    g.schema = numbered_mentions(reading, index, g.schema, taken | value_taken)  # "clients": what clientNo numbers
    g.schema = kind_noun_mentions(reading, index, g.schema, taken | value_taken)  # "animals": what species says
    g.schema = value_kind_mentions(reading, index, g.schema, taken | value_taken)  # "colour": 'red', 'blue'
    g.schema = kind_word_keys(reading, index, g.schema, taken | value_taken)  # "type of fault": its kind
    g.schema = shared_word_mentions(reading, index, g.schema, taken | value_taken)  # "CRAs": all levels say CRA
    g.values, g.schema = key_noun_values(reading, index, g.values, g.schema)  # "members": memberNo's, no role
    g.schema = verb_mentions(reading, index, g.schema, taken | value_taken)  # "lent out": BORROWED, as "lend"
    g.schema = act_label_mentions(reading, index, g.schema, taken | value_taken)  # "complained": Complaint
    g.schema = act_noun_mentions(reading, index, g.schema, taken | value_taken)  # "referrals": REFERRED_TO
    # "when was X *closed*", "orders *delivered* on 27 August": a value's word names closedOn, deliveredOn too
    if any(c.op == "when" for c in reading.of("wh")) or reading.of("date"):
        named = {m.element for m in g.schema}
        g.schema += [m for m in schema_words(reading, index, taken) if m.element not in named
                     and set(m.tokens) & value_taken and {i for i in m.tokens if tokens[i].low not in STOP} <= value_taken
                     and m.element.info is not None
                     and m.element.info.type in TEMPORAL and m.score >= 0.75]
    if any(c.op == "when" for c in reading.of("wh")):
        g.schema = dated_by_verb(reading, index, g.schema, taken | value_taken)  # "when was X *cast*": castYear
    g.schema = _said_through_values(reading, index, g.schema, taken, value_taken)
    # a value that is also the very name of a label ("Which *author* …" where a role is 'author') still names the
    # label, in place of a less sure mention of it by other words ("the longest *film* X *directed*")
    # A word that is only a verb, said in the active ("who *booked* FS-24445", where a status is 'booked'), names
    # the relationship type spelt with it, not the label its noun shares a stem with ("which are *booked*": the
    # status).
    named = {m.element for m in g.schema if m.score >= 1.0}
    for i in sorted(value_taken - taken):
        typed = [e for e in index.elements if e.kind == "rel" and e.stems == (tokens[i].stem,)]
        verb = bool(typed) and word_kinds(tokens[i].low) == {"VERB"} and not (i and tokens[i - 1].low in BE)
        for e in index.elements:
            if e.kind == ("rel" if verb else "label") and e not in named and e.stems == (tokens[i].stem,):
                g.schema = [m for m in g.schema if m.element != e]
                g.schema.append(SchemaMention((i,), e, 1.0))
                named.add(e)
    for v in g.values:  # "how many *special shapes*": a stored rating, and the SpecialShape label's very name too
        said = tuple(tokens[i].stem for i in v.tokens)
        one = singular(" ".join(tokens[i].low for i in v.tokens))  # "water taxis": the WaterTaxi label's words
        for e in index.elements:
            if len(said) > 1 and e.kind == "label" and e not in named and (e.stems == said or e.words.lower() == one):
                g.schema.append(SchemaMention(tuple(v.tokens), e, 1.0))
                named.add(e)
    g.schema = [m for m in g.schema if not _verb_particle(tokens, m)]  # "sends *out*": no nightOut
    g.schema = [m for m in g.schema if not (set(m.tokens) <= summing and m.element.info is not None
                                            and m.element.info.type == "bool")]  # "in total": no totalLoss
    g.schema = _units_apart(reading, g.schema)  # "more than 600m vertical": the "m" is the number's, verticalM "vertical"
    g.schema += [SchemaMention(span, e, 1.0) for span, e in keys_said]
    g.schema = [_denial_apart(tokens, m) for m in g.schema]  # "with *no* bench" of benchNo: a denial
    g.schema = whole_keys(g.schema)  # "by risk rating": riskRating, no sleepingRisk for "risk" as well
    g.schema = apart_from_label(g.schema)  # "premises count by type": premisesType said by "type"
    g.schema, g.values = type_word_keys(tokens, g)  # "contract value": CONTRACT_WITH's value, both words
    g.schema.sort(key=lambda m: -m.score)
    g.values = of_said_keys(g)  # "HazMat … in their *skills*": the skills' value, not another key's
    g.values = held_days(g.values, g.schema, tokens)  # "on a Friday": a stored 'Fri' of the things named only
    return g


def _unit_said(tokens: list[Any], idx: tuple[int, ...]) -> bool:
    """Whether ``idx`` is one word of a unit of measure said as one ("height in *metres*", "*per* kg"): a unit,
    never a name the word only half says ("suspension rope (per metre)")."""
    return len(idx) == 1 and idx[0] > 0 and tokens[idx[0] - 1].low in ("in", "per", "of") and \
        bool(unit_quantities(tokens[idx[0]].low))


def _denial_apart(tokens: list[Any], m: SchemaMention) -> SchemaMention:
    """``m`` without a "no" said before the key's other words where the key's name ends with it ("technicians with
    *no* bench" of ``benchNo``, "bench no"): said first, it denies; the number is "bench no" in that order."""
    words = m.element.words.lower().split()
    first = min(m.tokens)
    if len(m.tokens) > 1 and tokens[first].low == "no" and words[:1] != ["no"] and "no" in words:
        return replace(m, tokens=tuple(i for i in m.tokens if i != first))
    return m


WHOLE = 0.95  # how surely words that pass through a value's word must name a key
# a unit of time after "a" / "per" / "each" / "every" (stems): the adjective for so much in each of them, as keys
# are named (``words.PER_UNIT``: "3000 words *a day*": dailyCapacityWords; "*per year*": annualFee)
RATE_WORDS = frozenset({"a", "an", "per", "each", "every"})
EVERY_UNIT = {word: unit for unit, words in PER_UNIT.items() for word in words}  # "weekly": per week
# words for the one moment a thing began, or ended, each standing for the others (stems): "when did the AE *start*"
# asks for its onset date, "when did the works *finish*" for its end date
_EVENT_WORDS = (("begin", "start", "commenc", "commencement", "onset", "inception"), ("end", "finish"))
SAME_EVENT = {s: tuple(x for x in family if x != s) for family in _EVENT_WORDS for s in family}
# words for someone's joining, which a key of their start names where none of joining does (stems): "when did X
# *join* us" asks for X's start year; a little less surely than a key of the word's own ("joined", "hired")
JOINING = {"join": ("start",), "enrol": ("start",), "enroll": ("start",)}
JOINING_SCORE = 0.9  # how much surer a key named by the word's own root is than one named by a word for joining
# verbs that say one handing-over from its other side (stems): "customers who *bought*" are those a batch was SOLD_TO,
# "who *borrowed* X" those X was LENT_TO; the labels at the type's ends say which side the question's nodes are on
_CONVERSE_PAIRS = (("buy", "sell"), ("purchas", "sell"), ("purchase", "sell"), ("borrow", "lend"), ("borrow", "loan"),
                   ("receiv", "send"), ("receiv", "give"), ("receiv", "award"), ("rent", "let"))
CONVERSE = {a: tuple(y for x, y in _CONVERSE_PAIRS if x == a) for a, _ in _CONVERSE_PAIRS} | \
    {b: tuple(x for x, y in _CONVERSE_PAIRS if y == b) for _, b in _CONVERSE_PAIRS}
# a verb and its particle that mean what one word of a key's name means (stems): "when was the apiary *set up*" asks
# for its established year, "when were the panels *put in*" for their install date
PHRASAL = {("set", "up"): ("establish", "found", "creat", "start"), ("start", "up"): ("establish", "found", "start"),
           ("put", "in"): ("install",), ("sign", "up"): ("join", "regist", "enrol"), ("pass", "away"): ("die",),
           ("close", "down"): ("close",), ("shut", "down"): ("close",), ("take", "on"): ("hire",),
           ("found", "out"): ("discover",), ("carry", "out"): ("perform", "conduct"),
           ("put", "up"): ("build", "erect", "construct"), ("go", "up"): ("build", "erect", "construct", "launch"),
           ("come", "down"): ("land", "descend"), ("touch", "down"): ("land",), ("take", "off"): ("launch", "depart"),
           ("set", "off"): ("depart", "leave", "launch")}


def _said_through_values(reading: Reading, index: SchemaIndex, schema: list[SchemaMention], taken: set[int],
                         value_taken: set[int]) -> list[SchemaMention]:
    """``schema`` with each key whose every word the question says, a stored value's word among them, named by all
    of those words ("total *pallets delivered*" of palletsDelivered, though 'delivered' is also a status): the
    whole name is said as surely as the value, and the builder weighs both readings."""
    if not value_taken:
        return schema
    through = {m.element: m for m in schema_words(reading, index, taken)
               if m.element.kind in ("prop", "edge_prop") and len(m.tokens) > 1 and m.score >= WHOLE
               and set(m.tokens) & value_taken and not set(m.tokens) <= value_taken
               and len(m.tokens) >= len(m.element.words.split())}
    out = [through.pop(m.element) if m.element in through and len(m.tokens) < len(through[m.element].tokens) else m
           for m in schema]
    return out + list(through.values())


PARTICLES = frozenset({"out", "in", "off", "on", "up", "down", "over", "back", "away", "through"})
# the stems of the words a relationship's key measured in time ends with, which "how long" asks of the act
DURATION_STEMS = frozenset(stem(w) for w in ("minutes", "hours", "days", "nights", "weeks", "seconds",
                                              "duration"))
HOW_LONG = 0.9  # "how long" said of an act names its one key measured in time


def _type_said(out: dict[Element, SchemaMention], rel: str) -> bool:
    """Whether a word names the relationship type ``rel`` surely."""
    return any(e.kind == "rel" and e.name == rel and m.score >= 0.75 for e, m in out.items())


def _how_long(tokens: list[Any], free: list[int]) -> tuple[int, ...]:
    """The word "long" of "how long", where it is free to name something."""
    return tuple(i for i in free if tokens[i].low == "long" and i > 0 and tokens[i - 1].low == "how")[:1]


def _listing_order(reading: Reading) -> set[int]:
    """The words of "in <a word or two> order" closing the question or a clause of it ("X's bookings *in date
    order*", "in alphabetical order"): how to list the answer, no key or relationship of the graph ("order" is no
    HANDED_OVER, "date" no particular date key)."""
    tokens = reading.tokens
    out: set[int] = set()
    for i, t in enumerate(tokens):
        closes = i + 1 == len(tokens) or set(reading.question[t.end:tokens[i + 1].start]) & set(",;:()?!.")
        if t.low != "order" or not closes:
            continue
        start = next((j for j in range(i - 1, max(-1, i - 4), -1) if tokens[j].low == "in"), None)
        if start is not None and all(tokens[j].low.isalpha() for j in range(start, i)):
            out |= set(range(start, i + 1))
    return out


def _glued_phrasal(tokens: list[Any], free: list[int], index: SchemaIndex) -> dict[int, tuple[str, str]]:
    """Words that are a verb and its particle written as one noun ("*handover*", "hand-over", "*pickups*"), where
    an element's name says that verb and particle as two words (``HANDED_OVER``, ``pickedUpAt``): each such word
    with the two stems."""
    pairs = {(e.stems[k], e.stems[k + 1]) for e in index.elements for k in range(len(e.stems) - 1)
             if e.stems[k + 1] in PARTICLES}
    out = {}
    for i in free:
        word = tokens[i].stem.replace("-", "")
        for particle in PARTICLES:
            head = word[:-len(particle)]
            if word.endswith(particle) and len(head) >= 3 and (stem(head), particle) in pairs:
                out[i] = (stem(head), particle)
    return out


def _summing(tokens: list[Any], i: int, measured: set[str]) -> bool:
    """Whether an aggregate's word ("total", "average") says to add up or average: in a longer phrase of one ("in
    total", "on average"), or right before "of" or a number key's first word ("total *paid*", "average *age*")."""
    low = tokens[i].low
    if low not in AGGREGATES:
        return False
    before = f"{tokens[i - 1].low} {low}" if i > 0 else ""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    return before in AGGREGATES or after is not None and (f"{low} {after.low}" in AGGREGATES or after.low == "of"
                                                          or after.stem in measured)


def _verb_particle(tokens: list[Any], m: SchemaMention) -> bool:
    """Whether a mention of a key or type of several words is only the particle of the verb right before it ("which
    depot *sends out* the most runs" of a run's nightOut, "*signed off*"): the particle belongs to the verb, and the
    element's own words are unsaid. "Are out", "the runs out of X" (a state, a noun) keep it. So too the particle
    with the preposition after it ("what did we *pay out on* X": no CLAIMED_ON said by "out on")."""
    if m.tokens[0] == 0:
        return False
    word, before = tokens[m.tokens[0]], tokens[m.tokens[0] - 1]
    kinds = word_kinds(before.low)
    if len(m.tokens) == 2 and m.tokens[1] == m.tokens[0] + 1 and tokens[m.tokens[1]].low in PREPOSITIONS:
        return word.low in PARTICLES and "VERB" in kinds and "AUX" not in kinds  # "pay" is a noun too
    if len(m.tokens) != 1 or len(m.element.words.split()) < 2:
        return False
    return word.low in PARTICLES and "VERB" in kinds and not kinds & {"AUX", "NOUN"}


@lru_cache(maxsize=4096)
def _past_of(word: str) -> str | None:
    """The verb an irregular past form is of ("led": lead), or None; never of another form ("trading": a trade
    is no more said by it than by "trades")."""
    from lemminflect import getInflection

    verb = irregular_past(word)
    if verb is None or word not in (*getInflection(verb, "VBD"), *getInflection(verb, "VBN")):
        return None
    return verb


BEFORE_A_VERB = frozenset("do does did will would can could should must to".split())  # noqa: SIM905


COMPASS = {"north": "n", "south": "s", "east": "e", "west": "w"}


def _compass(text: str, values: dict) -> str | None:
    """The stored letters of a point of the compass said in words ("west": 'W', "north-east", "north east": 'NE'),
    or None."""
    words = text.replace("-", " ").split()
    if not 1 <= len(words) <= 2 or any(w not in COMPASS for w in words) or len(words) == 2 and \
            words[0] not in ("north", "south"):
        return None
    short = "".join(COMPASS[w] for w in words)
    return short if short in values else None


ACT_ENDINGS = ("ion", "ation", "ment", "al")  # the noun for doing what a verb says: revise → revision


def _act_noun(word: str, values: dict) -> str | None:
    """The stored value that is the noun for doing what a past form says ("revised": 'revision', "translated":
    'translation', "approved": 'approval'; "surveyed": 'survey', "installed": 'install', where only relationships
    keep it: the part someone took), or None: only a verb's past or participle, only a one-word value."""
    if not word.endswith("ed") or len(word) < 6 or "VERB" not in word_kinds(word):
        return None
    from lemminflect import getAllLemmas

    for base in getAllLemmas(word).get("VERB", ()):
        for root in dict.fromkeys((base, base[:-1] if base.endswith("e") else base)):
            for end in ACT_ENDINGS:
                if root + end in values:
                    return root + end
            # "who *surveyed* X": the task 'survey' a WORKED_ON keeps, the verb's own form (not its "-ing": "climbed"
            # read as a task 'climbing' lost more rows than it won on the graphs measured)
            if root in values and all(e.kind == "edge_prop" for e, _ in values[root]):
                return root
    return None


NUMBER_WORDS = frozenset({"number", "numbers", "no", "nr", "num"})
SHORT_NUMBER = frozenset({"no", "nr", "num"})  # a key's last word, short for "number" (staffNo, memberNr)


ABILITY = frozenset({"can", "could", "cannot", "can't", "able"})  # "who *can* tune", "able to restring"


def _skill_noun(tokens: list[Any], i: int, values: dict) -> str | None:
    """The stored value that is the "-ing" noun of a verb said as what someone can do ("who *can tune*": 'tuning';
    "able to restring"; "can tune but not *voice*"), or None: only a plain verb, after "can", "could" or "able to",
    or after "not" where one of them comes earlier."""
    word = tokens[i].low
    if not word.isalpha() or (kinds := word_kinds(word)) and "VERB" not in kinds:
        return None  # (a word the lexicon lacks, "rekey", is a verb where "can" comes before it)
    before = [t.low for t in tokens[:i]]
    able = before[-1:] and before[-1] in ABILITY or before[-2:] == ["able", "to"] or \
        before[-1:] == ["not"] and ABILITY & set(before)
    if not able:
        return None
    from lemminflect import getInflection

    return next((w for w in getInflection(word, "VBG") if w in values), None)


def _number_said(e: Element, tokens: list[Any], by_stem: dict[str, list[int]], skip: set[int]) -> int | None:
    """The word saying the "number" a key's short last word stands for ("staff *number*", "fleet *no*" of staffNo,
    fleetNo), right after a word of the key's that the question says; None when the key ends otherwise or its
    last word is said as it is. Only right after: "members with no phone *number*" says no member number."""
    words = e.words.split()
    if e.kind not in ("prop", "edge_prop") or len(words) < 2 or words[-1] not in SHORT_NUMBER or \
            e.stems[-1] in by_stem or not all(s in by_stem for s in e.stems[:-1]):
        return None
    before = {i for s in e.stems[:-1] for i in by_stem[s]}
    return next((i + 1 for i in sorted(before) if i + 1 < len(tokens) and i + 1 not in skip
                 and tokens[i + 1].low in NUMBER_WORDS), None)


TIME_UNITS = frozenset({"second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks",
                        "month", "months", "year", "years"})  # "in *days*", "per *day*": a unit, no stored value

def _other_unit(text: str, e: Element) -> bool:
    """Whether ``text`` is one unit of time and ``e``'s name is spelt with another ("days" and ``hours``,
    "minutes" and ``durationHrs``)."""
    said = singular(text)
    if said not in TIME_UNITS:
        return False
    own = {singular(w) for w in e.words.split()} | {TIME_SHORT.get(w, w) for w in e.words.split()}
    return bool(own & TIME_UNITS) and said not in own


# units of time cut short in keys' names that ``schema.SHORT_FORMS`` does not say in full ("durationMin")
TIME_SHORT = {"min": "minute", "hr": "hour", "h": "hour", "secs": "second", "sec": "second", "wk": "week",
              "wks": "week"}


def _joined(tokens: list[Any], idx: tuple[int, ...]) -> str:
    """The words of a span as written: a number and the unit glued to it ("13.5m", two words) without a space."""
    out = tokens[idx[0]].text
    for a, b in zip(idx, idx[1:], strict=False):
        glued = tokens[a].end == tokens[b].start and tokens[a].text[:1].isdigit() and tokens[b].text.isalpha()
        out += ("" if glued else " ") + tokens[b].text
    return out


ONLY_WAY = 0.6  # a doer noun read as the one relationship type a named thing has: the graph leaves no other


def _doers_of_one(reading: Reading, index: SchemaIndex, entities: list[EntityMention],
                  schema: list[SchemaMention]) -> list[SchemaMention]:
    """``schema`` with a mention of a relationship type for a noun for doers right after a named thing, or before
    "of" it ("the *Calder Prize winners*", "*recipients* of X"), where the thing's labels take part in that one
    type only: whoever is named so stands at its other end. Less sure than a word naming the type itself."""
    tokens = reading.tokens
    said = {i for m in schema if m.score >= 0.75 for i in m.tokens}
    label_stems = {s for e in index.elements if e.kind == "label" for s in e.stems}
    out = list(schema)
    for em in entities:
        types = {r.name for r in index.schema.relationships for x in em.labels if x in r.starts or x in r.ends}
        if len(types) != 1:
            continue
        rel = next((e for e in index.elements if e.kind == "rel" and e.name in types), None)
        if rel is None or any(m.element == rel for m in out):
            continue
        before = min(em.tokens) - 1
        while before >= 0 and tokens[before].low in ("the", "a", "an"):
            before -= 1
        at = [i for i in (max(em.tokens) + 1,) if i < len(tokens)] + \
            [before - 1 for _ in (0,) if before >= 1 and tokens[before].low == "of"]
        for i in at:
            if i not in said and tokens[i].stem not in label_stems and _doer_noun(tokens[i].low):
                out.append(SchemaMention((i,), rel, ONLY_WAY, only_way=True))
                break
    return sorted(out, key=lambda m: -m.score)


def _doer_noun(word: str) -> bool:
    """A plural or singular noun for who does something ("winners", "holders", "recipients", "applicant")."""
    from lemminflect import getAllLemmas

    one = word[:-1] if word.endswith("s") else word
    return one.isalpha() and one.endswith(("er", "or", "ent", "ant")) and "NOUN" in getAllLemmas(word)


def _quantities(reading: Reading, index: SchemaIndex) -> set[int]:
    """The numbers of the question that count, rank or measure, and so name no node even where a code is written the
    same ("the 12 busiest stations", "more than 40", "zone 7", "7 stations" on a graph with a route "7"): a number
    inside a ranking, a rounding or a comparison, or next to a word naming a label or a property (the label's own
    word before it names the node: "line 7"). A code said alone or after another word stays a name ("the 88",
    "route 40")."""
    tokens = reading.tokens
    numbers = [i for i, t in enumerate(tokens) if number_value(t.low) is not None and t.low[:1].isdigit()]
    if not numbers:
        return set()
    out = {i for c in reading.cues if c.kind in ("top", "round") or c.kind in ("number", "year", "date")
           and c.op not in ("", "eq") for i in c.tokens}
    labels = {s for e in index.elements if e.kind == "label" for s in e.stems}
    props = {s for e in index.elements if e.kind in ("prop", "edge_prop") for s in e.stems}
    for i in numbers:
        after = tokens[i + 1].stem if i + 1 < len(tokens) else None
        before = tokens[i - 1].stem if i > 0 else None
        if after in labels | props or before in props and before not in labels:
            out.add(i)
    return out & set(numbers)


def written_out(text: str) -> list[str]:
    """A name as written, then with its short words written out ("gull st cinema": also "gull street cinema" and
    "gull saint cinema"), as a name is often said short."""
    words = text.split()
    i = next((i for i, word in enumerate(words) if word in SHORT), None)
    if i is None or len(words) < 2:
        return [text]
    return [text, *(" ".join([*words[:i], full, *words[i + 1:]]) for full in SHORT[words[i]])]


def _with_roles(reading: Reading, index: SchemaIndex, taken: set[int],
                schema: list[SchemaMention]) -> list[SchemaMention]:
    """``schema`` with a label mention for each role noun, carrying its role ("directors": persons who directed),
    and the role's relationship type named by the same word; a property only a little like the word ("roles" for
    "directors") is dropped. A word naming a label or a property well is that, not a role."""
    label_stems = {e.stems for e in index.elements if e.kind == "label"}
    owned = {i for m in schema if m.element.kind in ("label", "prop", "edge_prop") and m.score >= 0.75
             and not _superior_in_part(reading, m) for i in m.tokens} | \
        {i for i, t in enumerate(reading.tokens) if (t.stem,) in label_stems}
    found = role_words(reading, index.roles, index.encode, taken, owned)
    for i, role in managing_words(reading, index.roles, taken):
        rel = next((e for e in index.elements if e.kind == "rel" and e.name == role.rel), None)
        if rel is not None:  # "who *manages* X": the reporting line, its doer at the end
            schema = [m for m in schema if i not in m.tokens or m.score > SURE] + [
                SchemaMention((i,), rel, SURE, converse=True)]
    if not found:
        return sorted(schema, key=lambda m: -m.score)
    said = {i for f in found for i in f.tokens}
    out = [m for m in schema if m.element.kind not in ("prop", "edge_prop") or not set(m.tokens) <= said]
    for f in found:
        label = next((e for e in index.elements if e.kind == "label" and e.name == f.role.label), None)
        rel = next((e for e in index.elements if e.kind == "rel" and e.name == f.role.rel), None)
        if label is None or rel is None:
            continue
        out.append(SchemaMention(f.tokens, label, f.score, role=None if f.coined else f.role, role_sure=f.sure))
        have = next((m for m in out if m.element == rel), None)
        if have is None or have.score < f.score and set(have.tokens) <= said:
            if have is not None:
                out.remove(have)
            out.append(SchemaMention(f.tokens, rel, f.score))
    return sorted(out, key=lambda m: -m.score)


def _superior_in_part(reading: Reading, m: SchemaMention) -> bool:
    """Whether a label mention is one word of the label's longer name and that word is a superior's noun ("X's
    *manager*" beside a TransportManager label): the word names the reporting line's far end as well."""
    return m.element.kind == "label" and len(m.tokens) == 1 and len(m.element.words.split()) > 1 and \
        reading.tokens[m.tokens[0]].low.rstrip("s") in SUPERIORS


def _labels(store: GraphStore, ids: list[str]) -> dict[str, tuple[str, ...]]:
    if not ids or TYPE_RELATION not in set(store.relation_names()):
        return {}
    found = store.neighbors_many([(i, TYPE_RELATION, Direction.OUT) for i in dict.fromkeys(ids)])
    return {key[0]: tuple(e.id for e in es) for key, es in found.items()}


def schema_words(reading: Reading, index: SchemaIndex, skip: set[int]) -> list[SchemaMention]:
    """Each element with the words that name it best and how sure (stems first, then MiniLM), best first."""
    tokens = reading.tokens
    inside = {i for c in reading.of("quoted") for i in c.tokens}
    # a function word is no schema word, unless it is a relationship type's one word ("recorded" for RECORDED)
    own = {e.stems[0] for e in index.elements if e.kind == "rel" and len(e.stems) == 1}
    free = [i for i, t in enumerate(tokens) if (i not in skip or i in inside)
            and (t.low not in STOP or t.stem in own and len(t.low) >= 6  # never "has" for a type HAS
                 or i > 0 and tokens[i - 1].low in ("which", "what") and word_kinds(t.low) >= {"NOUN", "VERB"})  # "which *show*"
            and not t.low.isdigit() and any(ch.isalpha() for ch in t.low)]
    out: dict[Element, SchemaMention] = {}
    by_stem: dict[str, list[int]] = {}
    joining: set[str] = set()  # stems said only by a word for joining
    timed: dict[Element, SchemaMention] = {}  # keys of an act measured in time, named by "how long"
    plural_ings: dict[str, list[int]] = {}  # "buildings": its singular's stem, said of a label only ("build")
    for i in free:
        by_stem.setdefault(tokens[i].stem, []).append(i)
        if tokens[i].low.endswith("ings") and (one := stem(tokens[i].low[:-1])) != tokens[i].stem:
            plural_ings.setdefault(one, []).append(i)
        for w in SHORT_FORMS.get(tokens[i].low, "").split():  # "dob" said as written: the date of birth it stands for
            if w not in STOP:
                by_stem.setdefault(stem(w), []).append(i)
        for s in SAME_EVENT.get(tokens[i].stem, ()):  # "when did AE-2993 *start*": its onsetDate
            by_stem.setdefault(s, []).append(i)
        for s in JOINING.get(tokens[i].stem, ()):  # "when did X *join*": X's start year
            by_stem.setdefault(s, []).append(i)
            joining.add(s)
        for s in CONVERSE.get(tokens[i].stem, ()):  # "who *bought* …": SOLD_TO, from its other end
            by_stem.setdefault(s, []).append(i)
        if i > 0 and tokens[i - 1].low in RATE_WORDS and (every := PER_UNIT.get(tokens[i].stem)):
            for s in every:  # "3000 words *a day*": the daily capacity, a number for each day
                by_stem.setdefault(s, []).extend((i - 1, i))
        if unit := EVERY_UNIT.get(tokens[i].low):  # "*weekly* hours": the hours per week, a key's "per week"
            for s in (stem(unit), "per"):
                by_stem.setdefault(s, []).append(i)
        if i + 1 < len(tokens) and (said := PHRASAL.get((tokens[i].stem, tokens[i + 1].low))):
            for s in said:  # "*set up*": the verb and its particle, both words of the key's one
                by_stem.setdefault(s, []).extend((i, i + 1))
    for i, (head, particle) in _glued_phrasal(tokens, free, index).items():
        for s in (head, particle):  # "the *handover*" of HANDED_OVER: its verb and particle as one noun
            by_stem.setdefault(s, []).append(i)
    says_id = any(tokens[i].low in ("id", "ids", "code", "codes", "key", "number") for i in free)
    own_stems = {tokens[i].stem for i in free}  # what the words themselves say
    agents = _agent_nouns(tokens, free, {s for e in index.elements if e.kind == "label" for s in e.stems})
    quoted = {normalize_name(str(c.value)): c.tokens for c in reading.of("quoted")}
    # a schema name written out as it is spelt ("unitsOnOrder greater than 0"), quoted or not
    quoted.update({normalize_name(tokens[i].text): (i,) for i in free if _IDENTIFIER.fullmatch(tokens[i].text)
                   and normalize_name(tokens[i].text) not in quoted})
    for e in index.elements:
        if normalize_name(e.name) in quoted or normalize_name(e.words) in quoted:  # 'reorderLevel' as written
            out[e] = SchemaMention(quoted.get(normalize_name(e.name)) or quoted[normalize_name(e.words)], e, 1.0)
            continue
        # a label's noun said in the plural ("buildings") before a verb of the same stem ("built")
        stems_said = {**by_stem, **plural_ings} if e.kind == "label" else by_stem
        matched = [s for s in e.stems if s in stems_said]
        said = _number_said(e, tokens, by_stem, skip) if matched else None
        if said is not None:  # "staff *number*" of staffNo: the key's short "no" said whole, right after its word
            matched = list(e.stems[:-1])
        if matched:
            idx = tuple(sorted({i for s in matched for i in stems_said[s]} | ({said} if said is not None else set())))
            matched += e.stems[-1:] if said is not None else []
            # the key's other words said in another form of the same root ("GCP certificate *expire*": gcpExpiry)
            near = [(i, s) for s in e.stems if s not in matched and len(s) >= PREFIX for w, ids in by_stem.items()
                    if len(w) >= PREFIX and w[:PREFIX] == s[:PREFIX] and w not in e.stems for i in ids[:1]
                    if i not in idx]
            near = [(i, s) for i, s in near if _alike(index, tokens[i].low, _word_of(e, s)) is True]
            idx = tuple(sorted({*idx, *(i for i, _ in near)}))
            matched += list(dict.fromkeys(s for _, s in near))
            score = 0.75 + 0.25 * len(matched) / len(e.stems)
            if set(matched) <= joining - set(own_stems):
                score *= JOINING_SCORE  # "joined" names a joining key before it names a start
            if e.kind in ("prop", "edge_prop") and ID_KEY.search(e.name) and not says_id:
                score = min(score, ID_SCORE)
            out[e] = SchemaMention(idx, e, score)
            continue
        if e.kind == "edge_prop" and e.stems[-1] in DURATION_STEMS and (long := _how_long(tokens, free)):
            out[e] = timed[e] = SchemaMention(long, e, HOW_LONG)  # "*how long* was the handover": its minutes
            continue
        if _flag(e) and (opposite := [i for i in free if unprefixed(tokens[i].low) == e.stems[0]]):
            out[e] = SchemaMention(tuple(opposite), e, 1.0)  # "unresolved": the flag resolved, read as false
            continue
        if e.kind == "label" and (short := _clipped(tokens, free, e.words)):
            out[e] = SchemaMention(short, e, CLIPPED_SCORE)  # "repos" for repositories
            continue
        if e.kind == "label" and (head := _compound_head(tokens, free, e.words)):
            out[e] = SchemaMention(head, e, CLIPPED_SCORE)  # "yard" for a Boatyard: a boatyard is a yard
            continue
        if e.kind in ("prop", "edge_prop") and (short := clipped_key(index, tokens, free, e.words)):
            out[e] = SchemaMention(short, e, KEY_CLIPPED_SCORE)  # "certificates" for certs
            continue
        if e.kind in ("prop", "edge_prop") and (short := _clipped(tokens, free, e.words)) \
                and not any(in_dictionary(tokens[i].low) for i in short):
            out[e] = SchemaMention(short, e, CLIPPED_SCORE)  # "quals" for qualifications, as a label's "repos"
            continue
        if e.kind == "rel" and (doers := [i for s in e.stems for i in agents.get(s, ())]):
            out[e] = SchemaMention(tuple(sorted(set(doers))), e, AGENT_SCORE)  # "actors": who ACTED_IN
            continue
        if e.kind in ("prop", "edge_prop") and len(e.stems) == 1 and (does := _doer_verb(tokens, free, e.stems[0])):
            out[e] = SchemaMention(does, e, AGENT_SCORE)  # "who *funds* it": the funder
            continue
        # a shared beginning of five letters or more ("published" / "publication"), kept only where the two words
        # are also close in meaning: "discount" begins like "discontinued" and means something else
        near = [(i, s) for s in e.stems if len(s) >= PREFIX for w, idx in by_stem.items() if len(w) >= PREFIX
                and w[:PREFIX] == s[:PREFIX] for i in idx[:1]]
        alike = [_alike(index, tokens[i].low, _word_of(e, s)) for i, s in near]
        near = [n for n, same in zip(near, alike, strict=True) if same is not False]
        if near:
            unsure = None in alike
            out[e] = SchemaMention(tuple(sorted({i for i, _ in near})), e,
                                   PREFIX_SCORE + 0.1 * len({s for _, s in near}) / len(e.stems), prefix=unsure)
    vectors = index.vectors()
    # a word with a capital inside ("IMDb", "McAllister") is a name, not a way of saying a schema word
    meant = [i for i in free if not any(c.isupper() for c in tokens[i].text[1:]) or i in inside]
    if vectors is not None and len(vectors[0]) and meant:
        whole, parts, owners, singulars, singular_owners = vectors
        grams: list[tuple[int, ...]] = []
        for size in (1, 2, 3):
            for j in range(len(meant) - size + 1):
                idx = tuple(meant[j:j + size])
                if idx[-1] - idx[0] == size - 1:
                    grams.append(idx)
        texts = [" ".join(PEOPLE.get(tokens[i].low, tokens[i].low) for i in idx) for idx in grams]
        # a plural word said in the singular too, to meet a plural property's singular ("characters" / "role")
        plural = [(row, one) for row, (idx, text) in enumerate(zip(grams, texts, strict=True)) if len(idx) == 1
                  and (one := singular(text)) != text] if len(singulars) else []
        # a verb with the preposition after it ("played *in*"), said of names that end so ("acted in", "held at")
        # (not a label's own noun: "player *at* X" says where the player is, and the preposition alone would name
        # any type spelt with it, FORMERLY_AT as well as PLAYS_FOR)
        nouns = {s for e in index.elements if e.kind == "label" for s in e.stems}
        verbal = [(i, i + 1) for i in meant if i + 1 < len(tokens) and tokens[i + 1].low in PREPOSITIONS
                  and tokens[i].stem not in nouns]
        grams += verbal
        texts += [" ".join(PEOPLE.get(tokens[i].low, tokens[i].low) for i in idx) for idx in verbal]
        q = index.encode(texts)
        if q is not None:
            sims = q @ whole.T
            if verbal:
                plain = np.array([not set(e.words.split()) & PREPOSITIONS for e in index.elements])
                sims[len(grams) - len(verbal):, plain] = -1.0
            if len(parts):  # one word of a multi-word name ("die" ~ "death" of "death date"), a little less sure
                single = np.array([len(g) == 1 for g in grams])[:, None]
                by_word = np.where(single, (q @ parts.T) * WORD_WEIGHT, -1.0)
                for j, k in enumerate(owners):
                    sims[:, k] = np.maximum(sims[:, k], by_word[:, j])
            if len(singulars):
                by_singular = q @ singulars.T
                if plural and (said := index.encode([one for _, one in plural])) is not None:
                    rows = [row for row, _ in plural]
                    by_singular[rows] = np.maximum(by_singular[rows], said @ singulars.T)
                for j, k in enumerate(singular_owners):
                    sims[:, k] = np.maximum(sims[:, k], by_singular[:, j])
            by_act_nouns(index, q, sims, len(grams) - len(verbal))  # "trips" ~ "rides", the noun of RODE
            # a cosine is at most 1: rounding in the product of unit vectors ("member" · "Member" = 1.0000001) never
            # makes MiniLM surer than the words' own stems, which may claim more of them ("member", "members")
            np.minimum(sims, 1.0, out=sims)
            for k, e in enumerate(index.elements):
                best = int(np.argmax(sims[:, k]))
                score = float(sims[best, k])
                if score >= EMBED_FLOOR and _other_unit(texts[best], e):
                    continue  # "how many *days*" names no key kept in hours: a different measure, however alike
                if score >= EMBED_FLOOR and (e not in out or out[e].score < score):
                    # a type's words by stem kept where they hold MiniLM's and one more after a possessive ("who
                    # *mentors* X's *mentor*": both; "mentors who are themselves mentored" reads each end apart)
                    kept = e.kind == "rel" and e in out and set(grams[best]) <= set(out[e].tokens) \
                        and not out[e].prefix and any(t > 0 and tokens[t - 1].low in ("'s", "'")
                                                      for t in set(out[e].tokens) - set(grams[best]))
                    out[e] = SchemaMention(out[e].tokens if kept else grams[best], e, score)
    act_dates(tokens, index, free, out)  # "the *quote date* of X": quotedOn
    # "how long" names an act's time only where a word names the act itself
    out = {e: m for e, m in out.items() if timed.get(e) is not m or _type_said(out, e.owner)}
    if not says_id:  # an id-like key named by its other words only ("customers" ~ customerID) is a weak match
        out = {e: (replace(m, score=min(m.score, ID_SCORE)) if e.kind in ("prop", "edge_prop")
                   and ID_KEY.search(e.name) else m) for e, m in out.items()}
    return _beside_labels(_within_longer(_owned(sorted(out.values(), key=lambda m: -m.score), index), tokens),
                          tokens)


def _units_apart(reading: Reading, schema: list[SchemaMention]) -> list[SchemaMention]:
    """``schema`` with the unit said right after a compared number left out of a key named by more words ("more than
    600*m* vertical": the metres of the number, the key ``verticalM`` named by "vertical"); a key named by the
    unit alone keeps it."""
    tokens = reading.tokens
    numbered = {max(c.tokens) + 1 for c in reading.cues if c.kind == "number" and max(c.tokens) + 1 < len(tokens)
                and unit_quantities(tokens[max(c.tokens) + 1].low)}
    out = []
    for m in schema:
        rest = tuple(i for i in m.tokens if i not in numbered)
        keyed = m.element.kind in ("prop", "edge_prop") and len(m.tokens) > 1
        out.append(replace(m, tokens=rest) if keyed and rest and rest != tuple(m.tokens) else m)
    return out


def _label_word_only(m: SchemaMention, mentions: list[SchemaMention], index: SchemaIndex | None = None) -> bool:
    """Whether a key of several words, on other labels' nodes, is named only by the one of them that is a label's
    own word ("no *pet* registered" for the owners' ``petPlan``, where ``Pet`` is a label): the word names that
    label, and the key's other words, which say what about it the other nodes keep, are not in the question. A key
    of the named label's own nodes ("when was *order* 10248 placed": ``orderDate``) is left to the other rules. A
    relationship's key named only by the word of a label at one of its ends is one too ("at which *sites* is X
    running" names sites, not CONDUCTED_AT's siteTarget); of a label it does not join, it is left ("how often does
    Ann *visit* the shop": COVERS's visitFreq, whatever Visit nodes there are)."""
    e = m.element
    if e.kind not in ("prop", "edge_prop") or len(e.stems) < 2 or m.score >= 1.0 or not m.tokens:
        return False
    named: dict[int, set[str]] = {}
    for x in mentions:
        if x.element.kind == "label" and x.score >= 1.0:
            for t in x.tokens:
                named.setdefault(t, set()).add(x.element.name)
    if e.kind == "edge_prop":
        rel = index.schema.rel(e.owner) if index is not None else None
        ends = set(rel.starts) | set(rel.ends) if rel is not None else set()
        return all(t in named and named[t] & ends for t in m.tokens)
    return all(t in named and not named[t] & set(e.holders) for t in m.tokens)


def _flag(e: Element) -> bool:
    """A true/false property of one word ("resolved"), which a word with a negating prefix names as false."""
    return e.kind in ("prop", "edge_prop") and e.info is not None and e.info.type == "bool" and len(e.stems) == 1


def _agent_nouns(tokens: list[Any], free: list[int], label_stems: set[str]) -> dict[str, list[int]]:
    """The verb stems that the question's doer nouns are made from ("actors": act, "producers": produc,
    "suppliers": supply), each with the words saying it. A noun that is a label's own word ("directors" where
    Director is a label) names that label instead, and is left out."""
    out: dict[str, list[int]] = {}
    for i in free:
        s = tokens[i].stem
        if s in label_stems:
            continue
        for end, put in AGENT_ENDINGS:
            if s.endswith(end) and len(s) - len(end) >= 3:
                out.setdefault(s[:-len(end)] + put, []).append(i)
    return out


def _doer_verb(tokens: list[Any], free: list[int], noun: str) -> tuple[int, ...]:
    """The words that are the verb a one-word property's doer noun is made from ("funds", "funded" for funder;
    "manages" for manager; "supplied" for supplier): the property holds who does it."""
    roots = {noun[:-len(end)] + put for end, put in AGENT_ENDINGS if noun.endswith(end) and len(noun) - len(end) >= 3}
    return tuple(i for i in free if any(tokens[i].stem in (root, root + "e") for root in roots)
                 and tokens[i].stem != noun)


def _clipped(tokens: list[Any], free: list[int], name: str) -> tuple[int, ...]:
    """The words that are a one-word label name cut short ("repo", "repos" for repository; "info"), as people
    write them: four letters or more (three, "nucs" for nucleus, when they make no English word), the name at least
    three letters longer. Not the first word of a compound ("boats" of a Boatyard, "work" of a Workshop: the rest
    is a word of four letters or more), which names another thing than the compound does."""
    if " " in name:
        return ()
    out = []
    for i in free:
        w = tokens[i].low
        w = w[:-1] if w.endswith("s") and not name.startswith(w) else w
        short = len(w) == CLIPPED - 1 and not word_kinds(tokens[i].low)  # "nucs": three letters, no word of English
        if (len(w) >= CLIPPED or short) and name.startswith(w) and len(name) - len(w) >= 3 and \
                not compound_of(w, name):
            out.append(i)
    return tuple(out)


def _compound_head(tokens: list[Any], free: list[int], name: str) -> tuple[int, ...]:
    """The words that are the last part of a one-word label name made of two English words, the head that says
    what its nodes are ("yards" of Boatyard, "house" of Warehouse), each part of COMPOUND_PART letters or more."""
    if " " in name:
        return ()
    out = []
    for i in free:
        w = singular(tokens[i].low)
        if w.isalpha() and len(w) >= COMPOUND_PART and name.endswith(w) and compound_of(name[:-len(w)], name):
            out.append(i)
    return tuple(out)


def _word_of(e: Element, stem_: str) -> str:
    """The word of an element's name whose stem is ``stem_``."""
    return next((w for w in e.words.split() if stem(w) == stem_), stem_)


LONGER = 0.85  # a key named by a run of words this surely owns each of them


def _beside_labels(mentions: list[SchemaMention], tokens: list) -> list[SchemaMention]:
    """Drop a key named only by a word that says "one of them" beside a label's word ("*member* of staff", "staff
    *member*", "Treasure *cases*": a member of staff, not memberSince): a word that is only part of the key's name."""
    from kgchat.reasoning.schema_parser.plain_words import GENERIC_HEADS

    labelled = {i for m in mentions if m.element.kind == "label" and m.score >= LONGER for i in m.tokens}

    def beside(i: int) -> bool:
        return i - 1 in labelled or i + 1 in labelled or i + 2 in labelled and tokens[i + 1].low == "of"

    return [m for m in mentions if not (m.element.kind in ("prop", "edge_prop") and len(m.tokens) == 1
                                        and tokens[m.tokens[0]].low in GENERIC_HEADS
                                        and len(m.element.words.split()) > 1 and beside(m.tokens[0]))]


def _within_longer(mentions: list[SchemaMention], tokens: list) -> list[SchemaMention]:
    """Drop a key named by one word that is part of a run of words naming another key surely, in the order of its
    name ("a *day* rate": the day rate, not a number of days): the words say the longer name together."""
    def in_order(m: SchemaMention) -> bool:
        said = [tokens[i].stem for i in sorted(m.tokens)]
        own = [stem(w) for w in m.element.words.lower().split()]
        return any(own[k:k + len(said)] == said for k in range(len(own)))

    runs = [m for m in mentions if m.element.kind in ("prop", "edge_prop") and len(m.tokens) > 1
            and m.score >= LONGER and max(m.tokens) - min(m.tokens) == len(m.tokens) - 1 and in_order(m)]
    return [m for m in mentions if not (m.element.kind in ("prop", "edge_prop") and len(m.tokens) == 1 and any(
        r.element != m.element and m.tokens[0] in r.tokens for r in runs))]


def _owned(mentions: list[SchemaMention], index: SchemaIndex | None = None) -> list[SchemaMention]:
    """Drop a property mention whose every word names a label much better (\"award\" is the label Award, not the
    property prize money it is close to), and a relationship type's whose word names a label far better ("movie"
    is the label, not DIRECTED it is a little like). A relationship word may still name a property ("published" is
    both PUBLISHED_BY and a publication year)."""
    best: dict[int, float] = {}
    roots: dict[int, set[str]] = {}  # the beginnings of the labels' words each word names
    for m in mentions:
        if m.element.kind == "label":
            for t in m.tokens:
                best[t] = max(best.get(t, 0.0), m.score)
                roots.setdefault(t, set()).update(s[:PREFIX] for s in m.element.stems)
    return [m for m in mentions if m.element.kind not in ("prop", "edge_prop", "rel")
            or not _label_word_only(m, mentions, index)
            and any(m.score >= best.get(t, 0.0) - (OWNERSHIP if m.element.kind != "rel" else REL_OWNERSHIP)
                    for t in m.tokens)
            # the doer's label and what it does, one word ("suppliers": Supplier, SUPPLIES) stay both
            or m.element.kind == "rel" and any(s[:PREFIX] in roots.get(t, ()) for s in m.element.stems
                                               for t in m.tokens)]
