#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented classic-car restoration business (Harrowgate & Venn Restorations).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, business, town, workshop, car
make and model, part, supplier and code is invented (the trade's terms - full restoration, engine rebuild, respray,
bodywork, retrim, rewire, concours, matching numbers, OEM and pattern parts, bays, MOT - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 3577
HERE = Path(__file__).resolve().parent

# name, town, openedYear, bays, hasPaintBooth
WORKSHOPS = [
    ("Thornley Mill", "Thornley", 2003, 9, True),
    ("Esk Yard", "Eskfold", 2011, 6, False),
    ("Brindle Lane", "Marrowby", 2017, 4, True),
]

# firstName, lastName, role, startYear, hourlyRate, skills, apprentice, workshop
MECHANICS = [
    ("Osric", "Pellow", "workshop manager", 2003, 58.0, ["engines", "gearboxes", "carburettors"], False, 0),
    ("Wynne", "Tallis", "master technician", 2005, 54.0, ["engines", "carburettors", "timing"], False, 0),
    ("Bartholomew", "Quill", "panel beater", 2008, 48.0, ["bodywork", "lead loading", "welding"], False, 0),
    ("Ysolde", "Harrack", "painter", 2010, 50.0, ["paint", "colour matching"], False, 0),
    ("Denholm", "Carrow", "auto electrician", 2012, 47.5, ["wiring", "dynamos", "instruments"], False, 1),
    ("Fenella", "Ostry", "trimmer", 2009, 45.0, ["upholstery", "hoods", "carpets"], False, 0),
    ("Corwin", "Baddeley", "technician", 2014, 42.0, ["brakes", "suspension"], False, 1),
    ("Mabyn", "Treloar", "technician", 2016, 42.0, ["engines", "brakes"], False, 1),
    ("Ansel", "Foxcote", "panel beater", 2015, 46.0, ["bodywork", "welding", "chassis"], False, 1),
    ("Rhoswen", "Dallimore", "master technician", 2011, 53.0, ["engines", "gearboxes", "axles"], False, 2),
    ("Tobiah", "Wrenfield", "technician", 2019, 40.0, ["suspension", "steering", "brakes"], False, 2),
    ("Ilse", "Vantongeren", "painter", 2018, 49.0, ["paint", "polishing"], False, 2),
    ("Percival", "Gaunt", "workshop manager", 2011, 56.0, None, False, 1),
    ("Kestrel", "Ambrose", "technician", 2021, 39.0, ["carburettors", "fuel systems"], False, 0),
    ("Jory", "Penhallow", "apprentice", 2023, 22.0, ["brakes"], True, 0),
    ("Leni", "Strachan", "apprentice", 2024, 20.0, ["welding"], True, 1),
    ("Cadoc", "Birtwhistle", "apprentice", 2024, 20.0, None, True, 2),
    ("Morwenna", "Askey", "trimmer", 2020, 44.0, ["upholstery", "woodwork"], False, 2),
    ("Euan", "Gillimot", "auto electrician", 2017, None, ["wiring", "instruments", "dynamos"], False, 0),
    ("Saffi", "Kendrew", "apprentice", 2025, 19.5, ["paint"], True, 0),
]

# mentor index, mentee index
MENTORING = [(1, 14), (2, 8), (3, 19), (9, 16), (2, 15), (1, 13), (4, 18), (0, 1), (5, 17)]

# make, model, bodyStyle, (year range)
MODELS = [
    ("Marlow", "Marlow Sprite", "roadster", (1958, 1968)),
    ("Marlow", "Marlow Kestrel", "coupe", (1962, 1972)),
    ("Ravensby", "Ravensby 1500", "saloon", (1955, 1966)),
    ("Ravensby", "Ravensby Estate", "estate", (1960, 1971)),
    ("Thackery", "Thackery Tourer", "tourer", (1948, 1957)),
    ("Alcott", "Alcott GT", "coupe", (1965, 1976)),
    ("Penhaligon", "Penhaligon Sedanca", "saloon", (1936, 1950)),
    ("Alcott", "Alcott Mistral", "convertible", (1969, 1980)),
]
COLOURS = ["British racing green", "Old English white", "signal red", "Connaught blue", "black", "primrose", "silver birch", "maroon"]

CUSTOMER_FIRST = ["Harriet", "Godfrey", "Imelda", "Rupert", "Cressida", "Alaric", "Winifred", "Lysander", "Philippa", "Torquil",
                  "Beatrix", "Crispin", "Ottoline", "Hamish", "Marigold", "Evander", "Sybil", "Peregrine", "Araminta", "Barnaby",
                  "Clemency", "Digby", "Henrietta", "Ptolemy", "Rosalind", "Ambrose", "Tamsin", "Leopold"]
CUSTOMER_LAST = ["Coldharbour", "Fenwick-Hale", "Ashworth", "Pennycuick", "Stallard", "Merriweather", "Dunsany", "Orpington",
                 "Wetherall", "Kilbride", "Sowerby", "Tregarthen", "Blandish", "Maudsley", "Cottrell", "Vanstone", "Hebden",
                 "Lamplugh", "Rendcombe", "Quarrie", "Ellerby", "Foulsham", "Gadsby", "Harcastle", "Inchbold", "Jessop-Vane",
                 "Knoydart", "Lettsome"]
CLUBS = ["Marlow Owners Register", "Eskfold Motor Heritage Trust", "Ravensby Car Club", "Thornley Motor Museum", "Vintage Tourer Fellowship",
         "Castlemere Classic Hire"]
TOWNS = ["Thornley", "Eskfold", "Marrowby", "Castlemere", "Dunhallow", "Pryor's Cross", "Wickenham"]

JOB_TYPES = [("full restoration", 0.12), ("engine rebuild", 0.2), ("bodywork", 0.18), ("respray", 0.14), ("service", 0.16),
             ("rewire", 0.1), ("retrim", 0.1)]
TYPE_SKILL = {"full restoration": ["engines", "bodywork", "paint", "upholstery", "wiring"], "engine rebuild": ["engines"],
              "bodywork": ["bodywork"], "respray": ["paint"], "service": ["brakes", "engines", "suspension"],
              "rewire": ["wiring"], "retrim": ["upholstery"]}
TAGS = ["rust", "concours prep", "matching numbers", "barn find", "insurance work", "rally prep", "LHD conversion", "unleaded conversion"]

# part name, base cost, oem probability, weight
PARTS = [
    ("Brake Caliper", 85.0, 3.2), ("Brake Caliper", 110.0, 3.6), ("Brake Caliper", 95.0, None), ("Wheel Cylinder", 24.0, 0.4),
    ("Wheel Cylinder", 31.0, 0.4), ("Head Gasket", 38.0, 0.2), ("Head Gasket", 44.0, 0.2), ("Head Gasket", 29.5, None),
    ("Carburettor", 420.0, 2.1), ("Carburettor", 365.0, 1.9), ("Dynamo", 240.0, 5.5), ("Dynamo", 198.0, 5.2),
    ("Wiring Loom", 310.0, 4.0), ("Wiring Loom", 455.0, 4.8), ("Wiring Loom", 275.0, None), ("Floor Pan", 140.0, 6.5),
    ("Floor Pan", 165.0, 7.0), ("Sill Section", 88.0, 3.1), ("Sill Section", 92.0, 3.3), ("Wing Panel", 260.0, 5.8),
    ("Wing Panel", 295.0, 6.1), ("Leather Hide", 380.0, 4.5), ("Leather Hide", 410.0, None), ("Carpet Set", 220.0, 6.0),
    ("Hood Canvas", 340.0, 3.9), ("Clutch Kit", 160.0, 4.2), ("Clutch Kit", 185.0, 4.6), ("Piston Set", 290.0, 2.4),
    ("Piston Set", 330.0, 2.6), ("Radiator", 270.0, 6.8), ("Radiator", 240.0, 6.2), ("Fuel Pump", 65.0, 0.9),
    ("Fuel Pump", 72.0, 1.0), ("Fuel Pump", 58.0, None), ("Shock Absorber", 75.0, 2.0), ("Shock Absorber", 82.0, 2.2),
    ("Chrome Bumper", 350.0, 8.5), ("Chrome Bumper", 395.0, 9.0), ("Headlamp Unit", 120.0, 1.4), ("Headlamp Unit", 135.0, 1.5),
    ("Distributor Cap", 18.0, 0.1), ("Distributor Cap", 21.5, 0.1), ("Spark Plug Set", 26.0, 0.3), ("Exhaust System", 310.0, 12.5),
    ("Exhaust System", 285.0, 11.8), ("Windscreen", 230.0, 14.0), ("Door Seal Kit", 55.0, 1.2), ("Door Seal Kit", 61.0, None),
    ("Steering Rack", 290.0, 7.4), ("Kingpin Kit", 48.0, 1.1), ("Gearbox Rebuild Kit", 240.0, 3.5), ("Paint (litre)", 42.0, 1.1),
    ("Paint (litre)", 58.0, 1.1), ("Primer (litre)", 22.0, 1.0), ("Instrument Cluster", 410.0, 1.6), ("Walnut Dash", 520.0, 2.2),
]

# name, town, country, leadTimeDays, preferred
SUPPLIERS = [
    ("Cogsworth Classic Spares", "Dunhallow", "England", 5, True),
    ("Halvard Autoteile", "Brennstadt", "Germany", 12, False),
    ("Pennock & Lyle", "Castlemere", "England", 3, True),
    ("Vintage Loom Company", "Wickenham", "England", 8, False),
    ("Oldroyd Panels", "Marrowby", "England", 14, True),
    ("Trimcraft Hides", "Pryor's Cross", "Wales", 10, False),
    ("Brightwork Chrome", "Dunhallow", "England", 21, False),
    ("Ferrand Pièces Anciennes", "Lussac-le-Vieux", "France", 16, False),
    ("Gilchrist Paints", "Thornley", "Scotland", 4, True),
    ("Norrbeck Motor Parts", "Kallvik", "Sweden", None, False),
]
PART_CAT = {"Brake Caliper": "brakes", "Wheel Cylinder": "brakes", "Head Gasket": "engine", "Carburettor": "fuel", "Dynamo": "electrical",
            "Wiring Loom": "electrical", "Floor Pan": "body", "Sill Section": "body", "Wing Panel": "body", "Leather Hide": "trim",
            "Carpet Set": "trim", "Hood Canvas": "trim", "Clutch Kit": "transmission", "Piston Set": "engine", "Radiator": "cooling",
            "Fuel Pump": "fuel", "Shock Absorber": "suspension", "Chrome Bumper": "body", "Headlamp Unit": "electrical",
            "Distributor Cap": "electrical", "Spark Plug Set": "engine", "Exhaust System": "exhaust", "Windscreen": "body",
            "Door Seal Kit": "trim", "Steering Rack": "steering", "Kingpin Kit": "steering", "Gearbox Rebuild Kit": "transmission",
            "Paint (litre)": "paint", "Primer (litre)": "paint", "Instrument Cluster": "electrical", "Walnut Dash": "trim"}
TYPE_CATS = {"full restoration": ["body", "trim", "engine", "electrical", "paint", "brakes"], "engine rebuild": ["engine", "fuel", "cooling"],
             "bodywork": ["body"], "respray": ["paint"], "service": ["brakes", "suspension", "engine", "steering"],
             "rewire": ["electrical"], "retrim": ["trim"]}


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> str:
        nodes.append({"id": nid, "labels": labels, "properties": props})
        return nid

    def rel(rtype: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props})

    shops = [node(f"w{i}", ["Workshop"], {"name": n, "town": t, "openedYear": y, "bays": b, "hasPaintBooth": p})
             for i, (n, t, y, b, p) in enumerate(WORKSHOPS)]
    mechs = []
    for i, (fn, ln, role, sy, rate, skills, appr, wi) in enumerate(MECHANICS):
        labels = ["Mechanic", "Apprentice"] if appr else ["Mechanic"]
        mechs.append(node(f"m{i}", labels, {"firstName": fn, "lastName": ln, "role": role, "startYear": sy, "hourlyRate": rate,
                                            "skills": skills, "motTester": role in ("master technician", "workshop manager") or i in (6, 10),
                                            "yearsExperience": 2025 - sy + rng.randint(0, 12) if not appr else None}))
        since_year = max(sy, WORKSHOPS[wi][2])
        full = i not in (5, 17, 18)
        rel("WORKS_AT", mechs[-1], shops[wi], {"since": f"{since_year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                                               "fullTime": full, "bayNo": rng.randint(1, WORKSHOPS[wi][3]) if role not in ("workshop manager",) else None})
    for a, b in MENTORING:
        start = max(MECHANICS[b][3], MECHANICS[a][3])
        rel("MENTORS", mechs[a], mechs[b], {"since": f"{start}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                                            "hoursPerWeek": rng.choice([1, 2, 2, 3, 4, 5])})

    suppliers = [node(f"s{i}", ["Supplier"], {"name": n, "town": t, "country": c, "leadTimeDays": lt, "preferred": p})
                 for i, (n, t, c, lt, p) in enumerate(SUPPLIERS)]
    parts = []
    for i, (pname, cost, weight) in enumerate(PARTS):
        pid = node(f"p{i}", ["Part"], {"name": pname, "partNo": f"HV-{1000 + i * 7 + rng.randint(0, 5)}", "category": PART_CAT[pname],
                                      "costEur": cost, "oem": rng.random() < 0.45, "weightKg": weight, "stock": rng.randint(0, 14)})
        parts.append(pid)
        for si in rng.sample(range(len(SUPPLIERS)), rng.choice([1, 1, 1, 1, 2])):
            rel("SUPPLIES", suppliers[si], pid, {"priceEur": round(cost * rng.uniform(0.6, 0.85), 2), "sinceYear": rng.randint(2008, 2024),
                                                "exclusive": rng.random() < 0.2})

    customers = []
    for i in range(34):
        if i < len(CLUBS):
            name = CLUBS[i]
            kind = "organisation"
        else:
            name = f"{CUSTOMER_FIRST[i - 6]} {CUSTOMER_LAST[i - 6]}"
            kind = "private"
        customers.append(node(f"c{i}", ["Customer"], {"name": name, "kind": kind, "town": rng.choice(TOWNS),
                                                      "customerSince": rng.randint(2004, 2024), "tradeAccount": kind == "organisation" or rng.random() < 0.1,
                                                      "creditLimitEur": rng.choice([2000, 5000, 8000, 10000, 15000]) if rng.random() < 0.75 else None}))
    cars = []
    car_owner = []
    for i in range(52):
        make, model, body, (y0, y1) = MODELS[rng.randrange(len(MODELS))]
        year = rng.randint(y0, y1)
        cid = node(f"car{i}", ["Car"], {"chassisNo": f"{make[:2].upper()}{year % 100:02d}-{rng.randint(1000, 9999)}", "make": make, "model": model,
                                        "bodyStyle": body, "year": year, "colour": rng.choice(COLOURS),
                                        "mileage": rng.randint(18, 140) * 1000 + rng.randint(0, 999) if rng.random() < 0.9 else None,
                                        "matchingNumbers": rng.random() < 0.4, "lhd": rng.random() < 0.12})
        cars.append(cid)
        oi = i if i < 34 else rng.randrange(34)
        car_owner.append(oi)
        rel("OWNS", customers[oi], cid, {"since": f"{rng.randint(1985, 2024)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                                         "purchasePriceEur": rng.randint(6, 90) * 500 if rng.random() < 0.7 else None})

    jobnos: set[str] = set()
    for j in range(76):
        ci = j if j < 52 else rng.randrange(52)
        car = cars[ci]
        owner = car_owner[ci]
        r = rng.random()
        acc = 0.0
        jtype = JOB_TYPES[-1][0]
        for t, p in JOB_TYPES:
            acc += p
            if r < acc:
                jtype = t
                break
        opened = dt.date(2024, 1, 8) + dt.timedelta(days=rng.randint(0, 690))
        span = {"full restoration": (120, 300), "engine rebuild": (30, 75), "bodywork": (20, 60), "respray": (14, 40), "service": (2, 8),
                "rewire": (10, 30), "retrim": (12, 35)}[jtype]
        due = opened + dt.timedelta(days=rng.randint(*span))
        completed = opened + dt.timedelta(days=int((due - opened).days * rng.uniform(0.8, 1.35)))
        if completed <= dt.date(2025, 11, 30) and rng.random() < 0.9:
            status = "completed"
        else:
            completed = None
            status = rng.choice(["in progress", "in progress", "awaiting parts", "on hold"]) if opened < dt.date(2025, 12, 1) else "booked"
        if j in (13, 41) and status == "completed":
            status = "cancelled"
            completed = None
        while True:
            jobno = f"HV{opened.year % 100}-{rng.randint(100, 999)}"
            if jobno not in jobnos:
                jobnos.add(jobno)
                break
        hours = {"full restoration": (300, 900), "engine rebuild": (60, 160), "bodywork": (40, 140), "respray": (40, 110), "service": (3, 12),
                 "rewire": (25, 70), "retrim": (30, 90)}[jtype]
        qh = rng.randint(*hours)
        concours = jtype in ("full restoration", "respray") and rng.random() < 0.4
        tags = sorted(rng.sample(TAGS, rng.choice([0, 1, 1, 2, 3])))
        if concours and "concours prep" not in tags:
            tags = sorted(tags + ["concours prep"])
        labels = ["Job", "Concours"] if concours else ["Job"]
        jid = node(f"j{j}", labels, {"jobNo": jobno, "type": jtype, "quotedHours": qh, "openedOn": str(opened), "dueOn": str(due),
                                     "completedOn": str(completed) if completed else None, "status": status,
                                     "feeEur": round(qh * rng.uniform(48, 60), 2) if status != "cancelled" else round(qh * 5.0, 2),
                                     "insuranceClaim": "insurance work" in tags, "tags": tags if tags else None,
                                     "motRequired": jtype == "service" and rng.random() < 0.6})
        wi = rng.choice([0, 0, 0, 1, 1, 2]) if jtype != "respray" else rng.choice([0, 2])
        rel("FOR_CAR", jid, car, {"mileageIn": rng.randint(18, 140) * 1000 if rng.random() < 0.85 else None,
                                  "keysHanded": rng.random() < 0.9})
        booker = owner if rng.random() < 0.93 else rng.randrange(34)
        rel("BOOKED", customers[booker], jid, {"bookedOn": str(opened - dt.timedelta(days=rng.randint(3, 60))),
                                               "depositEur": float(rng.choice([0, 100, 250, 500, 1000])) if jtype != "service" else 0.0,
                                               "referral": rng.choice(["club", "website", "word of mouth", "show", None, None])})
        rel("DONE_AT", jid, shops[wi], {"bay": rng.randint(1, WORKSHOPS[wi][3])})
        local = [k for k, m in enumerate(MECHANICS) if m[7] == wi and m[2] != "workshop manager"]
        skills = TYPE_SKILL[jtype]
        fit = [k for k in local if MECHANICS[k][5] and set(MECHANICS[k][5]) & set(skills)] or local
        team = rng.sample(fit, min(len(fit), 1 if jtype == "service" else rng.choice([1, 2, 2, 3])))
        if rng.random() < 0.3:
            ap = [k for k in local if MECHANICS[k][6] and k not in team]
            if ap:
                team.append(ap[0])
        if status == "booked":
            team = []
        for n, k in enumerate(team):
            share = qh / len(team)
            rel("WORKED_ON", mechs[k], jid, {"task": rng.choice(skills) if not MECHANICS[k][6] else "assisting", "hours": round(share * rng.uniform(0.7, 1.3), 1),
                                             "lead": n == 0, "startedOn": str(opened + dt.timedelta(days=rng.randint(0, 5)))})
        if status not in ("booked", "cancelled"):
            cats = TYPE_CATS[jtype]
            cands = [k for k, pp in enumerate(PARTS) if PART_CAT[pp[0]] in cats]
            for k in rng.sample(cands, min(len(cands), rng.choice([0, 1, 1, 2, 2, 3]))):
                rel("USED_PART", jid, parts[k], {"quantity": rng.choice([1, 1, 1, 2, 2, 4]),
                                                 "fittedOn": str(opened + dt.timedelta(days=rng.randint(1, max(2, (due - opened).days)))),
                                                 "warrantyMonths": rng.choice([6, 12, 12, 24]) if rng.random() < 0.8 else None})
        if status == "completed" and rng.random() < 0.45:
            rel("REVIEWED", customers[booker], jid, {"stars": rng.choice([3, 4, 4, 5, 5, 5, 2]),
                                                     "reviewedOn": str(completed + dt.timedelta(days=rng.randint(2, 40))),
                                                     "wouldReturn": rng.random() < 0.8})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "openedOn", "dueOn", "completedOn", "bookedOn", "startedOn", "fittedOn", "reviewedOn"]}
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
