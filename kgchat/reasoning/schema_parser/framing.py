"""Words of a question that a form accounts for without a piece of its own: English words with no content a form
could express, or whose only content is a step or a value the form already uses. ``accounted`` says, for one word
the candidate's pieces leave over, what accounts for it (None: nothing does, and the answer is not kg-exact).

Every reading here is English, not a graph's wording, and most need the form to do something with the words around
them, so a word the graph cannot answer still leaves the answer approximate:

- framing words (``FRAMING``) and function phrases (``PHRASES``: "ranked *based on*", "*in terms of*"); "at *least*
  one", which says no more than that there is some;
- support verbs next to the noun that names the relation ("what role did X *play*", "the orders X *placed*"), and a
  past participle right after the noun of a key the form reads ("the fee *paid*", "compensation *offered*"): how
  the value came about, which no form could add to;
- linking verbs, which say only that two things are connected ("categories that *contain* …", "the series X
  *belongs* to", "products *listed* in three categories"): accounted for when the form walks a relationship from
  the answer to something the question names;
- "start" / "begin" before a verb the form reads as a relationship whose start it answers ("when did X *start*
  mentoring Y": ``MENTORS.since``);
- "come" and its particles before what the form reads ("*came out of* waterlogged trenches", "*came to us by*
  referral");
- verbs of location ("*located* in 'London'", "*based* in the UK"): accounted for by a value or name the form uses
  right after them;
- attribute nouns right after a property the form uses ("a discontinued *status*", "a unitsInStock *value*",
  "a phone *number* starting with …");
- a unit of time right before the year or date the form compares ("in the *year* 1996"), or right after the word of
  a date (or year) property the form uses ("the earliest hire *date*", "birth *year*");
- "member" right after a label's word the form uses ("staff *members*", "crew *member*"), or before "of" and it
  ("a *member* of staff"): one of that label's nodes;
- the noun of the property that names a label's nodes, for those nodes ("the *company* names of customers",
  "supplied by *companies* in London", where suppliers are named by a company name);
- the function words of a cue whose content word a piece uses ("page count *of*": "count of" read as the property
  "page count", not as a count);
- how to round a number answer ("rounded to one decimal", "whole number", "to the cent"), which ``round_answers``
  does;
- words that only say how to present what the form gives (``asides``): a key's unit, ties before a superlative
  that keeps them, ordering words before an ordered listing, a filter said again, the asker's request, a particle;
- "they" / "their" pointing back to a label the form uses, named earlier in the question ("suppliers … across
  *their* products").
"""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import Aggregate, Class, Join, Literal, Relation, conjuncts, subexpressions
from kgchat.logic.nodes import Entity as Node
from kgchat.reasoning.answer_type import PERSON_WORDS
from kgchat.reasoning.schema_parser.answer_kinds import answered_key
from kgchat.reasoning.schema_parser.asides import aside, precision
from kgchat.reasoning.schema_parser.fillers import filler
from kgchat.reasoning.schema_parser.passive_voice import before_by
from kgchat.reasoning.schema_parser.people import STAFF_WORDS, labels_of_people
from kgchat.reasoning.schema_parser.schema_index import year_valued
from kgchat.reasoning.schema_parser.states import LISTED
from kgchat.reasoning.schema_parser.words import SOMETHING, STOP
from kgchat.schema import TEMPORAL, identifier_words
from kgchat.text import lemma, word_kinds
from kgchat.types import Entity

# Words with no content a form could express, beyond the general ones the parser sets aside (``words.STOP``):
# indefinite pronouns ("never borrowed *anything*"), "both" before two names the form uses, prepositions of scope
# ("*across* all branches", "*among* science fiction books"), "still", "already" (a graph holds how things are now).
FRAMING = frozenset("""anything anyone anybody something someone somebody both among across within
throughout still already""".split())  # noqa: SIM905
# English function phrases: every word in them frames what follows.
PHRASES = (("based", "on"), ("in", "terms", "of"), ("with", "respect", "to"), ("according", "to"),
           ("with", "regard", "to"), ("in", "relation", "to"))
