"""The filters a question puts on the nodes of one label, assembled from the pieces ``build.Builder`` attaches:
entities, property values, numbers with their comparison (also on a neighbouring label, and counts or averages of
related things compared), text after "contains", true/false properties and other states of a node (``states``),
and the absence of what follows "never", "no", "not" (one negation denies one test, the nearest after it; before
related things with a true/false property, "no discontinued products", it denies that there are any such). Also
the reading of the question shared by the candidate makers: the label it asks for, the k of a ranking, whether it
is a yes/no question.
"""

from __future__ import annotations

from dataclasses import replace

from kgchat.backends.base import normalize_name
from kgchat.logic.nodes import (
    And,
    Class,
    Entity,
    Expr,
    Join,
    Not,
    Relation,
    relations_in,
)
from kgchat.reasoning.schema_parser import states
from kgchat.reasoning.schema_parser.act_dates import dates_its_act, done_by
from kgchat.reasoning.schema_parser.alike import same_as
from kgchat.reasoning.schema_parser.alternatives import denied, either_values
from kgchat.reasoning.schema_parser.answer_kinds import value_head
from kgchat.reasoning.schema_parser.build import LINK_WORDS, Builder, Part
from kgchat.reasoning.schema_parser.counted_filters import FREQUENCY as FREQUENCY
from kgchat.reasoning.schema_parser.counted_filters import aggregate_compare, count_compare
from kgchat.reasoning.schema_parser.dated_states import dated_states
from kgchat.reasoning.schema_parser.day_spans import day_filters
from kgchat.reasoning.schema_parser.derived import derived_filters
from kgchat.reasoning.schema_parser.done_to import done_ends
from kgchat.reasoning.schema_parser.edge_lists import listed
from kgchat.reasoning.schema_parser.having import present_ends
from kgchat.reasoning.schema_parser.lemmas import participle
from kgchat.reasoning.schema_parser.name_parts import name_part_links, one_word_of_name
from kgchat.reasoning.schema_parser.negation import absent_ends, negated, negation_scopes
from kgchat.reasoning.schema_parser.reciprocal import has_either, has_neither
from kgchat.reasoning.schema_parser.rel_nouns import names_link
from kgchat.reasoning.schema_parser.schema_index import EntityMention, SchemaMention
from kgchat.reasoning.schema_parser.strings import as_written, edge_text_links, part_of_name, worded_text
from kgchat.reasoning.schema_parser.verb_words import link_verb
from kgchat.reasoning.schema_parser.voice import rel_step
from kgchat.reasoning.schema_parser.ways import far_value_links
from kgchat.reasoning.schema_parser.words import COMPARE_BEFORE, STOP, Cue
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC, TEMPORAL
from kgchat.text import word_kinds

COMPARE_WORDS = frozenset(w for phrase in COMPARE_BEFORE for w in phrase.split())
WEAK_STRING_OPS = ("with", "in")  # "with 'x' in the title": a string cue only next to quoted text
# words that ask how many relationships ("borrowed the most times", "the most common cities")
PLACED = 0.25  # a value tested on other nodes than the ones the words say it of ranks this much lower
WHO_IS = frozenset({"is", "are", "was", "were", "the", "a", "an", "'s"})  # "who is the *manager* of …": asked
SURE_LABEL = 0.9  # a word naming a label this surely is that label, not also a value said of its nodes
LINK_NOUN = 0.65  # a noun names a relationship type this surely to be what a count right before its label word counts
YES_NO = ("is", "are", "was", "were", "does", "do", "did", "has", "have", "can", "could")


def _entity_groups(b: Builder) -> list[list[EntityMention]]:
    groups: dict[tuple[int, ...], list[EntityMention]] = {}
    for em in b.g.entities:
        groups.setdefault(em.tokens, []).append(em)
    return list(groups.values())


def namesake_link(b: Builder, label: str, group: list[EntityMention]) -> tuple[Expr, list[Part]] | None:
    """The best way from ``label`` nodes to the thing one name says, of the nodes holding that name: the one the
    words or the graph join most nearly ("hives that went to Quenbury Orchards": the grower the hives pollinated,
    one step, not the customer their honey was sold to, two), the first found on a tie."""
    best: tuple[float, Expr, list[Part]] | None = None
    for em in group:
        links = b.scored_links(label, em)
        if links and (best is None or links[0][0] > best[0]):
            best = links[0]
    return (best[1], best[2]) if best is not None else None


def _top_numbers(b: Builder) -> set[int]:
    return {i for c in b.r.of("top") if c.value is not None for i in c.tokens} | set(_limit(b)[1])


