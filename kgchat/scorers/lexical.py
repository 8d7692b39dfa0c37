"""Lexical scorer (the zero-shot ``embedding`` choice): counts the relation hops a question's words name, and uses
all-MiniLM-L6-v2 similarity to break ties and rank what no word names.

Embeddings alone rate 'directed by then starred actors' about as close to 'which films did X direct' as 'directed
by'; counting which hops the question's words name tells them apart. Which words count, the window sizes and the
weights come from the graph's ``Lexicon`` (``kgchat.lexicons``); how they were chosen is in docs/knobs.md.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import numpy as np

from kgchat.chains import HOP_SEP, REVERSE_WORDS, split_steps
from kgchat.lexicons import DEFAULT, FUNCTION_WORDS, SHARING_WORDS, Lexicon
from kgchat.linking import ENTITY_MARKER, OTHER_MARKER, content_words
from kgchat.scorers.base import BaseScorer
from kgchat.scorers.embedding import EmbeddingCache, load_minilm
from kgchat.verbalise import naming_words, side_words

_WORD = re.compile(r"[a-z]+")
_TOKEN = re.compile(r"[\w'-]+")
_WH = frozenset({"what", "which", "who", "whom", "whose", "when", "where", "how"})


def _words(text: str) -> list[str]:
    """The words of ``text`` that can name a relation: three letters or more."""
    return [w for w in _WORD.findall(text.lower()) if len(w) >= 3]


def _stems(text: str, lexicon: Lexicon) -> list[str]:
    """Crude stems: the first ``stem_length`` letters of each word ('directed', 'director' -> 'dire'; 'act' stays)."""
    return [w[: lexicon.stem_length] for w in _words(text)]


def _same_stem(a: str, b: str) -> bool:
    n = min(len(a), len(b))
    return a[:n] == b[:n]


def _names(word: str, stem: str, n: int) -> bool:
    """Whether a question word names a relation word: same stem, or the stem inside a compound ("screenwriter")."""
    return _same_stem(word[:n], stem) or (len(stem) == n and stem in word)


def _plain(hop: str) -> str:
    return hop.replace(REVERSE_WORDS, "")


def lexical_support(question: str, chain: str, lexicon: Lexicon = DEFAULT, asked: str | None = None) -> int:
    """How many steps of a chain the question's words support, minus the steps nothing supports.

    Each question word supports at most one step: one with a relation word whose stem it starts with, or contains
    ("screenwriter" names 'written by'). A step takes one word per word of its name, so "the release year of X" names 'release year' once and leaves nothing for
    'release year then release year'; the two moves of a step through an unnamed node are one step, named when
    either is. A step that walks straight back along the previous one ('starred actors then starred actors
    (reverse)': films sharing an actor) is supported by a word saying that something is shared ('same', 'also',
    'together', ...), neutral otherwise. Each such word, or run of them ("share the same"), supports one walk back:
    "the same actor" does not make 'actors, their films, those films' actors' (two walks back) look named.
    With ``asked`` (the words of the wh-phrase), the last step of a longer chain is named only by those: what the
    question asks for is the end of its chain ("what *currency* is used in the country whose anthem is X"), while a
    word elsewhere names a step on the way or a constraint on the answer ("what religion practiced in X has a
    *sacred site* in Jerusalem" is not asking for sacred sites).
    """
    words = question.lower().split()
    sharing = sum(w in SHARING_WORDS and (i == 0 or words[i - 1] not in SHARING_WORDS) for i, w in enumerate(words))
    free = _words(question)
    steps = split_steps(chain)
    total = 0
    for i, moves in enumerate(steps):
        if i and _walks_back(steps[i - 1], moves):
            if sharing:
                sharing -= 1
                total += 1
            else:
                total += lexicon.lone_walk_back
            continue
        named = False
        final = asked is not None and i == len(steps) - 1
        last = final and len(steps) > 1
        allowed = set(_words(asked)) if last else None
        wh_words = set(_words(asked)) if final else set()
        for move in moves:
            # "release year" takes both "release" and "year": one step, not two; a Freebase move's bracketed type
            # ("nationality (person)") names a kind of thing, not the relation, so it takes no word. The wh-phrase
            # names the last step by what it reaches: "what *country* is X in" is not asked by 'country (film)
            # (reverse)', which goes from a country to its films, nor "what *countries* border X" by 'countries
            # (form of government) (reverse)' (``side_words``)
            reached = set(_stems(side_words(move, end=True), lexicon)) if final else set()
            for stem in _stems(side_words(move, end=True) if last else naming_words(move), lexicon):
                hit = next((w for w in free if _names(w, stem, lexicon.stem_length)
                            and (allowed is None or w in allowed) and (w not in wh_words or stem in reached)), None)
                if hit is not None:
                    free.remove(hit)
                    named = True
        total += 1 if named else -1
    return total


def _walks_back(previous: list[str], step: list[str]) -> bool:
    """Whether a step (its move texts) walks straight back along the previous one: the same relations, reversed."""
    return sorted(map(_plain, previous)) == sorted(map(_plain, step)) and previous != step


def question_windows(question: str, lexicon: Lexicon = DEFAULT) -> tuple[str, str]:
    """Two short windows of a question whose entity mention was replaced by ``ENTITY_MARKER``: the words next to the
    entity (they name the first hop: "the *director* of X") and the words of the wh-phrase (they name what is asked
    for, the last hop: "*what genres* are the films ..."; "... starred *who*"). Function words are left out, and so
    are the lexicon's generic nouns (on the movie graph, in "what kind of movie is X" the windows are "" and "kind",
    not "movie" and "kind movie", which are closer to 'directed by' than to 'has genre'). Empty strings when there
    is no marker."""
    tokens = _TOKEN.findall(question.lower())
    if ENTITY_MARKER not in tokens:
        return "", ""
    i = tokens.index(ENTITY_MARKER)
    before, after = lexicon.near_window
    near = tokens[max(0, i - before):i] + tokens[i + 1:i + 1 + after]
    if tokens[0] in _WH:
        asked = (_through_of(tokens, lexicon.leading_wh_window) if lexicon.last_step_asked
                 else tokens[: lexicon.leading_wh_window])
    else:  # the wh-word comes later ("the films written by X starred who") or not at all
        k = max((j for j, t in enumerate(tokens) if t in _WH), default=None)
        if k is not None:
            asked = tokens[max(0, k - lexicon.later_wh_window[0]):k + lexicon.later_wh_window[1]]
        elif lexicon.last_step_asked:
            asked = _asked_without_wh(tokens, i)
        else:
            asked = tokens[-lexicon.tail_window:]
    kinds = dict(lexicon.wh_kinds)  # "where" asks for a place: the window says so in a word relations use
    return _window_text(near, lexicon), _window_text([kinds.get(t, t) for t in asked], lexicon)


_OF = frozenset({"of", "for", "in", "from", "by", "with"})
_KIND_OF = frozenset({"of"})


def _through_of(tokens: list[str], n: int) -> list[str]:
    """The first ``n`` tokens, carried on through an "of" at their end or just after them: "what is the *type of
    government*", "what *kind of money*" ask for the noun after "of" as much as for the one before it."""
    end = min(n, len(tokens))
    while end < len(tokens) and (tokens[end - 1] in _KIND_OF or tokens[end] in _KIND_OF):
        end += 1
    return tokens[:end] if tokens[end - 1] not in _KIND_OF else tokens[:end - 1]


