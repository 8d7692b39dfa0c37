#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented private ambulance and patient-transport service (Orrinvale Medical Transport).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, station, town, facility,
client, vehicle maker and model, call sign, registration number, trip reference and purchase order is invented (the
trade's terms - emergency ambulance, patient transport service (PTS), wheelchair accessible vehicle (WAV), bariatric,
response car, high-dependency unit, paramedic, ambulance technician, emergency care assistant (ECA), dispatcher,
carry chair, scoop stretcher, vacuum mattress, defibrillator, suction unit, transport ventilator, tail lift, blue
light driving, handover, event cover, repatriation, discharge, outpatient run - are generic).
The records stand as of 12 February 2026: later trips are booked.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 9452
HERE = Path(__file__).resolve().parent
D = dt.date
AS_OF = D(2026, 2, 12)

# name, town, openedYear, vehicleBays, floorAreaSqm, hasWashBay, open24h
STATIONS = [
    ("Brackenholt Station", "Brackenholt", 1998, 12, 1450, True, True),
    ("Tarrowfield Station", "Tarrowfield", 2007, 8, 820, True, False),
    ("Quillon Bay Station", "Quillon Bay", 2014, 6, None, False, True),
    ("Stavely Moor Station", "Stavely Moor", 2021, 4, 390, False, False),
]

