"""The hop doubts (``kgchat.reasoning.hop_doubts``) on a small railway schema: trains run on lines now and ran on
others before, trips leave from and arrive at stations, stations connect to stations (stored one way), drivers
drive trains."""

from kgchat.logic.sexpr import parse
from kgchat.reasoning.form_words import _near_key
from kgchat.reasoning.hop_doubts import answer_label, audit, doubts, names, question_words, siblings
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Answer, Coverage, Entity, Provenance


def railway() -> GraphSchema:
    return GraphSchema(
        labels=tuple(LabelInfo(n) for n in ("Train", "Line", "Trip", "Company"))
        + (LabelInfo("Driver", properties=(PropertyInfo("born", "int", samples=("1971", "1988")),)),
           LabelInfo("Station", properties=(PropertyInfo("opened", "int", samples=("1881", "1902")),
                                            PropertyInfo("rebuilt", "int", samples=("1960", "2004"))))),
        relationships=(
            RelTypeInfo("RUNS_ON", starts=("Train",), ends=("Line",), properties=(PropertyInfo("timetable", "STRING"),)),
            RelTypeInfo("FORMERLY_ON", starts=("Train",), ends=("Line",)),
            RelTypeInfo("DEPARTS_FROM", starts=("Trip",), ends=("Station",)),
            RelTypeInfo("ARRIVES_AT", starts=("Trip",), ends=("Station",)),
            RelTypeInfo("CONNECTS_TO", starts=("Station",), ends=("Station",)),
            RelTypeInfo("DRIVES", starts=("Driver",), ends=("Train",), properties=(PropertyInfo("since", "date"),)),
            RelTypeInfo("SERVES", starts=("Line",), ends=("Station",)),
            RelTypeInfo("OPERATED_BY", starts=("Train",), ends=("Company",)),
        ),
        property_graph=True)


def found(question: str, form: str, answers: list[str] = (), read: dict[str, str] | None = None) -> list[str]:
    answer = Answer(question, "", [Entity(a, a) for a in answers], Provenance.KG_EXACT)
    answer.trace.coverage = [Coverage(span, "relation", by) for span, by in (read or {}).items()]
    return doubts(railway(), parse(form), question_words(question), answer)


def test_siblings_are_types_joining_the_same_two_labels():
    schema = railway()
    assert [s.name for s in siblings(schema, schema.rel("RUNS_ON"))] == ["FORMERLY_ON"]
    assert [s.name for s in siblings(schema, schema.rel("DEPARTS_FROM"))] == ["ARRIVES_AT"]
    assert siblings(schema, schema.rel("DRIVES")) == []


def test_a_sibling_no_word_sets_apart_is_a_coin_flip():
    # "trains on the Coast Line": nothing says whether now or before; FORMERLY_ON was a guess
    assert any("no word names" in d for d in found("oldest train on the Coast Line",
                                                    "(ARGMIN (AND (TYPE Train) (JOIN FORMERLY_ON L1)) built)"))
    assert any("no word names" in d for d in found("how many trips use Harbour Street",
                                                    "(COUNT (AND (TYPE Trip) (JOIN ARRIVES_AT S1)))"))


def test_a_word_that_names_the_walked_type_settles_it():
    assert found("trips arriving at Harbour Street", "(AND (TYPE Trip) (JOIN ARRIVES_AT S1))") == []
    assert found("which trains formerly ran on the Coast Line", "(AND (TYPE Train) (JOIN FORMERLY_ON L1))") == []
    # the walked type's verb, inflected: "run" for RUNS_ON
    assert found("which trains run on the Coast Line", "(AND (TYPE Train) (JOIN RUNS_ON L1))") == []


def test_the_past_speaks_against_a_present_sibling():
    d = found("which trains used to run on the Coast Line", "(AND (TYPE Train) (JOIN RUNS_ON L1))")
    assert any("past" in x and "FORMERLY_ON" in x for x in d)
    # "used" as a plain verb says nothing of time
    assert found("which trains are used on the Coast Line and run on it",
                 "(AND (TYPE Train) (JOIN RUNS_ON L1))") == []


def test_the_past_names_a_type_whose_name_holds_it():
    assert found("which trains used to run on the Coast Line", "(AND (TYPE Train) (JOIN FORMERLY_ON L1))") == []


