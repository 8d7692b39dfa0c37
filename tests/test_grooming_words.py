"""Words a dog-grooming business uses of its own data, on a small graph built here:

- "who *booked* A-12": the relationship type spelt with the verb, though a status is 'booked' too;
- "what *colour* is Biscuit": the key whose values are colours ('black', 'golden'), though no key is spelt so;
- "appointments per *channel*", "how many cancelled appointments per channel": groups by a key of the relationship
  at the things counted, each counted within the things the question keeps;
- "dogs by size *category*": a key said with a plain noun after it, as a heading; "appointments per *size*": a key
  of the dog at the other end of each appointment;
- "how many *reveiws*": a slip in the noun of a relationship type's verb (REVIEWED);
- "groomers whose birth year *is missing*": no value held; "appointments with no voucher code": none held by
  the relationship at them that keeps it;
- "clients who joined in 2021 *or* 2022": either year;
- "which salon is *highest*": the height key, where no key is named;
- "clients who never *left* us a review": the verb only says one was given;
- "Ada Penrose's *visits*": her appointments, which the keys ``visitDate`` and ``visitType`` say are visits;
- "how many visits in *Q1 2025*", "between 1 January 2025 and 31 March 2025": the appointments (each with a
  ``visitDate`` and a ``visitType``) in those three months;
- "who *inspected* A-12": those whose work on it was an 'inspection', the noun for what the verb says;
- "minutes logged per task type": a relationship's number added up for each value of its other key (said as a
  total, not surely);
- "sizes and how many dogs have *each*": the groups said first, "each" pointing back to them;
- "how many parking *spaces* does Upper Fellgate have", "how many loyalty *stamps*": what is counted names nothing
  here (the graph keeps no spaces), so no count of salons or appointments is given for it;
- "clients who *came* in 2021 or 2022": a verb of happening, said of the time tested;
- "how many appointments did Maeve Tarrant groom in 2023 *with clippers*": a count of none on a reading that leaves
  a word unread is refused; without that word, the count of none stands, approximate;
- "what *day of the week* was A-12": the ISO weekday of the one date it keeps;
- "how many *booked* bookings are paid", where a booking's status is 'booked': read as the label's own word, the
  value is left untested, so the answer is never exact;
- "groomers *with a mentor*": those someone mentors, not the mentors (and so surely);
- "clients who reviewed *twice*", "exactly 2 times", "exactly once": no more than that many either;
- "the *unit* price of Copper Kettle": a word of a key said in full names no label, though ``unitsInStock`` and
  ``unitsOnOrder`` make "units" name the items;
- "*colours* included in P-2": a key said where the word for its nodes would be, its values of the nodes the rest
  keeps;
- "items by decade *launched*", "items *launched* in each decade": how many fall in each decade of their one year;
  "purchases *opened* per year": by the year of the date spelt with the verb (not the aisles' ``openedYear``);
- "how many *tin ladles* do we list": a value of a key several labels keep ("name") is of the label whose nodes
  keep it.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "g1": (["Groomer"], {"firstName": "Perpetua", "lastName": "Hollis", "birthYear": 1988, "startYear": 2019}),
    "g2": (["Groomer"], {"firstName": "Osric", "lastName": "Lindqvist", "birthYear": 1995, "startYear": 2021}),
    "g3": (["Groomer"], {"firstName": "Maeve", "lastName": "Tarrant", "startYear": 2022}),
    "c1": (["Client"], {"name": "Ada Penrose", "joinedYear": 2020, "tier": "premium"}),
    "c2": (["Client"], {"name": "Bram Colley", "joinedYear": 2021, "tier": "standard"}),
    "c3": (["Client"], {"name": "Cleo Varga", "joinedYear": 2022, "tier": "basic"}),
    "c4": (["Client"], {"name": "Dov Ashcombe", "joinedYear": 2023, "tier": "standard"}),
    "d1": (["Dog"], {"name": "Biscuit", "coat": "golden", "size": "small"}),
    "d2": (["Dog"], {"name": "Pepper", "coat": "black", "size": "large"}),
    "d3": (["Dog"], {"name": "Nimbus", "coat": "white", "size": "medium"}),
    "d4": (["Dog"], {"name": "Rusty", "coat": "brown", "size": "small"}),
    "a1": (["Appointment"], {"code": "A-11", "status": "completed", "priceGbp": 45.0}),
    "a2": (["Appointment"], {"code": "A-12", "status": "booked", "priceGbp": 60.0}),
    "a3": (["Appointment"], {"code": "A-13", "status": "cancelled", "priceGbp": 35.0}),
    "a4": (["Appointment"], {"code": "A-14", "status": "cancelled", "priceGbp": 50.0}),
    "a5": (["Appointment"], {"code": "A-15", "status": "completed", "priceGbp": 40.0}),
    "a6": (["Appointment"], {"code": "A-16", "status": "completed", "priceGbp": 55.0}),
    "s1": (["Salon"], {"name": "Millbrook Parlour", "elevationM": 120}),
    "s2": (["Salon"], {"name": "Upper Fellgate", "elevationM": 340}),
}
# who booked which appointment, and by which channel: most bookings came by web, the cancelled ones by phone
BOOKINGS = [("c1", "a1", "web"), ("c2", "a2", "web"), ("c3", "a3", "phone"), ("c4", "a4", "phone"),
            ("c1", "a5", "web"), ("c2", "a6", "web")]
# each appointment's day and kind, kept in two keys that say what it is: a visit
VISITS = [("A-11", "2025-01-10", "full groom"), ("A-12", "2025-02-14", "bath"), ("A-13", "2025-03-30", "full groom"),
          ("A-14", "2025-04-02", "nail trim"), ("A-15", "2024-12-20", "bath"), ("A-16", "2025-05-05", "full groom")]
RELS = [("c1", "OWNS", "d1"), ("c2", "OWNS", "d2"), ("c3", "OWNS", "d3"), ("c4", "OWNS", "d4"),
        ("a1", "FOR_DOG", "d1"), ("a2", "FOR_DOG", "d2"), ("a3", "FOR_DOG", "d3"), ("a4", "FOR_DOG", "d4"),
        ("a5", "FOR_DOG", "d1"), ("a6", "FOR_DOG", "d2"),
        ("g1", "GROOMED", "a1"), ("g2", "GROOMED", "a5"), ("g3", "GROOMED", "a6"),
        ("g1", "MENTORS", "g2"), ("g1", "MENTORS", "g3"),
        ("a1", "AT", "s1"), ("a2", "AT", "s2"), ("a3", "AT", "s1"), ("a4", "AT", "s2"), ("a5", "AT", "s1"),
        ("a6", "AT", "s2")]


def _fill(session) -> None:
    for client, appointment, channel in BOOKINGS:
        session.run("MATCH (c {_h: $c}), (a {_h: $a}) CREATE (c)-[:BOOKED {channel: $ch, bookedOn: date('2025-03-01')}]"
                    "->(a)", c=client, a=appointment, ch=channel)
    session.run("MATCH (:Client)-[b:BOOKED]->(:Appointment {code: 'A-11'}) SET b.voucherCode = 'SPRING5'")
    for groomer, task, minutes in (("g3", "inspection", 20), ("g1", "consultation", 15), ("g2", "inspection", 25)):
        session.run("MATCH (g {_h: $g}), (a:Appointment {code: $c}) CREATE (g)-[:WORKED_ON {task: $t, minutes: $m}]"
                    "->(a)", g=groomer, c="A-12" if groomer != "g2" else "A-13", t=task, m=minutes)
    for code, day, kind in VISITS:
        session.run("MATCH (a:Appointment {code: $c}) SET a.visitDate = date($d), a.visitType = $k", c=code, d=day, k=kind)
    for client, appointment, stars in (("c1", "a1", 5), ("c1", "a5", 4), ("c2", "a6", 3)):
        session.run("MATCH (c {_h: $c}), (a {_h: $a}) CREATE (c)-[:REVIEWED {stars: $s}]->(a)",
                    c=client, a=appointment, s=stars)


@pytest.fixture(scope="module")
def salon(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_fill, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_a_verb_names_its_type_not_the_status_spelt_alike(salon):
    answer, form, names = _ask(salon, "who booked A-12")
    assert names == ["Bram Colley"] and "BOOKED" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_word_for_what_a_keys_values_are(salon):
    answer, form, names = _ask(salon, "what colour is Biscuit")
    assert names == ["golden"] and "coat" in form, form


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "order"), [("appointments per channel", ["web", "phone"]),
                                                 ("how many cancelled appointments per channel", ["phone"]),
                                                 ("how many completed appointments per channel", ["web"])])
def test_groups_by_a_key_of_the_relationship(salon, question, order):
    answer, form, names = _ask(salon, question)
    assert names == order and "BOOKED.channel" in form, form


@pytest.mark.neo4j
def test_groups_by_a_key_of_the_things_at_the_other_end(salon):
    """"appointments per size": the size of each appointment's dog (one dog each, so surely)."""
    answer, form, names = _ask(salon, "appointments per size")
    assert names == ["small", "large", "medium"] and "FOR_DOG" in form and "size" in form, form


