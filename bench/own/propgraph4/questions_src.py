"""Questions and gold Cypher for the Brackwater Film Festival graph, written by hand.

QUESTIONS is a list of {"id", "question", "cypher", "category"} (plus "tie": (query, k) on top-k questions with a
LIMIT: the query returns the sort keys in rank order, and the k-th and (k+1)-th must differ). Unanswerable questions
have an empty cypher. make_gold.py runs every query and writes questions.csv, gold.jsonl and dropped.json.
"""

from __future__ import annotations

_ROWS: list[tuple] = []


def q(category: str, question: str, cypher: str = "", tie: tuple[str, int] | None = None) -> None:
    _ROWS.append((category, question, cypher, tie))


# --- lookup: one relationship from a named node ----------------------------------------------------------------
q("lookup", "who directed copper mirrors",
  "MATCH (d:Director)-[:DIRECTED]->(f:Film {title: 'Copper Mirrors'}) RETURN d.name")
q("lookup", "cast of The Glass Lantern",
  "MATCH (p:Person)-[:ACTED_IN]->(f:Film {title: 'The Glass Lantern'}) RETURN p.name")
q("lookup", "which studios put money into Night Harbour",
  "MATCH (s:Studio)-[:FINANCED]->(f:Film {title: 'Night Harbour'}) RETURN s.companyName")
q("lookup", "where was BW23-028 shown",
  "MATCH (s:Screening {code: 'BW23-028'})-[:HELD_AT]->(v:Venue) RETURN v.name")
q("lookup", "what was playing at screening BW24-010",
  "MATCH (s:Screening {code: 'BW24-010'})-[:SHOWS]->(f:Film) RETURN f.title")
q("lookup", "Who produced Katell's Wolf?",
  "MATCH (p:Person)-[:PRODUCED]->(f:Film {title: \"Katell's Wolf\"}) RETURN p.name")
q("lookup", "films xanthe marchetti produced",
  "MATCH (p:Person {name: 'Xanthe Marchetti'})-[:PRODUCED]->(f:Film) RETURN f.title")
q("lookup", "Which critics wrote about Dariusz's Choir?",
  "MATCH (c:Critic)-[:REVIEWED]->(f:Film {title: \"Dariusz's Choir\"}) RETURN c.byline")
q("lookup", "who sat on the jury in 2024",
  "MATCH (p:Person)-[:SERVED_ON_JURY]->(e:Edition {year: 2024}) RETURN p.name")
q("lookup", "list every film by Quilla Nakagawa",
  "MATCH (d:Director {name: 'Quilla Nakagawa'})-[:DIRECTED]->(f:Film) RETURN f.title")
q("lookup", "what awards was Katell's Wolf up for",
  "MATCH (f:Film {title: \"Katell's Wolf\"})-[:NOMINATED_FOR]->(a:Award) RETURN DISTINCT a.awardName")
q("lookup", "Which films has Saoirse Fairlie appeared in?",
  "MATCH (p:Person {name: 'Saoirse Fairlie'})-[:ACTED_IN]->(f:Film) RETURN f.title")
q("lookup", "Osaka Lantern backed which films",
  "MATCH (s:Studio {companyName: 'Osaka Lantern Co.'})-[:FINANCED]->(f:Film) RETURN f.title")
q("lookup", "what has Yannick Mereworth reviewed",
  "MATCH (c:Critic {byline: 'Yannick Mereworth'})-[:REVIEWED]->(f:Film) RETURN f.title")
q("lookup", "screenings of the tender lantern",
  "MATCH (s:Screening)-[:SHOWS]->(f:Film {title: 'The Tender Lantern'}) RETURN s.code")
q("lookup", "which edition was BW25-040 part of",
  "MATCH (s:Screening {code: 'BW25-040'})-[:PART_OF]->(e:Edition) RETURN e.name")
q("lookup", "who's in 'Night Heron'",
  "MATCH (p:Person)-[:ACTED_IN]->(f:Film {title: 'Night Heron'}) RETURN p.name")
q("lookup", "A River for Joaquim was financed by whom",
  "MATCH (s:Studio)-[:FINANCED]->(f:Film {title: 'A River for Joaquim'}) RETURN s.companyName")
q("lookup", "directors of the last orchard",
  "MATCH (d:Director)-[:DIRECTED]->(f:Film {title: 'The Last Orchard'}) RETURN d.name")
q("lookup", "Show me the films Delphine Oyelaran directed",
  "MATCH (d:Director {name: 'Delphine Oyelaran'})-[:DIRECTED]->(f:Film) RETURN f.title")
q("lookup", "which films were nominated for best documentary",
  "MATCH (f:Film)-[:NOMINATED_FOR]->(a:Award {awardName: 'Best Documentary'}) RETURN DISTINCT f.title")
q("lookup", "which editions did Cressida Espinar sit on the jury for",
  "MATCH (p:Person {name: 'Cressida Espinar'})-[:SERVED_ON_JURY]->(e:Edition) RETURN e.name")
q("lookup", "who won the critics prize in 2024",
  "MATCH (f:Film)-[n:NOMINATED_FOR]->(:Award {awardName: \"Critics' Prize\"}) WHERE n.edition = 2024 AND n.won "
  "RETURN f.title")
q("lookup", "what films did Harbour Lights Productions fund",
  "MATCH (s:Studio {companyName: 'Harbour Lights Productions'})-[:FINANCED]->(f:Film) RETURN f.title")
