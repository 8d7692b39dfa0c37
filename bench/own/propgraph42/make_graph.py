#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented dog-grooming chain (Pawsley & Co).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, dog, business, town, salon,
product, maker, supplier, microchip number and code is invented (the trade's terms - full groom, bath & brush, hand
strip, de-shed, puppy intro, nail clip, teddy cut, hydrobath, matted coats, blueberry facial - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 4207
HERE = Path(__file__).resolve().parent

# name, town, openedYear, tables, hasHydrobath, mobileVans
SALONS = [
    ("Ashgrove Parade", "Ashgrove", 2010, 5, True, 2),
    ("Kettlewick Mill", "Kettlewick", 2014, 4, True, 1),
    ("Brindle Row", "Sallowby", 2018, 3, False, 1),
    ("Harrowmere Lanes", "Harrowmere", 2022, 2, False, 0),
]

# first, last, role, startYear, qualifications, hourlyRateGbp, fullTime, salon
GROOMERS = [
    ("Odette", "Falkner", "head groomer", 2010, ["Level 3 dog grooming", "hand stripping", "canine first aid", "show grooming"], None, True, 0),
    ("Rupert", "Sallis", "senior groomer", 2012, ["Level 3 dog grooming", "hand stripping", "scissoring"], 16.5, True, 0),
    ("Wynne", "Abercorn", "senior groomer", 2015, ["Level 3 dog grooming", "scissoring", "canine first aid"], 16.0, True, 0),
    ("Tabitha", "Grell", "groomer", 2017, ["Level 2 dog grooming", "scissoring"], 13.75, True, 0),
    ("Lennox", "Harbridge", "groomer", 2019, ["Level 2 dog grooming", "cat grooming"], 13.5, False, 0),
    ("Pip", "Ormsby", "groomer", 2021, ["Level 2 dog grooming"], 13.0, True, 0),
    ("Esme", "Quarrington", "bather", 2020, ["canine first aid"], 11.5, False, 0),
    ("Casimir", "Dunlow", "bather", 2023, ["canine first aid", "nail care"], 11.25, True, 0),
    ("Juno", "Penhaligon", "trainee", 2025, None, 9.5, True, 0),
    ("Marguerite", "Voss", "head groomer", 2014, ["Level 3 dog grooming", "scissoring", "canine first aid", "behaviour handling"], None, True, 1),
    ("Alaric", "Thorne", "senior groomer", 2014, ["Level 3 dog grooming", "hand stripping"], 16.25, True, 1),
    ("Saffi", "Brennock", "groomer", 2018, ["Level 2 dog grooming", "scissoring", "nail care"], 13.5, True, 1),
    ("Hollis", "Crane", "groomer", 2022, ["Level 2 dog grooming", "cat grooming"], 12.75, False, 1),
    ("Delphine", "Marsh-Oakley", "bather", 2021, ["nail care"], 11.0, False, 1),
    ("Bram", "Tiverton", "bather", 2024, ["canine first aid"], 11.0, True, 1),
    ("Nell", "Austwick", "trainee", 2024, None, 9.25, True, 1),
    ("Ignatius", "Fenn", "head groomer", 2018, ["Level 3 dog grooming", "hand stripping", "behaviour handling"], None, True, 2),
    ("Clemency", "Rook", "senior groomer", 2016, ["Level 3 dog grooming", "scissoring", "show grooming"], 15.75, False, 2),
    ("Tobias", "Wenlock", "groomer", 2020, ["Level 2 dog grooming", "hand stripping"], 13.25, True, 2),
    ("Marisa", "Goodeve", "groomer", 2023, ["Level 2 dog grooming"], 12.5, True, 2),
    ("Rowan", "Ashdown", "bather", 2022, ["canine first aid", "nail care"], 11.25, False, 2),
    ("Ottilie", "Sandgate", "trainee", 2025, None, 9.5, False, 2),
    ("Fenella", "Brightwater", "head groomer", 2022, ["Level 3 dog grooming", "scissoring", "cat grooming"], None, True, 3),
    ("Ivo", "Kestell", "senior groomer", 2013, ["Level 3 dog grooming", "hand stripping", "canine first aid"], 16.0, True, 3),
    ("Perpetua", "Lyle", "groomer", 2024, ["Level 2 dog grooming", "nail care"], 12.5, False, 3),
    ("Shay", "Morrow", "bather", 2025, ["canine first aid"], 11.0, True, 3),
]

# mentor index, mentee index, since, hours
MENTORING = [
    (0, 3, "2017-05-02", 120), (0, 5, "2021-03-15", 96), (1, 8, "2025-02-10", 64), (2, 6, "2022-09-05", 30),
    (9, 11, "2018-06-11", 110), (10, 15, "2024-04-22", 72), (9, 12, "2022-10-03", 58), (16, 19, "2023-08-14", 88),
    (17, 21, "2025-03-03", 40), (16, 18, "2020-11-09", 64), (22, 24, "2024-06-17", 50), (23, 25, "2025-05-12", 24),
    (0, 1, "2012-09-24", 150),
]

# breed, coat, size
BREEDS = [
    ("Cockapoo", "curly", "medium"), ("Labrador", "double", "large"), ("Shih Tzu", "silky", "small"),
    ("Miniature Schnauzer", "wire", "small"), ("Border Terrier", "wire", "small"), ("Golden Retriever", "double", "large"),
    ("Cavapoo", "curly", "small"), ("Springer Spaniel", "feathered", "medium"), ("Standard Poodle", "curly", "large"),
    ("Bichon Frise", "curly", "small"), ("West Highland Terrier", "wire", "small"), ("Yorkshire Terrier", "silky", "toy"),
    ("Samoyed", "double", "large"), ("Newfoundland", "double", "giant"), ("Dachshund", "smooth", "small"),
    ("Whippet", "smooth", "medium"), ("Bernese Mountain Dog", "double", "giant"), ("Lhasa Apso", "silky", "small"),
    ("Cocker Spaniel", "feathered", "medium"), ("Siberian Husky", "double", "large"),
]
SIZE_KG = {"toy": (2.0, 3.5), "small": (5.0, 11.0), "medium": (11.0, 20.0), "large": (25.0, 38.0), "giant": (45.0, 68.0)}

DOG_NAMES = [
    "Bella", "Max", "Luna", "Teddy", "Bella", "Biscuit", "Otis", "Luna", "Hugo", "Pepper", "Max", "Bella", "Maple",
    "Rolo", "Teddy", "Willow", "Bramble", "Luna", "Juniper", "Crumble", "Ziggy", "Poppy", "Alfie", "Nutmeg",
    "Bella", "Barney", "Mabel", "Teddy", "Poppy", "Fudge", "Winnie", "Monty", "Dolly", "Pickle", "Ralph", "Max",
    "Clover", "Hector", "Sable", "Tilly", "Bertie", "Waffle", "Skye", "Percy", "Kipper", "Marmite", "Olive", "Rufus",
    "Tilly", "Dexter", "Blossom", "Archie", "Sprout", "Ned", "Pudding", "Flo", "Gus", "Wilbur", "Honey", "Scout",
    "Archie", "Nova", "Bonnie", "Pip", "Toffee", "Basil", "Hazel", "Murphy", "Rosie", "Dougal",
]

# name, kind, town
OWNERS = [
    ("Harriet Quill", "private", "Ashgrove"), ("Desmond Farrow", "private", "Ashgrove"), ("Imogen Tull", "private", "Ashgrove"),
    ("Barnaby Okafor-Lane", "private", "Ashgrove"), ("Greta Lindqvist-Hale", "private", "Ashgrove"), ("Cosmo Penrith", "private", "Ashgrove"),
    ("Wrenfield Rescue", "rescue", "Ashgrove"), ("Agnes Tolley", "private", "Ashgrove"), ("Mortimer Blane", "private", "Ashgrove"),
    ("Sorrel Hythe", "breeder", "Ashgrove"), ("Philippa Dunmore", "private", "Ashgrove"), ("Lucan Beddow", "private", "Ashgrove"),
    ("Kettle Lane Kennels", "kennels", "Kettlewick"), ("Rosalind Carver", "private", "Kettlewick"), ("Jasper Weald", "private", "Kettlewick"),
    ("Maud Ellery", "private", "Kettlewick"), ("Quentin Stroud", "private", "Kettlewick"), ("Tamsin Ravel", "breeder", "Kettlewick"),
    ("Oona Fairleigh", "private", "Kettlewick"), ("Edmund Pryce-Loder", "private", "Kettlewick"), ("Hattie Brackley", "private", "Kettlewick"),
    ("Nico Varden", "private", "Kettlewick"), ("Felicity Orme", "private", "Thornby"), ("Gideon Hask", "private", "Thornby"),
    ("Ada Merriweather", "private", "Thornby"), ("Second Chance Hounds", "rescue", "Thornby"), ("Ruari Colbeck", "private", "Sallowby"),
    ("Beatrix Lowell", "private", "Sallowby"), ("Silas Yarrow", "private", "Sallowby"), ("Ines Caddick", "private", "Sallowby"),
    ("Ptolemy Grange", "breeder", "Sallowby"), ("Winifred Oakes", "private", "Sallowby"), ("Ambrose Kell", "private", "Sallowby"),
    ("Celandine Hurst", "private", "Sallowby"), ("Lysander Pike", "private", "Harrowmere"), ("Minnie Castellane", "private", "Harrowmere"),
    ("Fergus Dallow", "private", "Harrowmere"), ("Harrowmere Hall Kennels", "kennels", "Harrowmere"), ("Ottoline Breck", "private", "Harrowmere"),
    ("Caspar Nettles", "private", "Harrowmere"), ("Verity Stallard", "private", "Thornby"), ("Elowen Tresize", "private", "Ashgrove"),
    ("Horace Vinney", "private", "Kettlewick"), ("Liesl Moberly", "private", "Sallowby"), ("Dorian Achterberg", "private", "Harrowmere"),
    ("Thea Gosling", "private", "Thornby"), ("Bartholomew Ince", "private", "Kettlewick"), ("Perdita Swale", "private", "Ashgrove"),
]
TOWN_SALON = {"Ashgrove": 0, "Kettlewick": 1, "Thornby": 1, "Sallowby": 2, "Harrowmere": 3}

# name, maker, category, unitPriceGbp, sizeMl, vegan, launchYear, discontinued
PRODUCTS = [
    ("Oatmeal Calm Shampoo", "Brindlecoat", "shampoo", 18.5, 1000, True, 2016, False),
    ("Whitening Bright Shampoo", "Brindlecoat", "shampoo", 21.0, 1000, False, 2018, False),
    ("Deep Coat Shampoo", "Furrow & Vale", "shampoo", 24.75, 5000, True, 2019, False),
    ("Tearless Puppy Wash", "Hound Apothecary", "shampoo", 14.25, 500, True, 2020, False),
    ("Medicated Tar Shampoo", "Kestrel Pet Pro", "shampoo", 27.5, 1000, False, 2014, True),
    ("Blueberry Facial Wash", "Hound Apothecary", "treatment", 12.0, 250, True, 2021, False),
    ("Silk Finish Conditioner", "Furrow & Vale", "conditioner", 22.5, 1000, True, 2017, False),
    ("Detangle Cream Rinse", "Brindlecoat", "conditioner", 19.0, 1000, False, 2015, False),
    ("Shed Control Conditioner", "Kestrel Pet Pro", "conditioner", 25.0, 5000, False, 2022, False),
    ("Cologne Mist Spray", "Hound Apothecary", "spray", 9.5, 250, True, 2019, False),
    ("Anti-Static Finishing Spray", "Furrow & Vale", "spray", 11.75, 500, True, 2023, False),
    ("Flea Guard Rinse", "Kestrel Pet Pro", "treatment", 16.0, 500, False, 2016, False),
    ("Paw Balm", "Hound Apothecary", "treatment", 7.5, 100, True, 2020, False),
    ("Ear Clean Solution", "Brindlecoat", "treatment", 8.25, 250, False, 2013, True),
    ("Slicker Brush Pro", "Tolland Tools", "tool", 15.0, None, True, 2015, False),
    ("Dematting Rake", "Tolland Tools", "tool", 13.5, None, True, 2017, False),
    ("Curved Shears 7in", "Orrick Steel", "tool", 64.0, None, True, 2018, False),
    ("Thinning Shears 46T", "Orrick Steel", "tool", 72.5, None, True, 2021, False),
    ("Stripping Knife Fine", "Tolland Tools", "tool", 11.0, None, True, 2012, True),
    ("Nail Grinder Mk2", "Orrick Steel", "tool", 39.0, None, True, 2024, False),
]

# name, country, town, leadTimeDays, preferred, accountSince
SUPPLIERS = [
    ("Groomwell Trading", "United Kingdom", "Pelham Cross", 3, True, 2010),
    ("Coatcare Wholesale", "United Kingdom", "Drennick", 5, False, 2016),
    ("Van Loon Dierverzorging", "Netherlands", "Ostervaart", 9, True, 2018),
    ("Hundepflege Kramer", "Germany", "Waldhofen", 12, False, 2020),
    ("Shannonside Pet Supply", "Ireland", "Kilcarragh", 7, False, 2022),
    ("Ardenne Toilettage", "Belgium", "Vieuxbois", 10, True, 2019),
]
# supplier -> product indices
SUPPLY = {0: [0, 1, 6, 7, 9, 13, 14, 15], 1: [2, 3, 5, 8, 11, 12], 2: [2, 6, 10, 16, 17], 3: [16, 17, 18, 19, 4],
          4: [0, 3, 12], 5: [1, 9, 10, 11]}

SERVICES = [("full groom", 120, 55.0), ("bath & brush", 75, 38.0), ("hand strip", 150, 62.0), ("puppy intro", 45, 25.0),
            ("nail clip", 20, 12.0), ("de-shed", 105, 48.0)]
EXTRAS = ["teeth clean", "blueberry facial", "nail grind", "flea rinse", "bandana", "paw balm"]
STYLES = ["teddy cut", "breed standard", "short all over", "puppy cut", "lamb cut"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(labels: list[str], props: dict) -> str:
        nid = f"n{len(nodes) + 1}"
        nodes.append({"id": nid, "labels": labels, "properties": props})
        return nid

    def rel(rtype: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props})

    salons = [node(["Salon"], {"name": s[0], "town": s[1], "openedYear": s[2], "tables": s[3], "hasHydrobath": s[4], "mobileVans": s[5]})
              for s in SALONS]
    grs = []
    for g in GROOMERS:
        labels = ["Groomer", "HeadGroomer"] if g[2] == "head groomer" else ["Groomer"]
        grs.append(node(labels, {"firstName": g[0], "lastName": g[1], "role": g[2], "startYear": g[3], "qualifications": g[4],
                                 "hourlyRateGbp": g[5], "fullTime": g[6]}))
    locker = {0: 1, 1: 1, 2: 1, 3: 1}
    for i, g in enumerate(GROOMERS):
        start = dt.date(max(g[3], SALONS[g[7]][2]), rng.randint(1, 12), rng.randint(1, 28))
        lock = None
        if g[2] != "trainee":
            lock = locker[g[7]]
            locker[g[7]] += 1
        rel("WORKS_AT", grs[i], salons[g[7]], {"since": str(start), "keyHolder": g[2] in ("head groomer", "senior groomer") or (g[2] == "groomer" and rng.random() < 0.3),
                                              "lockerNo": lock})
    for a, b, since, hours in MENTORING:
        rel("MENTORS", grs[a], grs[b], {"since": since, "hours": hours})

    prods = [node(["Product"], {"name": p[0], "maker": p[1], "category": p[2], "unitPriceGbp": p[3], "sizeMl": p[4], "vegan": p[5],
                                "launchYear": p[6], "discontinued": p[7]}) for p in PRODUCTS]
    sups = [node(["Supplier"], {"name": s[0], "country": s[1], "town": s[2], "leadTimeDays": s[3], "preferred": s[4], "accountSince": s[5]})
            for s in SUPPLIERS]
    for si, plist in SUPPLY.items():
        for pi in plist:
            since = max(SUPPLIERS[si][5], PRODUCTS[pi][6]) + rng.randint(0, 2)
            rel("SUPPLIES", sups[si], prods[pi], {"sinceYear": min(since, 2025), "exclusive": len([1 for v in SUPPLY.values() if pi in v]) == 1 and rng.random() < 0.5,
                                                  "listPriceGbp": round(PRODUCTS[pi][3] * rng.uniform(0.45, 0.7), 2)})

    owners = []
    for o in OWNERS:
        member = rng.random() < 0.45
        owners.append(node(["Owner"], {"name": o[0], "kind": o[1], "town": o[2], "clientSince": rng.randint(2011, 2025),
                                       "loyaltyMember": member, "loyaltyPoints": rng.randint(1, 60) * 10 if member else None,
                                       "marketingOptIn": rng.random() < 0.6}))
    dogs = []
    dog_owner: list[int] = []
    chips = set()
    for k, name in enumerate(DOG_NAMES):
        breed, coat, size = rng.choice(BREEDS)
        lo, hi = SIZE_KG[size]
        while True:
            chip = "9410004" + f"{rng.randint(0, 99999999):08d}"
            if chip not in chips:
                chips.add(chip)
                break
        allergies = rng.choice([None] * 7 + [["chicken"], ["oatmeal"], ["lanolin", "fragrance"], ["fragrance"], ["tea tree"]])
        dogs.append(node(["Dog"], {"name": name, "chipNo": chip, "breed": breed, "coat": coat, "size": size,
                                   "bornYear": rng.randint(2011, 2025), "weightKg": round(rng.uniform(lo, hi), 1),
                                   "allergies": allergies, "neutered": rng.random() < 0.7, "muzzleRequired": rng.random() < 0.1}))
        oi = k if k < len(OWNERS) else rng.randrange(len(OWNERS))
        dog_owner.append(oi)
    for k, d in enumerate(dogs):
        born = nodes[int(d[1:]) - 1]["properties"]["bornYear"]
        since = dt.date(max(born, 2011), rng.randint(1, 12), rng.randint(1, 28))
        rel("OWNS", owners[dog_owner[k]], d, {"since": str(since), "primary": True})
    co = rng.sample(range(len(DOG_NAMES)), 6)
    for k in co:
        other = (dog_owner[k] + rng.randint(1, 5)) % len(OWNERS)
        rel("OWNS", owners[other], dogs[k], {"since": str(dt.date(2024, rng.randint(1, 12), rng.randint(1, 28))), "primary": False})

    day0 = dt.date(2024, 1, 8)
    span = (dt.date(2025, 11, 14) - day0).days
    dates = sorted(day0 + dt.timedelta(days=rng.randint(0, span)) for _ in range(72))
    dates += sorted(dt.date(2025, 11, 17) + dt.timedelta(days=rng.randint(0, 25)) for _ in range(8))
    refs = set()
    groomed = [k for k in range(len(DOG_NAMES)) if rng.random() < 0.85]
    for when in dates:
        k = rng.choice([j for j in groomed if nodes[int(dogs[j][1:]) - 1]["properties"]["bornYear"] <= when.year])
        oi = dog_owner[k]
        s = TOWN_SALON[OWNERS[oi][2]]
        if rng.random() < 0.15:
            s = rng.randrange(4)
        born = nodes[int(dogs[k][1:]) - 1]["properties"]["bornYear"]
        svc = rng.choice(SERVICES[:3] + SERVICES[5:] + SERVICES[:2]) if when.year - born > 0 else SERVICES[3]
        if rng.random() < 0.08:
            svc = SERVICES[4]
        if when > dt.date(2025, 11, 14):
            status = "booked"
        else:
            status = rng.choice(["completed"] * 14 + ["cancelled", "cancelled", "no-show"])
        mobile = SALONS[s][5] > 0 and rng.random() < 0.25
        while True:
            ref = f"PW-{when.year % 100}-{rng.randint(100, 999)}"
            if ref not in refs:
                refs.add(ref)
                break
        extras = rng.sample(EXTRAS, rng.choice([0, 0, 1, 1, 2, 3])) if svc[0] not in ("nail clip",) else []
        style = rng.choice(STYLES) if svc[0] == "full groom" else None
        price = svc[2] + (10.0 if nodes[int(dogs[k][1:]) - 1]["properties"]["size"] in ("large", "giant") else 0.0) + 5.0 * len(extras) + (8.0 if mobile else 0.0)
        appt = node(["Appointment", "Mobile"] if mobile else ["Appointment"],
                    {"apptRef": ref, "apptDate": str(when), "service": svc[0], "status": status, "priceGbp": price,
                     "durationMins": svc[1] + rng.choice([-15, 0, 0, 15, 30]) if svc[1] > 30 else svc[1], "extras": extras or None,
                     "finishStyle": style, "paid": status == "completed" and rng.random() < 0.95})
        rel("AT", appt, salons[s], {"tableNo": None if mobile else rng.randint(1, SALONS[s][3])})
        booker = oi
        rel("BOOKED", owners[booker], appt, {"bookedOn": str(when - dt.timedelta(days=rng.randint(1, 40))),
                                             "channel": rng.choice(["phone", "phone", "app", "website", "walk-in"]),
                                             "depositGbp": rng.choice([None, None, None, 10.0, 15.0, 20.0]),
                                             "reminderSent": rng.random() < 0.8})
        done = status == "completed"
        cond = rng.choice(["good", "good", "fair", "matted"]) if done else None
        wk = nodes[int(dogs[k][1:]) - 1]["properties"]["weightKg"]
        rel("FOR", appt, dogs[k], {"weighInKg": round(wk + rng.uniform(-1.5, 1.5), 1) if done else None, "coatCondition": cond})
        siblings = [j for j in range(len(DOG_NAMES)) if dog_owner[j] == oi and j != k]
        if siblings and rng.random() < 0.3:
            j = siblings[0]
            wj = nodes[int(dogs[j][1:]) - 1]["properties"]["weightKg"]
            rel("FOR", appt, dogs[j], {"weighInKg": round(wj + rng.uniform(-1.5, 1.5), 1) if done else None,
                                       "coatCondition": rng.choice(["good", "fair"]) if done else None})
        local = [i for i, g in enumerate(GROOMERS) if g[7] == s and g[3] <= when.year]
        leads = [i for i in local if GROOMERS[i][2] in ("head groomer", "senior groomer", "groomer")
                 or (GROOMERS[i][2] == "trainee" and svc[0] in ("nail clip", "puppy intro"))]
        if status in ("completed", "booked"):
            lead = rng.choice(leads)
            rel("HANDLED", grs[lead], appt, {"role": "groomer", "minutes": svc[1] if done else None, "lead": True})
            bathers = [i for i in local if GROOMERS[i][2] in ("bather", "trainee") and i != lead]
            if done and bathers and svc[0] not in ("nail clip",) and rng.random() < 0.7:
                rel("HANDLED", grs[rng.choice(bathers)], appt, {"role": "bather", "minutes": rng.choice([20, 25, 30, 40]), "lead": False})
            if done and svc[0] == "full groom" and rng.random() < 0.3:
                fin = [i for i in local if i != lead and GROOMERS[i][2] in ("senior groomer", "head groomer", "groomer")]
                if fin:
                    rel("HANDLED", grs[rng.choice(fin)], appt, {"role": "finisher", "minutes": rng.choice([15, 20, 30]), "lead": False})
        if done and svc[0] != "nail clip":
            shampoos = [3] if svc[0] == "puppy intro" else [0, 1, 2, 4]
            if svc[0] != "puppy intro" and when.year == 2025 and rng.random() < 0.6:
                shampoos = [0, 1, 2]
            rel("USED", appt, prods[rng.choice(shampoos)], {"amountMl": rng.choice([30, 40, 50, 60, 80]) * (2 if nodes[int(dogs[k][1:]) - 1]["properties"]["size"] in ("large", "giant") else 1)})
            if rng.random() < 0.6:
                rel("USED", appt, prods[rng.choice([6, 7, 8])], {"amountMl": rng.choice([20, 25, 30, 40])})
            if extras and "blueberry facial" in extras:
                rel("USED", appt, prods[5], {"amountMl": 10})
            if extras and "flea rinse" in extras:
                rel("USED", appt, prods[11], {"amountMl": 50})
            if rng.random() < 0.5:
                rel("USED", appt, prods[rng.choice([9, 10])], {"amountMl": rng.choice([5, 10, 15])})
            if done and rng.random() < 0.4:
                rel("REVIEWED", owners[booker], appt, {"stars": rng.choice([5, 5, 5, 4, 4, 3, 2, 1]),
                                                       "reviewedOn": str(when + dt.timedelta(days=rng.randint(0, 21))),
                                                       "wouldRecommend": rng.random() < 0.85})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "apptDate", "bookedOn", "reviewedOn"]}
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
