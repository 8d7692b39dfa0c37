"""The badge's check that an approximate answer reads what its question asks for (``asked_schema.unstood``): the
asked word is left unread, or read as a schema element that does not stand for it (no shared root, not alike under
MiniLM), on a small bakery schema; synonyms, shared roots, words for people, time words read by a date or a year and
readings that are no element are left alone."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from kgchat.backends.base import normalize_name
from kgchat.reasoning.answer_type import Asked
from kgchat.reasoning.asked_schema import unstood
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Answer, Coverage, Entity


def _p(key: str, kind: str = "string") -> PropertyInfo:
    return PropertyInfo(key, kind, False, 10, 10, ())


class _Bakery:
    """A property graph's schema, as ``graph.schema()`` gives it (nothing else is read)."""

    runs_cypher = True  # a Neo4j database, as far as the check asks

    def __init__(self, property_graph: bool = True):
        self.property_graph = property_graph

    def schema(self) -> GraphSchema:
        return GraphSchema(
            (LabelInfo("Bakery", 3, (_p("name"),), "name", ("name",)),
             LabelInfo("Loaf", 9, (_p("name"), _p("price", "float"), _p("bakedOn", "date"), _p("crustShade")), "name",
                       ("name",)),
             LabelInfo("Baker", 4, (_p("fullName"),), "fullName", ("fullName",))),
            (RelTypeInfo("BAKED_BY", 9, ("Loaf",), ("Baker",)), RelTypeInfo("SOLD_AT", 9, ("Loaf",), ("Bakery",))),
            property_graph=self.property_graph)


@pytest.fixture(scope="module")
def vocab():
    from kgchat.errors import ModelError
    from kgchat.reasoning.vocabulary import Vocabulary
    from kgchat.scorers.embedding import load_minilm

    try:
        return Vocabulary(["BAKED_BY", "SOLD_AT"], encoder=load_minilm())
    except ModelError as exc:
        pytest.skip(f"no MiniLM: {exc}")


def _why(vocab, question: str, rows: list[Coverage], want: Asked | None = None, ask: str | None = None,
         graph=None):
    """The check on an answer with coverage ``rows``; the question's reading has no names (``mentions``) but
    "Rye Loaf", and asks what ``want`` / ``ask`` say."""
    words = normalize_name(question).split()
    rye = words.index("rye") if "rye" in words else -1
    a = SimpleNamespace(ask=SimpleNamespace(span=ask) if ask else None, words=words,
                        mentions=[SimpleNamespace(start=rye, end=rye + 2)] if rye >= 0 else [])
    answer = Answer(question, "", [Entity("4:x:1", "Rye Loaf")])
    answer.trace.coverage = rows
    found = unstood(graph or _Bakery(), vocab, a, want, answer)
    return None if found is None else found[0]


def _unknown(word: str) -> Asked:
    return Asked(word, "unknown", says=f"'{word}', which names nothing in this graph")


def test_an_asked_word_read_as_a_neighbouring_element_is_not_read(vocab):
    # the loaves are not ovens
    why = _why(vocab, "what oven was the Rye Loaf baked in",
               [Coverage("oven", "type", "Loaf"), Coverage("baked", "relation", "BAKED_BY")], _unknown("oven"))
    assert why is not None and "'oven'" in why and "Loaf" in why
    # nor is a chain of steps none of which stands for what is asked
    why = _why(vocab, "what are the opening hours at the Rye Loaf",
               [Coverage("hours", "relation", "BAKED_BY then SOLD_AT"), Coverage("opening", "relation", None)],
               _unknown("hours"))
    assert why is not None and "BAKED_BY then SOLD_AT" in why
    # painting is not baking
    why = _why(vocab, "who painted the Rye Loaf", [Coverage("painted", "relation", "BAKED_BY")], Asked("who", "person"),
               ask="painted")
    assert why is not None and "BAKED_BY" in why


def test_an_asked_noun_the_answer_leaves_out_is_not_read(vocab):
    # the answer read the loaf and nothing of what was asked
    why = _why(vocab, "what is the gluten content of the Rye Loaf",
               [Coverage("rye loaf", "entity", "Rye Loaf"), Coverage("content", "relation", None)],
               _unknown("content"))
    assert why is not None and "'gluten content'" in why and "left unread" in why


