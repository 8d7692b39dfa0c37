"""The GraphStore contract: every backend runs these on the tiny movie graph (graphs/tiny_movies.txt)."""

from __future__ import annotations

import pytest
from conftest import BACKENDS

from kgchat.errors import TripleNotFound, UnknownRelation
from kgchat.types import Direction, Entity, Triple

INJECTION = "Robert'); DROP TABLE triples;--"
QUOTED = 'Bobby "Tables" O\'Neil'


def ids(entities):
    return [e.id for e in entities]


def test_entity_lookup(store):
    assert store.entity("Inception") == Entity("Inception", "Inception")
    assert store.entity("No Such Film") is None


def test_search_exact_is_case_and_accent_insensitive(store):
    top = store.search_entities("amelie")[0]
    assert top.entity.id == "Amélie" and top.score == 1.0
    assert store.search_entities("THE DARK KNIGHT")[0].entity.id == "The Dark Knight"


def test_search_partial_and_misspelt_names(store):
    assert "Leonardo DiCaprio" in ids(m.entity for m in store.search_entities("dicaprio"))
    assert "Christopher Nolan" in ids(m.entity for m in store.search_entities("Cristopher Nolan"))


def test_search_scores_are_sorted_and_bounded(store):
    matches = store.search_entities("the")
    scores = [m.score for m in matches]
    assert scores == sorted(scores, reverse=True)
    assert all(0.0 <= s <= 1.0 for s in scores)


def test_search_handles_quotes_and_sql_characters(store):
    assert store.search_entities(INJECTION)[0].entity.id == INJECTION
    assert store.search_entities(QUOTED)[0].entity.id == QUOTED
    assert store.search_entities("\"'); --") == []  # nothing but punctuation: no words to search for
    assert store.search_entities("") == []
    assert store.stats().triples == 62  # nothing was dropped


def test_relations_both_directions(store):
    assert store.relations("Inception", Direction.OUT) == [
        "directed_by", "has_genre", "has_tags", "release_year", "starred_actors", "type.object.type", "written_by"]
    assert store.relations("Christopher Nolan", Direction.IN) == ["directed_by", "written_by"]
    assert store.relations("Christopher Nolan", "out") == ["type.object.type"]
    assert store.relations("Nobody", Direction.OUT) == []


def test_neighbors_sorted_limited_and_directional(store):
    assert ids(store.neighbors("Christopher Nolan", "directed_by", Direction.IN)) == [
        "Inception", "Interstellar", "The Dark Knight"]
    assert ids(store.neighbors("Christopher Nolan", "directed_by", Direction.IN, limit=2)) == ["Inception", "Interstellar"]
    assert ids(store.neighbors("Inception", "directed_by", Direction.OUT)) == ["Christopher Nolan"]
    assert store.neighbors("Nobody", "directed_by", Direction.OUT) == []


def test_unnamed_nodes_have_empty_names(store):
    nominations = store.neighbors("Leonardo DiCaprio", "award_nomination", Direction.OUT)
    assert len(nominations) == 2 and all(e.name == "" for e in nominations)
    films = [store.neighbors(n.id, "nominated_for", Direction.OUT)[0].name for n in nominations]
    assert sorted(films) == ["The Revenant", "The Wolf of Wall Street"]


def test_unknown_relation_is_rejected(store):
    with pytest.raises(UnknownRelation):
        store.neighbors("Inception", "directed_by) DETACH DELETE n //", Direction.OUT)


def test_sample_entities_are_distinct_subjects_of_the_relation(store):
    films = ["Amélie", "Inception", "Interstellar", "O Brother, Where Art Thou?", "Ocean's Eleven", "The Dark Knight",
             "The Departed", "Titanic"]
    assert sorted(ids(store.sample_entities("directed_by", 20, seed=3))) == films
    two = store.sample_entities("directed_by", 2)
    assert len(two) == 2 and set(ids(two)) <= set(films) and all(e.name for e in two)
    assert store.sample_entities("directed_by", 0) == []
    with pytest.raises(UnknownRelation):
        store.sample_entities("directed_by) DETACH DELETE n //", 3)


def test_schema_and_stats(store):
    assert "starred_actors" in store.relation_names()
    stats = store.stats()
    assert stats.triples == 62
    assert stats.relations["starred_actors"] == 14
    assert stats.entities >= 45


def test_add_remove_replace(store):
    t = Triple("Inception", "has_genre", "Thriller")
    assert not store.has_triple(t)
    assert store.add_triple(t) is True
    assert store.add_triple(t) is False  # idempotent
    assert store.has_triple(t)
    assert "Thriller" in ids(store.neighbors("Inception", "has_genre", Direction.OUT))
    new = Triple("Inception", "has_genre", "Heist")
    store.replace_triple(t, new)
    assert not store.has_triple(t) and store.has_triple(new)
    assert store.remove_triple(new) is True
    assert store.remove_triple(new) is False
    with pytest.raises(TripleNotFound):
        store.replace_triple(t, new)
    assert not store.has_triple(new)
    assert store.stats().triples == 62


def test_new_relation_and_entity_with_awkward_names(store):
    t = Triple(INJECTION, "filmed_in", "Ca'n \"Quote\" Town")
    assert store.add_triple(t)
    assert ids(store.neighbors(INJECTION, "filmed_in", Direction.OUT)) == ["Ca'n \"Quote\" Town"]
    assert "filmed_in" in store.relation_names()
    assert store.remove_triple(t)


# Freebase states most facts both ways: film.director.film and film.film.directed_by are inverse twins here, while
# film.film.country (no way back) and the spouse relation (its own inverse) show what else the counts decide.
TWINS = [
    ("Ron Howard", "film.director.film", "Apollo 13"), ("Ron Howard", "film.director.film", "Rush"),
    ("Ron Howard", "film.director.film", "Splash"), ("Apollo 13", "film.film.directed_by", "Ron Howard"),
    ("Rush", "film.film.directed_by", "Ron Howard"), ("Splash", "film.film.directed_by", "Ron Howard"),
    ("Rush", "film.film.country", "United Kingdom"), ("Splash", "film.film.country", "United States of America"),
    ("Apollo 13", "film.film.country", "United States of America"),
    ("Cheryl Howard", "people.person.spouse", "Ron Howard"), ("Ron Howard", "people.person.spouse", "Cheryl Howard"),
    ("Tom Hanks", "people.person.spouse", "Rita Wilson"), ("Rita Wilson", "people.person.spouse", "Tom Hanks"),
]


@pytest.fixture(params=[pytest.param(b, marks=[pytest.mark.slow] if b != "sqlite" else []) for b in BACKENDS])
def twin_store(request: pytest.FixtureRequest, tmp_path):
    path = tmp_path / "twins.txt"
    path.write_text("".join(f"{h}|{r}|{t}\n" for h, r, t in TWINS), encoding="utf-8")
    if request.param == "sqlite":
        from kgchat.backends.importer import load_file
        from kgchat.backends.sqlite import SQLiteGraph

        store = SQLiteGraph(tmp_path / "twins.db")
        load_file(store, path, "metaqa")
        yield store
        store.close()
        return
    yield request.getfixturevalue(f"{request.param}_store_factory")(path)


def test_inverse_twins_are_found_on_every_backend(twin_store):
    inverses = twin_store.inverse_relations()
    assert inverses["film.director.film"] == "film.film.directed_by"
    assert inverses["film.film.directed_by"] == "film.director.film"
    assert inverses["people.person.spouse"] == "people.person.spouse"
    assert "film.film.country" not in inverses
