"""Musashino-bana (武蔵野花): its deck, rules and words."""
