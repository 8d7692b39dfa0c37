#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented university research-instrument core facility (the Kelderby Core Instrument Facility).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, group, building, room, vendor,
engineer, instrument nickname and model, funder, grant code, booking, invoice, fault and contract reference is
invented (the trade's terms - confocal, light-sheet, cryo-TEM, SEM, mass spectrometer, NMR, flow cytometer, cell
sorter, sequencer, X-ray diffractometer, plate reader, service contract, internal / external hourly rate,
assisted session, no-show, cryogen - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 5344
HERE = Path(__file__).resolve().parent
D = dt.date

# name, campus, builtYear, floors, loadingBay
BUILDINGS = [
    ("Marrick Building", "North", 1968, 5, True),
    ("Sefton-Lowe Laboratories", "North", 2004, 4, True),
    ("Ashgrove Annexe", "South", 1992, 2, False),
    ("Tamsin Orr Centre", "Riverside", 2019, 3, True),
]

# code, building index, floor, areaSqm, vibrationIsolated, setpointC, roomType
ROOMS = [
    ("MB-B01", 0, -1, 85, True, 19.0, "EM suite"),
    ("MB-B02", 0, -1, 60, True, 19.5, "EM suite"),
    ("MB-104", 0, 1, 45, False, 21.0, "general lab"),
    ("SL-G10", 1, 0, 140, True, 20.0, "NMR hall"),
    ("SL-201", 1, 2, 70, False, 21.0, "MS lab"),
    ("SL-202", 1, 2, 55, False, 21.0, "MS lab"),
    ("SL-305", 1, 3, 40, False, 22.0, "X-ray lab"),
    ("AA-012", 2, 0, 50, False, 21.5, "sequencing lab"),
    ("AA-014", 2, 0, 18, False, None, "store"),
    ("AA-110", 2, 1, 30, False, 21.0, "flow lab"),
    ("TO-1.05", 3, 1, 65, True, 20.5, "imaging suite"),
    ("TO-1.07", 3, 1, 40, True, 20.5, "imaging suite"),
]

# name, country, foundedYear, preferred
VENDORS = [
    ("Halvern Scientific", "UK", 1978, True),
    ("Optikon GmbH", "Germany", 1951, True),
    ("Brightwell Instruments", "USA", 1989, False),
    ("Nakamori Precision", "Japan", 1962, True),
    ("Veltra Analytical", "Netherlands", 1995, False),
    ("Corvane Biosystems", "USA", 2004, True),
    ("Kittering Service Partners", "UK", 2008, False),
    ("Pemberton Lab Supplies", "UK", 1986, True),
]

# name, vendor index or None, speciality, fieldBased, qualifiedYear, vendor sinceYear
ENGINEERS = [
    ("Wendell Pryce", 0, "vacuum systems", True, 2006, 2011),
    ("Gisela Ortmann", 1, "optics", True, 2001, 2001),
    ("Brody Castellanos", 2, "electronics", False, 2012, 2018),
    ("Kenji Arakawa", 3, "cryogenics", True, 1998, 2004),
    ("Femke Dijkgraaf", 4, "cryogenics", True, 2009, 2015),
    ("Lonnie Hatcher", 5, "fluidics", True, 2015, 2019),
    ("Amelie Vautrin", 6, "electronics", True, None, 2020),
    ("Reuben Oakley", None, "vacuum systems", True, 1994, None),
]

# assetTag, nickname, model, category, vendor, purchaseYear, purchaseCostGbp, internalRateGbp, externalRateGbp, status, fieldT, resolutionNm, needsCryogen, overnightAllowed, room index, housed since, bay
INSTRUMENTS = [
    ("KCF-01", "Bluebell", "LSM 910", "confocal microscope", 1, 2016, 385000, 32.0, 85.0, "operational", None, 140.0, False, False, 10, D(2019, 9, 2), "A"),
    ("KCF-02", "Kestrel", "LSM 980", "confocal microscope", 1, 2021, 520000, 38.0, 95.0, "operational", None, 120.0, False, True, 10, D(2021, 6, 14), "B"),
    ("KCF-03", "Old Faithful", "LSM 510", "confocal microscope", 1, 2009, 290000, 20.0, 60.0, "retired", None, 180.0, False, False, None, None, None),
    ("KCF-04", "Lumen", "Lightsheet Z2", "light-sheet microscope", 1, 2022, 410000, 45.0, 110.0, "operational", None, 300.0, False, True, 11, D(2022, 11, 7), None),
    ("KCF-05", "Glacier", "NCT-300 Cryo", "electron microscope", 3, 2020, 4200000, 180.0, 450.0, "operational", None, 0.15, True, True, 0, D(2020, 10, 19), "1"),
    ("KCF-06", "Magpie", "NSEM-7", "electron microscope", 3, 2013, 610000, 55.0, 140.0, "operational", None, 1.2, False, False, 1, D(2013, 8, 5), None),
    ("KCF-07", "Tern", "NTEM-120", "electron microscope", 3, 2017, 980000, 70.0, 175.0, "down", None, 0.3, False, False, 0, D(2017, 5, 22), "2"),
    ("KCF-08", "Orca", "Q-Exact 480", "mass spectrometer", 0, 2019, 650000, 60.0, 150.0, "operational", None, None, False, True, 4, D(2019, 3, 11), "1"),
    ("KCF-09", "Narwhal", "Q-Exact 240", "mass spectrometer", 0, 2014, 420000, 45.0, 120.0, "operational", None, None, False, True, 4, D(2014, 7, 1), "2"),
    ("KCF-10", "Puffin", "TripleQuad 6500", "mass spectrometer", 2, 2018, 310000, 40.0, 100.0, "operational", None, None, False, True, 4, D(2018, 2, 26), "3"),
    ("KCF-11", "Heron", "TOF-X", "mass spectrometer", 2, 2023, 590000, 55.0, 140.0, "operational", None, None, False, True, 5, D(2023, 4, 3), "1"),
    ("KCF-12", "Skua", "MALDI-Vela", "mass spectrometer", 2, 2011, 250000, 25.0, 70.0, "operational", None, None, False, False, 5, D(2011, 10, 10), "2"),
    ("KCF-13", "Bramble", "SeqNova 6000", "sequencer", 5, 2021, 870000, 90.0, 230.0, "operational", None, None, False, True, 7, D(2021, 9, 6), None),
    ("KCF-14", "Hawthorn", "SeqNova 2000", "sequencer", 5, 2017, 410000, 50.0, 125.0, "operational", None, None, False, True, 7, D(2017, 1, 16), None),
    ("KCF-15", "Sloe", "MiniSeq-C", "sequencer", 5, 2024, 95000, 20.0, 55.0, "operational", None, None, False, False, 7, D(2024, 2, 12), None),
    ("KCF-16", "Ursa", "VNM 800", "NMR spectrometer", 4, 2019, 2100000, 80.0, 200.0, "operational", 18.8, None, True, True, 3, D(2019, 11, 4), "north pit"),
    ("KCF-17", "Draco", "VNM 600", "NMR spectrometer", 4, 2012, 900000, 50.0, 125.0, "operational", 14.1, None, True, True, 3, D(2012, 6, 18), "east"),
    ("KCF-18", "Lyra", "VNM 400", "NMR spectrometer", 4, 2005, 380000, 25.0, 65.0, "operational", 9.4, None, True, True, 3, D(2005, 3, 7), "west"),
    ("KCF-19", "Pip", "FlowSort X", "cell sorter", 5, 2020, 450000, 55.0, 135.0, "operational", None, None, False, False, 9, D(2020, 2, 3), "1"),
    ("KCF-20", "Quill", "FlowScan 5L", "flow cytometer", 5, 2018, 230000, 30.0, 75.0, "operational", None, None, False, False, 9, D(2018, 8, 20), "2"),
    ("KCF-21", "Wren", "FlowScan 3L", "flow cytometer", 5, 2026, 180000, 30.0, 75.0, "commissioning", None, None, False, False, 9, D(2026, 4, 20), "3"),
    ("KCF-22", "Anvil", "CrystalStar D8", "X-ray diffractometer", 2, 2015, 520000, 40.0, 100.0, "operational", None, None, True, True, 6, D(2015, 9, 28), None),
    ("KCF-23", "Pebble", "SpectraPlate M5", "plate reader", 0, 2016, 60000, 8.0, 20.0, "operational", None, None, False, True, 2, D(2016, 4, 4), None),
    ("KCF-24", "Cobble", "SpectraPlate M5", "plate reader", 0, 2022, 65000, 8.0, 20.0, "operational", None, None, False, True, 2, D(2022, 5, 9), None),
]
TAG = {row[0]: i for i, row in enumerate(INSTRUMENTS)}
NICK = {row[1]: i for i, row in enumerate(INSTRUMENTS)}

# contractRef, vendor index, covers (nicknames), tier, startDate, endDate, annualCostGbp, responseHours, visitsPerYear, autoRenew
CONTRACTS = [
    ("SC-2024-001", 3, ["Glacier"], "full", D(2024, 1, 1), D(2026, 12, 31), 185000, 24, 4, True),
    ("SC-2023-006", 3, ["Tern", "Magpie"], "parts and labour", D(2023, 4, 1), D(2026, 3, 31), 62000, 48, 2, False),
    ("SC-2025-002", 0, ["Orca"], "full", D(2025, 1, 1), D(2027, 12, 31), 48000, 48, 2, True),
    ("SC-2022-009", 0, ["Narwhal"], "parts only", D(2022, 6, 1), D(2025, 5, 31), 18000, 72, None, False),
    ("SC-2024-007", 2, ["Puffin", "Heron"], "full", D(2024, 7, 1), D(2027, 6, 30), 71000, 48, 2, True),
    ("SC-2023-001", 4, ["Ursa"], "full", D(2023, 1, 1), D(2027, 12, 31), 95000, 24, 2, False),
    ("SC-2024-004", 6, ["Draco", "Lyra"], "labour only", D(2024, 4, 1), D(2026, 3, 31), 21000, 72, 1, False),
    ("SC-2021-011", 5, ["Bramble"], "full", D(2021, 9, 1), D(2026, 8, 31), 88000, 24, 2, True),
    ("SC-2023-003", 5, ["Hawthorn"], "preventive", D(2023, 1, 1), D(2025, 12, 31), 15000, 120, 1, False),
    ("SC-2024-002", 5, ["Pip", "Quill"], "full", D(2024, 1, 1), D(2026, 12, 31), 39000, 48, 2, True),
    ("SC-2022-010", 1, ["Bluebell", "Kestrel"], "full", D(2022, 10, 1), D(2027, 9, 30), 44000, 48, 1, True),
    ("SC-2025-005", 1, ["Lumen"], "full", D(2025, 3, 1), D(2028, 2, 29), 12000, 72, 1, False),
    ("SC-2024-003", 6, ["Anvil"], "parts and labour", D(2024, 1, 1), D(2026, 12, 31), 16500, 72, 1, True),
    ("SC-2020-004", 2, ["Skua"], "parts only", D(2020, 1, 1), D(2024, 12, 31), 9000, 120, None, False),
]

# group name, department, external, institution (external only), foundedYear, area (instrument nicknames)
GROUPS = [
    ("Thane Lab", "Structural Biology", False, None, 2008, ["Glacier", "Tern", "Ursa", "Draco", "Anvil"]),
    ("Membrane Transport Group", "Biochemistry", False, None, 2015, ["Glacier", "Orca", "Ursa", "Pebble"]),
    ("Grell Lab", "Chemistry", False, None, 2011, ["Draco", "Lyra", "Anvil", "Puffin", "Skua"]),
    ("Neural Circuits Group", "Neuroscience", False, None, 2017, ["Bluebell", "Kestrel", "Lumen"]),
    ("Winterbourne Lab", "Chemistry", False, None, None, ["Lyra", "Draco", "Heron", "Skua"]),
    ("Plant Metabolomics Group", "Plant Sciences", False, None, 2013, ["Puffin", "Heron", "Narwhal", "Cobble"]),
    ("Cell Imaging Group", "Cell Biology", False, None, 2006, ["Bluebell", "Kestrel", "Lumen", "Magpie", "Old Faithful"]),
    ("Seddon Lab", "Immunology", False, None, 2019, ["Pip", "Quill", "Hawthorn", "Pebble"]),
    ("Microbial Genomics Group", "Microbiology", False, None, 2010, ["Bramble", "Hawthorn", "Sloe"]),
    ("Carrow Lab", "Biochemistry", False, None, 2021, ["Orca", "Narwhal", "Ursa", "Cobble"]),
    ("Thornbury Biologics Analytics", None, True, "Thornbury Biologics Ltd", 2016, ["Orca", "Heron"]),
    ("Brackmoor Hospital Pathology Lab", None, True, "Brackmoor Hospital Trust", None, ["Bramble", "Pip", "Quill"]),
    ("Eastwick Polymer Consultants", None, True, "Eastwick Polymer Consultants LLP", 2012, ["Magpie", "Anvil"]),
    ("Dunmere University Proteomics", None, True, "Dunmere University", 2004, ["Orca", "Narwhal"]),
]
GROUP = {row[0]: i for i, row in enumerate(GROUPS)}

# name, jobTitle, startYear, phdYear, inductionDate, PI label, leads group, member of [(group, since)]
PEOPLE = [
    ("Harriet Vellacott", "facility manager", 2012, 2006, D(2012, 9, 3), False, None, []),
    ("Tomasz Brennick", "senior technician", 2014, None, D(2014, 2, 10), False, None, []),
    ("Anouk Delacroix-Fenn", "facility technician", 2017, 2015, D(2017, 6, 5), False, None, []),
    ("Kwabena Ashworth", "facility technician", 2019, None, D(2019, 1, 14), False, None, []),
    ("Lise Marchbank", "facility technician", 2022, 2020, D(2022, 3, 7), False, None, []),
    ("Cordelia Thane", "professor", 2008, 1997, D(2008, 10, 1), True, "Thane Lab", []),
    ("Oluwaseun Pardoe", "reader", 2015, 2005, D(2015, 1, 12), True, "Membrane Transport Group", []),
    ("Matthias Grell", "professor", 2011, 1999, D(2011, 4, 4), True, "Grell Lab", []),
    ("Siobhan Mulvaney", "senior lecturer", 2017, 2009, D(2017, 9, 18), True, "Neural Circuits Group", []),
    ("Haruto Winterbourne", "lecturer", 2020, 2014, D(2020, 2, 3), True, "Winterbourne Lab", []),
    ("Esther Vanstone", "professor", 2013, 2001, D(2013, 5, 7), True, "Plant Metabolomics Group", []),
    ("Benedikt Aldous", "professor", 2006, 1994, D(2006, 11, 6), True, "Cell Imaging Group", []),
    ("Priyanka Seddon", "lecturer", 2019, 2012, D(2019, 8, 27), True, "Seddon Lab", []),
    ("Gideon Farrant", "reader", 2010, 2002, D(2010, 3, 1), True, "Microbial Genomics Group", []),
    ("Ines Carrow", "lecturer", 2021, 2016, None, True, "Carrow Lab", []),
    ("Declan Moorcroft", "group leader", 2016, 2008, D(2018, 5, 14), False, "Thornbury Biologics Analytics", []),
    ("Yelena Sarkis", "group leader", 2014, 2007, D(2019, 7, 1), False, "Brackmoor Hospital Pathology Lab", []),
    ("Conrad Lisle", "group leader", 2012, 1996, D(2020, 1, 20), False, "Eastwick Polymer Consultants", []),
    ("Marisol Quenby", "group leader", 2004, 1998, None, False, "Dunmere University Proteomics", []),
    ("Aurelio Fane", "postdoc", 2021, 2020, D(2021, 10, 4), False, None, [("Thane Lab", D(2021, 10, 1))]),
    ("Beatrix Holloway-Nunn", "postdoc", 2022, 2021, D(2022, 2, 7), False, None, [("Membrane Transport Group", D(2022, 2, 1)), ("Carrow Lab", D(2023, 9, 1))]),
    ("Callum Brisco", "postdoc", 2020, 2019, D(2020, 11, 2), False, None, [("Grell Lab", D(2020, 11, 1))]),
    ("Dagny Wetherall", "postdoc", 2023, 2022, D(2023, 1, 16), False, None, [("Neural Circuits Group", D(2023, 1, 9))]),
    ("Eamon Sturrock", "postdoc", 2019, 2018, D(2019, 6, 3), False, None, [("Cell Imaging Group", D(2019, 6, 1))]),
    ("Farida Loxley", "postdoc", 2024, 2023, D(2024, 3, 4), False, None, [("Plant Metabolomics Group", D(2024, 3, 1))]),
    ("Meilan Guo", "postdoc", 2022, 2018, D(2022, 9, 12), False, None, [("Microbial Genomics Group", D(2022, 9, 5))]),
    ("Hollis Trent", "PhD student", 2022, None, D(2022, 10, 3), False, None, [("Thane Lab", D(2022, 10, 1))]),
    ("Ivy Cardew", "PhD student", 2023, None, D(2023, 10, 9), False, None, [("Membrane Transport Group", D(2023, 10, 2))]),
    ("Jasper Ullathorne", "PhD student", 2021, None, D(2021, 10, 11), False, None, [("Grell Lab", D(2021, 10, 4))]),
    ("Kezia Blount", "PhD student", 2024, None, D(2024, 10, 7), False, None, [("Neural Circuits Group", D(2024, 10, 1))]),
    ("Leif Amberley", "PhD student", 2022, None, D(2022, 10, 10), False, None, [("Winterbourne Lab", D(2022, 10, 3))]),
    ("Mina Rostami", "PhD student", 2023, None, D(2023, 10, 16), False, None, [("Seddon Lab", D(2023, 10, 2))]),
    ("Nathaniel Crewe", "PhD student", 2021, None, D(2021, 10, 4), False, None, [("Cell Imaging Group", D(2021, 10, 4))]),
    ("Orla Bassinger", "PhD student", 2024, None, None, False, None, [("Carrow Lab", D(2024, 10, 1))]),
    ("Pavel Sedgwick", "PhD student", 2023, None, D(2024, 1, 22), False, None, [("Dunmere University Proteomics", D(2023, 10, 1))]),
    ("Quentin Harrow", "research technician", 2016, None, D(2016, 5, 9), False, None, [("Seddon Lab", D(2019, 9, 2)), ("Microbial Genomics Group", D(2016, 5, 9))]),
    ("Rhian Pellow", "research technician", 2018, None, D(2018, 4, 16), False, None, [("Plant Metabolomics Group", D(2018, 4, 16))]),
    ("Saskia Dommett", "research technician", 2017, None, D(2018, 6, 11), False, None, [("Thornbury Biologics Analytics", D(2017, 2, 1))]),
    ("Teodor Vance", "visiting researcher", 2025, 2011, D(2025, 4, 14), False, None, [("Winterbourne Lab", D(2025, 4, 1))]),
    ("Uma Kettering", "visiting researcher", 2025, 2019, D(2025, 9, 8), False, None, []),
]
PERSON = {row[0]: i for i, row in enumerate(PEOPLE)}
FACILITY = PEOPLE[:5]

# facility person -> instruments they look after (first listed is the lead for that instrument)
MANAGES = {
    "Harriet Vellacott": ["Glacier", "Ursa", "Wren"],
    "Tomasz Brennick": ["Draco", "Lyra", "Anvil", "Bluebell", "Kestrel", "Lumen", "Old Faithful", "Ursa"],
    "Anouk Delacroix-Fenn": ["Tern", "Magpie", "Glacier"],
    "Kwabena Ashworth": ["Orca", "Narwhal", "Puffin", "Heron", "Skua", "Pebble", "Cobble"],
    "Lise Marchbank": ["Bramble", "Hawthorn", "Sloe", "Pip", "Quill", "Wren"],
}
BACKUPS = {("Harriet Vellacott", "Wren"), ("Tomasz Brennick", "Ursa"), ("Anouk Delacroix-Fenn", "Glacier")}

# grantCode, title, funder, group(s) (first is the lead), startDate, endDate, awardGbp, facilityBudgetGbp
PROJECTS = [
    ("KX-4417", "Cryo-EM of bacterial efflux pumps", "Northern Biosciences Council", ["Thane Lab", "Membrane Transport Group"], D(2022, 4, 1), D(2026, 9, 30), 1450000, 220000),
    ("KX-4602", "Dynamics of viral capsid assembly", "Halden Trust", ["Thane Lab"], D(2024, 1, 1), D(2027, 12, 31), 980000, 150000),
    ("KX-3981", "Lipid flippases in native membranes", "Northern Biosciences Council", ["Membrane Transport Group"], D(2021, 10, 1), D(2025, 9, 30), 610000, 60000),
    ("MF-0219", "Photoswitchable catalysts", "Marlow Foundation", ["Grell Lab"], D(2023, 3, 1), D(2026, 2, 28), 420000, 45000),
    ("KX-4550", "Boron cluster chemistry", "Northern Biosciences Council", ["Grell Lab"], D(2025, 1, 1), D(2028, 6, 30), 730000, None),
    ("HT-1187", "Whole-brain imaging of zebrafish larvae", "Halden Trust", ["Neural Circuits Group"], D(2022, 7, 1), D(2027, 6, 30), 1120000, 90000),
    ("SF-0033", "Seed fund: fluorinated ligands", "Kelderby Seed Fund", ["Winterbourne Lab"], D(2023, 9, 1), D(2025, 8, 31), 40000, 8000),
    ("MF-0240", "Macrocycle libraries", "Marlow Foundation", ["Winterbourne Lab"], D(2025, 6, 1), D(2028, 5, 31), 380000, 30000),
    ("KX-4023", "Root exudate metabolomics", "Northern Biosciences Council", ["Plant Metabolomics Group"], D(2022, 1, 1), D(2026, 12, 31), 870000, 70000),
    ("HT-1052", "Organelle contact sites in live cells", "Halden Trust", ["Cell Imaging Group"], D(2020, 10, 1), D(2025, 9, 30), 1300000, 110000),
    ("HT-1290", "Correlative light and electron microscopy methods", "Halden Trust", ["Cell Imaging Group"], D(2025, 10, 1), D(2029, 9, 30), 1550000, 140000),
    ("KX-4388", "T cell exhaustion in chronic infection", "Northern Biosciences Council", ["Seddon Lab"], D(2022, 11, 1), D(2026, 10, 31), 760000, 65000),
    ("MF-0198", "Phage resistance in soil bacteria", "Marlow Foundation", ["Microbial Genomics Group"], D(2022, 2, 1), D(2026, 1, 31), 540000, 80000),
    ("KX-4701", "Hospital wastewater resistome", "Northern Biosciences Council", ["Microbial Genomics Group", "Seddon Lab"], D(2025, 4, 1), D(2028, 3, 31), 1020000, 160000),
    ("SF-0041", "Seed fund: allosteric kinase probes", "Kelderby Seed Fund", ["Carrow Lab"], D(2023, 6, 1), D(2026, 5, 31), 50000, 12000),
    ("IND-TB-07", "Biosimilar glycan profiling", "industry", ["Thornbury Biologics Analytics"], D(2023, 1, 1), D(2026, 12, 31), 300000, 300000),
    ("IND-BH-02", "Pathogen sequencing service", "industry", ["Brackmoor Hospital Pathology Lab"], D(2023, 7, 1), D(2026, 6, 30), 180000, 180000),
    ("IND-EP-11", "Polymer fracture surfaces", "industry", ["Eastwick Polymer Consultants"], D(2024, 2, 1), D(2026, 1, 31), 60000, 60000),
    ("DU-5520", "Cross-site proteomics benchmarking", "Dunmere University", ["Dunmere University Proteomics"], D(2025, 1, 1), D(2026, 12, 31), 45000, 45000),
    ("KX-3877", "Neuronal mitochondria imaging", "Northern Biosciences Council", ["Neural Circuits Group"], D(2020, 1, 1), D(2023, 12, 31), 500000, 40000),
]

# name, unit, unitCostGbp, hazardous, storageTempC, suppliers [(vendor, leadTimeDays, catalogueNo)], needed by (nicknames)
CONSUMABLES = [
    ("liquid nitrogen", "litre", 0.35, True, -196, [(7, 2, "PLS-LN2")], ["Glacier", "Ursa", "Draco", "Lyra", "Anvil"]),
    ("liquid helium", "litre", 14.5, True, -269, [(7, 10, "PLS-LHE"), (4, 21, "VA-HE100")], ["Ursa", "Draco", "Lyra"]),
    ("EM grids, copper 300 mesh", "box of 100", 142.0, False, None, [(3, 14, "NP-G300"), (7, 5, "PLS-EMG3")], ["Glacier", "Tern"]),
    ("uranyl acetate stain", "25 g", 96.0, True, 4, [(7, 7, "PLS-UA25")], ["Tern"]),
    ("sputter coating gold target", "each", 310.0, False, None, [(3, 28, "NP-AU57")], ["Magpie"]),
    ("C18 LC column", "each", 420.0, False, None, [(0, 10, "HS-C18-150"), (2, 14, "BI-C18")], ["Orca", "Narwhal", "Puffin", "Heron"]),
    ("LC-MS grade acetonitrile", "2.5 L", 88.0, True, None, [(7, 3, "PLS-ACN25")], ["Orca", "Narwhal", "Puffin", "Heron"]),
    ("MALDI matrix kit", "kit", 215.0, False, 4, [(2, 12, "BI-MMK")], ["Skua"]),
    ("sequencing reagent kit, 300 cycles", "kit", 1850.0, False, -20, [(5, 21, "CB-SRK300")], ["Bramble", "Hawthorn"]),
    ("flow cell, high output", "each", 2400.0, False, 4, [(5, 21, "CB-FCHO")], ["Bramble"]),
    ("mini flow cell", "each", 390.0, False, 4, [(5, 14, "CB-MFC")], ["Sloe"]),
    ("sheath fluid", "20 L", 64.0, False, None, [(5, 7, "CB-SF20"), (7, 4, "PLS-SF20")], ["Pip", "Quill", "Wren"]),
    ("calibration beads", "vial", 178.0, False, 4, [(5, 10, "CB-CAL8")], ["Pip", "Quill", "Wren"]),
    ("NMR tubes 5 mm", "pack of 50", 74.0, False, None, [(4, 14, "VA-T5-50"), (7, 6, "PLS-NMR5")], ["Ursa", "Draco", "Lyra"]),
    ("immersion oil", "20 mL", 39.0, False, None, [(1, 7, "OG-IO20")], ["Bluebell", "Kestrel"]),
    ("96-well black plates", "case of 50", 118.0, False, None, [(7, 3, "PLS-96B")], ["Pebble", "Cobble"]),
]

FAULT_KINDS = {
    "electron microscope": ["vacuum leak", "detector fault", "cryogen boil-off", "stage drift", "power supply"],
    "mass spectrometer": ["vacuum leak", "pump failure", "detector fault", "source contamination", "software crash"],
    "NMR spectrometer": ["cryogen boil-off", "probe fault", "software crash", "cooling failure"],
    "confocal microscope": ["laser misalignment", "software crash", "stage drift"],
    "light-sheet microscope": ["laser misalignment", "stage drift"],
    "sequencer": ["fluidics clog", "software crash", "cooling failure"],
    "flow cytometer": ["fluidics clog", "laser misalignment"],
    "cell sorter": ["fluidics clog", "laser misalignment", "nozzle blockage"],
    "X-ray diffractometer": ["cooling failure", "detector fault", "power supply"],
    "plate reader": ["software crash", "lamp failure"],
}


def weekday_on_or_after(d: dt.date) -> dt.date:
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def main() -> None:
    rnd = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    iso = dt.date.isoformat

    for i, (name, campus, built, floors, bay) in enumerate(BUILDINGS):
        node(f"bl{i}", ["Building"], {"name": name, "campus": campus, "builtYear": built, "floors": floors, "loadingBay": bay})
    for i, (code, b, floor, area, vib, temp, rtype) in enumerate(ROOMS):
        node(f"rm{i}", ["Room"], {"code": code, "floor": floor, "areaSqm": area, "vibrationIsolated": vib, "setpointC": temp, "roomType": rtype})
        rel("IN_BUILDING", f"rm{i}", f"bl{b}")
    for i, (name, country, founded, pref) in enumerate(VENDORS):
        node(f"v{i}", ["Vendor"], {"name": name, "country": country, "foundedYear": founded, "preferredSupplier": pref})
    for i, (name, v, spec, field, qual, since) in enumerate(ENGINEERS):
        node(f"e{i}", ["Engineer"], {"name": name, "speciality": spec, "fieldBased": field, "qualifiedYear": qual})
        if v is not None:
            rel("WORKS_FOR", f"e{i}", f"v{v}", {"sinceYear": since})
    for i, row in enumerate(INSTRUMENTS):
        tag, nick, model, cat, v, year, cost, rin, rex, status, field, res, cryo, night, room, since, bay = row
        node(f"i{i}", ["Instrument"], {"assetTag": tag, "name": nick, "model": model, "category": cat, "purchaseYear": year,
                                       "purchaseCostGbp": cost, "internalRateGbp": rin, "externalRateGbp": rex, "status": status,
                                       "fieldT": field, "resolutionNm": res, "needsCryogen": cryo, "overnightAllowed": night})
        rel("MADE_BY", f"i{i}", f"v{v}")
        if room is not None:
            rel("HOUSED_IN", f"i{i}", f"rm{room}", {"since": iso(since), "bay": bay})
    for i, (ref, v, covers, tier, start, end, cost, resp, visits, auto) in enumerate(CONTRACTS):
        node(f"c{i}", ["ServiceContract"], {"contractRef": ref, "tier": tier, "startDate": iso(start), "endDate": iso(end),
                                            "annualCostGbp": cost, "responseHours": resp, "visitsPerYear": visits, "autoRenew": auto})
        rel("PROVIDED_BY", f"c{i}", f"v{v}")
        for nick in covers:
            rel("COVERS", f"c{i}", f"i{NICK[nick]}")
    for i, (name, dept, ext, inst, founded, _area) in enumerate(GROUPS):
        node(f"g{i}", ["ResearchGroup"], {"name": name, "department": dept, "external": ext, "institution": inst, "foundedYear": founded})
    for i, (name, title, start, phd, induction, pi, leads, members) in enumerate(PEOPLE):
        node(f"p{i}", ["Person", "PI"] if pi else ["Person"],
             {"name": name, "jobTitle": title, "startYear": start, "phdYear": phd,
              "inductionDate": iso(induction) if induction else None})
        if leads:
            rel("LEADS", f"p{i}", f"g{GROUP[leads]}")
        for g, since in members:
            rel("MEMBER_OF", f"p{i}", f"g{GROUP[g]}", {"since": iso(since)})
    for person, nicks in MANAGES.items():
        for nick in nicks:
            rel("MANAGES", f"p{PERSON[person]}", f"i{NICK[nick]}", {"lead": (person, nick) not in BACKUPS})
    for i, (code, title, funder, groups, start, end, award, budget) in enumerate(PROJECTS):
        node(f"pr{i}", ["Project"], {"grantCode": code, "title": title, "funder": funder, "startDate": iso(start),
                                     "endDate": iso(end), "awardGbp": award, "facilityBudgetGbp": budget})
        for k, g in enumerate(groups):
            rel("RUNS", f"g{GROUP[g]}", f"pr{i}", {"lead": k == 0})
    for i, (name, unit, cost, haz, temp, suppliers, needed) in enumerate(CONSUMABLES):
        node(f"cs{i}", ["Consumable"], {"name": name, "unit": unit, "unitCostGbp": cost, "hazardous": haz, "storageC": temp})
        for v, lead, cat in suppliers:
            rel("SUPPLIES", f"v{v}", f"cs{i}", {"leadTimeDays": lead, "catalogueNo": cat})
        for nick in needed:
            rel("NEEDS", f"i{NICK[nick]}", f"cs{i}")

    # ---- certifications -------------------------------------------------------------------------------------
    certs: dict[int, dict[int, dt.date]] = {}  # person -> instrument -> certified on

    def certify(p: int, ins: int, when: dt.date, level: str, expires: dt.date | None) -> None:
        certs.setdefault(p, {})[ins] = when
        rel("CERTIFIED_ON", f"p{p}", f"i{ins}", {"certifiedOn": iso(when), "level": level,
                                                 "expiresOn": iso(expires) if expires else None})

    for person, nicks in MANAGES.items():
        p = PERSON[person]
        for nick in nicks:
            if nick == "Wren":
                continue
            year = max(PEOPLE[p][2], INSTRUMENTS[NICK[nick]][5])
            certify(p, NICK[nick], D(year, rnd.randint(3, 11), rnd.randint(1, 28)), "trainer", None)
    group_members: dict[int, list[int]] = {}
    for p, row in enumerate(PEOPLE):
        for g, _since in row[7]:
            group_members.setdefault(GROUP[g], []).append(p)
    trained_pairs: list[tuple[int, int, dt.date]] = []
    for p, row in enumerate(PEOPLE):
        name, title, start, _phd, _ind, _pi, leads, members = row
        if p < 5:
            continue
        gidx = [GROUP[leads]] if leads else [GROUP[g] for g, _ in members]
        area = sorted({n for g in gidx for n in GROUPS[g][5]} - {"Wren"})
        if not area:
            continue
        if name == "Marisol Quenby":
            k = 0
        elif leads:
            k = rnd.choice([0, 1, 1, 2])
        elif name in ("Orla Bassinger",):
            k = 0
        else:
            k = min(len(area), rnd.choice([2, 3, 3, 4]))
        for nick in sorted(rnd.sample(area, k)):
            ins = NICK[nick]
            lo = D(max(start, INSTRUMENTS[ins][5]), 1, 1)
            for g in gidx:
                for gn, since in PEOPLE[p][7]:
                    if GROUP[gn] == g:
                        lo = max(lo, since)
            if nick == "Old Faithful":
                lo = min(lo, D(2022, 1, 1))
            when = lo + dt.timedelta(days=rnd.randint(20, 300))
            if nick == "Old Faithful":
                when = min(when, D(2023, 6, 30))
            when = weekday_on_or_after(min(when, D(2025, 11, 28)))
            cat = INSTRUMENTS[ins][3]
            if cat in ("NMR spectrometer", "plate reader"):
                expires = None
            else:
                expires = D(when.year + (3 if cat in ("sequencer", "X-ray diffractometer") else 2), when.month, min(when.day, 28))
            level = "independent" if rnd.random() < 0.75 else "supervised"
            certify(p, ins, when, level, expires)
            trained_on = when - dt.timedelta(days=rnd.randint(3, 21))
            # the instrument's first carer who was in post by then, else the facility manager (in post since 2012)
            trainers = [PERSON[f] for f, ns in MANAGES.items() if nick in ns and PEOPLE[PERSON[f]][2] <= trained_on.year]
            trainers.append(PERSON["Harriet Vellacott"])
            if PEOPLE[trainers[0]][2] <= trained_on.year:
                trained_pairs.append((trainers[0], p, trained_on))

    # ---- training sessions (self-relationship, trainer -> trainee); one per pair, the first date -------------------
    seen: dict[tuple[int, int], dt.date] = {}
    for a, b, when in trained_pairs:
        if (a, b) not in seen or when < seen[(a, b)]:
            seen[(a, b)] = when
    # a few users train others too
    extra = [("Aurelio Fane", "Hollis Trent", D(2023, 2, 14)), ("Callum Brisco", "Jasper Ullathorne", D(2022, 3, 9)),
             ("Eamon Sturrock", "Nathaniel Crewe", D(2022, 1, 18)), ("Quentin Harrow", "Mina Rostami", D(2024, 1, 23)),
             ("Beatrix Holloway-Nunn", "Ivy Cardew", D(2024, 2, 6)), ("Rhian Pellow", "Farida Loxley", D(2024, 5, 15)),
             ("Eamon Sturrock", "Dagny Wetherall", D(2023, 3, 21))]
    for a, b, when in extra:
        seen[(PERSON[a], PERSON[b])] = when
    for (a, b), when in sorted(seen.items()):
        when = weekday_on_or_after(when)
        rel("TRAINED", f"p{a}", f"p{b}", {"trainedOn": iso(when), "hours": rnd.choice([1.5, 2.0, 2.0, 3.0, 4.0, 6.0])})

    # ---- projects per group ---------------------------------------------------------------------------------
    group_projects: dict[int, list[int]] = {}
    for i, row in enumerate(PROJECTS):
        for g in row[3]:
            group_projects.setdefault(GROUP[g], []).append(i)

    def project_for(g: int, when: dt.date) -> int:
        live = [i for i in group_projects[g] if PROJECTS[i][4] <= when <= PROJECTS[i][5]]
        if live:
            return live[0]
        return max(group_projects[g], key=lambda i: PROJECTS[i][5])

    # ---- bookings -------------------------------------------------------------------------------------------
    bookers: dict[int, list[int]] = {}
    for p, row in enumerate(PEOPLE):
        if p < 5 or p not in certs:
            continue
        g = GROUP[row[6]] if row[6] else GROUP[row[7][0][0]] if row[7] else None
        if g is None or GROUPS[g][0] == "Dunmere University Proteomics":
            continue
        w = 1 if row[5] or row[6] else (3 if row[1] in ("PhD student", "postdoc") else 2)
        bookers.setdefault(g, []).extend([p] * w)
    booking_groups = sorted(bookers)
    first_day, last_day = D(2024, 1, 8), D(2026, 6, 26)
    span = (last_day - first_day).days
    bookings = []
    used_refs: set[str] = set()
    while len(bookings) < 57:
        g = rnd.choice(booking_groups)
        p = rnd.choice(bookers[g])
        ins = rnd.choice(sorted(certs[p]))
        day = weekday_on_or_after(first_day + dt.timedelta(days=rnd.randint(0, span)))
        if day < certs[p][ins] + dt.timedelta(days=7):
            continue
        nick = INSTRUMENTS[ins][1]
        if nick == "Old Faithful" and day > D(2024, 5, 31):
            continue
        if nick == "Tern" and day > D(2026, 2, 27):
            continue
        cat = INSTRUMENTS[ins][3]
        if cat == "NMR spectrometer" and rnd.random() < 0.5:
            start_h, hours, overnight = 17, 16.0, True
        elif cat == "electron microscope" and nick == "Glacier":
            start_h, hours, overnight = 9, rnd.choice([8.0, 24.0, 48.0]), True
            overnight = hours > 8
        elif cat == "sequencer":
            start_h, hours, overnight = rnd.choice([9, 10]), rnd.choice([12.0, 24.0, 30.0]), True
        else:
            start_h = rnd.choice([8, 9, 9, 10, 13, 14])
            hours = rnd.choice([1.0, 2.0, 2.5, 3.0, 4.0, 4.0, 6.0])
            overnight = False
        minute = rnd.choice([0, 0, 0, 30])
        start = dt.datetime(day.year, day.month, day.day, start_h, minute)
        end = start + dt.timedelta(hours=hours)
        if day > D(2026, 3, 31):
            status = "upcoming"
        else:
            r = rnd.random()
            status = "completed" if r < 0.82 else ("cancelled" if r < 0.92 else "no-show")
        used = None
        if status == "completed":
            used = max(0.5, hours - rnd.choice([0.0, 0.0, 0.0, 0.5, 1.0]))
        ref = f"BK-{day.year % 100:02d}-{rnd.randint(100, 999):04d}"
        if ref in used_refs:
            continue
        used_refs.add(ref)
        bookings.append({"ref": ref, "p": p, "g": g, "ins": ins, "day": day, "start": start, "end": end, "hours": hours,
                         "used": used, "status": status, "overnight": overnight,
                         "assisted": rnd.random() < 0.15, "samples": rnd.randint(1, 24) if rnd.random() < 0.8 else None,
                         "bookedOn": day - dt.timedelta(days=rnd.randint(1, 45))})
    bookings.sort(key=lambda b: (b["start"], b["ref"]))
    # one over-run and one booking by someone not certified on the instrument (an assisted session)
    overrun = next(b for b in bookings if b["status"] == "completed" and INSTRUMENTS[b["ins"]][3] == "mass spectrometer")
    overrun["used"] = overrun["hours"] + 1.5
    # an assisted session by a student with no certificate on anything
    orla = PERSON["Orla Bassinger"]
    day = D(2025, 2, 11)
    bookings.append({"ref": "BK-25-0612", "p": orla, "g": GROUP["Carrow Lab"], "ins": NICK["Narwhal"], "day": day,
                     "start": dt.datetime(2025, 2, 11, 10, 0), "end": dt.datetime(2025, 2, 11, 13, 0), "hours": 3.0,
                     "used": 3.0, "status": "completed", "overnight": False, "assisted": True, "samples": 6,
                     "bookedOn": D(2025, 1, 28)})
    bookings.sort(key=lambda b: (b["start"], b["ref"]))
    for k, b in enumerate(bookings):
        bid = f"bk{k}"
        node(bid, ["Booking"], {"bookingRef": b["ref"], "slotDate": iso(b["day"]), "startTime": b["start"].strftime("%H:%M"),
                                "endTime": b["end"].strftime("%H:%M"), "hoursBooked": b["hours"], "hoursUsed": b["used"],
                                "status": b["status"], "overnight": b["overnight"], "assisted": b["assisted"],
                                "samples": b["samples"]})
        rel("MADE_BOOKING", f"p{b['p']}", bid, {"bookedOn": iso(b["bookedOn"]), "viaPortal": rnd.random() < 0.8})
        rel("ON_INSTRUMENT", bid, f"i{b['ins']}")
        pr = project_for(b["g"], b["day"])
        others = [i for i in group_projects[b["g"]] if i != pr and PROJECTS[i][4] <= b["day"] <= PROJECTS[i][5]]
        b["projects"] = [(pr, 100)]
        if others and rnd.random() < 0.35:
            share = rnd.choice([50, 60, 70])
            b["projects"] = [(pr, share), (others[0], 100 - share)]
        for i, share in b["projects"]:
            rel("CHARGED_TO", bid, f"pr{i}", {"sharePct": share})
        b["id"] = bid

    # ---- invoices: one per group per half-year with chargeable sessions, up to the end of 2025 ----------------------
    by_gq: dict[tuple[int, int, int], list[dict]] = {}
    for b in bookings:
        if b["status"] in ("completed", "no-show") and b["day"] <= D(2025, 12, 31):
            by_gq.setdefault((b["g"], b["day"].year, (b["day"].month - 1) // 6 + 1), []).append(b)
    for inv_no, ((g, year, q), items) in enumerate(sorted(by_gq.items(), key=lambda kv: (kv[0][1], kv[0][2], kv[0][0])), 1):
        qend = D(year, q * 6, 28) + dt.timedelta(days=4)
        qend = D(qend.year, qend.month, 1)
        issued = weekday_on_or_after(qend + dt.timedelta(days=rnd.randint(5, 14)))
        external = GROUPS[g][2]
        total = 0.0
        lines = []
        for b in items:
            rate = INSTRUMENTS[b["ins"]][8] if external else INSTRUMENTS[b["ins"]][7]
            hours = b["used"] if b["status"] == "completed" else b["hours"]
            line = round(hours * rate, 2)
            total += line
            lines.append((b["id"], hours, rate, line))
        paid = issued < D(2025, 11, 1) or rnd.random() < 0.3
        if (year, q) == (2025, 1) and GROUPS[g][0] == "Grell Lab":
            paid = False
        paid_on = issued + dt.timedelta(days=rnd.randint(12, 75)) if paid else None
        iid = f"inv{inv_no}"
        node(iid, ["Invoice"], {"invoiceNo": f"INV-{year}-{inv_no:03d}", "issuedOn": iso(issued),
                                "basis": "external" if external else "internal", "totalGbp": round(total, 2),
                                "paid": paid, "paidOn": iso(paid_on) if paid_on else None,
                                "poNumber": f"PO-{rnd.randint(40000, 49999)}" if external else None})
        rel("ISSUED_TO", iid, f"g{g}")
        for bid, hours, rate, line in lines:
            rel("INCLUDES", iid, bid, {"hoursCharged": hours, "rateGbp": rate, "lineGbp": line})

    # ---- faults ---------------------------------------------------------------------------------------------
    engineers_of = {v: [i for i, e in enumerate(ENGINEERS) if e[1] == v] for v in range(len(VENDORS))}
    contract_vendor = {}
    for _ref, v, covers, *_rest in CONTRACTS:
        for nick in covers:
            contract_vendor[NICK[nick]] = v
    fault_specs = []
    # faults during a booking
    during = [b for b in bookings if b["status"] == "completed"]
    for b in rnd.sample(during, 7):
        fault_specs.append((b["ins"], b["day"], b, b["p"]))
    weights = [3 if INSTRUMENTS[i][3] in ("electron microscope", "mass spectrometer", "NMR spectrometer") else 1 for i in range(len(INSTRUMENTS))]
    candidates = [i for i in range(len(INSTRUMENTS)) if INSTRUMENTS[i][1] not in ("Wren", "Old Faithful", "Tern")]
    while len(fault_specs) < 20:
        ins = rnd.choices(candidates, weights=[weights[i] for i in candidates])[0]
        day = weekday_on_or_after(D(2024, 1, 8) + dt.timedelta(days=rnd.randint(0, 800)))
        reporters = [PERSON[f] for f, ns in MANAGES.items() if INSTRUMENTS[ins][1] in ns]
        fault_specs.append((ins, day, None, reporters[0]))
    fault_specs.append((NICK["Tern"], D(2026, 3, 2), None, PERSON["Anouk Delacroix-Fenn"]))
    fault_specs.append((NICK["Glacier"], D(2026, 5, 18), None, PERSON["Harriet Vellacott"]))
    fault_specs.sort(key=lambda f: (f[1], f[0]))
    fault_no = 1040
    for k, (ins, day, booking, reporter) in enumerate(fault_specs):
        fault_no += rnd.randint(1, 9)
        cat = INSTRUMENTS[ins][3]
        nick = INSTRUMENTS[ins][1]
        kind = rnd.choice(FAULT_KINDS[cat])
        severity = rnd.choice(["minor", "minor", "major", "major", "critical"])
        unresolved = nick == "Tern" and day.year == 2026 or (nick == "Glacier" and day == D(2026, 5, 18))
        if nick == "Tern" and day.year == 2026:
            kind, severity = "vacuum leak", "critical"
        fid = f"f{k}"
        downtime = None if unresolved else rnd.choice([0, 1, 2, 3, 5, 8, 12, 21])
        node(fid, ["Fault"], {"faultRef": f"FLT-{fault_no}", "reportedOn": iso(day), "kind": kind, "severity": severity,
                              "resolved": not unresolved, "downtimeDays": downtime})
        rel("AFFECTS", fid, f"i{ins}")
        rel("REPORTED", f"p{reporter}", fid, {"via": rnd.choice(["helpdesk", "helpdesk", "email", "in person"])})
        if booking is not None:
            rel("DURING", fid, booking["id"])
        # repairs: vendor engineer (contract holder, else maker), sometimes the freelance engineer, sometimes in house
        if severity == "minor" and not unresolved and rnd.random() < 0.5:
            continue  # fixed in house, no engineer
        v = contract_vendor.get(ins, INSTRUMENTS[ins][4])
        pool = engineers_of.get(v) or [len(ENGINEERS) - 1]
        if ins not in contract_vendor and rnd.random() < 0.5:
            pool = [len(ENGINEERS) - 1]
        eng = pool[0]
        visits = 1 if unresolved else (2 if severity == "critical" else 1)
        for n in range(visits):
            visit = weekday_on_or_after(day + dt.timedelta(days=rnd.randint(1, 5) + 7 * n))
            parts = None if rnd.random() < 0.4 else round(rnd.choice([120, 340, 860, 1450, 2300, 5200]) * 1.0, 1)
            rel("REPAIRED", f"e{eng}", fid, {"visitDate": iso(visit), "labourHours": rnd.choice([1.5, 2.0, 3.0, 4.5, 6.0, 8.0]),
                                            "partsCostGbp": parts, "fixedOnVisit": (not unresolved) and n == visits - 1})
        if severity == "critical" and not unresolved and rnd.random() < 0.5:
            other = 7 if eng != 7 else 0
            visit = weekday_on_or_after(day + dt.timedelta(days=rnd.randint(2, 6)))
            rel("REPAIRED", f"e{other}", fid, {"visitDate": iso(visit), "labourHours": 3.0, "partsCostGbp": None, "fixedOnVisit": False})

    # ---- consumable orders ------------------------------------------------------------------------------------
    orderers = [p for p in range(len(PEOPLE)) if PEOPLE[p][1] in ("facility manager", "senior technician", "facility technician", "research technician", "postdoc")]
    never_ordered = {"sputter coating gold target"}
    for _k in range(62):
        p = rnd.choice(orderers)
        if p < 5:
            nicks = [n for n in MANAGES[PEOPLE[p][0]] if n != "Old Faithful"]
        else:
            nicks = [INSTRUMENTS[i][1] for i in sorted(certs.get(p, {}))]
        options = sorted({c for c, row in enumerate(CONSUMABLES) if set(row[6]) & set(nicks) and row[0] not in never_ordered})
        if not options:
            continue
        c = rnd.choice(options)
        qty = rnd.choice([1, 1, 2, 2, 3, 4, 5, 10]) if CONSUMABLES[c][1] != "litre" else rnd.choice([100, 200, 250, 500])
        day = weekday_on_or_after(D(2024, 1, 3) + dt.timedelta(days=rnd.randint(0, 880)))
        rel("ORDERED", f"p{p}", f"cs{c}", {"orderedOn": iso(day), "qty": qty, "totalGbp": round(qty * CONSUMABLES[c][2], 2),
                                          "urgent": rnd.random() < 0.15})

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["startDate", "endDate", "inductionDate", "since", "certifiedOn", "expiresOn", "trainedOn",
                           "slotDate", "bookedOn", "issuedOn", "paidOn", "reportedOn", "visitDate", "orderedOn"]}
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(nodes)} nodes, {len(rels)} relationships")


if __name__ == "__main__":
    main()
