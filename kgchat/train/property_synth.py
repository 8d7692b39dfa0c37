"""Questions a property graph asks of itself: for training the schema parser's ranker without labelled questions.

From the graph's schema (``GraphStore.schema()``) and a sample of its nodes and values, each question is written
from a logical form, so the form is its label. The shapes are the ones people ask of such graphs: a relationship
from a named node, a property of a named node, filters on a property (a number or date compared, a value, a true /
false flag, text contained), the top k by a property or by how many related things, counts, averages and totals,
and a property of the relationship between two named nodes. Wordings are general English with the graph's own
words (``identifier_words``: ``unitsInStock`` → "units in stock"), a few per shape, so a ranker trained on them
learns how this graph's words and shapes combine, not one phrasing.
"""

from __future__ import annotations

from dataclasses import dataclass

from kgchat.backends.base import GraphStore
from kgchat.backends.sample import LabelSample
from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    And,
    Class,
    Compare,
    Count,
    Entity,
    Join,
    Literal,
    Relation,
    Top,
    value_key,
)
from kgchat.logic.sexpr import to_sexpr
from kgchat.schema import NUMERIC, LabelInfo, identifier_words
from kgchat.text import plural
from kgchat.types import Direction

SHAPES = ("lookup", "property", "filter", "value", "flag", "text", "top", "top_count", "count", "average",
          "qualifier")


@dataclass(frozen=True)
class PropertyQuestion:
    question: str
    form: str  # the S-expression the question was written from
    shape: str

    def to_dict(self) -> dict:
        return {"question": self.question, "form": self.form, "shape": self.shape}


