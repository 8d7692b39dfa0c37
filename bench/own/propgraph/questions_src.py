"""The questions and their gold Cypher, as written by hand against graph.json (make_gold.py runs them).

Each entry: (category, question, cypher) or (category, question, cypher, check) where `check` is a Cypher query
returning the ORDER BY key of a top-k question, in the same order, for the first k+1 rows; make_gold.py drops the
question when rows k and k+1 tie (the top k would then not be well defined).
"""

Q = []


def q(category, question, cypher, check=None):
    Q.append((category, question, " ".join(cypher.split()), " ".join(check.split()) if check else None))


def topk(question, body, ret, key, k, desc=True):
    """A top-k question: `body` binds the rows, `ret` is what is answered, `key` the sort key (an expression
    over the variables bound by body)."""
    order = "DESC" if desc else "ASC"
    # the title or name as a second key only fixes the order of ties inside the top k (the set is checked below)
    q("topk", question, f"{body} RETURN {ret} ORDER BY {key} {order}, {ret} LIMIT {k}",
      f"{body} RETURN {key} AS key ORDER BY key {order} LIMIT {k + 1}")


# ---------------------------------------------------------------- lookup: one relationship from a named node
q("lookup", "Which books did Solveig Alderton write?",
  "MATCH (a:Author {name: 'Solveig Alderton'})-[:WROTE]->(b:Book) RETURN b.title")
q("lookup", "Who wrote The Winter Night?",
  "MATCH (a:Author)-[:WROTE]->(b:Book {title: 'The Winter Night'}) RETURN a.name")
q("lookup", "who illustrated Goodnight, Owl",
  "MATCH (a:Author)-[:WROTE {role: 'illustrator'}]->(b:Book {title: 'Goodnight, Owl'}) RETURN a.name")
q("lookup", "Who co-wrote 'Tea: A Natural History'?",
  "MATCH (a:Author)-[:WROTE {role: 'co-author'}]->(b:Book {title: 'Tea: A Natural History'}) RETURN a.name")
q("lookup", "Which publisher published Pale Archive?",
  "MATCH (b:Book {title: 'Pale Archive'})-[:PUBLISHED_BY]->(p:Publisher) RETURN p.name")
q("lookup", "What genres is 'Death at Greywick' filed under?",
  "MATCH (b:Book {title: 'Death at Greywick'})-[:IN_GENRE]->(g:Genre) RETURN g.name")
q("lookup", "Which series does Station Havelock belong to?",
  "MATCH (b:Book {title: 'Station Havelock'})-[:PART_OF]->(s:Series) RETURN s.title")
q("lookup", "Which awards has Jude Farrant won?",
  "MATCH (a:Author {name: 'Jude Farrant'})-[:WON]->(w:Award) RETURN DISTINCT w.name")
q("lookup", "Who has won the Silver Lantern Award?",
  "MATCH (a:Author)-[:WON]->(w:Award {name: 'Silver Lantern Award'}) RETURN DISTINCT a.name")
q("lookup", "Which branch is Matilda Varga registered at?",
  "MATCH (m:Member {fullName: 'Matilda Varga'})-[:REGISTERED_AT]->(b:Branch) RETURN b.name")
q("lookup", "What books has Nadia Strand borrowed?",
  "MATCH (m:Member {fullName: 'Nadia Strand'})-[:BORROWED]->(b:Book) RETURN DISTINCT b.title")
q("lookup", "Who has borrowed The Many Lives of Philippa Lowndes?",
  "MATCH (m:Member)-[:BORROWED]->(b:Book {title: 'The Many Lives of Philippa Lowndes'}) RETURN DISTINCT m.fullName")
q("lookup", "Which branches have Death at Stillwater on their shelves?",
  "MATCH (br:Branch)-[:HOLDS]->(b:Book {title: 'Death at Stillwater'}) RETURN br.name")
q("lookup", "List the books in the Kitchen Year series.",
  "MATCH (b:Book)-[:PART_OF]->(s:Series {title: 'Kitchen Year'}) RETURN b.title")
q("lookup", "Which members reviewed Fox Goes to Larkhill?",
  "MATCH (m:Member)-[:REVIEWED]->(b:Book {title: 'Fox Goes to Larkhill'}) RETURN m.fullName")
q("lookup", "which books did Greta Calloway review",
  "MATCH (m:Member {fullName: 'Greta Calloway'})-[:REVIEWED]->(b:Book) RETURN b.title")
q("lookup", "Which members are registered at the Millbrook Branch?",
  "MATCH (m:Member)-[:REGISTERED_AT]->(b:Branch {name: 'Millbrook Branch'}) RETURN m.fullName")
q("lookup", "Show me the books published by Vantage Point Press.",
  "MATCH (b:Book)-[:PUBLISHED_BY]->(p:Publisher {name: 'Vantage Point Press'}) RETURN b.title")
q("lookup", "What books are in the Cookery genre?",
  "MATCH (b:Book)-[:IN_GENRE]->(g:Genre {name: 'Cookery'}) RETURN b.title")
q("lookup", "What has Teodor Garroway written?",
  "MATCH (a:Author {name: 'Teodor Garroway'})-[:WROTE]->(b:Book) RETURN b.title")
q("lookup", "Who borrowed Cooking with Chillies?",
  "MATCH (m:Member)-[:BORROWED]->(b:Book {title: 'Cooking with Chillies'}) RETURN DISTINCT m.fullName")
q("lookup", "Which books did Anders Lindqvist illustrate?",
  "MATCH (a:Author {name: 'Anders Lindqvist'})-[:WROTE {role: 'illustrator'}]->(b:Book) RETURN b.title")
q("lookup", "Who is the author of Letters to Isadora?",
  "MATCH (a:Author)-[:WROTE {role: 'author'}]->(b:Book {title: 'Letters to Isadora'}) RETURN a.name")