@pytest.mark.neo4j
def test_the_value_of_a_relationships_key_most_of_them_hold(salon):
    answer, form, names = _ask(salon, "which channel has the most appointments")
    assert names == ["web"] and "BOOKED.channel" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_count_per_group_counts_only_what_the_question_keeps(salon):
    _, form, names = _ask(salon, "how many completed appointments in each status")
    assert names == ["completed"], form
    _, form, names = _ask(salon, "how many small dogs per coat")
    assert sorted(names) == ["brown", "golden"], form


@pytest.mark.neo4j
def test_a_heading_with_a_plain_noun_after_the_key(salon):
    answer, form, names = _ask(salon, "dogs by size category")
    assert names[0] == "small" and "size" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_slip_in_the_noun_of_a_verb_type(salon):
    _, form, names = _ask(salon, "how many reveiws")
    assert names == ["3"] and "REVIEWED" in form, form


@pytest.mark.neo4j
def test_a_key_said_to_be_missing(salon):
    answer, form, names = _ask(salon, "groomers whose birth year is missing")
    assert names == ["Maeve Tarrant"] and "NOT (HAS birthYear)" in form, form
    _, form, names = _ask(salon, "groomers whose birth year is not missing")
    assert "Maeve Tarrant" not in names, form


@pytest.mark.neo4j
def test_two_years_joined_by_or(salon):
    _, form, names = _ask(salon, "clients who joined in 2021 or 2022")
    assert sorted(names) == ["Bram Colley", "Cleo Varga"], form


