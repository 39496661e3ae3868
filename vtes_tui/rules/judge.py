"""Provides judge commands: what the table does by hand when a card's text is not automated
(1.4: the card wins over the rules; DESIGN.md, Cards: "resolved by hand with logged judge
commands"). Any Methuselah may give one at any prompt; each goes through the mutation API
(zones.py), is logged with who gave it (and the card that asked for it), and is recorded with
the choices, so a replay or an undo carries it out again or leaves it out.

A command is written as its id, ``judge/<seat>/<verb>/<argument>...``: ``c12`` a card,
``s1`` a seat, ``n-2`` an amount, ``r=hand`` a region, ``h40`` a host card, ``b7`` the card
the command is for. ``judge/0/blood/c12/n2/b40`` is Alice adding 2 blood to card 12 for card 40.
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import CardInPlay, GameState, Region
from .victory import check_ousts
from .zones import (
    add_blood,
    add_corruption,
    attach,
    burn,
    burn_corruption,
    draw,
    gain_pool,
    lock,
    lose_blood,
    lose_pool,
    move,
    shuffle,
    take_control,
    unlock,
)

PREFIX = "judge"

# What each verb needs: a card (c), a seat (s), an amount (n), a region (r), a host (h).
VERBS: dict[str, str] = {
    "pool": "sn",  # +/- pool of a Methuselah
    "blood": "cn",  # +/- blood, life or counters on a card (1.5.2: a vampire's excess drains)
    "lock": "c",
    "unlock": "c",
    "burn": "c",  # 1.1.2: to its owner's ash heap, with what is on it
    "move": "cr",  # any card to any of its owner's regions (a crypt card to uncontrolled...)
    "attach": "ch",  # put a card on a minion (equipment, retainers, cards "put on")
    "control": "cs",  # take control of a card in play
    "draw": "sn",  # from the top of her library
    "discard": "c",  # a card from hand, chosen by its owner
    "reveal": "c",  # show a card to everyone
    "shuffle": "sr",  # her library or crypt
    "corruption": "csn",  # +/- a Methuselah's corruption counters on a minion
}

_IN_PLAY = (
    Region.READY,
    Region.TORPOR,
    Region.IN_PLAY,
    Region.ON_CARD,
    Region.UNCONTROLLED,
    Region.INCAPACITATED,
)
_HIDDEN = (Region.LIBRARY, Region.CRYPT, Region.HAND)
# Where a judge may move a card (1.3): a crypt card or a library card, each to its own regions.
CRYPT_REGIONS = (
    Region.CRYPT,
    Region.UNCONTROLLED,
    Region.READY,
    Region.TORPOR,
    Region.ASH_HEAP,
    Region.REMOVED,
    Region.INCAPACITATED,  # imbued appendix 5
)
LIBRARY_REGIONS = (
    Region.LIBRARY,
    Region.HAND,
    Region.IN_PLAY,
    Region.READY,
    Region.ASH_HEAP,
    Region.REMOVED,
)


class JudgeError(ValueError):
    """A command that cannot be carried out now; the message says why, in one line."""


@dataclass(frozen=True, slots=True)
class Command:
    """One judge command: who gives it, what it does, on what."""

    seat: int
    verb: str
    card: int | None = None
    target_seat: int | None = None
    amount: int = 0
    region: Region | None = None
    host: int | None = None
    because: int | None = None  # the card whose text asked for it

    @property
    def id(self) -> str:
        parts = [PREFIX, str(self.seat), self.verb]
        for tag, value in (("c", self.card), ("s", self.target_seat), ("h", self.host)):
            if value is not None:
                parts.append(f"{tag}{value}")
        if "n" in VERBS[self.verb]:
            parts.append(f"n{self.amount}")
        if self.region is not None:
            parts.append(f"r={self.region.value}")
        if self.because is not None:
            parts.append(f"b{self.because}")
        return "/".join(parts)


def is_command(choice_id: str) -> bool:
    return choice_id.startswith(PREFIX + "/")


def parse(command_id: str) -> Command:
    """The command an id names; raises JudgeError naming what is wrong."""
    parts = command_id.split("/")
    if len(parts) < 3 or parts[0] != PREFIX:
        raise JudgeError(f"{command_id!r} is not a judge command (judge/<seat>/<verb>/...)")
    seat, verb = parts[1], parts[2]
    if not seat.isdigit():
        raise JudgeError(f"{command_id!r}: the seat must be a number")
    if verb not in VERBS:
        raise JudgeError(f"{command_id!r}: unknown verb {verb!r} (one of {', '.join(VERBS)})")
    values: dict[str, object] = {}
    for part in parts[3:]:
        tag, value = part[:1], part[1:]
        try:
            if tag == "r":
                values["region"] = Region(value.removeprefix("="))
            elif tag in _NUMBERS:
                values[_NUMBERS[tag]] = int(value)
            else:
                raise ValueError(part)
        except ValueError:
            raise JudgeError(f"{command_id!r}: cannot read {part!r}") from None
    command = Command(int(seat), verb, **values)  # type: ignore[arg-type]
    needed = {"c": command.card, "s": command.target_seat, "r": command.region, "h": command.host}
    missing = [tag for tag in VERBS[verb] if tag in needed and needed[tag] is None]
    if missing:
        raise JudgeError(f"{command_id!r}: {verb} needs {', '.join(missing)}")
    return command


# The tags of an id that carry a number, and the command's field each one fills.
_NUMBERS = {"c": "card", "s": "target_seat", "h": "host", "b": "because", "n": "amount"}


def carry_out(state: GameState, command: Command) -> None:
    """Check the command against the table, then carry it out through the mutation API and log
    it; raises JudgeError (nothing changed) when it cannot be done."""
    who = state.players[_seat(state, command.seat)].name
    why = ""
    if command.because is not None:
        why = f" (for {_card(state, command.because).name})"
    text = _CARRY_OUT[command.verb](state, command)
    state.log_line(f"Judge ({who}){why}: {text}", "1.4", command.seat)
    check_ousts(state)


def _card(state: GameState, uid: int | None) -> CardInPlay:
    card = state.cards.get(uid) if uid is not None else None
    if card is None:
        raise JudgeError(f"there is no card {uid}")
    return card


def _seat(state: GameState, seat: int | None) -> int:
    if seat is None or not 0 <= seat < len(state.players) or state.players[seat].ousted:
        raise JudgeError(f"seat {seat} is not a Methuselah in the game")
    return seat


def _in_play(state: GameState, command: Command) -> CardInPlay:
    card = _card(state, command.card)
    if card.region not in _IN_PLAY:
        raise JudgeError(f"{_shown(card)} is not in play")
    return card


def _shown(card: CardInPlay) -> str:
    """A card's name as everyone may see it (2.3: face-down and hidden cards are not named)."""
    if card.face_down or card.region in _HIDDEN:
        return f"a card in {card.region.value}"
    return card.name


