"""A season review off the frame loop: the bots' worker approach (`bots.thinking`) for a job
of a minute or two (issue 36).

The review runs in a daemon thread on its own copy of the save; the screen polls `progress`
and `poll()` each frame and stays responsive. `cancel()` asks the review to stop at its next
simulated move (the same `stop` check Hard's search makes, `bots.hard.Cancelled`) and waits
for the thread, so no stray worker keeps searching a screen that was closed.
"""

from __future__ import annotations

import copy
import threading
from typing import Any

from ..bots.hard import Cancelled
from ..review.model import Review
from ..review.season import review_save
from ..review.settings import ReviewSettings, default

JOIN_TIMEOUT = 5.0  # seconds; the review checks for cancellation at every simulated move
SETTINGS: ReviewSettings | None = None  # None: review.yaml's (the tests make it shallower)


class ReviewWorker:
    def __init__(self, save: dict[str, Any], controllers: list[str] | None):
        self._save = copy.deepcopy(save)
        self._controllers = list(controllers) if controllers is not None else None
        self._cancel = threading.Event()
        self._done = threading.Event()
        self.progress = (0, 1)  # (actions reviewed, actions in all), written by the worker
        self._result: Review | None = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="season-review", daemon=True)

    def start(self) -> ReviewWorker:
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            settings = SETTINGS or default()
            players = len(self._save["config"]["players"])
            self._result = review_save(self._save, self._controllers,
                                       budget=settings.budget(players), settings=settings,
                                       progress=self._progress, stop=self._cancel.is_set)
        except Cancelled:
            pass
        except BaseException as exc:  # handed to the frame loop by poll()
            self._error = exc
        finally:
            self._done.set()

    def _progress(self, done: int, total: int) -> None:
        self.progress = (done, max(1, total))

    @property
    def share(self) -> float:
        done, total = self.progress
        return done / total

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def poll(self) -> Review | None:
        """The review once it is finished (None while it runs or if cancelled); an error
        raised by the review is raised here, in the caller's thread."""
        if not self._done.is_set():
            return None
        if self._error is not None:
            raise self._error
        return self._result

    def wait(self, timeout: float | None = None) -> Review | None:
        self._done.wait(timeout)
        return self.poll()

    def cancel(self) -> None:
        self._cancel.set()
        if self._thread.ident is not None:  # (a test may skip `start`: no thread to wait for)
            self._thread.join(JOIN_TIMEOUT)