def _limit(b: Builder) -> tuple[int | None, tuple[int, ...]]:
    """"Which 3 suppliers …the most", "the first 5 orders": a small whole number right before the label asked for,
    in a question that ranks, is how many to give (k), not a value to compare."""
    asked = answer_label(b)
    if asked is None or not b.r.of("top"):
        return None, ()
    props = {i for m in b.g.elements("prop") if m.score >= 0.75 for i in m.tokens}
    for c in b.r.of("number"):
        v = c.value
        if c.op == "eq" and isinstance(v, float) and v == int(v) and 0 < v < 100 and min(asked.tokens) - max(
                c.tokens) in (1, 2) and min(c.tokens) - 1 not in props and not b.r.question.startswith(
                "-", b.r.tokens[max(c.tokens)].end):
            return int(v), c.tokens  # ("zone 1 stations": a value of the zone; "five-star hotels": a value of stars)
    return None, ()


def _numbers(b: Builder) -> list[Cue]:
    taken = {i for em in b.g.entities for i in em.tokens} | _top_numbers(b)
    taken |= {i for vm in b.g.values for i in vm.tokens}
    return [c for c in b.r.cues if c.kind in ("number", "year", "date", "decade") and not set(c.tokens[-1:]) & taken]


def _key_after(b: Builder, label: str, cue: Cue) -> bool:
    """Whether the words right after a number name a numeric key of ``label``'s nodes whole, in two words or more
    ("more than 115 *lots an hour*": lotsPerHour): the number is that key's, not a count of the things its first
    word names."""
    return any(m.score >= 0.9 and len(m.tokens) >= 2 and min(m.tokens) == max(cue.tokens) + 1
               and m.element.info is not None and m.element.info.type in NUMERIC for m in b.prop_mentions(label))


def _strings(b: Builder) -> list[tuple[Cue, str, frozenset[int]]]:
    """(string cue, the text it looks for, the words of that text)."""
    out = []
    # a node named by one word of its name ("whose surname is *Penrose*") is that word's text as much as the node
    named = {em.tokens for em in b.g.entities if not one_word_of_name(b, em)} | {vm.tokens for vm in b.g.values} | \
        {m.tokens for m in b.g.schema if m.score >= 1.0}
    quoted = [c for c in b.r.of("quoted") if c.tokens not in named]  # names, values and keys are not text to find
    values: dict[tuple[int, ...], set[str]] = {}
    for vm in b.g.values:
        values.setdefault(vm.tokens, set()).add(vm.element.name)
    for cue in b.r.of("string"):
        last = max(cue.tokens)
        q = next((c for c in quoted if min(c.tokens) in (last + 1, last + 2)), None)
        if q is None and cue.word in WEAK_STRING_OPS:
            q = next((c for c in quoted if max(c.tokens) == min(cue.tokens) - 1), None)
            if q is None and (key := _text_key_after(b, last)) is not None:
                # "'API' in their *description*": a value of another key, looked for in the text of the one named
                q = next((c for c in b.r.of("quoted") if max(c.tokens) == min(cue.tokens) - 1
                          and c.tokens in values and key not in values[c.tokens]), None)
        if q is not None:
            out.append((cue, str(q.value), frozenset(q.tokens)))
        elif (worded := worded_text(b, cue, _text_keys(b))):
            out.append((cue, *worded))
        elif cue.word not in WEAK_STRING_OPS:
            nxt = [i for i in range(last + 1, min(last + 4, len(b.r.tokens))) if b.r.tokens[i].low not in STOP]
            said = {i for m in b.g.schema for i in m.tokens} | \
                {i for em in b.g.entities if not one_word_of_name(b, em) for i in em.tokens} | \
                {i for vm in b.g.values for i in vm.tokens if vm.element.info is not None and vm.element.info.is_list
                 and not _text_keys(b)} | \
                {i for c in b.r.cues if c.kind in ("number", "year", "date", "top", "agg", "string") for i in c.tokens}
            if nxt and (nxt[0] in said or b.r.tokens[nxt[0]].low in COMPARE_WORDS):
                nxt = []
            if nxt:
                i = nxt[0]
                out.append((cue, as_written(b, i), frozenset([i])))
    return out


def _text_keys(b: Builder) -> set[int]:
    """The words naming a string property surely ("in the *description*")."""
    return {i for m in b.g.schema if m.element.kind == "prop" and m.element.info is not None
            and m.element.info.type == "string" and not m.element.info.is_list and m.score >= 0.9 for i in m.tokens}


def _text_key_after(b: Builder, last: int) -> str | None:
    """The string property named surely within three words after word ``last`` ("in their *description*")."""
    for m in b.g.schema:
        info = m.element.info
        if m.element.kind == "prop" and info is not None and info.type == "string" and not info.is_list and \
                m.score >= 0.9 and 0 < min(m.tokens) - last <= 3:
            return m.element.name
    return None


