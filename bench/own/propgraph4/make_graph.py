#!/usr/bin/env python3
"""Write graph.json: the Brackwater Film Festival graph (three editions, films, people, venues, screenings, critics).

    python3 make_graph.py [--out graph.json]

Standard library only, fixed seed, no clock: the file is the same byte for byte on every run. Every name is made
up. The data is the state on 2025-10-31, after the third edition closed.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
from pathlib import Path

SEED = 4104

FIRST = ["Orla", "Tamsin", "Benedek", "Ilse", "Marek", "Saoirse", "Joaquim", "Linnea", "Teodor", "Ysolde",
         "Casimir", "Noor", "Emeric", "Rosalind", "Anouk", "Bastien", "Cressida", "Dariusz", "Elspeth", "Fintan",
         "Greer", "Hollis", "Ines", "Jory", "Katell", "Lucan", "Maelle", "Nikolai", "Odile", "Piran",
         "Quilla", "Ravi", "Sunniva", "Tobiah", "Ulla", "Valentin", "Wilhelmina", "Xanthe", "Yannick", "Zofia",
         "Aurelio", "Brigid", "Corentin", "Delphine", "Evander", "Fenna", "Gideon", "Halcyon", "Isolde", "Jasper"]
LAST = ["Vantreight", "Kollbeck", "Mereworth", "Aldous", "Quennell", "Brathwick", "Szalonek", "Ferreira-Lund",
        "Oyelaran", "Castellane", "Deverill", "Holmquist", "Ironside", "Jablonka", "Kettering", "Lindqvist",
        "Marchetti", "Nakagawa", "Ostrander", "Pellerin", "Rasmussen-Kay", "Sorrel", "Thistlewood", "Umberfield",
        "Valcourt", "Wexley", "Yarborough", "Zeller", "Abernethy", "Bellweather", "Corriveau", "Drummond-Ash",
        "Espinar", "Fairlie", "Gravenor", "Hazeldine", "O'Callan", "Mac Ruairi", "Dunmore", "Penhallow"]
NATIONALITIES = ["Irish", "French", "Polish", "Danish", "Portuguese", "Nigerian", "Japanese", "Italian", "Swedish",
                 "British", "Hungarian", "Spanish", "Canadian", "Brazilian"]
ADJ = ["Salt", "Silent", "Paper", "Winter", "Crooked", "Hollow", "Burning", "Glass", "Last", "Northern", "Tender",
       "Drowned", "Copper", "Sleeping", "Wild", "Broken", "Quiet", "Scarlet", "Distant", "Borrowed"]
NOUN = ["Orchard", "Heron", "Lantern", "Harbour", "Lighthouse", "Garden", "Staircase", "River", "Kingdom", "Letter",
        "Season", "Mirror", "Island", "Choir", "Summer", "Wolf", "Bridge", "Tide", "Ferry", "Clockmaker"]
PLACES = ["Kilbrack", "Vassen", "Ormsby Flats", "Lisnagh", "Port Ellery", "Dunvarra", "the Marsh", "Saint Odo"]
GENRES = ["drama", "comedy", "thriller", "romance", "horror", "sci-fi", "war", "musical", "animation", "crime"]
LANGS = ["English", "English", "English", "French", "Polish", "Danish", "Portuguese", "Japanese", "Italian",
         "Irish", "Swedish", "Hungarian", "Spanish"]
RATINGS = ["U", "PG", "12A", "15", "18"]
CHAR_FIRST = ["Mara", "Tom", "Agnes", "Felix", "Rua", "Old Ned", "Sister Ambrose", "Captain Vell", "Ada", "Kit",
              "the Ferryman", "Jonah", "Lise", "Dr Harrow", "Bram", "Neve", "Pilot", "Grandmother", "Eamon", "Cleo",
              "Inspector Roux", "Hana", "the Stranger", "Wendel", "Marguerite", "Sami", "Young Alma", "Older Alma"]
OUTLETS = ["The Brackwater Courier", "Reel North", "Cinematheque Weekly", "Frame & Light", "The Evening Ledger",
           "Sightline Review", "Projector Magazine", "Radio Kilbrack"]
FILM_SCHOOLS = ["Lisnagh Film Academy", "Vassen School of Cinema", "Port Ellery Arts College",
                "Dunvarra Institute of Screen"]


def iso(d: dt.date) -> str:
    return d.isoformat()


def main() -> None:
    ap = argparse.ArgumentParser(description="Write the Brackwater Film Festival graph.json.")
    ap.add_argument("--out", type=Path, default=Path(__file__).with_name("graph.json"))
    args = ap.parse_args()
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> dict:
        n = {"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}}
        nodes.append(n)
        return n

    def rel(rtype: str, a: str, b: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": a, "end": b,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    # --- editions -------------------------------------------------------------------------------------------
    editions = []
    for i, (year, opens, theme, budget, attendance) in enumerate([
            (2023, dt.date(2023, 9, 14), None, 1250000.0, 38400),
            (2024, dt.date(2024, 9, 12), "Borders and Crossings", 1410000.0, 44150),
            (2025, dt.date(2025, 9, 11), "The Sea Remembers", 1525000.0, 47920)]):
        e = node(f"e{year}", ["Edition"], {
            "name": f"Brackwater {year}", "year": year, "opensOn": iso(opens),
            "closesOn": iso(opens + dt.timedelta(days=10)), "theme": theme, "budgetEur": budget,
            "attendance": attendance, "edition": i + 17})
        e["_open"] = opens
        editions.append(e)

    # --- venues ---------------------------------------------------------------------------------------------
    venues = []
    for i, (name, district, cap, opened, screens, access, bar) in enumerate([
            ("The Corn Exchange", "Old Town", 620, dt.date(1898, 5, 2), 1, True, True),
            ("Palace Picturehouse", "Harbourside", 410, dt.date(1931, 11, 20), 3, True, True),
            ("Gull Street Cinema", "Old Town", 180, dt.date(2009, 3, 14), 2, True, False),
            ("St Odo's Hall", "Cathedral Quarter", 260, dt.date(1874, 9, 1), 1, False, False),
            ("The Boathouse", "Harbourside", 95, dt.date(2018, 6, 30), 1, True, True),
            ("Lisnagh Arts Centre", "Lisnagh", 340, dt.date(1996, 4, 12), 2, True, True)]):
        v = node(f"v{i}", ["Venue"], {"name": name, "district": district, "capacity": cap, "openedOn": iso(opened),
                                      "screens": screens, "wheelchairAccess": access, "hasBar": bar})
        v["_cap"] = cap
        venues.append(v)

    # --- people ---------------------------------------------------------------------------------------------
    used_names: set[str] = set()

    def person_name() -> str:
        while True:
            n = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if n not in used_names:
                used_names.add(n)
                return n

    people = []
    for i in range(118):
        is_dir = i < 32
        born = rng.randint(1948, 2000) if rng.random() > 0.12 else None
        props = {"name": person_name(), "bornYear": born, "nationality": rng.choice(NATIONALITIES),
                 "website": None}
        if rng.random() < 0.3:
            props["website"] = "www." + props["name"].lower().replace(" ", "").replace("'", "") + ".film"
        if is_dir:
            props["filmSchool"] = rng.choice(FILM_SCHOOLS) if rng.random() < 0.7 else None
            props["debutYear"] = min(max((born or 1960) + 22, 1975) + rng.randint(0, 15), 2023)
        p = node(f"p{i}", ["Person", "Director"] if is_dir else ["Person"], props)
        p["_born"] = born
        people.append(p)
    directors = people[:32]
    actors = people[32:100]
    producers_only = people[100:]

    # --- studios --------------------------------------------------------------------------------------------
    studios = []
    for i, (name, country, founded, indep) in enumerate([
            ("Greyfriars Pictures", "Ireland", 1988, True), ("Maison Verlaine", "France", 1962, False),
            ("Nordlys Film", "Denmark", 2004, True), ("Kestrel Media", "United Kingdom", 1995, False),
            ("Tajo Filmes", "Portugal", 2011, True), ("Osaka Lantern Co.", "Japan", 1979, False),
            ("Wolna Klatka", "Poland", 2014, True), ("Harbour Lights Productions", "Ireland", 2019, True),
            ("Aurora Borealis AB", "Sweden", 1999, False), ("Cinecitta Nuova", "Italy", 1971, False),
            ("Redfern & Daughters", "Canada", 2008, True), ("Pampa Sur", "Spain", 2016, True)]):
        studios.append(node(f"s{i}", ["Studio"], {"companyName": name, "country": country, "founded": founded,
                                                  "independent": indep}))

    # --- films ----------------------------------------------------------------------------------------------
    titles: set[str] = set()

    def plural(noun: str) -> str:
        return noun[:-1] + "ies" if noun.endswith("y") else noun + "s"

    def title() -> str:
        while True:
            t = rng.choice([
                lambda: f"The {rng.choice(ADJ)} {rng.choice(NOUN)}",
                lambda: f"{rng.choice(NOUN)} of {rng.choice(PLACES)}",
                lambda: f"{rng.choice(ADJ)} {plural(rng.choice(NOUN))}",
                lambda: f"A {rng.choice(NOUN)} for {rng.choice(FIRST)}",
                lambda: f"{rng.choice(FIRST)}'s {rng.choice(NOUN)}",
                lambda: f"Night {rng.choice(NOUN)}",
            ])()
            if t not in titles:
                titles.add(t)
                return t

    films = []
    for i in range(84):
        ed = editions[i % 3]
        retro = i % 14 == 13
        doc = (i % 7 == 2)
        year = rng.randint(1968, 1999) if retro else ed["properties"]["year"] - rng.choice([0, 0, 1])
        lang = rng.choice(LANGS)
        genres = ["documentary"] if doc else sorted(rng.sample(GENRES, rng.choice([1, 1, 2, 2, 3])))
        props = {"title": title(), "releaseYear": year, "runtimeMin": rng.randint(68 if doc else 82, 171),
                 "language": lang, "genres": genres,
                 "budgetEur": round(rng.uniform(150, 9000)) * 1000.0 if rng.random() < 0.75 else None,
                 "ageRating": rng.choice(RATINGS) if rng.random() < 0.85 else None,
                 "blackAndWhite": (retro and rng.random() < 0.6) or (not retro and rng.random() < 0.06),
                 "crowdfunded": (not retro) and rng.random() < 0.22}
        f = node(f"f{i}", ["Film"], props)
        f["_ed"], f["_retro"], f["_doc"], f["_year"] = ed, retro, doc, year
        f["_people"] = set()
        films.append(f)

    # directors: some direct several films; a few films have two directors
    for i, f in enumerate(films):
        d = directors[(i * 7) % 32] if i < 64 else rng.choice(directors[:20])
        ds = [d]
        if i % 11 == 5:
            other = rng.choice([x for x in directors if x is not d])
            ds.append(other)
        for d in ds:
            rel("DIRECTED", d["id"], f["id"])
            f["_people"].add(d["id"])
        f["_directors"] = ds

    # cast
    for f in films:
        n_cast = rng.choice([0, 0, 1]) if f["_doc"] else rng.randint(2, 5)
        cast = rng.sample(actors, n_cast)
        if not f["_doc"] and rng.random() < 0.15:  # a director acting (in own or another's film)
            d = rng.choice(directors)
            if d not in cast:
                cast.append(d)
        chars = rng.sample(CHAR_FIRST, len(cast))
        for b, (a, ch) in enumerate(zip(cast, chars, strict=True), start=1):
            rel("ACTED_IN", a["id"], f["id"], {"role": ch, "billing": b})
            f["_people"].add(a["id"])
        f["_cast"] = cast
        f["_chars"] = chars

    # producers
    for f in films:
        cands = []
        r = rng.random()
        if r < 0.55:
            cands.append(rng.choice(producers_only))
        elif r < 0.75:
            cands.append(rng.choice(f["_directors"]))
        elif r < 0.85 and f["_cast"]:
            cands.append(f["_cast"][0])
        else:
            cands.append(rng.choice(producers_only[:8]))
        if rng.random() < 0.3:
            extra = rng.choice(producers_only)
            if extra not in cands:
                cands.append(extra)
        for k, p in enumerate(cands):
            rel("PRODUCED", p["id"], f["id"], {"credit": "producer" if k == 0 else "executive producer"})
            f["_people"].add(p["id"])

    # financing
    for f in films:
        k = rng.choice([0, 1, 1, 1, 2])
        for s in rng.sample(studios, k):
            base = f["properties"].get("budgetEur") or 2000000.0
            rel("FINANCED", s["id"], f["id"], {"amountEur": float(round(base * rng.uniform(0.1, 0.5) / 1000) * 1000),
                                               "coProduction": k == 2})

    # screenings
    screenings = []
    counters = {e["properties"]["year"]: 0 for e in editions}
    for f in films:
        ed = f["_ed"]
        n = rng.choice([2, 2, 3, 3, 4]) if not f["_retro"] else 1
        days = sorted(rng.sample(range(0, 11), n))
        for j, day in enumerate(days):
            v = rng.choice(venues)
            year = ed["properties"]["year"]
            counters[year] += 1
            code = f"BW{year % 100}-{counters[year]:03d}"
            cap = v["_cap"]
            sold = min(cap, int(cap * rng.uniform(0.35, 1.08)))
            hour = rng.choice(["11:00", "14:30", "17:00", "18:15", "20:30", "21:00", "23:15"])
            props = {"code": code, "screenedOn": iso(ed["_open"] + dt.timedelta(days=day)), "startTime": hour,
                     "ticketsSold": sold, "soldOut": sold == cap,
                     "priceEur": 7.5 if hour == "11:00" else (14.0 if j == 0 and not f["_retro"] else 11.5),
                     "worldPremiere": j == 0 and not f["_retro"] and rng.random() < 0.5,
                     "qAndA": rng.random() < 0.35,
                     "subtitles": "English" if f["properties"]["language"] != "English" else None}
            s = node(f"sc{year}_{counters[year]}", ["Screening"], props)
            s["_day"] = ed["_open"] + dt.timedelta(days=day)
            screenings.append(s)
            rel("SHOWS", s["id"], f["id"], {"format": "35mm" if f["_retro"] and rng.random() < 0.7 else "DCP"})
            scr = f"Screen {rng.randint(1, v['properties']['screens'])}" if v["properties"]["screens"] > 1 else None
            rel("HELD_AT", s["id"], v["id"], {"screen": scr})
            rel("PART_OF", s["id"], ed["id"])
            f.setdefault("_first", s["_day"])

    # critics and reviews
    critics = []
    used_crit = set()
    for i in range(18):
        while True:
            n = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if n not in used_names and n not in used_crit:
                used_crit.add(n)
                break
        c = node(f"c{i}", ["Critic"], {"byline": n, "outlet": OUTLETS[i % len(OUTLETS)],
                                        "yearsActive": rng.randint(2, 34), "verified": rng.random() < 0.7,
                                        "handle": ("@" + n.split()[0].lower() + "_reviews") if rng.random() < 0.6
                                        else None})
        critics.append(c)
    for f in films:
        k = rng.choice([0, 1, 2, 2, 3, 3, 4, 5])
        for c in rng.sample(critics, k):
            pub = f["_first"] + dt.timedelta(days=rng.randint(0, 20))
            score = max(12, min(98, int(rng.gauss(68, 15))))
            rel("REVIEWED", c["id"], f["id"], {"score": score, "publishedOn": iso(pub),
                                               "spoilers": rng.random() < 0.1})

    # awards
    awards = []
    for i, (name, kind, prize, introduced) in enumerate([
            ("Golden Heron", "film", 25000, 2007), ("Jury Prize", "film", 10000, 2007),
            ("Audience Award", "film", 5000, 2012), ("Critics' Prize", "film", 8000, 2015),
            ("Best Documentary", "film", 8000, 2011), ("Best Director", "person", 7500, 2007),
            ("Best Performance", "person", 7500, 2007), ("Rising Star", "person", 3000, 2024)]):
        awards.append(node(f"a{i}", ["Award"], {"awardName": name, "recipient": kind, "prizeEur": prize,
                                                "introducedIn": introduced}))
    for ed in editions:
        year = ed["properties"]["year"]
        new = [f for f in films if f["_ed"] is ed and not f["_retro"]]
        fiction = [f for f in new if not f["_doc"]]
        for a in awards:
            name = a["properties"]["awardName"]
            if name == "Rising Star" and year < 2024:
                continue
            if name == "Best Documentary":
                pool = [f for f in new if f["_doc"]]
            elif name == "Critics' Prize":
                pool = new
            else:
                pool = fiction
            if a["properties"]["recipient"] == "film":
                noms = rng.sample(pool, min(len(pool), rng.choice([3, 4])))
                for j, f in enumerate(noms):
                    rel("NOMINATED_FOR", f["id"], a["id"], {"edition": year, "won": j == 0})
            else:
                noms = rng.sample(fiction, 4)
                for j, f in enumerate(noms):
                    if name == "Best Director":
                        p = f["_directors"][0]
                    elif name == "Best Performance":
                        p = f["_cast"][0]
                    else:  # Rising Star: the youngest of the cast
                        p = max(f["_cast"], key=lambda x: x["_born"] or 0)
                    rel("NOMINATED_FOR", p["id"], a["id"], {"edition": year, "won": j == 0,
                                                            "forFilm": f["properties"]["title"]})

    # juries: people with no film in that edition
    for ed in editions:
        busy = set().union(*(f["_people"] for f in films if f["_ed"] is ed))
        free = [p for p in people if p["id"] not in busy and (p["_born"] or 1970) < 1990]
        jury = rng.sample(free, 5)
        for j, p in enumerate(jury):
            rel("SERVED_ON_JURY", p["id"], ed["id"], {"role": "president" if j == 0 else "member"})

    # make the people's dates agree with their films (no random draws here, so nothing above changes):
    # directors and producers are at least 22 when a film of theirs comes out, actors at least 7; a director's
    # debutYear (their first feature) is no later than their earliest film here
    by_id = {n["id"]: n for n in nodes}
    # a studio cannot have financed a film made before it was founded (old films shown as retrospectives)
    rels[:] = [r for r in rels if r["type"] != "FINANCED"
               or by_id[r["start"]]["properties"]["founded"] <= by_id[r["end"]]["properties"]["releaseYear"]]
    backers: dict[str, int] = {}
    for r in rels:
        if r["type"] == "FINANCED":
            backers[r["end"]] = backers.get(r["end"], 0) + 1
    for r in rels:
        if r["type"] == "FINANCED":
            r["properties"]["coProduction"] = backers[r["end"]] > 1
    latest_birth: dict[str, int] = {}
    for r in rels:
        gap = {"DIRECTED": 22, "PRODUCED": 22, "ACTED_IN": 7}.get(r["type"])
        if gap:
            year = by_id[r["end"]]["properties"]["releaseYear"] - gap
            latest_birth[r["start"]] = min(latest_birth.get(r["start"], year), year)
    for p in people:
        born = p["properties"].get("bornYear")
        if born is not None and p["id"] in latest_birth and born > latest_birth[p["id"]]:
            p["properties"]["bornYear"] = latest_birth[p["id"]] - len(p["properties"]["name"]) % 6
    for d in directors:
        years = [by_id[r["end"]]["properties"]["releaseYear"] for r in rels
                 if r["type"] == "DIRECTED" and r["start"] == d["id"]]
        if years:
            d["properties"]["debutYear"] = min([d["properties"]["debutYear"]] + years)

    out = {"nodes": [{k: v for k, v in n.items() if not k.startswith("_")} for n in nodes],
           "relationships": rels,
           "date_keys": ["opensOn", "closesOn", "openedOn", "screenedOn", "publishedOn"]}
    args.out.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    labels: dict[str, int] = {}
    for n in nodes:
        key = ":".join(n["labels"])
        labels[key] = labels.get(key, 0) + 1
    types: dict[str, int] = {}
    for r in rels:
        types[r["type"]] = types.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes, {len(rels)} relationships")
    print("labels:", ", ".join(f"{k} {v}" for k, v in labels.items()))
    print("types:", ", ".join(f"{k} {v}" for k, v in types.items()))


if __name__ == "__main__":
    main()
