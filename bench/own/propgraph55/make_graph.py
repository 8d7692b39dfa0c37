#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented commercial fishing fleet and its harbour fish auctions (Kerran Bay).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, vessel, harbour, town, fishing
ground, producer organisation, buyer, boatyard, inspector, auctioneer, port number, call sign, trip, lot and
inspection reference is invented. The trade's terms (trawler, beam trawler, netter, potter, scalloper, handliner,
ring netter, otter trawl, twin-rig, tangle net, dredges, quota, producer organisation, freshness grades E/A/B,
size grades, minimum landing size, marine protected area, closed months, harbour dues, clock auction, lot, reserve,
withdrawn, share fishing, apprentice, relief skipper, tow in) are generic; species are common names.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import random
from pathlib import Path

SEED = 5597
HERE = Path(__file__).resolve().parent
D = dt.date

# name, berths, iceHouse, tidal, auctionDays, marketOpened, maxDraughtM, duesPerTonneGbp, lifeboatStation
HARBOURS = [
    ("Porthkerran", 64, True, False, ["Mon", "Tue", "Wed", "Thu", "Fri"], 1987, 4.5, 2.4, True),
    ("Skellmouth", 38, True, True, ["Mon", "Wed", "Fri"], 2002, 3.2, 2.1, True),
    ("Dunvarrow", 22, False, True, ["Tue", "Thu"], 2014, 2.8, 1.85, False),
    ("Trewidden Quay", 14, True, True, None, None, 2.1, 1.5, False),
    ("Mallock Haven", 9, False, True, None, None, 1.6, None, True),
]

# name, foundedYear, office, quotaManager
POS = [
    ("Kerran Bay Fish Producers", 1978, "Porthkerran", "Margery Tullis"),
    ("Sowester Fishermen's Organisation", 1995, "Skellmouth", "Idwal Brennock"),
    ("Dunvarrow Inshore PO", 2011, "Dunvarrow", None),
]

# key, name, pln, type, lengthM, builtYear, grossTonnage, engineKw, hull, crewBerths, active, callSign, fishRoomBoxes, licences, home, homeSince, po (index, since, levyPct)
VESSELS = [
    ("KL", "Kerran Lass", "PK 101", "trawler", 18.4, 1989, 82.5, 380, "steel", 6, True, "MKRL4", 420, ["demersal", "pelagic"], "Porthkerran", D(2006, 3, 1), (0, D(2006, 4, 1), 1.5)),
    ("BH", "Bright Harvest", "PK 117", "beam trawler", 23.9, 1996, 148.0, 590, "steel", 7, True, "MBHV2", 600, ["demersal"], "Porthkerran", D(1999, 5, 14), (0, D(1999, 6, 1), 1.5)),
    ("GT", "Girl Tamsin", "PK 128", "trawler", 14.9, 2004, 38.2, 260, "steel", 5, True, "MGTS7", 240, ["demersal"], "Porthkerran", D(2004, 7, 20), (0, D(2004, 8, 2), 1.5)),
    ("BDP", "Brighter Dawn", "PK 211", "netter", 11.8, 2011, 19.6, 180, "GRP", 4, True, "MBDW3", 150, ["demersal"], "Porthkerran", D(2011, 4, 2), (0, D(2012, 1, 9), 1.25)),
    ("SW", "Sea Wren", "PK 305", "potter", 9.6, 2015, 7.4, 110, "GRP", 2, True, None, None, ["shellfish"], "Porthkerran", D(2015, 6, 1), (2, D(2015, 7, 1), 1.0)),
    ("OP", "Ocean Pride", "PK 77", "scalloper", 19.6, 1991, 96.3, 450, "steel", 6, True, "MOPR8", 300, ["shellfish", "demersal"], "Porthkerran", D(2010, 9, 13), (0, D(2010, 10, 1), 1.5)),
    ("MJ", "Morwenna Jane", "PK 142", "handliner", 7.9, 2019, 3.1, 75, "GRP", 1, True, None, None, ["pelagic", "demersal"], "Porthkerran", D(2019, 4, 10), None),
    ("SC", "Silver Crest", "SK 12", "trawler", 16.2, 1999, 54.0, 310, "steel", 5, True, "MSCR1", 300, ["demersal", "pelagic"], "Skellmouth", D(2003, 2, 17), (1, D(2003, 3, 3), 2.0)),
    ("BDS", "Brighter Dawn", "SK 48", "potter", 10.9, 2008, 12.3, 150, "GRP", 3, True, "MBDN5", None, ["shellfish"], "Skellmouth", D(2008, 5, 5), (2, D(2012, 2, 1), 1.0)),
    ("MR", "Merrin Rose", "SK 63", "ring netter", 14.2, 2016, 28.7, 240, "aluminium", 5, True, "MMRR6", 220, ["pelagic"], "Skellmouth", D(2016, 8, 22), (1, D(2016, 9, 1), 2.0)),
    ("SS", "Star of Skell", "SK 90", "netter", 12.4, 1987, 22.0, 160, "wood", 4, True, "MSSK9", 160, ["demersal"], "Skellmouth", D(1987, 10, 1), (1, D(1995, 6, 1), 1.75)),
    ("CV", "Corvina", "SK 104", "beam trawler", 24.0, 2001, 162.0, 620, "steel", 7, True, "MCRV3", 650, ["demersal"], "Porthkerran", D(2014, 1, 20), (0, D(2014, 2, 3), 1.5)),
    ("PM", "Pellow Maid", "SK 7", "potter", 8.2, 1994, 4.8, 90, "wood", 2, True, None, None, ["shellfish"], "Skellmouth", D(1994, 6, 11), (2, D(2013, 5, 20), 1.0)),
    ("CO", "Cormorant II", "DV 21", "trawler", 15.5, 2007, 44.1, 290, "steel", 5, True, "MCOR2", 260, ["demersal"], "Dunvarrow", D(2012, 3, 5), (1, D(2012, 4, 2), 2.0)),
    ("EB", "Endurance Belle", "DV 35", "scalloper", 17.8, 1998, 71.6, 400, "steel", 6, True, "MEBL4", None, ["shellfish"], "Dunvarrow", D(2018, 9, 30), (2, D(2018, 10, 15), 1.25)),
    ("LA", "Little Ann", "DV 9", "handliner", 6.8, 2021, 2.2, 60, "GRP", 1, True, None, None, ["pelagic"], "Dunvarrow", D(2021, 5, 17), None),
    ("GL", "Guiding Light", "DV 52", "netter", 11.2, 2003, 15.9, 170, "GRP", 3, True, "MGLT7", 140, ["demersal"], "Dunvarrow", D(2003, 3, 28), (2, D(2011, 9, 1), 1.25)),
    ("FM", "Fair Morning", "TQ 4", "potter", 9.9, 2012, 8.6, 120, "GRP", 2, True, None, None, ["shellfish"], "Trewidden Quay", D(2012, 4, 16), (2, D(2012, 6, 4), 1.0)),
    ("HS", "Hollin Star", "TQ 16", "netter", 10.4, 1982, 10.1, 130, "wood", 3, False, "MHST8", 110, ["demersal"], "Trewidden Quay", D(1990, 7, 2), None),
    ("JM", "Jenna Marie", "TQ 23", "handliner", 7.2, 2017, 2.6, 65, "GRP", 1, True, None, None, ["pelagic", "demersal"], "Trewidden Quay", D(2017, 5, 9), None),
    ("KP", "Kestrel Point", "MH 3", "potter", 8.8, 2009, 5.5, 95, "GRP", 2, True, None, None, ["shellfish"], "Mallock Haven", D(2009, 6, 6), (2, D(2011, 9, 1), 1.0)),
    ("AR", "Ardent", "PK 156", "trawler", 20.5, 2013, 112.4, 510, "steel", 6, True, "MARD5", 480, ["demersal", "pelagic"], "Dunvarrow", D(2022, 2, 3), (0, D(2013, 9, 2), 1.5)),
    ("VH", "Valiant Hope", "SK 131", "trawler", 21.8, 1985, 121.0, 480, "steel", 6, False, "MVHP6", 450, ["demersal"], "Skellmouth", D(1998, 8, 1), (1, D(1998, 8, 3), 2.0)),
    ("DN", "Dunlin", "DV 60", "scalloper", 13.9, 2020, 26.3, 300, "aluminium", 4, True, "MDNL3", 180, ["shellfish"], "Dunvarrow", D(2020, 11, 12), (2, D(2021, 1, 4), 1.25)),
]

