"""Words of the bundled movie graph (MetaQA): how people name its relations and its kinds of things.

General code reads these through ``kgchat.reasoning.question.Vocabulary``; a graph without this profile still works
from its verbalised relation names and MiniLM similarity alone. The lists give each relation a few everyday
wordings; other wordings are matched to the nearest of them in embedding space, so they need not be exhaustive.
"""

from __future__ import annotations

# relation -> phrases that name it (single words or short phrases, lower case)
RELATION_PHRASES: dict[str, tuple[str, ...]] = {
    "directed_by": ("directed", "direct", "directs", "directing", "director", "directors", "helmed", "helm",
                    "filmmaker", "direction", "directorial", "made", "make", "makes"),
    "written_by": ("written", "wrote", "write", "writes", "writer", "writers", "penned", "screenplay",
                   "screenwriter", "scriptwriter", "scripted", "script", "authored", "author", "writing"),
    "starred_actors": ("starred", "starring", "star", "stars", "actor", "actors", "actress", "acted", "act", "acts",
                       "appeared", "appear", "appears", "appearing", "acting", "cast", "cast member", "featured", "feature",
                       "features", "featuring", "played", "performed", "performer", "performers", "co-star",
                       "costar", "co-starred", "costarred"),
    "release_year": ("released", "release", "come out", "came out", "comes out", "premiered", "premiere",
                     "year", "years", "date", "debuted", "launched"),
    "in_language": ("language", "languages", "spoken"),
    "has_genre": ("genre", "genres", "kind of film", "kind of movie", "type of film", "type of movie", "sort of film",
                  "category"),
    "has_tags": ("tagged", "tags", "tag", "about", "topics", "topic", "described", "describe", "describes",
                 "keywords", "subject"),
    "has_imdb_rating": ("rating", "rated", "imdb rating"),
    "has_imdb_votes": ("votes", "popular", "popularity", "imdb votes"),
}

# Nouns for the things every relation starts from (the films): "how many movies", "which films".
SUBJECT_NOUNS: frozenset[str] = frozenset({"film", "films", "movie", "movies", "picture", "pictures", "flick",
                                           "flicks", "title", "titles"})

# "films by X": which relation a bare preposition before a person means, when no other word says.
PREPOSITION_RELATIONS: dict[str, str] = {"by": "directed_by", "with": "starred_actors", "from": "directed_by"}

# Relations whose values are free-form labels rather than things: a word matching one only weakly suggests it.
LABEL_RELATIONS: frozenset[str] = frozenset({"has_tags"})

MOVIE_RELATIONS = frozenset(RELATION_PHRASES)
