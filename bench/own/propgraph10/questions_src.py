"""The questions of propgraph10 (an invented group of veterinary practices) with their gold Cypher, written by hand.

``questions()`` gives them in file order with ids p10_001...; make_gold.py runs every query against the loaded graph
and drops the ones that break its checks. Conventions: a vet is named ``firstName + ' ' + lastName``, every other
node by ``name`` (clinics also have a ``code``, clients a ``clientNo``, pets a ``patientNo``). Unanswerable
questions have an empty query.
"""

from __future__ import annotations

VET = "v.firstName + ' ' + v.lastName"

Q: list[tuple] = []


def add(category: str, question: str, cypher: str = "", tie: str | None = None) -> None:
    Q.append((category, question, " ".join(cypher.split()), tie))


AGG, ORD, PROP, REL, UNA = "aggregate", "ordering", "property", "relationship", "unanswerable"

# ---------------------------------------------------------------- aggregate
add(AGG, "How many pets are on the books?", "MATCH (p:Pet) RETURN count(p)")
add(AGG, "how many vets does the group employ", "MATCH (v:Vet) RETURN count(v)")
add(AGG, "How many clients are registered at Tavering Animal Hospital?",
    "MATCH (o:Owner)-[:REGISTERED_AT]->(:Clinic {name: 'Tavering Animal Hospital'}) RETURN count(o)")
add(AGG, "number of cats", "MATCH (p:Pet {species: 'cat'}) RETURN count(p)")
add(AGG, "How many of our dogs have died?", "MATCH (p:Pet:Deceased {species: 'dog'}) RETURN count(p)")
add(AGG, "count the horses we look after", "MATCH (p:Pet {species: 'horse'}) RETURN count(p)")
add(AGG, "How many breeds are on file?", "MATCH (b:Breed) RETURN count(b)")
add(AGG, "how many dog breeds do we have listed", "MATCH (b:Breed {species: 'dog'}) RETURN count(b)")
add(AGG, "Number of patients per species", "MATCH (p:Pet) RETURN p.species, count(p)")
add(AGG, "How many consultations took place in 2024?",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) WHERE t.date.year = 2024 RETURN count(t)")
add(AGG, "What were the total consultation fees in 2025, in pounds?",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) WHERE t.date.year = 2025 RETURN round(sum(t.feeGbp), 2)")
add(AGG, "whats the average fee for a consultation (2dp)",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) RETURN round(avg(t.feeGbp), 2)")
add(AGG, "Average cost of a dental appointment to the nearest pound?",
    "MATCH (:Pet)-[t:TREATED_BY {reason: 'dental'}]->(:Vet) RETURN toInteger(round(avg(t.feeGbp)))")
add(AGG, "How many vaccination appointments have there been?",
    "MATCH (:Pet)-[t:TREATED_BY {reason: 'vaccination'}]->(:Vet) RETURN count(t)")
add(AGG, "visits per reason", "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) RETURN t.reason, count(t)")
add(AGG, "How many pets are insured?", "MATCH (p:Pet {insured: true}) RETURN count(p)")
add(AGG, "What percentage of dogs are insured? One decimal place please.",
    "MATCH (p:Pet {species: 'dog'}) "
    "RETURN round(100.0 * sum(CASE WHEN p.insured THEN 1 ELSE 0 END) / count(p), 1)")
add(AGG, "how many clients are on the pet health plan", "MATCH (o:Owner {petPlan: true}) RETURN count(o)")
add(AGG, "How many clients owe us money?", "MATCH (o:Owner) WHERE o.outstandingGbp > 0 RETURN count(o)")
add(AGG, "total amount outstanding across all client accounts",
    "MATCH (o:Owner) RETURN round(sum(o.outstandingGbp), 2)")
add(AGG, "How many of the vets work part time?", "MATCH (v:Vet {partTime: true}) RETURN count(v)")
add(AGG, "how many partners are there in the practice", "MATCH (v:Partner) RETURN count(v)")
add(AGG, "Average weight of the Labradors we treat, to one decimal",
    "MATCH (p:Pet)-[:OF_BREED]->(:Breed {name: 'Labrador Retriever'}) RETURN round(avg(p.weightKg), 1)")
add(AGG, "How many pets does Isla Blenkin have?",
    "MATCH (:Owner {name: 'Isla Blenkin'})-[:OWNS]->(p:Pet) RETURN count(p)")
add(AGG, "How many animals have no breed recorded?",
    "MATCH (p:Pet) WHERE NOT (p)-[:OF_BREED]->(:Breed) RETURN count(p)")
add(AGG, "how many patients have never had an appointment",
    "MATCH (p:Pet) WHERE NOT (p)-[:TREATED_BY]->(:Vet) RETURN count(p)")
add(AGG, "How many clients have no pet registered?",
    "MATCH (o:Owner) WHERE NOT (o)-[:OWNS]->(:Pet) RETURN count(o)")
add(AGG, "How many vets don't have a specialism?", "MATCH (v:Vet) WHERE v.specialism IS NULL RETURN count(v)")
add(AGG, "number of pets with a known allergy", "MATCH (p:Pet) WHERE p.allergies IS NOT NULL RETURN count(p)")
add(AGG, "How many pets are allergic to penicillin?",
    "MATCH (p:Pet) WHERE 'penicillin' IN p.allergies RETURN count(p)")
add(AGG, "How many of our surgeries offer 24 hour emergency cover?",
    "MATCH (c:Clinic {emergency24h: true}) RETURN count(c)")
add(AGG, "total number of consulting rooms across the group", "MATCH (c:Clinic) RETURN sum(c.consultRooms)")
add(AGG, "How many vets work at more than one clinic?",
    "MATCH (v:Vet)-[:WORKS_AT]->(c:Clinic) WITH v, count(c) AS n WHERE n > 1 RETURN count(v)")
add(AGG, "How many vets work at each branch?",
    "MATCH (v:Vet)-[:WORKS_AT]->(c:Clinic) RETURN c.name, count(v)")
add(AGG, "how many female cats have been neutered",
    "MATCH (p:Pet {species: 'cat', sex: 'female', neutered: true}) RETURN count(p)")
add(AGG, "What's the average life expectancy of the cat breeds, in years (1 dp)?",
    "MATCH (b:Breed {species: 'cat'}) RETURN round(avg(b.lifespanYears), 1)")
add(AGG, "How many medicines are prescription-only?",
    "MATCH (m:Medication {prescriptionOnly: true}) RETURN count(m)")
add(AGG, "How many controlled drugs do we stock?", "MATCH (m:Medication {controlled: true}) RETURN count(m)")
add(AGG, "number of products made by Pellam Labs",
    "MATCH (m:Medication {manufacturer: 'Pellam Labs'}) RETURN count(m)")
add(AGG, "How many medications are licensed for use in rabbits?",
    "MATCH (m:Medication) WHERE 'rabbit' IN m.licensedFor RETURN count(m)")
add(AGG, "How many times has Meloxivet been prescribed?",
    "MATCH (:Pet)-[r:PRESCRIBED]->(:Medication {name: 'Meloxivet'}) RETURN count(r)")
