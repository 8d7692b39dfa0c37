#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented arboricultural contractor (Hollowmere Tree Care).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, business, town, depot, site,
make and code is invented (the trade's terms - felling, crown reduction, pollarding, stump grinding, climbing,
NPTC tickets, MEWP, chippers, tree preservation orders, conservation areas - are generic; the species are real trees).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 3779
HERE = Path(__file__).resolve().parent

# name, town, openedYear, yardSqm, hasWoodStore
DEPOTS = [
    ("Brackenford Yard", "Brackenford", 2006, 2400, True),
    ("Kessingmoor", "Kessingmoor", 2012, 1500, True),
    ("Wendlecombe", "Wendlecombe", 2017, 900, False),
    ("Quillham Barn", "Quillham", 2021, 650, False),
]

# firstName, lastName, role, startYear, birthDate, tickets, dayRate, firstAid, depot, surveyor
STAFF = [
    ("Rowan", "Ashdown", "director", 2006, "1971-03-14", ["CS30", "CS31", "CS38", "CS39", "CS41"], 320.0, True, 0, True),
    ("Maddie", "Forsythe", "office manager", 2009, "1980-11-02", None, None, True, 0, False),
    ("Tobias", "Wrenfield", "team leader", 2008, "1979-06-21", ["CS30", "CS31", "CS38", "CS39"], 240.0, True, 0, False),
    ("Kit", "Harrowgate", "climber", 2013, "1990-01-09", ["CS30", "CS31", "CS38", "CS39"], 205.0, True, 0, False),
    ("Ellis", "Penhallow", "climber", 2016, "1993-08-30", ["CS30", "CS31", "CS38", "CS39", "CS41"], 210.0, False, 0, False),
    ("Joss", "Marchbank", "groundworker", 2019, "1998-04-17", ["CS30", "CS31"], 150.0, False, 0, False),
    ("Saffron", "Tillery", "surveyor", 2011, "1984-12-05", ["CS30", "CS38"], 260.0, True, 0, True),
    ("Declan", "Oakhurst", "team leader", 2012, "1982-02-27", ["CS30", "CS31", "CS38", "CS39", "CS41"], 245.0, True, 1, False),
    ("Imogen", "Brackwater", "climber", 2015, "1992-07-19", ["CS30", "CS31", "CS38", "CS39"], 205.0, True, 1, False),
    ("Caleb", "Stroud-Elm", "climber", 2018, "1996-10-11", ["CS30", "CS31", "CS38"], 195.0, False, 1, False),
    ("Ruby", "Calloway", "groundworker", 2021, "2001-05-23", ["CS30"], 140.0, True, 1, False),
    ("Angus", "Feverell", "stump grinder operator", 2014, "1987-09-08", ["CS30", "CS31", "CS47"], 185.0, False, 1, False),
    ("Priya", "Lindqvist", "consultant", 2016, "1986-03-31", None, 300.0, True, 1, True),
    ("Hamish", "Dunleavy", "team leader", 2017, "1985-01-15", ["CS30", "CS31", "CS38", "CS39"], 235.0, True, 2, False),
    ("Nell", "Ravensworth", "climber", 2019, "1997-11-28", ["CS30", "CS31", "CS38", "CS39"], 200.0, False, 2, False),
    ("Oscar", "Thimbleby", "groundworker", 2022, "2003-02-06", ["CS30", "CS31"], 135.0, False, 2, False),
    ("Freya", "Moorcroft", "surveyor", 2018, "1989-06-12", ["CS30", "CS38"], 255.0, True, 2, True),
    ("Barnaby", "Quist", "apprentice", 2024, "2006-08-19", ["CS30"], 95.0, False, 2, False),
    ("Lachlan", "Greaves", "team leader", 2021, "1988-04-04", ["CS30", "CS31", "CS38", "CS39", "CS41"], 240.0, True, 3, False),
    ("Tamsin", "Ockendon", "climber", 2022, "1995-12-22", ["CS30", "CS31", "CS38"], 200.0, True, 3, False),
    ("Idris", "Pellow", "groundworker", 2023, "2000-03-03", ["CS30", "CS31"], 140.0, False, 3, False),
    ("Wilf", "Hazeldine", "stump grinder operator", 2020, "1991-07-07", ["CS30", "CS47"], 180.0, True, 3, False),
    ("Marnie", "Ashdown", "apprentice", 2025, "2007-01-29", None, 90.0, False, 0, False),
    ("Seren", "Kilbride", "climber", 2020, "1994-09-14", ["CS30", "CS31", "CS38", "CS39"], 205.0, False, 1, False),
    ("Gideon", "Fairlie", "surveyor", 2014, "1976-05-10", ["CS30", "CS38"], 265.0, False, 0, True),
    ("Harriet", "Vane-Colby", "groundworker", 2024, "1999-10-01", ["CS30", "CS31"], 140.0, True, 2, False),
]

