"""Cases for action cards, political actions, allies, retainers, equipment and events (6.1,
6.3): one per card and Discipline level."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import Case, card, logged, pool

from vtes_tui.rules.events import ActionBlocked, MinionUnlocked
from vtes_tui.rules.permanents import may_react, strength, votes_of
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer
from vtes_tui.sequencer.view import view

MINION = {"phase": "minion", "turn": 5}
BOB = {"name": "Bob", "ready": []}
CAROL = {"name": "Carol", "ready": []}


def _acting(
    vampire: str, hand: list[str], blood: int = 4, attached: list[str] | None = None, **more: Any
) -> dict:
    ready = [{"card": vampire, "blood": blood, "attached": attached or []}]
    return {"name": "Alice", "ready": ready, "hand": hand, **more}


def _blocker(vampire: str, blood: int = 4, attached: list[str] | None = None) -> dict:
    return {"name": "Bob", "ready": [{"card": vampire, "blood": blood, "attached": attached or []}]}


def _blocked(seq: Sequencer) -> bool:
    return any(isinstance(e, ActionBlocked) for e in seq.state.events)


# -- bleed actions (6.1.1, 6.1.6) -------------------------------------------------------------


def _bled_for_2(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 2  # a bleed of 1, +1


def _bled_for_3(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 3  # a bleed of 1, +2


def _govern_dom(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 3  # a bleed of 1, +2
    assert card(seq.state, "Alice Chen").blood == 3  # 1 blood paid


def _younger_gains(actor: str, amount: int, paid: int) -> Any:
    def check(seq: Sequencer) -> None:
        assert card(seq.state, "Aleph").blood == amount  # the younger uncontrolled vampire
        assert card(seq.state, actor).blood == 4 - paid

    return check


# -- equipment and retainers (6.1.3, 6.1.4, 6.4.5) ----------------------------------------------------


def _long_range_damage(amount: int) -> Any:
    """The weapon's optional maneuver took the combat to long range; only its strike reaches."""

    def check(seq: Sequencer) -> None:
        assert card(seq.state, "Aleph").blood == 4 - amount
        assert card(seq.state, "Alice Chen").blood == 4

    return check


def _aggravated(seq: Sequencer) -> None:
    # 6.4.6: aggravated damage cannot be healed: the blocker goes to torpor.
    assert card(seq.state, "Aleph").region is Region.TORPOR
    assert card(seq.state, "Aleph").blood == 4
    assert card(seq.state, "Alice Chen").blood == 3  # the blocker's hand strike


def _blocked_by_intercept(seq: Sequencer) -> None:
    assert _blocked(seq)


def _raven_spy_ani(seq: Sequencer) -> None:
    spy = card(seq.state, "Raven Spy")
    assert spy.host is card(seq.state, "Ángel Guerrero")
    assert spy.blood == 2  # [ANI]: 2 life
    assert card(seq.state, "Ángel Guerrero").blood == 3  # 1 blood paid


def _preternatural(actor: str, total: int) -> Any:
    def check(seq: Sequencer) -> None:
        vampire = card(seq.state, actor)
        assert card(seq.state, "Preternatural Strength").host is vampire
        assert strength(seq.state, vampire) == total
        assert vampire.blood == 3  # 1 blood paid

    return check


