"""Whether the schema elements an answer comes from stand for what its question asks: the wh-phrase asking for a
property's values while the answer is things (``property_asked``), a word being one of the schema's own words
(``schema_word``), and the word that says what is asked being read by the answer as an element that does not stand
for it (``unstood``: "what *oven* …" read as loaves, "who *painted* …" as who baked, a "gluten *content*" the answer
leaves unread), or the head of the noun phrase the question asks for being left unread and named by nothing in the
graph (``unread_head``: "who is the shirt *sponsor* of X"). ``trust.Audit`` refuses an engine's approximate answer
that fails either of the last two. ``kind_doubts`` reads an exact schema-checked answer's form against its words for
an answer of another kind than asked (a highest value for the thing ranked, a count for a number a thing holds or
could take), which keeps it below kg-exact.
"""

from __future__ import annotations

import threading
import weakref

from kgchat.backends.base import GraphStore, normalize_name, singulars
from kgchat.errors import KGChatError
from kgchat.lexicons import FUNCTION_WORDS
from kgchat.logic.nodes import Aggregate, Count, Join, Relation, relations_in, subexpressions
from kgchat.logic.nodes import Entity as EntityNode
from kgchat.logic.sexpr import parse
from kgchat.reasoning.answer_type import (
    LEAD_WORDS,
    MAX_CHECKED,
    PERSON_WORDS,
    WH_WORDS,
    Asked,
    _relative,
    profile,
)
from kgchat.reasoning.question import Analysis
from kgchat.reasoning.vocabulary import Vocabulary
from kgchat.schema import NUMBERING_WORDS, NUMERIC, TEMPORAL, identifier_words
from kgchat.text import lemma, word_kinds
from kgchat.types import Answer

# MiniLM similarity at which a word stands for a schema element whose name shares no root with it: synonyms reach it
# ("movies" / film 0.81, "medicine" / drug 0.75, "clinic" / hospital 0.74, "cost" / price 0.74); a neighbouring thing
# does not ("nurse" / doctor 0.61, "venue" / location 0.51, "oven" / loaf 0.41)
STANDS_FOR = 0.7
CLIPPED = 4  # letters a word cut short keeps at least ("repo" for repository; as ``schema_parser.grounding``)
# nouns for the graph itself ("how many people are in the *database*"): they ask for nothing in it
GRAPH_WORDS = frozenset({"database", "db", "graph", "dataset", "data", "system", "catalog", "catalogue"})
# nouns for a point in time: read by a date, or a year kept as a whole number ("what *year* did X come out")
TIME_WORDS = frozenset({"year", "date", "day", "time", "when"})
# nouns that only say "what is kept about it" ("the contact *details*") or how much of it ("the salary *bill*"):
# their qualifier says what is asked
VAGUE_HEADS = frozenset({"details", "detail", "info", "information", "particulars", "data", "figure", "figures",
                         "stats", "statistics", "value", "values", "record", "records", "entry", "entries",
                         "bill", "total", "sum", "amount", "count", "tally"})


def asked_words(a: Analysis, want: Asked | None) -> tuple[list[str], bool]:
    """(the words that say what the question asks for, whether they are a noun phrase): the wh-phrase's noun when
    nothing in the graph goes by it, with the words of its compound before it ("what *oven*", "X's *gluten
    content*", "*crust colour* of X"), else the relation word that says it ("who *painted* …")."""
    if want is not None and want.kind == "unknown":
        words = normalize_name(want.span).split()
        i = next((k for k in range(len(a.words)) if a.words[k:k + len(words)] == words), -1)
        named = {k for m in a.mentions for k in range(m.start, m.end)}
        while i > 0 and a.words[i - 1] not in FUNCTION_WORDS | WH_WORDS | LEAD_WORDS and i - 1 not in named \
                and a.words[i - 1].isalpha() and len(a.words[i - 1]) > 1 and len(words) < 3:
            i -= 1
            words.insert(0, a.words[i])
        return words, True
    if a.ask is not None and _wh_phrase(a) == [normalize_name(a.ask.span)] and _noun(a.ask.span):
        return [a.ask.span], True  # "who is our *insurer*": the one noun the wh-phrase asks for, no verb
    return ([a.ask.span], False) if a.ask is not None else ([], False)