q("lookup", "screenings held in st odo's hall during brackwater 2025",
  "MATCH (e:Edition {year: 2025})<-[:PART_OF]-(s:Screening)-[:HELD_AT]->(v:Venue {name: \"St Odo's Hall\"}) "
  "RETURN s.code")

# --- multihop: two or three relationships -----------------------------------------------------------------------
q("multihop", "which venues showed films directed by Hollis Aldous",
  "MATCH (:Director {name: 'Hollis Aldous'})-[:DIRECTED]->(:Film)<-[:SHOWS]-(:Screening)-[:HELD_AT]->(v:Venue) "
  "RETURN DISTINCT v.name")
q("multihop", "who directed the film that took the golden heron in 2023",
  "MATCH (d:Director)-[:DIRECTED]->(f:Film)-[n:NOMINATED_FOR]->(:Award {awardName: 'Golden Heron'}) "
  "WHERE n.edition = 2023 AND n.won RETURN d.name")
q("multihop", "Which actors have worked with director Valentin O'Callan?",
  "MATCH (:Director {name: \"Valentin O'Callan\"})-[:DIRECTED]->(f:Film)<-[:ACTED_IN]-(p:Person) "
  "RETURN DISTINCT p.name")
q("multihop", "what studios financed the films Xanthe Marchetti produced",
  "MATCH (:Person {name: 'Xanthe Marchetti'})-[:PRODUCED]->(f:Film)<-[:FINANCED]-(s:Studio) "
  "RETURN DISTINCT s.companyName")
q("multihop", "films shown at the boathouse at the 2025 festival",
  "MATCH (:Edition {year: 2025})<-[:PART_OF]-(s:Screening)-[:HELD_AT]->(:Venue {name: 'The Boathouse'}), "
  "(s)-[:SHOWS]->(f:Film) RETURN DISTINCT f.title")
q("multihop", "who has been in a film alongside Bastien Hazeldine",
  "MATCH (:Person {name: 'Bastien Hazeldine'})-[:ACTED_IN]->(f:Film)<-[:ACTED_IN]-(p:Person) "
  "WHERE p.name <> 'Bastien Hazeldine' RETURN DISTINCT p.name")
q("multihop", "directors whose films Hollis Espinar has reviewed",
  "MATCH (:Critic {byline: 'Hollis Espinar'})-[:REVIEWED]->(f:Film)<-[:DIRECTED]-(d:Director) "
  "RETURN DISTINCT d.name")
q("multihop", "what else did the 2023 best performance winner act in",
  "MATCH (p:Person)-[n:NOMINATED_FOR]->(:Award {awardName: 'Best Performance'}) WHERE n.edition = 2023 AND n.won "
  "MATCH (p)-[:ACTED_IN]->(f:Film) WHERE f.title <> n.forFilm RETURN f.title")
q("multihop", "In which districts could you catch River of Kilbrack",
  "MATCH (:Film {title: 'River of Kilbrack'})<-[:SHOWS]-(:Screening)-[:HELD_AT]->(v:Venue) RETURN DISTINCT v.district")
q("multihop", "name the critics who reviewed something by linnea hazeldine",
  "MATCH (:Director {name: 'Linnea Hazeldine'})-[:DIRECTED]->(f:Film)<-[:REVIEWED]-(c:Critic) RETURN DISTINCT c.byline")
q("multihop", "who directed the film Jory Aldous was nominated for",
  "MATCH (:Person {name: 'Jory Aldous'})-[n:NOMINATED_FOR]->(:Award) "
  "MATCH (d:Director)-[:DIRECTED]->(f:Film {title: n.forFilm}) RETURN DISTINCT d.name")
q("multihop", "which studios backed Golden Heron winners",
  "MATCH (s:Studio)-[:FINANCED]->(f:Film)-[n:NOMINATED_FOR]->(:Award {awardName: 'Golden Heron'}) WHERE n.won "
  "RETURN DISTINCT s.companyName")
q("multihop", "where was the 2025 jury prize winner shown",
  "MATCH (v:Venue)<-[:HELD_AT]-(:Screening)-[:SHOWS]->(f:Film)-[n:NOMINATED_FOR]->(:Award {awardName: 'Jury Prize'}) "
  "WHERE n.won AND n.edition = 2025 RETURN DISTINCT v.name")
q("multihop", "producers of films that Jory Kollbeck gave 90 or more",
  "MATCH (:Critic {byline: 'Jory Kollbeck'})-[r:REVIEWED]->(f:Film)<-[:PRODUCED]-(p:Person) WHERE r.score >= 90 "
  "RETURN DISTINCT p.name")

# --- property: a node or relationship property ------------------------------------------------------------------
q("property", "how long is Piran's Harbour",
  "MATCH (f:Film {title: \"Piran's Harbour\"}) RETURN f.runtimeMin")
q("property", "what language is choir of dunvarra in",
  "MATCH (f:Film {title: 'Choir of Dunvarra'}) RETURN f.language")
q("property", "genres of Island of Ormsby Flats",
  "MATCH (f:Film {title: 'Island of Ormsby Flats'}) RETURN f.genres")
q("property", "What was the budget of Night Mirror?",
  "MATCH (f:Film {title: 'Night Mirror'}) RETURN f.budgetEur")
q("property", "what year did The Tender Lantern come out",
  "MATCH (f:Film {title: 'The Tender Lantern'}) RETURN f.releaseYear")
