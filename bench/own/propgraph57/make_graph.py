#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented coastal sea-rescue (lifeboat) charity, the Skerrow Coast Lifeboat Society.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every station, boat, boat name, operational
number, crew member, launch reference, vessel, casualty reference, place, branch, donor, receipt number, supplier and
asset tag is invented, and so are the boat classes (Fulmar and Guillemot all-weather boats, Petrel and Tern inshore
boats). The trade's terms - all-weather lifeboat (ALB), inshore lifeboat (ILB), relief fleet, coxswain, helm,
launch authority, shore crew, pager, service launch, stood down, false alarm with good intent, sea state, Beaufort
force, casualty care, gift aid, legacy, restricted fund, refit - are generic.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 5799
HERE = Path(__file__).resolve().parent
D = dt.date

# name, stationCode, town, establishedYear, launchMethod, hasShop, boathouseYear (None = missing), latitude, longitude
STATIONS = [
    ("Harrowmouth", "HRM", "Harrowmouth", 1868, "slipway", True, 1994, 50.412, -4.873),
    ("Gullsand", "GLS", "Gullsand", 1921, "carriage", True, 2008, 50.366, -5.012),
    ("Porthwenna", "PTW", "Porthwenna", 1859, "afloat", True, None, 50.228, -5.147),
    ("St Brannock's Bay", "SBB", "St Brannock", 1967, "davit", False, 1999, 50.181, -5.288),
    ("Corve Haven", "CVH", "Corve", 1883, "slipway", True, 2001, 50.503, -4.655),
    ("Mallow Strand", "MLS", "Mallow", 2014, "trolley", False, 2016, 50.547, -4.498),
]

# opNumber, name (None = no name), boatClass, category, builtYear, lengthM, maxSpeedKnots, crewCapacity,
# survivorCapacity (None = missing), enduranceHours (None = missing), engines, lastSurvey, inService, station index (None = relief fleet)
BOATS = [
    ("16-21", "Mary Alys Penhallow", "Fulmar", "all-weather", 2013, 16.9, 25, 7, 79, 10.0, 2, "2025-04-11", True, 0),
    ("P-781", None, "Petrel", "inshore", 2019, 8.5, 35, 4, 20, 2.5, 2, "2025-06-02", True, 0),
    ("T-905", "Spirit of Gullsand", "Tern", "inshore", 2020, 5.0, 25, 3, 5, 3.0, 1, "2025-03-19", True, 1),
    ("P-766", "Ernest and Joan Varcoe", "Petrel", "inshore", 2015, 8.5, 35, 4, 20, 2.5, 2, "2024-11-27", True, 1),
    ("13-08", "Lady Trewartha", "Guillemot", "all-weather", 2017, 13.6, 25, 6, 68, 10.0, 2, "2025-09-08", True, 2),
    ("T-918", None, "Tern", "inshore", 2022, 5.0, 25, 3, 5, None, 1, "2025-05-14", True, 2),
    ("P-790", "Brannock Friend", "Petrel", "inshore", 2021, 8.5, 35, 4, None, 2.5, 2, "2025-02-20", True, 3),
    ("16-09", "City of Elmsworth", "Fulmar", "all-weather", 2009, 16.9, 25, 7, 79, None, 2, "2024-10-03", True, 4),
    ("P-752", None, "Petrel", "inshore", 2012, 8.3, 32, 4, 18, 2.5, 2, "2025-07-22", True, 4),
    ("T-887", "Hope of Mallow", "Tern", "inshore", 2016, 5.0, 25, 3, 5, 3.0, 1, "2025-01-30", True, 5),
    ("T-930", None, "Tern", "inshore", 2025, 5.0, 26, 3, 5, 3.0, 1, "2025-11-18", True, 5),
    ("16-03", "Sir Ralph Kittow", "Fulmar", "all-weather", 2006, 16.9, 25, 7, 79, 10.0, 2, "2025-03-05", True, None),
    ("T-871", None, "Tern", "inshore", 2011, 4.9, 24, 3, None, None, 1, "2024-08-16", True, None),
    ("13-02", "Annie Colquite", "Guillemot", "all-weather", 2014, 13.6, 25, 6, 68, 10.0, 2, "2024-06-12", False, None),
]
# boat opNumber -> STATIONED_AT (since, berth)
BERTHS = {
    "16-21": ("2013-09-14", "main slipway"), "P-781": ("2019-05-02", "ILB house"),
    "T-905": ("2020-07-11", "carriage bay 1"), "P-766": ("2015-04-23", "carriage bay 2"),
    "13-08": ("2017-11-30", "harbour mooring"), "T-918": ("2022-03-08", "pontoon"),
    "P-790": ("2021-06-19", "davit"), "16-09": ("2009-12-01", "main slipway"), "P-752": ("2012-08-25", "ILB house"),
    "T-887": ("2016-05-14", "trolley bay"), "T-930": ("2025-12-02", "trolley bay 2"),
}

ROLE_QUALS = {
    "coxswain": ["coxswain", "navigator", "casualty care", "sea survival", "radio operator"],
    "deputy coxswain": ["coxswain", "navigator", "casualty care", "sea survival"],
    "mechanic": ["mechanic", "casualty care", "sea survival", "radio operator"],
    "helm": ["helm", "casualty care", "sea survival", "radio operator"],
    "crew": ["casualty care", "sea survival"],
    "trainee crew": None,
    "shore crew": ["shore crew", "first aid"],
    "tractor driver": ["tractor driver", "shore crew"],
    "launch authority": ["launch authority", "radio operator"],
}
EXTRA_QUALS = ["powerboat level 2", "VHF", "navigator", "first aid", "drone pilot", "water rescue", "search planning"]
OCCUPATIONS = ["fisherman", "electrician", "teacher", "paramedic", "harbour pilot", "carpenter", "shop owner",
               "nurse", "boatbuilder", "farmer", "plumber", "software developer", "chef", "retired", "surveyor",
               "student", "mechanic", "postman", "surf instructor", "firefighter"]

