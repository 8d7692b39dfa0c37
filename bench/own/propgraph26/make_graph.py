#!/usr/bin/env python3
"""Write graph.json: an invented road haulage firm (Brackenridge Haulage) as its traffic office might keep it in Neo4j.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, company, depot, town, road and
vehicle maker is invented (the trade's terms - HGV, C+E, CPC, DQC, ADR, UN number, tacho, PMI, MOT, VOR, O-licence,
FTL, groupage, POD, reefer, curtainsider, tail lift, moffett, HVO, Euro 6, GVW - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 2668
HERE = Path(__file__).resolve().parent

# depotCode, depotName, town, postcode, openedYear, yardSpaces, hasWorkshop, bonded, fuelBunkerLitres (or None)
DEPOTS = [
    ("CAL", "Calderbrook Hub", "Calderbrook", "CB4 7QT", 1987, 64, True, False, 60000),
    ("WEX", "Wexley Park", "Wexley", "WX2 9LA", 2003, 38, True, True, 30000),
    ("HOL", "Hollinsford Cross-Dock", "Hollinsford", "HF11 3RE", 2011, 22, False, False, None),
    ("MAR", "Marnock Quay", "Marnock", "MK1 5DD", 2016, 30, False, True, 15000),
    ("EBB", "Ebbworth Yard", "Ebbworth", "EB7 2NP", 2021, 18, False, False, None),
]

# key, firstName, lastName, jobTitle, team, manager, depot, startDate, birthYear, hourlyRateGbp, agency,
# licenceCategories (list or None), driver: (tachoCardNo, dqcExpiresOn, adrCard, penaltyPoints) or None,
# transport manager: (cpcCertNo, tmSince int year) or None, medicalDueOn (or None)
STAFF = [
    ("md", "Gwendolen", "Brackenridge", "Managing Director", "Management", None, "CAL", "1998-03-02", 1961, 48.0,
     False, ["B", "C", "C+E"], None, ("TM-CPC-20417", 1995), None),
    ("od", "Hartley", "Oakenshaw", "Operations Director", "Management", "md", "CAL", "2005-09-12", 1970, 41.5,
     False, ["B", "C", "C+E"], ("DTC-0300418", "2026-04-30", True, 0), ("TM-CPC-31822", 2006), "2026-01-15"),
    ("fd", "Perpetua", "Lowther", "Finance Director", "Management", "md", "CAL", "2009-01-19", 1968, 40.0,
     False, ["B"], None, None, None),
    ("tm1", "Ambrose", "Fellowes", "Transport Manager", "Traffic", "od", "CAL", "2012-06-04", 1975, 27.5,
     False, ["B", "C"], None, ("TM-CPC-40913", 2012), None),
    ("tm2", "Rhoswen", "Iddon", "Transport Manager", "Traffic", "od", "WEX", "2015-02-23", 1982, 26.0,
     False, ["B"], None, ("TM-CPC-52290", 2015), None),
    ("tm3", "Caspian", "Threlfall", "Transport Manager", "Traffic", "od", "MAR", "2019-10-07", 1986, 25.5,
     False, ["B", "C1"], None, ("TM-CPC-60071", 2019), None),
    ("tp1", "Niamh", "Ackroyd", "Traffic Planner", "Traffic", "tm1", "CAL", "2016-05-16", 1990, 17.8, False,
     ["B"], None, None, None),
    ("tp2", "Lorcan", "Whitaker", "Traffic Planner", "Traffic", "tm2", "WEX", "2020-08-03", 1995, 16.9, False,
     None, None, None, None),
    ("tp3", "Saffron", "Pickersgill", "Traffic Planner", "Traffic", "tm3", "MAR", "2022-01-10", None, 16.5, False,
     ["B"], None, None, None),
    ("wm", "Eamon", "Crabtree", "Workshop Manager", "Workshop", "od", "CAL", "2007-04-30", 1972, 24.0, False,
     ["B", "C", "C+E"], None, None, None),
    ("ft1", "Bartholomew", "Sugden", "HGV Technician", "Workshop", "wm", "CAL", "2013-11-11", 1979, 19.5, False,
     ["B", "C"], None, None, None),
    ("ft2", "Ottoline", "Haworth", "HGV Technician", "Workshop", "wm", "WEX", "2018-03-19", 1993, 18.75, False,
     ["B", "C", "C+E"], None, None, None),
    ("ft3", "Fergal", "Marsden", "Apprentice Technician", "Workshop", "wm", "CAL", "2024-09-02", 2006, 9.5, False,
     ["B"], None, None, None),
    ("acc1", "Winifred", "Dawtrey", "Credit Controller", "Office", "fd", "CAL", "2011-07-25", 1966, 18.0, False,
     None, None, None, None),
    ("acc2", "Tobias", "Scarth", "Accounts Assistant", "Office", "fd", "CAL", "2023-02-06", None, 13.2, False,
     ["B"], None, None, None),
    ("hr", "Imelda", "Royds", "HR Advisor", "Office", "fd", "CAL", "2017-10-02", 1984, 19.0, False, ["B"],
     None, None, None),
    ("dt", "Lennox", "Greenhalgh", "Driver Trainer", "Traffic", "tm1", "CAL", "2006-05-08", 1964, 21.0, False,
     ["B", "C", "C+E", "D"], ("DTC-0118830", "2027-08-31", True, 0), None, "2025-11-20"),
    ("ys1", "Jolyon", "Rigby", "Yard Shunter", "Yard", "tm1", "CAL", "2014-12-01", 1977, 14.6, False,
     ["B", "C"], None, None, None),
    ("ys2", "Morwenna", "Tattersall", "Yard Shunter", "Yard", "tm2", "WEX", "2021-06-14", 1998, 14.2, True,
     ["B", "C", "C+E"], None, None, None),
    # drivers
    ("d01", "Aldous", "Birtwistle", "HGV Driver", "Drivers", "tm1", "CAL", "2008-02-18", 1969, 17.4, False,
     ["B", "C", "C+E"], ("DTC-0203311", "2026-09-30", True, 3), None, "2026-02-10"),
    ("d02", "Bronagh", "Cleasby", "HGV Driver", "Drivers", "tm1", "CAL", "2014-04-07", 1981, 17.4, False,
     ["B", "C", "C+E"], ("DTC-0377104", "2027-03-31", False, 0), None, "2027-01-05"),
    ("d03", "Cuthbert", "Entwistle", "HGV Driver", "Drivers", "tm1", "CAL", "2019-07-22", 1988, 16.9, False,
     ["B", "C", "C+E"], ("DTC-0451902", "2025-12-31", True, 6), None, "2025-06-30"),
    ("d04", "Delphine", "Foulds", "HGV Driver", "Drivers", "tm1", "CAL", "2022-05-30", 1996, 16.4, False,
     ["B", "C"], ("DTC-0519847", "2027-05-31", False, 0), None, None),
    ("d05", "Evander", "Gaukroger", "HGV Driver", "Drivers", "tm1", "CAL", "2010-10-11", 1973, 17.4, False,
     ["B", "C", "C+E"], ("DTC-0260085", "2026-01-31", True, 0), None, "2026-03-01"),
    ("d06", "Florian", "Hebblethwaite", "HGV Driver", "Drivers", "tm1", "CAL", "2024-03-04", 1999, 15.9, True,
     ["B", "C", "C+E"], ("DTC-0588132", "2028-02-29", False, 3), None, None),
    ("d07", "Grizelda", "Ingham", "HGV Driver", "Drivers", "tm2", "WEX", "2012-01-16", 1976, 17.4, False,
     ["B", "C", "C+E"], ("DTC-0319920", "2026-06-30", True, 0), None, "2026-07-14"),
    ("d08", "Horatio", "Jowett", "HGV Driver", "Drivers", "tm2", "WEX", "2017-09-25", 1984, 16.9, False,
     ["B", "C"], ("DTC-0420076", "2027-10-31", False, 0), None, "2027-04-22"),
    ("d09", "Isolde", "Kershaw", "HGV Driver", "Drivers", "tm2", "WEX", "2020-11-02", 1991, 16.9, False,
     ["B", "C", "C+E"], ("DTC-0490213", "2025-10-31", True, 3), None, None),
    ("d10", "Jethro", "Lumb", "HGV Driver", "Drivers", "tm2", "WEX", "2023-08-21", 1978, 15.9, True,
     ["B", "C", "C+E"], ("DTC-0551180", "2028-07-31", False, 9), None, None),
    ("d11", "Kezia", "Mellor", "HGV Driver", "Drivers", "tm2", "WEX", "2015-06-08", 1983, 17.4, False,
     ["B", "C1", "C"], ("DTC-0398841", "2026-11-30", False, 0), None, "2026-08-08"),
    ("d12", "Leopold", "Nuttall", "HGV Driver", "Drivers", "tm3", "MAR", "2016-02-29", 1980, 17.4, False,
     ["B", "C", "C+E"], ("DTC-0411567", "2027-01-31", True, 0), None, "2026-05-19"),
    ("d13", "Marguerite", "Ormerod", "HGV Driver", "Drivers", "tm3", "MAR", "2021-04-12", 1994, 16.9, False,
     ["B", "C", "C+E"], ("DTC-0502296", "2026-03-31", True, 0), None, None),
    ("d14", "Nathaniel", "Pilling", "HGV Driver", "Drivers", "tm3", "MAR", "2011-09-05", 1967, 17.4, False,
     ["B", "C", "C+E"], ("DTC-0288455", "2025-09-30", False, 3), None, "2025-12-01"),
    ("d15", "Ophelia", "Quarmby", "HGV Driver", "Drivers", "tm3", "MAR", "2024-10-14", 2001, 15.9, True,
     ["B", "C"], ("DTC-0601774", "2029-09-30", False, 0), None, None),
    ("d16", "Peregrine", "Rushworth", "HGV Driver", "Drivers", "tm1", "HOL", "2018-01-08", 1985, 16.9, False,
     ["B", "C", "C+E"], ("DTC-0433019", "2027-12-31", True, 0), None, "2026-10-10"),
    ("d17", "Quenby", "Stansfield", "HGV Driver", "Drivers", "tm1", "HOL", "2022-11-28", 1990, 16.4, False,
     ["B", "C"], ("DTC-0530961", "2026-08-31", False, 0), None, None),
    ("d18", "Roderick", "Tetlow", "HGV Driver", "Drivers", "tm2", "EBB", "2021-03-15", None, 16.9, False,
     ["B", "C", "C+E"], ("DTC-0499530", "2026-02-28", False, 6), None, None),
    ("d19", "Seraphina", "Uttley", "HGV Driver", "Drivers", "tm2", "EBB", "2023-01-30", 1997, 16.4, True,
     ["B", "C", "C+E"], ("DTC-0547702", "2027-06-30", True, 0), None, None),
    ("d20", "Thaddeus", "Varley", "Van Driver", "Drivers", "tm1", "CAL", "2025-02-17", 2003, 13.1, True,
     ["B"], None, None, None),
]

# accountNo, customerName (two names are on two accounts each), sector, town, accountOpenedYear, creditLimitGbp,
# paymentTermsDays, onStop, contractCustomer
CUSTOMERS = [
    ("C1001", "Harwell Foods", "food & drink", "Calderbrook", 2004, 60000, 30, False, True),
    ("C1002", "Harwell Foods", "food & drink", "Marnock", 2018, 25000, 30, False, True),
    ("C1003", "Penrose Timber", "building materials", "Hollinsford", 2009, 20000, 60, False, False),
    ("C1004", "Quillon Paints", "chemicals", "Wexley", 2012, 35000, 45, False, True),
    ("C1005", "Stobart Lane Brewing", "food & drink", "Ebbworth", 2016, None, 30, False, False),
    ("C1006", "Ashgill Steel Stockholders", "steel", "Calderbrook", 2001, 80000, 60, False, True),
    ("C1007", "Brindle & Co Furnishings", "retail", "Wexley", 2019, 15000, 30, True, False),
    ("C1008", "Northcote Pharma", "pharmaceutical", "Marnock", 2020, 50000, 45, False, True),
    ("C1009", "Greywell Agricultural", "agriculture", "Ebbworth", 2007, 30000, 60, False, False),
    ("C1010", "Tolland Print", "paper & print", "Hollinsford", 2015, None, 30, False, False),
    ("C1011", "Vantry Electrical Wholesale", "wholesale", "Calderbrook", 2013, 40000, 45, False, True),
    ("C1012", "Kelderby Dairies", "food & drink", "Wexley", 2010, 45000, 30, False, True),
    ("C1013", "Morrow Garden Supplies", "retail", "Marnock", 2022, 10000, 30, False, False),
    ("C1014", "Redfern Plastics", "manufacturing", "Ebbworth", 2017, 25000, 60, True, False),
    ("C1015", "Kelderby Dairies", "food & drink", "Hollinsford", 2021, 20000, 30, False, False),
    ("C1016", "Oxendale Fuels", "chemicals", "Marnock", 2014, 55000, 90, False, True),
    ("C1017", "Castleford Exhibitions", "events", "Calderbrook", 2024, None, 30, False, False),
    ("C1018", "Jessamy Home Stores", "retail", "Wexley", 2023, 12000, 45, False, False),
]

# registration, fleetNo, make, vehicleType, fuel, euroStandard, firstRegYear, gvwTonnes, depot, motDueOn,
# lastPmiOn, odometerKm, vor, tailLift
VEHICLES = [
    ("CK19 BRH", 101, "Halvard", "tractor unit", "diesel", "Euro 6", 2019, 44.0, "CAL", "2026-03-31",
     "2025-11-18", 612400, False, False),
    ("CK20 BRH", 102, "Halvard", "tractor unit", "diesel", "Euro 6", 2020, 44.0, "CAL", "2026-05-31",
     "2025-11-25", 498750, False, False),
    ("CK21 BRH", 103, "Torsby", "tractor unit", "HVO", "Euro 6", 2021, 44.0, "CAL", "2026-06-30",
     "2025-12-02", 402310, False, False),
    ("CK22 BRH", 104, "Torsby", "tractor unit", "HVO", "Euro 6", 2022, 44.0, "CAL", "2026-08-31",
     "2025-10-28", 301880, True, False),
    ("CK15 BRH", 105, "Halvard", "tractor unit", "diesel", "Euro 5", 2015, 44.0, "CAL", "2026-01-31",
     "2025-11-04", 1021560, False, False),
    ("WX18 BRH", 106, "Kestrel", "tractor unit", "diesel", "Euro 6", 2018, 44.0, "WEX", "2026-02-28",
     "2025-11-11", 701225, False, False),
    ("WX23 BRH", 107, "Kestrel", "tractor unit", "diesel", "Euro 6", 2023, 44.0, "WEX", "2026-10-31",
     "2025-12-09", 188430, False, False),
    ("WX24 BRH", 108, "Torsby", "tractor unit", "LNG", "Euro 6", 2024, 44.0, "WEX", "2026-11-30",
     "2025-11-20", 97020, False, False),
    ("MK20 BRH", 109, "Halvard", "tractor unit", "diesel", "Euro 6", 2020, 44.0, "MAR", "2026-04-30",
     "2025-10-21", 544900, False, False),
    ("MK22 BRH", 110, "Kestrel", "tractor unit", "HVO", "Euro 6", 2022, 44.0, "MAR", "2026-07-31",
     "2025-12-01", 276115, False, False),
    ("MK16 BRH", 111, "Halvard", "tractor unit", "diesel", "Euro 6", 2016, 44.0, "MAR", "2026-01-31",
     "2025-09-30", 905340, True, False),
    ("EB23 BRH", 112, "Torsby", "tractor unit", "diesel", "Euro 6", 2023, 44.0, "EBB", "2026-09-30",
     "2025-11-27", 214660, False, False),
    ("CK18 RGD", 201, "Halvard", "26t rigid", "diesel", "Euro 6", 2018, 26.0, "CAL", "2026-02-28",
     "2025-11-13", 388020, False, True),
    ("CK21 RGD", 202, "Kestrel", "18t rigid", "diesel", "Euro 6", 2021, 18.0, "CAL", "2026-06-30",
     "2025-12-04", 201775, False, True),
    ("WX19 RGD", 203, "Kestrel", "26t rigid", "diesel", "Euro 6", 2019, 26.0, "WEX", "2026-03-31",
     "2025-11-06", 356310, False, True),
    ("WX22 RGD", 204, "Marrick", "18t rigid", "electric", None, 2022, 18.0, "WEX", "2026-05-31",
     "2025-12-05", 88450, False, True),
    ("HF20 RGD", 205, "Kestrel", "18t rigid", "diesel", "Euro 6", 2020, 18.0, "HOL", "2026-04-30",
     "2025-10-30", 265980, False, True),
    ("HF17 RGD", 206, "Halvard", "26t rigid", "diesel", "Euro 6", 2017, 26.0, "HOL", "2026-01-31",
     "2025-11-19", 478230, False, False),
    ("MK21 RGD", 207, "Marrick", "7.5t rigid", "electric", None, 2021, 7.5, "MAR", "2026-06-30",
     "2025-11-26", 101340, False, True),
    ("EB19 RGD", 208, "Kestrel", "18t rigid", "diesel", "Euro 6", 2019, 18.0, "EBB", "2026-03-31",
     "2025-09-24", 331090, True, True),
    ("CK23 VAN", 301, "Pellow", "3.5t van", "diesel", "Euro 6", 2023, 3.5, "CAL", None,
     "2025-12-08", 61240, False, False),
    ("CK24 VAN", 302, "Pellow", "3.5t van", "electric", None, 2024, 3.5, "CAL", None,
     "2025-11-21", 23980, False, False),
    ("WX14 BRH", 113, "Halvard", "tractor unit", "diesel", "Euro 5", 2014, 40.0, "WEX", "2026-02-28",
     "2025-08-14", 1187400, True, False),
    ("CK25 BRH", 114, "Torsby", "tractor unit", "electric", None, 2025, 42.0, "CAL", None,
     "2025-12-10", 31450, False, False),
]

TRAILER_TYPES = [
    # trailerType, lengthM, axles, maxPayloadKg, tailLift
    ("curtainsider", 13.6, 3, 29000, False),
    ("curtainsider", 13.6, 3, 29000, False),
    ("curtainsider", 13.6, 3, 29000, False),
    ("box", 13.6, 3, 27500, True),
    ("reefer", 13.6, 3, 26000, False),
    ("reefer", 13.6, 3, 26000, True),
    ("flatbed", 13.6, 3, 30500, False),
    ("double deck", 13.6, 3, 24000, True),
    ("step frame", 15.65, 4, 35000, False),
    ("tipper", 10.4, 3, 30000, False),
    ("tanker", 12.2, 3, 31000, False),
]

TOWNS = ["Calderbrook", "Wexley", "Hollinsford", "Marnock", "Ebbworth", "Stavely Bridge", "Oldcastle Moor",
         "Pennick", "Ravensholme", "Dunmere", "Kirkby Lathe", "Fellgate", "Saltmarsh End", "Brantwick",
         "Ormsby Vale", "Thistlewood"]

REQUIREMENTS = ["tail lift", "booked slot", "hand ball", "moffett", "tautliner only", "two-man delivery",
                "straps and sheets"]

UN_NUMBERS = ["UN1263", "UN1203", "UN1993", "UN3082", "UN1760"]


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

    for code, name, town, pc, opened, spaces, workshop, bonded, bunker in DEPOTS:
        node(f"dep_{code}", ["Depot"], {"depotCode": code, "depotName": name, "town": town, "postcode": pc,
                                        "openedYear": opened, "yardSpaces": spaces, "hasWorkshop": workshop,
                                        "bonded": bonded, "fuelBunkerLitres": bunker})

    drivers: dict[str, list[str]] = {}  # depot -> driver keys
    for i, s in enumerate(STAFF):
        (key, first, last, title, team, mgr, depot, start, born, rate, agency, lic, drv, tm, medical) = s
        labels = ["Employee"]
        props = {"staffNo": 1000 + i * 7 + (3 if i % 4 == 0 else 0), "firstName": first, "lastName": last,
                 "jobTitle": title, "team": team, "startDate": start, "birthYear": born, "hourlyRateGbp": rate,
                 "agency": agency, "licenceCategories": lic, "medicalDueOn": medical}
        if drv:
            labels.append("Driver")
            props.update({"tachoCardNo": drv[0], "dqcExpiresOn": drv[1], "adrCard": drv[2], "penaltyPoints": drv[3]})
            if key != "od":
                drivers.setdefault(depot, []).append(key)
        if tm:
            labels.append("TransportManager")
            props.update({"cpcCertNo": tm[0], "tmSince": tm[1]})
        if key == "d20":
            labels.append("Driver")
            props.update({"penaltyPoints": 0, "adrCard": False})
            drivers.setdefault(depot, []).append(key)
        node(key, labels, props)
        sd = d(start)
        rel("BASED_AT", key, f"dep_{depot}", {"since": sd.year if i % 5 else None,
                                              "primary": True})
        if mgr:
            since = max(sd.year, 2010 + (i % 13)) if i % 6 else None
            rel("REPORTS_TO", key, mgr, {"since": since})
    # two people cover a second depot
    rel("BASED_AT", "tm1", "dep_HOL", {"since": 2018, "primary": False})
    rel("BASED_AT", "tm2", "dep_EBB", {"since": 2021, "primary": False})
    rel("BASED_AT", "dt", "dep_WEX", {"since": 2020, "primary": False})

    vehicles_by_depot: dict[str, list[tuple]] = {}
    for v in VEHICLES:
        (reg, fleet, make, vtype, fuel, euro, year, gvw, depot, mot, pmi, odo, vor, tail) = v
        vid = f"v{fleet}"
        node(vid, ["Vehicle"], {"registration": reg, "fleetNo": fleet, "make": make, "vehicleType": vtype,
                                "fuel": fuel, "euroStandard": euro, "firstRegYear": year, "gvwTonnes": gvw,
                                "motDueOn": mot, "lastPmiOn": pmi, "odometerKm": odo, "vor": vor,
                                "tailLift": tail})
        rel("BASED_AT", vid, f"dep_{depot}", {"since": max(year, 2016 + fleet % 5)})
        vehicles_by_depot.setdefault(depot, []).append(v)

    trailers: list[tuple[str, str]] = []
    for n in range(30):
        ttype, length, axles, payload, tail = TRAILER_TYPES[n % len(TRAILER_TYPES)] if n < 22 else \
            TRAILER_TYPES[rng.choice([0, 0, 1, 3, 4, 6])]
        tno = f"T-{2200 + n * 13 + rng.randint(0, 9)}"
        year = rng.randint(2012, 2025)
        insp = d("2025-12-15") + dt.timedelta(days=rng.randint(-60, 200))
        props = {"trailerNo": tno, "trailerType": ttype, "lengthM": length, "axles": axles,
                 "maxPayloadKg": payload, "tailLift": tail, "purchaseYear": year,
                 "nextInspectionDueOn": insp.isoformat(),
                 "reeferHours": rng.randint(4000, 21000) if ttype == "reefer" else None,
                 "adrApproved": ttype == "tanker" or (ttype in ("curtainsider", "box") and rng.random() < 0.45),
                 "owned": rng.random() < 0.8}
        node(f"t{n}", ["Trailer"], props)
        trailers.append((f"t{n}", ttype))

    # customers
    for c in CUSTOMERS:
        acc, name, sector, town, opened, credit, terms, stop, contract = c
        node(acc, ["Customer"], {"accountNo": acc, "customerName": name, "sector": sector, "town": town,
                                 "accountOpenedYear": opened, "creditLimitGbp": credit, "paymentTermsDays": terms,
                                 "onStop": stop, "contractCustomer": contract})
    cust_weights = [6, 3, 4, 5, 3, 7, 2, 5, 4, 3, 5, 6, 2, 3, 2, 5, 1, 0]
    cust_pool = [c[0] for c, w in zip(CUSTOMERS, cust_weights, strict=True) for _ in range(w)]

    # runs
    run_days = []
    day = d("2024-05-06")
    for n in range(72):
        day = day + dt.timedelta(days=rng.choice([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]))
        if n >= 69:
            day = d(["2025-12-04", "2025-12-09", "2025-12-16"][n - 69])
        if day.weekday() == 6:
            day += dt.timedelta(days=1)
        run_days.append(day)
    cons_n = 0
    run_seq: dict[str, int] = {}
    depot_codes = [dp[0] for dp in DEPOTS]
    depot_weights = [5, 4, 2, 3, 2]
    depot_pool = [c for c, w in zip(depot_codes, depot_weights, strict=True) for _ in range(w)]
    cons_runs: list[tuple[str, str, dt.date, str]] = []
    incident_n = 0
    incident_runs = set(rng.sample(range(72), 16))
    for ri, rday in enumerate(run_days):
        depot = rng.choice(depot_pool)
        if not drivers.get(depot):
            depot = "CAL"
        seq = run_seq.get(rday.isoformat(), 0) + 1
        run_seq[rday.isoformat()] = seq
        rid = f"R-{rday.strftime('%y%m%d')}-{seq:02d}"
        rcode = f"r{ri}"
        veh_opts = [v for v in vehicles_by_depot.get(depot, []) if (not v[12] or ri % 9 == 0) and v[6] <= rday.year]
        veh = rng.choice(veh_opts or [v for v in vehicles_by_depot["CAL"] if v[6] <= rday.year])
        if veh[3] in ("3.5t van",):
            drv_key = "d20" if ri % 2 else rng.choice(drivers["CAL"])
        else:
            drv_key = rng.choice([k for k in drivers[depot] if k != "d20"])
        planned = rng.randint(60, 620)
        status = "completed" if rday < d("2025-12-01") else ("in progress" if rday < d("2025-12-12") else "planned")
        actual = planned + rng.randint(-15, 60) if status == "completed" else None
        if ri % 23 == 5 and status == "completed":
            status = "aborted"
            actual = rng.randint(10, planned // 2)
        props = {"runId": rid, "runDate": rday.isoformat(), "plannedKm": planned, "actualKm": actual,
                 "nightOut": planned > 450 and rng.random() < 0.7, "status": status,
                 "tachoInfringement": rng.random() < 0.12 if status != "planned" else None,
                 "tollsGbp": round(rng.choice([0, 0, 0, 6.5, 12.8, 19.4, 33.6]), 2)}
        node(rcode, ["Run"], props)
        rel("DEPARTED_FROM", rcode, f"dep_{depot}")
        st = f"{rng.randint(3, 9):02d}:{rng.choice(['00', '15', '30', '45'])}"
        duty = round(min(15.0, 4.5 + planned / 70 + rng.random() * 2), 1) if status != "planned" else None
        rel("DRIVEN_BY", rcode, drv_key, {"role": "lead", "startTime": st, "dutyHours": duty})
        crew = [drv_key]
        if planned > 520 and drivers[depot][1:]:
            second = rng.choice([k for k in drivers[depot] if k not in (drv_key, "d20")])
            rel("DRIVEN_BY", rcode, second, {"role": "second man", "startTime": st, "dutyHours": duty})
            crew.append(second)
        if ri % 17 == 3 and drv_key != "dt":
            rel("DRIVEN_BY", rcode, "dt", {"role": "assessor", "startTime": st, "dutyHours": duty})
        fuel = None if veh[4] == "electric" else round(actual * rng.uniform(0.28, 0.36), 1) if actual else None
        rel("USED", rcode, f"v{veh[1]}", {"startOdoKm": max(100, int(veh[11] * (1 - (d("2025-12-10") - rday).days / (
                                              d("2025-12-10") - dt.date(veh[6], 1, 1)).days)) - rng.randint(0, 500)),
                                          "fuelLitres": fuel})
        ttype = None
        if veh[3] == "tractor unit":
            t_id, ttype = rng.choice(trailers[:27])
            rel("PULLED", rcode, t_id, {"sealNo": f"S{rng.randint(100000, 999999)}" if ttype in
                                        ("box", "reefer", "curtainsider") and rng.random() < 0.6 else None,
                                        "coupledAt": depot})
        ncons = 1 if ttype in ("tipper", "tanker", "step frame", "flatbed") else rng.choice([1, 1, 2, 2, 3])
        for drop in range(1, ncons + 1):
            cons_n += 1
            cons_runs.append((f"k{cons_n}", rcode, rday, ttype or veh[3]))
            cust = rng.choice(cust_pool)
            if ttype == "tanker":
                cust = "C1016"
            town_from = rng.choice(TOWNS[:5])
            town_to = rng.choice([t for t in TOWNS if t != town_from])
            adr = ttype == "tanker" or (cust in ("C1004", "C1016") and rng.random() < 0.6)
            pallets = None if ttype in ("tipper", "tanker", "step frame", "flatbed") else rng.randint(1, 26)
            weight = rng.randint(400, 24000) if pallets is None else pallets * rng.randint(250, 900)
            reqs = sorted(set(rng.sample(REQUIREMENTS, rng.randint(1, 3)))) if rng.random() < 0.55 else None
            if adr:
                reqs = sorted(set((reqs or []) + ["ADR kit"]))
            delivered = rday + dt.timedelta(days=1 if props["nightOut"] else 0)
            cstatus = {"completed": "delivered", "aborted": "delivered", "in progress": "in transit",
                       "planned": "booked"}[status]
            if cstatus == "delivered" and rday < d("2025-10-15") and rng.random() < 0.8:
                cstatus = "invoiced"
            cprops = {"consignmentNo": f"BH{rday.year % 100}-{4100 + cons_n * 3 + rng.randint(0, 2):05d}",
                      "collectionTown": town_from, "deliveryTown": town_to, "pallets": pallets,
                      "weightKg": weight,
                      "loadType": "FTL" if ncons == 1 and (pallets is None or pallets >= 20) else
                      ("part load" if pallets is None or pallets > 6 else "groupage"),
                      "adr": adr, "unNumber": rng.choice(UN_NUMBERS) if adr else None,
                      "requiredTempC": rng.choice([-18.0, 2.0, 3.5, 5.0]) if ttype == "reefer" else None,
                      "collectionDate": rday.isoformat(),
                      "deliveredOn": delivered.isoformat() if cstatus in ("delivered", "invoiced") else None,
                      "status": cstatus, "chargeGbp": int(120 + weight * rng.uniform(0.01, 0.03) + planned * 1.1),
                      "podReceived": cstatus in ("delivered", "invoiced") and rng.random() < 0.88,
                      "requirements": reqs}
            if status == "aborted" and drop == ncons:
                cprops["deliveredOn"] = None
                cprops["status"] = "failed"
                cprops["podReceived"] = False
            node(f"k{cons_n}", ["Consignment"], cprops)
            booked = rday - dt.timedelta(days=rng.randint(1, 12))
            rel("PLACED", cust, f"k{cons_n}", {"orderRef": f"PO-{rng.randint(10000, 99999)}" if rng.random() < 0.8
                                               else None, "placedOn": booked.isoformat(),
                                               "viaPortal": rng.random() < 0.5})
            rel("CARRIED_ON", f"k{cons_n}", rcode, {"dropOrder": drop, "palletsDelivered": pallets
                                                    if cstatus in ("delivered", "invoiced") else None})
        if ri in incident_runs and status != "planned":
            incident_n += 1
            cat = ["near miss", "collision", "load shift", "damaged goods", "roadside check", "tyre failure",
                   "late delivery", "fuel theft"][(incident_n * 5) % 8]
            sev = {"near miss": "low", "collision": "high", "load shift": "medium", "damaged goods": "medium",
                   "roadside check": "low", "tyre failure": "medium", "late delivery": "low",
                   "fuel theft": "medium"}[cat]
            closed = rday < d("2025-08-01")
            iprops = {"incidentRef": f"INC-{rday.year % 100}-{incident_n * 4 + 3:03d}",
                      "reportedOn": (rday + dt.timedelta(days=rng.choice([0, 0, 1, 2]))).isoformat(),
                      "category": cat, "severity": sev,
                      "insuranceClaim": cat in ("collision", "damaged goods", "fuel theft"),
                      "costGbp": rng.randint(150, 9000) if cat not in ("near miss", "roadside check") else None,
                      "closed": closed, "dvsaInvolved": cat in ("roadside check", "collision")}
            iid = f"i{incident_n}"
            node(iid, ["Incident"], iprops)
            rel("OCCURRED_ON", iid, rcode, {"roadType": rng.choice(["motorway", "A road", "B road", "yard",
                                                                     "customer site"])})
            if cat not in ("fuel theft", "late delivery"):
                rel("INVOLVED", iid, crew[0], {"atFault": cat in ("collision", "load shift") and rng.random() < 0.6})
    # consignments booked but not yet planned onto a run (no CARRIED_ON)
    for extra in range(6):
        cons_n += 1
        cust = rng.choice(cust_pool)
        cday = d("2025-12-15") + dt.timedelta(days=extra * 2)
        pallets = rng.randint(2, 24)
        node(f"k{cons_n}", ["Consignment"], {
            "consignmentNo": f"BH25-{4100 + cons_n * 3:05d}", "collectionTown": rng.choice(TOWNS[:5]),
            "deliveryTown": rng.choice(TOWNS[5:]), "pallets": pallets, "weightKg": pallets * 410,
            "loadType": "part load" if pallets > 6 else "groupage", "adr": False, "collectionDate": cday.isoformat(),
            "status": "cancelled" if extra == 4 else "booked", "chargeGbp": 180 + pallets * 31, "podReceived": False,
            "requirements": ["booked slot"] if extra % 2 else None})
        rel("PLACED", cust, f"k{cons_n}", {"orderRef": f"PO-{rng.randint(10000, 99999)}",
                                           "placedOn": (cday - dt.timedelta(days=5)).isoformat(),
                                           "viaPortal": extra % 3 == 0})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["startDate", "medicalDueOn", "dqcExpiresOn", "motDueOn", "lastPmiOn",
                           "nextInspectionDueOn", "runDate", "collectionDate", "deliveredOn", "placedOn",
                           "reportedOn"]}
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
