"""Gradio's own sign-in page (``--require-login``) behind kgchat's sign-in back-off.

Gradio answers ``POST /login`` itself and knows nothing of failed attempts. ``guard_login`` puts a route in front
of it that asks the server's ``SignInThrottle`` first: while the user name or the client address is locked the
password is not even looked at (429 with Retry-After); otherwise Gradio's own handler checks it, and its answer
counts as a failure (400) or clears the counts (success) — the same counts the Corrections tab's sign-in and the
HTTP API use.
"""

from __future__ import annotations

import logging
import math

from fastapi import Depends, Request
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from fastapi.security import OAuth2PasswordRequestForm
from starlette.exceptions import HTTPException

from kgchat.signin import SignInLocked, SignInThrottle

log = logging.getLogger(__name__)
PATHS = ("/login", "/login/")


def guard_login(app, throttle: SignInThrottle) -> None:
    """Route ``POST /login`` of the Gradio app ``app`` through ``throttle``."""
    routes = app.router.routes
    gradio_login = next((r.endpoint for r in routes if isinstance(r, APIRoute) and r.path in PATHS
                         and "POST" in r.methods), None)
    if gradio_login is None:
        raise RuntimeError("Gradio's /login route was not found; the sign-in back-off cannot guard it")

    async def login(request: Request, form_data: OAuth2PasswordRequestForm = Depends()):  # noqa: B008
        user = form_data.username.strip()
        client = request.client.host if request.client else "unknown"
        try:
            throttle.check_open(user, client)
        except SignInLocked as exc:
            return JSONResponse({"detail": str(exc)}, status_code=429,
                                headers={"Retry-After": str(max(1, math.ceil(exc.seconds)))})
        try:
            response = await gradio_login(request, form_data)
        except HTTPException as exc:
            if exc.status_code == 400:  # "Incorrect credentials."
                throttle.failed(user, client)
                log.info("failed sign-in on the login page for %r from %s", user[:100], client)
            raise
        throttle.succeeded(user, client)
        return response

    for path in PATHS:  # first in the list: Starlette takes the first route that matches
        routes.insert(0, APIRoute(path, login, methods=["POST"], include_in_schema=False))
