"""Problem messages of ``stats`` (and the check of its kept records): ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    "unknown-player.stats": (
        "nobody called {name!r} plays in this ledger{suggest}",
        "この台帳に {name!r} という人はいません{suggest}",
    ),
    "usage.bad-date": (
        "{option} {value!r} is not a date: write it as YYYY-MM-DD (2026-11-26)",
        "{option} {value!r} は日付ではありません。YYYY-MM-DD（2026-11-26）の形で書いてください",
    ),
    "usage.dates-reversed": (
        "the first day {since} is after the last day {until}: no game can be in between",
        "始めの日 {since} が終わりの日 {until} より後です。その間の対局はありません",
    ),
    "bad-db.stale-record": (
        "game {game}: its kept statistics record differed from a replay of its sheets "
        "(read again from the sheets; the sheets are unharmed)",
        "対局 {game}: 統計用に保存した記録が手札表の再計算と違っていました"
        "（手札表から読み直しました。手札表は無事です）",
    ),
}
