#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented canal narrowboat hire firm (Kestrelmoor Narrowboats).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, group, town, base, canal, route,
boat, boat class, navigation authority and booking code is invented (the trade's terms - narrowboats, widebeams,
berths, locks, rings, handovers, trial runs, blacking, BSS checks, pump-outs, bow thrusters - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 4417
HERE = Path(__file__).resolve().parent

# name, town, canal (name of a Canal node, kept as text), openedYear, moorings, hasPumpOut, hasSlipway
BASES = [
    ("Kestrel Wharf", "Pellingham", "Harrowmere Canal", 2006, 14, True, True),
    ("Otterford Basin", "Otterford", "Wendle Navigation", 2010, 10, True, False),
    ("Lyvern Junction", "Cressley Bridge", "Upper Lyvern Navigation", 2014, 8, False, True),
    ("Tarnbrook Lock", "Tarnbrook", "Tarnbrook Canal", 2019, 6, True, False),
]

# first, last, role, startYear, qualifications, hourlyRateGbp, fullTime, engineer (second label), base
STAFF = [
    ("Halvard", "Penrose", "base manager", 2006, ["RYA helmsman", "first aid", "boat handling instructor"], None, True, False, 0),
    ("Wenna", "Treloar", "base manager", 2011, ["RYA helmsman", "first aid"], None, True, False, 1),
    ("Ambrose", "Kittering", "base manager", 2014, ["RYA helmsman", "boat handling instructor", "VHF radio"], None, True, False, 2),
    ("Delphine", "Ashworth-Croft", "base manager", 2019, ["first aid", "RYA helmsman"], None, True, False, 3),
    ("Jory", "Maddicott", "handover instructor", 2012, ["RYA helmsman", "boat handling instructor", "first aid"], 16.5, True, False, 0),
    ("Saffron", "Quilliam", "handover instructor", 2017, ["RYA helmsman", "boat handling instructor"], 15.75, False, False, 0),
    ("Tobias", "Wrenfield", "handover instructor", 2015, ["boat handling instructor", "VHF radio", "first aid"], 16.0, True, False, 1),
    ("Nessa", "Pargeter", "handover instructor", 2021, ["RYA helmsman", "boat handling instructor"], 14.5, False, False, 2),
    ("Crispin", "Hollowell", "handover instructor", 2019, ["boat handling instructor", "first aid"], 15.25, True, False, 2),
    ("Morwen", "Baskerfield", "handover instructor", 2022, ["RYA helmsman", "boat handling instructor", "VHF radio"], 14.75, False, False, 3),
    ("Gideon", "Thrale", "marine engineer", 2008, ["diesel engines", "BSS examiner", "gas safe", "electrics"], 24.0, True, True, 0),
    ("Perpetua", "Nankivell", "marine engineer", 2013, ["diesel engines", "electrics"], 22.5, True, True, 0),
    ("Rufus", "Ockenden", "marine engineer", 2016, ["diesel engines", "gas safe"], 21.0, True, True, 1),
    ("Ysolde", "Fairbrass", "marine engineer", 2018, ["diesel engines", "BSS examiner", "electrics"], 22.0, True, True, 2),
    ("Caspian", "Mellowes", "marine engineer", 2020, ["diesel engines", "electrics", "first aid"], 20.5, False, True, 3),
    ("Lowenna", "Spargo", "turnaround cleaner", 2016, ["first aid"], 11.75, False, False, 0),
    ("Barnaby", "Crudge", "turnaround cleaner", 2020, ["food hygiene"], 11.5, False, False, 0),
    ("Tegen", "Rosewarne", "turnaround cleaner", 2018, ["food hygiene", "first aid"], 12.25, True, False, 1),
    ("Ivo", "Pendarves", "turnaround cleaner", 2023, ["food hygiene"], 11.25, False, False, 2),
    ("Marigold", "Fenwick-Hale", "turnaround cleaner", 2022, ["first aid"], 11.0, False, False, 3),
    ("Octavia", "Brimble", "booking agent", 2009, ["customer service"], 13.5, True, False, 0),
    ("Laurence", "Tregidgo", "booking agent", 2017, ["customer service", "first aid"], 13.0, True, False, 1),
    ("Fennimore", "Yeo", "booking agent", 2024, ["customer service"], 12.5, False, False, 0),
    ("Elowen", "Carthew", "apprentice", 2024, None, 9.5, True, False, 0),
    ("Rory", "Demelza-Pike", "apprentice", 2025, None, 9.0, True, False, 1),
    ("Hamish", "Glasby", "apprentice", 2023, None, 9.25, True, False, 2),
]

# mentor, mentee, since, weeklyHours
MENTORS = [
    (10, 23, "2024-09-02", 6), (11, 23, "2025-01-13", 3), (12, 24, "2025-03-03", 5), (13, 25, "2023-09-11", 4),
    (4, 7, "2021-04-06", 2), (4, 9, "2022-03-14", 2), (6, 9, "2022-05-09", 1), (0, 5, "2017-03-20", 2),
    (2, 8, "2019-04-01", 3), (10, 14, "2020-06-15", 2), (20, 22, "2024-02-05", 4), (1, 17, "2018-05-21", 1),
]

# name, lengthMiles, locks, openedYear, broadGauge, authority, summitFt
CANALS = [
    ("Harrowmere Canal", 46.5, 38, 1794, False, "Waterways Trust", 412),
    ("Wendle Navigation", 31.0, 17, 1768, True, "Wendle Navigation Company", None),
    ("Upper Lyvern Navigation", 22.5, 21, 1801, True, "Waterways Trust", 287),
    ("Tarnbrook Canal", 27.25, 44, 1812, False, "Waterways Trust", 538),
    ("Soddington Arm", 6.5, 4, 1833, False, "Waterways Trust", 298),
    ("Cressley Canal", 38.0, 29, 1789, False, "Cressley & District Canal Society", 366),
    ("Gallowbrook Branch", 9.75, 11, 1840, False, "Cressley & District Canal Society", None),
    ("Moorfoot Canal", 51.0, 58, 1797, True, "Waterways Trust", 601),
]

# name, difficulty, isRing, legs [(canal, miles, locks)], highlights (None: not listed), bases it starts from
ROUTES = [
    ("Harrowmere Ring", "moderate", True, [(0, 30.0, 26), (5, 18.5, 12), (4, 6.5, 4)], ["lock flight", "aqueduct", "canalside pubs"], [0]),
    ("Kestrel Short Loop", "easy", False, [(0, 12.0, 6), (4, 6.5, 4)], ["canalside pubs", "nature reserve"], [0]),
    ("Wendle Valley Run", "easy", False, [(1, 31.0, 17)], ["canalside pubs", "market town", "swing bridges"], [1]),
    ("Three Counties Ring", "challenging", True, [(1, 20.0, 9), (2, 22.5, 21), (7, 24.0, 30)], ["lock flight", "tunnel", "aqueduct", "market town"], [1, 2]),
    ("Lyvern Gorge", "easy", False, [(2, 14.0, 11)], ["nature reserve", "gorge"], [2]),
    ("Moorfoot Summit Challenge", "challenging", False, [(7, 51.0, 58)], ["lock flight", "tunnel", "summit pound"], [3]),
    ("Tarnbrook Flight", "challenging", False, [(3, 18.0, 33)], ["lock flight", "canalside pubs"], [3]),
    ("Cressley Ring", "moderate", True, [(5, 38.0, 29), (6, 9.75, 11), (0, 16.5, 12)], None, [0]),
    ("Gallowbrook Meander", "easy", False, [(6, 9.75, 11), (5, 8.0, 5)], ["nature reserve"], [2]),
    ("Tarnbrook and Moorfoot Ring", "challenging", True, [(3, 27.25, 44), (7, 20.0, 19)], ["lock flight", "tunnel", "summit pound", "aqueduct"], [3]),
    ("Soddington Arm Trip", "easy", False, [(4, 6.5, 4)], None, [0]),
    ("Upper Lyvern Ring", "moderate", True, [(2, 22.5, 21), (1, 11.0, 6), (5, 12.5, 8)], ["market town", "swing bridges", "canalside pubs"], [1, 2]),
]

# class, lengthFt, berths, widebeam, weekly base rate
CLASSES = {
    "Wrenmere 58": (58, 4, False, 1450.0),
    "Heron 62": (62, 6, False, 1690.0),
    "Dabchick 45": (45, 2, False, 990.0),
    "Otterbourne 69": (69, 8, False, 1980.0),
    "Broadreach 60 Wide": (60, 6, True, 2150.0),
}

# name, class, base
BOATS = [
    ("Meadowsweet", "Wrenmere 58", 0), ("Kittiwake", "Heron 62", 0), ("Saltmarsh Lady", "Otterbourne 69", 0),
    ("Dunnock", "Dabchick 45", 0), ("Tansy", "Wrenmere 58", 0), ("Brimstone", "Heron 62", 0),
    ("Lapwing Rose", "Wrenmere 58", 0), ("Old Harry", "Otterbourne 69", 0), ("Wayfarer's Rest", "Heron 62", 0),
    ("Coppice", "Dabchick 45", 0),
    ("Marsh Harrier", "Broadreach 60 Wide", 1), ("Eventide", "Wrenmere 58", 1), ("Bramblewick", "Heron 62", 1),
    ("Jenny Wren", "Dabchick 45", 1), ("Silver Teal", "Broadreach 60 Wide", 1), ("Moonwort", "Otterbourne 69", 1),
    ("Quillback", "Wrenmere 58", 1), ("Fieldfare", "Heron 62", 1),
    ("Halcyon Days", "Broadreach 60 Wide", 2), ("Reedling", "Wrenmere 58", 2), ("Pennywhistle", "Dabchick 45", 2),
    ("Larkrise", "Heron 62", 2), ("Cobble Hill", "Broadreach 60 Wide", 2), ("Greylag", "Otterbourne 69", 2),
    ("Morning Mist", "Wrenmere 58", 2),
    ("Thistledown", "Heron 62", 3), ("Periwinkle", "Dabchick 45", 3), ("Swallowtail", "Wrenmere 58", 3),
    ("Driftwood", "Otterbourne 69", 3), ("Amberley Belle", "Dabchick 45", 3),
]
FEATURES = ["bow thruster", "solar panels", "wifi", "tv", "bath", "washing machine", "log burner", "side hatch", "cratch cover"]

FIRST = ["Greta", "Declan", "Priya", "Tomasz", "Ingrid", "Callum", "Hester", "Joost", "Marnie", "Otis", "Sunniva", "Bram",
         "Carys", "Dwight", "Elspeth", "Florian", "Gwendolen", "Huw", "Imke", "Jasper", "Kerensa", "Lennart", "Maude",
         "Niall", "Oona", "Piers", "Rosalind", "Soren", "Thea", "Ulrich", "Verity", "Wilfred", "Xanthe", "Yannick"]
LAST = ["Vollmer", "Moriarty", "Hendry", "Kowalczyk", "Brekke", "Dunmore", "Ashgrove", "van Leeuwen", "Pettigrew",
        "Oakhampton", "Lindqvist", "Scholte", "Pryderi", "Calloway", "Marchbanks", "Eberhardt", "Fitzwarren", "Gethin",
        "Hallbeck", "Ravenscroft", "Trevithick", "Osterberg", "Quarrington", "Nethercott", "Blaylock", "Dunstable"]
GROUPS = [("Pellingham Ramblers", "club"), ("3rd Otterford Scouts", "club"), ("Cressley Bridge Primary", "school"),
          ("Tarnbrook Veterans Trust", "charity"), ("Wendle Valley Photographic Society", "club"),
          ("Brackley Hearing Dogs Fund", "charity"), ("St Ives Lane Youth Club", "club"), ("Harrowmere Sixth Form", "school")]
UK_TOWNS = ["Pellingham", "Otterford", "Cressley Bridge", "Tarnbrook", "Marlow Fenn", "Ashby Cotter", "Kingsmere",
            "Lower Wendle", "Hobsley", "Farthingstoke", "Quenford", "Brackley Heath"]
ABROAD = ["Germany", "Netherlands", "USA", "Australia", "Ireland", "Canada", "Norway", "New Zealand"]
EXTRAS = ["dog", "bikes", "linen pack", "welcome hamper", "extra day", "canoe", "fuel package", "damage waiver"]


def d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> str:
        nodes.append({"id": nid, "labels": labels, "properties": props})
        return nid

    def rel(rtype: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props})

    bases = [node(f"base{i}", ["Base"], {"name": b[0], "town": b[1], "canal": b[2], "openedYear": b[3], "moorings": b[4],
                                          "hasPumpOut": b[5], "hasSlipway": b[6]}) for i, b in enumerate(BASES)]
    staff = []
    for i, s in enumerate(STAFF):
        labels = ["Staff", "Engineer"] if s[7] else ["Staff"]
        staff.append(node(f"staff{i}", labels, {"firstName": s[0], "lastName": s[1], "role": s[2], "startYear": s[3],
                                                "qualifications": s[4], "hourlyRateGbp": s[5], "fullTime": s[6]}))
        since = dt.date(max(s[3], BASES[s[8]][3]), rng.randint(2, 10), rng.randint(1, 28))
        rel("WORKS_AT", staff[i], bases[s[8]], {"since": str(since), "keyHolder": s[2] in ("base manager", "marine engineer") or (s[2] == "handover instructor" and rng.random() < 0.5),
                                                 "onCallRota": s[2] in ("marine engineer", "base manager", "handover instructor") and rng.random() < 0.6})
    for a, b, since, hrs in MENTORS:
        rel("MENTORS", staff[a], staff[b], {"since": since, "weeklyHours": hrs})

    canals = [node(f"canal{i}", ["Canal"], {"name": c[0], "lengthMiles": c[1], "locks": c[2], "openedYear": c[3], "broadGauge": c[4],
                                            "authority": c[5], "summitFt": c[6]}) for i, c in enumerate(CANALS)]
    routes = []
    for i, r in enumerate(ROUTES):
        miles = round(sum(leg[1] for leg in r[3]), 2)
        locks = sum(leg[2] for leg in r[3])
        hours = round(miles / 3 + locks * 0.25)
        routes.append(node(f"route{i}", ["Route"], {"name": r[0], "difficulty": r[1], "isRing": r[2], "lengthMiles": miles,
                                                    "totalLocks": locks, "cruisingHours": hours, "minNights": max(2, -(-hours // 6)),
                                                    "highlights": r[4]}))
        for k, (c, m, lk) in enumerate(r[3]):
            rel("CRUISES", routes[i], canals[c], {"leg": k + 1, "miles": m, "locks": lk})

    boats = []
    boat_base = []
    next_mooring = [1, 1, 1, 1]
    for i, (name, cls, b) in enumerate(BOATS):
        length, berths, wide, rate = CLASSES[cls]
        built = rng.randint(2004, 2022)
        labels = ["Boat", "Widebeam"] if wide else ["Boat"]
        feats = sorted(rng.sample(FEATURES, rng.randint(2, 5)), key=FEATURES.index)
        if wide and "washing machine" not in feats:
            feats.append("washing machine")
        blacked = None if i in (7, 26) else str(dt.date(rng.choice([2023, 2024, 2024, 2025, 2025]), rng.choice([1, 2, 3]), rng.randint(1, 28)))
        boats.append(node(f"boat{i}", labels, {
            "name": name, "boatClass": cls, "lengthFt": length, "berths": berths + (1 if rng.random() < 0.2 else 0),
            "builtYear": built, "rating": None if i in (4, 17, 29) else rng.choice([3, 4, 4, 4, 5, 5]),
            "petsAllowed": rng.random() < 0.6, "features": feats, "lastBlacked": blacked,
            "engineHours": rng.randint(900, 5200) + (2025 - built) * 180,
            "weeklyRateGbp": round(rate + rng.choice([-60, 0, 0, 45, 90, 120]) + (built - 2010) * 8.5, 2)}))
        boat_base.append(b)
        mooring_since = dt.date(max(built, BASES[b][3]), rng.randint(1, 12), rng.randint(1, 28))
        rel("MOORED_AT", boats[i], bases[b], {"since": str(mooring_since), "mooringNo": None if i in (9, 24) else next_mooring[b]})
        next_mooring[b] += 1 + (1 if rng.random() < 0.3 else 0)

    # servicing
    tasks = ["engine service", "blacking", "BSS check", "pump-out repair", "electrics", "breakdown callout", "gas check"]
    eng_by_base = {b: [i for i, s in enumerate(STAFF) if s[7] and s[8] == b] for b in range(4)}
    apprentices = {0: 23, 1: 24, 2: 25}
    for i in range(len(BOATS)):
        b = boat_base[i]
        for _ in range(rng.randint(3, 7)):
            task = rng.choice(tasks)
            on = d("2023-01-09") + dt.timedelta(days=rng.randint(0, 1050))
            who = rng.choice([10, 11, 12, 13, 14]) if rng.random() < 0.15 else rng.choice(eng_by_base[b])
            callout = task == "breakdown callout" or (task in ("electrics", "pump-out repair") and rng.random() < 0.3)
            rel("SERVICED", staff[who], boats[i], {"task": task, "onDate": str(on), "hours": round(rng.uniform(0.5, 9.0), 1),
                                                   "partsGbp": None if task == "BSS check" else round(rng.uniform(0, 420), 2),
                                                   "callout": callout})
            ap = apprentices.get(b)
            if ap is not None and on.year >= STAFF[ap][3] and rng.random() < 0.35:
                rel("SERVICED", staff[ap], boats[i], {"task": task, "onDate": str(on), "hours": round(rng.uniform(0.5, 6.0), 1),
                                                      "partsGbp": None, "callout": False})

    # hirers
    hirers = []
    hirer_meta = []
    used = []
    for i in range(76):
        if i % 10 == 4 and len([h for h in hirer_meta if h[1] in ("club", "school", "charity")]) < len(GROUPS):
            gname, kind = GROUPS[len([h for h in hirer_meta if h[1] in ("club", "school", "charity")])]
            name = gname
            country = "UK"
        else:
            while True:
                name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
                if name not in used:
                    break
            kind = rng.choice(["family", "family", "couple", "couple", "friends"])
            country = "UK" if rng.random() < 0.7 else rng.choice(ABROAD)
        used.append(name)
        first_year = rng.choice([2016, 2018, 2020, 2021, 2022, 2023, 2023, 2024, 2024, 2025])
        hirers.append(node(f"hirer{i}", ["Hirer"], {
            "name": name, "kind": kind, "country": country,
            "homeTown": rng.choice(UK_TOWNS) if country == "UK" else None,
            "firstHireYear": first_year, "experienced": first_year < 2023 or rng.random() < 0.3,
            "loyaltyPoints": rng.randint(1, 60) * 25 if first_year < 2024 and rng.random() < 0.75 else None}))
        hirer_meta.append((name, kind))

    owners = list(range(76)) + [rng.randrange(76) for _ in range(18)]
    breaks = [("weekend", 3), ("mid-week", 4), ("week", 7), ("week", 7), ("ten days", 10), ("fortnight", 14)]
    starts = []
    for _ in owners:
        y = rng.choice([2023, 2024, 2024, 2025, 2025, 2025, 2026])
        starts.append(dt.date(y, rng.randint(3, 10), rng.randint(1, 28)))
    order = sorted(range(len(owners)), key=lambda k: starts[k])
    refs_used = []
    first_seen: dict[int, int] = {}
    cutoff = d("2025-11-30")
    for n, k in enumerate(order):
        h = owners[k]
        start = starts[k]
        kind = hirer_meta[h][1]
        brk, nights = rng.choice(breaks)
        if kind in ("club", "school", "charity"):
            bi = rng.choice([i for i, bt in enumerate(BOATS) if CLASSES[bt[1]][1] >= 6])
        elif kind == "couple":
            bi = rng.choice([i for i, bt in enumerate(BOATS) if CLASSES[bt[1]][1] <= 4])
        else:
            bi = rng.randrange(len(BOATS))
        boat_props = nodes[[x["id"] for x in nodes].index(boats[bi])]["properties"]
        b = boat_base[bi]
        end = start + dt.timedelta(days=nights)
        if rng.random() < 0.1:
            status = "cancelled"
        elif end <= cutoff:
            status = "completed"
        else:
            status = "confirmed"
        while True:
            ref = f"KW-{start.year % 100:02d}-{rng.randint(100, 999):03d}{rng.randint(0, 9)}"
            if ref not in refs_used:
                break
        refs_used.append(ref)
        party = rng.randint(max(1, boat_props["berths"] - 3), boat_props["berths"])
        if kind == "couple":
            party = 2
        price = round(boat_props["weeklyRateGbp"] * nights / 7 * (1.15 if start.month in (7, 8) else 1.0), 2)
        extras = sorted(rng.sample(EXTRAS, rng.randint(1, 3)), key=EXTRAS.index) if rng.random() < 0.75 else None
        pets = boat_props["petsAllowed"] and rng.random() < 0.4
        if extras is not None and "dog" in extras:
            if boat_props["petsAllowed"]:
                pets = True
            else:
                extras = [x for x in extras if x != "dog"] or None
        if pets and extras is not None and "dog" not in extras:
            extras = ["dog"] + extras
        done = status == "completed"
        first_seen[h] = min(first_seen.get(h, 9999), start.year)
        bk = node(f"booking{n}", ["Booking"], {
            "bookingRef": ref, "status": status, "startDate": str(start), "nights": nights, "breakType": brk,
            "partySize": party, "priceGbp": price, "extras": extras, "petsAboard": pets,
            "returnedOn": str(end - dt.timedelta(days=1 if done and rng.random() < 0.08 else 0)) if done else None,
            "fuelUsedLitres": round(nights * rng.uniform(6, 14), 1) if done else None,
            "damageReported": (rng.random() < 0.15) if done else None})
        booked_on = start - dt.timedelta(days=rng.randint(10, 320))
        if booked_on > cutoff:
            booked_on = cutoff - dt.timedelta(days=rng.randint(1, 60))
        rel("BOOKED", hirers[h], bk, {"bookedOn": str(booked_on), "depositGbp": round(price * rng.choice([0.2, 0.25, 0.3]), 2),
                                      "channel": rng.choice(["website", "website", "website", "phone", "phone", "agent", "boat show"]),
                                      "promoCode": rng.choice(["SPRING10", "REPEAT15", "BOATSHOW", "EARLYBIRD"]) if rng.random() < 0.3 else None})
        rel("ON_BOAT", bk, boats[bi], {"upgraded": rng.random() < 0.1, "nightlyRateGbp": round(price / nights, 2)})
        if status != "cancelled":
            options = [r for r, rt in enumerate(ROUTES) if b in rt[5]]
            ri = rng.choice(options)
            rel("FOLLOWED", bk, routes[ri], {"chosenOn": str(min(booked_on + dt.timedelta(days=rng.randint(0, 30)), cutoff)),
                                             "finished": (rng.random() < 0.85) if done else None})
        if done:
            instructors = [i for i, s in enumerate(STAFF) if s[8] == b and s[2] in ("handover instructor", "base manager") and s[3] <= start.year]
            team = [rng.choice(instructors)]
            if party >= 6 and rng.random() < 0.4:
                others = [i for i in instructors if i != team[0]]
                if others:
                    team.append(rng.choice(others))
            for t in team:
                rel("HANDED_OVER", staff[t], bk, {"onDate": str(start), "minutes": rng.choice([30, 45, 45, 60, 60, 75, 90, 120]),
                                                  "trialRun": rng.random() < 0.7 or not nodes[[x["id"] for x in nodes].index(hirers[h])]["properties"]["experienced"]})
            if rng.random() < 0.42:
                rel("REVIEWED", hirers[h], bk, {"rating": rng.choice([10, 10, 9, 9, 9, 8, 8, 7, 6, 4]),
                                                "reviewedOn": str(end + dt.timedelta(days=rng.randint(1, 40))),
                                                "wouldReturn": rng.random() < 0.8})

    for h, y in first_seen.items():
        props = nodes[[x["id"] for x in nodes].index(hirers[h])]["properties"]
        props["firstHireYear"] = y - (rng.randint(1, 6) if rng.random() < 0.3 else 0)
    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "lastBlacked", "onDate", "startDate", "returnedOn", "bookedOn", "chosenOn", "reviewedOn"]}
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
