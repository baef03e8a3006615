"""``hanascore serve``: the ledger as a page for the phones at the table, and its JSON API.

Installed with the ``serve`` extra (FastAPI, uvicorn, Jinja2, segno).  The app is a thin layer:
it parses a request, calls :mod:`hanascore.ledger.actions` or the scoring core, and renders
the same JSON shapes the commands print, or a page.
"""
