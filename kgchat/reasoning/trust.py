"""The badge's general checks, on any engine's answer: is it of the kind asked for, does it use every word that
points back, does a verifier trained on the graph agree, and (with an LLM) does the LLM find the evidence enough.

An engine badges its own answer ``kg-exact`` when its search covered the question (``kgchat.reasoning.coverage``);
``audit`` then asks, whatever engine answered:

1. **Answer type** (``answer_type``): the kind the wh-phrase asks for ("which *comedies*", "*who*", "*how many*")
   against what the graph says of the answer's entities — one batched read of their relations.
2. **Pointing words** (``pointer_check``): every word that points back at an earlier turn ("which *one*", "*he*",
   "*those*") must be resolved (``context.resolve`` records a ``Reference``) and used by the answer: the answer was
   kept within the earlier answers, or started from the entities referred to.
3. **Verifier** (``verifier``): a small head on the frozen MiniLM, trained per graph from the graph's own
   synthesised questions, scores (question, what was executed, answer kind); below its threshold the answer is not
   exact. At or above its vouching bar (few of the graph's own wrong readings reach it) its pass is evidence: a
   word the graph's relation names lack is read as the path's wording, and a search that doubted nothing but its
   scorer's bar (a bar set on other graphs) is lifted to exact when every other check passes (``_lifts``).
4. **LLM sufficiency** (with an LLM): ToG's "are these facts enough to answer?" on the answer's facts (``sufficiency``).

Each check adds a ``Coverage`` row (kinds ``type``, ``reference``, ``verifier``, ``sufficiency``) and the trace
shows its verdict in a ``check`` step. A failed check makes a ``kg-exact`` answer ``kg-approximate``; only the
verifier's vouching pass raises one, and only over the search's own score bar, or, for a schema-checked answer, its
form saying every word the engine left out (``form_words``: "what *dose*" for dosageMg, "*speak* polish" for
languages = Polish, "release *year*" beside a dated key, "in the *database*"). An exact schema-checked answer
whose form leaves undone what a word it covered asks (``form_gaps``: a superlative with nothing ranked, a
relationship said twice and walked once) is made approximate. On a property graph an answer is refused ("I don't
know") when the graph does not hold what is asked: an approximate reading that leaves unread the words saying what
is asked (``asked_schema.unstood`` / ``unread_head``, ``asked_unread.unread_ask``: the clause's verb after a bare
"what does …", the head of the phrase asked for), and any answer to
"when" that says no time or to "where" that says no place (``asked_unread.wrong_kind``). The
answer-type check also lets the router (``router.engine``) prefer another arm's answer of the asked kind.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from dataclasses import dataclass, replace

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.errors import KGChatError
from kgchat.lexicons import FUNCTION_WORDS
from kgchat.logic.sexpr import parse
from kgchat.reasoning.answer_type import (
    Asked,
    TypeCheck,
    asked,
    check,
    value_kind,
)
from kgchat.reasoning.asked_schema import (
    kind_doubts,
    property_asked,
    property_graph,
    schema_word,
    self_checked,
    unread_head,
    unstood,
)
from kgchat.reasoning.asked_unread import asked_verb, unread_ask, wrong_kind
from kgchat.reasoning.form_gaps import gaps
from kgchat.reasoning.form_words import said_by_form
from kgchat.reasoning.hop_doubts import doer_noun, name_step, question_words, settled_steps
from kgchat.reasoning.meaningless import meaningless
from kgchat.reasoning.pointer_check import references
from kgchat.reasoning.question import Analysis, analyse
from kgchat.reasoning.schema_parser.words import read
from kgchat.reasoning.sufficiency import facts as _facts
from kgchat.reasoning.sufficiency import sufficiency_task, sufficient  # noqa: F401 - sufficiency_task: bench, tests
from kgchat.reasoning.type_names import label_verbs
from kgchat.reasoning.unread import (
    _ordinary,
    absent,
    accounted,
    encoder,
    named,
    relating_verb,
    unasked_ends,
    unwalked,
    walked,
)
from kgchat.reasoning.vocabulary import Vocabulary, shared_vocabulary
from kgchat.types import Answer, Coverage, Provenance, Step
from kgchat.verbalise import relation_words

CHECKED = (Provenance.KG_EXACT, Provenance.KG_APPROXIMATE)


def asked_question(answer: Answer) -> str:
    """The text the engine was asked (a follow-up with its references put in), else the question."""
    return str(answer.trace.extra.get("asked") or answer.question)


_read_lock = threading.Lock()
_readings: weakref.WeakKeyDictionary[GraphStore, OrderedDict[str, Analysis]] = weakref.WeakKeyDictionary()


def _read(graph: GraphStore, question: str) -> Analysis:
    """The question's analysis, read once for the router's fit test and the badge's checks of one answer (the
    checks only read it; ``Audit`` forgets it when the answer is checked, so a corrected graph is read afresh)."""
    with _read_lock:
        known = _readings.setdefault(graph, OrderedDict())
        if question in known:
            known.move_to_end(question)
            return known[question]
    found = analyse(question, graph, shared_vocabulary(graph, encoder()))
    with _read_lock:
        known[question] = found
        while len(known) > 64:
            known.popitem(last=False)
    return found


def type_check(graph: GraphStore, answer: Answer, question: str | None = None) -> TypeCheck | None:
    """Whether ``answer`` is of the kind its question asks for; None when the question does not say or nothing was
    answered. The things a count counted are its evidence rows."""
    if not answer.entities:
        return None
    vocab = shared_vocabulary(graph, encoder())
    return _type_check(graph, answer, asked(_read(graph, question or asked_question(answer)), graph, vocab))


def _type_check(graph: GraphStore, answer: Answer, want: Asked | None) -> TypeCheck | None:
    if want is None or not answer.entities:
        return None
    counted = [ev.entity for ev in answer.trace.evidence if ev.kept]
    return check(graph, want, answer.entities, counted)


def _echoes(answer: Answer) -> str | None:
    """The answer's values, when every one is a value (not a node) made of words the question itself says: what a
    property of a thing the question names read back ("Ocremab" for the brand name of Ocremab, "Ilic" for a
    patient the question calls Piet Ilic); None otherwise. Numbers and truth values say something of their own."""
    question = f" {normalize_name(asked_question(answer))} "
    values = [e.name for e in answer.entities]
    if not values or any(e.id != e.name for e in answer.entities):
        return None
    for v in values:
        norm = normalize_name(v)
        if not norm or norm in ("true", "false", "yes", "no") or norm.replace(" ", "").isdigit() \
                or f" {norm} " not in question:
            return None
    return ", ".join(values)


def _own_reading(answer: Answer, want: Asked | None) -> Asked | None:
    """``want``, unless it is a noun that names nothing in this graph which the engine itself read as something
    else (an operator, a class): then the engine's reading stands and the kind is not checked."""
    if want is not None and want.kind == "unknown" and accounted(answer, want.span):
        return None
    return want


