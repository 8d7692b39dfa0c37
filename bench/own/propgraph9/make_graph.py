#!/usr/bin/env python3
"""Write graph.json: an invented wine cooperative (Ardlow Valley Vintners) as its office might keep it in Neo4j.

Standard library only, fixed seed, no clock: the same file every run. Prints the counts.

    python3 bench/own/propgraph9/make_graph.py
"""

from __future__ import annotations

import datetime as dt
import json
import random
from collections import Counter
from pathlib import Path

SEED = 9909
rng = random.Random(SEED)

nodes: list[dict] = []
rels: list[dict] = []


def node(nid: str, labels: list[str], props: dict) -> dict:
    n = {"id": nid, "labels": labels, "properties": {k: v for k, v in props.items() if v is not None}}
    nodes.append(n)
    return n


def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
    rels.append({"type": rtype, "start": start, "end": end,
                 "properties": {k: v for k, v in (props or {}).items() if v is not None}})


def day(year: int, lo: int = 1, hi: int = 365) -> str:
    return (dt.date(year, 1, 1) + dt.timedelta(days=rng.randint(lo, hi) - 1)).isoformat()


# --- appellations -------------------------------------------------------------------------------------------
APPELLATIONS = [
    # name, code, established, maxYieldHlHa, areaHa
    ("Ardlow Valley", "AVL", 1936, 60, 2140.5),
    ("Côtes de Brennac", "CDB", 1951, 55, 1312.0),
    ("Ardlow Hills", "AHL", 1974, 50, 688.25),
    ("Vallon Sainte-Orre", "VSO", 1988, 45, 402.75),
    ("Mirelle Terraces", "MIT", 2009, 40, 157.5),
]
for i, (name, code, est, yld, area) in enumerate(APPELLATIONS):
    node(f"ap{i}", ["Appellation"], {"name": name, "code": code, "established": est, "maxYieldHlHa": yld,
                                     "areaHa": area})

# --- grape varieties ----------------------------------------------------------------------------------------
VARIETIES = [
    # name, colour, origin, earlyRipening, aliases
    ("Pinot Noir", "red", "France", True, ["Spätburgunder", "Pinot Nero"]),
    ("Syrah", "red", "France", False, ["Shiraz"]),
    ("Grenache", "red", "Spain", False, ["Garnacha", "Cannonau"]),
    ("Merlot", "red", "France", True, None),
    ("Cabernet Franc", "red", "France", False, ["Breton", "Bouchet"]),
    ("Gamay", "red", "France", True, None),
    ("Mourvèdre", "red", "Spain", False, ["Monastrell", "Mataro"]),
    ("Chardonnay", "white", "France", True, None),
    ("Sauvignon Blanc", "white", "France", True, ["Fumé Blanc"]),
    ("Riesling", "white", "Germany", False, None),
    ("Viognier", "white", None, False, None),
    ("Chenin Blanc", "white", "France", False, ["Pineau de la Loire", "Steen"]),
    ("Muscat Blanc", "white", "Greece", True, ["Moscato", "Muscat de Frontignan"]),
    ("Ardlow Gris", "white", None, True, None),
]
for i, (name, colour, origin, early, aliases) in enumerate(VARIETIES):
    node(f"va{i}", ["Variety"], {"name": name, "colour": colour, "origin": origin, "earlyRipening": early,
                                 "aliases": aliases})
RED = [i for i, v in enumerate(VARIETIES) if v[1] == "red"]
WHITE = [i for i, v in enumerate(VARIETIES) if v[1] == "white"]

# --- competitions -------------------------------------------------------------------------------------------
COMPETITIONS = [
    # name, country, founded, international, website
    ("Concours des Vins de Brennac", "France", 1958, False, "concours-brennac.example"),
    ("Northern Wine Challenge", "United Kingdom", 1984, True, "nwchallenge.example"),
    ("Rhinegold Weinpreis", "Germany", 1971, True, None),
    ("Ardlow Fair Tasting", "France", 1923, False, None),
    ("Pacific Cellar Awards", "Australia", 1996, True, "pacificcellar.example"),
    ("Iberian Wine Masters", "Spain", 2004, True, "iberianmasters.example"),
    ("Lakeshore Sommelier Cup", "Canada", 2011, True, None),
]
for i, (name, country, founded, intl, web) in enumerate(COMPETITIONS):
    node(f"co{i}", ["Competition"], {"name": name, "country": country, "founded": founded,
                                     "international": intl, "website": web})

