"""Issue 32, "A game is never lost without asking": saved-game slots, an unreadable data
folder, a slot file that is a folder. Driven by synthetic events, as a player would.

1. New game (standard, solo, the tutorial) takes a new slot; with every slot taken it says
   which seasons are in progress and lets the player choose one to replace (kept in Replays)
   or cancel. Continue picks up the most recently played; Saved games resumes or deletes
   (after asking; the deleted game stays in Replays). An autosave.json from before slots is
   the first slot. `--text --replay <slot file>` keeps working.
2. A data folder the player cannot read (mode 000, as a user who is not root: the test drops
   root's rights in a child process) is a message on the title, never a crash.
3. A slot file that is a folder: the title names it and greys Continue with the reason.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from gui_driver import Driver, key  # noqa: E402

from apistocracy_gui import (  # noqa: E402
    replays,  # noqa: E402
    slots,
    text,
    userfiles,
)
from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.coach import of as coach_of  # noqa: E402
from apistocracy_gui.gui.scene import scene_buttons  # noqa: E402
from apistocracy_gui.gui.scenes.replays import ReplaysScene  # noqa: E402
from apistocracy_gui.gui.scenes.saved_games import DeleteOverlay, ReplaceOverlay, SavedGamesScene  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.solo_setup import SoloSetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.scenes.tutorial_menu import TutorialMenu  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path / "data"))
    return tmp_path / "data"


def make_app(kiosk: bool = False) -> App:
    app = App(Settings(animation="off"), size=(1600, 900), kiosk=kiosk)
    app.manager.replace(TitleScene(app))
    app.frame([], 0.01)
    return app


def button(scene, label: str):
    """The scene's button labelled `label`, placed where the next frame draws it."""
    if hasattr(scene, "layout"):
        scene.layout()
    found = [b for b in scene_buttons(scene) if b.label == label]
    assert found, f"no {label!r} on {type(scene).__name__}"
    return found[0]


def season_in(home: Path, slot: str, seed: int, moves: int = 4,
              controllers: tuple[str, str] = ("human", "medium")) -> Session:
    """A season saved in `slot`, a few moves in."""
    s = Session.start(GameConfig(("edward", "tuesday"), seed=seed), list(controllers), slot=slot)
    rng = random.Random(seed)
    for _ in range(moves):
        s.act(rng.choice(s.game.legal_actions()))
    assert s.flush()
    return s


def fill_slots(home: Path) -> list[bytes]:
    for i, name in enumerate(slots.NAMES):
        season_in(home, name, seed=40 + i)
    return [(home / n).read_bytes() for n in slots.NAMES]


def new_game(app: App) -> None:
    d = Driver(app, random.Random(3))
    d.click(button(app.manager.top, "New game").rect.center)
    setup = app.manager.top
    assert isinstance(setup, SetupScene)
    d.click(setup.start_button.rect.center)
    d.frame()


def kept_labels() -> list[str]:
    kept, message = replays.load()
    assert message == ""
    return [k.label for k in kept]


# --------------------------------------------------------------------------- 1. slots
def test_a_new_game_takes_a_new_slot_and_the_season_in_progress_stays(home):
    first = season_in(home, slots.FIRST, seed=5)
    before = (home / slots.FIRST).read_bytes()
    app = make_app()
    new_game(app)
    assert isinstance(app.manager.top, SeasonScene)
    assert app.session is not None and app.session.slot == "autosave-2.json"
    app.session.flush()
    assert (home / slots.FIRST).read_bytes() == before  # the old season is untouched
    shelf = slots.scan()
    assert {s.name for s in shelf.games} == {slots.FIRST, "autosave-2.json"}
    assert shelf.latest.name == "autosave-2.json"  # Continue picks up the newest
    assert first.game.state_hash() in {s.key for s in shelf.games}