q("lookup", "Who publishes The Hidden Life of Glass?",
  "MATCH (b:Book {title: 'The Hidden Life of Glass'})-[:PUBLISHED_BY]->(p:Publisher) RETURN p.name")
q("lookup", "Where is Kezia Hartigan registered?",
  "MATCH (m:Member {fullName: 'Kezia Hartigan'})-[:REGISTERED_AT]->(b:Branch) RETURN b.name")
q("lookup", "Who reviewed The Winter Night?",
  "MATCH (m:Member)-[:REVIEWED]->(b:Book {title: 'The Winter Night'}) RETURN m.fullName")
q("lookup", "Which branches stock Pellow and the Sea?",
  "MATCH (br:Branch)-[:HOLDS]->(b:Book {title: 'Pellow and the Sea'}) RETURN br.name")
q("lookup", "Which books make up the Deep Orbit series?",
  "MATCH (b:Book)-[:PART_OF]->(s:Series {title: 'Deep Orbit'}) RETURN b.title")
q("lookup", "Which books has Hamish Hadley written?",
  "MATCH (a:Author {name: 'Hamish Hadley'})-[:WROTE]->(b:Book) RETURN b.title")
q("lookup", "Which members are registered with the Northgate Branch and have the senior tier?",
  "MATCH (m:Member {tier: 'senior'})-[:REGISTERED_AT]->(b:Branch {name: 'Northgate Branch'}) RETURN m.fullName")

# ---------------------------------------------------------------- property: a fact stored on a node or relationship
q("property", "When was Magnus Kettering born?",
  "MATCH (a:Author {name: 'Magnus Kettering'}) RETURN a.birthDate")
q("property", "How many pages does The Winter Night have?",
  "MATCH (b:Book {title: 'The Winter Night'}) RETURN b.pageCount")
q("property", "What's the ISBN of Pale Archive?",
  "MATCH (b:Book {title: 'Pale Archive'}) RETURN b.isbn")
q("property", "In what year was The Silver Tide published?",
  "MATCH (b:Book {title: 'The Silver Tide'}) RETURN b.publicationYear")
q("property", "What language is Night at the Archive written in?",
  "MATCH (b:Book {title: 'Night at the Archive'}) RETURN b.language")
q("property", "How much does it cost to replace Golden Frost?",
  "MATCH (b:Book {title: 'Golden Frost'}) RETURN b.replacementCost")
q("property", "What tags does The Winter Night have?",
  "MATCH (b:Book {title: 'The Winter Night'}) UNWIND b.tags AS tag RETURN tag")
q("property", "What nationality is Lorcan Salisbury?",
  "MATCH (a:Author {name: 'Lorcan Salisbury'}) RETURN a.nationality")
q("property", "When did Hamish Kavanagh die?",
  "MATCH (a:Author {name: 'Hamish Kavanagh'}) RETURN a.deathDate")
q("property", "What pen name does Cecily Whitlock use?",
  "MATCH (a:Author {name: 'Cecily Whitlock'}) RETURN a.penName")
q("property", "Which languages does Jude Farrant write in?",
  "MATCH (a:Author {name: 'Jude Farrant'}) UNWIND a.languages AS language RETURN language")
q("property", "When did Kezia Hartigan join the library?",
  "MATCH (m:Member {fullName: 'Kezia Hartigan'}) RETURN m.joinedOn")
q("property", "what membership tier is Hamish Brannigan on",
  "MATCH (m:Member {fullName: 'Hamish Brannigan'}) RETURN m.tier")
q("property", "What is Odette Penhaligon's member ID?",
  "MATCH (m:Member {fullName: 'Odette Penhaligon'}) RETURN m.memberId")
q("property", "Is Alaric Norcross's membership active?",
  "MATCH (m:Member {fullName: 'Alaric Norcross'}) RETURN m.active")
q("property", "When did the Central Library open?",
  "MATCH (b:Branch {name: 'Central Library'}) RETURN b.openedYear")
q("property", "How many hours a week is the Riverside Branch open?",
  "MATCH (b:Branch {name: 'Riverside Branch'}) RETURN b.weeklyHours")
q("property", "Does the Northgate Branch have a cafe?",
  "MATCH (b:Branch {name: 'Northgate Branch'}) RETURN b.hasCafe")
q("property", "In which city is Greywater Books based?",
  "MATCH (p:Publisher {name: 'Greywater Books'}) RETURN p.city")
q("property", "When was Pemberton & Lowe founded?",
  "MATCH (p:Publisher {name: 'Pemberton & Lowe'}) RETURN p.foundedYear")
q("property", "How much prize money comes with the Golden Quill Prize?",
  "MATCH (w:Award {name: 'Golden Quill Prize'}) RETURN w.prizeMoney")
q("property", "In what year did Rowan Adeyemi win the Golden Quill Prize?",
  "MATCH (a:Author {name: 'Rowan Adeyemi'})-[r:WON]->(w:Award {name: 'Golden Quill Prize'}) RETURN r.year")
q("property", "What role did Anders Lindqvist play on Hedgehog Goes to Greywick?",
  "MATCH (a:Author {name: 'Anders Lindqvist'})-[r:WROTE]->(b:Book {title: 'Hedgehog Goes to Greywick'}) RETURN r.role")
q("property", "Which number is The Silver Tide in The Ember Crown Cycle?",
  "MATCH (b:Book {title: 'The Silver Tide'})-[r:PART_OF]->(s:Series {title: 'The Ember Crown Cycle'}) RETURN r.position")
q("property", "How many copies of Pellow and the Sea does the Central Library hold?",
  "MATCH (br:Branch {name: 'Central Library'})-[h:HOLDS]->(b:Book {title: 'Pellow and the Sea'}) RETURN h.copies")
