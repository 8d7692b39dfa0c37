#!/usr/bin/env python3
"""Write graph.json: an invented regional theatre company (the Brackenford Lantern Company) as its office keeps it.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every name is invented.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 1414
HERE = Path(__file__).resolve().parent

VENUES = [  # id, name, town, capacity, stepFree, opened (int year), hasBar, stageType
    ("V1", "The Lantern", "Brackenford", 420, True, 1931, True, "proscenium"),
    ("V2", "Old Chapel Studio", "Brackenford", 90, False, 1978, False, "black box"),
    ("V3", "Wedmoor Corn Exchange", "Wedmoor", 310, True, 1866, True, "thrust"),
    ("V4", "Millrace Arts Centre", "Tollbury", 240, True, 1994, True, "proscenium"),
    ("V5", "Quayside Barn", "Pellingham", 150, False, 2009, True, "in the round"),
    ("V6", "St Wenna's Hall", "Ashcombe", 180, True, 1902, False, "thrust"),
    ("V7", "Harbour Pavilion", "Pellingham", 520, True, 1958, True, "proscenium"),
    ("V8", "Tollgate Playhouse", "Tollbury", 200, False, 1971, True, "proscenium"),
]

PLAYWRIGHTS = [  # id, name, born (int year), nationality, living
    ("W1", "Edith Carrow", 1884, "English", False),
    ("W2", "Tomas Lindqvar", 1952, "Swedish", True),
    ("W3", "Mairead Fallon", 1969, "Irish", True),
    ("W4", "Gideon Ashby-Rook", 1911, "English", False),
    ("W5", "Priya Venkataram", 1981, "English", True),
    ("W6", "Oskar Brühl", 1878, "German", False),
    ("W7", "Nell Tregarthen", 1990, "Cornish", True),
    ("W8", "Ambrose Quill", 1840, "Welsh", False),
    ("W9", "Lucinda Marsh", 1975, "Scottish", True),
    ("W10", "Fergus Doyle", 1933, "Irish", False),
    ("W11", "Ines Carvalho", 1986, "Portuguese", True),
    ("W12", "Hector Penhallow", 1961, "Cornish", True),
]

PRODUCTIONS = [  # id, title, genre, premiere, runtimeMin, budgetGbp, ageRating|None, tags, touring, intervals,
    #              playwright ids, home venue id (first performances there)
    ("P1", "The Salt Orchard", "drama", "2023-02-10", 135, 48500.0, "12+", ["new writing", "coastal"], False, 1,
     ["W7"], "V1"),
    ("P2", "A Lantern for Mrs Pye", "comedy", "2023-03-24", 110, 22000.0, None, ["farce"], True, 1, ["W4"], "V3"),
    ("P3", "Ninefold Bridge", "thriller", "2023-05-05", 125, 39750.5, "15+", ["mystery", "period"], False, 1,
     ["W1"], "V1"),
    ("P4", "Cinders on Wheels", "pantomime", "2023-12-08", 150, 61200.0, "U", ["family", "christmas", "music"],
     False, 1, [], "V7"),
    ("P5", "The Glass Almanac", "drama", "2024-01-26", 95, 18300.0, "12+", ["new writing"], True, 0, ["W5"], "V2"),
    ("P6", "Herring Weather", "musical", "2024-03-15", 160, 83900.0, "PG", ["music", "coastal", "folk"], False, 1,
     ["W12", "W7"], "V7"),
    ("P7", "The Quiet Tenant", "thriller", "2024-04-19", 120, 27400.0, "15+", ["mystery"], True, 1, ["W9"], "V4"),
    ("P8", "Uncle Vassily's Garden", "comedy", "2024-05-31", 130, 31000.0, "12+", ["period", "translation"], False,
     1, ["W6"], "V1"),
    ("P9", "Small Hours", "drama", "2024-07-05", 85, 12650.0, None, ["new writing", "two-hander"], True, 0, ["W11"],
     "V5"),
    ("P10", "The Tinker's Wedding Cake", "family", "2024-08-09", 70, 9800.0, "U", ["family", "outdoor"], True, 0,
     [], "V6"),
    ("P11", "Wolves at Candlemas", "drama", "2024-10-04", 140, 44100.0, "15+", ["period", "folk"], False, 1,
     ["W8"], "V3"),
    ("P12", "Jack and the Beanstalk Bake-Off", "pantomime", "2024-12-06", 145, 64800.0, "U",
     ["family", "christmas", "music"], False, 1, [], "V7"),
    ("P13", "Paper Kings", "comedy", "2025-02-14", 105, 20500.0, "PG", ["satire"], True, 1, ["W3"], "V8"),
    ("P14", "The Lighthouse Keeper's Daughter", "musical", "2025-03-28", 150, 72300.0, "PG",
     ["music", "coastal"], False, 1, ["W7"], "V1"),
    ("P15", "Dust and Velvet", "drama", "2025-05-09", 115, 26900.0, "15+", ["new writing"], False, 1, ["W2"], "V2"),
    ("P16", "A Murder at Ferrand Hall", "thriller", "2025-06-20", 125, 35600.0, "12+", ["mystery", "period"], True,
     1, ["W10"], "V4"),
    ("P17", "Midsummer in the Car Park", "comedy", "2025-07-18", 90, 11200.0, None, ["outdoor", "shakespeare"],
     True, 0, ["W5", "W9"], "V5"),
    ("P18", "The Weaver's Reckoning", "drama", "2025-09-12", 130, 41800.0, "12+", ["period", "folk"], False, 1,
     ["W3"], "V3"),
]

FIRST = ["Rosalind", "Bartholomew", "Kezia", "Desmond", "Imogen", "Caspar", "Winifred", "Jory", "Tamsin", "Lowen",
         "Perpetua", "Idris", "Beatrix", "Ossian", "Clemency", "Rafferty", "Hesper", "Anwen", "Barnaby", "Delphine",
         "Gethin", "Honor", "Ivo", "Juno", "Kit", "Linnet", "Morwenna", "Noel", "Orla", "Piran", "Quentin", "Romilly",
         "Seren", "Tobias", "Una", "Valentine", "Wren", "Xanthe", "Yestin", "Zillah", "Alaric", "Bryony", "Cadan",
         "Demelza", "Elowen", "Fenwick", "Greer", "Hartley"]
LAST = ["Penrose", "Aldous", "Trevithick", "Marchbanks", "Ollerenshaw", "Vane", "Kettleby", "Sallow", "Brightwell",
        "Crane", "Dunstable", "Everard", "Fairweather", "Gorran", "Hollins", "Ibbotson", "Jarrow", "Keverne",
        "Lanyon", "Moorcroft", "Nancarrow", "Oakes", "Pascoe", "Quarrie", "Rowe", "Stannard", "Thackeray", "Upcott",
        "Vosper", "Whitlock", "Yelland", "Ashdown", "Bellamy", "Chenoweth", "Daubeney", "Emmett", "Fennimore",
        "Grenfell", "Hawke", "Inchbald", "Jollife", "Kitto", "Lugg", "Menhinick", "Nute", "Opie", "Polglase",
        "Rundle"]
DIRECTORS = {0: (2004, 3), 3: (2011, 1), 6: (1998, 5), 11: (2016, 0), 16: (2009, 2), 21: (2019, 0), 30: (2001, 4)}
SKILLS = ["singing", "dance", "stage combat", "piano", "guitar", "fiddle", "puppetry", "accents", "juggling",
          "aerial"]

PATRON_FIRST = ["Agnes", "Bernard", "Carys", "Dominic", "Eleri", "Francis", "Gwen", "Howard", "Iris", "Jonah",
                "Kirsty", "Leonard", "Mabel", "Neville", "Olwen", "Percy", "Rhoda", "Stanley", "Thea", "Vernon",
                "Wilma", "Yvonne", "Alfie", "Bronwen", "Cyril", "Dora", "Elias", "Freda", "Gilbert", "Hilda"]
PATRON_LAST = ["Abbott", "Birtwhistle", "Coombe", "Dyer", "Eastlake", "Frith", "Goodenough", "Harker", "Isherwood",
               "Jeffery", "Knapman", "Loveday", "Mutton", "Northey", "Osborne", "Pengelly", "Rickard", "Spargo",
               "Tonkin", "Uglow", "Varcoe", "Wakeham"]
POSTCODES = ["BK1", "BK2", "BK4", "WD3", "TB7", "PL2", "AS5"]

SPONSORS = [  # id, name, sector, founded (int year), local
    ("S1", "Brackenford Building Society", "finance", 1889, True),
    ("S2", "Kestrel Marine Engines", "engineering", 1962, True),
    ("S3", "Hollowell Cider", "food and drink", 2005, True),
    ("S4", "Tamarind Logistics", "transport", 1998, False),
    ("S5", "Pellingham Pasty Co", "food and drink", 1977, True),
    ("S6", "Norrance & Vale Solicitors", "legal", 1921, True),
    ("S7", "Sunfold Solar", "energy", 2014, False),
    ("S8", "Greyling Print Works", "printing", 1950, True),
]
SPONSORSHIPS = [  # sponsor, production, amountGbp, year, inKind
    ("S1", "P1", 5000.0, 2023, False), ("S1", "P4", 12000.0, 2023, False), ("S1", "P12", 12500.0, 2024, False),
    ("S1", "P14", 8000.0, 2025, False), ("S2", "P6", 7500.0, 2024, False), ("S2", "P14", 6000.0, 2025, False),
    ("S3", "P2", 1500.0, 2023, True), ("S3", "P10", 2200.0, 2024, True), ("S3", "P17", 1800.0, 2025, True),
    ("S4", "P7", 4000.0, 2024, False), ("S4", "P16", 4500.0, 2025, False), ("S5", "P4", 2500.0, 2023, True),
    ("S5", "P12", 3000.0, 2024, True), ("S6", "P3", 3500.0, 2023, False), ("S6", "P11", 5200.0, 2024, False),
    ("S6", "P18", 5600.0, 2025, False), ("S8", "P5", 900.0, 2024, True), ("S8", "P9", 750.0, 2024, True),
    ("S8", "P15", 1100.0, 2025, True), ("S2", "P11", 3000.0, 2024, False),
]  # Sunfold Solar (S7) has sponsored nothing yet

ROLES = ["Narrator", "Mother", "Father", "Stranger", "Innkeeper", "Constable", "Daughter", "Son", "Landlady",
         "Doctor", "Fisherman", "Widow", "Vicar", "Servant", "Sailor", "Ghost", "Aunt", "Suitor"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props or {}})

    for vid, name, town, cap, step, opened, bar, stage in VENUES:
        node(vid, ["Venue"], {"name": name, "town": town, "capacity": cap, "stepFree": step, "opened": opened,
                               "hasBar": bar, "stageType": stage})
    for wid, name, born, nat, living in PLAYWRIGHTS:
        props = {"name": name, "born": born, "nationality": nat, "living": living}
        if wid in ("W7", "W11"):
            props.pop("nationality")  # not recorded
        node(wid, ["Playwright"], props)
    for sid, name, sector, founded, local in SPONSORS:
        node(sid, ["Sponsor"], {"name": name, "sector": sector, "founded": founded, "local": local})

    for pid, title, genre, prem, runtime, budget, age, tags, touring, intervals, writers, _home in PRODUCTIONS:
        props = {"title": title, "genre": genre, "premiere": prem, "runtimeMin": runtime, "budgetGbp": budget,
                 "tags": tags, "touring": touring, "intervals": intervals}
        if age is not None:
            props["ageRating"] = age
        node(pid, ["Production"], props)
        for w in writers:
            rel("WRITTEN_BY", pid, w, {"adaptation": pid in ("P8", "P17")})
    for s, p, amount, year, kind in SPONSORSHIPS:
        rel("SPONSORS", s, p, {"amountGbp": amount, "year": year, "inKind": kind})

    # artists: 48, seven of them also directors
    artists = []
    for i in range(48):
        aid = f"A{i + 1}"
        props = {"firstName": FIRST[i], "lastName": LAST[i], "memberNo": 5100 + i * 7 + rng.randrange(0, 5),
                 "joined": dt.date(2008 + rng.randrange(0, 17), rng.randrange(1, 13), rng.randrange(1, 28)).isoformat(),
                 "equityMember": rng.random() < 0.75}
        if i % 6 != 5:
            props["skills"] = sorted(rng.sample(SKILLS, rng.randrange(1, 4)))
        if i % 4 != 3:
            props["dayRateGbp"] = float(rng.randrange(90, 260, 5))
        labels = ["Artist"]
        if i in DIRECTORS:
            labels.append("Director")
            props["directingSince"], props["awards"] = DIRECTORS[i]
        node(aid, labels, props)
        artists.append(aid)
    director_ids = [f"A{i + 1}" for i in DIRECTORS]
    actors = [a for a in artists if a not in director_ids]

    # DIRECTED: one director per production (A22 directs nothing)
    dir_cycle = ["A1", "A4", "A7", "A12", "A17", "A31"]
    for n, p in enumerate(PRODUCTIONS):
        rel("DIRECTED", dir_cycle[n % len(dir_cycle)], p[0], {"fee": float(1500 + 250 * rng.randrange(0, 9))})

    # CAST_IN: 5-9 artists per production; the first is the lead
    for p in PRODUCTIONS:
        size = rng.randrange(5, 10)
        cast = rng.sample(actors[:-3], size)  # the last three actors were never cast
        roles = rng.sample(ROLES, size)
        if p[0] in ("P3", "P16"):
            cast.append("A17")  # one director also acts
            roles.append("Inspector")
        for k, (a, role) in enumerate(zip(cast, roles, strict=True)):
            rel("CAST_IN", a, p[0], {"role": role, "lead": k == 0, "weeks": rng.randrange(3, 11)})

    # UNDERSTUDIES: Artist -> Artist (self-relationship)
    pairs = [("A2", "A3"), ("A5", "A6"), ("A9", "A10"), ("A10", "A14"), ("A13", "A15"), ("A19", "A20"),
             ("A24", "A9"), ("A26", "A27"), ("A33", "A34"), ("A36", "A2"), ("A40", "A41"), ("A44", "A45")]
    for a, b in pairs:
        rel("UNDERSTUDIES", a, b, {"showsCovered": rng.randrange(0, 7), "since": 2019 + rng.randrange(0, 7)})

    # performances
    performances = []
    perf_no = 1000
    venue_ids = [v[0] for v in VENUES]
    caps = {v[0]: v[3] for v in VENUES}
    for p in PRODUCTIONS:
        pid, _t, _g, prem, *_rest = p
        home = p[11]
        touring = p[8]
        count = rng.randrange(4, 9)
        day = dt.date.fromisoformat(prem)
        for k in range(count):
            perf_no += rng.randrange(1, 4)
            venue = home if (k < 2 or not touring) else rng.choice(venue_ids)
            matinee = k > 0 and rng.random() < 0.3
            cancelled = k > 0 and rng.random() < 0.06
            props = {"perfNo": perf_no, "date": day.isoformat(), "startTime": "14:30" if matinee else "19:30",
                     "matinee": matinee, "cancelled": cancelled, "previewNight": k == 0}
            if not cancelled:
                att = int(caps[venue] * rng.uniform(0.45, 1.0))
                props["attendance"] = att
                props["soldOut"] = att >= caps[venue] * 0.97
                if rng.random() < 0.85:
                    props["boxOfficeGbp"] = round(att * rng.uniform(14, 26), 2)
            fid = f"F{perf_no}"
            node(fid, ["Performance"], props)
            rel("PERFORMANCE_OF", fid, pid)
            rel("HELD_AT", fid, venue)
            performances.append((fid, cancelled, day, pid))
            day += dt.timedelta(days=rng.choice([1, 1, 2, 3, 7]))

    # patrons: 120 (22 also Friend); names unique
    patrons = []
    used = set()
    for i in range(120):
        while True:
            name = f"{rng.choice(PATRON_FIRST)} {rng.choice(PATRON_LAST)}"
            if name not in used:
                used.add(name)
                break
        cid = f"C{i + 1}"
        props = {"name": name, "cardNo": f"LC-{2000 + i * 13}",
                 "since": dt.date(2015 + rng.randrange(0, 11), rng.randrange(1, 13), rng.randrange(1, 28)).isoformat(),
                 "newsletter": rng.random() < 0.55, "postcodeArea": rng.choice(POSTCODES)}
        if rng.random() < 0.8:
            props["birthYear"] = 1940 + rng.randrange(0, 65)
        if rng.random() < 0.35:
            props["accessNeeds"] = rng.sample(["wheelchair space", "hearing loop", "aisle seat", "large print"],
                                              rng.randrange(1, 3))
        labels = ["Patron"]
        if i % 11 in (0, 4) and i < 120:
            labels.append("Friend")
            props["friendLevel"] = rng.choice(["Bronze", "Silver", "Silver", "Gold"])
            props["annualGiftGbp"] = float(rng.choice([40, 60, 60, 120, 250]))
        node(cid, labels, props)
        patrons.append(cid)

    live = [p for p in performances if not p[1]]
    buyers = patrons[:-9]  # nine patrons never bought a ticket
    seen = set()
    for _ in range(480):
        c = rng.choice(buyers)
        fid, _c, day, _pid = rng.choice(live)
        if (c, fid) in seen:
            continue
        seen.add((c, fid))
        concession = rng.random() < 0.3
        price = round(rng.choice([16.0, 18.5, 22.0, 26.0, 30.0]) * (0.8 if concession else 1.0), 2)
        rel("BOUGHT", c, fid, {"purchased": (day - dt.timedelta(days=rng.randrange(1, 90))).isoformat(),
                               "seat": f"{rng.choice('ABCDEFGHJ')}{rng.randrange(1, 25)}", "priceGbp": price,
                               "concession": concession, "attended": rng.random() < 0.92})

    # REVIEWED: Patron -> Production, one per pair
    reviewed = set()
    premieres = {p[0]: dt.date.fromisoformat(p[3]) for p in PRODUCTIONS}
    prods = [p[0] for p in PRODUCTIONS if p[0] != "P18"]  # the newest show has no reviews yet
    for _ in range(95):
        c = rng.choice(buyers[:80])
        p = rng.choice(prods)
        if (c, p) in reviewed:
            continue
        reviewed.add((c, p))
        rel("REVIEWED", c, p, {"stars": rng.choices([1, 2, 3, 4, 5], weights=[4, 8, 20, 35, 33])[0],
                               "posted": (premieres[p] + dt.timedelta(days=rng.randrange(1, 200))).isoformat(),
                               "wouldRecommend": rng.random() < 0.8})

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["premiere", "joined", "date", "since", "purchased", "posted"]}
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts: dict[str, int] = {}
    for n in nodes:
        for lab in n["labels"]:
            counts[lab] = counts.get(lab, 0) + 1
    rcounts: dict[str, int] = {}
    for r in rels:
        rcounts[r["type"]] = rcounts.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes {counts}; {len(rels)} relationships {rcounts}")


if __name__ == "__main__":
    main()
