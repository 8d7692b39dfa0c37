"""S-expression logical forms: parse/print round trip (GrailQA), error positions, and execution on every backend.

Expected answers below were worked out by hand from graphs/tiny_movies.txt; every form is run three ways
(the generic executor, the store's own ``execute`` with text, and with a parsed AST) and all must agree.
"""

from __future__ import annotations

import json
import sqlite3

import pytest

from kgchat.errors import LogicalFormError, UnknownRelation
from kgchat.logic import (
    TC,
    And,
    ArgMax,
    ArgMin,
    Class,
    Compare,
    Count,
    Entity,
    Join,
    Literal,
    Relation,
    RelationPath,
    check,
    end_relation,
    execute,
    parse,
    tc_window,
    to_sexpr,
    value_key,
)
from kgchat.logic.executor import check_schema
from kgchat.logic.nodes import Same, relations_in
from kgchat.logic.sql import compile_sql, value_key_sql
from kgchat.types import Entity as Node
from kgchat.types import Triple

INJECTION = "Robert'); DROP TABLE triples;--"
GYEAR = "http://www.w3.org/2001/XMLSchema#gYear"
FILMS = ["Amélie", "Inception", "Interstellar", "O Brother, Where Art Thou?", "Ocean's Eleven", "The Dark Knight",
         "The Departed", "Titanic"]

