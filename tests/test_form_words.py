"""Words a schema-checked answer's form says by its shape (``kgchat.reasoning.form_words``): a near form of a key
the form walks, a verb before a value or key the form uses, a verb between two labels the schema links one way
only; and the badge's use of them (``trust._cover_said``: every word left out said surely makes the answer exact)."""

from __future__ import annotations

from kgchat.backends.base import normalize_name
from kgchat.reasoning.form_words import _is_verb, clipped, said_by_form, same_root
from kgchat.reasoning.question import Analysis, Mention
from kgchat.reasoning.trust import _cover_said
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Answer, Coverage, Entity, Provenance


def _p(key: str, kind: str = "string") -> PropertyInfo:
    return PropertyInfo(key, kind, False, 10, 10, ())


class _Graph:
    """A hospital-like property graph's schema, as ``graph.schema()`` gives it (nothing else is read)."""

    def schema(self) -> GraphSchema:
        return GraphSchema(
            (LabelInfo("Doctor", 9, (_p("fullName"), _p("languages"), _p("theatreHoursPerWeek", "int")), "fullName",
                       ("fullName",)),
             LabelInfo("Department", 4, (_p("code"), _p("title"), _p("floor", "int")), "code", ("code",),
                       ("title",), True),
             LabelInfo("Appointment", 9, (_p("ref"),), "ref", ("ref",)),
             LabelInfo("Drug", 9, (_p("brandName"), _p("unitsInStock", "int")), "brandName", ("brandName",)),
             LabelInfo("Plan", 3, (_p("planName"), _p("monthlyPremiumEur", "float")), "planName", ("planName",))),
            (RelTypeInfo("HANDLED_BY", 9, ("Appointment",), ("Doctor",)),
             RelTypeInfo("WORKS_IN", 9, ("Doctor",), ("Department",)),
             RelTypeInfo("HEADED_BY", 4, ("Department",), ("Doctor",)),
             RelTypeInfo("PRESCRIBED", 9, ("Appointment",), ("Drug",), (_p("dosageMg", "int"),))),
            property_graph=True)


def _said(question: str, form: str, words: list[str], rows=(), mentions=()):
    a = Analysis(question, normalize_name(question).split(), mentions=list(mentions))
    answer = Answer(question, "", [Entity("4:x:9", "x")], provenance=Provenance.KG_APPROXIMATE)
    answer.trace.logical_form = form
    answer.trace.coverage = list(rows)
    return said_by_form(_Graph(), a, answer, words)


def test_roots_endings_and_clipped_keys():
    assert same_root("dose", "dosage") and same_root("consultation", "consult") and same_root("price", "prices")
    assert not same_root("page", "pager") and not same_root("stay", "station") and not same_root("code", "coder")
    assert clipped("euro", "eur") and clipped("minutes", "min")
    assert not clipped("agent", "age")  # an English word is no abbreviation


def test_verbs_are_words_english_has_only_as_verbs_or_past_forms():
    assert all(_is_verb(w) for w in ("speak", "spend", "saw", "went", "gets", "reordered"))
    assert not any(_is_verb(w) for w in ("products", "runs", "costs", "manufactures", "dose"))


def test_a_noun_sharing_the_root_of_a_walked_key():
    said = _said("What dose of Cardexa was prescribed?", "(JOIN (R PRESCRIBED.dosageMg) 4:x:1)", ["dose"])
    assert said and said[0].sure and "dosageMg" in said[0].why
    assert _said("plans under 50 euro a month", "(AND (TYPE Plan) (lt monthlyPremiumEur 50))", ["euro"])[0].sure
    assert _said("What is the salary of X?", "(JOIN (R fullName) 4:x:1)", ["salary"]) is None
    # a unit said in words, written in the key's name as its symbol
    said = _said("Cardexa's dose in milligrams", "(JOIN (R PRESCRIBED.dosageMg) 4:x:1)", ["milligrams"])
    assert said and said[0].sure
    # a participle after a superlative is an adjective of the noun, no verb whose object is a key the form walks
    assert _said("the highest-estimated floor", "(MAX (TYPE Department) floor)", ["estimated"]) is None
    # which end of a relationship a step walks ("HEADED_BY.start") is notation, no word of the graph
    assert _said("departments headed by doctors who started in 2018",
                 "(AND (TYPE Department) (JOIN (R HEADED_BY.start) (TYPE Doctor)))", ["started"]) is None


