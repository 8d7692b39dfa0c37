#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented commercial print shop (Fernhollow Print).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, business, town, site, press
model, paper mill, paper stock, merchant and code is invented (the trade's terms - litho, digital, wide format,
makeready, proofs, gsm, silk, gloss, uncoated, SRA3, B2, 4/4, spot UV, saddle stitch, perfect binding - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 4517
HERE = Path(__file__).resolve().parent

# name, town, openedYear, floorAreaSqm, hasBindery
SITES = [
    ("Fernhollow Works", "Fernhollow", 2003, 1850, True),
    ("Quillby Lane", "Quillby", 2010, 720, False),
    ("Calderbrook Studio", "Calderbrook", 2016, 460, False),
    ("Wexmoor Mill", "Wexmoor", 2020, 1240, True),
]

# first, last, role, startYear, skills, hourlyRate, fullTime, site
STAFF = [
    ("Aurelio", "Pennock", "production manager", 2004, ["colour management", "first aid", "forklift"], 31.5, True, 0),
    ("Wynne", "Callaghan-Roe", "press minder", 2006, ["colour management", "Pantone matching"], 24.5, True, 0),
    ("Tobiah", "Gulliford", "press minder", 2009, ["Pantone matching", "forklift"], 23.0, True, 0),
    ("Senna", "Ruddock", "prepress", 2011, ["imposition", "colour management"], 22.5, True, 0),
    ("Mabyn", "Hollis", "finisher", 2008, ["guillotine", "perfect binding", "die cutting"], 19.5, True, 0),
    ("Cedric", "Lowenna", "finisher", 2015, ["guillotine", "saddle stitch"], 18.0, False, 0),
    ("Priya", "Okonjo-Hale", "account manager", 2013, ["estimating"], None, True, 0),
    ("Jasper", "Threlkeld", "estimator", 2012, ["estimating", "imposition"], 25.0, True, 0),
    ("Nell", "Vardon", "apprentice", 2024, None, 11.5, True, 0),
    ("Ottilie", "Brisco", "digital operator", 2017, ["large format", "colour management"], 20.5, True, 0),
    ("Rhodri", "Fenwick", "press minder", 2013, ["Pantone matching"], 22.0, True, 0),
    ("Greer", "Maddocks", "production manager", 2012, ["first aid", "forklift", "colour management"], 30.0, True, 1),
    ("Hamish", "Ackroyd", "digital operator", 2014, ["large format"], 19.0, True, 1),
    ("Isaura", "Penberthy", "prepress", 2019, ["imposition"], 20.0, False, 1),
    ("Lysander", "Crabbe", "finisher", 2018, ["guillotine", "spot UV"], 17.5, True, 1),
    ("Morwenna", "Tilly", "account manager", 2016, ["estimating", "first aid"], None, True, 1),
    ("Fenella", "Osgood", "press minder", 2016, ["colour management", "Pantone matching", "first aid"], 23.5, True, 1),
    ("Quentin", "Arbery", "apprentice", 2025, None, 11.0, True, 1),
    ("Beatrix", "Sollers", "digital operator", 2020, ["large format", "colour management"], 19.5, False, 2),
    ("Corin", "Dewhurst", "prepress", 2021, ["imposition", "colour management"], 21.0, True, 2),
    ("Delphine", "Achterberg", "account manager", 2019, ["estimating"], None, False, 2),
    ("Evander", "Noakes", "finisher", 2022, ["guillotine"], 16.5, True, 2),
    ("Philippa", "Garside", "production manager", 2020, ["first aid", "colour management"], 29.0, True, 3),
    ("Ronan", "Ilsley", "press minder", 2020, ["Pantone matching", "forklift"], 22.5, True, 3),
    ("Sabra", "Quintrell", "press minder", 2021, ["colour management"], 21.5, True, 3),
    ("Tavish", "Morland", "finisher", 2020, ["perfect binding", "guillotine", "forklift"], 18.5, True, 3),
    ("Ulla", "Hardcastle", "estimator", 2021, ["estimating"], 24.0, False, 3),
    ("Viggo", "Strand-Pelly", "digital operator", 2022, ["large format"], 18.0, True, 3),
    ("Winifred", "Jago", "account manager", 2022, ["estimating", "forklift"], None, True, 3),
    ("Zeke", "Abernant", "apprentice", 2025, None, 10.5, True, 3),
]

# model, kind, maxSheet, colours, year, speedSph, perfecting, lastServiced, site
PRESSES = [
    ("Kessling KS74", "litho", "B2", 4, 2008, 13000, False, "2025-06-12", 0),
    ("Kessling KS74", "litho", "B2", 5, 2014, 15000, True, "2025-09-03", 0),
    ("Kessling KS102", "litho", "B1", 4, 2017, 16500, True, "2025-10-21", 0),
    ("Voran 560", "digital", "SRA3", 4, 2019, 3600, True, "2025-08-18", 0),
    ("Marrow WF-160", "wide format", "roll", 6, 2018, 40, False, None, 0),
    ("Kessling KS74", "litho", "B2", 4, 2011, 13000, False, "2024-11-29", 1),
    ("Voran 560", "digital", "SRA3", 4, 2021, 3600, True, "2025-07-07", 1),
    ("Voran 780", "digital", "SRA3", 5, 2023, 4800, True, "2025-10-02", 1),
    ("Voran 560", "digital", "SRA3", 4, 2016, 3600, True, "2025-02-14", 2),
    ("Marrow WF-160", "wide format", "roll", 6, 2022, 40, False, "2025-05-30", 2),
    ("Kessling KS74", "litho", "B2", 5, 2020, 15000, True, "2025-11-06", 3),
    ("Kessling KS102", "litho", "B1", 5, 2022, 18000, True, None, 3),
    ("Voran 780", "digital", "SRA3", 5, 2024, 4800, True, "2025-09-25", 3),
    ("Voran 560", "digital", "SRA3", 4, 2020, 3600, True, "2025-04-17", 3),
]

# name, mill, finish, weightGsm, pricePerKEur, fscCertified, thicknessMic, discontinued, sheetSize
STOCKS = [
    ("Halden Silk 130", "Halden Mills", "silk", 130, 41.5, True, 118, False, "B2"),
    ("Halden Silk 170", "Halden Mills", "silk", 170, 52.0, True, 152, False, "B2"),
    ("Halden Silk 250", "Halden Mills", "silk", 250, 78.5, True, 232, False, "B2"),
    ("Halden Silk 350", "Halden Mills", "silk", 350, 112.0, True, 340, False, "B2"),
    ("Halden Gloss 150", "Halden Mills", "gloss", 150, 44.0, True, 128, False, "B2"),
    ("Halden Gloss 300", "Halden Mills", "gloss", 300, 96.5, True, 286, True, "B2"),
    ("Orvane Bond 90", "Orvane Papier", "uncoated", 90, 28.0, True, 112, False, "B2"),
    ("Orvane Bond 120", "Orvane Papier", "uncoated", 120, 36.5, True, 148, False, "B2"),
    ("Orvane Offset 300", "Orvane Papier", "uncoated", 300, 101.0, False, 370, False, "B1"),
    ("Orvane Recycled 115", "Orvane Papier", "recycled", 115, 39.0, True, 135, False, "B1"),
    ("Orvane Recycled 300", "Orvane Papier", "recycled", 300, 104.5, True, 360, False, "B1"),
    ("Tessellan Board 400", "Tessellan", "board", 400, 139.0, False, 480, False, "B1"),
    ("Tessellan Board 450", "Tessellan", "board", 450, 152.5, True, 540, False, "B1"),
    ("Tessellan Kraft 280", "Tessellan", "kraft", 280, 88.0, True, 350, True, "B1"),
    ("Brume Digital Silk 170", "Brume", "silk", 170, 61.0, True, 160, False, "SRA3"),
    ("Brume Digital Silk 300", "Brume", "silk", 300, 98.0, True, 290, False, "SRA3"),
    ("Brume Digital Gloss 250", "Brume", "gloss", 250, 84.0, False, 235, False, "SRA3"),
    ("Brume Digital Uncoated 120", "Brume", "uncoated", 120, 43.5, True, 150, False, "SRA3"),
    ("Brume Digital Uncoated 350", "Brume", "uncoated", 350, 118.5, True, 420, False, "SRA3"),
    ("Polyra Synthetic 240", "Polyra", "synthetic", 240, 310.0, False, None, False, "SRA3"),
    ("Polyra Banner PVC", "Polyra", "synthetic", 510, 420.0, False, None, False, "roll"),
    ("Polyra Poster Satin", "Polyra", "satin", 200, 265.0, False, None, False, "roll"),
    ("Harnwick Laid 120", "Harnwick", "laid", 120, 74.0, True, 155, True, "SRA3"),
    ("Harnwick Linen 300", "Harnwick", "linen", 300, 166.0, True, 390, False, "SRA3"),
]

# name, country, town, leadTimeDays, preferred, accountSince
MERCHANTS = [
    ("Branwell Paper Merchants", "United Kingdom", "Ashcombe Vale", 2, True, 2004),
    ("Corvell & Dane", "United Kingdom", "Eastholme", 3, True, 2009),
    ("Papeteries Vaudrel", "France", "Sainte-Odile-sur-Loue", 9, False, 2015),
    ("Grauwerk Papier", "Germany", "Ostenbrück", 7, True, 2012),
    ("Nordhav Board", "Sweden", "Vallberga", 12, False, 2018),
    ("Kilbarrow Supplies", "Ireland", "Kilbarrow", 5, False, 2021),
    ("Fenmarsh Media", "United Kingdom", "Fenmarsh", 4, False, 2019),
    ("Cartiera Belmonte", "Italy", "Valsorda", 10, False, 2023),
]

SECTORS = ["agency", "charity", "retailer", "council", "publisher", "school", "restaurant", "club"]
CLIENT_PARTS = {
    "agency": (["Brightloom", "Pixelwharf", "Copperkite", "Redfinch", "Northlight", "Saltmarsh", "Hatchway", "Bluemantle", "Larkspur", "Tidewater"], ["Creative", "Design", "Studio", "Media"]),
    "charity": (["Hollybank", "Greyfriars", "Open Door", "Meadowlark", "Kindred", "Riverside", "Stepping Stones"], ["Trust", "Foundation", "Hospice"]),
    "retailer": (["Pebble & Co", "Marram", "Thistledown", "Oakhurst", "Cobble Lane", "Lantern", "Wrenfield", "Juniper"], ["Interiors", "Outfitters", "Stores", "Deli"]),
    "council": (["Fernhollow", "Quillby", "Calderbrook", "Wexmoor", "Ashcombe Vale"], ["Town Council", "Parish Council"]),
    "publisher": (["Inkcap", "Gullwing", "Wayfarer", "Small Hours", "Brackenhurst"], ["Press", "Books", "Editions"]),
    "school": (["St Aldric's", "Hawthorn Rise", "Quillby Grange", "Wexmoor Park"], ["Academy", "Primary", "School"]),
    "restaurant": (["The Tallow", "Saffron Yard", "Little Heron", "The Brass Kettle", "Olive & Ash", "Copper Pot"], ["Kitchen", "Bistro", "Cafe"]),
    "club": (["Quillby", "Fernhollow", "Wexmoor", "Calderbrook"], ["Rugby Club", "Cricket Club", "Rowing Club", "Camera Club"]),
}
TOWNS = ["Fernhollow", "Quillby", "Calderbrook", "Wexmoor", "Ashcombe Vale", "Eastholme", "Fenmarsh", "Little Tarrant"]

PRODUCTS = {
    # product: (formats, inks, pages options, finishing options, litho ok, digital ok, wide)
    "leaflet": (["A5", "A4", "DL"], ["4/4", "4/0"], None, ["folding", "lamination"]),
    "flyer": (["A6", "A5"], ["4/4", "4/0"], None, ["lamination"]),
    "brochure": (["A4", "A5"], ["4/4"], [8, 12, 16, 20, 24], ["saddle stitch", "lamination", "spot UV"]),
    "booklet": (["A5", "A4"], ["4/4", "1/1"], [16, 24, 32, 48], ["saddle stitch", "perfect binding"]),
    "catalogue": (["A4"], ["4/4", "5/5"], [32, 48, 64, 96], ["perfect binding", "lamination", "spot UV"]),
    "business cards": (["85x55"], ["4/4", "4/0"], None, ["lamination", "spot UV", "round corners"]),
    "poster": (["A2", "A1", "A3"], ["4/0"], None, ["lamination"]),
    "banner": (["2000x800", "3000x1000"], ["4/0"], None, ["eyelets", "hemming"]),
    "menu": (["A4", "A3"], ["4/4"], None, ["lamination", "folding"]),
    "letterhead": (["A4"], ["2/0", "4/0"], None, None),
}


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []
    by_id: dict[str, dict] = {}

    def node(nid: str, labels: list[str], props: dict) -> str:
        nd = {"id": nid, "labels": labels, "properties": props}
        nodes.append(nd)
        by_id[nid] = nd
        return nid

    def rel(rtype: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props})

    def day(start: dt.date, end: dt.date) -> dt.date:
        return start + dt.timedelta(days=rng.randint(0, (end - start).days))

    sites = [node(f"site{i}", ["Site"], {"name": s[0], "town": s[1], "openedYear": s[2], "floorAreaSqm": s[3], "hasBindery": s[4]}) for i, s in enumerate(SITES)]

    staff = []
    for i, s in enumerate(STAFF):
        labels = ["Staff", "Minder"] if s[2] == "press minder" else ["Staff"]
        staff.append(node(f"staff{i}", labels, {"firstName": s[0], "lastName": s[1], "role": s[2], "startYear": s[3], "skills": s[4], "hourlyRate": s[5], "fullTime": s[6]}))
        since = dt.date(max(s[3], SITES[s[7]][2]), rng.randint(1, 12), rng.randint(1, 28))
        rel("WORKS_AT", staff[-1], sites[s[7]], {"since": str(since), "keyHolder": s[2] in ("production manager", "press minder") and rng.random() < 0.7,
                                                 "shift": None if s[2] in ("account manager", "estimator") else rng.choice(["early", "early", "late", "night"])})

    presses = []
    for i, p in enumerate(PRESSES):
        presses.append(node(f"press{i}", ["Press"], {"model": p[0], "assetNo": f"PR-{i + 1:02d}", "kind": p[1], "maxSheet": p[2], "colours": p[3], "year": p[4], "speedSph": p[5], "perfecting": p[6], "lastServiced": p[7]}))
        rel("LOCATED_AT", presses[-1], sites[p[8]], {"since": str(dt.date(max(p[4], SITES[p[8]][2]), rng.randint(1, 12), rng.randint(1, 28))), "bay": rng.randint(1, 9)})
    # who runs which press: minders on litho, digital operators on digital and wide format, at their own site
    for i, s in enumerate(STAFF):
        if s[2] not in ("press minder", "digital operator", "apprentice"):
            continue
        mine = [j for j, p in enumerate(PRESSES) if p[8] == s[7] and ((p[1] == "litho") == (s[2] == "press minder") or s[2] == "apprentice")]
        if s[2] == "apprentice":
            mine = rng.sample(mine, 1)
        for k, j in enumerate(mine):
            rel("OPERATES", staff[i], presses[j], {"since": str(dt.date(max(s[3], PRESSES[j][4]), rng.randint(1, 12), rng.randint(1, 28))), "primary": k == 0 and s[2] != "apprentice"})
    # mentoring (self-relationship)
    pairs = [(0, 2), (0, 10), (1, 8), (3, 4), (4, 5), (11, 17), (11, 13), (16, 12), (22, 29), (23, 24), (22, 27), (9, 18), (25, 29), (7, 26)]
    for a, b in pairs:
        start = max(STAFF[a][3], STAFF[b][3])
        rel("MENTORS", staff[a], staff[b], {"since": str(dt.date(start, rng.randint(1, 12), rng.randint(1, 28))), "hours": rng.choice([20, 30, 40, 60, 80, 120])})

    stocks = []
    for i, s in enumerate(STOCKS):
        stocks.append(node(f"stock{i}", ["Stock"], {"name": s[0], "mill": s[1], "finish": s[2], "weightGsm": s[3], "pricePerKEur": s[4], "fscCertified": s[5], "thicknessMic": s[6], "discontinued": s[7], "sheetSize": s[8]}))
    merchants = [node(f"merch{i}", ["Merchant"], {"name": m[0], "country": m[1], "town": m[2], "leadTimeDays": m[3], "preferred": m[4], "accountSince": m[5]}) for i, m in enumerate(MERCHANTS)]
    carried = {0: [0, 1, 2, 3, 4, 6, 7, 14], 1: [0, 2, 5, 7, 8, 9, 15, 16, 17], 2: [22, 23], 3: [6, 9, 10, 18], 4: [11, 12, 13], 5: [19, 20], 6: [19, 20, 21], 7: [3, 23]}
    for m, idx in carried.items():
        for j in idx:
            exclusive = sum(1 for v in carried.values() if j in v) == 1 and rng.random() < 0.5
            rel("STOCKS", merchants[m], stocks[j], {"sinceYear": max(MERCHANTS[m][5], 2004) + rng.randint(0, 3), "exclusive": exclusive, "pricePerKEur": round(STOCKS[j][4] * rng.uniform(0.62, 0.9), 2)})

    clients = []
    used: list[str] = []
    client_site = []
    for i in range(80):
        sector = SECTORS[i % len(SECTORS)] if i < 16 else rng.choice(SECTORS)
        tries = 0
        while True:
            firsts, seconds = CLIENT_PARTS[sector]
            name = f"{rng.choice(firsts)} {rng.choice(seconds)}"
            if name not in used:
                break
            tries += 1
            if tries > 30:
                sector = rng.choice(["agency", "retailer", "restaurant"])
        used.append(name)
        town = name.split(" ")[0] if sector in ("council", "club") else rng.choice(TOWNS)
        if sector == "council" and name.startswith("Ashcombe"):
            town = "Ashcombe Vale"
        credit = sector in ("council", "agency", "publisher") or rng.random() < 0.3
        clients.append(node(f"client{i}", ["Client"], {"name": name, "sector": sector, "town": town, "clientSince": None, "creditAccount": credit,
                                                      "creditLimitEur": rng.choice([2000, 5000, 7500, 10000, 15000, 25000]) if credit and rng.random() < 0.85 else None}))
        client_site.append(rng.choice([0, 0, 0, 1, 1, 2, 3, 3]))

    first_year: dict[str, int] = {}
    statuses = ["delivered"] * 62 + ["in production"] * 9 + ["proofing"] * 8 + ["cancelled"] * 7 + ["on hold"] * 4
    rng.shuffle(statuses)
    numbers: list[int] = []
    for j, status in enumerate(statuses):
        ci = j if j < 66 else rng.randrange(66)  # 14 clients never place a job
        c = clients[ci]
        site = client_site[ci]
        if status == "delivered":
            received = day(dt.date(2023, 1, 9), dt.date(2025, 10, 31))
        else:
            received = day(dt.date(2025, 8, 1), dt.date(2025, 11, 20)) if status != "cancelled" else day(dt.date(2023, 3, 1), dt.date(2025, 10, 1))
        product = rng.choice(list(PRODUCTS))
        if site == 2 and product in ("catalogue", "booklet"):
            product = "flyer"
        fmts, inks, pages, fin, = PRODUCTS[product]
        rush = rng.random() < 0.24
        due = received + dt.timedelta(days=rng.randint(3, 6) if rush else rng.randint(8, 25))
        delivered = due + dt.timedelta(days=rng.choice([-2, -1, 0, 0, 0, 1, 3])) if status == "delivered" else None
        qty = rng.choice([50, 100, 250, 500, 1000, 2500, 5000, 10000]) if product not in ("banner", "poster") else rng.choice([1, 2, 5, 10, 25, 50])
        n_pages = rng.choice(pages) if pages else None
        finishing = None
        if fin and rng.random() < 0.8:
            finishing = sorted(rng.sample(fin, rng.randint(1, min(2, len(fin)))))
        while True:
            num = rng.randint(1000, 9999)
            if num not in numbers:
                break
        numbers.append(num)
        base = {"leaflet": 0.06, "flyer": 0.04, "brochure": 0.35, "booklet": 0.55, "catalogue": 1.9, "business cards": 0.05, "poster": 6.5, "banner": 48.0, "menu": 0.9, "letterhead": 0.05}[product]
        price = round(max(45.0, qty * base * rng.uniform(0.8, 1.3) * (1.25 if rush else 1.0) + rng.uniform(30, 120)), 2)
        labels = ["PrintJob", "Rush"] if rush else ["PrintJob"]
        jid = node(f"job{j}", labels, {"jobNo": f"J{received.year % 100:02d}-{num}", "status": status, "receivedOn": str(received), "dueOn": str(due), "deliveredOn": str(delivered) if delivered else None,
                                       "product": product, "format": rng.choice(fmts), "inks": rng.choice(inks), "quantity": qty, "pages": n_pages, "finishing": finishing,
                                       "priceEur": price, "proofRounds": rng.choice([1, 1, 1, 2, 2, 3]) if status != "cancelled" else rng.choice([0, 1])})
        first_year[c] = min(first_year.get(c, 9999), received.year)
        placed = received - dt.timedelta(days=rng.randint(0, 2))
        rel("PLACED", c, jid, {"placedOn": str(placed), "channel": rng.choice(["email", "email", "web-to-print", "phone", "walk-in"]),
                               "poNumber": f"PO-{rng.randint(10000, 99999)}" if by_id[c]["properties"]["creditAccount"] and rng.random() < 0.7 else None,
                               "depositEur": round(price * rng.choice([0.0, 0.25, 0.5]), 2) if not by_id[c]["properties"]["creditAccount"] else 0.0})
        # kit: paper
        if product in ("banner", "poster"):
            stock_ids = [20] if product == "banner" else [21]
            kinds = ["wide format"]
        elif product in ("brochure", "booklet", "catalogue"):
            stock_ids = [rng.choice([0, 1, 7, 9]), rng.choice([2, 3, 10, 23])]
            kinds = ["litho"] if qty >= 1000 else ["digital"]
        elif product == "business cards":
            stock_ids = [rng.choice([3, 11, 18, 23, 19])]
            kinds = ["digital"]
        else:
            stock_ids = [rng.choice([0, 1, 4, 6, 7, 14, 15, 16, 17, 12])]
            kinds = ["litho"] if qty >= 2500 else ["digital"]
        local_press = [k for k, p in enumerate(PRESSES) if p[8] == site and p[1] in kinds] or [k for k, p in enumerate(PRESSES) if p[1] in kinds]
        press = rng.choice(local_press)
        for part, sidx in zip(["cover", "text"] if len(stock_ids) == 2 else ["sheet"], stock_ids, strict=True):
            sheets = max(1, int(qty * (n_pages or 2) / (16 if part == "text" else 8))) if product not in ("banner", "poster") else qty
            if part == "cover":
                sheets = max(1, qty // 4)
            rel("USES", jid, stocks[sidx], {"quantity": sheets + rng.choice([0, 25, 50, 100]), "part": part, "wastePct": round(rng.uniform(1.5, 8.0), 1)})
        # who did what
        local = [k for k, s in enumerate(STAFF) if s[7] == site and s[3] <= received.year]
        est = [k for k in local if STAFF[k][2] in ("estimator", "account manager")]
        rel("WORKED_ON", staff[rng.choice(est)], jid, {"task": "estimate", "hours": round(rng.uniform(0.3, 2.0), 1), "onDate": str(received), "lead": True})
        if status == "cancelled":
            continue
        pre = [k for k in local if STAFF[k][2] in ("prepress", "production manager")]
        rel("WORKED_ON", staff[rng.choice(pre)], jid, {"task": "prepress", "hours": round(rng.uniform(0.5, 4.0), 1), "onDate": str(received + dt.timedelta(days=1)), "lead": True})
        if status in ("proofing", "on hold"):
            continue
        printed = (delivered or due) - dt.timedelta(days=rng.randint(1, 2))
        run_h = round(qty * (n_pages or 2) / PRESSES[press][5] + rng.uniform(0.2, 1.5), 1) if PRESSES[press][1] != "wide format" else round(qty * 0.4 + rng.uniform(0.2, 1.0), 1)
        rel("PRINTED_ON", jid, presses[press], {"onDate": str(printed), "runHours": run_h, "makereadyMin": rng.choice([10, 15, 20, 30, 45, 60]) if PRESSES[press][1] == "litho" else rng.choice([5, 10])})
        ops = [k for k in range(len(STAFF)) if STAFF[k][7] == PRESSES[press][8] and STAFF[k][3] <= printed.year and any(
            r["type"] == "OPERATES" and r["start"] == staff[k] and r["end"] == presses[press] for r in rels)]
        if ops:
            team = rng.sample(ops, min(len(ops), rng.choice([1, 1, 2])))
            for t, k in enumerate(team):
                rel("WORKED_ON", staff[k], jid, {"task": "print", "hours": round(run_h * rng.uniform(0.8, 1.3), 1), "onDate": str(printed), "lead": t == 0})
        if finishing:
            fins = [k for k in local if STAFF[k][2] in ("finisher", "apprentice")]
            if fins:
                rel("WORKED_ON", staff[rng.choice(fins)], jid, {"task": "finishing", "hours": round(rng.uniform(0.5, 6.0), 1), "onDate": str(printed + dt.timedelta(days=1)), "lead": False})
    for c in clients:
        by_id[c]["properties"]["clientSince"] = first_year.get(c, 2025) - (rng.randint(1, 6) if rng.random() < 0.35 else 0)

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "lastServiced", "receivedOn", "dueOn", "deliveredOn", "placedOn", "onDate"]}
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
