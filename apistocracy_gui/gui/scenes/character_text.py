"""The words about a character on the setup screens, phrased from the rules data.

Every fact (host, goals, powers, Club power) is read from the character in
`game.cat.characters`; only the phrasing is written here, with the short flavour line that
introduces each character. The seat panels of the New game and the Solo setup show these.
"""

from __future__ import annotations

from ...engine.catalog import Character
from ...engine.characters import GOAL_POWERS
from ...engine.names import suit as suit_name

GOAL_TEXT = {
    "tea_cards": "hold {n} Tea cards",
    "hive_level": "reach level {n} of the Beehive",
    "ton_cards": "place {n} Ton cards on your mat",
    "lc_cards": "place {n} L&C cards on your mat",
    "full_ton": "fill your Ton column ({n} cards)",
    "full_lc": "fill your L&C column ({n} cards)",
}
POWER_TEXT = {
    "tea_draw_three": "a Tea action draws 3 cards to keep 1",
    "bonus_sideways": "each later climb brings a free sideways step",
    "free_ballroom": "the Ballroom costs no Clubs from then on",
    "keep_used_tea": "up to 2 spent Tea cards stay face-up and still score",
}
CLUB_POWER_TEXT = {
    "double_club": "The starting Club card counts as 1 or 2 Clubs when discarded on your turn.",
    "star_swap": "Once, on your turn, trash the starting Club card (hand or discard) to take a "
                 "Parlor Star card into your hand.",
}
DESCRIPTIONS = {
    "edward": "The Baroness of Maxwell adores tea-room secrets: Edward trades in gossip.",
    "tuesday": "The Baron of Albany is at every event on the Beehive: Tuesday climbs towards the "
               "Queen's Ball.",
    "alexandria": "The Baroness of Forester is a grand dame of the Ton: Alexandria fills her mat "
                  "with fashionable friends.",
    "shae": "The Baron of Esk sits in the House of Lords: Shae courts the Lords and Commons.",
}


def sentence(s: str) -> str:
    return s[:1].upper() + s[1:]


def character_lines(ch: Character, mode: str = "standard") -> list[tuple[str, str]]:
    """(heading, text) pairs describing a character, from the rules data. In Advanced play
    the host, its goals and powers come from the tokens drafted (rulebook p.22); the character
    keeps its starting cards, Club power and Beehive token."""
    if mode == "advanced":
        return [("Host and goal", "Drafted at the start: in turn order each player takes a Goal "
                                  "token and its Host token. Reaching the goal brings a Host Bonus "
                                  "token and a VP token."),
                ("Beehive token", f"Side B gives {suit_name(ch.beehive_b)} influence from level "
                                  f"{ch.beehive_flip_level} of the Beehive."),
                ("Club power", CLUB_POWER_TEXT[ch.club_power])]
    kind, n = ch.in_game_goal
    unlocked = [POWER_TEXT[p] for p in ch.powers if p in GOAL_POWERS]
    always = [POWER_TEXT[p] for p in ch.powers if p not in GOAL_POWERS]
    end_kind, end_n = ch.end_goal
    goal = sentence(GOAL_TEXT[kind].format(n=n))
    lines = [("Host", ch.host),
             ("In-game goal", f"{goal}: the Host token turns to side B"
                              + "".join(f" and {u}" for u in unlocked) + ".")]
    lines += [("Power", f"{sentence(a)}.") for a in always]
    lines += [("End goal", f"{sentence(GOAL_TEXT[end_kind].format(n=end_n))}: 5 VP."),
              ("Club power", CLUB_POWER_TEXT[ch.club_power])]
    return lines

