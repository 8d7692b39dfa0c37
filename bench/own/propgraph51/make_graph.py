#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented mobile crane hire firm (Hallerby Crane Hire).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, depot, town, site, customer,
crane maker and model, fleet number, job reference, purchase order and road-closure permit is invented (the trade's
terms - all-terrain, city crane, truck-mounted, crawler, spider crane, counterweight, outriggers, outrigger mats,
ground bearing pressure, radius, safe working load, spreader beam, lifting frame, vacuum lifter, man-riding basket,
load cell, blade yoke, brick grab, slinger signaller, crane supervisor, appointed person, lift plan, CPA hire,
contract lift, thorough examination, wind gust, road closure - are generic).
The records stand as of 20 March 2026: later jobs are scheduled.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 5193
HERE = Path(__file__).resolve().parent
D = dt.date
AS_OF = D(2026, 3, 20)

# name, town, openedYear, yardSqm, craneBays, open24h
DEPOTS = [
    ("Hallerby Yard", "Hallerby", 1988, 6200, 10, True),
    ("Quensford Depot", "Quensford", 2002, 3900, 7, False),
    ("Marrowick Depot", "Marrowick", 2011, None, 5, False),
    ("Tolland Bridge Yard", "Tolland Bridge", 2019, 2100, 4, True),
]