add(AGG, "how many prescriptions were written in 2023",
    "MATCH (:Pet)-[r:PRESCRIBED]->(:Medication) WHERE r.date.year = 2023 RETURN count(r)")
add(AGG, "Prescriptions by form of medicine (tablet, cream etc.)",
    "MATCH (:Pet)-[:PRESCRIBED]->(m:Medication) RETURN m.form, count(*)")
add(AGG, "How many different medicines has Kipper been on?",
    "MATCH (:Pet {name: 'Kipper'})-[:PRESCRIBED]->(m:Medication) RETURN count(DISTINCT m)")
add(AGG, "How many appointments has Nala had?",
    "MATCH (:Pet {name: 'Nala'})-[t:TREATED_BY]->(:Vet) RETURN count(t)")
add(AGG, "How much have we charged for Kipper altogether?",
    "MATCH (:Pet {name: 'Kipper'})-[t:TREATED_BY]->(:Vet) RETURN round(sum(t.feeGbp), 2)")
add(AGG, "How many consultations did Imogen Calloway do in 2025?",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet {firstName: 'Imogen', lastName: 'Calloway'}) "
    "WHERE t.date.year = 2025 RETURN count(t)")
add(AGG, "how many different animals has Maren Holtby treated",
    "MATCH (p:Pet)-[:TREATED_BY]->(:Vet {firstName: 'Maren', lastName: 'Holtby'}) RETURN count(DISTINCT p)")
add(AGG, "appointments per year", "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) RETURN t.date.year, count(t)")
add(AGG, "How many patients does each clinic have? (pets of its registered clients)",
    "MATCH (c:Clinic)<-[:REGISTERED_AT]-(:Owner)-[:OWNS]->(p:Pet) RETURN c.name, count(DISTINCT p)")
add(AGG, "How many of the pets were born in 2020?", "MATCH (p:Pet) WHERE p.born.year = 2020 RETURN count(p)")
add(AGG, "how many new clients signed up in 2024", "MATCH (o:Owner) WHERE o.since.year = 2024 RETURN count(o)")
add(AGG, "For each client living in Linby, how many pets do they have?",
    "MATCH (o:Owner {town: 'Linby'})-[:OWNS]->(p:Pet) RETURN o.name, count(p)")
add(AGG, "Average temperature taken at cat appointments (one decimal)?",
    "MATCH (:Pet {species: 'cat'})-[t:TREATED_BY]->(:Vet) WHERE t.temperatureC IS NOT NULL "
    "RETURN round(avg(t.temperatureC), 1)")
add(AGG, "In how many appointments was no temperature recorded?",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) WHERE t.temperatureC IS NULL RETURN count(t)")
add(AGG, "How many visits needed a follow-up?",
    "MATCH (:Pet)-[t:TREATED_BY {followUp: true}]->(:Vet) RETURN count(t)")
add(AGG, "How long does a neutering appointment take on average, in minutes? Round to one decimal.",
    "MATCH (:Pet)-[t:TREATED_BY {reason: 'neutering'}]->(:Vet) RETURN round(avg(t.durationMin), 1)")
add(AGG, "Total minutes Rafael Oduya spent in consultations during 2024",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet {firstName: 'Rafael', lastName: 'Oduya'}) WHERE t.date.year = 2024 "
    "RETURN sum(t.durationMin)")
add(AGG, "how many vets qualified before 2000", "MATCH (v:Vet) WHERE v.qualified < 2000 RETURN count(v)")
add(AGG, "How many of our vets trained at Edinburgh?", "MATCH (v:Vet {university: 'Edinburgh'}) RETURN count(v)")
add(AGG, "How many vets speak more than two languages?",
    "MATCH (v:Vet) WHERE size(v.languages) > 2 RETURN count(v)")
add(AGG, "How many different languages do our vets speak between them?",
    "MATCH (v:Vet) UNWIND v.languages AS lang RETURN count(DISTINCT lang)")
add(AGG, "How many rabbits were seen in 2025?",
    "MATCH (p:Pet {species: 'rabbit'})-[t:TREATED_BY]->(:Vet) WHERE t.date.year = 2025 RETURN count(DISTINCT p)")
add(AGG, "How many mentoring pairs are there among the vets?",
    "MATCH (:Vet)-[m:MENTORS]->(:Vet) RETURN count(m)")
add(AGG, "How many vets is Imogen Calloway mentoring?",
    "MATCH (:Vet {firstName: 'Imogen', lastName: 'Calloway'})-[:MENTORS]->(v:Vet) RETURN count(v)")
add(AGG, "how many dogs of each breed",
    "MATCH (p:Pet {species: 'dog'})-[:OF_BREED]->(b:Breed) RETURN b.name, count(p)")
add(AGG, "How many Siamese cats do we have?",
    "MATCH (p:Pet)-[:OF_BREED]->(:Breed {name: 'Siamese'}) RETURN count(p)")
add(AGG, "How many pets belong to giant breeds?",
    "MATCH (p:Pet)-[:OF_BREED]->(:Breed {sizeClass: 'giant'}) RETURN count(p)")
add(AGG, "Combined weight of all the horses in kg?",
    "MATCH (p:Pet {species: 'horse'}) RETURN round(sum(p.weightKg), 1)")
add(AGG, "How many prescriptions came with repeats?",
    "MATCH (:Pet)-[r:PRESCRIBED]->(:Medication) WHERE r.repeats > 0 RETURN count(r)")
add(AGG, "How many days of medication in total has Luna the horse been prescribed?",
    "MATCH (:Pet {name: 'Luna', species: 'horse'})-[r:PRESCRIBED]->(:Medication) RETURN sum(r.days)")
add(AGG, "how many different pets has Owen Garrick seen",
    "MATCH (p:Pet)-[:TREATED_BY]->(:Vet {firstName: 'Owen', lastName: 'Garrick'}) RETURN count(DISTINCT p)")
add(AGG, "How many clients have more than two pets?",
    "MATCH (o:Owner)-[:OWNS]->(p:Pet) WITH o, count(p) AS n WHERE n > 2 RETURN count(o)")
add(AGG, "How many animals have been treated by one of the partners?",
    "MATCH (p:Pet)-[:TREATED_BY]->(:Partner) RETURN count(DISTINCT p)")
add(AGG, "What did the partners bill in total in 2025?",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Partner) WHERE t.date.year = 2025 RETURN round(sum(t.feeGbp), 2)")
add(AGG, "How many ear infections have we seen in cats?",
    "MATCH (:Pet {species: 'cat'})-[t:TREATED_BY {reason: 'ear infection'}]->(:Vet) RETURN count(t)")
add(AGG, "How many different drugs were prescribed in 2025?",
    "MATCH (:Pet)-[r:PRESCRIBED]->(m:Medication) WHERE r.date.year = 2025 RETURN count(DISTINCT m)")
add(AGG, "sum of fees for heart checks",
    "MATCH (:Pet)-[t:TREATED_BY {reason: 'heart check'}]->(:Vet) RETURN round(sum(t.feeGbp), 2)")
