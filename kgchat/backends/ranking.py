"""Entity search by name, ranked the same way on every backend.

A backend supplies the lookups its database does well; the passes, their order and the scores are decided here:

1. ``by_id``: an entity the text names by its id (SPARQL ids such as ``m.0abc``), score 1.0;
2. exact names: entities whose ``normalize_name`` equals the text's, score 1.0;
3. only when 1–2 found nothing, words: names holding every word (0.95 × similarity), then, unless that found
   ``limit`` entities or the text is one word, names holding any word (0.8 × similarity). A word match whose name
   normalises to the text is an exact match after all (a store without a normalised-name index finds those here);
4. only when 1–3 found nothing and the store offers one, fuzzy: the closest of all names (0.7 × similarity, at
   least ``FUZZY_CUTOFF``).

Similarity is rapidfuzz's ratio (WRatio for the fuzzy pass) of the normalised names, over 100. Each entity keeps its
best score; ties go to the shorter name, then the smaller id.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from rapidfuzz import fuzz, process

from kgchat.backends.base import normalize_name
from kgchat.types import Entity, EntityMatch

ALL_WORDS = 0.95  # weight of a name holding every word of the text
ANY_WORD = 0.8  # weight of a name holding some word of the text
FUZZY = 0.7  # weight of a fuzzy match over all names
FUZZY_CUTOFF = 60  # WRatio below this is not a match


def word_candidates_limit(limit: int) -> int:
    """How many word matches a backend should fetch per pass: enough to re-rank by similarity."""
    return max(limit * 5, 50)


# (all_words, how many) -> (entity, its normalised name) pairs, best first as the database ranks them
WordSearch = Callable[[bool, int], Iterable[tuple[Entity, str]]]
# () -> (normalised names, entity at an index of that list), or None when the store cannot list all names
FuzzyNames = Callable[[], tuple[Sequence[str], Callable[[int], Entity]] | None]


def rank_by_name(text: str, limit: int, exact: Callable[[str], Iterable[Entity]], words: WordSearch,
                 fuzzy: FuzzyNames | None = None, by_id: Entity | None = None) -> list[EntityMatch]:
    """Best ``limit`` matches for ``text`` (see the module docstring); ``exact(norm)`` lists exact-name entities."""
    norm = normalize_name(text)
    if not norm or limit <= 0:
        return []
    found: dict[str, EntityMatch] = {}

    def offer(entity: Entity, score: float, method: str) -> None:
        if entity.id not in found or found[entity.id].score < score:
            found[entity.id] = EntityMatch(entity, round(score, 4), method, text)

    if by_id is not None:
        offer(by_id, 1.0, "id")
    for entity in exact(norm):
        offer(entity, 1.0, "exact")
    if not found:  # an exact name is the answer; near misses would only be noise next to it
        single = len(norm.split()) == 1
        for all_words, weight in ((True, ALL_WORDS), (False, ANY_WORD)):
            for entity, name_norm in words(all_words, word_candidates_limit(limit)):
                if name_norm == norm:
                    offer(entity, 1.0, "exact")
                else:
                    offer(entity, weight * fuzz.ratio(norm, name_norm) / 100.0, "fts")
            if len(found) >= limit or single:
                break
    if not found and fuzzy is not None:
        names = fuzzy()
        if names is not None:
            norms, entity_at = names
            for _match, score, idx in process.extract(norm, norms, scorer=fuzz.WRatio, limit=limit,
                                                      score_cutoff=FUZZY_CUTOFF):
                offer(entity_at(idx), FUZZY * score / 100.0, "fuzzy")
    return sorted(found.values(), key=lambda m: (-m.score, len(m.entity.name), m.entity.id))[:limit]