def _coded_value(b: Builder, label: str, cue: Cue) -> tuple[Expr, list[Part]] | None:
    """"Films *rated 18*": a number that is one of the text values of a property the words next to it name (an
    age rating of '18', a grade of '2'), tested as that value rather than compared as a quantity."""
    if cue.kind != "number" or cue.op != "eq" or isinstance(cue.value, tuple):
        return None
    said = b.r.text(cue.tokens)
    for element, value in b.index.values().get(normalize_name(said), []):
        key = b.mentioned.get(element)
        if key is None or not b.next_to(frozenset(key.tokens), frozenset(cue.tokens)):
            continue
        links = b.value_links(label, cue.tokens, element, value)
        if links:
            return links[0]
    return None


def _nearby(b: Builder, label: str, links) -> tuple[Expr, list[Part], float] | None:
    """The best filter on a label one relationship away that the question names ("categories that have products
    with a reorder level above 25"), wrapped to hold on ``label``'s nodes."""
    best, best_named = None, 0.0
    own = b.label_mention(label)
    for rel, forward, other in b.neighbours(label):
        om = b.label_mention(other)
        if om is None or other == label:
            continue
        for filt, parts, sure in links(other)[:1]:
            if sure <= 0:
                continue
            if set(om.tokens) <= set(own.tokens if own is not None else ()) | \
                    {t for p in parts if p.kind == "constraint" for t in p.tokens}:
                continue  # a word of the label itself, or of the test, names no neighbour ("*translators*" or
                # "3000 *words*": no Language, though MiniLM puts them near)
            m = b.rel_mention(rel)
            expr = Join(Relation(rel, not forward), And(Class(other), filt))
            ps = [*parts, Part(None, frozenset(om.tokens), om.score, "label", other)]
            ways = len(b.rels_between(label, other))
            if m:  # forced: the only relationship type between the two labels, whatever word claims it
                ps.append(Part(None, frozenset(m.tokens), m.score, "relation", rel, forced=ways == 1))
            elif ways > 1:  # one of several ways between the two labels, which no word names
                ps.append(Part(None, frozenset(), 0.0, "relation", rel, guessed=True))
            named = m.score if m else 0.0  # of two alike, the one whose relationship the words name best
            if best is None or (sure, named) > (best[2], best_named):
                best, best_named = (expr, ps, sure), named
    return best


def _same_relationship(b: Builder, pieces: list[tuple[Expr, list[Part]]]) -> list[tuple[Expr, list[Part]]]:
    """"Which movies did Jessica rate above 90": the entity and the rating are facts of one relationship, so the
    test on its property and the link to the entity go through the same mediator."""
    out = list(pieces)
    for i, (expr, parts) in enumerate(pieces):
        if not (isinstance(expr, Join) and isinstance(expr.relation, Relation) and isinstance(expr.expr, Entity)):
            continue
        rel = b.schema.rel(expr.relation.name)
        if rel is None or not rel.properties:
            continue
        mine, theirs = (EDGE_END, EDGE_START) if expr.relation.reverse else (EDGE_START, EDGE_END)
        for j, (other, oparts) in enumerate(pieces):
            if j != i and isinstance(other, Join) and isinstance(other.relation, Relation) \
                    and other.relation.name == f"{rel.name}.{mine}" and other.relation.reverse \
                    and pieces[i] in out and pieces[j] in out:
                merged = Join(Relation(f"{rel.name}.{mine}", reverse=True),
                              And(Join(Relation(f"{rel.name}.{theirs}"), expr.expr), other.expr))
                out.remove(pieces[i])
                out.remove(pieces[j])
                out.append((merged, [*parts, *oparts]))
                break
    return [(listed(b.schema, expr), parts) for expr, parts in out]


def _named_surely_else(b: Builder, label: str, m: SchemaMention) -> bool:
    """Whether the words a yes/no key is read from only a little like it name another key of the nodes surely
    ("how many different *farms*": the fields' ``farm``, not their ``livestock`` flag)."""
    return m.score < LOOSE_FLAG and any(
        o.element != m.element and o.score >= 0.9 and set(o.tokens) & set(m.tokens) for o in b.prop_mentions(label))


LOOSE_FLAG = 0.75  # a yes/no key read less surely than this from words that surely name another key is not read


