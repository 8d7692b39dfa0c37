#!/usr/bin/env python3
"""Build an independent development question set over the MetaQA movie KB.

Standard library only; deterministic for a given SEED.  Reads the triples in
graphs/metaqa_kb.txt.gz ("head|relation|tail"), samples films and people,
fills hand-written wordings (kept below, in this file) and computes every gold
answer with plain Python over the triples.

Writes, next to this script:
  questions.jsonl      single questions  {"question", "answers", "type"}
  conversations.jsonl  two-turn dialogues {"turns": [{"question","answers"}x2], "type"}
  stats.txt            counts per type / subtype and wording-usage figures

Conventions (see README.md):
  * "after Y" means Y+1 or later, "before Y" means Y-1 or earlier (strict);
    "in the 1980s" / "'80s" / "eighties" means 1980-1989 inclusive.
  * counts are answered with the number as a string, e.g. ["5"].
  * earliest/latest questions are only asked where the extreme is unique.
  * answers [] with type "unanswerable": the graph holds no such fact.

Usage:  python3 bench/own/movies/make_set.py [path/to/metaqa_kb.txt.gz]
"""
import gzip
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

SEED = 7031
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_KB = os.path.join(HERE, "..", "..", "..", "graphs", "metaqa_kb.txt.gz")
MAX_GOLD = 15

D, W, A = "directed_by", "written_by", "starred_actors"
Y, L, G = "release_year", "in_language", "has_genre"
ROLE_REL = {"D": D, "W": W, "A": A}

# ---------------------------------------------------------------- the graph
F = defaultdict(lambda: defaultdict(set))      # film -> relation -> tails
INV = defaultdict(lambda: defaultdict(set))    # relation -> tail -> films


def load(path):
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line:
                continue
            h, r, t = line.split("|")
            F[h][r].add(t)
            INV[r][t].add(h)


def films_of(role, p):
    return set(INV[ROLE_REL[role]].get(p, ()))


def roles_of(p):
    return {r for r in "DWA" if INV[ROLE_REL[r]].get(p)}


def year(f):
    ys = F[f].get(Y, ())
    return int(next(iter(ys))) if len(ys) == 1 else None


def all_single_year(films):
    return all(year(f) is not None for f in films)


PERSONS = set()
CATEGORY_WORDS = set()   # genre and language names, lower case
FILMS = set()
GOOD_FILMS = []
GOOD_PEOPLE = []

GENRE_PL = {
    "Comedy": "comedies", "Drama": "dramas", "Horror": "horror films",
    "Action": "action movies", "Thriller": "thrillers", "Crime": "crime films",
    "War": "war movies", "Adventure": "adventure films",
    "Documentary": "documentaries", "Western": "westerns",
    "Musical": "musicals", "Fantasy": "fantasy films", "Mystery": "mysteries",
    "Romance": "romance films", "Animation": "animated films",
    "Family": "family movies",
}
LANGS = ["French", "Japanese", "Italian", "German", "Spanish", "Swedish",
         "Russian", "Finnish", "Hindi", "Danish", "Norwegian", "Polish"]


def good_person(p):
    return (len(p.split()) >= 2 and p not in FILMS and p[0].isupper()
            and not any(ch.isdigit() for ch in p) and "|" not in p)


def unmerged(films):
    """No film in the set is a merged title (several release years)."""
    return all(year(f) is not None for f in films)


def good_film(f):
    return (year(f) is not None and f.lower() not in CATEGORY_WORDS and len(F[f].get(D, ())) <= 1
            and f not in PERSONS and f[0].isalnum()
            and (len(f.split()) >= 2 or len(f) >= 7))


def prepare():
    for r in (D, W, A):
        PERSONS.update(INV[r].keys())
    FILMS.update(F.keys())
    CATEGORY_WORDS.update(x.lower() for x in INV[G])
    CATEGORY_WORDS.update(x.lower() for x in INV[L])
    GOOD_FILMS.extend(sorted(f for f in FILMS if good_film(f)))
    GOOD_PEOPLE.extend(sorted(p for p in PERSONS if good_person(p)))


