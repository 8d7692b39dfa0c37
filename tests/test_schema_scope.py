"""Issue 34 on property graphs: what a word of the question scopes over, and when the schema parser cannot tell.

A negation denies one test, the nearest after it, and "no discontinued products" denies that there are any such
products; a word that only begins like a schema name ("discount" / "discontinued") names nothing unless the two
mean alike; "all" before related things asks for a test on every one of them, which no form here makes; a place
said of one label ("customers in Berlin") is not a test on another label's nodes; "how many customers" counts
customers. Each is read here on a small shop schema with no graph behind it (grounding by stems, no encoder unless
a test loads MiniLM), so the checks run without a server.
"""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.coverage import word_coverage
from kgchat.reasoning.schema_parser.grounding import _alike, schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex, ValueMention
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _text(key: str) -> PropertyInfo:
    return PropertyInfo(key, "string", count=3, distinct=3)


PLACE = (_text("country"), _text("city"))
SHOP = GraphSchema(
    labels=(LabelInfo("Supplier", 3, (_text("companyName"), *PLACE), "companyName"),
            LabelInfo("Customer", 3, (_text("customerName"), *PLACE), "customerName"),
            LabelInfo("Product", 5, (_text("productName"), PropertyInfo("discontinued", "bool", count=5),
                                     PropertyInfo("unitPrice", "float", count=5)), "productName"),
            LabelInfo("Category", 2, (_text("categoryName"),), "categoryName"),
            LabelInfo("Order", 3, (_text("orderId"), _text("shipCity"), _text("shipCountry")), "orderId")),
    relationships=(RelTypeInfo("SUPPLIES", 5, ("Supplier",), ("Product",)),
                   RelTypeInfo("PART_OF", 5, ("Product",), ("Category",)),
                   RelTypeInfo("PURCHASED", 3, ("Customer",), ("Order",)),
                   RelTypeInfo("ORDERS", 4, ("Order",), ("Product",), (PropertyInfo("discount", "float", count=4),)),
                   RelTypeInfo("REVIEWED", 2, ("Customer",), ("Product",))),
    property_graph=True)
# the values of the place properties, as a graph would hold them: (value, property, labels that hold it)
VALUES = {"berlin": ("Berlin", ("city", "shipCity")), "london": ("London", ("city", "shipCity")),
          "germany": ("Germany", ("country", "shipCountry")), "france": ("France", ("country", "shipCountry")),
          "uk": ("UK", ("country", "shipCountry")), "japan": ("Japan", ("country",))}


class Shop:
    """The least of a GraphStore the schema index reads: its schema."""

    def schema(self) -> GraphSchema:
        return SHOP


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Shop())


def parse(question: str, index: SchemaIndex):
    """The best candidate for ``question`` on the shop schema, its builder and its reading."""
    reading = read(question)
    values = []
    for i, t in enumerate(reading.tokens):
        if t.low in VALUES:
            value, keys = VALUES[t.low]
            values += [ValueMention((i,), e, value) for e in index.elements if e.kind == "prop" and e.name in keys]
    taken = {i for v in values for i in v.tokens}
    grounding = Grounding([], values, schema_words(reading, index, taken))
    builder = Builder(reading, grounding, index)
    return candidates(builder)[0], builder, reading


def not_covered(question: str, index: SchemaIndex) -> tuple[str, list[str]]:
    cand, builder, reading = parse(question, index)
    return to_sexpr(cand.form), [c.span for c in word_coverage(cand, reading, builder) if c.covered_by is None]


# -- negation ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("question", ["Which categories have no discontinued products?",
                                      "Which categories do not contain discontinued products?"])
def test_negation_before_the_related_things_denies_that_there_are_any(index, question):
    form, missing = not_covered(question, index)
    assert "(NOT (JOIN (R PART_OF) (AND (TYPE Product) (JOIN discontinued true))))" in form
    assert not missing


def test_negation_after_the_related_things_denies_their_property(index):
    form, missing = not_covered("Which categories have products that are not discontinued?", index)
    assert "(NOT" not in form and "(JOIN discontinued false)" in form
    assert not missing


def test_one_negation_denies_one_test(index):
    """"not discontinued … from Japan": the flag takes the negation; the supplier test is left as it is."""
    form, _ = not_covered("Which products not discontinued are supplied by suppliers from Japan?", index)
    assert "(JOIN discontinued false)" in form and "Japan" in form
    assert "(NOT" not in form


def test_of_two_tests_after_a_negation_the_nearer_one_is_denied(index):
    form, _ = not_covered("Which suppliers are not from Germany and supply discontinued products?", index)
    assert "(NOT (JOIN country Germany))" in form
    assert "(NOT (JOIN SUPPLIES" not in form and "(NOT (HAS SUPPLIES))" not in form


# -- words that only begin like a schema name ----------------------------------------------------------------------

def test_a_word_that_only_begins_like_a_property_is_never_exact_without_an_encoder(index):
    form, missing = not_covered("Which products have a discount?", index)
    assert "discontinued" in form  # read as the flag, as before; the badge says it may not be
    assert any("only begins like discontinued" in m for m in missing)


