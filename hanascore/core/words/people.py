"""The words of ``people``: ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {}
