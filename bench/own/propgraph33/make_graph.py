#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented translation and localisation agency (Verbwell Translations).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, business, town, office, tool,
vendor, document title and code is invented (the trade's terms - CAT tools, translation memory, revision,
proofreading, DTP, sworn / certified translation, locales, word counts, rush jobs - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 3375
HERE = Path(__file__).resolve().parent

# name, town, openedYear, seats, hasBooth
OFFICES = [
    ("Calderbridge", "Calderbridge", 2004, 14, True),
    ("Wexmoor", "Wexmoor", 2010, 8, False),
    ("Pellingford", "Pellingford", 2015, 6, True),
    ("Ashcombe Quay", "Ashcombe", 2019, 5, False),
]

# name, isoCode, family, script, rateMultiplier, rare
LANGUAGES = [
    ("English", "en", "Germanic", "Latin", 1.0, False),
    ("German", "de", "Germanic", "Latin", 1.0, False),
    ("French", "fr", "Romance", "Latin", 1.0, False),
    ("Spanish", "es", "Romance", "Latin", 1.0, False),
    ("Italian", "it", "Romance", "Latin", 1.05, False),
    ("Portuguese", "pt", "Romance", "Latin", 1.05, False),
    ("Dutch", "nl", "Germanic", "Latin", 1.1, False),
    ("Polish", "pl", "Slavic", "Latin", 1.15, False),
    ("Czech", "cs", "Slavic", "Latin", 1.2, True),
    ("Russian", "ru", "Slavic", "Cyrillic", 1.2, False),
    ("Greek", "el", "Hellenic", "Greek", 1.3, True),
    ("Japanese", "ja", "Japonic", "Japanese", 1.6, True),
    ("Arabic", "ar", "Semitic", "Arabic", 1.45, True),
    ("Finnish", "fi", "Uralic", "Latin", 1.35, True),
]

# first, last, role, startYear, certification, specialisms, ratePerWord, freelance, reviser, native, working [(lang, level, accredited)]
TRANSLATORS = [
    ("Annelise", "Vorbrugg", "senior translator", 2005, "sworn", ["legal", "financial"], 0.16, False, True, "German", [("English", "C2", True), ("French", "C1", False)]),
    ("Duncan", "Farquharson", "project manager", 2008, None, None, 0.0, False, False, "English", [("German", "C1", False)]),
    ("Isabeau", "Lacroix-Hale", "senior translator", 2009, "sworn", ["legal", "literary"], 0.15, False, True, "French", [("English", "C2", True), ("Spanish", "C1", True)]),
    ("Matteo", "Benvolio", "translator", 2014, "certified", ["medical", "technical"], 0.13, False, False, "Italian", [("English", "C2", True), ("Spanish", "C2", False)]),
    ("Katarzyna", "Wolnicka", "translator", 2016, "certified", ["technical"], 0.12, True, False, "Polish", [("English", "C2", True), ("German", "C1", False)]),
    ("Yusuf", "Harrah", "translator", 2017, None, ["marketing", "medical"], 0.14, True, False, "Arabic", [("English", "C2", False), ("French", "C2", True)]),
    ("Hiroko", "Tanebe", "senior translator", 2011, "certified", ["technical", "marketing", "gaming"], 0.19, True, True, "Japanese", [("English", "C2", True)]),
    ("Rosalind", "Quarrington", "reviser", 2007, "certified", ["legal", "financial", "medical"], 0.11, False, True, "English", [("French", "C2", True), ("German", "C2", True), ("Dutch", "C1", False)]),
    ("Pieter", "Oosterlinck", "translator", 2018, None, ["technical", "gaming"], 0.12, True, False, "Dutch", [("English", "C2", False), ("German", "C1", False)]),
    ("Lucía", "Arambide", "translator", 2015, "certified", ["marketing", "literary"], 0.13, False, False, "Spanish", [("English", "C2", True), ("Portuguese", "C1", False)]),
    ("Teodor", "Smrkovsky", "translator", 2019, None, ["technical"], 0.12, True, False, "Czech", [("English", "C1", False), ("German", "C2", True)]),
    ("Eleni", "Karavagou", "translator", 2013, "sworn", ["legal", "medical"], 0.15, True, False, "Greek", [("English", "C2", True)]),
    ("Fergus", "Dalrymple", "project manager", 2012, None, None, 0.0, False, False, "English", [("Spanish", "C1", False)]),
    ("Oksana", "Verbitskaya", "translator", 2020, "certified", ["financial", "technical"], 0.13, True, False, "Russian", [("English", "C2", True), ("Polish", "C1", False)]),
    ("Joaquim", "Parreira", "translator", 2021, None, ["marketing"], 0.11, True, False, "Portuguese", [("English", "C1", False), ("Spanish", "C2", False)]),
    ("Saara", "Kivilahti", "translator", 2018, "certified", ["technical", "gaming"], 0.14, True, False, "Finnish", [("English", "C2", True)]),
    ("Cormac", "Tierney", "reviser", 2010, "certified", ["legal", "marketing"], 0.1, False, True, "English", [("Spanish", "C2", True), ("Italian", "C1", False)]),
    ("Greta", "Lindqvist-Mohr", "translator", 2022, None, None, 0.12, False, False, "German", [("English", "C1", False)]),
    ("Nadim", "Sabbagh", "junior translator", 2023, None, ["medical"], 0.09, False, False, "Arabic", [("English", "C1", False)]),
    ("Clementine", "Ouvrard", "junior translator", 2024, None, ["literary"], 0.09, False, False, "French", [("English", "C1", False), ("Italian", "C1", False)]),
    ("Bartholomew", "Ince", "DTP specialist", 2016, None, ["desktop publishing"], 0.0, False, False, "English", []),
    ("Mireille", "Dufresnoy", "junior translator", 2025, None, ["legal"], 0.09, False, False, "French", [("English", "C1", False), ("German", "C1", False)]),
]
OFFICE_OF = [0, 0, 0, 1, 1, 3, 2, 0, 1, 2, 1, 3, 2, 1, 3, 2, 0, 1, 2, 3, 0, 2]

# name, vendor, category, licenceCostEur, cloud, releaseYear
TOOLS = [
    ("Lexiloom", "Brightquill Software", "CAT", 620.0, False, 2012),
    ("PhraseForge", "Forgeworks", "CAT", 480.0, True, 2017),
    ("TermVault", "Brightquill Software", "terminology", 210.0, True, 2015),
    ("Glossa Pro", "Nordmark Apps", "terminology", 145.5, False, 2009),
    ("QA Sentinel", "Checkpoint Lingua", "QA", 299.0, True, 2019),
    ("Subtitlo", "Forgeworks", "subtitling", 180.0, True, 2020),
    ("Scanwise OCR", "Nordmark Apps", "OCR", 95.0, False, 2011),
    ("MemoBridge", "Checkpoint Lingua", "translation memory", 350.0, True, 2022),
]

# name, sector, town, clientSince, framework, creditLimitEur (None = missing)
CLIENTS = [
    ("Harrowgate & Pell LLP", "law firm", "Calderbridge", 2006, True, 40000),
    ("Norvane Pharmaceuticals", "pharma", "Wexmoor", 2011, True, 75000),
    ("Quillfeather Press", "publisher", "Pellingford", 2014, False, 12000),
    ("Stoneleigh Turbines", "manufacturer", "Calderbridge", 2009, True, 50000),
    ("Brisklane Outdoor", "retailer", "Ashcombe", 2019, False, None),
    ("Calder Valley Council", "public body", "Calderbridge", 2005, True, None),
    ("Merrivale Bank", "bank", "Wexmoor", 2012, True, 60000),
    ("Thistlewood Games", "games studio", "Pellingford", 2018, False, 20000),
    ("Kestrel Aid", "NGO", "Ashcombe", 2016, False, 8000),
    ("Ormsby Medical Devices", "manufacturer", "Wexmoor", 2013, True, 45000),
    ("Dunmere Solicitors", "law firm", "Pellingford", 2017, False, 15000),
    ("Fenwick Foods", "retailer", "Calderbridge", 2020, False, 10000),
    ("Vellacott Insurance", "bank", "Calderbridge", 2010, True, None),
    ("Larkspur Travel", "retailer", "Ashcombe", 2021, False, 6000),
    ("Gantry Robotics", "manufacturer", "Pellingford", 2015, True, 35000),
    ("Saltmarsh Books", "publisher", "Ashcombe", 2022, False, 5000),
    ("Pennick Biotech", "pharma", "Calderbridge", 2018, True, 55000),
    ("Wexmoor Crown Court Service", "public body", "Wexmoor", 2008, True, None),
    ("Tamberlane Fashion", "retailer", "Wexmoor", 2023, False, 9000),
    ("Orrin & Slade", "law firm", "Wexmoor", 2019, False, 18000),
    ("Highfold Energy", "manufacturer", "Ashcombe", 2016, True, 30000),
    ("Brackwater Studios", "games studio", "Calderbridge", 2024, False, None),
    ("Mossgiel Foundation", "NGO", "Pellingford", 2012, False, 4000),
    ("Carrow Freight", "logistics", "Calderbridge", 2014, False, 22000),
    ("Ivel Clinics", "pharma", "Pellingford", 2020, False, 25000),
    ("Redlynch Audit", "bank", "Pellingford", 2017, False, 16000),
    ("Quenby Hotels", "retailer", "Calderbridge", 2025, False, None),
    ("Tollbridge Logistics", "logistics", "Wexmoor", 2021, False, 14000),
]
CLIENT_OFFICE = [0, 1, 2, 0, 3, 0, 1, 2, 3, 1, 2, 0, 0, 3, 2, 3, 0, 1, 1, 1, 3, 0, 2, 0, 2, 2, 0, 1]
SECTOR_SUBJECT = {"law firm": ["legal"], "pharma": ["medical"], "publisher": ["literary", "marketing"],
                  "manufacturer": ["technical"], "retailer": ["marketing"], "public body": ["legal", "financial"],
                  "bank": ["financial", "legal"], "games studio": ["gaming"], "NGO": ["marketing", "legal"],
                  "logistics": ["technical", "financial"]}
DOC_TITLES = {"legal": ["Share Purchase Agreement", "Witness Statement", "Lease", "Terms and Conditions", "Power of Attorney"],
              "medical": ["Patient Information Leaflet", "Instructions for Use", "Clinical Study Report", "Informed Consent Form"],
              "literary": ["Novel Manuscript", "Author Biography", "Book Blurb"],
              "marketing": ["Product Catalogue", "Website Copy", "Press Release", "Brochure"],
              "technical": ["User Manual", "Safety Data Sheet", "Maintenance Guide", "Installation Guide"],
              "financial": ["Annual Report", "Audit Letter", "Prospectus"],
              "gaming": ["Dialogue Script", "UI Strings", "Store Page Copy"]}
FORMATS = ["docx", "pdf", "xlsx", "indd", "html", "xliff", "srt"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> str:
        nodes.append({"id": nid, "labels": labels, "properties": props})
        return nid

    def rel(typ: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": typ, "start": a, "end": b, "properties": props})

    offices = [node(f"of:{i}", ["Office"], {"name": n, "town": t, "openedYear": y, "seats": s, "hasBooth": b})
               for i, (n, t, y, s, b) in enumerate(OFFICES)]
    langs = {}
    for i, (n, iso, fam, script, mult, rare) in enumerate(LANGUAGES):
        langs[n] = node(f"la:{i}", ["Language"], {"name": n, "isoCode": iso, "family": fam, "script": script,
                                                 "rateMultiplier": mult, "rare": rare})
    tools = [node(f"to:{i}", ["Tool"], {"name": n, "vendor": v, "category": c, "licenceCostEur": cost, "cloud": cl,
                                        "releaseYear": ry})
             for i, (n, v, c, cost, cl, ry) in enumerate(TOOLS)]

    trans = []
    speaks: dict[str, set[str]] = {}
    for i, (first, last, role, start, cert, spec, rate, free, reviser, native, working) in enumerate(TRANSLATORS):
        labels = ["Translator", "Reviser"] if reviser else ["Translator"]
        tid = node(f"tr:{i}", labels, {"firstName": first, "lastName": last, "role": role, "startYear": start,
                                       "certification": cert, "specialisms": spec,
                                       "ratePerWord": rate if rate else None, "freelance": free,
                                       "dailyCapacityWords": rng.choice([1800, 2000, 2200, 2500, 2800, 3000]) if rate else None})
        trans.append(tid)
        speaks[tid] = {native} | {w[0] for w in working}
        rel("SPEAKS", tid, langs[native], {"level": "native", "accredited": True, "yearsUsed": 2025 - 1990 - rng.randint(0, 12)})
        for lang, level, acc in working:
            rel("SPEAKS", tid, langs[lang], {"level": level, "accredited": acc, "yearsUsed": rng.randint(4, 25)})
        o = OFFICE_OF[i]
        remote = free and rng.random() < 0.6
        since = dt.date(max(start, OFFICES[o][2]), rng.randint(1, 12), rng.randint(1, 28))
        rel("WORKS_AT", tid, offices[o], {"since": str(since), "remote": remote,
                                          "deskNo": None if remote else rng.randint(1, OFFICES[o][3])})
        if rate or role == "DTP specialist":
            for t in rng.sample(range(len(TOOLS)), rng.randint(1, 3) if role != "DTP specialist" else 2):
                rel("USES", tid, tools[t], {"sinceYear": min(2025, max(start, TOOLS[t][5]) + rng.randint(0, 3)),
                                            "licensed": rng.random() < 0.7, "proficiency": rng.randint(2, 5)})
        elif role == "project manager":
            for t in (1, 4):
                rel("USES", tid, tools[t], {"sinceYear": max(start, TOOLS[t][5]) + 1, "licensed": True,
                                            "proficiency": rng.randint(3, 5)})
    for a, b, since, sessions in [(0, 17, "2022-09-05", 14), (0, 10, "2020-01-13", 22), (2, 19, "2024-10-01", 9),
                                  (2, 21, "2025-03-17", 4), (7, 4, "2017-02-20", 30), (7, 13, "2021-05-10", 11),
                                  (6, 15, "2019-06-03", 18), (16, 14, "2021-11-08", 12), (3, 18, "2023-09-25", 7),
                                  (11, 18, "2024-02-12", 5)]:
        rel("MENTORS", trans[a], trans[b], {"since": since, "sessions": sessions})

    clients = []
    for i, (name, sector, town, since, frame, credit) in enumerate(CLIENTS):
        cid = node(f"cl:{i}", ["Client"], {"name": name, "sector": sector, "town": town, "clientSince": since,
                                          "framework": frame, "creditLimitEur": credit})
        clients.append(cid)
        s = dt.date(max(since, OFFICES[CLIENT_OFFICE[i]][2]), rng.randint(1, 12), rng.randint(1, 28))
        rel("SERVED_BY", cid, offices[CLIENT_OFFICE[i]], {"since": str(s),
                                                          "tier": "gold" if frame and credit and credit >= 45000 else rng.choice(["silver", "bronze", "silver"])})

    docs_by_title: dict[str, int] = {}
    doc_n = 0
    lang_names = [n for n, *_ in LANGUAGES]
    for p in range(80):
        ci = p % len(CLIENTS) if p < 56 else rng.randrange(len(CLIENTS))
        if p in (60, 70, 75):
            ci = 1
        sector = CLIENTS[ci][1]
        subject = rng.choice(SECTOR_SUBJECT[sector])
        year = rng.choice([2024, 2024, 2025, 2025, 2025]) if CLIENTS[ci][3] < 2024 else 2025
        received = dt.date(year, rng.randint(1, 12), rng.randint(1, 28))
        rush = rng.random() < 0.22
        words = rng.randrange(600, 24000, 50) if subject != "literary" else rng.randrange(20000, 90000, 500)
        deadline = received + dt.timedelta(days=rng.randint(2, 6) if rush else rng.randint(8, 40))
        certified = subject == "legal" and rng.random() < 0.55
        if p in (5, 19):
            certified = True
        r = rng.random()
        if received >= dt.date(2025, 11, 1):
            status = rng.choice(["in progress", "in progress", "on hold"])
        else:
            status = "cancelled" if r < 0.05 else "delivered"
        delivered = None
        if status == "delivered":
            delivered = deadline + dt.timedelta(days=rng.choice([-3, -2, -1, -1, 0, 0, 0, 1, 2, 4]))
        fmts = rng.sample(FORMATS[:6] if subject != "gaming" else ["xlsx", "xliff", "srt", "html"], rng.randint(1, 3))
        source = "English"
        if sector in ("pharma", "manufacturer") and rng.random() < 0.35:
            source = rng.choice(["German", "French", "Japanese"])
        if certified:
            source = rng.choice(["English", "French", "German", "Greek"])
        labels = ["Project", "Certified"] if certified else ["Project"]
        code = f"VT-{str(year)[2:]}{p + 101:03d}"
        fee = round(words * rng.choice([0.12, 0.13, 0.14, 0.15, 0.16]) * (1.25 if rush else 1.0), 2)
        pid = node(f"pr:{p}", labels, {"projectCode": code, "subject": subject, "sourceLanguage": source,
                                       "wordCount": words, "receivedOn": str(received), "deadline": str(deadline),
                                       "deliveredOn": str(delivered) if delivered else None, "rush": rush,
                                       "status": status, "feeEur": fee, "fileFormats": fmts})
        rel("COMMISSIONED", clients[ci], pid, {"orderedOn": str(received - dt.timedelta(days=rng.randint(0, 3))),
                                              "poNumber": f"PO-{rng.randint(10000, 99999)}" if rng.random() < 0.7 else None,
                                              "quotedEur": round(fee * rng.choice([0.95, 1.0, 1.0, 1.05]), 2)})
        # target languages
        pool = [n for n in lang_names if n != source]
        if source != "English":
            targets = ["English"] if rng.random() < 0.75 else ["English", rng.choice([x for x in pool if x != "English"])]
        else:
            k = 1 if rng.random() < 0.75 else 2
            targets = rng.sample(pool[:10] if rng.random() < 0.8 else pool, k)
        for t in targets:
            rel("TRANSLATED_INTO", pid, langs[t], {"words": words,
                                                   "locale": {"German": "de-DE", "French": "fr-FR", "Spanish": "es-ES", "Portuguese": "pt-BR" if rng.random() < 0.5 else "pt-PT"}.get(t) if rng.random() < 0.6 else None})
        # documents
        for seq in range(1, (2 if rng.random() < 0.3 else 1) + 1):
            title = rng.choice(DOC_TITLES[subject])
            docs_by_title[title] = docs_by_title.get(title, 0) + 1
            doc_n += 1
            did = node(f"do:{doc_n}", ["Document"], {"title": title, "docRef": f"D-{300 + doc_n * 7}",
                                                    "pages": rng.randint(1, 180) if subject == "literary" else rng.randint(1, 60),
                                                    "format": rng.choice(fmts), "confidential": subject in ("legal", "medical", "financial") and rng.random() < 0.7,
                                                    "scanned": rng.random() < 0.15})
            rel("CONTAINS", pid, did, {"seq": seq})
        # who worked on it
        if status == "cancelled" and rng.random() < 0.5:
            pass
        else:
            cands = [i for i, t in enumerate(TRANSLATORS) if t[6] and any(x in speaks[trans[i]] for x in targets)
                     and source in speaks[trans[i]] and t[3] <= year and t[2] != "reviser"]
            if not cands:
                cands = [i for i, t in enumerate(TRANSLATORS) if t[6] and t[3] <= year and t[2] != "reviser"]
            chosen = rng.sample(cands, min(len(cands), 1 if len(targets) == 1 else 2))
            for i in chosen:
                rel("WORKED_ON", trans[i], pid, {"task": "translation", "hours": round(words / TRANSLATORS[i][6] / 1000 / 30 * rng.uniform(0.8, 1.2) / len(chosen), 1),
                                                "ratePerWord": TRANSLATORS[i][6], "startedOn": str(received + dt.timedelta(days=rng.randint(0, 2)))})
            if rng.random() < 0.45 or certified:
                rv = rng.choice([0, 2, 6, 7, 16] if not certified else [0, 2, 7])
                if rv not in chosen:
                    rel("WORKED_ON", trans[rv], pid, {"task": "revision", "hours": round(words / 1500 * rng.uniform(0.6, 1.0), 1),
                                                     "ratePerWord": 0.05, "startedOn": str(deadline - dt.timedelta(days=rng.randint(1, 2)))})
            if "indd" in fmts:
                rel("WORKED_ON", trans[20], pid, {"task": "DTP", "hours": round(rng.uniform(2, 14), 1), "ratePerWord": None,
                                                 "startedOn": str(deadline - dt.timedelta(days=1))})
            pm = rng.choice([1, 12])
            if rng.random() < 0.12:
                rel("WORKED_ON", trans[pm], pid, {"task": "project management", "hours": round(rng.uniform(0.5, 6), 1),
                                                 "ratePerWord": None, "startedOn": str(received)})
        if status == "delivered" and rng.random() < 0.5:
            rel("RATED", clients[ci], pid, {"score": rng.choice([3, 4, 4, 4, 5, 5, 5, 2]),
                                           "ratedOn": str(delivered + dt.timedelta(days=rng.randint(1, 30))),
                                           "wouldRecommend": rng.random() < 0.8})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "receivedOn", "deadline", "deliveredOn", "orderedOn", "startedOn", "ratedOn"]}
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts_l: dict[str, int] = {}
    for nd in nodes:
        for lab in nd["labels"]:
            counts_l[lab] = counts_l.get(lab, 0) + 1
    rcounts: dict[str, int] = {}
    for r in rels:
        rcounts[r["type"]] = rcounts.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes {counts_l}; {len(rels)} relationships {rcounts}")
    print("repeated titles:", {k: v for k, v in docs_by_title.items() if v > 1})


if __name__ == "__main__":
    main()
