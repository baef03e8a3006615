"""The ledger: a game's definition and entries, replayed; the SQLite store, its migrations and files; the commands' transactions and the exchanged game document."""
