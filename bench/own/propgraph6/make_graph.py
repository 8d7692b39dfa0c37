#!/usr/bin/env python3
"""Write graph.json: an invented amateur football (soccer) association, the way a fan or a club analyst keeps it in
Neo4j: leagues, clubs, their grounds, managers, players, the first five rounds of the season's fixtures, who scored
in which match, former clubs, rivalries and trophies.

    python3 make_graph.py            # writes graph.json next to this file and prints counts

Standard library only, fixed seed, no clock: the output is the same on every run. Every name is invented.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from collections import Counter
from pathlib import Path

rng = random.Random(20261130)

PLACES = ["Quellbrook", "Marrowfield", "Tollsgate", "Vennick", "Orrinford", "Pellbury", "Skarrow", "Wendlecombe",
          "Haverdine", "Kelvary", "Lurnholm", "Mossgarth", "Nettleby", "Oakharrow", "Penwithy", "Ravensey",
          "Saltcorrie", "Thornwick", "Ulvercombe", "Yarrowdale", "Fenmarch", "Dromwell", "Brackenhythe", "Gallowmere"]
SUFFIXES = ["Rovers", "Athletic", "United", "FC", "Town", "City", "Wanderers", "Albion", "Harriers", "Rangers",
            "Rovers", "Athletic", "United", "FC", "Town", "City", "Wanderers", "Albion", "Harriers", "Rangers",
            "United", "FC", "Town", "Athletic"]
COLOURS = ["red", "white", "black", "blue", "green", "yellow", "claret", "sky blue", "orange", "navy", "amber",
           "maroon"]
NATIONS = ["Valdoria", "Estmark", "Calvessa", "Norvane", "Ostrelia", "Brannoch"]
FIRST = ["Aurel", "Bastian", "Corin", "Dario", "Elian", "Fintan", "Gideon", "Hollis", "Ivo", "Jory", "Kasimir",
         "Lysander", "Milo", "Nevin", "Osric", "Pascal", "Quillon", "Rafe", "Soren", "Tobiah", "Ulric", "Vale",
         "Wystan", "Yannick", "Zev", "Anselm", "Brody", "Cassian", "Dmitri", "Emrys", "Florian", "Gael", "Hadrian",
         "Isidor", "Jarrah", "Keelan", "Leopold", "Marek", "Nico", "Oren"]
LAST = ["Abernethy", "Bramwell", "Castellane", "Dunmore", "Eskildsen", "Farrago", "Greythorn", "Halloran",
        "Ingersby", "Jessup", "Kovrin", "Larkspur", "Mallory", "Norcutt", "Okonjo", "Pendragast", "Quarrie",
        "Rossiter", "Strand", "Tallis", "Urquhart", "Vantongeren", "Whitlock", "Yelverton", "Zabini", "Achterberg",
        "Blackwood", "Corrigan", "Delacourt", "Ellwood", "Fairweather", "Gunnarsen", "Hawthorne", "Idris",
        "Jankowicz", "Kettleby", "Lindqvist", "Marchetti", "Novak-Reyes", "Oyelaran"]
STADIUM_WORDS = ["Park", "Ground", "Arena", "Stadium", "Lane", "Meadow", "Road", "Fields"]

nodes: list[dict] = []
rels: list[dict] = []


def node(nid: str, label: str, **props) -> dict:
    n = {"id": nid, "labels": [label], "properties": {k: v for k, v in props.items() if v is not None}}
    nodes.append(n)
    return n


def rel(rtype: str, start: str, end: str, **props) -> None:
    rels.append({"type": rtype, "start": start, "end": end,
                 "properties": {k: v for k, v in props.items() if v is not None}})


# --- leagues -----------------------------------------------------------------------------------------------------
LEAGUES = [("L1", "Northern Vale League", "NVL", 1, "North", 1931),
           ("L2", "Coastal Premier Division", "CPD", 1, "Coast", 1947),
           ("L3", "Midland Shires League", "MSL", 2, "Midlands", 1968)]
for lid, name, code, tier, region, founded in LEAGUES:
    node(lid, "League", name=name, code=code, tier=tier, region=region, founded=founded)

# --- stadiums (20; four are shared by two clubs from different leagues) ------------------------------------------
stad_names = set()
stadiums = []
for i in range(20):
    while True:
        nm = f"{rng.choice(PLACES)} {rng.choice(STADIUM_WORDS)}"
        if nm not in stad_names:
            stad_names.add(nm)
            break
    sid = f"S{i}"
    capacity = rng.choice([1800, 2400, 3100, 3650, 4200, 5000, 5800, 6500, 7200, 8100, 9400, 11000, 12500, 14800,
                           3300, 2750, 4600, 6900, 8800, 10250])
    opened = rng.randint(1895, 2019) if i not in (4, 11, 17) else None
    surface = rng.choices(["grass", "hybrid", "artificial"], weights=[6, 2, 2])[0]
    node(sid, "Stadium", name=nm, capacity=capacity, opened=opened, surface=surface, roofed=rng.random() < 0.35)
    stadiums.append(sid)
# make capacities unique so "largest ground" questions have one answer
caps = Counter(n["properties"]["capacity"] for n in nodes if n["labels"] == ["Stadium"])
for n in nodes:
    if n["labels"] == ["Stadium"] and caps[n["properties"]["capacity"]] > 1:
        caps[n["properties"]["capacity"]] -= 1
        n["properties"]["capacity"] += rng.randint(1, 40) * 10

# --- clubs ----------------------------------------------------------------------------------------------------------
places = PLACES[:]
rng.shuffle(places)
clubs = []  # (cid, league id)
club_name = {}
for i in range(24):
    cid = f"C{i}"
    lid = LEAGUES[i // 8][0]
    nm = f"{places[i]} {SUFFIXES[(i * 7) % len(SUFFIXES)]}"
    club_name[cid] = nm
    colors = rng.sample(COLOURS, rng.choice([2, 2, 2, 3]))
    budget = round(rng.uniform(0.4, 18.0), 1) if i not in (5, 13, 19, 22) else None
    nickname = rng.choice(["The Gulls", "The Foxes", "The Millers", "The Herons", "The Kestrels", "The Quarrymen",
                           "The Badgers", "The Lanterns", "The Ravens", "The Otters"]) if i % 3 else None
    node(cid, "Club", name=nm, founded=rng.randint(1878, 1996), city=places[i], colors=colors, budget=budget,
         isProfessional=(lid != "L3" and rng.random() < 0.75), nickname=nickname)
    clubs.append((cid, lid))
    rel("COMPETES_IN", cid, lid, since=rng.randint(1960, 2024))
# home grounds: first 20 clubs get their own, four of the last clubs share
for i, (cid, _lid) in enumerate(clubs):
    if i < 20:
        rel("HOME_GROUND", cid, stadiums[i])
shared = {20: 2, 21: 9, 22: 12, 23: 6}  # league 3 clubs share with a club of league 1 or 2
for i, j in shared.items():
    rel("HOME_GROUND", clubs[i][0], stadiums[j])
ground_of = {r["start"]: r["end"] for r in rels if r["type"] == "HOME_GROUND"}

# --- people names -----------------------------------------------------------------------------------------------
used = set()


def person_name() -> str:
    while True:
        nm = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if nm not in used:
            used.add(nm)
            return nm


# --- coaches (26: 24 managing, 2 without a club) ----------------------------------------------------------------
coaches = []
for i in range(26):
    kid = f"K{i}"
    born = rng.randint(1955, 1988) if i not in (7, 19) else None
    licence = rng.choices(["Pro", "A", "B"], weights=[4, 4, 2])[0] if i != 15 else None
    node(kid, "Coach", fullName=person_name(), born=born, licence=licence, nationality=rng.choice(NATIONS))
    coaches.append(kid)
for i, (cid, _) in enumerate(clubs):
    since = dt.date(2017, 1, 1) + dt.timedelta(days=rng.randint(0, 3000))
    rel("MANAGES", coaches[i], cid, since=since.isoformat())

# --- players ----------------------------------------------------------------------------------------------------------
POSITIONS = ["Goalkeeper", "Defender", "Defender", "Midfielder", "Midfielder", "Forward", "Forward"]
players_of: dict[str, list[tuple[str, str]]] = {}
pi = 0
all_players = []
for _ci, (cid, lid) in enumerate(clubs):
    numbers = rng.sample(range(2, 31), 7)
    numbers[0] = 1 if rng.random() < 0.7 else rng.choice([13, 21, 31])
    if numbers[0] in numbers[1:]:
        numbers[0] = 40
    squad = []
    for k, pos in enumerate(POSITIONS):
        pid = f"P{pi}"
        pi += 1
        born = dt.date(1990, 1, 1) + dt.timedelta(days=rng.randint(0, 16 * 365))
        height = rng.randint(168, 198) + (6 if pos == "Goalkeeper" else 0) if rng.random() > 0.09 else None
        value = round(rng.uniform(0.05, 4.5) * (2 if lid != "L3" else 1), 2) if rng.random() > 0.06 else None
        foot = rng.choices(["right", "left", "both"], weights=[6, 3, 1])[0]
        node(pid, "Player", name=person_name(), born=born.isoformat(), position=pos,
             nationality=rng.choice(NATIONS), heightCm=height, marketValue=value, preferredFoot=foot)
        rel("PLAYS_FOR", pid, cid, since=rng.randint(2016, 2025), shirtNumber=numbers[k],
            onLoan=rng.random() < 0.06)
        squad.append((pid, pos))
        all_players.append(pid)
    players_of[cid] = squad
# four free agents (no current club; they appear only through former clubs)
free_agents = []
for _k in range(4):
    pid = f"P{pi}"
    pi += 1
    born = dt.date(1988, 1, 1) + dt.timedelta(days=rng.randint(0, 12 * 365))
    node(pid, "Player", name=person_name(), born=born.isoformat(), position=rng.choice(POSITIONS[1:]),
         nationality=rng.choice(NATIONS), heightCm=rng.randint(170, 192), preferredFoot="right")
    free_agents.append(pid)
current_club = {r["start"]: r["end"] for r in rels if r["type"] == "PLAYS_FOR"}

# former clubs: ~50 moves
movers = rng.sample(all_players, 40) + free_agents
for pid in movers:
    for _ in range(2 if rng.random() < 0.2 or pid in free_agents else 1):
        options = [c for c, _ in clubs if c != current_club.get(pid)]
        fc = rng.choice(options)
        if any(r["type"] == "FORMERLY_AT" and r["start"] == pid and r["end"] == fc for r in rels):
            continue
        fee = round(rng.uniform(0.02, 1.6), 2) if rng.random() < 0.6 else None
        until = rng.randint(2012, 2025)
        joined = next((r["properties"]["since"] for r in rels if r["type"] == "PLAYS_FOR" and r["start"] == pid), None)
        rel("FORMERLY_AT", pid, fc, until=min(until, joined) if joined else until, fee=fee)

# --- fixtures: rounds 1-5 of a round robin in each league ------------------------------------------------------------
match_ids = []
mi = 0
start = dt.date(2025, 8, 9)
postponed = {7, 33}
abandoned = {51}
for li, (lid, *_rest) in enumerate(LEAGUES):
    teams = [c for c, lg in clubs if lg == lid]
    order = teams[:]
    for rnd in range(1, 6):
        pairs = [(order[i], order[7 - i]) for i in range(4)]
        for j, (a, b) in enumerate(pairs):
            home, away = (a, b) if (rnd + j) % 2 == 0 else (b, a)
            mid = f"M{mi}"
            day = start + dt.timedelta(days=7 * (rnd - 1) + (1 if j == 3 else 0))
            code = f"{LEAGUES[li][2]}-R{rnd}-{j + 1}"
            if mi in postponed:
                status, hg, ag, att = "postponed", None, None, None
            elif mi in abandoned:
                status, hg, ag, att = "abandoned", None, None, rng.randint(600, 2000)
            else:
                status = "played"
                hg = rng.choices([0, 1, 2, 3, 4, 5], weights=[5, 9, 8, 5, 2, 1])[0]
                ag = rng.choices([0, 1, 2, 3, 4], weights=[7, 9, 6, 3, 1])[0]
                cap = next(n["properties"]["capacity"] for n in nodes if n["id"] == ground_of[home])
                att = rng.randint(int(cap * 0.2), cap) if rng.random() > 0.1 else None
            node(mid, "Match", code=code, date=day.isoformat(), round=rnd, status=status, homeGoals=hg,
                 awayGoals=ag, attendance=att)
            rel("HOME_TEAM", mid, home)
            rel("AWAY_TEAM", mid, away)
            match_ids.append(mid)
            # scorers
            for team, goals in ((home, hg), (away, ag)):
                if not goals:
                    continue
                squad = players_of[team]
                weights = [{"Goalkeeper": 0, "Defender": 1, "Midfielder": 3, "Forward": 6}[p] for _, p in squad]
                tally: dict[str, list[int]] = {}
                for _ in range(goals):
                    pid = rng.choices([p for p, _ in squad], weights=weights)[0]
                    tally.setdefault(pid, []).append(rng.randint(1, 90))
                for pid, mins in tally.items():
                    mins = sorted(set(mins))
                    while len(mins) < len(tally[pid]):
                        mins = sorted(set(mins + [rng.randint(1, 90)]))
                    rel("SCORED_IN", pid, mid, goals=len(mins), minutes=mins)
            mi += 1
        order = [order[0]] + [order[-1]] + order[1:-1]

# --- rivalries (a self-relationship between clubs) ---------------------------------------------------------------
RIVALS = [(0, 3, "the Valley Derby"), (1, 6, None), (2, 20, "the Ground-share Derby"), (8, 12, "the Harbour Derby"),
          (9, 14, None), (16, 17, "the Shires Clash"), (18, 23, None), (5, 11, None), (10, 21, "the Estuary Derby")]
for a, b, derby in RIVALS:
    rel("RIVAL_OF", clubs[a][0], clubs[b][0], since=rng.randint(1920, 2010), derbyName=derby)

# --- trophies -------------------------------------------------------------------------------------------------------
TROPHIES = [("T0", "Vale Challenge Shield", 1933, 250000.0), ("T1", "Association Cup", 1921, 400000.0),
            ("T2", "Coastal Charity Plate", 1952, 60000.0), ("T3", "Shires Floodlit Trophy", 1975, None),
            ("T4", "Founders' Bowl", 1908, 125000.0)]
for tid, title, first, prize in TROPHIES:
    node(tid, "Trophy", title=title, firstAwarded=first, prizeMoney=prize)
winners_pool = {"T0": [c for c, lg in clubs if lg == "L1"], "T1": [c for c, _ in clubs],
                "T2": [c for c, lg in clubs if lg == "L2"], "T3": [c for c, lg in clubs if lg == "L3"],
                "T4": [c for c, lg in clubs if lg != "L3"]}
for tid, years in (("T0", range(2018, 2025)), ("T1", range(2016, 2025)), ("T2", range(2020, 2025)),
                   ("T3", range(2019, 2025)), ("T4", (2017, 2019, 2021, 2023))):
    pool = winners_pool[tid]
    for y in years:
        rel("WON", rng.choice(pool), tid, year=y)

graph = {"nodes": nodes, "relationships": rels, "date_keys": ["born", "date", "since"]}
out = Path(__file__).with_name("graph.json")
out.write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
print(f"{len(nodes)} nodes, {len(rels)} relationships")
print(Counter(n["labels"][0] for n in nodes))
print(Counter(r["type"] for r in rels))
