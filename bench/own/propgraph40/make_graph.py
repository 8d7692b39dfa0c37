#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented speciality coffee roaster (Ferrule & Finch Coffee Roasters).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, business, town, roastery,
producer, region, machine model, asset number and code is invented; the countries are real. The trade's terms -
green lots, varieties, washed / natural / honey process, FOB price, charge and drop temperature, first crack,
development time, weight loss, cupping scores, Q grader, blends, whole bean and grind - are generic.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 4027
HERE = Path(__file__).resolve().parent

# name, town, openedYear, floorAreaM2, hasCuppingLab, weeklyCapacityKg
ROASTERIES = [
    ("Kettle Lane", "Ambersley", 2014, 420, True, 1800),
    ("Old Tannery", "Corvenbridge", 2018, 310, True, 1200),
    ("Pellow Mill", "Pellow St Anne", 2022, 190, False, 600),
]

# first, last, role, startYear, certifications, hourlyRate, fullTime, roastery
STAFF = [
    ("Wenna", "Trescothe", "head roaster", 2014, ["SCA roasting professional", "SCA sensory", "Q arabica", "food hygiene L2"], 24.5, True, 0),
    ("Odran", "Keveley", "roaster", 2016, ["SCA roasting intermediate", "food hygiene L2"], 18.75, True, 0),
    ("Pia", "Lanfranc", "roaster", 2019, ["SCA roasting intermediate", "SCA sensory", "Q arabica"], 19.5, True, 0),
    ("Jory", "Abernant", "roaster", 2021, ["SCA roasting foundation"], 16.0, True, 0),
    ("Sefton", "Quayle", "production assistant", 2022, ["forklift", "food hygiene L2"], 13.25, True, 0),
    ("Ilse", "Vornholt", "production assistant", 2024, None, 12.5, False, 0),
    ("Maddox", "Pennick", "packer", 2020, ["food hygiene L2"], 12.75, False, 0),
    ("Rowena", "Tulliver", "packer", 2023, None, 12.5, True, 0),
    ("Anselm", "Darrowby", "quality lead", 2015, ["Q arabica", "SCA sensory", "SCA green coffee", "first aid"], 23.0, True, 0),
    ("Cressida", "Holloway", "green buyer", 2017, ["SCA green coffee", "Q arabica"], None, True, 0),
    ("Tobin", "Marchetti", "account manager", 2018, ["SCA barista skills", "first aid"], 17.5, True, 0),
    ("Nell", "Ostergaard", "account manager", 2023, ["SCA barista skills"], 16.5, False, 0),
    ("Gideon", "Faraway", "head roaster", 2018, ["SCA roasting professional", "SCA sensory", "Q arabica", "first aid"], 23.5, True, 1),
    ("Lark", "Emberton", "roaster", 2019, ["SCA roasting intermediate", "forklift"], 18.0, True, 1),
    ("Caspian", "Rudd", "roaster", 2023, ["SCA roasting foundation", "food hygiene L2"], 15.5, True, 1),
    ("Hester", "Bliss", "production assistant", 2020, ["food hygiene L2", "first aid"], 13.0, True, 1),
    ("Yusuf", "Penhaligon", "packer", 2024, None, 12.25, False, 1),
    ("Delphine", "Araujo", "green buyer", 2020, ["SCA green coffee"], None, False, 1),
    ("Marek", "Stallworth", "account manager", 2019, ["SCA barista skills", "food hygiene L2"], 17.0, True, 1),
    ("Briar", "Kinsella", "head roaster", 2022, ["SCA roasting intermediate", "SCA sensory"], 21.0, True, 2),
    ("Tomas", "Ferrand", "roaster", 2024, ["SCA roasting foundation"], 15.0, True, 2),
    ("Oona", "Glasspool", "production assistant", 2023, ["forklift"], 12.75, False, 2),
    ("Perrin", "Aldous", "packer", 2025, None, 12.25, False, 2),
    ("Saoirse", "Delahunt", "account manager", 2024, ["SCA barista skills"], 16.0, True, 2),
]