def unstood(graph: GraphStore, vocab: Vocabulary, a: Analysis, want: Asked | None,
            answer: Answer) -> tuple[str, str, list[str]] | None:
    """Why the answer does not read what its question asks for (``asked_words``), or None: the answering engine's
    coverage reads those words only as schema elements that do not stand for them (no shared root, and less alike
    than ``STANDS_FOR``), or, for a noun nothing in the graph goes by, leaves them all out. A word the engine read
    as something other than an element (an operator, a class's end of a walk) or as one that stands for it, and
    words the engine has no row for, are left to the other checks. Returns (why, ``asked``, the words)."""
    words, noun = asked_words(a, want)
    if not words or not property_graph(graph) or noun and set(words) <= GRAPH_WORDS:
        return None
    if noun and _head_after(graph, a, words):
        return None  # "*job* title", "*programming* language": a word qualifying a noun of the schema's own
    elements = _elements(graph)
    from kgchat.reasoning.schema_parser.people import STAFF_WORDS
    from kgchat.reasoning.schema_parser.roles import says_reporting
    from kgchat.reasoning.schema_parser.words import paid_by

    if noun and want is not None and want.kind == "unknown" and (why := _unread_compound_head(vocab, words, answer,
                                                                                       elements)) is not None:
        return why, "asked", words
    people = _people(graph) if set(words) & (PERSON_WORDS | STAFF_WORDS) else ()  # "which staff": people
    read_as: list[str] = []
    unread = False
    for word in words:
        for row in (r for r in answer.trace.coverage if _covers(r.span, word)):
            if row.covered_by is None:
                unread = True
                continue
            # an element, or a chain of them walked one after another ("HELD_IN then PART_OF")
            chain = [elements.get(normalize_name(identifier_words(part))) for part in row.covered_by.split(" then ")]
            if None in chain or any(_stands_for(vocab, word, element) or element in people
                                    or element in _numbered_by(graph, word) or says_reporting(word, element)
                                    or paid_by(word, element)
                                    for element in chain) \
                    or set(normalize_name(word).split()) <= TIME_WORDS and any(dated(graph, e) for e in chain):
                return None
            read_as.append(" then ".join(chain))
    said = " ".join(words)
    if read_as:
        return (f"'{said}', what the question asks for, is read as {read_as[0]}, which does not stand for it",
                "asked", words)
    if unread and noun:
        return f"'{said}', what the question asks for, is left unread by the answer", "asked", words
    return None


