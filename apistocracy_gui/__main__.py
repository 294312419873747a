"""`apistocracy` / `python -m apistocracy_gui`: start the game (or `--text` for the terminal,
`--review FILE` to review a saved game)."""

from __future__ import annotations

import os
import sys

# pygame prints a "Hello from the pygame community" banner when first imported: not for a
# player's terminal. Set before anything imports pygame (the bundle's entry script runs this).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--review" in args:  # the season review (issue 36): no window
        from .review.cli import main as review_main

        return review_main([a for a in args if a != "--review"])
    if "--text" in args:
        from .text import main as text_main

        return text_main([a for a in args if a != "--text"])
    from .app import main as gui_main

    return gui_main(args)


if __name__ == "__main__":
    sys.exit(main())
