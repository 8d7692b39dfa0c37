"""Values computed from properties (``Calc``: PLUS, MINUS, DAYS, YEAR, MONTH, WEEKDAY, DECADE, QUARTER) on a small railway graph: the
text syntax, the checks, the reference executor, and the Cypher compiler returning the executor's answers on the
real test Neo4j; SQL and SPARQL refuse them with a message.
"""

from __future__ import annotations

import pytest

from kgchat.errors import LogicalFormError
from kgchat.logic.executor import execute
from kgchat.logic.nodes import Calc, Relation, date_part, days_between, uses_calc
from kgchat.logic.sexpr import parse, to_sexpr

# Drivers (born as a year, licensed on a date) drive services (planned on a date, run on a date, with minutes late at
# the start and at the end).
NODES = {
    "ada": (["Driver"], {"name": "Ada Quist", "born": 1990, "licensedOn": "2024-01-01"}),
    "bo": (["Driver"], {"name": "Bo Lind", "born": 1960, "licensedOn": "1999-12-31"}),
    "cy": (["Driver"], {"name": "Cy Marr"}),  # no birth year: no age
    "s1": (["Service"], {"code": "S1", "plannedOn": "2024-02-09", "runOn": "2024-03-10", "year": 2024, "lateOut": 2, "lateIn": 5}),  # Sunday
    "s2": (["Service"], {"code": "S2", "plannedOn": "2024-03-10", "runOn": "2024-03-11", "year": 2024, "lateOut": 0, "lateIn": 1}),  # Monday
    "s3": (["Service"], {"code": "S3", "plannedOn": "2001-08-10", "runOn": "2001-08-05", "year": 2001, "lateOut": 7, "lateIn": 9}),  # Sunday
}
DROVE = [("ada", "s1"), ("ada", "s2"), ("bo", "s3"), ("bo", "s1"), ("cy", "s2")]

FORMS = [
    # a service late by five minutes or more over both ends
    ("(AND (TYPE Service) (ge (PLUS lateOut lateIn) 5))", {"S1", "S3"}),
    ("(SUM (TYPE Service) (PLUS lateOut lateIn))", {"24"}),
    ("(MAX (TYPE Service) (PLUS lateOut lateIn))", {"16"}),
    ("(ARGMAX (TYPE Service) (PLUS lateOut lateIn))", {"S3"}),
    # drivers younger than 35 when they drove some service: the year of the run minus the birth year
    ("(AND (TYPE Driver) (lt (MINUS (JOIN DROVE year) born) 35))", {"Ada Quist"}),
    ("(ARGMAX (TYPE Driver) (MINUS (JOIN DROVE year) born))", {"Bo Lind"}),
    # the average age of the drivers of a service when it ran: one value per driver (Cy has none)
    ('(AVG (AND (TYPE Service) (JOIN code S1)) (MINUS year (JOIN (R DROVE) born)))', {"49"}),
    ("(ARGMIN (TYPE Service) (AGG avg (MINUS year (JOIN (R DROVE) born))))", {"S2"}),
    ("(TOP (TYPE Service) (AGG count (MINUS year (JOIN (R DROVE) born))) 1)", {"S1"}),
    # an age in a year the question names: a number next to a relation slot (Cy, with no birth year, has none)
    ("(AVG (TYPE Driver) (MINUS 2025 born))", {"50"}),
    ("(AND (TYPE Driver) (gt (MINUS 2025 born) 40))", {"Bo Lind"}),
    ("(ARGMIN (TYPE Driver) (MINUS 2025 born))", {"Ada Quist"}),
    ('(MAX (AND (TYPE Driver) (JOIN name "Ada Quist")) (MINUS 2025 born))', {"35"}),
    # days from one date to another: S1 was planned 30 days ahead, S2 1 day, S3 5 days after it ran (-5)
    ("(AND (TYPE Service) (gt (DAYS plannedOn runOn) 10))", {"S1"}),
    ("(MAX (AND (TYPE Service) (JOIN code S3)) (DAYS plannedOn runOn))", {"-5"}),
    ("(AVG (TYPE Service) (DAYS plannedOn runOn))", {"8.666666667"}),
    ("(ARGMIN (TYPE Service) (DAYS plannedOn runOn))", {"S3"}),
    # ... and along a relationship: drivers who drove some service within 100 days of being licensed (Ada: 69, 70)
    ("(AND (TYPE Driver) (lt (DAYS licensedOn (JOIN DROVE runOn)) 100))", {"Ada Quist"}),
    # date parts of a date kept as text
    ("(AND (TYPE Service) (AND (ge (WEEKDAY runOn) 7) (le (WEEKDAY runOn) 7)))", {"S1", "S3"}),
    ("(COUNT (AND (TYPE Service) (AND (ge (MONTH runOn) 3) (le (MONTH runOn) 3))))", {"2"}),
    ("(AND (TYPE Service) (lt (YEAR runOn) 2010))", {"S3"}),
    # the values of a date part, and how many members hold each: "how many services ran in each year"
    ("(TOP (JOIN (R (YEAR runOn)) (TYPE Service)) (AGG count (R (YEAR runOn)) (TYPE Service)) 50)", {"2024", "2001"}),
    ("(ARGMAX (JOIN (R (MONTH runOn)) (TYPE Service)) (AGG count (R (MONTH runOn)) (TYPE Service)))", {"3"}),
    ("(COUNT (JOIN (R (DECADE year)) (TYPE Service)))", {"2"}),
    ("(BOTTOM (JOIN (R (DECADE born)) (TYPE Driver)) (AGG count (R (DECADE born)) (TYPE Driver)) 1)", {"1960"}),
    # quarters of the year: March twice (the first quarter), August once (the third)
    ("(TOP (JOIN (R (QUARTER runOn)) (TYPE Service)) (AGG count (R (QUARTER runOn)) (TYPE Service)) 1)", {"1"}),
    ("(AND (TYPE Service) (ge (QUARTER runOn) 3))", {"S3"}),
    # counted only among the services Bo drove: 2001 and 2024 once each (2024 twice among all services)
    ('(AND (JOIN (R (YEAR runOn)) (TYPE Service)) (le (AGG count (R (YEAR runOn)) (JOIN (R DROVE) (JOIN name "Bo Lind"))) 1))',
     {"2001", "2024"}),
    ('(AND (JOIN (R (YEAR runOn)) (TYPE Service)) (ge (AGG count (R (YEAR runOn)) (TYPE Service)) 2))', {"2024"}),
]


