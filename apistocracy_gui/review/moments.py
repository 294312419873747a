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
from .model import DecisionReview, Luck, Moment, SeatSummary
from .settings import CLASSES, ReviewSettings

FLAWS = ("inaccuracy", "mistake", "blunder")
MIN_SWING = 0.02  # a luck moment moved the chance by at least this much


def accuracy(decisions: list[DecisionReview], settings: ReviewSettings) -> float:
    if not decisions:
        return 100.0
    return round(statistics.fmean(100 * 2 ** -settings.severity(d.loss, d.points_loss)
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


def _where(d: DecisionReview) -> str:
    return f"Week {d.week}" if d.phase == "season" else "At whist"


def key_moments(save: dict[str, Any], decisions: list[DecisionReview], luck: list[Luck],
                controllers: list[str] | None, settings: ReviewSettings) -> list[Moment]:
    picked: list[DecisionReview] = []
    lucky: list[Luck] = []
    for seat in sorted({d.seat for d in decisions} | {x.seat for x in luck}):
        if not is_human(controllers, seat):
            continue
        flawed = [d for d in decisions if d.klass in FLAWS and d.seat == seat]
        flawed.sort(key=lambda d: -settings.severity(d.loss, d.points_loss))
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
        points = f" and {d.points_loss:.1f} VP of its expected score" if d.points_loss >= 0.1 else ""
        title = (f"{_where(d)}, {g.name(d.seat)} chose \u201c{d.chosen}\u201d, "
                 f"{'an' if d.klass[0] in 'aeiou' else 'a'} {d.klass}: \u201c{d.best}\u201d "
                 f"kept a {d.chance_best:.0%} chance of winning where it left "
                 f"{d.chance_chosen:.0%}{points}.")
        moments.append(Moment(d.index, d.seat, "decision", title, why + ".", d.best, d.chosen,
                              list(d.best_action)))
    for x in lucky:
        g, _view = views[x.index]
        turn = "for" if x.swing > 0 else "against"
        title = (f"Luck {turn} {g.name(x.seat)}: {', '.join(x.what)} moved the chance of winning "
                 f"from {x.expected:.0%} to {x.chance:.0%}.")
        moments.append(Moment(x.index, x.seat, "luck", title,
                              "Nobody chose this: it is what the cards brought."))
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
