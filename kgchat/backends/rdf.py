"""Triple files as Freebase-style RDF: the conversion to N-Triples (for Virtuoso's bulk loader).

kgchat's ids become IRIs in the Freebase namespace ``http://rdf.freebase.com/ns/`` (``ns:``) by the scheme written in
``kgchat.backends.sparql.terms`` (percent-encoded local names, ``_:x`` as ``ns:m.cvt_x``, PathQuestion's
``__film__cinematographer__film`` as ``ns:film.cinematographer.film``), so that a SPARQL store can hold any kgchat
graph and give the same ids back. A converted file also has:

- **Names.** A named entity gets ``ns:type.object.name "name"@en``; its name is the one the file gives
  (N-Triples ``rdfs:label`` / ``type.object.name``), else its id (as the SQLite store does), or the id with
  underscores as spaces with ``name_style="spaced"``. Unnamed (``_:``) nodes get no name: Freebase's CVT convention.
- **Objects** are entities (IRIs), never literals, exactly as the embedded store treats them.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from kgchat.backends.base import BLANK_PREFIX, default_name
from kgchat.backends.importer import Batch, LoadReport, Malformed, guess_format, read_batches
from kgchat.backends.sparql.terms import (
    NAME_IRI,
    XSD,
    entity_iri,
    local_to_id,
    relation_iri,
)
from kgchat.errors import ImportFormatError


# -- ids read back from N-Triples ------------------------------------------------------------------------------------
def _nt_id(entity_id: str) -> str:
    """An id read from N-Triples by the importer: its IRI was compacted but not decoded, so decode it here
    (a file this module wrote converts back to the same ids; Freebase ids have nothing to decode)."""
    return entity_id if "://" in entity_id else local_to_id(entity_id)


# -- N-Triples writing ------------------------------------------------------------------------------------------------
_NT_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def nt_literal(text: str, lang: str | None = None, datatype: str | None = None) -> str:
    """An N-Triples literal: quotes, backslashes and control characters escaped, UTF-8 kept as it is."""
    body = "".join(_NT_ESCAPES.get(c, f"\\u{ord(c):04X}" if ord(c) < 0x20 or c == "\x7f" else c) for c in text)
    if lang:
        return f'"{body}"@{lang}'
    if datatype:
        return f'"{body}"^^<{datatype}>'
    return f'"{body}"'


def nt_line(subject: str, predicate: str, obj: str) -> str:
    """One statement; ``obj`` is an already written term (``<iri>`` or a literal from ``nt_literal``)."""
    return f"<{subject}> <{predicate}> {obj} .\n"


def written_name(entity_id: str, names: dict[str, str], name_style: str = "id") -> str:
    """The name written for an entity: the file's name, else the id (``spaced``: underscores as spaces)."""
    if entity_id in names:
        return names[entity_id]
    name = default_name(entity_id)
    return name.replace("_", " ") if name_style == "spaced" else name


def triples_to_nt(triples: Iterable[tuple[str, str, str]], names: dict[str, str] | None = None,
                  name_style: str = "id", named: set[str] | None = None) -> Iterator[str]:
    """N-Triples lines for (head, relation, tail) id triples plus one name line per newly seen named entity.

    ``named`` collects the entities already given a name (pass the same set across batches of one file).
    """
    names = names or {}
    named = named if named is not None else set()
    for h, r, t in triples:
        yield nt_line(entity_iri(h), relation_iri(r), f"<{entity_iri(t)}>")
        for e in (h, t):
            if e not in named:
                named.add(e)
                label = written_name(e, names, name_style)
                if label:
                    yield nt_line(entity_iri(e), NAME_IRI, nt_literal(label, lang="en"))


@dataclass
class ConvertReport:
    """What a conversion wrote; ``malformed`` lines were skipped (see ``kgchat.backends.importer``)."""

    source: str
    target: str
    triples: int = 0
    names: int = 0
    extra: int = 0
    malformed: list[Malformed] = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> str:
        return (f"{self.source} -> {self.target}: {self.triples:,} triples, {self.names:,} names, "
                f"{self.extra:,} extra lines, {len(self.malformed):,} malformed ({self.seconds:.1f} s)")


