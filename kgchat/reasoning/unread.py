"""Which words of a question an answer leaves unread, read from the question alone, for any engine's answer: the
names and classes it mentions and whether the answer uses them (``named``), relation words the answer does not walk
(``unwalked``), a walked step no word asks for (``unasked_ends``), capitalised names the graph does not hold
(``unknown_names``), and whether the question asks for something the graph has nothing for (``absent``: a noun, a
counted thing, a name or a relation word that names nothing in it). ``trust.Audit`` turns these into coverage rows
and refusals; words the answering engine itself accounts for (``accounted``) are never held against it.
"""

from __future__ import annotations

import contextlib

from kgchat.backends.base import GraphStore, is_unnamed, normalize_name
from kgchat.errors import KGChatError
from kgchat.lexicons import FUNCTION_WORDS
from kgchat.logic.nodes import relations_in
from kgchat.logic.sexpr import parse
from kgchat.reasoning.answer_type import (
    WH_WORDS,
    Asked,
)
from kgchat.reasoning.question import Analysis
from kgchat.reasoning.vocabulary import shared_vocabulary
from kgchat.text import lemma
from kgchat.types import Answer

VALUE_PREPOSITIONS = frozenset({"in", "on", "at", "for", "with", "under", "within", "by", "from"})  # "works *in* X"


def encoder() -> object | None:
    """The shipped MiniLM, or None when sentence-transformers is not installed."""
    from kgchat.errors import ModelError
    from kgchat.scorers.embedding import load_minilm

    try:
        return load_minilm()
    except ModelError:
        return None


def accounted(answer: Answer, span: str, kinds: tuple[str, ...] | None = None) -> bool:
    """Whether the answering engine's own coverage accounts for ``span``'s words: a row it covered whose words
    include them ("top" inside "top 5 most", read as a ranking). An engine that reads a word as an operator, a class
    or a value has used it, whatever the word checks below would make of it alone. ``kinds``: only rows of these
    kinds count (what is counted must be read as the things' class or a test on them, not as a thing of its own)."""
    words = normalize_name(span).split()
    if not words:
        return False
    for row in answer.trace.coverage:
        if row.covered_by is None or kinds is not None and row.kind not in kinds:
            continue
        have = normalize_name(row.span).split()
        if any(have[i:i + len(words)] == words for i in range(len(have) - len(words) + 1)):
            return True
    return False


def _amount_read(answer: Answer, unit: str) -> bool:
    """Whether the answer reads the amount of time "how many *days*" asks for: a row covering the unit's word by
    something the unit itself names ("withdrawal days", "days from booked on to visited on", "duration min"), not by
    a key the unit's word only qualifies ("day rate": a rate, no number of days)."""
    unit = normalize_name(unit)
    root = lemma(unit)
    for row in answer.trace.coverage:
        if row.covered_by is None or unit not in normalize_name(row.span).split():
            continue
        said = normalize_name(row.covered_by).split()
        if unit in said or said and (lemma(said[-1]) == root or len(said[-1]) >= 3 and unit.startswith(said[-1])):
            return True
    return False


def named(a: Analysis, plain: bool = False) -> list:
    """The mentions of the question its answer must use. Where the question marks its names in [brackets], the
    marked ones, the classes ("comedies") and the capitalised names; a lower-case phrase outside the brackets that
    happens to be some entity's name ("the *primary* language", "who in the *world*", "write *the story*") is a
    word of the question there, as the planner reads it, not a name the asker gave."""
    if plain and not a.hinted and _uncased(a.question):
        # on a graph known only by its relation names (``plain``: no phrase profile to tell its words from its
        # names), a question written without capitals does not say which of its words are names: a mention that is
        # an ordinary phrase ("go to *school*", "what *country*", "the *vice president*") is a word of it, one that
        # is not ("laughlin *nevada*") a name; a class found through a plural ("*comedies*") stays
        return [m for m in a.mentions if m.singular or not _ordinary(m.text)]
    if not a.hinted:
        return list(a.mentions)
    capital = _capitals(a)
    return [m for m in a.mentions if m in a.hinted or m.singular or any(capital[m.start:m.end])]


