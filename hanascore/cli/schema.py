"""``hanascore schema``: the JSON Schemas of what hanascore writes for other programs."""

from __future__ import annotations

import json
import sys

import typer

from hanascore.ledger.log import log_schema

app = typer.Typer(
    help="The JSON Schemas of what hanascore writes for other programs.",
    add_completion=False,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


@app.callback()
def schema() -> None:
    """The JSON Schemas of what hanascore writes for other programs (a group: more may come)."""


@app.command()
def export() -> None:
    """Print the JSON Schema of the ledger's log ('hanascore export --format jsonl'): each line is valid against it."""
    sys.stdout.write(json.dumps(log_schema(), indent=2, ensure_ascii=False) + "\n")