def test_days_between_whole_dates_only():
    assert days_between("2024-02-09", "2024-03-10") == 30.0  # over a leap day
    assert days_between("2024-03-10", "2024-02-09") == -30.0
    assert days_between("2024-03-10T09:00:00", "2024-03-11") == 1.0
    assert days_between("2024-03", "2024-03-11") is None and days_between("2024-02-30", "2024-03-01") is None


def test_date_parts_of_text():
    assert date_part("weekday", "2024-03-10") == 7.0
    assert date_part("month", "2024-03") == 3.0
    assert date_part("weekday", "2024-03") is None
    assert date_part("year", "1987") == 1987.0
    assert date_part("year", "2024-12-31") == 2024.0
    assert date_part("month", "soon") is None


@pytest.mark.parametrize(("text", "_"), FORMS, ids=[f for f, _ in FORMS])
def test_round_trip(text, _):
    assert to_sexpr(parse(text)) == text
    assert uses_calc(parse(text))


@pytest.mark.parametrize(("text", "words"), [
    ("(AND (TYPE Service) (contains (MONTH runOn) 3))", "computed value holds a number"),
    ("(AND (TYPE Service) (ge (PLUS lateOut) 3))", "PLUS takes two relations"),
    ("(TOP (TYPE Service) (AGG sum (PLUS lateOut lateIn) (TYPE Service)) 1)", "takes no filter"),
    ("(SUM (TYPE Service) (AGG sum lateOut))", "Expected a relation"),
    ("(TOP (JOIN (R (YEAR runOn)) (TYPE Service)) (AGG count (R (YEAR runOn))) 5)", "counts members"),
    ("(TOP (JOIN (R (YEAR runOn)) (TYPE Service)) (AGG sum (R (YEAR runOn)) (TYPE Service)) 5)", "counts members"),
    ("(ARGMAX (TYPE Service) (R (YEAR runOn)))", "counts members"),
    ("(COUNT (JOIN (YEAR runOn) (TYPE Service)))", "Expected a relation"),
    ("(COUNT (JOIN (R (PLUS lateOut lateIn)) (TYPE Service)))", "Only a date part"),
    ("(AVG (TYPE Driver) (MINUS 2025 2024))", "next to a relation slot"),
    ("(AVG (TYPE Service) (DAYS runOn))", "DAYS takes two relations"),
])
def test_malformed_computed_values_are_refused(text, words):
    with pytest.raises(LogicalFormError, match=words):
        parse(text)


def test_date_part_values_in_order():
    """The groups come largest first, each a whole number; a decade is named by its first year."""
    assert date_part("decade", "1987") == 1980.0
    assert date_part("decade", "2001-08-05") == 2000.0
    assert date_part("quarter", "2001-08-05") == 3.0 and date_part("quarter", "2024-12") == 4.0
    assert date_part("quarter", "2024-01-31") == 1.0 and date_part("quarter", "1987") is None


def test_calc_checks_its_operands():
    with pytest.raises(LogicalFormError):
        Calc("times", (Relation("a"), Relation("b")))
    with pytest.raises(LogicalFormError):
        Calc("month", (Relation("a"), Relation("b")))


def test_sql_and_sparql_refuse_computed_values():
    from kgchat.logic.sparql import compile_sparql
    from kgchat.logic.sql import compile_sql

    form = parse(FORMS[0][0])
    with pytest.raises(LogicalFormError, match="not compiled to SQL"):
        compile_sql(form, {"lateOut": 1, "lateIn": 2, "type.object.type": 3})
    with pytest.raises(LogicalFormError, match="not compiled to SPARQL"):
        compile_sparql(form)


@pytest.fixture(scope="module")
def railway(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for driver, service in DROVE:
            s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:DROVE]->(b)", a=driver, b=service)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine.graph


@pytest.mark.neo4j
@pytest.mark.parametrize(("text", "names"), FORMS, ids=[f for f, _ in FORMS])
def test_cypher_matches_the_executor(railway, text, names):
    form = parse(text)
    found = railway.execute(form)
    assert {e.name or e.id for e in found} == names
    assert [e.id for e in found] == [e.id for e in execute(form, railway)]


@pytest.mark.neo4j
def test_groups_of_a_date_part_in_rank_order(railway):
    form = parse("(TOP (JOIN (R (YEAR runOn)) (TYPE Service)) (AGG count (R (YEAR runOn)) (TYPE Service)) 50)")
    assert [e.id for e in railway.execute(form)] == ["2024", "2001"]
    assert [e.id for e in execute(form, railway)] == ["2024", "2001"]
