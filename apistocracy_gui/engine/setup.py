"""Game setup (rulebook p.3-4; RULINGS R1, R4, R5): a fresh state for a configuration."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from . import ladycat, rng
from .advanced import advanced_data
from .catalog import CHARACTERS, Catalog
from .state import Player, State

MODES = ("standard", "solo", "advanced")


@dataclass(frozen=True)
class GameConfig:
    players: tuple[str, ...]
    mode: str = "standard"
    seed: int = 0
    casual_undo: bool = False  # allow undo past revealed information
    personas: tuple[str, ...] = ()  # per seat: a Bonus Persona id, or "" for the character
    level: str = ladycat.STANDARD  # solo: Lady Cat's difficulty level (rules_data/solo.yaml)

    def validate(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"unknown mode {self.mode!r}; expected one of {', '.join(MODES)}")
        want = (1, 1) if self.mode == "solo" else (2, 4)
        if not want[0] <= len(self.players) <= want[1]:
            raise ValueError(f"a {self.mode} game has {'-'.join(map(str, sorted(set(want))))} "
                             f"player(s), not {len(self.players)}")
        for ch in self.players:
            if ch not in CHARACTERS:
                raise ValueError(f"unknown character {ch!r}; expected one of {', '.join(CHARACTERS)}")
        if len(set(self.players)) != len(self.players):
            raise ValueError("each character can be played by one seat only")
        if self.personas and len(self.personas) != len(self.players):
            raise ValueError("give one persona (or \"\") per seat")
        known = {p.id for p in advanced_data().personas} | {""}
        for p in self.personas:
            if p not in known:
                raise ValueError(f"unknown persona {p!r}; expected one of {', '.join(sorted(known - {''}))}")
        if self.level != ladycat.STANDARD and self.mode != "solo":
            raise ValueError("a Lady Cat level is for a solo game only")
        if self.level not in ladycat.level_ids():
            raise ValueError(f"unknown Lady Cat level {self.level!r}; expected one of "
                             f"{', '.join(ladycat.level_ids())}")
        named = [p for p in self.personas if p]
        if len(set(named)) != len(named):  # one Persona token each (p.1)
            raise ValueError("each persona can be played by one seat only")


def new_seed() -> int:
    """A fresh seed for a new game, which no seat can guess (RULINGS R7.1).

    The seed decides every face-down card, so it stays private while the game is on; and it
    has 63 random bits from the operating system, because from a million possible seeds a
    seat could find the one that deals the face-up cards it sees, and so every hidden one.
    """
    return secrets.randbits(63)


def build_state(cat: Catalog, config: GameConfig) -> State:
    config.validate()
    st = State(mode=config.mode, players=[], rng=rng.seed_state(config.seed))
    for ch in config.players:
        rank = cat.characters[ch].starting_rank
        c = cat.characters[ch]
        p = Player(ch, draw=[w.id for w in cat.whist if w.group == "starting" and w.rank == rank],
                   host_suits=[c.host_a, c.host_b], hive_suit=c.beehive_b)
        rng.shuffle(st, p.draw)
        p.persona = config.personas[len(st.players)] if config.personas else ""
        st.players.append(p)
    if config.mode == "solo":  # Lady Cat takes the second mat, both tokens on side B (p.21)
        data = ladycat.solo_data()
        st.players.append(Player(ladycat.CHARACTER, host_b=True, hive_b=True,
                                 host_suits=[data.host_b, data.host_b], hive_suit=data.beehive_b))
        st.ladycat = ladycat.new_state(st, config.level)
    n = len(st.players)
    deck = {g: [c.id for c in cat.whist if c.group == g] for g in ("star", "queen", "regular")}
    for cards in deck.values():
        rng.shuffle(st, cards)
    st.star_deck, st.queen_deck, st.regular_deck = deck["star"], deck["queen"], deck["regular"]
    st.parlor = [st.star_deck.pop() for _ in range(3)]
    st.lc_deck = [c.id for c in cat.lc]
    st.ton_deck = [c.id for c in cat.ton]
    rng.shuffle(st, st.lc_deck)
    rng.shuffle(st, st.ton_deck)
    side = cat.boards[cat.board_side(n)]
    for s in side:
        if s.area in ("lc", "ton") and (n != 3 or not s.four_player):
            st.ballroom[s.id] = (st.lc_deck if s.area == "lc" else st.ton_deck).pop()
    st.tea_deck = [c.id for c in cat.tea]
    rng.shuffle(st, st.tea_deck)
    slots = [s for s in cat.hive_levels[2].spaces if cat.hive[s].bonus_slot]
    tokens = [t.id for t in cat.bonus_tokens]
    rng.shuffle(st, tokens)
    st.hive_bonus = dict(zip(slots, tokens, strict=True))
    st.art_stack = [a.stack for a in cat.art]
    ranks = [cat.characters[ch].starting_rank for ch in config.players]
    st.first = 1 if config.mode == "solo" else ranks.index(min(ranks))  # Lady Cat goes first
    return st