def node_filters(b: Builder, label: str) -> tuple[list[Expr], list[Part], set[str]]:
    """The filters the question puts on ``label`` nodes, their parts, and the relationship types they use."""
    filters: list[Expr] = []
    parts: list[Part] = []
    used_rels: set[str] = set()
    pieces, alike_words = same_as(b, label)  # "the same year as X": X's value, not a link to X
    string_words = {i for _, _, toks in _strings(b) for i in toks}
    for group in _entity_groups(b):
        if set(group[0].tokens) & alike_words or _measured_by(b, group[0].tokens):
            continue
        if set(group[0].tokens) <= string_words and any(label in em.labels and one_word_of_name(b, em)
                                                        for em in group):
            continue  # "whose surname is *Penrose*": the word is the text tested on these nodes, not a link to one
        if not any(em.exact for em in group) and any(
                vm.tokens == group[0].tokens and label in vm.element.holders for vm in b.g.values):
            continue  # "buildings in *Harlowmere*": their own town, not the Harlowmere Depot the word half names
        if best := namesake_link(b, label, group):
            pieces.append(best)
    # the word naming these nodes' own label is no test on them too ("which *customer* …" on a graph whose ticket
    # tags include 'customer': the customers, not those who reported a ticket tagged so)
    own = frozenset(lm.tokens) if (lm := b.label_mention(label)) is not None and lm.score >= SURE_LABEL else frozenset()
    for vm_tokens in dict.fromkeys(vm.tokens for vm in b.g.values):
        if any(set(vm_tokens) & set(p.tokens) for _, ps in pieces for p in ps if p.kind in ("entity", "relation")):
            continue
        if set(vm_tokens) <= own or set(vm_tokens) & string_words or _counted_noun(b, label, vm_tokens) or \
                _measured_by(b, vm_tokens) or dates_its_act(b, vm_tokens) or done_by(b, vm_tokens):
            continue
        options = []
        said = [v for v in b.g.values if v.tokens == vm_tokens]
        near = {id(vm): b.value_links(label, vm.tokens, vm.element, vm.value) for vm in said}
        of = b.said_of(vm_tokens)
        nothing = not any(near.values())
        for vm in said:  # held only two or three relationships away ("customers from Berlin": theirs)
            if nothing or of in vm.element.holders:
                near[id(vm)] += far_value_links(b, label, vm.tokens, vm.element, vm.value, None if nothing else of)
        for vm in said:
            for expr, ps in near[id(vm)]:
                key = b.mentioned.get(vm.element)  # its property named next to it ("a ship city of Berlin")
                named = key.score if key is not None and b.next_to(frozenset(key.tokens), frozenset(vm.tokens)) else 0
                # a value tested where the words do not say it is (``Builder._placed``) comes after one they do
                options.append((named - (0.3 if len(ps) > 1 and ps[1].guessed else 0) - (PLACED if ps[0].doubt else 0),
                                expr, ps))
        if options:
            # as good, the nodes' own key before a relationship's ("*filter* batches": their purpose, not the grind
            # of what was shipped of them)
            options.sort(key=lambda x: (-x[0], len(relations_in(x[1]))))
            pieces.append((options[0][1], _tied(options)))
    computed, taken = derived_filters(b, label, _numbers(b))  # "five or more goals", "younger than 30 when …"
    pieces += computed
    spans, spent = day_filters(b, label, [c for c in _numbers(b) if not set(c.tokens) & taken])  # "300 days ahead"
    pieces += spans
    taken |= spent
    for cue in _numbers(b):
        if set(cue.tokens) & taken:
            continue
        if (coded := _coded_value(b, label, cue)) is not None:
            pieces.append(coded)
            continue
        counted = None if _key_after(b, label, cue) else \
            count_compare(b, label, cue) or aggregate_compare(b, label, cue)
        if counted is not None:
            pieces.append(counted)
            continue
        links = b.comparison_links(label, cue)
        near = _nearby(b, label, lambda other, c=cue: [(f, ps, sure) for f, ps, sure in b.comparison_links(other, c)])
        best = links[0] if links and links[0][2] > 0 else None
        if near and (best is None or near[2] > best[2] + 0.1):
            best = near
        elif best is not None and len(links) > 1:
            best = (best[0], _same_words(b, best[1], links[1], cue.kind == "year"), best[2])
        if best is not None:
            pieces.append((best[0], best[1]))
    for cue, text, toks in _strings(b):
        links = name_part_links(b, label, cue, text, toks)[:1] or \
            part_of_name(b, label, cue, text, toks, b.string_links(label, cue, text, toks))
        edges = edge_text_links(b, label, cue, text, toks)
        if edges and (not links or edges[0][2] > max((p.conf for p in links[0][1] if p.kind == "property"),
                                                     default=0.0)):
            links = [edges[0][:2], *links]  # the relationship's text is named more surely than a node's
        if links:
            pieces.append(links[0])
    for m in b.prop_mentions(label):
        info = m.element.info
        if info is not None and info.type == "bool" and m.score >= 0.7 and not states.summed_instead(b, label, m) \
                and not states.ranks_instead(b, m) and not states.ranked_instead(b, label, m) \
                and not states.names_label_only(b, label, m) \
                and not states.heads_question(b, label, m) and not dates_its_act(b, tuple(m.tokens)) \
                and not states.unset_flag(b, m) and not _named_surely_else(b, label, m):
            # "our *first* run": the earliest, not a firstEdition flag; "*concerts*": the label, not schoolsConcert
            pieces.append(states.flag(b, m))
    pieces += states.related_flags(b, label) + states.edge_flags(b, label)  # of related nodes, of relationships
    pieces = either_values(b, _same_relationship(b, pieces))
    # negation: the piece right after "never" / "not" / "no" is absent; a "no" right before a key whose value is
    # missing ("with *no* length recorded made by X") denies that key (``states.listed``), not the test after it
    absence = states.listed(b, label, {t for _, ps in pieces for p in ps for t in p.tokens})
    absent = {t for p in absence[1] for t in p.tokens} if absence is not None and isinstance(absence[0], Not) \
        else set()
    for (expr, ps), (neg, unsure) in zip(pieces, negation_scopes(b, pieces), strict=True):
        if neg is not None and set(neg.tokens) <= absent:
            neg = None
        if neg is not None and (not any(p.kind == "entity" for p in ps) or _denied_link(neg, ps)):
            filters.append(denied(expr))
            doubt = f"which of the tests after '{neg.word}' it denies" if unsure else ""
            parts += [*ps, Part(None, frozenset(neg.tokens), 1.0, "constraint", "not", doubt=doubt)]
        else:
            filters.append(expr)
            parts += ps
        used_rels |= {p.text for p in ps if p.kind == "relation"}
    listed = states.listed(b, label, {t for p in parts for t in p.tokens})
    if listed is not None:
        filters.append(listed[0])
        parts += listed[1]
    in_state = states.in_state(b, label, {t for p in parts for t in p.tokens} | _top_numbers(b)
                         | {i for c in b.r.of("top") for i in c.tokens})
    if in_state is not None:
        filters.append(in_state[0])
        parts += in_state[1]
    life = states.life(b, label)
    if life is not None:
        filters.append(life[0])
        parts += life[1]
    for expr, ps in dated_states(b, label, {t for p in parts for t in p.tokens}):  # "open", "current", "former"
        filters.append(expr)
        parts += ps
    # relationship words with no entity: "members who have borrowed" (HAS), "never borrowed" (NOT HAS)
    covered = {t for p in parts for t in p.tokens}
    lm = b.label_mention(label)
    if lm is not None:
        covered |= set(lm.tokens)
    copula = any(t.low in ("are", "is", "were", "was", "also") for t in b.r.tokens) and \
        any(t.low in ("also", "both") for t in b.r.tokens) and any(t.low in ("are", "is", "were", "was")
                                                                   for t in b.r.tokens)
    if copula or lm is not None and _is_label(b, lm):  # "authors who are also members", "finds that are Treasure"
        for m in b.g.elements("label"):
            if m.element.name != label and m.score >= 0.75 and not set(m.tokens) & covered \
                    and (copula or min(m.tokens) == _is_label(b, lm)):
                filters.append(Class(m.element.name))
                parts.append(Part(None, frozenset(m.tokens), m.score, "label", m.element.name))
                covered |= set(m.tokens)
    # "clients with no pet registered": the negation denies the pet, the nearest thing after it, not the verb
    # "without a club", "with a club", "never been booked"
    absent = absent_ends(b, label, covered) + present_ends(b, label, covered) + done_ends(b, label, covered)
    denied_ends = covered | {t for _, ps in absent for p in ps for t in p.tokens}
    for m in b.g.elements("rel"):
        if m.element.name in used_rels or set(m.tokens) & covered or m.score < 0.75:
            continue
        step = rel_step(b, label, m.element.name, m.tokens)
        if step is None:
            continue
        neg = negated(b, m.tokens, denied_ends)
        # a mutual tie stored one way, said of the nodes the question names ("clubs with a rival"): either way
        # round; where no word names them ("how many rivalries"), each tie is counted once, as stored
        has: Expr = has_either(b.schema, step, named=b.label_mention(label) is not None)
        heads = _heads(b, m.tokens, lm)  # "*crew on* trips": the ones at the other end (``steps.far_ends``)
        part = Part(None, frozenset(m.tokens) | _far_end_word(b, step, m.tokens, covered),
                    m.score * HEADING if heads else m.score, "relation", m.element.name,
                    doubt=heading_doubt(b.r.text(m.tokens)) if heads else "")
        if neg is not None:
            filters.append(has_neither(has))
            parts += [part, Part(None, frozenset(neg.tokens), 1.0, "constraint", "not")]
        else:
            filters.append(has)
            parts.append(part)
    for expr, ps in absent:
        filters.append(expr)
        parts += ps
    return filters, parts, used_rels


