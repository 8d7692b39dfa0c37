#!/usr/bin/env python3
"""Write graph.json: an invented mutual insurer's claims department (Calderbrook Mutual), as its claims team keeps it.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, company, broker, town,
postcode and registration mark is invented (the trade's terms - FNOL, SIU, TPFT, NCD, excess, reserve, total loss,
Cat S / Cat N, escape of water, loss adjuster, CII, ACII, Dip CII, FCA - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 2870
HERE = Path(__file__).resolve().parent

# key, firstName, lastName, staffId, role, team, startDate, birthYear, salaryGbp, partTime, qualifications, manager,
# since (REPORTS_TO year)
HANDLERS = [
    ("hoc", "Imogen", "Trevaskis", 1001, "Head of Claims", "Management", "2011-03-14", 1972, 98000, False,
     ["ACII", "FCII"], None, None),
    ("mcm", "Desmond", "Okoro", 1014, "Motor Claims Manager", "Motor", "2013-09-02", 1978, 64000, False,
     ["Dip CII", "ACII"], "hoc", 2016),
    ("hcm", "Priya", "Ashdown", 1022, "Home Claims Manager", "Home", "2015-01-19", 1981, 62500, False,
     ["Dip CII"], "hoc", 2018),
    ("siu", "Lorcan", "Bellweather", 1031, "SIU Manager", "SIU", "2014-06-30", 1969, 66000, False,
     ["Cert CII", "Dip CII"], "hoc", 2014),
    ("fnl", "Agnieszka", "Pollitt", 1040, "FNOL Team Leader", "FNOL", "2017-04-03", 1986, 39500, False,
     ["Cert CII"], "hoc", 2020),
    ("mt1", "Gideon", "Farrant", 1052, "Motor Team Leader", "Motor", "2016-10-10", 1983, 45000, False,
     ["Cert CII", "Dip CII"], "mcm", 2019),
    ("mt2", "Rosalind", "Quayle", 1055, "Motor Team Leader", "Motor", "2018-02-26", 1988, 44000, False,
     ["Cert CII"], "mcm", 2021),
    ("llh", "Hamish", "Drinkwater", 1061, "Large Loss Handler", "Motor", "2012-07-16", 1975, 52000, False,
     ["ACII"], "mcm", 2015),
    ("m01", "Tobias", "Wrenfield", 1103, "Motor Claims Handler", "Motor", "2019-05-13", 1991, 31000, False,
     ["Cert CII"], "mt1", 2019),
    ("m02", "Yasmin", "Cordell", 1108, "Motor Claims Handler", "Motor", "2020-01-06", 1995, 29500, True,
     None, "mt1", 2020),
    ("m03", "Fergus", "Halloran", 1112, "Motor Claims Handler", "Motor", "2021-08-23", 1990, 30000, False,
     ["Cert CII"], "mt1", 2021),
    ("m04", "Beatrix", "Mumford", 1117, "Motor Claims Handler", "Motor", "2022-03-07", 1998, 28000, False,
     None, "mt1", 2022),
    ("m05", "Kwame", "Ellery", 1121, "Motor Claims Handler", "Motor", "2018-11-12", 1987, 32500, False,
     ["Cert CII", "Dip CII"], "mt2", 2021),
    ("m06", "Saoirse", "Penhallow", 1126, "Motor Claims Handler", "Motor", "2023-06-19", 2000, 27000, False,
     None, "mt2", 2023),
    ("m07", "Dmitri", "Vosper", 1130, "Motor Claims Handler", "Motor", "2020-09-28", 1993, 30500, True,
     ["Cert CII"], "mt2", None),
    ("m08", "Harriet", "Gillingham", 1134, "Motor Claims Handler", "Motor", "2024-02-12", None, 26500, False,
     None, "mt2", 2024),
    ("ht1", "Caspian", "Marchbank", 1203, "Home Team Leader", "Home", "2016-05-09", 1984, 43500, False,
     ["Dip CII"], "hcm", 2019),
    ("h01", "Ottilie", "Brackwell", 1211, "Home Claims Handler", "Home", "2019-07-01", 1992, 30000, False,
     ["Cert CII"], "ht1", 2019),
    ("h02", "Niall", "Sempill", 1215, "Home Claims Handler", "Home", "2021-02-15", 1996, 28500, False,
     None, "ht1", 2021),
    ("h03", "Marguerite", "Tolley", 1219, "Home Claims Handler", "Home", "2017-11-20", 1979, 33000, True,
     ["Cert CII", "Dip CII"], "ht1", 2019),
    ("h04", "Zubair", "Kenward", 1224, "Home Claims Handler", "Home", "2022-09-05", 1997, 28000, False,
     ["Cert CII"], "ht1", 2022),
    ("h05", "Elspeth", "Rainford", 1228, "Home Claims Handler", "Home", "2023-01-09", 1989, 28500, False,
     None, "hcm", 2023),
    ("i01", "Conrad", "Ashbury", 1302, "Counter Fraud Investigator", "SIU", "2015-04-20", 1974, 41000, False,
     ["Dip CII"], "siu", 2015),
    ("i02", "Leontine", "Garside", 1306, "Counter Fraud Investigator", "SIU", "2019-10-14", 1985, 38500, False,
     ["Cert CII"], "siu", 2019),
    ("i03", "Rhodri", "Pennock", 1309, "Counter Fraud Analyst", "SIU", "2022-05-16", 1994, 34000, True,
     None, "siu", None),
    ("f01", "Wilhelmina", "Castell", 1401, "FNOL Advisor", "FNOL", "2021-03-22", 1999, 24500, False,
     None, "fnl", 2021),
    ("f02", "Barnaby", "Trencher", 1404, "FNOL Advisor", "FNOL", "2022-08-08", 2001, 24000, True,
     None, "fnl", 2022),
    ("f03", "Odalys", "Fairbrother", 1408, "FNOL Advisor", "FNOL", "2020-12-07", None, 25000, False,
     ["Cert CII"], "fnl", 2020),
    ("f04", "Cosmo", "Hartigan", 1411, "FNOL Advisor", "FNOL", "2024-06-03", 2002, 23500, False,
     None, "fnl", 2024),
]
AUTHORISERS = {"hoc": 250000, "mcm": 75000, "hcm": 75000, "llh": 100000, "mt1": 15000, "mt2": 15000,
               "ht1": 20000}
INVESTIGATORS = {"siu": (True, "Heathfield"), "i01": (True, "Heathfield"), "i02": (False, "Stenmere"),
                 "i03": (False, None)}  # key: (piLicence, baseOffice)

# brokerName, fcaRef, town, onPanelSince, onlineOnly, commission pct range
BROKERS = [
    ("Pennystone Insurance Brokers", 481207, "Stenmere", 2009, False),
    ("Halewood & Crane", 512944, "Ullesford", 2012, False),
    ("CoverKite Online", 733018, "Brackenholt", 2018, True),
    ("Marlow Tye Associates", 402556, "Greyhithe", 2006, False),
    ("Quickquote Direct", 765402, "Kellingworth", 2020, True),
    ("Orchard Gate Brokers", 598371, "Stenmere", 2015, False),
]

# businessName, companyNo, kind, town, approvedYear, labourRateGbp, sme, accreditations (or None)
REPAIRERS = [
    ("Stenmere Accident Repair Centre", "07781245", "bodyshop", "Stenmere", 2014, 58, True,
     ["PAS 125", "Thatcham", "BSI Kitemark"]),
    ("Northgate Bodyworks", "09120376", "bodyshop", "Ullesford", 2019, 52, True, ["PAS 125"]),
    ("Harbour Lane Coachworks", "05563390", "bodyshop", "Greyhithe", 2011, 61, False,
     ["PAS 125", "Thatcham"]),
    ("ClearView Screens", "10447821", "windscreen", "Brackenholt", 2017, 45, False, ["Thatcham"]),
    ("Brackenholt Building Services", "08812640", "builder", "Brackenholt", 2016, 48, True,
     ["TrustMark", "CHAS"]),
    ("Pollard Restoration", "06239157", "restoration", "Kellingworth", 2013, 55, False,
     ["BDMA", "CHAS", "SafeContractor"]),
    ("Dryline Drying Ltd", "11903368", "restoration", "Stenmere", 2021, 50, True, ["BDMA"]),
    ("Kestrel Plumbing & Heating", "07350992", "plumber", "Ullesford", 2018, 46, True, ["Gas Safe", "TrustMark"]),
    ("Vale Loss Adjusters", "04418726", "loss adjuster", "Greyhithe", 2010, 85, False, ["CILA"]),
    ("Sandwell Glaze & Lock", "12076514", "glazier", "Kellingworth", 2022, 42, True, None),
    ("Greyhithe Salvage & Recovery", "08273105", "salvage", "Greyhithe", 2015, 40, True, ["IVSA"]),
]

TOWNS = {"Stenmere": "SN4", "Ullesford": "UF2", "Brackenholt": "BK7", "Greyhithe": "GH1", "Kellingworth": "KW3",
         "Heathfield": "HF5"}
FIRST = ["Aurelia", "Bram", "Cerys", "Dorian", "Eluned", "Florian", "Greer", "Horatio", "Ingrid", "Jago",
         "Kirsty", "Lysander", "Maelle", "Nuno", "Orla", "Piers", "Quilla", "Ravi", "Sunniva", "Tarquin", "Una",
         "Valentin", "Wynne", "Xanthe", "Yorick", "Zelda", "Anselm", "Briony", "Cuthbert", "Delphine", "Ezra",
         "Fenella", "Gaspard", "Hester", "Ivo", "Juno", "Kasimir", "Lettice", "Mungo", "Nerys"]
LAST = ["Abernethy", "Blencowe", "Carrodus", "Dunstable", "Eskdale", "Froggatt", "Grimshaw", "Hollingdrake",
        "Ingleby", "Jessop", "Kilbride", "Loxley", "Mallender", "Nettleship", "Oxenham", "Prendergast", "Quarmby",
        "Rudyard", "Scattergood", "Threlfall", "Uttley", "Varley", "Whitcombe", "Yeardley", "Zouch", "Ambler",
        "Birtwistle", "Cockcroft", "Duckworth", "Entwistle"]
MAKES = [("Ford", ["Fiesta", "Focus", "Kuga", "Puma"]), ("Vauxhall", ["Corsa", "Astra", "Mokka"]),
         ("Volkswagen", ["Golf", "Polo", "ID.3"]), ("Toyota", ["Yaris", "Corolla", "RAV4"]),
         ("Nissan", ["Qashqai", "Leaf", "Juke"]), ("Kia", ["Sportage", "Niro", "Picanto"]),
         ("BMW", ["1 Series", "3 Series"]), ("Tesla", ["Model 3", "Model Y"])]
ELECTRIC = {"ID.3", "Leaf", "Model 3", "Model Y"}
HYBRID = {"Corolla", "RAV4", "Niro"}
MOTOR_PERILS = ["collision", "collision", "collision", "theft", "windscreen", "vandalism", "fire"]
HOME_PERILS = ["escape of water", "escape of water", "storm", "theft", "accidental damage", "fire", "subsidence",
               "flood"]
ROOMS_HOME = ["kitchen", "bathroom", "living room", "bedroom", "hallway", "roof", "loft"]


def d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []
    props_of: dict[str, dict] = {}

    def node(key: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": key, "labels": labels, "properties": props})
        props_of[key] = props

    def rel(rtype: str, start: str, end: str, props: dict) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    # ---- handlers
    for (k, fn, ln, sid, role, team, start, by, sal, pt, quals, _mgr, _since) in HANDLERS:
        labels = ["Handler"]
        props = {"firstName": fn, "lastName": ln, "staffId": sid, "role": role, "team": team, "startDate": start,
                 "birthYear": by, "salaryGbp": sal, "partTime": pt, "qualifications": quals}
        if k in AUTHORISERS:
            labels.append("Authoriser")
            props["authorityLimitGbp"] = AUTHORISERS[k]
        if k in INVESTIGATORS:
            labels.append("Investigator")
            props["piLicence"] = INVESTIGATORS[k][0]
            props["baseOffice"] = INVESTIGATORS[k][1]
        node(k, labels, props)
    for (k, *_rest) in HANDLERS:
        mgr, since = _rest[-2], _rest[-1]
        if mgr:
            rel("REPORTS_TO", k, mgr, {"since": since})

    # ---- brokers
    for i, (name, fca, town, panel, online) in enumerate(BROKERS):
        node(f"b{i}", ["Broker"], {"brokerName": name, "fcaRef": fca, "town": town, "onPanelSince": panel,
                                   "onlineOnly": online})
    # ---- repairers
    for i, (name, cno, kind, town, yr, rate, sme, acc) in enumerate(REPAIRERS):
        node(f"r{i}", ["Repairer"], {"businessName": name, "companyNo": cno, "kind": kind, "town": town,
                                     "approvedYear": yr, "labourRateGbp": rate, "sme": sme, "accreditations": acc})

    # ---- customers
    pairs = [(f, last) for f in FIRST for last in LAST]
    rng.shuffle(pairs)
    names = [f"{f} {last}" for f, last in pairs[:62]]
    names += [names[3], names[11]]  # two names on two customers each
    towns = list(TOWNS)
    customers = []
    used_refs: set[int] = set()
    for i, nm in enumerate(names):
        while True:
            ref = rng.randint(10000, 99999)
            if ref not in used_refs:
                used_refs.add(ref)
                break
        town = towns[i % 6] if i < 62 else towns[(i + 2) % 6]
        by = rng.randint(1945, 2004) if i % 23 != 7 else None
        ncd = rng.randint(0, 15) if i % 17 != 5 else None
        props = {"customerRef": f"CU-{ref}", "fullName": nm, "birthYear": by,
                 "postcode": f"{TOWNS[town]} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXY')}"
                             f"{rng.choice('ABDEFGHJLNPQRSTUWXY')}",
                 "town": town, "ncdYears": ncd, "vulnerable": rng.random() < 0.12,
                 "marketingOptIn": rng.random() < 0.4,
                 "preferredContact": rng.choice(["email", "email", "phone", "post", "app"])}
        node(f"c{i}", ["Customer"], props)
        customers.append(f"c{i}")

    # ---- policies, vehicles
    policies = []
    vehicles_of: dict[str, str] = {}
    vno = 0
    used_vrm: set[str] = set()

    def vrm(year: int) -> str:
        while True:
            age = (year % 100) if rng.random() < 0.5 else (year % 100) + 50
            s = (f"{rng.choice('BDGHKLMNPRSWY')}{rng.choice('ABCDEFGHJKLMNOPRSTUVWXY')}{age:02d} "
                 f"{''.join(rng.choice('ABCDEFGHJKLMNOPRSTUVWXYZ') for _ in range(3))}")
            if s not in used_vrm:
                used_vrm.add(s)
                return s

    pno = 0
    for i, ck in enumerate(customers):
        kinds = ["motor"] if i % 3 == 0 else ["home"] if i % 3 == 1 else ["motor", "home"]
        if i % 11 == 4:
            kinds = ["motor", "motor"]
        for kind in kinds:
            pno += 1
            inc = dt.date(rng.randint(2016, 2025), rng.randint(1, 12), rng.randint(1, 28))
            if inc > d("2025-10-31"):
                inc = inc.replace(year=2024)
            ren = inc.replace(year=2025) if inc.replace(year=2025) > d("2025-06-30") else inc.replace(year=2026)
            if inc.year == 2025 and ren.year == 2025:
                ren = inc.replace(year=2026)
            status = "live"
            r = rng.random()
            if r < 0.08:
                status = "lapsed"
            elif r < 0.13:
                status = "cancelled"
            if kind == "motor":
                cover = rng.choice(["comprehensive"] * 5 + ["third party fire and theft"])
                prem = round(rng.uniform(380, 1450), 2)
                excess = rng.choice([250, 250, 350, 500])
                addons = rng.sample(["legal expenses", "breakdown", "courtesy car", "windscreen", "protected NCD"],
                                    rng.randint(0, 3))
                sum_ins = None
                pol_no = f"MTR-{2400000 + pno * 137:07d}"
            else:
                cover = rng.choice(["buildings and contents"] * 3 + ["contents only", "buildings only"])
                prem = round(rng.uniform(190, 820), 2)
                excess = rng.choice([100, 250, 250, 350])
                addons = rng.sample(["legal expenses", "home emergency", "accidental damage", "personal possessions"],
                                    rng.randint(0, 3))
                sum_ins = rng.choice([35000, 50000, 60000, 75000]) if cover == "contents only" else \
                    rng.randrange(180000, 620000, 5000)
                pol_no = f"HHD-{5100000 + pno * 113:07d}"
            pk = f"p{pno}"
            node(pk, ["Policy"], {"policyNo": pol_no, "product": kind, "cover": cover,
                                  "inceptionDate": inc.isoformat(), "renewalDate": ren.isoformat(),
                                  "annualPremiumGbp": prem, "excessGbp": excess, "status": status,
                                  "addOns": sorted(addons) if addons else None, "paysMonthly": rng.random() < 0.55,
                                  "sumInsuredGbp": sum_ins})
            policies.append(pk)
            rel("HOLDS", ck, pk, {"since": inc.isoformat(), "role": "policyholder"})
            if rng.random() < 0.62:
                b = f"b{rng.randrange(6)}"
                rel("SOLD_BY", pk, b, {"commissionPct": round(rng.uniform(7.5, 20.0), 1),
                                       "channel": "online" if props_of[b]["onlineOnly"] else
                                       rng.choice(["phone", "face to face", "online"])})
            if kind == "motor":
                vno += 1
                make, models = MAKES[rng.randrange(len(MAKES))]
                model = rng.choice(models)
                year = rng.randint(2008, 2024)
                if model in ELECTRIC:
                    year = max(year, 2018)
                fuel = "electric" if model in ELECTRIC else "hybrid" if model in HYBRID else \
                    rng.choice(["petrol", "petrol", "diesel"])
                vk = f"v{vno}"
                node(vk, ["Vehicle"], {"vrm": vrm(year), "make": make, "model": model, "manufactureYear": year,
                                       "fuel": fuel,
                                       "engineCc": None if fuel == "electric" else rng.choice([999, 1199, 1498,
                                                                                               1598, 1968, 2487]),
                                       "valueGbp": int(round(max(1500, 32000 - (2025 - year) * 2100
                                                                 + rng.randint(-2500, 2500)), -2)),
                                       "mileageKm": (2025 - year) * rng.randint(9000, 16000) + rng.randint(0, 999),
                                       "modified": rng.random() < 0.07})
                rel("COVERS", pk, vk, {"mainDriver": props_of[ck]["fullName"].split()[0],
                                       "classOfUse": rng.choice(["social", "social", "commuting", "business"]),
                                       "keptOvernight": rng.choice(["driveway", "street", "garage"])})
                vehicles_of[pk] = vk
    # joint policyholders on some home policies
    home_pols = [p for p in policies if props_of[p]["product"] == "home"]
    for j, p in enumerate(home_pols[2::7]):
        holder = next(r["start"] for r in rels if r["type"] == "HOLDS" and r["end"] == p)
        other = customers[(customers.index(holder) + 5 + j) % len(customers)]
        rel("HOLDS", other, p, {"since": props_of[p]["inceptionDate"], "role": "joint policyholder"})
    # a few policies the customer took over from another (since later than inception)
    # third-party vehicles
    tp = []
    for _ in range(12):
        vno += 1
        make, models = MAKES[rng.randrange(len(MAKES))]
        model = rng.choice(models)
        year = rng.randint(2006, 2023)
        fuel = "electric" if model in ELECTRIC else "hybrid" if model in HYBRID else "petrol"
        vk = f"v{vno}"
        node(vk, ["Vehicle"], {"vrm": vrm(year), "make": make, "model": model, "manufactureYear": year,
                               "fuel": fuel, "engineCc": None, "valueGbp": None, "mileageKm": None,
                               "modified": None})
        tp.append(vk)

    # ---- claims
    motor_handlers = ["m01", "m02", "m03", "m04", "m05", "m06", "m07", "m08"]
    home_handlers = ["h01", "h02", "h03", "h04", "h05"]
    fnol = ["f01", "f02", "f03", "f04"]
    live_pols = [p for p in policies if props_of[p]["status"] != "cancelled"]
    claim_pols = []
    for _ in range(86):
        claim_pols.append(rng.choice(live_pols))
    claims = []
    for cno, p in enumerate(claim_pols, start=1):
        pp = props_of[p]
        kind = pp["product"]
        loss = d("2024-07-01") + dt.timedelta(days=rng.randint(0, 480))
        if loss < d(pp["inceptionDate"]):
            loss = d(pp["inceptionDate"]) + dt.timedelta(days=rng.randint(5, 60))
        if loss > d("2025-11-10"):
            loss = d("2025-11-10") - dt.timedelta(days=rng.randint(0, 40))
        notified = loss + dt.timedelta(days=rng.choice([0, 0, 1, 1, 2, 3, 5, 9, 16]))
        peril = rng.choice(MOTOR_PERILS if kind == "motor" else HOME_PERILS)
        base = {"collision": (600, 9000), "theft": (800, 16000), "windscreen": (90, 650), "vandalism": (200, 2200),
                "fire": (1500, 30000), "escape of water": (900, 18000), "storm": (400, 7000),
                "accidental damage": (150, 2500), "subsidence": (8000, 45000), "flood": (5000, 38000)}[peril]
        reserve = round(rng.uniform(*base), 2)
        r = rng.random()
        age = (d("2025-11-30") - notified).days
        if age < 35:
            status = "open"
        elif r < 0.68:
            status = "settled"
        elif r < 0.8:
            status = "open"
        elif r < 0.9:
            status = "declined"
        else:
            status = "withdrawn"
        fraud = rng.random() < 0.12
        if fraud and status == "settled" and rng.random() < 0.5:
            status = "declined"
        settled = None
        paid = None
        if status == "settled":
            settled = notified + dt.timedelta(days=rng.randint(4, min(150, age - 1)))
            paid = round(max(0.0, reserve * rng.uniform(0.55, 1.15) - pp["excessGbp"]), 2)
            if paid == 0.0:  # under the excess: nothing to pay
                status, paid, settled = "declined", None, None
        total_loss = None
        injury = None
        if kind == "motor":
            injury = peril == "collision" and rng.random() < 0.25
            total_loss = peril in ("collision", "fire", "theft") and rng.random() < 0.22
        ck = f"k{cno}"
        node(ck, ["Claim"], {"claimNo": f"CLM-{loss.year % 100}-{400 + cno * 7:05d}", "lossDate": loss.isoformat(),
                             "notifiedOn": notified.isoformat(), "peril": peril, "status": status,
                             "reserveGbp": reserve, "paidGbp": paid,
                             "settledOn": settled.isoformat() if settled else None, "fraudFlag": fraud,
                             "injury": injury, "totalLoss": total_loss,
                             "fnolChannel": rng.choice(["phone", "phone", "web", "app", "broker"])})
        claims.append(ck)
        rel("CLAIMED_ON", ck, p, {"excessAppliedGbp": pp["excessGbp"] if status == "settled" else None,
                                  "ncdAffected": (kind == "motor" and peril in ("collision", "theft", "fire")
                                                  and status == "settled")})
        # handlers
        if rng.random() < 0.6:
            rel("HANDLED_BY", ck, rng.choice(fnol), {"assignedOn": notified.isoformat(), "lead": False})
        if kind == "motor":
            lead = "llh" if (total_loss and reserve > 9000) or reserve > 14000 else rng.choice(motor_handlers)
        else:
            lead = "hcm" if reserve > 30000 else rng.choice(home_handlers)
        rel("HANDLED_BY", ck, lead, {"assignedOn": (notified + dt.timedelta(days=rng.randint(0, 3))).isoformat(),
                                     "lead": True})
        if fraud:
            inv = rng.choice(["i01", "i02", "i03", "siu"])
            outcome = "ongoing" if status == "open" else ("confirmed fraud" if status == "declined"
                                                          else "cleared")
            rel("REFERRED_TO", ck, inv, {"referredOn": (notified + dt.timedelta(days=rng.randint(2, 20))).isoformat(),
                                         "reason": rng.choice(["late notification", "inconsistent account",
                                                               "recent inception", "CUE history",
                                                               "linked third party"]),
                                         "outcome": outcome})
        # vehicles
        if kind == "motor":
            v = vehicles_of[p]
            damage = "total" if total_loss else "glass" if peril == "windscreen" else \
                rng.choice(["front", "rear", "side", "roof"])
            rel("INVOLVED", ck, v, {"role": "insured", "damage": damage})
            if peril == "collision" and rng.random() < 0.7:
                t = rng.choice(tp[:8]) if rng.random() < 0.4 else rng.choice(tp)
                rel("INVOLVED", ck, t, {"role": "third party", "damage": rng.choice(["front", "rear", "side"]),
                                        "liability": rng.choice(["fault", "fault", "non-fault", "split"])})
        # repairers
        if status in ("settled", "open") or rng.random() < 0.3:
            if kind == "motor":
                rk = {"windscreen": "r3"}.get(peril) or ("r10" if total_loss else rng.choice(["r0", "r1", "r2"]))
            else:
                rk = {"escape of water": rng.choice(["r5", "r6", "r7"]), "storm": "r4", "subsidence": "r8",
                      "flood": rng.choice(["r5", "r8"]), "theft": "r9", "fire": "r8"}.get(peril, "r4")
            ins = notified + dt.timedelta(days=rng.randint(1, 6))
            est = round(reserve * rng.uniform(0.7, 1.05), 2)
            rp = {"instructedOn": ins.isoformat(), "estimateGbp": est,
                  "invoiceGbp": round(est * rng.uniform(0.85, 1.2), 2) if status == "settled" else None}
            if kind == "home":
                rp["room"] = rng.choice(ROOMS_HOME) if peril not in ("storm", "subsidence") else \
                    ("roof" if peril == "storm" else "whole property")
            rel("INSTRUCTED", ck, rk, rp)
            if kind == "home" and reserve > 12000 and rk != "r8":
                rel("INSTRUCTED", ck, "r8", {"instructedOn": ins.isoformat(), "estimateGbp": round(reserve * 0.08, 2),
                                             "invoiceGbp": round(reserve * 0.08, 2) if status == "settled" else None,
                                             "room": "whole property"})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["startDate", "inceptionDate", "renewalDate", "since", "lossDate", "notifiedOn",
                           "settledOn", "assignedOn", "referredOn", "instructedOn"]}
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
