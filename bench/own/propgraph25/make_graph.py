#!/usr/bin/env python3
"""Write graph.json: an invented commercial diving contractor (Gannetwick Subsea) as its staff might keep it in Neo4j.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, company, vessel, site, town and
maker is invented (the trade's terms - HSE Part I / Part IV, closed bell, DSV, multicat, DP2, LARS, umbilical, msw,
DMT, LST, IMCA, RAMS, RIDDOR, BOSIET, CSWIP 3.1U, nitrox, heliox - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 2567
HERE = Path(__file__).resolve().parent

# key, firstName, lastName, jobTitle, team, manager key, startDate, birthYear, dayRateGbp, contractor, diveTicket,
# skills (list or None), supervisor: (imcaCardNo, supervisorSince int year) or None, dmtExpiresOn or None
STAFF = [
    ("md", "Ferelith", "Gannetwick", "Managing Director", "Management", None, "2004-04-05", 1963, 520, False,
     "HSE Part I", ["rigging", "wet welding"], ("IMCA-S-0112", 1994), None),
    ("ops", "Anselm", "Trevorrow", "Operations Manager", "Operations", "md", "2008-01-14", 1971, 430, False,
     "HSE Part I", ["rigging", "crane signaller"], ("IMCA-S-0388", 2001), None),
    ("hsem", "Marigold", "Pendleby", "HSE Manager", "HSE", "md", "2011-06-20", 1976, 360, False, None,
     ["first aid", "confined spaces"], None, None),
    ("hsea", "Ivo", "Carnsew", "HSE Advisor", "HSE", "hsem", "2019-09-02", 1990, 260, False, None, ["first aid"],
     None, None),
    ("om", "Rosalind", "Quarrie", "Office Manager", "Office", "md", "2010-02-01", 1968, 240, False, None, None, None,
     None),
    ("acc", "Dafydd", "Penhale", "Accounts Clerk", "Office", "om", "2020-11-16", None, 170, False, None, None, None,
     None),
    ("pl", "Tamsin", "Varcoe", "Planner", "Office", "om", "2017-03-27", 1988, 230, False, None, None, None, None),
    ("st", "Ewart", "Colenso", "Stores Controller", "Stores", "ops", "2012-08-06", 1966, 220, False, None,
     ["crane signaller"], None, None),
    ("kt1", "Lowenna", "Jago", "Kit Technician", "Stores", "st", "2018-05-14", 1992, 210, False, None,
     ["hydraulic tools", "chamber operator"], None, None),
    ("kt2", "Piran", "Hocking", "Kit Technician", "Stores", "st", "2022-01-10", 1998, 200, False, None,
     ["hydraulic tools"], None, None),
    ("sup1", "Bartholomew", "Roskilly", "Dive Superintendent", "Diving", "ops", "2009-05-11", 1970, 450, False,
     "Closed Bell", ["rigging", "NDT", "first aid"], ("IMCA-S-0451", 2003), None),
    ("sup2", "Genevieve", "Trounson", "Dive Superintendent", "Diving", "ops", "2013-04-08", 1975, 440, False,
     "HSE Part I", ["rigging", "underwater photography"], ("IMCA-S-0620", 2008), None),
    ("ds1", "Caradoc", "Menhinick", "Dive Supervisor", "Diving", "sup1", "2012-07-02", 1978, 380, False,
     "Closed Bell", ["wet welding", "burning", "rigging"], ("IMCA-S-0702", 2012), None),
    ("ds2", "Elowen", "Tregenza", "Dive Supervisor", "Diving", "sup1", "2014-09-15", 1982, 370, False, "HSE Part I",
     ["CSWIP 3.1U", "NDT"], ("IMCA-S-0815", 2015), "2026-05-31"),
    ("ds3", "Jory", "Bolitho", "Dive Supervisor", "Diving", "sup1", "2016-02-22", 1980, 370, False, "HSE Part I",
     ["hydraulic tools", "rigging"], ("IMCA-S-0866", 2017), None),
    ("ds4", "Kerensa", "Angove", "Dive Supervisor", "Diving", "sup2", "2015-10-05", 1984, 365, False, "HSE Part I",
     ["CCTV", "underwater photography"], ("IMCA-S-0841", 2016), None),
    ("ds5", "Madoc", "Pascoe", "Dive Supervisor", "Diving", "sup2", "2018-03-12", 1983, 360, False, "HSE Part I",
     ["burning", "hydraulic tools"], ("IMCA-S-0917", 2019), None),
    ("ds6", "Wenna", "Chegwidden", "Dive Supervisor", "Diving", "sup2", "2019-06-03", 1986, 360, True, "HSE Part I",
     ["rigging", "boat handling"], ("IMCA-S-0988", 2021), "2025-08-31"),
    ("lst1", "Osric", "Polglase", "Life Support Technician", "Life Support", "sup1", "2011-11-07", 1974, 300, False,
     None, ["chamber operator", "first aid"], None, None),
    ("lst2", "Demelza", "Rowse", "Life Support Technician", "Life Support", "sup1", "2017-08-21", 1989, 290, False,
     None, ["chamber operator"], None, None),
    ("lst3", "Cador", "Keast", "Life Support Technician", "Life Support", "sup2", "2021-04-26", 1993, 285, True, None,
     ["chamber operator", "confined spaces"], None, None),
    ("rov1", "Iseult", "Trethewey", "ROV Pilot", "ROV", "ops", "2016-10-10", 1987, 320, False, None, ["CCTV"], None,
     None),
    ("rov2", "Hedley", "Spargo", "ROV Pilot", "ROV", "rov1", "2023-02-13", 1996, 290, True, None, ["CCTV", "boat handling"],
     None, None),
    ("d01", "Austell", "Nancarrow", "Diver", "Diving", "ds1", "2013-05-20", 1985, 330, False, "HSE Part I",
     ["wet welding", "CSWIP 3.1U", "burning"], None, "2026-02-28"),
    ("d02", "Briallen", "Tonkin", "Diver", "Diving", "ds1", "2015-03-09", 1988, 320, False, "HSE Part I",
     ["hydraulic tools", "rigging"], None, None),
    ("d03", "Conan", "Rescorla", "Diver", "Diving", "ds1", "2016-06-13", 1987, 325, False, "Closed Bell",
     ["wet welding", "NDT", "CSWIP 3.1U"], None, None),
    ("d04", "Derwa", "Kitto", "Diver", "Diving", "ds2", "2017-01-16", 1991, 310, False, "HSE Part I",
     ["underwater photography", "CCTV"], None, "2026-09-30"),
    ("d05", "Endelyn", "Maddern", "Diver", "Diving", "ds2", "2018-04-23", 1990, 305, False, "HSE Part I",
     ["hydraulic tools"], None, None),
    ("d06", "Gerent", "Pengelly", "Diver", "Diving", "ds2", "2019-07-08", None, 340, True, "HSE Part I",
     ["burning", "wet welding", "rigging", "hydraulic tools"], None, None),
    ("d07", "Hedra", "Trewin", "Diver", "Diving", "ds3", "2020-02-03", 1994, 260, False, "HSE Part IV",
     ["underwater photography"], None, None),
    ("d08", "Ythel", "Carveth", "Diver", "Diving", "ds3", "2016-11-28", 1986, 315, False, "HSE Part I",
     ["NDT", "CSWIP 3.1U", "CCTV"], None, None),
    ("d09", "Kenver", "Penrose", "Diver", "Diving", "ds3", "2021-05-17", 1989, 345, True, "HSE Part I",
     ["rigging", "burning"], None, "2025-12-31"),
    ("d10", "Loveday", "Olver", "Diver", "Diving", "ds4", "2014-08-04", 1984, 330, False, "HSE Part I",
     ["CSWIP 3.1U", "NDT", "underwater photography"], None, None),
    ("d11", "Merryn", "Tremayne", "Diver", "Diving", "ds4", "2022-03-14", 1997, 285, False, "HSE Part I", None, None,
     None),
    ("d12", "Nectan", "Vosper", "Diver", "Diving", "ds4", "2020-09-21", 1985, 350, True, "Closed Bell",
     ["wet welding", "burning", "confined spaces"], None, None),
    ("d13", "Perran", "Lanyon", "Diver", "Diving", "ds5", "2015-12-07", 1983, 330, False, "HSE Part I",
     ["rigging", "crane signaller"], None, "2026-03-31"),
    ("d14", "Rozen", "Curnow", "Diver", "Diving", "ds5", "2019-10-14", 1993, 300, False, "HSE Part I",
     ["hydraulic tools", "CCTV"], None, None),
    ("d15", "Talan", "Hendra", "Diver", "Diving", "ds6", "2018-01-29", 1990, 310, False, "HSE Part I",
     ["boat handling", "rigging"], None, None),
    ("d16", "Ulric", "Bawden", "Diver", "Diving", "ds6", "2023-06-05", None, 335, True, "HSE Part IV",
     ["underwater photography"], None, None),
    ("t1", "Zennor", "Blewett", "Trainee Diver", "Diving", "d01", "2024-09-02", 2001, 180, False, "HSE Part IV", None,
     None, None),
    ("t2", "Ailla", "Trenoweth", "Trainee Diver", "Diving", "d04", "2025-01-13", 2002, 175, False, "HSE Part I", None,
     None, None),
    ("t3", "Jowan", "Tresize", "Trainee Diver", "Diving", "d13", "2025-05-19", 2000, 175, False, None, None, None,
     None),
]
DIVERS = [s[0] for s in STAFF if s[0].startswith("d0") or s[0].startswith("d1")]

# clientName, sector, hqTown, country, frameworkAgreement, clientSince, paymentTermsDays, creditLimitGbp
CLIENTS = [
    ("Skerrivane Wind Partners", "offshore wind", "Wrackham", "UK", True, 2017, 60, 750000),
    ("Northmoor Renewables", "offshore wind", "Cullerby", "UK", True, 2019, 45, 500000),
    ("Brennock Harbour Commissioners", "port authority", "Brennock", "UK", True, 2006, 30, 150000),
    ("Saltmere Port Authority", "port authority", "Saltmere", "UK", False, 2012, 30, 120000),
    ("Tarrow Valley Water", "water utility", "Tarrowford", "UK", True, 2010, 45, 250000),
    ("Keld & Marrick Civil Engineering", "civil engineering", "Dunmorrow", "UK", False, 2015, 60, 200000),
    ("Halsey Quay Aquaculture", "aquaculture", "Halsey Quay", "UK", False, 2020, 30, None),
    ("Vantnor Energy", "oil and gas", "Strathkerran", "UK", True, 2008, 90, 1000000),
    ("Oosterdiep Cable Systems", "subsea cables", "Vlietmond", "Netherlands", False, 2021, 60, 400000),
    ("Ballykeeran Ferries", "ferry operator", "Ballykeeran", "Ireland", False, 2018, 30, 80000),
    ("Fjellvik Havbruk", "aquaculture", "Fjellvik", "Norway", False, 2023, 45, None),
    ("Corran Point Nuclear", "nuclear", "Corran Point", "UK", True, 2014, 60, 600000),
    ("Mardle Marine Salvage", "salvage", "Brennock", "UK", False, 2016, 30, 60000),
    ("Gullhaven District Council", "local authority", "Gullhaven", "UK", False, 2011, 30, 50000),
    ("Ravensworth Dredging", "dredging", "Saltmere", "UK", False, 2022, 45, 90000),
    ("Tidewell Hydro", "hydro power", "Glenbarrow", "UK", False, 2024, 60, None),
    ("Quillan Bay Yacht Haven", "leisure", "Quillan", "UK", False, 2025, 30, 25000),
]

# vesselName, vesselType, lengthM, builtYear, imoNo, dpClass, hasChamber, owned, homePort, berths
VESSELS = [
    ("Gannet Venture", "DSV", 78.4, 2009, 9412376, "DP2", True, False, "Porthgannet", 60),
    ("Sea Kestrel", "multicat", 26.0, 2014, 9687213, None, True, True, "Porthgannet", 8),
    ("Tern", "workboat", 15.2, 2011, None, None, False, True, "Brennock", 4),
    ("Skua", "RIB", 8.5, 2019, None, None, False, True, "Porthgannet", None),
    ("Morvoren", "dive support workboat", 21.4, 2017, 9771004, None, True, True, "Saltmere", 6),
    ("Northern Osprey", "DSV", 92.0, 2012, 9561233, "DP2", True, False, "Strathkerran", 80),
    ("Brennock Lass", "jack-up barge", 40.0, 1998, None, None, False, False, "Brennock", 12),
    ("Petrel II", "CTV", 19.9, 2016, 9733218, None, False, False, "Wrackham", 2),
    ("Little Auk", "RIB", 7.2, 2021, None, None, False, True, "Saltmere", None),
]

# jobNo, siteName, client idx, jobType, waterBody, startDate, days (None: open), status, contractValueGbp,
# plannedMaxDepthMsw, inshore, vessel keys
JOBS = [
    ("GS23-004", "Brennock Outer Quay", 2, "quay wall inspection", "harbour", "2023-01-16", 9, "invoiced", 38500,
     9.0, True, ["Tern"]),
    ("GS23-011", "Skerrivane Array", 0, "scour survey", "North Sea", "2023-03-06", 21, "invoiced", 212000, 34.0,
     False, ["Gannet Venture"]),
    ("GS23-017", "Tarrow Reservoir", 4, "intake screen clearance", "reservoir", "2023-04-17", 6, "invoiced", 27800,
     18.0, True, []),
    ("GS23-023", "Vantnor Alpha", 7, "riser inspection", "North Sea", "2023-05-22", 28, "invoiced", 486000, 48.0,
     False, ["Northern Osprey"]),
    ("GS23-029", "Halsey Quay Farm", 6, "mooring replacement", "sea loch", "2023-06-26", 8, "invoiced", 31200, 22.0,
     True, ["Morvoren"]),
    ("GS23-034", "Corran Point Intake", 11, "intake tunnel inspection", "estuary", "2023-08-07", 12, "invoiced",
     96400, 14.0, True, ["Sea Kestrel"]),
    ("GS23-040", "Saltmere Dock 3", 3, "hull survey", "harbour", "2023-09-11", 3, "invoiced", 8900, 11.0, True,
     ["Little Auk"]),
    ("GS23-046", "Skerrivane Array", 0, "cable protection repair", "North Sea", "2023-10-02", 18, "invoiced", 264500,
     36.0, False, ["Gannet Venture", "Petrel II"]),
    ("GS23-052", "Kelly's Reach Wreck", 12, "salvage", "estuary", "2023-11-13", 15, "invoiced", 74000, 19.0, True,
     ["Brennock Lass", "Tern"]),
    ("GS24-003", "Gullhaven Outfall", 13, "outfall inspection", "open coast", "2024-01-22", 4, "invoiced", 15600,
     12.0, True, ["Skua"]),
    ("GS24-009", "Tarrow Weir", 4, "weir repair", "river", "2024-02-19", 11, "invoiced", 42300, 5.0, True, []),
    ("GS24-015", "Northmoor East", 1, "monopile inspection", "North Sea", "2024-03-25", 24, "invoiced", 298000, 31.0,
     False, ["Northern Osprey", "Petrel II"]),
    ("GS24-021", "Vlietmond Landfall", 8, "cable landfall burial", "open coast", "2024-04-29", 16, "complete",
     188000, 15.0, True, ["Sea Kestrel"]),
    ("GS24-026", "Ballykeeran Ferry Terminal", 9, "linkspan inspection", "harbour", "2024-05-20", 5, "invoiced",
     19800, 10.0, True, ["Tern"]),
    ("GS24-031", "Brennock Outer Quay", 2, "quay wall repair", "harbour", "2024-06-10", 19, "complete", 112000, 9.5,
     True, ["Tern", "Brennock Lass"]),
    ("GS24-037", "Fjellvik Site 4", 10, "net pen mooring inspection", "fjord", "2024-07-01", 10, "complete", 56700,
     28.0, True, ["Morvoren"]),
    ("GS24-042", "Vantnor Alpha", 7, "riser clamp replacement", "North Sea", "2024-07-22", 26, "complete", 522000,
     48.0, False, ["Gannet Venture"]),
    ("GS24-048", "Saltmere Approach", 14, "pre-dredge survey", "estuary", "2024-08-19", 7, "complete", 23400, 13.0,
     True, ["Little Auk"]),
    ("GS24-053", "Corran Point Intake", 11, "intake tunnel inspection", "estuary", "2024-09-09", 13, "complete",
     101500, 14.0, True, ["Sea Kestrel"]),
    ("GS24-058", "Keld Bridge Piers", 5, "pier scour inspection", "river", "2024-10-07", 6, "complete", 21900, 7.0,
     True, ["Skua"]),
    ("GS24-064", "Skerrivane Array", 0, "J-tube inspection", "North Sea", "2024-11-04", 14, "complete", 176000, 33.0,
     False, ["Gannet Venture"]),
    ("GS25-002", "Halsey Quay Farm", 6, "mooring replacement", "sea loch", "2025-01-20", 9, "complete", 34800, 23.0,
     True, ["Morvoren"]),
    ("GS25-008", "Glenbarrow Dam", 15, "intake gate inspection", "reservoir", "2025-02-24", 8, "complete", 47500,
     24.0, True, []),
    ("GS25-013", "Northmoor East", 1, "cable protection repair", "North Sea", "2025-03-31", 22, "complete", 241000,
     31.0, False, ["Northern Osprey"]),
    ("GS25-019", "Saltmere Dock 3", 3, "gate seal replacement", "harbour", "2025-04-28", 10, "complete", 39900, 12.0,
     True, ["Little Auk", "Morvoren"]),
    ("GS25-024", "Mardle Bank Wreck", 12, "salvage", "open coast", "2025-05-26", 17, "complete", 88600, 26.0, True,
     ["Brennock Lass", "Sea Kestrel"]),
    ("GS25-030", "Gullhaven Outfall", 13, "outfall repair", "open coast", "2025-06-23", 9, "complete", 36200, 12.5,
     True, ["Skua", "Tern"]),
    ("GS25-036", "Vantnor Bravo", 7, "pipeline span rectification", "North Sea", "2025-07-21", 30, "complete",
     611000, 52.0, False, ["Northern Osprey"]),
    ("GS25-041", "Tarrow Reservoir", 4, "intake screen clearance", "reservoir", "2025-09-01", 7, "complete", 29900,
     18.0, True, []),
    ("GS25-047", "Skerrivane Array", 0, "anode retrofit", "North Sea", "2025-10-06", None, "live", 338000, 35.0,
     False, ["Gannet Venture", "Petrel II"]),
    ("GS25-052", "Corran Point Outfall", 11, "outfall inspection", "estuary", "2025-11-03", None, "live", 64000, 16.0,
     True, ["Sea Kestrel"]),
    ("GS25-058", "Ballykeeran Ferry Terminal", 9, "fender pile replacement", "harbour", "2025-12-01", None,
     "mobilising", 92500, 11.0, True, ["Tern"]),
]

HAZARDS = ["tidal flow", "poor visibility", "delta P", "cold water", "vessel traffic", "live cable", "contaminated water",
           "entanglement", "overhead work", "confined space"]
TASKS = {
    "inspection": ["CVI", "GVI", "CP readings", "UT thickness", "video survey", "cleaning"],
    "repair": ["cleaning", "hydraulic cutting", "bolting", "wet welding", "grouting", "rigging", "CVI"],
    "salvage": ["rigging", "lift bag", "hydraulic cutting", "burning", "search"],
    "clearance": ["screen clearing", "debris removal", "CVI", "video survey"],
}
# prefix, kitType, makers, count
KIT = [
    ("HLM", "helmet", ["Kelvara", "Deepline"], 10),
    ("UMB", "umbilical", ["Ostrander"], 8),
    ("PNL", "gas panel", ["Trident Works", "Deepline"], 5),
    ("CMP", "LP compressor", ["Bramwell Marine"], 4),
    ("LRS", "LARS", ["Trident Works"], 3),
    ("HPU", "hydraulic power pack", ["Bramwell Marine", "Ostrander"], 4),
    ("COM", "comms unit", ["Kelvara"], 5),
    ("BOC", "bailout cylinder", ["Deepline", "Ostrander"], 6),
    ("CHM", "recompression chamber", ["Trident Works"], 2),
    ("CAM", "helmet camera", ["Kelvara", "Halloran Optics"], 4),
]
INCIDENT_CATS = ["near miss", "first aid", "equipment failure", "DCI", "dropped object", "lost time",
                 "environmental"]


def d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props or {}})

    staff_by_key = {}
    for i, s in enumerate(STAFF):
        (key, first, last, title, team, mgr, start, born, rate, contractor, ticket, skills, sup, dmt) = s
        labels = ["Employee"] + (["Supervisor"] if sup else []) + (["DMT"] if dmt else [])
        props = {"empNo": 1001 + i * 3 + (i % 2), "firstName": first, "lastName": last, "jobTitle": title,
                 "team": team, "startDate": start, "birthYear": born, "dayRateGbp": rate, "contractor": contractor,
                 "diveTicket": ticket, "bosiet": team in ("Diving", "Life Support", "ROV", "Management",
                                                         "Operations") and key not in ("t3", "d07", "d16"),
                 "skills": skills}
        if ticket and key not in ("md",):
            sd = d(start)
            props["medicalDueOn"] = dt.date(2025 + rng.randint(0, 1), rng.randint(1, 12), 1 + rng.randint(0, 27)
                                            ).isoformat() if sd.year < 2025 else dt.date(2026, sd.month, 1).isoformat()
        if sup:
            props["imcaCardNo"], props["supervisorSince"] = sup
        if dmt:
            props["dmtExpiresOn"] = dmt
        node(key, labels, props)
        staff_by_key[key] = props
        if mgr:
            since = max(int(start[:4]), int(next(x[6] for x in STAFF if x[0] == mgr)[:4]))
            rel("REPORTS_TO", key, mgr, {"since": since} if i % 7 != 3 else {})

    for i, c in enumerate(CLIENTS):
        name, sector, town, country, frame, since, terms, limit = c
        node(f"c{i}", ["Client"], {"clientName": name, "sector": sector, "hqTown": town, "country": country,
                                   "frameworkAgreement": frame, "clientSince": since, "paymentTermsDays": terms,
                                   "creditLimitGbp": limit})

    for i, v in enumerate(VESSELS):
        name, vtype, length, built, imo, dp, chamber, owned, port, berths = v
        node(f"v{i}", ["Vessel"], {"vesselName": name, "vesselType": vtype, "lengthM": length, "builtYear": built,
                                   "imoNo": imo, "dpClass": dp, "hasChamber": chamber, "owned": owned,
                                   "homePort": port, "berths": berths})
    vessel_id = {v[0]: f"v{i}" for i, v in enumerate(VESSELS)}
    vessel_owned = {v[0]: v[7] for v in VESSELS}

    kit_ids: dict[str, list[str]] = {}
    for prefix, ktype, makers, count in KIT:
        for n in range(1, count + 1):
            tag = f"{prefix}-{n:02d}" if prefix != "HLM" else f"{prefix}-{n + 10:03d}"
            kid = f"k{tag}"
            bought = rng.randint(2008, 2024)
            tested = dt.date(2024, 1, 1) + dt.timedelta(days=rng.randint(0, 640))
            in_service = rng.random() > 0.12
            props = {"assetTag": tag, "kitType": ktype, "make": rng.choice(makers), "purchaseYear": bought,
                     "lastTestedOn": tested.isoformat(),
                     "nextTestDueOn": (tested + dt.timedelta(days=182 if ktype in ("helmet", "bailout cylinder",
                                                                                  "umbilical") else 365)).isoformat(),
                     "inService": in_service}
            if ktype == "umbilical":
                props["lengthM"] = float(rng.choice([50, 75, 100, 120, 150]))
            if ktype in ("gas panel", "LP compressor", "bailout cylinder"):
                props["workingPressureBar"] = {"gas panel": 50, "LP compressor": 20, "bailout cylinder": 232}[ktype] \
                    if ktype != "bailout cylinder" else rng.choice([232, 300])
            if ktype == "LARS":
                props["swlKg"] = rng.choice([500, 750, 1000])
            node(kid, ["Kit"], props)
            kit_ids.setdefault(ktype, []).append(kid)

    # jobs, crews, dives
    sup_keys = ["ds1", "ds2", "ds3", "ds4", "ds5", "ds6"]
    dive_count = 0
    job_crews: dict[str, list[str]] = {}
    for i, j in enumerate(JOBS):
        (no, site, ci, jtype, water, start, days, status, value, depth, inshore, vessels) = j
        jid = f"j{i}"
        sd = d(start)
        ed = sd + dt.timedelta(days=days) if days else None
        hz = sorted(rng.sample(HAZARDS, rng.randint(1, 3))) if i % 6 != 4 else None
        props = {"jobNo": no, "siteName": site, "jobType": jtype, "waterBody": water, "startDate": start,
                 "endDate": ed.isoformat() if ed else None, "status": status, "contractValueGbp": value,
                 "plannedMaxDepthMsw": depth, "inshore": inshore, "hazards": hz,
                 "weatherDaysLost": rng.choice([0, 0, 1, 1, 2, 3, 4, 6]) if status != "mobilising" else None,
                 "ramsApproved": status != "mobilising" or i % 2 == 0,
                 "permitRef": f"ML/{sd.year}/{rng.randint(100, 999)}" if not inshore or water in (
                     "estuary", "open coast") else None}
        node(jid, ["Job"], props)
        awarded = sd - dt.timedelta(days=rng.randint(14, 120))
        rel("AWARDED", f"c{ci}", jid, {"poNumber": f"PO-{rng.randint(40000, 89999)}", "awardedOn": awarded.isoformat(),
                                       "tendered": value > 60000 or i % 4 == 0})
        for vn in vessels:
            cdays = days if days else (d("2025-11-20") - sd).days if status == "live" else rng.randint(5, 12)
            rel("SUPPORTED_BY", jid, vessel_id[vn], {"charterDays": max(1, cdays - rng.randint(0, 2)),
                                                       "dayRateGbp": None if vessel_owned[vn] else
                                                       rng.choice([1800, 2400, 3100, 9500, 14500, 16800])
                                                       if vn not in ("Gannet Venture", "Northern Osprey") else
                                                       rng.choice([38000, 41500, 44000])})
        # crew
        offshore = not inshore
        sup = sup_keys[i % 6] if i % 5 != 2 else sup_keys[(i + 3) % 6]
        ndiv = 4 if offshore else rng.randint(2, 3)
        pool = [k for k in DIVERS if not (k == "d16" and sd < d("2023-06-05")) and not (
            staff_by_key[k]["diveTicket"] == "HSE Part IV" and offshore)]
        divers = rng.sample(pool, ndiv)
        crew = [(sup, "supervisor")]
        if offshore:
            crew.insert(0, ("sup1" if i % 2 else "sup2", "superintendent"))
            crew.append((rng.choice(["lst1", "lst2", "lst3"]), "LST"))
            if jtype in ("monopile inspection", "riser inspection", "J-tube inspection", "scour survey"):
                crew.append(("rov1" if i % 3 else "rov2", "ROV pilot"))
        positions = ["diver", "diver", "standby diver", "tender", "diver"]
        for n, k in enumerate(divers):
            crew.append((k, positions[n] if n < len(positions) else "diver"))
        if sd > d("2024-09-02") and i % 3 == 0:
            crew.append(("t1", "trainee"))
        if sd > d("2025-01-13") and i % 3 == 1:
            crew.append(("t2", "trainee"))
        if i in (13, 26):
            crew.append(("hsea", "HSE"))
        span = days if days else (max(0, (d("2025-11-20") - sd).days) if status == "live" else 0)
        for k, pos in crew:
            shifts = None if status == "mobilising" else max(1, span - rng.randint(0, 3))
            rel("CREWED_ON", k, jid, {"position": pos, "shifts": shifts,
                                      "nights": offshore and pos in ("diver", "standby diver", "LST", "superintendent")
                                      and rng.random() < 0.5})
        job_crews[jid] = [k for k, p in crew if p in ("diver", "standby diver", "trainee", "tender")]
        # dives
        if status == "mobilising":
            continue
        ndives = max(2, min(7, span // 3 + rng.randint(-1, 1)))
        category = ("salvage" if "salvage" in jtype else "clearance" if "clear" in jtype else
                    "repair" if any(w in jtype for w in ("repair", "replacement", "burial", "retrofit", "rectif"))
                    else "inspection")
        day_list = sorted(rng.sample(range(span), min(span, ndives))) if span >= ndives else list(range(span))
        for n, off in enumerate(day_list, 1):
            dive_count += 1
            ddate = sd + dt.timedelta(days=off)
            divers_here = [k for k in job_crews[jid] if staff_by_key[k]["diveTicket"] and not (
                offshore and staff_by_key[k]["diveTicket"] == "HSE Part IV")]
            who = rng.choice(divers_here)
            mdepth = round(max(2.0, depth - rng.uniform(0, depth * 0.45)), 1)
            scuba = staff_by_key[who]["diveTicket"] == "HSE Part IV" or (inshore and mdepth < 10 and rng.random() < 0.3)
            mode = "SCUBA" if scuba else ("wet bell" if mdepth > 40 else "surface supplied")
            gas = "heliox" if mdepth > 50 else ("nitrox 32" if 18 < mdepth <= 32 and rng.random() < 0.4 else "air")
            btime = rng.randint(20, 50) if scuba else rng.randint(35, 150)
            if mdepth > 40:
                btime = min(btime, 40)
            deco = mdepth > 12 and btime > 60 or mdepth > 35
            aborted = rng.random() < 0.07
            props = {"diveId": f"{no}/D{n:02d}", "diveDate": ddate.isoformat(), "maxDepthMsw": mdepth,
                     "bottomTimeMin": btime if not aborted else rng.randint(4, 15), "gas": gas, "mode": mode,
                     "decoRequired": deco and not aborted, "waterTempC": round(rng.uniform(4.5, 16.5), 1)
                     if rng.random() > 0.1 else None,
                     "visibilityM": round(rng.choice([0.2, 0.5, 1.0, 1.5, 2.0, 3.0, 5.0, 8.0]), 1)
                     if rng.random() > 0.2 else None,
                     "tasks": sorted(rng.sample(TASKS[category], rng.randint(1, 3))), "aborted": aborted,
                     "decoTable": ("DCIEM" if ddate.year < 2025 else "USN Rev 7") if deco and not aborted else None}
            did = f"dv{dive_count}"
            node(did, ["Dive"], props)
            rel("PART_OF", did, jid)
            hh = rng.randint(6, 18) if not (offshore and rng.random() < 0.4) else rng.choice([0, 1, 2, 3, 21, 22, 23])
            rel("DIVED_BY", did, who, {"leftSurface": f"{hh:02d}:{rng.choice([0, 5, 12, 18, 24, 30, 37, 41, 48, 55]):02d}",
                                       "helmetCam": mode != "SCUBA" and rng.random() < 0.7})

        # kit issued
        kits = ["helmet", "helmet", "umbilical", "comms unit", "bailout cylinder"]
        if not inshore or jtype.startswith("intake tunnel"):
            kits += ["gas panel", "LARS", "helmet camera"]
        if offshore:
            kits.append("recompression chamber")
        if any(w in jtype for w in ("repair", "replacement", "salvage", "clearance", "retrofit", "rectif")):
            kits.append("hydraulic power pack")
        if inshore and rng.random() < 0.6:
            kits.append("LP compressor")
        chosen = []
        for kt in kits:
            options = [k for k in kit_ids[kt] if k not in chosen]
            chosen.append(rng.choice(options))
        # only a share of kit movements are logged in the system
        rng.shuffle(chosen)
        chosen = chosen[: max(1, len(chosen) // 4 + rng.randint(0, 1))]
        for kid in chosen:
            issued = sd - dt.timedelta(days=rng.randint(1, 6))
            ret = (ed + dt.timedelta(days=rng.randint(1, 5))).isoformat() if ed else None
            rel("ISSUED_TO", kid, jid, {"issuedOn": issued.isoformat(), "returnedOn": ret,
                                        "issuedBy": rng.choice(["EC", "LJ", "PH"]) if issued.year >= 2022 else "EC"})

    # incidents
    jobs_done = [(f"j{i}", j) for i, j in enumerate(JOBS) if j[7] != "mobilising"]
    picked = sorted(rng.sample(range(len(jobs_done)), 18))
    extra = [3, 16, 27]
    for inc_n, ji in enumerate(sorted(picked + [p for p in extra if p not in picked][:2]), 1):
        jid, j = jobs_done[ji]
        sd = d(j[5])
        when = sd + dt.timedelta(days=rng.randint(0, (j[6] or 14) - 1))
        cat = INCIDENT_CATS[(inc_n * 3) % len(INCIDENT_CATS)] if inc_n != 9 else "DCI"
        severity = {"near miss": "low", "first aid": "low", "equipment failure": "medium", "DCI": "high",
                    "dropped object": "medium", "lost time": "high", "environmental": "medium"}[cat]
        closed = when < d("2025-09-01")
        props = {"incidentRef": f"IR-{when.year % 100:02d}-{inc_n:03d}", "reportedOn": when.isoformat(),
                 "category": cat, "severity": severity, "riddor": cat in ("DCI", "lost time"),
                 "daysLost": rng.randint(1, 12) if cat in ("DCI", "lost time") else (0 if cat == "first aid" else None),
                 "closed": closed,
                 "rootCause": rng.choice(["equipment", "procedure", "human factors", "weather", "third party"])
                 if closed else None}
        iid = f"i{inc_n}"
        node(iid, ["Incident"], props)
        rel("HAPPENED_ON", iid, jid, {"shift": "night" if rng.random() < 0.3 and not j[10] else "day"})
        crew = job_crews[jid]
        if cat in ("first aid", "DCI", "lost time", "near miss", "dropped object"):
            people = rng.sample(crew, 1 if cat != "dropped object" else 2)
            for p in people:
                rel("INVOLVED", iid, p, {"injured": cat in ("first aid", "DCI", "lost time")})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["startDate", "endDate", "medicalDueOn", "dmtExpiresOn", "awardedOn", "lastTestedOn",
                           "nextTestDueOn", "diveDate", "issuedOn", "returnedOn", "reportedOn"]}
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
