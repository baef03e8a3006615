"""A planned correction of a stored round, shown to people before it is saved."""

from __future__ import annotations

from hanascore.ledger.edit import PlannedEdit
from hanascore.views.standings import signed
from hanascore.views.terminal import safe


def change_lines(planned: PlannedEdit) -> list[str]:
    """What saving ``planned`` changes, for people (rich markup, names escaped): round N's
    scores and winner, the totals, and who the rotation names for the later rounds."""
    number, old, new = planned.number, planned.old_row, planned.new_row
    lines = [f"[bold]round {number} of game {planned.game_id}, as corrected:[/]"]
    old_scores = {p.name: p.score for p in old.result.parties}
    new_scores = {p.name: p.score for p in new.result.parties}
    if old_scores != new_scores:
        scores = " · ".join(
            f"{safe(name)} {old_scores.get(name)} → {score}"
            if old_scores.get(name) != score
            else f"{safe(name)} {score}"
            for name, score in new_scores.items()
        )
        lines.append(f"  round {number}'s scores: {scores}")
    if old.result.winner != new.result.winner:
        lines.append(f"  winner: {safe(old.result.winner)} → {safe(new.result.winner)}")
    changes = planned.total_changes
    if changes:
        lines.append("  totals changed:")
        for name, change in changes.items():
            difference = change["after"] - change["before"]
            lines.append(f"    {safe(name)}: {change['before']} → {change['after']} ({signed(difference)})")
    if len(lines) == 1:
        lines.append(f"  round {number}'s scores and the totals stay as they are")
    for was, now in zip(planned.before.rounds[number:], planned.after.rounds[number:], strict=True):
        if was.chain_dealer != now.chain_dealer:
            lines.append(
                f"  round {now.number}: the rotation now names {safe(now.chain_dealer)} to deal "
                f"(it named {safe(was.chain_dealer)}; {safe(now.dealer)} dealt it, and that stays)"
            )
    before, after = planned.before, planned.after
    if before.over != after.over:
        lines.append("  the game is over then" if after.over else "  the game is open again then")
    elif not after.over and before.next_dealer != after.next_dealer:
        lines.append(f"  next dealer: {safe(before.next_dealer)} → {safe(after.next_dealer)}")
    return lines
