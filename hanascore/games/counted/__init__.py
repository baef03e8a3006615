"""Counted rounds (``3 brights 4 animals + three-brights``): the reading, the checks, and the search for cards that fit the counts."""