def unread_head(graph: GraphStore, vocab: Vocabulary, a: Analysis, answer: Answer) -> tuple[str, str, list[str]] | None:
    """Why the answer leaves unread the noun phrase its wh-phrase asks for, or None: in "who is the *shirt sponsor*
    of X" or "what is the *phone number* of X" the phrase is a compound whose head names what is asked and whose
    first words only qualify it. When the head is a noun the answer's coverage leaves out while the answer is of
    another kind than asked (a type row left out: numbers for "who") or reads the word before it, which only qualifies
    it, as an element of its own ("the *opening* hours of X" as the year X opened), or, for a head "number" the engine read as a
    count, the noun before it is left out ("the *phone* number of", which counts nothing), and no label,
    relationship type or key of the schema stands for it, the answer reads some other thing: a qualifier that is a
    schema word ("shirt" for shirtNumber) does not make "sponsor" asked for. Time words and nouns for the graph are
    left to the checks that read them. Returns (why, ``asked``, the words)."""
    if not property_graph(graph):
        return None
    left = {normalize_name(c.span) for c in answer.trace.coverage if c.covered_by is None}
    head = _opening_head(a)
    if head and set(head) <= left and head[-1] not in TIME_WORDS | GRAPH_WORDS and \
            not any(_stands_for(vocab, head[-1], e) for e in _elements(graph).values()):
        return f"'{' '.join(head)}', what the question asks for, is left unread by the answer ('{head[-1]}' names " \
               "nothing in the graph)", "asked", [head[-1]]
    phrase = _wh_phrase(a)
    owned = phrase[phrase.index("s") + 1:] if "s" in phrase[:-1] else []
    elements = _elements(graph)
    read = {w for c in answer.trace.coverage if c.covered_by is not None for w in normalize_name(c.span).split()
            if (e := elements.get(normalize_name(identifier_words(c.covered_by)))) is None or _stands_for(vocab, w, e)}
    if len(owned) == 1 and owned[0] not in read and owned[0] not in TIME_WORDS | GRAPH_WORDS and \
            (_noun(owned[0]) or not word_kinds(owned[0])) and \
            not any(_stands_for(vocab, owned[0], e) for e in elements.values()):
        # "who was the client's *rep*": what the possessive says the thing has (a noun, or a word no dictionary
        # knows there), which nothing here stands for
        return f"'{' '.join(phrase)}', what the question asks for, is left unread by the answer ('{owned[0]}' names " \
               "nothing in the graph)", "asked", owned
    if len(phrase) < 2:
        return None
    counted = any(c.kind == "aggregation" and c.covered_by and normalize_name(c.span).split()[:1] == ["number"]
                  for c in answer.trace.coverage)
    other_kind = any(c.kind == "type" and c.covered_by is None for c in answer.trace.coverage)
    # "the *opening* hours", "the *delivery* time slot": a word that only qualifies the head read as a key of its
    # own, the head not
    read = [c.covered_by for c in answer.trace.coverage if c.covered_by is not None and c.kind == "relation"
            and set(phrase[:-1]) & set(normalize_name(c.span).split())
            and phrase[-1] not in normalize_name(c.span).split()]
    beside = _held_beside(graph, read[0]) if read and not other_kind and phrase[-1] not in VAGUE_HEADS else None
    word = phrase[-1] if phrase[-1] in left and (other_kind or beside is not None) else phrase[-2] if phrase[-1] == "number" and counted \
        and phrase[-2] in left else None
    if word is None or word in TIME_WORDS | GRAPH_WORDS or not _noun(word) or \
            any(_stands_for(vocab, word, e) for e in (_elements(graph).values() if beside is None else beside)):
        return None
    said = " ".join(phrase)
    return f"'{said}', what the question asks for, is left unread by the answer ('{word}' names nothing in the " \
           "graph)", "asked", [word]


HEAD_ALIKE = 0.45  # a word of the element read for the qualifier this near the head may say it ("shade", "colour")


def _unread_compound_head(vocab: Vocabulary, words: list[str], answer: Answer, elements: dict) -> str | None:
    """Why an asked compound nothing in the graph goes by is unread, or None: its head ("customer *complaints*",
    "roof *pitch*") says what is asked, its first words only which; where the answer leaves the head unread and
    nothing in the graph stands for it, reading a qualifier ("customer" as the customers) answers something else."""
    head = words[-1]
    rows = [r for r in answer.trace.coverage if _covers(r.span, head)]
    if len(words) < 2 or not rows or any(r.covered_by is not None for r in rows) or \
            head in TIME_WORDS | GRAPH_WORDS | VAGUE_HEADS or not _noun(head) or \
            any(_stands_for(vocab, head, e) for e in elements.values()) or _said_of_plural(words):
        return None
    # what the qualifier was read as may say the head too: "crust colour" read as a ``crustShade`` read the colour as
    # the shade (a word of the element's own MiniLM puts near the head), "vertical drop" as a ``verticalM`` the
    # length its unit measures; "customer" read as ``customerSince`` did not
    from kgchat.reasoning.schema_parser.words import unit_quantities

    for r in answer.trace.coverage:
        if r.covered_by is None or not set(normalize_name(r.span).split()) & set(words[:-1]):
            continue
        if unit_quantities(normalize_name(identifier_words(r.covered_by))):
            return None
        for w in set(normalize_name(identifier_words(r.covered_by)).split()) - set(words[:-1]) - FUNCTION_WORDS:
            if (alike := vocab.similarity(head, w)) is None or alike >= HEAD_ALIKE:
                return None
    return f"'{' '.join(words)}', what the question asks for, is left unread by the answer ('{head}' names nothing " \
           "in the graph)"


