"""One part of a name. A label whose nodes are named by several keys read together (``LabelInfo.display``:
``firstName`` and ``lastName`` shown as "Ewart Penhallow") holds no one key with the word in it as a whole.

- After "called": "customers *called Ewart*": the word is a whole value of one of those keys, and the test is that
  key equal to it. A word that is no whole value of any of them (a name cut short, a word of a title) leaves the
  usual text test. So also for a label named by a code beside a name its nodes share (``Dog`` nodes shown by
  ``chipNo``, "dogs *called Bella*": the shared ``name`` equal to 'Bella').
- After a name key's own word: "staff with *surname* Penrose", "whose last name is Penrose": the same test, on the
  key that word names only, even where the word alone would name one node (``one_word_of_name``).
- Alone, as people name someone they know: "*Kilbride*'s first name", "when did *Prof Nieuwland* qualify",
  "*thisbe*'s surname": a word that is the whole value of one name key of exactly one node names that node (with a
  title of address before it, the title too). An English word ("price", "young") names someone only with a title
  before it or a capital inside the sentence.
"""

from __future__ import annotations

from typing import Any

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.errors import KGChatError
from kgchat.logic.nodes import And, Class, Entity, Expr, Join, Relation
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.name_heads import close_spelling
from kgchat.reasoning.schema_parser.schema_index import MAX_VALUES, SchemaIndex
from kgchat.reasoning.schema_parser.words import STOP, Cue
from kgchat.text import word_kinds
from kgchat.types import Entity as Node

CALLED = frozenset({"called", "named"})
# titles of address said before a family name ("Dr Kilbride", "Prof. Nieuwland")
TITLES = frozenset({"dr", "doctor", "prof", "professor", "mr", "mrs", "ms", "miss", "mx", "sir", "dame"})


def one_word_of_name(b: Builder, em: Any) -> bool:
    """Whether an entity mention is one word of a longer name ("Penrose" of Ysolde Penrose)."""
    said = normalize_name(b.r.text(em.tokens))
    name = normalize_name(em.entity.name or "")
    return len(em.tokens) == 1 and said != name and said in name.split()


def name_part_links(b: Builder, label: str, cue: Cue, text: str,
                    toks: frozenset[int]) -> list[tuple[Expr, list[Part]]]:
    """The key among ``label``'s name parts holding ``text`` as a whole value, equal to it (as stored)."""
    info = b.schema.label(label)
    if info is None:
        return []
    # a label named by a code, beside a name many of its nodes share ("dogs *called Bella*": a ``name`` beside the
    # unique ``chipNo``), or by a name some of its nodes share (told apart by other keys: ``LabelInfo.apart``):
    # after "called", the whole value of that name
    shared = [k for k in (*info.apart[:1], *info.search_properties) if k != info.name_property
              or (key := info.property(k)) is not None and key.shared] if cue.word in CALLED else []
    names = info.display if len(info.display) >= 2 else tuple(shared)
    if not names:
        return []
    # "whose *surname* is Penrose": the cue's word names one of the name keys, and only that key is tested
    keyed = [m.element.name for m in b.prop_mentions(label) if set(m.tokens) & set(cue.tokens) and m.score >= 0.75
             and m.element.name in names]
    if cue.word not in CALLED and not keyed:
        return []
    want = normalize_name(text)
    out: list[tuple[Expr, list[Part]]] = []
    for key in keyed[:1] or names:
        stored = next((v for v in b.index.store.property_values(key, MAX_VALUES) if normalize_name(v) == want), None)
        if stored is not None:
            out.append((Join(Relation(key), Entity(stored)),
                        [Part(None, toks | frozenset(cue.tokens), 1.0, "constraint", f"{key} {stored!r}")]))
    return out


def named_by_part(tokens: list[Any], index: SchemaIndex, store: GraphStore,
                  taken: set[int]) -> list[tuple[tuple[int, ...], Node]]:
    """Single words naming one node by one part of its name ("*Kilbride*'s first name"; see the module docstring):
    the word's tokens (with a title of address right before it) and the node."""
    parts = index.name_parts()
    out: list[tuple[tuple[int, ...], Node]] = []
    for i, t in enumerate(tokens):
        held = parts.get(_said(t))
        if i in taken or not held or t.low in STOP or t.low in CALLED or i > 0 and tokens[i - 1].low in CALLED:
            continue
        titled = i > 0 and tokens[i - 1].low.rstrip(".") in TITLES and i - 1 not in taken
        if word_kinds(t.low) and not titled and not (i > 0 and t.text[:1].isupper()):
            continue  # "the *price* of X" is no Mr Price: an English word names someone only with a capital inside
            # the sentence, or a title before it
        found: dict[str, Node] = {}
        for label, key, stored in held:
            try:
                found.update((e.id, e) for e in store.execute(And(Class(label), Join(Relation(key), Entity(stored)))))
            except KGChatError:
                continue
        if len(found) == 1:
            node = next(iter(found.values()))
            span = (i - 1, i) if titled else (i,)
            out.append((span + _misspelt_rest(tokens, i, node, taken) if not titled else span, node))
    return out


def _misspelt_rest(tokens: list[Any], i: int, node: Node, taken: set[int]) -> tuple[int, ...]:
    """The word after word ``i`` when it is the next word of ``node``'s name, misspelt by a letter or two ("*Kofi
    Amberly*" of Kofi Amberley: the surname is the same person's, not a word of its own left over); else none."""
    words = normalize_name(node.name or "").split()
    said = _said(tokens[i])
    j = i + 1
    if said not in words[:-1] or j >= len(tokens) or j in taken or not tokens[j].text[:1].isupper():
        return ()
    nxt = _said(tokens[j])
    following = words[words.index(said) + 1]
    return (j,) if nxt != following and close_spelling(following, nxt) else ()


def _said(token: Any) -> str:
    """A word as a name is matched: without a possessive ending ("*Kilbride's*" → "kilbride")."""
    return normalize_name(token.text.removesuffix("'s").removesuffix("’s"))