def test_a_verb_before_a_value_or_a_key_the_form_uses():
    rows = [Coverage("doctors", "type", "Doctor"), Coverage("speak", "relation", None)]
    said = _said("doctors who speak polish", "(AND (TYPE Doctor) (JOIN languages Polish))", ["speak"], rows)
    assert said and said[0].sure and "languages" in said[0].why
    rows = [Coverage("two most", "aggregation", "most"), Coverage("spend", "relation", None)]
    assert _said("Which two surgeons spend the most hours in theatre each week?",
                 "(TOP (TYPE Doctor) theatreHoursPerWeek 2)", ["spend"], rows)[0].sure
    # "units on order" is not units in stock: every word of the key must be said
    assert _said("products that have been reordered (units on order > 0)", "(TOP (TYPE Drug) unitsInStock 3)",
                 ["reordered"]) is None
    # a value of the property that names the object says what the object is, not what the verb means
    assert _said("which doctor manages the dermatology dept", "(AND (TYPE Department) (JOIN title Dermatology))",
                 ["manages"]) is None
    rows = [Coverage("prescribed", "relation", "PRESCRIBED"), Coverage("gets", "relation", None)]
    assert _said("Which drug gets prescribed the most?", "(TYPE Drug)", ["gets"], rows)[0].sure


def test_a_verb_between_labels_the_schema_links_one_way_only():
    appointment = Mention(6, 7, "ap1", (Entity("4:x:5", "AP1"),))
    rows = [Coverage("doctor", "type", "Doctor"), Coverage("saw", "relation", None)]
    said = _said("Which doctor saw the patient at appointment ap1", "(AND (TYPE Doctor) (JOIN (R HANDLED_BY) 4:x:5))",
                 ["saw"], rows, [appointment])
    assert said and not said[0].sure and "HANDLED_BY" in said[0].why  # the schema's shape only: approximate
    # a doctor and a department are linked two ways (works in, headed by): the verb does not say which
    dept = Mention(4, 5, "dermatology", (Entity("4:x:7", "Dermatology"),))
    rows = [Coverage("doctor", "type", "Doctor"), Coverage("saw", "relation", None)]
    assert _said("which doctor saw the dermatology", "(AND (TYPE Doctor) (JOIN WORKS_IN 4:x:7))", ["saw"], rows,
                 [dept]) is None
    # "who": no class named before the verb
    assert _said("who saw the patient at appointment ap1", "(AND (TYPE Doctor) (JOIN (R HANDLED_BY) 4:x:5))",
                 ["saw"], [], [appointment]) is None


def test_an_answer_of_another_kind_than_asked_is_not_excused():
    rows = [Coverage("who", "type", None), Coverage("speak", "relation", None)]
    assert _said("who speak polish", "(AND (TYPE Doctor) (JOIN languages Polish))", ["speak"], rows) is None


def test_every_word_left_out_said_surely_makes_the_answer_exact():
    question = "doctors who speak polish"
    a = Analysis(question, question.split())
    answer = Answer(question, "", [Entity("4:x:9", "Ines")], provenance=Provenance.KG_APPROXIMATE)
    answer.trace.logical_form = "(AND (TYPE Doctor) (JOIN languages Polish))"
    answer.trace.coverage = [Coverage("doctors", "type", "Doctor"), Coverage("speak", "relation", None)]
    assert _cover_said(_Graph(), a, answer)
    assert answer.provenance is Provenance.KG_EXACT and not answer.trace.not_covered
    # one word left out that the form does not say: nothing changes
    answer = Answer(question, "", [Entity("4:x:9", "Ines")], provenance=Provenance.KG_APPROXIMATE)
    answer.trace.logical_form = "(AND (TYPE Doctor) (JOIN languages Polish))"
    answer.trace.coverage = [Coverage("speak", "relation", None), Coverage("fluently", "relation", None)]
    assert _cover_said(_Graph(), a, answer) == []
    assert answer.provenance is Provenance.KG_APPROXIMATE and answer.trace.not_covered == ["speak", "fluently"]


def test_a_comparative_or_superlative_is_not_said_by_a_key_alone():
    from kgchat.reasoning.form_words import _graded

    assert all(_graded(w) for w in ("taller", "oldest", "more", "cheaper", "latest"))
    assert not any(_graded(w) for w in ("height", "birth", "cost", "rating", "price"))


