"""The words of the views (score, standings, history, export, the page): ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {}