# (form, answer ids) over graphs/tiny_movies.txt
FORMS = [
    ("Inception", ["Inception"]),
    ('"No Such Film"', []),
    ("film.film", FILMS),
    ('(JOIN directed_by "Christopher Nolan")', ["Inception", "Interstellar", "The Dark Knight"]),
    ("(JOIN (R directed_by) Inception)", ["Christopher Nolan"]),
    ("(JOIN release_year 2001)", ["Amélie", "Ocean's Eleven"]),
    (f"(JOIN release_year 2001^^{GYEAR})", ["Amélie", "Ocean's Eleven"]),
    # a chain in JOIN's relation slot: films sharing Inception's director
    ("(JOIN (JOIN directed_by (R directed_by)) Inception)", ["Inception", "Interstellar", "The Dark Knight"]),
    ('(AND film.film (JOIN starred_actors "Leonardo DiCaprio"))', ["Inception", "The Departed", "Titanic"]),
    ('(AND (JOIN starred_actors "Leonardo DiCaprio") (JOIN starred_actors "Matt Damon"))', ["The Departed"]),
    ("(AND film.film people.person)", []),
    ('(COUNT (JOIN directed_by "Christopher Nolan"))', ["3"]),
    ("(COUNT film.film)", ["8"]),
    ('(COUNT (JOIN directed_by "Nobody"))', ["0"]),
    ('(ARGMAX (JOIN directed_by "Christopher Nolan") release_year)', ["Interstellar"]),
    ("(ARGMIN film.film release_year)", ["Titanic"]),
    # chains in ARGMAX/ARGMIN, as GrailQA writes them: an actor's films' release years
    ('(ARGMIN (JOIN (R starred_actors) "The Departed") (JOIN (R starred_actors) release_year))',
     ["Leonardo DiCaprio"]),
    ('(ARGMAX (JOIN (R starred_actors) "Ocean\'s Eleven") (JOIN (R starred_actors) release_year))', ["Matt Damon"]),
    ("(ARGMAX (JOIN (R starred_actors) Inception) (JOIN (R starred_actors) release_year))",
     ["Elliot Page", "Leonardo DiCaprio"]),  # ties are all kept (both have Inception, 2010)
    ("(ARGMAX people.person (JOIN (R starred_actors) release_year))", ["Leonardo DiCaprio"]),
    ("(AND film.film (le release_year 2001))", ["Amélie", "O Brother, Where Art Thou?", "Ocean's Eleven", "Titanic"]),
    ("(AND film.film (lt release_year 2001))", ["O Brother, Where Art Thou?", "Titanic"]),
    ("(AND (gt release_year 2008) film.film)", ["Inception", "Interstellar"]),
    (f"(AND film.film (ge release_year 2010^^{GYEAR}))", ["Inception", "Interstellar"]),
    ("(AND film.film (AND (ge release_year 2000) (le release_year 2001)))",
     ["Amélie", "O Brother, Where Art Thou?", "Ocean's Eleven"]),
    ("(AND film.film (le release_year 2001-06-30))", ["Amélie", "O Brother, Where Art Thou?", "Ocean's Eleven",
                                                      "Titanic"]),  # a year counts as its first day
    ("(AND people.person (ge (JOIN (R starred_actors) release_year) 2010))", ["Leonardo DiCaprio"]),
    # TC over the blank-node (CVT) nominations: which film was DiCaprio nominated for in 2014 / 2016?
    ('(JOIN (R nominated_for) (TC (JOIN (R award_nomination) "Leonardo DiCaprio") year 2014))',
     ["The Wolf of Wall Street"]),
    (f'(JOIN (R nominated_for) (TC (JOIN (R award_nomination) "Leonardo DiCaprio") year 2016^^{GYEAR}))',
     ["The Revenant"]),
    ('(TC (JOIN (R award_nomination) "Leonardo DiCaprio") year NOW)', []),  # NOW = 2015-08-10
    ('(TC (JOIN (R award_nomination) "Leonardo DiCaprio") year 2014-01)', ["_:nomination2"]),
    ('(TC (JOIN (R award_nomination) "Leonardo DiCaprio") year 2014-02)', []),  # the year 2014 means 2014-01-01
    ("(TC film.film release_year 2010)", ["Inception"]),
    # ids that would break naive query building, as quoted atoms
    (f'(JOIN (R starred_actors) "{INJECTION}")', ['Bobby "Tables" O\'Neil']),
    ('(JOIN starred_actors "Bobby \\"Tables\\" O\'Neil")', [INJECTION]),
    ('(AND (JOIN release_year 2015) (JOIN starred_actors "Bobby \\"Tables\\" O\'Neil"))', [INJECTION]),
    # absence and existence, text, ranking and aggregates (issue 35): the forms property-graph questions need
    ("(AND film.film (NOT (HAS has_tags)))", ["Amélie", "Interstellar", "O Brother, Where Art Thou?",
                                               "Ocean's Eleven", "The Dark Knight", "The Departed", "Titanic"]),
    ("(AND film.film (HAS has_tags))", ["Inception"]),
    ('(AND film.film (NOT (JOIN directed_by "Christopher Nolan")))',
     ["Amélie", "O Brother, Where Art Thou?", "Ocean's Eleven", "The Departed", "Titanic"]),
    ("(AND film.film (contains has_tags DREAM))", ["Inception"]),  # case-insensitive
    ("(AND film.film (ends directed_by nolan))", ["Inception", "Interstellar", "The Dark Knight"]),
    ("(AND film.film (starts directed_by nolan))", []),
    ("(AND (TYPE film.film) (gt release_year 2009))", ["Inception", "Interstellar"]),
    ("(TOP film.film release_year 3)", ["Interstellar", "Inception", "The Dark Knight"]),  # in rank order
    ("(BOTTOM film.film release_year 2)", ["Titanic", "O Brother, Where Art Thou?"]),
    ("(TOP film.film (AGG count starred_actors) 2)", ["Inception", "Interstellar"]),  # 3 each: ties by id
    ("(ARGMAX people.person (AGG count (R starred_actors)))", ["Leonardo DiCaprio"]),
    ("(ARGMAX people.person (AGG avg (JOIN (R starred_actors) release_year)))", ["Leonardo DiCaprio"]),
    ("(TOP people.person (AGG sum (JOIN (R starred_actors) release_year)) 2)", ["Leonardo DiCaprio", "Matt Damon"]),
    ("(SUM film.film release_year)", ["16037"]),
    ('(AVG (JOIN directed_by "Christopher Nolan") release_year)', ["2010.666667"]),  # (2010 + 2014 + 2008) / 3
    ("(MIN film.film release_year)", ["1997"]),
    ('(MAX (JOIN directed_by "Christopher Nolan") release_year)', ["2014"]),
    ('(AVG (JOIN directed_by "Nobody") release_year)', []),  # nothing to average: no answer
    ("(COUNT (AND film.film (NOT (HAS has_tags))))", ["7"]),
    # one node reached by two slots: Nolan both directed and wrote Inception
    ("(AND film.film (SAME directed_by written_by))", ["Inception"]),
    ("(AND people.person (SAME (R directed_by) (R written_by)))", ["Christopher Nolan"]),
    ("(AND film.film (SAME directed_by starred_actors))", []),
    ("(AND people.person (NOT (SAME (R directed_by) (R written_by))))",
     ["George Clooney", "Leonardo DiCaprio", "Matt Damon"]),
    ("(AND film.film (SAME (JOIN directed_by (R directed_by)) (JOIN written_by (R written_by))))", ["Inception"]),
    ("(COUNT (AND film.film (SAME release_year release_year)))", ["8"]),
    # the percentage of the first set's members that the second keeps
    ('(SHARE film.film (JOIN directed_by "Christopher Nolan"))', ["37.5"]),
    ("(SHARE film.film (NOT (HAS has_tags)))", ["87.5"]),
    ('(SHARE (JOIN directed_by "Christopher Nolan") (ge release_year 2010))', ["66.66666667"]),
    ('(SHARE (JOIN directed_by "Nobody") film.film)', []),  # no whole: no share of it
]


