"""Which relations a question's words name, by similarity in the frozen all-MiniLM-L6-v2 space (no labels needed).

"directed" names ``directed_by``; "movies" names none. A relation chain that leaves a named relation out ("who
directed the films written by X" answered by two ``written_by`` hops) does not answer the question, however well a
scorer rates it: no-LLM ToG-R prefers chains that use every named relation, and auto-annotation rejects the others.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from kgchat.chains import STEP_SEP, Chain, move_label, relation_text
from kgchat.lexicons import FUNCTION_WORDS, PAIRING_WORDS, RELATIVE_WORDS, SHARING_WORDS
from kgchat.lexicons.people import Concept
from kgchat.scorers.embedding import EmbeddingCache
from kgchat.scorers.possessives import Part, possessive_chain
from kgchat.text import lemma
from kgchat.verbalise import naming_words, side_words

_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")
CONCEPT_SIMILARITY = 0.7  # cosine of a concept's closest name and the relation phrase it is attached to
CONCEPT_MARGIN = 0.05  # ... ahead of the next relation phrase of the graph
_ASKING = frozenset({"which", "what"})  # wh-words that ask for the noun right after them ("*which* director")


def concept_words(encoder: object, phrases: Sequence[str], concepts: Sequence[Concept]) -> dict[str, Concept]:
    """Relation phrase -> the concept of ``kgchat.lexicons.people`` it keeps, for the phrases some concept is close
    to: a concept goes to the phrase the encoder places closest to one of its names (cosine at least
    ``CONCEPT_SIMILARITY``, ``CONCEPT_MARGIN`` ahead of the next phrase), and a phrase keeps its closest concept.
    ``parents`` takes the parent concept ("father", "mom"), ``profession`` the occupation concept ("what does X do
    for a living"); a graph with no such relations gets none."""
    phrases = list(dict.fromkeys(p for p in phrases if p))
    if not phrases or not concepts:
        return {}
    names = [n for c in concepts for n in c.names]
    vectors = EmbeddingCache(encoder).encode(names + phrases)
    sims = vectors[: len(names)] @ vectors[len(names):].T  # (names, phrases)
    best: dict[str, tuple[float, Concept]] = {}
    row = 0
    for concept in concepts:
        closeness = sims[row: row + len(concept.names)].max(axis=0)  # each phrase's similarity to the concept
        row += len(concept.names)
        order = np.argsort(-closeness)
        top = float(closeness[order[0]])
        second = float(closeness[order[1]]) if len(phrases) > 1 else -1.0
        phrase = phrases[int(order[0])]
        if top >= CONCEPT_SIMILARITY and top - second >= CONCEPT_MARGIN and top > best.get(phrase, (-1.0,))[0]:
            best[phrase] = (top, concept)
    return {p: c for p, (_, c) in best.items()}


def _in_name(word: str, relation: str) -> bool:
    """Whether ``word`` is (by its first four letters) a word of ``relation``'s own name."""
    return any(w[:4] == word[:4] for w in _WORD.findall(relation_text(relation).lower()))


@dataclass
class RelationWords:
    """Which relations a question names, by word-to-relation-name similarity in the frozen encoder's space.

    A word names a relation when that relation is its most similar one, with cosine at least ``threshold`` and ahead
    of the runner-up by ``margin`` (a plural is also tried without its final s: "directors" -> "director"). With
    ``concepts`` (the lexicon's people words, ``kgchat.lexicons.people``), a concept's one-word nouns name the
    relation the concept is attached to (``concept_words``): "son" and "daughter", which the encoder places between
    ``parents``, ``children`` and ``gender``, name ``children``.
    """

    encoder: object
    relations: Sequence[str]  # relation names of the graph (without direction)
    threshold: float = 0.55
    margin: float = 0.08
    concepts: Sequence[Concept] = ()

    def __post_init__(self) -> None:
        self.relations = sorted(set(self.relations))
        self._vectors = EmbeddingCache(self.encoder).encode  # batched, normalised, remembered
        texts = [relation_text(r) for r in self.relations]
        self._names = self._vectors(texts)
        self._memo: dict[str, str | None] = {}
        by_text = dict(zip(texts, self.relations, strict=True))
        self._people = {word: by_text[text] for text, c in concept_words(self.encoder, texts, self.concepts).items()
                        for word in (*c.nouns, *c.twice) if " " not in word}

    def named(self, question: str) -> set[str]:
        """Relations (names, no direction) that some word of ``question`` names."""
        return set(self.naming(question).values())

    def naming(self, question: str) -> dict[str, str]:
        """Each word of ``question`` that names a relation, with the relation it names (in question order)."""
        words = [w for w in _WORD.findall(question.lower()) if w not in FUNCTION_WORDS and len(w) > 2]
        todo = [w for w in dict.fromkeys(words) if w not in self._memo]
        if todo:
            # each word, without a plural s, and its dictionary form ("wrote": "write", as close to writtenBy as
            # to published, is closest to writtenBy)
            forms = [f for w in todo for f in (w, w[:-1] if w.endswith("s") and len(w) > 4 else w, lemma(w))]
            sims = self._vectors(forms) @ self._names.T
            for i, w in enumerate(todo):
                self._memo[w] = self._people.get(w) or self._pick(sims[3 * i], sims[3 * i + 1], sims[3 * i + 2])
        return {w: r for w in words if (r := self._memo[w]) is not None}

    def mentions(self, question: str, stacking_prefixes: Sequence[str] = (),
                 round_trips: bool = False) -> list[tuple[str, str, int]]:
        """Each word of ``question`` (entity mentions already removed) that names a relation, in question order, as
        (word, relation, steps): how many steps of that relation it asks for. Every such word asks for a step of
        its own ("the *mom* of X's *father*" asks for two, "the *child* of *children* of X" too), but neighbouring
        different words of the relation's own name ask for it once ("*place* of *birth*"); a word that begins
        with one of ``stacking_prefixes`` (a lexicon's words for a relation taken again) asks for one step more
        per prefix, when what follows the prefixes names a relation ("grandparent": parent twice).

        With ``round_trips``, a relation named right after a word saying two things share it (``PAIRING_WORDS``:
        "films that *share directors* with X", "the *same* actor", "who *co-wrote* films with X") asks for two
        steps, there and back (X's directors, then their other films), and a word that only restates a step
        already named asks for none: the same relation named next to such a round trip ("*directed* by the *same
        director* of X", "the *actor* X *co-starred* with": two steps), after a relative word ("the *director*
        *that directed* X": one), right after the noun a "which" or "what" asks for ("*which screenwriter wrote*
        X": one), or by another word of its own name further on ("what *year* was the film *released*": one)."""
        found: list[tuple[str, str, int]] = []
        previous = ""  # the last content word, when it named a relation
        paired = False  # a pairing word since the last content word
        relative = False  # a relative word ("that", "who") since the last content word
        asked = ""  # the last content word, when it named a relation right after "which" or "what" ("*which writer*")
        tokens = _WORD.findall(question.lower())
        for i, token in enumerate(tokens):
            head, _, rest = token.partition("-")
            word = token
            if round_trips and (token in PAIRING_WORDS or (head in PAIRING_WORDS and rest)):
                paired, word = True, rest  # "co-wrote": a pairing word, then "wrote"
                if not word:
                    continue
            if word in FUNCTION_WORDS or len(word) <= 2:
                relative = relative or word in RELATIVE_WORDS
                continue
            stem, extra = word, 0
            while prefix := next((p for p in stacking_prefixes if stem.startswith(p) and len(stem) > len(p) + 2), None):
                stem, extra = stem[len(prefix):], extra + 1
            relation = self.naming(stem).get(stem)
            last = found[-1] if found and found[-1][1] == relation else None
            if round_trips and last and previous and paired and last[2] == 1:  # "directed by the same director"
                found[-1] = (token, relation, 2 + extra)
            elif relation is None or (last and previous and previous[:4] != stem[:4]
                                      and _in_name(previous, relation) and _in_name(stem, relation)):
                pass
            elif not round_trips:
                found.append((token, relation, 1 + extra))
            elif last and previous and (last[2] == 2 or relative):  # "the same director that directed"
                pass
            elif last and asked and tokens[i - 1] == asked:  # "which screenwriter wrote X": the verb right after
                pass  # the noun asked for restates its step
            elif last and last[0][:4] != stem[:4] and _in_name(last[0], relation) and _in_name(stem, relation):
                pass  # "what year was the film released": one relation's own name, split
            else:
                found.append((token, relation, 1 + extra + paired))
            previous = stem if relation is not None else ""
            asked = token if relation is not None and i and tokens[i - 1] in _ASKING else ""
            paired = relative = False
        return found

    def structure(self, question: str, stacking_prefixes: Sequence[str] = (),
                  whole: bool = False) -> list[tuple[str, str | None, int]]:
        """The noun phrases of ``question``'s possessive or "of" chain (``possessives.possessive_chain``; entity
        mentions already removed) in the order a walk from the entity takes them, as (phrase, the relation its
        last relation word names or None, steps it asks for): each phrase asks for a step whether or not a word of
        it names a relation ("X's *partner*'s *boss*": two), a "grand-" word for more (``mentions``); neighbouring
        "of"-parts in one relation's own name are one phrase ("the *place* of *birth* of X"). Empty when the
        question has no such chain (with ``whole``, also when the chain is not all it asks: ``possessive_chain``)."""
        parts = possessive_chain(question, self._one_name, whole)
        out: list[tuple[str, str | None, int]] = []
        for part in parts or []:
            found = self.mentions(" ".join(part), stacking_prefixes)
            relation = found[-1][1] if found else None
            if relation is None and len(part) > 1:  # "place death": the one relation whose own name has them all
                owners = [r for r in self.relations if all(_in_name(w, r) for w in part)]
                relation = owners[0] if len(owners) == 1 else None
            out.append((" ".join(part), relation, max(1, sum(n for _, _, n in found))))
        return out

    def _one_name(self, first: Part, second: Part) -> bool:
        """Whether two neighbouring "of"-parts are words of one relation's own name ("place" of "birth")."""
        a, b = first[-1], second[0]
        return a[:4] != b[:4] and any(_in_name(a, r) and _in_name(b, r) for r in self.relations)

    def steps_short(self, question: str, chain: Chain, stacking_prefixes: Sequence[str] = (),
                    structure: bool = False, round_trips: bool = False) -> list[str]:
        """The relation mentions of ``question`` when they ask for more steps than ``chain`` walks (else none):
        "X's *grandparent*" answered by one parents step, "the *child* of *children* of X" by one children step.
        With ``structure``, the phrases of the question's possessive or "of" chain count too (``structure``): "X's
        *partner*'s *boss*" asks for two steps though no word of it names a relation. With ``round_trips``, a
        relation named right after a pairing word counts twice (``mentions``): "the films that *share directors*
        with X are *written* by who" asks for three steps, not the two of ``directed_by, written_by``."""
        found = self.mentions(question, stacking_prefixes, round_trips)
        if sum(n for _, _, n in found) > len(chain):
            return [w for w, _, _ in found]
        parts = self.structure(question, stacking_prefixes) if structure else []
        return [p for p, _, _ in parts] if sum(n for _, _, n in parts) > len(chain) else []

    def steps_over(self, question: str, chain: Chain, stacking_prefixes: Sequence[str] = ()) -> list[str]:
        """Relations ``chain`` walks more often than the question's words ask for them, among those some word
        names ("X's *mom*'s *daughter*" walked as ``parents then children then parents``: parents twice, asked
        once). A relation no word names is not counted ("where does X's son *come from*" names no nationality)."""
        asked: dict[str, int] = {}
        for _, relation, steps in self.mentions(question, stacking_prefixes):
            asked[relation] = asked.get(relation, 0) + steps
        walked: dict[str, int] = {}
        for step in chain:
            for relation in dict.fromkeys(rel for rel, _ in step):
                walked[relation] = walked.get(relation, 0) + 1
        return [r for r, n in walked.items() if r in asked and n > asked[r]]

    def _pick(self, *rows: np.ndarray) -> str | None:
        for row in sorted(rows, key=lambda r: -float(np.max(r))):
            if len(row) == 1:
                return self.relations[0] if row[0] >= self.threshold else None
            second, first = np.partition(row, -2)[-2:]
            if first >= self.threshold and first - second >= self.margin:
                return self.relations[int(np.argmax(row))]
        return None

    def unaccounted(self, question: str, chains: Sequence[Chain], stop_words: frozenset[str] = frozenset(),
                    ends: bool = False) -> list[str]:
        """Words of ``question`` (entity mentions already removed) that no move of ``chains`` accounts for: not a
        function or stop word, not sharing a stem with a move's relation words (``naming_words``; with ``ends``, a
        chain's last move by the words of what it reaches, ``side_words``), not at least ``threshold`` similar to
        them; and any number. Such words are constraints or relations the chains leave out ("the *last* time", "a
        *capital* called …", "*2009*"), so an answer from the chains alone is approximate.
        """
        words = [w for w in _WORD.findall(question.lower()) if w not in FUNCTION_WORDS and w not in stop_words
                 and w not in SHARING_WORDS and len(w) > 2]
        numbers = re.findall(r"\d[\d,.]*", question)
        moves = list(dict.fromkeys(
            side_words(relation_text(move_label(m)), end=True) if ends and i == len(chain) - 1 and m == step[-1]
            else naming_words(relation_text(move_label(m)))
            for chain in chains for i, step in enumerate(chain) for m in step))
        if not words or not moves:
            return list(dict.fromkeys(words + numbers))
        stems = {w[:4] for text in moves for w in _WORD.findall(text.lower()) if len(w) > 2}
        walked = {rel for chain in chains for step in chain for rel, _ in step}
        sims = self._vectors(list(dict.fromkeys(words))) @ self._vectors(moves).T
        row = {w: i for i, w in enumerate(dict.fromkeys(words))}
        left = [w for w in words if not any(w.startswith(r) or r in w for r in stems)  # "screenwriter": 'writ'
                and self._people.get(w) not in walked and float(np.max(sims[row[w]])) < self.threshold]
        return list(dict.fromkeys(left + numbers))

    def unasked(self, question: str, chain: Chain, stop_words: frozenset[str] = frozenset()) -> list[str]:
        """Steps of ``chain`` (as words) that no word of ``question`` (entity mentions already removed) asks for:
        none of its moves shares a stem with a content word or is at least ``threshold`` similar to one (the last
        step may also be asked for by the words of what it reaches, ``side_words``). The converse of
        ``unaccounted``: "the *mother* of X's *dad*" walked as ``parents then gender`` has a gender step that no
        word asks for, so the answer is a guess at what the question meant."""
        texts = [[relation_text(move_label(m)) for m in step] for step in chain]
        words = list(dict.fromkeys(w for w in _WORD.findall(question.lower()) if w not in FUNCTION_WORDS
                                   and w not in stop_words and w not in SHARING_WORDS and len(w) > 2))
        if not words:
            return [STEP_SEP.join(t) for t in texts]
        sims = self._vectors(words)
        said = {self._people[w] for w in words if w in self._people}
        left = []
        for i, step in enumerate(texts):
            if any(rel in said for rel, _ in chain[i]):
                continue
            named = [naming_words(t) for t in step] + ([side_words(step[-1], end=True)] if i == len(texts) - 1 else [])
            stems = {w[:4] for text in named for w in _WORD.findall(text.lower()) if len(w) > 2}
            if any(w.startswith(s) or s in w for w in words for s in stems):
                continue
            if float(np.max(sims @ self._vectors(named).T)) < self.threshold:
                left.append(STEP_SEP.join(step))
        return left

    def covers(self, question: str, chain: Chain) -> bool:
        """Every relation the question names is used by some hop of the chain (in either direction)."""
        used = {rel for step in chain for rel, _ in step}
        return self.named(question) <= used


MAX_RELATIONS = 5000  # graphs with more relation names (all of Freebase) get no relation-word check


def relation_words_for(encoder: object | None, relation_names: Callable[[], Sequence[str]],
                       concepts: Sequence[Concept] = ()) -> RelationWords | None:
    """The relation-word check of a graph (``relation_names``: its ``GraphStore.relation_names``) for a scorer's
    ``encoder``, with the words a lexicon ties to relations (``Lexicon.concepts``); None without an encoder, or on
    graphs with more than ``MAX_RELATIONS`` relations, whose names would not fit in memory."""
    names = relation_names() if encoder is not None else []
    return RelationWords(encoder, names, concepts=concepts) if 0 < len(names) <= MAX_RELATIONS else None
