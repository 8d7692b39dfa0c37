#!/usr/bin/env python3
"""Write graph.json: an invented group of veterinary practices (Hollinmarsh Vets) as its office might keep it.

    python3 make_graph.py            # writes graph.json next to this file and prints the counts

Standard library only, a fixed seed and no clock, so every run writes the same file. Every name (the group, its
clinics and towns, vets, clients, pets, drug brands, makers and the breed `Kellbridge Terrier`) is invented; the
other breed names, species and active ingredients are ordinary words.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 1010
OUT = Path(__file__).with_name("graph.json")
DATE_KEYS = ["born", "diedOn", "since", "date"]

CLINICS = [  # code, name, town, opened, consultRooms, emergency24h, floorAreaM2, phone
    ("HV-KEL", "Kellbridge Clinic", "Kellbridge", 1987, 4, True, 410, "01632 960114"),
    ("HV-ORM", "Ormsby Lane Surgery", "Ormsby", 1998, 2, False, 180, "01632 960388"),
    ("HV-TAV", "Tavering Animal Hospital", "Tavering", 2004, 6, True, 920, "01632 960502"),
    ("HV-PRW", "Prewett Cross Clinic", "Prewett Cross", 2011, 3, False, 260, "01632 960771"),
    ("HV-HOL", "Holloway Green Surgery", "Holloway Green", 2016, 2, False, 150, None),
    ("HV-DUN", "Dunmere Equine Centre", "Dunmere", 2019, 1, False, 1450, "01632 960940"),
]

# firstName, lastName, qualified, university, specialism, partTime, languages, clinics [(code, since, days)]
VETS = [
    ("Imogen", "Calloway", 1991, "Edinburgh", "surgery", False, ["English", "French"], [("HV-KEL", 1994, 5)]),
    ("Rafael", "Oduya", 1996, "Bristol", "cardiology", False, None, [("HV-TAV", 2004, 4), ("HV-KEL", 2009, 1)]),
    ("Maren", "Holtby", 1999, "Glasgow", "equine", False, ["English", "German"], [("HV-DUN", 2019, 5)]),
    ("Declan", "Furness", 1988, "Liverpool", None, True, None, [("HV-ORM", 1998, 3)]),
    ("Priya", "Sandhurst", 2003, "London", "dermatology", False, ["English", "Hindi", "Punjabi"],
     [("HV-TAV", 2006, 5)]),
    ("Tomasz", "Wrenfield", 2008, "Warsaw", "surgery", False, ["English", "Polish"], [("HV-TAV", 2012, 5)]),
    ("Harriet", "Pelling", 2010, "Cambridge", None, False, ["English"], [("HV-KEL", 2013, 4), ("HV-HOL", 2016, 1)]),
    ("Owen", "Garrick", 2012, "Nottingham", "dentistry", False, None, [("HV-PRW", 2014, 5)]),
    ("Sofia", "Marchetti", 2014, "Bologna", "ophthalmology", True, ["English", "Italian"], [("HV-TAV", 2017, 2)]),
    ("Callum", "Brierley", 2015, "Edinburgh", None, False, ["English"], [("HV-ORM", 2015, 5)]),
    ("Niamh", "Costigan", 2016, "Dublin", "exotics", False, ["English", "Irish"], [("HV-PRW", 2018, 4)]),
    ("Jonas", "Lindqvist", 2011, "Uppsala", "equine", False, ["English", "Swedish"], [("HV-DUN", 2019, 4)]),
    ("Beatrix", "Hollis", 2017, "Bristol", None, True, None, [("HV-HOL", 2019, 3)]),
    ("Kwame", "Asante-Pryor", 2018, "London", "surgery", False, ["English", "Twi"], [("HV-KEL", 2020, 5)]),
    ("Elin", "Rhydderch", 2019, "Liverpool", None, False, ["English", "Welsh"], [("HV-ORM", 2021, 5)]),
    ("Marcus", "Thistlewood", 2005, "Glasgow", "anaesthesia", False, None, [("HV-TAV", 2010, 5)]),
    ("Lucy", "Fenwright", 2020, "Surrey", None, False, ["English"], [("HV-PRW", 2021, 5)]),
    ("Anika", "Brandvold", 2021, "Oslo", None, True, ["English", "Norwegian"], [("HV-HOL", 2022, 2)]),
    ("George", "Ashdown", 1994, "Cambridge", "orthopaedics", True, None, [("HV-TAV", 2004, 2), ("HV-PRW", 2011, 1)]),
    ("Yusuf", "Kermani", 2013, "Nottingham", "dermatology", False, ["English", "Farsi"], [("HV-KEL", 2016, 5)]),
    ("Clara", "Voss", 2022, "Edinburgh", None, False, None, [("HV-KEL", 2023, 5)]),
    ("Hamish", "Drummond", 2007, "Glasgow", "equine", True, ["English"], [("HV-DUN", 2020, 3)]),
    ("Freya", "Latimer", 2023, "Bristol", None, False, ["English"], [("HV-TAV", 2023, 5)]),
    ("Ravi", "Chaudhry", 2019, None, "exotics", False, ["English", "Gujarati"], [("HV-TAV", 2021, 4)]),
    ("Mairi", "Sutherland", 2024, "Edinburgh", None, False, None, [("HV-ORM", 2024, 4)]),
    ("Pieter", "van Aalst", 2009, "Utrecht", None, True, ["English", "Dutch"], [("HV-HOL", 2016, 3)]),
]
PARTNERS = {  # lastName: (partnerSince, equityPct)
    "Calloway": (2001, 30.0), "Oduya": (2009, 22.5), "Furness": (1998, 17.5), "Holtby": (2020, 15.0),
    "Thistlewood": (2015, 15.0),
}
MENTORS = [  # mentor lastName, mentee lastName, since
    ("Calloway", "Pelling", 2013), ("Calloway", "Asante-Pryor", 2020), ("Calloway", "Voss", 2023),
    ("Oduya", "Marchetti", 2017), ("Oduya", "Latimer", 2023), ("Holtby", "Lindqvist", 2019),
    ("Holtby", "Drummond", 2020), ("Furness", "Brierley", 2015), ("Brierley", "Rhydderch", 2021),
    ("Brierley", "Sutherland", 2024), ("Sandhurst", "Kermani", 2016), ("Wrenfield", "Chaudhry", 2021),
    ("Garrick", "Fenwright", 2021), ("Pelling", "Hollis", 2019),
]

# name, species, sizeClass, lifespanYears, origin, typicalWeightKg
BREEDS = [
    ("Labrador Retriever", "dog", "large", 12, "Canada", 32.0),
    ("Border Collie", "dog", "medium", 13, "United Kingdom", 18.5),
    ("Cocker Spaniel", "dog", "medium", 13, "United Kingdom", 13.5),
    ("Golden Retriever", "dog", "large", 11, "United Kingdom", 30.0),
    ("Dachshund", "dog", "small", 14, "Germany", 9.0),
    ("French Bulldog", "dog", "small", 11, "France", 12.0),
    ("German Shepherd", "dog", "large", 11, "Germany", 34.0),
    ("Jack Russell Terrier", "dog", "small", 15, "United Kingdom", 6.5),
    ("Whippet", "dog", "medium", 14, "United Kingdom", 12.5),
    ("Staffordshire Bull Terrier", "dog", "medium", 13, "United Kingdom", 15.0),
    ("Kellbridge Terrier", "dog", "small", 14, None, 7.5),
    ("Cavalier King Charles Spaniel", "dog", "small", 11, "United Kingdom", 7.0),
    ("Greyhound", "dog", "large", 12, None, 30.0),
    ("Bernese Mountain Dog", "dog", "giant", 8, "Switzerland", 45.0),
    ("British Shorthair", "cat", None, 15, "United Kingdom", 5.0),
    ("Maine Coon", "cat", None, 13, "United States", 7.5),
    ("Siamese", "cat", None, 15, "Thailand", 4.0),
    ("Ragdoll", "cat", None, 14, "United States", 6.5),
    ("Bengal", "cat", None, 14, "United States", 5.5),
    ("Domestic Shorthair", "cat", None, 15, None, 4.5),
    ("Sphynx", "cat", None, 12, "Canada", 4.0),
    ("Netherland Dwarf", "rabbit", None, 10, "Netherlands", 1.0),
    ("Holland Lop", "rabbit", None, 9, "Netherlands", 1.8),
    ("Lionhead", "rabbit", None, 8, "Belgium", 1.5),
    ("Welsh Cob", "horse", None, 30, "United Kingdom", 450.0),
    ("Thoroughbred", "horse", None, 27, "United Kingdom", 500.0),
    ("Shetland Pony", "horse", None, 32, "United Kingdom", 180.0),
    ("Abyssinian Guinea Pig", "guinea pig", None, 6, None, 1.0),
]

# name, activeIngredient, form, prescriptionOnly, priceGbp, licensedFor, manufacturer, controlled
MEDICATIONS = [
    ("Meloxivet", "meloxicam", "liquid", True, 18.4, ["dog", "cat"], "Brantwell Pharma", False),
    ("Carprodyl", "carprofen", "tablet", True, 24.95, ["dog"], "Orrin Animal Health", False),
    ("Amoxiclave", "amoxicillin", "tablet", True, 12.6, ["dog", "cat"], "Brantwell Pharma", False),
    ("Cefaline", "cefalexin", "tablet", True, 15.2, ["dog", "cat"], "Pellam Labs", False),
    ("Otoclear", "polymyxin B", "drops", True, 16.75, ["dog", "cat"], "Orrin Animal Health", False),
    ("Dermisol", "hydrocortisone", "cream", True, 11.3, ["dog", "cat", "horse"], "Pellam Labs", False),
    ("Fleaguard Spot-On", "fipronil", "spot-on", False, 9.99, ["dog", "cat", "rabbit"], "Hexley", False),
    ("Wormaway", "praziquantel", "tablet", False, 7.5, ["dog", "cat"], "Hexley", False),
    ("Gabavet", "gabapentin", "capsule", True, 21.0, ["dog", "cat"], "Brantwell Pharma", True),
    ("Buprenorm", "buprenorphine", "injection", True, 32.5, ["dog", "cat", "rabbit"], "Orrin Animal Health",
     True),
    ("Vetmedon", "pimobendan", "tablet", True, 48.9, ["dog"], "Pellam Labs", False),
    ("Thyrostat", "methimazole", "tablet", True, 27.3, ["cat"], "Brantwell Pharma", False),
    ("Apoquell", "oclacitinib", "tablet", True, 52.8, ["dog"], "Orrin Animal Health", False),
    ("Equibute", "phenylbutazone", "powder", True, 29.4, ["horse"], "Stallard Equine", False),
    ("Equimax Paste", "ivermectin", "paste", False, 14.25, ["horse"], "Stallard Equine", False),
    ("Metacalm", "metoclopramide", "injection", True, 19.8, ["dog", "cat"], "Pellam Labs", False),
    ("Rabbicare", "meloxicam", "liquid", True, 13.1, ["rabbit", "guinea pig"], "Hexley", False),
    ("Enroflox", "enrofloxacin", "tablet", True, 22.45, ["dog", "cat", "rabbit", "guinea pig"], "Brantwell Pharma",
     False),
    ("Prednivet", "prednisolone", "tablet", True, 8.6, ["dog", "cat", "horse"], "Pellam Labs", False),
    ("Dentagel", "chlorhexidine", "gel", False, 6.95, ["dog", "cat"], "Hexley", False),
]

FIRST = ["Alice", "Ben", "Chloe", "David", "Emma", "Frank", "Grace", "Henry", "Isla", "Jack", "Katie", "Liam",
         "Megan", "Nathan", "Olivia", "Paul", "Rosie", "Sam", "Tara", "Victor", "Wendy", "Zara", "Adam", "Bethan",
         "Connor", "Daisy", "Ethan", "Fiona", "Gareth", "Holly", "Ian", "Jodie", "Kieran", "Laura", "Martin", "Nina",
         "Oscar", "Phoebe", "Rhys", "Sian"]
LAST = ["Ambrey", "Bellwood", "Crisp", "Dorling", "Eastcott", "Fairhurst", "Gedling", "Hartigan", "Ingleby",
        "Jessop", "Kettering", "Lowther", "Mabbott", "Nuttall", "Ormerod", "Purslow", "Quayle", "Rudge", "Scarth",
        "Tindall", "Upwood", "Varley", "Wimbush", "Yardley", "Blenkin", "Corrie", "Dawbarn", "Frisby", "Goacher",
        "Hebblethwaite"]
OWNER_TOWNS = {
    "HV-KEL": ["Kellbridge", "Kellbridge", "Upper Sowden", "Marlow Heath"],
    "HV-ORM": ["Ormsby", "Ormsby", "Fallowfield"],
    "HV-TAV": ["Tavering", "Tavering", "Brookmere", "Stanwick Vale"],
    "HV-PRW": ["Prewett Cross", "Prewett Cross", "Linby"],
    "HV-HOL": ["Holloway Green", "Holloway Green"],
    "HV-DUN": ["Dunmere", "Ashcombe", "Fallowfield"],
}
PET_NAMES = ["Bella", "Max", "Luna", "Charlie", "Poppy", "Teddy", "Milo", "Daisy", "Bailey", "Ruby", "Archie", "Molly",
             "Alfie", "Rosie", "Coco", "Buster", "Willow", "Oscar", "Nala", "Bruno", "Pepper", "Jasper", "Hazel",
             "Biscuit", "Maple", "Ziggy", "Marmalade", "Tilly", "Winston", "Olive", "Pickle", "Rolo", "Smudge",
             "Dexter", "Mabel", "Otis", "Peanut", "Fudge", "Ginger", "Hugo", "Juniper", "Kipper", "Lola", "Monty",
             "Nutmeg", "Percy", "Quincy", "Rufus", "Sable", "Toffee", "Umber", "Velvet", "Wilbur", "Yoshi",
             "Bramble", "Clover", "Dougal", "Ember", "Flint", "Gus", "Honey", "Iggy", "Jinx", "Koda", "Lenny",
             "Misty", "Noodle", "Ozzy", "Pippin", "Rocco", "Sooty", "Tigger", "Ursa", "Vinnie", "Whisky", "Xena",
             "Bonnie", "Cosmo", "Dolly", "Elsie", "Fern", "Gizmo", "Hector", "Indie", "Jet", "Kiwi", "Loki",
             "Mochi", "Ned", "Orla", "Pudding", "Rascal", "Scout", "Thistle", "Bertie", "Cleo", "Dotty", "Echo",
             "Frodo", "Gracie", "Harley", "Inca", "Juno", "Kit", "Lexi", "Murphy", "Nell", "Pixie", "Reggie",
             "Saffy", "Tango", "Benji", "Cooper", "Dash", "Finn", "Goose", "Hattie", "Ivy", "Jazz", "Kobe",
             "Lottie", "Maisie", "Nico", "Ollie", "Penny", "Remy", "Storm"]
ALLERGIES = ["chicken", "beef", "grass pollen", "dust mites", "flea saliva", "penicillin", "wheat", "dairy"]
COLOURS = {"dog": ["black", "yellow", "chocolate", "tricolour", "brindle", "white", "tan", "black and white"],
           "cat": ["tabby", "black", "ginger", "grey", "tortoiseshell", "white", "seal point"],
           "rabbit": ["white", "grey", "brown", "black and white"], "horse": ["bay", "chestnut", "grey", "black"],
           "guinea pig": ["ginger", "tricolour", "white"]}
REASONS = {  # reason: (fee range, minutes range, temperature taken?)
    "vaccination": ((38, 62), (10, 15), False), "annual check-up": ((42, 58), (15, 20), True),
    "lameness": ((55, 140), (20, 40), True), "dental": ((180, 420), (45, 90), False),
    "skin problem": ((48, 95), (15, 30), True), "ear infection": ((45, 80), (15, 20), True),
    "vomiting": ((60, 150), (20, 30), True), "neutering": ((150, 380), (40, 90), False),
    "wound": ((70, 220), (20, 45), True), "heart check": ((90, 240), (30, 45), True),
    "eye problem": ((55, 130), (15, 30), True), "nail clip": ((12, 20), (5, 10), False),
}
SPECIES_REASONS = {
    "dog": list(REASONS), "cat": [r for r in REASONS if r != "nail clip"] + ["nail clip"],
    "rabbit": ["vaccination", "dental", "nail clip", "annual check-up", "skin problem", "neutering"],
    "guinea pig": ["nail clip", "dental", "skin problem", "annual check-up"],
    "horse": ["vaccination", "lameness", "dental", "wound", "annual check-up"],
}
REASON_MEDS = {
    "lameness": ["Meloxivet", "Carprodyl", "Gabavet", "Equibute", "Prednivet"],
    "dental": ["Amoxiclave", "Meloxivet", "Dentagel", "Rabbicare"], "skin problem": ["Dermisol", "Apoquell",
                                                                                     "Prednivet", "Cefaline"],
    "ear infection": ["Otoclear"], "vomiting": ["Metacalm"], "neutering": ["Buprenorm", "Meloxivet", "Rabbicare"],
    "wound": ["Cefaline", "Amoxiclave", "Enroflox", "Dermisol"], "heart check": ["Vetmedon"],
    "eye problem": ["Prednivet", "Enroflox"], "annual check-up": ["Wormaway", "Fleaguard Spot-On", "Thyrostat",
                                                                  "Equimax Paste"],
    "vaccination": ["Fleaguard Spot-On", "Wormaway", "Equimax Paste"],
}
NO_DOSE_FORMS = {"cream", "drops", "spot-on", "gel", "paste"}


def day(rng: random.Random, start: dt.date, end: dt.date) -> dt.date:
    return start + dt.timedelta(days=rng.randrange((end - start).days + 1))


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    for code, name, town, opened, rooms, er, area, phone in CLINICS:
        node(code, ["Clinic"], {"code": code, "name": name, "town": town, "opened": opened, "consultRooms": rooms,
                                "emergency24h": er, "floorAreaM2": area, "phone": phone})

    vet_id: dict[str, str] = {}
    vets_at: dict[str, list[str]] = {c[0]: [] for c in CLINICS}
    vet_spec: dict[str, str | None] = {}
    for i, (first, last, qual, uni, spec, part, langs, works) in enumerate(VETS):
        vid = f"v{i}"
        vet_id[last] = vid
        vet_spec[vid] = spec
        labels = ["Vet", "Partner"] if last in PARTNERS else ["Vet"]
        props = {"firstName": first, "lastName": last, "staffNo": 101 + i * 3 + (i % 2), "qualified": qual,
                 "university": uni, "specialism": spec, "partTime": part, "languages": langs,
                 "since": min(w[1] for w in works)}  # year joined the group: an int, where Owner.since is a date
        if last in PARTNERS:
            props["partnerSince"], props["equityPct"] = PARTNERS[last]
        node(vid, labels, props)
        for code, since, days in works:
            rel("WORKS_AT", vid, code, {"since": since, "daysPerWeek": days})
            vets_at[code].append(vid)
    for mentor, mentee, since in MENTORS:
        rel("MENTORS", vet_id[mentor], vet_id[mentee], {"since": since})

    breed_ids: dict[str, list[str]] = {}
    for i, (name, species, size, life, origin, kg) in enumerate(BREEDS):
        bid = f"b{i}"
        breed_ids.setdefault(species, []).append(bid)
        node(bid, ["Breed"], {"name": name, "species": species, "sizeClass": size, "lifespanYears": life,
                              "origin": origin, "typicalWeightKg": kg})
    breed_kg = {f"b{i}": b[5] for i, b in enumerate(BREEDS)}

    med_id: dict[str, str] = {}
    med_info: dict[str, tuple] = {}
    for i, (name, ingr, form, pom, price, lic, maker, ctrl) in enumerate(MEDICATIONS):
        mid = f"m{i}"
        med_id[name] = mid
        med_info[name] = (form, lic)
        node(mid, ["Medication"], {"name": name, "activeIngredient": ingr, "form": form, "prescriptionOnly": pom,
                                   "priceGbp": price, "licensedFor": lic, "manufacturer": maker, "controlled": ctrl})

    # owners
    clinic_weights = [("HV-KEL", 20), ("HV-ORM", 13), ("HV-TAV", 24), ("HV-PRW", 14), ("HV-HOL", 10),
                      ("HV-DUN", 9)]
    owner_clinic: dict[str, str] = {}
    used_names: set[str] = set()
    oid_list: list[str] = []
    n = 0
    for code, count in clinic_weights:
        for _ in range(count):
            while True:
                name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
                if name not in used_names:
                    used_names.add(name)
                    break
            oid = f"o{n}"
            oid_list.append(oid)
            owner_clinic[oid] = code
            node(oid, ["Owner"], {
                "name": name, "clientNo": f"C-{10050 + n * 37 + rng.randrange(30)}",
                "town": None if rng.random() < 0.12 else rng.choice(OWNER_TOWNS[code]),
                "phone": None if rng.random() < 0.2 else f"07700 9{rng.randrange(10000, 99999)}",
                "since": day(rng, dt.date(2006, 1, 1), dt.date(2025, 6, 30)).isoformat(),
                "petPlan": rng.random() < 0.35, "outstandingGbp": 0.0 if rng.random() < 0.7 else
                round(rng.uniform(12, 640), 2), "marketingOptIn": rng.random() < 0.5,
            })
            rel("REGISTERED_AT", oid, code)
            n += 1

    # pets
    pet_rows: list[dict] = []
    names = PET_NAMES[:]
    rng.shuffle(names)
    names = names[:126] + ["Bella", "Milo", "Max", "Luna"]  # four names repeat, as they do in a real practice
    patient = 2301
    horse_owners = [o for o in oid_list if owner_clinic[o] == "HV-DUN"]
    small_owners = [o for o in oid_list if owner_clinic[o] != "HV-DUN"]
    plan = ([("horse", o) for o in horse_owners for _ in range(1)] + [("horse", horse_owners[0])]
            + [("horse", horse_owners[3])])
    for o in small_owners:
        plan.append((rng.choices(["dog", "cat", "rabbit", "guinea pig"], [55, 34, 7, 4])[0], o))
    extra = rng.sample(small_owners, 45)
    for o in extra:
        plan.append((rng.choices(["dog", "cat", "rabbit", "guinea pig"], [50, 35, 9, 6])[0], o))
    plan = plan[:130]
    three_pet = [o for o in small_owners if o not in extra][:3]  # three owners with no pet on the books
    plan = [(s, o) for s, o in plan if o not in three_pet]
    for p, (species, o) in enumerate(plan):
        pid = f"p{p}"
        name = names[p % len(names)]
        breed = None if (species in ("dog", "cat") and rng.random() < 0.06) else rng.choice(breed_ids[species])
        born = day(rng, dt.date(2008, 3, 1), dt.date(2025, 4, 30))
        base = breed_kg.get(breed, 14.0 if species == "dog" else 4.3)
        row = {"id": pid, "species": species, "owner": o, "born": born, "breed": breed}
        died = None
        if born < dt.date(2016, 1, 1) and rng.random() < 0.4:
            died = day(rng, dt.date(2023, 3, 1), dt.date(2025, 10, 31))
        row["died"] = died
        props = {
            "name": name, "patientNo": patient, "species": species,
            "born": None if rng.random() < 0.08 else born.isoformat(),
            "sex": rng.choice(["male", "female"]), "neutered": rng.random() < (0.75 if species != "horse" else 0.5),
            "weightKg": round(base * rng.uniform(0.75, 1.3), 1),
            "colour": None if rng.random() < 0.1 else rng.choice(COLOURS[species]),
            "insured": rng.random() < (0.55 if species in ("dog", "horse") else 0.3),
            "allergies": sorted(rng.sample(ALLERGIES, rng.choice([1, 1, 2]))) if rng.random() < 0.15 else None,
            "microchipped": species not in ("guinea pig",) and rng.random() < 0.9,
        }
        labels = ["Pet"]
        if died:
            labels.append("Deceased")
            props["diedOn"] = died.isoformat()
        node(pid, labels, props)
        rel("OWNS", o, pid)
        if breed:
            rel("OF_BREED", pid, breed)
        pet_rows.append(row)
        patient += 1 + rng.randrange(4)
    # a few pets have two owners on the record (couples, shared horses)
    for pr in rng.sample([r for r in pet_rows if r["species"] != "horse"], 7) + [pet_rows[0]]:
        others = [o for o in oid_list if owner_clinic[o] == owner_clinic[pr["owner"]] and o != pr["owner"]]
        rel("OWNS", rng.choice(others), pr["id"])

    # visits: TREATED_BY from pet to vet, PRESCRIBED from pet to medication
    for pr in pet_rows:
        clinic = owner_clinic[pr["owner"]]
        pool = vets_at[clinic]
        if pr["species"] in ("rabbit", "guinea pig"):
            pool = pool + [vet_id["Costigan"], vet_id["Chaudhry"]]
        first = max(pr["born"] + dt.timedelta(days=60), dt.date(2023, 1, 3))
        last = pr["died"] or dt.date(2025, 11, 28)
        if first >= last:
            continue
        k = rng.choice([0, 1, 2, 3, 3, 3, 4, 4, 5, 6])
        for _ in range(k):
            reason = rng.choice(SPECIES_REASONS[pr["species"]])
            (flo, fhi), (mlo, mhi), temp = REASONS[reason]
            vid = rng.choice(pool)
            when = day(rng, first, last)
            props = {"date": when.isoformat(), "reason": reason, "feeGbp": round(rng.uniform(flo, fhi), 2),
                     "durationMin": rng.randrange(mlo, mhi + 1, 5) if mhi - mlo >= 5 else mlo,
                     "followUp": rng.random() < 0.3,
                     "temperatureC": round(rng.uniform(37.6, 39.6), 1) if temp and rng.random() < 0.85 else None}
            rel("TREATED_BY", pr["id"], vid, props)
            meds = [m for m in REASON_MEDS.get(reason, []) if pr["species"] in med_info[m][1]]
            if meds and rng.random() < 0.6:
                med = rng.choice(meds)
                form = med_info[med][0]
                rel("PRESCRIBED", pr["id"], med_id[med], {
                    "date": when.isoformat(), "days": rng.choice([3, 5, 7, 7, 10, 14, 28]),
                    "doseMg": None if form in NO_DOSE_FORMS else rng.choice([0.5, 1.0, 2.5, 5.0, 10.0, 25.0, 50.0]),
                    "repeats": rng.choice([0, 0, 0, 1, 2, 3])})

    graph = {"nodes": nodes, "relationships": rels, "date_keys": DATE_KEYS}
    OUT.write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts: dict[str, int] = {}
    for nd in nodes:
        for label in nd["labels"]:
            counts[label] = counts.get(label, 0) + 1
    rcounts: dict[str, int] = {}
    for r in rels:
        rcounts[r["type"]] = rcounts.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes {counts}")
    print(f"{len(rels)} relationships {rcounts}")


if __name__ == "__main__":
    main()
