"""HTML views shared by the report file and the served page: card faces, the running-totals
chart, and Jinja2 templates.

:mod:`faces` and :mod:`chart` are plain string-building (no third-party import); only
:mod:`report` imports Jinja2, so nothing here slows down the commands that do not write HTML.
"""