def _pool(state: GameState, command: Command) -> str:
    seat = _seat(state, command.target_seat)
    if command.amount >= 0:
        gain_pool(state, seat, command.amount)
    else:
        lose_pool(state, seat, -command.amount)
    return f"{state.players[seat].name} {command.amount:+d} pool"


def _blood(state: GameState, command: Command) -> str:
    card = _in_play(state, command)
    if command.amount >= 0:
        added = add_blood(state, card, command.amount)
        drained = (
            f" ({command.amount - added} drained off, 1.5.2)" if added < command.amount else ""
        )
        return f"{_shown(card)} +{added} blood{drained}"
    if not card.blood:
        raise JudgeError(f"{_shown(card)} has no blood, life or counters to remove")
    lost = lose_blood(state, card, -command.amount)
    if card.blood == 0 and not card.is_vampire and card.card.life is not None:
        burn(state, card)  # an ally or retainer with no life left is burned (6.4.6)
        return f"{card.name} -{lost} life: burned"
    return f"{_shown(card)} -{lost} blood"


def _lock(state: GameState, command: Command) -> str:
    card = _in_play(state, command)
    lock(state, card)
    return f"{_shown(card)} is locked"


def _unlock(state: GameState, command: Command) -> str:
    card = _in_play(state, command)
    unlock(state, card)
    return f"{_shown(card)} is unlocked"


def _burn(state: GameState, command: Command) -> str:
    card = _card(state, command.card)
    if card.region in (Region.ASH_HEAP, Region.REMOVED):
        raise JudgeError(f"{card.name} is already out of play")
    name = _shown(card)
    burn(state, card)
    return f"{name} is burned"


