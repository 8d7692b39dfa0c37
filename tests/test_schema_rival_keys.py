"""Issue 34: a close rival reading whose key says more than the question ("the heaviest dog" ranked by breeds'
``typicalWeightKg`` beside pets' ``weightKg``) is a poorer reading of the words, not another meaning
(``schema_parser/rival_keys.py``); a word of the question for the longer key leaves it standing."""

from __future__ import annotations

from types import SimpleNamespace

from kgchat.logic.sexpr import parse
from kgchat.reasoning.schema_parser.rival_keys import says_more
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo

VETS = GraphSchema(labels=(LabelInfo("Pet", 50, (PropertyInfo("name", "string"), PropertyInfo("weightKg", "float"),
                                                 PropertyInfo("species", "string")), "name"),
                           LabelInfo("Breed", 20, (PropertyInfo("name", "string"),
                                                   PropertyInfo("typicalWeightKg", "float"),
                                                   PropertyInfo("species", "string")), "name")),
                   property_graph=True)
PETS = SimpleNamespace(form=parse("(ARGMAX (AND (TYPE Pet) (JOIN species dog)) weightKg)"))
BREEDS = SimpleNamespace(form=parse("(ARGMAX (AND (TYPE Breed) (JOIN species dog)) typicalWeightKg)"))


def test_a_rival_key_saying_what_no_word_asks_is_a_poorer_reading():
    assert says_more(BREEDS, PETS, read("heaviest dog"), VETS)
    assert says_more(PETS, BREEDS, read("heaviest dog"), VETS) is None  # the shorter key says nothing unasked


def test_a_word_for_the_longer_key_leaves_the_rival_standing():
    assert says_more(BREEDS, PETS, read("the dog with the highest typical weight"), VETS) is None


def test_an_age_word_reads_the_birth_key_not_another_time():
    from kgchat.reasoning.schema_parser.rival_keys import by_birth

    guests = GraphSchema(labels=(LabelInfo("Guest", 50, (PropertyInfo("name", "string"),
                                                         PropertyInfo("birthYear", "int"),
                                                         PropertyInfo("joined", "date")), "name"),),
                         property_graph=True)
    born = SimpleNamespace(form=parse("(ARGMIN (TYPE Guest) birthYear)"))
    joined = SimpleNamespace(form=parse("(ARGMIN (TYPE Guest) joined)"))
    assert by_birth(joined, born, read("Who is our oldest guest?"), guests)
    # the other way round, or no word of age: the rival stands
    assert by_birth(born, joined, read("Who is our oldest guest?"), guests) is None
    assert by_birth(joined, born, read("Which guest came first?"), guests) is None
