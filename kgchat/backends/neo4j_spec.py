"""How a Neo4j spec string maps to connection settings and graph shape (see ``kgchat.backends.neo4j``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, quote, unquote, urlsplit, urlunsplit

from kgchat.errors import ConfigError

DEFAULT_ID = "id"  # the id property of the nodes kgchat creates
DEFAULT_NAMES = ("name",)  # their name property
SCHEMES = ("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")
_TRUE, _FALSE = {"1", "true", "yes", "on"}, {"0", "false", "no", "off", ""}


@dataclass(frozen=True)
class Neo4jConfig:
    """Where the graph is and how its nodes map to kgchat entities."""

    uri: str = "bolt://localhost:7687"
    user: str | None = None  # None: $NEO4J_USER or "neo4j"
    password: str | None = None  # None: $NEO4J_PASSWORD (no auth if unset)
    database: str | None = None  # None: the server's default database
    labels: tuple[str, ...] | None = None  # entity labels; () every node; None: auto (see module docstring)
    id_property: str | None = None  # property holding the entity id; "elementId": Neo4j's element id; None: auto
    name_properties: tuple[str, ...] | None = None  # first non-null one is the display name; None: auto
    norm_property: str = "norm"  # normalize_name(name), written on nodes kgchat creates, used for exact lookups
    fulltext_index: str | None = None  # None: a kgchat_… name derived from labels and name properties
    create_schema: bool = True  # create the id constraint and the norm / full-text indexes when missing
    read_only: bool = False  # READ access mode everywhere: the server itself refuses writes
    query_timeout: float = 30.0  # seconds a read or a correction may run on the server
    load_timeout: float = 300.0  # seconds one bulk-load batch may run
    connect_timeout: float = 10.0  # seconds to open a connection
    max_pool_size: int = 20  # pooled Bolt connections per store
    batch_size: int = 10_000  # rows per UNWIND batch in bulk_insert

    @property
    def id_key(self) -> str:
        """The id property, ``id`` when not set (kgchat's own nodes)."""
        return self.id_property or DEFAULT_ID

    @property
    def name_keys(self) -> tuple[str, ...]:
        """The name properties, ``("name",)`` when not set (kgchat's own nodes)."""
        return self.name_properties or DEFAULT_NAMES

    @classmethod
    def from_spec(cls, spec: str) -> Neo4jConfig:
        parts = urlsplit(spec)
        if parts.scheme not in SCHEMES:
            raise ConfigError(f"Not a Neo4j spec: {spec!r}. Use bolt://USER@HOST:PORT or neo4j://HOST:PORT.")
        try:
            port = parts.port
        except ValueError as exc:
            raise ConfigError(f"Bad port in the Neo4j spec {spec!r}: {exc}") from exc
        if not parts.hostname:
            raise ConfigError(f"The Neo4j spec {spec!r} names no host; use e.g. bolt://localhost:7687.")
        if parts.path not in ("", "/"):
            raise ConfigError(f"Put the database in the query string (…?database=NAME), not the path: {spec!r}")
        host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
        uri = urlunsplit((parts.scheme, host + (f":{port}" if port else ""), "", "", ""))
        kwargs: dict[str, Any] = {"uri": uri, "user": unquote(parts.username) if parts.username else None,
                                  "password": unquote(parts.password) if parts.password is not None else None}
        for key, value in parse_qsl(parts.query, keep_blank_values=True):
            if key in ("database", "db"):
                kwargs["database"] = value or None
            elif key in ("label", "labels"):
                kwargs["labels"] = tuple(x.strip() for x in re.split(r"[|,]", value) if x.strip())
            elif key == "id":
                kwargs["id_property"] = value
            elif key == "name":
                kwargs["name_properties"] = tuple(x.strip() for x in value.split(",") if x.strip())
            elif key == "norm":
                kwargs["norm_property"] = value
            elif key in ("fulltext", "index"):
                kwargs["fulltext_index"] = value or None
            elif key in ("create_schema", "readonly", "read_only"):
                flag = value.lower()
                if flag not in _TRUE | _FALSE:
                    raise ConfigError(f"{key}={value!r} in the Neo4j spec: use 1 or 0.")
                kwargs["create_schema" if key == "create_schema" else "read_only"] = flag in _TRUE
            elif key in ("timeout", "connect_timeout"):
                try:
                    kwargs["query_timeout" if key == "timeout" else key] = float(value)
                except ValueError as exc:
                    raise ConfigError(f"{key}={value!r} in the Neo4j spec is not a number of seconds.") from exc
            else:
                raise ConfigError(f"Unknown parameter {key!r} in the Neo4j spec. Known: database, label, id, name, "
                                  "norm, fulltext, create_schema, readonly, timeout, connect_timeout.")
        return cls(**kwargs)

    def spec(self) -> str:
        """The spec that opens this graph again, without the password."""
        parts = urlsplit(self.uri)
        netloc = (quote(self.user, safe="") + "@" if self.user else "") + parts.netloc.rsplit("@", 1)[-1]
        params = []
        defaults = Neo4jConfig()
        if self.database:
            params.append(f"database={quote(self.database)}")
        if self.labels is not None:
            params.append("label=" + quote("|".join(self.labels)))
        for key, attr in (("id", "id_property"), ("norm", "norm_property"), ("fulltext", "fulltext_index")):
            if getattr(self, attr) != getattr(defaults, attr):
                params.append(f"{key}={quote(str(getattr(self, attr)))}")
        if self.name_properties is not None:
            params.append("name=" + quote(",".join(self.name_properties)))
        if not self.create_schema:
            params.append("create_schema=0")
        if self.read_only:
            params.append("readonly=1")
        if self.query_timeout != defaults.query_timeout:
            params.append(f"timeout={self.query_timeout:g}")
        if self.connect_timeout != defaults.connect_timeout:
            params.append(f"connect_timeout={self.connect_timeout:g}")
        return urlunsplit((parts.scheme, netloc, "", "&".join(params), ""))
