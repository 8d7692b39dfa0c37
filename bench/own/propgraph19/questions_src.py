"""Questions over the invented regional orchestra (the Harrowfield Sinfonia), each with gold Cypher written by hand.

``questions()`` returns dicts with id, question, cypher, category (ids p19_001... in file order; unanswerable ones
last). Conventions: a player is firstName + ' ' + lastName; a concert its concertTitle; a work its title; a composer
their name; a venue its venueName; a guest artist their fullName; a sponsor its companyName; an instrument its
assetTag.
"""

from __future__ import annotations

Q: list[tuple[str, str, str]] = []


def P(question: str, cypher: str) -> None:
    Q.append((question, cypher, "property"))


def R(question: str, cypher: str) -> None:
    Q.append((question, cypher, "relationship"))


def OD(question: str, cypher: str) -> None:
    Q.append((question, cypher, "ordering"))


def A(question: str, cypher: str) -> None:
    Q.append((question, cypher, "aggregate"))


U_LIST: list[str] = []


def U(question: str) -> None:
    U_LIST.append(question)


# ---------------------------------------------------------------- property
P("What instrument does Xanthe Uttley play?",
  "MATCH (m:Musician {firstName: 'Xanthe', lastName: 'Uttley'}) RETURN m.instrument")
P("when did Tiernan Carrow join", "MATCH (m:Musician {firstName: 'Tiernan', lastName: 'Carrow'}) RETURN m.joinedOn")
P("Sidonie Penhaligon's fee per call?",
  "MATCH (m:Musician {firstName: 'Sidonie', lastName: 'Penhaligon'}) RETURN m.feePerCallGbp")
P("Is Kit Quartermain on contract?",
  "MATCH (m:Musician {firstName: 'Kit', lastName: 'Quartermain'}) RETURN m.onContract")
P("what does Elowen Lathbury double on", "MATCH (m:Musician {firstName: 'Elowen', lastName: 'Lathbury'}) RETURN m.doubles")
P("Has Dorian Jarrold had a DBS check?",
  "MATCH (m:Musician {firstName: 'Dorian', lastName: 'Jarrold'}) RETURN m.dbsChecked")
P("Year Hester Kettering was bron", "MATCH (m:Musician {firstName: 'Hester', lastName: 'Kettering'}) RETURN m.bornYear")
P("Which postcode area does Wystan Gathercole live in?",
  "MATCH (m:Musician {firstName: 'Wystan', lastName: 'Gathercole'}) RETURN m.postcodeArea")
P("email for Quentin Ainsworth", "MATCH (m:Musician {firstName: 'Quentin', lastName: 'Ainsworth'}) RETURN m.email")
P("Who has the email address ruadh.jessop@harrowfieldsinfonia.org.uk?",
  "MATCH (m:Musician {email: 'ruadh.jessop@harrowfieldsinfonia.org.uk'}) RETURN m.firstName + ' ' + m.lastName")
P("Since when has Melisande Rudge been principal horn?",
  "MATCH (m:Principal {firstName: 'Melisande', lastName: 'Rudge'}) RETURN m.principalSince")
P("Is Saskia Kilbride's chair endowed?",
  "MATCH (m:Principal {firstName: 'Saskia', lastName: 'Kilbride'}) RETURN m.chairEndowed")
P("Is Peregrine Wolstenholme a principal?",
  "MATCH (m:Musician {firstName: 'Peregrine', lastName: 'Wolstenholme'}) RETURN 'Principal' IN labels(m)")
P("Is Isolde Gorringe a section principal?",
  "MATCH (m:Musician {firstName: 'Isolde', lastName: 'Gorringe'}) RETURN m:Principal")
P("Who is our principal timpani?", "MATCH (m:Principal {instrument: 'timpani'}) RETURN m.firstName + ' ' + m.lastName")
P("who leads the cellos", "MATCH (m:Principal {instrument: 'cello'}) RETURN m.firstName + ' ' + m.lastName")
P("Who's the principal oboe?", "MATCH (m:Principal {instrument: 'oboe'}) RETURN m.firstName + ' ' + m.lastName")
P("List the bassoonists.", "MATCH (m:Musician {instrument: 'bassoon'}) RETURN m.firstName + ' ' + m.lastName")
P("who plays tuba", "MATCH (m:Musician {instrument: 'tuba'}) RETURN m.firstName + ' ' + m.lastName")
P("Which players double on cor anglais?",
  "MATCH (m:Musician) WHERE 'cor anglais' IN m.doubles RETURN m.firstName + ' ' + m.lastName")
P("Who can play piccolo?", "MATCH (m:Musician) WHERE 'piccolo' IN m.doubles RETURN m.firstName + ' ' + m.lastName")
P("players who double on flugelhorn",
  "MATCH (m:Musician) WHERE 'flugelhorn' IN m.doubles RETURN m.firstName + ' ' + m.lastName")
P("Does Ruadh Jessop play harpsichord?",
  "MATCH (m:Musician {firstName: 'Ruadh', lastName: 'Jessop'}) RETURN 'harpsichord' IN m.doubles")
P("Does anyone double on contrabassoon?",
  "MATCH (m:Musician) RETURN count(CASE WHEN 'contrabassoon' IN m.doubles THEN 1 END) > 0")
P("Which freelance horn players do we have?",
  "MATCH (m:Musician {instrument: 'horn', onContract: false}) RETURN m.firstName + ' ' + m.lastName")
P("contracted violas", "MATCH (m:Musician {instrument: 'viola', onContract: true}) RETURN m.firstName + ' ' + m.lastName")
P("Which players joined before 2000?",
  "MATCH (m:Musician) WHERE m.joinedOn < date('2000-01-01') RETURN m.firstName + ' ' + m.lastName")
P("Who joined the orchestra in 2024?",
  "MATCH (m:Musician) WHERE m.joinedOn.year = 2024 RETURN m.firstName + ' ' + m.lastName")
P("who joined in summer 2023", "MATCH (m:Musician) WHERE date('2023-06-01') <= m.joinedOn <= date('2023-08-31') "
  "RETURN m.firstName + ' ' + m.lastName")
P("Who joined on 26 February 2017?",
  "MATCH (m:Musician) WHERE m.joinedOn = date('2017-02-26') RETURN m.firstName + ' ' + m.lastName")
P("Which percussionists aren't DBS checked?",
  "MATCH (m:Musician) WHERE m.section = 'percussion' AND m.dbsChecked = false RETURN m.firstName + ' ' + m.lastName")
P("brass players in HF1", "MATCH (m:Musician {section: 'brass', postcodeArea: 'HF1'}) RETURN m.firstName + ' ' + m.lastName")
P("Which brass players have no birth year on file?",
  "MATCH (m:Musician) WHERE m.bornYear IS NULL AND m.section = 'brass' RETURN m.firstName + ' ' + m.lastName")
P("Which woodwind players were born after 1995?",
  "MATCH (m:Musician {section: 'woodwind'}) WHERE m.bornYear > 1995 RETURN m.firstName + ' ' + m.lastName")
P("players charging over 210 a call",
  "MATCH (m:Musician) WHERE m.feePerCallGbp > 210 RETURN m.firstName + ' ' + m.lastName")
P("Which double bass players live in YO10 or LS6?",
  "MATCH (m:Musician {instrument: 'double bass'}) WHERE m.postcodeArea IN ['YO10', 'LS6'] "
  "RETURN m.firstName + ' ' + m.lastName")
P("Principals who became principal the year they joined",
  "MATCH (m:Principal) WHERE m.principalSince = m.joinedOn.year RETURN m.firstName + ' ' + m.lastName")
P("Which brass principals don't have an endowed chair?",
  "MATCH (m:Principal) WHERE m.chairEndowed = false AND m.section = 'brass' RETURN m.firstName + ' ' + m.lastName")
P("what kind of instrument is HS-TI126", "MATCH (i:Instrument {assetTag: 'HS-TI126'}) RETURN i.kind")
P("Who made HS-VI103?", "MATCH (i:Instrument {assetTag: 'HS-VI103'}) RETURN i.maker")
P("insured value of HS-FL148", "MATCH (i:Instrument {assetTag: 'HS-FL148'}) RETURN i.insuredGbp")
P("When was HS-CE118 last serviced?", "MATCH (i:Instrument {assetTag: 'HS-CE118'}) RETURN i.lastServiced")
P("Do we own HS-OB145 outright?", "MATCH (i:Instrument {assetTag: 'HS-OB145'}) RETURN i.orchestraOwned")
P("Which instruments have no maker recorded?", "MATCH (i:Instrument) WHERE i.maker IS NULL RETURN i.assetTag")
P("Which instruments were made before 1780?", "MATCH (i:Instrument) WHERE i.madeYear < 1780 RETURN i.assetTag")
P("instruments insured for more than 95,000",
  "MATCH (i:Instrument) WHERE i.insuredGbp > 95000 RETURN i.assetTag")
P("What Kessler Werkstatt instruments are there?",
  "MATCH (i:Instrument {maker: 'Kessler Werkstatt'}) RETURN i.assetTag")
P("Which cellos aren't owned by the orchestra?",
  "MATCH (i:Instrument {kind: 'cello'}) WHERE i.orchestraOwned = false RETURN i.assetTag")
P("Instruments serviced in 2025 before March",
  "MATCH (i:Instrument) WHERE date('2025-01-01') <= i.lastServiced < date('2025-03-01') RETURN i.assetTag")
P("which timpani haven't been serviced since 2023",
  "MATCH (i:Instrument {kind: 'timpani'}) WHERE i.lastServiced < date('2024-01-01') RETURN i.assetTag")
P("Which pianos have we got?", "MATCH (i:Instrument {kind: 'piano'}) RETURN i.assetTag")
P("Who wrote the Brightwater symphony?",
  "MATCH (w:Work)-[:WRITTEN_BY]->(c:Composer) WHERE w.title CONTAINS 'Brightwater' RETURN c.name")
P("How long is Serenade for Strings, 'Yarrow'?",
  "MATCH (w:Work {title: \"Serenade for Strings, 'Yarrow'\"}) RETURN w.durationMin")
