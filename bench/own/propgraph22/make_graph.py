#!/usr/bin/env python3
"""Write graph.json: an invented regional brewery (Ormbridge Brewing Co.) as its staff might keep it in Neo4j.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, beer, pub, shop, town,
supplier, hop variety, vessel maker and competition is invented.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 6464
HERE = Path(__file__).resolve().parent

# key, givenName, familyName, role, dept, manager key, startDate, birthYear, forkliftCert, shift, fte, certs
STAFF = [
    ("md", "Rosalind", "Quenby", "Managing Director", "Management", None, "2009-03-02", 1968, False, None, 1.0,
     ["Personal Licence"]),
    ("hb", "Tobias", "Fairweather", "Head Brewer", "Brewhouse", "md", "2010-06-14", 1975, True, "days", 1.0,
     ["IBD Diploma in Brewing", "Level 2 Food Hygiene", "FLT counterbalance"]),
    ("br1", "Morwenna", "Stallard", "Brewer", "Brewhouse", "hb", "2014-09-01", 1986, True, "early", 1.0,
     ["IBD General Certificate in Brewing", "Level 2 Food Hygiene"]),
    ("br2", "Caspian", "Ridley-Hobbs", "Brewer", "Brewhouse", "hb", "2016-02-22", 1990, True, "early", 1.0,
     ["IBD General Certificate in Brewing"]),
    ("br3", "Ottilie", "Brannock", "Brewer", "Brewhouse", "hb", "2018-04-09", 1992, False, "late", 1.0,
     ["IBD General Certificate in Brewing", "Level 2 Food Hygiene", "Cellar Quality"]),
    ("br4", "Declan", "Merriweather", "Brewer", "Brewhouse", "hb", "2021-01-11", 1994, True, "late", 0.8, None),
    ("br5", "Saffron", "Yelland", "Brewer", "Brewhouse", "hb", "2022-08-15", None, False, "early", 1.0,
     ["IBD General Certificate in Brewing"]),
    ("ab1", "Ewan", "Tregarthen", "Assistant Brewer", "Brewhouse", "br1", "2023-03-06", 1999, True, "early", 1.0,
     ["Level 2 Food Hygiene"]),
    ("ab2", "Linnea", "Pocock", "Assistant Brewer", "Brewhouse", "br2", "2023-10-02", 2001, False, "late", 1.0, None),
    ("ab3", "Barnaby", "Cottrell", "Assistant Brewer", "Brewhouse", "br3", "2024-05-20", 1997, True, "late", 1.0,
     ["FLT counterbalance"]),
    ("ab4", "Imogen", "Sauvage", "Assistant Brewer", "Brewhouse", "br1", "2025-02-03", None, False, "early", 0.6,
     None),
    ("pm", "Gideon", "Lusk", "Packaging Manager", "Packaging", "md", "2013-07-29", 1979, True, "days", 1.0,
     ["FLT counterbalance", "FLT reach", "IOSH Managing Safely"]),
    ("po1", "Kezia", "Ambrose", "Packaging Operative", "Packaging", "pm", "2017-05-15", 1988, True, "early", 1.0,
     ["FLT counterbalance"]),
    ("po2", "Rufus", "Venning", "Packaging Operative", "Packaging", "pm", "2019-11-04", 1984, True, "late", 1.0,
     ["FLT counterbalance", "FLT reach"]),
    ("po3", "Tamsin", "Oakshott", "Packaging Operative", "Packaging", "pm", "2021-06-21", 1996, False, "early", 1.0,
     None),
    ("po4", "Ferdinand", "Gulliford", "Packaging Operative", "Packaging", "pm", "2022-09-12", 1991, True, "late",
     1.0, ["FLT counterbalance"]),
    ("po5", "Aurelia", "Penhallow", "Packaging Operative", "Packaging", "pm", "2024-01-08", 2000, False, "early",
     0.5, None),
    ("qa", "Hester", "Vosper", "QA Manager", "QA", "hb", "2015-03-16", 1981, False, "days", 1.0,
     ["IBD Diploma in Brewing", "Level 3 Food Safety", "HACCP Level 3"]),
    ("lt1", "Nilufar", "Carbis", "Lab Technician", "QA", "qa", "2020-02-10", 1993, False, "days", 1.0,
     ["HACCP Level 3"]),
    ("lt2", "Piran", "Jewell", "Lab Technician", "QA", "qa", "2023-07-03", 1998, False, "days", 0.8, None),
    ("sm", "Lavinia", "Treloar", "Sales Manager", "Sales", "md", "2012-01-23", 1977, False, None, 1.0,
     ["Personal Licence", "Cellar Quality"]),
    ("sr1", "Jasper", "Nankivell", "Sales Rep", "Sales", "sm", "2016-08-08", 1985, False, None, 1.0,
     ["Cellar Quality"]),
    ("sr2", "Marigold", "Dunstan", "Sales Rep", "Sales", "sm", "2019-04-29", 1990, False, None, 1.0, None),
    ("sr3", "Ptolemy", "Haskett", "Sales Rep", "Sales", "sm", "2021-10-18", 1983, False, None, 1.0,
     ["Cellar Quality", "Personal Licence"]),
    ("sr4", "Wilhelmina", "Rundle", "Sales Rep", "Sales", "sm", "2024-09-02", 1995, False, None, 0.6, None),
    ("lm", "Cormac", "Eddy", "Logistics Manager", "Logistics", "md", "2014-11-10", 1976, True, "days", 1.0,
     ["HGV C+E", "FLT counterbalance", "CPC"]),
    ("dr1", "Digby", "Polglase", "Drayman", "Logistics", "lm", "2015-05-05", 1972, True, "early", 1.0,
     ["HGV C+E", "CPC"]),
    ("dr2", "Emrys", "Trounson", "Drayman", "Logistics", "lm", "2018-03-19", 1980, True, "early", 1.0,
     ["HGV C", "CPC"]),
    ("dr3", "Hollis", "Bawden", "Drayman", "Logistics", "lm", "2022-02-14", None, True, "early", 1.0,
     ["HGV C", "CPC"]),
    ("dr4", "Zebedee", "Kitto", "Drayman", "Logistics", "lm", "2025-04-07", 1989, False, "early", 1.0, ["HGV C"]),
    ("tm", "Clementine", "Moyle", "Taproom Manager", "Taproom", "sm", "2017-09-25", 1987, False, "late", 1.0,
     ["Personal Licence", "Cellar Quality", "Level 2 Food Hygiene"]),
    ("bs1", "Anselm", "Greet", "Bar Staff", "Taproom", "tm", "2020-06-01", 1997, False, "late", 0.6,
     ["Level 2 Food Hygiene"]),
    ("bs2", "Delphine", "Retallick", "Bar Staff", "Taproom", "tm", "2022-05-16", 2002, False, "late", 0.5, None),
    ("bs3", "Lysander", "Chenoweth", "Bar Staff", "Taproom", "tm", "2023-11-20", 2003, False, "late", 0.4, None),
    ("bs4", "Perpetua", "Angwin", "Bar Staff", "Taproom", "tm", "2024-03-11", None, False, "late", 0.5,
     ["Personal Licence"]),
    ("fm", "Isadora", "Blamey", "Finance Manager", "Finance", "md", "2011-02-07", 1970, False, None, 0.8, None),
    ("ac", "Thaddeus", "Uren", "Accounts Assistant", "Finance", "fm", "2021-09-06", 1994, False, None, 1.0, None),
    ("om", "Winifred", "Scoble", "Office Manager", "Finance", "md", "2016-10-03", 1982, False, None, 1.0, None),
]
# the sensory panel: staff key, panelSince, sensitivities (the off-flavours they pick up)
TASTERS = {
    "hb": (2012, ["diacetyl", "DMS", "acetaldehyde", "oxidation"]),
    "br3": (2019, ["diacetyl", "isovaleric acid"]),
    "qa": (2015, ["DMS", "geosmin", "acetaldehyde", "chlorophenol", "lightstruck"]),
    "lt1": (2020, ["geosmin", "butyric acid"]),
    "tm": (2018, ["oxidation", "lightstruck"]),
    "sr3": (2022, ["diacetyl"]),
    "po2": (2021, ["acetaldehyde", "metallic"]),
    "br5": (2023, ["isovaleric acid", "DMS", "butyric acid"]),
    "md": (2012, ["oxidation"]),
}
REPORTS_SINCE = {"hb": 2010, "br1": 2016, "br2": 2016, "br3": 2018, "br4": 2021, "br5": 2022, "ab1": 2023,
                 "ab2": 2023, "ab3": 2024, "ab4": 2025, "pm": 2013, "qa": 2015, "sm": 2012, "lm": 2014, "tm": 2019,
                 "fm": 2011, "om": 2016}

# beerName, style, abv, ibu, ebc, og, fg, core, launchedYear, retiredOn, vegan, formats
BEERS = [
    ("Ferryman's Reward", "Bitter", 3.7, 30, 26, 1.038, 1.010, True, 2010, None, True, ["cask"]),
    ("Ormbridge Best", "Best Bitter", 4.0, 32, 28, 1.041, 1.010, True, 2011, None, True, ["cask", "bottle"]),
    ("Tarrow Gold", "Golden Ale", 3.8, 24, 9, 1.039, 1.010, True, 2011, None, True, ["cask", "keg"]),
    ("Fallow Deer Mild", "Dark Mild", 3.4, 20, 60, 1.036, 1.010, True, 2012, None, False, ["cask"]),
    ("Black Sabre", "Stout", 4.6, 38, 150, 1.048, 1.013, True, 2013, None, False, ["cask", "keg", "bottle"]),
    ("Kestle IPA", "IPA", 5.6, 55, 12, 1.056, 1.013, True, 2014, None, True, ["cask", "keg", "can"]),
    ("Mistle Thrush", "Old Ale", 6.0, 36, 45, 1.062, 1.016, False, 2014, None, False, ["cask", "bottle"]),
    ("Old Drover", "Barley Wine", 9.0, 50, 38, 1.090, 1.022, False, 2015, None, True, ["bottle"]),
    ("Wyck Porter", "Porter", 5.0, 34, 90, 1.052, 1.014, False, 2015, None, False, ["cask", "keg"]),
    ("Lantern Pale", "Pale Ale", 4.2, 35, 10, 1.043, 1.011, True, 2016, None, True, ["cask", "keg", "can"]),
    ("Brindle Brown", "Brown Ale", 4.5, 26, 40, 1.046, 1.012, False, 2016, "2024-03-31", True, ["cask"]),
    ("Pellingford Wheat", "Hefeweizen", 5.2, 14, 8, 1.050, 1.010, False, 2016, None, True, ["keg", "bottle"]),
    ("First Cut", "Saison", 5.8, 28, 9, 1.050, 1.006, False, 2017, None, True, ["keg", "bottle"]),
    ("Harvest Moon", "Green Hop Ale", 4.6, 40, 14, 1.046, 1.011, False, 2018, None, True, ["cask"]),
    ("Copper Kettle", "Red Ale", 4.8, 33, 32, 1.049, 1.012, False, 2018, "2025-06-30", True, ["cask", "keg"]),
    ("Drummock Lager", "Pilsner", 4.4, 28, 6, 1.044, 1.010, True, 2018, None, True, ["keg", "can"]),
    ("Hennock Haze", "NEIPA", 6.2, 30, 8, 1.060, 1.014, True, 2019, None, True, ["keg", "can"]),
    ("Black Sabre Imperial", "Imperial Stout", 10.2, 65, 180, 1.100, 1.024, False, 2019, None, False,
     ["keg", "bottle"]),
    ("Saltrey Session", "Session IPA", 3.9, 40, 7, 1.040, 1.010, True, 2020, None, True, ["cask", "keg", "can"]),
    ("Sabre Bourbon BA", "Barrel-Aged Imperial Stout", 11.5, None, 190, 1.105, 1.020, False, 2021, None, False,
     ["bottle"]),
    ("Double Haze", "DIPA", 8.0, 45, 9, 1.075, 1.015, False, 2021, None, True, ["can"]),
    ("Sourpuss Raspberry", "Fruited Sour", 4.0, None, 20, 1.042, 1.011, False, 2021, None, True, ["keg", "can"]),
    ("Gose Along", "Gose", 4.2, None, 7, 1.042, 1.010, False, 2022, "2025-01-31", True, ["can"]),
    ("Cinder Toffee Stout", "Pastry Stout", 6.5, 30, 140, 1.070, 1.022, False, 2022, None, False, ["keg", "can"]),
    ("Little Wren", "Table Beer", 2.8, 22, 9, 1.030, 1.008, True, 2023, None, True, ["keg", "can"]),
    ("Zero Gravity", "Alcohol-Free Pale", 0.5, 25, 11, None, None, True, 2024, None, True, ["can"]),
]
AWARDS_NOTE = {"Ormbridge Best": "CAMRA LocAle", "Kestle IPA": None}

# vesselCode, vesselType, capacityHl, installedYear, maker, jacketed, outOfService, lastCipOn
VESSELS = [
    ("FV1", "fermenter", 20, 2010, "Carrow Stainless", True, False, "2025-10-20"),
    ("FV2", "fermenter", 20, 2010, "Carrow Stainless", True, False, "2025-10-14"),
    ("FV3", "fermenter", 20, 2012, "Carrow Stainless", True, True, "2025-03-02"),
    ("FV4", "fermenter", 40, 2016, "Brauwerk Oldenhoff", True, False, "2025-10-22"),
    ("FV5", "fermenter", 40, 2016, "Brauwerk Oldenhoff", True, False, "2025-10-09"),
    ("FV6", "unitank", 40, 2019, "Tamsin Steelworks", True, False, "2025-10-17"),
    ("FV7", "unitank", 60, 2021, "Tamsin Steelworks", True, False, "2025-10-23"),
    ("FV8", "unitank", 60, 2023, "Tamsin Steelworks", True, False, "2025-10-11"),
    ("CT1", "conditioning tank", 40, 2014, "Brauwerk Oldenhoff", True, False, "2025-10-06"),
    ("CT2", "conditioning tank", 40, 2018, "Carrow Stainless", False, False, "2025-09-29"),
    ("BBT1", "bright beer tank", 20, 2011, "Carrow Stainless", True, False, "2025-10-21"),
    ("BBT2", "bright beer tank", 40, 2017, "Tamsin Steelworks", True, False, "2025-10-16"),
    ("BBT3", "bright beer tank", 60, 2022, "Tamsin Steelworks", True, False, "2025-10-24"),
    ("FO1", "foeder", 30, 2020, "Velde Coopers", False, False, None),
]

# ingredientName, kind, supplier, origin, alphaPct, colourEbc, priceGbpPerKg, organic, form, aromas
INGREDIENTS = [
    ("Pale Ale Malt", "malt", "Haddon Maltings", "England", None, 6, 1.05, False, None, None),
    ("Lager Malt", "malt", "Haddon Maltings", "England", None, 3, 1.02, False, None, None),
    ("Crystal 150", "malt", "Haddon Maltings", "England", None, 150, 1.30, False, None, None),
    ("Chocolate Malt", "malt", "Haddon Maltings", "England", None, 900, 1.45, False, None, None),
    ("Roasted Barley", "malt", "Haddon Maltings", "England", None, 1300, 1.40, False, None, None),
    ("Wheat Malt", "malt", "Kessel Mälzerei", "Germany", None, 4, 1.20, False, None, None),
    ("Munich Malt", "malt", "Kessel Mälzerei", "Germany", None, 20, 1.25, True, None, None),
    ("Flaked Oats", "adjunct", "Grisdale Mill", "Scotland", None, 2, 1.60, True, None, None),
    ("Lactose", "adjunct", "Grisdale Mill", "Ireland", None, None, 3.10, False, None, None),
    ("Raspberry Puree", "adjunct", "Tolcarne Fruit Co", "England", None, None, 6.80, True, None, None),
    ("Sea Salt", "adjunct", "Grisdale Mill", "Wales", None, None, 2.40, False, None, None),
    ("Fenwick Goldings", "hop", "Pellow & Sons Hop Factors", "England", 5.2, None, 14.50, False, "whole leaf",
     ["honey", "spice", "earthy"]),
    ("Marsh Fuggle", "hop", "Pellow & Sons Hop Factors", "England", 4.6, None, 13.80, False, "whole leaf",
     ["earthy", "woody", "mint"]),
    ("Aldermoor", "hop", "Pellow & Sons Hop Factors", "England", 7.9, None, 15.20, True, "T90 pellet",
     ["marmalade", "blackcurrant"]),
    ("Brightling", "hop", "Pellow & Sons Hop Factors", "England", 9.4, None, 16.00, False, "T90 pellet",
     ["lemon", "pine"]),
    ("Kestrel Star", "hop", "Westridge Hop Co", "USA", 12.8, None, 24.50, False, "T90 pellet",
     ["grapefruit", "pine", "resin"]),
    ("Sunvale", "hop", "Westridge Hop Co", "USA", 13.6, None, 27.90, False, "T90 pellet",
     ["mango", "passion fruit", "citrus"]),
    ("Tahoma Ridge", "hop", "Westridge Hop Co", "USA", 6.1, None, 21.00, False, "lupulin powder",
     ["stone fruit", "citrus"]),
    ("Pacific Ember", "hop", "Kowhai Hop Growers", "New Zealand", 11.2, None, 31.40, False, "T90 pellet",
     ["lime", "white wine", "gooseberry"]),
    ("Moana Drift", "hop", "Kowhai Hop Growers", "New Zealand", 8.3, None, 29.80, False, "T90 pellet",
     ["pineapple", "tropical"]),
    ("Zatec Lace", "hop", "Hallertau Trading House", "Czechia", 3.4, None, 17.60, False, "T90 pellet",
     ["herbal", "floral"]),
    ("Tettwald", "hop", "Hallertau Trading House", "Germany", 4.2, None, 16.90, True, "T90 pellet",
     ["floral", "spice"]),
    ("Norbeck Bittering", "hop", "Hallertau Trading House", "Germany", 14.9, None, 12.20, False, "T90 pellet",
     None),
    ("Ormbridge House Ale Yeast", "yeast", "Brackwater Yeast Labs", "England", None, None, None, False, None, None),
    ("Wessex Lager Yeast", "yeast", "Brackwater Yeast Labs", "England", None, None, None, False, None, None),
    ("Farmhouse Saison Yeast", "yeast", "Brackwater Yeast Labs", "Belgium", None, None, None, False, None, None),
    ("Hazy Ale Yeast", "yeast", "Brackwater Yeast Labs", "USA", None, None, None, False, None, None),
    ("Weizen Yeast", "yeast", "Brackwater Yeast Labs", "Germany", None, None, None, False, None, None),
    ("Kveik Voss Blend", "yeast", "Brackwater Yeast Labs", "Norway", None, None, None, True, None, None),
    ("Cocoa Nibs", "adjunct", "Tolcarne Fruit Co", "Ecuador", None, None, 18.50, True, None, None),
]

# recipes: beerName -> [(ingredient, addition, gPerHl)]
RECIPES = {
    "Ferryman's Reward": [("Pale Ale Malt", "mash", 16500), ("Crystal 150", "mash", 900),
                          ("Marsh Fuggle", "boil", 160), ("Fenwick Goldings", "aroma", 90),
                          ("Ormbridge House Ale Yeast", "pitch", 60)],
    "Ormbridge Best": [("Pale Ale Malt", "mash", 17500), ("Crystal 150", "mash", 1200),
                       ("Norbeck Bittering", "boil", 60), ("Fenwick Goldings", "aroma", 120),
                       ("Ormbridge House Ale Yeast", "pitch", 60)],
    "Tarrow Gold": [("Pale Ale Malt", "mash", 17000), ("Wheat Malt", "mash", 800), ("Brightling", "boil", 70),
                    ("Brightling", "aroma", 110), ("Ormbridge House Ale Yeast", "pitch", 60)],
    "Fallow Deer Mild": [("Pale Ale Malt", "mash", 13500), ("Chocolate Malt", "mash", 700),
                         ("Crystal 150", "mash", 1100), ("Marsh Fuggle", "boil", 110),
                         ("Ormbridge House Ale Yeast", "pitch", 55)],
    "Black Sabre": [("Pale Ale Malt", "mash", 17000), ("Roasted Barley", "mash", 1500),
                    ("Flaked Oats", "mash", 1200), ("Norbeck Bittering", "boil", 80),
                    ("Ormbridge House Ale Yeast", "pitch", 60)],
    "Kestle IPA": [("Pale Ale Malt", "mash", 22000), ("Norbeck Bittering", "boil", 90),
                   ("Kestrel Star", "whirlpool", 300), ("Kestrel Star", "dry hop", 400),
                   ("Aldermoor", "dry hop", 200), ("Ormbridge House Ale Yeast", "pitch", 70)],
    "Mistle Thrush": [("Pale Ale Malt", "mash", 23000), ("Crystal 150", "mash", 1800),
                      ("Chocolate Malt", "mash", 300), ("Fenwick Goldings", "boil", 180),
                      ("Ormbridge House Ale Yeast", "pitch", 70)],
    "Old Drover": [("Pale Ale Malt", "mash", 33000), ("Crystal 150", "mash", 1500),
                   ("Norbeck Bittering", "boil", 150), ("Fenwick Goldings", "aroma", 200),
                   ("Ormbridge House Ale Yeast", "pitch", 110)],
    "Wyck Porter": [("Pale Ale Malt", "mash", 19000), ("Chocolate Malt", "mash", 1400),
                    ("Munich Malt", "mash", 1500), ("Marsh Fuggle", "boil", 150),
                    ("Ormbridge House Ale Yeast", "pitch", 60)],
    "Lantern Pale": [("Pale Ale Malt", "mash", 18000), ("Aldermoor", "boil", 80), ("Brightling", "whirlpool", 150),
                     ("Kestrel Star", "dry hop", 250), ("Ormbridge House Ale Yeast", "pitch", 60)],
    "Brindle Brown": [("Pale Ale Malt", "mash", 17500), ("Chocolate Malt", "mash", 500),
                      ("Crystal 150", "mash", 1300), ("Marsh Fuggle", "boil", 130),
                      ("Ormbridge House Ale Yeast", "pitch", 60)],
    "Pellingford Wheat": [("Wheat Malt", "mash", 10500), ("Lager Malt", "mash", 8000), ("Tettwald", "boil", 60),
                          ("Weizen Yeast", "pitch", 50)],
    "First Cut": [("Lager Malt", "mash", 16000), ("Wheat Malt", "mash", 2000), ("Tettwald", "boil", 90),
                  ("Zatec Lace", "aroma", 140), ("Farmhouse Saison Yeast", "pitch", 55)],
    "Harvest Moon": [("Pale Ale Malt", "mash", 18000), ("Norbeck Bittering", "boil", 50),
                     ("Aldermoor", "whirlpool", 600), ("Ormbridge House Ale Yeast", "pitch", 60)],
    "Copper Kettle": [("Pale Ale Malt", "mash", 18000), ("Crystal 150", "mash", 1600),
                      ("Munich Malt", "mash", 2000), ("Brightling", "boil", 100),
                      ("Ormbridge House Ale Yeast", "pitch", 60)],
    "Drummock Lager": [("Lager Malt", "mash", 18500), ("Tettwald", "boil", 80), ("Zatec Lace", "aroma", 160),
                       ("Wessex Lager Yeast", "pitch", 90)],
    "Hennock Haze": [("Pale Ale Malt", "mash", 19000), ("Flaked Oats", "mash", 3500), ("Wheat Malt", "mash", 1500),
                     ("Sunvale", "whirlpool", 350), ("Sunvale", "dry hop", 600), ("Moana Drift", "dry hop", 400),
                     ("Hazy Ale Yeast", "pitch", 70)],
    "Black Sabre Imperial": [("Pale Ale Malt", "mash", 34000), ("Roasted Barley", "mash", 2500),
                             ("Chocolate Malt", "mash", 1800), ("Norbeck Bittering", "boil", 180),
                             ("Ormbridge House Ale Yeast", "pitch", 120)],
    "Saltrey Session": [("Pale Ale Malt", "mash", 15000), ("Flaked Oats", "mash", 1000),
                        ("Pacific Ember", "whirlpool", 200), ("Pacific Ember", "dry hop", 350),
                        ("Ormbridge House Ale Yeast", "pitch", 55)],
    "Sabre Bourbon BA": [("Pale Ale Malt", "mash", 36000), ("Roasted Barley", "mash", 2600),
                         ("Chocolate Malt", "mash", 2000), ("Norbeck Bittering", "boil", 170),
                         ("Ormbridge House Ale Yeast", "pitch", 130)],
    "Double Haze": [("Pale Ale Malt", "mash", 26000), ("Flaked Oats", "mash", 4000), ("Sunvale", "whirlpool", 500),
                    ("Sunvale", "dry hop", 900), ("Tahoma Ridge", "dry hop", 500), ("Hazy Ale Yeast", "pitch", 90)],
    "Sourpuss Raspberry": [("Lager Malt", "mash", 11000), ("Wheat Malt", "mash", 6000),
                           ("Raspberry Puree", "fermenter", 12000), ("Kveik Voss Blend", "pitch", 50)],
    "Gose Along": [("Wheat Malt", "mash", 9000), ("Lager Malt", "mash", 8000), ("Sea Salt", "boil", 120),
                   ("Kveik Voss Blend", "pitch", 50)],
    "Cinder Toffee Stout": [("Pale Ale Malt", "mash", 21000), ("Roasted Barley", "mash", 1200),
                            ("Lactose", "boil", 4000), ("Cocoa Nibs", "fermenter", 600),
                            ("Marsh Fuggle", "boil", 120), ("Ormbridge House Ale Yeast", "pitch", 70)],
    "Little Wren": [("Pale Ale Malt", "mash", 9500), ("Flaked Oats", "mash", 800), ("Moana Drift", "dry hop", 200),
                    ("Kveik Voss Blend", "pitch", 45)],
    "Zero Gravity": [("Pale Ale Malt", "mash", 6000), ("Munich Malt", "mash", 1200),
                     ("Tahoma Ridge", "dry hop", 300)],
}

# compName, organiser, country, firstHeld, international
COMPETITIONS = [
    ("Wessendean Beer Awards", "Wessendean Brewers' Guild", "England", 1994, False),
    ("Northmarch Cask Festival", "Northmarch CAMRA branch", "England", 1987, False),
    ("Valdoria International Beer Cup", "Valdoria Brewing Institute", "Belgium", 2003, True),
    ("Brewers of the Southwest Show", "Southwest Independent Brewers", "England", 2008, False),
    ("Celtic Crown Beer Challenge", "Celtic Crown Ltd", "Wales", 2012, True),
    ("Great Kestlebury Beer Festival", "Kestlebury Round Table", "England", 1979, False),
    ("Tasman Craft Beer Awards", "Tasman Brewers Collective", "New Zealand", 2015, True),
    ("Low & No Drinks Awards", "Low & No Council", "England", 2021, True),
]
# beer, competition, year, medal, category
WINS = [
    ("Ormbridge Best", "Northmarch Cask Festival", 2019, "gold", "Best Bitter"),
    ("Ormbridge Best", "Wessendean Beer Awards", 2022, "silver", "Bitter & Best Bitter"),
    ("Ormbridge Best", "Great Kestlebury Beer Festival", 2024, "champion", "Beer of the Festival"),
    ("Fallow Deer Mild", "Northmarch Cask Festival", 2021, "bronze", "Mild"),
    ("Fallow Deer Mild", "Great Kestlebury Beer Festival", 2023, "gold", "Mild"),
    ("Black Sabre", "Wessendean Beer Awards", 2018, "gold", "Stout & Porter"),
    ("Black Sabre", "Valdoria International Beer Cup", 2020, "bronze", "Dry Stout"),
    ("Kestle IPA", "Brewers of the Southwest Show", 2017, "silver", "IPA"),
    ("Kestle IPA", "Celtic Crown Beer Challenge", 2023, "gold", "English IPA"),
    ("Mistle Thrush", "Northmarch Cask Festival", 2016, "silver", "Old Ale & Strong Mild"),
    ("Old Drover", "Valdoria International Beer Cup", 2019, "gold", "Barley Wine"),
    ("Old Drover", "Wessendean Beer Awards", 2024, "bronze", "Strong Ale"),
    ("Lantern Pale", "Brewers of the Southwest Show", 2022, "bronze", "Pale Ale"),
    ("Hennock Haze", "Tasman Craft Beer Awards", 2023, "silver", "Hazy IPA"),
    ("Hennock Haze", "Brewers of the Southwest Show", 2024, "gold", "Hazy IPA"),
    ("Black Sabre Imperial", "Valdoria International Beer Cup", 2022, "silver", "Imperial Stout"),
    ("Sabre Bourbon BA", "Valdoria International Beer Cup", 2024, "gold", "Wood & Barrel Aged"),
    ("Sabre Bourbon BA", "Celtic Crown Beer Challenge", 2025, "champion", "Supreme Champion"),
    ("Saltrey Session", "Tasman Craft Beer Awards", 2025, "bronze", "Session IPA"),
    ("Sourpuss Raspberry", "Celtic Crown Beer Challenge", 2022, "bronze", "Fruit & Sour"),
    ("Zero Gravity", "Low & No Drinks Awards", 2025, "gold", "Alcohol-Free Beer"),
    ("Drummock Lager", "Wessendean Beer Awards", 2023, "bronze", "Lager"),
]

TOWNS = {  # town: (postcode area, distanceKm from the brewery at Ormbridge)
    "Ormbridge": ("OB1", 2.0), "Castle Fallow": ("OB4", 11.5), "Wyckholme": ("OB6", 18.0),
    "Pellingford": ("PF2", 26.5), "Drummock": ("PF7", 34.0), "Saltrey": ("SY3", 41.0),
    "Hennock Vale": ("OB9", 15.5), "Brindlecombe": ("SY8", 52.5), "Upper Tarrow": ("OB11", 22.0),
    "Kestlebury": ("KB1", 63.0),
}
# tradingName, outletType, town, rep key (None: house account), tied (tenancyType, acquiredYear) or None
CUSTOMERS = [
    ("The Ferry Inn", "tied house", "Ormbridge", "sr1", ("managed", 2012)),
    ("The Maltster's Arms", "tied house", "Ormbridge", "sr1", ("tenanted", 2014)),
    ("The Kestrel & Crown", "tied house", "Castle Fallow", "sr2", ("tenanted", 2016)),
    ("The Drowned Fiddler", "tied house", "Wyckholme", "sr1", ("managed", 2018)),
    ("The Cooper's Rest", "tied house", "Pellingford", "sr3", ("tenanted", 2019)),
    ("The Wren's Nest", "tied house", "Upper Tarrow", "sr2", ("managed", 2021)),
    ("The Salt House", "tied house", "Saltrey", "sr3", ("tenanted", 2022)),
    ("The Lamplighter", "tied house", "Hennock Vale", "sr4", ("managed", 2024)),
    ("The Half Moon", "free house", "Ormbridge", "sr1", None),
    ("The Plough & Harrow", "free house", "Castle Fallow", "sr2", None),
    ("The Old Forge", "free house", "Castle Fallow", "sr2", None),
    ("The Weary Drover", "free house", "Wyckholme", "sr1", None),
    ("The Bell at Wyckholme", "free house", "Wyckholme", "sr4", None),
    ("The Ropemakers", "free house", "Pellingford", "sr3", None),
    ("The Swan Upping", "free house", "Pellingford", "sr3", None),
    ("The Three Ferrets", "free house", "Drummock", "sr3", None),
    ("The Lodestone", "free house", "Drummock", "sr4", None),
    ("The Anchor & Hope", "free house", "Saltrey", "sr3", None),
    ("The Smugglers' Rest", "free house", "Saltrey", "sr2", None),
    ("The Green Man", "free house", "Hennock Vale", "sr4", None),
    ("The Tinners' Arms", "free house", "Brindlecombe", "sr2", None),
    ("The Hop Pole", "free house", "Brindlecombe", "sr2", None),
    ("The Tarrow Bridge Inn", "free house", "Upper Tarrow", "sr1", None),
    ("The Kestlebury Tap", "free house", "Kestlebury", "sr4", None),
    ("The Gatekeeper", "free house", "Kestlebury", "sr3", None),
    ("The Crooked Lantern", "free house", "Ormbridge", "sr4", None),
    ("Ormbridge Rugby Club", "club", "Ormbridge", "sr1", None),
    ("Castle Fallow Bowls Club", "club", "Castle Fallow", "sr2", None),
    ("Saltrey Sailing Club", "club", "Saltrey", "sr3", None),
    ("Wyckholme Social Club", "club", "Wyckholme", "sr4", None),
    ("Hopscotch Bottle Shop", "bottle shop", "Ormbridge", "sr1", None),
    ("The Beer Cellar Pellingford", "bottle shop", "Pellingford", "sr3", None),
    ("Kettle & Cask", "bottle shop", "Kestlebury", "sr4", None),
    ("Tap & Bottle Drummock", "bottle shop", "Drummock", "sr4", None),
    ("Saltrey Beer Shed", "bottle shop", "Saltrey", None, None),
    ("Fallow Farm Shop", "farm shop", "Castle Fallow", "sr2", None),
    ("Tarrow Valley Farm Shop", "farm shop", "Upper Tarrow", "sr1", None),
    ("Brindle Orchard Shop", "farm shop", "Brindlecombe", None, None),
    ("Quayside Kitchen", "restaurant", "Saltrey", "sr3", None),
    ("Smoke & Ember BBQ", "restaurant", "Pellingford", "sr4", None),
    ("The Granary Bistro", "restaurant", "Ormbridge", "sr1", None),
    ("Pizzeria Fiammetta", "restaurant", "Wyckholme", "sr2", None),
    ("Vale View Hotel", "hotel", "Hennock Vale", "sr4", None),
    ("Kestlebury Grand Hotel", "hotel", "Kestlebury", "sr3", None),
    ("Harbourside Hotel", "hotel", "Saltrey", "sr2", None),
    ("Brindlecombe Manor", "hotel", "Brindlecombe", None, None),
    ("Westmoor Drinks Wholesale", "wholesaler", "Kestlebury", None, None),
    ("Tarrow Beverage Supplies", "wholesaler", "Upper Tarrow", None, None),
    ("Cask Direct Ltd", "wholesaler", "Drummock", None, None),
    ("Pellingford Beer Festival", "festival", "Pellingford", "sr3", None),
    ("Ormbridge Summer Fair", "festival", "Ormbridge", None, None),
    ("Kestlebury Cricket Club", "club", "Kestlebury", "sr4", None),
    ("The Cobbler's Last", "free house", "Hennock Vale", "sr1", None),
    ("The Nag's Head Drummock", "free house", "Drummock", "sr3", None),
    ("Wyckholme Wine & Ale", "bottle shop", "Wyckholme", "sr1", None),
    ("Upper Tarrow Village Hall", "club", "Upper Tarrow", None, None),
]
ON_TRADE = {"tied house", "free house", "club", "restaurant", "hotel", "festival"}
CONTAINERS = {"cask": [("firkin", 72), ("kilderkin", 138), ("pin", 40)],
              "keg": [("30L keg", 95), ("50L keg", 150)],
              "can": [("can case 24", 42)], "bottle": [("bottle case 12", 26)]}


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> dict:
        nd = {"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}}
        nodes.append(nd)
        return nd

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    def day(lo: dt.date, hi: dt.date) -> dt.date:
        return lo + dt.timedelta(days=rng.randrange((hi - lo).days + 1))

    # staff
    emp: dict[str, str] = {}
    for i, (key, given, family, role, dept, _mgr, start, born, flt, shift, fte, certs) in enumerate(STAFF):
        nid = f"e_{key}"
        emp[key] = nid
        labels = ["Employee"]
        props = {"givenName": given, "familyName": family, "empId": 1001 + i * 3, "role": role, "dept": dept,
                 "startDate": start, "birthYear": born, "forkliftCert": flt, "shift": shift, "fte": fte,
                 "certs": certs}
        if key in TASTERS:
            labels.append("Taster")
            props["panelSince"], props["sensitivities"] = TASTERS[key]
        node(nid, labels, props)
    for key, *_rest in STAFF:
        mgr = _rest[4]
        if mgr:
            rel("REPORTS_TO", emp[key], emp[mgr], {"since": REPORTS_SINCE.get(key)})

    # beers, ingredients, recipes
    beer: dict[str, str] = {}
    for i, (name, style, abv, ibu, ebc, og, fg, core, launched, retired, vegan, formats) in enumerate(BEERS):
        nid = f"b_{i}"
        beer[name] = nid
        node(nid, ["Beer"], {"beerName": name, "style": style, "abv": abv, "ibu": ibu, "ebc": ebc, "og": og,
                             "fg": fg, "core": core, "launchedYear": launched, "retiredOn": retired,
                             "vegan": vegan, "formats": formats})
    ing: dict[str, str] = {}
    for i, (name, kind, supplier, origin, alpha, colour, price, organic, form, aromas) in enumerate(INGREDIENTS):
        nid = f"i_{i}"
        ing[name] = nid
        node(nid, ["Ingredient"], {"ingredientName": name, "kind": kind, "supplier": supplier, "origin": origin,
                                   "alphaPct": alpha, "colourEbc": colour, "priceGbpPerKg": price,
                                   "organic": organic, "form": form, "aromas": aromas})
    for bname, lines in RECIPES.items():
        for iname, addition, g in lines:
            rel("USES", beer[bname], ing[iname], {"addition": addition, "gPerHl": g})

    # competitions and medals
    comp: dict[str, str] = {}
    for i, (cname, org, country, first, intl) in enumerate(COMPETITIONS):
        comp[cname] = f"c_{i}"
        node(comp[cname], ["Competition"], {"compName": cname, "organiser": org, "country": country,
                                            "firstHeld": first, "international": intl})
    for bname, cname, year, medal, cat in WINS:
        rel("WON", beer[bname], comp[cname], {"year": year, "medal": medal, "category": cat})

    # vessels
    ves: dict[str, str] = {}
    for code, vtype, cap, inst, maker, jacketed, oos, cip in VESSELS:
        ves[code] = f"v_{code}"
        node(ves[code], ["Vessel"], {"vesselCode": code, "vesselType": vtype, "capacityHl": cap,
                                     "installedYear": inst, "maker": maker, "jacketed": jacketed,
                                     "outOfService": oos, "lastCipOn": cip})

    # batches (gyles): brewed Jan 2024 to Oct 2025
    weights = {"Ormbridge Best": 9, "Kestle IPA": 8, "Tarrow Gold": 7, "Lantern Pale": 7, "Hennock Haze": 6,
               "Saltrey Session": 6, "Black Sabre": 5, "Drummock Lager": 5, "Ferryman's Reward": 4,
               "Fallow Deer Mild": 3, "Little Wren": 3, "Zero Gravity": 2}
    live_beers = [b[0] for b in BEERS]
    brewers = ["hb", "br1", "br2", "br3", "br4", "br5"]
    assistants = ["ab1", "ab2", "ab3", "ab4"]
    fvs = ["FV1", "FV2", "FV3", "FV4", "FV5", "FV6", "FV7", "FV8"]
    issues = ["diacetyl", "stuck ferment", "infection", "oxidation", "low attenuation", "DMS"]
    d = dt.date(2024, 1, 3)
    n = 0
    per_year: dict[int, int] = {}
    while d <= dt.date(2025, 10, 20) and n < 75:
        cands = []
        for b in BEERS:
            name, launched, retired = b[0], b[8], b[9]
            if retired and dt.date.fromisoformat(retired) < d:
                continue
            if name == "Zero Gravity" and d < dt.date(2024, 4, 1):
                continue
            if name == "Harvest Moon" and d.month not in (9, 10):
                continue
            if name in ("Mistle Thrush", "Black Sabre Imperial", "Old Drover") and d.month not in (10, 11, 12, 1):
                continue
            cands.append(name)
        bname = rng.choices(cands, [weights.get(c, 1) for c in cands])[0]
        n += 1
        per_year[d.year] = per_year.get(d.year, 0) + 1
        gyle = f"G{d.year % 100}/{per_year[d.year]:03d}"
        bid = f"g_{n}"
        lead = "hb" if rng.random() < 0.12 else rng.choice(brewers[1:] if d >= dt.date(2024, 6, 1) else brewers[1:4])
        og_target = BEERS[live_beers.index(bname)][5]
        abv_target = BEERS[live_beers.index(bname)][2]
        fv = rng.choice([f for f in fvs if not (f == "FV3" and d >= dt.date(2025, 3, 1))
                         and not (f == "FV8" and d < dt.date(2024, 1, 1))])
        cap = next(v[2] for v in VESSELS if v[0] == fv)
        length = round(cap * rng.uniform(0.82, 0.98), 1)
        if bname in ("Sourpuss Raspberry", "Sabre Bourbon BA", "Gose Along") and rng.random() < 0.6:
            fv = "FO1"
            length = round(30 * rng.uniform(0.8, 0.95), 1)
        roll = rng.random()
        issue = rng.choice(issues) if roll < 0.16 else None
        dumped = issue in ("infection", "stuck ferment") and rng.random() < 0.7
        in_progress = d > dt.date(2025, 10, 1)
        days_fv = rng.randint(5, 9) if bname not in ("Drummock Lager", "Sabre Bourbon BA", "Old Drover") else \
            rng.randint(21, 40)
        if fv == "FO1":
            days_fv = rng.randint(45, 120)
        packaged = None if (dumped or in_progress) else d + dt.timedelta(days=days_fv + rng.randint(3, 10))
        if packaged and packaged > dt.date(2025, 10, 28):
            packaged = None
        props = {"gyleNo": gyle, "brewDate": d.isoformat(), "brewLengthHl": length,
                 "ogActual": None if og_target is None else round(og_target + rng.choice([-2, -1, 0, 0, 1, 2]) / 1000,
                                                                   3),
                 "abvActual": None if (dumped or in_progress) else round(abv_target + rng.choice([-2, -1, 0, 0, 1]) / 10,
                                                                         1),
                 "packagedOn": packaged.isoformat() if packaged else None, "dumped": dumped,
                 "panelScore": None if (dumped or in_progress or rng.random() < 0.15) else
                 round(rng.uniform(6.0, 9.6) if not issue else rng.uniform(4.5, 6.9), 1),
                 "issue": issue}
        node(bid, ["Batch"], props)
        rel("OF_BEER", bid, beer[bname])
        rel("BREWED", emp[lead], bid, {"lead": True, "hoursLogged": round(rng.uniform(8, 12) * 2) / 2})
        if rng.random() < 0.3:
            cands_a = [a for a in assistants if dt.date.fromisoformat(STAFF[[s[0] for s in STAFF].index(a)][6]) <= d]
            if cands_a:
                rel("BREWED", emp[rng.choice(cands_a)], bid, {"lead": False,
                                                               "hoursLogged": round(rng.uniform(4, 10) * 2) / 2})
        temp = 12.0 if bname == "Drummock Lager" else (30.0 if "Kveik" in str(RECIPES[bname]) else
                                                       rng.choice([18.0, 19.0, 19.5, 20.0, 21.0]))
        rel("IN_TANK", bid, ves[fv], {"stage": "primary", "filledOn": d.isoformat(), "days": days_fv, "tempC": temp})
        if packaged and rng.random() < 0.4:
            tank = rng.choice(["BBT1", "BBT2", "BBT3", "CT1", "CT2"])
            stage = "bright" if tank.startswith("BBT") else "conditioning"
            filled = d + dt.timedelta(days=days_fv)
            rel("IN_TANK", bid, ves[tank], {"stage": stage, "filledOn": filled.isoformat(),
                                            "days": (packaged - filled).days, "tempC": 3.0 if stage == "bright" else 11.0})
        d += dt.timedelta(days=rng.randint(5, 13))

    # customers
    cust: dict[str, str] = {}
    cust_info: dict[str, tuple] = {}
    for i, (tname, otype, town, rep, tied) in enumerate(CUSTOMERS):
        nid = f"k_{i}"
        cust[tname] = nid
        area, km = TOWNS[town]
        on = otype in ON_TRADE
        labels = ["Customer"] + (["TiedHouse"] if tied else [])
        opened = day(dt.date(2010, 1, 1), dt.date(2024, 12, 31))
        if tied:
            opened = max(opened, dt.date(tied[1], 1, 15))
        props = {"tradingName": tname, "accountRef": f"ORB-{100 + i * 7:04d}", "outletType": otype, "town": town,
                 "postcode": f"{area} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
                             f"{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}",
                 "onTrade": on, "distanceKm": round(km + rng.uniform(-1.5, 1.5), 1),
                 "creditLimitGbp": None if (otype == "festival" or rng.random() < 0.12) else
                 rng.choice([500, 750, 1000, 1500, 2000, 3000]) * (4 if otype == "wholesaler" else 1),
                 "accountOpenedOn": opened.isoformat(),
                 "cellarTempC": round(rng.uniform(10.5, 13.5), 1) if (on and otype != "festival" and rng.random() < 0.8)
                 else None,
                 "gbgListed": (rng.random() < 0.35) if otype in ("tied house", "free house") else None,
                 "deliveryDays": None if otype in ("wholesaler", "festival") else
                 sorted(rng.sample(["Mon", "Tue", "Wed", "Thu", "Fri"], rng.choice([1, 1, 2, 2, 3])),
                        key=["Mon", "Tue", "Wed", "Thu", "Fri"].index)}
        if tied:
            props["tenancyType"], props["acquiredYear"] = tied
        node(nid, labels, props)
        cust_info[tname] = (otype, on)
        if rep:
            rel("LOOKS_AFTER", emp[rep], nid, {"since": max(opened, dt.date.fromisoformat(
                STAFF[[s[0] for s in STAFF].index(rep)][6])).isoformat(),
                "visitFreq": rng.choice(["weekly", "fortnightly", "fortnightly", "monthly"])})

    # orders May 2024 to Oct 2025
    order_no = 24051
    d = dt.date(2024, 5, 1)
    names = [c[0] for c in CUSTOMERS]
    cweights = [5 if c[4] else (3 if c[1] in ("free house", "wholesaler") else 1) for c in CUSTOMERS]
    for _ in range(70):
        tname = rng.choices(names, cweights)[0]
        otype, on = cust_info[tname]
        oid = f"o_{order_no}"
        status = "cancelled" if rng.random() < 0.07 else "delivered"
        if d >= dt.date(2025, 9, 20):
            status = "pending"
        delivered = d + dt.timedelta(days=rng.randint(1, 6)) if status == "delivered" else None
        fmts = ["cask", "keg"] if on else ["can", "bottle"]
        if otype == "wholesaler":
            fmts = ["cask", "keg", "can"]
        lines = []
        used = set()
        for _k in range(rng.choice([1, 1, 1, 2, 2, 3])):
            options = [b for b in BEERS if set(b[11]) & set(fmts) and b[0] not in used
                       and not (b[9] and dt.date.fromisoformat(b[9]) < d) and b[8] <= d.year]
            b = rng.choice(options)
            used.add(b[0])
            fmt = rng.choice([f for f in b[11] if f in fmts])
            cont, price = rng.choice(CONTAINERS[fmt])
            qty = rng.randint(1, 6) * (4 if otype == "wholesaler" else 1)
            unit = round(price * (1.0 + (b[2] - 4.0) * 0.08), 2)
            lines.append((b[0], cont, qty, unit))
        total = round(sum(q * u for _b, _c, q, u in lines), 2)
        disc = rng.choice([5, 10]) if (otype == "wholesaler" or rng.random() < 0.1) else None
        if disc:
            total = round(total * (100 - disc) / 100, 2)
        node(oid, ["Order"], {"orderNo": f"SO-{order_no}", "orderedOn": d.isoformat(),
                              "deliveredOn": delivered.isoformat() if delivered else None, "status": status,
                              "invoiceGbp": total, "paid": status == "delivered" and rng.random() < 0.85,
                              "discountPct": disc})
        rel("PLACED", cust[tname], oid, {"via": rng.choice(["rep", "rep", "phone", "email", "web portal"])})
        for bname, cont, qty, unit in lines:
            rel("CONTAINS", oid, beer[bname], {"qty": qty, "container": cont, "unitPriceGbp": unit})
        order_no += rng.randint(1, 4)
        d += dt.timedelta(days=rng.randint(5, 11))

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["startDate", "retiredOn", "lastCipOn", "brewDate", "packagedOn", "filledOn",
                           "accountOpenedOn", "since", "orderedOn", "deliveredOn"]}
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
