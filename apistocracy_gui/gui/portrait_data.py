"""The portraits' descriptions (`rules_data/portraits.yaml`): one line per person on a card.

Each person is described in the words a silhouettist would use (sex, age, forehead, nose and
its length, lips, chin, neck, hair, whiskers, headwear, dress, jewels) and `tools/portraits.py`
draws the SVG from them (`assets/art/portraits/<id>.svg`). The file is read with the rules
data's strict loader and schema (`rules_file`), so a typo is an error naming the file, the
person and the field. The id is the person's name in lower case (`slug`), which is how a card
finds its portrait without reading this file while the game runs; the save files' digest
leaves the file out (`catalog_build.NOT_RULES`): a portrait never changes the rules.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Literal

from msgspec import Meta, field

from ..engine.catalog import DEFAULT_DIR
from ..engine.rules_file import read
from ..engine.rules_schemas import NonEmpty, Schema

FILE = "portraits.yaml"
Hair = Literal["bald", "short", "curled", "side_parted", "ringlets", "bun", "chignon", "powdered_queue"]
Whiskers = Literal["none", "side", "mutton_chops", "moustache", "beard"]
Headwear = Literal["none", "top_hat", "wide_brim", "bicorne", "shako", "bonnet", "turban", "feathers",
                   "tiara", "mitre", "lace_cap"]
Dress = Literal["stock", "military", "clerical", "gown", "high_collar", "ruff", "fur"]
Jewel = Literal["earring", "necklace", "brooch", "star"]
Ink = Literal["black", "navy", "claret", "plum", "sepia"]
Deck = Literal["ton", "lc", "whist", "persona"]


class Sitter(Schema):
    """One person's portrait: every field a word or a number a designer can change."""

    name: NonEmpty  # as the card prints it
    deck: Deck  # where the person appears: sets the default ink
    sex: Literal["male", "female"]
    dress: Dress
    age: Literal["young", "middle", "old"] = "middle"
    forehead: Literal["upright", "sloping", "domed"] = "upright"
    nose: Literal["straight", "aquiline", "snub", "roman"] = "straight"
    nose_length: Annotated[float, Meta(ge=0.6, le=1.6)] = 1.0
    lips: Literal["thin", "even", "full"] = "even"
    chin: Literal["round", "receding", "strong", "double"] = "round"
    neck: Literal["slender", "even", "thick"] = "even"
    hair: Hair = "short"
    tousle: Annotated[float, Meta(ge=0.0, le=1.0)] = 0.0  # untidiness of the hair's outline
    whiskers: Whiskers = "none"
    headwear: Headwear = "none"
    jewellery: list[Jewel] = field(default_factory=list)
    ink: Ink | None = None  # else the deck's
    rim: bool = True  # a fine gilt rim round the oval
    facing: Literal["left", "right"] = "left"
    tilt: Annotated[float, Meta(ge=-8.0, le=8.0)] = 0.0  # degrees; positive leans forward
    seed: Annotated[int, Meta(ge=0)] = 0  # another draw of the small per-person offsets


class PortraitsFile(Schema):
    portraits: dict[str, Sitter]


def slug(name: str) -> str:
    """A person's portrait id from their name: "The Duke of Wellington" -> duke_of_wellington."""
    words = re.sub(r"^the\s+", "", name.strip().lower()).replace("'", "")
    return re.sub(r"[^a-z0-9]+", "_", words).strip("_")


def load(directory: Path = DEFAULT_DIR) -> dict[str, Sitter]:
    """The descriptions by id, checked: each id must be its name's `slug`."""
    file = read(directory, FILE)
    sitters = file.convert(PortraitsFile).portraits
    for pid, sitter in sitters.items():
        if pid != slug(sitter.name):
            file.fail(["portraits", pid], f"the id must be {slug(sitter.name)!r}, from the name "
                                          f"{sitter.name!r} (a card finds its portrait by it)", "name")
    return sitters