# ---------------------------------------------------------------- wordings
# A template starting with "~" is typed all in lower case (names included).
# Placeholders: {f} {f1} {f2} film, {p} {p1} {p2} person, {y} year,
# {g} genre plural noun, {lang} language, {dec} decade words,
# {subj}/{Subj}/{obj}/{poss}/{has}/{was}/{is} pronoun forms.
WORDS = {
    # ---- simple, one relation
    "s_dir": ["Who directed {f}?", "~who was the director of {f}",
              "{f} was directed by who?", "Can you tell me who directed the movie {f}?",
              "director of {f}?", "Who's the director behind {f}?"],
    "s_wri": ["Who wrote {f}?", "~who was the screenwriter for {f}",
              "Who is credited as the writer of the film {f}?",
              "{f} - who wrote the script?", "writer of {f}", "Who penned {f}?"],
    "s_cast": ["Who was in {f}?", "~who starred in {f}", "Who appears in the movie {f}?",
               "Tell me the cast of {f}.", "{f} cast?", "who acted in {f}"],
    "s_year": ["When was {f} released?", "~what year did {f} come out",
               "In which year was the movie {f} released?", "release year of {f}?",
               "{f} came out when?", "When did {f} hit theaters?"],
    "s_lang": ["What language is {f} in?", "~which language was {f} made in",
               "In what language is the film {f}?", "{f} language?",
               "what language do they speak in {f}"],
    "s_genre": ["What genre is {f}?", "~what kind of movie is {f}",
                "Which genre does {f} belong to?", "{f} is what type of film?",
                "genre of {f}"],
    "s_fdir": ["What films did {p} direct?", "~which movies has {p} directed",
               "List the films directed by {p}.", "{p} directed which movies?",
               "what did {p} direct"],
    "s_fwri": ["What movies did {p} write?", "which films was {p} a writer on",
               "Name the pictures written by {p}.", "~what has {p} written",
               "screenplays by {p}?"],
    "s_fact": ["What films has {p} acted in?", "movies starring {p}",
               "Which pictures feature {p}?", "~what has {p} been in",
               "What movies is {p} in?"],
    # ---- type constrained (the asked-for noun matters)
    "t_genre_A": ["Which {g} star {p}?", "what {g} feature {p}",
                  "Name the {g} {p} appeared in.", "{p} {g}?",
                  "Has {p} been in any {g}? Which ones?", "~list {g} with {p} in them"],
    "t_genre_D": ["Name the {g} {p} directed.", "~which {g} did {p} direct",
                  "What {g} has {p} directed?", "{g} directed by {p}"],
    "t_genre_W": ["What {g} did {p} write?", "Which {g} were written by {p}?",
                  "{p} wrote which {g}"],
    "t_lang_D": ["Which {lang} films did {p} direct?", "{lang}-language movies directed by {p}"],
    "t_lang_A": ["~what {lang} movies has {p} been in",
                 "Name the {lang}-language pictures {p} acted in.",
                 "Which of {p}'s films are in {lang}?"],
    "t_actors": ["Which actors appeared in {f}?", "name the actors in {f}",
                 "What actors are in {f}?", "Which performers were cast in {f}?"],
    "t_dirs_of_actor": ["Which directors has {p} worked with?",
                        "~what directors did {p} act for",
                        "Name the directors who cast {p}.",
                        "{p} has been directed by which filmmakers?"],
    "t_actors_of_dir": ["Which actors has {p} directed?",
                        "what actors did {p} work with as a director",
                        "Name the actors {p} has directed."],
    "t_writers_of_dir": ["Which screenwriters wrote films for director {p}?",
                         "~what writers did director {p} collaborate with"],
    # ---- two hops
    "h_dirs_of_A": ["Who directed the films {p} starred in?",
                    "~who were the directors of movies with {p}",
                    "The movies {p} acted in were directed by whom?"],
    "h_cast_of_D": ["Who acted in the movies directed by {p}?",
                    "which people starred in films {p} directed",
                    "cast members of {p}'s films",
                    "Who appeared in pictures that {p} directed?"],
    "h_genres_of_W": ["What genres are the films written by {p}?",
                      "~what kinds of movies does {p} write",
                      "Which genres do {p}'s screenplays fall into?"],
    "h_genres_of_D": ["What genres has {p} directed?", "genres of movies directed by {p}",
                      "What type of films does {p} usually direct?"],
    "h_genres_of_A": ["~what genres are {p}'s movies", "Which genres has {p} acted in?"],
    "h_years_of_D": ["In which years did {p} release films as director?",
                     "~what years did {p} direct movies",
                     "When were the films directed by {p} released?"],
    "h_years_of_A": ["when did the movies starring {p} come out",
                     "Which years had a film with {p} in it?"],
    "h_langs_of_A": ["What languages are the films {p} starred in?",
                     "~in which languages are {p}'s movies"],
    "h_writers_of_A": ["Who wrote the movies {p} starred in?",
                       "who were the screenwriters on {p}'s films"],
    "h_costars": ["Who has {p} acted alongside?", "~who are {p}'s co-stars",
                  "Which actors have shared the screen with {p}?"],
    "h_other_by_dir": ["What other films did the director of {f} make?",
                       "~what else did the person who directed {f} direct",
                       "Other movies by the director of {f}?"],
    "h_other_by_wri": ["What else has the writer of {f} written?",
                       "other films written by whoever wrote {f}"],
    "h_dirs_of_W": ["Who directed the films written by {p}?",
                    "~who made the movies {p} wrote the scripts for"],
    # ---- counts
    "c_D": ["How many films did {p} direct?", "~number of movies directed by {p}",
            "How many pictures has {p} directed?", "count of films {p} directed"],
    "c_A": ["How many movies has {p} acted in?", "number of movies {p} acted in",
            "In how many films did {p} appear?", "~how many films is {p} in"],
    "c_W": ["How many films has {p} written?", "~how many screenplays did {p} write",
            "Number of movies written by {p}?"],
    "c_D_after": ["How many films did {p} direct after {y}?",
                  "~how many movies did {p} direct after {y}"],
    "c_A_before": ["How many movies did {p} act in before {y}?",
                   "number of films {p} starred in before {y}"],
    "c_A_after": ["Number of films {p} starred in after {y}?",
                  "how many of {p}'s films as an actor came out after {y}"],
    "c_genre_A": ["How many {g} has {p} been in?", "~how many {g} did {p} star in"],
    "c_genre_D": ["how many {g} did {p} direct", "How many {g} has {p} directed?"],
    "c_cast": ["How many actors are listed for {f}?", "~how many people starred in {f}",
               "number of cast members in {f}?"],
    "c_dirs_of_A": ["How many different directors has {p} worked with as an actor?",
                    "~with how many directors has {p} made films"],
    "c_lang_year": ["How many {lang} films came out in {y}?",
                    "~number of {lang} movies released in {y}"],
    "c_genre_year": ["How many {g} were released in {y}?", "count the {g} from {y}"],
    # ---- year filters
    "y_in_A": ["Which films did {p} act in during {y}?",
               "Name the pictures {p} appeared in that were released in {y}."],
    "y_in_D": ["~what did {p} direct in {y}", "Which movies did {p} direct in {y}?"],
    "y_in_W": ["Which movies written by {p} came out in {y}?"],
    "y_before_D": ["Which films did {p} direct before {y}?",
                   "~movies directed by {p} released before {y}"],
    "y_before_A": ["movies with {p} released before {y}",
                   "Which of {p}'s acting roles were in films from before {y}?"],
    "y_before_W": ["What did {p} write prior to {y}?"],
    "y_after_A": ["Which movies did {p} act in after {y}?", "{p} movies released after {y}?"],
    "y_after_D": ["films directed by {p} after {y}", "What has {p} directed after {y}?"],
    "y_after_W": ["~what has {p} written after {y}"],
    "y_dec_A": ["which movies did {p} star in during the {dec}",
                "What films was {p} in during the {dec}?"],
    "y_dec_D": ["{p} directed what in the {dec}?", "Films {p} directed in the {dec}?"],
    "y_earliest_A": ["Which was the earliest film {p} acted in?",
                     "~what's the first movie {p} appeared in"],
    "y_earliest_D": ["What was the first movie {p} directed?",
                     "{p}'s earliest film as a director?"],
    "y_latest_D": ["What was the most recent movie {p} directed?",
                   "~latest film directed by {p}"],
    "y_latest_A": ["what's the latest film {p} appeared in",
                   "Which is the newest movie starring {p}?"],
    "y_latest_W": ["Which is the most recent film written by {p}?"],
    "y_firstyear_D": ["In what year did {p} first direct a film?",
                      "~when did {p} direct a movie for the first time"],
    "y_lastyear_A": ["When did {p} last appear in a film?",
                     "What year was the last movie with {p} released?"],
    "y_lang_genre_year": ["Which {lang} {g} came out in {y}?",
                          "~{lang} {g} released in {y}", "List {lang} {g} from {y}."],
    # ---- intersections
    "i_AA": ["Which films did {p1} and {p2} both act in?", "~movies with both {p1} and {p2}",
             "What films feature {p1} together with {p2}?",
             "Have {p1} and {p2} been in a movie together? Which?",
             "{p1} and {p2} films", "In which pictures did {p1} co-star with {p2}?"],
    "i_DA": ["Which films directed by {p1} star {p2}?", "~movies by {p1} starring {p2}",
             "What did {p1} direct that {p2} was in?",
             "In which of {p1}'s films as director did {p2} appear?"],
    "i_DW_same": ["Which movies did {p} both write and direct?",
                  "~what films did {p} write and also direct",
                  "Films written and directed by {p}?"],
    "i_DA_same": ["Which films did {p} direct and also star in?",
                  "~movies {p} both directed and acted in"],
    "i_WA": ["Which films written by {p1} feature {p2}?",
             "what movies written by {p1} have {p2} in the cast"],
    "i_DW": ["Which films were directed by {p1} and written by {p2}?",
             "~movies {p1} directed from a script by {p2}"],
    "i_cast2": ["Who acted in both {f1} and {f2}?",
                "~which actors were in {f1} and also in {f2}",
                "Who appears in {f1} as well as {f2}?"],
    # ---- conversations: first turns
    "cv1_fact": ["What movies has {p} starred in?", "~show me films with {p}",
                 "which films did {p} act in", "What has {p} appeared in?",
                 "list the movies {p} was in", "I'd like to see {p}'s movies. What is there?",
                 "~{p} movies", "Which films have {p} in the cast?"],
    "cv1_fdir": ["Which films has {p} directed?", "~what has {p} directed",
                 "Which movies were directed by {p}?", "films by director {p}",
                 "What are the movies {p} directed?", "~show me what {p} directed",
                 "Give me the films directed by {p}."],
    "cv1_fwri": ["Which movies did {p} write?", "~what films has {p} written",
                 "Name the films {p} wrote.", "I know {p} writes scripts - which films?",
                 "~films with a screenplay by {p}"],
    "cv1_dir": ["Do you know who directed {f}?", "~who made {f}", "Who was the director of {f}?",
                "{f} - who directed it?"],
    "cv1_wri": ["Who was the writer on {f}?", "~who wrote the screenplay for {f}",
                "Who's the writer of {f}?"],
    "cv1_wris": ["Who were the writers of {f}?", "~who wrote {f}"],
    "cv1_cast": ["Who's in the cast of {f}?", "~who was in {f}", "Who starred in {f}?"],
    "cv1_AA_one": ["Which film did {p1} and {p2} star in together?",
                   "~what movie has both {p1} and {p2}",
                   "Is there a movie with {p1} and {p2}?"],
    "cv1_D_year": ["What did {p} direct in {y}?", "~which film did {p} direct in {y}"],
    "cv1_genre_A_one": ["Which {g} has {p} been in?", "~name a {gs} with {p}"],
    # ---- conversations: second turns
    "cv2_sel_year": ["which one was released in {y}?", "any of those from {y}?",
                     "~which came out in {y}", "And the ones from {y}?"],
    "cv2_sel_before": ["Of those, which came out before {y}?",
                       "~only the ones before {y} please",
                       "which of them were released before {y}"],
    "cv2_sel_after": ["Which of these were released after {y}?", "~just the ones after {y}?",
                      "and which of them came out after {y}"],
    "cv2_sel_genre": ["any of them {g}?", "Which of those are {g}?",
                      "~are any of these {g}? which", "which ones are {g}"],
    "cv2_sel_alsowrote": ["which of these did {subj} also write?",
                          "Did {subj} write any of them too? Which?",
                          "~and which of those did {subj} write as well"],
    "cv2_sel_alsoacted": ["In which of these did {subj} also act?",
                          "~which of them {was} {subj} in as an actor too"],
    "cv2_sel_alsodirected": ["Which of those did {subj} direct as well?",
                             "~did {subj} direct any of them"],
    "cv2_sel_lang": ["Which of those are in {lang}?", "~any {lang}-language ones among them?"],
    "cv2_sel_oldest": ["which one is the oldest?", "~what's the earliest of those",
                       "Which of them came out first?"],
    "cv2_sel_newest": ["Which is the most recent?", "~and the newest one?"],
    "cv2_sel_oldest_wri": ["the oldest of those - who wrote it?",
                           "~who wrote the earliest one"],
    "cv2_sel_oldest_dir": ["Who directed the earliest of them?",
                           "~the most recent one, who directed that?"],
    "cv2_sel_count_genre": ["how many of them are {g}?", "~how many of those are {g}"],
    "cv2_sel_cast_wrote": ["Did any of them help write it?",
                           "~which of those actors also worked on the script"],
    "cv2_sel_wris_dir": ["Which of them also directed it?", "~did any of them direct it too"],
    "cv2_pr_wrote": ["What has {subj} written?", "~did {subj} write anything? what",
                     "And what films did {subj} write?"],
    "cv2_pr_acted": ["Which films {has} {subj} acted in?", "~{has} {subj} been in any movies",
                     "what movies {was} {subj} in?"],
    "cv2_pr_count": ["how many movies did {subj} direct?",
                     "~how many films {has} {subj} directed in total"],
    "cv2_pr_dirs": ["and who directed the ones {subj} wrote?",
                    "~who directed the films {subj} wrote"],
    "cv2_dem_otherdir": ["What other movies did that director make?",
                         "~what else has that director done"],
    "cv2_dem_otherwri": ["What else has that writer written?",
                         "~other films by that screenwriter?"],
    "cv2_dem_dirs": ["Who directed those films?", "~who were the directors of those movies"],
    "cv2_dem_genres": ["What genres are those movies?", "~genres of those films?"],
    "cv2_dem_years": ["When did those come out?", "~what years were those films released"],
    "cv2_dem_year1": ["When did this movie come out?", "~what year is that film from"],
    "cv2_dem_dir1": ["Who directed that film?", "~who's the director of that one"],
    "cv2_dem_genre1": ["that one's genre?", "What genre is this movie?"],
    "cv2_else_dir": ["What else did {subj} direct?", "~what else {has} {subj} directed",
                     "Anything else directed by {obj}?"],
    "cv2_else_act": ["what else {has} {subj} been in?", "What else did {subj} act in?"],
    "cv2_else_wri": ["~anything else written by {obj}?", "What else did {subj} write?"],
    "cv2_ind_dir": ["ok, new question: who directed {f}?", "Thanks. Who directed {f}?"],
    "cv2_ind_year": ["thanks! what year did {f} come out?",
                     "~different topic - when was {f} released"],
    "cv2_ind_lang": ["Unrelated, but what language is {f} in?", "what language is {f} in"],
    "cv2_ind_fdir": ["Something else: what films has {p} directed?",
                     "~ok and what did {p} direct"],
}

