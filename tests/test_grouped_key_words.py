"""A key whose name shares its first word with the label (jobType, of jobs) said after a grouping word ("count of
jobs by *type*"); a key of the nodes at the other end of a relationship, its label's word said first ("jobs per
*client type*"); a stored state in the verb's own form said as its participle ("*completed* jobs": 'complete').

The graph is a small joinery workshop: jobs (Project nodes, numbered by jobNo) of a few kinds, commissioned by clients of a few types.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

NODES = {
    "j1": (["Project"], {"jobNo": "J-01", "jobType": "staircase", "status": "complete"}),
    "j2": (["Project"], {"jobNo": "J-02", "jobType": "staircase", "status": "complete"}),
    "j3": (["Project"], {"jobNo": "J-03", "jobType": "staircase", "status": "quoted"}),
    "j4": (["Project"], {"jobNo": "J-04", "jobType": "sash window", "status": "complete"}),
    "j5": (["Project"], {"jobNo": "J-05", "jobType": "sash window", "status": "in progress"}),
    "j6": (["Project"], {"jobNo": "J-06", "jobType": "kitchen", "status": "cancelled"}),
    "c1": (["Client"], {"name": "Harrow Lane Homes", "clientType": "developer"}),
    "c2": (["Client"], {"name": "Mrs Odile Farrant", "clientType": "householder"}),
    "c3": (["Client"], {"name": "Tessel Court Trust", "clientType": "charity"}),
    "c4": (["Client"], {"name": "Brindle Estates", "clientType": "developer"}),
    "c5": (["Client"], {"name": "Mr Aled Pryce", "clientType": "householder"}),
}
RELS = [("c1", "COMMISSIONED", "j1"), ("c1", "COMMISSIONED", "j2"), ("c1", "COMMISSIONED", "j3"),
        ("c2", "COMMISSIONED", "j4"), ("c3", "COMMISSIONED", "j5"), ("c5", "COMMISSIONED", "j6")]


@pytest.fixture(scope="module")
def joinery(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_a_participle_says_a_state_kept_in_the_verbs_form(joinery):
    answer, form, _ = _ask(joinery, "number of completed jobs")
    assert "complete" in (form or "") and answer.text.startswith("3"), (form, answer.text)


@pytest.mark.neo4j
def test_a_key_named_with_the_labels_word_groups_after_by(joinery):
    # jobType is named by "jobs" and "type": the count of each type, not how many types there are
    answer, form, names = _ask(joinery, "count of jobs by type")
    assert (form or "").startswith("(TOP") and "jobType" in form, (form, answer.text)
    assert names[:1] == ["staircase"], (form, names)


@pytest.mark.neo4j
def test_a_key_of_the_other_label_said_with_its_word_groups(joinery):
    # "client type": the clients' key, each job counted under its client's type
    answer, form, names = _ask(joinery, "jobs per client type")
    assert "clientType" in (form or "") and "COMMISSIONED" in form, (form, answer.text)
    assert names[:2] == ["developer", "householder"], (form, names)
