#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented lift and escalator maintenance contractor (Staircroft Lifts).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, depot, town, client, building,
lift maker and model, serial number, part, job reference and PO number is invented (the trade's terms - breakdown,
entrapment, routine service, thorough examination, modernisation, traction, hydraulic, machine-room-less, door
operator, governor, autodialler, fire recall, call-out, comprehensive contract, examiner, fitter's mate - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 9149
HERE = Path(__file__).resolve().parent
D = dt.date

# name, town, openedYear, vans, yardSqm, emergencyCover24h
DEPOTS = [
    ("Harlowmere Depot", "Harlowmere", 1998, 9, 420, True),
    ("Quenby Wharf Depot", "Quenby", 2005, 7, 310, True),
    ("Tarnside Depot", "Tarnside", 2011, 6, None, False),
    ("Oxlade Cross Depot", "Oxlade Cross", 2019, 4, 180, False),
]

# first, last, role, startYear, competencyYear, skills, hourlyRateGbp, subcontractor, vanReg, depots, examiner
TECHS = [
    ("Orla", "Penhaligon", "contracts manager", 2006, 2004, ["traction", "controllers", "testing"], None, False, "HL19 KWE", [0], True),
    ("Dacre", "Whitlow", "contracts manager", 2011, 2009, ["hydraulics", "testing"], None, False, "QW20 FNA", [1], False),
    ("Mirren", "Aske", "contracts manager", 2014, 2012, ["escalators", "testing", "controllers"], None, False, "TD21 MOB", [2], False),
    ("Hollis", "Brigstock", "contracts manager", 2018, 2015, ["traction"], None, False, "OX22 LRT", [3], False),
    ("Tamsin", "Cordery", "senior technician", 2008, 2007, ["traction", "rope changes", "testing", "inverters"], 31.5, False, "HL18 PZD", [0], True),
    ("Barnaby", "Quill", "senior technician", 2010, 2010, ["hydraulics", "door operators", "testing"], 30.75, False, "QW18 JHE", [1], True),
    ("Ines", "Marchbank", "senior technician", 2013, 2011, ["escalators", "controllers", "inverters"], 30.25, False, "TD19 ACV", [2], False),
    ("Caspian", "Loder", "senior technician", 2015, 2014, ["traction", "hydraulics", "rescue"], 29.8, False, "OX19 GGU", [3], False),
    ("Wren", "Tollemache", "senior technician", 2012, 2009, ["traction", "controllers", "rope changes"], 34.0, True, "HL70 YYS", [0, 1], False),
    ("Ezra", "Featherstone", "service technician", 2016, 2016, ["traction", "door operators", "testing"], 26.4, False, "HL68 CUN", [0], True),
    ("Noor", "Haverley", "service technician", 2019, 2019, ["door operators", "platform lifts"], 24.9, False, "HL69 BEX", [0], False),
    ("Fergus", "Ambler", "service technician", 2014, 2013, ["hydraulics", "testing", "rescue"], 27.1, False, "QW66 TOM", [1], True),
    ("Pippa", "Rundle", "service technician", 2020, 2020, ["platform lifts", "door operators"], 24.2, False, "QW71 NNR", [1], False),
    ("Lorcan", "Grice", "service technician", 2017, 2017, ["escalators", "rescue"], 25.6, False, "TD67 OPL", [2], False),
    ("Sabine", "Okonjo", "service technician", 2018, None, ["escalators", "door operators", "inverters"], 28.5, True, "TD72 SWK", [2, 3], False),
    ("Idris", "Fennimore", "service technician", 2021, 2021, ["traction", "rescue"], 23.8, False, "OX71 HAD", [3], False),
    ("Maud", "Kettering", "service technician", 2022, 2022, ["hydraulics", "platform lifts", "rescue"], 23.5, False, "OX72 VEM", [3], False),
    ("Rafferty", "Dunmore", "modernisation fitter", 2009, 2008, ["controllers", "rope changes", "traction"], 29.2, True, "HL65 RDN", [0], False),
    ("Clemency", "Arkwright", "modernisation fitter", 2016, 2015, ["controllers", "hydraulics"], 27.9, False, "QW17 CAK", [1], False),
    ("Jory", "Pendleby", "modernisation fitter", 2019, 2018, ["controllers", "escalators", "inverters"], 27.3, False, "TD20 JPB", [2], False),
    ("Ottilie", "Brackwell", "apprentice", 2023, None, ["door operators"], 14.6, False, None, [0], False),
    ("Kit", "Sallowby", "apprentice", 2024, None, ["platform lifts"], 13.9, False, None, [1], False),
    ("Amos", "Threlkeld", "apprentice", 2022, None, ["escalators", "door operators"], 15.2, False, None, [2], False),
    ("Nell", "Ravensworth", "apprentice", 2025, None, ["traction"], 12.8, False, None, [3], False),
    ("Gideon", "Scarrow", "fitter's mate", 2020, None, None, 16.5, False, None, [0], False),
    ("Tilly", "Hobday", "fitter's mate", 2021, None, None, 16.1, False, None, [2], False),
]
# techs who never attend a job
IDLE = {3, 23, 24}

# mentor, trainee, since, visitsShadowed, signedOff
TRAINED = [
    (4, 9, "2016-09-05", 64, True), (4, 20, "2023-09-11", 38, False), (5, 11, "2014-10-01", 71, True),
    (5, 21, "2024-09-16", 22, False), (6, 13, "2017-11-20", 55, True), (6, 22, "2022-10-03", 47, True),
    (9, 10, "2019-06-10", 41, True), (11, 12, "2020-04-27", 36, True), (7, 15, "2021-03-15", 29, True),
    (13, 22, "2023-01-09", 18, False), (17, 18, "2016-05-02", 33, True), (0, 4, "2008-03-03", 90, True),
    (12, 23, "2025-09-22", 6, False),
]

# name, sector, city, clientSinceYear, publicSector, creditLimitGbp, poPrefix
CLIENTS = [
    ("Brindlecombe Housing Trust", "housing", "Brindlecombe", 2009, False, 40000, None),
    ("Quenby Borough Council", "council", "Quenby", 2004, True, 120000, "QBC"),
    ("Tarnvale Health Trust", "health", "Tarnside", 2012, True, 90000, "TVH"),
    ("Oriel Street Properties", "office", "Harlowmere", 2015, False, 25000, None),
    ("Halberd Retail Parks", "retail", "Oxlade Cross", 2017, False, 30000, None),
    ("University of Marrowby", "education", "Marrowby", 2010, True, 75000, "UOM"),
    ("Kingsfold Hotels", "hotel", "Harlowmere", 2019, False, None, None),
    ("Pellbrook Estates", "office", "Quenby", 2013, False, 20000, None),
    ("Sandreth Centre Ltd", "retail", "Sandreth", 2021, False, 35000, None),
    ("Ashcombe Care Homes", "care", "Ashcombe", 2016, False, None, None),
    ("Lydgate Museum Trust", "culture", "Tarnside", 2022, False, 10000, None),
    ("Corvane Logistics", "industrial", "Oxlade Cross", 2025, False, 15000, None),
]
# Corvane Logistics (11) manages no building yet

# name, town, client, usage, floors, yearBuilt, listed, contractLevel
BUILDINGS = [
    ("Mossgate Tower", "Brindlecombe", 0, "residential", 14, 1968, False, "comprehensive"),
    ("Fallow Court", "Brindlecombe", 0, "residential", 8, 1974, False, "comprehensive"),
    ("Rushmere House", "Brindlecombe", 0, "residential", 11, 1971, False, "semi-comprehensive"),
    ("Kestle Heights", "Quenby", 0, "residential", 16, 1966, False, "comprehensive"),
    ("Quenby Civic Centre", "Quenby", 1, "civic", 6, 1989, False, "comprehensive"),
    ("Wharfside Library", "Quenby", 1, "civic", 3, 1906, True, "semi-comprehensive"),
    ("Tallis Street Car Park", "Quenby", 1, "car park", 5, 1997, False, "call-out only"),
    ("Ferrybridge Leisure Centre", "Quenby", 1, "leisure", 3, 2008, False, "comprehensive"),
    ("Tarnvale General", "Tarnside", 2, "hospital", 9, 1983, False, "comprehensive"),
    ("Hollin Ward Block", "Tarnside", 2, "hospital", 5, 2003, False, "comprehensive"),
    ("Ashcombe Clinic", "Ashcombe", 2, "hospital", 3, 2014, False, "semi-comprehensive"),
    ("Oriel House", "Harlowmere", 3, "office", 10, 1992, False, "comprehensive"),
    ("Pennant Chambers", "Harlowmere", 3, "office", 7, 1895, True, "semi-comprehensive"),
    ("Silverthorn Place", "Harlowmere", 3, "office", 12, 2016, False, "comprehensive"),
    ("Halberd Park East", "Oxlade Cross", 4, "retail", 2, 2006, False, "comprehensive"),
    ("Halberd Park West", "Oxlade Cross", 4, "retail", 2, 2011, False, "call-out only"),
    ("Sandreth Retail Hub", "Sandreth", 4, "retail", 3, 2018, False, "semi-comprehensive"),
    ("Greaves Library", "Marrowby", 5, "education", 6, 1962, True, "comprehensive"),
    ("Marrowby Science Park", "Marrowby", 5, "education", 8, 2012, False, "comprehensive"),
    ("Abbotsway Halls", "Marrowby", 5, "residential", 9, 1999, False, "semi-comprehensive"),
    ("Cotter Lecture Theatre", "Marrowby", 5, "education", 4, 1979, False, "call-out only"),
    ("Kingsfold Harlowmere", "Harlowmere", 6, "hotel", 11, 2001, False, "comprehensive"),
    ("Kingsfold Quayside", "Quenby", 6, "hotel", 7, 1910, True, "comprehensive"),
    ("The Linnet Hotel", "Tarnside", 6, "hotel", 5, 1932, True, "semi-comprehensive"),
    ("Pellbrook House", "Quenby", 7, "office", 8, 1985, False, "comprehensive"),
    ("Dunholm Works", "Quenby", 7, "office", 4, 1881, True, "call-out only"),
    ("Saxby Yard", "Harlowmere", 7, "office", 6, 2020, False, "semi-comprehensive"),
    ("Sandreth Centre", "Sandreth", 8, "retail", 3, 1994, False, "comprehensive"),
    ("Sandreth Centre Car Park", "Sandreth", 8, "car park", 6, 1994, False, "comprehensive"),
    ("Larchmont Lodge", "Ashcombe", 9, "care home", 3, 1988, False, "semi-comprehensive"),
    ("Brackenhill Care Home", "Ashcombe", 9, "care home", 2, 2009, False, "semi-comprehensive"),
    ("Willowby Court", "Tarnside", 9, "care home", 4, 1977, False, "call-out only"),
    ("Lydgate Museum", "Tarnside", 10, "museum", 4, 1871, True, "comprehensive"),
    ("Lydgate Archive Store", "Tarnside", 10, "museum", 2, 2015, False, "call-out only"),
    ("Plover Point", "Oxlade Cross", 0, "residential", 12, 2019, False, "comprehensive"),
    ("Cressing Mill", "Oxlade Cross", 3, "office", 5, 1860, True, "semi-comprehensive"),
    ("Oxlade Station Footbridge", "Oxlade Cross", 1, "transport", 2, 2015, False, "comprehensive"),
    ("Harlowmere Arcade", "Harlowmere", 8, "retail", 3, 1964, False, "semi-comprehensive"),
    ("Vetch House", "Harlowmere", 9, "care home", 3, 2021, False, "comprehensive"),
    ("Tarnside Interchange", "Tarnside", 1, "transport", 3, 2010, False, "comprehensive"),
]
TOWN_DEPOT = {"Harlowmere": 0, "Marrowby": 0, "Quenby": 1, "Brindlecombe": 1, "Tarnside": 2, "Ashcombe": 2,
              "Oxlade Cross": 3, "Sandreth": 3}

# model, maker, liftType, drive, count, capacityKg, persons, speedMps, serial prefix
MODELS = [
    ("Vantor V-400", "Vantor", "passenger", "traction", 8, 630, 8, 1.0, "VT"),
    ("Vantor MRL-6", "Vantor", "passenger", "machine-room-less", 6, 450, 6, 1.0, "VM"),
    ("Hesketh H2 Hydro", "Hesketh", "passenger", "hydraulic", 5, 630, 8, 0.63, "HH"),
    ("Hesketh GL-2000", "Hesketh", "goods", "hydraulic", 4, 2000, None, 0.5, "HG"),
    ("Corrin Step 30", "Corrin", "escalator", "step chain", 4, None, None, 0.5, "CS"),
    ("Corrin Step 35", "Corrin", "escalator", "step chain", 2, None, None, 0.5, "CT"),
    ("Aldwyn PL-1", "Aldwyn", "platform", "screw", 5, 300, 1, 0.15, "AP"),
    ("Aldwyn DW-50", "Aldwyn", "dumbwaiter", "traction", 3, 50, None, 0.4, "AD"),
    ("Brevard Trac 13", "Brevard", "passenger", "traction", 7, 1000, 13, 1.6, "BT"),
    ("Brevard Trac 21", "Brevard", "passenger", "traction", 5, 1600, 21, 1.0, "BB"),
    ("Myrtle Ascent 8", "Myrtle", "passenger", "machine-room-less", 6, 630, 8, 1.0, "MA"),
    ("Ortmann Classic", "Ortmann", "passenger", "traction", 3, 320, 4, 0.5, "OC"),
    ("Kessock Firelift", "Kessock", "passenger", "traction", 2, 1000, 13, 1.6, "KF"),
]
FEATURES = ["voice announcer", "braille buttons", "autodialler", "fire recall", "anti-vandal panels", "LED lighting",
            "CCTV", "key switch"]

# name, category, unitCostGbp, leadTimeDays, obsolete, weightKg, makers (None: universal)
PARTS = [
    ("door operator belt", "doors", 48.5, 3, False, 0.6, ["Vantor", "Brevard", "Myrtle"]),
    ("door lock contact", "doors", 22.75, 2, False, 0.2, None),
    ("landing door roller", "doors", 14.2, 5, False, 0.3, None),
    ("door operator motor", "doors", 612.0, 21, False, 8.4, ["Vantor", "Brevard"]),
    ("light curtain", "safety", 385.0, 10, False, 2.1, None),
    ("overspeed governor", "safety", 1240.0, 42, False, 31.0, ["Vantor", "Brevard", "Kessock"]),
    ("safety gear block", "safety", 210.0, 28, False, 4.5, ["Brevard", "Kessock"]),
    ("suspension rope (per metre)", "ropes", 9.6, 14, False, None, None),
    ("rope gland", "ropes", 6.3, 7, False, 0.1, None),
    ("controller main board", "controller", 1890.0, 35, False, 1.2, ["Vantor"]),
    ("inverter drive", "controller", 2450.0, 30, False, 12.6, ["Vantor", "Brevard", "Myrtle"]),
    ("relay pack", "controller", 96.0, 4, True, 0.5, ["Ortmann"]),
    ("hydraulic seal kit", "hydraulics", 134.0, 12, False, 0.9, ["Hesketh"]),
    ("hydraulic oil (20 l)", "hydraulics", 78.0, 2, False, 18.0, None),
    ("valve block", "hydraulics", 980.0, 25, False, 6.8, ["Hesketh"]),
    ("car push button", "buttons", 18.4, 3, False, 0.1, None),
    ("landing push button", "buttons", 16.9, 3, False, None, None),
    ("LED car light panel", "lighting", 74.0, 6, False, 1.4, None),
    ("emergency light battery", "lighting", 29.5, 4, False, 0.8, None),
    ("step chain", "escalator", 3120.0, 49, False, 96.0, ["Corrin"]),
    ("handrail drive belt", "escalator", 455.0, 18, False, 5.2, ["Corrin"]),
    ("comb plate", "escalator", 68.0, 9, False, 2.3, ["Corrin"]),
    ("platform lift screw nut", "platform", 312.0, 20, False, 1.9, ["Aldwyn"]),
    ("autodialler unit", "communication", 265.0, 7, False, 0.7, None),
]

JOB_TYPES = ["breakdown"] * 34 + ["routine service"] * 24 + ["thorough examination"] * 13 + ["repair"] * 15 + \
    ["entrapment"] * 8 + ["modernisation"] * 6
FAULTS = ["door fault", "levelling error", "controller trip", "car lighting out", "autodialler fault", "noisy ride",
          "overspeed trip", "vandalism", "water ingress", "power failure", "handrail stopped", "oil leak",
          "button stuck", "safety edge fault"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props})

    for i, (name, town, opened, vans, yard, cover) in enumerate(DEPOTS):
        node(f"d{i}", ["Depot"], {"name": name, "town": town, "openedYear": opened, "vans": vans, "yardSqm": yard,
                                   "emergencyCover24h": cover})

    for i, (first, last, role, start, comp, skills, rate, sub, van, depots, examiner) in enumerate(TECHS):
        labels = ["Technician", "Examiner"] if examiner else ["Technician"]
        node(f"t{i}", labels, {"firstName": first, "lastName": last, "role": role, "startYear": start,
                               "competencyYear": comp, "skills": skills, "hourlyRateGbp": rate,
                               "subcontractor": sub, "vanReg": van})
        for k, d in enumerate(depots):
            y = max(start, DEPOTS[d][2])
            since = D(y, rng.randint(1, 12), rng.randint(1, 28))
            if k == 1:
                since = D(rng.choice([2021, 2022, 2023]), rng.randint(1, 12), rng.randint(1, 28))
            rel("BASED_AT", f"t{i}", f"d{d}", {"since": str(since), "daysPerWeek": 5 if len(depots) == 1 else rng.choice([2, 3]),
                                               "onCallRota": role not in ("contracts manager", "apprentice", "fitter's mate") and rng.random() < 0.7})
    for a, b, since, shadowed, signed in TRAINED:
        rel("TRAINED", f"t{a}", f"t{b}", {"since": since, "visitsShadowed": shadowed, "signedOff": signed})

    for i, (name, sector, city, since_y, public, credit, _po) in enumerate(CLIENTS):
        node(f"c{i}", ["Client"], {"name": name, "sector": sector, "city": city, "clientSinceYear": since_y,
                                    "publicSector": public, "creditLimitGbp": credit})

    fees = {"comprehensive": (3200, 9800), "semi-comprehensive": (1400, 4200)}
    for i, (name, town, client, usage, floors, built, listed, level) in enumerate(BUILDINGS):
        height = round(floors * rng.uniform(2.9, 3.6), 1) if rng.random() < 0.8 else None
        node(f"b{i}", ["Building"], {"name": name, "town": town, "usage": usage, "floors": floors, "yearBuilt": built,
                                      "listed": listed, "heightM": height})
        cs = CLIENTS[client][3]
        since = D(max(cs, built) + rng.randint(0, 3), rng.randint(1, 12), rng.randint(1, 28))
        if since.year > 2025:
            since = D(2025, rng.randint(1, 6), rng.randint(1, 28))
        lo, hi = fees.get(level, (0, 0))
        rel("MANAGES", f"c{client}", f"b{i}", {
            "since": str(since), "contractLevel": level,
            "annualFeeGbp": rng.randrange(lo, hi, 50) if level != "call-out only" else None,
            "visitsPerYear": {"comprehensive": rng.choice([6, 12]), "semi-comprehensive": rng.choice([4, 6]), "call-out only": 0}[level]})
        depot = TOWN_DEPOT[town]
        dist = round(rng.uniform(0.8, 6.0), 1) if DEPOTS[depot][1] == town else round(rng.uniform(9.0, 38.0), 1)
        rel("COVERED_BY", f"b{i}", f"d{depot}", {"distanceKm": dist, "travelMin": int(dist * rng.uniform(2.2, 3.1)) + 4,
                                                  "keyHeld": rng.random() < 0.45})

    # lifts: placed by usage
    lift_models: list[int] = []
    for m, row in enumerate(MODELS):
        lift_models += [m] * row[4]
    rng.shuffle(lift_models)
    usage_ok = {
        "escalator": {"retail", "transport"},
        "goods": {"retail", "hospital", "hotel", "museum", "education"},
        "dumbwaiter": {"hotel", "care home", "hospital"},
        "platform": {"civic", "office", "museum", "care home", "leisure", "education"},
    }
    lift_building: list[int | None] = []
    counts = [0] * len(BUILDINGS)
    serials: set[str] = set()
    lifts = []
    for m in lift_models:
        model, maker, ltype, drive, _n, cap, persons, speed, pre = MODELS[m]
        ok = [b for b, row in enumerate(BUILDINGS) if (ltype not in usage_ok or row[3] in usage_ok[ltype])
              and counts[b] < 3 and not (ltype == "passenger" and row[4] < 3 and row[3] not in ("retail", "transport", "care home", "museum"))]
        if model == "Ortmann Classic":
            ok = [b for b in ok if BUILDINGS[b][6]]
        if model == "Kessock Firelift":
            ok = [b for b in ok if BUILDINGS[b][4] >= 10]
        # prefer buildings without a lift yet
        empty = [b for b in ok if counts[b] == 0]
        b = rng.choice(empty or ok)
        counts[b] += 1
        lift_building.append(b)
        while True:
            serial = f"{pre}-{rng.randint(10000, 99999)}"
            if serial not in serials:
                serials.add(serial)
                break
        built = BUILDINGS[b][5]
        installed = max(built, rng.randint(1985, 2024)) if model != "Ortmann Classic" else rng.randint(1958, 1979)
        if model.startswith("Kessock"):
            installed = rng.randint(2012, 2020)
        floors = 2 if ltype == "escalator" else min(BUILDINGS[b][4], rng.randint(2, BUILDINGS[b][4]) if ltype in ("goods", "dumbwaiter", "platform") else BUILDINGS[b][4])
        feats = None
        if ltype != "escalator" and rng.random() < 0.75:
            feats = sorted(rng.sample(FEATURES, rng.randint(1, 4)), key=FEATURES.index)
        props = {"model": model, "serial": serial, "maker": maker, "liftType": ltype, "drive": drive,
                 "installedYear": installed, "capacityKg": cap, "persons": persons, "speedMps": speed,
                 "floorsServed": floors, "features": feats, "inService": True}
        lifts.append(props)
    # two lifts removed from their buildings (kept on the books, no INSTALLED_IN)
    removed = [i for i, p in enumerate(lifts) if p["model"] == "Hesketh H2 Hydro"][:1] + \
        [i for i, p in enumerate(lifts) if p["model"] == "Vantor V-400"][:1]
    for li, p in enumerate(lifts):
        firefighting = p["model"] == "Kessock Firelift" or (p["liftType"] == "passenger" and p["model"].startswith("Brevard") and BUILDINGS[lift_building[li]][4] >= 8 and li not in removed)
        labels = ["Lift", "Firefighting"] if firefighting else ["Lift"]
        if li in removed or rng.random() < 0.05:
            p["inService"] = False
        insp = D(2025, rng.randint(1, 12), rng.randint(1, 28)) if rng.random() < 0.86 else None
        if insp and insp > D(2025, 12, 20):
            insp = D(2025, 12, rng.randint(1, 20))
        p["lastInspection"] = str(insp) if insp and li not in removed else None
        node(f"l{li}", labels, p)
        if li in removed:
            continue
        b = lift_building[li]
        cs = CLIENTS[BUILDINGS[b][2]][3]
        since_y = max(p["installedYear"], cs)
        rel("INSTALLED_IN", f"l{li}", f"b{b}", {"since": str(D(since_y, rng.randint(1, 12), rng.randint(1, 28))),
                                                "shaft": rng.choice(["core A", "core B", "east stair", "west stair", "atrium", "rear"]) if p["liftType"] != "escalator" else rng.choice(["atrium", "concourse", "mall"]),
                                                "servesBasement": rng.random() < 0.3})

    # parts
    for i, (name, cat, cost, lead, obsolete, weight, makers) in enumerate(PARTS):
        node(f"p{i}", ["Part"], {"name": name, "category": cat, "unitCostGbp": cost, "leadTimeDays": lead,
                                  "obsolete": obsolete, "weightKg": weight, "makers": makers})
        if name == "relay pack":
            continue  # obsolete: stocked nowhere
        depots = sorted(rng.sample(range(4), rng.choice([2, 3, 3, 4])))
        for d in depots:
            rel("STOCKED_AT", f"p{i}", f"d{d}", {"qty": rng.randint(0, 40) if cost < 500 else rng.randint(0, 3),
                                                  "bin": f"{'ABCDE'[rng.randint(0, 4)]}-{rng.randint(1, 30):02d}",
                                                  "since": str(D(rng.randint(max(2015, DEPOTS[d][2]), 2025), rng.randint(1, 12), rng.randint(1, 28))),
                                                  "reorderLevel": rng.choice([1, 2, 5, 10]) if rng.random() < 0.85 else None})

    # jobs
    installed = [li for li in range(len(lifts)) if li not in removed]
    techs_by_depot: dict[int, list[int]] = {0: [], 1: [], 2: [], 3: []}
    for ti, t in enumerate(TECHS):
        if ti in IDLE:
            continue
        for d in t[9]:
            techs_by_depot[d].append(ti)
    job_types = JOB_TYPES[:]
    rng.shuffle(job_types)
    refs: set[str] = set()
    statuses = ["completed"] * 72 + ["cancelled"] * 9 + ["scheduled"] * 10 + ["awaiting parts"] * 9
    rng.shuffle(statuses)
    start = D(2024, 1, 3)
    for j, jt in enumerate(job_types):
        st = statuses[j]
        if st == "scheduled":
            visit = D(2026, rng.randint(1, 4), rng.randint(1, 28))
            jt = rng.choice(["routine service", "thorough examination", "repair", "modernisation"])
        elif st == "awaiting parts":
            visit = D(2025, rng.randint(9, 12), rng.randint(1, 28))
            if jt in ("routine service", "thorough examination"):
                jt = "repair"
        else:
            visit = start + dt.timedelta(days=rng.randint(0, 720))
        if st == "cancelled" and jt == "entrapment":
            jt = "breakdown"
        li = rng.choice(installed)
        lp = lifts[li]
        if lp["liftType"] == "escalator" and jt == "entrapment":
            jt = "breakdown"
        b = lift_building[li]
        client = BUILDINGS[b][2]
        if jt in ("breakdown", "entrapment"):
            logged = visit - dt.timedelta(days=rng.choice([0, 0, 0, 1]))
            channel = rng.choice(["phone", "phone", "autodialler", "portal", "email"]) if jt == "breakdown" else rng.choice(["phone", "autodialler"])
        elif jt in ("routine service", "thorough examination"):
            logged = visit - dt.timedelta(days=rng.randint(10, 60))
            channel = "planner"
        else:
            logged = visit - dt.timedelta(days=rng.randint(5, 45))
            channel = rng.choice(["email", "portal"])
        while True:
            ref = f"SL-{logged.year % 100:02d}-{rng.randint(100, 999)}"
            if ref not in refs:
                refs.add(ref)
                break
        priority = {"entrapment": 1, "breakdown": rng.choice([1, 2, 2, 3]), "repair": rng.choice([2, 3]),
                    "routine service": 4, "thorough examination": 4, "modernisation": 4}[jt]
        est = {"breakdown": rng.choice([2, 3, 4]), "entrapment": rng.choice([1, 2]), "repair": rng.choice([4, 6, 8]),
               "routine service": rng.choice([2, 3]), "thorough examination": rng.choice([2, 3, 4]),
               "modernisation": rng.choice([80, 120, 160, 200])}[jt]
        props = {"jobRef": ref, "jobType": jt, "status": st, "priority": priority, "visitDate": str(visit), "estHours": est}
        emergency = jt in ("breakdown", "entrapment") and st != "cancelled" and (rng.random() < 0.35 or jt == "entrapment" and rng.random() < 0.7)
        hours_total = 0.0
        # attendance
        if st != "cancelled":
            depot = TOWN_DEPOT[BUILDINGS[b][1]]
            pool = techs_by_depot[depot]
            if jt == "modernisation":
                leads = [t for t in pool if TECHS[t][2] == "modernisation fitter"] or [17]
            elif jt == "thorough examination":
                leads = [t for t in range(len(TECHS)) if TECHS[t][10] and t not in IDLE]
            else:
                leads = [t for t in pool if TECHS[t][2] in ("senior technician", "service technician")]
            lead = rng.choice(leads)
            crew = [(lead, "examiner" if jt == "thorough examination" else "lead")]
            others = [t for t in pool if t != lead and TECHS[t][2] in ("senior technician", "service technician", "modernisation fitter")]
            if (jt in ("repair", "modernisation") or rng.random() < 0.2) and others:
                crew.append((rng.choice(others), "second"))
            juniors = [t for t in pool if TECHS[t][2] in ("apprentice", "fitter's mate")]
            if juniors and (jt == "modernisation" or rng.random() < 0.25):
                crew.append((rng.choice(juniors), "apprentice" if TECHS[crew[0][0]][2] != "x" else "mate"))
            for t, role in crew:
                if role == "apprentice" and TECHS[t][2] == "fitter's mate":
                    role = "mate"
                if jt == "modernisation":
                    hours = float(rng.randint(60, 190)) if st != "scheduled" else float(est)
                elif st == "scheduled":
                    hours = float(est)
                else:
                    hours = round(est * rng.uniform(0.5, 1.8) * 4) / 4
                hours_total += hours
                ooh = emergency and st != "scheduled"
                rel("ATTENDED", f"t{t}", f"j{j}", {"role": role, "onDate": str(visit), "hours": hours, "outOfHours": ooh})
        if st == "completed":
            close = visit + dt.timedelta(days=0 if jt in ("breakdown", "entrapment", "routine service", "thorough examination") and rng.random() < 0.8 else rng.randint(1, 30))
            if jt == "modernisation":
                close = visit + dt.timedelta(days=rng.randint(20, 60))
            props["closedDate"] = str(close)
            if jt in ("breakdown", "entrapment"):
                props["downtimeHours"] = round(rng.uniform(0.5, 30.0), 1) if jt == "breakdown" else round(rng.uniform(0.3, 2.5), 1)
            if jt in ("breakdown", "entrapment", "repair") and rng.random() < 0.65:
                props["faults"] = sorted(rng.sample(FAULTS[:10] if lp["liftType"] != "escalator" else ["handrail stopped", "power failure", "safety edge fault", "noisy ride"], rng.choice([1, 1, 2])), key=FAULTS.index)
        # parts (planned parts stay on cancelled, scheduled and awaiting-parts jobs)
        part_rows = []
        if jt in ("breakdown", "repair", "modernisation", "entrapment") or rng.random() < 0.4:
            n = {"modernisation": rng.randint(3, 6), "repair": rng.randint(1, 4), "breakdown": rng.randint(1, 3),
                 "entrapment": rng.randint(0, 1)}.get(jt, 1)
            fits = [p for p, row in enumerate(PARTS) if (row[6] is None or lp["maker"] in row[6])
                    and ((row[1] == "escalator") == (lp["liftType"] == "escalator"))
                    and (row[1] != "platform" or lp["liftType"] == "platform")
                    and (row[1] != "ropes" or lp["drive"] == "traction")
                    and (row[1] != "hydraulics" or lp["drive"] == "hydraulic")]
            if jt in ("routine service", "thorough examination"):
                fits = [p for p in fits if PARTS[p][2] < 100 and PARTS[p][1] != "ropes"]
            for p in sorted(rng.sample(fits, min(n, len(fits)))):
                qty = rng.randint(20, 60) if "per metre" in PARTS[p][0] else 1 if PARTS[p][2] > 1000 else rng.choice([1, 1, 1, 2, 4])
                part_rows.append((p, qty))
                rel("FITTED", f"j{j}", f"p{p}", {"qty": qty, "underWarranty": lp["installedYear"] >= 2022 or rng.random() < 0.08})
        if st == "completed" and jt not in ("routine service", "thorough examination"):
            labour = hours_total * (58.0 if not emergency else 87.0)
            parts_cost = sum(PARTS[p][2] * q for p, q in part_rows)
            props["invoiceGbp"] = round(labour + parts_cost * 1.25 + rng.choice([0.0, 0.0, 35.0, 12.5]), 2)
        elif st == "scheduled" and jt in ("repair", "modernisation"):
            props["invoiceGbp"] = float(round(est * 58.0 + sum(PARTS[p][2] * q for p, q in part_rows) * 1.25))
        node(f"j{j}", ["Job", "Emergency"] if emergency else ["Job"], props)
        rp = CLIENTS[client][6]
        rel("RAISED", f"c{client}", f"j{j}", {"loggedOn": str(logged), "channel": channel,
                                               "poNumber": f"{rp}-{rng.randint(20000, 89999)}" if rp else None})
        rel("FOR", f"j{j}", f"l{li}", {"outOfService": jt in ("breakdown", "entrapment", "modernisation") or (jt == "repair" and rng.random() < 0.5),
                                        "stoppedAtFloor": rng.randint(0, max(0, lp["floorsServed"] - 1)) if jt in ("breakdown", "entrapment") and lp["liftType"] != "escalator" else None})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "lastInspection", "visitDate", "closedDate", "loggedOn", "onDate"]}
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