q("property", "age rating on brigid's heron",
  "MATCH (f:Film {title: \"Brigid's Heron\"}) RETURN f.ageRating")
q("property", "How many seats does the Corn Exchange have?",
  "MATCH (v:Venue {name: 'The Corn Exchange'}) RETURN v.capacity")
q("property", "when did Gull St Cinema open",
  "MATCH (v:Venue {name: 'Gull Street Cinema'}) RETURN v.openedOn")
q("property", "what part did Orla Wexley play in The Glass Lantern",
  "MATCH (:Person {name: 'Orla Wexley'})-[r:ACTED_IN]->(:Film {title: 'The Glass Lantern'}) RETURN r.role")
q("property", "what score did Zofia Aldous give A Bridge for Tamsin",
  "MATCH (:Critic {byline: 'Zofia Aldous'})-[r:REVIEWED]->(:Film {title: 'A Bridge for Tamsin'}) RETURN r.score")
q("property", "how much did Kestrel Media put into Night River",
  "MATCH (:Studio {companyName: 'Kestrel Media'})-[r:FINANCED]->(:Film {title: 'Night River'}) RETURN r.amountEur")
q("property", "Delphine Oyelaran's nationality",
  "MATCH (p:Person {name: 'Delphine Oyelaran'}) RETURN p.nationality")
q("property", "where did casimir rasmussen-kay go to film school",
  "MATCH (d:Director {name: 'Casimir Rasmussen-Kay'}) RETURN d.filmSchool")
q("property", "when did the 2024 festival open and close",
  "MATCH (e:Edition {year: 2024}) RETURN e.opensOn, e.closesOn")
q("property", "theme of brackwater 2025",
  "MATCH (e:Edition {name: 'Brackwater 2025'}) RETURN e.theme")
q("property", "What billing did Casimir Zeller get in Gideon's Letter?",
  "MATCH (:Person {name: 'Casimir Zeller'})-[r:ACTED_IN]->(:Film {title: \"Gideon's Letter\"}) RETURN r.billing")
q("property", "date Sunniva Oyelaran's review of Night Mirror was published",
  "MATCH (:Critic {byline: 'Sunniva Oyelaran'})-[r:REVIEWED]->(:Film {title: 'Night Mirror'}) RETURN r.publishedOn")
q("property", "which outlet does Hollis Espinar write for",
  "MATCH (c:Critic {byline: 'Hollis Espinar'}) RETURN c.outlet")
q("property", "tickets sold for BW23-020",
  "MATCH (s:Screening {code: 'BW23-020'}) RETURN s.ticketsSold")
q("property", "what time does screening BW25-012 start",
  "MATCH (s:Screening {code: 'BW25-012'}) RETURN s.startTime")
q("property", "which screen was BW23-002 in",
  "MATCH (:Screening {code: 'BW23-002'})-[h:HELD_AT]->(:Venue) RETURN h.screen")
q("property", "Ilse Jablonka's credit on Clockmaker of Vassen",
  "MATCH (:Person {name: 'Ilse Jablonka'})-[r:PRODUCED]->(:Film {title: 'Clockmaker of Vassen'}) RETURN r.credit")
q("property", "how much prize money comes with the jury prize",
  "MATCH (a:Award {awardName: 'Jury Prize'}) RETURN a.prizeEur")
q("property", "what year was maison verlaine founded",
  "MATCH (s:Studio {companyName: 'Maison Verlaine'}) RETURN s.founded")
q("property", "is the boathouse wheelchair accessible",
  "MATCH (v:Venue {name: 'The Boathouse'}) RETURN v.wheelchairAccess")
q("property", "year of birth of Marek Pellerin",
  "MATCH (p:Person {name: 'Marek Pellerin'}) RETURN p.bornYear")
q("property", "what film was Fenna Vantreight up for at the 2025 festival",
  "MATCH (:Person {name: 'Fenna Vantreight'})-[n:NOMINATED_FOR]->(:Award) WHERE n.edition = 2025 RETURN n.forFilm")
q("property", "Was Saoirse's Staircase shot in black and white?",
  "MATCH (f:Film {title: \"Saoirse's Staircase\"}) RETURN f.blackAndWhite")
q("property", "what format was Drowned Clockmakers projected in",
  "MATCH (:Screening)-[r:SHOWS]->(:Film {title: 'Drowned Clockmakers'}) RETURN DISTINCT r.format")
q("property", "when did hollis aldous make their debut",
  "MATCH (d:Director {name: 'Hollis Aldous'}) RETURN d.debutYear")
q("property", "ticket price for BW24-001",
  "MATCH (s:Screening {code: 'BW24-001'}) RETURN s.priceEur")
q("property", "Jory Quennell's website",
  "MATCH (p:Person {name: 'Jory Quennell'}) RETURN p.website")
q("property", "what role did Brigid Valcourt have on the 2023 jury",
  "MATCH (:Person {name: 'Brigid Valcourt'})-[j:SERVED_ON_JURY]->(:Edition {year: 2023}) RETURN j.role")
q("property", "how many years has Zofia Aldous been reviewing",
  "MATCH (c:Critic {byline: 'Zofia Aldous'}) RETURN c.yearsActive")

# --- filter: comparisons on properties --------------------------------------------------------------------------
q("filter", "films longer than 160 minutes",
  "MATCH (f:Film) WHERE f.runtimeMin > 160 RETURN f.title")