def test_a_self_type_said_as_a_noun_fixes_no_direction():
    assert any("which end of CONNECTS_TO" in d
               for d in found("how many stations have a connection", "(COUNT (AND (TYPE Station) (HAS CONNECTS_TO)))"))
    # said as a verb, the subject is the start
    assert found("which stations connect to Harbour Street", "(AND (TYPE Station) (JOIN CONNECTS_TO S1))") == []


def test_who_asks_for_the_doer_of_the_verb():
    d = found("who drives the newest train", "(ARGMAX (AND (TYPE Train) (HAS (R DRIVES))) built)", ["T9"])
    assert any("'who drives'" in x for x in d)
    assert found("who drives the newest train", "(ARGMAX (AND (TYPE Driver) (HAS DRIVES)) born)", ["Ann"]) == []
    # the passive asks for the other end
    assert found("who is driven by Ann", "(AND (TYPE Train) (JOIN (R DRIVES) D1))", ["T9"]) == []


def test_a_type_named_in_the_passive_has_its_doer_at_the_end():
    assert found("who operates T9", "(AND (TYPE Company) (JOIN (R OPERATED_BY) T9))", ["Northline"]) == []
    d = found("who operates the newest train", "(ARGMAX (AND (TYPE Train) (HAS OPERATED_BY)) built)", ["T9"])
    assert any("'who operates'" in x and "ends at (Company)" in x for x in d)


def test_when_asks_for_a_time():
    assert any("asks for a time" in d for d in found(
        "when did Ann last get a new train", "(MAX (AND (TYPE Train) (JOIN (R DRIVES) D1)) weight)",
        ["412.5"]))
    assert found("when did Ann last get a new train", "(MAX (AND (TYPE Train) (JOIN (R DRIVES) D1)) built)",
                 ["2019-05-01"]) == []
    assert found("what year was the newest train built", "(MAX (TYPE Train) builtYear)", ["2019"]) == []


def test_agent_nouns_and_lemmas_name_a_type_word():
    assert names("driver", "drives") and names("ran", "runs") and names("arriving", "arrives")
    assert not names("trip", "drives")


def test_answer_label_reads_the_answered_nodes():
    assert answer_label(parse("(ARGMAX (AND (TYPE Train) (HAS DRIVES)) built)")) == "Train"
    assert answer_label(parse("(MAX (TYPE Train) built)")) is None


def test_a_function_word_of_a_key_is_no_root():
    # "formation" begins with "for", which names nothing in BUILT_FOR
    assert _near_key("formation", parse("(AND (TYPE Train) (JOIN BUILT_FOR L1))")) is None
    assert _near_key("wagon", parse("(AND (TYPE Train) (JOIN WAGONS_FOR L1))")) is not None


def test_the_asked_noun_naming_a_type_itself_is_not_its_doers():
    assert any("'drive' names DRIVES" in d for d in found("what was the drive on Monday",
                                                           "(AND (TYPE Driver) (HAS DRIVES))", ["Ann"]))
    # the noun names the answered nodes: "what is the driver of T9"
    assert found("what is the driver of T9", "(AND (TYPE Driver) (JOIN DRIVES T9))", ["Ann"]) == []


def test_a_key_only_the_walked_type_has_names_it():
    assert found("what timetable does T9 keep on the Coast Line",
                 "(JOIN (R RUNS_ON.timetable) (JOIN RUNS_ON.start T9))") == []


def test_words_the_engine_read_as_the_type_name_it_when_clearly_nearer_its_name():
    question, form = "which trips reached Harbour Street", "(AND (TYPE Trip) (JOIN ARRIVES_AT S1))"
    assert found(question, form) != []  # no word of the name
    assert found(question, form, read={"reached": "ARRIVES_AT"}) == []  # "reached" is nearer "arrives at"
    assert found("which trips use Harbour Street", "(AND (TYPE Trip) (JOIN ARRIVES_AT S1))",
                 read={"use": "ARRIVES_AT"}) != []  # "use" is as near to leaving as to arriving


def test_a_year_on_a_time_no_word_names_when_the_things_have_another():
    d = found("how many drivers started in 2019", "(COUNT (AND (TYPE Driver) (JOIN born 2019)))")
    assert any("which time of Driver" in x and "DRIVES.since" in x for x in d)
    # a node's own times are one event's: not doubted among themselves
    assert found("how many stations date from 1902", "(COUNT (AND (TYPE Station) (JOIN opened 1902)))") == []
    assert found("how many drivers were born in 2019", "(COUNT (AND (TYPE Driver) (JOIN born 2019)))") == []
    # a key the reading took a word for ("arrived" read as born) is named by that word
    assert found("how many drivers arrived in 2019", "(COUNT (AND (TYPE Driver) (JOIN born 2019)))",
                 read={"arrived": "born"}) == []