def defects(graph: GraphStore, answer: Answer, topics: list | None = None) -> list[str]:
    """What makes an answer unfit for its question whatever its badge, for the router to try another arm: it is of
    another kind than asked, it leaves a name or class of the question unused, or the question selects among given
    entities ("which of them ...") and the answer keeps others without filtering them."""
    if answer.provenance not in CHECKED or not answer.entities or self_checked(answer):
        return []
    vocab = shared_vocabulary(graph, encoder())
    a = _read(graph, asked_question(answer))
    out = []
    found = _type_check(graph, answer, _own_reading(answer, asked(a, graph, vocab)))
    if found is not None and not found.agrees:
        out.append(found.note)
    out += [f"'{m.text}' is not used" for m in named(a, not vocab.profiled)
            if m.entities and not _mentioned(answer, {e.id for e in m.entities})]
    out += [f"'{w}' is not walked" for w in unwalked(graph, a, answer) if not _class_word(vocab, found, w)]
    if a.selection and topics and not any(s.kind == "filter" for s in answer.trace.steps):
        given = {t.id for t in topics}
        if any(e.id not in given for e in answer.entities if not value_kind(e.name or e.id)):
            out.append(f"'{a.set_reference}' selects among the given entities; the answer is not among them")
    return out


def search_confident(answer: Answer) -> bool:
    """Whether the answering search started from the question's entities as named (not a guess at them) and its
    scorer, which reads the whole question, scored every chain the answer walks at or above its own confidence
    bar (``ToGSearch.ask`` records it)."""
    seen = answer.trace.extra.get("search_confidence") or {}
    return bool(seen.get("exact_link")) and seen.get("score") is not None and seen["score"] >= seen["threshold"]


