"""Draw a cut-paper silhouette portrait of every person on a card (see assets/ART.md, Portraits).

    python tools/portraits.py [--out assets/art/portraits] [--only ID ...]

Each person is a line of rules_data/portraits.yaml (apistocracy_gui/gui/portrait_data.py
names the fields); this tool turns that line into `<id>.svg`: the 1830s profile in the deck's
dark ink on an ivory oval with a fine gilt rim, built from parametric curves (the head in
portrait_head.py, what the sitter wears in portrait_dress.py, the curve and clipping kit in
portrait_pen.py). A designer tunes a person by changing a word or a number in the yaml and
running this again; the same data always writes the same bytes (tests/test_portraits.py).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from portrait_dress import dress, ear, hair, headwear, jewels, whiskers  # noqa: E402
from portrait_head import head  # noqa: E402
from portrait_pen import CX, CY, RX, RY, H, Place, Sheet, W  # noqa: E402

from apistocracy_gui.gui.portrait_data import Sitter, load  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "assets" / "art" / "portraits"
INKS = {"black": "#1c1719", "navy": "#19223c", "claret": "#3b1420", "plum": "#2c1a3a", "sepia": "#33231a"}
DECK_INK = {"lc": "navy", "ton": "claret", "whist": "plum", "persona": "black"}
GILT, GILT_DARK, GILT_LIGHT = "#d4af5a", "#96762f", "#f6e2a0"
# Hats that rise above the head: the figure is drawn smaller and lower to keep them in the oval.
TALL = {"top_hat": (0.9, 6.0), "bicorne": (0.94, 4.0), "mitre": (0.92, 5.0), "feathers": (0.94, 4.5),
        "shako": (0.96, 3.0), "turban": (1.0, 2.0), "bonnet": (1.0, 1.5), "lace_cap": (1.02, 1.0),
        "wide_brim": (0.99, 2.0)}


def _mix(a: str, b: str, t: float) -> str:
    ca, cb = (tuple(int(c[i:i + 2], 16) for i in (1, 3, 5)) for c in (a, b))
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb, strict=True))


def ground(sheet: Sheet, rim: bool) -> None:
    """The ivory oval, lit a little from above, under the figure."""
    sheet.raw('<defs><radialGradient id="paper" cx="50%" cy="40%" r="62%">'
              '<stop offset="0" stop-color="#fbf5e6"/><stop offset="0.75" stop-color="#f1e7cd"/>'
              '<stop offset="1" stop-color="#e2d3ad"/></radialGradient></defs>')
    sheet.raw(f'<ellipse cx="{CX:g}" cy="{CY:g}" rx="{RX + 1.2:g}" ry="{RY + 1.2:g}" fill="url(#paper)"/>')
    if not rim:
        sheet.raw(f'<ellipse cx="{CX:g}" cy="{CY:g}" rx="{RX + 1.2:g}" ry="{RY + 1.2:g}" fill="none" '
                  f'stroke="{GILT_DARK}" stroke-width="0.8"/>')


def frame(sheet: Sheet) -> None:
    """The fine gilt rim: a bright band between a dark inner line and a light outer one."""
    for rx, width, color in ((RX + 2.3, 3.0, GILT), (RX + 0.9, 0.7, GILT_DARK), (RX + 3.7, 0.5, GILT_LIGHT)):
        sheet.raw(f'<ellipse cx="{CX:g}" cy="{CY:g}" rx="{rx:g}" ry="{rx - RX + RY:g}" fill="none" '
                  f'stroke="{color}" stroke-width="{width:g}"/>')


def draw(pid: str, s: Sitter) -> str:
    """The SVG text of sitter `s` (id `pid`)."""
    rng = random.Random(f"portrait:{pid}:{s.seed}")
    scale, dy = TALL.get(s.headwear, (1.06, -1.0))
    ink = INKS[s.ink or DECK_INK[s.deck]]
    sheet = Sheet(Place(scale=scale * rng.uniform(0.96, 1.04), tilt=s.tilt + rng.uniform(-1.5, 1.5),
                        dx=rng.uniform(-1.6, 1.6), dy=dy + rng.uniform(-1.0, 1.0),
                        mirror=s.facing == "right"))
    ground(sheet, s.rim)
    h = head(s, rng)
    sheet.fill(h.outline, ink)
    hair(s, h, sheet, ink, _mix(ink, "#f6eeda", 0.42), rng)
    whiskers(s, h, sheet, ink)
    dress(s, h, sheet, ink)
    headwear(s, sheet, ink)
    ear(s, sheet)
    jewels(s, sheet)
    if s.rim:
        frame(sheet)
    body = "\n".join(sheet.parts)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W:g} {H:g}">\n'
            f"<!-- {s.name}: a cut-paper silhouette. Made by tools/portraits.py from "
            f"rules_data/portraits.yaml. -->\n{body}\n</svg>\n")


def files(directory: Path | None = None) -> dict[str, str]:
    """Every portrait's SVG text by id, from the descriptions in `directory` (the shipped ones)."""
    sitters = load(directory) if directory else load()
    return {pid: draw(pid, s) for pid, s in sitters.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--only", nargs="*", default=None, help="just these ids")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    made = files()
    if args.only:
        made = {pid: text for pid, text in made.items() if pid in args.only}
    else:  # a person taken out of the data loses their file too
        for old in args.out.glob("*.svg"):
            if old.stem not in made:
                old.unlink()
    for pid, text in made.items():
        (args.out / f"{pid}.svg").write_text(text, encoding="utf-8")
    print(f"wrote {len(made)} portraits to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