def _uncased(question: str) -> bool:
    """Whether the question, past its first word, has no capital letter at all."""
    rest = question.split(maxsplit=1)
    return len(rest) == 2 and not any(ch.isupper() for ch in rest[1])


def _ordinary(text: str) -> bool:
    """Whether every word of ``text`` is an English dictionary word (lemminflect's lexicon)."""
    from lemminflect import getAllLemmas

    words = normalize_name(text).split()
    return bool(words) and all(w.isalpha() and getAllLemmas(w) for w in words)


def _capitals(a: Analysis) -> list[bool]:
    """Per word of ``a.words``: whether the question writes it with a capital, past a sentence's first word."""
    out: list[bool] = []
    tokens = a.question.split()
    for t, token in enumerate(tokens):
        starts_sentence = t == 0 or tokens[t - 1].endswith((".", "?", "!", ":", ";"))
        word = token.lstrip("\"'“”‘’([")
        out += [word[:1].isupper() and not starts_sentence] * len(normalize_name(token).split())
    return out + [False] * (len(a.words) - len(out))


def unwalked(graph: GraphStore, a: Analysis, answer: Answer) -> list[str]:
    """The question's words that name a relation its answer does not walk (either way, or through an inverse
    twin), when the answer walks something to compare with; "X's films" words the planner reads as how X relates
    count as walked when the planner set them aside (its own coverage says so)."""
    relations = walked(answer)
    if not relations:
        return []
    twins = graph.inverse_relations()
    relations |= {twins[r] for r in relations if r in twins}
    vocab = shared_vocabulary(graph, encoder())
    # on a graph known only by its relation names, a word closest to one relation's name is answered as well by a
    # walked relation whose name has the word in it ("head *coach*": a football coach's team, not a basketball one)
    named_too = (lambda w: bool(relations & vocab.containing(w.span))) if not vocab.profiled else (lambda w: False)
    return [w.span for w in a.named_relations if w.relation not in relations and not accounted(answer, w.span)
            and not named_too(w)]


def unasked_ends(graph: GraphStore, a: Analysis, answer: Answer, want: Asked | None) -> list[str]:
    """The relations a search's paths of two or more steps (``steps_of``) walk after their first step when no word
    of the question names them (nor, for the last step, the asked kind stands there): "what else has the writer of X written"
    answered by *written by → written by (reverse) → has genre* walks every word it was given, then one nobody
    asked for; "what years were those films released" by *written by → written by (reverse) → release year* goes
    through films nobody asked about. The first step may be implicit ("X's films"); one-step paths are left to the
    verifier."""
    walks = [steps_of(p) for p in answer.trace.paths if p.hops]
    if not walks or any(len(steps) < 2 for steps in walks):
        return []
    twins = graph.inverse_relations()
    named = {w.relation for w in a.named_relations}
    named |= {twins[r] for r in named if r in twins}
    positions = {r for r, _ in want.positions} if want is not None and want.kind != "thing" else set()
    out = {steps[-1][-1] for steps in walks if not set(steps[-1]) & (named | positions)}
    out |= {step[-1] for steps in walks for step in steps[1:-1] if not set(step) & named}
    return sorted(out)


def steps_of(path) -> list[list[str]]:
    """A path's relations step by step: the two hops through an unnamed (CVT) node are one step ("places lived"
    then its "location" say where X lived once), as the engines walk them, and a word naming either names it."""
    steps: list[list[str]] = []
    through = False
    for hop in path.hops:
        if through:
            steps[-1].append(hop.relation)
        else:
            steps.append([hop.relation])
        through = is_unnamed(hop.entity)
    return steps


