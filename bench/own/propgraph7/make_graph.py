#!/usr/bin/env python3
"""Write graph.json: an invented regional public-transport network (rail, tram and bus).

Standard library only, fixed seed, no clock: the same file every run.

    python3 make_graph.py [--out graph.json]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
from collections import Counter
from pathlib import Path

SEED = 7207

PREFIX = ["Ash", "Bram", "Cor", "Dun", "Ell", "Fen", "Glen", "Hol", "Ket", "Lind", "Mar", "Nor", "Orm", "Pel",
          "Quen", "Ros", "Sel", "Thorn", "Ud", "Vell", "Wick", "Yar", "Bex", "Calder", "Drum", "Eske", "Gorse",
          "Hask", "Imber", "Lorne"]
SUFFIX = ["ford", "by", "wick", "ham", "ton", "mere", "stead", "well", "cote", "holm", "ley", "bridge"]
QUALIFIER = ["", "", "", "", " Central", " Road", " Park", " Parkway", " Market", " Quay", " Hill", " North",
             " South", " Cross"]
FACILITIES = ["lift", "toilets", "ticket office", "bike racks", "cafe", "parking", "waiting room"]
FIRST = ["Ada", "Bram", "Cora", "Dev", "Elsa", "Finn", "Greta", "Hal", "Ines", "Joss", "Kit", "Lena", "Milo",
         "Nia", "Otto", "Pia", "Rafe", "Sana", "Tam", "Una", "Vic", "Wren", "Yusuf", "Zola", "Arlo", "Bea",
         "Cas", "Dora", "Emil", "Fay"]
LAST = ["Harrowby", "Quillon", "Marsk", "Tevenor", "Oakhurst", "Pellan", "Draycombe", "Solvik", "Ferrant",
        "Gilmour", "Hesketh", "Ivers", "Jandry", "Kelloway", "Lusk", "Morrow", "Nettlefold", "Ostrand",
        "Prideaux", "Renwick", "Sallow", "Torvald", "Umber", "Vantree", "Whitlow", "Yelland", "Brisco", "Cawley"]

# (ref, mode, name, colour, stops, opened, nightService, peakHeadwayMin)
LINES = [
    ("S1", "rail", "Vell Valley Line", "red", 10, 1871, True, 15),
    ("S2", "rail", "Coastway", "blue", 9, 1886, False, 20),
    ("S3", "rail", "Moorland Line", "green", 8, 1902, False, 30),
    ("S4", "rail", "Airport Link", "purple", 6, 1998, True, 10),
    ("T1", "tram", "Harbour Tram", "orange", 8, 1994, False, 6),
    ("T2", "tram", "University Tram", "yellow", 7, 2003, True, 8),
    ("T3", "tram", None, "pink", 6, 2016, False, 10),
    ("7", "bus", None, "grey", 7, 1958, True, 12),
    ("12", "bus", None, "grey", 6, 1962, False, 15),
    ("21", "bus", None, "grey", 7, 1971, False, 20),
    ("33", "bus", "Orbital", "teal", 8, 1989, True, 10),
    ("40", "bus", None, "grey", 6, 1995, False, 30),
    ("56", "bus", None, "grey", 5, 2008, False, 20),
    ("88", "bus", "Night Owl", "black", 6, 2011, True, 60),
]

OPERATORS = [
    ("Vellridge Rail", 1994, False, "Corford"),
    ("Metrolynx Trams", 1992, True, "Marwick"),
    ("Greyfell Buses", 1986, False, "Dunholm"),
    ("County Link Coaches", 2005, True, "Selby Cross"),
]
RUNS = {"S1": 0, "S2": 0, "S3": 0, "S4": 0, "T1": 1, "T2": 1, "T3": 1,
        "7": 2, "12": 2, "21": 2, "33": 3, "40": 2, "56": 3, "88": 3}

DEPOTS = [  # name, town, capacity, opened (int year), covered, mode
    ("Corford Yard", "Corford", 30, 1911, True, "rail"),
    ("Pelstead Sidings", "Pelstead", 18, 1964, False, "rail"),
    ("Marwick Tram Depot", "Marwick", 24, 1993, True, "tram"),
    ("Dunholm Garage", "Dunholm", 40, 1952, True, "bus"),
    ("Eskeley Bus Park", "Eskeley", 25, 1999, False, "bus"),
    ("Quenmere Garage", "Quenmere", 20, 2009, True, "bus"),
]

MODELS = {
    "rail": [("Argent 330", 220, "electric"), ("Argent 158", 140, "diesel"), ("Stellar DMU", 180, "diesel"),
             ("Kestrel EMU", 260, "electric")],
    "tram": [("Lumen T5", 70, "electric"), ("Citylink 400", 84, "electric")],
    "bus": [("Harrier 12", 45, "diesel"), ("Harrier 12H", 43, "hybrid"), ("Volta E10", 38, "electric"),
            ("Aurel H2", 41, "hydrogen"), ("Midi 9", 29, "diesel")],
}

INCIDENT_KINDS = ["signal fault", "vehicle breakdown", "severe weather", "trespass", "power outage",
                  "collision", "staff shortage", "medical emergency"]


def iso(d: dt.date) -> str:
    return d.isoformat()


def rand_date(rng: random.Random, start: dt.date, end: dt.date) -> dt.date:
    return start + dt.timedelta(days=rng.randint(0, (end - start).days))


def build() -> dict:
    rng = random.Random(SEED)
    nodes, rels = [], []

    # ---- station names (unique)
    names, seen = [], set()
    while len(names) < 80:
        base = (rng.choice(PREFIX) + rng.choice(SUFFIX)).replace("lll", "ll")
        name = base + rng.choice(QUALIFIER)
        if name in seen or any(n.split(" ")[0] == base for n in names):
            continue
        seen.add(name)
        names.append(name)

    # ---- line routes: hubs shared by several lines
    hubs = names[:9]
    pool = names[9:]
    routes: dict[str, list[str]] = {}
    hub_plan = {
        "S1": [0, 1, 2], "S2": [0, 3, 4], "S3": [1, 5], "S4": [0, 6], "T1": [2, 3, 7], "T2": [1, 7, 8],
        "T3": [5, 8], "7": [2, 4], "12": [6, 3], "21": [7, 5], "33": [0, 4, 8], "40": [6], "56": [8, 3],
        "88": [2, 0],
    }
    pi = 0
    for ref, _mode, _, _, stops, *_ in LINES:
        seq = [hubs[h] for h in hub_plan[ref]]
        while len(seq) < stops:
            seq.append(pool[pi])
            pi += 1
        first, rest = seq[0], seq[1:]
        rng.shuffle(rest)
        seq = [rest[0], first] + rest[1:] if ref in ("S1", "T1", "33") else [first] + rest
        routes[ref] = seq
    used = set(s for seq in routes.values() for s in seq)
    station_names = [n for n in names if n in used]

    modes_at: dict[str, set[str]] = {n: set() for n in station_names}
    lines_at: Counter = Counter()
    mode_of = {row[0]: row[1] for row in LINES}
    for ref, seq in routes.items():
        for s in seq:
            modes_at[s].add(mode_of[ref])
            lines_at[s] += 1

    sid = {}
    for i, name in enumerate(station_names):
        ms = modes_at[name]
        props: dict = {"name": name, "zone": rng.choice([1, 1, 2, 2, 3, 3, 4])}
        if "rail" in ms:
            props["opened"] = iso(rand_date(rng, dt.date(1862, 1, 1), dt.date(1975, 12, 31)))
            props["platforms"] = rng.choice([2, 2, 2, 3, 4, 6])
        elif "tram" in ms:
            props["opened"] = iso(rand_date(rng, dt.date(1993, 1, 1), dt.date(2019, 12, 31)))
        elif rng.random() < 0.5:
            props["opened"] = iso(rand_date(rng, dt.date(1950, 1, 1), dt.date(2022, 12, 31)))
        if "rail" in ms or "tram" in ms or rng.random() < 0.3:
            k = rng.randint(1, 5) if "rail" in ms else rng.randint(1, 3)
            props["facilities"] = sorted(rng.sample(FACILITIES, k))
        props["stepFree"] = rng.random() < (0.75 if ("tram" in ms or "bus" in ms) else 0.45)
        if "rail" in ms or "tram" in ms or rng.random() < 0.4:
            props["dailyEntries"] = rng.randint(300, 9000) * (3 if lines_at[name] > 1 else 1)
        labels = ["Station"]
        if len(ms) >= 2:
            labels.append("Interchange")
        nid = f"st{i}"
        sid[name] = nid
        nodes.append({"id": nid, "labels": labels, "properties": props})

    # ---- lines
    for ref, mode, lname, colour, _stops, opened, night, headway in LINES:
        props = {"ref": ref, "mode": mode, "colour": colour, "opened": opened, "nightService": night,
                 "peakHeadwayMin": headway}
        if lname:
            props["name"] = lname
        nodes.append({"id": f"ln{ref}", "labels": ["Line"], "properties": props})

    # ---- stop-to-stop links (one way, deduplicated on the unordered pair), calls, termini
    pairs: set[frozenset] = set()
    per_line_km: dict[str, float] = {}
    for ref, seq in routes.items():
        mode = mode_of[ref]
        km = 0.0
        for j, s in enumerate(seq):
            props = {"seq": j + 1}
            if mode == "rail":
                props["platform"] = rng.randint(1, 4)
            rels.append({"type": "CALLS_AT", "start": f"ln{ref}", "end": sid[s], "properties": props})
        for a, b in zip(seq, seq[1:], strict=False):
            dist = round(rng.uniform(2.0, 9.5) if mode == "rail" else rng.uniform(0.4, 2.6), 1)
            km += dist
            key = frozenset((a, b))
            if key in pairs:
                continue
            pairs.add(key)
            speed = {"rail": 1.1, "tram": 0.35, "bus": 0.3}[mode]
            minutes = max(1, round(dist / speed + rng.randint(0, 2)))
            rels.append({"type": "NEXT_STOP", "start": sid[a], "end": sid[b],
                         "properties": {"minutes": minutes, "distanceKm": dist}})
        per_line_km[ref] = round(km, 1)
        rels.append({"type": "STARTS_AT", "start": f"ln{ref}", "end": sid[seq[0]], "properties": {}})
        rels.append({"type": "ENDS_AT", "start": f"ln{ref}", "end": sid[seq[-1]], "properties": {}})
    for n in nodes:
        if "Line" in n["labels"]:
            n["properties"]["lengthKm"] = per_line_km[n["properties"]["ref"]]

    # ---- operators
    for i, (oname, founded, public, hq) in enumerate(OPERATORS):
        props = {"name": oname, "founded": founded, "publicOwned": public}
        if i != 3:
            props["headOffice"] = hq
        nodes.append({"id": f"op{i}", "labels": ["Operator"], "properties": props})
    for ref, oi in RUNS.items():
        props = {"contractUntil": rng.choice([2027, 2028, 2029, 2030, 2031, 2033])}
        rels.append({"type": "RUNS", "start": f"op{oi}", "end": f"ln{ref}", "properties": props})

    # ---- depots
    for i, (dname, town, cap, opened, covered, _) in enumerate(DEPOTS):
        nodes.append({"id": f"dp{i}", "labels": ["Depot"],
                      "properties": {"name": dname, "town": town, "capacity": cap, "opened": opened,
                                     "covered": covered}})

    # ---- vehicles
    lines_by_mode = {m: [row[0] for row in LINES if row[1] == m] for m in ("rail", "tram", "bus")}
    depots_by_mode = {m: [i for i, d in enumerate(DEPOTS) if d[5] == m] for m in ("rail", "tram", "bus")}
    counts = {"rail": 18, "tram": 14, "bus": 40}
    base_no = {"rail": 3001, "tram": 501, "bus": 1101}
    for mode in ("rail", "tram", "bus"):
        nos = sorted(rng.sample(range(base_no[mode], base_no[mode] + counts[mode] * 3), counts[mode]))
        for k, no in enumerate(nos):
            model, seats, fuel = rng.choice(MODELS[mode])
            status = "active"
            r = rng.random()
            if r < 0.1:
                status = "withdrawn"
            elif r < 0.22:
                status = "reserve"
            props = {"fleetNo": no, "type": {"rail": "train", "tram": "tram", "bus": "bus"}[mode], "model": model, "seats": seats + rng.choice([0, 0, -2, 2, 4]),
                     "built": rng.randint(1984 if mode == "rail" else 1995, 2024),
                     "fuel": fuel, "lowFloor": mode != "rail" and rng.random() < 0.85, "status": status}
            if rng.random() < 0.8:
                props["odometerKm"] = rng.randint(20, 1600) * 1000 if mode != "bus" else rng.randint(10, 900) * 1000
            vid = f"vh{no}"
            nodes.append({"id": vid, "labels": ["Vehicle"], "properties": props})
            d = depots_by_mode[mode][k % len(depots_by_mode[mode])] if mode != "bus" else rng.choice(
                depots_by_mode[mode])
            rels.append({"type": "KEPT_AT", "start": vid, "end": f"dp{d}", "properties": {}})
            if status == "active":
                ln = lines_by_mode[mode][k % len(lines_by_mode[mode])]
                since = rand_date(rng, dt.date(max(props["built"], 2012), 1, 1), dt.date(2025, 6, 30))
                rels.append({"type": "ASSIGNED_TO", "start": vid, "end": f"ln{ln}",
                             "properties": {"since": iso(since)}})

    # ---- staff
    roles = ["driver"] * 6 + ["conductor", "controller", "engineer", "inspector"]
    used_names = set()
    staff_ids = []
    for i in range(60):
        while True:
            full = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if full not in used_names:
                used_names.add(full)
                break
        role = rng.choice(roles)
        oi = rng.choice([0, 0, 1, 1, 2, 2, 2, 3])
        if role == "conductor":
            oi = 0
        props = {"fullName": full, "role": role,
                 "hired": iso(rand_date(rng, dt.date(1991, 1, 1), dt.date(2025, 9, 30)))}
        if rng.random() < 0.9:
            props["born"] = rng.randint(1962, 2003)
        if role == "driver":
            props["licenceClass"] = {0: "Train", 1: "Tram", 2: "D", 3: "D"}[oi] if rng.random() < 0.9 else None
            if props["licenceClass"] is None:
                del props["licenceClass"]
        sid_ = f"sf{i}"
        staff_ids.append(sid_)
        nodes.append({"id": sid_, "labels": ["Staff"], "properties": props})
        rels.append({"type": "EMPLOYED_BY", "start": sid_, "end": f"op{oi}",
                     "properties": {"fullTime": rng.random() < 0.8}})

    # ---- incidents
    line_refs = [row[0] for row in LINES]
    for i in range(42):
        d = rand_date(rng, dt.date(2024, 1, 1), dt.date(2025, 10, 31))
        kind = rng.choice(INCIDENT_KINDS)
        props = {"code": f"INC-{d.year}-{i + 1:03d}", "date": iso(d), "kind": kind,
                 "severity": rng.choice([1, 1, 1, 2, 2, 3]), "resolved": rng.random() < 0.8}
        if rng.random() < 0.7:
            props["costEstimate"] = round(rng.uniform(0.2, 48.0), 2)
        iid = f"in{i}"
        nodes.append({"id": iid, "labels": ["Incident"], "properties": props})
        ref = rng.choice(line_refs)
        st = rng.choice(routes[ref])
        rels.append({"type": "OCCURRED_AT", "start": iid, "end": sid[st], "properties": {}})
        rels.append({"type": "AFFECTED", "start": iid, "end": f"ln{ref}",
                     "properties": {"delayMin": rng.choice([2, 5, 5, 8, 10, 12, 15, 20, 25, 30, 45, 60, 90])}})
        others = [r for r in line_refs if st in routes[r] and r != ref]
        if others and rng.random() < 0.6:
            rels.append({"type": "AFFECTED", "start": iid, "end": f"ln{rng.choice(others)}",
                         "properties": {"delayMin": rng.choice([3, 5, 10, 15, 20, 30])}})
        if rng.random() < 0.75:
            rels.append({"type": "REPORTED_BY", "start": iid, "end": rng.choice(staff_ids), "properties": {}})

    return {"nodes": nodes, "relationships": rels, "date_keys": ["opened", "hired", "date", "since"]}


def main() -> None:
    ap = argparse.ArgumentParser(description="Write the transit graph.json")
    ap.add_argument("--out", default=str(Path(__file__).with_name("graph.json")))
    args = ap.parse_args()
    g = build()
    Path(args.out).write_text(json.dumps(g, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    labels = Counter(x for n in g["nodes"] for x in n["labels"])
    types = Counter(r["type"] for r in g["relationships"])
    print(f"{len(g['nodes'])} nodes, {len(g['relationships'])} relationships")
    print(dict(labels))
    print(dict(types))


if __name__ == "__main__":
    main()
