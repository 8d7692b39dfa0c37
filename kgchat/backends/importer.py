"""Read triple files (MetaQA ``h|r|t``, TSV, N-Triples, per-question subgraphs) and load them into any store with
``bulk_insert``. Each line is read and checked by ``kgchat.backends.triple_lines``.

``subgraphs`` is the JSON-lines shape of KBQA sets that ship each question with its own small Freebase slice (one
object a line with ``"graph": [[head, relation, tail], ...]``, e.g. CWQ / WebQSP subgraphs): the union of the
slices is loaded. Some such files were once comma-separated, so a name holding a comma was split into the relation
field (``["Martin Luther King", "Jr.,people.person.education", "m.02wp75f"]``); when the relation field is exactly
``<text>,<relation id>`` the triple is mended (head ``Martin Luther King, Jr.``) and counted in ``repaired``, and any
other triple whose relation holds a comma or a space is malformed.

Loading is idempotent (stores ignore triples they already hold) and nothing is dropped silently: every malformed
line is reported with its line number and counted, and comment lines (starting with ``#``) are counted too. Ids,
names and relations longer than ``MAX_NAME_CHARS`` or holding NUL or other control characters (Unicode Cc, Cf, Zl, Zp:
DEL, zero-width and direction characters, U+2028 / U+2029, U+FEFF; a literal may hold a tab or a line break) or
lone surrogates are malformed.

A store that keeps metadata (``MarksLoads``: SQLite) is marked while a load runs; a load that is killed leaves the
mark, so ``unfinished_load`` (and the next load) can say the graph is incomplete.
"""

from __future__ import annotations

import gzip
import io
import json
import re
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import IO, Protocol, runtime_checkable

from kgchat.backends.rdf_terms import (
    NAME_PREDICATES,
    RDF_TYPE,
    Names,
    display_name,
    is_vocabulary,
)
from kgchat.backends.triple_lines import (
    Statement,
    compact_iri,
    parse_metaqa,
    parse_subgraph_triple,
    parse_tsv,
    read_nt,
)
from kgchat.config import MAX_NAME_CHARS
from kgchat.errors import ImportFormatError
from kgchat.logic.nodes import TYPE_RELATION
from kgchat.text import UNSAFE_IN_LINES

FORMATS = ("metaqa", "tsv", "nt", "subgraphs")

class BulkLoadable(Protocol):
    def bulk_insert(self, triples: list[tuple[str, str, str]], names: dict[str, str] | None = None,
                    default_names: dict[str, str] | None = None) -> int: ...


@runtime_checkable
class MarksLoads(Protocol):
    """A store with a key/value metadata table, where a running load leaves its mark."""

    def meta(self, key: str) -> str | None: ...

    def set_meta(self, key: str, value: str) -> None: ...


@runtime_checkable
class LoadsInBulk(Protocol):
    """A store with settings for one large import (SQLite: deferred indexes, remembered entity keys)."""

    def bulk_load(self, expected: int) -> AbstractContextManager[None]: ...


LOADING_KEY = "load_in_progress"  # meta key: the source of a load that started and has not finished


def unfinished_load(store: object) -> str | None:
    """The source of a load into ``store`` that started and never finished (killed), or None."""
    return (store.meta(LOADING_KEY) or None) if isinstance(store, MarksLoads) else None


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
    comments: int = 0  # lines starting with '#', skipped
    seconds: float = 0.0
    resumed: str | None = None  # source of an earlier load into this store that had not finished
    repaired: int = 0  # subgraphs: triples whose name, split at a comma, was joined again
    vocabulary: int = 0  # N-Triples: statements about classes and properties (rdfs:subClassOf, owl:...), skipped

    @property
    def duplicates(self) -> int:
        return self.triples - self.added

    def summary(self) -> str:
        rate = self.triples / self.seconds if self.seconds else 0.0
        return (f"{self.source}: {self.lines:,} lines, {self.triples:,} triples read, {self.added:,} added, "
                f"{self.duplicates:,} already present, {len(self.malformed):,} malformed, "
                f"{self.comments:,} comment lines skipped"
                + (f", {self.repaired:,} comma-split names joined" if self.repaired else "")
                + (f", {self.vocabulary:,} statements about the vocabulary skipped" if self.vocabulary else "")
                + f" ({self.seconds:.1f} s, {rate:,.0f} triples/s)"
                + (f"; an earlier load of {self.resumed} had not finished" if self.resumed else ""))


def open_text(path: Path) -> IO[str]:
    """Open a text file, transparently gunzipping ``*.gz``."""
    if path.suffix == ".gz":
        return io.TextIOWrapper(gzip.open(path, "rb"), encoding="utf-8", errors="strict")
    return path.open("r", encoding="utf-8", errors="strict")


def open_bytes(path: Path) -> IO[bytes]:
    """Open a file for reading lines as bytes (decoded one by one, so a decoding error names its own line)."""
    return gzip.open(path, "rb") if path.suffix == ".gz" else path.open("rb")


_BAD_CHARS = UNSAFE_IN_LINES  # in a block of lines: the separators and line ends stay (fields are checked alone)


