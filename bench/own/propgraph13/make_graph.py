#!/usr/bin/env python3
"""Write graph.json: an invented small regional airline (Kittiwake Air) as its operations office might keep it in Neo4j.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every name is invented.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 1313
HERE = Path(__file__).resolve().parent

AIRPORTS = [  # code, name, town, runwayM, elevationFt, hasCustoms, opened (int year), maintenance base
    ("KRW", "Kirrow Regional", "Kirrow", 2150, 84, True, 1962, True),
    ("BLM", "Balmore Field", "Balmore", 1480, 312, False, 1971, False),
    ("SKH", "Skellhaven", "Skellhaven", 1320, 22, False, 1958, False),
    ("TRV", "Tarvie Airport", "Tarvie", 1890, 140, True, 1984, True),
    ("ODN", "Odnes Island", "Odnes", 980, 15, False, 1990, False),
    ("MRG", "Morrig Strand", "Morrig", 1150, 9, False, 1976, False),
    ("CAV", "Caverley International", "Caverley", 2740, 265, True, 1955, True),
    ("FNL", "Finlay Head", "Finlay", 1040, 48, False, 1999, False),
    ("GLS", "Glasswick", "Glasswick", 1610, 401, False, 1968, False),
    ("HBR", "Holmbrae", "Holmbrae", 1260, 190, False, 2004, False),
    ("YST", "Ystra Point", "Ystra", 900, 31, False, 2012, False),
    ("PEL", "Pellow Downs", "Pellow", 1705, 520, True, 1980, False),
]
BASES = ["KRW", "TRV", "CAV"]

ROUTES = [  # origin, destination, distanceKm, flight number (same number both ways +1)
    ("KRW", "BLM", 212), ("KRW", "SKH", 148), ("KRW", "TRV", 305), ("KRW", "ODN", 96), ("KRW", "MRG", 174),
    ("KRW", "CAV", 388), ("TRV", "FNL", 133), ("TRV", "GLS", 241), ("CAV", "HBR", 167), ("CAV", "PEL", 290),
    ("KRW", "YST", 121), ("TRV", "CAV", 276), ("SKH", "ODN", 64),
]

TYPES = [  # name, manufacturer, seats, rangeKm, turboprop, cruiseKts
    ("Skua 19", "Ostrand", 19, 1480, True, 210),
    ("Tarn 48", "Vellmore", 48, 1650, True, 275),
    ("Tarn 72", "Vellmore", 70, 1520, True, 280),
    ("Petrel 100", "Ostrand", 98, 3100, False, 430),
]
AIRCRAFT = [  # tailNumber, fleetNo, type index, nickname or None, wifi
    ("G-KTWA", 101, 0, "Puffin", False), ("G-KTWB", 102, 0, None, False), ("G-KTWC", 103, 0, "Gannet", False),
    ("G-KTWD", 104, 1, "Spirit of Kirrow", False), ("G-KTWE", 105, 1, None, True), ("G-KTWF", 106, 1, "Fulmar", True),
    ("G-KTWG", 107, 1, "Island Hopper", False), ("G-KTWH", 108, 2, "Tarvie Belle", True),
    ("G-KTWJ", 109, 2, None, True), ("G-KTWK", 110, 2, "Shearwater", True), ("G-KTWL", 111, 2, "Morrig Lass", False),
    ("G-KTWM", 112, 2, None, True), ("G-KTWN", 113, 3, "Northern Light", True), ("G-KTWP", 114, 3, None, True),
    ("G-KTWR", 115, 0, "Skerry Wren", False), ("G-KTWS", 116, 1, None, False),
]

CREW = [  # firstName, lastName, jobTitle, base
    ("Ailsa", "Brodie", "Captain", "KRW"), ("Torquil", "Menzies", "Captain", "KRW"),
    ("Signe", "Halvorsen", "Captain", "TRV"), ("Euan", "Lachlan", "Captain", "CAV"),
    ("Morven", "Strachan", "Captain", "KRW"), ("Dagny", "Voss", "Captain", "CAV"),
    ("Calum", "Ferrier", "First Officer", "KRW"), ("Isla", "Quayle", "First Officer", "TRV"),
    ("Rhona", "Gillies", "First Officer", "KRW"), ("Birk", "Solheim", "First Officer", "CAV"),
    ("Fergus", "Aitken", "First Officer", "TRV"), ("Kirsty", "Mowat", "First Officer", "KRW"),
    ("Leif", "Andersen", "First Officer", "CAV"), ("Niamh", "Corrie", "First Officer", "KRW"),
    ("Peigi", "Munro", "Senior Cabin Attendant", "KRW"), ("Ewan", "Tulloch", "Senior Cabin Attendant", "TRV"),
    ("Marit", "Lund", "Senior Cabin Attendant", "CAV"), ("Seonag", "Bain", "Senior Cabin Attendant", "KRW"),
    ("Alasdair", "Rennie", "Cabin Attendant", "KRW"), ("Freya", "Sinclair", "Cabin Attendant", "KRW"),
    ("Hamish", "Dow", "Cabin Attendant", "TRV"), ("Ingrid", "Berg", "Cabin Attendant", "CAV"),
    ("Jamie", "Ogilvie", "Cabin Attendant", "KRW"), ("Katrin", "Eklund", "Cabin Attendant", "TRV"),
    ("Lorna", "Birrell", "Cabin Attendant", "CAV"), ("Magnus", "Flett", "Cabin Attendant", "KRW"),
    ("Oona", "Harcus", "Cabin Attendant", "KRW"), ("Ruaridh", "Isbister", "Cabin Attendant", "TRV"),
    ("Solveig", "Ness", "Cabin Attendant", "CAV"), ("Tam", "Linklater", "Cabin Attendant", "KRW"),
    ("Una", "Rendall", "Cabin Attendant", "TRV"), ("Vaila", "Spence", "Cabin Attendant", "KRW"),
]
LANGS = ["English", "Gaelic", "Norwegian", "French", "German", "Spanish", "Polish"]

FIRST = ["Abigail", "Benedict", "Catriona", "Declan", "Elspeth", "Fraser", "Gwen", "Hector", "Iona", "Jasper",
         "Kenna", "Lachie", "Moira", "Neil", "Orla", "Patrick", "Rosalind", "Struan", "Tilda", "Wallace", "Yvaine",
         "Zander"]
LAST = ["Abernethy", "Buchanan", "Craigie", "Dalgleish", "Erskine", "Forsyth", "Gunn", "Henderson", "Inglis",
        "Jardine", "Kerr", "Leask", "MacAulay", "Nicolson", "Oliphant", "Pirie", "Rattray", "Shearer", "Thain",
        "Urquhart", "Wishart"]
MEALS = ["vegetarian", "vegan", "gluten free", "halal", "kosher"]
CHECKS = ["A-check", "B-check", "C-check", "engine borescope", "propeller overhaul"]


def day(rng: random.Random, lo: dt.date, hi: dt.date) -> dt.date:
    return lo + dt.timedelta(days=rng.randrange((hi - lo).days + 1))


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    for code, name, town, runway, elev, customs, opened, _maint in AIRPORTS:
        node(code, ["Airport"], {"code": code, "name": name, "town": town, "runwayM": runway, "elevationFt": elev,
                                 "hasCustoms": customs, "opened": opened})
    for i, (name, maker, seats, rng_km, turbo, kts) in enumerate(TYPES):
        node(f"T{i}", ["AircraftType"], {"name": name, "manufacturer": maker, "seats": seats, "rangeKm": rng_km,
                                         "turboprop": turbo, "cruiseKts": kts})
    planes = []
    for tail, fleet_no, t, nick, wifi in AIRCRAFT:
        delivered = day(rng, dt.date(2009, 1, 1), dt.date(2023, 12, 31))
        hours = round((dt.date(2025, 10, 1) - delivered).days * rng.uniform(2.1, 3.4), 1)
        node(tail, ["Aircraft"], {"tailNumber": tail, "fleetNo": fleet_no, "nickname": nick,
                                  "delivered": delivered.isoformat(), "hoursFlown": hours, "wifi": wifi,
                                  "inService": tail not in ("G-KTWB", "G-KTWS")})
        rel("OF_TYPE", tail, f"T{t}")
        planes.append((tail, t))

    crew_ids = []
    staff_nos = rng.sample(range(7001, 7400), len(CREW))
    for i, (first, last, title, base) in enumerate(CREW):
        cid = f"C{i}"
        pilot = title in ("Captain", "First Officer")
        langs = ["English"] + sorted(rng.sample(LANGS[1:], rng.choice([0, 0, 1, 1, 2])))
        hired = day(rng, dt.date(2005, 1, 1), dt.date(2024, 6, 30))
        props = {"firstName": first, "lastName": last, "staffNo": staff_nos[i], "jobTitle": title,
                 "hired": hired.isoformat(), "languages": langs}
        if pilot:
            props["licenceNo"] = f"ATPL-{rng.randrange(10000, 99999)}" if title == "Captain" else \
                f"CPL-{rng.randrange(10000, 99999)}"
            props["totalHours"] = rng.randrange(6500, 15000) if title == "Captain" else rng.randrange(900, 4800)
        node(cid, ["CrewMember", "Pilot"] if pilot else ["CrewMember"], props)
        rel("BASED_AT", cid, base, {"since": rng.randrange(hired.year, 2025)})
        crew_ids.append((cid, title, base))
    captains = [c for c in crew_ids if c[1] == "Captain"]
    fos = [c for c in crew_ids if c[1] == "First Officer"]
    cabin = [c for c in crew_ids if "Cabin" in c[1]]
    for k, fo in enumerate(fos):  # mentoring: captain -> first officer (the last one has no mentor)
        if k < 7:
            rel("MENTORS", captains[k % len(captains)][0], fo[0], {"since": rng.randrange(2019, 2025)})
    rel("MENTORS", captains[0][0], captains[4][0], {"since": 2017})

    # flights: a dated flight each, Flight -[:DEPARTS_FROM]-> / -[:ARRIVES_AT]-> Airport, -[:FLOWN_BY]-> Aircraft
    flights = []
    for i in range(112):
        r = rng.randrange(len(ROUTES))
        orig, dest, km = ROUTES[r]
        back = rng.random() < 0.5
        if back:
            orig, dest = dest, orig
        number = f"KW{200 + 2 * r + (1 if back else 0)}"
        when = day(rng, dt.date(2024, 4, 1), dt.date(2025, 9, 30))
        cancelled = rng.random() < 0.07
        hh, mm = rng.choice(range(6, 21)), rng.choice([0, 10, 15, 25, 30, 40, 45, 55])
        delay = None if cancelled else rng.choice([0, 0, 0, 0, 5, 10, 15, 25, 40, 75, 130])
        fid = f"F{i}"
        node(fid, ["Flight"], {"flightNo": number, "date": when.isoformat(), "scheduledDep": f"{hh:02d}:{mm:02d}",
                               "distanceKm": km, "cancelled": cancelled, "delayMin": delay})
        rel("DEPARTS_FROM", fid, orig)
        rel("ARRIVES_AT", fid, dest)
        if not (cancelled and rng.random() < 0.6):
            tail, t = rng.choice([p for p in planes if p[0] not in ("G-KTWB", "G-KTWS") or when.year == 2024])
            rel("FLOWN_BY", fid, tail)
        flights.append((fid, cancelled, when, km))
        if not cancelled:
            hrs = round(km / 380 + rng.uniform(1.2, 2.6), 1)
            cap = rng.choice(captains)
            rel("CREWED", cap[0], fid, {"role": "captain", "dutyHours": hrs})
            fo = rng.choice(fos)
            rel("CREWED", fo[0], fid, {"role": "first officer", "dutyHours": hrs})
            for c in rng.sample(cabin, rng.choice([0, 1, 1, 2])):
                rel("CREWED", c[0], fid, {"role": "cabin", "dutyHours": hrs})

    # passengers (loyalty members); Elite = Gold tier
    names = rng.sample([(f, lname) for f in FIRST for lname in LAST], 118)
    loyalty = rng.sample(range(300100, 309999), 118)
    pax = []
    for i, (first, last) in enumerate(names):
        pid = f"P{i}"
        tier = rng.choices(["Blue", "Silver", "Gold"], weights=[70, 20, 10])[0]
        joined = day(rng, dt.date(2014, 1, 1), dt.date(2025, 6, 30))
        props = {"firstName": first, "lastName": last, "loyaltyNo": loyalty[i], "tier": tier,
                 "joined": joined.isoformat(), "miles": rng.randrange(0, 90000) if tier == "Blue" else
                 rng.randrange(40000, 250000),
                 "birthYear": rng.randrange(1940, 2007) if rng.random() < 0.88 else None,
                 "mealPreference": rng.choice(MEALS) if rng.random() < 0.22 else None,
                 "newsletter": rng.random() < 0.55,
                 "contactChannels": sorted(rng.sample(["email", "sms", "app", "post"], rng.randrange(1, 3)))
                 if rng.random() < 0.85 else None}
        labels = ["Passenger"]
        if tier == "Gold":
            labels.append("Elite")
            props["eliteSince"] = rng.randrange(max(joined.year, 2016), 2026)
            props["loungeAccess"] = rng.random() < 0.7
        node(pid, labels, props)
        pax.append(pid)
    travellers = pax[:-7]  # seven members have never booked
    for _ in range(400):
        p = rng.choice(travellers)
        fid, cancelled, when, km = rng.choice(flights)
        booked_on = when - dt.timedelta(days=rng.randrange(1, 120))
        cabin_cls = rng.choices(["economy", "flex"], weights=[80, 20])[0]
        fare = round(km * rng.uniform(0.18, 0.32) * (1.6 if cabin_cls == "flex" else 1.0) + 12, 2)
        rel("BOOKED", p, fid, {"bookedOn": booked_on.isoformat(), "fareGbp": fare,
                               "seat": f"{rng.randrange(1, 19)}{rng.choice('ABCD')}", "cabin": cabin_cls,
                               "bags": rng.choice([0, 0, 1, 1, 1, 2]), "checkedIn": (not cancelled) and
                               rng.random() < 0.9})

    # maintenance: Aircraft -[:INSPECTED_AT]-> Airport (the three maintenance bases)
    maint = [a[0] for a in AIRPORTS if a[7]]
    for _ in range(42):
        tail, _t = rng.choice(planes)
        check = rng.choices(CHECKS, weights=[45, 25, 10, 12, 8])[0]
        rel("INSPECTED_AT", tail, rng.choice(maint),
            {"date": day(rng, dt.date(2022, 1, 1), dt.date(2025, 9, 30)).isoformat(), "checkType": check,
             "costGbp": round(rng.uniform(1800, 9000) * (6 if check == "C-check" else 1), 2),
             "passed": rng.random() < 0.88})

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["delivered", "hired", "date", "joined", "bookedOn"]}
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
