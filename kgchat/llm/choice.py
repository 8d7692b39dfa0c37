"""Reading an LLM's choice among given candidates: the constrained-JSON form, and the old free-text form.

Engines ask an LLM to choose among candidates (relations, entities, CRF options) through ``LLM.choose``. How an
adapter reads the choice depends on what its backend can do, best first:

* ``logprobs``: the probability of each candidate written out as the reply (a local llama.cpp model);
* ``json``: a reply constrained by a JSON schema whose ``option`` field only admits the candidates (OpenAI and the
  compatible servers that support structured output);
* ``text``: a free-text reply of ``candidate: score`` lines read back by ``parse_scores`` (any other LLM).

Whatever the form, the result is one score per candidate, summing to 1 when any is above 0.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from rapidfuzz import fuzz

from kgchat.errors import LLMResponseError

_NUMBER = re.compile(r"(\d+(?:\.\d+)?|\.\d+)\s*(%)?")
_PREFIX = re.compile(r"^\s*(?:[-*•]|\d+[.)]|\(\d+\))\s*")


def normalised(scores: Sequence[float]) -> list[float]:
    """``scores`` scaled to sum to 1 (left as they are when all are 0)."""
    total = sum(scores)
    return [s / total for s in scores] if total > 0 else list(scores)


def parse_scores(reply: str, options: Sequence[str]) -> list[float]:
    """Map each option to the score a free-text reply gives it (0 when absent); normalised to sum to 1.

    Replies seen in the wild include numbered lists, bullets, quotes, ``{name (Score: 0.4)}`` (the reference
    code's format), percentages and extra prose; all of those parse. A reply with nothing usable raises
    LLMResponseError so the engine can record it and fall back.
    """
    by_norm = {o.casefold(): i for i, o in enumerate(options)}
    scores = [0.0] * len(options)
    hits = 0
    for raw in reply.splitlines():
        line = _PREFIX.sub("", raw.strip().strip("{}[]"))
        if not line:
            continue
        # The name is whatever precedes the last number on the line.
        numbers = list(_NUMBER.finditer(line))
        if not numbers:
            continue
        num = numbers[-1]
        value = float(num.group(1)) / (100.0 if num.group(2) or float(num.group(1)) > 1.0 else 1.0)
        name = re.sub(r"\(?\s*score\s*[:=]?\s*$", "", line[: num.start()], flags=re.IGNORECASE)
        name = name.strip().strip(":=-–—,;()\"'`*").strip()
        if not name:
            continue
        idx = by_norm.get(name.casefold())
        if idx is None:  # an option named inside surrounding words, e.g. 'Sure! "written_by"'
            inside = [i for i, o in enumerate(options) if o.casefold() in name.casefold()]
            idx = max(inside, key=lambda i: len(options[i])) if inside else None
        if idx is None:
            best = max(range(len(options)), key=lambda i: fuzz.ratio(name.casefold(), options[i].casefold()), default=None)
            if best is None or fuzz.ratio(name.casefold(), options[best].casefold()) < 85:
                continue
            idx = best
        scores[idx] = max(scores[idx], min(max(value, 0.0), 1.0))
        hits += 1
    if not hits:
        named = _named_first(reply, options)  # a bare choice: "Yes", "directed_by.", "No, because ..."
        if named is None:
            raise LLMResponseError(f"Could not read any scores from the LLM reply: {reply[:200]!r}")
        scores[named] = 1.0
    return normalised(scores)


def _named_first(reply: str, options: Sequence[str]) -> int | None:
    """The option the reply's first line starts with (the longest, if several do), or None."""
    line = reply.strip().splitlines()[0].strip(" \t\"'`*-•.:") if reply.strip() else ""
    starts = [i for i, o in enumerate(options)
              if line.casefold().startswith(o.casefold()) and not line[len(o):len(o) + 1].isalnum()]
    return max(starts, key=lambda i: len(options[i])) if starts else None


def choice_schema(options: Sequence[str]) -> dict[str, Any]:
    """A JSON schema that admits only the candidates: ``{"choices": [{"option": <candidate>, "score": n}, ...]}``.

    ``strict`` structured output (OpenAI) needs every property required and no additional ones."""
    item = {"type": "object", "additionalProperties": False, "required": ["option", "score"],
            "properties": {"option": {"type": "string", "enum": list(dict.fromkeys(options))},
                           "score": {"type": "number"}}}
    return {"type": "object", "additionalProperties": False, "required": ["choices"],
            "properties": {"choices": {"type": "array", "items": item}}}


def parse_json_scores(reply: str, options: Sequence[str]) -> list[float]:
    """Scores from a reply to ``choice_schema``; LLMResponseError when it is not that JSON or names no candidate."""
    start, end = reply.find("{"), reply.rfind("}")  # servers without a schema may wrap it in prose or ``` fences
    try:
        data = json.loads(reply[start:end + 1] if 0 <= start < end else reply)
        items = data["choices"]
        if not isinstance(items, list):
            raise TypeError("choices is not a list")
    except (ValueError, KeyError, TypeError) as exc:
        raise LLMResponseError(f"the LLM's reply is not the JSON asked for ({exc}): {reply[:200]!r}") from exc
    index = {o: i for i, o in enumerate(options)}
    scores = [0.0] * len(options)
    for item in items:
        if not isinstance(item, dict) or item.get("option") not in index:
            continue
        try:
            value = float(item.get("score", 0.0))
        except (TypeError, ValueError):
            continue
        i = index[item["option"]]
        scores[i] = max(scores[i], min(max(value, 0.0), 1.0))
    if not any(scores):
        if any(isinstance(it, dict) and it.get("option") in index for it in items):  # named, all scored 0
            named = {index[it["option"]] for it in items if isinstance(it, dict) and it.get("option") in index}
            return normalised([1.0 if i in named else 0.0 for i in range(len(options))])
        raise LLMResponseError(f"the LLM's JSON reply names none of the candidates: {reply[:200]!r}")
    return normalised(scores)


def listing(options: Sequence[str], scores: Sequence[float]) -> str:
    """What the trace shows for a choice read without a free-text reply: one ``score<TAB>candidate`` line each,
    best first."""
    order = sorted(range(len(options)), key=lambda i: (-scores[i], i))
    return "\n".join(f"{scores[i]:.4f}\t{options[i]}" for i in order)