# assetNo, model, batchKg, year, fuel, lastServiced, afterburner, roastery
MACHINES = [
    ("FF-M01", "Drummond 15", 15, 2014, "gas", "2025-09-18", True, 0),
    ("FF-M02", "Drummond 15", 15, 2017, "gas", "2025-06-02", True, 0),
    ("FF-M03", "Calloway L12", 12, 2019, "gas", "2025-10-27", True, 0),
    ("FF-M04", "Verlo 5", 5, 2016, "electric", None, False, 0),
    ("FF-M05", "Drummond 15", 15, 2018, "gas", "2025-03-11", True, 1),
    ("FF-M06", "Calloway L12", 12, 2021, "gas", "2025-08-05", True, 1),
    ("FF-M07", "Verlo 5", 5, 2020, "electric", "2024-11-29", False, 1),
    ("FF-M08", "Drummond 15", 15, 2022, "gas", None, True, 2),
    ("FF-M09", "Calloway L12", 12, 2023, "electric", "2025-07-14", False, 2),
]

# name, country, region, producerType, altitudeM, organic, womenLed (None = unknown)
PRODUCERS = [
    ("Finca Las Tres Garzas", "Colombia", "Alto Meridal", "farm", 1850, False, True),
    ("Cooperativa Ríoclaro", "Colombia", "Alto Meridal", "cooperative", 1650, True, None),
    ("Finca El Mirasolito", "Colombia", "Sancarpo", "farm", 1920, False, False),
    ("Hambela Dorsi Washing Station", "Ethiopia", "Gedawo", "washing station", 2150, False, None),
    ("Tesfaye Gurmu Washing Station", "Ethiopia", "Gedawo", "washing station", 2050, True, False),
    ("Kochera Buliso Cooperative", "Ethiopia", "Yirrano", "cooperative", 1980, True, True),
    ("Gakuyu Ndiri Factory", "Kenya", "Nyeri Kaboro", "washing station", 1780, False, None),
    ("Kiambaru Growers Society", "Kenya", "Kirinyaga Mbeti", "cooperative", 1700, False, True),
    ("Fazenda Boa Serrinha", "Brazil", "Serra Alvarenga", "farm", 1150, False, False),
    ("Fazenda Santa Ivona", "Brazil", "Serra Alvarenga", "farm", 1080, False, True),
    ("Finca La Piedra Azul", "Guatemala", "Huehuetal", "farm", 1750, False, False),
    ("Asociación Chixoy Verde", "Guatemala", "Huehuetal", "cooperative", 1600, True, None),
    ("Finca Cerro Pinabete", "Honduras", "Marcala Norte", "farm", 1550, True, True),
    ("Nyamagabe Hills Washing Station", "Rwanda", "Kivuma", "washing station", 1900, False, True),
    ("Cooperativa Valle Ocopa", "Peru", "Cajanillo", "cooperative", 1800, True, None),
    ("Hacienda Monte Tarrazal", "Costa Rica", "Tarrazal Alto", "farm", 1700, False, False),
    ("Koperasi Gayo Lestari", "Indonesia", "Takengon Barat", "cooperative", 1500, True, True),
    ("Finca Los Naranjillos", "Peru", "Cajanillo", "farm", 1950, False, None),
    ("Finca San Isauro", "Honduras", "Marcala Norte", "farm", 1450, False, False),
    ("Kiruhura Ridge Washing Station", "Rwanda", "Kivuma", "washing station", 1850, False, None),
]

