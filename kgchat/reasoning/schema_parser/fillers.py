"""Words a form accounts for by what it does rather than by a piece of its own, read from general English and the
schema's own names, never from a graph's wording (``framing.accounted`` asks these after its own readings):

- **present time** ("docked *right now*", "*currently* registered", "*at the moment*", "*at present*"): a graph
  holds how things are now, so the word asks for nothing a form could add, unless a relationship type the form
  walks keeps a time of its own (then "now" may ask for the links still open, which the form does not test);
- **the scope of an aggregate** ("*overall*", "*in total*", "*over all* performances", "*altogether*", "*all told*",
  "*between them*", "*all time*"):
  said of a count, sum, average or ranking by one, they only say that everything counted is counted together;
- **"yet" / "so far" after a denial** ("hasn't directed anything *yet*"): the NOT (or a yes/no key tested false:
  "hasn't been paid *yet*") says it of the graph as it is now;
- **"a single" after a denial** ("members *without a single* ride", "*not a single* loan"): "any", which the
  form's NOT already says;
- **a hyphenated word spelling a key the form walks** ("*e-bikes*" / ``certifiedEbike``, "*24-hour*" /
  ``emergency24h``, a unit's name cut to its symbol), or denying one the form tests absent ("*non-vintage*" /
  ``NOT (HAS vintage)``), or spelling a run of its words ("*check-in*" / ``checkInTime``);
- **"go" before a preposition of direction** ("what parts *went into* job X", "which yard did X *go through*"):
  only a link between the answer and the thing named, when the form starts from that thing; "out" between "been"
  or "go" and such a preposition ("what vessels has X been *out on*") the same;
- **"during" before the span a form tests** ("orders that came in *during* March 2024", "expires *during* 2025"): the
  form keeps the values from the span's start up to its end, which is all "during" says;
- **every value of a key** ("how many lockouts, *all statuses*", "bookings of *any* status", "*regardless of*
  grade"): a key of a label the form lists, of a relationship type it walks or of the nodes at its ends, after a
  word for all its values, when the form tests no value of that key: it keeps them all, as asked;
- **"got" after "has" / "have"** ("how many points has X *got*", "have we *got* any …"): "have got" is "have", which
  says nothing a form could add, also before "no" / "any" ("have we *got* no figure for"); "got" before a content word
  ("have *got* married") stays unread; "got" before a determiner or number and then a word the form reads ("lessons
  that *got* two stars", "*got* no review") is "have" too;
- **an adverb of emphasis before a word the form reads** ("flights that *actually* flew", "who *really* ran it"):
  it stresses that word and asks for nothing more.
"""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    ArgMax,
    ArgMin,
    Class,
    Compare,
    Count,
    Entity,
    Has,
    Join,
    Literal,
    Not,
    Relation,
    Top,
    relation_types_in,
    relations_in,
    subexpressions,
)
from kgchat.reasoning.schema_parser.asides import UNIT_NAMES
from kgchat.reasoning.schema_parser.lemmas import participle
from kgchat.reasoning.schema_parser.words import STOP
from kgchat.schema import TEMPORAL, identifier_words
from kgchat.text import lemma

# words (and two-word phrases) saying "as things are now"
PRESENT = frozenset({"now", "currently", "presently", "nowadays"})
PRESENT_PHRASES = (("right", "now"), ("at", "the", "moment"), ("at", "present"), ("as", "of", "now"),
                   ("just", "now"))
# words saying an aggregate takes everything together
WHOLE = frozenset({"overall", "altogether"})
WHOLE_PHRASES = (("in", "total"), ("all", "told"), ("between", "them"), ("among", "them"),
                 ("combined",), ("over", "all"), ("over", "every"), ("over", "each"), ("all", "time"))