q("property", "On which shelf does the Riverside Branch keep The Mole Who Lost His Orchard?",
  "MATCH (br:Branch {name: 'Riverside Branch'})-[h:HOLDS]->(b:Book {title: 'The Mole Who Lost His Orchard'}) RETURN h.shelf")
q("property", "What rating did Greta Calloway give Pellow, 1735?",
  "MATCH (m:Member {fullName: 'Greta Calloway'})-[r:REVIEWED]->(b:Book {title: 'Pellow, 1735'}) RETURN r.rating")
q("property", "Since when has Teodor Garroway been registered at the Northgate Branch?",
  "MATCH (m:Member {fullName: 'Teodor Garroway'})-[r:REGISTERED_AT]->(b:Branch {name: 'Northgate Branch'}) RETURN r.since")
q("property", "Is the Ravensholm Saga complete?",
  "MATCH (s:Series {title: 'Ravensholm Saga'}) RETURN s.complete")
q("property", "Is there an audiobook of Golden Frost?",
  "MATCH (b:Book {title: 'Golden Frost'}) RETURN b.hasAudiobook")
q("property", "When did Zoltan Blackwood borrow Sam and the Hollow Harbour?",
  "MATCH (m:Member {fullName: 'Zoltan Blackwood'})-[l:BORROWED]->(b:Book {title: 'Sam and the Hollow Harbour'}) RETURN l.loanDate")
q("property", "When did Desmond Falkner bring back The Shattered Summer?",
  "MATCH (m:Member {fullName: 'Desmond Falkner'})-[l:BORROWED]->(b:Book {title: 'The Shattered Summer'}) RETURN l.returnDate")
q("property", "How many times did Nell Vance renew her loan of The Shattered Kitchen?",
  "MATCH (m:Member {fullName: 'Nell Vance'})-[l:BORROWED]->(b:Book {title: 'The Shattered Kitchen'}) RETURN l.renewals")

# ---------------------------------------------------------------- filter: comparisons on properties
q("filter", "Which books were published after 2022?",
  "MATCH (b:Book) WHERE b.publicationYear > 2022 RETURN b.title")
q("filter", "Which books have more than 700 pages?",
  "MATCH (b:Book) WHERE b.pageCount > 700 RETURN b.title")
q("filter", "Books with fewer than 80 pages?",
  "MATCH (b:Book) WHERE b.pageCount < 80 RETURN b.title")
q("filter", "Which members joined in 2021?",
  "MATCH (m:Member) WHERE m.joinedOn.year = 2021 RETURN m.fullName")
q("filter", "Which authors were born before 1932?",
  "MATCH (a:Author) WHERE a.birthDate < date('1932-01-01') RETURN a.name")
q("filter", "Which authors are from Nigeria?",
  "MATCH (a:Author) WHERE a.nationality = 'Nigeria' RETURN a.name")
q("filter", "Which books cost more than 39 to replace?",
  "MATCH (b:Book) WHERE b.replacementCost > 39 RETURN b.title")
q("filter", "Which members are not active any more?",
  "MATCH (m:Member) WHERE m.active = false RETURN m.fullName")
q("filter", "Which branches have a cafe?",
  "MATCH (b:Branch) WHERE b.hasCafe RETURN b.name")
q("filter", "Which independent publishers were founded before 1980?",
  "MATCH (p:Publisher) WHERE p.independent AND p.foundedYear < 1980 RETURN p.name")
q("filter", "Which awards pay more than 20,000 in prize money?",
  "MATCH (w:Award) WHERE w.prizeMoney > 20000 RETURN w.name")
q("filter", "Which books are written in Italian?",
  "MATCH (b:Book) WHERE b.language = 'Italian' RETURN b.title")
q("filter", "Which members were born after 2005?",
  "MATCH (m:Member) WHERE m.birthYear > 2005 RETURN m.fullName")
q("filter", "Which authors died after 2010?",
  "MATCH (a:Author) WHERE a.deathDate > date('2010-12-31') RETURN a.name")
q("filter", "Which books were borrowed in January 2025?",
  "MATCH (:Member)-[l:BORROWED]->(b:Book) WHERE l.loanDate >= date('2025-01-01') AND l.loanDate < date('2025-02-01') RETURN DISTINCT b.title")
q("filter", "Which books were renewed three times on a loan that started in 2024?",
  "MATCH (:Member)-[l:BORROWED]->(b:Book) WHERE l.renewals = 3 AND l.loanDate.year = 2024 RETURN DISTINCT b.title")
q("filter", "Which senior members are registered at the Central Library?",
  "MATCH (m:Member)-[:REGISTERED_AT]->(b:Branch {name: 'Central Library'}) WHERE m.tier = 'senior' RETURN m.fullName")
q("filter", "Which books were published in the 1960s?",
  "MATCH (b:Book) WHERE b.publicationYear >= 1960 AND b.publicationYear <= 1969 RETURN b.title")
q("filter", "Which series are still unfinished?",
  "MATCH (s:Series) WHERE s.complete = false RETURN s.title")
q("filter", "Which genres are non-fiction?",
  "MATCH (g:Genre) WHERE NOT g.isFiction RETURN g.name")
q("filter", "Which members have given a book a rating of 1?",
  "MATCH (m:Member)-[r:REVIEWED]->(:Book) WHERE r.rating = 1 RETURN DISTINCT m.fullName")
q("filter", "Who wrote reviews in 2025?",
  "MATCH (m:Member)-[r:REVIEWED]->(:Book) WHERE r.reviewedOn >= date('2025-01-01') RETURN DISTINCT m.fullName")
q("filter", "Which fiction books published after 2020 have an audiobook?",
  "MATCH (b:Book)-[:IN_GENRE]->(g:Genre) WHERE g.isFiction AND b.publicationYear > 2020 AND b.hasAudiobook RETURN DISTINCT b.title")
