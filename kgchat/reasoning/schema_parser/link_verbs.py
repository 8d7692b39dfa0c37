"""A verb of the asker's own, read as the one relationship type the form walks between two things the question names.

People say how two things are linked in their own words: "which bikes did X *repair*" of a graph whose type is
``SERVICED_BY``, "which vets does the clinic *employ*" of ``WORKS_AT``, "how many bikes are *parked* at Y" of
``DOCKED_AT``. No stem, and often no MiniLM neighbour ("fixed" / "serviced by": 0.32), ties the verb to the type, yet
the question leaves no choice: it names both ends, and the graph joins those labels by that one type only.
``link_verb`` reads such a verb as that type when

- the word is an English verb, written in lower case, that surely names nothing else in the graph (a verb that names a
  label, a key or another type by its stem, as "retired" names the ``Retired`` label, means that; so does a verb
  that is a value the graph keeps, as "completed" of a status key; a MiniLM neighbour below ``SURE`` is no such
  name: "appeared at" is as near ``WORKS_AT`` as ``TAKES_PLACE_AT``);
- the form walks a step of a relationship type that no word of the question names (nor one of its keys);
- the question names both ends of that step (a label's own word, or a named thing of that label): an end guessed from
  "who" or left open ("has any …") says nothing of which link the verb asks for ("who *translated* book X" walks
  ``WRITTEN_BY``, the only type between books and people, and asks for another link);
- that type is the only one joining the two labels in the schema (either way round), so no other link could be meant
  between them;
- the verb does not stand before both ends ("who" questions aside, English puts the link's verb after the first of
  the two things it links), nor right after a modal ("which mechanics *can* work on e-bikes" asks what they are able
  to do, not which bikes they worked on), nor after a preposition ("owners *on record*": a noun), nor before a
  preposition and a value the form tests ("clients *living in* Linby" says where they live, not which pets they
  own), nor as a plural after a determiner or quantifier ("the most *copies* printed": the noun counted, which the
  form's count of runs need not be), nor right after a possessive or right before one ("X *boats'* trips": a noun), nor in its bare form as the second word after one
  after a singular noun ("the client's *contact*", "X's job *title*": nouns; "X's supervisor *operates*", "does X's
  supervisor *operate*", "X's trainees *operate*" are verbs).

It is read only when the verb is the one content word of the question left unread (``link_words``, asked by
``coverage.word_coverage``): with others unread too, the form may not be what was asked. A particle right after the
verb ("filed *under*", "look *after*") is read with it. A verb for a link the graph lacks between two labels that
it joins otherwise ("which mechanics *insure* bike X", asked of a graph that only records repairs) is read as that
link all the same: nothing in the graph's own words can tell them apart, and the trace says which type the verb was
read as and why.
"""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import relation_types_in
from kgchat.reasoning.schema_parser.dated_verbs import dated_verb
from kgchat.reasoning.schema_parser.only_label import content_word
from kgchat.reasoning.schema_parser.verb_lemmas import PARTICLES, PREPOSITIONS
from kgchat.text import word_kinds

SURE = 0.75  # how surely a word must name a label to count as naming an end of the step
# English modal verbs: a verb after one asks what may or could be, which no recorded link says
MODALS = frozenset("""can could may might must should would able allowed can't cannot couldn't mustn't shouldn't
wouldn't""".split())  # noqa: SIM905
ARTICLES = frozenset({"a", "an", "the", "any", "some", "each", "every", "all"})
POSSESSIVE = frozenset({"'s", "'", "s", "his", "her", "its", "their", "our", "my", "your"})  # a noun phrase opens
DO_FORMS = frozenset({"do", "does", "did"})  # "which kit does X's supervisor *operate*": the bare form after them
# words whose "'s" is "is" or "has" ("who's *climbed*"), not a possessive
CONTRACTED_BEFORE = frozenset({"who", "what", "where", "when", "which", "that", "it", "he", "she", "there", "here"})
# words after which an -s form is a plural noun, never a verb: "the most *copies*", "how many *prints*"
QUANTIFIERS = ARTICLES | frozenset({"most", "many", "more", "fewest", "fewer", "least", "few", "these", "those", "no"})


def link_words(unread: list[int], cand: Any, reading: Any, builder: Any) -> dict[int, str]:
    """The words of ``unread`` (the question's words nothing else accounts for) read as the link the form walks (or
    as the date it reads: ``dated_verbs``): the verb, and a particle right after it, when the verb is the one content word left unread (with others unread
    too, the form may not be what was asked); each with why. Empty when there is no such verb."""
    tokens = reading.tokens
    content = [i for i in unread if content_word(tokens[i].low)]
    particles = [i for i in unread if tokens[i].low in PARTICLES and i - 1 in unread]
    verbs = [i for i in content if i not in particles]
    if len(verbs) != 1 or (why := link_verb(verbs[0], cand, reading, builder)
                           or dated_verb(verbs[0], cand, reading, builder)) is None:
        return {}
    verb = verbs[0]
    return {verb: why, **{i: f"the particle of '{tokens[verb].text}': {why}" for i in particles if i == verb + 1}}


