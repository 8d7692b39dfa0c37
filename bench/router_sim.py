"""The mixed question stream of ``bench/router.py`` and the *simulated* LLM its LLM arms talk to.

Stream (each a seeded sample; the graph each family is asked on in brackets):
  MetaQA visible test 1/2/3-hop [bundled movie KB] · compositional dev set (bench/compositional/dev.jsonl) [movie KB]
  · PathQuestion PQ-2H / PQ-3H [their own KBs] · CWQ with Freebase mini-subgraphs [the union of every question's
  triples, one SQLite graph].

The LLM is simulated: no language model runs. The loopback OpenAI-compatible server of the tests
(``tests/openai_server.py``) answers every request with ``SimulatedLLM.reply``, which knows the gold answers of the
stream and plays a model that
  * knows the answer of a question of type T on its own with probability ``KNOWS[T]`` (the fallback prompt: the
    gold answer, else "I don't know");
  * reads an answer off retrieved facts with probability ``READS`` when a gold answer is among them (ToG's
    sufficiency and answer prompts: "Yes" and the gold answer; else "No", or its own knowledge);
  * prunes relations by how close their words are to the question's in the frozen MiniLM's space (ToG's relation
    prompt: the ``k`` closest, equal scores), and scores the entities it is shown equally (entity prompt);
  * fails (HTTP 503 on every request) on ``FAILS`` of the questions, so arms that use it fail and the router must
    fall back.
Each coin is a hash of (seed, what, question), so a question gets the same verdict on every request and every rerun.
Token usage is reported as a server would count it: UTF-8 bytes / ``BYTES_PER_TOKEN`` for the prompt and the reply.
These numbers are choices made before any run, not fitted: they make the LLM better than the graph engines on
Freebase questions and worse on the movie KB's counts and constraints, which is the situation routing is for.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import random
import re
from dataclasses import dataclass, field
from pathlib import Path

from kgchat.backends.base import normalize_name as normalize
from kgchat.evaluation.datasets import Example, read_examples

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(os.environ.get("KGCHAT_BENCH_DATA", ROOT.parent / "shared" / "data"))  # ../shared/data, as make_results
if not DATA.exists() and (ROOT.parent.parent / "shared" / "data").exists():
    DATA = ROOT.parent.parent / "shared" / "data"  # a worktree under /work/wt/NAME

KNOWS = {  # probability that the simulated LLM knows the answer on its own, by question type (prefix match)
    "metaqa-1hop": 0.6, "metaqa-2hop": 0.4, "metaqa-3hop": 0.3,
    "comp:": 0.3,  # counts, intersections, years over the movie KB: hard without the graph
    "pq-": 0.5,
    "cwq:": 0.7,  # Freebase questions: general knowledge
}
READS = 0.95  # probability of reading a gold answer off retrieved facts that contain it
FAILS = 0.02  # share of questions on which the simulated endpoint is down (HTTP 503)
BYTES_PER_TOKEN = 4  # reported usage: UTF-8 bytes / 4, rounded up (a BPE token covers >= 1 byte, about 4 in English)


@dataclass
class Source:
    """A family of the stream: its questions, and the graph they are asked on ("default": the movie KB)."""

    name: str
    graph: str
    examples: list[Example] = field(default_factory=list)


DEV_SHARE = 0.6  # a dev part is this share of the test part's size, drawn from the questions the test part left


def _sample(items: list, n: int | None, seed: int, part: str = "test") -> list:
    """The stream's seeded sample of ``n`` (``part`` "test"), or ("dev": questions to choose the router's settings
    on, never in the benchmark's stream) a sample of DEV_SHARE·n from the questions that sample left out."""
    chosen = set(range(len(items))) if n is None or n >= len(items) else \
        set(random.Random(seed).sample(range(len(items)), n))
    if part == "dev":
        rest = [i for i in range(len(items)) if i not in chosen]
        want = round(DEV_SHARE * (n or len(items)))
        chosen = set(rest if want >= len(rest) else random.Random(seed + 1).sample(rest, want))
    return [items[i] for i in sorted(chosen)]


def metaqa(per_hop: int | None, seed: int, part: str = "test") -> Source:
    """MetaQA's visible test set, or (``part`` "dev") its dev set."""
    src = Source("metaqa", "default")
    name = "qa_test_visible.txt" if part == "test" else "qa_dev.txt"
    for hop in (1, 2, 3):
        exs = read_examples(DATA / "metaqa" / f"{hop}-hop" / "vanilla" / name, "metaqa")
        for ex in _sample(exs, per_hop if part == "test" else round(DEV_SHARE * (per_hop or len(exs))), seed):
            ex.qtype = f"metaqa-{hop}hop"
            src.examples.append(ex)
    return src


def compositional(limit: int | None, seed: int, part: str = "test") -> Source:
    exs = read_examples(ROOT / "bench" / "compositional" / "dev.jsonl", "jsonl")
    for ex in exs:
        ex.qtype = f"comp:{ex.qtype}"
    return Source("compositional", "default", _sample(exs, limit, seed, part))


def pathquestion(per_set: int | None, seed: int, graphs: Path, part: str = "test") -> list[Source]:
    out = []
    for name in ("2H", "3H"):
        exs = read_examples(DATA / "pathquestion" / f"PQ-{name}_shared.txt", "pathquestion")
        for ex in exs:
            ex.qtype = f"pq-{name.lower()}"
        out.append(Source(f"pq-{name.lower()}", f"sqlite:{graphs / f'PQ-{name}.db'}",
                          _sample(exs, per_set, seed, part)))
    return out