# first, last, role, startYear, cards, cardExpiry, hourlyRateGbp, agency, firstAider, maxCraneT, depots [(i, since, primary)], appointedPerson, reportsTo [(staff index, since, acting)]
STAFF = [
    ("Ottoline", "Hallerby", "managing director", 1994, ["appointed person", "crane supervisor"], D(2027, 5, 31), None, False, True, None, [(0, D(1994, 9, 1), True)], False, []),
    ("Warrick", "Penhallow", "operations manager", 2006, ["appointed person", "crane supervisor", "mobile crane"], D(2026, 11, 30), None, False, True, None, [(0, D(2006, 2, 13), True), (1, D(2015, 1, 5), False)], True, [(0, D(2012, 4, 2), False)]),
    ("Sunniva", "Brackett", "operations manager", 2013, ["crane supervisor", "slinger signaller"], D(2027, 2, 28), None, False, False, None, [(2, D(2013, 7, 1), True), (3, D(2019, 6, 3), False)], False, [(0, D(2018, 1, 8), False)]),
    ("Ishbel", "Marchetti", "lift planner", 2010, ["appointed person", "crane supervisor"], D(2026, 8, 31), None, False, True, None, [(0, D(2010, 3, 22), True)], True, [(1, D(2012, 4, 2), False)]),
    ("Conall", "Dravitt", "lift planner", 2016, ["appointed person", "crane supervisor", "slinger signaller"], D(2028, 1, 31), None, False, False, None, [(1, D(2016, 9, 12), True)], True, [(1, D(2016, 9, 12), False)]),
    ("Yusuf", "Trelawne", "lift planner", 2021, ["appointed person"], D(2026, 4, 30), 46.5, True, False, None, [(3, D(2021, 10, 4), True)], True, [(2, D(2021, 10, 4), False)]),
    ("Fenella", "Rusk", "crane supervisor", 2008, ["crane supervisor", "slinger signaller", "appointed person"], D(2027, 9, 30), None, False, True, None, [(0, D(2008, 5, 6), True)], True, [(1, D(2012, 4, 2), False)]),
    ("Anselm", "Coyte", "crane supervisor", 2014, ["crane supervisor", "slinger signaller"], D(2026, 6, 30), 31.0, False, True, None, [(1, D(2014, 2, 17), True)], False, [(1, D(2015, 1, 5), False)]),
    ("Gwilym", "Tarrant", "crane supervisor", 2018, ["crane supervisor", "slinger signaller", "lorry loader"], D(2028, 3, 31), 29.5, False, False, None, [(2, D(2018, 8, 20), True), (3, D(2020, 1, 6), False)], False, [(2, D(2018, 8, 20), False)]),
    ("Rhoswen", "Kettley", "crane operator", 2004, ["mobile crane", "crawler crane", "tower crane"], D(2026, 10, 31), 34.0, False, True, 300, [(0, D(2004, 4, 19), True)], False, [(6, D(2010, 1, 4), False)]),
    ("Barnaby", "Ostler", "crane operator", 2009, ["mobile crane", "crawler crane"], D(2027, 3, 31), 33.0, False, False, 300, [(1, D(2009, 6, 1), True)], False, [(7, D(2014, 2, 17), False)]),
    ("Lorcan", "Mabey", "crane operator", 2012, ["mobile crane"], D(2026, 5, 31), 31.5, False, True, 250, [(0, D(2012, 11, 5), True)], False, [(6, D(2012, 11, 5), False)]),
    ("Tamsin", "Quarrie", "crane operator", 2015, ["mobile crane", "lorry loader"], D(2027, 7, 31), 30.0, False, False, 100, [(2, D(2015, 3, 9), True)], False, [(8, D(2018, 8, 20), False)]),
    ("Niall", "Sturgess", "crane operator", 2011, ["mobile crane", "crawler crane"], D(2026, 12, 31), 33.5, False, True, 300, [(1, D(2011, 8, 15), True)], False, [(7, D(2014, 2, 17), False)]),
    ("Esther", "Vandeleur", "crane operator", 2017, ["mobile crane"], D(2027, 1, 31), 29.0, False, False, 100, [(3, D(2019, 6, 3), True)], False, [(8, D(2020, 1, 6), False)]),
    ("Kofi", "Amberley", "crane operator", 2019, ["mobile crane", "spider crane"], D(2026, 9, 30), 28.5, True, False, 60, [(0, D(2019, 4, 1), True)], False, [(6, D(2019, 4, 1), False), (11, D(2025, 11, 3), True)]),
    ("Jory", "Penlerick", "crane operator", 2007, ["mobile crane", "crawler crane", "spider crane"], D(2026, 7, 31), 34.5, False, True, 300, [(3, D(2019, 6, 3), True), (2, D(2011, 4, 4), False)], False, [(8, D(2020, 1, 6), False)]),
    ("Marek", "Dobrzan", "crane operator", 2020, ["mobile crane", "spider crane"], D(2027, 11, 30), 28.0, True, False, 60, [(1, D(2020, 2, 24), True)], False, [(7, D(2020, 2, 24), False)]),
    ("Hollis", "Vane", "crane operator", 2016, ["mobile crane", "lorry loader"], D(2026, 3, 31), 30.5, False, True, 100, [(2, D(2016, 10, 10), True)], False, [(8, D(2018, 8, 20), False)]),
    ("Saoirse", "Lumb", "crane operator", 2022, ["mobile crane"], D(2028, 6, 30), 27.0, False, False, 60, [(0, D(2022, 9, 5), True)], False, [(6, D(2022, 9, 5), False)]),
    ("Dafydd", "Corran", "crane operator", 2026, ["mobile crane"], D(2029, 1, 31), 27.5, True, False, 60, [(3, D(2026, 3, 2), True)], False, [(8, D(2026, 3, 2), False)]),
    ("Tegan", "Pritt", "slinger signaller", 2018, ["slinger signaller"], D(2026, 4, 30), 22.0, False, True, None, [(0, D(2018, 3, 12), True)], False, [(6, D(2018, 3, 12), False)]),
    ("Olly", "Marsland", "slinger signaller", 2020, ["slinger signaller", "crane supervisor"], D(2027, 10, 31), 23.5, False, False, None, [(1, D(2020, 7, 6), True)], False, [(7, D(2020, 7, 6), False)]),
    ("Wren", "Abernathy", "slinger signaller", 2021, ["slinger signaller"], D(2026, 2, 28), 21.5, True, False, None, [(2, D(2021, 5, 17), True)], False, [(8, D(2021, 5, 17), False)]),
    ("Cyrus", "Blakiston", "slinger signaller", 2015, ["slinger signaller", "crane supervisor", "lorry loader"], D(2027, 6, 30), 24.0, False, True, None, [(3, D(2019, 6, 3), True)], False, [(8, D(2020, 1, 6), False)]),
    ("Maisie", "Fothergill", "slinger signaller", 2023, ["slinger signaller"], D(2028, 8, 31), 21.0, True, False, None, [(0, D(2023, 1, 9), True), (1, D(2024, 9, 2), False)], False, [(6, D(2023, 1, 9), False)]),
    ("Eamon", "Skerritt", "slinger signaller", 2012, [], None, 20.5, True, False, None, [(1, D(2012, 5, 14), True)], False, [(7, D(2014, 2, 17), False)]),
    ("Pascoe", "Greenhalgh", "transport driver", 2010, [], None, 19.5, False, False, None, [(0, D(2010, 1, 11), True)], False, [(1, D(2012, 4, 2), False)]),
    ("Ruari", "Dunstable", "transport driver", 2017, ["lorry loader"], D(2027, 4, 30), 20.0, False, True, None, [(1, D(2017, 3, 27), True)], False, [(1, D(2017, 3, 27), False)]),
    ("Linnea", "Crabbe", "transport driver", 2021, [], None, 19.0, True, False, None, [(3, D(2021, 2, 15), True)], False, [(2, D(2021, 2, 15), False)]),
    ("Ivo", "Penberthy", "fitter", 2005, [], None, 26.0, False, True, None, [(0, D(2005, 8, 8), True)], False, [(1, D(2012, 4, 2), False)]),
    ("Hattie", "Welland", "fitter", 2019, ["lorry loader"], D(2026, 12, 31), 25.0, False, False, None, [(2, D(2019, 11, 18), True)], False, [(2, D(2019, 11, 18), False)]),
]
OPERATORS = [i for i, s in enumerate(STAFF) if s[2] == "crane operator"]
SLINGERS = [i for i, s in enumerate(STAFF) if s[2] == "slinger signaller"]
DRIVERS = [i for i, s in enumerate(STAFF) if s[2] == "transport driver"]
SUPERVISORS = [i for i, s in enumerate(STAFF) if s[2] == "crane supervisor"] + [22, 24]
APS = [i for i, s in enumerate(STAFF) if s[11]]
NEW_STARTER = 20  # Dafydd Corran, started March 2026, on no job yet