def test_continue_picks_up_the_most_recently_played_season(home):
    season_in(home, slots.FIRST, seed=5)
    second = season_in(home, "autosave-2.json", seed=6)
    again = Session.resume(slots.FIRST)[0]
    again.act(again.game.legal_actions()[0])  # the first season is played last
    assert again.flush()
    app = make_app()
    cont = button(app.manager.top, "Continue")
    assert cont.enabled and "Standard, week 1, against Medium" in cont.hint
    Driver(app).click(cont.rect.center)
    assert app.session is not None and app.session.slot == slots.FIRST
    assert app.session.game.state_hash() == again.game.state_hash() != second.game.state_hash()


@pytest.mark.parametrize("how", ["standard", "solo", "tutorial"])
def test_with_every_slot_taken_a_new_game_asks_and_cancel_keeps_them_all(home, how):
    saved = fill_slots(home)
    app = make_app()
    d = Driver(app, random.Random(1))
    if how == "standard":
        d.click(button(app.manager.top, "New game").rect.center)
        d.click(app.manager.top.start_button.rect.center)
    elif how == "solo":
        d.click(button(app.manager.top, "Solo vs Lady Cat").rect.center)
        assert isinstance(app.manager.top, SoloSetupScene)
        d.click(app.manager.top.start_button.rect.center)
    else:
        d.click(button(app.manager.top, "Learn to play").rect.center)
        assert isinstance(app.manager.top, TutorialMenu)
        d.click(button(app.manager.top, "Start from the beginning").rect.center)
    ask = app.manager.top
    assert isinstance(ask, ReplaceOverlay)
    assert "5 seasons are in progress" in ask.note() and "Replays" in ask.note()
    assert all(b.label == "Replace: Standard, week 1, against Medium" for b in ask.rows)
    app.frame([key(pygame.K_ESCAPE)], 0.01)  # Esc cancels
    assert not isinstance(app.manager.top, ReplaceOverlay) and app.session is None
    assert [(home / n).read_bytes() for n in slots.NAMES] == saved
    assert kept_labels() == []


def test_choosing_a_season_to_replace_keeps_it_in_replays(home):
    fill_slots(home)
    oldest = slots.scan().games[-1]
    app = make_app()
    d = Driver(app, random.Random(1))
    d.click(button(app.manager.top, "New game").rect.center)
    d.click(app.manager.top.start_button.rect.center)
    ask = app.manager.top
    assert isinstance(ask, ReplaceOverlay)
    row = next(b for b in ask.rows if b.action.args[0].name == oldest.name)
    d.click(row.rect.center)
    assert isinstance(app.manager.top, SeasonScene) and app.session.slot == oldest.name
    app.session.flush()
    [label] = kept_labels()
    assert "left" in label
    kept, _ = replays.load()
    assert kept[0].saved.game["state_hash"] == oldest.key  # the very game
    assert len(slots.scan().games) == slots.CAP


@pytest.mark.slow
def test_a_finished_game_gives_up_its_slot_without_asking(home):
    fill_slots(home)
    done = Session.resume("autosave-3.json")[0]
    done.controllers = ["random", "random"]
    done._make_bots()
    while not done.game.is_over:
        done.bot_step()
    assert done.flush()
    app = make_app()
    new_game(app)
    assert isinstance(app.manager.top, SeasonScene) and app.session.slot == "autosave-3.json"
    assert any("won by" in label for label in kept_labels())


