#!/usr/bin/env python3
"""Write graph.json: an invented hotel group (Tessaly Hotels) as its revenue and guest-relations team might keep it.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every hotel, town, person, company and
offer name is invented.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 5816
HERE = Path(__file__).resolve().parent

# name, town, stars, opened, seaView, petsAllowed, checkIn, amenities, rating, boutique, code prefix, n rooms
HOTELS = [
    ("The Gull & Lantern", "Saltwick", 4, 1998, True, True, "15:00", ["spa", "restaurant", "bar", "parking"], 8.7,
     True, "GUL", 10),
    ("Tessaly Grand Orvale", "Orvale", 5, 1987, False, False, "14:00",
     ["spa", "pool", "gym", "restaurant", "bar", "concierge"], 9.1, False, "ORV", 12),
    ("Brackenmere Lodge", "Brackenmere", 3, 2006, False, True, "15:00", ["restaurant", "parking"], 7.9, False,
     "BRK", 9),
    ("Harbourlight Suites", "Kestrel Bay", 4, 2015, True, False, "16:00", ["gym", "bar", "rooftop terrace"], 8.4,
     True, "HBL", 10),
    ("Tessaly City Dunmarrow", "Dunmarrow", 4, 2011, False, False, "14:00",
     ["gym", "restaurant", "bar", "meeting rooms"], 8.1, False, "DUN", 11),
    ("The Pellford Arms", "Pellford", 2, 1975, False, True, "13:00", ["bar"], None, False, "PEL", 7),
    ("Westerholme Spa Hotel", "Westerholme", 5, 2019, False, False, "15:00",
     ["spa", "pool", "restaurant", "gym"], 9.3, False, "WST", 11),
    ("Ambergate House", "Ambergate", 3, 2003, False, True, "14:00", ["restaurant", "parking", "garden"], 8.0, True,
     "AMB", 8),
]

FIRST = ["Aino", "Bastien", "Carys", "Dario", "Elske", "Fionn", "Greta", "Hamish", "Ines", "Joren", "Kalinda",
         "Lorcan", "Maren", "Nikolai", "Odile", "Piers", "Quilla", "Rafferty", "Solveig", "Tobiah", "Ulla", "Vesna",
         "Wendell", "Xanthe", "Yannick", "Zuzana", "Anselm", "Brielle", "Cosmo", "Delphine", "Emrys", "Florin",
         "Galia", "Heddwyn", "Ilse", "Jarrah", "Kestrel", "Liesel", "Mattias", "Noor", "Orla", "Pim", "Rosalind",
         "Saoirse", "Tamsin", "Ugo", "Valeska", "Wilma", "Yusra", "Zeno"]
LAST = ["Ashcombe", "Brannigan", "Castellane", "Drummond", "Eversley", "Fairweather", "Gorrin", "Halloran",
        "Ivarsson", "Jessop", "Kettleby", "Lindqvist", "Marchetti", "Nordahl", "Ollerton", "Pennick", "Quarles",
        "Rasmussen", "Strand", "Thornbury", "Underhill", "Vasquez-Lind", "Whitlow", "Yardley", "Zamora", "Abernethy",
        "Blackwood", "Corrigan", "Delacroix", "Elswick", "Fenwick", "Gallagher", "Hartigan", "Iveson", "Jarvik"]
COUNTRIES = ["UK", "UK", "UK", "Ireland", "Germany", "Netherlands", "France", "Norway", "Spain", "USA", "Italy"]
COMPANIES = [("Corvel Logistics", "logistics"), ("Brightfern Pharma", "pharma"), ("Quayside Engineering", "engineering"),
             ("Larkspur Consulting", "consulting"), ("Nettlebed Software", "software"), ("Oakhollow Bank", "finance"),
             ("Mistral Events", "events"), ("Pendle & Rook Solicitors", "legal"), ("Sundial Media", "media"),
             ("Greywater Energy", "energy"), ("Tidewell Foods", "food"), ("Ashgrove Insurance", "finance")]
# title, priceEur, includesBreakfast, validUntil, minNights, perks
OFFERS = [("Spa Weekend Escape", 289.0, True, "2025-12-31", 2, ["spa access", "late checkout"]),
          ("Early Bird Saver", 0.0, False, "2025-06-30", 1, None),
          ("Romance Package", 349.5, True, "2025-12-31", 2, ["champagne", "flowers", "late checkout"]),
          ("Family Fun Break", 199.0, True, "2025-09-30", 3, ["kids eat free", "board games"]),
          ("Business Flex Rate", 129.0, True, "2026-03-31", 1, ["free wifi upgrade", "early checkin"]),
          ("Dine and Stay", 159.0, True, "2025-11-30", 1, ["three-course dinner"]),
          ("Long Stay Discount", 0.0, False, "2026-06-30", 7, ["weekly housekeeping"]),
          ("Pet Friendly Stay", 25.0, False, "2025-12-31", 1, ["dog bed", "treats"]),
          ("Coastal Walking Break", 219.0, True, "2025-10-31", 3, ["packed lunch", "trail map"]),
          ("Festive Getaway", 399.0, True, "2025-01-05", 3, ["gala dinner", "mulled wine"])]
ROLES = ["General Manager", "Front Office Manager", "Receptionist", "Receptionist", "Concierge", "Head Chef",
         "Housekeeper", "Housekeeper", "Night Auditor", "Spa Therapist"]
LANGS = ["English", "French", "German", "Spanish", "Italian", "Norwegian", "Dutch", "Polish", "Mandarin"]
ROOM_TYPES = [("single", 1, 79.0), ("double", 2, 119.0), ("twin", 2, 115.0), ("family", 4, 179.0),
              ("suite", 2, 289.0)]
PLATFORMS = ["Tripwise", "StayScore", "Google", "direct survey"]
REVIEW_TITLES = ["Lovely stay", "Could be better", "Perfect weekend", "Noisy room", "Great breakfast",
                 "Friendly staff", "Would come back", "Disappointing", "Superb views", "Fine for one night"]


def day(rng: random.Random, lo: dt.date, hi: dt.date) -> dt.date:
    return lo + dt.timedelta(days=rng.randrange((hi - lo).days + 1))


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    # hotels and rooms
    rooms: list[dict] = []
    for (nm, town, stars, opened, sea, pets, cin, amen, rating, boutique, prefix, nrooms) in HOTELS:
        hid = f"h:{prefix}"
        node(hid, ["Hotel", "Boutique"] if boutique else ["Hotel"],
             {"name": nm, "town": town, "stars": stars, "opened": opened, "seaView": sea, "petsAllowed": pets,
              "checkInTime": cin, "amenities": amen, "guestRating": rating})
        floors = 1 if nrooms <= 7 else rng.choice([2, 3, 4])
        for i in range(nrooms):
            rt, pax, base = ROOM_TYPES[0 if i == 0 else rng.choices(range(5), weights=[15, 40, 20, 15, 10])[0]]
            floor = 1 + i % floors
            code = f"{prefix}-{floor}{i + 1:02d}"
            rate = round(base * (1 + (stars - 3) * 0.22) * rng.uniform(0.9, 1.15), 2)
            props = {"roomCode": code, "roomType": rt, "floor": floor, "capacityPax": pax, "rateEur": rate,
                     "accessible": rng.random() < 0.18, "smoking": rng.random() >= 0.93,
                     "sizeSqm": rng.randrange(12, 22) + pax * rng.randrange(3, 9),
                     "lastRenovated": rng.randrange(2008, 2025) if rng.random() < 0.8 else None}
            rid = f"r:{code}"
            node(rid, ["Room"], props)
            rel("HAS_ROOM", hid, rid)
            rooms.append({"id": rid, "hotel": hid, **props})

    # companies with corporate contracts
    hotel_ids = [f"h:{h[10]}" for h in HOTELS]
    company_ids = []
    for j, (nm, sector) in enumerate(COMPANIES):
        cid = f"c:{j}"
        company_ids.append(cid)
        node(cid, ["Company"], {"name": nm, "sector": sector, "employees": rng.choice([40, 85, 120, 260, 640, 1500,
                                                                                        3200, 75, 410]) + j,
                                "vatNo": f"GB{rng.randrange(100000000, 999999999)}" if j != 6 else None})
        if j == 10:  # no contract
            continue
        for h in rng.sample(hotel_ids, rng.choice([1, 1, 2, 2, 3])):
            rel("HAS_CONTRACT", cid, h, {"discountPct": rng.choice([5, 8, 10, 12, 15, 20]),
                                         "since": day(rng, dt.date(2016, 1, 1), dt.date(2024, 12, 31)).isoformat(),
                                         "roomNightsPerYear": rng.randrange(20, 400),
                                         "autoRenew": rng.random() < 0.6})

    # offers
    offer_ids = []
    for (title, price, bfast, valid, minn, perks) in OFFERS:
        oid = f"o:{title}"
        offer_ids.append(oid)
        node(oid, ["Offer"], {"title": title, "priceEur": price, "includesBreakfast": bfast, "validUntil": valid,
                              "minNights": minn, "perks": perks})

    # staff
    used_names: set[str] = set()
    staff: list[dict] = []
    for k in range(40):
        while True:
            full = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if full not in used_names:
                used_names.add(full)
                break
        hid = hotel_ids[k % len(hotel_ids)]
        role = "General Manager" if k < 8 else ("Regional Director" if k in (8, 9) else rng.choice(ROLES[1:]))
        sid = f"s:{k}"
        langs = sorted(rng.sample(LANGS[1:], rng.choice([0, 0, 1, 1, 2]))) + ["English"]
        node(sid, ["Staff"], {"fullName": full, "role": role, "employeeNo": 4000 + rng.randrange(1, 999) * 3 + k,
                              "startDate": day(rng, dt.date(2005, 1, 1), dt.date(2025, 6, 30)).isoformat(),
                              "languages": langs if rng.random() < 0.9 else None,
                              "nightShift": role == "Night Auditor" or rng.random() < 0.1,
                              "hourlyWageEur": None if role in ("General Manager", "Regional Director")
                              else round(rng.uniform(12.5, 24.0), 2)})
        staff.append({"id": sid, "hotel": hid, "role": role})
        start_year = int(nodes[-1]["properties"]["startDate"][:4])
        if role == "Regional Director":
            # the two directors each oversee four hotels; they work from the first of those
            rel("WORKS_AT", sid, hotel_ids[0 if k == 8 else 4], {"since": max(start_year, rng.randrange(2012, 2022)),
                                                                 "fullTime": True, "contract": "permanent"})
        else:
            # at this hotel since a year no earlier than joining the group
            rel("WORKS_AT", sid, hid, {"since": max(start_year, rng.randrange(2005, 2026)), "fullTime": rng.random() < 0.75,
                                       "contract": rng.choice(["permanent", "permanent", "permanent", "fixed-term",
                                                               "seasonal"])})
    for s in staff:
        k = int(s["id"][2:])
        if k < 8:
            rel("REPORTS_TO", s["id"], "s:8" if k < 4 else "s:9", {"since": rng.randrange(2015, 2025)})
        elif k >= 10:
            gm = f"s:{hotel_ids.index(s['hotel'])}"
            rel("REPORTS_TO", s["id"], gm, {"since": rng.randrange(2015, 2026)})

    # guests
    guests: list[dict] = []
    gnames: set[tuple[str, str]] = set()
    for g in range(72):
        while True:
            fn, ln = rng.choice(FIRST), rng.choice(LAST)
            if (fn, ln) not in gnames and f"{fn} {ln}" not in used_names:
                gnames.add((fn, ln))
                break
        gid = f"g:{g}"
        loyal = rng.random() < 0.4
        props = {"firstName": fn, "lastName": ln, "country": rng.choice(COUNTRIES),
                 "birthYear": rng.randrange(1948, 2004) if rng.random() < 0.85 else None,
                 "vip": rng.random() < 0.12, "marketingOptIn": rng.random() < 0.5,
                 "dietary": rng.choice([None] * 6 + [["vegetarian"], ["vegan"], ["gluten-free"],
                                                     ["vegetarian", "nut allergy"]])}
        if loyal:
            props.update({"tier": rng.choices(["Silver", "Gold", "Platinum"], weights=[50, 35, 15])[0],
                          "points": rng.randrange(500, 60000), "memberNo": f"TL{rng.randrange(100000, 999999)}",
                          "joined": day(rng, dt.date(2014, 1, 1), dt.date(2025, 3, 31)).isoformat()})
        node(gid, ["Guest", "LoyaltyMember"] if loyal else ["Guest"], props)
        guests.append({"id": gid, "loyal": loyal})
        if rng.random() < 0.3:
            rel("WORKS_FOR", gid, rng.choice(company_ids), {"jobTitle": rng.choice(
                ["Account Manager", "Engineer", "Director", "Analyst", "Sales Lead", None])})
    # referrals among guests (self-relationship)
    for g in range(1, 72):
        if rng.random() < 0.22:
            src = rng.randrange(0, g)
            rel("REFERRED", f"g:{src}", f"g:{g}", {"referredOn": day(rng, dt.date(2019, 1, 1),
                                                                     dt.date(2025, 6, 30)).isoformat(),
                                                   "bonusPoints": rng.choice([250, 500, 500, 1000])})

    # bookings
    channels = ["direct web", "phone", "Tripwise", "Bookly", "corporate", "walk-in"]
    bookings: list[dict] = []
    for b in range(140):
        g = guests[rng.randrange(0, 66)]  # the last six guests never booked
        room = rng.choice(rooms)
        check_in = day(rng, dt.date(2023, 1, 5), dt.date(2025, 10, 20))
        nights = rng.choices([1, 2, 3, 4, 5, 7, 10], weights=[25, 30, 18, 10, 8, 6, 3])[0]
        cancelled = rng.random() < 0.12
        adults = rng.randint(1, min(2, room["capacityPax"]))
        children = rng.randint(0, room["capacityPax"] - adults) if room["capacityPax"] > 2 else 0
        ref = f"TB-{check_in.year % 100}-{b + 1:04d}"
        total = round(room["rateEur"] * nights * rng.uniform(0.85, 1.05), 2)
        bid = f"b:{ref}"
        node(bid, ["Booking"], {"ref": ref, "checkIn": check_in.isoformat(),
                                "checkOut": (check_in + dt.timedelta(days=nights)).isoformat(), "nights": nights,
                                "adults": adults, "children": children, "totalEur": total,
                                "channel": rng.choice(channels), "cancelled": cancelled,
                                "requests": rng.choice([None] * 5 + [["late checkout"], ["cot"], ["high floor"],
                                                                      ["quiet room", "extra pillows"],
                                                                      ["airport transfer"]])})
        rel("MADE", g["id"], bid, {"bookedOn": (check_in - dt.timedelta(days=rng.randrange(0, 120))).isoformat(),
                                   "depositEur": round(total * 0.2, 2) if rng.random() < 0.55 else 0.0})
        rel("FOR_ROOM", bid, room["id"], {"board": rng.choice(["room only", "bed and breakfast",
                                                               "bed and breakfast", "half board"]),
                                          "upgraded": rng.random() < 0.08})
        if rng.random() < 0.25:
            rel("USED_OFFER", bid, rng.choice(offer_ids[:9]), {"promoCode": rng.choice(
                ["SPRING", "LOYAL10", "WELCOME", None])})
        bookings.append({"id": bid, "guest": g["id"], "hotel": room["hotel"], "cancelled": cancelled,
                         "checkOut": check_in + dt.timedelta(days=nights)})

    # reviews, after stays that were not cancelled
    stays = [b for b in bookings if not b["cancelled"]]
    hotel_staff = {h: [s for s in staff if s["hotel"] == h and s["role"] in
                       ("General Manager", "Front Office Manager")] for h in hotel_ids}
    for n, b in enumerate(rng.sample(stays, 62)):
        posted = b["checkOut"] + dt.timedelta(days=rng.randrange(1, 30))
        score = rng.choices(range(1, 11), weights=[1, 1, 2, 2, 4, 6, 10, 14, 12, 8])[0]
        vid = f"v:{n}"
        node(vid, ["Review"], {"reviewNo": f"RV{posted.year}-{n + 101}", "postedOn": posted.isoformat(),
                               "score": score, "platform": rng.choice(PLATFORMS),
                               "headline": rng.choice(REVIEW_TITLES) if rng.random() < 0.8 else None,
                               "wouldRecommend": score >= 7,
                               "cleanliness": round(min(10.0, max(1.0, score + rng.uniform(-1.5, 1.5))), 1)})
        rel("WROTE", b["guest"], vid)
        rel("ABOUT", vid, b["hotel"], {"stayMonth": b["checkOut"].strftime("%Y-%m")})
        if score <= 6 or rng.random() < 0.3:
            who = hotel_staff[b["hotel"]]
            if who:
                rel("RESPONDED_TO", rng.choice(who)["id"], vid, {
                    "respondedOn": (posted + dt.timedelta(days=rng.randrange(1, 10))).isoformat(),
                    "compensationEur": rng.choice([0.0, 0.0, 25.0, 50.0, 100.0]) if score <= 5 else 0.0})

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["checkIn", "checkOut", "startDate", "joined", "referredOn", "bookedOn", "postedOn",
                           "respondedOn", "validUntil", "since"]}
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
