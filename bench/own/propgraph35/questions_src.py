# ruff: noqa: E501
"""Questions and gold Cypher for the classic-car restoration graph (Harrowgate & Venn Restorations), written by hand.

Each entry is (question, cypher) or (question, cypher, tie) where tie is the question's own tie-check query. Ids are
p35_001... in file order: property, relationship, ordering, aggregate, then the unanswerable questions (no Cypher).
A mechanic is firstName + ' ' + lastName; a job its jobNo; a car its chassisNo (its model where the question asks
what car it is); a part its partNo (its name where asked what it is); a workshop, customer or supplier its name.
"""

from __future__ import annotations

PROPERTY = [
    ("what's Ysolde Harrack's role", "MATCH (m:Mechanic {firstName: 'Ysolde', lastName: 'Harrack'}) RETURN m.role"),
    ("When did Denholm Carrow start with us?", "MATCH (m:Mechanic {firstName: 'Denholm', lastName: 'Carrow'}) RETURN m.startYear"),
    ("hourly rate for Ansel Foxcote", "MATCH (m:Mechanic {firstName: 'Ansel', lastName: 'Foxcote'}) RETURN m.hourlyRate"),
    ("what skills has Rhoswen Dallimore got", "MATCH (m:Mechanic {firstName: 'Rhoswen', lastName: 'Dallimore'}) RETURN m.skills"),
    ("Is Tobiah Wrenfield an MOT tester?", "MATCH (m:Mechanic {firstName: 'Tobiah', lastName: 'Wrenfield'}) RETURN m.motTester"),
    ("years of experience Morwenna Askey", "MATCH (m:Mechanic {firstName: 'Morwenna', lastName: 'Askey'}) RETURN m.yearsExperience"),
    ("is Leni Strachan an apprentice", "MATCH (m:Mechanic {firstName: 'Leni', lastName: 'Strachan'}) RETURN m:Apprentice"),
    ("Is Kestrel Ambrose on the apprentice scheme?", "MATCH (m:Mechanic {firstName: 'Kestrel', lastName: 'Ambrose'}) RETURN m:Apprentice"),
    ("which staff are painters", "MATCH (m:Mechanic {role: 'painter'}) RETURN m.firstName + ' ' + m.lastName"),
    ("list the master technicians", "MATCH (m:Mechanic {role: 'master technician'}) RETURN m.firstName + ' ' + m.lastName"),
    ("who are our apprentices?", "MATCH (m:Apprentice) RETURN m.firstName + ' ' + m.lastName"),
    ("Mechanics who started before 2010", "MATCH (m:Mechanic) WHERE m.startYear < 2010 RETURN m.firstName + ' ' + m.lastName"),
    ("which mechanics charge more than 50 an hour", "MATCH (m:Mechanic) WHERE m.hourlyRate > 50 RETURN m.firstName + ' ' + m.lastName"),
    ("who has no hourly rate on file", "MATCH (m:Mechanic) WHERE m.hourlyRate IS NULL RETURN m.firstName + ' ' + m.lastName"),
    ("staff with no skills recorded", "MATCH (m:Mechanic) WHERE m.skills IS NULL RETURN m.firstName + ' ' + m.lastName"),
    ("who can do welding", "MATCH (m:Mechanic) WHERE 'welding' IN m.skills RETURN m.firstName + ' ' + m.lastName"),
    ("mechanics skilled in both engines and gearboxes", "MATCH (m:Mechanic) WHERE 'engines' IN m.skills AND 'gearboxes' IN m.skills RETURN m.firstName + ' ' + m.lastName"),
    ("who does brakes but not suspension", "MATCH (m:Mechanic) WHERE 'brakes' IN m.skills AND NOT 'suspension' IN m.skills RETURN m.firstName + ' ' + m.lastName"),
    ("which mechanics list three skills or more", "MATCH (m:Mechanic) WHERE size(m.skills) >= 3 RETURN m.firstName + ' ' + m.lastName"),
    ("MOT testers who are technicians by role", "MATCH (m:Mechanic {role: 'technician', motTester: true}) RETURN m.firstName + ' ' + m.lastName"),
    ("what does Cadoc Birtwhistle earn per hour", "MATCH (m:Mechanic {firstName: 'Cadoc', lastName: 'Birtwhistle'}) RETURN m.hourlyRate"),
    ("role and start year of Euan Gillimot", "MATCH (m:Mechanic {firstName: 'Euan', lastName: 'Gillimot'}) RETURN m.role, m.startYear"),
    ("whats the surname of the mechanic called Fenella", "MATCH (m:Mechanic {firstName: 'Fenella'}) RETURN m.lastName"),
    ("first name of Penhallow", "MATCH (m:Mechanic {lastName: 'Penhallow'}) RETURN m.firstName"),
    ("how many bays at Esk Yard", "MATCH (w:Workshop {name: 'Esk Yard'}) RETURN w.bays"),
    ("Which town is the Brindle Lane workshop in?", "MATCH (w:Workshop {name: 'Brindle Lane'}) RETURN w.town"),
    ("does Esk Yard have a paint booth", "MATCH (w:Workshop {name: 'Esk Yard'}) RETURN w.hasPaintBooth"),
    ("workshops with a spray booth", "MATCH (w:Workshop) WHERE w.hasPaintBooth RETURN w.name"),
    ("when did Thornley Mill open", "MATCH (w:Workshop {name: 'Thornley Mill'}) RETURN w.openedYear"),
    ("workshops opened after 2010", "MATCH (w:Workshop) WHERE w.openedYear > 2010 RETURN w.name"),
    ("where is Pennock & Lyle based", "MATCH (s:Supplier {name: 'Pennock & Lyle'}) RETURN s.town"),
    ("lead time for Halvard Autoteile in days", "MATCH (s:Supplier {name: 'Halvard Autoteile'}) RETURN s.leadTimeDays"),
    ("which country is Ferrand Pièces Anciennes in", "MATCH (s:Supplier {name: 'Ferrand Pièces Anciennes'}) RETURN s.country"),
    ("our preferred suppliers", "MATCH (s:Supplier) WHERE s.preferred RETURN s.name"),
    ("suppliers outside England", "MATCH (s:Supplier) WHERE s.country <> 'England' RETURN s.name"),
    ("Which supplier has no lead time recorded?", "MATCH (s:Supplier) WHERE s.leadTimeDays IS NULL RETURN s.name"),
    ("suppliers that deliver within a week", "MATCH (s:Supplier) WHERE s.leadTimeDays <= 7 RETURN s.name"),
    ("is Trimcraft Hides a preferred supplier", "MATCH (s:Supplier {name: 'Trimcraft Hides'}) RETURN s.preferred"),
    ("suppliers in Dunhallow", "MATCH (s:Supplier {town: 'Dunhallow'}) RETURN s.name"),
    ("what is part HV-1198", "MATCH (p:Part {partNo: 'HV-1198'}) RETURN p.name"),
    ("cost of HV-1389", "MATCH (p:Part {partNo: 'HV-1389'}) RETURN p.costEur"),
    ("how many of HV-1058 in stock", "MATCH (p:Part {partNo: 'HV-1058'}) RETURN p.stock"),
    ("is HV-1142 an OEM part", "MATCH (p:Part {partNo: 'HV-1142'}) RETURN p.oem"),
    ("weight of part HV-1319", "MATCH (p:Part {partNo: 'HV-1319'}) RETURN p.weightKg"),
    ("part numbers for the brake calipers", "MATCH (p:Part {name: 'Brake Caliper'}) RETURN p.partNo"),
    ("which Fuel Pump has no weight recorded", "MATCH (p:Part {name: 'Fuel Pump'}) WHERE p.weightKg IS NULL RETURN p.partNo"),
    ("the cheaper of the two dynamos - part no?", "MATCH (p:Part {name: 'Dynamo'}) RETURN p.partNo ORDER BY p.costEur LIMIT 1"),
    ("parts out of stock", "MATCH (p:Part) WHERE p.stock = 0 RETURN p.partNo"),
    ("what are the parts with zero stock called", "MATCH (p:Part) WHERE p.stock = 0 RETURN DISTINCT p.name"),
    ("oem electrical parts", "MATCH (p:Part {category: 'electrical', oem: true}) RETURN p.partNo"),
    ("parts costing over 400 euro", "MATCH (p:Part) WHERE p.costEur > 400 RETURN p.partNo"),
    ("names of the parts over 400 euro", "MATCH (p:Part) WHERE p.costEur > 400 RETURN DISTINCT p.name"),
    ("which category is the Kingpin Kit", "MATCH (p:Part {name: 'Kingpin Kit'}) RETURN p.category"),
    ("parts heavier than 10 kg", "MATCH (p:Part) WHERE p.weightKg > 10 RETURN p.partNo"),
    ("trim parts under 100 euros", "MATCH (p:Part {category: 'trim'}) WHERE p.costEur < 100 RETURN p.partNo"),
    ("which steering rack part number do we have", "MATCH (p:Part {name: 'Steering Rack'}) RETURN p.partNo"),
    ("What's the cost of each Wiring Loom? part no and price", "MATCH (p:Part {name: 'Wiring Loom'}) RETURN p.partNo, p.costEur"),
    ("HV-1325 - name and category", "MATCH (p:Part {partNo: 'HV-1325'}) RETURN p.name, p.category"),
    ("which town is Hamish Maudsley from", "MATCH (c:Customer {name: 'Hamish Maudsley'}) RETURN c.town"),
    ("customer since when, Torquil Kilbride", "MATCH (c:Customer {name: 'Torquil Kilbride'}) RETURN c.customerSince"),
    ("credit limit for the Marlow Owners Register", "MATCH (c:Customer {name: 'Marlow Owners Register'}) RETURN c.creditLimitEur"),
    ("does Araminta Rendcombe have a trade account", "MATCH (c:Customer {name: 'Araminta Rendcombe'}) RETURN c.tradeAccount"),
    ("customers that are organisations not private", "MATCH (c:Customer {kind: 'organisation'}) RETURN c.name"),
    ("private customers with a trade account", "MATCH (c:Customer {kind: 'private', tradeAccount: true}) RETURN c.name"),
    ("clients in Castlemere", "MATCH (c:Customer {town: 'Castlemere'}) RETURN c.name"),
    ("Customers with no credit limit set", "MATCH (c:Customer) WHERE c.creditLimitEur IS NULL RETURN c.name"),
    ("customers who've been with us since before 2008", "MATCH (c:Customer) WHERE c.customerSince < 2008 RETURN c.name"),
    ("customers on a 15k credit limit", "MATCH (c:Customer {creditLimitEur: 15000}) RETURN c.name"),
    ("who joined as customers in 2022 or 2023", "MATCH (c:Customer) WHERE c.customerSince IN [2022, 2023] RETURN c.name"),
    ("is Ptolemy Harcastle a private customer or an organisation", "MATCH (c:Customer {name: 'Ptolemy Harcastle'}) RETURN c.kind"),
    ("what car is chassis TH48-1207", "MATCH (c:Car {chassisNo: 'TH48-1207'}) RETURN c.model"),
    ("year of car MA61-8550", "MATCH (c:Car {chassisNo: 'MA61-8550'}) RETURN c.year"),
    ("colour of AL72-4177", "MATCH (c:Car {chassisNo: 'AL72-4177'}) RETURN c.colour"),
    ("what's the mileage on RA65-9469", "MATCH (c:Car {chassisNo: 'RA65-9469'}) RETURN c.mileage"),
    ("is PE38-7860 matching numbers", "MATCH (c:Car {chassisNo: 'PE38-7860'}) RETURN c.matchingNumbers"),
    ("is AL70-5722 a left hooker", "MATCH (c:Car {chassisNo: 'AL70-5722'}) RETURN c.lhd"),
    ("left-hand-drive cars on our books", "MATCH (c:Car) WHERE c.lhd RETURN c.chassisNo"),
    ("chassis numbers of the Thackery Tourers", "MATCH (c:Car {model: 'Thackery Tourer'}) RETURN c.chassisNo"),
    ("Which cars have no mileage recorded", "MATCH (c:Car) WHERE c.mileage IS NULL RETURN c.chassisNo"),
    ("cars built before 1945", "MATCH (c:Car) WHERE c.year < 1945 RETURN c.chassisNo"),
    ("primrose cars", "MATCH (c:Car {colour: 'primrose'}) RETURN c.chassisNo"),
    ("which Alcott GTs are silver birch", "MATCH (c:Car {model: 'Alcott GT', colour: 'silver birch'}) RETURN c.chassisNo"),
    ("cars under 30,000 miles", "MATCH (c:Car) WHERE c.mileage < 30000 RETURN c.chassisNo"),
    ("what body style is the Ravensby Estate", "MATCH (c:Car {model: 'Ravensby Estate'}) RETURN DISTINCT c.bodyStyle"),
    ("Who makes the Sedanca?", "MATCH (c:Car {model: 'Penhaligon Sedanca'}) RETURN DISTINCT c.make"),
    ("roadsters from the sixties", "MATCH (c:Car {bodyStyle: 'roadster'}) WHERE c.year >= 1960 AND c.year < 1970 RETURN c.chassisNo"),
    ("matching-numbers Marlow Kestrels", "MATCH (c:Car {model: 'Marlow Kestrel', matchingNumbers: true}) RETURN c.chassisNo"),
    ("how old is MA58-9712 as of 2025", "MATCH (c:Car {chassisNo: 'MA58-9712'}) RETURN 2025 - c.year"),
    ("model and year of PE41-9572", "MATCH (c:Car {chassisNo: 'PE41-9572'}) RETURN c.model, c.year"),
    ("what type of job is HV25-818", "MATCH (j:Job {jobNo: 'HV25-818'}) RETURN j.type"),
    ("status of job HV24-861", "MATCH (j:Job {jobNo: 'HV24-861'}) RETURN j.status"),
    ("when was HV25-441 opened", "MATCH (j:Job {jobNo: 'HV25-441'}) RETURN j.openedOn"),
    ("due date on HV24-433", "MATCH (j:Job {jobNo: 'HV24-433'}) RETURN j.dueOn"),
    ("when did we finish HV25-635", "MATCH (j:Job {jobNo: 'HV25-635'}) RETURN j.completedOn"),
    ("fee for HV24-144", "MATCH (j:Job {jobNo: 'HV24-144'}) RETURN j.feeEur"),
    ("quoted hours on HV25-600", "MATCH (j:Job {jobNo: 'HV25-600'}) RETURN j.quotedHours"),
    ("tags on HV25-156", "MATCH (j:Job {jobNo: 'HV25-156'}) RETURN j.tags"),
    ("Is HV24-853 an insurance claim?", "MATCH (j:Job {jobNo: 'HV24-853'}) RETURN j.insuranceClaim"),
    ("is HV25-723 a concours job", "MATCH (j:Job {jobNo: 'HV25-723'}) RETURN j:Concours"),
    ("Is HV24-199 down as concours?", "MATCH (j:Job {jobNo: 'HV24-199'}) RETURN j:Concours"),
    ("does HV25-317 need an MOT", "MATCH (j:Job {jobNo: 'HV25-317'}) RETURN j.motRequired"),
    ("jobs awaiting parts", "MATCH (j:Job {status: 'awaiting parts'}) RETURN j.jobNo"),
    ("which jobs were cancelled", "MATCH (j:Job {status: 'cancelled'}) RETURN j.jobNo"),
    ("concours jobs", "MATCH (j:Concours) RETURN j.jobNo"),
    ("jobs still in progress", "MATCH (j:Job {status: 'in progress'}) RETURN j.jobNo"),
    ("full restorations opened in 2025", "MATCH (j:Job {type: 'full restoration'}) WHERE j.openedOn.year = 2025 RETURN j.jobNo"),
    ("jobs opened in march 2025", "MATCH (j:Job) WHERE j.openedOn.year = 2025 AND j.openedOn.month = 3 RETURN j.jobNo"),
    ("Which jobs were finished after their due date, completed between April and June 2025?", "MATCH (j:Job) WHERE j.completedOn > j.dueOn AND j.completedOn >= date('2025-04-01') AND j.completedOn <= date('2025-06-30') RETURN j.jobNo"),
    ("rewires finished early", "MATCH (j:Job {type: 'rewire'}) WHERE j.completedOn < j.dueOn RETURN j.jobNo"),
    ("jobs tagged barn find", "MATCH (j:Job) WHERE 'barn find' IN j.tags RETURN j.jobNo"),
    ("jobs tagged both rust and insurance work", "MATCH (j:Job) WHERE 'rust' IN j.tags AND 'insurance work' IN j.tags RETURN j.jobNo"),
    ("which jobs have no tags", "MATCH (j:Job) WHERE j.tags IS NULL RETURN j.jobNo"),
    ("jobs with fees above 20k", "MATCH (j:Job) WHERE j.feeEur > 20000 RETURN j.jobNo"),
    ("services that needed an MOT", "MATCH (j:Job {type: 'service', motRequired: true}) RETURN j.jobNo"),
    ("jobs quoted at under 10 hours", "MATCH (j:Job) WHERE j.quotedHours < 10 RETURN j.jobNo"),
    ("how many days late was HV25-818", "MATCH (j:Job {jobNo: 'HV25-818'}) RETURN duration.inDays(j.dueOn, j.completedOn).days"),
    ("how many days were allowed for HV24-199 from opening to due", "MATCH (j:Job {jobNo: 'HV24-199'}) RETURN duration.inDays(j.openedOn, j.dueOn).days"),
    ("how long did HV24-102 take start to finish in days", "MATCH (j:Job {jobNo: 'HV24-102'}) RETURN duration.inDays(j.openedOn, j.completedOn).days"),
    ("jobs opened on 18 October 2024", "MATCH (j:Job) WHERE j.openedOn = date('2024-10-18') RETURN j.jobNo"),
    ("anything due on the 6th of June 2025", "MATCH (j:Job) WHERE j.dueOn = date('2025-06-06') RETURN j.jobNo"),
    ("jobs completed on 13 November 2025", "MATCH (j:Job) WHERE j.completedOn = date('2025-11-13') RETURN j.jobNo"),
    ("was HV25-294 completed on time", "MATCH (j:Job {jobNo: 'HV25-294'}) RETURN j.completedOn <= j.dueOn"),
    ("jobs on hold", "MATCH (j:Job {status: 'on hold'}) RETURN j.jobNo"),
    ("type and status of HV24-749", "MATCH (j:Job {jobNo: 'HV24-749'}) RETURN j.type, j.status"),
]

RELATIONSHIP: list = []

ORDERING: list = []

AGGREGATE: list = []

UNANSWERABLE: list = []



def questions() -> list[dict]:
    out: list[dict] = []
    groups = [("property", PROPERTY), ("relationship", RELATIONSHIP), ("ordering", ORDERING), ("aggregate", AGGREGATE)]
    for category, items in groups:
        for item in items:
            q = {"question": item[0], "cypher": item[1], "category": category}
            if len(item) > 2:
                q["tie"] = item[2]
            out.append(q)
    for text in UNANSWERABLE:
        out.append({"question": text, "cypher": "", "category": "unanswerable"})
    for i, q in enumerate(out, 1):
        q["id"] = f"p35_{i:03d}"
    return [{"id": q["id"], **{k: v for k, v in q.items() if k != "id"}} for q in out]
