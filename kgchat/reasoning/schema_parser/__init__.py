"""A schema-driven semantic parser: questions over a property graph (labels, properties, relationship properties)
to logical forms, with no LLM and nothing known about the graph beforehand but its schema.

- ``words``: the question's tokens and its general English cues (numbers and comparisons, superlatives, counting
  and averaging, negation, "contains");
- ``schema_index``: the graph's labels, relationship types and property keys as words, built once per graph;
- ``grounding``: which entities, property values and schema elements (labels, relationship types, property keys)
  the words name, read from the graph's own schema and data;
- ``build``: candidate logical forms of bounded size assembled from those pieces, each with the words it accounts
  for and a score;
- ``steps``: candidates one step past what the question pins (the asked property of the nodes it names, a
  qualifier of a named thing's relationship, the far end of a relationship a word names);
- ``render``: a canonical English reading of a form (for the trace, and for training a ranker on synthesised
  questions);
- ``coverage``: which words of the question a candidate accounts for, and how (what the badge reads);
- ``engine``: the engine that answers with the best candidate and badges it by what it covers.
"""