# --- growers (members) --------------------------------------------------------------------------------------
GIVEN = ["Alain", "Béatrice", "Colette", "Damien", "Élise", "Fabrice", "Gaëlle", "Hugo", "Inès", "Jules",
         "Karine", "Laurent", "Maëlle", "Nicolas", "Odile", "Pascal", "Quentin", "Rosalie", "Sylvain", "Thérèse",
         "Ulysse", "Valérie", "Yannick", "Zoé", "Armand", "Bastien", "Cécile", "Denis", "Estelle", "Florian"]
FAMILY = ["Aubrac", "Bellanger", "Castagne", "Delorme", "Escoffier", "Fauvel", "Garrigue", "Hérault", "Issartel",
          "Jourdain", "Lacombe", "Marchetti", "Noailles", "Orcel", "Pradier", "Quintal", "Roussel", "Sabatier",
          "Teyssier", "Vidal", "Vernhes", "Bousquet", "Crozals", "Malaval"]
VILLAGES = ["Brennac", "Sainte-Orre", "Ardlow", "Mirelle", "Castelvieil", "Les Aubiers", "Pont-Ravel"]
growers = []
used_names = set()
member_nos = rng.sample(range(1004, 1299), 48)
for i in range(48):
    while True:
        g, f = rng.choice(GIVEN), rng.choice(FAMILY)
        if (g, f) not in used_names:
            used_names.add((g, f))
            break
    since = rng.randint(1961, 2023)
    props = {
        "givenName": g, "familyName": f, "memberNo": member_nos[i], "since": since,
        "organic": rng.random() < 0.3, "village": None if rng.random() < 0.1 else rng.choice(VILLAGES),
        "shares": rng.choice([10, 20, 25, 40, 50, 75, 100, 120, 150, 200, 250, 400]),
        "phone": None if rng.random() < 0.35 else f"+33 4 {rng.randint(10, 99)} {rng.randint(10, 99)} "
                                                 f"{rng.randint(10, 99)} {rng.randint(10, 99)}",
    }
    growers.append(props)
# the board: eight growers carry a second label
board = rng.sample(range(48), 8)
ROLES = ["Chair", "Vice-chair", "Treasurer", "Secretary", "member", "member", "member", "member"]
for i in range(48):
    labels = ["Grower"]
    props = dict(growers[i])
    if i in board:
        labels.append("BoardMember")
        props["boardRole"] = ROLES[board.index(i)]
        props["elected"] = rng.randint(max(props["since"] + 2, 2012), 2025)
    node(f"gr{i}", labels, props)

# --- vineyards (parcels) ------------------------------------------------------------------------------------
VY_FIRST = ["Les", "Clos", "Champ", "Coteau", "Terrasse", "Mas", "Combe", "Pré"]
VY_SECOND = ["Combes", "Aubiers", "Grès", "Chênes", "Rochers", "Cailloux", "Sables", "Moulin", "Pins", "Vignes Hautes",
             "Source", "Croix", "Fontaine", "Garrigue", "Lauzes", "Tilleuls", "Cerisiers", "Bruyères", "Ravines",
             "Orme", "Serre", "Brûlis"]
vy_names: list[str] = []
while len(vy_names) < 90:
    name = f"{rng.choice(VY_FIRST)} {rng.choice(VY_SECOND)}"
    if name not in vy_names:
        vy_names.append(name)
ASPECTS = ["S", "SE", "SW", "E", "W", "N"]
SOILS = ["clay", "limestone", "schist", "sand", "gravel", "clay-limestone"]
vineyards = []
for i, name in enumerate(vy_names):
    props = {
        "name": name,
        "hectares": round(rng.uniform(0.4, 9.5), 2),
        "planted": None if rng.random() < 0.07 else rng.randint(1948, 2021),
        "altitudeM": rng.randint(85, 540),
        "aspect": rng.choices(ASPECTS, weights=[5, 4, 4, 2, 2, 1])[0],
        "soil": None if rng.random() < 0.08 else rng.choice(SOILS),
        "irrigated": rng.random() < 0.2,
        "lastInspected": None if rng.random() < 0.15 else day(rng.choice([2023, 2024, 2025]), 1, 330),
    }
    vineyards.append(props)
    node(f"vy{i}", ["Vineyard"], props)

