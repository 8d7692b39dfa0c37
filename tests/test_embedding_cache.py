"""The embedding cache gives a text the same vector whatever was encoded with it or before it."""

import numpy as np
import pytest

from kgchat.scorers.embedding import EmbeddingCache, load_minilm

TEXTS = ["directed", "the year a movie was released", "rating", "who follows whom", "born"]
OTHERS = [f"another phrase number {i} with words of its own to pad the batch" for i in range(40)] + ["x", "a b"]


@pytest.fixture(scope="module")
def model():
    return load_minilm()


def test_vectors_do_not_depend_on_batch_or_history(model):
    alone = np.stack([EmbeddingCache(model).encode([t])[0] for t in TEXTS])
    mixed = EmbeddingCache(model).encode(OTHERS[:7] + TEXTS + OTHERS[7:])[7:7 + len(TEXTS)]
    warmed = EmbeddingCache(model)
    warmed.encode(OTHERS)
    after = warmed.encode(TEXTS)
    assert np.array_equal(alone, mixed)
    assert np.array_equal(alone, after)


def test_vectors_match_the_models_own_encoding(model):
    ours = EmbeddingCache(model).encode(TEXTS)
    theirs = model.encode(TEXTS, normalize_embeddings=True, convert_to_numpy=True)
    assert ours.shape == theirs.shape
    assert np.allclose(ours, theirs, atol=1e-5)
    assert np.allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-5)


def test_a_model_without_a_tokenizer_is_asked_through_encode():
    class Plain:
        def encode(self, texts, **kwargs):
            return np.ones((len(texts), 3), dtype=np.float32) / np.sqrt(3)

    out = EmbeddingCache(Plain()).encode(["a", "b"])
    assert out.shape == (2, 3)
