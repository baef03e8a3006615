"""Who may change the ledger: the edit token that ``serve`` prints with the address."""

from __future__ import annotations

import hmac
import ipaddress
import secrets

from fastapi import Request

#: Where a browser keeps the token once an edit link was opened.
COOKIE = "hanascore_token"
HEADER = "x-hanascore-token"


def new_token() -> str:
    """A token for the edit link: short enough to type, far too long to guess."""
    return secrets.token_urlsafe(12)


def is_loopback(host: str) -> bool:
    """True for an address only this machine can reach (``localhost``, 127.x, ::1)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def offered_token(request: Request) -> str | None:
    """The token a request carries: a header, ``Authorization: Bearer``, the query or the cookie."""
    bearer = request.headers.get("authorization", "")
    if bearer.lower().startswith("bearer "):
        return bearer[7:].strip()
    return request.headers.get(HEADER) or request.query_params.get("token") or request.cookies.get(COOKIE)


def may_edit(request: Request) -> bool:
    """True when this request may write: no token is set (served to this machine only), or
    the request carries the right one."""
    token: str | None = request.app.state.token
    if token is None:
        return True
    offered = offered_token(request)
    return offered is not None and hmac.compare_digest(offered.encode(), token.encode())