def walked(answer: Answer) -> set[str]:
    """The relations an answer's evidence walks: its paths, its logical form, its evidence rows' paths."""
    found = {h.relation for p in answer.trace.paths for h in p.hops}
    found |= {h.relation for ev in answer.trace.evidence if ev.path is not None for h in ev.path.hops}
    if answer.trace.logical_form:
        with contextlib.suppress(KGChatError):
            found |= relations_in(parse(answer.trace.logical_form))
    return found


def unknown_names(a: Analysis) -> list[str]:
    """Capitalised words inside a sentence of the question (names, as people write them) that are neither part of
    a name the graph holds nor a word naming a relation: "Who directed The *Glass Orchard* of Mars?"."""
    tokens = a.question.split()
    out = []
    known = {k for m in a.mentions for k in range(m.start, m.end)} | {w.position for w in a.named_relations}
    position = 0
    for t, token in enumerate(tokens):
        parts = normalize_name(token).split()
        starts_sentence = t == 0 or tokens[t - 1].endswith((".", "?", "!", ":", ";"))
        word = token.strip("\"'“”‘’()[],.?!:;")
        inner = any(c.isupper() for c in word[1:])  # "IMDb", "McAllister": a name even where a sentence starts
        capital = bool(parts) and word[:1].isupper() and (not starts_sentence or inner) and len(word) > 2 \
            and not word.isupper()
        if capital and not any(k in known for k in range(position, position + len(parts))) and \
                parts[0] not in FUNCTION_WORDS and parts[0] not in WH_WORDS and not parts[0].isdigit():
            out.append(word)
        position += len(parts)
    return out


def outside(a: Analysis, want: Asked | None, relations: set[str], answer: Answer | None = None) -> str | None:
    """Why the question asks for something the graph does not hold, or None (``absent``, without its words)."""
    found = absent(a, want, relations, answer)
    return None if found is None else found[0]


def absent(a: Analysis, want: Asked | None, relations: set[str],
           answer: Answer | None = None) -> tuple[str, str, list[str]] | None:
    """Why the question asks for something the graph does not hold, or None: the wh-phrase's noun names nothing in
    it ("which *studio*"), or the word that says what is asked names no relation here ("how *tall* is X"), or no relation
    word of the question is walked while some word names nothing ("what is the *boiling point* of water"). A word
    that names several relations loosely ("language": official, spoken, of a film) is answered by walking one. An
    asked word that names a relation the answer does not walk leaves the answer approximate (its coverage says so),
    not outside the graph. The planner refuses such questions itself (``coverage.asks_outside_graph``); here any
    engine's answer is held to it. Questions with a [bracketed] topic are left to the engine, which answers them as approximate. Words the
    answering engine's own coverage accounts for (a class it selected by, an operator it applied) are not held
    against it.

    Returns (why, what kind of reason: ``asked`` / ``counted`` / ``amount`` (an amount of time asked for, "how many
    *days*", that the answer does not compute) / ``name`` / ``word`` (what is asked names no relation) /
    ``unwalked`` (no relation word is walked), the question's words it rests on)."""
    if a.hinted:
        return None
    used = (lambda span: accounted(answer, span)) if answer is not None else (lambda span: False)
    if want is not None and want.kind == "unknown" and not a.named_relations and \
            not (answer is not None and _verb_to_value(a.question, want.span, answer)):  # "lots *hit by* vine weevil"
        return f"the question asks for {want.says}", "asked", [want.span]
    if want is not None and want.counted is not None and want.counted.kind == "unknown" and \
            not (answer is not None and accounted(answer, want.counted.span, ("type", "constraint"))):
        return f"the question counts {want.counted.says}", "counted", [want.counted.span]
    if want is not None and want.counted is not None and want.counted.kind == "amount" and \
            not (answer is not None and _amount_read(answer, want.counted.span)):  # "how many *days*", days not read
        return f"the question asks for {want.counted.says}", "amount", [want.counted.span]
    if names := [n for n in unknown_names(a) if not used(n)]:
        return f"the question names {', '.join(names)}, which this graph does not hold", "name", names
    walked = (lambda w: w.relation in relations or bool(relations.intersection(w.loose)))  # noqa: E731
    if a.ask is not None and a.ask.relation is None and not a.ask.loose and not used(a.ask.span) and \
            not (answer is not None and _verb_to_value(a.question, a.ask.span, answer)):
        return (f"'{a.ask.span}', what the question asks for, is not answered by a relation of this graph", "word",
                [a.ask.span])
    unknown = [w for w in a.unknown_words if not used(w.span)]
    if unknown and not any(walked(w) or used(w.span) for w in a.relation_words if w.relation or w.loose):
        return ("no relation word of the question is answered, and "
                + ", ".join(f"'{w.span}'" for w in unknown[:3]) + " name nothing in this graph", "unwalked",
                [w.span for w in unknown])
    return None