def ids(entities):
    return [e.id for e in entities]


# -- execution on every backend ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("form", "expected"), FORMS, ids=[f for f, _ in FORMS])
def test_forms_on_every_backend(store, form, expected):
    answers = execute(form, store)
    assert ids(answers) == expected
    assert store.execute(form) == answers
    assert store.execute(parse(form)) == answers
    assert store.stats().triples == 62  # nothing was dropped or added


def test_answers_carry_names_and_are_sorted(store):
    answers = store.execute('(JOIN (R award_nomination) "Leonardo DiCaprio")')
    assert answers == [Node("_:nomination1", ""), Node("_:nomination2", "")]
    assert store.execute("(COUNT film.film)") == [Node("8", "8")]
    assert execute("(AND film.film (JOIN has_genre Crime))", store) == [
        Node("Ocean's Eleven", "Ocean's Eleven"), Node("The Departed", "The Departed")]


def test_time_constraint_with_from_and_to(store):
    """Periods as Freebase CVTs: start ``….from``, end ``….to``; a missing end means still ongoing."""
    facts = [("Ada", "held", "_:p1"), ("_:p1", "office.position.from", "2009-01-20"),
             ("_:p1", "office.position.to", "2017-01-20"), ("Ada", "held", "_:p2"),
             ("_:p2", "office.position.from", "2005-01-03"), ("_:p2", "office.position.to", "2008-11-16"),
             ("Ada", "held", "_:p3"), ("_:p3", "office.position.from", "1997")]
    for h, r, t in facts:
        store.add_triple(Triple(h, r, t))
    expected = {"2008": ["_:p2", "_:p3"], "2010": ["_:p1", "_:p3"], "NOW": ["_:p1", "_:p3"],
                "2009-01": ["_:p1", "_:p3"], "1996": [], "2008-12-01": ["_:p3"]}
    for time, want in expected.items():
        form = f"(TC (JOIN (R held) Ada) office.position.from {time})"
        assert ids(execute(form, store)) == want, form
        assert ids(store.execute(form)) == want, form
    for h, r, t in facts:
        store.remove_triple(Triple(h, r, t))


@pytest.mark.parametrize("form", [
    "(JOIN no_such_relation Inception)",
    '(JOIN "directed_by) DETACH DELETE n //" Inception)',
    "(ARGMAX film.film no_such_relation)",
    "(AND film.film (le no_such_relation 2000))",
    "(TC film.film no_such_relation 2000)",
    "(JOIN (R no_such_relation) Nobody)",  # unknown even though nothing would be visited
    '(AND film.film (SAME directed_by "written_by]->() DETACH DELETE n //"))',
])
def test_unknown_relations_are_rejected(store, form):
    with pytest.raises(UnknownRelation):
        execute(form, store)
    with pytest.raises(UnknownRelation):
        store.execute(form)
    assert store.stats().triples == 62


def test_same_names_both_slots_relations():
    expr = parse("(AND (TYPE Ticket) (SAME ASSIGNED_TO (JOIN (R REPORTED) MANAGES)))")
    assert relations_in(expr) == {"ASSIGNED_TO", "REPORTED", "MANAGES"}


def test_classes_need_the_type_relation():
    with pytest.raises(UnknownRelation, match="type.object.type"):
        check_schema(parse("(AND film.film (JOIN directed_by x))"), ["directed_by"])
    with pytest.raises(UnknownRelation, match="type.object.type"):
        compile_sql(parse("film.film"), {"directed_by": 1})


