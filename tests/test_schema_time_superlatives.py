"""Superlatives of time (issue 35): "the longest-serving, by the year they joined" ranks by the earliest year;
"which course has been running the longest" by the one date its nodes hold; "the oldest hall …" is a date, not a
count of the students named after it, however far away they are.

Read on a small college schema with no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

import pytest
from schema_forms import best

from kgchat.errors import KGChatError
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _years(key: str, n: int) -> PropertyInfo:
    return PropertyInfo(key, "int", count=n, distinct=n, samples=("1961", "1987", "2004"))


COLLEGE = GraphSchema(
    labels=(LabelInfo("Hall", 6, (PropertyInfo("name", "string", count=6, distinct=6), _years("opened", 6),
                                  PropertyInfo("floors", "int", count=6, distinct=5)), "name"),
            LabelInfo("Course", 30, (PropertyInfo("code", "string", count=30, distinct=30),
                                     _years("firstOffered", 30), PropertyInfo("credits", "int", count=30,
                                                                              distinct=4)), "code"),
            LabelInfo("Tutor", 20, (PropertyInfo("name", "string", count=20, distinct=20), _years("joined", 20),
                                    _years("born", 20)), "name"),
            LabelInfo("Student", 90, (PropertyInfo("name", "string", count=90, distinct=90),), "name")),
    relationships=(RelTypeInfo("TAUGHT_IN", 30, ("Course",), ("Hall",)),
                   RelTypeInfo("TEACHES", 40, ("Tutor",), ("Course",)),
                   RelTypeInfo("TAKES", 300, ("Student",), ("Course",))),
    property_graph=True)


class College:
    def schema(self) -> GraphSchema:
        return COLLEGE

    def execute(self, form: object) -> list:
        raise KGChatError("no graph behind this schema")


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(College())


def test_longest_serving_by_the_year_joined_is_the_earliest(index):
    assert best("the 3 longest serving tutors by year joined", index) == "(BOTTOM (TYPE Tutor) joined 3)"


def test_running_the_longest_ranks_by_the_one_date_held(index):
    assert best("which course has been running the longest?", index) == "(ARGMIN (TYPE Course) firstOffered)"


def test_the_longest_of_two_dates_is_no_guess(index):
    assert "born" not in best("which tutor has been here the longest?", index)
    # "been here": how long since they began, the date a tenure runs from, not a guess between two dates
    # (``ranked._been_here``; session 88)
    assert best("which tutor has been here the longest?", index) == "(ARGMIN (TYPE Tutor) joined)"


def test_the_oldest_is_a_date_not_a_count_of_things_named_after_it(index):
    assert best("which is the oldest hall students use", index) == "(ARGMIN (TYPE Hall) opened)"