def _lifts(answer: Answer, verdict) -> bool:
    """Whether the verifier's verdict (``verdict()``, asked only when it can matter) lifts the search's own doubt:
    the answer is approximate only because its scorer's best chain scored under the scorer's bar (``ToGSearch.ask``
    records ``only_doubt``; the bar was set on other graphs' labelled questions), and the verifier trained on this
    graph's own questions vouches for the chain (``Verdict.vouches``: a score few of the graph's wrong readings
    reach)."""
    seen = answer.trace.extra.get("search_confidence") or {}
    if answer.provenance is not Provenance.KG_APPROXIMATE or not seen.get("only_doubt"):
        return False
    judged = verdict()
    return judged is not None and judged.vouches


def _class_word(vocab, found: TypeCheck | None, word: str) -> bool:
    """Whether ``word`` is the noun of the question's wh-phrase ("what *movie* did X direct", "what *wars* was X in")
    and the answer's entities are of the class it asks for (``found``, the answer-type check, agrees). On a graph
    known only by its relation names, such a noun is close to some relation's name ("film" in a starring relation)
    without asking for that relation to be walked: it says which kind of thing is asked, and the type check is what
    holds the answer to it. On a graph with a phrase profile the words are tuned to their relations, and a class
    word that names one ("which *comedies*": the genre) still asks for it to be walked."""
    return not vocab.profiled and found is not None and found.agrees and \
        normalize_name(word) == normalize_name(found.asked.span)


def _weak_absence(vocab, a: Analysis, answer: Answer, found: tuple[str, str, list[str]], keyed: bool) -> str | None:
    """Why a word-level "the graph has nothing for this" (``absent``) is not enough to refuse the answer, or None.
    On a graph whose vocabulary lists the wordings of its relations (a phrase profile), a word far from all of them
    is evidence the graph lacks what it asks; on one known only by its relation names it is weak evidence: most of
    what people write never appears in a relation's name ("where did X *go* to school" for *education*). There,
    the answer stands as kg-approximate, its word left uncovered, when a path was found and either the search was
    sure of it (``search_confident``) or every word the reason rests on is the verb of the question's clause
    (``relating_verb``; ``keyed``: a property graph), unless, on a property graph, that verb is what a bare question word asks
    for ("where does X *live*", ``asked_unread.asked_verb``). Names the graph lacks ("The Glass Orchard of Mars") and questions no path answers are still
    refused."""
    why, kind, words = found
    if vocab.profiled or kind == "name" or not answer.trace.paths or not answer.entities:
        return None
    if search_confident(answer):
        return "the search, which reads the whole question, is sure of the path it found (the graph knows its " \
               "relations only by their names)"
    if kind in ("word", "unwalked") and words and all(relating_verb(a, w, keyed) for w in words) and \
            not (keyed and asked_verb(a, answer, words)):  # "where does X *live*": the verb is what is asked
        return (", ".join(f"'{w}'" for w in words) + " only says how the question's subject relates to the answer, "
                "a verb the graph's relation names (nouns) do not contain")
    return None


