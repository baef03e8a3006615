"""Every problem message, by problem code and detail: ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {}