# name, station index (second station or None), role, joinedYear, birthYear (None = missing), fullTime
CREW = [
    # Harrowmouth (ALB + ILB)
    ("Denzil Roskilly", 0, None, "coxswain", 1998, 1974, True),
    ("Morwenna Tresize", 0, None, "deputy coxswain", 2006, 1982, False),
    ("Kit Halloran", 0, None, "mechanic", 2004, 1979, True),
    ("Jago Penberthy", 0, None, "helm", 2010, 1988, False),
    ("Tom Pascoe", 0, None, "crew", 2011, 1985, False),
    ("Becca Ellery", 0, None, "helm", 2013, 1990, False),
    ("Piran Soady", 0, None, "crew", 2016, 1994, False),
    ("Nessa Carbis", 0, None, "crew", 2018, None, False),
    ("Ollie Vosper", 0, None, "crew", 2021, 2000, False),
    ("Hal Dunstan", 0, None, "trainee crew", 2025, 2004, False),
    ("Ruth Angove", 0, None, "shore crew", 2008, 1961, False),
    ("Ivor Chenhalls", 0, None, "shore crew", 2015, 1957, False),
    ("Gerald Truscott", 0, None, "launch authority", 1992, 1953, False),
    ("Fen Nankervis", 0, 4, "crew", 2019, 1997, False),
    # Gullsand (two ILBs, carriage launch)
    ("Sadie Treloar", 1, None, "helm", 2009, 1984, False),
    ("Luke Annear", 1, None, "helm", 2014, 1991, False),
    ("Mabyn Hosking", 1, None, "crew", 2017, 1996, False),
    ("Rory Kitto", 1, None, "crew", 2020, 1999, False),
    ("Tamsin Odgers", 1, None, "crew", 2022, 2001, False),
    ("Bryn Oates", 1, None, "trainee crew", 2025, 2006, False),
    ("Walter Eddy", 1, None, "tractor driver", 2003, 1958, False),
    ("Colin Bawden", 1, None, "tractor driver", 2012, 1966, False),
    ("Pam Jewell", 1, None, "launch authority", 2001, 1955, False),
    # Porthwenna (ALB afloat + ILB)
    ("Arthur Polglase", 2, None, "coxswain", 2002, 1976, True),
    ("Lowenna Pengelly", 2, None, "deputy coxswain", 2009, 1986, False),
    ("Dai Rowe", 2, None, "mechanic", 2011, 1983, True),
    ("Cerys Tonkin", 2, None, "helm", 2012, 1989, False),
    ("Jory Maddern", 2, None, "crew", 2015, 1993, False),
    ("Esme Curnow", 2, None, "crew", 2016, None, False),
    ("Kieran Blewett", 2, None, "crew", 2019, 1998, False),
    ("Anya Laity", 2, None, "crew", 2023, 2003, False),
    ("Zac Hicks", 2, None, "trainee crew", 2024, 2005, False),
    ("Hedley Rowse", 2, None, "shore crew", 2010, 1960, False),
    ("Maureen Pellow", 2, None, "launch authority", 2005, 1952, False),
    # St Brannock's Bay (ILB on a davit)
    ("Gwen Trebilcock", 3, None, "helm", 2007, 1981, False),
    ("Steph Moyle", 3, None, "helm", 2016, 1992, False),
    ("Ned Carne", 3, None, "crew", 2018, 1995, False),
    ("Lily Opie", 3, None, "crew", 2021, 2002, False),
    ("Callum Rickard", 3, None, "crew", 2023, None, False),
    ("Frank Coad", 3, None, "shore crew", 2014, 1959, False),
    ("Judith Spargo", 3, None, "launch authority", 2011, 1956, False),
    # Corve Haven (ALB + ILB)
    ("Ewan Stribley", 4, None, "coxswain", 2005, 1978, True),
    ("Harriet Prowse", 4, None, "deputy coxswain", 2012, 1987, False),
    ("Iestyn Marrack", 4, None, "mechanic", 2008, 1980, True),
    ("Rosie Chegwin", 4, None, "helm", 2014, 1992, False),
    ("Tom Pascoe", 4, None, "shore crew", 2019, 1971, False),
    ("Alfie Rodda", 4, None, "crew", 2016, 1995, False),
    ("Megan Hambly", 4, None, "crew", 2017, 1994, False),
    ("Seth Kneebone", 4, None, "crew", 2020, 2000, False),
    ("Polly Trerise", 4, None, "crew", 2022, 2003, False),
    ("Mikey Olver", 4, None, "trainee crew", 2025, 2007, False),
    ("Barney Crago", 4, None, "launch authority", 1999, 1950, False),
    # Mallow Strand (two Tern ILBs on trolleys)
    ("Kerensa Vivian", 5, None, "helm", 2014, 1985, False),
    ("Dom Pearce", 5, None, "helm", 2017, 1990, False),
    ("Talia Bolitho", 5, None, "crew", 2018, 1997, False),
    ("Archie Jenkin", 5, None, "crew", 2021, 2002, False),
    ("Sol Trengove", 5, None, "trainee crew", 2025, 2008, False),
    ("Lorna Wearne", 5, None, "tractor driver", 2015, 1963, False),
    ("Clive Sandow", 5, None, "launch authority", 2014, 1958, False),
    ("Jess Keast", 5, 1, "crew", 2019, 1996, False),
    ("Amos Tregear", 3, None, "trainee crew", 2026, 2007, False),
]
# crew index of the second station's since date, for the two crew on two stations
SECOND_SINCE = {"Fen Nankervis": "2023-04-01", "Jess Keast": "2024-06-15"}

# mentor name, mentee name (second Tom Pascoe: by station), since, focus
MENTORING = [
    ("Denzil Roskilly", "Morwenna Tresize", "2015-03-01", "coxswain training"),
    ("Morwenna Tresize", "Ollie Vosper", "2022-01-10", "navigation"),
    ("Jago Penberthy", "Piran Soady", "2019-05-20", "helm training"),
    ("Becca Ellery", "Hal Dunstan", "2025-06-01", "boat handling"),
    ("Kit Halloran", "Nessa Carbis", "2020-09-01", "engine room"),
    ("Sadie Treloar", "Luke Annear", "2016-04-04", "helm training"),
    ("Luke Annear", "Tamsin Odgers", "2023-03-12", "helm training"),
    ("Sadie Treloar", "Bryn Oates", "2025-07-12", "boat handling"),
    ("Walter Eddy", "Colin Bawden", "2012-06-01", "tractor driving"),
    ("Arthur Polglase", "Lowenna Pengelly", "2014-10-01", "coxswain training"),
    ("Cerys Tonkin", "Anya Laity", "2023-08-08", "helm training"),
    ("Lowenna Pengelly", "Zac Hicks", "2024-04-21", "navigation"),
    ("Dai Rowe", "Kieran Blewett", "2021-02-02", "engine room"),
    ("Gwen Trebilcock", "Steph Moyle", "2018-07-07", "helm training"),
    ("Gwen Trebilcock", "Callum Rickard", "2023-09-30", "casualty care"),
    ("Steph Moyle", "Amos Tregear", "2026-01-18", "boat handling"),
    ("Ewan Stribley", "Harriet Prowse", "2017-01-15", "coxswain training"),
    ("Harriet Prowse", "Polly Trerise", "2023-05-05", "navigation"),
    ("Rosie Chegwin", "Mikey Olver", "2025-06-29", "boat handling"),
    ("Kerensa Vivian", "Dom Pearce", "2018-02-11", "helm training"),
    ("Kerensa Vivian", "Sol Trengove", "2025-08-06", "boat handling"),
    ("Dom Pearce", "Archie Jenkin", "2022-10-10", "casualty care"),
]