def _said_of_plural(words: list[str]) -> bool:
    """Whether the head is a verb's bare form right after a plural noun ("which works *draw* on …"): what the
    things do, no compound."""
    from lemminflect import getAllLemmas

    before, head = words[-2], words[-1]
    return head in getAllLemmas(head).get("VERB", ()) and lemma(before) != before


def _held_beside(graph: GraphStore, shown: str) -> list[str] | None:
    """The elements held beside the key a coverage row shows as ``shown`` ("opened year"): the labels that keep it,
    their other keys, the relationship types at them and those types' keys; None when no label's key reads so."""
    try:
        schema = graph.schema()
    except KGChatError:
        return None
    said = normalize_name(shown)
    labels = [x for x in schema.labels if any(normalize_name(identifier_words(p.key)) == said for p in x.properties)]
    if not labels:
        return None
    names = {x.name for x in labels}
    rels = [r for r in schema.relationships if names & {*r.starts, *r.ends}]
    return [*names, *(p.key for x in labels for p in x.properties), *(r.name for r in rels),
            *(p.key for r in rels for p in r.properties)]


ASKERS = ("our", "your", "my")  # the asker's own: "who is *our* insurer" asks as "the insurer" does


def _wh_phrase(a: Analysis) -> list[str]:
    """The noun phrase a question opening "what / who / which is the …" asks for, up to the first function word or
    name ("what is the *phone number* of X"); empty when the question opens otherwise."""
    words, named = a.words, {k for m in a.mentions for k in range(m.start, m.end)}
    if len(words) < 4 or words[0] not in ("what", "who", "which"):
        return []
    i = 1
    while i < len(words) and words[i] in ("is", "was", "are", "were", "s", "the", "a", "an", *ASKERS):
        i += 1
    if i < 3:
        return []  # no copula and article: "what *films* …" is the wh-noun the type check reads
    phrase = []
    while i < len(words) and words[i].isalpha() and words[i] not in FUNCTION_WORDS and i not in named:
        phrase.append(words[i])
        i += 1
    return phrase


def _opening_head(a: Analysis) -> list[str]:
    """The noun phrase a question written as a bare phrase opens on, up to "of" and a name ("*pH* of G25/010 at
    packaging", "*shelf life* of X"): what it asks for, unread where the answer reads none of its words ("*tank*
    capacity of X in litres" read as a tank's volume is read). Empty when it opens otherwise."""
    words, named = a.words, {k for m in a.mentions for k in range(m.start, m.end)}
    i = next((k for k in range(1, min(3, len(words) - 1) + 1) if words[k] == "of"), None)
    if i is None or i + 1 not in named and not (i + 2 < len(words) and words[i + 1] == "the" and i + 2 in named):
        return []
    phrase = words[:i]
    return phrase if all(w.isalpha() and w not in FUNCTION_WORDS | WH_WORDS | LEAD_WORDS and k not in named
                         for k, w in enumerate(phrase)) else []


def _noun(word: str) -> bool:
    """Whether English has ``word`` as a noun and never as an adjective ("sponsor", "phone"; not "total")."""
    from lemminflect import getAllLemmas

    found = getAllLemmas(word)
    return "NOUN" in found and "ADJ" not in found