def guess_format(path: Path) -> str:
    name = path.name.removesuffix(".gz")
    if name.endswith(".nt"):
        return "nt"
    if name.endswith(".jsonl"):
        return "subgraphs"
    if name.endswith((".tsv", ".tab")):
        return "tsv"
    return "metaqa"


def _subgraph_triples(line: str, lineno: int, report: LoadReport) -> list[tuple[str, str, str]]:
    """The triples of one subgraphs line; bad ones go to ``report.malformed`` (numbered within the line)."""
    try:
        item = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON ({exc.msg})") from exc
    if not isinstance(item, dict) or not isinstance(item.get("graph"), list):
        raise ValueError('expected an object with a "graph" list of [head, relation, tail]')
    out = []
    for k, triple in enumerate(item["graph"], start=1):
        try:
            parsed, mended = parse_subgraph_triple(triple)
        except ValueError as exc:
            report.malformed.append(Malformed(lineno, f"triple {k}: {exc}", json.dumps(triple, ensure_ascii=False)[:200]))
            continue
        report.repaired += mended
        out.append(parsed)
    return out


# -- reading files -------------------------------------------------------------------------------------------------
@dataclass
class Batch:
    triples: list[tuple[str, str, str]]
    names: dict[str, str]
    lines: int
    default_names: dict[str, str] = field(default_factory=dict)  # names for entities new to the store (an IRI's)


BLOCK_BYTES = 1 << 22  # delimited files are read in blocks of whole lines of about this size


def _read_line(line: str, lineno: int, parse: Callable[[str], tuple], report: LoadReport) -> tuple | None:
    """``parse(line)``, or None for a blank or comment line (counted) or a malformed one (reported)."""
    if not line.strip():
        return None
    if line.lstrip().startswith("#"):
        report.comments += 1
        return None
    try:
        return parse(line)
    except ValueError as exc:
        report.malformed.append(Malformed(lineno, str(exc), line[:200]))
        return None


def _fast_lines(text: str, sep: str, first_line: int, triples: list[tuple[str, str, str]],
                report: LoadReport, parser: Callable[[str], tuple[str, str, str]]) -> int:
    """Parse a block of delimited lines known to hold no control characters; returns the lines it held.

    A line that is not three non-empty fields of at most ``MAX_NAME_CHARS`` with a relation without whitespace
    (or is blank or a comment) goes through ``parser`` as a lone line would, so reports are the same.
    """
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    append = triples.append
    for offset, line in enumerate(lines):
        parts = line.split(sep)
        if len(parts) == 3:
            h, r, t = parts[0].strip(), parts[1].strip(), parts[2].strip()
            if (h and r and t and h[0] != "#" and len(h) <= MAX_NAME_CHARS and len(t) <= MAX_NAME_CHARS
                    and len(r) <= MAX_NAME_CHARS and not _SPACE.search(r)):
                append((h, r, t))
                continue
        if (found := _read_line(line.rstrip("\r"), first_line + offset, parser, report)) is not None:
            append(found)
    return len(lines)


_SPACE = re.compile(r"\s")


def _blocks(fh: IO[bytes]) -> Iterator[bytes]:
    """The file in blocks that end at a line end (the last one may not)."""
    rest = b""
    while block := fh.read(BLOCK_BYTES):
        block = rest + block
        cut = block.rfind(b"\n") + 1
        if cut == 0:
            rest = block
            continue
        rest = block[cut:]
        yield block[:cut]
    if rest:
        yield rest


def _read_delimited(fh: IO[bytes], path: Path, sep: str, parser: Callable[[str], tuple[str, str, str]],
                    report: LoadReport, batch_size: int) -> Iterator[Batch]:
    """``read_batches`` for h|r|t and TSV files: whole blocks decoded and split at once (about 3x faster than line
    by line); a block with a byte that is not UTF-8 or a control character is read line by line, so the error
    names its line."""
    triples: list[tuple[str, str, str]] = []
    lineno = 0
    try:
        for block in _blocks(fh):
            try:
                text = block.decode("utf-8")
            except UnicodeDecodeError:
                text = None
            if text is not None and not _BAD_CHARS.search(text):
                lineno += _fast_lines(text, sep, lineno + 1, triples, report, parser)
            else:
                lines = block.split(b"\n")
                for data in lines[:-1] if block.endswith(b"\n") else lines:
                    lineno += 1
                    found = _read_line(_decode(data, path, lineno).rstrip("\r"), lineno, parser, report)
                    if found is not None:
                        triples.append(found)
            if len(triples) >= batch_size:
                yield Batch(triples, {}, lineno)
                triples = []
    except (OSError, EOFError) as exc:  # e.g. a truncated .gz
        raise ImportFormatError(f"Cannot read {path.name} after line {lineno}: {exc}") from exc
    report.lines = lineno
    yield Batch(triples, {}, lineno)


