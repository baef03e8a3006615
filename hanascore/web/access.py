"""Who may change the ledger: the edit token that ``serve`` prints with the address, and the
requests refused before any handler runs (another site's writes, a name the server was not
served under)."""

from __future__ import annotations

import hmac
import ipaddress
import secrets
import socket
from dataclasses import dataclass, field
from urllib.parse import quote_from_bytes, unquote_plus, urlsplit

from fastapi import Request
from starlette.datastructures import Headers

from hanascore.core.errors import Code, Problem, msg

#: Where a browser keeps the token once an edit link was opened.
COOKIE = "hanascore_token"
HEADER = "x-hanascore-token"
#: What ``--host`` says to listen on every address of the machine.
WILDCARDS = ("0.0.0.0", "::", "")

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


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


def is_the_token(offered: str | None, token: str | None) -> bool:
    """True when ``offered`` is the edit token (compared in constant time)."""
    return offered is not None and token is not None and hmac.compare_digest(offered.encode(), token.encode())


def may_edit(request: Request) -> bool:
    """True when this request may write: no token is set (served to this machine only), or
    the request carries the right one."""
    token: str | None = request.app.state.token
    return token is None or is_the_token(offered_token(request), token)


@dataclass(frozen=True)
class ServedNames:
    """The names a browser may reach the server by, as its ``Host`` header gives them.

    A name that is not the server's own could be a rebinding one (a site's name that its owner
    pointed at this machine), whose pages would then read and write the ledger as their own
    origin.  An address cannot be rebound, so a wildcard bind admits every address; ``localhost``
    is always this machine.  Otherwise only the addresses listened on are admitted (CONTRACT): a
    server on 127.0.0.1 refuses ``Host: 127.0.0.2``, which no browser sends it unasked."""

    any_address: bool = False
    addresses: frozenset[IPAddress] = field(default_factory=frozenset)
    names: frozenset[str] = field(default_factory=frozenset)

    @classmethod
    def listening_on(cls, host: str | None) -> ServedNames:
        """The names of a server listening on ``host`` (``--host``; None: this machine only)."""
        wanted = (host if host is not None else "127.0.0.1").strip("[]").lower()
        if wanted in WILDCARDS:
            return cls(any_address=True)
        try:
            address = ipaddress.ip_address(wanted)
        except ValueError:
            pass
        else:
            return cls(addresses=frozenset({address}))
        # A name given to --host is the server's own, and so are the addresses it resolves to.
        try:
            found = {
                ipaddress.ip_address(str(info[4][0]).partition("%")[0]) for info in socket.getaddrinfo(wanted, None)
            }
        except (OSError, ValueError):
            found = set()
        name = wanted.rstrip(".")
        return cls(addresses=frozenset(found), names=frozenset({name}))

    def admit(self, host_header: str) -> bool:
        """True when a request whose ``Host`` is ``host_header`` (any port) is for this server."""
        name = host_name(host_header)
        if name is None:
            return False
        if name == "localhost" or name in self.names:
            return True
        try:
            address = ipaddress.ip_address(name)
        except ValueError:
            return False
        return self.any_address or address in self.addresses


def host_name(host_header: str) -> str | None:
    """The host of a ``Host`` header without its port, lower-cased (an IPv6 address without
    its brackets); None when the header is not a host and port."""
    try:
        parts = urlsplit(f"//{host_header}")
        parts.port  # noqa: B018 (a port that is not a number is refused here)
    except ValueError:
        return None
    if parts.username is not None or parts.path or parts.query or parts.fragment or not parts.hostname:
        return None
    return parts.hostname


def _origin(url: str) -> tuple[str, str | None, int | None] | None:
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    return scheme, parts.hostname, port if port is not None else {"http": 80, "https": 443}.get(scheme)


def foreign_write(headers: Headers, scheme: str, host_header: str) -> Problem | None:
    """Why a write carrying ``headers`` comes from another site's page, or None when it comes
    from this server's pages or from a script (which sends neither header).

    The token cookie alone cannot tell: with no token anyone's page could write to a ledger
    served on loopback, and a page on another port of the same host is the same *site*, to
    which the browser sends even a ``SameSite=Strict`` cookie."""
    site = headers.get("sec-fetch-site", "").strip().lower()
    if site in ("cross-site", "same-site"):
        return Problem(
            Code.USAGE,
            msg("usage.cross-site", site=site),
            "Sec-Fetch-Site",
        )
    origin = headers.get("origin")
    if origin is not None and _origin(origin) != _origin(f"{scheme}://{host_header}"):
        return Problem(
            Code.USAGE,
            msg("usage.other-origin", origin=origin[:100]),
            "Origin",
        )
    return None


def address_without_token(raw_path: bytes, query: bytes) -> str:
    """The address of a request without its ``token`` parameter (the others kept as sent)."""
    kept = [
        part for part in query.split(b"&") if part and unquote_plus(part.split(b"=")[0].decode("latin-1")) != "token"
    ]
    # Some test clients leave the query in the raw path: a '?' there can only start the query.
    raw_path = raw_path.partition(b"?")[0]
    # One leading slash only: '//name/' or '/\name/' would send the browser to another host.
    address = b"/" + raw_path.lstrip(b"/\\") + (b"?" + b"&".join(kept) if kept else b"")
    return quote_from_bytes(address, safe="/?&=%:@!$'()*+,;-._~")
