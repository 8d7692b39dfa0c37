#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented rooftop solar installation company (Sunwright Solar).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, business, town, depot, product,
maker, supplier, van model, registration and code is invented (the trade's terms - kWp, panels, inverters, battery
storage, optimisers, scaffolding, surveys, commissioning, DNO approval, bird mesh, export limiters - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 3881
HERE = Path(__file__).resolve().parent

# name, town, openedYear, bays, hasWarehouse
DEPOTS = [
    ("Brackenford Yard", "Brackenford", 2011, 10, True),
    ("Hollin Cross", "Hollin Cross", 2015, 6, False),
    ("Marlowe Wharf", "Marlstead", 2018, 8, True),
    ("Tansey Gate", "Tansey", 2021, 4, False),
]

# first, last, role, startYear, certifications, hourlyRate, fullTime, electrician (second label), depot
ENGINEERS = [
    ("Orrin", "Blackwater", "site supervisor", 2011, ["MCS", "working at height", "first aid", "battery"], 34.5, True, False, 0),
    ("Tamsin", "Coldridge", "electrician", 2012, ["18th edition", "battery", "EV charger"], 31.0, True, True, 0),
    ("Ferris", "Hallowgate", "senior installer", 2013, ["working at height", "MCS"], 27.5, True, False, 0),
    ("Bryony", "Ashcombe", "designer", 2014, ["MCS", "PV design"], None, True, False, 0),
    ("Dacre", "Penhallow", "roofer", 2015, ["working at height", "scaffold inspection"], 24.0, True, False, 0),
    ("Isolde", "Markwick", "electrician", 2016, ["18th edition", "EV charger"], 29.5, True, True, 0),
    ("Kit", "Varley-Moss", "installer", 2019, ["working at height"], 22.0, True, False, 0),
    ("Lorcan", "Tibbet", "apprentice", 2024, None, 14.5, True, False, 0),
    ("Marisol", "Quenby", "surveyor", 2017, ["working at height", "PV design", "first aid"], 26.0, False, False, 0),
    ("Nye", "Farrowdale", "installer", 2021, ["working at height", "first aid"], 21.5, True, False, 0),
    ("Petra", "Stallworth", "site supervisor", 2015, ["MCS", "working at height", "first aid"], 33.0, True, False, 1),
    ("Rafe", "Goodenough", "electrician", 2018, ["18th edition", "battery"], 30.0, True, True, 1),
    ("Sabine", "Yelland", "senior installer", 2016, ["working at height", "battery"], 27.0, True, False, 1),
    ("Tobiah", "Crane", "installer", 2020, ["working at height"], 22.5, False, False, 1),
    ("Una", "Pelham", "apprentice", 2025, None, 13.5, True, False, 1),
    ("Vaughn", "Elsworth", "roofer", 2019, ["working at height", "scaffold inspection", "first aid"], 23.5, True, False, 1),
    ("Wren", "Halsey", "designer", 2020, ["PV design"], None, False, False, 1),
    ("Ysolde", "Brackett", "site supervisor", 2018, ["MCS", "working at height", "battery", "first aid"], 32.0, True, False, 2),
    ("Zeb", "Marchbank", "electrician", 2019, ["18th edition", "battery", "EV charger", "first aid"], 30.5, True, True, 2),
    ("Agnes", "Trevorrow", "senior installer", 2018, ["working at height", "MCS"], 26.5, True, False, 2),
    ("Barnaby", "Oakes", "installer", 2022, ["working at height"], 21.0, True, False, 2),
    ("Celyn", "Rudd", "surveyor", 2021, ["PV design", "working at height"], 25.0, True, False, 2),
    ("Dorian", "Fenwick", "apprentice", 2023, None, 15.0, True, False, 2),
    ("Elowen", "Castell", "electrician", 2021, ["18th edition", "EV charger"], 29.0, False, True, 2),
    ("Gideon", "Sparrowhawk", "site supervisor", 2021, ["MCS", "working at height"], 31.5, True, False, 3),
    ("Honor", "Lathbury", "installer", 2022, ["working at height", "battery"], 22.0, True, False, 3),
    ("Ivo", "Penrose", "electrician", 2023, ["18th edition", "battery"], 28.5, True, True, 3),
    ("Jessamy", "Kettering", "designer", 2022, ["PV design", "MCS"], None, True, False, 3),
]

# name, maker, category, unitPriceEur, warrantyYears, launchYear, ratedWatts (panels), capacityKwh (batteries), discontinued
PRODUCTS = [
    ("Heliox 380 Mono", "Heliox", "panel", 118.0, 25, 2019, 380, None, True),
    ("Heliox 415 Black", "Heliox", "panel", 139.0, 25, 2022, 415, None, False),
    ("Solvane S430", "Solvane", "panel", 146.5, 30, 2023, 430, None, False),
    ("Solvane S400", "Solvane", "panel", 124.0, 25, 2020, 400, None, False),
    ("Brightmere BM-365", "Brightmere", "panel", 98.0, 20, 2018, 365, None, True),
    ("Brightmere BM-440", "Brightmere", "panel", 152.0, 30, 2024, 440, None, False),
    ("Quorra Q-Glass 420", "Quorra", "panel", 161.0, 30, 2023, 420, None, False),
    ("Helix Inverter 3.6", "Helix Power", "inverter", 610.0, 10, 2019, None, None, False),
    ("Helix Inverter 5.0", "Helix Power", "inverter", 745.0, 10, 2020, None, None, False),
    ("Helix Hybrid 6", "Helix Power", "inverter", 1180.0, 12, 2022, None, None, False),
    ("Corvane CV-8 Three Phase", "Corvane", "inverter", 1490.0, 10, 2021, None, None, False),
    ("Corvane CV-4 Hybrid", "Corvane", "inverter", 980.0, 10, 2023, None, None, False),
    ("Tessel String 3", "Tessel", "inverter", 540.0, 5, 2017, None, None, True),
    ("Voltcairn Stack 5", "Voltcairn", "battery", 2350.0, 10, 2021, None, 5.1, False),
    ("Voltcairn Stack 10", "Voltcairn", "battery", 4120.0, 10, 2022, None, 10.2, False),
    ("Helix Cell 9.5", "Helix Power", "battery", 3890.0, 12, 2023, None, 9.5, False),
    ("Amberlith AL-7", "Amberlith", "battery", 3100.0, 10, 2020, None, 7.2, False),
    ("Amberlith AL-13", "Amberlith", "battery", 5250.0, 10, 2024, None, 13.5, False),
    ("Tessel Optimiser T1", "Tessel", "optimiser", 42.0, 25, 2019, None, None, False),
    ("Corvane Flex Optimiser", "Corvane", "optimiser", 55.0, 20, 2022, None, None, False),
    ("RailRight Tile Hook Kit", "RailRight", "mounting", 310.0, 15, 2016, None, None, False),
    ("RailRight Flat Ballast Kit", "RailRight", "mounting", 420.0, 15, 2018, None, None, False),
    ("Gantra Ground Frame", "Gantra", "mounting", 1350.0, 20, 2020, None, None, False),
    ("Birdguard Mesh Roll", "Gantra", "accessory", 65.0, 5, 2017, None, None, False),
]

# name, country, town, leadTimeDays, preferred, accountSince
SUPPLIERS = [
    ("Northlight Distribution", "United Kingdom", "Corbridge Vale", 3, True, 2011),
    ("Kessel Solar Wholesale", "Germany", "Unterfeld", 12, True, 2014),
    ("Aldmoor Electrical Supplies", "United Kingdom", "Aldmoor", 2, False, 2016),
    ("Sunhaven Trade", "Netherlands", "Veldhoek", 9, False, 2019),
    ("Pellmark Renewables", "United Kingdom", "Brackenford", 1, True, 2012),
    ("Iberra Energía", "Spain", "Castroverde", 18, False, 2022),
    ("Tarnow Storage Systems", "Poland", "Zalesie Górne", 15, False, 2021),
    ("Greyfriars Roofing Supply", "United Kingdom", "Hollin Cross", 2, True, 2015),
]

# model, reg, year, electric, mileage, payloadKg, lastServiced, depot
VANS = [
    ("Corran Cargo", "BK17 RWA", 2017, False, 148200, 1180, "2025-06-12", 0),
    ("Corran Cargo", "BK19 TXE", 2019, False, 112450, 1180, "2025-09-03", 0),
    ("Corran Cargo", "HC20 LMV", 2020, False, 96310, 1180, "2025-03-21", 1),
    ("Corran Cargo", "MW21 ODK", 2021, False, 71890, 1200, "2025-10-14", 2),
    ("Corran Cargo", "BK22 FNS", 2022, False, 54020, 1200, "2025-08-01", 0),
    ("Corran Cargo", "TG23 PZA", 2023, False, 31770, 1200, "2025-11-06", 3),
    ("Vexa e-Van", "BK22 EVA", 2022, True, 38900, 950, "2025-07-18", 0),
    ("Vexa e-Van", "MW23 EVB", 2023, True, 27410, 950, "2025-05-29", 2),
    ("Vexa e-Van", "HC23 EVC", 2023, True, 24180, 950, "2025-09-25", 1),
    ("Vexa e-Van", "MW24 EVD", 2024, True, 12660, 1010, "2025-10-02", 2),
    ("Vexa e-Van", "TG24 EVE", 2024, True, 9870, 1010, None, 3),
    ("Tallis Pickup", "BK18 GHU", 2018, False, 131520, 1050, "2025-04-09", 0),
    ("Tallis Pickup", "HC19 KJP", 2019, False, 118040, 1050, "2025-02-17", 1),
    ("Tallis Pickup", "MW20 NBD", 2020, False, 102300, 1050, "2025-08-22", 2),
    ("Tallis Pickup", "HC21 SYF", 2021, False, 88760, 1075, "2025-06-30", 1),
    ("Corran Crew Cab", "BK20 CRW", 2020, False, 99210, 1000, "2025-01-28", 0),
    ("Corran Crew Cab", "MW22 CRX", 2022, False, 63350, 1000, None, 2),
    ("Corran Crew Cab", "TG25 CRY", 2025, False, 4120, 1020, "2025-11-20", 3),
]

TOWNS = ["Brackenford", "Hollin Cross", "Marlstead", "Tansey", "Wickham Parva", "Oxley Green", "Saltmere", "Durnford St Clair"]
NAME_WORDS = ["Alder", "Birchmoor", "Cobble", "Dunlin", "Eskdale", "Fallow", "Gorsey", "Hazelbank", "Ivyhatch", "Juniper",
              "Kestrel", "Larkspur", "Mossop", "Nettlebed", "Orchard", "Plover", "Quarrybank", "Rookery", "Sedgefield", "Thistle",
              "Upcott", "Vetch", "Willowby", "Yarrow", "Amblecote", "Bramling", "Cressing", "Dovecote", "Elmstead", "Foxley",
              "Greenhithe", "Heronsgate", "Inglenook", "Jessop", "Kingcup", "Lowther", "Meadowsweet", "Northfold"]
KIND_SUFFIX = {"household": ["Cottage", "House", "Lodge", "Barn"], "farm": ["Farm", "Grange"], "school": ["Primary School", "Academy"],
               "business": ["Garage", "Joinery", "Bakery", "Storage", "Motors", "Printworks"], "church": ["Chapel", "Parish Church"],
               "charity": ["Community Hall", "Village Trust"]}
KINDS = ["household"] * 9 + ["farm"] * 3 + ["business"] * 4 + ["school"] + ["church"] + ["charity"]
ROOFS = ["pitched tile", "pitched tile", "pitched tile", "pitched slate", "pitched slate", "flat", "metal sheet", "ground mount"]
ORIENT = ["S", "S", "SE", "SW", "E-W", "SE", "SW"]
EXTRAS = ["bird mesh", "optimisers", "EV charger", "export limiter", "immersion diverter"]
SCHEMES = ["Greenstep 0%", "Sunlease 5yr", "Council Green Loan"]
CHANNELS = ["website", "phone", "referral", "home show"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> str:
        nodes.append({"id": nid, "labels": labels, "properties": props})
        return nid

    def rel(rtype: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props})

    def day(a: dt.date, b: dt.date) -> dt.date:
        return a + dt.timedelta(days=rng.randint(0, (b - a).days))

    depots = [node(f"d{i}", ["Depot"], {"name": n, "town": t, "openedYear": y, "bays": b, "hasWarehouse": w})
              for i, (n, t, y, b, w) in enumerate(DEPOTS)]
    engs = []
    for i, (fn, ln, role, sy, certs, rate, ft, el, d) in enumerate(ENGINEERS):
        labels = ["Engineer", "Electrician"] if el else ["Engineer"]
        engs.append(node(f"e{i}", labels, {"firstName": fn, "lastName": ln, "role": role, "startYear": sy,
                                           "certifications": certs, "hourlyRate": rate, "fullTime": ft}))
        since = dt.date(max(sy, DEPOTS[d][2]), rng.randint(1, 12), rng.randint(1, 28))
        rel("BASED_AT", engs[-1], depots[d], {"since": str(since), "keyHolder": role in ("site supervisor", "senior installer") or rng.random() < 0.15,
                                             "lockerNo": None if role in ("designer", "apprentice") else rng.randint(1, 40)})
    prods = []
    for i, (n, mk, cat, price, wy, ly, w, cap, disc) in enumerate(PRODUCTS):
        prods.append(node(f"p{i}", ["Product"], {"name": n, "maker": mk, "category": cat, "unitPriceEur": price, "warrantyYears": wy,
                                                 "launchYear": ly, "ratedWatts": w, "capacityKwh": cap, "discontinued": disc}))
    sups = [node(f"s{i}", ["Supplier"], {"name": n, "country": c, "town": t, "leadTimeDays": lt, "preferred": p, "accountSince": a})
            for i, (n, c, t, lt, p, a) in enumerate(SUPPLIERS)]
    for pi in range(len(PRODUCTS)):
        chosen = rng.sample(range(len(SUPPLIERS)), 2 if rng.random() < 0.3 else 1)
        for si in chosen:
            rel("SUPPLIES", sups[si], prods[pi], {"sinceYear": max(SUPPLIERS[si][5], PRODUCTS[pi][5]) + rng.randint(0, 2),
                                                  "exclusive": len(chosen) == 1 and rng.random() < 0.3,
                                                  "listPriceEur": round(PRODUCTS[pi][3] * rng.uniform(0.78, 0.92), 2)})
    vans = []
    for i, (model, reg, yr, el, mil, pay, ls, d) in enumerate(VANS):
        vans.append(node(f"v{i}", ["Van"], {"model": model, "reg": reg, "year": yr, "electric": el, "mileage": mil, "payloadKg": pay, "lastServiced": ls}))
        rel("GARAGED_AT", vans[-1], depots[d], {"since": str(dt.date(max(yr, DEPOTS[d][2]), rng.randint(1, 12), rng.randint(1, 28))), "bay": rng.randint(1, DEPOTS[d][3])})
    drivers = [i for i, e in enumerate(ENGINEERS) if e[2] not in ("designer", "apprentice", "surveyor")]
    for vi, v in enumerate(VANS):
        local = [i for i in drivers if ENGINEERS[i][8] == v[7]]
        pick = local[vi % len(local)]
        rel("DRIVES", engs[pick], vans[vi], {"since": str(dt.date(max(v[2], ENGINEERS[pick][3]), rng.randint(1, 12), rng.randint(1, 28))), "primary": True})
        if rng.random() < 0.25:
            other = rng.choice([i for i in local if i != pick])
            rel("DRIVES", engs[other], vans[vi], {"since": str(dt.date(max(v[2], ENGINEERS[other][3]) + 1, rng.randint(1, 12), rng.randint(1, 28))), "primary": False})
    for mentor, mentee in [(0, 6), (0, 7), (1, 5), (2, 9), (10, 13), (10, 14), (11, 14), (17, 20), (17, 22), (18, 23), (24, 25), (18, 26), (19, 22)]:
        rel("TRAINS", engs[mentor], engs[mentee], {"since": str(dt.date(max(ENGINEERS[mentee][3], ENGINEERS[mentor][3] + 1), rng.randint(1, 12), rng.randint(1, 28))),
                                                    "hours": rng.randint(6, 80)})

    custs = []
    used_names: set[str] = set()
    for i in range(84):
        kind = rng.choice(KINDS)
        while True:
            name = f"{rng.choice(NAME_WORDS)} {rng.choice(KIND_SUFFIX[kind])}"
            if name not in used_names:
                used_names.add(name)
                break
        custs.append(node(f"c{i}", ["Customer"], {"name": name, "kind": kind, "town": rng.choice(TOWNS),
                                                  "customerSince": None, "vatRegistered": kind in ("business", "farm") and rng.random() < 0.8,
                                                  "annualUseKwh": None if rng.random() < 0.13 else rng.randint(2400, 9000) * (4 if kind in ("school", "farm", "business") else 1)}))
    by_id = {nd["id"]: nd for nd in nodes}
    cust_kind = {c: by_id[c]["properties"]["kind"] for c in custs}
    panels = [i for i, p in enumerate(PRODUCTS) if p[2] == "panel"]
    invs = [i for i, p in enumerate(PRODUCTS) if p[2] == "inverter"]
    bats = [i for i, p in enumerate(PRODUCTS) if p[2] == "battery"]
    codes: set[str] = set()
    first_year: dict[str, int] = {}
    order = list(range(84))
    rng.shuffle(order)
    order = order[:70] + [rng.choice(order[:70]) for _ in range(14)]
    rng.shuffle(order)
    for j, ci in enumerate(order):
        c = custs[ci]
        surveyed = day(dt.date(2023, 1, 9), dt.date(2025, 11, 20))
        while True:
            code = f"SW-{surveyed.year % 100}{rng.randint(100, 999)}"
            if code not in codes:
                codes.add(code)
                break
        r = rng.random()
        status = "commissioned" if r < 0.78 else "scheduled" if r < 0.86 else "cancelled" if r < 0.93 else "awaiting DNO"
        if surveyed > dt.date(2025, 10, 1) and status == "commissioned":
            status = "scheduled"
        big = cust_kind[c] in ("school", "farm", "business", "church", "charity")
        count = rng.randint(14, 40) if big else rng.randint(6, 18)
        pan = rng.choice(panels[1:] if surveyed.year >= 2024 else panels)
        watts = PRODUCTS[pan][6]
        battery = rng.random() < 0.3 and status != "cancelled"
        installed = surveyed + dt.timedelta(days=rng.randint(18, 95)) if status == "commissioned" else None
        extras = sorted(rng.sample(EXTRAS, rng.choice([0, 0, 1, 1, 1, 2, 3])))
        kwp = round(count * watts / 1000, 2)
        price = round(kwp * rng.uniform(1150, 1500) + (rng.choice([3400, 4600, 5900]) if battery else 0), 2)
        roof = rng.choice(ROOFS)
        inst = node(f"i{j}", ["Installation", "Battery"] if battery else ["Installation"], {
            "jobRef": code, "status": status, "surveyedOn": str(surveyed), "installedOn": str(installed) if installed else None,
            "kWp": kwp, "panelCount": count, "roofType": roof, "orientation": rng.choice(ORIENT) if roof != "flat" else "E-W",
            "scaffolding": roof not in ("ground mount", "flat") and rng.random() < 0.85, "priceEur": price,
            "extras": extras or None, "expectedYieldKwh": int(kwp * rng.uniform(820, 980))})
        first_year[c] = min(first_year.get(c, 9999), surveyed.year)
        ordered = surveyed + dt.timedelta(days=rng.randint(2, 14))
        rel("ORDERED", c, inst, {"orderedOn": str(ordered), "depositEur": round(price * rng.choice([0.1, 0.2, 0.25]), 2),
                                 "financeScheme": rng.choice(SCHEMES) if rng.random() < 0.3 else None, "channel": rng.choice(CHANNELS)})
        if status != "cancelled":
            rel("INCLUDES", inst, prods[pan], {"quantity": count, "unitPriceEur": round(PRODUCTS[pan][3] * rng.uniform(1.15, 1.4), 2)})
            inv = rng.choice([2, 3, 4] if battery else [0, 1, 3, 5] if surveyed.year < 2024 else [1, 2, 3, 4])
            inv = invs[min(inv, len(invs) - 1)]
            rel("INCLUDES", inst, prods[inv], {"quantity": 1, "unitPriceEur": round(PRODUCTS[inv][3] * rng.uniform(1.1, 1.3), 2)})
            if battery:
                b = rng.choice(bats)
                rel("INCLUDES", inst, prods[b], {"quantity": 2 if rng.random() < 0.15 else 1, "unitPriceEur": round(PRODUCTS[b][3] * rng.uniform(1.1, 1.25), 2)})
        # survey always happens
        d = rng.randrange(4)
        local = [i for i, e in enumerate(ENGINEERS) if e[8] == d and e[3] <= surveyed.year]
        surveyors = [i for i in local if ENGINEERS[i][2] in ("surveyor", "site supervisor", "designer")]
        sv = rng.choice(surveyors)
        rel("WORKED_ON", engs[sv], inst, {"task": "survey", "hours": round(rng.uniform(1, 3.5), 1), "onDate": str(surveyed), "lead": True})
        if installed:
            fitters = [i for i in local if ENGINEERS[i][2] in ("installer", "senior installer", "apprentice", "roofer", "site supervisor")]
            team = sorted(rng.sample(fitters, min(len(fitters), rng.choice([1, 1, 2]))), key=lambda i: ENGINEERS[i][2] == "apprentice")
            for k, f in enumerate(team):
                rel("WORKED_ON", engs[f], inst, {"task": "install", "hours": round(count * rng.uniform(0.6, 1.1) / len(team), 1),
                                                 "onDate": str(installed - dt.timedelta(days=rng.randint(0, 1))), "lead": k == 0})
            elec = [i for i in local if ENGINEERS[i][7]]
            rel("WORKED_ON", engs[rng.choice(elec)], inst, {"task": "electrical", "hours": round(rng.uniform(3, 9) + (3 if battery else 0), 1),
                                                            "onDate": str(installed), "lead": False})
            if battery and rng.random() < 0.3 and d != 0:
                rel("WORKED_ON", engs[1], inst, {"task": "electrical", "hours": round(rng.uniform(2, 5), 1), "onDate": str(installed), "lead": False})
            if status == "commissioned" and rng.random() < 0.45:
                rel("REVIEWED", c, inst, {"stars": rng.choice([5, 5, 5, 4, 4, 4, 3, 2]), "reviewedOn": str(installed + dt.timedelta(days=rng.randint(3, 60))),
                                          "wouldRecommend": rng.random() < 0.82})
    for c in custs:
        by_id[c]["properties"]["customerSince"] = first_year.get(c, 2025) - (rng.randint(0, 4) if rng.random() < 0.25 else 0)

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "surveyedOn", "installedOn", "lastServiced", "orderedOn", "onDate", "reviewedOn"]}
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