# name, locationType, latitude, longitude, hazardRating (None = missing), tidalCutOff
LOCATIONS = [
    ("Gannet Ledges", "reef", 50.431, -4.912, 5, False),
    ("Scarrow Point", "headland", 50.398, -4.951, 4, True),
    ("Harrowmouth Bar", "harbour entrance", 50.409, -4.868, 3, False),
    ("Whitsand Spit", "sandbank", 50.352, -5.041, 4, True),
    ("Gullsand Beach", "beach", 50.369, -5.018, 2, False),
    ("Pendower Cove", "cove", 50.301, -5.083, 3, True),
    ("The Manacle Stones", "reef", 50.214, -5.176, 5, False),
    ("Porthwenna Roads", "offshore", 50.205, -5.121, None, False),
    ("Lantic Head", "headland", 50.172, -5.322, 4, True),
    ("Brannock Sands", "beach", 50.187, -5.279, 2, True),
    ("Corve Estuary", "estuary", 50.511, -4.641, 3, True),
    ("Kettle Rocks", "reef", 50.489, -4.702, 4, False),
    ("Mallow Flats", "sandbank", 50.552, -4.487, 3, True),
    ("Blackstone Beach", "beach", 50.561, -4.462, None, False),
    ("Eastern Approaches", "offshore", 50.468, -4.590, 2, False),
    ("Wreck of the Alcyon", "wreck site", 50.276, -5.230, 4, False),
]
# location indexes each station's launches go to (weights by order)
STATION_PLACES = {0: [0, 1, 2, 3], 1: [3, 4, 5, 1], 2: [6, 7, 5, 8], 3: [9, 8, 6], 4: [10, 11, 14, 2], 5: [12, 13, 14, 11]}

# name, vesselType, lengthM (None = missing), homePort (None = missing), registration (None = none)
VESSELS = [
    ("Morwen", "yacht", 10.4, "Harrowmouth", None),
    ("Blue Kittiwake", "fishing vessel", 11.8, "Porthwenna", "PW 117"),
    ("Tregenna Lass", "fishing vessel", 9.6, "Harrowmouth", "HW 42"),
    ("Saoirse", "yacht", 12.2, "Kinsale Quay", None),
    ("Halcyon Days", "motor cruiser", 9.1, "Corve", None),
    ("Jenny Wren", "dinghy", 4.2, "Gullsand", None),
    ("Ocean Pearl", "motor cruiser", 11.5, None, None),
    ("Stormpetrel", "yacht", 8.9, "Mallow", None),
    (None, "kayak", 3.6, None, None),
    (None, "paddleboard", None, None, None),
    ("Girl Demelza", "fishing vessel", 14.3, "Porthwenna", "PW 203"),
    ("Wanderlust II", "yacht", 11.0, "Elmsworth Marina", None),
    ("Slipstream", "RIB", 6.5, "Corve", None),
    ("Cormorant", "dinghy", 3.9, None, None),
    ("Sea Jay", "jet ski", 3.2, None, None),
    ("Aurora Borealis", "tall ship", 31.5, "Elmsworth Marina", None),
    ("Little Gem", "motor cruiser", 7.4, "St Brannock", None),
    (None, "kayak", 4.1, None, None),
    ("Kestrel", "RIB", 5.8, "Mallow", None),
    ("Rose of Lantic", "fishing vessel", 8.2, "St Brannock", "SB 9"),
    ("Tidewalker", "yacht", 9.8, "Harrowmouth", None),
    ("Half Moon", "dinghy", 4.6, "Corve", None),
    (None, "paddleboard", None, None, None),
    ("Zephyrine", "yacht", 13.7, None, None),
    ("Pilgrim", "motor cruiser", 10.2, "Harrowmouth", None),
    ("Merry Dancer", "yacht", 7.9, "Mallow", None),
]
# unnamed vessels get a descriptive reference instead of a name
VESSEL_REFS = {8: "UNK-KAYAK-1", 9: "UNK-SUP-1", 17: "UNK-KAYAK-2", 22: "UNK-SUP-2"}

# activities of casualties who were not aboard a vessel we assisted
ACTIVITIES = ["swimming", "walking", "bodyboarding", "rock pooling", "angling", "coasteering", "bait digging",
              "climbing", "kitesurfing", "dog walking"]
AGE_BANDS = ["under 16", "16-24", "25-44", "45-64", "65+"]
CONDITIONS = ["hypothermia", "head injury", "fracture", "exhaustion", "seasickness", "cut", "shock", "cardiac"]

# exercise types
EXERCISE_TYPES = ["capsize drill", "night navigation", "casualty care", "helicopter winching", "search pattern",
                  "tow drill", "man overboard", "launch and recovery"]

# name, town, foundedYear, members, runsShop, chair (None = missing), annualTargetGbp (None = missing), stations supported [(index, since)]
BRANCHES = [
    ("Harrowmouth Fundraising Branch", "Harrowmouth", 1921, 46, True, "Valerie Trenouth", 40000, [(0, "1921-06-01")]),
    ("Gullsand & District Guild", "Gullsand", 1958, 28, True, "Roger Kemp", 18000, [(1, "1958-03-15")]),
    ("Porthwenna Ladies' Guild", "Porthwenna", 1949, 33, False, "Eileen Moyle", 22000, [(2, "1949-07-01")]),
    ("Brannock and Lantic Branch", "St Brannock", 1972, 17, False, None, 9000, [(3, "1972-05-20"), (2, "2011-01-01")]),
    ("Corve Haven Supporters", "Corve", 1890, 52, True, "Alan Pethick", 45000, [(4, "1890-09-09")]),
    ("Mallow Friends of the Lifeboat", "Mallow", 2015, 21, False, "Shona Craze", None, [(5, "2015-02-01")]),
    ("Elmsworth City Branch", "Elmsworth", 1936, 64, True, "Dr Hugh Venning", 30000, []),
]

