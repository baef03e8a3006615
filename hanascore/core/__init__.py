"""The core: cards, sheets, tables, rounds, results, the word table and problems; no game is named and nothing above is imported."""
