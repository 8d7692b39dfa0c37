""""People" on a graph whose one kind of person is its staff, known by employment keys only (``jobTitle``,
``empNo``) and no birth or family name (``people.employed_labels``): the word names the staff, while "job" stays the
graph's own word (a job's ``jobType``), and jobs numbered by a ``jobNo`` are no people.

The graph is a small sign-making workshop: staff who worked on jobs and mentored one another.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

NODES = {
    "s1": (["Staff"], {"name": "Wren Halloway", "jobTitle": "signwriter", "empNo": "E-11", "startDate": "2015-04-01"}),
    "s2": (["Staff"], {"name": "Cosmo Pettigrew", "jobTitle": "fabricator", "empNo": "E-12",
                       "startDate": "2019-09-02"}),
    "s3": (["Staff"], {"name": "Ines Marchetti", "jobTitle": "designer", "empNo": "E-13", "startDate": "2021-01-11"}),
    "j1": (["Project"], {"jobNo": "J-01", "jobType": "shopfront", "status": "complete"}),
    "j2": (["Project"], {"jobNo": "J-02", "jobType": "gilded lettering", "status": "complete"}),
    "j3": (["Project"], {"jobNo": "J-03", "jobType": "shopfront", "status": "quoted"}),
}
RELS = [("s1", "WORKED_ON", "j1"), ("s2", "WORKED_ON", "j1"), ("s1", "WORKED_ON", "j2"), ("s3", "WORKED_ON", "j3"),
        ("s1", "MENTORED", "s2"), ("s1", "MENTORED", "s3")]


@pytest.fixture(scope="module")
def signs(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_people_are_the_staff_where_no_label_has_a_persons_keys(signs):
    answer, form, names = _ask(signs, "job titles of the people who worked on J-01")
    assert "jobTitle" in (form or "") and "fabricator" in answer.text and "signwriter" in answer.text, \
        (form, answer.text)
    assert not any("people" in w for w in answer.trace.not_covered), answer.trace.not_covered


@pytest.mark.neo4j
def test_job_stays_the_graphs_own_word(signs):
    answer, form, _ = _ask(signs, "what kind of job was J-02")
    assert "jobType" in (form or "") and "gilded lettering" in answer.text, (form, answer.text)


def test_jobs_numbered_by_a_job_number_are_no_staff():
    from kgchat.reasoning.schema_parser.people import employed_labels
    from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo

    def label(name: str, keys: list[str], naming: str) -> LabelInfo:
        return LabelInfo(name, 3, tuple(PropertyInfo(k, "string") for k in keys), naming)

    schema = GraphSchema(labels=(label("Staff", ["name", "jobTitle", "empNo"], "name"),
                                 label("Project", ["jobNo", "jobType"], "jobNo")))
    assert employed_labels(schema) == ("Staff",)
