"""The movie profile: the bundled movie graph (WikiMovies), where questions say "film", "actor", "year".

Its weights are the neutral profile's; its switches were chosen on labelled questions of this graph, so its
zero-shot scorer may vouch for an answer. What each was measured to do is in docs/knobs.md.
"""

from __future__ import annotations

from kgchat.lexicons.base import Lexicon
from kgchat.lexicons.people import Concept

# The credits of a film, and the nouns English uses for the person credited (``Lexicon.roles``): the encoder ties
# each to the relation closest to its names ("written by"), and the nouns then name that relation for
# ``RelationWords``. Words for the person only: "script" or "screenplay" name the work, and "who wrote the
# screenplay of X" asks for one step, not two. Written from English film vocabulary, not from a benchmark's questions.
FILM_CREDITS = (
    Concept(("written by", "writer", "screenplay by"),
            ("writer", "writers", "screenwriter", "screenwriters", "scriptwriter", "scriptwriters", "scenarist",
             "scenarists")),
    Concept(("directed by", "director"), ("director", "directors", "filmmaker", "filmmakers")),
    Concept(("starring", "cast", "actors"),
            ("actor", "actors", "actress", "actresses", "star", "stars", "performer", "performers", "cast")),
)

MOVIES = Lexicon(
    name="movies",
    extension_gap=0.0,
    zero_shot_vouches=True,  # its words and weights were tuned on labelled questions of this graph
    tuned_steps_counted=True,  # a chain or CRF walk shorter than the words ask for is approximate, even vouched
    generic_nouns=frozenset({"film", "films", "movie", "movies", "movie's", "person", "people"}),
    # "the director of X" names a relation (the lexical scorer reads it) but is never itself an entity mention
    domain_stop_words=frozenset({"actor", "actors", "director", "directors", "writer", "writers", "year", "years"}),
    roles=FILM_CREDITS,  # "the *screenwriter* of X" names written_by
)