# model -> (maker, type, capacityT, mainBoomM, axles, tracked)
MODELS = {
    "Varnholt AT-60": ("Varnholt", "all-terrain", 60, 48.0, 4, False),
    "Varnholt AT-100": ("Varnholt", "all-terrain", 100, 60.0, 5, False),
    "Varnholt AT-250": ("Varnholt", "all-terrain", 250, 80.0, 6, False),
    "Keswin City 40": ("Keswin", "city", 40, 34.5, 3, False),
    "Keswin TM-35": ("Keswin", "truck-mounted", 35, 38.0, 3, False),
    "Ostrand CR-120": ("Ostrand", "crawler", 120, 63.0, None, True),
    "Ostrand CR-300": ("Ostrand", "crawler", 300, 84.0, None, True),
    "Pellish SP-3": ("Pellish", "spider", 3, 13.5, None, True),
}
# fleetNo, model, builtYear, engineHours, lastExamined, extras, inService, depot (index, since, yardBay) or None
CRANES = [
    ("M-104", "Varnholt AT-60", 2014, 18420, D(2025, 11, 4), ["fly jib"], True, (0, D(2014, 6, 2), "A1")),
    ("M-117", "Varnholt AT-60", 2016, 14260, D(2026, 1, 19), ["fly jib", "remote control"], True, (1, D(2016, 3, 14), "B2")),
    ("M-121", "Varnholt AT-60", 2017, 12980, D(2025, 9, 22), None, True, (2, D(2017, 5, 8), "C1")),
    ("M-133", "Varnholt AT-60", 2019, 9310, D(2025, 12, 8), ["fly jib"], True, (3, D(2019, 6, 3), "D1")),
    ("M-140", "Varnholt AT-60", 2021, 5620, D(2026, 2, 2), ["fly jib", "man basket rated"], True, (0, D(2021, 4, 12), "A2")),
    ("M-158", "Varnholt AT-60", 2025, 140, None, [], True, (1, D(2026, 2, 16), "B5")),
    ("M-201", "Varnholt AT-100", 2013, 21870, D(2025, 10, 13), ["fly jib", "luffing jib"], True, (0, D(2013, 9, 9), "A3")),
    ("M-209", "Varnholt AT-100", 2018, 11240, D(2026, 2, 23), ["fly jib"], True, (1, D(2018, 2, 5), "B1")),
    ("M-214", "Varnholt AT-100", 2020, 7750, D(2025, 8, 18), ["fly jib", "man basket rated"], True, (2, D(2020, 7, 20), "C2")),
    ("M-301", "Varnholt AT-250", 2015, 16900, D(2025, 12, 1), ["fly jib", "luffing jib"], True, (0, D(2015, 10, 19), "A4")),
    ("M-305", "Varnholt AT-250", 2022, 4410, D(2026, 3, 2), ["luffing jib", "hybrid power"], True, (3, D(2022, 5, 16), "D2")),
    ("C-401", "Keswin City 40", 2012, 19650, D(2025, 7, 28), ["remote control"], True, (0, D(2012, 3, 5), "A5")),
    ("C-406", "Keswin City 40", 2016, 13880, D(2025, 11, 24), None, True, (1, D(2016, 6, 27), "B3")),
    ("C-412", "Keswin City 40", 2019, 8720, D(2026, 1, 5), ["man basket rated"], True, (2, D(2019, 9, 2), "C3")),
    ("C-419", "Keswin City 40", 2011, 24310, D(2024, 12, 9), [], False, None),
    ("T-502", "Keswin TM-35", 2015, 15530, D(2025, 10, 27), ["remote control"], True, (0, D(2015, 4, 13), "A6")),
    ("T-508", "Keswin TM-35", 2018, 10470, D(2026, 2, 9), [], True, (2, D(2018, 4, 23), "C4")),
    ("T-511", "Keswin TM-35", 2023, 3020, D(2025, 9, 8), ["remote control", "hybrid power"], True, (3, D(2023, 2, 27), "D3")),
    ("K-602", "Ostrand CR-120", 2014, 13140, D(2025, 8, 4), ["luffing jib"], True, (1, D(2014, 8, 18), "B4")),
    ("K-607", "Ostrand CR-120", 2020, 6380, D(2026, 1, 26), ["luffing jib", "remote control"], True, (3, D(2020, 10, 5), "D4")),
    ("K-701", "Ostrand CR-300", 2019, 8940, D(2025, 11, 17), ["luffing jib", "fly jib"], True, (0, D(2019, 3, 25), "A7")),
    ("S-801", "Pellish SP-3", 2017, 4210, D(2025, 12, 15), ["remote control"], True, (0, D(2017, 7, 3), "A8")),
    ("S-803", "Pellish SP-3", 2020, 2870, D(2026, 2, 16), ["remote control", "hybrid power"], True, (1, D(2020, 5, 11), "B6")),
    ("S-806", "Pellish SP-3", 2024, 690, D(2025, 10, 6), ["remote control"], False, (2, D(2024, 4, 15), "C5")),
]
SOLD = 14  # C-419: sold in June 2025, allocated nowhere, worked before
NEVER_USED = 5  # M-158: delivered February 2026, awaiting its first thorough examination
WORKSHOP = 23  # S-806: in the workshop (not in service) since August 2025