# name, category, towed, meshMm, selectivityPanel
GEAR = [
    ("otter trawl", "towed net", True, 100, True),
    ("twin-rig trawl", "towed net", True, 90, True),
    ("beam trawl", "towed net", True, 80, False),
    ("gill net", "static net", False, 120, None),
    ("tangle net", "static net", False, 270, None),
    ("crab and lobster pots", "pots", False, None, None),
    ("scallop dredges", "dredge", True, None, None),
    ("hand lines", "hook and line", False, None, None),
    ("ring net", "encircling net", False, 16, None),
]

# vessel key -> [(gear, main, units)]
RIGGING = {
    "KL": [("otter trawl", True, None), ("twin-rig trawl", False, None)],
    "BH": [("beam trawl", True, 2)],
    "GT": [("otter trawl", True, None)],
    "BDP": [("gill net", True, 40), ("tangle net", False, 12)],
    "SW": [("crab and lobster pots", True, 450)],
    "OP": [("scallop dredges", True, 14), ("otter trawl", False, None)],
    "MJ": [("hand lines", True, 6)],
    "SC": [("otter trawl", True, None), ("twin-rig trawl", False, None)],
    "BDS": [("crab and lobster pots", True, 600)],
    "MR": [("ring net", True, 1)],
    "SS": [("gill net", True, 30)],
    "CV": [("beam trawl", True, 2)],
    "PM": [("crab and lobster pots", True, 220), ("hand lines", False, 4)],
    "CO": [("otter trawl", True, None)],
    "EB": [("scallop dredges", True, 10)],
    "LA": [("hand lines", True, 4)],
    "GL": [("gill net", True, 25), ("tangle net", False, 8)],
    "FM": [("crab and lobster pots", True, 380)],
    "HS": [("gill net", True, 20)],
    "JM": [("hand lines", True, 5)],
    "KP": [("crab and lobster pots", True, 300)],
    "AR": [("twin-rig trawl", True, None), ("otter trawl", False, None)],
    "VH": [("otter trawl", True, None)],
    "DN": [("scallop dredges", True, 8)],
}

# name, group, minLandingSizeMm, quota, closedMonths, aliases, basePricePerKg (used for prices only, not stored)
SPECIES = [
    ("Cod", "demersal", 350, True, None, None, 3.2),
    ("Haddock", "demersal", 300, True, None, None, 2.4),
    ("Hake", "demersal", 270, True, None, None, 3.6),
    ("Monkfish", "demersal", None, True, None, ["anglerfish", "monk"], 5.8),
    ("Megrim", "flatfish", 200, True, None, ["cornish sole", "whiff"], 2.9),
    ("Plaice", "flatfish", 270, True, None, None, 2.1),
    ("Dover Sole", "flatfish", 240, True, None, ["black sole"], 12.5),
    ("Lemon Sole", "flatfish", 250, False, None, None, 6.4),
    ("Turbot", "flatfish", 300, True, None, None, 14.0),
    ("Pollack", "demersal", 300, True, None, ["lythe"], 3.9),
    ("Mackerel", "pelagic", 200, True, None, None, 1.6),
    ("Sardine", "pelagic", None, False, None, ["pilchard"], 0.8),
    ("Bass", "demersal", 420, False, ["Feb", "Mar"], ["sea bass"], 11.0),
    ("Brown Crab", "shellfish", 150, False, None, ["edible crab"], 2.6),
    ("Lobster", "shellfish", 90, False, None, None, 18.5),
    ("King Scallop", "shellfish", 110, False, ["Jun", "Jul", "Aug"], ["great scallop"], 3.4),
    ("Squid", "cephalopod", None, False, None, ["calamari"], 7.2),
]
PRICE = {s[0]: s[6] for s in SPECIES}

# name, code, depthMinM, depthMaxM, seabed, mpa, closedMonths, areaKm2
GROUNDS = [
    ("Greyhound Ledge", "KB-01", 18, 45, "rock", False, None, 12.5),
    ("Westerly Hole", "KB-02", 80, 140, "mud", False, None, 210.0),
    ("Curlew Bank", "KB-03", 30, 60, "sand", False, ["Apr", "May"], 64.0),
    ("The Sisters", "KB-04", 10, 35, "rock", True, None, 8.2),
    ("Mallock Sound", "MS-05", 15, 40, "gravel", False, None, None),
    ("Outer Trewidden", "TW-06", 50, 95, "gravel", False, ["Jun", "Jul", "Aug"], 145.5),
    ("Hobbs Patch", "KB-07", 40, 70, "mixed", False, None, 30.0),
    ("Cold Knap", "SK-08", 90, 180, "mud", False, None, 320.0),
    ("The Fiddle", "SK-09", 25, 55, "sand", False, ["Jan", "Feb", "Mar"], 22.4),
    ("Long Scar", "SK-10", 12, 30, "rock", True, None, 6.1),
    ("Dunvarrow Pit", "DV-11", 60, 110, "mud", False, None, None),
    ("South Sledge", "DV-12", 35, 75, "sand", True, None, 48.0),
]

# ground -> [(harbour, distanceNm, steamHours)]
REACH = [
    ("Greyhound Ledge", "Porthkerran", 6.5, 0.8), ("Greyhound Ledge", "Trewidden Quay", 9.0, 1.1),
    ("Westerly Hole", "Porthkerran", 38.0, 4.2),
    ("Curlew Bank", "Porthkerran", 22.5, 2.5), ("Curlew Bank", "Skellmouth", 18.0, 2.0),
    ("The Sisters", "Porthkerran", 4.0, 0.5),
    ("Mallock Sound", "Mallock Haven", 2.5, 0.3), ("Mallock Sound", "Dunvarrow", 14.0, 1.6),
    ("Outer Trewidden", "Trewidden Quay", 16.0, 1.8), ("Outer Trewidden", "Dunvarrow", 24.0, 2.7),
    ("Hobbs Patch", "Porthkerran", 12.0, 1.4), ("Hobbs Patch", "Trewidden Quay", 8.5, 1.0),
    ("Cold Knap", "Skellmouth", 44.0, 4.9),
    ("The Fiddle", "Skellmouth", 7.5, 0.9),
    ("Long Scar", "Skellmouth", 5.0, 0.6), ("Long Scar", "Mallock Haven", 6.0, 0.7),
    ("Dunvarrow Pit", "Dunvarrow", 28.0, 3.1),
    ("South Sledge", "Dunvarrow", 19.5, 2.2),
]

SS_, FA, FF, SA, SKF, SKU, ER, RO, ST = ("sea survival", "first aid", "fire fighting", "safety awareness", "skipper full",
                                         "skipper under 16.5m", "engine room", "radio operator", "stability")