q("filter", "which films are in danish",
  "MATCH (f:Film) WHERE f.language = 'Danish' RETURN f.title")
q("filter", "List the black-and-white films",
  "MATCH (f:Film) WHERE f.blackAndWhite RETURN f.title")
q("filter", "films released before 1990",
  "MATCH (f:Film) WHERE f.releaseYear < 1990 RETURN f.title")
q("filter", "sold out screenings at the corn exchange",
  "MATCH (s:Screening)-[:HELD_AT]->(:Venue {name: 'The Corn Exchange'}) WHERE s.soldOut RETURN s.code")
q("filter", "documentaries under 80 mins",
  "MATCH (f:Film) WHERE 'documentary' IN f.genres AND f.runtimeMin < 80 RETURN f.title")
q("filter", "Which films cost more than 8 million euros to make?",
  "MATCH (f:Film) WHERE f.budgetEur > 8000000 RETURN f.title")
q("filter", "venues with more than one screen",
  "MATCH (v:Venue) WHERE v.screens > 1 RETURN v.name")
q("filter", "what screened on 14 september 2025",
  "MATCH (s:Screening)-[:SHOWS]->(f:Film) WHERE s.screenedOn = date('2025-09-14') RETURN DISTINCT f.title")
q("filter", "critics who aren't verified",
  "MATCH (c:Critic) WHERE NOT c.verified RETURN c.byline")
q("filter", "studios founded after 2010",
  "MATCH (s:Studio) WHERE s.founded > 2010 RETURN s.companyName")
q("filter", "films that got a review score below 35",
  "MATCH (:Critic)-[r:REVIEWED]->(f:Film) WHERE r.score < 35 RETURN DISTINCT f.title")
q("filter", "independent studios based in ireland",
  "MATCH (s:Studio) WHERE s.independent AND s.country = 'Ireland' RETURN s.companyName")
q("filter", "comedies rated 18",
  "MATCH (f:Film) WHERE 'comedy' IN f.genres AND f.ageRating = '18' RETURN f.title")
q("filter", "directors born before 1960",
  "MATCH (d:Director) WHERE d.bornYear < 1960 RETURN d.name")
q("filter", "crowdfunded films released in 2025",
  "MATCH (f:Film) WHERE f.crowdfunded AND f.releaseYear = 2025 RETURN f.title")
q("filter", "which films did Sunniva Corriveau rate above 85",
  "MATCH (:Critic {byline: 'Sunniva Corriveau'})-[r:REVIEWED]->(f:Film) WHERE r.score > 85 RETURN f.title")
q("filter", "films where Saoirse Fairlie had top billing",
  "MATCH (:Person {name: 'Saoirse Fairlie'})-[r:ACTED_IN]->(f:Film) WHERE r.billing = 1 RETURN f.title")
q("filter", "which films got more than 3 million from a single studio",
  "MATCH (:Studio)-[r:FINANCED]->(f:Film) WHERE r.amountEur > 3000000 RETURN DISTINCT f.title")
q("filter", "films with a review flagged as containing spoilers",
  "MATCH (:Critic)-[r:REVIEWED]->(f:Film) WHERE r.spoilers RETURN DISTINCT f.title")
q("filter", "world premieres at the palace picturehouse",
  "MATCH (s:Screening)-[:HELD_AT]->(:Venue {name: 'Palace Picturehouse'}), (s)-[:SHOWS]->(f:Film) "
  "WHERE s.worldPremiere RETURN f.title")
q("filter", "who was an exec producer on a 2024 film",
  "MATCH (p:Person)-[r:PRODUCED]->(f:Film) WHERE r.credit = 'executive producer' AND f.releaseYear = 2024 "
  "RETURN DISTINCT p.name")
q("filter", "people nominated in 2025 who went home empty-handed",
  "MATCH (p:Person)-[n:NOMINATED_FOR]->(:Award) WHERE n.edition = 2025 AND NOT n.won RETURN DISTINCT p.name")
q("filter", "late-night (23:15) screenings at the boathouse in 2023",
  "MATCH (s:Screening)-[:HELD_AT]->(:Venue {name: 'The Boathouse'}) "
  "WHERE s.startTime = '23:15' AND s.screenedOn.year = 2023 RETURN s.code")
q("filter", "films in polish or hungarian",
  "MATCH (f:Film) WHERE f.language IN ['Polish', 'Hungarian'] RETURN f.title")
q("filter", "Which venues opened before 1900?",
  "MATCH (v:Venue) WHERE v.openedOn < date('1900-01-01') RETURN v.name")

# --- aggregate ---------------------------------------------------------------------------------------------------
q("aggregate", "how many films are in the database",
  "MATCH (f:Film) RETURN count(f)")
q("aggregate", "number of screenings at the Palace",
  "MATCH (s:Screening)-[:HELD_AT]->(:Venue {name: 'Palace Picturehouse'}) RETURN count(s)")
q("aggregate", "total tickets sold at brackwater 2024",
  "MATCH (s:Screening)-[:PART_OF]->(:Edition {year: 2024}) RETURN sum(s.ticketsSold)")
q("aggregate", "average critic score for Katell's Wolf",
  "MATCH (:Critic)-[r:REVIEWED]->(:Film {title: \"Katell's Wolf\"}) RETURN avg(r.score)")
q("aggregate", "How many films has Nikolai Espinar directed?",
  "MATCH (:Director {name: 'Nikolai Espinar'})-[:DIRECTED]->(f:Film) RETURN count(f)")
