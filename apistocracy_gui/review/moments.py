"""What a review sums up: each seat's accuracy and counts per class, and the key moments.

Accuracy is the mean over a seat's reviewed decisions of 100 x 2^-severity, where severity is
the decision's loss measured in mistakes (`ReviewSettings.severity`: 1.0 at the mistake
thresholds): a best move counts about 100, a loss at the mistake thresholds 50, a blunder's
25 or less. Key moments are, for each seat a person played, its decisions that lost the most
(inaccuracies and worse), at most `most`; when there are fewer than `fewest`, its biggest
swings of luck fill in: each player has moments of their own to study. Each decision moment
carries the one-line reason of the better move, from the hint's explanation
(`bots.hint.reason`) on the seat's view at that decision.
"""

from __future__ import annotations

import statistics
from typing import Any

from ..bots.hint import reason
from ..engine import Game
from ..engine import ladycat as cat_rules
from ..i18n import N_, _, list_of, number
from . import luck as luck_mod
from .model import DecisionReview, Luck, Moment, SeatSummary
from .settings import CLASSES, ReviewSettings

FLAWS = ("inaccuracy", "mistake", "blunder")
MIN_SWING = 0.02  # a luck moment moved the chance by at least this much


def accuracy(decisions: list[DecisionReview], settings: ReviewSettings) -> float:
    if not decisions:
        return 100.0
    return round(statistics.fmean(100 * 2 ** -settings.severity(d.loss, d.margin_loss)
                                  for d in decisions), 1)


def is_human(controllers: list[str] | None, seat: int) -> bool:
    return controllers is None or (seat < len(controllers) and controllers[seat] == "human")


def summaries(g: Game, decisions: list[DecisionReview], controllers: list[str] | None,
              wanted: set[int], settings: ReviewSettings) -> list[SeatSummary]:
    out = []
    sheets = g.scores()
    for seat in range(len(g.st.players)):
        mine = [d for d in decisions if d.seat == seat]
        counts = {name: sum(d.klass == name for d in mine) for name in CLASSES}
        cat = cat_rules.is_cat(g, seat)
        out.append(SeatSummary(seat, g.name(seat), not cat and is_human(controllers, seat),
                               not cat and seat in wanted, accuracy(mine, settings), counts,
                               sheets[seat].total))
    return out


def percent(share: float) -> str:
    """A chance (0-1) as the language writes a percentage: 25%, 25 %, 25 %."""
    from babel.numbers import format_percent

    from ..i18n import babel_locale

    return format_percent(share, locale=babel_locale())


def decision_title(d: DecisionReview, name: str) -> str:
    """A decision moment's line in the current language: when, who, what it cost. Whole
    sentences, one msgid each, so a translator can reorder them (issue 35)."""
    when = _("Week {week}").format(week=d.week) if d.phase == "season" else _("At whist")
    chose = {"inaccuracy": _("{when}, {name} chose \u201c{chosen}\u201d, an inaccuracy."),
             "mistake": _("{when}, {name} chose \u201c{chosen}\u201d, a mistake."),
             "blunder": _("{when}, {name} chose \u201c{chosen}\u201d, a blunder.")}.get(
        d.klass, _("{when}, {name} chose \u201c{chosen}\u201d."))
    if d.points_loss >= 0.1:
        cost = _("\u201c{best}\u201d kept a {best_chance} chance of winning where it left "
                 "{chosen_chance} and {vp} VP of its expected score.")
    else:
        cost = _("\u201c{best}\u201d kept a {best_chance} chance of winning where it left "
                 "{chosen_chance}.")
    return " ".join((chose.format(when=when, name=name, chosen=d.chosen),
                     cost.format(best=d.best, best_chance=percent(d.chance_best),
                                 chosen_chance=percent(d.chance_chosen), vp=number(d.points_loss, 1))))


def luck_title(x: Luck, name: str) -> str:
    """A luck moment's line in the current language (what was revealed: luck.REVEALS)."""
    line = (_("Luck for {name}: {revealed} moved the chance of winning from {before} to {after}.")
            if x.swing > 0 else
            _("Luck against {name}: {revealed} moved the chance of winning from {before} to {after}."))
    return line.format(name=name, revealed=list_of(luck_mod.shown(w) for w in x.what),
                       before=percent(x.expected), after=percent(x.chance))


LUCK_REASON = N_("Nobody chose this: it is what the cards brought.")


def key_moments(save: dict[str, Any], decisions: list[DecisionReview], luck: list[Luck],
                controllers: list[str] | None, settings: ReviewSettings) -> list[Moment]:
    picked: list[DecisionReview] = []
    lucky: list[Luck] = []
    for seat in sorted({d.seat for d in decisions} | {x.seat for x in luck}):
        if not is_human(controllers, seat):
            continue
        flawed = [d for d in decisions if d.klass in FLAWS and d.seat == seat]
        flawed.sort(key=lambda d: -settings.severity(d.loss, d.margin_loss))
        mine = flawed[:settings.most_moments]
        swings = sorted((x for x in luck if abs(x.swing) >= MIN_SWING and x.seat == seat),
                        key=lambda x: -abs(x.swing))
        picked += mine
        lucky += swings[:max(0, settings.fewest_moments - len(mine))]
    if not picked and not lucky:
        return []
    views = _views(save, {d.index for d in picked} | {x.index for x in lucky})
    moments = []
    for d in picked:
        g, view = views[d.index]
        from ..engine import Action

        best = Action(str(d.best_action[0]), tuple(d.best_action[1:]))
        why = reason(view, g.legal_actions()[g.legal_actions().index(best)], d.index)
        moments.append(Moment(d.index, d.seat, "decision", decision_title(d, g.name(d.seat)), why + ".",
                              d.best, d.chosen,
                              list(d.best_action)))
    for x in lucky:
        g, _view = views[x.index]
        moments.append(Moment(x.index, x.seat, "luck", luck_title(x, g.name(x.seat)), _(LUCK_REASON)))
    moments.sort(key=lambda m: m.index)
    return moments


def _views(save: dict[str, Any], indices: set[int]) -> dict[int, tuple[Game, dict[str, Any]]]:
    """The game (a copy) and the deciding seat's view at each of `indices`, by replaying."""
    import copy

    final = Game.from_save(save)
    g = Game.new(final.config)
    out = {}
    for index, action in enumerate(final.actions_taken):
        if index in indices:
            out[index] = (copy.deepcopy(g, memo={id(g.cat): g.cat}), g.observe(g.current_player))
        if index >= max(indices):
            break
        g.apply(action)
    return out