def test_every_kind_of_season_is_listed_as_the_player_knows_it(home):
    """Solo (Lady Cat has a seat but no controller), hotseat, Advanced, each in its words."""
    solo = Session.start(GameConfig(("tuesday",), mode="solo", seed=3, level="gentle"), ["human"],
                         slot=slots.FIRST)
    hot = Session.start(GameConfig(("edward", "shae", "tuesday"), mode="advanced", seed=4),
                        ["human", "human", "easy"], slot="autosave-2.json")
    pair = Session.start(GameConfig(("edward", "shae"), seed=5), ["human", "human"], slot="autosave-3.json")
    assert solo.flush() and hot.flush() and pair.flush()
    shelf = slots.scan()
    assert shelf.messages == [] and not list(home.glob("*.refused-*"))
    found = {s.name: (s.headline(), s.seats()) for s in shelf.games}
    assert found == {
        slots.FIRST: ("Solo, week 1, against Lady Cat (Gentle)", "Lady Tuesday (you), Lady Cat"),
        "autosave-2.json": ("Advanced, week 1, 2 players against Easy",
                            f"{hot.game.name(0)}, {hot.game.name(1)}, {hot.game.name(2)} (Easy)"),
        "autosave-3.json": ("Standard, week 1, 2 players at this computer", "Lord Edward, Lord Shae"),
    }
    assert Session.resume(slots.FIRST)[0].game.state_hash() == solo.game.state_hash()


@pytest.mark.slow
def test_continue_prefers_a_season_in_progress_to_a_finished_game(home):
    season_in(home, slots.FIRST, seed=5)
    done = season_in(home, "autosave-2.json", seed=6, controllers=("random", "random"))
    while not done.game.is_over:
        done.bot_step()
    assert done.flush()
    shelf = slots.scan()
    assert shelf.games[0].name == "autosave-2.json" and shelf.games[0].stage() == "finished"
    assert shelf.latest.name == slots.FIRST


def test_saved_games_lists_resumes_and_deletes_after_asking_by_keyboard(home):
    season_in(home, slots.FIRST, seed=5)
    second = season_in(home, "autosave-2.json", seed=6, controllers=("human", "hard"))
    app = make_app()
    d = Driver(app)
    d.click(button(app.manager.top, "Saved games").rect.center)
    scene = app.manager.top
    assert isinstance(scene, SavedGamesScene)
    assert [s.name for s in scene.shelf.games] == ["autosave-2.json", slots.FIRST]
    assert scene.shelf.games[0].seats() == "Lord Edward (you), Lady Tuesday (Hard)"
    assert scene.shelf.games[0].when().startswith("today, ")
    # Tab to the first row's Delete, Enter: it asks; Esc keeps the game.
    for _ in range(2):
        app.frame([key(pygame.K_TAB)], 0.01)
    app.frame([key(pygame.K_RETURN)], 0.01)
    assert isinstance(app.manager.top, DeleteOverlay) and app.manager.top.slot.name == "autosave-2.json"
    app.frame([key(pygame.K_ESCAPE)], 0.01)
    assert (home / "autosave-2.json").exists()
    d.click(scene.delete_buttons[0].rect.center)  # and by mouse
    confirm = app.manager.top
    assert isinstance(confirm, DeleteOverlay)
    d.click(button(confirm, "Delete").rect.center)
    assert app.manager.top is scene and not (home / "autosave-2.json").exists()
    assert [s.name for s in scene.shelf.games] == [slots.FIRST] and "kept in Replays" in scene.message
    kept, _ = replays.load()
    assert kept[0].saved.game["state_hash"] == second.game.state_hash()
    # The deleted game can be watched from Replays; the one still saved is listed there too.
    replay_list = ReplaysScene(app)
    assert len(replay_list.entries) == 2 and "left today" in replay_list.entries[1].label
    d.click(button(scene, "Resume").rect.center)
    assert isinstance(app.manager.top, SeasonScene) and app.session.slot == slots.FIRST


def test_back_on_the_title_continue_follows_what_saved_games_changed(home):
    season_in(home, slots.FIRST, seed=5)
    app = make_app()
    title = app.manager.top
    d = Driver(app)
    d.click(button(title, "Saved games").rect.center)
    scene = app.manager.top
    scene.delete(scene.shelf.games[0])
    app.frame([key(pygame.K_ESCAPE)], 0.01)
    assert app.manager.top is title
    cont = button(title, "Continue")
    assert not cont.enabled and cont.hint == "No saved game yet"


