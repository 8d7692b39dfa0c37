#!/usr/bin/env python3
# ruff: noqa: E501
"""Write graph.json: an invented event catering company (Hollowbrook Kitchen Co.).

    python3 make_graph.py

Standard library only, fixed seed, no clock: the same file every run. Every person, business, town, kitchen,
venue, supplier, dish code and event code is invented (the trade's terms - covers, canapés, bowl food, plated
service, allergens, food hygiene levels, marquees, deposits, POs - are generic).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

SEED = 3677
HERE = Path(__file__).resolve().parent

# name, town, openedYear, covers (guests a day), halalCertified, floorM2
KITCHENS = [
    ("Hollowbrook Central", "Hollowbrook", 2008, 900, True, 240.5),
    ("Marrowfield", "Marrowfield", 2013, 450, False, 132.0),
    ("Tessing Quay", "Tessing", 2018, 300, True, 96.5),
    ("Upper Brant", "Brantley", 2022, 200, False, 71.25),
]

# firstName, lastName, role, startYear, hourlyRate, allergenTrained, skills, hygieneLevel, agency, kitchen, supervisor
STAFF = [
    ("Orla", "Pennicott", "head chef", 2009, 24.5, True, ["sauces", "butchery", "fish"], 4, False, 0, True),
    ("Desmond", "Falkirt", "sous chef", 2014, 19.75, True, ["pastry", "sauces"], 3, False, 0, True),
    ("Priya", "Ashwell", "pastry chef", 2016, 18.0, True, ["pastry", "chocolate", "bread"], 3, False, 0, False),
    ("Tomasz", "Wierzba", "chef de partie", 2019, 15.5, True, ["grill", "fish"], 3, False, 0, False),
    ("Bethan", "Lloyd-Carrow", "event manager", 2012, 22.0, True, None, 2, False, 0, True),
    ("Kwame", "Osei-Bantry", "commis chef", 2023, 12.4, False, ["grill"], 2, False, 0, False),
    ("Lena", "Marchetti", "waiter", 2021, 11.9, False, ["silver service", "cocktails"], None, True, 0, False),
    ("Fergus", "Dunmore", "bar staff", 2020, 12.1, False, ["cocktails", "wine"], None, True, 0, False),
    ("Harriet", "Quillon", "kitchen porter", 2024, 11.44, False, None, 2, True, 0, False),
    ("Ines", "Carvalho-Reid", "sous chef", 2015, 19.5, True, ["vegan", "sauces", "bread"], 3, False, 1, True),
    ("Callum", "Breck", "chef de partie", 2018, 15.25, True, ["fish", "vegan"], 3, False, 1, False),
    ("Yusuf", "Demirel", "chef de partie", 2020, 15.5, True, ["grill", "butchery"], 2, False, 1, False),
    ("Mairead", "Toole", "waiter", 2017, 12.0, True, ["silver service", "wine"], None, False, 1, False),
    ("Otto", "Lindqvist", "bar staff", 2022, 11.8, False, ["cocktails"], None, True, 1, False),
    ("Saoirse", "Hanlon", "event manager", 2019, 21.0, True, None, 2, False, 1, True),
    ("Ravi", "Kandasamy", "head chef", 2011, 23.75, True, ["spice", "grill", "vegan"], 4, False, 2, True),
    ("Agnieszka", "Pawlik", "pastry chef", 2021, 17.25, True, ["pastry", "chocolate"], 3, False, 2, False),
    ("Jonah", "Treves", "commis chef", 2024, 12.0, False, ["bread"], 2, False, 2, False),
    ("Delphine", "Morvan", "waiter", 2018, 12.3, True, ["silver service"], None, False, 2, False),
    ("Eamon", "Sully", "kitchen porter", 2023, 11.44, False, None, None, True, 2, False),
    ("Nadia", "Farouk", "chef de partie", 2017, 16.0, True, ["spice", "fish"], 3, False, 2, False),
    ("Gideon", "Ashwell", "commis chef", 2022, 12.6, True, ["grill", "vegan"], 2, False, 3, False),
    ("Rosalind", "Heath", "sous chef", 2016, 19.0, True, ["butchery", "sauces"], 3, False, 3, False),
    ("Marek", "Sobczak", "waiter", 2023, 11.6, False, ["wine"], None, True, 3, False),
    ("Thea", "Wyndle", "bar staff", 2021, 12.2, True, ["cocktails", "wine", "silver service"], None, False, 0, False),
    ("Piotr", "Nowacki", "chef de partie", 2013, 16.5, True, ["pastry", "grill"], 3, False, 0, False),
    ("Sunniva", "Berg", "waiter", 2024, 11.5, False, None, None, True, 1, False),
    ("Abel", "Okonjo", "commis chef", 2021, 12.8, True, ["fish"], 2, False, 1, False),
    ("Clemency", "Vane", "event manager", 2023, 20.5, True, None, 2, False, 2, False),
    ("Lorcan", "Duffy", "kitchen porter", 2019, 11.7, False, None, 2, False, 3, False),
]

# name, kind, town, clientSince, accountHolder, discountPct
CLIENTS = [
    ("Brantley Rotary Club", "club", "Brantley", 2012, True, 5.0),
    ("Ferrowick Legal LLP", "corporate", "Hollowbrook", 2015, True, 7.5),
    ("The Tansley Family", "private", "Marrowfield", 2024, False, None),
    ("Quaymark Shipping", "corporate", "Tessing", 2018, True, 10.0),
    ("St Wenna's Primary School", "school", "Marrowfield", 2019, True, None),
    ("Hollowbrook Borough Council", "public body", "Hollowbrook", 2010, True, 12.5),
    ("Greyfen Hospice", "charity", "Hollowbrook", 2016, True, 15.0),
    ("Orrin & Sable Architects", "corporate", "Brantley", 2021, False, None),
    ("The Caddow Wedding Party", "private", "Tessing", 2025, False, None),
    ("Marrowfield Cricket Club", "club", "Marrowfield", 2011, True, 5.0),
    ("Veltra Biotech", "corporate", "Hollowbrook", 2020, True, 8.0),
    ("Dunhallow Estates", "corporate", "Brantley", 2014, True, None),
    ("Tessing Lifeboat Trust", "charity", "Tessing", 2017, False, 10.0),
    ("The Pemberley-Oakes Family", "private", "Hollowbrook", 2023, False, None),
    ("Kestrel Academy Trust", "school", "Brantley", 2022, True, 5.0),
    ("Norlan Motors", "corporate", "Marrowfield", 2019, False, None),
    ("Harrowgate Hill WI", "club", "Hollowbrook", 2013, False, None),
    ("Sefton Arkwright Ltd", "corporate", "Tessing", 2024, True, 5.0),
    ("Brantley Arts Festival", "charity", "Brantley", 2018, True, 7.5),
    ("The Okafor Family", "private", "Marrowfield", 2025, False, None),
    ("Coldharbour NHS Trust", "public body", "Marrowfield", 2016, True, 12.5),
    ("Pellam Insurance", "corporate", "Hollowbrook", 2012, True, 10.0),
    ("The Whitlow Wedding Party", "private", "Brantley", 2024, False, None),
    ("Tessing Sailing Club", "club", "Tessing", 2015, True, None),
    ("Ardley Grange School", "school", "Hollowbrook", 2020, False, None),
    ("Lumen Housing Group", "public body", "Brantley", 2021, True, 7.5),
    ("Graveney Fintech", "corporate", "Hollowbrook", 2023, True, None),
    ("The Marsh-Ingram Family", "private", "Tessing", 2024, False, None),
    ("Riverside Youth Choir", "charity", "Marrowfield", 2022, False, 5.0),
    ("Calloway Print Works", "corporate", "Marrowfield", 2017, False, None),
    ("Hollowbrook Chamber of Trade", "club", "Hollowbrook", 2014, True, 5.0),
    ("Fenwick Dental Group", "corporate", "Tessing", 2022, False, None),
    ("The Adeyemi Wedding Party", "private", "Hollowbrook", 2025, False, None),
    ("Brantley Heritage Society", "charity", "Brantley", 2019, False, None),
    ("Saltmarsh Wind Ltd", "corporate", "Tessing", 2021, True, 10.0),
    ("Tessing Town Council", "public body", "Tessing", 2018, True, 12.5),
    ("Merrow Valley Golf Club", "club", "Brantley", 2016, True, None),
    ("Pinchbeck & Loy Solicitors", "corporate", "Marrowfield", 2020, True, 7.5),
]

# name, town, kind, capacity, outdoor, hasKitchen, licensedBar
VENUES = [
    ("Ashgrove Barn", "Hollowbrook", "barn", 180, True, False, True),
    ("Hollowbrook Guildhall", "Hollowbrook", "hall", 250, False, True, True),
    ("St Wenna's Church Hall", "Marrowfield", "church hall", 90, False, True, False),
    ("Tessing Maritime Museum", "Tessing", "museum", 120, False, False, True),
    ("Kingsmere House", "Brantley", "country house", 220, True, True, True),
    ("Marrowfield Pavilion", "Marrowfield", "sports club", 110, True, True, True),
    ("The Old Ropeworks", "Tessing", "warehouse", 300, False, False, True),
    ("Brantley Walled Garden", "Brantley", "garden", 150, True, False, False),
    ("Quaymark House", "Tessing", "office", 80, False, True, False),
    ("Ferrowick Court", "Hollowbrook", "office", 60, False, True, False),
    ("Dunhallow Park", "Brantley", "country house", 400, True, True, True),
    ("Greyfen Lodge", "Hollowbrook", "hall", 70, False, True, False),
    ("Tessing Yacht Loft", "Tessing", "sports club", 95, True, False, True),
    ("Marrowfield Corn Exchange", "Marrowfield", "hall", 280, False, True, True),
    ("Coldharbour Education Centre", "Marrowfield", "conference centre", 160, False, True, False),
    ("Merrow Valley Clubhouse", "Brantley", "sports club", 130, True, True, True),
    ("Pennyford Meadow", "Hollowbrook", "field", 500, True, False, False),
    ("The Linen Store", "Brantley", "warehouse", 200, False, False, True),
    ("Harrowgate Hill Village Hall", "Hollowbrook", "hall", 85, False, True, False),
    ("Saltings Beach Hut Row", "Tessing", "field", 60, True, False, False),
]

# name, category, town, organic, rating, leadTimeDays
SUPPLIERS = [
    ("Pennicott Bros Butchers", "butcher", "Hollowbrook", False, 5, 2),
    ("Tessing Day Boats", "fishmonger", "Tessing", False, 4, 1),
    ("Greenlaw Organics", "greengrocer", "Marrowfield", True, 5, 2),
    ("Brant Valley Dairy", "dairy", "Brantley", True, 4, 3),
    ("Crumb & Co Bakery", "bakery", "Hollowbrook", False, 3, 1),
    ("Ostler Wines", "drinks", "Brantley", False, 4, 5),
    ("Fieldfare Farm", "greengrocer", "Brantley", True, 3, 2),
    ("Harbourside Smokehouse", "fishmonger", "Tessing", False, 5, 4),
    ("Marrowfield Mill", "dry goods", "Marrowfield", True, 4, 7),
    ("Kilnworth Cheeses", "dairy", "Marrowfield", False, 5, 4),
    ("Spice Lantern Imports", "dry goods", "Hollowbrook", False, 3, 10),
    ("Holloway Game", "butcher", "Brantley", False, 4, 3),
    ("Tessing Brewing Co", "drinks", "Tessing", False, 4, 6),
    ("Willowcroft Eggs", "dairy", "Hollowbrook", True, 3, 2),
    ("Northbank Produce", "greengrocer", "Hollowbrook", False, 2, 1),
]

# name, course, vegetarian, vegan, allergens, costPerHead, calories, introducedYear, suppliers [(idx, ingredient, kgPer100)]
DISHES = [
    ("Seasonal Soup", "starter", True, True, ["celery"], 1.2, 180, 2015, [(2, "root vegetables", 6.0)]),
    ("Seasonal Soup", "starter", True, False, ["celery", "milk"], 1.35, 240, 2019, [(6, "squash", 7.5)]),
    ("Seasonal Soup", "starter", False, False, ["celery", "milk"], 1.6, 260, 2023, [(11, "pheasant stock", 4.0)]),
    ("Smoked Mackerel Pâté", "starter", False, False, ["fish", "milk", "gluten"], 2.1, 310, 2016, [(7, "mackerel", 3.5)]),
    ("Beetroot Carpaccio", "starter", True, True, [], 1.8, 150, 2021, [(2, "beetroot", 5.0)]),
    ("Ham Hock Terrine", "starter", False, False, ["mustard"], 2.4, 330, 2014, [(0, "ham hock", 6.5)]),
    ("Crab Tartlet", "canapé", False, False, ["crustaceans", "gluten", "egg"], 1.1, 95, 2018, [(1, "brown crab", 2.0)]),
    ("Crab Tartlet", "canapé", False, False, ["crustaceans", "egg"], 1.25, 90, 2024, [(1, "brown crab", 2.0)]),
    ("Mini Yorkshire Pudding", "canapé", False, False, ["gluten", "egg", "milk"], 0.9, 120, 2012, [(0, "beef sirloin", 3.0)]),
    ("Goat's Cheese Crostini", "canapé", True, False, ["gluten", "milk"], 0.75, 110, 2013, [(9, "goat's cheese", 1.5)]),
    ("Falafel Bite", "canapé", True, True, ["sesame"], 0.6, 85, 2020, [(8, "chickpeas", 2.5)]),
    ("Falafel Bite", "canapé", True, True, ["sesame", "gluten"], 0.55, 90, 2016, []),
    ("Smoked Salmon Blini", "canapé", False, False, ["fish", "gluten", "milk", "egg"], 1.3, 100, 2011, [(7, "smoked salmon", 1.8)]),
    ("Chicken Satay Skewer", "canapé", False, False, ["peanuts", "soya"], 0.95, 130, 2017, [(0, "chicken thigh", 3.2)]),
    ("Arancini", "canapé", True, False, ["gluten", "milk", "egg"], 0.7, 140, 2019, [(8, "arborio rice", 1.2)]),
    ("Roast Sirloin", "main", False, False, ["gluten", "egg", "milk"], 7.8, 720, 2010, [(0, "beef sirloin", 22.0)]),
    ("Roast Sirloin", "main", False, False, ["mustard"], 8.4, 690, 2022, [(11, "beef sirloin", 22.0)]),
    ("Pan-Roast Hake", "main", False, False, ["fish", "milk"], 6.9, 540, 2017, [(1, "hake", 18.0)]),
    ("Chicken Supreme", "main", False, False, ["milk"], 5.2, 610, 2012, [(0, "chicken breast", 20.0)]),
    ("Chicken Supreme", "main", False, False, ["milk", "celery"], 5.6, 640, 2020, [(0, "chicken breast", 20.0)]),
    ("Wild Mushroom Risotto", "main", True, False, ["milk", "celery"], 3.9, 580, 2014, [(8, "arborio rice", 9.0)]),
    ("Squash & Lentil Tagine", "main", True, True, ["celery"], 3.4, 520, 2021, [(10, "ras el hanout", 0.4)]),
    ("Lamb Rump", "main", False, False, ["sulphites"], 8.9, 700, 2018, [(0, "lamb rump", 21.0)]),
    ("Venison Haunch", "main", False, False, ["sulphites", "celery"], 9.6, 650, 2023, [(11, "venison", 19.0)]),
    ("Cauliflower Steak", "main", True, True, ["sesame"], 3.1, 430, 2022, [(6, "cauliflower", 25.0)]),
    ("Fish Pie", "main", False, False, ["fish", "milk", "gluten", "crustaceans"], 5.9, 690, 2011, [(1, "smoked haddock", 15.0)]),
    ("Beef Brisket Bap", "bowl food", False, False, ["gluten", "mustard"], 3.6, 560, 2019, [(11, "brisket", 14.0)]),
    ("Thai Green Curry", "bowl food", False, False, ["fish", "soya"], 3.2, 500, 2016, [(10, "curry paste", 1.0)]),
    ("Thai Green Curry", "bowl food", True, True, ["soya"], 2.8, 460, 2024, [(10, "curry paste", 1.0)]),
    ("Mac & Cheese", "bowl food", True, False, ["gluten", "milk"], 1.9, 620, 2018, [(9, "mature cheddar", 6.0)]),
    ("Katsu Chicken", "bowl food", False, False, ["gluten", "egg", "soya"], 3.0, 590, 2021, [(0, "chicken thigh", 12.0)]),
    ("Fish Tacos", "bowl food", False, False, ["fish", "gluten"], 3.3, 480, 2022, [(1, "pollock", 10.0)]),
    ("Pulled Pork Roll", "bbq", False, False, ["gluten", "mustard"], 2.9, 610, 2015, [(0, "pork shoulder", 16.0)]),
    ("Halloumi Skewer", "bbq", True, False, ["milk"], 2.2, 350, 2017, [(9, "halloumi", 8.0)]),
    ("Lamb Kofta", "bbq", False, False, ["gluten", "sesame"], 3.1, 420, 2020, [(11, "lamb mince", 11.0)]),
    ("Corn on the Cob", "bbq", True, True, [], 0.8, 160, 2012, [(6, "sweetcorn", 20.0)]),
    ("Beef Burger", "bbq", False, False, ["gluten", "egg", "sesame"], 2.6, 650, 2010, [(0, "beef mince", 15.0)]),
    ("Beef Burger", "bbq", False, False, ["gluten", "sesame"], 2.9, 640, 2025, [(11, "beef mince", 15.0)]),
    ("Chocolate Torte", "dessert", True, False, ["milk", "egg", "nuts"], 1.7, 480, 2013, []),
    ("Chocolate Torte", "dessert", True, True, ["nuts"], 1.9, 430, 2023, []),
    ("Lemon Posset", "dessert", True, False, ["milk"], 1.1, 390, 2015, [(3, "double cream", 9.0)]),
    ("Eton Mess", "dessert", True, False, ["milk", "egg"], 1.4, 420, 2011, [(3, "double cream", 10.0), (13, "egg whites", 3.0)]),
    ("Sticky Toffee Pudding", "dessert", True, False, ["gluten", "milk", "egg"], 1.5, 560, 2012, [(8, "dates", 4.0)]),
    ("Sticky Toffee Pudding", "dessert", True, False, ["gluten", "milk", "egg", "nuts"], 1.65, 590, 2021, [(8, "dates", 4.0)]),
    ("Cheese Board", "dessert", True, False, ["milk", "gluten", "celery"], 3.2, 520, 2014, [(9, "british cheeses", 8.0)]),
    ("Fruit Platter", "dessert", True, True, [], 1.3, 150, 2010, [(14, "seasonal fruit", 14.0)]),
    ("Fruit Platter", "dessert", True, True, [], 1.5, 160, 2020, [(2, "seasonal fruit", 14.0)]),
    ("Bakewell Tart", "dessert", True, False, ["gluten", "milk", "egg", "nuts"], 1.2, 450, 2016, [(4, "pastry cases", 5.0)]),
    ("Wedding Cake (3 tier)", "cake", True, False, ["gluten", "milk", "egg"], 2.5, 410, 2010, [(13, "eggs", 6.0)]),
    ("Wedding Cake (3 tier)", "cake", True, True, ["gluten"], 2.8, 380, 2022, []),
    ("Afternoon Tea Stand", "afternoon tea", True, False, ["gluten", "milk", "egg"], 4.5, 780, 2013, [(4, "scones", 7.0)]),
    ("Sandwich Platter", "buffet", False, False, ["gluten", "egg", "milk", "fish"], 2.3, 420, 2010, [(4, "sliced bread", 9.0)]),
    ("Sandwich Platter", "buffet", True, False, ["gluten", "egg", "milk"], 2.1, 400, 2018, [(4, "sliced bread", 9.0)]),
    ("Quiche Lorraine", "buffet", False, False, ["gluten", "milk", "egg"], 1.4, 380, 2011, [(13, "eggs", 5.0)]),
    ("Coronation Chicken Salad", "buffet", False, False, ["egg", "mustard"], 1.9, 350, 2014, [(0, "chicken breast", 8.0)]),
    ("Mezze Platter", "buffet", True, True, ["sesame", "gluten"], 2.4, 440, 2019, [(8, "chickpeas", 4.0)]),
    ("Sausage Roll", "buffet", False, False, ["gluten", "egg"], 0.8, 290, 2010, [(0, "sausage meat", 6.0)]),
    ("Breakfast Bap", "breakfast", False, False, ["gluten", "egg"], 1.9, 470, 2016, [(0, "back bacon", 5.0)]),
    ("Granola Pot", "breakfast", True, False, ["milk", "nuts", "oats"], 1.1, 310, 2020, [(3, "yoghurt", 6.0)]),
    ("Pastry Basket", "breakfast", True, False, ["gluten", "milk", "egg"], 1.2, 340, 2015, [(4, "croissants", 4.0)]),
    ("Kids' Fish Goujons", "children", False, False, ["fish", "gluten", "egg"], 1.6, 380, 2018, [(1, "pollock", 6.0)]),
    ("Kids' Pasta Pomodoro", "children", True, True, ["gluten"], 0.9, 330, 2019, []),
    ("Welcome Fizz", "drinks", True, True, ["sulphites"], 3.5, 90, 2012, [(5, "cava", 12.0)]),
    ("Local Ale Keg", "drinks", True, True, ["gluten"], 2.2, 180, 2021, [(12, "pale ale", 40.0)]),
]

SEASON_WEIGHT = [1, 1, 2, 3, 5, 7, 8, 7, 6, 3, 3, 6]  # Jan..Dec
EVENT_TYPES = ["wedding", "corporate lunch", "conference", "gala dinner", "funeral wake", "birthday party", "summer party", "christmas party", "awards night"]
STYLE_BY_TYPE = {
    "wedding": ["plated", "plated", "buffet", "BBQ"], "corporate lunch": ["buffet", "buffet", "bowl food"],
    "conference": ["buffet", "bowl food"], "gala dinner": ["plated"], "funeral wake": ["buffet"],
    "birthday party": ["BBQ", "bowl food", "canapés"], "summer party": ["BBQ", "BBQ", "canapés"],
    "christmas party": ["plated", "bowl food"], "awards night": ["canapés", "plated"],
}
COURSES_BY_STYLE = {
    "plated": ["starter", "main", "dessert", "cake", "drinks", "canapé"], "buffet": ["buffet", "dessert", "drinks", "afternoon tea", "breakfast"],
    "bowl food": ["bowl food", "canapé", "dessert"], "BBQ": ["bbq", "dessert", "drinks", "children"], "canapés": ["canapé", "drinks"],
}
DIETARY = ["vegan", "vegetarian", "gluten-free", "nut-free", "halal", "dairy-free", "kosher"]


def main() -> None:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> str:
        nodes.append({"id": nid, "labels": labels, "properties": props})
        return nid

    def rel(rtype: str, start: str, end: str, props: dict) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props})

    kitchens = [node(f"k{i}", ["Kitchen"], {"name": k[0], "town": k[1], "openedYear": k[2], "covers": k[3], "halalCertified": k[4], "floorM2": k[5]})
                for i, k in enumerate(KITCHENS)]
    staff = []
    for i, s in enumerate(STAFF):
        labels = ["Staff", "Supervisor"] if s[10] else ["Staff"]
        staff.append(node(f"s{i}", labels, {"firstName": s[0], "lastName": s[1], "role": s[2], "startYear": s[3], "hourlyRate": s[4],
                                             "allergenTrained": s[5], "skills": s[6], "hygieneLevel": s[7], "agency": s[8]}))
        contract = "casual" if s[8] else ("part-time" if rng.random() < 0.25 else "full-time")
        since_year = max(s[3], KITCHENS[s[9]][2])
        since = dt.date(since_year, rng.randint(1, 12), rng.randint(1, 28))
        rel("BASED_AT", staff[-1], kitchens[s[9]], {"since": str(since), "contract": contract,
                                                    "lockerNo": None if contract == "casual" else 10 + i * 3 % 70})
    # trainer -> trainee
    for a, b, topic in [(0, 3, "fish"), (0, 5, "butchery"), (1, 2, "sauces"), (2, 16, "chocolate"), (15, 20, "spice"), (15, 17, "bread"),
                        (9, 10, "vegan"), (9, 27, "fish"), (22, 21, "butchery"), (4, 28, "event planning"), (1, 25, "pastry")]:
        since = dt.date(max(STAFF[b][3], 2016), rng.randint(1, 12), rng.randint(1, 28))
        rel("TRAINS", staff[a], staff[b], {"since": str(since), "sessions": rng.randint(2, 24), "topic": topic})

    clients = [node(f"c{i}", ["Client"], {"name": c[0], "kind": c[1], "town": c[2], "clientSince": c[3], "accountHolder": c[4], "discountPct": c[5]})
               for i, c in enumerate(CLIENTS)]
    venues = [node(f"v{i}", ["Venue"], {"name": v[0], "town": v[1], "kind": v[2], "capacity": v[3], "outdoor": v[4], "hasKitchen": v[5], "licensedBar": v[6]})
              for i, v in enumerate(VENUES)]
    suppliers = [node(f"u{i}", ["Supplier"], {"name": s[0], "category": s[1], "town": s[2], "organic": s[3], "rating": s[4], "leadTimeDays": s[5]})
                 for i, s in enumerate(SUPPLIERS)]
    for si, s in enumerate(SUPPLIERS):
        ks = [0] if si % 3 else [0, 1 + si % 3]
        if s[2] == "Tessing":
            ks = sorted(set(ks) | {2})
        if s[2] == "Brantley":
            ks = sorted(set(ks) | {3})
        for ki in ks:
            since = dt.date(max(KITCHENS[ki][2], 2012 + si % 9), rng.randint(1, 12), rng.randint(1, 28))
            rel("SUPPLIES", suppliers[si], kitchens[ki], {"since": str(since), "weeklySpendGbp": round(rng.uniform(80, 1400), 2),
                                                           "preferred": rng.random() < 0.45})
    dishes = []
    by_course: dict[str, list[int]] = {}
    for i, d in enumerate(DISHES):
        dishes.append(node(f"d{i}", ["Dish"], {"name": d[0], "dishCode": f"D-{101 + i * 7}", "course": d[1], "vegetarian": d[2], "vegan": d[3],
                                                "allergens": d[4] or None, "costPerHead": d[5], "calories": d[6] if i % 9 != 4 else None,
                                                "introducedYear": d[7]}))
        by_course.setdefault(d[1], []).append(i)
        for si, ing, kg in d[8]:
            rel("SOURCED_FROM", dishes[-1], suppliers[si], {"mainIngredient": ing, "kgPer100": kg})

    kitchen_town = {k[1]: i for i, k in enumerate(KITCHENS)}
    chefs_by_kitchen: dict[int, list[int]] = {}
    fohs_by_kitchen: dict[int, list[int]] = {}
    for i, s in enumerate(STAFF):
        if "chef" in s[2]:
            chefs_by_kitchen.setdefault(s[9], []).append(i)
        elif s[2] in ("waiter", "bar staff", "event manager"):
            fohs_by_kitchen.setdefault(s[9], []).append(i)
    codes = set()
    n_events = 82
    for e in range(n_events):
        year = 2024 if e < 38 else 2025
        month = rng.choices(range(1, 13), weights=SEASON_WEIGHT)[0]
        day = rng.randint(1, 28)
        date = dt.date(year, month, day)
        etype = rng.choice(EVENT_TYPES)
        if month == 12 and rng.random() < 0.7:
            etype = "christmas party"
        if etype == "christmas party" and month not in (11, 12):
            etype = "summer party" if month in (6, 7, 8) else "birthday party"
        if etype == "summer party" and month not in (5, 6, 7, 8, 9):
            etype = "corporate lunch"
        style = rng.choice(STYLE_BY_TYPE[etype])
        ci = rng.randrange(len(CLIENTS))
        if etype == "wedding":
            privates = [i for i, c in enumerate(CLIENTS) if c[1] == "private"]
            ci = rng.choice(privates) if rng.random() < 0.85 else ci
        elif CLIENTS[ci][1] == "private" and rng.random() < 0.6:
            etype = "birthday party"
            style = rng.choice(STYLE_BY_TYPE[etype])
        vi = rng.randrange(len(VENUES))
        cap = VENUES[vi][3]
        guests = min(cap, rng.choice([30, 40, 45, 60, 75, 80, 90, 100, 120, 140, 150, 180, 200, 250]) + rng.randint(-5, 12))
        if date < dt.date(2025, 11, 15):
            status = rng.choices(["completed", "cancelled"], weights=[12, 1])[0]
        else:
            status = rng.choice(["confirmed", "confirmed", "provisional"])
        code = f"HK-{str(year)[2:]}{rng.randint(100, 999)}"
        while code in codes:
            code = f"HK-{str(year)[2:]}{rng.randint(100, 999)}"
        codes.add(code)
        per_head = {"plated": 48, "buffet": 22, "bowl food": 30, "BBQ": 26, "canapés": 18}[style] * rng.uniform(0.85, 1.25)
        price = round(guests * per_head, 2)
        diet = sorted(rng.sample(DIETARY, rng.choice([0, 1, 1, 2, 2, 3])))
        marquee = VENUES[vi][4] and rng.random() < 0.5
        labels = ["Event", "Marquee"] if marquee else ["Event"]
        booked = date - dt.timedelta(days=rng.randint(12, 330))
        ev = node(f"e{e}", labels, {"eventCode": code, "eventType": etype, "eventDate": str(date), "guests": guests, "priceGbp": price,
                                     "status": status, "serviceStyle": style, "dietaryNeeds": diet or None,
                                     "depositPaid": status != "provisional" and rng.random() < 0.9,
                                     "cancelledOn": str(date - dt.timedelta(days=rng.randint(3, 60))) if status == "cancelled" else None})
        rel("BOOKED", clients[ci], ev, {"bookedOn": str(booked), "depositGbp": round(price * rng.choice([0.1, 0.2, 0.25, 0.3]), 2),
                                        "poNumber": f"PO-{rng.randint(10000, 99999)}" if CLIENTS[ci][1] in ("corporate", "public body") and rng.random() < 0.8 else None})
        rel("HELD_AT", ev, venues[vi], {"setupHours": rng.choice([1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.5]),
                                        "roomName": rng.choice(["Great Hall", "Orangery", "Long Room", "Main Room"]) if VENUES[vi][3] >= 200 else None})
        ki = kitchen_town.get(VENUES[vi][1], 0)
        if rng.random() < 0.2:
            ki = 0
        rel("PREPARED_AT", ev, kitchens[ki], {"vans": 1 + guests // 90 + (1 if marquee else 0), "chilledBoxes": rng.randint(2, 14)})
        if status == "cancelled":
            continue
        courses = COURSES_BY_STYLE[style]
        n_d = rng.choice([1, 1, 2, 2, 3]) if status != "provisional" else 1
        picked = set()
        for _ in range(n_d):
            course = rng.choice(courses)
            if course == "cake" and etype != "wedding":
                course = courses[0]
            di = rng.choice(by_course[course])
            if DISHES[di][7] > year:
                continue
            picked.add(di)
        for di in sorted(picked):
            portions = guests + rng.randint(0, 10)
            rel("SERVED", ev, dishes[di], {"portions": portions,
                                           "leftovers": rng.randint(0, portions // 6) if status == "completed" else None})
        if status == "provisional":
            continue
        lead = rng.choice(chefs_by_kitchen[ki])
        if rng.random() < 0.3:
            lead = rng.choice(chefs_by_kitchen[0])
        shift = date
        hours = round(rng.uniform(5, 12) * 4) / 4
        rel("WORKED", staff[lead], ev, {"duty": "lead chef", "hours": hours, "overtime": hours > 10, "shiftDate": str(shift)})
        if rng.random() < 0.25 and fohs_by_kitchen.get(ki):
            f = rng.choice(fohs_by_kitchen[ki])
            duty = "front of house" if STAFF[f][2] != "bar staff" else "bar"
            if STAFF[f][2] == "event manager":
                duty = "event manager"
            hours = round(rng.uniform(4, 11) * 2) / 2
            rel("WORKED", staff[f], ev, {"duty": duty, "hours": hours, "overtime": hours > 10,
                                         "shiftDate": str(shift - dt.timedelta(days=1)) if rng.random() < 0.1 else str(shift)})
        if status == "completed" and rng.random() < 0.42:
            rel("REVIEWED", clients[ci], ev, {"score": rng.choice([5, 5, 4, 4, 4, 3, 5, 2, 1]),
                                              "reviewedOn": str(date + dt.timedelta(days=rng.randint(1, 40))),
                                              "wouldRebook": rng.random() < 0.8})

    for nd in nodes:
        nd["properties"] = {k: v for k, v in nd["properties"].items() if v is not None}
    for r in rels:
        r["properties"] = {k: v for k, v in r["properties"].items() if v is not None}
    graph = {"nodes": nodes, "relationships": rels,
             "date_keys": ["since", "eventDate", "cancelledOn", "bookedOn", "shiftDate", "reviewedOn"]}
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