add(AGG, "What's the highest fee we've ever charged for one appointment?",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) RETURN max(t.feeGbp)")
add(AGG, "cheapest medicine price", "MATCH (m:Medication) RETURN min(m.priceGbp)")
add(AGG, "How many appointments were there in March 2025?",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) WHERE t.date.year = 2025 AND t.date.month = 3 RETURN count(t)")
add(AGG, "What is the combined floor area of all our clinics in square metres?",
    "MATCH (c:Clinic) RETURN sum(c.floorAreaM2)")
add(AGG, "Clients per surgery", "MATCH (o:Owner)-[:REGISTERED_AT]->(c:Clinic) RETURN c.name, count(o)")
add(AGG, "How many medicines can be used on horses?",
    "MATCH (m:Medication) WHERE 'horse' IN m.licensedFor RETURN count(m)")
add(AGG, "How many insured pets have an owner on the health plan?",
    "MATCH (:Owner {petPlan: true})-[:OWNS]->(p:Pet {insured: true}) RETURN count(DISTINCT p)")
add(AGG, "Number of appointments done by each vet at Ormsby Lane Surgery",
    "MATCH (v:Vet)-[:WORKS_AT]->(:Clinic {name: 'Ormsby Lane Surgery'}) "
    "OPTIONAL MATCH (p:Pet)-[t:TREATED_BY]->(v) RETURN " + VET + ", count(t)")
add(AGG, "appointments per month in 2024",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) WHERE t.date.year = 2024 RETURN t.date.month, count(t)")
add(AGG, "How many dogs weigh over 30 kilos?",
    "MATCH (p:Pet {species: 'dog'}) WHERE p.weightKg > 30 RETURN count(p)")
add(AGG, "mean weight of our cats (kg, 1dp)", "MATCH (p:Pet {species: 'cat'}) RETURN round(avg(p.weightKg), 1)")
add(AGG, "How many vets started at one of our clinics in 2020 or later?",
    "MATCH (v:Vet)-[w:WORKS_AT]->(:Clinic) WHERE w.since >= 2020 RETURN count(DISTINCT v)")
add(AGG, "How many different clients have brought an animal to Kwame Asante-Pryor?",
    "MATCH (o:Owner)-[:OWNS]->(:Pet)-[:TREATED_BY]->(:Vet {lastName: 'Asante-Pryor'}) RETURN count(DISTINCT o)")
add(AGG, "How many prescriptions for controlled drugs have been issued?",
    "MATCH (:Pet)-[r:PRESCRIBED]->(:Medication {controlled: true}) RETURN count(r)")
add(AGG, "how many pets died in 2024", "MATCH (p:Deceased) WHERE p.diedOn.year = 2024 RETURN count(p)")
add(AGG, "How many products does each manufacturer supply?",
    "MATCH (m:Medication) RETURN m.manufacturer, count(m)")
add(AGG, "Average outstanding balance of the clients who owe something, 2 decimals",
    "MATCH (o:Owner) WHERE o.outstandingGbp > 0 RETURN round(avg(o.outstandingGbp), 2)")
add(AGG, "Number of pets each vet has seen in 2023, for the Holloway Green Surgery vets",
    "MATCH (v:Vet)-[:WORKS_AT]->(:Clinic {name: 'Holloway Green Surgery'}) "
    "OPTIONAL MATCH (p:Pet)-[t:TREATED_BY]->(v) WHERE t.date.year = 2023 RETURN " + VET + ", count(DISTINCT p)")
add(AGG, "How many pets have more than one owner on record?",
    "MATCH (o:Owner)-[:OWNS]->(p:Pet) WITH p, count(o) AS n WHERE n > 1 RETURN count(p)")
add(AGG, "Total spent on the Quayle family's pets? (all clients surnamed Quayle)",
    "MATCH (o:Owner)-[:OWNS]->(p:Pet) WHERE o.name ENDS WITH ' Quayle' WITH DISTINCT p "
    "MATCH (p)-[t:TREATED_BY]->(:Vet) RETURN round(sum(t.feeGbp), 2)")
add(AGG, "How many pets were born each year from 2022 on?",
    "MATCH (p:Pet) WHERE p.born.year >= 2022 RETURN p.born.year, count(p)")
add(AGG, "Average number of days on a prescription, 1 decimal",
    "MATCH (:Pet)-[r:PRESCRIBED]->(:Medication) RETURN round(avg(r.days), 1)")
add(AGG, "how many animals has the group lost in total", "MATCH (p:Deceased) RETURN count(p)")
add(AGG, "How many pets with allergies are there per allergy?",
    "MATCH (p:Pet) UNWIND p.allergies AS a RETURN a, count(p)")

# ---------------------------------------------------------------- ordering
add(ORD, "Which vet has done the most consultations?",
    "MATCH (:Pet)-[t:TREATED_BY]->(v:Vet) WITH v, count(t) AS n RETURN " + VET + " ORDER BY n DESC LIMIT 1")
add(ORD, "top 2 vets by number of appointments in 2025",
    "MATCH (:Pet)-[t:TREATED_BY]->(v:Vet) WHERE t.date.year = 2025 WITH v, count(t) AS n "
    "RETURN " + VET + " ORDER BY n DESC, v.lastName LIMIT 2")
add(ORD, "What's our most expensive medicine?",
    "MATCH (m:Medication) RETURN m.name ORDER BY m.priceGbp DESC LIMIT 1")
add(ORD, "the three cheapest meds", "MATCH (m:Medication) RETURN m.name ORDER BY m.priceGbp LIMIT 3")
add(ORD, "List the clinics from newest to oldest", "MATCH (c:Clinic) RETURN c.name ORDER BY c.opened DESC")
add(ORD, "Which breed lives longest?", "MATCH (b:Breed) RETURN b.name ORDER BY b.lifespanYears DESC LIMIT 1")
add(ORD, "Who's the heaviest animal on our books?", "MATCH (p:Pet) RETURN p.name ORDER BY p.weightKg DESC LIMIT 1")
add(ORD, "heaviest dog", "MATCH (p:Pet {species: 'dog'}) RETURN p.name ORDER BY p.weightKg DESC LIMIT 1")
add(ORD, "Which cat weighs the least?", "MATCH (p:Pet {species: 'cat'}) RETURN p.name ORDER BY p.weightKg LIMIT 1")
add(ORD, "Which patient has had the most appointments?",
    "MATCH (p:Pet)-[t:TREATED_BY]->(:Vet) WITH p, count(t) AS n WITH max(n) AS top "
    "MATCH (p:Pet)-[t:TREATED_BY]->(:Vet) WITH p, count(t) AS n, top WHERE n = top RETURN p.name")
add(ORD, "Which client owes the most?", "MATCH (o:Owner) RETURN o.name ORDER BY o.outstandingGbp DESC LIMIT 1")
add(ORD, "top 5 clients by outstanding balance",
    "MATCH (o:Owner) RETURN o.name ORDER BY o.outstandingGbp DESC LIMIT 5")
