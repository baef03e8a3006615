"""Writing an export to the file ``--output`` names: whole or not at all, as a shell's ``>``
would write it, a failure said in words."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from hanascore.core.errors import Code, LedgerError, Problem, msg, write_failure


def write_file(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` as a shell's ``>`` would, but a file whole or not at all.

    A file (new or not) is replaced through a temporary file renamed into place; through a
    symbolic link, its target is (the link stays a link).  A FIFO or a character device (a
    pipe, ``/dev/stdout``, a terminal) is written directly: renaming over it would replace it.
    A folder, a block device or a socket is refused.
    """
    try:
        # The file the name leads to: a link's target, created where a dangling link points.
        target = Path(os.path.realpath(path)) if path.is_symlink() else path
        try:
            mode: int | None = target.stat().st_mode
        except FileNotFoundError:
            mode = None
        if mode is None or stat.S_ISREG(mode):
            _replace(target, text)
        elif stat.S_ISFIFO(mode) or stat.S_ISCHR(mode):
            with target.open("w", encoding="utf-8", newline="") as file:
                file.write(text)
        else:
            kind = msg("cannot-write.folder") if stat.S_ISDIR(mode) else msg("cannot-write.no-file")
            raise LedgerError(
                Problem(Code.CANNOT_WRITE, msg("cannot-write.give-output", path=path, kind=kind), "--output")
            )
    except OSError as error:
        raise LedgerError(Problem(Code.CANNOT_WRITE, write_failure(path, error), "--output")) from None


def _replace(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path`` and rename it into place."""
    directory = path.parent if str(path.parent) else Path(".")
    handle, temporary = tempfile.mkstemp(dir=directory, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as file:
            file.write(text)
        # mkstemp makes the file private (0600): give it the mode an ordinary file would
        # have, or the one the file it replaces had.
        os.chmod(temporary, _mode_for(path))
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