def link_verb(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """Why word ``i``, which names nothing in the graph, is read as the relationship type the form walks between two
    things the question names (see the module docstring), or None."""
    token = reading.tokens[i]
    if not token.low.isalpha() or "VERB" not in word_kinds(token.low) or (i > 0 and not token.text[:1].islower()):
        return None
    if any(t.low in MODALS for t in reading.tokens[max(0, i - 3):i]):
        return None  # "which mechanics *can* work on e-bikes": what they are able to do, not a link they have
    if token.low in PARTICLES or i > 0 and reading.tokens[i - 1].low in PREPOSITIONS - {"to"}:
        return None  # a particle, or a noun after a preposition ("on *record*"); "to" opens a verb ("to supervise")
    if i > 0 and reading.tokens[i - 1].low in QUANTIFIERS and token.low.endswith("s") and not token.low.endswith("ss"):
        return None  # "the most *copies*": a plural noun, the thing counted, not the verb "copies"
    if i > 1 and reading.tokens[i - 2].low in ("'s", "'") and reading.tokens[i - 1].low.isalpha() and \
            not reading.tokens[i - 1].low.endswith("s") and _base_form(token.low) and \
            not any(t.low in DO_FORMS for t in reading.tokens[:i - 2]) or \
            i > 1 and reading.tokens[i - 1].low == "'s" and reading.tokens[i - 2].low not in CONTRACTED_BEFORE:
        # "the client's *contact*", "X's job *title*": the noun a possessive opens; a verb after a thing a
        # possessive names agrees with it ("X's supervisor *operates*"), no bare form
        return None
    if _says_a_value(i, cand, reading):
        return None
    if reading.question[token.end:token.end + 1] in ("'", "’"):
        return None  # "Porthkerran *boats'* trips": a plural noun a possessive follows, the owner of what comes next
    if any(i in v.tokens for v in builder.g.values):
        return None  # "how many of X's bookings were *completed*": a value the graph keeps (a status), not the link
    ends = _named_ends(cand, builder)
    for rel in _unnamed_types(i, cand, builder):
        info = builder.schema.rel(rel)
        own = {rel, *info.starts, *info.ends}
        if any(i in m.tokens and m.score >= SURE and (m.element.owner or m.element.name) not in own
               for m in builder.g.schema):
            continue  # the word names another label, key or type of the graph surely: it means that
        starts = [(label, toks) for label, toks in ends if label in info.starts]
        finishes = [(label, toks) for label, toks in ends if label in info.ends]
        pairs = [(a, ta, b, tb) for a, ta in starts for b, tb in finishes if ta != tb]
        if not pairs:
            continue
        joining = {r for a, _, b, _ in pairs for r, _ in builder.rels_between(a, b)}
        if joining != {rel}:
            continue  # another type joins the two labels too: the verb may mean that one
        if all(i < min(ta) and i < min(tb) for _, ta, _, tb in pairs):
            continue
        a, _, b, _ = pairs[0]
        return f"the link {rel}, the only type between the {a} and the {b} the question names"
    return None


def _base_form(word: str) -> bool:
    """Whether ``word`` is a verb's bare form ("title", "manage"), not one inflected ("operates", "managed")."""
    from lemminflect import getAllLemmas

    return word in getAllLemmas(word).get("VERB", (word,))


def _says_a_value(i: int, cand: Any, reading: Any) -> bool:
    """Whether the verb at ``i`` is followed by a preposition and then a value or test the form reads as a key of
    one thing ("clients *living in* Linby": the town they live in): the verb says that, not the link."""
    tokens = reading.tokens
    j = i + 1
    if j >= len(tokens) or tokens[j].low not in PREPOSITIONS:
        return False
    j += 1
    while j < len(tokens) and tokens[j].low in ARTICLES:
        j += 1
    return any(j in p.tokens for p in cand.parts if p.kind in ("value", "constraint", "property"))


def _unnamed_types(i: int, cand: Any, builder: Any) -> list[str]:
    """Relationship types the form walks that no word of the question names, nor one of their keys: a word that
    names one but that the form reads as something else ("stations with more than 20 *docks*": the capacity, not
    DOCKED_AT) does not name it, nor does word ``i`` itself."""
    elsewhere: dict[int, set[str]] = {}
    for p in cand.parts:
        for t in p.tokens:
            elsewhere.setdefault(t, set()).add(p.text)
    named = set()
    for m in builder.g.schema:
        rel = m.element.name if m.element.kind == "rel" else m.element.owner if m.element.kind == "edge_prop" else ""
        if not rel or not m.tokens or i in m.tokens:
            continue
        if not all(t in elsewhere and not any(rel in text for text in elsewhere[t]) for t in m.tokens):
            named.add(rel)
    walked = relation_types_in(cand.form)
    return sorted(rel for rel in walked if builder.schema.rel(rel) is not None and rel not in named)


def _named_ends(cand: Any, builder: Any) -> list[tuple[str, tuple[int, ...]]]:
    """(label, the words naming it) for each label the form's pieces name by a label's own word or by a named thing of
    that label."""
    used = {t for p in cand.parts if p.kind == "entity" for t in p.tokens}
    out = [(m.element.name, tuple(m.tokens)) for m in builder.g.elements("label") if m.score >= SURE]
    for em in builder.g.entities:
        if set(em.tokens) <= used:
            out += [(label, tuple(em.tokens)) for label in em.labels or ()]
    return out