P("what key is Symphony No. 2, 'Harvest Bells' in",
  "MATCH (w:Work {title: \"Symphony No. 2, 'Harvest Bells'\"}) RETURN w.keySig")
P("Year Nocturne, 'Ashfall' was composed",
  "MATCH (w:Work {title: \"Nocturne, 'Ashfall'\"}) RETURN w.composedYear")
P("Forces needed for Sinfonietta, 'Loom'?",
  "MATCH (w:Work {title: \"Sinfonietta, 'Loom'\"}) RETURN w.forces")
P("hire fee for Cello Concerto, 'Skerries'",
  "MATCH (w:Work {title: \"Cello Concerto, 'Skerries'\"}) RETURN w.hireFeeGbp")
P("Is Overture, 'The Quarry' out of copyright?",
  "MATCH (w:Work {title: \"Overture, 'The Quarry'\"}) RETURN w.publicDomain")
P("Does the Lanterns rhapsody need a harp?",
  "MATCH (w:Work {title: \"Rhapsody, 'Lanterns'\"}) RETURN 'harp' IN w.forces")
P("Does Dances, 'Meridian' use brass?",
  "MATCH (w:Work {title: \"Dances, 'Meridian'\"}) RETURN 'brass' IN w.forces")
P("Which works in F-sharp minor do we have?",
  "MATCH (w:Work {keySig: 'F-sharp minor'}) RETURN w.title")
P("works for strings only", "MATCH (w:Work) WHERE w.forces = ['strings'] RETURN w.title")
P("Which works need a choir and a harp but no brass?",
  "MATCH (w:Work) WHERE 'choir' IN w.forces AND 'harp' IN w.forces AND NOT 'brass' IN w.forces RETURN w.title")
P("works under ten minutes", "MATCH (w:Work) WHERE w.durationMin < 10 RETURN w.title")
P("Which works were composed in the 1870s?",
  "MATCH (w:Work) WHERE 1870 <= w.composedYear <= 1879 RETURN w.title")
P("Which works cost over £1,150 to hire?", "MATCH (w:Work) WHERE w.hireFeeGbp > 1150 RETURN w.title")
P("Works written since 2015", "MATCH (w:Work) WHERE w.composedYear >= 2015 RETURN w.title")
P("What nationality is Bohumil Stranek?", "MATCH (c:Composer {name: 'Bohumil Stranek'}) RETURN c.nationality")
P("when was Amalie Strandqvist born", "MATCH (c:Composer {name: 'Amalie Strandqvist'}) RETURN c.bornYear")
P("Year Hjalmar Vinterlund died?", "MATCH (c:Composer {name: 'Hjalmar Vinterlund'}) RETURN c.diedYear")
P("Is Ewan Carrick a PRS member?", "MATCH (c:Composer {name: 'Ewan Carrick'}) RETURN c.prsMember")
P("Is Ines Calderón still alive?", "MATCH (c:Composer {name: 'Ines Calderón'}) RETURN c.diedYear IS NULL")
P("Which composers are Welsh?", "MATCH (c:Composer {nationality: 'Welsh'}) RETURN c.name")
P("French composers", "MATCH (c:Composer {nationality: 'French'}) RETURN c.name")
P("Which composers were born in the 1860s?", "MATCH (c:Composer) WHERE 1860 <= c.bornYear <= 1869 RETURN c.name")
P("composers who died after 2000", "MATCH (c:Composer) WHERE c.diedYear > 2000 RETURN c.name")
P("Which living composers were born after 1975?",
  "MATCH (c:Composer) WHERE c.diedYear IS NULL AND c.bornYear > 1975 RETURN c.name")
P("How many seats at Lowther Pavilion?", "MATCH (v:Venue {venueName: 'Lowther Pavilion'}) RETURN v.seats")
P("Which town is Fellgate Arts Centre in?", "MATCH (v:Venue {venueName: 'Fellgate Arts Centre'}) RETURN v.town")
P("is St Ebba's Minster step-free", "MATCH (v:Venue {venueName: \"St Ebba's Minster\"}) RETURN v.stepFree")
P("Does Brackenbury Town Hall have an organ?",
  "MATCH (v:Venue {venueName: 'Brackenbury Town Hall'}) RETURN v.hasOrgan")
P("hire fee of the Maltings at Saltcote",
  "MATCH (v:Venue {venueName: 'The Maltings, Saltcote'}) RETURN v.hireFeeGbp")
P("Has Lowther Pavilion got a loading bay?",
  "MATCH (v:Venue {venueName: 'Lowther Pavilion'}) RETURN v.loadingBay")
P("wich venues have an organ", "MATCH (v:Venue {hasOrgan: true}) RETURN v.venueName")
P("venues without step-free access", "MATCH (v:Venue) WHERE v.stepFree = false RETURN v.venueName")
P("Which venues are in Scarsby-on-Sea?", "MATCH (v:Venue {town: 'Scarsby-on-Sea'}) RETURN v.venueName")
P("Halls with over 800 seats", "MATCH (v:Venue) WHERE v.seats > 800 RETURN v.venueName")
P("venues in Harrowfield", "MATCH (v:Venue {town: 'Harrowfield'}) RETURN v.venueName")
P("When is Seaside Horizons?", "MATCH (k:Concert {concertTitle: 'Seaside Horizons'}) RETURN k.perfDate")
P("What time does Spring Horizons start?", "MATCH (k:Concert {concertTitle: 'Spring Horizons'}) RETURN k.startTime")
P("which season was Autumn Fanfares in", "MATCH (k:Concert {concertTitle: 'Autumn Fanfares'}) RETURN k.season")
P("how many tix did Moorland Horizons sell",
  "MATCH (k:Concert {concertTitle: 'Moorland Horizons'}) RETURN k.ticketsSold")
P("box office for Twilight Portraits", "MATCH (k:Concert {concertTitle: 'Twilight Portraits'}) RETURN k.boxOfficeGbp")
P("Was Northern Voices cancelled?", "MATCH (k:Concert {concertTitle: 'Northern Voices'}) RETURN k.cancelled")
P("Was Gala Voices streamed?", "MATCH (k:Concert {concertTitle: 'Gala Voices'}) RETURN k.streamed")
P("Is Twilight Fire a schools concert?", "MATCH (k:Concert {concertTitle: 'Twilight Fire'}) RETURN k.schoolsConcert")
P("Which concerts were cancelled?", "MATCH (k:Concert {cancelled: true}) RETURN k.concertTitle")
P("List the schools concerts", "MATCH (k:Concert {schoolsConcert: true}) RETURN k.concertTitle")
P("what's on in March 2026", "MATCH (k:Concert) WHERE k.perfDate.year = 2026 AND k.perfDate.month = 3 "
  "RETURN k.concertTitle")
P("Which concert was on 9 December 2022?",
  "MATCH (k:Concert {perfDate: date('2022-12-09')}) RETURN k.concertTitle")
P("3pm matinees in the 2024-25 season", "MATCH (k:Concert {season: '2024-25', startTime: '15:00'}) RETURN k.concertTitle")
P("Which 7pm concerts have we put on?", "MATCH (k:Concert {startTime: '19:00'}) RETURN k.concertTitle")
P("Concerts that sold more than 1000 tickets", "MATCH (k:Concert) WHERE k.ticketsSold > 1000 RETURN k.concertTitle")
P("streamed concerts in 2023", "MATCH (k:Concert {streamed: true}) WHERE k.perfDate.year = 2023 RETURN k.concertTitle")
P("Which concerts are still to come after the new year 2026?",
  "MATCH (k:Concert) WHERE k.perfDate >= date('2026-01-01') RETURN k.concertTitle")
P("Have ticket sales been recorded for Harvest Horizons yet?",
  "MATCH (k:Concert {concertTitle: 'Harvest Horizons'}) RETURN k.ticketsSold IS NOT NULL")
P("What discipine is Saoirse Keaveney?", "MATCH (g:GuestArtist {fullName: 'Saoirse Keaveney'}) RETURN g.discipline")
P("Who represents Magdalena Rusek?", "MATCH (g:GuestArtist {fullName: 'Magdalena Rusek'}) RETURN g.agency")
P("Where's Helka Vuorinen from?", "MATCH (g:GuestArtist {fullName: 'Helka Vuorinen'}) RETURN g.homeCountry")
P("standard fee for Leif Arneberg", "MATCH (g:GuestArtist {fullName: 'Leif Arneberg'}) RETURN g.standardFeeGbp")
P("Which guest pianists are on our list?", "MATCH (g:GuestArtist {discipline: 'piano'}) RETURN g.fullName")
P("Singers on the books - sopranos?", "MATCH (g:GuestArtist {discipline: 'soprano'}) RETURN g.fullName")
P("Which guest artists are with Kestrel Management?",
  "MATCH (g:GuestArtist {agency: 'Kestrel Management'}) RETURN g.fullName")
P("conductors with no agent", "MATCH (g:GuestArtist {discipline: 'conductor'}) WHERE g.agency IS NULL RETURN g.fullName")
P("Which guests are from Norway?", "MATCH (g:GuestArtist {homeCountry: 'Norway'}) RETURN g.fullName")
P("guest soloists whose standard fee is under 2000",
  "MATCH (g:GuestArtist) WHERE g.discipline <> 'conductor' AND g.standardFeeGbp < 2000 RETURN g.fullName")
P("What sector is Mercia Rail Freight in?", "MATCH (s:Sponsor {companyName: 'Mercia Rail Freight'}) RETURN s.sector")
P("since what year has Harrowfield Brewery sponsored us",
  "MATCH (s:Sponsor {companyName: 'Harrowfield Brewery'}) RETURN s.sponsorSince")
P("Is Pennant Law a corporate member?", "MATCH (s:Sponsor {companyName: 'Pennant Law LLP'}) RETURN s.corporateMember")
P("Which sponsors are charitable trusts?", "MATCH (s:Sponsor {sector: 'charitable trust'}) RETURN s.companyName")
P("sponsors from food and drink", "MATCH (s:Sponsor {sector: 'food and drink'}) RETURN s.companyName")
P("Which sponsors came on board in 2023 or later?",
  "MATCH (s:Sponsor) WHERE s.sponsorSince >= 2023 RETURN s.companyName")