def test_a_guessed_step_the_question_settles_makes_the_answer_exact():
    question = "how many doctors in Cardiology"
    a = Analysis(question, question.split())

    def answer_with(form: str, rows: list[Coverage]) -> Answer:
        answer = Answer(question, "", [Entity("3", "3")], provenance=Provenance.KG_APPROXIMATE)
        answer.trace.logical_form = form
        answer.trace.coverage = rows
        return answer

    # WORKS_IN and HEADED_BY both join doctors and departments; nothing in "doctors" names either: no change
    answer = answer_with("(COUNT (AND (TYPE Doctor) (JOIN WORKS_IN 4:x:1)))",
                         [Coverage("doctors", "type", "Doctor"), Coverage("Cardiology", "entity", "4:x:1"),
                          Coverage("a WORKS_IN step no word asks for", "relation", None, ("WORKS_IN",))])
    assert _cover_said(_Graph(), a, answer) == [] and answer.provenance is Provenance.KG_APPROXIMATE
    question = "how many workers in Cardiology"
    a = Analysis(question, question.split())
    answer.question = question
    assert _cover_said(_Graph(), a, answer) and answer.provenance is Provenance.KG_EXACT


def test_rounding_scale_and_record_words_said_by_the_form():
    from kgchat.reasoning.form_numbers import rounding_clause

    words = ["average", "stay", "rounded", "to", "1", "decimal"]
    assert rounding_clause(words) == {2, 3, 4, 5}
    assert rounding_clause(["mean", "dose", "to", "the", "nearest", "milligram", "please"]) == {2, 3, 4, 5}
    assert rounding_clause(["average", "dose", "2dp"]) == {2}
    assert rounding_clause(normalize_name("dose (2 decimals)").split()) == {1, 2}
    assert rounding_clause(["round", "it", "to", "the", "nearest", "year"]) == {0, 1, 2, 3, 4, 5}
    # "round" as a noun or an adjective asks for no rounding
    assert rounding_clause(["the", "round", "trip"]) == set()
    assert rounding_clause(["total", "goals", "in", "round", "3"]) == set()
    said = _said("average premium rounded to 1 decimal", "(AVG (TYPE Plan) monthlyPremiumEur)",
                 ["rounded", "1", "decimal"])
    assert said and all(s.sure for s in said)
    # a rounding word beside a number the form does not compute says nothing
    assert _said("plans rounded to 1 decimal", "(TYPE Plan)", ["rounded"]) is None
    # no stock on record: where the graph keeps the fact
    assert _said("drugs with no units on record", "(AND (TYPE Drug) (NOT (HAS unitsInStock)))", ["record"])
    assert _said("drugs with no units in the record", "(AND (TYPE Drug) (NOT (HAS unitsInStock)))", ["record"]) is None


def test_a_scale_word_is_said_by_a_key_counted_in_it():
    class _Budgets:
        def schema(self) -> GraphSchema:
            return GraphSchema((LabelInfo("Fund", 5, (PropertyInfo("budget", "float", False, 5, 5, ("4.4", "12.8")),
                                                      PropertyInfo("raised", "float", False, 5, 5, ("250000.0",)))),),
                               (), property_graph=True)

    def said(question: str, form: str):
        a = Analysis(question, normalize_name(question).split())
        answer = Answer(question, "", [Entity("4:x:9", "x")], provenance=Provenance.KG_APPROXIMATE)
        answer.trace.logical_form = form
        return said_by_form(_Budgets(), a, answer, ["million"])

    assert said("funds with a budget over 14 million", "(AND (TYPE Fund) (gt budget 14))")
    # values kept whole: 14 is not 14 million
    assert said("funds that raised over 14 million", "(AND (TYPE Fund) (gt raised 14))") is None
    # the number the form tests is not the one scaled
    assert said("funds with a budget over 14 million", "(AND (TYPE Fund) (gt budget 3))") is None


def test_how_and_an_adjective_ask_for_the_number_the_form_reads():
    def said(question: str, form: str, value: str):
        a = Analysis(question, normalize_name(question).split())
        answer = Answer(question, "", [Entity(value, value)], provenance=Provenance.KG_APPROXIMATE)
        answer.trace.logical_form = form
        return said_by_form(_Graph(), a, answer, ["heavy"])

    read = "(JOIN (R PRESCRIBED.dosageMg) (JOIN PRESCRIBED.start 4:x:1))"
    found = said("How heavy a dose was given at appointment A-1?", read, "250")
    assert found and found[0].sure and "PRESCRIBED.dosageMg" in found[0].why
    assert said("How heavy a dose was given at appointment A-1?", read, "1998") is None  # a year is no measure
    assert said("How heavy a dose was given at appointment A-1?", "(JOIN (R fullName) 4:x:1)", "250") is None
    assert said("Which heavy dose was given at appointment A-1?", read, "250") is None  # no "how"
