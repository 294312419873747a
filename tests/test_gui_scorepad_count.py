"""The score pad's count-up (issue 32, item 6): no winner is named and no tie-break told over
totals still counting up; both show once the count has ended."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from test_gui_scenes import finished_session, show  # noqa: E402

from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402


def test_score_pad_names_the_winner_and_the_tie_break_only_when_the_count_has_ended(app, monkeypatch):
    """Issue 32, item 6: over totals still counting up, no winner and no tie-break line."""
    from apistocracy_gui.gui.scenes import scorepad

    drawn: list[str] = []
    original = T.Theme.blit_text

    def record(self, surf, s, *args, **kw):
        drawn.append(s)
        return original(self, surf, s, *args, **kw)

    monkeypatch.setattr(T.Theme, "blit_text", record)
    monkeypatch.setattr(scorepad, "tie_break_text", lambda *_a: "Tied on 17 VP: the tie-break decided.")
    s = finished_session()
    scene = ScorePadScene(app, s)
    show(app, scene)
    app.frame([], 0.5)
    assert scene.count.counting()
    winner = s.game.name(s.game.winners()[0])
    assert not any("favourite" in t or "triumph" in t or "tie-break decided" in t for t in drawn)
    assert scorepad.COUNTING in drawn
    drawn.clear()
    app.frame([], 10.0)
    assert not scene.count.counting()
    assert any(winner in t for t in drawn) and "Tied on 17 VP: the tie-break decided." in drawn
