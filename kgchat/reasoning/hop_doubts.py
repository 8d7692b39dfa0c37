"""Doubts about the hops and the answer's kind that a form can carry unseen, read from the graph's schema.

An engine badges its answer ``kg-exact`` when every word of the question is covered; these checks ask whether the
covering itself settled what the form chose, whatever engine answered:

1. **Sibling types** (``sibling_doubts``): the form walks relationship type T where another type joins the same
   two labels (``PLAYS_FOR`` / ``FORMERLY_AT`` between players and clubs, ``HOME_TEAM`` / ``AWAY_TEAM`` between
   matches and teams). Some word of the question must name what sets T apart from the others (a word of T's name
   the others lack), or the choice was a coin flip. A word that names what sets a sibling apart, or that places
   the relationship in the past ("used to", "formerly") when only a sibling's name does, speaks against T.
2. **Self types** (``self_doubts``): a type whose two ends are one label (``RIVAL_OF`` club to club) walked one way
   round, where the question says it with a noun ("have a rival", "no rivals"), which fixes no direction. A form
   that takes either end (``either_way``: has one going out or one coming in) chose no direction to doubt.
3. **Who does it** (``subject_doubts``): "who <verb> …" where the verb names a type the form walks: the answer
   must be the kind of thing at that type's start, its doer ("who manages the club": the manager, not the club).
4. **The asked noun** (``noun_doubts``): "what was the *score* in …" names a type itself; answering the nodes at its
   start (the players who scored) answers another question.
5. **Which time** (``date_doubts``): a year tested on a property no word names, where the things tested have
   a relationship's time ("took over in 2024" read as born in 2024, beside MANAGES.since).
6. **When** (``time_doubts``): "when …", "what year …" ask for a time; an answer of other values or of nodes is not.
   These two live in ``time_doubts``; whether a word names a type is ``type_names``.

The other way round, ``settled_steps`` says when a step an engine counted as guessed (no word of the question was
read as naming it) is settled after all by a word the question does contain: the word that named the kind of thing
asked for is the doer's noun of the type walked ("the Harbour Town *players*": a player is who PLAYS_FOR a club),
and it names what sets that type apart from every other type between the same two labels.

Each doubt is a ``Coverage`` row not covered; ``audit`` adds them to an answer and makes a ``kg-exact`` one
``kg-approximate``, with a ``check`` step saying why.
"""

from __future__ import annotations

import re
from functools import lru_cache

from kgchat.backends.base import GraphStore
from kgchat.errors import KGChatError
from kgchat.logic.nodes import (
    And,
    ArgMax,
    ArgMin,
    Class,
    Count,
    Entity,
    Join,
    Literal,
    Not,
    Relation,
    RelationPath,
    Top,
    conjuncts,
    subexpressions,
)
from kgchat.logic.sexpr import parse
from kgchat.reasoning.asked_schema import property_graph
from kgchat.reasoning.schema_parser.possessed import noun_end
from kgchat.reasoning.time_doubts import date_doubts, edge_date_doubts, time_doubts
from kgchat.reasoning.type_names import lemma_set, lemmas, named, names, type_words
from kgchat.reasoning.word_roots import same_root
from kgchat.schema import GraphSchema, RelTypeInfo, identifier_words
from kgchat.text import lemma
from kgchat.types import Answer, Coverage, Provenance, Step

# Words that place a relationship in the past, as English marks it: a type whose name carries one (FORMERLY_AT,
# PREVIOUS_CLUB) is what such a question asks for, not its present-tense sibling.
PAST_MARKERS = frozenset({"formerly", "former", "previously", "previous", "past", "ex", "used"})
# Words after which a type's word is a noun ("a rival", "no rivals", "their rivals"): it names the relationship, not
# which end of it the answer is.
NOUN_LEADS = frozenset({"a", "an", "the", "no", "any", "some", "s", "his", "her", "its", "their", "our", "my",
                        "your", "have", "has", "had", "with", "without", "of", "many", "more", "most", "fewest",
                        "least", "one", "two", "three"})
# Between "who" and its verb ("who *has* managed", "who *currently* plays").
WHO_FILLERS = frozenset({"has", "have", "had", "currently", "still", "now", "also", "ever", "once"})