# name, kind, city, paymentDays, sinceYear, creditHold, accounts [(depot, since, creditLimitGbp, discountPct)], weight
CUSTOMERS = [
    ("Brathwell Construction", "main contractor", "Quensford", 60, 2005, False, [(1, D(2005, 3, 1), 60000, 5.0), (0, D(2011, 6, 6), 25000, None)], 9),
    ("Corrigan & Lowe Steel", "steel erector", "Hallerby", 45, 1998, False, [(0, D(1998, 10, 12), 40000, 7.5)], 9),
    ("Northmere Wind Services", "wind farm operator", "Tolland Bridge", 30, 2019, False, [(3, D(2019, 8, 5), 80000, 10.0), (0, D(2020, 2, 3), 50000, 10.0)], 6),
    ("Ashgrove Homes", "house builder", "Marrowick", 60, 2012, False, [(2, D(2012, 4, 16), 20000, None)], 7),
    ("Keldwater Utilities", "utility", "Hallerby", 30, 2001, False, [(0, D(2001, 1, 8), 35000, 5.0), (2, D(2014, 9, 1), 15000, 5.0)], 6),
    ("Faircastle Precast", "precast supplier", "Quensford", 45, 2009, False, [(1, D(2009, 11, 2), 30000, 2.5)], 6),
    ("Saltmarsh Events", "events", "Marrowick", None, 2017, False, [(2, D(2017, 5, 22), 5000, None)], 4),
    ("Pellow Rail Systems", "rail contractor", "Quensford", 30, 2015, False, [(1, D(2015, 2, 9), 45000, 5.0), (3, D(2021, 3, 1), 20000, 5.0)], 5),
    ("Hallerby Borough Council", "local council", "Hallerby", 30, 1996, False, [(0, D(1996, 4, 1), 10000, None)], 4),
    ("Dunmere Glazing", "glazing contractor", "Tolland Bridge", 60, 2020, True, [(3, D(2020, 6, 15), 8000, None)], 4),
    ("Oakridge Timber Frames", "timber frame", "Marrowick", 45, 2016, False, [(2, D(2016, 1, 11), 12000, 2.5)], 5),
    ("Venmore Plant Services", "plant hire", "Hallerby", 30, 2010, False, [(0, D(2010, 7, 5), 20000, 12.5), (1, D(2010, 7, 5), 20000, 12.5)], 4),
    ("Greystane Developments", "main contractor", "Tolland Bridge", 60, 2021, False, [(3, D(2021, 9, 13), 40000, 5.0)], 6),
    ("Lathbury Marine", "boatyard", "Quensford", None, 2013, False, [(1, D(2013, 4, 8), 6000, None)], 3),
    ("Kittering HVAC", "building services", "Hallerby", 45, 2018, False, [(0, D(2018, 2, 19), 10000, None)], 5),
    ("Ravensholm Estates", "house builder", "Quensford", 60, 2022, True, [(1, D(2022, 3, 7), 15000, None)], 3),
    ("Morrow & Daughters Roofing", "roofing", "Marrowick", 30, 2008, False, [(2, D(2008, 9, 29), 7500, None)], 4),
    ("Tollbrook Energy", "utility", "Tolland Bridge", 30, 2023, False, [(3, D(2023, 5, 2), 30000, 5.0)], 4),
    ("Amberlane Modular", "modular builder", "Quensford", None, 2024, False, [(1, D(2024, 1, 15), 25000, None)], 3),
    ("Wickham Yard Studios", "film studio", "Hallerby", 30, 2025, False, [(0, D(2025, 10, 20), 10000, None)], 0),
]