def _bled_for_3_and_gained(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 3  # a bleed of 1, +2
    assert pool(seq, 0) == 31  # [PRE]: gain 1 pool, the bleed was successful


# -- political actions (6.3) ------------------------------------------------------------------


def _kine(seq: Sequencer) -> None:
    assert [pool(seq, s) for s in range(3)] == [30, 28, 28]


def _ancilla(seq: Sequencer) -> None:
    assert [pool(seq, s) for s in range(3)] == [29, 28, 30]  # minions: 1, 2, 0


def _boon(seq: Sequencer) -> None:
    assert [pool(seq, s) for s in range(3)] == [31, 32, 30]  # Ventrue: 1, 2, 0 (a Malkavian)


def _agitation(seq: Sequencer) -> None:
    assert [pool(seq, s) for s in range(3)] == [30, 28, 29]  # 3 Methuselahs: 3 points


def _iron_fist(seq: Sequencer) -> None:
    assert [pool(seq, s) for s in range(3)] == [29, 26, 31]  # Carol chosen: she gains 1
    assert card(seq.state, "Alice Chen").blood == 3  # 1 blood paid


def _not_called(name: str) -> Callable[[Sequencer], None]:
    """A check: with one opponent left, the political action is not offered (rulings, LSJ
    20100129: "Cannot be played if there is only one opponent left")."""

    def check(seq: Sequencer) -> None:
        assert seq.prompt is not None and seq.prompt.kind == "action"
        assert any(o.key == "bleed" for o in seq.prompt.options)  # the minion could act
        assert not [o.label for o in seq.prompt.options if name in o.label]

    check.__name__ = "_not_called_with_one_opponent"
    return check


def _parity(seq: Sequencer) -> None:
    assert [pool(seq, s) for s in range(3)] == [22, 27, 26]  # 3 of Bob's pool


def _expelled(seq: Sequencer) -> None:
    aleph = card(seq.state, "Aleph")
    assert not may_react(seq.state, aleph)
    assert not may_react(seq.state, card(seq.state, "Akram"))  # Alice's own, chosen too
    # Aleph declined to block the political action; he was never offered to block the bleed.
    declined = [e for e in seq.state.log if e.text == "Bob declines to block"]
    assert len(declined) == 1
    assert pool(seq, 1) == 29


def _bled_carol(amount: int) -> Any:
    def check(seq: Sequencer) -> None:
        assert [pool(seq, s) for s in range(3)] == [31, 30, 30 - amount]  # and gain 1 pool

    return check


def _stolen(seq: Sequencer) -> None:
    ally = card(seq.state, "Rafastio Ghoul")
    assert ally.controller == 0 and ally in seq.state.players[0].ready


def _thing(seq: Sequencer) -> None:
    assert card(seq.state, "Badger").blood == 2  # the Gangrel
    assert card(seq.state, "Aleph").blood == 0


def _rushed(seq: Sequencer) -> None:
    # The optional maneuver took the combat to long range, where hand strikes do not reach.
    assert logged(seq, "Alice Chen and Aleph enter combat")
    assert logged(seq, "Alice Chen maneuvers to long range")
    assert card(seq.state, "Aleph").blood == 4
    assert card(seq.state, "Alice Chen").blood == 4


def _deep_song(seq: Sequencer) -> None:
    aleph = card(seq.state, "Aleph")
    assert aleph.locked
    assert logged(seq, "Aleph and Ángel Guerrero enter combat")  # Aleph is the acting minion
    assert aleph.blood == 3 and card(seq.state, "Ángel Guerrero").blood == 3


def _smith(actor: str) -> Any:
    def check(seq: Sequencer) -> None:
        vampire = card(seq.state, actor)
        assert card(seq.state, ".44 Magnum").host is vampire
        assert vampire.blood == 3  # Magic of the Smith's 1 blood
        assert pool(seq, 0) == 28  # the .44 Magnum's 2 pool

    return check


def _shroud_obl(seq: Sequencer) -> None:
    bob = seq.state.players[1]
    assert bob.pool == 27
    assert len(bob.removed) == 7 and [c.name for c in bob.ash_heap] == ["Choir"]
    assert "Bonding" in [c.name for c in bob.removed]


def _shroud_obl_heap() -> dict:
    return {"name": "Bob", "ready": [], "ash_heap": ["Bonding"] + ["Choir"] * 7}


def _discarded(*names: str) -> Any:
    def check(seq: Sequencer) -> None:
        bob = seq.state.players[1]
        assert sorted(c.name for c in bob.ash_heap) == sorted(names)
        assert len(bob.hand) == 7  # 1.6.1.2: drawn back up at once

    return check


def _shroud_obl_bleed(seq: Sequencer) -> None:
    _discarded("Bonding", "Conditioning")(seq)
    assert pool(seq, 1) == 28


SMITH_LIBRARY = ["Choir"] * 10 + [".44 Magnum"] + ["Choir"] * 10
BOB_HAND = {"name": "Bob", "ready": [], "hand": ["Conditioning", "Bonding", "Confusion"]}


def _sabotage(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert [c.name for c in alice.in_play] == ["Creeping Sabotage"] * 2
    assert card(seq.state, "Agrippina").blood == 3  # X = 1: one copy already in play
    assert pool(seq, 1) == 30 - 2 - 1  # 1 pool for each copy in Alice's unlock phase, a bleed


def _gate(seq: Sequencer) -> None:
    gate = card(seq.state, "The Gate of Acheron")
    assert gate.region is Region.IN_PLAY
    # 1 counter, +1 in Alice's unlock phase, +1 by Hiromitsu Asano's action.
    assert gate.blood == 3
    assert pool(seq, 1) == 29  # in Bob's unlock phase: 1 counter, 1 pool burned
    assert [c.name for c in seq.state.players[1].ash_heap] == ["Choir"]  # not removed


def _pit(seq: Sequencer) -> None:
    angel = card(seq.state, "Angel")
    assert angel.region is Region.UNCONTROLLED and angel.controller == 1
    assert card(seq.state, "Pit of Contemplation").region is Region.ASH_HEAP


def _open_hand(seq: Sequencer) -> None:
    assert card(seq.state, "Revelations").region is Region.IN_PLAY
    bob = view(seq.state, 0)["players"][1]
    assert [c["name"] for c in bob["hand"]] == ["Conditioning", "Bonding", "Confusion"]


def _angel() -> dict:
    return {"card": "Angel", "blood": 2}


HECATA = {
    "name": "Alice",
    "ready": [
        {"card": "Hiromitsu Asano", "blood": 4},
        {"card": "Gebeyehu Abdu", "blood": 4},
        {"card": "Monica Giovanni", "blood": 4},
    ],
}


def _banished(seq: Sequencer) -> None:
    aleph = card(seq.state, "Aleph")
    assert aleph.region is Region.UNCONTROLLED and aleph.controller == 1
    assert aleph.blood == 4 and [c.name for c in aleph.attached] == ["Sport Bike"]


def _crows(seq: Sequencer) -> None:
    assert logged(seq, "Aleph takes 1 environmental damage")
    assert card(seq.state, "Aleph").blood == 4 - 2  # Alice Chen's hand strike and the crows
    assert card(seq.state, "Alice Chen").blood == 3


def _crows_ani(seq: Sequencer) -> None:
    crows = card(seq.state, "Murder of Crows")
    assert crows.host is card(seq.state, "Ángel Guerrero") and crows.blood == 2


def _justicar(seq: Sequencer) -> None:
    felicia = card(seq.state, "Felicia Mostrom")
    assert card(seq.state, "Toreador Justicar").host is felicia
    assert felicia.title == "Justicar" and felicia.card.votes == 0
    # In the referendum, each ready Toreador had +1 vote: Bob's cast his against.
    assert logged(seq, "Bob casts Dorian Strack's 1 vote against")
    assert votes_of(seq.state, card(seq.state, "Dorian Strack")) == 0  # only in it


def _heart(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert [c.name for c in alice.hand] == ["Dodge"]
    assert [c.name for c in alice.library[-3:]] == ["Conditioning", "Bonding", "Confusion"]


def _corpse(seq: Sequencer) -> None:
    assert logged(seq, "Aggressive Corpse and Aleph enter combat")
    assert card(seq.state, "Aleph").blood == 4 - 2  # its strength 2: Aleph's dodge fails
    assert card(seq.state, "Aggressive Corpse").blood == 3


def _hordes(actor: str, life: int) -> Any:
    def check(seq: Sequencer) -> None:
        hordes = card(seq.state, "Shambling Hordes")
        assert hordes.region is Region.UNCONTROLLED and hordes.blood == life
        assert strength(seq.state, hordes) == life  # +1 strength for each life
        assert [c.name for c in seq.state.players[0].removed] == ["Aleph"]
        assert card(seq.state, actor).blood == 5 - 3

    return check


def _servitor_burned(actor: str) -> Any:
    def check(seq: Sequencer) -> None:
        assert pool(seq, 1) == 29  # the ally bled the turn it was recruited
        assert logged(seq, f"{actor} unlocks")  # his first recruit ally action this turn
        ally = next(c for c in seq.state.cards.values() if c.card.name == SERVITOR_NAMES[actor])
        assert ally.region is Region.ASH_HEAP  # burned in Alice's next unlock phase

    return check


def _servitor_kept(seq: Sequencer) -> None:
    assert card(seq.state, "Spectral Servitor").region is Region.READY
    assert pool(seq, 0) == 30 + 1 - 1  # the Edge's 1 pool; 1 pool instead of burning it
    assert pool(seq, 1) == 29


SERVITOR_NAMES = {
    "Braden White": "Spectral Servitor",
    "Black Wallace": "Nocturn",
}


def _recruiter(vampire: str, ally: str, blood: int = 4, **more: Any) -> dict:
    return _acting(vampire, [ally], blood=blood, **more)


def _puppet(seq: Sequencer) -> None:
    aleph = card(seq.state, "Aleph")
    # Held locked through Bob's unlock phase, unlocked in Alice's next minion phase.
    unlocked = [e for e in seq.state.events if isinstance(e, MinionUnlocked) and e.card is aleph]
    assert len(unlocked) == 1
    assert aleph.controller == 0  # Alice's until the end of her turn: he bled Bob for her
    assert pool(seq, 1) == 29
    assert card(seq.state, "Puppet Master").region is Region.ASH_HEAP


def _legion(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    legion = [c for c in alice.ready if c.name == "Emerald Legionnaire"]
    assert sorted(c.blood for c in legion) == [2, 2]
    assert [c.name for c in alice.removed] == ["Choir"] * 7
    assert [c.name for c in alice.ash_heap] == ["Choir"]


def _embraced(seq: Sequencer) -> None:
    childe = card(seq.state, "The Embrace")
    assert childe.region is Region.READY and childe.controller == 0
    assert childe.is_vampire and childe.capacity == 1
    assert childe.card.clans == ("Ventrue",) and childe.sect == "Camarilla"
    assert childe.blood == 1  # it had to hunt this turn
    assert card(seq.state, "Alice Chen").blood == 2  # 2 blood paid


def _bonds_locked(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29
    assert card(seq.state, "Aleph").locked


def _bonds_blood(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29
    assert card(seq.state, "Aleph").blood == 1  # in Alice's uncontrolled region


def _bled_for_1(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29


def _reckless(seq: Sequencer) -> None:
    assert [pool(seq, s) for s in range(3)] == [30, 27, 27]
    assert card(seq.state, "Aluc Romas de Leon").blood == 2  # 2 blood paid


def _stranglehold(seq: Sequencer) -> None:
    # Alice: Emerson Bridges (8) and Cardano (9); Bob: Aleph (4).
    assert [pool(seq, s) for s in range(2)] == [36, 30]


def _reins(seq: Sequencer) -> None:
    # Each gains 6, then burns the capacity of her predator's chosen vampire.
    assert [pool(seq, s) for s in range(2)] == [30 + 6 - 4, 30 + 6 - 7]


def _ancient(seq: Sequencer) -> None:
    # Each gains her chosen vampire's capacity, then burns 5.
    assert [pool(seq, s) for s in range(2)] == [30 + 7 - 5, 30 + 4 - 5]


def _bled_for_2_and_gained(seq: Sequencer) -> None:
    assert pool(seq, 1) == 28 and pool(seq, 0) == 31


def _trust(seq: Sequencer) -> None:
    _bled_for_3(seq)
    assert card(seq.state, "Aleph").blood == 1


def _art_scam(seq: Sequencer) -> None:
    assert pool(seq, 0) == 32


def _flurry(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert pool(seq, 1) == 29
    names = sorted(c.name for c in alice.ash_heap)
    assert names == ["Bonding", "Confusion", "Flurry of Action"]
    assert len(alice.hand) == 7  # drew two, discarded two


def _flurry_sup(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29
    assert not card(seq.state, "Anvil").locked


FLURRY_LIBRARY = ["Bonding", "Confusion"] + ["Choir"] * 20


def _graverobbed(region: Region, blood: int) -> Any:
    def check(seq: Sequencer) -> None:
        aleph = card(seq.state, "Aleph")
        assert aleph.controller == 0 and aleph.region is region
        assert seq.state.players[0].region(region)[-1] is aleph
        assert card(seq.state, "Andi Liu" if blood == 2 else "Alice Chen").blood == blood

    return check


def _far_mastery(thief: str, stolen: str) -> Any:
    def check(seq: Sequencer) -> None:
        taken = card(seq.state, stolen)
        assert taken.controller == 0
        if taken.region is Region.ON_CARD:
            assert taken.host is card(seq.state, thief)  # the retainer goes on the thief
        assert card(seq.state, thief).blood == 3

    return check


def _location_stolen(seq: Sequencer) -> None:
    ground = card(seq.state, "Academic Hunting Ground")
    assert ground.controller == 0 and ground in seq.state.players[0].in_play


def _pool_stolen(seq: Sequencer) -> None:
    assert [pool(seq, s) for s in range(3)] == [31, 30, 29]


def _brawl(seq: Sequencer) -> None:
    assert logged(seq, "Atiena and Aleph enter combat")


def _rats(seq: Sequencer) -> None:
    assert [c.name for c in seq.state.players[0].in_play] == ["Army of Rats"] * 2
    assert pool(seq, 1) == 30 - 1 - 1  # only 1 pool with Army of Rats cards; a bleed


def _bowl(seq: Sequencer) -> None:
    assert _blocked(seq)
    # 1 blood burned for +1 intercept, 1 damage in the combat that followed the block.
    assert card(seq.state, "Aleph").blood == 4 - 1 - 1


def _aranthebes(seq: Sequencer) -> None:
    assert card(seq.state, "Aranthebes, The Immortal") in seq.state.players[0].in_play
    assert pool(seq, 0) == 29  # its 1 pool; Aleph (capacity 4) bled Alice for 1 - 1 = 0
    assert seq.state.edge is None


def _justicar_of(vampire: str, card_name: str) -> Any:
    def check(seq: Sequencer) -> None:
        chosen = card(seq.state, vampire)
        assert card(seq.state, card_name).host is chosen and chosen.title == "Justicar"
        assert logged(seq, f"Alice casts {vampire}'s 1 vote for")  # +1 vote for the clan

    return check


def _justicar_case(clan: str, vampire: str, chosen_words: str) -> Case:
    name = f"{clan} Justicar"
    return Case(
        name,
        "",
        f"Choose a ready {chosen_words}; each of the clan gets +1 vote; passed, the card "
        "represents the title on the chosen one.",
        [_acting(vampire, [name], blood=2), BOB],  # 2: Almiro Suarez has capacity 2 (1.5.2)
        [
            ("political", f"calls {name}"),
            ("vote-for", f"{name}'s 1 vote"),
            ("vote-for", f"{vampire}'s 1 vote"),
        ],
        _justicar_of(vampire, name),
        MINION,
    )


def _illegalism_cel(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29
    assert not card(seq.state, "Atiena").locked  # unlocked: the bleed was successful


def _nocturn_again(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert [c.name for c in alice.ready].count("Nocturn") == 2
    emory = card(seq.state, "Andrew Emory")
    assert emory.blood == 4 - 1 - 2  # 1 blood, then 1 more the second time
    assert emory.locked  # unlocked by the first recruit only


def _restored(actor: str, blood: int) -> Any:
    def check(seq: Sequencer) -> None:
        assert card(seq.state, actor).blood == blood

    return check


def _hospitality(seq: Sequencer) -> None:
    assert card(seq.state, "Amelia Locke").blood == 1 + 4
    assert card(seq.state, "Alice Chen").blood == 3


def _dark_mirror(seq: Sequencer) -> None:
    assert pool(seq, 0) == 32


def _autarkis(seq: Sequencer) -> None:
    assert [pool(seq, s) for s in range(3)] == [31, 32, 30]  # minions: 1, 2, 0


def _domain_challenge(seq: Sequencer) -> None:
    # Alice Chen locked by calling it; Bob's Amelia Locke locked, Brock Sterling not.
    assert [pool(seq, s) for s in range(3)] == [29, 29, 30]


def _ambushed(actor: str) -> Any:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{actor} and Aleph enter combat")
        assert logged(seq, f"{actor} maneuvers to long range")

    return check


LOCKED_ALEPH = {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4, "locked": True}]}
LOCKED_BOB = {
    "name": "Bob",
    "ready": [
        {"card": "Amelia Locke", "blood": 2, "locked": True},
        {"card": "Brock Sterling", "blood": 2},
    ],
}


def _rifle(seq: Sequencer) -> None:
    assert card(seq.state, "Amelia Locke").blood == 6 - 4  # 4R damage at long range
    assert card(seq.state, "Alice Chen").blood == 4


def _damaged(blood: int) -> Any:
    def check(seq: Sequencer) -> None:
        assert card(seq.state, "Aleph").blood == blood  # unpreventable damage healed with blood

    return check


def _media(seq: Sequencer) -> None:
    assert card(seq.state, "Amelia Locke").blood == 2  # unlocked: +1
    assert card(seq.state, "Amber").blood == 3  # the acting one, locked, paid 1


def _veiled(actor: str, hand: str, second: Any) -> dict:
    return {"name": "Alice", "ready": [{"card": actor, "blood": 4}, second], "hand": [hand]}


def _possessed(region: Region, blood: int) -> Any:
    def check(seq: Sequencer) -> None:
        aleph = card(seq.state, "Aleph")
        assert aleph.region is region and aleph.controller == 0 and aleph.blood == blood

    return check


def _kamut(seq: Sequencer) -> None:
    assert card(seq.state, "Banjoko").blood == 2  # the Black Hand vampire
    assert card(seq.state, "Aleph").blood == 0


def _caller(hand: list[str]) -> dict:
    return _acting("Alice Chen", hand)


TWO_VENTRUE = {
    "name": "Bob",
    "ready": [{"card": "Amelia Locke", "blood": 2}, {"card": "Brock Sterling", "blood": 2}],
}
MALKAVIAN = {"name": "Carol", "ready": [{"card": "Aleph", "blood": 2}]}

CASES = [
    Case(
        "Computer Hacking",
        "",
        "Ⓓ Bleed with +1 bleed.",
        [_acting("Aleph", ["Computer Hacking"]), BOB],
        [("card", "Aleph bleeds Bob for 2 with Computer Hacking")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Intimidation",
        "pre",
        "[pre] Ⓓ Bleed with +1 bleed.",
        [_acting("Allison Maller", ["Intimidation"]), BOB],
        [("card", "bleeds Bob for 2 with Intimidation [pre]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Intimidation",
        "PRE",
        "[PRE] Ⓓ Bleed with +2 bleed.",
        [_acting("Amber", ["Intimidation"]), BOB],
        [("card", "bleeds Bob for 3 with Intimidation [PRE]")],
        _bled_for_3,
        MINION,
    ),
    Case(
        "Govern the Unaligned",
        "dom",
        "[dom] Ⓓ Bleed with +2 bleed; it costs 1 blood.",
        [_acting("Alice Chen", ["Govern the Unaligned"]), BOB],
        [("card", "bleeds Bob for 3 with Govern the Unaligned [dom]")],
        _govern_dom,
        MINION,
    ),
    Case(
        "Govern the Unaligned",
        "DOM",
        "[DOM] Add 3 blood to a younger vampire in your uncontrolled region.",
        [_acting("Andi Liu", ["Govern the Unaligned"], uncontrolled=["Aleph"]), BOB],
        [("card", "Govern the Unaligned [DOM]")],
        _younger_gains("Andi Liu", 3, 1),
        MINION,
    ),
    Case(
        "Enchant Kindred",
        "pre",
        "[pre] Ⓓ Bleed with +1 bleed.",
        [_acting("Allison Maller", ["Enchant Kindred"]), BOB],
        [("card", "bleeds Bob for 2 with Enchant Kindred [pre]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Enchant Kindred",
        "PRE",
        "[PRE] Add 2 blood to a younger vampire in your uncontrolled region.",
        [_acting("Alice Chen", ["Enchant Kindred"], uncontrolled=["Amber", "Aleph"]), BOB],
        [("card", "Enchant Kindred [PRE]"), ("target", "Add 2 blood to Aleph")],
        _younger_gains("Alice Chen", 2, 0),
        MINION,
    ),
    Case(
        "Deep Song",
        "ani",
        "[ani] Ⓓ Bleed with +1 bleed.",
        [_acting("Accorri Giovanni", ["Deep Song"]), BOB],
        [("card", "bleeds Bob for 2 with Deep Song [ani]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Preternatural Strength",
        "pot",
        "[pot] Put this card on this vampire: +1 strength.",
        [_acting("Allison Maller", ["Preternatural Strength"]), BOB],
        [("card", "Preternatural Strength [pot]")],
        _preternatural("Allison Maller", 2),
        MINION,
    ),
    Case(
        "Preternatural Strength",
        "POT",
        "[POT] As above, but this vampire gets +2 strength.",
        [_acting("Agatha", ["Preternatural Strength"]), BOB],
        [("card", "Preternatural Strength [POT]")],
        _preternatural("Agatha", 3),
        MINION,
    ),
    Case(
        "Scouting Mission",
        "dom",
        "[dom] Ⓓ Bleed with +1 bleed.",
        [_acting("Aleph", ["Scouting Mission"]), BOB],
        [("card", "bleeds Bob for 2 with Scouting Mission [dom]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Scouting Mission",
        "DOM",
        "[DOM] Add 2 blood to a younger vampire in your uncontrolled region.",
        [_acting("Andi Liu", ["Scouting Mission"], uncontrolled=["Aleph"]), BOB],
        [("card", "Scouting Mission [DOM]")],
        _younger_gains("Andi Liu", 2, 0),
        MINION,
    ),
    Case(
        "Legal Manipulations",
        "pre",
        "[pre] Ⓓ Bleed with +2 bleed.",
        [_acting("Allison Maller", ["Legal Manipulations"]), BOB],
        [("card", "bleeds Bob for 3 with Legal Manipulations [pre]")],
        _bled_for_3,
        MINION,
    ),
    Case(
        "Legal Manipulations",
        "PRE",
        "[PRE] As above, and gain 1 pool if the bleed is successful.",
        [_acting("Amber", ["Legal Manipulations"]), BOB],
        [("card", "bleeds Bob for 3 with Legal Manipulations [PRE]")],
        _bled_for_3_and_gained,
        MINION,
    ),
    Case(
        ".44 Magnum",
        "",
        "Strike: 2R damage, with 1 optional maneuver each combat.",
        [_acting("Alice Chen", [], attached=[".44 Magnum"]), _blocker("Aleph")],
        [("bleed", "Alice Chen bleeds"), ("block", "Aleph"), ("maneuver", ".44 Magnum")],
        _long_range_damage(2),
        MINION,
    ),
    Case(
        "Submachine Gun",
        "",
        "3R damage each strike, with an optional maneuver each combat.",
        [_acting("Alice Chen", [], attached=["Submachine Gun"]), _blocker("Aleph")],
        [("bleed", "Alice Chen bleeds"), ("block", "Aleph"), ("maneuver", "Submachine Gun")],
        _long_range_damage(3),
        MINION,
    ),
    Case(
        "Ivory Bow",
        "",
        "Strike: 1R aggravated damage.",
        [_acting("Alice Chen", [], attached=["Ivory Bow"]), _blocker("Aleph")],
        [
            ("bleed", "Alice Chen bleeds"),
            ("block", "Aleph"),
            ("weapon", "Ivory Bow: 1R aggravated damage"),
        ],
        _aggravated,
        MINION,
    ),
    Case(
        "Sport Bike",
        "",
        "This minion gets +1 intercept.",
        [_acting("Alice Chen", []), _blocker("Aleph", attached=["Sport Bike"])],
        [("hunt", "Alice Chen hunts"), ("block", "Aleph (intercept 1 vs stealth 1: blocks)")],
        _blocked_by_intercept,
        MINION,
    ),
    Case(
        "Raven Spy",
        "ani",
        "[ani] The employer gets +1 intercept.",
        [_acting("Alice Chen", []), _blocker("Accorri Giovanni", attached=["Raven Spy"])],
        [("hunt", "Alice Chen hunts"), ("block", "Accorri Giovanni (intercept 1 vs stealth 1")],
        _blocked_by_intercept,
        MINION,
    ),
    Case(
        "Raven Spy",
        "ANI",
        "[ANI] As above, but Raven Spy has 2 life.",
        [_acting("Ángel Guerrero", ["Raven Spy"]), BOB],
        [("employ", "Raven Spy [ANI]")],
        _raven_spy_ani,
        MINION,
    ),
    Case(
        "Kine Resources Contested",
        "",
        "4 points among two or more Methuselahs; each burns 1 pool per point.",
        [_caller(["Kine Resources Contested"]), BOB, CAROL],
        [
            ("political", "calls Kine Resources Contested"),
            ("point", "on Bob"),
            ("point", "on Bob"),
            ("point", "on Carol"),
            ("point", "on Carol"),
            ("vote-for", "Kine Resources Contested"),
            ("done", "Done casting"),
        ],
        _kine,
        MINION,
    ),
    Case(
        "Ancilla Empowerment",
        "",
        "Each Methuselah burns 1 pool for each minion they control.",
        [_caller(["Ancilla Empowerment"]), TWO_VENTRUE, CAROL],
        [
            ("political", "calls Ancilla Empowerment"),
            ("vote-for", "Ancilla Empowerment"),
            ("done", "Done casting"),
        ],
        _ancilla,
        MINION,
    ),
    Case(
        "Consanguineous Boon",
        "",
        "Choose a clan: each Methuselah gains 1 pool for each vampire of it they control.",
        [_caller(["Consanguineous Boon"]), TWO_VENTRUE, MALKAVIAN],
        [
            ("political", "calls Consanguineous Boon"),
            ("clan", "Ventrue"),
            ("vote-for", "Consanguineous Boon"),
            ("done", "Done casting"),
        ],
        _boon,
        MINION,
    ),
    Case(
        "Conservative Agitation",
        "",
        "X points (the Methuselahs in the game) among two or more; 1 pool burned per point.",
        [_caller(["Conservative Agitation"]), BOB, CAROL],
        [
            ("political", "calls Conservative Agitation"),
            ("point", "on Bob"),
            ("point", "on Bob"),
            ("point", "on Carol"),
            ("vote-for", "Conservative Agitation"),
            ("done", "Done casting"),
        ],
        _agitation,
        MINION,
    ),
    Case(
        "Camarilla's Iron Fist",
        "",
        "Choose a Methuselah, 5 points among two or more others; she gains 1 pool.",
        [_caller(["Camarilla's Iron Fist"]), BOB, CAROL],
        [
            ("political", "calls Camarilla's Iron Fist"),
            ("methuselah", "Carol"),
            ("point", "on Bob"),
            ("point", "on Bob"),
            ("point", "on Bob"),
            ("point", "on Bob"),
            ("vote-for", "Camarilla's Iron Fist"),  # the last point had to go on Alice
            ("done", "Done casting"),
        ],
        _iron_fist,
        MINION,
    ),
    Case(
        "Camarilla's Iron Fist",
        "",
        '"Two or more other Methuselahs": not called with one opponent left.',
        [_caller(["Camarilla's Iron Fist"]), BOB],
        [],
        _not_called("Camarilla's Iron Fist"),
        MINION,
    ),
    Case(
        "Parity Shift",
        "",
        "3 pool of a Methuselah with more pool than you, among other Methuselahs.",
        [_caller(["Parity Shift"]) | {"pool": 20}, BOB, CAROL | {"pool": 25}],
        [
            ("political", "calls Parity Shift"),
            ("methuselah", "Bob"),
            ("point", "on Alice"),
            ("point", "on Alice"),
            ("point", "on Carol"),
            ("vote-for", "Parity Shift"),
            ("done", "Done casting"),
        ],
        _parity,
        MINION,
    ),
    Case(
        "Expulsion",
        "",
        "Up to two minions cannot play reactions, block or cast votes or ballots this turn.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Alice Chen", "blood": 4}, {"card": "Akram", "blood": 4}],
                "hand": ["Expulsion"],
            },
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        ],
        [
            ("political", "Alice Chen calls Expulsion"),
            ("minion", "Aleph"),
            ("minion", "Akram"),
            ("vote-for", "Expulsion"),
            ("done", "Done casting"),
            ("bleed", "Akram bleeds Bob"),
        ],
        _expelled,
        MINION,
    ),
    Case(
        "Kindred Spirits",
        "dem",
        "[dem] Ⓓ Bleed any Methuselah. Gain 1 pool if the bleed is successful.",
        [_acting("Adelaide Davis", ["Kindred Spirits"]), BOB, CAROL],
        [("card", "bleeds Carol for 1 with Kindred Spirits [dem]")],
        _bled_carol(1),
        MINION,
    ),
    Case(
        "Kindred Spirits",
        "DEM",
        "[DEM] As above, with +1 bleed.",
        [_acting("Apache Jones", ["Kindred Spirits"]), BOB, CAROL],
        [("card", "bleeds Carol for 2 with Kindred Spirits [DEM]")],
        _bled_carol(2),
        MINION,
    ),
    Case(
        "Entrancement",
        "pre",
        "[pre] Ⓓ Bleed with +1 bleed.",
        [_acting("Allison Maller", ["Entrancement"]), BOB],
        [("card", "bleeds Bob for 2 with Entrancement [pre]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Entrancement",
        "PRE",
        "[PRE] Ⓓ Steal an ally controlled by another Methuselah.",
        [_acting("Amber", ["Entrancement"]), {"name": "Bob", "ready": ["Rafastio Ghoul"]}],
        [("card", "Entrancement [PRE] at Rafastio Ghoul (Bob)"), ("decline", "Do not block")],
        _stolen,
        MINION,
    ),
    Case(
        "Thing",
        "",
        "Add 2 blood to a Gangrel in your uncontrolled region.",
        [_acting("Bear Paw", ["Thing"], uncontrolled=["Aleph", "Badger"]), BOB],
        [("card", "Bear Paw plays Thing")],
        _thing,
        MINION,
    ),
    Case(
        "Bum's Rush",
        "",
        "Ⓓ Enter combat with a minion, with 1 optional maneuver during that combat.",
        [_acting("Alice Chen", ["Bum's Rush"]), _blocker("Aleph")],
        [
            ("card", "Bum's Rush at Aleph (Bob)"),
            ("maneuver", "optional maneuver from Bum's Rush"),
        ],
        _rushed,
        MINION,
    ),
    Case(
        "Deep Song",
        "ANI",
        "[ANI] Ⓓ Enter combat with and lock a vampire; the target is the acting minion.",
        [_acting("Ángel Guerrero", ["Deep Song"]), _blocker("Aleph")],
        [("card", "Deep Song [ANI] at Aleph (Bob)"), ("decline", "Do not block")],
        _deep_song,
        MINION,
    ),
    Case(
        "Magic of the Smith",
        "tha",
        "[tha] Search your library for an equipment card and equip this vampire with it.",
        [_acting("Anvil", ["Magic of the Smith"], library=SMITH_LIBRARY), BOB],
        [("card", "Magic of the Smith [tha] (+1 stealth"), ("equipment", ".44 Magnum")],
        _smith("Anvil"),
        MINION,
    ),
    Case(
        "Magic of the Smith",
        "THA",
        "[THA] As above, but this is a +3 stealth action.",
        [_acting("Arjun Shah", ["Magic of the Smith"], library=SMITH_LIBRARY), BOB],
        [("card", "Magic of the Smith [THA] (+3 stealth"), ("equipment", ".44 Magnum")],
        _smith("Arjun Shah"),
        MINION,
    ),
    Case(
        "Shroud of Decay",
        "obl",
        "[obl] Ⓓ Bleed with +1 bleed; if successful, the target discards 2 cards of her choice.",
        [_acting("Braden White", ["Shroud of Decay"]), BOB_HAND],
        [
            ("card", "bleeds Bob for 2 with Shroud of Decay [obl]"),
            ("discard", "Discard Conditioning"),
            ("discard", "Discard Bonding"),
        ],
        _shroud_obl_bleed,
        MINION,
    ),
    Case(
        "Shroud of Decay",
        "OBL",
        "[OBL] Ⓓ Remove 7 cards in your prey's ash heap from the game to burn 3 of their pool.",
        [_acting("El Monseñor", ["Shroud of Decay"]), _shroud_obl_heap()],
        [("card", "Shroud of Decay [OBL] at Bob"), ("remove", "Remove Bonding")],
        _shroud_obl,
        MINION,
    ),
    Case(
        "Revelations",
        "aus",
        "[aus] Ⓓ Look at your prey's hand and discard one card of your choice from it.",
        [_acting("Adelaide Davis", ["Revelations"]), BOB_HAND],
        [("card", "Revelations [aus] at Bob"), ("discard", "Discard Bonding")],
        _discarded("Bonding"),
        MINION,
    ),
    Case(
        "Revelations",
        "AUS",
        "[AUS] Put this card in play: your prey plays with an open hand.",
        [_acting("Aleph", ["Revelations"]), BOB_HAND],
        [("card", "Revelations [AUS]")],
        _open_hand,
        MINION,
    ),
    Case(
        "Creeping Sabotage",
        "",
        "X blood (copies you control); put in play: your prey burns 1 pool in your unlock phase.",
        [_acting("Agrippina", ["Creeping Sabotage"], in_play=["Creeping Sabotage"]), BOB],
        [("card", "Agrippina plays Creeping Sabotage"), ("bleed", "Agrippina bleeds Bob")],
        _sabotage,
        MINION,
    ),
    Case(
        "The Gate of Acheron",
        "",
        "In play with 1 counter, +1 in your unlock phase and by a Hecata's action; your prey "
        "burns 1 pool (or loses a card) for each in theirs.",
        [HECATA | {"hand": ["The Gate of Acheron"]}, BOB | {"ash_heap": ["Choir"]}],
        [
            ("card", "Gebeyehu Abdu plays The Gate of Acheron"),
            ("burn-pool", "Burn 1 pool"),
            ("add-counter", "Hiromitsu Asano adds 1 counter to The Gate of Acheron"),
        ],
        _gate,
        MINION,
    ),
    Case(
        "Pit of Contemplation",
        "",
        "In play with 1 counter, Hecata add counters; burn it to move a neighbour's vampire "
        "with capacity less than the counters to the uncontrolled region.",
        [HECATA | {"hand": ["Pit of Contemplation"]}, {"name": "Bob", "ready": [_angel()]}],
        [
            ("card", "Hiromitsu Asano plays Pit of Contemplation"),
            ("add-counter", "Gebeyehu Abdu adds 1 counter to Pit of Contemplation"),
            ("add-counter", "Monica Giovanni adds 1 counter to Pit of Contemplation"),
            ("move", "Angel goes to the uncontrolled region"),
        ],
        _pit,
        MINION,
    ),
    Case(
        "Puppet Master",
        "dom",
        "[dom] Ⓓ Bleed with +2 bleed; it costs 2 blood.",
        [_acting("Aleph", ["Puppet Master"]), BOB],
        [("card", "bleeds Bob for 3 with Puppet Master [dom]")],
        _bled_for_3,
        MINION,
    ),
    Case(
        "Banishment",
        "",
        "A ready younger vampire goes to the uncontrolled region, with its cards.",
        [
            _caller(["Banishment"]),
            {
                "name": "Bob",
                "ready": [
                    {"card": "Aleph", "blood": 4, "attached": ["Sport Bike"]},
                    {"card": "Amelia Locke", "blood": 4},
                ],
            },
        ],
        [
            ("political", "calls Banishment"),
            ("decline", "Do not block"),
            ("minion", "Aleph"),
            ("vote-for", "Banishment"),
            ("done", "Done casting"),
        ],
        _banished,
        MINION,
    ),
    Case(
        "Murder of Crows",
        "ani",
        "[ani] 1R damage on the opposing minion each round, in normal strike resolution.",
        [_acting("Alice Chen", [], attached=["Murder of Crows"]), _blocker("Aleph")],
        [("bleed", "Alice Chen bleeds"), ("block", "Aleph")],
        _crows,
        MINION,
    ),
    Case(
        "Murder of Crows",
        "ANI",
        "[ANI] As above, but Murder of Crows has 2 life.",
        [_acting("Ángel Guerrero", ["Murder of Crows"]), BOB],
        [("employ", "Murder of Crows [ANI]")],
        _crows_ani,
        MINION,
    ),
    Case(
        "Toreador Justicar",
        "",
        "Choose a ready Toreador; each ready Toreador gets +1 vote; passed, the card goes on "
        "the chosen one, who is the Toreador Justicar.",
        [
            _acting("Felicia Mostrom", ["Toreador Justicar"]),
            {"name": "Bob", "ready": [{"card": "Dorian Strack", "blood": 4}]},
        ],
        [
            ("political", "calls Toreador Justicar"),
            ("decline", "Do not block"),
            ("minion", "Felicia Mostrom"),
            ("vote-for", "Toreador Justicar"),
            ("vote-against", "Dorian Strack's 1 vote"),
            ("vote-for", "Felicia Mostrom's 1 vote"),
        ],
        _justicar,
        MINION,
    ),
    Case(
        "Heart of Nizchetus",
        "",
        "Bearer ready in your unlock phase: draw up to 3, then put as many on the library bottom.",
        [
            _acting(
                "Alice Chen",
                ["Conditioning"],
                attached=["Heart of Nizchetus"],
                library=["Bonding", "Confusion", "Dodge"] + ["Choir"] * 10,
            ),
            BOB,
        ],
        [
            ("draw", "draw 3 card(s)"),
            ("bottom", "Put Conditioning"),
            ("bottom", "Put Bonding"),
            ("bottom", "Put Confusion"),
        ],
        _heart,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        "The Unmasking",
        "",
        "Event: allies get +1 intercept against vampires.",
        [
            _acting("Alice Chen", ["The Unmasking"]),
            {"name": "Bob", "ready": ["Rafastio Ghoul"]},
        ],
        [
            ("event", "The Unmasking"),
            ("hunt", "Alice Chen hunts"),
            ("block", "Rafastio Ghoul (intercept 1 vs stealth 1: blocks)"),
        ],
        _blocked_by_intercept,
        {"phase": "discard", "turn": 5},
    ),
    Case(
        "Carlton Van Wyk",
        "",
        "Carlton gets +1 intercept against vampires.",
        [_acting("Alice Chen", []), {"name": "Bob", "ready": ["Carlton Van Wyk"]}],
        [("hunt", "Alice Chen hunts"), ("block", "Carlton Van Wyk (intercept 1 vs stealth 1")],
        _blocked_by_intercept,
        MINION,
    ),
    Case(
        "Aggressive Corpse",
        "",
        "This ally can enter combat with a minion as a Ⓓ action; its strikes cannot be dodged.",
        [
            {"name": "Alice", "ready": ["Aggressive Corpse"]},
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}], "hand": ["Dodge"]},
        ],
        [
            ("enter-combat", "Aggressive Corpse enters combat with Aleph (Bob)"),
            ("decline", "Do not block"),
            ("card", "Play Dodge"),
        ],
        _corpse,
        MINION,
    ),
    Case(
        "Shambling Hordes",
        "nec",
        "[nec] Enters play: remove an ally or vampire in your ash heap or burn it; +1 strength "
        "for each life.",
        [_recruiter("Accorri Giovanni", "Shambling Hordes", 5, ash_heap=["Aleph", "Choir"]), BOB],
        [("recruit", "Shambling Hordes [nec]"), ("remove", "Remove Aleph")],
        _hordes("Accorri Giovanni", 3),
        MINION,
    ),
    Case(
        "Shambling Hordes",
        "NEC",
        "[NEC] As above, but this ally has 4 life.",
        [_recruiter("Isabel Giovanni", "Shambling Hordes", 5, ash_heap=["Aleph", "Choir"]), BOB],
        [("recruit", "Shambling Hordes [NEC]"), ("remove", "Remove Aleph")],
        _hordes("Isabel Giovanni", 4),
        MINION,
    ),
    Case(
        "Spectral Servitor",
        "obl",
        "[obl] Acts the turn it is recruited; unlocks the recruiter (first recruit this turn); "
        "burned in your unlock phase.",
        [_recruiter("Braden White", "Spectral Servitor"), BOB],
        [
            ("recruit", "Spectral Servitor [obl]"),
            ("bleed", "Spectral Servitor bleeds Bob"),
            ("end", "End the minion phase"),
            ("hunt", "Braden White hunts"),
        ],
        _servitor_burned("Braden White"),
        MINION,
    ),
    Case(
        "Spectral Servitor",
        "OBL",
        "[OBL] As above, but you can burn 1 pool instead of burning this ally.",
        [_recruiter("El Monseñor", "Spectral Servitor"), BOB],
        [
            ("recruit", "Spectral Servitor [OBL]"),
            ("bleed", "Spectral Servitor bleeds Bob"),
            ("keep", "Burn 1 pool to keep Spectral Servitor"),
        ],
        _servitor_kept,
        MINION,
    ),
    Case(
        "Nocturn",
        "obt",
        "[obt] Acts the turn it is recruited; unlocks the recruiter; burned in your unlock phase.",
        [_recruiter("Black Wallace", "Nocturn"), BOB],
        [
            ("recruit", "Nocturn [obt]"),
            ("bleed", "Nocturn bleeds Bob"),
            ("end", "End the minion phase"),
            ("hunt", "Black Wallace hunts"),
        ],
        _servitor_burned("Black Wallace"),
        MINION,
    ),
    Case(
        "Nocturn",
        "OBT",
        "[OBT] As above, and this vampire can recruit it again this turn for 1 more blood "
        "(cumulative).",
        [_acting("Andrew Emory", ["Nocturn", "Nocturn"]), BOB],
        [("recruit", "Andrew Emory recruits Nocturn [OBT]"), ("recruit", "recruits Nocturn [OBT]")],
        _nocturn_again,
        MINION,
    ),
    Case(
        "Puppet Master",
        "DOM",
        "[DOM] Ⓓ Put on a younger vampire, locked, who does not unlock as normal; in your next "
        "minion phase burn it to unlock and control him until the end of your turn.",
        [_acting("Andi Liu", ["Puppet Master"]), _blocker("Aleph")],
        [
            ("card", "Puppet Master [DOM] at Aleph (Bob)"),
            ("decline", "Do not block"),
            ("bleed", "Aleph bleeds Bob"),
        ],
        _puppet,
        MINION,
    ),
    Case(
        "Emerald Legionnaire",
        "",
        "Unlock phase: fewer Legionnaires than ready Harbingers: remove 7 ash heap cards to "
        "bring one back with 2 life.",
        [
            {
                "name": "Alice",
                "ready": [
                    "Emerald Legionnaire",
                    {"card": "Alcoan", "blood": 3},
                    {"card": "Angelique", "blood": 3},
                ],
                "ash_heap": ["Emerald Legionnaire"] + ["Choir"] * 8,
            },
            BOB,
        ],
        [("legion", "bring one back")],
        _legion,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        "The Embrace",
        "",
        "Put in play: a 1-capacity vampire of the acting vampire's clan and sect, who must hunt.",
        [_acting("Alice Chen", ["The Embrace"]), BOB],
        [("card", "Alice Chen plays The Embrace")],
        _embraced,
        MINION,
    ),
    Case(
        "Break the Bonds",
        "ani",
        "[ani] Ⓓ Bleed with +1 bleed (an Anarch).",
        [_acting("Ángel Guerrero", ["Break the Bonds"]), BOB],
        [("card", "bleeds Bob for 2 with Break the Bonds [ani]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Break the Bonds",
        "obf",
        "[obf] Ⓓ Bleed; if successful, you can lock a minion the target Methuselah controls.",
        [_acting("Aluc Romas de Leon", ["Break the Bonds"]), _blocker("Aleph")],
        [
            ("card", "bleeds Bob for 1 with Break the Bonds [obf] "),
            ("decline", "Do not block"),
            ("target", "Lock Aleph"),
        ],
        _bonds_locked,
        MINION,
    ),
    Case(
        "Break the Bonds",
        "pre",
        "[pre] Ⓓ Bleed; if successful, add 1 blood to a vampire in your uncontrolled region.",
        [_acting("Aluc Romas de Leon", ["Break the Bonds"], uncontrolled=["Aleph"]), BOB],
        [("card", "bleeds Bob for 1 with Break the Bonds [pre] ")],
        _bonds_blood,
        MINION,
    ),
    Case(
        "The Platinum Protocol",
        "obf",
        "[obf] Ⓓ Bleed as a +1 stealth action (an Anarch).",
        [_acting("Aluc Romas de Leon", ["The Platinum Protocol"]), BOB],
        [("card", "bleeds Bob for 1 with The Platinum Protocol [obf] (+1 stealth)")],
        _bled_for_1,
        MINION,
    ),
    Case(
        "The Platinum Protocol",
        "pre",
        "[pre] Ⓓ Bleed with +1 bleed.",
        [_acting("Aluc Romas de Leon", ["The Platinum Protocol"]), BOB],
        [("card", "bleeds Bob for 2 with The Platinum Protocol [pre] (+0 stealth)")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Reckless Agitation",
        "",
        "6 points among two or more other Methuselahs; 1 pool burned per point.",
        [_acting("Aluc Romas de Leon", ["Reckless Agitation"]), BOB, CAROL],
        [
            ("political", "calls Reckless Agitation"),
            ("point", "on Bob"),
            ("point", "on Bob"),
            ("point", "on Bob"),
            ("point", "on Carol"),
            ("point", "on Carol"),
            ("point", "on Carol"),
            ("vote-for", "Reckless Agitation"),
        ],
        _reckless,
        MINION,
    ),
    Case(
        "Reckless Agitation",
        "",
        '"Two or more other Methuselahs": not called with one opponent left.',
        [_acting("Aluc Romas de Leon", ["Reckless Agitation"]), BOB],
        [],
        _not_called("Reckless Agitation"),
        MINION,
    ),
    Case(
        "Anarchist Uprising",
        "",
        "Each Methuselah burns 1 pool for each minion they control.",
        [_caller(["Anarchist Uprising"]), TWO_VENTRUE, CAROL],
        [
            ("political", "calls Anarchist Uprising"),
            ("vote-for", "Anarchist Uprising"),
            ("done", "Done casting"),
        ],
        _ancilla,
        MINION,
    ),
    Case(
        "Political Stranglehold",
        "",
        "Each Methuselah gains 3 pool for each vampire they control with capacity 8 or more.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Emerson Bridges", "blood": 4}, {"card": "Cardano", "blood": 4}],
                "hand": ["Political Stranglehold"],
            },
            _blocker("Aleph"),
        ],
        [
            ("political", "Emerson Bridges calls Political Stranglehold"),
            ("decline", "Do not block"),
            ("vote-for", "Political Stranglehold"),
            ("done", "Done casting"),
        ],
        _stranglehold,
        MINION,
    ),
    Case(
        "Reins of Power",
        "",
        "Each chooses a ready vampire; each gains 6 pool, then burns the capacity of her "
        "predator's chosen vampire.",
        [_caller(["Reins of Power"]), _blocker("Aleph")],
        [
            ("political", "calls Reins of Power"),
            ("decline", "Do not block"),
            ("vote-for", "Reins of Power"),
            ("done", "Done casting"),
            ("minion", "Alice Chen (capacity 7)"),
            ("minion", "Aleph (capacity 4)"),
        ],
        _reins,
        MINION,
    ),
    Case(
        "Ancient Influence",
        "",
        "Each chooses a ready vampire; each gains its capacity in pool, then burns 5 pool.",
        [_caller(["Ancient Influence"]), _blocker("Aleph")],
        [
            ("political", "calls Ancient Influence"),
            ("decline", "Do not block"),
            ("vote-for", "Ancient Influence"),
            ("done", "Done casting"),
            ("minion", "Alice Chen (capacity 7)"),
            ("minion", "Aleph (capacity 4)"),
        ],
        _ancient,
        MINION,
    ),
    Case(
        "Social Charm",
        "pre",
        "[pre] Ⓓ Bleed with +1 bleed.",
        [_acting("Allison Maller", ["Social Charm"]), BOB],
        [("card", "bleeds Bob for 2 with Social Charm [pre]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Social Charm",
        "PRE",
        "[PRE] As above, and gain 1 pool if the bleed is successful.",
        [_acting("Amber", ["Social Charm"]), BOB],
        [("card", "bleeds Bob for 2 with Social Charm [PRE]")],
        _bled_for_2_and_gained,
        MINION,
    ),
    Case(
        "Public Trust",
        "pre",
        "[pre] Ⓓ Bleed with +2 bleed.",
        [_acting("Allison Maller", ["Public Trust"]), BOB],
        [("card", "bleeds Bob for 3 with Public Trust [pre]")],
        _bled_for_3,
        MINION,
    ),
    Case(
        "Public Trust",
        "PRE",
        "[PRE] As above, and if the bleed is successful, add 1 blood to an uncontrolled vampire.",
        [_acting("Amber", ["Public Trust"], uncontrolled=["Aleph"]), BOB],
        [("card", "bleeds Bob for 3 with Public Trust [PRE]")],
        _trust,
        MINION,
    ),
    Case(
        "Art Scam",
        "",
        "+1 stealth action. Gain 2 pool.",
        [_acting("Amber", ["Art Scam"]), BOB],
        [("card", "Amber plays Art Scam")],
        _art_scam,
        MINION,
    ),
    Case(
        "Flurry of Action",
        "cel",
        "[cel] Ⓓ Bleed; if successful, draw two cards (discard afterward).",
        [_acting("Allison Maller", ["Flurry of Action"], library=FLURRY_LIBRARY), BOB],
        [
            ("card", "bleeds Bob for 1 with Flurry of Action [cel]"),
            ("discard", "Discard Bonding"),
            ("discard", "Discard Confusion"),
        ],
        _flurry,
        MINION,
    ),
    Case(
        "Flurry of Action",
        "CEL",
        "[CEL] Ⓓ Bleed; if successful, this vampire unlocks.",
        [_acting("Anvil", ["Flurry of Action"]), BOB],
        [("card", "bleeds Bob for 1 with Flurry of Action [CEL]")],
        _flurry_sup,
        MINION,
    ),
    Case(
        "Graverobbing",
        "dom",
        "[dom] Ⓓ Steal a vampire in torpor controlled by another Methuselah.",
        [_acting("Alice Chen", ["Graverobbing"]), {"name": "Bob", "torpor": ["Aleph"]}],
        [("card", "Graverobbing [dom] at Aleph (Bob)")],
        _graverobbed(Region.TORPOR, 4),
        MINION,
    ),
    Case(
        "Graverobbing",
        "DOM",
        "[DOM] As above, and burn 2 blood to move the stolen vampire to your ready region.",
        [_acting("Andi Liu", ["Graverobbing"]), {"name": "Bob", "torpor": ["Aleph"]}],
        [("card", "Graverobbing [DOM] at Aleph (Bob)"), ("ready", "Burn 2 blood")],
        _graverobbed(Region.READY, 2),
        MINION,
    ),
    Case(
        "Far Mastery",
        "dom",
        "[dom] Ⓓ Steal a retainer controlled by another vampire.",
        [_acting("Alice Chen", ["Far Mastery"]), _blocker("Aleph", attached=["Raven Spy"])],
        [("card", "Far Mastery [dom] at Raven Spy (Bob)"), ("decline", "Do not block")],
        _far_mastery("Alice Chen", "Raven Spy"),
        MINION,
    ),
    Case(
        "Far Mastery",
        "DOM",
        "[DOM] Ⓓ Steal an ally controlled by another Methuselah.",
        [_acting("Andi Liu", ["Far Mastery"]), {"name": "Bob", "ready": ["Rafastio Ghoul"]}],
        [("card", "Far Mastery [DOM] at Rafastio Ghoul (Bob)"), ("decline", "Do not block")],
        _far_mastery("Andi Liu", "Rafastio Ghoul"),
        MINION,
    ),
    Case(
        "Dominate Kine",
        "dom",
        "[dom] +1 stealth action. Ⓓ Bleed with +1 bleed.",
        [_acting("Alice Chen", ["Dominate Kine"]), BOB],
        [("card", "bleeds Bob for 2 with Dominate Kine [dom] (+1 stealth")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Dominate Kine",
        "DOM",
        "[DOM] Ⓓ Steal a location.",
        [
            _acting("Andi Liu", ["Dominate Kine"]),
            {"name": "Bob", "ready": [], "in_play": ["Academic Hunting Ground"]},
        ],
        [("card", "Dominate Kine [DOM] at Academic Hunting Ground (Bob)")],
        _location_stolen,
        MINION,
    ),
    Case(
        "Line Brawl",
        "cel",
        "[cel] Ⓓ Steal 1 pool from another Methuselah (an Anarch).",
        [_acting("Atiena", ["Line Brawl"]), BOB, CAROL],
        [("card", "Line Brawl [cel] at Carol")],
        _pool_stolen,
        MINION,
    ),
    Case(
        "Line Brawl",
        "pot",
        "[pot] Ⓓ Enter combat with a minion.",
        [_acting("Atiena", ["Line Brawl"]), _blocker("Aleph")],
        [("card", "Line Brawl [pot] at Aleph (Bob)"), ("decline", "Do not block")],
        _brawl,
        MINION,
    ),
    Case(
        "Line Brawl",
        "pre",
        "[pre] Ⓓ Bleed with +1 bleed.",
        [_acting("Atiena", ["Line Brawl"]), BOB],
        [("card", "bleeds Bob for 2 with Line Brawl [pre]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Army of Rats",
        "ani",
        "[ani] Put in play: your prey burns 1 pool in your unlock phase, 1 each turn at most "
        "with Army of Rats cards.",
        [_acting("Beetleman", ["Army of Rats"], in_play=["Army of Rats"]), BOB],
        [("card", "Beetleman plays Army of Rats"), ("bleed", "Beetleman bleeds Bob")],
        _rats,
        MINION,
    ),
    Case(
        "Bowl of Convergence",
        "",
        "The bearer with Auspex gets +1 intercept; with superior Auspex he can burn 1 blood "
        "during an action for +1 more.",
        [
            _acting("Allison Maller", ["Preternatural Strength"]),
            _blocker("Aleph", attached=["Bowl of Convergence"]),
        ],
        [
            ("card", "Allison Maller plays Preternatural Strength [pot] (+2 stealth"),
            ("block", "Block with Aleph (intercept 1 vs stealth 2"),
            ("intercept-ability", "Bowl of Convergence: Aleph burns 1 blood"),
        ],
        _bowl,
        MINION,
    ),
    Case(
        "Aranthebes, The Immortal",
        "",
        "Put in play; while unlocked, vampires with capacity 4 or less get -1 bleed against you.",
        [_acting("Alice Chen", ["Aranthebes, The Immortal"]), _blocker("Aleph")],
        [
            ("card", "Alice Chen plays Aranthebes, The Immortal"),
            ("decline", "Do not block"),
            ("bleed", "Aleph bleeds Alice"),
        ],
        _aranthebes,
        MINION,
    ),
    _justicar_case("Brujah", "Allison Maller", "Brujah"),
    _justicar_case("Malkavian", "Aleph", "Camarilla Malkavian"),
    _justicar_case("Nosferatu", "Agrippina", "Nosferatu"),
    _justicar_case("Tremere", "Almiro Suarez", "Tremere"),
    _justicar_case("Ventrue", "Amelia Locke", "Ventrue"),
    _justicar_case("Gangrel", "Badger", "Camarilla Gangrel"),
    _justicar_case("Lasombra", "Aintzane Arriaga", "Camarilla Lasombra"),
    _justicar_case("Banu Haqim", "Arjun Shah", "Camarilla Banu Haqim"),
    Case(
        "Illegalism",
        "cel",
        "[cel] Ⓓ Bleed (an Anarch); unlock this Anarch if the bleed is successful.",
        [_acting("Atiena", ["Illegalism"]), BOB],
        [("card", "bleeds Bob for 1 with Illegalism [cel] ")],
        _illegalism_cel,
        MINION,
    ),
    Case(
        "Illegalism",
        "chi",
        "[chi] Ⓓ Bleed as a +1 stealth action.",
        [_acting("Irena", ["Illegalism"]), BOB],
        [("card", "bleeds Bob for 1 with Illegalism [chi] (+1 stealth)")],
        _bled_for_1,
        MINION,
    ),
    Case(
        "Illegalism",
        "pre",
        "[pre] Ⓓ Bleed with +1 bleed.",
        [_acting("Atiena", ["Illegalism"]), BOB],
        [("card", "bleeds Bob for 2 with Illegalism [pre] ")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Mr. Winthrop",
        "",
        "The employer gets +1 intercept.",
        [_acting("Alice Chen", []), _blocker("Aleph", attached=["Mr. Winthrop"])],
        [("hunt", "Alice Chen hunts"), ("block", "Aleph (intercept 1 vs stealth 1: blocks)")],
        _blocked_by_intercept,
        MINION,
    ),
    Case(
        "Revenant",
        "",
        "Ghoul with 2 life: the employer gets +1 intercept.",
        [_acting("Alice Chen", []), _blocker("Aleph", attached=["Revenant"])],
        [("hunt", "Alice Chen hunts"), ("block", "Aleph (intercept 1 vs stealth 1: blocks)")],
        _blocked_by_intercept,
        MINION,
    ),
    Case(
        "J. S. Simmons, Esq.",
        "",
        "The employer gets +1 bleed.",
        [_acting("Alice Chen", [], attached=["J. S. Simmons, Esq."]), BOB],
        [("bleed", "Alice Chen bleeds Bob for 2")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Tasha Morgan",
        "",
        "The employer gets +1 bleed.",
        [_acting("Alice Chen", [], attached=["Tasha Morgan"]), BOB],
        [("bleed", "Alice Chen bleeds Bob for 2")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Laptop Computer",
        "",
        "The bearer gets +1 bleed.",
        [_acting("Alice Chen", [], attached=["Laptop Computer"]), BOB],
        [("bleed", "Alice Chen bleeds Bob for 2")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Saturday-Night Special",
        "",
        "1R damage each strike, with an optional maneuver each combat.",
        [_acting("Alice Chen", [], attached=["Saturday-Night Special"]), _blocker("Aleph")],
        [
            ("bleed", "Alice Chen bleeds"),
            ("block", "Aleph"),
            ("maneuver", "Saturday-Night Special"),
        ],
        _long_range_damage(1),
        MINION,
    ),
    Case(
        "Assault Rifle",
        "",
        "Strike: 4R damage, with 1 optional maneuver each combat.",
        [_acting("Alice Chen", [], attached=["Assault Rifle"]), _blocker("Amelia Locke", 6)],
        [
            ("bleed", "Alice Chen bleeds"),
            ("block", "Amelia Locke"),
            ("maneuver", "Assault Rifle"),
        ],
        _rifle,
        MINION,
    ),
    Case(
        "Fourth Tradition: The Accounting",
        "",
        "Add 3 blood to a younger vampire in your uncontrolled region.",
        [_acting("Alice Chen", ["Fourth Tradition: The Accounting"], uncontrolled=["Aleph"]), BOB],
        [("card", "Alice Chen plays Fourth Tradition")],
        _younger_gains("Alice Chen", 3, 1),
        MINION,
    ),
    Case(
        "Fifth Tradition: Hospitality",
        "",
        "Add 4 blood to another vampire.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Alice Chen", "blood": 4}, {"card": "Amelia Locke", "blood": 1}],
                "hand": ["Fifth Tradition: Hospitality"],
            },
            _blocker("Aleph"),
        ],
        [("card", "Alice Chen plays Fifth Tradition"), ("decline", "Do not block")],
        _hospitality,
        MINION,
    ),
    Case(
        "Restoration",
        "for",
        "[for] This vampire gains 2 blood.",
        [_acting("Hiromitsu Asano", ["Restoration"], blood=1), BOB],
        [("card", "Restoration [for]")],
        _restored("Hiromitsu Asano", 3),
        MINION,
    ),
    Case(
        "Restoration",
        "FOR",
        "[FOR] This vampire gains 3 blood.",
        [_acting("Alice Chen", ["Restoration"], blood=3), BOB],
        [("card", "Restoration [FOR]")],
        _restored("Alice Chen", 6),
        MINION,
    ),
    Case(
        "Dark Mirror of the Mind",
        "",
        "Gain 2 pool (a vampire with capacity 8 or more).",
        [_acting("Emerson Bridges", ["Dark Mirror of the Mind"]), BOB],
        [("card", "Emerson Bridges plays Dark Mirror of the Mind")],
        _dark_mirror,
        MINION,
    ),
    Case(
        "Autarkis Persecution",
        "",
        "Each Methuselah gains 1 pool for each minion he or she controls.",
        [_caller(["Autarkis Persecution"]), TWO_VENTRUE, CAROL],
        [
            ("political", "calls Autarkis Persecution"),
            ("vote-for", "Autarkis Persecution"),
            ("done", "Done casting"),
        ],
        _autarkis,
        MINION,
    ),
    Case(
        "Domain Challenge",
        "",
        "Each Methuselah burns 1 pool for each locked minion they control.",
        [_caller(["Domain Challenge"]), LOCKED_BOB, CAROL],
        [
            ("political", "calls Domain Challenge"),
            ("vote-for", "Domain Challenge"),
            ("done", "Done casting"),
        ],
        _domain_challenge,
        MINION,
    ),
    Case(
        "Ambush",
        "",
        "Ⓓ Enter combat with a locked minion, with 1 optional maneuver during that combat.",
        [_acting("Alice Chen", ["Ambush"]), LOCKED_ALEPH],
        [
            ("card", "Ambush at Aleph (Bob)"),
            ("maneuver", "optional maneuver from Ambush"),
        ],
        _ambushed("Alice Chen"),
        MINION,
    ),
    Case(
        "Fleetness",
        "cel",
        "[cel] +1 stealth action. Ⓓ Bleed.",
        [_acting("Allison Maller", ["Fleetness"]), BOB],
        [("card", "bleeds Bob for 1 with Fleetness [cel] (+1 stealth")],
        _bled_for_1,
        MINION,
    ),
    Case(
        "Fleetness",
        "CEL",
        "[CEL] Ⓓ Enter combat with a locked minion, with 1 optional maneuver.",
        [_acting("Anvil", ["Fleetness"]), LOCKED_ALEPH],
        [
            ("card", "Fleetness [CEL] at Aleph (Bob)"),
            ("maneuver", "optional maneuver from Fleetness"),
        ],
        _ambushed("Anvil"),
        MINION,
    ),
    Case(
        "Psychic Veil",
        "obf",
        "[obf] All of your vampires' actions are at +1 stealth this turn.",
        [_veiled("Aaron Bathurst", "Psychic Veil", {"card": "Amelia Locke", "blood": 4}), BOB],
        [
            ("card", "Aaron Bathurst plays Psychic Veil [obf]"),
            ("bleed", "Amelia Locke bleeds Bob for 1 (+1 stealth)"),
        ],
        _bled_for_1,
        MINION,
    ),
    Case(
        "Psychic Veil",
        "OBF",
        "[OBF] All of your minions' actions are at +1 stealth this turn.",
        [_veiled("Agrippina", "Psychic Veil", "Rafastio Ghoul"), BOB],
        [
            ("card", "Agrippina plays Psychic Veil [OBF]"),
            ("bleed", "Rafastio Ghoul bleeds Bob for 1 (+1 stealth)"),
        ],
        _bled_for_1,
        MINION,
    ),
    Case(
        "Horseshoes",
        "pot",
        "[pot] Ⓓ Inflict 1 unpreventable damage on a ready minion.",
        [_acting("Allison Maller", ["Horseshoes"]), _blocker("Aleph")],
        [("card", "Horseshoes [pot] at Aleph (Bob)"), ("decline", "Do not block")],
        _damaged(3),
        MINION,
    ),
    Case(
        "Horseshoes",
        "POT",
        "[POT] Ⓓ Inflict 2 unpreventable damage on a ready minion.",
        [_acting("Agatha", ["Horseshoes"]), _blocker("Aleph")],
        [("card", "Horseshoes [POT] at Aleph (Bob)"), ("decline", "Do not block")],
        _damaged(2),
        MINION,
    ),
    Case(
        "Media Influence",
        "pre",
        "[pre] Ⓓ Bleed with +2 bleed.",
        [_acting("Allison Maller", ["Media Influence"]), BOB],
        [("card", "bleeds Bob for 3 with Media Influence [pre]")],
        _bled_for_3,
        MINION,
    ),
    Case(
        "Media Influence",
        "PRE",
        "[PRE] Each of your unlocked vampires gains 1 blood from the blood bank.",
        [_veiled("Amber", "Media Influence", {"card": "Amelia Locke", "blood": 1}), BOB],
        [("card", "Amber plays Media Influence [PRE]")],
        _media,
        MINION,
    ),
    Case(
        "Possession",
        "nec",
        "[nec] Move a vampire from your ash heap to your uncontrolled region.",
        [_acting("Accorri Giovanni", ["Possession"], ash_heap=["Aleph"]), BOB],
        [("card", "Possession [nec]")],
        _possessed(Region.UNCONTROLLED, 0),
        MINION,
    ),
    Case(
        "Possession",
        "NEC",
        "[NEC] Move a vampire from your ash heap to your ready region with 1 blood.",
        [_acting("Isabel Giovanni", ["Possession"], ash_heap=["Aleph"]), BOB],
        [("card", "Possession [NEC]")],
        _possessed(Region.READY, 1),
        MINION,
    ),
    Case(
        "Reunion Kamut",
        "",
        "Move 2 blood from the blood bank to a Black Hand vampire in your uncontrolled region.",
        [_acting("Aredhel", ["Reunion Kamut"], uncontrolled=["Aleph", "Banjoko"]), BOB],
        [("card", "Aredhel plays Reunion Kamut")],
        _kamut,
        MINION,
    ),
]
