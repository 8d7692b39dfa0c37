"""Question wordings for synthesised questions: plain English patterns over a relation's words, for any graph.

A question is built inside out. The topic entity is the innermost noun phrase; every step of the chain wraps it in
a pattern chosen at random for the step's kind (``forward`` noun "the {n} of {np}", ``forward`` passive "the one
{np} was {v} by", ``reverse`` noun "the {things} whose {n} is {np}", ``reverse`` passive "the {things} {v} by {np}",
and ``share`` for a step straight back along the previous one: "other {things} with the same {n} as {np}"); a frame
turns the outer phrase into a question ("what is {np}?", "name {np}"), or the last step is asked about directly
("what {n} does {np} have?", "who was {np} {v} by?"). Compositional frames add a count, a superlative, a
comparison or a second entity around the chain. Words come from the relation names (``schema.Phrase``), other
words the encoder finds for them, and, for relations keeping facts about people, the words of their concept in
``kgchat.lexicons.people`` (``StepWords.common``, ``twice``, ``asks``); no pattern names a domain.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

# -- noun phrases, one step at a time: {np} is the phrase so far, {n} the relation's words, {v} its verb ----------
FORWARD = ("the {n} of {np}", "{np}'s {n}", "{np} 's {n}", "the {n} of {np}", "the {n} for {np}", "{np}'s {n}")
FORWARD_VERB = ("the one who {v} {np}", "whoever {v} {np}", "the one {np} was {v} by", "the {type} who {v} {np}",
                "who {v} {np}", "the {n} of {np}")
REVERSE = ("the {things} whose {n} is {np}", "{things} with {np} as {n}", "the {things} that have {np} as their {n}",
           "{things} with the {n} {np}", "the {things} with {n} {np}", "what has {np} as its {n}")
REVERSE_VERB = ("the {things} {v} by {np}", "{things} that were {v} by {np}", "{things} {np} {v}",
                "the {things} that {np} {v}", "what was {v} by {np}")
SHARE = ("other {things} with the same {n} as {np}", "the {things} that share a {n} with {np}",
         "{things} sharing {n} with {np}", "the {things} whose {n} is also the {n} of {np}",
         "{things} that have the same {n} as {np}")

# -- questions around the outer phrase ------------------------------------------------------------------------------
FRAMES = ("what is {np}", "what are {np}", "which is {np}", "name {np}", "tell me {np}", "{np}", "list {np}",
          "give me {np}", "find {np}", "do you know {np}", "can you tell me {np}", "i want to know {np}",
          "{np} is what", "what would be {np}", "show me {np}")
PERSON_FRAMES = ("who is {np}", "who are {np}", "who's {np}")
# -- the last step asked about directly: {np} is the phrase before it ----------------------------------------------
ASK_FORWARD = ("what {n} does {np} have", "which {n} does {np} have", "{np} has which {n}", "what is {np}'s {n}",
               "what {n} is {np}", "which {n} is {np}", "what {n} is {np} of", "{np} is of which {n}",
               "what's the {n} of {np}", "which {type} is the {n} of {np}", "{np}, what is its {n}",
               "what {n} is {np} associated with", "{np} {n}", "the {n} of {np} is", "{n} of {np}")
ASK_FORWARD_VERB = ("who {v} {np}", "{np} was {v} by whom", "by whom was {np} {v}", "what is {np} {v} by",
                    "who was {np} {v} by", "which {type} {v} {np}", "{np} {v} by")
ASK_REVERSE = ("whose {n} is {np}", "what has {np} as {n}", "which {things} have the {n} {np}",
               "what {things} have {n} {np}", "{np} is the {n} of what", "{np} is the {n} of which {type}",
               "{np} is the {n} of", "which {type} has {n} {np}")
ASK_REVERSE_VERB = ("what was {v} by {np}", "which {things} were {v} by {np}", "what {things} has {np} {v}",
                    "what has {np} {v}", "{v} by {np}", "which {things} did {np} get {v} by")
# -- compositional frames: {np} is the chain's phrase; {value} a relation holding years or numbers ----------------
COUNT = ("how many {things} are {np}", "what is the number of {np}", "count {np}", "number of {np}",
         "how many are {np}")
COUNT_FORWARD = ("how many {n} does {np} have", "how many {n} has {np} got", "how many {n} are there for {np}")
COUNT_REVERSE_VERB = ("how many {things} were {v} by {np}", "how many {things} has {np} {v}")
SUPERLATIVE = ("which of {np} has the {most} {value}", "{np} with the {most} {value}",
               "which one of {np} has the {most} {value}", "of {np}, which has the {most} {value}")
MOST = {"year": ("latest", "earliest", "most recent", "oldest", "first", "last"),
        "number": ("largest", "smallest", "highest", "lowest", "biggest", "greatest")}
COMPARATIVE = ("which of {np} has a {value} {than} {x}", "{np} whose {value} is {than} {x}",
               "{np} with {value} {than} {x}", "which of {np} have {value} {than} {x}")
THAN = {"year": ("after", "before", "later than", "earlier than", "since"),
        "number": ("greater than", "less than", "above", "below", "over", "under", "more than")}
CONJUNCTION = ("which of {np} has {n2} {x}", "{np} that also has {n2} {x}", "{np} whose {n2} is {x}",
               "which of {np} have the {n2} {x}", "{np} with {n2} {x}")
CONJUNCTION_VERB = ("which of {np} were {v2} by {x}", "{np} that were also {v2} by {x}", "{np} {v2} by {x}")
# -- steps onto a year or a date: asked with "when" / "what year"; {p} is the relation as a participle ("released"
# of ``release_year``, "founded" of ``founded``), and patterns without {p} serve relations that have none ----------
ASK_WHEN = ("when was {np} {p}", "what year was {np} {p}", "in which year was {np} {p}", "in what year was {np} {p}",
            "{np} was {p} in which year", "when were {np} {p}", "what years were {np} {p}", "which year was {np} {p} in")
ASK_WHEN_PLAIN = ("when is {np} from", "what year is {np} from", "{np} is from which year", "when was {np}",
                  "which year is {np} from", "what year was {np}", "when is {np}", "the year of {np}")
# ... and a year as the topic: what it holds for ("the ones released in 1999")
REVERSE_WHEN = ("the {things} {p} in {np}", "{things} that were {p} in {np}", "the {things} from {np}",
                "{things} from the year {np}", "the {things} of {np}")
GENERIC_THINGS = ("things", "ones", "entities", "items")
DATE_WORDS = frozenset({"year", "years", "date", "dates", "time", "day", "of", "the", "on", "in", "when"})


@dataclass(frozen=True)
class StepWords:
    """What one chain step says: its relation words, passive verb, direction, and the type of what it reaches."""

    noun: str
    verb: str
    reverse: bool
    answer_type: str = ""  # "" when the graph has no types for it
    share: bool = False  # the step goes straight back along the previous one ("the others with the same ...")
    others: tuple[str, ...] = ()  # other words for the relation (``kgchat.train.synonyms``)
    fillers: tuple[str, ...] = ()  # words that name no relation of the graph
    value: str = ""  # 'year' when the step reaches (or, reversed, starts from) years or dates; see schema.value_kind
    # The words people use for the relation, from a concept of ``kgchat.lexicons.people`` attached to it
    # (``kgchat.scorers.relation_words.concept_words``): nouns for its object, nouns for it taken twice, whole questions.
    common: tuple[str, ...] = ()
    twice: tuple[str, ...] = ()
    asks: tuple[str, ...] = ()


SYNONYM_RATE = 0.5  # share of steps worded with another word for their relation, when it has one
FILLER_RATE = 0.1  # share of steps worded with a word that names no relation (the question's shape still counts)
COMMON_RATE = 0.5  # share of steps worded with a concept's noun, when the relation keeps a concept
TWICE_RATE = 0.4  # share of two like steps in a row worded as one ("X's grandfather"), when the concept has words
ASK_RATE = 0.35  # share of questions whose last step is asked with one of its concept's questions, when it has some


def _fill(rng: random.Random, pattern: str, step: StepWords, np: str, person: bool = False, noun: str = "") -> str:
    things = _plural(step.answer_type) if step.answer_type else rng.choice(GENERIC_THINGS)
    kind = step.answer_type or ("person" if person else rng.choice(("one", "thing", "entity")))
    noun = noun or _noun(rng, step)
    return pattern.format(n=noun, v=step.verb or noun, np=np, things=things, type=kind)


def _noun(rng: random.Random, step: StepWords) -> str:
    """The step's relation words, a concept's noun for it, another word the encoder found for it, or a filler."""
    pick = rng.random()
    if step.common and rng.random() < COMMON_RATE:
        return rng.choice(step.common)
    if step.fillers and pick < FILLER_RATE:
        return rng.choice(step.fillers)
    if step.others and pick < FILLER_RATE + SYNONYM_RATE:
        return rng.choice(step.others)
    return step.noun


def participles(step: StepWords) -> tuple[str, ...]:
    """The relation as a past participle, for "when was X {p}": from its words without the date words ("release
    year" -> "released", "founded" -> "founded"), and other words for it that are participles already."""
    words = [x for x in step.noun.split() if x not in DATE_WORDS]
    out = []
    if len(words) == 1:
        word = words[0]
        out.append(word if word.endswith("ed") else word + "d" if word.endswith("e")
                   else word[:-1] + "ied" if word.endswith("y") and word[-2:-1] not in "aeiou" else word + "ed")
    out += [x for x in step.others if x.endswith("ed") and " " not in x]
    return tuple(dict.fromkeys(out))


def _when(rng: random.Random, patterns: tuple[str, ...], plain: tuple[str, ...], step: StepWords, np: str) -> str:
    """A year step worded with its participle when it has one, else with a pattern that needs none."""
    said = participles(step)
    if said and (not plain or rng.random() < 0.75):
        return _fill(rng, rng.choice(patterns).replace("{p}", rng.choice(said)), step, np)
    return _fill(rng, rng.choice(plain), step, np)


def _plural(noun: str) -> str:
    from kgchat.train.schema import plural

    return plural(noun)


def noun_phrase(rng: random.Random, topic: str, steps: list[StepWords]) -> str:
    """The phrase for the entities ``steps`` reach from ``topic``, inside out."""
    phrases = [topic]
    doubled = False
    for i, step in enumerate(steps):
        if doubled:  # taken with the step before ("grandfather")
            doubled = False
            continue
        if _twice(step, steps[i + 1] if i + 1 < len(steps) else None) and rng.random() < TWICE_RATE:
            doubled = True
            patterns = REVERSE if step.reverse else FORWARD
            phrases.append(_fill(rng, rng.choice(patterns), step, phrases[-1], noun=rng.choice(step.twice)))
            continue
        if step.share:  # "the others with the same {n} as X": X is the phrase before the step it walks back along
            phrases.append(_fill(rng, rng.choice(SHARE), step, phrases[-2] if len(phrases) > 1 else phrases[-1]))
            continue
        if step.value == "year" and step.reverse and rng.random() < 0.6:  # "the ones released in 1999"
            phrases.append(_when(rng, REVERSE_WHEN[:2], REVERSE_WHEN[2:], step, phrases[-1]))
            continue
        if step.reverse:
            patterns = REVERSE_VERB if step.verb and rng.random() < 0.8 else REVERSE
        else:
            patterns = FORWARD_VERB if step.verb and rng.random() < 0.8 else FORWARD
        phrases.append(_fill(rng, rng.choice(patterns), step, phrases[-1]))
    return phrases[-1]


def _twice(step: StepWords, following: StepWords | None) -> bool:
    """Whether ``step`` and the one ``following`` it take the same relation the same way and have a word for that."""
    return (following is not None and bool(step.twice) and not step.share and not following.share
            and (following.noun, following.reverse) == (step.noun, step.reverse))


def ask_chain(rng: random.Random, topic: str, steps: list[StepWords], person: bool = False) -> str:
    """A question whose answer is what ``steps`` reach from ``topic``."""
    last = steps[-1]
    if last.asks and not last.reverse and not last.share and rng.random() < ASK_RATE:  # "how did X die"
        return finish(rng, rng.choice(last.asks).format(np=noun_phrase(rng, topic, steps[:-1])))
    if last.value == "year" and not last.reverse and rng.random() < 0.6:  # "when was X released"
        return finish(rng, _when(rng, ASK_WHEN, ASK_WHEN_PLAIN, last, noun_phrase(rng, topic, steps[:-1])))
    if not last.share and rng.random() < 0.5:  # ask about the last step directly
        inner = noun_phrase(rng, topic, steps[:-1])
        if last.reverse:
            patterns = ASK_REVERSE_VERB if last.verb and rng.random() < 0.8 else ASK_REVERSE
        else:
            patterns = ASK_FORWARD_VERB if last.verb and rng.random() < 0.8 else ASK_FORWARD
        return finish(rng, _fill(rng, rng.choice(patterns), last, inner, person))
    frames = FRAMES + PERSON_FRAMES if person else FRAMES
    return finish(rng, rng.choice(frames).format(np=noun_phrase(rng, topic, steps)))


def ask_count(rng: random.Random, topic: str, steps: list[StepWords]) -> str:
    last = steps[-1]
    if rng.random() < 0.5 and not last.share:
        inner = noun_phrase(rng, topic, steps[:-1])
        if not last.reverse:
            return finish(rng, _fill(rng, rng.choice(COUNT_FORWARD), last, inner))
        if last.verb:
            return finish(rng, _fill(rng, rng.choice(COUNT_REVERSE_VERB), last, inner))
    np = noun_phrase(rng, topic, steps)
    return finish(rng, _fill(rng, rng.choice(COUNT), last, np))


def ask_superlative(rng: random.Random, topic: str, steps: list[StepWords], value_words: str, kind: str) -> str:
    np = noun_phrase(rng, topic, steps)
    return finish(rng, rng.choice(SUPERLATIVE).format(np=np, most=rng.choice(MOST[kind]), value=value_words))


def ask_comparative(rng: random.Random, topic: str, steps: list[StepWords], value_words: str, kind: str,
                    threshold: str) -> str:
    np = noun_phrase(rng, topic, steps)
    return finish(rng, rng.choice(COMPARATIVE).format(np=np, value=value_words, than=rng.choice(THAN[kind]),
                                                       x=threshold))


def ask_conjunction(rng: random.Random, topic: str, steps: list[StepWords], other: StepWords, other_name: str) -> str:
    np = noun_phrase(rng, topic, steps)
    pattern = rng.choice(CONJUNCTION_VERB) if other.verb and rng.random() < 0.7 else rng.choice(CONJUNCTION)
    return finish(rng, pattern.format(np=np, n2=other.noun, v2=other.verb or other.noun, x=other_name))


def finish(rng: random.Random, text: str) -> str:
    """Casing and the question mark as people type them: sometimes capitalised, sometimes ' ?', sometimes none."""
    text = " ".join(text.split())
    if rng.random() < 0.5:
        text = text[:1].upper() + text[1:]
    end = rng.random()
    return text + ("?" if end < 0.55 else " ?" if end < 0.75 else "")
