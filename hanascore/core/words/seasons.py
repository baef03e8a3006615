"""The words of ``seasons``: ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {}
