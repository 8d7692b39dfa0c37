"""Questions and gold Cypher for the invented movie database, written by hand.

QUESTIONS is a list of {"id", "question", "cypher", "category"} (plus "tie": (query, k) on top-k questions with a
LIMIT: the query returns the sort keys in rank order, and the k-th and (k+1)-th must differ). Unanswerable questions
have an empty cypher. make_gold.py runs every query and writes questions.csv, gold.jsonl and dropped.json.
"""

from __future__ import annotations

_ROWS: list[tuple] = []


def q(category: str, question: str, cypher: str = "", tie: tuple[str, int] | None = None) -> None:
    _ROWS.append((category, question, cypher, tie))


R, P, OR, A, U = "relationship", "property", "ordering", "aggregate", "unanswerable"

# --- relationship: who acted in / directed / produced / wrote / reviewed / follows ---------------------------------
q(R, "Who directed Glasswater?",
  "MATCH (p:Person)-[:DIRECTED]->(:Movie {title: 'Glasswater'}) RETURN p.name")
q(R, "Which movies has Thea Kovalenko acted in?",
  "MATCH (:Person {name: 'Thea Kovalenko'})-[:ACTED_IN]->(m:Movie) RETURN m.title")
q(R, "List all movies produced by Greer Janssen.",
  "MATCH (:Person {name: 'Greer Janssen'})-[:PRODUCED]->(m:Movie) RETURN m.title")
q(R, "who wrote cold open",
  "MATCH (p:Person)-[:WROTE]->(:Movie {title: 'Cold Open'}) RETURN p.name")
q(R, "cast of Kettle Lake",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Kettle Lake'}) RETURN p.name")
q(R, "films directed by Auden Abernathy",
  "MATCH (:Person {name: 'Auden Abernathy'})-[:DIRECTED]->(m:Movie) RETURN m.title")
q(R, "Who were the producers of Harbour of Small Hours?",
  "MATCH (p:Person)-[:PRODUCED]->(:Movie {title: 'Harbour of Small Hours'}) RETURN p.name")
q(R, "What did Juno Gallowglass write?",
  "MATCH (:Person {name: 'Juno Gallowglass'})-[:WROTE]->(m:Movie) RETURN m.title")
q(R, "who acted with Ivo Janssen",
  "MATCH (:Person {name: 'Ivo Janssen'})-[:ACTED_IN]->(:Movie)<-[:ACTED_IN]-(p:Person) "
  "WHERE p.name <> 'Ivo Janssen' RETURN DISTINCT p.name")
q(R, "Show the co-actors of Elio Pellegrin.",
  "MATCH (:Person {name: 'Elio Pellegrin'})-[:ACTED_IN]->(:Movie)<-[:ACTED_IN]-(p:Person) "
  "RETURN DISTINCT p.name")
q(R, "Who follows Elio Elsworth?",
  "MATCH (p:Person)-[:FOLLOWS]->(:Person {name: 'Elio Elsworth'}) RETURN p.name")
q(R, "Which people does Aldric Quarrington follow?",
  "MATCH (:Person {name: 'Aldric Quarrington'})-[:FOLLOWS]->(p:Person) RETURN p.name")
q(R, "directors of the movies Dagny Ashdown acted in",
  "MATCH (:Person {name: 'Dagny Ashdown'})-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(d:Person) RETURN DISTINCT d.name")
q(R, "Who acted in and directed the same movie?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(p) RETURN DISTINCT p.name")
q(R, "people who wrote and produced the same film",
  "MATCH (p:Person)-[:WROTE]->(m:Movie)<-[:PRODUCED]-(p) RETURN DISTINCT p.name")
q(R, "Which movies were directed by someone who also acted in them?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(p) RETURN DISTINCT m.title")
q(R, "Who reviewed The Weight of Feathers?",
  "MATCH (p:Person)-[:REVIEWED]->(:Movie {title: 'The Weight of Feathers'}) RETURN p.name")
q(R, "movies reviewed by Lorcan Thorncliffe",
  "MATCH (:Person {name: 'Lorcan Thorncliffe'})-[:REVIEWED]->(m:Movie) RETURN m.title")
q(R, "Who directed the films that Mireille Nyberg appeared in?",
  "MATCH (:Person {name: 'Mireille Nyberg'})-[:ACTED_IN]->(:Movie)<-[:DIRECTED]-(d:Person) RETURN DISTINCT d.name")
q(R, "Find the actors who have worked with director Petra Larkspur.",
  "MATCH (:Person {name: 'Petra Larkspur'})-[:DIRECTED]->(:Movie)<-[:ACTED_IN]-(a:Person) RETURN DISTINCT a.name")
q(R, "Which writers worked on films directed by Vesna Larkspur?",
  "MATCH (:Person {name: 'Vesna Larkspur'})-[:DIRECTED]->(:Movie)<-[:WROTE]-(w:Person) RETURN DISTINCT w.name")
q(R, "who directed afterglow republic",
  "MATCH (p:Person)-[:DIRECTED]->(:Movie {title: 'Afterglow Republic'}) RETURN p.name")
q(R, "Which people follow someone who follows Dagny Grisewood?",
  "MATCH (p:Person)-[:FOLLOWS]->(:Person)-[:FOLLOWS]->(:Person {name: 'Dagny Grisewood'}) "
  "RETURN DISTINCT p.name")
q(R, "directors Wren Thorncliffe has worked with",
  "MATCH (:Person {name: 'Wren Thorncliffe'})-[:ACTED_IN]->(:Movie)<-[:DIRECTED]-(d:Person) RETURN DISTINCT d.name")
q(R, "In which movies did Ivo Zellweger-Moss and Thea Kovalenko both act?",
  "MATCH (:Person {name: 'Ivo Zellweger-Moss'})-[:ACTED_IN]->(m:Movie)<-[:ACTED_IN]-"
  "(:Person {name: 'Thea Kovalenko'}) RETURN m.title")
q(R, "Who produced the movies directed by Delphine Kilbride?",
  "MATCH (:Person {name: 'Delphine Kilbride'})-[:DIRECTED]->(:Movie)<-[:PRODUCED]-(p:Person) RETURN DISTINCT p.name")
q(R, "which actors from Salt and Cipher are also in Iron Lullaby",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Salt and Cipher'}) "
  "MATCH (p)-[:ACTED_IN]->(:Movie {title: 'Iron Lullaby'}) RETURN p.name")
q(R, "Who both wrote and acted in Paper Kingdoms?",
  "MATCH (p:Person)-[:WROTE]->(m:Movie {title: 'Paper Kingdoms'})<-[:ACTED_IN]-(p) RETURN p.name")
q(R, "Who wrote the films Vesna Underhay directed?",
  "MATCH (:Person {name: 'Vesna Underhay'})-[:DIRECTED]->(:Movie)<-[:WROTE]-(w:Person) RETURN DISTINCT w.name")
q(R, "Name the directors of movies that Ysolde Marchbank produced.",
  "MATCH (:Person {name: 'Ysolde Marchbank'})-[:PRODUCED]->(:Movie)<-[:DIRECTED]-(d:Person) RETURN DISTINCT d.name")
q(R, "Which reviewers reviewed a movie directed by Ysolde Marchbank?",
  "MATCH (:Person {name: 'Ysolde Marchbank'})-[:DIRECTED]->(:Movie)<-[:REVIEWED]-(r:Person) RETURN DISTINCT r.name")
q(R, "actors in the films Elio Elsworth reviewed",
  "MATCH (:Person {name: 'Elio Elsworth'})-[:REVIEWED]->(:Movie)<-[:ACTED_IN]-(a:Person) RETURN DISTINCT a.name")
q(R, "Who has Dagny Grisewood followed?",
  "MATCH (:Person {name: 'Dagny Grisewood'})-[:FOLLOWS]->(p:Person) RETURN p.name")
q(R, "Who acted alongside Benedetta Whitlock in The Pemberly Heist?",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'The Pemberly Heist'}) WHERE p.name <> 'Benedetta Whitlock' "
  "RETURN p.name")
q(R, "Which directors has Thea Kovalenko worked under?",
  "MATCH (:Person {name: 'Thea Kovalenko'})-[:ACTED_IN]->(:Movie)<-[:DIRECTED]-(d:Person) RETURN DISTINCT d.name")
