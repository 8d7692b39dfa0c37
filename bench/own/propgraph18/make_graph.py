#!/usr/bin/env python3
"""Write graph.json: an invented board-game publisher (Hollowmere Games) as its office staff might keep it.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every game, person, shop, factory and
convention name is invented.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 1818
HERE = Path(__file__).resolve().parent

BASE_TITLES = [
    "Lanterns of Quell", "Saltmarsh Barons", "Copperwick", "The Ninth Orchard", "Brambleguard", "Tidewright",
    "Emberfall Mills", "Gloamwood", "Harrowgate Heist", "Velvet Cartographers", "Moth & Mortar", "Quarry Kings",
    "Sable Armada", "Thistledown Derby", "Owlbridge", "Ferrous Skies", "Pickle Parade", "Drowned Bells",
    "Hearthstack", "Marrowlight", "Cinder Tithe", "Wickerlane", "Polder", "Starling Post", "Kettle Creek",
    "Ironbark Assembly", "Lullaby Locks", "Runestead", "Pennywhistle", "Glasshouse Grove", "Mudlark",
    "Cobble & Crown", "Fenwatch", "Skyloom", "Oxbow Traders", "Nimble Nettles", "Ashcombe Rails",
    "Dunmoor Dice", "Quillfeather", "Bramblecross", "Tinderbox Tales", "Gallowmere", "Otterly Chaotic",
    "Verdigris", "Whorlwind",
]
# expansion title, base title
EXPANSIONS = [
    ("Lanterns of Quell: Deep Wicks", "Lanterns of Quell"), ("Lanterns of Quell: The Ember Court", "Lanterns of Quell"),
    ("Saltmarsh Barons: High Tide", "Saltmarsh Barons"), ("Copperwick: Rust & Ruin", "Copperwick"),
    ("Brambleguard: Thornwall", "Brambleguard"), ("Tidewright: Undertow", "Tidewright"),
    ("Gloamwood: Lost Hollows", "Gloamwood"), ("Harrowgate Heist: Inside Job", "Harrowgate Heist"),
    ("Sable Armada: Corsair Fleet", "Sable Armada"), ("Owlbridge: Night Shift", "Owlbridge"),
    ("Hearthstack: Second Helpings", "Hearthstack"), ("Runestead: Frostmark", "Runestead"),
    ("Mudlark: Low Water", "Mudlark"), ("Fenwatch: Marsh Lights", "Fenwatch"),
    ("Lanterns of Quell: Smokeless", "Lanterns of Quell"),
]
GENRES = ["euro", "worker placement", "deck-builder", "party", "family", "abstract", "co-op", "dexterity",
          "roll-and-write", "wargame"]
MECHS = ["worker placement", "deck building", "set collection", "tile laying", "drafting", "bidding",
         "area control", "dice rolling", "hand management", "push your luck", "engine building", "bluffing"]
DFIRST = ["Ottoline", "Bram", "Cressida", "Dov", "Elspeth", "Fitz", "Greer", "Hamish", "Ione", "Jory", "Katrin",
          "Lorcan", "Maud", "Niall", "Orla", "Piers", "Rowena", "Silas", "Tova", "Ulla", "Wren", "Yannick",
          "Zosia", "Anouk", "Benedikt", "Calla", "Dagny", "Emrys", "Faye", "Gunnar"]
DLAST = ["Achterberg", "Brackwater", "Castellane", "Dewhurst", "Elmgreen", "Foxley", "Grimaldi", "Hobbema",
         "Ingersoll", "Jarnefelt", "Kowalczyk", "Lindqvist", "Moorcroft", "Nettleship", "Okonkwo", "Pimblett",
         "Quarrie", "Rasmussen", "Stroud", "Thackeray", "Underhill", "Vasquez", "Wilmot", "Ystad"]
ARTISTS = ["Juniper Vale", "Mikkel Orrstad", "Sabine Lerouge", "Tobiah Finch", "Astrid Pellow", "Ravi Anand-Holt",
           "Clementine Oyelaran", "Hugo Brisbois", "Noor Haddadi", "Pip Carraway", "Ines Valderrama",
           "Ezra Thornquist", "Maelle Kervran", "Dariusz Wnuk", "Fern Oakhampton", "Kasimir Lode",
           "Leontine Mbeki", "Otis Rundle", "Seraphine Duval", "Wolfram Achenbach", "Yuki Arendal",
           "Bettany Crewe", "Ambrose Feld", "Lottie Greaves"]
STUDIOS = ["Inkwell Collective", "Northlight Studio", "Paperfox", "Gouache & Grain", None]
# factoryName, country, leadTimeWeeks, iso9001, minOrderQty
FACTORIES = [
    ("Dongguan Brightcard Printing", "China", 14, True, 1500),
    ("Ningbo Meeple Works", "China", 16, False, 2000),
    ("Kartenwerk Altmühl", "Germany", 8, True, 1000),
    ("Lodz Board & Box", "Poland", 10, True, 1000),
    ("Tarrant Print Co", "UK", 6, False, 500),
    ("Saigon Cardstock", "Vietnam", 15, False, 2500),
]
CITIES = ["Bristol", "Leeds", "Glasgow", "Cardiff", "Norwich", "York", "Brighton", "Belfast", "Exeter",
          "Manchester", "Dundee", "Utrecht", "Ghent", "Cork"]
SHOP_A = ["Dice", "Meeple", "Goblin", "Pawn", "Cardboard", "Tabletop", "Rook", "Hex", "Token", "Lantern", "Owl",
          "Badger", "Kraken", "Dragon", "Crit", "Turn"]
SHOP_B = ["Den", "Tavern", "Vault", "Emporium", "Corner", "Hall", "Hoard", "Cafe", "Lounge", "Shop", "Nook"]
# showName, city, startsOn, days, boothFeeGbp, tradeOnly
SHOWS = [
    ("Wyvern Con 2023", "Bristol", "2023-03-18", 2, 850.0, False),
    ("Northern Dice Fair 2023", "Leeds", "2023-06-10", 2, 620.0, False),
    ("Spielwerk Trade Days 2023", "Utrecht", "2023-09-14", 3, 1900.0, True),
    ("Highland Tabletop 2023", "Glasgow", "2023-11-04", 2, 540.0, False),
    ("Wyvern Con 2024", "Bristol", "2024-03-16", 2, 900.0, False),
    ("Retailer Summit 2024", "Manchester", "2024-05-08", 1, 1200.0, True),
    ("Northern Dice Fair 2024", "Leeds", "2024-06-08", 2, 650.0, False),
    ("Spielwerk Trade Days 2024", "Utrecht", "2024-09-12", 3, 2100.0, True),
    ("Highland Tabletop 2024", "Glasgow", "2024-11-02", 2, 560.0, False),
    ("Wyvern Con 2025", "Bristol", "2025-03-15", 2, 950.0, False),
    ("Retailer Summit 2025", "Manchester", "2025-05-07", 1, 1250.0, True),
    ("Northern Dice Fair 2025", "Leeds", "2025-06-14", 3, 700.0, False),
]


def d(y: int, m: int, day: int) -> dt.date:
    return dt.date(y, m, day)


def rand_date(rng: random.Random, lo: dt.date, hi: dt.date) -> dt.date:
    return lo + dt.timedelta(days=rng.randrange((hi - lo).days + 1))


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype: str, a: str, b: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props or {}})

    # games: base games then expansions (second label)
    games = []
    for i, title in enumerate(BASE_TITLES):
        year = rng.randrange(2012, 2026)
        lo = rng.choice([1, 1, 2, 2, 2, 3])
        hi = max(lo + 1, rng.choice([2, 4, 4, 5, 6, 8]))
        genre = GENRES[i % len(GENRES)] if i < 30 else rng.choice(GENRES)
        props = {"title": title, "releaseYear": year, "minPlayers": lo, "maxPlayers": hi,
                 "playTimeMin": rng.choice([15, 20, 30, 45, 60, 75, 90, 120, 150]),
                 "ageMin": rng.choice([6, 8, 10, 12, 14]), "genre": genre,
                 "rrpGbp": round(rng.uniform(14, 79), 2) - 0.01 * rng.randrange(0, 2),
                 "weight": round(rng.uniform(1.1, 4.6), 2),
                 "mechanisms": sorted(rng.sample(MECHS, rng.randrange(1, 4))),
                 "inPrint": rng.random() < 0.75,
                 "ean": f"50{rng.randrange(10**10, 10**11)}"}
        if rng.random() < 0.2:
            props.pop("ean")
        if rng.random() < 0.3:
            props["kickstarterBackers"] = rng.randrange(400, 21000)
        props["rrpGbp"] = round(props["rrpGbp"], 2)
        gid = f"g:{i}"
        node(gid, ["Game"], props)
        games.append({"id": gid, "title": title, "year": year, "exp": False})
    by_title = {g["title"]: g for g in games}
    for j, (title, base) in enumerate(EXPANSIONS):
        b = by_title[base]
        year = min(2025, b["year"] + rng.randrange(1, 4))
        props = {"title": title, "releaseYear": year, "minPlayers": 1 if rng.random() < 0.3 else 2,
                 "maxPlayers": rng.choice([4, 5, 6]), "playTimeMin": rng.choice([30, 45, 60, 90]),
                 "ageMin": rng.choice([10, 12, 14]), "genre": "expansion",
                 "rrpGbp": round(rng.uniform(12, 39), 2), "weight": round(rng.uniform(1.5, 4.2), 2),
                 "mechanisms": sorted(rng.sample(MECHS, rng.randrange(1, 3))),
                 "inPrint": rng.random() < 0.7, "standalone": rng.random() < 0.2}
        if rng.random() < 0.5:
            props["ean"] = f"50{rng.randrange(10**10, 10**11)}"
        gid = f"x:{j}"
        node(gid, ["Game", "Expansion"], props)
        games.append({"id": gid, "title": title, "year": year, "exp": True})
        rel("EXPANDS", gid, b["id"], {"numbering": sum(1 for t, bb in EXPANSIONS[:j + 1] if bb == base)})

    # designers: first + last name
    designers = []
    used = set()
    while len(designers) < 30:
        fn, ln = rng.choice(DFIRST), rng.choice(DLAST)
        if (fn, ln) in used or fn in {x[0] for x in used}:
            continue
        used.add((fn, ln))
        props = {"firstName": fn, "lastName": ln, "countryCode": rng.choice(["GB", "GB", "GB", "DE", "NL", "PL",
                                                                           "IE", "SE", "US", "FR"]),
                 "royaltyPct": rng.choice([4.0, 5.0, 5.5, 6.0, 7.0, 7.5, 8.0]),
                 "hasAgent": rng.random() < 0.35, "email": f"{fn.lower()}.{ln.lower()}@example.org"}
        if rng.random() < 0.8:
            props["bornYear"] = rng.randrange(1955, 2000)
        if rng.random() < 0.5:
            props["signedOn"] = rand_date(rng, d(2011, 1, 1), d(2024, 6, 30)).isoformat()
        did = f"d:{len(designers)}"
        node(did, ["Designer"], props)
        designers.append(did)
    for k, g in enumerate(games):
        team = rng.sample(designers[:26] if k < 50 else designers, 1 if rng.random() < 0.55 else 2)
        for n, did in enumerate(team):
            rel("DESIGNED", did, g["id"], {"lead": n == 0, "advanceGbp": float(rng.choice([0, 500, 1000, 1500,
                                                                                        2000, 3000])),
                                           "contractSigned": rand_date(rng, d(g["year"] - 2, 1, 1),
                                                                       d(g["year"] - 1, 12, 31)).isoformat()})
    # designer mentors (self-relationship, one level)
    for k in range(26, 30):
        rel("MENTORED_BY", designers[k], designers[k - 24], {"sinceYear": rng.randrange(2018, 2024)})
    for k in range(0, 6):
        rel("MENTORED_BY", designers[k + 10], designers[k], {"sinceYear": rng.randrange(2012, 2020)})

    # artists
    artists = []
    for k, name in enumerate(ARTISTS):
        props = {"artistName": name, "dayRateGbp": float(rng.randrange(18, 46) * 10),
                 "digitalOnly": rng.random() < 0.4, "portfolioUrl": f"https://art.example/{k}"}
        st = STUDIOS[k % len(STUDIOS)]
        if st:
            props["studio"] = st
        aid = f"a:{k}"
        node(aid, ["Artist"], props)
        artists.append(aid)
    for g in games:
        for n, aid in enumerate(rng.sample(artists[:22], rng.choice([1, 1, 2]))):
            rel("ILLUSTRATED", aid, g["id"], {"role": "cover" if n == 0 else rng.choice(["cards", "board", "icons"]),
                                              "pieces": rng.randrange(1, 180), "feeGbp": float(rng.randrange(8, 90)
                                                                                               * 50)})

    # factories
    facs = []
    for k, (nm, ctry, lead, iso, moq) in enumerate(FACTORIES):
        fid = f"f:{k}"
        node(fid, ["Factory"], {"factoryName": nm, "country": ctry, "leadTimeWeeks": lead, "iso9001": iso,
                                "moq": moq, "fscCertified": k not in (1, 5)})
        facs.append(fid)
    # print runs (code only)
    runs = []
    codes = set()
    for k, g in enumerate(games):
        if g["year"] > 2025:
            continue
        nrun = rng.choice([1, 1, 2, 2, 3]) if not g["exp"] else 1
        if k == 0:
            nrun = 4
        for r in range(nrun):
            y = min(2025, g["year"] - (1 if r == 0 else -r - rng.randrange(0, 2)))
            if y < 2021:
                y = 2021 + rng.randrange(0, 4)
            while True:
                code = f"PR{y % 100:02d}-{rng.randrange(100, 999)}"
                if code not in codes:
                    codes.add(code)
                    break
            ordered = rand_date(rng, d(y, 1, 5), d(y, 11, 20))
            fac = rng.choice(facs[:5] if r == 0 else facs)
            lead = FACTORIES[facs.index(fac)][2]
            props = {"runCode": code, "qty": rng.choice([500, 1000, 1500, 2000, 2500, 3000, 5000, 8000]),
                     "unitCostGbp": round(rng.uniform(2.1, 14.8), 2), "orderedOn": ordered.isoformat(),
                     "reprint": r > 0, "firstEdition": r == 0}
            if not (y == 2025 and rng.random() < 0.5) or k == 0:
                props["deliveredOn"] = (ordered + dt.timedelta(weeks=lead + rng.randrange(-1, 5))).isoformat()
            if rng.random() < 0.15:
                props["defectRatePct"] = round(rng.uniform(0.2, 4.5), 1)
            rid = f"r:{len(runs)}"
            node(rid, ["PrintRun"], props)
            runs.append(rid)
            rel("HAS_RUN", g["id"], rid, {})
            rel("PRINTED_BY", rid, fac, {"quoteRef": f"Q-{rng.randrange(1000, 9999)}",
                                         "freightGbp": round(rng.uniform(300, 4200), 2),
                                         "shipping": "air" if rng.random() < 0.12 else "sea" if
                                         FACTORIES[facs.index(fac)][1] in ("China", "Vietnam") else "road"})

    # retailers
    shops = []
    names = set()
    while len(shops) < 125:
        nm = f"{rng.choice(SHOP_A)} & {rng.choice(SHOP_B)}" if rng.random() < 0.3 else \
            f"The {rng.choice(SHOP_A)} {rng.choice(SHOP_B)}"
        if nm in names:
            continue
        names.add(nm)
        city = CITIES[len(shops) % len(CITIES)] if len(shops) < 28 else rng.choice(CITIES)
        props = {"shopName": nm, "city": city, "accountNo": f"HM{rng.randrange(10000, 99999)}",
                 "tier": rng.choice(["gold", "silver", "silver", "bronze", "bronze", "bronze"]),
                 "hasPlaySpace": rng.random() < 0.55, "openedYear": rng.randrange(1985, 2024),
                 "creditLimitGbp": rng.choice([1000, 2500, 5000, 7500, 10000])}
        if rng.random() < 0.15:
            props["onStop"] = True
        elif rng.random() < 0.5:
            props["onStop"] = False
        if rng.random() < 0.7:
            props["tables"] = rng.randrange(0, 24)
        sid = f"s:{len(shops)}"
        node(sid, ["Retailer"], props)
        shops.append(sid)
    # orders: retailer -> game
    seen = set()
    released = [g for g in games if g["year"] <= 2025]
    while len(seen) < 230:
        s = rng.choice(shops[:112])
        g = rng.choice(released)
        if (s, g["id"]) in seen:
            continue
        seen.add((s, g["id"]))
        y = max(g["year"], 2022)
        props = {"units": rng.choice([2, 3, 4, 6, 6, 8, 10, 12, 24]),
                 "orderDate": rand_date(rng, d(y, 1, 1), d(2025, 10, 31)).isoformat(),
                 "discountPct": rng.choice([35, 40, 40, 45, 50]), "invoicePaid": rng.random() < 0.82}
        if rng.random() < 0.2:
            props["preorder"] = True
        rel("STOCKS", s, g["id"], props)

    # shows
    show_ids = []
    for k, (nm, city, start, days, fee, trade) in enumerate(SHOWS):
        sid = f"c:{k}"
        props = {"showName": nm, "city": city, "startsOn": start, "days": days, "boothFeeGbp": fee,
                 "tradeOnly": trade}
        if not trade:
            props["footfall"] = rng.randrange(1800, 14000)
        node(sid, ["Convention"], props)
        show_ids.append((sid, int(start[:4])))
    for sid, y in show_ids:
        avail = [g for g in games if g["year"] <= y + 1]
        for g in rng.sample(avail, min(len(avail), rng.randrange(3, 7))):
            props = {"demoTables": rng.randrange(1, 7), "launch": g["year"] == y + 0 and rng.random() < 0.5,
                     "unitsSold": rng.randrange(0, 160)}
            rel("DEMOED_AT", g["id"], sid, props)

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["signedOn", "contractSigned", "orderedOn", "deliveredOn", "orderDate", "startsOn"]}
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts: dict[str, int] = {}
    for nd in nodes:
        for lab in nd["labels"]:
            counts[lab] = counts.get(lab, 0) + 1
    rcounts: dict[str, int] = {}
    for r in rels:
        rcounts[r["type"]] = rcounts.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes {counts}; {len(rels)} relationships {rcounts}")


if __name__ == "__main__":
    main()
