"""Read triple files (MetaQA ``h|r|t``, TSV, N-Triples) and load them into any store with ``bulk_insert``.

Loading is idempotent (stores ignore triples they already hold) and nothing is dropped silently: every malformed
line is reported with its line number and counted.
"""

from __future__ import annotations

import gzip
import io
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Protocol

from kgchat.backends.sparql.terms import local_to_id
from kgchat.errors import ImportFormatError

FORMATS = ("metaqa", "tsv", "nt")

# Predicates whose objects are display names rather than facts (N-Triples only).
NAME_PREDICATES = {
    "http://www.w3.org/2000/01/rdf-schema#label",
    "http://rdf.freebase.com/ns/type.object.name",
}
# IRI prefixes dropped to get short ids ("http://rdf.freebase.com/ns/m.0abc" -> "m.0abc").
COMPACT_PREFIXES = ("http://rdf.freebase.com/ns/", "http://example.org/kg/")


class BulkLoadable(Protocol):
    def bulk_insert(self, triples: list[tuple[str, str, str]], names: dict[str, str] | None = None) -> int: ...


@dataclass
class Malformed:
    line: int
    reason: str
    text: str


@dataclass
class LoadReport:
    """What a load did: lines read, triples added, duplicates skipped, malformed lines with their numbers."""

    source: str
    lines: int = 0
    triples: int = 0
    added: int = 0
    names: int = 0
    malformed: list[Malformed] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def duplicates(self) -> int:
        return self.triples - self.added

    def summary(self) -> str:
        rate = self.triples / self.seconds if self.seconds else 0.0
        return (f"{self.source}: {self.lines:,} lines, {self.triples:,} triples read, {self.added:,} added, "
                f"{self.duplicates:,} already present, {len(self.malformed):,} malformed "
                f"({self.seconds:.1f} s, {rate:,.0f} triples/s)")


def open_text(path: Path) -> IO[str]:
    """Open a text file, transparently gunzipping ``*.gz``."""
    if path.suffix == ".gz":
        return io.TextIOWrapper(gzip.open(path, "rb"), encoding="utf-8", errors="strict")
    return path.open("r", encoding="utf-8", errors="strict")


def guess_format(path: Path) -> str:
    name = path.name.removesuffix(".gz")
    if name.endswith(".nt"):
        return "nt"
    if name.endswith((".tsv", ".tab")):
        return "tsv"
    return "metaqa"


# -- line parsers: each returns (head, relation, tail) or raises ValueError with a reason --------------------------
def _split_line(line: str, sep: str) -> tuple[str, str, str]:
    parts = line.split(sep)
    if len(parts) != 3:
        raise ValueError(f"expected 3 fields separated by {sep!r}, found {len(parts)}")
    h, r, t = parts[0].strip(), parts[1].strip(), parts[2].strip()
    if not h or not r or not t:
        raise ValueError("empty field")
    if len(r.split(None, 1)) > 1:
        raise ValueError(f"relation {r!r} contains whitespace")
    return h, r, t


def parse_metaqa(line: str) -> tuple[str, str, str]:
    return _split_line(line, "|")


def parse_tsv(line: str) -> tuple[str, str, str]:
    return _split_line(line, "\t")


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


def parse_nt(line: str) -> tuple[str, str, str, str | None]:
    """One N-Triples statement → (subject id, predicate, object id or literal text, language tag or None)."""
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
    if o.group("iri") is not None:
        obj, lang = compact_iri(o.group("iri")), None
    elif o.group("blank") is not None:
        obj, lang = o.group("blank"), None
    else:
        obj, lang = _unescape(o.group("lit")), o.group("lang")
    if not obj:
        raise ValueError("empty object")
    return subj, pred, obj, lang


# -- reading files -------------------------------------------------------------------------------------------------
@dataclass
class Batch:
    triples: list[tuple[str, str, str]]
    names: dict[str, str]
    lines: int


def read_batches(path: Path, fmt: str, report: LoadReport, batch_size: int = 50_000) -> Iterator[Batch]:
    """Yield batches of parsed triples; malformed lines go to ``report.malformed``."""
    if fmt not in FORMATS:
        raise ImportFormatError(f"Unknown format {fmt!r}; use one of: {', '.join(FORMATS)}.")
    line_parser: Callable[[str], tuple[str, str, str]] | None = {"metaqa": parse_metaqa, "tsv": parse_tsv}.get(fmt)
    triples: list[tuple[str, str, str]] = []
    names: dict[str, str] = {}
    name_rank: dict[str, int] = {}  # for N-Triples names: English beats untagged beats other languages
    count = 0
    try:
        fh = open_text(path)
    except OSError as exc:
        raise ImportFormatError(f"Cannot read {path}: {exc}") from exc
    with fh:
        lineno = 0
        try:
            for lineno, raw in enumerate(fh, start=1):  # noqa: B007 - lineno is used after the loop
                line = raw.rstrip("\r\n")
                if not line.strip() or line.lstrip().startswith("#"):
                    continue
                try:
                    if line_parser is not None:
                        triples.append(line_parser(line))
                    else:
                        s, p, o, lang = parse_nt(line)
                        if p in NAME_PREDICATES:
                            rank = 0 if (lang or "").lower().startswith("en") else (1 if lang is None else 2)
                            if rank < name_rank.get(s, 9):
                                names[s], name_rank[s] = o, rank
                            continue
                        triples.append((s, compact_iri(p), o))
                except ValueError as exc:
                    report.malformed.append(Malformed(lineno, str(exc), line[:200]))
                    continue
                count += 1
                if len(triples) >= batch_size:
                    yield Batch(triples, {}, lineno)
                    triples = []
        except UnicodeDecodeError as exc:
            raise ImportFormatError(f"{path} is not UTF-8 text (after line {lineno}): {exc}") from exc
        report.lines = lineno
    yield Batch(triples, names, report.lines)


def load_file(
    store: BulkLoadable,
    path: str | Path,
    fmt: str | None = None,
    progress: Callable[[int], None] | None = None,
    strict: bool = False,
) -> LoadReport:
    """Load a triple file into ``store``. With ``strict``, any malformed line aborts before anything is written."""
    path = Path(path)
    fmt = fmt or guess_format(path)
    report = LoadReport(source=str(path))
    start = time.perf_counter()
    if strict:
        batches = list(read_batches(path, fmt, report))
        if report.malformed:
            first = report.malformed[0]
            raise ImportFormatError(f"{len(report.malformed)} malformed line(s) in {path}; first at line "
                                    f"{first.line}: {first.reason}. Nothing was loaded.")
    else:
        batches = read_batches(path, fmt, report)
    done_lines = 0
    for batch in batches:
        report.triples += len(batch.triples)
        if batch.triples or batch.names:
            report.added += store.bulk_insert(batch.triples, batch.names)
        report.names += len(batch.names)
        if progress:
            progress(batch.lines - done_lines)
        done_lines = batch.lines
    report.seconds = time.perf_counter() - start
    return report


def count_lines(path: Path) -> int:
    """Line count for progress bars (cheap: reads bytes, no decoding)."""
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rb") as fh:
        return sum(buf.count(b"\n") for buf in iter(lambda: fh.read(1 << 20), b""))