# name, branch index, eventDate, eventType, attendance (None = missing), ticketPriceGbp (None = free), outdoor
EVENTS = [
    ("Harrowmouth Lifeboat Day 2025", 0, "2025-08-09", "lifeboat day", 2400, None, True),
    ("Harbour Raft Race", 0, "2025-07-19", "raft race", 900, None, True),
    ("Gullsand Open Day", 1, "2025-06-14", "open day", 650, None, True),
    ("Porthwenna Quiz Night", 2, "2025-03-07", "quiz night", 84, 5.0, False),
    ("New Year's Day Dip", 3, "2026-01-01", "sponsored swim", 210, None, True),
    ("Corve Lifeboat Ball", 4, "2025-11-22", "ball", 180, 55.0, False),
    ("Corve Lifeboat Day", 4, "2025-08-23", "lifeboat day", None, None, True),
    ("Elmsworth Cathedral Concert", 6, "2025-10-04", "concert", 420, 15.0, False),
    ("Mallow Beach Quiz", 5, "2025-05-30", "quiz night", 46, 4.0, False),
]

# receiptNo, kind, amountGbp, receivedOn, giftAid, donor (None = anonymous), branch index (None), event index (None),
# earmark: ("station", index, purpose) / ("boat", opNumber, purpose) / None
DONATIONS = [
    ("DN-240388", "legacy", 250000.0, "2024-09-12", False, "Estate of Mary Penhallow", None, None, ("boat", "16-21", "boat running costs")),
    ("DN-240412", "donation", 150.0, "2024-10-03", True, "J. Rowe", 0, None, None),
    ("DN-240455", "grant", 12000.0, "2024-11-20", False, "Skerrow Harbour Trust", None, None, ("station", 3, "davit replacement")),
    ("DN-240471", "corporate", 5000.0, "2024-12-02", False, "Kernow Marine Fuels Ltd", 4, None, None),
    ("DN-250006", "donation", 25.0, "2025-01-06", True, None, 1, None, None),
    ("DN-250031", "legacy", 48500.0, "2025-01-28", False, "Estate of Ernest Varcoe", None, None, ("boat", "P-766", "engine replacement")),
    ("DN-250077", "event proceeds", 612.4, "2025-03-10", False, None, 2, 3, None),
    ("DN-250102", "donation", 1000.0, "2025-04-02", True, "The Hosking Family", 1, None, ("station", 1, "tractor fund")),
    ("DN-250140", "grant", 30000.0, "2025-04-30", False, "Coastal Communities Fund", None, None, ("station", 5, "boathouse extension")),
    ("DN-250163", "donation", 75.5, "2025-05-19", True, "A. Craze", 5, None, None),
    ("DN-250171", "event proceeds", 233.0, "2025-06-03", False, None, 5, 8, None),
    ("DN-250190", "event proceeds", 3180.25, "2025-06-16", False, None, 1, 2, None),
    ("DN-250214", "donation", 500.0, "2025-07-01", True, "Dr Hugh Venning", 6, None, None),
    ("DN-250236", "event proceeds", 1450.0, "2025-07-22", False, None, 0, 1, None),
    ("DN-250251", "legacy", 12000.0, "2025-08-04", False, "Estate of Cyril Bolitho", None, None, None),
    ("DN-250268", "event proceeds", 9870.6, "2025-08-12", False, None, 0, 0, None),
    ("DN-250283", "event proceeds", 7420.0, "2025-08-27", False, None, 4, 6, None),
    ("DN-250297", "corporate", 2500.0, "2025-09-09", False, "Elmsworth Building Society", 6, None, None),
    ("DN-250310", "donation", 20.0, "2025-09-15", True, None, None, None, None),
    ("DN-250334", "event proceeds", 6300.0, "2025-10-08", False, None, 6, 7, ("station", 4, "new crew kit")),
    ("DN-250352", "donation", 2000.0, "2025-10-21", True, "Tregenna Fishing Co-op", 0, None, ("boat", "P-781", "crew kit")),
    ("DN-250379", "legacy", 87250.0, "2025-11-03", False, "Estate of Violet Annear", None, None, ("station", 1, "new boathouse")),
    ("DN-250391", "donation", 300.0, "2025-11-14", True, "M. Curnow", 2, None, None),
    ("DN-250405", "event proceeds", 11240.0, "2025-11-28", False, None, 4, 5, None),
    ("DN-250422", "donation", 50.0, "2025-12-08", True, None, 3, None, None),
    ("DN-250437", "grant", 8000.0, "2025-12-19", False, "Brannock Parish Council", 3, None, ("station", 3, "crew room")),
    ("DN-260004", "event proceeds", 1895.5, "2026-01-05", False, None, 3, 4, None),
    ("DN-260019", "donation", 120.0, "2026-01-21", True, "S. Hicks", None, None, None),
]

# name, supplierType, town, approvedSinceYear, accreditations (None = missing), paymentTermsDays (None = missing), emergencyCallout
SUPPLIERS = [
    ("Trevaskis Boatyard", "boatyard", "Falwick", 1996, ["ISO 9001", "lifeboat refit approved"], 30, True),
    ("Helford Marine Engineering", "engine specialist", "Porthwenna", 2004, ["ISO 9001"], 30, True),
    ("Kittow & Sons Boatbuilders", "boatyard", "Corve", 1978, ["lifeboat refit approved"], 45, False),
    ("Seaguard Safety Equipment", "kit supplier", "Elmsworth", 2010, ["ISO 9001", "CE approved"], 60, False),
    ("Nauticomm Electronics", "electronics", "Elmsworth", 2015, None, 30, True),
    ("Drybag Outdoor Supplies", "kit supplier", "Bristolmouth", 2019, None, None, False),
    ("Penwith Tractor Services", "tractor engineer", "Gullsand", 2008, None, 14, True),
    ("Atlantic Medical Supplies", "kit supplier", "Elmsworth", 2012, ["CE approved", "MHRA registered"], 30, False),
    ("Coldwater Inflatables", "boatyard", "Mallow", 2016, ["lifeboat refit approved"], None, False),
]

