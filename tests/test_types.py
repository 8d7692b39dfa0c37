"""The answer JSON round-trips: what is stored or exported loads back unchanged, new trace fields included."""

from kgchat.types import Answer, Coverage, Entity, Provenance, Reference, Trace


def test_trace_coverage_references_and_compiled_round_trip():
    trace = Trace(logical_form='(COUNT (JOIN starred_actors "Tom Hanks"))',
                  compiled={"sql": "SELECT COUNT(*) ..."},
                  coverage=[Coverage("how many", "aggregation", "COUNT"), Coverage("after 2005", "constraint")],
                  references=[Reference("he", [Entity("Michael Mann", "Michael Mann")], "answer of turn 1")])
    answer = Answer("how many films did he make after 2005", "3", provenance=Provenance.KG_APPROXIMATE, trace=trace)
    again = Answer.from_dict(answer.to_dict())
    assert again == answer
    assert again.trace.not_covered == ["after 2005"]


def test_old_traces_without_the_new_fields_still_load():
    trace = Trace.from_dict({"steps": [], "paths": [], "logical_form": None, "llm": [], "extra": {}})
    assert trace.coverage == [] and trace.references == [] and trace.compiled == {}
    assert trace.not_covered == []