def _cover_said(graph: GraphStore, a: Analysis, answer: Answer, vocab: Vocabulary | None = None) -> list[str]:
    """Why the words a schema-checked answer left uncovered are said by its form after all (``form_words``: a word
    sharing its root with a key walked, a verb before a value the form tests), when every one of them is: their rows
    are then covered and the answer exact. A word said only by the schema's shape (the one relationship between two
    labels) leaves the answer as it was. Empty when some word is not said."""
    steps = [c for c in answer.trace.coverage if c.covered_by is None and c.steps]
    words = [row for row in answer.trace.not_covered if row not in {c.span for c in steps}]
    settled = _settled(graph, answer, [c.steps for c in steps]) if steps else {}
    said = said_by_form(graph, a, answer, words, vocab) if words else []
    if settled is None or said is None or not (said or settled) or not all(s.sure for s in said):
        return []
    why = {s.word: s.why for s in said} | {normalize_name(c.span): settled[c.steps] for c in steps}
    answer.trace.coverage = [replace(c, covered_by=why[normalize_name(c.span)]) if c.covered_by is None else c
                             for c in answer.trace.coverage]
    answer.provenance = Provenance.KG_EXACT
    return list(dict.fromkeys(why.values()))


def _settled(graph: GraphStore, answer: Answer, rows: list[tuple[str, ...]]) -> dict[tuple[str, ...], str] | None:
    """Why each step the engine counted as guessed (``rows``) is settled by a word of the question after all
    (``hop_doubts.settled_steps``), or None when one is not or the answer is of another kind than asked."""
    if not answer.trace.logical_form or any(c.kind == "type" and c.covered_by is None for c in answer.trace.coverage):
        return None
    try:
        form = parse(answer.trace.logical_form)
        schema = graph.schema()
    except KGChatError:
        return None
    taken = {w for c in answer.trace.coverage if c.kind == "entity" for w in question_words(c.span)}
    words = question_words(asked_question(answer))
    named = {r: why for r in rows if len(r) == 1 and (why := name_step(schema, form, r[0], [w for w in words
                                                                                           if w not in taken]))}
    found = settled_steps(schema, form, words, [r for r in rows if r not in named], taken)
    return None if found is None else found | named


def _relationship_types(graph: GraphStore) -> set[str]:
    """The graph's relationship type names (none when its schema cannot be read now)."""
    try:
        return {r.name for r in graph.schema().relationships}
    except KGChatError:
        return set()


def _unread_starts(answer: Answer, a: Analysis, names: list[str] = ()) -> list[str]:
    """The names of the entities the answer's paths start from when the question's reading found none of them and
    the question's words spell the name out (``reads_as_name``): a start that only shares a word with the question
    ("Painted Skin" for "who *painted* …") is the engine's guess, not a name the reading missed. ``names``: words
    the question writes as a name that the graph does not hold; a start must say each of them (a word or its
    initial), or the question named someone else ("Ann *Cole*" is not Ann Lee)."""
    starts = {p.start.id: p.start.name or p.start.id for p in answer.trace.paths}
    read = {e.id for m in a.mentions for e in m.entities}
    if not starts or read & set(starts):
        return []
    return sorted({name for name in starts.values() if reads_as_name(name, a.words)
                   and all(_says(name, n) for n in names)})[:3]


def _says(name: str, word: str) -> bool:
    """Whether ``name`` has ``word`` among its words, or its initial ("J. D. Salinger" says "Jerome")."""
    word = normalize_name(word)
    return any(p == word or len(p) == 1 and word.startswith(p) for p in normalize_name(name).split())


def reads_as_name(name: str, words: list[str]) -> bool:
    """True when the question's ``words`` say ``name`` the way people shorten names: every word of it (an initial: the
    first letter of one), its last word ("monet" for Claude Monet, "giants"), or a word of it that is no dictionary
    word ("tupac"). "Painted Skin" does not read in "who *painted* the ceiling …": it only shares an ordinary word."""
    said = {normalize_name(w) for w in words}
    parts = [w for w in normalize_name(name).split() if w not in FUNCTION_WORDS]
    if not parts:
        return False
    if all(w in said or (len(w) == 1 and any(s.startswith(w) for s in said)) for w in parts):
        return True
    return parts[-1] in said or any(w in said and not _ordinary(w) for w in parts)


