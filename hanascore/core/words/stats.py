"""The words of ``stats``: ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {}
