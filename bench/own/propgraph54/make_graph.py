#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented bell foundry and bellhanging firm (Corrigan & Hale Bellfounders).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, firm, church, tower, town,
county, diocese, client, funder, supplier, historic founder, ringing band, job number, report number, pour number and
vehicle registration is invented (the trade's terms - ring of bells, treble, tenor, full circle, chiming, frame,
headstock, gudgeon, clapper, canons, faculty, recast, retune, augmentation, pour, loam mould, tin content - are
generic).
"""

from __future__ import annotations

import json
import random
from datetime import date
from pathlib import Path

SEED = 5454
HERE = Path(__file__).resolve().parent
RNG = random.Random(SEED)

# ---------------------------------------------------------------------------------------------------------------
# workshops: name, town, estYear, floorAreaSqm, hasFurnace, craneT
WORKSHOPS = [
    ("Stanmere Foundry", "Stanmere", 1878, 1850, True, 5.0),
    ("Stanmere Tuning Shop", "Stanmere", 1921, 420, False, 2.0),
    ("Wexcombe Frame Works", "Wexcombe", 1994, 760, False, 3.5),
]

# staff: name, jobTitle, startDate, dayRate (None = salaried), certs (None = none on file), ringer, empNo, supervisor,
#        bases [(workshop index, since, primary)]
STAFF = [
    ("Ada Quennell", "master founder", "1998-09-01", None, ["crane slinger", "first aid", "confined space"], True, "CH014", True, [(0, "1998-09-01", True)]),
    ("Tobiah Marsh", "moulder", "2006-03-13", 210.0, ["first aid"], False, "CH027", False, [(0, "2006-03-13", True)]),
    ("Grete Halloran", "furnace hand", "2015-06-08", 185.0, ["confined space", "forklift"], False, "CH051", False, [(0, "2015-06-08", True)]),
    ("Emrys Pryce-Yardley", "tuner", "2001-01-08", None, ["lathe", "first aid"], True, "CH018", True, [(1, "2001-01-08", True)]),
    ("Sunniva Okafor", "tuner", "2014-04-22", 225.0, ["lathe"], True, "CH048", False, [(1, "2014-04-22", True)]),
    ("Declan Farrow", "bellhanger", "2003-05-19", None, ["working at height", "rope access", "IPAF", "first aid"], True, "CH021", True, [(2, "2003-05-19", True), (0, "2011-02-07", False)]),
    ("Maisie Lowndes", "bellhanger", "2012-09-03", 230.0, ["working at height", "rope access"], True, "CH040", False, [(2, "2012-09-03", True)]),
    ("Benedek Szalai", "bellhanger", "2016-02-29", 220.0, ["working at height", "IPAF", "forklift"], False, "CH055", False, [(2, "2016-02-29", True)]),
    ("Priya Ramaswamy", "bellhanger", "2019-07-15", 205.0, ["working at height"], True, "CH066", False, [(2, "2019-07-15", True)]),
    ("Cormac Duggan", "carpenter", "2004-10-11", None, ["forklift", "first aid"], False, "CH023", True, [(2, "2004-10-11", True)]),
    ("Hattie Greenslade", "carpenter", "2017-01-09", 195.0, ["forklift"], False, "CH058", False, [(2, "2017-01-09", True)]),
    ("Olaf Brennick", "carpenter", "2021-03-22", 180.0, None, False, "CH074", False, [(2, "2021-03-22", True)]),
    ("Wilf Amesbury", "apprentice", "2023-09-04", 95.0, None, True, "CH081", False, [(2, "2023-09-04", True)]),
    ("Jess Tolland", "apprentice", "2024-09-02", 90.0, None, False, "CH085", False, [(2, "2024-09-02", True), (0, "2025-01-06", False)]),
    ("Kwame Asante-Bell", "apprentice", "2022-09-05", 100.0, ["working at height"], True, "CH078", False, [(2, "2022-09-05", True)]),
    ("Rosalie Vantongeren", "project manager", "2010-11-01", None, ["first aid"], True, "CH035", True, [(0, "2010-11-01", True), (2, "2018-04-03", False)]),
    ("Hugo Penhallow", "project manager", "2018-01-15", None, None, False, "CH062", False, [(2, "2018-01-15", True)]),
    ("Imogen Strand", "surveyor", "2013-05-07", 260.0, ["working at height", "rope access", "confined space"], True, "CH045", False, [(1, "2013-05-07", True)]),
    ("Lachlan Birtwhistle", "surveyor", "2020-08-24", 240.0, ["working at height"], False, "CH070", False, [(2, "2020-08-24", True)]),
    ("Nell Cartwright", "office manager", "2008-02-04", None, ["first aid"], False, "CH030", False, [(0, "2008-02-04", True)]),
    ("Samir Haddad", "driver", "2016-06-13", 150.0, ["forklift", "crane slinger", "HGV"], False, "CH056", False, [(0, "2016-06-13", True)]),
    ("Dot Fairweather", "driver", "2021-05-10", 145.0, ["HGV"], False, "CH075", False, [(2, "2021-05-10", True)]),
    ("Fergus McAndrew", "furnace hand", "2019-01-28", 180.0, ["confined space"], False, "CH064", False, [(0, "2019-01-28", True)]),
    ("Yolanda Reyes", "moulder", "2020-02-17", 190.0, None, False, "CH068", False, [(0, "2020-02-17", True)]),
    ("Arlo Whitcombe", "bellhanger", "2025-03-03", 175.0, ["working at height"], True, "CH089", False, [(2, "2025-03-03", True)]),
    ("Bea Ingleby", "tuner", "2022-01-10", 160.0, ["lathe"], True, "CH076", False, [(1, "2022-01-10", True)]),
]
S = {s[0]: i for i, s in enumerate(STAFF)}

# trainer, trainee, startedOn, signedOff, hours
TRAINED = [
    ("Ada Quennell", "Tobiah Marsh", "2006-04-03", True, 1450),
    ("Ada Quennell", "Yolanda Reyes", "2020-03-02", True, 820),
    ("Tobiah Marsh", "Yolanda Reyes", "2021-01-11", False, 310),
    ("Ada Quennell", "Fergus McAndrew", "2019-02-11", True, 600),
    ("Emrys Pryce-Yardley", "Sunniva Okafor", "2014-05-06", True, 1200),
    ("Sunniva Okafor", "Bea Ingleby", "2022-02-07", False, 540),
    ("Declan Farrow", "Maisie Lowndes", "2012-09-17", True, 1100),
    ("Declan Farrow", "Benedek Szalai", "2016-03-14", True, 900),
    ("Maisie Lowndes", "Priya Ramaswamy", "2019-08-05", True, 760),
    ("Declan Farrow", "Kwame Asante-Bell", "2022-09-19", False, 480),
    ("Cormac Duggan", "Hattie Greenslade", "2017-02-06", True, 700),
    ("Hattie Greenslade", "Olaf Brennick", "2021-04-12", True, 380),
    ("Cormac Duggan", "Wilf Amesbury", "2023-09-18", False, 260),
    ("Maisie Lowndes", "Jess Tolland", "2024-09-16", False, 150),
    ("Priya Ramaswamy", "Arlo Whitcombe", "2025-03-17", False, 90),
]

# historic founders: name, foundryTown, activeFrom, activeTo (None = still casting), familyFirm
FOUNDERS = [
    ("Corrigan & Hale", "Stanmere", 1878, None, True),
    ("John Kestell", "St Merrin", 1580, 1611, False),
    ("Henry Vellacott", "Brisworth", 1615, 1652, False),
    ("Anne Tolliver", "Brisworth", 1653, 1670, False),
    ("Josiah Pennefather", "Tauncester", 1688, 1731, False),
    ("Ezekiel Trowbridge", "Exmere", 1702, 1744, False),
    ("Thomas Ollerenshaw", "Norbury Cross", 1745, 1790, False),
    ("Hollis Bellfoundry", "Yardley Cross", 1770, 1832, True),
    ("William Dancey & Sons", "Whitlock", 1851, 1912, True),
    ("The Garnock Foundry", "Leddington", 1820, 1934, False),
]

# clients: name, clientType, diocese, town, charityNo, vatRegistered, firstContactYear
CLIENTS = [
    ("Brackenford PCC", "parish", "Tauncester", "Brackenford", "1130412", False, 1962),
    ("Oldcote PCC", "parish", "Tauncester", "Oldcote", "1128877", False, 1987),
    ("Upper and Lower Wend Benefice", "parish", "Ambrey", "Upper Wend", "1141090", False, 1975),
    ("Carrow Vale Team Ministry", "parish", "Ambrey", "Carrow Vale", "1152306", True, 1958),
    ("Chapter of Tauncester Cathedral", "cathedral", "Tauncester", "Tauncester", "1137745", True, 1931),
    ("Stanmere Town Council", "civic", None, "Stanmere", None, True, 1989),
    ("Harlowe College", "school", None, "Harlowe", "309644", True, 2004),
    ("Friends of St Jude's Moss Ferry", "trust", None, "Moss Ferry", "1187201", False, 2017),
    ("Yelland PCC", "parish", "Ambrey", "Yelland", "1125519", False, 1978),
    ("Hartswell PCC", "parish", "Tauncester", "Hartswell", None, False, 1999),
    ("Fennick PCC", "parish", "Ambrey", "Fennick", "1133068", False, 1969),
    ("Kettlewick and Dunsmere PCC", "parish", "Ambrey", "Kettlewick", "1149952", False, 2008),
    ("Fenwick Hall Estate", "private", None, "Fenwick", None, True, 2023),
    ("Ashby Parva PCC", "parish", "Tauncester", "Ashby Parva", "1121734", False, 1994),
    ("Wenbury Magna PCC", "parish", "Tauncester", "Wenbury Magna", "1138410", False, 1983),
    ("St Anne's Stanmere PCC", "parish", "Tauncester", "Stanmere", "1144268", False, 1949),
    ("Ridley Cross PCC", "parish", "Ambrey", "Ridley Cross", "1179935", False, 2022),
    ("Gorseley Priory Trust", "trust", None, "Gorseley", "1101877", True, 2025),
]
C = {c[0]: i for i, c in enumerate(CLIENTS)}

# major scales, tonic first
SCALES = {
    "C": ["C", "D", "E", "F", "G", "A", "B"],
    "D": ["D", "E", "F#", "G", "A", "B", "C#"],
    "E": ["E", "F#", "G#", "A", "B", "C#", "D#"],
    "F": ["F", "G", "A", "Bb", "C", "D", "E"],
    "G": ["G", "A", "B", "C", "D", "E", "F#"],
    "A": ["A", "B", "C#", "D", "E", "F#", "G#"],
    "Bb": ["Bb", "C", "D", "Eb", "F", "G", "A"],
    "Eb": ["Eb", "F", "G", "Ab", "Bb", "C", "D"],
}
SEMIS = [0, 2, 4, 5, 7, 9, 11]

# towers: code, name, town, county, listedGrade, heightM, groundFloorRing, hasClock, accessSteps, frameType,
#         ringable, nBells, key, tenorKg, tenorDiamMm, client, founder pool (indices into FOUNDERS), band
TOWERS = [
    ("T01", "St Aldhelm, Brackenford", "Brackenford", "Wexshire", "I", 31.5, False, True, 112, "oak", True, 6, "E", 893, 1187, "Brackenford PCC", [4, 5, 6, 8]),
    ("T02", "St Mary, Oldcote", "Oldcote", "Wexshire", "II*", 22.0, True, False, 64, "cast iron", True, 5, "G", 521, 991, "Oldcote PCC", [2, 3, 7]),
    ("T03", "Holy Trinity, Upper Wend", "Upper Wend", "Ambershire", "II*", 26.8, False, True, 98, "steel", True, 5, "F", 612, 1043, "Upper and Lower Wend Benefice", [4, 6, 9]),
    ("T04", "St Bride, Lower Wend", "Lower Wend", "Ambershire", "II", 18.2, True, False, 52, "oak", False, 4, "A", 334, 852, "Upper and Lower Wend Benefice", [1, 2]),
    ("T05", "St Petroc, Carrow Vale", "Carrow Vale", "Carrowmoor", "I", 34.0, False, True, 131, "timber and steel", True, 6, "D", 1244, 1334, "Carrow Vale Team Ministry", [5, 6, 7]),
    ("T06", "St Ia, Carrow Mill", "Carrow Mill", "Carrowmoor", "II", 20.5, True, False, 58, "oak", True, 5, "Bb", 409, 918, "Carrow Vale Team Ministry", [7, 9]),
    ("T07", "Cathedral Church of St Swithun, Tauncester", "Tauncester", "Wexshire", "I", 48.6, False, True, 176, "steel", True, 8, "C", 2153, 1652, "Chapter of Tauncester Cathedral", [4, 8, 9]),
    ("T08", "Town Hall Clock Tower, Stanmere", "Stanmere", "Wexshire", "II", 27.3, False, True, 140, "cast iron", False, 3, "G", 761, 1118, "Stanmere Town Council", [8]),
    ("T09", "Harlowe College Chapel", "Harlowe", "Ambershire", "II", 19.4, True, False, 47, "steel", True, 5, "A", 382, 874, "Harlowe College", [0]),
    ("T10", "St Jude, Moss Ferry", "Moss Ferry", "Carrowmoor", "II*", 16.8, True, False, 39, None, False, 3, "F", 291, 812, "Friends of St Jude's Moss Ferry", [1, 3]),
    ("T11", "St Cuthbert, Yelland", "Yelland", "Ambershire", "I", 29.9, False, True, 104, "oak", True, 5, "Eb", 978, 1226, "Yelland PCC", [4, 6, 7]),
    ("T12", "St Nectan, Hartswell", "Hartswell", "Wexshire", "II", 21.1, True, False, 71, "cast iron", True, 5, "E", 468, 955, "Hartswell PCC", [8, 9]),
    ("T13", "All Saints, Fennick", "Fennick", "Ambershire", "II*", 24.7, False, True, 88, "timber and steel", True, 5, "F", 716, 1097, "Fennick PCC", [5, 6, 9]),
    ("T15", "St Oswald, Kettlewick", "Kettlewick", "Ambershire", "II", 23.6, False, False, 80, "oak", True, 5, "D", 643, 1061, "Kettlewick and Dunsmere PCC", [6, 7, 8]),
    ("T17", "Fenwick Hall Chapel", "Fenwick", "Carrowmoor", "II*", 11.2, True, False, 22, None, False, 1, "C", 152, 641, "Fenwick Hall Estate", [3]),
    ("T18", "St Lawrence, Ashby Parva", "Ashby Parva", "Wexshire", "II*", 25.2, False, True, 92, "oak", True, 5, "G", 559, 1012, "Ashby Parva PCC", [2, 4, 7]),
    ("T19", "St Edith, Wenbury Magna", "Wenbury Magna", "Wexshire", "I", 30.4, False, True, 118, "steel", True, 6, "D", 1052, 1268, "Wenbury Magna PCC", [5, 7, 9]),
    ("T20", "St Anne, Stanmere", "Stanmere", "Wexshire", "II", 21.8, True, False, 66, "cast iron", True, 5, "Bb", 447, 936, "St Anne's Stanmere PCC", [8, 0]),
    ("T21", "Christ Church, Ridley Cross", "Ridley Cross", "Carrowmoor", "II", 19.9, True, False, 58, "steel", False, 0, "A", 0, 0, "Ridley Cross PCC", []),
    ("T22", "St Helier, Gorseley Priory", "Gorseley", "Carrowmoor", "I", 27.0, False, False, 95, "oak", False, 3, "G", 604, 1029, "Gorseley Priory Trust", [1, 2]),
]
T = {t[0]: i for i, t in enumerate(TOWERS)}

INSCRIPTIONS = [
    "GLORIA DEO IN EXCELSIS", "I TO THE CHURCH THE LIVING CALL", "PRAYSE GOD", "FEARE GOD HONOUR THE KING",
    "IN MEMORY OF THE FALLEN", "PEACE AND GOOD NEIGHBOURHOOD", "SANCTA MARIA ORA PRO NOBIS", "LET US RING FOR PEACE",
    "JUBILATE DEO", "CAST FOR THE RINGERS OF THIS PARISH", "COME AWAY MAKE NO DELAY", "RECAST BY PUBLIC SUBSCRIPTION",
]

# ringing bands: name, captain, members, affiliated, founded, youthBand, towers [(code, since, sundayService, practiceNight)]
BANDS = [
    ("Brackenford Society of Ringers", "Meredith Lusk", 14, True, 1908, False, [("T01", 1908, True, "Thursday")]),
    ("Oldcote Ringers", "Barnaby Treloar", 7, True, 1951, False, [("T02", 1951, True, "Tuesday")]),
    ("Wend Valley Ringers", "Iris Coutts", 9, True, 1972, False, [("T03", 1972, True, "Wednesday")]),
    ("Carrow Team Ringers", "Pascoe Venning", 16, True, 1935, True, [("T05", 1935, True, "Monday"), ("T06", 1998, False, "Friday")]),
    ("Tauncester Cathedral Guild", "Rev. Alaric Dunn", 27, True, 1879, True, [("T07", 1879, True, "Tuesday")]),
    ("Harlowe College Change Ringers", "Tilly Osei", 11, False, 2022, True, [("T09", 2022, False, "Wednesday")]),
    ("Yelland Tower Band", "Morwenna Hick", 8, True, 1960, False, [("T11", 1960, True, "Thursday")]),
    ("Hartswell Bellringers", "Gideon Pask", 6, False, 1988, False, [("T12", 1988, True, "Monday")]),
    ("Fennick Ringers", "Constance Ede", 10, True, 1924, False, [("T13", 1924, True, "Friday")]),
    ("Kettlewick Youth Ringers", "Rafe Holbeck", 12, True, 2016, True, [("T15", 2016, False, "Saturday")]),
    ("Ashby Parva Ringers", "Winifred Stoate", 5, False, 1993, False, [("T18", 1993, True, "Tuesday")]),
    ("St Edith's Band, Wenbury", "Luca Ferreira", 13, True, 1947, False, [("T19", 1947, True, "Wednesday"), ("T20", 2019, False, "Thursday")]),
]

# funders: name, fundType, maxAward, region, matchFunding
FUNDERS = [
    ("Wexshire Historic Churches Trust", "trust", 12000, "Wexshire", True),
    ("Tauncester Diocesan Bell Fund", "guild", 8000, "Tauncester diocese", False),
    ("Ambershire County Council", "council", 10000, "Ambershire", True),
    ("The Pellworth Foundation", "trust", 30000, "national", True),
    ("Cheriton Bell Restoration Fund", "guild", 6000, "Wexshire", False),
    ("Landmark Lottery Fund", "lottery", 100000, "national", True),
    ("Mrs Evadne Grice", "private", 20000, None, False),
    ("Carrowmoor Community Chest", "council", 5000, "Carrowmoor", False),
    ("The Ringers' Benevolent Trust", "trust", 3000, "national", False),
    ("Stanmere Rotary Club", "private", 2500, "Stanmere", False),
    ("Friends of Ringing Society", "guild", 5000, "national", True),
    ("Ambrey Diocesan Guild", "guild", 7000, "Ambrey diocese", False),
]
F = {f[0]: i for i, f in enumerate(FUNDERS)}

# suppliers: name, country, preferred, termsDays, accountRef
SUPPLIERS = [
    ("Holroyd Metals Ltd", "UK", True, 30, "HOL-0091"),
    ("Penwarden Tin Co", "UK", True, 30, "PEN-0112"),
    ("Belgrave Timber", "UK", True, 60, "BEL-0023"),
    ("Ashfold Sawmills", "UK", False, 30, "ASH-0340"),
    ("Norcastle Bearings", "UK", True, 45, "NOR-0208"),
    ("Tressider Ropes", "UK", True, 30, "TRE-0017"),
    ("Kettleby Steel", "UK", False, 60, "KET-0456"),
    ("Vintner Foundry Supplies", "Netherlands", False, 45, "VIN-0502"),
]
# materials: name, unit, stockQty, reorderLevel, hazardous
MATERIALS = [
    ("copper ingot", "kg", 1840.0, 1500.0, False),
    ("tin ingot", "kg", 410.0, 300.0, False),
    ("green oak", "m3", 6.5, 4.0, False),
    ("seasoned elm", "m3", 1.2, 1.0, False),
    ("steel channel", "m", 96.0, 60.0, False),
    ("headstock blank", "each", 4.0, 6.0, False),
    ("ball bearing set", "set", 14.0, 8.0, False),
    ("bell rope", "each", 22.0, 12.0, False),
    ("moulding loam", "kg", 2600.0, 1000.0, True),
    ("clapper forging", "each", 3.0, 4.0, False),
    ("gudgeon pins", "pair", 18.0, 10.0, False),
    ("stay and slider set", "set", 9.0, 6.0, False),
    ("wheel kit", "each", 5.0, 4.0, False),
    ("galvanised bolts", "box", 40.0, 20.0, False),
    ("graphite crucible", "each", 2.0, 1.0, True),
]
M = {m[0]: i for i, m in enumerate(MATERIALS)}
# supplier, material, unitPrice, leadTimeDays
SUPPLIES = [
    ("Holroyd Metals Ltd", "copper ingot", 8.4, 14), ("Penwarden Tin Co", "tin ingot", 27.5, 21), ("Holroyd Metals Ltd", "tin ingot", 29.1, 10),
    ("Belgrave Timber", "green oak", 1450.0, 28), ("Ashfold Sawmills", "green oak", 1380.0, 42), ("Ashfold Sawmills", "seasoned elm", 1720.0, 56),
    ("Kettleby Steel", "steel channel", 38.5, 14), ("Kettleby Steel", "headstock blank", 640.0, 35), ("Vintner Foundry Supplies", "headstock blank", 590.0, 60),
    ("Norcastle Bearings", "ball bearing set", 310.0, 21), ("Tressider Ropes", "bell rope", 215.0, 28), ("Vintner Foundry Supplies", "moulding loam", 1.9, 30),
    ("Holroyd Metals Ltd", "clapper forging", 420.0, 42), ("Kettleby Steel", "gudgeon pins", 86.0, 14), ("Norcastle Bearings", "gudgeon pins", 92.0, 7),
    ("Belgrave Timber", "stay and slider set", 145.0, 21), ("Belgrave Timber", "wheel kit", 680.0, 35), ("Ashfold Sawmills", "wheel kit", 655.0, 49),
    ("Kettleby Steel", "galvanised bolts", 24.0, 5), ("Vintner Foundry Supplies", "graphite crucible", 980.0, 90), ("Tressider Ropes", "stay and slider set", 160.0, 28),
    ("Holroyd Metals Ltd", "galvanised bolts", 26.5, 3),
]

# vehicles: reg, make, model, payloadKg, hasHiab, regYear, motDue, fuel, workshop
VEHICLES = [
    ("CH19 BEL", "Iveco", "Daily 70C", 3200, True, 2019, "2026-04-11", "diesel", 0),
    ("CH15 TNR", "Ford", "Transit 350", 1400, False, 2015, "2026-01-23", "diesel", 1),
    ("CH21 FRM", "DAF", "LF 180", 6500, True, 2021, "2026-07-02", "diesel", 2),
    ("CH17 RPE", "Vauxhall", "Movano", 1300, False, 2017, "2025-11-30", "diesel", 2),
    ("CH23 VLT", "Ford", "E-Transit", 1100, False, 2023, "2026-09-14", "electric", 0),
    ("CH11 OLD", "Land Rover", "Defender 110", 900, False, 2011, "2026-03-05", "diesel", 2),
]

# castings: pourNo, pourDate, metalKg, tinPct, furnace, result, crew [(staff, role)], metal [(supplier, kg, batchRef)]
CASTINGS = [
    ("P19-01", "2019-11-20", 820, 22.5, "reverberatory", "sound", [("Ada Quennell", "pour lead"), ("Tobiah Marsh", "moulder"), ("Grete Halloran", "furnace hand"), ("Fergus McAndrew", "furnace hand")], [("Holroyd Metals Ltd", 640, "HM-19-311"), ("Penwarden Tin Co", 180, "PT-19-044")]),
    ("P20-01", "2020-12-03", 760, 22.0, "reverberatory", "sound", [("Ada Quennell", "pour lead"), ("Yolanda Reyes", "moulder"), ("Fergus McAndrew", "furnace hand")], [("Holroyd Metals Ltd", 600, "HM-20-402")]),
    ("P21-01", "2021-07-15", 1350, 23.0, "reverberatory", "sound", [("Ada Quennell", "pour lead"), ("Tobiah Marsh", "moulder"), ("Yolanda Reyes", "moulder"), ("Grete Halloran", "furnace hand")], [("Holroyd Metals Ltd", 1050, "HM-21-127"), ("Penwarden Tin Co", 300, "PT-21-019")]),
    ("P21-02", "2021-09-09", 640, 23.0, "crucible", "rejected", [("Tobiah Marsh", "pour lead"), ("Grete Halloran", "furnace hand"), ("Fergus McAndrew", "furnace hand")], [("Holroyd Metals Ltd", 500, "HM-21-244")]),
    ("P21-03", "2021-10-14", 660, 22.8, "crucible", "sound", [("Ada Quennell", "pour lead"), ("Tobiah Marsh", "moulder"), ("Fergus McAndrew", "furnace hand")], [("Holroyd Metals Ltd", 510, "HM-21-279"), ("Penwarden Tin Co", 150, "PT-21-033")]),
    ("P22-01", "2022-06-23", 520, 22.2, "crucible", "sound", [("Tobiah Marsh", "pour lead"), ("Yolanda Reyes", "moulder"), ("Grete Halloran", "furnace hand")], [("Holroyd Metals Ltd", 405, "HM-22-150")]),
    ("P23-01", "2023-05-11", 590, 22.6, "reverberatory", "sound", [("Ada Quennell", "pour lead"), ("Yolanda Reyes", "moulder"), ("Grete Halloran", "furnace hand")], [("Holroyd Metals Ltd", 460, "HM-23-088"), ("Penwarden Tin Co", 130, "PT-23-012")]),
    ("P23-02", "2023-10-05", 240, 21.5, "crucible", "sound", [("Yolanda Reyes", "pour lead"), ("Tobiah Marsh", "moulder"), ("Fergus McAndrew", "furnace hand")], [("Holroyd Metals Ltd", 190, "HM-23-301"), ("Penwarden Tin Co", 50, "PT-23-067")]),
    ("P24-01", "2024-11-07", 1280, 23.2, "reverberatory", "sound", [("Ada Quennell", "pour lead"), ("Tobiah Marsh", "moulder"), ("Yolanda Reyes", "moulder"), ("Grete Halloran", "furnace hand"), ("Jess Tolland", "observer")], [("Holroyd Metals Ltd", 985, "HM-24-402"), ("Penwarden Tin Co", 295, "PT-24-081")]),
    ("P25-01", "2025-02-27", 560, 22.9, "reverberatory", "sound", [("Ada Quennell", "pour lead"), ("Yolanda Reyes", "moulder"), ("Fergus McAndrew", "furnace hand")], [("Holroyd Metals Ltd", 430, "HM-25-036"), ("Penwarden Tin Co", 130, "PT-25-009")]),
]

# projects: jobNo, tower, jobType, status, quoteGbp, invoicedGbp, startDate, endDate, facultyOk, warrantyYrs, constraints,
#           bell work [(positions or 'all', work)], casting for new bells, funders [(name, amount, awardedOn)], followsOn, signedOn, deposit
PROJECTS = [
    ("CH19-01", "T02", "rehang", "complete", 38500, 41200, "2019-03-04", "2019-06-21", True, 10, ["bats"], [("all", "rehang")], None, [("Wexshire Historic Churches Trust", 8000, "2018-11-14"), ("Tauncester Diocesan Bell Fund", 5000, "2018-12-03")], None, "2018-10-22", 3850),
    ("CH19-02", "T08", "clock chime", "complete", 12400, 11900, "2019-05-13", "2019-07-05", False, 5, None, [([1, 3], "new fittings")], None, [], None, "2019-03-29", None),
    ("CH19-03", "T12", "retune", "complete", 9800, 9800, "2019-09-02", "2019-10-18", False, 5, None, [("all", "retune")], None, [], None, "2019-06-17", 980),
    ("CH19-04", "T05", "augmentation", "complete", 96000, 101350, "2019-10-07", "2020-08-14", True, 25, ["listed building", "restricted access"], [([1, 2], "cast new"), ([3, 4, 5, 6], "retune")], "P19-01", [("Landmark Lottery Fund", 40000, "2019-07-09"), ("The Pellworth Foundation", 15000, "2019-06-20"), ("Mrs Evadne Grice", 10000, "2019-05-02")], None, "2019-04-15", 9600),
    ("CH20-01", "T15", "inspection and repair", "complete", 4200, 4650, "2020-02-10", "2020-02-28", False, 1, None, [([3, 5], "new fittings")], None, [], None, "2020-01-13", None),
    ("CH20-02", "T10", "weld repair", "cancelled", 14500, None, None, None, False, None, ["bats", "nesting birds"], [([2], "weld repair")], None, [], None, "2020-02-24", None),
    ("CH20-03", "T01", "frame replacement", "complete", 124000, 131780, "2020-09-14", "2021-07-30", True, 30, ["listed building", "asbestos"], [("all", "rehang"), ([4], "recast")], "P20-01", [("Wexshire Historic Churches Trust", 10000, "2020-03-11"), ("Landmark Lottery Fund", 55000, "2020-06-30"), ("The Ringers' Benevolent Trust", 3000, "2020-05-19")], None, "2020-01-27", 12400),
    ("CH21-01", "T13", "rehang", "complete", 41000, 39850, "2021-04-19", "2021-08-06", True, 10, None, [("all", "rehang")], None, [("Ambrey Diocesan Guild", 4000, "2021-01-18"), ("The Pellworth Foundation", 6000, "2021-02-25")], None, "2020-12-07", 4100),
    ("CH21-02", "T09", "new ring", "complete", 68000, 70400, "2021-06-01", "2022-03-25", False, 25, None, [("all", "cast new")], "P21-01+P21-03", [("Stanmere Rotary Club", 2000, "2021-04-08")], None, "2021-02-15", 6800),
    ("CH21-03", "T07", "retune", "complete", 58000, 61200, "2021-09-06", "2022-01-28", True, 10, ["restricted access", "listed building"], [([1, 2, 3, 4], "retune")], None, [("The Pellworth Foundation", 20000, "2021-05-13"), ("Landmark Lottery Fund", 25000, "2021-06-29")], None, "2021-03-30", 5800),
    ("CH21-04", "T04", "rehang", "cancelled", 29000, None, None, None, False, None, ["bats"], [], None, [], None, "2021-05-10", 2900),
    ("CH22-01", "T18", "rehang", "complete", 36700, 36700, "2022-03-07", "2022-06-17", True, 10, ["bats"], [("all", "rehang")], None, [("Cheriton Bell Restoration Fund", 6000, "2021-11-22"), ("Wexshire Historic Churches Trust", 5000, "2021-12-09")], None, "2021-10-18", 3670),
    ("CH22-02", "T06", "recast", "complete", 22000, 23150, "2022-05-09", "2022-09-02", True, 25, None, [([3], "recast"), ([5], "new fittings")], "P22-01", [("Carrowmoor Community Chest", 4000, "2022-02-14")], None, "2022-01-24", 2200),
    ("CH22-03", "T03", "clapper repair", "complete", 3100, 3350, "2022-07-11", "2022-07-22", False, 1, None, [([2, 5], "clapper repair")], None, [], None, "2022-06-06", None),
    ("CH22-04", "T11", "frame replacement", "complete", 88500, 92900, "2022-09-19", "2023-05-26", True, 30, ["listed building", "nesting birds"], [("all", "rehang")], None, [("Landmark Lottery Fund", 30000, "2022-05-24"), ("Friends of Ringing Society", 5000, "2022-04-11"), ("The Ringers' Benevolent Trust", 2500, "2022-06-02")], None, "2022-03-14", 8850),
    ("CH23-01", "T20", "retune", "complete", 11200, 11200, "2023-01-16", "2023-03-10", True, 5, None, [("all", "retune")], None, [("Stanmere Rotary Club", 1500, "2022-11-24")], None, "2022-10-31", 1120),
    ("CH23-02", "T19", "augmentation", "complete", 74000, 77600, "2023-03-20", "2023-11-17", True, 25, ["listed building"], [([1, 2], "cast new"), ([3, 4, 5, 6], "rehang")], "P23-01", [("The Pellworth Foundation", 12000, "2022-12-15"), ("Tauncester Diocesan Bell Fund", 6000, "2023-01-09"), ("Mrs Evadne Grice", 15000, "2022-10-20")], None, "2022-09-26", 7400),
    ("CH23-03", "T04", "inspection and repair", "complete", 5600, 5600, "2023-06-05", "2023-06-23", False, 1, ["bats"], [([1, 2], "clapper repair")], None, [], None, "2023-04-24", None),
    ("CH23-04", "T02", "clapper repair", "complete", 1800, 2040, "2023-08-14", "2023-08-18", False, 1, None, [([5], "clapper repair")], None, [], "CH19-01", "2023-07-10", None),
    ("CH23-05", "T17", "recast", "complete", 8900, 9400, "2023-09-04", "2023-12-01", False, 25, None, [([1], "recast")], "P23-02", [], None, "2023-07-19", 2000),
    ("CH24-01", "T05", "clapper repair", "complete", 2900, 2900, "2024-01-22", "2024-01-26", False, 1, None, [([5], "clapper repair")], None, [], "CH19-04", "2024-01-08", None),
    ("CH24-02", "T15", "rehang", "complete", 44800, 46300, "2024-03-04", "2024-07-12", True, 10, ["nesting birds"], [("all", "rehang")], None, [("Cheriton Bell Restoration Fund", 5000, "2023-10-30"), ("Ambrey Diocesan Guild", 5000, "2023-11-16"), ("Landmark Lottery Fund", 18000, "2023-12-12")], "CH20-01", "2023-09-11", 4480),
    ("CH24-03", "T12", "weld repair", "complete", 6700, 7150, "2024-04-15", "2024-05-31", True, 5, None, [([4], "weld repair")], None, [("Wexshire Historic Churches Trust", 2500, "2024-02-20")], None, "2024-02-05", 670),
    ("CH24-04", "T21", "new ring", "in progress", 82000, None, "2024-09-02", None, True, None, None, [("stored", "cast new")], "P24-01+P25-01", [("Landmark Lottery Fund", 35000, "2024-05-16"), ("The Pellworth Foundation", 10000, "2024-04-25"), ("Friends of Ringing Society", 4000, "2024-03-28"), ("The Ringers' Benevolent Trust", 2000, "2024-06-13")], None, "2024-02-19", 8200),
    ("CH24-05", "T13", "retune", "complete", 14600, 14600, "2024-10-07", "2024-11-29", False, 5, None, [("all", "retune")], None, [], "CH21-01", "2024-08-12", 1460),
    ("CH25-01", "T07", "frame replacement", "in progress", 215000, None, "2025-01-13", None, True, None, ["listed building", "restricted access", "asbestos"], [("all", "rehang")], None, [("Landmark Lottery Fund", 90000, "2024-10-01"), ("The Pellworth Foundation", 25000, "2024-09-12"), ("Wexshire Historic Churches Trust", 12000, "2024-11-05")], None, "2024-07-22", 21500),
    ("CH25-02", "T03", "rehang", "in progress", 47500, None, "2025-04-07", None, True, None, ["bats", "nesting birds"], [("all", "rehang")], None, [("Ambershire County Council", 7500, "2025-01-21"), ("Ambrey Diocesan Guild", 4000, "2025-02-10")], "CH22-03", "2024-12-02", 4750),
    ("CH25-03", "T18", "clock chime", "complete", 7300, 7300, "2025-05-12", "2025-06-06", False, 2, None, [([4, 5], "new fittings")], None, [], None, "2025-03-31", None),
    ("CH25-04", "T10", "weld repair", "quoted", 16800, None, None, None, False, None, ["bats"], [([2], "weld repair")], None, [], "CH20-02", None, None),
    ("CH25-05", "T01", "retune", "quoted", 12900, None, None, None, False, None, None, [([5, 6], "retune")], None, [], "CH20-03", None, None),
    ("CH25-06", "T11", "clapper repair", "complete", 2400, 2400, "2025-08-11", "2025-08-15", False, 1, None, [([5], "clapper repair")], None, [], None, "2025-07-21", None),
    ("CH25-07", "T20", "rehang", "on hold", 39000, None, None, None, False, None, ["bats"], [], None, [("Stanmere Rotary Club", 2500, "2025-09-18")], "CH23-01", "2025-06-30", 3900),
    ("CH26-01", "T06", "augmentation", "quoted", 51000, None, None, None, False, None, None, [], None, [], None, None, None),
    ("CH26-02", "T09", "clapper repair", "in progress", 1900, None, "2026-02-16", None, False, None, None, [([4], "clapper repair")], None, [], "CH21-02", "2026-01-26", None),
    ("CH25-08", "T22", "inspection and repair", "complete", 6200, 6750, "2025-10-06", "2025-10-24", True, 1, ["bats", "restricted access"], [([1, 2, 3], "new fittings")], None, [("Carrowmoor Community Chest", 1500, "2025-08-27")], None, "2025-08-04", None),
]

# inspections: reportNo, tower, inspDate, conditionScore, urgent, findings, inspectors [(staff, hours)], ledTo
INSPECTIONS = [
    ("IR-2018-07", "T02", "2018-09-12", 2, True, ["worn bearings", "rotten frame timbers", "ropes worn"], [("Imogen Strand", 6.0), ("Declan Farrow", 5.5)], "CH19-01"),
    ("IR-2019-02", "T12", "2019-04-30", 3, False, ["clapper wear"], [("Imogen Strand", 4.0)], "CH19-03"),
    ("IR-2019-03", "T05", "2019-02-19", 3, False, ["worn bearings", "wheel damage"], [("Imogen Strand", 7.5), ("Maisie Lowndes", 7.0)], "CH19-04"),
    ("IR-2019-09", "T01", "2019-11-06", 1, True, ["rotten frame timbers", "cracked bell", "asbestos in ringing chamber"], [("Imogen Strand", 8.0), ("Declan Farrow", 8.0)], "CH20-03"),
    ("IR-2019-11", "T15", "2019-12-03", 3, False, ["loose gudgeon", "stay broken"], [("Declan Farrow", 3.5)], "CH20-01"),
    ("IR-2020-01", "T10", "2020-01-21", 1, True, ["cracked bell", "bird fouling", "rusted headstock"], [("Imogen Strand", 3.0)], "CH20-02"),
    ("IR-2020-06", "T13", "2020-10-14", 2, False, ["worn bearings", "rusted headstock"], [("Lachlan Birtwhistle", 5.0), ("Imogen Strand", 5.0)], "CH21-01"),
    ("IR-2021-02", "T04", "2021-03-16", 2, False, ["rotten frame timbers", "bird fouling"], [("Lachlan Birtwhistle", 4.5)], "CH21-04"),
    ("IR-2021-05", "T18", "2021-08-24", 2, False, ["worn bearings", "ropes worn", "wheel damage"], [("Imogen Strand", 5.5)], "CH22-01"),
    ("IR-2021-08", "T06", "2021-11-30", 2, True, ["cracked bell", "loose gudgeon"], [("Lachlan Birtwhistle", 4.0), ("Maisie Lowndes", 4.0)], "CH22-02"),
    ("IR-2022-01", "T11", "2022-01-25", 1, True, ["rotten frame timbers", "worn bearings", "bird fouling"], [("Imogen Strand", 7.0), ("Cormac Duggan", 6.5)], "CH22-04"),
    ("IR-2022-04", "T19", "2022-06-28", 3, False, ["ropes worn"], [("Lachlan Birtwhistle", 6.0)], "CH23-02"),
    ("IR-2023-03", "T15", "2023-06-13", 2, False, ["worn bearings", "wheel damage", "bird fouling"], [("Lachlan Birtwhistle", 5.0)], "CH24-02"),
    ("IR-2023-06", "T12", "2023-11-21", 2, True, ["cracked bell"], [("Imogen Strand", 3.5)], "CH24-03"),
    ("IR-2024-02", "T07", "2024-03-05", 2, False, ["rusted headstock", "worn bearings", "asbestos in ringing chamber"], [("Imogen Strand", 12.0), ("Lachlan Birtwhistle", 12.0), ("Cormac Duggan", 9.0)], "CH25-01"),
    ("IR-2024-05", "T03", "2024-10-15", 2, False, ["worn bearings", "loose gudgeon", "bird fouling"], [("Lachlan Birtwhistle", 5.5)], "CH25-02"),
    ("IR-2024-07", "T09", "2024-06-04", 5, False, None, [("Sunniva Okafor", 2.0)], None),
    ("IR-2025-01", "T20", "2025-04-29", 3, False, ["worn bearings", "ropes worn"], [("Lachlan Birtwhistle", 4.0), ("Priya Ramaswamy", 4.0)], "CH25-07"),
    ("IR-2025-04", "T22", "2025-07-08", 2, True, ["rusted headstock", "bird fouling", "loose gudgeon"], [("Imogen Strand", 6.0)], "CH25-08"),
    ("IR-2025-06", "T08", "2025-09-23", 4, False, ["clapper wear"], [("Imogen Strand", 2.5)], None),
    ("IR-2026-01", "T05", "2026-01-20", 4, False, ["ropes worn"], [("Lachlan Birtwhistle", 3.0), ("Kwame Asante-Bell", 3.0)], None),
]

# bells moved from one tower to another: (tower now, position now, tower before, untilYear)
FORMERLY = [("T20", 1, "T10", 1986), ("T20", 2, "T10", 1986), ("T06", 1, "T04", 1961), ("T15", 2, "T10", 1959)]
# bells stored at a workshop rather than hung: the new ring for Ridley Cross (T21)
CRACKED = {("T10", 2), ("T04", 3), ("T22", 3)}

MATERIALS_BY_TYPE = {
    "rehang": [("ball bearing set", None)],
    "frame replacement": [("green oak", 4.0), ("steel channel", 30.0), ("ball bearing set", None), ("headstock blank", 0.5)],
    "augmentation": [("copper ingot", 0.0), ("tin ingot", 0.0), ("headstock blank", 2.0), ("wheel kit", 2.0)],
    "new ring": [("copper ingot", 0.0), ("tin ingot", 0.0), ("moulding loam", 0.0), ("headstock blank", None), ("wheel kit", None)],
    "recast": [("copper ingot", 0.0), ("tin ingot", 0.0), ("clapper forging", 1.0)],
    "retune": [],
    "clapper repair": [("clapper forging", None)],
    "weld repair": [],
    "inspection and repair": [("gudgeon pins", 1.0)],
    "clock chime": [("gudgeon pins", 1.0)],
}
PRICE = {"copper ingot": 8.4, "tin ingot": 27.5, "green oak": 1450.0, "seasoned elm": 1720.0, "steel channel": 38.5, "headstock blank": 640.0,
         "ball bearing set": 310.0, "bell rope": 215.0, "moulding loam": 1.9, "clapper forging": 420.0, "gudgeon pins": 86.0,
         "stay and slider set": 145.0, "wheel kit": 680.0, "galvanised bolts": 24.0, "graphite crucible": 980.0}


def main() -> None:
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> str:
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})
        return nid

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    wid = [node(f"w{i}", ["Workshop"], {"name": w[0], "town": w[1], "estYear": w[2], "floorAreaSqm": w[3], "hasFurnace": w[4], "craneT": w[5]})
           for i, w in enumerate(WORKSHOPS)]
    sid = []
    for i, s in enumerate(STAFF):
        labels = ["Staff", "Supervisor"] if s[7] else ["Staff"]
        sid.append(node(f"s{i}", labels, {"name": s[0], "jobTitle": s[1], "startDate": s[2], "dayRate": s[3], "certs": s[4], "ringer": s[5], "empNo": s[6]}))
        for w, since, primary in s[8]:
            rel("BASED_AT", sid[i], wid[w], {"since": since, "primary": primary})
    for a, b, started, signed, hours in TRAINED:
        rel("TRAINED", sid[S[a]], sid[S[b]], {"startedOn": started, "signedOff": signed, "hours": hours})

    fid = [node(f"f{i}", ["Founder"], {"name": f[0], "foundryTown": f[1], "activeFrom": f[2], "activeTo": f[3], "familyFirm": f[4]})
           for i, f in enumerate(FOUNDERS)]
    cid = [node(f"c{i}", ["Client"], {"name": c[0], "clientType": c[1], "diocese": c[2], "town": c[3], "charityNo": c[4], "vatRegistered": c[5], "firstContact": c[6]})
           for i, c in enumerate(CLIENTS)]
    tid = []
    for i, t in enumerate(TOWERS):
        tid.append(node(f"t{i}", ["Tower"], {"towerCode": t[0], "name": t[1], "town": t[2], "county": t[3], "listedGrade": t[4], "heightM": t[5],
                                               "groundFloorRing": t[6], "hasClock": t[7], "accessSteps": t[8], "frameType": t[9], "ringable": t[10], "bellCount": t[11]}))
        rel("BELONGS_TO", tid[i], cid[C[t[15]]])

    # bells
    bell_id: dict[tuple[str, int], str] = {}
    bell_props: dict[str, dict] = {}
    reg = 1000
    jobs_new = {}  # (tower, position) -> casting pour, year
    for p in PROJECTS:
        for positions, work in p[11]:
            if work in ("cast new", "recast"):
                pours = p[12].split("+")
                t = TOWERS[T[p[1]]]
                n = 6 if positions == "stored" else t[11]
                pos = list(range(1, n + 1)) if positions in ("all", "stored") else positions
                for ps in pos:
                    pour = pours[0] if len(pours) == 1 else (pours[1] if ps <= len(pos) // 2 else pours[0])
                    jobs_new[(p[1], ps)] = pour
    pour_year = {c[0]: int(c[1][:4]) for c in CASTINGS}
    stored_bells = []
    moved_in = {(now_t, now_p): until for now_t, now_p, _before, until in FORMERLY}
    for ti, t in enumerate(TOWERS):
        code, n, key, tenor_kg, tenor_d = t[0], t[11], t[12], t[13], t[14]
        if code == "T21":
            n, key, tenor_kg, tenor_d = 6, "A", 702, 1079
        scale = SCALES[key]
        for pos in range(1, n + 1):
            degree = n - pos  # tenor = 0
            note = scale[degree % 7]
            semis = SEMIS[degree % 7] + 12 * (degree // 7)
            w = tenor_kg * (2 ** (-2.4 * semis / 12)) * RNG.uniform(0.94, 1.06)
            w = int(round(w))
            d = int(round(tenor_d * (w / tenor_kg) ** (1 / 3)))
            reg += RNG.choice([1, 2, 3, 5, 7])
            pool = t[16]
            props: dict = {"regNo": f"B{reg}", "position": pos, "note": note, "weightKg": w, "diamMm": d}
            founder = None
            year = None
            if (code, pos) in jobs_new:
                founder = 0
                year = pour_year[jobs_new[(code, pos)]]
            elif pool:
                founder = RNG.choice(pool)
                fr = FOUNDERS[founder]
                year = RNG.randint(fr[2], fr[3] or 1995)
                if RNG.random() < 0.12:
                    year = None
                if RNG.random() < 0.14:
                    founder = None
            props["castYear"] = year
            if RNG.random() < 0.45:
                props["inscription"] = RNG.choice(INSCRIPTIONS)
            props["cracked"] = (code, pos) in CRACKED
            props["heritageListed"] = bool(year is not None and year < 1760 and RNG.random() < 0.8)
            props["canons"] = bool(year is not None and year < 1900) if year is not None else True
            props["hungFor"] = "clock" if code == "T08" else ("full circle" if t[10] or code == "T21" else "chiming")
            if code == "T21":
                props["hungFor"] = "full circle"
            bid = node(f"b{code}_{pos}", ["Bell"], props)
            bell_id[(code, pos)] = bid
            bell_props[bid] = props
            if founder is not None:
                rel("CAST_BY", bid, fid[founder])
            if code == "T21":
                stored_bells.append(bid)
                rel("STORED_AT", bid, wid[0], {"since": "2025-03-14" if pos <= 3 else "2024-11-21", "reason": "awaiting frame"})
            else:
                hung = year if (year and year > 1900 and RNG.random() < 0.5) else None
                hung = moved_in.get((code, pos), hung)  # a bell moved here was hung the year it left its old tower
                rel("HANGS_IN", bid, tid[ti], {"hungYear": hung, "frameSlot": pos})
    # Fix the 12th degree weirdness for ringable rings is fine; moved bells
    for now_t, now_p, before, until in FORMERLY:
        rel("FORMERLY_IN", bell_id[(now_t, now_p)], tid[T[before]], {"untilYear": until})

    # castings
    kid = {}
    for i, c in enumerate(CASTINGS):
        kid[c[0]] = node(f"k{i}", ["Casting"], {"pourNo": c[0], "pourDate": c[1], "metalKg": c[2], "tinPct": c[3], "furnace": c[4], "result": c[5]})
        for who, role in c[6]:
            rel("ON_POUR", sid[S[who]], kid[c[0]], {"role": role})
        for sup, kg, batch in c[7]:
            rel("SUPPLIED_METAL", f"u{[s[0] for s in SUPPLIERS].index(sup)}", kid[c[0]], {"kg": kg, "batchRef": batch})
    for mould, ((code, pos), pour) in enumerate(sorted(jobs_new.items()), start=1):
        rel("POURED_IN", bell_id[(code, pos)], kid[pour], {"mouldNo": mould})

    # funders, suppliers, materials, vehicles
    gid = [node(f"g{i}", ["Funder"], {"name": f[0], "fundType": f[1], "maxAward": f[2], "region": f[3], "matchFunding": f[4]}) for i, f in enumerate(FUNDERS)]
    uid = [node(f"u{i}", ["Supplier"], {"name": s[0], "country": s[1], "preferred": s[2], "termsDays": s[3], "accountRef": s[4]}) for i, s in enumerate(SUPPLIERS)]
    mid = [node(f"m{i}", ["Material"], {"name": m[0], "unit": m[1], "stockQty": m[2], "reorderLevel": m[3], "hazardous": m[4]}) for i, m in enumerate(MATERIALS)]
    for sup, mat, price, lead in SUPPLIES:
        rel("SUPPLIES", uid[[s[0] for s in SUPPLIERS].index(sup)], mid[M[mat]], {"unitPrice": price, "leadTimeDays": lead})
    vid = []
    for i, v in enumerate(VEHICLES):
        vid.append(node(f"v{i}", ["Vehicle"], {"reg": v[0], "make": v[1], "model": v[2], "payloadKg": v[3], "hasHiab": v[4], "regYear": v[5], "motDue": v[6], "fuel": v[7]}))
        rel("KEPT_AT", vid[i], wid[v[8]])

    # bands
    for i, b in enumerate(BANDS):
        bid = node(f"r{i}", ["Band"], {"name": b[0], "captain": b[1], "members": b[2], "affiliated": b[3], "founded": b[4], "youthBand": b[5]})
        for code, since, sunday, night in b[6]:
            rel("RINGS_AT", bid, tid[T[code]], {"since": since, "sundayService": sunday, "practiceNight": night})

    # projects
    pid = {}
    crew_pool = {
        "project manager": ["Rosalie Vantongeren", "Hugo Penhallow"],
        "bellhanger": ["Declan Farrow", "Maisie Lowndes", "Benedek Szalai", "Priya Ramaswamy"],
        "tuner": ["Emrys Pryce-Yardley", "Sunniva Okafor", "Bea Ingleby"],
        "carpenter": ["Cormac Duggan", "Hattie Greenslade", "Olaf Brennick"],
        "apprentice": ["Wilf Amesbury", "Jess Tolland", "Kwame Asante-Bell"],
        "surveyor": ["Imogen Strand", "Lachlan Birtwhistle"],
        "driver": ["Samir Haddad", "Dot Fairweather"],
    }
    needs = {
        "rehang": [("project manager", 1), ("bellhanger", 2)],
        "frame replacement": [("project manager", 1), ("bellhanger", 2), ("carpenter", 2), ("apprentice", 1), ("driver", 1)],
        "augmentation": [("project manager", 1), ("bellhanger", 2), ("tuner", 1)],
        "new ring": [("project manager", 1), ("bellhanger", 2), ("tuner", 1), ("carpenter", 1), ("driver", 1)],
        "recast": [("bellhanger", 1), ("tuner", 1)],
        "retune": [("tuner", 2)],
        "clapper repair": [("bellhanger", 1)],
        "weld repair": [("bellhanger", 1), ("tuner", 1)],
        "inspection and repair": [("surveyor", 1), ("bellhanger", 1)],
        "clock chime": [("bellhanger", 1), ("apprentice", 1)],
    }
    staff_start = {s[0]: s[2] for s in STAFF}
    for i, p in enumerate(PROJECTS):
        (job, tcode, jtype, status, quote, inv, start, end, faculty, warranty, cons, work, pours, funders, follows, signed, deposit) = p
        pid[job] = node(f"p{i}", ["Project"], {"jobNo": job, "jobType": jtype, "status": status, "quoteGbp": quote, "invoicedGbp": inv,
                                               "startDate": start, "endDate": end, "facultyOk": faculty, "warrantyYrs": warranty, "constraints": cons})
        rel("AT_TOWER", pid[job], tid[T[tcode]])
        rel("COMMISSIONED", cid[C[TOWERS[T[tcode]][15]]], pid[job], {"signedOn": signed, "depositGbp": deposit})
        for name, amount, awarded in funders:
            rel("FUNDED", gid[F[name]], pid[job], {"amountGbp": amount, "awardedOn": awarded})
        if follows:
            rel("FOLLOWS_ON", pid[job], pid[follows])
        t = TOWERS[T[tcode]]
        included: dict[int, str] = {}
        for positions, w in work:
            n = 6 if positions == "stored" else t[11]
            pos = list(range(1, n + 1)) if positions in ("all", "stored") else positions
            for ps in pos:
                if ps in included and w in ("rehang", "retune"):
                    continue
                included[ps] = w
        for ps, w in sorted(included.items()):
            props = {"work": w}
            if w == "retune":
                props["centsShift"] = RNG.choice([-14, -11, -9, -6, -4, -3, 2, 3, 5, 7, 8, 12])
            rel("INCLUDES", pid[job], bell_id[(tcode, ps)], props)
        if start is None:
            continue
        # crew
        year_days = 1.0
        if start and end:
            year_days = (date.fromisoformat(end) - date.fromisoformat(start)).days
        lead_done = False
        for role, k in needs[jtype]:
            pool = [x for x in crew_pool[role] if staff_start[x] <= start]
            chosen = RNG.sample(pool, min(k, len(pool)))
            for who in chosen:
                if role == "driver":
                    days = round(RNG.uniform(3, 16) * 2) / 2
                elif end:
                    days = round(max(1.0, min(year_days * 5 / 7 * RNG.uniform(0.2, 0.7), RNG.uniform(110, 165))) * 2) / 2
                else:
                    days = round(RNG.uniform(5, 40) * 2) / 2
                lead = False
                if not lead_done and role in ("project manager", "bellhanger", "surveyor"):
                    lead, lead_done = True, True
                rel("WORKED_ON", sid[S[who]], pid[job], {"role": role, "days": days, "lead": lead, "onSite": role not in ("project manager", "tuner") or RNG.random() < 0.3})
        # materials
        for mat, qty in MATERIALS_BY_TYPE[jtype]:
            if mat in ("copper ingot", "tin ingot", "moulding loam"):
                kg = sum(CASTINGS[[c[0] for c in CASTINGS].index(pp)][2] for pp in pours.split("+"))
                q = {"copper ingot": round(kg * 0.78), "tin ingot": round(kg * 0.22), "moulding loam": round(kg * 1.6)}[mat] * 1.0
            elif qty is None:
                nb = len(included) or t[11]
                q = float(nb)
            else:
                q = qty
            if jtype in ("rehang", "frame replacement") and mat == "bell rope" and RNG.random() < 0.4:
                continue
            rel("USED_MATERIAL", pid[job], mid[M[mat]], {"qty": q, "costGbp": round(q * PRICE[mat], 2)})
        # vehicles
        if jtype in ("rehang", "frame replacement", "augmentation", "new ring", "recast", "retune"):
            heavy = [0, 2] if jtype in ("frame replacement", "augmentation", "new ring", "rehang") else [0]
            for v in RNG.sample(heavy, 1):
                rel("USED_VEHICLE", pid[job], vid[v], {"days": RNG.randint(2, 9)})
            if jtype == "frame replacement":
                rel("USED_VEHICLE", pid[job], vid[RNG.choice([3, 5])], {"days": RNG.randint(1, 12)})
        else:
            rel("USED_VEHICLE", pid[job], vid[RNG.choice([1, 3, 5])], {"days": RNG.randint(1, 4)})

    # inspections
    for i, ins in enumerate(INSPECTIONS):
        iid = node(f"i{i}", ["Inspection"], {"reportNo": ins[0], "inspDate": ins[2], "conditionScore": ins[3], "urgent": ins[4], "findings": ins[5]})
        rel("SURVEYED", iid, tid[T[ins[1]]])
        for who, hours in ins[6]:
            rel("CARRIED_OUT", sid[S[who]], iid, {"hours": hours})
        if ins[7]:
            rel("LED_TO", iid, pid[ins[7]])

    graph = {
        "name": "propgraph54: Corrigan & Hale Bellfounders (invented bell foundry and bellhanging firm)",
        "date_keys": ["startDate", "since", "startedOn", "pourDate", "endDate", "signedOn", "awardedOn", "inspDate", "motDue"],
        "nodes": nodes,
        "relationships": rels,
    }
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    labels: dict[str, int] = {}
    for n in nodes:
        for lb in n["labels"]:
            labels[lb] = labels.get(lb, 0) + 1
    types: dict[str, int] = {}
    for r in rels:
        types[r["type"]] = types.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes, {len(rels)} relationships")
    print(labels)
    print(types)


if __name__ == "__main__":
    main()
