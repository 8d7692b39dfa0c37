"""A tiny randomly initialised causal LM with a word-level tokenizer, saved to a directory; nothing downloaded.

It lets tests load a real transformers model through ``hf:PATH`` in well under a second.
"""

from __future__ import annotations

from pathlib import Path

WORDS = (
    "the", "a", "film", "movie", "actor", "director", "who", "directed", "starred", "in", "was", "written", "by",
    "released", "year", "yes", "no", "answer", "question", "relation", "entity", "paris", "london", "berlin",
    "nolan", "inception", "matrix", "one", "two", "three", "is", "of", "and", "to", "what", "which",
)
SPECIALS = ["[PAD]", "[UNK]", "[BOS]", "[EOS]"]


def build_tokenizer(words: list[str] | tuple[str, ...] = WORDS):
    """A whitespace word-level tokenizer that adds [BOS] in front of every encoded text."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors
    from transformers import PreTrainedTokenizerFast

    vocab = {tok: i for i, tok in enumerate([*SPECIALS, *dict.fromkeys(words)])}
    tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.decoder = decoders.WordPiece(prefix="##")  # joins words with spaces
    tok.post_processor = processors.TemplateProcessing(single="[BOS] $A", special_tokens=[("[BOS]", vocab["[BOS]"])])
    return PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]",
                                   bos_token="[BOS]", eos_token="[EOS]")


def build_tiny_lm(path: Path, *, seed: int = 0, words: list[str] | tuple[str, ...] = WORDS) -> Path:
    """Save a one-layer GPT-2 (32-dim) and its tokenizer under ``path``; returns ``path``."""
    import torch
    from transformers import GPT2Config, GPT2LMHeadModel

    tokenizer = build_tokenizer(words)
    config = GPT2Config(n_layer=1, n_head=2, n_embd=32, n_positions=64, vocab_size=len(tokenizer),
                        bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
                        pad_token_id=tokenizer.pad_token_id, tie_word_embeddings=False)
    torch.manual_seed(seed)
    model = GPT2LMHeadModel(config)
    path.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(path)
    tokenizer.save_pretrained(path)
    return path


def bias_towards(model, token_id: int, strength: float = 10.0) -> None:
    """Make a GPT-2 predict ``token_id`` after everything: the final layer norm then outputs one fixed unit
    vector, and only the target's output row points along it, so its logit is ``strength`` above the rest."""
    import torch

    with torch.no_grad():
        ln = model.transformer.ln_f
        ln.weight.zero_()
        ln.bias.zero_()
        ln.bias[0] = 1.0
        head = model.get_output_embeddings().weight
        head[:, 0] = 0.0
        head[token_id, 0] = strength
