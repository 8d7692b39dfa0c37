#!/usr/bin/env python3
"""Write graph.json: an invented university (Calder Reach University) as a Neo4j property graph.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Departments, buildings, lecturers (some also
labelled :Professor), courses with prerequisites, students (some also labelled :Postgraduate), their enrolments with
grades, supervision and scholarships. Every name is invented. Missing values are simply left out.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

SEED = 8808
rng = random.Random(SEED)

nodes: list[dict] = []
rels: list[dict] = []


def node(nid: str, labels: list[str], props: dict) -> None:
    nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})


def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
    rels.append({"type": rtype, "start": start, "end": end,
                 "properties": {k: v for k, v in (props or {}).items() if v is not None}})


# ---------------------------------------------------------------- buildings
BUILDINGS = [  # name, opened (int year), floors, listed, areaSqm
    ("Orrin Hall", 1894, 4, True, 5210.5),
    ("Kestrel Building", 1971, 6, False, 8840.0),
    ("Marlow Tower", 1966, 11, False, 10395.25),
    ("Fenwick Court", 1923, 3, True, 3977.8),
    ("The Lanthorn", 2012, 5, False, 7120.4),
    ("Quarry Lane Annex", 1988, None, False, 1450.75),
]
for i, (name, opened, floors, listed, area) in enumerate(BUILDINGS):
    node(f"b{i}", ["Building"], {"name": name, "opened": opened, "floors": floors, "listed": listed,
                                 "areaSqm": area})
BID = {b[0]: f"b{i}" for i, b in enumerate(BUILDINGS)}

# ---------------------------------------------------------------- departments
DEPTS = [  # code, name, founded, budget (million), email, building
    ("CS", "Computing Science", 1968, 6.35, "cs-office@calderreach.ac", "Kestrel Building"),
    ("MA", "Mathematics", 1921, 3.9, "maths@calderreach.ac", "Marlow Tower"),
    ("PH", "Physics", 1924, 7.12, "physics@calderreach.ac", "Marlow Tower"),
    ("CH", "Chemistry", 1930, 5.48, None, "The Lanthorn"),
    ("HI", "History", 1911, 1.85, "history@calderreach.ac", "Orrin Hall"),
    ("EN", "English Literature", 1911, 1.6, "english@calderreach.ac", "Fenwick Court"),
    ("EC", "Economics", 1955, 2.74, "econ@calderreach.ac", "Kestrel Building"),
    ("MU", "Music", 1979, 1.22, "music@calderreach.ac", "Quarry Lane Annex"),
]
for code, name, founded, budget, email, bname in DEPTS:
    node(f"d{code}", ["Department"], {"name": name, "code": code, "founded": founded, "budgetMillions": budget,
                                      "email": email})
    rel("LOCATED_IN", f"d{code}", BID[bname])

# ---------------------------------------------------------------- lecturers
LECTURERS = {  # dept: [(fullName, title), ...]; title Prof gets the :Professor label
    "CS": [("Imogen Haldane", "Prof"), ("Tobias Wrenfield", "Dr"), ("Priya Castellane", "Dr"),
           ("Owain Stroud", "Dr"), ("Mirela Dunkerley", "Prof")],
    "MA": [("Casimir Volloy", "Prof"), ("Hettie Marchbank", "Dr"), ("Lionel Ashgrove", "Dr"),
           ("Sunniva Okafor-Reil", "Dr"), ("Berend Tallis", "Mr")],
    "PH": [("Ardith Penhallow", "Prof"), ("Gideon Ferrall", "Prof"), ("Nadia Querimont", "Dr"),
           ("Rufus Ellingwood", "Dr"), ("Yusra Delacombe", "Dr")],
    "CH": [("Florian Maddox-Hale", "Prof"), ("Cerys Lathom", "Dr"), ("Ignatius Brack", "Dr"),
           ("Wilhelmina Strand", "Dr"), ("Teodor Annesley", "Ms")],
    "HI": [("Rosalind Thirkell", "Prof"), ("Ambrose Kettleby", "Dr"), ("Delphine Arkwright", "Dr"),
           ("Matthias Crewe", "Dr"), ("Oona Fairbairn", "Dr")],
    "EN": [("Perpetua Vane", "Prof"), ("Desmond Illingworth", "Dr"), ("Harriet Blackwood-Sty", "Dr"),
           ("Quentin Moorcroft", "Dr"), ("Leontine Farrow", "Ms")],
    "EC": [("Bartholomew Ince", "Prof"), ("Saoirse Kilbride", "Dr"), ("Emeric Tanaka-Wolde", "Dr"),
           ("Philippa Gorse", "Prof"), ("Jasper Hollins", "Dr")],
    "MU": [("Celestine Marrow", "Prof"), ("Auberon Fisk", "Dr"), ("Isolde Brannagh", "Dr"),
           ("Kit Ravensworth", "Mr"), ("Magnus Ostergaard", "Dr")],
}
AREAS = {
    "CS": ["machine learning", "databases", "compilers", "security", "graphics", "distributed systems"],
    "MA": ["algebra", "topology", "statistics", "number theory", "analysis"],
    "PH": ["optics", "astrophysics", "condensed matter", "particle physics", "acoustics"],
    "CH": ["organic synthesis", "catalysis", "spectroscopy", "polymers"],
    "HI": ["medieval history", "maritime history", "economic history", "archives"],
    "EN": ["romantic poetry", "drama", "the novel", "archives"],
    "EC": ["econometrics", "labour markets", "economic history", "game theory", "statistics"],
    "MU": ["composition", "acoustics", "performance", "ethnomusicology"],
}
lect_ids: dict[str, list[str]] = {}
lect_props: dict[str, dict] = {}
n = 0
for dept, people in LECTURERS.items():
    lect_ids[dept] = []
    for fullname, title in people:
        lid = f"l{n}"
        n += 1
        born = rng.randint(1952, 1990)
        joined = min(2024, born + rng.randint(27, 38))
        areas = rng.sample(AREAS[dept], rng.randint(1, 3))
        office = f"{rng.choice('KMOFLQ')}{rng.randint(1, 6)}.{rng.randint(1, 40):02d}"
        props = {"fullName": fullname, "title": title, "born": born, "joined": joined, "researchAreas": areas,
                 "office": office, "tenured": title == "Prof" or rng.random() < 0.55}
        lect_props[lid] = props
        lect_ids[dept].append(lid)
# some gaps
for lid in ["l4", "l13", "l22", "l31", "l38"]:
    del lect_props[lid]["office"]
for lid in ["l9", "l27", "l34", "l19"]:
    del lect_props[lid]["born"]
for dept, ids in lect_ids.items():
    for lid in ids:
        labels = ["Lecturer", "Professor"] if lect_props[lid]["title"] == "Prof" else ["Lecturer"]
        node(lid, labels, lect_props[lid])
        fte = rng.choice([1.0, 1.0, 1.0, 0.8, 0.5])
        rel("MEMBER_OF", lid, f"d{dept}", {"fte": fte})
# joint appointments: two lecturers also belong to a second department
rel("MEMBER_OF", lect_ids["EC"][2], "dMA", {"fte": 0.2})
rel("MEMBER_OF", lect_ids["MU"][4], "dPH", {"fte": 0.3})
# heads of department: a professor of the department, since a date
for dept, ids in lect_ids.items():
    profs = [lid for lid in ids if lect_props[lid]["title"] == "Prof"]
    head = profs[-1]
    y = max(lect_props[head]["joined"] + 3, 2012)
    y = rng.randint(y, 2024) if y <= 2024 else 2024
    rel("HEADS", head, f"d{dept}", {"since": f"{y}-{rng.choice(['08-01', '09-01', '01-01', '10-01'])}"})

# ---------------------------------------------------------------- courses
COURSES = {  # dept: [(code, title or None), ...]
    "CS": [("CS101", "Programming Foundations"), ("CS102", "Discrete Structures"), ("CS201", "Data Structures"),
           ("CS205", "Database Systems"), ("CS310", "Operating Systems"), ("CS330", None),
           ("CS420", "Machine Learning"), ("CS450", "Secure Systems")],
    "MA": [("MA101", "Calculus I"), ("MA110", "Linear Algebra"), ("MA201", "Calculus II"),
           ("MA220", "Probability"), ("MA305", "Topology"), ("MA340", "Statistical Inference"),
           ("MA410", None)],
    "PH": [("PH101", "Mechanics"), ("PH120", "Waves and Optics"), ("PH210", "Electromagnetism"),
           ("PH230", None), ("PH320", "Quantum Physics"), ("PH410", "Astrophysics")],
    "CH": [("CH101", "General Chemistry"), ("CH150", "Lab Skills"), ("CH210", "Organic Chemistry"),
           ("CH260", "Physical Chemistry"), ("CH330", "Spectroscopy"), ("CH440", "Catalysis")],
    "HI": [("HI101", "The Medieval World"), ("HI130", "Empires and Trade"), ("HI220", "Maritime History"),
           ("HI250", None), ("HI340", "Reading the Archive")],
    "EN": [("EN101", "Reading Poetry"), ("EN120", "The Novel"), ("EN210", "Shakespeare and Rivals"),
           ("EN290", "Creative Writing"), ("EN350", "Romantic Poets")],
    "EC": [("EC101", "Principles of Economics"), ("EC110", "Economic Data"), ("EC210", "Microeconomics"),
           ("EC220", "Macroeconomics"), ("EC330", "Econometrics"), ("EC360", None)],
    "MU": [("MU101", "Harmony"), ("MU140", "Ensemble Performance"), ("MU230", "Composition Studio"),
           ("MU310", "Music and Sound"), ("MU320", None)],
}
ASSESS = ["exam", "coursework", "project", "lab", "presentation"]
ROOMS = {"Orrin Hall": "OH", "Kestrel Building": "K", "Marlow Tower": "M", "Fenwick Court": "FC",
         "The Lanthorn": "L", "Quarry Lane Annex": "Q"}
DEPT_BUILDING = {d[0]: d[5] for d in DEPTS}
course_ids: dict[str, list[str]] = {}
course_level: dict[str, int] = {}
course_dept: dict[str, str] = {}
for dept, courses in COURSES.items():
    course_ids[dept] = []
    for code, title in courses:
        cid = f"c{code}"
        level = int(code[2])
        credits = rng.choice([10, 15, 15, 20, 20, 30]) if level < 4 else rng.choice([20, 30])
        assessment = sorted(rng.sample(ASSESS, rng.randint(1, 3)))
        if dept in ("CH", "PH") and "lab" not in assessment and rng.random() < 0.7:
            assessment = sorted(assessment + ["lab"])
        props = {"code": code, "title": title, "level": level, "credits": credits,
                 "elective": level >= 3 and rng.random() < 0.6 or (level < 3 and rng.random() < 0.12),
                 "capacity": rng.choice([30, 40, 60, 80, 120, 150, 200, 240]) if level < 3
                 else rng.choice([20, 25, 30, 40, 60]),
                 "semester": rng.choice(["autumn", "spring", "autumn", "spring", "full year"]),
                 "firstOffered": rng.randint(1975, 2023), "assessment": assessment,
                 "passMark": 40 if level < 4 else 50}
        node(cid, ["Course"], props)
        rel("OFFERED_BY", cid, f"d{dept}")
        b = DEPT_BUILDING[dept] if rng.random() < 0.75 else rng.choice([x[0] for x in BUILDINGS])
        rel("TAUGHT_IN", cid, BID[b], {"room": f"{ROOMS[b]}{rng.randint(0, 5)}.{rng.randint(1, 30):02d}"})
        course_ids[dept].append(cid)
        course_level[cid] = level
        course_dept[cid] = dept
# lecturers-course: TEACHES (1-2 teachers, hours) and COORDINATES (exactly one per course)
for dept, cids in course_ids.items():
    for cid in cids:
        teachers = rng.sample(lect_ids[dept], rng.choice([1, 1, 2, 2, 3]))
        for t in teachers:
            rel("TEACHES", t, cid, {"hoursPerWeek": rng.randint(2, 6)})
        coord = teachers[0] if rng.random() < 0.8 else rng.choice(lect_ids[dept])
        rel("COORDINATES", coord, cid)
# prerequisites: (course)-[:REQUIRES]->(prerequisite)
MATHS_FOR = {"CS": ["cMA101", "cMA110"], "PH": ["cMA101", "cMA201"], "EC": ["cMA220"], "CH": ["cPH101"]}
for dept, cids in course_ids.items():
    for cid in cids:
        lvl = course_level[cid]
        if lvl == 1:
            continue
        lower = [c for c in cids if course_level[c] < lvl]
        k = rng.choice([0, 1, 1, 2]) if lvl == 2 else rng.choice([1, 1, 2])
        pre = rng.sample(lower, min(k, len(lower)))
        if dept in MATHS_FOR and rng.random() < 0.35:
            pre.append(rng.choice(MATHS_FOR[dept]))
        for p in pre:
            rel("REQUIRES", cid, p, {"minGrade": rng.choice([40, 40, 50, 60]), "strict": rng.random() < 0.7})

# ---------------------------------------------------------------- scholarships
SCHOLARSHIPS = [  # name, valuePerYear (int), renewable, funder
    ("Calder Founders' Award", 3000, True, "Calder Reach Foundation"),
    ("Vell Valley Bursary", 1500, False, "Vell Valley Council"),
    ("Ostrander Prize in Mathematics", 2000, False, "Ostrander Trust"),
    ("Greyholt Engineering Scholarship", 4500, True, "Greyholt Industries"),
    ("Maris Access Grant", 1200, True, None),
    ("Heronsgate Music Bursary", 1800, False, "Heronsgate Guild"),
    ("Lampwick Research Studentship", 16500, True, "Lampwick Institute"),
    ("Sable Quay Travel Fund", 750, False, None),
]
for i, (name, value, renewable, funder) in enumerate(SCHOLARSHIPS):
    node(f"s{i}", ["Scholarship"], {"name": name, "valuePerYear": value, "renewable": renewable, "funder": funder})

# ---------------------------------------------------------------- students
FIRST = ["Aled", "Bryony", "Caius", "Dilys", "Esme", "Fintan", "Greer", "Hamza", "Ione", "Jory", "Keziah", "Lorcan",
         "Maelle", "Nye", "Ottilie", "Pim", "Rhosyn", "Soren", "Tamsin", "Ulric", "Verity", "Wendel", "Xanthe",
         "Yestin", "Zelie", "Anouk", "Bastian", "Clemency", "Dashiell", "Elowen", "Ferris", "Gwilym", "Honor",
         "Idris", "Juniper", "Kasimir", "Linnea", "Mabon", "Noor", "Orla", "Perrin", "Quilla", "Ravi", "Sigrid",
         "Thaddeus", "Una", "Vashti", "Wynn"]
LAST = ["Abernathy", "Brightwater", "Carrow", "Dunmore", "Eskdale", "Farrant", "Gillow", "Harcastle", "Inchbald",
        "Jessop", "Kerslake", "Loveday", "Merriman", "Nethercott", "Ormerod", "Pellow", "Quaife", "Rudd",
        "Scarrow", "Trevithen", "Underhay", "Vowles", "Whitlock", "Yelland", "Zennor", "Ashdown", "Bramwell",
        "Coombe", "Dearlove", "Elphick", "Fairweather", "Goodhew"]
COUNTRIES_INT = ["Norway", "India", "Nigeria", "Brazil", "Japan", "Canada", "Germany", "Ghana", "Malaysia",
                 "Chile", "Italy"]
used = set()
students = []  # (sid, dept, joinYear, postgrad)
N_UG, N_PG = 136, 24
sno = 0
for i in range(N_UG + N_PG):
    while True:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in used:
            used.add(name)
            break
    pg = i >= N_UG
    dept = rng.choice(list(COURSES))
    if pg:
        join = rng.choice([2022, 2023, 2023, 2024, 2024, 2025, 2025])
    else:
        join = rng.choice([2022, 2023, 2023, 2024, 2024, 2025, 2025, 2025])
    month_day = rng.choice(["09-15", "09-22", "09-29", "01-12", "09-18"])
    joined = f"{join}-{month_day}"
    year_of_study = 2025 - join + (1 if month_day.startswith("09") else 0)
    year_of_study = max(1, year_of_study)
    international = rng.random() < 0.28
    if international:
        country = rng.choice(COUNTRIES_INT)
    else:
        country = "United Kingdom" if rng.random() < 0.85 else None
    studentno = 2200000 + (join % 100) * 1000 + rng.randint(1, 999)
    while studentno in {s[4] for s in students}:
        studentno += 1
    sid = f"st{i}"
    props = {"studentNo": studentno, "name": name, "joined": joined, "yearOfStudy": year_of_study,
             "international": international, "country": country, "feesPaid": rng.random() < 0.9}
    labels = ["Student"]
    if pg:
        labels.append("Postgraduate")
        prog = rng.choice(["MSc", "MSc", "PhD", "PhD", "MRes"])
        props["programme"] = prog
        if prog == "PhD" and rng.random() < 0.8:
            props["thesisTopic"] = rng.choice(AREAS[dept]).capitalize() + " " + rng.choice(
                ["in practice", "revisited", "at scale", "and its limits", "since 1800", "for beginners"])
    node(sid, labels, props)
    students.append((sid, dept, join, pg, studentno))
    rel("MAJORS_IN", sid, f"d{dept}", {"since": join})
# minors: eight undergraduates also minor in a second department
for sid, dept, _join, _pg, _ in rng.sample([s for s in students if not s[3]], 8):
    other = rng.choice([d for d in COURSES if d != dept])
    rel("MINORS_IN", sid, f"d{other}")

# enrolments: a year's courses at the level of that year; grades for finished years only
all_courses = [c for cs in course_ids.values() for c in cs]
for sid, dept, join, pg, _ in students:
    taken = set()
    if pg:
        years = [y for y in range(join, 2026)][:2]
        for y in years:
            pool = [c for c in course_ids[dept] if course_level[c] >= 3 and c not in taken]
            for c in rng.sample(pool, min(len(pool), rng.randint(1, 2))):
                taken.add(c)
                grade = rng.randint(45, 92) if y < 2025 else None
                rel("ENROLLED_IN", sid, c, {
                    "year": y, "grade": grade, "passed": None if grade is None else grade >= 50,
                    "attendance": round(rng.uniform(0.6, 1.0), 2) if rng.random() < 0.85 else None})
        continue
    for y in range(join, 2026):
        level = y - join + 1
        if level > 4:
            break
        pool = [c for c in course_ids[dept] if course_level[c] == level and c not in taken]
        if not pool:
            pool = [c for c in course_ids[dept] if course_level[c] <= level + 1 and c not in taken]
        picks = rng.sample(pool, min(len(pool), rng.randint(1, 3)))
        if rng.random() < 0.3:
            extra = [c for c in all_courses if course_dept[c] != dept and course_level[c] <= level and c not in taken]
            picks.append(rng.choice(extra))
        for c in picks:
            taken.add(c)
            grade = None
            if y < 2025:
                grade = max(18, min(97, int(rng.gauss(61, 13))))
            passmark = 40 if course_level[c] < 4 else 50
            rel("ENROLLED_IN", sid, c, {
                "year": y, "grade": grade, "passed": None if grade is None else grade >= passmark,
                "attendance": round(rng.uniform(0.45, 1.0), 2) if rng.random() < 0.85 else None})

# supervision: each postgraduate SUPERVISED_BY one or two lecturers of their department
for sid, dept, join, pg, _ in students:
    if not pg:
        continue
    sups = rng.sample(lect_ids[dept], rng.choice([1, 1, 2]))
    for k, lid in enumerate(sups):
        rel("SUPERVISED_BY", sid, lid, {"since": f"{join}-10-0{rng.randint(1, 9)}", "primary": k == 0})

# scholarships held
for sid, dept, join, pg, _ in rng.sample(students, 26):
    si = rng.randrange(len(SCHOLARSHIPS))
    if pg and rng.random() < 0.5:
        si = 6
    if dept == "MU" and rng.random() < 0.6:
        si = 5
    if dept == "MA" and rng.random() < 0.6:
        si = 2
    rel("HOLDS", sid, f"s{si}", {"awarded": f"{join}-{rng.choice(['08-20', '09-05', '10-14', '11-30'])}",
                                 "amount": round(SCHOLARSHIPS[si][1] * rng.choice([1.0, 1.0, 0.5, 0.75]), 2)})

graph = {"nodes": nodes, "relationships": rels, "date_keys": ["joined", "since", "awarded"]}
out = Path(__file__).with_name("graph.json")
out.write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
labels = Counter(lab for nd in nodes for lab in nd["labels"])
types = Counter(r["type"] for r in rels)
print(f"{len(nodes)} nodes, {len(rels)} relationships")
print(dict(labels))
print(dict(types))