_kind_lock = threading.Lock()
_kinds: weakref.WeakKeyDictionary[GraphStore, bool] = weakref.WeakKeyDictionary()


def _head_after(graph: GraphStore, a: Analysis, words: list[str]) -> bool:
    """Whether the word right after the asked words is a word of the schema's own names: the asked noun only
    qualifies it ("what *programming* language", "*job* title of X")."""
    n = len(words)
    at = next((k for k in range(len(a.words) - n + 1) if a.words[k:k + n] == words), -1)
    if at < 0 or at + n >= len(a.words) or a.words[at + n] in FUNCTION_WORDS:
        return False
    own = {lemma(w) for name in _elements(graph) for w in name.split() if w not in FUNCTION_WORDS}
    return lemma(a.words[at + n]) in own


def property_graph(graph: GraphStore) -> bool:
    """Whether the graph is a property graph, whose schema elements are few and named as people say them; a graph of
    many long relation ids (Freebase) names its relations in words that no question repeats. Read once per store:
    a question's cost is its own queries, not the schema's."""
    if not graph.runs_cypher:
        return False  # only a Neo4j database is read as a property graph: no schema read for the others
    with _kind_lock:
        known = _kinds.get(graph)
    if known is None:
        try:
            known = graph.schema().property_graph
        except KGChatError:
            return False
        with _kind_lock:
            _kinds[graph] = known
    return known


def self_checked(answer: Answer) -> bool:
    """Whether the answering engine has itself checked every word of the question and the answer's kind against the
    graph's schema (the schema parser on a property graph: labels, properties, qualifiers and values, which the
    relation-word reading here does not know). Its coverage rows then stand for the word and type checks; the
    verifier and the LLM's judgement still apply."""
    return answer.trace.extra.get("word_checks") == "schema"


def _covers(span: str, word: str) -> bool:
    """Whether a coverage row's ``span`` has ``word`` among its words."""
    have, words = normalize_name(span).split(), normalize_name(word).split()
    return bool(words) and any(have[i:i + len(words)] == words for i in range(len(have) - len(words) + 1))


def _elements(graph: GraphStore) -> dict[str, str]:
    """The graph's labels, relationship types and property keys by their words as they read ("opens on")."""
    try:
        schema = graph.schema()
    except KGChatError:  # a schema that cannot be read now: no element to hold a word to
        return {}
    names = [x.name for x in schema.labels] + [r.name for r in schema.relationships] + schema.node_property_keys()
    names += [p.key for r in schema.relationships for p in r.properties]
    return {normalize_name(identifier_words(n)): n for n in names}


def _numbered_by(graph: GraphStore, word: str) -> set[str]:
    """The labels whose nodes a key of ``word`` and a numbering word numbers ("gyles": the Batch nodes, numbered by
    ``gyleNo``; "incidents": by ``incidentNo``), or that a key of the word alone names ("cultivars": the Plant nodes,
    each named by its ``cultivar``), or whose keys begin with the word, two or more of them ("lessons": nodes with a
    ``lessonType`` and a ``lessonDate``)."""
    try:
        schema = graph.schema()
    except KGChatError:
        return set()
    said = normalize_name(word)
    roots = {lemma(said), *singulars(said)}  # an unknown plural ("gyles") has no dictionary form
    out = {x.name for x in schema.labels for p in x.properties
           if len(key := normalize_name(identifier_words(p.key)).split()) == 2 and key[1] in NUMBERING_WORDS
           and lemma(key[0]) in roots or p.key == x.name_property and len(key) == 1 and lemma(key[0]) in roots}
    for x in schema.labels:  # "lessons": the Booking nodes, each with a lessonType and a lessonDate
        firsts = [key[0] for p in x.properties if len(key := normalize_name(identifier_words(p.key)).split()) >= 2]
        if sum(lemma(w) in roots for w in firsts) >= 2:
            out.add(x.name)
    return out