ENTITY_SLOTS = {"f", "f1", "f2", "p", "p1", "p2", "y", "g", "lang", "dec"}

PRONOUNS = [
    dict(subj="he", Subj="He", obj="him", poss="his", has="has", was="was", **{"is": "is"}),
    dict(subj="she", Subj="She", obj="her", poss="her", has="has", was="was", **{"is": "is"}),
    dict(subj="they", Subj="They", obj="them", poss="their", has="have", was="were", **{"is": "are"}),
]


class Wordings:
    """Hands out the wordings of each key round-robin from a seeded shuffle."""

    def __init__(self, rng):
        self.rng = rng
        self.queues = {}
        self.used = Counter()
        self.last = []
        self.pending = []
        self.last_kw = []

    def next(self, key):
        """The key's current wording; it moves on only when a record that
        used it is kept (commit), so failed samples do not skew usage."""
        q = self.queues.get(key)
        if not q:
            q = list(WORDS[key])
            self.rng.shuffle(q)
            self.queues[key] = q
        if key not in self.pending:
            self.pending.append(key)
        return q[-1]

    def start(self):
        self.last, self.pending, self.last_kw = [], [], []

    def commit(self):
        self.used.update(self.last)
        for key in self.pending:
            self.queues[key].pop()
        self.start()

    def fill(self, tmpl, **kw):
        self.last.append(tmpl)
        self.last_kw.append(tuple(sorted((k, str(v)) for k, v in kw.items()
                                         if k in ENTITY_SLOTS)))
        lower = tmpl.startswith("~")
        text = tmpl.lstrip("~").format(**kw)
        text = re.sub(r"\s+", " ", text).strip()
        text = text.replace("??", "?")
        if lower:
            text = text.lower()
        return text


# ---------------------------------------------------------------- helpers
def srt(xs):
    return sorted(xs, key=lambda s: (str(s).lower(), str(s)))


def ok_list(xs):
    return 1 <= len(xs) <= MAX_GOLD


