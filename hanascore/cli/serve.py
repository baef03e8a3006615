"""``hanascore serve``: the ledger as a page for every phone at the table."""

from __future__ import annotations

import socket
import sys
from typing import Annotated

import typer

from hanascore.cli.console import choose_language
from hanascore.cli.options import DbOption, LangOption
from hanascore.cli.session import note, run
from hanascore.core.errors import Code, HanascoreError, Problem, msg
from hanascore.core.words import say
from hanascore.ledger.actions import open_store

INSTALL_HINT = msg("usage.install-serve")


def lan_addresses() -> list[str]:
    """This machine's addresses other phones on the network can reach (IPv4, not loopback)."""
    found: list[str] = []
    try:
        # No packet is sent: connecting a UDP socket only picks the interface of the default route.
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    return [address for address in dict.fromkeys(found) if not address.startswith("127.")]


def serve(
    host: Annotated[
        str,
        typer.Option(
            "--host", metavar="HOST", help="The address to listen on; 0.0.0.0 for every phone on the network."
        ),
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", metavar="N", min=1, max=65535, help="The port.")] = 8000,
    token: Annotated[
        str | None,
        typer.Option(
            "--token",
            envvar="HANASCORE_TOKEN",
            metavar="TEXT",
            help="The edit token (default: a new random one when serving beyond this machine).",
        ),
    ] = None,
    db: DbOption = None,
    lang: LangOption = None,
) -> None:
    """Serve the ledger to the browsers at the table: standings for everyone, round entry with the edit link."""
    try:
        import segno
        import uvicorn

        from hanascore.web.access import is_loopback, new_token
        from hanascore.web.app import create_app
    except ImportError:
        raise HanascoreError(Problem(Code.USAGE, INSTALL_HINT, "serve")) from None

    def ready() -> None:
        with open_store(db, write=False, create=True):
            pass  # made if missing, and refused now if damaged or foreign

    language = run(False, lambda: choose_language(lang))
    run(False, ready)
    if token is None and not is_loopback(host):
        token = new_token()
    wildcard = host in ("0.0.0.0", "::", "")
    addresses = lan_addresses() if wildcard else [host]
    for address in addresses or ["127.0.0.1"]:
        shown = f"[{address}]" if ":" in address else address
        view = f"http://{shown}:{port}/"
        note(say(language, "serve.view-link", url=view))
        if token is not None:
            edit = f"{view}?token={token}"
            note(say(language, "serve.edit-link", url=edit))
            if wildcard:
                segno.make(edit, error="l").terminal(out=sys.stderr, compact=True)
    if token is not None:
        note(say(language, "serve.edit-warning"))
    uvicorn.run(create_app(db, token=token, host=host), host=host, port=port, log_level="warning")
