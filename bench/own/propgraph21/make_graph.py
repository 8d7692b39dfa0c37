#!/usr/bin/env python3
"""Write graph.json: an invented county fire and rescue service (Harrowmere & Wendle FRS) as its staff might keep it.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every firefighter, station, town, premises,
street, course provider and appliance chassis maker is invented.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 6363
HERE = Path(__file__).resolve().parent

# stationNo, stationName, crewing, district, openedYear, bays, hasTrainingTower, drillYardSqm, postcode
STATIONS = [
    (1, "Harrowmere Central", "wholetime", "Central", 1968, 6, True, 1850, "HW1 4QT"),
    (2, "Marrowgate", "wholetime", "Northern", 1974, 4, True, 1320, "HW7 2LD"),
    (3, "Wendle Cross", "wholetime", "Southern", 1981, 4, True, None, "WX3 9PA"),
    (4, "Brackenholt", "day crewed", "Northern", 1959, 3, False, 640, "HW9 6RS"),
    (5, "Fennick Bridge", "day crewed", "Southern", 1963, 2, True, 710, "WX5 1HE"),
    (6, "Thornwick Magna", "on-call", "Northern", 1948, 2, False, 380, "HW11 3NB"),
    (7, "Salterby Wold", "on-call", "Central", 1952, 1, False, None, "HW4 8JW"),
    (8, "Quillsby", "on-call", "Southern", 1971, 2, False, 455, "WX8 7TU"),
    (9, "Gorsemoor", "on-call", "Northern", 1939, 2, False, 300, "HW12 5FF"),
    (10, "Emberton Fold", "on-call", "Southern", 1986, 2, False, 520, "WX9 4GY"),
    (11, "Ullscar", "on-call", "Central", 1930, 1, False, None, "HW6 1AZ"),
]
NEIGHBOURS = {1: [7, 2, 3], 2: [4, 9, 1], 3: [5, 8, 10], 4: [2, 6, 9], 5: [3, 10, 8], 6: [4, 9, 2],
              7: [1, 4, 2], 8: [3, 5, 10], 9: [6, 4, 2], 10: [5, 3, 8]}

# callsign, station (None: reserve fleet), applianceType, regYear, crewSeats
APPLIANCES = [
    ("HW01R1", 1, "rescue pump", 2019, 6), ("HW01P2", 1, "pump", 2016, 6), ("HW01A1", 1, "aerial ladder platform", 2014, 3),
    ("HW01C1", 1, "incident command unit", 2012, 4), ("HW01H1", 1, "hazmat unit", 2017, 2),
    ("HW02R1", 2, "rescue pump", 2021, 6), ("HW02P2", 2, "pump", 2013, 6), ("HW02A1", 2, "aerial ladder platform", 2009, 3),
    ("HW02W1", 2, "water carrier", 2011, 2),
    ("HW03R1", 3, "rescue pump", 2020, 6), ("HW03P2", 3, "pump", 2015, 6), ("HW03B1", 3, "rescue boat", 2018, 4),
    ("HW03F1", 3, "4x4 rescue", 2016, 5),
    ("HW04R1", 4, "rescue pump", 2018, 6), ("HW04P2", 4, "pump", 2010, 6), ("HW04L1", 4, "light rescue pump", 2022, 4),
    ("HW05R1", 5, "rescue pump", 2017, 6), ("HW05W1", 5, "water carrier", 2008, 2),
    ("HW06P1", 6, "pump", 2014, 6), ("HW06L1", 6, "light rescue pump", 2023, 4),
    ("HW07P1", 7, "pump", 2012, 6),
    ("HW08P1", 8, "pump", 2015, 6), ("HW08F1", 8, "4x4 rescue", 2019, 5),
    ("HW09P1", 9, "pump", 2011, 6), ("HW09P2", 9, "pump", 2007, 6),
    ("HW10P1", 10, "pump", 2016, 6), ("HW10B1", 10, "rescue boat", 2021, 4),
    ("HW01P3", 1, "pump", 2009, 6),
    ("HW90P1", None, "pump", 2006, 6), ("HW90P2", None, "pump", 2008, 6),
]
CHASSIS = ["Varden", "Holtzmann", "Strand", "Orrin"]
EQUIPMENT = {
    "rescue pump": ["hydraulic cutters", "thermal imaging camera", "PPV fan", "hose reel", "13.5m ladder", "defibrillator", "stabilisation kit"],
    "pump": ["thermal imaging camera", "PPV fan", "hose reel", "13.5m ladder", "defibrillator", "10.5m ladder"],
    "light rescue pump": ["hose reel", "hydraulic cutters", "defibrillator", "thermal imaging camera"],
    "aerial ladder platform": ["monitor", "rescue cage", "thermal imaging camera"],
    "water carrier": ["portable dam", "light portable pump"],
    "rescue boat": ["throw lines", "dry suits", "outboard motor"],
    "4x4 rescue": ["winch", "wildfire beaters", "light portable pump", "throw lines"],
    "incident command unit": ["radio mast", "CCTV mast"],
    "hazmat unit": ["gas monitor", "decontamination shower", "gas-tight suits"],
}

FORENAMES = ["Aldous", "Bronwen", "Caspian", "Delphine", "Emrys", "Fenella", "Gideon", "Hester", "Idris", "Juno",
             "Kit", "Leopold", "Marigold", "Nathaniel", "Odette", "Piers", "Quenby", "Rosalind", "Silas", "Tamsin",
             "Ulric", "Verity", "Wilfred", "Xanthe", "Yorick", "Zillah", "Anselm", "Briony", "Cosmo", "Drusilla",
             "Evander", "Flavia", "Gethin", "Honora", "Isolde", "Jago", "Keturah", "Lorcan", "Mabyn", "Niamh",
             "Oswin", "Perpetua", "Radley", "Saoirse", "Thaddeus", "Una", "Vaughan", "Wenna", "Yestin", "Zephyr",
             "Alaric", "Beatrix", "Corin", "Demelza", "Eldon", "Fleur", "Griff", "Hedda", "Ianto", "Jessamy",
             "Kenver", "Linnet", "Morwenna", "Noll"]
SURNAMES = ["Abernethy", "Blackwood", "Carraway", "Dunstable", "Elphick", "Farthing", "Gorringe", "Hartnell",
            "Illingworth", "Jessop", "Kettleborough", "Lumsden", "Mallinder", "Northcott", "Oakshott", "Pennock",
            "Quarrie", "Ravenscroft", "Scudamore", "Tregear", "Uttley", "Varley", "Wadsworth", "Yelland", "Ashdown",
            "Brocklehurst", "Cheverton", "Daintree", "Entwistle", "Fairclough", "Greenhalgh", "Haddow", "Inchbald",
            "Jerram", "Kinsella", "Loveridge", "Mossop", "Nettleship", "Ogden", "Pridmore", "Rowbotham", "Sallis",
            "Thwaites", "Underhill", "Vosper", "Whiteley", "Youlden", "Aspinall", "Bellerby", "Crabtree", "Dewhurst",
            "Eastwood", "Frobisher", "Gaskell", "Hebblethwaite", "Ibbotson", "Jowett", "Kerslake", "Lister", "Meakin",
            "Nutbrown", "Oxley", "Pilkington", "Rudge"]

# key, rank, dept, station (None: HQ), watch, manager key, contract
ROSTER = [
    ("cfo", "Chief Fire Officer", "Command", None, None, None, None),
    ("acfo", "Assistant Chief Fire Officer", "Command", None, None, "cfo", None),
    ("am_resp", "Area Manager", "Response", None, None, "acfo", None),
    ("am_prot", "Area Manager", "Protection", None, None, "acfo", None),
    ("gm_c", "Group Manager", "Response", 1, None, "am_resp", "wholetime"),
    ("gm_n", "Group Manager", "Response", 2, None, "am_resp", "wholetime"),
    ("gm_s", "Group Manager", "Response", 3, None, "am_resp", "wholetime"),
    ("sm_prot", "Station Manager", "Protection", 1, None, "am_prot", "wholetime"),
    ("wm_prot1", "Watch Manager", "Protection", 1, None, "sm_prot", "wholetime"),
    ("wm_prot2", "Watch Manager", "Protection", 1, None, "sm_prot", "wholetime"),
    ("wm_trg", "Watch Manager", "Training", 1, None, "am_prot", "wholetime"),
    ("cm_trg", "Crew Manager", "Training", 1, None, "wm_trg", "wholetime"),
]
for st, gm, watches in ((1, "gm_c", ("Red", "Blue")), (2, "gm_n", ("White", "Green")), (3, "gm_s", ("Red", "Green"))):
    ROSTER.append((f"sm{st}", "Station Manager", "Response", st, None, gm, "wholetime"))
    for w in watches:
        ROSTER.append((f"wm{st}{w}", "Watch Manager", "Response", st, w, f"sm{st}", "wholetime"))
        ROSTER.append((f"cm{st}{w}", "Crew Manager", "Response", st, w, f"wm{st}{w}", "wholetime"))
    for i, w in enumerate((watches[0], watches[1], watches[0])):
        ROSTER.append((f"ff{st}{i}", "Firefighter", "Response", st, w, f"cm{st}{w}", "wholetime"))
for st, sm in ((4, "sm2"), (5, "sm3")):
    ROSTER.append((f"wm{st}", "Watch Manager", "Response", st, "Day", sm, "day crewed"))
    ROSTER.append((f"cm{st}", "Crew Manager", "Response", st, "Day", f"wm{st}", "day crewed"))
    for i in range(3):
        ROSTER.append((f"ff{st}{i}", "Firefighter", "Response", st, "Day", f"cm{st}", "day crewed"))
for st, sm, n in ((6, "sm2", 3), (7, "sm1", 2), (8, "sm3", 3), (9, "sm2", 2), (10, "sm3", 3)):
    ROSTER.append((f"cm{st}", "Crew Manager", "Response", st, None, sm, "on-call"))
    for i in range(n):
        ROSTER.append((f"ff{st}{i}", "Firefighter", "Response", st, None, f"cm{st}", "on-call"))
ACTING = {"wm1Blue", "cm3Green", "cm6"}  # reports to their manager while acting up
DUAL = {"ff10": 7, "ff21": 9, "cm2White": 6, "ff31": 8, "ff40": 9}  # wholetime/day crewed staff also on-call elsewhere
INSTRUCTORS = ["wm_trg", "cm_trg", "wm2Green", "cm1Red", "wm3Red", "cm5", "ff20", "wm4"]
SKILLS = ["water rescue", "rope rescue", "HazMat", "trauma care", "aerial", "USAR", "drone pilot", "large animal rescue"]
DISCIPLINES = ["BA", "RTC", "first aid", "driving", "water", "hazmat", "incident command"]

# courseCode, courseTitle, durationDays, provider, accredited, validityYears, costGbp
COURSES = [
    ("BA-INIT", "Breathing Apparatus Initial", 10, "in-house", True, 3, 1450),
    ("EFAD", "Emergency Fire Appliance Driving", 5, "Moorside Training Centre", True, 5, 2100),
    ("ICL1", "Incident Command Level 1", 5, "Caldmoor Fire College", True, 3, 1980),
    ("ICL2", "Incident Command Level 2", 5, "Caldmoor Fire College", True, 3, 2650),
    ("RTC-EXT", "Road Traffic Collision Extrication", 4, "in-house", False, None, 620),
    ("SRT", "Swift Water Rescue Technician", 3, "Moorside Training Centre", True, 3, 890),
    ("ROPE-OP", "Rope Rescue Operator", 6, "Caldmoor Fire College", True, 2, 1740),
    ("HAZ-AW", "HazMat Awareness", 1, "in-house", False, None, 150),
    ("IEC", "Immediate Emergency Care", 3, "Moorside Training Centre", True, 3, 540),
    ("ALP-OP", "Aerial Ladder Platform Operator", 4, "in-house", True, None, 760),
    ("FSI-CERT", "Fire Safety Inspecting Officer Certificate", 20, "Caldmoor Fire College", True, None, 4200),
    ("INSTR", "Instructor Training", 8, "Caldmoor Fire College", True, 5, 2300),
]

# premisesName, premisesType, station ground, storeys
PREMISES = [
    ("Larkfield House", "care home", 1, 3), ("Orchard Lea", "care home", 2, 2), ("Bramblebank Lodge", "care home", 3, 2),
    ("St Ebba's Court", "care home", 4, 1), ("Willowmead", "care home", 6, 2), ("The Beeches", "care home", 8, 2),
    ("Harrowmere General Hospital", "hospital", 1, 7), ("Wendle Cross Community Hospital", "hospital", 3, 3),
    ("The Gables Hotel", "hotel", 1, 4), ("Marrowgate Arms Hotel", "hotel", 2, 3), ("Quillsby Bay Hotel", "hotel", 8, 5),
    ("Fold Lane Guest House", "hotel", 10, 3), ("Salterby Manor Hotel", "hotel", 7, 3),
    ("Harrowmere Academy", "school", 1, 3), ("Marrowgate High School", "school", 2, 2),
    ("Brackenholt Primary School", "school", 4, 1), ("Fennick Bridge Primary School", "school", 5, 1),
    ("St Anselm's School", "school", 3, 3), ("Gorsemoor Village School", "school", 9, 1),
    ("Dravon Plastics", "factory", 2, 2), ("Kestrel Print Works", "factory", 1, 2), ("Wendle Foods", "factory", 3, 1),
    ("Fennick Timber Mill", "factory", 5, 1), ("Thornwick Creamery", "factory", 6, 2),
    ("Northway Distribution Centre", "warehouse", 2, 1), ("Crossgate Logistics", "warehouse", 3, 1),
    ("Brackenholt Self Storage", "warehouse", 4, 2), ("Harrowmere Parcel Depot", "warehouse", 1, 1),
    ("14 Tanner Street", "HMO", 1, 3), ("7 Rope Walk", "HMO", 2, 3), ("22 Mill Hill", "HMO", 3, 4),
    ("3 Chapel Row", "HMO", 5, 3),
    ("Harrowmere Arcade", "shopping centre", 1, 2), ("Marrowgate Market Hall", "shopping centre", 2, 1),
    ("Wendle Cross Retail Park", "shopping centre", 3, 1),
    ("The Plough", "pub", 6, 2), ("The Ferryman", "pub", 10, 2), ("The Salt Cellar", "pub", 7, 2),
    ("The Drovers Rest", "pub", 9, 2), ("Quillsby Sailing Club", "pub", 8, 2),
    ("Highfold Farm", "farm", 9, 1), ("Lower Brook Farm", "farm", 6, 1), ("Emberton Grange Farm", "farm", 10, 1),
    ("Wold End Farm", "farm", 7, 1),
    ("Harrowmere Civic Theatre", "theatre", 1, 3), ("Marrowgate Leisure Centre", "leisure centre", 2, 2),
    ("Wendle Cross Leisure Pool", "leisure centre", 3, 2), ("Harrowmere Central Library", "library", 1, 3),
]
RISK_BY_TYPE = {"care home": "high", "hospital": "high", "hotel": "high", "HMO": "high", "school": "medium",
                "factory": "medium", "warehouse": "medium", "shopping centre": "medium", "theatre": "medium",
                "pub": "low", "farm": "low", "leisure centre": "low", "library": "low"}
SLEEPING = {"care home", "hospital", "hotel", "HMO"}
STREETS = ["High Street", "Station Road", "Church Lane", "Mill Lane", "Tanner Street", "Rope Walk", "Chapel Row",
           "Market Place", "Quay Road", "Moor Lane", "Fold Lane", "Castle Street", "Bridge Street", "Wold Road",
           "North Parade", "Kiln Lane", "Ferry Lane", "Abbey Road", "Green Lane", "School Lane"]

# category, weight, falseAlarm possible, fire
CATEGORIES = [
    ("dwelling fire", 12, False, True), ("non-domestic fire", 6, False, True), ("vehicle fire", 9, False, True),
    ("grass fire", 8, False, True), ("chimney fire", 5, False, True), ("refuse fire", 6, False, True),
    ("RTC", 14, False, False), ("AFA", 16, True, False), ("flooding", 5, False, False),
    ("animal rescue", 4, False, False), ("water rescue", 4, False, False), ("HazMat", 3, False, False),
    ("lift release", 4, False, False), ("assist ambulance", 5, False, False), ("malicious call", 3, True, False),
]
CAUSES = {"dwelling fire": ["cooking", "electrical fault", "smoking materials", "heating appliance", "deliberate", "unknown"],
          "non-domestic fire": ["electrical fault", "deliberate", "hot works", "unknown"],
          "vehicle fire": ["electrical fault", "deliberate", "unknown"],
          "grass fire": ["deliberate", "smoking materials", "unknown"],
          "chimney fire": ["soot build-up", "unknown"],
          "refuse fire": ["deliberate", "smoking materials", "unknown"]}
AGENCIES = {"RTC": ["ambulance", "highways"], "water rescue": ["coastguard", "ambulance", "police"],
            "flooding": ["environment agency", "highways", "police"], "HazMat": ["environment agency", "police", "gas network"],
            "animal rescue": ["animal welfare", "police"], "dwelling fire": ["ambulance", "police", "gas network"],
            "non-domestic fire": ["police", "environment agency", "ambulance"], "grass fire": ["police", "highways"],
            "vehicle fire": ["police", "highways"], "assist ambulance": ["ambulance"], "lift release": ["ambulance"],
            "chimney fire": ["police"], "refuse fire": ["police"], "AFA": ["police"]}
SPECIALS = {"water rescue": ["rescue boat", "4x4 rescue"], "HazMat": ["hazmat unit"], "grass fire": ["4x4 rescue", "water carrier"],
            "non-domestic fire": ["aerial ladder platform", "water carrier"], "dwelling fire": ["aerial ladder platform"],
            "flooding": ["4x4 rescue"]}


def main() -> None:
    rng = random.Random(SEED)
    assert len(set(FORENAMES)) == len(FORENAMES) >= len(ROSTER)
    assert len(set(SURNAMES)) == len(SURNAMES) >= len(ROSTER)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    def day(start: dt.date, end: dt.date) -> dt.date:
        return start + dt.timedelta(days=rng.randrange((end - start).days + 1))

    # stations
    st_town = {}
    for no, name, crewing, district, opened, bays, tower, yard, pc in STATIONS:
        st_town[no] = name
        node(f"st{no}", ["Station"], {"stationName": name, "stationNo": no, "crewing": crewing, "district": district,
                                      "openedYear": opened, "bays": bays, "hasTrainingTower": tower,
                                      "drillYardSqm": yard, "postcode": pc, "operational": no != 11})

    # courses
    for code, title, days, provider, accredited, validity, cost in COURSES:
        node(f"c_{code}", ["Course"], {"courseCode": code, "courseTitle": title, "durationDays": days,
                                       "provider": provider, "accredited": accredited, "validityYears": validity,
                                       "costGbp": cost})

    # firefighters
    forenames = FORENAMES[:]
    surnames = SURNAMES[:]
    rng.shuffle(forenames)
    rng.shuffle(surnames)
    rank_joined = {"Chief Fire Officer": (1992, 1996), "Assistant Chief Fire Officer": (1994, 1999),
                   "Area Manager": (1996, 2003), "Group Manager": (1998, 2006), "Station Manager": (2000, 2010),
                   "Watch Manager": (2003, 2014), "Crew Manager": (2008, 2018), "Firefighter": (2012, 2024)}
    ff = {}
    staff_no = rng.sample(range(10100, 19900), len(ROSTER))
    for i, (key, rank, dept, st, watch, _mgr, contract) in enumerate(ROSTER):
        lo, hi = rank_joined[rank]
        if contract == "on-call" and rank == "Firefighter":
            lo = 2008
        joined = day(dt.date(lo, 1, 1), dt.date(hi, 12, 31))
        born = joined.year - rng.randrange(19, 31)
        labels = ["Firefighter"] + (["Instructor"] if key in INSTRUCTORS else [])
        props = {"forename": forenames[i], "surname": surnames[i], "staffNo": staff_no[i], "rank": rank,
                 "dept": dept, "watch": watch, "joinedOn": joined.isoformat(),
                 "bornYear": born if rng.random() < 0.85 else None,
                 "baWearer": rank in ("Firefighter", "Crew Manager", "Watch Manager") and rng.random() < 0.9,
                 "efad": rank in ("Firefighter", "Crew Manager") and rng.random() < 0.6,
                 "vo2Max": round(rng.uniform(38.0, 55.0), 1) if rng.random() < 0.8 else None,
                 "pagerNo": rng.randrange(4000, 4999) if contract == "on-call" or key in DUAL else None}
        if rank in ("Firefighter", "Crew Manager", "Watch Manager") and rng.random() < 0.55:
            props["skills"] = sorted(rng.sample(SKILLS, rng.choice([1, 1, 2, 2, 3])))
        if key in INSTRUCTORS:
            props["instructorSince"] = max(joined.year + rng.randrange(2, 8), joined.year + 1)
            props["disciplines"] = sorted(rng.sample(DISCIPLINES, rng.choice([1, 2, 2, 3])))
        ff[key] = {"id": f"ff_{key}", "rank": rank, "st": st, "joined": joined, "props": props, "dept": dept,
                   "contract": contract, "watch": watch}
        node(f"ff_{key}", labels, props)
    # fix two instructorSince in the future
    for nd in nodes:
        p = nd["properties"]
        if "instructorSince" in p and p["instructorSince"] > 2025:
            p["instructorSince"] = 2025

    # reporting lines (self-relationship)
    for key, _rank, _dept, _st, _watch, mgr, _contract in ROSTER:
        if mgr is None:
            continue
        since = max(ff[key]["joined"].year, ff[mgr]["joined"].year) + rng.randrange(0, 4)
        rel("REPORTS_TO", ff[key]["id"], ff[mgr]["id"], {"since": min(since, 2025), "acting": key in ACTING})

    # based at
    for key, _rank, _dept, st, _watch, _mgr, contract in ROSTER:
        if st is None:
            continue
        lo = max(ff[key]["joined"], dt.date(2010, 1, 1))
        since = day(lo, min(lo + dt.timedelta(days=900), dt.date(2025, 3, 31)))
        rel("BASED_AT", ff[key]["id"], f"st{st}", {"contract": contract, "since": since.isoformat(),
                                                   "coverHours": rng.choice([60, 84, 90, 100, 120]) if contract == "on-call" else None})
    for key, st in DUAL.items():
        since = day(max(ff[key]["joined"], dt.date(2018, 1, 1)) + dt.timedelta(days=200), dt.date(2025, 3, 31))
        rel("BASED_AT", ff[key]["id"], f"st{st}", {"contract": "on-call", "since": since.isoformat(),
                                                   "coverHours": rng.choice([40, 48, 60, 72])})

    # courses completed
    course_for = {"Firefighter": ["BA-INIT", "EFAD", "RTC-EXT", "IEC", "SRT", "HAZ-AW"],
                  "Crew Manager": ["ICL1", "EFAD", "RTC-EXT", "IEC", "ROPE-OP", "HAZ-AW", "ALP-OP"],
                  "Watch Manager": ["ICL1", "ICL2", "IEC", "ALP-OP", "HAZ-AW"],
                  "Station Manager": ["ICL2", "HAZ-AW"], "Group Manager": ["ICL2"]}
    for key, rank, dept, _st, _watch, _mgr, _contract in ROSTER:
        pool = list(course_for.get(rank, []))
        if key in INSTRUCTORS:
            pool.append("INSTR")
        if dept == "Protection":
            pool = ["FSI-CERT"] + pool[:1]
        if not pool:
            continue
        n = min(len(pool), rng.choice([0, 1, 1, 2, 2, 3]))
        if key in INSTRUCTORS and "INSTR" not in pool[:n]:
            chosen = ["INSTR"] + rng.sample([c for c in pool if c != "INSTR"], max(0, n - 1))
        elif dept == "Protection":
            chosen = pool
        else:
            chosen = rng.sample(pool, n)
        for code in chosen:
            passed = day(max(ff[key]["joined"], dt.date(2015, 1, 1)), dt.date(2025, 9, 30))
            score = rng.randrange(58, 100) if code not in ("HAZ-AW", "RTC-EXT") else None
            rel("COMPLETED", ff[key]["id"], f"c_{code}", {"passedOn": passed.isoformat(), "scorePct": score,
                                                          "resit": score is not None and score < 70 and rng.random() < 0.7})

    # appliances
    app = {}
    for cs, st, atype, reg, seats in APPLIANCES:
        tank = {"rescue pump": 1800, "pump": 1800, "light rescue pump": 900, "water carrier": 9000,
                "4x4 rescue": 400}.get(atype)
        if atype == "pump" and reg < 2010:
            tank = 1350
        lpm = {"rescue pump": 2250, "pump": 2250, "light rescue pump": 1000, "water carrier": 1800,
               "4x4 rescue": 450, "aerial ladder platform": 3800}.get(atype)
        if lpm and atype == "pump" and reg < 2012:
            lpm = 1800
        ladder = {"rescue pump": 13.5, "pump": 13.5, "aerial ladder platform": 32.0, "light rescue pump": 10.5}.get(atype)
        if atype == "aerial ladder platform" and reg < 2012:
            ladder = 28.5
        eq = EQUIPMENT[atype]
        equipment = sorted(rng.sample(eq, min(len(eq), rng.randrange(2, 5))))
        in_service = day(dt.date(reg, 2, 1), dt.date(reg, 11, 30))
        props = {"callsign": cs, "applianceType": atype, "chassis": rng.choice(CHASSIS), "regYear": reg,
                 "inServiceOn": in_service.isoformat(), "tankLitres": tank, "pumpLpm": lpm, "ladderM": ladder,
                 "crewSeats": seats, "offRun": cs in ("HW02A1", "HW09P2", "HW90P2"),
                 "equipment": equipment if cs not in ("HW90P1", "HW90P2") else None,
                 "mileageKm": int(round((2026 - reg) * rng.uniform(3500, 9500), -1))}
        app[cs] = {"id": f"ap_{cs}", "st": st, "type": atype}
        node(f"ap_{cs}", ["Appliance"], props)
        if st is not None:
            rel("HOUSED_AT", f"ap_{cs}", f"st{st}", {"bay": sum(1 for a in app.values() if a["st"] == st)})

    # premises
    prem = {}
    for i, (name, ptype, st, storeys) in enumerate(PREMISES):
        built = rng.randrange(1890, 2020) if rng.random() < 0.8 else None
        props = {"premisesName": name, "premisesType": ptype, "riskRating": RISK_BY_TYPE[ptype],
                 "sleepingRisk": ptype in SLEEPING, "storeys": storeys, "builtYear": built,
                 "sprinklered": (built is not None and built > 2005) or ptype in ("hospital", "warehouse") and rng.random() < 0.7,
                 "maxOccupancy": rng.randrange(20, 900) if rng.random() < 0.75 else None,
                 "town": st_town[st], "street": rng.choice(STREETS)}
        if ptype == "HMO":
            props["street"] = name.split(" ", 1)[1]
            props["maxOccupancy"] = rng.randrange(5, 14)
        prem[name] = {"id": f"pr{i:02d}", "st": st, "type": ptype}
        node(f"pr{i:02d}", ["Premises"], props)
        rel("ON_GROUND_OF", f"pr{i:02d}", f"st{st}", {"driveTimeMin": round(rng.uniform(2.0, 14.0), 1)})

    # hydrants
    hyd_no = rng.sample(range(1000, 9999), 30)
    for i in range(30):
        st = 1 + (i % 11) if i < 27 else rng.choice([1, 2, 3])
        tested = day(dt.date(2021, 1, 1), dt.date(2025, 9, 30)) if rng.random() < 0.8 else None
        props = {"hydrantNo": f"HY{hyd_no[i]}", "street": rng.choice(STREETS), "town": st_town[st],
                 "hydrantType": rng.choice(["pillar", "underground", "underground", "underground"]),
                 "mainMm": rng.choice([75, 100, 100, 150, 150, 200, 300]),
                 "flowLpm": rng.randrange(600, 2400, 20) if tested else None,
                 "lastTestedOn": tested.isoformat() if tested else None,
                 "defective": rng.random() < 0.15}
        node(f"hy{i:02d}", ["Hydrant"], props)
        rel("ON_GROUND_OF", f"hy{i:02d}", f"st{st}", {})

    # incidents
    cats = [c[0] for c in CATEGORIES]
    weights = [c[1] for c in CATEGORIES]
    info = {c[0]: c for c in CATEGORIES}
    seq = {2024: 0, 2025: 0}
    dates = sorted(day(dt.date(2024, 1, 1), dt.date(2025, 10, 31)) for _ in range(120))
    busy = [1, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3]
    staff_at = {}
    for key, rank, dept, st, _watch, _mgr, _contract in ROSTER:
        if dept == "Response" and st is not None and rank in ("Crew Manager", "Watch Manager"):
            staff_at.setdefault(st, []).append(key)
    for n, d in enumerate(dates):
        seq[d.year] += rng.randrange(3, 40)
        no = f"{d.year % 100}-{seq[d.year]:04d}"
        cat = rng.choices(cats, weights)[0]
        _, _, fa, fire = info[cat]
        st = rng.choice(busy)
        if cat == "water rescue":
            st = rng.choice([3, 10, 8])
        hh = rng.choices(range(24), [1, 1, 1, 1, 1, 1, 2, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 5, 4, 3, 2, 1])[0]
        call_time = f"{hh:02d}:{rng.randrange(60):02d}"
        false_alarm = cat == "malicious call" or (cat == "AFA" and rng.random() < 0.85)
        casualties = 0 if false_alarm else rng.choices([0, 1, 2, 3], [10, 4, 2, 1])[0]
        if cat == "RTC":
            casualties = rng.choice([0, 1, 1, 2, 2, 3, 4])
        fatal = 1 if cat in ("RTC", "dwelling fire") and casualties and rng.random() < 0.12 else 0
        make_up = None
        if cat in ("dwelling fire", "non-domestic fire") and rng.random() < 0.4:
            make_up = rng.choice([3, 4, 4, 6, 8])
        dur = rng.randrange(8, 40) if false_alarm else rng.randrange(25, 240)
        if make_up:
            dur = rng.randrange(180, 600)
        props = {"incidentNo": no, "category": cat, "callDate": d.isoformat(), "callTime": call_time,
                 "town": st_town[st], "street": rng.choice(STREETS), "falseAlarm": false_alarm,
                 "casualties": casualties, "fatalities": fatal, "rescues": rng.choice([0, 0, 1, 1, 2]) if cat in ("water rescue", "animal rescue", "RTC", "lift release") else 0,
                 "durationMin": dur, "makeUp": make_up,
                 "cause": (rng.choice(CAUSES[cat]) if rng.random() < 0.8 else None) if fire else None,
                 "damageSqm": round(rng.uniform(0.5, 40.0) * (make_up or 1) / 2, 1) if cat in ("dwelling fire", "non-domestic fire") else None}
        if not false_alarm and (rng.random() < 0.5 or cat in ("RTC", "water rescue")):
            ag = ["police"] if cat == "RTC" else []
            pool = [a for a in AGENCIES[cat] if a not in ag]
            ag += rng.sample(pool, min(len(pool), rng.choice([1, 1, 2])))
            props["agencies"] = sorted(ag)
        iid = f"in{n:03d}"
        node(iid, ["Incident"], props)
        # premises
        here = [name for name, p in prem.items() if p["st"] == st]
        at = None
        if cat in ("AFA", "non-domestic fire", "lift release") and here:
            at = rng.choice(here)
        elif cat == "dwelling fire" and rng.random() < 0.3:
            hmos = [name for name in here if prem[name]["type"] == "HMO"]
            at = hmos[0] if hmos else None
        if at:
            sprinklered = next(nd for nd in nodes if nd["id"] == prem[at]["id"])["properties"]["sprinklered"]
            rel("OCCURRED_AT", iid, prem[at]["id"],
                {"zone": rng.choice(["kitchen", "bedroom corridor", "laundry", "stairwell"] if prem[at]["type"] in SLEEPING
                                    else ["kitchen", "plant room", "loading bay", "roof void", "stairwell"]),
                 "sprinklersOperated": (rng.random() < 0.4) if sprinklered and not false_alarm else None})
        # attendance
        first = [a for a in app.values() if a["st"] == st and a["type"] in ("rescue pump", "pump", "light rescue pump")]
        att = [first[0]]
        pumps = make_up or (2 if cat in ("dwelling fire", "non-domestic fire") or (cat == "RTC" and rng.random() < 0.5) else 1)
        for nb in NEIGHBOURS[st]:
            if len(att) >= min(pumps, 4):
                break
            cand = [a for a in app.values() if a["st"] in (st, nb) and a["type"] in ("rescue pump", "pump") and a not in att
                    and a["id"] not in ("ap_HW09P2",)]
            if cand:
                att.append(cand[0])
        for atype in SPECIALS.get(cat, []):
            cand = [a for a in app.values() if a["type"] == atype and a["id"] != "ap_HW02A1"]
            if cand and (rng.random() < 0.35 or cat in ("water rescue", "HazMat")):
                near = [a for a in cand if a["st"] in [st] + NEIGHBOURS[st]]
                pick = near[0] if near else cand[0]
                if pick not in att:
                    att.append(pick)
        if make_up and make_up >= 6:
            att.append(app["HW01C1"])
        t0 = hh * 60 + int(call_time[3:])
        for k, a in enumerate(att):
            base = rng.uniform(3.5, 9.0) if a["st"] == st else rng.uniform(8.0, 22.0)
            if st >= 6 and a["st"] == st:
                base += rng.uniform(2.0, 5.0)  # on-call turnout
            mob = (t0 + rng.randrange(0, 3) + (k and rng.randrange(0, 15))) % 1440
            role = "first" if k == 0 else ("second" if k == 1 and app_type(a) in ("pump", "rescue pump") else "support")
            rel("ATTENDED", a["id"], iid, {"role": role, "responseMin": round(base, 1),
                                           "crew": rng.choice([4, 4, 5, 5, 6]) if app_type(a) in ("pump", "rescue pump") else rng.choice([2, 3]),
                                           "mobilisedAt": f"{mob // 60:02d}:{mob % 60:02d}"})
        # command
        if make_up and make_up >= 6:
            cmd, level = rng.choice(["gm_c", "gm_n", "gm_s"]), "ICL3"
        elif make_up:
            cmd, level = rng.choice(["sm1", "sm2", "sm3"]), "ICL2"
        else:
            cmd, level = rng.choice(staff_at[st]), "ICL1"
        rel("COMMANDED", ff[cmd]["id"], iid, {"level": level, "debriefHeld": bool(make_up) or rng.random() < 0.2})

    # inspections by protection staff and a few station managers
    inspectors = ["sm_prot", "wm_prot1", "wm_prot2", "wm_prot1", "wm_prot2", "sm1", "wm4"]
    names = list(prem)
    for _ in range(34):
        name = rng.choice(names)
        who = rng.choice(inspectors)
        on = day(dt.date(2023, 1, 1), dt.date(2025, 9, 30))
        outcome = rng.choices(["broadly compliant", "notification of deficiencies", "enforcement notice", "prohibition notice"],
                              [10, 5, 2, 1])[0]
        rel("INSPECTED", ff[who]["id"], prem[name]["id"],
            {"inspectedOn": on.isoformat(), "outcome": outcome, "hoursOnSite": round(rng.uniform(1.0, 7.5) * 2) / 2,
             "followUp": outcome != "broadly compliant"})

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["joinedOn", "since", "passedOn", "inServiceOn", "lastTestedOn", "callDate", "inspectedOn"]}
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts: dict[str, int] = {}
    for nd in nodes:
        for lab in nd["labels"]:
            counts[lab] = counts.get(lab, 0) + 1
    rcounts: dict[str, int] = {}
    for r in rels:
        rcounts[r["type"]] = rcounts.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes {counts}; {len(rels)} relationships {rcounts}")


def app_type(a: dict) -> str:
    return a["type"]


if __name__ == "__main__":
    main()
