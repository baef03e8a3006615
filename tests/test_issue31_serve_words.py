"""``hanascore serve`` says its addresses and the edit link's warning in the reader's language
(issue 31: the last English lines of a command under ``--lang ja``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.test_serve_command import serve, stop


def test_serve_says_its_links_and_warning_in_japanese(isolated_store: Path) -> None:
    process, port = serve(isolated_store, "--token", "tabletoken", "--lang", "ja")
    _, err = stop(process)
    assert f"閲覧用：http://127.0.0.1:{port}/" in err
    assert f"編集用：http://127.0.0.1:{port}/?token=tabletoken" in err
    assert "編集用リンクを開いた端末は台帳を変えられる" in err
    assert "view:" not in err and "edit link" not in err


def test_serve_refuses_an_unknown_language_before_it_listens(isolated_store: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hanascore", "serve", "--db", str(isolated_store), "--lang", "fr"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2, done.stderr
    assert "--lang" in done.stderr and "Traceback" not in done.stderr
