"""User files (issue 10): one module reads and writes them; reads are schema-checked with
size and depth limits, writes are atomic and durable, a damaged file is set aside with a
message naming file and field, an unusable data directory turns saving off without a crash.

No test needs root or a real full disk: failures are injected (a write that raises, a
regular file as the data directory) or made by a small `ulimit -f` subprocess.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import msgspec
import pytest

from apistocracy_gui import userfiles

ROOT = Path(__file__).resolve().parents[1]


class Thing(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    count: int = 0
    flags: list[bool] = []


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path / "data"))
    return tmp_path / "data"


def test_a_written_file_reads_back_and_no_temp_file_is_left(home):
    userfiles.write("thing.json", Thing("a", 3, [True]))
    assert userfiles.read("thing.json", Thing) == (Thing("a", 3, [True]), "")
    assert [p.name for p in home.iterdir()] == ["thing.json"]


def test_a_missing_file_is_none_without_a_message():
    assert userfiles.read("nothing.json", Thing) == (None, "")


@pytest.mark.parametrize(("content", "words"), [
    ('{"name": "a", "count": "3"}', ["thing.json", "the value at $.count is not what the game expects"]),
    ('{"name": "a", "colour": 1}', ["thing.json", "the field $.colour is not one the game knows"]),
    ('{"name": "a", "flags": ["no"]}', ["the value at $.flags[0] is not"]),
    ('{"name": "a", "count": 1' + "0" * 5000 + "}", ["thing.json", "$.count"]),
    ('{"name": ' + "[" * 10_000 + "]" * 10_000 + "}", ["nested more than 32 levels"]),
    ("{not json", ["not valid JSON"]),
    ('{"name": "\xff"}'.encode("latin-1"), ["not valid JSON"]),
    ('{"name": "' + "x" * (userfiles.MAX_BYTES + 10) + '"}', ["too large"]),
])
def test_a_damaged_file_is_set_aside_with_a_message_naming_file_and_field(home, content, words):
    home.mkdir()
    raw = content if isinstance(content, bytes) else content.encode()
    (home / "thing.json").write_bytes(raw)
    value, message = userfiles.read("thing.json", Thing)
    assert value is None
    for word in words:
        assert word in message
    [aside] = home.glob("thing.bad-*.json")
    assert aside.read_bytes() == raw and str(aside) in message
    assert not (home / "thing.json").exists()


def test_a_set_aside_file_never_replaces_an_earlier_one(home):
    home.mkdir()
    for i in range(3):
        (home / "thing.json").write_text(f"broken {i}")
        userfiles.read("thing.json", Thing)
    kept = sorted(p.read_text() for p in home.glob("thing.bad-*.json"))
    assert kept == ["broken 0", "broken 1", "broken 2"]


def test_depth_is_measured_without_parsing_and_ignores_brackets_in_strings():
    assert not userfiles.too_deep(b'{"a": [[1, 2], {"b": "[[[[[[[[[["}]}', 3)
    assert userfiles.too_deep(b"[[[[1]]]]", 3)
    assert not userfiles.too_deep(b"[[[1]]]", 3)
    assert not userfiles.too_deep(b"[[[1]]}", 3)  # malformed: the parser reports it


@pytest.mark.parametrize("setup", ["file", "relative"])
def test_an_unusable_data_directory_turns_saving_off_without_a_crash(tmp_path, monkeypatch, setup):
    if setup == "file":  # APISTOCRACY_HOME pointing at a regular file
        target = tmp_path / "a-file"
        target.write_text("x")
    else:  # no home directory at all: platformdirs gives a relative path
        target = Path("relative/place")
    monkeypatch.setenv("APISTOCRACY_HOME", str(target))
    where = userfiles.home()
    assert not where.usable and where.problem
    with pytest.raises(userfiles.UnsavedError, match="Saving is off"):
        userfiles.write("thing.json", Thing("a"))
    assert userfiles.read("thing.json", Thing)[0] is None


def test_platformdirs_gives_the_location_when_no_override(monkeypatch):
    monkeypatch.delenv("APISTOCRACY_HOME")
    import platformdirs

    assert userfiles.data_dir() == Path(platformdirs.user_data_dir("apistocracy", appauthor=False))


def test_a_failed_write_leaves_the_old_file_and_no_temp(home, monkeypatch):
    """A full disk or an I/O error in the middle of the write (injected in fsync)."""
    userfiles.write("thing.json", Thing("old"))
    real = os.fsync

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(userfiles.UnsavedError, match="no space left on the disk"):
        userfiles.write("thing.json", Thing("new"))
    monkeypatch.setattr(os, "fsync", real)
    assert userfiles.read("thing.json", Thing)[0] == Thing("old")
    assert [p.name for p in home.iterdir()] == ["thing.json"]


def test_writes_flush_fsync_and_replace_then_sync_the_folder(home, monkeypatch):
    calls = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    userfiles.write("thing.json", Thing("a"))
    assert calls == ["fsync", "replace", "fsync"]  # the file, the rename, the folder


def test_two_writers_never_share_a_temp_file(home, monkeypatch):
    """Each process's temp name holds its pid and a random part (mkstemp)."""
    userfiles.home()  # probed before the spy
    names = []
    real = userfiles.tempfile.mkstemp

    def spy(**kw):
        fd, name = real(**kw)
        names.append(name)
        return fd, name

    monkeypatch.setattr(userfiles.tempfile, "mkstemp", spy)
    userfiles.write("thing.json", Thing("a"))
    userfiles.write("thing.json", Thing("b"))
    assert len(set(names)) == 2 and all(f".{os.getpid()}." in n for n in names)