def cwq(limit: int | None, seed: int, graphs: Path, part: str = "test") -> tuple[Source, Path]:
    """CWQ questions whose gold answer is in their mini-subgraph, and a TSV of every question's triples."""
    lines = (DATA / "freebase_kbqa" / "cwq_subgraphs" / "cwq_test.jsonl").read_text(encoding="utf-8").splitlines()
    triples: dict[tuple[str, str, str], None] = {}
    exs = []
    for i, line in enumerate(lines):
        item = json.loads(line)
        graph = [tuple(t) for t in item["graph"] if len(t) == 3]
        for t in graph:
            if all(isinstance(x, str) and x and "\t" not in x and "\n" not in x for x in t):
                triples.setdefault(t, None)
        names = {normalize(x) for t in graph for x in (t[0], t[2])}
        if not any(normalize(a) in names for a in item["answers"]):
            continue  # the graph cannot answer it: no engine could, and nobody is tested on it
        exs.append(Example(f"cwq:{i + 1}", item["question"], list(item["answers"]), list(item["q_entity"]),
                           f"cwq:{item['compositionality_type']}"))
    tsv = graphs / "cwq_kb.tsv"
    tsv.parent.mkdir(parents=True, exist_ok=True)
    tsv.write_text("".join(f"{h}\t{r}\t{t}\n" for h, r, t in triples), encoding="utf-8")
    return Source("cwq", f"sqlite:{graphs / 'CWQ.db'}", _sample(exs, limit, seed, part)), tsv


def coin(seed: int, what: str, question: str) -> float:
    """A uniform number in [0, 1) fixed by (seed, what, question)."""
    digest = hashlib.sha256(f"{seed}|{what}|{normalize(question)}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def _known(table: dict[str, float], qtype: str) -> float:
    return next((p for prefix, p in table.items() if qtype.startswith(prefix)), 0.0)


class SimulatedLLM:
    """Replies to kgchat's prompts as the model described in the module docstring would."""

    def __init__(self, examples: list[Example], seed: int = 0, encoder=None):
        from kgchat.scorers.embedding import EmbeddingCache, load_minilm

        self.seed = seed
        self.gold = {normalize(ex.question): ex for ex in examples}
        self.vectors = EmbeddingCache(encoder or load_minilm())

    def _example(self, prompt: str) -> Example | None:
        m = re.search(r"^Question: (.*)$", prompt, flags=re.MULTILINE)
        return self.gold.get(normalize(m.group(1))) if m else None

    def down(self, prompt: str) -> bool:
        ex = self._example(prompt)
        return ex is not None and coin(self.seed, "down", ex.question) < FAILS

    def reply(self, prompt: str) -> str:
        ex = self._example(prompt)
        if ex is None:
            return "I don't know"
        knows = coin(self.seed, "knows", ex.question) < _known(KNOWS, ex.qtype)
        reads = coin(self.seed, "reads", ex.question) < READS
        own = (ex.answers[0] if ex.answers else "I don't know") if knows else "I don't know"
        blocks = re.findall(r"<graph>\n(.*?)\n</graph>", prompt, flags=re.DOTALL)  # the data, not the instructions
        graph = blocks[-1] if blocks else ""
        present = [a for a in ex.answers if normalize(a) and normalize(a) in normalize(graph)]
        if "Candidate relations:" in prompt:
            return self._relations(ex.question, graph, prompt)
        if "Candidate entities:" in prompt:
            names = [line[2:].strip() for line in graph.splitlines() if line.startswith("- ")]
            return "\n".join(f"{n}: {1 / len(names):.4f}" for n in names) if names else "none"
        if prompt.startswith("Below are facts"):  # sufficiency
            return f"Yes\nAnswer: {present[0]}" if present and reads else "No"
        if prompt.startswith("Answer the question using"):
            return present[0] if present and reads else own
        return own  # the fallback prompt: own knowledge

    def _relations(self, question: str, graph: str, prompt: str) -> str:
        options = [line[2:].strip() for line in graph.splitlines() if line.startswith("- ")]
        if not options:
            return "none"
        m = re.search(r"choose the (\d+)", prompt)
        k = int(m.group(1)) if m else 3
        words = [" ".join(re.findall(r"[a-z]+", o.lower())) or o for o in options]  # people.person.spouse_s -> words
        vecs = self.vectors.encode([question, *words])
        sims = vecs[1:] @ vecs[0]
        best = sorted(range(len(options)), key=lambda i: (-float(sims[i]), i))[:k]
        return "\n".join(f"{options[i]}: {1 / len(best):.4f}" for i in best)


def tokens(text: str) -> int:
    return math.ceil(len(text.encode("utf-8")) / BYTES_PER_TOKEN)


def serve(sim: SimulatedLLM):
    """The loopback OpenAI-compatible test server, answering with ``sim`` (a context manager)."""
    import sys

    sys.path.insert(0, str(ROOT / "tests"))
    from openai_server import FakeOpenAIServer, reply, status

    server = FakeOpenAIServer()

    def answer(request):
        prompt = "\n".join(m.get("content", "") for m in request.body.get("messages", []))
        if sim.down(prompt):
            return status(503, "simulated outage")
        text = sim.reply(prompt)
        return reply(text, usage=(tokens(prompt), tokens(text)))

    server.default = answer
    return server
