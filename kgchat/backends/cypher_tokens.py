"""Reading Cypher text as tokens: strings, backtick names, numbers, parameters, names and operators, with comments and
white space dropped, so that a word inside a string or a comment is never taken for a keyword.

``tokenize`` is what ``cypher_check`` reads a generated query with; ``parameterise`` moves the string literals of a
checked query into parameters before the store sends it (``kgchat.backends.neo4j_query``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<string>'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")
  | (?P<quoted>`(?:[^`]|``)*`)
  | (?P<number>(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?)
  | (?P<param>\$\w+)
  | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<op><=|>=|<>|!=|=~|->|<-|\.\.|\+=|::|[^\s'"`])  # a lone quote is no operator: an unterminated string
""", re.X | re.S)


@dataclass(frozen=True)
class Token:
    kind: str  # string | quoted | number | param | name | op
    text: str  # as written
    value: str  # a string's or backtick name's content, unescaped; else the text
    start: int = 0  # offsets in the query text
    end: int = 0

    @property
    def word(self) -> str:
        """The upper-cased keyword this token may be (a bare name only)."""
        return self.text.upper() if self.kind == "name" else ""

    @property
    def ident(self) -> bool:
        return self.kind in ("name", "quoted")


class CypherSyntaxError(ValueError):
    """The text cannot even be read as Cypher tokens (an unterminated string or name)."""


def tokenize(text: str) -> list[Token]:
    out = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:  # an opening quote with no end
            raise CypherSyntaxError(f"cannot read the query from {text[pos:pos + 20]!r}: an unterminated string or name")
        kind = m.lastgroup or "op"
        raw = m.group(0)
        pos = m.end()
        if kind in ("space", "comment"):
            continue
        if kind == "string":
            value = re.sub(r"\\(.)", lambda e: {"n": "\n", "t": "\t"}.get(e.group(1), e.group(1)), raw[1:-1])
        elif kind == "quoted":
            value = raw[1:-1].replace("``", "`")
        else:
            value = raw
        out.append(Token(kind, raw, value, m.start(), m.end()))
    return out


def parameterise(query: str) -> tuple[str, dict[str, str]]:
    """``query`` with every string literal moved into a parameter (``'Tom Hanks'`` → ``$s0``), and the parameters.

    The names and values a generated query compares come from the user's question: they travel to the server as
    parameters, as every other query kgchat sends, never as text the server parses."""
    tokens = tokenize(query)
    taken = {t.value[1:] for t in tokens if t.kind == "param"}
    params: dict[str, str] = {}
    out, pos, n = [], 0, 0
    for t in tokens:
        if t.kind != "string":
            continue
        while f"s{n}" in taken:
            n += 1
        name = f"s{n}"
        n += 1
        params[name] = t.value
        out.append(query[pos:t.start])
        out.append(f"${name}")
        pos = t.end
    out.append(query[pos:])
    return "".join(out), params