# supervisor index, supervisee index, since, reviews
SUPERVISION = [
    (2, 3, "2014-02-01", 11), (2, 5, "2019-09-16", 6), (2, 22, "2025-03-03", 1), (7, 8, "2015-05-11", 9),
    (7, 10, "2021-04-19", 4), (7, 23, "2020-06-01", 5), (13, 14, "2019-08-05", 6), (13, 15, "2022-03-14", 3),
    (13, 17, "2024-09-02", 2), (18, 19, "2022-05-23", 3), (18, 20, "2023-02-13", 2), (0, 6, "2011-07-04", 8),
    (6, 16, "2018-10-08", 5), (3, 17, "2025-01-20", 1),
]

# assetCode, kind, make, purchaseYear, valueGbp, roadLegal, lastServiced, engineHours, depot
EQUIPMENT = [
    ("CHP-01", "chipper", "Brantley", 2015, 6200.0, True, "2025-03-18", 4120, 0),
    ("CHP-02", "chipper", "Brantley", 2019, 14800.0, True, "2025-06-02", 2210, 0),
    ("CHP-03", "chipper", "Korvek", 2021, 17350.0, True, "2025-01-27", 1380, 1),
    ("CHP-04", "chipper", "Korvek", 2023, 19900.0, True, None, 610, 2),
    ("CHP-05", "chipper", "Hessop", 2024, 12450.0, True, "2025-09-09", 340, 3),
    ("SG-01", "stump grinder", "Grindall", 2014, 3900.0, False, "2024-11-12", 2950, 0),
    ("SG-02", "stump grinder", "Grindall", 2020, 11200.0, False, "2025-04-22", 980, 1),
    ("SG-03", "stump grinder", "Hessop", 2022, 8700.0, False, None, 460, 3),
    ("MEWP-01", "MEWP", "Talvern", 2018, 42500.0, True, "2025-05-14", 1870, 0),
    ("MEWP-02", "MEWP", "Talvern", 2023, 61800.0, True, "2025-08-30", 520, 1),
    ("WIN-01", "winch", "Korvek", 2016, 2300.0, False, None, 730, 0),
    ("WIN-02", "winch", "Korvek", 2022, 3150.0, False, "2025-02-11", 210, 2),
    ("TRK-01", "tipper truck", "Maybrook", 2013, 9800.0, True, "2025-07-07", 8840, 0),
    ("TRK-02", "tipper truck", "Maybrook", 2017, 18900.0, True, "2025-03-03", 6120, 1),
    ("TRK-03", "tipper truck", "Maybrook", 2020, 24600.0, True, "2025-10-01", 3950, 2),
    ("TRK-04", "tipper truck", "Ostlander", 2024, 38750.0, True, "2025-06-16", 820, 3),
    ("TRC-01", "tracked carrier", "Talvern", 2019, 15600.0, False, "2024-12-02", 1140, 0),
    ("TRC-02", "tracked carrier", "Ostlander", 2025, 27300.0, False, None, 95, 1),
    ("CRN-01", "crane", "Ostlander", 2021, 88000.0, True, "2025-04-08", 1260, 0),
    ("LOG-01", "log splitter", "Hessop", 2016, 1850.0, False, None, 640, 1),
    ("LOG-02", "log splitter", "Grindall", 2023, 2650.0, False, "2025-05-05", 150, 0),
    ("SG-04", "stump grinder", "Grindall", 2025, 13400.0, False, "2025-11-03", 60, 2),
]

