"""A property whose values are integers on some nodes and floats on others is a number (a charge of 900 beside one
of 107.52), so sums, averages and comparisons can use it; other kinds together stay "mixed"."""

from kgchat.backends.neo4j_schema import value_type


def test_integers_beside_floats_are_numbers():
    assert value_type(["INTEGER NOT NULL", "FLOAT NOT NULL"]) == ("float", False)
    assert value_type(["LIST<INTEGER NOT NULL> NOT NULL", "LIST<FLOAT NOT NULL> NOT NULL"]) == ("float", True)


def test_other_kinds_together_stay_mixed():
    assert value_type(["INTEGER NOT NULL", "STRING NOT NULL"]) == ("mixed", False)
    assert value_type(["FLOAT NOT NULL", "NULL"]) == ("float", False)