# name, town, kind, groundBearingKpa, overheadLines, urban, customers
SITES = [
    ("Quensford Central Library", "Quensford", "construction", 250, False, True, [0]),
    ("Riverside Quarter Block C", "Quensford", "construction", 200, False, True, [0, 1]),
    ("Fenmoor Distribution Park", "Hallerby", "industrial", 300, True, False, [0, 1, 14]),
    ("Hallerby General Hospital Annexe", "Hallerby", "construction", None, False, True, [0, 14]),
    ("Carrow Lane Steelworks", "Hallerby", "industrial", 350, True, False, [1]),
    ("Pennant Mills", "Marrowick", "construction", 180, False, True, [1, 16]),
    ("Blackstone Moor Wind Farm", "Tolland Bridge", "wind farm", 400, False, False, [2]),
    ("Harrowfell Wind Farm", "Wrayburn", "wind farm", 380, True, False, [2]),
    ("Skelby Ridge Turbines", "Cotterstock", "wind farm", None, False, False, [2, 17]),
    ("Larkspur Meadows", "Marrowick", "residential", 120, True, False, [3]),
    ("Orchard Rise", "Harkness Green", "residential", 150, False, False, [3, 10]),
    ("Millbrook Farm Plots", "Blakemoor", "residential", None, True, False, [3, 16]),
    ("Keld Reservoir Outfall", "Blakemoor", "utility", 220, False, False, [4]),
    ("Hallerby Sewage Works", "Hallerby", "utility", 260, True, False, [4]),
    ("Wrayburn Pumping Station", "Wrayburn", "utility", None, True, False, [4, 17]),
    ("Faircastle Casting Yard", "Quensford", "industrial", 320, False, False, [5]),
    ("Eastgate Car Park", "Quensford", "construction", 240, False, True, [5, 0]),
    ("Saltmarsh Showground", "Marrowick", "event", 140, False, False, [6]),
    ("Marrowick Town Square", "Marrowick", "event", None, False, True, [6, 8]),
    ("Quensford Junction", "Quensford", "rail", 280, True, True, [7]),
    ("Felling Cross Viaduct", "Felling Cross", "rail", 330, True, False, [7]),
    ("Tolland Bridge Station", "Tolland Bridge", "rail", 260, True, True, [7, 12]),
    ("Hallerby Market Hall", "Hallerby", "construction", 190, False, True, [8]),
    ("Abbey Gardens Footbridge", "Hallerby", "construction", 210, False, True, [8, 1]),
    ("Dunmere Business Centre", "Tolland Bridge", "construction", 230, False, True, [9, 12]),
    ("Castle Street Offices", "Quensford", "construction", 200, False, True, [9, 14]),
    ("Harkness Green School", "Harkness Green", "construction", 170, False, False, [10]),
    ("Wrayburn Barns", "Wrayburn", "residential", None, True, False, [10]),
    ("Venmore Yard", "Hallerby", "industrial", 300, False, False, [11]),
    ("Tolland Gate", "Tolland Bridge", "construction", 250, False, True, [12]),
    ("Greystane Tower", "Tolland Bridge", "construction", 270, False, True, [12]),
    ("Lathbury Boatyard", "Quensford", "marine", 160, False, False, [13]),
    ("Port Ellery Slipway", "Port Ellery", "marine", None, True, False, [13]),
    ("Kingsmead Shopping Centre", "Hallerby", "construction", 240, False, True, [14]),
    ("Quensford Crown Court", "Quensford", "construction", 220, False, True, [14]),
    ("Ravensholm Park", "Quensford", "residential", 130, True, False, [15]),
    ("St Aldhelm's Church", "Marrowick", "heritage", None, False, True, [16]),
    ("Cotterstock Grange", "Cotterstock", "heritage", 110, False, False, [16]),
    ("Tollbrook Substation", "Tolland Bridge", "utility", 310, True, False, [17]),
    ("Blakemoor Solar Compound", "Blakemoor", "utility", 200, True, False, [17]),
    ("Amberlane Factory", "Quensford", "industrial", 290, False, False, [18]),
    ("Ellery Point Apartments", "Port Ellery", "residential", 210, False, True, [18]),
    ("Pellinore Hall", "Pellinore", "heritage", None, False, False, [16, 8]),
    ("Wickham Backlot", "Hallerby", "event", 200, False, False, []),
]

# name, kind, swlT, weightKg, purchasedYear, lastExamined, kept (depot, since, rack) or None
ACCESSORIES = [
    ("Spreader beam 6 m", "spreader beam", 10.0, 420, 2015, D(2026, 1, 12), (0, D(2015, 5, 4), "R1")),
    ("Spreader beam 12 m", "spreader beam", 25.0, 1350, 2017, D(2025, 11, 3), (0, D(2017, 2, 20), "R2")),
    ("Modular spreader 20 m", "spreader beam", 60.0, 3100, 2021, D(2026, 2, 16), (1, D(2021, 8, 9), "R1")),
    ("Lifting frame 4-point", "lifting frame", 8.0, 610, 2016, D(2025, 12, 1), (1, D(2016, 10, 3), "R2")),
    ("Vacuum lifter VL-600", "vacuum lifter", 0.6, 185, 2019, D(2025, 10, 20), (3, D(2019, 6, 3), "R1")),
    ("Vacuum lifter VL-1200", "vacuum lifter", 1.2, 260, 2022, D(2026, 1, 26), (3, D(2022, 3, 14), "R2")),
    ("Man-riding basket 2P", "man basket", 0.24, 340, 2018, D(2025, 9, 15), (0, D(2018, 4, 9), "R3")),
    ("Man-riding basket 4P", "man basket", 0.45, 520, 2020, D(2026, 2, 9), (2, D(2020, 6, 1), "R1")),
    ("Chain sling set 8t", "chain slings", 8.0, 95, 2020, D(2025, 12, 15), (0, D(2020, 1, 13), "R4")),
    ("Chain sling set 16t", "chain slings", 16.0, 210, 2021, D(2026, 3, 2), (1, D(2021, 2, 1), "R3")),
    ("Load cell 50t", "load cell", 50.0, 28, 2019, D(2025, 8, 11), (0, D(2019, 9, 30), "R5")),
    ("Load cell 120t", "load cell", 120.0, 64, 2023, D(2025, 11, 17), (2, D(2023, 7, 10), "R2")),
    ("Outrigger mats 1.2 m", "outrigger mats", None, 160, 2018, None, (2, D(2018, 3, 5), "R3")),
    ("Outrigger mats 2 m", "outrigger mats", None, 410, 2020, None, (3, D(2020, 10, 5), "R3")),
    ("Blade yoke BY-70", "blade yoke", 12.0, 2800, 2022, D(2025, 10, 6), (3, D(2022, 5, 16), "R4")),
    ("Brick grab 1.5t", "brick grab", 1.5, 140, 2014, D(2025, 9, 29), (2, D(2014, 6, 23), "R4")),
    ("Tandem lift beam 40t", "spreader beam", 40.0, 1900, 2023, D(2025, 7, 7), None),
    ("Glass cradle GC-2", "glass cradle", 2.0, 310, 2024, D(2025, 12, 22), (1, D(2024, 11, 4), "R4")),
]

