#!/usr/bin/env python3
"""Write graph.json: an invented regional orchestra (the Harrowfield Sinfonia) as its office might keep it.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every player, guest artist, composer, work,
concert, venue, sponsor and instrument maker is invented.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 1919
HERE = Path(__file__).resolve().parent

FIRST = ["Aurelia", "Bram", "Cosima", "Dorian", "Elspeth", "Fenwick", "Gwilym", "Hester", "Ivo", "Jessamy",
         "Kit", "Linnea", "Marek", "Nerys", "Osric", "Petra", "Quentin", "Rosalind", "Sten", "Tamsin", "Ulric",
         "Verity", "Wystan", "Xanthe", "Yorick", "Zinnia", "Anselm", "Briony", "Caspian", "Delphine", "Emrys",
         "Fleur", "Gideon", "Honor", "Isolde", "Jory", "Kestrel", "Lorcan", "Maelle", "Niamh", "Orla", "Piran",
         "Roswitha", "Seraphine", "Tobias", "Una", "Valentin", "Wren", "Ysolde", "Zeno", "Alaric", "Bettany",
         "Corin", "Damaris", "Evander", "Fianna", "Gaspard", "Hesper", "Imogen", "Jago", "Kerensa", "Leofric",
         "Morwenna", "Nico", "Odile", "Perpetua", "Ruadh", "Sidonie", "Thaddeus", "Ottilie", "Lysander",
         "Mirabel", "Benedek", "Clemency", "Dagny", "Elowen", "Florian", "Greer", "Hamish", "Inigo", "Juno",
         "Katrien", "Lucan", "Melisande", "Nils", "Oriel", "Peregrine", "Rafferty", "Saskia", "Tiernan"]
LAST = ["Ashdown", "Blackwood", "Carrow", "Dunstable", "Elmhirst", "Fairweather", "Gorringe", "Halloran",
        "Inchbald", "Jessop", "Kettering", "Lathbury", "Mallender", "Nettleford", "Ormerod", "Pendragon",
        "Quartermain", "Rudge", "Scarisbrick", "Thackwray", "Underhill", "Vosper", "Wetherell", "Yeardley",
        "Abernethy", "Brocklehurst", "Cheverton", "Daintree", "Eastcott", "Fothergill", "Gathercole",
        "Hebblethwaite", "Ingleby", "Jarrold", "Kilbride", "Loxley", "Micklethwaite", "Northcote", "Oddie",
        "Penhaligon", "Ravenscroft", "Sowerby", "Tregarthen", "Uttley", "Varcoe", "Wolstenholme", "Ainsworth",
        "Bellingham", "Crabtree", "Dewhirst"]

# instrument, section, number of players
DESKS = [("violin", "strings", 26), ("viola", "strings", 9), ("cello", "strings", 8), ("double bass", "strings", 5),
         ("flute", "woodwind", 4), ("oboe", "woodwind", 4), ("clarinet", "woodwind", 4), ("bassoon", "woodwind", 3),
         ("horn", "brass", 6), ("trumpet", "brass", 4), ("trombone", "brass", 4), ("tuba", "brass", 2),
         ("timpani", "percussion", 2), ("percussion", "percussion", 4), ("harp", "harp and keyboard", 2),
         ("piano", "harp and keyboard", 2)]
DOUBLES = {"flute": ["piccolo", "alto flute"], "oboe": ["cor anglais"], "clarinet": ["bass clarinet", "E-flat clarinet"],
           "bassoon": ["contrabassoon"], "piano": ["celesta", "harpsichord"], "percussion": ["xylophone", "glockenspiel"],
           "trumpet": ["cornet", "flugelhorn"], "trombone": ["bass trombone"]}
POSTCODES = ["HF1", "HF2", "HF3", "HF7", "BD9", "LS6", "YO10", "HX4"]

COMPOSERS = [  # name, nationality, born, died (None: living)
    ("Ottokar Brenn", "Austrian", 1804, 1869), ("Amalie Strandqvist", "Swedish", 1821, 1890),
    ("Jules Mérinval", "French", 1835, 1901), ("Tomasz Wielgor", "Polish", 1840, 1897),
    ("Edric Fallowes", "English", 1852, 1924), ("Ilse Kornhauser", "German", 1858, 1932),
    ("Vasily Orlenko", "Russian", 1861, 1919), ("Hjalmar Vinterlund", "Norwegian", 1865, 1940),
    ("Cecilia Marrone", "Italian", 1870, 1948), ("Anton Delacroix-Vey", "French", 1874, 1937),
    ("Bohumil Stranek", "Czech", 1876, 1950), ("Gwendolen Ashby", "English", 1882, 1961),
    ("Pál Kertényi", "Hungarian", 1885, 1955), ("Ruaidhrí Mac Lochlainn", "Irish", 1890, 1966),
    ("Sigrun Halvorsdottir", "Icelandic", 1898, 1975), ("Leopold Aschenbrand", "German", 1901, 1983),
    ("Maximilian Orr", "Scottish", 1910, 1992), ("Yevgenia Sorokina", "Russian", 1915, 2001),
    ("Harcourt Penrose", "English", 1924, 2009), ("Dagmar Lindqvist", "Swedish", 1931, 2017),
    ("Marcel Auberon", "French", 1938, 2020), ("Teodor Vaszary", "Hungarian", 1946, None),
    ("Philippa Wyndham-Rees", "Welsh", 1952, None), ("Kenji Arakawa", "Japanese", 1958, None),
    ("Solveig Brandt", "Danish", 1963, None), ("Ewan Carrick", "Scottish", 1969, None),
    ("Ines Calderón", "Spanish", 1974, None), ("Tunde Okafor-Hale", "English", 1979, None),
    ("Marta Zelinska", "Polish", 1985, None), ("Rhiannon Teague", "Welsh", 1991, None),
    ("Aleksander Voss", "Estonian", 1966, None), ("Corentin Lhermitte", "French", 1843, 1911),
]

FORMS = ["Symphony No. 1", "Symphony No. 2", "Symphony No. 3", "Piano Concerto", "Violin Concerto", "Cello Concerto",
         "Overture", "Serenade for Strings", "Tone Poem", "Suite", "Nocturne", "Rhapsody", "Concertino", "Elegy",
         "Sinfonietta", "Fanfare", "Dances", "Variations"]
NICK = ["The Lighthouse", "Winter Roads", "Copper Sky", "The Salt Marsh", "Heron", "Morning at Saltcote",
        "Ember Hymns", "The Long Field", "Lanterns", "Cloudline", "The Drowned Village", "Harvest Bells",
        "Night Ferry", "The Glass Orchard", "Skerries", "Fenland", "Rookery", "Ironbridge", "Kestrel Hill",
        "The Weir", "Meridian", "Tidewrack", "Blue Hour", "Loom", "The Quarry", "Starlings", "Whinmoor",
        "The Clockmaker", "Ashfall", "Riverlight", "Ninefold", "Hollin", "Sea Glass", "The Beacon", "Brightwater",
        "Curlew", "Foxglove", "Gallery Pictures", "Highmoor", "Inkwell", "Juniper", "Kingfisher", "Larkspur",
        "Millrace", "Nettlebed", "Oakapple", "Pennine", "Quicksilver", "Ravensong", "Solstice", "Thornbury",
        "Umbra", "Vesper", "Wayfarer", "Yarrow", "Zephyr", "Amberley", "Bellwether", "Candlemas", "Dovecote",
        "Eventide", "Farthing", "Goldcrest", "Halcyon", "Isle of Reeds", "Jetsam", "Kittiwake", "Lodestar",
        "Moonraker", "Northlight", "Orrery", "Pilgrim", "Quayside", "Rushlight", "Sundial"]
KEYS = ["C major", "D minor", "E-flat major", "G minor", "A major", "F major", "B-flat major", "E minor",
        "D major", "C minor", "F-sharp minor", "A minor"]

VENUES = [  # venueName, town, seats, stepFree, hasOrgan
    ("Harrowfield Corn Exchange", "Harrowfield", 1150, True, True), ("St Ebba's Minster", "Harrowfield", 640, False, True),
    ("Kettlewell Assembly Rooms", "Kettlewell Bridge", 420, True, False),
    ("The Maltings, Saltcote", "Saltcote", 380, True, False), ("Brackenbury Town Hall", "Brackenbury", 720, True, True),
    ("Ormskirk Lane Academy Hall", "Harrowfield", 300, True, False),
    ("Priory Church of St Cuthwin", "Wendlebury", 510, False, True), ("Lowther Pavilion", "Scarsby-on-Sea", 980, True, False),
    ("Fellgate Arts Centre", "Fellgate", 450, True, False), ("The Granary Theatre", "Brackenbury", 260, False, False),
    ("Aldermoor Castle Great Hall", "Aldermoor", 350, False, False), ("Scarsby Spa Ballroom", "Scarsby-on-Sea", 860, True, False),
]

GUESTS = [  # fullName, discipline, homeCountry
    ("Ludovica Ferrant", "conductor", "Italy"), ("Jonah Rydell", "conductor", "UK"), ("Saoirse Keaveney", "conductor", "Ireland"),
    ("Matthias Oberholt", "conductor", "Germany"), ("Ayumi Tanabe", "conductor", "Japan"), ("Rupert Glasspool", "conductor", "UK"),
    ("Helka Vuorinen", "conductor", "Finland"), ("Benoît Castaing", "conductor", "France"),
    ("Clarimond Hale", "piano", "UK"), ("Yuval Shemesh", "piano", "Israel"), ("Anneliese Dorn", "piano", "Austria"),
    ("Tiberiu Manole", "piano", "Romania"), ("Priya Ramaswamy", "piano", "UK"), ("Oskar Lindfors", "violin", "Sweden"),
    ("Magdalena Rusek", "violin", "Poland"), ("Celestine Abara", "violin", "UK"), ("Fionnuala Breen", "violin", "Ireland"),
    ("Hugo Marchetti", "cello", "Italy"), ("Nadia Kowalczyk", "cello", "Poland"), ("Everard Pike", "cello", "UK"),
    ("Giselle Montclair", "soprano", "France"), ("Tamsin Roe", "soprano", "UK"), ("Dafydd Prys", "baritone", "UK"),
    ("Leif Arneberg", "baritone", "Norway"), ("Marisol Quintero", "mezzo-soprano", "Spain"),
    ("Jasper Whitcombe", "trumpet", "UK"), ("Elin Sørbø", "clarinet", "Norway"), ("Rafael Ibarra", "guitar", "Spain"),
    ("Cordelia Nash", "harp", "UK"), ("Stellan Aho", "horn", "Finland"),
]
AGENCIES = ["Meridian Artists", "Halloway & Finch", "Kestrel Management", "Arpeggio Artists", None]
SOLO_FORM = {"piano": "Piano Concerto", "violin": "Violin Concerto", "cello": "Cello Concerto"}

SPONSORS = [  # companyName, sector
    ("Brackenbury Building Society", "finance"), ("Harrowfield Brewery", "food and drink"),
    ("Saltcote Seafoods", "food and drink"), ("Pennant Law LLP", "legal"), ("Wendle Valley Dairies", "food and drink"),
    ("Northmoor Wind Power", "energy"), ("Fellgate Motors", "retail"), ("Corbridge & Lyle Accountants", "finance"),
    ("Scarsby Hotels Group", "hospitality"), ("Aldermoor Estates", "property"), ("Kettlewell Print Works", "manufacturing"),
    ("Mercia Rail Freight", "transport"), ("The Hollin Trust", "charitable trust"), ("Greyfriars Opticians", "retail"),
    ("Ironbridge Engineering", "manufacturing"), ("Lattimer Family Foundation", "charitable trust"),
    ("Quayside Coffee Roasters", "food and drink"), ("Harrowfield University", "education"),
    ("Dunmore Insurance", "finance"), ("Orchard & Vane Architects", "property"),
]

TITLE_A = ["Autumn", "Winter", "Spring", "Summer", "Midsummer", "Candlelit", "Northern", "Seaside", "Moorland",
           "Festival", "Family", "Gala", "Twilight", "Harvest", "New Year"]
TITLE_B = ["Voices", "Horizons", "Fire", "Dances", "Lights", "Serenade", "Journeys", "Tides", "Heroes", "Legends",
           "Nocturnes", "Fanfares", "Portraits", "Skies"]


def d(y: int, m: int, day: int) -> dt.date:
    return dt.date(y, m, day)


def rand_date(rng: random.Random, lo: dt.date, hi: dt.date) -> dt.date:
    return lo + dt.timedelta(days=rng.randrange((hi - lo).days + 1))


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props or {}})

    # players
    names = [(f, ln) for f in FIRST for ln in LAST]
    rng.shuffle(names)
    used_first: set[str] = set()
    players = []
    k = 0
    for inst, section, n in DESKS:
        for j in range(n):
            while names[k][0] in used_first:
                k += 1
            first, last = names[k]
            used_first.add(first)
            k += 1
            pid = f"m:{len(players)}"
            principal = j == 0 and n >= 2
            on_contract = principal or rng.random() < 0.55
            props = {"firstName": first, "lastName": last, "instrument": inst, "section": section,
                     "onContract": on_contract,
                     "joinedOn": rand_date(rng, d(1998, 1, 1), d(2025, 6, 30)).isoformat(),
                     "feePerCallGbp": round(rng.uniform(118, 214), 2),
                     "email": f"{first.lower()}.{last.lower()}@harrowfieldsinfonia.org.uk",
                     "dbsChecked": rng.random() < 0.6, "postcodeArea": rng.choice(POSTCODES)}
            if rng.random() < 0.72:
                props["bornYear"] = rng.randrange(1958, 2002)
            if inst in DOUBLES and rng.random() < 0.7:
                props["doubles"] = rng.sample(DOUBLES[inst], rng.randrange(1, len(DOUBLES[inst]) + 1))
            labels = ["Musician"]
            if principal:
                labels.append("Principal")
                props["principalSince"] = rng.randrange(int(props["joinedOn"][:4]), 2026)
                props["chairEndowed"] = rng.random() < 0.4
            node(pid, labels, props)
            players.append({"id": pid, "inst": inst, "section": section, "principal": principal,
                            "contract": on_contract})
    principals = [p for p in players if p["principal"]]

    # deputies (self-relationship): a player who covers for their section principal
    for p in principals:
        same = [q for q in players if q["inst"] == p["inst"] and not q["principal"]]
        for q in rng.sample(same, min(len(same), rng.randrange(1, 3))):
            rel("DEPS_FOR", q["id"], p["id"], {"sinceYear": rng.randrange(2012, 2026), "firstCall": rng.random() < 0.5})

    # instruments owned or held by the orchestra, some on loan to players
    kinds = [("violin", 10), ("viola", 4), ("cello", 5), ("double bass", 3), ("timpani", 5), ("harp", 2),
             ("horn", 3), ("bassoon", 2), ("percussion", 6), ("piano", 3), ("tuba", 1), ("oboe", 2), ("flute", 2),
             ("trumpet", 2), ("clarinet", 2), ("trombone", 2)]
    makers = ["Aldous Penner", "Fratelli Orsoni", "J. B. Wheelock & Sons", "Maison Thibaudet", "Kessler Werkstatt",
              "Hartwell Pianos", "Corvin Drums", "Ravenna Harps", None]
    n_inst = 0
    for kind, n in kinds:
        for _ in range(n):
            iid = f"i:{n_inst}"
            props = {"assetTag": f"HS-{kind[:2].upper()}{101 + n_inst:03d}", "kind": kind,
                     "insuredGbp": rng.randrange(8, 400) * 250,
                     "lastServiced": rand_date(rng, d(2021, 1, 1), d(2025, 9, 30)).isoformat(),
                     "orchestraOwned": rng.random() < 0.8}
            mk = rng.choice(makers)
            if mk:
                props["maker"] = mk
            if rng.random() < 0.75:
                props["madeYear"] = rng.randrange(1760, 2021)
            node(iid, ["Instrument"], props)
            n_inst += 1
            holders = [p for p in players if p["inst"] == kind]
            if holders and rng.random() < 0.62:
                p = rng.choice(holders)
                start = rand_date(rng, d(2016, 1, 1), d(2025, 6, 30))
                lp = {"loanStart": start.isoformat(), "insuredByPlayer": rng.random() < 0.3}
                if rng.random() < 0.5:
                    lp["loanEnds"] = (start + dt.timedelta(days=rng.randrange(180, 1500))).isoformat()
                rel("ON_LOAN_TO", iid, p["id"], lp)

    # composers and works
    comp_ids = []
    for k2, (nm, nat, born, died) in enumerate(COMPOSERS):
        cid = f"c:{k2}"
        props = {"name": nm, "nationality": nat, "bornYear": born, "prsMember": died is None or died > 1990}
        if died:
            props["diedYear"] = died
        node(cid, ["Composer"], props)
        comp_ids.append((cid, born, died))
    works = []
    nicks = list(NICK)
    rng.shuffle(nicks)
    forms_of: dict[str, set] = {}
    for w in range(75):
        cid, born, died = comp_ids[w % len(comp_ids)] if w < 64 else rng.choice(comp_ids)
        while True:
            form = rng.choice(FORMS)
            if form not in forms_of.setdefault(cid, set()):
                forms_of[cid].add(form)
                break
        title = f"{form}, '{nicks[w]}'"
        end = died if died else 2025
        year = rng.randrange(born + 20, min(end, 2025) + 1)
        forces = ["strings"]
        forces += [f for f in ["winds", "brass", "percussion", "harp", "choir"] if rng.random() < 0.55]
        if "Concerto" in form or form == "Concertino" or form == "Rhapsody" and rng.random() < 0.5:
            forces.append("soloist")
        if "Concerto" in form and "Piano" in form:
            forces.append("piano")
        pd = died is not None and died < 1955
        props = {"title": title, "durationMin": rng.randrange(6, 52), "composedYear": year, "forces": forces,
                 "publicDomain": pd}
        if not pd:
            props["hireFeeGbp"] = round(rng.uniform(140, 1250), 2)
        if rng.random() < 0.6 and form not in ("Fanfare", "Dances", "Suite"):
            props["keySig"] = rng.choice(KEYS)
        wid = f"w:{w}"
        node(wid, ["Work"], props)
        rel("WRITTEN_BY", wid, cid, {"arrangedBy": "Ewan Carrick"} if rng.random() < 0.06 and cid != "c:25" else {})
        works.append({"id": wid, "form": form, "year": year, "living": died is None, "dur": props["durationMin"]})

    # venues
    venue_ids = []
    for k3, (nm, town, seats, sf, organ) in enumerate(VENUES):
        vid = f"v:{k3}"
        props = {"venueName": nm, "town": town, "seats": seats, "stepFree": sf, "hasOrgan": organ,
                 "hireFeeGbp": round(seats * rng.uniform(2.1, 4.4), 2)}
        if rng.random() < 0.7:
            props["loadingBay"] = rng.random() < 0.6
        node(vid, ["Venue"], props)
        venue_ids.append((vid, seats))

    # guest artists
    guests = []
    for k4, (nm, disc, country) in enumerate(GUESTS):
        gid = f"g:{k4}"
        props = {"fullName": nm, "discipline": disc, "homeCountry": country,
                 "standardFeeGbp": round(rng.uniform(900, 6500), 2) if disc != "conductor" else round(rng.uniform(2500, 9000), 2)}
        ag = rng.choice(AGENCIES)
        if ag:
            props["agency"] = ag
        node(gid, ["GuestArtist"], props)
        guests.append({"id": gid, "disc": disc})
    conductors = [g for g in guests if g["disc"] == "conductor"]
    soloists = [g for g in guests if g["disc"] != "conductor"]

    # concerts, seasons 2022-23 .. 2025-26
    titles = [f"{a} {b}" for a in TITLE_A for b in TITLE_B]
    rng.shuffle(titles)
    concerts = []
    for _ in range(60):
        perf = rand_date(rng, d(2022, 9, 10), d(2026, 5, 30))
        concerts.append(perf)
    concerts.sort()
    free = [p for p in players if not p["contract"]]
    premiered: set[str] = set()
    for c, perf in enumerate(concerts):
        cid = f"k:{c}"
        season = f"{perf.year}-{(perf.year + 1) % 100:02d}" if perf.month >= 8 else f"{perf.year - 1}-{perf.year % 100:02d}"
        vid, seats = rng.choice(venue_ids)
        education = rng.random() < 0.15
        props = {"concertTitle": titles[c], "perfDate": perf.isoformat(),
                 "startTime": "11:00" if education else rng.choice(["19:30", "19:30", "19:30", "15:00", "19:00"]),
                 "season": season, "schoolsConcert": education, "streamed": rng.random() < 0.3,
                 "cancelled": False}
        if perf <= d(2025, 11, 30):
            if rng.random() < 0.05:
                props["cancelled"] = True
            else:
                sold = rng.randrange(int(seats * 0.35), seats + 1)
                props["ticketsSold"] = sold
                props["boxOfficeGbp"] = round(sold * rng.uniform(4.5 if education else 14, 9 if education else 32), 2)
        node(cid, ["Concert"], props)
        rel("HELD_AT", cid, vid, {"hireDiscountPct": rng.choice([10, 15, 20, 25])} if rng.random() < 0.3 else {})
        # programme
        n_works = rng.randrange(2, 5)
        prog = rng.sample(works, n_works)
        for order, w in enumerate(prog, 1):
            wp = {"runningOrder": order}
            if w["living"] and w["year"] >= 2012 and w["id"] not in premiered:
                wp["premiere"] = True  # the orchestra's first performance of a recent work by a living composer
                premiered.add(w["id"])
            rel("PROGRAMMED", cid, w["id"], wp)
        # guests: one conductor, sometimes a soloist
        cond = rng.choice(conductors)
        contracted = perf - dt.timedelta(days=rng.randrange(60, 400))
        rel("ENGAGED_FOR", cond["id"], cid, {"role": "conductor", "feeGbp": round(rng.uniform(2200, 8800), 2),
                                             "contractedOn": contracted.isoformat(), "travelPaid": rng.random() < 0.5})
        if rng.random() < 0.6:
            solo = rng.choice(soloists)
            rel("ENGAGED_FOR", solo["id"], cid, {"role": "soloist", "feeGbp": round(rng.uniform(800, 6200), 2),
                                                 "contractedOn": (perf - dt.timedelta(days=rng.randrange(45, 300))).isoformat(),
                                                 "travelPaid": rng.random() < 0.5})
        # freelance extras
        for p in rng.sample(free, rng.randrange(0, 4)):
            ep = {"feeGbp": round(rng.uniform(120, 260), 2), "travelMiles": rng.randrange(4, 180),
                  "invoiced": perf <= d(2025, 10, 31) and rng.random() < 0.85}
            rel("EXTRA_FOR", p["id"], cid, ep)

    # sponsors
    for k5, (nm, sector) in enumerate(SPONSORS):
        sid = f"s:{k5}"
        props = {"companyName": nm, "sector": sector, "sponsorSince": rng.randrange(2005, 2025),
                 "contactEmail": f"partnerships@{nm.split()[0].lower()}.example"}
        if rng.random() < 0.6:
            props["corporateMember"] = rng.random() < 0.5
        node(sid, ["Sponsor"], props)
        for c in rng.sample(range(60), rng.randrange(0, 4)):
            perf = concerts[c]
            sp = {"amountGbp": rng.randrange(4, 60) * 250, "creditInProgramme": rng.random() < 0.7,
                  "pledgedOn": (perf - dt.timedelta(days=rng.randrange(30, 300))).isoformat()}
            rel("SUPPORTS", sid, f"k:{c}", sp)

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["joinedOn", "lastServiced", "loanStart", "loanEnds", "perfDate", "contractedOn",
                           "pledgedOn"]}
    (HERE / "graph.json").write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts: dict[str, int] = {}
    for nd in nodes:
        for lab in nd["labels"]:
            counts[lab] = counts.get(lab, 0) + 1
    rcounts: dict[str, int] = {}
    for r in rels:
        rcounts[r["type"]] = rcounts.get(r["type"], 0) + 1
    print(f"{len(nodes)} nodes {counts}; {len(rels)} relationships {rcounts}")


if __name__ == "__main__":
    main()