q(R, "who else was in Moth Season besides Petra Halloran",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Moth Season'}) WHERE p.name <> 'Petra Halloran' RETURN p.name")
q(R, "Which film did Odile Lindqvist make with director Auden Abernathy?",
  "MATCH (:Person {name: 'Odile Lindqvist'})-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(:Person {name: 'Auden Abernathy'}) "
  "RETURN m.title")
q(R, "Show the persons who produced Ashgrove Station",
  "MATCH (p:Person)-[:PRODUCED]->(:Movie {title: 'Ashgrove Station'}) RETURN p.name")
q(R, "Which movies did Aldric Pemberton-Kai direct?",
  "MATCH (:Person {name: 'Aldric Pemberton-Kai'})-[:DIRECTED]->(m:Movie) RETURN m.title")
q(R, "people who directed a movie Greer Janssen produced",
  "MATCH (:Person {name: 'Greer Janssen'})-[:PRODUCED]->(m:Movie)<-[:DIRECTED]-(d:Person) RETURN DISTINCT d.name")
q(R, "Who is followed by Elio Elsworth?",
  "MATCH (:Person {name: 'Elio Elsworth'})-[:FOLLOWS]->(p:Person) RETURN p.name")
q(R, "Which films did Rosalind Falkner write?",
  "MATCH (:Person {name: 'Rosalind Falkner'})-[:WROTE]->(m:Movie) RETURN m.title")
q(R, "Which movies did the reviewers that Dagny Grisewood follows review?",
  "MATCH (:Person {name: 'Dagny Grisewood'})-[:FOLLOWS]->(:Person)-[:REVIEWED]->(m:Movie) RETURN DISTINCT m.title")
q(R, "Who has acted in a movie directed by Fenella Underhay and also in one directed by Florian Thorncliffe?",
  "MATCH (:Person {name: 'Fenella Underhay'})-[:DIRECTED]->(:Movie)<-[:ACTED_IN]-(a:Person) "
  "MATCH (a)-[:ACTED_IN]->(:Movie)<-[:DIRECTED]-(:Person {name: 'Florian Thorncliffe'}) RETURN DISTINCT a.name")

# --- property: born / released / tagline / roles / rating / summary -------------------------------------------------
q(P, "When was Glasswater released?",
  "MATCH (m:Movie {title: 'Glasswater'}) RETURN m.released")
q(P, "what year did kestrel park come out",
  "MATCH (m:Movie {title: 'Kestrel Park'}) RETURN m.released")
q(P, "tagline of Moth Season",
  "MATCH (m:Movie {title: 'Moth Season'}) RETURN m.tagline")
q(P, "What is the tagline for The Tin Cartographer?",
  "MATCH (m:Movie {title: 'The Tin Cartographer'}) RETURN m.tagline")
q(P, "When was Odile Lindqvist born?",
  "MATCH (p:Person {name: 'Odile Lindqvist'}) RETURN p.born")
q(P, "Greer Janssen birth year",
  "MATCH (p:Person {name: 'Greer Janssen'}) RETURN p.born")
q(P, "movies released before 1990",
  "MATCH (m:Movie) WHERE m.released < 1990 RETURN m.title")
q(P, "films from 1999",
  "MATCH (m:Movie) WHERE m.released = 1999 RETURN m.title")
q(P, "Which movies came out in the 2010s?",
  "MATCH (m:Movie) WHERE m.released >= 2010 AND m.released <= 2019 RETURN m.title")
q(P, "Who was born in 1976?",
  "MATCH (p:Person) WHERE p.born = 1976 RETURN p.name")
q(P, "What role did Quentin Kilbride play in Kettle Lake?",
  "MATCH (:Person {name: 'Quentin Kilbride'})-[r:ACTED_IN]->(:Movie {title: 'Kettle Lake'}) RETURN r.roles")
q(P, "which character did Wren Whitlock play in Paper Kingdoms",
  "MATCH (:Person {name: 'Wren Whitlock'})-[r:ACTED_IN]->(:Movie {title: 'Paper Kingdoms'}) RETURN r.roles")
q(P, "What characters did Odile Lindqvist play in Salt and Cipher?",
  "MATCH (:Person {name: 'Odile Lindqvist'})-[r:ACTED_IN]->(:Movie {title: 'Salt and Cipher'}) RETURN r.roles")
q(P, "Who played Captain Sallow?",
  "MATCH (p:Person)-[r:ACTED_IN]->(:Movie) WHERE 'Captain Sallow' IN r.roles RETURN DISTINCT p.name")
q(P, "who played old odell",
  "MATCH (p:Person)-[r:ACTED_IN]->(:Movie) WHERE 'Old Odell' IN r.roles RETURN DISTINCT p.name")
q(P, "In which movie is there a character called Yara?",
  "MATCH (:Person)-[r:ACTED_IN]->(m:Movie) WHERE 'Yara' IN r.roles RETURN DISTINCT m.title")
q(P, "Which movies did reviewer Aldric Quarrington rate above 80?",
  "MATCH (:Person {name: 'Aldric Quarrington'})-[r:REVIEWED]->(m:Movie) WHERE r.rating > 80 RETURN m.title")
q(P, "movies with a review rating of 80 or more",
  "MATCH (:Person)-[r:REVIEWED]->(m:Movie) WHERE r.rating >= 80 RETURN DISTINCT m.title")
q(P, "What was the summary of Elio Elsworth's review of Midnight Arithmetic?",
  "MATCH (:Person {name: 'Elio Elsworth'})-[r:REVIEWED]->(:Movie {title: 'Midnight Arithmetic'}) RETURN r.summary")
q(P, "What rating did Dagny Grisewood give Gravel & Honey?",
  "MATCH (:Person {name: 'Dagny Grisewood'})-[r:REVIEWED]->(:Movie {title: 'Gravel & Honey'}) RETURN r.rating")
q(P, "Which movies have a tagline mentioning 'love'?",
  "MATCH (m:Movie) WHERE toLower(m.tagline) CONTAINS 'love' RETURN m.title")
q(P, "movies with no tagline",
  "MATCH (m:Movie) WHERE m.tagline IS NULL RETURN m.title")
q(P, "Which persons have no born value?",
  "MATCH (p:Person) WHERE p.born IS NULL RETURN p.name")
q(P, "Show the titles of movies released after 2015 that Thea Kovalenko acted in.",
  "MATCH (:Person {name: 'Thea Kovalenko'})-[:ACTED_IN]->(m:Movie) WHERE m.released > 2015 RETURN m.title")
q(P, "actors in Cinder Parade born after 1975",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Cinder Parade'}) WHERE p.born > 1975 RETURN p.name")
q(P, "How old was Caspian Montague-Reyes when Pilgrims of Route 9 came out?",
  "MATCH (p:Person {name: 'Caspian Montague-Reyes'})-[:ACTED_IN]->(m:Movie {title: 'Pilgrims of Route 9'}) "
  "RETURN m.released - p.born")
q(P, "Which movies got a review rating under 40?",
  "MATCH (:Person)-[r:REVIEWED]->(m:Movie) WHERE r.rating < 40 RETURN DISTINCT m.title")
q(P, "What did Lorcan Thorncliffe say about Saltmarsh Requiem?",
  "MATCH (:Person {name: 'Lorcan Thorncliffe'})-[r:REVIEWED]->(:Movie {title: 'Saltmarsh Requiem'}) RETURN r.summary")
q(P, "Which movies had a review summarised as 'Clumsy and loud'?",
  "MATCH (:Person)-[r:REVIEWED]->(m:Movie) WHERE r.summary = 'Clumsy and loud' RETURN m.title")
q(P, "movies with Lullaby in the title",
  "MATCH (m:Movie) WHERE m.title CONTAINS 'Lullaby' RETURN m.title")
q(P, "Was Ysolde Marchbank born before 1940?",
  "MATCH (p:Person {name: 'Ysolde Marchbank'}) RETURN p.born < 1940")
q(P, "Which directors were born after 1970?",
  "MATCH (p:Person)-[:DIRECTED]->(:Movie) WHERE p.born > 1970 RETURN DISTINCT p.name")
q(P, "movies released between 1995 and 2000",
  "MATCH (m:Movie) WHERE m.released >= 1995 AND m.released <= 2000 RETURN m.title")
q(P, "What roles has Petra Halloran played?",
  "MATCH (:Person {name: 'Petra Halloran'})-[r:ACTED_IN]->(:Movie) UNWIND r.roles AS role RETURN DISTINCT role")
q(P, "Which character did Auden Kilbride play in Afterglow Republic?",
  "MATCH (:Person {name: 'Auden Kilbride'})-[r:ACTED_IN]->(:Movie {title: 'Afterglow Republic'}) RETURN r.roles")
q(P, "In which year was Fennick's Ghost released?",
  "MATCH (m:Movie {title: \"Fennick's Ghost\"}) RETURN m.released")
q(P, "Show the birth year of each director of Afterglow Republic.",
  "MATCH (p:Person)-[:DIRECTED]->(:Movie {title: 'Afterglow Republic'}) RETURN p.name, p.born")
q(P, "list the release year of each film Vesna Larkspur directed",
  "MATCH (:Person {name: 'Vesna Larkspur'})-[:DIRECTED]->(m:Movie) RETURN m.title, m.released")
q(P, "people born before 1930",
  "MATCH (p:Person) WHERE p.born < 1930 RETURN p.name")
q(P, "Which movies came out the same year as Cold Open?",
  "MATCH (c:Movie {title: 'Cold Open'}), (m:Movie) WHERE m.released = c.released AND m <> c RETURN m.title")
q(P, "Which movies share their release year with another movie?",
  "MATCH (m:Movie), (n:Movie) WHERE m.released = n.released AND m <> n RETURN DISTINCT m.title")
q(P, "Which movie's tagline mentions the sea?",
  "MATCH (m:Movie) WHERE toLower(m.tagline) CONTAINS 'sea' RETURN m.title")
q(P, "Which other people were born the same year as Wren Thorncliffe?",
  "MATCH (w:Person {name: 'Wren Thorncliffe'}), (p:Person) WHERE p.born = w.born AND p <> w RETURN p.name")
q(P, "roles in The Weight of Feathers",
  "MATCH (:Person)-[r:ACTED_IN]->(:Movie {title: 'The Weight of Feathers'}) UNWIND r.roles AS role RETURN role")
q(P, "Who played Lottie?",
  "MATCH (p:Person)-[r:ACTED_IN]->(:Movie) WHERE 'Lottie' IN r.roles RETURN DISTINCT p.name")
q(P, "Which characters have a name starting with 'Dr.'?",
  "MATCH (:Person)-[r:ACTED_IN]->(:Movie) UNWIND r.roles AS role WITH role WHERE role STARTS WITH 'Dr.' "
  "RETURN DISTINCT role")
q(P, "In which movies did someone play a detective?",
  "MATCH (:Person)-[r:ACTED_IN]->(m:Movie) WHERE any(role IN r.roles WHERE role STARTS WITH 'Detective') "
  "RETURN DISTINCT m.title")
q(P, "Which actors played two characters in the same movie?",
  "MATCH (p:Person)-[r:ACTED_IN]->(:Movie) WHERE size(r.roles) > 1 RETURN DISTINCT p.name")
q(P, "Is there a birth year for Tobiah Whitlock?",
  "MATCH (p:Person {name: 'Tobiah Whitlock'}) RETURN p.born IS NOT NULL")
q(P, "Which movies released in the 1980s did Odile Lindqvist act in?",
  "MATCH (:Person {name: 'Odile Lindqvist'})-[:ACTED_IN]->(m:Movie) WHERE m.released >= 1980 AND m.released < 1990 "
  "RETURN m.title")
q(P, "Which reviews have a rating between 40 and 60? Give reviewer and movie.",
  "MATCH (p:Person)-[r:REVIEWED]->(m:Movie) WHERE r.rating >= 40 AND r.rating <= 60 RETURN p.name, m.title")
q(P, "What was Wren Thorncliffe's role in Velvet Static?",
  "MATCH (:Person {name: 'Wren Thorncliffe'})-[r:ACTED_IN]->(:Movie {title: 'Velvet Static'}) RETURN r.roles")
q(P, "films with taglines that start with 'Some'",
  "MATCH (m:Movie) WHERE m.tagline STARTS WITH 'Some' RETURN m.title")
q(P, "Which movies did Elio Elsworth score higher than 60?",
  "MATCH (:Person {name: 'Elio Elsworth'})-[r:REVIEWED]->(m:Movie) WHERE r.rating > 60 RETURN m.title")
q(P, "Find people born in the 1990s who acted in a movie released after 2015.",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE p.born >= 1990 AND p.born <= 1999 AND m.released > 2015 "
  "RETURN DISTINCT p.name")
q(P, "directors who were younger than 30 when one of their movies came out",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie) WHERE m.released - p.born < 30 RETURN DISTINCT p.name")
q(P, "Which actors were under 15 when a movie they acted in was released?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released - p.born < 15 RETURN DISTINCT p.name")
q(P, "What are the taglines of the movies directed by Rosalind Falkner?",
  "MATCH (:Person {name: 'Rosalind Falkner'})-[:DIRECTED]->(m:Movie) RETURN m.tagline")
q(P, "Did Brielle Ashdown rate The Pemberly Heist above 50?",
  "MATCH (:Person {name: 'Brielle Ashdown'})-[r:REVIEWED]->(:Movie {title: 'The Pemberly Heist'}) "
  "RETURN r.rating > 50")
q(P, "What year was the movie with the tagline 'Sleep is a weapon.' released?",
  "MATCH (m:Movie {tagline: 'Sleep is a weapon.'}) RETURN m.released")
q(P, "Which movie has the tagline 'Small birds. Big heist.'?",
  "MATCH (m:Movie {tagline: 'Small birds. Big heist.'}) RETURN m.title")
q(P, "Which people born before 1940 acted in a movie released after 2010?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE p.born < 1940 AND m.released > 2010 RETURN DISTINCT p.name")
q(P, "producers born in the 1940s",
  "MATCH (p:Person)-[:PRODUCED]->(:Movie) WHERE p.born >= 1940 AND p.born < 1950 RETURN DISTINCT p.name")
q(P, "movies whose title begins with 'The'",
  "MATCH (m:Movie) WHERE m.title STARTS WITH 'The ' RETURN m.title")
q(P, "Which movies are reviewed with the summary 'Pure joy from start to finish'?",
  "MATCH (:Person)-[r:REVIEWED]->(m:Movie) WHERE r.summary = 'Pure joy from start to finish' RETURN m.title")
q(P, "What score did Lorcan Thorncliffe give Moth Season?",
  "MATCH (:Person {name: 'Lorcan Thorncliffe'})-[r:REVIEWED]->(:Movie {title: 'Moth Season'}) RETURN r.rating")
q(P, "Show the reviewer, movie and rating for reviews of movies released before 1995.",
  "MATCH (p:Person)-[r:REVIEWED]->(m:Movie) WHERE m.released < 1995 RETURN p.name, m.title, r.rating")
q(P, "Who played Professor Crane?",
  "MATCH (p:Person)-[r:ACTED_IN]->(:Movie) WHERE 'Professor Crane' IN r.roles RETURN DISTINCT p.name")
q(P, "characters played by Ravi Eckhart",
  "MATCH (:Person {name: 'Ravi Eckhart'})-[r:ACTED_IN]->(:Movie) UNWIND r.roles AS role RETURN DISTINCT role")
q(P, "which characters were played in Glasswater",
  "MATCH (:Person)-[r:ACTED_IN]->(:Movie {title: 'Glasswater'}) UNWIND r.roles AS role RETURN role")
q(P, "Which movies did Wren Thorncliffe act in before 2000?",
  "MATCH (:Person {name: 'Wren Thorncliffe'})-[:ACTED_IN]->(m:Movie) WHERE m.released < 2000 RETURN m.title")
q(P, "Is Thea Kovalenko older than Odile Lindqvist?",
  "MATCH (a:Person {name: 'Thea Kovalenko'}), (b:Person {name: 'Odile Lindqvist'}) RETURN a.born < b.born")
q(P, "titles of movies whose tagline contains the word 'one'",
  "MATCH (m:Movie) WHERE m.tagline =~ '(?i).*\\\\bone\\\\b.*' RETURN m.title")
q(P, "In which movies did Ivo Zellweger-Moss play Old Odell?",
  "MATCH (:Person {name: 'Ivo Zellweger-Moss'})-[r:ACTED_IN]->(m:Movie) WHERE 'Old Odell' IN r.roles "
  "RETURN m.title")
q(P, "Which reviews were positive, with a rating of at least 75? Give the reviewer and the film.",
  "MATCH (p:Person)-[r:REVIEWED]->(m:Movie) WHERE r.rating >= 75 RETURN p.name, m.title")
q(P, "Ulric Rothwell's characters in films released after 2015",
  "MATCH (:Person {name: 'Ulric Rothwell'})-[r:ACTED_IN]->(m:Movie) WHERE m.released > 2015 "
  "UNWIND r.roles AS role RETURN role")

# --- ordering: ORDER BY + LIMIT, superlatives --------------------------------------------------------------------
q(OR, "What is the oldest movie?",
  "MATCH (m:Movie) RETURN m.title ORDER BY m.released ASC LIMIT 1",
  ("MATCH (m:Movie) RETURN m.released ORDER BY m.released ASC", 1))
q(OR, "most recent movies",
  "MATCH (m:Movie) WITH max(m.released) AS y MATCH (m:Movie) WHERE m.released = y RETURN m.title")
q(OR, "the 4 most recent films",
  "MATCH (m:Movie) RETURN m.title ORDER BY m.released DESC, m.title LIMIT 4",
  ("MATCH (m:Movie) RETURN m.released ORDER BY m.released DESC", 4))
q(OR, "Who is the youngest actor?",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie) WHERE p.born IS NOT NULL WITH DISTINCT p RETURN p.name "
  "ORDER BY p.born DESC LIMIT 1",
  ("MATCH (p:Person)-[:ACTED_IN]->(:Movie) WHERE p.born IS NOT NULL WITH DISTINCT p RETURN p.born "
   "ORDER BY p.born DESC", 1))
q(OR, "oldest person in the database",
  "MATCH (p:Person) WHERE p.born IS NOT NULL RETURN p.name ORDER BY p.born ASC LIMIT 1",
  ("MATCH (p:Person) WHERE p.born IS NOT NULL RETURN p.born ORDER BY p.born ASC", 1))
q(OR, "Find the top 5 actors by number of movies.",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN p.name, count(m) AS movies ORDER BY movies DESC, p.name LIMIT 5",
  ("MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH p, count(m) AS c RETURN c ORDER BY c DESC", 5))
q(OR, "Which movies have the biggest cast?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH m, count(p) AS c WITH max(c) AS top "
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH m, count(p) AS c, top WHERE c = top RETURN m.title")
q(OR, "the 4 oldest movies produced by someone born after 1960",
  "MATCH (p:Person)-[:PRODUCED]->(m:Movie) WHERE p.born > 1960 WITH DISTINCT m "
  "RETURN m.title ORDER BY m.released ASC, m.title LIMIT 4",
  ("MATCH (p:Person)-[:PRODUCED]->(m:Movie) WHERE p.born > 1960 WITH DISTINCT m RETURN m.released "
   "ORDER BY m.released ASC", 4))
q(OR, "Which movie got the highest rating?",
  "MATCH (:Person)-[r:REVIEWED]->(m:Movie) RETURN m.title ORDER BY r.rating DESC LIMIT 1",
  ("MATCH (:Person)-[r:REVIEWED]->(m:Movie) RETURN r.rating ORDER BY r.rating DESC", 1))
q(OR, "lowest rated movie",
  "MATCH (:Person)-[r:REVIEWED]->(m:Movie) RETURN m.title ORDER BY r.rating ASC LIMIT 1",
  ("MATCH (:Person)-[r:REVIEWED]->(m:Movie) RETURN r.rating ORDER BY r.rating ASC", 1))
q(OR, "top 3 movies by review score",
  "MATCH (:Person)-[r:REVIEWED]->(m:Movie) RETURN m.title ORDER BY r.rating DESC LIMIT 3",
  ("MATCH (:Person)-[r:REVIEWED]->(m:Movie) RETURN r.rating ORDER BY r.rating DESC", 3))
q(OR, "Which director has directed the most movies?",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie) WITH p, count(m) AS c RETURN p.name ORDER BY c DESC LIMIT 1",
  ("MATCH (p:Person)-[:DIRECTED]->(m:Movie) WITH p, count(m) AS c RETURN c ORDER BY c DESC", 1))
q(OR, "top 4 directors by number of films directed",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie) WITH p, count(m) AS c RETURN p.name ORDER BY c DESC, p.name LIMIT 4",
  ("MATCH (p:Person)-[:DIRECTED]->(m:Movie) WITH p, count(m) AS c RETURN c ORDER BY c DESC", 4))
