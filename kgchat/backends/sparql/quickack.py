"""An httpx transport that acknowledges what the server sends at once (``TCP_QUICKACK``), for SPARQL endpoints.

Virtuoso writes a response's headers and its body in two writes on a socket with Nagle's algorithm on: the body
waits until the client has acknowledged the headers, and a Linux client on a kept-alive connection delays that
acknowledgement by up to 40 ms (delayed ACK). Measured on the bundled movie graph: a frontier read that Virtuoso
answers in 12 ms took 52 ms over a kept-alive connection, most requests of a question paid it, and a new connection
per request avoided it only by giving up keep-alive. This transport keeps the connections alive and re-arms
``TCP_QUICKACK`` before every read (Linux resets it as it goes), so the headers are acknowledged at once and the
body follows without the wait. Where the platform has no ``TCP_QUICKACK`` it is httpx's plain transport.
"""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Iterable
from typing import Any

import httpcore
import httpx

QUICKACK = getattr(socket, "TCP_QUICKACK", None)  # Linux only


class _QuickAckStream(httpcore.NetworkStream):
    """A network stream that asks the kernel to acknowledge at once before each read."""

    def __init__(self, stream: httpcore.NetworkStream):
        self._stream = stream

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        sock = self._stream.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):  # not a TCP socket: nothing to acknowledge early
                sock.setsockopt(socket.IPPROTO_TCP, QUICKACK, 1)
        return self._stream.read(max_bytes, timeout)

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._stream.write(buffer, timeout)

    def close(self) -> None:
        self._stream.close()

    def start_tls(self, ssl_context: Any, server_hostname: str | None = None,
                  timeout: float | None = None) -> httpcore.NetworkStream:
        return _QuickAckStream(self._stream.start_tls(ssl_context, server_hostname, timeout))

    def get_extra_info(self, info: str) -> Any:
        return self._stream.get_extra_info(info)


class _QuickAckBackend(httpcore.NetworkBackend):
    """httpcore's synchronous sockets, each wrapped in ``_QuickAckStream``."""

    def __init__(self) -> None:
        self._backend = httpcore.SyncBackend()

    def connect_tcp(self, host: str, port: int, timeout: float | None = None, local_address: str | None = None,
                    socket_options: Iterable[Any] | None = None) -> httpcore.NetworkStream:
        return _QuickAckStream(self._backend.connect_tcp(host, port, timeout, local_address, socket_options))

    def connect_unix_socket(self, path: str, timeout: float | None = None,
                            socket_options: Iterable[Any] | None = None) -> httpcore.NetworkStream:
        return self._backend.connect_unix_socket(path, timeout, socket_options)

    def sleep(self, seconds: float) -> None:
        self._backend.sleep(seconds)


def quickack_transport() -> httpx.HTTPTransport:
    """httpx's transport (TLS verified as by default, keep-alive pool of httpx's default size) over sockets that
    acknowledge at once; httpx's plain transport where ``TCP_QUICKACK`` does not exist."""
    transport = httpx.HTTPTransport()
    if QUICKACK is not None:
        # httpx builds its connection pool with httpcore's own sockets and takes no network backend, so the pool is
        # built again here, as httpx builds it (its default limits), over the quick-ack sockets
        transport._pool = httpcore.ConnectionPool(ssl_context=httpx.create_ssl_context(), max_connections=100,
                                                  max_keepalive_connections=20, keepalive_expiry=5.0,
                                                  network_backend=_QuickAckBackend())
    return transport