def _decode(data: bytes, path: Path, lineno: int) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ImportFormatError(
            f"{path.name} is not UTF-8 text: line {lineno} has the byte 0x{data[exc.start]:02x} at "
            f"column {exc.start + 1}. Convert the file to UTF-8 (e.g. iconv -f latin1 -t utf-8)."
        ) from exc


def read_batches(path: Path, fmt: str, report: LoadReport, batch_size: int = 50_000) -> Iterator[Batch]:
    """Yield batches of parsed triples; malformed lines go to ``report.malformed``."""
    if fmt not in FORMATS:
        raise ImportFormatError(f"Unknown format {fmt!r}; use one of: {', '.join(FORMATS)}.")
    try:
        fh = open_bytes(path)
    except OSError as exc:
        raise ImportFormatError(f"Cannot read {path.name}: {exc.strerror or exc}") from exc
    with fh:
        if fmt not in ("nt", "subgraphs"):
            sep, parser = ("|", parse_metaqa) if fmt == "metaqa" else ("\t", parse_tsv)
            yield from _read_delimited(fh, path, sep, parser, report, batch_size)
            return
        triples: list[tuple[str, str, str]] = []
        names: dict[str, str] = {}
        name_rank: dict[str, int] = {}  # for N-Triples names: English beats untagged beats other languages
        defaults: dict[str, str] = {}  # names of this batch's IRIs from the IRI, for entities new to the store
        terms = (Names(), Names())  # N-Triples: short names of predicates and of classes
        lineno = 0
        try:
            for lineno, data in enumerate(fh, start=1):  # noqa: B007 - lineno is used after the loop
                line = _decode(data, path, lineno).rstrip("\r\n")
                if fmt == "subgraphs":  # one JSON object a line, many triples each
                    triples += _read_line(line, lineno, partial(_subgraph_triples, lineno=lineno, report=report),
                                          report) or []
                else:
                    found = _read_line(line, lineno, read_nt, report)
                    if found is not None:
                        _add_statement(found, triples, names, name_rank, defaults, terms, report)
                if len(triples) >= batch_size:
                    yield Batch(triples, {}, lineno, defaults)
                    triples, defaults = [], {}
        except (OSError, EOFError) as exc:  # e.g. a truncated .gz
            raise ImportFormatError(f"Cannot read {path.name} after line {lineno}: {exc}") from exc
        report.lines = lineno
    classes = terms[1].of  # a label of a class names the class's node, whose id is the class name
    yield Batch(triples, {classes.get(i, i): n for i, n in names.items()}, report.lines, defaults)


def _add_statement(st: Statement, triples: list[tuple[str, str, str]], names: dict[str, str],
                   name_rank: dict[str, int], defaults: dict[str, str], terms: tuple[Names, Names],
                   report: LoadReport) -> None:
    """One N-Triples statement into the triple view (``kgchat.backends.rdf_terms`` says how)."""
    s, p, o, lang = st.subject, st.predicate, st.object, st.lang
    if p in NAME_PREDICATES:
        rank = 0 if (lang or "").lower().startswith("en") else (1 if lang is None else 2)
        if rank < name_rank.get(s, 9):
            names[s], name_rank[s] = o, rank
        return
    if is_vocabulary(p, o, st.object_iri):
        report.vocabulary += 1
        return
    predicates, classes = terms
    if st.subject_iri and s not in defaults:
        defaults[s] = display_name(s)
    if p == RDF_TYPE:
        triples.append((s, TYPE_RELATION, classes(o) if st.object_iri else o))
        return
    if st.object_iri and o not in defaults:
        defaults[o] = display_name(o)
    relation = compact_iri(p)
    triples.append((s, predicates(p) if relation == p else relation, o))


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
    marks = isinstance(store, MarksLoads)
    if marks:
        report.resumed = unfinished_load(store)
    if strict:
        batches = list(read_batches(path, fmt, report))
        if report.malformed:
            first = report.malformed[0]
            raise ImportFormatError(f"{len(report.malformed)} malformed line(s) in {path}; first at line "
                                    f"{first.line}: {first.reason}. Nothing was loaded.")
    else:
        batches = read_batches(path, fmt, report)
    if marks:
        store.set_meta(LOADING_KEY, path.name)  # type: ignore[union-attr]
    done_lines = 0
    session = store.bulk_load(count_lines(path)) if isinstance(store, LoadsInBulk) else nullcontext()
    with session:
        for batch in batches:
            report.triples += len(batch.triples)
            if batch.default_names:
                report.added += store.bulk_insert(batch.triples, batch.names, default_names=batch.default_names)
            elif batch.triples or batch.names:
                report.added += store.bulk_insert(batch.triples, batch.names)
            report.names += len(batch.names)
            if progress:
                progress(batch.lines - done_lines)
            done_lines = batch.lines
    if marks:
        store.set_meta(LOADING_KEY, "")  # type: ignore[union-attr]
    report.seconds = time.perf_counter() - start
    return report


def count_lines(path: Path) -> int:
    """Line count for progress bars (cheap: reads bytes, no decoding)."""
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rb") as fh:
        return sum(buf.count(b"\n") for buf in iter(lambda: fh.read(1 << 20), b""))