PREPOSITIONS = frozenset({"of", "on", "for", "in", "aboard", "at", "from"})  # joining a noun to the phrase it heads
HEAD_LINKS = PREPOSITIONS | {"the", "a", "an", "that", "this", "these", "those", "each", "every", "all"}


HEADING = 0.5  # how surely a relationship's noun heading the label's phrase names a test that the nodes have one


HEADS = "heads the phrase and asks for the ones at the other end, not for things that have one"


def heading_doubt(word: str) -> str:
    """The trace's words for a test read from a relationship's noun that heads the phrase of the nodes tested."""
    return f"'{word}' {HEADS}"


def _heads(b: Builder, tokens: tuple[int, ...], lm: SchemaMention | None) -> bool:
    """Whether a relationship's noun heads the phrase that names the label, joined to the label's word by a
    preposition alone ("*crew on* trips that had a collision", "*crew of the* trip"): it names the ones at the
    relationship's other end (``steps.far_ends`` reads them), not a test that the label's nodes have one (which
    "crewed trips", "trips with a crew" say): such a test is doubtful, and read only half as surely."""
    if lm is None or not tokens or max(tokens) >= min(lm.tokens) or participle(b.r.tokens[max(tokens)].low):
        return False
    between = [b.r.tokens[i].low for i in range(max(tokens) + 1, min(lm.tokens))]
    return bool(between) and all(w in HEAD_LINKS for w in between) and between[0] in PREPOSITIONS


