#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented ski and snowboard school (Firnhalde Snowsports).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, family, village, base, run,
lift, award title and code is invented (the trade's terms - private and group lessons, off-piste, piste grades,
chairlifts, drag lifts, kids club, ski / snowboard / telemark, instructor levels - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 3476
HERE = Path(__file__).resolve().parent

# name, village, openedYear, altitudeM, hasKidsClub
BASES = [
    ("Firnhalde Village", "Firnhalde", 1998, 1420, True),
    ("Gletschbühl", "Gletschbühl", 2006, 1780, False),
    ("Sonnwies", "Sonnwies", 2012, 1290, True),
    ("Kaltenstein Top", "Kaltenstein", 2019, 2150, False),
]

# firstName, lastName, grade, startYear, disciplines, dayRate, freelance, birthYear, base, trainer
INSTRUCTORS = [
    ("Liesl", "Brantner", "Level 4", 2003, ["ski", "telemark"], 410.0, False, 1978, 0, True),
    ("Tomas", "Quirrenbach", "Level 4", 2006, ["ski", "freeride"], 395.0, False, 1981, 1, True),
    ("Annika", "Sollberger", "Level 3", 2011, ["ski", "snowboard"], 340.0, False, 1988, 0, False),
    ("Ruben", "Hegglin", "Level 3", 2009, ["snowboard", "freeride"], 335.0, True, 1985, 2, True),
    ("Maren", "Tschudin", "Level 2", 2016, ["ski"], 280.0, False, 1994, 2, False),
    ("Jasper", "Oberholz", "Level 2", 2017, ["snowboard"], 275.0, True, 1996, 1, False),
    ("Fenna", "Wildhaber", "Level 3", 2012, ["ski", "freeride"], 345.0, False, 1987, 3, False),
    ("Corin", "Ammerlaan", "Level 1", 2022, ["ski"], None, True, 2001, 0, False),
    ("Selma", "Grausberg", "Level 4", 2001, ["ski", "snowboard", "telemark"], 420.0, False, 1975, 0, True),
    ("Niklas", "Venzl", "Level 2", 2018, ["ski", "snowboard"], 285.0, True, None, 2, False),
    ("Ottilie", "Marbach", "Level 1", 2023, ["snowboard"], None, True, 2003, 1, False),
    ("Pascal", "Irniger", "Level 3", 2010, ["ski"], 330.0, False, 1984, 1, False),
    ("Yara", "Feldkirchner", "Level 2", 2019, ["ski", "telemark"], 290.0, False, 1997, 3, False),
    ("Dominik", "Zwahlen", "Level 3", 2013, ["snowboard", "freeride"], 350.0, True, 1989, 0, False),
    ("Helka", "Rautenberg", "Level 2", 2015, ["ski"], 270.0, False, None, 2, False),
    ("Ivo", "Plattner", "Level 4", 2005, ["ski", "freeride"], 400.0, True, 1980, 3, True),
    ("Leonie", "Kessmann", "Level 1", 2024, ["ski"], None, True, 2004, 2, False),
    ("Matthis", "Gubelmann", "Level 2", 2020, ["snowboard"], 265.0, True, 1999, 0, False),
    ("Sanna", "Lichtsteiner", "Level 3", 2014, ["ski", "snowboard"], 338.0, False, 1990, 1, False),
    ("Edvin", "Hunziger", "Level 2", 2018, ["ski", "freeride"], 288.0, False, 1993, 3, False),
    ("Greta", "Ambühl", "Level 3", 2008, ["telemark", "ski"], 342.0, False, 1983, 0, False),
    ("Florin", "Dachsberger", "Level 1", 2023, ["ski", "snowboard"], 240.0, True, 2002, 1, False),
]

# name, liftType, capacityPerHour, builtYear, heated
LIFTS = [
    ("Adlerbahn", "gondola", 2400, 2014, True),
    ("Firstsessel", "chairlift", 1800, 2008, True),
    ("Murmelilift", "drag lift", 900, 1996, False),
    ("Hornbahn", "cable car", 1200, 2001, True),
    ("Tannenlift", "drag lift", 750, 1989, False),
    ("Gratsessel", "chairlift", 2000, 2017, True),
    ("Bärenbahn", "chairlift", 1500, 1999, False),
    ("Zwergli", "magic carpet", 600, 2020, False),
    ("Kammsessel", "chairlift", 2200, 2022, True),
    ("Wiesenlift", "drag lift", 800, 1993, False),
]

# name, difficulty, lengthM, verticalM, floodlit, sector, lifts
RUNS = [
    ("Übungswiese", "green", 350, 40, True, "Sonnwies", [7, 9]),
    ("Zwergenpfad", "green", 600, 90, False, "Firnhalde", [7]),
    ("Sonnenhang", "blue", 1800, 320, True, "Sonnwies", [9, 6]),
    ("Lärchenweg", "blue", 2400, 410, False, "Firnhalde", [1]),
    ("Gemsrinne", "red", 2100, 520, False, "Gletschbühl", [5]),
    ("Adlerabfahrt", "red", 3200, 780, False, "Firnhalde", [0]),
    ("Hornkante", "black", 1500, 610, False, "Kaltenstein", [3]),
    ("Teufelsschuss", "black", 1100, 540, False, "Kaltenstein", [3, 5]),
    ("Tannenschneise", "blue", 1300, 260, True, "Firnhalde", [4]),
    ("Gletscherboden", "blue", 2900, 480, False, "Gletschbühl", [5, 0]),
    ("Murmeltal", "red", 1700, 430, False, "Gletschbühl", [2]),
    ("Bärenwald", "red", 2600, 560, False, "Sonnwies", [6]),
    ("Kammweg", "blue", 3500, 690, False, "Kaltenstein", [8]),
    ("Nordwand", "black", 900, 480, False, "Kaltenstein", [8]),
    ("Firstpiste", "blue", 2000, 350, False, "Firnhalde", [1, 2]),
    ("Weisse Rinne", "off-piste", 1900, 720, False, "Kaltenstein", [3]),
]

# name, nationality, firstVisitYear, ability, vip, discountPct
GUESTS = [
    ("Hallbrook family", "British", 2016, "intermediate", True, 10), ("Ode Varenne", "French", 2021, "advanced", False, None),
    ("Kestler family", "German", 2012, "beginner", False, 5), ("Piet Lommerse", "Dutch", 2019, "intermediate", False, None),
    ("Ines Carvalheira", "Portuguese", 2023, "beginner", False, None), ("Brody Ashwell", "British", 2018, "advanced", True, 15),
    ("Wendeler family", "German", 2015, "intermediate", False, 5), ("Mirela Dobrescu", "Romanian", 2022, "beginner", False, None),
    ("Jonte Vestergaard", "Danish", 2020, "expert", False, None), ("Castellane family", "French", 2014, "intermediate", True, 10),
    ("Harriet Quaile", "British", 2024, "beginner", False, None), ("Lukas Dornhaus", "Austrian", 2017, "expert", False, 5),
    ("Van Riel family", "Dutch", 2013, "beginner", False, 10), ("Oriane Selmoz", "Swiss", 2019, "advanced", False, None),
    ("Teodor Nyqvist", "Swedish", 2021, "intermediate", False, None), ("Marchetti family", "Italian", 2011, "intermediate", True, 15),
    ("Alba Roquefeuil", "French", 2024, "beginner", False, None), ("Conall Breathnach", "Irish", 2018, "intermediate", False, None),
    ("Zielinski family", "Polish", 2020, "beginner", False, 5), ("Hedda Solbakken", "Norwegian", 2016, "expert", True, 10),
    ("Fairbairn family", "British", 2019, "intermediate", False, None), ("Kaspar Ulmi", "Swiss", 2010, "advanced", False, 5),
    ("Noor Haddouchi", "Belgian", 2022, "beginner", False, None), ("Emeric Vautrin", "French", 2015, "advanced", False, None),
    ("Brennecke family", "German", 2023, "beginner", False, None), ("Saoirse Kinsella", "Irish", 2024, "intermediate", False, None),
    ("Delacroix-Moen family", "Belgian", 2017, "intermediate", False, 5), ("Ulla Marttinen", "Finnish", 2020, "advanced", False, None),
    ("Gideon Ashby", "American", 2022, "beginner", True, None), ("Rasmus Thorsen", "Danish", 2014, "expert", False, 10),
    ("Petronella Haak", "Dutch", 2021, "intermediate", False, None), ("Cosimo Ferraresi", "Italian", 2018, "advanced", False, None),
    ("Lindqvist family", "Swedish", 2016, "beginner", False, 5), ("Amaury Blanchet", "French", 2023, "expert", False, None),
    ("Tamsin Yeoward", "British", 2025, "beginner", False, None), ("Sepp Innerhofer", "Austrian", 2012, "advanced", False, None),
]

AWARD_TITLES = ["Snowflake", "Bronze Star", "Silver Star", "Gold Star", "Park Rider", "Carving Badge", "Powder Badge",
                "First Turns", "Race Medal", "Telemark Knee"]
AWARD_WEIGHTS = [14, 14, 12, 8, 8, 10, 6, 12, 5, 3]
EXTRAS = ["lift pass", "helmet hire", "video analysis", "lunch", "equipment hire", "photo pack"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> str:
        nodes.append({"id": nid, "labels": labels, "properties": props})
        return nid

    def rel(rtype: str, start: str, end: str, props: dict) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    bases = [node(f"b{i}", ["Base"], {"name": b[0], "village": b[1], "openedYear": b[2], "altitudeM": b[3], "hasKidsClub": b[4]})
             for i, b in enumerate(BASES)]
    lifts = [node(f"l{i}", ["Lift"], {"name": x[0], "liftType": x[1], "capacityPerHour": x[2], "builtYear": x[3], "heated": x[4]})
             for i, x in enumerate(LIFTS)]
    runs = []
    for i, r in enumerate(RUNS):
        runs.append(node(f"r{i}", ["Run"], {"name": r[0], "difficulty": r[1], "lengthM": r[2], "verticalM": r[3], "floodlit": r[4], "sector": r[5]}))
        for j, li in enumerate(r[6]):
            rel("SERVES", lifts[li], runs[-1], {"primary": j == 0, "minutesToTop": rng.randint(4, 14)})
    instr = []
    for i, t in enumerate(INSTRUCTORS):
        labels = ["Instructor", "Trainer"] if t[9] else ["Instructor"]
        instr.append(node(f"i{i}", labels, {"firstName": t[0], "lastName": t[1], "grade": t[2], "startYear": t[3], "disciplines": t[4],
                                            "dayRate": t[5], "freelance": t[6], "birthYear": t[7]}))
        seasonal = t[6]
        since_year = max(t[3], BASES[t[8]][2])
        if i in (4, 19):
            since_year += 2
        rel("WORKS_FROM", instr[-1], bases[t[8]], {"since": f"{since_year}-{rng.choice(['11', '12'])}-{rng.randint(1, 28):02d}",
                                                   "seasonal": seasonal, "lockerNo": None if seasonal else rng.randint(1, 60)})
        # runs cleared for
        allowed = [k for k, r in enumerate(RUNS) if (r[1] in ("green", "blue")) or (r[1] == "red" and t[2] != "Level 1")
                   or (r[1] == "black" and t[2] in ("Level 3", "Level 4")) or (r[1] == "off-piste" and "freeride" in t[4] and t[2] in ("Level 3", "Level 4"))]
        n = {"Level 1": 1, "Level 2": 2, "Level 3": 3, "Level 4": 3}[t[2]]
        for k in sorted(rng.sample(allowed, n)):
            rel("CLEARED_FOR", instr[-1], runs[k], {"clearedOn": f"{rng.randint(max(t[3], 2015), 2024)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                                                    "maxGroup": rng.choice([4, 6, 8, 10]), "supervised": t[2] == "Level 1"})
    for a, b, yr in [(0, 2, 2012), (0, 7, 2022), (8, 4, 2017), (8, 12, 2020), (1, 5, 2018), (1, 10, 2023), (3, 17, 2021),
                     (15, 19, 2019), (15, 16, 2024), (3, 9, 2019), (8, 16, 2024)]:
        rel("MENTORS", instr[a], instr[b], {"since": f"{yr}-12-{rng.randint(1, 20):02d}", "sessions": rng.randint(3, 25)})
    guests = [node(f"g{i}", ["Guest"], {"name": g[0], "nationality": g[1], "firstVisitYear": g[2], "ability": g[3], "vip": g[4], "discountPct": g[5]})
              for i, g in enumerate(GUESTS)]
    codes = rng.sample(range(101, 999), 88)
    award_no = rng.sample(range(1000, 9999), 200)
    an = 0
    trainers = [i for i, t in enumerate(INSTRUCTORS) if t[9]]
    for bi in range(88):
        season_start = dt.date(2023, 12, 10) if bi < 40 else dt.date(2024, 12, 8)
        lesson = season_start + dt.timedelta(days=rng.randint(0, 125))
        code = f"FS-{lesson.year % 100:02d}{codes[bi]}"
        kind = rng.choices(["private", "group", "kids club", "off-piste"], [30, 25, 17, 10])[0]
        disc = rng.choice(["ski", "ski", "ski", "snowboard", "telemark"]) if kind != "off-piste" else rng.choice(["ski", "snowboard"])
        if kind == "kids club":
            disc = "ski"
        days = rng.choice([1, 1, 2, 3, 5]) if kind != "private" else rng.choice([1, 1, 1, 2])
        part = {"private": rng.randint(1, 3), "group": rng.randint(4, 9), "kids club": rng.randint(5, 10), "off-piste": rng.randint(2, 5)}[kind]
        price = round({"private": 420, "group": 95, "kids club": 80, "off-piste": 520}[kind] * days * (1 if kind in ("private", "off-piste") else part) * rng.uniform(0.9, 1.1), 2)
        status = rng.choices(["completed", "cancelled", "no-show", "booked"], [60, 6, 3, 6])[0] if bi >= 40 else rng.choices(["completed", "cancelled", "no-show"], [34, 3, 1])[0]
        if bi >= 78:
            status = "booked"
            lesson = dt.date(2025, 4, 1) + dt.timedelta(days=rng.randint(0, 14))
            code = f"FS-{lesson.year % 100:02d}{codes[bi]}"
        extras = sorted(rng.sample(EXTRAS, rng.choice([0, 1, 1, 2, 3])))
        labels = ["Booking", "OffPiste"] if kind == "off-piste" else ["Booking"]
        props = {"bookingCode": code, "lessonType": kind, "discipline": disc, "lessonDate": str(lesson), "days": days, "participants": part,
                 "priceEur": price, "status": status, "paid": status in ("completed", "no-show") or (status == "booked" and rng.random() < 0.5),
                 "extras": extras if extras else None, "startTime": rng.choice(["08:45", "09:15", "10:00", "13:30"])}
        bk = node(f"k{bi}", labels, props)
        gi = rng.randrange(len(guests)) if bi >= 36 else bi % 36
        booked_on = lesson - dt.timedelta(days=rng.randint(2, 70))
        rel("BOOKED", guests[gi], bk, {"bookedOn": str(booked_on), "channel": rng.choice(["web", "web", "phone", "desk", "agent"]),
                                       "voucherCode": rng.choice([None, None, None, f"WINTER{rng.randint(10, 30)}"]), "depositEur": round(price * rng.choice([0.2, 0.3, 0.5]), 2)})
        # base
        if kind == "kids club":
            b = rng.choice([0, 2])
        elif kind == "off-piste":
            b = 3
        else:
            b = rng.randrange(4)
        rel("STARTS_AT", bk, bases[b], {"meetingPoint": rng.choice(["ticket hall", "kids club hut", "chairlift base", "flag pole", "ski school desk"])})
        # instructors
        if kind == "off-piste":
            cands = [i for i, t in enumerate(INSTRUCTORS) if "freeride" in t[4] and t[2] in ("Level 3", "Level 4")]
        else:
            cands = [i for i, t in enumerate(INSTRUCTORS) if disc in t[4]]
        lead = rng.choice(cands)
        hours = days * rng.choice([2.0, 2.5, 3.0, 4.0, 6.0])
        if status != "cancelled":
            rel("TAUGHT", instr[lead], bk, {"role": "lead", "hours": hours, "tipEur": rng.choice([None, None, 20.0, 30.0, 50.0, 15.0]) if status == "completed" else None,
                                             "startedOn": str(lesson)})
            if kind in ("group", "kids club") and rng.random() < 0.5 or part >= 8:
                others = [i for i in cands if i != lead]
                asst = rng.choice(others)
                rel("TAUGHT", instr[asst], bk, {"role": "assistant", "hours": hours, "tipEur": None, "startedOn": str(lesson)})
            if rng.random() < 0.15:
                tr = rng.choice([x for x in trainers if x != lead])
                rel("TAUGHT", instr[tr], bk, {"role": "observer", "hours": round(rng.uniform(1, 3), 1), "tipEur": None,
                                               "startedOn": str(lesson + dt.timedelta(days=min(days - 1, rng.randint(0, 1))))})
        # runs used
        if status in ("completed",):
            pool = {"kids club": [0, 1, 8], "group": [2, 3, 8, 14, 9, 4], "private": list(range(15)), "off-piste": [15, 6, 13]}[kind]
            for o, k in enumerate(rng.sample(pool, rng.randint(1, min(3, len(pool))))):
                rel("USED_RUN", bk, runs[k], {"laps": rng.randint(1, 8), "order": o + 1})
            if kind in ("kids club", "group") or (kind == "private" and rng.random() < 0.4):
                for _ in range(rng.choice([2, 3, 3, 4]) if kind == "kids club" else rng.choice([1, 2, 2])):
                    title = rng.choices(AWARD_TITLES, AWARD_WEIGHTS)[0]
                    if kind == "group" and title == "Snowflake":
                        title = "Carving Badge"
                    aw = node(f"a{an}", ["Award"], {"title": title, "awardNo": f"AW{award_no[an]}", "level": AWARD_TITLES.index(title) % 4 + 1,
                                                    "issuedOn": str(lesson + dt.timedelta(days=days - 1)), "laminated": rng.random() < 0.6})
                    an += 1
                    rel("AWARDED", bk, aw, {"grade": rng.choice(["pass", "pass", "merit", "distinction"]), "points": rng.randint(40, 100)})
            if rng.random() < 0.55:
                rel("REVIEWED", guests[gi], bk, {"stars": rng.choice([5, 5, 4, 4, 4, 3, 2, 5]), "reviewedOn": str(lesson + dt.timedelta(days=days + rng.randint(0, 20))),
                                                 "wouldReturn": rng.random() < 0.8})
    for i, li in enumerate([1, 5, 6, 3]):
        rel("NEAREST_LIFT", bases[i], lifts[li], {"walkMinutes": rng.randint(1, 9)})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "clearedOn", "lessonDate", "bookedOn", "startedOn", "issuedOn", "reviewedOn"]}
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts_l: dict[str, int] = {}
    for nd in nodes:
        for lab in nd["labels"]:
            counts_l[lab] = counts_l.get(lab, 0) + 1
    rcounts: dict[str, int] = {}
    for r in rels:
        rcounts[r["type"]] = rcounts.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes {counts_l}; {len(rels)} relationships {rcounts}")


if __name__ == "__main__":
    main()
