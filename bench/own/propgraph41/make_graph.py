#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented scaffolding contractor (Brindlecombe Scaffolding).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, business, town, yard, component,
maker, supplier, lorry model, registration and code is invented (the trade's terms - lifts, ties, tube and fitting,
system scaffold, putlog, birdcage, loading bay, brick guards, sheeting, handover, striking, chargehand, CISRS cards,
scaff tags - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 4177
HERE = Path(__file__).resolve().parent

# name, town, openedYear, areaSqm, hasWorkshop
YARDS = [
    ("Crowhurst Yard", "Crowhurst", 2009, 5200, True),
    ("Pellow Lane", "Pellow", 2014, 3100, False),
    ("Saltmarsh Road", "Wickhamby", 2017, 4000, True),
    ("Ferndyke Depot", "Ferndyke", 2022, 1800, False),
]

P1, P2, ADV = "CISRS Part 1", "CISRS Part 2", "CISRS Advanced"
# first, last, grade, startYear, tickets, dayRateGbp, fullTime, inspector (second label), yard
SCAFFOLDERS = [
    ("Alder", "Brinscombe", "contracts manager", 2009, [ADV, "SMSTS", "scaffold inspection", "first aid"], None, True, True, 0),
    ("Winnie", "Callard", "estimator", 2013, ["SMSTS"], None, True, False, 0),
    ("Roderick", "Penwarden", "supervisor", 2010, [ADV, "SSSTS", "scaffold inspection", "harness"], 240.0, True, True, 0),
    ("Jory", "Tresillian", "advanced scaffolder", 2012, [ADV, "harness", "first aid"], 225.0, True, False, 0),
    ("Caspar", "Holroyd", "advanced scaffolder", 2015, [ADV, "scaffold inspection", "PASMA"], 220.0, True, True, 0),
    ("Nye", "Gulliford", "scaffolder", 2016, [P1, P2, "harness"], 190.0, True, False, 0),
    ("Tobias", "Ruddle", "scaffolder", 2019, [P1, P2], 185.0, True, False, 0),
    ("Ellis", "Quarrier", "trainee scaffolder", 2023, [P1], 140.0, True, False, 0),
    ("Benji", "Sowden", "labourer", 2024, None, 115.0, False, False, 0),
    ("Morwenna", "Lapthorn", "contracts manager", 2014, ["SMSTS", "scaffold inspection"], None, True, True, 1),
    ("Huxley", "Dunstone", "supervisor", 2011, [ADV, "SSSTS", "harness", "first aid"], 235.0, True, False, 1),
    ("Piran", "Ellacott", "advanced scaffolder", 2013, [ADV, "scaffold inspection", "harness"], 225.0, True, True, 1),
    ("Sennen", "Mabyn", "scaffolder", 2018, [P1, P2, "PASMA"], 190.0, True, False, 1),
    ("Declan", "Rowse", "scaffolder", 2020, [P1, P2, "first aid"], 180.0, True, False, 1),
    ("Ottilie", "Vosper", "trainee scaffolder", 2024, [P1], 135.0, True, False, 1),
    ("Gideon", "Pascoe", "labourer", 2022, None, 110.0, True, False, 1),
    ("Fenella", "Strick", "estimator", 2019, ["SSSTS"], None, False, False, 2),
    ("Lowen", "Carbis", "supervisor", 2012, [ADV, "SSSTS", "scaffold inspection", "first aid"], 240.0, True, True, 2),
    ("Taran", "Hocking", "advanced scaffolder", 2017, [ADV, "harness"], 215.0, True, False, 2),
    ("Merrick", "Jewell", "scaffolder", 2015, [P1, P2, "harness", "PASMA"], 195.0, True, False, 2),
    ("Bastian", "Trewin", "scaffolder", 2021, [P1, P2], 180.0, True, False, 2),
    ("Kenwyn", "Bolitho", "scaffolder", 2022, [P1, P2, "first aid"], 180.0, False, False, 2),
    ("Rosen", "Angove", "trainee scaffolder", 2023, [P1, "harness"], 140.0, True, False, 2),
    ("Lemmy", "Dorling", "labourer", 2021, None, 112.5, True, False, 2),
    ("Crispin", "Yeo", "labourer", 2025, None, 110.0, False, False, 2),
    ("Jago", "Nancarrow", "supervisor", 2016, [ADV, "SSSTS", "harness"], 230.0, True, False, 3),
    ("Wenna", "Trethewey", "advanced scaffolder", 2018, [ADV, "scaffold inspection"], 220.0, True, False, 3),
    ("Eddie", "Kitto", "scaffolder", 2022, [P1, P2], 185.0, True, False, 3),
    ("Talwyn", "Penrose", "trainee scaffolder", 2025, [P1], 130.0, True, False, 3),
    ("Rufus", "Chenhall", "labourer", 2023, None, 110.0, True, False, 3),
]

# model, gvwTonnes, hasHiab
LORRY_MODELS = [("Tarrant 18T Flatbed", 18.0, False)] * 6 + [("Tarrant 26T Hiab", 26.0, True)] * 4 + \
    [("Orlo 7.5T Dropside", 7.5, False)] * 4 + [("Kessock Crew Tipper", 3.5, False)] * 2

# name, maker, category, unitPriceGbp, weeklyHireGbp, weightKg, lengthM, launchYear, discontinued
COMPONENTS = [
    ("Galv Tube 21ft", "Dalby Steel", "tube", 38.5, 0.9, 27.5, 6.4, 2004, False),
    ("Galv Tube 13ft", "Dalby Steel", "tube", 24.0, 0.6, 17.2, 4.0, 2004, False),
    ("Galv Tube 8ft", "Dalby Steel", "tube", 15.5, 0.4, 10.5, 2.4, 2006, False),
    ("Alloy Tube 16ft", "Ferrum Works", "tube", 52.0, 1.1, 8.3, 4.9, 2016, False),
    ("Double Coupler", "Ferrum Works", "fitting", 4.2, 0.12, 1.2, None, 2005, False),
    ("Swivel Coupler", "Ferrum Works", "fitting", 4.8, 0.14, 1.4, None, 2005, False),
    ("Putlog Coupler", "Ferrum Works", "fitting", 3.1, 0.1, 0.6, None, 2005, False),
    ("Sleeve Coupler", "Norvane", "fitting", 3.9, 0.11, 1.0, None, 2011, False),
    ("Board Clip", "Norvane", "fitting", 2.2, 0.05, 0.6, None, 2011, True),
    ("Ladder Clamp", "Kestrel Access", "fitting", 6.5, 0.2, 0.9, None, 2019, False),
    ("Timber Board 13ft", "Hapsfield Timber", "board", 19.0, 0.5, 22.0, 3.9, 2003, False),
    ("Timber Board 8ft", "Hapsfield Timber", "board", 12.5, 0.35, 13.5, 2.4, 2003, False),
    ("Steel Staging Board", "Kestrel Access", "board", 64.0, 1.8, 19.5, 3.0, 2020, False),
    ("Ladder 4m", "Kestrel Access", "ladder", 88.0, 2.5, 12.0, 4.0, 2014, False),
    ("Ladder 6m", "Kestrel Access", "ladder", 129.0, 3.5, 17.5, 6.0, 2014, False),
    ("Adjustable Base Jack", "Ferrum Works", "baseplate", 14.0, 0.3, 4.5, None, 2012, False),
    ("Flat Base Plate", "Dalby Steel", "baseplate", 3.5, 0.08, 1.6, None, 2004, False),
    ("Monaflex Sheet 2m", "Greyling Plastics", "sheeting", 9.0, 0.4, 2.0, None, 2010, True),
    ("Shrink Wrap Roll", "Greyling Plastics", "sheeting", 145.0, 0.0, 24.0, None, 2018, False),
    ("Brick Guard", "Kestrel Access", "sheeting", 21.0, 0.45, 5.5, None, 2015, False),
    ("Ring Tie Kit", "Norvane", "tie", 7.5, 0.15, 0.8, None, 2013, False),
    ("Through Tie Pin", "Norvane", "tie", 5.0, 0.1, 0.5, None, 2017, True),
    ("Debris Netting Roll", "Greyling Plastics", "netting", 62.0, 1.2, 11.0, None, 2012, False),
    ("Scaff Alarm Unit", "Vantry Systems", "alarm", 310.0, 18.0, 3.2, None, 2021, False),
]

# name, country, town, leadTimeDays, preferred, accountSince
SUPPLIERS = [
    ("Dalby Steel Stockholders", "United Kingdom", "Harnwick", 3, True, 2009),
    ("Ferrum Works Trading", "United Kingdom", "Osterby", 5, True, 2010),
    ("Norvane Fixings", "Netherlands", "Veldhaven", 12, False, 2016),
    ("Kestrel Access Supply", "United Kingdom", "Scarrow", 4, True, 2014),
    ("Hapsfield Timber Merchants", "Ireland", "Ballykern", 9, False, 2012),
    ("Greyling Plastics", "Belgium", "Oostmeer", 14, False, 2018),
    ("Stahlbrück Gerüsttechnik", "Germany", "Kellenburg", 21, False, 2020),
    ("Polmarsz Stal", "Poland", "Wydrzyn", 18, False, 2023),
]

# town -> yard index (client and site towns)
TOWNS = {"Crowhurst": 0, "Abbotsley": 0, "Mirefield": 0, "Pellow": 1, "Stanbridge": 1, "Wickhamby": 2,
         "Tollerton Bay": 2, "Gorran Rise": 2, "Ferndyke": 3, "Hexworth": 3}

SURNAMES = ["Halloran", "Pike", "Venning", "Crabbe", "Oldroyd", "Marchetti", "Stanway", "Ruggles", "Tremain",
            "Beauchamp", "Hartnell", "Liddicoat", "Fairweather", "Grigg", "Ashdown", "Pendry", "Mowbray", "Quiller",
            "Rashleigh", "Summerhayes", "Thorne", "Ulverston", "Wadebridge", "Yelverton", "Coombe", "Dymond"]
FIRSTS = ["Hester", "Ivo", "Juno", "Lysander", "Maud", "Nell", "Oswin", "Perpetua", "Quentin", "Rhoswen", "Silas",
          "Tegan", "Ursula", "Vivian", "Wilf", "Xanthe", "Yestin", "Zillah"]
SAINTS = ["Petroc", "Clether", "Winnow", "Mawgan", "Endellion"]
KINDS = (["main contractor"] * 14 + ["housebuilder"] * 8 + ["homeowner"] * 26 + ["roofer"] * 10 + ["council"] * 4
         + ["church"] * 5 + ["school"] * 5 + ["letting agent"] * 8)

SCAFF_TYPES = ["independent", "independent", "independent", "putlog", "putlog", "birdcage", "chimney stack",
               "temporary roof", "loading tower", "stair tower"]
EXTRAS = ["sheeting", "brick guards", "loading bay", "debris netting", "alarm", "hoist", "pavement gantry", "ladder beam"]
CHANNELS = ["phone", "phone", "email", "email", "tender portal", "repeat", "referral"]


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

    def rel(rtype: str, start: str, end: str, props: dict) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    yards = [node(f"y{i}", ["Yard"], {"name": n, "town": t, "openedYear": o, "areaSqm": a, "hasWorkshop": w})
             for i, (n, t, o, a, w) in enumerate(YARDS)]

    men = []
    for i, (f, la, grade, sy, tickets, rate, ft, insp, y) in enumerate(SCAFFOLDERS):
        labels = ["Scaffolder", "Inspector"] if insp else ["Scaffolder"]
        m = node(f"s{i}", labels, {"firstName": f, "lastName": la, "grade": grade, "startYear": sy, "tickets": tickets,
                                   "dayRateGbp": rate, "fullTime": ft})
        men.append(m)
        since = dt.date(sy, rng.randint(1, 12), rng.randint(1, 28))
        if y == 3 and since.year < 2022:
            since = dt.date(2022, rng.randint(3, 12), rng.randint(1, 28))
        locker = None if grade in ("estimator", "labourer") else rng.randint(1, 60)
        rel("BASED_AT", m, yards[y], {"since": str(since), "keyHolder": grade in ("contracts manager", "supervisor") or rng.random() < 0.15,
                                      "lockerNo": locker})

    # lorries
    letters = "ABCDEFGHJKLMNPRSTVWXY"
    lorries = []
    used_regs: set[str] = set()
    for i, (model, gvw, hiab) in enumerate(LORRY_MODELS):
        year = rng.randint(2012, 2025)
        while True:
            reg = f"{rng.choice(letters)}{rng.choice(letters)}{year % 100 if rng.random() < 0.5 else (year % 100) + 50:02d} {rng.choice(letters)}{rng.choice(letters)}{rng.choice(letters)}"
            if reg not in used_regs:
                used_regs.add(reg)
                break
        mot = None if year == 2025 or rng.random() < 0.08 else str(dt.date(2026, rng.randint(1, 12), rng.randint(1, 28)))
        lo = node(f"l{i}", ["Lorry"], {"model": model, "reg": reg, "year": year, "gvwTonnes": gvw, "hasHiab": hiab,
                                       "mileage": rng.randint(8, 60) * 1000 * max(1, 2026 - year) // 3 + rng.randint(0, 999),
                                       "motDue": mot})
        lorries.append(lo)
        y = i % 4
        rel("KEPT_AT", lo, yards[y], {"since": str(dt.date(max(year, YARDS[y][2]), rng.randint(1, 12), rng.randint(1, 28))), "bay": rng.randint(1, 12)})
        drivers = [k for k, s in enumerate(SCAFFOLDERS) if s[8] == y and s[2] not in ("estimator", "trainee scaffolder", "labourer")]
        d1 = drivers[(i // 4) % len(drivers)]
        rel("DRIVES", men[d1], lo, {"since": str(dt.date(max(year, SCAFFOLDERS[d1][3]), rng.randint(1, 12), rng.randint(1, 28))), "primary": True})
        if rng.random() < 0.35:
            others = [k for k in drivers if k != d1]
            d2 = rng.choice(others)
            rel("DRIVES", men[d2], lo, {"since": str(dt.date(rng.randint(max(year, 2023), 2025), rng.randint(1, 12), rng.randint(1, 28))), "primary": False})

    # mentoring (self-relationship): mentor -> trainee/junior
    pairs = [(2, 7), (3, 7), (2, 8), (10, 14), (11, 14), (10, 15), (12, 13), (17, 22), (18, 22), (19, 21), (17, 24), (25, 28),
             (26, 28), (25, 29), (4, 6)]
    for a, b in pairs:
        sy = max(SCAFFOLDERS[b][3], SCAFFOLDERS[a][3])
        rel("MENTORS", men[a], men[b], {"since": str(dt.date(sy, rng.randint(1, 12), rng.randint(1, 28))), "logbookHours": rng.randint(4, 60) * 5,
                                        "signedOff": rng.random() < 0.3 and sy < 2025})

    sups = [node(f"p{i}", ["Supplier"], {"name": n, "country": c, "town": t, "leadTimeDays": lt, "preferred": pr, "accountSince": ac})
            for i, (n, c, t, lt, pr, ac) in enumerate(SUPPLIERS)]
    comps = []
    maker_sup = {"Dalby Steel": 0, "Ferrum Works": 1, "Norvane": 2, "Kestrel Access": 3, "Hapsfield Timber": 4,
                 "Greyling Plastics": 5, "Vantry Systems": 3}
    for i, (n, mk, cat, price, hire, kg, lm, ly, disc) in enumerate(COMPONENTS):
        c = node(f"c{i}", ["Component"], {"name": n, "maker": mk, "category": cat, "unitPriceGbp": price, "weeklyHireGbp": hire,
                                          "weightKg": kg, "lengthM": lm, "launchYear": ly, "stockQty": rng.randint(2, 90) * (50 if cat in ("fitting", "tube") else 5),
                                          "discontinued": disc})
        comps.append(c)
        s0 = maker_sup[mk]
        rel("SUPPLIES", sups[s0], c, {"sinceYear": max(ly, SUPPLIERS[s0][5]) + rng.randint(0, 3), "exclusive": rng.random() < 0.25,
                                      "listPriceGbp": round(price * rng.uniform(0.7, 0.9), 2)})
        if rng.random() < 0.45:
            s1 = rng.choice([6, 7] if cat in ("tube", "fitting", "baseplate", "tie") else [3, 4, 5, 7])
            if s1 != s0:
                rel("SUPPLIES", sups[s1], c, {"sinceYear": max(ly, SUPPLIERS[s1][5]) + rng.randint(0, 2), "exclusive": False,
                                              "listPriceGbp": round(price * rng.uniform(0.65, 0.95), 2)})

    # clients
    clients = []
    names_used: set[str] = set()
    towns = list(TOWNS)
    for i, kind in enumerate(KINDS):
        town = rng.choice(towns)
        while True:
            s = rng.choice(SURNAMES)
            if kind == "main contractor":
                n = f"{s} {rng.choice(['Construction', 'Contracting', 'Build', 'Construction Ltd'])}"
            elif kind == "housebuilder":
                n = f"{s} Homes"
            elif kind == "homeowner":
                n = f"{rng.choice(FIRSTS)} {s}"
            elif kind == "roofer":
                n = f"{s} Roofing"
            elif kind == "council":
                n = f"{town} Town Council"
            elif kind == "church":
                n = f"St {rng.choice(SAINTS)}'s Church, {town}"
            elif kind == "school":
                n = f"{town} {rng.choice(['Primary School', 'Academy', 'Community College'])}"
            else:
                n = f"{s} {rng.choice(['Lettings', 'Property Management'])}"
            if n not in names_used:
                names_used.add(n)
                break
            town = rng.choice(towns)
        credit = None if kind == "homeowner" and rng.random() < 0.6 else rng.choice([2000, 5000, 10000, 25000, 50000]) * (2 if kind == "main contractor" else 1)
        clients.append(node(f"k{i}", ["Client"], {"name": n, "kind": kind, "town": town, "clientSince": None, "creditLimitGbp": credit,
                                                  "onStop": rng.random() < 0.08}))

    # jobs: 88, quoted Jan 2023 - Nov 2025
    order = list(range(len(clients)))
    rng.shuffle(order)
    idle = set(order[:10])  # accounts opened, no job yet
    active = [c for c in range(len(clients)) if c not in idle]
    job_clients = active + [rng.choice([c for c in active if KINDS[c] in ("main contractor", "housebuilder", "roofer")]) for _ in range(88 - len(active))]
    quotes = sorted(dt.date(2023, 1, 3) + dt.timedelta(days=rng.randint(0, 1045)) for _ in range(88))
    rng.shuffle(job_clients)
    first_year: dict[int, int] = {}
    used_nos: set[str] = set()
    last_day = dt.date(2025, 12, 12)
    for j, quoted in enumerate(quotes):
        ci = job_clients[j]
        c = clients[ci]
        first_year[ci] = min(first_year.get(ci, 9999), quoted.year)
        while True:
            no = f"BSC-{quoted.year % 100}{rng.randint(100, 999)}"
            if no not in used_nos:
                used_nos.add(no)
                break
        age = (last_day - quoted).days
        r = rng.random()
        if r < 0.09:
            status = "lost"
        elif r < 0.13:
            status = "cancelled"
        elif age < 40:
            status = "booked"
        elif age < 150:
            status = "on hire" if rng.random() < 0.8 else "struck"
        else:
            status = "struck" if rng.random() < 0.93 else "on hire"
        site_town = by_id[c]["properties"]["town"] if rng.random() < 0.75 else rng.choice(towns)
        y = TOWNS[site_town]
        stype = rng.choice(SCAFF_TYPES)
        lifts = {"chimney stack": rng.randint(1, 2), "loading tower": rng.randint(2, 4), "stair tower": rng.randint(3, 6),
                 "temporary roof": rng.randint(3, 5), "birdcage": rng.randint(1, 3)}.get(stype, rng.randint(2, 7))
        height = round(lifts * 2.0 + rng.uniform(0.2, 1.5), 1)
        length = round(rng.uniform(3, 12) if stype in ("chimney stack", "loading tower", "stair tower") else rng.uniform(8, 60), 1)
        weeks = rng.choice([2, 4, 4, 6, 8, 8, 12, 16, 26])
        price = round((length * height * rng.uniform(9, 14) + weeks * rng.uniform(40, 120)) / 5) * 5.0
        erected = quoted + dt.timedelta(days=rng.randint(7, 35)) if status in ("on hire", "struck") else None
        if erected and erected > last_day:
            erected = last_day - dt.timedelta(days=rng.randint(1, 5))
        struck = None
        if status == "struck":
            struck = erected + dt.timedelta(days=weeks * 7 + rng.randint(-10, 40))
            if struck > last_day:
                struck = last_day - dt.timedelta(days=rng.randint(0, 3))
        extras = None if rng.random() < 0.25 else sorted(rng.sample(EXTRAS, rng.choice([1, 1, 2, 2, 3])), key=EXTRAS.index)
        highway = rng.random() < 0.24 and stype not in ("chimney stack",)
        if highway and extras is not None and rng.random() < 0.5 and "pavement gantry" not in extras:
            extras = extras + ["pavement gantry"]
        labels = ["Job", "Highway"] if highway else ["Job"]
        job = node(f"j{j}", labels, {"jobNo": no, "status": status, "quotedOn": str(quoted), "erectedOn": str(erected) if erected else None,
                                     "struckOn": str(struck) if struck else None, "scaffoldType": stype,
                                     "system": "system" if rng.random() < 0.3 else "tube and fitting", "lifts": lifts, "heightM": height,
                                     "lengthM": length, "hireWeeks": weeks, "priceGbp": price, "extras": extras, "siteTown": site_town})
        requested = quoted - dt.timedelta(days=rng.randint(1, 21))
        kind = KINDS[ci]
        rel("REQUESTED", c, job, {"requestedOn": str(requested), "channel": "tender portal" if kind in ("council", "school") and rng.random() < 0.7 else rng.choice(CHANNELS),
                                  "poNumber": f"PO-{rng.randint(1000, 9999)}" if kind not in ("homeowner", "church") and rng.random() < 0.7 else None,
                                  "retentionPct": rng.choice([3, 5]) if kind == "main contractor" and rng.random() < 0.6 else None})
        if status in ("lost", "cancelled"):
            continue
        # kit
        tube = rng.choice([0, 0, 3] if length > 20 else [1, 1, 2, 3])
        fits = rng.sample([4, 4, 5, 6, 7, 8, 9], rng.choice([1, 2]))
        chosen = [tube] + sorted(set(fits)) + [rng.choice([10, 10, 11, 12]), rng.choice([15, 15, 16])]
        if rng.random() < 0.4:
            chosen.append(rng.choice([13, 14]))
            if rng.random() < 0.5:
                chosen.append(9)
        chosen = sorted(set(chosen))
        for ex, ci2 in (("sheeting", 17), ("brick guards", 19), ("debris netting", 22), ("alarm", 23)):
            if extras and ex in extras:
                chosen.append(ci2)
        if lifts >= 3 and rng.random() < 0.5:
            chosen.append(rng.choice([20, 20, 21]))
        for ci2 in chosen:
            comp = COMPONENTS[ci2]
            qty = max(1, int(lifts * length * {"tube": 1.2, "fitting": 4.0, "board": 1.5, "baseplate": 0.6, "sheeting": 0.8,
                                               "tie": 0.4, "netting": 0.1, "alarm": 0.02, "ladder": 0.03}[comp[2]]))
            rel("USES", job, comps[ci2], {"quantity": qty, "weeklyHireGbp": round(comp[4] * rng.choice([0.8, 0.9, 1.0, 1.0, 1.1]), 2)})
        if not erected:
            continue
        local = [i for i, s in enumerate(SCAFFOLDERS) if s[8] == y and s[3] <= erected.year and s[2] not in ("estimator", "contracts manager")]
        leads = [i for i in local if SCAFFOLDERS[i][2] in ("supervisor", "advanced scaffolder", "scaffolder")]
        hands = [i for i in local if SCAFFOLDERS[i][2] in ("trainee scaffolder", "labourer")]
        gang_days = round(lifts * length / 25 + rng.uniform(0.5, 2), 1)
        chief = rng.choice(leads)
        gang = [chief] + rng.sample([i for i in leads if i != chief], rng.choice([0, 1])) + rng.sample(hands, min(len(hands), rng.choice([0, 1, 1, 2])))
        for k, m in enumerate(gang):
            rel("WORKED_ON", men[m], job, {"task": "erect", "days": gang_days, "onDate": str(erected), "chargehand": k == 0})
        if status == "struck":
            chief2 = rng.choice(leads)
            gang2 = [chief2] + rng.sample(hands, min(len(hands), rng.choice([0, 1, 1])))
            for k, m in enumerate(gang2):
                rel("WORKED_ON", men[m], job, {"task": "strike", "days": round(gang_days * 0.6, 1), "onDate": str(struck), "chargehand": k == 0})
        if rng.random() < 0.22:
            end = struck or last_day
            on = erected + dt.timedelta(days=rng.randint(1, max(2, (end - erected).days - 1)))
            m = rng.choice(leads)
            rel("WORKED_ON", men[m], job, {"task": "adapt", "days": round(rng.uniform(0.5, 2), 1), "onDate": str(on), "chargehand": True})
        inspectors = [i for i in range(len(SCAFFOLDERS)) if SCAFFOLDERS[i][7] and SCAFFOLDERS[i][8] == y] or [0]
        ins = rng.choice(inspectors)
        rel("INSPECTED", men[ins], job, {"onDate": str(erected), "kind": "handover", "outcome": "safe", "tagged": True})
        end = struck or last_day
        n_weekly = min(2, max(0, (end - erected).days // 7 - 1))
        for w in range(rng.randint(0, n_weekly)):
            on = erected + dt.timedelta(days=7 * (w + 1))
            outcome = rng.choice(["safe", "safe", "safe", "advisory", "advisory", "unsafe"])
            rel("INSPECTED", men[rng.choice(inspectors)], job, {"onDate": str(on), "kind": "weekly", "outcome": outcome,
                                                                 "tagged": outcome != "unsafe"})

    for ci, c in enumerate(clients):
        by_id[c]["properties"]["clientSince"] = first_year.get(ci, 2025) - (rng.randint(1, 6) if rng.random() < 0.3 else 0)

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "quotedOn", "erectedOn", "struckOn", "motDue", "requestedOn", "onDate"]}
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
