"""A game read back: ``import`` (a JSON game document as ``export --format json`` writes it,
or a log of games as ``--format jsonl`` writes it)."""

from __future__ import annotations

import importlib
from typing import Annotated, Any

import typer

from hanascore.cli.console import input_chunks
from hanascore.cli.options import DbOption, JsonOption
from hanascore.cli.session import emit, note, run
from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.words import locale_language, say
from hanascore.ledger.actions import open_store
from hanascore.ledger.importing import import_document, not_a_game, read_document
from hanascore.ledger.outcomes import summary_json
from hanascore.views.console import safe
from hanascore.views.shapes import game_id_json


def import_game(
    file: Annotated[
        str,
        typer.Argument(
            metavar="FILE",
            help="A JSON export ('hanascore export --format json'), a log ('--format jsonl'), or -.",
        ),
    ],
    yes: Annotated[
        bool, typer.Option("--yes", "-y", help="Import the game even when the ledger holds it already (a second copy).")
    ] = False,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Restore a JSON export as a new game (same rounds, same results), or every game of a log;
    the (last) game becomes current."""

    def restore() -> Any:
        games = _read_games(read_document(input_chunks(file), file), file)
        lang = locale_language()
        restored = []
        with open_store(db, write=True, create=True) as store:
            # Every game of a log in one transaction: all of them are imported, or none.
            for definition, entries, ledger, rescored in games:
                differences = [say(lang, "done.import-rescored", number=number) for number in rescored]
                copy = store.find_copy(definition, entries)
                if copy is not None and not yes:  # the same file imported twice: stats would count it twice
                    raise LedgerError(Problem(Code.NOT_CONFIRMED, msg("not-confirmed.import-copy", id=copy), "--yes"))
                if copy is not None:  # asked for: still said, as the second copy it is
                    differences.append(say(lang, "done.import-copy", id=copy))
                new_id = store.create_game(definition)
                for entry in entries:
                    store.append(new_id, entry)
                store.set_summary(new_id, summary_json(ledger))
                restored.append((new_id, definition, ledger, differences))
        return restored

    restored = run(json_output, restore)
    emit(
        json_output,
        lambda: imported_json([game_id for game_id, *_ in restored]),
        lambda console: _print_ids(restored, console),
    )
    lang = locale_language()
    for game_id, definition, ledger, differences in restored:
        for difference in differences:
            note(f"[yellow]{say(lang, 'warning')}[/] {safe(difference)}")
        if not json_output:
            count = ledger.rounds_played
            said = say(
                lang,
                "done.imported",
                name=safe(definition.name),
                id=game_id,
                count=count,
                plural="" if count == 1 else "s",
            )
            note(said)


def _print_ids(restored: list[Any], console: Any) -> None:
    """Each new game's id, a line each."""
    for game_id, *_ in restored:
        console.print(game_id)


def imported_json(ids: list[str]) -> dict[str, Any]:
    """``import --json``: the new game's id (the last one's, for a log of several), and every
    new id in the order imported."""
    return {**game_id_json(ids[-1]), "ids": ids} if len(ids) != 1 else game_id_json(ids[0])


def _read_games(text: str, source: str) -> list[Any]:
    """The games of an import: a JSON game document's one game, or a log's every game (told
    apart by what the file holds; the log's reader is loaded only for a log)."""
    log = importlib.import_module("hanascore.ledger.log")
    if not log.looks_like_log(text):
        return [import_document(text, source)]
    games = log.import_log(text, source)
    if not games:
        raise not_a_game(text, source)
    return list(games)