def audit(graph: GraphStore, answer: Answer) -> Answer:
    """``answer`` with a row per doubt added, badged ``kg-approximate`` when it was ``kg-exact`` and any holds."""
    if answer.provenance is not Provenance.KG_EXACT or not answer.trace.logical_form or not property_graph(graph):
        return answer  # labels and relationship types with their ends are what these checks read (no schema read
        #                on other stores: a question's cost is its own queries)
    try:
        form = parse(answer.trace.logical_form)
        schema = graph.schema()
    except KGChatError:
        return answer  # a form or schema that cannot be read: nothing to doubt it by
    words = question_words(str(answer.trace.extra.get("asked") or answer.question))
    found = doubts(schema, form, words, answer)
    if not found:
        return answer
    answer.trace.coverage += [Coverage(why, "relation", None) for why in found]
    answer.provenance = Provenance.KG_APPROXIMATE
    answer.trace.add(Step("check", 0, note="not exact: " + "; ".join(found)))
    return answer


def doubts(schema: GraphSchema, form, words: list[str], answer: Answer | None = None) -> list[str]:
    """Every doubt of the kinds (see the module doc) about ``form`` as a reading of ``words``."""
    walked = walked_types(schema, form)
    spans = [(c.span, c.covered_by) for c in answer.trace.coverage if c.kind == "relation" and c.covered_by] \
        if answer else []
    labels = {c.covered_by for c in answer.trace.coverage if c.kind == "type" and c.covered_by == answer_label(form)
              and _verb_for_doer(c.span, c.covered_by)} if answer else set()
    out = sibling_doubts(schema, walked, words, _walked_keys(form), spans, _tested_values(form), taken_together(form),
                         form, labels)
    out += self_doubts(schema, [(rel, back) for rel, back in walked
                                if rel.name not in either_way(form) | edges_counted(form)], words)
    out += subject_doubts(schema, form, walked, words)
    out += noun_doubts(form, walked, words)
    read = {c.covered_by.lower() for c in answer.trace.coverage if c.kind != "constraint" and c.covered_by} \
        if answer else set()
    out += date_doubts(schema, form, words, read) + edge_date_doubts(schema, form, words, read)
    if answer is not None:
        out += time_doubts(words, [e.name or e.id for e in answer.entities], answer_label(form) is not None)
    return list(dict.fromkeys(out))


def settled_steps(schema: GraphSchema, form, words: list[str], rows: list[tuple[str, ...]],
                  taken: set[str] = frozenset()) -> dict[tuple[str, ...], str] | None:
    """Why each of ``rows`` (the types of a step an engine counted as guessed, ``Coverage.steps``: one type or
    several walked in turn) is settled by a word of the question after all, or None when one is not. A row is
    settled when the form walks its types, in that order, from the nodes it answers (the label tested beside the
    step) to a thing the question names (or things of a label the form tests), and at every step either no other
    type joins the two labels or a word of ``words`` names what sets the walked type apart from those others
    (``names``: "players" for PLAYS_FOR beside FORMERLY_AT), the nodes stepped from being the type's doers (its
    start, or its end for a name in the passive: SUPERVISED_BY; a noun for the doer says nothing of the other end);
    a lone type between the two labels is settled by a word naming it. Words of the names the question uses (``taken``) settle nothing. A step along a property, a
    ranking's measure or a cycle is never settled so."""
    free = [w for w in words if w not in taken]
    out: dict[tuple[str, ...], str] = {}
    for types in rows:
        why = next((w for near, steps in _named_walks(form) if tuple(s.name for s in steps) == tuple(types)
                    and (w := _walk_settled(schema, near, steps, free)) is not None), None)
        if why is None:
            return None
        out[tuple(types)] = why
    return out


# words asking what a thing is called ("what's its *name*", "what is X *called*")
NAME_WORDS = frozenset({"name", "called"})


def name_step(schema: GraphSchema, form, key: str, words: list[str]) -> str | None:
    """Why a step along property ``key`` that no word was read as is settled by a word asking what the named thing is
    called, or None: the form reads ``key`` off a thing the question names ("CS205 - what's its *name*?" read as the
    course's title) and ``key`` is what people read for the nodes of every label that holds it (the key naming
    them, or the one they are shown by when a code names them)."""
    if not (isinstance(form, Join) and isinstance(form.relation, Relation) and form.relation.reverse
            and form.relation.name == key and isinstance(form.expr, Entity)):
        return None
    said = next((w for w in words if w in NAME_WORDS), None)
    holders = [x for x in schema.labels if x.property(key) is not None]
    if said is None or not holders or \
            not all(x.display == (key,) or not x.display and x.name_property == key for x in holders):
        return None
    return f"'{said}' asks for what people read for the thing, its {key}"


