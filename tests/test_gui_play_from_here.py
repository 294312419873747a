"""Issue 56, item 7: "Play from here" on the screen, driven by synthetic events under SDL's
dummy driver. From a key moment of the season review and from a decision in the replay
viewer, it starts a new game at that position in a free saved-game slot (the issue 32 rule:
with every slot holding a season in progress, the player is asked which one to replace), with
the same seats and controllers; it is saved, resumed by Continue with the identical state
hash, and listed as started from a moment ("From week 3: ...")."""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui import replays, slots  # noqa: E402
from apistocracy_gui.engine import Game, GameConfig  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scenes.replay import ReplayScene  # noqa: E402
from apistocracy_gui.gui.scenes.review import ReviewScene  # noqa: E402
from apistocracy_gui.gui.scenes.saved_games import ReplaceOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.replay import Replay  # noqa: E402
from apistocracy_gui.review.model import Moment, Review, SeatSummary  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

CONTROLLERS = ["human", "medium"]


@pytest.fixture
def app(tmp_path, monkeypatch) -> App:
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    return App(Settings(animation="off"), size=(1280, 720))


def finished(seed: int = 41) -> Game:
    g = Game.new(GameConfig(players=("edward", "tuesday"), seed=seed))
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


def a_decision_of(g: Game, seat: int, week: int) -> tuple[int, Game]:
    """The first action index at which `seat` decides in `week` of the Season, and the game there."""
    again = g.restart()
    for index, action in enumerate(g.actions_taken):
        if again.current_player == seat and again.st.week == week and again.st.phase == "season":
            return index, again
        again.apply(action)
    raise AssertionError("no such decision")


def review_with(g: Game, index: int) -> Review:
    """A review of `g` with one key moment, at `index` (the screen's numbers are not the test)."""
    seats = [SeatSummary(0, g.name(0), True, True, 90.0, {"best": 1}, 10),
             SeatSummary(1, g.name(1), False, False, 0.0, {}, 10)]
    moment = Moment(index, 0, "decision")
    return Review(1, g.state_hash(), "", "standard", seats, [], [], [moment], [], len(g.actions_taken))


def click(app: App, rect: pygame.Rect) -> None:
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)], 0.01)


def assert_played_on(app: App, real: Game, index: int) -> Session:
    """The screen shows a new game at the real game's position before action `index`, with
    the same seats and controllers, from the deciding seat's view, saved in a slot."""
    session = app.session
    assert isinstance(app.manager.top, SeasonScene) and session is not None
    new, seat = session.game, real.current_player
    assert new is not real and new.start is not None and new.start.viewer == seat
    assert new.actions_taken == [] and session.controllers == CONTROLLERS
    mine = {k: v for k, v in new.observe(seat).items() if k != "log"}
    assert mine == {k: v for k, v in real.observe(seat).items() if k != "log"}
    assert session.slot in slots.NAMES and session.flush()
    return session


def test_a_key_moment_plays_on_from_here_in_a_free_slot_and_continue_resumes_it(app) -> None:
    """The review's "Play from here" on a key moment starts the new game at that decision in
    the first free slot; Continue (Session.resume) resumes it with the identical state hash,
    and the Saved games list says it was started from week 3."""
    g = finished()
    index, there = a_decision_of(g, 0, 3)
    scene = ReviewScene(app, g.to_save(), CONTROLLERS, review=review_with(g, index))
    app.manager.replace(scene)
    app.frame([], 0.01)
    [button] = scene.play_from.shown
    assert button.label == "Play from here" and button.enabled
    click(app, button.rect)
    session = assert_played_on(app, there, index)
    assert session.slot == slots.FIRST
    resumed, message = Session.resume()
    assert resumed is not None and not message
    assert resumed.game.state_hash() == session.game.state_hash()
    assert resumed.game.start == session.game.start and resumed.controllers == CONTROLLERS
    [slot] = slots.scan().games
    assert slot.headline() == "From week 3: Standard, week 3, against Medium"
    assert slot.replay_label().startswith("From week 3: Standard")


def test_the_replay_viewer_plays_on_from_the_decision_on_screen(app) -> None:
    """In the replay viewer of a finished game, "Play from here" starts the new game at the
    decision on screen (the step shown), after the first action of week 2 too."""
    g = finished(42)
    index, there = a_decision_of(g, 0, 2)
    viewer = ReplayScene(app, Replay(g.to_save(), CONTROLLERS))
    app.manager.replace(viewer)
    viewer.go(index)
    app.frame([], 0.01)
    assert viewer.from_here in viewer.buttons()
    assert viewer.from_here.rect == viewer.inner.end_button.rect  # where the player would act
    click(app, viewer.from_here.rect)
    assert_played_on(app, there, index)