def test_roots_synonyms_and_other_readings_stand(vocab):
    assert _why(vocab, "which loaves are sold", [Coverage("loaves", "type", "Loaf")], _unknown("loaves")) is None
    assert _why(vocab, "which breads are sold", [Coverage("breads", "type", "Loaf")], _unknown("breads")) is None
    assert _why(vocab, "where is the Rye Loaf sold", [Coverage("sold", "relation", "SOLD_AT")], Asked("where", "thing"),
                ask="sold") is None
    assert _why(vocab, "what does the Rye Loaf cost", [Coverage("cost", "relation", "price")], Asked("what", "thing"),
                ask="cost") is None
    # the word before the asked noun is read by an element that stands for it: the phrase is read
    assert _why(vocab, "crust colour of the Rye Loaf?",
                [Coverage("crust", "relation", "crust shade"), Coverage("colour", "relation", None)],
                _unknown("colour")) is None
    assert _why(vocab, "where is the Rye Loaf sold", [Coverage("sold", "relation", "BAKED_BY then SOLD_AT")],
                Asked("where", "thing"), ask="sold") is None  # one step of the chain stands for it
    # a verb the answer leaves out is left to the other checks: only a noun nothing goes by must be read
    assert _why(vocab, "which baker saw the Rye Loaf", [Coverage("saw", "relation", None)],
                Asked("baker", "entity"), ask="saw") is None
    # read as an operator, not an element: the engine's reading stands
    assert _why(vocab, "the cheapest loaf", [Coverage("cheapest", "aggregation", "ranked by price")],
                _unknown("cheapest")) is None
    # no row for the word at all, and no asked word: left to the other checks
    assert _why(vocab, "what oven", [Coverage("rye loaf", "entity", "Rye Loaf")], _unknown("oven")) is None
    assert _why(vocab, "what oven", [Coverage("oven", "type", "Loaf")]) is None


def test_a_graph_of_relation_ids_is_left_to_the_other_checks(vocab):
    rows = [Coverage("oven", "type", "Loaf")]
    assert _why(vocab, "what oven", rows, _unknown("oven"), graph=_Bakery(property_graph=False)) is None


class _Parish:
    """People with a birth year kept as a whole number."""

    property_graph = True
    runs_cypher = True

    def schema(self) -> GraphSchema:
        born = PropertyInfo("born", "int", False, 10, 10, ("1931", "1967", "2002"))
        return GraphSchema((LabelInfo("Person", 10, (_p("name"), born), "name", ("name",)),), (),
                           property_graph=True)


def test_people_time_words_and_the_graph_itself_stand(vocab):
    town = _Parish()
    # two words for people
    assert _why(vocab, "how many people live here", [Coverage("people", "type", "Person")], _unknown("people"),
                graph=town) is None
    # one word of the phrase stands for the element ("birth" / born), though the whole phrase is less alike
    assert _why(vocab, "how many people have no birth year", [Coverage("birth year", "relation", "born")],
                _unknown("birth year"), graph=town) is None
    # "year" is read by a year kept as a whole number
    assert _why(vocab, "what year did Ann Lee arrive", [Coverage("year", "relation", "born")], _unknown("year"),
                graph=town) is None
    # the graph itself asks for nothing in it
    assert _why(vocab, "how many people are in the database", [Coverage("database", "type", None)],
                _unknown("database"), graph=town) is None
    # a word that stands for none of it is still not read
    assert _why(vocab, "what salary does Ann Lee earn", [Coverage("salary", "relation", "born")], _unknown("salary"),
                graph=town) is not None


def test_a_qualifying_word_and_a_word_cut_short_stand(vocab):
    # "crust" qualifies the schema's own "shade": the asked noun is no unknown thing of its own
    assert _why(vocab, "what crust shade does the Rye Loaf have", [Coverage("crust", "type", "Bakery")],
                _unknown("crust")) is None
    # a label's word cut short, as people write it
    assert _why(vocab, "repos whose name starts with lantern", [Coverage("repos", "type", "Repository")],
                _unknown("repos"), graph=_Code()) is None
    # but not a word that only begins like it
    assert _why(vocab, "what rep wrote the Rye Loaf", [Coverage("rep", "type", "Repository")], _unknown("rep"),
                graph=_Code()) is not None


class _Code:
    """Repositories, named in full."""

    property_graph = True
    runs_cypher = True

    def schema(self) -> GraphSchema:
        return GraphSchema((LabelInfo("Repository", 5, (_p("name"),), "name", ("name",)),), (), property_graph=True)


def _head(vocab, question: str, rows: list[Coverage]):
    from kgchat.reasoning.asked_schema import unread_head

    words = normalize_name(question).split()
    rye = words.index("rye") if "rye" in words else -1
    a = SimpleNamespace(words=words, mentions=[SimpleNamespace(start=rye, end=rye + 2)] if rye >= 0 else [])
    answer = Answer(question, "", [Entity("4:x:1", "x")])
    answer.trace.coverage = rows
    return unread_head(_Bakery(), vocab, a, answer)