@dataclass
class Audit:
    """The checks to run; ``verifier`` and ``llm`` are optional."""

    graph: GraphStore
    verifier: object | None = None  # kgchat.reasoning.verifier.Verifier
    llm: object | None = None

    def __call__(self, answer: Answer) -> Answer:
        """``answer`` with the checks' coverage rows and step added, badged kg-approximate when one fails."""
        try:
            return self._check(answer)
        finally:
            with _read_lock:  # the question's reading served this answer; a later ask reads the graph afresh
                _readings.pop(self.graph, None)

    def _check(self, answer: Answer) -> Answer:
        if answer.provenance not in CHECKED or answer.trace.extra.get("stopped"):
            return answer
        rows: list[Coverage] = []
        notes: list[str] = []
        own = self_checked(answer)  # the engine checked the words and the kind itself, in the schema's terms
        vocab = shared_vocabulary(self.graph, encoder())
        a = _read(self.graph, asked_question(answer))
        # an engine that checks its own words in the schema's terms (``self_checked``) is still held to the graph
        # holding what is asked when its own reading is only approximate: what it left out may be all the question
        # asks ("the *phone number* of X" on a graph with no phone), and an approximate answer to it is no answer
        loose = own and answer.provenance is Provenance.KG_APPROXIMATE
        if loose and (said := _cover_said(self.graph, a, answer, vocab)):
            notes.append("exact: " + "; ".join(said))  # every word it left out is said by the form after all
            loose = False
        if loose and (echo := _echoes(answer)):
            # an approximate reading whose every answer is a word of the question itself ("who manufactures
            # Ocremab" → Ocremab, its own brand name): the graph told nothing the question did not
            answer.trace.add(Step("check", 0, note=f"the answer only repeats the question's own words ({echo}); "
                                                   "not answered from the graph"))
            answer.text, answer.entities, answer.provenance = "I don't know.", [], Provenance.NONE
            return answer
        if property_graph(self.graph) and "meaningless" not in answer.trace.extra and answer.trace.logical_form:
            _judge_form(self.graph, answer)  # another engine's form (MCTS, ToG) held to what the schema makes of it
        if property_graph(self.graph) and (why := wrong_kind(a, answer)):  # no time for "when", no place for "where"
            answer.trace.add(Step("check", 0, note=why + "; not answered from the graph"))
            answer.text, answer.entities, answer.provenance = "I don't know.", [], Provenance.NONE
            return answer
        want = None if own else _own_reading(answer, asked(a, self.graph, vocab))
        found = None if own and not loose else \
            absent(a, _own_reading(answer, asked(a, self.graph, vocab)) if loose else want, walked(answer), answer)
        if loose and found is not None and found[1] != "amount" and (found[1] == "unwalked" or all(
                schema_word(self.graph, w) or _quoted(answer, w) for span in found[2] for w in span.split())):
            # what it rests on is a word of the schema or a quoted value, or only that no relation word was walked
            # (the schema parser reads verbs through its own grounding, which this relation-word reading lacks):
            # approximate, not outside the graph
            found = None
        if loose and found is not None and found[1] not in ("name", "amount") and \
                (said := said_by_form(self.graph, a, answer, found[2])) is not None:
            # the word is how people say what the form walks (its key's root, a verb before a value the form tests,
            # a verb between two things the schema links one way only): approximate, as the engine badged it
            notes.append(f"{found[0]}, but " + "; ".join(s.why for s in said) + ": only approximate")
            found = None
        if found is None and answer.provenance is Provenance.KG_APPROXIMATE and property_graph(self.graph):
            # what the question asks for must be read by the answer, as an element of the schema that stands for it
            found = unstood(self.graph, vocab, a, asked(a, self.graph, vocab), answer) or \
                unread_head(self.graph, vocab, a, answer) or unread_ask(self.graph, a, answer)
            if found is not None and found[1] == "asked" and (doers := _doer_nouns(self.graph, answer, found[2])
                                                              or label_verbs(self.graph, answer, found[2])):
                # a role noun for what the answer's nodes do along a walked type, or the verb the answer's label is
                # the doer noun of: read, though not by the label
                notes.append(f"{found[0]}, but " + "; ".join(doers) + ": only approximate")
                found = None
        why = None if found is None else found[0]
        judged: list = []

        def verdict():  # the verifier's verdict, judged once and only where a check reads it (two encodings)
            if not judged:
                judged.append(self.verifier.judge(self.graph, answer) if self.verifier is not None else None)
            return judged[0]

        if found is not None and (soft := _weak_absence(vocab, a, answer, found, property_graph(self.graph))):
            vouched = verdict() is not None and verdict().vouches
            # the verifier trained on this graph's own questions reads the path as the question: the words the
            # graph's relation names lack are its wording, not something the graph lacks
            rows += [Coverage(w, "relation", verdict().note if vouched else None) for w in found[2]]
            notes.append(f"{why}, but {soft}" + (f", and the {verdict().note}" if vouched else
                                                 ": the answer is only approximate"))
            why = None
        if why is not None and (answer.trace.extra.get("text2cypher") or {}).get("answered_by") == "query":
            # the rows of a query an LLM wrote: it found them in the graph, by properties these word checks cannot
            # tie to the question's words; that leaves the answer approximate, not outside the graph
            rows += [Coverage(w, "relation", None) for w in found[2]]
            notes.append(f"{why} for these checks, but a generated query found it in the graph: only approximate")
            why = None
        if why is not None and (unread := _unread_starts(answer, a, found[2] if found[1] == "name" else [])):
            # the engine found the question's entity under words this reading did not take for its name
            # ("jerome david salinger" for J. D. Salinger): those words may be the name, not things the graph lacks
            rows.append(Coverage(", ".join(unread), "entity", None))
            notes.append(f"{why}, but the question's words for {', '.join(unread)} were not read as that name here")
            why = None
        if why is not None:
            answer.trace.add(Step("check", 0, note=why + "; not answered from the graph"))
            answer.text, answer.entities, answer.provenance = "I don't know.", [], Provenance.NONE
            return answer
        for m in [] if own else named(a, not vocab.profiled):  # every name and class of the question is used by the answer
            if m.entities and not _mentioned(answer, {e.id for e in m.entities}):
                rows.append(Coverage(m.text, "entity", None))
                notes.append(f"'{m.text}' is not used by the answer")
        found = _type_check(self.graph, answer, want)
        for w in [] if own else unwalked(self.graph, a, answer):  # and every relation its words name is walked
            if _class_word(vocab, found, w):
                continue  # the asked noun, read as the answer's class, and the answer is of it (the type row below)
            rows.append(Coverage(w, "relation", None))
            notes.append(f"'{w}' names a relation the answer does not walk")
        for r in [] if own else unasked_ends(self.graph, a, answer, want):  # and the step that reaches the answer is asked for
            rows.append(Coverage(relation_words(r), "relation", None))
            notes.append(f"the answer's path walks '{relation_words(r)}', which no word of the question names")
        prop = property_asked(self.graph, a, answer) if own else None
        if prop is not None:
            rows.append(Coverage(prop[0], "type", None))
            notes.append(f"answer type differs: '{prop[0]}' asks for a {prop[1]}; the answer is things, not "
                         "their values")
        if own and answer.provenance is Provenance.KG_EXACT:  # what the parser read but its form leaves undone
            for span, gap in gaps(a, answer, _relationship_types(self.graph)):
                rows.append(Coverage(span, "constraint", None))
                notes.append(gap)
            for span, why in kind_doubts(self.graph, a, answer):  # an answer of another kind than its words ask
                rows.append(Coverage(span, "type", None))
                notes.append(why)
        if found is not None:
            rows.append(Coverage(found.asked.span, "type", found.note if found.agrees else None))
            notes.append(("answer type agrees: " if found.agrees else "answer type differs: ") + found.note)
        if own and answer.provenance is Provenance.KG_APPROXIMATE and \
                (prop is not None or found is not None and not found.agrees):
            # a reading that left words out and answers with another kind than asked found nothing of what was
            # asked: the graph's nearest things, not an answer
            answer.trace.add(Step("check", 0, note="; ".join(notes) + "; an approximate reading of another kind "
                                                                    "than asked: not answered from the graph"))
            answer.text, answer.entities, answer.provenance = "I don't know.", [], Provenance.NONE
            return answer
        for row, note in references(self.graph, answer, a):
            rows.append(row)
            notes.append(note)
        if self.verifier is not None and (answer.provenance is Provenance.KG_EXACT or _lifts(answer, verdict)) and \
                (judge := verdict()) is not None:
            rows.append(Coverage("the verifier's reading", "verifier", judge.note if judge.agrees else None))
            notes.append(judge.note)
        if self.llm is not None and answer.provenance is Provenance.KG_EXACT and _facts(answer):
            try:
                enough, reply = sufficient(self.llm, answer)
            except KGChatError as exc:  # an LLM that fails leaves the other checks to decide; the trace says so
                notes.append(f"LLM sufficiency check not made ({type(exc).__name__}: {str(exc)[:80]})")
            else:
                rows.append(Coverage("the LLM's sufficiency judgement", "sufficiency", reply if enough else None))
                notes.append(f"LLM: {'enough' if enough else 'not enough'} to answer ({reply[:80]})")
        known = {(c.span, c.kind) for c in answer.trace.coverage}
        answer.trace.coverage += [r for r in rows if (r.span, r.kind) not in known]
        failed = [r.span for r in rows if r.covered_by is None]
        if failed and answer.provenance is Provenance.KG_EXACT:
            answer.provenance = Provenance.KG_APPROXIMATE
            notes.append("not exact: " + ", ".join(failed))
        elif not answer.trace.not_covered and _lifts(answer, verdict):
            answer.provenance = Provenance.KG_EXACT
            notes.append("exact: the search doubted only its scorer's bar, every check passed, and the verifier "
                         "trained on this graph vouches for what was walked")
        if notes:
            answer.trace.add(Step("check", 0, note="; ".join(notes)))
        return answer