EMPHASIS = frozenset({"actually", "really", "truly", "indeed"})  # adverbs that only stress the word after them
DENIALS = frozenset({"without", "not", "no", "never", "n't", "nor"})
DETERMINERS = frozenset({"no", "any", "some", "many", "much"})  # "got" before them still means "have"
HAVE = frozenset({"has", "have", "had", "'ve", "'s", "'d", "hasn't", "haven't", "hadn't"})  # before "got"
GO = frozenset({"go", "goes", "went", "gone", "going"})
DIRECTIONS = frozenset({"into", "through", "to", "via"})  # after "go": only a link ("went *into* job X")
CLAUSE_MARKS = frozenset(",;:()?!.")
# English verbs of keeping a record, and phrases saying "in the records"
RECORD_VERBS = frozenset({"logged", "log", "logs", "recorded", "record", "records", "registered", "entered",
                          "filed", "documented", "noted", "tracked", "stored", "held", "kept"})
ON_RECORD = (("on", "record"), ("on", "file"), ("on", "the", "system"), ("in", "the", "system"),
             ("on", "the", "database"), ("in", "the", "database"), ("on", "the", "books"), ("on", "our", "books"),
             ("in", "the", "records"), ("on", "the", "records"), ("in", "our", "records"), ("on", "the", "register"))


def filler(i: int, cand: Any, reading: Any, builder: Any = None) -> str | None:
    """Why word ``i``, which no piece of ``cand`` claims, is accounted for by what the form does (the module
    docstring), or None."""
    return (_present(i, cand, reading, builder) or _whole(i, cand, reading) or _single(i, cand, reading)
            or _yet(i, cand, reading) or _spelt_key(i, cand, reading) or _have_got(i, reading)
            or _got_before_read(i, cand, reading) or _went_to(i, cand, reading, builder)
            or _during(i, cand, reading) or _on_record(i, reading, builder) or _any_value(i, cand, reading, builder)
            or _emphasis(i, cand, reading))


def _emphasis(i: int, cand: Any, reading: Any) -> str | None:
    """"flights that *actually* flew", "who *really* ran it": an adverb that only stresses the word after it, which
    a piece of the form reads."""
    tokens = reading.tokens
    if tokens[i].low not in EMPHASIS or i + 1 >= len(tokens) or not any(i + 1 in p.tokens for p in cand.parts):
        return None
    return f"'{tokens[i].text}' only stresses '{tokens[i + 1].text}', which the form reads"


def _phrase_at(i: int, tokens: list[Any], phrases: tuple[tuple[str, ...], ...]) -> bool:
    for phrase in phrases:
        for start in range(i - len(phrase) + 1, i + 1):
            if start >= 0 and start + len(phrase) <= len(tokens) and \
                    all(tokens[start + k].low == w for k, w in enumerate(phrase)):
                return True
    return False


