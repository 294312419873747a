"""tools/bench_review.py's `--parts` (issue 57): where a review's time goes, by timing its
parts while it runs; the timing is put back afterwards and changes no result (times are
printed by the tool, never asserted here)."""

from __future__ import annotations

import pytest


@pytest.fixture
def bench(tool_module):
    return tool_module("bench_review")


def test_the_parts_are_counted_while_timed_and_put_back_after(bench) -> None:
    from apistocracy_gui.bots.hard import HardBot
    from apistocracy_gui.review import decision, season

    before = [getattr(owner, name) for owner, name, _ in bench.PARTS]
    totals: dict[str, list[float]] = {}
    with bench.timed_parts(totals):
        assert HardBot.search is not before[1]
        # one candidate: the search answers without evaluating anything
        assert HardBot().search({}, [], ["only"], 1, None, None) == "only"
        assert HardBot().search({}, [], ["only"], 1, None, None) == "only"
    assert [getattr(owner, name) for owner, name, _ in bench.PARTS] == before
    assert totals["search"][2] == 2  # calls; its seconds are the tool's to print
    assert set(totals) == {"search"}
    assert (decision._confirm, season._luck) == (before[2], before[4])


def test_the_parts_are_put_back_when_the_review_fails(bench) -> None:
    from apistocracy_gui.bots.hard import HardBot

    before = HardBot.search
    with pytest.raises(RuntimeError), bench.timed_parts({}):
        raise RuntimeError
    assert HardBot.search is before