def _far_end_word(b: Builder, step: Relation, tokens: tuple[int, ...], covered: set[int]) -> frozenset[int]:
    """The word naming the label at the other end of a relationship, right after the words naming it and last of
    the question's words, which the test for the relationship accounts for too ("reviewers who also *acted in a
    movie*"; not "directed a *film* they also acted in", which says more of it). Where the schema lists other
    labels at that end too, only one every node there holds (the test does not narrow to the interchanges among
    the stations an incident occurred at)."""
    r = b.schema.rel(step.name)
    if r is None:
        return frozenset()
    last = max((i for i, t in enumerate(b.r.tokens) if t.low not in STOP and any(c.isalnum() for c in t.low)),
               default=-1)
    ends = r.starts if step.reverse else r.ends
    for m in b.g.elements("label"):
        gap = range(max(tokens) + 1, min(m.tokens))
        if m.element.name in ends and m.score >= 0.75 and m.role is None and not set(m.tokens) & covered \
                and max(m.tokens) == last and (len(set(ends)) == 1 or b.index.all_hold(r.name, step.reverse,
                                                                                   m.element.name)) \
                and min(m.tokens) > max(tokens) and len(gap) <= 2 and all(b.r.tokens[i].low in LINK_WORDS for i in gap):
            return frozenset(m.tokens)
    return frozenset()


def _is_label(b: Builder, lm) -> int:
    """Where another label's word stands right after "<label word> are/is (a/an)" ("which finds are *Treasure*
    cases"): the nodes asked for are that too; 0 when the words are not so."""
    tokens = b.r.tokens
    i = max(lm.tokens) + 1
    if i < len(tokens) and tokens[i].low in ("that", "which", "who"):
        i += 1
    if i >= len(tokens) or tokens[i].low not in ("are", "is", "were", "was"):
        return 0
    i += 1
    if i < len(tokens) and tokens[i].low in ("a", "an"):
        i += 1
    kinds = word_kinds(tokens[i].low) if i < len(tokens) else frozenset()
    if i >= len(tokens) or not kinds & {"NOUN", "ADJ"} and not tokens[i].text[:1].isupper() \
            and (kinds or tokens[i].low.endswith(("ed", "ing"))):
        return 0  # "which lot was *viewed*": a verb, whatever label it is like ("minders", no word the lexicon
        # knows and no participle, may be a label's noun)
    return i if any(min(m.tokens) == i and m.element != lm.element and m.score >= 0.75
                    for m in b.g.elements("label")) else 0


SURE_KEY = 0.75  # a word names a number key at least this surely to be measured by an aggregate before it
AGG_SPAN = 3  # at most this many words from an aggregate's word to the number key it measures


def _measured_by(b: Builder, tokens: tuple[int, ...]) -> bool:
    """Whether a value's words are an aggregate's word said of a number key a few words on ("the best *average*
    recorded efficacy": the mean of efficacy, not hives whose status is 'average'). A word read once is read as one
    thing; before no number key ("colonies in average health") it stays the value."""
    for cue in b.r.of("agg"):
        if cue.op not in ("avg", "sum", "max", "min") or not set(tokens) <= set(cue.tokens):
            continue
        end = max(cue.tokens)
        if any(m.score >= SURE_KEY and m.element.info is not None and m.element.info.type in NUMERIC
               and end < min(m.tokens) <= end + AGG_SPAN and not set(m.tokens) & set(tokens)
               for m in b.g.elements("prop") + b.g.elements("edge_prop")):
            return True
    return False