q("filter", "Which authors were born in the 1990s?",
  "MATCH (a:Author) WHERE a.birthDate >= date('1990-01-01') AND a.birthDate < date('2000-01-01') RETURN a.name")
q("filter", "Which paperbacks has Corvid House published?",
  "MATCH (b:Book)-[r:PUBLISHED_BY]->(p:Publisher {name: 'Corvid House'}) WHERE r.format = 'paperback' RETURN b.title")
q("filter", "Who won an award in 2022?",
  "MATCH (a:Author)-[r:WON]->(:Award) WHERE r.year = 2022 RETURN DISTINCT a.name")
q("filter", "Which books are tagged 'time travel'?",
  "MATCH (b:Book) WHERE 'time travel' IN b.tags RETURN b.title")
q("filter", "Which authors write in French?",
  "MATCH (a:Author) WHERE 'French' IN a.languages RETURN a.name")
q("filter", "Which family-tier members joined after 2020?",
  "MATCH (m:Member) WHERE m.tier = 'family' AND m.joinedOn > date('2020-12-31') RETURN m.fullName")
q("filter", "Which Historical Fiction books were published before 1970?",
  "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: 'Historical Fiction'}) WHERE b.publicationYear < 1970 RETURN b.title")

# ---------------------------------------------------------------- string: containment, prefix, suffix
q("string", "Which book titles contain 'harbour'?",
  "MATCH (b:Book) WHERE toLower(b.title) CONTAINS 'harbour' RETURN b.title")
q("string", "Which books have titles starting with 'Letters to'?",
  "MATCH (b:Book) WHERE b.title STARTS WITH 'Letters to' RETURN b.title")
q("string", "List the books whose title ends in 'Protocol'.",
  "MATCH (b:Book) WHERE b.title ENDS WITH 'Protocol' RETURN b.title")
q("string", "Which authors have the surname Merriweather?",
  "MATCH (a:Author) WHERE a.name ENDS WITH ' Merriweather' RETURN a.name")
q("string", "Which members are called Matilda?",
  "MATCH (m:Member) WHERE m.fullName STARTS WITH 'Matilda ' RETURN m.fullName")
q("string", "Which publishers have 'Books' in their name?",
  "MATCH (p:Publisher) WHERE p.name CONTAINS 'Books' RETURN p.name")
q("string", "Which books mention the sea in their title?",
  "MATCH (b:Book) WHERE toLower(b.title) CONTAINS 'sea' RETURN b.title")
q("string", "Which awards have 'Prize' in their name?",
  "MATCH (w:Award) WHERE w.name CONTAINS 'Prize' RETURN w.name")
q("string", "Find the books with 'Clocks' in the title.",
  "MATCH (b:Book) WHERE b.title CONTAINS 'Clocks' RETURN b.title")
q("string", "Which author's pen name contains 'Thistlewood'?",
  "MATCH (a:Author) WHERE a.penName CONTAINS 'Thistlewood' RETURN a.name")
q("string", "Which titles have 'Queen' in them?",
  "MATCH (b:Book) WHERE b.title CONTAINS 'Queen' RETURN b.title")
q("string", "Which biographies have titles ending in ': A Life'?",
  "MATCH (b:Book) WHERE b.title ENDS WITH ': A Life' RETURN b.title")
q("string", "Which genre names contain the word Fiction?",
  "MATCH (g:Genre) WHERE g.name CONTAINS 'Fiction' RETURN g.name")
q("string", "Show me the books with 'Kitchen' in the title.",
  "MATCH (b:Book) WHERE b.title CONTAINS 'Kitchen' RETURN b.title")
q("string", "Which books start with the word 'Goodnight'?",
  "MATCH (b:Book) WHERE b.title STARTS WITH 'Goodnight' RETURN b.title")
q("string", "Which members have an email address at inbox.example and are registered at the Millbrook Branch?",
  "MATCH (m:Member)-[:REGISTERED_AT]->(:Branch {name: 'Millbrook Branch'}) WHERE m.email ENDS WITH '@inbox.example' RETURN m.fullName")
q("string", "Which authors have a first name of Willa?",
  "MATCH (a:Author) WHERE a.name STARTS WITH 'Willa ' RETURN a.name")
q("string", "Which titles contain 'Summer'?",
  "MATCH (b:Book) WHERE b.title CONTAINS 'Summer' RETURN b.title")
q("string", "Which series have 'Saga' or 'Cycle' in the title?",
  "MATCH (s:Series) WHERE s.title CONTAINS 'Saga' OR s.title CONTAINS 'Cycle' RETURN s.title")
q("string", "Which books are titled 'Becoming ...'?",
  "MATCH (b:Book) WHERE b.title STARTS WITH 'Becoming ' RETURN b.title")

# ---------------------------------------------------------------- topk: ORDER BY ... LIMIT, ties checked
topk("What are the 3 longest books?", "MATCH (b:Book)", "b.title", "b.pageCount", 3)
topk("Which are the two oldest books in the catalogue?", "MATCH (b:Book)", "b.title", "b.publicationYear", 2,
     desc=False)
topk("What are the four most borrowed books?", "MATCH (:Member)-[l:BORROWED]->(b:Book) WITH b, count(l) AS loans",
     "b.title", "loans", 4)
topk("Which member has written the most reviews?", "MATCH (m:Member)-[r:REVIEWED]->(:Book) WITH m, count(r) AS n",
     "m.fullName", "n", 1)
topk("Which three books with at least three reviews have the highest average rating?",
     "MATCH (:Member)-[r:REVIEWED]->(b:Book) WITH b, avg(r.rating) AS avgRating, count(r) AS n WHERE n >= 3",
     "b.title", "avgRating", 3)
