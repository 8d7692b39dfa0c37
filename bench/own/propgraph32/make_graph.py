#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented commercial beekeeping and honey business (Hollinshaw Bee Farm).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, business, farm, village,
apiary, product, maker and code is invented (the trade's terms - National / WBC / Langstroth / Dadant hives, nucs,
brood frames, supers, queen excluders, mite washes, varroa treatments, grafting, queen marking colours, open and
instrumental mating, soft-set honey - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 3274
HERE = Path(__file__).resolve().parent

# first, last, role, startYear, certificate, skills, hourlyRate, fullTime, supervisor
KEEPERS = [
    ("Orla", "Penhallow", "head beekeeper", 2006, "Master", ["queen rearing", "instrumental insemination", "microscopy"], 24.5, True, True),
    ("Tobias", "Wrayburn", "head beekeeper", 2011, "Master", ["queen rearing", "extraction", "swarm collection"], 23.0, True, True),
    ("Marguerite", "Ashdown", "senior beekeeper", 2013, "General Husbandry", ["microscopy", "extraction"], 19.75, True, True),
    ("Ewan", "Kettleby", "beekeeper", 2016, "General Husbandry", ["swarm collection", "extraction"], 17.5, True, False),
    ("Philippa", "Gorsuch", "beekeeper", 2018, "Basic", ["candle making", "extraction"], 16.25, True, False),
    ("Rufus", "Tregarthen", "beekeeper", 2015, "General Husbandry", ["queen rearing", "swarm collection"], 18.0, True, False),
    ("Delphine", "Marchbank", "beekeeper", 2019, "Basic", ["microscopy"], 16.0, True, False),
    ("Hamish", "Oldroyd", "beekeeper", 2020, "Basic", None, 15.5, True, False),
    ("Imogen", "Calloway", "seasonal assistant", 2023, None, ["extraction"], 12.6, False, False),
    ("Caspar", "Veitch", "seasonal assistant", 2024, None, None, 12.6, False, False),
    ("Winifred", "Brackenbury", "beekeeper", 2012, "General Husbandry", ["candle making", "queen rearing"], 18.25, False, False),
    ("Lachlan", "Fenwright", "apprentice", 2024, None, ["swarm collection"], 9.5, True, False),
    ("Saoirse", "Mallinder", "apprentice", 2025, None, None, 9.5, True, False),
    ("Barnaby", "Quiller", "seasonal assistant", 2022, "Basic", ["extraction", "candle making"], 13.1, False, False),
    ("Ottilie", "Renshaw", "beekeeper", 2017, "General Husbandry", ["microscopy", "swarm collection", "extraction"], 17.75, True, False),
    ("Gervase", "Stallwood", "beekeeper", 2021, "Basic", ["extraction"], 15.75, True, False),
]

# code, name, village, district, altitudeM, hiveCapacity, landowner, rentJars, forage, established, heatherAccess,
# lastSurveyed
APIARIES = [
    ("AP-01", "Home Apiary", "Hollinshaw", "Vale", 64, 12, "Hollinshaw Bee Farm", 0, ["fruit blossom", "clover", "bramble"], 1988, False, "2025-03-11"),
    ("AP-02", "Church Field", "Abbotsmere", "Vale", 41, 6, "St Aldric's Parochial Church Council", 12, ["lime", "clover", "willowherb"], 1994, False, "2024-11-02"),
    ("AP-03", "Church Field", "Crickleden", "Moor", 212, 5, "Crickleden Glebe Trust", 6, ["heather", "bilberry"], 2009, True, None),
    ("AP-04", "Church Field", "Sallowfield", "Coast", 18, 6, "Sallowfield Parish Meeting", 8, ["sea lavender", "bramble", "ivy"], 2015, False, "2025-02-19"),
    ("AP-05", "Orchard", "Barrowcombe", "Vale", 57, 8, "Pettifer Family Trust", 10, ["fruit blossom", "dandelion"], 1999, False, "2024-12-07"),
    ("AP-06", "Orchard", "Quenbury", "Vale", 73, 6, "Quenbury Cider Orchards", 6, ["fruit blossom", "bramble", "clover"], 2017, False, None),
    ("AP-07", "Top Meadow", "Gallowby", "Moor", 286, 6, "Gallowby Moor Estate", 12, ["heather", "bell heather", "willowherb"], 2003, True, "2025-01-28"),
    ("AP-08", "Top Meadow", "Nethercombe", "Vale", 96, 4, "J. & M. Coverdale", 4, ["clover", "phacelia"], 2020, False, "2024-10-15"),
    ("AP-09", "Heather Edge", "Kestlewick", "Moor", 331, 8, "Kestlewick Grouse Moor Ltd", 16, ["heather", "bilberry", "bell heather"], 1996, True, "2025-04-02"),
    ("AP-10", "Mill Lane", "Fennick Cross", "Vale", 38, 5, "Fennick Mill Trust", 6, ["willow", "bramble", "balsam"], 2008, False, None),
    ("AP-11", "Old Rectory", "Harrowstone", "Vale", 82, 4, "Revd. Ambrose Tilley", 4, ["lime", "borage"], 2012, False, "2024-09-30"),
    ("AP-12", "Beacon Hill", "Thornacre", "Moor", 264, 6, "Thornacre Commoners' Association", 8, ["heather", "gorse"], 2001, True, "2025-02-04"),
    ("AP-13", "Dairy Yard", "Pellingham", "Vale", 49, 6, "Pellingham Dairies", 6, ["clover", "oilseed rape", "dandelion"], 2010, False, "2024-11-21"),
    ("AP-14", "Quarry Bottom", "Rookhollow", "Moor", 178, 4, "Rookhollow Stone Co.", 4, ["gorse", "bramble", "heather"], 2014, True, None),
    ("AP-15", "Long Acre", "Oxhey Parva", "Vale", 66, 8, "Oxhey Parva Farms", 10, ["oilseed rape", "field beans", "borage"], 2006, False, "2025-03-25"),
    ("AP-16", "Sandpit Copse", "Marlow Cheyne", "Coast", 27, 4, "Marlow Cheyne Estate", 4, ["sweet chestnut", "bramble"], 2018, False, "2024-12-18"),
    ("AP-17", "Lime Avenue", "Upper Wyke", "Vale", 88, 5, "Upper Wyke Hall", 6, ["lime", "horse chestnut"], 2011, False, "2025-01-09"),
    ("AP-18", "Willow Bed", "Fennick Cross", "Vale", 35, 4, "Fennick Mill Trust", 2, ["willow", "balsam"], 2022, False, None),
    ("AP-19", "Gorse Common", "Saltcote", "Coast", 22, 5, "Saltcote Town Council", 5, ["gorse", "sea lavender", "ivy"], 2013, False, "2024-10-29"),
    ("AP-20", "Borage Field", "Oxhey Parva", "Vale", 61, 6, "Oxhey Parva Farms", 8, ["borage", "phacelia"], 2019, False, "2025-03-25"),
    ("AP-21", "Bracken Hollow", "Gallowby", "Moor", 241, 4, "Gallowby Moor Estate", 6, ["heather", "bilberry"], 2023, True, None),
    ("AP-22", "Sea View", "Sallowfield", "Coast", 12, 3, "Mrs H. Lanyon", 3, ["sea lavender", "ivy", "thrift"], 2024, False, "2025-04-10"),
]

# who is responsible: apiary code -> [(keeper index, lead)]
RESP = {
    "AP-01": [(0, True), (11, False), (12, False)], "AP-02": [(3, True)], "AP-03": [(1, True), (6, False)],
    "AP-04": [(4, True)], "AP-05": [(2, True), (8, False)], "AP-06": [(4, True)], "AP-07": [(1, True)],
    "AP-08": [(7, True)], "AP-09": [(5, True), (1, False)], "AP-10": [(3, True)], "AP-11": [(10, True)],
    "AP-12": [(5, True)], "AP-13": [(14, True), (9, False)], "AP-14": [(6, True)], "AP-15": [(2, True), (13, False)],
    "AP-16": [(15, True)], "AP-17": [(10, True)], "AP-18": [(7, True)], "AP-19": [(14, True)], "AP-20": [(2, True)],
    "AP-21": [(6, True), (5, False)], "AP-22": [(15, True), (4, False)],
}

HIVE_TYPES = ["National", "National", "National", "WBC", "Langstroth", "Dadant", "Commercial", "Warré"]
BREEDS = ["Buckfast", "Buckfast", "Carniolan", "Italian", "native black bee", "native black bee"]
COLOURS = {0: "blue", 1: "white", 2: "yellow", 3: "red", 4: "green", 5: "blue", 6: "white", 7: "yellow", 8: "red",
           9: "green"}

PRODUCTS = [
    # name, activeIngredient, form, organicApproved, pricePerDose, withdrawalDays, maker
    ("Oxalivar", "oxalic acid", "trickle", True, 1.85, 0, "Brindle Apicare"),
    ("Thymoguard", "thymol", "gel", True, 4.2, 28, "Brindle Apicare"),
    ("FormiPad 60", "formic acid", "pad", True, 6.5, 7, "Cawdor Veterinary"),
    ("Varrostrip", "amitraz", "strip", False, 3.75, 42, "Cawdor Veterinary"),
    ("Flumistrip", "tau-fluvalinate", "strip", False, 3.1, 56, "Lowther Agri"),
    ("OxaVap", "oxalic acid", "vapour", True, 0.95, 0, "Lowther Agri"),
    ("HopShield", "hop beta acids", "strip", True, 5.4, 0, "Peverell Bioscience"),
    ("Nosemex", "fumagillin", "syrup additive", False, 7.8, 30, "Peverell Bioscience"),
]

CUSTOMERS = [
    # name, type, town, accountSince, tradeAccount, creditLimitGbp
    ("The Larder at Quenbury", "farm shop", "Quenbury", 2014, True, 1500),
    ("Hollinshaw Gate Shop", "farm shop", "Hollinshaw", 2009, False, None),
    ("Marrable & Daughters", "delicatessen", "Pellingham", 2016, True, 1200),
    ("Crickleden Tea Rooms", "cafe", "Crickleden", 2019, True, 400),
    ("Saltcote Saturday Market - stall 14", "market stall", "Saltcote", 2012, False, None),
    ("Ferrant's Fine Foods", "delicatessen", "Harrowstone", 2018, True, 900),
    ("Wyke Valley Wholefoods", "health food shop", "Upper Wyke", 2015, True, 1000),
    ("Copperbeech Bakery", "bakery", "Barrowcombe", 2020, True, 600),
    ("Abbotsmere Village Stores", "village shop", "Abbotsmere", 2011, True, 500),
    ("Gallowby Moor Estate Shop", "farm shop", "Gallowby", 2017, True, 1200),
    ("Nettlefold Brewing Co.", "brewery", "Fennick Cross", 2021, True, 2500),
    ("The Honeypot Online", "online retailer", "Pellingham", 2019, True, 3000),
    ("Sallowfield Post Office", "village shop", "Sallowfield", 2013, False, None),
    ("Thornacre Arms", "pub", "Thornacre", 2022, True, 300),
    ("Kestlewick Hall Hotel", "hotel", "Kestlewick", 2016, True, 1800),
    ("Pennywhistle Deli", "delicatessen", "Marlow Cheyne", 2023, True, 700),
    ("Oxhey Parva Farm Shop", "farm shop", "Oxhey Parva", 2010, True, 1500),
    ("Mead & Mazer", "meadery", "Rookhollow", 2020, True, 2000),
    ("Greaves Wholesale Grocers", "wholesaler", "Pellingham", 2008, True, 5000),
    ("Barrowcombe Community Cafe", "cafe", "Barrowcombe", 2024, False, None),
    ("St Aldric's Church Fete", "one-off", "Abbotsmere", 2023, False, None),
    ("Linnet Lane Pharmacy", "pharmacy", "Harrowstone", 2021, True, 250),
    ("Quenbury Cider Orchards", "farm shop", "Quenbury", 2017, True, 800),
    ("Nethercombe Nursery School", "one-off", "Nethercombe", 2025, False, None),
]

GROWERS = [
    # farmName, crop, hectares, village, organic
    ("Pettifer's Orchards", "apples", 42.5, "Barrowcombe", False),
    ("Quenbury Cider Orchards", "cider apples", 61.0, "Quenbury", False),
    ("Coverdale Fruit Farm", "cherries", 18.2, "Nethercombe", True),
    ("Oxhey Parva Farms", "oilseed rape", 120.0, "Oxhey Parva", False),
    ("Brightwater Berries", "blueberries", 9.6, "Fennick Cross", True),
    ("Hatchmoor Polytunnels", "strawberries", 14.3, "Pellingham", False),
    ("Wyke Hall Pears", "pears", 22.8, "Upper Wyke", False),
    ("Mossop Brothers", "field beans", 75.4, "Harrowstone", False),
    ("Sallowfield Seed Co-op", "clover seed", 33.0, "Sallowfield", True),
    ("Greenhithe Plums", "plums", 11.7, "Marlow Cheyne", False),
    ("Ravensworth Farm", "oilseed rape", 88.9, "Pellingham", False),
    ("Lantern Hill Blackcurrants", "blackcurrants", 16.4, "Thornacre", True),
]

HONEY_TYPES = {"spring blossom": ["fruit blossom", "dandelion", "oilseed rape", "willow"],
               "summer wildflower": ["clover", "bramble", "lime", "willowherb"],
               "heather": ["heather", "bell heather"], "borage": ["borage", "phacelia"],
               "lime": ["lime"], "coastal": ["sea lavender", "bramble", "thrift"]}


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

    keepers = []
    for i, (fn, ln, role, start, cert, skills, rate, ft, sup) in enumerate(KEEPERS):
        labels = ["Beekeeper", "Supervisor"] if sup else ["Beekeeper"]
        keepers.append(node(f"bk:{i}", labels, {
            "firstName": fn, "lastName": ln, "role": role, "startYear": start, "certificate": cert,
            "skills": skills, "hourlyRate": rate, "fullTime": ft, "stingAllergy": i in (7, 12)}))

    apiaries = {}
    for (code, name, village, district, alt, cap, owner, rent, forage, est, heather, surveyed) in APIARIES:
        apiaries[code] = node(f"ap:{code}", ["Apiary"], {
            "apiaryCode": code, "name": name, "village": village, "district": district, "altitudeM": alt,
            "hiveCapacity": cap, "landowner": owner, "rentJarsPerYear": rent, "forage": forage,
            "established": est, "heatherAccess": heather, "lastSurveyed": surveyed})
    for code, who in RESP.items():
        for k, lead in who:
            year = max(KEEPERS[k][3], APIARIES[int(code[3:]) - 1][9])
            since = dt.date(year, rng.randint(1, 12), rng.randint(1, 28))
            rel("RESPONSIBLE_FOR", keepers[k], apiaries[code], {"since": str(since), "lead": lead})

    products = []
    for i, (name, ai, form, org, price, wd, maker) in enumerate(PRODUCTS):
        products.append(node(f"pr:{i}", ["Treatment"], {
            "name": name, "activeIngredient": ai, "form": form, "organicApproved": org, "pricePerDose": price,
            "withdrawalDays": wd, "maker": maker}))

    # hives: fill apiaries to below capacity
    counts = [4, 5, 3, 4, 5, 3, 4, 2, 6, 3, 2, 4, 3, 2, 5, 2, 3, 2, 3, 3, 1, 1]
    hives = []
    hive_apiary = {}
    hno = 0
    nuc_set = {3, 9, 14, 22, 31, 38, 45, 52, 60, 66}
    for ai, (code, *_rest) in enumerate(APIARIES):
        for _ in range(counts[ai]):
            nuc = hno in nuc_set
            htype = "National" if nuc and hno % 2 else rng.choice(HIVE_TYPES)
            installed = rng.randint(max(2012, APIARIES[ai][9]), 2025)
            weight = None if rng.random() < 0.2 else round(rng.uniform(9.0, 22.0) if nuc else rng.uniform(18.0, 62.0), 1)
            props = {"hiveCode": f"H-{101 + hno * 3 + (hno // 10)}", "type": htype,
                     "material": "polystyrene" if nuc and hno % 3 == 0 else rng.choice(["cedar", "cedar", "pine", "polystyrene"]),
                     "frames": 5 if nuc else (10 if htype == "Langstroth" else 11 if htype in ("National", "Commercial", "Dadant") else 10 if htype == "WBC" else 8),
                     "installedYear": installed, "weightKg": weight, "openMeshFloor": rng.random() < 0.7,
                     "status": rng.choice(["strong", "strong", "average", "average", "weak"]) if not nuc else rng.choice(["building up", "average"])}
            hid = node(f"hv:{hno}", ["Hive", "Nucleus"] if nuc else ["Hive"], props)
            hives.append(hid)
            hive_apiary[hid] = ai
            since = dt.date(installed, rng.randint(3, 9), rng.randint(1, 28))
            if hno in (7, 40, 57):  # moved later
                since = dt.date(2025, rng.randint(3, 6), rng.randint(1, 28))
            rel("LOCATED_AT", hid, apiaries[code], {"since": str(since), "standNo": len([h for h in hive_apiary if hive_apiary[h] == ai])})
            hno += 1
    assert len(hives) == 70, len(hives)

    # queens: 8 breeders (older), their daughters head most hives; some from bought-in queens
    queens = []
    qinfo = {}

    def queen(year: int, breed: str, mating: str, status: str) -> str:
        n = len(queens)
        props = {"queenCode": f"Q-{year % 100:02d}-{n * 7 % 97 + 3:03d}", "breed": breed, "hatchedYear": year,
                 "markColour": COLOURS[year % 10], "clipped": rng.random() < 0.55, "mating": mating,
                 "temperRating": None if rng.random() < 0.15 else round(rng.uniform(2.0, 5.0), 1), "status": status}
        qid = node(f"qn:{n}", ["Queen"], props)
        queens.append(qid)
        qinfo[qid] = (year, breed)
        return qid

    breeders = [queen(2021, "Buckfast", "instrumental", "banked"), queen(2021, "native black bee", "isolated station", "superseded"),
                queen(2022, "Carniolan", "instrumental", "laying")]
    gen2 = [queen(2022, "Buckfast", "isolated station", "laying"), queen(2022, "native black bee", "open", "laying"),
            queen(2023, "Buckfast", "instrumental", "banked"), queen(2023, "native black bee", "isolated station", "laying"),
            queen(2023, "Carniolan", "open", "superseded")]
    for q, m in zip(gen2, [breeders[0], breeders[1], breeders[0], breeders[1], breeders[2]], strict=True):
        rel("DAUGHTER_OF", q, m, {"method": "graft", "graftedOn": f"{qinfo[q][0]}-0{rng.randint(5, 7)}-{rng.randint(10, 28)}"})
    mothers = breeders + gen2
    others: list[str] = []
    for i in range(77):
        if i < 58:
            m = mothers[i % len(mothers)] if i % 5 else rng.choice(gen2)
            year = rng.randint(qinfo[m][0] + 1, 2025)
            breed = qinfo[m][1]
            mating = "open" if rng.random() < 0.7 else "isolated station"
            q = queen(year, breed, mating, "laying")
            natural = rng.random() < 0.2
            rel("DAUGHTER_OF", q, m, {"method": "natural cell" if natural else "graft",
                                      "graftedOn": None if natural else f"{year}-0{rng.randint(5, 7)}-{rng.randint(10, 28)}"})
        else:
            year = rng.randint(2021, 2025)
            q = queen(year, rng.choice(BREEDS), rng.choice(["open", "open", "instrumental"]), "laying")
        others.append(q)
    # statuses for spare queens
    # the last 7 of the others are spare (banked/sold); the mothers head some hives too
    heads_pool = others[:64] + [gen2[0], gen2[1], gen2[3], breeders[2], others[70], others[71]]
    spare = others[64:70] + others[72:]
    for q in spare:
        node_props = next(n for n in nodes if n["id"] == q)["properties"]
        node_props["status"] = rng.choice(["banked", "sold", "superseded"])
    for hid, q in zip(hives, heads_pool, strict=True):
        year = qinfo[q][0]
        props = {"introducedOn": None if rng.random() < 0.12 else f"{max(year, 2021)}-0{rng.randint(5, 8)}-{rng.randint(10, 28)}",
                 "method": rng.choice(["cage", "cage", "split", "swarm", "own rearing"])}
        rel("HEADS", q, hid, props)

    # inspections 2024-2025 season
    for _i in range(110):
        hid = rng.choice(hives)
        ai = hive_apiary[hid]
        code = APIARIES[ai][0]
        who = [k for k, _lead in RESP[code]]
        k = rng.choice(who + [who[0]])
        if rng.random() < 0.12:
            k = rng.choice([0, 1, 2])
        year = rng.choice([2024, 2025])
        if KEEPERS[k][3] > year:
            year = 2025
        date = dt.date(year, rng.randint(4, 9), rng.randint(1, 28))
        nuc = "Nucleus" in nodes[int(hid[3:]) + len(KEEPERS) + len(APIARIES) + len(PRODUCTS)]["labels"]
        rel("INSPECTED", keepers[k], hid, {
            "date": str(date), "broodFrames": rng.randint(1, 4) if nuc else rng.randint(3, 10),
            "miteWash": rng.choice([0, 0, 1, 2, 3, 4, 6, 9, 14]), "queenSeen": rng.random() < 0.6,
            "temper": rng.randint(1, 5), "durationMin": rng.choice([10, 15, 15, 20, 25, 30, 45]),
            "swarmCells": date.month in (5, 6) and rng.random() < 0.35})

    # treatments
    for _i in range(58):
        hid = rng.choice(hives)
        pi = rng.choice([0, 0, 1, 1, 2, 3, 4, 5, 5, 6, 7])
        year = rng.choice([2023, 2024, 2025])
        if PRODUCTS[pi][0] in ("Oxalivar", "OxaVap"):
            date = dt.date(year, 12, rng.randint(1, 28))
        else:
            date = dt.date(year, rng.randint(8, 9), rng.randint(1, 28))
        rel("TREATED_WITH", hid, products[pi], {"appliedOn": str(date), "doses": rng.choice([1, 1, 2, 2, 3, 4]),
                                                 "efficacyPct": None if rng.random() < 0.3 else round(rng.uniform(62.0, 98.5), 1)})

    # honey batches
    batches = []
    batch_no = {2023: 0, 2024: 0, 2025: 0}
    for i in range(40):
        year = [2023, 2024, 2025][i % 3] if i < 39 else 2025
        htype = rng.choice(list(HONEY_TYPES))
        batch_no[year] += 1
        src = rng.sample(HONEY_TYPES[htype], min(len(HONEY_TYPES[htype]), rng.randint(1, 3)))
        month = {"spring blossom": 6, "summer wildflower": 8, "heather": 9, "borage": 7, "lime": 7, "coastal": 8}[htype]
        bottled = dt.date(year, month, rng.randint(1, 28)) + dt.timedelta(days=rng.randint(5, 40))
        jars = rng.randint(60, 480)
        batches.append(node(f"hb:{i}", ["Batch"], {
            "batchNo": f"HB-{year % 100}-{batch_no[year]:02d}", "honeyType": htype, "harvestYear": year,
            "bottledOn": str(bottled), "moisturePct": round(rng.uniform(15.8, 19.6), 1), "jarsFilled": jars,
            "softSet": htype in ("spring blossom", "borage") or rng.random() < 0.15, "floralSources": src}))
        for hid in rng.sample(hives, rng.randint(1, 4)):
            rel("PRODUCED", hid, batches[-1], {"kg": round(rng.uniform(4.0, 38.0), 1), "supers": rng.randint(1, 4)})
        ex = rng.choice([0, 1, 2, 3, 3, 4, 5, 8, 13, 14, 14])
        if KEEPERS[ex][3] > year:
            ex = 3
        rel("EXTRACTED", keepers[ex], batches[-1], {"date": str(bottled - dt.timedelta(days=rng.randint(2, 6))),
                                                     "hours": round(rng.choice([2.5, 3.0, 4.0, 4.5, 5.5, 6.0, 7.5]), 1)})

    customers = []
    for i, (name, ctype, town, since, trade, credit) in enumerate(CUSTOMERS):
        customers.append(node(f"cu:{i}", ["Customer"], {
            "name": name, "type": ctype, "town": town, "accountSince": since, "tradeAccount": trade,
            "creditLimitGbp": credit}))
    jars_left = {b: next(n for n in nodes if n["id"] == b)["properties"]["jarsFilled"] for b in batches}
    for _i in range(62):
        b = rng.choice(batches)
        bp = next(n for n in nodes if n["id"] == b)["properties"]
        ci = rng.randrange(len(customers))
        if CUSTOMERS[ci][3] > bp["harvestYear"] + 1:
            ci = 18
        inv = d(bp["bottledOn"]) + dt.timedelta(days=rng.randint(3, 200))
        jars = rng.choice([6, 12, 12, 24, 24, 36, 48, 60, 72, 120])
        price = {"wholesaler": 4.1, "online retailer": 4.6, "meadery": 3.8, "brewery": 3.9}.get(CUSTOMERS[ci][1], 0.0)
        if not price:
            price = rng.choice([5.25, 5.5, 5.75, 6.0, 6.25, 6.5, 7.0])
        if bp["honeyType"] == "heather":
            price = round(price + 1.5, 2)
        paid = inv < d("2025-09-01") or rng.random() < 0.4
        jars = min(jars, jars_left[b] // 6 * 6)  # never sell more jars than the batch filled
        if jars == 0:
            continue
        jars_left[b] -= jars
        rel("SOLD_TO", b, customers[ci], {"jars": jars, "pricePerJar": price, "invoiceDate": str(inv), "paid": paid})

    growers = []
    for i, (farm, crop, ha, village, organic) in enumerate(GROWERS):
        growers.append(node(f"gr:{i}", ["Grower"], {"farmName": farm, "crop": crop, "hectares": ha,
                                                    "village": village, "organic": organic}))
    bloom = {"apples": 4, "cider apples": 4, "cherries": 4, "oilseed rape": 4, "blueberries": 5, "strawberries": 5,
             "pears": 4, "field beans": 6, "clover seed": 7, "plums": 3, "blackcurrants": 4}
    for i in range(26):
        gi = i % len(GROWERS) if i < 24 else rng.randrange(len(GROWERS))
        if i in (11, 23):
            gi = 3
        hid = rng.choice([h for h in hives if "Nucleus" not in next(n for n in nodes if n["id"] == h)["labels"]])
        year = rng.choice([2024, 2025])
        placed = dt.date(year, bloom[GROWERS[gi][1]], rng.randint(1, 20))
        removed = placed + dt.timedelta(days=rng.randint(14, 35))
        rel("POLLINATED", hid, growers[gi], {"placedOn": str(placed), "removedOn": str(removed),
                                             "feeGbp": rng.choice([45, 50, 55, 60, 65, 70, 80])})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["lastSurveyed", "since", "introducedOn", "graftedOn", "date", "appliedOn", "bottledOn",
                           "invoiceDate", "placedOn", "removedOn"]}
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