def test_sql_binds_every_value_and_relation():
    sql, params = compile_sql(parse(f'(AND film.film (JOIN (R starred_actors) "{INJECTION}"))'),
                              {"starred_actors": 7, "type.object.type": 9})
    values = list(params.values())
    assert INJECTION in values and "film.film" in values and 7 in values and 9 in values
    assert "Robert" not in sql and "film.film" not in sql and "starred_actors" not in sql


VALUES = ["39", "120.0", "2.3e+06", "-5", "+5", "5.", ".5", "1E5", "-0500", "007", "abc", "", " 5", "0x10",
          "inf", "NaN", "1_000", "1-2", "1.2.3", "e5", "2008", "2008-05", "2008-05-08", "2008-05-08T10:00:00",
          "2008-5-8", "20080508", "Science Fiction", "٣"]


def test_sql_value_key_matches_python():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE v (id TEXT)")
    conn.executemany("INSERT INTO v VALUES (?)", [(x,) for x in VALUES])
    from_column = dict(conn.execute(f"SELECT id, {value_key_sql('id')} FROM v").fetchall())
    for text in VALUES:
        from_param = conn.execute(f"SELECT {value_key_sql(':v')}", {"v": text}).fetchone()[0]
        assert from_column[text] == from_param == value_key(text), text


# -- semantics helpers -------------------------------------------------------------------------------------------
def test_value_keys_order_years_dates_and_numbers():
    assert value_key("1999") == value_key("1999-01-01") < value_key("1999-05") < value_key("1999-05-02")
    assert value_key("1999-05") == value_key("1999-05-01") < value_key("1999-12-31")
    assert value_key("1999-12-31") < value_key("2000") == 2000.0
    assert value_key("9") < value_key("10") < value_key("2.3e+06")
    assert value_key("abc") is None and value_key("1-2") is None and value_key("inf") is None


def test_tc_windows_and_end_relations():
    assert tc_window("2014") == ("2014-01-01", "2014-12-31")
    assert tc_window("2016-02") == ("2016-02-01", "2016-02-29")
    assert tc_window("2016-02-03") == ("2016-02-03", "2016-02-03")
    assert tc_window("NOW") == ("2015-08-10", "2015-08-10")
    assert tc_window("soon") is None and tc_window("2016-13") is None
    assert end_relation("government.government_position_held.from") == "government.government_position_held.to"
    assert end_relation("sports.sports_team_roster.from_date") == "sports.sports_team_roster.to_date"
    assert end_relation("x.start_date") == "x.end_date"
    assert end_relation("year") == "year"


# -- parser and printer ------------------------------------------------------------------------------------------
def test_ast_shape():
    expr = parse('(AND film.film (JOIN (R directed_by) "Christopher Nolan"))')
    assert expr == And(Class("film.film"), Join(Relation("directed_by", reverse=True), Entity("Christopher Nolan")))
    expr = parse("(ARGMAX x.y (JOIN (R a.b) c.d))")
    assert expr == ArgMax(Class("x.y"), RelationPath((Relation("a.b", True), Relation("c.d"))))
    expr = parse(f"(AND film.film (le r 1951^^{GYEAR}))")
    assert expr.right == Compare("le", Relation("r"), Literal("1951", GYEAR))
    assert parse("(TC m.0abc x.from NOW)") == TC(Entity("m.0abc"), Relation("x.from"), Literal("NOW"))
    assert parse("(COUNT m.0abc)") == Count(Entity("m.0abc"))
    # JOIN's argument is always an entity; so is a quoted atom; m./g. ids are never classes
    assert parse("(JOIN type.object.type film.film)").expr == Entity("film.film")
    assert parse('(AND "film.film" m.0abc)') == And(Entity("film.film"), Entity("m.0abc"))
    assert parse("(AND g.12abc m.0abc)").left == Entity("g.12abc")
    assert parse("(AND (TYPE Ticket) (SAME ASSIGNED_TO (R REPORTED)))").right == \
        Same(Relation("ASSIGNED_TO"), Relation("REPORTED", reverse=True))