# key, name, role, birthYear, firstAtSea, certificates, medicalExpiry, hometown, lifeboatVolunteer, extra label
FISHERS = [
    ("tobin", "Tobin Carrow", "skipper", 1968, 1984, [SS_, FA, FF, SKF, RO], D(2026, 5, 14), "Porthkerran", True, None),
    ("denzil", "Denzil Quenby", "skipper", 1961, 1977, [SS_, FA, FF, SKF, RO, ST], D(2026, 2, 28), "Porthkerran", False, None),
    ("loveday", "Loveday Penhallow", "skipper", 1979, 1996, [SS_, FA, FF, SKF, RO], D(2026, 9, 3), "St Elvan", True, None),
    ("jago", "Jago Trevisick", "skipper", 1985, 2002, [SS_, FA, SKU, RO], D(2025, 12, 19), "Porthkerran", False, None),
    ("elowen", "Elowen Kitto", "skipper", 1990, 2008, [SS_, FA, SA, SKU], D(2027, 3, 30), "Polgrene", True, None),
    ("barnaby", "Barnaby Skewes", "skipper", 1972, 1989, [SS_, FA, FF, SKF, ST], D(2026, 7, 22), "Porthkerran", False, None),
    ("petroc", "Petroc Hendra", "skipper", 1994, 2011, [SS_, SA, SKU], None, "Carnwithen", False, None),
    ("callum", "Callum Rintoul", "skipper", 1975, 1991, [SS_, FA, FF, SKF, RO], D(2026, 4, 11), "Skellmouth", True, None),
    ("ailsa", "Ailsa Morrant", "skipper", 1983, 2001, [SS_, FA, SKU], D(2026, 11, 8), "Skellmouth", False, None),
    ("garrick", "Garrick Vosper", "skipper", 1970, 1986, [SS_, FA, FF, SKF, ST], D(2026, 1, 31), "Skellmouth", False, None),
    ("alfie", "Alfie Trounce", "skipper", 1988, 2005, [SS_, FA, SKU, RO], D(2026, 6, 17), "Skellmouth", True, None),
    ("stellan", "Stellan Haugen", "skipper", 1966, 1982, [SS_, FA, FF, SKF, RO, ST], D(2026, 3, 9), "Porthkerran", False, None),
    ("wilfred", "Wilfred Carne", "skipper", 1955, 1971, [SS_, SKU], D(2025, 10, 2), "Skellmouth", False, None),
    ("hollis", "Hollis Dunstan", "skipper", 1977, 1994, [SS_, FA, FF, SKF], D(2026, 8, 25), "Dunvarrow", True, None),
    ("rhoda", "Rhoda Lanyon", "skipper", 1981, 1999, [SS_, FA, FF, SKF, RO], D(2027, 1, 16), "Dunvarrow", False, None),
    ("ned", "Ned Treloar", "skipper", 1998, 2016, [SS_, SA, SKU], D(2027, 5, 2), "Dunvarrow", False, None),
    ("kenver", "Kenver Mabbott", "skipper", 1973, 1990, [SS_, FA, SKU, RO], D(2026, 3, 27), "Dunvarrow", True, None),
    ("isla", "Isla Pengelly", "skipper", 1992, 2010, [SS_, FA, SKU], D(2026, 10, 10), "Trewidden", False, None),
    ("arthur", "Arthur Vingoe", "skipper", 1949, 1965, [SS_, SKF], None, "Trewidden", False, None),
    ("sennen", "Sennen Daw", "skipper", 1996, 2014, [SS_, SA, SKU], D(2026, 12, 1), "Trewidden", True, None),
    ("oona", "Oona Chegwidden", "skipper", 1976, 1995, [SS_, FA, FF, SKU], D(2026, 2, 14), "Mallock Haven", True, None),
    ("fraser", "Fraser Mowat", "skipper", 1980, 1997, [SS_, FA, FF, SKF, RO, ST], D(2026, 9, 19), "Dunvarrow", False, None),
    ("keziah", "Keziah Rowse", "skipper", 1987, 2006, [SS_, FA, FF, SKF], D(2026, 6, 30), "Dunvarrow", False, None),
    ("jowan", "Jowan Pascoe", "mate", 1986, 2004, [SS_, FA, FF, SA], D(2026, 4, 2), "Porthkerran", True, None),
    ("tegen", "Tegen Rowe", "deckhand", 2005, 2023, [SS_, SA], D(2026, 9, 12), "Porthkerran", False, "Apprentice"),
    ("gideon", "Gideon Pryor", "mate", 1984, 2003, [SS_, FA, FF, ST], D(2026, 5, 21), "Polgrene", False, None),
    ("samson", "Samson Tonkin", "engineer", 1971, 1990, [SS_, FF, ER], D(2026, 1, 9), "Porthkerran", False, None),
    ("kai", "Kai Menear", "deckhand", 2006, 2024, [SS_], D(2027, 2, 18), "St Elvan", False, "Apprentice"),
    ("bryher", "Bryher Coad", "deckhand", 1991, 2012, [SS_, FA, SA], D(2026, 7, 7), "St Elvan", True, None),
    ("zeb", "Zeb Harvey", "deckhand", 1999, 2019, [SS_, SA], None, "Porthkerran", False, None),
    ("demelza", "Demelza Prout", "deckhand", 1997, 2018, [SS_, FA, SA], D(2026, 3, 15), "Polgrene", True, None),
    ("ivo", "Ivo Marques", "mate", 1982, 2000, [SS_, FA, FF], D(2026, 8, 8), "Porthkerran", False, None),
    ("benedek", "Benedek Farkas", "deckhand", 1993, 2015, [SS_, SA], D(2025, 11, 20), "Dunvarrow", False, None),
    ("alasdair", "Alasdair Gunn", "mate", 1978, 1996, [SS_, FA, FF, ST, RO], D(2026, 10, 29), "Skellmouth", True, None),
    ("finlay", "Finlay Orde", "deckhand", 2004, 2022, [SS_, SA], D(2026, 12, 5), "Skellmouth", False, "Apprentice"),
    ("mairi", "Mairi Sandison", "deckhand", 1995, 2017, [SS_, FA], D(2026, 5, 6), "Skellmouth", False, None),
    ("jem", "Jem Roskilly", "mate", 1989, 2007, [SS_, FA, FF, RO], D(2026, 4, 23), "Skellmouth", False, None),
    ("owain", "Owain Pritchard", "deckhand", 1990, 2013, [SS_, SA], D(2026, 2, 2), "Skellmouth", True, None),
    ("piran", "Piran Eddy", "mate", 1983, 2000, [SS_, FA, FF, SKF, RO], D(2026, 7, 14), "Porthkerran", False, "Skipper"),
    ("anders", "Anders Lykke", "engineer", 1974, 1992, [SS_, FF, ER, ST], D(2026, 6, 3), "Porthkerran", False, None),
    ("ciaran", "Ciaran Madigan", "deckhand", 1996, 2016, None, None, "Porthkerran", False, None),
    ("kit", "Kit Rosewarne", "deckhand", 2005, 2023, [SS_, SA], D(2027, 1, 8), "Dunvarrow", False, "Apprentice"),
    ("merryn", "Merryn Stoddern", "mate", 1987, 2006, [SS_, FA, FF, ST], D(2026, 11, 17), "Dunvarrow", True, None),
    ("lowen", "Lowen Pawley", "deckhand", 2000, 2019, [SS_, FA, SA], D(2026, 8, 31), "Dunvarrow", False, None),
    ("cadan", "Cadan Mewton", "deckhand", 2006, 2024, [SS_], D(2027, 4, 4), "Mallock Haven", True, "Apprentice"),
    ("digory", "Digory Hocking", "mate", 1969, 1985, [SS_, FA, FF, SKF, RO], D(2026, 3, 3), "Skellmouth", False, "Skipper"),
    ("gus", "Gus Marrack", "engineer", 1979, 1998, [SS_, FF, ER], D(2026, 10, 15), "Dunvarrow", False, None),
    ("nia", "Nia Caddy", "deckhand", 2002, 2021, [SS_, SA, FA], D(2026, 9, 26), "Dunvarrow", False, None),
    ("rex", "Rex Tallack", "engineer", 1958, 1975, [SS_, ER], None, "Mallock Haven", False, None),
]

# fisher, vessel, since, shareUnits, casual
CREW = [
    ("tobin", "KL", D(2006, 3, 1), 2.0, False), ("jowan", "KL", D(2014, 5, 12), 1.5, False), ("tegen", "KL", D(2023, 9, 4), 0.5, False),
    ("denzil", "BH", D(1999, 5, 14), 2.0, False), ("gideon", "BH", D(2008, 3, 3), 1.5, False), ("samson", "BH", D(2001, 1, 15), 1.5, False), ("kai", "BH", D(2024, 9, 2), 0.5, False),
    ("loveday", "GT", D(2004, 7, 20), 2.0, False), ("bryher", "GT", D(2016, 4, 4), 1.0, False),
    ("jago", "BDP", D(2011, 4, 2), 2.0, False), ("zeb", "BDP", D(2021, 3, 22), 1.0, True),
    ("elowen", "SW", D(2015, 6, 1), 2.0, False), ("demelza", "SW", D(2019, 5, 13), 1.0, False),
    ("barnaby", "OP", D(2010, 9, 13), 2.0, False), ("ivo", "OP", D(2012, 2, 6), 1.5, False), ("benedek", "OP", D(2022, 10, 3), 1.0, True),
    ("petroc", "MJ", D(2019, 4, 10), 2.0, False),
    ("callum", "SC", D(2003, 2, 17), 2.0, False), ("alasdair", "SC", D(2005, 6, 6), 1.5, False), ("finlay", "SC", D(2022, 9, 5), 0.5, False),
    ("ailsa", "BDS", D(2008, 5, 5), 2.0, False), ("mairi", "BDS", D(2018, 4, 16), 1.0, False),
    ("garrick", "MR", D(2016, 8, 22), 2.0, False), ("jem", "MR", D(2016, 8, 22), 1.5, False), ("owain", "MR", D(2019, 7, 1), 1.0, False),
    ("alfie", "SS", D(2013, 3, 18), 2.0, False), ("owain", "SS", D(2023, 1, 9), 1.0, True),
    ("stellan", "CV", D(2014, 1, 20), 2.0, False), ("piran", "CV", D(2014, 1, 20), 1.5, False), ("anders", "CV", D(2015, 3, 2), 1.5, False), ("ciaran", "CV", D(2020, 6, 15), 1.0, False),
    ("wilfred", "PM", D(1994, 6, 11), 2.0, False),
    ("hollis", "CO", D(2012, 3, 5), 2.0, False), ("kit", "CO", D(2023, 10, 2), 0.5, False),
    ("rhoda", "EB", D(2018, 9, 30), 2.0, False), ("merryn", "EB", D(2019, 2, 11), 1.5, False), ("benedek", "EB", D(2020, 4, 27), 1.0, False),
    ("ned", "LA", D(2021, 5, 17), 2.0, False),
    ("kenver", "GL", D(2003, 3, 28), 2.0, False), ("lowen", "GL", D(2020, 3, 9), 1.0, False),
    ("isla", "FM", D(2012, 4, 16), 2.0, False),
    ("sennen", "JM", D(2017, 5, 9), 2.0, False),
    ("oona", "KP", D(2009, 6, 6), 2.0, False), ("cadan", "KP", D(2024, 6, 3), 0.5, False),
    ("fraser", "AR", D(2013, 9, 2), 2.0, False), ("digory", "AR", D(2025, 1, 6), 1.5, False), ("gus", "AR", D(2013, 9, 2), 1.5, False),
    ("keziah", "DN", D(2020, 11, 12), 2.0, False), ("nia", "DN", D(2021, 4, 19), 1.0, False),
]