def _named_walks(form) -> list[tuple[str, tuple[Relation, ...]]]:
    """Every (label, steps) where the form keeps nodes of the label that reach a named thing, or things of a label
    the form tests, along the steps: ``(AND (TYPE L) (JOIN steps entity))``, ``(AND (TYPE L) (JOIN steps (AND (TYPE
    M) …)))``."""
    out = []
    for node in subexpressions(form):
        if not isinstance(node, And):
            continue
        parts = conjuncts(node)
        labels = [p.name for p in parts if isinstance(p, Class)]
        for part in parts:
            if labels and isinstance(part, Join) and (isinstance(part.expr, Entity) or answer_label(part.expr)):
                steps = part.relation.steps if isinstance(part.relation, RelationPath) else (part.relation,)
                if all(isinstance(s, Relation) and "." not in s.name for s in steps):
                    out.append((labels[0], tuple(steps)))
    return out


def _walk_settled(schema: GraphSchema, near: str, steps: tuple[Relation, ...], words: list[str]) -> str | None:
    """Why every step of a walk from ``near`` nodes is settled (see ``settled_steps``), or None."""
    why = []
    here = {near}
    for step in steps:
        rel = schema.rel(step.name)
        if rel is None:
            return None
        start, end = (rel.ends, rel.starts) if step.reverse else (rel.starts, rel.ends)
        if not here & set(start):
            return None
        between = [o for o in schema.relationships if o.name != rel.name and
                   ((here & set(o.starts) and set(end) & set(o.ends)) or (here & set(o.ends) and set(end) & set(o.starts)))]
        # a type named in the passive (SUPERVISED_BY) has its doers at its end: walked back from them, its verb
        # ("which professors *supervise* …") or its doer's noun says the step
        passive = identifier_words(rel.name).lower().split()[-1:] == ["by"]
        if between:
            apart = type_words(rel.name) - set().union(*(type_words(o.name) for o in between))
            said = next((t for t in words for w in apart if names(t, w)), None)
            if step.reverse and not passive or said is None or type_words(rel.name) & PAST_MARKERS or \
                    any(w in PAST_MARKERS for w in words) and not _only_used_as_verb(words):
                return None
            why.append(f"'{said}' names {rel.name} (not {', '.join(sorted(o.name for o in between))})")
        elif not (step.reverse and not passive) and \
                (said := next((t for t in words for w in type_words(rel.name) if names(t, w)), None)) is not None:
            why.append(f"'{said}' names {rel.name}, the only type between them")  # a word the reading missed
        here = set(end)
    return "; ".join(why) or None


def _verb_for_doer(span: str, label: str) -> bool:
    """Whether words read as ``label`` say what its nodes do rather than name them ("who *drives* …" read as Driver,
    not "which *drivers* …"): no word of the span is the label's own noun."""
    own = {lemma(w) for w in identifier_words(label).lower().split()}
    return not any(lemma(w) in own or w in own for w in question_words(span))


