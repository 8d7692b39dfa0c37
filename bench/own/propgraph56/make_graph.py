#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented district council's waste collection and recycling service (Brackenmoor District Council).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, depot, ward, street, round code,
vehicle, registration, facility, contractor, trade customer, case reference and ticket number is invented (the
trade's terms - refuse collection vehicle (RCV), narrow-access RCV, kerbside sort, food caddy, residual, dry
recycling, garden waste subscription, MRF, energy from waste, transfer station, HWRC, gate fee, weighbridge ticket,
contamination, rejected load, missed collection, assisted collection, fly-tipping, fixed penalty, vehicle off road
(VOR), driver CPC, HVO - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 5698
HERE = Path(__file__).resolve().parent
D = dt.date

# name, town, openedYear, yardAreaSqm, fuelBunker, parkingBays, hasWorkshop
DEPOTS = [
    ("Coldharbour Lane Depot", "Brackenmoor", 1987, 11200, True, 28, True),
    ("Eastwick Road Depot", "Saltmarsh", 2004, 6400, True, 14, False),
    ("Pell Green Depot", "Pell Green", 2019, None, False, 9, False),
]

# name, population, areaSqKm, urban, councillors, depot index
WARDS = [
    ("Abbeyfield", 9840, 3.1, True, 3, 0),
    ("Castle Mead", 8120, 2.4, True, 3, 0),
    ("Hollins Vale", 3310, 18.7, False, 1, 0),
    ("Saltmarsh North", 7460, 4.2, True, 2, 1),
    ("Saltmarsh South", 6905, None, True, 2, 1),
    ("Kettle End", 2280, 22.9, False, 1, 1),
    ("Pell Green", 5175, 6.8, True, 2, 2),
    ("Fernleigh", 1940, 14.3, False, 1, 2),
]

# street name, ward index, households, propertyType, narrowAccess, communalBins, postcodeSector (None = missing), speedLimitMph (None = missing)
STREETS = [
    ("Abbey Road", 0, 142, "terraced", False, False, "BK1 2", 30),
    ("Cloister Walk", 0, 64, "flats", False, True, "BK1 2", 20),
    ("Prior's Lane", 0, 38, "terraced", True, False, "BK1 3", 20),
    ("Monks Gate", 0, 121, "semi-detached", False, False, "BK1 3", 30),
    ("Tanner Street", 0, 88, "terraced", True, False, "BK1 4", 20),
    ("Bellfounders Court", 0, 96, "flats", False, True, "BK1 4", 20),
    ("Ropewalk", 0, 57, "terraced", False, False, None, 30),
    ("Castle Street", 1, 133, "mixed", False, False, "BK2 1", 30),
    ("Keep View", 1, 72, "flats", False, True, "BK2 1", 20),
    ("Moat Lane", 1, 45, "detached", False, False, "BK2 2", 30),
    ("Drawbridge Road", 1, 156, "semi-detached", False, False, "BK2 2", 30),
    ("Bailey Close", 1, 29, "detached", False, False, "BK2 3", 20),
    ("Portcullis Row", 1, 81, "terraced", True, False, "BK2 3", 20),
    ("Hollins Lane", 2, 34, "detached", True, False, "BK7 5", 40),
    ("Vale Farm Cottages", 2, 12, "terraced", True, False, None, 60),
    ("Brook End", 2, 47, "semi-detached", False, False, "BK7 5", 30),
    ("Sheepwash Lane", 2, 19, "detached", True, False, None, None),
    ("Quarry Bank", 2, 26, "semi-detached", False, False, "BK7 6", 30),
    ("Harbour Road", 3, 148, "mixed", False, False, "SM3 1", 30),
    ("Netloft Lane", 3, 52, "terraced", True, False, "SM3 1", 20),
    ("Station Road", 3, 117, "semi-detached", False, False, "SM3 2", 30),
    ("Chandlers Way", 3, 84, "flats", False, True, "SM3 2", 20),
    ("Seagate", 3, 99, "terraced", False, False, "SM3 4", 30),
    ("Lifeboat Close", 3, 23, "detached", False, False, "SM3 4", 20),
    ("Ferry Approach", 3, 61, "mixed", False, False, None, 30),
    ("Marsh Lane", 4, 109, "semi-detached", False, False, "SM4 1", 30),
    ("Samphire Court", 4, 76, "flats", False, True, "SM4 1", 20),
    ("Dyke Road", 4, 138, "semi-detached", False, False, "SM4 2", 40),
    ("Heron Walk", 4, 43, "terraced", True, False, "SM4 2", 20),
    ("Sluice Row", 4, 58, "terraced", False, False, "SM4 3", 30),
    ("Saltings View", 4, 90, "mixed", False, False, "SM4 3", 30),
    ("Kettle End Green", 5, 31, "detached", False, False, "SM9 7", 30),
    ("Copper Lane", 5, 22, "detached", True, False, None, 60),
    ("Old Forge Yard", 5, 14, "terraced", True, False, "SM9 7", None),
    ("Kilnworth Road", 5, 41, "semi-detached", False, False, "SM9 8", 40),
    ("Pell Green Road", 6, 127, "semi-detached", False, False, "PG5 1", 30),
    ("Station Road", 6, 94, "terraced", False, False, "PG5 1", 30),
    ("Orchard Rise", 6, 68, "detached", False, False, "PG5 2", 20),
    ("Cherry Tree Court", 6, 55, "flats", False, True, "PG5 2", 20),
    ("Weavers Row", 6, 46, "terraced", True, False, "PG5 3", 20),
    ("Mill Leat", 6, 37, "terraced", True, False, "PG5 3", 20),
    ("Fernleigh Lane", 7, 28, "detached", True, False, "PG8 4", 40),
    ("Bracken Hill", 7, 33, "semi-detached", False, False, "PG8 4", 30),
    ("Coppice Way", 7, 16, "detached", True, False, None, None),
    ("Hurst Cottages", 7, 9, "terraced", True, False, "PG8 5", 60),
]

# name, role, startYear, hourlyRateGbp, licenceCategories, cpcExpiry, agency, firstAider, [(depot, since, primary)], reportsTo (name, since)
STAFF = [
    ("Gwen Ashcombe", "waste services manager", 2006, None, ["B"], None, False, False, [(0, D(2006, 9, 4), True)], None),
    ("Darren Pelham", "operations supervisor", 2009, None, ["B", "C", "C+E"], None, False, True, [(0, D(2014, 2, 3), True)], ("Gwen Ashcombe", D(2014, 2, 3))),
    ("Shona Mackie", "operations supervisor", 2012, None, ["B", "C"], None, False, True, [(1, D(2017, 6, 12), True)], ("Gwen Ashcombe", D(2017, 6, 12))),
    ("Raj Tolland", "operations supervisor", 2015, None, ["B", "C"], None, False, False, [(2, D(2019, 4, 1), True)], ("Gwen Ashcombe", D(2019, 4, 1))),
    ("Kev Brannagh", "HGV driver", 2003, 16.20, ["B", "C", "C+E"], D(2026, 3, 31), False, False, [(0, D(2003, 5, 19), True)], ("Darren Pelham", D(2014, 2, 3))),
    ("Lorna Quist", "HGV driver", 2011, 15.90, ["B", "C"], D(2027, 8, 14), False, True, [(0, D(2011, 10, 3), True)], ("Darren Pelham", D(2014, 2, 3))),
    ("Mick Atherley", "HGV driver", 2008, 16.05, ["B", "C", "C+E"], D(2025, 11, 30), False, False, [(0, D(2008, 1, 14), True)], ("Darren Pelham", D(2014, 2, 3))),
    ("Tomasz Wierzba", "HGV driver", 2016, 15.40, ["B", "C"], D(2028, 2, 9), False, False, [(0, D(2016, 7, 25), True), (2, D(2022, 3, 7), False)], ("Darren Pelham", D(2016, 7, 25))),
    ("Dale Furnival", "HGV driver", 2019, 15.10, ["B", "C"], D(2027, 5, 22), False, False, [(0, D(2019, 9, 2), True)], ("Darren Pelham", D(2019, 9, 2))),
    ("Ade Okonjo", "HGV driver", 2014, 15.75, ["B", "C", "C+E"], D(2026, 12, 1), False, True, [(1, D(2014, 4, 28), True)], ("Shona Mackie", D(2017, 6, 12))),
    ("Sean Calder", "HGV driver", 2021, 14.95, ["B", "C"], None, False, False, [(1, D(2021, 3, 15), True)], ("Shona Mackie", D(2021, 3, 15))),
    ("Jodie Ramsbottom", "HGV driver", 2017, 15.30, ["B", "C"], D(2026, 6, 18), False, False, [(1, D(2017, 11, 6), True)], ("Shona Mackie", D(2017, 11, 6))),
    ("Wes Harkin", "HGV driver", 2010, 15.95, ["B", "C", "C+E"], D(2025, 9, 10), False, False, [(1, D(2010, 2, 8), True)], ("Shona Mackie", D(2017, 6, 12))),
    ("Priti Naidoo", "HGV driver", 2022, 14.80, ["B", "C"], D(2027, 1, 27), False, False, [(2, D(2022, 5, 9), True)], ("Raj Tolland", D(2022, 5, 9))),
    ("Gary Sumner", "HGV driver", 2012, 15.85, ["B", "C"], D(2026, 9, 4), False, False, [(2, D(2019, 4, 1), True)], ("Raj Tolland", D(2019, 4, 1))),
    ("Lee Fairclough", "HGV driver", 2018, 15.20, ["B", "C", "C+E"], D(2028, 4, 30), False, False, [(0, D(2018, 8, 20), True)], ("Darren Pelham", D(2018, 8, 20))),
    ("Ossie Trench", "HGV driver", 2024, None, ["B", "C"], D(2029, 1, 15), True, False, [(1, D(2024, 10, 7), True)], ("Shona Mackie", D(2024, 10, 7))),
    ("Callum Birtles", "loader", 2015, 12.95, ["B"], None, False, False, [(0, D(2015, 3, 2), True)], ("Darren Pelham", D(2015, 3, 2))),
    ("Jamie Tonge", "loader", 2019, 12.70, None, None, False, False, [(0, D(2019, 6, 17), True)], ("Darren Pelham", D(2019, 6, 17))),
    ("Nathan Eccles", "loader", 2020, 12.60, ["B"], None, False, False, [(0, D(2020, 1, 13), True)], ("Darren Pelham", D(2020, 1, 13))),
    ("Rhys Mottram", "loader", 2013, 13.10, ["B", "C"], None, False, False, [(0, D(2013, 8, 5), True)], ("Darren Pelham", D(2014, 2, 3))),
    ("Becky Haworth", "loader", 2018, 12.80, ["B"], None, False, True, [(0, D(2018, 4, 9), True)], ("Darren Pelham", D(2018, 4, 9))),
    ("Liam Deegan", "loader", 2023, 12.40, None, None, False, False, [(0, D(2023, 2, 20), True)], ("Darren Pelham", D(2023, 2, 20))),
    ("Kofi Mensah", "loader", 2024, None, None, None, True, False, [(0, D(2024, 5, 13), True)], ("Darren Pelham", D(2024, 5, 13))),
    ("Andrzej Nowak", "loader", 2016, 12.95, ["B"], None, False, False, [(1, D(2016, 9, 12), True)], ("Shona Mackie", D(2017, 6, 12))),
    ("Tyler Brogden", "loader", 2021, 12.55, None, None, False, False, [(1, D(2021, 5, 4), True)], ("Shona Mackie", D(2021, 5, 4))),
    ("Ellis Marsden", "loader", 2020, 12.65, ["B"], None, False, False, [(1, D(2020, 10, 19), True)], ("Shona Mackie", D(2020, 10, 19))),
    ("Connor Lathom", "loader", 2022, 12.50, None, None, False, False, [(1, D(2022, 7, 11), True)], ("Shona Mackie", D(2022, 7, 11))),
    ("Stacey Pilling", "loader", 2017, 12.85, ["B"], None, False, False, [(1, D(2017, 3, 27), True), (2, D(2021, 1, 11), False)], ("Shona Mackie", D(2017, 6, 12))),
    ("Zak Hussain", "loader", 2025, None, None, None, True, False, [(1, D(2025, 2, 3), True)], ("Shona Mackie", D(2025, 2, 3))),
    ("Ryan Gaskell", "loader", 2019, 12.75, ["B"], None, False, False, [(2, D(2019, 4, 1), True)], ("Raj Tolland", D(2019, 4, 1))),
    ("Dom Heaton", "loader", 2024, None, None, None, True, False, [(2, D(2024, 8, 26), True)], ("Raj Tolland", D(2024, 8, 26))),
    ("Marcus Pendle", "loader", 2026, None, None, None, True, False, [(2, D(2026, 2, 16), True)], ("Raj Tolland", D(2026, 2, 16))),
    ("Phil Caunce", "fleet mechanic", 2005, 18.90, ["B", "C", "C+E"], None, False, False, [(0, D(2005, 11, 7), True), (1, D(2012, 1, 9), False)], ("Gwen Ashcombe", D(2006, 9, 4))),
    ("Harvey Rigg", "fleet mechanic", 2014, 18.10, ["B", "C"], None, False, False, [(0, D(2014, 6, 30), True)], ("Phil Caunce", D(2014, 6, 30))),
    ("Tess Orrell", "fleet mechanic", 2021, 17.50, ["B"], None, False, True, [(1, D(2021, 9, 6), True)], ("Phil Caunce", D(2021, 9, 6))),
    ("Maureen Lyth", "weighbridge operator", 2002, 13.60, None, None, False, False, [(0, D(2002, 4, 15), True)], ("Darren Pelham", D(2014, 2, 3))),
    ("Sunil Varma", "weighbridge operator", 2018, 13.40, ["B"], None, False, False, [(1, D(2018, 2, 26), True)], ("Shona Mackie", D(2018, 2, 26))),
    ("Chloe Fenwick", "recycling officer", 2016, None, ["B"], None, False, False, [(0, D(2016, 5, 16), True)], ("Gwen Ashcombe", D(2016, 5, 16))),
    ("Aled Pryce", "recycling officer", 2023, None, None, None, False, False, [(1, D(2023, 1, 9), True)], ("Gwen Ashcombe", D(2023, 1, 9))),
    ("Nadia Barlow", "customer services advisor", 2020, 12.90, None, None, False, False, [(0, D(2020, 3, 2), True)], ("Chloe Fenwick", D(2020, 3, 2))),
    ("Joe Whitlam", "customer services advisor", 2024, 12.45, None, None, False, False, [(0, D(2024, 6, 3), True)], ("Chloe Fenwick", D(2024, 6, 3))),
]

# tradingName, kind, companyNo, town, sinceYear, paymentTermsDays (None = missing), accreditations (None = missing)
CONTRACTORS = [
    ("Greyline Recovery Ltd", "facility operator", "08814273", "Marrowby", 2012, 30, ["ISO 14001", "ISO 9001"]),
    ("Tarnside Energy", "facility operator", "07260318", "Tarnside", 2015, 30, ["ISO 14001", "ISO 45001"]),
    ("Fenmoor Organics", "facility operator", "09931502", "Fenmoor", 2017, 45, ["PAS 100", "ISO 14001"]),
    ("Northvale Fibre", "reprocessor", "04418820", "Northvale", 2011, 60, ["ISO 14001"]),
    ("Polyloop Plastics", "reprocessor", "11203947", "Hexley", 2020, 30, None),
    ("Cantrell Metals", "reprocessor", "03376611", "Brackenmoor", 2009, 14, ["ISO 9001"]),
    ("Cullet & Co", "reprocessor", "10582264", "Marrowby", 2018, 30, None),
    ("Second Thread Textiles", "reprocessor", "12740015", "Hexley", 2022, None, None),
    ("Brightwork Staffing", "labour agency", "06697431", "Brackenmoor", 2016, 7, None),
    ("Redmayne Recruitment", "labour agency", "13005582", "Saltmarsh", 2024, 14, None),
    ("Kestrel Fleet Services", "vehicle repairer", "05521890", "Tarnside", 2013, 30, ["ISO 9001"]),
    ("Hadley Truck & Body", "vehicle repairer", "02987766", "Saltmarsh", 2019, None, None),
]

# name, facilityType, gateFeeGbp (None = council-run, no fee), permitRef, maxTonnesPerDay, openSaturday, councilRun, acceptsStreams, distanceKm (from Coldharbour Lane), operator (contractor, contractStart, contractEnd)
FACILITIES = [
    ("Tarnside Energy Recovery Facility", "energy from waste", 108.50, "EPR/TE4410", 1200, True, False, ["residual", "trade waste", "bulky waste"], 21.4, ("Tarnside Energy", D(2016, 4, 1), D(2041, 3, 31))),
    ("Greyline MRF", "materials recovery facility", 42.00, "EPR/GM2207", 450, False, False, ["dry recycling", "glass"], 12.8, ("Greyline Recovery Ltd", D(2019, 10, 1), D(2029, 9, 30))),
    ("Hobbs Bottom Landfill", "landfill", 126.75, "EPR/HB0915", 800, False, False, ["residual", "bulky waste", "trade waste"], 33.0, ("Tarnside Energy", D(2015, 1, 1), None)),
    ("Fenmoor AD Plant", "anaerobic digestion", 28.00, "EPR/FA6631", 160, False, False, ["food waste"], 18.2, ("Fenmoor Organics", D(2021, 4, 1), D(2031, 3, 31))),
    ("Fenmoor Composting Site", "in-vessel composting", 31.50, "EPR/FC6632", 220, True, False, ["garden waste", "food waste"], 18.9, ("Fenmoor Organics", D(2018, 3, 1), D(2028, 2, 29))),
    ("Saltmarsh Transfer Station", "transfer station", None, "EPR/ST1180", 300, True, True, ["residual", "glass", "bulky waste", "trade waste"], 9.6, None),
    ("Coldharbour HWRC", "household waste recycling centre", None, "EPR/CH0042", 120, True, True, ["bulky waste", "garden waste", "glass"], 0.4, None),
    ("Pell Green HWRC", "household waste recycling centre", None, None, 60, True, True, ["garden waste", "glass"], 14.1, None),
]

# name, ewcCode, category
MATERIALS = [
    ("Mixed paper", "20 01 01", "fibre"),
    ("Cardboard", "15 01 01", "fibre"),
    ("PET bottles", "15 01 02", "plastic"),
    ("HDPE", "15 01 02", "plastic"),
    ("Steel cans", "15 01 04", "metal"),
    ("Aluminium cans", "15 01 04", "metal"),
    ("Glass cullet", "15 01 07", "glass"),
    ("Textiles", "20 01 11", "textile"),
    ("Digestate", "19 06 06", "organic"),
    ("Compost", "19 05 03", "organic"),
]

# contractor, material, pricePerTonneGbp, contractEnd (None = missing), minTonnesPerMonth (None = missing)
BUYS = [
    ("Northvale Fibre", "Mixed paper", 62.0, D(2026, 12, 31), 120),
    ("Northvale Fibre", "Cardboard", 88.5, D(2026, 12, 31), 60),
    ("Polyloop Plastics", "PET bottles", 215.0, D(2026, 6, 30), 15),
    ("Polyloop Plastics", "HDPE", 340.0, D(2026, 6, 30), None),
    ("Cantrell Metals", "Steel cans", 145.0, None, 10),
    ("Cantrell Metals", "Aluminium cans", 910.0, None, None),
    ("Cullet & Co", "Glass cullet", 18.0, D(2027, 3, 31), 80),
    ("Second Thread Textiles", "Textiles", 260.0, D(2025, 12, 31), None),
    ("Greyline Recovery Ltd", "Cardboard", 79.0, D(2025, 9, 30), None),
]

# name, capacityLitres, colour, stream, unitCostGbp, wheeled
BINTYPES = [
    ("140L grey wheeled bin", 140, "grey", "residual", 24.50, True),
    ("240L grey wheeled bin", 240, "grey", "residual", 27.80, True),
    ("1100L communal bin", 1100, "grey", "residual", 285.00, True),
    ("240L blue wheeled bin", 240, "blue", "dry recycling", 27.80, True),
    ("23L food caddy", 23, "green", "food waste", 6.20, False),
    ("240L brown wheeled bin", 240, "brown", "garden waste", 29.10, True),
    ("55L glass box", 55, "black", "glass", 4.75, False),
    ("660L trade bin", 660, "grey", "trade waste", 198.00, True),
    ("1100L trade bin", 1100, "grey", "trade waste", 305.00, True),
]

# fleetNo, registration, vehicleType, make, model, fuel, yearRegistered, payloadT, bodyM3, motDue (None = missing), mileage (None = missing), onRoad, binLift, depot (index, since, bay) or None, repeated for parked
VEHICLES = [
    ("BV-101", "BK17 HRN", "26t RCV", "Dennward", "Eagle 26", "diesel", 2017, 11.2, 23, D(2026, 4, 14), 212400, True, "rear split lift", (0, D(2017, 3, 20), "A1")),
    ("BV-102", "BK17 HRP", "26t RCV", "Dennward", "Eagle 26", "diesel", 2017, 11.2, 23, D(2026, 4, 14), 198650, True, "rear split lift", (0, D(2017, 3, 20), "A2")),
    ("BV-103", "BK18 TXA", "26t RCV", "Magnor", "Axion 26", "diesel", 2018, 11.8, 24, D(2026, 7, 2), 176300, True, "rear lift", (1, D(2018, 6, 4), "E1")),
    ("BV-104", "BK19 LCE", "26t RCV", "Magnor", "Axion 26", "HVO", 2019, 11.8, 24, D(2026, 5, 29), 151900, True, "rear lift", (1, D(2019, 5, 13), "E2")),
    ("BV-105", "BK20 FWE", "26t RCV", "Dennward", "Eagle 26", "HVO", 2020, 11.4, 23, D(2026, 9, 8), 122750, True, "rear split lift", (0, D(2020, 2, 17), "A3")),
    ("BV-106", "BK21 ODR", "26t RCV", "Magnor", "Axion 26", "HVO", 2021, 11.8, 24, D(2026, 3, 11), 97400, True, "rear lift", (0, D(2021, 4, 26), "A4")),
    ("BV-107", "BK22 ZEV", "26t RCV", "Voltrak", "eRCV-26", "electric", 2022, 10.1, 22, D(2026, 10, 21), 48300, True, "rear split lift", (0, D(2022, 11, 7), "C1")),
    ("BV-108", "BK23 ZEW", "26t RCV", "Voltrak", "eRCV-26", "electric", 2023, 10.1, 22, D(2026, 8, 3), 31950, True, "rear split lift", (2, D(2023, 8, 14), "P1")),
    ("BV-109", "BK16 GWY", "26t RCV", "Dennward", "Eagle 26", "diesel", 2016, 11.0, 23, None, 241800, False, "rear split lift", None),
    ("BV-110", "BK19 MDN", "18t RCV", "Dennward", "Eagle 18", "diesel", 2019, 6.9, 16, D(2026, 2, 20), 134500, True, "rear lift", (1, D(2019, 9, 23), "E3")),
    ("BV-111", "BK20 MDP", "18t RCV", "Dennward", "Eagle 18", "HVO", 2020, 6.9, 16, D(2026, 6, 12), 118200, True, "rear lift", (2, D(2020, 1, 6), "P2")),
    ("BV-112", "BK18 NAR", "narrow-access RCV", "Tallis", "Urbo 12", "diesel", 2018, 4.6, 12, D(2026, 1, 30), 102600, True, "rear lift", (0, D(2018, 10, 1), "B1")),
    ("BV-113", "BK24 NAE", "narrow-access RCV", "Tallis", "Urbo 12e", "electric", 2024, 4.2, 12, D(2027, 2, 18), 12480, True, "rear lift", (2, D(2024, 3, 4), "P3")),
    ("BV-114", "BK19 FDW", "food waste vehicle", "Kerbrite", "FW 7.5", "diesel", 2019, 2.8, 9, D(2026, 4, 1), 88700, True, "side tipper", (0, D(2019, 4, 29), "B2")),
    ("BV-115", "BK21 FDX", "food waste vehicle", "Kerbrite", "FW 7.5", "diesel", 2021, 2.8, 9, D(2026, 11, 19), 61250, True, "side tipper", (1, D(2021, 2, 8), "E4")),
    ("BV-116", "BK22 FDY", "food waste vehicle", "Kerbrite", "FW 7.5", "HVO", 2022, 2.8, 9, D(2026, 7, 27), 44100, True, "side tipper", (2, D(2022, 6, 20), "P4")),
    ("BV-117", "BK18 KSV", "kerbside sort vehicle", "Kerbrite", "Stillager 12", "diesel", 2018, 5.5, 18, D(2026, 5, 5), 109900, True, None, (0, D(2018, 7, 16), "B3")),
    ("BV-118", "BK20 KSW", "kerbside sort vehicle", "Kerbrite", "Stillager 12", "diesel", 2020, 5.5, 18, None, 87300, False, None, (1, D(2020, 8, 24), "E5")),
    ("BV-119", "BK15 CGT", "caged tipper", "Hallam", "Tipper 3.5", "diesel", 2015, 1.2, 6, D(2026, 3, 3), None, True, None, (1, D(2015, 9, 14), "E6")),
    ("BV-120", "BK21 CGU", "caged tipper", "Hallam", "Tipper 3.5", "diesel", 2021, 1.2, 6, D(2026, 10, 6), 40210, True, None, (0, D(2021, 5, 10), "B4")),
    ("BV-121", "BK19 SWP", "street sweeper", "Scrubwell", "CS5", "diesel", 2019, 2.0, 5, D(2026, 6, 30), None, True, None, (0, D(2019, 2, 11), "B5")),
    ("BV-122", "BK14 SPR", "26t RCV", "Dennward", "Eagle 26", "diesel", 2014, 11.0, 23, D(2026, 1, 16), 287900, True, "rear split lift", (1, D(2023, 1, 9), "E7")),
]

# roundCode, depot, stream, collectionDay, frequency, weekPattern, startTime, plannedLifts, subscription, introducedYear (None = missing), vehicle, bin types
ROUNDS = [
    ("CH-RES-MON", 0, "residual", "Monday", "fortnightly", "A", "06:30", 1180, False, 2008, "BV-101", ["240L grey wheeled bin", "140L grey wheeled bin", "1100L communal bin"]),
    ("CH-RES-TUE", 0, "residual", "Tuesday", "fortnightly", "B", "06:30", 1090, False, 2008, "BV-102", ["240L grey wheeled bin", "140L grey wheeled bin"]),
    ("CH-RES-WED", 0, "residual", "Wednesday", "fortnightly", "A", "06:30", 960, False, 2011, "BV-105", ["240L grey wheeled bin", "1100L communal bin"]),
    ("CH-REC-MON", 0, "dry recycling", "Monday", "fortnightly", "B", "06:45", 1150, False, 2012, "BV-106", ["240L blue wheeled bin"]),
    ("CH-REC-THU", 0, "dry recycling", "Thursday", "fortnightly", "A", "06:45", 1020, False, 2012, "BV-107", ["240L blue wheeled bin"]),
    ("CH-FOOD-TUE", 0, "food waste", "Tuesday", "weekly", None, "07:00", 1240, False, 2020, "BV-114", ["23L food caddy"]),
    ("CH-GDN-WED", 0, "garden waste", "Wednesday", "fortnightly", "B", "07:00", 610, True, 2014, "BV-109", ["240L brown wheeled bin"]),
    ("CH-GLS-THU", 0, "glass", "Thursday", "four-weekly", None, "07:00", 880, False, None, "BV-117", ["55L glass box"]),
    ("CH-NAR-FRI", 0, "residual", "Friday", "fortnightly", "A", "07:15", 390, False, 2018, "BV-112", ["140L grey wheeled bin"]),
    ("CH-TRADE", 0, "trade waste", "Mon-Fri", "daily", None, "05:45", 140, False, 2010, "BV-122", ["660L trade bin", "1100L trade bin"]),
    ("EW-RES-MON", 1, "residual", "Monday", "fortnightly", "A", "06:30", 1130, False, 2004, "BV-103", ["240L grey wheeled bin", "1100L communal bin"]),
    ("EW-RES-THU", 1, "residual", "Thursday", "fortnightly", "B", "06:30", 870, False, 2004, "BV-104", ["240L grey wheeled bin", "140L grey wheeled bin"]),
    ("EW-REC-TUE", 1, "dry recycling", "Tuesday", "fortnightly", "A", "06:45", 1060, False, 2012, "BV-118", ["240L blue wheeled bin"]),
    ("EW-FOOD-WED", 1, "food waste", "Wednesday", "weekly", None, "07:00", 980, False, 2020, "BV-115", ["23L food caddy"]),
    ("EW-GDN-THU", 1, "garden waste", "Thursday", "fortnightly", "A", "07:00", 520, True, 2014, "BV-110", ["240L brown wheeled bin"]),
    ("EW-BULKY", 1, "bulky waste", "Friday", "weekly", None, "07:30", 25, False, 2016, "BV-119", []),
    ("EW-TRADE", 1, "trade waste", "Mon-Fri", "daily", None, "05:45", 95, False, None, "BV-122", ["660L trade bin", "1100L trade bin"]),
    ("PG-RES-TUE", 2, "residual", "Tuesday", "fortnightly", "A", "06:30", 640, False, 2019, "BV-108", ["240L grey wheeled bin", "140L grey wheeled bin", "1100L communal bin"]),
    ("PG-REC-WED", 2, "dry recycling", "Wednesday", "fortnightly", "B", "06:45", 610, False, 2019, "BV-111", ["240L blue wheeled bin"]),
    ("PG-FOOD-THU", 2, "food waste", "Thursday", "weekly", None, "07:00", 590, False, 2020, "BV-116", ["23L food caddy"]),
    ("PG-GDN-FRI", 2, "garden waste", "Friday", "fortnightly", "B", "07:00", 300, True, 2019, "BV-111", ["240L brown wheeled bin"]),
    ("PG-NAR-MON", 2, "residual", "Monday", "fortnightly", "B", "07:15", 210, False, 2024, "BV-113", ["140L grey wheeled bin"]),
    ("PG-GLS-FRI", 2, "glass", "Friday", "four-weekly", None, "07:00", 560, False, 2026, "BV-120", ["55L glass box"]),
]

# name, sector, accountNo, contractStart, paymentMethod, active, street (name, ward index), rounds [(round, since, liftsPerWeek, chargePerLiftGbp)]
TRADE = [
    ("The Abbey Tap", "pub", "TW-1001", D(2016, 4, 1), "direct debit", True, ("Abbey Road", 0), [("CH-TRADE", D(2016, 4, 1), 3, 14.50)]),
    ("Cloisters Primary School", "school", "TW-1004", D(2012, 9, 1), "invoice", True, ("Cloister Walk", 0), [("CH-TRADE", D(2012, 9, 1), 2, 16.00), ("CH-REC-MON", D(2019, 9, 2), 1, 0.0)]),
    ("Monks Gate Dental", "healthcare", "TW-1010", D(2021, 1, 11), "direct debit", True, ("Monks Gate", 0), [("CH-TRADE", D(2021, 1, 11), 1, 15.25)]),
    ("Tanner's Café", "cafe", "TW-1013", D(2019, 6, 3), "direct debit", True, ("Tanner Street", 0), [("CH-TRADE", D(2019, 6, 3), 5, 9.80)]),
    ("Castle Street Co-operative", "retail", "TW-1017", D(2014, 2, 17), "invoice", True, ("Castle Street", 1), [("CH-TRADE", D(2014, 2, 17), 5, 18.40)]),
    ("Keep View Care Home", "care home", "TW-1020", D(2018, 11, 5), "invoice", True, ("Keep View", 1), [("CH-TRADE", D(2018, 11, 5), 4, 17.90), ("CH-REC-THU", D(2020, 3, 5), 1, 6.50)]),
    ("Drawbridge Motors", "garage", "TW-1024", D(2022, 8, 1), "direct debit", False, ("Drawbridge Road", 1), [("CH-TRADE", D(2022, 8, 1), 1, 15.25)]),
    ("Hollins Vale Farm Shop", "retail", "TW-1031", D(2023, 3, 13), "card", True, ("Brook End", 2), [("CH-TRADE", D(2023, 3, 13), 1, 21.00)]),
    ("The Harbour Lights", "pub", "TW-2002", D(2011, 5, 9), "direct debit", True, ("Harbour Road", 3), [("EW-TRADE", D(2011, 5, 9), 4, 14.75)]),
    ("Netloft Fish Bar", "takeaway", "TW-2006", D(2017, 7, 24), "direct debit", True, ("Netloft Lane", 3), [("EW-TRADE", D(2017, 7, 24), 5, 10.20)]),
    ("Saltmarsh Academy", "school", "TW-2009", D(2013, 9, 2), "invoice", True, ("Station Road", 3), [("EW-TRADE", D(2013, 9, 2), 3, 16.00), ("EW-REC-TUE", D(2018, 9, 4), 1, 0.0)]),
    ("Seagate Surgery", "healthcare", "TW-2011", D(2020, 2, 3), "invoice", True, ("Seagate", 3), [("EW-TRADE", D(2020, 2, 3), 2, 15.25)]),
    ("Marsh Lane Bakery", "cafe", "TW-2015", D(2021, 10, 18), "card", True, ("Marsh Lane", 4), [("EW-TRADE", D(2021, 10, 18), 3, 9.80)]),
    ("Samphire Court Residents' Association", "residential", "TW-2019", D(2015, 4, 6), "invoice", False, ("Samphire Court", 4), [("EW-TRADE", D(2015, 4, 6), 2, 12.00)]),
    ("Dyke Road Garden Centre", "retail", "TW-2023", D(2019, 3, 25), "direct debit", True, ("Dyke Road", 4), [("EW-TRADE", D(2019, 3, 25), 2, 18.40), ("EW-GDN-THU", D(2019, 3, 28), 1, 8.00)]),
    ("The Pell Arms", "pub", "TW-3001", D(2019, 4, 1), "direct debit", True, ("Pell Green Road", 6), [("CH-TRADE", D(2019, 4, 1), 3, 14.50)]),
    ("Orchard Rise Nursery", "school", "TW-3004", D(2024, 1, 8), "invoice", True, ("Orchard Rise", 6), [("CH-TRADE", D(2024, 1, 8), 1, 16.00)]),
    ("Weavers Row Studio", "office", "TW-3008", D(2025, 5, 19), "card", True, ("Weavers Row", 6), []),
]

# vehicle, contractor, jobDate, job, costGbp, underWarranty
REPAIRS = [
    ("BV-109", "Kestrel Fleet Services", D(2025, 2, 11), "hydraulic ram", 2840.00, False),
    ("BV-109", "Kestrel Fleet Services", D(2025, 6, 23), "bin lift", 1960.50, False),
    ("BV-109", "Hadley Truck & Body", D(2025, 11, 3), "body damage", 4725.00, False),
    ("BV-109", "Kestrel Fleet Services", D(2026, 1, 19), "gearbox", 6310.00, False),
    ("BV-101", "Kestrel Fleet Services", D(2025, 4, 7), "brakes", 1180.00, False),
    ("BV-102", "Kestrel Fleet Services", D(2025, 3, 17), "MOT prep", 640.00, False),
    ("BV-103", "Hadley Truck & Body", D(2025, 8, 12), "body damage", 2210.00, False),
    ("BV-104", "Kestrel Fleet Services", D(2025, 10, 6), "tyres", 1425.60, False),
    ("BV-107", "Kestrel Fleet Services", D(2025, 5, 28), "battery management", 0.0, True),
    ("BV-108", "Kestrel Fleet Services", D(2025, 12, 9), "battery management", 0.0, True),
    ("BV-110", "Hadley Truck & Body", D(2025, 7, 21), "bin lift", 1312.40, False),
    ("BV-112", "Kestrel Fleet Services", D(2025, 9, 15), "brakes", 980.00, False),
    ("BV-113", "Kestrel Fleet Services", D(2025, 6, 2), "bin lift", 0.0, True),
    ("BV-117", "Hadley Truck & Body", D(2025, 1, 27), "stillage repair", 760.25, False),
    ("BV-118", "Hadley Truck & Body", D(2026, 2, 9), "chassis corrosion", 5480.00, False),
    ("BV-118", "Kestrel Fleet Services", D(2025, 5, 12), "tyres", 1102.00, False),
    ("BV-122", "Kestrel Fleet Services", D(2025, 3, 31), "hydraulic ram", 2395.00, False),
    ("BV-122", "Kestrel Fleet Services", D(2025, 12, 15), "MOT prep", 715.50, False),
]

# agency staff: name, contractor, since, chargeRateGbp
SUPPLIED = [
    ("Ossie Trench", "Brightwork Staffing", D(2024, 10, 7), 24.60),
    ("Kofi Mensah", "Brightwork Staffing", D(2024, 5, 13), 18.90),
    ("Zak Hussain", "Redmayne Recruitment", D(2025, 2, 3), 19.40),
    ("Dom Heaton", "Brightwork Staffing", D(2024, 8, 26), 18.90),
    ("Marcus Pendle", "Redmayne Recruitment", D(2026, 2, 16), 19.75),
]

ISSUES = ["blocked access", "bins not presented", "contaminated bins", "road closure", "hydraulic leak", "vehicle breakdown", "parked cars", "icy roads", "bin lift fault"]
WEEKDAY = {"Monday": 0, "Tuesday": 1, "Wednesday": 2, "Thursday": 3, "Friday": 4}


def build() -> dict:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        clean = {k: (v.isoformat() if isinstance(v, dt.date) else v) for k, v in (props or {}).items() if v is not None}
        rels.append({"type": rtype, "start": start, "end": end, "properties": clean})

    for i, (name, town, opened, yard, bunker, bays, workshop) in enumerate(DEPOTS):
        node(f"d{i}", ["Depot"], {"name": name, "town": town, "openedYear": opened, "yardAreaSqm": yard,
                                  "fuelBunker": bunker, "parkingBays": bays, "hasWorkshop": workshop})
    for i, (name, pop, area, urban, cllrs, _depot) in enumerate(WARDS):
        node(f"w{i}", ["Ward"], {"name": name, "population": pop, "areaSqKm": area, "urban": urban, "councillors": cllrs})
    street_id: dict[tuple[str, int], str] = {}
    for i, (name, ward, hh, ptype, narrow, communal, pc, speed) in enumerate(STREETS):
        sid = f"st{i}"
        street_id[(name, ward)] = sid
        node(sid, ["Street"], {"name": name, "households": hh, "propertyType": ptype, "narrowAccess": narrow,
                               "communalBins": communal, "postcodeSector": pc, "speedLimitMph": speed})
        rel("IN_WARD", sid, f"w{ward}")

    staff_id: dict[str, str] = {}
    for i, (name, role, start, rate, lic, cpc, agency, aider, depots, _rep) in enumerate(STAFF):
        sid = f"p{i}"
        staff_id[name] = sid
        labels = ["Staff", "FirstAider"] if aider else ["Staff"]
        node(sid, labels, {"name": name, "role": role, "startYear": start, "hourlyRateGbp": rate,
                           "licenceCategories": lic, "cpcExpiry": cpc.isoformat() if cpc else None, "agency": agency})
        for depot, since, primary in depots:
            rel("BASED_AT", sid, f"d{depot}", {"since": since, "primaryDepot": primary})
    for name, _role, _s, _r, _l, _c, _a, _f, _d, rep in STAFF:
        if rep:
            rel("REPORTS_TO", staff_id[name], staff_id[rep[0]], {"since": rep[1]})

    con_id: dict[str, str] = {}
    for i, (tn, kind, cno, town, since, terms, accr) in enumerate(CONTRACTORS):
        con_id[tn] = f"c{i}"
        node(f"c{i}", ["Contractor"], {"tradingName": tn, "kind": kind, "companyNo": cno, "town": town,
                                       "sinceYear": since, "paymentTermsDays": terms, "accreditations": accr})
    for name, con, since, charge in SUPPLIED:
        rel("SUPPLIED_BY", staff_id[name], con_id[con], {"since": since, "chargeRateGbp": charge})

    fac_id: dict[str, str] = {}
    for i, (name, ftype, fee, permit, maxt, sat, council, accepts, dist, op) in enumerate(FACILITIES):
        fac_id[name] = f"f{i}"
        node(f"f{i}", ["Facility"], {"name": name, "facilityType": ftype, "gateFeeGbp": fee, "permitRef": permit,
                                     "maxTonnesPerDay": maxt, "openSaturday": sat, "councilRun": council,
                                     "acceptsStreams": accepts, "distanceKm": dist})
        if op:
            rel("OPERATED_BY", f"f{i}", con_id[op[0]], {"contractStart": op[1], "contractEnd": op[2]})

    mat_id: dict[str, str] = {}
    for i, (name, ewc, cat) in enumerate(MATERIALS):
        mat_id[name] = f"m{i}"
        node(f"m{i}", ["Material"], {"name": name, "ewcCode": ewc, "category": cat})
    for con, mat, price, end, mint in BUYS:
        rel("BUYS", con_id[con], mat_id[mat], {"pricePerTonneGbp": price, "contractEnd": end, "minTonnesPerMonth": mint})

    bin_id: dict[str, str] = {}
    for i, (name, cap, colour, stream, cost, wheeled) in enumerate(BINTYPES):
        bin_id[name] = f"b{i}"
        node(f"b{i}", ["BinType"], {"name": name, "capacityLitres": cap, "colour": colour, "stream": stream,
                                    "unitCostGbp": cost, "wheeled": wheeled})

    veh_id: dict[str, str] = {}
    veh_fuel: dict[str, str] = {}
    for i, (fno, reg, vtype, make, model, fuel, year, payload, body, mot, miles, onroad, lift, park) in enumerate(VEHICLES):
        vid = f"v{i}"
        veh_id[fno] = vid
        veh_fuel[fno] = fuel
        labels = ["Vehicle", "Electric"] if fuel == "electric" else ["Vehicle"]
        node(vid, labels, {"fleetNo": fno, "registration": reg, "vehicleType": vtype, "make": make, "model": model,
                           "fuel": fuel, "yearRegistered": year, "payloadT": payload, "bodyM3": body,
                           "motDue": mot.isoformat() if mot else None, "mileage": miles, "onRoad": onroad, "binLift": lift})
        if park:
            rel("PARKED_AT", vid, f"d{park[0]}", {"since": park[1], "bay": park[2], "chargePoint": fuel == "electric"})
    for fno, con, when, job, cost, warranty in REPAIRS:
        rel("REPAIRED_BY", veh_id[fno], con_id[con], {"jobDate": when, "job": job, "costGbp": cost, "underWarranty": warranty})

    round_id: dict[str, str] = {}
    round_info: dict[str, tuple] = {}
    for i, (code, depot, stream, day, freq, week, start, lifts, sub, intro, veh, bins) in enumerate(ROUNDS):
        rid = f"r{i}"
        round_id[code] = rid
        round_info[code] = (depot, stream, day, veh, lifts)
        node(rid, ["Round"], {"roundCode": code, "stream": stream, "collectionDay": day, "frequency": freq,
                              "weekPattern": week, "startTime": start, "plannedLifts": lifts, "subscription": sub,
                              "introducedYear": intro})
        rel("OPERATES_FROM", rid, f"d{depot}")
        rel("ASSIGNED_VEHICLE", rid, veh_id[veh], {"since": D(max(2021, intro or 2021), 4, 1)})
        for b in bins:
            rel("EMPTIES", rid, bin_id[b])

    # which rounds cover each street: by depot of the ward; narrow streets of Coldharbour/Pell Green get the narrow-access residual round
    covers: dict[str, list[str]] = {code: [] for code in round_id}
    for i, (_name, ward, _hh, ptype, narrow, communal, _pc, _sp) in enumerate(STREETS):
        depot = WARDS[ward][5]
        opts = {
            "residual": [c for c, v in round_info.items() if v[0] == depot and v[1] == "residual" and ("NAR" in c) == (narrow and depot != 1)],
            "dry recycling": [c for c, v in round_info.items() if v[0] == depot and v[1] == "dry recycling"],
            "food waste": [c for c, v in round_info.items() if v[0] == depot and v[1] == "food waste"],
            "garden waste": [c for c, v in round_info.items() if v[0] == depot and v[1] == "garden waste"],
            "glass": [c for c, v in round_info.items() if v[0] == depot and v[1] == "glass" and c != "PG-GLS-FRI"],
        }
        chosen = [rng.choice(opts["residual"]), rng.choice(opts["dry recycling"])]
        if rng.random() < 0.7 and not (narrow and rng.random() < 0.5):
            chosen.append(opts["food waste"][0])
        if ptype in ("detached", "semi-detached") and rng.random() < 0.6:
            chosen.append(opts["garden waste"][0])
        if opts["glass"] and rng.random() < 0.35:
            chosen.append(opts["glass"][0])
        for code in chosen:
            covers[code].append(f"st{i}")
            props = {"seq": len(covers[code])}
            if rng.random() < 0.22:
                props["assistedLifts"] = rng.randint(1, 6)
            if communal:
                props["collectionPoint"] = "bin store"
            elif narrow:
                props["collectionPoint"] = rng.choice(["back lane", "kerbside"])
            else:
                props["collectionPoint"] = "kerbside"
            rel("COVERS", round_id[code], f"st{i}", props)

    # trade customers
    for i, (name, sector, acct, start, pay, active, street, served) in enumerate(TRADE):
        tid = f"t{i}"
        node(tid, ["TradeCustomer"], {"name": name, "sector": sector, "accountNo": acct, "contractStart": start.isoformat(),
                                      "paymentMethod": pay, "active": active})
        rel("LOCATED_ON", tid, street_id[street])
        for code, since, lpw, charge in served:
            rel("SERVED_BY", tid, round_id[code], {"since": since, "liftsPerWeek": lpw, "chargePerLiftGbp": charge})

    # runs
    staff_by_depot: dict[tuple[int, str], list[str]] = {}
    for name, role, _start, _r, _l, _c, _a, _f, depots, _rep in STAFF:
        if name == "Marcus Pendle":
            continue  # started Feb 2026, not yet on a run
        for depot, _since, _p in depots:
            staff_by_depot.setdefault((depot, role), []).append(name)
    codes_run = [c for c in round_id if c != "PG-GLS-FRI"]
    weights = [3 if round_info[c][1] in ("residual", "dry recycling") else 2 for c in codes_run]
    start_day = D(2025, 1, 6)
    run_rows: list[tuple[dt.date, str]] = []
    while len(run_rows) < 74:
        code = rng.choices(codes_run, weights)[0]
        depot, stream, day, veh, lifts = round_info[code]
        week = rng.randint(0, 59)
        wd = WEEKDAY.get(day, rng.randint(0, 4))
        row = (start_day + dt.timedelta(days=7 * week + wd), code)
        if row not in run_rows:
            run_rows.append(row)
    run_rows.sort()
    num = 11
    run_meta = []
    for i, (when, code) in enumerate(run_rows):
        num += rng.randint(3, 19)
        ref = f"WR-{when.year % 100:02d}-{num:04d}"
        depot, stream, day, veh, lifts = round_info[code]
        r = rng.random()
        status = "completed" if r < 0.80 else ("part-completed" if r < 0.95 else "abandoned")
        issues = None
        if status != "completed" or rng.random() < 0.15:
            issues = rng.sample([x for x in ISSUES if x != "icy roads"], rng.choice([1, 1, 2]))
            if status == "abandoned":
                issues = ["vehicle breakdown"] + [x for x in issues if x != "vehicle breakdown"][:1]
            if when.month in (12, 1, 2) and rng.random() < 0.5 and "icy roads" not in issues:
                issues.append("icy roads")
        if status == "completed":
            missed = rng.randint(0, 6)
        elif status == "part-completed":
            missed = rng.randint(20, max(25, lifts // 5))
        else:
            missed = lifts
        hours = round(rng.uniform(6.0, 9.5), 1) if status != "abandoned" else round(rng.uniform(1.0, 3.0), 1)
        miles = rng.randint(18, 62) if status != "abandoned" else rng.randint(3, 12)
        rid = f"n{i}"
        node(rid, ["Run"], {"runRef": ref, "runDate": when.isoformat(), "status": status, "liftsMissed": missed,
                            "durationHours": hours, "milesDriven": miles, "issues": issues})
        rel("RUN_OF", rid, round_id[code])
        # vehicle: the round's own one mostly; BV-109 went off road in Feb 2025, the spare covers for it after that
        used = veh
        if veh == "BV-109" and when >= D(2025, 2, 10):
            used = "BV-122"
        elif rng.random() < 0.12:
            spares = [v[0] for v in VEHICLES if v[2] == VEHICLES[[x[0] for x in VEHICLES].index(veh)][2] and v[0] not in (veh, "BV-109") and v[11]]
            if spares:
                used = rng.choice(spares)
        vprops = {"fuelLitres": round(miles * rng.uniform(1.6, 2.4), 1)} if veh_fuel[used] != "electric" else {"kwhUsed": round(miles * rng.uniform(2.2, 3.1), 1)}
        if veh_fuel[used] != "electric" and rng.random() < 0.08:
            vprops = {}
        rel("USED_VEHICLE", rid, veh_id[used], vprops)
        # crew
        drivers = staff_by_depot.get((depot, "HGV driver"), [])
        loaders = staff_by_depot.get((depot, "loader"), [])
        n_loaders = 2 if VEHICLES[[x[0] for x in VEHICLES].index(used)][2] in ("26t RCV", "18t RCV") else 1
        if stream == "trade waste":
            n_loaders = 1
        crew = [(rng.choice(drivers), "driver")] + [(x, "loader") for x in rng.sample(loaders, n_loaders)]
        for name, role in crew:
            ot = rng.random() < 0.18
            rel("CREWED", staff_id[name], rid, {"role": role, "hours": round(hours + (1.5 if ot else 0.5), 1), "overtime": ot})
        run_meta.append((rid, ref, when, code, status))
        # tipping
        if status == "abandoned":
            continue
        load = round(rng.uniform(0.8, 1.0) * {"residual": 9.5, "dry recycling": 5.2, "food waste": 1.9, "garden waste": 6.1,
                                                "glass": 3.4, "trade waste": 7.2, "bulky waste": 1.1}[stream] * (0.6 if status == "part-completed" else 1.0), 2)
        if stream in ("residual", "trade waste"):
            fac = "Tarnside Energy Recovery Facility" if depot != 1 else rng.choice(["Saltmarsh Transfer Station", "Tarnside Energy Recovery Facility"])
            if when.month == 9 and when.year == 2025:
                fac = "Hobbs Bottom Landfill"  # the EfW plant's shutdown month
        elif stream == "dry recycling":
            fac = "Greyline MRF"
        elif stream == "food waste":
            fac = "Fenmoor AD Plant"
        elif stream == "garden waste":
            fac = "Fenmoor Composting Site"
        elif stream == "glass":
            fac = "Greyline MRF" if depot == 0 else "Saltmarsh Transfer Station"
        else:
            fac = "Saltmarsh Transfer Station"
        tprops = {"ticketNo": f"WB{rng.randint(100000, 999999)}", "netTonnes": load, "weighedAt": f"{rng.randint(11, 14):02d}:{rng.choice(['05', '18', '27', '34', '42', '51'])}"}
        if fac == "Greyline MRF" and stream == "dry recycling":
            cont = round(rng.uniform(4.0, 14.0), 1) if rng.random() > 0.2 else round(rng.uniform(18.0, 26.0), 1)
            tprops["contaminationPct"] = cont
            tprops["rejected"] = cont > 17.0
            rel("TIPPED_AT", rid, fac_id[fac], tprops)
            if cont > 17.0:
                rel("TIPPED_AT", rid, fac_id["Tarnside Energy Recovery Facility"],
                    {"ticketNo": f"WB{rng.randint(100000, 999999)}", "netTonnes": round(load * 0.97, 2), "weighedAt": "15:10"})
        else:
            rel("TIPPED_AT", rid, fac_id[fac], tprops)

    # cases
    supervisors = {0: "Darren Pelham", 1: "Shona Mackie", 2: "Raj Tolland"}
    case_types = (["missed collection"] * 12 + ["fly-tipping"] * 9 + ["damaged bin"] * 5 + ["bin delivery"] * 4
                  + ["assisted collection request"] * 3 + ["spillage"] * 3)
    rng.shuffle(case_types)
    cases = []
    for ctype in case_types:
        if ctype in ("missed collection", "spillage"):
            rid, ref, when, code, status = rng.choice([m for m in run_meta if round_info[m[3]][1] not in ("trade waste", "bulky waste") and covers[m[3]]])
            st = rng.choice(covers[code])
            reported = when + dt.timedelta(days=rng.randint(0, 2))
        else:
            rid = None
            st = f"st{rng.randrange(len(STREETS))}"
            reported = start_day + dt.timedelta(days=rng.randint(0, 415))
        cases.append((reported, ctype, rid, st))
    cases.sort(key=lambda c: (c[0], c[1]))
    seq = {25: 100, 26: 10}
    for i, (reported, ctype, rid, st) in enumerate(cases):
        yy = reported.year % 100
        seq[yy] += rng.randint(4, 40)
        ref = f"WC-{yy}-{seq[yy]:04d}"
        ward = STREETS[int(st[2:])][1]
        depot = WARDS[ward][5]
        resolved = rng.random() < 0.8 or reported < D(2025, 6, 1)
        closed = reported + dt.timedelta(days=rng.randint(1, 3 if ctype == "missed collection" else 21)) if resolved else None
        props = {"caseRef": ref, "caseType": ctype, "reportedOn": reported.isoformat(),
                 "channel": rng.choice(["web form", "phone", "phone", "app", "email", "councillor"]),
                 "priority": "high" if ctype in ("fly-tipping", "spillage") and rng.random() < 0.5 else rng.choice(["normal", "normal", "low"]),
                 "resolved": resolved, "closedOn": closed.isoformat() if closed else None}
        if ctype == "fly-tipping":
            props["wasteItems"] = rng.sample(["mattress", "household bags", "rubble", "tyres", "fridge", "sofa", "garden waste", "carpet"], rng.randint(1, 3))
            props["evidenceFound"] = rng.random() < 0.4
            if props["evidenceFound"] and rng.random() < 0.7:
                props["fixedPenaltyGbp"] = rng.choice([400, 500, 1000])
        cid = f"k{i}"
        node(cid, ["Case"], props)
        rel("REPORTED_AT", cid, st)
        if rid:
            rel("CONCERNS", cid, rid)
        if rng.random() < 0.86 or ctype == "fly-tipping":
            if ctype == "fly-tipping":
                who = rng.choice(["Chloe Fenwick", "Aled Pryce"])
            elif ctype in ("missed collection", "spillage"):
                who = supervisors[depot]
            elif ctype == "assisted collection request":
                who = rng.choice(["Chloe Fenwick", "Nadia Barlow"])
            else:
                who = rng.choice(["Nadia Barlow", "Joe Whitlam"])
            rel("ASSIGNED_TO", cid, staff_id[who], {"assignedOn": reported + dt.timedelta(days=rng.randint(0, 1))})

    return {"nodes": nodes, "relationships": rels,
            "date_keys": ["since", "runDate", "reportedOn", "closedOn", "assignedOn", "contractStart", "contractEnd",
                          "jobDate", "motDue", "cpcExpiry"]}


def main() -> None:
    graph = build()
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    labels: dict[str, int] = {}
    for n in graph["nodes"]:
        for lab in n["labels"]:
            labels[lab] = labels.get(lab, 0) + 1
    types: dict[str, int] = {}
    for r in graph["relationships"]:
        types[r["type"]] = types.get(r["type"], 0) + 1
    print(f"{len(graph['nodes'])} nodes, {len(graph['relationships'])} relationships")
    print(labels)
    print(types)


if __name__ == "__main__":
    main()
