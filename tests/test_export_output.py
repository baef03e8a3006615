"""``export --output`` writes through to what is there (issue 18, point 13).

It used to replace a symbolic link, a FIFO or a device with a regular file and say "wrote" (as
root it replaced ``/dev/full``).  Now a link's target is written and the link stays a link, a
FIFO or a character device is written directly, a write error is exit status 2 naming it
("disk full" from a full device), and a folder is refused.
"""

from __future__ import annotations

import contextlib
import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import add_json, start_game

Cli = Callable[..., Any]


def _exported(cli: Cli, cli_json: Cli, form: str = "json") -> str:
    """A game with a round and what ``export --format FORM`` prints for it."""
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    assert add_json(cli_json, "Ann: rest\nBo:\n")[0] == 0
    result = cli("export", "--format", form)
    assert result.exit_code == 0
    return str(result.stdout)


def test_a_symlinks_target_is_written_and_the_link_stays(cli: Cli, cli_json: Cli, tmp_path: Path) -> None:
    expected = _exported(cli, cli_json, "csv")
    target = tmp_path / "kept" / "game.csv"
    target.parent.mkdir()
    target.write_text("last week's game\n", encoding="utf-8")
    link = tmp_path / "latest.csv"
    link.symlink_to(target)
    result = cli("export", "--output", str(link))
    assert result.exit_code == 0, result.stderr
    assert f"wrote game 1 to {link}" in result.stderr
    assert link.is_symlink() and link.readlink() == target
    assert target.read_text(encoding="utf-8") == expected
    assert sorted(p.name for p in target.parent.iterdir()) == ["game.csv"]  # no temporary file left


def test_a_dangling_symlink_gets_its_target_made(cli: Cli, cli_json: Cli, tmp_path: Path) -> None:
    expected = _exported(cli, cli_json)
    target = tmp_path / "game.json"
    link = tmp_path / "latest.json"
    link.symlink_to(target)
    assert cli("export", "--output", str(link)).exit_code == 0
    assert link.is_symlink() and target.read_text(encoding="utf-8") == expected


def test_a_fifo_is_written_directly(cli: Cli, cli_json: Cli, tmp_path: Path) -> None:
    expected = _exported(cli, cli_json)
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    # A second name for the same FIFO: were it renamed over, the reader could still be freed.
    spare = tmp_path / "spare-name"
    os.link(fifo, spare)
    received: list[bytes] = []

    def read() -> None:
        with open(fifo, "rb") as reader:  # waits for the export to open it for writing
            received.append(reader.read())

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    result = cli("export", "--output", str(fifo))
    # Free a reader still waiting to open (nobody wrote to its FIFO); ENXIO: none waits.
    with contextlib.suppress(OSError):
        os.close(os.open(spare, os.O_WRONLY | os.O_NONBLOCK))
    reader.join(timeout=60)
    assert result.exit_code == 0, result.stderr
    assert received == [expected.encode("utf-8")]
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


def test_a_full_device_is_exit_2_disk_full_and_stays_a_device(cli: Cli, cli_json: Cli, tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("making a device node needs root")
    _exported(cli, cli_json)
    # A node of /dev/full's own device numbers: the machine's /dev/full is never at risk.
    full = tmp_path / "full"
    try:
        os.mknod(full, stat.S_IFCHR | 0o666, os.stat("/dev/full").st_rdev)
    except OSError as error:
        pytest.skip(f"cannot make a device node here: {error}")
    result = cli("export", "--format", "json", "--output", str(full))
    assert result.exit_code == 2
    said = " ".join(result.stderr.split())
    assert f"cannot write {full}: disk full" in said and "wrote" not in said
    assert stat.S_ISCHR(full.lstat().st_mode) and full.lstat().st_rdev == os.stat("/dev/full").st_rdev
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".full.")] == []


def test_a_null_device_takes_the_export(cli: Cli, cli_json: Cli, tmp_path: Path) -> None:
    _exported(cli, cli_json)
    null = Path(os.devnull)
    if os.geteuid() == 0:  # root could replace the machine's /dev/null: use a node of its own
        null = tmp_path / "null"
        os.mknod(null, stat.S_IFCHR | 0o666, os.stat(os.devnull).st_rdev)
    result = cli("export", "--format", "csv", "--output", str(null))
    assert result.exit_code == 0 and f"wrote game 1 to {null}" in result.stderr
    assert stat.S_ISCHR(null.lstat().st_mode)


def test_a_folder_is_refused(cli: Cli, cli_json: Cli, tmp_path: Path) -> None:
    _exported(cli, cli_json)
    folder = tmp_path / "exports.json"
    folder.mkdir()
    result = cli("export", "--output", str(folder))
    assert result.exit_code == 2
    assert f"{folder} is a folder: give --output a file's name" in " ".join(result.stderr.split())
    assert folder.is_dir() and list(folder.iterdir()) == []
