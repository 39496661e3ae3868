"""Provides the words of cards about the Red List (11): a minion made Red List by an action
card; carried out by rules/red_list_cards.py."""

from dataclasses import dataclass
from typing import ClassVar

from .vocabulary import Effect, Target


@dataclass(frozen=True, slots=True)
class MakeRedList(Effect):
    """Ⓓ The minion the action card is announced against (``target``) becomes Red List (11);
    ``bars_target``: "That minion may not attempt to block this action" (the Red List card)."""

    word: ClassVar[str] = "make_red_list"
    target: Target = "others_ally_or_younger_vampire"
    bars_target: bool = False


@dataclass(frozen=True, slots=True)
class MovesCardAtUnlock(Effect):
    """A vampire's: "If this vampire is ready during your unlock phase and ``card`` is in
    play, you may move it to any ready vampire" (Jayne Jonestown: the Society of Leopold);
    carried out by the handler ``moves_card_at_unlock`` (rules/vampire_unlock.py)."""

    word: ClassVar[str] = "moves_card_at_unlock"
    card: str


@dataclass(frozen=True, slots=True)
class UnlockToBlock(Effect):
    """In play on a vampire: "Once each action, this vampire can burn N blood to unlock and
    attempt to block" (Trophy: Domain); offered with the block decision (rules/blocks.py)."""

    word: ClassVar[str] = "unlock_to_block"
    blood: int = 1


@dataclass(frozen=True, slots=True)
class NoLongerRedList(Effect):
    """Choose a Red List minion (anyone's, as the action resolves): he is no longer Red List
    (Priority Shift)."""

    word: ClassVar[str] = "no_longer_red_list"


RED_LIST_WORDS: tuple[type[Effect], ...] = (
    MakeRedList,
    MovesCardAtUnlock,
    UnlockToBlock,
    NoLongerRedList,
)