topk("Who is the youngest author?", "MATCH (a:Author)", "a.name", "a.birthDate", 1)
topk("What are the 3 most expensive books to replace?", "MATCH (b:Book)", "b.title", "b.replacementCost", 3)
q("topk", "Which books are the cheapest to replace?",
  "MATCH (b:Book) WITH min(b.replacementCost) AS lowest MATCH (b:Book) WHERE b.replacementCost = lowest RETURN b.title")
topk("Which publisher has published the most books?",
     "MATCH (b:Book)-[:PUBLISHED_BY]->(p:Publisher) WITH p, count(b) AS n", "p.name", "n", 1)
topk("Which genre is the primary genre of the most books?",
     "MATCH (b:Book)-[r:IN_GENRE {primary: true}]->(g:Genre) WITH g, count(b) AS n", "g.name", "n", 1)
topk("Which branch has the most registered members?",
     "MATCH (m:Member)-[:REGISTERED_AT]->(br:Branch) WITH br, count(m) AS n", "br.name", "n", 1)
topk("Who was the first member to join the library?", "MATCH (m:Member)", "m.fullName", "m.joinedOn", 1, desc=False)
topk("Who joined the library most recently?", "MATCH (m:Member)", "m.fullName", "m.joinedOn", 1)
topk("Which award has been won the most times?", "MATCH (:Author)-[r:WON]->(w:Award) WITH w, count(r) AS n",
     "w.name", "n", 1)
topk("Which author has won the most awards?", "MATCH (a:Author)-[r:WON]->(:Award) WITH a, count(r) AS n",
     "a.name", "n", 1)
topk("Show me the three most recently published fantasy books.",
     "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: 'Fantasy'})", "b.title", "b.publicationYear", 3)
q("topk", "Which books were kept out the longest on a single loan (counting returned loans only)?",
  "MATCH (:Member)-[l:BORROWED]->(:Book) WHERE l.returnDate IS NOT NULL "
  "WITH max(duration.inDays(l.loanDate, l.returnDate).days) AS longest "
  "MATCH (:Member)-[l:BORROWED]->(b:Book) WHERE l.returnDate IS NOT NULL "
  "AND duration.inDays(l.loanDate, l.returnDate).days = longest RETURN DISTINCT b.title")
topk("Which book has the most copies across all branches?",
     "MATCH (:Branch)-[h:HOLDS]->(b:Book) WITH b, sum(h.copies) AS copies", "b.title", "copies", 1)
topk("What is the oldest branch?", "MATCH (br:Branch)", "br.name", "br.openedYear", 1, desc=False)
topk("Counting only books they are the main author of, which 3 authors have had their books borrowed most often?",
     "MATCH (:Member)-[l:BORROWED]->(:Book)<-[:WROTE {role: 'author'}]-(a:Author) WITH a, count(l) AS loans",
     "a.name", "loans", 3)
topk("What's the shortest poetry book?", "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: 'Poetry'})",
     "b.title", "b.pageCount", 1, desc=False)
topk("Which is the latest book in the Deep Orbit series?",
     "MATCH (b:Book)-[r:PART_OF]->(:Series {title: 'Deep Orbit'})", "b.title", "r.position", 1)
topk("Which is the newest publisher?", "MATCH (p:Publisher)", "p.name", "p.foundedYear", 1)
topk("Which member has renewed their loans the most times in total?",
     "MATCH (m:Member)-[l:BORROWED]->(:Book) WITH m, sum(l.renewals) AS renewals", "m.fullName", "renewals", 1)
topk("Which branch holds the most copies in total?",
     "MATCH (br:Branch)-[h:HOLDS]->(:Book) WITH br, sum(h.copies) AS copies", "br.name", "copies", 1)
topk("Who are the three oldest living authors?",
     "MATCH (a:Author) WHERE a.deathDate IS NULL", "a.name", "a.birthDate", 3, desc=False)
topk("Which award carries the biggest prize?", "MATCH (w:Award)", "w.name", "w.prizeMoney", 1)

# ---------------------------------------------------------------- aggregate: count, count distinct, avg, sum, min, max
q("aggregate", "How many books has Larkspur Press published?",
  "MATCH (b:Book)-[:PUBLISHED_BY]->(:Publisher {name: 'Larkspur Press'}) RETURN count(b)")
q("aggregate", "How many times has The Mole Who Lost His Orchard been borrowed?",
  "MATCH (:Member)-[l:BORROWED]->(:Book {title: 'The Mole Who Lost His Orchard'}) RETURN count(l)")
q("aggregate", "What's the average page count of poetry books? (rounded to one decimal)",
  "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: 'Poetry'}) RETURN round(avg(b.pageCount), 1)")
q("aggregate", "How many copies does the Central Library hold in total?",
  "MATCH (:Branch {name: 'Central Library'})-[h:HOLDS]->(:Book) RETURN sum(h.copies)")
q("aggregate", "How many different members have borrowed Pale Archive?",
  "MATCH (m:Member)-[:BORROWED]->(:Book {title: 'Pale Archive'}) RETURN count(DISTINCT m)")
q("aggregate", "What is the average rating of The Winter Night?",
  "MATCH (:Member)-[r:REVIEWED]->(:Book {title: 'The Winter Night'}) RETURN avg(r.rating)")
q("aggregate", "What's the highest rating Kezia Hartigan has given a book?",
  "MATCH (:Member {fullName: 'Kezia Hartigan'})-[r:REVIEWED]->(:Book) RETURN max(r.rating)")
q("aggregate", "How many members does each branch have?",
  "MATCH (m:Member)-[:REGISTERED_AT]->(br:Branch) RETURN br.name, count(m)")