def _present(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """"right *now*", "*currently*", "at the *moment*": the present, when no relationship type the form walks keeps
    a time of its own."""
    tokens = reading.tokens
    if not (tokens[i].low in PRESENT or _phrase_at(i, tokens, PRESENT_PHRASES)):
        return None
    if builder is None or _timed_links(cand.form, builder):
        return None
    return "the present, which is what the graph holds"


def _timed_links(form: Any, builder: Any) -> list[str]:
    """The relationship types the form walks that keep a date or a year of their own."""
    out = []
    for name in relations_in(form):
        rel = builder.schema.rel(name.split(".")[0])
        if rel is not None and any(p.type in TEMPORAL or _years(p) for p in rel.properties):
            out.append(rel.name)
    return out


def _years(prop: Any) -> bool:
    """Whether a whole-number key's sampled values all look like years."""
    if prop.type != "int" or not prop.samples:
        return False
    try:
        return all(1800 <= int(float(s)) <= 2200 for s in prop.samples)
    except ValueError:
        return False


def _aggregates(form: Any) -> bool:
    """Whether the form counts, sums or averages, or ranks by such an aggregate."""
    if isinstance(form, Count | Aggregate):
        return True
    return isinstance(form, ArgMax | ArgMin | Top) and any(isinstance(x, Agg) for x in subexpressions(form))


def _whole(i: int, cand: Any, reading: Any) -> str | None:
    """"*overall*", "in *total*", "*between them*": everything counted together, said of an aggregate."""
    tokens = reading.tokens
    if not (tokens[i].low in WHOLE or _phrase_at(i, tokens, WHOLE_PHRASES)) or not _aggregates(cand.form):
        return None
    return "everything the aggregate takes in, together"


def _yet(i: int, cand: Any, reading: Any) -> str | None:
    """"hasn't directed anything *yet*", "no loans *so far*": up to now, after a denial the form reads as NOT; the
    graph holds things as they are now, so the NOT already says it."""
    tokens = reading.tokens
    if not (tokens[i].low == "yet" or _phrase_at(i, tokens, (("so", "far"),))):
        return None
    if not any(t.low in DENIALS or t.low.endswith("n't") for t in tokens[max(0, i - 6):i]):
        return None
    if not _denies(cand.form):
        return None
    return "up to now: what the denial the form applies says of the graph as it is"


def _denies(form: Any) -> bool:
    """Whether the form denies something: a NOT, or a yes/no key tested false ("hasn't been paid *yet*" read as
    ``paid = false``)."""
    return any(isinstance(x, Not) or isinstance(x, Join) and _value(x.expr) == "false" for x in subexpressions(form))


def _value(expr: Any) -> str | None:
    """The value a test compares with: a literal's, or a bare word's (``(JOIN paid false)``)."""
    return expr.value.lower() if isinstance(expr, Literal) else expr.id.lower() if isinstance(expr, Entity) else None


def _single(i: int, cand: Any, reading: Any) -> str | None:
    """"without a *single* ride": "any", after a denial the form reads as NOT."""
    tokens = reading.tokens
    if tokens[i].low != "single" or i < 2 or tokens[i - 1].low not in ("a", "one"):
        return None
    if not any(t.low in DENIALS for t in tokens[max(0, i - 5):i - 1]):
        return None
    if not any(isinstance(x, Not) for x in subexpressions(cand.form)):
        return None
    return "any: what the denial the form applies says"


def _spelt_key(i: int, cand: Any, reading: Any) -> str | None:
    """"*e-bikes*" / certifiedEbike, "*24-hour*" / emergency24h: a hyphenated word whose parts, joined (the last cut
    to its unit's symbol), are a word of a key the form walks; "*non-vintage*" when the form tests that key absent."""
    text = reading.tokens[i].low
    parts = [p for p in text.split("-") if p]
    if len(parts) != 2 or "-" not in text:
        return None
    keys = {r.rsplit(".", 1)[-1] for r in relations_in(cand.form)}
    if parts[0] == "non":
        absent = {x.expr.relation.name.rsplit(".", 1)[-1] for x in subexpressions(cand.form)
                  if isinstance(x, Not) and isinstance(x.expr, Has) and isinstance(x.expr.relation, Relation)}
        key = next((k for k in sorted(absent) if parts[1] in _key_words(k)), None)
        return f"'{text}': no {key}, as the form tests" if key else None
    heads = {parts[1], lemma(parts[1])}
    short = next((s for name, s in UNIT_NAMES.items() if name in heads), set())
    spellings = {parts[0] + parts[1], parts[0] + lemma(parts[1])} | {parts[0] + s for s in short}
    # a number and its unit may end a longer word of the key ("emergency24h")
    key = next((k for k in sorted(keys) if any(w == s or s[:1].isdigit() and w.endswith(s)
                                                for w in _key_words(k) for s in spellings)), None)
    # the parts may spell several words of the key run together ("check-in" / checkInTime)
    key = key or next((k for k in sorted(keys) if spellings & _key_runs(k)), None)
    return f"'{text}' spells {key}, which the form walks" if key else None


def _key_runs(key: str) -> set[str]:
    """Two or more consecutive words of a key's name written as one ("checkin", "intime" of checkInTime)."""
    words = identifier_words(key).lower().split()
    return {"".join(words[a:b]) for a in range(len(words)) for b in range(a + 2, len(words) + 1)}


def _have_got(i: int, reading: Any) -> str | None:
    """"how many points has X *got*": "got" after a form of "have" in the same clause, ending it or before a
    function word ("have we *got* on the books"), is "have"; before a content word it may be another verb."""
    tokens = reading.tokens
    if tokens[i].low not in ("got", "gotten"):
        return None
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if after is not None and after.low.isalpha() and after.low not in STOP and after.low not in DETERMINERS:
        return None  # "have got married", "has got bigger"; "have we got *no* engine figure" is "have no …"
    for j in range(i - 1, max(-1, i - 7), -1):
        if tokens[j].low in CLAUSE_MARKS:
            return None
        if tokens[j].low in HAVE:
            return "'have got': 'have', which says nothing a form could add"
    return None


# words before a key's name that ask for every value of it ("*all* statuses", "*any* status", "*regardless of* grade")
EVERY_VALUE = frozenset({"all", "any", "every", "whatever", "whichever", "regardless", "irrespective"})
EVERY_GAP = frozenset({"the", "of", "their", "its"})


def _any_value(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """"…, *all statuses*", "of *any* status", "*regardless of* grade": word ``i`` names a key of the things the form
    lists or walks (``_key_named``), after a word for all its values (or is that word), and the form tests no value
    of the key."""
    tokens = reading.tokens
    if builder is None:
        return None
    at = i
    if tokens[i].low in EVERY_VALUE | EVERY_GAP:  # the quantifier itself: the key after it
        at = next((j for j in range(i + 1, min(i + 4, len(tokens))) if tokens[j].low not in EVERY_GAP), len(tokens))
    if at >= len(tokens) or not tokens[at].low.isalpha():
        return None
    lead = next((j for j in range(at - 1, max(-1, at - 4), -1) if tokens[j].low in EVERY_VALUE), None)
    if lead is None or any(tokens[j].low not in EVERY_GAP for j in range(lead + 1, at)) or i not in range(lead, at + 1):
        return None
    key = _key_named(lemma(tokens[at].low), cand, builder)
    if key is None or key in {r.rsplit(".", 1)[-1] for r in relations_in(cand.form)}:
        return None  # no key of the form's things, or one the form tests
    return f"every value of {key}, which the form keeps (it tests none)"


def _key_named(word: str, cand: Any, builder: Any) -> str | None:
    """The key of a label the form lists, of a relationship type it walks or of a label at either end of one, whose
    name's last word is ``word``."""
    schema = builder.schema
    keys = [p.key for c in subexpressions(cand.form) if isinstance(c, Class)
            and (x := schema.label(c.name)) is not None for p in x.properties]
    rels = [r for name in relation_types_in(cand.form) if (r := schema.rel(name)) is not None]
    keys += [p.key for r in rels for p in r.properties]
    keys += [p.key for r in rels for end in (*r.starts, *r.ends) if (x := schema.label(end)) is not None
             for p in x.properties]  # "booking the most studios, any status": the bookings walked through
    return next((k for k in keys if (w := identifier_words(k).lower().split()) and lemma(w[-1]) == word), None)


GET = frozenset({"get", "gets", "got", "gotten", "getting"})
# words between "got" and what it says of ("got *a* rating", "got *no* review", "got *5* stars")
GOT_GAP = DETERMINERS | {"a", "an", "the", "their", "its", "his", "her"}


def _got_before_read(i: int, cand: Any, reading: Any) -> str | None:
    """"lessons that *got* 2 stars", "jobs that *got* no review": "got" before a determiner or number and then what a
    piece of the form reads is "have", with no content of its own; "when it *got* cancelled", before a past participle
    the form reads, only makes that verb passive."""
    tokens = reading.tokens
    if tokens[i].low not in GET:
        return None
    j = i + 1
    while j < len(tokens) and (tokens[j].low in GOT_GAP or tokens[j].low.isdigit()):
        j += 1
    if j == i + 1:  # "when it *got* cancelled": a passive, when the form reads the verb after it
        nxt = tokens[j].low if j < len(tokens) else ""
        if nxt.isalpha() and participle(nxt) and any(j in p.tokens for p in getattr(cand, "parts", ())):
            return f"'{tokens[i].text}' only makes '{tokens[j].text}' passive"
        return None
    if j < len(tokens) and tokens[j].low.isalpha() and any(j in p.tokens for p in cand.parts):
        return f"'{tokens[i].text}' before '{tokens[i + 1].text} … {tokens[j].text}', which the form reads: 'have'"
    return None


def _went_to(i: int, cand: Any, reading: Any, builder: Any = None) -> str | None:
    """"what parts *went into* job X", "which yard did job X *go through*": "go" before a preposition of
    direction says only that the answer and the thing the question names are linked, which the form does when it
    starts from that thing, or walks a relationship type to the kind of thing named after the preposition
    ("projects that *went into* more than one language"); the preposition after it says no more."""
    tokens = reading.tokens
    if _out_on(i, tokens):  # "what vessels has X been *out* on": been on, gone to
        return "'out' between a verb of going and a preposition: the link to the thing named, as 'on' says"
    at = i if tokens[i].low in GO else i - 1 if i > 0 and tokens[i].low in DIRECTIONS else None
    if at is None or tokens[at].low not in GO or at + 1 >= len(tokens) or tokens[at + 1].low not in DIRECTIONS:
        return None
    if not any(isinstance(x, Entity) and _value(x) not in ("true", "false") for x in subexpressions(cand.form)) \
            and not _walks_to_named(at + 2, cand, reading, builder):
        return None
    return "'go' before a preposition: the link to the thing named, which the form follows"


def _walks_to_named(start: int, cand: Any, reading: Any, builder: Any) -> bool:
    """Whether the form walks a relationship type to a label the words from ``start`` to the clause's end name."""
    if builder is None:
        return False
    tokens = reading.tokens
    end = next((k for k in range(start, len(tokens)) if tokens[k].low in CLAUSE_MARKS), len(tokens))
    walked = relation_types_in(cand.form)
    for label in {x.name for x in builder.schema.labels}:
        m = builder.label_mention(label)
        if m is not None and any(start <= k < end for k in m.tokens) and \
                any(rel in walked for rel, _, _ in builder.neighbours(label)):
            return True
    return False


def _on_record(i: int, reading: Any, builder: Any) -> str | None:
    """"dives *logged*", "first job *on the system*": a word saying that something is kept on record, where no
    label, relationship type or key of the graph is named by it (a ``LOGGED`` type or a ``recordedOn`` key would
    make it a word of the graph's own)."""
    tokens = reading.tokens
    low = tokens[i].low
    if not (low in RECORD_VERBS or _phrase_at(i, tokens, ON_RECORD)) or builder is None:
        return None
    if low in RECORD_VERBS and {low, lemma(low)} & _schema_words(builder.schema):
        return None
    return "a record, which is what the graph is"


def _schema_words(schema: Any) -> set[str]:
    """Every word (and its lemma) of the schema's labels, relationship types and keys."""
    names = [x.name for x in schema.labels] + [r.name for r in schema.relationships]
    names += [p.key for x in (*schema.labels, *schema.relationships) for p in x.properties]
    return {w for name in names for w in _key_words(name)}


def _out_on(i: int, tokens: list[Any]) -> bool:
    """Whether word ``i`` is "out" between "been" or a form of "go" and a preposition of where ("has been *out* on",
    "went *out* to"): only that the thing went there, which the link the form walks says."""
    return tokens[i].low == "out" and 0 < i < len(tokens) - 1 and tokens[i - 1].low in GO | {"been"} and \
        tokens[i + 1].low in DIRECTIONS | {"on", "with"}


def _key_words(key: str) -> set[str]:
    words = identifier_words(key).lower().split()
    return set(words) | {lemma(w) for w in words}


def _during(i: int, cand: Any, reading: Any) -> str | None:
    """"came in *during* March 2024": "during" right before (an article and) the words a piece of the form reads as
    a value it compares, where the form keeps a span of one key (at least its start, less than its end)."""
    tokens = reading.tokens
    if tokens[i].low != "during":
        return None
    j = i + 1 + (i + 1 < len(tokens) and tokens[i + 1].low in ("the", "a", "an"))
    if not any(j in p.tokens for p in cand.parts if p.kind in ("constraint", "value")):
        return None
    ops: dict[str, set[str]] = {}
    for x in subexpressions(cand.form):
        if isinstance(x, Compare) and isinstance(x.relation, Relation):
            ops.setdefault(x.relation.name, set()).add(x.op)
    if not any({"ge", "gt"} & found and {"lt", "le"} & found for found in ops.values()):
        return None
    return "'during': the span the form keeps, from its start to its end"