# name, latinName, native, evergreen, typicalHeightM, diseaseRisk (None: none recorded)
SPECIES = [
    ("English Oak", "Quercus robur", True, False, 25, "acute oak decline"),
    ("Ash", "Fraxinus excelsior", True, False, 30, "ash dieback"),
    ("Sycamore", "Acer pseudoplatanus", False, False, 30, "sooty bark disease"),
    ("Horse Chestnut", "Aesculus hippocastanum", False, False, 25, "bleeding canker"),
    ("Beech", "Fagus sylvatica", True, False, 35, None),
    ("Silver Birch", "Betula pendula", True, False, 20, None),
    ("Leyland Cypress", "Cupressus x leylandii", False, True, 30, None),
    ("Scots Pine", "Pinus sylvestris", True, True, 30, "red band needle blight"),
    ("Common Lime", "Tilia x europaea", False, False, 35, None),
    ("Field Maple", "Acer campestre", True, False, 15, None),
    ("London Plane", "Platanus x hispanica", False, False, 35, "massaria"),
    ("Norway Spruce", "Picea abies", False, True, 40, None),
    ("Yew", "Taxus baccata", True, True, 15, None),
    ("Holly", "Ilex aquifolium", True, True, 12, None),
    ("Wild Cherry", "Prunus avium", True, False, 20, "bacterial canker"),
    ("Weeping Willow", "Salix babylonica", False, False, 15, None),
    ("Hornbeam", "Carpinus betulus", True, False, 25, None),
    ("Walnut", "Juglans regia", False, False, 25, None),
    ("Lombardy Poplar", "Populus nigra 'Italica'", False, False, 30, None),
    ("Sweet Chestnut", "Castanea sativa", False, False, 30, "chestnut blight"),
    ("Monkey Puzzle", "Araucaria araucana", False, True, 25, None),
    ("Tulip Tree", "Liriodendron tulipifera", False, False, 30, None),
    ("Whitebeam", "Sorbus aria", True, False, 15, None),
    ("Black Poplar", "Populus nigra", True, False, 30, None),
    ("Rowan", "Sorbus aucuparia", True, False, 12, None),
    ("Larch", "Larix decidua", False, False, 35, "phytophthora ramorum"),
]