def test_a_word_that_only_begins_like_a_property_names_nothing_when_their_meanings_differ():
    from kgchat.errors import ModelError
    from kgchat.scorers.embedding import load_minilm

    try:
        encoder = load_minilm()
    except ModelError as exc:
        pytest.skip(f"no MiniLM: {exc}")
    index = SchemaIndex(Shop(), encoder)
    found = {m.element.name for m in schema_words(read("Which products have a discount?"), index, set())}
    assert "discontinued" not in found and "discount" in found
    # two forms of one word still match; without an encoder nothing says either way
    assert _alike(index, "published", "publication") is True
    assert _alike(index, "discount", "discontinued") is False
    assert _alike(SchemaIndex(Shop()), "discount", "discontinued") is None


# -- "all" ---------------------------------------------------------------------------------------------------------

def test_all_before_related_things_is_a_test_on_every_one(index):
    _, missing = not_covered("Which suppliers have all of their products discontinued?", index)
    assert any(m.startswith("'all'") for m in missing)


@pytest.mark.parametrize("question", ["Find all suppliers that supply discontinued products.",
                                      "List all products in stock.",
                                      "Which supplier has the highest unit price across all products?"])
def test_all_before_the_things_asked_for_asks_for_every_one_of_them(index, question):
    _, missing = not_covered(question, index)
    assert not any(m.startswith("'all'") for m in missing)


# -- which node a place is said of ---------------------------------------------------------------------------------

def test_a_place_said_of_one_label_is_tested_on_that_label(index):
    # the customers' city, reached through the products the suppliers supply, not the suppliers' own city
    form, missing = not_covered("Which suppliers supply products to customers in Berlin?", index)
    assert "(AND (TYPE Customer) (JOIN city Berlin))" in form, form
    assert "'Berlin' is said of the Customer nodes, not of the Supplier nodes it is tested on" not in missing


def test_a_place_right_after_the_label_that_holds_it_is_pinned(index):
    form, missing = not_covered("Which orders were purchased by customers in Berlin?", index)
    assert "(TYPE Customer) (JOIN city Berlin)" in form
    assert not missing


# -- how many of what ----------------------------------------------------------------------------------------------

def test_how_many_counts_the_label_it_names(index):
    form, missing = not_covered("How many customers in Germany purchased orders?", index)
    assert form.startswith(("(COUNT (AND (TYPE Customer)", "(COUNT (AND (AND (TYPE Customer)")) or "customers" in missing
    form, missing = not_covered("How many orders were purchased by customers in Berlin?", index)
    assert form.startswith("(COUNT (AND (TYPE Order)") and not missing


# -- a schema name written as it is spelt --------------------------------------------------------------------------

def test_a_schema_name_written_as_spelt_names_it(index):
    found = {m.element.name: m.score for m in schema_words(read("Which products have a unitPrice above 10?"), index,
                                                           set())}
    assert found.get("unitPrice") == 1.0


# -- "only", "or" --------------------------------------------------------------------------------------------------

def test_only_is_no_negation_of_the_test_after_it(index):
    """"supply only discontinued products": every product is, not none is."""
    form, missing = not_covered("Which suppliers supply only discontinued products?", index)
    assert "(NOT" not in form
    assert "only" in missing


def test_two_values_joined_by_or_are_either_of_them(index):
    form, missing = not_covered("Which suppliers are located in Germany or the UK?", index)
    assert "(NOT (AND (NOT (JOIN country Germany)) (NOT (JOIN country UK))))" in form  # either, not both
    assert not missing
    form, missing = not_covered("Which suppliers are not located in Germany or the UK?", index)
    assert "(AND (NOT (JOIN country Germany)) (NOT (JOIN country UK)))" in form  # neither
    assert not missing
    _, missing = not_covered("Which products have a unit price of 25 or higher?", index)
    assert not any(m.startswith("'or'") for m in missing)


# -- a property's words pin only the value next to them -------------------------------------------------------------

def test_a_property_named_for_another_test_does_not_pin_a_value(index):
    """"customers from Germany … orders shipped to France": "shipped" names the orders' ship country for France,
    not for Germany, which is said of the customers."""
    form, missing = not_covered("Which customers from Germany have no orders shipped to France?", index)
    assert "(AND (TYPE Customer) (JOIN country Germany))" in form
    assert not any("Germany" in m for m in missing)


# -- a true/false property of related things, through one relationship ---------------------------------------------

def test_a_property_of_related_things_is_tested_through_one_relationship(index):
    """Customers reach products two ways here (REVIEWED, and through orders): "reviewed" says which; with no
    word for it the step is a guess, and the answer is not exact."""
    form, missing = not_covered("Which customers reviewed no discontinued products?", index)
    assert form == "(AND (TYPE Customer) (NOT (JOIN REVIEWED (AND (TYPE Product) (JOIN discontinued true)))))"
    assert not missing
