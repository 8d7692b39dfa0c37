"""Whether an approximate answer leaves unread the very words that say what its question asks, read from the
question's grammar and the answer's own coverage rows (on a property graph; ``trust.Audit`` refuses such an answer):

- **the clause's verb**, when the question word asks for the verb's object or measure and carries no noun of its
  own ("what does a day pass *cost*", "how much did we *pay*", "when does the first bus *leave*", "how did they
  *rate* it"): the verb is then the only word saying what is asked, and an answer that leaves it out answers
  something else. A wh-word with a noun ("which office does X *work* out of") is held to its noun instead, and a
  wh-word that is the verb's subject ("who has *starred* …") to the kind of its answer;
- **the subject and verb of the clause** after "what / which <noun> <auxiliary>" ("what time is *breakfast served*"),
  both unread and the subject no word of the schema: the wh-noun is read of something else;
- **the noun a name only qualifies** ("the X Regatta *prize-giving dinner*"), every word after the name unread;
- **the head of the noun phrase asked for** ("who is the station *manager* at X") left out while the word that only
  qualifies it is read as the answer's label: the answer gives the stations, not their manager.

``wrong_kind``, for any answer however badged: a form the schema makes meaningless (adding up years); "when …" answered by things, or numbers none of which is a year or a
date, is no answer to it, nor is "where …" answered by years or dates, or through things like the one named, by a walk
there and back.

Words of a right but loosely read answer stay: a verb between a wh-noun and a name ("which office does X *work*
out of"), a qualifier left over ("the *head* office"), a wh-noun left out (MiniLM does not tell "animals" from
"shops" well enough to say which noun the graph has no word for).
"""

from __future__ import annotations

import re

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.errors import KGChatError
from kgchat.lexicons import FUNCTION_WORDS
from kgchat.logic.nodes import And, ArgMax, ArgMin, Class, Top, conjuncts
from kgchat.logic.sexpr import parse
from kgchat.reasoning.answer_type import dated, value_kind
from kgchat.reasoning.asked_schema import _wh_phrase, property_graph, schema_word
from kgchat.reasoning.question import Analysis
from kgchat.reasoning.time_doubts import calendar
from kgchat.reasoning.unread import BE_FORMS, DO_SUPPORT, walked
from kgchat.schema import identifier_words
from kgchat.text import lemma, word_kinds
from kgchat.types import Answer

CLOCK = re.compile(r"\d{1,2}[:.h]\d{2}\b")  # a time of day ("07:15", "7.15")
# question words that ask for the object or measure of the clause's verb when an auxiliary follows them at once
BARE_WH = frozenset({"what", "who", "whom", "how", "when", "where"})
AUXILIARIES = DO_SUPPORT | {"has", "have", "had"}
# words that open a noun phrase without being its noun
DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "my", "our", "your", "his", "her",
                         "its", "their", "each", "every", "any", "some"})
PRONOUNS = frozenset({"i", "we", "you", "he", "she", "it", "they", "someone", "anyone", "everyone", "people"})
# verbs that only link their subject to a description ("what did X *look like*"): the words after them say what
# is asked, not the verb
LINKING_VERBS = frozenset({"look", "seem", "appear", "sound", "feel", "become", "remain"})


def unread_ask(graph: GraphStore, a: Analysis, answer: Answer) -> tuple[str, str, list[str]] | None:
    """Why the answer leaves unread what its question asks for (see the module docstring), or None. Returns (why,
    ``asked``, the words)."""
    if not property_graph(graph) or not answer.entities:
        return None
    left = _left_out(answer)
    if not left:
        return None
    return _clause_verb(a, answer, left) or _qualified_head(graph, a, answer, left) or _name_head(graph, a, answer) \
        or _unread_clause(graph, a, left)


def asked_verb(a: Analysis, answer: Answer, unread: list[str]) -> str | None:
    """The clause's verb a bare question word asks for ("where does X *live*", "what does a pass *cost*"), when it
    is one of the ``unread`` words and names nothing the answer walks (``_clause_verb``), or None."""
    found = _clause_verb(a, answer, set(unread))
    return found[2][0] if found else None


