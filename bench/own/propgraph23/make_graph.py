#!/usr/bin/env python3
"""Write graph.json: an invented wholesale plant nursery (Hallowmere Nurseries) as its staff might keep it in Neo4j.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, cultivar name, customer,
supplier, town and show is invented (the genus names and the trade's terms - P9, plug, liner, URC, PA1, PA6,
Danish trolley, RHS hardiness ratings - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 6565
HERE = Path(__file__).resolve().parent

# key, firstName, surname, jobTitle, section, manager key, startDate, birthYear, forkliftLicence, hoursPerWeek,
# quals (list or None), spray operator: (pa6Since int year, sprayerTypes) or None
STAFF = [
    ("md", "Perpetua", "Hallowmere", "Managing Director", "Management", None, "2001-04-02", 1964, False, 45.0,
     ["RHS Level 3", "First Aid at Work"], None),
    ("gm", "Crispin", "Vardy", "General Manager", "Management", "md", "2008-02-11", 1971, True, 42.5,
     ["FLT counterbalance", "Plant Passport trained"], None),
    ("pm", "Rowena", "Tilsley", "Production Manager", "Production", "gm", "2011-09-05", 1979, True, 40.0,
     ["PA1", "PA6", "RHS Level 3", "FLT counterbalance"], (2012, ["knapsack", "boom"])),
    ("hp", "Anselm", "Drabble", "Head Propagator", "Propagation", "pm", "2013-03-18", 1982, False, 40.0,
     ["RHS Level 3", "PA1"], None),
    ("pr1", "Wren", "Castleford", "Propagator", "Propagation", "hp", "2017-05-22", 1990, False, 37.5,
     ["RHS Level 2"], None),
    ("pr2", "Juno", "Ashby-Leigh", "Propagator", "Propagation", "hp", "2019-08-12", 1994, False, 30.0,
     ["RHS Level 2", "PA1", "PA6"], (2021, ["knapsack"])),
    ("pr3", "Tamsin", "Oakhanger", "Propagator", "Propagation", "hp", "2022-01-10", None, False, 37.5, None, None),
    ("ga", "Lorcan", "Pennefather", "Grower", "Production", "pm", "2014-04-07", 1985, True, 40.0,
     ["PA1", "PA6", "FLT counterbalance"], (2015, ["boom", "knapsack", "fogger"])),
    ("gb", "Effie", "Marchbank", "Grower", "Production", "pm", "2016-06-20", 1988, True, 40.0,
     ["PA1", "PA6", "RHS Level 2"], (2017, ["knapsack"])),
    ("gc", "Idris", "Fenwright", "Grower", "Production", "pm", "2020-02-03", 1992, False, 37.5,
     ["RHS Level 2"], None),
    ("na1", "Bram", "Kittering", "Nursery Assistant", "Production", "ga", "2021-03-29", 1999, True, 37.5,
     ["FLT counterbalance"], None),
    ("na2", "Maisie", "Coldwell", "Nursery Assistant", "Production", "ga", "2022-09-12", 2002, False, 30.0, None,
     None),
    ("na3", "Oswin", "Trethowan", "Nursery Assistant", "Production", "gb", "2023-04-17", 2001, False, 37.5,
     ["PA1"], None),
    ("na4", "Delphine", "Scarrow", "Nursery Assistant", "Production", "gb", "2024-03-04", None, False, 22.5, None,
     None),
    ("na5", "Kit", "Ambrose-Hale", "Nursery Assistant", "Production", "gc", "2024-08-19", 2004, True, 37.5,
     ["FLT counterbalance"], None),
    ("na6", "Saoirse", "Pellow", "Nursery Assistant", "Production", "gc", "2025-02-24", 2005, False, 16.0, None,
     None),
    ("ph", "Gideon", "Wrathall", "Plant Health Officer", "Plant Health", "gm", "2015-10-12", 1980, False, 37.5,
     ["PA1", "PA6", "BASIS Certificate in Crop Protection", "Plant Passport trained"],
     (2010, ["knapsack", "boom", "fogger"])),
    ("ipm", "Hester", "Gorringe", "IPM Technician", "Plant Health", "ph", "2021-06-07", 1996, False, 37.5,
     ["PA1", "PA6"], (2022, ["knapsack"])),
    ("dm", "Barnaby", "Quarrie", "Dispatch Manager", "Dispatch", "gm", "2012-01-16", 1976, True, 42.5,
     ["FLT counterbalance", "Cat C", "Plant Passport trained"], None),
    ("dr1", "Fergal", "Hobday", "Driver", "Dispatch", "dm", "2016-11-07", 1983, True, 45.0,
     ["Cat C", "FLT counterbalance"], None),
    ("dr2", "Mervyn", "Stanbury", "Driver", "Dispatch", "dm", "2019-03-11", 1970, True, 45.0, ["Cat C", "CPC"],
     None),
    ("dr3", "Ottoline", "Brisco", "Driver", "Dispatch", "dm", "2023-05-30", 1991, False, 40.0, ["Cat B+E"], None),
    ("pk1", "Lachlan", "Verity", "Order Picker", "Dispatch", "dm", "2020-09-14", 1998, True, 37.5,
     ["FLT counterbalance"], None),
    ("pk2", "Ines", "Carbury", "Order Picker", "Dispatch", "dm", "2022-03-21", 2000, False, 37.5, None, None),
    ("pk3", "Rafferty", "Dunnage", "Order Picker", "Dispatch", "dm", "2024-09-02", None, False, 20.0, None, None),
    ("sm", "Clemency", "Audley", "Sales Manager", "Sales", "gm", "2010-07-19", 1974, False, 40.0,
     ["RHS Level 2"], None),
    ("sr1", "Torin", "Maskelyne", "Sales Rep", "Sales", "sm", "2015-02-09", 1981, False, 40.0, ["Cat B+E"], None),
    ("sr2", "Philippa", "Greatorex", "Sales Rep", "Sales", "sm", "2018-10-01", 1987, False, 40.0, None, None),
    ("sr3", "Aurelio", "Fanshawe", "Sales Rep", "Sales", "sm", "2023-01-09", 1995, False, 32.0, ["RHS Level 2"],
     None),
    ("so", "Bryony", "Eustace", "Sales Office Administrator", "Sales", "sm", "2019-05-13", 1993, False, 30.0, None,
     None),
    ("om", "Humphrey", "Lathbury", "Office Manager", "Office", "md", "2006-08-28", 1969, False, 37.5,
     ["First Aid at Work"], None),
    ("ac", "Niamh", "Ollerenshaw", "Accounts Clerk", "Office", "om", "2017-12-04", 1984, False, 25.0, None, None),
    ("wm", "Torquil", "Beddoes", "Web Shop Coordinator", "Sales", "sm", "2024-01-15", 1997, False, 37.5, None, None),
    ("mt", "Agatha", "Rundle", "Maintenance Technician", "Production", "pm", "2009-05-05", 1966, True, 40.0,
     ["FLT counterbalance", "First Aid at Work", "Cat B+E"], None),
]

# cultivar, genus, plantType, hardiness (RHS), heightCm, spreadCm, flowerColour, floweringMonths, rhsAgm, pbr,
# introducedYear, discontinuedOn, evergreen, listPriceGbp (price of the smallest pot), potSizes
PLANTS = [
    ("Ember Dusk", "Salvia", "perennial", "H4", 80, 60, "orange", ["Jun", "Jul", "Aug", "Sep", "Oct"], True, True, 2016,
     None, False, 3.95, ["P9", "2L"]),
    ("Midnight Choir", "Salvia", "perennial", "H4", 90, 50, "purple", ["Jul", "Aug", "Sep", "Oct"], False, True, 2021,
     None, False, 4.25, ["P9", "2L", "3L"]),
    ("Lantern Bay", "Salvia", "perennial", "H3", 110, 70, "red", ["Aug", "Sep", "Oct"], False, False, 2012,
     "2024-09-30", False, 3.6, ["2L"]),
    ("Quarry Blue", "Geranium", "perennial", "H7", 45, 60, "blue", ["May", "Jun", "Jul"], True, False, 2008, None,
     False, 3.2, ["P9", "2L"]),
    ("Brindle Rose", "Geranium", "perennial", "H7", 35, 50, "pink", ["Jun", "Jul", "Aug", "Sep"], False, True, 2019,
     None, False, 3.5, ["P9", "2L"]),
    ("Snowfield Lace", "Geranium", "perennial", "H6", 30, 40, "white", ["May", "Jun"], False, False, 2010, None, False,
     3.2, ["P9"]),
    ("Copper Kettle", "Heuchera", "perennial", "H6", 30, 40, "cream", ["Jun", "Jul"], False, True, 2017, None, True,
     4.1, ["P9", "2L"]),
    ("Pewter Moon", "Heuchera", "perennial", "H6", 35, 45, "white", ["Jun", "Jul"], True, True, 2014, None, True, 4.1,
     ["P9", "2L"]),
    ("Blackcurrant Fizz", "Heuchera", "perennial", "H5", 30, 35, "pink", ["May", "Jun"], False, True, 2023, None, True,
     4.5, ["P9"]),
    ("Harvest Ember", "Echinacea", "perennial", "H5", 70, 45, "orange", ["Jul", "Aug", "Sep"], False, True, 2020, None,
     False, 5.25, ["2L", "3L"]),
    ("Meadow Lantern", "Echinacea", "perennial", "H5", 90, 50, "pink", ["Jul", "Aug", "Sep"], True, False, 2009, None,
     False, 4.75, ["2L"]),
    ("Catkin Cloud", "Nepeta", "perennial", "H7", 60, 60, "blue", ["May", "Jun", "Jul", "Aug", "Sep"], True, False,
     2005, None, False, 3.2, ["P9", "2L"]),
    ("Sallowford Mist", "Nepeta", "perennial", "H7", 40, 50, "blue", ["Jun", "Jul", "Aug"], False, False, 2018, None,
     False, 3.35, ["P9"]),
    ("Starling Hill", "Astrantia", "perennial", "H7", 60, 45, "red", ["Jun", "Jul"], True, True, 2013, None, False,
     4.95, ["2L"]),
    ("Pale Trumpeter", "Astrantia", "perennial", "H7", 55, 40, "white", ["Jun", "Jul", "Aug"], False, False, 2011,
     None, False, 4.6, ["P9", "2L"]),
    ("Foxley Flame", "Penstemon", "perennial", "H4", 75, 45, "red", ["Jun", "Jul", "Aug", "Sep"], False, False, 2007,
     None, False, 3.4, ["P9", "2L"]),
    ("Gull Wing", "Penstemon", "perennial", "H4", 70, 40, "white", ["Jul", "Aug", "Sep"], False, False, 2015,
     "2025-03-31", False, 3.4, ["P9"]),
    ("Tidewater Blue", "Hosta", "perennial", "H7", 50, 90, "lilac", ["Jul", "Aug"], True, False, 2006, None, False,
     5.5, ["2L", "3L"]),
    ("Limewash", "Hosta", "perennial", "H7", 40, 70, "white", ["Jul"], False, True, 2018, None, False, 5.5, ["2L"]),
    ("Goldcrest Gleam", "Rudbeckia", "perennial", "H7", 70, 50, "yellow", ["Aug", "Sep", "Oct"], True, False, 2004,
     None, False, 3.6, ["P9", "2L"]),
    ("Parchment Plate", "Achillea", "perennial", "H7", 75, 50, "cream", ["Jun", "Jul", "Aug"], False, False, 2016,
     None, False, 3.3, ["P9", "2L"]),
    ("Terracotta Tide", "Achillea", "perennial", "H7", 70, 50, "terracotta", ["Jun", "Jul", "Aug"], False, True, 2022,
     None, False, 3.75, ["P9"]),
    ("Navy Parade", "Agapanthus", "perennial", "H4", 80, 50, "blue", ["Jul", "Aug"], True, True, 2015, None, False,
     7.95, ["3L", "5L"]),
    ("Pier Light", "Agapanthus", "perennial", "H4", 60, 45, "white", ["Jul", "Aug"], False, True, 2021, None, False,
     7.95, ["3L"]),
    ("Bonfire Night", "Helenium", "perennial", "H7", 100, 60, "red", ["Aug", "Sep", "Oct"], True, False, 2010, None,
     False, 3.85, ["2L"]),
    ("Sunset Skep", "Kniphofia", "perennial", "H5", 100, 60, "orange", ["Jun", "Jul", "Aug"], False, True, 2019, None,
     True, 6.25, ["3L"]),
    ("Linen Cupboard", "Leucanthemum", "perennial", "H7", 65, 45, "white", ["Jun", "Jul", "Aug"], False, False, 2003,
     None, False, 2.95, ["P9", "2L"]),
    ("Damson Mist", "Phlox", "perennial", "H7", 90, 60, "purple", ["Jul", "Aug", "Sep"], False, True, 2020, None,
     False, 4.4, ["2L"]),
    ("Apricot Steeple", "Digitalis", "biennial", "H5", 120, 40, "apricot", ["May", "Jun", "Jul"], False, False, 2014,
     None, False, 3.3, ["P9", "2L"]),
    ("Wintergreen Bells", "Digitalis", "perennial", "H5", 90, 40, "cream", ["Jun", "Jul"], False, True, 2024, None,
     False, 4.95, ["2L"]),
    ("Marrowfield Blush", "Hebe", "shrub", "H4", 80, 80, "pink", ["Jul", "Aug", "Sep"], False, False, 2009, None,
     True, 6.5, ["2L", "3L"]),
    ("Tern Island", "Hebe", "shrub", "H4", 45, 60, "white", ["Jun", "Jul"], True, False, 2012, None, True, 6.5,
     ["2L"]),
    ("Slate Roof", "Pittosporum", "shrub", "H4", 250, 150, None, [], False, True, 2016, None, True, 9.95,
     ["3L", "10L"]),
    ("Silver Drizzle", "Pittosporum", "shrub", "H4", 120, 90, None, [], True, True, 2018, None, True, 9.95,
     ["3L", "10L"]),
    ("Cathedral Blue", "Hydrangea", "shrub", "H5", 150, 150, "blue", ["Jul", "Aug", "Sep"], False, False, 2011, None,
     False, 11.5, ["3L", "5L"]),
    ("Paper Lantern", "Hydrangea", "shrub", "H5", 180, 150, "white", ["Jul", "Aug", "Sep", "Oct"], True, True, 2017,
     None, False, 12.5, ["3L", "5L", "10L"]),
    ("Kettlesby Kiss", "Abelia", "shrub", "H4", 120, 120, "pink", ["Jul", "Aug", "Sep", "Oct"], False, True, 2022,
     None, True, 8.95, ["3L"]),
    ("Orchard Snow", "Choisya", "shrub", "H4", 150, 150, "white", ["Apr", "May", "Sep"], True, False, 2008, None,
     True, 9.5, ["3L", "10L"]),
    ("Chalkpit Star", "Cistus", "shrub", "H4", 90, 100, "white", ["Jun", "Jul"], False, False, 2013, "2025-06-30",
     True, 7.5, ["3L"]),
    ("Buttercup Lane", "Hypericum", "shrub", "H5", 100, 100, "yellow", ["Jul", "Aug", "Sep"], False, False, 2007,
     None, False, 6.95, ["3L"]),
    ("Flamebud", "Pieris", "shrub", "H5", 150, 120, "white", ["Mar", "Apr"], True, True, 2015, None, True, 11.95,
     ["3L", "10L"]),
    ("Robin Hollow", "Skimmia", "shrub", "H5", 70, 80, "red", ["Mar", "Apr"], False, True, 2019, None, True, 10.5,
     ["2L", "3L"]),
    ("Hartley Plume", "Miscanthus", "grass", "H6", 180, 90, "silver", ["Sep", "Oct"], True, False, 2006, None, False,
     6.95, ["3L", "10L"]),
    ("Zebra Gate", "Miscanthus", "grass", "H6", 160, 80, "pink", ["Sep", "Oct"], False, True, 2020, None, False, 7.5,
     ["3L"]),
    ("Little Tarn", "Carex", "grass", "H5", 30, 40, None, [], False, True, 2017, None, True, 4.5, ["P9", "2L"]),
    ("Amber Ripple", "Carex", "grass", "H5", 40, 50, None, [], True, False, 2011, None, True, 4.5, ["2L"]),
    ("Foxtail Hush", "Pennisetum", "grass", "H3", 80, 70, "buff", ["Aug", "Sep", "Oct"], False, False, 2014, None,
     False, 5.95, ["3L"]),
    ("Frosted Tuft", "Festuca", "grass", "H5", 25, 30, "blue-grey", ["Jun", "Jul"], True, False, 2002, None, True,
     2.95, ["P9"]),
    ("Golden Oat Sweep", "Stipa", "grass", "H5", 200, 100, "gold", ["Jun", "Jul", "Aug"], True, False, 2010, None,
     True, 7.95, ["3L"]),
    ("Chimney Feather", "Calamagrostis", "grass", "H7", 150, 60, "buff", ["Jun", "Jul", "Aug"], False, False, 2016,
     None, False, 6.5, ["3L"]),
    ("Copper Crozier", "Dryopteris", "fern", "H6", 60, 60, None, [], True, False, 2009, None, True, 5.95,
     ["2L", "3L"]),
    ("Shuttlecock Shade", "Polystichum", "fern", "H6", 50, 70, None, [], False, False, 2015, None, True, 5.95,
     ["2L"]),
    ("Hartstongue Crest", "Asplenium", "fern", "H6", 40, 50, None, [], False, False, 2012, "2024-12-31", True, 5.5,
     ["2L"]),
    ("Creeping Hearth", "Thymus", "herb", "H5", 5, 40, "pink", ["Jun", "Jul"], False, False, 2005, None, True, 2.75,
     ["P9"]),
    ("Lemon Scullery", "Thymus", "herb", "H5", 20, 30, "lilac", ["Jun", "Jul"], True, False, 2008, None, True, 2.75,
     ["P9"]),
    ("Blue Harbour", "Rosmarinus", "herb", "H4", 100, 90, "blue", ["Mar", "Apr", "May"], True, False, 2004, None,
     True, 3.5, ["P9", "2L"]),
    ("Saltmarsh Sprig", "Rosmarinus", "herb", "H4", 60, 80, "blue", ["Apr", "May"], False, True, 2021, None, True,
     3.95, ["P9"]),
    ("Hilltop Oregano", "Origanum", "herb", "H6", 40, 40, "pink", ["Jul", "Aug", "Sep"], False, False, 2011, None,
     False, 2.85, ["P9"]),
    ("Peppermint Parlour", "Mentha", "herb", "H6", 50, 90, "lilac", ["Jul", "Aug"], False, False, 2013, None, False,
     2.85, ["P9"]),
    ("Dovecote Lilac", "Lavandula", "shrub", "H5", 60, 60, "lilac", ["Jun", "Jul", "Aug"], True, True, 2014, None,
     True, 4.95, ["P9", "2L", "3L"]),
    ("Amethyst Row", "Lavandula", "shrub", "H5", 45, 45, "purple", ["Jun", "Jul"], False, False, 2009, None, True,
     4.5, ["P9", "2L"]),
]

# child cultivar, parent cultivar, origin, foundYear (None where not recorded)
DERIVED = [
    ("Midnight Choir", "Ember Dusk", "seedling", 2018),
    ("Brindle Rose", "Quarry Blue", "seedling", 2016),
    ("Blackcurrant Fizz", "Copper Kettle", "sport", 2021),
    ("Pewter Moon", "Copper Kettle", "selection", None),
    ("Harvest Ember", "Meadow Lantern", "seedling", 2017),
    ("Sallowford Mist", "Catkin Cloud", "sport", 2016),
    ("Terracotta Tide", "Parchment Plate", "seedling", 2019),
    ("Pier Light", "Navy Parade", "sport", 2019),
    ("Wintergreen Bells", "Apricot Steeple", "selection", 2022),
    ("Zebra Gate", "Hartley Plume", "sport", 2018),
    ("Little Tarn", "Amber Ripple", "sport", 2015),
    ("Saltmarsh Sprig", "Blue Harbour", "seedling", 2019),
    ("Silver Drizzle", "Slate Roof", "sport", 2016),
]

# supplierName, country, supplies, leadTimeWeeks, preferred, rating (None: not rated), firstUsedYear, plantPassportNo
SUPPLIERS = [
    ("Verdanthal Jungpflanzen", "Germany", ["plugs", "liners"], 6, True, 4.6, 2009, "DE-NW-1184"),
    ("Klaverhof Young Plants", "Netherlands", ["plugs", "URC"], 5, True, 4.3, 2011, "NL-5521907"),
    ("Brackenridge Liners", "England", ["liners"], 8, True, 4.8, 2004, "GB-44917"),
    ("Ostermoor Stauden", "Germany", ["plugs"], 7, False, 3.9, 2016, "DE-NI-3370"),
    ("Seedcraft Horticulture", "England", ["seed"], 2, True, 4.1, 2006, "GB-30288"),
    ("Tamblyn & Rowse", "England", ["liners", "bare root"], 10, False, None, 2019, "GB-51773"),
    ("Maison Ferrandine", "France", ["liners"], 9, False, 3.4, 2020, "FR-29-0417"),
    ("Graswerk Nord", "Netherlands", ["plugs"], 6, True, 4.4, 2013, "NL-6630142"),
    ("Cuttingedge Propagation", "Kenya", ["URC"], 4, False, 3.7, 2022, "KE-00871"),
    ("Dunsmoor Fern Nursery", "Scotland", ["plugs", "liners"], 12, False, 4.9, 2012, "GB-27105"),
    ("Aldenmere Seeds", "England", ["seed"], 1, False, None, 2024, "GB-60024"),
    ("Heathbank Shrubs", "Wales", ["liners"], 8, True, 4.2, 2010, "GB-38842"),
    ("Pellinore Plants BV", "Netherlands", ["liners", "plugs"], 5, False, 3.2, 2018, "NL-4417263"),
    ("Vilmarin Semences", "France", ["seed"], 3, False, 4.0, 2015, None),
]

# bayCode, bayType, areaM2, heated, irrigation, builtYear, minTempC, coverReplacedOn, outOfUse
BAYS = [
    ("GH1", "glasshouse", 1200, True, "ebb and flood", 1998, 8.0, None, False),
    ("GH2", "glasshouse", 1200, True, "overhead", 1998, 5.0, None, False),
    ("GH3", "glasshouse", 800, True, "capillary matting", 2012, 10.0, None, False),
    ("MU1", "mist unit", 90, True, "mist", 2012, 18.0, None, False),
    ("MU2", "mist unit", 90, True, "mist", 2019, 18.0, None, False),
    ("PT1", "polytunnel", 540, False, "overhead", 2005, None, "2021-04-14", False),
    ("PT2", "polytunnel", 540, False, "overhead", 2005, None, "2023-05-02", False),
    ("PT3", "polytunnel", 720, False, "drip", 2014, None, "2019-09-20", False),
    ("PT4", "polytunnel", 720, True, "capillary matting", 2014, 2.0, "2024-03-11", False),
    ("PT5", "polytunnel", 900, False, "overhead", 2020, None, None, False),
    ("PT6", "polytunnel", 900, False, "overhead", 2020, None, None, True),
    ("SO1", "standing-out bed", 2500, False, "overhead", 2001, None, None, False),
    ("SO2", "standing-out bed", 2500, False, "overhead", 2001, None, None, False),
    ("SO3", "standing-out bed", 1800, False, "drip", 2010, None, None, False),
    ("SO4", "standing-out bed", 1800, False, "drip", 2016, None, None, False),
    ("SH1", "shade house", 400, False, "overhead", 2012, None, None, False),
    ("CF1", "cold frame", 60, False, "hand", 1995, None, None, False),
    ("CF2", "cold frame", 60, False, "hand", 1995, None, None, True),
]

# tradeName, custType, town, key account (discountPct, keySince) or None
CUSTOMERS = [
    ("Greenacre Garden Centre", "garden centre", "Ashcombe", (12, 2015)),
    ("Bellflower Garden Centre", "garden centre", "Brindlecote", (10, 2018)),
    ("Ottery Mill Plant Centre", "garden centre", "Quillbridge", None),
    ("The Potting Shed Hurstwell", "garden centre", "Hurstwell", None),
    ("Sallowford Garden World", "garden centre", "Sallowford", (15, 2012)),
    ("Kettlesby Garden & Pet", "garden centre", "Kettlesby", None),
    ("Marrowfield Nurseries Retail", "garden centre", "Marrowfield", None),
    ("Dunsmoor Garden Centre", "garden centre", "Dunsmoor", (8, 2021)),
    ("Fellbridge Farm Shop & Plants", "farm shop", "Fellbridge", None),
    ("Tarnley Country Store", "farm shop", "Tarnley", None),
    ("Rookwood Landscapes", "landscaper", "Ashcombe", None),
    ("Verdigris Garden Design", "landscaper", "Brindlecote", None),
    ("Hawthorn & Flint Landscaping", "landscaper", "Hurstwell", (5, 2023)),
    ("Stonechat Gardens Ltd", "landscaper", "Tarnley", None),
    ("Pollard Outdoor Spaces", "landscaper", "Quillbridge", None),
    ("Moss & Mortar", "landscaper", "Kettlesby", None),
    ("Fernleigh Landscape Services", "landscaper", "Sallowford", None),
    ("Greywether Grounds Maintenance", "landscaper", "Dunsmoor", None),
    ("Quillbridge Town Council", "local authority", "Quillbridge", None),
    ("Ashcombe District Council Parks", "local authority", "Ashcombe", (7, 2019)),
    ("Brindlecote Borough Council", "local authority", "Brindlecote", None),
    ("Leafpost Plants Online", "online retailer", "Marrowfield", (10, 2020)),
    ("Root & Stem Direct", "online retailer", "Hurstwell", None),
    ("Boxed Borders Ltd", "online retailer", "Fellbridge", None),
    ("Pinewhistle Nursery", "nursery", "Tarnley", None),
    ("Coppice End Plants", "nursery", "Dunsmoor", None),
    ("Cinderford Market Plants", "market stall", "Kettlesby", None),
    ("Saturday Stems", "market stall", "Sallowford", None),
    ("Hollins Park Estate", "estate", "Fellbridge", None),
    ("Abbotsmere Hall Gardens", "estate", "Marrowfield", (6, 2022)),
    ("Wickwell Garden Centre", "garden centre", "Wickwell", None),
    ("Larkspur Lane Plants", "garden centre", "Wickwell", None),
    ("Orchard Gate Garden Centre", "garden centre", "Quillbridge", None),
    ("Bramble Bank Landscapes", "landscaper", "Wickwell", None),
    ("Hurstwell Housing Trust", "housing association", "Hurstwell", None),
    ("Kettlesby Homes Group", "housing association", "Kettlesby", None),
    ("The Walled Garden Café", "café", "Ashcombe", None),
    ("Tarnley Primary School", "school", "Tarnley", None),
    ("Heronsgate Golf Club", "golf club", "Dunsmoor", None),
    ("Sallowford Allotment Society", "allotment society", "Sallowford", None),
    ("Wisteria Works", "landscaper", "Marrowfield", None),
    ("Cobble & Thyme", "garden centre", "Fellbridge", None),
    ("Greenwell Gardens", "garden centre", "Brindlecote", None),
    ("The Plant Barrow", "market stall", "Quillbridge", None),
    ("Marlpit Landscapes", "landscaper", "Ashcombe", None),
    ("Brindlecote Rotary Fete", "charity", "Brindlecote", None),
    ("Ironstone Nursery", "nursery", "Wickwell", None),
    ("Bluebell Wood Hospice Shop", "charity", "Kettlesby", None),
    ("Dunsmoor Gardens Trust", "estate", "Dunsmoor", None),
    ("Tarnley Landscape Co", "landscaper", "Tarnley", None),
    ("Pebblebrook Garden Centre", "garden centre", "Hurstwell", (9, 2024)),
    ("Foxglove & Fennel", "online retailer", "Quillbridge", None),
    ("Quarryside Gardens", "garden centre", "Marrowfield", None),
    ("Sallowford Parish Council", "local authority", "Sallowford", None),
]

TOWN_POST = {"Ashcombe": ("AC", 14.5), "Brindlecote": ("BN", 22.0), "Quillbridge": ("QB", 8.2),
             "Hurstwell": ("HW", 31.4), "Sallowford": ("SF", 5.6), "Kettlesby": ("KB", 41.9),
             "Marrowfield": ("MF", 18.3), "Dunsmoor": ("DN", 55.7), "Fellbridge": ("FB", 11.1),
             "Tarnley": ("TN", 27.8), "Wickwell": ("WW", 36.0)}

# showName, organiser, county, month, firstHeld, indoor
SHOWS = [
    ("Wexcombe Spring Plant Fair", "Wexcombe Horticultural Society", "Wessexshire", "April", 1962, False),
    ("Great Marlow Vale Flower Show", "Vale Gardens Trust", "Marlowshire", "June", 1911, False),
    ("Northern Perennial Expo", "Perennial Growers Guild", "Yarrowdale", "September", 1987, True),
    ("Kingsfold Summer Show", "Kingsfold Agricultural Society", "Wessexshire", "July", 1874, False),
    ("National Plant Trade Showcase", "Growers Trade Association", "Midlandshire", "September", 2003, True),
    ("Castle Ardrey Garden Festival", "Ardrey Castle Trust", "Ardreyshire", "May", 1995, False),
    ("Coastway Autumn Show", "Coastway Gardeners Club", "Marlowshire", "October", 1951, True),
]

# cultivar, showName, year, medal, class
SHOWN = [
    ("Ember Dusk", "Great Marlow Vale Flower Show", 2017, "gold", "new plant"),
    ("Ember Dusk", "Northern Perennial Expo", 2018, "silver-gilt", "display"),
    ("Midnight Choir", "Great Marlow Vale Flower Show", 2022, "silver", "new plant"),
    ("Midnight Choir", "National Plant Trade Showcase", 2022, "gold", "new plant"),
    ("Blackcurrant Fizz", "National Plant Trade Showcase", 2024, "silver-gilt", "new plant"),
    ("Harvest Ember", "Northern Perennial Expo", 2021, "gold", "display"),
    ("Harvest Ember", "Kingsfold Summer Show", 2023, "bronze", "display"),
    ("Terracotta Tide", "National Plant Trade Showcase", 2023, "bronze", "new plant"),
    ("Navy Parade", "Kingsfold Summer Show", 2016, "silver", "display"),
    ("Pier Light", "Great Marlow Vale Flower Show", 2022, "silver-gilt", "new plant"),
    ("Wintergreen Bells", "Castle Ardrey Garden Festival", 2025, "gold", "new plant"),
    ("Wintergreen Bells", "Great Marlow Vale Flower Show", 2025, "silver", "new plant"),
    ("Paper Lantern", "Coastway Autumn Show", 2018, "silver", "display"),
    ("Kettlesby Kiss", "National Plant Trade Showcase", 2023, "silver", "new plant"),
    ("Zebra Gate", "Coastway Autumn Show", 2021, "bronze", "display"),
    ("Silver Drizzle", "Wexcombe Spring Plant Fair", 2019, "gold", "display"),
    ("Dovecote Lilac", "Kingsfold Summer Show", 2015, "gold", "display"),
    ("Dovecote Lilac", "Castle Ardrey Garden Festival", 2016, "silver-gilt", "display"),
    ("Starling Hill", "Castle Ardrey Garden Festival", 2014, "bronze", "display"),
    ("Damson Mist", "Northern Perennial Expo", 2021, "silver", "new plant"),
    ("Sunset Skep", "Kingsfold Summer Show", 2020, "silver-gilt", "new plant"),
]

LOSS_REASONS = ["vine weevil", "botrytis", "downy mildew", "frost", "root rot", "aphids"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    # staff
    staff_ids: dict[str, str] = {}
    for i, s in enumerate(STAFF):
        key, first, last, title, section, mgr, start, by, flt, hrs, quals, spray = s
        sid = f"s{i}"
        staff_ids[key] = sid
        props = {"staffNo": 1001 + i * 3, "firstName": first, "surname": last, "jobTitle": title, "section": section,
                 "startDate": start, "birthYear": by, "forkliftLicence": flt, "hoursPerWeek": hrs, "quals": quals,
                 "onSite": title not in ("Driver", "Sales Rep")}
        labels = ["Staff"]
        if spray:
            labels.append("SprayOperator")
            props["pa6Since"] = spray[0]
            props["sprayerTypes"] = spray[1]
        node(sid, labels, props)
    for key, *_rest in STAFF:
        s = next(x for x in STAFF if x[0] == key)
        if s[5]:
            since = None
            start_year = int(s[6][:4])
            mgr_year = int(next(x for x in STAFF if x[0] == s[5])[6][:4])
            if rng.random() < 0.55:
                since = max(start_year, mgr_year)
            rel("REPORTS_TO", staff_ids[key], staff_ids[s[5]], {"since": since})

    # plants
    plant_ids: dict[str, str] = {}
    for i, p in enumerate(PLANTS):
        (cv, genus, ptype, hard, h, sp, colour, months, agm, pbr, intro, disc, evg, price, pots) = p
        pid = f"p{i}"
        plant_ids[cv] = pid
        props = {"cultivar": cv, "genus": genus, "plantType": ptype, "hardiness": hard, "heightCm": h,
                 "spreadCm": sp if i % 11 != 5 else None, "flowerColour": colour,
                 "floweringMonths": months or None, "rhsAgm": agm, "pbr": pbr, "introducedYear": intro,
                 "discontinuedOn": disc, "evergreen": evg, "listPriceGbp": price, "potSizes": pots,
                 "beeFriendly": bool(months) and colour not in ("white", "cream") or genus in ("Nepeta", "Salvia")}
        node(pid, ["Plant"], props)
    for child, parent, origin, year in DERIVED:
        rel("DERIVED_FROM", plant_ids[child], plant_ids[parent], {"origin": origin, "foundYear": year})

    # suppliers
    sup_ids: dict[str, str] = {}
    for i, s in enumerate(SUPPLIERS):
        name, country, supplies, lead, pref, rating, first, passport = s
        sup_ids[name] = f"u{i}"
        node(f"u{i}", ["Supplier"], {"supplierName": name, "country": country, "supplies": supplies,
                                     "leadTimeWeeks": lead, "preferred": pref, "rating": rating,
                                     "firstUsedYear": first, "plantPassportNo": passport})

    # bays
    bay_ids: dict[str, str] = {}
    for i, b in enumerate(BAYS):
        code, btype, area, heated, irr, built, mint, cover, out = b
        bay_ids[code] = f"b{i}"
        node(f"b{i}", ["Bay"], {"bayCode": code, "bayType": btype, "areaM2": area, "heated": heated,
                                "irrigation": irr, "builtYear": built, "minTempC": mint,
                                "coverReplacedOn": cover, "outOfUse": out})

    # crops (lots)
    propagators = ["hp", "pr1", "pr2", "pr3"]
    growers = ["ga", "gb", "gc", "na1", "na2", "na3", "na4", "na5", "na6"]
    live_bays = {
        "propagation": ["MU1", "MU2", "GH3", "GH1"],
        "growing on": ["GH1", "GH2", "PT1", "PT2", "PT3", "PT4", "PT5", "SH1", "CF1"],
        "standing out": ["SO1", "SO2", "SO3", "SO4"],
    }
    sup_by_material: dict[str, list[str]] = {}
    for s in SUPPLIERS:
        for m in s[2]:
            sup_by_material.setdefault(m, []).append(s[0])
    crop_rows = []
    d = dt.date(2024, 1, 8)
    n = 0
    year_seq = {2024: 0, 2025: 0}
    while d < dt.date(2025, 10, 28):
        n += 1
        options = [p for p in PLANTS if p[10] <= d.year and not (p[11] and dt.date.fromisoformat(p[11]) < d)]
        p = rng.choice(options)
        year_seq[d.year] += rng.randint(1, 3)
        lot = f"L{d.year % 100}-{year_seq[d.year]:03d}"
        pot = rng.choice(p[14])
        if p[1] in ("Dryopteris", "Polystichum", "Asplenium"):
            material = "plugs"
        elif p[2] == "shrub":
            material = rng.choice(["liners", "liners", "URC", "own cuttings"])
        elif p[2] == "grass":
            material = rng.choice(["plugs", "plugs", "seed", "division"])
        elif p[2] == "herb":
            material = rng.choice(["seed", "URC", "own cuttings", "plugs"])
        else:
            material = rng.choice(["plugs", "plugs", "liners", "seed", "URC", "own cuttings", "division"])
        start_stage = "propagation" if material in ("seed", "URC", "own cuttings") else "growing on"
        qty = rng.choice([240, 360, 480, 540, 720, 960, 1080, 1440]) if pot == "P9" else \
            rng.choice([120, 180, 240, 300, 360, 480]) if pot in ("2L", "3L") else rng.choice([40, 60, 80, 100, 150])
        weeks_total = {"P9": 10, "2L": 14, "3L": 18, "5L": 26, "10L": 40}[pot] + rng.randint(-2, 4)
        ready = d + dt.timedelta(weeks=weeks_total)
        crop_rows.append((lot, d, p, pot, material, start_stage, qty, ready))
        d += dt.timedelta(days=rng.randint(5, 10))
    cutoff = dt.date(2025, 11, 1)
    crop_ids: dict[str, str] = {}
    losses = 0
    for i, (lot, d, p, pot, material, start_stage, qty, ready) in enumerate(crop_rows):
        cid = f"c{i}"
        crop_ids[lot] = cid
        lost_reason = None
        lost = rng.randint(0, qty // 40)
        if rng.random() < 0.12:
            lost_reason = LOSS_REASONS[losses % len(LOSS_REASONS)]
            losses += 1
            lost = qty // rng.choice([3, 4, 6, 10])
        written_off = lost_reason is not None and lost >= qty // 3
        saleable = ready if ready < cutoff and not written_off else None
        if written_off:
            status = "written off"
        elif saleable is None:
            status = "growing"
        elif ready < dt.date(2025, 4, 1):
            status = "sold out"
        else:
            status = "ready"
        qc = round(rng.uniform(2.5, 5.0), 1) if saleable and rng.random() < 0.7 else None
        node(cid, ["Crop"], {"lotNo": lot, "pottedOn": d.isoformat(), "potSize": pot, "qtyPotted": qty,
                             "qtyLost": lost, "saleableFrom": saleable.isoformat() if saleable else None,
                             "status": status, "lossReason": lost_reason, "peatFree": rng.random() < 0.6,
                             "qcScore": qc, "labelled": saleable is not None and rng.random() < 0.9})
        rel("OF_PLANT", cid, plant_ids[p[0]], {})
        # who propagated / potted it
        if start_stage == "propagation":
            lead = rng.choice(propagators)
            task = {"seed": "sowing", "URC": "sticking cuttings", "own cuttings": "sticking cuttings"}[material]
        else:
            lead = rng.choice(growers[:6])
            task = "potting" if material != "division" else "dividing"
        rel("PROPAGATED", staff_ids[lead], cid, {"task": task, "lead": True,
                                                  "hours": round(qty / rng.choice([60, 80, 100, 120]), 1)})
        if rng.random() < 0.28:
            helper = rng.choice([g for g in growers if g != lead])
            rel("PROPAGATED", staff_ids[helper], cid, {"task": "potting on" if start_stage == "propagation"
                                                        else "spacing", "lead": False,
                                                        "hours": round(qty / rng.choice([150, 200, 300]), 1)})
        # supplier
        if material not in ("own cuttings", "division"):
            sup = rng.choice(sup_by_material[material])
            unit = {"plugs": (18, 45), "liners": (55, 140), "seed": (1, 6), "URC": (9, 22), "bare root": (80, 150)}
            lo, hi = unit[material]
            recv = d - dt.timedelta(days=rng.randint(0, 6))
            rel("SOURCED_FROM", cid, sup_ids[sup], {"material": material, "qty": qty if material != "seed" else
                                                    qty * 3, "unitCostPence": rng.randint(lo, hi),
                                                    "receivedOn": recv.isoformat()})
        # bays
        stage_date = d
        stages = [start_stage]
        if start_stage == "propagation":
            stages.append("growing on")
        if pot in ("2L", "3L", "5L", "10L") and rng.random() < 0.45 or rng.random() < 0.08:
            stages.append("standing out")
        for st in stages:
            if stage_date > cutoff:
                break
            choices = live_bays[st]
            if st == "growing on" and (p[3] in ("H3", "H4") or p[2] == "herb"):
                choices = [c for c in choices if c in ("GH1", "GH2", "PT4", "PT1", "PT2")]
            if p[2] == "fern" and st != "propagation":
                choices = ["SH1"]
            bay = rng.choice(choices)
            weeks = {"propagation": rng.randint(3, 6), "growing on": rng.randint(6, 14),
                     "standing out": rng.randint(4, 20)}[st]
            props = {"stage": st, "movedInOn": stage_date.isoformat(), "weeks": weeks,
                     "spacingCm": None if st == "propagation" else rng.choice([0, 5, 10, 15, 20, 30])}
            if props["spacingCm"] == 0:
                props["spacingCm"] = None
            rel("IN_BAY", cid, bay_ids[bay], props)
            stage_date = stage_date + dt.timedelta(weeks=weeks)

    # customers
    cust_ids: dict[str, str] = {}
    cust_meta: dict[str, tuple] = {}
    acct = 1004
    for i, c in enumerate(CUSTOMERS):
        tname, ctype, town, key = c
        cid = f"k{i}"
        cust_ids[tname] = cid
        prefix, miles = TOWN_POST[town]
        acct += rng.randint(3, 29)
        opened = dt.date(2003, 1, 1) + dt.timedelta(days=rng.randint(0, 8000))
        if key:
            opened = min(opened, dt.date(key[1] - 1, rng.randint(1, 12), rng.randint(1, 28)))
        credit = None if i % 9 == 4 else rng.choice([500, 1000, 2500, 5000, 7500, 10000, 15000])
        if key:
            credit = rng.choice([15000, 20000, 25000, 30000])
        trade = ctype in ("garden centre", "landscaper", "nursery", "online retailer", "farm shop", "market stall")
        days = sorted(rng.sample(["Mon", "Tue", "Wed", "Thu", "Fri"], rng.randint(1, 3)),
                      key=["Mon", "Tue", "Wed", "Thu", "Fri"].index) if i % 8 != 3 else None
        props = {"tradeName": tname, "acctNo": f"HN{acct}", "custType": ctype, "town": town,
                 "postcode": f"{prefix}{rng.randint(1, 19)} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
                             f"{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}",
                 "distanceMiles": round(miles + rng.uniform(-3, 3), 1), "creditLimitGbp": credit,
                 "accountOpenedOn": opened.isoformat(), "payTermsDays": 60 if key else rng.choice([0, 30, 30, 30]),
                 "tradeAccount": trade, "onStop": i in (6, 26, 44), "deliveryDays": days,
                 "ccTrolleysHeld": rng.randint(0, 14) if ctype == "garden centre" else None}
        labels = ["Customer"]
        if key:
            labels.append("KeyAccount")
            props["discountPct"] = key[0]
            props["keyAccountSince"] = key[1]
        node(cid, labels, props)
        cust_meta[tname] = (ctype, key, props["onStop"])

    # orders
    buyers = [c[0] for c in CUSTOMERS]
    weights = [6 if c[3] else (3 if c[1] in ("garden centre", "landscaper", "online retailer") else 1)
               for c in CUSTOMERS]
    silent = {"Tarnley Primary School", "Heronsgate Golf Club", "Bluebell Wood Hospice Shop", "Wisteria Works",
              "Greenwell Gardens", "Ironstone Nursery", "Sallowford Parish Council", "Foxglove & Fennel",
              "Marlpit Landscapes", "Hurstwell Housing Trust", "Orchard Gate Garden Centre"}
    weights = [0 if b in silent else w for b, w in zip(buyers, weights, strict=True)]
    d = dt.date(2024, 2, 12)
    seq = {2024: 200, 2025: 100}
    order_count = 0
    while d < dt.date(2025, 10, 30):
        order_count += 1
        tname = rng.choices(buyers, weights)[0]
        ctype, key, onstop = cust_meta[tname]
        seq[d.year] += rng.randint(1, 6)
        ref = f"HO{d.year % 100}/{seq[d.year]:04d}"
        r = rng.random()
        if d > dt.date(2025, 10, 15):
            status = "open"
        elif r < 0.07:
            status = "cancelled"
        elif r < 0.12 and d > dt.date(2025, 6, 1):
            status = "part shipped"
        else:
            status = "delivered"
        collected = ctype in ("market stall", "charity", "allotment society", "school") or rng.random() < 0.08
        delivered = d + dt.timedelta(days=rng.randint(2, 9)) if status in ("delivered", "part shipped") else None
        lines = []
        used = set()
        for _k in range(rng.choice([1, 1, 2, 2, 2, 3])):
            opts = [p for p in PLANTS if p[0] not in used and p[10] <= d.year
                    and not (p[11] and dt.date.fromisoformat(p[11]) < d)]
            p = rng.choice(opts)
            used.add(p[0])
            pot = rng.choice(p[14])
            base = p[13] * {"P9": 1.0, "2L": 1.7, "3L": 2.4, "5L": 3.3, "10L": 5.5}[pot]
            disc = (key[0] if key else 0) / 100
            unit = round(base * (1 - disc) * 0.55, 2)
            qty = rng.choice([6, 12, 18, 24, 36, 48, 72, 96]) if pot == "P9" else rng.choice([5, 10, 15, 20, 30, 40])
            if ctype in ("local authority", "landscaper", "housing association") and rng.random() < 0.4:
                qty *= 3
            lines.append((p[0], pot, qty, unit))
        value = round(sum(q * u for _p, _s, q, u in lines), 2)
        trolleys = None if collected else max(1, int(sum(q for _p, _s, q, _u in lines) / 90) + 1)
        node(f"o{order_count}", ["Order"], {"orderRef": ref, "orderDate": d.isoformat(),
                                            "deliveredOn": delivered.isoformat() if delivered else None,
                                            "status": status, "valueGbp": value,
                                            "paid": status == "delivered" and rng.random() < 0.88,
                                            "collected": collected, "trolleys": trolleys,
                                            "poNumber": f"PO{rng.randint(1000, 99999)}" if ctype in (
                                                "local authority", "garden centre") and rng.random() < 0.5
                                            else None})
        via = "web shop" if ctype == "online retailer" and rng.random() < 0.5 else \
            rng.choice(["rep", "rep", "phone", "email", "web shop", "show"])
        taken_by = None
        if via == "rep":
            taken_by = rng.choice(["Torin Maskelyne", "Philippa Greatorex", "Aurelio Fanshawe"])
        rel("PLACED", cust_ids[tname], f"o{order_count}", {"via": via, "repName": taken_by})
        for cv, pot, qty, unit in lines:
            rel("INCLUDES", f"o{order_count}", plant_ids[cv], {"qty": qty, "potSize": pot, "unitPriceGbp": unit})
        d += dt.timedelta(days=rng.randint(5, 12))

    # shows
    show_ids: dict[str, str] = {}
    for i, s in enumerate(SHOWS):
        name, org, county, month, first, indoor = s
        show_ids[name] = f"w{i}"
        node(f"w{i}", ["Show"], {"showName": name, "organiser": org, "county": county, "usualMonth": month,
                                 "firstHeld": first, "indoor": indoor})
    for cv, show, year, medal, klass in SHOWN:
        rel("SHOWN_AT", plant_ids[cv], show_ids[show], {"year": year, "medal": medal, "class": klass})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["startDate", "discontinuedOn", "coverReplacedOn", "pottedOn", "saleableFrom",
                           "receivedOn", "movedInOn", "accountOpenedOn", "orderDate", "deliveredOn"]}
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