P("Which manufacturing sponsors are not corporate members?",
  "MATCH (s:Sponsor {sector: 'manufacturing'}) WHERE s.corporateMember = false RETURN s.companyName")
P("Was Xanthe Uttley born before Emrys Uttley?",
  "MATCH (a:Musician {firstName: 'Xanthe', lastName: 'Uttley'}), (b:Musician {firstName: 'Emrys', lastName: 'Uttley'}) "
  "RETURN a.bornYear < b.bornYear")
P("Does Lowther Pavilion seat more than Scarsby Spa Ballroom?",
  "MATCH (a:Venue {venueName: 'Lowther Pavilion'}), (b:Venue {venueName: 'Scarsby Spa Ballroom'}) "
  "RETURN a.seats > b.seats")
P("Which Lathburys play with us, and what do they play?",
  "MATCH (m:Musician {lastName: 'Lathbury'}) RETURN m.firstName + ' ' + m.lastName, m.instrument")
P("Give me Orla Lathbury's instrument and postcode",
  "MATCH (m:Musician {firstName: 'Orla', lastName: 'Lathbury'}) RETURN m.instrument, m.postcodeArea")

# ---------------------------------------------------------------- relationship
R("Where was Autumn Portraits held?",
  "MATCH (:Concert {concertTitle: 'Autumn Portraits'})-[:HELD_AT]->(v:Venue) RETURN v.venueName")
R("venue for Candlelit Legends", "MATCH (:Concert {concertTitle: 'Candlelit Legends'})-[:HELD_AT]->(v) RETURN v.venueName")
R("Which town was Summer Skies in?",
  "MATCH (:Concert {concertTitle: 'Summer Skies'})-[:HELD_AT]->(v:Venue) RETURN v.town")
R("What concerts have we done at Lowther Pavilion?",
  "MATCH (k:Concert)-[:HELD_AT]->(:Venue {venueName: 'Lowther Pavilion'}) RETURN k.concertTitle")
R("concerts at the Corn Exchange", "MATCH (k:Concert)-[:HELD_AT]->(:Venue {venueName: 'Harrowfield Corn Exchange'}) "
  "RETURN k.concertTitle")
R("Which concerts were in Brackenbury?",
  "MATCH (k:Concert)-[:HELD_AT]->(v:Venue {town: 'Brackenbury'}) RETURN k.concertTitle")
R("Is there any venue on our list we've never performed at?",
  "MATCH (v:Venue) RETURN count(CASE WHEN NOT EXISTS { (v)<-[:HELD_AT]-(:Concert) } THEN 1 END) > 0")
R("Which concerts got a hire discount of 25%?",
  "MATCH (k:Concert)-[h:HELD_AT]->() WHERE h.hireDiscountPct = 25 RETURN k.concertTitle")
R("who condcuted Northern Journeys",
  "MATCH (g:GuestArtist)-[:ENGAGED_FOR {role: 'conductor'}]->(:Concert {concertTitle: 'Northern Journeys'}) "
  "RETURN g.fullName")
R("conductor for Harvest Horizons", "MATCH (g)-[e:ENGAGED_FOR]->(:Concert {concertTitle: 'Harvest Horizons'}) "
  "WHERE e.role = 'conductor' RETURN g.fullName")
R("Who was the soloist at Summer Serenade?",
  "MATCH (g:GuestArtist)-[:ENGAGED_FOR {role: 'soloist'}]->(:Concert {concertTitle: 'Summer Serenade'}) "
  "RETURN g.fullName")
R("Which guest artists are booked for Candlelit Dances?",
  "MATCH (g:GuestArtist)-[:ENGAGED_FOR]->(:Concert {concertTitle: 'Candlelit Dances'}) RETURN g.fullName")
R("What did we pay Hugo Marchetti for Summer Serenade?",
  "MATCH (:GuestArtist {fullName: 'Hugo Marchetti'})-[e:ENGAGED_FOR]->(:Concert {concertTitle: 'Summer Serenade'}) "
  "RETURN e.feeGbp")
R("When was Rupert Glasspool contracted for Winter Fanfares?",
  "MATCH (:GuestArtist {fullName: 'Rupert Glasspool'})-[e:ENGAGED_FOR]->(:Concert {concertTitle: 'Winter Fanfares'}) "
  "RETURN e.contractedOn")
R("did we pay Clarimond Hale's travel for Northern Voices",
  "MATCH (:GuestArtist {fullName: 'Clarimond Hale'})-[e:ENGAGED_FOR]->(:Concert {concertTitle: 'Northern Voices'}) "
  "RETURN e.travelPaid")
R("Which concerts has Ayumi Tanabe conduted for us?",
  "MATCH (:GuestArtist {fullName: 'Ayumi Tanabe'})-[:ENGAGED_FOR]->(k:Concert) RETURN k.concertTitle")
R("Concerts Rafael Ibarra played in", "MATCH (:GuestArtist {fullName: 'Rafael Ibarra'})-[:ENGAGED_FOR]->(k:Concert) "
  "RETURN k.concertTitle")
R("Which guest artists have never been engaged?",
  "MATCH (g:GuestArtist) WHERE NOT (g)-[:ENGAGED_FOR]->() RETURN g.fullName")
R("pianists on our list who have never worked with us",
  "MATCH (g:GuestArtist {discipline: 'piano'}) WHERE NOT (g)-[:ENGAGED_FOR]->() RETURN g.fullName")
R("Which soloists did we engage in the 2023-24 season?",
  "MATCH (g:GuestArtist)-[:ENGAGED_FOR {role: 'soloist'}]->(k:Concert {season: '2023-24'}) RETURN DISTINCT g.fullName")
R("Which conductors have appeared at the Priory Church of St Cuthwin?",
  "MATCH (g:GuestArtist)-[:ENGAGED_FOR {role: 'conductor'}]->(:Concert)-[:HELD_AT]->"
  "(:Venue {venueName: 'Priory Church of St Cuthwin'}) RETURN DISTINCT g.fullName")
R("Which soloists had their travel paid for?",
  "MATCH (g:GuestArtist)-[e:ENGAGED_FOR {role: 'soloist', travelPaid: true}]->() RETURN DISTINCT g.fullName")
R("Guest soloist bookings over £5,800 - who and for which concert",
  "MATCH (g:GuestArtist)-[e:ENGAGED_FOR {role: 'soloist'}]->(k:Concert) WHERE e.feeGbp > 5800 "
  "RETURN g.fullName, k.concertTitle")
R("Who conducted when Oskar Lindfors was soloist?",
  "MATCH (:GuestArtist {fullName: 'Oskar Lindfors'})-[:ENGAGED_FOR]->(k:Concert)<-[:ENGAGED_FOR {role: 'conductor'}]-"
  "(c:GuestArtist) RETURN DISTINCT c.fullName")
R("Which soloists has Benoît Castaing worked with here?",
  "MATCH (:GuestArtist {fullName: 'Benoît Castaing'})-[:ENGAGED_FOR]->(k:Concert)<-[:ENGAGED_FOR {role: 'soloist'}]-"
  "(s:GuestArtist) RETURN DISTINCT s.fullName")
R("Which venues has Helka Vuorinen conducted at?",
  "MATCH (:GuestArtist {fullName: 'Helka Vuorinen'})-[:ENGAGED_FOR]->(:Concert)-[:HELD_AT]->(v:Venue) "
  "RETURN DISTINCT v.venueName")
R("What's on the programme for Spring Journeys?",
  "MATCH (:Concert {concertTitle: 'Spring Journeys'})-[:PROGRAMMED]->(w:Work) RETURN w.title")
R("running order for Twilight Dances", "MATCH (:Concert {concertTitle: 'Twilight Dances'})-[p:PROGRAMMED]->(w:Work) "
  "RETURN w.title ORDER BY p.runningOrder")
R("What opened Winter Heroes?",
  "MATCH (:Concert {concertTitle: 'Winter Heroes'})-[:PROGRAMMED {runningOrder: 1}]->(w:Work) RETURN w.title")
R("What was played second at Festival Lights?",
  "MATCH (:Concert {concertTitle: 'Festival Lights'})-[:PROGRAMMED {runningOrder: 2}]->(w:Work) RETURN w.title")
R("Which composers are on the Seaside Horizons programme?",
  "MATCH (:Concert {concertTitle: 'Seaside Horizons'})-[:PROGRAMMED]->(:Work)-[:WRITTEN_BY]->(c:Composer) "
  "RETURN DISTINCT c.name")
R("When have we played Symphony No. 3, 'Kingfisher'?",
  "MATCH (k:Concert)-[:PROGRAMMED]->(:Work {title: \"Symphony No. 3, 'Kingfisher'\"}) RETURN k.perfDate")
R("Which concerts included the Sea Glass violin concerto?",
  "MATCH (k:Concert)-[:PROGRAMMED]->(w:Work) WHERE w.title = \"Violin Concerto, 'Sea Glass'\" RETURN k.concertTitle")
R("works we've never programmed", "MATCH (w:Work) WHERE NOT ()-[:PROGRAMMED]->(w) RETURN w.title")
R("Which premieres have we given?",
  "MATCH (:Concert)-[:PROGRAMMED {premiere: true}]->(w:Work) RETURN w.title")
R("At which concert did we premiere Nocturne, 'Ashfall'?",
  "MATCH (k:Concert)-[:PROGRAMMED {premiere: true}]->(:Work {title: \"Nocturne, 'Ashfall'\"}) RETURN k.concertTitle")
R("Which composers have had a premiere with us?",
  "MATCH (:Concert)-[:PROGRAMMED {premiere: true}]->(:Work)-[:WRITTEN_BY]->(c:Composer) RETURN DISTINCT c.name")
R("What works by Gwendolen Ashby are in the library?",
  "MATCH (w:Work)-[:WRITTEN_BY]->(:Composer {name: 'Gwendolen Ashby'}) RETURN w.title")