def _unread_clause(graph: GraphStore, a: Analysis, left: set[str]) -> tuple[str, str, list[str]] | None:
    """The subject and the verb of the clause after "what / which <noun> <auxiliary>" ("what time is *breakfast
    served* at X"), both left unread, the subject a noun that names nothing in the schema: the answer reads the
    wh-noun of something else (the time of another thing the named one holds), not of what the clause is about."""
    words = a.words
    if len(words) < 5 or words[0] not in ("what", "which") or words[2] not in DO_SUPPORT | BE_FORMS:
        return None  # (after "has" / "have" the wh-noun is the subject: "which boat *has* run up …")
    names = _named(a)
    verbs = clause_verbs(words, 3, names)
    if not verbs or verbs[-1] not in left:
        return None
    end = words.index(verbs[0], 3)
    subject = [w for k, w in enumerate(words[3:end], 3) if k not in names and w not in DETERMINERS
               and w not in FUNCTION_WORDS and w not in PRONOUNS]
    if not subject or any(w not in left or schema_word(graph, w) for w in subject) or \
            "NOUN" not in word_kinds(subject[-1]):
        return None
    said = " ".join(words[:3])
    return (f"'{' '.join(subject)} {verbs[-1]}', what '{said} …' is asked of, is left unread by the answer",
            "asked", [*subject, verbs[-1]])


def _name_head(graph: GraphStore, a: Analysis, answer: Answer) -> tuple[str, str, list[str]] | None:
    """The noun a name only qualifies ("what did the Spring Regatta *prize-giving dinner* cost"), when the answer
    leaves unread every word between the name and that noun and the noun names nothing in the schema: the question
    asks about a thing of the named one's that the graph does not hold, and an answer about the named one itself
    answers something else."""
    words = a.words
    left = _left_out(answer, 2)  # a hyphenated word ("prize-giving") is two words of the question
    for m in a.mentions:
        if m.start > 0 and words[m.start - 1] in AUXILIARIES | BE_FORMS:
            continue  # "does *X* work with": the name is the clause's subject, and the word after it its verb
        run = []
        for w in words[m.end:]:
            if w not in left or w in FUNCTION_WORDS or not re.fullmatch(r"[a-z][a-z-]*", w) or \
                    word_kinds(w) == {"ADV"}:  # "X *either* direction": an adverb qualifies no noun
                break
            run.append(w)
        nouns = [w for w in run if "NOUN" in word_kinds(w)]
        if run and nouns and nouns[-1] == run[-1] and not any(schema_word(graph, w) for w in run) and \
                not (len(run) == 1 and "VERB" in word_kinds(run[0])):  # "X *works* here": a verb, not a thing
            said = " ".join(run)
            return (f"'{m.text} {said}' asks about a {run[-1]} of {m.text}, which the answer leaves unread",
                    "asked", run)
    return None


def wrong_kind(a: Analysis, answer: Answer) -> str | None:
    """Why an answer to "when …" or "where …" is no answer to it, or None, whatever words it read and however
    surely: for "when", it is things, or numbers, none of which says a time (a year, a date, a time of day; text
    values are left alone: a season, a weekday); for "where", it is years or dates (a number may be a place in a
    ranking or a floor), or it walks from the thing named there and back along a relationship no word asks for (a
    cycle): through other things of the named one's own kind, not to a place it is at. Nor is, for any question, a
    form the schema makes meaningless (the schema parser records why: it adds up years, or averages numbers that
    only tell things apart): no question means it, so it answers none. Nor is true or false alone an answer to a
    question asking what, which, who, where, when or how ("what did we pay X": a travel-paid flag), nor one number
    to a question asking yes or no."""
    if meaningless := answer.trace.extra.get("meaningless"):
        return f"the answer's form means nothing: {meaningless}"
    if a.words[:1] and (why := bare_truth(a.words[0], answer.entities) or number_for_truth(a.words, answer.entities)
                        or phrase_truth(a, answer.entities)):
        return why
    if a.words[:1] not in (["when"], ["where"]) or not answer.entities:
        return None
    said = ", ".join(e.name for e in answer.entities[:3])
    if a.words[0] == "where":
        if all(e.id == e.name and value_kind(e.name) == "year" for e in answer.entities):
            return f"'where' asks for a place, and the answer ({said}) is years or dates"
        cycle = any(c.covered_by is None and c.steps == ("cycle",) for c in answer.trace.coverage)
        return f"'where' asks for a place, and the answer ({said}) is reached through other things like the one " \
               "named, by a walk there and back that no word asks for" if cycle else None
    values = [e.id == e.name for e in answer.entities]
    if any(dated(e.name) or CLOCK.match(e.name.strip()) or calendar(e.name) for e in answer.entities) or \
            all(values) and not all(value_kind(e.name) for e in answer.entities):
        return None
    return f"'when' asks for a time, and the answer ({said}) says none"