# first, last, role, startYear, quals, dbsCheckedOn, hourlyRateGbp, agency, contractHours, registrationNo,
# stations [(i, since, primary)], blueLight, mentors [(mentor index, since, signedOff, sessions)]
STAFF = [
    ("Marguerite", "Olsworth", "director", 2003, ["paramedic registration", "blue light", "C1 licence"], D(2024, 3, 4), None, False, 40, "PA-18830", [(0, D(2003, 5, 1), True)], False, []),
    ("Desmond", "Achterberg", "operations manager", 2009, ["blue light", "C1 licence", "FREC 4"], D(2023, 9, 18), None, False, 40, None, [(0, D(2009, 4, 6), True), (1, D(2016, 2, 1), False)], True, []),
    ("Priya", "Venkatesh", "operations manager", 2015, ["FREC 4", "bariatric handling"], D(2025, 1, 20), None, False, 37, None, [(2, D(2015, 8, 3), True), (3, D(2021, 6, 14), False)], False, []),
    ("Tamsin", "Greaves", "dispatcher", 2016, ["FREC 3"], D(2024, 11, 5), 15.8, False, 37, None, [(0, D(2016, 10, 3), True)], False, []),
    ("Lionel", "Okafor", "dispatcher", 2019, None, D(2025, 6, 2), 14.9, False, 30, None, [(0, D(2019, 3, 11), True)], False, []),
    ("Bronagh", "Kilbride", "dispatcher", 2022, ["FREC 3", "mental health first aid"], D(2022, 4, 25), 14.2, True, None, None, [(1, D(2022, 5, 9), True)], False, []),
    ("Huw", "Penberthy", "paramedic", 2008, ["paramedic registration", "blue light", "C1 licence", "paediatric", "major incident"], D(2023, 2, 13), 24.5, False, 40, "PA-21477", [(0, D(2008, 9, 1), True), (3, D(2021, 9, 6), False)], True, []),
    ("Anika", "Sorensen", "paramedic", 2012, ["paramedic registration", "blue light", "C1 licence", "critical care"], D(2024, 7, 8), 25.2, False, 40, "PA-30912", [(1, D(2012, 1, 16), True)], True, []),
    ("Callum", "Frith", "paramedic", 2014, ["paramedic registration", "blue light", "C1 licence"], D(2025, 3, 3), 23.8, False, 37, "PA-33508", [(0, D(2014, 6, 2), True)], True, [(6, D(2014, 6, 2), True, 22)]),
    ("Yusuf", "Darrow", "paramedic", 2017, ["paramedic registration", "blue light", "C1 licence", "major incident"], D(2023, 10, 30), 23.1, False, 40, "PA-40255", [(2, D(2017, 11, 20), True)], True, [(6, D(2017, 11, 20), True, 16)]),
    ("Maren", "Holloway", "paramedic", 2020, ["paramedic registration", "C1 licence", "paediatric"], D(2024, 1, 15), 22.4, True, None, "PA-47719", [(1, D(2020, 2, 24), True)], False, [(7, D(2020, 2, 24), True, 18)]),
    ("Odile", "Fairweather", "paramedic", 2023, ["paramedic registration", "C1 licence"], D(2023, 8, 29), 21.6, False, 37, "PA-52046", [(0, D(2023, 8, 29), True)], False, [(8, D(2023, 9, 4), False, 9)]),
    ("Ravi", "Castellan", "ambulance technician", 2011, ["blue light", "C1 licence", "IHCD technician", "bariatric handling"], D(2024, 5, 20), 18.9, False, 40, None, [(2, D(2011, 3, 14), True)], True, []),
    ("Jessamy", "Trool", "ambulance technician", 2013, ["blue light", "C1 licence", "IHCD technician"], D(2025, 9, 1), 18.6, False, 37, None, [(1, D(2013, 10, 7), True)], True, []),
    ("Piotr", "Wendell", "ambulance technician", 2016, ["blue light", "C1 licence", "IHCD technician", "mental health first aid"], D(2022, 12, 12), 18.2, False, 40, None, [(0, D(2016, 4, 18), True), (1, D(2020, 1, 6), False)], True, []),
    ("Fenella", "Quarry", "ambulance technician", 2018, ["C1 licence", "IHCD technician"], D(2024, 2, 26), 17.9, False, 37, None, [(3, D(2021, 7, 5), True)], False, [(7, D(2021, 7, 5), True, 12)]),
    ("Ned", "Albright", "ambulance technician", 2021, ["C1 licence", "IHCD technician", "bariatric handling"], D(2025, 4, 14), 17.4, False, 37, None, [(2, D(2021, 5, 17), True)], False, [(12, D(2021, 5, 17), True, 14)]),
    ("Sorcha", "Mallin", "ambulance technician", 2024, ["C1 licence"], D(2024, 1, 8), 16.9, False, 37, None, [(1, D(2024, 1, 22), True)], False, [(13, D(2024, 1, 22), False, 6), (14, D(2024, 9, 2), False, 4)]),
    ("Gideon", "Pask", "emergency care assistant", 2015, ["C1 licence", "FREC 4"], D(2023, 6, 19), 15.4, False, 40, None, [(0, D(2015, 2, 9), True)], False, []),
    ("Leonie", "Strand", "emergency care assistant", 2019, ["C1 licence", "FREC 4", "paediatric"], D(2024, 10, 14), 15.1, False, 30, None, [(2, D(2019, 7, 1), True)], False, []),
    ("Obi", "Hartwell", "emergency care assistant", 2020, ["FREC 4"], D(2025, 2, 3), 14.8, True, None, None, [(1, D(2020, 11, 16), True)], False, [(18, D(2020, 11, 16), True, 8)]),
    ("Carys", "Penrose", "emergency care assistant", 2022, ["C1 licence", "FREC 4", "bariatric handling"], D(2022, 3, 28), 14.6, False, 37, None, [(3, D(2022, 4, 4), True)], False, [(12, D(2022, 4, 4), True, 15)]),
    ("Mattias", "Lowe", "emergency care assistant", 2025, ["FREC 3"], D(2025, 1, 6), 13.9, False, 37, None, [(2, D(2025, 1, 13), True)], False, [(16, D(2025, 1, 13), False, 5)]),
    ("Hazel", "Dunmore", "PTS care assistant", 2010, ["C1 licence", "dementia care", "bariatric handling"], D(2023, 11, 27), 13.6, False, 37, None, [(0, D(2010, 8, 2), True)], False, []),
    ("Ibrahim", "Selwyn", "PTS care assistant", 2014, ["C1 licence", "dementia care"], D(2024, 8, 19), 13.4, False, 37, None, [(1, D(2014, 5, 12), True)], False, []),
    ("Kerensa", "Vole", "PTS care assistant", 2017, ["C1 licence"], D(2025, 7, 7), 13.2, False, 30, None, [(2, D(2017, 3, 6), True)], False, [(24, D(2017, 3, 6), True, 13)]),
    ("Tobias", "Marchetti", "PTS care assistant", 2018, ["C1 licence", "mental health first aid"], D(2022, 9, 5), 13.2, True, None, None, [(0, D(2018, 10, 1), True), (3, D(2023, 2, 20), False)], False, []),
    ("Winnie", "Oyelaran", "PTS care assistant", 2021, ["C1 licence", "dementia care"], D(2024, 4, 22), 12.9, False, 37, None, [(3, D(2021, 6, 28), True)], False, [(23, D(2021, 6, 28), True, 11)]),
    ("Declan", "Fross", "PTS care assistant", 2023, None, D(2023, 5, 15), 12.6, True, None, None, [(1, D(2023, 5, 22), True)], False, [(23, D(2023, 5, 22), False, 7)]),
    ("Ellery", "Stroud", "PTS care assistant", 2025, ["dementia care"], D(2025, 10, 6), 12.4, False, 24, None, [(3, D(2025, 10, 13), True)], False, [(27, D(2025, 10, 13), False, 3)]),
    ("Beatrix", "Lenhart", "nurse", 2016, ["critical care", "paediatric", "C1 licence"], D(2024, 6, 3), None, False, 37, "NM-66102", [(0, D(2016, 1, 11), True)], False, []),
    ("Solomon", "Mirren", "nurse", 2019, ["mental health first aid", "restraint trained"], D(2025, 5, 12), None, False, 37, "NM-71394", [(2, D(2019, 9, 16), True)], False, [(30, D(2019, 9, 16), True, 10)]),
    ("Rufus", "Tallack", "fleet mechanic", 2007, None, None, 17.2, False, 40, None, [(0, D(2007, 7, 2), True)], False, []),
    ("Greer", "Ambrose", "fleet mechanic", 2024, None, None, 15.5, False, 37, None, [(1, D(2024, 3, 18), True)], False, []),
]