R("teodor vaszary pieces", "MATCH (w:Work)-[:WRITTEN_BY]->(:Composer {name: 'Teodor Vaszary'}) RETURN w.title")
R("Which works has Ewan Carrick arranged?",
  "MATCH (w:Work)-[r:WRITTEN_BY]->() WHERE r.arrangedBy = 'Ewan Carrick' RETURN w.title")
R("Who arranged Suite, 'Zephyr'?",
  "MATCH (:Work {title: \"Suite, 'Zephyr'\"})-[r:WRITTEN_BY]->() RETURN r.arrangedBy")
R("Which Polish composers' works have we performed?",
  "MATCH (:Concert)-[:PROGRAMMED]->(:Work)-[:WRITTEN_BY]->(c:Composer {nationality: 'Polish'}) RETURN DISTINCT c.name")
R("Which of Teodor Vaszary's works have we never performed?",
  "MATCH (w:Work)-[:WRITTEN_BY]->(:Composer {name: 'Teodor Vaszary'}) WHERE NOT (w)<-[:PROGRAMMED]-(:Concert) "
  "RETURN w.title")
R("Which concerts featured music by Kenji Arakawa?",
  "MATCH (k:Concert)-[:PROGRAMMED]->(:Work)-[:WRITTEN_BY]->(:Composer {name: 'Kenji Arakawa'}) "
  "RETURN DISTINCT k.concertTitle")
R("Venues where Solveig Brandt's music has been played",
  "MATCH (v:Venue)<-[:HELD_AT]-(:Concert)-[:PROGRAMMED]->(:Work)-[:WRITTEN_BY]->(:Composer {name: 'Solveig Brandt'}) "
  "RETURN DISTINCT v.venueName")
R("Which conductors have conducted Symphony No. 2, 'Inkwell'?",
  "MATCH (g:GuestArtist)-[:ENGAGED_FOR {role: 'conductor'}]->(:Concert)-[:PROGRAMMED]->"
  "(:Work {title: \"Symphony No. 2, 'Inkwell'\"}) RETURN DISTINCT g.fullName")
R("Which works has Ludovica Ferrant conducted that need a choir?",
  "MATCH (:GuestArtist {fullName: 'Ludovica Ferrant'})-[:ENGAGED_FOR]->(:Concert)-[:PROGRAMMED]->(w:Work) "
  "WHERE 'choir' IN w.forces RETURN DISTINCT w.title")
R("Which extras were booked for Spring Fire?",
  "MATCH (m:Musician)-[:EXTRA_FOR]->(:Concert {concertTitle: 'Spring Fire'}) RETURN m.firstName + ' ' + m.lastName")
R("who was booked as an extra for Northern Legends",
  "MATCH (m:Musician)-[:EXTRA_FOR]->(:Concert {concertTitle: 'Northern Legends'}) RETURN m.firstName + ' ' + m.lastName")
R("Which concerts has Mirabel Fothergill played as an extra?",
  "MATCH (:Musician {firstName: 'Mirabel', lastName: 'Fothergill'})-[:EXTRA_FOR]->(k:Concert) RETURN k.concertTitle")
R("What was Juno Carrow paid for Seaside Journeys?",
  "MATCH (:Musician {firstName: 'Juno', lastName: 'Carrow'})-[x:EXTRA_FOR]->(:Concert {concertTitle: 'Seaside Journeys'}) "
  "RETURN x.feeGbp")
R("How far did Gideon Jessop travel for Harvest Skies?",
  "MATCH (:Musician {firstName: 'Gideon', lastName: 'Jessop'})-[x:EXTRA_FOR]->(:Concert {concertTitle: 'Harvest Skies'}) "
  "RETURN x.travelMiles")
R("Has Kit Quartermain invoiced for Moorland Tides?",
  "MATCH (:Musician {firstName: 'Kit', lastName: 'Quartermain'})-[x:EXTRA_FOR]->(:Concert {concertTitle: 'Moorland Tides'}) "
  "RETURN x.invoiced")
R("Freelancers who have never been booked as an extra",
  "MATCH (m:Musician {onContract: false}) WHERE NOT (m)-[:EXTRA_FOR]->() RETURN m.firstName + ' ' + m.lastName")
R("Which extras for concerts before November 2025 still haven't invoiced?",
  "MATCH (m:Musician)-[x:EXTRA_FOR {invoiced: false}]->(k:Concert) WHERE k.perfDate < date('2025-11-01') "
  "RETURN m.firstName + ' ' + m.lastName + ' - ' + k.concertTitle")
R("Extras who travelled over 170 miles to a gig",
  "MATCH (m:Musician)-[x:EXTRA_FOR]->() WHERE x.travelMiles > 170 RETURN DISTINCT m.firstName + ' ' + m.lastName")
R("Which extra bookings paid more than £255?",
  "MATCH (m:Musician)-[x:EXTRA_FOR]->(k:Concert) WHERE x.feeGbp > 255 "
  "RETURN m.firstName + ' ' + m.lastName, k.concertTitle")
R("Which venues has Nerys Hebblethwaite played at as an extra?",
  "MATCH (:Musician {firstName: 'Nerys', lastName: 'Hebblethwaite'})-[:EXTRA_FOR]->(:Concert)-[:HELD_AT]->(v:Venue) "
  "RETURN DISTINCT v.venueName")
R("Which conductors has Maelle Fairweather played under as an extra?",
  "MATCH (:Musician {firstName: 'Maelle', lastName: 'Fairweather'})-[:EXTRA_FOR]->(:Concert)<-"
  "[:ENGAGED_FOR {role: 'conductor'}]-(g:GuestArtist) RETURN DISTINCT g.fullName")
R("Did any extra horn players work on a cancelled concert?",
  "RETURN EXISTS { (:Musician {instrument: 'horn'})-[:EXTRA_FOR]->(:Concert {cancelled: true}) }")
R("Which extras played both Spring Voices and Summer Serenade?",
  "MATCH (m:Musician)-[:EXTRA_FOR]->(:Concert {concertTitle: 'Spring Voices'}), "
  "(m)-[:EXTRA_FOR]->(:Concert {concertTitle: 'Summer Serenade'}) RETURN m.firstName + ' ' + m.lastName")
R("Which freelance violinists have played a schools concert?",
  "MATCH (m:Musician {instrument: 'violin'})-[:EXTRA_FOR]->(:Concert {schoolsConcert: true}) "
  "RETURN DISTINCT m.firstName + ' ' + m.lastName")
R("Which extras have played a schools concert without a DBS check?",
  "MATCH (m:Musician {dbsChecked: false})-[:EXTRA_FOR]->(:Concert {schoolsConcert: true}) "
  "RETURN DISTINCT m.firstName + ' ' + m.lastName")
R("Who deps for Xanthe Uttley?",
  "MATCH (d:Musician)-[:DEPS_FOR]->(:Principal {firstName: 'Xanthe', lastName: 'Uttley'}) "
  "RETURN d.firstName + ' ' + d.lastName")
R("Who is first call dep for the principal oboe?",
  "MATCH (d:Musician)-[:DEPS_FOR {firstCall: true}]->(:Principal {instrument: 'oboe'}) "
  "RETURN d.firstName + ' ' + d.lastName")
R("Whose dep is Gideon Jessop?",
  "MATCH (:Musician {firstName: 'Gideon', lastName: 'Jessop'})-[:DEPS_FOR]->(p:Principal) "
  "RETURN p.firstName + ' ' + p.lastName")
R("Since when has Lucan Ashdown covered for Tiernan Carrow?",
  "MATCH (:Musician {firstName: 'Lucan', lastName: 'Ashdown'})-[r:DEPS_FOR]->(:Musician {firstName: 'Tiernan', "
  "lastName: 'Carrow'}) RETURN r.sinceYear")
R("Is Zinnia Oddie first call for Elowen Lathbury?",
  "MATCH (:Musician {firstName: 'Zinnia', lastName: 'Oddie'})-[r:DEPS_FOR]->(:Musician {firstName: 'Elowen', "
  "lastName: 'Lathbury'}) RETURN r.firstCall")
R("Which principals have no dep who is first call?",
  "MATCH (p:Principal) WHERE NOT EXISTS { (:Musician)-[:DEPS_FOR {firstCall: true}]->(p) } "
  "RETURN p.firstName + ' ' + p.lastName")
R("deps who started covering before 2015",
  "MATCH (d:Musician)-[r:DEPS_FOR]->() WHERE r.sinceYear < 2015 RETURN d.firstName + ' ' + d.lastName")
R("Which deps are freelancers rather than contracted players?",
  "MATCH (d:Musician {onContract: false})-[:DEPS_FOR]->() RETURN DISTINCT d.firstName + ' ' + d.lastName")
R("Who has HS-PI142 on loan?",
  "MATCH (:Instrument {assetTag: 'HS-PI142'})-[:ON_LOAN_TO]->(m:Musician) RETURN m.firstName + ' ' + m.lastName")
R("What instruments are on loan to Elspeth Blackwood?",
  "MATCH (i:Instrument)-[:ON_LOAN_TO]->(:Musician {firstName: 'Elspeth', lastName: 'Blackwood'}) RETURN i.assetTag")
R("When did Una Ashdown's bassoon loan start?",
  "MATCH (:Instrument {kind: 'bassoon'})-[l:ON_LOAN_TO]->(:Musician {firstName: 'Una', lastName: 'Ashdown'}) "
  "RETURN l.loanStart")
R("When does the loan of HS-PE137 end?",
  "MATCH (:Instrument {assetTag: 'HS-PE137'})-[l:ON_LOAN_TO]->() RETURN l.loanEnds")
R("Is Anselm Uttley insuring the flute he's borrowed himself?",
  "MATCH (:Instrument)-[l:ON_LOAN_TO]->(:Musician {firstName: 'Anselm', lastName: 'Uttley'}) RETURN l.insuredByPlayer")
R("Which loans are open-ended (no end date) among the violins?",
  "MATCH (i:Instrument {kind: 'violin'})-[l:ON_LOAN_TO]->() WHERE l.loanEnds IS NULL RETURN i.assetTag")