q("aggregate", "how many critics reviewed bastien's bridge",
  "MATCH (c:Critic)-[:REVIEWED]->(:Film {title: \"Bastien's Bridge\"}) RETURN count(DISTINCT c)")
q("aggregate", "screenings per venue",
  "MATCH (s:Screening)-[:HELD_AT]->(v:Venue) RETURN v.name, count(s)")
q("aggregate", "break down the screenings by festival year",
  "MATCH (s:Screening)-[:PART_OF]->(e:Edition) RETURN e.year, count(s)")
q("aggregate", "average runtime of the documentaries, to the nearest minute",
  "MATCH (f:Film) WHERE 'documentary' IN f.genres RETURN toInteger(round(avg(f.runtimeMin)))")
q("aggregate", "total amount Cinecitta Nuova has invested in films",
  "MATCH (:Studio {companyName: 'Cinecitta Nuova'})-[r:FINANCED]->(:Film) RETURN sum(r.amountEur)")
q("aggregate", "how many sold-out shows were there in 2025",
  "MATCH (s:Screening)-[:PART_OF]->(:Edition {year: 2025}) WHERE s.soldOut RETURN count(s)")
q("aggregate", "How many different actors appeared in films screened at Brackwater 2023?",
  "MATCH (:Edition {year: 2023})<-[:PART_OF]-(:Screening)-[:SHOWS]->(:Film)<-[:ACTED_IN]-(p:Person) "
  "RETURN count(DISTINCT p)")
q("aggregate", "longest runtime among films released in 2025",
  "MATCH (f:Film) WHERE f.releaseYear = 2025 RETURN max(f.runtimeMin)")
q("aggregate", "earliest release year of any film",
  "MATCH (f:Film) RETURN min(f.releaseYear)")
q("aggregate", "how many people directed a film they also produced",
  "MATCH (p:Director)-[:DIRECTED]->(f:Film)<-[:PRODUCED]-(p) RETURN count(DISTINCT p)")
q("aggregate", "how many nominations has Delphine Oyelaran had",
  "MATCH (:Person {name: 'Delphine Oyelaran'})-[n:NOMINATED_FOR]->(:Award) RETURN count(n)")
q("aggregate", "how many awards did copper mirrors win",
  "MATCH (:Film {title: 'Copper Mirrors'})-[n:NOMINATED_FOR]->(:Award) WHERE n.won RETURN count(n)")
q("aggregate", "number of genres Choir of Dunvarra is listed under",
  "MATCH (f:Film {title: 'Choir of Dunvarra'}) RETURN size(f.genres)")
q("aggregate", "count the films per language",
  "MATCH (f:Film) RETURN f.language, count(f)")
q("aggregate", "how many films did no studio finance",
  "MATCH (f:Film) WHERE NOT (:Studio)-[:FINANCED]->(f) RETURN count(f)")
q("aggregate", "avg ticket price over all screenings (2 decimals)",
  "MATCH (s:Screening) RETURN round(avg(s.priceEur), 2)")
q("aggregate", "total prize money won by Katell's Wolf",
  "MATCH (:Film {title: \"Katell's Wolf\"})-[n:NOMINATED_FOR]->(a:Award) WHERE n.won RETURN sum(a.prizeEur)")
q("aggregate", "how many critics write for reel north",
  "MATCH (c:Critic {outlet: 'Reel North'}) RETURN count(c)")
q("aggregate", "how many times was Night Island screened",
  "MATCH (s:Screening)-[:SHOWS]->(:Film {title: 'Night Island'}) RETURN count(s)")
q("aggregate", "lowest score Tobiah Deverill ever gave",
  "MATCH (:Critic {byline: 'Tobiah Deverill'})-[r:REVIEWED]->(:Film) RETURN min(r.score)")
q("aggregate", "How many comedies are there?",
  "MATCH (f:Film) WHERE 'comedy' IN f.genres RETURN count(f)")
q("aggregate", "how many directors have also acted",
  "MATCH (d:Director)-[:ACTED_IN]->(:Film) RETURN count(DISTINCT d)")
q("aggregate", "total seats across all the venues",
  "MATCH (v:Venue) RETURN sum(v.capacity)")
q("aggregate", "for how many people is the year of birth unknown",
  "MATCH (p:Person) WHERE p.bornYear IS NULL RETURN count(p)")
q("aggregate", "number of screenings with a Q&A, per edition",
  "MATCH (s:Screening)-[:PART_OF]->(e:Edition) WHERE s.qAndA RETURN e.name, count(s)")
q("aggregate", "how many critics have reviewed at least one documentary",
  "MATCH (c:Critic)-[:REVIEWED]->(f:Film) WHERE 'documentary' IN f.genres RETURN count(DISTINCT c)")

# --- topk: ordering and superlatives -----------------------------------------------------------------------------
q("topk", "longest film",
  "MATCH (f:Film) RETURN f.title ORDER BY f.runtimeMin DESC LIMIT 1",
  ("MATCH (f:Film) RETURN f.runtimeMin ORDER BY f.runtimeMin DESC", 1))
q("topk", "top 3 biggest budgets",
  "MATCH (f:Film) WHERE f.budgetEur IS NOT NULL RETURN f.title ORDER BY f.budgetEur DESC LIMIT 3",
  ("MATCH (f:Film) WHERE f.budgetEur IS NOT NULL RETURN f.budgetEur ORDER BY f.budgetEur DESC", 3))