# callSign, model, maker, vehicleType, seats, stretchers, wheelchairSpaces, regYear, odometerMiles, grossWeightKg,
# fuel, rangeMiles, lastServiced, features, inService, bariatric, station (i, since, bay) or None
VEHICLES = [
    ("OV-11", "Carrow Sprint A&E", "Carrow", "emergency ambulance", 3, 1, 0, 2017, 214880, 4600, "diesel", None, D(2025, 11, 3), ["power stretcher", "air suspension", "cctv"], True, True, (0, D(2017, 6, 1), "A1")),
    ("OV-12", "Carrow Sprint A&E", "Carrow", "emergency ambulance", 3, 1, 0, 2018, 188420, 4600, "diesel", None, D(2025, 12, 8), ["air suspension", "cctv"], True, False, (0, D(2018, 3, 12), "A2")),
    ("OV-14", "Carrow Sprint A&E", "Carrow", "emergency ambulance", 3, 1, 0, 2019, 161305, 4600, "diesel", None, D(2025, 9, 22), ["power stretcher", "cctv"], True, True, (1, D(2019, 5, 20), "T1")),
    ("OV-15", "Carrow Sprint A&E", "Carrow", "emergency ambulance", 3, 1, 0, 2021, 97260, 4600, "diesel", None, D(2026, 1, 19), ["air suspension"], True, False, (2, D(2021, 2, 8), "Q1")),
    ("OV-17", "Carrow Sprint A&E", "Carrow", "emergency ambulance", 3, 1, 0, 2023, 41870, 4650, "hybrid", 38, D(2025, 10, 27), ["power stretcher", "air suspension", "cctv"], True, False, (0, D(2023, 4, 3), "A3")),
    ("OV-18", "Carrow Sprint A&E", "Carrow", "emergency ambulance", 3, 1, 0, 2016, 251940, 4600, "diesel", None, D(2025, 6, 16), None, False, False, (3, D(2022, 1, 10), "S1")),
    ("OV-21", "Carrow Sprint PTS", "Carrow", "patient transport", 6, 1, 2, 2018, 143320, 3900, "diesel", None, D(2025, 8, 4), ["tail lift", "cctv"], True, False, (0, D(2018, 7, 9), "B1")),
    ("OV-22", "Carrow Sprint PTS", "Carrow", "patient transport", 6, 1, 2, 2018, 150975, 3900, "diesel", None, D(2025, 11, 17), ["tail lift"], True, False, (0, D(2018, 7, 9), "B2")),
    ("OV-23", "Carrow Sprint PTS", "Carrow", "patient transport", 6, 1, 2, 2019, 121440, 3900, "diesel", None, D(2025, 7, 14), ["tail lift", "satnav with traffic"], True, False, (1, D(2019, 9, 2), "T2")),
    ("OV-24", "Carrow Sprint PTS", "Carrow", "patient transport", 6, 1, 2, 2020, 109830, 3900, "diesel", None, D(2025, 12, 1), ["tail lift"], True, False, (1, D(2020, 3, 16), "T3")),
    ("OV-25", "Carrow Sprint PTS", "Carrow", "patient transport", 6, 1, 2, 2022, 64215, 3950, "electric", 140, D(2026, 1, 26), ["tail lift", "satnav with traffic"], True, False, (2, D(2022, 5, 23), "Q2")),
    ("OV-26", "Carrow Sprint PTS", "Carrow", "patient transport", 6, 1, 2, 2022, 58760, 3950, "electric", 140, D(2025, 10, 6), ["tail lift"], True, False, (3, D(2022, 6, 6), "S2")),
    ("OV-27", "Carrow Sprint PTS", "Carrow", "patient transport", 6, 1, 2, 2016, 198650, 3900, "diesel", None, D(2025, 3, 10), ["tail lift"], False, False, None),
    ("OV-31", "Halden Vanta WAV", "Halden", "wheelchair vehicle", 4, 0, 1, 2019, 132910, 2800, "diesel", None, D(2025, 9, 8), ["ramp"], True, False, (0, D(2019, 2, 4), "C1")),
    ("OV-32", "Halden Vanta WAV", "Halden", "wheelchair vehicle", 4, 0, 1, 2020, 118045, 2800, "diesel", None, D(2025, 12, 15), ["ramp", "satnav with traffic"], True, False, (1, D(2020, 10, 12), "T4")),
    ("OV-33", "Halden Vanta WAV", "Halden", "wheelchair vehicle", 4, 0, 1, 2021, 86400, 2800, "hybrid", 30, D(2025, 5, 19), ["ramp"], True, False, (2, D(2021, 7, 5), "Q3")),
    ("OV-34", "Halden Vanta WAV", "Halden", "wheelchair vehicle", 4, 0, 1, 2023, 39120, 2850, "electric", 190, D(2025, 11, 24), ["ramp", "satnav with traffic"], True, False, (0, D(2023, 8, 14), "C2")),
    ("OV-35", "Halden Vanta WAV", "Halden", "wheelchair vehicle", 4, 0, 1, 2025, 6300, 2850, "electric", 190, None, ["ramp"], True, False, (3, D(2026, 1, 12), "S3")),
    ("OV-41", "Halden Vanta HD", "Halden", "bariatric ambulance", 3, 1, 0, 2020, 77480, 5200, "diesel", None, D(2025, 8, 25), ["power stretcher", "tail lift", "air suspension"], True, True, (0, D(2020, 6, 29), "A4")),
    ("OV-42", "Halden Vanta HD", "Halden", "bariatric ambulance", 3, 1, 0, 2024, 21650, 5250, "diesel", None, D(2025, 12, 22), ["power stretcher", "tail lift"], True, True, (2, D(2024, 3, 4), "Q4")),
    ("OV-51", "Pelto Kestrel 4x4", "Pelto", "response car", 2, 0, 0, 2019, 176300, 2400, "diesel", None, D(2025, 10, 13), ["satnav with traffic"], True, False, (0, D(2019, 1, 7), "R1")),
    ("OV-52", "Pelto Kestrel 4x4", "Pelto", "response car", 2, 0, 0, 2021, 93770, 2400, "hybrid", 35, D(2025, 7, 28), None, True, False, (1, D(2021, 4, 19), "R2")),
    ("OV-53", "Pelto Kestrel 4x4", "Pelto", "response car", 2, 0, 0, 2024, 18840, 2450, "electric", 260, D(2026, 2, 2), ["satnav with traffic"], True, False, (2, D(2024, 5, 13), "R3")),
    ("OV-61", "Mossly Transit 12", "Mossly", "minibus", 12, 0, 3, 2017, 166210, 4100, "diesel", None, D(2025, 4, 7), ["tail lift"], True, False, (0, D(2017, 9, 18), "M1")),
    ("OV-62", "Mossly Transit 12", "Mossly", "minibus", 12, 0, 3, 2022, 52400, 4100, "diesel", None, D(2025, 9, 29), ["tail lift", "cctv"], True, False, (1, D(2022, 8, 1), "M2")),
    ("OV-71", "Carrow Sprint HDU", "Carrow", "high dependency", 3, 1, 0, 2021, 68930, 4800, "diesel", None, D(2025, 11, 10), ["power stretcher", "air suspension", "cctv"], True, False, (0, D(2021, 11, 1), "A5")),
]