R("Loans that run into 2027", "MATCH (i:Instrument)-[l:ON_LOAN_TO]->() WHERE l.loanEnds.year = 2027 RETURN i.assetTag")
R("Which players insure their loaned instrument themselves?",
  "MATCH (:Instrument)-[:ON_LOAN_TO {insuredByPlayer: true}]->(m:Musician) RETURN DISTINCT m.firstName + ' ' + m.lastName")
R("Which principals have an instrument on loan from us?",
  "MATCH (:Instrument)-[:ON_LOAN_TO]->(p:Principal) RETURN DISTINCT p.firstName + ' ' + p.lastName")
R("Who borrowed a Ravenna Harps instrument?",
  "MATCH (:Instrument {maker: 'Ravenna Harps'})-[:ON_LOAN_TO]->(m:Musician) RETURN DISTINCT m.firstName + ' ' + m.lastName")
R("Which loans started in 2023?",
  "MATCH (i:Instrument)-[l:ON_LOAN_TO]->(m) WHERE l.loanStart.year = 2023 "
  "RETURN i.assetTag + ' to ' + m.firstName + ' ' + m.lastName")
R("Is anyone borrowing an instrument we don't own?",
  "RETURN EXISTS { (:Instrument {orchestraOwned: false})-[:ON_LOAN_TO]->() }")
R("Which sponsors backed Twilight Portraits?",
  "MATCH (s:Sponsor)-[:SUPPORTS]->(:Concert {concertTitle: 'Twilight Portraits'}) RETURN s.companyName")
R("How much did Saltcote Seafoods give towards New Year Portraits?",
  "MATCH (:Sponsor {companyName: 'Saltcote Seafoods'})-[sp:SUPPORTS]->(:Concert {concertTitle: 'New Year Portraits'}) "
  "RETURN sp.amountGbp")
R("When did Mercia Rail Freight pledge for Seaside Horizons?",
  "MATCH (:Sponsor {companyName: 'Mercia Rail Freight'})-[sp:SUPPORTS]->(:Concert {concertTitle: 'Seaside Horizons'}) "
  "RETURN sp.pledgedOn")
R("What concerts has Orchard & Vane sponsored?",
  "MATCH (:Sponsor {companyName: 'Orchard & Vane Architects'})-[:SUPPORTS]->(k:Concert) RETURN k.concertTitle")
R("Sponsors who haven't backed any concert", "MATCH (s:Sponsor) WHERE NOT (s)-[:SUPPORTS]->() RETURN s.companyName")
R("Which sponsorships weren't credited in the programme in 2024?",
  "MATCH (s:Sponsor)-[sp:SUPPORTS {creditInProgramme: false}]->(k:Concert) WHERE k.perfDate.year = 2024 "
  "RETURN s.companyName + ' - ' + k.concertTitle")
R("Which sponsors supported a schools concert?",
  "MATCH (s:Sponsor)-[:SUPPORTS]->(:Concert {schoolsConcert: true}) RETURN DISTINCT s.companyName")
R("Who conducted the concerts Greyfriars Opticians sponsored?",
  "MATCH (:Sponsor {companyName: 'Greyfriars Opticians'})-[:SUPPORTS]->(:Concert)<-[:ENGAGED_FOR {role: 'conductor'}]-"
  "(g:GuestArtist) RETURN DISTINCT g.fullName")
R("cancelled concerts that still had extras booked",
  "MATCH (:Musician)-[:EXTRA_FOR]->(k:Concert {cancelled: true}) RETURN DISTINCT k.concertTitle")
R("Did Jonah Rydell ever conduct at Lowther Pavilion?",
  "RETURN EXISTS { (:GuestArtist {fullName: 'Jonah Rydell'})-[:ENGAGED_FOR]->(:Concert)-[:HELD_AT]->"
  "(:Venue {venueName: 'Lowther Pavilion'}) }")
R("Has Fionnuala Breen played at the Corn Exchange?",
  "RETURN EXISTS { (:GuestArtist {fullName: 'Fionnuala Breen'})-[:ENGAGED_FOR]->(:Concert)-[:HELD_AT]->"
  "(:Venue {venueName: 'Harrowfield Corn Exchange'}) }")
R("Which works have been played at both St Ebba's Minster and the Priory Church of St Cuthwin?",
  "MATCH (:Venue {venueName: \"St Ebba's Minster\"})<-[:HELD_AT]-(:Concert)-[:PROGRAMMED]->(w:Work), "
  "(:Venue {venueName: 'Priory Church of St Cuthwin'})<-[:HELD_AT]-(:Concert)-[:PROGRAMMED]->(w) "
  "RETURN DISTINCT w.title")
R("concerts with no soloist in the 2022-23 season",
  "MATCH (k:Concert {season: '2022-23'}) WHERE NOT EXISTS { ()-[:ENGAGED_FOR {role: 'soloist'}]->(k) } "
  "RETURN k.concertTitle")
R("At which concerts was a violin concerto played without a violin soloist engaged?",
  "MATCH (k:Concert)-[:PROGRAMMED]->(w:Work) WHERE w.title STARTS WITH 'Violin Concerto' AND NOT EXISTS "
  "{ (:GuestArtist {discipline: 'violin'})-[:ENGAGED_FOR]->(k) } RETURN DISTINCT k.concertTitle")

# ---------------------------------------------------------------- ordering
OD("Who's our longest-serving player?",
  "MATCH (m:Musician) RETURN m.firstName + ' ' + m.lastName ORDER BY m.joinedOn LIMIT 1")
OD("most recent joiner", "MATCH (m:Musician) RETURN m.firstName + ' ' + m.lastName ORDER BY m.joinedOn DESC LIMIT 1")
OD("Which player charges the highest fee per call?",
  "MATCH (m:Musician) RETURN m.firstName + ' ' + m.lastName ORDER BY m.feePerCallGbp DESC LIMIT 1")
OD("cheapest three players per call",
  "MATCH (m:Musician) RETURN m.firstName + ' ' + m.lastName ORDER BY m.feePerCallGbp LIMIT 3")
OD("Who are our oldest players, going by birth year?",
  "MATCH (x:Musician) WITH min(x.bornYear) AS y MATCH (m:Musician {bornYear: y}) RETURN m.firstName + ' ' + m.lastName")
OD("youngest cellist", "MATCH (m:Musician {instrument: 'cello'}) WHERE m.bornYear IS NOT NULL "
  "RETURN m.firstName + ' ' + m.lastName ORDER BY m.bornYear DESC LIMIT 1")
OD("Which principal has held their chair longest?",
  "MATCH (m:Principal) RETURN m.firstName + ' ' + m.lastName ORDER BY m.principalSince LIMIT 1")
OD("Newest principal?", "MATCH (m:Principal) RETURN m.firstName + ' ' + m.lastName ORDER BY m.principalSince DESC LIMIT 1")
OD("List the brass principals by when they joined, earliest first",
  "MATCH (m:Principal {section: 'brass'}) RETURN m.firstName + ' ' + m.lastName ORDER BY m.joinedOn")
OD("Which woodwind player has the highest call fee?",
  "MATCH (m:Musician {section: 'woodwind'}) RETURN m.firstName + ' ' + m.lastName ORDER BY m.feePerCallGbp DESC LIMIT 1")
OD("most valueable instrument by insured value",
  "MATCH (i:Instrument) RETURN i.assetTag ORDER BY i.insuredGbp DESC LIMIT 1")
OD("top 3 instruments by insurance", "MATCH (i:Instrument) RETURN i.assetTag ORDER BY i.insuredGbp DESC LIMIT 3")
OD("Oldest instrument in the collection",
  "MATCH (i:Instrument) WHERE i.madeYear IS NOT NULL RETURN i.assetTag ORDER BY i.madeYear LIMIT 1")
OD("least valuable cello", "MATCH (i:Instrument {kind: 'cello'}) RETURN i.assetTag ORDER BY i.insuredGbp LIMIT 1")
OD("Longest work in the library?", "MATCH (w:Work) RETURN w.title ORDER BY w.durationMin DESC LIMIT 1")
OD("shortest pieces we hold", "MATCH (x:Work) WITH min(x.durationMin) AS d MATCH (w:Work {durationMin: d}) RETURN w.title")
OD("Which is the earliest-composed work we have?", "MATCH (w:Work) RETURN w.title ORDER BY w.composedYear LIMIT 1")
OD("Most recent composition in the library",
  "MATCH (w:Work) RETURN w.title ORDER BY w.composedYear DESC LIMIT 1")
OD("Most expensive work to hire", "MATCH (w:Work) WHERE w.hireFeeGbp IS NOT NULL RETURN w.title "
  "ORDER BY w.hireFeeGbp DESC LIMIT 1")
OD("Which violin concerto is the longest?",
  "MATCH (w:Work) WHERE w.title STARTS WITH 'Violin Concerto' RETURN w.title ORDER BY w.durationMin DESC LIMIT 1")
OD("Ewan Carrick's works, oldest first",
  "MATCH (w:Work)-[:WRITTEN_BY]->(:Composer {name: 'Ewan Carrick'}) RETURN w.title ORDER BY w.composedYear")
OD("Who is the oldest composer in the library (earliest born)?",
  "MATCH (c:Composer) RETURN c.name ORDER BY c.bornYear LIMIT 1")
OD("youngest living composer", "MATCH (c:Composer) WHERE c.diedYear IS NULL RETURN c.name ORDER BY c.bornYear DESC LIMIT 1")
OD("Which composers lived longest?", "MATCH (x:Composer) WITH max(x.diedYear - x.bornYear) AS a "
  "MATCH (c:Composer) WHERE c.diedYear - c.bornYear = a RETURN c.name")
OD("Which composer died youngest?", "MATCH (c:Composer) WHERE c.diedYear IS NOT NULL "
  "RETURN c.name ORDER BY c.diedYear - c.bornYear LIMIT 1")