q("aggregate", "What is the average replacement cost of books published by Kestrel & Finch, to two decimals?",
  "MATCH (b:Book)-[:PUBLISHED_BY]->(:Publisher {name: 'Kestrel & Finch'}) RETURN round(avg(b.replacementCost), 2)")
q("aggregate", "What is the total prize money of all the awards?",
  "MATCH (w:Award) RETURN sum(w.prizeMoney)")
q("aggregate", "How many loans were made in 2024?",
  "MATCH (:Member)-[l:BORROWED]->(:Book) WHERE l.loanDate.year = 2024 RETURN count(l)")
q("aggregate", "How many distinct books has Odette Penhaligon borrowed?",
  "MATCH (:Member {fullName: 'Odette Penhaligon'})-[:BORROWED]->(b:Book) RETURN count(DISTINCT b)")
q("aggregate", "What is the earliest publication year among science fiction books?",
  "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: 'Science Fiction'}) RETURN min(b.publicationYear)")
q("aggregate", "What's the largest page count of any children's book?",
  "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: \"Children's\"}) RETURN max(b.pageCount)")
q("aggregate", "How many five-star reviews are there?",
  "MATCH (:Member)-[r:REVIEWED]->(:Book) WHERE r.rating = 5 RETURN count(r)")
q("aggregate", "How many awards has Imogen Wainwright won?",
  "MATCH (:Author {name: 'Imogen Wainwright'})-[r:WON]->(:Award) RETURN count(r)")
q("aggregate", "How many books are available as audiobooks?",
  "MATCH (b:Book) WHERE b.hasAudiobook RETURN count(b)")
q("aggregate", "How many renewals have there been in total on loans of Walking the Border Hills?",
  "MATCH (:Member)-[l:BORROWED]->(:Book {title: 'Walking the Border Hills'}) RETURN sum(l.renewals)")
q("aggregate", "What's the average rating Matilda Varga gives?",
  "MATCH (:Member {fullName: 'Matilda Varga'})-[r:REVIEWED]->(:Book) RETURN round(avg(r.rating), 2)")
q("aggregate", "How many members joined in each year from 2022 on?",
  "MATCH (m:Member) WHERE m.joinedOn.year >= 2022 RETURN m.joinedOn.year AS year, count(m)")
q("aggregate", "How many copies of Thornbury, 1802 does the library own across all branches?",
  "MATCH (:Branch)-[h:HOLDS]->(:Book {title: 'Thornbury, 1802'}) RETURN sum(h.copies)")
q("aggregate", "How many books does each series have?",
  "MATCH (b:Book)-[:PART_OF]->(s:Series) RETURN s.title, count(b)")
q("aggregate", "How many different authors has Halcyon House published (main authors only)?",
  "MATCH (a:Author)-[:WROTE {role: 'author'}]->(:Book)-[:PUBLISHED_BY]->(:Publisher {name: 'Halcyon House'}) RETURN count(DISTINCT a)")
q("aggregate", "In how many branches can you find The Winter Night?",
  "MATCH (br:Branch)-[:HOLDS]->(:Book {title: 'The Winter Night'}) RETURN count(br)")
q("aggregate", "What's the average length in pages of the Deep Orbit books?",
  "MATCH (b:Book)-[:PART_OF]->(:Series {title: 'Deep Orbit'}) RETURN avg(b.pageCount)")
q("aggregate", "When was the earliest loan on record?",
  "MATCH (:Member)-[l:BORROWED]->(:Book) RETURN min(l.loanDate)")
q("aggregate", "How many members are in each membership tier?",
  "MATCH (m:Member) RETURN m.tier, count(m)")
q("aggregate", "What is the average page count for each non-fiction genre? Round to whole pages.",
  "MATCH (b:Book)-[:IN_GENRE]->(g:Genre {isFiction: false}) RETURN g.name, round(avg(b.pageCount))")
q("aggregate", "How many reviews has each of Tobias Quigley's books received?",
  "MATCH (:Author {name: 'Tobias Quigley'})-[:WROTE]->(b:Book) OPTIONAL MATCH (:Member)-[r:REVIEWED]->(b) RETURN b.title, count(r)")
q("aggregate", "What's the total replacement cost of all Travel books?",
  "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: 'Travel'}) RETURN round(sum(b.replacementCost), 2)")
q("aggregate", "How many loans are still not returned?",
  "MATCH (:Member)-[l:BORROWED]->(:Book) WHERE l.returnDate IS NULL RETURN count(l)")
q("aggregate", "What is the lowest rating The Iron Hours has received?",
  "MATCH (:Member)-[r:REVIEWED]->(:Book {title: 'The Iron Hours'}) RETURN min(r.rating)")
q("aggregate", "How many books did each Harrowgate Fiction Award winner write as main author?",
  "MATCH (a:Author)-[:WON]->(:Award {name: 'Harrowgate Fiction Award'}) WITH DISTINCT a "
  "MATCH (a)-[:WROTE {role: 'author'}]->(b:Book) RETURN a.name, count(b)")
q("aggregate", "What is the average weekly opening time of the branches with a cafe?",
  "MATCH (b:Branch) WHERE b.hasCafe RETURN round(avg(b.weeklyHours), 2)")

# ---------------------------------------------------------------- exists: absence / presence of a pattern or property
q("exists", "Which Canadian authors have never won an award?",
  "MATCH (a:Author {nationality: 'Canada'}) WHERE NOT (a)-[:WON]->(:Award) RETURN a.name")
q("exists", "Which members of the Northgate Branch have never borrowed anything?",
  "MATCH (m:Member)-[:REGISTERED_AT]->(:Branch {name: 'Northgate Branch'}) WHERE NOT (m)-[:BORROWED]->(:Book) RETURN m.fullName")
q("exists", "Which fantasy books have never been borrowed?",
  "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: 'Fantasy'}) WHERE NOT (:Member)-[:BORROWED]->(b) RETURN b.title")
