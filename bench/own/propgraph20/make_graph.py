#!/usr/bin/env python3
"""Write graph.json: an invented regional auction house (Pellingham & Crouch) as its staff might keep it.

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every specialist, client, buyer, maker,
saleroom and sale is invented.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 6262
HERE = Path(__file__).resolve().parent

# departments: (name, sale theme, object types, maker types)
DEPTS = [
    ("Pictures", "Fine Pictures & Prints", ["oil painting", "watercolour", "etching", "drawing"], ["painter", "printmaker"]),
    ("Furniture", "Country House Furniture", ["chest of drawers", "bureau bookcase", "side table", "set of dining chairs"], ["cabinet maker"]),
    ("Silver", "Silver & Objects of Vertu", ["tea service", "salver", "snuff box", "pair of candlesticks"], ["silversmith"]),
    ("Ceramics & Glass", "Ceramics & Glass", ["vase", "figure", "charger", "decanter"], ["potter", "glassworks"]),
    ("Jewellery", "Jewellery & Watches", ["brooch", "ring", "necklace", "pocket watch"], ["jeweller"]),
    ("Clocks", "Clocks, Barometers & Instruments", ["bracket clock", "longcase clock", "barometer", "carriage clock"], ["clockmaker"]),
    ("Books & Maps", "Books, Maps & Manuscripts", ["atlas", "first edition", "county map", "manuscript"], ["cartographer", "private press"]),
    ("Collectors' Items", "Toys, Models & Collectables", ["tinplate toy", "model locomotive", "teddy bear", "die-cast set"], ["toymaker"]),
]

GIVEN = ["Araminta", "Barnaby", "Celandine", "Digby", "Esmond", "Felicity", "Godfrey", "Harriet", "Ivor", "Jocasta",
         "Kenelm", "Lettice", "Mungo", "Noelle", "Orlando", "Posy", "Rupert", "Sorrel", "Tarquin", "Ursula",
         "Vivian", "Winifred", "Ambrose", "Bathsheba", "Crispin", "Dulcie"]
SURNAMES = ["Ashworth-Lyle", "Bramhall", "Cotterill", "Dimsdale", "Eversleigh", "Fennimore", "Gadsby", "Holloway",
            "Ingram", "Jellicoe", "Kingsmill", "Lovibond", "Merriweather", "Nuttall", "Ottley", "Pocklington",
            "Quennell", "Rushbrook", "Stanbury", "Trelawney", "Upcott", "Vellacott", "Whitlock", "Ainley",
            "Birtwhistle", "Catchpole"]

ROOMS = [  # roomName, town, seats, parkingSpaces, openedYear, hasCafe, floorAreaSqm
    ("Crouch Street Rooms", "Pellingham", 220, 40, 1968, True, 640),
    ("The Old Corn Exchange", "Wistow Magna", 340, None, 1994, True, 910),
    ("Haddleby Barns", "Haddleby", 150, 85, 2009, False, 480),
    ("Quayside Saleroom", "Saltmarsh", 120, 18, 2016, False, 350),
    ("Tenterden Yard", "Pellingham", 90, None, 2021, True, 260),
]

CONSIGNORS = [
    ("Mrs Philippa Drewcott", "private"), ("The Estate of the late Colonel R. Hatherleigh", "estate"),
    ("Tollbridge Antiques Ltd", "trade"), ("Trustees of the Amblecote Settlement", "estate"),
    ("Mr Gervase Pilkington", "private"), ("Dr Marguerite Ollerenshaw", "private"),
    ("St Cuthbert's Hospice", "charity"), ("Wistow Magna Parish Council", "institution"),
    ("The Estate of the late Lady Imelda Farquharson", "estate"), ("Brackenbury & Daughters", "trade"),
    ("Mr and Mrs Desmond Faulkbourne", "private"), ("Miss Ottoline Redgrave", "private"),
    ("Harkstead Museum Trust", "institution"), ("The Estate of the late Mr Cyril Ambler", "estate"),
    ("Fenwick Clocks & Co", "trade"), ("Professor Alaric Tunstall", "private"), ("Mrs Beryl Castleford", "private"),
    ("The Estate of the late Mrs Norah Pridmore", "estate"), ("Saltmarsh Lifeboat Fund", "charity"),
    ("Mr Leopold Wrexham", "private"), ("Gilded Age Interiors Ltd", "trade"), ("Mrs Constance Huxtable", "private"),
    ("The Estate of the late Canon J. Ravensworth", "estate"), ("Mr Rowland Ebbsfleet", "private"),
    ("Hollowmere Primary School PTA", "charity"), ("Ms Tabitha Greenhalgh", "private"),
    ("Old Rectory Antiques", "trade"), ("Mr Horace Mountjoy", "private"), ("Mrs Delia Stoneygate", "private"),
    ("The Estate of the late Dr Basil Threlkeld", "estate"), ("Sir Peregrine Aldous", "private"),
    ("Haddleby Golf Club", "institution"), ("Mrs Winsome Ackroyd", "private"), ("Mr Clement Featherstone", "private"),
    ("Kettleby Hall Estates", "estate"), ("Mr Jasper Inchcombe", "private"), ("Mrs Rosamund Yelverton", "private"),
    ("Dunmore Books", "trade"), ("Mr Ptolemy Ashcombe", "private"), ("Mrs Enid Wolverton", "private"),
    ("The Estate of the late Mr Ernest Lumsden", "estate"), ("Mr Silas Pennyfeather", "private"),
    ("Mrs Hermione Calloway", "private"), ("Brightwell Toy Museum", "institution"), ("Mr Aubrey Sallowes", "private"),
]
COUNTIES = ["Suffolk", "Norfolk", "Essex", "Cambridgeshire", "Lincolnshire", "Hertfordshire", "Kent"]

BUYERS = [
    ("Halloran Fine Art", "UK", True), ("Mr Ignatius Pemberton", "UK", False), ("Verhoeven Antiquairs", "Netherlands", True),
    ("Mrs Cordelia Mapplethorpe", "UK", False), ("Galerie Brunnhuber", "Germany", True), ("Mr Tobias Quayle", "UK", False),
    ("Ms Anouk Lindqvist", "Sweden", False), ("Sterling & Rowe", "UK", True), ("Mr Dashiell Okonedo", "UK", False),
    ("Maison Ferrandière", "France", True), ("Dr Hyacinth Bellweather", "UK", False), ("Mr Cormac Delahunt", "Ireland", False),
    ("Old Mill Clocks", "UK", True), ("Mrs Lavinia Strickland", "UK", False), ("Mr Bartholomew Keyes", "USA", False),
    ("Kestrel Books", "UK", True), ("Ms Philomena Rudd", "UK", False), ("Mr Eustace Vandermeer", "Belgium", False),
    ("Carrington Silver", "UK", True), ("Mrs Georgiana Pettigrew", "UK", False), ("Mr Lucius Harcourt", "UK", False),
    ("Tinplate Treasures", "UK", True), ("Ms Ingrid Solberg", "Norway", False), ("Mr Fergus McAllister", "UK", False),
    ("Antiquariat Lenz", "Germany", True), ("Mrs Marigold Ashby", "UK", False), ("Mr Caspar Wintour", "USA", True),
    ("Ms Oona Fitzwilliam", "Ireland", False), ("Mr Reginald Smallbone", "UK", False), ("Bellfield Interiors", "UK", True),
    ("Mrs Theodora Greaves", "UK", False), ("Mr Hamish Drummond", "UK", False), ("Ms Celeste Duvernay", "France", False),
    ("Mr Oswin Tallis", "UK", False), ("Northgate Jewellers", "UK", True), ("Mrs Perdita Langley", "UK", False),
    ("Mr Valentine Crowe", "UK", False), ("Mr Aurelio Benedetti", "Italy", True), ("Ms Rowena Blakeley", "UK", False),
    ("Mr Jerome Hackett", "UK", False), ("Clocktower Antiques", "UK", True), ("Mrs Evangeline Moss", "UK", False),
    ("Mr Percival Thorne", "UK", False), ("Ms Saoirse Kavanagh", "Ireland", False), ("Mr Wendell Astor-Price", "USA", False),
    ("Mrs Millicent Abbott", "UK", False), ("Mr Barnabas Ogilvy", "UK", False), ("Hartley & Vine", "UK", True),
    ("Ms Delphine Aubert", "France", False), ("Mr Roderick Lyle", "UK", False), ("Mrs Agatha Penrose", "UK", False),
    ("Mr Florian Weiss", "Switzerland", False), ("Ms Juniper Ashgrove", "UK", False), ("Mr Lionel Ravensdale", "UK", False),
    ("Mrs Opal Winterbourne", "UK", False),
]
PLATFORMS = ["BidHammer", "LotStream", "SaleNet"]

MAKERS = [  # makerName, makerType, nationality, firm
    ("Edmund Thrale", "painter", "British", False), ("Ada Morrow-Finch", "painter", "British", False),
    ("Lucien Vautrin", "painter", "French", False), ("Cornelis van Haeften", "painter", "Dutch", False),
    ("Maud Eskdale", "painter", "British", False), ("Thomas Ingoldsby", "painter", "British", False),
    ("Greta Lindahl", "printmaker", "Swedish", False), ("Silas Bewick-Hart", "printmaker", "British", False),
    ("Hebden & Sowter", "cabinet maker", "British", True), ("Josiah Gillingham", "cabinet maker", "British", False),
    ("Marlow Brothers", "cabinet maker", "British", True), ("Hester Bateson", "silversmith", "British", False),
    ("Paul Crespigny", "silversmith", "British", False), ("Walker & Ormsby", "silversmith", "British", True),
    ("Elkington Vane", "silversmith", "British", True), ("Thornbury Pottery", "potter", "British", True),
    ("Martha Redfern", "potter", "British", False), ("Kolbeck Porzellan", "potter", "German", True),
    ("Whitefriars Lane Glass", "glassworks", "British", True), ("Orrefors Sjö", "glassworks", "Swedish", True),
    ("Lazenby & Garrard", "jeweller", "British", True), ("Céleste Marchand", "jeweller", "French", False),
    ("Benjamin Lavers", "jeweller", "British", False), ("John Harwood of Ipswich", "clockmaker", "British", False),
    ("Thwaites & Reed-Holt", "clockmaker", "British", True), ("Japhet Mudge", "clockmaker", "British", False),
    ("Henri Lépine-Dubois", "clockmaker", "French", False), ("Negretti Zanetta", "clockmaker", "Italian", True),
    ("John Speedwell", "cartographer", "British", False), ("Christopher Saxby", "cartographer", "British", False),
    ("Golden Hind Press", "private press", "British", True), ("Wenlock Press", "private press", "British", True),
    ("Bing & Hessler", "toymaker", "German", True), ("Hornbridge Trains", "toymaker", "British", True),
    ("Steiff-Mohr", "toymaker", "German", True), ("Dinkie Toys", "toymaker", "British", True),
    ("Rosalind Quarles", "painter", "British", False), ("Augustin Pellerin", "printmaker", "French", False),
    ("Nathaniel Oakes", "silversmith", "American", False), ("Sigrid Halvorsen", "potter", "Norwegian", False),
]

THEME_OF = {d[0]: d[1] for d in DEPTS}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def d(y: int, m: int, dd: int) -> dt.date:
    return dt.date(y, m, dd)


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end,
                     "properties": {k: v for k, v in (props or {}).items() if v is not None}})

    # ---- specialists -------------------------------------------------------------------------------------
    staff = []  # dicts with id, dept, title
    names = list(zip(GIVEN, SURNAMES, strict=False))
    rng.shuffle(names)
    k = 0
    md = None
    plan = [("Management", "Managing Director"), ("Management", "Sales Director")]
    for dept in DEPTS:
        plan.append((dept[0], "Head of Department"))
        plan.append((dept[0], "Specialist"))
        if dept[0] in ("Pictures", "Silver", "Jewellery", "Clocks", "Furniture", "Books & Maps"):
            plan.append((dept[0], rng.choice(["Junior Specialist", "Cataloguer"])))
    plan = plan[:26]
    auction_ids = []
    for dept, title in plan:
        g, s = names[k]
        sid = f"sp:{k}"
        k += 1  # noqa: SIM113 - k also numbers the ids after the loop
        started = d(rng.randrange(2001, 2025), rng.randrange(1, 13), rng.randrange(1, 29))
        props = {"givenName": g, "surname": s, "department": dept, "jobTitle": title,
                 "startedOn": started.isoformat(),
                 "email": f"{g.lower()}.{s.lower().replace('-', '')}@pellinghamcrouch.example",
                 "extn": 200 + k * 7,
                 "fullTime": rng.random() < 0.8,
                 "ricsQualified": title in ("Managing Director", "Sales Director", "Head of Department") and rng.random() < 0.7,
                 "bornYear": rng.randrange(1958, 2000) if rng.random() < 0.75 else None}
        if rng.random() < 0.35:
            props["languages"] = sorted(rng.sample(["French", "German", "Italian", "Dutch", "Spanish", "Mandarin"],
                                                   rng.randrange(1, 3)))
        labels = ["Specialist"]
        if title in ("Managing Director", "Sales Director", "Head of Department") and (rng.random() < 0.7 or dept == "Management"):
            labels.append("Auctioneer")
            props["rostrumSince"] = max(started.year, rng.randrange(2003, 2022))
            props["lotsPerHour"] = rng.randrange(60, 130)
            auction_ids.append(sid)
        node(sid, labels, props)
        staff.append({"id": sid, "dept": dept, "title": title, "started": started})
    # reporting lines
    md = staff[0]
    sd = staff[1]
    rel("REPORTS_TO", sd["id"], md["id"], {"since": max(sd["started"].year, 2012), "dottedLine": False})
    heads = {s["dept"]: s for s in staff if s["title"] == "Head of Department"}
    for s in staff[2:]:
        if s["title"] == "Head of Department":
            rel("REPORTS_TO", s["id"], sd["id"], {"since": max(s["started"].year, 2014) + rng.randrange(0, 4),
                                                   "dottedLine": False})
        else:
            h = heads[s["dept"]]
            rel("REPORTS_TO", s["id"], h["id"], {"since": max(s["started"].year, h["started"].year) + rng.randrange(0, 2),
                                                  "dottedLine": False})
    # two dotted lines
    rel("REPORTS_TO", heads["Jewellery"]["id"], heads["Silver"]["id"], {"since": 2022, "dottedLine": True})
    rel("REPORTS_TO", heads["Collectors' Items"]["id"], md["id"], {"since": 2024, "dottedLine": True})
    if len(auction_ids) < 7:
        raise SystemExit("too few auctioneers")

    # ---- salerooms ---------------------------------------------------------------------------------------
    for i, (nm, town, seats, park, opened, cafe, area) in enumerate(ROOMS):
        node(f"r:{i}", ["Saleroom"], {"roomName": nm, "town": town, "seats": seats, "parkingSpaces": park,
                                      "openedYear": opened, "hasCafe": cafe, "floorAreaSqm": area})

    # ---- makers ------------------------------------------------------------------------------------------
    makers_by_type: dict[str, list[str]] = {}
    for i, (nm, mtype, nat, firm) in enumerate(MAKERS):
        props = {"makerName": nm, "makerType": mtype, "nationality": nat, "isFirm": firm}
        if firm:
            props["foundedYear"] = rng.randrange(1760, 1935)
            if rng.random() < 0.7:
                closed = props["foundedYear"] + rng.randrange(25, 140)
                if closed <= 2024:  # a firm whose drawn closing year is still to come is still trading
                    props["closedYear"] = closed
        else:
            born = rng.randrange(1700, 1975)
            props["bornYear"] = born
            if born < 1940 or rng.random() < 0.3:
                props["diedYear"] = born + rng.randrange(38, 90)
        node(f"m:{i}", ["Maker"], props)
        makers_by_type.setdefault(mtype, []).append(f"m:{i}")

    # ---- consignors and buyers ---------------------------------------------------------------------------
    for i, (nm, ctype) in enumerate(CONSIGNORS):
        props = {"clientName": nm, "clientType": ctype, "county": rng.choice(COUNTIES),
                 "clientSince": rng.randrange(1995, 2026), "vatRegistered": ctype in ("trade", "institution") or rng.random() < 0.1}
        if rng.random() < 0.7:
            props["marketingOptIn"] = rng.random() < 0.6
        node(f"c:{i}", ["Consignor"], props)
    buyer_dicts = []
    for i, (nm, country, trade) in enumerate(BUYERS):
        reg = d(rng.randrange(2008, 2026), rng.randrange(1, 13), rng.randrange(1, 29))
        props = {"buyerName": nm, "country": country, "isTrade": trade, "registeredOn": reg.isoformat(),
                 "amlChecked": rng.random() < 0.85,
                 "preferredChannel": rng.choice(["room", "phone", "online", "online", "commission bid"])}
        if trade or rng.random() < 0.5:
            props["creditLimitGbp"] = rng.choice([2000, 5000, 10000, 15000, 25000, 50000])
        if props["preferredChannel"] == "online" or rng.random() < 0.3:
            props["platforms"] = sorted(rng.sample(PLATFORMS, rng.randrange(1, 3)))
        node(f"b:{i}", ["Buyer"], props)
        buyer_dicts.append({"id": f"b:{i}", "reg": reg})

    # ---- sales -------------------------------------------------------------------------------------------
    sale_plan = []
    day = d(2023, 1, 18)
    while len(sale_plan) < 32:
        if day.month == 12 and day.day >= 20:  # no sale over Christmas: brought forward
            day = d(day.year, 12, 11 + day.day % 5)
        sale_plan.append(day)
        day += dt.timedelta(days=rng.randrange(26, 40))
    sales = []
    per_year: dict[int, int] = {}
    dept_cycle = [dp[0] for dp in DEPTS] + ["Mixed"]
    for i, sdate in enumerate(sale_plan):
        per_year[sdate.year] = per_year.get(sdate.year, 0) + 1
        dept = dept_cycle[i % len(dept_cycle)] if i % 5 != 4 else "Mixed"
        online = dept != "Mixed" and rng.random() < 0.25
        theme = "Quarterly Fine Art & Antiques" if dept == "Mixed" else THEME_OF[dept]
        if online:
            theme = theme.replace("Fine ", "") + " (Timed Online)"
        sale_no = (sdate.year % 100) * 100 + per_year[sdate.year]
        props = {"saleNo": sale_no, "title": f"{theme}, {MONTHS[sdate.month - 1]} {sdate.year}",
                 "saleDate": sdate.isoformat(), "department": dept, "timedOnline": online,
                 "bpPct": 25.0 if sdate.year == 2023 else (26.0 if sdate.year == 2024 else 27.5)}
        if online:
            props["bpPct"] += 1.5
        else:
            props["livestreamed"] = rng.random() < 0.6
        if rng.random() < 0.8:
            props["catalogueUrl"] = f"https://pellinghamcrouch.example/sales/{sale_no}"
        node(f"s:{i}", ["Sale"], props)
        room = 0 if dept == "Mixed" and rng.random() < 0.5 else rng.choice([0, 1, 1, 2, 3, 4])
        rel("HELD_AT", f"s:{i}", f"r:{room}", {"viewingDays": rng.randrange(1, 5) if not online else rng.randrange(5, 9)})
        if not online:
            aucs = [a for a in auction_ids]
            dept_head = heads.get(dept)
            first = dept_head["id"] if dept_head and dept_head["id"] in auction_ids and rng.random() < 0.6 else rng.choice(aucs)
            rng.randrange(60, 130)  # a draw kept so the seeded graph stays the same
            if rng.random() < 0.2:
                second = rng.choice([a for a in aucs if a != first])
                rel("CONDUCTED", first, f"s:{i}", {"session": "morning", "startTime": "10:00", "hours": round(rng.uniform(2.0, 3.5), 1)})
                rel("CONDUCTED", second, f"s:{i}", {"session": "afternoon", "startTime": "14:00", "hours": round(rng.uniform(1.5, 3.5), 1)})
            else:
                rel("CONDUCTED", first, f"s:{i}", {"session": "full day", "startTime": rng.choice(["10:00", "10:30", "11:00"]),
                                                   "hours": round(rng.uniform(3.0, 6.5), 1)})
        sales.append({"id": f"s:{i}", "dept": dept, "date": sdate, "no": sale_no, "bp": props["bpPct"],
                      "online": online, "lots": 0, "lastLot": 0})

    # ---- lots --------------------------------------------------------------------------------------------
    dept_info = {dp[0]: dp for dp in DEPTS}
    stock_seq: dict[int, int] = {}
    lot_count = 0
    materials_for = {
        "Furniture": ["oak", "mahogany", "walnut", "satinwood", "brass", "elm", "pine"],
        "Silver": ["silver", "silver-gilt", "ebony", "bone"],
        "Ceramics & Glass": ["porcelain", "earthenware", "stoneware", "glass", "gilt"],
        "Jewellery": ["gold", "platinum", "diamond", "sapphire", "pearl", "enamel", "garnet"],
        "Clocks": ["brass", "mahogany", "oak", "walnut", "steel"],
        "Collectors' Items": ["tinplate", "mohair", "die-cast", "wood", "cardboard"],
    }
    buyer_pool = [b["id"] for b in buyer_dicts]
    for si, s in enumerate(sales):
        n_lots = rng.randrange(3, 5) + (1 if s["dept"] == "Mixed" else 0)
        for _j in range(n_lots):
            dept = s["dept"] if s["dept"] != "Mixed" else rng.choice([dp[0] for dp in DEPTS])
            _, _, otypes, mtypes = dept_info[dept]
            otype = rng.choice(otypes)
            received = s["date"] - dt.timedelta(days=rng.randrange(20, 140))
            yy = received.year % 100
            stock_seq[yy] = stock_seq.get(yy, 0) + rng.randrange(3, 40)
            stock = f"PC{yy:02d}/{stock_seq[yy]:04d}"
            low = rng.choice([150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000, 2500, 3000, 4000, 5000,
                              6000, 8000, 10000, 15000, 20000])
            high = int(low * rng.choice([1.5, 1.5, 2, 2]))
            props = {"stockNo": stock, "objectType": otype, "estLowGbp": low, "estHighGbp": high,
                     "condition": rng.choice(["good", "good", "fair", "restored", "as found"])}
            if rng.random() < 0.75:
                props["reserveGbp"] = int(low * rng.choice([0.6, 0.7, 0.8, 1.0]))
            if rng.random() < 0.7:
                props["circaYear"] = rng.randrange(1880, 1975) if dept == "Collectors' Items" else rng.randrange(1720, 1960)
            if dept not in ("Books & Maps", "Jewellery") and rng.random() < 0.7:
                props["heightCm"] = round(rng.uniform(4, 220) if dept in ("Furniture", "Clocks") else rng.uniform(3, 90), 1)
            if dept == "Silver" and otype != "snuff box":
                props["weightOzt"] = round(rng.uniform(8, 160), 1)
            if dept in materials_for and rng.random() < 0.8:
                props["materials"] = sorted(rng.sample(materials_for[dept], rng.randrange(1, 4)))
            if dept == "Pictures":
                props["arrApplies"] = rng.random() < 0.3
            props["vatStatus"] = rng.choice(["margin", "margin", "margin", "standard", "import"])
            lid = f"l:{lot_count}"
            lot_count += 1
            node(lid, ["Lot"], props)
            # consignor
            c = rng.randrange(len(CONSIGNORS))
            cp = {"receivedOn": received.isoformat(), "commissionPct": rng.choice([10.0, 12.5, 15.0, 15.0, 17.5])}
            if rng.random() < 0.4:
                cp["photoFeeGbp"] = rng.choice([10, 15, 25])
            rel("CONSIGNED", f"c:{c}", lid, cp)
            # maker
            if rng.random() < 0.72:
                mt = rng.choice(mtypes)
                m = rng.choice(makers_by_type[mt])
                ap = {"qualifier": rng.choice(["by", "by", "by", "attributed to", "circle of", "after", "workshop of"])}
                if dept == "Pictures":
                    ap["signed"] = rng.random() < 0.6
                rel("ATTRIBUTED_TO", lid, m, ap)
            # cataloguer
            cands = [st for st in staff if st["dept"] == dept]
            cat = rng.choice(cands)
            rel("CATALOGUED_BY", lid, cat["id"], {"hoursSpent": round(rng.uniform(0.5, 9.0), 1)})
            # offers
            offers = [s]
            later = [t for t in sales[si + 1:si + 8] if t["dept"] in (dept, "Mixed")]
            outcome_first = rng.choices(["sold", "bought in", "withdrawn"], [0.74, 0.2, 0.06])[0]
            outcomes = [outcome_first]
            if outcome_first == "bought in" and later and rng.random() < 0.7:
                offers.append(later[0])
                outcomes.append(rng.choices(["sold", "bought in"], [0.75, 0.25])[0])
            for t, oc in zip(offers, outcomes, strict=False):
                t["lots"] += 1
                t["lastLot"] += rng.randrange(1, 30)
                op = {"lotNo": t["lastLot"], "outcome": oc}
                if oc != "withdrawn":
                    op["bids"] = rng.randrange(0, 4) if oc == "bought in" else rng.randrange(2, 40)
                rel("OFFERED_IN", lid, t["id"], op)
                if oc == "sold":
                    lowt = low if t is s else int(low * 0.7)
                    hammer = int(round(lowt * rng.choice([0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.4, 1.6, 2.0, 2.6, 3.5]) / 10) * 10)
                    hammer = max(hammer, props.get("reserveGbp", 0) if t is s else 0)  # sold at or over the reserve
                    eligible = [b["id"] for b in buyer_dicts if b["reg"] <= t["date"]]
                    b = rng.choice(eligible if eligible else buyer_pool)
                    via = "online" if t["online"] else rng.choice(["room", "phone", "online", "commission bid"])
                    bp = {"hammerGbp": hammer, "premiumGbp": round(hammer * t["bp"] / 100, 2),
                          "paddleNo": rng.randrange(100, 900), "via": via,
                          "collected": rng.random() < 0.85}
                    if rng.random() < 0.9:
                        bp["paidOn"] = (t["date"] + dt.timedelta(days=rng.randrange(1, 28))).isoformat()
                    rel("BOUGHT", b, lid, bp)

    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["startedOn", "registeredOn", "saleDate", "receivedOn", "paidOn"]}
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
