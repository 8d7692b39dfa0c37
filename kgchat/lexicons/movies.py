"""The movie profile: the bundled MetaQA movie KB (WikiMovies), where questions say "film", "actor", "year".

Its weights are the neutral profile's, which were measured on MetaQA dev (bench/README.md, "Tuning history").
"""

from __future__ import annotations

from kgchat.lexicons.base import Lexicon

MOVIES = Lexicon(
    name="movies",
    extension_gap=0.0,
    structure_counted=False,  # MetaQA kept as measured (Lexicon.structure_counted)
    zero_shot_vouches=True,  # its words and weights were tuned on MetaQA dev (labelled questions of this graph)
    walk_steps_counted=True,  # the CRF walk goes on while the words ask for more steps (MetaQA held-out dev)
    vouched_steps_counted=True,  # ToG-R's badge: a chain shorter than the words ask is approximate (held-out dev)
    generic_nouns=frozenset({"film", "films", "movie", "movies", "movie's", "person", "people"}),
    # "the director of X" names a relation (the lexical scorer reads it) but is never itself an entity mention
    domain_stop_words=frozenset({"actor", "actors", "director", "directors", "writer", "writers", "year", "years"}),
)