def convert_file(source: str | Path, target: str | Path, fmt: str | None = None, name_style: str = "id",
                 extra_lines: Iterable[str] = (), strict: bool = False) -> ConvertReport:
    """Convert a triple file (MetaQA ``h|r|t``, TSV or N-Triples, optionally gzipped) to Freebase-style N-Triples.

    ``extra_lines`` are appended verbatim (e.g. ``pathquestion_cvts``). With ``strict``, a malformed line aborts
    the conversion before anything is written. The output loads into Virtuoso with ``ld_dir`` +
    ``rdf_loader_run()`` and is read back by ``SparqlGraph`` with the same ids.
    """
    if name_style not in ("id", "spaced"):
        raise ImportFormatError(f"Unknown name style {name_style!r}; use 'id' or 'spaced'.")
    source, target = Path(source), Path(target)
    fmt = fmt or guess_format(source)
    started = time.perf_counter()
    load = LoadReport(source=str(source))
    report = ConvertReport(str(source), str(target))
    batches: Iterable[Batch] = read_batches(source, fmt, load)
    names: dict[str, str] = {}
    if fmt == "nt" or strict:  # N-Triples names arrive with the last batch; strict checks everything first
        batches = list(batches)
        if fmt == "nt":
            batches = [Batch([(_nt_id(h), r, _nt_id(t)) for h, r, t in b.triples],
                             {_nt_id(i): n for i, n in b.names.items()}, b.lines,
                             {_nt_id(i): n for i, n in b.default_names.items()}) for b in batches]
        for batch in batches:  # labels win over names read from IRIs
            names.update({i: n for i, n in batch.default_names.items() if i not in names})
        for batch in batches:
            names.update(batch.names)
        if strict and load.malformed:
            first = load.malformed[0]
            raise ImportFormatError(f"{len(load.malformed)} malformed line(s) in {source}; first at line "
                                    f"{first.line}: {first.reason}. Nothing was written.")
    named: set[str] = set()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("w", encoding="utf-8") as out:
            for batch in batches:
                for line in triples_to_nt(batch.triples, names, name_style, named):
                    out.write(line)
                    if line.split(" ", 2)[1] == f"<{NAME_IRI}>":
                        report.names += 1
                    else:
                        report.triples += 1
            for line in extra_lines:
                out.write(line if line.endswith("\n") else line + "\n")
                report.extra += 1
    except OSError as exc:
        raise ImportFormatError(f"Cannot write {target}: {exc}") from exc
    report.malformed = load.malformed
    report.seconds = time.perf_counter() - started
    return report


# -- hand-made CVT nodes for the PathQuestion test graphs ------------------------------------------------------------
def pathquestion_cvts(kb_path: str | Path, count: int = 5) -> list[str]:
    """N-Triples for ``count`` Freebase-style marriage CVTs built from the KB's ``spouse`` pairs.

    PathQuestion flattens Freebase's mediators away; these put a few back so CVT handling can be tested on real
    names. For each of the first ``count`` pairs ``a spouse b`` (file order, a < b by id, each pair once) it adds
    an unnamed node ``_:marriage_<a>__<b>`` with ``people.person.spouse_s`` edges from a and b,
    ``people.marriage.spouse`` edges to both, and ``people.marriage.from`` (and, for every other one,
    ``people.marriage.to``) as ``xsd:gYear`` literals. **The dates are synthetic test data, not facts.**
    """
    pairs: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for line in Path(kb_path).read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if len(parts) == 3 and parts[1] == "spouse":
            pair = tuple(sorted((parts[0].strip(), parts[2].strip())))
            if pair[0] != pair[1] and pair not in seen:
                seen.add(pair)
                pairs.append(pair)
        if len(pairs) >= count:
            break
    lines: list[str] = []
    for k, (a, b) in enumerate(pairs):
        cvt = entity_iri(f"{BLANK_PREFIX}marriage_{a}__{b}")
        for person in (a, b):
            lines.append(nt_line(entity_iri(person), relation_iri("people.person.spouse_s"), f"<{cvt}>"))
            lines.append(nt_line(cvt, relation_iri("people.marriage.spouse"), f"<{entity_iri(person)}>"))
        lines.append(nt_line(cvt, relation_iri("people.marriage.from"), nt_literal(str(1900 + 10 * k), datatype=XSD + "gYear")))
        if k % 2 == 0:
            lines.append(nt_line(cvt, relation_iri("people.marriage.to"), nt_literal(str(1905 + 10 * k), datatype=XSD + "gYear")))
    return lines