OD("Biggest venue?", "MATCH (v:Venue) RETURN v.venueName ORDER BY v.seats DESC LIMIT 1")
OD("smallest hall we use", "MATCH (v:Venue) RETURN v.venueName ORDER BY v.seats LIMIT 1")
OD("Which venue is cheapest to hire?", "MATCH (v:Venue) RETURN v.venueName ORDER BY v.hireFeeGbp LIMIT 1")
OD("Rank the Brackenbury venues by capacity",
  "MATCH (v:Venue {town: 'Brackenbury'}) RETURN v.venueName ORDER BY v.seats DESC")
OD("Which concert sold the most tickets?", "MATCH (k:Concert) WHERE k.ticketsSold IS NOT NULL "
  "RETURN k.concertTitle ORDER BY k.ticketsSold DESC LIMIT 1")
OD("worst-selling concert", "MATCH (k:Concert) WHERE k.ticketsSold IS NOT NULL "
  "RETURN k.concertTitle ORDER BY k.ticketsSold LIMIT 1")
OD("Top 5 concerts by box office", "MATCH (k:Concert) WHERE k.boxOfficeGbp IS NOT NULL "
  "RETURN k.concertTitle ORDER BY k.boxOfficeGbp DESC LIMIT 5")
OD("Best box office of the 2023-24 season?", "MATCH (k:Concert {season: '2023-24'}) WHERE k.boxOfficeGbp IS NOT NULL "
  "RETURN k.concertTitle ORDER BY k.boxOfficeGbp DESC LIMIT 1")
OD("What was our first concert?", "MATCH (k:Concert) RETURN k.concertTitle ORDER BY k.perfDate LIMIT 1")
OD("last concert on the books", "MATCH (k:Concert) RETURN k.concertTitle ORDER BY k.perfDate DESC LIMIT 1")
OD("What's the next concert after 1 December 2025?", "MATCH (k:Concert) WHERE k.perfDate > date('2025-12-01') "
  "RETURN k.concertTitle ORDER BY k.perfDate LIMIT 1")
OD("Which concert filled its hall the best (tickets sold as a share of seats)?",
  "MATCH (k:Concert)-[:HELD_AT]->(v:Venue) WHERE k.ticketsSold IS NOT NULL "
  "RETURN k.concertTitle ORDER BY toFloat(k.ticketsSold) / v.seats DESC LIMIT 1")
OD("Which concert had the emptiest hall, proportionally?",
  "MATCH (k:Concert)-[:HELD_AT]->(v:Venue) WHERE k.ticketsSold IS NOT NULL "
  "RETURN k.concertTitle ORDER BY toFloat(k.ticketsSold) / v.seats LIMIT 1")
OD("Which concert had the highest average ticket price (box office per ticket)?",
  "MATCH (k:Concert) WHERE k.ticketsSold > 0 RETURN k.concertTitle ORDER BY k.boxOfficeGbp / k.ticketsSold DESC LIMIT 1")
OD("Schools concerts in date order", "MATCH (k:Concert {schoolsConcert: true}) RETURN k.concertTitle ORDER BY k.perfDate")
OD("Which guest has the highest standard fee?",
  "MATCH (g:GuestArtist) RETURN g.fullName ORDER BY g.standardFeeGbp DESC LIMIT 1")
OD("cheapest conductor on our list by standard fee",
  "MATCH (g:GuestArtist {discipline: 'conductor'}) RETURN g.fullName ORDER BY g.standardFeeGbp LIMIT 1")
OD("What's the biggest single fee we've paid a guest, and to whom?",
  "MATCH (g:GuestArtist)-[e:ENGAGED_FOR]->(k:Concert) RETURN g.fullName, k.concertTitle, e.feeGbp "
  "ORDER BY e.feeGbp DESC LIMIT 1")
OD("lowest conductor fee we've paid",
  "MATCH (g:GuestArtist)-[e:ENGAGED_FOR {role: 'conductor'}]->(k:Concert) RETURN g.fullName, k.concertTitle "
  "ORDER BY e.feeGbp LIMIT 1")
OD("Which conductor have we engaged most often?",
  "MATCH (g:GuestArtist)-[:ENGAGED_FOR {role: 'conductor'}]->() WITH g, count(*) AS n "
  "RETURN g.fullName ORDER BY n DESC LIMIT 1")
OD("Top 3 guest artists by total fees paid",
  "MATCH (g:GuestArtist)-[e:ENGAGED_FOR]->() WITH g, sum(e.feeGbp) AS t RETURN g.fullName ORDER BY t DESC LIMIT 3")
OD("Which soloist was booked furthest ahead of the concert?",
  "MATCH (g:GuestArtist)-[e:ENGAGED_FOR {role: 'soloist'}]->(k:Concert) "
  "WITH g, k, duration.inDays(e.contractedOn, k.perfDate).days AS notice "
  "RETURN g.fullName, k.concertTitle ORDER BY notice DESC LIMIT 1")
OD("Which conductor booking was made at the shortest notice?",
  "MATCH (g:GuestArtist)-[e:ENGAGED_FOR {role: 'conductor'}]->(k:Concert) "
  "WITH g, k, duration.inDays(e.contractedOn, k.perfDate).days AS notice "
  "RETURN g.fullName, k.concertTitle ORDER BY notice LIMIT 1")
OD("Which extras have done the most gigs with us?",
  "MATCH (m:Musician)-[:EXTRA_FOR]->() WITH m, count(*) AS n WITH collect([m, n]) AS rows, max(n) AS top "
  "UNWIND rows AS r WITH r WHERE r[1] = top RETURN r[0].firstName + ' ' + r[0].lastName")
OD("Which extra earned the most from us in total?",
  "MATCH (m:Musician)-[x:EXTRA_FOR]->() WITH m, sum(x.feeGbp) AS t RETURN m.firstName + ' ' + m.lastName "
  "ORDER BY t DESC LIMIT 1")
OD("Who travelled furthest for a single extra booking?",
  "MATCH (m:Musician)-[x:EXTRA_FOR]->() RETURN m.firstName + ' ' + m.lastName ORDER BY x.travelMiles DESC LIMIT 1")
OD("Which concert cost the most in extras' fees?",
  "MATCH (:Musician)-[x:EXTRA_FOR]->(k:Concert) WITH k, sum(x.feeGbp) AS t RETURN k.concertTitle "
  "ORDER BY t DESC LIMIT 1")
OD("Which concert had the longest programme (total minutes of music)?",
  "MATCH (k:Concert)-[:PROGRAMMED]->(w:Work) WITH k, sum(w.durationMin) AS mins RETURN k.concertTitle "
  "ORDER BY mins DESC LIMIT 1")
OD("shortest programmes by total running time",
  "MATCH (k:Concert)-[:PROGRAMMED]->(w:Work) WITH k, sum(w.durationMin) AS mins WITH collect([k, mins]) AS rows, "
  "min(mins) AS low UNWIND rows AS r WITH r WHERE r[1] = low RETURN r[0].concertTitle")
OD("Which work have we programmed most often?",
  "MATCH (:Concert)-[:PROGRAMMED]->(w:Work) WITH w, count(*) AS n RETURN w.title ORDER BY n DESC LIMIT 1")
OD("Which composer's music have we played most?",
  "MATCH (:Concert)-[:PROGRAMMED]->(:Work)-[:WRITTEN_BY]->(c:Composer) WITH c, count(*) AS n "
  "RETURN c.name ORDER BY n DESC LIMIT 1")
OD("Which venues have we used most?", "MATCH (k:Concert)-[:HELD_AT]->(v:Venue) WITH v, count(k) AS n "
  "WITH collect([v, n]) AS rows, max(n) AS top UNWIND rows AS r WITH r WHERE r[1] = top RETURN r[0].venueName")
OD("Which venue has taken the most at the box office overall?",
  "MATCH (k:Concert)-[:HELD_AT]->(v:Venue) WITH v, sum(k.boxOfficeGbp) AS t RETURN v.venueName "
  "ORDER BY t DESC LIMIT 1")
OD("Biggest single sponsorship", "MATCH (s:Sponsor)-[sp:SUPPORTS]->(k:Concert) RETURN s.companyName, k.concertTitle "
  "ORDER BY sp.amountGbp DESC LIMIT 1")
OD("Which sponsor has given the most in total?",
  "MATCH (s:Sponsor)-[sp:SUPPORTS]->() WITH s, sum(sp.amountGbp) AS t RETURN s.companyName ORDER BY t DESC LIMIT 1")
OD("Our longest-standing sponsor?", "MATCH (s:Sponsor) RETURN s.companyName ORDER BY s.sponsorSince LIMIT 1")
OD("Which concert attracted the most sponsorship money?",
  "MATCH (:Sponsor)-[sp:SUPPORTS]->(k:Concert) WITH k, sum(sp.amountGbp) AS t RETURN k.concertTitle "
  "ORDER BY t DESC LIMIT 1")
OD("Among loans with an end date, which instrument's loan runs longest?",
  "MATCH (i:Instrument)-[l:ON_LOAN_TO]->() WHERE l.loanEnds IS NOT NULL "
  "WITH i, duration.inDays(l.loanStart, l.loanEnds).days AS days RETURN i.assetTag ORDER BY days DESC LIMIT 1")
OD("Which player has the most valuable instrument on loan?",
  "MATCH (i:Instrument)-[:ON_LOAN_TO]->(m:Musician) RETURN m.firstName + ' ' + m.lastName ORDER BY i.insuredGbp DESC LIMIT 1")
OD("Which deps have been covering the longest?",
  "MATCH (d:Musician)-[r:DEPS_FOR]->() RETURN d.firstName + ' ' + d.lastName ORDER BY r.sinceYear LIMIT 3")
OD("Which sold more tickets, Autumn Portraits or Family Tides?",
  "MATCH (k:Concert) WHERE k.concertTitle IN ['Autumn Portraits', 'Family Tides'] "
  "RETURN k.concertTitle ORDER BY k.ticketsSold DESC LIMIT 1")
OD("Which is longer: Symphony No. 2, 'Foxglove' or Symphony No. 2, 'Larkspur'?",
  "MATCH (w:Work) WHERE w.title IN [\"Symphony No. 2, 'Foxglove'\", \"Symphony No. 2, 'Larkspur'\"] "
  "RETURN w.title ORDER BY w.durationMin DESC LIMIT 1")