class PropertySynthesizer(LabelSample):
    """Writes questions from the schema and a sample of the data of one graph."""

    def values(self, entity_id: str, relation: str) -> list[str]:
        return [v.name for v in self.store.neighbors(entity_id, relation, Direction.OUT, limit=5)]

    def make(self, shape: str) -> PropertyQuestion | None:
        labels = [x for x in self.schema.labels if x.count and x.name_property]
        if not labels:
            return None
        label = self.rng.choice(labels)
        noun = identifier_words(label.name)
        nouns = plural(noun)
        props = [p for p in label.properties if p.key != label.name_property and not p.is_list]
        numeric = [p for p in props if p.type in NUMERIC or p.type in ("date", "datetime")]
        members = self.members(label.name)
        if shape == "lookup":
            rels = [r for r in self.schema.relationships if label.name in r.ends and r.starts]
            if not rels:
                return None
            rel = self.rng.choice(rels)
            target = rel.starts[0]
            if not members:
                return None
            e = self.rng.choice(members)
            form = And(Class(target), Join(Relation(rel.name), Entity(e.id)))
            verb = identifier_words(rel.name)
            text = self.rng.choice([f"Which {plural(identifier_words(target))} {verb} {e.name}?",
                                    f"List the {plural(identifier_words(target))} that {verb} {e.name}.",
                                    f"Who {verb} {e.name}?"])
            return PropertyQuestion(text, to_sexpr(form), shape)
        if shape == "property" and props and members:
            p, e = self.rng.choice(props), self.rng.choice(members)
            if not self.values(e.id, p.key):
                return None
            words = identifier_words(p.key)
            form = Join(Relation(p.key, reverse=True), Entity(e.id))
            text = self.rng.choice([f"What is the {words} of {e.name}?", f"What {words} does {e.name} have?",
                                    f"Tell me the {words} of {e.name}."])
            return PropertyQuestion(text, to_sexpr(form), shape)
        if shape == "filter" and numeric and members:
            p, e = self.rng.choice(numeric), self.rng.choice(members)
            vals = [v for v in self.values(e.id, p.key) if value_key(v) is not None]
            if not vals:
                return None
            v = vals[0][:10] if p.type in ("date", "datetime") else vals[0]
            op, word = self.rng.choice([("gt", "more than"), ("lt", "less than"), ("gt", "greater than"),
                                        ("lt", "below"), ("gt", "above")])
            form = And(Class(label.name), Compare(op, Relation(p.key), Literal(v)))
            text = self.rng.choice([f"Which {nouns} have a {identifier_words(p.key)} {word} {v}?",
                                    f"List {nouns} with {identifier_words(p.key)} {word} {v}."])
            return PropertyQuestion(text, to_sexpr(form), shape)
        if shape == "value":
            cats = [p for p in props if p.type == "string" and 1 < p.distinct <= 50 and p.samples]
            if not cats:
                return None
            p = self.rng.choice(cats)
            v = self.rng.choice(list(p.samples))
            form = And(Class(label.name), Join(Relation(p.key), Entity(v)))
            text = self.rng.choice([f"Which {nouns} have {identifier_words(p.key)} {v}?",
                                    f"Show the {nouns} whose {identifier_words(p.key)} is {v}."])
            return PropertyQuestion(text, to_sexpr(form), shape)
        if shape == "flag":
            flags = [p for p in props if p.type == "bool"]
            if not flags:
                return None
            p = self.rng.choice(flags)
            form = And(Class(label.name), Join(Relation(p.key), Entity("true")))
            return PropertyQuestion(f"Which {nouns} are {identifier_words(p.key)}?", to_sexpr(form), shape)
        if shape == "text" and members and (text := text_key(label)) is not None:
            e = self.rng.choice(members)
            held = self.values(e.id, text)  # the node's own words under that key, not the name it is shown by
            words = [w for w in (held[0].split() if held else []) if len(w) > 3]
            if not words:
                return None
            w = self.rng.choice(words)
            form = And(Class(label.name), Compare("contains", Relation(text), Literal(w)))
            return PropertyQuestion(f"Which {nouns} have a {identifier_words(text)} containing '{w}'?",
                                    to_sexpr(form), shape)
        if shape == "top" and numeric:
            p = self.rng.choice(numeric)
            k = self.rng.choice([1, 3, 5])
            high = self.rng.random() < 0.5
            form = Top(Class(label.name), Relation(p.key), k, high)
            extreme = "highest" if high else "lowest"
            text = (f"Which {noun} has the {extreme} {identifier_words(p.key)}?" if k == 1 else
                    self.rng.choice([f"What are the top {k} {nouns} by {identifier_words(p.key)}?",
                                     f"List the {k} {nouns} with the {extreme} {identifier_words(p.key)}."]))
            return PropertyQuestion(text, to_sexpr(form), shape)
        if shape == "top_count":
            rels = [r for r in self.schema.relationships if label.name in r.starts and r.ends]
            if not rels:
                return None
            rel = self.rng.choice(rels)
            other = plural(identifier_words(rel.ends[0]))
            slot = Agg("count", Relation(f"{rel.name}.start", reverse=True)) if rel.properties else \
                Agg("count", Relation(rel.name))
            k = self.rng.choice([1, 3])
            form = Top(Class(label.name), slot, k, True)
            text = f"Which {noun} has the most {other}?" if k == 1 else f"Which {k} {nouns} have the most {other}?"
            return PropertyQuestion(text, to_sexpr(form), shape)
        if shape == "count":
            form = Count(Class(label.name))
            return PropertyQuestion(self.rng.choice([f"How many {nouns} are there?",
                                                     f"What is the number of {nouns}?"]), to_sexpr(form), shape)
        if shape == "average" and numeric:
            p = self.rng.choice([q for q in numeric if q.type in NUMERIC] or [None])
            if p is None:
                return None
            fn = self.rng.choice(["avg", "sum"])
            form = Aggregate(fn, Class(label.name), Relation(p.key))
            word = "average" if fn == "avg" else "total"
            return PropertyQuestion(f"What is the {word} {identifier_words(p.key)} of all {nouns}?", to_sexpr(form),
                                    shape)
        if shape == "qualifier":
            rels = [r for r in self.schema.relationships if r.properties and label.name in r.starts]
            if not rels or not members:
                return None
            rel = self.rng.choice(rels)
            start = self.rng.choice(members)
            ends = self.store.neighbors(start.id, rel.name, Direction.OUT, limit=3)
            if not ends:
                return None
            end = ends[0]
            p = self.rng.choice(rel.properties)
            edges = And(Join(Relation(f"{rel.name}.start"), Entity(start.id)),
                        Join(Relation(f"{rel.name}.end"), Entity(end.id)))
            form = Join(Relation(f"{rel.name}.{p.key}", reverse=True), edges)
            text = f"What {identifier_words(p.key)} did {start.name} {identifier_words(rel.name)} {end.name}?"
            return PropertyQuestion(text, to_sexpr(form), shape)
        return None


def text_key(label: LabelInfo) -> str | None:
    """The text key whose words a "containing" question tests: the name people read when a code or a number names
    the nodes (``LabelInfo.keyed``: "Island Loop (F1)" is named by ``ref``, read by ``name``), else the naming key;
    None when that key holds no text (a number names the nodes, and nothing else is read)."""
    key = label.display[0] if label.keyed and len(label.display) == 1 else label.name_property
    p = label.property(key) if key else None
    return key if p is not None and p.type == "string" and not p.is_list else None


def synthesize_property_questions(store: GraphStore, n: int = 300, seed: int = 0) -> list[PropertyQuestion]:
    """About ``n`` questions, shapes drawn evenly, each checked to have an answer on the graph."""
    s = PropertySynthesizer(store, seed)
    out: list[PropertyQuestion] = []
    seen: set[str] = set()
    for i in range(n * 4):
        if len(out) >= n:
            break
        q = s.make(SHAPES[i % len(SHAPES)])
        if q is None or q.question in seen:
            continue
        try:
            if not store.execute(q.form):
                continue
        except Exception:  # noqa: BLE001 - a form the graph cannot run is no training question
            continue
        seen.add(q.question)
        out.append(q)
    return out