# regular skipper of each vessel for trips
SKIPPER_OF = {"KL": "tobin", "BH": "denzil", "GT": "loveday", "BDP": "jago", "SW": "elowen", "OP": "barnaby",
              "MJ": "petroc", "SC": "callum", "BDS": "ailsa", "MR": "garrick", "SS": "alfie", "CV": "stellan",
              "PM": "wilfred", "CO": "hollis", "EB": "rhoda", "LA": "ned", "GL": "kenver", "FM": "isla",
              "JM": "sennen", "KP": "oona", "AR": "fraser", "VH": "digory", "DN": "keziah"}

# owner, vessel, sharePct, sinceYear
OWNS = [
    ("tobin", "KL", 100.0, 2006), ("loveday", "GT", 60.0, 2004), ("bryher", "GT", 40.0, 2019), ("jago", "BDP", 100.0, 2011),
    ("elowen", "SW", 100.0, 2015), ("petroc", "MJ", 100.0, 2019), ("ailsa", "BDS", 100.0, 2008), ("alfie", "SS", 50.0, 2013),
    ("arthur", "SS", 50.0, 1987), ("wilfred", "PM", 100.0, 1994), ("ned", "LA", 100.0, 2021), ("kenver", "GL", 100.0, 2003),
    ("isla", "FM", 100.0, 2012), ("arthur", "HS", 100.0, 1990), ("sennen", "JM", 100.0, 2017), ("oona", "KP", 100.0, 2009),
    ("keziah", "DN", 75.0, 2020), ("rhoda", "DN", 25.0, 2020), ("garrick", "MR", 50.0, 2016), ("jem", "MR", 50.0, 2016),
]

# mentor, mentee, since, seaDays, signedOff
TRAINED = [
    ("tobin", "tegen", D(2023, 9, 4), 164, False),
    ("gideon", "kai", D(2024, 9, 2), 58, False),
    ("callum", "finlay", D(2022, 9, 5), 231, True),
    ("alasdair", "finlay", D(2023, 4, 3), 140, True),
    ("hollis", "kit", D(2023, 10, 2), 122, False),
    ("oona", "cadan", D(2024, 6, 3), 71, False),
    ("denzil", "gideon", D(2003, 4, 7), 310, True),
    ("keziah", "nia", D(2021, 4, 19), 205, True),
    ("arthur", "loveday", D(1996, 5, 20), 420, True),
]

# tower, towed, towedOn, distanceNm, reason
TOWS = [
    ("KL", "GT", D(2024, 11, 14), 14.5, "engine failure"),
    ("CV", "VH", D(2024, 9, 22), 31.0, "gearbox failure"),
    ("SC", "SS", D(2025, 2, 3), 9.0, "fouled propeller"),
    ("CO", "GL", D(2025, 6, 18), 6.5, "fouled propeller"),
    ("KL", "SW", D(2025, 8, 27), 4.2, "steering failure"),
    ("AR", "CO", D(2025, 10, 9), 22.0, "engine failure"),
    ("EB", "DN", D(2025, 12, 2), 12.0, "hydraulic failure"),
]

# tradingName, kind, town, registeredYear, creditLimitGbp, active, specialities, registrations [(harbour, since, buyerNo, depositGbp)]
BUYERS = [
    ("Kerran Bay Seafoods", "processor", "Porthkerran", 1998, 50000, True, ["whitefish", "flatfish"], [("Porthkerran", D(1998, 3, 2), "PK-014", 5000), ("Skellmouth", D(2004, 6, 1), "SK-031", 3000)]),
    ("Tidemark Fish Merchants", "fish merchant", "Skellmouth", 2005, 25000, True, ["whitefish"], [("Skellmouth", D(2005, 2, 14), "SK-040", 2500), ("Porthkerran", D(2015, 9, 7), "PK-088", 2500)]),
    ("Pellow & Sons", "fishmonger", "Trewidden", 1974, 8000, True, None, [("Porthkerran", D(1987, 5, 4), "PK-003", 1000)]),
    ("Gullrock Shellfish", "processor", "Dunvarrow", 2012, 40000, True, ["shellfish"], [("Dunvarrow", D(2014, 4, 8), "DV-002", 4000), ("Skellmouth", D(2013, 1, 21), "SK-052", 4000), ("Porthkerran", D(2019, 3, 11), "PK-121", 4000)]),
    ("The Saltings Restaurant", "restaurant", "Mallock Haven", 2019, None, True, ["shellfish", "flatfish"], [("Skellmouth", D(2019, 5, 6), "SK-077", 500)]),
    ("Norcrest Export", "exporter", "Porthkerran", 2008, 120000, True, ["shellfish", "flatfish", "cephalopods"], [("Porthkerran", D(2008, 10, 6), "PK-061", 10000), ("Dunvarrow", D(2014, 4, 8), "DV-004", 10000)]),
    ("Harbourside Fish Bar", "restaurant", "Skellmouth", 2016, None, True, ["whitefish"], [("Skellmouth", D(2016, 7, 4), "SK-069", 500)]),
    ("Quayline Wholesale", "wholesaler", "Kestlemere", 2001, 75000, True, ["whitefish", "pelagic"], [("Porthkerran", D(2001, 2, 5), "PK-047", 7500), ("Skellmouth", D(2002, 11, 4), "SK-009", 7500)]),
    ("Rowan's Fishmongers", "fishmonger", "Ormsby Vale", 2010, 5000, True, ["whitefish", "shellfish"], [("Porthkerran", D(2010, 8, 2), "PK-070", 800)]),
    ("Silverdarling Smokehouse", "processor", "Skellmouth", 1991, 30000, True, ["pelagic"], [("Skellmouth", D(2002, 11, 4), "SK-002", 3000)]),
    ("Merrow Catering Supplies", "wholesaler", "Kestlemere", 2014, 20000, False, ["whitefish"], [("Porthkerran", D(2014, 6, 9), "PK-103", 2000)]),
    ("Coastline Fresh Ltd", "wholesaler", "Porthkerran", 2020, 15000, True, None, [("Porthkerran", D(2020, 2, 17), "PK-134", 1500), ("Dunvarrow", D(2021, 3, 2), "DV-011", 1500)]),
    ("Lanyard's Kitchen", "restaurant", "Dunvarrow", 2022, None, True, None, [("Dunvarrow", D(2022, 5, 10), "DV-015", 500)]),
    ("Grey Seal Exports", "exporter", "Dunvarrow", 2017, 90000, True, ["shellfish"], [("Dunvarrow", D(2017, 3, 7), "DV-009", 9000), ("Porthkerran", D(2018, 1, 15), "PK-115", 9000)]),
    ("Penwarden Fish Co", "fish merchant", "Trewidden", 1983, 12000, True, None, [("Porthkerran", D(1987, 5, 4), "PK-005", 1200), ("Dunvarrow", D(2016, 2, 2), "DV-006", 1200)]),
    ("Northfield Foods", "processor", "Kestlemere", 2025, 60000, True, None, [("Porthkerran", D(2025, 11, 24), "PK-152", 6000)]),
]