q(OR, "Who has written the most movies?",
  "MATCH (p:Person)-[:WROTE]->(m:Movie) WITH p, count(m) AS c WITH max(c) AS top "
  "MATCH (p:Person)-[:WROTE]->(m:Movie) WITH p, count(m) AS c, top WHERE c = top RETURN p.name")
q(OR, "Which producer has produced the most films?",
  "MATCH (p:Person)-[:PRODUCED]->(m:Movie) WITH p, count(m) AS c RETURN p.name ORDER BY c DESC LIMIT 1",
  ("MATCH (p:Person)-[:PRODUCED]->(m:Movie) WITH p, count(m) AS c RETURN c ORDER BY c DESC", 1))
q(OR, "oldest actor in Kestrel Park",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Kestrel Park'}) WHERE p.born IS NOT NULL "
  "RETURN p.name ORDER BY p.born ASC LIMIT 1",
  ("MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Kestrel Park'}) WHERE p.born IS NOT NULL "
   "RETURN p.born ORDER BY p.born ASC", 1))
q(OR, "Who is the youngest director?",
  "MATCH (p:Person)-[:DIRECTED]->(:Movie) WITH DISTINCT p WHERE p.born IS NOT NULL "
  "RETURN p.name ORDER BY p.born DESC LIMIT 1",
  ("MATCH (p:Person)-[:DIRECTED]->(:Movie) WITH DISTINCT p WHERE p.born IS NOT NULL RETURN p.born "
   "ORDER BY p.born DESC", 1))