def test_an_agent_noun_says_which_end_of_a_self_type():
    assert found("how many stations are the connectors of Harbour Street",
                 "(COUNT (AND (TYPE Station) (JOIN CONNECTS_TO S1)))") == []


class _Railway:
    """Only what ``audit`` reads of a store: whether it runs Cypher, and its schema."""

    runs_cypher = True

    def schema(self) -> GraphSchema:
        return railway()


class _Triples(_Railway):
    """A store of another kind (SQLite, SPARQL): its schema is never read for these checks."""

    runs_cypher = False

    def schema(self) -> GraphSchema:
        raise AssertionError("the schema of a store that runs no Cypher was read")


def test_audit_badges_a_doubted_exact_answer_approximate_and_says_why():
    answer = Answer("who drives the newest train", "T9", [Entity("T9", "T9")], Provenance.KG_EXACT)
    answer.trace.logical_form = "(ARGMAX (AND (TYPE Train) (HAS (R DRIVES))) built)"
    answer = audit(_Railway(), answer)
    assert answer.provenance is Provenance.KG_APPROXIMATE
    assert any("'who drives'" in c.span and c.covered_by is None for c in answer.trace.coverage)
    assert any(s.kind == "check" and "not exact" in s.note for s in answer.trace.steps)
    kept = Answer("who drives T9", "Ann", [Entity("Ann", "Ann")], Provenance.KG_EXACT)
    kept.trace.logical_form = "(AND (TYPE Driver) (JOIN DRIVES T9))"
    assert audit(_Railway(), kept).provenance is Provenance.KG_EXACT


def test_audit_reads_no_schema_of_a_store_that_runs_no_cypher():
    answer = Answer("who drives the newest train", "T9", [Entity("T9", "T9")], Provenance.KG_EXACT)
    answer.trace.logical_form = "(ARGMAX (AND (TYPE Train) (HAS (R DRIVES))) built)"
    assert audit(_Triples(), answer).provenance is Provenance.KG_EXACT


def haulage() -> GraphSchema:
    """Drivers drive for a firm now and drove for others before; firms are based in towns; trucks belong to firms;
    depots supply depots (stored one way)."""
    return GraphSchema(
        labels=tuple(LabelInfo(n) for n in ("Driver", "Firm", "Town", "Truck", "Depot")),
        relationships=(
            RelTypeInfo("DRIVES_FOR", starts=("Driver",), ends=("Firm",)),
            RelTypeInfo("FORMERLY_WITH", starts=("Driver",), ends=("Firm",)),
            RelTypeInfo("BASED_IN", starts=("Firm",), ends=("Town",)),
            RelTypeInfo("OWNED_BY", starts=("Truck",), ends=("Firm",)),
            RelTypeInfo("SUPPLIES", starts=("Depot",), ends=("Depot",)),
        ),
        property_graph=True)


def test_a_guessed_step_is_settled_by_the_doers_noun_of_its_type():
    from kgchat.reasoning.hop_doubts import settled_steps

    schema, row = haulage(), ("DRIVES_FOR",)
    # "drivers" is who DRIVES_FOR a firm, and FORMERLY_WITH has no word of it
    found = settled_steps(schema, parse("(COUNT (AND (TYPE Driver) (JOIN DRIVES_FOR F1)))"),
                          question_words("how many drivers at Northline"), [row])
    assert found is not None and "'drivers' names DRIVES_FOR" in found[row]
    # through a second step the schema leaves no choice about (firms are based in towns by BASED_IN only)
    two = ("DRIVES_FOR", "BASED_IN")
    assert settled_steps(schema, parse("(COUNT (AND (TYPE Driver) (JOIN (JOIN DRIVES_FOR BASED_IN) T1)))"),
                         question_words("how many drivers in Leeds"), [two]) is not None


