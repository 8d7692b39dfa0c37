"""Question wordings of the compositional sets, one table per split.

The dev and forecast tables share no wording (``make_devset.py`` checks it): the forecast set measures whether a
method carries over to phrasings nobody tuned on. Placeholders: {p} a person, {f}/{a}/{b} films, {x}/{y} people,
{d} a director, {year} a year, {g} a genre noun ("comedies"), {he} a pronoun.
"""

from __future__ import annotations

# Plural nouns for genres ("comedies starring X"); genres without a natural plural are left out.
GENRE_NOUNS = {
    "Comedy": ("comedies", "comedy"), "Drama": ("dramas", "drama"), "Horror": ("horror films", "horror"),
    "Thriller": ("thrillers", "thriller"), "Western": ("westerns", "western"), "War": ("war films", "war"),
    "Documentary": ("documentaries", "documentary"), "Musical": ("musicals", "musical"),
    "Crime": ("crime films", "crime"), "Action": ("action movies", "action"),
    "Adventure": ("adventure films", "adventure"), "Animation": ("animated films", "animated"),
    "Fantasy": ("fantasy films", "fantasy"), "Mystery": ("mysteries", "mystery"),
    "Romance": ("romance movies", "romance"), "Family": ("family films", "family"),
}

DEV: dict[str, dict[str, list[str]]] = {
    "count": {
        "starred_actors": ["how many movies did {p} star in", "how many films has {p} acted in",
                           "count the films {p} appeared in", "number of movies starring {p}"],
        "directed_by": ["how many films did {p} direct", "how many movies has {p} directed",
                        "number of films directed by {p}"],
        "written_by": ["how many movies did {p} write", "how many films were written by {p}"],
    },
    "intersection": {
        "actors": ["which actors appeared in both {a} and {b}", "who acted in both {a} and {b}",
                   "who starred in {a} as well as {b}", "actors in both {a} and {b}"],
        "films": ["which movies star both {x} and {y}", "films featuring both {x} and {y}",
                  "what movies did {x} and {y} both appear in", "movies with {x} and {y} together"],
    },
    "director_actor": {
        "": ["films directed by {d} starring {x}", "which movies did {d} direct with {x} in them",
             "what films did {d} make starring {x}", "which {d} films feature {x}",
             "movies by {d} with {x}"],
    },
    "year_compare": {
        "directed_by:after": ["movies directed by {p} released after {year}", "which films did {p} direct after {year}"],
        "directed_by:before": ["films {p} directed before {year}", "movies by director {p} released before {year}"],
        "starred_actors:after": ["which {p} movies came out after {year}", "films starring {p} released after {year}"],
        "starred_actors:before": ["what movies with {p} were released before {year}",
                                  "films {p} starred in before {year}"],
    },
    "in_year": {
        "directed_by": ["movies directed by {p} in {year}", "which films did {p} direct in {year}",
                        "what did {p} direct in {year}"],
        "starred_actors": ["which films did {p} star in in {year}", "movies starring {p} released in {year}",
                           "what {year} films was {p} in"],
    },
    "superlative": {
        "directed_by:earliest": ["what is the earliest film directed by {p}", "first movie {p} directed"],
        "directed_by:latest": ["what is the latest movie directed by {p}", "most recent film by director {p}"],
        "starred_actors:earliest": ["what was the first film {p} starred in", "earliest movie with {p}"],
        "starred_actors:latest": ["latest film starring {p}", "what is {p}'s most recent movie"],
    },
    "genre_person": {
        "starred_actors": ["{g} starring {p}", "which {g1} movies has {p} been in", "{p} {g1} films"],
        "directed_by": ["{g} directed by {p}", "which {g1} films did {p} direct"],
    },
    "relation": {
        "in_language": ["what language is {f} in", "in what language was {f} made"],
        "written_by": ["who penned {f}", "who wrote the screenplay for {f}"],
        "release_year": ["when did {f} come out", "what year was {f} released"],
        "directed_by": ["who was the director of {f}", "who made the film {f}"],
        "starred_actors": ["who is in {f}", "who acted in the film {f}"],
        "has_genre": ["what kind of film is {f}", "what genre is {f}"],
        "has_tags": ["what is {f} tagged with", "which tags does {f} have"],
    },
    "unanswerable": {
        "person": ["how tall is {p}", "when was {p} born", "who is {p} married to", "where was {p} born",
                   "how old is {p}"],
        "film": ["what was the budget of {f}", "how much money did {f} make at the box office",
                 "who composed the music for {f}", "what awards did {f} win"],
        "world": ["who is the president of {country}", "what is the capital of {country}",
                  "what is the population of {city}", "what currency is used in {country}"],
    },
}