def clean_film(f):
    """Not a merged title: one release year and at most one director."""
    return year(f) is not None and len(F[f].get(D, ())) <= 1


def pick_person(rng, role, lo=1, hi=MAX_GOLD, only=False, pool=None):
    """A person with lo..hi films in the role, none of them a merged title
    (so chains through those films are unambiguous)."""
    pool = pool or PEOPLE_BY_ROLE[role]
    for _ in range(200):
        p = rng.choice(pool)
        fs = films_of(role, p)
        if (lo <= len(fs) <= hi and (not only or roles_of(p) == {role})
                and all(clean_film(f) for f in fs)):
            return p
    return None


def pick_film(rng, pred):
    for _ in range(500):
        f = rng.choice(GOOD_FILMS)
        if pred(f):
            return f
    return None


def one(f, rel):
    xs = F[f].get(rel, ())
    return next(iter(xs)) if len(xs) == 1 else None


def decade_words(rng, dec):
    short = str(dec)[2:]
    names = {1930: "thirties", 1940: "forties", 1950: "fifties", 1960: "sixties",
             1970: "seventies", 1980: "eighties", 1990: "nineties"}
    opts = [f"{dec}s", f"'{short}s"]
    if dec in names:
        opts.append(names[dec])
    return rng.choice(opts)


def thresholds(films, rng, strict_side):
    """A year Y such that the films strictly after (or before) Y are a
    non-empty proper subset.  Prefers round years."""
    ys = sorted(year(f) for f in films)
    cands = []
    for y in range(ys[0] - 1, ys[-1] + 2):
        sub = [f for f in films if (year(f) > y if strict_side == "after" else year(f) < y)]
        if 0 < len(sub) < len(films):
            cands.append(y)
    if not cands:
        return None
    round_ = [y for y in cands if y % 5 == 0]
    return rng.choice(round_ or cands)


# ---------------------------------------------------------------- single questions
def gen_simple(rng, w, key):
    t = w.next(key)
    if key in ("s_dir", "s_wri", "s_cast", "s_year", "s_lang", "s_genre"):
        rel = {"s_dir": D, "s_wri": W, "s_cast": A, "s_year": Y, "s_lang": L, "s_genre": G}[key]
        f = pick_film(rng, lambda f: ok_list(F[f].get(rel, ()))
                      and (rel != L or len(F[f][L]) == 1))
        if not f:
            return None
        return w.fill(t, f=f), srt(F[f][rel])
    role = {"s_fdir": "D", "s_fwri": "W", "s_fact": "A"}[key]
    p = pick_person(rng, role, lo=2, hi=12)
    return (w.fill(t, p=p), srt(films_of(role, p))) if p else None


def gen_tc(rng, w, key):
    t = w.next(key)
    if key.startswith("t_genre_"):
        role = key[-1]
        p = pick_person(rng, role, lo=3, hi=40)
        if not p:
            return None
        fs = films_of(role, p)
        gs = [g for g in GENRE_PL if any(g in F[f].get(G, ()) for f in fs)]
        rng.shuffle(gs)
        for g in gs:
            sub = {f for f in fs if g in F[f].get(G, ())}
            if ok_list(sub) and len(sub) < len(fs) and unmerged(sub):
                return w.fill(t, p=p, g=GENRE_PL[g]), srt(sub)
        return None
    if key.startswith("t_lang_"):
        role = key[-1]
        p = pick_person(rng, role, lo=2, hi=40)
        if not p:
            return None
        fs = films_of(role, p)
        ls = [l for l in LANGS if any(l in F[f].get(L, ()) for f in fs)]
        rng.shuffle(ls)
        for lang in ls:
            sub = {f for f in fs if lang in F[f].get(L, ())}
            if ok_list(sub) and len(sub) < len(fs) and unmerged(sub):
                return w.fill(t, p=p, lang=lang), srt(sub)
        return None
    if key == "t_actors":
        # films whose director or a writer is not among the actors, so
        # "actors" is a real restriction of everyone credited
        f = pick_film(rng, lambda f: 2 <= len(F[f].get(A, ())) <= MAX_GOLD
                      and (F[f].get(D, set()) | F[f].get(W, set())) - F[f].get(A, set()))
        return (w.fill(t, f=f), srt(F[f][A])) if f else None
    if key == "t_dirs_of_actor":
        p = pick_person(rng, "A", lo=2, hi=15, only=True)
        if not p:
            return None
        ds = set().union(*(F[f].get(D, set()) for f in films_of("A", p))) - {p}
        return (w.fill(t, p=p), srt(ds)) if len(ds) >= 2 and ok_list(ds) else None
    if key == "t_actors_of_dir":
        p = pick_person(rng, "D", lo=1, hi=5, only=True)
        if not p:
            return None
        xs = set().union(*(F[f].get(A, set()) for f in films_of("D", p))) - {p}
        return (w.fill(t, p=p), srt(xs)) if len(xs) >= 2 and ok_list(xs) else None
    if key == "t_writers_of_dir":
        p = pick_person(rng, "D", lo=2, hi=10, only=True)
        if not p:
            return None
        xs = set().union(*(F[f].get(W, set()) for f in films_of("D", p))) - {p}
        return (w.fill(t, p=p), srt(xs)) if len(xs) >= 2 and ok_list(xs) else None
    raise KeyError(key)


def union_over(films, rel):
    return set().union(*(F[f].get(rel, set()) for f in films)) if films else set()


def gen_hop(rng, w, key):
    t = w.next(key)
    spec = {
        "h_dirs_of_A": ("A", D, True), "h_cast_of_D": ("D", A, False),
        "h_genres_of_W": ("W", G, False), "h_genres_of_D": ("D", G, False),
        "h_genres_of_A": ("A", G, True), "h_years_of_D": ("D", Y, False),
        "h_years_of_A": ("A", Y, True), "h_langs_of_A": ("A", L, True),
        "h_writers_of_A": ("A", W, True), "h_dirs_of_W": ("W", D, False),
    }
    if key in spec:
        role, rel, only = spec[key]
        p = pick_person(rng, role, lo=2, hi=12, only=only)
        if not p:
            return None
        fs = films_of(role, p)
        if rel == L and not all(F[f].get(L) for f in fs):
            return None
        if rel == Y and not all_single_year(fs):
            return None
        xs = union_over(fs, rel)
        if p in xs:          # keep the chain unambiguous: the person is not in the answer
            return None
        if len(xs) < 2 or not ok_list(xs):
            return None
        return w.fill(t, p=p), srt(xs)
    if key == "h_costars":
        p = pick_person(rng, "A", lo=1, hi=3)
        if not p:
            return None
        xs = union_over(films_of("A", p), A) - {p}
        return (w.fill(t, p=p), srt(xs)) if len(xs) >= 2 and ok_list(xs) else None
    if key in ("h_other_by_dir", "h_other_by_wri"):
        rel, role = (D, "D") if key == "h_other_by_dir" else (W, "W")
        f = pick_film(rng, lambda f: len(F[f].get(rel, ())) == 1)
        if not f:
            return None
        p = one(f, rel)
        xs = films_of(role, p) - {f}
        return (w.fill(t, f=f), srt(xs)) if ok_list(xs) else None
    raise KeyError(key)