# name, kind, city, paymentDays, sinceYear, onStop, contracts [(station, since, annualValueGbp, responseSlaMin, discountPct)]
CLIENTS = [
    ("Brackenholt & Tarrow NHS Trust", "NHS trust", "Brackenholt", 30, 2006, False, [(0, D(2006, 4, 1), 420000, 60, 4.0), (1, D(2009, 4, 1), 185000, 60, None)]),
    ("Quillon Coast NHS Trust", "NHS trust", "Quillon Bay", 45, 2014, False, [(2, D(2014, 10, 1), 260000, 90, 3.5)]),
    ("Stavely Community Health", "NHS trust", "Stavely Moor", 30, 2021, False, [(3, D(2021, 7, 1), 96000, 90, None)]),
    ("Larkspur Private Hospital", "private hospital", "Brackenholt", 30, 2011, False, [(0, D(2011, 2, 14), 74000, 45, None)]),
    ("The Ashbury Clinic", "private hospital", "Tarrowfield", 21, 2018, False, [(1, D(2018, 5, 1), 38000, 60, 2.0)]),
    ("Heronsgate Care Homes", "care home group", "Tarrowfield", 60, 2013, False, [(0, D(2013, 9, 2), 22000, 120, 5.0), (1, D(2013, 9, 2), 31000, 120, 5.0)]),
    ("Pennyfold Living", "care home group", "Quillon Bay", 45, 2020, True, [(2, D(2020, 1, 6), 18000, 120, None)]),
    ("St Ebba's Hospice", "hospice", "Brackenholt", 30, 2012, False, [(0, D(2012, 6, 1), 15000, 120, 10.0)]),
    ("Meadowcroft Hospice", "hospice", "Stavely Moor", None, 2022, False, [(3, D(2022, 3, 1), 9500, 120, 10.0)]),
    ("Tarrowfield Racecourse Ltd", "event organiser", "Tarrowfield", 14, 2016, False, [(1, D(2016, 3, 1), 27000, 15, None)]),
    ("Quillon Bay Festivals", "event organiser", "Quillon Bay", 14, 2019, False, [(2, D(2019, 5, 1), 19000, 15, None)]),
    ("Brackenholt City FC", "event organiser", "Brackenholt", 30, 2015, True, [(0, D(2015, 8, 1), 33000, 15, 3.0)]),
    ("Cordwell Assistance", "insurer", "Fenmarsh", 60, 2017, False, [(0, D(2017, 1, 9), 45000, 240, None), (2, D(2023, 3, 6), 12000, 240, None)]),
    ("Helmsway Travel Insurance", "insurer", "Fenmarsh", None, 2023, False, [(0, D(2023, 6, 19), 8000, 240, None)]),
    ("Brackenholt District Council", "local council", "Brackenholt", 30, 2010, False, [(0, D(2010, 4, 1), 56000, 120, 6.5), (3, D(2021, 4, 1), 14000, 120, 6.5)]),
    ("Greywater Minds", "mental health provider", "Tarrowfield", 30, 2019, False, [(1, D(2019, 11, 4), 41000, 60, None)]),
    ("Fenmarsh Renal Partners", "dialysis provider", "Fenmarsh", None, 2018, False, [(1, D(2018, 2, 5), 29000, 60, 2.5), (2, D(2022, 2, 7), 16000, 60, 2.5)]),
    ("Thornmere Film Studios", "event organiser", "Stavely Moor", 30, 2025, False, [(3, D(2025, 9, 1), 6000, 30, None)]),
]

