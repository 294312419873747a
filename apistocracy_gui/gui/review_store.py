"""Season reviews kept beside the replays (issue 36), so a second opening is instant.

`reviews.json` in the data directory holds the last KEEP reviews, each under the final state
hash of the game it reviews (the key `replays.json` keeps that game's replay by) and the
digest of the review's numbers it was made with: a review made at another depth or with
other thresholds is made again. It goes through `userfiles` like every user file: read
against an exact schema (`review.model.Review`), written atomically and durably, a damaged
file set aside with a message, never a crash.
"""

from __future__ import annotations

import msgspec

from .. import userfiles
from ..i18n import _
from ..review.model import FORMAT, Review

FILE = "reviews.json"
KEEP = 20
MAX_BYTES = 8 << 20  # a 4-player review is about 150 KiB; 20 of them with room to spare


class Kept(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    game: str  # the reviewed game's final state hash
    settings: str  # the review numbers' digest
    # The review, read only when it is the one wanted: one kept by an earlier version (another
    # `format`, e.g. 1, which kept its words) is made again, not taken for a damaged file.
    review: msgspec.Raw


def _review(k: Kept) -> Review | None:
    try:
        review = msgspec.json.decode(k.review, type=Review, strict=True)
    except msgspec.ValidationError:
        return None
    return review if review.format == FORMAT else None


def find(game: str, settings: str) -> tuple[Review | None, str]:
    """The kept review of a game (None when there is none), and a message when the file
    could not be read."""
    kept, message = userfiles.read(FILE, list[Kept], MAX_BYTES)
    for k in kept or []:
        if k.game == game and k.settings == settings and (review := _review(k)) is not None:
            return review, message
    return None, message


def keep(review: Review) -> str:
    """Keep a finished review (the oldest beyond KEEP go); a message if it failed."""
    kept, message = userfiles.read(FILE, list[Kept], MAX_BYTES)
    others = [k for k in kept or [] if (k.game, k.settings) != (review.game, review.settings)]
    try:
        userfiles.write(FILE, [*others, Kept(review.game, review.settings,
                                             msgspec.Raw(msgspec.json.encode(review)))][-KEEP:])
    except userfiles.UnsavedError as exc:
        return message or _("The review could not be kept. {reason}").format(reason=exc)
    return message