q("topk", "which venue sold the most tickets overall",
  "MATCH (s:Screening)-[:HELD_AT]->(v:Venue) WITH v, sum(s.ticketsSold) AS t RETURN v.name ORDER BY t DESC LIMIT 1",
  ("MATCH (s:Screening)-[:HELD_AT]->(v:Venue) WITH v, sum(s.ticketsSold) AS t RETURN t ORDER BY t DESC", 1))
q("topk", "the critic with the most reviews",
  "MATCH (c:Critic)-[r:REVIEWED]->() WITH c, count(r) AS n RETURN c.byline ORDER BY n DESC LIMIT 1",
  ("MATCH (c:Critic)-[r:REVIEWED]->() WITH c, count(r) AS n RETURN n ORDER BY n DESC", 1))
q("topk", "5 shortest films",
  "MATCH (f:Film) RETURN f.title ORDER BY f.runtimeMin LIMIT 5",
  ("MATCH (f:Film) RETURN f.runtimeMin ORDER BY f.runtimeMin", 5))
q("topk", "which film was screened the most times",
  "MATCH (s:Screening)-[:SHOWS]->(f:Film) WITH f, count(s) AS n WITH max(n) AS top "
  "MATCH (s:Screening)-[:SHOWS]->(f:Film) WITH f, count(s) AS n, top WHERE n = top RETURN f.title")
q("topk", "best reviewed film on average, among films with at least three reviews",
  "MATCH (:Critic)-[r:REVIEWED]->(f:Film) WITH f, avg(r.score) AS a, count(r) AS n WHERE n >= 3 "
  "WITH collect({t: f.title, a: a}) AS rows, max(a) AS top UNWIND rows AS row WITH row, top WHERE row.a = top "
  "RETURN row.t")
q("topk", "who has acted in the most films",
  "MATCH (p:Person)-[:ACTED_IN]->(f:Film) WITH p, count(f) AS n WITH max(n) AS top "
  "MATCH (p:Person)-[:ACTED_IN]->(f:Film) WITH p, count(f) AS n, top WHERE n = top RETURN p.name")
q("topk", "which studio has invested the most money in total",
  "MATCH (s:Studio)-[r:FINANCED]->() WITH s, sum(r.amountEur) AS t RETURN s.companyName ORDER BY t DESC LIMIT 1",
  ("MATCH (s:Studio)-[r:FINANCED]->() WITH s, sum(r.amountEur) AS t RETURN t ORDER BY t DESC", 1))
q("topk", "oldest venue",
  "MATCH (v:Venue) RETURN v.name ORDER BY v.openedOn LIMIT 1",
  ("MATCH (v:Venue) RETURN v.openedOn ORDER BY v.openedOn", 1))
q("topk", "biggest crowd at a single screening - which screenings",
  "MATCH (s:Screening) WITH max(s.ticketsSold) AS top MATCH (s:Screening) WHERE s.ticketsSold = top RETURN s.code")
q("topk", "the most recently founded studio",
  "MATCH (s:Studio) RETURN s.companyName ORDER BY s.founded DESC LIMIT 1",
  ("MATCH (s:Studio) RETURN s.founded ORDER BY s.founded DESC", 1))
q("topk", "Which director has made the most films?",
  "MATCH (d:Director)-[:DIRECTED]->(f:Film) WITH d, count(f) AS n RETURN d.name ORDER BY n DESC LIMIT 1",
  ("MATCH (d:Director)-[:DIRECTED]->(f:Film) WITH d, count(f) AS n RETURN n ORDER BY n DESC", 1))
q("topk", "harshest critic (lowest average score)",
  "MATCH (c:Critic)-[r:REVIEWED]->() WITH c, avg(r.score) AS a RETURN c.byline ORDER BY a LIMIT 1",
  ("MATCH (c:Critic)-[r:REVIEWED]->() WITH c, avg(r.score) AS a RETURN a ORDER BY a", 1))
q("topk", "the two most generous critics by average score",
  "MATCH (c:Critic)-[r:REVIEWED]->() WITH c, avg(r.score) AS a RETURN c.byline ORDER BY a DESC LIMIT 2",
  ("MATCH (c:Critic)-[r:REVIEWED]->() WITH c, avg(r.score) AS a RETURN a ORDER BY a DESC", 2))
q("topk", "which edition drew the biggest attendance",
  "MATCH (e:Edition) RETURN e.name ORDER BY e.attendance DESC LIMIT 1",
  ("MATCH (e:Edition) RETURN e.attendance ORDER BY e.attendance DESC", 1))
q("topk", "youngest director",
  "MATCH (d:Director) WHERE d.bornYear IS NOT NULL RETURN d.name ORDER BY d.bornYear DESC LIMIT 1",
  ("MATCH (d:Director) WHERE d.bornYear IS NOT NULL RETURN d.bornYear ORDER BY d.bornYear DESC", 1))
q("topk", "the oldest actor",
  "MATCH (p:Person) WHERE (p)-[:ACTED_IN]->() AND p.bornYear IS NOT NULL "
  "RETURN p.name ORDER BY p.bornYear LIMIT 1",
  ("MATCH (p:Person) WHERE (p)-[:ACTED_IN]->() AND p.bornYear IS NOT NULL "
   "RETURN p.bornYear ORDER BY p.bornYear", 1))