# name, town, kind, hasAandE, stepFree, parkingBays
FACILITIES = [
    ("Brackenholt General Hospital", "Brackenholt", "hospital", True, True, 40),
    ("Tarrowfield Royal Infirmary", "Tarrowfield", "hospital", True, True, 25),
    ("Quillon Bay Hospital", "Quillon Bay", "hospital", True, True, 18),
    ("Stavely Cottage Hospital", "Stavely Moor", "hospital", False, True, 6),
    ("Fenmarsh University Hospital", "Fenmarsh", "hospital", True, True, 60),
    ("Larkspur Private Hospital", "Brackenholt", "hospital", False, True, 12),
    ("The Ashbury Clinic", "Tarrowfield", "clinic", False, True, 8),
    ("Brackenholt Eye Centre", "Brackenholt", "clinic", False, True, None),
    ("Quillon Bay Health Centre", "Quillon Bay", "clinic", False, False, 4),
    ("Fenmarsh Renal Unit", "Fenmarsh", "dialysis unit", False, True, 10),
    ("Tarrowfield Dialysis Centre", "Tarrowfield", "dialysis unit", False, True, 6),
    ("Greywater Lodge", "Tarrowfield", "mental health unit", False, True, 5),
    ("Saltings Ward", "Quillon Bay", "mental health unit", False, False, None),
    ("St Ebba's Hospice", "Brackenholt", "hospice", False, True, 7),
    ("Meadowcroft Hospice", "Stavely Moor", "hospice", False, True, 5),
    ("Heronsgate House", "Tarrowfield", "care home", False, True, 4),
    ("Heronsgate Lodge", "Brackenholt", "care home", False, False, 3),
    ("Pennyfold Court", "Quillon Bay", "care home", False, True, None),
    ("Pennyfold Gardens", "Quillon Bay", "care home", False, True, 2),
    ("Willowbeck Nursing Home", "Stavely Moor", "care home", False, False, None),
    ("Fenmarsh Airport", "Fenmarsh", "airport", False, True, None),
    ("Tarrowfield Racecourse", "Tarrowfield", "event venue", False, True, None),
    ("Quillon Bay Promenade", "Quillon Bay", "event venue", False, True, None),
    ("Brackenholt City Stadium", "Brackenholt", "event venue", False, True, None),
    ("Thornmere Studios Backlot", "Stavely Moor", "event venue", False, False, None),
    ("4 Linnet Close", "Brackenholt", "residence", False, False, 1),
    ("17 Orchard Rise", "Brackenholt", "residence", False, True, None),
    ("Flat 9 Mercer Court", "Brackenholt", "residence", False, False, None),
    ("2 Sheepwash Lane", "Tarrowfield", "residence", False, True, 2),
    ("31 Cobble Row", "Tarrowfield", "residence", False, False, None),
    ("Flat 3 Kiln House", "Tarrowfield", "residence", False, False, None),
    ("12 Harbour Steps", "Quillon Bay", "residence", False, False, None),
    ("Gull Cottage", "Quillon Bay", "residence", False, True, 1),
    ("8 Tidewater Road", "Quillon Bay", "residence", False, True, None),
    ("Moor End Farm", "Stavely Moor", "residence", False, True, 3),
    ("5 Peat Lane", "Stavely Moor", "residence", False, False, None),
    ("22 Reedbank Avenue", "Fenmarsh", "residence", False, True, 1),
    ("Flat 14 Dyke House", "Fenmarsh", "residence", False, False, None),
    ("Brackenholt Day Surgery", "Brackenholt", "clinic", False, True, 6),
    ("Quillon Bay Lifeboat Station", "Quillon Bay", "event venue", False, False, None),
    ("6 Wherry Street", "Fenmarsh", "residence", False, True, None),
    ("Tarrowfield Medical Centre", "Tarrowfield", "clinic", False, True, 9),
    ("Stavely Moor Showground", "Stavely Moor", "event venue", False, True, None),
    ("Old Rectory Nursing Home", "Brackenholt", "care home", False, True, 4),
]

# name, kind, maxLoadKg, weightKg, purchasedYear, lastServiced, batteryPowered, fitted (callSign, since, mount) or None
EQUIPMENT = [
    ("Stair chair SC-1", "stair chair", 182, 12.5, 2018, D(2025, 6, 9), False, ("OV-21", D(2018, 7, 9), "rear locker")),
    ("Stair chair SC-2", "stair chair", 182, 12.5, 2018, D(2025, 6, 9), False, ("OV-22", D(2018, 7, 9), "rear locker")),
    ("Stair chair SC-3", "stair chair", 227, 17.0, 2022, D(2025, 11, 3), True, ("OV-25", D(2022, 5, 23), "rear locker")),
    ("Stair chair SC-4", "stair chair", 182, 13.0, 2024, D(2025, 9, 15), False, None),
    ("Power stretcher PS-1", "stretcher", 318, 57.0, 2017, D(2025, 11, 3), True, ("OV-11", D(2017, 6, 1), "floor rail")),
    ("Power stretcher PS-2", "stretcher", 318, 57.0, 2019, D(2025, 9, 22), True, ("OV-14", D(2019, 5, 20), "floor rail")),
    ("Power stretcher PS-3", "stretcher", 318, 58.5, 2023, D(2025, 10, 27), True, ("OV-17", D(2023, 4, 3), "floor rail")),
    ("Manual stretcher MS-1", "stretcher", 227, 39.0, 2018, D(2025, 12, 8), False, ("OV-12", D(2018, 3, 12), "floor rail")),
    ("Manual stretcher MS-2", "stretcher", 227, 39.0, 2021, D(2026, 1, 19), False, ("OV-15", D(2021, 2, 8), "floor rail")),
    ("Bariatric stretcher BS-1", "bariatric stretcher", 454, 72.0, 2020, D(2025, 8, 25), True, ("OV-41", D(2020, 6, 29), "floor rail")),
    ("Bariatric stretcher BS-2", "bariatric stretcher", 454, 74.5, 2024, D(2025, 12, 22), True, ("OV-42", D(2024, 3, 4), "floor rail")),
    ("Scoop stretcher SS-1", "scoop stretcher", 159, 9.5, 2016, D(2025, 3, 17), False, ("OV-11", D(2019, 8, 5), "side locker")),
    ("Vacuum mattress VM-1", "vacuum mattress", 180, 7.0, 2020, None, False, ("OV-14", D(2020, 9, 14), "side locker")),
    ("Defibrillator DF-1", "defibrillator", None, 8.2, 2017, D(2025, 11, 3), True, ("OV-11", D(2017, 6, 1), "front bulkhead")),
    ("Defibrillator DF-2", "defibrillator", None, 8.2, 2019, D(2025, 9, 22), True, ("OV-14", D(2019, 5, 20), "front bulkhead")),
    ("Defibrillator DF-3", "defibrillator", None, 3.1, 2024, D(2026, 2, 2), True, ("OV-53", D(2024, 5, 13), "boot")),
    ("Suction unit SU-1", "suction unit", None, 4.4, 2021, D(2025, 11, 10), True, ("OV-71", D(2021, 11, 1), "front bulkhead")),
    ("Transport ventilator TV-1", "ventilator", None, 4.9, 2021, D(2025, 11, 10), True, ("OV-71", D(2021, 11, 1), "front bulkhead")),
    ("Neonatal pod NP-1", "neonatal pod", 5, 21.0, 2022, None, True, None),
    ("Bariatric wheelchair BW-1", "wheelchair", 320, 24.0, 2023, D(2025, 8, 25), False, ("OV-41", D(2023, 2, 13), "side locker")),
]