def number_for_truth(words: list[str], entities: list) -> str | None:
    """Why one number alone answers no yes-or-no question ("*was* the 2024 total higher than 2023's?" answered by a
    total), or None: the question opens with "is", "was", "does", "did", "has" …, offers no choice ("or"), and the
    answer is one number."""
    polar = words[:1] and (words[0] in BE_FORMS or words[0] in DO_SUPPORT or words[0] in ("has", "have", "had"))
    if not polar or "or" in words or len(entities) != 1 or entities[0].id != entities[0].name or \
            value_kind(entities[0].name) not in ("number", "year"):
        return None
    return f"'{words[0]}' asks yes or no, and the answer is a number ({entities[0].name})"


def only_truth(entities: list) -> bool:
    """Whether an answer is only true or false (a flag's value), and not empty."""
    return bool(entities) and all((e.name or "").lower() in ("true", "false") for e in entities)


def bare_truth(wh: str, entities: list) -> str | None:
    """Why true or false alone answers no question opening with ``wh`` (what, which, who, where, when, how), or
    None."""
    if wh not in ("what", "which", "who", "whom", "where", "when", "how") or not only_truth(entities):
        return None
    return f"'{wh}' asks for more than yes or no, and the answer is only true or false"


def phrase_truth(a: Analysis, entities: list) -> str | None:
    """Why true or false alone answers no question written as a phrase ("X's line manager": no question word, no
    verb opening a yes/no question, no question mark), or None."""
    if not only_truth(entities) or \
            a.question.rstrip().endswith("?") or a.words[0] in AUXILIARIES | BE_FORMS | DO_SUPPORT or \
            set(a.words) & {"what", "which", "who", "whom", "where", "when", "how", "whether", "if"}:
        return None
    return "the question asks for a thing, not yes or no, and the answer is only true or false"


def _left_out(answer: Answer, most: int = 1) -> set[str]:
    """The words of the question the answer's coverage leaves out (in rows of at most ``most`` words) and reads
    nowhere else."""
    read = {w for c in answer.trace.coverage if c.covered_by is not None for w in normalize_name(c.span).split()}
    return {w for c in answer.trace.coverage if c.covered_by is None and len(normalize_name(c.span).split()) <= most
            for w in normalize_name(c.span).split()} - read - {""}


def _clause_verb(a: Analysis, answer: Answer, left: set[str]) -> tuple[str, str, list[str]] | None:
    """The clause's verb when a bare question word and an auxiliary open the question ("what *does* a pass cost",
    "how much *did* we pay") and the answer leaves the verb out."""
    words = a.words
    at = 1 if words[:2] == ["how", "much"] else 0
    if len(words) < at + 4 or words[0] not in BARE_WH or words[at + 1] not in AUXILIARIES:
        return None
    verbs = clause_verbs(words, at + 2, _named(a))
    if not verbs or any(v not in left for v in verbs):
        return None  # a verb of the chain is read ("*start* mentoring" read as a start date)
    verb = verbs[-1]
    if any(lemma(v) in _walked_roots(answer) for v in verbs):
        return None  # the verb names what the answer walks ("mentoring" / MENTORS.since), whatever its rows say
    said = " ".join(words[:at + 2])
    return (f"'{verb}', the verb that says what '{said} …' asks for, is left unread by the answer", "asked", [verb])