# English support verbs, which carry no relation of their own next to the noun that names it ("what pen name does X
# *use*", "what role did X *play* on Y", "the average rating X *gives*", "orders *placed* by X", "orders *made*");
# a verb the schema has a name for is matched by grounding first, so only one that names nothing in it is left over.
SUPPORT_VERBS = frozenset("""use give keep carry play place make take""".split())  # noqa: SIM905 - dictionary forms
# Verbs that say only that something happened, said before the time the form tests (dictionary forms)
HAPPENING_VERBS = frozenset("""come go happen occur take""".split())  # noqa: SIM905
# Verbs that, said before a noun naming a relationship ("*left* us a review", "*wrote* a review", "*posted* a
# complaint"), only say that one was given: the noun says which (dictionary forms); with the words between them.
NOUN_VERBS = frozenset("""leave write post submit file lodge raise lay""".split())  # noqa: SIM905
NOUN_VERB_GAP = frozenset({"a", "an", "the", "any", "us", "me", "them", "him", "her", "one", "their", "his", "its"})
# Verbs that say only that two things are connected (inclusion, membership, association).
LINKING_VERBS = frozenset("""contain include belong comprise feature involve associate relate link connect list
hold""".split())  # noqa: SIM905 - dictionary forms
# Verbs of location, linking a thing to the place named after them.
LOCATION_VERBS = frozenset("""locate base situate""".split())  # noqa: SIM905
# "staff who *hold* PA6", "how many people *hold* each qualification": a value or key of theirs, as "have" says it
HOLDING_VERBS = frozenset({"hold", "possess", "carry"})
# Verbs of recording, which say only that the value after them is what the graph keeps ("*flagged* as genotyped",
# "*marked* as sold", "*recorded* as dead").
RECORDING_VERBS = frozenset("""flag mark record tag label register note""".split())  # noqa: SIM905
# Words for the way something came or was done, before the value that says it ("reported *through* the portal",
# "sent *via* email") or last, after the key asked ("which channel did it come *through*")
MEANS_WORDS = frozenset({"through", "via"})
# Nouns that name the value of the property before them rather than anything of their own.
ATTRIBUTE_NOUNS = frozenset("""value values status number numbers field attribute property entry amount
flag description""".split())  # noqa: SIM905
TIME_UNITS = frozenset({"year", "date", "day", "month"})
# Nouns for one of a group, after the group's noun ("staff *members*"): a node of the label that noun names.
MEMBER_NOUNS = frozenset({"member", "members"})
# Pronouns that point back to a noun earlier in the same question ("suppliers … across *their* products").
THEY = frozenset({"they", "their", "them", "theirs", "themselves"})


# "the average credit limit, where one is *set*": a key's value held, all an average, total or end reads anyway
HELD_WORDS = LISTED | {"entered", "stated", "present"}
HELD_FILLERS = frozenset({"one", "ones", "it", "they", "there", "a", "an", "is", "was", "are", "were", "has", "have",
                          "been", "value"})