q("exists", "Which authors born before 1935 are still alive?",
  "MATCH (a:Author) WHERE a.birthDate < date('1935-01-01') AND a.deathDate IS NULL RETURN a.name")
q("exists", "Which authors use a pen name?",
  "MATCH (a:Author) WHERE a.penName IS NOT NULL RETURN a.name")
q("exists", "Which fantasy books are not part of any series?",
  "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: 'Fantasy'}) WHERE NOT (b)-[:PART_OF]->(:Series) RETURN b.title")
q("exists", "Which branches do not hold Pellow and the Sea?",
  "MATCH (br:Branch) WHERE NOT (br)-[:HOLDS]->(:Book {title: 'Pellow and the Sea'}) RETURN br.name")
q("exists", "Which publisher has never put out a hardcover?",
  "MATCH (p:Publisher) WHERE NOT (:Book)-[:PUBLISHED_BY {format: 'hardcover'}]->(p) RETURN p.name")
q("exists", "Which inactive members have written at least one review?",
  "MATCH (m:Member {active: false}) WHERE (m)-[:REVIEWED]->(:Book) RETURN m.fullName")
q("exists", "Which books has Kezia Hartigan borrowed but never reviewed?",
  "MATCH (m:Member {fullName: 'Kezia Hartigan'})-[:BORROWED]->(b:Book) WHERE NOT (m)-[:REVIEWED]->(b) RETURN DISTINCT b.title")
q("exists", "Which children's books have no illustrator?",
  "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: \"Children's\"}) WHERE NOT (:Author)-[:WROTE {role: 'illustrator'}]->(b) RETURN b.title")
q("exists", "Which romance novels have never been reviewed?",
  "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: 'Romance'}) WHERE NOT (:Member)-[:REVIEWED]->(b) RETURN b.title")
q("exists", "Which Millbrook members have never written a review?",
  "MATCH (m:Member)-[:REGISTERED_AT]->(:Branch {name: 'Millbrook Branch'}) WHERE NOT (m)-[:REVIEWED]->(:Book) RETURN m.fullName")
q("exists", "Which crime writers (main authors of books whose primary genre is Mystery) have never won the Silver Lantern Award?",
  "MATCH (a:Author)-[:WROTE {role: 'author'}]->(:Book)-[:IN_GENRE {primary: true}]->(:Genre {name: 'Mystery'}) "
  "WHERE NOT (a)-[:WON]->(:Award {name: 'Silver Lantern Award'}) RETURN DISTINCT a.name")
q("exists", "Which members registered at the Harbour View Branch have a book out right now?",
  "MATCH (m:Member)-[:REGISTERED_AT]->(:Branch {name: 'Harbour View Branch'}) "
  "WHERE EXISTS { MATCH (m)-[l:BORROWED]->(:Book) WHERE l.returnDate IS NULL } RETURN m.fullName")
q("exists", "Which science fiction books don't have an audiobook?",
  "MATCH (b:Book)-[:IN_GENRE]->(:Genre {name: 'Science Fiction'}) WHERE NOT b.hasAudiobook RETURN b.title")
q("exists", "Which books in a series has nobody borrowed?",
  "MATCH (b:Book)-[:PART_OF]->(:Series) WHERE NOT (:Member)-[:BORROWED]->(b) RETURN b.title")
q("exists", "Which New Zealand authors are no longer living?",
  "MATCH (a:Author {nationality: 'New Zealand'}) WHERE a.deathDate IS NOT NULL RETURN a.name")
q("exists", "Which awards has no Nigerian author ever won?",
  "MATCH (w:Award) WHERE NOT (:Author {nationality: 'Nigeria'})-[:WON]->(w) RETURN w.name")
q("exists", "Which books can only be found at the Riverside Branch?",
  "MATCH (:Branch {name: 'Riverside Branch'})-[:HOLDS]->(b:Book) "
  "WHERE NOT EXISTS { MATCH (br:Branch)-[:HOLDS]->(b) WHERE br.name <> 'Riverside Branch' } RETURN b.title")
q("exists", "Which authors have no books held at the Central Library?",
  "MATCH (a:Author) WHERE (a)-[:WROTE]->(:Book) AND NOT EXISTS { MATCH (a)-[:WROTE]->(:Book)<-[:HOLDS]-(:Branch {name: 'Central Library'}) } RETURN a.name")

# ---------------------------------------------------------------- label: classes of nodes
q("label", "How many members are there?", "MATCH (m:Member) RETURN count(m)")
q("label", "How many books does the library have?", "MATCH (b:Book) RETURN count(b)")
q("label", "List all genres.", "MATCH (g:Genre) RETURN g.name")
q("label", "What are the library's branches?", "MATCH (b:Branch) RETURN b.name")
q("label", "How many authors are in the database?", "MATCH (a:Author) RETURN count(a)")
q("label", "What awards are there?", "MATCH (w:Award) RETURN w.name")
q("label", "list all publishers", "MATCH (p:Publisher) RETURN p.name")
q("label", "How many book series are recorded?", "MATCH (s:Series) RETURN count(s)")
q("label", "Which authors are also library members?", "MATCH (a:Author:Member) RETURN a.name")
q("label", "Name every series.", "MATCH (s:Series) RETURN s.title")
q("label", "How many people are in the database, authors and members together?",
  "MATCH (p) WHERE p:Author OR p:Member RETURN count(p)")
q("label", "How many publishers do we have?", "MATCH (p:Publisher) RETURN count(p)")

# ---------------------------------------------------------------- two_relations: two roles, two paths, chains
q("two_relations", "Which authors have also borrowed books from the library?",
  "MATCH (a:Author)-[:BORROWED]->(:Book) RETURN DISTINCT a.name")
