#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented commercial laundry and linen-hire company (Calderwick Linen Services).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, business, town, plant, machine
model, maker, linen item, supplier and code is invented (the trade's terms - linen hire, COG wash, par levels, wash
tunnels, washer-extractors, flatwork ironers, thermal disinfection, rewash, RFID tags, cages, collection days - are
generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 3981
HERE = Path(__file__).resolve().parent

# name, town, openedYear, kgPerShift, hasTunnel
PLANTS = [
    ("Ashgrove Mill", "Ashwick", 2009, 5200, True),
    ("Pellow Road", "Pellowby", 2014, 2800, False),
    ("Quarry Lane", "Stennington", 2017, 4100, True),
    ("Tidewater Works", "Maresport", 2022, 1600, False),
]

# first, last, role, startYear, skills, hourlyRate, fullTime, plant, shift
OPERATIVES = [
    ("Hollis", "Brackwater", "plant manager", 2009, ["COSHH", "first aid", "forklift", "tunnel controls"], None, True, 0, "early"),
    ("Wenna", "Trelawder", "shift supervisor", 2011, ["COSHH", "first aid", "tunnel controls", "stain removal"], 17.8, True, 0, "early"),
    ("Caspar", "Oldroyd", "shift supervisor", 2013, ["COSHH", "tunnel controls", "forklift"], 17.5, True, 0, "late"),
    ("Nell", "Faraway", "wash-floor operative", 2016, ["COSHH", "tunnel controls"], 12.9, True, 0, "early"),
    ("Idris", "Pengelly", "wash-floor operative", 2020, ["COSHH", "forklift"], 12.6, True, 0, "late"),
    ("Marigold", "Ashby-Kerr", "ironer operator", 2015, ["ironer feeding", "first aid"], 13.2, True, 0, "early"),
    ("Tobiah", "Scarrow", "ironer operator", 2022, ["ironer feeding"], 12.4, False, 0, "late"),
    ("Leontyne", "Dace", "finisher", 2018, ["garment finishing", "RFID scanning"], 12.3, False, 0, "early"),
    ("Rufus", "Kettleby", "driver", 2012, ["HGV C1", "forklift", "first aid"], 14.1, True, 0, "early"),
    ("Saoirse", "Malvane", "driver", 2019, ["HGV C1", "RFID scanning"], 13.9, True, 0, "early"),
    ("Ambrose", "Littlejohn", "maintenance engineer", 2010, ["forklift", "boiler safety", "tunnel controls", "gas safe"], 21.5, True, 0, "early"),
    ("Petra", "Vossberg", "quality checker", 2017, ["stain removal", "RFID scanning", "COSHH"], 14.6, True, 0, "early"),
    ("Juno", "Carbery", "trainee", 2025, None, 10.9, True, 0, "late"),
    ("Edmund", "Halsey-Pryce", "plant manager", 2014, ["COSHH", "first aid", "forklift"], None, True, 1, "early"),
    ("Tamar", "Quillon", "shift supervisor", 2015, ["COSHH", "first aid", "ironer feeding"], 17.2, True, 1, "early"),
    ("Oswin", "Greatorex", "wash-floor operative", 2019, ["COSHH"], 12.5, True, 1, "early"),
    ("Bettany", "Yeo", "ironer operator", 2016, ["ironer feeding", "garment finishing"], 13.0, False, 1, "early"),
    ("Fintan", "Roscarrock", "driver", 2018, ["HGV C1", "first aid"], 14.0, True, 1, "early"),
    ("Delphine", "Auckett", "finisher", 2023, ["garment finishing"], 11.8, False, 1, "late"),
    ("Barnaby", "Stroud-Ellis", "shift supervisor", 2017, ["COSHH", "tunnel controls", "first aid", "forklift"], 17.9, True, 2, "night"),
    ("Ottilie", "Marchetti", "wash-floor operative", 2018, ["COSHH", "tunnel controls", "forklift"], 13.1, True, 2, "night"),
    ("Kasimir", "Blenkin", "wash-floor operative", 2021, ["COSHH"], 12.4, True, 2, "early"),
    ("Ysolde", "Penrose", "ironer operator", 2017, ["ironer feeding", "first aid"], 13.3, True, 2, "early"),
    ("Hector", "Mallinder", "driver", 2017, ["HGV C1", "forklift"], 14.2, True, 2, "early"),
    ("Priya", "Rathbone", "driver", 2023, ["HGV C1"], 13.6, False, 2, "early"),
    ("Lowenna", "Spargo", "quality checker", 2020, ["stain removal", "RFID scanning"], 14.4, True, 2, "early"),
    ("Gideon", "Fairclough", "maintenance engineer", 2019, ["boiler safety", "gas safe", "forklift"], 20.8, True, 2, "night"),
    ("Annis", "Crewdson", "trainee", 2025, None, 10.9, False, 2, "night"),
    ("Morwen", "Tregarthen", "shift supervisor", 2022, ["COSHH", "first aid", "ironer feeding"], 16.9, True, 3, "early"),
    ("Lachlan", "Veitch", "driver", 2022, ["HGV C1", "RFID scanning", "first aid"], 13.8, True, 3, "early"),
    ("Corisande", "Bewley", "ironer operator", 2024, ["ironer feeding"], 12.2, True, 3, "early"),
]

# supervisor index -> list of supervised indexes
SUPERVISION = {0: [1, 2, 10, 11], 1: [3, 5, 7, 12], 2: [4, 6], 13: [14, 17], 14: [15, 16, 18], 19: [20, 21, 22, 27, 26], 28: [30]}

# model, kind, capacityKg, maker, gasHeated, how many, plants (one per copy)
MACHINES = [
    ("Hexaflo 60", "washer-extractor", 60, "Brennholt", False, [0, 1, 1, 2, 3, 3]),
    ("Hexaflo 110", "washer-extractor", 110, "Brennholt", False, [0, 1, 2, 2]),
    ("Tunnelmax 8", "wash tunnel", 400, "Vandersee", True, [0, 2]),
    ("Drywell T35", "tumble dryer", 35, "Korrigan", True, [0, 0, 1, 2, 3, 3]),
    ("Drywell T70", "tumble dryer", 70, "Korrigan", True, [0, 2]),
    ("Pressline 3300", "flatwork ironer", 0, "Vandersee", True, [0, 1, 2, 3]),
    ("Foldia S4", "folder", 0, "Ormsby-Tate", False, [0, 2]),
]

# name, category, fabric, gsm, pricePerPieceEur (rate card), replacementCostEur, washLife, colour, discontinued, launchYear
ITEMS = [
    ("Single sheet percale white", "sheet", "percale", None, 0.42, 6.80, 220, "white", False, 2014),
    ("Double sheet percale white", "sheet", "percale", None, 0.55, 8.90, 220, "white", False, 2014),
    ("King sheet percale white", "sheet", "percale", None, 0.64, 10.40, 220, "white", False, 2016),
    ("Single sheet polycotton", "sheet", "polycotton", None, 0.35, 4.20, 180, "white", True, 2011),
    ("Double duvet cover percale", "duvet cover", "percale", None, 0.78, 14.50, 200, "white", False, 2015),
    ("King duvet cover percale", "duvet cover", "percale", None, 0.88, 17.20, 200, "white", False, 2016),
    ("Oxford pillowcase", "pillowcase", "percale", None, 0.24, 3.10, 240, "white", False, 2014),
    ("Housewife pillowcase", "pillowcase", "polycotton", None, 0.19, 1.90, 200, "white", False, 2011),
    ("Bath towel 550", "bath towel", "terry", 550, 0.48, 7.40, 160, "white", False, 2013),
    ("Bath sheet 600", "bath towel", "terry", 600, 0.62, 11.20, 160, "white", False, 2018),
    ("Hand towel 500", "hand towel", "terry", 500, 0.26, 3.30, 170, "white", False, 2013),
    ("Gym towel charcoal", "hand towel", "terry", 450, 0.22, 2.60, 150, "charcoal", False, 2020),
    ("Bath mat 700", "bath mat", "terry", 700, 0.31, 4.80, 140, "white", False, 2013),
    ("Spa robe waffle", "robe", "waffle", 300, 1.45, 24.00, 120, "white", False, 2019),
    ("Spa robe velour", "robe", "velour", 380, 1.70, 31.50, 110, "grey", True, 2017),
    ("Damask tablecloth 180", "tablecloth", "damask", None, 0.95, 18.60, 150, "ivory", False, 2012),
    ("Banqueting cloth 300", "tablecloth", "polycotton", None, 1.25, 22.90, 140, "white", False, 2015),
    ("Damask napkin", "napkin", "damask", None, 0.12, 1.40, 180, "ivory", False, 2012),
    ("Slate napkin", "napkin", "polycotton", None, 0.11, 1.10, 170, "slate", False, 2021),
    ("Chef jacket white", "chef jacket", "twill", None, 1.10, 19.50, 130, "white", False, 2014),
    ("Chef jacket black", "chef jacket", "twill", None, 1.15, 21.00, 130, "black", False, 2022),
    ("Bib apron navy", "apron", "twill", None, 0.38, 6.20, 150, "navy", False, 2016),
    ("Care tunic lilac", "tunic", "polycotton", None, 0.72, 12.80, 160, "lilac", False, 2018),
    ("Care tunic teal", "tunic", "polycotton", None, 0.72, 12.80, 160, "teal", False, 2023),
    ("Incontinence pad washable", "pad", "polyester", None, 0.58, 9.40, 250, "white", False, 2019),
    ("Wash mitt", "hand towel", "terry", 400, 0.09, 0.90, 120, "white", True, 2012),
]

# name, country, town, leadTimeDays, preferred, accountSince
SUPPLIERS = [
    ("Harlan & Strick Textiles", "Portugal", "Vilar do Ribo", 21, True, 2010),
    ("Quenmoor Mills", "United Kingdom", "Quenmoor", 9, True, 2009),
    ("Anatolia Havlu", "Turkey", "Dereköy", 35, True, 2015),
    ("Bellweather Workwear", "United Kingdom", "Bellfold", 12, False, 2014),
    ("Lindqvist Linne", "Sweden", "Gransjö", 18, False, 2018),
    ("Paithani Weaves", "India", "Koregar", 56, False, 2019),
    ("Textil Oroverde", "Spain", "Oroverde", 24, True, 2016),
    ("Caremark Garments", "Poland", "Wolbrzany", 28, False, 2021),
]
# supplier -> item indexes
SUPPLY = {0: [0, 1, 2, 4, 5, 6], 1: [0, 1, 3, 7, 10, 25], 2: [8, 9, 10, 11, 12, 13], 3: [19, 20, 21], 4: [13, 14, 15, 17],
          5: [8, 9, 12], 6: [15, 16, 17, 18, 2], 7: [22, 23, 24, 21]}

CLIENT_KINDS = [("hotel", 18), ("restaurant", 15), ("care home", 12), ("guest house", 8), ("gym", 6), ("spa", 5), ("clinic", 5), ("caterer", 7)]
TOWNS = ["Ashwick", "Pellowby", "Stennington", "Maresport", "Colby Vane", "Hethersett Cross", "Windle", "Pardown"]
PREFIX = ["Gilded", "Harbour", "Old", "Juniper", "Merrow", "Brackenlea", "Larkspur", "Saltmarsh", "Cobble", "Foxglove", "Wren", "Lantern",
          "Ember", "Copperbeech", "Heron", "Thistle", "Bramble", "Oriel", "Millrace", "Kestrel"]
SUFFIX = {"hotel": ["Hotel", "House Hotel", "Lodge"], "restaurant": ["Kitchen", "Bistro", "Brasserie"], "care home": ["Court", "Care Home", "Grange"],
          "guest house": ["Guest House", "B&B"], "gym": ["Fitness", "Gym"], "spa": ["Spa", "Wellness"], "clinic": ["Clinic", "Health Centre"],
          "caterer": ["Catering", "Events"]}
# items a contract of each kind may cover
KIND_ITEMS = {"hotel": [0, 1, 2, 4, 5, 6, 8, 9, 10, 12], "guest house": [0, 1, 4, 6, 7, 8, 10, 12, 3], "restaurant": [15, 17, 18, 19, 20, 21],
              "caterer": [15, 16, 17, 19, 21], "care home": [0, 3, 7, 22, 23, 24, 10, 8], "clinic": [22, 23, 10, 0],
              "gym": [11, 10, 8], "spa": [13, 14, 9, 11, 12, 25]}
TERMS = ["thermal disinfection", "same-day turnaround", "weekend collection", "stain guarantee", "hanging garments", "RFID reporting"]
CHANNELS = ["tender", "referral", "trade fair", "cold call", "website"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []
    by_id: dict[str, dict] = {}

    def node(nid: str, labels: list[str], props: dict) -> str:
        nd = {"id": nid, "labels": labels, "properties": props}
        nodes.append(nd)
        by_id[nid] = nd
        return nid

    def rel(rtype: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props})

    plants = [node(f"pl{i}", ["Plant"], {"name": p[0], "town": p[1], "openedYear": p[2], "kgPerShift": p[3], "hasTunnel": p[4]})
              for i, p in enumerate(PLANTS)]

    ops = []
    for i, o in enumerate(OPERATIVES):
        labels = ["Operative", "Driver"] if o[2] == "driver" else ["Operative"]
        ops.append(node(f"op{i}", labels, {"firstName": o[0], "lastName": o[1], "role": o[2], "startYear": o[3], "skills": o[4],
                                           "hourlyRate": o[5], "fullTime": o[6]}))
    locker = 100
    for i, o in enumerate(OPERATIVES):
        start = max(o[3], PLANTS[o[7]][2])
        since = dt.date(start, rng.randint(1, 12), rng.randint(1, 28))
        locker += rng.randint(1, 4)
        rel("WORKS_AT", ops[i], plants[o[7]], {"since": str(since), "shift": o[8],
                                                "keyHolder": o[2] in ("plant manager", "shift supervisor") or (o[2] == "maintenance engineer" and o[7] == 0),
                                                "lockerNo": None if o[2] in ("plant manager", "trainee") else locker})
    for s, subs in SUPERVISION.items():
        for t in subs:
            y = max(OPERATIVES[s][3], OPERATIVES[t][3])
            rel("SUPERVISES", ops[s], ops[t], {"since": str(dt.date(y, rng.randint(1, 12), rng.randint(1, 28))), "formal": rng.random() < 0.7})

    machines = []
    mno = 100
    for model, kind, cap, maker, gas, where in MACHINES:
        for p in where:
            mno += rng.randint(1, 9)
            year = rng.randint(max(PLANTS[p][2], 2010) - 1, 2024)
            ls = dt.date(2025, 1, 1) + dt.timedelta(days=rng.randint(0, 340))
            props = {"assetNo": f"CM-{mno}", "model": model, "kind": kind, "maker": maker, "capacityKg": cap or None,
                     "year": year, "gasHeated": gas, "lastServiced": str(ls), "cyclesLogged": rng.randint(800, 42000),
                     "inService": rng.random() < 0.9}
            m = node(f"m{len(machines)}", ["Machine"], props)
            machines.append((m, p, kind))
            rel("INSTALLED_AT", m, plants[p], {"since": str(dt.date(year, rng.randint(1, 12), rng.randint(1, 28))), "line": rng.randint(1, 4)})
    by_id[machines[5][0]]["properties"]["lastServiced"] = None
    by_id[machines[17][0]]["properties"]["lastServiced"] = None
    for m, p, kind in machines:
        local = [i for i, o in enumerate(OPERATIVES) if o[7] == p and o[2] not in ("driver", "plant manager", "trainee", "quality checker")]
        if kind == "flatwork ironer" or kind == "folder":
            cand = [i for i in local if OPERATIVES[i][2] in ("ironer operator", "finisher", "shift supervisor", "maintenance engineer")]
        else:
            cand = [i for i in local if OPERATIVES[i][2] in ("wash-floor operative", "shift supervisor", "maintenance engineer")]
        for i in rng.sample(cand, min(len(cand), rng.choice([1, 2, 2, 3]))):
            y = max(OPERATIVES[i][3], int(by_id[m]["properties"]["year"]))
            rel("CERTIFIED_ON", ops[i], m, {"certifiedOn": str(dt.date(y, rng.randint(1, 12), rng.randint(1, 28))),
                                            "level": "advanced" if OPERATIVES[i][2] in ("maintenance engineer", "shift supervisor") else rng.choice(["basic", "basic", "advanced"])})

    items = []
    for i, it in enumerate(ITEMS):
        items.append(node(f"it{i}", ["LinenItem"], {"name": it[0], "category": it[1], "fabric": it[2], "gsm": it[3], "pricePerPieceEur": it[4],
                                                    "replacementCostEur": it[5], "washLife": it[6], "colour": it[7], "discontinued": it[8], "launchYear": it[9]}))
    sups = []
    for i, s in enumerate(SUPPLIERS):
        sups.append(node(f"su{i}", ["Supplier"], {"name": s[0], "country": s[1], "town": s[2], "leadTimeDays": s[3], "preferred": s[4], "accountSince": s[5]}))
        for j in SUPPLY[i]:
            rel("SUPPLIES", sups[i], items[j], {"sinceYear": min(2025, max(s[5], ITEMS[j][9]) + rng.randint(0, 3)), "exclusive": rng.random() < 0.2,
                                                "costEur": round(ITEMS[j][5] * rng.uniform(0.45, 0.7), 2)})

    # clients
    names_used: list[str] = []
    clients = []
    pref = list(PREFIX)
    for kind, n in CLIENT_KINDS:
        for _ in range(n):
            while True:
                nm = f"{rng.choice(pref)} {rng.choice(SUFFIX[kind])}"
                if nm not in names_used:
                    break
            names_used.append(nm)
            town = rng.choice(TOWNS)
            props = {"name": nm, "kind": kind, "town": town, "clientSince": None,
                     "rooms": rng.randint(6, 140) if kind == "hotel" else (rng.randint(3, 12) if kind == "guest house" else None),
                     "beds": rng.randint(20, 90) if kind == "care home" else None,
                     "creditLimitEur": rng.choice([2000, 5000, 5000, 10000, 15000, 25000]) if rng.random() < 0.85 else None,
                     "onStop": rng.random() < 0.08}
            clients.append((node(f"cl{len(clients)}", ["Client"], props), kind, town))
    order = list(range(len(clients)))
    rng.shuffle(order)
    prospects = order[:8]
    multi = order[8:20]
    contract_owners = [i for i in order[8:]] + multi
    rng.shuffle(contract_owners)
    first_year: dict[int, int] = {}
    codes: list[str] = []
    drivers_by_plant = {p: [i for i, o in enumerate(OPERATIVES) if o[2] == "driver" and o[7] == p] for p in range(4)}
    checkers = [i for i, o in enumerate(OPERATIVES) if o[2] in ("quality checker", "shift supervisor")]
    for k, ci in enumerate(contract_owners):
        cnode, kind, town = clients[ci]
        signed = dt.date(2021, 3, 1) + dt.timedelta(days=rng.randint(0, 1700))
        start = signed + dt.timedelta(days=rng.randint(7, 45))
        while True:
            code = f"LH-{signed.year % 100:02d}{rng.randint(100, 999)}"
            if code not in codes:
                break
        codes.append(code)
        r = rng.random()
        if start > dt.date(2025, 11, 15):
            status = "pending"
        elif r < 0.15 and start < dt.date(2024, 6, 1):
            status = "ended"
        elif r < 0.22:
            status = "suspended"
        else:
            status = "active"
        hire = rng.random() < 0.72
        terms = rng.sample(TERMS, rng.randint(1, 3)) if rng.random() < 0.75 else None
        health = kind in ("care home", "clinic")
        if health and terms is not None and "thermal disinfection" not in terms:
            terms = ["thermal disinfection"] + terms
        weekly = rng.randint(40, 900) if kind in ("hotel", "care home") else rng.randint(15, 320)
        props = {"contractNo": code, "service": "linen hire" if hire else "COG wash", "status": status, "startDate": str(start),
                 "endDate": str(start + dt.timedelta(days=rng.randint(200, 700))) if status == "ended" else None,
                 "weeklyKg": weekly, "rfidTagged": hire and rng.random() < 0.55, "annualValueEur": round(weekly * 52 * rng.uniform(1.4, 2.6), 2),
                 "specialTerms": terms, "deliveriesPerWeek": rng.choice([1, 2, 2, 3, 3, 5, 7] if kind in ("hotel", "care home") else [1, 1, 2, 2, 3])}
        labels = ["Contract", "Healthcare"] if health else ["Contract"]
        con = node(f"co{k}", labels, props)
        first_year[ci] = min(first_year.get(ci, 9999), signed.year)
        rel("HOLDS", cnode, con, {"signedOn": str(signed), "termMonths": rng.choice([12, 24, 24, 36, 36, 48]), "channel": rng.choice(CHANNELS),
                                  "discountPct": rng.choice([2.5, 5.0, 7.5, 10.0]) if rng.random() < 0.35 else None})
        home = TOWNS.index(town) if TOWNS.index(town) < 4 else rng.choice([0, 1, 2, 2, 3])
        if home == 3 and (start < dt.date(2022, 9, 1) or rng.random() < 0.3):
            home = 2
        rel("SERVICED_BY", con, plants[home], {"since": str(start), "collectionDays": sorted(rng.sample(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], rng.randint(1, 3)),
                                                                                        key=["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].index)})
        pool = KIND_ITEMS[kind]
        for j in rng.sample(pool, min(len(pool), rng.randint(2, 4))):
            if ITEMS[j][8] and rng.random() < 0.5:
                continue
            rel("COVERS", con, items[j], {"parLevel": rng.randint(2, 6) * (weekly // 10 + 20), "pricePerPieceEur": round(ITEMS[j][4] * rng.uniform(0.82, 1.08), 2)})
        if status != "pending":
            drv = drivers_by_plant[home]
            first = rng.choice(drv)
            rel("DELIVERS_TO", ops[first], con, {"since": str(max(start, dt.date(OPERATIVES[first][3], 6, 1))), "primary": True,
                                                 "dropWindow": rng.choice(["05:00-07:00", "07:00-09:00", "09:00-12:00", "12:00-15:00"])})
            if len(drv) > 1 and rng.random() < 0.25:
                second = rng.choice([d for d in drv if d != first])
                rel("DELIVERS_TO", ops[second], con, {"since": str(max(start, dt.date(OPERATIVES[second][3], 6, 1)) + dt.timedelta(days=rng.randint(30, 200))),
                                                      "primary": False, "dropWindow": rng.choice(["05:00-07:00", "07:00-09:00", "09:00-12:00"])})
            if rng.random() < 0.55:
                local = [i for i in checkers if OPERATIVES[i][7] == home] or checkers
                for _ in range(rng.choice([1, 1, 2])):
                    a = rng.choice(local)
                    on = start + dt.timedelta(days=rng.randint(20, 500))
                    if on > dt.date(2025, 11, 28):
                        continue
                    rew = round(rng.uniform(0.4, 7.5), 1)
                    rel("AUDITED", ops[a], con, {"onDate": str(on), "rewashPct": rew, "passed": rew < 5.0})
    for i, (c, _kind, _town) in enumerate(clients):
        by_id[c]["properties"]["clientSince"] = first_year.get(i, 2025) - (rng.randint(0, 3) if rng.random() < 0.2 else 0)
    for i in prospects:
        by_id[clients[i][0]]["properties"]["clientSince"] = None

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "lastServiced", "certifiedOn", "startDate", "endDate", "signedOn", "onDate"]}
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