def accounted(i: int, cand: Any, reading: Any, walks_relationship: bool, builder: Any = None) -> str | None:
    """What accounts for word ``i`` of the question, which no piece of ``cand`` claims (None: nothing).
    ``walks_relationship``: whether the form walks a relationship between the answer and another node."""
    tokens = reading.tokens
    low = tokens[i].low
    if low in FRAMING and not _object_of_unread_verb(i, cand, tokens) or _in_phrase(i, tokens):
        return "framing"
    if low == "least" and 0 < i < len(tokens) - 1 and tokens[i - 1].low == "at" and \
            tokens[i + 1].low in ("one", "a", "an", "1", "some"):
        return "some: what a link to them says"  # "at least one product with …"
    verb = lemma(low)
    if verb in SUPPORT_VERBS:
        return "a support verb"
    claimed: dict[int, list[Any]] = {}
    for p in cand.parts:
        for t in p.tokens:
            claimed.setdefault(t, []).append(p)

    def piece(j: int, kinds: tuple[str, ...]) -> Any:
        return next((p for p in claimed.get(j, ()) if p.kind in kinds), None)

    if verb in LINKING_VERBS and walks_relationship:
        return "the relationship the form walks"
    if verb in HAPPENING_VERBS:  # "guests who first *came* in 2024", "which run *went* out on Christmas Day 2024"
        timed = {j for c in reading.cues if c.kind in ("year", "date", "decade") for j in c.tokens}
        near = [j for j in range(i + 1, min(i + 4, len(tokens))) if j in timed and j in claimed]
        if near and all(tokens[j].low in ("out", "in", "on", "off", "back", "during", "before", "after")
                        or j in timed for j in range(i + 1, near[0])):
            return "a verb of happening, said of the time the form tests"
    if verb in STARTING and (since := _start_key(cand)) is not None and i + 1 < len(tokens) and \
            tokens[i + 1].low.endswith("ing") and i + 1 in claimed:
        return f"the start {since} holds"  # "when did X *start* mentoring Y": MENTORS.since
    if (come := _coming(i, tokens, claimed)) is not None:  # "finds that *came out* of waterlogged trenches"
        return f"a verb of coming, said of {come}, which the form reads after it"
    if verb in NOUN_VERBS:  # "*left* us a review", "*wrote* a review": the noun after it names the relationship
        noun = next((j for j in range(i + 1, min(i + 4, len(tokens))) if tokens[j].low not in NOUN_VERB_GAP), None)
        if noun is not None and (named := piece(noun, ("relation", "property"))) is not None:
            return f"a verb for giving the {named.text} named after it"
    if verb != low and low.endswith(("ed", "id", "en")) and "VERB" in word_kinds(low) and i > 0 and \
            (named := piece(i - 1, ("property",))):
        return f"how {named.text} came to be, said after it"  # "the fee *paid*", "compensation *offered*"
    if low.endswith(("able", "ible")) and len(low) > 6 and word_kinds(low) <= {"ADJ"} and i > 0 and \
            (named := piece(i - 1, ("property", "constraint"))):
        return f"what {named.text} says of it, said after it"  # "RIDDOR *reportable*", "VAT *payable*"
    if verb in LOCATION_VERBS:
        first = next((j for j in range(i + 1, min(i + 4, len(tokens))) if j in claimed), None)
        place = piece(first, ("value", "entity", "constraint")) if first is not None else None
        if place is not None:
            return f"the link to {place.text}"
    if verb in HOLDING_VERBS:  # "which staff *hold* PA6": the value they hold
        held = next((x for j in range(i + 1, min(i + 4, len(tokens)))
                     if (x := piece(j, ("value", "constraint", "property"))) is not None), None)
        if held is not None:
            return f"{held.text}, which they hold"
        # "what dive ticket does X *hold*": the key asked before the thing named, which the thing holds
        named = [j for j in range(i) if piece(j, ("entity",))]
        asked = [j for j in range(min(named)) if piece(j, ("property",))] if named else []
        if asked and all(j in claimed or not tokens[j].content for j in range(max(named) + 1, i)):
            return f"{piece(asked[0], ('property',)).text}, which it holds"
    if verb != low and low.endswith(("ed", "en", "rn")) and i + 2 < len(tokens) and \
            tokens[i + 1].low in ("by", "via", "through") and (kept := piece(i + 2, ("constraint", "value"))) \
            is not None and _flag_test(cand, kept):
        return f"how {kept.text} came about"  # "born *by* embryo transfer" of the et flag, "paid *by* direct debit"
    if low in MEANS_WORDS:  # "repairs reported *through* the portal", "which channel do claims come in *through*"
        way = next((p for j in range(i + 1, min(i + 4, len(tokens))) if (p := piece(j, ("value", "constraint")))), None)
        if way is not None:
            return f"the way {way.text} says"
        if all(not tokens[j].content for j in range(i + 1, len(tokens))) and \
                (asked := next((p for j in range(i) if (p := piece(j, ("property",)))), None)) is not None:
            return f"{asked.text}, the way asked for"
    if verb in RECORDING_VERBS and i + 1 < len(tokens):
        j = i + 2 if tokens[i + 1].low == "as" else i + 1  # "flagged *as* genotyped"
        if j < len(tokens) and (kept := piece(j, ("value", "constraint"))) is not None:
            return f"how {kept.text} is kept"
    if low in ATTRIBUTE_NOUNS and i > 0 and (named := piece(i - 1, ("property", "constraint", "value"))):
        return f"the value of {named.text}"
    if low in MEMBER_NOUNS and (i > 0 and (group := piece(i - 1, ("label",))) or i + 2 < len(tokens)
                                and tokens[i + 1].low == "of" and (group := piece(i + 2, ("label",)))):
        return f"one of the {group.text} nodes"  # "staff *members*", "a *member* of staff"
    if low in PERSON_WORDS | STAFF_WORDS and builder is not None and (people := _people_read(i, cand, builder)):
        return f"a word for people, which the {people} nodes are"  # "how many *people* on staff"
    if low in TIME_UNITS and i > 0 and builder is not None and (key := _dated_before(i, claimed, builder)):
        return f"the {low} {key} holds"
    if low in TIME_UNITS and i + 1 < len(tokens) and tokens[i + 1].text[:1].isdigit() and \
            (compared := piece(i + 1, ("constraint",))):
        return f"the unit of {compared.text}"
    rounding = next((c for c in reading.of("round") if i in c.tokens), None)
    if rounding is not None and cand.answer == "number":
        return f"the number shown to {rounding.value} decimals"  # the engine rounds it (``round_answers``)
    if (how := aside(i, cand, reading, claimed, SUPPORT_VERBS)) is not None:
        return how  # how to present what the form gives: a unit, ties, an order, a filter said again
    if (how := filler(i, cand, reading, builder)) is not None:
        return how  # present time, an aggregate's scope, "a single" after a denial, a key spelt
    if low in THEY and (label := _label_before(i, cand)):
        return f"the {label} nodes named before it"
    if builder is not None and cand.answer == "nodes" and (label := _named_by_name(i, cand, builder)):
        return f"the {label} nodes, by the property that names them"
    if builder is not None and names_the_whole(i, cand, reading, builder):
        return "the whole graph"
    if low in ("per", "each") and i + 1 < len(tokens) and isinstance(cand.form, Aggregate) and cand.form.fn == "avg" \
            and (over := piece(i + 1, ("label", "value"))) is not None and _every(cand, over):
        return f"the {over.text} nodes the average is taken over"  # "average rooms *per* hotel"
    if low in HELD_WORDS and isinstance(cand.form, Aggregate) and \
            (lead := next((j for j in range(i - 1, max(-1, i - 5), -1) if tokens[j].low in ("where", "when", "if")),
                          None)) is not None and all(tokens[j].low in HELD_FILLERS for j in range(lead + 1, i)):
        return f"a value held, which the {cand.form.fn} reads only where there is one"  # "where one is *set*"
    cue = next((c for c in reading.cues if i in c.tokens), None)
    if cue is not None and cue.kind != "grouping" and not tokens[i].content \
            and any(t in claimed for t in cue.tokens if t != i):  # "taken by *each* X" asks for a figure per X
        return "a function word of " + claimed[next(t for t in cue.tokens if t in claimed)][0].text
    return None


