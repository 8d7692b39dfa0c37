#!/usr/bin/env python3
"""Write graph.json: an invented group of marinas (Skerrow Marinas) as its office and boatyard staff might keep it.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every marina, town, person, vessel, builder
and contractor name is invented.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 1747
HERE = Path(__file__).resolve().parent

# name, town, opened, fuelDock, maxDraftM, facilities, vhfChannel, blueFlag, liftCapacityT, prefix, pontoons
MARINAS = [
    ("Skerrow Quay Marina", "Skerrow", 1989, True, 3.2,
     ["showers", "laundry", "chandlery", "boatyard", "pump-out", "cafe"], 80, True, 40, "SQ", "ABCD"),
    ("Marrowcombe Harbour", "Marrowcombe", 1974, True, 2.4, ["showers", "boatyard", "pump-out", "pub"], 37, False,
     25, "MH", "ABC"),
    ("Pellinore Basin", "Ardlow", 2008, False, 2.8, ["showers", "laundry", "wifi", "boatyard"], 80, True, 15,
     "PB", "AB"),
    ("Kittiwake Point Marina", "Dunhesk", 2016, True, 3.6, ["showers", "laundry", "wifi", "cafe", "chandlery"], 77,
     False, None, "KP", "AB"),
]
BERTHS_PER_MARINA = [40, 30, 26, 24]

FIRST = ["Aled", "Briony", "Cormac", "Delphine", "Eamon", "Fenella", "Gideon", "Hester", "Iolo", "Jessamy",
         "Kit", "Linnea", "Mungo", "Nerys", "Orrin", "Perpetua", "Quentin", "Rhosyn", "Sorley", "Tamsin", "Ulick",
         "Verity", "Wystan", "Xanthe", "Yestin", "Zillah", "Ansel", "Bryony", "Caspian", "Dilys", "Ewart",
         "Florian", "Gwenllian", "Hollis", "Imelda", "Jago"]
LAST = ["Abernethy", "Blencowe", "Carrow", "Dunphail", "Eskdale", "Fairweather", "Gorran", "Halloran", "Inchbald",
        "Jessop", "Kerslake", "Lanyon", "Mabberley", "Nancarrow", "Oakeshott", "Penhallow", "Quiller", "Rosewarne",
        "Scoble", "Trevaskis", "Ufton", "Veryan", "Wemyss", "Yelland", "Zennor", "Ashplant", "Bolitho", "Chynoweth"]
TOWNS = ["Skerrow", "Marrowcombe", "Ardlow", "Dunhesk", "Polcarrow", "Wenby", "Hethersett Cross", "Lanmouth"]
QUALS = ["Day Skipper", "Yachtmaster Coastal", "Yachtmaster Offshore", "VHF SRC", "Powerboat Level 2",
         "Diesel Engine", "Sea Survival", "First Aid"]
BUILDERS = ["Coriander Yachts", "Brenloch", "Tamsin Craft", "Vellacott Marine", "Drummle Boats", "Ostry",
            "Harkaway", "Gullane Cats"]
NAME_A = ["Morning", "Blue", "Silver", "Salt", "Wild", "Quiet", "Amber", "Restless", "Kelp", "Misty", "Jolly",
          "Scarlet", "Tidal", "Lucky", "Northern", "Swift", "Hollow", "Dancing"]
NAME_B = ["Tern", "Halcyon", "Shearwater", "Otter", "Lantern", "Whimbrel", "Spray", "Merlin", "Wren", "Petrel",
          "Dolphin", "Gannet", "Comet", "Heron", "Selkie", "Plover", "Skua", "Minnow"]
ONE_WORD = ["Ragamuffin", "Kittiwake II", "Pennywhistle", "Saoirse", "Tamarisk", "Bramble", "Odyssea", "Wanderlight",
            "Thistledown", "Marigold", "Puffin Too", "Escapade"]
# type, loa range, beam factor, draft range, fuel, engine hp range, has sail number
TYPES = [("sailing yacht", (7.5, 14.5), 0.31, (1.3, 2.2), "diesel", (10, 55), True),
         ("motor cruiser", (7.0, 15.5), 0.34, (0.8, 1.3), "diesel", (120, 480), False),
         ("catamaran", (9.0, 13.5), 0.52, (0.9, 1.3), "diesel", (20, 60), True),
         ("RIB", (4.8, 8.5), 0.40, (0.4, 0.6), "petrol", (40, 250), False),
         ("motor sailer", (9.0, 13.0), 0.33, (1.2, 1.7), "diesel", (40, 90), True),
         ("day boat", (5.0, 7.0), 0.36, (0.5, 0.9), "electric", (4, 10), False)]
JOB_TYPES = [("lift-out", 180, 420), ("antifouling", 350, 1100), ("engine service", 240, 780),
             ("rigging check", 150, 400), ("osmosis treatment", 1800, 5200), ("winterisation", 200, 520),
             ("gelcoat repair", 260, 1400), ("electrics fault", 120, 650)]
PARTS = ["anodes", "impeller", "fuel filter", "oil filter", "antifoul paint", "shackles", "halyard", "battery",
         "gelcoat", "seacock", "belt", "fuses"]
CONTRACTORS = [("Tregothnan Sails", "sailmaker", True, 2000000, True),
               ("Bolt & Becket Rigging", "rigging", True, 5000000, True),
               ("Lanmouth Marine Electronics", "electronics", True, 2000000, False),
               ("Coveside Covers", "canvas", False, 1000000, False),
               ("Penrice Diesel", "diesel engineer", True, 5000000, True),
               ("A. Yelland Surveys", "surveyor", False, 2000000, True),
               ("Saltmarsh Upholstery", "upholstery", False, 500000, False),
               ("Hollowell Composites", "GRP repair", True, 3000000, False),
               ("Northlight Spars", "rigging", True, 1000000, False)]
EVENTS = [("Skerrow Spring Regatta", "2024-05-18", "regatta", 45.0, 30, 0),
          ("Marrowcombe Wednesday Series", "2024-06-05", "race series", 60.0, 20, 1),
          ("Round the Gull Rock Race", "2024-07-13", "regatta", 35.0, 25, 0),
          ("Pellinore Open Day", "2024-04-20", "open day", 0.0, 60, 2),
          ("Dunhesk Cruise in Company", "2024-08-10", "cruise in company", 20.0, 15, 3),
          ("Autumn Pursuit Race", "2024-09-28", "regatta", 30.0, 25, 1),
          ("Skerrow Spring Regatta 2025", "2025-05-17", "regatta", 50.0, 30, 0),
          ("Kittiwake Raft-Up", "2025-06-21", "rally", 15.0, 12, 3),
          ("Marrowcombe Wednesday Series 2025", "2025-06-04", "race series", 65.0, 20, 1),
          ("Ardlow Channel Rally", "2025-07-26", "rally", 25.0, 18, 2)]
# staffName, jobTitle, marina index (None: head office at Skerrow Quay), contract
STAFF = [
    ("Morwenna Tresize", "Operations Director", 0, "permanent"),
    ("Hugh Pendarves", "Marina Manager", 0, "permanent"),
    ("Ottilie Grange", "Marina Manager", 1, "permanent"),
    ("Barnaby Kestle", "Marina Manager", 2, "permanent"),
    ("Sunniva Roskilly", "Marina Manager", 3, "permanent"),
    ("Teodor Vane", "Yard Foreman", 0, "permanent"),
    ("Agnes Polglase", "Yard Foreman", 1, "permanent"),
    ("Rowan Ellery", "Marine Engineer", 0, "permanent"),
    ("Cadoc Merrifield", "Marine Engineer", 0, "seasonal"),
    ("Ines Tallack", "Marine Engineer", 1, "permanent"),
    ("Jory Spargo", "Marine Engineer", 2, "permanent"),
    ("Petroc Annear", "Rigger", 0, "permanent"),
    ("Lowenna Clemo", "Hoist Operator", 0, "permanent"),
    ("Digory Hocking", "Hoist Operator", 1, "zero-hours"),
    ("Senara Pascoe", "Hoist Operator", 2, "seasonal"),
    ("Ysolde Carne", "Dockmaster", 0, "permanent"),
    ("Malachy Bray", "Dockmaster", 1, "permanent"),
    ("Kerensa Vosper", "Dockmaster", 2, "permanent"),
    ("Tobias Gilbart", "Dockmaster", 3, "permanent"),
    ("Nessa Roseveare", "Berthing Assistant", 0, "seasonal"),
    ("Arlo Tremayne", "Berthing Assistant", 0, "zero-hours"),
    ("Wenna Jago", "Berthing Assistant", 1, "seasonal"),
    ("Idris Coombe", "Berthing Assistant", 3, "seasonal"),
    ("Elowen Hosken", "Berthing Assistant", 3, "zero-hours"),
    ("Conan Rowe", "Fuel Attendant", 0, "seasonal"),
    ("Demelza Truscott", "Fuel Attendant", 3, "zero-hours"),
    ("Piran Olver", "Office Administrator", 0, "permanent"),
    ("Meraud Keast", "Office Administrator", 1, "permanent"),
    ("Gawen Uren", "Office Administrator", 3, "permanent"),
    ("Tressa Jewell", "Yard Labourer", 2, "zero-hours"),
]
TICKETS = ["first aid", "forklift", "travel hoist", "powerboat level 2", "VHF SRC", "confined spaces"]


def d(y: int, m: int, day: int) -> dt.date:
    return dt.date(y, m, day)


def rand_date(rng: random.Random, start: dt.date, end: dt.date) -> dt.date:
    return start + dt.timedelta(days=rng.randrange((end - start).days + 1))


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props or {}})

    # marinas and berths
    berths: list[dict] = []
    for i, (name, town, opened, fuel, draft, fac, vhf, blue, lift, prefix, pontoons) in enumerate(MARINAS):
        node(f"m:{i}", ["Marina"], {"name": name, "town": town, "opened": opened, "fuelDock": fuel,
                                    "maxDraftM": draft, "facilities": fac, "vhfChannel": vhf, "blueFlag": blue,
                                    "liftCapacityT": lift})
        n = BERTHS_PER_MARINA[i]
        per = n // len(pontoons)
        for k in range(n):
            pontoon = pontoons[k // per] if k // per < len(pontoons) else pontoons[-1]
            num = k % per + 1
            btype = rng.choices(["finger", "hammerhead", "walk-ashore", "swinging mooring", "dry stack"],
                                weights=[10, 2, 3, 2, 2])[0]
            if btype == "dry stack":
                length = rng.choice([6.0, 7.0, 8.0, 9.0])
            else:
                length = rng.choice([8.0, 9.0, 10.0, 10.5, 11.0, 12.0, 12.5, 13.0, 14.0, 15.0, 16.0, 18.0])
            shore = btype not in ("swinging mooring", "dry stack") and rng.random() < 0.85
            fee = round(length * rng.uniform(205, 265) * (1.15 if i == 0 else 1.0), 2)
            bid = f"b:{prefix}{pontoon}{num}"
            code = f"{prefix}-{pontoon}{num:02d}"
            node(bid, ["Berth"], {"berthCode": code, "pontoon": pontoon, "berthType": btype, "lengthM": length,
                                  "maxBeamM": round(length * 0.36 + rng.choice([0.0, 0.3, 0.6]), 1),
                                  "shorePower": shore, "powerAmps": rng.choice([16, 16, 32]) if shore else None,
                                  "annualFeeGbp": fee})
            rel("HAS_BERTH", f"m:{i}", bid)
            berths.append({"id": bid, "marina": i, "length": length, "type": btype, "fee": fee})

    # customers
    pairs = [(f, la) for f in FIRST for la in LAST]
    rng.shuffle(pairs)
    customers = []
    for n in range(88):
        first, last = pairs[n]
        cid = f"c:{n}"
        quals = sorted(rng.sample(QUALS, rng.randrange(1, 4)), key=QUALS.index) if rng.random() < 0.6 else None
        node(cid, ["Customer"], {"firstName": first, "lastName": last, "accountRef": f"C{1001 + n * 7}",
                                 "town": rng.choice(TOWNS), "joinedOn": rand_date(rng, d(2012, 1, 1),
                                                                                  d(2025, 3, 31)).isoformat(),
                                 "birthYear": rng.randrange(1948, 2001) if rng.random() < 0.8 else None,
                                 "qualifications": quals, "directDebit": rng.random() < 0.55,
                                 "clubMember": rng.random() < 0.4})
        customers.append(cid)

    # vessels
    vnames = [f"{a} {b}" for a in NAME_A for b in NAME_B]
    rng.shuffle(vnames)
    vnames = list(dict.fromkeys(vnames[:80] + ONE_WORD))
    rng.shuffle(vnames)
    vessels = []
    for n, vname in enumerate(vnames[:92]):
        charter = n < 14
        tname, (lo, hi), bf, (dlo, dhi), fuel, (hlo, hhi), sail = (
            rng.choice([TYPES[0], TYPES[0], TYPES[2], TYPES[1]]) if charter else
            rng.choices(TYPES, weights=[10, 6, 2, 3, 2, 2])[0])
        loa = round(rng.uniform(lo, hi), 1)
        built = rng.randrange(1978, 2024)
        vid = f"v:{n}"
        props = {"vesselName": vname, "vesselType": tname, "make": rng.choice(BUILDERS), "loaM": loa,
                 "beamM": round(loa * bf, 1), "draftM": round(rng.uniform(dlo, dhi), 1), "builtYear": built,
                 "fuel": fuel, "engineHp": rng.randrange(hlo, hhi + 1) if rng.random() < 0.9 else None,
                 "sailNo": f"GBR {rng.randrange(1000, 9999)}{rng.choice('CLNRT')}" if sail else None,
                 "insuranceExpiry": rand_date(rng, d(2025, 1, 1), d(2026, 12, 31)).isoformat(),
                 "mmsi": f"235{rng.randrange(100000, 999999)}" if tname != "day boat" and rng.random() < 0.75
                 else None}
        labels = ["Vessel"]
        if charter:
            labels.append("CharterVessel")
            props.update({"dayRateGbp": round(loa * rng.uniform(18, 30), 2), "maxPax": rng.randrange(4, 11),
                          "skipperedOnly": rng.random() < 0.35})
        node(vid, labels, props)
        vessels.append({"id": vid, "loa": loa, "charter": charter, "type": tname, "built": built})

    # ownership: charter fleet belongs to the company (no OWNS); private boats to one or two customers
    owners = customers[:70]
    rng.shuffle(owners)
    private = [v for v in vessels if not v["charter"]]
    oi = 0
    for k, v in enumerate(private):
        first_buy = rand_date(rng, d(max(v["built"], 2005), 1, 1), d(2025, 6, 30))
        if k % 7 == 3:  # syndicate
            a, b = owners[oi % 70], owners[(oi + 1) % 70]
            oi += 2
            share = rng.choice([50, 60, 70])
            rel("OWNS", a, v["id"], {"sharePct": share, "since": first_buy.isoformat()})
            rel("OWNS", b, v["id"], {"sharePct": 100 - share, "since": first_buy.isoformat()})
        else:
            rel("OWNS", owners[oi % 70], v["id"], {"sharePct": 100, "since": first_buy.isoformat()})
            oi += 1

    # moorings: every charter vessel and most private ones on a berth long enough
    free = berths[:]
    rng.shuffle(free)
    moored = []
    for v in vessels:
        if not v["charter"] and rng.random() < 0.14:
            continue
        fits = [b for b in free if b["length"] >= v["loa"] and (b["type"] != "dry stack" or v["loa"] <= 9.0)
                and (not v["charter"] or b["type"] in ("finger", "hammerhead"))]
        if not fits:
            continue
        b = min(fits, key=lambda b: b["length"])
        free.remove(b)
        agreement = "annual" if v["charter"] else rng.choices(["annual", "summer", "winter", "visitor"],
                                                              weights=[10, 4, 2, 1])[0]
        share = {"annual": 1.0, "summer": 0.65, "winter": 0.4, "visitor": 0.2}[agreement]
        rel("MOORED_AT", v["id"], b["id"], {
            "since": rand_date(rng, d(2019, 1, 1), d(2025, 4, 30)).isoformat(), "agreement": agreement,
            "feeGbp": round(b["fee"] * share, 2), "liveaboard": (not v["charter"]) and v["loa"] > 10
            and rng.random() < 0.15})
        moored.append((v, b))

    # staff
    staff_ids = []
    started_year: dict[str, int] = {}
    for n, (sname, title, mi, contract) in enumerate(STAFF):
        sid = f"s:{n}"
        started = rand_date(rng, d(2004, 1, 1), d(2024, 9, 30))
        manager = title in ("Operations Director", "Marina Manager")
        node(sid, ["Staff"], {"staffName": sname, "jobTitle": title, "payrollNo": 4100 + n * 3,
                              "startedOn": started.isoformat(), "firstAider": rng.random() < 0.45,
                              "vhfLicensed": rng.random() < 0.6,
                              "hourlyRateGbp": None if manager else round(rng.uniform(11.5, 24.0), 2),
                              "tickets": sorted(rng.sample(TICKETS, rng.randrange(1, 4)), key=TICKETS.index)
                              if rng.random() < 0.75 else None})
        rel("EMPLOYED_AT", sid, f"m:{mi}", {"since": rng.randrange(started.year, 2025),
                                            "contract": contract,
                                            "hoursPerWeek": 40 if contract == "permanent" else
                                            rng.choice([16, 20, 24, 30])})
        staff_ids.append((sid, title, mi))
        started_year[sid] = started.year
    # line management: director <- marina managers <- everyone at their marina; yard trades via the foreman
    director = staff_ids[0][0]
    mgr = {mi: sid for sid, title, mi in staff_ids if title == "Marina Manager"}
    foreman = {mi: sid for sid, title, mi in staff_ids if title == "Yard Foreman"}
    for sid, title, mi in staff_ids:
        if title == "Operations Director":
            continue
        if title == "Marina Manager":
            boss, since = director, rng.randrange(max(2012, started_year[sid]), 2025)
        elif title in ("Marine Engineer", "Rigger", "Hoist Operator", "Yard Labourer") and mi in foreman:
            boss, since = foreman[mi], rng.randrange(max(2015, started_year[sid]), 2025)
        else:
            boss, since = mgr[mi], rng.randrange(max(2015, started_year[sid]), 2025)
        rel("MANAGED_BY", sid, boss, {"since": since})

    # yard jobs at the three marinas with a boatyard
    yard_staff = {mi: [sid for sid, title, m in staff_ids if m == mi and title in
                       ("Marine Engineer", "Rigger", "Hoist Operator", "Yard Labourer", "Yard Foreman")]
                  for mi in range(3)}
    yard_of = {v["id"]: b["marina"] for v, b in moored}
    for n in range(66):
        v = rng.choice(vessels)
        mi = yard_of.get(v["id"], rng.randrange(3))
        mi = mi if mi < 3 else rng.randrange(3)
        jtype, qlo, qhi = rng.choice(JOB_TYPES)
        booked = rand_date(rng, d(2023, 1, 9), d(2025, 9, 30))
        done = booked + dt.timedelta(days=rng.randrange(2, 40))
        open_job = booked > d(2025, 8, 1) and rng.random() < 0.7 or rng.random() < 0.06
        quote = round(rng.uniform(qlo, qhi), 2)
        invoice = None if open_job else round(quote * rng.uniform(0.9, 1.25), 2)
        jid = f"j:{n}"
        node(jid, ["YardJob"], {"jobNo": f"YJ-{booked.year % 100}{n + 301:03d}", "jobType": jtype,
                                "bookedIn": booked.isoformat(),
                                "completedOn": None if open_job else done.isoformat(),
                                "quoteGbp": quote, "invoiceGbp": invoice,
                                "paid": (not open_job) and rng.random() < 0.8,
                                "hoistNeeded": jtype in ("lift-out", "antifouling", "osmosis treatment")
                                or rng.random() < 0.15,
                                "partsUsed": sorted(rng.sample(PARTS, rng.randrange(1, 4)))
                                if rng.random() < 0.6 else None})
        rel("FOR_VESSEL", jid, v["id"])
        rel("AT_YARD", jid, f"m:{mi}")
        crew = rng.sample(yard_staff[mi], min(len(yard_staff[mi]), rng.choice([1, 1, 1, 2])))
        for k, sid in enumerate(crew):
            rel("CARRIED_OUT_BY", jid, sid, {"hours": round(rng.uniform(1.0, 16.0) * 2) / 2, "lead": k == 0})
        if rng.random() < 0.25 or jtype in ("gelcoat repair",) and rng.random() < 0.5:
            c = rng.randrange(len(CONTRACTORS))
            rel("SUBCONTRACTED_TO", jid, f"k:{c}", {"agreedGbp": round(quote * rng.uniform(0.3, 0.7), 2),
                                                    "signedOff": not open_job and rng.random() < 0.8})

    for n, (tname, trade, vat, cover, pref) in enumerate(CONTRACTORS):
        node(f"k:{n}", ["Contractor"], {"tradingName": tname, "trade": trade, "vatRegistered": vat,
                                        "insuranceCoverGbp": cover, "preferred": pref})

    # events and entries
    for n, (title, date, etype, fee, cap, mi) in enumerate(EVENTS):
        node(f"e:{n}", ["Event"], {"title": title, "eventDate": date, "eventType": etype, "entryFeeGbp": fee,
                                   "maxEntries": cap, "membersOnly": etype == "race series"})
        rel("HOSTED_BY", f"e:{n}", f"m:{mi}")
        pool = [v for v in vessels if (v["type"] in ("sailing yacht", "catamaran", "motor sailer"))
                == (etype in ("regatta", "race series"))] if etype != "open day" else vessels
        entrants = rng.sample(pool, min(len(pool), rng.randrange(4, 9)))
        places = list(range(1, len(entrants) + 1))
        rng.shuffle(places)
        for k, v in enumerate(entrants):
            props = {"crewCount": rng.randrange(1, 7), "entryPaid": rng.random() < 0.9}
            if etype in ("regatta", "race series"):
                props["class"] = "IRC" if v["loa"] >= 10 else "Club"
                props["place"] = places[k] if rng.random() < 0.85 else None
            rel("ENTERED", v["id"], f"e:{n}", props)

    # charters (customers, some of them not owners, hire the charter fleet)
    charterers = customers[60:] + rng.sample(customers[:60], 12)
    for _ in range(40):
        c = rng.choice(charterers)
        v = vessels[rng.randrange(14)]
        start = rand_date(rng, d(2023, 4, 1), d(2025, 9, 30))
        days = rng.choice([1, 1, 2, 3, 5, 7, 7, 14])
        skipper = rng.random() < 0.4
        rel("CHARTERED", c, v["id"], {"startDate": start.isoformat(), "days": days,
                                      "priceGbp": round(days * rng.uniform(150, 420) + (120 * days if skipper else 0),
                                                        2),
                                      "withSkipper": skipper, "depositGbp": rng.choice([250.0, 500.0, 1000.0])})

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["joinedOn", "insuranceExpiry", "since", "startedOn", "bookedIn", "completedOn",
                           "eventDate", "startDate"]}
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