add(ORD, "Which of our vets qualified first?", "MATCH (v:Vet) RETURN " + VET + " ORDER BY v.qualified LIMIT 1")
add(ORD, "List the partners by equity share, biggest first",
    "MATCH (v:Partner) RETURN " + VET + " ORDER BY v.equityPct DESC, v.lastName")
add(ORD, "What's the most common reason people bring their pets in?",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) WITH t.reason AS reason, count(t) AS n RETURN reason "
    "ORDER BY n DESC LIMIT 1")
add(ORD, "what do cats most often come in for",
    "MATCH (:Pet {species: 'cat'})-[t:TREATED_BY]->(:Vet) WITH t.reason AS reason, count(t) AS n "
    "RETURN reason ORDER BY n DESC LIMIT 1")
add(ORD, "Which clinic has the most vets?",
    "MATCH (v:Vet)-[:WORKS_AT]->(c:Clinic) WITH c, count(v) AS n RETURN c.name ORDER BY n DESC LIMIT 1")
add(ORD, "which surgery has the most registered clients",
    "MATCH (o:Owner)-[:REGISTERED_AT]->(c:Clinic) WITH c, count(o) AS n RETURN c.name ORDER BY n DESC LIMIT 1")
add(ORD, "What's the most common dog breed among our patients?",
    "MATCH (p:Pet {species: 'dog'})-[:OF_BREED]->(b:Breed) WITH b, count(p) AS n RETURN b.name "
    "ORDER BY n DESC LIMIT 1")
add(ORD, "most popular cat breed",
    "MATCH (p:Pet {species: 'cat'})-[:OF_BREED]->(b:Breed) WITH b, count(p) AS n RETURN b.name "
    "ORDER BY n DESC LIMIT 1")
add(ORD, "Which drug do we prescribe most often?",
    "MATCH (:Pet)-[r:PRESCRIBED]->(m:Medication) WITH m, count(r) AS n RETURN m.name ORDER BY n DESC LIMIT 1")
add(ORD, "Show me the 5 most prescribed medications",
    "MATCH (:Pet)-[r:PRESCRIBED]->(m:Medication) WITH m, count(r) AS n RETURN m.name ORDER BY n DESC, m.name LIMIT 5")
add(ORD, "Which client has the most pets?",
    "MATCH (o:Owner)-[:OWNS]->(p:Pet) WITH o, count(p) AS n WITH max(n) AS top "
    "MATCH (o:Owner)-[:OWNS]->(p:Pet) WITH o, count(p) AS n, top WHERE n = top RETURN o.name")
add(ORD, "Who is our oldest living patient?",
    "MATCH (p:Pet) WHERE NOT p:Deceased AND p.born IS NOT NULL RETURN p.name ORDER BY p.born LIMIT 1")
add(ORD, "youngest animal we treat",
    "MATCH (p:Pet) WHERE p.born IS NOT NULL RETURN p.name ORDER BY p.born DESC LIMIT 1")
add(ORD, "Which appointment cost the most? Give the pet and the date.",
    "MATCH (p:Pet)-[t:TREATED_BY]->(:Vet) RETURN p.name, t.date ORDER BY t.feeGbp DESC LIMIT 1")
add(ORD, "Which vet brought in the most fees in 2024?",
    "MATCH (:Pet)-[t:TREATED_BY]->(v:Vet) WHERE t.date.year = 2024 WITH v, sum(t.feeGbp) AS s "
    "RETURN " + VET + " ORDER BY s DESC LIMIT 1")
add(ORD, "Which vet has the highest average fee per consultation?",
    "MATCH (:Pet)-[t:TREATED_BY]->(v:Vet) WITH v, avg(t.feeGbp) AS a RETURN " + VET + " ORDER BY a DESC LIMIT 1")
add(ORD, "Which vet mentors the most colleagues?",
    "MATCH (v:Vet)-[:MENTORS]->(:Vet) WITH v, count(*) AS n RETURN " + VET + " ORDER BY n DESC LIMIT 1")
add(ORD, "List the vets at Kellbridge Clinic in the order they started there",
    "MATCH (v:Vet)-[w:WORKS_AT]->(:Clinic {name: 'Kellbridge Clinic'}) RETURN " + VET + " ORDER BY w.since")
add(ORD, "clinics by number of consulting rooms, most first",
    "MATCH (c:Clinic) RETURN c.name ORDER BY c.consultRooms DESC, c.name")
add(ORD, "What was the busiest month of 2024? (month number)",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) WHERE t.date.year = 2024 WITH t.date.month AS month, count(t) AS n "
    "WITH max(n) AS top MATCH (:Pet)-[t:TREATED_BY]->(:Vet) WHERE t.date.year = 2024 "
    "WITH t.date.month AS month, count(t) AS n, top WHERE n = top RETURN month")
add(ORD, "Which animals had the highest temperature we've recorded?",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) WITH max(t.temperatureC) AS top "
    "MATCH (p:Pet)-[t:TREATED_BY]->(:Vet) WHERE t.temperatureC = top RETURN DISTINCT p.name")
add(ORD, "Top 3 towns by number of clients",
    "MATCH (o:Owner) WHERE o.town IS NOT NULL WITH o.town AS town, count(o) AS n RETURN town "
    "ORDER BY n DESC LIMIT 3")
add(ORD, "Which species has the highest average fee per visit?",
    "MATCH (p:Pet)-[t:TREATED_BY]->(:Vet) WITH p.species AS species, avg(t.feeGbp) AS a RETURN species "
    "ORDER BY a DESC LIMIT 1")
add(ORD, "Which dog breed comes in for appointments most often?",
    "MATCH (b:Breed {species: 'dog'})<-[:OF_BREED]-(:Pet)-[t:TREATED_BY]->(:Vet) WITH b, count(t) AS n "
    "RETURN b.name ORDER BY n DESC LIMIT 1")
add(ORD, "the five lowest staff numbers — whose are they?",
    "MATCH (v:Vet) RETURN " + VET + " ORDER BY v.staffNo LIMIT 5")
add(ORD, "Which horse has been seen most often?",
    "MATCH (p:Pet {species: 'horse'})-[t:TREATED_BY]->(:Vet) WITH p, count(t) AS n WITH max(n) AS top "
    "MATCH (p:Pet {species: 'horse'})-[t:TREATED_BY]->(:Vet) WITH p, count(t) AS n, top WHERE n = top "
    "RETURN p.name")
add(ORD, "When was Kipper last seen?",
    "MATCH (:Pet {name: 'Kipper'})-[t:TREATED_BY]->(:Vet) RETURN t.date ORDER BY t.date DESC LIMIT 1")
add(ORD, "Nala's appointments in date order: what was each one for?",
    "MATCH (:Pet {name: 'Nala'})-[t:TREATED_BY]->(:Vet) RETURN t.date, t.reason ORDER BY t.date")