STARTING = frozenset({"start", "begin"})  # "when did X *start* mentoring Y" (dictionary forms)
START_KEYS = frozenset({"since", "start", "started", "starts", "from", "began", "begun", "begin"})


def _start_key(cand: Any) -> str | None:
    """The key the answer is the values of, when its name says when something began (``since``, ``startedOn``,
    ``fromDate``), or None."""
    key = answered_key(cand)
    return key if key and set(identifier_words(key).lower().split()) & START_KEYS else None


COME_GAP = frozenset({"out", "of", "from", "back", "in", "into", "to", "us", "by", "via", "with", "through", "a", "an",
                      "the", "our"})  # between "came" and what it came from, to or with


def _coming(i: int, tokens: list[Any], claimed: dict[int, list[Any]]) -> str | None:
    """"finds that *came out of* waterlogged trenches", "clients that *came to us by* referral", "a dish *came back
    with* no leftovers": "come" (and the particles after it) before the first word a piece of the form reads, with
    only particles and prepositions between: it says only that the answer is linked to that, as the form reads it.
    The words that piece reads, or None."""
    at = i
    while at > 0 and lemma(tokens[at].low) != "come" and tokens[at].low in COME_GAP:
        at -= 1
    if lemma(tokens[at].low) != "come" or at in claimed:
        return None
    j = at + 1
    while j < len(tokens) and tokens[j].low in COME_GAP:
        j += 1
    if j == at + 1 or j >= len(tokens) or j not in claimed or not at <= i < j:
        return None
    return claimed[j][0].text


