"""A stored value of several words said by its first words alone, the way people shorten a kind of thing: "the
*NMRs*" of 'NMR spectrometer', "*confocals*" of 'confocal microscope', "the *mass specs*" of 'mass spectrometer'.

A value's last words are its head ("spectrometer"), and its first words what tells it from the other values of its
key that end in that head ('mass spectrometer' beside 'NMR spectrometer'): said alone, those first words name the
value where no other value begins with them. Said with the head cut short ("mass *specs*"), the whole value is
named. One word alone says a value only where it is no noun of its own: in capitals ("NMRs"), a word no dictionary
knows as a noun ("confocal"), or an adjective said as a plural noun ("portables"); "the *head* of sales" is no
'head tuner', nor "*trainees* of X" the value 'trainee technician'.
"""

from __future__ import annotations

from typing import Any

from kgchat.reasoning.schema_parser.schema_index import singular
from kgchat.text import word_kinds

CLIP = 4  # a head cut short keeps at least this many letters ("spec" of "spectrometer")


def leading_value(tokens: list[Any], idx: tuple[int, ...], text: str, values: dict, named: set[str]) -> str | None:
    """The one stored value (a key of ``values``) that the words ``idx`` (normalised: ``text``) say by its first
    words, or by all its words with the last cut short where that word is none of the graph's own (``named``: the
    stems of label and key words; "CT *scans*" of a graph with scans are scans); None where they say none, or
    several."""
    said = text.split()
    if not said or len(said) != len(idx):
        return None
    last = said[-1]
    plural = len(last) > 3 and last.endswith("s") and not last.endswith("ss")
    forms = {tuple(said), tuple(singular(text).split())} | ({(*said[:-1], last[:-1])} if plural else set())
    clip = tokens[idx[-1]].stem not in named
    found = {v for v in values if any(_leads(form, v, values, clip) for form in forms)}
    if len(found) != 1:
        return None
    if len(idx) == 1:
        word, kinds = tokens[idx[0]], word_kinds(singular(tokens[idx[0]].low))
        if not (word.acronym or "NOUN" not in kinds or plural and "ADJ" in kinds):
            return None  # a noun of its own ("trainees", "insects"): what it names, not a value it begins
    return found.pop()


def kind_shortened(said: list[str], tested: str) -> bool:
    """Whether the words ``said`` (lower-cased) say a stored value shortened and in the plural ("the *NMRs*",
    "*mass specs*"): a kind of node named, as a label's word names one (``value_doers.kind_said``). ``tested`` is
    the key's words and the value ("category NMR spectrometer"): the value is some last words of it."""
    last, words = said[-1] if said else "", tested.lower().split()
    if not last.endswith("s") or last.endswith("ss"):
        return False
    one = [*said[:-1], last[:-1]]
    return any(_shortened(one, words[k:]) for k in range(1, len(words)))


def _shortened(one: list[str], words: list[str]) -> bool:
    if len(one) > len(words):
        return False
    if len(one) == len(words):
        return len(one) > 1 and one[:-1] == words[:-1] and len(one[-1]) >= CLIP and words[-1].startswith(one[-1])
    return words[:len(one)] == one


def _leads(said: tuple[str, ...], value: str, values: dict, clip: bool) -> bool:
    words = value.split()
    if len(said) > len(words):
        return False
    if len(said) == len(words):  # "mass specs": every word, the head cut short
        return clip and len(said) > 1 and said[:-1] == tuple(words[:-1]) and len(said[-1]) >= CLIP and \
            said[-1] != words[-1] and words[-1].startswith(said[-1])
    if tuple(words[:len(said)]) != said:
        return False
    tail, keys = words[len(said):], {e for e, _ in values[value]}
    return any(other != value and other.split()[-len(tail):] == tail and any(e in keys for e, _ in held)
               for other, held in values.items())
