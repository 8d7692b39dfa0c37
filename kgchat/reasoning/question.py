"""Read a question for the compositional planner: entity mentions, operators, constraints and relation words.

Nothing here runs a query plan; it only says what the question contains, with the words that said it, so the
planner can build a logical form and the coverage check can tell which parts the form accounts for.

- Operators are general English: counting ("how many"), superlatives ("earliest", "most recent"), comparisons with a
  year ("after 2005", "before 1990", "in 1999", "between 1990 and 1995", "the 1990s").
- Mentions are word spans whose normalised text is exactly an entity name (longest first; ``[brackets]`` first), or a
  plural whose singular is one ("comedies" -> Comedy).
- Every other content word either names a relation of the graph (``Vocabulary``: the graph's verbalised relation
  names, the graph's phrase profile when it has one, and MiniLM similarity to both), names the kind of thing the
  relations start from ("films"), is a filler ("tell me"), or names nothing in the graph — which the coverage check
  reports.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Protocol, runtime_checkable

from kgchat.backends.base import BRACKETED, GraphStore, normalize_name, singulars
from kgchat.lexicons import FUNCTION_WORDS
from kgchat.linking import as_written
from kgchat.reasoning.pointers import pointers
from kgchat.reasoning.question_years import AFTER, BEFORE, year_comparisons
from kgchat.reasoning.schema_parser.words import SORT_VERBS
from kgchat.reasoning.vocabulary import Vocabulary
from kgchat.types import Direction, Entity

# Words that frame a request without asking for anything ("tell me", "list the"), general English.
FILLERS = frozenset("""
tell give list name names show find please know get want see let display return also else other others another
ever exactly total altogether one ones kind sort type together both each every many much whole has have had been
co common got gotten back just only like would listed credited involved whoever whomever whichever too well
ok okay thanks thank hi hello hey new question
""".split())  # noqa: SIM905
WH_WORDS = frozenset({"who", "whom", "whose", "when", "what", "which", "where", "why", "how"})
# Adjectives that only say the counted things are told apart ("how many *different* authors"): the noun after them
# is what is counted.
DISTINCT_WORDS = frozenset({"different", "distinct", "unique", "separate", "various"})
COUNT_PHRASES = ("how many", "number of", "count of", "count")
MIN_PHRASES = ("least recent", "earliest", "oldest", "first")
MAX_PHRASES = ("most recently", "most recent", "latest", "newest", "last", "recent")
PASSIVE_AUXILIARIES = ("was", "were", "is", "are", "been", "being")
NEGATIONS = ("not", "without", "except", "excluding", "other than", "besides", "never")
_OPENERS = "[(\"'“‘"  # a word's capital is read past an opening bracket or quote ("[Dawn of the ...")


@runtime_checkable
class NameLookup(Protocol):
    """Stores that look entities up by normalised name in one indexed query (all bundled backends do)."""

    def entities_by_norm(self, norm: str, limit: int = 20) -> list[Entity]: ...


def exact_entities(store: GraphStore, norm: str) -> list[Entity]:
    """Entities whose normalised name is exactly ``norm``."""
    if isinstance(store, NameLookup):
        return store.entities_by_norm(norm)
    return [m.entity for m in store.search_entities(norm, limit=10) if m.score >= 0.999]


@dataclass(frozen=True)
class Mention:
    """Words of the question that name graph entities (several entities may share the name)."""

    start: int
    end: int  # word positions [start, end)
    text: str
    entities: tuple[Entity, ...]
    singular: bool = False  # found through the singular of a plural ("comedies" -> Comedy)


@dataclass(frozen=True)
class Comparison:
    """A constraint on a year: ``op`` in le/lt/ge/gt/eq applied to ``value``; ``span`` the words that said it."""

    span: str
    op: str
    value: str
    position: int


@dataclass(frozen=True)
class RelationWord:
    """A content word (or phrase) and the relation it names; ``relation`` None means it names nothing here."""

    span: str
    position: int
    relation: str | None
    similarity: float = 0.0
    loose: tuple[str, ...] = ()  # with no one relation: the relations it names loosely (``Vocabulary.loose``)

    @property
    def vague(self) -> bool:
        """Names no one relation clearly but some loosely: an ambiguous word, not a foreign one."""
        return self.relation is None and bool(self.loose)


@dataclass
class Analysis:
    """What a question contains, in word positions of ``words`` (its normalised form)."""

    question: str
    words: list[str]
    mentions: list[Mention] = field(default_factory=list)
    count: str | None = None  # "how many"
    superlative: tuple[str, str] | None = None  # ("earliest", "min") / ("most recent", "max")
    comparisons: list[Comparison] = field(default_factory=list)
    relation_words: list[RelationWord] = field(default_factory=list)
    subject_noun: str | None = None  # "films": the answer is the kind of thing relations start from
    answer_word: RelationWord | None = None  # "which actors": the answer is the far end of this relation
    wh: str | None = None  # first question word
    set_reference: str | None = None  # "of them" of "which of them", "one" of "the newest one", "those"
    selection: bool = False  # the reference picks from an earlier answer ("which of them", "the newest one")
    negation: str | None = None  # "not", "without": a constraint the planner does not express
    hinted: list[Mention] = field(default_factory=list)  # mentions the question marked with [brackets]
    ask: RelationWord | None = None  # the word saying what is asked ("who *wrote*", "how *tall*", "the *genre* of")

    @property
    def named_relations(self) -> list[RelationWord]:
        return [w for w in self.relation_words if w.relation is not None]

    @property
    def unknown_words(self) -> list[RelationWord]:
        """Words that name nothing in the graph (a word naming several relations loosely is not one)."""
        return [w for w in self.relation_words if w.relation is None and not w.vague]

    @property
    def compositional(self) -> bool:
        """True when answering needs more than one relation chain from one entity."""
        return bool(self.count or self.superlative or self.comparisons or len(self.mentions) > 1)


def _find(words: list[str], phrase: str, taken: list[bool]) -> int:
    """First free position where ``phrase`` starts as whole words, or -1."""
    p = phrase.split()
    for i in range(len(words) - len(p) + 1):
        if words[i:i + len(p)] == p and not any(taken[i:i + len(p)]):
            return i
    return -1


def analyse(question: str, store: GraphStore, vocab: Vocabulary, link: bool = True) -> Analysis:
    """Split ``question`` into mentions, operators, constraints and relation words (see the module docstring)."""
    hints = [normalize_name(h) for h in BRACKETED.findall(question)]
    words = normalize_name(question).split()
    tokens = question.split()
    # a capital says "a name" except on a sentence's first word ("I'd like X's films. *What* is there?")
    capital = [t.lstrip(_OPENERS)[:1].isupper() and not (k and _ends_sentence(tokens[k - 1]))
               for k, t in enumerate(tokens) for _ in normalize_name(t).split()]
    if len(capital) != len(words):
        capital = [False] * len(words)
    a = Analysis(question, words)
    taken = [False] * len(words)
    take = _taker(words, taken)
    a.wh = next((w for w in words[:3] if w in WH_WORDS), None)
    if link:  # [brackets] name an entity: their words are a name, never operators ("[Death Race 2000]", "[1981]")
        for hint in hints:
            i = _find(words, hint, taken)
            if i >= 0 and (found := exact_entities(store, hint)):
                a.mentions.append(Mention(i, i + len(hint.split()), take(i, len(hint.split())), tuple(found)))
                a.hinted.append(a.mentions[-1])
    if link:  # titles holding operator words ("Last of the Dogmen", "After Hours") are names, not operators
        _titles(a, words, taken, store, capital)
    _operators(a, words, taken, take)
    _relation_phrases(a, words, taken, take, vocab)
    if link:
        _mentions(a, words, taken, store, vocab, capital)
        for m in a.mentions:
            for k in range(m.start, m.end):
                taken[k] = True
    _content_words(a, words, taken, vocab)
    _passive_year_verbs(a, words)
    a.mentions.sort(key=lambda m: m.start)
    return a


def _ends_sentence(token: str) -> bool:
    """A token that ends a sentence: a question mark, or a full stop after a word that is no abbreviation or
    initial ("Mr.", "J.", "U.S." keep the name going). An exclamation mark is left alone: titles hold them."""
    token = token.rstrip("\"'”’)")
    if token.endswith("?"):
        return True
    word = token[:-1].strip("\"'“‘(")
    return token.endswith(".") and len(word) > 3 and "." not in word


def operators(question: str) -> Analysis:
    """Only the operators of ``question`` (count, superlative, year comparisons, negation), read as ``analyse``
    reads them but without the graph: for an engine that checks them on an answer it found another way (ToG-R's
    literal constraints, ``kgchat.reasoning.literals``). Entity mentions should be masked out first, so that a
    title ("Last of the Dogmen") is not read as an operator."""
    words = normalize_name(question).split()
    a = Analysis(question, words)
    taken = [False] * len(words)
    _operators(a, words, taken, _taker(words, taken))
    return a


def _taker(words: list[str], taken: list[bool]):
    """``take(i, n)``: mark words [i, i+n) as used and return them as text."""
    def take(i: int, n: int) -> str:
        for k in range(i, i + n):
            taken[k] = True
        return " ".join(words[i:i + n])
    return take


def _titles(a: Analysis, words: list[str], taken: list[bool], store: GraphStore, capital: list[bool]) -> None:
    """Capitalised multi-word names that contain an operator word, taken before operators are looked for."""
    operator_words = {w for p in (*COUNT_PHRASES, *MIN_PHRASES, *MAX_PHRASES, *NEGATIONS, *AFTER, *BEFORE)
                      for w in p.split()}
    for n in range(min(10, len(words)), 1, -1):
        for i in range(len(words) - n + 1):
            span = words[i:i + n]
            if any(taken[i:i + n]) or not capital[i] or not operator_words & set(span):
                continue
            found = exact_entities(store, " ".join(span))
            if found:
                a.mentions.append(Mention(i, i + n, " ".join(span), tuple(found)))
                for k in range(i, i + n):
                    taken[k] = True


def _operators(a: Analysis, words: list[str], taken: list[bool], take) -> None:
    _reference(a, words, taken, take)
    for phrase in COUNT_PHRASES:
        if (i := _find(words, phrase, taken)) >= 0:
            a.count = take(i, len(phrase.split()))
            break
    for phrases, kind in ((MAX_PHRASES, "max"), (MIN_PHRASES, "min")):
        for phrase in phrases:
            if a.superlative is None and (i := _find(words, phrase, taken)) >= 0:
                a.superlative = (take(i, len(phrase.split())), kind)
    for phrase in NEGATIONS:
        if (i := _find(words, phrase, taken)) >= 0:
            a.negation = take(i, len(phrase.split()))
            break
    a.comparisons += [Comparison(span, op, value, i) for span, op, value, i in year_comparisons(words, taken, take)]


def _reference(a: Analysis, words: list[str], taken: list[bool], take) -> None:
    """The words that point back at an earlier answer (``kgchat.reasoning.pointers``): a selection from it ("which
    *of them*", "the newest *one*", "the earliest *of those*": only the pointing words are taken, the superlative
    stays an operator) or the group itself ("who directed *those*")."""
    text = " ".join(words)
    starts = [len(" ".join(words[:i])) + (1 if i else 0) for i in range(len(words))]
    for p in pointers(text):
        if p.kind not in ("within", "group") or p.text in ("their", "theirs", "they", "themselves"):
            continue
        first = next(i for i, s in enumerate(starts) if s >= p.start)
        part = p.text.split()
        at = next((k for k, w in enumerate(part) if w in ("of", "among", "amongst")), None)
        if at is not None:  # "which of them": the partitive; "which of those films" keeps "films" for the kind
            n = 2 if part[at + 1:at + 2] != ["the"] else 3
            begin = first + at
        elif part[-1] in ("one", "ones"):
            begin, n = first + len(part) - 1, 1
        else:
            begin, n = first, len(part)
        if any(taken[begin:begin + n]):
            continue
        a.set_reference = take(begin, n)
        a.selection = p.kind == "within"
        return


def _relation_phrases(a: Analysis, words: list[str], taken: list[bool], take, vocab: Vocabulary) -> None:
    """Multi-word phrases of the profile ("come out", "kind of film") before mentions are looked for."""
    for phrase in vocab.multiword:
        if (i := _find(words, phrase, taken)) >= 0:
            relation, sim = vocab.name(phrase)
            a.relation_words.append(RelationWord(take(i, len(phrase.split())), i, relation, sim))


def _is_focus(words: list[str], i: int) -> bool:
    """``the N of``: the noun a question asks about ("the president of France") is never an entity mention."""
    return 0 < i < len(words) - 1 and words[i - 1] == "the" and words[i + 1] in ("of", "for")


def _mentions(a: Analysis, words: list[str], taken: list[bool], store: GraphStore, vocab: Vocabulary,
              capital: list[bool]) -> None:
    """Longest exact-name spans among the words not yet explained; then singulars of leftover plurals.

    The writer's capitals count when the question has any past its first word: among spans of one length, those
    starting with a capital are taken first ("who directed the movie Crazy Mama": *Crazy Mama*, not *Movie Crazy*),
    and a capitalised word is a name even when it is also a common word ("what did Common star in").
    """
    stop = FUNCTION_WORDS | FILLERS | WH_WORDS | vocab.subject_nouns
    cased = any(capital[1:])
    values: set[str] | None = None  # read at the first candidate asked about, for all of them at once

    def named(i: int, n: int) -> bool:
        return cased and i > 0 and all(capital[i:i + n])

    def is_value(entity: Entity) -> bool:
        nonlocal values
        if values is None:
            values = _values(store, words, vocab, [normalize_name(h) for h in BRACKETED.findall(a.question)])
        return entity.id in values

    for i, w in enumerate(words):  # "animated films": a word the profile reads as a value of the graph
        value = vocab.class_words.get(w)
        found = [e for e in exact_entities(store, normalize_name(value)) if is_value(e)] if value else []
        if found and not taken[i] and not named(i, 1):
            a.mentions.append(Mention(i, i + 1, w, tuple(found), singular=True))
            taken[i] = True
    for n in range(min(10, len(words)), 0, -1):
        starts = sorted(range(len(words) - n + 1), key=lambda i: (not (cased and capital[i]), i))
        for i in starts:
            span = words[i:i + n]
            if any(taken[i:i + n]) or (all(w in stop for w in span) and not named(i, n)):
                continue
            if cased and i > 1 and words[i - 1] == "s" and taken[i - 2] and not named(i, n) \
                    and not (i + n < len(words) and words[i + n] in vocab.subject_nouns):
                continue  # "Ed Harris's net worth": in lower case after a possessive name, what is asked about
                # (but "X's action films": a kind of the films asked for)
            if n == 1 and (len(span[0]) < 3 or ((_is_focus(words, i) or span[0] in vocab.phrases) and not named(i, 1))
                           or (i > 0 and words[i - 1] == "how")):  # "how long": the measure asked for
                continue
            if n > 1 and i > 0 and words[i - 1] == "the" and i + n < len(words) and words[i + n] in ("of", "for") \
                    and not named(i, n):
                continue  # "what is *the boiling point of* water": the noun asked about, not a title
            found = as_written(exact_entities(store, " ".join(span)), a.question)
            if n == 1 and found and vocab.name(span[0])[0] is not None and not named(i, 1):
                found = [e for e in found if is_value(e)]  # "action": the genre, not a relation
            if found:
                a.mentions.append(Mention(i, i + n, " ".join(span), tuple(found)))
                for k in range(i, i + n):
                    taken[k] = True
    for i, w in enumerate(words):
        if taken[i] or w in stop or _is_focus(words, i):
            continue
        for s in singulars(w):
            found = [e for e in exact_entities(store, s) if is_value(e)]
            if found and w not in vocab.phrases:
                a.mentions.append(Mention(i, i + 1, w, tuple(found), singular=True))
                taken[i] = True
                break


def _values(store: GraphStore, words: list[str], vocab: Vocabulary, marked: list[str]) -> set[str]:
    """Ids of the entities ``_mentions`` may read as values — those named by a class word, by a word that also names
    a relation, or by a plural's singular — that are the value of some relation other than a free-form label (a
    genre, a language). One batched read for all of them (a question costs the same round trips however many),
    which also takes the moves of the entities named by the question's ``marked`` ([bracketed]) names: the search
    reads those next, and within a question cache it then finds them read."""
    norms = [s for w in words for s in singulars(w)] + [normalize_name(v) for w in words
                                                         if (v := vocab.class_words.get(w))]
    named = store.entities_by_norms(list(words) + norms + marked)
    norms += [w for w in words if named[w] and vocab.name(w)[0] is not None]
    ids = list(dict.fromkeys(e.id for n in norms for e in named[n]))
    if not ids:
        return set()
    moves = store.relations_many(ids + [e.id for n in marked for e in named[n]])
    return {eid for eid in ids if any(d is Direction.IN and r not in vocab.labels for r, d in moves[eid])}


def _passive_year_verbs(a: Analysis, words: list[str]) -> None:
    """"films with X that were made after 2003": a passive verb right before a year comparison says when the films
    were made, not who made them; it joins the comparison instead of naming a relation of X."""
    for w in list(a.relation_words):
        after = w.position + len(w.span.split())
        if w.position == 0 or words[w.position - 1] not in PASSIVE_AUXILIARIES:
            continue
        for c in a.comparisons:
            if words[after:after + len(c.span.split())] == c.span.split():
                a.relation_words.remove(w)
                span = f"{w.span} {c.span}"
                a.comparisons = [replace(x, span=span) if x.span == c.span else x for x in a.comparisons]
                if a.ask is w:
                    a.ask = None
                if a.answer_word is w:
                    a.answer_word = None
                break


def _content_words(a: Analysis, words: list[str], taken: list[bool], vocab: Vocabulary) -> None:
    """Every word left: a subject noun, a relation word, a filler, or a word naming nothing in the graph."""
    for i, w in enumerate(words):
        if taken[i]:
            continue
        if w in vocab.subject_nouns:
            # "the film Closer": a singular noun right before a name says what the name is, not what is asked
            describes = not w.endswith("s") and any(m.start == i + 1 for m in a.mentions)
            if a.subject_noun is None and not describes:
                a.subject_noun = w
            continue
        if w in FUNCTION_WORDS or w in FILLERS or w in WH_WORDS or len(w) < 2 or w.isdigit():
            continue  # prepositions ("by", "with") are read by the planner next to mentions
        relation, sim = vocab.name(w)
        a.relation_words.append(RelationWord(w, i, relation, sim, loose=vocab.loose(w)))
    a.relation_words.sort(key=lambda x: x.position)
    # "which actors", "how many languages", "what genre": a relation word right after the question word (or after
    # "how many") names what is asked for: the far end of that relation.
    if a.count and a.count.startswith("how ") and \
            not ranking_key(words, _find(words, a.count, [False] * len(words))):
        # "how many languages is X in": the word right after "how many" is what is counted; "in how many films
        # does X show up": the films are counted, and 'show up' only says how X relates to them
        after = _find(words, a.count, [False] * len(words)) + len(a.count.split())
        while after < len(words) and words[after] in DISTINCT_WORDS:
            after += 1
        # "how many times did X renew …": occurrences are counted; no noun says of what
        a.ask = None if after < len(words) and words[after] == "times" else \
            next((w for w in a.relation_words if w.position == after), None)
    elif a.wh in ("who", "whom", "when", "where", "how"):
        a.ask = next((w for w in a.relation_words if w.position > words.index(a.wh)), None)
        focus = next((w for w in a.relation_words if w.relation is not None and _is_focus(words, w.position)), None)
        if a.ask is not None and a.ask.relation is None and focus is not None:
            a.ask = focus  # "who is credited as *the writer of* X": the noun the question is about, not the verb
    if a.ask is None:  # "X's net worth", "what is X's birthplace": the noun after a possessive name is asked for
        owned = {m.end + 1 for m in a.mentions if m.end < len(words) and words[m.end] == "s"}
        a.ask = next((w for w in a.relation_words if w.position in owned), None)
    if a.ask is None and a.wh in ("what", "which") and words.index(a.wh) + 1 < len(words):
        # "what language is X in", "what role did X play": the word right after what/which is what is asked
        a.ask = next((w for w in a.relation_words if w.position == words.index(a.wh) + 1), None)
    if a.ask is None:  # "what is the genre of X": the noun asked about
        a.ask = next((w for w in a.relation_words if _is_focus(words, w.position)), None)
    if a.subject_noun is not None:
        # "what film *genre* is X": a subject noun right after what/which, before a relation noun that ends the
        # phrase, only says whose genre; the genre is asked for, not films
        at = words.index(a.subject_noun)
        head = next((w for w in a.named_relations if w.position == at + 1), None)
        if head is not None and at and words[at - 1] in ("what", "which") and compound_head(words, head.position,
                                                                                            head.span):
            a.subject_noun = None
    lead = {i for i, w in enumerate(words[:4]) if w in ("which", "what", "many", "whose", "list", "name")}
    for rw in a.named_relations:
        if a.subject_noun is None and (any(rw.position - j in (1, 2) for j in lead) or _is_focus(words, rw.position)):
            a.answer_word = rw
            break



# Verbs that follow a noun phrase when it ends: copulas and auxiliaries ("what film genre *is* X", "which movie
# language *did* X use")
CLAUSE_VERBS = frozenset({"is", "are", "was", "were", "be", "been", "did", "does", "do", "has", "have", "had", "will",
                          "would", "can", "could", "should", "might", "may"})


def compound_head(words: list[str], i: int, span: str) -> bool:
    """Whether the relation noun ``span`` at ``i``, right after another noun, is the head of a compound ("what film
    *genre* is X"): a noun (no -ed verb) that ends the phrase, so the clause's verb or the question's end follows.
    A verb reading ("which film *stars* X") has its object after it instead."""
    parts = span.split()
    if words[i:i + len(parts)] != parts or span.endswith("ed"):
        return False
    after = i + len(parts)
    return after == len(words) or words[after] in CLAUSE_VERBS


def ranking_key(words: list[str], at: int) -> bool:
    """Whether the count phrase at ``at`` is what things are ordered by ("drivers ranked *by how many* contracts
    they deliver to", "sort the plants by the number of machines"): the things are asked for, not the number."""
    return at > 0 and "by" in words[max(0, at - 2):at] and bool(SORT_VERBS & set(words[max(0, at - 6):at]))