add(ORD, "Who has been a client the longest?", "MATCH (o:Owner) RETURN o.name ORDER BY o.since LIMIT 1")
add(ORD, "What's the second most expensive medication?",
    "MATCH (m:Medication) RETURN m.name ORDER BY m.priceGbp DESC SKIP 1 LIMIT 1",
    tie="MATCH (m:Medication) RETURN m.priceGbp ORDER BY m.priceGbp DESC SKIP 1 LIMIT 2")
add(ORD, "Which manufacturer supplies the most of our medicines?",
    "MATCH (m:Medication) WITH m.manufacturer AS maker, count(m) AS n WITH max(n) AS top "
    "MATCH (m:Medication) WITH m.manufacturer AS maker, count(m) AS n, top WHERE n = top RETURN maker")
add(ORD, "Which town do most Prewett Cross Clinic clients live in?",
    "MATCH (o:Owner)-[:REGISTERED_AT]->(:Clinic {name: 'Prewett Cross Clinic'}) WHERE o.town IS NOT NULL "
    "WITH o.town AS town, count(o) AS n WITH collect({town: town, n: n}) AS rows "
    "WITH rows, reduce(m = 0, r IN rows | CASE WHEN r.n > m THEN r.n ELSE m END) AS top "
    "UNWIND rows AS r WITH r, top WHERE r.n = top RETURN r.town")
add(ORD, "top 3 patients by total fees",
    "MATCH (p:Pet)-[t:TREATED_BY]->(:Vet) WITH p, sum(t.feeGbp) AS s RETURN p.name ORDER BY s DESC LIMIT 3")
add(ORD, "Which client has spent the most on their animals?",
    "MATCH (o:Owner)-[:OWNS]->(p:Pet)-[t:TREATED_BY]->(:Vet) WITH o, sum(t.feeGbp) AS s RETURN o.name "
    "ORDER BY s DESC LIMIT 1")
add(ORD, "Which vet has treated the most different animals?",
    "MATCH (p:Pet)-[:TREATED_BY]->(v:Vet) WITH v, count(DISTINCT p) AS n RETURN " + VET +
    " ORDER BY n DESC LIMIT 1")
add(ORD, "rank the species by how many pets we have of each",
    "MATCH (p:Pet) WITH p.species AS species, count(p) AS n RETURN species ORDER BY n DESC")
add(ORD, "Which cat breed has the shortest life expectancy?",
    "MATCH (b:Breed {species: 'cat'}) RETURN b.name ORDER BY b.lifespanYears LIMIT 1")
add(ORD, "heaviest dog breed by typical weight",
    "MATCH (b:Breed {species: 'dog'}) RETURN b.name ORDER BY b.typicalWeightKg DESC LIMIT 1")
add(ORD, "Which breeds are the smallest by typical weight?",
    "MATCH (b:Breed) WITH min(b.typicalWeightKg) AS low MATCH (b:Breed) WHERE b.typicalWeightKg = low "
    "RETURN b.name")
add(ORD, "Who was the last vet to join one of our clinics?",
    "MATCH (v:Vet)-[w:WORKS_AT]->(:Clinic) RETURN " + VET + " ORDER BY w.since DESC LIMIT 1")
add(ORD, "What was Kipper's most recent prescription?",
    "MATCH (:Pet {name: 'Kipper'})-[r:PRESCRIBED]->(m:Medication) RETURN m.name ORDER BY r.date DESC LIMIT 1")
add(ORD, "What's the most common allergy among our patients?",
    "MATCH (p:Pet) UNWIND p.allergies AS a WITH a, count(p) AS n WITH collect({a: a, n: n}) AS rows "
    "WITH rows, reduce(m = 0, r IN rows | CASE WHEN r.n > m THEN r.n ELSE m END) AS top "
    "UNWIND rows AS r WITH r, top WHERE r.n = top RETURN r.a")
add(ORD, "Which pets got the longest course of Carprodyl?",
    "MATCH (:Pet)-[r:PRESCRIBED]->(:Medication {name: 'Carprodyl'}) WITH max(r.days) AS top "
    "MATCH (p:Pet)-[r:PRESCRIBED]->(:Medication {name: 'Carprodyl'}) WHERE r.days = top RETURN DISTINCT p.name")
add(ORD, "which vet speaks the most languages",
    "MATCH (v:Vet) WHERE v.languages IS NOT NULL RETURN " + VET + " ORDER BY size(v.languages) DESC LIMIT 1")
add(ORD, "What kind of appointment costs the most on average?",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) WITH t.reason AS reason, avg(t.feeGbp) AS a RETURN reason "
    "ORDER BY a DESC LIMIT 1")
add(ORD, "Which vet asks for the most follow-ups?",
    "MATCH (:Pet)-[t:TREATED_BY {followUp: true}]->(v:Vet) WITH v, count(t) AS n RETURN " + VET +
    " ORDER BY n DESC LIMIT 1")
add(ORD, "list the horse medicines from cheapest to dearest",
    "MATCH (m:Medication) WHERE 'horse' IN m.licensedFor RETURN m.name ORDER BY m.priceGbp")
add(ORD, "Which of our vets has been with the group the longest?",
    "MATCH (v:Vet)-[w:WORKS_AT]->(:Clinic) WITH v, min(w.since) AS first RETURN " + VET +
    " ORDER BY first LIMIT 1")
add(ORD, "Longest single appointment: which pets and vets were involved?",
    "MATCH (:Pet)-[t:TREATED_BY]->(:Vet) WITH max(t.durationMin) AS top "
    "MATCH (p:Pet)-[t:TREATED_BY]->(v:Vet) WHERE t.durationMin = top RETURN p.name, " + VET)
add(ORD, "Which breed has the most animals registered with us overall?",
    "MATCH (p:Pet)-[:OF_BREED]->(b:Breed) WITH b, count(p) AS n RETURN b.name ORDER BY n DESC LIMIT 1")
add(ORD, "Who are the 2 clients who joined most recently?",
    "MATCH (o:Owner) RETURN o.name ORDER BY o.since DESC LIMIT 2")
add(ORD, "Which clinic's clients owe the most in total?",
    "MATCH (o:Owner)-[:REGISTERED_AT]->(c:Clinic) WITH c, sum(o.outstandingGbp) AS s RETURN c.name "
    "ORDER BY s DESC LIMIT 1")
add(ORD, "What was the first appointment of 2025? Which pet?",
    "MATCH (p:Pet)-[t:TREATED_BY]->(:Vet) WHERE t.date.year = 2025 RETURN p.name ORDER BY t.date LIMIT 1")
add(ORD, "the vets ordered by year they qualified, for Tavering Animal Hospital",
    "MATCH (v:Vet)-[:WORKS_AT]->(:Clinic {name: 'Tavering Animal Hospital'}) RETURN " + VET +
    " ORDER BY v.qualified, v.lastName")
add(ORD, "Which medicine was prescribed for the longest total number of days?",
    "MATCH (:Pet)-[r:PRESCRIBED]->(m:Medication) WITH m, sum(r.days) AS d RETURN m.name ORDER BY d DESC LIMIT 1")