def _counted_noun(b: Builder, label: str, tokens: tuple[int, ...]) -> bool:
    """Whether a value's words are the noun a ranking counts, right after "most" / "fewest" (past "number of") and
    surely naming another label ("the project with the most *finds*": the finds counted, not a staff role 'finds')."""
    cues = [c for c in b.r.of("top") if c.word in ("most", "least", "fewest")]
    if not cues or not any(m.score >= SURE_LABEL and set(tokens) <= set(m.tokens) and m.element.name != label
                           for m in b.g.elements("label")):
        return False
    for cue in cues:
        i = max(cue.tokens) + 1
        while i < len(b.r.tokens) and b.r.tokens[i].low in ("number", "of"):
            i += 1
        if min(tokens) == i:
            return True
    return False


def _denied_link(neg: Cue, ps: list[Part]) -> bool:
    """Whether a negation denies a link to a named thing: a word naming the relationship comes first after the
    negation ("without being a *member* of the X team"), not the name ("not the X team's")."""
    rel = [t for p in ps if p.kind == "relation" and not p.guessed for t in p.tokens]
    names = [t for p in ps if p.kind == "entity" for t in p.tokens]
    word = neg.word.lower()
    if names and min(names) == max(neg.tokens) + 1 and (word == "not" or word.endswith("n't")):
        return True  # the name right after "not" ("courses that *aren't chemistry* courses"; not "without X")
    return bool(rel and names) and max(neg.tokens) < min(rel) < min(names)


def answer_label(b: Builder) -> SchemaMention | None:
    """The label the question asks for: its first label word, or the second of two in a row ("book series")."""
    labels = sorted(b.g.elements("label"), key=lambda m: min(m.tokens))
    # a named thing's own label word ("who leads the Search *team*") says what that thing is, not what is asked
    own = {i for em in b.g.entities for i in b.own_label(em)}
    # nor does a verb saying the link walked ("what boats has X *chartered*": CHARTERED, not CharterVessel)
    labels = [m for m in labels if m.score >= 0.75 and not set(m.tokens) <= own and not link_verb(b, m)
              and not names_link(m, b.g.schema) and not counted_links_of(b, m)]
    # nor a word of a value of several words right before another label's word ("our *concert* hall clients": the
    # clients whose kind is 'concert hall', no Concert nodes)
    starts = {min(m.tokens) for m in labels}
    labels = [m for m in labels if not any(set(m.tokens) < set(vm.tokens) and max(vm.tokens) + 1 in starts
                                           for vm in b.g.values)]
    tokens = b.r.tokens
    ranks = {i for c in b.r.cues if c.kind in ("top", "number") for i in c.tokens}  # "who are the top 3 *customers*"
    if labels and tokens and tokens[0].low in ("who", "whom", "where") and \
            any(tokens[i].low not in WHO_IS and i not in ranks for i in range(1, min(labels[0].tokens))):
        return None  # "who has been assigned the most *tickets*" (or "where does *flight* X go"): not the label named later
    if labels and tokens and tokens[0].low == "whose" and min(labels[0].tokens) == 1:
        return None  # "whose *animals* has X seen": the ones they belong to, not the animals
    if value_head(b) is None and (kind := _kind_asked(b, labels)) is not None:
        return kind  # "which *bodyshop* has repaired the most claims": a Repairer, by the kind it is
    if not labels or value_head(b) is not None:  # "*concierges* at hotels …": a stored value is asked, no label
        return None
    if any(_heads(b, rm.tokens, labels[0]) for rm in b.g.elements("rel") if rm.score >= 0.75):
        return None  # "*crew on* trips …": the ones at the relationship's other end are asked, not the trips
    # "… at *which hospitals*": the label the wh-word stands before, wherever it is
    wh = next((m for m in labels if min(m.tokens) > 0 and tokens[min(m.tokens) - 1].low in ("which", "what")), None)
    if wh is not None:  # of two label words in a row, the second: "which *claims handler*" asks for a handler
        last = tokens[max(wh.tokens)]
        if b.r.question[last.end:last.end + 1] in ("'", "’"):
            return wh  # "which *clients'* jobs": the clients, whose jobs they are
        return next((m for m in labels if min(m.tokens) == max(wh.tokens) + 1), wh)
    first = labels[0]
    end = min(first.tokens)  # the end of its first run of words: "products" twice is no "book series"
    while end + 1 in first.tokens:
        end += 1
    nxt = next((m for m in labels[1:] if min(m.tokens) == end + 1), None)
    return nxt or first


