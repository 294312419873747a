"""The review as the command line prints it: one JSON object, or a readable text."""

from __future__ import annotations

from typing import Any

import msgspec

from ..i18n import _, list_of, ngettext, number, pgettext
from .luck import shown
from .model import Review
from .moments import percent
from .settings import CLASSES
from .words import Words


def as_json(review: Review, words: Words, seat: int | None = None) -> bytes:
    """The review as one JSON object (`decisions`, `luck`, `key_moments` and the rest), each
    decision with the labels of its moves (`chosen`, `best`) in the language of the run;
    with `seat`, that seat's decisions, luck and moments only."""
    data: dict[str, Any] = msgspec.to_builtins(review)
    for d, out in zip(review.decisions, data["decisions"], strict=True):
        out["chosen"], out["best"] = words.labels(d)
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
        line = (_("{name}: accuracy {accuracy}, final score {vp} VP; {counts}.") if s.human else
                _("{name} (computer): accuracy {accuracy}, final score {vp} VP; {counts}."))
        lines.append(line.format(name=s.name, accuracy=percent(s.accuracy / 100), vp=s.final_score,
                                 counts=counts))
    moments = [m for m in review.key_moments if seat is None or m.seat == seat]
    names = {s.seat: s.name for s in review.seats}
    if moments:
        lines += ["", _("Key moments:")]
        for m in moments:
            said = words.moment(m)
            lines.append("  " + _("Action {n}: {title}").format(n=m.index, title=said.title))
            lines.append(f"    {said.reason}")
    flawed = [d for d in review.decisions if d.klass not in ("best", "good")
              and (seat is None or d.seat == seat)]
    if flawed:
        lines += ["", _("Decisions that lost something:")]
        for d in flawed:
            chosen, best = words.labels(d)
            lines.append("  " + _("Action {n} ({name}, {kind}): {klass}. Chose {chosen} ({chosen_chance}), "
                                  "best found {best} ({best_chance}); {loss} and {vp} VP lost.").format(
                n=d.index, name=names[d.seat], kind=d.kind, klass=class_name(d.klass), chosen=chosen,
                chosen_chance=percent(d.chance_chosen), best=best, best_chance=percent(d.chance_best),
                loss=percent(d.loss), vp=number(d.points_loss, 1)))
    swings = sorted((x for x in review.luck if seat is None or x.seat == seat),
                    key=lambda x: -abs(x.swing))[:5]
    if swings and abs(swings[0].swing) >= 0.005:
        lines += ["", _("Luck (nobody's error):")]
        for x in swings:
            lines.append("  " + _("Action {n} ({name}): {revealed}: {before} expected, {after} after "
                                  "({swing}).").format(
                n=x.index, name=names[x.seat], revealed=list_of(shown(w) for w in x.what),
                before=percent(x.expected), after=percent(x.chance),
                swing=("+" if x.swing > 0 else "") + percent(x.swing)))
    return "\n".join(lines)