@pytest.mark.parametrize("text", [
    '(JOIN directed_by "Christopher Nolan")',
    f'(JOIN (R starred_actors) "{INJECTION}")',
    '(JOIN starred_actors "Bobby \\"Tables\\" O\'Neil")',
    '(JOIN r "two\\nlines \\\\ and a \\ttab")',
    '(AND "film.film" (JOIN type.object.type film.film))',
    '(AND film.film (JOIN r "hello world"^^http://www.w3.org/2001/XMLSchema#string))',
    "(ARGMAX film.film (JOIN a (JOIN (R b) c)))",
    "(JOIN (JOIN a b) x)",
    "(TC (JOIN (R held) Ada) office.position.from 2014^^http://www.w3.org/2001/XMLSchema#gYear)",
    "(AND x.y (AND (ge r 1) (lt (R s) 2.5e+3)))",
    "(AND (TYPE Book) (AND (NOT (HAS deathDate)) (contains title \"the sea\")))",
    "(TOP (TYPE Book) (AGG sum (JOIN (R HOLDS.end) HOLDS.copies)) 3)",
    "(BOTTOM (AND (TYPE Branch) (starts name North)) openedYear 1)",
    "(ARGMAX (TYPE Author) (AGG count (R WON.start)))",
    "(TOP (TYPE Supplier) (AGG count SUPPLIES (JOIN PART_OF (AND (TYPE Category) (JOIN name Dairy)))) 3)",
    "(AVG (JOIN REVIEWED.start m1) REVIEWED.rating)",
    "(MIN (TYPE Author) birthDate)",
    "(AND (TYPE Person) (SAME ACTED_IN PRODUCED))",
    "(AND (TYPE Ticket) (NOT (SAME ASSIGNED_TO (R REPORTED))))",
    "(AND x.y (SAME (JOIN a (R b)) c))",
    "(JOIN (R genres) (TYPE film.film))",  # a class as JOIN's argument: written with TYPE, a bare name is an entity
    "(SHARE (TYPE Book) (NOT (HAS deathDate)))",
])
def test_round_trip(text):
    expr = parse(text)
    assert to_sexpr(expr) == text
    assert parse(to_sexpr(expr)) == expr


def test_printing_normalises_and_quotes_what_it_must():
    assert to_sexpr(parse("  ( join   R1\n x )  ")) == "(JOIN R1 x)"
    assert to_sexpr(parse("(and film.film (LE r 5))")) == "(AND film.film (le r 5))"
    assert to_sexpr(parse('(JOIN r "plain")')) == "(JOIN r plain)"
    assert to_sexpr(parse('(JOIN (JOIN (JOIN a b) c) x)')) == "(JOIN (JOIN a (JOIN b c)) x)"  # chains nest right
    tricky = Entity('a "b" \\ (c)\nd^^e')
    assert parse(to_sexpr(Join(Relation("r"), tricky))).expr == tricky
    assert to_sexpr(And(Entity("film.film"), Class("film.film"))) == '(AND "film.film" film.film)'
    assert to_sexpr(Relation("r", reverse=True)) == "(R r)"


@pytest.mark.parametrize(("text", "position", "words"), [
    ("", 0, "empty"),
    ("   ", 0, "empty"),
    ("(JOIN r x", 9, "Missing ')'"),
    ("(JOIN r", 7, "Missing ')'"),
    ("(JOIN r x))", 10, "Unbalanced ')'"),
    (")", 0, "Unbalanced ')'"),
    ("(FOO x)", 1, "Unknown operator 'FOO'"),
    ("(JOIN r)", 0, "JOIN takes a relation and an expression, but got 1"),
    ("(AND a)", 0, "AND takes two expressions"),
    ("(JOIN r x y)", 10, "unexpected extra argument"),
    ("(COUNT x y z)", 9, "unexpected extra argument"),
    ("(JOIN r x) y", 11, "after the end"),
    ("()", 1, "Expected an operator"),
    ("((JOIN r x))", 1, "Expected an operator"),
    ('(JOIN r "abc', 8, "Unterminated"),
    ('(JOIN r "a\\qb")', 10, "Unknown escape"),
    ('(JOIN r ab"c)', 10, "quote"),
    ('(JOIN r "")', 8, "Empty quoted atom"),
    ("(JOIN r ^^foo)", 8, "typed literal"),
    ("(R r)", 0, "reversed relation"),
    ("(ARGMAX x (AND a b))", 11, "Expected a relation"),
    ("(ARGMAX x 5^^int)", 10, "Expected a relation"),
    ("(TC x (R r) 2010)", 6, "plain relation"),
    ("(TC x r soon)", 8, "year, year-month, date or NOW"),
    ("(AND film.film (le r abc))", 21, "numbers or dates"),
    ("(le r 5)", 0, "only filters"),
    ("(AND (le r 5) (gt r 1))", 0, "only filters"),
    ("(JOIN r (COUNT x))", 8, "outermost"),
    ("(COUNT (COUNT x))", 7, "outermost"),
    ("(JOIN r (SHARE x y))", 8, "outermost"),
    ("(SAME a b)", 0, "only filters"),
    ("(AND x (SAME a))", 7, "SAME takes two relations, but got 1"),
    ("(AND x (SAME a (TYPE b)))", 16, "Expected a relation"),
])
def test_malformed_forms_say_what_and_where(text, position, words):
    with pytest.raises(LogicalFormError, match=r"\(at character \d+\)") as err:
        parse(text)
    assert err.value.position == position
    assert words in str(err.value)


