"""Other words for a graph's relations, found by the frozen encoder, so synthesised questions are not all worded
with the relation names themselves ("kid" for ``children``, "job" for ``profession``, "husband" for ``spouse``).

People rarely ask with the exact relation name. A scorer trained only on questions that contain it learns to wait
for an exact match, and a question that says "kid" stops one hop short. ``relation_synonyms`` proposes, for every
relation phrase of one graph, single English words that the encoder places close to it *and clearly closer to it
than to any other relation of the same graph*: a word that sits between two relations ("daughter": parents or
children?) names neither and is not used. Two passes keep it cheap: the encoder's static word-piece embeddings
shortlist candidates from its vocabulary, then the encoder itself compares the shortlist with the phrases.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import numpy as np

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.lexicons import FUNCTION_WORDS, SHARING_WORDS
from kgchat.lexicons.base import SynonymRule
from kgchat.lexicons.people import Concept

SHORTLIST = 150  # vocabulary words per phrase compared by the full encoder (chosen by static embeddings)
MAX_CANDIDATES = 6000  # words encoded in all (graphs with many relations get a shorter shortlist per phrase)
PER_PHRASE = 30  # synonyms kept per phrase, most similar first
FILLERS = "<fillers>"  # the key of the words that name no relation
FILLER_SIMILARITY = 0.3
FILLER_SAMPLE = 600  # vocabulary words tried as fillers
_WORD = re.compile(r"[a-z]{3,}")


def relation_synonyms(encoder: Any, phrases: Sequence[str], rule: SynonymRule | None = None) -> dict[str, list[str]]:
    """Phrase -> other words for it (possibly none), as close and as clearly so as ``rule`` asks; {} when the
    encoder exposes no vocabulary. (``rule.not_names`` needs the graph: ``without_names``.)

    The key ``FILLERS`` holds a few hundred words that name none of the relations (cosine below
    ``FILLER_SIMILARITY`` with all of them): a question worded with one of them for a step still asks for that
    step, so the scorer learns how many steps a question asks for from its structure, not only from words it knows.
    """
    rule = rule or SynonymRule()
    phrases = list(dict.fromkeys(p for p in phrases if p))
    try:
        tokenizer = encoder.tokenizer
        table = encoder[0].auto_model.embeddings.word_embeddings.weight.detach().cpu().numpy()
    except (AttributeError, IndexError, KeyError, TypeError):
        return {}
    if not phrases:
        return {}
    own = {w for p in phrases for w in p.split()}
    # in id order: a fast tokenizer's vocab comes in a different order each call, which made the fillers drawn
    # below, and so every synthesis, differ from run to run
    vocab = [(w, i) for w, i in sorted(tokenizer.vocab.items(), key=lambda item: item[1])
             if _WORD.fullmatch(w) and w not in FUNCTION_WORDS | SHARING_WORDS and w not in own]
    if not vocab:
        return {}
    table = table / np.linalg.norm(table, axis=1, keepdims=True).clip(min=1e-9)
    static = table[np.array([i for _, i in vocab])]
    per_phrase = max(10, min(SHORTLIST, MAX_CANDIDATES // len(phrases)))
    shortlist: dict[str, None] = {}
    for phrase in phrases:
        pieces = tokenizer(phrase, add_special_tokens=False)["input_ids"]
        if not pieces:
            continue
        query = table[pieces].mean(0)
        for i in np.argsort(-(static @ query))[:per_phrase]:
            shortlist.setdefault(vocab[i][0], None)
    rng = np.random.default_rng(len(vocab))
    tried = [vocab[i][0] for i in rng.choice(len(vocab), min(FILLER_SAMPLE, len(vocab)), replace=False)]
    for w in tried:
        shortlist.setdefault(w, None)
    words = list(shortlist)
    encoded = encoder.encode(words + phrases, batch_size=256, normalize_embeddings=True, convert_to_numpy=True,
                             show_progress_bar=False)
    sims = encoded[: len(words)] @ encoded[len(words):].T  # (words, phrases)
    out: dict[str, list[tuple[float, str]]] = {p: [] for p in phrases}
    for w, row in zip(words, sims, strict=True):
        best = int(np.argmax(row))
        second = float(np.max(np.delete(row, best))) if len(phrases) > 1 else -1.0
        if row[best] >= rule.min_similarity and row[best] - second >= rule.margin and len(w) >= rule.min_letters:
            out[phrases[best]].append((float(row[best]), w))
    result = {p: [w for _, w in sorted(found, reverse=True)[:PER_PHRASE]] for p, found in out.items()}
    index = {w: i for i, w in enumerate(words)}
    result[FILLERS] = [w for w in tried if len(w) > 3 and sims[index[w]].max() < FILLER_SIMILARITY]
    return result


def without_concept_words(synonyms: dict[str, list[str]], concepts: dict[str, Concept]) -> dict[str, list[str]]:
    """``synonyms`` without the words a concept gives to another relation ("mother" is the parents' word, not a
    word for ``gender``)."""
    owner = {w: p for p, c in concepts.items() for w in (*c.nouns, *c.twice)}
    return {p: [w for w in ws if owner.get(w, p) == p] for p, ws in synonyms.items()}


def without_names(synonyms: dict[str, list[str]], graph: GraphStore) -> dict[str, list[str]]:
    """``synonyms`` without the words that are the whole name of an entity of ``graph`` (one batched lookup)."""
    words = {w for p, ws in synonyms.items() if p != FILLERS for w in ws}
    found = graph.entities_by_norms([normalize_name(w) for w in words], limit=1)
    names = {w for w in words if found.get(normalize_name(w))}
    return {p: ws if p == FILLERS else [w for w in ws if w not in names] for p, ws in synonyms.items()}
