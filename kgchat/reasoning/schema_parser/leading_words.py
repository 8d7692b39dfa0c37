"""A stored value of several words said by its first words alone, the way people shorten a kind of thing: "the
*NMRs*" of 'NMR spectrometer', "*confocals*" of 'confocal microscope', "the *mass specs*" of 'mass spectrometer'.

A value's last words are its head ("spectrometer"), and its first words what tells it from the other values of its
key that end in that head ('mass spectrometer' beside 'NMR spectrometer'): said alone, those first words name the
value where they begin no other value so made. Said with the head cut short ("mass *specs*"), the whole value is
named. One word alone says a value only where it is no noun of its own: in capitals ("NMRs") or a word no
dictionary knows as a noun ("confocal"); "the *head* of sales" is no 'head coil', nor "*trainees* of X" the value
'trainee technician', nor "*chemicals*" 'chemical waste'.
"""

from __future__ import annotations

from typing import Any

from kgchat.reasoning.schema_parser.schema_index import singular
from kgchat.text import word_kinds

CLIP = 4  # a head cut short keeps at least this many letters ("spec" of "spectrometer")


def leading_value(tokens: list[Any], idx: tuple[int, ...], text: str, values: dict, named: set[str]) -> str | None:
    """The one stored value (a key of ``values``) that the words ``idx`` (normalised: ``text``) begin, leaving out
    a head another value of its key ends in too, or say whole with the last word cut short where that word is none
    of the graph's own (``named``: the stems of label and key words; "CT *scans*" of a graph with scans are scans);
    None where they say none, or several."""
    said = text.split()
    if not said or len(said) != len(idx) or any(tokens[j].stem in named for j in idx[1:]):
        return None  # "the Home *team*": a value ('Home') and its key's word, not the first words of another
    last = said[-1]
    plural = last.endswith("s") and not last.endswith("ss") and (len(last) > 3 or tokens[idx[-1]].acronym)  # "CTs"
    forms = {tuple(said), tuple(singular(text).split())} | ({(*said[:-1], last[:-1])} if plural else set())
    clip = tokens[idx[-1]].stem not in named
    # a value the words begin whose left-out words are a head other values share ('NMR hall' is no kind of hall)
    found = {v for v in values if any(_begins(form, v.split(), clip) for form in forms) and _with_sibling(forms, v, values)}
    if len(found) != 1:
        return None
    if len(idx) == 1:
        word, kinds = tokens[idx[0]], word_kinds(singular(tokens[idx[0]].low))
        if not (word.acronym or "NOUN" not in kinds):
            return None  # a noun of its own ("trainees", "chemicals"): what it names, not a value it begins
    return found.pop()


def kind_shortened(said: list[str], value: str) -> bool:
    """Whether the words ``said`` (lower-cased) say the stored ``value`` shortened and in the plural ("the *NMRs*",
    "*mass specs*"): a kind of node named, as a label's word names one (``value_doers.kind_said``)."""
    last = said[-1] if said else ""
    if not last.endswith("s") or last.endswith("ss"):
        return False
    return _begins((*said[:-1], last[:-1]), value.lower().split(), True)


def _begins(said: tuple[str, ...] | list[str], words: list[str], clip: bool) -> bool:
    """Whether ``said`` are the first words of ``words`` and fewer, or all of them with the last cut short."""
    said = tuple(said)
    if len(said) > len(words):
        return False
    if len(said) == len(words):  # "mass specs": every word, the head cut short
        return clip and len(said) > 1 and said[:-1] == tuple(words[:-1]) and len(said[-1]) >= CLIP and \
            said[-1] != words[-1] and words[-1].startswith(said[-1])
    return tuple(words[:len(said)]) == said


def _with_sibling(forms: set, value: str, values: dict) -> bool:
    """Whether the words the question leaves out of ``value`` end another value of its key too (its head:
    'spectrometer' of 'mass spectrometer' and 'NMR spectrometer'), or none are left out but a cut-short last word."""
    words = value.split()
    kept = max((len(f) for f in forms if _begins(f, words, True)), default=0)
    if kept >= len(words):
        return True
    tail, keys = words[kept:], {e for e, _ in values[value]}
    return any(other != value and other.split()[-len(tail):] == tail and any(e in keys for e, _ in held)
               for other, held in values.items())