VARIETIES = {
    "Colombia": ["Caturra", "Castillo", "Pink Bourbon", "Gesha"],
    "Ethiopia": ["Heirloom"],
    "Kenya": ["SL28", "SL34", "Ruiru 11"],
    "Brazil": ["Yellow Catuai", "Red Catuai", "Mundo Novo"],
    "Guatemala": ["Bourbon", "Caturra"],
    "Honduras": ["Parainema", "Catuai"],
    "Rwanda": ["Red Bourbon"],
    "Peru": ["Typica", "Caturra"],
    "Costa Rica": ["Villa Sarchi", "Catuai"],
    "Indonesia": ["Ateng", "Tim Tim"],
}
PROCESSES = {
    "Colombia": ["washed", "washed", "honey", "anaerobic"],
    "Ethiopia": ["washed", "natural", "natural"],
    "Kenya": ["washed"],
    "Brazil": ["natural", "pulped natural"],
    "Guatemala": ["washed", "honey"],
    "Honduras": ["washed", "honey"],
    "Rwanda": ["washed", "natural"],
    "Peru": ["washed"],
    "Costa Rica": ["honey", "washed"],
    "Indonesia": ["wet hulled"],
}
NOTES = ["chocolate", "caramel", "red apple", "blackcurrant", "jasmine", "bergamot", "hazelnut", "stone fruit",
         "citrus", "brown sugar", "blueberry", "grapefruit", "cherry", "toffee", "cedar", "peach", "molasses", "plum"]
IMPORTERS = ["Sackwell Green", "Orrow & Daunt", "Canela Trading", "Brightwater Greens", "Halden Import"]

CUSTOMER_KINDS = ["cafe"] * 9 + ["restaurant"] * 3 + ["office"] * 2 + ["hotel"] * 2 + ["deli"] * 2 + ["bakery"] * 2
TOWNS = ["Ambersley", "Corvenbridge", "Pellow St Anne", "Hatherby", "Wrenfold", "Lowick Magna", "Saltmere", "Duns Ferrers"]
CUST_PREFIX = ["Lantern", "Copper", "Bramble", "Nook", "Harbour", "Thimble", "Juniper", "Larder", "Magpie", "Foxglove",
               "Keel", "Orchard", "Pantry", "Quill", "Rook", "Saffron", "Tinker", "Umber", "Vesper", "Willow",
               "Yarrow", "Alder", "Beacon", "Cinder", "Damson", "Ember", "Fennel", "Gable", "Heron", "Ivy",
               "Kestrel", "Linnet"]
CUST_SUFFIX = {"cafe": ["Cafe", "Coffee House", "Espresso Bar", "Kitchen"], "restaurant": ["Bistro", "Dining Rooms", "Brasserie"],
               "office": ["Studios", "Partners"], "hotel": ["Hotel", "Inn"], "deli": ["Deli", "Provisions"], "bakery": ["Bakehouse", "Bakery"]}
