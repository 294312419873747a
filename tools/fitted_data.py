"""A fitted data file's last step, shared by the tools that fit one (`fit_evaluation`,
`fit_win_chance`): `--check` compares what this run makes with the file in the checkout (a
reviewer's proof that the shipped numbers come from the tool), otherwise the file is written
atomically like every file the game keeps."""

from __future__ import annotations

from pathlib import Path

from apistocracy_gui.userfiles import write_bytes


def check_or_write(path: Path, text: str, check: bool) -> int:
    """The exit status: with `check`, 0 when `path` holds `text` exactly, else 1."""
    if check:
        same = path.read_text(encoding="utf-8") == text
        print(f"{path}: {'as this run makes it' if same else 'NOT what this run makes'}")
        return 0 if same else 1
    write_bytes(path, text.encode("utf-8"))
    print(f"wrote {path}")
    return 0