@pytest.mark.neo4j
def test_highest_with_no_key_named_is_the_height(salon):
    _, form, names = _ask(salon, "which salon is highest")
    assert names == ["Upper Fellgate"] and "elevationM" in form, form


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "expected"), [("clients who reviewed twice", ["Ada Penrose"]),
                                                    ("clients who reviewed exactly 2 times", ["Ada Penrose"]),
                                                    ("how many clients reviewed exactly once", ["1"])])
def test_how_many_times_said_exactly(salon, question, expected):
    answer, form, names = _ask(salon, question)
    assert sorted(names) == expected and "(le (AGG count" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_no_value_of_a_key_of_the_relationship_at_them(salon):
    answer, form, names = _ask(salon, "appointments with no voucher code")
    assert sorted(names) == ["A-12", "A-13", "A-14", "A-15", "A-16"] and "BOOKED.voucherCode" in form, form
    _, form, names = _ask(salon, "appointments with a voucher code")
    assert names == ["A-11"], form


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "expected"), [("groomers with a mentor", ["Maeve Tarrant", "Osric Lindqvist"]),
                                                    ("groomers without a mentor", ["Perpetua Hollis"]),
                                                    ("groomers who mentor someone", ["Perpetua Hollis"])])
def test_a_noun_for_who_does_a_self_type_had_by_them(salon, question, expected):
    answer, form, names = _ask(salon, question)
    assert sorted(names) == expected and "MENTORS" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_verb_for_giving_what_the_noun_after_it_names(salon):
    answer, form, names = _ask(salon, "clients who have never left us a review")
    assert sorted(names) == ["Cleo Varga", "Dov Ashcombe"] and "REVIEWED" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