def _asked_without_wh(tokens: list[str], marker: int) -> list[str]:
    """What a question without a wh-word asks for: the noun phrase it opens with ("the *nation* of X's child"), or,
    when it opens with the entity, what its last possessive names ("X's kid's *couple*")."""
    if marker > 0:
        head = tokens[:marker]
        cut = next((j for j, t in enumerate(head) if t in _OF and j > 0), len(head))
        return head[:cut]
    last = max((j for j, t in enumerate(tokens) if t in ("'s", "s'", "'")), default=marker)
    return tokens[last + 1:]


def _without_others(question: str, near: tuple[int, int]) -> str:
    """The question without ``OTHER_MARKER`` and the content words next to it (within ``near``: before, after)."""
    tokens = _TOKEN.findall(question.lower())
    drop: set[int] = set()
    for i, t in enumerate(tokens):
        if t == OTHER_MARKER:
            drop |= {j for j in range(i - near[0], i + near[1] + 1)
                     if 0 <= j < len(tokens) and (j == i or tokens[j] not in FUNCTION_WORDS or tokens[j] in _WH)} - {
                j for j in range(len(tokens)) if tokens[j] in (ENTITY_MARKER, *_WH)}
    return " ".join(t for j, t in enumerate(tokens) if j not in drop)


def _window_text(tokens: list[str], lexicon: Lexicon) -> str:
    return " ".join(t for t in tokens if t != ENTITY_MARKER and t not in lexicon.generic_nouns
                    and t not in FUNCTION_WORDS)