class Gate:
    """Stands in for `write_bytes`: records each write and its thread, and holds the first
    one until `opened`, so a test can queue more while a write is in flight (no sleeps)."""

    def __init__(self, monkeypatch, fail: str = ""):
        self.real, self.fail = userfiles.write_bytes, fail
        self.entered, self.opened = threading.Event(), threading.Event()
        self.writes: list[tuple[bytes, threading.Thread]] = []
        monkeypatch.setattr(userfiles, "write_bytes", self)

    def __call__(self, path, data) -> None:
        self.writes.append((data, threading.current_thread()))
        self.entered.set()
        assert self.opened.wait(60), "the test never opened the gate"
        if self.fail:
            raise userfiles.UnsavedError(f"{path} could not be saved ({self.fail})")
        self.real(path, data)


def test_write_later_writes_on_another_thread_and_the_newest_data_wins(home, monkeypatch):
    """Autosaves leave the frame loop (issue 11 review): the caller never writes; data queued
    while a write is in flight replaces older queued data; the file ends with the newest."""
    gate, outcomes = Gate(monkeypatch), []
    userfiles.write_later("save.json", Thing("first"), outcomes.append)
    assert gate.entered.wait(60)  # the writer holds "first"
    for name in ("second", "third", "newest"):
        userfiles.write_later("save.json", Thing(name), outcomes.append)
    gate.opened.set()
    assert userfiles.flush()
    assert [msgspec.json.decode(d, type=Thing).name for d, _ in gate.writes] == ["first", "newest"]
    assert all(th is not threading.main_thread() for _, th in gate.writes)
    assert outcomes == ["", ""]  # each write that happened says it worked
    assert userfiles.read("save.json", Thing) == (Thing("newest"), "")


def test_write_later_tells_a_failure_and_keeps_the_old_file(home, monkeypatch):
    userfiles.write("save.json", Thing("old"))
    gate, outcomes = Gate(monkeypatch, fail="No space left on device"), []
    gate.opened.set()
    userfiles.write_later("save.json", Thing("new"), outcomes.append)
    assert userfiles.flush()
    assert len(outcomes) == 1 and "No space left on device" in outcomes[0]
    assert userfiles.read("save.json", Thing) == (Thing("old"), "")


def test_write_later_refuses_at_once_where_nothing_can_be_saved(tmp_path, monkeypatch):
    target = tmp_path / "a-file"
    target.write_text("x")
    monkeypatch.setenv("APISTOCRACY_HOME", str(target))
    with pytest.raises(userfiles.UnsavedError, match="Saving is off"):
        userfiles.write_later("save.json", Thing("x"))


def test_read_waits_for_the_queued_write_of_its_file(home, monkeypatch):
    """A read after a queued write sees the written data (Continue right after leaving a game):
    the write is held until someone flushes, so only a read that flushes can see it."""
    gate = Gate(monkeypatch)
    real_flush = userfiles.Writer.flush

    def flush(writer, timeout=None):
        gate.opened.set()
        return real_flush(writer, timeout)

    monkeypatch.setattr(userfiles.Writer, "flush", flush)
    userfiles.write_later("save.json", Thing("queued"))
    assert gate.entered.wait(60)
    assert userfiles.read("save.json", Thing) == (Thing("queued"), "")


def test_a_full_disk_in_a_real_process_keeps_the_old_file(tmp_path):
    """`ulimit -f` (RLIMIT_FSIZE) makes the write fail with EFBIG, as a full disk would."""
    target = tmp_path / "save.json"
    target.write_text('"old"')
    script = textwrap.dedent(f"""
        import resource, signal
        from apistocracy_gui import userfiles
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
        try:
            userfiles.write_bytes({str(target)!r}, b'"' + b"x" * 100_000 + b'"')
        except userfiles.UnsavedError as exc:
            print("refused:", exc)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)
    assert "refused:" in done.stdout and "could not be saved" in done.stdout, done.stderr
    assert target.read_text() == '"old"'
    assert list(tmp_path.iterdir()) == [target]


WRITER = textwrap.dedent("""
    import json, sys
    from apistocracy_gui import userfiles
    path = sys.argv[1]
    n = json.loads(open(path, "rb").read())["n"]  # go on from the last whole write
    while True:
        n += 1
        userfiles.write_bytes(path, (b'{"n": %d, "pad": "' % n) + b"x" * (n % 7 * 40_000) + b'"}')
        if n % 5 == 0:
            print(n, flush=True)
""")


@pytest.mark.slow
def test_kill_9_during_writes_leaves_the_old_or_the_new_file(tmp_path):
    """A process rewriting a file as fast as it can, read meanwhile and killed at random
    moments: the file is always a whole JSON document, never a broken one, and no earlier
    than the last write the process reported."""
    target = tmp_path / "save.json"
    target.write_text('{"n": 0, "pad": ""}')
    rng = random.Random(9)
    for _ in range(10):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], cwd=ROOT,
                                stdout=subprocess.PIPE, text=True)
        reported = int(proc.stdout.readline())  # writing for sure
        for _ in range(20):  # a second copy of the game reading meanwhile sees whole files only
            json.loads(target.read_bytes())
        time.sleep(rng.random() * 0.05)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        data = json.loads(target.read_bytes())
        assert data["n"] >= reported and data["pad"] == "x" * (data["n"] % 7 * 40_000)