def _move(state: GameState, command: Command) -> str:
    card = _card(state, command.card)
    region = command.region
    assert region is not None
    allowed = CRYPT_REGIONS if card.card.is_crypt else LIBRARY_REGIONS
    if region not in allowed:
        kind = "crypt" if card.card.is_crypt else "library"
        raise JudgeError(f"a {kind} card cannot go to {region.value}")
    origin = card.region
    # 2.3: the card is named to everyone when it is seen before or after the move.
    seen = None if card.face_down or origin in _HIDDEN else card.name
    card.face_down = region is Region.UNCONTROLLED and origin is Region.CRYPT
    move(state, card, region, top=region in (Region.LIBRARY, Region.CRYPT))
    if seen is None and not (card.face_down or region in _HIDDEN):
        seen = card.name
    if seen is None:
        state.log_line(f"Judge: {card.name} to {region.value}", "1.4", private_to=card.owner)
        down = ", face down" if card.face_down else ""
        return f"a card from {origin.value} to {region.value}{down}"
    return f"{seen} from {origin.value} to {region.value}"


def _attach(state: GameState, command: Command) -> str:
    card = _card(state, command.card)
    host = _card(state, command.host)
    if host.region not in (Region.READY, Region.TORPOR) or host is card:
        raise JudgeError(f"{_shown(host)} is not a minion in play")
    attach(state, card, host)
    return f"{card.name} is put on {host.name}"


def _control(state: GameState, command: Command) -> str:
    card = _in_play(state, command)
    seat = _seat(state, command.target_seat)
    if card.region is Region.UNCONTROLLED:
        raise JudgeError(f"{_shown(card)} is not controlled")
    take_control(state, card, seat)
    return f"{state.players[seat].name} takes control of {card.name}"


def _draw(state: GameState, command: Command) -> str:
    seat = _seat(state, command.target_seat)
    if command.amount < 1:
        raise JudgeError("draw at least 1 card")
    draw(state, seat, command.amount)
    return f"{state.players[seat].name} draws {command.amount}"


def _discard(state: GameState, command: Command) -> str:
    card = _card(state, command.card)
    if card.region is not Region.HAND:
        raise JudgeError(f"{_shown(card)} is not in a hand")
    if card.owner != command.seat:
        raise JudgeError("only its owner chooses the card she discards")
    move(state, card, Region.ASH_HEAP)
    return f"{state.players[card.owner].name} discards {card.name}"


def _reveal(state: GameState, command: Command) -> str:
    card = _card(state, command.card)
    if card.region in _HIDDEN and card.owner != command.seat:
        raise JudgeError("only its owner reveals a hidden card")
    return f"reveals {card.name} ({card.region.value})"


def _shuffle(state: GameState, command: Command) -> str:
    seat = _seat(state, command.target_seat)
    if command.region not in (Region.LIBRARY, Region.CRYPT):
        raise JudgeError("shuffle a library or a crypt")
    player = state.players[seat]
    shuffle(state, player.region(command.region))
    return f"{player.name} shuffles her {command.region.value}"


def _corruption(state: GameState, command: Command) -> str:
    card = _in_play(state, command)
    seat = _seat(state, command.target_seat)
    whose = state.players[seat].name
    if not card.is_minion or card.region is Region.UNCONTROLLED:
        raise JudgeError(f"{_shown(card)} is not a minion in play")
    if command.amount >= 0:
        add_corruption(state, card, seat, command.amount)
        return f"{card.name} +{command.amount} of {whose}'s corruption counters"
    if not card.corruption.get(seat):
        raise JudgeError(f"{card.name} has none of {whose}'s corruption counters")
    burned = burn_corruption(state, card, seat, -command.amount)
    return f"{card.name} -{burned} of {whose}'s corruption counters"


_CARRY_OUT = {
    "pool": _pool,
    "blood": _blood,
    "lock": _lock,
    "unlock": _unlock,
    "burn": _burn,
    "move": _move,
    "attach": _attach,
    "control": _control,
    "draw": _draw,
    "discard": _discard,
    "reveal": _reveal,
    "shuffle": _shuffle,
    "corruption": _corruption,
}
