"""What one seat may see (the redacted view every screen, log and bot reads).

The state knows everything; `observe(seat)` hides what the rules hide from that seat: other
players' hands, draw decks (their order is hidden from everyone, their contents from the
others), face-down Tea cards, and the Tea cards being chosen. Discard piles and trashed
cards are face-up and public.
"""

from __future__ import annotations

import copy
from dataclasses import fields
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game


def player_view(g: Game, viewer: int | None, seat: int) -> dict[str, Any]:
    p = g.st.players[seat]
    mine = viewer == seat
    out: dict[str, Any] = {
        "seat": seat, "character": p.character, "name": g.name(seat),
        "brooch": p.brooch, "level": g.cat.hive[p.brooch].level, "tracks": list(p.tracks),
        "host_side": "B" if p.host_b else "A", "host_twirled": p.host_twirled,
        "host_suit": p.host_suits[1] if p.host_b else p.host_suits[0], "hive_suit": p.hive_suit,
        "persona": p.persona, "adv_goal": p.adv_goal, "adv_bonus": p.adv_bonus, "adv_vp": p.adv_vp,
        "sets": list(p.sets),
        "hive_side": "B" if p.hive_b else "A", "hive_twirled": p.hive_twirled,
        "calling": p.calling, "home_used": p.home_used,
        "lc": list(p.lc), "ton": list(p.ton), "art": list(p.art),
        "discard": list(p.discard), "tea_kept": list(p.tea_kept),
        "hand_count": len(p.hand), "draw_count": len(p.draw), "tea_count": len(p.tea),
        "goal_done": p.goal_done, "club_power_used": p.club_power_used,
        "tricks": p.tricks, "won_count": len(p.won),
    }
    if mine:
        out["hand"] = sorted(p.hand)
        out["draw"] = sorted(p.draw)  # you know your deck's contents, not its order
        out["tea"] = sorted(p.tea)
    return out


def observe(g: Game, seat: int | None) -> dict[str, Any]:
    """The view of `seat` (None: a spectator, who sees only public information)."""
    st = g.st
    current = g.current_player
    view: dict[str, Any] = {
        "seat": seat, "mode": st.mode, "week": st.week, "phase": st.phase, "first": st.first,
        "turn": st.turn, "current_player": current,
        "players": [player_view(g, seat, s) for s in range(len(st.players))],
        "parlor": list(st.parlor), "ballroom": dict(st.ballroom), "occupied": dict(st.occupied),
        "beehive_cards": list(st.beehive_cards), "hive_bonus": dict(st.hive_bonus),
        "art_stack": list(st.art_stack),
        "tokens": {"queens_favorite": st.queens_favorite, "artists_muse": st.artists_muse,
                   "favored_guest": st.favored_guest, "card_sharp": st.card_sharp},
        "counts": {"star_deck": len(st.star_deck), "queen_deck": len(st.queen_deck),
                   "regular_deck": len(st.regular_deck), "lc_deck": len(st.lc_deck),
                   "ton_deck": len(st.ton_deck), "tea_deck": len(st.tea_deck)},
        "star_discard": list(st.star_discard), "whist_trash": list(st.whist_trash),
        "lc_trash": list(st.lc_trash), "ton_trash": list(st.ton_trash),
        "lc_discard": list(st.lc_discard), "ton_discard": list(st.ton_discard),
        "tea_trash": list(st.tea_trash),
        "trick": [list(t) for t in st.trick], "leader": st.leader,
        "diamonds_broken": st.diamonds_broken, "tricks_played": st.tricks_played,
        "prompt": g.prompt(seat),
        "log": [e.text for e in g.log_for(seat)],
    }
    if st.ladycat is not None:
        lc = st.ladycat
        view["ladycat"] = {"deck_count": len(lc.deck), "discard": list(lc.discard),
                           "litter_count": len(lc.litter), "flipped": lc.flipped,
                           "reversed": lc.reversed, "caption": lc.caption, "level": g.config.level}
    if seat is not None and seat == current:
        view["legal"] = [str(a) for a in g.legal_actions()]
        view["knowledge"] = knowledge(g, seat)
    return view


# What no one else may learn from the state: the hands, draw decks and Tea cards of the others,
# the order of every face-down deck, which whist cards were dealt face-down, and the RNG.
HIDDEN_PLAYER_FIELDS = ("hand", "draw", "tea", "dealt")
FACE_DOWN_DECKS = ("star_deck", "queen_deck", "regular_deck", "lc_deck", "ton_deck", "tea_deck")


def knowledge(g: Game, seat: int) -> dict[str, Any]:
    """What `seat` knows with a perfect memory, as plain data: what a bot needs to sample the
    hidden state consistently with everything the seat has seen (bots/worlds.py).

    Every public field of the state and of each player, as it is (so fields added later flow
    through). For each face-down deck, its size. For every player, the whist cards known to be
    somewhere in their hand or draw pile, unordered: in the Season every gain and trash is
    face-up, so only the split between hand and draw pile is secret; at the Whist setup the
    cards dealt face-down are not known, only their number. Lady Cat's Solo deck and Litter
    deck are public as sets (each Litter card joins her deck face-up), not in order. The
    decision stack, so a sampled game resumes at the same pending decision; it is given only
    to the seat deciding, whose stack holds nothing hidden from them.
    """
    st = g.st
    skip = {"players", "stack", "ladycat", "rng", *FACE_DOWN_DECKS}
    out: dict[str, Any] = {f.name: copy.deepcopy(getattr(st, f.name)) for f in fields(st)
                           if f.name not in skip}
    out["deck_sizes"] = {d: len(getattr(st, d)) for d in FACE_DOWN_DECKS}
    players = []
    for s, p in enumerate(st.players):
        pub = {f.name: copy.deepcopy(getattr(p, f.name)) for f in fields(p)
               if f.name not in HIDDEN_PLAYER_FIELDS}
        secret = [] if s == seat else p.dealt
        pub["known_cards"] = sorted(c for c in p.hand + p.draw if c not in secret)
        pub["unknown_count"] = len(p.hand) + len(p.draw) - len(pub["known_cards"])
        pub["tea_count"] = len(p.tea)
        if s == seat:
            pub.update(hand=list(p.hand), draw=sorted(p.draw), tea=list(p.tea))  # draw order unseen
        players.append(pub)
    out["players"] = players
    if st.ladycat is not None:
        lc = st.ladycat
        out["ladycat"] = {f.name: copy.deepcopy(getattr(lc, f.name)) for f in fields(lc)}
        out["ladycat"]["deck"] = sorted(lc.deck)
        out["ladycat"]["litter"] = sorted(lc.litter)
        out["solo_level"] = g.config.level
    out["stack"] = copy.deepcopy(st.stack)
    return out