def gen_count(rng, w, key):
    t = w.next(key)
    if key in ("c_D", "c_A", "c_W"):
        role = key[-1]
        p = pick_person(rng, role, lo=2, hi=60)
        return (w.fill(t, p=p), [str(len(films_of(role, p)))]) if p else None
    if key in ("c_D_after", "c_A_before", "c_A_after"):
        role = "D" if key == "c_D_after" else "A"
        side = "before" if key.endswith("before") else "after"
        p = pick_person(rng, role, lo=3, hi=40)
        if not p:
            return None
        fs = films_of(role, p)
        if not all_single_year(fs):
            return None
        y = thresholds(fs, rng, side)
        if y is None:
            return None
        n = sum(1 for f in fs if (year(f) > y if side == "after" else year(f) < y))
        return w.fill(t, p=p, y=y), [str(n)]
    if key in ("c_genre_A", "c_genre_D"):
        role = key[-1]
        p = pick_person(rng, role, lo=3, hi=40)
        if not p:
            return None
        fs = films_of(role, p)
        gs = [g for g in GENRE_PL if any(g in F[f].get(G, ()) for f in fs)]
        if not gs:
            return None
        g = rng.choice(gs)
        sub = {f for f in fs if g in F[f].get(G, ())}
        n = len(sub)
        if n == len(fs) or not unmerged(sub):
            return None
        return w.fill(t, p=p, g=GENRE_PL[g]), [str(n)]
    if key == "c_cast":
        f = pick_film(rng, lambda f: len(F[f].get(A, ())) >= 2)
        return (w.fill(t, f=f), [str(len(F[f][A]))]) if f else None
    if key == "c_dirs_of_A":
        p = pick_person(rng, "A", lo=3, hi=30, only=True)
        if not p:
            return None
        ds = union_over(films_of("A", p), D) - {p}
        return (w.fill(t, p=p), [str(len(ds))]) if len(ds) >= 2 else None
    if key in ("c_lang_year", "c_genre_year"):
        if key == "c_lang_year":
            rel, val = L, rng.choice(LANGS)
            word = dict(lang=val)
        else:
            val = rng.choice(list(GENRE_PL))
            rel, word = G, dict(g=GENRE_PL[val])
        fs = INV[rel].get(val, set())
        ys = sorted({y for f in fs for y in F[f].get(Y, ())})
        if not ys:
            return None
        y = rng.choice(ys)
        hit = {f for f in fs if y in F[f].get(Y, ())}
        if not all_single_year(hit) or not 2 <= len(hit) <= 60:
            return None
        return w.fill(t, y=y, **word), [str(len(hit))]
    raise KeyError(key)


