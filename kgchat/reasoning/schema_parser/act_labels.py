"""A label named by the verb of the act its nodes record: "tenants who have *complained*" (``Complaint``), "staff who
*inspected* …" (``Inspection``), "customers who *booked*" (``Booking``).

A graph keeps an act as a node of its own, and names the label by the act's noun; the asker says the verb. English
makes the noun of many verbs by a suffix ("complain" → "complaint", "inspect" → "inspection", "deliver" →
"delivery", "book" → "booking") or by the word itself ("repair"). MiniLM puts "complained" only loosely near
``Complaint``. So a word used as a verb whose dictionary form, with one of those suffixes, spells a label's one word
names that label, a little less surely than the label's own word, in place of any looser reading of the word: the
things counted or walked to are those acts ("complained more than once": more than one complaint).
"""

from __future__ import annotations

from lemminflect import getAllLemmas

from kgchat.reasoning.schema_parser.schema_index import Element, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import Reading

SCORE = 0.85  # a label named by the verb of its act: below its own word (1.0), as ``numbered.SCORE``
SURE = 0.75  # a word that names something this surely already is left as it is
# English suffixes that make a verb's noun of the act ("" : the same word, "repair")
SUFFIXES = ("", "t", "ion", "ation", "tion", "al", "ment", "ance", "ence", "y", "ing", "ure")


def act_label_mentions(reading: Reading, index: SchemaIndex, mentions: list[SchemaMention],
                       skip: set[int]) -> list[SchemaMention]:
    """``mentions`` with a label mention for each inflected verb of the question whose act's noun is a label's one
    word (see the module docstring)."""
    labels = {e.words.lower(): e for e in index.elements if e.kind == "label" and len(e.words.split()) == 1}
    sure = {i for m in mentions if m.score >= SURE for i in m.tokens}
    out = list(mentions)
    for i, t in enumerate(reading.tokens):
        if i in skip or i in sure or not t.low.isalpha() or not t.low.endswith(("ed", "ing", "s")):
            continue
        verbs = getAllLemmas(t.low).get("VERB", ())
        if not verbs or verbs[0] == t.low:
            continue
        base = verbs[0]
        found = next((labels[n] for n in (base + s for s in SUFFIXES) if n in labels), None)
        if found is None and base.endswith("e"):
            found = next((labels[n] for n in (base[:-1] + s for s in SUFFIXES[2:]) if n in labels), None)
        if found is None or any(m.element == found and i in m.tokens and m.score >= SCORE for m in out):
            continue
        # the verb says the act, which its label's nodes record: a looser reading of the word ("complained" near
        # REPORTED) is not kept beside it
        out = [m for m in out if i not in m.tokens or m.score >= SCORE and m.element != found] + \
            [SchemaMention((i,), found, SCORE)]
    return sorted(out, key=lambda m: -m.score)


def act_noun_mentions(reading: Reading, index: SchemaIndex, mentions: list[SchemaMention],
                      skip: set[int]) -> list[SchemaMention]:
    """The other way round: a noun of the act ("the most *referrals*", "*instructions* by room") names the
    relationship type whose verb makes it ("refer" → "referral": ``REFERRED_TO``; "instruct" → "instruction":
    ``INSTRUCTED``), where no word of the question names that noun's meaning surely already; a little less surely
    than the verb itself."""
    verbs: dict[str, Element] = {}
    for e in index.elements:
        if e.kind == "rel" and e.words:
            first = e.words.split()[0].lower()
            for lemma in getAllLemmas(first).get("VERB", (first,)):
                verbs.setdefault(lemma, e)
    sure = {i for m in mentions if m.score >= SURE for i in m.tokens}
    out = list(mentions)
    for i, t in enumerate(reading.tokens):
        if i in skip or i in sure or not t.low.isalpha() or len(t.low) < 5:
            continue
        nouns = getAllLemmas(t.low).get("NOUN", ())
        if not nouns:
            continue
        found = next((e for verb, e in verbs.items() if _act_of(nouns[0], verb)), None)
        if found is not None and not any(m.element == found and i in m.tokens for m in out):
            out.append(SchemaMention((i,), found, SCORE))
    return sorted(out, key=lambda m: -m.score)


def _act_of(noun: str, verb: str) -> bool:
    """Whether ``noun`` is the act's noun of ``verb`` by a suffix: "referral" of "refer" (its last letter doubled),
    "approval" of "approve", "instruction" of "instruct"; never the verb itself (that is the verb's own reading)."""
    if noun == verb or len(verb) < 3:
        return False
    stems = {verb, verb + verb[-1]} | ({verb[:-1]} if verb.endswith("e") else set())
    return any(noun == stem + suffix for stem in stems for suffix in SUFFIXES if suffix)