def _stands_for(vocab: Vocabulary, word: str, element: str) -> bool:
    """Whether ``word`` says the element: a root they share ("opening" / opensOn), or MiniLM's ``STANDS_FOR``
    (undecided without an encoder: then it does)."""
    words = identifier_words(element)
    roots = {lemma(w) for w in normalize_name(words).split() if w not in FUNCTION_WORDS}
    said = [w for w in normalize_name(word).split() if w not in FUNCTION_WORDS]
    if roots & {lemma(w) for w in said} or set(said) & PERSON_WORDS and roots & PERSON_WORDS:
        return True  # a shared root, or two words for people ("people" / Person)
    if _same_moment(said, roots):
        return True  # "*join*" / startYear: words for the one moment a thing began
    clipped = {c for w in said for c in (lemma(w), w.removesuffix("s")) if len(c) >= CLIPPED}
    if any(r.startswith(c) and len(r) > len(c) for r in roots for c in clipped):
        return True  # the element's word cut short ("repos" / Repository), as people write it
    # the phrase, or one of its words ("*birth* year" / born: 0.84, the phrase 0.62), or that word's dictionary form
    # (a plural sits further from a label's singular name than the noun itself: "boats" / Vessel 0.69, "boat" 0.73)
    similarities = [vocab.similarity(text, words) for text in dict.fromkeys([word, *said, *map(lemma, said)])]
    return None in similarities or max(similarities, default=0.0) >= STANDS_FOR


def _same_moment(said: list[str], roots: set[str]) -> bool:
    """Whether a word of ``said`` and one of ``roots`` name the same moment (``grounding.SAME_EVENT``,
    ``grounding.JOINING``: "join" and "start" …)."""
    from kgchat.reasoning.schema_parser.grounding import JOINING, SAME_EVENT
    from kgchat.reasoning.schema_parser.words import stem

    stems = {stem(r) for r in roots}
    return any(set(SAME_EVENT.get(stem(w), ()) + JOINING.get(stem(w), ())) & stems for w in said)


def _people(graph: GraphStore) -> tuple[str, ...]:
    """The graph's labels of people, read from the keys their nodes carry ("people" stands for ``Staff`` there)."""
    from kgchat.reasoning.schema_parser.people import person_labels

    try:
        return person_labels(graph.schema())
    except KGChatError:
        return ()


def dated(graph: GraphStore, element: str) -> bool:
    """Whether a property key holds dates, or years kept as whole numbers (``PropertyInfo.holds_years``)."""
    try:
        schema = graph.schema()
    except KGChatError:
        return False
    infos = [p for x in schema.labels for p in x.properties if p.key == element] + \
            [p for r in schema.relationships for p in r.properties if p.key == element]
    return any(p.type in TEMPORAL or p.holds_years for p in infos)


_schema_lock = threading.Lock()
_schema_words: weakref.WeakKeyDictionary[GraphStore, frozenset[str]] = weakref.WeakKeyDictionary()


def schema_word(graph: GraphStore, word: str) -> bool:
    """Whether ``word`` (or its dictionary form) is a word of one of the graph's relationship, property or label
    names as they read (``weeklyHours``: weekly, hour)."""
    with _schema_lock:
        known = _schema_words.get(graph)
    if known is None:
        names = list(graph.relation_names()) + list(profile(graph).type_names)
        known = frozenset(lemma(w) for n in names for w in identifier_words(n).split())
        with _schema_lock:
            _schema_words[graph] = known
    word = normalize_name(word)
    return bool(word) and (word in known or lemma(word) in known)


