"""What the seat on turn knows with a perfect memory: the part of its view the bots sample from.

A bot may not read the state, yet to look ahead it rebuilds a whole game consistent with what
its seat has seen (bots/worlds.py). `View.knowledge` is that: every public field of the state
and of each player as it is, the size of each face-down deck, for every player the whist cards
known to be somewhere in their hand or draw pile (in the Season every gain and trash is
face-up, so only the split between hand and draw pile is secret; at the Whist setup the cards
dealt face-down are not known, only their number), Lady Cat's Solo and Litter decks as sets
(each Litter card joins her deck face-up), and the decision stack, so a sampled game resumes
at the same pending decision; it is given only to the seat deciding, whose stack holds nothing
hidden from them.

Typed (msgspec Structs, as the rest of the view), so the sampler names its fields and mypy
checks them. Its public fields are the state's own by name: a field added to `State`,
`Player` or `LadyCatState` must be added here too, or said to be hidden (tests/test_view.py
holds the lists equal), so nothing public is silently left out of a sample. `as_dict` gives it
as `observe()` always has: plain dicts, key for key in the same order.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

import msgspec
from msgspec.structs import asdict

from .flow import Task

if TYPE_CHECKING:
    from .game import Game

# What no one else may learn from the state: the hands, draw decks and Tea cards of the others,
# the order of every face-down deck, which whist cards were dealt face-down, and the RNG.
HIDDEN_PLAYER_FIELDS = ("hand", "draw", "tea", "dealt")
FACE_DOWN_DECKS = ("star_deck", "queen_deck", "regular_deck", "lc_deck", "ton_deck", "tea_deck")


class Counts(msgspec.Struct, frozen=True, gc=False):
    """The size of each face-down deck (its cards and their order are hidden from everyone);
    the fields are `FACE_DOWN_DECKS`, in their order."""

    star_deck: int
    queen_deck: int
    regular_deck: int
    lc_deck: int
    ton_deck: int
    tea_deck: int

    def size(self, deck: str) -> int:
        """The size of the deck named by its state field ("star_deck" ...)."""
        n: int = getattr(self, deck)
        return n


class KnownSeat(msgspec.Struct, frozen=True, gc=False):
    """One player as the seat on turn knows them: the public fields of `Player` (same names,
    same order), then what is known of the hidden ones; `hand`, `draw` (sorted: its order is
    unseen) and `tea` only for the knowing seat itself."""

    character: str
    discard: list[int]
    tracks: list[int]
    host_suits: list[int]
    hive_suit: int
    host_b: bool
    host_twirled: bool
    hive_b: bool
    hive_twirled: bool
    brooch: str
    calling: int
    home_used: bool
    lc: list[int]
    ton: list[int]
    tea_kept: list[int]
    art: list[int]
    goal_done: bool
    club_power_used: bool
    won: list[int]
    tricks: int
    stars: int
    last_area: str
    sets: list[int]
    adv_goal: str
    adv_bonus: str
    adv_vp: int | None
    persona: str
    known_cards: list[int]  # whist cards known to be in the hand or the draw pile
    unknown_count: int  # and how many there are besides (dealt face-down at the Whist setup)
    tea_count: int
    hand: list[int] | None = None
    draw: list[int] | None = None
    tea: list[int] | None = None


class KnownLadyCat(msgspec.Struct, frozen=True, gc=False):
    """Solo mode: Lady Cat's state, her Solo and Litter decks as sets (sorted), not in order."""

    deck: list[int]
    discard: list[int]
    litter: list[int]
    flipped: int
    reversed: bool
    turns: int
    caption: str


class Knowledge(msgspec.Struct, frozen=True, gc=False, kw_only=True):
    """The state as the seat on turn knows it: the public fields of `State` (same names, same
    order), the face-down decks' sizes, the players, Lady Cat and her level (solo only), and
    the decision stack."""

    mode: str
    week: int
    first: int
    phase: str
    star_discard: list[int]
    parlor: list[int]
    whist_trash: list[int]
    lc_discard: list[int]
    ton_discard: list[int]
    lc_trash: list[int]
    ton_trash: list[int]
    ballroom: dict[str, int]
    tea_trash: list[int]
    occupied: dict[str, int]
    beehive_cards: list[int]
    hive_bonus: dict[str, str]
    art_stack: list[int]
    queens_favorite: int
    artists_muse: int
    favored_guest: int
    card_sharp: int
    turn: int
    trick: list[tuple[int, int]]
    leader: int
    diamonds_broken: bool
    tricks_played: int
    deck_sizes: Counts
    players: list[KnownSeat]
    ladycat: KnownLadyCat | None = None
    solo_level: str | None = None
    stack: list[Task]


# The fields copied from the state and from each player as they are: the Structs' first ones.
STATE_FIELDS = Knowledge.__struct_fields__[:Knowledge.__struct_fields__.index("deck_sizes")]
PLAYER_FIELDS = KnownSeat.__struct_fields__[:KnownSeat.__struct_fields__.index("known_cards")]


def _known_seat(g: Game, seat: int, s: int) -> KnownSeat:
    p = g.st.players[s]
    secret = [] if s == seat else p.dealt
    known = sorted(c for c in p.hand + p.draw if c not in secret)
    public = {name: copy.deepcopy(getattr(p, name)) for name in PLAYER_FIELDS}
    # the knowing seat's own piles (its draw pile's order unseen); the others' are absent
    hand, draw, tea = (list(p.hand), sorted(p.draw), list(p.tea)) if s == seat else (None,) * 3
    return KnownSeat(**public, known_cards=known, unknown_count=len(p.hand) + len(p.draw) - len(known),
                     tea_count=len(p.tea), hand=hand, draw=draw, tea=tea)


def knowledge(g: Game, seat: int) -> Knowledge:
    """What `seat` knows with a perfect memory (the module's docstring says what and why)."""
    st = g.st
    lc = st.ladycat
    return Knowledge(
        **{name: copy.deepcopy(getattr(st, name)) for name in STATE_FIELDS},
        deck_sizes=Counts(*(len(getattr(st, d)) for d in FACE_DOWN_DECKS)),
        players=[_known_seat(g, seat, s) for s in range(len(st.players))],
        ladycat=None if lc is None else KnownLadyCat(
            sorted(lc.deck), list(lc.discard), sorted(lc.litter), lc.flipped, lc.reversed, lc.turns,
            lc.caption),
        solo_level=None if lc is None else g.config.level,
        stack=copy.deepcopy(st.stack),
    )


def plain(struct: msgspec.Struct, absent: tuple[str, ...]) -> dict[str, Any]:
    """`struct`'s fields as a dict (shallow), those of `absent` left out when None: the
    plain view has always left out what a seat does not get rather than give it as None."""
    out = asdict(struct)
    for name in absent:
        if out[name] is None:
            del out[name]
    return out


def as_dict(k: Knowledge) -> dict[str, Any]:
    """The knowledge as `observe()` has always given it: plain dicts, the absent parts (Lady
    Cat and her level outside solo, another seat's piles) left out rather than None."""
    out = plain(k, ("ladycat", "solo_level"))
    out["deck_sizes"] = asdict(k.deck_sizes)
    out["players"] = [plain(p, ("hand", "draw", "tea")) for p in k.players]
    if k.ladycat is not None:
        out["ladycat"] = asdict(k.ladycat)
    return out
