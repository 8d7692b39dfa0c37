#!/usr/bin/env python3
"""Write graph.json: the catalogue and circulation graph of the (invented) Ashford Public Library network.

Standard library only and deterministic (a fixed seed, no clock): running it twice gives the same file byte for
byte. Everything in it is made up: people, books, publishers, awards and branches.

    python3 make_graph.py [--out graph.json]

graph.json holds
    nodes          [{"id": "book:17", "labels": ["Book"], "properties": {...}}, ...]
    relationships  [{"type": "WROTE", "start": "author:3", "end": "book:17", "properties": {...}}, ...]
    date_keys      property keys (of nodes and of relationships) whose values are ISO dates "YYYY-MM-DD" and are
                   loaded as Neo4j `date` values
The ids are only for wiring the file together; load.py does not store them in the database.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
from pathlib import Path

SEED = 20250301
SNAPSHOT = dt.date(2025, 3, 1)  # the day the library exported its database
DATE_KEYS = ["birthDate", "deathDate", "joinedOn", "since", "loanDate", "returnDate", "reviewedOn"]

BRANCHES = [
    # name, code, district, openedYear, hasCafe, weeklyHours
    ("Central Library", "CEN", "Old Town", 1912, True, 62.5),
    ("Riverside Branch", "RIV", "Riverside", 1968, True, 48.0),
    ("Northgate Branch", "NGT", "Northgate", 1985, False, 40.0),
    ("Elm Park Branch", "ELM", "Elm Park", 1999, False, 36.5),
    ("Harbour View Branch", "HBV", "Harbour", 2007, True, 45.0),
    ("Millbrook Branch", "MLB", "Millbrook", 2015, False, 30.0),
]

GENRES = [
    # name, isFiction, shelf code
    ("Fantasy", True, "FAN"),
    ("Science Fiction", True, "SCF"),
    ("Mystery", True, "MYS"),
    ("Historical Fiction", True, "HIF"),
    ("Romance", True, "ROM"),
    ("Poetry", True, "POE"),
    ("Children's", True, "CHI"),
    ("Biography", False, "BIO"),
    ("History", False, "HIS"),
    ("Popular Science", False, "SCI"),
    ("Travel", False, "TRV"),
    ("Cookery", False, "COO"),
]

PUBLISHERS = [
    # name, city, foundedYear, independent
    ("Larkspur Press", "London", 1921, False),
    ("Greywater Books", "Edinburgh", 1958, True),
    ("Halcyon House", "New York", 1934, False),
    ("Pemberton & Lowe", "London", 1889, False),
    ("Tidewater Publishing", "Boston", 1972, True),
    ("Ashgrove Editions", "Dublin", 1996, True),
    ("Blue Heron Books", "Toronto", 1965, False),
    ("Corvid House", "Manchester", 2004, True),
    ("Marlow Street Press", "Bristol", 1983, True),
    ("Northlight Publishing", "Melbourne", 1951, False),
    ("Saffron Quill", "Mumbai", 2009, True),
    ("Oakhollow Books", "Cardiff", 1977, True),
    ("Kestrel & Finch", "New York", 1947, False),
    ("Vantage Point Press", "Chicago", 1990, False),
]

AWARDS = [
    # name, country, established, prizeMoney, genres it honours
    ("Golden Quill Prize", "United Kingdom", 1962, 50000, ["Historical Fiction", "Romance", "Mystery", "Fantasy"]),
    ("Harrowgate Fiction Award", "United Kingdom", 1975, 25000, ["Historical Fiction", "Mystery", "Romance"]),
    ("Meridian Prize for Nonfiction", "United States", 1981, 40000, ["History", "Popular Science", "Travel"]),
    ("Silver Lantern Award", "Canada", 1969, 10000, ["Mystery"]),
    ("Aurora Award for Speculative Fiction", "United States", 1978, 15000, ["Fantasy", "Science Fiction"]),
    ("Whitcombe Poetry Medal", "Ireland", 1955, 8000, ["Poetry"]),
    ("Calder Biography Award", "United Kingdom", 1988, 12000, ["Biography", "History"]),
    ("Bramble Prize for Children's Books", "Australia", 1992, 7500, ["Children's"]),
]

FIRST = """Ada Alaric Alice Amara Anders Aoife Arjun Astrid Beatrice Bram Callum Camille Cecily Cormac Dafydd Delia
Desmond Eamon Edith Elif Elspeth Emeka Esme Ewan Fenella Finn Florence Gideon Greta Hamish Hollis Imogen Ines Isaac
Ivo Jasper Johanna Jude Kasimir Kezia Lachlan Leona Linnea Lorcan Lucian Mabel Magnus Maren Matilda Miriam Nadia
Nell Niamh Nikolai Odette Orla Otis Pilar Priya Quentin Rafferty Rosalind Rowan Rufus Saoirse Silas Solveig Tamsin
Teodor Thea Tobias Una Ursula Vera Wilfred Willa Xavier Yara Zadie Zoltan""".split()
LAST = """Abernethy Achterberg Adeyemi Ainsworth Alderton Ashdown Bellweather Blackwood Brannigan Calloway Carrow
Castellane Crane Darrow Delacourt Dunmore Eckersley Ellery Fairbairn Falkner Farrant Fenwick Gallagher Garroway
Greaves Hadley Halloran Hartigan Holloway Ibsen Iyer Jessop Kavanagh Kettering Kincaid Lachance Lindqvist Loxley
Mabry Marchetti McAllister Merriweather Mortlake Nakamura Nightingale Norcross Okonkwo Ormsby Penhaligon Pettigrew
Quigley Radcliffe Ravensworth Rourke Salisbury Sandoval Sinclair Strand Tenby Thackeray Thistlewood Underhill
Vance Varga Wainwright Warrender Whitlock Winterbourne Yardley Zielinski""".split()

NATIONALITIES = [
    ("United Kingdom", ["English"]), ("Ireland", ["English"]), ("United States", ["English"]),
    ("Canada", ["English", "French"]), ("Australia", ["English"]), ("New Zealand", ["English"]),
    ("India", ["English", "Hindi"]), ("Nigeria", ["English"]), ("Sweden", ["Swedish", "English"]),
    ("Netherlands", ["Dutch", "English"]), ("France", ["French"]), ("Italy", ["Italian"]),
]

# primary genre of each of the 61 writing authors (the three illustrators come on top)
AUTHOR_GENRES = (["Fantasy"] * 7 + ["Science Fiction"] * 6 + ["Mystery"] * 7 + ["Historical Fiction"] * 6
                 + ["Romance"] * 5 + ["Poetry"] * 4 + ["Children's"] * 4 + ["Biography"] * 5 + ["History"] * 5
                 + ["Popular Science"] * 5 + ["Travel"] * 3 + ["Cookery"] * 4)

SECOND_GENRE = {  # a book of genre G sometimes also sits in one of these
    "Fantasy": ["Children's", "Romance"], "Science Fiction": ["Mystery"], "Mystery": ["Historical Fiction"],
    "Historical Fiction": ["Romance", "Mystery"], "Romance": ["Historical Fiction"], "Poetry": ["Travel"],
    "Children's": ["Fantasy", "Poetry"], "Biography": ["History"], "History": ["Travel", "Biography"],
    "Popular Science": ["History"], "Travel": ["Cookery", "History"], "Cookery": ["Travel"],
}

PAGES = {  # genre -> (min, max) page count
    "Fantasy": (320, 780), "Science Fiction": (260, 620), "Mystery": (220, 460), "Historical Fiction": (300, 640),
    "Romance": (240, 420), "Poetry": (56, 140), "Children's": (24, 180), "Biography": (280, 720),
    "History": (260, 690), "Popular Science": (220, 460), "Travel": (180, 380), "Cookery": (160, 340),
}

TAGS = {
    "Fantasy": ["dragons", "magic", "quest", "court intrigue", "coming of age", "prophecy"],
    "Science Fiction": ["space", "artificial intelligence", "dystopia", "first contact", "time travel", "climate"],
    "Mystery": ["detective", "country house", "cold case", "police procedural", "small town", "locked room"],
    "Historical Fiction": ["war", "victorian", "medieval", "family saga", "emigration", "royalty"],
    "Romance": ["second chances", "summer", "letters", "friends to lovers", "small town", "wedding"],
    "Poetry": ["nature", "grief", "the sea", "love", "city life", "memory"],
    "Children's": ["animals", "bedtime", "adventure", "friendship", "school", "picture book"],
    "Biography": ["music", "science", "politics", "sport", "exploration", "art"],
    "History": ["empire", "maritime", "industrial revolution", "ancient world", "war", "cities"],
    "Popular Science": ["evolution", "the brain", "physics", "ecology", "mathematics", "medicine"],
    "Travel": ["walking", "islands", "mountains", "rail journeys", "rivers", "europe"],
    "Cookery": ["baking", "vegetarian", "one pot", "seasonal", "preserving", "street food"],
}

ADJ = """Silent Hollow Broken Crimson Gilded Forgotten Burning Pale Shattered Iron Silver Hidden Drowned Endless
Wandering Last Quiet Bitter Golden Winter""".split()
NOUN = """Crown Lantern Harbour Orchard Tide Mirror River Garden Tower Compass Ember Night Raven Bridge Meadow
Lighthouse Archive Thorn Frost Key""".split()
PLACES = """Ashcombe Thornbury Greywick Saltmarsh Kelderby Wrenfield Marrowgate Oldhaven Fallowmere Brackenridge
Dunmere Havelock Larkhill Pellow Ravensholm Stillwater""".split()
THINGS = ["Salt", "Clocks", "Bridges", "Bees", "Maps", "Glass", "Rivers", "Tea", "Bells", "Lighthouses", "Trees",
          "Fungi", "Stars", "Numbers", "Sleep", "Ice", "Spices", "Ships", "Wool", "Paper"]
SUBJECTS = ["Margery Tallis", "Conrad Beale", "Ottoline Fraser", "Henrik Solberg", "Edwina Marsh", "Lionel Ashby",
            "Clementine Rowe", "August Penrose", "Harriet Quayle", "Benedikt Auer", "Philippa Lowndes",
            "Rupert Vane", "Isadora Kell", "Winifred Oakes"]
ANIMALS = ["Badger", "Otter", "Hedgehog", "Fox", "Owl", "Mole", "Hare", "Puffin", "Wren", "Tortoise"]
CHILD_NAMES = ["Pip", "Molly", "Tom", "Bea", "Ollie", "Rosie", "Sam", "Lulu", "Kit", "Nell"]
BUILDINGS = ["Lighthouse", "Archive", "Tower", "Harbour", "Orchard", "Mill", "Abbey", "Museum", "Vicarage"]
WALKS = ["Ridgeway", "Coast Path", "Old Drove Road", "Border Hills", "Tidal Flats", "Pilgrim Way"]
INGREDIENTS = ["Lemons", "Beans", "Rye", "Seaweed", "Apples", "Chillies", "Mushrooms", "Honey", "Leeks", "Oats"]

SERIES = [
    # title, genre, complete
    ("The Ember Crown Cycle", "Fantasy", True),
    ("Chronicles of the Drowned Kingdom", "Fantasy", False),
    ("The Lantern Road", "Fantasy", True),
    ("Deep Orbit", "Science Fiction", False),
    ("The Halden Protocol", "Science Fiction", True),
    ("Inspector Greaves Investigates", "Mystery", False),
    ("The Saltmarsh Mysteries", "Mystery", True),
    ("Ravensholm Saga", "Historical Fiction", True),
    ("Badger and Friends", "Children's", False),
    ("Kitchen Year", "Cookery", True),
]


def title_for(genre: str, rng: random.Random) -> str:
    a, n, p, t = rng.choice(ADJ), rng.choice(NOUN), rng.choice(PLACES), rng.choice(THINGS)
    n2 = rng.choice([x for x in NOUN if x != n])
    place = rng.choice(BUILDINGS)
    options = {
        "Fantasy": [f"The {a} {n}", f"The {n} of {p}", f"The {n}'s {n2}", f"{a} {n}", f"The {n} and the {a} Queen"],
        "Science Fiction": [f"The {p} Signal", f"Beyond the {a} {n}", f"{n} Protocol", f"Orbit of {t}",
                            f"The {a} Machine", f"Station {p}"],
        "Mystery": [f"Death at {p}", f"The {p} Affair", f"Murder in the {place}", f"A {n} in {p}",
                    f"The {a} Witness", f"Night at the {place}"],
        "Historical Fiction": [f"The {rng.choice(['Weaver', 'Cartographer', 'Glassblower', 'Ferryman', 'Clockmaker'])}'s"
                               f" {rng.choice(['Daughter', 'Apprentice', 'Widow', 'Son'])}",
                               f"{p}, {rng.randint(1640, 1945)}", f"The {a} Summer", f"The {n} at {p}"],
        "Romance": [f"A Summer in {p}", f"Letters to {rng.choice(SUBJECTS).split()[0]}", f"The {n} Between Us",
                    f"Meet Me by the {n}", f"Second Spring in {p}"],
        "Poetry": [f"{n} and {n2}", f"Poems from {p}", f"The {a} Hours", f"Small {t}", f"{a} Weather"],
        "Children's": [f"{rng.choice(CHILD_NAMES)} and the {a} {n}", f"The {rng.choice(ANIMALS)} Who Lost His {n}",
                       f"Goodnight, {rng.choice(ANIMALS)}", f"{rng.choice(ANIMALS)} Goes to {p}"],
        "Biography": [f"{rng.choice(SUBJECTS)}: A Life", f"The Many Lives of {rng.choice(SUBJECTS)}",
                      f"Becoming {rng.choice(SUBJECTS)}"],
        "History": [f"A Short History of {t}", f"The Rise and Fall of {p}", f"Empire of {t}",
                    f"{p} and the Sea", f"The Age of {t}"],
        "Popular Science": [f"The Hidden Life of {t}", f"In Praise of {t}", f"The Secret Science of {t}",
                            f"{t}: A Natural History"],
        "Travel": [f"{p} on Foot", f"Walking the {rng.choice(WALKS)}", f"A Year on the {a} Coast", f"Slow Train to {p}"],
        "Cookery": [f"Cooking with {rng.choice(INGREDIENTS)}", f"The {a} Kitchen", f"A Table in {p}",
                    f"Simple {rng.choice(INGREDIENTS)}"],
    }
    return rng.choice(options[genre])


def rand_date(rng: random.Random, lo: dt.date, hi: dt.date) -> dt.date:
    return lo + dt.timedelta(days=rng.randint(0, max(0, (hi - lo).days)))


def build(seed: int = SEED) -> dict:
    rng = random.Random(seed)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> dict:
        n = {"id": nid, "labels": labels, "properties": props}
        nodes.append(n)
        return n

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props or {}})

    for i, (name, code, district, opened, cafe, hours) in enumerate(BRANCHES):
        node(f"branch:{i}", ["Branch"], {"name": name, "code": code, "district": district, "openedYear": opened,
                                          "hasCafe": cafe, "weeklyHours": hours})
    genre_ids = {}
    for i, (name, fiction, _) in enumerate(GENRES):
        genre_ids[name] = f"genre:{i}"
        node(f"genre:{i}", ["Genre"], {"name": name, "isFiction": fiction})
    shelf_code = {g: c for g, _, c in GENRES}
    for i, (name, city, founded, indep) in enumerate(PUBLISHERS):
        node(f"publisher:{i}", ["Publisher"], {"name": name, "city": city, "foundedYear": founded,
                                                "independent": indep})
    for i, (name, country, est, money, _) in enumerate(AWARDS):
        node(f"award:{i}", ["Award"], {"name": name, "country": country, "established": est, "prizeMoney": money})
    series_ids = {}
    for i, (title, _, complete) in enumerate(SERIES):
        series_ids[title] = f"series:{i}"
        node(f"series:{i}", ["Series"], {"title": title, "complete": complete})

    # ---- people: unique full names across authors and members
    used_names: set[str] = set()

    def person_name() -> str:
        while True:
            full = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if full not in used_names and full.split()[1] != "Greaves":  # Greaves is the fictional inspector
                used_names.add(full)
                return full

    authors = []  # dicts with working fields
    genres_for_authors = AUTHOR_GENRES + ["Children's"] * 3  # the last three are illustrators
    for i, genre in enumerate(genres_for_authors):
        name = person_name()
        nat, langs = rng.choice(NATIONALITIES[:8]) if rng.random() < 0.8 else rng.choice(NATIONALITIES)
        born = rand_date(rng, dt.date(1928, 1, 1), dt.date(1994, 12, 31))
        props = {"name": name, "birthDate": born.isoformat(), "nationality": nat, "languages": list(langs)}
        died = None
        if born.year < 1952 and rng.random() < 0.45:
            died = rand_date(rng, dt.date(max(born.year + 55, 1995), 1, 1), dt.date(2024, 10, 31))
            props["deathDate"] = died.isoformat()
        if rng.random() < 0.1:
            props["penName"] = f"{rng.choice('ACDEJKMRST')}. {rng.choice(['J.', 'L.', 'M.', ''])} {rng.choice(LAST)}".replace("  ", " ")
        authors.append({"id": f"author:{i}", "genre": genre, "born": born, "died": died, "props": props,
                        "illustrator": i >= len(AUTHOR_GENRES), "langs": langs,
                        "publishers": rng.sample(range(len(PUBLISHERS)), 2)})

    # ---- books
    books = []
    titles: set[str] = set()

    def new_book(author: dict, genre: str, year: int) -> dict:
        while True:
            t = title_for(genre, rng)
            if t not in titles:
                titles.add(t)
                break
        lo, hi = PAGES[genre]
        cost = rng.choice([0.99, 0.5, 0.0]) + rng.randint(7, 39)
        b = {"id": f"book:{len(books)}", "genre": genre, "year": year, "author": author,
             "quality": rng.gauss(3.6, 0.7),
             "props": {"title": t, "isbn": f"978-{rng.randint(0, 1)}-{rng.randint(10000, 99999)}-"
                                          f"{rng.randint(100, 999)}-{rng.randint(0, 9)}",
                       "publicationYear": year, "pageCount": rng.randint(lo, hi),
                       "language": author["langs"][0] if rng.random() < 0.9 else author["langs"][-1],
                       "replacementCost": round(cost, 2),
                       "tags": sorted(rng.sample(TAGS[genre], rng.randint(1, 3))),
                       "hasAudiobook": rng.random() < (0.15 if genre in ("Poetry", "Children's", "Cookery") else 0.45)}}
        books.append(b)
        return b

    writers = [a for a in authors if not a["illustrator"]]
    for a in writers:
        n_books = rng.choices([1, 2, 3, 4, 5], weights=[3, 4, 4, 2, 1])[0]
        start = max(a["born"].year + 23, 1955)
        end = min(2024, a["died"].year if a["died"] else 2024)
        years = sorted(rng.randint(start, end) for _ in range(n_books))
        for y in years:
            b = new_book(a, a["genre"], y)
            rel("WROTE", a["id"], b["id"], {"role": "author"})

    # series: each attached to an author of its genre with >= 3 books, or new books are added for it
    for title, genre, _ in SERIES:
        cands = [a for a in writers if a["genre"] == genre and not a.get("series")]
        a = rng.choice(cands)
        a["series"] = title
        own = [b for b in books if b["author"] is a]
        want = rng.randint(3, 5)
        end = min(2024, a["died"].year if a["died"] else 2024)
        while len(own) < want:
            y = rng.randint(max(a["born"].year + 23, 1955), end)
            b = new_book(a, genre, y)
            rel("WROTE", a["id"], b["id"], {"role": "author"})
            own.append(b)
        own.sort(key=lambda b: (b["year"], b["id"]))
        for pos, b in enumerate(own[:want], 1):
            rel("PART_OF", b["id"], series_ids[title], {"position": pos})

    # co-authors (nonfiction, cookery, a few mysteries) and illustrators (children's)
    illustrators = [a for a in authors if a["illustrator"]]

    def active_in(a: dict, year: int) -> bool:
        return a["born"].year + 20 <= year <= (a["died"].year if a["died"] else 2024)

    for b in books:
        g = b["genre"]
        if g in ("Popular Science", "History", "Cookery", "Travel", "Mystery") and rng.random() < 0.2:
            pool = [a for a in writers if a["genre"] == g and a is not b["author"] and active_in(a, b["year"])]
            if pool:
                co = rng.choice(pool)
                rel("WROTE", co["id"], b["id"], {"role": "co-author"})
        if g == "Children's":
            pool = [a for a in illustrators if active_in(a, b["year"])]
            if pool:
                rel("WROTE", rng.choice(pool)["id"], b["id"], {"role": "illustrator"})
    # one illustrator also wrote a picture book of her/his own
    ill = illustrators[0]
    b = new_book(ill, "Children's", rng.randint(2005, 2022))
    rel("WROTE", ill["id"], b["id"], {"role": "author"})
    rel("WROTE", ill["id"], b["id"], {"role": "illustrator"})

    # genres, publishers
    for b in books:
        rel("IN_GENRE", b["id"], genre_ids[b["genre"]], {"primary": True})
        if rng.random() < 0.3:
            rel("IN_GENRE", b["id"], genre_ids[rng.choice(SECOND_GENRE[b["genre"]])], {"primary": False})
        pub = rng.choice(b["author"]["publishers"]) if rng.random() < 0.85 else rng.randrange(len(PUBLISHERS))
        while PUBLISHERS[pub][2] > b["year"]:  # a publisher cannot print before it exists
            pub = rng.randrange(len(PUBLISHERS))
        fmt = rng.choice(["hardcover", "paperback", "paperback"]) if b["genre"] != "Children's" else "hardcover"
        rel("PUBLISHED_BY", b["id"], f"publisher:{pub}", {"format": fmt})

    for a in authors:
        a["books"] = [b for b in books if b["author"] is a]

    # awards: one winner per award and year
    taken: set[tuple[int, int]] = set()
    for i, (name, _, est, _, gs) in enumerate(AWARDS):
        cands = [a for a in writers if a["genre"] in gs and a["books"]]
        for a in rng.sample(cands, min(len(cands), rng.randint(3, 6))):
            for _ in range(rng.choice([1, 1, 1, 2])):
                years = [b["year"] + 1 for b in a["books"] if b["year"] + 1 >= est and b["year"] + 1 <= 2024]
                if not years:
                    break
                y = rng.choice(years)
                if (i, y) in taken:
                    continue
                taken.add((i, y))
                rel("WON", a["id"], f"award:{i}", {"year": y})

    # ---- members; six authors are members too (one node with both labels)
    author_members = rng.sample([a for a in authors if not a["died"]], 6)
    members = []
    for k in range(130):
        if k % 21 == 5 and author_members:
            a = author_members.pop()
            name = a["props"]["name"]
            nid, labels, base = a["id"], None, a["props"]
            birth_year = a["born"].year
        else:
            name = person_name()
            nid, labels, base = f"member:{k}", ["Member"], None
            birth_year = rng.randint(1938, 2009)
        joined = rand_date(rng, dt.date(max(2006, birth_year + 6), 1, 1), dt.date(2025, 2, 15))
        if birth_year >= 2001 and rng.random() < 0.8:
            tier = "student"
        elif birth_year <= 1959 and rng.random() < 0.8:
            tier = "senior"
        else:
            tier = rng.choice(["standard", "standard", "standard", "family"])
        first, last = name.split()[0], name.split()[-1]
        mprops = {"memberId": f"M-{1001 + k}", "fullName": name, "joinedOn": joined.isoformat(),
                  "birthYear": birth_year, "tier": tier, "active": rng.random() < 0.86,
                  "email": f"{first.lower()}.{last.lower()}@{rng.choice(['mailbox.example', 'post.example', 'inbox.example'])}"}
        if base is not None:
            base.update(mprops)
        else:
            node(nid, labels, mprops)
        branch = rng.choices(range(len(BRANCHES)), weights=[30, 20, 15, 12, 14, 9])[0]
        if BRANCHES[branch][3] > joined.year:
            branch = 0
        since = joined if rng.random() < 0.85 else rand_date(rng, joined, dt.date(2025, 2, 15))
        rel("REGISTERED_AT", nid, f"branch:{branch}", {"since": since.isoformat()})
        members.append({"id": nid, "joined": joined, "branch": branch, "active": mprops["active"],
                        "appetite": rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 14]),
                        "likes": rng.sample([g for g, _, _ in GENRES], 3)})

    for a in authors:
        labels = ["Author", "Member"] if "memberId" in a["props"] else ["Author"]
        node(a["id"], labels, a["props"])
    for b in books:
        node(b["id"], ["Book"], b["props"])

    # holdings
    held_at: dict[str, list[int]] = {}
    for b in books:
        n_br = rng.choices([1, 2, 3, 4], weights=[3, 4, 3, 1])[0]
        brs = sorted(set([0] if rng.random() < 0.7 else []) | set(rng.sample(range(1, len(BRANCHES)), n_br)))
        held_at[b["id"]] = brs
        author_last = b["author"]["props"]["name"].split()[-1][:3].upper()
        for br in brs:
            rel("HOLDS", f"branch:{br}", b["id"], {"copies": rng.randint(1, 5 if br == 0 else 3),
                                                  "shelf": f"{shelf_code[b['genre']]}-{author_last}"})

    # loans and reviews
    never = set(rng.sample([b["id"] for b in books], 14))  # some books nobody has borrowed
    lendable = [b for b in books if b["id"] not in never]
    for m in members:
        n_loans = m["appetite"] if m["active"] else min(m["appetite"], 2)
        start = m["joined"]
        if (SNAPSHOT - start).days < 20:
            n_loans = 0
        pool = [b for b in lendable if m["branch"] in held_at[b["id"]]] or lendable
        liked = [b for b in pool if b["genre"] in m["likes"]] or pool
        reviewed: set[str] = set()
        for _ in range(n_loans):
            b = rng.choice(liked) if rng.random() < 0.7 else rng.choice(pool)
            lo = max(start, dt.date(2018, 1, 1), dt.date(b["year"], 1, 1) + dt.timedelta(days=45))
            if lo > dt.date(2025, 2, 27):  # not yet on the shelves
                continue
            loan = rand_date(rng, lo, dt.date(2025, 2, 27))
            props = {"loanDate": loan.isoformat(), "renewals": rng.choices([0, 1, 2, 3], weights=[10, 4, 2, 1])[0]}
            ret = loan + dt.timedelta(days=rng.randint(5, 21) + 14 * props["renewals"])
            if ret < SNAPSHOT and rng.random() > 0.04:
                props["returnDate"] = ret.isoformat()
            rel("BORROWED", m["id"], b["id"], props)
            if b["id"] not in reviewed and rng.random() < 0.4:
                reviewed.add(b["id"])
                rating = max(1, min(5, round(rng.gauss(b["quality"], 0.8))))
                on = rand_date(rng, loan, min(SNAPSHOT - dt.timedelta(days=1), loan + dt.timedelta(days=60)))
                rel("REVIEWED", m["id"], b["id"], {"rating": rating, "reviewedOn": on.isoformat()})

    nodes.sort(key=lambda n: (n["id"].split(":")[0], int(n["id"].split(":")[1])))
    return {"name": "Ashford Public Library", "snapshot": SNAPSHOT.isoformat(), "date_keys": DATE_KEYS,
            "nodes": nodes, "relationships": rels}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(Path(__file__).with_name("graph.json")))
    args = ap.parse_args()
    g = build()
    Path(args.out).write_text(json.dumps(g, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    labels: dict[str, int] = {}
    for n in g["nodes"]:
        key = ":".join(n["labels"])
        labels[key] = labels.get(key, 0) + 1
    types: dict[str, int] = {}
    for r in g["relationships"]:
        types[r["type"]] = types.get(r["type"], 0) + 1
    print(f"{len(g['nodes'])} nodes {labels}")
    print(f"{len(g['relationships'])} relationships {types}")


if __name__ == "__main__":
    main()