def _object_of_unread_verb(i: int, cand: Any, tokens: list[Any]) -> bool:
    """Whether word ``i`` is "something" / "anything" right after a verb no piece of the form reads ("tenants who
    *owe something*": those with arrears above nothing, a test the form may not make), where it frames nothing."""
    if tokens[i].low not in SOMETHING or i == 0 or "VERB" not in word_kinds(tokens[i - 1].low) or \
            tokens[i - 1].low in STOP:
        return False
    return not any(i - 1 in p.tokens for p in cand.parts)


def _every(cand: Any, over: Any) -> bool:
    """Whether an average is taken over every node the piece after "per" names: the label's nodes, all of them, or
    those holding the value it names, with no other test ("average docks per station" over only the stations some
    relationship reaches leaves "per" unread)."""
    if not cand.target:
        return False
    rest = [c for c in conjuncts(cand.form.expr) if not (isinstance(c, Class) and c.name == cand.target)]
    if over.kind == "label":
        return over.text == cand.target and not rest
    return len(rest) == 1 and isinstance(rest[0], Join) and isinstance(rest[0].expr, Node) and \
        over.text.endswith(rest[0].expr.id)


def _people_read(i: int, cand: Any, builder: Any) -> str | None:
    """The label of people (``people.labels_of_people``) another word of the question names as the label the form
    reads, or None. Not a label named after "by" that follows word ``i`` and a participle: "staff *mentored by* a
    head groomer" are the ones mentored, whoever the head groomers are."""
    people = labels_of_people(builder.index.schema, builder.index.within)
    return next((p.text for p in cand.parts if p.kind == "label" and p.tokens and p.text in people
                 and not _done_by(builder.r.tokens, i, min(p.tokens))), None)


def _done_by(tokens: list[Any], i: int, named: int) -> bool:
    """Whether a past participle and "by" stand between word ``i`` and word ``named`` (who did it to them)."""
    return any(before_by(tokens, j) for j in range(i + 1, named - 1))


def _dated_before(i: int, claimed: dict[int, list[Any]], builder: Any) -> str | None:
    """The words of the date (or year) property named by word ``i - 1``, which a piece of the form uses, or None
    (also where a grouping word comes before the key: "by collection month" asks for one row per month)."""
    for m in builder.g.schema:
        e = m.element
        if i - 1 not in m.tokens or e.kind not in ("prop", "edge_prop") or m.score < 0.75 or \
                not (e.info is not None and e.info.type in TEMPORAL or year_valued(e)):
            continue
        first, reading = min(m.tokens), getattr(builder, "r", None)
        if first > 0 and reading is not None and reading.tokens[first - 1].low in GROUPED_BY:
            return None  # "total charges *by* collection month": a total per month, which no piece gives
        if any(e.words in p.text or e.name in p.text for p in claimed.get(i - 1, ())):
            return e.words
    return None


GROUPED_BY = frozenset({"by", "per", "each", "every"})  # before a date's key and a unit of time: a grouping


def _label_before(i: int, cand: Any) -> str | None:
    """The label of the form named by a noun before word ``i`` (a pronoun that points back to it), or None:
    "suppliers" in "the suppliers with the highest average price across *their* products", "member" in "which
    member renewed *their* loans" (a singular "they" too)."""
    return next((p.text for p in cand.parts if p.kind == "label" and p.tokens and max(p.tokens) < i), None)


def _in_phrase(i: int, tokens: list[Any]) -> bool:
    for phrase in PHRASES:
        for start in range(i - len(phrase) + 1, i + 1):
            if start >= 0 and start + len(phrase) <= len(tokens) and \
                    all(tokens[start + k].low == w for k, w in enumerate(phrase)):
                return True
    return False