# boat opNumber, supplier index, startDate, endDate (None = ongoing), workType, costGbp, underWarranty
REFITS = [
    ("16-21", 0, "2023-10-02", "2024-01-19", "major refit", 184500.0, False),
    ("16-21", 1, "2025-02-10", "2025-02-21", "engine overhaul", 22800.0, False),
    ("16-09", 0, "2025-04-14", "2025-07-04", "major refit", 212000.0, False),
    ("16-09", 4, "2025-08-18", "2025-08-20", "electronics upgrade", 9650.0, False),
    ("13-08", 2, "2024-11-04", "2024-12-13", "hull repair", 31200.0, False),
    ("13-08", 1, "2025-10-06", "2025-10-10", "engine overhaul", 6400.0, True),
    ("13-02", 2, "2025-09-01", None, "major refit", 96000.0, False),
    ("16-03", 0, "2024-02-05", "2024-03-29", "survey", 7800.0, False),
    ("P-781", 8, "2025-01-13", "2025-01-24", "hull repair", 4200.0, True),
    ("P-766", 1, "2025-03-03", "2025-03-14", "engine replacement", 38900.0, False),
    ("P-752", 8, "2024-09-16", "2024-10-04", "survey", 1850.0, False),
    ("T-887", 8, "2025-02-17", "2025-02-21", "tube replacement", 6100.0, False),
    ("T-905", 8, "2025-11-03", "2025-11-07", "tube replacement", 5900.0, True),
    ("P-790", 4, "2025-05-06", "2025-05-07", "electronics upgrade", 3350.0, False),
    ("T-871", 8, "2025-06-09", "2025-06-13", "survey", 950.0, False),
]

# assetTag, itemType, purchasedYear, nextServiceDue (None = missing), condition, costGbp, size (None),
# holder: ("crew", name, since) / ("boat", opNumber, since, locker) / None (in stores), supplier index, orderedOn, warrantyYears (None)
KIT = [
    ("KT-0101", "drysuit", 2022, "2026-03-01", "good", 690.0, "L", ("crew", "Jago Penberthy", "2022-05-10"), 3, "2022-04-20", 2),
    ("KT-0102", "drysuit", 2022, "2026-03-01", "fair", 690.0, "M", ("crew", "Becca Ellery", "2022-05-10"), 3, "2022-04-20", 2),
    ("KT-0117", "drysuit", 2024, "2026-09-15", "good", 745.0, "XL", ("crew", "Sadie Treloar", "2024-08-01"), 3, "2024-07-11", 2),
    ("KT-0123", "drysuit", 2025, "2027-02-01", "good", 760.0, "S", ("crew", "Hal Dunstan", "2025-03-02"), 5, "2025-02-12", 1),
    ("KT-0131", "drysuit", 2019, None, "needs repair", 640.0, "M", ("crew", "Steph Moyle", "2019-09-09"), 3, "2019-08-14", None),
    ("KT-0204", "crew lifejacket", 2021, "2025-12-01", "good", 410.0, None, ("crew", "Cerys Tonkin", "2021-04-04"), 3, "2021-03-01", 5),
    ("KT-0205", "crew lifejacket", 2021, "2025-12-01", "fair", 410.0, None, ("crew", "Kerensa Vivian", "2021-04-04"), 3, "2021-03-01", 5),
    ("KT-0212", "crew lifejacket", 2024, "2026-06-30", "good", 455.0, None, ("crew", "Rosie Chegwin", "2024-02-19"), 3, "2024-01-30", 5),
    ("KT-0219", "crew lifejacket", 2025, "2026-11-30", "good", 470.0, None, ("crew", "Mikey Olver", "2025-04-10"), 3, "2025-03-20", 5),
    ("KT-0301", "helmet", 2020, None, "fair", 285.0, "M", ("crew", "Gwen Trebilcock", "2020-06-01"), 5, "2020-05-11", None),
    ("KT-0309", "helmet", 2023, None, "good", 310.0, "L", ("crew", "Luke Annear", "2023-07-07"), 5, "2023-06-20", None),
    ("KT-0402", "handheld VHF", 2021, "2026-02-14", "good", 365.0, None, ("boat", "P-781", "2021-02-20", "console"), 4, "2021-01-28", 3),
    ("KT-0405", "handheld VHF", 2023, "2026-05-01", "good", 389.0, None, ("boat", "T-905", "2023-04-12", "bow bag"), 4, "2023-03-30", 3),
    ("KT-0411", "handheld VHF", 2016, "2025-07-01", "condemned", 299.0, None, None, 4, "2016-05-05", None),
    ("KT-0501", "thermal imaging camera", 2022, "2026-04-20", "good", 6450.0, None, ("boat", "16-21", "2022-05-01", "wheelhouse"), 4, "2022-03-15", 2),
    ("KT-0502", "thermal imaging camera", 2024, "2026-10-01", "good", 7120.0, None, ("boat", "13-08", "2024-09-30", "wheelhouse"), 4, "2024-09-02", 2),
    ("KT-0603", "casualty care kit", 2023, "2026-01-31", "good", 1180.0, None, ("boat", "16-09", "2023-11-11", "survivor space"), 7, "2023-10-20", None),
    ("KT-0604", "casualty care kit", 2024, "2026-05-31", "good", 1240.0, None, ("boat", "P-790", "2024-05-05", "aft locker"), 7, "2024-04-16", None),
    ("KT-0607", "casualty care kit", 2025, "2026-08-31", "good", 1275.0, None, ("boat", "T-887", "2025-07-14", "bow bag"), 7, "2025-06-25", None),
    ("KT-0701", "defibrillator", 2021, "2026-03-15", "fair", 1595.0, None, ("boat", "16-09", "2021-08-01", "survivor space"), 7, "2021-07-06", 8),
    ("KT-0702", "defibrillator", 2025, "2027-01-20", "good", 1720.0, None, ("boat", "13-08", "2025-02-03", "survivor space"), 7, "2025-01-17", 8),
    ("KT-0801", "salvage pump", 2018, "2025-10-01", "needs repair", 2260.0, None, ("boat", "16-21", "2018-06-30", "aft locker"), 1, "2018-06-01", 1),
    ("KT-0902", "searchlight", 2024, None, "good", 890.0, None, ("boat", "P-752", "2024-10-10", "console"), 4, "2024-09-19", 2),
    ("KT-1001", "drone", 2025, "2026-07-01", "good", 3400.0, None, None, 4, "2025-09-01", 1),
]


def _iso(d: dt.date) -> str:
    return d.isoformat()


