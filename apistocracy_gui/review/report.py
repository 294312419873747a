"""The review as the command line prints it: one JSON object, or a readable text."""

from __future__ import annotations

from typing import Any

import msgspec

from ..i18n import _, list_of, ngettext, number, percent, pgettext
from .luck import shown
from .model import Moment, Review
from .moments import decision_number
from .settings import CLASSES
from .words import Words


def as_json(review: Review, words: Words, seat: int | None = None) -> bytes:
    """The review as one JSON object (`decisions`, `luck`, `key_moments` and the rest), each
    decision with the labels of its moves (`chosen`, `best`) and each key moment with its line
    and reason (`title`, `reason`) in the language of the run; with `seat`, that seat's
    decisions, luck and moments only."""
    data: dict[str, Any] = msgspec.to_builtins(review)
    for d, out in zip(review.decisions, data["decisions"], strict=True):
        out["chosen"], out["best"] = words.labels(d)
    for m, out in zip(review.key_moments, data["key_moments"], strict=True):
        said = words.moment(m)  # the screen's own line: one number per claim (issue 56)
        out["title"], out["reason"] = said.title, said.reason
    if seat is not None:
        for key in ("decisions", "luck", "key_moments"):
            data[key] = [item for item in data[key] if item["seat"] == seat]
        data["seats"] = [s for s in data["seats"] if s["seat"] == seat]
    return msgspec.json.encode(data)


def class_count(klass: str, n: int) -> str:
    """`n` decisions of a class, as a count in a sentence ("2 mistakes")."""
    return {"best": ngettext("{n} best move", "{n} best moves", n),
            "good": ngettext("{n} good move", "{n} good moves", n),
            "inaccuracy": ngettext("{n} inaccuracy", "{n} inaccuracies", n),
            "mistake": ngettext("{n} mistake", "{n} mistakes", n),
            "blunder": ngettext("{n} blunder", "{n} blunders", n)}[klass].format(n=n)


def class_name(klass: str) -> str:
    """A decision's class as a word ("mistake"), the review.yaml's key in English."""
    return {"best": pgettext("decision", "best"), "good": pgettext("decision", "good"),
            "inaccuracy": pgettext("decision", "inaccuracy"), "mistake": pgettext("decision", "mistake"),
            "blunder": pgettext("decision", "blunder")}.get(klass, klass)


def as_text(review: Review, words: Words, seat: int | None = None) -> str:
    """The review for a person, in the current language (`words`: made from the save with
    every decision's labels): each seat's accuracy and counts, the key moments, the decisions
    that lost something, and the biggest swings of luck."""
    mode = {"standard": _("standard mode"), "solo": _("solo mode"),
            "advanced": _("advanced mode")}.get(review.mode, review.mode)
    lines = [ngettext("Season review ({mode}, {n} action).", "Season review ({mode}, {n} actions).",
                      review.actions).format(mode=mode, n=review.actions)]
    if not review.complete:
        lines.append(_("The review was stopped before the end: it covers the decisions up to there."))
    for s in review.seats:
        if not s.reviewed or (seat is not None and s.seat != seat):
            continue
        counts = list_of(class_count(c, s.counts[c]) for c in CLASSES)
        line = (ngettext("{name}: accuracy {accuracy} over {n} real choice, final score {vp} VP; {counts}.",
                         "{name}: accuracy {accuracy} over {n} real choices, final score {vp} VP; {counts}.",
                         s.choices) if s.human else
                ngettext("{name} (computer): accuracy {accuracy} over {n} real choice, final score {vp} VP; "
                         "{counts}.",
                         "{name} (computer): accuracy {accuracy} over {n} real choices, final score {vp} VP; "
                         "{counts}.", s.choices))
        lines.append(line.format(name=s.name, accuracy=percent(s.accuracy / 100), vp=s.final_score,
                                 counts=counts, n=s.choices))
    moments = [m for m in review.key_moments if seat is None or m.seat == seat]
    names = {s.seat: s.name for s in review.seats}
    if moments:
        lines += ["", _("Key moments:")]
        for m in moments:
            said = words.moment(m)
            lines.append("  " + _("{when}: {title}").format(
                when=moment_heading(review, m, names.get(m.seat, "")), title=said.title))
            lines.append(f"    {said.reason}")
    flawed = [d for d in review.decisions if d.klass not in ("best", "good")
              and (seat is None or d.seat == seat)]
    if flawed:
        lines += ["", _("Decisions that lost something:")]
        for d in flawed:
            chosen, best = words.labels(d)
            lines.append("  " + _("{decision} ({kind}): {klass}. Chose {chosen} ({chosen_chance}), "
                                  "best found {best} ({best_chance}); {loss} and {vp} VP lost.").format(
                decision=decision_number(d, names[d.seat]), kind=d.kind, klass=class_name(d.klass),
                chosen=chosen,
                chosen_chance=percent(d.chance_chosen), best=best, best_chance=percent(d.chance_best),
                loss=percent(d.loss), vp=number(d.margin_loss, 1)))
    swings = sorted((x for x in review.luck if seat is None or x.seat == seat),
                    key=lambda x: -abs(x.swing))[:5]
    if swings and abs(swings[0].swing) >= 0.005:
        lines += ["", _("Luck (nobody's error):")]
        for x in swings:
            lines.append("  " + _("{when} ({name}): {revealed}: {before} expected, {after} after "
                                  "({swing}).").format(
                when=week_of(review, x.index), name=names[x.seat], revealed=list_of(shown(w) for w in x.what),
                before=percent(x.expected), after=percent(x.chance),
                swing=("+" if x.swing > 0 else "") + percent(x.swing)))
    return "\n".join(lines)


def week_of(review: Review, index: int) -> str:
    """The week (or the whist) the action at `index` belongs to, from the review's marks."""
    label = next((mk.label for mk in reversed(review.marks) if mk.index <= index), "")
    week = label.removeprefix("Week ")
    return _("Week {week}").format(week=week) if week.isdigit() else _("At whist")


def moment_heading(review: Review, m: Moment, name: str | None = None) -> str:
    """Which decision a key moment is, counted among the seat's own ("Your 12th decision";
    with `name`, "Anna's 12th decision"), or for luck its week: never the game's action
    number, which counts every seat's actions (issue 56)."""
    d = next((d for d in review.decisions if d.index == m.index and d.seat == m.seat), None)
    if m.kind == "decision" and d is not None and d.nth:
        return decision_number(d, name)
    return week_of(review, m.index)