q("topk", "film with the biggest cast",
  "MATCH (p:Person)-[:ACTED_IN]->(f:Film) WITH f, count(p) AS n RETURN f.title ORDER BY n DESC LIMIT 1",
  ("MATCH (p:Person)-[:ACTED_IN]->(f:Film) WITH f, count(p) AS n RETURN n ORDER BY n DESC", 1))
q("topk", "what language are most of the films in",
  "MATCH (f:Film) WITH f.language AS lang, count(f) AS n RETURN lang ORDER BY n DESC LIMIT 1",
  ("MATCH (f:Film) WITH f.language AS l, count(f) AS n RETURN n ORDER BY n DESC", 1))
q("topk", "least busy venue by tickets sold",
  "MATCH (s:Screening)-[:HELD_AT]->(v:Venue) WITH v, sum(s.ticketsSold) AS t RETURN v.name ORDER BY t LIMIT 1",
  ("MATCH (s:Screening)-[:HELD_AT]->(v:Venue) WITH v, sum(s.ticketsSold) AS t RETURN t ORDER BY t", 1))
q("topk", "biggest single financing deal - which studio and film",
  "MATCH (s:Studio)-[r:FINANCED]->(f:Film) RETURN s.companyName, f.title ORDER BY r.amountEur DESC LIMIT 1",
  ("MATCH (:Studio)-[r:FINANCED]->(:Film) RETURN r.amountEur ORDER BY r.amountEur DESC", 1))
q("topk", "people with the most award nominations",
  "MATCH (p:Person)-[n:NOMINATED_FOR]->() WITH p, count(n) AS c WITH max(c) AS top "
  "MATCH (p:Person)-[n:NOMINATED_FOR]->() WITH p, count(n) AS c, top WHERE c = top RETURN p.name")
q("topk", "top 5 films by total tickets sold",
  "MATCH (s:Screening)-[:SHOWS]->(f:Film) WITH f, sum(s.ticketsSold) AS t RETURN f.title ORDER BY t DESC LIMIT 5",
  ("MATCH (s:Screening)-[:SHOWS]->(f:Film) WITH f, sum(s.ticketsSold) AS t RETURN t ORDER BY t DESC", 5))
q("topk", "what's the most common genre",
  "MATCH (f:Film) UNWIND f.genres AS g WITH g, count(*) AS n WITH max(n) AS top "
  "MATCH (f:Film) UNWIND f.genres AS g WITH g, count(*) AS n, top WHERE n = top RETURN g")
q("topk", "which producers have the most credits",
  "MATCH (p:Person)-[:PRODUCED]->(f:Film) WITH p, count(f) AS n WITH max(n) AS top "
  "MATCH (p:Person)-[:PRODUCED]->(f:Film) WITH p, count(f) AS n, top WHERE n = top RETURN p.name")
q("topk", "the 3 most expensive documentaries",
  "MATCH (f:Film) WHERE 'documentary' IN f.genres AND f.budgetEur IS NOT NULL "
  "RETURN f.title ORDER BY f.budgetEur DESC LIMIT 3",
  ("MATCH (f:Film) WHERE 'documentary' IN f.genres AND f.budgetEur IS NOT NULL "
   "RETURN f.budgetEur ORDER BY f.budgetEur DESC", 3))

# --- exists: absence, both, either-but-not ----------------------------------------------------------------------
q("exists", "films nobody has reviewed",
  "MATCH (f:Film) WHERE NOT (:Critic)-[:REVIEWED]->(f) RETURN f.title")
q("exists", "who both acted in and produced the same film",
  "MATCH (p:Person)-[:ACTED_IN]->(f:Film)<-[:PRODUCED]-(p) RETURN DISTINCT p.name")
q("exists", "directors who appeared on screen in one of their own films",
  "MATCH (d:Director)-[:DIRECTED]->(f:Film)<-[:ACTED_IN]-(d) RETURN DISTINCT d.name")
q("exists", "anyone served on the jury more than once",
  "MATCH (p:Person)-[j:SERVED_ON_JURY]->() WITH p, count(j) AS n WHERE n > 1 RETURN p.name")
q("exists", "which venue had no 11am screenings in 2025",
  "MATCH (v:Venue) WHERE NOT EXISTS { MATCH (s:Screening)-[:HELD_AT]->(v) "
  "WHERE s.startTime = '11:00' AND s.screenedOn.year = 2025 } RETURN v.name")
q("exists", "has night heron been reviewed by anyone",
  "MATCH (f:Film {title: 'Night Heron'}) RETURN EXISTS { MATCH (:Critic)-[:REVIEWED]->(f) }")
q("exists", "people in the db who never acted, directed or produced",
  "MATCH (p:Person) WHERE NOT (p)-[:ACTED_IN|DIRECTED|PRODUCED]->() RETURN p.name")
q("exists", "films nominated in 2024 that never won anything",
  "MATCH (f:Film)-[n:NOMINATED_FOR]->() WHERE n.edition = 2024 AND NOT (f)-[:NOMINATED_FOR {won: true}]->() "
  "RETURN DISTINCT f.title")
q("exists", "directors who had films at both the 2023 and the 2025 festival",
  "MATCH (:Edition {year: 2023})<-[:PART_OF]-(:Screening)-[:SHOWS]->(:Film)<-[:DIRECTED]-(p:Director) "
  "WHERE EXISTS { MATCH (:Edition {year: 2025})<-[:PART_OF]-(:Screening)-[:SHOWS]->(:Film)<-[:DIRECTED]-(p) } "
  "RETURN DISTINCT p.name")