OD("Which season had the most concerts?", "MATCH (k:Concert) WITH k.season AS season, count(*) AS n RETURN season ORDER BY n DESC LIMIT 1")
OD("Which section has the highest average call fee?",
  "MATCH (m:Musician) WITH m.section AS section, avg(m.feePerCallGbp) AS fee RETURN section ORDER BY fee DESC LIMIT 1")
OD("Which instrument maker's pieces are insured for the most in total?",
  "MATCH (i:Instrument) WHERE i.maker IS NOT NULL WITH i.maker AS maker, sum(i.insuredGbp) AS t "
  "RETURN maker ORDER BY t DESC LIMIT 1")

# ---------------------------------------------------------------- aggregate
A("How many players are on our list?", "MATCH (m:Musician) RETURN count(m)")
A("how many principals", "MATCH (m:Principal) RETURN count(m)")
A("how many violnists do we have", "MATCH (m:Musician {instrument: 'violin'}) RETURN count(m)")
A("number of freelancers", "MATCH (m:Musician {onContract: false}) RETURN count(m)")
A("How many players are on contract in the woodwind section?",
  "MATCH (m:Musician {section: 'woodwind', onContract: true}) RETURN count(m)")
A("players per section", "MATCH (m:Musician) RETURN m.section, count(m)")
A("How many players in each postcode area?", "MATCH (m:Musician) RETURN m.postcodeArea, count(*)")
A("How many players have been DBS checked?", "MATCH (m:Musician {dbsChecked: true}) RETURN count(m)")
A("What share of players are DBS checked, as a percentage to one decimal?",
  "MATCH (m:Musician) RETURN round(100.0 * count(CASE WHEN m.dbsChecked THEN 1 END) / count(m), 1)")
A("how many players have no birth year recorded", "MATCH (m:Musician) WHERE m.bornYear IS NULL RETURN count(m)")
A("Average fee per call across the orchestra, to the nearest penny",
  "MATCH (m:Musician) RETURN round(avg(m.feePerCallGbp), 2)")
A("average call fee for the brass, rounded to 2dp",
  "MATCH (m:Musician {section: 'brass'}) RETURN round(avg(m.feePerCallGbp), 2)")
A("What's the highest call fee in the string section?",
  "MATCH (m:Musician {section: 'strings'}) RETURN max(m.feePerCallGbp)")
A("Lowest call fee of any principal?", "MATCH (m:Principal) RETURN min(m.feePerCallGbp)")
A("How many players joined in the 2010s?",
  "MATCH (m:Musician) WHERE 2010 <= m.joinedOn.year <= 2019 RETURN count(m)")
A("How many joined each year since 2020?",
  "MATCH (m:Musician) WHERE m.joinedOn.year >= 2020 RETURN m.joinedOn.year, count(*) ORDER BY m.joinedOn.year")
A("How many principals have endowed chairs?", "MATCH (m:Principal {chairEndowed: true}) RETURN count(m)")
A("How many players double on each doubling instrument?",
  "MATCH (m:Musician) UNWIND m.doubles AS d RETURN d, count(*)")
A("Average birth year of the cellists, rounded",
  "MATCH (m:Musician {instrument: 'cello'}) RETURN round(avg(m.bornYear))")
A("How many instruments do we hold?", "MATCH (i:Instrument) RETURN count(i)")
A("instruments by kind, how many of each", "MATCH (i:Instrument) RETURN i.kind, count(*)")
A("Total insured value of the whole collection", "MATCH (i:Instrument) RETURN sum(i.insuredGbp)")
A("What are the violins insured for altogether?", "MATCH (i:Instrument {kind: 'violin'}) RETURN sum(i.insuredGbp)")
A("How many instruments aren't orchestra-owned?",
  "MATCH (i:Instrument) WHERE i.orchestraOwned = false RETURN count(i)")
A("How many instruments per maker?", "MATCH (i:Instrument) WHERE i.maker IS NOT NULL RETURN i.maker, count(*)")
A("average insured value of our percussion instruments, to the nearest pound",
  "MATCH (i:Instrument {kind: 'percussion'}) RETURN round(avg(i.insuredGbp))")
A("How many instruments has Isolde Gorringe got on loan?",
  "MATCH (i:Instrument)-[:ON_LOAN_TO]->(:Musician {firstName: 'Isolde', lastName: 'Gorringe'}) RETURN count(i)")
A("Which players have more than one instrument on loan?",
  "MATCH (i:Instrument)-[:ON_LOAN_TO]->(m:Musician) WITH m, count(i) AS n WHERE n > 1 "
  "RETURN m.firstName + ' ' + m.lastName")
A("How many loans have no end date?", "MATCH ()-[l:ON_LOAN_TO]->() WHERE l.loanEnds IS NULL RETURN count(l)")
A("Total insured value of instruments on loan to principals",
  "MATCH (i:Instrument)-[:ON_LOAN_TO]->(:Principal) RETURN sum(i.insuredGbp)")
A("How many instruments has nobody ever borrowed?",
  "MATCH (i:Instrument) WHERE NOT (i)-[:ON_LOAN_TO]->() RETURN count(i)")
A("How many works are in the library?", "MATCH (w:Work) RETURN count(w)")
A("How many works need a choir?", "MATCH (w:Work) WHERE 'choir' IN w.forces RETURN count(w)")
A("average length of a work in minutes, one decimal",
  "MATCH (w:Work) RETURN round(avg(w.durationMin), 1)")
A("Total hire fees if we hired every copyrighted work once",
  "MATCH (w:Work) WHERE w.publicDomain = false RETURN round(sum(w.hireFeeGbp), 2)")
A("How many symphonies do we have?", "MATCH (w:Work) WHERE w.title STARTS WITH 'Symphony' RETURN count(w)")
A("how many works in each key", "MATCH (w:Work) WHERE w.keySig IS NOT NULL RETURN w.keySig, count(*)")
A("How many works by each nationality of composer?",
  "MATCH (w:Work)-[:WRITTEN_BY]->(c:Composer) RETURN c.nationality, count(w)")
A("How many works has Teodor Vaszary got in our library?",
  "MATCH (w:Work)-[:WRITTEN_BY]->(:Composer {name: 'Teodor Vaszary'}) RETURN count(w)")
A("Which composers have more than two works in the library?",
  "MATCH (w:Work)-[:WRITTEN_BY]->(c:Composer) WITH c, count(w) AS n WHERE n > 2 RETURN c.name")
A("Total minutes of Bohumil Stranek's music we hold",
  "MATCH (w:Work)-[:WRITTEN_BY]->(:Composer {name: 'Bohumil Stranek'}) RETURN sum(w.durationMin)")
A("how often does each force appear across the library",
  "MATCH (w:Work) UNWIND w.forces AS f RETURN f, count(*)")
A("How many works were arranged by someone?",
  "MATCH (w:Work)-[r:WRITTEN_BY]->() WHERE r.arrangedBy IS NOT NULL RETURN count(w)")
A("How many composers are there?", "MATCH (c:Composer) RETURN count(c)")
A("How many living composers?", "MATCH (c:Composer) WHERE c.diedYear IS NULL RETURN count(c)")
A("composers per nationality", "MATCH (c:Composer) RETURN c.nationality, count(*)")
A("how many PRS members among our composers", "MATCH (c:Composer {prsMember: true}) RETURN count(c)")
A("Average lifespan of the composers who have died, to one decimal place",
  "MATCH (c:Composer) WHERE c.diedYear IS NOT NULL RETURN round(avg(c.diedYear - c.bornYear), 1)")
A("How many venues do we use?", "MATCH (v:Venue) RETURN count(v)")
A("How many venues in each town?", "MATCH (v:Venue) RETURN v.town, count(*)")
A("Average hire fee of the step-free venues, rounded to the pound",
  "MATCH (v:Venue {stepFree: true}) RETURN round(avg(v.hireFeeGbp))")
A("How many concerts have we had at each venue?",
  "MATCH (k:Concert)-[:HELD_AT]->(v:Venue) RETURN v.venueName, count(k)")
A("How many concerts at venues with an organ?",
  "MATCH (k:Concert)-[:HELD_AT]->(:Venue {hasOrgan: true}) RETURN count(k)")
A("How many concerts in total?", "MATCH (k:Concert) RETURN count(k)")
A("concerts per season", "MATCH (k:Concert) RETURN k.season, count(*)")
A("How many concerts were streamed?", "MATCH (k:Concert {streamed: true}) RETURN count(k)")
A("How many concerts were in 2024?", "MATCH (k:Concert) WHERE k.perfDate.year = 2024 RETURN count(k)")
A("How many concerts in each month of 2024?", "MATCH (k:Concert) WHERE k.perfDate.year = 2024 "
  "RETURN k.perfDate.month, count(*) ORDER BY k.perfDate.month")
A("Total tickets sold in the 2023-24 season", "MATCH (k:Concert {season: '2023-24'}) RETURN sum(k.ticketsSold)")
A("Total box office across all concerts, to the penny",
  "MATCH (k:Concert) RETURN round(sum(k.boxOfficeGbp), 2)")
A("box office per season", "MATCH (k:Concert) WHERE k.boxOfficeGbp IS NOT NULL "
  "RETURN k.season, round(sum(k.boxOfficeGbp), 2)")
A("Average tickets sold per concert, whole number",
  "MATCH (k:Concert) WHERE k.ticketsSold IS NOT NULL RETURN round(avg(k.ticketsSold))")
A("How many concerts haven't got ticket figures yet, not counting cancellations?",
  "MATCH (k:Concert {cancelled: false}) WHERE k.ticketsSold IS NULL RETURN count(k)")
A("Average box office for schools concerts, to 2dp",
  "MATCH (k:Concert {schoolsConcert: true}) RETURN round(avg(k.boxOfficeGbp), 2)")
A("How many pieces were on the Twilight Fire programme?",
  "MATCH (:Concert {concertTitle: 'Twilight Fire'})-[:PROGRAMMED]->(w) RETURN count(w)")
A("How long was the music at Seaside Lights in total, in minutes?",
  "MATCH (:Concert {concertTitle: 'Seaside Lights'})-[:PROGRAMMED]->(w:Work) RETURN sum(w.durationMin)")