def gen_year(rng, w, key):
    t = w.next(key)
    if key == "y_lang_genre_year":
        lang, g = rng.choice(LANGS), rng.choice(list(GENRE_PL))
        fs = INV[L].get(lang, set()) & INV[G].get(g, set())
        fs = {f for f in fs if year(f) is not None}
        if not fs:
            return None
        y = year(rng.choice(sorted(fs)))
        hit = {f for f in fs if year(f) == y}
        return (w.fill(t, lang=lang, g=GENRE_PL[g], y=y), srt(hit)) if ok_list(hit) else None
    kind, role = key[2:].rsplit("_", 1)
    p = pick_person(rng, role, lo=3, hi=40)
    if not p:
        return None
    fs = films_of(role, p)
    if not all_single_year(fs):
        return None
    if kind == "in":
        y = year(rng.choice(srt(fs)))
        sub = {f for f in fs if year(f) == y}
        if not ok_list(sub) or len(sub) == len(fs):
            return None
        return w.fill(t, p=p, y=y), srt(sub)
    if kind in ("before", "after"):
        y = thresholds(fs, rng, kind)
        if y is None:
            return None
        sub = {f for f in fs if (year(f) > y if kind == "after" else year(f) < y)}
        return (w.fill(t, p=p, y=y), srt(sub)) if ok_list(sub) else None
    if kind == "dec":
        decs = sorted({year(f) // 10 * 10 for f in fs})
        if len(decs) < 2:
            return None
        dec = rng.choice(decs)
        sub = {f for f in fs if year(f) // 10 * 10 == dec}
        if not ok_list(sub):
            return None
        return w.fill(t, p=p, dec=decade_words(rng, dec)), srt(sub)
    ys = [year(f) for f in fs]
    if kind in ("earliest", "firstyear"):
        ext = min(ys)
    else:
        ext = max(ys)
    best = [f for f in fs if year(f) == ext]
    if kind in ("earliest", "latest"):
        if len(best) != 1:
            return None
        return w.fill(t, p=p), best
    return w.fill(t, p=p), [str(ext)]


def gen_inter(rng, w, key):
    t = w.next(key)
    if key in ("i_AA", "i_DA", "i_WA", "i_DW"):
        r1, r2 = {"i_AA": (A, A), "i_DA": (D, A), "i_WA": (W, A), "i_DW": (D, W)}[key]
        f = pick_film(rng, lambda f: F[f].get(r1) and F[f].get(r2))
        if not f:
            return None
        p1 = rng.choice(srt(F[f][r1]))
        p2 = rng.choice(srt(F[f][r2]))
        if p1 == p2 or not (good_person(p1) and good_person(p2)):
            return None
        s1, s2 = INV[r1][p1], INV[r2][p2]
        both = s1 & s2
        if not ok_list(both) or len(both) >= len(s1) or len(both) >= len(s2):
            return None
        return w.fill(t, p1=p1, p2=p2), srt(both)
    if key in ("i_DW_same", "i_DA_same"):
        r2 = W if key == "i_DW_same" else A
        p = pick_person(rng, "D", lo=2, hi=40)
        if not p:
            return None
        s1, s2 = INV[D][p], INV[r2].get(p, set())
        both = s1 & s2
        if not ok_list(both) or len(both) >= len(s1) or len(both) >= len(s2):
            return None
        return w.fill(t, p=p), srt(both)
    if key == "i_cast2":
        p = pick_person(rng, "A", lo=2, hi=30)
        if not p:
            return None
        fs = [f for f in srt(films_of("A", p)) if good_film(f)]
        if len(fs) < 2:
            return None
        f1, f2 = rng.sample(fs, 2)
        both = F[f1][A] & F[f2][A]
        if not ok_list(both) or both == F[f1][A] or both == F[f2][A]:
            return None
        return w.fill(t, f1=f1, f2=f2), srt(both)
    raise KeyError(key)


# ---------------------------------------------------------------- unanswerable
GENERAL = [
    "What is the boiling point of water?",
    "who is the president of france",
    "What's the capital of Australia?",
    "how many legs does a spider have",
    "What is the speed of light in a vacuum?",
    "who invented the telephone?",
    "What's the tallest mountain in the world?",
    "what's the weather like in London today",
    "How far away is the moon from the earth?",
    "what is the population of tokyo",
    "What's the chemical symbol for gold?",
    "Who wrote the Declaration of Independence?",
    "what's 17 times 23",
    "Which country won the 2014 FIFA World Cup?",
    "who painted the ceiling of the sistine chapel",
]
PERSON_FACTS = [
    "How tall is {p}?", "where was {p} born", "When was {p} born?",
    "~who is {p} married to", "What's {p}'s nationality?", "how old is {p}?",
    "How many children does {p} have?", "~what is {p}'s net worth",
    "Which university did {p} go to?", "Is {p} still alive?",
    "What is {p}'s star sign?",
]
FILM_FACTS = [
    "What was the budget of {f}?", "~who composed the music for {f}",
    "Which studio made {f}?", "How long is {f}? What's the runtime?",
    "how much money did {f} make at the box office", "Where was {f} filmed?",
    "Who produced {f}?", "~who was the cinematographer on {f}",
    "Who edited {f}?", "What character did {p} play in {f}?",
    "how many oscars did {f} win",
]
MADE_UP = [
    "Who directed The Glass Orchard of Mars?",
    "when did midnight at the copper lighthouse come out",
    "Who starred in Seven Winters in Karvala?",
]


def gen_unanswerable(rng, w):
    out = [(q, []) for q in GENERAL]
    famous = [p for p in GOOD_PEOPLE if sum(len(films_of(r, p)) for r in "DWA") >= 8]
    for tmpl in PERSON_FACTS:
        p = rng.choice(famous)
        out.append((w.fill(tmpl, p=p), []))
    untagged = [f for f in GOOD_FILMS if not F[f].get("has_tags") and F[f].get(A)]
    for tmpl in FILM_FACTS:
        f = rng.choice(untagged)
        p = rng.choice(srt(F[f][A]))
        out.append((w.fill(tmpl, f=f, p=p), []))
    low = {x.lower() for x in FILMS | PERSONS}
    for q in MADE_UP:
        title = re.sub(r"^(who directed|when did|who starred in) ", "", q.rstrip("?"), flags=re.I)
        title = re.sub(r" come out$", "", title)
        assert title.lower() not in low, title
        out.append((q, []))
    return out


# ---------------------------------------------------------------- conversations
def pron(rng):
    return rng.choice(PRONOUNS)


def conv_selection(rng, w, key):
    """Second turn selects among the first turn's answers, naming nothing."""
    if key in ("cv2_sel_cast_wrote",):
        f = pick_film(rng, lambda f: 2 <= len(F[f].get(A, ())) <= MAX_GOLD)
        if not f:
            return None
        sub = F[f][A] & F[f].get(W, set())
        if not sub or sub == F[f][A]:
            return None
        t1 = w.fill(w.next("cv1_cast"), f=f)
        return (t1, srt(F[f][A])), (w.fill(w.next(key)), srt(sub))
    if key == "cv2_sel_wris_dir":
        f = pick_film(rng, lambda f: 2 <= len(F[f].get(W, ())) <= MAX_GOLD)
        if not f:
            return None
        sub = F[f][W] & F[f].get(D, set())
        if not sub or sub == F[f][W]:
            return None
        t1 = w.fill(w.next("cv1_wris"), f=f)
        return (t1, srt(F[f][W])), (w.fill(w.next(key)), srt(sub))

    role = {"cv2_sel_alsowrote": "D", "cv2_sel_alsoacted": "D",
            "cv2_sel_alsodirected": "W"}.get(key) or rng.choice("DAAW")
    p = pick_person(rng, role, lo=3, hi=MAX_GOLD)
    if not p:
        return None
    fs = films_of(role, p)
    pr = pron(rng)
    t1key = {"D": "cv1_fdir", "A": "cv1_fact", "W": "cv1_fwri"}[role]
    kw = {}
    if key in ("cv2_sel_year", "cv2_sel_before", "cv2_sel_after", "cv2_sel_oldest",
               "cv2_sel_newest", "cv2_sel_oldest_wri", "cv2_sel_oldest_dir"):
        if not all_single_year(fs):
            return None
    if key == "cv2_sel_year":
        y = year(rng.choice(srt(fs)))
        sub = {f for f in fs if year(f) == y}
        kw = dict(y=y)
    elif key in ("cv2_sel_before", "cv2_sel_after"):
        side = key.rsplit("_", 1)[1]
        y = thresholds(fs, rng, side)
        if y is None:
            return None
        sub = {f for f in fs if (year(f) > y if side == "after" else year(f) < y)}
        kw = dict(y=y)
    elif key in ("cv2_sel_genre", "cv2_sel_count_genre"):
        gs = [g for g in GENRE_PL if any(g in F[f].get(G, ()) for f in fs)]
        if not gs:
            return None
        g = rng.choice(gs)
        sub = {f for f in fs if g in F[f].get(G, ())}
        if not unmerged(sub):
            return None
        kw = dict(g=GENRE_PL[g])
    elif key == "cv2_sel_lang":
        ls = [l for l in LANGS if any(l in F[f].get(L, ()) for f in fs)]
        if not ls:
            return None
        lang = rng.choice(ls)
        sub = {f for f in fs if lang in F[f].get(L, ())}
        if not unmerged(sub):
            return None
        kw = dict(lang=lang)
    elif key == "cv2_sel_alsowrote":
        sub = fs & films_of("W", p)
    elif key == "cv2_sel_alsoacted":
        sub = fs & films_of("A", p)
    elif key == "cv2_sel_alsodirected":
        sub = fs & films_of("D", p)
    elif key in ("cv2_sel_oldest", "cv2_sel_newest", "cv2_sel_oldest_wri", "cv2_sel_oldest_dir"):
        tmpl = w.next(key)
        newest = key == "cv2_sel_newest" or "most recent" in tmpl
        ext = (max if newest else min)(year(f) for f in fs)
        best = [f for f in fs if year(f) == ext]
        if len(best) != 1:
            return None
        if key in ("cv2_sel_oldest", "cv2_sel_newest"):
            ans = best
        else:
            rel = W if key == "cv2_sel_oldest_wri" else D
            ans = srt(F[best[0]].get(rel, ()))
            if not ans or p in ans:
                return None
        t1 = w.fill(w.next(t1key), p=p)
        return (t1, srt(fs)), (w.fill(tmpl, **pr), ans)
    else:
        raise KeyError(key)
    if not sub or len(sub) >= len(fs):
        return None
    t1 = w.fill(w.next(t1key), p=p)
    t2 = w.fill(w.next(key), **kw, **pr)
    if key == "cv2_sel_count_genre":
        return (t1, srt(fs)), (t2, [str(len(sub))])
    return (t1, srt(fs)), (t2, srt(sub))


def conv_single_person_from_film(rng, rel, need):
    """A film with exactly one director/writer p, for whom need(p) holds."""
    for _ in range(300):
        f = pick_film(rng, lambda f: len(F[f].get(rel, ())) == 1)
        p = one(f, rel)
        if good_person(p) and need(f, p):
            return f, p
    return None


def conv_pronoun(rng, w, key):
    pr = pron(rng)
    if key in ("cv2_pr_wrote", "cv2_pr_acted"):
        rel = rng.choice([D, W]) if key == "cv2_pr_acted" else D
        role2 = "W" if key == "cv2_pr_wrote" else "A"
        got = conv_single_person_from_film(
            rng, rel, lambda f, p: ok_list(films_of(role2, p)))
        if not got:
            return None
        f, p = got
        t1 = w.fill(w.next("cv1_dir" if rel == D else "cv1_wri"), f=f)
        return (t1, [p]), (w.fill(w.next(key), **pr), srt(films_of(role2, p)))
    if key == "cv2_pr_count":
        got = conv_single_person_from_film(rng, W, lambda f, p: len(films_of("D", p)) >= 1)
        if not got:
            return None
        f, p = got
        t1 = w.fill(w.next("cv1_wri"), f=f)
        return (t1, [p]), (w.fill(w.next(key), **pr), [str(len(films_of("D", p)))])
    if key == "cv2_pr_dirs":
        p = pick_person(rng, "D", lo=2, hi=MAX_GOLD)
        if not p:
            return None
        ws = films_of("W", p)
        ds = union_over(ws, D)
        if not ws or not ok_list(ds) or ds == {p}:
            return None
        t1 = w.fill(w.next("cv1_fdir"), p=p)
        return (t1, srt(films_of("D", p))), (w.fill(w.next(key), **pr), srt(ds))
    raise KeyError(key)


def conv_demonstrative(rng, w, key):
    if key in ("cv2_dem_otherdir", "cv2_dem_otherwri"):
        rel, role = (D, "D") if key == "cv2_dem_otherdir" else (W, "W")
        got = conv_single_person_from_film(
            rng, rel, lambda f, p: ok_list(films_of(role, p) - {f}))
        if not got:
            return None
        f, p = got
        t1 = w.fill(w.next("cv1_dir" if rel == D else "cv1_wri"), f=f)
        return (t1, [p]), (w.fill(w.next(key)), srt(films_of(role, p) - {f}))
    if key in ("cv2_dem_dirs", "cv2_dem_genres", "cv2_dem_years"):
        role = rng.choice("WA") if key == "cv2_dem_dirs" else rng.choice("DWA")
        p = pick_person(rng, role, lo=2, hi=8)
        if not p:
            return None
        fs = films_of(role, p)
        rel = {"cv2_dem_dirs": D, "cv2_dem_genres": G, "cv2_dem_years": Y}[key]
        if rel == Y and not all_single_year(fs):
            return None
        xs = union_over(fs, rel)
        if not ok_list(xs) or len(xs) < 2 or p in xs:
            return None
        t1 = w.fill(w.next({"D": "cv1_fdir", "A": "cv1_fact", "W": "cv1_fwri"}[role]), p=p)
        return (t1, srt(fs)), (w.fill(w.next(key)), srt(xs))
    if key in ("cv2_dem_year1", "cv2_dem_dir1", "cv2_dem_genre1"):
        f = pick_film(rng, lambda f: len(F[f].get(A, ())) >= 2)
        if not f:
            return None
        p1, p2 = rng.sample(srt(F[f][A]), 2)
        if not (good_person(p1) and good_person(p2)):
            return None
        if INV[A][p1] & INV[A][p2] != {f}:
            return None
        rel = {"cv2_dem_year1": Y, "cv2_dem_dir1": D, "cv2_dem_genre1": G}[key]
        ans = srt(F[f].get(rel, ()))
        if not ans:
            return None
        t1 = w.fill(w.next("cv1_AA_one"), p1=p1, p2=p2)
        return (t1, [f]), (w.fill(w.next(key)), ans)
    raise KeyError(key)


def conv_else(rng, w, key):
    pr = pron(rng)
    if key == "cv2_else_dir":
        if rng.random() < 0.5:
            p = pick_person(rng, "D", lo=2, hi=MAX_GOLD + 1)
            if not p:
                return None
            fs = films_of("D", p)
            if not all_single_year(fs):
                return None
            y = year(rng.choice(srt(fs)))
            first = {f for f in fs if year(f) == y}
            if len(first) != 1:
                return None
            t1 = w.fill(w.next("cv1_D_year"), p=p, y=y)
        else:
            got = conv_single_person_from_film(
                rng, D, lambda f, p: ok_list(films_of("D", p) - {f}))
            if not got:
                return None
            f, p = got
            fs, first = films_of("D", p), {f}
            t1 = w.fill(w.next("cv1_dir"), f=f)
            rest = fs - first
            return (t1, [p]), (w.fill(w.next(key), **pr), srt(rest))
        rest = fs - first
        return (t1, srt(first)), (w.fill(w.next(key), **pr), srt(rest))
    if key == "cv2_else_act":
        p = pick_person(rng, "A", lo=2, hi=MAX_GOLD + 1)
        if not p:
            return None
        fs = films_of("A", p)
        for g in rng.sample(list(GENRE_PL), len(GENRE_PL)):
            sub = {f for f in fs if g in F[f].get(G, ())}
            if len(sub) == 1 and ok_list(fs - sub) and good_film(next(iter(sub))):
                gs = {"comedies": "comedy", "dramas": "drama", "mysteries": "mystery",
                      "documentaries": "documentary"}.get(GENRE_PL[g], GENRE_PL[g][:-1])
                t1 = w.fill(w.next("cv1_genre_A_one"), p=p, g=GENRE_PL[g], gs=gs)
                return (t1, srt(sub)), (w.fill(w.next(key), **pr), srt(fs - sub))
        return None
    if key == "cv2_else_wri":
        got = conv_single_person_from_film(
            rng, W, lambda f, p: ok_list(films_of("W", p) - {f}))
        if not got:
            return None
        f, p = got
        t1 = w.fill(w.next("cv1_wri"), f=f)
        return (t1, [p]), (w.fill(w.next(key), **pr), srt(films_of("W", p) - {f}))
    raise KeyError(key)


def conv_independent(rng, w, key):
    first = gen_simple(rng, w, rng.choice(["s_dir", "s_year", "s_fact", "s_genre", "s_wri"]))
    if not first:
        return None
    rel = {"cv2_ind_dir": D, "cv2_ind_year": Y, "cv2_ind_lang": L}.get(key)
    if rel:
        f = pick_film(rng, lambda f: ok_list(F[f].get(rel, ()))
                      and (rel != L or len(F[f][L]) == 1) and f not in first[0])
        if not f:
            return None
        return first, (w.fill(w.next(key), f=f), srt(F[f][rel]))
    p = pick_person(rng, "D", lo=2, hi=10)
    if not p or p in first[0] or p in first[1]:
        return None
    return first, (w.fill(w.next(key), p=p), srt(films_of("D", p)))


# ---------------------------------------------------------------- driver
PEOPLE_BY_ROLE = {}


def run(gen, rng, w, plan, ctype_of, seen, out, wrap):
    for key, quota in plan:
        got, tries = 0, 0
        while got < quota and tries < 20000:
            tries += 1
            w.start()
            r = gen(rng, w, key)
            if not r:
                continue
            rec = wrap(r, key, ctype_of)
            sig = rec["_sig"].lower()
            ent = (key, w.last_kw[0] if w.last_kw else sig)
            if sig in seen or ent in seen:
                continue
            seen.add(sig)
            seen.add(ent)
            w.commit()
            out.append(rec)
            got += 1
        if got < quota:
            print(f"warning: {key} only {got}/{quota}", file=sys.stderr)


def main():
    kb = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_KB
    load(kb)
    prepare()
    for r in "DWA":
        PEOPLE_BY_ROLE[r] = sorted(p for p in GOOD_PEOPLE if INV[ROLE_REL[r]].get(p))
    rng = random.Random(SEED)
    w = Wordings(rng)

    q_plan = [
        ("simple", gen_simple, [("s_dir", 6), ("s_wri", 5), ("s_cast", 6), ("s_year", 6),
                                ("s_lang", 5), ("s_genre", 5), ("s_fdir", 5), ("s_fwri", 5),
                                ("s_fact", 5)]),
        ("type_constrained", gen_tc, [("t_genre_A", 8), ("t_genre_D", 6), ("t_genre_W", 5),
                                      ("t_lang_D", 3), ("t_lang_A", 4), ("t_actors", 5),
                                      ("t_dirs_of_actor", 5), ("t_actors_of_dir", 4),
                                      ("t_writers_of_dir", 3)]),
        ("two_hop", gen_hop, [("h_dirs_of_A", 4), ("h_cast_of_D", 5), ("h_genres_of_W", 4),
                              ("h_genres_of_D", 4), ("h_genres_of_A", 3), ("h_years_of_D", 4),
                              ("h_years_of_A", 3), ("h_langs_of_A", 3), ("h_writers_of_A", 3),
                              ("h_costars", 4), ("h_other_by_dir", 4), ("h_other_by_wri", 3),
                              ("h_dirs_of_W", 3)]),
        ("count", gen_count, [("c_D", 5), ("c_A", 5), ("c_W", 4), ("c_D_after", 3),
                              ("c_A_before", 3), ("c_A_after", 3), ("c_genre_A", 3),
                              ("c_genre_D", 3), ("c_cast", 4), ("c_dirs_of_A", 3),
                              ("c_lang_year", 3), ("c_genre_year", 3)]),
        ("year_filter", gen_year, [("y_in_A", 3), ("y_in_D", 3), ("y_in_W", 2),
                                   ("y_before_D", 3), ("y_before_A", 3), ("y_before_W", 2),
                                   ("y_after_A", 3), ("y_after_D", 3), ("y_after_W", 2),
                                   ("y_dec_A", 3), ("y_dec_D", 3), ("y_earliest_A", 2),
                                   ("y_earliest_D", 2), ("y_latest_D", 2), ("y_latest_A", 2),
                                   ("y_latest_W", 1), ("y_firstyear_D", 2),
                                   ("y_lastyear_A", 2), ("y_lang_genre_year", 4)]),
        ("intersection", gen_inter, [("i_AA", 9), ("i_DA", 7), ("i_DW_same", 5),
                                     ("i_DA_same", 4), ("i_WA", 4), ("i_DW", 4),
                                     ("i_cast2", 5)]),
    ]

    def wrap_q(r, key, ctype):
        q, ans = r
        return {"question": q, "answers": list(ans), "type": ctype, "_sub": key,
                "_sig": q}

    questions, seen = [], set()
    for ctype, gen, plan in q_plan:
        run(gen, rng, w, plan, ctype, seen, questions, wrap_q)
    w.start()
    unans = gen_unanswerable(rng, w)
    w.commit()
    for q, ans in unans:
        assert q.lower() not in seen, q
        seen.add(q.lower())
        questions.append({"question": q, "answers": ans, "type": "unanswerable",
                          "_sub": "unanswerable"})

    c_plan = [
        ("selection", conv_selection, [
            ("cv2_sel_year", 3), ("cv2_sel_before", 3), ("cv2_sel_after", 3),
            ("cv2_sel_genre", 3), ("cv2_sel_alsowrote", 2), ("cv2_sel_alsoacted", 2),
            ("cv2_sel_alsodirected", 2), ("cv2_sel_lang", 2), ("cv2_sel_oldest", 2),
            ("cv2_sel_newest", 1), ("cv2_sel_oldest_wri", 2), ("cv2_sel_oldest_dir", 2),
            ("cv2_sel_count_genre", 2), ("cv2_sel_cast_wrote", 2), ("cv2_sel_wris_dir", 2)]),
        ("pronoun", conv_pronoun, [("cv2_pr_wrote", 3), ("cv2_pr_acted", 3),
                                   ("cv2_pr_count", 2), ("cv2_pr_dirs", 2)]),
        ("demonstrative", conv_demonstrative, [
            ("cv2_dem_otherdir", 2), ("cv2_dem_otherwri", 2), ("cv2_dem_dirs", 2),
            ("cv2_dem_genres", 2), ("cv2_dem_years", 1), ("cv2_dem_year1", 2),
            ("cv2_dem_dir1", 1), ("cv2_dem_genre1", 2)]),
        ("what_else", conv_else, [("cv2_else_dir", 4), ("cv2_else_act", 2), ("cv2_else_wri", 2)]),
        ("independent", conv_independent, [("cv2_ind_dir", 2), ("cv2_ind_year", 2),
                                           ("cv2_ind_lang", 2), ("cv2_ind_fdir", 2)]),
    ]

    def wrap_c(r, key, ctype):
        (q1, a1), (q2, a2) = r
        return {"turns": [{"question": q1, "answers": list(a1)},
                          {"question": q2, "answers": list(a2)}],
                "type": ctype, "_sub": key, "_sig": q1}

    convs, cseen = [], set()
    for ctype, gen, plan in c_plan:
        run(gen, rng, w, plan, ctype, cseen, convs, wrap_c)

    check(questions, convs)
    write(questions, convs, w)


def check(questions, convs):
    qs = [q["question"] for q in questions]
    assert len(qs) == len({q.lower() for q in qs}), "duplicate questions"
    for q in questions:
        if q["type"] == "unanswerable":
            assert q["answers"] == []
        else:
            assert 1 <= len(q["answers"]) <= MAX_GOLD, q
            assert len(set(q["answers"])) == len(q["answers"]), q
    for c in convs:
        for t in c["turns"]:
            assert 1 <= len(t["answers"]) <= MAX_GOLD, c
    # second turns of selection conversations name no film or person
    names = FILMS | PERSONS
    for c in convs:
        if c["type"] == "selection":
            t2 = c["turns"][1]["question"].lower()
            for n in c["turns"][0]["answers"]:
                assert n.lower() not in t2, (n, t2)


def write(questions, convs, w):
    def clean(rec):
        return {k: v for k, v in rec.items() if not k.startswith("_")}

    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as fh:
        for q in questions:
            fh.write(json.dumps(clean(q), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "conversations.jsonl"), "w", encoding="utf-8") as fh:
        for c in convs:
            fh.write(json.dumps(clean(c), ensure_ascii=False) + "\n")
    lines = [f"seed {SEED}", "", f"questions: {len(questions)}"]
    for t, n in Counter(q["type"] for q in questions).items():
        lines.append(f"  {t}: {n}")
    lines.append("question subtypes:")
    for t, n in sorted(Counter(q["_sub"] for q in questions).items()):
        lines.append(f"  {t}: {n}")
    lines += ["", f"conversations: {len(convs)}"]
    for t, n in Counter(c["type"] for c in convs).items():
        lines.append(f"  {t}: {n}")
    lines.append("conversation subtypes:")
    for t, n in sorted(Counter(c["_sub"] for c in convs).items()):
        lines.append(f"  {t}: {n}")
    uses = Counter(w.used.values())
    lines += ["", f"distinct wordings used: {len(w.used)}",
              "wordings by number of uses: " + ", ".join(
                  f"{k}x: {v}" for k, v in sorted(uses.items())),
              "most used: " + "; ".join(f"{t!r} x{n}" for t, n in w.used.most_common(5))]
    with open(os.path.join(HERE, "stats.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