q("two_relations", "Who both wrote and illustrated the same book?",
  "MATCH (a:Author)-[:WROTE {role: 'author'}]->(b:Book)<-[:WROTE {role: 'illustrator'}]-(a) RETURN DISTINCT a.name")
q("two_relations", "Which books did Jude Strand and Callum Hadley write together?",
  "MATCH (:Author {name: 'Jude Strand'})-[:WROTE]->(b:Book)<-[:WROTE]-(:Author {name: 'Callum Hadley'}) RETURN b.title")
q("two_relations", "Which of Tobias Quigley's books are held at the Millbrook Branch?",
  "MATCH (:Author {name: 'Tobias Quigley'})-[:WROTE]->(b:Book)<-[:HOLDS]-(:Branch {name: 'Millbrook Branch'}) RETURN b.title")
q("two_relations", "Which of Hollis Norcross's books were published by Kestrel & Finch?",
  "MATCH (:Author {name: 'Hollis Norcross'})-[:WROTE]->(b:Book)-[:PUBLISHED_BY]->(:Publisher {name: 'Kestrel & Finch'}) RETURN b.title")
q("two_relations", "Which mystery books were published by Greywater Books?",
  "MATCH (:Genre {name: 'Mystery'})<-[:IN_GENRE]-(b:Book)-[:PUBLISHED_BY]->(:Publisher {name: 'Greywater Books'}) RETURN b.title")
q("two_relations", "Which series has Odette Norcross written?",
  "MATCH (:Author {name: 'Odette Norcross'})-[:WROTE]->(:Book)-[:PART_OF]->(s:Series) RETURN DISTINCT s.title")
q("two_relations", "Which publishers have published books by Jude Strand?",
  "MATCH (:Author {name: 'Jude Strand'})-[:WROTE]->(:Book)-[:PUBLISHED_BY]->(p:Publisher) RETURN DISTINCT p.name")
q("two_relations", "Who has reviewed books written by Saoirse Iyer?",
  "MATCH (:Author {name: 'Saoirse Iyer'})-[:WROTE]->(b:Book)<-[:REVIEWED]-(m:Member) RETURN DISTINCT m.fullName")
q("two_relations", "In which genres has Linnea Merriweather written?",
  "MATCH (:Author {name: 'Linnea Merriweather'})-[:WROTE]->(:Book)-[:IN_GENRE]->(g:Genre) RETURN DISTINCT g.name")
q("two_relations", "Which award winners have written science fiction?",
  "MATCH (a:Author)-[:WON]->(:Award) WITH DISTINCT a MATCH (a)-[:WROTE]->(:Book)-[:IN_GENRE]->(:Genre {name: 'Science Fiction'}) RETURN DISTINCT a.name")
q("two_relations", "Which members have borrowed a book from the Badger and Friends series?",
  "MATCH (m:Member)-[:BORROWED]->(:Book)-[:PART_OF]->(:Series {title: 'Badger and Friends'}) RETURN DISTINCT m.fullName")
q("two_relations", "Whose books has Matilda Fairbairn reviewed?",
  "MATCH (:Member {fullName: 'Matilda Fairbairn'})-[:REVIEWED]->(:Book)<-[:WROTE {role: 'author'}]-(a:Author) RETURN DISTINCT a.name")
q("two_relations", "Which members borrowed both Pale Archive and The Winter Night?",
  "MATCH (:Book {title: 'Pale Archive'})<-[:BORROWED]-(m:Member)-[:BORROWED]->(:Book {title: 'The Winter Night'}) RETURN DISTINCT m.fullName")
q("two_relations", "Which books have both Edith Ormsby and Kasimir Holloway borrowed?",
  "MATCH (:Member {fullName: 'Edith Ormsby'})-[:BORROWED]->(b:Book)<-[:BORROWED]-(:Member {fullName: 'Kasimir Holloway'}) RETURN DISTINCT b.title")
q("two_relations", "Which authors have both won an award and written a book that belongs to a series?",
  "MATCH (a:Author) WHERE (a)-[:WON]->(:Award) AND (a)-[:WROTE]->(:Book)-[:PART_OF]->(:Series) RETURN a.name")
q("two_relations", "Which books are filed under both Fantasy and Children's?",
  "MATCH (:Genre {name: 'Fantasy'})<-[:IN_GENRE]-(b:Book)-[:IN_GENRE]->(:Genre {name: \"Children's\"}) RETURN b.title")
q("two_relations", "Which author-members have borrowed one of their own books?",
  "MATCH (a:Author:Member)-[:BORROWED]->(b:Book)<-[:WROTE]-(a) RETURN DISTINCT a.name")
q("two_relations", "Which members reviewed a book by a Golden Quill Prize winner?",
  "MATCH (:Award {name: 'Golden Quill Prize'})<-[:WON]-(a:Author)-[:WROTE]->(:Book)<-[:REVIEWED]-(m:Member) RETURN DISTINCT m.fullName")
q("two_relations", "Who co-authored with Rosalind Iyer?",
  "MATCH (:Author {name: 'Rosalind Iyer'})-[:WROTE]->(b:Book)<-[:WROTE]-(a:Author) WHERE a.name <> 'Rosalind Iyer' RETURN DISTINCT a.name")
q("two_relations", "Which books by Willa Iyer are held at the Harbour View Branch?",
  "MATCH (:Author {name: 'Willa Iyer'})-[:WROTE]->(b:Book)<-[:HOLDS]-(:Branch {name: 'Harbour View Branch'}) RETURN b.title")
q("two_relations", "Which members registered at Elm Park have borrowed a poetry book?",
  "MATCH (:Branch {name: 'Elm Park Branch'})<-[:REGISTERED_AT]-(m:Member)-[:BORROWED]->(:Book)-[:IN_GENRE]->(:Genre {name: 'Poetry'}) RETURN DISTINCT m.fullName")
