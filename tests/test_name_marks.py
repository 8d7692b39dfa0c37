"""Names written with a mark inside a word ("Brigid's Heron", "O'Callan", "Jeanne d'Arc"): the full-text index keeps
the mark inside its word, the normalised name splits there, and the lookup has to ask for both forms."""

from __future__ import annotations

import pytest

from kgchat.backends.neo4j_frontier import lucene_query


def test_a_letter_split_off_by_a_mark_is_asked_for_with_its_word():
    assert lucene_query(["brigid", "s", "heron"]) == '("brigid" OR brigid*s) AND "heron"'
    assert lucene_query(["valentin", "o", "callan"]) == '"valentin" AND ("callan" OR o*callan)'
    assert lucene_query(["jeanne", "d", "arc"]) == '"jeanne" AND ("arc" OR d*arc)'
    assert lucene_query(["the", "matrix"], all_words=False) == '"the" OR "matrix"'
    assert lucene_query(["a"]) == '"a"'  # nothing else to ask for


@pytest.mark.neo4j
def test_neo4j_finds_names_with_marks_by_their_normalised_form(neo4j_server, neo4j_open):
    import neo4j
    from neo4j_server import wipe_all

    from kgchat.backends.base import normalize_name

    wipe_all(neo4j_open())
    titles = ["Brigid's Heron", "Night Heron", "Heron"]
    people = ["Valentin O'Callan", "Valentin Holm", "Jeanne d'Arc"]
    auth = (neo4j_server.user, neo4j_server.password)
    with neo4j.GraphDatabase.driver(neo4j_server.uri, auth=auth) as driver, driver.session() as session:
        for t in titles:
            session.run("CREATE (:Film {title: $t})", t=t).consume()
        for n in people:
            session.run("CREATE (:Person {name: $n})", n=n).consume()
    g = neo4j_open()
    assert g.has_fulltext and not g.has_norm_index  # someone else's graph: names are found through the index
    wanted = [normalize_name(n) for n in titles + people] + ["brigid heron", "callan"]
    found = g.entities_by_norms(wanted)
    for name in titles + people:
        assert [e.name for e in found[normalize_name(name)]] == [name]
    assert found["brigid heron"] == [] and found["callan"] == []  # the whole name, exactly
    assert [e.name for e in g.entities_by_norm(normalize_name("Brigid's Heron"))] == ["Brigid's Heron"]
    assert g.search_entities("valentin o'callan")[0].entity.name == "Valentin O'Callan"
    wipe_all(g)
