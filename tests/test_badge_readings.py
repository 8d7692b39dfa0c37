"""Which readings may cast doubt on an answer, and which words a form says, on small schemas written here (no
server): a sum or average of a key that numbers nodes, or a count of the one value a named thing keeps, means
nothing (``meaningless``), whichever engine's form it is; one relationship
walked there and back by the words another reading walks once reads a word twice (``engine._doubled``); a form's
words said by a verb whose object "how many" fronts, by a time superlative said again, by a
time word heading the question (``form_words``); the counted noun of "how many" is no verb; an agent noun in "-or"
names its type (``hop_doubts.names``); "name" settles the step to the key a thing is read by
(``hop_doubts.name_step``)."""

from __future__ import annotations

from kgchat.backends.base import normalize_name
from kgchat.logic.sexpr import parse
from kgchat.reasoning.form_words import said_by_form
from kgchat.reasoning.hop_doubts import name_step, names
from kgchat.reasoning.question import Analysis
from kgchat.reasoning.schema_parser.build import Candidate
from kgchat.reasoning.schema_parser.engine import _doubled, _meaningless
from kgchat.reasoning.schema_parser.parts import Part
from kgchat.reasoning.trust import _cover_said
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Answer, Coverage, Entity, Provenance


def _p(key: str, kind: str = "string", count: int = 10, distinct: int = 10, samples: tuple = ()) -> PropertyInfo:
    return PropertyInfo(key, kind, False, count, distinct, samples)


# a sailing club: sailors numbered by memberNo (every one its own), boats named, regattas with a year
SCHEMA = GraphSchema(
    (LabelInfo("Sailor", 12, (_p("name"), _p("memberNo", "int"), _p("ageGroupNo", "int", 12, 3),
                              _p("joinedOn", "date", 12, 12, ("2020-01-04",))), "name", ("name",)),
     LabelInfo("Skipper", 4, (_p("name", count=4, distinct=4), _p("memberNo", "int", 4, 4)), "name", ("name",)),
     LabelInfo("Boat", 6, (_p("hullCode", count=6, distinct=6), _p("boatName", count=5, distinct=5),
                           _p("launched", "int", 6, 6, ("1998", "2004")), _p("crewPerRace", "int", 6, 3)),
               "hullCode", ("hullCode", "boatName"), ("boatName",), True),
     LabelInfo("Regatta", 3, (_p("title", count=3, distinct=3),), "title", ("title",))),
    (RelTypeInfo("CREWS_ON", 15, ("Sailor", "Skipper"), ("Boat",), (_p("hoursPerWeek", "int", 15, 6),)),
     RelTypeInfo("SKIPPERS", 6, ("Skipper",), ("Boat",)),
     RelTypeInfo("RACED_IN", 9, ("Boat",), ("Regatta",))),
    property_graph=True)


class _Graph:
    def schema(self) -> GraphSchema:
        return SCHEMA


def test_numbers_that_tell_things_apart_are_never_summed_or_averaged_nor_years_summed():
    assert SCHEMA.numbers_things("memberNo") and SCHEMA.numbers_things("ageGroupNo")
    assert SCHEMA.numbers_things("hullCode") and not SCHEMA.numbers_things("launched")
    assert not SCHEMA.numbers_things("CREWS_ON.hoursPerWeek") and SCHEMA.holds_times("launched")
    assert _meaningless(parse("(SUM (TYPE Sailor) memberNo)"), SCHEMA)
    assert _meaningless(parse("(AVG (TYPE Skipper) memberNo)"), SCHEMA)
    assert _meaningless(parse("(ARGMAX (TYPE Boat) (AGG sum (JOIN (R CREWS_ON) memberNo)))"), SCHEMA)
    assert _meaningless(parse("(SUM (TYPE Boat) launched)"), SCHEMA)
    # their highest value, a count of the nodes, a sum of a measure, an average year are readings like any other
    assert _meaningless(parse("(MAX (TYPE Sailor) memberNo)"), SCHEMA) is None
    assert _meaningless(parse("(COUNT (TYPE Sailor))"), SCHEMA) is None
    assert _meaningless(parse("(SUM (TYPE Boat) crewPerRace)"), SCHEMA) is None
    assert _meaningless(parse("(AVG (TYPE Boat) launched)"), SCHEMA) is None


def test_a_count_of_the_one_value_a_named_thing_keeps_means_nothing():
    """"how many years has Gull been afloat": not how many values of ``launched`` one boat keeps (one). Fails on
    8a25a79. Days between dates, or the years one less another, add up like any measure."""
    assert "one at most" in _meaningless(parse("(COUNT (JOIN (R launched) b1))"), SCHEMA)
    assert _meaningless(parse("(COUNT (JOIN (R CREWS_ON) b1))"), SCHEMA) is None  # relationships: any number
    assert _meaningless(parse("(COUNT (JOIN (R launched) (TYPE Boat)))"), SCHEMA) is None  # the distinct years
    assert _meaningless(parse("(SUM (TYPE Sailor) (DAYS joinedOn joinedOn))"), SCHEMA) is None
    assert _meaningless(parse("(SUM (TYPE Boat) (MINUS 2025 launched))"), SCHEMA) is None


