#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented piano tuning and restoration business (Fennick & Loame Pianos).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, business, town, workshop, piano
maker, model, serial number, part, supplier and code is invented (the trade's terms - tuning, pitch raise, A440,
regulation, voicing, restringing, hammers, dampers, bass strings, tuning pins, keytops, soundboard, French polish,
humidity - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 4373
HERE = Path(__file__).resolve().parent

# name, town, openedYear, benches, hasHumidityRoom
WORKSHOPS = [
    ("Quillon Mews", "Quillon", 2008, 9, True),
    ("Stavely Cross", "Stavely", 2013, 5, False),
    ("Ebbridge Works", "Ebbridge", 2017, 7, True),
    ("Narrowdean Loft", "Narrowdean", 2022, 3, False),
]

# first, last, role, startYear, skills, hourlyRate, fullTime, RPT (second label), workshop
TECHNICIANS = [
    ("Ottilie", "Brannock", "workshop manager", 2008, ["tuning", "regulation", "concert prep"], None, True, True, 0),
    ("Severin", "Alcock", "master restorer", 2009, ["restringing", "soundboard repair", "action rebuild", "regulation"], 38.5, True, True, 0),
    ("Hesper", "Dunmoor", "tuner", 2011, ["tuning", "concert prep", "voicing"], 29.0, True, True, 0),
    ("Jory", "Wenlock", "regulator", 2015, ["regulation", "action rebuild"], 26.5, True, False, 0),
    ("Petronel", "Gisby", "french polisher", 2012, ["french polishing", "case repair"], 24.0, False, False, 0),
    ("Caius", "Threlfall", "apprentice", 2024, None, 13.5, True, False, 0),
    ("Wynne", "Mabbott", "tuner", 2018, ["tuning", "pitch raise"], 25.5, False, False, 0),
    ("Lysander", "Pocklington", "workshop manager", 2013, ["tuning", "regulation"], None, True, False, 1),
    ("Marguerite", "Oakhurst", "tuner", 2014, ["tuning", "voicing", "player pianos"], 28.0, True, True, 1),
    ("Tobiah", "Crane-Ellis", "restorer", 2016, ["restringing", "action rebuild"], 30.0, True, False, 1),
    ("Elspeth", "Ravensworth", "voicer", 2010, ["voicing", "concert prep", "tuning"], 33.0, False, True, 1),
    ("Anselm", "Kettleby", "apprentice", 2023, None, 12.5, True, False, 1),
    ("Delphine", "Harcourt-Vane", "workshop manager", 2017, ["tuning", "regulation", "restringing"], None, True, False, 2),
    ("Rowan", "Attercliffe", "master restorer", 2011, ["restringing", "soundboard repair", "action rebuild", "french polishing"], 37.0, True, True, 2),
    ("Bathsheba", "Quarrie", "tuner", 2019, ["tuning", "pitch raise", "player pianos"], 26.0, True, False, 2),
    ("Evander", "Stoyle", "regulator", 2020, ["regulation", "voicing"], 25.0, True, False, 2),
    ("Philippa", "Lambourne", "french polisher", 2016, ["french polishing", "case repair", "keytop replacement"], 24.5, True, False, 2),
    ("Cosmo", "Pendry", "restorer", 2021, ["restringing", "keytop replacement"], 27.0, False, False, 2),
    ("Isaura", "Fellgate", "apprentice", 2025, None, 12.0, True, False, 2),
    ("Gideon", "Marchetti-Hale", "tuner", 2022, ["tuning", "pitch raise"], 24.0, True, False, 3),
    ("Perpetua", "Vosburgh", "restorer", 2022, ["restringing", "regulation", "action rebuild"], 28.5, True, False, 3),
    ("Ambrose", "Kilner", "tuner", 2016, ["tuning", "voicing", "concert prep", "regulation"], 31.5, False, True, 3),
]

# mentor index, mentee index, since, hours
MENTORING = [
    (1, 5, "2024-02-05", 210), (1, 3, "2015-09-14", 480), (2, 6, "2018-05-21", 160), (0, 2, "2011-10-03", 300),
    (8, 11, "2023-03-13", 190), (10, 8, "2014-06-02", 260), (13, 18, "2025-01-20", 95), (13, 17, "2021-04-12", 340),
    (14, 18, "2025-03-03", 40), (13, 15, "2020-02-24", 150), (21, 19, "2022-06-06", 120), (20, 19, "2022-09-19", 60),
]

# name, country, town, leadTimeDays, preferred, accountSince
SUPPLIERS = [
    ("Grebel Klavierteile", "Germany", "Osterwald", 12, True, 2009),
    ("Anvers Felt & Cloth", "Belgium", "Meulebrecht", 9, True, 2012),
    ("Tolland Wire Works", "United Kingdom", "Tolland", 5, True, 2010),
    ("Casa Marfilina", "Spain", "Villoria del Prado", 21, False, 2016),
    ("Nordvik Tonewood", "Norway", "Hallestad", 28, False, 2018),
    ("Pellworth Polishes", "United Kingdom", "Pellworth", 4, False, 2021),
]

# name, maker, category, unitPriceEur, stockQty, discontinued
PARTS = [
    ("Bass string set, upright", "Tolland", "strings", 310.0, 6, False),
    ("Bass string set, grand", "Tolland", "strings", 455.0, 3, False),
    ("Treble wire coil no. 17", "Tolland", "strings", 38.5, 14, False),
    ("Treble wire coil no. 19", "Tolland", "strings", 41.0, 9, False),
    ("Hammer set Grebel 52", "Grebel", "hammers", 690.0, 2, False),
    ("Hammer set Grebel 58 concert", "Grebel", "hammers", 940.0, 1, False),
    ("Hammer set Ardenne upright", "Ardenne", "hammers", 520.0, 0, True),
    ("Damper felt kit", "Anvers", "felts", 64.0, 22, False),
    ("Key bushing cloth", "Anvers", "felts", 18.5, 40, False),
    ("Balance rail punchings", "Anvers", "felts", 12.0, 55, False),
    ("Hammer rail cloth", "Anvers", "felts", 21.0, 18, False),
    ("Tuning pins 2/0 (box of 100)", "Grebel", "pins", 96.0, 7, False),
    ("Tuning pins 3/0 (box of 100)", "Grebel", "pins", 99.0, 4, False),
    ("Bridge pins (box of 500)", "Grebel", "pins", 34.0, 0, False),
    ("Keytop set, acrylic ivory-look", "Marfilina", "keytops", 145.0, 5, False),
    ("Keytop set, bone", "Marfilina", "keytops", 310.0, 2, False),
    ("Soundboard shim spruce", "Nordvik", "wood", 58.0, 30, False),
    ("Spruce rib blank", "Nordvik", "wood", 27.5, 12, True),
    ("Shellac flakes 500 g", "Pellworth", "finishing", 23.0, 16, False),
    ("Padding lacquer 1 l", "Pellworth", "finishing", 31.5, 9, False),
]

# supplier index, part index, sinceYear, exclusive, listPriceEur
SUPPLY = [
    (2, 0, 2010, False, 285.0), (2, 1, 2010, False, 420.0), (2, 2, 2011, False, 35.0), (2, 3, 2011, False, 37.5),
    (0, 2, 2014, False, 36.0), (0, 4, 2009, True, 640.0), (0, 5, 2012, True, 880.0), (0, 11, 2009, False, 90.0),
    (0, 12, 2009, False, 92.0), (0, 13, 2015, False, 31.0), (1, 7, 2012, False, 59.0), (1, 8, 2012, False, 16.0),
    (1, 9, 2013, False, 10.5), (1, 10, 2012, False, 19.0), (3, 14, 2016, True, 132.0), (3, 15, 2016, True, 290.0),
    (3, 6, 2017, False, 480.0), (4, 16, 2018, True, 52.0), (4, 17, 2018, True, 25.0), (5, 18, 2021, False, 21.0),
    (5, 19, 2021, False, 29.0), (0, 7, 2016, False, 61.0), (2, 12, 2019, False, 95.5), (1, 18, 2022, False, 22.5),
]

# make, model, type, keyCount
MODELS = [
    ("Haldenwick", "Haldenwick U-121", "upright", 88),
    ("Haldenwick", "Haldenwick G-186", "grand", 88),
    ("Vossberg", "Vossberg Salon", "upright", 88),
    ("Vossberg", "Vossberg Konzert 274", "grand", 88),
    ("Ardell & Sons", "Ardell Parlour", "upright", 85),
    ("Ardell & Sons", "Ardell Baby 150", "baby grand", 88),
    ("Kestrel", "Kestrel Studio 112", "upright", 88),
    ("Marrant", "Marrant Pianola", "player", 88),
    ("Bellhaus", "Bellhaus Console", "console", 88),
]
MODEL_WEIGHTS = [9, 6, 8, 3, 6, 6, 10, 4, 5]

FINISHES = ["black polyester", "walnut", "mahogany", "rosewood", "black satin", "white"]

TOWNS = ["Quillon", "Stavely", "Ebbridge", "Narrowdean", "Hobb's Hythe", "Lantreath", "Corrowby", "Wendle Magna"]

HOUSEHOLDS = [
    "Agnes Throssell", "Benedict Yarrow", "Clemency Haig", "Dorian Pellow", "Euphemia Stanier", "Fabian Loxley",
    "Georgiana Tull", "Horatio Blenkin", "Imogen Scarth", "Jasper Dunwoody", "Keziah Mottram", "Leopold Ferrier",
    "Minerva Cotterill", "Nathaniel Hobday", "Octavia Brummel", "Peregrine Wace", "Rosamund Eyre-Tate",
    "Silas Mowbray", "Theodora Quill", "Ulric Fanshawe", "Verity Lansdell", "Wilfred Oxenham", "Xanthe Pardew",
    "Yolande Capstick", "Zachary Nettleship", "Araminta Foss", "Barnaby Illingworth", "Cressida Vowles",
]
OTHERS = [
    ("St Wenna's Primary", "school"), ("Corrowby Grammar", "school"), ("Lantreath Academy", "school"),
    ("St Oswin's Church", "church"), ("Holy Rood, Stavely", "church"), ("Wendle Magna Chapel", "church"),
    ("The Harbour Hall", "concert hall"), ("Quillon Assembly Rooms", "concert hall"), ("Ebbridge Corn Exchange", "concert hall"),
    ("Hotel Marlaine", "hotel"), ("The Gilded Heron", "hotel"), ("Stavely Grange Hotel", "hotel"),
    ("Ebbridge School of Music", "college"), ("Narrowdean Conservatoire", "college"),
    ("Mirabel Ostrander", "teacher"), ("Cuthbert Lovibond", "teacher"), ("Ismay Pargeter", "teacher"),
    ("Lucan Sheridan-Fox", "teacher"), ("Tabitha Wraxall", "teacher"),
    ("Hobb's Hythe Village Hall", "community"),     ("Corrowby Sailing Club", "community"), ("Wendle Magna WI", "community"),
    ("Stavely Amateur Operatic", "community"),
]

# kind, weight, price range, hours range, status weights
JOB_KINDS = [
    ("tuning", 34, (85, 130), (1.0, 2.0)),
    ("pitch raise", 8, (140, 220), (2.0, 3.5)),
    ("regulation", 10, (380, 900), (6.0, 16.0)),
    ("voicing", 6, (220, 480), (3.0, 8.0)),
    ("repair", 12, (120, 650), (1.5, 9.0)),
    ("restringing", 6, (1800, 3400), (22.0, 40.0)),
    ("restoration", 8, (5200, 14800), (80.0, 190.0)),
]
TASK_FOR = {"tuning": "tuning", "pitch raise": "tuning", "regulation": "regulation", "voicing": "voicing",
            "repair": "repair", "restringing": "restringing", "restoration": "restringing"}
SKILL_FOR = {"tuning": "tuning", "regulation": "regulation", "voicing": "voicing", "repair": None,
             "restringing": "restringing", "polishing": "french polishing"}
ITEMS = {
    "tuning": ["humidity check", "sticking key", "pedal squeak", "damper adjust"],
    "pitch raise": ["double pass", "humidity check", "broken string"],
    "regulation": ["let-off", "key dip", "hammer spacing", "repetition springs", "damper adjust"],
    "voicing": ["needling", "hammer filing", "concert prep"],
    "repair": ["broken string", "sticking key", "pedal squeak", "cracked bridge", "loose tuning pin", "keytop glue"],
    "restringing": ["new bass strings", "new treble wire", "new tuning pins", "bridge repin"],
    "restoration": ["new hammers", "new bass strings", "new treble wire", "soundboard shims", "French polish", "new keytops", "new tuning pins"],
}
PARTS_FOR = {
    "tuning": [2, 3], "pitch raise": [2, 3, 0], "regulation": [8, 9, 10, 7], "voicing": [10],
    "repair": [2, 3, 7, 8, 14, 16, 13], "restringing": [0, 1, 2, 3, 11, 12, 13],
    "restoration": [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 18, 19],
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

    def day(lo: dt.date, hi: dt.date) -> dt.date:
        return lo + dt.timedelta(days=rng.randint(0, (hi - lo).days))

    shops = [node(f"w{i}", ["Workshop"], {"name": n, "town": t, "openedYear": y, "benches": b, "hasHumidityRoom": h})
             for i, (n, t, y, b, h) in enumerate(WORKSHOPS)]
    techs = []
    for i, (fn, ln, role, sy, skills, rate, ft, rpt, w) in enumerate(TECHNICIANS):
        labels = ["Technician", "RPT"] if rpt else ["Technician"]
        techs.append(node(f"t{i}", labels, {"firstName": fn, "lastName": ln, "role": role, "startYear": sy, "skills": skills,
                                            "hourlyRate": rate, "fullTime": ft}))
        since = max(dt.date(sy, 1, 6), dt.date(WORKSHOPS[w][2], 3, 1)) + dt.timedelta(days=rng.randint(0, 200))
        bench = None if role in ("workshop manager", "apprentice") else rng.randint(1, WORKSHOPS[w][3])
        rel("BASED_AT", techs[-1], shops[w], {"since": str(since), "benchNo": bench,
                                              "keyHolder": role in ("workshop manager", "master restorer") or (rng.random() < 0.25 and role != "apprentice")})
    for m, e, since, hours in MENTORING:
        rel("MENTORS", techs[m], techs[e], {"since": since, "hours": hours})
    sups = [node(f"s{i}", ["Supplier"], {"name": n, "country": c, "town": t, "leadTimeDays": lt, "preferred": p, "accountSince": a})
            for i, (n, c, t, lt, p, a) in enumerate(SUPPLIERS)]
    parts = [node(f"p{i}", ["Part"], {"name": n, "maker": mk, "category": cat, "unitPriceEur": pr, "stockQty": q, "discontinued": d})
             for i, (n, mk, cat, pr, q, d) in enumerate(PARTS)]
    for s, p, y, ex, lp in SUPPLY:
        rel("SUPPLIES", sups[s], parts[p], {"sinceYear": y, "exclusive": ex, "listPriceEur": lp})

    clients = []
    kinds = [(n, "household") for n in HOUSEHOLDS] + OTHERS
    for i, (n, k) in enumerate(kinds):
        town = rng.choice(TOWNS)
        uses = {"household": None, "school": rng.randint(2, 4), "church": rng.randint(1, 2), "concert hall": rng.randint(6, 12),
                "hotel": rng.randint(2, 4), "college": rng.randint(4, 10), "teacher": rng.randint(2, 3), "community": rng.choice([1, 1, 2, None])}[k]
        if k == "household" and rng.random() < 0.5:
            uses = rng.choice([1, 1, 2])
        clients.append(node(f"c{i}", ["Client"], {"name": n, "kind": k, "town": town, "clientSince": None,
                                                  "vatRegistered": k in ("concert hall", "hotel", "college") or (k == "community" and rng.random() < 0.4),
                                                  "tuningsPerYear": uses}))

    # pianos: each owned by one client; institutions may own two or three
    pianos = []
    owners = list(range(len(clients)))
    for c in range(len(clients)):
        k = by_id[clients[c]]["properties"]["kind"]
        extra = {"concert hall": 2, "college": 2, "school": 1, "hotel": 1}.get(k, 0)
        if k == "household" and rng.random() < 0.12:
            extra = 1
        owners += [c] * extra
    owners.sort()
    serials: set[str] = set()
    for i, c in enumerate(owners):
        make, model, ptype, keys = MODELS[rng.choices(range(len(MODELS)), MODEL_WEIGHTS)[0]]
        ck = by_id[clients[c]]["properties"]["kind"]
        if ck == "concert hall" and ptype not in ("grand",) and rng.random() < 0.8:
            make, model, ptype, keys = MODELS[rng.choice([1, 3])]
        built = rng.randint(1895, 2019) if make != "Marrant" else rng.randint(1905, 1931)
        if make == "Ardell & Sons":
            built = rng.randint(1890, 1965)
        while True:
            serial = f"{make[:2].upper()} {rng.randint(10000, 299999)}"
            if serial not in serials:
                serials.add(serial)
                break
        grand = ptype in ("grand", "baby grand")
        concert = ck in ("concert hall", "college") and grand
        labels = ["Piano", "Concert"] if concert else ["Piano"]
        props = {"serialNo": serial, "make": make, "model": model, "type": ptype, "builtYear": built, "keyCount": keys,
                 "finish": rng.choice(FINISHES), "ivoryKeytops": built < 1975 and rng.random() < 0.7,
                 "lengthCm": ({"Haldenwick G-186": 186, "Vossberg Konzert 274": 274, "Ardell Baby 150": 150}[model] if grand else None),
                 "heightCm": (None if grand else rng.choice([110, 112, 116, 121, 124, 128, 131, 138]))}
        pianos.append(node(f"pi{i}", labels, props))
        acq = dt.date(max(built, 1960) + rng.randint(0, 5), rng.randint(1, 12), rng.randint(1, 28))
        if acq > dt.date(2024, 6, 30):
            acq = dt.date(2024, rng.randint(1, 6), rng.randint(1, 28))
        rel("OWNS", clients[c], pianos[-1], {"since": str(acq), "boughtFromUs": rng.random() < 0.15})

    # jobs
    job_count = 88
    first_year: dict[str, int] = {}
    refs: set[str] = set()
    jobs = []
    piano_ws = {}
    for p in pianos:
        town = None
        for r in rels:
            if r["type"] == "OWNS" and r["end"] == p:
                town = by_id[r["start"]]["properties"]["town"]
        piano_ws[p] = {"Quillon": 0, "Hobb's Hythe": 0, "Stavely": 1, "Corrowby": 1, "Ebbridge": 2, "Lantreath": 2,
                       "Narrowdean": 3, "Wendle Magna": 3}[town]
    owner_of = {r["end"]: r["start"] for r in rels if r["type"] == "OWNS"}
    piano_order = pianos[:] + [rng.choice(pianos) for _ in range(job_count - len(pianos))]
    rng.shuffle(piano_order)
    dates = sorted(day(dt.date(2023, 1, 9), dt.date(2025, 11, 21)) for _ in range(job_count))
    for j in range(job_count):
        booked = dates[j]
        piano = piano_order[j]
        client = owner_of[piano]
        kind = rng.choices([k[0] for k in JOB_KINDS], [k[1] for k in JOB_KINDS])[0]
        spec = next(k for k in JOB_KINDS if k[0] == kind)
        w = piano_ws[piano]
        if w == 3 and booked < dt.date(2022, 6, 1):
            w = 0
        if booked > dt.date(2025, 8, 1):
            status = rng.choices(["completed", "booked", "on hold", "cancelled"], [5, 6, 1, 1])[0]
        else:
            status = rng.choices(["completed", "cancelled", "on hold"], [18, 2, 1])[0]
        lag = {"restoration": (30, 150), "restringing": (14, 60)}.get(kind, (3, 28))
        scheduled = booked + dt.timedelta(days=rng.randint(*lag))
        while True:
            ref = f"FL-{booked.year % 100:02d}{rng.randint(100, 999)}"
            if ref not in refs:
                refs.add(ref)
                break
        done = scheduled + dt.timedelta(days=rng.randint(0, 6)) if status == "completed" else None
        hours = round(rng.uniform(*spec[3]), 1)
        price = round(rng.uniform(*spec[2]) / 5) * 5.0
        pitch = rng.choice([440, 440, 440, 442, 435]) if kind in ("tuning", "pitch raise") else None
        if pitch == 435 and kind == "pitch raise":
            pitch = 440
        items = sorted(rng.sample(ITEMS[kind], rng.randint(1, min(3, len(ITEMS[kind]))))) if rng.random() < 0.78 else None
        humid = rng.randint(34, 68) if rng.random() < 0.7 and status == "completed" else None
        jid = node(f"j{j}", ["Job"], {"jobRef": ref, "kind": kind, "status": status, "scheduledFor": str(scheduled),
                                      "completedOn": str(done) if done else None, "priceEur": price, "hours": hours,
                                      "pitchHz": pitch, "workItems": items, "humidityPct": humid})
        jobs.append(jid)
        first_year[client] = min(first_year.get(client, 9999), booked.year)
        channel = rng.choices(["phone", "website", "email", "repeat visit", "recommendation"], [5, 4, 3, 4, 2])[0]
        deposit = round(price * rng.choice([0.2, 0.25, 0.3]), 2) if price >= 1000 else (round(price * 0.5, 2) if kind == "regulation" and rng.random() < 0.4 else None)
        rel("BOOKED", client, jid, {"bookedOn": str(booked), "channel": channel, "depositEur": deposit})
        rel("CONCERNS", jid, piano, {"inWorkshop": kind in ("restoration", "restringing") or (kind == "repair" and rng.random() < 0.3),
                                     "conditionBefore": rng.randint(1, 3) if kind in ("restoration", "restringing") else rng.randint(2, 5)})
        # who worked
        local = [i for i, t in enumerate(TECHNICIANS) if t[8] == w and t[3] <= booked.year]
        if status in ("completed",) or (status == "on hold" and kind in ("restoration", "restringing")):
            task = TASK_FOR[kind]
            skill = SKILL_FOR[task]
            able = [i for i in local if skill is None and TECHNICIANS[i][4] or (skill and TECHNICIANS[i][4] and skill in TECHNICIANS[i][4])]
            if not able:
                able = [i for i in local if TECHNICIANS[i][4]]
            lead = rng.choice(able)
            when = done or min(scheduled, booked + dt.timedelta(days=21))
            rel("WORKED_ON", techs[lead], jid, {"task": task, "hours": round(hours * rng.uniform(0.5, 0.9), 1) if kind in ("restoration", "restringing") else hours,
                                                "onDate": str(when), "lead": True})
            extra_tasks = []
            if kind == "restoration":
                extra_tasks = ["regulation", "polishing"]
            elif kind in ("restringing", "pitch raise"):
                extra_tasks = ["tuning"]
            elif kind == "regulation" and rng.random() < 0.5:
                extra_tasks = ["voicing"]
            used_t = {lead}
            for et in extra_tasks:
                sk = SKILL_FOR[et]
                cand = [i for i in local if i not in used_t and TECHNICIANS[i][4] and sk in TECHNICIANS[i][4]]
                if not cand:
                    continue
                t = rng.choice(cand)
                used_t.add(t)
                rel("WORKED_ON", techs[t], jid, {"task": et, "hours": round(rng.uniform(2, 24 if kind == "restoration" else 3), 1), "onDate": str(when), "lead": False})
            appr = [i for i in local if TECHNICIANS[i][2] == "apprentice" and i not in used_t]
            if appr and rng.random() < 0.5:
                rel("WORKED_ON", techs[appr[0]], jid, {"task": "assisting", "hours": round(rng.uniform(1, 6), 1), "onDate": str(when), "lead": False})
            # parts
            if kind == "tuning" and rng.random() > 0.3:
                pass
            else:
                choices = PARTS_FOR[kind]
                n = {"restoration": rng.randint(4, 7), "restringing": rng.randint(3, 5), "repair": rng.randint(1, 3),
                     "regulation": rng.randint(2, 3), "voicing": 1, "tuning": 1, "pitch raise": rng.randint(1, 2)}[kind]
                for p in sorted(rng.sample(choices, min(n, len(choices)))):
                    base = PARTS[p][3]
                    qty = rng.randint(1, 4) if PARTS[p][2] in ("strings", "felts", "wood", "finishing") and base < 100 else 1
                    rel("USED", jid, parts[p], {"quantity": qty, "unitPriceEur": round(base * rng.choice([1.0, 1.0, 1.1, 1.15, 1.2]), 2)})
            if status == "completed" and rng.random() < 0.42:
                rel("RATED", client, jid, {"stars": rng.choice([5, 5, 5, 4, 4, 4, 3, 2, 1]), "ratedOn": str(done + dt.timedelta(days=rng.randint(1, 45))),
                                           "wouldRecommend": rng.random() < 0.8})
    for c in clients:
        p = by_id[c]["properties"]
        p["clientSince"] = first_year.get(c, 2025) - (rng.randint(1, 9) if rng.random() < 0.45 else 0)

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "scheduledFor", "completedOn", "bookedOn", "onDate", "ratedOn"]}
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