class LexicalScorer(BaseScorer):
    """Cosine similarity between the question and each option, mapped from [-1, 1] to [0, 1], plus a bonus per
    relation hop whose words the question uses (and a malus per hop it does not, see ``lexical_support``). With the
    lexicon's ``lexical_weight`` (0.3) these word counts decide between chains and the embeddings break ties and
    rank what no word names.

    Given a question with ``ENTITY_MARKER`` where the topic entity was (ToG does this, see ``reads_entity_marker``),
    a chain also earns a bonus when its first hop matches the words next to the entity and its last hop matches the
    wh-phrase (``question_windows``), for the similarity above ``window_floor``. This gives order a say: 'written
    by, then starred actors (reverse)' and 'starred actors, then written by (reverse)' use the same words, but only
    one starts where the entity is and ends where the question asks.
    """

    name = "embedding"
    # below this best-chain score an answer is labelled approximate: answers scored below it were right much less
    # often than those above (docs/knobs.md)
    threshold = 0.5
    reads_entity_marker = True

    def __init__(self, model: Any = None, lexicon: Lexicon | None = None):
        self.cache = EmbeddingCache(model if model is not None else load_minilm())
        self.lexicon = lexicon or DEFAULT

    @property
    def encoder(self) -> Any:
        return self.cache.model

    @property
    def badge_on_score(self) -> bool:
        """Vouches for its best chain only where the profile's weights were chosen on labelled questions
        (``Lexicon.zero_shot_vouches``: the movie and Freebase profiles); on any other graph its confidence is no
        evidence on its own (``Scorer.badge_on_score``)."""
        return self.lexicon.zero_shot_vouches

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        if not options:
            return []
        lex = self.lexicon
        windows = ("", "")
        words = question
        if OTHER_MARKER in question:  # words next to another topic entity name its relation, not this chain's
            question = _without_others(question, lex.near_window)
        if ENTITY_MARKER in question:
            windows = question_windows(question, lex)
            question = question.replace(ENTITY_MARKER, " ")
            words = content_words(question, FUNCTION_WORDS)  # "the same *actor*": nouns name relations too
            question = content_words(question, FUNCTION_WORDS | lex.generic_nouns)  # and for the embedding as well
        sims = self._chain_vectors(options) @ self.cache.encode([question])[0]
        w = lex.lexical_weight
        asked = (windows[1] or None) if lex.last_step_asked else None  # no wh-phrase found: no restriction
        support = [lexical_support(words, o, lex, asked) for o in options]
        scores = [float((s + 1.0) / 2.0 + w * named) for s, named in zip(sims, support, strict=True)]
        bonus = self._window_bonus(options, *windows)
        cost = lex.step_cost  # a length prior: each step after the first must earn its place
        return [s + b - cost * (o.count(HOP_SEP)) for s, b, o in zip(scores, bonus, options, strict=True)]

    def _chain_vectors(self, options: Sequence[str]):
        """One unit vector per option: the normalised sum of its hops' embeddings. Hops repeat across options and
        questions (a graph has few relations), so after the first questions nearly every hop is cached and scoring
        costs no encoder pass; word order within the chain is the windows' job (``_window_bonus``)."""
        if not self.lexicon.compose_hops:
            return self.cache.encode(list(options))
        hops = [o.split(HOP_SEP) for o in options]
        unique = list(dict.fromkeys(h for hs in hops for h in hs))
        table = dict(zip(unique, self.cache.encode(unique), strict=True))
        vecs = np.stack([np.sum([table[h] for h in hs], axis=0) for hs in hops])
        return vecs / np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-9)

    def _window_bonus(self, options: Sequence[str], near: str, asked: str) -> list[float]:
        """Per option: how far above ``window_floor`` its first move matches the words next to the entity, and its
        last move the wh-phrase (weighted; never negative). A Freebase move is compared by the words of its end that
        the window is about (``side_words``): what the asked-for answer is, what the topic entity is."""
        steps = [split_steps(o) for o in options]
        hops = [[side_words(st[0][0], end=False), side_words(st[-1][-1], end=True)] for st in steps]
        bonus = [0.0] * len(options)
        floor = self.lexicon.window_floor
        for weight, words, pick in ((self.lexicon.window_weights[0], near, 0),
                                    (self.lexicon.window_weights[1], asked, -1)):
            if not weight or not words:
                continue
            texts = sorted({h[pick] for h in hops})
            sims = dict(zip(texts, (self.cache.encode(texts) @ self.cache.encode([words])[0]).tolist(), strict=True))
            for i, h in enumerate(hops):
                bonus[i] += weight * max(0.0, sims[h[pick]] - floor)
        return bonus