def round_answers(reading: Any, answers: list[Entity]) -> list[Entity]:
    """Number answers rounded as the question asks ("rounded to one decimal": 3.6667 → 3.7, "whole number", "to the
    cent", "2dp"); others as they are."""
    cue = next(iter(reading.of("round")), None)
    asked = precision(reading) if cue is None else None
    digits = int(cue.value) if cue is not None else asked[1] if asked is not None else None
    if digits is None:
        return answers
    out = []
    for a in answers:
        try:
            x = round(float(a.name or a.id), digits)
        except ValueError:
            out.append(a)
            continue
        text = str(int(x)) if digits == 0 else f"{x:.{digits}f}"
        out.append(Entity(text, text))
    return out


WHOLE = 0.45  # least MiniLM similarity of a word to the graph's labels taken together, to name the whole of it


def names_the_whole(i: int, cand: Any, reading: Any, builder: Any) -> bool:
    """"Join *the library*", "*the library's* branches", "in *the catalogue*", "*library* members": a singular noun
    that names nothing in the graph, after "the" at the end of the question or before "'s", or right before a plural
    label word the form uses, and close in meaning to the graph's labels taken together, names the one thing the whole
    graph describes; it asks for nothing a form could add."""
    tokens = reading.tokens
    low = tokens[i].low
    if not low.isalpha() or lemma(low) != low or not tokens[i].text[:1].islower():
        return False  # a plural, an inflected verb, or a capitalised name
    after = tokens[i + 1].low if i + 1 < len(tokens) else None
    whole = i > 0 and tokens[i - 1].low == "the" and (after is None or after == "'s")
    labels = {t for p in cand.parts if p.kind == "label" for t in p.tokens}
    # before a plural ("*library* members"); before one thing ("the *cloud* base") it says which kind of that thing
    modifier = i + 1 in labels and lemma(after or "") != after
    if not (whole or modifier):
        return False
    if any(low in {lemma(w) for w in e.words.lower().split()} for e in builder.index.elements):
        return False  # a word of a label, type or key ("the *interchange* stations": the Interchange label)
    if _a_name_word(low, builder.index.store):
        return False  # "*panthera* species": a word of some nodes' names, no English word for the graph
    names = [e.words for e in builder.index.elements if e.kind == "label"]
    vecs = builder.index.encode([low, *names])
    if vecs is None or len(vecs) < 2:
        return False
    centre = vecs[1:].mean(axis=0)
    norm = float((centre @ centre) ** 0.5) or 1.0
    return float(vecs[0] @ centre) / norm >= WHOLE


def _a_name_word(low: str, store: Any) -> bool:
    """Whether a word no English dictionary knows is a word of some node's name (a genus: "panthera")."""
    from lemminflect import getAllLemmas

    if getAllLemmas(low):
        return False
    return any(m.method != "fuzzy" for m in store.search_entities(low, limit=3))


def _named_by_name(i: int, cand: Any, builder: Any) -> str | None:
    """The label of the form whose name property word ``i`` names ("company" of companyName), or None."""
    used = {x.name for x in _classes(cand.form)}
    for m in builder.g.schema:
        if m.element.kind == "prop" and i in m.tokens and m.score >= 0.75:
            for label in used:
                if builder.name_property(label) == m.element.name:
                    return label
    return None


def _classes(expr: Any) -> list[Any]:
    """The classes a form lists or tests, anywhere in it."""
    return [x for x in subexpressions(expr) if isinstance(x, Class)]


def _flag_test(cand: Any, part: Any) -> bool:
    """Whether ``part`` reads a true/false key the form tests."""
    flags = {n.relation.name.rsplit(".", 1)[-1] for n in subexpressions(cand.form) if isinstance(n, Join)
             and isinstance(n.relation, Relation) and isinstance(n.expr, Node | Literal)
             and str(n.expr.id if isinstance(n.expr, Node) else n.expr.value).lower() in ("true", "false")}
    return any(part.text.startswith(identifier_words(f)) or identifier_words(f) in part.text for f in flags)
