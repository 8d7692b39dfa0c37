#!/usr/bin/env python3
"""Write graph.json: a small invented movie database (Movie, Person; ACTED_IN, DIRECTED, PRODUCED, WROTE,
REVIEWED, FOLLOWS), the kind of graph a person sets up in Neo4j to play with.

    python3 make_graph.py        # writes graph.json next to this file and prints counts

Standard library only, fixed seed, no clock: the output is byte-for-byte reproducible. Every title, name, tagline,
character and number is made up.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

SEED = 5150
rng = random.Random(SEED)

# (title, released, tagline or None)
MOVIES = [
    ("Saltmarsh Requiem", 1974, "The tide keeps every secret."),
    ("The Copper Orchard", 1978, "Some harvests are paid for in blood."),
    ("Nightfall on Vesper Street", 1981, "Nobody on Vesper Street sleeps alone."),
    ("Quiet Engines", 1983, "Speed is nothing without a reason to run."),
    ("A Lantern for Oskar", 1985, "One small light against a long winter."),
    ("The Harrowgate Affair", 1987, None),
    ("Ferryman's Daughter", 1989, "She knows the way across. Nobody knows the way back."),
    ("Velvet Static", 1990, "Tune in. Drop out. Fall in love."),
    ("Blue Hour Protocol", 1992, "The mission ends at dawn."),
    ("Dust of the Ninth Mile", 1993, "The last road west has no end."),
    ("Paper Kingdoms", 1995, "Every empire starts with a lie."),
    ("The Marrow Twins", 1996, "Two sisters. One name. No alibi."),
    ("Gravel & Honey", 1997, "Love is a long drive on a bad road."),
    ("Cinder Parade", 1998, None),
    ("The Lighthouse Accord", 1999, "Peace was signed in the dark."),
    ("Hollow Meridian", 1999, "Time is running sideways."),
    ("Starling Unbound", 2000, "Freedom has a price, and she is paying it."),
    ("Ninety Winters", 2001, "A century of love, told in one night."),
    ("The Tin Cartographer", 2002, "He mapped the world. Now he has to find his way home."),
    ("Kettle Lake", 2003, "Summer was supposed to be safe."),
    ("Oranges for the Admiral", 2004, "War is sweet until it isn't."),
    ("Midnight Arithmetic", 2005, "Some problems only have one solution."),
    ("The Unfinished Waltz", 2006, "Love never learned the last step."),
    ("Ashgrove Station", 2007, None),
    ("Brass Sparrows", 2008, "Small birds. Big heist."),
    ("Glasswater", 2009, "What the river saw, it will tell."),
    ("The Ossuary Club", 2010, "Membership is for life. And after."),
    ("Second-Hand Thunder", 2011, "The storm came back for a second round."),
    ("Pilgrims of Route 9", 2012, "The road is long. The company is worse."),
    ("Moth Season", 2013, "Everything burning is drawn to the light."),
    ("Lullaby for a Machine", 2014, "Even robots dream of home."),
    ("The Pemberly Heist", 2015, "Five thieves. One vault. Zero trust."),
    ("Wolves at the Lido", 2016, "The pool is closed. The hunt is open."),
    ("Marigold Frequency", 2017, "Some signals only reach the heart."),
    ("Under the Juniper", 2018, None),
    ("Cold Open", 2018, "The show must go on, even after the murder."),
    ("The Last Tram to Orvieto", 2019, "Love waits at the end of the line."),
    ("Salt and Cipher", 2020, "Trust no message from the sea."),
    ("Fennick's Ghost", 2021, "He haunts the house. She haunts him."),
    ("Afterglow Republic", 2022, "Tomorrow belongs to the ones who stay awake."),
    ("The Slow Comet", 2022, "Some things take forever to arrive."),
    ("Iron Lullaby", 2023, "Sleep is a weapon."),
    ("Harbour of Small Hours", 2023, None),
    ("Kestrel Park", 2024, "Every neighbourhood has a predator."),
    ("The Weight of Feathers", 2024, "Lightness is the hardest thing to carry."),
]

FIRST = ["Aldric", "Benedetta", "Cormac", "Dagny", "Elio", "Fenella", "Gideon", "Halla", "Ivo", "Jolanda",
         "Kasimir", "Liesel", "Mattias", "Noor", "Oren", "Petra", "Quentin", "Rosalind", "Sten", "Thea",
         "Ulric", "Vesna", "Wendell", "Xenia", "Yorick", "Zara", "Anselm", "Brielle", "Caspian", "Delphine",
         "Emrys", "Florian", "Greer", "Hesper", "Idris", "Juno", "Lorcan", "Mireille", "Nico", "Odile",
         "Pim", "Ravi", "Saskia", "Tobiah", "Una", "Viggo", "Wren", "Ysolde", "Auden", "Bram"]
LAST = ["Ashdown", "Bellamont", "Corrigan", "Drummelow", "Eckhart", "Falkner", "Grisewood", "Halloran",
        "Ingleby", "Janssen", "Kovalenko", "Lindqvist", "Marchbank", "Nettleford", "Osterhaus", "Pemberton-Kai",
        "Quarrington", "Rothwell", "Sandoval", "Thorncliffe", "Underhay", "Vantongeren", "Whitlock", "Yardley",
        "Zellweger-Moss", "Abernathy", "Brightwater", "Castellane", "Delacourt", "Elsworth", "Fairbairn",
        "Gallowglass", "Hartigan", "Ivanescu", "Kilbride", "Larkspur", "Montague-Reyes", "Nyberg", "Oakhurst",
        "Pellegrin"]

CHAR_FIRST = ["Ada", "Bastian", "Clem", "Dorrit", "Edda", "Finch", "Gus", "Hattie", "Inge", "Jasper", "Kit",
              "Lottie", "Magnus", "Nell", "Otto", "Posy", "Rufus", "Sable", "Tully", "Vera", "Wilf", "Yara",
              "Zeb", "Agnes", "Barnaby", "Cosima", "Dexter", "Effie", "Fritz", "Greta", "Hugo", "Ida"]
CHAR_LAST = ["Marrow", "Quill", "Stavely", "Brandt", "Odell", "Penhallow", "Crane", "Voss", "Tarrant",
             "Mabry", "Kell", "Ruddock", "Sallow", "Fenwick", "Greaves", "Holt"]
CHAR_TITLE = ["Captain", "Dr.", "Detective", "Sister", "Old", "Young", "Mayor", "Professor", "Agent"]

# review summaries by how the reviewer felt: (lowest rating for it, summaries)
SUMMARIES = [
    (75, ["The best thing of its year", "A quiet triumph", "Funny, sharp and kind", "Brave, strange and moving",
          "Pure joy from start to finish", "Beautifully acted"]),
    (50, ["A slow burn that pays off", "Overlong but heartfelt", "A mess with one great scene",
          "Worth it for the ending", "Too clever by half"]),
    (0, ["Dazzling to look at, empty inside", "Clumsy and loud", "Forgettable", "A thriller without thrills"]),
]


def person_names(n: int) -> list[str]:
    seen, out = set(), []
    while len(out) < n:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in seen:
            seen.add(name)
            out.append(name)
    return out


def character() -> str:
    r = rng.random()
    if r < 0.35:
        return f"{rng.choice(CHAR_FIRST)} {rng.choice(CHAR_LAST)}"
    if r < 0.7:
        return f"{rng.choice(CHAR_TITLE)} {rng.choice(CHAR_LAST)}"
    return rng.choice(CHAR_FIRST)


def main() -> None:
    names = person_names(140)
    # roles of the pool: 5 reviewers, 10 producers who never act, 16 directors, the rest actors
    reviewers, producers_only, directors, actors = names[:5], names[5:15], names[15:31], names[31:]
    born: dict[str, int | None] = {}
    for nm in reviewers:
        born[nm] = rng.randint(1950, 1990)
    for nm in producers_only + directors:
        born[nm] = rng.randint(1925, 1975)
    for nm in actors:
        born[nm] = rng.randint(1925, 1998)

    acted: list[tuple[str, int, list[str]]] = []
    directed: list[tuple[str, int]] = []
    produced: list[tuple[str, int]] = []
    wrote: list[tuple[str, int]] = []
    # actors appear with a skewed frequency so a few are busy and many have one film
    weights = [max(1, int(12 / (1 + i * 0.25))) for i in range(len(actors))]
    rng.shuffle(weights)
    for mi, (_title, year, _tag) in enumerate(MOVIES):
        ok_actors = [a for a in actors if born[a] + 7 <= year]
        ok_weights = [weights[actors.index(a)] for a in ok_actors]
        cast: list[str] = []
        size = rng.randint(3, 7)
        while len(cast) < size:
            a = rng.choices(ok_actors, ok_weights)[0]
            if a not in cast:
                cast.append(a)
        used_chars: set[str] = set()
        for a in cast:
            roles = []
            for _ in range(2 if rng.random() < 0.07 else 1):
                c = character()
                while c in used_chars:
                    c = character()
                used_chars.add(c)
                roles.append(c)
            acted.append((a, mi, roles))
        ok_dirs = [d for d in directors if born[d] + 24 <= year]
        d = rng.choice(ok_dirs)
        directed.append((d, mi))
        if rng.random() < 0.08:
            d2 = rng.choice([x for x in ok_dirs if x != d])
            directed.append((d2, mi))
        ok_prod = [p for p in producers_only + directors if born[p] + 24 <= year and p != d]
        for p in rng.sample(ok_prod, rng.choice([0, 1, 1, 2])):
            produced.append((p, mi))
        ok_writers = [w for w in directors + producers_only + actors if born[w] + 20 <= year]
        for w in rng.sample(ok_writers, rng.choice([0, 1, 1, 2])):
            wrote.append((w, mi))

    # a few directors act in their own film, a few producers also wrote the film
    dir_movies = [(d, mi) for d, mi in directed]
    for d, mi in rng.sample(dir_movies, 5):
        if not any(a == d and m == mi for a, m, _ in acted):
            acted.append((d, mi, [character()]))
    prod_movies = list(produced)
    for p, mi in rng.sample(prod_movies, 5):
        if (p, mi) not in wrote:
            wrote.append((p, mi))

    # nobody is left without a credit: an idle actor joins a cast, an idle producer or director produces a film
    credited = {a for a, _, _ in acted} | {p for p, _ in directed + produced + wrote}
    for nm in actors + producers_only + directors:
        if nm in credited:
            continue
        if nm in actors:
            mi = rng.choice([i for i, m in enumerate(MOVIES) if born[nm] + 7 <= m[1]])
            acted.append((nm, mi, [character()]))
        else:
            mi = rng.choice([i for i, m in enumerate(MOVIES) if born[nm] + 24 <= m[1]
                             and (nm, i) not in directed])
            produced.append((nm, mi))

    # reviews and follows among the reviewers
    reviewed = []
    pairs = set()
    while len(reviewed) < 13:
        r = rng.choice(reviewers)
        mi = rng.randrange(len(MOVIES))
        if (r, mi) in pairs:
            continue
        pairs.add((r, mi))
        rating = rng.randint(25, 98)
        summary = rng.choice(next(texts for floor, texts in SUMMARIES if rating >= floor))
        reviewed.append((r, mi, rating, summary))
    follows = set()
    while len(follows) < 6:
        a, b = rng.sample(reviewers, 2)
        follows.add((a, b))

    # ~10% of birth years missing (actors and producers only; directors keep theirs)
    for nm in rng.sample(actors + producers_only, 14):
        born[nm] = None

    pid = {nm: f"p{i}" for i, nm in enumerate(names)}
    nodes = []
    for i, (title, year, tag) in enumerate(MOVIES):
        props = {"title": title, "released": year}
        if tag:
            props["tagline"] = tag
        nodes.append({"id": f"m{i}", "labels": ["Movie"], "properties": props})
    for nm in names:
        props = {"name": nm}
        if born[nm] is not None:
            props["born"] = born[nm]
        nodes.append({"id": pid[nm], "labels": ["Person"], "properties": props})
    rels = []
    for a, mi, roles in acted:
        rels.append({"type": "ACTED_IN", "start": pid[a], "end": f"m{mi}", "properties": {"roles": roles}})
    for t, lst in (("DIRECTED", directed), ("PRODUCED", produced), ("WROTE", wrote)):
        for p, mi in lst:
            rels.append({"type": t, "start": pid[p], "end": f"m{mi}", "properties": {}})
    for r, mi, rating, summary in reviewed:
        rels.append({"type": "REVIEWED", "start": pid[r], "end": f"m{mi}",
                     "properties": {"rating": rating, "summary": summary}})
    for a, b in sorted(follows):
        rels.append({"type": "FOLLOWS", "start": pid[a], "end": pid[b], "properties": {}})

    graph = {"nodes": nodes, "relationships": rels, "date_keys": []}
    Path(__file__).with_name("graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n",
                                                      encoding="utf-8")
    people_with_rel = {r["start"] for r in rels} | {r["end"] for r in rels if r["type"] == "FOLLOWS"}
    print(f"{len(nodes)} nodes ({len(MOVIES)} Movie, {len(names)} Person), {len(rels)} relationships:",
          dict(Counter(r["type"] for r in rels)))
    print("people without any relationship:", len([n for n in names if pid[n] not in people_with_rel]))


if __name__ == "__main__":
    main()
