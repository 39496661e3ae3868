"""Provides what a ready vampire's own ability adds to the numbers of other minions (6.1.1,
6.2.2.2): "While Jacob is ready, werewolves you control get +1 bleed", "Inner Circle members
get -2 bleed"; named handlers of the card definitions, listed in ``NAMED``, folded by
``permanents``."""

from __future__ import annotations

from ..cards.vocabulary import BleedAgainstYou
from .state import CardInPlay, GameState
from .vampire_abilities import abilities, handlers, ready_with
from .vampire_five import bleed_stealth

SABBAT_BLEED = "sabbat_bleed_while_prince"  # Marcus Vitel
WEREWOLVES_BLEED = "werewolves_bleed"  # Jacob Fermor
INNER_CIRCLE_BLEED = "inner_circle_bleed_less"  # Mary Anne Blaire
EQUIP_STEALTH = "equip_stealth_for_minions"  # Roderick Phillips March
GIOVANNI_BLEED = "giovanni_bleed_against_brujah"  # Vasilis, The Traitor of Don Cruez
MUMMIES_STEALTH = "mummies_stealth"  # Halim Bey
YOUNGER_SABBAT_INTERCEPT = "younger_sabbat_less_intercept"  # Lucita
LESS_WITHOUT_TREMERE = "less_bleed_without_tremere"  # Martin Franckel
STEALTH_AGAINST_GUARDED_PREY = "stealth_if_prey_has_prince_or_justicar"  # Suhailah
NAMED = (
    SABBAT_BLEED,
    WEREWOLVES_BLEED,
    INNER_CIRCLE_BLEED,
    EQUIP_STEALTH,
    GIOVANNI_BLEED,
    MUMMIES_STEALTH,
    YOUNGER_SABBAT_INTERCEPT,
    LESS_WITHOUT_TREMERE,
    STEALTH_AGAINST_GUARDED_PREY,
)
TREMERE = ("Tremere", "Tremere antitribu")
GUARDS = ("prince", "justicar")
INNER_CIRCLE_LESS = 2


def controls_ready(
    state: GameState, seat: int | None, clan_or_sect: str, younger_than: int = 0
) -> bool:
    """The Methuselah controls a ready vampire of this clan or sect, or with this title
    ("a ready primogen", Maldavis; 4.2: a contested title is no title), or "non-" one
    ("a ready non-Camarilla vampire", Cornelius Ottavio); ``younger_than``: of a lower
    capacity (1.5.2: "a younger ready Tzimisce", Stravinsky)."""
    if seat is None:
        return False
    negated = clan_or_sect.startswith(NON)
    group = clan_or_sect[len(NON) :] if negated else clan_or_sect
    titled = group.islower()  # a title ("primogen"); clans and sects are capitalised
    return any(
        v.is_vampire
        and not v.contested
        and (not younger_than or v.capacity < younger_than)
        and (
            group in v.card.clans
            or v.sect == group
            or (titled and (v.title or "").lower() == group)
        )
        != negated
        for v in state.players[seat].ready
    )


NON = "non-"  # "a ready non-Camarilla vampire"


def bleed_from_others(state: GameState, minion: CardInPlay, target_seat: int | None) -> int:
    """The bleed other vampires' abilities give or take from the minion."""
    found = 0
    seat = minion.controller
    if (
        minion.is_vampire
        and minion.sect == "Sabbat"
        and controls_ready(state, target_seat, "Camarilla")
    ):
        # Marcus Vitel: while he is ready and a prince, Sabbat vampires you control get +1
        # bleed when bleeding a Methuselah who controls a ready Camarilla vampire.
        princes = ready_with(state, seat, SABBAT_BLEED)
        found += sum(1 for v in princes if (v.title or "").lower() == "prince")
    if minion.card.clauses.creature == "werewolf":
        found += len(ready_with(state, seat, WEREWOLVES_BLEED))  # Jacob Fermor
    if (minion.title or "").lower() == "inner circle" and ready_with(
        state, None, INNER_CIRCLE_BLEED
    ):
        found -= INNER_CIRCLE_LESS  # Mary Anne Blaire: "Inner Circle members get -2 bleed"
    if "Giovanni" in minion.card.clans and controls_ready(state, target_seat, "Brujah"):
        # Vasilis: if he (anyone's) is ready, all Giovanni get +1 bleed when bleeding a
        # Methuselah who controls a ready Brujah.
        found += len(ready_with(state, None, GIOVANNI_BLEED))
    if target_seat is not None:
        # Matthias: while he is ready, Baali and Followers of Set get -1 bleed against you.
        for vampire in state.players[target_seat].ready:
            if not vampire.contested:
                for _, words in abilities(vampire, BleedAgainstYou):
                    if words.clan in minion.card.clans:
                        found += words.amount
        if LESS_WITHOUT_TREMERE in handlers(minion) and not any(
            controls_ready(state, target_seat, clan) for clan in TREMERE
        ):
            # Martin Franckel: -1 bleed when bleeding a Methuselah who controls neither a
            # ready Tremere nor a ready Tremere antitribu.
            found -= 1
    return found


def stealth_from_others(state: GameState, minion: CardInPlay, kinds: tuple[str, ...]) -> int:
    """The stealth other vampires' abilities give the minion on actions of these kinds."""
    found = 0
    if "equip" in kinds:
        # Roderick Phillips March: while he is ready, your minions get an additional +1
        # stealth on equip actions.
        found += len(ready_with(state, minion.controller, EQUIP_STEALTH))
    if minion.card.clauses.creature == "mummy":
        # Halim Bey: while he is ready, mummies you control get +1 stealth.
        found += len(ready_with(state, minion.controller, MUMMIES_STEALTH))
    if STEALTH_AGAINST_GUARDED_PREY in handlers(minion):
        # Suhailah: +1 stealth on each of her actions if your prey has a ready prince or
        # justicar (4.2: a contested title is no title).
        prey = state.players[state.prey(minion.controller)]
        if prey.seat != minion.controller and any(
            v.is_vampire and not v.contested and (v.title or "").lower() in GUARDS
            for v in prey.ready
        ):
            found += 1
    return found + bleed_stealth(state, minion, kinds)  # Tryphosa


def intercept_against(minion: CardInPlay, acting: CardInPlay | None) -> int:
    """What the acting minion's own ability takes from a blocker's intercept. Lucita: younger
    Sabbat vampires (1.5.2) get -1 intercept against her."""
    if acting is None or YOUNGER_SABBAT_INTERCEPT not in handlers(acting):
        return 0
    younger = minion.is_vampire and minion.capacity < acting.capacity
    return -1 if younger and minion.sect == "Sabbat" else 0


def named_ready(state: GameState, name: str) -> bool:
    """A vampire of this (printed) name is ready, anyone's ("While Otieno is ready")."""
    ready = (v for p in state.players if not p.ousted for v in p.ready)
    return any(v.name == name and v.is_vampire and not v.contested for v in ready)
