"""Provides the words of a fifth set of tournament vampires' abilities (defs/vampires_five.toml):
the costs and effects their abilities pay and carry out (rules/vampire_five.py)."""

from dataclasses import dataclass
from typing import ClassVar

from .vocabulary import Effect


@dataclass(frozen=True, slots=True)
class BurnEdge(Effect):
    """Among an ability's effects, its cost: burn the Edge (1.6.4), which the ability's
    ``edge`` limit makes sure she has ("you can burn the Edge to unlock Kalinda")."""

    word: ClassVar[str] = "burn_edge"


@dataclass(frozen=True, slots=True)
class PoolTitle(Effect):
    """A vampire's: as he enters play, his Methuselah may pay ``pool`` to give him ``title``
    (4.2; ``unique``: its unique form, "" for one many can have; ``words``: how the option
    names it), one of several ("pay 1 pool to make him a primogen, 2 pool to make him Prince
    of Paris", Victor Pelletier; read by the handler ``title_for_pool``)."""

    word: ClassVar[str] = "pool_title"
    pool: int
    title: str
    unique: str = ""
    words: str = ""


@dataclass(frozen=True, slots=True)
class CostsMore(Effect):
    """A minion's: the cards requiring ``discipline`` cost him ``amount`` additional blood
    (1.6.1.3), those of ``card_type``, or the strike cards (``strike``: a strike at a level
    requiring the Discipline) ("Action cards and strike cards that require Celerity [cel]
    cost Antoinette an additional blood": two words)."""

    word: ClassVar[str] = "costs_more"
    discipline: str
    amount: int = 1
    card_type: str = ""
    strike: bool = False


@dataclass(frozen=True, slots=True)
class RevealLibraryTop(Effect):
    """Among a minion's ability's effects: reveal the top card of your library; a master card
    costs him ``master_blood`` blood, another card gives him ``stealth`` (Gathii)."""

    word: ClassVar[str] = "reveal_library_top"
    master_blood: int = 1
    stealth: int = 1


@dataclass(frozen=True, slots=True)
class ClanBleeds(Effect):
    """A vampire's: while he is ready, the bleed actions of any vampire of ``clan`` (anyone's)
    cost ``blood`` additional blood, paid as they succeed, and get ``stealth`` ("While
    Tryphosa is ready, any Malkavian's bleed actions cost 1 additional blood and get +1
    stealth"; found by the handler ``clan_bleeds``)."""

    word: ClassVar[str] = "clan_bleeds"
    clan: str
    blood: int = 0
    stealth: int = 0


@dataclass(frozen=True, slots=True)
class DiscardForIntercept(Effect):
    """Among a minion's ability's effects: discard X cards of ``card_type`` (X at least 1, of
    her choice, all at once, then replaced: 1.6.1.2) to get +X intercept ("Angelica can
    discard X master cards to get +X intercept")."""

    word: ClassVar[str] = "discard_for_intercept"
    card_type: str


@dataclass(frozen=True, slots=True)
class NoBlockOf(Effect):
    """A minion's: he cannot attempt to block some acting minions (6.2.2): ``older`` vampires
    (1.5.2: a higher capacity: "Navar cannot block older vampires"), vampires of ``clan``
    ("He cannot block Nosferatu", Tyler McGill)."""

    word: ClassVar[str] = "no_block_of"
    older: bool = False
    clan: str = ""


@dataclass(frozen=True, slots=True)
class ClanChange(Effect):
    """A vampire's: during your unlock phase, a vampire of ``from_clan`` you control may burn
    ``blood`` to become of ``to_clan`` (``sterile`` too) and gain a level of ``discipline``
    ("a Gangrel antitribu you control may burn 1 blood to become a sterile Ahrimane and gain
    1 level of Spiritus [spi]", Muricia; found by the handler ``clan_change``)."""

    word: ClassVar[str] = "clan_change"
    from_clan: str
    to_clan: str
    discipline: str = ""
    sterile: bool = False
    blood: int = 1


VAMPIRE_FIVE_WORDS: tuple[type[Effect], ...] = (
    ClanChange,
    NoBlockOf,
    DiscardForIntercept,
    BurnEdge,
    PoolTitle,
    CostsMore,
    RevealLibraryTop,
    ClanBleeds,
)
