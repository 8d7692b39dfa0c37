"""Load the Northwind example graph into a Neo4j database, as its own load script (``northwind.cypher``) builds it.

    python bench/northwind.py --uri bolt://127.0.0.1:PORT [--user neo4j] [--password PW] [--data DIR] [--wipe]

The example script reads the CSVs from the web with ``LOAD CSV``; this reads the same files from ``--data``
(default: ``shared/data/neo4j_text2cypher/northwind/import`` in the first folder above this
file that has it) in Python and sends them as ``UNWIND $rows``
parameters, statement by statement as the script does: products, categories and suppliers (``SET n += row``, then
the script's type conversions), ``PART_OF`` and ``SUPPLIES`` by matching ids, customers, orders, ``PURCHASED``, and
``ORDERS`` relationships carrying each order line's fields. An empty CSV field is absent, as ``LOAD CSV`` reads it
(null); the text ``NULL`` stays a string, as it does there.
"""

from __future__ import annotations

import argparse
import csv
import os
from pathlib import Path

SET_DIR = Path("shared") / "data" / "neo4j_text2cypher" / "northwind"  # where the development data sits, above the repo
DEFAULT_DATA = next((p / SET_DIR / "import" for p in Path(__file__).resolve().parents if (p / SET_DIR).is_dir()),
                    Path("../shared") / SET_DIR.relative_to("shared") / "import")
BATCH = 1000

CONSTRAINTS = [
    "CREATE CONSTRAINT Product_productID IF NOT EXISTS FOR (p:Product) REQUIRE (p.productID) IS UNIQUE",
    "CREATE CONSTRAINT Category_categoryID IF NOT EXISTS FOR (c:Category) REQUIRE (c.categoryID) IS UNIQUE",
    "CREATE CONSTRAINT Supplier_supplierID IF NOT EXISTS FOR (s:Supplier) REQUIRE (s.supplierID) IS UNIQUE",
    "CREATE CONSTRAINT Customer_customerID IF NOT EXISTS FOR (c:Customer) REQUIRE (c.customerID) IS UNIQUE",
    "CREATE CONSTRAINT Order_orderID IF NOT EXISTS FOR (o:Order) REQUIRE (o.orderID) IS UNIQUE",
]
# (csv file, statement over $rows): the example's statements with ``LOAD CSV … AS row`` turned into ``UNWIND``.
ROWS = [
    ("products.csv", "UNWIND $rows AS row MERGE (n:Product {productID: row.productID}) SET n += row, "
                     "n.unitPrice = toFloat(row.unitPrice), n.unitsInStock = toInteger(row.unitsInStock), "
                     "n.unitsOnOrder = toInteger(row.unitsOnOrder), n.reorderLevel = toInteger(row.reorderLevel), "
                     "n.discontinued = (row.discontinued <> \"0\")"),
    ("categories.csv", "UNWIND $rows AS row MERGE (n:Category {categoryID: row.categoryID}) SET n += row"),
    ("suppliers.csv", "UNWIND $rows AS row MERGE (n:Supplier {supplierID: row.supplierID}) SET n += row"),
    (None, "MATCH (p:Product), (c:Category) WHERE p.categoryID = c.categoryID MERGE (p)-[:PART_OF]->(c)"),
    (None, "MATCH (p:Product), (s:Supplier) WHERE p.supplierID = s.supplierID MERGE (s)-[:SUPPLIES]->(p)"),
    ("customers.csv", "UNWIND $rows AS row MERGE (n:Customer {customerID: row.customerID}) SET n += row"),
    ("orders.csv", "UNWIND $rows AS row MERGE (n:Order {orderID: row.orderID}) SET n += row"),
    (None, "MATCH (c:Customer), (o:Order) WHERE c.customerID = o.customerID MERGE (c)-[:PURCHASED]->(o)"),
    ("order-details.csv", "UNWIND $rows AS row MATCH (p:Product), (o:Order) "
                          "WHERE p.productID = row.productID AND o.orderID = row.orderID "
                          "MERGE (o)-[details:ORDERS]->(p) SET details = row, "
                          "details.quantity = toInteger(row.quantity)"),
]


def read_rows(path: Path) -> list[dict[str, str]]:
    """The CSV's rows as ``LOAD CSV WITH HEADERS`` gives them: empty fields left out (null)."""
    with path.open(newline="", encoding="utf-8") as f:
        return [{k: v for k, v in row.items() if k is not None and v != ""} for row in csv.DictReader(f)]


def load(driver, data: Path = DEFAULT_DATA, database: str | None = None, wipe: bool = False) -> dict[str, int]:
    """Load Northwind with an open ``neo4j`` driver; returns node and relationship counts."""
    with driver.session(database=database) as session:
        if wipe:
            session.run("MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS").consume()
        for statement in CONSTRAINTS:
            session.run(statement).consume()
        for file, statement in ROWS:
            if file is None:
                session.run(statement).consume()
                continue
            rows = read_rows(data / file)
            for start in range(0, len(rows), BATCH):
                session.run(statement, rows=rows[start:start + BATCH]).consume()
        nodes = session.run("MATCH (n) RETURN count(n) AS c").single()["c"]
        rels = session.run("MATCH ()-[r]->() RETURN count(r) AS c").single()["c"]
    return {"nodes": nodes, "relationships": rels}


def main() -> None:
    from neo4j import GraphDatabase

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--uri", required=True)
    ap.add_argument("--user", default="neo4j")
    ap.add_argument("--password", default=os.environ.get("NEO4J_PASSWORD", "kgchat-test"))
    ap.add_argument("--database", default=None)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA, help="folder of the example's CSV files")
    ap.add_argument("--wipe", action="store_true", help="delete everything in the database first")
    args = ap.parse_args()
    with GraphDatabase.driver(args.uri, auth=(args.user, args.password)) as driver:
        counts = load(driver, args.data, args.database, args.wipe)
    print(f"loaded {counts['nodes']} nodes and {counts['relationships']} relationships")


if __name__ == "__main__":
    main()
