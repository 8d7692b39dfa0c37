#!/usr/bin/env python3
"""Write graph.json: the Tallis Health regional hospital network (made-up names and numbers).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the output is byte-for-byte reproducible. The data is the state on
2025-10-31: appointments after that day are `scheduled`, those before are `completed`, `cancelled` or `no-show`.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from collections import Counter
from pathlib import Path

SEED = 20251031
CUTOFF = dt.date(2025, 10, 31)
rng = random.Random(SEED)

nodes: list[dict] = []
rels: list[dict] = []


def node(nid: str, labels: list[str], props: dict) -> str:
    nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})
    return nid


def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
    rels.append({"type": rtype, "start": start, "end": end,
                 "properties": {k: v for k, v in (props or {}).items() if v is not None}})


def day(d: dt.date) -> str:
    return d.isoformat()


def rand_date(lo: dt.date, hi: dt.date) -> dt.date:
    return lo + dt.timedelta(days=rng.randint(0, (hi - lo).days))


# ---------------------------------------------------------------- hospitals and departments
HOSPITALS = [
    # key, name, city, openedOn, bedCount, hasEmergency, traumaLevel, rating
    ("LUH", "Lakemere University Hospital", "Lakemere", dt.date(1968, 5, 2), 640, True, 1, 4.4),
    ("NVG", "Northvale General", "Kestrel Bay", dt.date(1987, 9, 14), 310, True, 2, 3.9),
    ("SBH", "St. Brigid's Hospital", "Dunmore", dt.date(1952, 3, 19), 220, True, 3, 4.1),
    ("HCH", "Harrowgate Community Hospital", "Harrowgate", dt.date(2009, 11, 2), 85, False, None, 4.6),
]
DEPTS = {
    "LUH": ["Cardiology", "Neurology", "Oncology", "Orthopaedics", "Emergency Medicine", "Paediatrics",
            "General Surgery"],
    "NVG": ["Cardiology", "Orthopaedics", "Emergency Medicine", "General Surgery", "Dermatology"],
    "SBH": ["Paediatrics", "Obstetrics", "Cardiology", "Psychiatry"],
    "HCH": ["Family Medicine", "Dermatology", "Endocrinology"],
}
DEPT_CODE = {"Cardiology": "CAR", "Neurology": "NEU", "Oncology": "ONC", "Orthopaedics": "ORT",
             "Emergency Medicine": "EMD", "Paediatrics": "PAE", "General Surgery": "GSU", "Dermatology": "DER",
             "Obstetrics": "OBS", "Psychiatry": "PSY", "Family Medicine": "FAM", "Endocrinology": "END"}
SPECIALTIES = {
    "Cardiology": ["cardiology", "interventional cardiology", "cardiothoracic surgery"],
    "Neurology": ["neurology", "neurophysiology"],
    "Oncology": ["medical oncology", "radiation oncology", "haematology"],
    "Orthopaedics": ["orthopaedic surgery", "sports medicine"],
    "Emergency Medicine": ["emergency medicine"],
    "Paediatrics": ["paediatrics", "neonatology"],
    "General Surgery": ["general surgery", "colorectal surgery"],
    "Dermatology": ["dermatology"],
    "Obstetrics": ["obstetrics", "maternal-fetal medicine"],
    "Psychiatry": ["psychiatry", "child psychiatry"],
    "Family Medicine": ["family medicine"],
    "Endocrinology": ["endocrinology", "diabetology"],
}
SURGICAL = {"cardiothoracic surgery", "orthopaedic surgery", "general surgery", "colorectal surgery",
            "obstetrics"}
PROCEDURES = {
    "cardiothoracic surgery": ["bypass grafting", "valve repair", "pacemaker implant"],
    "orthopaedic surgery": ["hip replacement", "knee arthroscopy", "spinal fusion", "fracture fixation"],
    "general surgery": ["appendectomy", "hernia repair", "cholecystectomy"],
    "colorectal surgery": ["colectomy", "hernia repair", "haemorrhoidectomy"],
    "obstetrics": ["caesarean section", "cerclage"],
}

hosp_ids = {}
for key, name, city, opened, beds, er, trauma, rating in HOSPITALS:
    hosp_ids[key] = node(f"h_{key}", ["Hospital"], {
        "name": name, "city": city, "openedOn": day(opened), "bedCount": beds, "hasEmergency": er,
        "traumaLevel": trauma, "rating": rating})
hosp_opened = {k: o for k, _, _, o, *_ in HOSPITALS}

depts = []  # dicts: id, title, hosp
for hkey, titles in DEPTS.items():
    for i, title in enumerate(titles):
        did = f"d_{hkey}_{DEPT_CODE[title]}"
        floor = {"Emergency Medicine": 0}.get(title, 1 + (i * 3 + len(title)) % 6)
        beds = 0 if title in ("Family Medicine", "Dermatology", "Endocrinology") else rng.randint(8, 48)
        node(did, ["Department"], {
            "title": title, "code": f"{hkey}-{DEPT_CODE[title]}", "floor": floor, "beds": beds,
            "walkInClinic": title in ("Emergency Medicine", "Family Medicine") or (title == "Dermatology"
                                                                                   and hkey == "NVG")})
        rel("PART_OF", did, hosp_ids[hkey])
        depts.append({"id": did, "title": title, "hosp": hkey})

# ---------------------------------------------------------------- doctors
FIRST = ["Aoife", "Bruno", "Chiara", "Dmitri", "Eilidh", "Farid", "Greta", "Hamza", "Ines", "Jonas", "Keziah",
         "Lorcan", "Mirela", "Nnamdi", "Oona", "Pavel", "Quentin", "Rhiannon", "Saoirse", "Tomasz", "Ulla",
         "Vikram", "Wren", "Ximena", "Yusuf", "Zofia", "Anselm", "Brigitte", "Cormac", "Delphine", "Emeric",
         "Fionnuala", "Gideon", "Halina", "Idris", "Jovana", "Kasimir", "Lucinda", "Matthias", "Noor"]
LAST = ["Achterberg", "Brannigan", "Castellano", "Dunleavy", "Ekwueme", "Falkner", "Gallacher", "Haverkamp",
        "Iordanou", "Jaskolski", "Kavanagh", "Lindqvist", "MacCarthy", "Nakashima", "O'Rourke", "Petrakis",
        "Quennell", "Rosenthal", "Szabo", "Thorvaldsen", "Uchenna", "Valdivia", "Whelan", "Xanthopoulos",
        "Yilmaz", "Zielinski", "Abernethy", "Beaumont", "Coughlan", "Desrosiers"]
LANGS = ["Irish", "Polish", "Portuguese", "French", "Hindi", "Arabic", "Spanish", "German", "Greek", "Turkish"]

used_names: set[str] = set()


def fresh_name() -> tuple[str, str]:
    while True:
        f, last = rng.choice(FIRST), rng.choice(LAST)
        if f"{f} {last}" not in used_names:
            used_names.add(f"{f} {last}")
            return f, last


doctors = []  # dicts: id, name, specialty, depts [(dept, since, fte)], surgeon, fee, qualified
staff_no = 1001
for d in depts:
    n = {"Emergency Medicine": 4, "Cardiology": 3, "General Surgery": 3, "Orthopaedics": 3}.get(d["title"], 2)
    if d["hosp"] == "LUH":
        n += 1
    for j in range(n):
        spec_choices = SPECIALTIES[d["title"]]
        spec = spec_choices[0] if j == 0 else rng.choice(spec_choices)
        f, last = fresh_name()
        qualified = rng.randint(1984, 2019)
        since = max(rand_date(dt.date(qualified + 2, 1, 1), dt.date(2024, 6, 30)),
                    hosp_opened[d["hosp"]] + dt.timedelta(days=30))
        doctors.append({"id": f"doc_{staff_no}", "name": f"{f} {last}", "staffId": f"D-{staff_no}", "spec": spec,
                        "qualified": qualified, "depts": [(d, since, 1.0)], "fee": None})
        staff_no += 1

# a few doctors split their week with a department of the same title in another hospital
by_title: dict[str, list[dict]] = {}
for d in depts:
    by_title.setdefault(d["title"], []).append(d)
splitters = [doc for doc in doctors if len(by_title[doc["depts"][0][0]["title"]]) > 1]
rng.shuffle(splitters)
for doc in splitters[:8]:
    home, since, _ = doc["depts"][0]
    other = rng.choice([d for d in by_title[home["title"]] if d is not home])
    osince = max(since + dt.timedelta(days=rng.randint(200, 1500)), dt.date(2012, 1, 1))
    osince = min(osince, dt.date(2024, 9, 1))
    fte_home = rng.choice([0.5, 0.6, 0.8])
    doc["depts"] = [(home, since, fte_home), (other, osince, round(1.0 - fte_home, 1))]
# a few part-timers
for doc in rng.sample([d for d in doctors if len(d["depts"]) == 1], 6):
    home, since, _ = doc["depts"][0]
    doc["depts"] = [(home, since, rng.choice([0.4, 0.5, 0.6]))]

for doc in doctors:
    langs = ["English"] + sorted(rng.sample(LANGS, rng.choice([0, 0, 1, 1, 1, 2])))
    doc["fee"] = float(rng.choice([85, 95, 110, 120, 135, 150, 165, 180, 210, 240]))
    if doc["spec"] in SURGICAL:
        doc["fee"] += 60.0
    props = {"fullName": doc["name"], "staffId": doc["staffId"], "specialty": doc["spec"],
             "yearQualified": doc["qualified"], "languages": langs,
             "acceptingNewPatients": rng.random() < 0.65, "consultFeeEur": doc["fee"],
             "pager": f"P-{rng.randint(200, 899)}" if rng.random() < 0.7 else None}
    labels = ["Doctor"]
    if doc["spec"] in SURGICAL:
        labels.append("Surgeon")
        procs = PROCEDURES[doc["spec"]]
        props["procedures"] = sorted(rng.sample(procs, rng.randint(1, len(procs))))
        props["theatreHoursPerWeek"] = float(rng.choice([6, 8, 10, 12, 14, 16, 18, 20]) + rng.choice([0, 0.5]))
    doc["surgeon"] = len(labels) == 2
    node(doc["id"], labels, props)
    for d, since, fte in doc["depts"]:
        rel("WORKS_IN", doc["id"], d["id"], {"since": day(since), "fte": fte})

# heads: the longest-serving full-time-ish doctor of each department; Family Medicine at Harrowgate is vacant
staff_of: dict[str, list[tuple[dict, dt.date]]] = {}
for doc in doctors:
    for d, since, _ in doc["depts"]:
        staff_of.setdefault(d["id"], []).append((doc, since))
heads = {}
for d in depts:
    if d["id"] == "d_HCH_FAM":
        continue
    doc, since = min(staff_of[d["id"]], key=lambda t: (t[1], t[0]["staffId"]))
    hsince = since + dt.timedelta(days=rng.randint(180, 2400))
    hsince = min(hsince, dt.date(2025, 3, 1))
    heads[d["id"]] = doc
    rel("HEADED_BY", d["id"], doc["id"], {"since": day(hsince)})

# ---------------------------------------------------------------- conditions and drugs
CONDITIONS = [
    # icd10, term, chronic, bodySystem, department title
    ("I10", "Essential hypertension", True, "circulatory", "Cardiology"),
    ("I48", "Atrial fibrillation", True, "circulatory", "Cardiology"),
    ("I25", "Chronic ischaemic heart disease", True, "circulatory", "Cardiology"),
    ("I50", "Heart failure", True, "circulatory", "Cardiology"),
    ("G40", "Epilepsy", True, "nervous", "Neurology"),
    ("G43", "Migraine", True, "nervous", "Neurology"),
    ("G35", "Multiple sclerosis", True, "nervous", "Neurology"),
    ("C50", "Breast cancer", True, "neoplasm", "Oncology"),
    ("C34", "Lung cancer", True, "neoplasm", "Oncology"),
    ("M17", "Knee osteoarthritis", True, "musculoskeletal", "Orthopaedics"),
    ("S52", "Fracture of forearm", False, "injury", "Orthopaedics"),
    ("M54", "Back pain", False, "musculoskeletal", "Orthopaedics"),
    ("K35", "Acute appendicitis", False, "digestive", "General Surgery"),
    ("K40", "Inguinal hernia", False, "digestive", "General Surgery"),
    ("L40", "Psoriasis", True, "skin", "Dermatology"),
    ("L20", "Atopic dermatitis", True, "skin", "Dermatology"),
    ("F32", "Depressive episode", False, "mental", "Psychiatry"),
    ("F41", "Anxiety disorder", True, "mental", "Psychiatry"),
    ("E11", "Type 2 diabetes", True, "endocrine", "Endocrinology"),
    ("E03", "Hypothyroidism", True, "endocrine", "Endocrinology"),
    ("J45", "Asthma", True, "respiratory", "Family Medicine"),
    ("J06", "Upper respiratory infection", False, "respiratory", "Family Medicine"),
    ("O24", "Gestational diabetes", False, "pregnancy", "Obstetrics"),
    ("J21", "Bronchiolitis", False, "respiratory", "Paediatrics"),
    ("R55", "Syncope", False, "symptom", "Emergency Medicine"),
]
cond_ids = {}
for icd, term, chronic, system, _ in CONDITIONS:
    cond_ids[icd] = node(f"c_{icd}", ["Condition"], {"icd10": icd, "term": term, "chronic": chronic,
                                                      "bodySystem": system})
cond_dept = {icd: title for icd, *_, title in CONDITIONS}

DRUGS = [
    # brandName, genericName, drugClass, form, strengthMg, rxOnly, unitPriceEur, sideEffects, treats [(icd, firstLine)]
    ("Vastoril", "amlodipine", "calcium channel blocker", "tablet", 5, True, 0.21, ["ankle swelling", "flushing"],
     [("I10", True)]),
    ("Renapril", "ramipril", "ACE inhibitor", "capsule", 10, True, 0.18, ["dry cough", "dizziness"],
     [("I10", True), ("I50", True)]),
    ("Cardexa", "bisoprolol", "beta blocker", "tablet", 5, True, 0.15, ["fatigue", "cold hands"],
     [("I48", True), ("I50", True), ("I10", False)]),
    ("Thromvane", "apixaban", "anticoagulant", "tablet", 5, True, 1.92, ["bleeding", "nausea"],
     [("I48", True)]),
    ("Lipanor", "atorvastatin", "statin", "tablet", 40, True, 0.12, ["muscle pain"], [("I25", True)]),
    ("Nitrolex", "glyceryl trinitrate", "nitrate", "spray", 0, True, 6.40, ["headache", "dizziness"],
     [("I25", False)]),
    ("Diurosan", "furosemide", "loop diuretic", "tablet", 40, True, 0.09, ["dehydration", "dizziness"],
     [("I50", False)]),
    ("Keplora", "levetiracetam", "anticonvulsant", "tablet", 500, True, 0.64, ["drowsiness", "irritability"],
     [("G40", True)]),
    ("Lamivex", "lamotrigine", "anticonvulsant", "tablet", 100, True, 0.33, ["rash", "dizziness"],
     [("G40", False)]),
    ("Migrastop", "sumatriptan", "triptan", "tablet", 50, True, 1.10, ["tingling", "drowsiness"],
     [("G43", True)]),
    ("Ocremab", "ocrelizumab", "monoclonal antibody", "infusion", 300, True, 5210.0, ["infusion reaction"],
     [("G35", True)]),
    ("Tamorel", "tamoxifen", "hormone therapy", "tablet", 20, True, 0.45, ["hot flushes", "nausea"],
     [("C50", True)]),
    ("Carbovix", "carboplatin", "chemotherapy", "infusion", 450, True, 88.50, ["nausea", "hair loss",
                                                                              "low blood counts"],
     [("C34", True), ("C50", False)]),
    ("Paracet", "paracetamol", "analgesic", "tablet", 500, False, 0.03, [],
     [("M54", True), ("S52", True), ("M17", True), ("J06", True)]),
    ("Ibuflam", "ibuprofen", "NSAID", "tablet", 400, False, 0.05, ["stomach upset"],
     [("M54", True), ("M17", True), ("S52", False)]),
    ("Tramadex", "tramadol", "opioid analgesic", "capsule", 50, True, 0.29, ["constipation", "drowsiness",
                                                                            "nausea"],
     [("S52", False), ("M54", False)]),
    ("Cefurin", "cefuroxime", "antibiotic", "tablet", 250, True, 0.74, ["diarrhoea"],
     [("K35", False), ("J06", False)]),
    ("Amoxidan", "amoxicillin", "antibiotic", "capsule", 500, True, 0.11, ["diarrhoea", "rash"],
     [("J06", False)]),
    ("Dermaclear", "calcipotriol", "vitamin D analogue", "ointment", 0, True, 14.20, ["skin irritation"],
     [("L40", True)]),
    ("Hydrosoft", "hydrocortisone", "corticosteroid", "cream", 0, False, 3.80, ["skin thinning"],
     [("L20", True), ("L40", False)]),
    ("Serenil", "sertraline", "SSRI", "tablet", 50, True, 0.19, ["nausea", "insomnia"],
     [("F32", True), ("F41", True)]),
    ("Calmexa", "escitalopram", "SSRI", "tablet", 10, True, 0.24, ["nausea", "fatigue"],
     [("F41", True), ("F32", False)]),
    ("Glucomet", "metformin", "biguanide", "tablet", 500, True, 0.04, ["stomach upset", "diarrhoea"],
     [("E11", True), ("O24", False)]),
    ("Insulara", "insulin glargine", "insulin", "injection", 0, True, 11.60, ["low blood sugar"],
     [("E11", False), ("O24", True)]),
    ("Thyrovon", "levothyroxine", "thyroid hormone", "tablet", 0, True, 0.07, ["palpitations"],
     [("E03", True)]),
    ("Breathon", "salbutamol", "bronchodilator", "inhaler", 0, True, 2.95, ["tremor", "palpitations"],
     [("J45", True), ("J21", False)]),
    ("Pulmocort", "budesonide", "corticosteroid", "inhaler", 0, True, 9.40, ["hoarse voice"],
     [("J45", True)]),
    ("Saliflo", "sodium chloride 3%", "nebulised saline", "nebuliser solution", 0, True, 0.85, [],
     [("J21", True)]),
    ("Hernavex", "lidocaine", "local anaesthetic", "injection", 0, True, 1.40, ["numbness"],
     [("K40", False)]),
    ("Cortisyn", "prednisolone", "corticosteroid", "tablet", 5, True, 0.06, ["insomnia", "raised blood sugar",
                                                                            "mood changes"],
     [("G35", False), ("J45", False)]),
]
drug_ids = {}
drug_treats: dict[str, list[str]] = {}
drug_mg: dict[str, int] = {}
for brand, generic, klass, form, mg, rx, price, side, treats in DRUGS:
    drug_ids[brand] = node(f"dr_{generic.split()[0]}", ["Drug"], {
        "brandName": brand, "genericName": generic, "drugClass": klass, "form": form,
        "strengthMg": mg or None, "prescriptionOnly": rx, "unitPriceEur": price, "sideEffects": side or None})
    drug_mg[brand] = mg
    for icd, first in treats:
        rel("TREATS", drug_ids[brand], cond_ids[icd], {"firstLine": first})
        drug_treats.setdefault(icd, []).append(brand)

# ---------------------------------------------------------------- insurance
PLANS = [
    # planName, insurer, tier, coveragePct, monthlyPremiumEur, coversDental
    ("Public Health Scheme", "State Health Fund", "basic", 60, 0.0, False),
    ("CareWell Bronze", "CareWell", "bronze", 70, 48.5, False),
    ("CareWell Silver", "CareWell", "silver", 80, 79.0, True),
    ("CareWell Gold", "CareWell", "gold", 95, 132.0, True),
    ("Meridian Essential", "Meridian Mutual", "bronze", 65, 41.0, False),
    ("Meridian Plus", "Meridian Mutual", "silver", 85, 96.5, True),
    ("Harbour Family Cover", "Harbour Assurance", "silver", 80, 88.0, True),
    ("Harbour Premier", "Harbour Assurance", "gold", 90, 118.75, False),
]
plan_ids = {}
for i, (pname, insurer, tier, pct, prem, dental) in enumerate(PLANS):
    plan_ids[pname] = node(f"pl_{i}", ["InsurancePlan"], {
        "planName": pname, "insurer": insurer, "tier": tier, "coveragePct": pct, "monthlyPremiumEur": prem,
        "coversDental": dental})
ACCEPTED = {
    "LUH": ["Public Health Scheme", "CareWell Bronze", "CareWell Silver", "CareWell Gold", "Meridian Plus",
            "Harbour Family Cover", "Harbour Premier"],
    "NVG": ["Public Health Scheme", "CareWell Silver", "CareWell Gold", "Meridian Essential", "Meridian Plus"],
    "SBH": ["Public Health Scheme", "Harbour Family Cover", "Harbour Premier", "Meridian Essential"],
    "HCH": ["Public Health Scheme", "CareWell Bronze", "Meridian Essential", "Harbour Family Cover"],
}
for hkey, pnames in ACCEPTED.items():
    for pname in pnames:
        rel("ACCEPTS", hosp_ids[hkey], plan_ids[pname], {
            "since": day(rand_date(max(hosp_opened[hkey], dt.date(2001, 1, 1)), dt.date(2022, 12, 31))),
            "networkTier": "preferred" if pname == "Public Health Scheme" or rng.random() < 0.4 else "standard"})

# ---------------------------------------------------------------- patients
PFIRST = ["Ada", "Benedikt", "Cathal", "Dora", "Elif", "Fergal", "Gwen", "Hugo", "Iris", "Jarek", "Kaja", "Liam",
          "Maeve", "Nikos", "Orla", "Piet", "Ronan", "Sanne", "Tadhg", "Una", "Vera", "Wojciech", "Yara", "Zeno",
          "Agnes", "Bram", "Clodagh", "Dario", "Edda", "Finn", "Greer", "Hana", "Ivo", "Jules", "Klara", "Leon"]
PLAST = ["Ahearn", "Bergstrom", "Cassidy", "Dobrev", "Egan", "Fitzgerald", "Grunewald", "Hennessy", "Ilic",
         "Joyce", "Kowalczyk", "Larkin", "Moretti", "Novak", "Ostrowski", "Prendergast", "Quigley", "Reyes",
         "Sheridan", "Tierney", "Ustinov", "Vance", "Walsh", "Yeats", "Zamora", "Brennan", "Carrick", "Doyle"]
PFEMALE = {"Ada", "Dora", "Elif", "Gwen", "Iris", "Kaja", "Maeve", "Orla", "Sanne", "Una", "Vera", "Yara", "Agnes",
           "Clodagh", "Edda", "Greer", "Hana", "Klara"}
ALLERGIES = ["penicillin", "latex", "peanuts", "aspirin", "shellfish", "sulfa drugs", "iodine"]
BLOOD = ["O+", "O+", "A+", "A+", "B+", "AB+", "O-", "A-", "B-"]
PCODES = {"LUH": "LK", "NVG": "KB", "SBH": "DN", "HCH": "HG"}

patients = []
used_p: set[str] = set()
for i in range(120):
    while True:
        f, last = rng.choice(PFIRST), rng.choice(PLAST)
        if (f, last) not in used_p:
            used_p.add((f, last))
            break
    home = rng.choices(["LUH", "NVG", "SBH", "HCH"], weights=[38, 28, 20, 14])[0]
    paed = rng.random() < 0.12
    dob = rand_date(dt.date(2012, 1, 1), dt.date(2023, 6, 1)) if paed else rand_date(dt.date(1935, 1, 1),
                                                                                     dt.date(2004, 12, 31))
    pid = f"p_{i:03d}"
    allergies = sorted(rng.sample(ALLERGIES, rng.choice([1, 1, 2]))) if rng.random() < 0.3 else None
    props = {"mrn": f"MRN-{40211 + i * 37}", "firstName": f, "lastName": last, "dateOfBirth": day(dob),
             "sex": "F" if f in PFEMALE else "M", "postcode": f"{PCODES[home]}{rng.randint(1, 24)} {rng.randint(1, 9)}"
             f"{rng.choice('ABDEFHJNPRTW')}{rng.choice('ABDEFHJNPRTW')}",
             "bloodType": rng.choice(BLOOD) if rng.random() < 0.75 else None,
             "allergies": allergies, "smoker": (not paed) and rng.random() < 0.22,
             "email": f"{f.lower()}.{last.lower()}@mailpost.example" if rng.random() < 0.6 else None}
    node(pid, ["Patient"], props)
    # conditions
    pool = [c for c in CONDITIONS if (c[0] in ("J21", "J45", "L20", "S52", "J06", "G40")) or not paed]
    if props["sex"] == "M":
        pool = [c for c in pool if c[0] != "C50"]
    if props["sex"] == "M" or dob.year < 1978:
        pool = [c for c in pool if c[0] != "O24"]
    if not paed:
        pool = [c for c in pool if c[0] != "J21"]
    conds = rng.sample(pool, rng.choice([0, 1, 1, 1, 2, 2, 3]))
    cond_list = []
    for icd, *_ in conds:
        earliest = max(dob + dt.timedelta(days=200 if paed else 16 * 365), dt.date(2008, 1, 1))
        diag = rand_date(earliest, dt.date(2025, 9, 30))
        rel("HAS_CONDITION", pid, cond_ids[icd], {"diagnosedOn": day(diag),
                                                  "severity": rng.choice(["mild", "mild", "moderate", "severe"])})
        cond_list.append((icd, diag))
    # insurance
    r = rng.random()
    cover = []
    if r < 0.1:
        pass
    elif r < 0.25:
        cover = rng.sample(ACCEPTED[home], 2)
    else:
        cover = [rng.choice(ACCEPTED[home])]
    for k, pname in enumerate(cover):
        rel("COVERED_BY", pid, plan_ids[pname], {
            "memberNo": f"{pname.split()[0][:3].upper()}-{rng.randint(100000, 999999)}",
            "since": day(rand_date(max(dob, dt.date(2010, 1, 1)), dt.date(2024, 12, 31))),
            "primary": k == 0})
    patients.append({"id": pid, "home": home, "paed": paed, "dob": dob, "conds": cond_list, "name": f"{f} {last}"})

# ---------------------------------------------------------------- appointments
dept_by = {(d["hosp"], d["title"]): d for d in depts}
REASONS = ["patient request", "doctor unavailable", "rescheduled", "weather", "admitted elsewhere"]


def doctors_in(d: dict, on: dt.date) -> list[dict]:
    return [doc for doc, since in staff_of[d["id"]] if since <= on]


appts = 0
presc = 0
for _ in range(270):
    p = rng.choice(patients)
    # department: a condition's department (at home if it exists there) or a general one
    title = None
    if p["conds"] and rng.random() < 0.75:
        icd, diag = rng.choice(p["conds"])
        title = cond_dept[icd]
    if title is None or rng.random() < 0.1:
        title = "Paediatrics" if p["paed"] and rng.random() < 0.6 else rng.choice(
            ["Family Medicine", "Emergency Medicine", "Dermatology", "Orthopaedics", "Cardiology"])
    if p["paed"] and title in ("Cardiology", "Oncology", "Psychiatry", "Obstetrics"):
        title = "Paediatrics"
    options = [d for d in depts if d["title"] == title]
    if not options:
        continue
    home_opt = [d for d in options if d["hosp"] == p["home"]]
    d = home_opt[0] if home_opt and rng.random() < 0.8 else rng.choice(options)
    when = rand_date(dt.date(2024, 1, 8), dt.date(2026, 1, 30))
    docs = doctors_in(d, when)
    if not docs or when <= p["dob"]:
        continue
    doc = rng.choice(docs)
    emergency = title == "Emergency Medicine"
    if when > CUTOFF:
        status = "scheduled"
    else:
        status = rng.choices(["completed", "cancelled", "no-show"], weights=[80, 12, 8])[0]
    if emergency:
        kind = "emergency"
        status = "completed" if when <= CUTOFF else None
        if status is None:
            continue
    elif doc["surgeon"] and rng.random() < 0.35:
        kind = "procedure"
    else:
        kind = rng.choice(["consultation", "consultation", "follow-up", "follow-up", "check-up"])
    tele = kind in ("consultation", "follow-up") and title not in ("Dermatology",) and rng.random() < 0.18
    duration = {"emergency": rng.choice([45, 60, 90, 120]), "procedure": rng.choice([60, 90, 120, 180]),
                "consultation": rng.choice([20, 30, 30, 45]), "follow-up": rng.choice([15, 20, 30]),
                "check-up": rng.choice([15, 20, 30])}[kind]
    fee = None
    if status == "completed":
        fee = round(doc["fee"] * duration / 30 * (0.8 if tele else 1.0), 2)
    elif status == "no-show":
        fee = 25.0
    appts += 1
    aid = f"a_{appts:04d}"
    node(aid, ["Appointment"], {
        "ref": f"AP-{when.year % 100}-{appts:04d}", "scheduledOn": day(when),
        "startTime": "walk-in" if emergency else f"{rng.randint(8, 16):02d}:{rng.choice(['00', '15', '30', '45'])}",
        "durationMin": duration, "kind": kind, "status": status, "telehealth": tele, "feeEur": fee,
        "cancelReason": rng.choice(REASONS) if status == "cancelled" else None})
    if emergency:
        channel, booked = "walk-in", when
    else:
        channel = rng.choices(["phone", "online", "referral"], weights=[45, 40, 15])[0]
        booked = min(when - dt.timedelta(days=rng.randint(2, 70)), CUTOFF)
    rel("BOOKED", p["id"], aid, {"bookedOn": day(booked), "channel": channel})
    rel("HANDLED_BY", aid, doc["id"])
    rel("HELD_IN", aid, d["id"], {"room": None if tele else f"{d['hosp'][0]}{rng.randint(1, 4)}-{rng.randint(1, 40):02d}"})
    if status == "completed" and kind != "check-up":
        treatable = [icd for icd, dg in p["conds"] if cond_dept[icd] == title and icd in drug_treats]
        choices = sorted({b for icd in treatable for b in drug_treats[icd]})
        if not choices and rng.random() < 0.3:
            choices = ["Paracet", "Ibuflam", "Amoxidan"]
        for brand in rng.sample(choices, min(len(choices), rng.choice([1, 1, 2]))):
            presc += 1
            rel("PRESCRIBED", aid, drug_ids[brand], {
                "dosageMg": drug_mg[brand] * rng.choice([1, 1, 1, 2]) if drug_mg[brand] else None,
                "timesPerDay": rng.choice([1, 1, 2, 3]), "days": rng.choice([7, 14, 28, 30, 90]),
                "refills": rng.choice([0, 0, 1, 2, 3, 5])})

graph = {
    "nodes": nodes,
    "relationships": rels,
    "date_keys": ["openedOn", "since", "dateOfBirth", "diagnosedOn", "scheduledOn", "bookedOn"],
}
Path(__file__).with_name("graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n",
                                                  encoding="utf-8")
if __name__ == "__main__":
    labels = Counter(":".join(n["labels"]) for n in nodes)
    types = Counter(r["type"] for r in rels)
    print(f"{len(nodes)} nodes: " + ", ".join(f"{k} {v}" for k, v in labels.items()))
    print(f"{len(rels)} relationships: " + ", ".join(f"{k} {v}" for k, v in types.items()))