FORECAST: dict[str, dict[str, list[str]]] = {
    "count": {
        "starred_actors": ["in how many movies does {p} act", "tell me how many films {p} was in",
                           "what is the number of films featuring {p}"],
        "directed_by": ["what is the number of movies {p} directed", "how many movies were directed by {p}"],
        "written_by": ["how many screenplays did {p} write", "count the movies written by {p}"],
    },
    "intersection": {
        "actors": ["name the actors common to {a} and {b}", "which performers were in {a} and also in {b}",
                   "who is in the cast of both {a} and {b}"],
        "films": ["in which films did {x} appear together with {y}", "what films have both {x} and {y} in the cast",
                  "name movies that feature {x} as well as {y}"],
    },
    "director_actor": {
        "": ["movies starring {x} that {d} directed", "in which films was {x} directed by {d}",
             "name the films by director {d} with {x} in the cast", "what did {d} direct that {x} acted in"],
    },
    "year_compare": {
        "directed_by:after": ["name the movies {p} directed later than {year}"],
        "directed_by:before": ["which films did {p} direct prior to {year}"],
        "starred_actors:after": ["movies featuring {p} that were made after {year}"],
        "starred_actors:before": ["films {p} acted in earlier than {year}"],
    },
    "in_year": {
        "directed_by": ["name the films {p} directed that came out in {year}", "{p}'s {year} films as director"],
        "starred_actors": ["which movies featuring {p} were released in {year}", "in {year}, what films did {p} act in"],
    },
    "superlative": {
        "directed_by:earliest": ["which was the first film that {p} directed"],
        "directed_by:latest": ["the newest movie {p} directed"],
        "starred_actors:earliest": ["{p}'s oldest movie"],
        "starred_actors:latest": ["which is the most recent film featuring {p}"],
    },
    "genre_person": {
        "starred_actors": ["name some {g} with {p}", "what {g1} movies feature {p}"],
        "directed_by": ["list the {g} that {p} directed"],
    },
    "relation": {
        "in_language": ["which language is spoken in {f}"],
        "written_by": ["who is the writer of {f}"],
        "release_year": ["in which year did {f} premiere"],
        "directed_by": ["who directed the movie {f}"],
        "starred_actors": ["who are the actors of {f}"],
        "has_genre": ["which genre does {f} belong to"],
        "has_tags": ["give me the tags of {f}"],
    },
    "unanswerable": {
        "person": ["what is the height of {p}", "what is the birthday of {p}", "who is the spouse of {p}"],
        "film": ["how long is the running time of {f}", "who produced {f}", "how many oscars did {f} get"],
        "world": ["who leads the government of {country}", "which city is the capital of {country}",
                  "how many people live in {city}"],
    },
}

COUNTRIES = {"dev": ["France", "Peru", "Germany", "Brazil", "Canada", "Egypt", "Kenya", "Chile"],
             "forecast": ["Spain", "Japan", "Norway", "Mexico", "Argentina", "Vietnam"]}
CITIES = {"dev": ["Tokyo", "Lima", "Cairo", "Toronto", "Munich"], "forecast": ["Madrid", "Oslo", "Hanoi", "Bogota"]}

# Two-turn conversations: kind -> recipe -> (first turn, second turn) wordings. The recipe (in make_devset.py)
# says how both turns' gold follows from the graph.
DEV_CONVERSATIONS: dict[str, dict[str, list[tuple[str, str]]]] = {
    "pronoun": {
        "director_else": [("who directed {f}", "what else did {he} direct?"),
                          ("who directed {f}", "what other movies has {he} directed")],
        "writer_else": [("who wrote {f}", "what else did {he} write?")],
        "film_year": [("who directed {f}", "when was it released?")],
        "film_cast": [("who wrote {f}", "who starred in it?")],
    },
    "demonstrative": {
        "director_else": [("who directed {f}", "what other films did that director make?")],
        "writer_else": [("who wrote {f}", "what else has that writer written")],
        "films_cast": [("what films did {d} direct in {year}", "who starred in those films?")],
        "films_genres": [("which movies did {d} direct in {year}", "what genres are those movies")],
    },
    "which_of_them": {
        "after": [("what movies did {x} act in", "which of them were released after {year}?")],
        "before": [("what movies did {x} act in", "which of them came out before {year}?")],
        "directed_by": [("what films did {x} star in", "which of those were directed by {d}?")],
        "genre": [("which films has {x} been in", "which of them are {g}?")],
    },
    "what_else": {
        "director_year": [("which films did {d} direct in {year}", "what else did {d} direct?"),
                          ("which films did {d} direct in {year}", "and what else did {he} direct?")],
        "actor_before": [("what movies did {x} act in before {year}", "what else has {x} been in")],
    },
    "independent": {
        "directed_language": [("who directed {a}", "what language is {b} in")],
        "year_writer": [("when did {a} come out", "who wrote {b}")],
        "genre_directed": [("what genre is {a}", "who directed {b}?")],
    },
}

FORECAST_CONVERSATIONS: dict[str, dict[str, list[tuple[str, str]]]] = {
    "pronoun": {
        "director_else": [("who was the director of {f}", "which other films did {he} make?")],
        "writer_else": [("who is the writer of {f}", "what are the other movies {he} wrote")],
        "film_language": [("who directed the movie {f}", "what language is it in?")],
    },
    "demonstrative": {
        "director_else": [("who was the director of {f}", "list the other movies by that director")],
        "films_cast": [("name the films {d} directed in {year}", "who acted in those movies?")],
    },
    "which_of_them": {
        "after": [("name the films {x} appeared in", "which ones were made after {year}")],
        "directed_by": [("name the films {x} appeared in", "which of these did {d} direct?")],
    },
    "what_else": {
        "director_year": [("name the films {d} directed in {year}", "which other films did {d} direct?")],
        "actor_before": [("name the movies {x} appeared in before {year}", "what other films was {he} in?")],
    },
    "independent": {
        "directed_language": [("who was the director of {a}", "which language is spoken in {b}")],
        "year_writer": [("in which year did {a} premiere", "who is the writer of {b}")],
    },
}
