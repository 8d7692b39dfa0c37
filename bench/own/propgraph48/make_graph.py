#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented group of recording studios (Fernhollow Sound).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, studio, town, artist, record
company, song title, equipment maker and model, serial number, booking reference and catalogue number is invented
(the trade's terms - tracking, overdubs, mixing, mastering, rehearsal, lockout, live room, control room, mic locker,
valve, ribbon mic, preamp, compressor, console, tape machine, takes, stems, PO number - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 9048
HERE = Path(__file__).resolve().parent
D = dt.date

# name, town, openedYear, rooms, liveRoomSqm, dayRateGbp, residential, analogueTape
STUDIOS = [
    ("Fernhollow Yard", "Brackenbury", 2004, 3, 86, 650, False, True),
    ("The Gannet Rooms", "Saltmere", 2009, 2, 64, 480, True, False),
    ("Copperbeck Mill", "Copperbeck", 2012, 3, 120, 900, True, True),
    ("Lowtide Studio", "Wrenfold", 2017, 2, 48, 420, False, False),
    ("Halyard Mastering", "Brackenbury", 2021, 1, None, 380, False, False),
]
ROOMS = [
    ["Studio A", "Studio B", "Mix Room"],
    ["Studio A", "Mix Room"],
    ["The Mill Room", "Studio B", "Mix Room"],
    ["Studio A", "Mix Room"],
    ["Suite 1"],
]

# first, last, role, startYear, certifiedYear, skills, hourlyRateGbp, freelance, studios, producer
ENGINEERS = [
    ("Marguerite", "Cawdell", "studio manager", 2004, 2003, ["analogue tape", "mixing", "orchestral recording"], None, False, [0], False),
    ("Tobias", "Renwick", "studio manager", 2009, 2008, ["vocal production", "mixing", "editing"], None, False, [1], True),
    ("Isolde", "Farthing", "studio manager", 2012, None, ["orchestral recording", "live sound"], None, False, [2], False),
    ("Crispin", "Aldwinckle", "studio manager", 2017, 2015, ["drum tracking", "mixing", "synth programming"], None, False, [3], False),
    ("Henrietta", "Gowe", "studio manager", 2021, 2019, ["mastering", "restoration"], None, False, [4], False),
    ("Ambrose", "Tilney", "senior engineer", 2006, 2005, ["drum tracking", "analogue tape", "mixing"], 38.5, False, [0], True),
    ("Saffron", "Medlicott", "senior engineer", 2010, 2010, ["vocal production", "editing", "dolby atmos"], 36.0, False, [1], False),
    ("Lucan", "Brightwell", "senior engineer", 2013, 2011, ["orchestral recording", "mixing", "analogue tape"], 41.0, False, [2], True),
    ("Perpetua", "Stannard", "senior engineer", 2011, 2012, ["mixing", "synth programming", "editing"], 37.25, False, [3], False),
    ("Ewan", "Garside", "senior engineer", 2008, 2009, ["live sound", "drum tracking"], 35.0, False, [0], False),
    ("Nell", "Ashdown", "engineer", 2016, 2017, ["editing", "vocal production"], 27.5, False, [0], False),
    ("Rafferty", "Gillam", "engineer", 2014, 2014, ["synth programming", "mixing", "vocal production"], 29.0, False, [1], True),
    ("Cosima", "Threlfall", "engineer", 2015, 2016, ["orchestral recording", "editing"], 28.0, False, [2], False),
    ("Dashiell", "Morrow", "engineer", 2018, None, ["drum tracking", "live sound", "mixing"], 32.0, True, [2, 3], False),
    ("Juno", "Halloway", "engineer", 2017, 2018, ["vocal production", "dolby atmos", "mixing"], 30.5, False, [3], True),
    ("Barnaby", "Quist", "engineer", 2019, 2020, ["editing", "podcast editing"], 25.0, False, [1], False),
    ("Wilhelmina", "Yarde", "engineer", 2020, None, ["analogue tape", "drum tracking"], 31.0, True, [0, 1], False),
    ("Orrin", "Castellane", "mastering engineer", 2021, 2007, ["mastering", "restoration", "dolby atmos"], 44.0, False, [4], True),
    ("Tamsin", "Voysey", "mastering engineer", 2022, 2022, ["mastering", "editing"], 33.5, False, [4], False),
    ("Kit", "Mallory", "assistant engineer", 2021, 2023, ["editing"], 17.5, False, [0], False),
    ("Priya", "Ashcombe", "assistant engineer", 2022, None, ["editing", "podcast editing"], 16.75, False, [1], False),
    ("Fenwick", "Doyle", "assistant engineer", 2020, 2022, ["live sound", "editing"], 18.0, False, [2], False),
    ("Maud", "Everingham", "assistant engineer", 2021, None, ["synth programming"], 17.0, True, [3], False),
    ("Selwyn", "Pargeter", "assistant engineer", 2023, None, ["drum tracking"], 16.5, False, [2], False),
    ("Ottilie", "Brand", "assistant engineer", 2022, 2024, ["vocal production", "editing"], 17.25, False, [0], False),
    ("Hal", "Pennock", "runner", 2023, None, None, 12.0, False, [1], False),
    ("Romilly", "Sykes", "runner", 2024, None, None, 12.5, False, [2], False),
    ("Zeb", "Fairweather", "runner", 2025, None, None, 12.5, True, [3], False),
]

# mentor, mentee, since, sessionsShadowed, signedOff
MENTORING = [
    (5, 10, "2016-05-09", 42, True), (5, 19, "2021-04-12", 31, True), (9, 24, "2022-09-05", 18, False),
    (6, 20, "2023-01-16", 22, True), (1, 15, "2019-06-03", 37, True), (11, 25, "2023-11-20", 9, False),
    (7, 12, "2015-10-19", 55, True), (7, 21, "2020-10-05", 26, True), (12, 23, "2023-05-15", 14, False),
    (13, 23, "2023-11-06", 6, False), (8, 22, "2021-12-06", 19, True), (14, 27, "2025-06-02", 3, False),
    (17, 18, "2023-01-09", 28, True), (14, 26, "2024-10-07", 7, False),
]

# name, city, foundedYear, independent, staff, vinylPressing, catalogue prefix
LABELS = [
    ("Lanternfish Records", "Saltmere", 2006, True, 7, True, "LFR"),
    ("Greyhound Audio Group", "Castlebridge", 1988, False, 140, True, "GAG"),
    ("Moth & Ember", "Brackenbury", 2015, True, 4, False, "MOTH"),
    ("Northwold Music", "Castlebridge", 1996, False, 62, False, "NWM"),
    ("Tidewrack Recordings", "Wrenfold", 2019, True, None, True, "TIDE"),
    ("Paper Crane Sound", "Ellerby", 2011, True, 9, False, "PCS"),
    ("Ironmonger Records", "Castlebridge", 2001, False, 35, True, "IRON"),
    ("Smallhours", "Copperbeck", 2021, True, None, False, "SMH"),
    ("Bluefin Collective", "Ellerby", 2023, True, 2, False, "BFC"),
]

# name, genre, hometown, formedYear, members, monthlyListeners, touring, label index
ARTISTS = [
    ("The Quiet Aldermen", "indie rock", "Saltmere", 2014, 4, 38200, True, 0),
    ("Mara Vellacott", "folk", "Wrenfold", 2017, 1, 12400, True, None),
    ("Gravel Saints", "punk", "Brackenbury", 2019, 3, 5100, True, None),
    ("Ossory Blue", "jazz", "Castlebridge", 2009, 5, 9800, False, 3),
    ("Hollis & the Undertow", "soul", "Copperbeck", 2016, 6, 22700, True, 6),
    ("Kestrel Moon", "electronic", "Ellerby", 2020, 2, 61500, False, 5),
    ("Brine", "metal", "Saltmere", 2012, 4, 17300, True, 6),
    ("Jonah Leadbetter", "country", "Wrenfold", 2018, 1, 4300, False, None),
    ("Velvet Harbour", "pop", "Castlebridge", 2021, 3, 88900, True, 1),
    ("The Ashgrove Consort", "classical", "Copperbeck", 1998, 12, 3100, False, 3),
    ("Pylon Hymns", "ambient", "Brackenbury", 2022, 1, None, False, None),
    ("Delphine Marr", "soul", "Ellerby", 2015, 1, 27600, True, 1),
    ("Cinder Tapes", "electronic", "Saltmere", 2019, 2, 14800, False, None),
    ("Halfmast", "indie rock", "Wrenfold", 2023, 4, None, True, None),
    ("Lowland Choir", "classical", "Ellerby", 2005, 24, 1900, False, 3),
    ("Roisin Falk", "pop", "Brackenbury", 2020, 1, 133000, True, 1),
    ("MC Pellucid", "hip hop", "Castlebridge", 2017, 1, 45600, True, 7),
    ("The Stoneyards", "folk", "Copperbeck", 2011, 5, 8700, True, 0),
    ("Static Orchard", "indie rock", "Ellerby", 2016, 3, 11200, True, 2),
    ("Wolfram Kiss", "metal", "Castlebridge", 2008, 5, 24900, True, 6),
    ("Ada Thornhill Trio", "jazz", "Brackenbury", 2013, 3, 6600, False, None),
    ("Sunken Bell", "ambient", "Wrenfold", 2018, 2, 19400, False, 4),
    ("Tommy Garnett", "country", "Saltmere", 2010, 1, 2800, True, None),
    ("Nightjar Social", "soul", "Copperbeck", 2022, 7, None, True, None),
    ("Glasshouse Riot", "punk", "Saltmere", 2021, 4, 3900, True, None),
    ("Yusra Quaye", "hip hop", "Ellerby", 2019, 1, 52100, False, 7),
    ("The Marram Grass", "folk", "Saltmere", 2015, 3, 9100, True, None),
    ("Orbital Hare", "electronic", "Castlebridge", 2016, 1, 37800, False, 5),
    ("Cobalt Vespers", "indie rock", "Copperbeck", 2018, 4, 15600, True, 2),
    ("Bettina Soames", "classical", "Castlebridge", 2002, 1, 4500, False, 3),
    ("Rustbelt Radio", "country", "Brackenbury", 2014, 5, 7200, True, 0),
    ("Lumen Drift", "pop", "Wrenfold", 2022, 2, 24100, False, 4),
    ("Thrashold", "metal", "Ellerby", 2020, 3, None, True, None),
    ("Idris Fennel Quartet", "jazz", "Saltmere", 2011, 4, 5300, True, 5),
    ("Saltwater Sisters", "folk", "Wrenfold", 2019, 3, 13300, True, 4),
    ("Gutter Opera", "punk", "Castlebridge", 2017, 5, 6100, False, 2),
    ("Hazel Ibbotson", "pop", "Copperbeck", 2023, 1, None, False, None),
    ("The Long Acre", "indie rock", "Brackenbury", 2010, 4, 20500, False, 2),
    ("Tern & Tide", "folk", "Saltmere", 2024, 2, None, False, None),
    ("Vex Caldera", "electronic", "Wrenfold", 2021, 1, 8200, True, None),
    ("Big Sky Brass", "jazz", "Ellerby", 2007, 9, 2200, True, 0),
    ("Ruby Shillingford", "soul", "Castlebridge", 2016, 1, 31900, True, 1),
    ("Crowhurst", "metal", "Copperbeck", 2015, 4, 9600, True, 6),
    ("Lido Girls", "pop", "Brackenbury", 2023, 3, None, True, None),
]
NO_SESSIONS = {7, 13, 22, 32, 35, 38, 40, 43}

# model, category, maker, valve, valueGbp (new), weightKg, prefix, studios (None: kept at no studio)
GEAR = [
    ("Kestrel K47", "microphone", "Kestrel Acoustics", True, 4200, 0.8, "KK", [0, 0, 1, 2, 3]),
    ("Brume D12", "microphone", "Brume", False, 310, 0.5, "BD", [0, 1, 3, None]),
    ("Ortolan R1", "microphone", "Ortolan", False, 1350, 0.6, "OR", [0, 2, 2]),
    ("Halden 73 Pre", "preamp", "Halden Electronics", False, 2100, 4.2, "HP", [0, 1, 2, 3]),
    ("Marlow LA-3", "compressor", "Marlow Audio", True, 3600, 7.5, "ML", [0, 2, 4]),
    ("Quarry FET", "compressor", "Quarry Pro", False, 2400, None, "QF", [1, 3, 4]),
    ("Wexcombe 4032", "console", "Wexcombe", False, 68000, 210.0, "WX", [0, 2]),
    ("Sedge NF-8", "monitor", "Sedge", False, 2900, 11.0, "SN", [1, 2, 3, 4]),
    ("Tollard 24T", "tape machine", "Tollard", False, 14500, 160.0, "TT", [0, 2]),
    ("Bellwether 30", "guitar amp", "Bellwether", True, 1900, 24.0, "BW", [0, 3, None]),
    ("Pharos Poly-6", "synth", "Pharos Instruments", False, 5200, 13.5, "PP", [1, 3]),
    ("Ridgeline Studio Kit", "drum kit", "Ridgeline", False, 3800, None, "RK", [0, 2]),
    ("Aldous Model C", "piano", "Aldous & Sons", False, 42000, 320.0, "AM", [2]),
]
YEARS = {"microphone": (1988, 2023), "preamp": (1994, 2022), "compressor": (1998, 2023), "console": (1979, 1986),
         "monitor": (2015, 2024), "tape machine": (1976, 1983), "guitar amp": (1968, 2019), "synth": (1982, 2021),
         "drum kit": (2009, 2020), "piano": (1962, 1962)}
PLACES = {"microphone": "mic locker", "preamp": "control room", "compressor": "control room", "console": "control room",
          "monitor": "control room", "tape machine": "machine room", "guitar amp": "live room", "synth": "live room",
          "drum kit": "live room", "piano": "live room"}
FOR_TYPE = {
    "tracking": {"microphone", "preamp", "guitar amp", "drum kit", "piano", "tape machine", "synth"},
    "overdubs": {"microphone", "preamp", "guitar amp", "synth", "piano"},
    "rehearsal": {"microphone", "guitar amp", "drum kit", "synth"},
    "mixing": {"console", "compressor", "monitor", "tape machine"},
    "mastering": {"compressor", "monitor"},
}
MIC_SOURCES = ["lead vocal", "backing vocals", "kick", "snare", "overheads", "room", "guitar cab", "acoustic guitar",
               "piano", "strings", "brass", "bass cab"]

TITLES = [
    "Harbour Lights Out", "Salt in the Gears", "Copper Kettle Blues", "Nine Gulls", "Weatherglass", "Low Orbit Lullaby",
    "The Ferryman's Tab", "Static Saint", "Glass Lungs", "Mile Marker Seven", "Undertow Waltz", "Bramble Hymn",
    "Iron Filings", "Tallow and Thread", "Velvet Alarm", "Longshore Drift", "Paper Moon Motel", "Cold Frame",
    "A Map of Small Rooms", "Rook Song", "Hollow Bell Road", "Sodium Streetlight", "Tidewater", "Overcast in July",
    "Borrowed Coats", "Kingfisher Blue", "Night Bus Hymnal", "The Slow Thaw", "Ghost Signs", "Rust Belt Rose",
    "Fathom Line", "Second Hand Daylight", "Slate Roofs", "Signal Fires", "Quiet Carriage", "Lanterns for Mira",
    "Tin Whistle Heart", "Corrugated", "Marram", "Brackish", "Smoke Without Fire", "Sun Through Sleet",
    "Parallel Parking", "Pebble Dash", "Gloaming", "Wet Paint", "The Long Way Round the Reservoir", "Voltage",
    "Hay Bale Sermon", "Wintering", "Breakwater", "Flare Path", "Dust Jacket", "Brass Tacks Boogie", "Moth Light",
    "Halogen", "Starling Cloud", "Under the Viaduct", "Thin Ice Thursday", "Whitewash",
]
WRITERS = ["Ivo Branksome", "Clementine Rusk", "Anouk Bellamy", "Lars Whitcombe", "Eden Maltravers", "Shona Pettifer",
           "Caius Holroyd", "Wren Dalloway", "Ines Cartwright", "Bram Oakeshott", "Petra Lowndes", "Felix Amberley",
           "Odile Fairbanks", "Rupert Kenning", "Sable Ainsworth", "Tomasz Whelan"]
KEYS = ["C major", "G major", "D major", "A minor", "E minor", "B minor", "F major", "D minor", "E major", "A major",
        "G minor", "C minor"]
ISSUES = ["late start", "overran", "ground hum", "headphone mix fault", "tape drift", "power cut", "console channel fault",
          "artist unwell", "noise complaint", "click track error"]


def rdate(rng: random.Random, a: dt.date, b: dt.date) -> dt.date:
    return a + dt.timedelta(days=rng.randint(0, (b - a).days))


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> dict:
        nd = {"id": nid, "labels": labels, "properties": props}
        nodes.append(nd)
        return nd

    def rel(rtype: str, a: str, b: str, props: dict) -> None:
        rels.append({"type": rtype, "start": a, "end": b, "properties": props})

    studios = []
    for i, (name, town, opened, rooms, live, rate, resi, tape) in enumerate(STUDIOS):
        sid = f"st{i}"
        node(sid, ["Studio"], {"name": name, "town": town, "openedYear": opened, "rooms": rooms, "liveRoomSqm": live,
                               "dayRateGbp": rate, "residential": resi, "analogueTape": tape})
        studios.append(sid)

    engs = []
    staff: dict[int, list[int]] = {i: [] for i in range(len(STUDIOS))}
    for i, (first, last, role, start, cert, skills, rate, free, sts, prod) in enumerate(ENGINEERS):
        eid = f"en{i}"
        node(eid, ["Engineer", "Producer"] if prod else ["Engineer"],
             {"firstName": first, "lastName": last, "role": role, "startYear": start, "certifiedYear": cert,
              "skills": skills, "hourlyRateGbp": rate, "freelance": free})
        engs.append(eid)
        for n, s in enumerate(sts):
            staff[s].append(i)
            if i == 8:  # Perpetua Stannard joined Lowtide when it opened; startYear is with the group
                since = D(2017, 3, 6)
            elif n == 0:
                since = D(start, rng.randint(1, 12), rng.randint(1, 28))
            else:
                since = D(max(start, 2022), rng.randint(1, 12), rng.randint(1, 28))
            days = 5 if role in ("studio manager", "senior engineer") else rng.choice([2, 3, 4, 5]) if free or role == "runner" else rng.choice([4, 5])
            rel("WORKS_AT", eid, f"st{s}", {"since": str(since), "daysPerWeek": days,
                                            "keyholder": role in ("studio manager", "senior engineer") or (role == "engineer" and rng.random() < 0.4)})
    for a, b, since, shadowed, signed in MENTORING:
        rel("MENTORED", engs[a], engs[b], {"since": since, "sessionsShadowed": shadowed, "signedOff": signed})

    labels = []
    for i, (name, city, founded, indie, nstaff, vinyl, _pre) in enumerate(LABELS):
        lid = f"rc{i}"
        node(lid, ["RecordCompany"], {"name": name, "city": city, "foundedYear": founded, "independent": indie,
                                      "staff": nstaff, "vinylPressing": vinyl})
        labels.append(lid)

    artists = []
    for i, (name, genre, home, formed, members, listeners, touring, lab) in enumerate(ARTISTS):
        aid = f"ar{i}"
        node(aid, ["Artist"], {"name": name, "genre": genre, "hometown": home, "formedYear": formed, "members": members,
                               "monthlyListeners": listeners, "touring": touring})
        artists.append(aid)
        if lab is not None:
            since = D(max(formed + 1, LABELS[lab][2] + 1, 2012), rng.randint(1, 12), rng.randint(1, 28))
            if since > D(2025, 6, 30):
                since = D(2025, rng.randint(1, 6), rng.randint(1, 28))
            adv = None if rng.random() < 0.2 else rng.choice([2500, 5000, 8000, 12000, 15000, 25000, 40000]) * (2 if not LABELS[lab][3] else 1)
            rel("SIGNED_TO", aid, labels[lab], {"since": str(since), "advanceGbp": adv, "albumsInDeal": rng.choice([1, 1, 2, 2, 3, 4])})

    gear_at: dict[int, list[int]] = {i: [] for i in range(len(STUDIOS))}
    gear = []
    serials = set()
    for model, cat, maker, valve, value, kg, pre, sts in GEAR:
        for s in sts:
            while True:
                serial = f"{pre}-{rng.randint(10000, 99999)}"
                if serial not in serials:
                    serials.add(serial)
                    break
            lo, hi = YEARS[cat]
            year = rng.randint(lo, hi)
            serviced = None if rng.random() < 0.12 or s is None else rdate(rng, D(2024, 1, 8), D(2025, 11, 28))
            gid = f"eq{len(gear)}"
            node(gid, ["Equipment"], {"model": model, "serial": serial, "category": cat, "maker": maker, "year": year,
                                      "valueGbp": int(round(value * rng.uniform(0.75, 1.35), -1)), "valve": valve,
                                      "weightKg": kg, "lastServiced": str(serviced) if serviced else None})
            gear.append((gid, cat, s))
            if s is not None:
                gear_at[s].append(len(gear) - 1)
                since = D(max(STUDIOS[s][2], year), rng.randint(1, 12), rng.randint(1, 28))
                rel("KEPT_AT", gid, studios[s], {"since": str(since), "insured": rng.random() < 0.8 or value > 10000,
                                                 "location": PLACES[cat]})

    # sessions
    statuses = ["completed"] * 68 + ["cancelled"] * 10 + ["no show"] * 5 + ["booked"] * 6
    rng.shuffle(statuses)
    pool = [i for i in range(len(ARTISTS)) if i not in NO_SESSIONS]
    weights = [rng.choice([1, 1, 2, 3, 4]) for _ in pool]
    plans = []
    for st in statuses:
        if st == "booked":
            start = rdate(rng, D(2026, 1, 5), D(2026, 3, 27))
        else:
            start = rdate(rng, D(2023, 1, 9), D(2025, 12, 12))
        plans.append((start, st))
    plans.sort()
    masters_left = 20
    refs = set()
    tracks: list[dict] = []
    art_tracks: dict[int, list[int]] = {}
    titles = TITLES[:]
    rng.shuffle(titles)
    stage_rank = {"tracking": 0, "mixed": 1, "mastered": 2}
    mastered_on: dict[int, dt.date] = {}
    for start, st in plans:
        a = rng.choices(pool, weights)[0]
        if masters_left and rng.random() < 0.24 and start.year >= 2023:
            s, stype = 4, "mastering"
            masters_left -= 1
            ready = sorted({tracks[t]["artist"] for t in range(len(tracks)) if tracks[t]["stage"] == "mixed"})
            if ready:
                a = rng.choice(ready)
        else:
            s = rng.choice([0, 0, 1, 1, 2, 2, 3, 3, 3])
            stype = rng.choice(["tracking", "tracking", "tracking", "overdubs", "overdubs", "mixing", "mixing", "mixing", "rehearsal"])
        days = {"tracking": rng.choice([1, 2, 3, 3, 4, 5]), "overdubs": rng.choice([1, 1, 2]), "mixing": rng.choice([1, 2, 2, 3]),
                "mastering": 1, "rehearsal": 1}[stype]
        lockout = stype == "tracking" and days >= 2 and (STUDIOS[s][6] or rng.random() < 0.5)
        while True:
            ref = f"FH-{start.year % 100:02d}-{rng.randint(100, 999)}"
            if ref not in refs:
                refs.add(ref)
                break
        sid = f"se{len(refs)}"
        lab = ARTISTS[a][7]
        channel = "label office" if lab is not None and rng.random() < 0.5 else rng.choice(["phone", "email", "email", "web"])
        rate = STUDIOS[s][5]
        charged = int(round(rate * 1.15, -1)) if lockout else int(round(rate * 0.9, -1)) if channel == "label office" else rate
        props = {"bookingRef": ref, "status": st, "sessionType": stype, "startDate": str(start),
                 "endDate": str(start + dt.timedelta(days=days - 1)) if st == "completed" else None, "days": days}
        if st == "completed" and rng.random() < 0.3:
            props["issues"] = rng.sample(ISSUES, rng.choice([1, 1, 2]))
        snode = node(sid, ["Session", "Lockout"] if lockout else ["Session"], props)
        booked_on = start - dt.timedelta(days=rng.randint(4, 80))
        if st == "booked":  # the graph is as of the end of 2025
            booked_on = min(booked_on, D(2025, 12, 19))
        deposit = None if channel == "label office" else round(0.25 * days * charged, 2)
        po = f"PO-{LABELS[lab][6]}-{rng.randint(1000, 9999)}" if channel == "label office" else None
        rel("BOOKED", artists[a], sid, {"bookedOn": str(booked_on), "channel": channel, "depositGbp": deposit, "poNumber": po})
        room = ROOMS[s][-1] if stype == "mixing" else ROOMS[s][0] if (stype == "tracking" or len(ROOMS[s]) < 3) else rng.choice(ROOMS[s][:2])
        rel("HELD_AT", sid, studios[s], {"room": room, "dayRateGbp": charged})
        # engineers
        extra = 0.0
        if st != "cancelled":
            here = staff[s]
            if stype == "mastering":
                leads = [i for i in here if ENGINEERS[i][2] == "mastering engineer"]
            elif stype == "rehearsal":
                leads = [i for i in here if ENGINEERS[i][2] in ("assistant engineer", "runner") and i != 27]
            else:
                leads = [i for i in here if ENGINEERS[i][2] in ("senior engineer", "engineer") or i in (1, 3)]
            lead = rng.choice(leads)
            per_day = rng.choice([6.0, 7.0, 7.5, 8.0, 9.0, 10.0, 10.5, 11.0])
            hrs = rng.choice([1.0, 1.5, 2.0, 2.5]) if st == "no show" else per_day * days
            rel("WORKED_ON", engs[lead], sid, {"role": "mastering" if stype == "mastering" else "engineer", "onDate": str(start),
                                               "hours": hrs, "overtime": st != "no show" and per_day > 9})
            if st == "completed" and stype in ("tracking", "overdubs", "mixing"):
                assists = [i for i in here if ENGINEERS[i][2] in ("assistant engineer", "runner") and i != 27 and D(ENGINEERS[i][3], 12, 31) < start + dt.timedelta(days=400)]
                if assists and rng.random() < 0.75:
                    ai = rng.choice(assists)
                    rel("WORKED_ON", engs[ai], sid, {"role": "assistant", "onDate": str(start), "hours": per_day * days, "overtime": per_day > 9})
                if stype != "mixing" and rng.random() < 0.45:
                    prods = [i for i in range(len(ENGINEERS)) if ENGINEERS[i][9] and i != lead]
                    pi = rng.choice(prods)
                    ph = rng.choice([4.0, 6.0, 8.0]) * days
                    when = start + dt.timedelta(days=min(days - 1, rng.randint(0, 1)))
                    rel("WORKED_ON", engs[pi], sid, {"role": "producer", "onDate": str(when), "hours": ph, "overtime": False})
                    extra += ph * 40.0
        # gear
        kinds = FOR_TYPE[stype]
        avail = [g for g in gear_at[s] if gear[g][1] in kinds]
        k = min(len(avail), rng.choice([3, 3, 4, 5]) if stype != "mastering" else rng.choice([2, 3]))
        for g in rng.sample(avail, k):
            gid, cat, _s = gear[g]
            if cat == "microphone":
                chans = rng.choice([1, 1, 2])
                src = None if rng.random() < 0.15 else rng.sample(MIC_SOURCES, rng.choice([1, 1, 2]))
            else:
                chans = rng.choice([2, 2, 8, 16]) if cat in ("console", "tape machine") else rng.choice([1, 2])
                src = None
            rel("USED", sid, gid, {"channels": chans, "sources": src})
        # tracks
        if st == "completed" and stype != "rehearsal":
            mine = art_tracks.setdefault(a, [])
            want = rng.choice([2, 3, 4]) if stype == "mastering" else rng.choice([1, 2, 2, 3])
            chosen = []
            if stype != "tracking" and mine:
                prefer = {"overdubs": ["tracking"], "mixing": ["tracking"], "mastering": ["mixed", "tracking"]}[stype]
                cands = sorted(mine, key=lambda t: (tracks[t]["stage"] not in prefer, prefer.index(tracks[t]["stage"]) if tracks[t]["stage"] in prefer else 9, rng.random()))
                chosen = cands[:want]
            while len(chosen) < want and (stype == "tracking" or not mine or len(chosen) == 0):
                t = len(tracks)
                genre = ARTISTS[a][1]
                tracks.append({"title": titles.pop(), "bpm": rng.randint(62, 174), "musicalKey": rng.choice(KEYS),
                               "explicit": rng.random() < (0.6 if genre in ("hip hop", "punk", "metal") else 0.08),
                               "writers": rng.sample(WRITERS, rng.choice([1, 2, 2, 3])), "stage": "tracking", "artist": a})
                mine.append(t)
                chosen.append(t)
            for t in chosen:
                st_new = {"tracking": "tracking", "overdubs": "tracking", "mixing": "mixed", "mastering": "mastered"}[stype]
                if stage_rank[st_new] > stage_rank[tracks[t]["stage"]]:
                    tracks[t]["stage"] = st_new
                if stype == "mastering":
                    mastered_on[t] = start
                ip = {"takes": rng.randint(2, 14) if stype in ("tracking", "overdubs") else None,
                      "parts": (rng.sample(["drums", "bass", "guitars", "keys", "scratch vocal"], rng.choice([2, 3])) if stype == "tracking"
                                else rng.sample(["lead vocal", "backing vocals", "guitar solo", "strings", "percussion", "synth pads", "brass"], rng.choice([1, 2])) if stype == "overdubs"
                                else None),
                      "finished": rng.random() < 0.8}
                if ip["parts"] is not None and rng.random() < 0.12:
                    ip["parts"] = None
                rel("INCLUDES", sid, f"tr{t}", ip)
        if st == "completed":
            snode["properties"]["invoiceGbp"] = round(days * charged + extra + rng.choice([0.0, 0.0, 45.5, 87.25, 120.0, 18.75]), 2)
        elif st == "booked":
            snode["properties"]["invoiceGbp"] = float(days * charged)

    for t, tr in enumerate(tracks):
        props = {k: v for k, v in tr.items() if k != "artist"}
        if tr["stage"] != "tracking":
            props["durationSec"] = rng.randint(128, 412)
        lab = ARTISTS[tr["artist"]][7]
        if tr["stage"] == "mastered":
            out = mastered_on[t] + dt.timedelta(days=rng.randint(14, 120))
            if out <= D(2025, 12, 31):
                if lab is not None and lab != 8:
                    props["stage"] = "released"
                    rel("RELEASED", labels[lab], f"tr{t}",
                        {"releasedOn": str(out), "formats": ["streaming"] + rng.sample(["vinyl", "CD", "cassette"], rng.choice([0, 1, 1, 2])),
                         "catalogueNo": f"{LABELS[lab][6]}{rng.randint(10, 240):03d}"})
                elif rng.random() < 0.6:
                    props["stage"] = "released"  # self-released: no RELEASED relationship
        node(f"tr{t}", ["Track"], props)

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "lastServiced", "startDate", "endDate", "bookedOn", "onDate", "releasedOn"]}
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