# ---------------------------------------------------------------- property
add(PROP, "What's the phone number for Ormsby Lane Surgery?",
    "MATCH (c:Clinic {name: 'Ormsby Lane Surgery'}) RETURN c.phone")
add(PROP, "When did Tavering Animal Hospital open?", "MATCH (c:Clinic {name: 'Tavering Animal Hospital'}) RETURN c.opened")
add(PROP, "which town is clinic HV-PRW in", "MATCH (c:Clinic {code: 'HV-PRW'}) RETURN c.town")
add(PROP, "What's the branch code for Holloway Green Surgery?",
    "MATCH (c:Clinic {name: 'Holloway Green Surgery'}) RETURN c.code")
add(PROP, "Does Kellbridge Clinic do 24-hour emergencies?",
    "MATCH (c:Clinic {name: 'Kellbridge Clinic'}) RETURN c.emergency24h")
add(PROP, "What is Imogen Calloway's specialism?",
    "MATCH (v:Vet {firstName: 'Imogen', lastName: 'Calloway'}) RETURN v.specialism")
add(PROP, "Where did Priya Sandhurst study?",
    "MATCH (v:Vet {firstName: 'Priya', lastName: 'Sandhurst'}) RETURN v.university")
add(PROP, "What year did Declan Furness qualify?",
    "MATCH (v:Vet {firstName: 'Declan', lastName: 'Furness'}) RETURN v.qualified")
add(PROP, "is Sofia Marchetti part-time?",
    "MATCH (v:Vet {firstName: 'Sofia', lastName: 'Marchetti'}) RETURN v.partTime")
add(PROP, "What languages does Tomasz Wrenfield speak?",
    "MATCH (v:Vet {firstName: 'Tomasz', lastName: 'Wrenfield'}) RETURN v.languages")
add(PROP, "Who is staff number 123?", "MATCH (v:Vet {staffNo: 123}) RETURN " + VET)
add(PROP, "What share of the practice does Rafael Oduya own?",
    "MATCH (v:Partner {firstName: 'Rafael', lastName: 'Oduya'}) RETURN v.equityPct")
add(PROP, "Since when has Maren Holtby been a partner?",
    "MATCH (v:Partner {firstName: 'Maren', lastName: 'Holtby'}) RETURN v.partnerSince")
add(PROP, "Which vets specialise in horses?", "MATCH (v:Vet {specialism: 'equine'}) RETURN " + VET)
add(PROP, "vets who qualified after 2018", "MATCH (v:Vet) WHERE v.qualified > 2018 RETURN " + VET)
add(PROP, "Is there a vet who speaks Polish?", "MATCH (v:Vet) RETURN any(x IN collect(v) WHERE 'Polish' IN x.languages)")
add(PROP, "Which vets have no university on their record?",
    "MATCH (v:Vet) WHERE v.university IS NULL RETURN " + VET)
add(PROP, "What species is Rolo?", "MATCH (p:Pet {name: 'Rolo'}) RETURN p.species")
add(PROP, "When was Nala born?", "MATCH (p:Pet {name: 'Nala'}) RETURN p.born")
add(PROP, "how much does Kipper weigh", "MATCH (p:Pet {name: 'Kipper'}) RETURN p.weightKg")
add(PROP, "Is Winston chipped?", "MATCH (p:Pet {name: 'Winston'}) RETURN p.microchipped")
add(PROP, "is toffee insured", "MATCH (p:Pet {name: 'Toffee'}) RETURN p.insured")
add(PROP, "What's Gizmo's patient number?", "MATCH (p:Pet {name: 'Gizmo'}) RETURN p.patientNo")
add(PROP, "Which animal is patient 2410?", "MATCH (p:Pet {patientNo: 2410}) RETURN p.name")
add(PROP, "What is Pickle allergic to?", "MATCH (p:Pet {name: 'Pickle'}) RETURN p.allergies")
add(PROP, "When did Cleo die?", "MATCH (p:Pet {name: 'Cleo'}) RETURN p.diedOn")
add(PROP, "Is Monty still alive?", "MATCH (p:Pet {name: 'Monty'}) RETURN NOT p:Deceased")
add(PROP, "Which pets are allergic to penicillin?", "MATCH (p:Pet) WHERE 'penicillin' IN p.allergies RETURN p.name")
add(PROP, "dogs over 40 kg", "MATCH (p:Pet {species: 'dog'}) WHERE p.weightKg > 40 RETURN p.name")
add(PROP, "Which cats haven't been neutered?", "MATCH (p:Pet {species: 'cat', neutered: false}) RETURN p.name")
add(PROP, "Show me the pets born in 2024", "MATCH (p:Pet) WHERE p.born.year = 2024 RETURN p.name")
add(PROP, "Which of our patients died in 2025?", "MATCH (p:Deceased) WHERE p.diedOn.year = 2025 RETURN p.name")
add(PROP, "horses that aren't insured", "MATCH (p:Pet {species: 'horse', insured: false}) RETURN p.name")
add(PROP, "What's Martin Upwood's client number?", "MATCH (o:Owner {name: 'Martin Upwood'}) RETURN o.clientNo")
add(PROP, "who is client C-12092", "MATCH (o:Owner {clientNo: 'C-12092'}) RETURN o.name")
add(PROP, "Where does Ethan Kettering live?", "MATCH (o:Owner {name: 'Ethan Kettering'}) RETURN o.town")
add(PROP, "When did Laura Quayle register with us?", "MATCH (o:Owner {name: 'Laura Quayle'}) RETURN o.since")
add(PROP, "Is Nina Hartigan on the health plan?", "MATCH (o:Owner {name: 'Nina Hartigan'}) RETURN o.petPlan")
add(PROP, "How much does Isla Blenkin owe?", "MATCH (o:Owner {name: 'Isla Blenkin'}) RETURN o.outstandingGbp")
add(PROP, "Which clients registered before 2008?",
    "MATCH (o:Owner) WHERE o.since < date('2008-01-01') RETURN o.name")
add(PROP, "clients owing more than £400", "MATCH (o:Owner) WHERE o.outstandingGbp > 400 RETURN o.name")
add(PROP, "What's the active ingredient in Carprodyl?",
    "MATCH (m:Medication {name: 'Carprodyl'}) RETURN m.activeIngredient")
add(PROP, "How much is a pack of Vetmedon?", "MATCH (m:Medication {name: 'Vetmedon'}) RETURN m.priceGbp")
add(PROP, "who makes Equibute", "MATCH (m:Medication {name: 'Equibute'}) RETURN m.manufacturer")
add(PROP, "Which animals is Enroflox licensed for?", "MATCH (m:Medication {name: 'Enroflox'}) RETURN m.licensedFor")
add(PROP, "Is Wormaway prescription only?", "MATCH (m:Medication {name: 'Wormaway'}) RETURN m.prescriptionOnly")
add(PROP, "Which of our medicines contain meloxicam?",
    "MATCH (m:Medication {activeIngredient: 'meloxicam'}) RETURN m.name")