def test_the_head_of_the_asked_phrase_left_unread_and_named_by_nothing(vocab):
    # "crust" is read as crustShade; "sponsor", the head of what is asked, is nothing in the graph
    rows = [Coverage("crust", "relation", "crust shade"), Coverage("sponsor", "relation", None)]
    why = _head(vocab, "who is the crust sponsor of Rye Loaf", rows + [Coverage("who", "type", None)])
    assert why is not None and why[2] == ["sponsor"]
    # an answer of the kind asked may read the head's meaning through its qualifier ("the contact *details*"), or
    # the head through a key beside the one its qualifier reads
    assert _head(vocab, "what are the crust details of Rye Loaf",
                 [rows[0], Coverage("details", "relation", None)]) is None
    assert _head(vocab, "what is the crust price of Rye Loaf",
                 [rows[0], Coverage("price", "relation", None)]) is None
    # but not a head nothing beside that key stands for ("the opening *hours*" read as the year a thing opened)
    assert _head(vocab, "what is the crust sponsor of Rye Loaf", rows) is not None
    # "phone number": the number read as a count, the noun before it read as nothing
    why = _head(vocab, "what is the phone number of Rye Loaf",
                [Coverage("number of", "aggregation", "how many"), Coverage("phone", "relation", None)])
    assert why is not None and why[2] == ["phone"]


def test_a_head_read_an_adjective_or_a_head_the_schema_stands_for_is_left_alone(vocab):
    # the answer read the head; an adjective qualifies; the baker's name is a key; no "what is the" phrase
    assert _head(vocab, "what is the crust price of Rye Loaf",
                 [Coverage("crust", "relation", None), Coverage("price", "relation", "price")]) is None
    assert _head(vocab, "what is the total price of Rye Loaf",
                 [Coverage("total", "relation", None), Coverage("price", "relation", "price")]) is None
    assert _head(vocab, "what is the baker name of Rye Loaf", [Coverage("name", "relation", None)]) is None
    assert _head(vocab, "what sponsor does Rye Loaf have", [Coverage("sponsor", "relation", None)]) is None


def test_a_bare_phrase_asks_for_the_noun_it_opens_on(vocab):
    # "pH of Rye Loaf when baked": the answer reads bakedOn; "ph", what is asked, is read by nothing
    why = _head(vocab, "ph of Rye Loaf when baked", [Coverage("ph", "relation", None),
                                                     Coverage("baked", "relation", "baked on")])
    assert why is not None and why[2] == ["ph"]
    # the opening noun read, or named by the schema, or no "of" and a name after it: left alone
    assert _head(vocab, "price of Rye Loaf", [Coverage("price", "relation", "price")]) is None
    assert _head(vocab, "cost of Rye Loaf", [Coverage("cost", "relation", None)]) is None  # cost / price
    assert _head(vocab, "ph levels of loaves", [Coverage("ph", "relation", None)]) is None
    assert _head(vocab, "crust depth of Rye Loaf", [Coverage("crust", "relation", "crust shade"),
                                                    Coverage("depth", "relation", None)]) is None


class _Clinic:
    """People under a label of the graph's own making, whose nodes carry a birth year and a hiring date."""

    property_graph = True
    runs_cypher = True

    def schema(self) -> GraphSchema:
        return GraphSchema((LabelInfo("Clinician", 10, (_p("fullName"), _p("born", "int"), _p("hired", "date")),
                                      "fullName", ("fullName",)),
                            LabelInfo("Ward", 4, (_p("name"), _p("floor", "int")), "name", ("name",))), (),
                           property_graph=True)


def test_a_word_for_people_stands_for_the_label_whose_nodes_are_people(vocab):
    rows = [Coverage("people", "type", "Clinician")]
    assert _why(vocab, "how many people were hired in 2019", rows, _unknown("people"), graph=_Clinic()) is None
    # not for a label of things
    why = _why(vocab, "how many people are on the ward", [Coverage("people", "type", "Ward")], _unknown("people"),
               graph=_Clinic())
    assert why is not None and "Ward" in why


def test_a_plural_stands_for_what_its_singular_stands_for(vocab):
    # "boats" sits a little further from Vessel under MiniLM (0.69) than "boat" (0.73): the noun's dictionary form
    # is compared too, as a neighbouring thing's stays apart
    from kgchat.reasoning.asked_schema import _stands_for

    assert _stands_for(vocab, "boats", "Vessel")
    assert _stands_for(vocab, "boat", "Vessel")
    assert not _stands_for(vocab, "ovens", "Loaf")
    assert not _stands_for(vocab, "nurses", "Doctor")


def test_an_asked_compound_is_held_to_its_head(vocab):
    # "baker" only says whose complaints: reading it as the bakers leaves what is asked unread
    why = _why(vocab, "baker complaints about the Rye Loaf",
               [Coverage("baker", "type", "Baker"), Coverage("complaints", "relation", None)], _unknown("complaints"))
    assert why is not None and "'complaints' names nothing" in why
    # a verb's bare form after a plural noun is what the things do, no compound's head
    assert _why(vocab, "which bakers draw on the Rye Loaf",
                [Coverage("bakers", "type", "Baker"), Coverage("draw", "relation", None)], _unknown("draw")) is None
    # a qualifier read as a key in a unit ("vertical" as verticalM) reads the head as what the unit measures
    assert _why(vocab, "vertical drop of the Rye Loaf",
                [Coverage("vertical", "relation", "vertical m"), Coverage("drop", "relation", None)],
                _unknown("drop")) is None
