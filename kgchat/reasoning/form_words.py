"""Words of a question that a schema-checked answer's form accounts for by its shape rather than by name.

The absence check (``unread.absent``) refuses an answer when the word saying what is asked names nothing in the
graph. On a property graph people word its relationships and properties with their own verbs and nouns: "doctors
who *speak* polish" (``languages``), "which doctor *saw* … appointment X" (``HANDLED_BY``), "what *dose* …"
(``dosageMg``). Such a word is not a sign the graph lacks what is asked when the form the engine ran says it, in
one of these ways, each read from the graph's schema and the form, never from a list of words:

- **a near form of a key (or relationship type) the form walks**: one lemma ("supervise" / SUPERVISED_BY), or the
  word and a word of the key share their root, one adding an English derivational ending ("dose" / "dos*age*", "consult" / "consult*ation*"), or the key's word cuts it short
  ("euro" / monthlyPremium*Eur*);
- **a verb whose object the form uses**: the words right after the verb are a value the form requires of a node
  property ("speak *polish*" ↔ ``languages = Polish``) or the words of a node property the form ranks or sums
  ("spend the most *hours* in theatre each week" ↔ ``theatreHoursPerWeek``): the verb says how the thing relates to
  it. A naming property ("the *dermatology* dept": the department's title) names the object; it says nothing of the
  verb. A form of "get" before a verb the form accounts for only makes it passive ("*gets* prescribed");
- **a verb between two things the schema links one way only**: the question names the class asked for before the
  verb and an entity after it, the form walks a relationship between the two, and the schema has no other
  relationship type between their labels, so within this graph the verb can only mean it.

- **a noun for the graph itself** ("how many films are in the *database*"), when no element of the schema goes by
  it: it asks for nothing in the graph;
- **a time word beside a word read as a dated key**: "release *year*" or "*year* of birth", where the form walks the
  key the other word was read as and the key holds dates or years (``released`` kept as 1974, 2024, …);
- **how the graph keeps a fact** ("no height *on record*", "no nickname *on file*"), when no element of the schema
  goes by the noun;
- **a request to round the number the form computes** ("*rounded to 1 decimal*", "*2dp*", "*to the nearest
  minute*"), when the form computes an average or a sum: it says how to show the number;
- **the measure a "how" asks for** ("*how long* a delay", "*how far* apart"), when every answer is a number (not
  a year) read off a numeric key: the adjective after "how" asks for that number;
- **a scale word after a number the form tests** ("more than 5 *million*" tested as 5) on a key whose known values
  are all far below that scale: the key counts in it;
- **a verb whose object "how many" or "what" fronts** ("how many *hours per week* does X *spend* …", "what *shirt
  number* does X *wear*"), every content word of a key the form walks being said in that object;
- **a verb before the only time its things keep** ("incidents *logged* in 2024"), the form testing that key for
  the time said;
- **a time superlative said again or ending an ordering** ("the newest, *latest* first"; "from oldest to
  *newest*"), the form ranking by a key of dates or years in that direction;
- **"called" / "named"** when the form reads a key whose name says it names (``derbyName``, ``title``);
- **a word standing for a key the form walks**: its MiniLM similarity to the key (or one of the key's words) reaches
  ``asked_schema.STANDS_FOR`` ("*birth*" / bornYear, "*cost*" / unitPriceEur) and no other element of the schema,
  label or key, is closer to it. Labels are left out: a class said twice ("the top movies among *movies* released
  …") may be a second thing of that class the form does not have.

The number words (rounding, a "how" measure, a scale) are read in ``form_numbers``.

All but one say the word (``Said.sure``): the badge counts it covered, so an answer that left out nothing else is
``kg-exact``. The third way (one relationship between two labels) only shows the form's shape agrees with the
word, not that it means what the word says: it keeps the answer from being refused, and the answer stays
``kg-approximate``. None applies to an answer of another
kind than the question asks for (a type row left out).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, is_dataclass

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.errors import KGChatError
from kgchat.lexicons import FUNCTION_WORDS
from kgchat.logic.nodes import (
    Aggregate,
    And,
    ArgMax,
    ArgMin,
    Class,
    Compare,
    Entity,
    Join,
    Literal,
    Relation,
    Top,
    conjuncts,
    relations_in,
    subexpressions,
)
from kgchat.logic.sexpr import parse
from kgchat.reasoning.asked_schema import GRAPH_WORDS, STANDS_FOR, TIME_WORDS, dated
from kgchat.reasoning.form_numbers import measure, rounding, scale
from kgchat.reasoning.question import Analysis
from kgchat.reasoning.schema_parser.lemmas import participle
from kgchat.reasoning.schema_parser.unit_cues import UNITS
from kgchat.reasoning.schema_parser.words import SUPERLATIVES, TEMPORAL_WORDS
from kgchat.reasoning.vocabulary import Vocabulary
from kgchat.reasoning.word_roots import clipped, same_root, singular
from kgchat.schema import EDGE_END, EDGE_START, GraphSchema, identifier_words
from kgchat.text import lemma
from kgchat.types import Answer

# nouns for where the graph keeps its facts, after "on" ("no height *on record*", "no nickname *on file*")
RECORD_WORDS = frozenset({"record", "records", "file", "files"})


@dataclass(frozen=True)
class Said:
    """How the form says one word of the question."""

    word: str
    why: str
    sure: bool  # by the word's own root or by the value after it, not only by the schema's shape


def said_by_form(graph: GraphStore, a: Analysis, answer: Answer, words: list[str],
                 vocab: Vocabulary | None = None) -> list[Said] | None:
    """How the form ``answer`` ran says each of ``words`` (the words an absence check rests on, or those its
    coverage left out), or None when one of them it does not say (see the module docstring). ``vocab``: the graph's
    vocabulary, whose MiniLM says which key a word stands for (without one, no word is said that way)."""
    if not words or not answer.trace.logical_form:
        return None
    if any(row.kind == "type" and row.covered_by is None for row in answer.trace.coverage):
        return None  # the answer is not of the kind asked for ("*who* translated …" answered by books)
    try:
        form = parse(answer.trace.logical_form)
        schema = graph.schema()
    except KGChatError:  # a form or schema that cannot be read: nothing to excuse the words with
        return None
    out = []
    for word in words:
        word = normalize_name(word)
        if _walked_for_another(word, answer, schema):
            return None
        if (why := _near_key(word, form) or _graph_noun(word, schema)
                or _on_record(a, word, schema) or _fronted_object(a, word, form)
                or _ranked_again(graph, a, word, form, answer) or _order_end(graph, a, word, form)
                or _verb_time(graph, a, word, form) or _called(word, form)
                or rounding(a, word, form) or scale(a, word, form, schema) or _per_member(a, word, form)
                or measure(a, word, form, answer, schema)
                or _time_of(graph, a, word, form, answer)
                or _stands_for_walked(vocab, word, form, schema)
                or _verb_object(a, word, form, answer, schema)) is not None:
            out.append(Said(word, why, True))
        elif (why := _only_link(a, answer, word, form, schema)) is not None:
            out.append(Said(word, why, False))
        else:
            return None
    return out


# units said in words, and the symbols a key's name writes them with ("in troy ounces": weightOzt)
UNIT_SYMBOLS = {"pound": ("gbp", "lb", "lbs"), "pounds": ("gbp", "lb", "lbs"), "sterling": ("gbp",),
                "ounce": ("oz", "ozt"), "ounces": ("oz", "ozt"), "troy": ("ozt",), "percent": ("pct",),
                "percentage": ("pct",), "square": ("sqm", "sqft", "m2"), "metres": ("m", "sqm"), "meters": ("m", "sqm"),
                "centimetres": ("cm",), "centimeters": ("cm",), "millimetres": ("mm",), "milligrams": ("mg",), "kilograms": ("kg",),
                "kilos": ("kg",), "kilometres": ("km",), "kilometers": ("km",), "hours": ("h", "hrs"),
                "litres": ("l",), "liters": ("l",), "dollars": ("usd",), "euros": ("eur",)}


def _walked_for_another(word: str, answer: Answer, schema: GraphSchema) -> bool:
    """Whether ``word`` shares its root with a relationship type that another word of the question is read as, and
    that the form walks only once: "who mentors X's *mentor*" says MENTORS twice, and one step of it answers only
    one of them (who mentors X)."""
    form = answer.trace.logical_form or ""
    for row in answer.trace.coverage:
        rel = row.covered_by
        if row.kind != "relation" or not rel or schema.rel(rel) is None or normalize_name(row.span) == word \
                or len(re.findall(rf"(?<![\w.]){re.escape(rel)}(?![\w.])", form)) != 1 \
                or f"{rel}." in form:
            continue
        if any(same_root(word, part) or word.isalpha() and lemma(word) == lemma(part)
               for part in identifier_words(rel).lower().split() if part not in FUNCTION_WORDS):
            return True
    return False


def _near_key(word: str, form) -> str | None:
    """"'dose' is a form of dosage (dosageMg)": a word sharing its root with a word of a key the form walks, or
    which that word cuts short ("euro" / monthlyPremium*Eur*)."""
    # each step's last name (a key, or a relationship's start or end), and the relationship types walked
    ends = (EDGE_START, EDGE_END)  # "REPORTS_TO.start": which end is walked, no word of the graph ("started")
    for key in sorted({k for r in relations_in(form) if (k := r.rsplit(".", 1)[-1]) not in ends or "." not in r}
                      | _keys_walked(form)):
        for part in identifier_words(key).lower().split():
            if part in FUNCTION_WORDS:
                continue  # "for" of PLAYS_FOR names nothing: "formation" is no form of it
            if same_root(word, part) or clipped(word, part) or word.isalpha() and lemma(word) == lemma(part) \
                    or part in UNIT_SYMBOLS.get(word, ()):
                return f"'{word}' is a form of '{part}' ({key}), which the answer walks"
    return None


def _fronted_object(a: Analysis, word: str, form) -> str | None:
    """"How many *hours per week* does X *spend* teaching …", "what *shirt number* does X *wear*": a verb after "do /
    does / did" whose object is the phrase "how many" / "how much" / "what" / "which" opens, every content word of a
    key the form walks being said there: the verb says what the subject does with what is asked for, which the key
    holds."""
    if not _is_verb(word) or word not in a.words:
        return None
    words = a.words
    at = next((i + 2 for i in range(len(words) - 1) if words[i] == "how" and words[i + 1] in ("many", "much")),
              1 if words[:1] in (["what"], ["which"]) else None)
    aux = next((j for j in range(at, len(words)) if words[j] in ("do", "does", "did")), None) \
        if at is not None else None
    if aux is None or words.index(word) <= aux:
        return None
    phrase = words[at:aux]
    for relation in sorted(relations_in(form)):
        key = relation.rsplit(".", 1)[-1]
        content = [w for w in identifier_words(key).lower().split() if w not in FUNCTION_WORDS]
        if content and all(any(same_root(q, w) or q == w for q in phrase) for w in content):
            return f"'{word}' says what the subject does with the {' '.join(content)} asked for ({key})"
    return None


def _ranked_again(graph: GraphStore, a: Analysis, word: str, form, answer: Answer) -> str | None:
    """"the newest students (*latest* join date)": a superlative of time whose direction is the form's own, the form
    ranking by a key holding dates or years and another superlative of that direction being what the engine read the
    ranking from: the word says the ranking again."""
    way = SUPERLATIVES.get(word)
    if way is None or word not in TEMPORAL_WORDS:
        return None
    if isinstance(form, ArgMax | ArgMin):
        slot, top = form.relation, "max" if isinstance(form, ArgMax) else "min"
    elif isinstance(form, Top):
        slot, top = form.slot, "max" if form.descending else "min"
    else:
        return None
    if top != way or not isinstance(slot, Relation) or slot.reverse or not dated(graph, slot.name.rsplit(".", 1)[-1]):
        return None
    read = [w for row in answer.trace.coverage if row.kind == "aggregation" and row.covered_by
            for w in normalize_name(row.span).split() if w != word or a.words.count(word) > 1]
    if not any(SUPERLATIVES.get(w) == way for w in read):
        return None
    return f"'{word}' says again how the answer is ranked ({top} {slot.name})"


def _verb_time(graph: GraphStore, a: Analysis, word: str, form) -> str | None:
    """"incidents *logged* in 2024", "which incidents *happened* in March 2025": a verb followed by the time the form
    tests a key of dates or years against, on a label with no other such key, so the verb's event can only be
    that time."""
    if not _is_verb(word) or _counted_noun(a, word) or _after_superlative(a, word):
        return None
    rest = _after(a, word)
    years = {w for w in rest[:3] if w.isdigit() and len(w) == 4}
    if not years:
        return None
    try:
        schema = graph.schema()
    except KGChatError:
        return None
    for group in _groups(form):
        labels = [p.name for p in group if isinstance(p, Class)]
        for node in (n for part in group for n in subexpressions(part)):
            if not (isinstance(node, Compare | Join) and isinstance(node.relation, Relation)
                    and not node.relation.reverse and "." not in node.relation.name):
                continue
            value = node.value if isinstance(node, Compare) else node.expr
            text = str(value.value if isinstance(value, Literal) else getattr(value, "id", ""))
            key = node.relation.name
            if text[:4] not in years or not labels or not dated(graph, key):
                continue
            info = schema.label(labels[0])
            if info is not None and [p.key for p in info.properties if dated(graph, p.key)] == [key]:
                return f"'{word}' is what happened at {text}, the only time {labels[0]} keeps ({key})"
    return None


def _per_member(a: Analysis, word: str, form) -> str | None:
    """"average hauls *per* trip on Curlew Bank": "per" before the word of a label whose nodes the form averages
    over, one value each, says what the average is taken over."""
    if word != "per" or not (isinstance(form, Aggregate) and form.fn == "avg") or word not in a.words:
        return None
    at = a.words.index(word)
    said = singular(a.words[at + 1]) if at + 1 < len(a.words) else ""
    labels = {n.name for n in subexpressions(form.expr) if isinstance(n, Class)}
    label = next((x for x in labels if same_root(said, identifier_words(x).lower().split()[-1])), None)
    return None if label is None else f"'per {a.words[at + 1]}' says the average is taken over each {label}"


def _called(word: str, form) -> str | None:
    """"what is the derby *called*": a word asking what a thing is called, the form reading the value of a key whose
    name says it names things (``derbyName``, ``title``) off the thing asked about."""
    if word not in ("called", "named") or not (isinstance(form, Join) and isinstance(form.relation, Relation)
                                               and form.relation.reverse):
        return None
    key = form.relation.name.rsplit(".", 1)[-1]
    if {"name", "title"} & set(identifier_words(key).lower().split()):
        return f"'{word}' asks for what the thing is called, its {key}"
    return None


def _order_end(graph: GraphStore, a: Analysis, word: str, form) -> str | None:
    """"from oldest *to newest*": the superlative after "to" that ends an ordering "from" its opposite opens, the
    form ordering by a key holding dates or years in the direction the first word says."""
    way = SUPERLATIVES.get(word)
    if way is None or word not in TEMPORAL_WORDS or not isinstance(form, Top) or not isinstance(form.slot, Relation) \
            or form.slot.reverse or not dated(graph, form.slot.name.rsplit(".", 1)[-1]):
        return None
    for i, w in enumerate(a.words):
        if w == word and i >= 3 and a.words[i - 1] == "to" and a.words[i - 3] == "from" and \
                SUPERLATIVES.get(a.words[i - 2]) not in (None, way) and \
                SUPERLATIVES[a.words[i - 2]] == ("max" if form.descending else "min"):
            return f"'{word}' ends the ordering '{a.words[i - 2]}' opens ({form.slot.name})"
    return None


def _element_words(schema: GraphSchema) -> set[str]:
    """The dictionary forms of the words of every label, relationship type and property key."""
    names = [x.name for x in schema.labels] + [r.name for r in schema.relationships] + \
        [p.key for x in schema.labels for p in x.properties] + [p.key for r in schema.relationships for p in r.properties]
    return {lemma(w) for n in names for w in identifier_words(n).lower().split()}


def _graph_noun(word: str, schema: GraphSchema) -> str | None:
    """"'database' is the graph itself": a noun for the graph that no element of its schema goes by."""
    if word in GRAPH_WORDS and lemma(word) not in _element_words(schema):
        return f"'{word}' is the graph itself, which asks for nothing in it"
    return None


def _on_record(a: Analysis, word: str, schema: GraphSchema) -> str | None:
    """"no height *on record*", "no nickname *on file*": a noun for the graph's records after "on", when no element
    of the schema goes by it; it says where the fact would be kept, not another thing asked."""
    if word not in RECORD_WORDS or lemma(word) in _element_words(schema):
        return None
    if any(w == word and i > 0 and a.words[i - 1] == "on" for i, w in enumerate(a.words)):
        return f"'on {word}' is the graph's keeping of the fact, which asks for nothing in it"
    return None


def _keys_walked(form) -> set[str]:
    """The property keys and relationship types the form walks ("REVIEWED.rating": rating; REVIEWED)."""
    out = set()
    for relation in relations_in(form):
        owner, _, key = relation.rpartition(".")
        out |= {owner, key} - {"", "start", "end"} if owner else {relation}
    return out


def _time_of(graph: GraphStore, a: Analysis, word: str, form, answer: Answer) -> str | None:
    """"'year' is what released holds": a time word ("year", "date") right beside a word ("release *year*", "*year*
    of birth") the engine's coverage read as a key the form walks, a key holding dates or years."""
    if word not in TIME_WORDS or word == "when" or word not in a.words:
        return None
    walked = {normalize_name(identifier_words(k)): k for k in _keys_walked(form)}
    read = {}  # a word of the question -> the walked key its coverage row was read as ("no birth": has born)
    for row in answer.trace.coverage:
        covered = f" {normalize_name(identifier_words(row.covered_by or ''))} "
        for said, key in walked.items():
            if row.kind != "aggregation" and said and f" {said} " in covered:
                read.update({w: key for w in normalize_name(row.span).split()})
    for at in (i for i, w in enumerate(a.words) if w == word):
        beside = [at - 1, at + 1] + ([at + 2] if a.words[at + 1:at + 2] == ["of"] else [])
        if all(w in ("what", "which", "in", "the") for w in a.words[:at]) and isinstance(form, Join) and \
                isinstance(form.relation, Relation) and form.relation.reverse:
            # the time word heads the question ("*year* the X opened", "what *year* did X open"): it asks for the
            # time of the clause, which the form reads off the key the clause's word is read as
            beside = range(at + 1, len(a.words))
        for i in (i for i in beside if 0 <= i < len(a.words)):
            key = read.get(a.words[i])
            if key is not None and dated(graph, key):
                return f"'{word}' is what {key}, which '{a.words[i]}' is read as and the answer walks, holds"
    return None


def _graded(word: str) -> bool:
    """Whether ``word`` is a comparative or superlative ("taller", "most", "oldest"): it says how values compare,
    which a key alone does not say."""
    from lemminflect import getAllLemmas, getInflection

    for pos in ("ADJ", "ADV"):
        for base in getAllLemmas(word).get(pos, ()):
            if base and any(word in getInflection(base, tag) for tag in ("JJR", "JJS", "RBR", "RBS")):
                return True
    return False


def _stands_for_walked(vocab: Vocabulary | None, word: str, form, schema: GraphSchema) -> str | None:
    """"'cost' stands for unitPriceEur": a word whose MiniLM similarity to a key or relationship type the form walks
    (its whole name or one of its words) reaches ``STANDS_FOR``, no element of the schema being closer to it. A
    comparative or superlative is not said this way ("*taller* than 190" is not said by a height tested for 190)."""
    if vocab is None or not vocab.encodes or not word.isalpha() or word in FUNCTION_WORDS or _graded(word):
        return None
    walked = _keys_walked(form)
    names = {x.name for x in schema.labels} | {r.name for r in schema.relationships} | \
        {p.key for x in schema.labels for p in x.properties} | {p.key for r in schema.relationships for p in r.properties}

    def closeness(name: str) -> float:
        said = identifier_words(name).lower()
        parts = [w for w in said.split() if w not in FUNCTION_WORDS and len(w) > 2]
        return max(vocab.similarity(word, text) or 0.0 for text in dict.fromkeys([said, *parts]))

    scored = sorted(((closeness(n), n) for n in names), reverse=True)
    if scored and scored[0][0] >= STANDS_FOR and scored[0][1] in walked and \
            all(s < scored[0][0] for s, n in scored[1:] if n not in walked):
        return f"'{word}' stands for {scored[0][1]} ({scored[0][0]:.2f}), which the answer walks"
    return None


def _is_verb(word: str) -> bool:
    """Whether ``word`` reads as a verb: English has it only as one ("speak", "reordered"), or it is a verb's past
    form ("saw", "went"). A word that is a noun as well and may be a plural ("products", "runs") says nothing."""
    from lemminflect import getAllLemmas

    found = getAllLemmas(word)
    verbs = found.get("VERB")
    if " " in word or not verbs:
        return False
    return "NOUN" not in found or (any(v != word for v in verbs) and not word.endswith("s"))


def _after_superlative(a: Analysis, word: str) -> bool:
    """Whether ``word`` comes right after a comparative or superlative ("the *highest-estimated* lot", "the most
    visited rooms"): a participle said as an adjective of the noun after it, no verb taking it as object."""
    i = a.words.index(word) if word in a.words else 0
    return i > 0 and (a.words[i - 1] in SUPERLATIVES or _graded(a.words[i - 1]))


def _after(a: Analysis, word: str) -> list[str]:
    """The question's words after ``word``, past the function words that open its object ("speak *the* …")."""
    if word not in a.words:
        return []
    rest = a.words[a.words.index(word) + 1:]
    while rest and rest[0] in FUNCTION_WORDS:
        rest = rest[1:]
    return rest


def _groups(expr) -> list[list]:
    """Every AND chain of the form (and each node outside one) as its list of conjuncts, outermost first."""
    out: list[list] = []

    def visit(node, in_chain: bool) -> None:
        if isinstance(node, And):
            if not in_chain:
                out.append(conjuncts(node))
            visit(node.left, True)
            visit(node.right, True)
            return
        if not in_chain:
            out.append([node])
        for f in fields(node) if is_dataclass(node) else ():
            if is_dataclass(child := getattr(node, f.name)):
                visit(child, False)

    visit(expr, False)
    return out


def _naming_keys(schema: GraphSchema) -> set[str]:
    return {k for x in schema.labels for k in (x.name_property, *x.search_properties, *x.display) if k}


def _verb_object(a: Analysis, word: str, form, answer: Answer, schema: GraphSchema) -> str | None:
    """"'speak' says how the answers relate to Polish, their languages": a verb followed by a value the form
    requires of a node property of the things it keeps, or by the words of a node property the form uses ("spend
    the most *hours*": theatreHoursPerWeek), not a property that names them, or a participle after them ("the
    *defects found* at X"); or a form of "get" that only makes the
    verb after it passive ("which drug *gets* prescribed")."""
    from lemminflect import getAllLemmas

    if not _is_verb(word) or _counted_noun(a, word) or _after_superlative(a, word):
        return None
    rest = _after(a, word)
    if _passive_get(word, rest, answer):
        return f"'{word}' only makes '{rest[0]}' passive"
    keys = {p.key for x in schema.labels for p in x.properties} - _naming_keys(schema)
    for group in _groups(form):
        for part in group:
            if not (isinstance(part, Join) and isinstance(part.relation, Relation) and not part.relation.reverse
                    and isinstance(part.expr, Entity) and part.relation.name in keys):
                continue
            value = [singular(w) for w in normalize_name(part.expr.id).split()]
            if value and [singular(w) for w in rest[:len(value)]] == value:
                return f"'{word}' says how the answers relate to {part.expr.id}, their {part.relation.name}"
    operators = {w for row in answer.trace.coverage if row.kind == "aggregation" and row.covered_by
                 for w in normalize_name(row.span).split()}
    tests = {w for row in answer.trace.coverage if row.kind == "constraint" and row.covered_by
             for w in normalize_name(row.span).split()}  # "under 40": the test that ends the phrase
    phrase = []  # the noun phrase after the verb, past the operators ("the most *hours*", "a *review rating*")
    tested: list[str] = []  # a test said first ("burned *over 5000 litres of* fuel", "found *three or more defects*")
    for w in (w for w in rest if w not in operators):
        if not phrase and (w in tests or w in ("the", "a", "an")
                           or tested and (w in FUNCTION_WORDS or not w.isalpha())):
            tested.append(w)
            continue
        if w in FUNCTION_WORDS or w in tests or not w.isalpha():
            break
        phrase.append(w)
    if not phrase:  # the test's own last noun ("found three or more *defects*")
        phrase = [w for w in tested if w.isalpha() and w not in FUNCTION_WORDS][-1:]
    heads = list(dict.fromkeys(phrase[:1] + phrase[-1:]))  # its first word, and its head (the last)
    at = a.words.index(word) if word in a.words else 0
    if at > 0 and participle(word) and a.words[at - 1].isalpha():
        heads.append(a.words[at - 1])  # the noun a participle follows ("*defects* found at X")
    # node properties, and a relationship's qualifiers ("REVIEWED.rating"): "which films *got* a rating under 40"
    walked = {r.rpartition(".")[2]: r for r in relations_in(form)}
    qualifiers = {p.key for r in schema.relationships for p in r.properties}
    for key in sorted(set(walked) & (keys | qualifiers)):
        said = identifier_words(key).lower().split()
        content = [w for w in said if w not in FUNCTION_WORDS and w not in UNITS and getAllLemmas(w)]  # not "per",
        # not "eur", nor a unit the key is kept in ("burned the most *fuel*": fuelLitres)
        head = next((h for h in heads if any(same_root(h, w) for w in said)), None)
        if head is not None and all(any(same_root(q, w) for q in a.words) for w in content):
            return f"'{word}' is said of their {head} ({key}), which the answer uses"  # "units" is not units in stock
    return None


def _counted_noun(a: Analysis, word: str) -> bool:
    """Whether ``word`` is what "how many" counts ("how many *fails* were there"): a noun there, whatever else
    English lets it be."""
    return any(i >= 2 and a.words[i - 2:i] == ["how", "many"] for i, w in enumerate(a.words) if w == word)


GET_FORMS = frozenset({"get", "gets", "got", "gotten", "getting"})


def _passive_get(word: str, rest: list[str], answer: Answer) -> bool:
    """"gets prescribed": a form of "get" right before a verb the engine's coverage accounts for."""
    if word not in GET_FORMS or not rest or not _is_verb(rest[0]):
        return False
    return any(row.covered_by and rest[0] in normalize_name(row.span).split() for row in answer.trace.coverage)


def _only_link(a: Analysis, answer: Answer, word: str, form, schema: GraphSchema) -> str | None:
    """"'saw' can only be HANDLED_BY": a verb with the class asked for named before it (a type the engine's
    coverage grounded) and an entity after it, joined in the form by a relationship that is the schema's only one
    between their labels."""
    if not _is_verb(word) or word not in a.words:
        return None
    at = a.words.index(word)
    before = " ".join(a.words[:at])
    named = {row.covered_by for row in answer.trace.coverage if row.kind == "type" and row.covered_by
             and f" {normalize_name(row.span)} " in f" {before} "}
    later = {e.id for m in a.mentions if m.start > at for e in m.entities}
    rels = {r.name: r for r in schema.relationships}
    for group in _groups(form):
        classes = {p.name for p in group if isinstance(p, Class)} & named
        for part in group:
            if not (classes and isinstance(part, Join) and isinstance(part.relation, Relation)
                    and isinstance(part.expr, Entity) and part.expr.id in later and part.relation.name in rels):
                continue
            r = rels[part.relation.name]
            near, far = (r.ends, r.starts) if part.relation.reverse else (r.starts, r.ends)
            for cls in classes:
                if cls not in near:
                    continue
                linking = {x.name for x in schema.relationships if (cls in x.starts and set(far) & set(x.ends))
                           or (cls in x.ends and set(far) & set(x.starts))}
                if linking == {r.name}:
                    return (f"'{word}' stands between {cls} and {'/'.join(far)}, which the graph links only by "
                            f"{r.name}, the relationship the answer walks")
    return None
