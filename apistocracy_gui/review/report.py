"""The review as the command line prints it: one JSON object, or a readable text."""

from __future__ import annotations

from typing import Any

import msgspec

from .model import Review
from .settings import CLASSES


def as_json(review: Review, seat: int | None = None) -> bytes:
    """The review as one JSON object (`decisions`, `luck`, `key_moments` and the rest);
    with `seat`, that seat's decisions, luck and moments only."""
    data: dict[str, Any] = msgspec.to_builtins(review)
    if seat is not None:
        for key in ("decisions", "luck", "key_moments"):
            data[key] = [item for item in data[key] if item["seat"] == seat]
        data["seats"] = [s for s in data["seats"] if s["seat"] == seat]
    return msgspec.json.encode(data)


def as_text(review: Review, seat: int | None = None) -> str:
    """The review for a person: each seat's accuracy and counts, the key moments, the
    decisions that lost something, and the biggest swings of luck."""
    lines = [f"Season review ({review.mode} mode, {review.actions} actions)."]
    if not review.complete:
        lines.append("The review was stopped before the end: it covers the decisions up to there.")
    for s in review.seats:
        if not s.reviewed or (seat is not None and s.seat != seat):
            continue
        counts = ", ".join(f"{s.counts[c]} {c}" for c in CLASSES)
        who = "" if s.human else " (computer)"
        lines.append(f"{s.name}{who}: accuracy {s.accuracy:.0f}%, final score {s.final_score} VP; "
                     f"{counts}.")
    moments = [m for m in review.key_moments if seat is None or m.seat == seat]
    if moments:
        lines += ["", "Key moments:"]
        for m in moments:
            lines.append(f"  Action {m.index}: {m.title}")
            lines.append(f"    {m.reason}")
    names = {s.seat: s.name for s in review.seats}
    flawed = [d for d in review.decisions if d.klass not in ("best", "good")
              and (seat is None or d.seat == seat)]
    if flawed:
        lines += ["", "Decisions that lost something:"]
        for d in flawed:
            lines.append(f"  Action {d.index} ({names[d.seat]}, {d.kind}): {d.klass}. Chose "
                         f"{d.chosen} ({d.chance_chosen:.0%}), best found {d.best} "
                         f"({d.chance_best:.0%}); {d.loss:.0%} and {d.points_loss:.1f} VP lost.")
    swings = sorted((x for x in review.luck if seat is None or x.seat == seat),
                    key=lambda x: -abs(x.swing))[:5]
    if swings and abs(swings[0].swing) >= 0.005:
        lines += ["", "Luck (nobody's error):"]
        for x in swings:
            lines.append(f"  Action {x.index} ({names[x.seat]}): {', '.join(x.what)}: "
                         f"{x.expected:.0%} expected, {x.chance:.0%} after ({x.swing:+.0%}).")
    return "\n".join(lines)