def test_an_autosave_from_before_slots_is_the_first_slot(home):
    """The single autosave.json of earlier versions (no `played` date) is continued as it
    was, dated by its file, and a new game goes beside it."""
    s = season_in(home, slots.FIRST, seed=5)
    data = json.loads((home / slots.FIRST).read_text())
    del data["played"], data["tutorial"], data["summary"]
    (home / slots.FIRST).write_text(json.dumps(data))
    os.utime(home / slots.FIRST, (1_700_000_000, 1_700_000_000))  # 14 Nov 2023
    [old] = slots.scan().games
    assert old.key == s.game.state_hash() and old.when().startswith("14 Nov 2023, ")
    assert old.headline() == "Standard, week 1, against Medium"  # replayed once for its label
    app = make_app()
    assert button(app.manager.top, "Continue").enabled
    new_game(app)
    assert app.session.slot == "autosave-2.json"
    assert Session.resume(slots.FIRST)[0].game.state_hash() == s.game.state_hash()


def test_the_terminal_replays_a_slot_file(home, capsys):
    season_in(home, "autosave-2.json", seed=5, moves=6)
    path = str(home / "autosave-2.json")
    assert text.main(["--replay", path, "--players", "edward:random,tuesday:random"]) == 0
    assert "Replayed 6 action(s)" in capsys.readouterr().out


def test_the_kiosk_never_asks_a_visitor_nor_touches_the_saved_seasons(home):
    saved = fill_slots(home)
    app = make_app(kiosk=True)
    new_game(app)
    assert isinstance(app.manager.top, SeasonScene) and app.session.slot == slots.KIOSK
    app.session.flush()
    assert (home / slots.KIOSK).is_file() and [(home / n).read_bytes() for n in slots.NAMES] == saved


def test_a_skipped_tutorial_is_saved_in_the_slot_it_was_given_as_the_tutorial(home):
    season_in(home, slots.FIRST, seed=5)
    app = make_app()
    d = Driver(app)
    d.click(button(app.manager.top, "Learn to play").rect.center)
    d.click(button(app.manager.top, "Start from the beginning").rect.center)
    session = app.manager.top.session
    assert coach_of(session) is not None and session.slot == "autosave-2.json"
    assert not (home / "autosave-2.json").exists()  # nothing saved while the coach teaches
    coach_of(session).skip()
    assert session.flush()
    [tutorial] = [s for s in slots.scan().games if s.name == "autosave-2.json"]
    assert tutorial.mode == "Tutorial" and tutorial.headline().startswith("Tutorial, week 1, against ")


# --------------------------------------------------------------------------- 2. unreadable folder
CHILD = textwrap.dedent("""
    import os, pwd, sys
    os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
    sys.path.insert(0, sys.argv[1])
    import pygame
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.title import TitleScene
    from apistocracy_gui.gui.settings import Settings
    import apistocracy_gui.gui.scenes.saved_games, apistocracy_gui.replays
    if os.geteuid() == 0:  # root reads any folder: become nobody, the interpreter loaded
        nobody = pwd.getpwnam("nobody")
        os.setgroups([]); os.setgid(nobody.pw_gid); os.setuid(nobody.pw_uid)
    assert not os.access(os.environ["APISTOCRACY_HOME"], os.R_OK)
    settings, message = Settings.load()
    app = App(settings, size=(1280, 720), message=message)
    title = TitleScene(app)
    app.manager.replace(title)
    app.frame([], 0.01)
    cont = next(b for b in title.buttons if b.label == "Continue")
    print("MESSAGE", title.message)
    print("CONTINUE", cont.enabled, cont.hint)
""")


