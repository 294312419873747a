"""Two phones in a real browser play a whole game (issue 54 item 6).

Headless Chromium from Debian's packages (`/usr/bin/chromium`, installed by `.ci/run`), driven by
Playwright for Python (never its own browser download), opens two phone seats' addresses on
127.0.0.1 and taps through a whole 3-seat game (two phones, one computer seat) to the score pad.
The window runs headless (SDL's dummy driver) in this process, on a thread of its own, as
`apistocracy --players edward:phone,tuesday:phone,shae:medium` opens it (animations off): its
frame loop plays the phones' moves into the Season and whist scenes and the computer's, until
its score pad is on screen. The phone page is photographed
at 360x740 on the way (set APISTOCRACY_PHONE_SHOTS to a folder to keep the pictures), and the
time from each tap (the page's send) to the board's change (the move played into the scene by
the window's frame loop, drawn in the same frame) is written to the test's output (`-s`),
median and p99; it is not asserted.

Skipped, with the reason, only where Chromium or Playwright is missing and the test is not
required; CI requires it (APISTOCRACY_BROWSER_TEST=required).
"""

from __future__ import annotations

import os
import random
import statistics
import threading
import time
from pathlib import Path

import pygame
import pytest

from apistocracy_gui.engine import Action, Game
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.phone_table import HOST_VARIABLE, start_game
from apistocracy_gui.gui.scenes.phone_join import PhoneJoinOverlay
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.phone_server import RATE
from apistocracy_gui.phone_wire import ERRORS

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
REQUIRED = os.environ.get("APISTOCRACY_BROWSER_TEST") == "required"
PACE = 1 / 5  # seconds between one phone's taps at least: 5 a second, under phone_server.RATE
# Each WebSocket's sends and receipts, stamped with the wall clock the table's thread shares.
STAMPS = """
(() => {
  window.__sent = []; window.__got = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", () => window.__got.push(Date.now()));
    }
    send(data) { window.__sent.push(Date.now()); super.send(data); }
  };
})();
"""


def browser_or_skip():  # noqa: ANN201 - playwright's module, imported only here
    problem = ""
    if not Path(CHROMIUM).exists():
        problem = f"{CHROMIUM} is not installed (apt-get install chromium)"
    try:
        from playwright import sync_api
    except ImportError:
        problem = problem or "Playwright for Python is not installed (pip install playwright)"
    if problem:
        if REQUIRED:
            pytest.fail(problem)
        pytest.skip(problem)
    return sync_api


class WindowThread(threading.Thread):
    """The window itself, headless, as `apistocracy --players edward:phone,tuesday:phone,
    shae:medium` opens it: its frame loop runs here until the score pad is on screen. The
    players press Continue on the joining screen once both phones have joined."""

    def __init__(self, seed: int):
        super().__init__(daemon=True)
        self.seed = seed
        self.ready = threading.Event()
        self.addresses: list[str] = []
        self.applied: list[float] = []  # the wall clock of each phone move played on the table
        self.game: Game | None = None
        self.scorepad = False
        self.failure: BaseException | None = None

    def run(self) -> None:
        try:
            self.play()
        except BaseException as exc:  # noqa: BLE001 - the test reports it
            self.failure = exc
            self.ready.set()

    def play(self) -> None:
        app = App(Settings(animation="off"), size=(1280, 720))
        app.manager.replace(TitleScene(app))
        start_game(app, [("edward", "phone"), ("tuesday", "phone"), ("shae", "medium")], self.seed)
        table = app.phones
        assert table is not None
        shown = table.seats.play

        def play(seat: int, action: Action) -> None:
            shown(seat, action)  # into the scene, as a move made away from the screen
            self.applied.append(time.time())

        table.seats.play = play
        self.game = table.session.game
        self.addresses = [table.server.address(seat) for seat in (0, 1)]
        self.ready.set()
        end = time.monotonic() + 600
        while time.monotonic() < end:
            app.frame(pygame.event.get(), 0.02)
            if isinstance(app.manager.top, PhoneJoinOverlay) and all(table.seats.joined(s) for s in (0, 1)):
                app.manager.top.close()  # Continue
            if isinstance(app.manager.top, ScorePadScene):
                self.scorepad = True
                break
            time.sleep(0.002)
        for _ in range(3):
            app.frame([], 0.02)
        app.close()


