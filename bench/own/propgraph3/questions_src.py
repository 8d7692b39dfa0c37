"""Questions and gold Cypher for the Tallis Health hospital network graph (graph.json), written by hand.

Each entry: id, question, cypher, category; top-k questions also carry `tie`: (query returning the sort keys in
order, k) so make_gold.py can check that places k and k+1 differ. Unanswerable questions have an empty cypher.
"""

PN = "p.firstName + ' ' + p.lastName"

_RAW = [
    # ------------------------------------------------------------------ lookup
    ("lookup", "Which hospital is the Psychiatry department part of?",
     "MATCH (:Department {title: 'Psychiatry'})-[:PART_OF]->(h:Hospital) RETURN h.name"),
    ("lookup", "who heads neurology at lakemere",
     "MATCH (d:Department {title: 'Neurology'})-[:PART_OF]->(:Hospital {name: 'Lakemere University Hospital'}) "
     "MATCH (d)-[:HEADED_BY]->(doc:Doctor) RETURN doc.fullName"),
    ("lookup", "Hamza Zielinski is head of department at which hospitals?",
     "MATCH (d:Department)-[:HEADED_BY]->(:Doctor {fullName: 'Hamza Zielinski'}) "
     "MATCH (d)-[:PART_OF]->(h:Hospital) RETURN DISTINCT h.name"),
    ("lookup", "Which departments does Kasimir Quennell work in, and at which hospital?",
     "MATCH (:Doctor {fullName: 'Kasimir Quennell'})-[:WORKS_IN]->(d:Department)-[:PART_OF]->(h:Hospital) "
     "RETURN d.title, h.name"),
    ("lookup", "Which doctor saw the patient at appointment AP-25-0155?",
     "MATCH (:Appointment {ref: 'AP-25-0155'})-[:HANDLED_BY]->(d:Doctor) RETURN d.fullName"),
    ("lookup", "who booked AP-24-0021",
     f"MATCH (p:Patient)-[:BOOKED]->(:Appointment {{ref: 'AP-24-0021'}}) RETURN {PN}"),
    ("lookup", "What conditions has Greer Ostrowski been diagnosed with?",
     "MATCH (:Patient {firstName: 'Greer', lastName: 'Ostrowski'})-[:HAS_CONDITION]->(c:Condition) RETURN c.term"),
    ("lookup", "Which insurance plans is Ronan Cassidy on?",
     "MATCH (:Patient {firstName: 'Ronan', lastName: 'Cassidy'})-[:COVERED_BY]->(pl:InsurancePlan) "
     "RETURN pl.planName"),
    ("lookup", "what is Vastoril used for",
     "MATCH (:Drug {brandName: 'Vastoril'})-[:TREATS]->(c:Condition) RETURN c.term"),
    ("lookup", "Which medications are used to treat asthma?",
     "MATCH (d:Drug)-[:TREATS]->(:Condition {term: 'Asthma'}) RETURN d.brandName"),
    ("lookup", "Which insurance plans does St. Brigid's take?",
     "MATCH (:Hospital {name: \"St. Brigid's Hospital\"})-[:ACCEPTS]->(pl:InsurancePlan) RETURN pl.planName"),
    ("lookup", "What was prescribed at appointment AP-25-0240?",
     "MATCH (:Appointment {ref: 'AP-25-0240'})-[:PRESCRIBED]->(d:Drug) RETURN d.brandName"),
    ("lookup", "In which department did AP-25-0166 take place?",
     "MATCH (:Appointment {ref: 'AP-25-0166'})-[:HELD_IN]->(d:Department) RETURN d.title"),
    ("lookup", "Who runs the dermatology dept at Northvale General?",
     "MATCH (d:Department {title: 'Dermatology'})-[:PART_OF]->(:Hospital {name: 'Northvale General'}) "
     "MATCH (d)-[:HEADED_BY]->(doc:Doctor) RETURN doc.fullName"),
    ("lookup", "list the endocrinologists",
     "MATCH (doc:Doctor)-[:WORKS_IN]->(:Department {title: 'Endocrinology'}) RETURN doc.fullName"),
    ("lookup", "Which hospitals accept the Meridian Essential plan?",
     "MATCH (h:Hospital)-[:ACCEPTS]->(:InsurancePlan {planName: 'Meridian Essential'}) RETURN h.name"),
    ("lookup", "Which patients suffer from atrial fibrillation?",
     f"MATCH (p:Patient)-[:HAS_CONDITION]->(:Condition {{term: 'Atrial fibrillation'}}) RETURN {PN}"),
    ("lookup", "Who has been booked in with Dr Brigitte Whelan?",
     f"MATCH (p:Patient)-[:BOOKED]->(:Appointment)-[:HANDLED_BY]->(:Doctor {{fullName: 'Brigitte Whelan'}}) "
     f"RETURN DISTINCT {PN}"),
    ("lookup", "which dept is Dr Pavel Brannigan in",
     "MATCH (:Doctor {fullName: 'Pavel Brannigan'})-[:WORKS_IN]->(d:Department) RETURN d.title"),
    ("lookup", "Emeric Jaskolski heads which department?",
     "MATCH (d:Department)-[:HEADED_BY]->(:Doctor {fullName: 'Emeric Jaskolski'}) RETURN d.title"),
    ("lookup", "Show me the departments at Northvale General",
     "MATCH (d:Department)-[:PART_OF]->(:Hospital {name: 'Northvale General'}) RETURN d.title"),
    ("lookup", "what insurance does Dora Ahearn have",
     "MATCH (:Patient {firstName: 'Dora', lastName: 'Ahearn'})-[:COVERED_BY]->(pl:InsurancePlan) RETURN pl.planName"),
    ("lookup", "Which conditions is Cortisyn indicated for?",
     "MATCH (:Drug {brandName: 'Cortisyn'})-[:TREATS]->(c:Condition) RETURN c.term"),
    ("multihop", "Which doctors work at Harrowgate Community Hospital?",
     "MATCH (doc:Doctor)-[:WORKS_IN]->(:Department)-[:PART_OF]->(:Hospital {name: 'Harrowgate Community Hospital'}) "
     "RETURN DISTINCT doc.fullName"),
    ("multihop", "Which hospitals has Agnes Larkin been seen at?",
     "MATCH (:Patient {firstName: 'Agnes', lastName: 'Larkin'})-[:BOOKED]->(:Appointment)-[:HELD_IN]->(:Department)"
     "-[:PART_OF]->(h:Hospital) RETURN DISTINCT h.name"),
    ("multihop", "who is the head of the department where AP-24-0034 was held",
     "MATCH (:Appointment {ref: 'AP-24-0034'})-[:HELD_IN]->(:Department)-[:HEADED_BY]->(doc:Doctor) "
     "RETURN doc.fullName"),
    ("multihop", "What insurance plans are accepted at the hospital where Pavel Ekwueme works?",
     "MATCH (:Doctor {fullName: 'Pavel Ekwueme'})-[:WORKS_IN]->(:Department)-[:PART_OF]->(h:Hospital) "
     "MATCH (h)-[:ACCEPTS]->(pl:InsurancePlan) RETURN DISTINCT pl.planName"),
    ("multihop", "What medicines has Liam Walsh been given?",
     "MATCH (:Patient {firstName: 'Liam', lastName: 'Walsh'})-[:BOOKED]->(:Appointment)-[:PRESCRIBED]->(d:Drug) "
     "RETURN DISTINCT d.brandName"),
    ("multihop", "Which patients have been prescribed a migraine drug?",
     f"MATCH (p:Patient)-[:BOOKED]->(:Appointment)-[:PRESCRIBED]->(:Drug)-[:TREATS]->(:Condition {{term: 'Migraine'}}) "
     f"RETURN DISTINCT {PN}"),
    ("multihop", "Which doctors have prescribed Ocremab?",
     "MATCH (doc:Doctor)<-[:HANDLED_BY]-(:Appointment)-[:PRESCRIBED]->(:Drug {brandName: 'Ocremab'}) "
     "RETURN DISTINCT doc.fullName"),
    ("multihop", "At which hospitals has Thromvane been prescribed?",
     "MATCH (h:Hospital)<-[:PART_OF]-(:Department)<-[:HELD_IN]-(:Appointment)-[:PRESCRIBED]->"
     "(:Drug {brandName: 'Thromvane'}) RETURN DISTINCT h.name"),
    ("multihop", "In which towns has Cathal Bergstrom had appointments?",
     "MATCH (:Patient {firstName: 'Cathal', lastName: 'Bergstrom'})-[:BOOKED]->(:Appointment)-[:HELD_IN]->"
     "(:Department)-[:PART_OF]->(h:Hospital) RETURN DISTINCT h.city"),
    ("multihop", "Who works alongside Wren Gallacher in her department?",
     "MATCH (:Doctor {fullName: 'Wren Gallacher'})-[:WORKS_IN]->(d:Department)<-[:WORKS_IN]-(doc:Doctor) "
     "WHERE doc.fullName <> 'Wren Gallacher' RETURN DISTINCT doc.fullName"),
    ("multihop", "Which insurers cover the patients seen in psychiatry?",
     "MATCH (pl:InsurancePlan)<-[:COVERED_BY]-(:Patient)-[:BOOKED]->(:Appointment)-[:HELD_IN]->"
     "(:Department {title: 'Psychiatry'}) RETURN DISTINCT pl.insurer"),
    ("multihop", "which doctors have treated patients who have multiple sclerosis",
     "MATCH (:Condition {term: 'Multiple sclerosis'})<-[:HAS_CONDITION]-(:Patient)-[:BOOKED]->"
     "(:Appointment {status: 'completed'})-[:HANDLED_BY]->(doc:Doctor) RETURN DISTINCT doc.fullName"),
    ("multihop", "Where did Vera Ustinov go for emergency care?",
     "MATCH (:Patient {firstName: 'Vera', lastName: 'Ustinov'})-[:BOOKED]->(a:Appointment {kind: 'emergency'})"
     "-[:HELD_IN]->(:Department)-[:PART_OF]->(h:Hospital) RETURN DISTINCT h.name"),
    # ------------------------------------------------------------------ property
    ("property", "When did Lakemere University Hospital open?",
     "MATCH (h:Hospital {name: 'Lakemere University Hospital'}) RETURN h.openedOn"),
    ("property", "how many beds has St Brigid's got",
     "MATCH (h:Hospital {name: \"St. Brigid's Hospital\"}) RETURN h.bedCount"),
    ("property", "What's Keziah Falkner's consultation fee?",
     "MATCH (d:Doctor {fullName: 'Keziah Falkner'}) RETURN d.consultFeeEur"),
    ("property", "what languages does dr anselm gallacher speak",
     "MATCH (d:Doctor {fullName: 'Anselm Gallacher'}) RETURN d.languages"),
    ("property", "Which operations does Lorcan Nakashima do?",
     "MATCH (d:Surgeon {fullName: 'Lorcan Nakashima'}) RETURN d.procedures"),
    ("property", "What is Halina Nakashima's staff number?",
     "MATCH (d:Doctor {fullName: 'Halina Nakashima'}) RETURN d.staffId"),
    ("property", "When was Jarek Moretti born?",
     "MATCH (p:Patient {firstName: 'Jarek', lastName: 'Moretti'}) RETURN p.dateOfBirth"),
    ("property", "blood group of patient MRN-42468?",
     "MATCH (p:Patient {mrn: 'MRN-42468'}) RETURN p.bloodType"),
    ("property", "What's the ICD-10 code for epilepsy?",
     "MATCH (c:Condition {term: 'Epilepsy'}) RETURN c.icd10"),
    ("property", "Keplora - what's the generic name?",
     "MATCH (d:Drug {brandName: 'Keplora'}) RETURN d.genericName"),
    ("property", "How much does one unit of Ocremab cost?",
     "MATCH (d:Drug {brandName: 'Ocremab'}) RETURN d.unitPriceEur"),
    ("property", "What are the side effects of Carbovix?",
     "MATCH (d:Drug {brandName: 'Carbovix'}) RETURN d.sideEffects"),
    ("property", "monthly premium for CareWell Gold?",
     "MATCH (pl:InsurancePlan {planName: 'CareWell Gold'}) RETURN pl.monthlyPremiumEur"),
    ("property", "What percentage of costs does Meridian Plus cover?",
     "MATCH (pl:InsurancePlan {planName: 'Meridian Plus'}) RETURN pl.coveragePct"),
    ("property", "Which floor is oncology on?",
     "MATCH (d:Department {title: 'Oncology'}) RETURN d.floor"),
    ("property", "What was charged for appointment AP-24-0225?",
     "MATCH (a:Appointment {ref: 'AP-24-0225'}) RETURN a.feeEur"),
    ("property", "Why was AP-25-0266 cancelled?",
     "MATCH (a:Appointment {ref: 'AP-25-0266'}) RETURN a.cancelReason"),
    ("property", "How many minutes did AP-25-0147 last?",
     "MATCH (a:Appointment {ref: 'AP-25-0147'}) RETURN a.durationMin"),
    ("property", "What trauma level is Northvale General?",
     "MATCH (h:Hospital {name: 'Northvale General'}) RETURN h.traumaLevel"),
    ("property", "Since when has Kasimir Quennell been working in orthopaedics at Northvale General?",
     "MATCH (:Doctor {fullName: 'Kasimir Quennell'})-[w:WORKS_IN]->(:Department {title: 'Orthopaedics'})"
     "-[:PART_OF]->(:Hospital {name: 'Northvale General'}) RETURN w.since"),
    ("property", "What fraction of full time does Keziah Haverkamp work at Lakemere?",
     "MATCH (:Doctor {fullName: 'Keziah Haverkamp'})-[w:WORKS_IN]->(:Department)-[:PART_OF]->"
     "(:Hospital {name: 'Lakemere University Hospital'}) RETURN w.fte"),
    ("property", "When was Greer Ostrowski diagnosed with breast cancer?",
     "MATCH (:Patient {firstName: 'Greer', lastName: 'Ostrowski'})-[r:HAS_CONDITION]->"
     "(:Condition {term: 'Breast cancer'}) RETURN r.diagnosedOn"),
    ("property", "how bad is Liam Walsh's psoriasis",
     "MATCH (:Patient {firstName: 'Liam', lastName: 'Walsh'})-[r:HAS_CONDITION]->(:Condition {term: 'Psoriasis'}) "
     "RETURN r.severity"),
    ("property", "What is Ronan Cassidy's CareWell Gold membership number?",
     "MATCH (:Patient {firstName: 'Ronan', lastName: 'Cassidy'})-[r:COVERED_BY]->"
     "(:InsurancePlan {planName: 'CareWell Gold'}) RETURN r.memberNo"),
    ("property", "How was appointment AP-25-0149 booked - phone, online or referral?",
     "MATCH (:Patient)-[b:BOOKED]->(:Appointment {ref: 'AP-25-0149'}) RETURN b.channel"),
    ("property", "What dose of Cardexa was prescribed at AP-25-0155 (mg)?",
     "MATCH (:Appointment {ref: 'AP-25-0155'})-[r:PRESCRIBED]->(:Drug {brandName: 'Cardexa'}) RETURN r.dosageMg"),
    ("property", "Is Vastoril a first-line treatment for essential hypertension?",
     "MATCH (:Drug {brandName: 'Vastoril'})-[r:TREATS]->(:Condition {term: 'Essential hypertension'}) "
     "RETURN r.firstLine"),
    ("property", "Since when has Emeric Jaskolski headed obstetrics?",
     "MATCH (:Department {title: 'Obstetrics'})-[r:HEADED_BY]->(:Doctor {fullName: 'Emeric Jaskolski'}) "
     "RETURN r.since"),
    ("property", "which room was AP-24-0028 in",
     "MATCH (:Appointment {ref: 'AP-24-0028'})-[r:HELD_IN]->(:Department) RETURN r.room"),
    ("property", "Is CareWell Gold a preferred or standard plan at Northvale General?",
     "MATCH (:Hospital {name: 'Northvale General'})-[r:ACCEPTS]->(:InsurancePlan {planName: 'CareWell Gold'}) "
     "RETURN r.networkTier"),
    ("property", "How many refills came with the Migrastop from AP-25-0256?",
     "MATCH (:Appointment {ref: 'AP-25-0256'})-[r:PRESCRIBED]->(:Drug {brandName: 'Migrastop'}) RETURN r.refills"),
    # ------------------------------------------------------------------ filter
    ("filter", "Which hospitals have no emergency department?",
     "MATCH (h:Hospital) WHERE h.hasEmergency = false RETURN h.name"),
    ("filter", "doctors who speak polish",
     "MATCH (d:Doctor) WHERE 'Polish' IN d.languages RETURN d.fullName"),
    ("filter", "Which surgeons are in theatre more than 15 hours a week?",
     "MATCH (d:Surgeon) WHERE d.theatreHoursPerWeek > 15 RETURN d.fullName"),
    ("filter", "List doctors who qualified before 1990.",
     "MATCH (d:Doctor) WHERE d.yearQualified < 1990 RETURN d.fullName"),
    ("filter", "Which patients were born in 2020 or later?",
     f"MATCH (p:Patient) WHERE p.dateOfBirth >= date('2020-01-01') RETURN {PN}"),
    ("filter", "Which drugs cost more than €10 per unit?",
     "MATCH (d:Drug) WHERE d.unitPriceEur > 10 RETURN d.brandName"),
    ("filter", "what can you get without a prescription",
     "MATCH (d:Drug) WHERE d.prescriptionOnly = false RETURN d.brandName"),
    ("filter", "patients with a latex allergy",
     f"MATCH (p:Patient) WHERE 'latex' IN p.allergies RETURN {PN}"),
    ("filter", "What appointments are booked for January 2026?",
     "MATCH (a:Appointment) WHERE a.scheduledOn >= date('2026-01-01') AND a.scheduledOn < date('2026-02-01') "
     "RETURN a.ref"),
    ("filter", "Which video/telehealth appointments got cancelled?",
     "MATCH (a:Appointment) WHERE a.telehealth = true AND a.status = 'cancelled' RETURN a.ref"),
    ("filter", "Which departments have more than 40 beds?",
     "MATCH (d:Department)-[:PART_OF]->(h:Hospital) WHERE d.beds > 40 RETURN d.title, h.name"),
    ("filter", "Which insurance plans include dental cover?",
     "MATCH (pl:InsurancePlan) WHERE pl.coversDental = true RETURN pl.planName"),
    ("filter", "plans under 50 euro a month",
     "MATCH (pl:InsurancePlan) WHERE pl.monthlyPremiumEur < 50 RETURN pl.planName"),
    ("filter", "Which doctors work half-time or less in at least one department?",
     "MATCH (d:Doctor)-[w:WORKS_IN]->(:Department) WHERE w.fte <= 0.5 RETURN DISTINCT d.fullName"),
    ("filter", "Who was given a severe diagnosis in 2025?",
     f"MATCH (p:Patient)-[r:HAS_CONDITION]->(:Condition) WHERE r.severity = 'severe' AND r.diagnosedOn.year = 2025 "
     f"RETURN DISTINCT {PN}"),
    ("filter", "Which hospitals have Harbour Family Cover as a preferred plan?",
     "MATCH (h:Hospital)-[r:ACCEPTS]->(:InsurancePlan {planName: 'Harbour Family Cover'}) "
     "WHERE r.networkTier = 'preferred' RETURN h.name"),
    ("filter", "Which doctors started in their department in 2024?",
     "MATCH (d:Doctor)-[w:WORKS_IN]->(:Department) WHERE w.since.year = 2024 RETURN DISTINCT d.fullName"),
    ("filter", "smokers with asthma?",
     f"MATCH (p:Patient)-[:HAS_CONDITION]->(:Condition {{term: 'Asthma'}}) WHERE p.smoker = true RETURN {PN}"),
    ("filter", "Which emergency visits lasted two hours or longer?",
     "MATCH (a:Appointment {kind: 'emergency'}) WHERE a.durationMin >= 120 RETURN a.ref"),
    ("filter", "Which drugs come as inhalers?",
     "MATCH (d:Drug) WHERE d.form = 'inhaler' RETURN d.brandName"),
    ("filter", "Which conditions aren't chronic?",
     "MATCH (c:Condition) WHERE c.chronic = false RETURN c.term"),
    ("filter", "Which completed appointments were billed at over 1000 euros?",
     "MATCH (a:Appointment) WHERE a.status = 'completed' AND a.feeEur > 1000 RETURN a.ref"),
    ("filter", "Which doctors are taking new patients and speak Arabic?",
     "MATCH (d:Doctor) WHERE d.acceptingNewPatients = true AND 'Arabic' IN d.languages RETURN d.fullName"),
    ("filter", "patients with blood type AB+ who smoke",
     f"MATCH (p:Patient) WHERE p.bloodType = 'AB+' AND p.smoker = true RETURN {PN}"),
    ("filter", "Which hospitals are rated 4.0 or higher?",
     "MATCH (h:Hospital) WHERE h.rating >= 4.0 RETURN h.name"),
    ("filter", "Which appointments at St. Brigid's were booked by referral?",
     "MATCH (:Patient)-[b:BOOKED]->(a:Appointment)-[:HELD_IN]->(:Department)-[:PART_OF]->"
     "(:Hospital {name: \"St. Brigid's Hospital\"}) WHERE b.channel = 'referral' RETURN a.ref"),
    # ------------------------------------------------------------------ aggregate
    ("aggregate", "How many patients are there?", "MATCH (p:Patient) RETURN count(p)"),
    ("aggregate", "how many no-shows have there been",
     "MATCH (a:Appointment {status: 'no-show'}) RETURN count(a)"),
    ("aggregate", "How many doctors work at Lakemere University Hospital?",
     "MATCH (d:Doctor)-[:WORKS_IN]->(:Department)-[:PART_OF]->(:Hospital {name: 'Lakemere University Hospital'}) "
     "RETURN count(DISTINCT d)"),
    ("aggregate", "How many surgeons does the network have?", "MATCH (s:Surgeon) RETURN count(s)"),
    ("aggregate", "Total fees from completed appointments in cardiology at Northvale General?",
     "MATCH (a:Appointment {status: 'completed'})-[:HELD_IN]->(:Department {title: 'Cardiology'})-[:PART_OF]->"
     "(:Hospital {name: 'Northvale General'}) RETURN round(sum(a.feeEur), 2)"),
    ("aggregate", "What's the average consultation fee of emergency medicine doctors? (2 decimals)",
     "MATCH (d:Doctor)-[:WORKS_IN]->(:Department {title: 'Emergency Medicine'}) "
     "WITH DISTINCT d RETURN round(avg(d.consultFeeEur), 2)"),
    ("aggregate", "On average how long does an emergency visit take, in minutes (1 decimal)?",
     "MATCH (a:Appointment {kind: 'emergency'}) RETURN round(avg(a.durationMin), 1)"),
    ("aggregate", "How many patients have no health insurance at all?",
     "MATCH (p:Patient) WHERE NOT (p)-[:COVERED_BY]->() RETURN count(p)"),
    ("aggregate", "number of patients per blood group",
     "MATCH (p:Patient) WHERE p.bloodType IS NOT NULL RETURN p.bloodType, count(p)"),
    ("aggregate", "how many appointments has each hospital had",
     "MATCH (a:Appointment)-[:HELD_IN]->(:Department)-[:PART_OF]->(h:Hospital) RETURN h.name, count(a)"),
    ("aggregate", "How many different patients has Saoirse Thorvaldsen seen?",
     "MATCH (p:Patient)-[:BOOKED]->(:Appointment)-[:HANDLED_BY]->(:Doctor {fullName: 'Saoirse Thorvaldsen'}) "
     "RETURN count(DISTINCT p)"),
    ("aggregate", "What's the earliest date of birth among the patients?",
     "MATCH (p:Patient) RETURN min(p.dateOfBirth)"),
    ("aggregate", "When was the first appointment in the oncology department?",
     "MATCH (a:Appointment)-[:HELD_IN]->(:Department {title: 'Oncology'}) RETURN min(a.scheduledOn)"),
    ("aggregate", "total bed count across all hospitals", "MATCH (h:Hospital) RETURN sum(h.bedCount)"),
    ("aggregate", "How many departments does each hospital have?",
     "MATCH (d:Department)-[:PART_OF]->(h:Hospital) RETURN h.name, count(d)"),
    ("aggregate", "Average monthly premium of the CareWell plans?",
     "MATCH (pl:InsurancePlan {insurer: 'CareWell'}) RETURN round(avg(pl.monthlyPremiumEur), 2)"),
    ("aggregate", "How many conditions does Una Bergstrom have?",
     "MATCH (:Patient {firstName: 'Una', lastName: 'Bergstrom'})-[r:HAS_CONDITION]->() RETURN count(r)"),
    ("aggregate", "how many times has Amoxidan been prescribed",
     "MATCH (:Appointment)-[r:PRESCRIBED]->(:Drug {brandName: 'Amoxidan'}) RETURN count(r)"),
    ("aggregate", "How many different drugs has Dr. Saoirse Thorvaldsen prescribed?",
     "MATCH (:Doctor {fullName: 'Saoirse Thorvaldsen'})<-[:HANDLED_BY]-(:Appointment)-[:PRESCRIBED]->(d:Drug) "
     "RETURN count(DISTINCT d)"),
    ("aggregate", "Count the telehealth appointments in 2025.",
     "MATCH (a:Appointment) WHERE a.telehealth = true AND a.scheduledOn.year = 2025 RETURN count(a)"),
    ("aggregate", "How much has been charged for no-shows in total?",
     "MATCH (a:Appointment {status: 'no-show'}) RETURN sum(a.feeEur)"),
    ("aggregate", "how many patients are allergic to peanuts",
     "MATCH (p:Patient) WHERE 'peanuts' IN p.allergies RETURN count(p)"),
    ("aggregate", "Break down the cancellations by reason.",
     "MATCH (a:Appointment {status: 'cancelled'}) RETURN a.cancelReason, count(a)"),
    ("aggregate", "On average how many refills are given with Paracet? Round to 2 places.",
     "MATCH (:Appointment)-[r:PRESCRIBED]->(:Drug {brandName: 'Paracet'}) RETURN round(avg(r.refills), 2)"),
    ("aggregate", "How many appointments are there in each status?",
     "MATCH (a:Appointment) RETURN a.status, count(a)"),
    ("aggregate", "How many languages does Anselm Gallacher speak?",
     "MATCH (d:Doctor {fullName: 'Anselm Gallacher'}) RETURN size(d.languages)"),
    ("aggregate", "How many patients have two insurance plans?",
     "MATCH (p:Patient)-[:COVERED_BY]->(pl:InsurancePlan) WITH p, count(pl) AS n WHERE n = 2 RETURN count(p)"),
    ("aggregate", "number of Irish-speaking doctors",
     "MATCH (d:Doctor) WHERE 'Irish' IN d.languages RETURN count(d)"),
    ("aggregate", "What's the average weekly theatre time of the surgeons at St. Brigid's?",
     "MATCH (s:Surgeon)-[:WORKS_IN]->(:Department)-[:PART_OF]->(:Hospital {name: \"St. Brigid's Hospital\"}) "
     "WITH DISTINCT s RETURN avg(s.theatreHoursPerWeek)"),
    ("aggregate", "How many days' supply of Migrastop has been prescribed altogether?",
     "MATCH (:Appointment)-[r:PRESCRIBED]->(:Drug {brandName: 'Migrastop'}) RETURN sum(r.days)"),
    # ------------------------------------------------------------------ topk
    ("topk", "Which doctors charge the highest consultation fee?",
     "MATCH (d:Doctor) WITH max(d.consultFeeEur) AS top MATCH (d:Doctor) WHERE d.consultFeeEur = top "
     "RETURN d.fullName"),
    ("topk", "Which two doctors qualified the earliest?",
     "MATCH (d:Doctor) RETURN d.fullName ORDER BY d.yearQualified ASC LIMIT 2",
     ("MATCH (d:Doctor) RETURN d.yearQualified ORDER BY d.yearQualified ASC", 2)),
    ("topk", "biggest hospital by beds?",
     "MATCH (h:Hospital) RETURN h.name ORDER BY h.bedCount DESC LIMIT 1",
     ("MATCH (h:Hospital) RETURN h.bedCount ORDER BY h.bedCount DESC", 1)),
    ("topk", "What's the most expensive drug?",
     "MATCH (d:Drug) RETURN d.brandName ORDER BY d.unitPriceEur DESC LIMIT 1",
     ("MATCH (d:Drug) RETURN d.unitPriceEur ORDER BY d.unitPriceEur DESC", 1)),
    ("topk", "which patient has had the most appointments cancelled",
     f"MATCH (p:Patient)-[:BOOKED]->(a:Appointment {{status: 'cancelled'}}) WITH p, count(a) AS n "
     f"RETURN {PN} ORDER BY n DESC LIMIT 1",
     ("MATCH (p:Patient)-[:BOOKED]->(a:Appointment {status: 'cancelled'}) WITH p, count(a) AS n "
      "RETURN n ORDER BY n DESC", 1)),
    ("topk", "Top 3 doctors by number of completed appointments",
     "MATCH (a:Appointment {status: 'completed'})-[:HANDLED_BY]->(d:Doctor) WITH d, count(a) AS n "
     "RETURN d.fullName ORDER BY n DESC LIMIT 3",
     ("MATCH (a:Appointment {status: 'completed'})-[:HANDLED_BY]->(d:Doctor) WITH d, count(a) AS n "
      "RETURN n ORDER BY n DESC", 3)),
    ("topk", "Which department brought in the most fee revenue? Give its code.",
     "MATCH (a:Appointment)-[:HELD_IN]->(d:Department) WHERE a.feeEur IS NOT NULL WITH d, sum(a.feeEur) AS s "
     "RETURN d.code ORDER BY s DESC LIMIT 1",
     ("MATCH (a:Appointment)-[:HELD_IN]->(d:Department) WHERE a.feeEur IS NOT NULL WITH d, sum(a.feeEur) AS s "
      "RETURN s ORDER BY s DESC", 1)),
    ("topk", "who's the oldest patient",
     f"MATCH (p:Patient) RETURN {PN} ORDER BY p.dateOfBirth ASC LIMIT 1",
     ("MATCH (p:Patient) RETURN p.dateOfBirth ORDER BY p.dateOfBirth ASC", 1)),
    ("topk", "Name the youngest patient.",
     f"MATCH (p:Patient) RETURN {PN} ORDER BY p.dateOfBirth DESC LIMIT 1",
     ("MATCH (p:Patient) RETURN p.dateOfBirth ORDER BY p.dateOfBirth DESC", 1)),
    ("topk", "What is the most common condition among our patients?",
     "MATCH (:Patient)-[:HAS_CONDITION]->(c:Condition) WITH c, count(*) AS n RETURN c.term ORDER BY n DESC LIMIT 1",
     ("MATCH (:Patient)-[:HAS_CONDITION]->(c:Condition) WITH c, count(*) AS n RETURN n ORDER BY n DESC", 1)),
    ("topk", "Which drug gets prescribed the most?",
     "MATCH (:Appointment)-[r:PRESCRIBED]->(d:Drug) WITH d, count(r) AS n RETURN d.brandName ORDER BY n DESC LIMIT 1",
     ("MATCH (:Appointment)-[r:PRESCRIBED]->(d:Drug) WITH d, count(r) AS n RETURN n ORDER BY n DESC", 1)),
    ("topk", "Which insurance plan has the most members?",
     "MATCH (:Patient)-[:COVERED_BY]->(pl:InsurancePlan) WITH pl, count(*) AS n "
     "RETURN pl.planName ORDER BY n DESC LIMIT 1",
     ("MATCH (:Patient)-[:COVERED_BY]->(pl:InsurancePlan) WITH pl, count(*) AS n RETURN n ORDER BY n DESC", 1)),
    ("topk", "Which doctor has written the most prescriptions?",
     "MATCH (d:Doctor)<-[:HANDLED_BY]-(:Appointment)-[r:PRESCRIBED]->() WITH d, count(r) AS n "
     "RETURN d.fullName ORDER BY n DESC LIMIT 1",
     ("MATCH (d:Doctor)<-[:HANDLED_BY]-(:Appointment)-[r:PRESCRIBED]->() WITH d, count(r) AS n "
      "RETURN n ORDER BY n DESC", 1)),
    ("topk", "rank the hospitals by rating, best first",
     "MATCH (h:Hospital) RETURN h.name ORDER BY h.rating DESC"),
    ("topk", "Which two surgeons spend the most hours in theatre each week?",
     "MATCH (s:Surgeon) RETURN s.fullName ORDER BY s.theatreHoursPerWeek DESC LIMIT 2",
     ("MATCH (s:Surgeon) RETURN s.theatreHoursPerWeek ORDER BY s.theatreHoursPerWeek DESC", 2)),
    ("topk", "Which doctor has been working in a department the longest?",
     "MATCH (d:Doctor)-[w:WORKS_IN]->(:Department) RETURN d.fullName ORDER BY w.since ASC LIMIT 1",
     ("MATCH (:Doctor)-[w:WORKS_IN]->(:Department) RETURN w.since ORDER BY w.since ASC", 1)),
    ("topk", "newest hospital?",
     "MATCH (h:Hospital) RETURN h.name ORDER BY h.openedOn DESC LIMIT 1",
     ("MATCH (h:Hospital) RETURN h.openedOn ORDER BY h.openedOn DESC", 1)),
    ("topk", "Which 3 patients have been billed the most in total?",
     f"MATCH (p:Patient)-[:BOOKED]->(a:Appointment) WHERE a.feeEur IS NOT NULL WITH p, sum(a.feeEur) AS s "
     f"RETURN {PN} ORDER BY s DESC LIMIT 3",
     ("MATCH (p:Patient)-[:BOOKED]->(a:Appointment) WHERE a.feeEur IS NOT NULL WITH p, sum(a.feeEur) AS s "
      "RETURN s ORDER BY s DESC", 3)),
    ("topk", "Which doctor has seen the most different patients?",
     "MATCH (p:Patient)-[:BOOKED]->(:Appointment)-[:HANDLED_BY]->(d:Doctor) WITH d, count(DISTINCT p) AS n "
     "RETURN d.fullName ORDER BY n DESC LIMIT 1",
     ("MATCH (p:Patient)-[:BOOKED]->(:Appointment)-[:HANDLED_BY]->(d:Doctor) WITH d, count(DISTINCT p) AS n "
      "RETURN n ORDER BY n DESC", 1)),
    ("topk", "cheapest private insurance plan (not the public scheme)",
     "MATCH (pl:InsurancePlan) WHERE pl.planName <> 'Public Health Scheme' "
     "RETURN pl.planName ORDER BY pl.monthlyPremiumEur ASC LIMIT 1",
     ("MATCH (pl:InsurancePlan) WHERE pl.planName <> 'Public Health Scheme' "
      "RETURN pl.monthlyPremiumEur ORDER BY pl.monthlyPremiumEur ASC", 1)),
    ("topk", "Which conditions have the most drugs available to treat them?",
     "MATCH (d:Drug)-[:TREATS]->(c:Condition) WITH c, count(d) AS n WITH max(n) AS top "
     "MATCH (d:Drug)-[:TREATS]->(c:Condition) WITH c, count(d) AS n, top WHERE n = top RETURN c.term"),
    ("topk", "Which hospital employs the most doctors?",
     "MATCH (d:Doctor)-[:WORKS_IN]->(:Department)-[:PART_OF]->(h:Hospital) WITH h, count(DISTINCT d) AS n "
     "RETURN h.name ORDER BY n DESC LIMIT 1",
     ("MATCH (d:Doctor)-[:WORKS_IN]->(:Department)-[:PART_OF]->(h:Hospital) WITH h, count(DISTINCT d) AS n "
      "RETURN n ORDER BY n DESC", 1)),
    ("topk", "What's the most prescribed drug at St. Brigid's?",
     "MATCH (:Hospital {name: \"St. Brigid's Hospital\"})<-[:PART_OF]-(:Department)<-[:HELD_IN]-(:Appointment)"
     "-[r:PRESCRIBED]->(d:Drug) WITH d, count(r) AS n RETURN d.brandName ORDER BY n DESC LIMIT 1",
     ("MATCH (:Hospital {name: \"St. Brigid's Hospital\"})<-[:PART_OF]-(:Department)<-[:HELD_IN]-(:Appointment)"
      "-[r:PRESCRIBED]->(d:Drug) WITH d, count(r) AS n RETURN n ORDER BY n DESC", 1)),
    ("topk", "Which of Lorcan Gallacher's appointments went on the longest?",
     "MATCH (a:Appointment)-[:HANDLED_BY]->(:Doctor {fullName: 'Lorcan Gallacher'}) "
     "WITH max(a.durationMin) AS top MATCH (a:Appointment)-[:HANDLED_BY]->(:Doctor {fullName: 'Lorcan Gallacher'}) "
     "WHERE a.durationMin = top RETURN a.ref"),
    ("topk", "the 3 departments with the most beds",
     "MATCH (d:Department)-[:PART_OF]->(h:Hospital) RETURN d.title, h.name ORDER BY d.beds DESC LIMIT 3",
     ("MATCH (d:Department) RETURN d.beds ORDER BY d.beds DESC", 3)),
    # ------------------------------------------------------------------ exists
    ("exists", "Which departments have no head?",
     "MATCH (d:Department)-[:PART_OF]->(h:Hospital) WHERE NOT (d)-[:HEADED_BY]->() RETURN d.title, h.name"),
    ("exists", "Which patients have never had an appointment?",
     f"MATCH (p:Patient) WHERE NOT (p)-[:BOOKED]->() RETURN {PN}"),
    ("exists", "Are there doctors with no appointments at all? Who?",
     "MATCH (d:Doctor) WHERE NOT ()-[:HANDLED_BY]->(d) RETURN d.fullName"),
    ("exists", "drugs nobody has been prescribed",
     "MATCH (d:Drug) WHERE NOT ()-[:PRESCRIBED]->(d) RETURN d.brandName"),
    ("exists", "Which patients have both asthma and atopic dermatitis?",
     f"MATCH (p:Patient)-[:HAS_CONDITION]->(:Condition {{term: 'Asthma'}}) "
     f"MATCH (p)-[:HAS_CONDITION]->(:Condition {{term: 'Atopic dermatitis'}}) RETURN {PN}"),
    ("exists", "who's been a patient at both Harrowgate and Northvale General",
     f"MATCH (p:Patient) WHERE EXISTS {{ (p)-[:BOOKED]->(:Appointment)-[:HELD_IN]->(:Department)-[:PART_OF]->"
     f"(:Hospital {{name: 'Harrowgate Community Hospital'}}) }} AND EXISTS {{ (p)-[:BOOKED]->(:Appointment)"
     f"-[:HELD_IN]->(:Department)-[:PART_OF]->(:Hospital {{name: 'Northvale General'}}) }} RETURN {PN}"),
    ("exists", "Which cardiology doctors are not surgeons?",
     "MATCH (d:Doctor)-[:WORKS_IN]->(:Department {title: 'Cardiology'}) WHERE NOT d:Surgeon "
     "RETURN DISTINCT d.fullName"),
    ("exists", "Have any penicillin-allergic patients been given an antibiotic? Which ones?",
     f"MATCH (p:Patient)-[:BOOKED]->(:Appointment)-[:PRESCRIBED]->(:Drug {{drugClass: 'antibiotic'}}) "
     f"WHERE 'penicillin' IN p.allergies RETURN DISTINCT {PN}"),
    ("exists", "Which patients with essential hypertension have never been to a cardiology department?",
     f"MATCH (p:Patient)-[:HAS_CONDITION]->(:Condition {{term: 'Essential hypertension'}}) "
     f"WHERE NOT EXISTS {{ (p)-[:BOOKED]->(:Appointment)-[:HELD_IN]->(:Department {{title: 'Cardiology'}}) }} "
     f"RETURN {PN}"),
    ("exists", "Which doctors work at more than one hospital?",
     "MATCH (d:Doctor)-[:WORKS_IN]->(:Department)-[:PART_OF]->(h:Hospital) WITH d, count(DISTINCT h) AS n "
     "WHERE n > 1 RETURN d.fullName"),
    ("exists", "Which insurance plans are accepted by every hospital?",
     "MATCH (h:Hospital) WITH count(h) AS total MATCH (h:Hospital)-[:ACCEPTS]->(pl:InsurancePlan) "
     "WITH pl, total, count(h) AS n WHERE n = total RETURN pl.planName"),
    ("exists", "which conditions don't have any first-line drug",
     "MATCH (c:Condition) WHERE NOT EXISTS { (:Drug)-[r:TREATS]->(c) WHERE r.firstLine = true } RETURN c.term"),
    ("exists", "Which hospitals don't take CareWell Gold?",
     "MATCH (h:Hospital) WHERE NOT (h)-[:ACCEPTS]->(:InsurancePlan {planName: 'CareWell Gold'}) RETURN h.name"),
    ("exists", "Which patients have had more than one emergency visit?",
     f"MATCH (p:Patient)-[:BOOKED]->(a:Appointment {{kind: 'emergency'}}) WITH p, count(a) AS n WHERE n > 1 "
     f"RETURN {PN}"),
    ("exists", "Which heads of department also work in another department besides the one they head?",
     "MATCH (d:Department)-[:HEADED_BY]->(doc:Doctor)-[:WORKS_IN]->(other:Department) WHERE other <> d "
     "AND NOT (other)-[:HEADED_BY]->(doc) RETURN DISTINCT doc.fullName"),
    ("exists", "Which surgeons have never done a procedure appointment?",
     "MATCH (s:Surgeon) WHERE NOT EXISTS { (:Appointment {kind: 'procedure'})-[:HANDLED_BY]->(s) } "
     "RETURN s.fullName"),
    ("exists", "Type 2 diabetics who have never had anything prescribed?",
     f"MATCH (p:Patient)-[:HAS_CONDITION]->(:Condition {{term: 'Type 2 diabetes'}}) "
     f"WHERE NOT EXISTS {{ (p)-[:BOOKED]->(:Appointment)-[:PRESCRIBED]->(:Drug) }} "
     f"RETURN {PN}"),
    # ------------------------------------------------------------------ string
    ("string", "doctors whose surname starts with O'",
     "MATCH (d:Doctor) WHERE split(d.fullName, ' ')[1] STARTS WITH \"O'\" RETURN d.fullName"),
    ("string", "Which drugs have a generic name ending in 'ine'?",
     "MATCH (d:Drug) WHERE d.genericName ENDS WITH 'ine' RETURN d.brandName"),
    ("string", "conditions with diabetes in the name",
     "MATCH (c:Condition) WHERE toLower(c.term) CONTAINS 'diabetes' RETURN c.term"),
    ("string", "Which drug classes are some kind of 'blocker'?",
     "MATCH (d:Drug) WHERE d.drugClass CONTAINS 'blocker' RETURN DISTINCT d.drugClass"),
    ("string", "Which hospitals have \"Hospital\" in their name?",
     "MATCH (h:Hospital) WHERE h.name CONTAINS 'Hospital' RETURN h.name"),
    ("string", "Which patients have a postcode starting with 'HG'?",
     f"MATCH (p:Patient) WHERE p.postcode STARTS WITH 'HG' RETURN {PN}"),
    ("string", "Which doctors have 'ann' somewhere in their name?",
     "MATCH (d:Doctor) WHERE toLower(d.fullName) CONTAINS 'ann' RETURN d.fullName"),
    ("string", "drugs whose brand name starts with Car",
     "MATCH (d:Drug) WHERE d.brandName STARTS WITH 'Car' RETURN d.brandName"),
    ("string", "which plans have plus in the name",
     "MATCH (pl:InsurancePlan) WHERE toLower(pl.planName) CONTAINS 'plus' RETURN pl.planName"),
    ("string", "patients whose first name begins with Z",
     f"MATCH (p:Patient) WHERE p.firstName STARTS WITH 'Z' RETURN {PN}"),
    ("unanswerable", "What's Dr. Keziah Falkner's email address?", ""),
    ("unanswerable", "How many nurses work at Lakemere University Hospital?", ""),
    ("unanswerable", "what are the visiting hours at St. Brigid's", ""),
    ("unanswerable", "How many nights did Agnes Larkin stay in hospital?", ""),
    ("unanswerable", "What did Jarek Moretti's MRI scan show?", ""),
    ("unanswerable", "Who is the CEO of the hospital network?", ""),
    ("unanswerable", "What is Pavel Ekwueme's salary?", ""),
    ("unanswerable", "Which patients have had their flu vaccine?", ""),
    ("unanswerable", "what's the number for Northvale General's front desk", ""),
    ("unanswerable", "Which ambulance brought Leon Novak in?", ""),
    ("unanswerable", "who manufactures Ocremab", ""),
    ("unanswerable", "How many parking spaces does Harrowgate Community Hospital have?", ""),
    ("unanswerable", "What was Piet Ilic's blood pressure at his last visit?", ""),
    ("unanswerable", "Which medical school did Ulla Desrosiers go to?", ""),
    ("unanswerable", "What is the annual deductible on CareWell Bronze?", ""),
]

QUESTIONS = []
for _i, _q in enumerate([q for q in _RAW if q[2] or q[0] == "unanswerable"], start=1):
    _entry = {"id": f"p3_{_i:03d}", "category": _q[0], "question": _q[1], "cypher": _q[2]}
    if len(_q) > 3:
        _entry["tie"] = _q[3]
    QUESTIONS.append(_entry)