def test_the_badge_refuses_a_meaningless_form_of_any_engine():
    """The schema parser records why a form means nothing; an MCTS or ToG answer's form is judged here. Fails on
    8a25a79, where an MCTS count of one boat's launch years stood as kg-exact."""
    from kgchat.reasoning.trust import _judge_form

    answer = Answer("how many years has Gull been afloat", "1", [Entity("1", "1")], Provenance.KG_EXACT)
    answer.trace.logical_form = "(COUNT (JOIN (R launched) b1))"
    _judge_form(_Graph(), answer)
    assert "one at most" in answer.trace.extra["meaningless"]


class _Reading:
    def __init__(self, text: str):
        self.tokens = text.split()

    def text(self, ids) -> str:
        return " ".join(self.tokens[i] for i in ids)


def test_one_relationship_there_and_back_reads_a_word_twice():
    reading = _Reading("What does Ivo Brandt crew on ?")
    name = Part(None, frozenset({2, 3}), 1.0, "entity", "Ivo Brandt")
    once = Candidate(parse("(AND (TYPE Boat) (JOIN (R CREWS_ON) 4:x:1))"),
                     [name, Part(None, frozenset({4}), 1.0, "relation", "CREWS_ON")], "nodes", "Boat")
    back = Candidate(parse("(AND (TYPE Skipper) (JOIN (JOIN CREWS_ON (R CREWS_ON)) 4:x:1))"),
                     [name, Part(None, frozenset({4}), 1.0, "relation", "CREWS_ON then CREWS_ON")], "nodes", "Skipper")
    assert "there and back" in _doubled(back, once, reading)
    # the sharing said in words of its own ("crew *with*"), which the single step does not read: another meaning
    shared = Candidate(back.form, [name, Part(None, frozenset({4, 5}), 1.0, "relation", "CREWS_ON then CREWS_ON")],
                       "nodes", "Skipper")
    assert _doubled(shared, once, reading) is None
    # two different types in turn are no walk back
    onward = Candidate(parse("(AND (TYPE Regatta) (JOIN (JOIN (R RACED_IN) (R CREWS_ON)) 4:x:1))"),
                       [name, Part(None, frozenset({4}), 1.0, "relation", "RACED_IN then CREWS_ON")], "nodes", "Regatta")
    assert _doubled(onward, once, reading) is None


def _said(question: str, form: str, words: list[str], rows=()):
    a = Analysis(question, normalize_name(question).split())
    answer = Answer(question, "", [Entity("4:x:9", "x")], provenance=Provenance.KG_APPROXIMATE)
    answer.trace.logical_form = form
    answer.trace.coverage = list(rows)
    return said_by_form(_Graph(), a, answer, words)


def test_a_verb_whose_object_how_many_fronts():
    form = "(JOIN (R CREWS_ON.hoursPerWeek) (AND (JOIN CREWS_ON.start 4:x:1) (JOIN CREWS_ON.end 4:x:2)))"
    question = "How many hours per week does Ivo Brandt spend crewing on Gull?"
    said = _said(question, form, ["per", "spend"])
    assert said and all(s.sure for s in said)
    assert _said("What hours per week does Ivo Brandt put in on Gull?", form, ["put"])
    # a verb whose fronted object is not the key: not said
    assert _said("How many boats does Ivo Brandt spend on?", form, ["spend"]) is None


def test_an_inflection_of_a_walked_type_says_the_word():
    assert _said("Which sailor crewed on the most boats?", "(ARGMAX (TYPE Sailor) (AGG count CREWS_ON.start))",
                 ["crewed"])


def test_a_time_superlative_said_again_and_a_time_word_heading_the_question():
    rows = [Coverage("newest", "aggregation", "max")]
    assert _said("the newest boats (latest launch)", "(ARGMAX (TYPE Boat) launched)", ["latest"], rows)
    # the other direction, or no ranking read from another word: not said
    assert _said("the newest boats (earliest launch)", "(ARGMAX (TYPE Boat) launched)", ["earliest"], rows) is None
    assert _said("the latest boats", "(ARGMAX (TYPE Boat) launched)", ["latest"], []) is None
    rows = [Coverage("launched", "relation", "launched")]
    assert _said("year the Gull was launched", "(JOIN (R launched) 4:x:2)", ["year"], rows)
    assert _said("what year was the Gull launched", "(JOIN (R launched) 4:x:2)", ["year"], rows)
    # a time word elsewhere in the question is not the time asked for
    assert _said("boats launched before the war year", "(AND (TYPE Boat) (lt launched 1940))", ["year"], rows) is None


def test_the_noun_how_many_counts_is_no_verb():
    # "fails" reads as a verb only; after "how many" it is what is counted, and the form counts boats
    assert _said("How many fails were there in 2004?", "(COUNT (AND (TYPE Boat) (JOIN launched 2004)))",
                 ["fails"]) is None


def test_an_agent_noun_in_or_names_its_type():
    assert names("coordinator", "coordinates") and names("translator", "translated") and names("creator", "creates")
    assert names("manager", "manages") and not names("order", "or")