@pytest.mark.parametrize("question", ["how many visits in Q1 2025", "how many visits were in Q1 of 2025",
                                      "how many appointments between 1 January 2025 and 31 March 2025"])
def test_a_quarter_and_a_range_of_dated_days(salon, question):
    answer, form, names = _ask(salon, question)
    assert names == ["3"] and "visitDate" in form and "Appointment" in form, form


@pytest.mark.neo4j
def test_a_past_form_names_the_value_that_is_its_noun(salon):
    answer, form, names = _ask(salon, "who inspected A-12")
    assert names == ["Maeve Tarrant"] and "inspection" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_relationships_number_per_value_of_its_key(salon):
    answer, form, names = _ask(salon, "minutes logged per task type")
    assert names == ["inspection", "consultation"] and "(AGG sum" in form and "WORKED_ON.minutes" in form, form
    assert answer.provenance is Provenance.KG_APPROXIMATE, answer.trace.not_covered


@pytest.mark.neo4j
def test_each_pointing_back_to_the_groups_said_first(salon):
    answer, form, names = _ask(salon, "sizes and how many dogs have each")
    assert names[0] == "small" and sorted(names) == ["large", "medium", "small"] and "size" in form, form
    answer, form, names = _ask(salon, "salons and how many appointments were at each")
    assert names == ["Millbrook Parlour", "Upper Fellgate"] or names == ["Upper Fellgate", "Millbrook Parlour"], form
    assert "(AGG count" in form, form


@pytest.mark.neo4j
@pytest.mark.parametrize("question", ["how many parking spaces does Upper Fellgate have",
                                      "how many loyalty stamps did Ada Penrose get"])
def test_a_count_of_what_the_graph_keeps_none_of_is_refused(salon, question):
    answer, form, names = _ask(salon, question)
    assert answer.provenance not in (Provenance.KG_EXACT, Provenance.KG_APPROXIMATE), (form, names)


@pytest.mark.neo4j
def test_a_noun_the_keys_of_a_label_begin_with_names_its_nodes(salon):
    answer, form, names = _ask(salon, "Ada Penrose's visits")
    assert sorted(names) == ["A-11", "A-15"] and "Appointment" in form, form
    assert answer.provenance in (Provenance.KG_EXACT, Provenance.KG_APPROXIMATE), answer.trace.not_covered


@pytest.mark.neo4j
def test_a_verb_of_happening_before_the_time_tested(salon):
    answer, form, names = _ask(salon, "clients who came in 2021 or 2022")
    assert sorted(names) == ["Bram Colley", "Cleo Varga"] and "joinedYear" in form, form
    assert answer.provenance in (Provenance.KG_EXACT, Provenance.KG_APPROXIMATE), answer.trace.not_covered


@pytest.mark.neo4j
def test_a_count_of_none_with_a_doubt_of_its_own_is_refused(salon):
    doubted, _, _ = _ask(salon, "how many appointments did Maeve Tarrant groom in 2023 with clippers")
    assert doubted.provenance is Provenance.NONE, doubted.trace.not_covered
    plain, form, names = _ask(salon, "how many appointments did Maeve Tarrant groom in 2023")
    assert names == ["0"] and plain.provenance is Provenance.KG_APPROXIMATE, form


@pytest.mark.neo4j
def test_the_day_of_the_week_of_a_things_date(salon):
    answer, form, names = _ask(salon, "what day of the week was A-12")
    assert names == ["5"] and "(WEEKDAY visitDate)" in form, form


BOOKINGS_ONLY = {"b1": (["Booking"], {"code": "B-1", "status": "booked", "paid": True}),
                 "b2": (["Booking"], {"code": "B-2", "status": "completed", "paid": True}),
                 "b3": (["Booking"], {"code": "B-3", "status": "booked", "paid": False}),
                 "b4": (["Booking"], {"code": "B-4", "status": "cancelled", "paid": False})}


@pytest.mark.neo4j
def test_a_value_read_as_the_labels_own_word_is_not_exact(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, BOOKINGS_ONLY) as engine:
        answer, form, names = _ask(engine, "how many booked bookings are paid")
    assert names == ["1"] or answer.provenance is not Provenance.KG_EXACT, (form, names)