# ref, vessel, inspectedOn, kind, inspector, result, defects, nextDue, detained
INSPECTIONS = [
    ("MI-24-007", "KL", D(2024, 7, 9), "annual survey", "Beatrix Olander", "pass", None, D(2025, 7, 9), False),
    ("MI-25-019", "KL", D(2025, 7, 15), "annual survey", "Beatrix Olander", "advisory", ["liferaft service overdue"], D(2026, 7, 15), False),
    ("MI-24-012", "BH", D(2024, 8, 20), "annual survey", "Conrad Pethick", "advisory", ["bilge alarm faulty", "fire extinguisher expired"], D(2025, 8, 20), False),
    ("MI-25-026", "BH", D(2025, 8, 27), "annual survey", "Conrad Pethick", "pass", None, D(2026, 8, 27), False),
    ("MI-24-015", "GT", D(2024, 9, 3), "spot check", "Ffion Treharne", "fail", ["EPIRB registration lapsed", "lifejackets out of service"], None, True),
    ("MI-25-004", "GT", D(2025, 3, 18), "annual survey", "Beatrix Olander", "pass", None, D(2026, 3, 18), False),
    ("MI-25-008", "BDP", D(2025, 4, 2), "annual survey", "Ffion Treharne", "pass", None, D(2026, 4, 2), False),
    ("MI-25-011", "SW", D(2025, 5, 6), "liferaft service", "Ffion Treharne", "pass", None, D(2026, 5, 6), False),
    ("MI-24-021", "OP", D(2024, 10, 8), "annual survey", "Conrad Pethick", "advisory", ["winch guard missing"], D(2025, 10, 8), False),
    ("MI-25-031", "OP", D(2025, 10, 21), "annual survey", "Beatrix Olander", "fail", ["hull plating wasted", "bilge alarm faulty", "winch guard missing"], D(2026, 1, 21), True),
    ("MI-25-013", "MJ", D(2025, 5, 20), "spot check", "Ffion Treharne", "pass", None, None, False),
    ("MI-24-018", "SC", D(2024, 9, 24), "annual survey", "Hamish Callander", "pass", None, D(2025, 9, 24), False),
    ("MI-25-028", "SC", D(2025, 9, 30), "annual survey", "Hamish Callander", "advisory", ["navigation light out"], D(2026, 9, 30), False),
    ("MI-25-002", "BDS", D(2025, 2, 25), "liferaft service", "Hamish Callander", "pass", None, D(2026, 2, 25), False),
    ("MI-25-016", "MR", D(2025, 6, 10), "annual survey", "Hamish Callander", "pass", None, D(2026, 6, 10), False),
    ("MI-24-026", "SS", D(2024, 11, 26), "annual survey", "Hamish Callander", "advisory", ["fire extinguisher expired", "first aid kit incomplete"], D(2025, 11, 26), False),
    ("MI-25-022", "CV", D(2025, 8, 5), "annual survey", "Conrad Pethick", "pass", None, D(2026, 8, 5), False),
    ("MI-25-035", "CV", D(2025, 11, 12), "fire safety check", "Conrad Pethick", "advisory", ["fire extinguisher expired"], None, False),
    ("MI-25-006", "PM", D(2025, 3, 25), "spot check", "Hamish Callander", "advisory", ["lifejackets out of service"], None, False),
    ("MI-25-009", "CO", D(2025, 4, 15), "annual survey", "Ottilie Harker", "pass", None, D(2026, 4, 15), False),
    ("MI-25-024", "EB", D(2025, 8, 12), "annual survey", "Ottilie Harker", "advisory", ["winch guard missing", "navigation light out"], D(2026, 8, 12), False),
    ("MI-25-014", "GL", D(2025, 5, 27), "annual survey", "Ottilie Harker", "pass", None, D(2026, 5, 27), False),
    ("MI-24-029", "FM", D(2024, 12, 10), "liferaft service", "Ffion Treharne", "pass", None, D(2025, 12, 10), False),
    ("MI-24-010", "HS", D(2024, 8, 6), "spot check", "Ffion Treharne", "fail", ["hull planking rot", "EPIRB registration lapsed"], None, True),
    ("MI-25-029", "AR", D(2025, 10, 14), "annual survey", "Ottilie Harker", "pass", None, D(2026, 10, 14), False),
    ("MI-25-033", "DN", D(2025, 11, 4), "annual survey", "Ottilie Harker", "advisory", ["first aid kit incomplete"], D(2026, 11, 4), False),
]

# name, town, slipwayTonnes, hasCrane, woodwork, established
BOATYARDS = [
    ("Penhale Slipway", "Porthkerran", 200, True, True, 1952),
    ("Skell Marine Engineering", "Skellmouth", 150, True, False, 1988),
    ("Dunvarrow Boatyard", "Dunvarrow", 80, False, True, None),
    ("Haven Marine Services", "Mallock Haven", 25, False, False, 2010),
]

# vessel, yard, startDate, days, costGbp, work, insuranceClaim
REPAIRS = [
    ("KL", "Penhale Slipway", D(2024, 10, 14), 9, 18450.0, "annual haul-out", False),
    ("KL", "Penhale Slipway", D(2025, 10, 20), 7, 16200.0, "annual haul-out", False),
    ("BH", "Skell Marine Engineering", D(2025, 1, 13), 21, 64300.0, "engine overhaul", False),
    ("GT", "Penhale Slipway", D(2024, 11, 18), 16, 23900.0, "engine overhaul", True),
    ("GT", "Penhale Slipway", D(2025, 9, 1), 5, 6800.0, "antifouling", False),
    ("BDP", "Penhale Slipway", D(2025, 3, 10), 4, 3150.0, "antifouling", False),
    ("SW", "Penhale Slipway", D(2025, 8, 28), 6, 4420.0, "steering repair", True),
    ("OP", "Skell Marine Engineering", D(2025, 10, 27), 38, 91250.0, "hull replating", False),
    ("OP", "Penhale Slipway", D(2024, 6, 17), 8, 12100.0, "winch repair", False),
    ("SC", "Skell Marine Engineering", D(2024, 12, 2), 12, 19800.0, "annual haul-out", False),
    ("SC", "Skell Marine Engineering", D(2025, 12, 1), 10, 17650.0, "annual haul-out", False),
    ("BDS", "Haven Marine Services", D(2025, 1, 20), 3, 2100.0, "electrics", False),
    ("MR", "Skell Marine Engineering", D(2025, 2, 10), 6, 7900.0, "net drum hydraulics", False),
    ("SS", "Dunvarrow Boatyard", D(2025, 2, 10), 14, 11600.0, "propeller replacement", True),
    ("CV", "Skell Marine Engineering", D(2024, 7, 1), 15, 38700.0, "wheelhouse refit", False),
    ("PM", "Penhale Slipway", D(2025, 4, 7), 11, 8900.0, "plank replacement", False),
    ("CO", "Dunvarrow Boatyard", D(2025, 10, 13), 19, 27400.0, "engine overhaul", True),
    ("CO", "Dunvarrow Boatyard", D(2024, 8, 5), 5, 5200.0, "antifouling", False),
    ("EB", "Dunvarrow Boatyard", D(2025, 1, 6), 9, 14300.0, "dredge bar rebuild", False),
    ("GL", "Dunvarrow Boatyard", D(2025, 6, 23), 4, 3700.0, "propeller replacement", True),
    ("FM", "Haven Marine Services", D(2025, 3, 3), 2, 1350.0, "antifouling", False),
    ("KP", "Haven Marine Services", D(2025, 2, 17), 3, 1980.0, "electrics", False),
    ("HS", "Dunvarrow Boatyard", D(2024, 9, 9), 3, 950.0, "survey haul-out", False),
    ("AR", "Penhale Slipway", D(2025, 5, 12), 8, 15800.0, "gearbox rebuild", False),
    ("VH", "Skell Marine Engineering", D(2024, 10, 7), 4, 4600.0, "survey haul-out", False),
    ("DN", "Dunvarrow Boatyard", D(2025, 12, 8), 12, 19450.0, "hydraulics", True),
    ("JM", "Haven Marine Services", D(2025, 11, 3), 2, 880.0, "electrics", False),
]

