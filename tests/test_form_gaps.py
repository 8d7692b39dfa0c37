"""What a schema-checked answer's form says and leaves undone, on a small railway graph (a domain none of the
benchmark graphs has): the graph's own nouns, time words beside a dated key, a word standing for a key the form
walks (``form_words``); a superlative the form does not rank by and a relationship said more often than walked
(``form_gaps``); and the badge's use of both (``trust.Audit``)."""

from __future__ import annotations

from kgchat.backends.base import normalize_name
from kgchat.reasoning.form_gaps import gaps, superlative
from kgchat.reasoning.form_words import said_by_form
from kgchat.reasoning.question import Analysis
from kgchat.reasoning.trust import _cover_said
from kgchat.reasoning.unread import encoder
from kgchat.reasoning.vocabulary import Vocabulary
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Answer, Coverage, Entity, Provenance


def _p(key: str, kind: str = "string", samples: tuple[str, ...] = ()) -> PropertyInfo:
    return PropertyInfo(key, kind, False, 10, 10, samples)


class _Rail:
    """A railway graph's schema, as ``graph.schema()`` gives it (nothing else is read)."""

    def schema(self) -> GraphSchema:
        return GraphSchema(
            (LabelInfo("Train", 9, (_p("code"), _p("built", "int", ("1987", "2003", "2015")),
                                    _p("priceGbp", "float", ("12.5", "30.0"))), "code", ("code",)),
             LabelInfo("Station", 9, (_p("name"), _p("platforms", "int", ("2", "14"))), "name", ("name",)),
             LabelInfo("Driver", 9, (_p("name"), _p("hiredOn", "date")), "name", ("name",))),
            (RelTypeInfo("STOPS_AT", 9, ("Train",), ("Station",), (_p("minutesLate", "int", ("0", "4")),)),
             RelTypeInfo("DRIVES", 9, ("Driver",), ("Train",)),
             RelTypeInfo("CONNECTS", 9, ("Station",), ("Station",))),
            property_graph=True)


def _answer(question: str, form: str, rows, provenance=Provenance.KG_APPROXIMATE) -> tuple[Analysis, Answer]:
    a = Analysis(question, normalize_name(question).split())
    answer = Answer(question, "", [Entity("4:x:9", "x")], provenance=provenance)
    answer.trace.logical_form = form
    answer.trace.coverage = list(rows)
    return a, answer


def test_a_noun_for_the_graph_itself_asks_for_nothing_in_it():
    a, answer = _answer("how many trains are in the database", "(COUNT (TYPE Train))",
                        [Coverage("trains", "type", "Train"), Coverage("database", "relation", None)])
    assert _cover_said(_Rail(), a, answer) and answer.provenance is Provenance.KG_EXACT


def test_a_time_word_beside_a_word_read_as_a_dated_key():
    rows = [Coverage("trains", "type", "Train"), Coverage("build", "relation", "built"),
            Coverage("year", "relation", None)]
    a, answer = _answer("list the trains by build year", "(BOTTOM (TYPE Train) built 5)", rows)
    said = said_by_form(_Rail(), a, answer, ["year"])
    assert said and said[0].sure and "built" in said[0].why
    rows = [Coverage("hire", "relation", "hired on"), Coverage("date", "relation", None)]
    a, answer = _answer("date of hire of driver X", "(JOIN (R hiredOn) 4:x:1)", rows)
    assert said_by_form(_Rail(), a, answer, ["date"])[0].sure
    # the key beside it holds no dates or years: the time word is not what it holds
    rows = [Coverage("price", "relation", "price gbp"), Coverage("year", "relation", None)]
    a, answer = _answer("the price year of train X", "(JOIN (R priceGbp) 4:x:1)", rows)
    assert said_by_form(_Rail(), a, answer, ["year"]) is None
    # a time word beside no word read as the key: not said by it
    a, answer = _answer("which year did train X first run", "(JOIN (R built) 4:x:1)",
                        [Coverage("year", "relation", None)])
    assert said_by_form(_Rail(), a, answer, ["year"]) is None


def test_a_word_standing_for_a_key_the_form_walks():
    vocab = Vocabulary(["STOPS_AT"], encoder=encoder())
    rows = [Coverage("cost", "relation", None)]
    a, answer = _answer("how much does a ticket on train X cost", "(JOIN (R priceGbp) 4:x:1)", rows)
    said = said_by_form(_Rail(), a, answer, ["cost"], vocab)
    assert said and said[0].sure and "priceGbp" in said[0].why
    assert said_by_form(_Rail(), a, answer, ["cost"]) is None  # no encoder: not said this way
    # a word closest to a label is not said by a key: the class may be a second thing the form does not have
    a, answer = _answer("trains that stop where trains stop", "(AND (TYPE Train) (HAS STOPS_AT))", rows)
    assert said_by_form(_Rail(), a, answer, ["trains"], vocab) is None
    # a word far from every key the form walks
    a, answer = _answer("who painted train X", "(JOIN (R priceGbp) 4:x:1)", rows)
    assert said_by_form(_Rail(), a, answer, ["painted"], vocab) is None


def test_superlatives_are_english_morphology():
    assert all(superlative(w) for w in ("worst", "latest", "busiest", "most", "best"))
    assert not any(superlative(w) for w in ("first", "top", "rated", "trains", "late"))