def counted_links_of(b: Builder, m: SchemaMention) -> bool:
    """Whether the label word ``m`` only says which relationships a count counts: right after the count's words
    and right before the noun of a relationship type (with properties of its own) that ends at the label ("how
    many *tool* uses": uses of tools, not tools)."""
    first, nxt = min(m.tokens), max(m.tokens) + 1
    if not any(c.op == "count" and max(c.tokens) == first - 1 for c in b.r.of("agg")):
        return False
    for rm in b.g.elements("rel"):
        rel = b.schema.rel(rm.element.name)
        if rel is not None and rel.properties and min(rm.tokens) == nxt and rm.score >= LINK_NOUN and \
                (b.end_label_before(rel.name, nxt) or ("",))[0] == m.element.name:
            return True
    return False


def _kind_asked(b: Builder, labels: list[SchemaMention]) -> SchemaMention | None:
    """The label of the nodes that hold the stored value said right after the opening "which" / "what", with no
    label word after it ("which *bodyshop* has been sent the most jobs": the repairers whose kind is 'bodyshop'; not
    "which *home* claims"), as a mention of that label by the value's words (of labels whose nodes all hold
    another, that other); None where the value is held by several labels or there is none."""
    tokens = b.r.tokens
    if len(tokens) < 2 or tokens[0].low not in ("which", "what"):
        return None
    holders = {h for v in b.g.values if min(v.tokens) == 1 and v.element.kind == "prop" for h in v.element.holders}
    said = next((v.tokens for v in b.g.values if min(v.tokens) == 1), ())
    broad = [h for h in holders if all(h == x or b.index.within(x, h) for x in holders)]
    if len(broad) != 1 or any(min(m.tokens) == max(said) + 1 for m in labels):
        return None  # several labels hold it, none of them every other's nodes ("which *FNOL advisor*": Handler)
    stems = tuple(tokens[i].stem for i in said)
    if any(m.element.kind == "label" and set(m.tokens) & set(said) for m in b.g.schema) or \
            any(e.kind == "label" and e.stems == stems for e in b.index.elements):
        return None  # "which *broker* …", "which *customer* …": a label's own word, also a stored value
    label = next((e for e in b.index.elements if e.kind == "label" and e.name == broad[0]), None)
    return SchemaMention(tuple(said), label, 0.75) if label is not None else None


def _dated(b: Builder, words: str) -> bool:
    """Whether the key the words name holds dates or years."""
    return any(e.words == words and e.info is not None and (e.info.type in TEMPORAL or e.info.holds_years)
               for e in b.index.elements if e.kind in ("prop", "edge_prop"))


def _yes_no(b: Builder) -> bool:
    return bool(b.r.tokens) and b.r.tokens[0].low in YES_NO


def _same_words(b: Builder, parts: list[Part], other: tuple[Expr, list[Part], float], year: bool) -> list[Part]:
    """The parts of the best comparison, with a doubt when the next one compares the number with another key the
    same words name as surely, as likely by every measure the builder has ("on floor 12 or above": ``floorLevel``
    and ``floorAreaM2``, both "floor"): which key the number is of is open."""
    mine = next((p for p in parts if p.kind == "property"), None)
    theirs = next((p for p in other[1] if p.kind == "property"), None)
    if mine is None or theirs is None or mine.text == theirs.text or theirs.tokens != mine.tokens \
            or theirs.conf < mine.conf or parts[0].doubt or year and _dated(b, mine.text) and not _dated(b, theirs.text):
        return parts  # (a year said of a key of dates is no value of a key holding neither: "born 2020", no weight)
    return [replace(parts[0], doubt=f"the number may as well be of {theirs.text}"), *parts[1:]]


def _tied(options: list[tuple[float, Expr, list[Part]]]) -> list[Part]:
    """The parts of the best way to test a value on the nodes, with a doubt when another way, of another key or
    through another relationship, is as good ("runs from Hollinsford": a consignment's collection town, its
    delivery town, the depot's town): which one the words mean is open."""
    best, expr, ps = options[0]
    said = [(p.kind, p.text) for p in ps]  # the same key through the same steps, of a second label, is no other way
    steps = len(relations_in(expr))  # nor one of another length (a key of the bought lot's buyer, not the
    # purchase's own 'via phone'; a supplier's own list of what it supplies, beside what it was sourced for)
    other = next((o for o in options[1:] if o[0] >= best - 1e-9 and [(p.kind, p.text) for p in o[2]] != said
                  and len(relations_in(o[1])) == steps), None)
    if other is None or not ps or ps[0].kind != "value" or ps[0].doubt:
        return ps
    route = " then ".join(p.text for p in other[2] if p.kind == "relation")
    return [replace(ps[0], doubt=f"'{ps[0].text}' reads as readily as {other[2][0].text}"
                                 + (f" through {route}" if route else "")), *ps[1:]]
