"""``rival_meanings.weaker_reading``: a close rival that reads a word as a label the word names less surely than the
relationship type the chosen reading walks is the weaker reading only where the chosen reading counts ("how many
charters": the charterings); a listing ("rides in March") answers no relationships, so such a rival stays a doubt."""

from __future__ import annotations

from types import SimpleNamespace

from kgchat.logic.nodes import Class, Count
from kgchat.reasoning.schema_parser.rival_meanings import weaker_reading


def _part(kind: str, text: str, conf: float) -> SimpleNamespace:
    return SimpleNamespace(kind=kind, text=text, conf=conf, tokens={0})


READING = SimpleNamespace(text=lambda tokens: "charters")
RIVAL = SimpleNamespace(parts=[_part("label", "CharterVessel", 0.88)], answer="nodes", target="CharterVessel")


def test_a_label_rival_is_weaker_where_the_reading_counts():
    cand = SimpleNamespace(form=Count(Class("Customer")), parts=[_part("relation", "CHARTERED", 1.0)], answer="number",
                           target="Customer")
    assert weaker_reading(RIVAL, cand, READING)


def test_a_label_rival_stays_a_doubt_where_the_reading_lists():
    cand = SimpleNamespace(form=Class("Customer"), parts=[_part("relation", "CHARTERED", 1.0)], answer="nodes",
                           target="Customer")
    assert weaker_reading(RIVAL, cand, READING) is None


def test_a_labels_own_word_is_never_the_weaker_reading():
    cand = SimpleNamespace(form=Count(Class("Customer")), parts=[_part("relation", "SPONSORS", 1.0)], answer="number",
                           target="Customer")
    own = SimpleNamespace(parts=[_part("label", "Sponsor", 0.9999)], answer="nodes", target="Sponsor")
    assert weaker_reading(own, cand, READING) is None