SHOP = {"i1": (["Item"], {"sku": "K-100", "name": "Copper Kettle", "unitPrice": 30.0, "unitsInStock": 12, "unitsOnOrder": 4,
                          "colour": "copper", "launchYear": 1987}),
        "i2": (["Item"], {"sku": "L-200", "name": "Tin Ladle", "unitPrice": 6.5, "unitsInStock": 40, "unitsOnOrder": 0,
                          "colour": "grey", "launchYear": 1994}),
        "i3": (["Item"], {"sku": "T-300", "name": "Brass Trivet", "unitPrice": 12.0, "unitsInStock": 3, "unitsOnOrder": 0,
                          "colour": "gold", "launchYear": 1998}),
        "i4": (["Item"], {"sku": "L-201", "name": "Tin Ladle", "unitPrice": 7.5, "unitsInStock": 8, "unitsOnOrder": 0,
                          "colour": "silver", "launchYear": 1999}),
        "a1": (["Aisle"], {"name": "North Aisle", "openedYear": 2019}),
        "a2": (["Aisle"], {"name": "Garden Aisle", "openedYear": 2021}),
        "p1": (["Purchase"], {"code": "P-1"}),
        "p2": (["Purchase"], {"code": "P-2"})}


def _sold(session) -> None:
    # what each purchase paid a unit: below the list price, as a discount
    for purchase, item, price in (("p1", "i1", 24.0), ("p2", "i1", 27.0), ("p2", "i2", 5.0)):
        session.run("MATCH (p {_h: $p}), (i {_h: $i}) CREATE (p)-[:INCLUDES {unitPrice: $u, quantity: 1}]->(i)",
                    p=purchase, i=item, u=price)
    for purchase, opened, shipped in (("p1", "2024-12-30", "2025-01-03"), ("p2", "2025-02-01", "2025-02-04")):
        session.run("MATCH (p {_h: $p}) SET p.openedOn = date($o), p.shippedOn = date($s)", p=purchase, o=opened,
                    s=shipped)


@pytest.fixture(scope="module")
def shop(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, SHOP, fill=_sold) as engine:
        yield engine


@pytest.mark.neo4j
def test_a_word_of_a_key_said_in_full_names_no_label(shop):
    """"units" names the items (``unitsInStock``, ``unitsOnOrder``), but "the unit price of X" is X's own key."""
    _, form, names = _ask(shop, "What is the unit price of Copper Kettle?")
    assert names == ["30.0"] and "INCLUDES" not in form, form


@pytest.mark.neo4j
@pytest.mark.parametrize("question", ["colours included in P-2", "what colours does P-2 include"])
def test_a_key_said_where_its_labels_word_would_be(shop, question):
    """"colours included in P-2": the colours of the items P-2 includes, no word naming the items."""
    _, form, names = _ask(shop, question)
    assert sorted(names) == ["copper", "grey"] and "colour" in form, form


@pytest.mark.neo4j
@pytest.mark.parametrize("question", ["items by decade launched", "items launched in each decade",
                                      "items by the decade they were launched"])
def test_things_counted_per_decade_of_their_one_year(shop, question):
    """A heading by decade with a verb for the one year the items keep: how many fall in each decade."""
    answer, form, names = _ask(shop, question)
    assert names == ["1990", "1980"] and "(DECADE launchYear)" in form, form


@pytest.mark.neo4j
def test_a_value_of_a_key_several_labels_keep_is_of_those_keeping_it(shop):
    """"name" is kept by aisles and by items (each with its own code): "tin ladles" are items, as only items are
    named so."""
    _, form, names = _ask(shop, "how many tin ladles do we list")
    assert names == ["2"] and "Item" in form, form


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "years", "key"), [("purchases shipped per year", ["2025"], "shippedOn"),
                                                        ("purchases opened per year", ["2024", "2025"], "openedOn")])
def test_the_verb_of_a_heading_picks_the_date_spelt_with_it(shop, question, years, key):
    answer, form, names = _ask(shop, question)
    assert sorted(names) == years and f"(YEAR {key})" in form, form