def test_a_game_in_progress_and_the_scores_offer_no_play_from_here(app) -> None:
    """A game still being played is a spectator's replay (nobody may learn a seat's cards
    through it), so it offers no Play from here; nor does the final position (no decision)."""
    g = Game.new(GameConfig(players=("edward", "shae"), seed=2))
    for _ in range(10):
        g.apply(g.legal_actions()[0])
    viewer = ReplayScene(app, Replay(g.to_save(), CONTROLLERS))
    app.manager.replace(viewer)
    viewer.go(5)
    app.frame([], 0.01)
    assert viewer.from_here not in viewer.buttons()
    done = ReplayScene(app, Replay(finished().to_save(), CONTROLLERS))
    app.manager.replace(done)
    done.go(done.replay.last)
    app.frame([], 0.01)
    assert done.from_here not in done.buttons()
    done.go(done.replay.last - 1)
    app.frame([], 0.01)
    assert done.from_here in done.buttons() and done.from_here.rect.w > 0


def test_with_every_slot_holding_a_season_it_asks_which_to_replace(app) -> None:
    """Issue 32's rule holds for a game played on from here: with all 5 slots holding a season
    in progress, it asks which to replace (Cancel keeps them all); the season chosen is kept in
    Replays and the new game takes its slot."""
    for i, name in enumerate(slots.NAMES):
        s = Session.start(GameConfig(("edward", "tuesday"), seed=60 + i), CONTROLLERS, slot=name)
        s.act(s.game.legal_actions()[0])
        assert s.flush()
    g = finished(43)
    index, there = a_decision_of(g, 0, 3)
    scene = ReviewScene(app, g.to_save(), CONTROLLERS, review=review_with(g, index))
    app.manager.replace(scene)
    app.frame([], 0.01)
    click(app, scene.play_from.shown[0].rect)
    ask = app.manager.top
    assert isinstance(ask, ReplaceOverlay) and "5 seasons are in progress" in ask.note()
    ask.layout()
    click(app, ask.cancel.rect)
    assert app.manager.top is scene and app.session is None
    click(app, scene.play_from.shown[0].rect)
    ask = app.manager.top
    assert isinstance(ask, ReplaceOverlay)
    ask.layout()
    oldest = slots.scan().games[-1]
    row = next(b for b in ask.rows if b.action.args[0].name == oldest.name)
    click(app, row.rect)
    session = assert_played_on(app, there, index)
    assert session.slot == oldest.name
    kept, _message = replays.load()
    assert [k.game for k in kept] == [oldest.key]


def test_a_game_played_on_says_so_in_its_replay_and_names_no_seed() -> None:
    """The replay viewer's heading of a finished game played on from week 3 says so, and names
    no seed: no seed replays such a season (its hidden cards were dealt from a position)."""
    from apistocracy_gui import playfrom
    from apistocracy_gui.gui.scenes.replay import heading_line

    _index, there = a_decision_of(finished(44), 0, 3)
    new = playfrom.redrawn(there, seed=3)
    rng = random.Random(3)
    while not new.is_over:
        new.apply(rng.choice(new.legal_actions()))
    line = heading_line(Replay(new.to_save(), CONTROLLERS))
    assert line.startswith("From week 3: Standard") and "seed" not in line
    plain = heading_line(Replay(finished(44).to_save(), CONTROLLERS))
    assert plain.startswith("Standard") and "seed 44" in plain


def test_a_game_played_on_is_practice_not_a_record(app) -> None:
    """A season played on from a moment began half-played, so Records (statistics and
    achievements) do not count it, and its score pad says so; Replays keep it."""
    from apistocracy_gui import playfrom
    from apistocracy_gui.gui import profile
    from apistocracy_gui.gui.scenes.scorepad import ScorePadScene

    _index, there = a_decision_of(finished(45), 0, 3)
    new = playfrom.redrawn(there, seed=4)
    rng = random.Random(4)
    while not new.is_over:
        new.apply(rng.choice(new.legal_actions()))
    session = Session(new, CONTROLLERS, saving=True, slot=slots.FIRST)
    kept, result, _message = profile.record(session)
    assert result is None and kept.games == []
    app.manager.replace(ScorePadScene(app, session))
    app.frame([], 0.01)
    assert [k.game for k in replays.load()[0]] == [new.state_hash()]
    plain = Session(finished(45), CONTROLLERS, saving=True, slot=slots.FIRST)
    assert profile.record(plain)[1] is not None