def build() -> dict:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> str:
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})
        return nid

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    # stations
    st_ids = []
    for i, (name, code, town, est, method, shop, bh, lat, lon) in enumerate(STATIONS):
        st_ids.append(node(f"st{i}", ["Station"], {
            "name": name, "stationCode": code, "town": town, "establishedYear": est, "launchMethod": method,
            "hasShop": shop, "boathouseYear": bh, "latitude": lat, "longitude": lon}))

    # boats
    boat_ids: dict[str, str] = {}
    boats_at: dict[int, list[str]] = {i: [] for i in range(len(STATIONS))}
    for (op, name, cls, cat, built, length, speed, crew, surv, endur, eng, survey, ins, sti) in BOATS:
        labels = ["Boat"] if sti is not None else ["Boat", "Relief"]
        bid = node("b" + op, labels, {
            "opNumber": op, "name": name, "boatClass": cls, "category": cat, "builtYear": built, "lengthM": length,
            "maxSpeedKnots": speed, "crewCapacity": crew, "survivorCapacity": surv, "enduranceHours": endur,
            "engines": eng, "lastSurvey": survey, "inService": ins})
        boat_ids[op] = bid
        if sti is not None:
            since, berth = BERTHS[op]
            rel("STATIONED_AT", bid, st_ids[sti], {"since": since, "berth": berth})
            boats_at[sti].append(op)

    # crew
    crew_ids: list[str] = []
    crew_by_station: dict[int, list[int]] = {i: [] for i in range(len(STATIONS))}
    crew_index: dict[tuple[str, int], int] = {}
    pagers: list[str] = []
    for ci, (name, sti, second, role, joined, born, full) in enumerate(CREW):
        quals = ROLE_QUALS[role]
        if quals is not None:
            quals = list(quals)
            for extra in EXTRA_QUALS:
                if extra not in quals and rng.random() < 0.18:
                    quals.append(extra)
        sea = role not in ("shore crew", "tractor driver", "launch authority")
        occ = None if rng.random() < 0.15 else OCCUPATIONS[rng.randrange(len(OCCUPATIONS))]
        if full:
            occ = "full-time " + ("coxswain" if role == "coxswain" else "mechanic")
        medical = None
        if sea:
            medical = _iso(D(2025, 6, 1) + dt.timedelta(days=rng.randrange(0, 900)))
            if ci in (8, 37):
                medical = None
        pager = f"PG-{1000 + sti * 100 + rng.randrange(1, 99):04d}"
        while pager in pagers:
            pager = f"PG-{1000 + sti * 100 + rng.randrange(1, 99):04d}"
        pagers.append(pager)
        labels = ["CrewMember", "FullTime"] if full else ["CrewMember"]
        cid = node(f"c{ci}", labels, {
            "name": name, "role": role, "crewType": "sea" if sea else "shore", "joinedYear": joined,
            "birthYear": born, "occupation": occ, "qualifications": quals, "pagerNo": pager,
            "onCall": rng.random() > 0.12, "medicalDue": medical})
        crew_ids.append(cid)
        crew_by_station[sti].append(ci)
        crew_index[(name, sti)] = ci
        first_since = _iso(D(joined, 1 + rng.randrange(12), 1 + rng.randrange(28)) if joined < 2025
                           else D(joined, 1 + rng.randrange(4), 1 + rng.randrange(28)) if joined == 2025
                           else D(joined, 1, 5))
        rel("CREW_AT", cid, st_ids[sti], {"since": first_since, "primary": True})
        if second is not None:
            rel("CREW_AT", cid, st_ids[second], {"since": SECOND_SINCE[name], "primary": False})
            crew_by_station[second].append(ci)

    def crew_named(name: str) -> int:
        hits = [ci for ci, c in enumerate(CREW) if c[0] == name]
        assert len(hits) == 1, name
        return hits[0]

    for mentor, mentee, since, focus in MENTORING:
        rel("MENTORS", crew_ids[crew_named(mentor)], crew_ids[crew_named(mentee)], {"since": since, "focus": focus})

    # locations
    loc_ids = [node(f"loc{i}", ["Location"], {"name": n, "locationType": t, "latitude": la, "longitude": lo,
                                               "hazardRating": h, "tidalCutOff": tc})
               for i, (n, t, la, lo, h, tc) in enumerate(LOCATIONS)]

    # launches
    start, end = D(2024, 7, 1), D(2026, 1, 31)
    span = (end - start).days
    station_weights = [16, 13, 14, 8, 15, 8]
    launch_rows = []
    for _ in range(74):
        sti = rng.choices(range(6), weights=station_weights)[0]
        day = start + dt.timedelta(days=rng.randrange(span + 1))
        launch_rows.append((day, sti))
    launch_rows.sort()
    seq: dict[tuple[str, int], int] = {}
    outcomes = ["towed in", "assisted", "rescued", "stood down", "false alarm"]
    seas = ["calm", "slight", "moderate", "rough", "very rough"]
    launches = []
    for li, (day, sti) in enumerate(launch_rows):
        code = STATIONS[sti][1]
        key = (code, day.year)
        seq[key] = seq.get(key, 0) + 1
        ref = f"{code}-{day.year % 100:02d}-{seq[key]:03d}"
        hour = rng.choices(range(24), weights=[2, 2, 2, 1, 1, 1, 2, 3, 4, 5, 6, 7, 7, 7, 7, 7, 7, 6, 5, 4, 4, 3, 3, 2])[0]
        time = f"{hour:02d}:{rng.randrange(60):02d}"
        sea_i = rng.choices(range(5), weights=[3, 5, 5, 3, 1])[0]
        wind = min(9, max(1, sea_i * 2 + rng.randrange(-1, 2)))
        outcome = rng.choices(outcomes, weights=[5, 6, 5, 4, 3])[0]
        daylight = 7 <= hour <= 19 if day.month in (4, 5, 6, 7, 8, 9) else 8 <= hour <= 16
        hours = round(0.6 + rng.random() * (4.5 if outcome in ("towed in", "rescued") else 2.2) + sea_i * 0.3, 1)
        aided = rng.randrange(1, 5) if outcome in ("towed in", "assisted", "rescued") else None
        saved = aided if outcome == "rescued" and rng.random() < 0.5 else None
        requested = rng.choices(["Coastguard", "police", "ambulance service", "own crew sighting"], weights=[14, 2, 1, 1])[0]
        vis = None if rng.random() < 0.1 else ("poor" if sea_i >= 3 and rng.random() < 0.5 else rng.choice(["good", "good", "moderate"]))
        lid = node(f"l{li}", ["Launch"], {
            "launchRef": ref, "launchDate": _iso(day), "launchTime": time, "seaState": seas[sea_i],
            "windForce": None if rng.random() < 0.08 else wind, "visibility": vis, "outcome": outcome,
            "durationHours": hours, "daylight": daylight, "requestedBy": requested, "peopleAided": aided,
            "livesSaved": saved})
        rel("LAUNCHED_FROM", lid, st_ids[sti])
        places = STATION_PLACES[sti]
        loc = places[rng.choices(range(len(places)), weights=[5, 3, 2, 1][:len(places)])[0]]
        rel("TO_LOCATION", lid, loc_ids[loc])
        launches.append({"id": lid, "day": day, "sti": sti, "outcome": outcome, "sea": sea_i, "hours": hours,
                         "aided": aided, "ref": ref})

    # boats used, crew on each launch
    for ln in launches:
        sti, day = ln["sti"], ln["day"]
        here = [op for op in boats_at[sti] if BERTHS[op][0] <= _iso(day)]
        alb = [op for op in here if op[0].isdigit()]
        ilb = [op for op in here if not op[0].isdigit()]
        if alb and D(2025, 4, 14) <= day <= D(2025, 7, 4) and "16-09" in alb:
            alb = ["16-03"]  # relief boat covering the refit at Corve Haven
        if sti == 1 and D(2025, 3, 3) <= day <= D(2025, 3, 14):
            ilb = ["T-905"]
        if sti == 5 and D(2025, 2, 17) <= day <= D(2025, 2, 21):
            ilb = ["T-871"]
        if sti == 0 and D(2025, 1, 13) <= day <= D(2025, 1, 24):
            ilb = ["T-871"]
        if alb and (ln["sea"] >= 3 or rng.random() < 0.35):
            used = [alb[0]] + ([ilb[0]] if ilb and rng.random() < 0.25 else [])
        else:
            used = [rng.choice(ilb)] if len(ilb) > 1 and rng.random() < 0.4 else [ilb[0]]
        ln["boats"] = used
        for op in used:
            allweather = op[0].isdigit()
            props = {"engineHours": round(ln["hours"] * (0.8 + rng.random() * 0.2), 1)}
            props["fuelLitres"] = round(ln["hours"] * (rng.uniform(150, 210) if allweather else rng.uniform(22, 48)), 1)
            if ln["ref"] in ("GLS-25-004", "MLS-25-003"):
                props["fuelLitres"] = None
            rel("USED_BOAT", ln["id"], boat_ids[op], props)
        if ln["ref"] == "SBB-25-002":
            continue  # launch return not yet filed: no crew logged
        pool = crew_by_station[sti]
        avail = [ci for ci in pool if CREW[ci][3] != "trainee crew" or CREW[ci][4] < day.year
                 or (CREW[ci][4] == day.year and day.month >= 6)]
        avail = [ci for ci in avail if CREW[ci][4] <= day.year]
        sea_pool = [ci for ci in avail if CREW[ci][3] in ("coxswain", "deputy coxswain", "mechanic", "helm", "crew", "trainee crew")]
        shore_pool = [ci for ci in avail if CREW[ci][3] in ("shore crew", "tractor driver")]
        la_pool = [ci for ci in avail if CREW[ci][3] == "launch authority"]
        chosen: list[tuple[int, str]] = []
        allweather_used = any(op[0].isdigit() for op in ln["boats"])
        if allweather_used:
            cox = [ci for ci in sea_pool if CREW[ci][3] in ("coxswain", "deputy coxswain")]
            lead = cox[0] if rng.random() < 0.7 else cox[-1]
            chosen.append((lead, "coxswain"))
            mech = [ci for ci in sea_pool if CREW[ci][3] == "mechanic"]
            chosen.append((mech[0], "mechanic"))
            rest = [ci for ci in sea_pool if ci not in (lead, mech[0])]
            n = min(len(rest), 2 + rng.randrange(2) + (2 if len(ln["boats"]) > 1 else 0))
            for ci in rng.sample(rest, n):
                chosen.append((ci, "crew"))
        else:
            helms = [ci for ci in sea_pool if CREW[ci][3] in ("helm", "deputy coxswain", "coxswain")]
            lead = rng.choice(helms)
            chosen.append((lead, "helm"))
            rest = [ci for ci in sea_pool if ci != lead and CREW[ci][3] in ("crew", "trainee crew", "helm")]
            size = 3 if ln["boats"][0].startswith("P") else 2
            for ci in rng.sample(rest, min(len(rest), size)):
                chosen.append((ci, "crew"))
        if shore_pool and rng.random() < 0.75:
            chosen.append((rng.choice(shore_pool), "shore crew"))
        if la_pool and rng.random() < 0.3:
            chosen.append((la_pool[0], "launch authority"))
        for ci, role in chosen:
            hours = ln["hours"] if role not in ("shore crew", "launch authority") else round(ln["hours"] + 0.5, 1)
            rel("CREWED", crew_ids[ci], ln["id"], {"role": role, "hours": hours})

    # vessels and casualties
    ves_ids = []
    for vi, (name, vt, length, port, reg) in enumerate(VESSELS):
        ves_ids.append(node(f"v{vi}", ["Vessel"], {"name": name, "vesselRef": VESSEL_REFS.get(vi), "vesselType": vt,
                                                   "lengthM": length, "homePort": port, "registration": reg}))
    need_vessel = [ln for ln in launches if ln["outcome"] in ("towed in", "assisted")
                   or (ln["outcome"] == "rescued" and rng.random() < 0.45)]
    rescued = [ln for ln in launches if ln["outcome"] == "rescued"]
    actions = {"towed in": ["tow"], "assisted": ["escort", "stood by", "pumped out", "re-floated", "crew transfer"],
               "rescued": ["crew taken off"]}
    vessel_launches: dict[int, list[dict]] = {}
    for k, ln in enumerate(need_vessel):
        vi = k % len(VESSELS)
        if k >= len(VESSELS):
            vi = [0, 1, 6, 11][k - len(VESSELS)] if k - len(VESSELS) < 4 else rng.randrange(len(VESSELS))
        vessel_launches.setdefault(vi, []).append(ln)
        rel("ASSISTED", ln["id"], ves_ids[vi], {"action": rng.choice(actions[ln["outcome"]]),
                                                 "towDistanceNm": round(rng.uniform(0.5, 14), 1) if ln["outcome"] == "towed in" else None})
    vessel_activity = {"yacht": "sailing", "dinghy": "sailing", "tall ship": "sailing", "fishing vessel": "commercial fishing",
                       "motor cruiser": "motor boating", "RIB": "motor boating", "jet ski": "motor boating",
                       "kayak": "kayaking", "paddleboard": "paddleboarding"}
    cas_n = 0
    for ln in [x for x in launches if x in rescued or (x in need_vessel and rng.random() < 0.15)]:
        many = ln["aided"] is not None and ln["aided"] >= 3 and rng.random() < 0.5
        for _ in range(2 if many else 1):
            cas_n += 1
            year = ln["day"].year
            vess = [vi for vi, lns in vessel_launches.items() if ln in lns]
            act = vessel_activity[VESSELS[vess[0]][1]] if vess else rng.choice(ACTIVITIES)
            injured = rng.random() < 0.55
            conds = sorted(rng.sample(CONDITIONS, rng.randrange(1, 3))) if injured else None
            cid = node(f"cas{cas_n}", ["Casualty"], {
                "casualtyRef": f"CAS-{year % 100:02d}-{cas_n:03d}", "ageBand": rng.choice(AGE_BANDS),
                "activity": act, "injured": injured, "hospitalised": injured and rng.random() < 0.45,
                "conditions": conds,
                "rescuedFrom": "vessel" if vess else rng.choice(["water", "rocks", "cliff base", "mudflat", "water"])})
            rel("AIDED", ln["id"], cid, {"care": rng.choice(["first aid", "oxygen", "warming", "none"]) if injured else "none",
                                          "handedTo": rng.choice(["ambulance", "helicopter", "coastguard team", "none"])})
            if vess:
                rel("ABOARD", cid, ves_ids[vess[0]])

    # exercises
    ex_rows = []
    for _ in range(20):
        sti = rng.choices(range(6), weights=[4, 3, 4, 2, 4, 3])[0]
        day = D(2025, 1, 4) + dt.timedelta(days=rng.randrange(0, 390))
        ex_rows.append((day, sti))
    ex_rows.sort()
    for ei, (day, sti) in enumerate(ex_rows):
        etype = EXERCISE_TYPES[rng.randrange(len(EXERCISE_TYPES))]
        night = etype == "night navigation" or rng.random() < 0.15
        assessed = rng.random() < 0.4
        duration = round(1.5 + rng.randrange(0, 6) * 0.5, 1)
        eid = node(f"ex{ei}", ["Exercise"], {
            "exerciseRef": f"EX-{day.year % 100:02d}-{ei + 1:02d}", "exDate": _iso(day), "exerciseType": etype,
            "durationHours": duration, "withHelicopter": etype == "helicopter winching",
            "withCoastguard": rng.random() < 0.35, "nightExercise": night, "assessed": assessed})
        rel("HELD_AT", eid, st_ids[sti])
        pool = [ci for ci in crew_by_station[sti] if CREW[ci][4] <= day.year]
        k = min(len(pool), 3 + rng.randrange(4))
        for ci in rng.sample(pool, k):
            shore = CREW[ci][3] in ("shore crew", "tractor driver", "launch authority")
            role = "trainee" if CREW[ci][3] == "trainee crew" else "shore" if shore else (
                "assessor" if assessed and CREW[ci][3] in ("coxswain", "helm") and rng.random() < 0.5 else "crew")
            props = {"role": role, "hours": duration + (0.5 if shore or role == "assessor" else 0.0)}
            if assessed and role in ("crew", "trainee"):
                props["passed"] = rng.random() < 0.85
            rel("ATTENDED", crew_ids[ci], eid, props)

    # suppliers, refits, kit
    sup_ids = [node(f"sup{i}", ["Supplier"], {"name": n, "supplierType": t, "town": town, "approvedSinceYear": y,
                                              "accreditations": acc, "paymentTermsDays": pt, "emergencyCallout": ec})
               for i, (n, t, town, y, acc, pt, ec) in enumerate(SUPPLIERS)]
    for op, si, s, e, work, cost, warr in REFITS:
        rel("REFITTED_BY", boat_ids[op], sup_ids[si], {"startDate": s, "endDate": e, "workType": work,
                                                        "costGbp": cost, "underWarranty": warr})
    for tag, itype, bought, due, cond, cost, size, holder, si, ordered, warr in KIT:
        kid = node("k" + tag, ["KitItem"], {"assetTag": tag, "itemType": itype, "purchasedYear": bought,
                                            "nextServiceDue": due, "condition": cond, "costGbp": cost, "size": size})
        if holder is not None and holder[0] == "crew":
            rel("ISSUED_TO", kid, crew_ids[crew_named(holder[1])], {"since": holder[2]})
        elif holder is not None:
            rel("STOWED_ON", kid, boat_ids[holder[1]], {"since": holder[2], "locker": holder[3]})
        rel("SUPPLIED_BY", kid, sup_ids[si], {"orderedOn": ordered, "warrantyYears": warr})

    # branches, events, donations
    br_ids = []
    for i, (name, town, founded, members, shop, chair, target, supports) in enumerate(BRANCHES):
        bid = node(f"br{i}", ["Branch"], {"name": name, "town": town, "foundedYear": founded, "members": members,
                                          "runsShop": shop, "chair": chair, "annualTargetGbp": target})
        br_ids.append(bid)
        for sti, since in supports:
            rel("SUPPORTS", bid, st_ids[sti], {"since": since})
    ev_ids = []
    for i, (name, bi, day, etype, att, price, outdoor) in enumerate(EVENTS):
        eid = node(f"ev{i}", ["Event"], {"name": name, "eventDate": day, "eventType": etype, "attendance": att,
                                         "ticketPriceGbp": price, "outdoor": outdoor})
        ev_ids.append(eid)
        rel("ORGANISED_BY", eid, br_ids[bi])
    for rno, kind, amount, received, giftaid, donor, bi, ei, ear in DONATIONS:
        did = node("d" + rno, ["Donation"], {"receiptNo": rno, "kind": kind, "amountGbp": amount,
                                             "receivedOn": received, "giftAid": giftaid, "donor": donor,
                                             "restricted": ear is not None})
        if bi is not None:
            rel("RAISED_BY", did, br_ids[bi])
        if ei is not None:
            rel("FROM_EVENT", did, ev_ids[ei])
        if ear is not None:
            target = st_ids[ear[1]] if ear[0] == "station" else boat_ids[ear[1]]
            rel("EARMARKED_FOR", did, target, {"purpose": ear[2]})

    return {
        "name": "Skerrow Coast Lifeboat Society (invented)",
        "date_keys": ["since", "launchDate", "exDate", "lastSurvey", "medicalDue", "receivedOn", "eventDate",
                      "nextServiceDue", "startDate", "endDate", "orderedOn"],
        "nodes": nodes,
        "relationships": rels,
    }


def main() -> None:
    graph = build()
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    labels: dict[str, int] = {}
    for n in graph["nodes"]:
        for label in n["labels"]:
            labels[label] = labels.get(label, 0) + 1
    types: dict[str, int] = {}
    for r in graph["relationships"]:
        types[r["type"]] = types.get(r["type"], 0) + 1
    print(f"{len(graph['nodes'])} nodes, {len(graph['relationships'])} relationships")
    print(labels)
    print(types)


if __name__ == "__main__":
    main()