def property_asked(graph: GraphStore, a: Analysis, answer: Answer) -> tuple[str, str] | None:
    """(the wh-phrase, the property it names) when "which / what X" asks for the values of a property of the graph
    ("which *floor* is X on", "which *room* was it in": a property key or a relationship's qualifier, and no label
    or relationship type) while the answer is nodes rather than values; None otherwise. A property that names
    its nodes is excluded: a title is the answer's own name."""
    if not answer.entities or any(e.id == e.name for e in answer.entities[:MAX_CHECKED]):
        return None  # values (or some of them): what a property gives
    try:
        schema = graph.schema()
    except KGChatError:  # a graph whose schema cannot be read now: no property to hold the answer to
        return None
    words = a.words
    for i, w in enumerate(words):
        if w not in ("which", "what") or (i and _relative(a, i)):
            continue
        j = i + 1
        while j < len(words) and (words[j] in LEAD_WORDS or words[j] == "names"):
            j += 1  # "what are the names of the ...": the phrase after
        phrase = []
        while j < len(words) and words[j] not in FUNCTION_WORDS and words[j] not in WH_WORDS \
                and words[j + 1:j + 2] != ["t"]:  # "which WMs *aren't* …": the verb ends the phrase
            phrase.append(words[j])
            j += 1
        if not phrase:
            return None
        said_of = {lemma(v) for k in [x.name for x in schema.labels] + [r.name for r in schema.relationships]
                   for v in identifier_words(k).split()}
        if any(w in said_of or lemma(w) in said_of for w in phrase):
            return None  # "discontinued *products*": a label or a relationship's word, so things may be asked for
        head = {phrase[-1], lemma(phrase[-1])}
        naming = {k for x in schema.labels for k in (x.name_property, *x.search_properties, *x.display) if k}
        keys = [p.key for x in schema.labels for p in x.properties] + \
               [p.key for r in schema.relationships for p in r.properties]
        for key in keys:
            said = [lemma(v) for v in identifier_words(key).split()]
            if key not in naming and said and said[-1] in head and set(said) <= {lemma(w) for w in phrase} | head:
                return (f"{w} {' '.join(phrase)}", f"property ({key})")
        return None
    return None


# modal verbs that make "how many X can Y hold" ask what Y could take, not what it has now
MODALS = frozenset({"can", "could"})


def kind_doubts(graph: GraphStore, a: Analysis, answer: Answer) -> list[tuple[str, str]]:
    """(the words, why) for each way a schema-checked answer is of another kind than its question asks, read from
    the form it ran, its coverage rows and the schema (none on other graphs):

    - *a value for things*: a highest / lowest value (``MAX`` / ``MIN``) answers while the word its key is read
      from qualifies a noun that names the things ranked ("the most recently *hired driver*": a driver, not a
      date);
    - *a count for a held number*: "how many *seats* …" counts nodes while the noun counted is read as a numeric
      key the nodes hold (the number asked is that key's value);
    - *a count for a capacity*: "how many X *can* Y hold" counts what is linked to Y now while Y's label holds a
      number of its own the form does not read (a capacity, a size), which the modal may ask for instead.
    """
    if not property_graph(graph) or not answer.entities or not answer.trace.logical_form:
        return []
    try:
        form = parse(answer.trace.logical_form)
        schema = graph.schema()
    except (KGChatError, ValueError):
        return []
    out = []
    for check in (_ranked_value_of_things, _counted_key, _capacity_count):
        found = check(schema, a.words, answer, form)
        if found is not None:
            out.append(found)
    return out


def _positions(words: list[str], span: str) -> list[int]:
    """Where the words of a coverage row's ``span`` stand in the question's ``words`` (each word's first place
    from the row's first word on; a row may join words that are apart)."""
    said = normalize_name(span).split()
    start = next((i for i in range(len(words)) if words[i:i + len(said)] == said), None)
    if start is not None:
        return list(range(start, start + len(said)))
    return [words.index(w) for w in said if w in words]