A("How many times have we played Dances, 'Wayfarer'?",
  "MATCH (:Concert)-[:PROGRAMMED]->(:Work {title: \"Dances, 'Wayfarer'\"}) RETURN count(*)")
A("How many different works have we performed?",
  "MATCH (:Concert)-[:PROGRAMMED]->(w:Work) RETURN count(DISTINCT w)")
A("Which works have been played at least four times?",
  "MATCH (:Concert)-[:PROGRAMMED]->(w:Work) WITH w, count(*) AS n WHERE n >= 4 RETURN w.title")
A("How many concerts featured a living composer?",
  "MATCH (k:Concert) WHERE EXISTS { (k)-[:PROGRAMMED]->(:Work)-[:WRITTEN_BY]->(c:Composer) WHERE c.diedYear IS NULL } "
  "RETURN count(k)")
A("How many concerts did each composer's music appear in, for the English composers?",
  "MATCH (k:Concert)-[:PROGRAMMED]->(:Work)-[:WRITTEN_BY]->(c:Composer {nationality: 'English'}) "
  "RETURN c.name, count(DISTINCT k)")
A("How many premieres have we given?", "MATCH ()-[p:PROGRAMMED {premiere: true}]->() RETURN count(p)")
A("How many guest artists are on file?", "MATCH (g:GuestArtist) RETURN count(g)")
A("guest artists by discipline", "MATCH (g:GuestArtist) RETURN g.discipline, count(*)")
A("How many guests does each agency represent?",
  "MATCH (g:GuestArtist) WHERE g.agency IS NOT NULL RETURN g.agency, count(*)")
A("How many times has Rupert Glasspool conducted for us?",
  "MATCH (:GuestArtist {fullName: 'Rupert Glasspool'})-[:ENGAGED_FOR {role: 'conductor'}]->(k) RETURN count(k)")
A("Total we've paid Ludovica Ferrant", "MATCH (:GuestArtist {fullName: 'Ludovica Ferrant'})-[e:ENGAGED_FOR]->() "
  "RETURN round(sum(e.feeGbp), 2)")
A("Average conductor fee, rounded to the nearest pound",
  "MATCH ()-[e:ENGAGED_FOR {role: 'conductor'}]->() RETURN round(avg(e.feeGbp))")
A("How many concerts had a soloist?",
  "MATCH (k:Concert) WHERE EXISTS { ()-[:ENGAGED_FOR {role: 'soloist'}]->(k) } RETURN count(k)")
A("Total guest artist fees for the 2024-25 season",
  "MATCH ()-[e:ENGAGED_FOR]->(:Concert {season: '2024-25'}) RETURN round(sum(e.feeGbp), 2)")
A("Which conductors have conducted more than six concerts?",
  "MATCH (g:GuestArtist)-[:ENGAGED_FOR {role: 'conductor'}]->(k) WITH g, count(k) AS n WHERE n > 6 RETURN g.fullName")
A("number of conductor bookings per conductor",
  "MATCH (g:GuestArtist)-[:ENGAGED_FOR {role: 'conductor'}]->() RETURN g.fullName, count(*)")
A("How many guests from the UK have we engaged?",
  "MATCH (g:GuestArtist {homeCountry: 'UK'})-[:ENGAGED_FOR]->() RETURN count(DISTINCT g)")
A("Average notice in days for soloist bookings, rounded",
  "MATCH ()-[e:ENGAGED_FOR {role: 'soloist'}]->(k:Concert) "
  "RETURN round(avg(duration.inDays(e.contractedOn, k.perfDate).days))")
A("How many extra bookings have there been?", "MATCH ()-[x:EXTRA_FOR]->() RETURN count(x)")
A("Total spent on extras", "MATCH ()-[x:EXTRA_FOR]->() RETURN round(sum(x.feeGbp), 2)")
A("How many gigs has Kestrel Tregarthen done as an extra?",
  "MATCH (:Musician {firstName: 'Kestrel', lastName: 'Tregarthen'})-[x:EXTRA_FOR]->() RETURN count(x)")
A("How many extras played Gala Dances?",
  "MATCH (m)-[:EXTRA_FOR]->(:Concert {concertTitle: 'Gala Dances'}) RETURN count(m)")
A("How many extra bookings are uninvoiced?", "MATCH ()-[x:EXTRA_FOR {invoiced: false}]->() RETURN count(x)")
A("How many concerts had no extras at all?",
  "MATCH (k:Concert) WHERE NOT EXISTS { ()-[:EXTRA_FOR]->(k) } RETURN count(k)")
A("Which extras have been booked five or more times?",
  "MATCH (m:Musician)-[x:EXTRA_FOR]->() WITH m, count(x) AS n WHERE n >= 5 RETURN m.firstName + ' ' + m.lastName")
A("How many different freelancers have we booked as extras?",
  "MATCH (m:Musician)-[:EXTRA_FOR]->() RETURN count(DISTINCT m)")
A("How many deps do we have in total?", "MATCH (d:Musician)-[:DEPS_FOR]->() RETURN count(DISTINCT d)")
A("How many deps does each principal have?",
  "MATCH (d:Musician)-[:DEPS_FOR]->(p:Principal) RETURN p.firstName + ' ' + p.lastName, count(d)")
A("Which principals have two deps?",
  "MATCH (d:Musician)-[:DEPS_FOR]->(p:Principal) WITH p, count(d) AS n WHERE n = 2 RETURN p.firstName + ' ' + p.lastName")
A("How many first-call deps are there?", "MATCH ()-[r:DEPS_FOR {firstCall: true}]->() RETURN count(r)")
A("How many sponsors do we have?", "MATCH (s:Sponsor) RETURN count(s)")
A("sponsors per sector", "MATCH (s:Sponsor) RETURN s.sector, count(*)")
A("Total sponsorship raised", "MATCH ()-[sp:SUPPORTS]->() RETURN sum(sp.amountGbp)")
A("How much did sponsors give for the 2025-26 season?",
  "MATCH ()-[sp:SUPPORTS]->(:Concert {season: '2025-26'}) RETURN sum(sp.amountGbp)")
A("How many concerts had sponsorship?", "MATCH (k:Concert) WHERE EXISTS { (:Sponsor)-[:SUPPORTS]->(k) } RETURN count(k)")
A("What has Brackenbury Building Society given us in total?",
  "MATCH (:Sponsor {companyName: 'Brackenbury Building Society'})-[sp:SUPPORTS]->() RETURN sum(sp.amountGbp)")
A("Average sponsorship gift, nearest pound", "MATCH ()-[sp:SUPPORTS]->() RETURN round(avg(sp.amountGbp))")
A("Sponsorship totals by sector", "MATCH (s:Sponsor)-[sp:SUPPORTS]->() RETURN s.sector, sum(sp.amountGbp)")
A("Which sponsors have supported three or more concerts?",
  "MATCH (s:Sponsor)-[:SUPPORTS]->(k) WITH s, count(k) AS n WHERE n >= 3 RETURN s.companyName")
A("Did the sponsors of Harvest Horizons give more than £15,000 between them?",
  "MATCH (:Sponsor)-[sp:SUPPORTS]->(:Concert {concertTitle: 'Harvest Horizons'}) RETURN sum(sp.amountGbp) > 15000")
A("How much did the Corn Exchange concerts take at the box office in 2025?",
  "MATCH (k:Concert)-[:HELD_AT]->(:Venue {venueName: 'Harrowfield Corn Exchange'}) WHERE k.perfDate.year = 2025 "
  "RETURN sum(k.boxOfficeGbp)")
A("How many concerts has each sponsor supported, for the food and drink firms?",
  "MATCH (s:Sponsor {sector: 'food and drink'}) RETURN s.companyName, COUNT { (s)-[:SUPPORTS]->() }")
A("How many concerts did Benoît Castaing conduct per season?",
  "MATCH (:GuestArtist {fullName: 'Benoît Castaing'})-[:ENGAGED_FOR {role: 'conductor'}]->(k:Concert) "
  "RETURN k.season, count(*)")
A("Did extras cost more than guest soloists over the 2022-23 season?",
  "MATCH ()-[x:EXTRA_FOR]->(k:Concert {season: '2022-23'}) WITH sum(x.feeGbp) AS extras "
  "MATCH ()-[e:ENGAGED_FOR {role: 'soloist'}]->(:Concert {season: '2022-23'}) WITH extras, sum(e.feeGbp) AS solo "
  "RETURN extras > solo")

# ---------------------------------------------------------------- unanswerable
U("What's Xanthe Uttley's mobile number?")
U("Which hotel did Helka Vuorinen stay in for Seaside Lights?")
U("How many rehearsals were scheduled for Autumn Fanfares?")
U("What did the Harrowfield Gazette review say about Moorland Tides?")
U("Which players are members of the Musicians' Union?")
U("What bowings did the leader mark for Symphony No. 2, 'Curlew'?")
U("How much did the programme booklets cost to print for Spring Fire?")
U("What encore did Magdalena Rusek play at Family Tides?")
U("Who was the stage manager for Twilight Portraits?")
U("How many season-ticket holders do we have for 2024-25?")
U("What's the pitch of the organ at St Ebba's Minster?")
U("How many interval drinks did the bar sell at Lowther Pavilion?")
U("Which players have perfect pitch?")
U("What's the parking like at the Fellgate Arts Centre?")
U("How many pages is the full score of Tone Poem, 'Heron'?")
U("Which schools came to Spring Horizons?")
U("What was the running time of the interval at Summer Serenade?")
U("How many downloads did the Gala Voices stream get?")
U("What's the bank account number for Pennant Law's sponsorship payments?")
U("Who won the Harrowfield Sinfonia young composer prize?")


def questions() -> list[dict]:
    out = []
    for question, cypher, category in Q:
        out.append({"question": question, "cypher": cypher, "category": category})
    for question in U_LIST:
        out.append({"question": question, "cypher": "", "category": "unanswerable"})
    for n, q in enumerate(out, 1):
        q["id"] = f"p19_{n:03d}"
    return out
