#!/usr/bin/env python3
"""Write graph.json: an invented regional water company's supply network and field operations (Kelderwater).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, site, source, place and code is
invented (the trade's terms - WTW, service reservoir, booster pumping station, DMA, Ml/d, trunk main, DI / CI / PE /
AC / uPVC, NRSWA, EUSR, GAC, UV, RGF, DAF, P1-P4 priorities, telemetry - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 3072
HERE = Path(__file__).resolve().parent

FIRST = ["Aled", "Briony", "Cormac", "Delphine", "Eamon", "Fionnuala", "Gareth", "Hollis", "Isolde", "Jarvis",
         "Keziah", "Lachlan", "Morwenna", "Niamh", "Orrin", "Philippa", "Ruairi", "Saoirse", "Tobias", "Una",
         "Vaughan", "Wren", "Yvette", "Zebedee", "Anwen", "Barnaby", "Cerys", "Dougal", "Elspeth", "Fergus",
         "Gwilym", "Heledd", "Iestyn", "Jessamy", "Kit", "Linnea"]
LAST = ["Abernethy", "Brocklehurst", "Castleton", "Drinkwater", "Eastwood", "Fenwick", "Garside", "Holdsworth",
        "Inchbald", "Jowett", "Kershaw", "Lister", "Mottram", "Nuttall", "Openshaw", "Pickersgill", "Quarrie",
        "Royle", "Sutcliffe", "Tattersall", "Umpleby", "Varley", "Whitworth", "Yewdall", "Armitage", "Booth",
        "Crabtree", "Dewhurst", "Ellwood", "Firth", "Greenhalgh", "Hirst", "Ingleby", "Jagger", "Kenworthy",
        "Lockwood"]
DEPOTS = ["Harrowgate Lane", "Millbeck", "Stonecross", "Wetherfold"]
TOWNS = ["Brantwick", "Calderholme", "Dunsford", "Elmbridge Vale", "Fernhope", "Glasson Moor", "Hatherby",
         "Illsworth", "Kettlewick", "Lowmoor"]
TICKETS = ["NRSWA", "EUSR", "confined space", "first aid", "chlorination", "abrasive wheels"]
PROCESSES = ["RGF", "GAC", "UV", "ozone", "DAF", "membrane", "slow sand"]
MATERIALS = ["DI", "CI", "PE", "AC", "uPVC", "steel"]


def d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(key: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": key, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    def day(lo: str, hi: str) -> dt.date:
        a, b = d(lo), d(hi)
        return a + dt.timedelta(days=rng.randint(0, (b - a).days))

    # sources: rivers, boreholes and impounding reservoirs
    sources = [("River Kelder", "river"), ("River Swale Beck", "river"), ("Hollinmoor Reservoir", "impounding"),
               ("Greyscar Reservoir", "impounding"), ("Thornbeck Reservoir", "impounding"),
               ("Ashwell Boreholes", "borehole"), ("Marlpit Borehole", "borehole"), ("Crookdale Spring", "spring")]
    for i, (name, kind) in enumerate(sources):
        node(f"so{i}", ["Source"], {"name": name, "kind": kind, "gridRef": f"SK{rng.randint(100, 999)}{rng.randint(100, 999)}",
                                    "droughtRisk": rng.choice(["low", "medium", "high"]),
                                    "catchmentKm2": round(rng.uniform(3, 240), 1) if kind != "borehole" else None})

    # treatment works
    wtw_names = ["Kelder Bridge", "Hollinmoor", "Greyscar", "Ashwell", "Thornbeck", "Swale Foot"]
    wtw_src = [[0], [2], [3, 7], [5, 6], [4], [1, 0]]
    wtws = []
    for i, name in enumerate(wtw_names):
        key = f"wt{i}"
        procs = sorted(rng.sample(PROCESSES, rng.randint(2, 4)), key=PROCESSES.index)
        node(key, ["TreatmentWorks"], {"name": name, "siteCode": f"WTW{i + 1:02d}",
                                       "capacityMld": round(rng.uniform(8, 95), 1),
                                       "commissionedYear": rng.randint(1958, 2008), "processes": procs,
                                       "lastAuditDate": day("2024-01-10", "2025-09-30").isoformat(),
                                       "manned": rng.random() < 0.6})
        wtws.append(key)
        for s in wtw_src[i]:
            rel("ABSTRACTS_FROM", key, f"so{s}", {"licenceRef": f"LIC/{rng.randint(10, 99)}/{rng.randint(1000, 9999)}",
                                                   "maxMld": round(rng.uniform(5, 60), 1),
                                                   "licenceExpires": day("2026-03-31", "2035-03-31").isoformat()})

    # service reservoirs
    sr_names = ["Beacon Hill", "Crow Nest", "Pinfold", "Windy Ridge", "Gallows Knoll", "Stanedge", "Hagg Wood",
                "Cold Edge", "Moorcock", "Ravenscar Top", "Fold Head", "Scout Hill", "Whinmoor", "Brow Top",
                "Ling Bank", "Shaw Cross", "Tor Top", "Harelaw", "Kipscar", "Nab End"]
    srs = []
    for i, name in enumerate(sr_names):
        key = f"sr{i}"
        node(key, ["ServiceReservoir"], {"name": name, "siteCode": f"SR{100 + i * 7}",
                                         "capacityMl": round(rng.uniform(0.5, 45), 2),
                                         "elevationM": rng.randint(95, 420), "builtYear": rng.randint(1885, 2012),
                                         "covered": rng.random() < 0.85, "cells": rng.choice([1, 2, 2, 2, 3, 4]),
                                         "lastCleaned": None if rng.random() < 0.2 else
                                         day("2019-04-01", "2025-08-31").isoformat(),
                                         "town": TOWNS[i % len(TOWNS)]})
        srs.append(key)
        w = wtws[i % 6] if i < 12 else rng.choice(wtws)
        feeds = [w] + ([rng.choice([x for x in wtws if x != w])] if rng.random() < 0.2 else [])
        for wk in feeds:
            rel("SUPPLIES", wk, key, {"lengthKm": round(rng.uniform(0.8, 26), 2),
                                      "diameterMm": rng.choice([300, 375, 450, 525, 600, 700, 800]),
                                      "material": rng.choice(["DI", "steel", "CI", "DI", "PE"]),
                                      "laidYear": rng.randint(1920, 2019)})

    # booster pumping stations (names repeat across towns; the site code is unique)
    ps_names = ["Mill Lane", "Station Road", "Church Street", "Mill Lane", "Moor Top", "Station Road", "Quarry Bank",
                "Low Green", "Church Street", "Brook Side", "Mill Lane", "Town End", "Well Head", "Kiln Lane",
                "Spout House", "Station Road", "Hob Lane", "Netherfield", "Cross Gates", "Low Green", "Tenter Croft",
                "Holme Mill", "Ings Road", "Slack Bottom", "Dyke End", "Roper Lane", "Brook Side", "Far Laithe",
                "Clough Foot", "Hey Gate"]
    pss = []
    for i, name in enumerate(ps_names):
        key = f"ps{i}"
        node(key, ["PumpingStation"], {"name": name, "siteCode": f"PS{2000 + i * 13}", "town": TOWNS[(i * 3) % 10],
                                       "pumps": rng.choice([1, 2, 2, 2, 3, 3, 4]),
                                       "powerKw": round(rng.uniform(5, 220), 1), "builtYear": rng.randint(1948, 2021),
                                       "telemetry": rng.random() < 0.8, "standbyGenerator": rng.random() < 0.4,
                                       "lastServiced": None if rng.random() < 0.15 else
                                       day("2023-06-01", "2025-10-15").isoformat()})
        pss.append(key)

    def main_props() -> dict:
        return {"lengthKm": round(rng.uniform(0.2, 9.5), 2), "diameterMm": rng.choice([90, 110, 125, 150, 180,
                                                                                        200, 250, 300]),
                "material": rng.choice(MATERIALS), "laidYear": rng.randint(1890, 2023)}

    for key in pss:
        rel("FEEDS", rng.choice(srs), key, main_props())

    # DMAs: district metered areas, known by code only
    dmas = []
    for i in range(50):
        key = f"dm{i}"
        town = TOWNS[i % 10]
        props_ = rng.randint(300, 3200)
        node(key, ["DMA"], {"dmaCode": f"DMA-{town[:2].upper()}-{i * 3 + 5:03d}", "town": town,
                            "propertiesCount": props_, "population": int(props_ * rng.uniform(2.0, 2.6)),
                            "avgPressureBar": round(rng.uniform(1.8, 6.5), 1),
                            "leakageLps": None if rng.random() < 0.14 else round(rng.uniform(0.3, 12), 2),
                            "prvFitted": rng.random() < 0.55,
                            "smartMeterPct": rng.randint(0, 90) if rng.random() < 0.8 else None})
        dmas.append(key)
        if rng.random() < 0.45:
            rel("FEEDS", rng.choice(srs), key, main_props())
        else:
            rel("FEEDS", rng.choice(pss), key, main_props())
        if rng.random() < 0.12:
            rel("FEEDS", rng.choice(pss), key, main_props())

    # engineers; supervisors carry a second label; REPORTS_TO is the self-relationship
    roles = ["network technician"] * 14 + ["leakage technician"] * 8 + ["mechanical fitter"] * 5 + \
            ["electrical technician"] * 3 + ["process scientist"] * 2
    rng.shuffle(roles)
    engs = []
    start_year: dict[str, int] = {}
    sup_idx = [0, 5, 11, 17, 23, 29]
    for i in range(36):
        key = f"en{i}"
        labels = ["Engineer"]
        props = {"firstName": FIRST[i], "lastName": LAST[i], "staffNo": 40100 + i * 17,
                 "depot": DEPOTS[i % 4] if i != 0 else "Millbeck",
                 "startYear": rng.randint(1991, 2024),
                 "birthYear": None if rng.random() < 0.09 else rng.randint(1962, 2003),
                 "onCall": rng.random() < 0.5,
                 "tickets": sorted(rng.sample(TICKETS, rng.randint(1, 4)), key=TICKETS.index)
                 if rng.random() < 0.75 else None,
                 "dayRateGbp": rng.choice(range(180, 420, 5))}
        if i in sup_idx:
            labels.append("Supervisor")
            props["role"] = "operations manager" if i == 0 else "team leader"
            props["teamName"] = None if i == 0 else f"{DEPOTS[i % 4]} {rng.choice(['Networks', 'Leakage', 'Sites'])}"
            props["startYear"] = min(props["startYear"], 2012)
        else:
            props["role"] = roles.pop()
        node(key, labels, props)
        engs.append(key)
        start_year[key] = props["startYear"]
    for i in range(1, 36):
        if i in sup_idx:
            boss = "en0"
        else:
            same = [s for s in sup_idx[1:] if DEPOTS[s % 4] == DEPOTS[i % 4]]
            boss = f"en{rng.choice(same) if same else rng.choice(sup_idx[1:])}"
        start = max(d("2012-01-01"), d(f"{start_year[f'en{i}']}-01-01"))
        rel("REPORTS_TO", f"en{i}", boss, {"since": (start + dt.timedelta(days=rng.randint(0, 900))).isoformat()})

    # site responsibility
    field = [e for e in engs if e not in ("en0",)]
    for key in pss:
        rel("RESPONSIBLE_FOR", rng.choice(field), key, {"since": day("2015-01-01", "2025-06-30").isoformat(),
                                                         "primary": rng.random() < 0.7})

    # SR inspections
    for _ in range(40):
        e = rng.choice(field)
        rel("INSPECTED", e, rng.choice(srs), {"date": day("2023-01-05", "2025-10-28").isoformat(),
                                              "condition": rng.choice(["good", "good", "fair", "fair", "poor"]),
                                              "durationH": rng.choice([1.5, 2.0, 2.5, 3.0, 4.0, 6.0]),
                                              "internal": rng.random() < 0.3})

    # jobs: work orders, known by reference only
    kinds = ["burst main", "leak", "leak", "valve repair", "meter exchange", "hydrant repair", "pressure complaint",
             "discolouration", "pump fault", "telemetry fault"]
    for i in range(115):
        key = f"jb{i}"
        kind = rng.choice(kinds)
        raised = day("2023-01-03", "2025-10-31")
        prio = {"burst main": "P1", "leak": rng.choice(["P2", "P3"]), "pump fault": rng.choice(["P1", "P2"])}.get(
            kind, rng.choice(["P2", "P3", "P4"]))
        open_ = raised > d("2025-09-15") and rng.random() < 0.7 or rng.random() < 0.03
        closed = None if open_ else raised + dt.timedelta(days=rng.randint(0, {"P1": 2, "P2": 7}.get(prio, 30)))
        node(key, ["Job"], {"jobRef": f"WO-{raised.year % 100}-{1000 + i * 37:05d}", "jobType": kind,
                            "priority": prio, "raisedOn": raised.isoformat(),
                            "closedOn": closed.isoformat() if closed else None,
                            "status": "open" if open_ else "closed",
                            "costGbp": None if open_ else rng.randint(60, 9500) if kind != "burst main"
                            else rng.randint(2500, 38000),
                            "excavation": kind in ("burst main", "leak", "valve repair") and rng.random() < 0.8,
                            "customersAffected": rng.randint(0, 1400) if kind in ("burst main", "discolouration",
                                                                                    "pressure complaint") else 0})
        if kind in ("pump fault", "telemetry fault"):
            where = rng.choice(pss)
        elif kind == "discolouration" and rng.random() < 0.3:
            where = rng.choice(srs)
        else:
            where = rng.choice(dmas)
        rel("LOCATED_AT", key, where, {"reportedBy": rng.choice(["customer", "customer", "telemetry", "patrol",
                                                                 "council"]),
                                       "streetName": rng.choice(["High Street", "Back Lane", "Green Road",
                                                                 "Victoria Terrace", "Moor Lane", "Chapel Street",
                                                                 "Hill Crest", "Water Street"])})
        crew = rng.sample(field, rng.choice([1, 1, 2, 2, 2, 3]))
        for j, e in enumerate(crew):
            rel("ASSIGNED_TO", key, e, {"lead": j == 0, "hoursLogged": None if open_ else rng.choice(
                [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.5, 8.0, 10.0])})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["lastAuditDate", "licenceExpires", "lastCleaned", "lastServiced", "since", "date",
                           "raisedOn", "closedOn"]}
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