def main_verb(words: list[str], start: int, names: set[int] = frozenset()) -> str | None:
    """The verb that carries what a clause whose subject begins at ``start`` says (the last of ``clause_verbs``)."""
    verbs = clause_verbs(words, start, names)
    return verbs[-1] if verbs else None


def clause_verbs(words: list[str], start: int, names: set[int] = frozenset()) -> list[str]:
    """The verb of a clause whose subject begins at ``start`` ("does *the first bus* leave"): the first word past a
    subject that can be a verb and does not follow a determiner, a preposition, an auxiliary or a word that can be
    an adjective (those make it a noun of the subject: "the *contract* for *route* 21 runs out", "a monthly *pass*
    costs"); with the verb after it when it is followed by another's "-ing" form or "to" and its plain form ("start
    *mentoring*", "begin to *teach*"), which carries what is said. The subject must hold a noun, a pronoun, a
    number or a name; a linking verb ("look like") says nothing asked (empty)."""
    subject = False
    for k in range(start, len(words)):
        w, prev = words[k], words[k - 1]
        if k > start and subject and w.isalpha() and k not in names and "VERB" in word_kinds(w) \
                and (prev in PRONOUNS or prev not in DETERMINERS | FUNCTION_WORDS) and "ADJ" not in word_kinds(prev):
            after = words[k + 2:k + 3] if words[k + 1:k + 2] == ["to"] else words[k + 1:k + 2]
            if after and (after[0].endswith("ing") or words[k + 1] == "to") and "VERB" in word_kinds(after[0]):
                return [w, after[0]]
            return [] if w in LINKING_VERBS else [w]
        subject = subject or k in names or w in PRONOUNS or w.isdigit() or "NOUN" in word_kinds(w)
    return []


def _walked_roots(answer: Answer) -> set[str]:
    """The dictionary forms of the words of every relationship type and key the answer walks."""
    return {lemma(w) for name in walked(answer) for part in name.split(".")
            for w in identifier_words(part).lower().split()}


def _named(a: Analysis) -> set[int]:
    """The positions of the question's words that belong to a name it mentions."""
    return {k for m in a.mentions for k in range(m.start, m.end)}


def _qualified_head(graph: GraphStore, a: Analysis, answer: Answer,
                    left: set[str]) -> tuple[str, str, list[str]] | None:
    """The head of the noun phrase "who / what is the …" asks for ("the station *manager*") when the answer leaves
    it out and reads the word before it, which only qualifies it, as the label of the answer's own nodes."""
    phrase = _wh_phrase(a)
    if len(phrase) < 2 or phrase[-1] not in left or "NOUN" not in word_kinds(phrase[-1]):
        return None
    label = answer_label(answer)
    qualifier = phrase[-2]
    if label is None or not any(c.kind == "type" and c.covered_by == label and qualifier in
                                normalize_name(c.span).split() for c in answer.trace.coverage):
        return None
    said = " ".join(phrase)
    return (f"'{said}' asks for a {phrase[-1]}, which the answer leaves unread: it gives the {label} nodes "
            f"'{qualifier}' only qualifies it by", "asked", [phrase[-1]])


def answer_label(answer: Answer) -> str | None:
    """The label the answer's nodes are kept from, read from its form (``(AND (TYPE Station) …)``, ranked or
    not), or None when it answers values or has no form."""
    if not answer.trace.logical_form or any(e.id == e.name for e in answer.entities):
        return None
    try:
        form = parse(answer.trace.logical_form)
    except (KGChatError, ValueError):
        return None
    while isinstance(form, ArgMax | ArgMin | Top):
        form = form.expr
    found = [c.name for c in conjuncts(form) if isinstance(c, Class)] if isinstance(form, And | Class) else []
    return found[0] if found else None