# customer kind -> (crane models, load types, share of contract lifts)
KIND_WORK = {
    "main contractor": (["Varnholt AT-60", "Varnholt AT-100", "Keswin City 40", "Ostrand CR-120"], ["steel beams", "precast stairs", "plant room units", "formwork"], 0.5),
    "steel erector": (["Varnholt AT-60", "Varnholt AT-100", "Varnholt AT-250", "Ostrand CR-120"], ["steel beams", "roof trusses", "steel columns"], 0.4),
    "wind farm operator": (["Varnholt AT-250", "Ostrand CR-300", "Ostrand CR-120"], ["turbine blade", "nacelle", "tower section"], 1.0),
    "house builder": (["Keswin TM-35", "Varnholt AT-60", "Keswin City 40"], ["roof trusses", "timber frame panels", "bricks"], 0.1),
    "utility": (["Varnholt AT-60", "Varnholt AT-100", "Keswin TM-35"], ["pumps", "transformer", "kiosk"], 0.6),
    "precast supplier": (["Varnholt AT-100", "Varnholt AT-60"], ["precast stairs", "hollowcore planks", "precast walls"], 0.3),
    "events": (["Keswin TM-35", "Keswin City 40", "Pellish SP-3"], ["staging", "lighting truss", "marquee"], 0.0),
    "rail contractor": (["Varnholt AT-250", "Ostrand CR-120", "Varnholt AT-100"], ["bridge beams", "footbridge span", "signal gantry"], 1.0),
    "local council": (["Keswin City 40", "Keswin TM-35", "Pellish SP-3"], ["christmas tree", "kiosk", "glass panels"], 0.2),
    "glazing contractor": (["Pellish SP-3", "Keswin City 40"], ["glass panels"], 0.0),
    "timber frame": (["Keswin TM-35", "Varnholt AT-60"], ["timber frame panels", "roof trusses"], 0.0),
    "plant hire": (["Varnholt AT-60", "Varnholt AT-100", "Keswin TM-35"], ["excavator", "generator"], 0.0),
    "boatyard": (["Varnholt AT-60", "Varnholt AT-100"], ["boat"], 0.0),
    "building services": (["Keswin City 40", "Pellish SP-3", "Varnholt AT-60"], ["AC units", "generator", "plant room units"], 0.3),
    "roofing": (["Keswin TM-35", "Keswin City 40"], ["roof trusses", "bricks"], 0.0),
    "modular builder": (["Varnholt AT-100", "Varnholt AT-250"], ["modular units"], 0.5),
}
LOAD_GEAR = {
    "glass panels": [4, 5, 17], "roof trusses": [0, 1], "timber frame panels": [0, 1], "bricks": [15],
    "turbine blade": [14, 10, 11], "nacelle": [11, 10], "tower section": [16, 9], "steel beams": [8, 9],
    "bridge beams": [2, 16, 11], "footbridge span": [2, 10], "precast stairs": [3, 8], "hollowcore planks": [1, 8],
    "precast walls": [0, 9], "modular units": [2, 3], "AC units": [3, 8], "plant room units": [3, 9], "boat": [1, 10],
    "christmas tree": [6, 8], "lighting truss": [6, 8], "kiosk": [8], "transformer": [9, 10], "pumps": [8],
    "signal gantry": [16, 9], "generator": [8], "excavator": [9],
}
CANCEL_REASONS = ["high wind forecast", "site not ready", "customer postponed", "crane breakdown", "ground conditions", "road closure refused"]
INCIDENTS = ["outrigger sank", "load swung", "slewing alarm", "hydraulic leak", "near miss", "third-party damage", "late arrival"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    for i, (name, town, opened, sqm, bays, h24) in enumerate(DEPOTS):
        node(f"d{i}", ["Depot"], {"name": name, "town": town, "openedYear": opened, "yardSqm": sqm, "craneBays": bays, "open24h": h24})

    staff_depots: dict[int, list[int]] = {}
    for i, (first, last, role, start, cards, expiry, rate, agency, aid, maxt, deps, ap, boss) in enumerate(STAFF):
        node(f"s{i}", ["Staff", "AppointedPerson"] if ap else ["Staff"],
             {"firstName": first, "lastName": last, "role": role, "startYear": start, "cards": cards or None,
              "cardExpiry": str(expiry) if expiry else None, "hourlyRateGbp": rate, "agency": agency,
              "firstAider": aid, "maxCraneT": maxt})
        staff_depots[i] = [d for d, _, _ in deps]
        for d, since, primary in deps:
            rel("BASED_AT", f"s{i}", f"d{d}", {"since": str(since), "primary": primary})
        for b, since, acting in boss:
            rel("REPORTS_TO", f"s{i}", f"s{b}", {"since": str(since), "acting": acting})

    crane_depot: dict[int, int | None] = {}
    for i, (fleet, model, built, hours, exam, extras, inservice, dep) in enumerate(CRANES):
        maker, ctype, cap, boom, axles, tracked = MODELS[model]
        node(f"c{i}", ["Crane", "Tracked"] if tracked else ["Crane"],
             {"fleetNo": fleet, "model": model, "maker": maker, "craneType": ctype, "capacityT": cap, "mainBoomM": boom,
              "axles": axles, "builtYear": built, "engineHours": hours, "lastExamined": str(exam) if exam else None,
              "extras": extras or None, "inService": inservice})
        crane_depot[i] = dep[0] if dep else None
        if dep:
            rel("ALLOCATED_TO", f"c{i}", f"d{dep[0]}", {"since": str(dep[1]), "yardBay": dep[2]})
    crane_depot[SOLD] = 0  # worked out of Hallerby Yard until sold

    for i, (name, kind, city, pay, since, hold, accounts, _) in enumerate(CUSTOMERS):
        node(f"u{i}", ["Customer"], {"name": name, "kind": kind, "city": city, "paymentDays": pay, "sinceYear": since, "creditHold": hold})
        for d, asince, limit, disc in accounts:
            rel("ACCOUNT_WITH", f"u{i}", f"d{d}", {"since": str(asince), "creditLimitGbp": limit, "discountPct": disc})

    for i, (name, town, kind, kpa, lines, urban, _) in enumerate(SITES):
        node(f"t{i}", ["Site"], {"name": name, "town": town, "kind": kind, "groundBearingKpa": kpa, "overheadLines": lines, "urban": urban})

    for i, (name, kind, swl, kg, bought, exam, kept) in enumerate(ACCESSORIES):
        node(f"a{i}", ["Accessory"], {"name": name, "kind": kind, "swlT": swl, "weightKg": kg, "purchasedYear": bought,
                                      "lastExamined": str(exam) if exam else None})
        if kept:
            rel("KEPT_AT", f"a{i}", f"d{kept[0]}", {"since": str(kept[1]), "rack": kept[2]})

    # jobs: 96 up to 13 March 2026 (each on its own day), 12 scheduled from 23 March 2026
    start, end = D(2024, 1, 8), D(2026, 3, 13)
    past = sorted(rng.sample(range((end - start).days + 1), 96))
    fut = sorted(rng.sample(range(88), 12))
    days = [start + dt.timedelta(days=k) for k in past] + [D(2026, 3, 23) + dt.timedelta(days=k) for k in fut]
    cust_sites = {c: [s for s, site in enumerate(SITES) if c in site[6]] for c in range(len(CUSTOMERS))}
    weights = [c[7] for c in CUSTOMERS]
    numbers = {2024: rng.randint(11, 40), 2025: rng.randint(11, 40), 2026: rng.randint(11, 40)}
    staff_load: dict[int, int] = {}

    def pick_staff(pool: list[int], depot: int, taken: set[int], need_t: int = 0) -> int | None:
        ok = [s for s in pool if s not in taken and s != NEW_STARTER and (STAFF[s][9] or 999) >= need_t]
        if not ok:
            return None
        local = [s for s in ok if depot in staff_depots[s]]
        use = local if local and rng.random() < 0.85 else ok
        return rng.choice(use)

    for j, day in enumerate(days):
        numbers[day.year] += rng.randint(3, 17)
        ref = f"HC-{day.year % 100}-{numbers[day.year]:04d}"
        c = rng.choices(range(len(CUSTOMERS)), weights=weights)[0]
        kind = CUSTOMERS[c][1]
        models, loads, contract_share = KIND_WORK[kind]
        model = rng.choice(models)
        candidates = [k for k, cr in enumerate(CRANES) if cr[1] == model and k != NEVER_USED
                      and not (k == SOLD and day > D(2025, 6, 20)) and not (k == WORKSHOP and day > D(2025, 8, 1))]
        crane = rng.choice(candidates)
        if day > AS_OF:
            status = "scheduled"
        else:
            status = rng.choices(["completed", "abandoned", "cancelled"], weights=[79, 6, 15])[0]
        contract = rng.random() < contract_share
        cranes = [crane]
        if contract and MODELS[model][2] >= 60 and rng.random() < 0.3:
            dep = crane_depot[crane]
            second = [k for k, cr in enumerate(CRANES) if k not in (crane, NEVER_USED, SOLD, WORKSHOP) and crane_depot[k] == dep and MODELS[cr[1]][2] >= 60]
            if second:
                cranes.append(rng.choice(second))
        site = rng.choice(cust_sites[c])
        load = rng.choice(loads)
        night = rng.random() < (0.35 if kind == "rail contractor" else 0.05)
        props: dict = {"jobRef": ref, "status": status, "jobDate": str(day), "loadType": load,
                       "liftCategory": ("complex" if len(cranes) > 1 or rng.random() < 0.3 else "standard") if contract else "basic",
                       "nightWork": night}
        hours = None
        if status in ("completed", "abandoned"):
            hours = round(rng.uniform(3.0, 11.5) * 2) / 2 if status == "completed" else round(rng.uniform(1.5, 3.5) * 2) / 2
            props["durationHrs"] = hours
            props["windGustMs"] = round(rng.uniform(2.0, 12.5), 1) if status == "completed" else round(rng.uniform(14.0, 19.5), 1)
        if status == "cancelled":
            props["cancelReason"] = rng.choice(CANCEL_REASONS)
        if status == "completed" and rng.random() < 0.14:
            props["incidents"] = sorted(rng.sample(INCIDENTS, rng.choice([1, 1, 1, 2])))
        rate = {3: 65.0, 35: 95.0, 40: 105.0, 60: 125.0, 100: 165.0, 120: 210.0, 250: 320.0, 300: 395.0}[MODELS[model][2]]
        if day.year >= 2025:
            rate += 5.0
        min_hours = 8 if MODELS[model][2] >= 100 else 4
        if hours is not None:
            billed = max(hours, min_hours) * rate * len(cranes)
            props["invoicedGbp"] = round(billed * (1.0 if status == "completed" else 0.5) + (450.0 if contract else 0.0), 2)
        j_id = f"j{j}"
        node(j_id, ["Job"], props)
        lead = rng.randint(2, 60)
        ordered = day - dt.timedelta(days=lead)
        if ordered >= AS_OF:  # nothing is ordered after the records' date
            ordered = AS_OF - dt.timedelta(days=rng.randint(1, 40))
        rel("ORDERED", f"u{c}", j_id, {"orderedOn": str(ordered),
                                        "poNumber": f"PO{rng.randint(10000, 99999)}" if rng.random() < 0.75 else None,
                                        "hireType": "contract lift" if contract else "CPA hire",
                                        "hourlyRateGbp": rate, "minHours": min_hours})
        s = SITES[site]
        closure = s[5] and rng.random() < 0.45
        rel("AT_SITE", j_id, f"t{site}", {"setupMin": rng.randint(25, 140) if status in ("completed", "abandoned") else None,
                                         "roadClosure": closure,
                                         "closurePermit": f"RC/{day.year % 100}/{rng.randint(100, 999)}" if closure else None})
        taken: set[int] = set()
        for k in cranes:
            cap = MODELS[CRANES[k][1]][2]
            up: dict = {"counterweightT": round(rng.uniform(0.2, 0.6) * cap, 1) if cap >= 35 else 0.0}
            if status in ("completed", "abandoned"):
                up["hours"] = hours if len(cranes) == 1 else round(hours - rng.choice([0.0, 0.5, 1.0]), 1)
            if status == "completed":
                up["heaviestLiftT"] = round(rng.uniform(0.15, 0.55) * cap, 1) if cap > 3 else round(rng.uniform(0.3, 2.4), 2)
                up["maxRadiusM"] = round(rng.uniform(6, MODELS[CRANES[k][1]][3] * 0.8), 1) if rng.random() < 0.88 else None
            rel("USED", j_id, f"c{k}", up)
        if status != "cancelled":
            crew: list[tuple[int, str]] = []
            dep = crane_depot[cranes[0]]
            for k in cranes:
                op = pick_staff(OPERATORS, crane_depot[k], taken, MODELS[CRANES[k][1]][2])
                taken.add(op)
                crew.append((op, "operator"))
            if contract or rng.random() < 0.5:
                sl = pick_staff(SLINGERS, dep, taken)
                taken.add(sl)
                crew.append((sl, "slinger signaller"))
            if contract:
                sup = pick_staff(SUPERVISORS, dep, taken)
                taken.add(sup)
                crew.append((sup, "crane supervisor"))
                ap = pick_staff(APS, dep, taken)
                taken.add(ap)
                crew.append((ap, "appointed person"))
            if any(MODELS[CRANES[k][1]][5] and MODELS[CRANES[k][1]][2] > 3 for k in cranes) or MODELS[model][2] >= 250:
                dr = pick_staff(DRIVERS, dep, taken)
                taken.add(dr)
                crew.append((dr, "driver"))
            base_h = hours if hours is not None else round(rng.uniform(4.0, 10.0) * 2) / 2
            for sid, role in crew:
                if sid is None:
                    continue
                h = base_h + (1.5 if role == "driver" else 1.0)
                if role == "appointed person":
                    h = round(rng.uniform(1.0, 3.0) * 2) / 2
                staff_load[sid] = staff_load.get(sid, 0) + 1
                rel("WORKED_ON", f"s{sid}", j_id, {"role": role, "hours": h,
                                                  "overtime": night or (h > 9.5) or rng.random() < 0.08})
        gear = LOAD_GEAR.get(load, [])
        if gear and rng.random() < 0.6:
            for a in sorted(rng.sample(gear, rng.choice([1, 1, 2]) if len(gear) > 1 else 1)):
                if a == 16 and day > D(2025, 9, 1):
                    continue  # the tandem beam went out on long loan
                gp = {"qty": rng.choice([1, 2, 4]) if ACCESSORIES[a][1] == "chain slings" else 1}
                if status == "completed":
                    gp["returnedDamaged"] = rng.random() < 0.07
                rel("NEEDED", j_id, f"a{a}", gp)

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "cardExpiry", "lastExamined", "jobDate", "orderedOn"]}
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts_l: dict[str, int] = {}
    for nd in nodes:
        for lab in nd["labels"]:
            counts_l[lab] = counts_l.get(lab, 0) + 1
    rcounts: dict[str, int] = {}
    for r in rels:
        rcounts[r["type"]] = rcounts.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes {counts_l}; {len(rels)} relationships {rcounts}")


if __name__ == "__main__":
    main()