q(OR, "What was Thea Kovalenko's first movie?",
  "MATCH (:Person {name: 'Thea Kovalenko'})-[:ACTED_IN]->(m:Movie) RETURN m.title ORDER BY m.released ASC LIMIT 1",
  ("MATCH (:Person {name: 'Thea Kovalenko'})-[:ACTED_IN]->(m:Movie) RETURN m.released ORDER BY m.released ASC", 1))
q(OR, "Thea Kovalenko's latest film",
  "MATCH (:Person {name: 'Thea Kovalenko'})-[:ACTED_IN]->(m:Movie) RETURN m.title ORDER BY m.released DESC LIMIT 1",
  ("MATCH (:Person {name: 'Thea Kovalenko'})-[:ACTED_IN]->(m:Movie) RETURN m.released ORDER BY m.released DESC",
   1))
q(OR, "List the first 10 movies by release year, oldest first.",
  "MATCH (m:Movie) RETURN m.title ORDER BY m.released ASC LIMIT 10",
  ("MATCH (m:Movie) RETURN m.released ORDER BY m.released ASC", 10))
q(OR, "Which actor was the oldest when one of their movies came out, and in which movie?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE p.born IS NOT NULL "
  "RETURN p.name, m.title ORDER BY m.released - p.born DESC LIMIT 1",
  ("MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE p.born IS NOT NULL RETURN m.released - p.born AS age "
   "ORDER BY age DESC", 1))
q(OR, "the three reviewers with the most reviews",
  "MATCH (p:Person)-[r:REVIEWED]->(:Movie) WITH p, count(r) AS c RETURN p.name ORDER BY c DESC, p.name LIMIT 3",
  ("MATCH (p:Person)-[r:REVIEWED]->(:Movie) WITH p, count(r) AS c RETURN c ORDER BY c DESC", 3))
q(OR, "Which actor has played the most characters in total?",
  "MATCH (p:Person)-[r:ACTED_IN]->(:Movie) WITH p, sum(size(r.roles)) AS n RETURN p.name ORDER BY n DESC LIMIT 1",
  ("MATCH (p:Person)-[r:ACTED_IN]->(:Movie) WITH p, sum(size(r.roles)) AS n RETURN n ORDER BY n DESC", 1))
q(OR, "Which movies have the most writers?",
  "MATCH (p:Person)-[:WROTE]->(m:Movie) WITH m, count(p) AS c WITH max(c) AS top "
  "MATCH (p:Person)-[:WROTE]->(m:Movie) WITH m, count(p) AS c, top WHERE c = top RETURN m.title")
q(OR, "movie with the most producers",
  "MATCH (p:Person)-[:PRODUCED]->(m:Movie) WITH m, count(p) AS c RETURN m.title ORDER BY c DESC LIMIT 1",
  ("MATCH (p:Person)-[:PRODUCED]->(m:Movie) WITH m, count(p) AS c RETURN c ORDER BY c DESC", 1))
q(OR, "the five oldest directors",
  "MATCH (p:Person)-[:DIRECTED]->(:Movie) WITH DISTINCT p WHERE p.born IS NOT NULL "
  "RETURN p.name ORDER BY p.born ASC LIMIT 5",
  ("MATCH (p:Person)-[:DIRECTED]->(:Movie) WITH DISTINCT p WHERE p.born IS NOT NULL RETURN p.born "
   "ORDER BY p.born ASC", 5))
q(OR, "Which director was the youngest when their movie was released? Name the director and the movie.",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie) WHERE p.born IS NOT NULL "
  "RETURN p.name, m.title ORDER BY m.released - p.born ASC LIMIT 1",
  ("MATCH (p:Person)-[:DIRECTED]->(m:Movie) WHERE p.born IS NOT NULL RETURN m.released - p.born AS age "
   "ORDER BY age ASC", 1))
q(OR, "the 2 most recent movies Wren Thorncliffe acted in",
  "MATCH (:Person {name: 'Wren Thorncliffe'})-[:ACTED_IN]->(m:Movie) RETURN m.title ORDER BY m.released DESC LIMIT 2",
  ("MATCH (:Person {name: 'Wren Thorncliffe'})-[:ACTED_IN]->(m:Movie) RETURN m.released "
   "ORDER BY m.released DESC", 2))
q(OR, "Show the 3 youngest people.",
  "MATCH (p:Person) WHERE p.born IS NOT NULL RETURN p.name ORDER BY p.born DESC LIMIT 3",
  ("MATCH (p:Person) WHERE p.born IS NOT NULL RETURN p.born ORDER BY p.born DESC", 3))
q(OR, "Which movie released before 1990 has the largest cast?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released < 1990 WITH m, count(p) AS c "
  "RETURN m.title ORDER BY c DESC LIMIT 1",
  ("MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released < 1990 WITH m, count(p) AS c RETURN c "
   "ORDER BY c DESC", 1))
