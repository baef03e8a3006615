"""A planned correction of a stored round, shown to people before it is saved."""

from __future__ import annotations

from hanascore.core.words import Language, say
from hanascore.ledger.edit import PlannedEdit
from hanascore.views.console import safe
from hanascore.views.standings import signed


def change_lines(planned: PlannedEdit, lang: Language = "en") -> list[str]:
    """What saving ``planned`` changes, for people, in ``lang`` (rich markup, names escaped):
    round N's scores and winner, the totals, and who the rotation names for the later rounds."""
    number, old, new = planned.number, planned.old_row, planned.new_row
    dot = "、" if lang == "ja" else " · "
    lines = [f"[bold]{say(lang, 'corrected.title', number=number, id=planned.game_id)}[/]"]
    old_scores = {p.name: p.score for p in old.result.parties}
    new_scores = {p.name: p.score for p in new.result.parties}
    if old_scores != new_scores:
        scores = dot.join(
            f"{safe(name)} {old_scores.get(name)} → {score}"
            if old_scores.get(name) != score
            else f"{safe(name)} {score}"
            for name, score in new_scores.items()
        )
        lines.append("  " + say(lang, "corrected.scores", number=number, scores=scores))
    if old.result.winner != new.result.winner:
        lines.append("  " + say(lang, "corrected.winner", old=safe(old.result.winner), new=safe(new.result.winner)))
    changes = planned.total_changes
    if changes:
        lines.append("  " + say(lang, "corrected.totals"))
        for name, change in changes.items():
            difference = change["after"] - change["before"]
            lines.append(
                f"    {safe(name)}{say(lang, 'corrected.colon')}{change['before']} → {change['after']} ({signed(difference)})"
            )
    if len(lines) == 1:
        lines.append("  " + say(lang, "corrected.same", number=number))
    for was, now in zip(planned.before.rounds[number:], planned.after.rounds[number:], strict=True):
        if was.chain_dealer != now.chain_dealer:
            lines.append(
                "  "
                + say(
                    lang,
                    "corrected.rotation",
                    number=now.number,
                    now=safe(now.chain_dealer),
                    was=safe(was.chain_dealer),
                    dealt=safe(now.dealer),
                )
            )
    before, after = planned.before, planned.after
    if before.over != after.over:
        lines.append("  " + say(lang, "corrected.over" if after.over else "corrected.open"))
    elif not after.over and before.next_dealer != after.next_dealer:
        lines.append(
            "  " + say(lang, "corrected.next-dealer", old=safe(before.next_dealer), new=safe(after.next_dealer))
        )
    return lines
