#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented pest-control contractor (Greyfield Pest Solutions).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, branch, town, customer, van
model, registration, product name and job code is invented (the trade's terms - rodenticides, bait stations,
insect monitors, bird proofing, fumigation, heat treatment, callouts, routine inspections, surveys, proofing,
no access - are generic; the pests' common and Latin names are real).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 4731
HERE = Path(__file__).resolve().parent

# name, town, openedYear, bays, callout24h, coverageMiles, revenueTargetGbp
BRANCHES = [
    ("Stoatwick Central", "Stoatwick", 2001, 6, True, 25, 420000),
    ("Marlham Depot", "Marlham", 2008, 4, True, 30, 310000),
    ("Quenby Cross", "Quenby", 2013, 3, False, 20, 240000),
    ("Thistleford", "Thistleford", 2016, 3, False, 35, 185000),
    ("Ravensgill", "Ravensgill", 2022, 2, True, None, None),
]

# first, last, role, certNo, certifiedYear, startYear, skills, hourlyRateGbp, partTime, branch
TECHS = [
    ("Gideon", "Harrowby", "branch manager", 40213, 1999, 2001, ["rodent control", "fumigation", "food safety audits"], None, False, 0),
    ("Linnea", "Scarrow", "senior technician", 55871, 2008, 2010, ["insect control", "bed bugs", "heat treatment"], 24.5, False, 0),
    ("Oswin", "Pellew", "technician", 63390, 2014, 2016, ["rodent control", "wasp nests"], 19.8, False, 0),
    ("Damaris", "Quill", "surveyor", 59012, 2011, 2015, ["drain surveys", "food safety audits"], 22.0, False, 0),
    ("Jory", "Tanhouse", "bird specialist", 61745, 2012, 2017, ["bird proofing", "working at height"], 21.5, True, 0),
    ("Keziah", "Blaymire", "technician", 70218, 2019, 2019, ["insect control", "wasp nests", "rodent control"], 18.2, False, 0),
    ("Alder", "Fennimore", "fumigator", 52406, 2007, 2012, ["fumigation", "heat treatment"], 26.0, True, 0),
    ("Tamsin", "Ockley", "trainee technician", None, None, 2023, None, 14.5, False, 0),
    ("Ruth", "Brackenbury", "branch manager", 44120, 2002, 2008, ["rodent control", "insect control"], None, False, 1),
    ("Fintan", "Sallow", "senior technician", 51907, 2006, 2009, ["rodent control", "mole control", "wildlife trapping"], 24.0, False, 1),
    ("Maud", "Trevillian", "technician", 66483, 2016, 2018, ["insect control", "bed bugs"], 19.5, True, 1),
    ("Caspar", "Wynd", "technician", 68830, 2017, 2020, ["rodent control", "drain surveys"], 19.0, False, 1),
    ("Perpetua", "Gaunt", "surveyor", 60555, 2012, 2014, ["food safety audits", "drain surveys", "insect control"], 22.5, False, 1),
    ("Ned", "Corrigall", "trainee technician", None, None, 2023, None, 14.0, False, 1),
    ("Wenna", "Treloar", "bird specialist", 64212, 2015, 2016, ["bird proofing", "working at height", "wasp nests"], 21.0, False, 1),
    ("Solomon", "Ayre", "branch manager", 47788, 2004, 2013, ["insect control", "food safety audits"], None, False, 2),
    ("Bryony", "Kettleby", "senior technician", 57340, 2009, 2011, ["rodent control", "wasp nests", "working at height"], 23.75, False, 2),
    ("Lucan", "Petch", "technician", 69015, 2018, 2019, ["rodent control", "insect control"], 18.8, False, 2),
    ("Ottilie", "Vane", "technician", 71102, 2020, 2021, ["bed bugs", "heat treatment"], 18.5, True, 2),
    ("Hamza", "Ridgewell", "surveyor", 62877, 2013, 2018, ["drain surveys", "food safety audits"], 22.0, True, 2),
    ("Isolde", "Crane", "trainee technician", None, None, 2023, None, 14.5, True, 2),
    ("Barnaby", "Quint", "branch manager", 49031, 2005, 2016, ["rodent control", "wildlife trapping", "mole control"], None, False, 3),
    ("Cressida", "Hawley", "senior technician", 58214, 2010, 2016, ["insect control", "wasp nests", "fumigation"], 24.25, False, 3),
    ("Ewan", "Stackpole", "technician", 67744, 2016, 2017, ["rodent control", "mole control"], 19.2, False, 3),
    ("Rosalind", "Tebbutt", "technician", 72590, 2021, 2022, ["insect control"], 18.0, True, 3),
    ("Cormac", "Dellow", "branch manager", 53366, 2009, 2022, ["rodent control", "bird proofing"], None, False, 4),
    ("Sabine", "Threlkeld", "senior technician", 56128, 2008, 2022, ["insect control", "bed bugs", "fumigation"], 24.0, False, 4),
    ("Piers", "Hollowell", "technician", 73019, 2022, 2022, ["rodent control", "wasp nests"], 18.5, False, 4),
    ("Greta", "Haverstock", "fumigator", 54980, 2009, 2023, ["fumigation", "heat treatment", "food safety audits"], 26.5, False, 4),
    ("Jonah", "Farrant", "technician", 74411, 2023, 2023, ["rodent control", "insect control", "wasp nests"], 17.9, True, 4),
]
SUPERVISOR_ROLES = ("branch manager", "senior technician")
NO_JOBS = ("Greta", "Haverstock")  # on the books, never sent to a job

# trainer, trainee (first names are unique), since, hoursLogged, signedOff
TRAINED = [
    ("Gideon", "Oswin", "2016-09-05", 120, True),
    ("Gideon", "Keziah", "2019-05-13", 96, True),
    ("Linnea", "Keziah", "2019-09-02", 64, True),
    ("Linnea", "Tamsin", "2023-11-06", 148, False),
    ("Oswin", "Tamsin", "2024-04-22", 70, False),
    ("Fintan", "Caspar", "2020-06-15", 110, True),
    ("Fintan", "Ned", "2023-10-02", 125, False),
    ("Maud", "Ned", "2024-09-16", 40, False),
    ("Solomon", "Lucan", "2019-04-01", 72, True),
    ("Bryony", "Isolde", "2023-09-04", 96, False),
    ("Bryony", "Ottilie", "2021-03-08", 90, True),
    ("Cressida", "Rosalind", "2022-08-15", 78, True),
    ("Barnaby", "Ewan", "2017-07-24", 104, True),
    ("Sabine", "Jonah", "2023-06-05", 66, True),
    ("Linnea", "Piers", "2022-01-10", 58, True),
    ("Alder", "Greta", "2023-02-27", 24, True),
]

# name, category, latinName, healthRisk, protected, peakSeasons, typicalVisits
PESTS = [
    ("brown rat", "rodent", "Rattus norvegicus", "high", False, ["autumn", "winter"], 3),
    ("black rat", "rodent", "Rattus rattus", "high", False, ["autumn", "winter"], 3),
    ("house mouse", "rodent", "Mus musculus", "high", False, ["autumn", "winter"], 3),
    ("german cockroach", "insect", "Blattella germanica", "high", False, ["all year"], 3),
    ("oriental cockroach", "insect", "Blatta orientalis", "high", False, ["summer"], 3),
    ("bed bug", "insect", "Cimex lectularius", "medium", False, ["summer"], 2),
    ("common wasp", "insect", "Vespula vulgaris", "medium", False, ["summer"], 1),
    ("cat flea", "insect", "Ctenocephalides felis", "medium", False, ["summer", "autumn"], 2),
    ("pharaoh ant", "insect", "Monomorium pharaonis", "medium", False, ["all year"], 3),
    ("black garden ant", "insect", "Lasius niger", "low", False, ["spring", "summer"], 1),
    ("common clothes moth", "insect", "Tineola bisselliella", "low", False, ["spring", "summer"], 2),
    ("house fly", "insect", "Musca domestica", "medium", False, ["summer"], 1),
    ("feral pigeon", "bird", "Columba livia", "medium", False, ["all year"], 1),
    ("herring gull", "bird", "Larus argentatus", "low", True, ["spring", "summer"], 1),
    ("grey squirrel", "mammal", "Sciurus carolinensis", "low", False, ["autumn", "winter"], 2),
    ("mole", "mammal", "Talpa europaea", "low", False, ["spring"], 2),
    ("rabbit", "mammal", "Oryctolagus cuniculus", "low", False, ["spring", "summer"], 2),
]

# name, type, activeIngredient, priceGbp, unit, hazardous, approvedYear, stillStocked, packSizeG, pests
PRODUCTS = [
    ("Brodimax Wax Blocks", "rodenticide", "brodifacoum", 38.5, "tub", True, 2014, True, 3000, ["brown rat", "black rat", "house mouse"]),
    ("Difenex Pasta Sachets", "rodenticide", "difenacoum", 29.9, "tub", True, 2011, True, 1500, ["brown rat", "house mouse"]),
    ("Bromaline Grain", "rodenticide", "bromadiolone", 24.0, "bag", True, 2009, False, 5000, ["brown rat", "black rat"]),
    ("Alphachlor Cut Wheat", "rodenticide", "alphachloralose", 18.75, "box", True, 2017, True, 1000, ["house mouse"]),
    ("Snapwell Rat Trap", "trap", None, 6.2, "each", False, 2015, True, None, ["brown rat", "black rat"]),
    ("Snapwell Mouse Trap", "trap", None, 3.1, "each", False, 2015, True, None, ["house mouse"]),
    ("Vaultbox Bait Station", "bait station", None, 11.4, "each", False, 2012, True, None, ["brown rat", "house mouse", "black rat"]),
    ("Cimexol Residual Spray", "insecticide", "cypermethrin", 42.0, "litre", True, 2013, True, None, ["bed bug", "german cockroach", "oriental cockroach", "cat flea", "common clothes moth", "house fly", "black garden ant"]),
    ("Roachgel Pro", "insecticide", "imidacloprid", 19.5, "tube", True, 2018, True, 30, ["german cockroach", "oriental cockroach"]),
    ("Fipralure Ant Gel", "insecticide", "fipronil", 16.8, "tube", True, 2016, True, 35, ["pharaoh ant", "black garden ant", "german cockroach"]),
    ("Vespadust Powder", "insecticide", "permethrin", 12.4, "puffer", True, 2010, True, 250, ["common wasp", "black garden ant"]),
    ("Fleavane Aerosol", "insecticide", "s-methoprene", 9.9, "can", True, 2019, True, None, ["cat flea", "bed bug"]),
    ("Mothguard Pheromone Trap", "monitor", None, 7.5, "each", False, 2016, True, None, ["common clothes moth"]),
    ("Glowstrip Fly Unit", "fly unit", None, 145.0, "each", False, 2016, True, None, ["house fly"]),
    ("Sentry Insect Monitor", "monitor", None, 1.8, "each", False, 2014, True, None, ["german cockroach", "oriental cockroach", "bed bug", "pharaoh ant"]),
    ("Spikeline Bird Spikes", "bird deterrent", None, 8.6, "metre", False, 2012, True, None, ["feral pigeon", "herring gull"]),
    ("Netlock Bird Netting", "bird deterrent", None, 4.3, "square metre", False, 2014, True, None, ["feral pigeon", "herring gull"]),
    ("Gelbar Bird Gel", "bird deterrent", None, 22.0, "tube", False, 2020, False, None, ["feral pigeon"]),
    ("Fumicarb Tablets", "fumigant", "aluminium phosphide", 96.0, "flask", True, 2008, True, None, ["rabbit", "mole", "brown rat"]),
    ("Thermapak Heat Kit", "heat treatment", None, 210.0, "day", False, 2020, True, None, ["bed bug", "common clothes moth"]),
    ("Kestrel Live Catch Cage", "trap", None, 34.0, "each", False, 2013, True, None, ["grey squirrel", "rabbit"]),
    ("Molefast Tunnel Trap", "trap", None, 14.5, "each", False, 2011, False, None, ["mole"]),
    ("Wirelink Proofing Mesh", "proofing", None, 6.9, "metre", False, 2015, True, None, ["brown rat", "house mouse", "grey squirrel", "feral pigeon"]),
]

# model, electric, base price, count; branch for each van in order
VAN_MODELS = [("Tarrant Cargo 3", False, 27500, 5), ("Veloce Panel", False, 24800, 5), ("Brimwell eVan", True, 38900, 4), ("Tarrant Cargo 5", False, 33200, 2)]
VAN_BRANCH = [0, 1, 2, 3, 4, 0, 1, 2, 3, 0, 0, 1, 2, 4, 1, 0]

BUSINESSES = [
    ("The Copper Ladle", "restaurant"), ("Saffron Yard", "restaurant"), ("Pellucid Grill", "restaurant"),
    ("The Drowsy Heron", "pub"), ("Lantern and Oak", "pub"), ("The Tilted Barrel", "pub"),
    ("Millbrook Bakery", "food factory"), ("Kilnworth Foods", "food factory"), ("Orrel Pie Company", "food factory"),
    ("Hartwell Cold Store", "warehouse"), ("Crestline Logistics", "warehouse"), ("Dunmere Storage", "warehouse"),
    ("Ashcombe Primary School", "school"), ("St Brannoc's Academy", "school"), ("Quenby Infants", "school"),
    ("Larkrise Care Home", "care home"), ("Evergreen Lodge", "care home"), ("Willowmere House", "care home"),
    ("Tollgate Chambers", "office"), ("Quenby Business Park", "office"), ("Fenwright Insurance", "office"),
    ("Harbour View Hotel", "hotel"), ("The Marlham Arms Hotel", "hotel"), ("Greyling Guest House", "hotel"),
    ("Wickstead Farm", "farm"), ("Fallowfield Dairy", "farm"), ("Pennock Grain", "farm"),
    ("Bramble Café", "café"), ("Moorside Tearooms", "café"), ("Jade Lantern Takeaway", "takeaway"),
    ("Orchard Street Kebabs", "takeaway"), ("Gullrock Fish Bar", "takeaway"), ("Thistleford Leisure Centre", "leisure"),
    ("Ravensgill Golf Club", "leisure"), ("Corvid Cinema", "leisure"), ("Stoatwick Market Hall", "retail"),
    ("Penhallow Garden Centre", "retail"), ("Brisco's Hardware", "retail"), ("Quill and Page Books", "retail"),
    ("Halyard Boatyard", "industrial"), ("Marlham Mill Works", "industrial"), ("Sedgecombe Recycling", "industrial"),
]
FIRSTS = ["Edna", "Rupert", "Hollis", "Mirabel", "Clement", "Philippa", "Dorian", "Agnes", "Lowell", "Verity",
          "Ambrose", "Juniper", "Tobin", "Winifred", "Marius", "Celandine", "Bertram", "Hazel", "Osric", "Delphine",
          "Grady", "Lettice", "Silas", "Marigold", "Quentin", "Rowena", "Ignatius", "Bettany", "Fergus", "Sidony",
          "Alaric", "Nerys", "Thaddeus", "Honora", "Lysander", "Perdita"]
LASTS = ["Pyke", "Amberley", "Cotterell", "Gravenor", "Fairweather", "Lisle", "Tremlow", "Hobday", "Ansty", "Marchbank",
         "Penwarden", "Dufresne", "Killick", "Ormerod", "Bellchamber", "Sturrock", "Wetherell", "Cazalet", "Thorogood",
         "Mapplebeck", "Rudd", "Galloway", "Prynne", "Esterhay", "Lanyon", "Boscawen", "Whitlock", "Nankervis",
         "Oddie", "Pendragon", "Swale", "Trenear", "Vosper", "Yelland", "Zennor", "Quiller"]
VILLAGES = [["Stoatwick", "Stoatwick", "Lower Brenton", "Ashcombe"], ["Marlham", "Marlham", "Sedgecombe", "Pennock"],
            ["Quenby", "Quenby", "Tollgate"], ["Thistleford", "Thistleford", "Wickstead"], ["Ravensgill", "Ravensgill", "Gullrock"]]
HAZARDS = ["guard dog", "children on site", "food handling area", "asbestos survey held", "working at height", "pets in home", "vulnerable residents", "lone working"]
FINDINGS = ["droppings", "gnaw marks", "nest found", "entry point", "live sighting", "dead specimen", "proofing needed", "smear marks", "hygiene issue"]
LOCATIONS = ["kitchen", "loft", "cellar", "store room", "bin area", "roof", "garden", "bedroom", "plant room", "loading bay"]
SECTOR_PESTS = {
    "restaurant": ["brown rat", "house mouse", "german cockroach", "house fly", "pharaoh ant"],
    "pub": ["brown rat", "house mouse", "common wasp", "oriental cockroach"],
    "food factory": ["brown rat", "house mouse", "german cockroach", "house fly", "feral pigeon"],
    "warehouse": ["brown rat", "house mouse", "feral pigeon"],
    "school": ["house mouse", "common wasp", "black garden ant", "herring gull"],
    "care home": ["house mouse", "house fly", "common wasp", "bed bug"],
    "office": ["house mouse", "feral pigeon", "herring gull", "black garden ant"],
    "hotel": ["bed bug", "german cockroach", "house mouse", "herring gull"],
    "farm": ["brown rat", "house mouse", "rabbit", "mole", "feral pigeon"],
    "café": ["house mouse", "german cockroach", "black garden ant", "common wasp"],
    "takeaway": ["brown rat", "german cockroach", "oriental cockroach", "house fly"],
    "leisure": ["mole", "rabbit", "common wasp", "herring gull", "grey squirrel"],
    "retail": ["house mouse", "feral pigeon", "common clothes moth", "grey squirrel"],
    "industrial": ["brown rat", "feral pigeon", "herring gull"],
    "residential": ["house mouse", "brown rat", "common wasp", "bed bug", "cat flea", "common clothes moth", "grey squirrel", "black garden ant"],
}
FOOD = ("restaurant", "pub", "food factory", "café", "takeaway", "hotel")
CHARGE_RATE = 48.0  # labour charged per technician hour


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(label: str | list[str], nid: str, props: dict) -> str:
        nodes.append({"id": nid, "labels": [label] if isinstance(label, str) else label, "properties": props})
        return nid

    def rel(rtype: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props})

    def day(lo: dt.date, hi: dt.date) -> dt.date:
        return lo + dt.timedelta(days=rng.randint(0, (hi - lo).days))

    branches = [node("Branch", f"b{i}", {"name": b[0], "town": b[1], "openedYear": b[2], "bays": b[3], "callout24h": b[4],
                                         "coverageMiles": b[5], "revenueTargetGbp": b[6]}) for i, b in enumerate(BRANCHES)]

    techs = []
    by_first = {}
    for i, t in enumerate(TECHS):
        first, last, role, cert, cy, sy, skills, rate, pt, br = t
        labels = ["Technician", "Supervisor"] if role in SUPERVISOR_ROLES else ["Technician"]
        tid = node(labels, f"t{i}", {"firstName": first, "lastName": last, "role": role, "certNo": cert, "certifiedYear": cy,
                                     "startYear": sy, "skills": skills, "hourlyRateGbp": rate, "partTime": pt})
        techs.append(tid)
        by_first[first] = i
        since = max(dt.date(sy, 1, 1), dt.date(BRANCHES[br][2], 1, 1)) + dt.timedelta(days=rng.randint(5, 300))
        if (first, last) == ("Piers", "Hollowell"):
            since = dt.date(2022, 9, 5)
        rel("WORKS_FROM", tid, branches[br], {"since": str(since), "hoursPerWeek": rng.choice([16, 20, 24, 30]) if pt else rng.choice([37, 40, 40, 42]),
                                              "onCallRota": role not in ("trainee technician", "surveyor") and rng.random() < 0.55})

    for tr, te, since, hrs, ok in TRAINED:
        rel("TRAINED", techs[by_first[tr]], techs[by_first[te]], {"since": since, "hoursLogged": hrs, "signedOff": ok})

    pests = {}
    for i, p in enumerate(PESTS):
        pests[p[0]] = node("Pest", f"p{i}", {"name": p[0], "category": p[1], "latinName": p[2], "healthRisk": p[3], "protected": p[4],
                                              "peakSeasons": p[5], "typicalVisits": p[6]})
    products = {}
    for i, p in enumerate(PRODUCTS):
        products[p[0]] = node("Product", f"m{i}", {"name": p[0], "type": p[1], "activeIngredient": p[2], "priceGbp": p[3], "unit": p[4],
                                                   "hazardous": p[5], "approvedYear": p[6], "stillStocked": p[7], "packSizeG": p[8]})
        for pn in p[9]:
            since = dt.date(max(p[6], 2008), 1, 1) + dt.timedelta(days=rng.randint(20, 700))
            rel("EFFECTIVE_AGAINST", products[p[0]], pests[pn], {"since": str(since), "efficacyPct": rng.randint(62, 98),
                                                                 "firstChoice": rng.random() < 0.4})
    for_pest: dict[str, list[str]] = {}
    for p in PRODUCTS:
        for pn in p[9]:
            for_pest.setdefault(pn, []).append(p[0])

    # vans
    vans = []
    letters = "ABCDEFGHJKLMNPRSTVWXY"
    regs: list[str] = []
    van_since: list[dt.date] = []
    k = 0
    for model, electric, base, count in VAN_MODELS:
        for _ in range(count):
            year = rng.randint(2016, 2025) if not electric else rng.randint(2021, 2025)
            while True:
                reg = f"{rng.choice(letters)}{rng.choice(letters)}{year % 100 + (50 if rng.random() < 0.5 else 0):02d} {''.join(rng.choice(letters) for _ in range(3))}"
                if reg not in regs:
                    break
            regs.append(reg)
            br = VAN_BRANCH[k]
            based = max(dt.date(year, 2, 1), dt.date(BRANCHES[br][2], 3, 1)) + dt.timedelta(days=rng.randint(0, 200))
            van_since.append(based)
            serviced = None if k in (4, 11) else str(day(max(dt.date(2024, 9, 1), based + dt.timedelta(days=60)), dt.date(2025, 11, 20)))
            vid = node("Van", f"v{k}", {"model": model, "reg": reg, "year": year, "electric": electric,
                                        "purchasePriceGbp": base + rng.randint(-8, 12) * 250, "lastServiced": serviced,
                                        "mileage": (2026 - year) * rng.randint(9000, 16000) + rng.randint(0, 999),
                                        "fumigationKit": rng.random() < 0.3})
            vans.append(vid)
            rel("BASED_AT", vid, branches[br], {"since": str(based),
                                                "bay": rng.randint(1, BRANCHES[br][3])})
            k += 1
    # drivers: one primary driver per van from its branch, three vans shared
    used_drivers: set[int] = set()
    for k, vid in enumerate(vans):
        br = VAN_BRANCH[k]
        cands = [i for i, t in enumerate(TECHS) if t[9] == br and t[2] not in ("branch manager", "trainee technician") and i not in used_drivers]
        if not cands:
            cands = [i for i, t in enumerate(TECHS) if t[9] == br and i not in used_drivers]
        d = cands[0]
        used_drivers.add(d)
        rel("DRIVES", techs[d], vid, {"since": str(day(max(dt.date(TECHS[d][5], 2, 1), van_since[k]), max(dt.date(2025, 6, 30), van_since[k] + dt.timedelta(days=30)))), "primary": True})
    for k in (0, 5, 12):
        br = VAN_BRANCH[k]
        cands = [i for i, t in enumerate(TECHS) if t[9] == br and i not in used_drivers]
        d = cands[0]
        used_drivers.add(d)
        rel("DRIVES", techs[d], vans[k], {"since": str(day(max(dt.date(2024, 1, 1), van_since[k]), dt.date(2025, 9, 30))), "primary": False})

    # customers
    customers = []
    cinfo = []
    names_used: set[str] = set()
    order = list(range(len(BUSINESSES))) + [-1] * 30
    rng.shuffle(order)
    for idx in order:
        if idx >= 0:
            name, sector = BUSINESSES[idx]
        else:
            while True:
                name = f"{rng.choice(FIRSTS)} {rng.choice(LASTS)}"
                if name not in names_used:
                    break
            sector = "residential"
        names_used.add(name)
        br = rng.choice([0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4])
        town = rng.choice(VILLAGES[br])
        res = sector == "residential"
        sites = None if res else rng.choice([1, 1, 1, 1, 2, 2, 3, 4])
        area = None if res or rng.random() < 0.1 else rng.randint(6, 140) * 25
        hz = None
        if rng.random() < 0.3 or sector in ("care home", "school"):
            pool = [h for h in HAZARDS if not (res and h in ("food handling area", "asbestos survey held", "vulnerable residents"))
                    and not (not res and h == "pets in home")]
            hz = rng.sample(pool, rng.choice([1, 1, 2]))
        cid = node("Customer", f"c{len(customers)}", {"name": name, "sector": sector, "town": town, "sites": sites,
                                                       "floorAreaSqm": area, "foodBusiness": sector in FOOD, "hazards": hz})
        if res:
            plan = "Premier Cover" if rng.random() < 0.25 else "pay as you go"
        else:
            plan = "contract" if rng.random() < 0.7 else "pay as you go"
        ipy = {"contract": rng.choice([4, 6, 8, 12]), "Premier Cover": 2}.get(plan)
        if plan == "contract" and rng.random() < 0.12:
            ipy = None
        since = day(dt.date(max(BRANCHES[br][2], 2008), 3, 1), dt.date(2024, 12, 20))
        rel("CUSTOMER_OF", cid, branches[br], {"since": str(since), "plan": plan, "inspectionsPerYear": ipy})
        customers.append(cid)
        cinfo.append({"name": name, "sector": sector, "branch": br, "plan": plan, "since": since})

    # jobs
    active = [i for i in range(len(customers)) if rng.random() < 0.76]
    weights = [3 if cinfo[i]["plan"] == "contract" else 1 for i in active]
    jobspec = []
    for _ in range(95):
        c = rng.choices(active, weights)[0]
        lo = max(cinfo[c]["since"] + dt.timedelta(days=10), dt.date(2023, 1, 4))
        first = day(lo, dt.date(2025, 12, 19)) if lo < dt.date(2025, 12, 1) else day(dt.date(2025, 1, 1), dt.date(2025, 12, 19))
        jobspec.append((first, c))
    jobspec.sort()
    refs: set[str] = set()
    for first, c in jobspec:
        info = cinfo[c]
        br = info["branch"]
        while True:
            ref = f"GF{first.year % 100}-{rng.randint(1000, 9999)}"
            if ref not in refs:
                break
        refs.add(ref)
        if first > dt.date(2025, 11, 6):
            status = "scheduled"
        else:
            r = rng.random()
            status = "completed" if r < 0.72 else "cancelled" if r < 0.86 else "no access"
        contract = info["plan"] in ("contract", "Premier Cover")
        if contract and rng.random() < 0.55:
            jtype = "routine inspection"
        else:
            jtype = rng.choice(["callout", "callout", "callout", "survey", "proofing"])
        emergency = jtype == "callout" and rng.random() < 0.5
        pest_names = list(SECTOR_PESTS[info["sector"]])
        targets = rng.sample(pest_names, 2 if rng.random() < 0.3 else 1)
        if jtype == "proofing":
            targets = [t for t in targets if t in ("brown rat", "house mouse", "grey squirrel", "feral pigeon", "herring gull")] or ["house mouse"]
        visits = 1 if jtype in ("routine inspection", "survey") else rng.choice([1, 1, 2, 2, 3]) if jtype == "callout" else rng.choice([1, 2])
        gap = rng.randint(0, 1) if emergency else rng.randint(1, 12)
        requested = first - dt.timedelta(days=gap)
        closed = first + dt.timedelta(days=sum(rng.randint(6, 15) for _ in range(visits - 1)))
        findings = rng.sample(FINDINGS, rng.choice([1, 2, 2, 3])) if status == "completed" and rng.random() < 0.45 else None
        labels = ["Job", "Emergency"] if emergency else ["Job"]
        jid = node(labels, f"j{len(refs)}", {"jobRef": ref, "status": status, "jobType": jtype, "firstVisit": str(first),
                                             "closedOn": str(closed) if status == "completed" else None, "visits": visits,
                                             "findings": findings, "invoiceGbp": None})
        jnode = nodes[-1]
        channel = "contract schedule" if jtype == "routine inspection" else rng.choice(["phone", "phone", "web form", "email", "app"] if not emergency else ["phone", "phone", "phone", "app", "web form"])
        fee = rng.choice([65.0, 75.0, 85.0, 95.0]) if emergency else None
        po = f"PO-{rng.randint(10000, 99999)}" if info["sector"] != "residential" and rng.random() < 0.25 else None
        rel("REQUESTED", customers[c], jid, {"requestedOn": str(requested), "channel": channel, "calloutFeeGbp": fee, "poNumber": po})
        for t in targets:
            rel("TARGETS", jid, pests[t], {"confirmed": status in ("completed", "no access") and rng.random() < 0.85 or (status == "completed" and rng.random() < 0.5),
                                           "severity": rng.randint(1, 5),
                                           "estimatedCount": None if PESTS[[p[0] for p in PESTS].index(t)][1] == "insect" or rng.random() < 0.3 else rng.choice([1, 2, 3, 4, 6, 8, 12, 20, 30])})
        cands = []
        for t in targets:
            for pn in for_pest[t]:
                if pn not in cands:
                    cands.append(pn)
        chosen = rng.sample(cands, min(len(cands), rng.choice([1, 2, 2, 3, 3]) if jtype != "survey" else 1))
        materials = 0.0
        for pn in chosen:
            pr = PRODUCTS[[p[0] for p in PRODUCTS].index(pn)]
            q = rng.choice([1, 1, 2]) if pr[3] > 90 else rng.choice([1, 2, 3, 4, 6, 8, 10, 12])
            price = None if contract else round(pr[3] * rng.choice([1.3, 1.4, 1.5, 1.6]), 2)
            if price:
                materials += q * price
            locs = None if rng.random() < 0.25 else rng.sample(LOCATIONS, rng.choice([1, 1, 2]))
            rel("USED", jid, products[pn], {"quantity": q, "priceGbp": price, "locations": locs})
        # technicians
        staff = [i for i, t in enumerate(TECHS) if t[9] == br and (t[0], t[1]) != NO_JOBS]
        leads = [i for i in staff if TECHS[i][2] in ("technician", "senior technician") or (TECHS[i][2] == "bird specialist" and any(PESTS[[p[0] for p in PESTS].index(t)][1] == "bird" for t in targets))]
        surveyors = [i for i in staff if TECHS[i][2] == "surveyor"] or [i for i in staff if TECHS[i][2] == "branch manager"]
        assists = [i for i in staff if TECHS[i][2] in ("trainee technician", "technician", "bird specialist", "fumigator")]
        hours_total = 0.0
        if status != "cancelled":
            if jtype == "survey":
                who = rng.choice(surveyors)
                duty = "survey"
            else:
                birds = [i for i in leads if TECHS[i][2] == "bird specialist"]
                who = rng.choice(birds) if birds and rng.random() < 0.7 else rng.choice([i for i in leads if TECHS[i][2] != "bird specialist"])
                duty = "lead"
            hrs = rng.choice([0.25, 0.5]) if status == "no access" else rng.choice([0.5, 1.0, 1.0, 1.5, 2.0, 2.5, 3.0])
            hours_total += hrs
            rel("ATTENDED", techs[who], jid, {"duty": duty, "onDate": str(first), "hoursOnSite": hrs, "milesDriven": rng.randint(2, 38)})
            if status != "no access" and jtype != "survey" and rng.random() < 0.6:
                a = rng.choice([i for i in assists if i != who])
                hrs = rng.choice([0.5, 1.0, 1.5, 2.0])
                hours_total += hrs
                rel("ATTENDED", techs[a], jid, {"duty": "assist", "onDate": str(first), "hoursOnSite": hrs, "milesDriven": rng.randint(2, 38)})
            if status in ("completed", "scheduled") and visits > 1:
                fups = rng.sample([i for i in leads if i != who] or [who], min(visits - 1, len([i for i in leads if i != who]) or 1))
                for n, f in enumerate(fups):
                    hrs = rng.choice([0.5, 1.0, 1.5]) * (visits - 1 if len(fups) == 1 else 1)
                    hours_total += hrs
                    when = closed if n == len(fups) - 1 else first + (closed - first) / 2
                    rel("ATTENDED", techs[f], jid, {"duty": "follow-up", "onDate": str(when), "hoursOnSite": hrs, "milesDriven": rng.randint(2, 38)})
        if status in ("completed", "scheduled"):
            if jtype == "routine inspection" and contract:
                inv = 0.0
            elif contract:
                inv = hours_total * CHARGE_RATE
            else:
                inv = hours_total * CHARGE_RATE + materials
            jnode["properties"]["invoiceGbp"] = round(inv + (fee or 0.0), 2)
        if status == "completed" and rng.random() < 0.45:
            score = rng.choice([10, 10, 9, 9, 8, 8, 7, 6, 5, 3, 2])
            rel("REVIEWED", customers[c], jid, {"score": score, "reviewedOn": str(closed + dt.timedelta(days=rng.randint(1, 28))),
                                                "wouldRebook": rng.random() < (0.93 if score >= 8 else 0.5 if score >= 5 else 0.1)})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "lastServiced", "firstVisit", "closedOn", "requestedOn", "onDate", "reviewedOn"]}
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
