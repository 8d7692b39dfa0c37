#!/usr/bin/env python3
"""Write graph.json: an invented regional public-library network, Fenholt Valley Libraries.

    python3 make_graph.py      # writes graph.json next to this file and prints the counts

Standard library only, a fixed seed and no clock, so every run writes the same file. Every name is invented.
Format (read by ../propgraph/load.py): "nodes" (id, labels, properties), "relationships" (type, start, end,
properties) and "date_keys" (string values of these keys become Neo4j dates). Missing values are left out.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
R = random.Random(1212)
DATE_KEYS = ["acquired", "since", "loanedOn", "dueOn", "returnedOn", "placedOn", "date"]
LAST_DAY = dt.date(2025, 10, 31)

nodes: list[dict] = []
rels: list[dict] = []


def node(nid: str, labels: list[str], props: dict) -> dict:
    n = {"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}}
    nodes.append(n)
    return n


def rel(kind: str, start: str, end: str, props: dict | None = None) -> None:
    rels.append({"type": kind, "start": start, "end": end,
                 "properties": {k: v for k, v in (props or {}).items() if v is not None}})


def day(lo: dt.date, hi: dt.date) -> dt.date:
    return lo + dt.timedelta(days=R.randint(0, (hi - lo).days))


# --- branches: code is a string key; the mobile library also carries :Mobile -----------------------------------
WEEK = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
BRANCHES = [  # code, name, town, openedYear, floorAreaM2, seats, hasParking, hasCafe, closed days
    ("FV-01", "Fenholt Central Library", "Fenholt", 1968, 2450, 180, True, True, ["Sun"]),
    ("FV-02", "Ashcombe Library", "Ashcombe", 1987, 640, 42, True, False, ["Sun", "Wed"]),
    ("FV-03", "Brindle Cross Library", "Brindle Cross", 2004, 910, 66, False, True, ["Sun"]),
    ("FV-04", "Marrowby Library", "Marrowby", 1952, 380, 24, False, False, ["Sun", "Mon", "Thu"]),
    ("FV-05", "Quillsey Library", "Quillsey", 2019, 1220, 95, True, True, []),
    ("FV-06", "Ottery Green Library", "Ottery Green", 1975, 520, 30, True, False, ["Sun", "Mon"]),
    ("FV-07", "The Wanderer", None, 2011, None, None, False, False, ["Sat", "Sun"]),
]
for code, name, town, opened, area, seats, parking, cafe, closed in BRANCHES:
    node(code, ["Branch", "Mobile"] if town is None else ["Branch"],
         {"code": code, "name": name, "town": town, "openedYear": opened, "floorAreaM2": area, "seats": seats,
          "hasParking": parking, "hasCafe": cafe, "openDays": [d for d in WEEK if d not in closed]})
STATIC = [b[0] for b in BRANCHES if b[2] is not None]
TOWNS = [b[2] for b in BRANCHES if b[2] is not None]

# --- subjects: code is an int class number; SUBTOPIC_OF is a self-relationship ---------------------------------
SUBJECTS = [  # id, heading, code, parents
    ("S1", "Fiction", 800, []), ("S2", "Crime Fiction", 813, ["S1"]), ("S3", "Fantasy", 823, ["S1"]),
    ("S4", "Historical Fiction", 824, ["S1", "S5"]), ("S5", "History", 900, []), ("S6", "Local History", 942, ["S5"]),
    ("S7", "Military History", 355, ["S5"]), ("S8", "Science", 500, []), ("S9", "Astronomy", 520, ["S8"]),
    ("S10", "Natural History", 508, ["S8"]), ("S11", "Technology", 600, []), ("S12", "Gardening", 635, ["S11"]),
    ("S13", "Cookery", 641, ["S11"]), ("S14", "Computing", 5, ["S11"]), ("S15", "Arts", 700, []),
    ("S16", "Music", 780, ["S15"]), ("S17", "Cosy Crime", 814, ["S2"]),
]
for sid, heading, code, parents in SUBJECTS:
    node(sid, ["Subject"], {"heading": heading, "code": code})
    for p in parents:
        rel("SUBTOPIC_OF", sid, p)
LEAVES = [s[0] for s in SUBJECTS if s[0] not in {"S1", "S5", "S8", "S11", "S15", "S2"}]

# --- authors: the name is in fullName ----------------------------------------------------------------------------
FIRST = ["Ada", "Bram", "Celia", "Dorian", "Elspeth", "Fenn", "Greta", "Hollis", "Ines", "Jory", "Kester", "Linnea",
         "Marek", "Nesta", "Orrin", "Petra", "Quentin", "Rosalind", "Sefton", "Tamsin", "Ulric", "Verity", "Wendel",
         "Yara", "Zeno", "Agnes", "Bastian", "Cressida", "Dafydd", "Eirlys"]
LAST = ["Ashgrove", "Blackmere", "Corrick", "Dunmore", "Ellery", "Foxwell", "Garside", "Hatherley", "Ivesdale",
        "Jessop", "Kellaway", "Lowther", "Merriman", "Northcote", "Oakhurst", "Pennock", "Quarrie", "Rendle",
        "Stellan", "Thackeray", "Underhill", "Vosper", "Whitlock", "Yelland", "Zander", "Brightwater", "Calloway"]
NATIONS = ["British", "Irish", "Canadian", "Australian", "Norwegian", "Polish", "French", "American"]
author_ids = []
used = set()
for i in range(40):
    while True:
        full = f"{R.choice(FIRST)} {R.choice(LAST)}"
        if full not in used:
            used.add(full)
            break
    born = R.randint(1931, 1994) if R.random() > 0.15 else None
    aid = f"A{i + 1:02d}"
    author_ids.append(aid)
    node(aid, ["Author"], {"fullName": full, "bornYear": born,
                           "nationality": R.choice(NATIONS) if R.random() > 0.12 else None,
                           "living": (born is None or born > 1945) and R.random() > 0.1})

# --- items: title names them; format decides pages/lengthHours/runtimeMin; :ReferenceOnly can't be borrowed -------
ADJ = ["Salt", "Quiet", "Iron", "Hollow", "Amber", "Winter", "Lantern", "Crooked", "Silver", "Drowned", "Paper",
       "Northern", "Burning", "Glass", "Velvet", "Lost", "Copper", "Hidden", "Midnight", "Tidal"]
NOUN = ["Orchard", "Harbour", "Ledger", "Meadow", "Cartographer", "Bellfounder", "Archive", "Lighthouse", "Garden",
        "Signal", "Kingdom", "Ferryman", "Almanac", "Weir", "Observatory", "Cellar", "Choir", "Compass"]
PLURAL = {"Ferryman": "Ferrymen", "Observatory": "Observatories", "Compass": "Compasses", "Almanac": "Almanacs"}
FORMATS = ["book"] * 78 + ["audiobook"] * 12 + ["DVD"] * 12 + ["large print"] * 8
R.shuffle(FORMATS)
LANGS = ["English"] * 17 + ["Welsh", "Polish", "French"]
titles: set[str] = set()
items = []  # (id, format, acquired, loanable, branch)
for i, fmt in enumerate(FORMATS):
    while True:
        t = f"The {R.choice(ADJ)} {R.choice(NOUN)}" if R.random() < 0.6 else f"{PLURAL.get(n := R.choice(NOUN), n + 's')} of {R.choice(ADJ)}"
        if t not in titles:
            titles.add(t)
            break
    iid = f"I{i + 1:03d}"
    acquired = day(dt.date(2015, 1, 1), dt.date(2025, 6, 30))
    reference = fmt == "book" and i % 9 == 4
    props = {"title": t, "itemNo": 7001 + i * 3 + R.randint(0, 2), "format": fmt,
             "published": R.randint(1962, 2025) if fmt != "DVD" else R.randint(1985, 2024),
             "acquired": acquired.isoformat(), "language": R.choice(LANGS),
             "replacementCostEur": round(R.uniform(6, 45), 2)}
    props["published"] = min(props["published"], acquired.year)
    if fmt in ("book", "large print"):
        props["pages"] = R.randint(96, 720) if R.random() > 0.1 else None
    elif fmt == "audiobook":
        props["lengthHours"] = round(R.uniform(3, 22), 1)
        props["narrator"] = f"{R.choice(FIRST)} {R.choice(LAST)}"
    else:
        props["runtimeMin"] = R.randint(78, 175)
    props["condition"] = R.choice(["new", "good", "good", "good", "worn", "damaged"]) if R.random() > 0.08 else None
    branch = R.choice(STATIC + ["FV-07"] + STATIC[:2])
    node(iid, ["Item", "ReferenceOnly"] if reference else ["Item"], props)
    rel("SHELVED_AT", iid, branch, {"shelfMark": f"{R.choice(['A', 'B', 'C', 'D'])}{R.randint(1, 40)}",
                                    "copies": 1 if reference else R.choice([1, 1, 1, 2, 2, 3])})
    items.append((iid, fmt, acquired, not reference, branch))
    if fmt != "DVD":
        authors = R.sample(author_ids, 2 if R.random() < 0.14 else 1)
        for k, a in enumerate(authors):
            rel("WRITTEN_BY", iid, a, {"role": "author" if k == 0 else R.choice(["co-author", "illustrator"])})
    for s in R.sample(LEAVES, 2 if R.random() < 0.33 else 1):
        rel("ABOUT", iid, s)

# --- patrons: :Volunteer on a few; town is text, the branch is a relationship -----------------------------------
PFIRST = ["Alys", "Benedict", "Carys", "Declan", "Edith", "Felix", "Gwen", "Harvey", "Isla", "Jonah", "Keira", "Lewis",
          "Mabli", "Nico", "Olwen", "Piers", "Rhian", "Seth", "Tilly", "Vaughan", "Wren", "Xander", "Yusuf", "Zofia"]
PLAST = ["Abbott", "Bevan", "Chadwick", "Dacre", "Evans", "Fairlie", "Gittins", "Howell", "Iqbal", "Jenkin", "Kowal",
         "Llewellyn", "Mostyn", "Nash", "Owain", "Pryce", "Roper", "Skerratt", "Trevithick", "Vane", "Wadley"]
patrons = []
pnames: set[str] = set()
for i in range(90):
    while True:
        nm = f"{R.choice(PFIRST)} {R.choice(PLAST)}"
        if nm not in pnames:
            pnames.add(nm)
            break
    pid = f"P{i + 1:03d}"
    born = R.randint(1938, 2017)
    junior = born >= 2009
    volunteer = not junior and i % 11 == 3
    props = {"name": nm, "cardNo": 20001 + i * 7 + R.randint(0, 5), "birthYear": born if R.random() > 0.1 else None,
             "town": R.choice(TOWNS) if R.random() > 0.07 else None, "maxLoans": 5 if junior else R.choice([10, 10, 15]),
             "feesOwedEur": float(round(R.choice([0, 0, 0, 0, 0.6, 1.2, 2.4, 3.5, 7.8]) + R.choice([0, 0, 0.4]), 2)),
             "newsletter": R.random() < 0.45}
    if volunteer:
        props["volunteerSince"] = R.randint(2015, 2025)
    node(pid, ["Patron", "Volunteer"] if volunteer else ["Patron"], props)
    since = day(dt.date(2012, 1, 1), dt.date(2025, 6, 30))
    rel("REGISTERED_AT", pid, R.choice(STATIC + STATIC[:1]), {"since": since.isoformat()})
    patrons.append((pid, junior, since, R.random() ** 1.6))  # last: how keen a borrower

# --- staff: WORKS_AT.since is an int year; REPORTS_TO is a self-relationship -------------------------------------
STAFF = [  # name, staffNo, role, branch, hoursPerWeek, fullTime, since
    ("Marguerite Olsson", "FV-S01", "head librarian", "FV-01", 37.5, True, 2009),
    ("Tobias Fenwick", "FV-S02", "librarian", "FV-01", 37.5, True, 2014),
    ("Anwen Castell", "FV-S03", "library assistant", "FV-01", 22.5, False, 2019),
    ("Rafferty Doyle", "FV-S04", "IT officer", "FV-01", 37.5, True, 2016),
    ("Saoirse Lindqvist", "FV-S05", "outreach officer", "FV-01", 30.0, False, 2021),
    ("Gideon Marsh", "FV-S06", "branch manager", "FV-02", 37.5, True, 2012),
    ("Philippa Rook", "FV-S07", "library assistant", "FV-02", 18.0, False, 2023),
    ("Emrys Talbot", "FV-S08", "branch manager", "FV-03", 37.5, True, 2015),
    ("Lowenna Price", "FV-S09", "librarian", "FV-03", 30.0, False, 2018),
    ("Cuthbert Ames", "FV-S10", "library assistant", "FV-03", 15.0, False, 2024),
    ("Honor Whitby", "FV-S11", "branch manager", "FV-04", 30.0, False, 2010),
    ("Idris Fairweather", "FV-S12", "branch manager", "FV-05", 37.5, True, 2019),
    ("Juniper Hale", "FV-S13", "librarian", "FV-05", 37.5, True, 2020),
    ("Kit Aldous", "FV-S14", "library assistant", "FV-05", 20.0, False, 2022),
    ("Morwenna Stroud", "FV-S15", "branch manager", "FV-06", 37.5, True, 2013),
    ("Osian Barlow", "FV-S16", "library assistant", "FV-06", None, False, 2025),
    ("Perpetua Vance", "FV-S17", "mobile librarian", "FV-07", 37.5, True, 2011),
    ("Quinlan Reyes", "FV-S18", "driver", "FV-07", 25.0, False, 2017),
]
manager = {"FV-01": "FV-S01", "FV-02": "FV-S06", "FV-03": "FV-S08", "FV-04": "FV-S11", "FV-05": "FV-S12",
           "FV-06": "FV-S15", "FV-07": "FV-S17"}
for name, no, role, branch, hours, full, since in STAFF:
    node(no, ["Staff"], {"name": name, "staffNo": no, "role": role, "hoursPerWeek": hours, "fullTime": full})
    rel("WORKS_AT", no, branch, {"since": since})
    boss = manager[branch] if manager[branch] != no else ("FV-S01" if no != "FV-S01" else None)
    if boss:
        rel("REPORTS_TO", no, boss)

# --- events: TAKES_PLACE_AT a branch, RUN by staff, FEATURES authors; patrons ATTENDED ----------------------------
EVENTS = [  # title, kind, date, branch, staff, audience, capacity, price, authors
    ("Spring Story Hour", "story time", "2024-03-16", "FV-02", "FV-S07", ["children"], 25, 0.0, []),
    ("Meet the Author: Lanterns and Ledgers", "author talk", "2024-04-11", "FV-01", "FV-S05", ["adults"], 80, 5.0, [0]),
    ("Family History Workshop", "workshop", "2024-05-08", "FV-04", "FV-S11", ["adults"], 12, 3.0, []),
    ("Code Club for Beginners", "workshop", "2024-06-22", "FV-05", "FV-S04", ["teens"], 16, 0.0, []),
    ("Summer Reading Launch", "story time", "2024-07-13", "FV-01", "FV-S03", ["children", "adults"], 60, 0.0, []),
    ("Crime Night Book Club", "book club", "2024-09-19", "FV-03", "FV-S09", ["adults"], 14, 0.0, []),
    ("Stargazing Talk", "talk", "2024-10-24", "FV-06", "FV-S15", ["teens", "adults"], 35, 2.5, []),
    ("Halloween Tales", "story time", "2024-10-30", "FV-05", "FV-S14", ["children"], 30, 0.0, []),
    ("Poetry Evening with Two Voices", "author talk", "2024-11-14", "FV-03", "FV-S08", ["adults"], 40, 4.0, [1, 2]),
    ("Winter Film Night", "film night", "2024-12-12", "FV-01", "FV-S02", ["adults", "teens"], 90, 3.0, []),
    ("Seed Swap and Garden Chat", "workshop", "2025-03-01", "FV-02", "FV-S06", ["adults"], 20, 0.0, []),
    ("Digital Skills Drop-in", "workshop", "2025-03-18", "FV-01", "FV-S04", ["adults"], 10, 0.0, []),
    ("Meet the Author: The Tidal Almanac", "author talk", "2025-04-10", "FV-05", "FV-S12", ["adults"], 70, 6.0, [3]),
    ("Lego Build Saturday", "activity", "2025-05-17", "FV-06", "FV-S16", ["children"], 18, 1.0, []),
    ("Local History Walk", "talk", "2025-06-07", "FV-04", "FV-S11", ["adults"], 15, 0.0, []),
    ("Teen Writers Circle", "workshop", "2025-07-09", "FV-03", "FV-S10", ["teens"], 12, 0.0, []),
    ("Summer Reading Finale", "story time", "2025-08-30", "FV-01", "FV-S05", ["children", "adults"], 60, 0.0, []),
    ("Cosy Crime Book Club", "book club", "2025-09-25", "FV-02", "FV-S07", ["adults"], 14, 0.0, []),
    ("Meet the Author: Northern Signals", "author talk", "2025-10-09", "FV-01", "FV-S02", ["adults"], 80, 5.0, [4]),
    ("Autumn Music Afternoon", "concert", "2025-10-25", "FV-05", "FV-S13", ["adults", "children"], 50, 4.5, []),
]
featured = R.sample(author_ids, 5)
for i, (title, kind, date, branch, staff, aud, cap, price, auths) in enumerate(EVENTS):
    eid = f"E{i + 1:02d}"
    node(eid, ["Event"], {"title": title, "kind": kind, "date": date, "audience": aud, "capacity": cap,
                          "ticketPriceEur": price, "free": price == 0.0})
    rel("TAKES_PLACE_AT", eid, branch)
    rel("RUNS", staff, eid)
    for a in auths:
        rel("FEATURES", eid, featured[a])
    when = dt.date.fromisoformat(date)
    fits = [p for p in patrons if p[2] <= when and (p[1] == ("children" in aud and "adults" not in aud)
                                                    or "adults" in aud or "teens" in aud)]
    seats = 0
    for p in R.sample(fits, min(len(fits), R.randint(2, 10))):
        booked = R.choice([1, 1, 1, 2, 2, 3, 4]) if "children" in aud else R.choice([1, 1, 2])
        if seats + booked > cap:
            break
        seats += booked
        rel("ATTENDED", p[0], eid, {"bookedSeats": booked,
                                    "feedback": R.randint(2, 5) if R.random() < 0.4 else None})

# --- loans: BORROWED per item, one after another, never overlapping; open loans have no returnedOn ---------------
weights = [p[3] for p in patrons]
on_loan = []
for iid, fmt, acquired, loanable, _branch in items:
    if not loanable:
        continue
    t = max(acquired, dt.date(2023, 1, 1)) + dt.timedelta(days=R.randint(0, 200))
    popularity = R.random()
    while t < LAST_DAY - dt.timedelta(days=3):
        p = R.choices(patrons, weights)[0]
        if p[2] > t:
            t += dt.timedelta(days=30)
            continue
        period = 7 if fmt == "DVD" else 21
        renewals = R.choice([0, 0, 0, 0, 1, 1, 2])
        due = t + dt.timedelta(days=period * (1 + renewals))
        back = t + dt.timedelta(days=R.randint(2, period * (1 + renewals) + 12))
        props = {"loanedOn": t.isoformat(), "dueOn": due.isoformat(), "renewals": renewals}
        if t >= dt.date(2025, 6, 1) and R.random() < 0.3:
            back = LAST_DAY + dt.timedelta(days=1)  # never came back: still out, maybe overdue
        if back <= LAST_DAY:
            late = max(0, (back - due).days)
            props["returnedOn"] = back.isoformat()
            props["fineEur"] = round(min(late * (0.5 if fmt == "DVD" else 0.2), 5.0), 2)
        else:
            on_loan.append((iid, p[0]))
        rel("BORROWED", p[0], iid, props)
        if back > LAST_DAY:
            break
        t = back + dt.timedelta(days=R.randint(20, 90) + int(600 * (1 - popularity)))

# --- holds: ON_HOLD_FOR reads item -> patron (backwards from "which books has X reserved") ------------------------
NAMES = {b[0]: b[1] for b in BRANCHES}
for iid, borrower in R.sample(on_loan, min(len(on_loan), 22)):
    queue = R.sample([p for p in patrons if p[0] != borrower], R.choice([1, 1, 2, 3]))
    placed = day(dt.date(2025, 8, 1), dt.date(2025, 10, 20))
    for pos, p in enumerate(queue, start=1):
        rel("ON_HOLD_FOR", iid, p[0], {"placedOn": placed.isoformat(), "queuePosition": pos,
                                      "pickupAt": NAMES[R.choice(STATIC)]})
        placed += dt.timedelta(days=R.randint(1, 9))


def main() -> None:
    graph = {"nodes": nodes, "relationships": rels, "date_keys": DATE_KEYS}
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    by_label: dict[str, int] = {}
    for n in nodes:
        for lab in n["labels"]:
            by_label[lab] = by_label.get(lab, 0) + 1
    by_type: dict[str, int] = {}
    for r in rels:
        by_type[r["type"]] = by_type.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes {by_label}")
    print(f"{len(rels)} relationships {by_type}")


if __name__ == "__main__":
    main()