q(OR, "Which movie has the smallest cast?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH m, count(p) AS c WITH min(c) AS low "
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH m, count(p) AS c, low WHERE c = low RETURN m.title")
q(OR, "What's the most recent movie directed by Ysolde Marchbank?",
  "MATCH (:Person {name: 'Ysolde Marchbank'})-[:DIRECTED]->(m:Movie) RETURN m.title ORDER BY m.released DESC LIMIT 1",
  ("MATCH (:Person {name: 'Ysolde Marchbank'})-[:DIRECTED]->(m:Movie) RETURN m.released "
   "ORDER BY m.released DESC", 1))
q(OR, "Ysolde Marchbank's earliest film as director",
  "MATCH (:Person {name: 'Ysolde Marchbank'})-[:DIRECTED]->(m:Movie) RETURN m.title ORDER BY m.released ASC LIMIT 1",
  ("MATCH (:Person {name: 'Ysolde Marchbank'})-[:DIRECTED]->(m:Movie) RETURN m.released ORDER BY m.released ASC",
   1))
q(OR, "Which reviewer gave the lowest rating, and to which movie?",
  "MATCH (p:Person)-[r:REVIEWED]->(m:Movie) RETURN p.name, m.title ORDER BY r.rating ASC LIMIT 1",
  ("MATCH (:Person)-[r:REVIEWED]->(:Movie) RETURN r.rating ORDER BY r.rating ASC", 1))
q(OR, "Who is the oldest reviewer?",
  "MATCH (p:Person)-[:REVIEWED]->(:Movie) WITH DISTINCT p RETURN p.name ORDER BY p.born ASC LIMIT 1",
  ("MATCH (p:Person)-[:REVIEWED]->(:Movie) WITH DISTINCT p RETURN p.born ORDER BY p.born ASC", 1))
q(OR, "Top 2 actors who appeared in the most movies released before 2000",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released < 2000 WITH p, count(m) AS c "
  "RETURN p.name ORDER BY c DESC LIMIT 2",
  ("MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released < 2000 WITH p, count(m) AS c RETURN c "
   "ORDER BY c DESC", 2))
q(OR, "Who has acted in the most movies since 2010?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released >= 2010 WITH p, count(m) AS c "
  "RETURN p.name ORDER BY c DESC LIMIT 1",
  ("MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released >= 2010 WITH p, count(m) AS c RETURN c "
   "ORDER BY c DESC", 1))
q(OR, "the youngest actor in Ninety Winters",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Ninety Winters'}) WHERE p.born IS NOT NULL "
  "RETURN p.name ORDER BY p.born DESC LIMIT 1",
  ("MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Ninety Winters'}) WHERE p.born IS NOT NULL "
   "RETURN p.born ORDER BY p.born DESC", 1))
q(OR, "Which movie did Elio Elsworth rate highest?",
  "MATCH (:Person {name: 'Elio Elsworth'})-[r:REVIEWED]->(m:Movie) RETURN m.title ORDER BY r.rating DESC LIMIT 1",
  ("MATCH (:Person {name: 'Elio Elsworth'})-[r:REVIEWED]->(m:Movie) RETURN r.rating ORDER BY r.rating DESC", 1))
q(OR, "Aldric Quarrington's worst-rated film",
  "MATCH (:Person {name: 'Aldric Quarrington'})-[r:REVIEWED]->(m:Movie) RETURN m.title ORDER BY r.rating ASC LIMIT 1",
  ("MATCH (:Person {name: 'Aldric Quarrington'})-[r:REVIEWED]->(m:Movie) RETURN r.rating ORDER BY r.rating ASC", 1))
q(OR, "List all reviews from highest to lowest rating: reviewer, movie, rating.",
  "MATCH (p:Person)-[r:REVIEWED]->(m:Movie) RETURN p.name, m.title, r.rating ORDER BY r.rating DESC")
q(OR, "list the movies directed by Auden Abernathy in order of release",
  "MATCH (:Person {name: 'Auden Abernathy'})-[:DIRECTED]->(m:Movie) RETURN m.title ORDER BY m.released")
q(OR, "Show Wren Thorncliffe's five most recent movies.",
  "MATCH (:Person {name: 'Wren Thorncliffe'})-[:ACTED_IN]->(m:Movie) RETURN m.title ORDER BY m.released DESC LIMIT 5",
  ("MATCH (:Person {name: 'Wren Thorncliffe'})-[:ACTED_IN]->(m:Movie) RETURN m.released "
   "ORDER BY m.released DESC", 5))
q(OR, "Who is the oldest producer?",
  "MATCH (p:Person)-[:PRODUCED]->(:Movie) WITH DISTINCT p WHERE p.born IS NOT NULL "
  "RETURN p.name ORDER BY p.born ASC LIMIT 1",
  ("MATCH (p:Person)-[:PRODUCED]->(:Movie) WITH DISTINCT p WHERE p.born IS NOT NULL RETURN p.born "
   "ORDER BY p.born ASC", 1))
q(OR, "the oldest writer",
  "MATCH (p:Person)-[:WROTE]->(:Movie) WITH DISTINCT p WHERE p.born IS NOT NULL "
  "RETURN p.name ORDER BY p.born ASC LIMIT 1",
  ("MATCH (p:Person)-[:WROTE]->(:Movie) WITH DISTINCT p WHERE p.born IS NOT NULL RETURN p.born "
   "ORDER BY p.born ASC", 1))
q(OR, "Which movie in the 1990s had the biggest cast?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released >= 1990 AND m.released <= 1999 "
  "WITH m, count(p) AS c RETURN m.title ORDER BY c DESC LIMIT 1",
  ("MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released >= 1990 AND m.released <= 1999 "
   "WITH m, count(p) AS c RETURN c ORDER BY c DESC", 1))
q(OR, "Which movie has the oldest average cast age at release?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE p.born IS NOT NULL WITH m, avg(m.released - p.born) AS a "
  "RETURN m.title ORDER BY a DESC LIMIT 1",
  ("MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE p.born IS NOT NULL WITH m, avg(m.released - p.born) AS a "
   "RETURN a ORDER BY a DESC", 1))
q(OR, "Which movie had the youngest cast on average when it came out?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE p.born IS NOT NULL WITH m, avg(m.released - p.born) AS a "
  "RETURN m.title ORDER BY a ASC LIMIT 1",
  ("MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE p.born IS NOT NULL WITH m, avg(m.released - p.born) AS a "
   "RETURN a ORDER BY a ASC", 1))
q(OR, "Name the 3 actors who have worked with the most different directors.",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie)<-[:DIRECTED]-(d:Person) WITH p, count(DISTINCT d) AS c "
  "RETURN p.name ORDER BY c DESC, p.name LIMIT 3",
  ("MATCH (p:Person)-[:ACTED_IN]->(:Movie)<-[:DIRECTED]-(d:Person) WITH p, count(DISTINCT d) AS c RETURN c "
   "ORDER BY c DESC", 3))
q(OR, "Which actor has worked with Ysolde Marchbank as director most often?",
  "MATCH (:Person {name: 'Ysolde Marchbank'})-[:DIRECTED]->(m:Movie)<-[:ACTED_IN]-(a:Person) "
  "WHERE a.name <> 'Ysolde Marchbank' WITH a, count(m) AS c RETURN a.name ORDER BY c DESC LIMIT 1",
  ("MATCH (:Person {name: 'Ysolde Marchbank'})-[:DIRECTED]->(m:Movie)<-[:ACTED_IN]-(a:Person) "
   "WHERE a.name <> 'Ysolde Marchbank' WITH a, count(m) AS c RETURN c ORDER BY c DESC", 1))
q(OR, "Who has co-starred most often with Wren Thorncliffe?",
  "MATCH (:Person {name: 'Wren Thorncliffe'})-[:ACTED_IN]->(m:Movie)<-[:ACTED_IN]-(p:Person) "
  "WITH p, count(m) AS c WITH collect({n: p.name, c: c}) AS rows, max(c) AS top "
  "UNWIND rows AS row WITH row, top WHERE row.c = top RETURN row.n")
q(OR, "In which year were the most movies released?",
  "MATCH (m:Movie) WITH m.released AS y, count(m) AS c WITH max(c) AS top "
  "MATCH (m:Movie) WITH m.released AS y, count(m) AS c, top WHERE c = top RETURN y")
q(OR, "the 2 oldest actors who were in a movie released after 2015",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released > 2015 AND p.born IS NOT NULL WITH DISTINCT p "
  "RETURN p.name ORDER BY p.born ASC LIMIT 2",
  ("MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released > 2015 AND p.born IS NOT NULL WITH DISTINCT p "
   "RETURN p.born ORDER BY p.born ASC", 2))
q(OR, "Which movie with a tagline came out first?",
  "MATCH (m:Movie) WHERE m.tagline IS NOT NULL RETURN m.title ORDER BY m.released ASC LIMIT 1",
  ("MATCH (m:Movie) WHERE m.tagline IS NOT NULL RETURN m.released ORDER BY m.released ASC", 1))
q(OR, "most recent movie without a tagline",
  "MATCH (m:Movie) WHERE m.tagline IS NULL RETURN m.title ORDER BY m.released DESC LIMIT 1",
  ("MATCH (m:Movie) WHERE m.tagline IS NULL RETURN m.released ORDER BY m.released DESC", 1))
q(OR, "Which movie has the longest tagline?",
  "MATCH (m:Movie) WHERE m.tagline IS NOT NULL RETURN m.title ORDER BY size(m.tagline) DESC LIMIT 1",
  ("MATCH (m:Movie) WHERE m.tagline IS NOT NULL RETURN size(m.tagline) AS n ORDER BY n DESC", 1))
q(OR, "shortest movie title",
  "MATCH (m:Movie) RETURN m.title ORDER BY size(m.title) ASC LIMIT 1",
  ("MATCH (m:Movie) RETURN size(m.title) AS n ORDER BY n ASC", 1))
q(OR, "Show the movies sorted by title, first five.",
  "MATCH (m:Movie) RETURN m.title ORDER BY m.title LIMIT 5")
q(OR, "Which person has the most credits of any kind (acting, directing, producing, writing)?",
  "MATCH (p:Person)-[r:ACTED_IN|DIRECTED|PRODUCED|WROTE]->(:Movie) WITH p, count(r) AS c "
  "RETURN p.name ORDER BY c DESC LIMIT 1",
  ("MATCH (p:Person)-[r:ACTED_IN|DIRECTED|PRODUCED|WROTE]->(:Movie) WITH p, count(r) AS c RETURN c "
   "ORDER BY c DESC", 1))
q(OR, "Which reviewer has the most followers?",
  "MATCH (f:Person)-[:FOLLOWS]->(p:Person) WITH p, count(f) AS c RETURN p.name ORDER BY c DESC LIMIT 1",
  ("MATCH (f:Person)-[:FOLLOWS]->(p:Person) WITH p, count(f) AS c RETURN c ORDER BY c DESC", 1))
q(OR, "Who follows the most people?",
  "MATCH (p:Person)-[:FOLLOWS]->(f:Person) WITH p, count(f) AS c WITH collect({n: p.name, c: c}) AS rows, "
  "max(c) AS top UNWIND rows AS row WITH row, top WHERE row.c = top RETURN row.n")
q(OR, "the top 2 movies by rating among movies released after 2000",
  "MATCH (:Person)-[r:REVIEWED]->(m:Movie) WHERE m.released > 2000 RETURN m.title ORDER BY r.rating DESC LIMIT 2",
  ("MATCH (:Person)-[r:REVIEWED]->(m:Movie) WHERE m.released > 2000 RETURN r.rating ORDER BY r.rating DESC", 2))
q(OR, "Which director's movies have the highest average review rating?",
  "MATCH (d:Person)-[:DIRECTED]->(m:Movie)<-[r:REVIEWED]-(:Person) WITH d, avg(r.rating) AS a "
  "WITH collect({n: d.name, a: a}) AS rows, max(a) AS top UNWIND rows AS row WITH row, top "
  "WHERE row.a = top RETURN row.n")
