#!/usr/bin/env python3
"""Write graph.json: an invented wildlife park (Fernhollow Wildlife Park) as its collections office might keep it.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every park, person, animal, sponsor,
supplier and partner-zoo name is invented (species are real species, with made-up figures).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 1515
HERE = Path(__file__).resolve().parent

# commonName, latinName, iucnStatus, classGroup, lifespanYrs, nocturnal, continents, adultWeightKg, section, n animals
SPECIES = [
    ("Red Panda", "Ailurus fulgens", "EN", "mammal", 14, False, ["Asia"], 5.2, "Asia", 4),
    ("Snow Leopard", "Panthera uncia", "VU", "mammal", 18, False, ["Asia"], 45.0, "Asia", 3),
    ("Meerkat", "Suricata suricatta", "LC", "mammal", 12, False, ["Africa"], 0.7, "Africa", 9),
    ("Capybara", "Hydrochoerus hydrochaeris", "LC", "mammal", 10, False, ["South America"], 52.5, "Americas", 5),
    ("Ring-tailed Lemur", "Lemur catta", "EN", "mammal", 19, False, ["Africa"], 2.3, "Africa", 7),
    ("Asian Small-clawed Otter", "Aonyx cinereus", "VU", "mammal", 15, False, ["Asia"], 3.4, "Asia", 6),
    ("Reticulated Giraffe", "Giraffa reticulata", "EN", "mammal", 25, False, ["Africa"], 1050.0, "Africa", 4),
    ("Grevy's Zebra", "Equus grevyi", "EN", "mammal", 22, False, ["Africa"], 410.0, "Africa", 5),
    ("Bactrian Camel", "Camelus bactrianus", "CR", "mammal", 40, False, ["Asia"], 590.0, "Asia", 2),
    ("Sumatran Tiger", "Panthera tigris sumatrae", "CR", "mammal", 20, True, ["Asia"], 115.0, "Asia", 3),
    ("Two-toed Sloth", "Choloepus didactylus", "LC", "mammal", 30, True, ["South America"], 6.8, "Americas", 2),
    ("Fennec Fox", "Vulpes zerda", "LC", "mammal", 13, True, ["Africa"], 1.3, "Africa", 3),
    ("Pygmy Hippo", "Choeropsis liberiensis", "EN", "mammal", 42, True, ["Africa"], 240.0, "Africa", 2),
    ("Binturong", "Arctictis binturong", "VU", "mammal", 22, True, ["Asia"], 17.5, "Asia", 2),
    ("Aardvark", "Orycteropus afer", "LC", "mammal", 23, True, ["Africa"], 62.0, "Africa", 2),
    ("Wolverine", "Gulo gulo", "LC", "mammal", 13, True, ["Europe", "Asia", "North America"], 16.0, "Americas", 2),
    ("Humboldt Penguin", "Spheniscus humboldti", "VU", "bird", 25, False, ["South America"], 4.4, "Birds", 11),
    ("Chilean Flamingo", "Phoenicopterus chilensis", "NT", "bird", 40, False, ["South America"], 2.6, "Birds", 9),
    ("Snowy Owl", "Bubo scandiacus", "VU", "bird", 10, False, ["Europe", "Asia", "North America"], 2.1, "Birds", 2),
    ("Southern Ground Hornbill", "Bucorvus leadbeateri", "VU", "bird", 45, False, ["Africa"], 4.0, "Birds", 2),
    ("Scarlet Ibis", "Eudocimus ruber", "LC", "bird", 16, False, ["South America"], 0.65, "Birds", 6),
    ("Bali Myna", "Leucopsar rothschildi", "CR", "bird", 15, False, ["Asia"], 0.09, "Birds", 4),
    ("Kea", "Nestor notabilis", "EN", "bird", 20, False, ["Oceania"], 0.95, "Birds", 3),
    ("Aldabra Giant Tortoise", "Aldabrachelys gigantea", "VU", "reptile", 120, False, ["Africa"], 205.0,
     "Reptiles", 3),
    ("Komodo Dragon", "Varanus komodoensis", "EN", "reptile", 30, False, ["Asia"], 70.0, "Reptiles", 2),
    ("Green Tree Python", "Morelia viridis", "LC", "reptile", 20, True, ["Oceania", "Asia"], 1.6, "Reptiles", 3),
    ("Gila Monster", "Heloderma suspectum", "NT", "reptile", 20, False, ["North America"], 1.8, "Reptiles", 2),
    ("Axolotl", "Ambystoma mexicanum", "CR", "amphibian", 12, True, ["North America"], 0.2, "Reptiles", 6),
    ("Golden Mantella", "Mantella aurantiaca", "CR", "amphibian", 8, False, ["Africa"], 0.003, "Reptiles", 5),
    ("Blue Poison Frog", "Dendrobates tinctorius", "LC", "amphibian", 10, False, ["South America"], 0.008,
     "Reptiles", 4),
]

# code, zone, areaSqM, indoor, opened (int year), capacity, features (None = not recorded), species housed
ENCLOSURES = [
    ("ENC-01", "Savanna Plains", 12500, False, 1998, 14, ["paddock", "shelter house", "viewing platform"],
     ["Reticulated Giraffe", "Grevy's Zebra"]),
    ("ENC-02", "Savanna Plains", 1800, False, 2006, 12, ["sand pit", "heat lamps"], ["Meerkat"]),
    ("ENC-03", "Madagascar Walk", 2400, False, 2011, 10, ["walk-through", "climbing frame"], ["Ring-tailed Lemur"]),
    ("ENC-04", "Asia Trail", 3100, False, 2015, 4, ["climbing frame", "den", "viewing window"], ["Snow Leopard"]),
    ("ENC-05", "Asia Trail", 900, False, 2015, 6, ["tree canopy", "nest box"], ["Red Panda"]),
    ("ENC-06", "Asia Trail", 1400, False, 2017, 8, ["pool", "holt", "viewing window"],
     ["Asian Small-clawed Otter"]),
    ("ENC-07", "Asia Trail", 5200, False, 2009, 4, ["pool", "den", "heated rocks"], ["Sumatran Tiger"]),
    ("ENC-08", "Highland Steppe", 7400, False, 1994, 4, ["paddock", "shelter house"], ["Bactrian Camel"]),
    ("ENC-09", "Penguin Cove", 1600, False, 2019, 16, ["pool", "beach", "underwater viewing"],
     ["Humboldt Penguin"]),
    ("ENC-10", "Wetland Aviary", 3800, False, 2003, 24, ["lagoon", "walk-through"],
     ["Chilean Flamingo", "Scarlet Ibis"]),
    ("ENC-11", "Rainforest House", 1100, True, 2013, 12, ["heated", "misting", "tree canopy"],
     ["Two-toed Sloth", "Binturong", "Bali Myna", "Capybara"]),
    ("ENC-12", "Reptile House", 450, True, 2001, 10, ["heated", "UV lighting"],
     ["Komodo Dragon", "Gila Monster", "Green Tree Python"]),
    ("ENC-13", "Reptile House", 120, True, 2021, 20, ["heated", "misting", "aquarium"],
     ["Axolotl", "Golden Mantella", "Blue Poison Frog"]),
    ("ENC-14", "Savanna Plains", 2100, False, 1989, 6, ["heated", "mud wallow", "shelter house"],
     ["Aldabra Giant Tortoise"]),
    ("ENC-15", "Nocturnal House", 380, True, 2008, 8, ["reversed lighting"], ["Fennec Fox", "Aardvark"]),
    ("ENC-16", "Highland Steppe", 2600, False, 2022, 6, None, ["Snowy Owl", "Wolverine", "Kea"]),
    ("ENC-17", "Savanna Plains", 2900, False, 2016, 4, ["pool", "mud wallow", "viewing window"], ["Pygmy Hippo"]),
    ("ENC-18", "Wetland Aviary", 1500, False, 2024, 4, ["nest box", "perches"], ["Southern Ground Hornbill"]),
]

ANIMAL_NAMES = """Ember Tamsin Kofi Juniper Rafi Odile Bramble Cosmo Nettle Pip Saffron Tarquin Maud Wren Obi Fenella
Lupin Marigold Boris Kiki Dunstan Zola Hettie Orrin Sable Tilda Ptolemy Nimbus Quill Ruskin Ivo Clementine Fig
Halcyon Monty Perpetua Sprocket Delphine Gus Ottoline Mabel Caspian Thistle Barnaby Indigo Zephyr Pocket Rosalind
Alder Mungo Kestrel Bao Nuri Sunniva Fitz Edda Percival Dora Arlo Cressida Mosi Hamish Tuppence Lark Ottavio Bijou
Winslow Ceres Kip Elodie Rook Sorrel Bodhi Imelda Jasper Nessa Taro Vesper Quincy Oona Dash Ysolde Fergus Liesl
Tobin Amara Pascal Wilhelmina Cobb Dahlia Eamon Frida Gideon Hollis Isolde Jago Kenzie Lorcan Meadow Nico Oriel
Prue Rufus Siska Teodor Ulla Valko Wynne Xanthe Yannick Zuzu Albie Briony Cato Dimitri Esme Florin Gaia Hugo
Inka Jory Koko Lumi Milo Nala Osric Pilar Remy Suki Torvald Uma Vito Wilma Yara Zeno Ainsley Bex Corin""".split()  # noqa: SIM905

FIRST = """Harriet Declan Priya Tomasz Eilidh Marcus Nadia Owen Rosalind Callum Ines Gareth Yusuf Bethan Lachlan
Mirela Fraser Aoife Desmond Keziah Rhodri Sunita Ewan Lotte Cormac Philippa Jovan Morag Tariq Esther Niall Greta
Hamza Ingrid""".split()  # noqa: SIM905
LAST = """Pennycook Achterberg Rowntree Okafor Blakiston Vasquez-Lyle Tremayne Halvorsen Dunmore Fairweather Iqbal
Crewdson Marchbank Oyelaran Stroud Quennell Lindqvist MacPhail Ashdown Treharne Kowalczyk Brannigan Eskdale Moffatt
Sorensen Whitlock Gallacher Penhallow Ferreira Ingleby Carrick Nakamura Abernethy Dalgleish""".split()  # noqa: SIM905

ZOOS = [  # name, city, country, accredited, founded (int year)
    ("Tiergarten Vellmar", "Vellmar", "Germany", True, 1954),
    ("Dierenpark Hoogeveld", "Hoogeveld", "Netherlands", True, 1932),
    ("Parc Animalier de Sainte-Brise", "Sainte-Brise", "France", True, 1971),
    ("Kinross Glen Wildlife Centre", "Kinross Glen", "United Kingdom", True, 1988),
    ("Ashbury Animal Park", "Ashbury", "United Kingdom", False, 2003),
    ("Zoo Mirnavas", "Mirnavas", "Spain", True, 1965),
    ("Ostrava Lesni Zoo", "Ostrava", "Czech Republic", True, 1951),
    ("Loughcarra Wildlife Park", "Loughcarra", "Ireland", True, 1996),
    ("Skarvik Djurpark", "Skarvik", "Sweden", True, 1979),
    ("Bellmount Bird Gardens", "Bellmount", "United Kingdom", False, 1968),
    ("Parco Faunistico Valdoria", "Valdoria", "Italy", True, 1983),
    ("Harrowgate Reptile Sanctuary", "Harrowgate", "United Kingdom", False, 2010),
    ("Zoologischer Garten Rienz", "Rienz", "Austria", True, 1899),
    ("Portmore Aquatic Centre", "Portmore", "United Kingdom", True, 2014),
]

SPONSORS = [  # name, kind, town
    ("Brackenridge Building Society", "company", "Fernhollow"), ("Tollgate Motors", "company", "Ashby Moor"),
    ("Calder & Finch Solicitors", "company", "Fernhollow"), ("Oakhurst Dairies", "company", "Little Wenning"),
    ("Pellinor Software", "company", "Castlebridge"), ("The Green Dragon Inn", "company", "Fernhollow"),
    ("Marsh Lane Garden Centre", "company", "Ashby Moor"), ("Huxtable Print Works", "company", "Castlebridge"),
    ("St Aldric's Primary School", "school", "Fernhollow"), ("Wenning Valley Academy", "school", "Little Wenning"),
    ("Castlebridge Grammar School", "school", "Castlebridge"), ("Holly Bank Infants", "school", "Ashby Moor"),
    ("Redcliffe Scout Group", "club", "Castlebridge"), ("Fernhollow Rotary Club", "club", "Fernhollow"),
    ("Ashby Moor Women's Institute", "club", "Ashby Moor"),
    ("The Quennell Family", "family", "Fernhollow"), ("The Abara Family", "family", "Castlebridge"),
    ("The Lindgren Family", "family", "Little Wenning"), ("The Moss-Patel Family", "family", "Ashby Moor"),
    ("The Drummond Family", "family", "Fernhollow"), ("The Okonjo Family", "family", "Castlebridge"),
    ("Marguerite Ashby", "individual", "Fernhollow"), ("Clive Hartnell", "individual", "Ashby Moor"),
    ("Yvonne Strachan", "individual", "Castlebridge"), ("Dev Rathore", "individual", "Little Wenning"),
    ("Bernadette Foyle", "individual", "Fernhollow"), ("Alun Prydderch", "individual", "Castlebridge"),
    ("Sasha Velikova", "individual", "Fernhollow"), ("Hugh Enderby", "individual", "Ashby Moor"),
    ("Rosa Mendel", "individual", "Little Wenning"), ("Ike Obuya", "individual", "Castlebridge"),
    ("Verity Lang", "individual", "Fernhollow"), ("Gwen Tolliver", "individual", "Ashby Moor"),
    ("Peregrine Hale", "individual", "Fernhollow"), ("Nell Cartwright", "individual", "Little Wenning"),
    ("Tobias Wren", "individual", "Castlebridge"), ("Ada Kilbride", "individual", "Fernhollow"),
    ("Frank Ossett", "individual", "Ashby Moor"), ("Lowther & Sons Builders", "company", "Castlebridge"),
    ("Maple Street Nursery", "school", "Fernhollow"),
]

SUPPLIERS = [  # name, town, organic, deliveryDays, rating (None = not rated), items and the species they go to
    ("Haddow Fish Merchants", "Port Sellick", False, ["Mon", "Thu"], 4.2, "frozen fish",
     ["Humboldt Penguin", "Asian Small-clawed Otter", "Chilean Flamingo", "Scarlet Ibis"]),
    ("Brockwell Farm Produce", "Little Wenning", True, ["Mon", "Wed", "Fri"], 4.7, "fruit and veg",
     ["Ring-tailed Lemur", "Red Panda", "Two-toed Sloth", "Binturong", "Capybara", "Aldabra Giant Tortoise",
      "Bali Myna", "Kea"]),
    ("Greenacre Browse Co", "Ashby Moor", True, ["Tue", "Fri"], 3.9, "browse",
     ["Reticulated Giraffe", "Red Panda", "Ring-tailed Lemur", "Pygmy Hippo"]),
    ("Tallis Meats", "Castlebridge", False, ["Mon", "Wed", "Sat"], 4.0, "meat",
     ["Sumatran Tiger", "Snow Leopard", "Wolverine", "Komodo Dragon"]),
    ("Live Food Direct", "Harrowgate", False, ["Tue"], 3.4, "live insects",
     ["Meerkat", "Golden Mantella", "Blue Poison Frog", "Axolotl", "Fennec Fox", "Aardvark", "Southern Ground Hornbill",
      "Gila Monster"]),
    ("Moorfield Hay & Straw", "Ashby Moor", True, ["Thu"], 4.5, "hay",
     ["Grevy's Zebra", "Bactrian Camel", "Reticulated Giraffe", "Capybara", "Aldabra Giant Tortoise"]),
    ("Nutrivet Pellets Ltd", "Castlebridge", False, ["Wed"], None, "pellets",
     ["Grevy's Zebra", "Bactrian Camel", "Chilean Flamingo", "Red Panda", "Pygmy Hippo"]),
    ("Frostline Rodent Supplies", "Harrowgate", False, ["Mon"], 2.8, "frozen rodents",
     ["Snowy Owl", "Green Tree Python", "Southern Ground Hornbill", "Fennec Fox", "Gila Monster", "Komodo Dragon"]),
    ("Wenning Valley Orchards", "Little Wenning", True, ["Sat"], 4.9, "fruit and veg",
     ["Kea", "Binturong", "Meerkat"]),
    ("Sellick Bay Seafoods", "Port Sellick", False, ["Fri"], 3.1, "frozen fish", []),
]

SECTIONS = ["Africa", "Asia", "Americas", "Birds", "Reptiles"]
CERTS = ["first aid", "dangerous animals", "venomous reptiles", "animal training", "firearms", "diving", "forklift"]


def day(rng: random.Random, lo: dt.date, hi: dt.date) -> dt.date:
    return lo + dt.timedelta(days=rng.randrange((hi - lo).days + 1))


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})

    def rel(rtype: str, a: str, b: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": a, "end": b,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    # species
    for s in SPECIES:
        node(f"sp:{s[0]}", ["Species"], {"commonName": s[0], "latinName": s[1], "iucnStatus": s[2],
                                          "classGroup": s[3], "lifespanYrs": s[4], "nocturnal": s[5],
                                          "continents": s[6], "adultWeightKg": s[7]})
    # enclosures
    home: dict[str, str] = {}
    for e in ENCLOSURES:
        node(f"enc:{e[0]}", ["Enclosure"], {"code": e[0], "zone": e[1], "areaSqM": e[2], "indoor": e[3],
                                             "opened": e[4], "capacity": e[5], "features": e[6]})
        for sp in e[7]:
            home[sp] = e[0]
    # partner zoos
    for z in ZOOS:
        node(f"zoo:{z[0]}", ["Zoo"], {"name": z[0], "city": z[1], "country": z[2], "accredited": z[3],
                                       "founded": z[4]})

    # staff: Keeper (and Vet as a second label)
    names = iter(zip(FIRST, LAST, strict=True))
    staff: list[tuple[str, str, str]] = []  # id, jobTitle, section
    staff_no = rng.sample(range(1040, 1990), 40)

    def person(title: str, section: str, labels: list[str], extra: dict | None = None) -> str:
        first, last = next(names)
        pid = f"st:{first}_{last}"
        hired = day(rng, dt.date(1996, 1, 1), dt.date(2025, 6, 30))
        if title == "Curator":
            hired = dt.date(1999, 3, 1)
        certs = sorted(rng.sample(CERTS, rng.randrange(1, 4))) if rng.random() < 0.85 else None
        if section == "Reptiles" and certs is not None and "venomous reptiles" not in certs and rng.random() < 0.7:
            certs = sorted(certs + ["venomous reptiles"])
        props = {"firstName": first, "lastName": last, "staffNo": staff_no.pop(), "hired": hired.isoformat(),
                 "jobTitle": title, "section": section, "certifications": certs,
                 "phoneExt": rng.randrange(200, 480) if rng.random() < 0.75 else None}
        props.update(extra or {})
        node(pid, ["Keeper"] + labels, props)
        staff.append((pid, title, section))
        return pid

    curator = person("Curator", "Management", [])
    heads = {}
    for sec_pair in (("Africa", "Americas"), ("Asia", "Birds", "Reptiles")):
        h = person("Head Keeper", sec_pair[0], [])
        rel("REPORTS_TO", h, curator, {"since": rng.randrange(2008, 2020)})
        for s in sec_pair:
            heads[s] = h
    seniors = {}
    for s in SECTIONS:
        sk = person("Senior Keeper", s, [])
        rel("REPORTS_TO", sk, heads[s], {"since": rng.randrange(2012, 2024)})
        seniors[s] = sk
    keepers_by_section: dict[str, list[str]] = {s: [seniors[s]] for s in SECTIONS}
    keepers_by_section["Africa"].append(heads["Africa"])
    keepers_by_section["Asia"].append(heads["Asia"])
    plan = {"Africa": 4, "Asia": 4, "Americas": 2, "Birds": 3, "Reptiles": 3}
    for s, n in plan.items():
        for i in range(n):
            title = "Apprentice Keeper" if i == n - 1 and s in ("Africa", "Birds", "Asia") else "Keeper"
            k = person(title, s, [])
            boss = seniors[s] if title == "Keeper" else keepers_by_section[s][-1]
            rel("REPORTS_TO", k, boss, {"since": rng.randrange(2015, 2026)})
            keepers_by_section[s].append(k)
    lead_vet = person("Veterinary Surgeon", "Veterinary", ["Vet"], {"rcvsNo": "RCVS-48213",
                                                                     "specialism": "exotics"})
    rel("REPORTS_TO", lead_vet, curator, {"since": 2011})
    vets = [lead_vet]
    for spec in ("large mammals", "birds", None):
        v = person("Veterinary Surgeon", "Veterinary", ["Vet"],
                   {"rcvsNo": f"RCVS-{rng.randrange(50000, 79999)}", "specialism": spec})
        rel("REPORTS_TO", v, lead_vet, {"since": rng.randrange(2014, 2025)})
        vets.append(v)
    nurses = []
    for _ in range(2):
        nu = person("Vet Nurse", "Veterinary", [])
        rel("REPORTS_TO", nu, lead_vet, {"since": rng.randrange(2016, 2026)})
        nurses.append(nu)
    person("Education Officer", "Learning", [])  # reports to nobody, cares for no animal

    # animals
    name_pool = list(ANIMAL_NAMES)
    rng.shuffle(name_pool)
    animals: list[dict] = []
    studbook = rng.sample(range(1200, 9800), 200)
    for s in SPECIES:
        common, section, n = s[0], s[8], s[9]
        for _ in range(n):
            nm = name_pool.pop()
            wild = rng.random() < 0.12
            born = day(rng, dt.date(1990 if s[4] > 30 else 2008, 1, 1), dt.date(2024, 12, 31))
            if s[0] == "Aldabra Giant Tortoise":
                born = day(rng, dt.date(1952, 1, 1), dt.date(1995, 12, 31))
            w = round(s[7] * rng.uniform(0.7, 1.25), 3 if s[7] < 1 else 1)
            aid = f"an:{nm}"
            labels = ["Animal"]
            props = {"name": nm, "sex": rng.choice(["M", "F"]), "born": None if wild and rng.random() < 0.7
                     else born.isoformat(), "weightKg": w, "wildBorn": wild,
                     "studbookNo": studbook.pop() if rng.random() < 0.8 else None,
                     "onDisplay": rng.random() < 0.88}
            if s[3] in ("mammal", "bird") and rng.random() < 0.2 and s[0] not in ("Sumatran Tiger", "Snow Leopard"):
                labels.append("Ambassador")
                props["talksPerWeek"] = rng.randrange(1, 8)
            node(aid, labels, props)
            rel("IS_A", aid, f"sp:{common}")
            since = max(born, dt.date(2005, 1, 1)) + dt.timedelta(days=rng.randrange(0, 900))
            since = min(since, dt.date(2025, 6, 1))
            rel("LIVES_IN", aid, f"enc:{home[common]}", {"since": since.isoformat()})
            animals.append({"id": aid, "species": common, "born": born, "wild": wild, "sex": props["sex"],
                            "section": section, "has_born": props["born"] is not None, "w": w})

    # parents: some animals born here have parents of the same species in the park
    by_species: dict[str, list[dict]] = {}
    for a in animals:
        by_species.setdefault(a["species"], []).append(a)
    came_from_ids = set()
    for group in by_species.values():
        group.sort(key=lambda a: a["born"])
        elders = [a for a in group[:2] if not a["wild"]] or group[:1]
        for child in group[2:]:
            if rng.random() < 0.6 and child["has_born"]:
                for par in elders:
                    if par["born"] < child["born"] - dt.timedelta(days=700):
                        rel("PARENT_OF", par["id"], child["id"])
            else:
                came_from_ids.add(child["id"])
        for a in group[:2]:
            came_from_ids.add(a["id"])
    # arrivals from partner zoos
    for a in animals:
        if a["id"] in came_from_ids and rng.random() < 0.7:
            z = rng.choice(ZOOS)
            arrived = max(a["born"] + dt.timedelta(days=400), dt.date(2004, 1, 1)) + dt.timedelta(
                days=rng.randrange(0, 600))
            arrived = min(arrived, dt.date(2025, 8, 30))
            rel("CAME_FROM", a["id"], f"zoo:{z[0]}", {"arrived": arrived.isoformat(), "onLoan": rng.random() < 0.3,
                                                       "travelHours": round(rng.uniform(2, 30), 1)})

    # keepers look after animals of their section
    for a in animals:
        pool = keepers_by_section[a["section"]]
        chosen = rng.sample(pool, min(len(pool), rng.choice([1, 2, 2, 3])))
        for i, k in enumerate(chosen):
            rel("CARES_FOR", k, a["id"], {"primary": i == 0, "since": rng.randrange(2012, 2026)})

    # health checks: a vet leads, a nurse sometimes assists
    reasons = ["routine", "routine", "routine", "injury", "dental", "pregnancy scan", "pre-transfer", "illness"]
    examined = rng.sample(animals, 70)
    checks = []
    for i in range(104):
        a = examined[i % 70] if i < 70 else rng.choice(examined)
        d = day(rng, dt.date(2023, 1, 4), dt.date(2025, 10, 31))
        checks.append((d, a))
    checks.sort(key=lambda c: c[0])
    per_year: dict[int, int] = {}
    for d, a in checks:
        per_year[d.year] = per_year.get(d.year, 0) + 1
        ref = f"HC-{d.year % 100:02d}-{per_year[d.year]:03d}"
        reason = rng.choice(reasons)
        outcome = rng.choices(["clear", "monitor", "treated", "referred"], weights=[55, 20, 20, 5])[0]
        cid = f"hc:{ref}"
        node(cid, ["HealthCheck"], {
            "refNo": ref, "date": d.isoformat(), "reason": reason, "outcome": outcome,
            "weightKg": None if rng.random() < 0.25 else round(a["w"] * rng.uniform(0.93, 1.07), 3 if a["w"] < 1 else 1),
            "anaesthetic": reason in ("dental", "injury") and rng.random() < 0.6,
            "costGbp": round(rng.uniform(40, 260) * (3 if reason in ("dental", "injury") else 1), 2),
            "notes": rng.choice(["weight stable", "mild tartar", "limping on left hind", "coat in good order",
                                 "eyes slightly cloudy", "due for booster"]) if rng.random() < 0.45 else None})
        rel("EXAMINED", cid, a["id"])
        rel("PERFORMED", rng.choice(vets), cid, {"role": "lead", "minutes": rng.randrange(15, 120)})
        if rng.random() < 0.35:
            rel("PERFORMED", rng.choice(nurses), cid, {"role": "assist", "minutes": rng.randrange(10, 90)})

    # sponsors and adoptions
    for j, (nm, kind, town) in enumerate(SPONSORS):
        sid = f"sps:{nm}"
        node(sid, ["Sponsor"], {"name": nm, "kind": kind, "town": town,
                                "giftAid": None if kind in ("company", "school", "club") else rng.random() < 0.6,
                                "newsletter": rng.random() < 0.55,
                                "memberSince": rng.randrange(2009, 2025) if rng.random() < 0.9 else None})
        if j in (7, 29, 36):  # three sponsors with nothing adopted at the moment
            continue
        for a in rng.sample(animals, rng.choice([1, 1, 2, 2, 3, 4] if kind == "company" else [1, 1, 1, 2, 3])):
            level = rng.choices(["bronze", "silver", "gold"], weights=[50, 35, 15])[0]
            amount = {"bronze": 60.0, "silver": 150.0, "gold": 400.0}[level]
            if kind == "company":
                amount = round(amount * rng.choice([2.5, 5, 10]), 2)
            rel("SPONSORS", sid, a["id"], {"since": rng.randrange(2014, 2026), "level": level,
                                            "amountGbp": amount, "renewed": rng.random() < 0.7})

    # food suppliers
    for (nm, town, organic, days, rating, item, species) in SUPPLIERS:
        node(f"sup:{nm}", ["Supplier"], {"name": nm, "town": town, "organic": organic, "deliveryDays": days,
                                         "rating": rating, "accountNo": f"AC{rng.randrange(10000, 99999)}"})
        for sp in species:
            rel("SUPPLIES", f"sup:{nm}", f"sp:{sp}", {
                "item": item, "kgPerWeek": round(rng.uniform(0.5, 60), 1),
                "pricePerKg": round(rng.uniform(0.4, 14), 2),
                "contractStart": day(rng, dt.date(2018, 1, 1), dt.date(2025, 3, 31)).isoformat()})

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["born", "since", "hired", "date", "arrived", "contractStart"]}
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts: dict[str, int] = {}
    for n in nodes:
        for lab in n["labels"]:
            counts[lab] = counts.get(lab, 0) + 1
    rcounts: dict[str, int] = {}
    for r in rels:
        rcounts[r["type"]] = rcounts.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes {counts}; {len(rels)} relationships {rcounts}")


if __name__ == "__main__":
    main()