# what each vessel fishes where, and what it lands: grounds, species (name, minKg, maxKg, share of trips)
FISHING = {
    "KL": (["Westerly Hole", "Curlew Bank"], [("Hake", 300, 1400, 1.0), ("Monkfish", 150, 600, 0.8), ("Megrim", 100, 500, 0.5), ("Squid", 40, 250, 0.3)]),
    "BH": (["Curlew Bank", "Cold Knap"], [("Plaice", 600, 2600, 1.0), ("Dover Sole", 150, 700, 0.9), ("Lemon Sole", 100, 500, 0.7), ("Monkfish", 200, 800, 0.6)]),
    "GT": (["Westerly Hole", "Curlew Bank"], [("Hake", 200, 900, 1.0), ("Cod", 100, 500, 0.6), ("Haddock", 80, 400, 0.5)]),
    "BDP": (["Greyhound Ledge", "Hobbs Patch"], [("Pollack", 60, 320, 1.0), ("Hake", 40, 260, 0.6), ("Monkfish", 20, 120, 0.4)]),
    "SW": (["Greyhound Ledge", "The Sisters"], [("Brown Crab", 150, 520, 1.0), ("Lobster", 12, 60, 0.8)]),
    "OP": (["Mallock Sound", "Outer Trewidden"], [("King Scallop", 1500, 4800, 1.0)]),
    "MJ": (["Greyhound Ledge", "The Sisters", "Hobbs Patch"], [("Mackerel", 40, 220, 1.0), ("Pollack", 15, 80, 0.6), ("Bass", 8, 45, 0.4)]),
    "SC": (["Cold Knap", "Curlew Bank"], [("Haddock", 300, 1200, 1.0), ("Cod", 200, 900, 0.8), ("Hake", 100, 600, 0.5), ("Squid", 30, 200, 0.3)]),
    "BDS": (["Long Scar"], [("Brown Crab", 200, 650, 1.0), ("Lobster", 15, 70, 0.9)]),
    "MR": (["The Fiddle"], [("Sardine", 2000, 7800, 1.0), ("Mackerel", 300, 1600, 0.5)]),
    "SS": (["The Fiddle"], [("Hake", 80, 400, 1.0), ("Pollack", 50, 250, 0.6)]),
    "CV": (["Cold Knap", "Curlew Bank"], [("Plaice", 800, 3200, 1.0), ("Dover Sole", 200, 900, 0.9), ("Megrim", 150, 600, 0.6), ("Turbot", 0, 0, 0.0)]),
    "PM": (["Long Scar"], [("Brown Crab", 80, 300, 1.0), ("Lobster", 10, 40, 0.8)]),
    "CO": (["Dunvarrow Pit"], [("Hake", 250, 1000, 1.0), ("Cod", 100, 450, 0.6), ("Monkfish", 80, 350, 0.5)]),
    "EB": (["Outer Trewidden", "Mallock Sound"], [("King Scallop", 1200, 4200, 1.0)]),
    "LA": (["Mallock Sound"], [("Bass", 10, 60, 1.0), ("Pollack", 10, 50, 0.5)]),
    "GL": (["Dunvarrow Pit"], [("Hake", 60, 350, 1.0), ("Monkfish", 20, 140, 0.5)]),
    "FM": (["Greyhound Ledge"], [("Brown Crab", 120, 450, 1.0), ("Lobster", 8, 45, 0.7)]),
    "JM": (["Hobbs Patch", "Greyhound Ledge"], [("Mackerel", 30, 180, 1.0), ("Bass", 6, 35, 0.5)]),
    "KP": (["Mallock Sound", "Long Scar"], [("Brown Crab", 100, 400, 1.0), ("Lobster", 10, 50, 0.8)]),
    "AR": (["Dunvarrow Pit", "Westerly Hole"], [("Hake", 400, 1800, 1.0), ("Monkfish", 200, 700, 0.8), ("Cod", 150, 600, 0.5), ("Megrim", 100, 400, 0.4)]),
    "VH": (["Cold Knap"], [("Haddock", 400, 1500, 1.0), ("Cod", 300, 1000, 0.9)]),
    "DN": (["Outer Trewidden", "Mallock Sound"], [("King Scallop", 800, 2600, 1.0)]),
}

# vessel -> number of trips, (first date, last date) window, days at sea (min, max)
TRIPS = {
    "KL": (5, D(2024, 7, 1), D(2025, 12, 15), (3, 6)), "BH": (3, D(2024, 7, 1), D(2025, 12, 15), (6, 9)),
    "GT": (3, D(2024, 7, 1), D(2025, 12, 15), (2, 4)), "BDP": (3, D(2024, 7, 1), D(2025, 12, 15), (1, 1)),
    "SW": (3, D(2024, 7, 1), D(2025, 12, 15), (1, 1)), "OP": (3, D(2024, 7, 1), D(2025, 10, 15), (4, 7)),
    "MJ": (2, D(2024, 7, 1), D(2025, 12, 15), (1, 1)), "SC": (3, D(2024, 7, 1), D(2025, 11, 25), (3, 5)),
    "BDS": (2, D(2024, 7, 1), D(2025, 12, 15), (1, 1)), "MR": (3, D(2024, 7, 1), D(2025, 12, 15), (1, 1)),
    "SS": (2, D(2024, 7, 1), D(2025, 12, 15), (1, 1)), "CV": (4, D(2024, 7, 20), D(2025, 12, 15), (6, 9)),
    "PM": (2, D(2024, 7, 1), D(2025, 12, 15), (1, 1)), "CO": (3, D(2024, 7, 1), D(2025, 12, 15), (2, 4)),
    "EB": (2, D(2024, 7, 1), D(2025, 12, 15), (4, 6)), "LA": (2, D(2024, 7, 1), D(2025, 12, 15), (1, 1)),
    "GL": (2, D(2024, 7, 1), D(2025, 12, 15), (1, 1)), "FM": (2, D(2024, 7, 1), D(2025, 12, 15), (1, 1)),
    "JM": (2, D(2024, 7, 1), D(2025, 12, 15), (1, 1)), "KP": (2, D(2024, 7, 1), D(2025, 12, 15), (1, 1)),
    "AR": (3, D(2024, 7, 1), D(2025, 12, 15), (4, 7)), "VH": (2, D(2024, 7, 1), D(2024, 9, 22), (4, 6)),
    "DN": (2, D(2024, 7, 1), D(2025, 12, 2), (3, 5)),
}
# trips whose dates are fixed: (vessel, departed, returned or None, status, abortReason, relief skipper or None)
PINNED = [
    ("GT", D(2024, 11, 12), D(2024, 11, 14), "aborted", "breakdown", None),
    ("VH", D(2024, 9, 18), D(2024, 9, 22), "aborted", "breakdown", None),
    ("SS", D(2025, 2, 3), D(2025, 2, 3), "aborted", "breakdown", None),
    ("GL", D(2025, 6, 18), D(2025, 6, 18), "aborted", "breakdown", None),
    ("SW", D(2025, 8, 27), D(2025, 8, 27), "aborted", "breakdown", None),
    ("CO", D(2025, 10, 7), D(2025, 10, 9), "aborted", "breakdown", None),
    ("DN", D(2025, 11, 29), D(2025, 12, 2), "aborted", "breakdown", None),
    ("BH", D(2025, 1, 27), D(2025, 1, 29), "aborted", "weather", None),
    ("MR", D(2025, 11, 5), D(2025, 11, 5), "aborted", "weather", None),
    ("SC", D(2025, 3, 10), D(2025, 3, 12), "aborted", "crew injury", None),
    ("CV", D(2026, 1, 12), None, "at sea", None, None),
    ("AR", D(2026, 1, 15), None, "at sea", None, None),
    ("CV", D(2025, 5, 19), D(2025, 5, 26), "landed", None, "piran"),
    ("AR", D(2025, 3, 3), D(2025, 3, 8), "landed", None, "digory"),
    ("EB", D(2025, 9, 8), D(2025, 9, 12), "landed", None, "keziah"),
]
INCIDENTS = ["gear snagged", "gear lost", "engine alarm", "man overboard drill", "net damaged", "ice shortage"]
MARKET_FOR = {"Porthkerran": "Porthkerran", "Skellmouth": "Skellmouth", "Dunvarrow": "Dunvarrow",
              "Trewidden Quay": "Porthkerran", "Mallock Haven": "Skellmouth"}