def test_hand_built_expressions_are_checked(tiny_sqlite):
    for bad in (Join(Relation("r"), Count(Entity("x"))), Compare("le", Relation("r"), Literal("5")),
                And(Entity("x"), Literal("2010")),
                TC(Entity("x"), Relation("r"), Literal("soon"))):
        with pytest.raises(LogicalFormError):
            check(bad)
        with pytest.raises(LogicalFormError):
            execute(bad, tiny_sqlite)
        with pytest.raises(LogicalFormError):
            tiny_sqlite.execute(bad)
    with pytest.raises(LogicalFormError):
        Class("Not A Class")
    with pytest.raises(LogicalFormError):
        Compare("eq", Relation("r"), Literal("5"))
    for bad in ("(NOT (HAS r))", "(HAS r)", "(TOP x r 0)", "(AND x (SUM y r))", "(TOP x (AGG median r) 2)",
                "(COUNT (AVG x r))", "(SUM x (AGG count r))"):
        with pytest.raises(LogicalFormError):
            parse(bad)
    with pytest.raises(LogicalFormError):
        parse(42)  # type: ignore[arg-type]


# -- GrailQA -----------------------------------------------------------------------------------------------------
def _grailqa(shared_dir, name):
    return json.loads((shared_dir / "data" / "grailqa" / name).read_text(encoding="utf-8"))


def test_grailqa_dev_1000_parse_and_round_trip(shared_dir):
    items = _grailqa(shared_dir, "grailqa_dev_tog1000.json") + _grailqa(shared_dir, "grailqa_debug5_pangu.json")
    assert len(items) == 1005
    failures = []
    for item in items:
        text = item["s_expression"]
        try:
            if to_sexpr(parse(text)) != text:
                failures.append((text, to_sexpr(parse(text))))
        except LogicalFormError as exc:
            failures.append((text, str(exc)))
    assert failures == []


def _atoms(expr):
    """Every Entity, Literal and Class in an expression."""
    if isinstance(expr, Entity | Literal | Class):
        return {expr}
    return set().union(*(_atoms(getattr(expr, a)) for a in ("expr", "left", "right") if hasattr(expr, a)))


def test_grailqa_atoms_are_classified_as_the_dataset_means(shared_dir):
    """The question node's class is the Class operand; every entity node of the query graph is an Entity."""
    for item in _grailqa(shared_dir, "grailqa_dev_tog1000.json"):
        expr = parse(item["s_expression"])
        root = expr.expr if isinstance(expr, Count | ArgMax | ArgMin) else expr
        answer_type = next(n["id"] for n in item["graph_query"]["nodes"] if n["question_node"] == 1)
        assert (root.left if isinstance(root, And) else root) == Class(answer_type), item["s_expression"]
        atoms = _atoms(expr)
        for node in item["graph_query"]["nodes"]:
            if node["node_type"] == "entity":
                assert Entity(node["id"]) in atoms, item["s_expression"]


def test_grailqa_forms_fail_cleanly_on_another_graph(shared_dir, tiny_sqlite):
    for item in _grailqa(shared_dir, "grailqa_debug5_pangu.json"):
        with pytest.raises(UnknownRelation):
            tiny_sqlite.execute(item["s_expression"])