def _quoted(answer: Answer, word: str) -> bool:
    """Whether ``word`` stands inside quotes in the question (as the schema parser reads quoted text): a literal to
    look for, not a name the graph must hold."""
    return any(normalize_name(word) in normalize_name(str(c.value)).split()
               for c in read(asked_question(answer)).of("quoted"))


def _mentioned(answer: Answer, ids: set[str]) -> bool:
    """Whether the answer's evidence uses one of ``ids``: a node of a path, an entity of the form, a topic (when
    the answer has neither paths nor a form to show)."""
    trace = answer.trace
    nodes = {p.start.id for p in trace.paths} | {h.entity.id for p in trace.paths for h in p.hops}
    if not trace.paths and not trace.logical_form:
        nodes |= {e.id for e in trace.topic_entities}
    nodes |= {e.id for e in answer.entities}
    nodes |= set(trace.extra.get("asked_for_each") or ())  # the form was run from each of these and merged
    if ids & nodes:
        return True
    form = trace.logical_form or ""
    return any(f'"{i}"' in form or f" {i})" in form or f" {i} " in form for i in ids)


def _doer_nouns(graph: GraphStore, answer: Answer, words: list[str]) -> list[str]:
    """Why each of ``words`` names the doers of a type the answer's form walks (``hop_doubts.doer_noun``), or [] when
    one of them does not."""
    try:
        schema, form = graph.schema(), parse(answer.trace.logical_form or "")
    except (KGChatError, ValueError):
        return []
    whys = [doer_noun(schema, form, normalize_name(w)) for w in words]
    return [w for w in whys if w] if whys and all(whys) else []


def _judge_form(graph: GraphStore, answer: Answer) -> None:
    """Record in the trace why the answer's form means nothing on this graph's schema, if it does."""
    try:
        why = meaningless(parse(answer.trace.logical_form), graph.schema())
    except (KGChatError, AttributeError):  # a form this parser does not read, or a store without a schema
        return
    if why:
        answer.trace.extra["meaningless"] = why