add(PROP, "List the controlled drugs", "MATCH (m:Medication {controlled: true}) RETURN m.name")
add(PROP, "meds under £10", "MATCH (m:Medication) WHERE m.priceGbp < 10 RETURN m.name")
add(PROP, "How heavy is a typical Bernese Mountain Dog?",
    "MATCH (b:Breed {name: 'Bernese Mountain Dog'}) RETURN b.typicalWeightKg")
add(PROP, "Where does the Siamese breed come from?", "MATCH (b:Breed {name: 'Siamese'}) RETURN b.origin")
add(PROP, "Which breeds originate in Germany?", "MATCH (b:Breed {origin: 'Germany'}) RETURN b.name")
add(PROP, "Is a Dachshund a small or a large dog?", "MATCH (b:Breed {name: 'Dachshund'}) RETURN b.sizeClass")
add(PROP, "breeds with no country of origin recorded", "MATCH (b:Breed) WHERE b.origin IS NULL RETURN b.name")
add(PROP, "What was Kipper seen for, and on which dates?",
    "MATCH (:Pet {name: 'Kipper'})-[t:TREATED_BY]->(:Vet) RETURN t.reason, t.date")
add(PROP, "Since what year has Rafael Oduya worked at Kellbridge Clinic?",
    "MATCH (:Vet {firstName: 'Rafael', lastName: 'Oduya'})-[w:WORKS_AT]->(:Clinic {name: 'Kellbridge Clinic'}) "
    "RETURN w.since")
add(PROP, "How many days a week is George Ashdown at Prewett Cross?",
    "MATCH (:Vet {firstName: 'George', lastName: 'Ashdown'})-[w:WORKS_AT]->(:Clinic {name: 'Prewett Cross Clinic'}) "
    "RETURN w.daysPerWeek")
add(PROP, "When did Maren Holtby start mentoring Hamish Drummond?",
    "MATCH (:Vet {lastName: 'Holtby'})-[m:MENTORS]->(:Vet {lastName: 'Drummond'}) RETURN m.since")
add(PROP, "Which clinics opened in the 2010s?",
    "MATCH (c:Clinic) WHERE c.opened >= 2010 AND c.opened < 2020 RETURN c.name")
add(PROP, "What dose of Vetmedon was Kipper given, and for how many days?",
    "MATCH (:Pet {name: 'Kipper'})-[r:PRESCRIBED]->(:Medication {name: 'Vetmedon'}) RETURN r.doseMg, r.days")
add(PROP, "Is a Sphynx a dog?", "MATCH (b:Breed {name: 'Sphynx'}) RETURN b.species = 'dog'")
add(PROP, "does Kwame Asante-Pryor speak Twi", "MATCH (v:Vet {lastName: 'Asante-Pryor'}) RETURN 'Twi' IN v.languages")
add(PROP, "Which clients don't have a phone number on file?", "MATCH (o:Owner) WHERE o.phone IS NULL RETURN o.name")
add(PROP, "Nala's temperature readings, by date",
    "MATCH (:Pet {name: 'Nala'})-[t:TREATED_BY]->(:Vet) WHERE t.temperatureC IS NOT NULL "
    "RETURN t.date, t.temperatureC ORDER BY t.date")
add(PROP, "Is Imogen Calloway a partner?", "MATCH (v:Vet {firstName: 'Imogen', lastName: 'Calloway'}) RETURN v:Partner")
add(PROP, "Is Owen Garrick a partner in the business?",
    "MATCH (v:Vet {firstName: 'Owen', lastName: 'Garrick'}) RETURN v:Partner")

# ---------------------------------------------------------------- relationship
add(REL, "Who owns Kipper?", "MATCH (o:Owner)-[:OWNS]->(:Pet {name: 'Kipper'}) RETURN o.name")
add(REL, "What animals does Nina Gedling have?", "MATCH (:Owner {name: 'Nina Gedling'})-[:OWNS]->(p:Pet) RETURN p.name")
add(REL, "What breed is Jasper?", "MATCH (:Pet {name: 'Jasper'})-[:OF_BREED]->(b:Breed) RETURN b.name")
add(REL, "Which surgery is Wendy Frisby registered with?",
    "MATCH (:Owner {name: 'Wendy Frisby'})-[:REGISTERED_AT]->(c:Clinic) RETURN c.name")
add(REL, "Where does Kwame Asante-Pryor work?",
    "MATCH (:Vet {lastName: 'Asante-Pryor'})-[:WORKS_AT]->(c:Clinic) RETURN c.name")
add(REL, "Which vets work at Holloway Green Surgery?",
    "MATCH (v:Vet)-[:WORKS_AT]->(:Clinic {name: 'Holloway Green Surgery'}) RETURN " + VET)
add(REL, "who mentors Clara Voss", "MATCH (v:Vet)-[:MENTORS]->(:Vet {firstName: 'Clara', lastName: 'Voss'}) RETURN " + VET)
add(REL, "Who has Imogen Calloway mentored?",
    "MATCH (:Vet {firstName: 'Imogen', lastName: 'Calloway'})-[:MENTORS]->(v:Vet) RETURN " + VET)
add(REL, "Which vets have seen Nala?", "MATCH (:Pet {name: 'Nala'})-[:TREATED_BY]->(v:Vet) RETURN DISTINCT " + VET)
add(REL, "which animals did Owen Garrick treat in 2023",
    "MATCH (p:Pet)-[t:TREATED_BY]->(:Vet {firstName: 'Owen', lastName: 'Garrick'}) WHERE t.date.year = 2023 "
    "RETURN DISTINCT p.name")
add(REL, "What medication has Nala been given?",
    "MATCH (:Pet {name: 'Nala'})-[:PRESCRIBED]->(m:Medication) RETURN DISTINCT m.name")
add(REL, "Which pets have been put on Vetmedon?",
    "MATCH (p:Pet)-[:PRESCRIBED]->(:Medication {name: 'Vetmedon'}) RETURN DISTINCT p.name")
add(REL, "Who are Luna's owners?", "MATCH (o:Owner)-[:OWNS]->(:Pet {name: 'Luna'}) RETURN o.name")
add(REL, "Which pets are jointly owned by two clients?",
    "MATCH (o:Owner)-[:OWNS]->(p:Pet) WITH p, count(o) AS n WHERE n > 1 RETURN p.name")
add(REL, "Which clients keep horses?",
    "MATCH (o:Owner)-[:OWNS]->(:Pet {species: 'horse'}) RETURN DISTINCT o.name")
add(REL, "Which vets have treated horses?",
    "MATCH (:Pet {species: 'horse'})-[:TREATED_BY]->(v:Vet) RETURN DISTINCT " + VET)
add(REL, "Kellbridge Clinic clients who own a cat",
    "MATCH (:Clinic {name: 'Kellbridge Clinic'})<-[:REGISTERED_AT]-(o:Owner)-[:OWNS]->(:Pet {species: 'cat'}) "
    "RETURN DISTINCT o.name")
add(REL, "Which vets have treated Isla Blenkin's animals?",
    "MATCH (:Owner {name: 'Isla Blenkin'})-[:OWNS]->(:Pet)-[:TREATED_BY]->(v:Vet) RETURN DISTINCT " + VET)