# appellation of each parcel (four parcels are outside every appellation)
vy_app = {}
for i in range(90):
    if i in (17, 44, 63, 81):
        continue
    a = rng.choices(range(5), weights=[35, 25, 15, 10, 5])[0]
    vy_app[i] = a
    rel("IN_APPELLATION", f"vy{i}", f"ap{a}")

# who farms each parcel (stored from the parcel: Vineyard -[:FARMED_BY]-> Grower)
farmer_of: dict[int, list[int]] = {}
g_order = list(range(48))
for i in range(90):
    g = g_order[i] if i < 48 else rng.randrange(48)
    # grower 11, 23 and 40 farm nothing themselves (members who only hold shares)
    if g in (11, 23, 40):
        g = (g + 1) % 48
    farmer_of[i] = [g]
for i in (5, 29, 58, 77):
    other = (farmer_of[i][0] + 7) % 48
    if other in (11, 23, 40):
        other += 1
    farmer_of[i].append(other)
for i, gs in farmer_of.items():
    for g in gs:
        since = rng.randint(max(growers[g]["since"], 1975), 2024)
        rel("FARMED_BY", f"vy{i}", f"gr{g}", {"since": since,
                                               "tenure": rng.choices(["owned", "leased"], weights=[3, 1])[0]})

# what is planted in each parcel
planted: dict[int, list[int]] = {}
for i in range(90):
    k = rng.choices([1, 2, 3], weights=[55, 35, 10])[0]
    pool = RED if rng.random() < 0.6 else WHITE
    vs = rng.sample(pool, min(k, len(pool)))
    planted[i] = vs
    for v in vs:
        rel("PLANTED_WITH", f"vy{i}", f"va{v}", {"rows": rng.randint(8, 160),
                                                 "clone": None if rng.random() < 0.5 else
                                                 f"{rng.choice(['CL', 'ENTAV', 'VCR'])}-{rng.randint(1, 900)}"})

# parcels that border each other (a self-relationship, stored once per pair)
pairs = set()
while len(pairs) < 64:
    a = rng.randrange(90)
    b = min(89, max(0, a + rng.choice([-3, -2, -1, 1, 2, 3, 5])))
    if a != b and (a, b) not in pairs and (b, a) not in pairs:
        pairs.add((a, b))
for a, b in sorted(pairs):
    rel("BORDERS", f"vy{a}", f"vy{b}", {"sharedMetres": rng.randint(20, 480)})

# --- wines --------------------------------------------------------------------------------------------------
WINE_NAMES = ["Clos Ardlow Rouge", "Brennac Tradition", "Cuvée des Sept", "Orre Blanc", "Réserve du Président",
              "Les Terrasses", "Mirelle Rosé", "Fleur de Schiste", "Grès Rouge", "Vieilles Vignes", "Perle d'Ardlow",
              "Crémant de la Vallée", "Coteau Nord", "Cuvée Garrigue", "Blanc de Blancs", "Moulin Rouge Léger",
              "Chênes Noirs", "Sainte-Orre Prestige", "Lauzes Blanc", "Vendanges Tardives", "Pierre Chaude",
              "Rosé d'Été", "Pinot des Hauts", "Sable Blanc", "Brûlis Rouge", "Source Claire", "Ravines Syrah",
              "Cuvée du Centenaire", "Petit Ardlow", "Terre Rouge", "Muscat de Mirelle"]
STYLE_OF = {"Mirelle Rosé": "rosé", "Rosé d'Été": "rosé", "Perle d'Ardlow": "sparkling",
            "Crémant de la Vallée": "sparkling", "Blanc de Blancs": "sparkling", "Vendanges Tardives": "sweet",
            "Muscat de Mirelle": "sweet", "Orre Blanc": "white", "Fleur de Schiste": "white", "Lauzes Blanc": "white",
            "Sable Blanc": "white", "Source Claire": "white", "Coteau Nord": "white"}
RED_NOTES = ["cherry", "blackcurrant", "plum", "pepper", "vanilla", "oak", "spice", "liquorice", "herbal",
             "strawberry", "mineral"]
