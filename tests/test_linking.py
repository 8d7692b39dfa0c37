"""Entity linking on the tiny graph: brackets as hints, case, punctuation, partial, ambiguous names."""

from __future__ import annotations

import pytest

from kgchat.errors import QuestionError
from kgchat.lexicons import DEFAULT
from kgchat.lexicons.movies import MOVIES
from kgchat.linking import EntityLinker, content_words, mask_mentions
from kgchat.types import Triple


def top(store, q):
    return [m.entity.id for m in EntityLinker(store).link(q)]


def test_brackets_are_a_hint(tiny_sqlite):
    assert top(tiny_sqlite, "who directed [Inception]")[0] == "Inception"


def test_no_brackets_needed_case_and_punctuation(tiny_sqlite):
    assert top(tiny_sqlite, "who directed the dark knight?")[0] == "The Dark Knight"
    assert top(tiny_sqlite, "who starred in o brother where art thou")[0] == "O Brother, Where Art Thou?"
    assert top(tiny_sqlite, "what language is amelie in")[0] == "Amélie"


def test_longest_name_wins(tiny_sqlite):
    assert top(tiny_sqlite, "films of Christopher Nolan") == ["Christopher Nolan"]


def test_partial_and_misspelt_names(tiny_sqlite):
    assert "Leonardo DiCaprio" in top(tiny_sqlite, "movies with dicaprio")
    assert "Interstellar" in top(tiny_sqlite, "who directed intersteller")


def test_ambiguous_names_return_every_candidate(tiny_sqlite):
    tiny_sqlite.add_triple(Triple("Titanic (1953)", "release_year", "1953"), head_name="Titanic")
    matches = EntityLinker(tiny_sqlite).link("who directed titanic")
    assert {m.entity.id for m in matches} == {"Titanic", "Titanic (1953)"}
    assert matches[0].entity.id == "Titanic"  # better connected first


def test_a_bracketed_name_prefers_the_entity_spelled_the_same_way(tiny_sqlite):
    # MetaQA keeps tags apart from people: "leonardo dicaprio" the tag, "Leonardo DiCaprio" the actor
    tiny_sqlite.add_triple(Triple("Inception", "has_tags", "leonardo dicaprio"))
    assert top(tiny_sqlite, "which films are about [leonardo dicaprio]") == ["leonardo dicaprio"]
    assert top(tiny_sqlite, "which films did [Leonardo DiCaprio] star in") == ["Leonardo DiCaprio"]
    # spelled like neither: both stay candidates
    assert set(top(tiny_sqlite, "which films did [leonardo DiCaprio] star in")) == {"Leonardo DiCaprio",
                                                                                   "leonardo dicaprio"}


def test_unknown_entities_give_no_candidates(tiny_sqlite):
    assert EntityLinker(tiny_sqlite).link("what is the capital of Zzyzxqua") == []


@pytest.mark.parametrize("q", ["", "  \n ", "x" * 2001])
def test_bad_questions(tiny_sqlite, q):
    with pytest.raises(QuestionError):
        EntityLinker(tiny_sqlite).link(q)


def test_masking_and_content_words():
    assert mask_mentions("which films did [Tom Hanks] act in", ["Tom Hanks"]) == "which films did act in"
    assert mask_mentions("who directed tom hanks films", ["Tom Hanks"]) == "who directed films"
    assert content_words("which person directed the movies", MOVIES.stop_words) == "directed"
    assert content_words("which person directed the movies", DEFAULT.stop_words) == "person directed movies"


def test_the_lexicon_profile_follows_the_graph(tmp_path, tiny_sqlite):
    from kgchat.backends.sqlite import SQLiteGraph
    from kgchat.graphs import MOVIE_KB
    from kgchat.lexicons import for_graph

    movies = SQLiteGraph(tmp_path / "movies.db")
    movies.set_meta("source", MOVIE_KB.name)  # what default_graph() records for the bundled KB
    assert for_graph(movies) is MOVIES and EntityLinker(movies).lexicon is MOVIES
    assert for_graph(tiny_sqlite) is DEFAULT and EntityLinker(tiny_sqlite).lexicon is DEFAULT
    assert {"director", "film"} <= MOVIES.stop_words and not {"director", "film"} & DEFAULT.stop_words
    assert {"the", "which"} <= DEFAULT.stop_words
    movies.close()


def test_the_spelling_as_written_picks_among_names_that_normalise_alike():
    from kgchat.linking import as_written
    from kgchat.types import Entity

    bruno, bruno_umlaut = Entity("Bruno", "Bruno"), Entity("Brüno", "Brüno")
    assert as_written([bruno, bruno_umlaut], "who directed Brüno") == [bruno_umlaut]
    assert as_written([bruno, bruno_umlaut], "who directed Bruno?") == [bruno]
    assert as_written([bruno, bruno_umlaut], "who directed bruno") == [bruno]  # lower case: still Bruno's spelling
    tag, actor = Entity("anne baxter", "anne baxter"), Entity("Anne Baxter", "Anne Baxter")
    assert as_written([tag, actor], "films with anne baxter") == [tag, actor]  # all lower case: no cue
    assert as_written([tag, actor], "films with Anne Baxter") == [actor]  # a writer who uses capitals
    assert as_written([bruno_umlaut], "bruno") == [bruno_umlaut]