q(OR, "Who was the oldest person to direct a movie, counting age at release?",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie) WHERE p.born IS NOT NULL RETURN p.name "
  "ORDER BY m.released - p.born DESC LIMIT 1",
  ("MATCH (p:Person)-[:DIRECTED]->(m:Movie) WHERE p.born IS NOT NULL RETURN m.released - p.born AS age "
   "ORDER BY age DESC", 1))
q(OR, "the 3 movies with the largest casts released after 2010",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released > 2010 WITH m, count(p) AS c "
  "RETURN m.title ORDER BY c DESC, m.title LIMIT 3",
  ("MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released > 2010 WITH m, count(p) AS c RETURN c "
   "ORDER BY c DESC", 3))
q(OR, "Which writer wrote the oldest movie?",
  "MATCH (p:Person)-[:WROTE]->(m:Movie) RETURN p.name ORDER BY m.released ASC LIMIT 1",
  ("MATCH (p:Person)-[:WROTE]->(m:Movie) RETURN m.released ORDER BY m.released ASC", 1))
q(OR, "youngest person to act in a movie, by age at release — who and which movie?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE p.born IS NOT NULL WITH min(m.released - p.born) AS low "
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released - p.born = low RETURN p.name, m.title")
q(OR, "Order the reviewers by their average rating, highest first.",
  "MATCH (p:Person)-[r:REVIEWED]->(:Movie) WITH p, avg(r.rating) AS a RETURN p.name ORDER BY a DESC")
q(OR, "Find the top 5 people by number of movies they produced.",
  "MATCH (p:Person)-[:PRODUCED]->(m:Movie) WITH p, count(m) AS c RETURN p.name ORDER BY c DESC, p.name LIMIT 5",
  ("MATCH (p:Person)-[:PRODUCED]->(m:Movie) WITH p, count(m) AS c RETURN c ORDER BY c DESC", 5))
q(OR, "What's the earliest movie Ivo Zellweger-Moss appeared in?",
  "MATCH (:Person {name: 'Ivo Zellweger-Moss'})-[:ACTED_IN]->(m:Movie) RETURN m.title ORDER BY m.released LIMIT 1",
  ("MATCH (:Person {name: 'Ivo Zellweger-Moss'})-[:ACTED_IN]->(m:Movie) RETURN m.released ORDER BY m.released",
   1))
q(OR, "oldest movie that got reviewed",
  "MATCH (:Person)-[:REVIEWED]->(m:Movie) RETURN m.title ORDER BY m.released ASC LIMIT 1",
  ("MATCH (:Person)-[:REVIEWED]->(m:Movie) RETURN m.released ORDER BY m.released ASC", 1))
q(OR, "Which actor born in the 1980s has been in the most movies?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE p.born >= 1980 AND p.born <= 1989 WITH p, count(m) AS c "
  "RETURN p.name ORDER BY c DESC LIMIT 1",
  ("MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE p.born >= 1980 AND p.born <= 1989 WITH p, count(m) AS c "
   "RETURN c ORDER BY c DESC", 1))
q(OR, "the two oldest actors in Salt and Cipher",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Salt and Cipher'}) WHERE p.born IS NOT NULL "
  "RETURN p.name ORDER BY p.born ASC LIMIT 2",
  ("MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Salt and Cipher'}) WHERE p.born IS NOT NULL "
   "RETURN p.born ORDER BY p.born ASC", 2))
q(OR, "Which decade has the most movies?",
  "MATCH (m:Movie) WITH m.released / 10 * 10 AS decade, count(m) AS c RETURN decade ORDER BY c DESC LIMIT 1",
  ("MATCH (m:Movie) WITH m.released / 10 * 10 AS decade, count(m) AS c RETURN c ORDER BY c DESC", 1))
q(OR, "List the directors ordered by when they were born, oldest first.",
  "MATCH (p:Person)-[:DIRECTED]->(:Movie) WITH DISTINCT p RETURN p.name ORDER BY p.born ASC, p.name")
q(OR, "which film has the most people credited as writer, producer or director combined?",
  "MATCH (p:Person)-[:DIRECTED|PRODUCED|WROTE]->(m:Movie) WITH m, count(DISTINCT p) AS c "
  "WITH collect({t: m.title, c: c}) AS rows, max(c) AS top UNWIND rows AS row WITH row, top "
  "WHERE row.c = top RETURN row.t")

# --- aggregate: count, count distinct, avg, sum, min, max, grouped counts ---------------------------------------
q(A, "How many movies are there?", "MATCH (m:Movie) RETURN count(m)")
q(A, "how many people are in the database", "MATCH (p:Person) RETURN count(p)")
q(A, "How many movies were released in the 1990s?",
  "MATCH (m:Movie) WHERE m.released >= 1990 AND m.released <= 1999 RETURN count(m)")
q(A, "How many movies did each director direct?",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie) RETURN p.name, count(m)")
q(A, "What is the average rating of Aldric Quarrington's reviews?",
  "MATCH (:Person {name: 'Aldric Quarrington'})-[r:REVIEWED]->(:Movie) RETURN avg(r.rating)")
q(A, "How many distinct reviewers are there?",
  "MATCH (p:Person)-[:REVIEWED]->(:Movie) RETURN count(DISTINCT p)")
q(A, "What was the average age of the actors in Kestrel Park when it was released? Round to one decimal.",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie {title: 'Kestrel Park'}) WHERE p.born IS NOT NULL "
  "RETURN round(avg(m.released - p.born), 1)")
q(A, "How many people produced a movie but never acted in one?",
  "MATCH (p:Person)-[:PRODUCED]->(:Movie) WHERE NOT (p)-[:ACTED_IN]->(:Movie) RETURN count(DISTINCT p)")
q(A, "How many movies has Wren Thorncliffe acted in?",
  "MATCH (:Person {name: 'Wren Thorncliffe'})-[:ACTED_IN]->(m:Movie) RETURN count(m)")
q(A, "number of movies directed by Ysolde Marchbank",
  "MATCH (:Person {name: 'Ysolde Marchbank'})-[:DIRECTED]->(m:Movie) RETURN count(m)")
q(A, "How many actors are in Salt and Cipher?",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Salt and Cipher'}) RETURN count(p)")
q(A, "how many writers does Oranges for the Admiral have",
  "MATCH (p:Person)-[:WROTE]->(:Movie {title: 'Oranges for the Admiral'}) RETURN count(p)")
q(A, "How many reviews has each reviewer written?",
  "MATCH (p:Person)-[r:REVIEWED]->(:Movie) RETURN p.name, count(r)")
q(A, "How many people follow Elio Elsworth?",
  "MATCH (p:Person)-[:FOLLOWS]->(:Person {name: 'Elio Elsworth'}) RETURN count(p)")
q(A, "how many people does Dagny Grisewood follow",
  "MATCH (:Person {name: 'Dagny Grisewood'})-[:FOLLOWS]->(p:Person) RETURN count(p)")
q(A, "How many movies have a tagline?",
  "MATCH (m:Movie) WHERE m.tagline IS NOT NULL RETURN count(m)")
q(A, "How many characters has Thea Kovalenko played in total?",
  "MATCH (:Person {name: 'Thea Kovalenko'})-[r:ACTED_IN]->(:Movie) RETURN sum(size(r.roles))")
q(A, "What's the average number of actors per movie, rounded to 2 decimals?",
  "MATCH (m:Movie) OPTIONAL MATCH (p:Person)-[:ACTED_IN]->(m) WITH m, count(p) AS c RETURN round(avg(c), 2)")
q(A, "How many movies did Ivo Zellweger-Moss and Thea Kovalenko make together?",
  "MATCH (:Person {name: 'Ivo Zellweger-Moss'})-[:ACTED_IN]->(m:Movie)<-[:ACTED_IN]-"
  "(:Person {name: 'Thea Kovalenko'}) RETURN count(m)")
q(A, "With how many different directors has Wren Thorncliffe worked?",
  "MATCH (:Person {name: 'Wren Thorncliffe'})-[:ACTED_IN]->(:Movie)<-[:DIRECTED]-(d:Person) RETURN count(DISTINCT d)")
q(A, "How many movies came out each year from 2015 to 2020?",
  "MATCH (m:Movie) WHERE m.released >= 2015 AND m.released <= 2020 RETURN m.released, count(m)")
q(A, "number of movies per decade",
  "MATCH (m:Movie) RETURN m.released / 10 * 10 AS decade, count(m)")
q(A, "In how many movies did the director also act?",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:ACTED_IN]-(p) RETURN count(DISTINCT m)")
q(A, "How many people wrote and produced the same movie?",
  "MATCH (p:Person)-[:WROTE]->(m:Movie)<-[:PRODUCED]-(p) RETURN count(DISTINCT p)")
q(A, "How many movies have more than one director?",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie) WITH m, count(p) AS c WHERE c > 1 RETURN count(m)")
q(A, "How many movies have not been reviewed?",
  "MATCH (m:Movie) WHERE NOT (:Person)-[:REVIEWED]->(m) RETURN count(m)")
q(A, "average birth year of directors, rounded",
  "MATCH (p:Person)-[:DIRECTED]->(:Movie) WITH DISTINCT p RETURN round(avg(p.born))")
q(A, "What is the highest rating Lorcan Thorncliffe has given?",
  "MATCH (:Person {name: 'Lorcan Thorncliffe'})-[r:REVIEWED]->(:Movie) RETURN max(r.rating)")
q(A, "lowest rating ever given",
  "MATCH (:Person)-[r:REVIEWED]->(:Movie) RETURN min(r.rating)")
q(A, "How many movies were written by their own director?",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:WROTE]-(p) RETURN count(DISTINCT m)")
q(A, "How many actors are there?",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie) RETURN count(DISTINCT p)")
q(A, "how many directors",
  "MATCH (p:Person)-[:DIRECTED]->(:Movie) RETURN count(DISTINCT p)")
q(A, "Count the producers.",
  "MATCH (p:Person)-[:PRODUCED]->(:Movie) RETURN count(DISTINCT p)")
q(A, "How many distinct writers are there?",
  "MATCH (p:Person)-[:WROTE]->(:Movie) RETURN count(DISTINCT p)")
q(A, "How many reviews are there in total?",
  "MATCH (:Person)-[r:REVIEWED]->(:Movie) RETURN count(r)")
q(A, "what's the average review rating, to one decimal",
  "MATCH (:Person)-[r:REVIEWED]->(:Movie) RETURN round(avg(r.rating), 1)")
q(A, "How many people were born before 1950?",
  "MATCH (p:Person) WHERE p.born < 1950 RETURN count(p)")
q(A, "how many people have no birth year",
  "MATCH (p:Person) WHERE p.born IS NULL RETURN count(p)")
q(A, "What is the earliest release year in the database?",
  "MATCH (m:Movie) RETURN min(m.released)")
q(A, "What's the average release year of the movies? Round it to the nearest year.",
  "MATCH (m:Movie) RETURN round(avg(m.released))")
q(A, "How many movies were released after 2010?",
  "MATCH (m:Movie) WHERE m.released > 2010 RETURN count(m)")
q(A, "How many people were born in the 1970s?",
  "MATCH (p:Person) WHERE p.born >= 1970 AND p.born <= 1979 RETURN count(p)")
q(A, "How many movies has each reviewer rated above 70?",
  "MATCH (p:Person)-[r:REVIEWED]->(:Movie) WHERE r.rating > 70 RETURN p.name, count(r)")
q(A, "average rating per movie",
  "MATCH (:Person)-[r:REVIEWED]->(m:Movie) RETURN m.title, avg(r.rating)")
q(A, "How many people acted in more than 5 movies?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH p, count(m) AS c WHERE c > 5 RETURN count(p)")
q(A, "How many actors have only one movie?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH p, count(m) AS c WHERE c = 1 RETURN count(p)")
q(A, "How many movies have no producer?",
  "MATCH (m:Movie) WHERE NOT (:Person)-[:PRODUCED]->(m) RETURN count(m)")
q(A, "How many movies have no writer?",
  "MATCH (m:Movie) WHERE NOT (:Person)-[:WROTE]->(m) RETURN count(m)")
q(A, "How many people have directed but never acted?",
  "MATCH (p:Person)-[:DIRECTED]->(:Movie) WHERE NOT (p)-[:ACTED_IN]->(:Movie) RETURN count(DISTINCT p)")
q(A, "How many people only act and have no other credit?",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie) WHERE NOT (p)-[:DIRECTED|PRODUCED|WROTE|REVIEWED]->(:Movie) "
  "RETURN count(DISTINCT p)")