def test_a_guessed_step_no_word_settles_stays_a_guess():
    from kgchat.reasoning.hop_doubts import settled_steps

    schema, row = haulage(), ("DRIVES_FOR",)
    form = parse("(COUNT (AND (TYPE Driver) (JOIN DRIVES_FOR F1)))")
    assert settled_steps(schema, form, question_words("how many staff at Northline"), [row]) is None
    # a word placing it in the past speaks for the sibling
    assert settled_steps(schema, form, question_words("how many former drivers at Northline"), [row]) is None
    # the word is part of a name the question uses
    assert settled_steps(schema, form, question_words("how many staff at Drivers Direct"), [row],
                         taken={"drivers", "direct"}) is None
    # a ranking's measure, a property or a cycle is never settled so
    assert settled_steps(schema, parse("(TOP (TYPE Driver) (AGG count DRIVES_FOR) 3)"),
                         question_words("top 3 drivers"), [row]) is None
    assert settled_steps(schema, form, question_words("how many drivers at Northline"),
                         [row, ("cycle",)]) is None


def test_a_self_type_tested_at_both_ends_fixes_no_direction_to_doubt():
    # "a connection", either way round: the form takes stations at either end
    assert found("how many stations have a connection",
                 "(COUNT (AND (TYPE Station) (NOT (AND (NOT (HAS CONNECTS_TO)) (NOT (HAS (R CONNECTS_TO)))))))") == []
    assert found("which stations have no connections",
                 "(AND (TYPE Station) (AND (NOT (HAS CONNECTS_TO)) (NOT (HAS (R CONNECTS_TO)))))") == []
    # one end only is still a choice no word made
    assert any("which end of CONNECTS_TO" in d for d in found(
        "which stations have no connections", "(AND (TYPE Station) (NOT (HAS CONNECTS_TO)))"))


def test_a_value_said_of_a_qualifier_only_the_walked_type_has_names_it():
    schema = GraphSchema(
        labels=(LabelInfo("Album"), LabelInfo("Artist")),
        relationships=(RelTypeInfo("CREDITED_ON", starts=("Artist",), ends=("Album",),
                                   properties=(PropertyInfo("role", "STRING"),)),
                       RelTypeInfo("LIKED", starts=("Artist",), ends=("Album",))),
        property_graph=True)
    form = parse("(AND (TYPE Album) (NOT (JOIN (R CREDITED_ON.end) (JOIN CREDITED_ON.role producer))))")
    assert doubts(schema, form, question_words("which albums have no producer")) == []
    assert any("which of CREDITED_ON, LIKED" in d for d in doubts(schema, form, question_words("which albums have no one")))


def test_a_role_noun_is_the_doer_of_a_walked_type():
    from kgchat.reasoning.hop_doubts import doer_noun

    schema = railway()
    # "drivers" names Driver's part in DRIVES; the answer's Driver nodes are its doers
    assert doer_noun(schema, parse("(AND (TYPE Driver) (JOIN DRIVES T1))"), "drivers")
    # the answer is the driven train, not the driver: the noun names the other end
    assert doer_noun(schema, parse("(AND (TYPE Train) (JOIN (R DRIVES) D1))"), "drivers") is None
    # the type's own verb is no role noun, and a word that names no walked type says nothing
    assert doer_noun(schema, parse("(AND (TYPE Driver) (JOIN DRIVES T1))"), "drives") is None
    assert doer_noun(schema, parse("(AND (TYPE Driver) (JOIN DRIVES T1))"), "conductors") is None


def test_a_year_said_of_the_things_themselves_with_no_verb_is_their_own_time():
    # no verb of an event: the drivers of 2019 are dated by their own time, not by when they drove
    assert found("which drivers were in 2019", "(AND (TYPE Driver) (JOIN born 2019))") == []
    assert found("drivers in March 2019", "(AND (TYPE Driver) (JOIN born 2019-03))") == []
    # a verb says something happened then, which may be the relationship's own time
    d = found("which drivers joined in 2019", "(AND (TYPE Driver) (JOIN born 2019))")
    assert any("which time of Driver" in x for x in d)
    d = found("how many drivers did the company take on in 2019", "(COUNT (AND (TYPE Driver) (JOIN born 2019)))")
    assert any("which time of Driver" in x for x in d)  # a verb that is a noun too, after "did"


def test_a_time_of_day_answers_what_time_but_not_what_year():
    from kgchat.reasoning.time_doubts import time_doubts

    assert time_doubts(["what", "time", "is", "check", "in"], ["16:00"], False) == []
    assert time_doubts(["when", "is", "breakfast"], ["7:30 am"], False) == []
    assert time_doubts(["what", "year", "did", "it", "open"], ["16:00"], False)
    assert time_doubts(["what", "time", "is", "check", "in"], ["Harbour Inn"], False)
