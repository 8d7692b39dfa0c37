"""The asker's business serving what the question asks for: "care homes *we look after*", "how many lift models
*do we look after*", "housebuilders *we deal with*", "the cars *we insure*".

A graph a business keeps is its own book: the buildings in it are the ones it looks after, the clients the ones it
deals with. A clause of the asker's own ("we" and a verb of serving, in the present tense: a standing arrangement,
not a past event) that ends the question, or comes before "and" / "or", after the thing asked for says no more
than that the thing is in the book, and the badge reads it as said by the nodes the form answers
(``served``). It is read only where the verb names no relationship of the graph (then the relationship is meant),
nothing follows it but the clause's end (a name or a time after it says more: "since when have we looked after
lift X"), the word before the clause is read by the form, and no word denies it ("no longer", "not", "never").
English only; each verb with the particle it needs ("look *after*", "deal *with*").
"""

from __future__ import annotations

from typing import Any

# verbs of a standing service, each with the particles it takes (empty: none)
SERVING = {"look": ("after",), "care": ("for",), "deal": ("with",), "work": ("with", "for"), "handle": (),
           "serve": (), "insure": (), "maintain": (), "service": (), "manage": (), "support": (),
           "represent": (), "cover": ()}
# not the verbs of a catalogue ("stock", "sell", "carry", "offer", "supply": "the batteries we stock" may be the
# products on the list, not the units the graph keeps of them), whose object may be the goods or the customer
WE = frozenset({"we", "we've", "we're"})
PRESENT = frozenset({"do", "currently", "still", "also", "now", "all"})  # "do we look after", "we currently insure"
DENIED = frozenset({"not", "n't", "never", "no", "longer", "stopped", "used", "without", "except", "formerly"})
CLAUSE_END = frozenset({"and", "or"})  # the words a clause may end before (punctuation is no token of a reading)
SURE_REL = 0.75  # a relationship named at least this surely by the verb is meant by it


def served(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """What accounts for word ``i``, the verb or particle of a clause of the asker's business serving the thing
    asked for (see the module docstring), or None."""
    tokens = reading.tokens
    verb = i if tokens[i].low in SERVING else i - 1
    if verb < 1 or tokens[verb].low not in SERVING or verb != i and tokens[i].low not in SERVING[tokens[verb].low]:
        return None
    particles = SERVING[tokens[verb].low]
    last = verb + 1 if particles and verb + 1 < len(tokens) and tokens[verb + 1].low in particles else verb
    if particles and last == verb:
        return None  # "look" with no "after": another verb
    if last + 1 < len(tokens) and tokens[last + 1].low not in CLAUSE_END:
        return None  # something follows that the clause says of it
    j = verb - 1
    while j > 0 and tokens[j].low in PRESENT:
        j -= 1
    if tokens[j].low not in WE or j < 1:
        return None
    head = j - 1
    while head > 0 and tokens[head].low in PRESENT:
        head -= 1  # "how many models *do* we look after"
    if any(t.low in DENIED for t in tokens):
        return None
    if any(k in m.tokens for m in builder.g.elements("rel") if m.score >= SURE_REL for k in range(verb, last + 1)):
        return None  # the verb names a relationship of the graph: that one is meant
    if not any(head in p.tokens for p in cand.parts):
        return None
    said = " ".join(t.text for t in tokens[j:last + 1])
    return f"'{said}': the asker's business, whose book the graph is, serving the things the form answers"
