"""`apistocracy` / `python -m apistocracy_gui`: start the game (or `--text` for the terminal)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--text" in args:
        from .text import main as text_main

        return text_main([a for a in args if a != "--text"])
    from .app import main as gui_main

    return gui_main(args)


if __name__ == "__main__":
    sys.exit(main())
