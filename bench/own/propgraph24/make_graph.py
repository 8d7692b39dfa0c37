#!/usr/bin/env python3
"""Write graph.json: an invented commercial archaeology unit (Kestlemoor Archaeology) as its staff might keep it in Neo4j.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, site, parish, county, client,
laboratory and museum is invented (the trade's terms - DBA, WSI, SMS, watching brief, OASIS, CSCS, CAT and Genny,
small finds, period codes, PCIfA/ACIfA/MCIfA - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 6624
HERE = Path(__file__).resolve().parent

# key, firstName, surname, jobTitle, team, manager key, startDate, birthYear, cscsCard, fte, drives, dayRateGbp,
# skills (list or None), accredited: (cifaGrade, memberSince int year) or None
STAFF = [
    ("md", "Isolde", "Kestlemoor", "Managing Director", "Management", None, "2003-05-06", 1966, True, 1.0, True, 420,
     ["Photography", "First Aid"], ("MCIfA", 1998)),
    ("hf", "Barnaby", "Quennell", "Head of Fieldwork", "Field", "md", "2006-09-11", 1972, True, 1.0, True, 360,
     ["CAT and Genny", "First Aid", "GPS"], ("MCIfA", 2004)),
    ("pe", "Morwenna", "Treleaven", "Post-Excavation Manager", "Post-Ex", "md", "2009-02-02", 1975, False, 0.8, True,
     330, ["Pottery ID", "Illustration"], ("MCIfA", 2007)),
    ("om", "Delphine", "Acklam", "Office Manager", "Office", "md", "2012-07-16", 1970, False, 1.0, True, 210, None,
     None),
    ("ac", "Gethin", "Prowse", "Accounts Assistant", "Office", "om", "2021-03-01", 1993, False, 0.6, False, 160, None,
     None),
    ("pm1", "Hartley", "Veasey", "Project Manager", "Field", "hf", "2010-04-19", 1978, True, 1.0, True, 310,
     ["CAT and Genny", "Total Station", "First Aid"], ("MCIfA", 2011)),
    ("pm2", "Saoirse", "Blenkinsop", "Project Manager", "Field", "hf", "2013-10-07", 1983, True, 1.0, True, 300,
     ["CAT and Genny", "First Aid", "Drone"], ("ACIfA", 2014)),
    ("pm3", "Tobias", "Nethercott", "Project Manager", "Field", "hf", "2015-01-12", 1981, True, 0.8, False, 300,
     ["GPS", "Confined spaces"], ("MCIfA", 2016)),
    ("po1", "Ottilie", "Fairbrass", "Project Officer", "Field", "pm1", "2016-05-03", 1987, True, 1.0, True, 250,
     ["CAT and Genny", "GPS", "Photography"], ("ACIfA", 2019)),
    ("po2", "Caspian", "Rudge", "Project Officer", "Field", "pm2", "2017-08-21", 1989, True, 1.0, True, 250,
     ["First Aid", "Metal detecting"], ("PCIfA", 2018)),
    ("po3", "Wilhelmina", "Sutcliffe-Orr", "Project Officer", "Field", "pm3", "2018-03-26", 1990, True, 1.0, False,
     250, ["CAT and Genny", "Flotation"], None),
    ("ss1", "Fenwick", "Ashdown", "Site Supervisor", "Field", "po1", "2018-11-05", 1992, True, 1.0, True, 215,
     ["CAT and Genny", "First Aid"], ("PCIfA", 2020)),
    ("ss2", "Rosalind", "Haverstock", "Site Supervisor", "Field", "po1", "2019-04-08", 1991, True, 1.0, True, 215,
     ["Total Station", "GPS"], None),
    ("ss3", "Ambrose", "Lethbridge", "Site Supervisor", "Field", "po2", "2019-09-16", 1994, True, 1.0, False, 210,
     ["CAT and Genny", "Metal detecting"], None),
    ("ss4", "Perdita", "Mallinder", "Site Supervisor", "Field", "po2", "2020-02-10", None, True, 1.0, True, 210,
     ["First Aid"], None),
    ("ss5", "Ignatius", "Crabtree", "Site Supervisor", "Field", "po3", "2020-06-29", 1993, True, 0.8, True, 205,
     ["CAT and Genny", "Photography", "First Aid"], None),
    ("fa1", "Tansy", "Gorrell", "Field Archaeologist", "Field", "ss1", "2021-05-17", 1997, True, 1.0, False, 165,
     ["First Aid"], None),
    ("fa2", "Lachlan", "Whitmarsh", "Field Archaeologist", "Field", "ss1", "2021-09-06", 1996, True, 1.0, True, 165,
     None, None),
    ("fa3", "Esmeralda", "Pybus", "Field Archaeologist", "Field", "ss2", "2022-03-14", None, True, 1.0, False, 160,
     ["Metal detecting"], None),
    ("fa4", "Rufus", "Catterall", "Field Archaeologist", "Field", "ss3", "2022-07-04", 1998, True, 1.0, True, 160,
     None, None),
    ("fa5", "Marigold", "Ecclestone", "Field Archaeologist", "Field", "ss4", "2023-01-09", 1999, False, 1.0, False,
     155, ["Flotation"], None),
    ("tr1", "Cosmo", "Yelland", "Trainee Archaeologist", "Field", "ss5", "2024-09-02", 2002, False, 1.0, False, 130,
     None, None),
    ("fm", "Philippa", "Dunnock", "Finds Manager", "Finds", "pe", "2011-06-13", 1976, False, 1.0, True, 270,
     ["Pottery ID", "Photography"], ("MCIfA", 2012)),
    ("fas1", "Jericho", "Tamblyn", "Finds Assistant", "Finds", "fm", "2020-10-19", 1995, False, 0.6, False, 150,
     ["Pottery ID"], None),
    ("fas2", "Clemency", "Outhwaite", "Finds Assistant", "Finds", "fm", "2023-04-24", 2000, False, 0.8, True, 150,
     None, None),
    ("os", "Ravenna", "Gillibrand", "Osteologist", "Post-Ex", "pe", "2014-08-18", 1984, True, 0.8, True, 260,
     ["Osteology"], ("ACIfA", 2015)),
    ("ea", "Florian", "Mapplebeck", "Environmental Archaeologist", "Post-Ex", "pe", "2016-02-29", 1986, True, 1.0,
     False, 250, ["Flotation", "Osteology"], ("PCIfA", 2017)),
    ("il", "Hyacinth", "Brackenbury", "Illustrator", "Post-Ex", "pe", "2012-11-26", None, False, 0.6, False, 220,
     ["Illustration", "Photography"], None),
    ("gs1", "Alaric", "Penhaligon", "Geomatics Officer", "Geomatics", "hf", "2015-06-08", 1982, True, 1.0, True, 240,
     ["Total Station", "GPS", "Drone"], None),
    ("gs2", "Verity", "Stobart", "Geomatics Officer", "Geomatics", "gs1", "2022-11-21", 1996, True, 1.0, True, 200,
     ["GPS", "Drone"], None),
]

# clientName, clientType, town, repeatClient, clientSince int year, creditDays, vatRegistered
CLIENTS = [
    ("Bellcote Homes Ltd", "developer", "Marlow Fenny", True, 2012, 30, True),
    ("Tarrant & Usk Developments", "developer", "Eldersham", True, 2016, 60, True),
    ("Greywether Quarry Products", "quarry operator", "Cotterstock", True, 2009, 30, True),
    ("Harlowshire County Council", "local authority", "Harlow Regis", True, 2005, 30, False),
    ("Wendlecombe District Council", "local authority", "Wendlecombe", False, 2021, 30, False),
    ("Northvale Water", "utility", "Eldersham", True, 2011, 45, True),
    ("Foxhanger Housing Association", "housing association", "Marlow Fenny", True, 2018, 30, True),
    ("Diocese of Harlow Regis", "diocese", "Harlow Regis", False, 2022, 60, False),
    ("Sallowmere Solar Farm LLP", "renewables", "Cotterstock", False, 2023, 30, True),
    ("Mr and Mrs Pellew", "private landowner", "Hobbs Norton", False, 2024, 14, False),
    ("Orrin Estates", "private landowner", "Stowe Ambry", True, 2014, 30, True),
    ("Calloway Strategic Land", "developer", "Wendlecombe", False, 2020, 30, True),
    ("Teesmarch Energy Networks", "utility", "Kingsbarrow", True, 2015, 45, True),
    ("Brindlecombe Parish Council", "local authority", "Brindlecombe", False, 2023, 14, False),
    ("Redhallow Windpower Ltd", "renewables", "Kingsbarrow", False, 2022, 30, True),
    ("Ashgrove Retirement Villages", "developer", "Stowe Ambry", False, 2024, 30, True),
    ("Quarrendon Schools Trust", "education trust", "Hobbs Norton", False, 2023, 30, False),
    ("Stonechat Aggregates", "quarry operator", "Wendlecombe", True, 2017, 60, True),
]

# projectCode, siteName, projectType, parish, county, client, startDate, endDate, status, scheduledMonument,
# planningRef (or None), via consultant (or None), feeGbp
PROJECTS = [
    ("KA22-031", "Land off Quarrendon Lane", "evaluation", "Hobbs Norton", "Harlowshire", "Bellcote Homes Ltd",
     "2022-03-07", "2022-03-25", "archived", False, "HR/21/0412", "Lodestone Heritage", 14800),
    ("KA22-044", "Greywether Quarry Phase 4", "strip map and sample", "Cotterstock", "Teesmarch",
     "Greywether Quarry Products", "2022-05-09", "2022-08-19", "archived", False, "TM/20/1187", None, 86500),
    ("KA22-058", "St Aldhelm's Church Extension", "excavation", "Harlow Regis", "Harlowshire",
     "Diocese of Harlow Regis", "2022-09-12", "2022-10-28", "archived", True, None, None, 23400),
    ("KA22-067", "Northvale Mains Renewal, Eldersham", "watching brief", "Eldersham", "Wendlecombe",
     "Northvale Water", "2022-10-03", "2023-01-27", "archived", False, None, None, 9200),
    ("KA23-003", "Fenny Meadows Phase 1", "evaluation", "Marlow Fenny", "Harlowshire",
     "Foxhanger Housing Association", "2023-01-16", "2023-02-10", "archived", False, "HR/22/0877",
     "Lodestone Heritage", 17900),
    ("KA23-011", "Fenny Meadows Phase 1", "excavation", "Marlow Fenny", "Harlowshire",
     "Foxhanger Housing Association", "2023-04-03", "2023-07-14", "post-ex", False, "HR/22/0877",
     "Lodestone Heritage", 124000),
    ("KA23-019", "Sallowmere Solar Farm", "geophysical survey", "Cotterstock", "Teesmarch",
     "Sallowmere Solar Farm LLP", "2023-03-20", "2023-04-06", "complete", False, "TM/23/0095", "Pennard Planning",
     6800),
    ("KA23-026", "Sallowmere Solar Farm", "evaluation", "Cotterstock", "Teesmarch", "Sallowmere Solar Farm LLP",
     "2023-06-05", "2023-07-07", "complete", False, "TM/23/0095", "Pennard Planning", 31200),
    ("KA23-034", "Orrin Home Farm Barns", "building recording", "Stowe Ambry", "Wendlecombe", "Orrin Estates",
     "2023-05-15", "2023-05-26", "complete", False, "WD/23/0233", None, 5400),
    ("KA23-040", "Brindlecombe Cross", "evaluation", "Brindlecombe", "Wendlecombe", "Brindlecombe Parish Council",
     "2023-08-14", "2023-08-25", "complete", True, None, None, 7300),
    ("KA23-052", "Kingsbarrow Substation", "strip map and sample", "Kingsbarrow", "Teesmarch",
     "Teesmarch Energy Networks", "2023-09-04", "2023-11-24", "post-ex", False, "TM/22/1502", None, 58800),
    ("KA23-061", "Land east of Eldersham Road", "desk-based assessment", "Eldersham", "Wendlecombe",
     "Tarrant & Usk Developments", "2023-10-09", "2023-11-03", "complete", False, None, "Pennard Planning", 3900),
    ("KA24-002", "Land east of Eldersham Road", "evaluation", "Eldersham", "Wendlecombe", "Tarrant & Usk Developments",
     "2024-02-05", "2024-03-01", "complete", False, "WD/23/1190", "Pennard Planning", 26500),
    ("KA24-009", "Stonechat Pit Extension", "strip map and sample", "Wendlecombe", "Wendlecombe",
     "Stonechat Aggregates", "2024-03-18", "2024-07-05", "post-ex", False, "WD/22/0640", None, 71200),
    ("KA24-015", "Harlow Regis Market Place", "watching brief", "Harlow Regis", "Harlowshire",
     "Harlowshire County Council", "2024-04-08", "2024-05-31", "complete", False, None, None, 8100),
    ("KA24-023", "Redhallow Wind Farm Cable Route", "watching brief", "Kingsbarrow", "Teesmarch",
     "Redhallow Windpower Ltd", "2024-05-13", "2024-09-27", "post-ex", False, "TM/23/0781", "Pennard Planning",
     19600),
    ("KA24-030", "Pellew Paddock", "evaluation", "Hobbs Norton", "Harlowshire", "Mr and Mrs Pellew",
     "2024-06-10", "2024-06-14", "complete", False, "HR/24/0301", None, 2900),
    ("KA24-037", "Calloway Fields", "desk-based assessment", "Wendlecombe", "Wendlecombe", "Calloway Strategic Land",
     "2024-06-17", "2024-07-12", "complete", False, None, None, 4200),
    ("KA24-041", "Ashgrove Park", "evaluation", "Stowe Ambry", "Wendlecombe", "Ashgrove Retirement Villages",
     "2024-08-05", "2024-08-30", "complete", False, "WD/24/0412", "Lodestone Heritage", 22700),
    ("KA24-048", "Quarrendon Primary School Extension", "watching brief", "Hobbs Norton", "Harlowshire",
     "Quarrendon Schools Trust", "2024-10-14", "2024-11-08", "complete", False, "HR/24/0688", None, 3600),
    ("KA24-055", "Greywether Quarry Phase 5", "strip map and sample", "Cotterstock", "Teesmarch",
     "Greywether Quarry Products", "2024-09-16", "2025-01-31", "post-ex", False, "TM/20/1187", None, 92300),
    ("KA25-004", "Ashgrove Park", "excavation", "Stowe Ambry", "Wendlecombe", "Ashgrove Retirement Villages",
     "2025-02-17", "2025-05-30", "post-ex", False, "WD/24/0412", "Lodestone Heritage", 138500),
    ("KA25-012", "Wendlecombe Bypass Junction", "evaluation", "Wendlecombe", "Wendlecombe",
     "Wendlecombe District Council", "2025-03-10", "2025-04-04", "complete", False, None, None, 28900),
    ("KA25-019", "Bellcote Gardens, Kingsbarrow", "evaluation", "Kingsbarrow", "Teesmarch", "Bellcote Homes Ltd",
     "2025-05-06", "2025-05-23", "complete", False, "TM/24/1320", "Lodestone Heritage", 16400),
    ("KA25-027", "Orrin Castle Mound", "geophysical survey", "Stowe Ambry", "Wendlecombe", "Orrin Estates",
     "2025-06-02", "2025-06-06", "complete", True, None, None, 4100),
    ("KA25-033", "Northvale Reservoir Outfall", "watching brief", "Cotterstock", "Teesmarch", "Northvale Water",
     "2025-07-07", None, "live", False, None, None, 12500),
    ("KA25-038", "Bellcote Gardens, Kingsbarrow", "excavation", "Kingsbarrow", "Teesmarch", "Bellcote Homes Ltd",
     "2025-08-11", None, "live", False, "TM/24/1320", "Lodestone Heritage", 97800),
    ("KA25-044", "Stonechat Pit Extension Phase 2", "strip map and sample", "Wendlecombe", "Wendlecombe",
     "Stonechat Aggregates", "2025-09-22", None, "live", False, "WD/22/0640", None, 64000),
]

# labName, labType, town, country, iso17025, turnaroundWeeks, ratePerSampleGbp, accreditedYear (or None)
LABS = [
    ("Ardnacross Radiocarbon Facility", "radiocarbon", "Ardnacross", "Scotland", True, 10, 345.0, 2001),
    ("Kelderby Luminescence Lab", "OSL", "Kelderby", "England", True, 16, 620.0, 2008),
    ("Fenwold Environmental", "environmental", "Fenwold", "England", False, 8, 95.0, None),
    ("Harrowden Conservation Studio", "conservation", "Harrowden", "England", False, 12, 140.0, None),
    ("Llanfair Dduw Isotopes", "isotopes", "Llanfair Dduw", "Wales", True, 14, 280.0, 2012),
    ("Selbury Pollen Unit", "pollen", "Selbury", "England", False, 10, 180.0, 2015),
    ("Groningmeer Dating Lab", "radiocarbon", "Groningmeer", "Netherlands", True, 6, 310.0, 1998),
]

# museumName, town, acceptsArchives, depositFeePerBoxGbp, collectingArea (counties), storageFull, founded int year
MUSEUMS = [
    ("Harlow Regis Museum", "Harlow Regis", True, 85.0, ["Harlowshire"], False, 1884),
    ("Teesmarch Collections Centre", "Kingsbarrow", True, 110.0, ["Teesmarch"], False, 1999),
    ("Wendlecombe Heritage Hub", "Wendlecombe", True, 95.0, ["Wendlecombe"], False, 2011),
    ("Eldersham Town Museum", "Eldersham", False, None, ["Wendlecombe"], True, 1921),
    ("Cotterstock Village Museum", "Cotterstock", False, None, ["Teesmarch"], True, 1968),
    ("Marlow Fenny Abbey Museum", "Marlow Fenny", True, 70.0, ["Harlowshire", "Wendlecombe"], False, 1952),
]

PERIODS = ["NEO", "BA", "IA", "RB", "AS", "MED", "PMED"]
# material -> object types and periods it is found with
MATERIALS = {
    "pottery": (["sherd", "sherd", "sherd", "rim sherd", "base sherd"], ["BA", "IA", "RB", "RB", "AS", "MED", "PMED"]),
    "flint": (["scraper", "flake", "arrowhead", "blade", "core"], ["NEO", "NEO", "BA"]),
    "copper alloy": (["brooch", "coin", "pin", "buckle", "ring"], ["IA", "RB", "RB", "AS", "MED"]),
    "iron": (["nail", "knife", "hobnail", "key", "horseshoe"], ["RB", "AS", "MED", "PMED"]),
    "bone": (["pin", "comb", "needle", "worked antler"], ["RB", "AS", "MED"]),
    "glass": (["bead", "vessel fragment", "bottle"], ["RB", "AS", "PMED"]),
    "lead": (["weight", "spindle whorl", "token"], ["RB", "MED", "PMED"]),
    "silver": (["coin", "ring", "strap end"], ["RB", "AS", "MED"]),
    "CBM": (["tile", "brick", "tegula"], ["RB", "MED", "PMED"]),
    "worked stone": (["quern", "whetstone", "spindle whorl"], ["IA", "RB", "MED"]),
}
METALS = {"copper alloy", "iron", "lead", "silver"}
SPOT = {"NEO": (-3800, -2200), "BA": (-2200, -800), "IA": (-800, 43), "RB": (43, 410), "AS": (410, 1066),
        "MED": (1066, 1540), "PMED": (1540, 1900)}
ORIENT = ["N-S", "E-W", "NE-SW", "NW-SE"]
TREASURE_REFS = ["HR-T24-017", "TM-T22-031", "WD-T25-006", "TM-T25-012", "HR-T23-009"]


def d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    # staff
    for i, s in enumerate(STAFF):
        key, first, last, title, team, mgr, start, born, cscs, fte, drives, rate, skills, acc = s
        labels = ["Staff"] + (["Accredited"] if acc else [])
        props = {"firstName": first, "surname": last, "staffNo": 1001 + i * 3, "jobTitle": title, "team": team,
                 "startDate": start, "birthYear": born, "cscsCard": cscs, "fte": fte, "drives": drives,
                 "dayRateGbp": rate, "skills": skills}
        if acc:
            props["cifaGrade"], props["memberSince"] = acc
        node(key, labels, props)
    for key, *_rest in STAFF:
        mgr = _rest[4]
        if mgr:
            start_year = int(_rest[5][:4])
            since = None if rng.random() < 0.25 else rng.randint(start_year, 2024)
            rel("REPORTS_TO", key, mgr, {"since": since})

    # clients
    client_ids: dict[str, str] = {}
    for i, c in enumerate(CLIENTS):
        name, ctype, town, repeat, since, credit, vat = c
        client_ids[name] = f"c{i}"
        node(f"c{i}", ["Client"], {"clientName": name, "clientType": ctype, "town": town, "repeatClient": repeat,
                                   "clientSince": since, "creditDays": credit, "vatRegistered": vat})

    # labs and museums
    lab_ids: dict[str, str] = {}
    for i, lb in enumerate(LABS):
        name, ltype, town, country, iso, tat, rate, acc_year = lb
        lab_ids[ltype if ltype not in lab_ids else name] = f"l{i}"
        node(f"l{i}", ["Lab"], {"labName": name, "labType": ltype, "town": town, "country": country,
                                "iso17025": iso, "turnaroundWeeks": tat, "ratePerSampleGbp": rate,
                                "accreditedYear": acc_year})
    museum_ids: dict[str, str] = {}
    for i, m in enumerate(MUSEUMS):
        name, town, accepts, fee, area, full, founded = m
        museum_ids[name] = f"m{i}"
        node(f"m{i}", ["Museum"], {"museumName": name, "town": town, "acceptsArchives": accepts,
                                   "depositFeePerBoxGbp": fee, "collectingArea": area, "storageFull": full,
                                   "founded": founded})
    county_museum = {"Harlowshire": ["Harlow Regis Museum", "Marlow Fenny Abbey Museum"],
                     "Teesmarch": ["Teesmarch Collections Centre"],
                     "Wendlecombe": ["Wendlecombe Heritage Hub", "Wendlecombe Heritage Hub",
                                     "Marlow Fenny Abbey Museum"]}

    field = [s[0] for s in STAFF if s[4] == "Field" and s[3] not in ("Head of Fieldwork",)]
    pms = ["pm1", "pm2", "pm3"]
    officers = ["po1", "po2", "po3"]
    supervisors = ["ss1", "ss2", "ss3", "ss4", "ss5"]
    diggers = ["fa1", "fa2", "fa3", "fa4", "fa5", "tr1"]
    detectorists = ["po2", "ss3", "fa3"]
    assert field

    trench_count = 0
    find_count = 0
    sample_no = 1000
    find_no = 2000
    treasure_left = list(TREASURE_REFS)
    for pi, p in enumerate(PROJECTS):
        (code, site, ptype, parish, county, client, start, end, status, sm, planning, consultant, fee) = p
        pid = f"p{pi}"
        s_date, e_date = d(start), (d(end) if end else None)
        periods = None
        if ptype not in ("desk-based assessment", "geophysical survey", "building recording"):
            periods = sorted(rng.sample(PERIODS, rng.randint(1, 3)), key=PERIODS.index)
        east, north = rng.randint(3000, 6999), rng.randint(1000, 8999)
        sq = {"Harlowshire": "SP", "Teesmarch": "SK", "Wendlecombe": "SU"}[county]
        props = {"projectCode": code, "siteName": site, "projectType": ptype, "parish": parish, "county": county,
                 "gridRef": f"{sq} {east:04d} {north:04d}", "startDate": start, "endDate": end, "status": status,
                 "areaHa": round(rng.uniform(0.2, 24.0), 1) if ptype != "building recording" else None,
                 "scheduledMonument": sm, "planningRef": planning,
                 "oasisId": f"kestlemo1-{400000 + pi * 3917 % 90000 + pi * 11}",
                 "periods": periods, "wsiApproved": ptype != "desk-based assessment",
                 "budgetGbp": int(round(fee * rng.uniform(0.55, 0.8), -2)),
                 "reportDueOn": (e_date + dt.timedelta(weeks=rng.choice([4, 6, 8, 12]))).isoformat()
                 if e_date else None}
        if code in ("KA22-067", "KA23-034"):
            props["oasisId"] = None
        node(pid, ["Project"], props)
        rel("COMMISSIONED", client_ids[client], pid,
            {"feeGbp": fee, "signedOn": (s_date - dt.timedelta(days=rng.randint(12, 70))).isoformat(),
             "viaConsultant": consultant})

        # team
        pm = pms[pi % 3] if ptype != "geophysical survey" else "gs1"
        days_total = (e_date - s_date).days if e_date else 60
        team: list[tuple[str, str, bool]] = [(pm, "PM", False)]
        if ptype == "desk-based assessment":
            team.append((rng.choice(officers), "author", False))
        elif ptype == "geophysical survey":
            team.append(("gs2", "surveyor", True))
        elif ptype == "building recording":
            team += [("po1", "supervisor", True), ("il", "illustrator", True), ("gs2", "surveyor", True)]
        else:
            lead = officers[pi % 3] if ptype in ("excavation", "strip map and sample") else rng.choice(supervisors)
            team.append((lead, "supervisor", True))
            n_dig = {"watching brief": 1, "evaluation": 2, "excavation": 4, "strip map and sample": 3}[ptype]
            for k in rng.sample(diggers + [s for s in supervisors if s != lead], n_dig):
                team.append((k, "digger", True))
            if ptype in ("excavation", "strip map and sample", "evaluation") and rng.random() < 0.7:
                team.append((rng.choice(["gs1", "gs2"]), "surveyor", True))
            if ptype in ("excavation", "strip map and sample"):
                team.append(("fm", "finds", False))
                team.append(("ea", "environmental", rng.random() < 0.5))
            if ptype == "excavation":
                team.append(("os", "osteologist", rng.random() < 0.5))
        seen: set[str] = set()
        for who, role, on_site in team:
            if who in seen:
                continue
            seen.add(who)
            if role == "PM":
                days = round(rng.uniform(2, 12) * 2) / 2
            elif on_site:
                days = float(max(1, min(days_total, int(days_total * rng.uniform(0.4, 0.75)))))
            else:
                days = round(rng.uniform(1, 9) * 2) / 2
            rel("WORKED_ON", who, pid, {"role": role, "days": days, "onSite": on_site})

        # archive deposit for archived projects and some complete ones
        if status == "archived" or (status == "complete" and rng.random() < 0.6):
            mus = rng.choice(county_museum[county])
            dep = (e_date + dt.timedelta(days=rng.randint(200, 700)))
            if dep > d("2025-10-31"):
                dep = d("2025-10-31") - dt.timedelta(days=rng.randint(1, 60))
            rel("DEPOSITED_AT", pid, museum_ids[mus],
                {"accessionNo": f"{mus.split()[0][:3].upper()}.{dep.year}.{rng.randint(10, 99)}",
                 "boxes": rng.randint(1, 14) if ptype != "desk-based assessment" else 1,
                 "depositedOn": dep.isoformat() if rng.random() < 0.9 else None})

        # trenches, finds, samples
        n_tr = {"evaluation": rng.randint(3, 6), "excavation": rng.randint(2, 4), "strip map and sample":
                rng.randint(3, 5), "watching brief": rng.randint(1, 2)}.get(ptype, 0)
        crew = [w for w, r, o in team if o and r in ("supervisor", "digger")]
        for t in range(1, n_tr + 1):
            tid = f"t{trench_count}"
            trench_count += 1
            prefix = "A" if ptype in ("excavation", "strip map and sample") else "T"
            length = round(rng.choice([20.0, 25.0, 30.0, 50.0]) if prefix == "T" else rng.uniform(40, 140), 1)
            width = 1.8 if prefix == "T" and ptype == "evaluation" else round(rng.uniform(0.6, 30.0), 1)
            if ptype == "watching brief":
                width = round(rng.uniform(0.5, 1.2), 1)
                length = round(rng.uniform(15, 400), 1)
            opened = s_date + dt.timedelta(days=rng.randint(0, max(1, days_total // 3)))
            positive = rng.random() < (0.75 if prefix == "A" else 0.55)
            backfilled = None
            if e_date:
                backfilled = min(e_date, opened + dt.timedelta(days=rng.randint(2, 40)))
            elif rng.random() < 0.3:
                backfilled = opened + dt.timedelta(days=rng.randint(5, 20))
            node(tid, ["Trench"], {
                "trenchId": f"{code}/{prefix}{t}", "lengthM": length, "widthM": width,
                "maxDepthM": round(rng.uniform(0.3, 2.4), 2), "dugBy": rng.choice(
                    ["360 excavator", "360 excavator", "mini digger", "hand"]) if prefix == "T" else "360 excavator",
                "openedOn": opened.isoformat(), "backfilledOn": backfilled.isoformat() if backfilled else None,
                "archaeologyPresent": positive, "contextCount": rng.randint(4, 60) if positive else rng.randint(1, 3),
                "orientation": rng.choice(ORIENT) if rng.random() < 0.8 else None,
                "waterlogged": rng.random() < 0.12, "stepped": rng.random() < 0.15})
            rel("PART_OF", tid, pid, {})
            if not positive:
                continue
            per = periods or ["MED"]
            for _ in range(rng.choice([0, 1, 2, 2, 3, 3, 4])):
                fid = f"f{find_count}"
                find_count += 1
                material = rng.choice(list(MATERIALS))
                objects, mat_periods = MATERIALS[material]
                cand = [x for x in mat_periods if x in per] or mat_periods
                period = rng.choice(cand)
                find_no += rng.randint(1, 9)
                labels = ["Find"]
                treasure = None
                if material in ("silver",) and treasure_left:
                    treasure = treasure_left.pop(0)
                    labels.append("Treasure")
                obj = rng.choice(objects)
                lo, hi = SPOT[period]
                spot = rng.random() < 0.5 or obj == "coin"
                date_from = (lo + rng.randint(0, (hi - lo) // 2)) // 10 * 10 if spot else None
                date_to = (date_from + rng.choice([20, 50, 100, 150])) if spot else None
                when = opened + dt.timedelta(days=rng.randint(0, 14))
                props = {"findNo": f"SF{find_no}", "material": material, "objectType": obj, "period": period,
                         "weightG": round(rng.uniform(0.8, 60.0) if material not in ("CBM", "worked stone")
                                          else rng.uniform(150, 2600), 1),
                         "xrayed": (rng.random() < 0.6) if material in METALS else None,
                         "conserved": rng.random() < 0.2, "photographed": rng.random() < 0.55,
                         "dateFrom": date_from, "dateTo": date_to, "recordedOn": when.isoformat()}
                if treasure:
                    props["coronerRef"] = treasure
                    props["reportedToFloOn"] = (when + dt.timedelta(days=rng.randint(3, 13))).isoformat()
                    props["xrayed"] = True
                node(fid, labels, props)
                rel("FROM_TRENCH", fid, tid, {"contextNo": rng.randint(100, 100 + 40 * t) + (t - 1) * 100,
                                              "depthM": round(rng.uniform(0.1, 1.6), 2)})
                how = "metal detector" if material in METALS and rng.random() < 0.5 else rng.choice(
                    ["trowel", "trowel", "sieve", "machine"])
                finders = [w for w in crew if (how != "metal detector" or w in detectorists)] or crew
                rel("FOUND_BY", fid, rng.choice(finders), {"method": how})
                if material in METALS and props["xrayed"] and (props["conserved"] or treasure):
                    sent = when + dt.timedelta(days=rng.randint(20, 90))
                    back = sent + dt.timedelta(weeks=rng.randint(6, 20))
                    rel("SENT_TO", fid, lab_ids["conservation"], {
                        "sentOn": sent.isoformat(), "costGbp": round(rng.uniform(60, 420), 2),
                        "resultOn": back.isoformat() if back < d("2025-10-15") else None, "purpose": "conservation"})
            if ptype in ("evaluation", "excavation", "strip map and sample"):
                for _ in range(rng.choice([0, 1, 1, 2, 2])):
                    sample_no += 1
                    sid = f"s{sample_no}"
                    stype = rng.choice(["bulk", "bulk", "bulk", "C14", "C14", "OSL", "pollen", "monolith"])
                    taken = opened + dt.timedelta(days=rng.randint(1, 12))
                    node(sid, ["Sample"], {
                        "sampleNo": sample_no, "sampleType": stype,
                        "volumeL": float(rng.choice([10, 20, 30, 40])) if stype == "bulk" else None,
                        "datingMaterial": rng.choice(["charcoal", "charred grain", "animal bone", "hazelnut shell"])
                        if stype == "C14" else None,
                        "priority": rng.choice(["high", "medium", "low"]), "processed": rng.random() < 0.7,
                        "featureType": rng.choice(["pit", "ditch", "posthole", "hearth", "grave", "well"])})
                    rel("TAKEN_FROM", sid, tid, {"contextNo": rng.randint(100, 100 + 40 * t) + (t - 1) * 100,
                                                 "takenOn": taken.isoformat()})
                    lab = {"bulk": "environmental", "pollen": "pollen", "monolith": "pollen", "OSL": "OSL"}.get(stype)
                    if stype == "C14":
                        lab = "radiocarbon" if rng.random() < 0.6 else "Groningmeer Dating Lab"
                    if lab and rng.random() < 0.8:
                        sent = taken + dt.timedelta(days=rng.randint(30, 200))
                        back = sent + dt.timedelta(weeks=rng.randint(4, 20))
                        rate = LABS[int(lab_ids[lab][1:])][6]
                        result = None
                        if stype == "C14" and back < d("2025-10-15"):
                            lo, hi = SPOT[rng.choice(periods or ["MED"])]
                            bp = 1950 - rng.randint(lo, hi)
                            result = f"{bp} ± {rng.choice([25, 30, 35])} BP"
                        if sent > d("2025-10-31"):
                            continue  # not sent yet
                        rel("SENT_TO", sid, lab_ids[lab], {
                            "sentOn": sent.isoformat(), "costGbp": rate if rng.random() < 0.8 else round(rate * 1.5, 2),
                            "resultOn": back.isoformat() if back < d("2025-10-15") else None,
                            "purpose": {"C14": "dating", "OSL": "dating"}.get(stype, "assessment"),
                            "labCode": f"{lab_ids[lab].upper()}-{rng.randint(10000, 99999)}" if stype in (
                                "C14", "OSL") else None, "result": result})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["startDate", "endDate", "reportDueOn", "signedOn", "openedOn", "backfilledOn",
                           "recordedOn", "reportedToFloOn", "takenOn", "sentOn", "resultOn", "depositedOn"]}
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