def _verb_to_value(question: str, span: str, answer: Answer) -> bool:
    """Whether the asked word ``span`` is a verb with a preposition after it and then a value the answer tests ("who
    *works in* plant health": the staff whose section is Plant Health): the verb ties the asked ones to that value,
    which the answer reads, so the question is not outside the graph (the verb, unread, leaves the answer
    approximate)."""
    words = normalize_name(question).split()
    said = normalize_name(span).split()
    kept = [normalize_name(r.span).split() for r in answer.trace.coverage
            if r.kind == "constraint" and r.covered_by is not None]
    for i in range(len(words) - len(said) - 1):
        if words[i:i + len(said)] != said or words[i + len(said)] not in VALUE_PREPOSITIONS:
            continue
        rest = words[i + len(said) + 1:]
        rest = rest[1:] if rest[:1] in (["the"], ["a"], ["an"]) else rest
        if any(k and rest[:len(k)] == k for k in kept):
            return True
    return False


def relating_verb(a: Analysis, span: str, keyed: bool = False) -> bool:
    """Whether ``span`` is the verb of the question's clause, the word that says how its subject relates to the
    answer ("where did X *go* to school", "what money does X *use*", "where was X *raised*", "what religions are
    *practiced* in X", "what *happened* to X"): a verb after a do-support or modal auxiliary and its subject, a past
    participle after a form of "be" (passive), or a past form right after the question word. A graph that knows its
    relations only by their names names them with nouns ("places lived", "education", "currency used"); such a verb
    is how people word those relations, not a sign that the graph lacks one. A noun ("what is the *boiling point*
    of X"), an adjective ("how *tall*") or a verb anywhere else is not one; nor is the verb of a "how much" question
    ("how much does X *weigh*", "*cost*"): it names the quantity asked, not how the subject relates to it. On a graph
    that keeps facts as keys and labels (``keyed``), neither is the verb after a bare "what" and its auxiliary ("what
    does X *earn*", "what did the tests *show*"): no other word says what is asked, so the verb names it."""
    from lemminflect import getAllLemmas

    words = a.words
    if " " in span or span not in words or words[:2] == ["how", "much"]:
        return False
    p = words.index(span)
    verbs = getAllLemmas(span).get("VERB")
    if not verbs:
        return False
    past = verbs[0] != span and not span.endswith(("s", "ing"))  # "raised", "grew", "spoken": a past form
    wh = next((i for i, w in enumerate(words) if w in WH_WORDS), None)
    if past and wh is not None and p == wh + 1:
        return True  # "what happened to X", "who founded X"
    for j in range(wh + 1 if wh is not None else 0, p):
        if words[j] in DO_SUPPORT and j + 1 < p:
            # "does X use", "should i take", "did X go"; not "what does X earn" on a keyed graph
            return not (keyed and wh is not None and j == wh + 1 and words[wh] in ("what", "which"))
        if words[j] in BE_FORMS and past:
            return True  # "where was X raised", "what religions are practiced", "where is X located"
    return False


DO_SUPPORT = frozenset({"did", "does", "do", "will", "would", "can", "could", "should", "might", "may", "must",
                        "shall"})
BE_FORMS = frozenset({"is", "are", "was", "were", "been", "being", "be"})