WHITE_NOTES = ["citrus", "green apple", "peach", "honey", "floral", "mineral", "toast", "butter", "herbal", "oak"]
wines = []
sku_seen = set()
for i in range(36):
    name = WINE_NAMES[i] if i < len(WINE_NAMES) else None  # five bulk wines carry only their SKU
    style = STYLE_OF.get(name, "red") if name else rng.choice(["red", "white", "rosé"])
    vintage = None if style == "sparkling" or (name is None and i % 2 == 0) else rng.randint(2018, 2024)
    letter = {"red": "R", "white": "W", "rosé": "P", "sparkling": "S", "sweet": "D"}[style]
    while True:
        sku = f"AV-{letter}{rng.randint(10, 99)}"
        if sku not in sku_seen:
            sku_seen.add(sku)
            break
    price = round(rng.uniform(4.5, 14.0) if name is None else rng.uniform(7.9, 46.0), 2)
    props = {
        "sku": sku, "name": name, "style": style, "vintage": vintage,
        "abv": (rng.choice([11.5, 12.0, 12.5]) if style == "sparkling" else
                round(rng.choice([11.0, 11.5, 12.0, 12.5, 13.0, 13.5, 14.0, 14.5]) - (1.5 if style == "sweet" else 0), 1)),
        "priceEur": price,
        "bottleMl": rng.choices([750, 375, 1500], weights=[20, 2, 2])[0] if name else 750,
        "cases": rng.randint(60, 4200),
        "tastingNotes": None if rng.random() < 0.12 else
        rng.sample(RED_NOTES if style in ("red", "rosé") else WHITE_NOTES, rng.randint(1, 4)),
        "organic": rng.random() < 0.22,
        "released": day((vintage or 2023) + rng.choice([1, 2]), 30, 330) if rng.random() < 0.9 else None,
    }
    wines.append(props)
    node(f"wi{i}", ["Wine"], props)

# grapes in each wine
wine_vars: dict[int, list[int]] = {}
for i, w in enumerate(wines):
    pool = RED if w["style"] in ("red", "rosé") else WHITE
    if w["style"] == "sparkling":
        pool = [0, 7]  # pinot noir and chardonnay
    if w["style"] == "sweet":
        pool = [12, 11, 9]
    k = rng.choices([1, 2, 3], weights=[4, 4, 2])[0]
    vs = rng.sample(pool, min(k, len(pool)))
    wine_vars[i] = vs
    parts = sorted((rng.randint(10, 60) for _ in vs), reverse=True)
    total = sum(parts)
    pct = [round(p * 100 / total) for p in parts]
    pct[0] += 100 - sum(pct)
    for v, p in zip(vs, pct, strict=True):
        rel("MADE_FROM", f"wi{i}", f"va{v}", {"percent": p})

# parcels that supplied each wine (harvest = vintage; non-vintage wines take two harvests)
for i, w in enumerate(wines):
    cands = [p for p in range(90) if set(planted[p]) & set(wine_vars[i])]
    if not cands:
        cands = list(range(90))
    n = rng.randint(3, 9)
    for p in rng.sample(cands, min(n, len(cands))):
        years = [w["vintage"]] if w["vintage"] else [rng.choice([2021, 2022, 2023])]
        for y in years:
            rel("SUPPLIED", f"vy{p}", f"wi{i}", {
                "harvest": y, "tonnes": round(rng.uniform(0.6, 18.0), 2), "delivered": day(y, 240, 290),
                "brix": None if rng.random() < 0.2 else round(rng.uniform(18.5, 26.5), 1),
            })

# medals (stored from the competition: Competition -[:AWARDED]-> Wine)
MEDALS = ["gold", "silver", "bronze", "commended"]
award_keys = set()
while len(award_keys) < 46:
    c, w = rng.randrange(7), rng.randrange(36)
    year = max(wines[w]["vintage"] or 2021, 2019) + rng.randint(1, 2)
    if (c, w) in award_keys or w in (3, 30, 33):
        continue
    award_keys.add((c, w))
    medal = rng.choices(MEDALS, weights=[2, 4, 5, 2])[0]
    pts = {"gold": (92, 98), "silver": (88, 92), "bronze": (85, 88), "commended": (82, 85)}[medal]
    rel("AWARDED", f"co{c}", f"wi{w}", {"year": min(year, 2025), "medal": medal,
                                        "points": None if c in (0, 3) else rng.randint(*pts)})

