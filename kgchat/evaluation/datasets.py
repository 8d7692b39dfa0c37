"""Question sets: MetaQA (``question<TAB>a1|a2``), PathQuestion (``question<TAB>ans(a/b/)<TAB>path``), the
Think-on-Graph JSON files (WebQSP, CWQ, GrailQA, SimpleQuestions, WebQuestions), question sets that ship each
question with its own Freebase slice (``subgraphs``: one ``{"id", "question", "answers", "q_entity",
"q_entity_mid", "compositionality_type", "graph"}`` a line, e.g. CWQ / WebQSP subgraphs; ``kgchat load`` reads the
same file for the graph), and kgchat's own JSON lines:
``jsonl`` (one ``{"question", "answers", "type"}`` a line; ``"answers": []`` means the graph cannot answer it) and
``conversations`` (one ``{"turns": [{"question", "answers"}, ...], "type"}`` a line, each turn asked with the
earlier turns as history)."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from kgchat.errors import ImportFormatError

CHAIN_FORMATS = ("metaqa", "pathquestion", "tog")  # question-answer pairs that training can use
FORMATS = (*CHAIN_FORMATS, "subgraphs", "jsonl", "conversations")
GIVEN_TOPICS = ("tog", "subgraphs")  # formats whose topic entities are given as entities (ids and names), not hints
QUESTION_FORMATS = ("text",)  # questions without answers: what training auto-annotates


@dataclass
class Example:
    """One question with its gold answers (names), topic entity hints and optional gold path / type."""

    qid: str
    question: str
    answers: list[str]
    topics: list[str] = field(default_factory=list)  # topic entity names (MetaQA: the [bracketed] mentions)
    qtype: str = ""
    gold_path: list[str] = field(default_factory=list)  # relations, when the dataset gives them
    group: str = ""  # examples that must stay on one side of a split (PathQuestion: the answer path)
    unanswerable: bool = False  # gold says the graph cannot answer: right when nothing is claimed from the graph
    conversation: str = ""  # the conversation this example is a turn of ("" for a question asked alone)
    turn: int = 0  # 1-based turn number within its conversation
    topic_ids: list[str] = field(default_factory=list)  # ids of ``topics`` when the set gives them (mids), same order


@dataclass
class Conversation:
    """Turns asked one after another, each with the answers of the earlier ones as its history."""

    qid: str
    turns: list[Example]
    qtype: str = ""


def read_metaqa(path: Path, qtype_file: Path | None = None) -> Iterator[Example]:
    qtypes: list[str] = []
    if qtype_file is None:
        guess = path.parent.parent / path.name.replace(".txt", "_qtype.txt")
        qtype_file = guess if guess.exists() else None
    if qtype_file is not None and qtype_file.exists():
        qtypes = qtype_file.read_text(encoding="utf-8").splitlines()
    hop = re.search(r"(\d)-hop", str(path))
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if not line.strip():
            continue
        q, sep, ans = line.partition("\t")
        if not sep:
            raise ImportFormatError(f"{path}:{i + 1}: expected 'question<TAB>answers'")
        qtype = qtypes[i] if i < len(qtypes) else (f"{hop.group(1)}-hop" if hop else "")
        yield Example(f"{path.parent.parent.name}:{i + 1}", q, [a for a in ans.split("|") if a],
                      re.findall(r"\[([^\]]+)\]", q), qtype)


def read_pathquestion(path: Path) -> Iterator[Example]:
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if not line.strip():
            continue
        parts = line.split("\t")
        if len(parts) < 3:
            raise ImportFormatError(f"{path}:{i + 1}: expected 'question<TAB>answer(...)<TAB>path'")
        q, ans, gold = parts[0].strip(), parts[1], parts[2]
        m = re.search(r"\((.*)\)", ans)
        answers = [a for a in (m.group(1) if m else ans).split("/") if a]
        hops = [h for h in gold.split("#") if h != "<end>"]
        rels = hops[1::2][: (len(hops) - 1) // 2]
        yield Example(f"{path.stem}:{i + 1}", q, answers, [hops[0]], f"{len(rels)}-hop", rels, gold.strip())


def read_tog(path: Path) -> Iterator[Example]:
    """ToG JSON: lists of dicts with a question and answers under several dataset-specific keys."""
    try:
        items = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ImportFormatError(f"{path} is not valid JSON: {exc}") from exc
    for i, item in enumerate(items):
        q = item.get("question") or item.get("RawQuestion") or item.get("ProcessedQuestion") or ""
        answers: list[str] = []
        raw = item.get("answer", item.get("answers", []))
        if isinstance(raw, str):
            answers = [raw]
        for a in raw if isinstance(raw, list) else []:
            if isinstance(a, dict):
                answers += _first(a, "entity_name", "answer_argument", "answer")
            else:
                answers.append(str(a))
        for parse in item.get("Parses", []):
            for a in parse.get("Answers", []):
                answers += _first(a, "EntityName", "AnswerArgument")
        given = item.get("topic_entity") or {}
        qid = str(item.get("qid", item.get("ID", item.get("QuestionId", i + 1))))
        yield Example(qid, q, list(dict.fromkeys(answers)), list(given.values()),
                      str(item.get("level", item.get("compositionality_type", ""))), topic_ids=list(given))


def read_subgraphs(path: Path) -> Iterator[Example]:
    """Questions of a per-question-subgraph set: ``answers`` are names, ``q_entity`` / ``q_entity_mid`` the topic
    entities (names and mids, same order), ``compositionality_type`` the type; the ``graph`` is for ``kgchat load``."""
    for line, item in _json_lines(path, "question"):
        answers, names = item.get("answers"), item.get("q_entity") or []
        if not isinstance(answers, list) or not isinstance(names, list):
            raise ImportFormatError(f"{path}:{line}: \"answers\" and \"q_entity\" must be lists of names.")
        yield Example(str(item.get("id") or f"{path.stem}:{line}"), str(item["question"]),
                      list(dict.fromkeys(str(a) for a in answers)), [str(n) for n in names],
                      str(item.get("compositionality_type") or item.get("type") or ""),
                      topic_ids=[str(m) for m in item.get("q_entity_mid") or []])


def _first(item: dict, *keys: str) -> list[str]:
    """The first present key's value: an answer's name when it has one, else its id or literal (never both, so
    F1 is not halved by counting one answer twice)."""
    for k in keys:
        if item.get(k) not in (None, ""):
            return [str(item[k])]
    return []


def _json_lines(path: Path, required: str) -> Iterator[tuple[int, dict]]:
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ImportFormatError(f"{path}:{i + 1}: not valid JSON ({exc.msg}).") from exc
        if not isinstance(item, dict) or required not in item:
            raise ImportFormatError(f"{path}:{i + 1}: expected an object with {required!r}.")
        yield i + 1, item


def _turn(path: Path, line: int, item: dict, qid: str, qtype: str) -> Example:
    answers = item.get("answers")
    if not isinstance(item.get("question"), str) or not isinstance(answers, list):
        raise ImportFormatError(f"{path}:{line}: each question needs a \"question\" string and an \"answers\" list "
                                "(empty when the graph cannot answer it).")
    return Example(qid, item["question"], [str(a) for a in answers], qtype=qtype, unanswerable=not answers)


def read_text(path: Path) -> Iterator[Example]:
    """Plain questions, one a line, no answers ([bracketed] names are topic hints; lines starting with # skipped)."""
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        q = line.split("\t")[0].strip()
        if q and not q.startswith("#"):
            yield Example(f"{path.stem}:{i + 1}", q, [], re.findall(r"\[([^\]]+)\]", q))


def read_jsonl(path: Path) -> Iterator[Example]:
    for line, item in _json_lines(path, "question"):
        yield _turn(path, line, item, f"{path.stem}:{line}", str(item.get("type", "")))


def read_conversations(path: str | Path) -> list[Conversation]:
    path = Path(path)
    if not path.exists():
        raise ImportFormatError(f"No conversation file at {path}.")
    out = []
    for line, item in _json_lines(path, "turns"):
        qid, qtype = f"{path.stem}:{line}", str(item.get("type", ""))
        if not isinstance(item["turns"], list) or not item["turns"]:
            raise ImportFormatError(f"{path}:{line}: \"turns\" must be a non-empty list.")
        turns = [_turn(path, line, t if isinstance(t, dict) else {}, f"{qid}#{n}", qtype)
                 for n, t in enumerate(item["turns"], 1)]
        for n, t in enumerate(turns, 1):
            t.conversation, t.turn, t.group = qid, n, qid  # a split keeps a conversation's turns together
        out.append(Conversation(qid, turns, qtype))
    return out


def read_examples(path: str | Path, fmt: str) -> list[Example]:
    """Questions of a file; a conversation file gives every turn, in order (use read_conversations to keep them
    together)."""
    path = Path(path)
    if not path.exists():
        raise ImportFormatError(f"No question file at {path}.")
    if fmt == "conversations":
        return [t for c in read_conversations(path) for t in c.turns]
    readers = {"metaqa": read_metaqa, "pathquestion": read_pathquestion, "tog": read_tog, "subgraphs": read_subgraphs,
               "jsonl": read_jsonl, "text": read_text}
    if fmt not in readers:
        raise ImportFormatError(f"Unknown question format {fmt!r}; use one of {', '.join(FORMATS + QUESTION_FORMATS)}.")
    return list(readers[fmt](path))


SPLITS = ("all", "train", "test")


def split_examples(examples: list[Example], part: str, test_fraction: float = 0.2, seed: int = 0) -> list[Example]:
    """A deterministic train/test split by ``group`` (by qid when there is none): all paraphrases of one
    PathQuestion path land on the same side. ``part`` is "train", "test" or "all"."""
    if part == "all":
        return list(examples)
    if part not in SPLITS:
        raise ImportFormatError(f"Unknown split {part!r}; use one of {', '.join(SPLITS)}.")

    def in_test(ex: Example) -> bool:
        digest = hashlib.sha256(f"{seed}:{ex.group or ex.qid}".encode()).digest()
        return int.from_bytes(digest[:8], "big") / 2**64 < test_fraction

    return [ex for ex in examples if in_test(ex) == (part == "test")]