def test_a_superlative_read_as_an_element_while_the_form_ranks_nothing():
    rows = [Coverage("station", "type", "Station"), Coverage("busiest-served", "relation", "STOPS_AT"),
            Coverage("Kings Cross", "entity", "Kings Cross")]
    a, answer = _answer("train X's busiest-served station", "(AND (TYPE Station) (JOIN (R STOPS_AT) 4:x:1))", rows,
                        Provenance.KG_EXACT)
    found = gaps(a, answer, {"STOPS_AT", "DRIVES", "CONNECTS"})
    assert [span for span, _ in found] == ["busiest-served"]
    answer.trace.logical_form = "(ARGMAX (AND (TYPE Station) (JOIN (R STOPS_AT) 4:x:1)) platforms)"
    assert gaps(a, answer, {"STOPS_AT"}) == []  # the form ranks
    # "at least" is a bound, and a name may hold a superlative
    rows = [Coverage("at least 3", "constraint", "platforms ge 3"), Coverage("The Best Line", "entity", "x")]
    a, answer = _answer("stations with at least 3 platforms on The Best Line", "(AND (TYPE Station) (ge platforms 3))",
                        rows, Provenance.KG_EXACT)
    assert gaps(a, answer, {"STOPS_AT"}) == []


def test_a_relationship_said_twice_and_walked_once():
    rows = [Coverage("stations", "type", "Station"), Coverage("connect connects", "relation", "CONNECTS")]
    a, answer = _answer("which stations connect to a station that connects to York",
                        "(AND (TYPE Station) (JOIN CONNECTS 4:x:1))", rows, Provenance.KG_EXACT)
    found = gaps(a, answer, {"CONNECTS"})
    assert found and "2 times" in found[0][1]
    answer.trace.logical_form = "(AND (TYPE Station) (JOIN CONNECTS (JOIN CONNECTS 4:x:1)))"
    assert gaps(a, answer, {"CONNECTS"}) == []  # walked twice
    # said once, walked twice ("stops at the stations of X"): no gap
    rows = [Coverage("stops", "relation", "STOPS_AT")]
    a, answer = _answer("trains that stops where X stops", "(JOIN STOPS_AT (JOIN (R STOPS_AT) 4:x:1))", rows,
                        Provenance.KG_EXACT)
    assert gaps(a, answer, {"STOPS_AT"}) == []


def test_a_word_of_a_name_says_no_step():
    # "Connects" in the station's name is the name, not a second CONNECTS step
    rows = [Coverage("connects", "relation", "CONNECTS"), Coverage("Moor Connects", "entity", "Moor Connects")]
    a, answer = _answer("the station that connects to Moor Connects", "(AND (TYPE Station) (JOIN CONNECTS 4:x:1))", rows,
                        Provenance.KG_EXACT)
    assert gaps(a, answer, {"CONNECTS"}) == []
    rows[1] = Coverage("Moor", "entity", "Moor")  # the same word outside the name is said again
    a, answer = _answer("the station that connects to Moor Connects", "(AND (TYPE Station) (JOIN CONNECTS 4:x:1))", rows,
                        Provenance.KG_EXACT)
    assert gaps(a, answer, {"CONNECTS"})


def test_a_verb_before_a_qualifier_the_form_filters_on():
    rows = [Coverage("trains", "type", "Train"), Coverage("under 5", "constraint", "minutes late lt 5"),
            Coverage("got", "relation", None)]
    a, answer = _answer("which trains got a delay of minutes late under 5",
                        "(AND (TYPE Train) (JOIN (R STOPS_AT.start) (AND (JOIN STOPS_AT.end (TYPE Station)) (lt STOPS_AT.minutesLate 5))))", rows)
    assert said_by_form(_Rail(), a, answer, ["got"]) is None  # the phrase after the verb is not the qualifier
    a, answer = _answer("which trains got a stop minutes late under 5",
                        "(AND (TYPE Train) (JOIN (R STOPS_AT.start) (AND (JOIN STOPS_AT.end (TYPE Station)) (lt STOPS_AT.minutesLate 5))))", rows)
    said = said_by_form(_Rail(), a, answer, ["got"])
    assert said and said[0].sure and "minutesLate" in said[0].why


def test_words_read_as_a_class_are_no_step_said():
    # "stops" read as the class (Station), "stop" as the relationship: said once as a step, walked once
    rows = [Coverage("stops", "type", "Station"), Coverage("stops stop", "relation", "STOPS_AT")]
    a, answer = _answer("the 3 stops with the most trains that stop there",
                        "(TOP (TYPE Station) (AGG count (R STOPS_AT)) 3)", rows, Provenance.KG_EXACT)
    assert gaps(a, answer, {"STOPS_AT"}) == []


def test_a_letter_split_off_a_decade_is_no_superlative():
    # "the 1990s" split into letters leaves "s", which lemminflect cannot inflect
    assert not superlative("s")
    assert not superlative("1990s")
    assert superlative("worst")


def test_nearest_in_a_request_to_round_is_no_superlative():
    rows = [Coverage("platforms", "relation", "platforms"), Coverage("nearest", "constraint", "rounding")]
    a, answer = _answer("average platforms per station to the nearest whole", "(AVG (TYPE Station) platforms)", rows,
                        Provenance.KG_EXACT)
    assert gaps(a, answer, {"STOPS_AT"}) == []
    a, answer = _answer("the nearest station", "(AVG (TYPE Station) platforms)", rows, Provenance.KG_EXACT)
    assert gaps(a, answer, {"STOPS_AT"}) != []
