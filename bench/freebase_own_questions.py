"""WebQSP-style development questions written for kgchat over the CWQ subgraphs, with gold read from the graph.

    python bench/freebase_own_questions.py --graph cwq.db [--out bench/data/freebase_own.jsonl]

Each question below was written by hand in the loose wording of WebQuestions users (lower case, "what country is X
in", "who plays Y in Z"), with the topic entity's name and the relation path that answers it (a path through a CVT
node names both of its relations). The gold answers are what that path reaches in the graph built by
`kgchat load cwq_subgraphs/cwq_test.jsonl --format subgraphs`, so they are as complete as that graph, no more.
Questions whose path reaches nothing are dropped (and listed). Written for development decisions on the zero-shot
Freebase path; the output has the `--format subgraphs` shape with an empty `graph`.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgchat.backends.base import is_unnamed  # noqa: E402
from kgchat.types import Entity  # noqa: E402

# (question, topic entity name, relation path; a leading "~" walks a relation backwards)
QUESTIONS: list[tuple[str, str, list[str]]] = [
    # one step
    ("what country is heemstede in?", "Heemstede", ["location.location.containedby"]),
    ("where is busch stadium located?", "Busch Stadium", ["location.location.containedby"]),
    ("what state is montgomery county in", "Montgomery County", ["location.location.containedby"]),
    ("what languages do people in norway speak?", "Norway", ["location.country.languages_spoken"]),
    ("which languages are spoken in ethiopia", "Ethiopia", ["location.country.languages_spoken"]),
    ("what kind of money do they use in madagascar?", "Madagascar", ["location.country.currency_used"]),
    ("what currency does egypt use", "Egypt", ["location.country.currency_used"]),
    ("what is the currency of kiribati?", "Kiribati", ["location.country.currency_used"]),
    ("what is the capital city of nepal?", "Nepal", ["location.country.capital"]),
    ("what's the capital of the dominican republic", "Dominican Republic", ["location.country.capital"]),
    ("where was justin bieber born?", "Justin Bieber", ["people.person.place_of_birth"]),
    ("what city was marilyn monroe born in", "Marilyn Monroe", ["people.person.place_of_birth"]),
    ("where is erin brockovich from originally?", "Erin Brockovich", ["people.person.place_of_birth"]),
    ("what nationality is steve nash?", "Steve Nash", ["people.person.nationality"]),
    ("what country is michael buble from", "Michael Bublé", ["people.person.nationality"]),
    ("what type of government does iran have?", "Iran", ["location.country.form_of_government"]),
    ("what form of government is used in new zealand", "New Zealand", ["location.country.form_of_government"]),
    ("who directed the movie unbroken?", "Unbroken", ["film.film.directed_by"]),
    ("who was the director of poetic justice", "Poetic Justice", ["film.film.directed_by"]),
    ("what did adam sandler do for a living?", "Adam Sandler", ["people.person.profession"]),
    ("what jobs did abraham lincoln have", "Abraham Lincoln", ["people.person.profession"]),
    ("who influenced pablo picasso?", "Pablo Picasso", ["influence.influence_node.influenced_by"]),
    ("who were jackson pollock's influences", "Jackson Pollock", ["influence.influence_node.influenced_by"]),
    ("what time zone is tucson in?", "Tucson", ["location.location.time_zones"]),
    ("what timezone is hilo hawaii", "Hilo", ["location.location.time_zones"]),
    ("where did martin luther king jr die?", "Martin Luther King, Jr.", ["people.deceased_person.place_of_death"]),
    ("in what city did david farragut die", "David Farragut", ["people.deceased_person.place_of_death"]),
    ("what kind of movie is hotel transylvania?", "Hotel Transylvania", ["film.film.genre"]),
    ("where do the houston rockets play their home games?", "Houston Rockets", ["sports.sports_team.arena_stadium"]),
    ("what is the name of the milwaukee brewers stadium", "Milwaukee Brewers", ["sports.sports_team.arena_stadium"]),
    ("who are shirley temple's kids", "Shirley Temple", ["people.person.children"]),
    ("who were walt disney's children?", "Walt Disney", ["people.person.children"]),
    ("who were adolf hitler's parents", "Adolf Hitler", ["people.person.parents"]),
    ("who is thabo mbeki's father?", "Thabo Mbeki", ["people.person.parents"]),
    ("what is the official language of costa rica", "Costa Rica", ["location.country.official_language"]),
    ("what team does lionel messi play for?", "Lionel Messi", ["sports.pro_athlete.teams", "sports.sports_team_roster.team"]),
    ("what teams has nate robinson played on", "Nate Robinson", ["sports.pro_athlete.teams", "sports.sports_team_roster.team"]),
    ("where did harry s truman go to school?", "Harry S. Truman", ["people.person.education", "education.education.institution"]),
    ("what college did russell wilson go to", "Russell Wilson", ["people.person.education", "education.education.institution"]),
    ("who is heidi klum married to", "Heidi Klum", ["people.person.spouse_s", "people.marriage.spouse"]),
    ("who was charles darwin's wife?", "Charles Darwin", ["people.person.spouse_s", "people.marriage.spouse"]),
    ("what religion was ulysses s grant?", "Ulysses S. Grant", ["people.person.religion"]),
    ("what faith did antonio vivaldi follow", "Antonio Vivaldi", ["people.person.religion"]),
    ("what kind of music did claude debussy write?", "Claude Debussy", ["music.artist.genre"]),
    ("what are the colors of the dallas cowboys", "Dallas Cowboys", ["sports.sports_team.colors"]),
    ("where are fc barcelona from?", "FC Barcelona", ["sports.sports_team.location"]),
    ("what books did helen keller write", "Helen Keller", ["book.author.works_written"]),
    ("who did the music for poetic justice?", "Poetic Justice", ["film.film.music"]),
    ("what countries border france?", "France", ["location.location.adjoin_s", "location.adjoining_relationship.adjoins"]),
    ("what is the official language of brazil?", "Brazil", ["location.country.official_language"]),
    ("what is the mascot of the san francisco giants", "San Francisco Giants", ["sports.sports_team.team_mascot"]),
    ("which team has lou seal as mascot?", "Lou Seal", ["sports.mascot.team"]),
    ("what movies did ron howard direct?", "Ron Howard", ["film.director.film"]),
    ("what are some tourist attractions in vienna", "Vienna", ["travel.travel_destination.tourist_attractions"]),
    ("what countries use the euro?", "Euro", ["finance.currency.countries_used"]),
    ("where is the german language spoken", "German Language", ["language.human_language.countries_spoken_in"]),
    # two moves through a CVT node
    ("who played lola bunny in space jam?", "Space Jam",
     ["film.film.starring", "film.performance.actor"]),
    ("who was in the cast of bolt", "Bolt", ["film.film.starring", "film.performance.actor"]),
    ("who did marlon brando play in the godfather?", "Marlon Brando",
     ["film.actor.film", "film.performance.character"]),
    ("what characters has taylor lautner played", "Taylor Lautner",
     ["film.actor.film", "film.performance.character"]),
    ("what movies has tom hanks been in?", "Tom Hanks", ["film.actor.film", "film.performance.film"]),
    ("what films did tupac shakur act in", "Tupac Shakur", ["film.actor.film", "film.performance.film"]),
    ("who plays stephanie plum in one for the money", "One for the Money",
     ["film.film.starring", "film.performance.actor"]),
    ("where did franklin ford go to college?", "Franklin Ford",
     ["people.person.education", "education.education.institution"]),
    ("who is the governor of kentucky?", "Kentucky",
     ["government.governmental_jurisdiction.governing_officials", "government.government_position_held.office_holder"]),
    ("who is the prime minister of malta", "Malta",
     ["government.governmental_jurisdiction.governing_officials", "government.government_position_held.office_holder"]),
    ("what offices did nicolas sarkozy hold?", "Nicolas Sarkozy",
     ["government.politician.government_positions_held", "government.government_position_held.office_position_or_title"]),
    ("what positions has jan brewer held", "Jan Brewer",
     ["government.politician.government_positions_held", "government.government_position_held.office_position_or_title"]),
    ("when did the san francisco giants win the world series", "San Francisco Giants",
     ["sports.sports_team.championships"]),
]


def answers(con: sqlite3.Connection, topic: str, path: list[str]) -> list[str]:
    """Names of the entities the relation path reaches from the entity named ``topic`` (unnamed ends dropped)."""
    frontier = {pk for (pk,) in con.execute("SELECT pk FROM entities WHERE name = ?", (topic,))}
    for rel in path:
        back = rel.startswith("~")
        here, there = ("t", "h") if back else ("h", "t")
        nxt: set[int] = set()
        for pk in frontier:
            nxt |= {x for (x,) in con.execute(
                f"SELECT tr.{there} FROM triples tr JOIN relations r ON r.pk = tr.r WHERE r.name = ? AND tr.{here} = ?",
                (rel.lstrip("~"), pk))}
        frontier = nxt
    rows = [con.execute("SELECT id, name FROM entities WHERE pk = ?", (pk,)).fetchone() for pk in frontier]
    return sorted({name for eid, name in rows if not is_unnamed(Entity(eid, name))})


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--graph", type=Path, required=True, help="SQLite file of the CWQ subgraphs' union")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "data" / "freebase_own.jsonl")
    args = ap.parse_args()
    con = sqlite3.connect(args.graph)
    out = []
    for n, (question, topic, path) in enumerate(QUESTIONS, 1):
        gold = [a for a in answers(con, topic, path) if a != topic]  # a marriage's spouses include the topic
        if not gold:
            print(f"dropped (nothing reached): {question}")
            continue
        kind = "cvt" if len(path) > 1 else "one-step"
        out.append({"id": f"own-{n}", "question": question, "answers": gold, "q_entity": [topic], "q_entity_mid": [topic],
                    "compositionality_type": kind, "path": path, "graph": []})
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in out), encoding="utf-8")
    print(f"{len(out)} questions -> {args.out}")


if __name__ == "__main__":
    main()