def question_words(question: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", question.lower())


def walked_types(schema: GraphSchema, form) -> list[tuple[RelTypeInfo, bool]]:
    """The relationship types the form walks, each with whether it walks them from end to start."""
    out: list[tuple[RelTypeInfo, bool]] = []
    for rel in _relations(form):
        info = schema.rel(rel.name.split(".")[0])
        if info is not None and (info, rel.reverse) not in out:
            out.append((info, rel.reverse))
    return out


def _relations(node) -> list[Relation]:
    return [r for r in subexpressions(node) if isinstance(r, Relation)]


def siblings(schema: GraphSchema, rel: RelTypeInfo) -> list[RelTypeInfo]:
    """Other types that join the same two labels as ``rel``, either way round."""
    out = []
    starts, ends = set(rel.starts), set(rel.ends)
    for other in schema.relationships:
        if other.name == rel.name:
            continue
        if (starts & set(other.starts) and ends & set(other.ends)) or \
                (starts & set(other.ends) and ends & set(other.starts)):
            out.append(other)
    return out


def sibling_doubts(schema: GraphSchema, walked: list[tuple[RelTypeInfo, bool]], words: list[str],
                   keys: dict[str, set[str]] | None = None,
                   spans: list[tuple[str, str]] = (), values: dict[str, set[str]] | None = None,
                   together: list[set[str]] = (), walked_form=None, labels: set[str] = frozenset()) -> list[str]:
    """See the module doc. ``keys``: the relationship properties the form reads, by type (a word naming one that
    only this type has names the type: "what *rating* did X give"); ``spans``: the words the engine read as
    relationships with what each was read as, which name the type when they are clearly nearer its name than every sibling's;
    ``values``: what the form requires of qualifiers (``_tested_values``), whose words said in the question name a
    qualifier only this type has; ``together``: sets of types the form (``walked_form``) takes as alternatives
    (``taken_together``), among which nothing is chosen where the form walks them only so; ``labels``: the label of
    the answer's nodes where a verb of the question was read as it (``_verb_for_doer``), which, at an end of the
    walked type and at neither end of a sibling, rules that sibling out ("who *drives* C-1": the verb names Driver
    nodes, which deliver to contracts, and only other staff audit them)."""
    out = []
    past = any(w in PAST_MARKERS for w in words) and not _only_used_as_verb(words)
    for rel, _ in walked:
        ends = set(rel.starts) | set(rel.ends)
        others = [o for o in siblings(schema, rel) if not (labels & ends) - set(o.starts) - set(o.ends)]
        if not others or any({rel.name} | {o.name for o in others} <= group for group in together) \
                and rel.name not in _walked_alone(walked_form):
            continue
        own = type_words(rel.name)
        apart = own - set().union(*(type_words(o.name) for o in others))
        said = named(words, apart) or (past and bool(apart & PAST_MARKERS)) if apart else named(words, own)
        said = said or _key_named(rel, others, (keys or {}).get(rel.name, set()), words, values) or \
            _nearest(rel, others, spans)
        if not said:
            out.append(f"which of {', '.join(sorted({rel.name} | {o.name for o in others}))} is meant: no word "
                       f"names what sets {rel.name} apart")
        elif past and not own & PAST_MARKERS and (held := [o.name for o in others if type_words(o.name) & PAST_MARKERS]):
            # "used to play for": the verb names the present type, the time its sibling
            out.append(f"the question speaks of the past, which {', '.join(held)} holds, but the answer walks "
                       f"{rel.name}")
    return out


def taken_together(form) -> list[set[str]]:
    """The relationship types of each test that holds when either of two links to one thing does, ``(NOT (AND (NOT
    (JOIN r1 X)) (NOT (JOIN r2 X))))`` (nested for more): a form taking every sibling type, not choosing one."""
    out = []
    for node in subexpressions(form):
        links = _either_links(node)
        if links and len({r for r, _ in links}) > 1 and len({x for _, x in links}) == 1:
            out.append({r for r, _ in links})
    return out


def _walked_alone(form) -> set[str]:
    """The relationship types ``form`` walks outside its "either" tests."""
    if form is None or _either_links(form) is not None:
        return set()
    if isinstance(form, Relation | RelationPath):
        return {r.name.split(".")[0] for r in _relations(form)}
    if isinstance(form, tuple | list):
        return {n for x in form for n in _walked_alone(x)}
    if hasattr(form, "__dataclass_fields__"):
        return {n for f in form.__dataclass_fields__ for n in _walked_alone(getattr(form, f))}
    return set()


def _either_links(node) -> list[tuple[str, object]] | None:
    """(type, what it links to) of each alternative of an "either" test, ``(NOT (AND (NOT a) (NOT b) …))``, or None
    when ``node`` is none."""
    if not (isinstance(node, Not) and isinstance(node.expr, And)):
        return None
    links = []
    for c in conjuncts(node.expr):
        if not (isinstance(c, Not) and isinstance(c.expr, Join) and isinstance(c.expr.relation, Relation)):
            return None
        links.append((c.expr.relation.name, c.expr.expr))
    return links


def _walked_keys(form) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for rel in _relations(form):
        name, _, key = rel.name.partition(".")
        if key and key not in ("start", "end"):
            out.setdefault(name, set()).add(key)
    return out


def _tested_values(form) -> dict[str, set[str]]:
    """The values the form requires of relationship qualifiers, by ``TYPE.key`` ("WROTE.role": {"illustrator"})."""
    out: dict[str, set[str]] = {}
    for node in subexpressions(form):
        if isinstance(node, Join) and isinstance(node.relation, Relation) and "." in node.relation.name:
            value = node.expr.value if isinstance(node.expr, Literal) else \
                node.expr.id if isinstance(node.expr, Entity) else None
            if value is not None:
                out.setdefault(node.relation.name, set()).add(str(value))
    return out


def _key_named(rel: RelTypeInfo, others: list[RelTypeInfo], keys: set[str], words: list[str],
               values: dict[str, set[str]] | None = None) -> bool:
    """Whether a word names a qualifier of ``rel`` that none of ``others`` has, or says a value the form requires of
    one ("books with no *illustrator*": WROTE.role = illustrator, a key only WROTE has)."""
    theirs = {p.key for o in others for p in o.properties}
    own = keys - theirs
    said = " " + " ".join(words) + " "
    return any(named(words, type_words(key)) for key in own) or any(
        f" {' '.join(question_words(v))} " in said for key in own for v in (values or {}).get(f"{rel.name}.{key}", ())
        if question_words(v))


# How much nearer (cosine, MiniLM) the engine's words for a hop must be to the walked type's name than to every
# sibling's for them to name it ("appeared in": ACTED_IN 0.56, the next 0.38); closer calls are coin flips.
MARGIN = 0.1


def _nearest(rel: RelTypeInfo, others: list[RelTypeInfo], spans: list[tuple[str, str]]) -> bool:
    """Whether some words the engine read as ``rel`` (its coverage rows) are clearly nearer its name than each
    sibling's."""
    mine = [span for span, by in spans if span and re.search(rf"\b{re.escape(rel.name)}\b", by)]
    cache = _embeddings() if mine else None
    if cache is None:
        return False
    names_ = [identifier_words(r.name).lower() for r in [rel, *others]]
    vecs = cache.encode(mine + names_)  # normalised
    sims = vecs[:len(mine)] @ vecs[len(mine):].T  # spans × (walked type, siblings…)
    return bool(((sims[:, 0] - sims[:, 1:].max(axis=1)) >= MARGIN).any())


@lru_cache(maxsize=1)
def _embeddings():
    """The shared MiniLM behind a cache (type names repeat across answers, and a text's vector is the same whatever
    it is encoded with), or None without sentence-transformers."""
    from kgchat.reasoning.unread import encoder
    from kgchat.scorers.embedding import EmbeddingCache

    model = encoder()
    return EmbeddingCache(model, size=4096) if model is not None else None


def _only_used_as_verb(words: list[str]) -> bool:
    """"used" marks the past only in "used to <verb>"; "which boots are used in …" says nothing of time."""
    markers = [i for i, w in enumerate(words) if w in PAST_MARKERS]
    return all(words[i] == "used" and (i + 1 >= len(words) or words[i + 1] != "to") for i in markers)


def either_way(form) -> set[str]:
    """The types the form tests at both ends alike: two ``(NOT x)`` side by side in one AND, ``x`` walking the type
    once from its start and once from its end ("clubs with no rival", whichever end they hold; wrapped in a NOT,
    "clubs with a rival")."""
    out: set[str] = set()
    for node in subexpressions(form):
        if not isinstance(node, And):
            continue
        ways = {(r[0].name.split(".")[0], r[0].reverse) for p in conjuncts(node) if isinstance(p, Not)
                and len(r := _relations(p.expr)) == 1}
        out |= {name for name, back in ways if (name, not back) in ways}
    return out


def edges_counted(form) -> set[str]:
    """The types whose relationships the form counts themselves, each from a label at one end ("how many mentoring
    pairs": ``(COUNT (JOIN MENTORS.start (TYPE Staff)))``): a self-relationship counted so counts the same from
    either end, so which end is meant is no question."""
    out: set[str] = set()
    for node in subexpressions(form):
        if isinstance(node, Count):
            out |= {p.relation.name.split(".")[0] for p in conjuncts(node.expr) if isinstance(p, Join)
                    and isinstance(p.relation, Relation) and not p.relation.reverse and "." in p.relation.name
                    and isinstance(p.expr, Class)}
    return out


def self_doubts(schema: GraphSchema, walked: list[tuple[RelTypeInfo, bool]], words: list[str]) -> list[str]:
    out = []
    for rel, back in walked:
        if not set(rel.starts) & set(rel.ends):
            continue
        own = type_words(rel.name)
        said = [i for i, t in enumerate(words) if any(names(t, w) for w in own)]
        passive = identifier_words(rel.name).lower().split()[-1:] == ["by"]
        if said and all(_had(words, i) for i in said) and back != passive:
            continue  # "instructors *with a mentor*": someone mentors them, and the form walks it so
        if any(not any(lemma_set(words[i]) & lemma_set(w) or same_root(words[i], w) for w in own) for i in said):
            continue  # an agent noun ("the *followers* of X") says which end it is
        if said and all(noun_end(rel.name, words[i]) for i in said):
            continue  # the noun a type is named by ("X's *parents*" of PARENT_OF) says which end it is
        if said and all(i > 0 and words[i - 1] in NOUN_LEADS for i in said):
            out.append(f"which end of {rel.name} is meant: '{words[said[0]]}' names the relationship, not its "
                       "direction")
    return out


HAD = frozenset({"with", "without", "have", "has", "had", "having"})  # "with a mentor": someone is that to them
HAD_ARTICLES = frozenset({"a", "an", "any", "some", "one"})


def _had(words: list[str], i: int) -> bool:
    """Whether the noun at ``i`` is had by the things asked about ("*with a* mentor", "*have any* coach")."""
    j = i - 1
    while j >= 0 and words[j] in HAD_ARTICLES:
        j -= 1
    return j < i - 1 and j >= 0 and words[j] in HAD


def subject_doubts(schema: GraphSchema, form, walked: list[tuple[RelTypeInfo, bool]], words: list[str]) -> list[str]:
    if not words or words[0] not in ("who", "whom") or (label := answer_label(form)) is None:
        return []
    i = 1
    while i < len(words) and words[i] in WHO_FILLERS:
        i += 1
    if i >= len(words) or (i + 1 < len(words) and words[i + 1] == "by"):
        return []  # "who is managed by …": the passive asks for the other end
    verb = words[i]
    for rel, _ in walked:
        # a name said in the passive (PUBLISHED_BY, HEADED_BY) has its doer at the end
        passive = identifier_words(rel.name).lower().split()[-1:] == ["by"]
        doers = rel.ends if passive else rel.starts
        if any(names(verb, w) for w in type_words(rel.name)) and label not in doers:
            return [f"'who {verb}' asks for what {rel.name} {'ends' if passive else 'starts'} at "
                    f"({', '.join(doers)}); the answer is {label}"]
    return []


def doer_noun(schema: GraphSchema, form, word: str) -> str | None:
    """Why ``word``, a noun the question asks for ("which *actors* …", "which *managers* …"), is said by the form
    although the label answered goes by another word (Person, Coach): the form walks a type whose doers are that
    label and the word is the type's doer's noun ("actor" / ACTED_IN, "manager" / MANAGES; its end for a name in the
    passive). None otherwise."""
    if (label := answer_label(form)) is None:
        return None
    for rel, _ in walked_types(schema, form):
        passive = identifier_words(rel.name).lower().split()[-1:] == ["by"]
        if label in (rel.ends if passive else rel.starts) and not lemmas(word) & type_words(rel.name) and \
                any(names(word, w) for w in type_words(rel.name)):
            return f"'{word}' is what does {rel.name}, which the answer's {label} nodes do"
    return None


def noun_doubts(form, walked: list[tuple[RelTypeInfo, bool]], words: list[str]) -> list[str]:
    """"What was the *score* in …" answered with the players who scored: the asked noun is the word of a type the
    form walks, said as the relationship itself (its own lemma, not its doer's noun), and it names nothing of the
    nodes answered."""
    if len(words) < 3 or words[0] not in ("what", "which") or words[1] not in ("is", "was", "are", "were") or \
            (label := answer_label(form)) is None:
        return []
    i = 2
    while i < len(words) and words[i] in ("the", "a", "an"):
        i += 1
    if i >= len(words):
        return []
    noun = words[i]
    if named([noun], type_words(label)):
        return []
    for rel, _ in walked:
        own = type_words(rel.name)
        if any(lemma_set(noun) & lemma_set(w) for w in own):
            return [f"'{noun}' names {rel.name} itself, not the {label} nodes answered"]
    return []


def answer_label(form) -> str | None:
    """The label of the nodes the form answers, or None when it answers values or a number of something else."""
    while isinstance(form, Count | ArgMax | ArgMin | Top):
        form = form.expr
    parts = [form]
    while parts:
        node = parts.pop(0)
        if isinstance(node, Class):
            return node.name
        if isinstance(node, And):
            parts += [node.left, node.right]
    return None

