"""LLM-worded training questions: an LLM rewords some of the questions the graph wrote about itself.

``kgchat train --graph … --llm SPEC`` synthesises its questions from templates (``kgchat.train.synthesize``); an LLM
then rewords a seeded sample of the chain questions (one, two and three steps; ``--reword N``) in the words a
person would use (``prompts/reword.txt``), and each rewording becomes one more training question with the chain of
the question it rewords. The template questions all stay. A rewording is kept only when

* **entity**: it still names the question's entities (the learned scorer reads the question without them, so a
  name it cannot find would be read as words). A name respelt only in its case or with spaces for its underscores
  ("Shah Jahan" for ``shah_jahan``, as small models write it) is written back as the graph spells it;
* **copy**: it is not the template again — its content words (entity names and function words left out) differ;
* **chain**: the zero-shot scorer still points to the question's chain at least as surely as it did for the
  template question: at every step of the chain, among the steps the graph offers there, the chain's own step
  ranks no lower for the rewording than for the template. A rewording that asks for something else (the
  measured failure of small models: "born" reworded as "lives") moves the scorer to another relation.

Everything is written to ``reworded.jsonl`` as it is done, one line per question tried, with the reason it was
dropped; a run that is stopped and started again continues after the last line written (for the same questions).
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kgchat import prompts
from kgchat.backends.base import normalize_name
from kgchat.chains import Chain, GraphCache, chain_from_labels, chain_text
from kgchat.errors import LLMError
from kgchat.lexicons.base import FUNCTION_WORDS
from kgchat.scorers.base import Scorer, scoring_question
from kgchat.scorers.llm import graph_text
from kgchat.train.synthesize import Synthetic

SHAPES = ("1-hop", "2-hop", "3-hop")  # chain questions; counts, comparisons and conjunctions keep their templates
REASONS = ("kept", "entity", "copy", "chain", "no reply")


@dataclass
class RewordConfig:
    count: int = 200  # synthesised questions to reword (on two CPU cores the local model takes 10-30 s each)
    seed: int = 0  # which questions are reworded
    max_tokens: int = 60  # a question is one sentence; a longer reply is cut here and then checked like any other
    sample_entities: int = 10  # entities of a step's frontier whose steps the chain check ranks against


@dataclass
class Rewording:
    """One synthesised question the LLM was asked to reword, and what became of it."""

    index: int  # the question's line in synthetic.jsonl
    original: str
    text: str  # the reworded question ("" when the reply had none)
    reason: str  # "kept", or why it was dropped (``REASONS``)

    def to_dict(self) -> dict:
        return {"index": self.index, "original": self.original, "text": self.text, "reason": self.reason}


def chosen(items: Sequence[Synthetic], config: RewordConfig) -> list[int]:
    """The indexes of the questions to reword: a seeded sample of the chain questions, in file order."""
    pool = [i for i, s in enumerate(items) if s.shape in SHAPES]
    if len(pool) > config.count:
        pool = sorted(random.Random(config.seed).sample(pool, config.count))
    return pool


def reword(items: Sequence[Synthetic], llm: Any, cache: GraphCache, scorer: Scorer, stop_words: frozenset[str],
           path: Path, config: RewordConfig | None = None, progress: bool = False, by: str = "") -> dict:
    """Reword the chosen questions of ``items`` with ``llm`` (whose spec is ``by``), appending each result to
    ``path`` (resuming after the lines already there by the same LLM); the counts kept and dropped, by reason."""
    cfg = config or RewordConfig()
    todo = chosen(items, cfg)
    done = _done(path, items, by)
    check = ChainCheck(cache, scorer, stop_words, cfg.sample_entities)
    left = [i for i in todo if i not in done]
    steps: Any = left
    if progress:
        from tqdm import tqdm

        steps = tqdm(left, desc="Rewording questions", unit=" q", file=sys.stderr, initial=len(todo) - len(left),
                     total=len(todo))
    path.parent.mkdir(parents=True, exist_ok=True)
    cut = path.exists() and path.stat().st_size and not path.read_bytes().endswith(b"\n")
    with path.open("a", encoding="utf-8") as out:
        if cut:  # the last line of a stopped run was cut short: the next one starts on a line of its own
            out.write("\n")
        for i in steps:
            result = reword_one(i, items[i], llm, check, cfg)
            done[i] = result
            out.write(json.dumps({**result.to_dict(), "llm": by}, ensure_ascii=False) + "\n")
            out.flush()
    counts = Counter(done[i].reason for i in todo)
    return {"asked": len(todo), "kept": counts.get("kept", 0),
            "dropped": {r: counts[r] for r in REASONS[1:] if counts.get(r)}, "resumed": len(todo) - len(left)}


def reword_one(index: int, item: Synthetic, llm: Any, check: ChainCheck, config: RewordConfig) -> Rewording:
    names = [item.topic.name or item.topic.id, *item.others]
    prompt = prompts.render("reword", question=graph_text(item.question), entity=graph_text(names[0]))
    try:
        reply = llm.complete(prompt, purpose="reword", max_tokens=config.max_tokens).text
    except LLMError:
        reply = ""
    text = first_question(reply)
    for name in names:
        text = spelt_as(text, name)
    return Rewording(index, item.question, text, verdict(item, text, names, check))


def spelt_as(text: str, name: str) -> str:
    """``text`` with ``name`` written as the graph spells it where it is written with other case, or with spaces
    where the name has underscores (or the reverse)."""
    words = [w for w in re.split(r"[\s_]+", name) if w]
    if not words:
        return text
    pattern = r"(?<!\w)" + r"[\s_]+".join(re.escape(w) for w in words) + r"(?!\w)"
    return re.sub(pattern, lambda _: name, text, flags=re.IGNORECASE)


def verdict(item: Synthetic, text: str, names: list[str], check: ChainCheck) -> str:
    """"kept", or the first check ``text`` fails as a rewording of ``item`` (see the module doc)."""
    if not text:
        return "no reply"
    if not all(n.casefold() in text.casefold() for n in names if n):
        return "entity"
    if content_words(text, names) == content_words(item.question, names):
        return "copy"
    if not check.keeps(item, text, item.question, names):
        return "chain"
    return "kept"


def first_question(reply: str) -> str:
    """The rewording in a reply: its first non-empty line, without a label or quotes around it."""
    line = next((ln.strip() for ln in reply.splitlines() if ln.strip()), "")
    line = re.sub(r"^(rewritten question|question)\s*:\s*", "", line, flags=re.IGNORECASE)
    return line.strip().strip("\"'`").strip()


def content_words(text: str, names: list[str]) -> frozenset[str]:
    """The words of ``text`` that could name what it asks: not its entity names, not function words."""
    for n in names:
        text = re.sub(re.escape(n), " ", text, flags=re.IGNORECASE)
    return frozenset(w for w in normalize_name(text).split() if w not in FUNCTION_WORDS)


class ChainCheck:
    """Whether the zero-shot scorer points to a question's chain as surely for a rewording as for the template: at
    each step, the chain's own step ranks no lower among the steps the graph offers from where the chain is."""

    def __init__(self, cache: GraphCache, scorer: Scorer, stop_words: frozenset[str], sample: int = 10):
        self.cache = cache
        self.scorer = scorer
        self.stop_words = stop_words
        self.sample = sample
        self._options: dict[tuple, list] = {}

    def keeps(self, item: Synthetic, text: str, original: str, names: list[str]) -> bool:
        chain = chain_from_labels(item.chain)
        before = self.ranks(item, chain, original, names)
        after = self.ranks(item, chain, text, names)
        return all(a <= b for a, b in zip(after, before, strict=True))

    def ranks(self, item: Synthetic, chain: Chain, question: str, names: list[str]) -> list[int]:
        """Per step of ``chain``, 1 + the number of other steps from there that score above it for ``question``."""
        asked = scoring_question(self.scorer, question, names, self.stop_words)
        out = []
        for depth in range(len(chain)):
            options = self.options(item, chain, depth)
            texts = [chain_text((*chain[:depth], s)) for s in options]
            scores = self.scorer.score(asked, texts, context=item.topic.name)
            own = scores[options.index(chain[depth])]
            out.append(1 + sum(s > own for s in scores))
        return out

    def options(self, item: Synthetic, chain: Chain, depth: int) -> list:
        """The steps from the entities ``chain[:depth]`` reaches from the topic (a sample), the chain's own first."""
        key = (item.topic.id, chain[:depth])
        if key not in self._options:
            frontier = {item.topic.id: 1}
            for i, step in enumerate(chain[:depth]):
                frontier = self.cache.follow(frontier, step, item.topic.id, chain[i - 1] if i else None)
            found = dict.fromkeys([chain[depth]])
            for eid in sorted(frontier)[: self.sample]:
                found.update(dict.fromkeys(self.cache.steps_from(eid)))
            self._options[key] = list(found)
        return self._options[key]


def _done(path: Path, items: Sequence[Synthetic], by: str | None = None) -> dict[int, Rewording]:
    """What an earlier run wrote to ``path``: the lines that reword the same question at the same index (with the
    LLM ``by``, unless None)."""
    done: dict[int, Rewording] = {}
    if not path.exists():
        return done
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            d = json.loads(line)
        except json.JSONDecodeError:  # a line cut short by a stop
            continue
        i = d.get("index")
        same_llm = by is None or d.get("llm", "") == by
        if isinstance(i, int) and 0 <= i < len(items) and items[i].question == d.get("original") and same_llm:
            done[i] = Rewording(i, d["original"], d.get("text", ""), d.get("reason", ""))
    return done


def load_reworded(path: Path, items: Sequence[Synthetic], by: str | None = None) -> list[Synthetic]:
    """The kept rewordings (by the LLM ``by``, unless None), as synthesised questions with the chain, topic and
    answers of the ones they reword."""
    out = []
    for r in _done(path, items, by).values():
        if r.reason == "kept":
            s = items[r.index]
            out.append(Synthetic(r.text, s.topic, s.chain, s.answers, s.shape, s.others))
    return out