# name, type, town, clientSince, onAccount, creditLimitGbp
CLIENTS = [
    ("Brackenford Town Council", "council", "Brackenford", 2007, True, 40000),
    ("Kessingmoor Parish Council", "council", "Kessingmoor", 2013, True, 15000),
    ("Wendle Vale District Council", "council", "Wendlecombe", 2018, True, 60000),
    ("St Aldric's Primary School", "school", "Brackenford", 2015, True, 5000),
    ("Quillham Academy", "school", "Quillham", 2022, True, 8000),
    ("Harrowmere Grammar School", "school", "Kessingmoor", 2019, True, None),
    ("Fellbarrow Estate", "private estate", "Wendlecombe", 2010, True, 25000),
    ("Corvane Hall Estate", "private estate", "Quillham", 2021, True, 30000),
    ("Ladysmere Park Estate", "private estate", "Brackenford", 2008, True, 20000),
    ("Greenhithe Homes", "housing association", "Kessingmoor", 2016, True, 35000),
    ("Ridgeway Living", "housing association", "Wendlecombe", 2020, True, 18000),
    ("St Bede's Church", "church", "Brackenford", 2011, False, None),
    ("Holy Cross, Quillham", "church", "Quillham", 2023, False, None),
    ("Kessingmoor Golf Club", "golf club", "Kessingmoor", 2014, True, 12000),
    ("Wendlecombe Links", "golf club", "Wendlecombe", 2019, True, 10000),
    ("Tannery Point Business Park", "business park", "Brackenford", 2017, True, 15000),
    ("Millrace Business Centre", "business park", "Quillham", 2024, True, None),
    ("A. & J. Pemberton", "homeowner", "Brackenford", 2012, False, None),
    ("Dr L. Okafor", "homeowner", "Kessingmoor", 2018, False, None),
    ("M. Villiers-Strand", "homeowner", "Wendlecombe", 2020, False, None),
    ("The Hartigan Family", "homeowner", "Quillham", 2023, False, None),
    ("R. Castellane", "homeowner", "Brackenford", 2016, False, None),
    ("S. & T. Bramwell", "homeowner", "Kessingmoor", 2021, False, None),
    ("J. Whitlock", "homeowner", "Wendlecombe", 2024, False, None),
    ("Otterby Care Home", "care home", "Kessingmoor", 2017, True, 6000),
    ("Larkspur House Care Home", "care home", "Brackenford", 2022, True, 6000),
    ("Brackenford Cricket Club", "sports club", "Brackenford", 2015, False, None),
    ("Wendle Rovers FC", "sports club", "Wendlecombe", 2023, False, None),
    ("Ferncaster Railway Trust", "charity", "Wendlecombe", 2019, True, 7000),
    ("Quillham Allotment Society", "charity", "Quillham", 2025, False, None),
    ("Kessingmoor Crematorium", "council", "Kessingmoor", 2016, True, 20000),
    ("Corvane Vineyard", "business park", "Quillham", 2022, True, 9000),
    ("P. Delacroix-Hume", "homeowner", "Quillham", 2025, False, None),
    ("Brackenford Hospital Trust", "healthcare", "Brackenford", 2011, True, 45000),
]

SITE_NAMES = ["Church Lane", "The Old Rectory", "Memorial Park", "Orchard House", "Mill Cottage", "Station Road",
              "Main Drive", "Playing Field", "North Boundary", "Car Park", "Walled Garden", "Cemetery"]
WORK_TYPES = ["felling", "crown reduction", "crown lift", "pollarding", "stump grinding", "hedge cutting",
              "deadwooding", "tree survey", "storm clearance"]