def test_an_unreadable_data_folder_is_a_message_on_the_title_not_a_crash():
    """`chmod 000` on the data folder, the game run by a user who is not its owner. Root
    ignores modes, so the child process (as root here) drops to `nobody` with os.setuid once
    Python has loaded (the interpreter lives under /root), before the game touches a file."""
    base = Path(tempfile.mkdtemp(prefix="apistocracy-perm-"))
    try:
        base.chmod(0o755)
        folder = base / "d"
        folder.mkdir()
        folder.chmod(0o000)
        env = {**os.environ, "APISTOCRACY_HOME": str(folder), "HOME": str(base)}
        done = subprocess.run([sys.executable, "-c", CHILD, str(ROOT)], env=env, capture_output=True,
                              text=True, timeout=120, cwd=str(base))
        assert done.returncode == 0, done.stderr[-2000:]
        out = done.stdout
        assert f"{folder} cannot be used (permission denied)" in out
        assert out.count("permission denied") == 1  # said once, not once per file
        assert "CONTINUE False Saving is off: the folder for saved games cannot be used" in out
    finally:
        folder.chmod(0o755)
        shutil.rmtree(base, ignore_errors=True)


def test_a_data_folder_inside_an_unsearchable_one_is_a_message_too(home, monkeypatch):
    """Path.is_file/exists raise PermissionError when a folder above cannot be searched: the
    refusal is injected at os.stat, where every such call ends."""
    real_stat = os.stat

    def denied(path, *args, **kwargs):
        if str(path).startswith(str(home)):
            raise PermissionError(13, "Permission denied")
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", denied)
    userfiles._probe.cache_clear()
    kind, why = userfiles.status(home / "autosave.json")
    assert (kind, str(why)) == ("unknown", "permission denied")
    assert not userfiles.home().readable and "cannot be used" in userfiles.home().problem
    app = make_app()
    title = app.manager.top
    assert "cannot be used (permission denied)" in title.message
    assert not button(title, "Continue").enabled
    assert text.check_save_target(str(home / "game.json")).endswith("(permission denied)")
    userfiles._probe.cache_clear()


# --------------------------------------------------------------------------- 3. a folder as a slot
def test_a_slot_file_that_is_a_folder_is_named_on_the_title_and_greys_continue(home):
    (home / slots.FIRST).mkdir(parents=True)
    app = make_app()
    title = app.manager.top
    assert f"{slots.FIRST} in {home} is a folder, not a file" in title.message
    cont = button(title, "Continue")
    assert not cont.enabled
    assert cont.hint == f"No saved game can be continued: {slots.FIRST} is a folder, not a file"
    new_game(app)  # the next slot takes the new game; the folder is left alone
    assert app.session.slot == "autosave-2.json" and (home / slots.FIRST).is_dir()
    app.session.flush()
    saved_list = SavedGamesScene(app)
    assert list(saved_list.shelf.blocked) == [slots.FIRST] and len(saved_list.shelf.games) == 1


def test_a_save_that_fails_only_its_replay_is_refused_by_continue_which_then_moves_on(home):
    """The title checks a slot short of replaying it (format, rules data, digest); one whose
    digest was recomputed after an edit passes that and is refused by Continue's replay, moved
    aside, and Continue then offers the next season instead of the refused one."""
    from apistocracy_gui.engine import savefile

    season_in(home, slots.FIRST, seed=5)
    season_in(home, "autosave-2.json", seed=6)
    data = json.loads((home / "autosave-2.json").read_text())
    data["game"]["actions"] = data["game"]["actions"][:-1]  # the state hash no longer matches
    data["game"]["check"] = savefile.check_of(data["game"])
    (home / "autosave-2.json").write_text(json.dumps(data))
    app = make_app()
    title = app.manager.top
    assert title.shelf.latest.name == "autosave-2.json"
    Driver(app).click(button(title, "Continue").rect.center)
    assert app.manager.top is title and app.session is None
    assert "could not be continued" in title.message and "autosave-2.refused-" in title.message
    assert title.shelf.latest.name == slots.FIRST and button(title, "Continue").enabled
