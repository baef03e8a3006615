"""Problem messages of ``stats`` (and the check of its kept records): ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    "unknown-player.stats": (
        "nobody called {name!r} plays in this ledger{suggest}",
        "この台帳に {name!r} という人はいない{suggest}",
    ),
    "usage.bad-date": (
        "{option} {value!r} is not a date: write it as YYYY-MM-DD (2026-11-26)",
        "{option} {value!r} は日付ではない。YYYY-MM-DD（2026-11-26）の形で書く",
    ),
    "usage.dates-reversed": (
        "the first day {since} is after the last day {until}: no game can be in between",
        "始めの日 {since} が終わりの日 {until} より後だ。その間の対局はない",
    ),
    "bad-db.stale-record": (
        "game {game}: its kept statistics record differed from a replay of its sheets "
        "(read again from the sheets; the sheets are unharmed)",
        "対局 {game}：統計用に保存した記録が記録表の再計算と違っていた（記録表から読み直した。記録表は無事だ）",
    ),
}