q("exists", "did any juror have a film of their own in the edition they judged",
  "RETURN EXISTS { MATCH (p:Person)-[:SERVED_ON_JURY]->(e:Edition)<-[:PART_OF]-(:Screening)-[:SHOWS]->(f:Film) "
  "WHERE (p)-[:ACTED_IN|DIRECTED|PRODUCED]->(f) }")
q("exists", "critics who reviewed both Copper Mirrors and Brigid's Heron",
  "MATCH (c:Critic)-[:REVIEWED]->(:Film {title: 'Copper Mirrors'}) "
  "WHERE (c)-[:REVIEWED]->(:Film {title: \"Brigid's Heron\"}) RETURN c.byline")
q("exists", "films with no actors in them",
  "MATCH (f:Film) WHERE NOT (:Person)-[:ACTED_IN]->(f) RETURN f.title")
q("exists", "actors who have worked with both Valentin O'Callan and Hollis Aldous",
  "MATCH (:Director {name: \"Valentin O'Callan\"})-[:DIRECTED]->(:Film)<-[:ACTED_IN]-(p:Person) "
  "WHERE EXISTS { MATCH (:Director {name: 'Hollis Aldous'})-[:DIRECTED]->(:Film)<-[:ACTED_IN]-(p) } "
  "RETURN DISTINCT p.name")
q("exists", "critics who never reviewed a documentary",
  "MATCH (c:Critic) WHERE NOT EXISTS { MATCH (c)-[:REVIEWED]->(f:Film) WHERE 'documentary' IN f.genres } "
  "RETURN c.byline")
q("exists", "studios that didn't back any film from the 2025 edition",
  "MATCH (s:Studio) WHERE NOT EXISTS { MATCH (s)-[:FINANCED]->(:Film)<-[:SHOWS]-(:Screening)-[:PART_OF]->"
  "(:Edition {year: 2025}) } RETURN s.companyName")
q("exists", "directors who never produced anything and were never nominated",
  "MATCH (d:Director) WHERE NOT (d)-[:PRODUCED]->() AND NOT (d)-[:NOMINATED_FOR]->() RETURN d.name")
q("exists", "did any film win both the golden heron and the jury prize",
  "MATCH (f:Film)-[:NOMINATED_FOR {won: true}]->(:Award {awardName: 'Golden Heron'}) "
  "WHERE (f)-[:NOMINATED_FOR {won: true}]->(:Award {awardName: 'Jury Prize'}) RETURN f.title")

# --- string: prefix, suffix, containment ------------------------------------------------------------------------
q("string", "films whose title starts with Night",
  "MATCH (f:Film) WHERE f.title STARTS WITH 'Night' RETURN f.title")
q("string", "titles with 'wolf' in them",
  "MATCH (f:Film) WHERE toLower(f.title) CONTAINS 'wolf' RETURN f.title")
q("string", "everyone with the surname Valcourt",
  "MATCH (p:Person) WHERE p.name ENDS WITH ' Valcourt' RETURN p.name")
q("string", "critics whose handle begins with @sunniva",
  "MATCH (c:Critic) WHERE c.handle STARTS WITH '@sunniva' RETURN c.byline")
q("string", "studios with film in the name",
  "MATCH (s:Studio) WHERE toLower(s.companyName) CONTAINS 'film' RETURN s.companyName")
q("string", "people whose name contains O'",
  "MATCH (p:Person) WHERE p.name CONTAINS \"O'\" RETURN p.name")
q("string", "anyone from the Ferreira-Lund family",
  "MATCH (p:Person) WHERE p.name CONTAINS 'Ferreira-Lund' RETURN p.name")
q("string", "who played a character called Alma",
  "MATCH (p:Person)-[r:ACTED_IN]->(:Film) WHERE r.role CONTAINS 'Alma' RETURN DISTINCT p.name")
q("string", "films ending in 'Staircase'",
  "MATCH (f:Film) WHERE f.title ENDS WITH 'Staircase' RETURN f.title")
q("string", "which outlets have review in their name",
  "MATCH (c:Critic) WHERE toLower(c.outlet) CONTAINS 'review' RETURN DISTINCT c.outlet")

# --- unanswerable: the graph does not hold it -------------------------------------------------------------------
for text in [
    "who is the festival director of brackwater",
    "what aspect ratio was Copper Mirrors shot in",
    "what camera was Night Heron shot on",
    "phone number for the Palace Picturehouse",
    "what is Hollis Aldous's email address",
    "how many volunteers worked at brackwater 2024",
    "who is Saoirse Fairlie's agent",
    "IMDb rating of The Glass Lantern",
    "which sponsors backed the 2025 festival",
    "what was the weather like on opening night 2023",
    "who composed the soundtrack for Night River",
    "which hotel did the 2025 jury stay in",
    "where was Tide of Port Ellery filmed",
    "how many parking spaces does the corn exchange have",
    "what's Rosalind Mac Ruairi's salary at Cinematheque Weekly",
]:
    q("unanswerable", text)

QUESTIONS = [
    {"id": f"p4_{i:03d}", "question": question, "cypher": cypher, "category": category,
     **({"tie": tie} if tie else {})}
    for i, (category, question, cypher, tie) in enumerate(_ROWS, start=1)
]
