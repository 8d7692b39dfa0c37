#!/usr/bin/env python3
"""Write graph.json: an invented pedigree cattle breed society's herd book (the Kelderby Red Cattle Society).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, herd, animal, show, mart, place
and holding number is invented, and so is the breed (the trade's terms - herd book, HB number, CPH, EBV, AI, ET,
polled, OTF, BVD, Johne's, CHeCS, guineas, EX / VG / GP classification, Supreme Champion - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 2971
HERE = Path(__file__).resolve().parent

FIRST = ["Alasdair", "Bronwen", "Cuthbert", "Delyth", "Ewart", "Fenella", "Gethin", "Hester", "Idris", "Jocasta",
         "Kenelm", "Lowri", "Magnus", "Nerys", "Oswin", "Perpetua", "Quentin", "Rhiannon", "Seren", "Tamsin",
         "Ulric", "Verity", "Wystan", "Xanthe", "Yestyn", "Zillah", "Athelstan", "Blodwen", "Crispin", "Dilys",
         "Elfed", "Griselda"]
LAST = ["Harkness", "Penrose", "Ollerenshaw", "Tregothnan", "Blackwood", "Fairweather", "Mossop", "Ketteridge",
        "Pennycook", "Ravensworth", "Threlkeld", "Gaskarth", "Winterbottom", "Oakeshott", "Scholefield", "Hebblethwaite",
        "Lowther", "Cragside", "Dunstaple", "Ormerod", "Ainsworth", "Bickerstaff", "Capstick", "Dalgleish",
        "Entwistle", "Fothergill", "Grimshaw", "Haworth", "Illingworth", "Jagger", "Kitchingman", "Lumb"]
COUNTIES = ["Westmarch", "Fellshire", "Carrowdale", "Lenbury", "Ashmoor"]
PREFIXES = ["Brackenholm", "Coldharbour", "Dunmere", "Eskrigg", "Fallowfield", "Greystone", "Hollinbank",
            "Ivelet", "Jurby", "Kirkhope", "Langthwaite", "Mardale", "Netherby", "Orgrave", "Pikeshaw", "Quarmby",
            "Rookhope", "Swindale", "Thornyhill", "Uldale", "Wasdale Head", "Yarrowcleugh", "Ashgill", "Birkdale",
            "Crossfell", "Deepdale", "Eastgate", "Foulsyke"]
COW_NAMES = ["Duchess", "Rosebud", "Heather", "Primrose", "Blossom", "Clover", "Bluebell", "Marigold", "Lady Jane",
             "Princess", "Daisy", "Juniper", "Honey", "Tansy", "Willow", "Bramble"]
BULL_NAMES = ["Admiral", "Baron", "Captain", "Duke", "Emperor", "Falcon", "General", "Hector", "Jupiter", "Lancer",
              "Major", "Nimrod", "Rambler", "Sovereign", "Titan", "Warrior"]
COLOURS = ["red", "dark red", "red and white", "roan"]
TESTS = ["parentage verified", "myostatin free", "polled tested", "BLAD free", "genomic"]
SCHEMES = ["BVD", "Johne's", "IBR", "Lepto", "Neospora"]
COMMITTEES = ["council", "breed improvement", "shows", "youth", "finance", "herd book"]
SHOWS = [  # key, showName, showDate, town, county, national, classesHeld
    ("s1", "Fellshire County Show", "2023-07-15", "Kirkby Fell", "Fellshire", False, 9),
    ("s2", "Kelderby Red National Show", "2023-08-19", "Carrow Bridge", "Carrowdale", True, 14),
    ("s3", "Lenbury Agricultural Show", "2023-09-02", "Lenbury", "Lenbury", False, 7),
    ("s4", "Westmarch Spring Show", "2024-05-11", "Marchbury", "Westmarch", False, 6),
    ("s5", "Fellshire County Show", "2024-07-13", "Kirkby Fell", "Fellshire", False, 9),
    ("s6", "Kelderby Red National Show", "2024-08-17", "Ashmoor Cross", "Ashmoor", True, 15),
    ("s7", "Lenbury Agricultural Show", "2024-08-31", "Lenbury", "Lenbury", False, 7),
    ("s8", "Westmarch Spring Show", "2025-05-10", "Marchbury", "Westmarch", False, 6),
    ("s9", "Fellshire County Show", "2025-07-12", "Kirkby Fell", "Fellshire", False, 10),
    ("s10", "Kelderby Red National Show", "2025-08-16", "Carrow Bridge", "Carrowdale", True, 16),
]
SALES = [  # key, saleName, saleDate, mart, kind
    ("a1", "Spring Pedigree Sale", "2024-03-22", "Carrow Bridge Auction Mart", "spring"),
    ("a2", "Autumn Bull Sale", "2024-10-18", "Kirkby Fell Mart", "bull"),
    ("a3", "Female Production Sale", "2024-11-09", "Carrow Bridge Auction Mart", "female"),
    ("a4", "Spring Pedigree Sale", "2025-03-21", "Carrow Bridge Auction Mart", "spring"),
    ("a5", "Autumn Bull Sale", "2025-10-17", "Kirkby Fell Mart", "bull"),
    ("a6", "Dispersal Sale of the Eskrigg Herd", "2025-06-07", "Marchbury Livestock Centre", "dispersal"),
]
CLASSES_F = ["cow in calf or with calf at foot", "heifer born 2023", "heifer born 2024", "heifer calf"]
CLASSES_M = ["senior bull", "bull born 2023", "bull born 2024", "bull calf"]


def d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(key: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": key, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    # members: 32, each first and last name used once
    firsts, lasts = FIRST[:], LAST[:]
    rng.shuffle(firsts)
    rng.shuffle(lasts)
    members = []
    for i in range(32):
        mk = f"m{i:02d}"
        judge = i % 4 == 1 or i in (6, 30)
        inspector = i in (3, 11, 20)
        labels = ["Member"] + (["Judge"] if judge else []) + (["Inspector"] if inspector else [])
        props = {
            "firstName": firsts[i], "lastName": lasts[i], "memberNo": 2000 + i * 37 + rng.randint(0, 30),
            "joinedYear": rng.randint(1982, 2022), "county": rng.choice(COUNTIES),
            "birthYear": None if i in (7, 19, 26) else rng.randint(1948, 1996),
            "lifeMember": rng.random() < 0.2, "annualFeeGbp": rng.choice([85, 85, 120, 120, 150]),
            "committees": None if rng.random() < 0.55 else sorted(rng.sample(COMMITTEES, rng.randint(1, 2))),
        }
        if props["lifeMember"]:
            props["annualFeeGbp"] = 0
        if judge:
            props["panelSince"] = rng.randint(2001, 2020)
            props["judgeGrade"] = rng.choice(["A", "A", "B"])
        if inspector:
            props["inspectorCode"] = f"INSP{i:02d}"
        node(mk, labels, props)
        members.append(mk)

    # herds: 28, owned by members (some members own two, a few herds in partnership)
    herds = []
    for i, prefix in enumerate(PREFIXES):
        hk = f"h{i:02d}"
        county = rng.choice(COUNTIES)
        props = {
            "prefix": prefix, "herdNo": f"KR{100 + i * 7 + rng.randint(0, 6):04d}",
            "cph": f"{rng.randint(10, 69)}/{rng.randint(100, 599)}/{rng.randint(1, 9999):04d}",
            "county": county, "establishedYear": rng.randint(1961, 2019),
            "cowsHead": rng.randint(8, 95), "areaHa": round(rng.uniform(24, 410), 1),
            "organic": rng.random() < 0.25, "tbStatus": rng.choice(["OTF", "OTF", "OTF", "OTFS", "OTFW"]),
            "healthSchemes": None if rng.random() < 0.3 else sorted(rng.sample(SCHEMES, rng.randint(1, 4))),
            "active": prefix != "Eskrigg",
        }
        node(hk, ["Herd"], props)
        herds.append(hk)
        owner = members[i] if i < 26 else members[i - 20]
        rel("OWNS", owner, hk, {"since": f"{max(props['establishedYear'], 1990) + rng.randint(0, 5)}-"
                                         f"{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                                "role": "owner", "sharePct": 100})
        if i in (2, 9, 15, 21):
            partner = members[(i + 5) % 26 + 0]
            rel("OWNS", partner, hk, {"since": f"{2010 + i % 9}-04-01", "role": "partner", "sharePct": 50})
            rels[-2]["properties"]["sharePct"] = 50
            rels[-2]["properties"]["role"] = "partner"

    # animals
    animals: list[dict] = []
    counter = {"F": 0, "M": 0}

    def add_animal(born: dt.date, herd_i: int, sex: str, sire: dict | None, dam: dict | None) -> dict:
        counter[sex] += 1
        key = f"an{len(animals):03d}"
        yy = born.year % 100
        hb = f"KR-{sex}-{yy:02d}-{counter[sex] * 13 % 997 + 100:04d}"
        name = f"{PREFIXES[herd_i]} {rng.choice(COW_NAMES if sex == 'F' else BULL_NAMES)}"
        status = "alive"
        age = 2025 - born.year
        roll = rng.random()
        if age >= 9 and roll < 0.5:
            status = "dead"
        elif roll < 0.05:
            status = "exported"
        elif roll < 0.1 and age >= 3:
            status = "dead"
        a = {"key": key, "sex": sex, "born": born, "herd": herd_i, "status": status}
        et = dam is not None and rng.random() < 0.08
        props = {
            "hbNo": hb, "name": name, "sex": sex, "dob": born.isoformat(),
            "birthWeightKg": None if rng.random() < 0.12 else round(rng.uniform(31, 48) + (3 if sex == "M" else 0), 1),
            "colour": rng.choice(COLOURS), "polled": rng.random() < 0.35, "status": status,
            "et": et, "genotyped": rng.random() < 0.4,
            "ebvCalvingEase": None if rng.random() < 0.2 else round(rng.uniform(-4.5, 6.5), 1),
            "ebv400DayKg": None if rng.random() < 0.2 else rng.randint(-8, 62),
            "geneticTests": None if rng.random() < 0.35 else sorted(rng.sample(TESTS, rng.randint(1, 3))),
        }
        node(key, ["Animal"], props)
        reg = born + dt.timedelta(days=rng.randint(20, 400))
        rel("BRED_BY", key, herds[herd_i], {"registeredOn": reg.isoformat(), "lateRegistration": (reg - born).days > 270})
        if sire is not None:
            rel("PARENT_OF", sire["key"], key, {"role": "sire", "service": "AI" if rng.random() < 0.4 else "natural"})
        if dam is not None:
            rel("PARENT_OF", dam["key"], key, {"role": "dam", "calving": rng.choice(
                ["unassisted", "unassisted", "unassisted", "easy pull", "hard pull", "caesarean"])})
        animals.append(a)
        return a

    # founders 2011-2014
    for _ in range(34):
        born = d("2011-01-01") + dt.timedelta(days=rng.randint(0, 4 * 365))
        add_animal(born, rng.randrange(28), "F" if rng.random() < 0.7 else "M", None, None)
    # later generations
    for year in range(2015, 2025):
        for _ in range(13 if year < 2022 else 15):
            born = d(f"{year}-01-15") + dt.timedelta(days=rng.randint(0, 300))
            dams = [a for a in animals if a["sex"] == "F" and 2 <= (born - a["born"]).days / 365 <= 12]
            sires = [a for a in animals if a["sex"] == "M" and 2 <= (born - a["born"]).days / 365 <= 10]
            dam = rng.choice(dams) if dams and rng.random() < 0.9 else None
            sire = rng.choice(sires) if sires and rng.random() < 0.75 else None
            herd_i = dam["herd"] if dam and rng.random() < 0.85 else rng.randrange(28)
            add_animal(born, herd_i, "F" if rng.random() < 0.6 else "M", sire, dam)

    # shows: animals of 1-4 years shown
    judges = [m for m, nd in zip(members, nodes, strict=False) if "Judge" in nd["labels"]]
    for sk, sname, sdate, town, county, national, ncls in SHOWS:
        node(sk, ["Show"], {"showName": sname, "showDate": sdate, "town": town, "county": county,
                            "national": national, "classesHeld": ncls,
                            "entryFeeGbp": 25 if national else rng.choice([12, 15])})
        jud = rng.sample(judges, 2 if national else 1)
        for ji, j in enumerate(jud):
            rel("JUDGED", j, sk, {"section": ("females" if ji == 0 else "males") if national else "all classes",
                                  "feeGbp": 150 if national else rng.choice([0, 60, 80])})
        sd = d(sdate)
        cands = [a for a in animals if a["status"] == "alive" and 0.3 <= (sd - a["born"]).days / 365 <= 7]
        shown = rng.sample(cands, 8 if national else 5)
        placings = list(range(1, len(shown) + 1))
        rng.shuffle(placings)
        for a, pl in zip(shown, placings, strict=True):
            rng.choice(CLASSES_F if a["sex"] == "F" else CLASSES_M)  # kept so the seed's sequence is unchanged
            age = (sd - a["born"]).days / 365
            young = "heifer" if a["sex"] == "F" else "bull"
            if age < 1:
                cls = f"{young} calf"
            elif age < 3:
                cls = f"{young} born {a['born'].year}"
            else:
                cls = CLASSES_F[0] if a["sex"] == "F" else CLASSES_M[0]
            props = {"className": cls, "placing": pl, "award": None}
            if pl == 1:
                props["award"] = "Supreme Champion"
            elif pl == 2:
                props["award"] = "Reserve Champion"
            rel("SHOWN_AT", a["key"], sk, props)

    # sales
    for sk, sname, sdate, mart, kind in SALES:
        node(sk, ["Sale"], {"saleName": sname, "saleDate": sdate, "mart": mart, "kind": kind,
                            "commissionPct": 5.0 if "Carrow" in mart else 4.5})
        sd = d(sdate)
        if kind == "dispersal":
            cands = [a for a in animals if PREFIXES[a["herd"]] == "Eskrigg" and a["born"] < sd
                     and a["status"] != "dead"]
        else:
            sex = "M" if kind == "bull" else ("F" if kind == "female" else None)
            cands = [a for a in animals if a["status"] != "dead" and 1.2 <= (sd - a["born"]).days / 365 <= 6
                     and (sex is None or a["sex"] == sex)]
        lots = rng.sample(cands, min(len(cands), 7))
        for lot, a in enumerate(lots, start=1):
            sold = rng.random() < 0.8
            price = rng.choice(range(1800, 9000, 100)) if sold else None
            if sold and a["sex"] == "M" and kind == "bull":
                price = rng.choice(range(3000, 16000, 200))
            rel("SOLD_AT", a["key"], sk, {"lot": lot, "sold": sold, "priceGns": price})

    # inspections: classification visits, code only
    inspectors = [m for m, nd in zip(members, nodes, strict=False) if "Inspector" in nd["labels"]]
    cows = [a for a in animals if a["sex"] == "F" and a["born"] < d("2022-01-01") and a["status"] != "exported"]
    picked = rng.sample(cows, 40)
    for i, a in enumerate(sorted(picked, key=lambda x: x["key"])):
        visit = max(a["born"] + dt.timedelta(days=900), d("2021-03-01")) + dt.timedelta(days=rng.randint(0, 900))
        if visit > d("2025-10-31"):
            visit = d("2025-10-31") - dt.timedelta(days=rng.randint(0, 200))
        score = rng.randint(72, 93)
        grade = "EX" if score >= 90 else "VG" if score >= 85 else "GP" if score >= 80 else "G"
        ik = f"in{i:02d}"
        node(ik, ["Inspection"], {"inspRef": f"CL-{visit.year % 100}-{300 + i * 11:04d}",
                                  "visitDate": visit.isoformat(), "score": score, "grade": grade,
                                  "heightCm": None if rng.random() < 0.15 else rng.randint(124, 146),
                                  "bodyConditionScore": rng.choice([2.0, 2.5, 3.0, 3.0, 3.5, 4.0])})
        rel("ASSESSED", ik, a["key"], {"firstCalver": rng.random() < 0.3})
        rel("CARRIED_OUT_BY", ik, rng.choice(inspectors), {"mileageKm": rng.randint(12, 180)})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "dob", "registeredOn", "showDate", "saleDate", "visitDate"]}
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts: dict[str, int] = {}
    for nd in nodes:
        for lab in nd["labels"]:
            counts[lab] = counts.get(lab, 0) + 1
    rcounts: dict[str, int] = {}
    for r in rels:
        rcounts[r["type"]] = rcounts.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes {counts}; {len(rels)} relationships {rcounts}")


if __name__ == "__main__":
    main()
