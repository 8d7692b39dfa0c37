"""One line of a triple file, read and checked: MetaQA ``h|r|t``, TSV, one ``[head, relation, tail]`` of a subgraphs
line, and N-Triples statements (IRIs under ``COMPACT_PREFIXES`` shortened to ids, literals unescaped).

Each parser returns the triple or raises ValueError with the reason, which ``kgchat.backends.importer`` reports
with the line number; ``check_name`` is the test every id, name and relation passes (length, control characters).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from kgchat.backends.rdf_terms import literal_value
from kgchat.backends.sparql.terms import local_to_id
from kgchat.config import MAX_NAME_CHARS
from kgchat.text import UNSAFE_IN_LINES, describe

# IRI prefixes dropped to get short ids ("http://rdf.freebase.com/ns/m.0abc" -> "m.0abc").
COMPACT_PREFIXES = ("http://rdf.freebase.com/ns/", "http://example.org/kg/")


def check_name(text: str, what: str = "field") -> str:
    """``text`` if it can be an id, name or relation; ValueError (with the reason) if not."""
    if len(text) > MAX_NAME_CHARS:
        raise ValueError(f"{what} is {len(text):,} characters long (at most {MAX_NAME_CHARS:,})")
    # control, zero-width, direction, line separator (kgchat.text); a literal's tab or line break is its value
    if m := UNSAFE_IN_LINES.search(text):
        raise ValueError(f"{what} contains the control character {describe(m.group())}")
    return text


# -- line parsers: each returns (head, relation, tail) or raises ValueError with a reason --------------------------
def _split_line(line: str, sep: str) -> tuple[str, str, str]:
    parts = line.split(sep)
    if len(parts) != 3:
        raise ValueError(f"expected 3 fields separated by {sep!r}, found {len(parts)}")
    h, r, t = parts[0].strip(), parts[1].strip(), parts[2].strip()
    if not h or not r or not t:
        raise ValueError("empty field")
    check_name(h, "head"), check_name(r, "relation"), check_name(t, "tail")
    if len(r.split(None, 1)) > 1:
        raise ValueError(f"relation {r!r} contains whitespace")
    return h, r, t


def parse_metaqa(line: str) -> tuple[str, str, str]:
    return _split_line(line, "|")


def parse_tsv(line: str) -> tuple[str, str, str]:
    return _split_line(line, "\t")


_RELATION_ID = re.compile(r"[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+){2,}")  # a Freebase-style id: domain.type.property


def parse_subgraph_triple(triple: object) -> tuple[tuple[str, str, str], bool]:
    """One ``[head, relation, tail]`` of a subgraph line → ((head, relation, tail), whether it was mended), or
    ValueError. When the relation field is no relation id but exactly one comma-separated piece of the three fields
    is, the line was split at commas inside names: the pieces before it are the head, those after it the tail."""
    if not isinstance(triple, list) or len(triple) != 3 or not all(isinstance(x, str) for x in triple):
        raise ValueError("expected [head, relation, tail] (three strings)")
    h, r, t = (x.strip() for x in triple)
    mended = False
    if "," in ",".join(triple) and not _RELATION_ID.fullmatch(r):
        pieces = [p.strip() for p in ",".join(triple).split(",")]
        at = [i for i, p in enumerate(pieces) if _RELATION_ID.fullmatch(p)]
        if len(at) == 1 and 0 < at[0] < len(pieces) - 1:
            h, r, t = ", ".join(pieces[:at[0]]), pieces[at[0]], ", ".join(pieces[at[0] + 1:])
            mended = True
    if "," in r:
        raise ValueError(f"relation {r!r} holds a comma")
    if not h or not r or not t:
        raise ValueError("empty field")
    check_name(h, "head"), check_name(r, "relation"), check_name(t, "tail")
    if len(r.split(None, 1)) > 1:
        raise ValueError(f"relation {r!r} contains whitespace")
    return (h, r, t), mended


_NT_TERM = re.compile(
    r'\s*(?:<(?P<iri>[^<>"{}|^`\\\s]*)>|(?P<blank>_:[A-Za-z0-9_.\-]+)|'
    r'"(?P<lit>(?:[^"\\]|\\.)*)"(?:@(?P<lang>[A-Za-z]+(?:-[A-Za-z0-9]+)*)|\^\^<(?P<dt>[^>]*)>)?)'
)
_ESCAPES = {"t": "\t", "b": "\b", "n": "\n", "r": "\r", "f": "\f", '"': '"', "'": "'", "\\": "\\"}


def _unescape(s: str) -> str:
    def rep(m: re.Match[str]) -> str:
        e = m.group(1)
        if e[0] in "uU":
            return chr(int(e[1:], 16))
        return _ESCAPES[e]
    return re.sub(r"\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|[tbnrf\"'\\])", rep, s)


def compact_iri(iri: str) -> str:
    """Short id for an IRI under a known namespace, undoing the percent-encoding and CVT naming of
    ``kgchat.backends.sparql.terms`` so ids round-trip through N-Triples."""
    for prefix in COMPACT_PREFIXES:
        if iri.startswith(prefix):
            return local_to_id(iri[len(prefix):])
    return iri


class Statement(NamedTuple):
    """One N-Triples statement as read: ids (IRIs under ``COMPACT_PREFIXES`` shortened), the predicate's IRI, the
    object's value for a literal (``rdf_terms.literal_value``) with its language tag and datatype, and whether the
    subject / object id is a whole IRI (an entity that may need a name from its IRI)."""

    subject: str
    predicate: str
    object: str
    lang: str | None
    datatype: str | None
    subject_iri: bool
    object_iri: bool


def parse_nt(line: str) -> tuple[str, str, str, str | None]:
    """One N-Triples statement → (subject id, predicate, object id or literal value, language tag or None)."""
    return read_nt(line)[:4]


def read_nt(line: str) -> Statement:
    """One N-Triples statement (ValueError, with the reason, if it is not one)."""
    terms = []
    pos = 0
    for _ in range(3):
        m = _NT_TERM.match(line, pos)
        if not m:
            raise ValueError(f"cannot read term {len(terms) + 1} at column {pos + 1}")
        terms.append(m)
        pos = m.end()
    if not line[pos:].strip().startswith("."):
        raise ValueError("statement does not end with '.'")
    s, p, o = terms
    if s.group("lit") is not None or p.group("iri") is None:
        raise ValueError("subject must be an IRI or blank node and predicate an IRI")
    subj = compact_iri(s.group("iri")) if s.group("iri") is not None else s.group("blank")
    pred = p.group("iri")
    lang = datatype = None
    if o.group("iri") is not None:
        obj = compact_iri(o.group("iri"))
    elif o.group("blank") is not None:
        obj = o.group("blank")
    else:
        lang, datatype = o.group("lang"), o.group("dt")
        obj = literal_value(_unescape(o.group("lit")), datatype)
    if not obj:
        raise ValueError("empty object")
    check_name(subj, "subject"), check_name(pred, "predicate"), check_name(obj, "object")
    return Statement(subj, pred, obj, lang, datatype, subj == s.group("iri"), obj == o.group("iri"))
