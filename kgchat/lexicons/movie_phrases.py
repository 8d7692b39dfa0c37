"""Words of the bundled movie graph: how people name its relations and its kinds of things.

General code reads these through ``kgchat.reasoning.question.Vocabulary``; a graph without this profile still works
from its verbalised relation names and MiniLM similarity alone. The lists give each relation a few everyday
wordings; other wordings are matched to the nearest of them in embedding space, so they need not be exhaustive.
"""

from __future__ import annotations

# relation -> phrases that name it (single words or short phrases, lower case)
RELATION_PHRASES: dict[str, tuple[str, ...]] = {
    "directed_by": ("directed", "direct", "directs", "directing", "director", "directors", "helmed", "helm", "helms",
                    "helming", "helmer", "filmmaker", "filmmakers", "direction", "directorial", "made", "make",
                    "makes", "maker", "behind the camera", "called the shots", "director's chair", "at the helm",
                    "directing credits", "directing credit", "auteur"),
    "written_by": ("written", "wrote", "write", "writes", "writer", "writers", "penned", "pen", "screenplay",
                   "screenplays", "screenwriter", "screenwriters", "scriptwriter", "scripted", "script", "scripts",
                   "authored", "author", "authors", "writing", "writing credits", "writing credit", "co-wrote",
                   "co-written", "cowrote", "scribe", "scribed", "screen story", "story by"),
    "starred_actors": ("starred", "starring", "star", "stars", "actor", "actors", "actress", "actresses", "acted", "act",
                       "acts", "appeared", "appear", "appears", "appearing", "appearance", "appearances", "acting",
                       "cast", "cast member", "cast members", "featured", "feature", "features", "featuring",
                       "played", "plays", "playing", "performed", "performer", "performers", "co-star", "costar",
                       "co-starred", "costarred", "co-stars", "show up", "shows up", "showed up", "turn up",
                       "turns up", "turned up", "been in", "on screen", "onscreen", "in front of the camera", "portrayed", "ensemble"),
    "release_year": ("released", "release", "come out", "came out", "comes out", "premiered", "premiere",
                     "year", "years", "date", "debuted", "launched", "hit theaters", "hit theatres", "hit cinemas",
                     "hit the screens", "in theaters", "opened", "release date", "year of release"),
    "in_language": ("language", "languages", "spoken", "speak", "speaks", "spoken in", "tongue", "dialect"),
    "has_genre": ("genre", "genres", "kind of film", "kind of movie", "type of film", "type of movie", "sort of film",
                  "sort of movie", "category", "categories", "classified as", "style of film"),
    "has_tags": ("tagged", "tags", "tag", "about", "topics", "topic", "described", "describe", "describes",
                 "keywords", "keyword", "subject", "subjects", "theme", "themes", "deal with", "deals with"),
    "has_imdb_rating": ("rating", "rated", "imdb rating", "ratings"),
    "has_imdb_votes": ("votes", "popular", "popularity", "imdb votes"),
}

# Adjectives and nouns people use for a genre value: "animated films starring X" is X's films of genre Animation.
CLASS_WORDS: dict[str, str] = {
    "animated": "Animation", "cartoon": "Animation", "cartoons": "Animation", "funny": "Comedy",
    "comedic": "Comedy", "scary": "Horror", "romantic": "Romance", "biopic": "Biography", "biopics": "Biography",
    "biographical": "Biography", "historical": "History", "sports": "Sport", "dramatic": "Drama",
    "documentaries": "Documentary", "mysteries": "Mystery",
}

# Nouns for the things every relation starts from (the films): "how many movies", "which films".
SUBJECT_NOUNS: frozenset[str] = frozenset({"film", "films", "movie", "movies", "picture", "pictures", "flick",
                                           "flicks", "title", "titles"})

# "films by X": which relation a bare preposition before a person means, when no other word says.
PREPOSITION_RELATIONS: dict[str, str] = {"by": "directed_by", "with": "starred_actors", "from": "directed_by"}

# Relations whose values are free-form labels rather than things: a word matching one only weakly suggests it.
LABEL_RELATIONS: frozenset[str] = frozenset({"has_tags"})

MOVIE_RELATIONS = frozenset(RELATION_PHRASES)