q(A, "how many people both acted in and wrote at least one movie (not necessarily the same one)",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie) WHERE (p)-[:WROTE]->(:Movie) RETURN count(DISTINCT p)")
q(A, "total number of acting credits",
  "MATCH (:Person)-[r:ACTED_IN]->(:Movie) RETURN count(r)")
q(A, "How many different characters were played in Cinder Parade?",
  "MATCH (:Person)-[r:ACTED_IN]->(:Movie {title: 'Cinder Parade'}) UNWIND r.roles AS role RETURN count(DISTINCT role)")
q(A, "How many actors played more than one character in a single movie?",
  "MATCH (p:Person)-[r:ACTED_IN]->(:Movie) WHERE size(r.roles) > 1 RETURN count(DISTINCT p)")
q(A, "How many acting credits list two roles?",
  "MATCH (:Person)-[r:ACTED_IN]->(:Movie) WHERE size(r.roles) = 2 RETURN count(r)")
q(A, "What's the sum of all review ratings?",
  "MATCH (:Person)-[r:REVIEWED]->(:Movie) RETURN sum(r.rating)")
q(A, "How many actors in The Slow Comet were born before 1960?",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'The Slow Comet'}) WHERE p.born < 1960 RETURN count(p)")
q(A, "Average age of the Salt and Cipher cast at release, to one decimal",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie {title: 'Salt and Cipher'}) WHERE p.born IS NOT NULL "
  "RETURN round(avg(m.released - p.born), 1)")
q(A, "How many producers does each movie released in 2022 or later have?",
  "MATCH (m:Movie) WHERE m.released >= 2022 OPTIONAL MATCH (p:Person)-[:PRODUCED]->(m) RETURN m.title, count(p)")
q(A, "How many actors were in each movie Auden Abernathy directed?",
  "MATCH (:Person {name: 'Auden Abernathy'})-[:DIRECTED]->(m:Movie)<-[:ACTED_IN]-(p:Person) "
  "RETURN m.title, count(p)")
q(A, "For each producer of more than two movies, how many movies did they produce?",
  "MATCH (p:Person)-[:PRODUCED]->(m:Movie) WITH p, count(m) AS c WHERE c > 2 RETURN p.name, c")
q(A, "How many distinct people has Wren Thorncliffe acted with?",
  "MATCH (:Person {name: 'Wren Thorncliffe'})-[:ACTED_IN]->(:Movie)<-[:ACTED_IN]-(p:Person) RETURN count(DISTINCT p)")