TASK_OF = {"tree survey": "survey", "stump grinding": "stump grinding"}
PERMITS = ["TPO consent", "conservation area notice", "road closure", "bat survey", "nesting bird check"]
ACCESS = ["road", "field gate", "garden", "car park"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> str:
        nodes.append({"id": nid, "labels": labels, "properties": props})
        return nid

    def rel(rtype: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props})

    depots = [node(f"d{i}", ["Depot"], {"name": d[0], "town": d[1], "openedYear": d[2], "yardSqm": d[3], "hasWoodStore": d[4]})
              for i, d in enumerate(DEPOTS)]
    staff = []
    for i, s in enumerate(STAFF):
        labels = ["Arborist", "Surveyor"] if s[9] else ["Arborist"]
        sid = node(f"a{i}", labels, {"firstName": s[0], "lastName": s[1], "role": s[2], "startYear": s[3], "birthDate": s[4],
                                     "tickets": s[5], "dayRate": s[6], "firstAider": s[7]})
        staff.append(sid)
        opened = DEPOTS[s[8]][2]
        year = max(s[3], opened)
        since = dt.date(year, rng.randint(1, 12), rng.randint(1, 28))
        rel("BASED_AT", sid, depots[s[8]], {"since": str(since), "keyHolder": s[2] in ("director", "team leader", "office manager"),
                                            "lockerNo": None if s[2] in ("director", "office manager", "consultant") else rng.randint(1, 40)})
    for a, b, since, reviews in SUPERVISION:
        rel("SUPERVISES", staff[a], staff[b], {"since": since, "reviews": reviews})

    equip = []
    for i, e in enumerate(EQUIPMENT):
        eid = node(f"e{i}", ["Equipment"], {"assetCode": e[0], "kind": e[1], "make": e[2], "purchaseYear": e[3], "valueGbp": e[4],
                                            "roadLegal": e[5], "lastServiced": e[6], "engineHours": e[7]})
        equip.append(eid)
        since = dt.date(max(e[3], DEPOTS[e[8]][2]), rng.randint(1, 12), rng.randint(1, 28))
        rel("KEPT_AT", eid, depots[e[8]], {"since": str(since), "bay": rng.randint(1, 9) if rng.random() < 0.75 else None})
    # who operates what: by ticket / role
    for i, s in enumerate(STAFF):
        if s[5] is None:
            continue
        cands = []
        for j, e in enumerate(EQUIPMENT):
            ok = ((e[1] == "chipper" and "CS30" in s[5] and e[8] == s[8])
                  or (e[1] == "stump grinder" and "CS47" in s[5] and e[8] in (s[8], 0))
                  or (e[1] == "MEWP" and "CS41" in s[5])
                  or (e[1] in ("winch", "crane") and s[2] == "team leader" and e[8] in (s[8], 0)))
            if ok:
                cands.append(j)
        rng.shuffle(cands)
        for j in sorted(cands[:2]):
            yr = min(2025, max(s[3], EQUIPMENT[j][3]) + rng.randint(0, 2))
            rel("OPERATES", staff[i], equip[j], {"sinceYear": yr, "assessed": rng.random() < 0.7, "skill": rng.randint(2, 5)})

    species = [node(f"sp{i}", ["Species"], {"name": s[0], "latinName": s[1], "native": s[2], "evergreen": s[3],
                                             "typicalHeightM": s[4], "diseaseRisk": s[5]}) for i, s in enumerate(SPECIES)]
    clients = [node(f"c{i}", ["Client"], {"name": c[0], "type": c[1], "town": c[2], "clientSince": c[3], "onAccount": c[4],
                                          "creditLimitGbp": c[5]}) for i, c in enumerate(CLIENTS)]
    # sites: every client owns 1-3; names repeat across clients
    sites = []
    site_owner = []
    site_town = []
    code = 101
    for ci, c in enumerate(CLIENTS):
        n = 1 if c[1] == "homeowner" else rng.choice([1, 1, 2, 2])
        for _k in range(n):
            name = rng.choice(SITE_NAMES)
            sid = node(f"s{code}", ["Site"], {"siteCode": f"S-{code}", "name": name, "town": c[2],
                                                "conservationArea": rng.random() < 0.3, "areaHa": round(rng.uniform(0.05, 12.0) if c[1] != "homeowner" else rng.uniform(0.02, 0.6), 2),
                                                "overheadLines": rng.random() < 0.25})
            code += rng.randint(1, 9)
            sites.append(sid)
            site_owner.append(ci)
            site_town.append(c[2])
            rel("OWNS", clients[ci], sid, {"sinceYear": rng.randint(1960, 2024), "freehold": rng.random() < 0.8})

    town_depot = {d[1]: i for i, d in enumerate(DEPOTS)}
    by_depot = {i: [j for j, s in enumerate(STAFF) if s[8] == i] for i in range(4)}
    used_refs = set()
    n_jobs = 92
    for k in range(n_jobs):
        si = rng.randrange(len(sites)) if k >= len(sites) else k
        ci = site_owner[si]
        wt = rng.choice(WORK_TYPES)
        emergency = wt == "storm clearance" or (wt == "felling" and rng.random() < 0.15)
        requested = dt.date(2024, 1, 8) + dt.timedelta(days=rng.randint(0, 690))
        sched = requested + dt.timedelta(days=rng.randint(1, 3) if emergency else rng.randint(7, 60))
        while True:
            ref = f"HT-{requested.year % 100}{rng.randint(100, 999)}"
            if ref not in used_refs:
                used_refs.add(ref)
                break
        r = rng.random()
        status = "completed"
        if sched > dt.date(2025, 11, 20):
            status = "scheduled"
        elif r < 0.06:
            status = "cancelled"
        elif r < 0.10:
            status = "on hold"
        completed = None
        if status == "completed":
            completed = sched + dt.timedelta(days=rng.choice([0, 0, 0, 0, 1, 1, 2, 3, 5]))
        trees = rng.randint(1, 3) if wt in ("felling", "pollarding", "stump grinding") else rng.randint(1, 12)
        base = {"felling": 650, "crown reduction": 420, "crown lift": 260, "pollarding": 380, "stump grinding": 150,
                "hedge cutting": 35, "deadwooding": 300, "tree survey": 90, "storm clearance": 700}[wt]
        price = round(base * trees * rng.uniform(0.8, 1.3) + (180 if emergency else 0), 2)
        permits = sorted(rng.sample(PERMITS, rng.choice([0, 0, 0, 1, 1, 2])))
        props = {"jobRef": ref, "workType": wt, "requestedOn": str(requested), "scheduledFor": str(sched),
                 "completedOn": str(completed) if completed else None, "status": status, "priceGbp": price, "treeCount": trees,
                 "trafficMgmt": rng.random() < 0.2, "permits": permits or None,
                 "wasteTonnes": round(trees * rng.uniform(0.2, 1.8), 1) if wt not in ("tree survey",) and status == "completed" else None}
        jid = node(f"j{k}", ["Job", "Emergency"] if emergency else ["Job"], props)
        rel("BOOKED", clients[ci], jid, {"bookedOn": str(requested + dt.timedelta(days=rng.randint(0, 3))),
                                         "poNumber": f"PO-{rng.randint(10000, 99999)}" if CLIENTS[ci][4] and rng.random() < 0.7 else None,
                                         "quoteGbp": round(price * rng.choice([1.0, 1.0, 0.95, 1.05, 1.1, 0.9]), 2)})
        rel("AT_SITE", jid, sites[si], {"access": rng.choice(ACCESS)})
        for spi in sorted(rng.sample(range(len(SPECIES)), rng.choice([1, 1, 1, 1, 2]))):
            rel("INVOLVES", jid, species[spi], {"trees": max(1, trees // 2 if rng.random() < 0.3 else trees), "tpo": rng.random() < 0.15})
        dep = town_depot[site_town[si]]
        crew_pool = by_depot[dep]
        if status in ("completed",) or (status == "scheduled" and rng.random() < 0.5):
            day = completed if completed else sched
            if wt == "tree survey":
                surveyor = rng.choice([0, 6, 12, 16, 24])
                rel("WORKED_ON", staff[surveyor], jid, {"task": "survey", "hours": round(rng.uniform(1, 5), 1), "onDate": str(day)})
            else:
                climbers = [j for j in crew_pool if STAFF[j][2] in ("climber", "team leader")]
                ground = [j for j in crew_pool if STAFF[j][2] in ("groundworker", "apprentice")]
                grinders = [j for j in crew_pool if STAFF[j][2] == "stump grinder operator"] or [11]
                if wt == "stump grinding":
                    rel("WORKED_ON", staff[rng.choice(grinders)], jid, {"task": "stump grinding", "hours": round(rng.uniform(2, 7), 1), "onDate": str(day)})
                else:
                    for j in sorted(rng.sample(climbers, min(len(climbers), rng.choice([1, 1, 1, 2])))):
                        rel("WORKED_ON", staff[j], jid, {"task": "climbing", "hours": round(rng.uniform(3, 9), 1), "onDate": str(day)})
                    if ground and rng.random() < 0.75:
                        rel("WORKED_ON", staff[rng.choice(ground)], jid, {"task": "groundwork", "hours": round(rng.uniform(3, 9), 1), "onDate": str(day)})
                if emergency and rng.random() < 0.6:
                    rel("WORKED_ON", staff[0], jid, {"task": "supervision", "hours": round(rng.uniform(0.5, 3), 1), "onDate": str(day)})
        if status == "completed" and rng.random() < 0.38:
            rel("REVIEWED", clients[ci], jid, {"stars": rng.choice([3, 4, 4, 5, 5, 5, 2]),
                                               "reviewedOn": str(completed + dt.timedelta(days=rng.randint(1, 25))),
                                               "wouldRebook": rng.random() < 0.8})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "birthDate", "lastServiced", "requestedOn", "scheduledFor", "completedOn", "bookedOn", "onDate", "reviewedOn"]}
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
