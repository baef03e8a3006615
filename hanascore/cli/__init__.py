"""The command line: the typer app with its table of commands, one module per command group, and interactive round entry."""