def test_name_settles_the_step_to_the_key_a_thing_is_read_by():
    # boats are named by a code and read by their name: "its name" is boatName
    form = parse("(JOIN (R boatName) 4:x:2)")
    assert name_step(SCHEMA, form, "boatName", ["h12", "what", "s", "its", "name"])
    assert name_step(SCHEMA, form, "boatName", ["what", "s", "its", "length"]) is None
    # a key that is not what the thing is read by, or a form that does not read it off a named thing
    assert name_step(SCHEMA, parse("(JOIN (R launched) 4:x:2)"), "launched", ["its", "name"]) is None
    assert name_step(SCHEMA, parse("(AND (TYPE Boat) (HAS boatName))"), "boatName", ["its", "name"]) is None


def test_a_name_step_left_alone_makes_the_answer_exact():
    question = "H12 - what's its name?"
    a = Analysis(question, normalize_name(question).split())
    answer = Answer(question, "", [Entity("Gull", "Gull")], provenance=Provenance.KG_APPROXIMATE)
    answer.trace.logical_form = "(JOIN (R boatName) 4:x:2)"
    answer.trace.coverage = [Coverage("h12", "entity", "4:x:2"),
                             Coverage("a boatName step no word asks for", "relation", None, ("boatName",))]
    assert _cover_said(_Graph(), a, answer) and answer.provenance is Provenance.KG_EXACT


def test_an_ordering_said_twice_or_from_one_end_to_the_other():
    rows = [Coverage("oldest", "aggregation", "min")]
    assert _said("the three oldest boats, oldest first", "(BOTTOM (TYPE Boat) launched 3)", ["oldest"], rows)
    assert _said("boats from oldest to newest", "(BOTTOM (TYPE Boat) launched 50)", ["newest"], rows)
    # ordered the other way round, or no "from" opening it: not said
    assert _said("boats from oldest to newest", "(TOP (TYPE Boat) launched 50)", ["newest"], rows) is None
    assert _said("boats oldest to newest", "(BOTTOM (TYPE Boat) launched 50)", ["newest"], rows) is None


def test_a_verb_before_the_only_time_its_things_keep():
    form = "(COUNT (AND (TYPE Boat) (AND (ge launched 2004) (lt launched 2005))))"
    assert _said("How many boats were built in 2004?", form, ["built"])
    # another year than the one tested, or a label keeping two times (crews join and are born): not said
    assert _said("How many boats were built in 1990?", form, ["built"]) is None
    two = GraphSchema((LabelInfo("Crew", 5, (_p("joinedOn", "date", 5, 5, ("2020-01-04",)),
                                             _p("bornOn", "date", 5, 5, ("1990-02-01",))), None),), (),
                      property_graph=True)

    class _Two:
        def schema(self) -> GraphSchema:
            return two

    question = "How many crews came in 2020?"
    a = Analysis(question, normalize_name(question).split())
    answer = Answer(question, "", [Entity("3", "3")], provenance=Provenance.KG_APPROXIMATE)
    answer.trace.logical_form = "(COUNT (AND (TYPE Crew) (AND (ge joinedOn 2020) (lt joinedOn 2021))))"
    assert said_by_form(_Two(), a, answer, ["came"]) is None


def test_a_step_walked_back_from_the_doers_of_a_type_named_in_the_passive():
    from kgchat.reasoning.hop_doubts import settled_steps

    schema = GraphSchema(
        (LabelInfo("Coach", 3, (_p("name"),), "name"), LabelInfo("Rower", 9, (_p("name"), _p("squad")), "name"),
         LabelInfo("Club", 2, (_p("name"),), "name")),
        (RelTypeInfo("COACHED_BY", 9, ("Rower",), ("Coach",)), RelTypeInfo("ROWS_FOR", 9, ("Rower",), ("Club",)),
         RelTypeInfo("RUNS", 2, ("Coach",), ("Club",))),
        property_graph=True)
    form = parse("(AND (TYPE Coach) (JOIN (R COACHED_BY) (AND (TYPE Rower) (JOIN squad senior))))")
    words = ["which", "coaches", "coach", "senior", "rowers"]
    assert settled_steps(schema, form, words, [("COACHED_BY",)])
    # no word names the type: still a guess
    assert settled_steps(schema, form, ["which", "coaches", "senior", "rowers"][:1] + ["train", "senior", "rowers"],
                         [("COACHED_BY",)]) is None
    # walked back from the start of a type named in the active voice: the word says nothing of that end
    active = parse("(AND (TYPE Club) (JOIN (R ROWS_FOR) (AND (TYPE Rower) (JOIN squad senior))))")
    assert settled_steps(schema, active, ["which", "clubs", "row", "senior", "rowers"], [("ROWS_FOR",)]) is None


def test_called_asks_for_a_key_that_names():
    assert _said("What is H12 called?", "(JOIN (R boatName) 4:x:2)", ["called"])
    assert _said("What is H12 called?", "(JOIN (R launched) 4:x:2)", ["called"]) is None
    assert _said("boats called after a bird", "(AND (TYPE Boat) (HAS boatName))", ["called"]) is None
