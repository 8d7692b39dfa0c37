"""A tiny property graph for the tests of issue 35, in two shapes: as a Neo4j database holds it (labels, node and
relationship properties, a list property, dates as text) and as the triple view kgchat reads it as (value facts,
``type.object.type`` classes, one mediator node per relationship with properties: ``T.start``, ``T.end``,
``T.key``), so the same logical forms can run on SQLite, Virtuoso and Neo4j and must agree.
"""

from __future__ import annotations

from pathlib import Path

# label, name, properties (name and title are the names)
NODES = [
    ("Person", "Keanu Reeves", {"born": 1964}),
    ("Person", "Carrie-Anne Moss", {"born": 1967}),
    ("Person", "Lana Wachowski", {"born": 1965}),
    ("Person", "Jessica Thompson", {}),
    ("Movie", "The Matrix", {"released": 1999, "tagline": "Welcome to the Real World", "genres": ["Action", "Sci-Fi"],
                             "inColor": True, "budget": 63.0}),
    ("Movie", "The Matrix Reloaded", {"released": 2003, "tagline": "Free your mind", "genres": ["Action", "Sci-Fi"],
                                      "inColor": True, "budget": 150.0}),
    ("Movie", "John Wick", {"released": 2014, "tagline": "Don't set him off", "genres": ["Action"],
                            "inColor": True, "budget": 20.0}),
    ("Movie", "Nosferatu", {"released": 1922, "tagline": "A symphony of horror", "genres": ["Horror"],
                            "inColor": False, "budget": 0.5}),
]
# start, type, end, properties
RELATIONSHIPS = [
    ("Keanu Reeves", "ACTED_IN", "The Matrix", {"roles": "Neo"}),
    ("Keanu Reeves", "ACTED_IN", "The Matrix Reloaded", {"roles": "Neo"}),
    ("Keanu Reeves", "ACTED_IN", "John Wick", {"roles": "John Wick"}),
    ("Carrie-Anne Moss", "ACTED_IN", "The Matrix", {"roles": "Trinity"}),
    ("Lana Wachowski", "DIRECTED", "The Matrix", {}),
    ("Lana Wachowski", "DIRECTED", "The Matrix Reloaded", {}),
    ("Jessica Thompson", "REVIEWED", "The Matrix", {"rating": 95, "summary": "A classic"}),
    ("Jessica Thompson", "REVIEWED", "John Wick", {"rating": 70, "summary": "Loud"}),
    ("Carrie-Anne Moss", "REVIEWED", "The Matrix", {"rating": 80, "summary": "Proud of it"}),
]
NAME_KEY = {"Person": "name", "Movie": "title"}


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def triples_file(path: Path) -> Path:
    """The graph as ``head|relation|tail`` lines (ids are names; mediators are ``_:edgeN``)."""
    lines = []
    for label, name, props in NODES:
        lines.append(f"{name}|type.object.type|{label}")
        for key, value in props.items():
            for v in value if isinstance(value, list) else [value]:
                lines.append(f"{name}|{key}|{_text(v)}")
    for i, (start, rel, end, props) in enumerate(RELATIONSHIPS, 1):
        lines.append(f"{start}|{rel}|{end}")
        if props:
            edge = f"_:edge{i}"
            lines += [f"{edge}|{rel}.start|{start}", f"{edge}|{rel}.end|{end}"]
            lines += [f"{edge}|{rel}.{key}|{_text(v)}" for key, v in props.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def load_neo4j(driver) -> None:
    """Create the graph in an empty Neo4j database as people build one: labels, properties, no kgchat ids."""
    with driver.session() as session:
        for label, name, props in NODES:
            session.run(f"CREATE (n:{label}) SET n = $props", props={NAME_KEY[label]: name, **props}).consume()
        for start, rel, end, props in RELATIONSHIPS:
            session.run(f"MATCH (a) WHERE a.name = $s OR a.title = $s MATCH (b) WHERE b.name = $e OR b.title = $e "
                        f"CREATE (a)-[r:{rel}]->(b) SET r = $props", s=start, e=end, props=props).consume()