add(REL, "Who owns a French Bulldog?",
    "MATCH (o:Owner)-[:OWNS]->(:Pet)-[:OF_BREED]->(:Breed {name: 'French Bulldog'}) RETURN DISTINCT o.name")
add(REL, "Ragdoll cats belonging to Tavering Animal Hospital clients",
    "MATCH (:Clinic {name: 'Tavering Animal Hospital'})<-[:REGISTERED_AT]-(:Owner)-[:OWNS]->(p:Pet)"
    "-[:OF_BREED]->(:Breed {name: 'Ragdoll'}) RETURN DISTINCT p.name")
add(REL, "Which vets work at both Tavering Animal Hospital and Kellbridge Clinic?",
    "MATCH (:Clinic {name: 'Tavering Animal Hospital'})<-[:WORKS_AT]-(v:Vet)-[:WORKS_AT]->"
    "(:Clinic {name: 'Kellbridge Clinic'}) RETURN " + VET)
add(REL, "Which vets have never treated a dog?",
    "MATCH (v:Vet) WHERE NOT (:Pet {species: 'dog'})-[:TREATED_BY]->(v) RETURN " + VET)
add(REL, "Which clinics have no partner working there?",
    "MATCH (c:Clinic) WHERE NOT (:Partner)-[:WORKS_AT]->(c) RETURN c.name")
add(REL, "which pets haven't seen a vet yet", "MATCH (p:Pet) WHERE NOT (p)-[:TREATED_BY]->(:Vet) RETURN p.name")
add(REL, "Clients without any animals", "MATCH (o:Owner) WHERE NOT (o)-[:OWNS]->(:Pet) RETURN o.name")
add(REL, "Which medicines have never been prescribed?",
    "MATCH (m:Medication) WHERE NOT (:Pet)-[:PRESCRIBED]->(m) RETURN m.name")
add(REL, "Which vets aren't being mentored by anyone?",
    "MATCH (v:Vet) WHERE NOT (:Vet)-[:MENTORS]->(v) RETURN " + VET)
add(REL, "Which vets are mentored by someone who has a mentor themselves?",
    "MATCH (:Vet)-[:MENTORS]->(:Vet)-[:MENTORS]->(v:Vet) RETURN DISTINCT " + VET)
add(REL, "Who treated Cleo?", "MATCH (:Pet {name: 'Cleo'})-[:TREATED_BY]->(v:Vet) RETURN DISTINCT " + VET)
add(REL, "What medicines have Chloe Quayle's pets been prescribed?",
    "MATCH (:Owner {name: 'Chloe Quayle'})-[:OWNS]->(:Pet)-[:PRESCRIBED]->(m:Medication) RETURN DISTINCT m.name")
add(REL, "whose animals has Sofia Marchetti seen? the owners please",
    "MATCH (o:Owner)-[:OWNS]->(:Pet)-[:TREATED_BY]->(:Vet {firstName: 'Sofia', lastName: 'Marchetti'}) "
    "RETURN DISTINCT o.name")
add(REL, "Which pets have been seen by both Imogen Calloway and Kwame Asante-Pryor?",
    "MATCH (v1:Vet {lastName: 'Calloway'})<-[:TREATED_BY]-(p:Pet)-[:TREATED_BY]->(v2:Vet {lastName: 'Asante-Pryor'}) "
    "RETURN DISTINCT p.name")
add(REL, "Who does George Ashdown work with at Prewett Cross Clinic?",
    "MATCH (:Vet {lastName: 'Ashdown'})-[:WORKS_AT]->(c:Clinic {name: 'Prewett Cross Clinic'})<-[:WORKS_AT]-(v:Vet) "
    "RETURN " + VET)
add(REL, "What kinds of animals has Ravi Chaudhry treated?",
    "MATCH (p:Pet)-[:TREATED_BY]->(:Vet {lastName: 'Chaudhry'}) RETURN DISTINCT p.species")
add(REL, "Which horses were given Equibute?",
    "MATCH (p:Pet {species: 'horse'})-[:PRESCRIBED]->(:Medication {name: 'Equibute'}) RETURN DISTINCT p.name")
add(REL, "Which clients have had a controlled drug prescribed for one of their pets?",
    "MATCH (o:Owner)-[:OWNS]->(:Pet)-[:PRESCRIBED]->(:Medication {controlled: true}) RETURN DISTINCT o.name")
add(REL, "Which clinic is Cleo's owner registered at?",
    "MATCH (:Pet {name: 'Cleo'})<-[:OWNS]-(:Owner)-[:REGISTERED_AT]->(c:Clinic) RETURN DISTINCT c.name")
add(REL, "What breeds has Maren Holtby treated?",
    "MATCH (b:Breed)<-[:OF_BREED]-(:Pet)-[:TREATED_BY]->(:Vet {firstName: 'Maren', lastName: 'Holtby'}) "
    "RETURN DISTINCT b.name")
add(REL, "Who looks after the clients of Dunmere Equine Centre? i.e. the vets based there",
    "MATCH (v:Vet)-[:WORKS_AT]->(:Clinic {name: 'Dunmere Equine Centre'}) RETURN " + VET)
add(REL, "Which clients had a pet die and still have another pet with us?",
    "MATCH (p1:Deceased)<-[:OWNS]-(o:Owner)-[:OWNS]->(p2:Pet) WHERE NOT p2:Deceased RETURN DISTINCT o.name")
add(REL, "Which vets at Kellbridge Clinic have treated a rabbit?",
    "MATCH (:Pet {species: 'rabbit'})-[:TREATED_BY]->(v:Vet)-[:WORKS_AT]->(:Clinic {name: 'Kellbridge Clinic'}) "
    "RETURN DISTINCT " + VET)

# ---------------------------------------------------------------- unanswerable
add(UNA, "What are the opening hours of Kellbridge Clinic?")
add(UNA, "How much is Imogen Calloway paid?")
add(UNA, "Which pets are booked in for next week?")
add(UNA, "Which vaccine brand did Nala get at her vaccination?")
add(UNA, "What's Kipper's blood type?")
add(UNA, "How many nurses work at Tavering Animal Hospital?")
add(UNA, "Which insurance company covers Toffee?")
add(UNA, "What did Cleo's blood test results show?")
add(UNA, "How many packs of Carprodyl are left in stock?")
add(UNA, "What's Martin Upwood's email address?")
add(UNA, "How many parking spaces does the Dunmere Equine Centre have?")
add(UNA, "What rating do clients give Ormsby Lane Surgery in reviews?")
add(UNA, "Which pet food brands do we sell?")
add(UNA, "Who is the practice manager at Prewett Cross Clinic?")
add(UNA, "What is Laura Quayle's home postcode?")


def questions() -> list[dict]:
    out = []
    for i, (category, question, cypher, tie) in enumerate(Q, start=1):
        q = {"id": f"p10_{i:03d}", "question": question, "cypher": cypher, "category": category}
        if tie:
            q["tie"] = tie
        out.append(q)
    return out
