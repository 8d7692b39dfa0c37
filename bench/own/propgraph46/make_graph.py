#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented group of dental practices (Brightbay Dental).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, practice, town, lab, chair
model, serial number, payment plan and code is invented (the trade's terms - NHS bands, UDAs, check-ups, scale and
polish, fillings, root canals, crowns, bridges, dentures, implants, aligners, hygienists, therapists, dental nurses,
GDC numbers, recall intervals, failed to attend - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 4607
HERE = Path(__file__).resolve().parent

# name, town, openedYear, surgeries, nhsContract, udaTarget, parking
PRACTICES = [
    ("Harrowgate Lane", "Kestlebury", 1998, 6, True, 21000, True),
    ("Mill Quay", "Orrinford", 2006, 4, True, 14500, False),
    ("Saltmarsh Road", "Wrenhaven", 2012, 5, True, 17800, True),
    ("Cobbler's Row", "Pellingham", 2017, 3, False, None, False),
    ("Fennick Green", "Fennick", 2021, 4, True, 11200, True),
]

# first, last, role, gdcNo, qualifiedYear, startYear, skills, sessionRateGbp, partTime, practice
CLINICIANS = [
    ("Perrin", "Ashdown", "principal dentist", 61842, 1996, 1998, ["implants", "sedation", "endodontics"], None, False, 0),
    ("Hester", "Quarrie", "associate dentist", 78113, 2009, 2013, ["endodontics", "cosmetic"], 92.0, False, 0),
    ("Tobias", "Wrenfield", "associate dentist", 104772, 2016, 2019, ["paediatric"], 85.0, True, 0),
    ("Ines", "Caulder", "orthodontist", 70391, 2005, 2011, ["orthodontics", "aligners"], 120.0, True, 0),
    ("Maren", "Tolliver", "hygienist", 121604, 2010, 2012, ["periodontics", "whitening"], 48.0, False, 0),
    ("Corin", "Bellweather", "dental nurse", 168220, 2014, 2015, ["radiography", "sedation nursing"], 17.5, False, 0),
    ("Effie", "Dunmore", "dental nurse", 190455, 2019, 2020, ["impressions"], 16.0, True, 0),
    ("Jory", "Pascoe", "trainee nurse", None, None, 2024, None, 12.5, False, 0),
    ("Aldous", "Fenwright", "principal dentist", 63377, 1999, 2006, ["implants", "oral surgery"], None, False, 1),
    ("Rhoswen", "Tilley", "associate dentist", 112938, 2018, 2021, ["cosmetic", "aligners"], 80.0, False, 1),
    ("Benedikt", "Marrow", "associate dentist", 84561, 2012, 2022, ["endodontics"], 88.0, True, 1),
    ("Sefa", "Okonjo-Hart", "hygienist", 150207, 2015, 2018, ["periodontics"], 45.0, True, 1),
    ("Wynne", "Carrodus", "dental nurse", 141183, 2008, 2009, ["radiography", "impressions", "sedation nursing"], 18.0, False, 1),
    ("Lark", "Henshaw", "dental nurse", 201776, 2021, 2022, ["radiography"], 15.5, False, 1),
    ("Odile", "Farquar", "principal dentist", 69024, 2003, 2012, ["sedation", "paediatric", "oral surgery"], None, False, 2),
    ("Cassius", "Penmarrow", "associate dentist", 80612, 2011, 2014, ["endodontics", "implants"], 95.0, False, 2),
    ("Noor", "Haddleston", "associate dentist", 118890, 2020, 2023, ["paediatric"], 78.0, False, 2),
    ("Linnea", "Brackwell", "orthodontist", 74456, 2008, 2016, ["orthodontics"], 118.0, True, 2),
    ("Tamsyn", "Gorrie", "hygienist", 137720, 2013, 2014, ["periodontics", "whitening", "fluoride varnish"], 47.5, False, 2),
    ("Ravi", "Castellane", "therapist", 158341, 2017, 2019, ["fissure sealants", "fluoride varnish", "paediatric"], 52.0, True, 2),
    ("Bettany", "Oakes", "dental nurse", 177062, 2016, 2016, ["sedation nursing", "radiography"], 17.0, False, 2),
    ("Griff", "Amberley", "dental nurse", 205119, 2022, 2023, ["impressions"], 15.0, True, 2),
    ("Solenne", "Mayhew", "trainee nurse", None, None, 2025, None, 12.0, True, 2),
    ("Idris", "Vantongeren", "associate dentist", 72208, 2007, 2017, ["cosmetic", "whitening", "implants"], 110.0, False, 3),
    ("Delphine", "Ruskin", "hygienist", 129873, 2012, 2017, ["whitening", "periodontics"], 55.0, True, 3),
    ("Anouk", "Trevenna", "dental nurse", 183340, 2018, 2019, ["radiography", "impressions"], 17.5, False, 3),
    ("Hamish", "Lorrimer", "associate dentist", 116025, 2019, 2021, ["paediatric", "endodontics"], 82.0, False, 4),
    ("Priya", "Stanwick", "therapist", 196648, 2020, 2021, ["fissure sealants", "periodontics"], 50.0, False, 4),
    ("Tegan", "Morwood", "dental nurse", 180914, 2017, 2021, ["radiography"], 16.5, False, 4),
    ("Felix", "Ambrose-Lyle", "trainee nurse", None, None, 2024, None, 12.0, False, 4),
]
DENTIST_ROLES = ("principal dentist", "associate dentist", "orthodontist")
CHAIR_ROLES = DENTIST_ROLES + ("hygienist", "therapist")

# model, serial, year, practice, hasScanner, priceGbp
CHAIRS = [
    ("Aurelle 5", "AU5-31842", 2012, 0, False, 18500),
    ("Aurelle 5", "AU5-33017", 2014, 0, False, 18900),
    ("Kestrel Pro", "KP-77204", 2019, 0, True, 26400),
    ("Aurelle 7", "AU7-40115", 2022, 0, True, 31200),
    ("Halden C3", "HC3-1186", 2009, 0, False, 14200),
    ("Aurelle 5", "AU5-32260", 2013, 1, False, 18700),
    ("Kestrel Pro", "KP-77731", 2020, 1, True, 26900),
    ("Halden C3", "HC3-1392", 2011, 1, False, 14600),
    ("Kestrel Pro", "KP-76988", 2018, 2, False, 25800),
    ("Aurelle 5", "AU5-34471", 2016, 2, True, 19800),
    ("Halden C3", "HC3-1457", 2012, 2, False, 14900),
    ("Aurelle 7", "AU7-40562", 2023, 2, True, 31900),
    ("Kestrel Pro", "KP-78140", 2021, 3, True, 27300),
    ("Aurelle 5", "AU5-35108", 2017, 3, False, 20100),
    ("Kestrel Pro", "KP-78655", 2021, 4, True, 27600),
    ("Halden C3", "HC3-1603", 2021, 4, False, 15800),
]

# name, town, country, turnaroundDays, preferred, accountSince, digital
LABS = [
    ("Calloway Dental Lab", "Kestlebury", "UK", 7, True, 2005, True),
    ("Greythorn Ceramics", "Dunmore Vale", "UK", 10, True, 2011, False),
    ("Atelier Prothèse Varenne", "Lioncourt", "France", 14, False, 2019, True),
    ("Northwick Denture Studio", "Northwick", "UK", 12, False, 2008, False),
    ("Brightline Aligner Works", "Ostwold", "Netherlands", 21, True, 2020, True),
    ("Mossgiel Milling", "Carrick Ferrow", "Ireland", 9, False, 2016, True),
    ("Tallis & Rook Lab", "Pellingham", "UK", 8, True, 2014, False),
]

# name, category, nhsBand, feeGbp, durationMin, labWork, introducedYear, stillOffered, whole mouth (no teeth list), lab item
PROCEDURES = [
    ("Examination", "diagnostic", "Band 1", 55.0, 20, False, 1998, True, True, None),
    ("Bitewing X-ray", "diagnostic", "Band 1", 25.0, 10, False, 1998, True, True, None),
    ("OPG X-ray", "diagnostic", "Band 1", 60.0, 15, False, 2010, True, True, None),
    ("Scale and polish", "preventive", "Band 1", 65.0, 30, False, 1998, True, True, None),
    ("Fluoride varnish", "preventive", "Band 1", 20.0, 10, False, 2008, True, True, None),
    ("Fissure sealant", "preventive", "Band 2", 35.0, 15, False, 2008, True, False, None),
    ("Hygienist deep clean", "preventive", None, 95.0, 45, False, 2012, True, True, None),
    ("Amalgam filling", "restorative", "Band 2", 85.0, 30, False, 1998, False, False, None),
    ("Composite filling", "restorative", "Band 2", 130.0, 40, False, 2004, True, False, None),
    ("Root canal treatment", "endodontic", "Band 2", 420.0, 90, False, 1998, True, False, None),
    ("Molar root canal", "endodontic", "Band 2", 620.0, 120, False, 2011, True, False, None),
    ("Simple extraction", "surgical", "Band 2", 110.0, 30, False, 1998, True, False, None),
    ("Surgical extraction", "surgical", "Band 2", 260.0, 60, False, 2006, True, False, None),
    ("Porcelain crown", "prosthetic", "Band 3", 650.0, 60, True, 1998, True, False, "crown"),
    ("Zirconia crown", "prosthetic", None, 820.0, 60, True, 2015, True, False, "crown"),
    ("Bridge", "prosthetic", "Band 3", 1450.0, 90, True, 2000, True, False, "bridge"),
    ("Acrylic denture", "prosthetic", "Band 3", 580.0, 45, True, 1998, True, True, "denture"),
    ("Chrome denture", "prosthetic", None, 1150.0, 60, True, 2009, False, True, "denture"),
    ("Dental implant", "surgical", None, 2400.0, 120, True, 2013, True, False, "implant crown"),
    ("Clear aligners", "orthodontic", None, 3200.0, 45, True, 2019, True, True, "aligners"),
    ("Fixed brace", "orthodontic", "Band 3", 2800.0, 60, True, 2011, True, True, "brace"),
    ("Tooth whitening", "cosmetic", None, 350.0, 60, True, 2014, True, True, "whitening trays"),
    ("Composite bonding", "cosmetic", None, 240.0, 50, False, 2021, True, False, None),
]
BAND_CHARGE = {"Band 1": 27.4, "Band 2": 75.3, "Band 3": 326.7}

FIRST = ["Aled", "Bronwen", "Cerys", "Dorian", "Elspeth", "Fintan", "Gwilym", "Harriet", "Iolo", "Jessamy", "Keir",
         "Lowenna", "Morwenna", "Niall", "Ottilie", "Piran", "Queenie", "Rowan", "Sorcha", "Tristram", "Ulla", "Vashti",
         "Wilf", "Xanthe", "Yestin", "Zillah", "Ambrose", "Beatrix", "Clemency", "Digby", "Esmé", "Florian"]
LAST = ["Abernant", "Boskenna", "Carvossa", "Delabole", "Eddystow", "Farleigh", "Gunwalloe", "Hensbarrow", "Ivybridge",
        "Jago", "Kellow", "Lanyon", "Menhenick", "Nancarrow", "Oxnam", "Polglase", "Quiller", "Rosewarne", "Spargo",
        "Trevail", "Uren", "Vosper", "Wearne", "Yelverton", "Zennor", "Arundell", "Bolitho", "Chegwidden"]
TOWNS = ["Kestlebury", "Orrinford", "Wrenhaven", "Pellingham", "Fennick", "Dunmore Vale", "Saltcombe Marsh", "Hethering"]
ALLERGIES = [["penicillin"], ["latex"], ["chlorhexidine"], ["penicillin", "latex"], ["lidocaine"], ["ibuprofen"]]
FLAGS = ["anxious", "sedation", "wheelchair access", "interpreter", "blood thinners", "diabetic"]
PLANS = ["NHS", "private", "Brightbay Care"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> str:
        nodes.append({"id": nid, "labels": labels, "properties": props})
        return nid

    def rel(rtype: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props})

    def day(a: dt.date, b: dt.date) -> dt.date:
        return a + dt.timedelta(days=rng.randint(0, (b - a).days))

    pracs = [node(f"pr{i}", ["Practice"], {"name": n, "town": t, "openedYear": y, "surgeries": s, "nhsContract": c,
                                           "udaTarget": u, "parking": p})
             for i, (n, t, y, s, c, u, p) in enumerate(PRACTICES)]
    clins = []
    for i, (fn, ln, role, gdc, qy, sy, skills, rate, pt, pr) in enumerate(CLINICIANS):
        labels = ["Clinician", "Dentist"] if role in DENTIST_ROLES else ["Clinician"]
        clins.append(node(f"c{i}", labels, {"firstName": fn, "lastName": ln, "role": role, "gdcNo": gdc,
                                             "qualifiedYear": qy, "startYear": sy, "skills": skills,
                                             "sessionRateGbp": rate, "partTime": pt}))
        since = day(dt.date(sy, 1, 5), dt.date(sy, 12, 20))
        rel("WORKS_AT", clins[i], pracs[pr], {"since": str(since), "daysPerWeek": rng.choice([2, 3, 4]) if pt else 5,
                                              "keyHolder": role in ("principal dentist",) or (role == "dental nurse" and rng.random() < 0.4)})

    chairs = []
    for i, (model, serial, year, _pr, scan, price) in enumerate(CHAIRS):
        serviced = None if i in (4, 10) else str(day(dt.date(2024, 3, 1), dt.date(2025, 11, 28)))
        chairs.append(node(f"ch{i}", ["Chair"], {"model": model, "serialNo": serial, "year": year, "hasScanner": scan,
                                                 "priceGbp": price, "lastServiced": serviced,
                                                 "hoursUsed": rng.randint(800, 2400) * (2026 - year) // 2}))
    for pr in range(len(PRACTICES)):
        here = [i for i, c in enumerate(CHAIRS) if c[3] == pr]
        for surgery, i in enumerate(here, start=1):
            rel("LOCATED_AT", chairs[i], pracs[pr], {"surgery": surgery,
                                                     "since": str(day(dt.date(max(CHAIRS[i][2], PRACTICES[pr][2]), 2, 1), dt.date(max(CHAIRS[i][2], PRACTICES[pr][2]), 11, 30)))})
        users = [j for j, c in enumerate(CLINICIANS) if c[9] == pr and c[2] in CHAIR_ROLES]
        for k, i in enumerate(here):
            u = users[k % len(users)]
            start = max(CHAIRS[i][2], CLINICIANS[u][5])
            rel("USES", clins[u], chairs[i], {"since": str(day(dt.date(start, 1, 10), dt.date(start, 12, 10))), "primary": True})
        for k, u in enumerate(users[len(here):]):
            i = here[(k + 1) % len(here)]
            start = max(CHAIRS[i][2], CLINICIANS[u][5])
            rel("USES", clins[u], chairs[i], {"since": str(day(dt.date(start, 1, 10), dt.date(start, 12, 10))), "primary": False})

    # mentor -> mentee (self-relationship)
    for a, b, hrs in [(0, 1, 6), (0, 2, 4), (8, 9, 6), (8, 10, 3), (14, 16, 8), (15, 16, 4), (5, 7, 10), (12, 13, 6),
                      (20, 22, 12), (20, 21, 5), (28, 29, 10), (4, 19, 3), (18, 27, 2), (3, 17, 2)]:
        start = max(CLINICIANS[a][5], CLINICIANS[b][5])
        rel("MENTORS", clins[a], clins[b], {"since": str(day(dt.date(start, 2, 1), dt.date(start, 11, 30))), "hoursPerMonth": hrs})

    labs = [node(f"l{i}", ["Lab"], {"name": n, "town": t, "country": c, "turnaroundDays": d, "preferred": p,
                                    "accountSince": a, "digital": g})
            for i, (n, t, c, d, p, a, g) in enumerate(LABS)]
    procs = [node(f"p{i}", ["Procedure"], {"name": n, "category": c, "nhsBand": b, "feeGbp": f, "durationMin": m,
                                           "labWork": lw, "introducedYear": y, "stillOffered": so})
             for i, (n, c, b, f, m, lw, y, so, _w, _l) in enumerate(PROCEDURES)]
    pidx = {p[0]: i for i, p in enumerate(PROCEDURES)}

    names: list[str] = []
    while len(names) < 84:
        nm = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if nm not in names:
            names.append(nm)
    pats = []
    pat_info = []
    for i, nm in enumerate(names):
        by = rng.randint(1938, 2019)
        child = by >= 2008
        exempt = child or by <= 1958 and rng.random() < 0.5 or rng.random() < 0.15
        allergies = rng.choice(ALLERGIES) if rng.random() < 0.2 else None
        smoker = None if child or rng.random() < 0.15 else rng.random() < 0.2
        pr = rng.choices(range(5), weights=[26, 17, 21, 9, 11])[0]
        pats.append(node(f"pt{i}", ["Patient"], {"name": nm, "town": rng.choice(TOWNS[:5] if rng.random() < 0.7 else TOWNS),
                                                "birthYear": by, "exempt": exempt, "allergies": allergies, "smoker": smoker}))
        plan = "private" if pr == 3 else rng.choices(PLANS, weights=[6, 2, 2])[0]
        since = day(dt.date(max(2008, PRACTICES[pr][2], by), 1, 5), dt.date(2025, 6, 30))
        rel("REGISTERED_WITH", pats[i], pracs[pr], {"since": str(since), "plan": plan,
                                                    "recallMonths": rng.choice([3, 6, 6, 6, 9, 12, 12, 18, 24]) if i % 11 != 5 else None})
        pat_info.append((pr, plan, since, child, exempt))

    # courses of treatment
    order = list(range(84))
    rng.shuffle(order)
    owners = order[:60] + [rng.choice(order[:60]) for _ in range(25)]
    start_d, end_d = dt.date(2023, 1, 9), dt.date(2025, 11, 21)
    plan_courses = []
    for pt in owners:
        pr, plan, since, child, _ex = pat_info[pt]
        plan_courses.append((max(since, start_d), pt))
    starts = []
    for lo, pt in plan_courses:
        lo = min(lo, end_d - dt.timedelta(days=30))
        starts.append((day(lo, end_d), pt))
    starts.sort()
    used_refs: list[str] = []
    treat_opts = [("Composite filling", 12), ("Amalgam filling", 3), ("Root canal treatment", 4), ("Molar root canal", 3),
                  ("Simple extraction", 5), ("Surgical extraction", 2), ("Porcelain crown", 5), ("Zirconia crown", 3),
                  ("Bridge", 2), ("Acrylic denture", 2), ("Chrome denture", 1), ("Dental implant", 2),
                  ("Clear aligners", 2), ("Fixed brace", 2), ("Tooth whitening", 3), ("Composite bonding", 2),
                  ("Fissure sealant", 3)]
    teeth_all = [q + str(n) for q in ("UR", "UL", "LR", "LL") for n in range(1, 9)]
    for k, (started, pt) in enumerate(starts):
        pr, plan, since, child, _ex = pat_info[pt]
        while True:
            ref = f"BD{started.year % 100:02d}-{rng.randint(1000, 9999)}"
            if ref not in used_refs:
                used_refs.append(ref)
                break
        urgent = rng.random() < 0.18
        nhs = plan == "NHS" or (plan == "Brightbay Care" and rng.random() < 0.3)
        r = rng.random()
        age_days = (end_d - started).days
        if age_days < 50:
            status = "in progress" if r < 0.75 else "cancelled"
        else:
            status = "completed" if r < 0.8 else ("failed to attend" if r < 0.88 else ("cancelled" if r < 0.96 else "in progress"))
        items = ["Examination"]
        if rng.random() < 0.6 and not urgent:
            items.append("Bitewing X-ray")
        if rng.random() < 0.12:
            items.append("OPG X-ray")
        if not urgent and rng.random() < 0.55:
            items.append("Scale and polish" if nhs or rng.random() < 0.5 else "Hygienist deep clean")
        if child and rng.random() < 0.5:
            items.append("Fluoride varnish")
        ntreat = rng.choice([0, 1, 1, 1, 2]) if not urgent else 1
        opts = [(n, w) for n, w in treat_opts if not (nhs and PROCEDURES[pidx[n]][2] is None)
                and not (child and n in ("Dental implant", "Bridge", "Acrylic denture", "Chrome denture", "Tooth whitening"))
                and not (urgent and n not in ("Composite filling", "Root canal treatment", "Molar root canal", "Simple extraction", "Surgical extraction"))]
        for _ in range(ntreat):
            n = rng.choices([o[0] for o in opts], weights=[o[1] for o in opts])[0]
            if n not in items:
                items.append(n)
        band = max((PROCEDURES[pidx[n]][2] for n in items), key=lambda b: int(b[-1])) if nhs else None
        total_min = sum(PROCEDURES[pidx[n]][4] for n in items)
        visits = 1 + total_min // 75 + (1 if any(PROCEDURES[pidx[n]][5] for n in items) else 0)
        completed = started + dt.timedelta(days=(visits - 1) * rng.randint(7, 21) + (14 if "Clear aligners" in items or "Fixed brace" in items else 0)) if status == "completed" else None
        charge = None
        lines = []
        for n in items:
            p = PROCEDURES[pidx[n]]
            qty = 1 if p[8] else rng.choice([1, 1, 1, 2, 2, 3]) if n in ("Composite filling", "Amalgam filling", "Fissure sealant", "Simple extraction") else 1
            teeth = None if p[8] else sorted(rng.sample(teeth_all, qty), key=teeth_all.index)
            fee = None if nhs else round(p[3] * rng.choice([1.0, 1.0, 1.0, 0.9, 0.85]), 2)
            lines.append((n, qty, fee, teeth))
        if status != "cancelled":
            charge = (0.0 if pat_info[pt][4] else BAND_CHARGE[band]) if nhs else round(sum(f * q for _n, q, f, _t in lines), 2)
        flags = sorted(rng.sample(FLAGS, rng.choice([1, 1, 2])), key=FLAGS.index) if rng.random() < 0.22 else None
        labels = ["Course", "Urgent"] if urgent else ["Course"]
        cid = node(f"co{k}", labels, {"courseRef": ref, "status": status, "startedOn": str(started),
                                      "completedOn": str(completed) if completed else None, "nhs": nhs, "band": band,
                                      "chargeGbp": charge, "visits": visits, "flags": flags})
        booked = started - dt.timedelta(days=0 if urgent else rng.randint(2, 40))
        channel = rng.choice(["phone", "phone", "online", "walk-in"]) if urgent else rng.choice(["phone", "online", "online", "referral", "recall letter"])
        deposit = None if nhs or charge is None or charge < 300 else round(charge * rng.choice([0.1, 0.2, 0.25]), 2)
        finance = rng.choice(["Brightpay 0%", "Brightpay 12 months"]) if deposit and charge > 1400 and rng.random() < 0.7 else None
        if status == "failed to attend":
            nodes[-1]["properties"]["chargeGbp"] = None  # the deposit was taken on the planned charge; nothing charged after the FTA
        rel("BOOKED", pats[pt], cid, {"bookedOn": str(booked), "channel": channel, "depositGbp": deposit, "financePlan": finance})
        for n, qty, fee, teeth in lines:
            rel("INCLUDES", cid, procs[pidx[n]], {"quantity": qty, "feeGbp": fee, "teeth": teeth})
        here = [j for j, c in enumerate(CLINICIANS) if c[9] == pr and CLINICIANS[j][5] <= started.year]
        dents = [j for j in here if CLINICIANS[j][2] in DENTIST_ROLES and CLINICIANS[j][2] != "orthodontist"]
        orthos = [j for j in here if CLINICIANS[j][2] == "orthodontist"]
        hygs = [j for j in here if CLINICIANS[j][2] in ("hygienist", "therapist")]
        nurses = [j for j in here if CLINICIANS[j][2] in ("dental nurse", "trainee nurse")]
        ortho = "Clear aligners" in items or "Fixed brace" in items
        lead = rng.choice(orthos) if ortho and orthos else rng.choice(dents)
        rel("TREATED", clins[lead], cid, {"task": "examination", "minutes": rng.choice([15, 20, 20, 25, 30]), "onDate": str(started), "lead": True})
        if status in ("completed", "in progress"):
            last = completed or started + dt.timedelta(days=rng.randint(0, 20))
            treat = [n for n in items if PROCEDURES[pidx[n]][1] not in ("diagnostic", "preventive")]
            if treat:
                doer = lead if rng.random() < 0.7 else rng.choice(dents)
                mins = sum(PROCEDURES[pidx[n]][4] for n in treat)
                rel("TREATED", clins[doer], cid, {"task": "treatment", "minutes": mins, "onDate": str(last), "lead": doer == lead})
            if any(PROCEDURES[pidx[n]][1] == "preventive" for n in items) and hygs:
                h = rng.choice(hygs)
                rel("TREATED", clins[h], cid, {"task": "hygiene", "minutes": rng.choice([30, 30, 45, 45, 60]), "onDate": str(started + dt.timedelta(days=rng.randint(0, 14))), "lead": False})
            if nurses and (treat or rng.random() < 0.4):
                nn = rng.choice(nurses)
                rel("TREATED", clins[nn], cid, {"task": "nursing", "minutes": rng.choice([30, 45, 60, 90, 120]), "onDate": str(last), "lead": False})
            labitems = [PROCEDURES[pidx[n]][9] for n in items if PROCEDURES[pidx[n]][9]]
            for item in labitems:
                lab = {"aligners": 4, "brace": 4, "denture": rng.choice([3, 3, 1]), "implant crown": rng.choice([2, 5])}.get(item)
                if lab is None:
                    lab = 6 if pr == 3 else rng.choice([0, 0, 1, 5, 2] if pr == 0 else [0, 1, 1, 5, 2])
                sent = started + dt.timedelta(days=rng.randint(1, 6))
                back = sent + dt.timedelta(days=LABS[lab][3] + rng.randint(-2, 4))
                remake = rng.random() < 0.1
                rel("SENT_TO", cid, labs[lab], {"item": item, "sentOn": str(sent),
                                                "returnedOn": str(back) if status == "completed" or back < end_d - dt.timedelta(days=10) else None,
                                                "costGbp": round(PROCEDURES[pidx[[n for n in items if PROCEDURES[pidx[n]][9] == item][0]]][3] * rng.uniform(0.18, 0.3), 2),
                                                "remake": remake})
            if status == "completed" and rng.random() < 0.45:
                stars = rng.choice([5, 5, 5, 4, 4, 4, 3, 2, 1])
                rel("RATED", pats[pt], cid, {"stars": stars, "ratedOn": str(completed + dt.timedelta(days=rng.randint(1, 30))),
                                             "wouldRecommend": rng.random() < (0.92 if stars >= 4 else 0.5 if stars == 3 else 0.1)})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "lastServiced", "startedOn", "completedOn", "bookedOn", "onDate", "sentOn",
                           "returnedOn", "ratedOn"]}
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
