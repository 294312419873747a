"""The words about a character on the setup screens, phrased from the rules data.

Every fact (host, goals, powers, Club power) is read from the character in
`game.cat.characters`; only the phrasing is written here, with the short flavour line that
introduces each character. The seat panels of the New game and the Solo setup show these.
"""

from __future__ import annotations

from ...engine.catalog import Character
from ...engine.characters import GOAL_POWERS
from ...engine.names import suit as suit_name
from ...i18n import N_, _, data, list_of

# Each goal as a sentence's opening (translated where it is shown, issue 35).
GOAL_TEXT = {
    "tea_cards": N_("Hold {n} Tea cards"),
    "hive_level": N_("Reach level {n} of the Beehive"),
    "ton_cards": N_("Place {n} Ton cards on your mat"),
    "lc_cards": N_("Place {n} L&C cards on your mat"),
    "full_ton": N_("Fill your Ton column ({n} cards)"),
    "full_lc": N_("Fill your L&C column ({n} cards)"),
}
# A power the in-game goal unlocks, as the clause that ends its sentence ("... and {powers}.").
POWER_TEXT = {
    "tea_draw_three": N_("a Tea action draws 3 cards to keep 1"),
    "bonus_sideways": N_("each later climb brings a free sideways step"),
    "free_ballroom": N_("the Ballroom costs no Clubs from then on"),
    "keep_used_tea": N_("up to 2 spent Tea cards stay face-up and still score"),
}
# A power held from the start (not in GOAL_POWERS), as a sentence of its own.
POWER_SENTENCE = {"keep_used_tea": N_("Up to 2 spent Tea cards stay face-up and still score.")}
CLUB_POWER_TEXT = {
    "double_club": N_("The starting Club card counts as 1 or 2 Clubs when discarded on your turn."),
    "star_swap": N_("Once, on your turn, trash the starting Club card (hand or discard) to take a "
                    "Parlor Star card into your hand."),
}
DESCRIPTIONS = {
    "edward": N_("The Baroness of Maxwell adores tea-room secrets: Edward trades in gossip."),
    "tuesday": N_("The Baron of Albany is at every event on the Beehive: Tuesday climbs towards the "
                  "Queen's Ball."),
    "alexandria": N_("The Baroness of Forester is a grand dame of the Ton: Alexandria fills her mat "
                     "with fashionable friends."),
    "shae": N_("The Baron of Esk sits in the House of Lords: Shae courts the Lords and Commons."),
}


def description(character_id: str) -> str:
    """The flavour line introducing a character, in the language spoken now ("" for none)."""
    return _(DESCRIPTIONS[character_id]) if character_id in DESCRIPTIONS else ""


def character_lines(ch: Character, mode: str = "standard") -> list[tuple[str, str]]:
    """(heading, text) pairs describing a character, from the rules data, in the language
    spoken now. In Advanced play the host, its goals and powers come from the tokens drafted
    (rulebook p.22); the character keeps its starting cards, Club power and Beehive token."""
    club = (_("Club power"), _(CLUB_POWER_TEXT[ch.club_power]))
    if mode == "advanced":
        return [(_("Host and goal"), _("Drafted at the start: in turn order each player takes a Goal "
                                       "token and its Host token. Reaching the goal brings a Host Bonus "
                                       "token and a VP token.")),
                (_("Beehive token"), _("Side B gives {suit} influence from level {level} of the "
                                       "Beehive.").format(suit=suit_name(ch.beehive_b),
                                                          level=ch.beehive_flip_level)),
                club]
    kind, n = ch.in_game_goal
    unlocked = [_(POWER_TEXT[p]) for p in ch.powers if p in GOAL_POWERS]
    always = [_(POWER_SENTENCE.get(p, POWER_TEXT[p])) for p in ch.powers if p not in GOAL_POWERS]
    end_kind, end_n = ch.end_goal
    goal = _(GOAL_TEXT[kind]).format(n=n)
    if unlocked:
        reached = _("{goal}: the Host token turns to side B and {powers}.").format(goal=goal,
                                                                                  powers=list_of(unlocked))
    else:
        reached = _("{goal}: the Host token turns to side B.").format(goal=goal)
    lines = [(_("Host"), data(ch.host)), (_("In-game goal"), reached)]
    lines += [(_("Power"), a) for a in always]
    end = _(GOAL_TEXT[end_kind]).format(n=end_n)
    lines += [(_("End goal"), _("{goal}: 5 VP.").format(goal=end)), club]
    return lines