@pytest.mark.slow
def test_two_phones_in_chromium_play_a_whole_game(tmp_path, monkeypatch) -> None:
    sync_api = browser_or_skip()
    assert 1 / PACE < RATE  # the taps are never refused as a flood
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    shots = Path(os.environ.get("APISTOCRACY_PHONE_SHOTS") or tmp_path / "shots")
    shots.mkdir(parents=True, exist_ok=True)
    monkeypatch.setenv(HOST_VARIABLE, "127.0.0.1")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    loop = WindowThread(5401)
    loop.start()
    assert loop.ready.wait(60) and loop.failure is None, loop.failure
    g = loop.game
    assert g is not None
    rng = random.Random(5401)
    taps = 0
    sent: list[float] = []  # the wall clock of each message the phones sent
    last_tap: dict[int, float] = {}  # by page: taps at a person's pace, inside the server's rate
    try:
        with sync_api.sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
            pages = []
            for seat in (0, 1):
                # bypass_csp: Playwright's waits evaluate strings in the page, which the
                # page's policy (no eval) rightly refuses; the page itself is unchanged.
                context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=1,
                                              is_mobile=True, has_touch=True, bypass_csp=True)
                page = context.new_page()
                page.add_init_script(STAMPS)
                address = loop.addresses[seat]
                if seat == 0:  # scanned: the code comes in the address
                    page.goto(address)
                else:  # typed: the address, then the code shown on the table's screen
                    page.goto(address.split("#")[0])
                    page.fill("#code", address.split("#")[1].lower())
                    page.click("#join-button")
                page.wait_for_selector("#play:not([hidden])")
                pages.append(page)
            pages[0].screenshot(path=str(shots / "phone-start.png"))
            shot_at = {"whist": False, "refused": False, "undo": False}
            while not g.is_over and loop.is_alive():
                for page in pages:
                    ready = page.evaluate("""() => document.body.classList.contains('mine')
                        ? document.querySelectorAll('#actions button:not([disabled])').length : 0""")
                    if not ready:
                        continue
                    refused = page.evaluate("!document.getElementById('refused-box').hidden")
                    if not shot_at["refused"] and refused:
                        page.click("#refused-title")
                        page.screenshot(path=str(shots / "phone-refused.png"), full_page=True)
                        shot_at["refused"] = True
                    if not shot_at["undo"] and page.evaluate("!document.getElementById('undo').hidden"):
                        page.screenshot(path=str(shots / "phone-undo.png"))
                        shot_at["undo"] = True
                    if not shot_at["whist"] and g.st.phase == "whist":
                        page.screenshot(path=str(shots / "phone-whist.png"))
                        shot_at["whist"] = True
                    if taps == 20 and page is pages[0]:  # the phone slept: it rejoins with its key
                        sent += [t / 1000 for t in page.evaluate("window.__sent")]
                        page.reload()
                        page.wait_for_selector("body.mine #actions button:not([disabled])")
                    v = page.evaluate("document.body.dataset.v")
                    time.sleep(max(0.0, last_tap.get(id(page), 0.0) + PACE - time.monotonic()))
                    last_tap[id(page)] = time.monotonic()
                    page.locator("#actions button").nth(rng.randrange(ready)).click()
                    taps += 1
                    page.wait_for_function(f"document.body.dataset.v !== '{v}'", timeout=10_000)
                    assert page.evaluate("document.documentElement.scrollWidth") <= 360  # fits a 360 px phone
                time.sleep(0.002)
            loop.join(60)
            assert loop.failure is None, loop.failure
            assert g.is_over and loop.scorepad  # the window shows the score pad
            for page in pages:
                page.wait_for_function("document.getElementById('prompt').textContent.length > 0")
                page.wait_for_selector("body:not(.mine)")
            pages[1].screenshot(path=str(shots / "phone-over.png"))
            for page in pages:  # no tap was refused, no connection lost; the window closed at the end
                banner = page.evaluate("(b => b.hidden ? '' : b.textContent)($('banner'))")
                assert banner in ("", ERRORS["closed"]), banner
            sent += [t / 1000 for page in pages for t in page.evaluate("window.__sent")]
            browser.close()
    finally:
        loop.join(60)
    applied = loop.applied
    assert taps == len(applied) and len(sent) >= taps
    # Each applied move against the latest send before it from either phone (the tap's).
    waits = sorted(t - max(s for s in sent if s <= t + 0.001) for t in applied)
    median, p99 = statistics.median(waits), waits[min(len(waits) - 1, int(0.99 * len(waits)))]
    print(f"\nphone taps: {taps} over {len(g.actions_taken)} actions; tap to the board's change on "
          f"loopback: median {median * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms")
    assert shot_at["whist"] and shot_at["refused"]