q(A, "What's the birth year of the oldest actor?",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie) RETURN min(p.born)")
q(A, "average birth year of the actors in Velvet Static",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Velvet Static'}) RETURN avg(p.born)")
q(A, "How many reviews gave a rating above 80?",
  "MATCH (:Person)-[r:REVIEWED]->(:Movie) WHERE r.rating > 80 RETURN count(r)")
q(A, "Average rating given by each reviewer, rounded to 1 decimal",
  "MATCH (p:Person)-[r:REVIEWED]->(:Movie) RETURN p.name, round(avg(r.rating), 1)")
q(A, "How many people directed more than two movies?",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie) WITH p, count(m) AS c WHERE c > 2 RETURN count(p)")
q(A, "Number of directors who also produced a movie",
  "MATCH (p:Person)-[:DIRECTED]->(:Movie) WHERE (p)-[:PRODUCED]->(:Movie) RETURN count(DISTINCT p)")
q(A, "How many movies did Rosalind Falkner work on in any role?",
  "MATCH (:Person {name: 'Rosalind Falkner'})-[:ACTED_IN|DIRECTED|PRODUCED|WROTE]->(m:Movie) "
  "RETURN count(DISTINCT m)")
q(A, "How many actors born in the 1940s are there?",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie) WHERE p.born >= 1940 AND p.born <= 1949 RETURN count(DISTINCT p)")
q(A, "average age of directors when their movies came out, rounded to one decimal",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie) WHERE p.born IS NOT NULL RETURN round(avg(m.released - p.born), 1)")
q(A, "How many people worked on Kettle Lake in any capacity?",
  "MATCH (p:Person)-[:ACTED_IN|DIRECTED|PRODUCED|WROTE]->(:Movie {title: 'Kettle Lake'}) RETURN count(DISTINCT p)")
q(A, "How many people are neither actors nor reviewers?",
  "MATCH (p:Person) WHERE NOT (p)-[:ACTED_IN|REVIEWED]->(:Movie) RETURN count(p)")
q(A, "How many movies did the reviewers review on average? (reviews per reviewer)",
  "MATCH (p:Person)-[r:REVIEWED]->(:Movie) WITH p, count(r) AS c RETURN avg(c)")
q(A, "How many movies were released in each year of the 1980s?",
  "MATCH (m:Movie) WHERE m.released >= 1980 AND m.released <= 1989 RETURN m.released, count(m)")
q(A, "How many reviewers follow nobody?",
  "MATCH (p:Person)-[:REVIEWED]->(:Movie) WITH DISTINCT p WHERE NOT (p)-[:FOLLOWS]->(:Person) RETURN count(p)")
q(A, "How many movies did each writer of more than one movie write?",
  "MATCH (p:Person)-[:WROTE]->(m:Movie) WITH p, count(m) AS c WHERE c > 1 RETURN p.name, c")
q(A, "What is the total number of roles played in Ashgrove Station?",
  "MATCH (:Person)-[r:ACTED_IN]->(:Movie {title: 'Ashgrove Station'}) RETURN sum(size(r.roles))")
q(A, "How many movies have exactly three actors?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH m, count(p) AS c WHERE c = 3 RETURN count(m)")
q(A, "How many movies have at least 7 actors?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH m, count(p) AS c WHERE c >= 7 RETURN count(m)")
q(A, "Average number of movies per actor, two decimals",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH p, count(m) AS c RETURN round(avg(c), 2)")
q(A, "what is the max number of movies any single actor has been in",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH p, count(m) AS c RETURN max(c)")
q(A, "How many movies did Benedetta Whitlock direct, produce or act in?",
  "MATCH (:Person {name: 'Benedetta Whitlock'})-[:DIRECTED|PRODUCED|ACTED_IN]->(m:Movie) RETURN count(DISTINCT m)")
q(A, "How many people born after 1985 have acted?",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie) WHERE p.born > 1985 RETURN count(DISTINCT p)")
q(A, "Total number of characters across all movies",
  "MATCH (:Person)-[r:ACTED_IN]->(:Movie) RETURN sum(size(r.roles))")
q(A, "How many movies per director for directors born before 1945?",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie) WHERE p.born < 1945 RETURN p.name, count(m)")
q(A, "What is the average rating of movies released after 2010? Round to one decimal.",
  "MATCH (:Person)-[r:REVIEWED]->(m:Movie) WHERE m.released > 2010 RETURN round(avg(r.rating), 1)")
q(A, "How many reviewers reviewed a movie released before 2000?",
  "MATCH (p:Person)-[:REVIEWED]->(m:Movie) WHERE m.released < 2000 RETURN count(DISTINCT p)")
q(A, "Average rating of the movies directed by Ysolde Marchbank",
  "MATCH (:Person {name: 'Ysolde Marchbank'})-[:DIRECTED]->(m:Movie)<-[r:REVIEWED]-(:Person) RETURN avg(r.rating)")
q(A, "How many of the movies Ivo Zellweger-Moss acted in were released before 2000?",
  "MATCH (:Person {name: 'Ivo Zellweger-Moss'})-[:ACTED_IN]->(m:Movie) WHERE m.released < 2000 RETURN count(m)")
q(A, "how many movies did Fenella Underhay direct and how many did she produce",
  "MATCH (p:Person {name: 'Fenella Underhay'}) RETURN COUNT { (p)-[:DIRECTED]->(:Movie) } AS directed, "
  "COUNT { (p)-[:PRODUCED]->(:Movie) } AS produced")
q(A, "What's the difference in years between the oldest and newest movie?",
  "MATCH (m:Movie) RETURN max(m.released) - min(m.released)")
q(A, "For each reviewer, what is their highest rating?",
  "MATCH (p:Person)-[r:REVIEWED]->(:Movie) RETURN p.name, max(r.rating)")
q(A, "How many people acted in a movie directed by Auden Kilbride?",
  "MATCH (:Person {name: 'Auden Kilbride'})-[:DIRECTED]->(:Movie)<-[:ACTED_IN]-(p:Person) RETURN count(DISTINCT p)")
q(A, "What was Thea Kovalenko's average age when her movies came out? One decimal.",
  "MATCH (p:Person {name: 'Thea Kovalenko'})-[:ACTED_IN]->(m:Movie) RETURN round(avg(m.released - p.born), 1)")
q(A, "How many movies did Ysolde Marchbank direct in each decade?",
  "MATCH (:Person {name: 'Ysolde Marchbank'})-[:DIRECTED]->(m:Movie) RETURN m.released / 10 * 10 AS decade, count(m)")
q(A, "How many people acted in at least one movie released before 1985?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released < 1985 RETURN count(DISTINCT p)")
q(A, "How many movies have a review rated 50 or higher?",
  "MATCH (:Person)-[r:REVIEWED]->(m:Movie) WHERE r.rating >= 50 RETURN count(DISTINCT m)")
q(A, "How many people does each reviewer follow?",
  "MATCH (p:Person)-[:REVIEWED]->(:Movie) WITH DISTINCT p OPTIONAL MATCH (p)-[:FOLLOWS]->(f:Person) "
  "RETURN p.name, count(f)")
q(A, "total number of directing credits",
  "MATCH (:Person)-[r:DIRECTED]->(:Movie) RETURN count(r)")
q(A, "How many movies were produced by someone born after 1960?",
  "MATCH (p:Person)-[:PRODUCED]->(m:Movie) WHERE p.born > 1960 RETURN count(DISTINCT m)")
q(A, "How many actors never worked with Ysolde Marchbank as director?",
  "MATCH (p:Person)-[:ACTED_IN]->(:Movie) WITH DISTINCT p "
  "WHERE NOT (p)-[:ACTED_IN]->(:Movie)<-[:DIRECTED]-(:Person {name: 'Ysolde Marchbank'}) RETURN count(p)")
q(A, "How old was the youngest actor in Ninety Winters when it came out?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie {title: 'Ninety Winters'}) RETURN min(m.released - p.born)")
q(A, "What is the total number of people credited on The Lighthouse Accord?",
  "MATCH (p:Person)-[:ACTED_IN|DIRECTED|PRODUCED|WROTE]->(:Movie {title: 'The Lighthouse Accord'}) "
  "RETURN count(DISTINCT p)")
q(A, "How many movies released in the 2000s had more than five actors?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released >= 2000 AND m.released <= 2009 "
  "WITH m, count(p) AS c WHERE c > 5 RETURN count(m)")
q(A, "Average rating of reviews written by people Dagny Grisewood follows (one decimal)",
  "MATCH (:Person {name: 'Dagny Grisewood'})-[:FOLLOWS]->(p:Person)-[r:REVIEWED]->(:Movie) RETURN round(avg(r.rating), 1)")
q(A, "How many different movies have the reviewers followed by Aldric Quarrington reviewed?",
  "MATCH (:Person {name: 'Aldric Quarrington'})-[:FOLLOWS]->(:Person)-[:REVIEWED]->(m:Movie) "
  "RETURN count(DISTINCT m)")
q(A, "How many movies does each actor with at least 5 movies have?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WITH p, count(m) AS c WHERE c >= 5 RETURN p.name, c")
q(A, "How many people act in movies Greer Janssen produced?",
  "MATCH (:Person {name: 'Greer Janssen'})-[:PRODUCED]->(:Movie)<-[:ACTED_IN]-(p:Person) RETURN count(DISTINCT p)")
q(A, "count of movies in which at least one actor played two characters",
  "MATCH (:Person)-[r:ACTED_IN]->(m:Movie) WHERE size(r.roles) > 1 RETURN count(DISTINCT m)")
q(A, "How many different years have movies been released in?",
  "MATCH (m:Movie) RETURN count(DISTINCT m.released)")
q(A, "What is the average rating Elio Elsworth gives?",
  "MATCH (:Person {name: 'Elio Elsworth'})-[r:REVIEWED]->(:Movie) RETURN avg(r.rating)")
q(A, "How many movies have no director recorded?",
  "MATCH (m:Movie) WHERE NOT (:Person)-[:DIRECTED]->(m) RETURN count(m)")
q(A, "How many people never acted in anything?",
  "MATCH (p:Person) WHERE NOT (p)-[:ACTED_IN]->(:Movie) RETURN count(p)")
q(A, "How many people acted in a movie they also wrote?",
  "MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:WROTE]-(p) RETURN count(DISTINCT p)")
q(A, "What's the oldest age at which any director saw one of their movies released?",
  "MATCH (p:Person)-[:DIRECTED]->(m:Movie) RETURN max(m.released - p.born)")
q(A, "Average cast size of movies directed by Ysolde Marchbank, one decimal",
  "MATCH (:Person {name: 'Ysolde Marchbank'})-[:DIRECTED]->(m:Movie) "
  "OPTIONAL MATCH (p:Person)-[:ACTED_IN]->(m) WITH m, count(p) AS c RETURN round(avg(c), 1)")
q(A, "How many people were born in each decade from the 1920s to the 1950s?",
  "MATCH (p:Person) WHERE p.born >= 1920 AND p.born <= 1959 RETURN p.born / 10 * 10 AS decade, count(p)")
q(A, "How many of the reviewers also acted in a movie?",
  "MATCH (p:Person)-[:REVIEWED]->(:Movie) WHERE (p)-[:ACTED_IN]->(:Movie) RETURN count(DISTINCT p)")
q(A, "what's the average tagline length in characters, rounded to one decimal",
  "MATCH (m:Movie) WHERE m.tagline IS NOT NULL RETURN round(avg(size(m.tagline)), 1)")
q(A, "How many movies has each person directed who has also acted in a film they directed?",
  "MATCH (p:Person)-[:ACTED_IN]->(x:Movie)<-[:DIRECTED]-(p) WITH DISTINCT p "
  "MATCH (p)-[:DIRECTED]->(m:Movie) RETURN p.name, count(m)")
q(A, "How many people produced at least one movie they did not direct?",
  "MATCH (p:Person)-[:PRODUCED]->(m:Movie) WHERE NOT (p)-[:DIRECTED]->(m) RETURN count(DISTINCT p)")
# --- unanswerable: facts the graph does not hold ---------------------------------------------------------------------
q(U, "What was the box office gross of Glasswater?")
q(U, "How long is Kestrel Park in minutes?")
q(U, "What genre is Moth Season?")
q(U, "Which studio made The Copper Orchard?")
q(U, "Where was Thea Kovalenko born?")
q(U, "How many Oscars did Cold Open win?")
q(U, "What is Ysolde Marchbank's nationality?")
q(U, "what was the budget of the pemberly heist")
q(U, "Who composed the music for Salt and Cipher?")
q(U, "Which language is Fennick's Ghost in?")
q(U, "When did Odile Lindqvist die?")
q(U, "What's the age rating of Iron Lullaby?")
q(U, "Where was Afterglow Republic filmed?")
q(U, "How much was Wren Thorncliffe paid for Velvet Static?")
q(U, "On what date did Elio Elsworth publish his review of The Weight of Feathers?")
q(U, "Which streaming service has Harbour of Small Hours?")

QUESTIONS = [
    {"id": f"p5_{i:03d}", "question": question, "cypher": cypher, "category": category,
     **({"tie": tie} if tie else {})}
    for i, (category, question, cypher, tie) in enumerate(_ROWS, start=1)
]
