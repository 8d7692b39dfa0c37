#!/usr/bin/env python3
"""Write graph.json: an invented city bike-share scheme (Castrel Cycle Share) as its operator might keep it in Neo4j.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every name is invented.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 1111
HERE = Path(__file__).resolve().parent

DISTRICTS = [  # code (int), name, population, areaKm2, hilly
    (4101, "Old Quay", 18400, 3.2, False),
    (4102, "Tanner's Reach", 22950, 4.7, False),
    (4103, "Oriel Park", 15300, 5.9, True),
    (4104, "Saltmarket", 27800, 2.6, False),
    (4105, "Kestle Hill", 11200, 6.8, True),
    (4106, "Brackwater", 19650, 7.4, False),
    (4107, "Lindow Fields", 9800, 8.1, True),
    (4108, "Copperside", 24100, 3.9, False),
]

STATION_NAMES = [
    "Quayside Steps", "Harbour Clock", "Ferry Lane", "Tannery Yard", "Reach Bridge", "Dyers Row", "Oriel Gate",
    "Bandstand", "Park Lodge", "Corn Exchange", "Fishmarket", "Salt Square", "Weighhouse", "Kestle Top",
    "Beacon Road", "Chapel Brow", "Brackwater Halt", "Mill Pond", "Sluice Gate", "Lindow Green", "Orchard End",
    "Copper Works", "Foundry Street", "Smelters Arch", "Central Library", "Guildhall", "Wharf Cranes",
    "Riverside Sidings", "Ropewalk", "Old Quay Market",
]
STATION_DISTRICT = [4101, 4101, 4101, 4102, 4102, 4102, 4103, 4103, 4103, 4104, 4104, 4104, 4104, 4105, 4105,
                    4105, 4106, 4106, 4106, 4107, 4107, 4108, 4108, 4108, 4104, 4104, 4101, 4106, 4102, 4101]

PLANS = [  # name, priceEur, billing, freeMinutes, includesEbikes
    ("Pay As You Ride", 0.0, "per ride", 0, True),
    ("Monthly Classic", 9.5, "monthly", 30, False),
    ("Monthly Plus", 14.9, "monthly", 45, True),
    ("Annual Classic", 89.0, "annual", 30, False),
    ("Student Annual", 49.0, "annual", 45, True),
]

MODELS = [  # model, electric, batteryWh
    ("Lark", False, None), ("Lark Plus", False, None), ("Heron E", True, 418), ("Heron E2", True, 522),
    ("Cargo Wren", True, 630),
]

FIRST = ["Ada", "Bram", "Cleo", "Dario", "Edda", "Finn", "Greta", "Hugo", "Ines", "Jonas", "Kaja", "Lorcan", "Mira",
         "Nils", "Odile", "Pavel", "Quilla", "Rafe", "Sigrid", "Tomas", "Una", "Viggo", "Wren", "Yusra"]
LAST = ["Ashdown", "Belcourt", "Corrigan", "Dunmore", "Elsworth", "Fairlie", "Gorsuch", "Halloran", "Ilbery",
        "Jessop", "Kinnear", "Lumsden", "Marwick", "Nettleford", "Orpen", "Prideaux", "Quarrie", "Rushbrook",
        "Standish", "Trevelyan", "Umbers", "Vosper", "Wetherall", "Yeldham"]

MECHANICS = [  # name, employeeNo, since (int year), certifiedEbike, hourlyRateEur, base station index
    ("Ottilie Braddock", "M-01", 2016, True, 24.5, 9),
    ("Cassius Pennock", "M-02", 2017, False, 21.0, 9),
    ("Rosalind Achterberg", "M-03", 2018, True, 25.75, 17),
    ("Dmitri Vallance", "M-04", 2019, True, 23.0, 17),
    ("Henrietta Quoyle", "M-05", 2020, False, 19.5, 21),
    ("Ansel Marchbank", "M-06", 2021, True, 22.25, 21),
    ("Petra Loxley", "M-07", 2022, False, 18.75, 4),
    ("Gideon Sharrock", "M-08", 2023, True, 20.0, 4),
    ("Maelle Dufrayne", "M-09", 2024, False, 18.0, 9),
]

JOBS = ["puncture", "brakes", "chain", "gears", "lights", "battery", "saddle", "safety check"]
NOTIFY = ["app", "email", "sms"]
COLOURS = ["teal", "orange", "white", "graphite"]
RETIRE_REASONS = ["frame damage", "stolen", "worn out"]


def day(rng: random.Random, start: dt.date, end: dt.date) -> dt.date:
    return start + dt.timedelta(days=rng.randrange((end - start).days + 1))


def main() -> None:
    rng = random.Random(SEED)
    nodes, rels = [], []

    def node(nid, labels, props):
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})

    def rel(rtype, a, b, props=None):
        rels.append({"type": rtype, "start": a, "end": b,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    for code, name, pop, area, hilly in DISTRICTS:
        node(f"D{code}", ["District"], {"code": code, "name": name, "population": pop, "areaKm2": area,
                                        "hilly": hilly})

    stations = []
    for i, (name, dcode) in enumerate(zip(STATION_NAMES, STATION_DISTRICT, strict=True)):
        sid = f"CS-{i + 1:03d}"
        stations.append(sid)
        node(sid, ["Station"], {
            "code": sid, "name": name, "capacityDocks": rng.choice([12, 15, 16, 18, 20, 24, 28, 30, 36, 40]) + i % 3,
            "opened": 2016 + (i * 7) % 9, "hasKiosk": rng.random() < 0.4,
            "elevationM": None if i % 8 == 5 else rng.randrange(2, 95),
            "chargingPoints": rng.random() < 0.5,
        })
        rel("IN_DISTRICT", sid, f"D{dcode}")

    for name, price, billing, free, ebikes in PLANS:
        node(name, ["Plan"], {"name": name, "priceEur": price, "billing": billing, "freeMinutes": free,
                              "includesEbikes": ebikes})

    for name, no, since, cert, rate, base in MECHANICS:
        node(no, ["Mechanic"], {"name": name, "employeeNo": no, "since": since, "certifiedEbike": cert,
                                "hourlyRateEur": rate})
        rel("BASED_AT", no, stations[base], {"shiftsPerWeek": rng.choice([3, 4, 5, 5])})

    bikes = []
    for i in range(110):
        fid = f"F-{3001 + i * 3}"
        model, electric, wh = MODELS[rng.choices(range(5), weights=[30, 20, 25, 15, 10])[0]]
        commissioned = day(rng, dt.date(2017, 3, 1), dt.date(2024, 9, 30))
        retired = i % 8 == 3 and i < 110
        labels = ["Bike", "Retired"] if retired else ["Bike"]
        props = {"frameNo": fid, "model": model, "electric": electric, "batteryWh": wh,
                 "commissioned": commissioned.isoformat(),
                 "odometerKm": round(rng.uniform(150, 9800), 1),
                 "colour": None if i % 11 == 7 else rng.choice(COLOURS)}
        if retired:
            props["retiredOn"] = day(rng, dt.date(2023, 2, 1), dt.date(2025, 8, 31)).isoformat()
            props["retireReason"] = RETIRE_REASONS[i % 3]
        node(fid, labels, props)
        bikes.append((fid, electric, retired))
        if not retired and i % 17 != 9:
            rel("DOCKED_AT", fid, rng.choice(stations), {"dockNo": rng.randrange(1, 13)})

    members = []
    used = set()
    for i in range(120):
        while True:
            fn, ln = rng.choice(FIRST), rng.choice(LAST)
            if (fn, ln) not in used:
                used.add((fn, ln))
                break
        mid = 50001 + i * 7
        joined = day(rng, dt.date(2016, 5, 1), dt.date(2025, 6, 30))
        ambassador = i % 13 == 4
        props = {"memberNo": mid, "firstName": fn, "lastName": ln, "joined": joined.isoformat(),
                 "birthYear": None if i % 9 == 2 else rng.randrange(1951, 2007),
                 "student": rng.random() < 0.22, "walletEur": round(rng.choice([0, 0, 0, rng.uniform(1, 60)]), 2),
                 "notifyBy": None if i % 6 == 1 else sorted(rng.sample(NOTIFY, rng.randrange(1, 4))),
                 "homeDistrict": None if i % 10 == 3 else rng.choice(DISTRICTS)[1]}
        if ambassador:
            props["ambassadorSince"] = rng.randrange(2019, 2026)
        node(f"M{mid}", ["Member", "Ambassador"] if ambassador else ["Member"], props)
        members.append(f"M{mid}")
        if i % 15 != 8:
            plan = PLANS[4][0] if props["student"] and rng.random() < 0.7 else rng.choice(PLANS[:4])[0]
            since = max(joined, day(rng, dt.date(2020, 1, 1), dt.date(2025, 9, 30)))
            rel("SUBSCRIBES_TO", f"M{mid}", plan, {"since": since.isoformat(), "autoRenew": rng.random() < 0.6})

    # referrals: a member who referred another (self-relationship), older member -> newer member
    for _ in range(22):
        a = rng.randrange(0, 60)
        b = rng.randrange(60, 120)
        if any(r["type"] == "REFERRED" and r["end"] == members[b] for r in rels):
            continue
        rel("REFERRED", members[a], members[b], {"year": rng.randrange(2019, 2026)})
    # a few referred members went on to refer newer members in turn (two-hop chains)
    referred = [r["end"] for r in rels if r["type"] == "REFERRED"]
    for x in referred[:4:2]:
        while True:
            c = members[rng.randrange(60, 120)]
            if c != x and c not in referred:
                break
        referred.append(c)
        rel("REFERRED", x, c, {"year": 2025})

    # rides: Member -[:RODE]-> Bike
    active_riders = [m for k, m in enumerate(members) if k % 19 != 5]
    for _ in range(470):
        m = rng.choice(active_riders)
        fid, electric, _retired = rng.choice(bikes)
        when = day(rng, dt.date(2023, 1, 2), dt.date(2025, 10, 31))
        mins = rng.randrange(3, 95)
        km = round(mins * rng.uniform(0.12, 0.3 if electric else 0.22), 1)
        fare = round(1.0 + mins * (0.15 if electric else 0.08), 2)
        rel("RODE", m, fid, {"date": when.isoformat(), "durationMin": mins, "distanceKm": km, "fareEur": fare,
                             "rating": rng.randrange(1, 6) if rng.random() < 0.45 else None})

    # repairs: Bike -[:SERVICED_BY]-> Mechanic (reads backwards from "which bikes did X repair")
    mech_ids = [m[1] for m in MECHANICS]
    for _ in range(175):
        fid, electric, _retired = rng.choice(bikes)
        job = rng.choice(JOBS if electric else JOBS[:5] + JOBS[6:])
        mid = rng.choice(mech_ids)
        rel("SERVICED_BY", fid, mid, {"date": day(rng, dt.date(2022, 6, 1), dt.date(2025, 10, 31)).isoformat(),
                                      "job": job, "minutesSpent": rng.randrange(10, 150, 5),
                                      "partsCostEur": round(rng.choice([0.0, rng.uniform(2, 180)]), 2)})

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["commissioned", "retiredOn", "joined", "since", "date"]}
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
