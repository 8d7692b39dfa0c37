"""Names said with a letter wrong: "who trained ffion *caradoc*" (Ffion Caradog), "barrels raised by ffion
*cardog*", "which barrels did *Glenarow* buy" (Glenarrow), "St *Oswalds* Hill" (St Oswald, Hill).

A word no exact name has claimed, no English dictionary knows (nor the schema's own words, nor a function word), of
four letters or more and no digits, is looked up with the store's own name search. A node whose normalised name
has as many words as a run of the question's words around it, each the same or one edit away (a letter added,
dropped, changed, or two letters swapped; words of four letters or more keeping their first letter), one or two
edits in all, is named by that run, where no other name is as near. Longer runs first; a run claimed is not read
again.

A name said in part, as people say a name they know (``names_in_part``): "*Rufus*'s barrels" for Rufus Hale,
"barrels by *Wisniewski*" for Marek Wisniewski, "*St Ia*" for St Ia, Carrow Mill. A run of capitalised words no exact name
has claimed, one at least no English word, the schema's or a function word, whose words come in that order, whole,
in the name of exactly one node the store's search offers (of fewer than ``SETTLED`` offered), names that node.

Either way the mention says why it is loose: the reading names the node as stored, and the badge never says exact,
since which node was meant is the reader's guess (``coverage``).
"""

from __future__ import annotations

from rapidfuzz.distance import OSA

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.errors import KGChatError
from kgchat.reasoning.schema_parser.dates import MONTHS, WEEKDAYS
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.spelling import in_dictionary
from kgchat.reasoning.schema_parser.words import STOP, Reading, stem
from kgchat.types import Entity

SHORTEST = 4  # letters a word needs before one edit in it is read as a slip
PART_SHORTEST = 3  # letters of a part of a name said alone ("Ian")
MOST_EDITS = 2  # edits in all a name may be said with
LOOKUPS = 4  # searches each reading makes at most, per question (so 2 × LOOKUPS in all)
SEARCHED = 10  # names the store's search offers per word
SETTLED = 50  # names offered for a part of a name: fewer, and the one holding it is the only one


def misspelt_names(reading: Reading, index: SchemaIndex, store: GraphStore,
                   taken: set[int]) -> list[tuple[tuple[int, ...], Entity, str]]:
    """(the run of words, the node, why it is read loosely) of each name said with a letter wrong (see the module
    docstring), on words outside ``taken``."""
    tokens = reading.tokens
    schema_stems = {x for e in index.elements for x in e.stems}
    values = index.values()  # a stored value said whole is read as such
    unknown = [i for i, t in enumerate(tokens) if i not in taken and _unknown(t.low, schema_stems)
               and t.low not in values]
    found: list[tuple[tuple[int, ...], Entity, str]] = []
    claimed = set(taken)
    for i in unknown[:LOOKUPS]:
        if i in claimed:
            continue
        try:
            matches = store.search_entities(tokens[i].low, limit=SEARCHED)
        except KGChatError:
            return found
        near: dict[tuple[int, ...], list[tuple[int, Entity]]] = {}
        for m in matches:
            name = normalize_name(m.entity.name or "").split()
            for start in range(max(0, i - len(name) + 1), i + 1):
                run = tuple(range(start, start + len(name)))
                if run[-1] < len(tokens) and not set(run) & claimed and \
                        (edits := _edits([normalize_name(tokens[j].text) for j in run], name)) is not None:
                    near.setdefault(run, []).append((edits, m.entity))
        for run, pairs in sorted(near.items(), key=lambda kv: (-len(kv[0]), min(e for e, _ in kv[1]))):
            fewest = min(e for e, _ in pairs)
            entities = [x for e, x in pairs if e == fewest]
            if len({normalize_name(x.name or "") for x in entities}) != 1 or set(run) & claimed:
                continue  # another name as near: which one is meant is not said
            said = reading.text(list(run))
            found += [(run, x, f"'{said}' is read as {x.name}, a name spelt otherwise") for x in entities[:5]]
            claimed |= set(run)
    return found


def names_in_part(reading: Reading, index: SchemaIndex, store: GraphStore,
                  taken: set[int]) -> list[tuple[tuple[int, ...], Entity, str]]:
    """(the run of words, the node, why it is read loosely) of each name said in part (see the module docstring),
    on words outside ``taken``."""
    tokens = reading.tokens
    schema_stems = {x for e in index.elements for x in e.stems}
    runs: list[list[int]] = []
    for i, t in enumerate(tokens):
        if i in taken or not t.text[:1].isupper() or not t.text.isalpha() or t.low in STOP or \
                i == 0 and in_dictionary(t.low):
            continue  # ("List Wisniewski barrels": a capital the sentence gives)
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    found: list[tuple[tuple[int, ...], Entity, str]] = []
    runs = [run for run in runs if any(_unknown(tokens[i].low, schema_stems, PART_SHORTEST) for i in run)]
    for run in runs[:LOOKUPS]:
        said = [normalize_name(tokens[i].text) for i in run]
        try:
            matches = store.search_entities(" ".join(said), limit=SETTLED)
        except KGChatError:
            return found
        holding = {m.entity.id: m.entity for m in matches if _within(said, normalize_name(m.entity.name or "").split())}
        if len(holding) == 1 and len(matches) < SETTLED:  # every node the search could offer was looked at
            x = next(iter(holding.values()))
            found.append((tuple(run), x, f"'{reading.text(run)}' is read as {x.name}, a name said in part"))
    return found


def _within(said: list[str], name: list[str]) -> bool:
    """Whether the words said come in ``name`` in that order, next to each other, and are not the whole name."""
    n = len(said)
    return n < len(name) and any(name[k:k + n] == said for k in range(len(name) - n + 1))


def _unknown(word: str, schema_stems: set[str], shortest: int = SHORTEST) -> bool:
    """Whether a lower-case word could be a name said with a letter wrong (or a part of one): letters only, long
    enough, and neither a function word, a word of the schema's names, an English word nor a date's word (a month
    or a weekday: "serviced in July 2025" is no part of a track called "Rain in July")."""
    return word.isalpha() and len(word) >= shortest and word not in STOP and stem(word) not in schema_stems \
        and not in_dictionary(word) and word not in MONTHS and word not in WEEKDAYS


def _edits(said: list[str], name: list[str]) -> int | None:
    """Edits between the words said and a name of as many words, each word the same or one edit away (and then of
    SHORTEST letters or more on both sides, first letters alike); None where they differ more, or not at all."""
    if len(said) != len(name) or not said:
        return None
    edits = 0
    for a, b in zip(said, name, strict=True):
        if a == b:
            continue
        if min(len(a), len(b)) < SHORTEST or a[0] != b[0] or OSA.distance(a, b) != 1:
            return None
        edits += 1
    return edits if 0 < edits <= MOST_EDITS else None