BLENDS = {"espresso": ["Tannery Espresso", "Night Shift"], "filter": ["House Filter"], "omni": ["Lanternlight"]}


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

    rsts = []
    for i, (name, town, opened, area, lab, cap) in enumerate(ROASTERIES):
        rsts.append(node(f"r{i}", ["Roastery"], {"name": name, "town": town, "openedYear": opened, "floorAreaM2": area,
                                                 "hasCuppingLab": lab, "weeklyCapacityKg": cap}))
    staff = []
    for i, (first, last, role, start, certs, rate, ft, r) in enumerate(STAFF):
        labels = ["Staff"] + (["QGrader"] if certs and "Q arabica" in certs else [])
        staff.append(node(f"s{i}", labels, {"firstName": first, "lastName": last, "role": role, "startYear": start,
                                             "certifications": certs, "hourlyRate": rate, "fullTime": ft}))
        since = dt.date(max(start, ROASTERIES[r][2]), rng.randint(1, 12), rng.randint(1, 28))
        office = role in ("green buyer", "account manager")
        shift = None if office else rng.choice(["early", "day", "late"] if role != "head roaster" else ["early"])
        rel("WORKS_AT", staff[-1], rsts[r], {"since": str(since), "keyHolder": role in ("head roaster", "quality lead") or (role == "roaster" and rng.random() < 0.4),
                                              "shift": shift})
    # mentoring: trainer -> trainee
    mentoring = [(0, 1, "2016-05-09"), (0, 2, "2019-03-18"), (0, 3, "2021-06-01"), (2, 3, "2022-09-12"), (8, 2, "2020-01-20"),
                 (12, 13, "2019-04-15"), (12, 14, "2023-02-06"), (13, 14, "2024-01-08"), (0, 19, "2022-03-14"),
                 (19, 20, "2024-05-20"), (12, 20, "2024-09-02"), (9, 17, "2020-10-05"), (10, 11, "2023-04-17"), (10, 23, "2024-06-10")]
    for a, b, since in mentoring:
        rel("MENTORS", staff[a], staff[b], {"since": since, "hours": rng.choice([12, 16, 20, 24, 30, 36, 40, 48, 60])})

    machines = []
    for i, (asset, model, bkg, year, fuel, serviced, ab, r) in enumerate(MACHINES):
        machines.append(node(f"m{i}", ["Machine"], {"assetNo": asset, "model": model, "batchKg": bkg, "year": year, "fuel": fuel,
                                                     "lastServiced": serviced, "afterburner": ab}))
        rel("INSTALLED_AT", machines[-1], rsts[r], {"since": str(dt.date(max(year, ROASTERIES[r][2]), rng.randint(1, 12), rng.randint(1, 28))),
                                                     "position": sum(1 for m in MACHINES[:i] if m[7] == r) + 1})

    prods = []
    for i, (name, country, region, ptype, alt, org, wl) in enumerate(PRODUCERS):
        prods.append(node(f"p{i}", ["Producer"], {"name": name, "country": country, "region": region, "producerType": ptype,
                                                  "altitudeM": alt, "organic": org, "womenLed": wl}))

    # green lots: 2 per producer = 40; 4 decaf
    lots = []
    lot_info = []
    codes = set()
    decaf_idx = {5, 17, 26, 33}
    for i in range(40):
        p = i % 20 if i < 20 else (i * 7) % 20
        country = PRODUCERS[p][1]
        harvest = rng.choice([2023, 2024, 2024, 2025])
        arrived = dt.date(harvest, 9, 1) + dt.timedelta(days=rng.randint(20, 300))
        if harvest == 2025:
            arrived = dt.date(2025, rng.randint(6, 9), rng.randint(1, 28))
        while True:
            code = f"GL-{str(harvest)[2:]}{rng.randint(100, 999)}"
            if code not in codes:
                codes.add(code)
                break
        decaf = i in decaf_idx
        bags = rng.choice([5, 8, 10, 10, 12, 15, 20])
        bagkg = 69 if country == "Colombia" else 70 if country in ("Guatemala", "Honduras", "Costa Rica") else 60
        if country == "Kenya" or rng.random() < 0.1:
            bagkg = 30 if country != "Colombia" else bagkg
        notes = sorted(rng.sample(NOTES, rng.choice([2, 3, 3]))) if rng.random() < 0.85 else None
        score = round(rng.choice(range(330, 362)) / 4, 2) if not decaf else round(rng.choice(range(324, 340)) / 4, 2)
        props = {"lotCode": code, "variety": rng.choice(VARIETIES[country]), "process": rng.choice(PROCESSES[country]),
                 "score": score, "bags": bags, "bagWeightKg": bagkg, "arrivedOn": str(arrived),
                 "pricePerKgEur": round(rng.uniform(6.2, 11.5), 2),
                 "importer": rng.choice(IMPORTERS), "flavourNotes": notes,
                 "decafMethod": rng.choice(["Swiss water", "sugarcane EA", "CO2"]) if decaf else None}
        if props["variety"] == "Gesha":
            props["pricePerKgEur"] = round(props["pricePerKgEur"] + 14, 2)
            props["score"] = 89.5 if i < 20 else 88.75
        lots.append(node(f"g{i}", ["GreenLot"] + (["Decaf"] if decaf else []), props))
        lot_info.append((i, p, harvest, arrived, bags * bagkg, decaf))
        rel("PRODUCED", prods[p], lots[-1], {"harvestYear": harvest, "directTrade": rng.random() < 0.3,
                                              "fobUsdPerLb": round(rng.uniform(2.6, 5.4), 2)})

    # customers
    custs = []
    cust_info = []
    names = set()
    for i in range(64):
        kind = rng.choice(CUSTOMER_KINDS)
        while True:
            nm = f"{rng.choice(CUST_PREFIX)} {rng.choice(CUST_SUFFIX[kind])}"
            if nm not in names:
                names.add(nm)
                break
        town = rng.choice(TOWNS)
        weekly = round(float(rng.choice([2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 25]) * (0.5 if kind in ("office", "deli", "bakery") else 1)), 1) if rng.random() < 0.84 else None
        custs.append(node(f"c{i}", ["Customer"], {"name": nm, "kind": kind, "town": town, "customerSince": None,
                                                   "weeklyKg": weekly, "vatRegistered": rng.random() < 0.8}))
        home = 0 if town in ("Ambersley", "Hatherby", "Wrenfold") else 1 if town in ("Corvenbridge", "Lowick Magna", "Saltmere") else 2
        cust_info.append((i, kind, home))
    # account managers
    ams = {0: [10, 11], 1: [18], 2: [23]}
    for i, _kind, home in cust_info:
        if rng.random() < 0.9:
            am = rng.choice(ams[home])
            start = STAFF[am][3]
            rel("MANAGES", staff[am], custs[i], {"since": str(dt.date(max(start, 2019), rng.randint(1, 12), rng.randint(1, 28))),
                                                 "visitsPerYear": rng.choice([2, 4, 4, 6, 12])})

    # roast batches
    batch_codes = set()
    first_ship: dict[int, int] = {}
    lapsed = set(rng.sample(range(64), 6))
    for b in range(90):
        r = 0 if b % 9 < 5 else 1 if b % 9 < 8 else 2
        roasted = dt.date(2024, 1, 8) + dt.timedelta(days=int(b * 7.7) + rng.randint(0, 5))
        if r == 2 and roasted < dt.date(2022, 6, 1):
            roasted = dt.date(2022, 6, 1)
        mach_choices = [i for i, m in enumerate(MACHINES) if m[7] == r and m[3] <= roasted.year]
        m = rng.choice(mach_choices)
        bkg = MACHINES[m][2]
        purpose = rng.choice(["espresso", "espresso", "filter", "filter", "omni"])
        nlots = rng.choice([1, 1, 2, 2, 3])
        avail = [li for li in lot_info if li[3] <= roasted and li[3] + dt.timedelta(days=330) >= roasted]
        if len(avail) < nlots:
            avail = sorted(lot_info, key=lambda li: abs((li[3] - roasted).days))[:6]
        use = rng.sample(avail, nlots)
        blend = None if nlots == 1 else rng.choice(BLENDS[purpose])
        green = round(bkg * rng.uniform(0.7, 1.0) * rng.choice([1, 2, 3]), 1)
        loss = round(rng.uniform(11.5, 17.5) if purpose != "espresso" else rng.uniform(14.0, 19.0), 1)
        out = round(green * (1 - loss / 100), 1)
        profile = {"espresso": rng.choice(["medium", "medium-dark", "dark"]), "filter": rng.choice(["light", "light", "medium"]), "omni": "medium"}[purpose]
        status = rng.choices(["shipped", "packed", "held", "rejected"], [80, 8, 6, 5])[0]
        if roasted > dt.date(2025, 11, 20):
            status = "packed"
        while True:
            code = f"RB-{str(roasted.year)[2:]}{rng.randint(100, 999)}"
            if code not in batch_codes:
                batch_codes.add(code)
                break
        sizes = sorted(rng.sample([250, 1000, 2000], rng.choice([1, 2, 2, 3]))) if status != "rejected" else None
        props = {"batchRef": code, "roastedOn": str(roasted), "purpose": purpose, "profile": profile, "greenKg": green,
                 "roastedKg": out, "weightLossPct": loss, "status": status, "blendName": blend, "bagSizesG": sizes}
        labels = ["RoastBatch"]
        bid = node(f"b{b}", labels, props)
        shares = [100] if nlots == 1 else [60, 40] if nlots == 2 else [50, 30, 20]
        for li, share in zip(use, shares, strict=True):
            rel("USES", bid, lots[li[0]], {"greenKg": round(green * share / 100, 1), "sharePct": share})
        rel("ROASTED_ON", bid, machines[m], {"chargeTempC": rng.randint(190, 215), "dropTempC": rng.randint(200, 228) if purpose != "espresso" else rng.randint(214, 236),
                                             "firstCrackSec": rng.randint(420, 560), "developmentSec": rng.randint(55, 150)})
        roasters = [i for i, s in enumerate(STAFF) if s[7] == r and s[2] in ("head roaster", "roaster") and s[3] <= roasted.year]
        lead = rng.choice(roasters)
        rel("ROASTED", staff[lead], bid, {"lead": True, "minutes": rng.randint(14, 20) * (1 + int(green > bkg))})
        if rng.random() < 0.35:
            helpers = [i for i, s in enumerate(STAFF) if s[7] == r and s[2] == "production assistant" and s[3] <= roasted.year]
            if helpers:
                rel("ROASTED", staff[rng.choice(helpers)], bid, {"lead": False, "minutes": rng.randint(10, 30)})
        if rng.random() < 0.8 or status in ("held", "rejected"):
            cuppers = [i for i, s in enumerate(STAFF) if (s[7] == r or i == 8) and ("SCA sensory" in (s[4] or []) or "Q arabica" in (s[4] or [])) and s[3] <= roasted.year]
            for cu in rng.sample(cuppers, min(len(cuppers), rng.choice([1, 1, 2]))):
                sc = rng.choice(range(328, 356)) / 4 if status not in ("rejected",) else rng.choice(range(312, 324)) / 4
                rel("CUPPED", staff[cu], bid, {"score": sc, "cuppedOn": str(roasted + dt.timedelta(days=rng.randint(1, 3))),
                                               "approved": status != "rejected" and sc >= 82})
        if status == "shipped":
            k = rng.choice([1, 2, 2, 3])
            pool = [c for c in range(64) if c not in lapsed and cust_info[c][2] == r] or list(range(64))
            for c in rng.sample(pool, min(k, len(pool))):
                bags = rng.choice([2, 4, 5, 6, 8, 10, 12])
                size = max(sizes)
                kg = round(bags * size / 1000, 1)
                grind = None if rng.random() < 0.7 else ("espresso" if purpose == "espresso" else rng.choice(["filter", "cafetiere"]))
                shipped = roasted + dt.timedelta(days=rng.randint(1, 6))
                rel("SHIPPED_TO", bid, custs[c], {"bags": bags, "kg": kg, "shippedOn": str(shipped),
                                                   "invoiceEur": round(kg * rng.uniform(19, 27), 2), "grind": grind})
                first_ship[c] = min(first_ship.get(c, 9999), shipped.year)
    by_id = {n["id"]: n for n in nodes}
    for i in range(64):
        base = first_ship.get(i, 2024 if i in lapsed else 2025)
        by_id[custs[i]]["properties"]["customerSince"] = base - (rng.randint(1, 6) if rng.random() < 0.4 else 0)

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "lastServiced", "arrivedOn", "roastedOn", "cuppedOn", "shippedOn"]}
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
