#!/usr/bin/env python3
"""Write graph.json: an invented contract research organisation's clinical trial portfolio (Marrowfield Clinical).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, sponsor, compound, site, city
and code is invented (the trade's terms - PI, Sub-I, CRA, SIV / IMV / COV, SDV, AE / SAE, CTCAE grade, ECOG, GCP,
INN, mAb, QD / BID / Q3W, IV / SC / oral, OS / PFS / ORR / FEV1 / HbA1c endpoints - are generic; countries are real
names used only as labels of invented cities).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 3173
HERE = Path(__file__).resolve().parent

FIRST = ["Anneliese", "Bartholomew", "Cosima", "Declan", "Evander", "Flavia", "Gideon", "Henrike", "Ingram",
         "Jolanda", "Kasimir", "Leontine", "Magnus", "Nerys", "Octavian", "Pernille", "Quintus", "Rosalind",
         "Severin", "Thisbe", "Ulrich", "Valentina", "Wilfred", "Xanthe", "Yorick", "Zinnia", "Aurelio", "Benedikta",
         "Caspian", "Dagny", "Emrys", "Fenella", "Gustavo", "Hesper"]
LAST = ["Achterberg", "Blackwood", "Coughlan", "Dalgaard", "Everard", "Fitzmaurice", "Gorringe", "Haverkamp",
        "Illingworth", "Janssensen", "Kilbride", "Lindqvist", "Moorcroft", "Nieuwland", "O'Hagan", "Pettigrew",
        "Quenby", "Rasmussen", "Standish", "Thorvald", "Uttley", "Vandermeer", "Wickham", "Youngblood", "Aldous",
        "Brennock", "Carrow", "Devereux", "Elmhirst", "Frostwick", "Gilchrist", "Hartigan", "Ingersoll", "Jessop"]
LANGS = ["English", "Irish", "Dutch", "French", "Danish", "German", "Spanish", "Polish"]
COUNTRY_LANG = {"UK": "English", "Ireland": "English", "Netherlands": "Dutch", "Belgium": "French",
                "Denmark": "Danish"}

# siteNo, name, city, country, openedYear, phase-one unit
SITES = [
    (101, "Royal Infirmary", "Ashcombe", "UK", 1874, True),
    (102, "Royal Infirmary", "Brackenmoor", "UK", 1902, False),
    (103, "Cullingford General Hospital", "Cullingford", "UK", 1961, False),
    (104, "Dunmarsh Clinical Research Unit", "Dunmarsh", "UK", 2004, True),
    (105, "St Brigid's Hospital", "Everleigh Bay", "UK", 1923, False),
    (106, "Harrowdene Chest Clinic", "Ashcombe", "UK", 1948, False),
    (107, "Moorside Heart Centre", "Brackenmoor", "UK", 1989, False),
    (201, "St Brigid's Hospital", "Kilcarrow", "Ireland", 1911, False),
    (202, "Ballymurn University Hospital", "Ballymurn", "Ireland", 1976, False),
    (203, "Royal Infirmary", "Kilcarrow", "Ireland", 1855, False),
    (301, "University Medical Centre", "Zandermeer", "Netherlands", 1968, True),
    (302, "University Medical Centre", "Oosterbrug", "Netherlands", 1971, False),
    (303, "Zandermeer Gasthuis", "Zandermeer", "Netherlands", 1931, False),
    (304, "Kempenveld Ziekenhuis", "Kempenveld", "Netherlands", 1995, False),
    (401, "Hôpital Sainte-Aldegonde", "Verlinde", "Belgium", 1897, False),
    (402, "Clinique du Parc", "Sint-Aarle", "Belgium", 1983, False),
    (403, "Verlinde Oncology Institute", "Verlinde", "Belgium", 2009, True),
    (501, "Skovhavn Hospital", "Skovhavn", "Denmark", 1952, False),
    (502, "Nordmark Regional Hospital", "Nordmark", "Denmark", 1966, False),
    (503, "Skovhavn Lung Clinic", "Skovhavn", "Denmark", 1999, False),
    (504, "Ravnsholm Hospital", "Ravnsholm", "Denmark", 1958, False),
    (505, "Nordmark Children's Hospital", "Nordmark", "Denmark", 1980, False),
]

# code, inn (None: not yet named), modality, route, firstInHumanYear, halfLifeH, molWeightDa, sponsor
COMPOUNDS = [
    ("HLV-0417", "tarnivolimab", "monoclonal antibody", "IV", 2016, 412.0, 146200.0, "Halvorsen Pharma"),
    ("HLV-0522", "orsetinib", "small molecule", "oral", 2017, 31.5, 487.6, "Halvorsen Pharma"),
    ("HLV-0890", None, "small molecule", "oral", 2022, 9.2, 402.3, "Halvorsen Pharma"),
    ("QTX-112", "pelbrudex", "small molecule", "inhaled", 2015, 14.8, 611.7, "Quillon Therapeutics"),
    ("QTX-230", "velanozumab", "monoclonal antibody", "SC", 2018, 504.0, 148900.0, "Quillon Therapeutics"),
    ("QTX-301", None, "peptide", "SC", 2023, 52.0, 3905.4, "Quillon Therapeutics"),
    ("BMB-017", "cardolisen", "antisense oligonucleotide", "SC", 2014, 720.0, 7123.9, "Brightmoor Biologics"),
    ("BMB-044", "dermuvarib", "small molecule", "topical", 2019, 6.5, 356.4, "Brightmoor Biologics"),
    ("BMB-061", None, "small molecule", "oral", 2021, 18.0, 441.1, "Brightmoor Biologics"),
]

# protocolNo, acronym, sponsor, phase, area, design, placebo, target, protocolYear, status, endpoints,
# firstPatientIn (None: not yet), compounds as (code, doseMg, regimen, role)
STUDIES = [
    ("HLV-0417-301", "TARN-LUNG", "Halvorsen Pharma", "III", "oncology", "open-label", False, 60, 2021,
     "closed to recruitment", ["OS", "PFS"], "2022-03-14",
     [("HLV-0417", 1200, "Q3W", "investigational"), ("HLV-0522", 150, "QD", "combination")]),
    ("HLV-0522-201", "ORSET-2", "Halvorsen Pharma", "II", "oncology", "open-label", False, 30, 2022, "completed",
     ["ORR", "PFS"], "2022-09-05", [("HLV-0522", 200, "QD", "investigational")]),
    ("HLV-0890-101", "HLV890 FIH", "Halvorsen Pharma", "I", "oncology", "open-label", False, 18, 2023,
     "recruiting", ["MTD", "PK"], "2024-01-22", [("HLV-0890", 50, "BID", "investigational")]),
    ("QTX-112-302", "BREATHE-ON", "Quillon Therapeutics", "III", "respiratory", "double-blind", True, 60, 2021,
     "completed", ["FEV1", "exacerbation rate"], "2021-11-08", [("QTX-112", 400, "BID", "investigational")]),
    ("QTX-230-201", "VELA-AIR", "Quillon Therapeutics", "II", "respiratory", "double-blind", True, 36, 2022,
     "closed to recruitment", ["FEV1", "ACQ-5"], "2023-02-27", [("QTX-230", 300, "Q4W", "investigational")]),
    ("QTX-301-101", "QTX301 SAD/MAD", "Quillon Therapeutics", "I", "metabolic", "double-blind", True, 24, 2024,
     "recruiting", ["safety", "PK"], "2024-10-15", [("QTX-301", 10, "QW", "investigational")]),
    ("QTX-230-202", "VELA-NOSE", "Quillon Therapeutics", "II", "respiratory", "single-blind", True, 30, 2024,
     "recruiting", ["nasal polyp score"], None, [("QTX-230", 300, "Q4W", "investigational")]),
    ("BMB-017-301", "CARDIO-SENSE", "Brightmoor Biologics", "III", "cardiology", "double-blind", True, 60, 2020,
     "recruiting", ["MACE", "LDL-C"], "2021-05-17", [("BMB-017", 300, "Q4W", "investigational")]),
    ("BMB-044-201", "DERMA-CLEAR", "Brightmoor Biologics", "II", "dermatology", "double-blind", True, 36, 2022,
     "completed", ["PASI 75", "IGA"], "2022-06-20", [("BMB-044", 20, "BID", "investigational")]),
    ("BMB-061-201", "GLYCO-BMB", "Brightmoor Biologics", "II", "metabolic", "double-blind", True, 40, 2023,
     "recruiting", ["HbA1c", "body weight"], "2023-11-06",
     [("BMB-061", 100, "QD", "investigational"), ("BMB-017", 150, "Q4W", "combination")]),
    ("HLV-0417-302", "TARN-MEL", "Halvorsen Pharma", "III", "oncology", "double-blind", False, 48, 2023,
     "recruiting", ["PFS", "OS", "ORR"], "2023-12-11",
     [("HLV-0417", 1200, "Q3W", "investigational"), ("HLV-0522", 150, "QD", "comparator")]),
    ("BMB-044-202", "DERMA-TEEN", "Brightmoor Biologics", "II", "dermatology", "open-label", False, 20, 2024,
     "recruiting", ["IGA"], None, [("BMB-044", 10, "BID", "investigational")]),
]

AREA_SITES = {
    "oncology": [101, 103, 105, 202, 203, 301, 302, 401, 403, 501, 502],
    "respiratory": [102, 106, 201, 303, 304, 501, 503, 504],
    "cardiology": [102, 107, 202, 302, 402, 502, 504],
    "dermatology": [103, 105, 201, 303, 402, 505],
    "metabolic": [101, 104, 202, 301, 304, 402, 502],
}
SPECIALTY = {"oncology": "medical oncology", "respiratory": "respiratory medicine", "cardiology": "cardiology",
             "dermatology": "dermatology", "metabolic": "endocrinology"}
AE_TERMS = {
    "oncology": ["fatigue", "neutropenia", "nausea", "diarrhoea", "rash", "ALT increased", "anaemia", "pneumonitis"],
    "respiratory": ["headache", "nasopharyngitis", "cough", "dysphonia", "injection site reaction", "pneumonia"],
    "cardiology": ["injection site reaction", "headache", "myalgia", "dizziness", "ALT increased"],
    "dermatology": ["application site irritation", "headache", "nasopharyngitis", "pruritus"],
    "metabolic": ["nausea", "diarrhoea", "headache", "hypoglycaemia", "injection site reaction"],
}


def d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(key: str, labels: list[str], props: dict) -> str:
        nodes.append({"id": key, "labels": labels, "properties": props})
        return key

    def rel(rtype: str, start: str, end: str, props: dict) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    for code, inn, modality, route, fih, half, mw, sponsor in COMPOUNDS:
        node(f"c:{code}", ["Compound"], {"code": code, "inn": inn, "modality": modality, "route": route,
                                           "firstInHumanYear": fih, "halfLifeH": half, "molWeightDa": mw,
                                           "sponsor": sponsor})

    site_country = {}
    for no, name, city, country, opened, p1 in SITES:
        site_country[no] = country
        node(f"s:{no}", ["Site", "PhaseOneUnit"] if p1 else ["Site"],
             {"siteNo": no, "name": name, "city": city, "country": country, "openedYear": opened,
              "beds": rng.randrange(40, 900, 10) if not name.endswith(("Unit", "Clinic", "Centre", "Institute"))
              or no in (301, 302) else None,
              "researchNurse": rng.random() < 0.7,
              "fridgeCapacityL": rng.choice([120, 240, 240, 360, 480, 600])})

    # monitors (CRAs): one manager, three leads, nine CRAs
    mon_names = ["Harriet Voss", "Jonas Brekke", "Ottilie Marchetti", "Ruben Castellano", "Sinead Gallagher",
                 "Tomas Lindahl", "Ines Bouchard", "Pieter de Graaf", "Mairead Tierney", "Lucas Verhoeven",
                 "Astrid Holm", "Callum Frew", "Noemi Szabo"]
    monitors = []
    for i, nm in enumerate(mon_names):
        level = "CRA manager" if i == 0 else "Lead CRA" if i < 4 else rng.choice(["CRA I", "CRA II", "Senior CRA"])
        key = node(f"m:{i}", ["Monitor", "LeadCRA"] if i < 4 else ["Monitor"],
                   {"name": nm, "employeeId": f"MCR-{5100 + i * 7}", "level": level,
                    "homeBased": rng.random() < 0.55, "joinedYear": rng.randint(2009, 2023) if i else 2008,
                    "mileageKmPerYear": rng.randrange(6000, 42000, 500)})
        monitors.append(key)
    for i in range(1, 4):
        rel("REPORTS_TO", monitors[i], monitors[0], {"since": f"20{17 + i}-0{i + 2}-01"})
    for i in range(4, 13):
        rel("REPORTS_TO", monitors[i], monitors[1 + (i - 4) % 3],
            {"since": str(d("2019-01-07") + dt.timedelta(days=rng.randint(0, 1800)))})

    # site monitoring: each site one primary CRA (not the manager), some a backup
    site_cra = {}
    for no, *_ in SITES:
        cra = rng.choice(monitors[1:])
        site_cra[no] = cra
        rel("MONITORS", cra, f"s:{no}", {"since": str(d("2020-01-01") + dt.timedelta(days=rng.randint(0, 1500))),
                                         "backup": False})
        if rng.random() < 0.25:
            other = rng.choice([m for m in monitors[1:] if m != cra])
            rel("MONITORS", other, f"s:{no}", {"since": str(d("2021-01-01") + dt.timedelta(days=rng.randint(0, 1200))),
                                               "backup": True})

    # investigators: 34, each works at one site
    site_list = [s[0] for s in SITES]
    inv_sites = site_list + [rng.choice(site_list) for _ in range(34 - len(site_list))]
    invs_at: dict[int, list[str]] = {}
    area_of_site: dict[int, list[str]] = {}
    for area, sl in AREA_SITES.items():
        for no in sl:
            area_of_site.setdefault(no, []).append(area)
    for i in range(34):
        no = inv_sites[i]
        area = rng.choice(area_of_site.get(no, ["oncology"]))
        langs = sorted({COUNTRY_LANG[site_country[no]]} | set(rng.sample(LANGS, rng.choice([0, 1, 1, 2]))))
        key = node(f"i:{i}", ["Investigator"],
                   {"firstName": FIRST[i], "lastName": LAST[i], "title": rng.choice(["Dr", "Dr", "Prof"]),
                    "specialty": SPECIALTY[area], "qualifiedYear": rng.randint(1986, 2016),
                    "gcpExpiry": None if rng.random() < 0.15 else str(d("2024-06-01") +
                                                                      dt.timedelta(days=rng.randint(0, 1000))),
                    "languages": None if rng.random() < 0.2 else langs,
                    "hIndex": rng.randint(3, 61)})
        invs_at.setdefault(no, []).append(key)
        rel("WORKS_AT", key, f"s:{no}", {"since": str(d("2005-01-01") + dt.timedelta(days=rng.randint(0, 6500))),
                                         "fte": rng.choice([0.2, 0.4, 0.5, 0.6, 0.8, 1.0])})

    subj_no = 0
    ae_no = 0
    for (proto, acr, sponsor, phase, area, design, placebo, target, pyear, status, endpoints, fpi,
         comps) in STUDIES:
        skey = node(f"st:{proto}", ["Study"],
                    {"protocolNo": proto, "acronym": acr, "sponsor": sponsor, "phase": phase,
                     "therapeuticArea": area, "design": design, "placeboControlled": placebo,
                     "targetEnrolment": target, "protocolYear": pyear, "status": status, "endpoints": endpoints,
                     "firstPatientIn": fpi})
        for code, dose, regimen, role in comps:
            rel("TESTS", skey, f"c:{code}", {"doseMg": dose, "regimen": regimen, "role": role})
        if phase == "I":
            sites = [s[0] for s in SITES if s[5] and s[0] in AREA_SITES[area] or s[0] in (104, 403)][:2]
        else:
            sites = sorted(rng.sample(AREA_SITES[area], rng.randint(3, 5)))
        for no in sites:
            act = None if fpi is None else d(fpi) + dt.timedelta(days=rng.randint(-40, 200))
            if fpi is None and rng.random() < 0.5:
                act = d("2025-09-01") + dt.timedelta(days=rng.randint(0, 60))
            site_target = max(4, target // len(sites) + rng.randint(-3, 3))
            rel("CONDUCTED_AT", skey, f"s:{no}", {"activatedOn": None if act is None else str(act),
                                                  "siteTarget": site_target,
                                                  "closed": status == "completed"})
            pool = invs_at[no]
            pi = rng.choice(pool)
            rel("INVESTIGATOR_FOR", pi, skey, {"role": "PI", "delegationDate": None if act is None else
                                               str(act - dt.timedelta(days=rng.randint(5, 60)))})
            for sub in pool:
                if sub != pi and rng.random() < 0.6:
                    rel("INVESTIGATOR_FOR", sub, skey, {"role": "Sub-I", "delegationDate": None if act is None else
                                                        str(act + dt.timedelta(days=rng.randint(0, 90)))})
            # visits
            if act is not None:
                cra = site_cra[no]
                vdate = act
                for vt in ["SIV"] + ["IMV"] * rng.randint(0, 3):
                    if vdate > d("2025-10-31"):
                        break
                    rel("VISITED", cra, f"s:{no}", {"date": str(vdate), "visitType": vt, "studyProtocol": proto,
                                                    "findings": 0 if vt == "SIV" else rng.randint(0, 9),
                                                    "sdvPct": None if vt == "SIV" else rng.choice([25, 50, 75, 100]),
                                                    "remote": vt == "IMV" and rng.random() < 0.3,
                                                    "durationH": rng.choice([3.0, 4.5, 6.0, 7.5, 8.0])})
                    vdate = vdate + dt.timedelta(days=rng.randint(50, 160))
                if status == "completed":
                    rel("VISITED", cra, f"s:{no}", {"date": str(d("2025-03-01") + dt.timedelta(days=rng.randint(0, 200))),
                                                    "visitType": "COV", "studyProtocol": proto, "findings":
                                                    rng.randint(0, 4), "sdvPct": 100, "remote": False,
                                                    "durationH": 6.0})
            # subjects
            if act is None:
                continue
            n_subj = rng.randint(1, 4) if phase != "I" else rng.randint(2, 4)
            for k in range(n_subj):
                subj_no += 1
                sid = f"{proto.replace('-', '')}-{no}-{k + 1:03d}"
                onc = area == "oncology"
                enrolled = act + dt.timedelta(days=rng.randint(10, 400))
                if enrolled > d("2025-10-20"):
                    enrolled = d("2025-10-20") - dt.timedelta(days=rng.randint(0, 60))
                sub = node(f"sub:{sid}", ["Subject"],
                           {"subjectId": sid, "sex": rng.choice(["F", "M"]),
                            "birthYear": rng.randint(1941, 1990) if area != "dermatology" or "TEEN" not in acr
                            else rng.randint(2008, 2011),
                            "weightKg": None if rng.random() < 0.12 else round(rng.uniform(48, 118), 1),
                            "ecog": rng.choice([0, 0, 1, 1, 2]) if onc else None,
                            "discontinued": rng.random() < 0.18})
                arm = "active" if not placebo else rng.choice(["active", "active", "placebo"])
                rel("ENROLLED_IN", sub, skey, {"enrolledOn": str(enrolled), "arm": arm,
                                               "randomisationNo": 1000 + subj_no * 3})
                rel("ENROLLED_AT", sub, f"s:{no}", {"consentVersion": rng.choice(["v1.0", "v2.0", "v2.1", "v3.0"])})
                for _ in range(rng.choice([0, 0, 0, 1, 1, 2])):
                    ae_no += 1
                    term = rng.choice(AE_TERMS[area])
                    grade = rng.choice([1, 1, 1, 2, 2, 3]) if term != "pneumonitis" else rng.choice([2, 3, 4])
                    if term == "pneumonia":
                        grade = rng.choice([3, 4, 5])
                    onset = enrolled + dt.timedelta(days=rng.randint(2, 300))
                    if onset > d("2025-10-30"):
                        onset = d("2025-10-30") - dt.timedelta(days=rng.randint(0, 20))
                    resolved = None if rng.random() < 0.15 or grade == 5 else onset + dt.timedelta(
                        days=rng.randint(1, 60))
                    serious = grade >= 3 and rng.random() < 0.8
                    ae = node(f"ae:{ae_no}", ["AdverseEvent"],
                              {"aeRef": f"AE-{2300 + ae_no * 11}", "term": term, "ctcaeGrade": grade,
                               "serious": serious, "onsetDate": str(onset),
                               "resolvedDate": None if resolved is None else str(resolved),
                               "relatedness": rng.choice(["related", "possibly related", "unrelated",
                                                          "unrelated"]),
                               "outcome": "fatal" if grade == 5 else "ongoing" if resolved is None
                               else rng.choice(["recovered", "recovered", "recovered with sequelae"])})
                    rel("EXPERIENCED", sub, ae, {"reportedWithinH": rng.choice([4, 12, 20, 24, 24, 48, 72, 96])
                                                 if serious else rng.choice([24, 48, 72, 120, 168, 240]),
                                                 "expedited": serious})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["firstPatientIn", "gcpExpiry", "since", "activatedOn", "delegationDate", "date",
                           "enrolledOn", "onsetDate", "resolvedDate"]}
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