TRIP_TYPES = ["outpatient", "outpatient", "outpatient", "discharge", "discharge", "inter-hospital transfer",
              "admission", "mental health transfer", "repatriation", "event cover"]
CANCEL_REASONS = ["appointment cancelled", "patient made own way", "booked in error", "patient died", "event called off"]
ABORT_REASONS = ["patient not ready", "patient unwell", "refused to travel", "wrong address"]
INCIDENTS = ["patient fall", "vehicle breakdown", "verbal abuse", "delayed handover", "equipment fault", "minor collision"]


def main() -> None:
    rng = random.Random(SEED)
    inc_rng = random.Random(SEED + 1)  # incidents only
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid, labels, props):
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype, start, end, props):
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    def iso(d):
        return d.isoformat() if d is not None else None

    for i, (name, town, opened, bays, area, wash, h24) in enumerate(STATIONS):
        node(f"st{i}", ["Station"], {"name": name, "town": town, "openedYear": opened, "vehicleBays": bays,
                                     "floorAreaSqm": area, "hasWashBay": wash, "open24h": h24})

    for i, s in enumerate(STAFF):
        (first, last, role, start, quals, dbs, rate, agency, chours, regno, stations, blue, mentors) = s
        labels = ["Staff", "BlueLightDriver"] if blue else ["Staff"]
        node(f"s{i}", labels, {"firstName": first, "lastName": last, "role": role, "startYear": start,
                               "quals": quals, "dbsCheckedOn": iso(dbs), "hourlyRateGbp": rate, "agency": agency,
                               "contractHours": chours, "registrationNo": regno})
        for st, since, primary in stations:
            rel("BASED_AT", f"s{i}", f"st{st}", {"since": iso(since), "primary": primary})
        for m, since, signed, sessions in mentors:
            rel("MENTORS", f"s{m}", f"s{i}", {"since": iso(since), "signedOff": signed, "sessions": sessions})

    call_index = {}
    for i, v in enumerate(VEHICLES):
        (cs, model, maker, vtype, seats, stretchers, wc, reg, odo, gw, fuel, rng_m, serviced, feats, ins, bari, st) = v
        call_index[cs] = i
        labels = ["Vehicle", "Bariatric"] if bari else ["Vehicle"]
        node(f"v{i}", labels, {"callSign": cs, "model": model, "maker": maker, "vehicleType": vtype, "seats": seats,
                               "stretchers": stretchers, "wheelchairSpaces": wc, "regYear": reg,
                               "odometerMiles": odo, "grossWeightKg": gw, "fuel": fuel, "rangeMiles": rng_m,
                               "lastServiced": iso(serviced), "features": feats, "inService": ins})
        if st is not None:
            rel("ASSIGNED_TO", f"v{i}", f"st{st[0]}", {"since": iso(st[1]), "bay": st[2]})

    for i, (name, kind, city, pdays, since_y, on_stop, contracts) in enumerate(CLIENTS):
        node(f"c{i}", ["Client"], {"name": name, "kind": kind, "city": city, "paymentDays": pdays,
                                   "sinceYear": since_y, "onStop": on_stop})
        for st, since, value, sla, disc in contracts:
            rel("CONTRACT_WITH", f"c{i}", f"st{st}", {"since": iso(since), "annualValueGbp": value,
                                                      "responseSlaMin": sla, "discountPct": disc})

    for i, (name, town, kind, ae, step, parking) in enumerate(FACILITIES):
        node(f"f{i}", ["Facility"], {"name": name, "town": town, "kind": kind, "hasAandE": ae, "stepFree": step,
                                     "parkingBays": parking})

    for i, (name, kind, maxload, weight, bought, serviced, battery, fitted) in enumerate(EQUIPMENT):
        node(f"e{i}", ["Equipment"], {"name": name, "kind": kind, "maxLoadKg": maxload, "weightKg": weight,
                                      "purchasedYear": bought, "lastServiced": iso(serviced),
                                      "batteryPowered": battery})
        if fitted is not None:
            rel("FITTED_TO", f"e{i}", f"v{call_index[fitted[0]]}", {"since": iso(fitted[1]), "mount": fitted[2]})

    # --- trips ---------------------------------------------------------------------------------------------
    fac_by_kind: dict[str, list[int]] = {}
    for i, f in enumerate(FACILITIES):
        fac_by_kind.setdefault(f[2], []).append(i)
    fac_by_kind["residence"] = [i for i in fac_by_kind["residence"] if FACILITIES[i][0] != "6 Wherry Street"]
    fac_by_kind["event venue"] = [i for i in fac_by_kind["event venue"] if FACILITIES[i][0] != "Quillon Bay Lifeboat Station"]
    hospitals = [i for i in fac_by_kind["hospital"]]
    clinics = fac_by_kind["clinic"] + fac_by_kind["dialysis unit"]
    homes = fac_by_kind["residence"] + fac_by_kind["care home"]
    station_of_vehicle = {i: v[16][0] for i, v in enumerate(VEHICLES) if v[16] is not None}
    vehicles_by_type: dict[str, list[int]] = {}
    for i, v in enumerate(VEHICLES):
        if v[0] in ("OV-35",):
            continue  # delivered January 2026, never out yet
        vehicles_by_type.setdefault(v[3], []).append(i)
    staff_at: dict[int, list[int]] = {}
    for i, s in enumerate(STAFF):
        for st, _, _ in s[10]:
            staff_at.setdefault(st, []).append(i)

    def pick_staff(st, roles, exclude, day):
        pool = [i for i in staff_at[st] if STAFF[i][2] in roles and i not in exclude and STAFF[i][3] <= day.year]
        if not pool:
            pool = [i for i, s in enumerate(STAFF) if s[2] in roles and i not in exclude and s[3] <= day.year]
        return rng.choice(pool)

    client_stations = {i: [c[0] for c in cl[6]] for i, cl in enumerate(CLIENTS)}
    used_refs: set[str] = set()
    n_trips = 110
    start = D(2024, 1, 3)
    span = (D(2026, 4, 28) - start).days
    days = sorted(start + dt.timedelta(days=rng.randrange(span)) for _ in range(n_trips))
    for j, day in enumerate(days):
        yy = day.year % 100
        while True:
            ref = f"TR-{yy:02d}-{rng.randrange(1000, 9999):04d}"
            if ref not in used_refs:
                used_refs.add(ref)
                break
        ttype = rng.choice(TRIP_TYPES)
        if ttype == "event cover":
            client = rng.choice([9, 10, 11, 11, 17] if day >= D(2025, 9, 1) else [9, 10, 11, 11])
        elif ttype == "repatriation":
            client = rng.choice([12, 12, 13])
        elif ttype == "mental health transfer":
            client = 15
        elif ttype == "inter-hospital transfer":
            client = rng.choice([0, 0, 1, 2, 3])
        elif ttype == "admission":
            client = rng.choice([0, 5, 6, 7, 8, 14])
        elif ttype == "discharge":
            client = rng.choice([0, 0, 1, 2, 3, 4, 5, 14])
        else:
            client = rng.choice([0, 0, 1, 1, 2, 4, 16, 16, 14, 3])
        if client == 6 and day > D(2025, 6, 1):
            client = 5  # Pennyfold Living on stop from mid-2025
        st = rng.choice(client_stations[client])
        if day > AS_OF:
            status = "booked"
        else:
            r = rng.random()
            status = "cancelled" if r < 0.14 else ("aborted" if r < 0.20 else "completed")
        mobility = rng.choice(["walking", "wheelchair", "wheelchair", "stretcher", "stretcher"])
        if ttype == "event cover":
            mobility = None
        elif ttype == "inter-hospital transfer":
            mobility = "stretcher"
        elif rng.random() < 0.07:
            mobility = "bariatric"
        # vehicle choice
        if ttype == "event cover":
            vt = ["emergency ambulance"] + (["response car"] if rng.random() < 0.6 else [])
        elif mobility == "bariatric":
            vt = ["bariatric ambulance"]
        elif ttype == "inter-hospital transfer" and rng.random() < 0.35:
            vt = ["high dependency"]
        elif mobility == "stretcher":
            vt = [rng.choice(["emergency ambulance", "patient transport", "patient transport"])]
        elif mobility == "wheelchair":
            vt = [rng.choice(["wheelchair vehicle", "wheelchair vehicle", "patient transport"])]
        else:
            vt = [rng.choice(["patient transport", "wheelchair vehicle", "minibus"])]
        vehs = []
        for t in vt:
            cands = [i for i in vehicles_by_type[t] if station_of_vehicle.get(i) == st and VEHICLES[i][7] <= day.year]
            if not cands:
                cands = [i for i in vehicles_by_type[t] if VEHICLES[i][7] <= day.year]
            if VEHICLES[call_index["OV-27"]][3] == t and day < D(2025, 4, 1) and rng.random() < 0.3:
                cands = [call_index["OV-27"]]
            if day >= D(2025, 4, 1):
                cands = [c for c in cands if VEHICLES[c][0] != "OV-27"] or cands
            vehs.append(rng.choice(cands))
        # facilities
        if ttype == "event cover":
            venues = {9: [21], 10: [22], 11: [23], 17: [24]}[client]
            pickup, drop = venues[0], None
        elif ttype == "repatriation":
            pickup, drop = 20, rng.choice(hospitals)
        elif ttype == "mental health transfer":
            pickup, drop = rng.choice(hospitals[:3]), rng.choice(fac_by_kind["mental health unit"])
        elif ttype == "inter-hospital transfer":
            a, b = rng.sample(hospitals, 2)
            pickup, drop = a, b
        elif ttype == "admission":
            pickup = rng.choice(homes)
            drop = rng.choice(hospitals + fac_by_kind["hospice"])
        elif ttype == "discharge":
            pickup, drop = rng.choice(hospitals), rng.choice(homes + fac_by_kind["hospice"])
        else:
            pickup = rng.choice(homes)
            drop = rng.choice(clinics + hospitals) if client != 16 else rng.choice(fac_by_kind["dialysis unit"])
        miles = round(rng.uniform(3, 28), 1)
        if ttype in ("repatriation", "inter-hospital transfer"):
            miles = round(rng.uniform(18, 95), 1)
        if ttype == "event cover":
            miles = round(rng.uniform(2, 12), 1)
        dur = int(round(miles * rng.uniform(2.2, 3.4) + rng.uniform(20, 60)))
        if ttype == "event cover":
            dur = rng.choice([240, 300, 360, 480, 600])
        rate = rng.choice([1.85, 2.1, 2.4, 2.75, 3.2]) if ttype != "event cover" else 0.0
        min_charge = {"event cover": rng.choice([450, 600, 750, 900]), "repatriation": 250,
                      "inter-hospital transfer": 180, "mental health transfer": 160}.get(ttype, rng.choice([45, 55, 65]))
        props = {"tripRef": ref, "status": status, "tripDate": iso(day), "tripType": ttype, "mobility": mobility,
                 "priority": "urgent" if (ttype in ("inter-hospital transfer", "mental health transfer") and rng.random() < 0.6) or rng.random() < 0.08 else "routine",
                 "plannedMiles": miles, "durationMin": dur,
                 "escorts": None if ttype == "event cover" else rng.choice([0, 0, 0, 1, 1, 2]),
                 "oxygen": mobility in ("stretcher", "bariatric") and rng.random() < 0.35,
                 "nightRun": ttype != "event cover" and rng.random() < 0.1}
        if status == "completed":
            props["chargedGbp"] = round(max(min_charge, miles * rate * (2 if ttype != "event cover" else 1)) + (0 if ttype != "event cover" else 0), 2)
            if rng.random() < 0.13 or inc_rng.random() < 0.06:
                props["incidents"] = sorted(inc_rng.sample(INCIDENTS, inc_rng.choice([1, 1, 2])))
        elif status == "aborted":
            props["chargedGbp"] = float(min_charge)
            props["abortReason"] = rng.choice(ABORT_REASONS)
            dur = int(round(dur * 0.5))
            props["durationMin"] = dur
        elif status == "cancelled":
            props["cancelReason"] = "event called off" if ttype == "event cover" else rng.choice(CANCEL_REASONS[:4])
        t_id = f"t{j}"
        node(t_id, ["Trip"], props)
        lead = rng.randint(0, 9) if props["priority"] == "urgent" else rng.randint(2, 40)
        if ttype in ("event cover", "repatriation"):
            lead = rng.randint(14, 120)
        booked_on = day - dt.timedelta(days=lead)
        if booked_on > AS_OF:
            booked_on = AS_OF - dt.timedelta(days=lead % 5)  # nothing is booked after the records' date
        booked = {"bookedOn": iso(booked_on),
                  "poNumber": f"PO-{rng.randrange(10000, 99999)}" if rng.random() < 0.72 else None,
                  "funding": "contract" if rng.random() < 0.7 else "spot hire",
                  "ratePerMileGbp": rate if ttype != "event cover" else None, "minChargeGbp": min_charge}
        rel("BOOKED", f"c{client}", t_id, booked)
        pp = {}
        if status in ("completed", "aborted"):
            pp["waitMin"] = rng.choice([0, 0, 5, 5, 10, 15, 20, 30, 45])
            pp["onTime"] = rng.random() < 0.8
        rel("PICKUP_FROM", t_id, f"f{pickup}", pp)
        if drop is not None:
            dp = {"handoverMin": rng.choice([5, 10, 10, 15, 20, 25, 35, 50, 70])} if status == "completed" else {"handoverMin": None}
            dp["bay"] = rng.choice(["main entrance", "ambulance bay", "side door", "ward"]) if FACILITIES[drop][2] in ("hospital", "hospice", "mental health unit") else None
            rel("DROPOFF_AT", t_id, f"f{drop}", dp)
        for vi in vehs:
            up = {}
            if status in ("completed", "aborted"):
                up["milesLogged"] = round(miles * 2 * rng.uniform(0.95, 1.15) + rng.uniform(2, 12), 1) if status == "completed" else round(miles * rng.uniform(1.0, 1.2), 1)
                up["deepClean"] = rng.random() < 0.15
            up["fuelCardUsed"] = status in ("completed", "aborted") and rng.random() < 0.3
            rel("USED", t_id, f"v{vi}", up)
        if status == "cancelled":
            continue
        # crew
        crew = []
        hours = round(dur / 60 + rng.uniform(0.5, 1.5), 1)
        taken: set[int] = set()
        for vi in vehs:
            t = VEHICLES[vi][3]
            if t in ("emergency ambulance", "high dependency"):
                lead_s = pick_staff(st, ("paramedic",) if rng.random() < 0.6 or t == "high dependency" else ("ambulance technician",), taken, day)
                taken.add(lead_s)
                drv = pick_staff(st, ("ambulance technician", "emergency care assistant"), taken, day)
                taken.add(drv)
                crew += [(lead_s, "clinical lead"), (drv, "driver")]
                if t == "high dependency":
                    n = pick_staff(st, ("nurse",), taken, day)
                    taken.add(n)
                    crew.append((n, "escort nurse"))
            elif t == "bariatric ambulance":
                a = pick_staff(st, ("ambulance technician", "emergency care assistant"), taken, day)
                taken.add(a)
                b = pick_staff(st, ("PTS care assistant", "emergency care assistant"), taken, day)
                taken.add(b)
                c = pick_staff(st, ("PTS care assistant",), taken, day)
                taken.add(c)
                crew += [(a, "clinical lead"), (b, "driver"), (c, "attendant")]
            elif t == "response car":
                a = pick_staff(st, ("paramedic",), taken, day)
                taken.add(a)
                crew.append((a, "driver"))
            else:
                a = pick_staff(st, ("PTS care assistant", "emergency care assistant"), taken, day)
                taken.add(a)
                crew.append((a, "driver"))
                if t != "wheelchair vehicle" or rng.random() < 0.8:
                    b = pick_staff(st, ("PTS care assistant",), taken, day)
                    taken.add(b)
                    crew.append((b, "attendant"))
        if ttype == "mental health transfer":
            n = 31 if 31 not in taken else 30
            crew.append((n, "escort nurse"))
        if rng.random() < 0.2 and ttype != "event cover":
            obs = rng.choice([10, 11, 16, 17, 22, 29])
            if obs not in taken and STAFF[obs][3] <= day.year:
                crew.append((obs, "observer"))
        for sid, role in crew:
            h = hours if role != "observer" else round(hours - 0.5, 1)
            rel("CREWED", f"s{sid}", t_id, {"role": role, "hours": h,
                                          "overtime": props["nightRun"] or h > 8.5 or rng.random() < 0.07})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "dbsCheckedOn", "lastServiced", "tripDate", "bookedOn"]}
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
