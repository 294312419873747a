"""What a review sums up: each seat's accuracy and counts per class, and the key moments.

Accuracy is the mean over a seat's real choices (decisions whose options the judge told
apart, `DecisionReview.choice`; rules_data/README.md) of 100 x 2^-severity, where severity is
the decision's loss measured in mistakes (`ReviewSettings.severity`: 1.0 at the mistake
thresholds): a best move counts about 100, a loss at the mistake thresholds 50, a blunder's
25 or less. A payment with one sensible answer is no real choice and does not lift it.
Key moments are, for each seat a person played, its decisions that lost the most
(inaccuracies and worse), at most `most`; when there are fewer than `fewest`, its biggest
swings of luck fill in: each player has moments of their own to study. A moment holds no
words: its line (`decision_title`, `luck_title`) and the reason of the better move (the hint's
explanation on the seat's view then, `bots.hint.explain`, without the hint's own expected gain)
are made as it is shown (`review.words`); what the better move is worth is said once, by the
review's figures (`cost_line`), the same on every screen (issue 56).
"""

from __future__ import annotations

import statistics

from ..engine import Game
from ..engine import ladycat as cat_rules
from ..i18n import N_, _, list_of, number, percent, pgettext
from . import luck as luck_mod
from .model import DecisionReview, Luck, Moment, SeatSummary
from .settings import CLASSES, ReviewSettings

FLAWS = ("inaccuracy", "mistake", "blunder")
MIN_SWING = 0.02  # a luck moment moved the chance by at least this much


def accuracy(decisions: list[DecisionReview], settings: ReviewSettings) -> float:
    """Over the real choices among `decisions` only (100 when there is none)."""
    real = [d for d in decisions if d.choice]
    if not real:
        return 100.0
    return round(statistics.fmean(100 * 2 ** -settings.severity(d.loss, d.margin_loss)
                                  for d in real), 1)


def is_human(controllers: list[str] | None, seat: int) -> bool:
    return controllers is None or (seat < len(controllers) and controllers[seat] == "human")


def summaries(g: Game, decisions: list[DecisionReview], controllers: list[str] | None,
              wanted: set[int], settings: ReviewSettings) -> list[SeatSummary]:
    out = []
    sheets = g.scores()
    for seat in range(g.seats):
        mine = [d for d in decisions if d.seat == seat]
        real = [d for d in mine if d.choice]
        counts = {name: sum(d.klass == name for d in real) for name in CLASSES}
        cat = cat_rules.is_cat(g, seat)
        out.append(SeatSummary(seat, g.name(seat), not cat and is_human(controllers, seat),
                               not cat and seat in wanted, accuracy(mine, settings), counts,
                               sheets[seat].total, len(real)))
    return out


def decision_title(d: DecisionReview, name: str, chosen: str, best: str) -> str:
    """A decision moment's line in the current language: when, who, what it cost; `chosen`
    and `best` are the moves' labels (`review.words`). Whole sentences, one msgid each, so a
    translator can reorder them (issue 35)."""
    when = _("Week {week}").format(week=d.week) if d.phase == "season" else _("At whist")
    chose = {"inaccuracy": _("{when}, {name} chose \u201c{chosen}\u201d, an inaccuracy."),
             "mistake": _("{when}, {name} chose \u201c{chosen}\u201d, a mistake."),
             "blunder": _("{when}, {name} chose \u201c{chosen}\u201d, a blunder.")}.get(
        d.klass, _("{when}, {name} chose \u201c{chosen}\u201d."))
    return " ".join((chose.format(when=when, name=name, chosen=chosen), cost_line(d, best)))


def cost_line(d: DecisionReview, best: str) -> str:
    """What the better move was worth against the one chosen, in a player's words (issue 52
    item 20): the chances of winning after each and the points the chosen one gives up at the
    end against the best other (the margin the class is read from). The one sentence for
    these figures on every screen (the key moment, the replay's caption, the text report), so
    they never disagree (issue 56)."""
    if d.margin_loss >= 0.1:
        line = _("The better move, \u201c{best}\u201d, kept a {best_chance} chance of winning; yours "
                 "left {chosen_chance}, about {vp} points less against your closest rival at the end.")
    else:
        line = _("The better move, \u201c{best}\u201d, kept a {best_chance} chance of winning; yours "
                 "left {chosen_chance}.")
    return line.format(best=best, best_chance=percent(d.chance_best),
                       chosen_chance=percent(d.chance_chosen), vp=number(d.margin_loss, 1))


def decision_number(d: DecisionReview, name: str | None = None) -> str:
    """Which of the seat's own decisions it was ("Your 12th decision"; with `name`, "Anna's
    12th decision"), counted as the player counts them, not the game's actions (issue 56).
    The sentence is picked by the ordinal form of the language spoken (Babel's CLDR rules:
    English 1st, 2nd, 3rd, 4th; French 1re, 2e; German 1.), so each language has its own."""
    from ..i18n import babel_locale

    form = babel_locale().ordinal_form(d.nth)
    if name is None:
        line = {"one": pgettext("ordinal one", "Your {n}st decision"),
                "two": pgettext("ordinal two", "Your {n}nd decision"),
                "few": pgettext("ordinal few", "Your {n}rd decision")}.get(
            form, pgettext("ordinal other", "Your {n}th decision"))
    else:
        line = {"one": pgettext("ordinal one", "{name}'s {n}st decision"),
                "two": pgettext("ordinal two", "{name}'s {n}nd decision"),
                "few": pgettext("ordinal few", "{name}'s {n}rd decision")}.get(
            form, pgettext("ordinal other", "{name}'s {n}th decision"))
    return line.format(n=d.nth, name=name)


def luck_title(x: Luck, name: str) -> str:
    """A luck moment's line in the current language (what was revealed: luck.REVEALS)."""
    line = (_("Luck for {name}: {revealed} moved the chance of winning from {before} to {after}.")
            if x.swing > 0 else
            _("Luck against {name}: {revealed} moved the chance of winning from {before} to {after}."))
    return line.format(name=name, revealed=list_of(luck_mod.shown(w) for w in x.what),
                       before=percent(x.expected), after=percent(x.chance))


LUCK_REASON = N_("Nobody chose this: it is what the cards brought.")


def key_moments(decisions: list[DecisionReview], luck: list[Luck],
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
    moments = [Moment(d.index, d.seat, "decision", list(d.best_action)) for d in picked]
    moments += [Moment(x.index, x.seat, "luck") for x in lucky]
    moments.sort(key=lambda m: m.index)
    return moments