AUCTIONEERS = {"Porthkerran": ["Mervyn Eddowes", "Judith Carlyon"], "Skellmouth": ["Fergus Lennie"], "Dunvarrow": ["Hettie Garland"]}
WEEKDAY = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
BOX_KG = {"Brown Crab": 25, "Lobster": 20, "King Scallop": 30, "Sardine": 45}
SPECIALITY = {"demersal": "whitefish", "flatfish": "flatfish", "pelagic": "pelagic", "shellfish": "shellfish",
              "cephalopod": "cephalopods"}
GROUP = {s[0]: s[1] for s in SPECIES}
CLOSED = {g[0]: g[6] for g in GROUNDS}


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    def iso(d):
        return d.isoformat() if d else None

    for name, berths, ice, tidal, days, opened, draught, dues, lifeboat in HARBOURS:
        node(f"h:{name}", ["Harbour"], {"name": name, "berths": berths, "iceHouse": ice, "tidal": tidal, "auctionDays": days,
                                        "marketOpened": opened, "maxDraughtM": draught, "duesPerTonneGbp": dues,
                                        "lifeboatStation": lifeboat})
    for i, (name, founded, office, manager) in enumerate(POS):
        node(f"po:{i}", ["ProducerOrg"], {"name": name, "foundedYear": founded, "office": office, "quotaManager": manager})
    vessel = {}
    for v in VESSELS:
        (key, name, pln, vtype, length, built, gt, kw, hull, berths, active, call, boxes, lic, home, home_since, po) = v
        vessel[key] = v
        node(f"v:{key}", ["Vessel"], {"name": name, "pln": pln, "type": vtype, "lengthM": length, "builtYear": built,
                                      "grossTonnage": gt, "engineKw": kw, "hull": hull, "crewBerths": berths, "active": active,
                                      "callSign": call, "fishRoomBoxes": boxes, "licences": lic})
        rel("HOME_PORT", f"v:{key}", f"h:{home}", {"since": iso(home_since)})
        if po:
            rel("MEMBER_OF", f"v:{key}", f"po:{po[0]}", {"since": iso(po[1]), "levyPct": po[2]})
    for name, cat, towed, mesh, panel in GEAR:
        node(f"g:{name}", ["Gear"], {"name": name, "category": cat, "towed": towed, "meshMm": mesh, "selectivityPanel": panel})
    for key, rig in RIGGING.items():
        for gname, main_, units in rig:
            rel("RIGGED_FOR", f"v:{key}", f"g:{gname}", {"main": main_, "units": units})
    for name, group, mls, quota, closed, aliases, _ in SPECIES:
        node(f"s:{name}", ["Species"], {"name": name, "group": group, "minLandingSizeMm": mls, "quota": quota,
                                        "closedMonths": closed, "aliases": aliases})
    for name, code, dmin, dmax, seabed, mpa, closed, area in GROUNDS:
        node(f"gr:{name}", ["Ground"], {"name": name, "code": code, "depthMinM": dmin, "depthMaxM": dmax, "seabed": seabed,
                                        "mpa": mpa, "closedMonths": closed, "areaKm2": area})
    for gname, hname, nm, hours in REACH:
        rel("REACHED_FROM", f"gr:{gname}", f"h:{hname}", {"distanceNm": nm, "steamHours": hours})
    for key, name, role, born, first, certs, med, town, lifeboat, extra in FISHERS:
        labels = ["Fisher"] + (["Skipper"] if role == "skipper" or extra == "Skipper" else []) + (["Apprentice"] if extra == "Apprentice" else [])
        node(f"f:{key}", labels, {"name": name, "role": role, "birthYear": born, "firstAtSea": first, "certificates": certs,
                                  "medicalExpiry": iso(med), "hometown": town, "lifeboatVolunteer": lifeboat})
    for fk, vk, since, units, casual in CREW:
        rel("CREW_OF", f"f:{fk}", f"v:{vk}", {"since": iso(since), "shareUnits": units, "casual": casual})
    for fk, vk, pct, year in OWNS:
        rel("OWNS", f"f:{fk}", f"v:{vk}", {"sharePct": pct, "sinceYear": year})
    for a, b, since, days, signed in TRAINED:
        rel("TRAINED", f"f:{a}", f"f:{b}", {"since": iso(since), "seaDays": days, "signedOff": signed})
    for a, b, on, nm, why in TOWS:
        rel("TOWED", f"v:{a}", f"v:{b}", {"towedOn": iso(on), "distanceNm": nm, "reason": why})
    for name, town, slip, crane, wood, est in BOATYARDS:
        node(f"y:{name}", ["Boatyard"], {"name": name, "town": town, "slipwayTonnes": slip, "hasCrane": crane,
                                         "woodwork": wood, "established": est})
    for vk, yard, start, days, cost, work, claim in REPAIRS:
        rel("REPAIRED_AT", f"v:{vk}", f"y:{yard}", {"startDate": iso(start), "days": days, "costGbp": cost, "work": work,
                                                   "insuranceClaim": claim})
    for ref, vk, on, kind, inspector, result, defects, due, detained in INSPECTIONS:
        node(f"i:{ref}", ["Inspection"], {"inspectionRef": ref, "inspectedOn": iso(on), "kind": kind, "inspector": inspector,
                                          "result": result, "defects": defects, "nextDue": iso(due), "detained": detained})
        rel("INSPECTED", f"i:{ref}", f"v:{vk}")
    registered: dict[str, list[str]] = {}
    for i, (tname, kind, town, year, credit, active, spec, regs) in enumerate(BUYERS):
        node(f"b:{i}", ["Buyer"], {"tradingName": tname, "kind": kind, "town": town, "registeredYear": year,
                                   "creditLimitGbp": credit, "active": active, "specialities": spec})
        for hname, since, no, deposit in regs:
            rel("REGISTERED_AT", f"b:{i}", f"h:{hname}", {"since": iso(since), "buyerNo": no, "depositGbp": deposit})
            registered.setdefault(hname, []).append(i)

    # ---- trips ----
    plans = []  # (vessel, departed, returned, status, reason, relief)
    for key, (n, first, last, (dmin, dmax)) in TRIPS.items():
        pinned = [p for p in PINNED if p[0] == key]
        plans.extend(pinned)
        taken = [(p[1], p[2] or p[1] + dt.timedelta(days=8)) for p in pinned]
        span = (last - first).days
        while len([p for p in plans if p[0] == key]) < n:
            start = first + dt.timedelta(days=rng.randrange(span))
            if start.weekday() == 6 or (key in ("OP", "EB", "DN") and start.month in (6, 7, 8)):
                continue
            length = rng.randint(dmin, dmax) - 1
            end = start + dt.timedelta(days=length)
            if any(not (end + dt.timedelta(days=3) < a or start > b + dt.timedelta(days=3)) for a, b in taken):
                continue
            taken.append((start, end))
            plans.append((key, start, end, "landed", None, None))
    plans.sort(key=lambda p: (p[1], p[0]))
    counters = {2024: 11, 2025: 3, 2026: 1}
    trips = []
    for vk, dep, ret, status, reason, relief in plans:
        yr = dep.year
        counters[yr] += rng.randint(1, 6)
        ref = f"TR-{yr % 100:02d}-{counters[yr]:03d}"
        v = vessel[vk]
        day_boat = TRIPS[vk][3][1] == 1
        crew_aboard = max(1, min(v[9], sum(1 for c in CREW if c[1] == vk) + rng.choice([0, 0, 1])))
        if vk == "VH":
            crew_aboard = 5
        fuel = None
        if status != "at sea":
            days = (ret - dep).days + 1
            fuel = float(round(v[7] * days * rng.uniform(3.2, 4.4) * (0.35 if day_boat else 1.0) / 10) * 10)
            if day_boat and rng.random() < 0.35:
                fuel = None
        wind = rng.choice([3, 4, 4, 5, 5, 6, 7]) if rng.random() < 0.75 else None
        if reason == "weather":
            wind = 8 if vk == "BH" else 9
        incidents = None
        if rng.random() < 0.2:
            incidents = sorted(rng.sample(INCIDENTS, rng.choice([1, 1, 2])))
        if reason == "breakdown":
            incidents = sorted(set((incidents or []) + ["towed in"]))
        if reason == "crew injury":
            incidents = ["crew injured"]
        node(f"t:{ref}", ["Trip"], {"tripRef": ref, "departed": iso(dep), "returned": iso(ret), "status": status,
                                    "abortReason": reason, "fuelLitres": fuel, "maxWindForce": wind, "incidents": incidents,
                                    "crewAboard": crew_aboard})
        rel("MADE_TRIP", f"v:{vk}", f"t:{ref}")
        skipper = relief or SKIPPER_OF[vk]
        rel("SKIPPERED", f"f:{skipper}", f"t:{ref}", {"relief": relief is not None})
        grounds, catches = FISHING[vk]
        open_grounds = [g for g in grounds if dep.strftime("%b") not in (CLOSED.get(g) or [])] or grounds
        fished = [rng.choice(open_grounds)]
        if len(open_grounds) > 1 and not day_boat and rng.random() < 0.35:
            fished = list(open_grounds[:2])
        for g in fished:
            hauls = rng.randint(2, 6) if day_boat else rng.randint(6, 22)
            if status == "aborted":
                hauls = rng.randint(0, 2)
            hours = round(hauls * rng.uniform(0.6, 3.2), 1) if vk not in ("SW", "BDS", "PM", "FM", "KP") else None
            rel("FISHED", f"t:{ref}", f"gr:{g}", {"hauls": hauls, "hoursFishing": hours})
        landing = v[14]
        if vk in ("AR", "CO") and rng.random() < 0.5:
            landing = "Porthkerran"
        if vk == "FM" and dep.year == 2025:
            landing = "Trewidden Quay"
        landed = []
        if status == "landed" or (status == "aborted" and reason != "breakdown" and rng.random() < 0.8):
            for sp, lo, hi, share in catches:
                if share <= 0:
                    continue
                if share < 1.0 and rng.random() > share:
                    continue
                kg = rng.uniform(lo, hi) * (0.3 if status == "aborted" else 1.0)
                kg = round(kg, 1)
                boxes = math.ceil(kg / BOX_KG.get(sp, 40))
                discard = round(kg * rng.uniform(0.02, 0.12), 1) if (not day_boat and GROUP[sp] != "shellfish" and rng.random() < 0.45) else None
                rel("LANDED", f"t:{ref}", f"s:{sp}", {"weightKg": kg, "boxes": boxes, "discardKg": discard})
                landed.append((sp, kg))
        if status != "at sea":
            total_t = sum(kg for _, kg in landed) / 1000
            dues_rate = next(h[7] for h in HARBOURS if h[0] == landing)
            dues = round(total_t * dues_rate + 12.0, 2) if (landed and dues_rate) else None
            berth = rng.choice(["fish quay", "inner harbour", "north pontoon", "ice berth"]) if landing in ("Porthkerran", "Skellmouth") else None
            rel("LANDED_AT", f"t:{ref}", f"h:{landing}", {"duesGbp": dues, "berth": berth})
        trips.append((ref, vk, dep, ret, status, landing, landed))

    # ---- quota ----
    quota_species = {s[0] for s in SPECIES if s[3]}
    for vk, (_grounds, catches) in FISHING.items():
        qs = [c[0] for c in catches if c[0] in quota_species and c[3] > 0]
        if not qs or vk == "HS":
            continue
        for sp in qs[:2]:
            base = max(c[2] for c in catches if c[0] == sp) * (TRIPS[vk][0] + 2)
            leased = rng.random() < 0.2
            if vk != "VH":  # sold on before the 2025 allocations
                rel("HAS_QUOTA", f"v:{vk}", f"s:{sp}", {"year": 2025, "allocationKg": int(round(base, -2)), "leased": leased})
            if vk in ("KL", "BH", "SC", "CV", "VH", "AR") and sp == qs[0]:
                rel("HAS_QUOTA", f"v:{vk}", f"s:{sp}", {"year": 2024, "allocationKg": int(round(base * 0.9, -2)), "leased": False})

    # ---- lots ----
    lot_no = {"Porthkerran": 210, "Skellmouth": 40, "Dunvarrow": 12}
    prefix = {"Porthkerran": "PK", "Skellmouth": "SK", "Dunvarrow": "DV"}
    lots = 0
    withdrawn_left = 5
    for ref, vk, _dep, ret, status, landing, landed in trips:
        if ret is None or ret.year != 2025 or not landed:
            continue
        if rng.random() < 0.25 and status == "landed":
            continue
        market = MARKET_FOR[landing]
        sale = ret
        days = next(h[4] for h in HARBOURS if h[0] == market)
        while WEEKDAY[sale.weekday()] not in days or sale == ret and landing != market:
            sale += dt.timedelta(days=1)
        for sp, kg in landed[:2]:
            parts = [(kg, None)] if kg < 900 else [(round(kg * 0.6, 1), "E"), (round(kg - round(kg * 0.6, 1), 1), "A")]
            for w, grade in parts:
                lot_no[market] += rng.randint(1, 9)
                lno = f"{prefix[market]}25-{lot_no[market]:04d}"
                grade = grade or rng.choice(["E", "A", "A", "B"])
                size = rng.randint(1, 5) if GROUP[sp] not in ("shellfish", "cephalopod") and sp != "Sardine" else None
                tags = []
                vtype = vessel[vk][3]
                if vtype in ("netter", "handliner", "potter") and rng.random() < 0.6:
                    tags.append("day boat")
                if vtype == "handliner":
                    tags.append("line caught")
                if vtype == "potter":
                    tags.append("pot caught")
                if sp == "Lobster" or (sp == "Brown Crab" and rng.random() < 0.5):
                    tags.append("live")
                if GROUP[sp] in ("demersal",) and rng.random() < 0.3:
                    tags.append("gutted")
                if sp in ("Hake", "Sardine") and rng.random() < 0.5:
                    tags.append("MSC certified")
                reserve = round(PRICE[sp] * rng.uniform(0.75, 0.95), 2) if rng.random() < 0.22 else None
                withdrawn = withdrawn_left > 0 and rng.random() < 0.12
                reason = None
                if withdrawn:
                    withdrawn_left -= 1
                    reason = rng.choice(["no bids", "below reserve", "quality"])
                    if reason == "below reserve" and reserve is None:
                        reserve = round(PRICE[sp] * 0.95, 2)
                node(f"l:{lno}", ["Lot"], {"lotNo": lno, "saleDate": iso(sale), "weightKg": w, "boxes": math.ceil(w / BOX_KG.get(sp, 40)),
                                           "grade": grade, "sizeGrade": size, "status": "withdrawn" if withdrawn else "sold",
                                           "reservePerKg": reserve, "tags": sorted(tags) or None, "withdrawnReason": reason})
                rel("FROM_TRIP", f"l:{lno}", f"t:{ref}")
                rel("OF_SPECIES", f"l:{lno}", f"s:{sp}")
                opening = round(PRICE[sp] * rng.uniform(1.3, 1.6), 2)
                rel("AUCTIONED_AT", f"l:{lno}", f"h:{market}", {"auctioneer": rng.choice(AUCTIONEERS[market]), "openingPerKg": opening})
                lots += 1
                if withdrawn:
                    continue
                spec = SPECIALITY[GROUP[sp]]
                cands = [b for b in registered[market] if BUYERS[b][5] and BUYERS[b][3] <= 2024
                         and (BUYERS[b][6] is None or spec in BUYERS[b][6])]
                if w > 400:
                    cands = [b for b in cands if BUYERS[b][1] not in ("restaurant", "fishmonger")]
                if sp in ("Sardine", "Mackerel"):
                    cands = [b for b in cands if BUYERS[b][6] and "pelagic" in BUYERS[b][6]] or cands
                buyer = rng.choice(cands)
                factor = {"E": 1.12, "A": 1.0, "B": 0.8}[grade]
                price = round(PRICE[sp] * factor * rng.uniform(0.88, 1.15), 2)
                if reserve and price < reserve:
                    price = round(reserve + 0.1, 2)
                paid = None if rng.random() < 0.12 else iso(sale + dt.timedelta(days=rng.randint(1, 28)))
                rel("BOUGHT", f"b:{buyer}", f"l:{lno}", {"pricePerKg": price, "paidOn": paid, "onlineBid": rng.random() < 0.3})

    graph = {
        "description": "An invented commercial fishing fleet and its harbour fish auctions (Kerran Bay); see README.md.",
        "date_keys": ["since", "medicalExpiry", "towedOn", "startDate", "inspectedOn", "nextDue", "departed", "returned",
                      "saleDate", "paidOn"],
        "nodes": nodes,
        "relationships": rels,
    }
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    labels: dict[str, int] = {}
    for n in nodes:
        for lab in n["labels"]:
            labels[lab] = labels.get(lab, 0) + 1
    types: dict[str, int] = {}
    for r in rels:
        types[r["type"]] = types.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes, {len(rels)} relationships, {lots} lots")
    print(labels)
    print(types)


if __name__ == "__main__":
    main()