def _ranked_value_of_things(schema, words: list[str], answer: Answer, form) -> tuple[str, str] | None:
    if not (isinstance(form, Aggregate) and form.fn in ("max", "min") and isinstance(form.relation, Relation)
            and not form.relation.reverse) or any(e.id != e.name for e in answer.entities):
        return None
    if set(words) & (TIME_WORDS | {"value", "values", "much", "old"}):
        return None  # "when", "what date", "how much", "how old": the value is asked
    key = form.relation.name
    rows = answer.trace.coverage
    read_as_key = [p for c in rows if c.covered_by == key for p in _positions(words, c.span)]
    if not read_as_key:
        return None
    k = max(read_as_key)
    if k + 1 >= len(words) or words[k + 2:k + 3] in (["s"], ["of"]):
        return None  # "the oldest member's *name*", "the highest paid player of …": something of them is asked
    noun = next((c for c in rows if c.kind in ("type", "constraint") and c.covered_by is not None
                 and c.covered_by != key and k + 1 in _positions(words, c.span)), None)
    if noun is None or any(p > k + 1 for p in read_as_key):
        return None
    said = f"{words[k]} {words[k + 1]}"
    return said, f"answer type differs: '{said}' names the {words[k + 1]} ranked by {key}; the answer is a {key} " \
                 "value, not the thing"


def _how_many(words: list[str]) -> int | None:
    """The position of the word after "how many" (past "different" / "distinct"), or None."""
    at = next((i for i in range(len(words) - 1) if words[i] == "how" and words[i + 1] == "many"), None)
    if at is None:
        return None
    j = at + 2
    while j < len(words) and words[j] in ("different", "distinct", "separate"):
        j += 1
    return j if j < len(words) else None


def _counted_key(schema, words: list[str], answer: Answer, form) -> tuple[str, str] | None:
    if not isinstance(form, Count) or (j := _how_many(words)) is None:
        return None
    inner = form.expr
    if isinstance(inner, Join) and isinstance(inner.relation, Relation) and inner.relation.reverse:
        return None  # it counts the values of a key ("how many different prices"), not nodes
    numeric = {p.key for x in schema.labels for p in x.properties if p.type in NUMERIC}
    things = {normalize_name(identifier_words(n)) for n in [x.name for x in schema.labels]
              + [r.name for r in schema.relationships]}
    for c in answer.trace.coverage:
        if c.kind == "relation" and c.covered_by in numeric and j in _positions(words, c.span) and \
                normalize_name(c.span) not in things:
            return c.span, f"answer type differs: 'how many {words[j]}' reads {words[j]} as {c.covered_by}, a " \
                           f"number the graph holds; the answer counts things instead of reading it"
    return None


def _capacity_count(schema, words: list[str], answer: Answer, form) -> tuple[str, str] | None:
    if not isinstance(form, Count) or (j := _how_many(words)) is None:
        return None
    modal = next((i for i in range(j, len(words)) if words[i] in MODALS), None)
    if modal is None:
        return None
    # the thing named after the modal, as its subject ("can *the Rose Gallery* hold") or its object ("how many boats
    # can enter *the Raft-Up*"): either way the count may be of what it could take
    names = [c for c in answer.trace.coverage if c.kind == "entity" and c.covered_by is not None
             and (_positions(words, c.span) or [-1])[0] > modal]
    if not names:
        return None
    used = set(relations_in(form))
    labels = set()
    for node in subexpressions(form):
        if isinstance(node, Join) and isinstance(node.relation, Relation) and isinstance(node.expr, EntityNode):
            rel = schema.rel(node.relation.name.split(".")[0])
            if rel is not None:
                labels |= set(rel.starts if node.relation.reverse else rel.ends)
    held = sorted({p.key for x in schema.labels if x.name in labels for p in x.properties
                   if p.type == "int" and p.key not in used and p.key != x.name_property
                   and not p.holds_years})
    if not held:
        return None
    said = f"how many … {words[modal]} {names[0].span}"
    return said, f"'{said}' may ask what {names[0].span} could take ({', '.join(held[:3])} of its own), not how " \
                 "many are linked to it now: the count is only one reading"

