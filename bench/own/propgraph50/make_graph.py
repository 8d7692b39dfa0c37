#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented hot-air balloon flight operator (Pellacombe Balloons).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, base, town, launch site, farm,
field, agent, balloon maker and model, registration, flight reference and voucher reference is invented (the trade's
terms - envelope, basket, burner, hopper, tethered flight, special shape, retrieve, crew chief, launch site, landowner,
no-land field, lambing, champagne landing gift, group A/B/C balloon ratings - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 5092
HERE = Path(__file__).resolve().parent
D = dt.date

# name, town, openedYear, hangarSqm, vehicles, winterFlying
BASES = [
    ("Ashbrine Field Base", "Ashbrine", 2003, 1450, 5, True),
    ("Cullerby Hangar", "Cullerby", 2009, 980, 4, True),
    ("Meddow Hythe Base", "Meddow Hythe", 2016, None, 3, False),
    ("Trenholt Yard", "Trenholt", 2021, 620, 2, False),
]

# first, last, role, startYear, licenceYear, ratings, pilotHours, dayRateGbp, freelance, canTow, bases (index, since, daysPerWeek, keyholder), instructor
STAFF = [
    ("Rosalind", "Aubery", "chief pilot", 2003, 1996, ["group A", "group B", "group C", "special shapes", "night flying"], 3820, None, False, True, [(0, D(2003, 3, 1), 5, True)], True),
    ("Caspar", "Lindqvist", "commercial pilot", 2009, 2007, ["group A", "group B", "tethered"], 1960, None, False, True, [(1, D(2009, 4, 6), 5, True)], True),
    ("Maud", "Tennyfield", "commercial pilot", 2011, 2010, ["group A", "group B", "special shapes", "hopper"], 1710, 240.0, True, False, [(0, D(2011, 3, 14), 3, False)], True),
    ("Idris", "Pennock", "commercial pilot", 2014, 2012, ["group A", "group B"], 1280, 220.0, True, True, [(2, D(2016, 5, 2), 4, True)], False),
    ("Lowri", "Castellan", "commercial pilot", 2015, 2015, ["group A", "tethered"], 940, None, False, True, [(1, D(2015, 4, 20), 5, False)], False),
    ("Ambrose", "Kilner", "commercial pilot", 2012, 2008, ["group A", "group B", "group C", "hopper"], 2210, 265.0, True, True, [(0, D(2012, 6, 1), 2, False), (1, D(2019, 3, 11), 2, False)], True),
    ("Petra", "Vossberg", "commercial pilot", 2017, 2016, ["group A", "night flying"], 780, 215.0, True, False, [(3, D(2021, 4, 1), 4, True)], False),
    ("Fenella", "Gorrie", "commercial pilot", 2018, 2017, ["group A", "group B", "tethered"], 690, 225.0, False, True, [(2, D(2018, 3, 26), 5, False)], True),
    ("Oswin", "Hartleby", "commercial pilot", 2019, 2019, ["group A"], 520, 200.0, True, True, [(1, D(2019, 5, 13), 3, False)], False),
    ("Tobias", "Wrenfold", "commercial pilot", 2020, 2018, ["group A", "tethered", "special shapes"], 610, 210.0, False, True, [(0, D(2020, 7, 6), 4, False)], False),
    ("Hester", "Calloway", "commercial pilot", 2021, 2021, ["group A"], 310, 195.0, False, False, [(3, D(2021, 8, 2), 5, False)], False),
    ("Jory", "Polglase", "commercial pilot", 2022, 2020, ["group A", "group B", "hopper"], 450, 205.0, True, True, [(2, D(2022, 4, 4), 2, False), (3, D(2023, 5, 15), 2, False)], False),
    ("Effie", "Dunmore", "trainee pilot", 2023, None, None, 48, 120.0, False, False, [(0, D(2023, 5, 2), 4, False)], False),
    ("Kit", "Abernethy", "trainee pilot", 2024, None, None, 21, 120.0, False, True, [(1, D(2024, 4, 15), 4, False)], False),
    ("Noor", "Halvorsen", "trainee pilot", 2024, None, None, 35, 120.0, False, True, [(2, D(2024, 5, 27), 3, False)], False),
    ("Bram", "Oakeshott", "trainee pilot", 2025, None, None, 9, 115.0, False, False, [(0, D(2025, 4, 7), 3, False)], False),
    ("Delphine", "Rook", "crew chief", 2010, None, None, None, None, False, True, [(0, D(2010, 3, 1), 5, True)], False),
    ("Gethin", "Morrow", "crew chief", 2013, None, None, None, None, False, True, [(1, D(2013, 4, 8), 5, True)], False),
    ("Ulla", "Brightwater", "crew chief", 2016, None, None, None, None, False, True, [(2, D(2016, 5, 2), 5, False)], False),
    ("Silas", "Fernihough", "crew chief", 2019, None, None, None, None, False, True, [(3, D(2021, 4, 1), 4, True)], False),
    ("Marnie", "Tuckett", "ground crew", 2017, None, None, None, 95.0, True, False, [(0, D(2017, 4, 3), 2, False)], False),
    ("Cosmo", "Bellweather", "ground crew", 2019, None, None, None, 95.0, True, True, [(0, D(2019, 6, 10), 3, False)], False),
    ("Yusra", "Haddow", "ground crew", 2020, None, None, None, 100.0, False, True, [(1, D(2020, 5, 4), 4, False)], False),
    ("Rafferty", "Lune", "ground crew", 2022, None, None, None, 90.0, True, False, [(2, D(2022, 4, 25), 2, False)], False),
    ("Agatha", "Pimm", "ground crew", 2023, None, None, None, 90.0, True, True, [(3, D(2023, 6, 5), 3, False)], False),
    ("Linus", "Ostrander", "ground crew", 2025, None, None, None, 92.5, True, False, [(1, D(2025, 3, 17), 2, False)], False),
    ("Clem", "Ashdown", "retrieve driver", 2011, None, None, None, 110.0, False, True, [(0, D(2011, 4, 4), 5, False)], False),
    ("Ottoline", "Fairweather", "retrieve driver", 2016, None, None, None, 105.0, True, True, [(1, D(2016, 3, 21), 4, False)], False),
    ("Declan", "Mowbray", "retrieve driver", 2018, None, None, None, 105.0, False, True, [(2, D(2018, 4, 9), 3, False), (3, D(2021, 5, 3), 2, False)], False),
    ("Priya", "Stanbury", "retrieve driver", 2026, None, None, None, 110.0, False, True, [(3, D(2026, 4, 13), 3, False)], False),
]
# mentor, mentee, since, hoursSupervised, signedOff
MENTORED = [
    (0, 2, D(2011, 3, 20), 62, True), (0, 9, D(2020, 7, 13), 44, True), (0, 12, D(2023, 5, 8), 31, False),
    (0, 15, D(2025, 4, 14), 9, False), (1, 4, D(2015, 4, 27), 51, True), (1, 8, D(2019, 5, 20), 38, True),
    (1, 13, D(2024, 4, 22), 17, False), (5, 6, D(2017, 4, 10), 40, True), (2, 10, D(2021, 8, 9), 35, True),
    (2, 12, D(2024, 3, 18), 12, False), (7, 11, D(2022, 4, 11), 29, True), (7, 14, D(2024, 6, 3), 28, False),
]

# name, town, surface, altitudeM, maxBalloons, publicViewing, permitRequired
SITES = [
    ("Hollowmere Country Park", "Ashbrine", "grass", 112, 4, True, True),
    ("Ashbrine Cricket Ground", "Ashbrine", "grass", 95, 2, True, False),
    ("Brackenfold Farm", "Stavenby", "grass", 140, 3, False, False),
    ("Cullerby Showground", "Cullerby", "hardstanding", 60, 6, True, True),
    ("Orrin Water Meadows", "Little Orrin", "grass", 48, 2, False, False),
    ("Kelderwick Castle Lawn", "Kelderwick", "grass", None, 2, True, True),
    ("Quorley Airfield", "Quorley", "hardstanding", 75, 5, False, True),
    ("Meddow Hythe Rec", "Meddow Hythe", "grass", 30, 2, True, False),
    ("Saltings Lane Paddock", "Meddow Hythe", "grass", 22, 1, False, False),
    ("Trenholt Racecourse", "Trenholt", "grass", 180, 4, True, True),
    ("Brindle Abbas Village Green", "Brindle Abbas", "grass", None, 1, True, False),
    ("Winsell Quarry Top", "Winsell", "hardstanding", 235, 2, False, True),
    ("Stavenby Hall Park", "Stavenby", "grass", 128, 3, True, True),
    ("Gorse Hill Stubbles", "Winsell", "stubble", None, 2, False, False),
]
# base -> [(site, distanceKm, driveMin, preferred)]
USES = {
    0: [(0, 6.5, 12, True), (1, 1.2, 4, False), (2, 9.8, 17, False), (12, 14.3, 22, False), (5, 21.0, 31, False)],
    1: [(3, 2.4, 7, True), (6, 11.6, 16, False), (4, 17.9, 26, False), (5, 13.2, 20, False), (2, 24.5, 35, False)],
    2: [(7, 0.8, 3, True), (8, 3.1, 8, False), (4, 12.7, 19, False), (10, 15.4, 24, False)],
    3: [(9, 2.2, 6, True), (11, 8.9, 15, False), (13, 10.4, 18, False), (10, 19.6, 28, False)],
}

# registration, model, maker, envelopeM3, passengers, burners, builtYear, base (None: sold), shape
MODELS = {
    "Aerovane AV-140": ("Aerovane", 3960, 8, 2),
    "Aerovane AV-210": ("Aerovane", 5950, 12, 4),
    "Corbell C-120": ("Corbell", 3400, 6, 2),
    "Corbell C-77": ("Corbell", 2180, 2, 1),
    "Thistlewood Hopper": ("Thistlewood", 600, None, 1),
    "Fenwright SS-28": ("Fenwright", 2800, 3, 2),
}
BALLOONS = [
    ("PB-AVN", "Aerovane AV-140", 2014, 0, None), ("PB-BRK", "Aerovane AV-140", 2016, 1, None),
    ("PB-CUL", "Aerovane AV-140", 2017, 1, None), ("PB-DAW", "Aerovane AV-140", 2019, 2, None),
    ("PB-EMB", "Aerovane AV-140", 2021, 3, None), ("PB-FOX", "Aerovane AV-140", 2023, 0, None),
    ("PB-GLM", "Aerovane AV-210", 2015, 0, None), ("PB-HTH", "Aerovane AV-210", 2018, 1, None),
    ("PB-IRS", "Aerovane AV-210", 2020, 2, None), ("PB-JNP", "Aerovane AV-210", 2024, 0, None),
    ("PB-KST", "Corbell C-120", 2012, 1, None), ("PB-LRK", "Corbell C-120", 2015, 3, None),
    ("PB-MDW", "Corbell C-120", 2019, 2, None), ("PB-NTL", "Corbell C-120", 2022, 3, None),
    ("PB-OWL", "Corbell C-77", 2013, 0, None), ("PB-PIP", "Corbell C-77", 2021, 1, None),
    ("PB-QRY", "Thistlewood Hopper", 2010, 0, None), ("PB-RKN", "Thistlewood Hopper", 2018, 3, None),
    ("PB-SLT", "Fenwright SS-28", 2016, 0, "teapot"), ("PB-TRN", "Fenwright SS-28", 2019, 1, "owl"),
    ("PB-UPL", "Fenwright SS-28", 2022, 0, "lighthouse"), ("PB-VAL", "Fenwright SS-28", 2009, None, "hay bale"),
]
COLOURS = ["red", "yellow", "blue", "white", "green", "orange", "purple", "black", "silver"]

# name, kind, city, commissionPct, sinceYear, active, creditDays
AGENTS = [
    ("Brightbox Experiences", "gift experience company", "Harnford", 22.5, 2012, True, 30),
    ("Treatly Days", "gift experience company", "Lexworth", 20.0, 2015, True, 45),
    ("Memento Moments", "gift experience company", "Harnford", 25.0, 2019, True, 30),
    ("Giftwing", "gift experience company", "Carrow Bridge", 18.0, 2021, False, None),
    ("Lark & Lantern Vouchers", "gift experience company", "Lexworth", 21.0, 2023, True, 30),
    ("The Ashbrine Arms", "hotel", "Ashbrine", 10.0, 2008, True, 14),
    ("Cullerby Grange Hotel", "hotel", "Cullerby", 12.0, 2011, True, 14),
    ("Stavenby Hall Hotel and Spa", "hotel", "Stavenby", 12.5, 2016, True, None),
    ("Meddow Hythe Inn", "hotel", "Meddow Hythe", 8.0, 2020, True, None),
    ("Ashbrine Visitor Centre", "tourist office", "Ashbrine", 5.0, 2006, True, None),
    ("Trenholt Tourist Information", "tourist office", "Trenholt", 5.0, 2022, True, None),
    ("Everafter Weddings", "wedding planner", "Harnford", 15.0, 2018, True, 30),
    ("Two Hearts Events", "wedding planner", "Carrow Bridge", 15.0, 2024, True, 30),
    ("Halden Mutual", "corporate client", "Lexworth", None, 2017, True, 60),
    ("Ferrocast Engineering", "corporate client", "Cullerby", None, 2020, True, 30),
    ("Northgate Lettings", "corporate client", "Harnford", None, 2025, True, 30),
    ("Pellacombe Direct", "direct sales", "Ashbrine", None, 2003, True, None),
    ("St Wenna's Hospice Lottery", "charity", "Trenholt", 0.0, 2019, True, None),
]

FIELD_NAMES = [
    "Long Acre", "Ten Acre", "Top Meadow", "Bottom Leys", "Great Hanger", "Little Hanger", "Pond Close",
    "Windmill Piece", "Hare Furlong", "Barrow Field", "Cuckoo Pen", "Near Moor", "Far Moor", "Sandpits",
    "Church Close", "Bull Meadow", "Stony Ground", "Crabtree Field", "Lammas Mead", "Broad Oak Field", "Kiln Close",
    "Hundred Acre", "Middle Slade", "Foxcover", "Skylark Piece", "Rookery Field", "Ash Furlong", "Picked Close",
    "Sheepwash Meadow", "Gibbet Hill Field", "Flaxlands", "Well Close", "Mill Ham", "Wheatcroft",
    "Old Orchard Paddock", "Cowslip Bank", "Hollybush Field", "Drovers Field", "Spinney Close", "Goose Green Field",
    "Tithe Barn Field", "Marl Pit Field", "Quarry Piece", "Upper Standings", "Lower Standings", "Brook Furlong",
    "Heron's Mead", "Beacon Field",
]
FARMS = ["Hollins Farm", "Ketteridge Farm", "Upper Sowden Farm", "Coldharbour Farm", "Brinkley Farm", "Yelland Farm",
         "Moorcroft Farm", "Thrushel Farm", "Wyckham Farm", "Pennard Farm", "Glebe Farm", "Oxhey Farm"]
# farm -> (parish, base)
FARM_AT = [("Stavenby", 0), ("Stavenby", 0), ("Kelderwick", 0), ("Little Orrin", 1), ("Quorley", 1), ("Cullerby", 1),
           ("Meddow Hythe", 2), ("Little Orrin", 2), ("Brindle Abbas", 2), ("Winsell", 3), ("Trenholt", 3), ("Kelderwick", 0)]
CROPS = ["pasture", "winter wheat", "spring barley", "oilseed rape", "grass ley", "maize", "stubble"]

FLIGHT_TYPES = ["public"] * 10 + ["private"] * 3 + ["corporate"] * 2 + ["training"] * 2 + ["tethered"] * 2 + ["display"]
CANCEL_REASONS = ["wind", "wind", "wind", "rain", "low cloud", "low cloud", "thermals", "pilot unwell", "vehicle breakdown"]
INCIDENTS = ["hard landing", "crop damage", "livestock disturbed", "power line avoidance", "burner flame-out",
             "basket tipped", "minor passenger injury", "landowner complaint"]
COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    for i, (name, town, opened, sqm, veh, winter) in enumerate(BASES):
        node(f"b{i}", ["Base"], {"name": name, "town": town, "openedYear": opened, "hangarSqm": sqm,
                                 "vehicles": veh, "winterFlying": winter})

    for i, (first, last, role, start, lic, ratings, hours, rate, free, tow, bases, instr) in enumerate(STAFF):
        node(f"s{i}", ["Staff", "Instructor"] if instr else ["Staff"],
             {"firstName": first, "lastName": last, "role": role, "startYear": start, "licenceYear": lic,
              "ratings": ratings, "pilotHours": hours, "dayRateGbp": rate, "freelance": free, "canTow": tow})
        for b, since, days, key in bases:
            rel("BASED_AT", f"s{i}", f"b{b}", {"since": str(since), "daysPerWeek": days, "keyholder": key})
    for mentor, mentee, since, hrs, signed in MENTORED:
        rel("MENTORED", f"s{mentor}", f"s{mentee}", {"since": str(since), "hoursSupervised": hrs, "signedOff": signed})

    for i, (name, town, surface, alt, maxb, public, permit) in enumerate(SITES):
        node(f"t{i}", ["Site"], {"name": name, "town": town, "surface": surface, "altitudeM": alt,
                                 "maxBalloons": maxb, "publicViewing": public, "permitRequired": permit})
    for b in sorted(USES):
        for site, km, mins, pref in USES[b]:
            rel("USES", f"b{b}", f"t{site}", {"distanceKm": km, "driveMin": mins, "preferred": pref})

    bal_base: dict[int, int | None] = {}
    for i, (reg, model, built, base, shape) in enumerate(BALLOONS):
        maker, m3, pax, burners = MODELS[model]
        sold = base is None
        props = {"registration": reg, "model": model, "maker": maker, "envelopeM3": m3, "passengers": pax,
                 "burners": burners, "builtYear": built,
                 "envelopeHours": round(rng.uniform(40, 95) * (2026 - built) + (0 if sold else 15), 1),
                 "colours": None if i in (6, 12, 18) else sorted(rng.sample(COLOURS, rng.randint(1, 4))),
                 "airworthy": not sold and reg != "PB-KST",
                 "nextInspection": None if sold or reg in ("PB-KST", "PB-QRY") else str(D(2026, rng.randint(5, 12), rng.randint(1, 28))),
                 "shape": shape}
        if shape == "teapot":
            props["colours"] = ["white", "blue"]
        node(f"l{i}", ["Balloon", "SpecialShape"] if shape else ["Balloon"], props)
        bal_base[i] = base
        if not sold:
            rel("KEPT_AT", f"l{i}", f"b{base}", {"since": str(D(max(built, BASES[base][2]), rng.randint(2, 6), rng.randint(1, 28))),
                                                 "bay": f"{'ABCD'[base]}{rng.randint(1, 6)}", "onTrailer": rng.random() < 0.45})

    for i, (name, kind, city, comm, since, active, credit) in enumerate(AGENTS):
        node(f"a{i}", ["Agent"], {"name": name, "kind": kind, "city": city, "commissionPct": comm,
                                  "sinceYear": since, "active": active, "creditDays": credit})

    field_base: dict[int, list[int]] = {}
    for i, fname in enumerate(FIELD_NAMES):
        farm = i % len(FARMS)
        parish, base = FARM_AT[farm]
        crop = CROPS[rng.randrange(len(CROPS))]
        livestock = crop == "pasture" and rng.random() < 0.8
        node(f"f{i}", ["Field"], {"name": fname, "farm": FARMS[farm], "parish": parish, "crop": crop,
                                  "acres": round(rng.uniform(4, 60), 1), "livestock": livestock,
                                  "gridRef": None if rng.random() < 0.2 else f"SX {rng.randint(100, 999)} {rng.randint(100, 999)}"})
        bs = [] if i in (13, 29, 41) else [base] + ([3 - base] if rng.random() < 0.15 else [])
        field_base[i] = bs
        for b in bs:
            fee = None if rng.random() < 0.45 else rng.choice([50, 75, 100, 120, 150, 200, 250])
            rel("HAS_PERMISSION", f"b{b}", f"f{i}", {"since": str(D(max(BASES[b][2], rng.randint(2004, 2024)), rng.randint(1, 12), rng.randint(1, 28))),
                                                    "annualFeeGbp": fee,
                                                    "noLandMonths": ["March", "April"] if livestock and rng.random() < 0.6 else (["June", "July", "August"] if crop in ("winter wheat", "spring barley") and rng.random() < 0.3 else None)})

    staff_at: dict[int, list[int]] = {b: [] for b in range(len(BASES))}
    for i, s in enumerate(STAFF):
        for b, _, _, _ in s[10]:
            staff_at[b].append(i)

    def pick(base: int, roles: set[str], need: str | None = None, exclude: tuple = (), when: dt.date | None = None) -> int:
        def ok(i: int) -> bool:
            s = STAFF[i]
            return (s[2] in roles and (need is None or (s[5] and need in s[5])) and i not in exclude
                    and (when is None or when.year >= s[3]) and not (i == 29 and when is not None and when < D(2026, 4, 13)))
        local = [i for i in staff_at[base] if ok(i)]
        if local and rng.random() < 0.85:
            return rng.choice(local)
        anyone = [i for i in range(len(STAFF)) if ok(i)]
        return rng.choice(anyone)

    # flight dates: the ballooning seasons of 2024 and 2025, a few winter flights, spring 2026 (scheduled from May)
    dates: list[dt.date] = []
    while len(dates) < 104:
        year = rng.choice([2024, 2024, 2025, 2025, 2025, 2026])
        month = rng.choice([3, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 11, 1, 2]) if year < 2026 else rng.choice([1, 2, 3, 4, 4, 5, 5, 6, 6])
        d = D(year, month, rng.randint(1, 28))
        if d < D(2024, 3, 1) or d in dates:
            continue
        dates.append(d)
    dates.sort()
    seq: dict[int, int] = {}
    pilots = {"chief pilot", "commercial pilot"}
    for j, day in enumerate(dates):
        seq[day.year] = seq.get(day.year, 0) + 1
        ref = f"PF-{day.year % 100:02d}-{seq[day.year] * 7 + 3:03d}"
        ftype = rng.choice(FLIGHT_TYPES)
        if day.month in (11, 12, 1, 2) and ftype in ("tethered", "display"):
            ftype = "public"
        if ftype == "display":
            cands = [i for i in range(18, 21)]
        elif ftype == "private":
            cands = [14, 15, 18, 20]
        elif ftype == "training":
            cands = [16, 17, 10, 11, 12, 13]
        elif ftype == "corporate":
            cands = [6, 7, 8, 9, 0, 1]
        elif ftype == "tethered":
            cands = [10, 11, 12, 13, 0, 3, 19]
        else:
            cands = list(range(0, 14))
        cands = [c for c in cands if BALLOONS[c][2] <= day.year]
        bi = rng.choice(cands)
        base = bal_base[bi]
        status = "scheduled" if day >= D(2026, 5, 1) else ("cancelled" if rng.random() < 0.2 else "flown")
        tethered = ftype == "tethered"
        props = {"flightRef": ref, "flightType": ftype, "status": status, "flightDate": str(day),
                 "session": rng.choice(["dawn", "dawn", "evening"]) if not tethered else rng.choice(["evening", "daytime"]),
                 "cancelReason": rng.choice(CANCEL_REASONS) if status == "cancelled" else None}
        if status == "flown":
            props["durationMin"] = rng.randint(25, 45) if tethered else rng.randint(45, 105)
            if not tethered:
                props["maxAltitudeFt"] = rng.randrange(1500, 6000, 100)
                props["distanceKm"] = round(rng.uniform(3, 28), 1)
            if rng.random() < 0.22:
                props["incidents"] = sorted(rng.sample(INCIDENTS, rng.randint(1, 2)))
        node(f"j{j}", ["Flight"], props)

        site_choices = [s for s, _, _, _ in USES[base] if s != 13]
        site = rng.choice(site_choices)
        launch = {"groundWindKt": round(rng.uniform(1, 14), 1) if status != "scheduled" else None,
                  "windFrom": rng.choice(COMPASS) if status != "scheduled" else None,
                  "permitRef": f"LP-{day.year}-{rng.randint(100, 999)}" if SITES[site][6] else None}
        rel("LAUNCHED_FROM", f"j{j}", f"t{site}", launch)

        m3 = MODELS[BALLOONS[bi][1]][1]
        cyl = max(1, min(8, round(m3 / 1100 + rng.choice([0, 0, 1]))))
        used = {"cylinders": cyl}
        if status == "flown":
            used["fuelKg"] = round(cyl * rng.uniform(14, 19) * (0.6 if tethered else 1.0), 1)
            if rng.random() < 0.85:
                used["envelopeTempMaxC"] = rng.randrange(85, 121)
        rel("USED", f"j{j}", f"l{bi}", used)

        # crew: none on cancelled flights, the planned crew on scheduled ones
        if status != "cancelled":
            need = "special shapes" if BALLOONS[bi][4] else ("hopper" if bi in (16, 17) else ("tethered" if tethered else None))
            length = props.get("durationMin", 75) / 60
            crew: list[tuple[int, str, float]] = []
            if ftype == "training":
                instr = [i for i in range(len(STAFF)) if STAFF[i][11] and (need is None or need in STAFF[i][5])]
                ii = rng.choice(instr)
                crew.append((ii, "instructor", round(length + 2.5, 1)))
                trainees = [i for i in range(12, 16) if STAFF[i][3] <= day.year and not (i == 15 and day < D(2025, 4, 14))]
                crew.append((rng.choice(trainees), "student", round(length + 2.5, 1)))
            else:
                pi = pick(base, pilots, need, when=day)
                crew.append((pi, "pilot", round(length + rng.choice([2.0, 2.5, 3.0]), 1)))
                if ftype in ("public", "corporate") and rng.random() < 0.25:
                    ti = [i for i in range(12, 16) if STAFF[i][3] <= day.year and not (i == 15 and day < D(2025, 4, 14))]
                    crew.append((rng.choice(ti), "student", round(length + 2.5, 1)))
            used_ids = tuple(c[0] for c in crew)
            if ftype != "training" and rng.random() < 0.55:
                ci = pick(base, {"crew chief"}, when=day, exclude=used_ids)
                crew.append((ci, "crew chief", round(length + rng.choice([2.5, 3.0, 3.5]), 1)))
            for _ in range(rng.choice([0, 0, 0, 1])):
                gi = pick(base, {"ground crew"}, when=day, exclude=tuple(c[0] for c in crew))
                crew.append((gi, "ground crew", round(length + rng.choice([2.0, 2.5, 3.0]), 1)))
            if not tethered:
                di = pick(base, {"retrieve driver"}, when=day, exclude=tuple(c[0] for c in crew))
                crew.append((di, "driver", round(length + rng.choice([1.5, 2.0, 2.5, 3.5]), 1)))
            for si, role, hrs in crew:
                rel("CREWED", f"s{si}", f"j{j}", {"role": role, "hours": hrs,
                                                  "overtime": hrs > 4.0 and rng.random() < 0.6})

        # bookings: kept on cancelled flights (refunded or rebooked), none on training and display flights
        pax = MODELS[BALLOONS[bi][1]][2] or 0
        books: list[tuple[int, int]] = []
        if ftype == "public":
            left = pax
            for _ in range(rng.randint(1, 3)):
                if left <= 0:
                    break
                seats = min(left, rng.choice([1, 2, 2, 2, 3, 4]))
                left -= seats
                active = [a for a in range(len(AGENTS)) if AGENTS[a][1] in ("gift experience company", "hotel", "tourist office", "direct sales")
                          and AGENTS[a][4] <= day.year and (AGENTS[a][5] or day.year < 2025)]
                books.append((rng.choice(active + [16, 16]), seats))
        elif ftype == "private":
            a = rng.choice([11, 12, 16, 16, 5, 7, 0]) if day.year >= 2024 else 16
            if a == 12 and day.year < 2024:
                a = 16
            books.append((a, 2))
        elif ftype == "corporate":
            books.append((rng.choice([13, 14]), pax))
        elif ftype == "tethered":
            for _ in range(rng.randint(1, 2)):
                books.append((rng.choice([17, 9, 10, 8, 16]), rng.randint(8, 30)))
        booked_ix: set[int] = set()
        for a, seats in books:
            if a in booked_ix:
                a = 16 if a != 16 else 5
            if a in booked_ix:
                continue
            booked_ix.add(a)
            lead = rng.randint(6, 160)
            kind = AGENTS[a][1]
            channel = "voucher" if kind == "gift experience company" else ("invoice" if kind == "corporate client" else rng.choice(["online", "online", "phone", "email"]))
            price = {"public": rng.choice([189.0, 199.0, 215.0, 229.0]), "private": rng.choice([449.0, 495.0]),
                     "corporate": 210.0, "tethered": rng.choice([15.0, 20.0, 25.0])}[ftype]
            rel("BOOKED", f"a{a}", f"j{j}", {"seats": seats, "bookedOn": str(day - dt.timedelta(days=lead)), "channel": channel,
                                             "voucherRef": f"V{rng.randint(100000, 999999)}" if channel == "voucher" else None,
                                             "pricePerSeatGbp": price})

        if status == "flown" and not tethered:
            fields = [f for f in range(len(FIELD_NAMES)) if base in field_base[f]]
            fi = rng.choice(fields) if rng.random() < 0.9 else rng.choice([13, 29, 41, rng.randrange(len(FIELD_NAMES))])
            inc = props.get("incidents") or []
            rel("LANDED_IN", f"j{j}", f"f{fi}", {"retrieveMin": rng.randint(15, 95), "giftGiven": rng.random() < 0.7,
                                                  "damageGbp": round(rng.uniform(40, 900), 2) if "crop damage" in inc else None})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels, "date_keys": ["since", "nextInspection", "flightDate", "bookedOn"]}
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
