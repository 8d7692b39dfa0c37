#!/usr/bin/env python3
"""Write graph.json: an invented housing association (Larkmoor Homes) as its housing and repairs teams might keep it.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, company, estate, street, town
and postcode is invented (the trade's terms - void, LGSR, CP12, EICR, EPC, SAP, HHSRS, DLO, SOR, ASB, UC, RTB,
CIH, Gas Safe, NICEIC, CHAS, damp and mould, stage 1 / stage 2 complaint, Housing Ombudsman - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 2769
HERE = Path(__file__).resolve().parent

# estateCode, estateName, town, builtYear, hasConcierge, communalHeating, areaHa, greenSpaceM2 (or None),
# streets, blocks (for flats)
ESTATES = [
    ("ASH", "Ashcombe Rise", "Larkmoor", 1968, True, True, 4.2, 5200,
     ["Ashcombe Walk"], ["Kestrel House", "Merlin House"]),
    ("BRW", "Brewer's Fold", "Larkmoor", 1974, False, False, 2.8, None,
     ["Maltings Row", "Hopkiln Lane"], ["Cooper House"]),
    ("CWD", "Coldwell Gardens", "Fenchurch Magna", 1952, False, False, 6.1, 12000,
     ["Coldwell Road", "Pennyroyal Close", "Sorrel Way"], []),
    ("DNH", "Dunhallow Court", "Fenchurch Magna", 2009, True, True, 1.1, None,
     ["Dunhallow Square"], ["Aster Court", "Bryony Court"]),
    ("EMB", "Embleton Park", "Tarrow", 1987, False, False, 3.9, 8400,
     ["Embleton Drive", "Quarrybank Crescent"], []),
    ("FOS", "Fosse Meadows", "Tarrow", 2019, False, False, 2.3, 3100,
     ["Fosse Lane", "Wheatear Mews"], ["Linnet Court"]),
]
POSTCODE = {"ASH": "LK3 8", "BRW": "LK5 2", "CWD": "FM1 4", "DNH": "FM2 9", "EMB": "TW6 1", "FOS": "TW8 3"}
# homeType mix per estate: list of (homeType, share)
MIX = {
    "ASH": ["flat"] * 14,
    "BRW": ["maisonette"] * 6 + ["flat"] * 5 + ["house"] * 3,
    "CWD": ["house"] * 11 + ["bungalow"] * 5,
    "DNH": ["flat"] * 13,
    "EMB": ["house"] * 12 + ["bungalow"] * 4,
    "FOS": ["house"] * 9 + ["flat"] * 7,
}

# key, forename, surname, jobTitle, team, manager, startDate, birthYear (or None), salaryGbp, partTime,
# qualifications (list or None), operative (trade, gasSafeId or None, vanReg or None, onCallRota) or None,
# safeguarding lead (dbsCheckedYear) or None
STAFF = [
    ("ceo", "Imelda", "Garroway", "Chief Executive", "Executive", None, "2014-04-01", 1966, 118000, False,
     ["CIH Level 5"], None, (2023,)),
    ("doh", "Ptolemy", "Sandiford", "Director of Housing", "Executive", "ceo", "2016-09-05", 1972, 86000, False,
     ["CIH Level 5", "CIH Level 4"], None, (2024,)),
    ("dop", "Carys", "Wetherell", "Director of Property", "Executive", "ceo", "2018-01-15", 1975, 86000, False,
     ["MRICS"], None, None),
    ("fin", "Barnaby", "Quilliam", "Finance Director", "Executive", "ceo", "2019-06-03", 1970, 84000, False,
     ["ACCA"], None, None),
    ("hm1", "Rosalind", "Ebdon", "Housing Manager", "Housing", "doh", "2013-02-11", 1979, 48500, False,
     ["CIH Level 4"], None, (2022,)),
    ("hm2", "Desmond", "Akinola", "Housing Manager", "Housing", "doh", "2020-10-19", 1983, 47000, False,
     ["CIH Level 4"], None, None),
    ("ho1", "Tamsin", "Greaves", "Housing Officer", "Housing", "hm1", "2017-05-22", 1988, 32500, False,
     ["CIH Level 3"], None, None),
    ("ho2", "Oluwaseun", "Pargeter", "Housing Officer", "Housing", "hm1", "2021-03-01", 1994, 31000, False,
     ["CIH Level 3"], None, None),
    ("ho3", "Bethan", "Mallinder", "Housing Officer", "Housing", "hm2", "2015-08-10", None, 33000, True,
     ["CIH Level 4"], None, (2021,)),
    ("ho4", "Cormac", "Heseltine", "Housing Officer", "Housing", "hm2", "2023-01-09", 1997, 29500, False,
     None, None, None),
    ("asb", "Yasmin", "Okonedo", "ASB Officer", "Housing", "hm1", "2019-11-04", 1986, 34000, False,
     ["CIH Level 3", "Mediation Cert"], None, None),
    ("tso", "Fenella", "Roscoe", "Tenancy Sustainment Officer", "Housing", "hm2", "2022-06-13", 1991, 30500, True,
     ["Mental Health First Aid"], None, (2024,)),
    ("inc", "Gideon", "Thackray", "Income Manager", "Income", "fin", "2016-03-14", 1977, 45000, False,
     ["CIH Level 4"], None, None),
    ("io1", "Priya", "Lamplugh", "Income Officer", "Income", "inc", "2018-09-24", 1990, 28500, False,
     None, None, None),
    ("io2", "Stellan", "Cairncross", "Income Officer", "Income", "inc", "2024-02-05", 1999, 27000, True,
     ["Debt Advice Cert"], None, None),
    ("rm", "Hollis", "Venning", "Repairs Manager", "Repairs", "dop", "2012-07-02", 1969, 52000, False,
     ["NEBOSH", "City & Guilds Plumbing"], None, None),
    ("rp1", "Marisol", "Dunsford", "Repairs Planner", "Repairs", "rm", "2020-01-27", 1993, 26500, False,
     None, None, None),
    ("rp2", "Alaric", "Penhaligon", "Repairs Planner", "Repairs", "rm", "2022-11-14", None, 26000, True,
     None, None, None),
    ("sv1", "Wendeline", "Fairbrass", "Surveyor", "Assets", "dop", "2017-04-03", 1981, 44000, False,
     ["MRICS", "HHSRS Cert"], None, None),
    ("sv2", "Ezekiel", "Brackwell", "Surveyor", "Assets", "dop", "2021-09-06", 1989, 41500, False,
     ["HHSRS Cert", "Damp and Mould Cert"], None, None),
    ("vo", "Lorcan", "Tibbetts", "Voids Officer", "Repairs", "rm", "2019-05-13", 1985, 30000, False,
     None, None, None),
    ("gs", "Dervla", "Ormsby", "Gas Supervisor", "DLO", "rm", "2011-10-03", 1974, 43000, False,
     ["Gas Safe", "NEBOSH"], ("gas", "GS-552104", "LM21 HVA", True), None),
    ("ge1", "Kwabena", "Stirrup", "Gas Engineer", "DLO", "gs", "2016-02-22", 1982, 37000, False,
     ["Gas Safe"], ("gas", "GS-610877", "LM19 KTP", True), None),
    ("ge2", "Isolde", "Marchbank", "Gas Engineer", "DLO", "gs", "2020-08-17", 1990, 36000, False,
     ["Gas Safe"], ("gas", "GS-734019", "LM22 ROW", False), None),
    ("el1", "Rufus", "Haverstock", "Electrician", "DLO", "rm", "2014-06-30", 1980, 36500, False,
     ["18th Edition", "NICEIC"], ("electrical", None, "LM18 VYE", True), None),
    ("pl1", "Moira", "Esterhuizen", "Plumber", "DLO", "rm", "2018-03-12", 1987, 34000, False,
     ["City & Guilds Plumbing"], ("plumbing", None, "LM20 XNB", True), None),
    ("cp1", "Teodor", "Brocklebank", "Carpenter", "DLO", "rm", "2013-09-09", 1971, 33500, False,
     ["City & Guilds Carpentry"], ("carpentry", None, "LM17 CUD", False), None),
    ("mt1", "Jolyon", "Wragge", "Multi-trade Operative", "DLO", "rm", "2021-04-19", 1996, 31000, False,
     None, ("multi-trade", None, "LM21 SEP", False), None),
    ("mt2", "Saoirse", "Culpepper", "Multi-trade Operative", "DLO", "rm", "2023-07-24", 2001, 29000, False,
     ["City & Guilds Carpentry"], ("multi-trade", None, None, False), None),
    ("ap1", "Benedikt", "Yelland", "Apprentice Operative", "DLO", "mt1", "2025-09-01", 2006, 17500, False,
     None, ("multi-trade", None, None, False), None),
    ("cs1", "Delphine", "Aspinall", "Customer Service Advisor", "Customer", "doh", "2022-02-14", 1998, 24500, True,
     None, None, None),
    ("cs2", "Marcus", "Ilderton", "Complaints Lead", "Customer", "doh", "2017-12-04", 1984, 36000, False,
     ["Complaint Handling Cert"], None, None),
]

# who covers which estate: staff key, estate, since int year (or None), patchLead
COVERS = [
    ("ho1", "ASH", 2018, True), ("ho1", "BRW", 2021, True), ("ho2", "DNH", 2021, True), ("ho2", "ASH", 2023, False),
    ("ho3", "CWD", 2015, True), ("ho3", "EMB", None, False), ("ho4", "EMB", 2023, True), ("ho4", "FOS", 2023, True),
    ("asb", "ASH", 2020, False), ("asb", "BRW", 2020, False), ("asb", "DNH", None, False),
    ("io1", "ASH", 2019, False), ("io1", "BRW", 2019, False), ("io1", "CWD", 2019, False),
    ("io2", "DNH", 2024, False), ("io2", "EMB", 2024, False), ("io2", "FOS", 2024, False),
    ("tso", "CWD", 2022, False),
]

# contractorName, companyNo, trade, approvedYear, dayRateGbp, insuredToGbp, sme, accreditations (or None)
CONTRACTORS = [
    ("Harrowgate Roofing Ltd", "07841126", "roofing", 2015, 420, 5000000, True, ["CHAS", "TrustMark"]),
    ("Pellow & Stannard Electrical", "09013377", "electrical", 2019, 390, 5000000, True, ["NICEIC", "CHAS"]),
    ("Quenby Heating Services", "06622591", "gas", 2012, 410, 10000000, False,
     ["Gas Safe", "CHAS", "SafeContractor"]),
    ("Brightwater Drainage", "11204850", "drainage", 2021, 460, 2000000, True, ["SafeContractor"]),
    ("Tarrow Damp Solutions", "12877013", "damp and mould", 2022, 380, 2000000, True, ["TrustMark", "PCA"]),
    ("Oakhanger Building Group", "04415872", "building", 2010, 520, 10000000, False,
     ["Constructionline", "CHAS", "SafeContractor"]),
    ("Kittering Windows & Doors", "08350664", "windows", 2018, 350, 2000000, True, ["FENSA"]),
    ("Larkmoor Lift Engineers", "10988431", "lifts", 2016, 600, 5000000, True, ["SafeContractor"]),
    ("Fenwick Pest Control", "13390217", "pest control", 2023, 290, 1000000, True, None),
]

FIRST = ["Aoife", "Bartosz", "Cerys", "Dominika", "Eamon", "Farida", "Gethin", "Hana", "Idris", "Joanna",
         "Kamil", "Leonie", "Mehmet", "Nadia", "Osian", "Paulina", "Rhiannon", "Sami", "Tegan", "Usman",
         "Violetta", "Wiktor", "Xanthe", "Yusuf", "Zofia", "Arlo", "Blessing", "Callum", "Dorcas", "Emrys",
         "Fatima", "Grainne", "Hamza", "Iwona", "Jude", "Kerensa", "Lowri", "Mikolaj", "Nkechi", "Orla"]
LAST = ["Abernant", "Blackwood", "Cresswell", "Dankworth", "Elphick", "Frobisher", "Gatiss", "Hollowell",
        "Inchbald", "Jessop", "Kilbride", "Lathbury", "Moffatt", "Nethercott", "Orpwood", "Pursglove",
        "Quaintance", "Ravenscroft", "Sowerby", "Treharne", "Upjohn", "Vowles", "Wickstead", "Yardley",
        "Zeal", "Ashdown", "Birtwistle", "Cundall", "Duckworth", "Entwhistle", "Fothergill", "Grimshaw",
        "Haslam", "Ibbotson", "Jagger", "Kershaw", "Lumley", "Murgatroyd", "Nuttall", "Oddie"]
VULN = ["mobility", "mental health", "hearing impairment", "visual impairment", "domestic abuse", "care leaver",
        "learning disability"]
LANG = ["Polish", "Urdu", "Somali", "Welsh", "Portuguese", "Arabic"]

# description, trade, sorCode, priority, room, dampMould
JOBS = [
    ("no heating or hot water", "gas", "GA-101", "emergency", "kitchen", False),
    ("boiler losing pressure", "gas", "GA-114", "urgent", "kitchen", False),
    ("annual gas safety check", "gas", "GA-001", "planned", "kitchen", False),
    ("leaking kitchen tap", "plumbing", "PL-204", "routine", "kitchen", False),
    ("blocked toilet", "plumbing", "PL-310", "urgent", "bathroom", False),
    ("leak through ceiling", "plumbing", "PL-412", "emergency", "bathroom", False),
    ("no power to sockets", "electrical", "EL-220", "emergency", "living room", False),
    ("extractor fan not working", "electrical", "EL-305", "routine", "bathroom", True),
    ("EICR five-year test", "electrical", "EL-001", "planned", "whole home", False),
    ("door sticking", "carpentry", "CA-118", "routine", "hallway", False),
    ("kitchen cupboard door off", "carpentry", "CA-140", "routine", "kitchen", False),
    ("black mould in bedroom", "damp and mould", "DM-010", "urgent", "bedroom", True),
    ("condensation on windows", "damp and mould", "DM-022", "routine", "bedroom", True),
    ("slipped roof tiles", "roofing", "RF-205", "urgent", "roof", False),
    ("gutter overflowing", "roofing", "RF-118", "routine", "roof", False),
    ("blocked drain outside", "drainage", "DR-301", "urgent", "garden", False),
    ("window will not close", "windows", "WD-120", "urgent", "bedroom", False),
    ("lift out of service", "lifts", "LF-001", "emergency", "communal", False),
    ("mice in kitchen", "pest control", "PC-040", "routine", "kitchen", False),
    ("fence panel down", "building", "BD-260", "routine", "garden", False),
    ("cracked plaster", "building", "BD-140", "routine", "living room", False),
]
TARGET = {"emergency": 1, "urgent": 7, "routine": 28, "planned": 90}


def d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(key: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": key, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props or {}})

    for code, name, town, built, conc, comm, area, green, _streets, _blocks in ESTATES:
        node(f"e{code}", ["Estate"], {"estateCode": code, "estateName": name, "town": town, "builtYear": built,
                                      "hasConcierge": conc, "communalHeating": comm, "areaHa": area,
                                      "greenSpaceM2": green})

    operatives: dict[str, list[str]] = {}
    for i, (key, fn, sn, title, team, _mgr, start, by, sal, pt, quals, op, sg) in enumerate(STAFF):
        labels = ["Staff"]
        props = {"staffNo": 1001 + i * 7, "forename": fn, "surname": sn, "jobTitle": title, "team": team,
                 "startDate": start, "birthYear": by, "salaryGbp": sal, "partTime": pt, "qualifications": quals}
        if op:
            labels.append("Operative")
            trade, gsid, van, oncall = op
            props.update({"trade": trade, "gasSafeId": gsid, "vanReg": van, "onCallRota": oncall})
            operatives.setdefault(trade, []).append(key)
        if sg:
            labels.append("SafeguardingLead")
            props["dbsCheckedYear"] = sg[0]
        node(key, labels, props)
    for key, *rest in STAFF:
        mgr = rest[4]
        if mgr:
            start_year = int(rest[5][:4])
            since = None if key in ("ho3", "cp1", "el1") else max(start_year, 2016 + (len(key) + ord(key[-1])) % 8)
            rel("REPORTS_TO", key, mgr, {"since": since})
    for who, est, since, lead in COVERS:
        rel("COVERS", who, f"e{est}", {"since": since, "patchLead": lead})

    for i, (cname, cno, trade, ay, rate, ins, sme, acc) in enumerate(CONTRACTORS):
        node(f"c{i}", ["Contractor"], {"contractorName": cname, "companyNo": cno, "trade": trade,
                                       "approvedYear": ay, "dayRateGbp": rate, "insuredToGbp": ins, "sme": sme,
                                       "accreditations": acc})
    contractor_by_trade = {c[2]: f"c{i}" for i, c in enumerate(CONTRACTORS)}

    # homes
    homes: list[dict] = []
    ref_no = 100
    for code, _name, _town, built, _c, comm, _a, _g, streets, blocks in ESTATES:
        for j, htype in enumerate(MIX[code]):
            ref_no += rng.randint(3, 17)
            hk = f"h{ref_no}"
            flat = htype in ("flat", "maisonette")
            block = blocks[j % len(blocks)] if flat and blocks else None
            floor = (rng.randint(0, 14) if code == "ASH" else rng.randint(0, 4)) if flat else None
            if htype == "maisonette":
                floor = rng.choice([0, 2])
            beds = rng.choice([1, 1, 2, 2]) if htype == "flat" else (
                rng.choice([1, 2]) if htype == "bungalow" else rng.choice([2, 3, 3, 4]))
            area_m2 = round(28 + beds * 17 + rng.random() * 12, 1)
            hb = built + (rng.choice([0, 0, 0, 21, 34]) if code in ("CWD", "EMB") else 0)
            sap = max(38, min(92, int(rng.gauss(66 + (hb - 1990) * 0.3, 8))))
            band = "A" if sap >= 92 else "B" if sap >= 81 else "C" if sap >= 69 else "D" if sap >= 55 else (
                "E" if sap >= 39 else "F")
            if code == "FOS" and htype == "house" and j % 3 == 0:
                heating = "air source heat pump"
            elif comm:
                heating = "communal"
            elif code == "ASH" or (code == "BRW" and htype == "flat" and j % 2):
                heating = "storage heaters"
            else:
                heating = "gas combi"
            gas = heating == "gas combi"
            street = block if block else streets[j % len(streets)]
            number = j + 1 if block else 2 * (j // len(streets)) + 1 + rng.randint(0, 1)
            address = f"{'Flat ' if block else ''}{number} {street}"
            rent = round(78 + beds * 14.5 + (hb - 1950) * 0.22 + rng.random() * 6, 2)
            lgsr = (d("2024-12-01") + dt.timedelta(days=rng.randint(0, 360))).isoformat() if gas else None
            eicr = (d("2020-03-01") + dt.timedelta(days=rng.randint(0, 2000))).isoformat() \
                if rng.random() < 0.85 else None
            h = {"key": hk, "estate": code, "type": htype, "built": hb, "gas": gas, "block": block}
            homes.append(h)
            node(hk, ["Home"], {"propertyRef": f"LM-{ref_no:04d}", "address": address,
                                "postcode": f"{POSTCODE[code]}{chr(65 + j % 20)}{chr(66 + (j * 7) % 23)}",
                                "homeType": htype, "bedrooms": beds, "floorLevel": floor, "builtYear": hb,
                                "floorAreaM2": area_m2, "epcBand": band, "sapScore": sap, "heatingType": heating,
                                "gasSupply": gas, "lastLgsrOn": lgsr, "lastEicrOn": eicr,
                                "weeklyRentGbp": rent, "adapted": htype == "bungalow" or rng.random() < 0.06,
                                "void": False})
            rel("PART_OF", hk, f"e{code}", {"block": block} if block else {})

    # void homes: 7 of them (no current tenant)
    void_keys = set(rng.sample([h["key"] for h in homes], 7))
    for nd in nodes:
        if nd["id"] in void_keys:
            nd["properties"]["void"] = True
            nd["properties"]["voidSince"] = (d("2025-08-01") + dt.timedelta(days=rng.randint(0, 110))).isoformat()

    # tenants
    names: list[str] = []
    pool = [(f, s) for f in FIRST for s in LAST]
    rng.shuffle(pool)
    used_s: set[str] = set()
    for f, s in pool:
        if s in used_s:
            continue
        used_s.add(s)
        names.append(f"{f} {s}")
        if len(names) == 38:
            break
    for f, s in pool:
        nm = f"{f} {s}"
        if nm not in names and s not in ("Zeal",):
            names.append(nm)
        if len(names) == 96:
            break
    names[40] = names[3]  # two tenants of the same name (different tenancy numbers)
    names[58] = names[17]
    tenants: list[dict] = []
    occupied = [h for h in homes if h["key"] not in void_keys]
    rng.shuffle(occupied)
    tno = 20400
    current: dict[str, tuple[str, dt.date]] = {}  # home key -> tenant key, start

    def new_tenant(idx: int, ttype: str) -> str:
        nonlocal tno
        tno += rng.randint(5, 40)
        tk = f"t{tno}"
        by = rng.randint(1940, 2003)
        vul = rng.sample(VULN, rng.choice([1, 1, 2])) if rng.random() < 0.3 else None
        arrears = round(rng.choice([0, 0, 0, 0, 0, rng.random() * 900, rng.random() * 2600]), 2)
        node(tk, ["Tenant"], {"tenancyNo": f"TN-{tno}", "tenantName": names[idx], "tenancyType": ttype,
                              "birthYear": by if rng.random() > 0.06 else None,
                              "householdSize": rng.randint(1, 6), "universalCredit": rng.random() < 0.38,
                              "arrearsGbp": arrears if rng.random() > 0.05 else None,
                              "vulnerabilities": vul,
                              "preferredLanguage": rng.choice(LANG) if rng.random() < 0.15 else None,
                              "contactByText": rng.random() < 0.7})
        tenants.append({"key": tk, "name": names[idx]})
        return tk

    idx = 0
    for h in occupied:
        start = d("1998-01-05") + dt.timedelta(days=rng.randint(0, 9800))
        if h["estate"] == "FOS":
            start = d("2019-09-01") + dt.timedelta(days=rng.randint(0, 2000))
        if h["estate"] == "DNH":
            start = max(start, d("2009-11-02") + dt.timedelta(days=rng.randint(0, 3000)))
        ttype = "starter" if start >= d("2024-06-01") else (
            "secure" if start < d("2001-01-01") else rng.choice(["assured", "assured", "affordable rent"]))
        tk = new_tenant(idx, ttype)
        idx += 1
        joint = rng.random() < 0.2
        rel("RENTS", tk, h["key"], {"startDate": start.isoformat(), "joint": joint})
        current[h["key"]] = (tk, start)
    # former tenancies: 6 transfers (a current tenant who rented another home before) and 7 who left
    keys_now = list(current.items())
    used_prev: set[str] = set()
    for h_key, (tk, start) in rng.sample(keys_now, 6):
        pstart = start - dt.timedelta(days=rng.randint(900, 4000))
        pend = start - dt.timedelta(days=rng.randint(1, 20))
        prev_home = rng.choice([h for h in homes if h["key"] != h_key and h["key"] in current
                                and h["key"] not in used_prev and h["built"] < pstart.year
                                and current[h["key"]][1] > pend])
        used_prev.add(prev_home["key"])
        rel("RENTS", tk, prev_home["key"], {"startDate": pstart.isoformat(), "endDate": pend.isoformat(),
                                             "joint": False, "endReason": "transfer"})
    for h in [h for h in homes if h["key"] in void_keys]:
        start = max(d("1996-01-08") + dt.timedelta(days=rng.randint(0, 8000)),
                    dt.date(h["built"], 9, 2) + dt.timedelta(days=rng.randint(0, 900)))
        reason = rng.choice(["deceased", "moved out", "eviction"])
        tk = new_tenant(idx, "secure" if start < d("2001-01-01") else "assured")
        idx += 1
        if reason == "eviction":
            nodes[-1]["properties"]["arrearsGbp"] = round(2900 + rng.random() * 1800, 2)
        rel("RENTS", tk, h["key"], {"startDate": start.isoformat(),
                                     "endDate": (d("2025-07-01") + dt.timedelta(days=rng.randint(0, 25))).isoformat(),
                                     "joint": False, "endReason": reason})
    for nd in nodes:
        if nd["id"] in void_keys:
            # void since after the end of the last tenancy
            end = max(r["properties"]["endDate"] for r in rels if r["type"] == "RENTS" and r["end"] == nd["id"])
            nd["properties"]["voidSince"] = (d(end) + dt.timedelta(days=1)).isoformat()

    # repairs
    jobs_on_day: dict[str, int] = {}
    staff_keys = {s[0] for s in STAFF}
    for n in range(100):
        h = rng.choice(homes)
        choices = [j for j in JOBS if not (j[1] == "gas" and not h["gas"])
                   and not (j[1] == "lifts" and h["estate"] not in ("ASH", "DNH"))
                   and not (j[1] == "roofing" and h["type"] == "flat" and h["estate"] == "ASH")]
        desc, trade, sor, prio, room, damp = rng.choice(choices)
        rep = d("2024-09-02") + dt.timedelta(days=rng.randint(0, 440))
        day = rep.strftime("%y%m%d")
        jobs_on_day[day] = jobs_on_day.get(day, 0) + 1
        job_no = f"WO-{day}-{jobs_on_day[day]:02d}"
        open_job = rep >= d("2025-10-20") and rng.random() < 0.75 or n % 29 == 5
        cancelled = not open_job and rng.random() < 0.05
        late = rng.random() < 0.25
        days = TARGET[prio] + rng.randint(1, 20) if late else rng.randint(0, TARGET[prio])
        completed = None if open_job or cancelled else rep + dt.timedelta(days=days)
        status = "cancelled" if cancelled else ("awaiting parts" if open_job and n % 3 == 0 else
                                                 "open" if open_job else "completed")
        cost = round(rng.uniform(35, 260) if prio != "planned" else rng.uniform(60, 120), 2)
        if trade in ("roofing", "lifts", "damp and mould", "building") and completed:
            cost = round(cost * rng.uniform(2, 6), 2)
        jk = f"j{n}"
        node(jk, ["Repair"], {"jobNo": job_no, "description": desc, "trade": trade, "sorCode": sor,
                              "priority": prio, "targetDays": TARGET[prio], "reportedOn": rep.isoformat(),
                              "completedOn": completed.isoformat() if completed else None, "status": status,
                              "costGbp": cost if completed else None, "dampMould": damp or (
                                  trade == "plumbing" and rng.random() < 0.15),
                              "recharge": rng.random() < 0.06, "firstTimeFix": (rng.random() < 0.7 and not late)
                              if completed else None})
        rel("FOR_HOME", jk, h["key"], {"room": room})
        occ = current.get(h["key"])
        if occ and occ[1] < rep and prio != "planned":
            rel("REPORTED", occ[0], jk, {"channel": rng.choice(["phone", "phone", "portal", "email", "in person"]),
                                         "outOfHours": prio == "emergency" and rng.random() < 0.5})
        if cancelled:
            continue
        ops = operatives.get(trade) or (operatives["multi-trade"] if trade in ("building", "carpentry")
                                        and rng.random() < 0.5 else None)
        assigned = rep + dt.timedelta(days=rng.randint(0, 2))
        if ops and (rng.random() < 0.8 or trade in ("carpentry",)):
            who = rng.choice(ops)
            if who == "ap1" and rep < d("2025-09-01"):
                who = "mt1"
            rel("ASSIGNED_TO", jk, who, {"assignedOn": assigned.isoformat(), "visits": rng.choice([1, 1, 1, 2, 3])})
            if who == "ap1":
                rel("ASSIGNED_TO", jk, "mt1", {"assignedOn": assigned.isoformat(), "visits": 1})
        else:
            ck = contractor_by_trade.get(trade) or contractor_by_trade["building"]
            rel("ASSIGNED_TO", jk, ck, {"assignedOn": assigned.isoformat(), "visits": rng.choice([1, 1, 2]),
                                        "quoteGbp": round(cost * rng.uniform(0.9, 1.3), 2)})
    assert staff_keys

    # complaints
    repair_rels = [r for r in rels if r["type"] == "REPORTED"]
    props_of = {nd["id"]: nd["properties"] for nd in nodes}
    cats = ["repairs", "damp and mould", "repairs", "ASB handling", "staff conduct", "rent account",
            "communication", "repairs", "damp and mould", "repairs", "noise", "repairs", "communication",
            "damp and mould", "rent account", "repairs"]
    for n in range(16):
        cat = cats[n]
        rec = d("2024-10-07") + dt.timedelta(days=n * 26 + rng.randint(0, 12))
        stage = 2 if n in (1, 4, 9, 13) else 1
        open_c = n in (12, 14, 15)
        closed = None if open_c else rec + dt.timedelta(days=rng.randint(4, 12) + (20 if stage == 2 else 0))
        upheld = None if open_c else rng.random() < 0.55
        comp = round(rng.choice([50, 75, 100, 150, 250, 400]) * (2 if stage == 2 else 1), 2) if upheld else None
        ck = f"x{n}"
        node(ck, ["Complaint"], {"complaintRef": f"CMP-{rec.strftime('%y')}-{n * 3 + 11:03d}", "receivedOn":
                                 rec.isoformat(), "category": cat, "stage": stage,
                                 "closedOn": closed.isoformat() if closed else None, "upheld": upheld,
                                 "compensationGbp": comp, "ombudsmanReferral": n in (4, 9)})
        if cat in ("repairs", "damp and mould"):
            cand = [r for r in repair_rels if d(props_of[r["end"]]["reportedOn"]) < rec
                    and (cat != "damp and mould" or props_of[r["end"]]["dampMould"])]
            r = rng.choice(cand)
            rel("MADE", r["start"], ck, {"channel": rng.choice(["phone", "email", "letter", "portal"])})
            rel("CONCERNS", ck, r["end"], {})
        else:
            tk = rng.choice(tenants)["key"]
            rel("MADE", tk, ck, {"channel": rng.choice(["phone", "email", "letter", "portal"])})
        h1 = {"repairs": "cs2", "damp and mould": "sv2", "ASB handling": "asb", "staff conduct": "hm1",
              "rent account": "inc", "communication": "cs2", "noise": "asb"}[cat]
        rel("HANDLED_BY", ck, h1, {"stage": 1, "acknowledgedOn": (rec + dt.timedelta(days=rng.randint(1, 5)))
                                   .isoformat()})
        if stage == 2:
            rel("HANDLED_BY", ck, "doh" if n != 9 else "dop",
                {"stage": 2, "acknowledgedOn": (rec + dt.timedelta(days=rng.randint(14, 20))).isoformat()})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["startDate", "endDate", "voidSince", "lastLgsrOn", "lastEicrOn", "reportedOn",
                           "completedOn", "assignedOn", "receivedOn", "closedOn", "acknowledgedOn"]}
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