# --- buyers -------------------------------------------------------------------------------------------------
KINDS = ["restaurant", "wine shop", "importer", "hotel", "supermarket", "distributor"]
BUYER_COUNTRIES = ["France"] * 8 + ["Belgium", "Germany", "United Kingdom", "Netherlands", "Switzerland", "Denmark",
                                    "Canada", "Japan"]
CITIES = {"France": ["Lyon", "Paris", "Montpellier", "Brennac", "Avignon"], "Belgium": ["Brussels", "Ghent"],
          "Germany": ["Hamburg", "Cologne"], "United Kingdom": ["London", "Bristol", "Leeds"],
          "Netherlands": ["Utrecht", "Rotterdam"], "Switzerland": ["Geneva"], "Denmark": ["Aarhus"],
          "Canada": ["Montreal"], "Japan": ["Osaka"]}
B_FIRST = ["Le Petit", "Maison", "Cave", "Bistrot", "Hôtel", "Vins", "Table", "Le Comptoir", "North Sea", "Harbour",
           "Kellerei", "Enoteca", "Caviste", "Grand", "Brasserie", "The Corkscrew", "Vinothek", "Domaine Select"]
B_SECOND = ["Ravel", "du Marché", "Saint-Jean", "Lumière", "Atelier", "Beaumont", "Foster & Co", "Traders", "Lindqvist",
            "Oakwood", "Mistral", "des Arts", "Vine Imports", "Holm", "Riverside", "Pavilion", "Sakura", "Rhône"]
buyer_names: list[str] = []
while len(buyer_names) < 80:
    name = f"{rng.choice(B_FIRST)} {rng.choice(B_SECOND)}"
    if name not in buyer_names:
        buyer_names.append(name)
buyers = []
for i, name in enumerate(buyer_names):
    country = rng.choice(BUYER_COUNTRIES)
    kind = rng.choice(KINDS) if country == "France" else rng.choice(["importer", "importer", "distributor",
                                                                     "restaurant", "wine shop"])
    props = {
        "name": name, "accountNo": f"C-{1000 + i * 7 + rng.randint(0, 6):04d}", "kind": kind, "country": country,
        "city": None if rng.random() < 0.12 else rng.choice(CITIES[country]),
        "since": day(rng.randint(2008, 2025), 1, 300),
        "creditLimitEur": None if rng.random() < 0.2 else rng.choice([2000, 5000, 10000, 25000, 50000]),
        "vip": rng.random() < 0.12,
    }
    buyers.append(props)
    node(f"bu{i}", ["Buyer"], props)

# orders (Buyer -[:ORDERED]-> Wine)
order_pairs = set()
for i in range(80):
    if i in (9, 38, 71):  # three accounts with no orders yet
        continue
    n = rng.choices([1, 2, 3, 4, 5, 6, 8, 10, 12], weights=[5, 6, 6, 5, 4, 3, 2, 1, 1])[0]
    since_year = int(buyers[i]["since"][:4])
    for _ in range(n):
        w = rng.randrange(36)
        year = rng.randint(max(since_year, 2023), 2025)
        d = day(year, 1, 330 if year == 2025 else 365)
        if d < buyers[i]["since"]:
            d = buyers[i]["since"]
        if (i, w, d) in order_pairs:
            continue
        order_pairs.add((i, w, d))
        cases = rng.choice([1, 2, 3, 5, 6, 10, 12, 20, 25, 50, 60, 100])
        amount = round(cases * 6 * wines[w]["priceEur"] * (0.85 if cases >= 50 else 1.0), 2)
        rel("ORDERED", f"bu{i}", f"wi{w}", {"date": d, "cases": cases, "amountEur": amount,
                                            "paid": not (year == 2025 and rng.random() < 0.35)})

graph = {"nodes": nodes, "relationships": rels, "date_keys": ["lastInspected", "released", "since", "delivered", "date"]}

if __name__ == "__main__":
    out = Path(__file__).with_name("graph.json")
    out.write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    labels = Counter(label for n in nodes for label in n["labels"])
    types = Counter(r["type"] for r in rels)
    print(f"{len(nodes)} nodes, {len(rels)} relationships")
    print(dict(labels))
    print(dict(types))
