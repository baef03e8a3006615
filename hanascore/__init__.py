"""hanascore: settle hanafuda scores: a calculator and ledger for the fishing games of the registry."""

__version__ = "0.1.0"
