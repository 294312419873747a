"""Write the card vignettes and the Gallery's art tokens into assets/art/ (issue 34).

    python tools/vignettes.py [--out assets/art]

A vignette is a small scene in a 120 x 80 field: a setting and props (tools/vignette_props.py)
placed as assets/art/vignettes.yaml says, which also says which Tea card (by kind) and which
Solo card (by name) shows which scene. Each scene is written as vignette_<scene>.svg; the
cards cut it to an oval window with a gilt rim (gui/vignettes.py). The Gallery's three
paintings are tokens in frames told apart by shape as well as colour: the Silhouette a
profile cut in black paper in a round black frame with a brass ring, the Miniature a painted
head in a tall gilt oval with a bow, the Portrait a bust in a rectangular gilt frame.
Running the tool again writes the same files.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml
from vignette_objects import PROPS
from vignette_props import GOLD, GOLD_DARK, IVORY, LINE, SETTINGS, ell, path, rect, stroke

OUT = Path(__file__).resolve().parents[1] / "assets" / "art"
TABLE = OUT / "vignettes.yaml"
FIELD = (120, 80)


def svg(w: float, h: float, body: str, note: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:g} {h:g}">\n'
        f"<!-- {note} Made by tools/vignettes.py. -->\n{body}\n</svg>\n"
    )


def scene(setting: str, props: list[list]) -> str:
    """A setting with its props, each standing at (x, y) of the field, `height` of it tall."""
    w, h = FIELD
    body = SETTINGS[setting]()
    for prop, x, y, height, *flip in props:
        s = height * h / 100
        sx = -s if flip and flip[0] else s
        body += (
            f'<g transform="translate({x * w - 50 * sx:.2f} {y * h - 100 * s:.2f}) '
            f'scale({sx:.4f} {s:.4f})">{PROPS[prop]()}</g>'
        )
    return body


def _profile(fill: str) -> str:
    """A head and shoulders in profile, facing left, in a 100 x 100 box."""
    return path(
        "M58 18 Q38 16 36 36 L30 46 L36 48 L34 56 L38 60 Q36 68 44 70 L42 78 Q20 82 16 100 L84 100 "
        "Q82 80 66 76 L64 66 Q72 46 68 30 Q66 20 58 18 Z",
        fill,
    )


def token(kind: str) -> str:
    """A Gallery painting as a framed token (100 x 100)."""
    if kind == "silhouette":  # round black frame, brass ring, black paper on ivory
        body = (
            stroke("M50 2 L50 10", GOLD, 4)
            + ell(50, 6, 5, 5, "none", f'stroke="{GOLD}" stroke-width="2.5"')
            + ell(50, 54, 44, 44, "#141414", LINE)
            + ell(50, 54, 36, 36, IVORY)
            + f'<g transform="translate(22 26) scale(0.56)">{_profile("#141414")}</g>'
            + ell(50, 54, 40, 40, "none", f'stroke="{GOLD_DARK}" stroke-width="1.5"')
        )
    elif kind == "miniature":  # tall gilt oval with a bow, a painted head
        body = (
            path("M50 10 Q36 0 32 10 Q36 16 50 12 Q64 16 68 10 Q64 0 50 10 Z", "#6a3a8a", LINE)
            + ell(50, 56, 34, 43, GOLD, LINE)
            + ell(50, 56, 27, 36, "#dcc8a8")
            + f'<g transform="translate(24 28) scale(0.52)">{_profile("#4a3428")}</g>'
            + path("M30 84 Q50 70 70 84 Q60 92 50 92 Q40 92 30 84 Z", "#3a5a8a")
            + ell(50, 56, 31, 40, "none", f'stroke="{GOLD_DARK}" stroke-width="1.5"')
        )
    else:  # portrait: rectangular gilt frame, a bust on a dark ground
        body = (
            rect(10, 6, 80, 92, GOLD, LINE)
            + rect(18, 14, 64, 76, "#3a2a24")
            + rect(14, 10, 72, 84, "none", f'stroke="{GOLD_DARK}" stroke-width="2"')
            + f'<g transform="translate(20 18) scale(0.66 0.72)">{_profile("#d8b898")}</g>'
            + path("M30 90 Q34 74 50 72 Q66 74 70 90 Z", "#742238")
        )
    return svg(100, 100, body, f"The Gallery's {kind} token.")


def table(source: Path = TABLE) -> dict:
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    for deck in ("tea", "solo"):
        for card, name in data[deck].items():
            if name not in data["scenes"]:
                raise SystemExit(f"{source.name}: {deck}: {card}: no scene {name!r}")
    return data


def files(source: Path = TABLE) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, spec in table(source)["scenes"].items():
        out[f"vignette_{name}"] = svg(
            *FIELD, scene(spec["setting"], spec["props"]), f"Card vignette: {name}."
        )
    for kind in ("silhouette", "miniature", "portrait"):
        out[f"art_{kind}"] = token(kind)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    made = files()
    for name, text in made.items():
        (args.out / f"{name}.svg").write_text(text, encoding="utf-8")
    print(f"wrote {len(made)} SVG files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
