"""Cases for a fourth set of vampires of tournament decks (defs/vampires_four.toml): one per
ability of each vampire (level ""), each proving the ability itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import Case, card, logged, pool

from vtes_tui.rules.events import ActionBlocked
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
BLOOD = 4
PLAIN = "Madison"  # a vampire with no ability text (6.1.1, 6.4.5 defaults)
Check = Callable[[Sequencer], None]


def _seat(name: str, *ready: tuple[str, int], **more: Any) -> dict[str, Any]:
    return {"name": name, "ready": [{"card": c, "blood": b} for c, b in ready], **more}


def _with(vampire: str, blood: int, *attached: str) -> dict[str, Any]:
    return {"card": vampire, "blood": blood, "attached": list(attached)}


# -- retainers losing their abilities (6.1.4) ------------------------------------------------------


def _no_environmental_damage(vampire: str, blood: int) -> Check:
    def the_crows_do_nothing(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} takes 1 damage")  # 6.4.5: the hand strike
        assert not logged(seq, f"{vampire} takes 1 environmental damage")
        assert card(seq.state, vampire).blood == blood - 1  # not the crows' (6.4.6)

    return the_crows_do_nothing


def _pool_burned(amount: int) -> Check:
    def bob_burns_the_bleed(seq: Sequencer) -> None:
        assert pool(seq, 1) == 30 - amount  # 6.1.1: the target burns the bleed amount

    return bob_burns_the_bleed


def _intercept_shown(intercept: int, stealth: int) -> Check:
    def the_block_option(seq: Sequencer) -> None:
        assert seq.prompt is not None and seq.prompt.kind == "block"
        labels = [o.label for o in seq.prompt.options if o.key == "block"]
        assert labels and all(f"intercept {intercept} vs stealth {stealth}" in x for x in labels)

    return the_block_option


# -- damage inflicted on them (6.4.6) --------------------------------------------------------------

WEREWOLF = "Renegade Garou"  # a werewolf ally: 3 life, strength 2 (6.4.5)
BAALI = "Arishat"  # a Baali whose ability is only in referendums
SAULOT = "Saulot, The Wanderer"


def _selena_in_torpor(seq: Sequencer) -> None:
    # 6.4.6: the Garou's 2 damage are aggravated: the first wounds, the second costs 1 blood.
    selena = card(seq.state, "Selena")
    assert selena.region is Region.TORPOR and selena.blood == BLOOD - 1


def _saulot_unharmed(seq: Sequencer) -> None:
    assert card(seq.state, SAULOT).blood == BLOOD  # the Baali's hand strike reduced to 0
    assert card(seq.state, BAALI).blood == BLOOD - 2  # 6.4.5: strength 1 + 1


def _saulot_moved_blood(seq: Sequencer) -> None:
    assert card(seq.state, SAULOT).blood == BLOOD - 2
    assert card(seq.state, PLAIN).blood == 2  # 4: in the uncontrolled region


# -- hand strikes made aggravated for a round (6.4.6) ----------------------------------------------


def _blocker_in_torpor(blood: int) -> Check:
    def the_damage_was_aggravated(seq: Sequencer) -> None:
        # 6.4.6: the first point of aggravated damage wounds; each other costs 1 blood.
        blocker = card(seq.state, PLAIN)
        assert blocker.region is Region.TORPOR and blocker.blood == blood

    return the_damage_was_aggravated


def _aggravated_hands(vampire: str) -> list[tuple[str, str]]:
    return [
        ("bleed", f"{vampire} bleeds Bob"),
        ("block", f"Block with {PLAIN}"),
        ("minion-ability", "burns 1 blood: aggravated hand strikes this round"),
    ]


# -- the cards they cannot use (1.6.1.3) -----------------------------------------------------------

ENKIDU = "Enkidu, The Noah"
BEAST = "Beast, The Leatherface of Detroit"


def _not_offered(name: str) -> Check:
    def the_card_is_not_offered(seq: Sequencer) -> None:
        assert seq.prompt is not None and seq.prompt.kind == "action"
        assert [o for o in seq.prompt.options if o.key == "end"]  # the minion phase's prompt
        assert not [o for o in seq.prompt.options if name in o.label]

    return the_card_is_not_offered


def _entered_combat(vampire: str, damage: int) -> Check:
    def the_hand_strike_hits(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} and {PLAIN} enter combat")  # 6.4
        assert card(seq.state, PLAIN).blood == BLOOD - damage  # 6.4.5: his strength

    return the_hand_strike_hits


def _enkidu_unlocked(seq: Sequencer) -> None:
    enkidu = card(seq.state, ENKIDU)
    assert card(seq.state, "Raven Spy").host is enkidu  # 6.1.4: employed
    assert logged(seq, f"{ENKIDU} unlocks at the end of the turn")  # 8
    assert not enkidu.locked and seq.state.current == 1  # Bob's turn


def _shalmath_unlocked(seq: Sequencer) -> None:
    shalmath = card(seq.state, "Shalmath")
    assert not shalmath.locked and shalmath.blood == BLOOD + 1  # the hunt, then unlocked
    assert seq.prompt is not None and seq.prompt.kind == "action"
    assert not [o for o in seq.prompt.options if o.key == "ability"]  # once each turn


LYDIA = "Lydia, Grand Praetor"
IBN = "Ibn Khaldun, Scholar"


def _lydia_got_stealth(seq: Sequencer) -> None:
    assert card(seq.state, LYDIA).blood == BLOOD - 1  # her ability's cost
    assert pool(seq, 1) == 30 - 1  # 6.2.2.2: stealth 1 beats intercept 0: the bleed succeeds


def _ibn_unlocked(seq: Sequencer) -> None:
    ibn = card(seq.state, IBN)
    assert not ibn.locked and ibn.blood == BLOOD - 1  # 8: unlocked for 1 blood


def _with_celerity(vampire: str, *hand: str) -> list[dict[str, Any]]:
    """1.6.2.2: the Celerity master card gives him the Discipline the cards require."""
    alice = {"name": "Alice", "ready": [_with(vampire, BLOOD, "Celerity")], "hand": list(hand)}
    return [alice, _seat("Bob", (PLAIN, BLOOD))]


MARIS = "Maris Streck"


def _maris_helped_the_block(seq: Sequencer) -> None:
    assert card(seq.state, MARIS).blood == BLOOD - 1  # her ability's cost
    assert any(isinstance(e, ActionBlocked) for e in seq.state.events)  # 6.2.2.2: 1 vs 1


def _library_rearranged(seq: Sequencer) -> None:
    library = [c.name for c in seq.state.players[0].library]
    assert library[:5] == ["Deep Song", "Conditioning", "Choir", "Choir", "Choir"]
    assert logged(seq, f"{MARIS}: the top 5 cards rearranged")


ANGELA = "Angela Preston"
YOUNGER = "Aleph"  # capacity 4, no ability text (1.5.2: Angela's is 5)


def _unlocked(name: str) -> Check:
    def the_vampire_unlocked(seq: Sequencer) -> None:
        assert not card(seq.state, name).locked
        assert card(seq.state, ANGELA).locked  # the ability's cost

    return the_vampire_unlocked


def _angela_paid(paid: int) -> Check:
    def the_block_cost(seq: Sequencer) -> None:
        assert card(seq.state, ANGELA).blood == BLOOD - paid - 1  # and Madison's hand strike
        assert logged(seq, f"{ANGELA} burns 1 blood to attempt the block") == bool(paid)

    return the_block_cost


LUCIAN = "Lucian, the Perfect"
CELESTE = "Céleste Lamontagne"
PRESSER = "Abu Nuwasi"  # Celerity for Flash, no ability text


def _madison_blood(blood: int) -> Check:
    def what_the_strikes_cost(seq: Sequencer) -> None:
        assert card(seq.state, PLAIN).blood == blood

    return what_the_strikes_cost


def _no_strike_against_lucian(seq: Sequencer) -> None:
    assert logged(seq, f"{PLAIN} strikes: No strike")
    assert card(seq.state, PLAIN).blood == BLOOD - 1  # Lucian's hand strike; nothing paid


def _in_torpor(name: str) -> Check:
    def the_damage_was_aggravated(seq: Sequencer) -> None:
        assert card(seq.state, name).region is Region.TORPOR  # 6.4.6: 1 aggravated damage

    return the_damage_was_aggravated


def _pressed_against_petra(seq: Sequencer) -> None:
    assert logged(seq, f"{PRESSER} presses to continue combat")  # 6.4.4
    assert logged(seq, f"{PRESSER} burns 1 blood for pressing")


def _celeste_ended_combat(seq: Sequencer) -> None:
    assert logged(seq, f"{CELESTE} strikes: {CELESTE}: combat ends")  # 6.4.5
    assert card(seq.state, CELESTE).blood == BLOOD  # 6.4.5: combat ends before damage


DIANA = "Diana Iadanza"
PRIMOGEN = "Judah"  # a primogen for Protected District, no ability text


def _reaction_canceled(seq: Sequencer) -> None:
    assert card(seq.state, DIANA).blood == BLOOD - 1  # her ability's cost
    assert card(seq.state, "Protected District").region is Region.ASH_HEAP
    assert logged(seq, "Protected District is canceled as it is played")  # 1.6.1.1


BARON = "Baron Dieudonne"


def _baron_unlocked(seq: Sequencer) -> None:
    baron = card(seq.state, BARON)
    assert not baron.locked and baron.blood == BLOOD - 1  # 6.2.3: unlocked for 1 blood
    assert pool(seq, 1) == 30 - 1  # after his successful bleed


JAROSLAV = "Jaroslav Pascek"


def _sabbat_damaged(seq: Sequencer) -> None:
    assert card(seq.state, "Lambach").blood == BLOOD - 1  # 6.4.6: healed with 1 blood
    assert card(seq.state, PLAIN).blood == BLOOD  # Camarilla


DEE = "Dr. John Dee"
VENTRUE = "Alice Chen"  # a Ventrue with Presence for Majesty, no ability text


def _no_majesty(seq: Sequencer) -> None:
    assert logged(seq, f"{VENTRUE} strikes: Hand strike")  # his only strike left, chosen
    assert card(seq.state, "Majesty").region is Region.HAND


def _dee_discarded(seq: Sequencer) -> None:
    assert card(seq.state, "Apportation").region is Region.ASH_HEAP  # the price
    assert logged(seq, f"{DEE} discards Apportation: +2 vote")


BLACKWOOD = "Reverend Blackwood"


def _sunlight_hurt_more(seq: Sequencer) -> None:
    # 6.4.6: 1 aggravated damage +1: the first wounds, the second costs 1 blood.
    madison = card(seq.state, PLAIN)
    assert madison.region is Region.TORPOR and madison.blood == BLOOD - 1


def _no_contract_on_iliana(seq: Sequencer) -> None:
    assert seq.prompt is not None and seq.prompt.kind == "master"
    labels = [o.label for o in seq.prompt.options if o.key == "master"]
    assert any("Hand Contract on Alice Chen" in x for x in labels)  # 1.6.2: put on a minion
    assert not any("on Iliana" in x for x in labels)


ROBIN = "Cock Robin"
ANTONIO = "Antonio Delgado"


def _robin_unlocked(seq: Sequencer) -> None:
    robin = card(seq.state, ROBIN)
    assert card(seq.state, "Raven Spy").host is robin  # 6.1.4: employed
    assert not robin.locked and logged(seq, f"{ROBIN} unlocks at the end of the action")


def _antonio_unlocked(seq: Sequencer) -> None:
    assert logged(seq, "(Ancilla Empowerment) passes")  # 6.3.2
    assert not card(seq.state, ANTONIO).locked  # 8: in the discard phase


FEO = "Feo Ramos"
SCOUT = "Scout Youngwood"
UNLOCK = {"phase": "unlock", "turn": 5}


def _feo_locked(seq: Sequencer) -> None:
    assert card(seq.state, FEO).locked  # 4: after his cards unlocked
    assert card(seq.state, "Lambach").blood == BLOOD - 1


def _locked_by_scout(seq: Sequencer) -> None:
    assert card(seq.state, YOUNGER).locked
    assert card(seq.state, SCOUT).blood == BLOOD - 2


def _scout_paid_more(seq: Sequencer) -> None:
    assert card(seq.state, "Black Sunrise").region is not Region.HAND  # played: she blocked
    # It costs nothing but to her; and Madison's hand strike took 1 (6.4.5).
    assert card(seq.state, SCOUT).blood == BLOOD - 1 - 1


VEEJAY = "Veejay Vinod"
FIDUS = "Fidus, The Shrunken Beast"
IZHIM = "Izhim abd Azrael"
EZE = "Eze, The Demon Prince"
HAFSA = "Hafsa, The Watcher"
ASSAMITE = "Abd al-Rashid"  # a Banu Haqim (Assamite) with no ability text
BRUJAH = "Allison Maller"  # a Brujah with no ability text


def _veejay_got_stealth(seq: Sequencer) -> None:
    assert card(seq.state, VEEJAY).blood == 3 - 2  # his ability's cost
    assert pool(seq, 1) == 30 - 1  # 6.2.2.2: stealth 1 beats intercept 0: the bleed succeeds


def _blocked_for_blood(seq: Sequencer) -> None:
    # The price of +1 intercept, and Madison's hand strike (6.4.5).
    assert card(seq.state, "Cesewayo").blood == BLOOD - 1 - 1
    assert any(isinstance(e, ActionBlocked) for e in seq.state.events)  # 1 vs 1: blocked


def _blood_left(name: str, blood: int) -> Check:
    def the_cost_paid(seq: Sequencer) -> None:
        assert card(seq.state, name).blood == blood  # 1.6.1.3

    return the_cost_paid


def _izhim_equipped(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").host is card(seq.state, IZHIM)  # 6.1.3
    assert pool(seq, 0) == 30 - 1  # 2 pool, less 1


def _raven_spy_free(name: str) -> Check:
    def the_retainer_cost_nothing(seq: Sequencer) -> None:
        assert card(seq.state, "Raven Spy").host is card(seq.state, name)  # 6.1.4
        assert card(seq.state, name).blood == BLOOD  # 1 blood, less 1

    return the_retainer_cost_nothing


def _mambo_damage(seq: Sequencer) -> None:
    assert logged(seq, f"{PLAIN} takes 2 environmental damage")  # 6.4.6
    assert card(seq.state, PLAIN).blood == BLOOD - 1 - 2  # and Mambo Jeanne's hand strike


def _eze_unlocked(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 1  # his bleed succeeded
    assert logged(seq, f"{EZE} unlocks after resolving the action")  # 6.2.3
    assert not card(seq.state, EZE).locked


def _blanche_unlocked(seq: Sequencer) -> None:
    blanche = card(seq.state, "Blanche Hill")
    assert not blanche.locked and blanche.blood == BLOOD + 1  # the hunt's blood (6.1.2)


def _hafsa_blocked_for_blood(seq: Sequencer) -> None:
    assert logged(seq, f"{PLAIN} burns 1 blood to attempt the block")  # a Camarilla vampire
    assert card(seq.state, PLAIN).blood == BLOOD - 1 - 1  # and Hafsa's hand strike


def _luc_hand(seq: Sequencer) -> None:
    assert seq.state.players[0].hand_size == 7 + 3  # 1.6.1.2
    assert len(seq.state.players[0].hand) == 7 + 3  # drawn up at once


def _offered_log(words: str) -> Check:
    def the_log_reads(seq: Sequencer) -> None:
        assert logged(seq, words)

    return the_log_reads


def _offered(key: str, words: str) -> Check:
    def the_option_reads(seq: Sequencer) -> None:
        assert seq.prompt is not None
        assert [o for o in seq.prompt.options if o.key == key and words in o.label]

    return the_option_reads


def _julius_burned(seq: Sequencer) -> None:
    assert logged(seq, "Julius goes into torpor: he is burned")  # 6.5.1
    assert card(seq.state, "Julius").region is Region.ASH_HEAP


def _basir_gained(seq: Sequencer) -> None:
    basir = card(seq.state, "Basir")
    assert card(seq.state, "Celerity").host is basir  # 1.6.2.2: capacity 2
    assert basir.blood == 1 + 1


def _unblocked_bleed(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 1  # 6.1.1: no block attempt, the bleed succeeded
    assert card(seq.state, "Black Sunrise").region is Region.HAND


ELIMELECH = "Elimelech the Twice-Damned"
JULIET = "Juliet Parr"


def _juliet_hand(seq: Sequencer) -> None:
    assert logged(seq, "(Ancilla Empowerment) passes")  # 6.3.2
    assert seq.state.players[0].hand_size == 7 + 2  # 1.6.1.2
    assert len(seq.state.players[0].hand) == 7 + 2  # drawn up at once


def _maneuvered(seq: Sequencer) -> None:
    assert logged(seq, f"{JULIET} maneuvers to long range")  # 6.4.2
    assert logged(seq, "Range is long")


GOLCONDA = "Golconda: Inner Peace"


def _golconda_back(seq: Sequencer) -> None:
    assert logged(seq, f"{GOLCONDA} is canceled as it is played")  # 1.6.1.1
    assert card(seq.state, GOLCONDA).region is Region.LIBRARY
    assert card(seq.state, "Lambach").region is Region.READY


def _unlocked_by_abdelsobek(seq: Sequencer) -> None:
    assert not card(seq.state, PLAIN).locked
    assert logged(seq, f"{PLAIN} unlocks")  # 6.2.3


MUKHTAR = "Mukhtar Bey"
GEHENNA = ["Dragonbound", "The Unmasking", "Fall of the Camarilla", "Thirst", "Blood Weakens"]


def _no_press_to_continue(seq: Sequencer) -> None:
    assert card(seq.state, "Boxed In").region is Region.HAND  # not offered as a press
    assert logged(seq, "Combat ends") and not logged(seq, "Combat round 2")  # 6.4.4


def _mukhtar_burned(seq: Sequencer) -> None:
    assert card(seq.state, MUKHTAR).region is Region.ASH_HEAP  # 4
    assert logged(seq, f"5 Gehenna cards in play: {MUKHTAR} is burned")


def _conditioning_at_the_bottom(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert alice.library[-1].name == "Conditioning"  # 1.3: the bottom of the library
    assert len(alice.hand) == 7 and "Conditioning" not in [c.name for c in alice.hand]


def _edge_taken(seq: Sequencer) -> None:
    assert seq.state.edge == 0  # 1.6.4: Alice controls the Edge


def _drew_two(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert len(alice.library) == 20 - 2  # two cards drawn
    assert len(alice.hand) == 7 and len(alice.ash_heap) == 2  # 1.6.1.2: discarded down


def _egothha_fed(seq: Sequencer) -> None:
    assert card(seq.state, "Villein").region is Region.ASH_HEAP  # Bob's top card, burned
    assert card(seq.state, "Egothha").blood == BLOOD + 1  # a master card


def _enter_combat(vampire: str) -> list[tuple[str, str]]:
    return [("minion-ability", f"{vampire} enters combat with {PLAIN}"), ("decline", "Do not")]


CASES = [
    Case(
        "Stanislava",
        "",
        "Retainers employed by minions opposing her in combat lose their abilities: the"
        " blocker's Murder of Crows deals her no environmental damage.",
        [
            _seat("Alice", ("Stanislava", BLOOD)),
            {"name": "Bob", "ready": [_with(PLAIN, BLOOD, "Murder of Crows")]},
        ],
        [("bleed", "Stanislava bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _no_environmental_damage("Stanislava", BLOOD),
        MINION,
    ),
    Case(
        "Midget",
        "",
        "While Midget is acting, animal retainers lose their abilities: Raven Spy gives the"
        " blocker no intercept.",
        [
            _seat("Alice", ("Midget", 3)),
            {"name": "Bob", "ready": [_with(PLAIN, BLOOD, "Raven Spy")]},
        ],
        [("hunt", "Midget hunts")],
        _intercept_shown(0, 1),
        MINION,
    ),
    Case(
        "Midget",
        "",
        "While Midget is in combat, animal retainers lose their abilities: the acting"
        " minion's Murder of Crows deals him no environmental damage.",
        [
            {"name": "Alice", "ready": [_with(PLAIN, BLOOD, "Murder of Crows")]},
            _seat("Bob", ("Midget", 3)),
        ],
        [("bleed", f"{PLAIN} bleeds Bob"), ("block", "Block with Midget")],
        _no_environmental_damage("Midget", 3),
        MINION,
    ),
    Case(
        "Selena",
        "",
        "Damage inflicted on Selena by a werewolf is aggravated.",
        [_seat("Alice", ("Selena", BLOOD)), _seat("Bob", (WEREWOLF, 3))],
        [
            ("bleed", "Selena bleeds Bob"),
            ("block", f"Block with {WEREWOLF}"),
            ("pass", "Do not maneuver"),  # Renegade Garou's optional maneuver
        ],
        _selena_in_torpor,
        MINION,
    ),
    Case(
        SAULOT,
        "",
        "Damage Baali inflict on Saulot is reduced to 0; +1 strength.",
        [_seat("Alice", (SAULOT, BLOOD)), _seat("Bob", (BAALI, BLOOD))],
        [("bleed", f"{SAULOT} bleeds Bob"), ("block", f"Block with {BAALI}")],
        _saulot_unharmed,
        MINION,
    ),
    Case(
        SAULOT,
        "",
        "During your unlock phase, you can move 2 blood from him to a vampire in your"
        " uncontrolled region.",
        [
            _seat("Alice", (SAULOT, BLOOD), uncontrolled=[{"card": PLAIN, "blood": 0}]),
            _seat("Bob"),
        ],
        [("use", f"Move 2 blood from {SAULOT} to {PLAIN}")],
        _saulot_moved_blood,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        SAULOT,
        "",
        "+1 bleed.",
        [_seat("Alice", (SAULOT, BLOOD)), _seat("Bob")],
        [("bleed", f"{SAULOT} bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "Lambach",
        "",
        "Once each combat, he can burn 1 blood to make his hand strikes aggravated for the"
        " round; +1 strength: 2 aggravated damage.",
        [_seat("Alice", ("Lambach", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        _aggravated_hands("Lambach"),
        _blocker_in_torpor(BLOOD - 1),
        MINION,
    ),
    Case(
        "Janey Pickman",
        "",
        "Once each round, she can burn 1 blood to make her hand strikes aggravated for the round.",
        [_seat("Alice", ("Janey Pickman", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        _aggravated_hands("Janey Pickman"),
        _blocker_in_torpor(BLOOD),
        MINION,
    ),
    Case(
        ENKIDU,
        "",
        "He can enter combat with any minion as a (D) action; +2 strength.",
        [_seat("Alice", (ENKIDU, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        _enter_combat(ENKIDU),
        _entered_combat(ENKIDU, 3),
        MINION,
    ),
    Case(
        ENKIDU,
        "",
        "If he successfully performs an action to employ a retainer, he unlocks at the end of"
        " the turn.",
        [_seat("Alice", (ENKIDU, BLOOD), hand=["Raven Spy"]), _seat("Bob", (PLAIN, BLOOD))],
        [("employ", "Raven Spy"), ("hunt", f"{PLAIN} hunts")],
        _enkidu_unlocked,
        MINION,
    ),
    Case(
        ENKIDU,
        "",
        "He cannot have or use equipment: no equip action.",
        [_seat("Alice", (ENKIDU, BLOOD), hand=[".44 Magnum"]), _seat("Bob", (PLAIN, BLOOD))],
        [],
        _not_offered(".44 Magnum"),
        MINION,
    ),
    Case(
        BEAST,
        "",
        "He can enter combat with any ready minion controlled by another Methuselah as a (D)"
        " action; +1 strength.",
        [_seat("Alice", (BEAST, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        _enter_combat(BEAST),
        _entered_combat(BEAST, 2),
        MINION,
    ),
    Case(
        BEAST,
        "",
        "He cannot play action cards.",
        [_seat("Alice", (BEAST, BLOOD), hand=["Fleetness"]), _seat("Bob", (PLAIN, BLOOD))],
        [],
        _not_offered("Fleetness"),
        MINION,
    ),
    Case(
        BEAST,
        "",
        "He cannot have or use equipment: no equip action.",
        [_seat("Alice", (BEAST, BLOOD), hand=[".44 Magnum"]), _seat("Bob", (PLAIN, BLOOD))],
        [],
        _not_offered(".44 Magnum"),
        MINION,
    ),
    Case(
        BEAST,
        "",
        "He cannot have or use retainers: no employ action.",
        [_seat("Alice", (BEAST, BLOOD), hand=["Raven Spy"]), _seat("Bob", (PLAIN, BLOOD))],
        [],
        _not_offered("Raven Spy"),
        MINION,
    ),
    Case(
        "Shalmath",
        "",
        "Once each turn, Shalmath can unlock.",
        [_seat("Alice", ("Shalmath", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("hunt", "Shalmath hunts"), ("ability", "Shalmath: unlock self")],
        _shalmath_unlocked,
        MINION,
    ),
    Case(
        "Shalmath",
        "",
        "He cannot use cards requiring Celerity, even with the Discipline from a master card.",
        _with_celerity("Shalmath", "Fleetness"),
        [],
        _not_offered("Fleetness"),
        MINION,
    ),
    Case(
        LYDIA,
        "",
        "During an action, Lydia can burn 1 blood to get +1 stealth.",
        [_seat("Alice", (LYDIA, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("bleed", f"{LYDIA} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("ability", "gets +1 stealth (burn 1 blood)"),
        ],
        _lydia_got_stealth,
        MINION,
    ),
    Case(
        LYDIA,
        "",
        "She cannot use cards requiring Celerity.",
        _with_celerity(LYDIA, "Fleetness"),
        [],
        _not_offered("Fleetness"),
        MINION,
    ),
    Case(
        IBN,
        "",
        "During your discard phase, Ibn Khaldun can burn 1 blood to unlock.",
        [
            {"name": "Alice", "ready": [{"card": IBN, "blood": BLOOD, "locked": True}]},
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        [("ability", f"{IBN}: unlock self")],
        _ibn_unlocked,
        {"phase": "discard", "turn": 5},
    ),
    Case(
        IBN,
        "",
        "He cannot use cards requiring Celerity.",
        _with_celerity(IBN, "Fleetness"),
        [],
        _not_offered("Fleetness"),
        MINION,
    ),
    Case(
        "Helen Fairchild",
        "",
        "Helen cannot have or use equipment: no equip action.",
        [
            _seat("Alice", ("Helen Fairchild", BLOOD), hand=[".44 Magnum"]),
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        [],
        _not_offered(".44 Magnum"),
        MINION,
    ),
    Case(
        MARIS,
        "",
        "Maris can burn a blood to give a blocking minion +1 intercept (another Methuselah's,"
        " while she is locked).",
        [
            _seat("Alice", (PLAIN, BLOOD)),
            _seat("Bob", ("Alice Chen", BLOOD)),
            {"name": "Carol", "ready": [{"card": MARIS, "blood": BLOOD, "locked": True}]},
        ],
        [
            ("hunt", f"{PLAIN} hunts"),
            ("block", "Block with Alice Chen"),
            ("ability", f"{MARIS}: Alice Chen gets +1 intercept"),
        ],
        _maris_helped_the_block,
        MINION,
    ),
    Case(
        MARIS,
        "",
        "She can take a +1 stealth action to look at and rearrange the top 5 cards of your"
        " library.",
        [
            _seat(
                "Alice",
                (MARIS, BLOOD),
                library=["Conditioning", "Choir", "Choir", "Choir", "Deep Song", "Choir"],
                hand=["Choir"] * 7,  # 1.6.1.2: a full hand, nothing drawn
            ),
            _seat("Bob"),
        ],
        [
            ("minion-ability", f"{MARIS} looks at and rearranges"),
            ("card", "Deep Song as card 1"),
            ("card", "Conditioning as card 2"),
        ],
        _library_rearranged,
        MINION,
    ),
    Case(
        ANGELA,
        "",
        "During your influence phase, Angela can lock to unlock another vampire.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": ANGELA, "blood": BLOOD},
                    {"card": PLAIN, "blood": BLOOD, "locked": True},
                ],
                "uncontrolled": [{"card": YOUNGER, "blood": 0}],  # transfers left to use
            },
            _seat("Bob"),
        ],
        [("ability", f"{ANGELA}: unlock {PLAIN}")],
        _unlocked(PLAIN),
        {"phase": "influence", "turn": 5},
    ),
    Case(
        ANGELA,
        "",
        "She must burn 1 blood to attempt to block an older vampire.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", (ANGELA, BLOOD))],
        [("bleed", f"{PLAIN} bleeds Bob"), ("block", f"Block with {ANGELA}")],
        _angela_paid(1),
        MINION,
    ),
    Case(
        "Karen Suadela",
        "",
        "She gets +1 stealth on undirected actions.",
        [_seat("Alice", ("Karen Suadela", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("hunt", "Karen Suadela hunts")],
        _intercept_shown(0, 2),
        MINION,
    ),
    Case(
        LUCIAN,
        "",
        "Strikes against Lucian cost an additional blood or life.",
        [_seat("Alice", (LUCIAN, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("bleed", f"{LUCIAN} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("hand", "Hand strike"),  # his is the only strike: chosen for him
        ],
        _madison_blood(BLOOD - 1 - 1),  # the strike's cost, and Lucian's hand strike
        MINION,
    ),
    Case(
        LUCIAN,
        "",
        "A minion opposing Lucian may choose not to strike.",
        [_seat("Alice", (LUCIAN, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("bleed", f"{LUCIAN} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("none", f"No strike ({LUCIAN} allows it)"),
        ],
        _no_strike_against_lucian,
        MINION,
    ),
    Case(
        LUCIAN,
        "",
        "+3 bleed.",
        [_seat("Alice", (LUCIAN, BLOOD)), _seat("Bob")],
        [("bleed", f"{LUCIAN} bleeds Bob")],
        _pool_burned(4),
        MINION,
    ),
    Case(
        "Petra",
        "",
        "Damage Petra inflicts on Baali is aggravated.",
        [_seat("Alice", ("Petra", BLOOD)), _seat("Bob", (BAALI, BLOOD))],
        [("bleed", "Petra bleeds Bob"), ("block", f"Block with {BAALI}")],
        _in_torpor(BAALI),
        MINION,
    ),
    Case(
        "Petra",
        "",
        "A vampire burns 1 blood after using a press to continue combat with her.",
        [_seat("Alice", (PRESSER, 3), hand=["Flash"]), _seat("Bob", ("Petra", BLOOD))],
        [
            ("bleed", f"{PRESSER} bleeds Bob"),
            ("block", "Block with Petra"),
            ("press", "Flash [cel]"),
        ],
        _pressed_against_petra,
        MINION,
    ),
    Case(
        CELESTE,
        "",
        "Céleste can strike: combat ends in combat with a werewolf.",
        [_seat("Alice", (CELESTE, BLOOD)), _seat("Bob", (WEREWOLF, 3))],
        [
            ("bleed", f"{CELESTE} bleeds Bob"),
            ("block", f"Block with {WEREWOLF}"),
            ("minion-ability", f"{CELESTE}: combat ends"),
        ],
        _celeste_ended_combat,
        MINION,
    ),
    Case(
        CELESTE,
        "",
        "She gets +1 intercept against Camarilla vampires whose controller controls any"
        " Gehenna cards.",
        [
            _seat("Alice", (PLAIN, BLOOD), in_play=["The Unmasking"]),
            _seat("Bob", (CELESTE, BLOOD)),
        ],
        [("hunt", f"{PLAIN} hunts")],
        _intercept_shown(1, 1),
        MINION,
    ),
    Case(
        DIANA,
        "",
        "During a referendum she calls, Diana can burn 1 blood to cancel a reaction card as it"
        " is played.",
        [
            _seat("Alice", (DIANA, BLOOD), hand=["Ancilla Empowerment"]),
            _seat("Bob", (PRIMOGEN, 3), hand=["Protected District"]),
        ],
        [
            ("political", "Ancilla Empowerment"),
            ("vote-for", "Ancilla Empowerment"),
            ("play", "Protected District"),
            ("use", "cancel Protected District"),
        ],
        _reaction_canceled,
        MINION,
    ),
    Case(
        DIANA,
        "",
        "+1 bleed.",
        [_seat("Alice", (DIANA, BLOOD)), _seat("Bob")],
        [("bleed", f"{DIANA} bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        BARON,
        "",
        "During your minion phase, Dieudonne can burn 1 blood to unlock after performing a"
        " successful action.",
        [_seat("Alice", (BARON, BLOOD)), _seat("Bob")],
        [("bleed", f"{BARON} bleeds Bob"), ("use", f"{BARON} burns 1 blood to unlock")],
        _baron_unlocked,
        MINION,
    ),
    Case(
        JAROSLAV,
        "",
        "Jaroslav inflicts +2 damage with melee weapons: the Meat Cleaver's strength+1, +2.",
        [
            {"name": "Alice", "ready": [_with(JAROSLAV, BLOOD, "Meat Cleaver")]},
            _seat("Bob", (PLAIN, 6)),
        ],
        [
            ("bleed", f"{JAROSLAV} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("weapon", "Meat Cleaver"),
        ],
        _madison_blood(6 - 4),
        MINION,
    ),
    Case(
        JAROSLAV,
        "",
        "He can inflict 1 damage on each of your prey's Sabbat vampires as a (D) action.",
        [_seat("Alice", (JAROSLAV, BLOOD)), _seat("Bob", ("Lambach", BLOOD), (PLAIN, BLOOD))],
        [
            ("minion-ability", f"{JAROSLAV} inflicts 1 damage on each Sabbat vampire of Bob"),
            ("decline", "Do not block"),
        ],
        _sabbat_damaged,
        MINION,
    ),
    Case(
        JAROSLAV,
        "",
        "+1 intercept.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", (JAROSLAV, BLOOD))],
        [("hunt", f"{PLAIN} hunts")],
        _intercept_shown(1, 1),
        MINION,
    ),
    Case(
        DEE,
        "",
        "Ventrue in combat with John cannot strike: combat ends.",
        [_seat("Alice", (VENTRUE, BLOOD), hand=["Majesty"]), _seat("Bob", (DEE, BLOOD))],
        [("bleed", f"{VENTRUE} bleeds Bob"), ("block", f"Block with {DEE}")],
        _no_majesty,
        MINION,
    ),
    Case(
        DEE,
        "",
        "During the polling step of any referendum, he can discard a card requiring Blood"
        " Sorcery to get +2 votes.",
        [_seat("Alice", (DEE, BLOOD), hand=["Ancilla Empowerment", "Apportation"]), _seat("Bob")],
        [
            ("political", f"{DEE} calls Ancilla Empowerment"),
            ("minion-ability", f"{DEE} discards Apportation: +2 vote"),
            ("vote-for", f"Cast {DEE}'s 4 votes for"),
        ],
        _dee_discarded,
        MINION,
    ),
    Case(
        BLACKWOOD,
        "",
        "Damaging strikes made by Reverend Blackwood that require Blood Sorcery inflict +1 damage.",
        [
            _seat("Alice", (BLACKWOOD, BLOOD), hand=["Burst of Sunlight"]),
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        [
            ("bleed", f"{BLACKWOOD} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("card", "Burst of Sunlight [tha]"),
        ],
        _sunlight_hurt_more,
        MINION,
    ),
    Case(
        "Iliana",
        "",
        "Contracts cannot be placed on Iliana.",
        [
            _seat("Alice", (PLAIN, BLOOD), hand=["Hand Contract"]),
            _seat("Bob", ("Iliana", BLOOD), ("Alice Chen", BLOOD)),
        ],
        [],
        _no_contract_on_iliana,
        {"phase": "master", "turn": 5},
    ),
    Case(
        ROBIN,
        "",
        "Once per turn, when Cock Robin successfully performs an action that requires"
        " Animalism, he unlocks at the end of the action.",
        [_seat("Alice", (ROBIN, BLOOD), hand=["Raven Spy"]), _seat("Bob")],
        [("employ", "Raven Spy")],
        _robin_unlocked,
        MINION,
    ),
    Case(
        ROBIN,
        "",
        "+1 strength.",
        [_seat("Alice", (ROBIN, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", f"{ROBIN} bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _madison_blood(BLOOD - 2),
        MINION,
    ),
    Case(
        ANTONIO,
        "",
        "If Antonio performs a political action whose referendum passes, he can unlock during"
        " the discard phase.",
        [_seat("Alice", (ANTONIO, BLOOD), hand=["Ancilla Empowerment"]), _seat("Bob")],
        [
            ("political", f"{ANTONIO} calls Ancilla Empowerment"),
            ("vote-for", f"Cast {ANTONIO}'s"),
            ("use", f"Unlock {ANTONIO}"),
        ],
        _antonio_unlocked,
        MINION,
    ),
    Case(
        FEO,
        "",
        "During your unlock phase, older Sabbat vampires controlled by other Methuselahs can"
        " burn 1 blood to lock Feo.",
        [_seat("Alice", (FEO, 1)), _seat("Bob", ("Lambach", BLOOD))],
        [("use", f"Lambach burns 1 blood to lock {FEO}")],
        _feo_locked,
        UNLOCK,
    ),
    Case(
        SCOUT,
        "",
        "During your unlock phase, Scout can burn 2 blood to lock an ally or younger vampire"
        " controlled by your prey.",
        [_seat("Alice", (SCOUT, BLOOD)), _seat("Bob", (YOUNGER, BLOOD))],
        [("use", f"{SCOUT} burns 2 blood to lock {YOUNGER}")],
        _locked_by_scout,
        UNLOCK,
    ),
    Case(
        SCOUT,
        "",
        "Reaction cards cost her +1 blood.",
        [
            _seat("Alice", (PLAIN, BLOOD)),
            {
                "name": "Bob",
                "ready": [{"card": SCOUT, "blood": BLOOD, "locked": True}],
                "hand": ["Black Sunrise"],
            },
        ],
        [("bleed", f"{PLAIN} bleeds Bob"), ("play", "Black Sunrise [qui]")],
        _scout_paid_more,
        MINION,
    ),
    Case(
        VEEJAY,
        "",
        "During an action, Veejay can burn 2 blood to get +1 stealth.",
        [_seat("Alice", (VEEJAY, 3)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("bleed", f"{VEEJAY} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("ability", "gets +1 stealth (burn 2 blood)"),
        ],
        _veejay_got_stealth,
        MINION,
    ),
    Case(
        "Cesewayo",
        "",
        "Once each action, Cesewayo may burn 1 blood to get +1 intercept.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ("Cesewayo", BLOOD))],
        [
            ("hunt", f"{PLAIN} hunts"),
            ("block", "Block with Cesewayo"),
            ("play", "Cesewayo burns 1 blood for +1 intercept"),
        ],
        _blocked_for_blood,
        MINION,
    ),
    Case(
        FIDUS,
        "",
        "Fidus gets +1 stealth on undirected actions.",
        [_seat("Alice", (FIDUS, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("hunt", f"{FIDUS} hunts")],
        _intercept_shown(0, 2),
        MINION,
    ),
    Case(
        FIDUS,
        "",
        "-1 strength: his hand strike does no damage.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", (FIDUS, BLOOD))],
        [("bleed", f"{PLAIN} bleeds Bob"), ("block", f"Block with {FIDUS}")],
        _madison_blood(BLOOD),
        MINION,
    ),
    Case(
        IZHIM,
        "",
        "Cards requiring Quietus cost Izhim 1 fewer blood.",
        [
            _seat("Alice", (IZHIM, BLOOD), hand=["Deed the Heart's Desire"]),
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        [("bleed", f"{IZHIM} bleeds Bob"), ("play", "Deed the Heart's Desire [qui]")],
        _blood_left(IZHIM, BLOOD),
        MINION,
    ),
    Case(
        IZHIM,
        "",
        "Weapons cost him 1 fewer blood or pool.",
        [_seat("Alice", (IZHIM, BLOOD), hand=[".44 Magnum"]), _seat("Bob")],
        [("equip", ".44 Magnum")],
        _izhim_equipped,
        MINION,
    ),
    Case(
        "Ludmijla Rakoczy",
        "",
        "Cards requiring Animalism cost Ludmijla 1 fewer blood.",
        [_seat("Alice", ("Ludmijla Rakoczy", BLOOD), hand=["Raven Spy"]), _seat("Bob")],
        [("employ", "Raven Spy")],
        _raven_spy_free("Ludmijla Rakoczy"),
        MINION,
    ),
    Case(
        "Nettie Hale",
        "",
        "Nettie gets +1 stealth when employing retainers: 2 with the action's own.",
        [_seat("Alice", ("Nettie Hale", BLOOD), hand=["Raven Spy"]), _seat("Bob", (PLAIN, BLOOD))],
        [("employ", "Raven Spy")],
        _intercept_shown(0, 2),
        MINION,
    ),
    Case(
        "Nettie Hale",
        "",
        "... and recruiting allies: 2 with the action's own.",
        [
            _seat("Alice", ("Nettie Hale", BLOOD), hand=["Carlton Van Wyk"]),
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        [("recruit", "Carlton Van Wyk")],
        _intercept_shown(0, 2),
        MINION,
    ),
    Case(
        "Mambo Jeanne",
        "",
        "Minions opposing Jeanne take 2 environmental damage each round at close range.",
        [_seat("Alice", ("Mambo Jeanne", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", "Mambo Jeanne bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _mambo_damage,
        MINION,
    ),
    Case(
        "Mambo Jeanne",
        "",
        "+1 bleed.",
        [_seat("Alice", ("Mambo Jeanne", BLOOD)), _seat("Bob")],
        [("bleed", "Mambo Jeanne bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        EZE,
        "",
        "Eze gets 1 additional vote: 3 with his title's 2.",
        [_seat("Alice", (EZE, BLOOD), hand=["Ancilla Empowerment"]), _seat("Bob")],
        [("political", f"{EZE} calls Ancilla Empowerment")],
        _offered("vote-for", f"Cast {EZE}'s 3 votes for"),
        MINION,
    ),
    Case(
        EZE,
        "",
        "Once each turn when Eze successfully performs a non-hunt action, he unlocks after"
        " resolving that action.",
        [_seat("Alice", (EZE, BLOOD)), _seat("Bob")],
        [("bleed", f"{EZE} bleeds Bob")],
        _eze_unlocked,
        MINION,
    ),
    Case(
        "Blanche Hill",
        "",
        "Once each turn, Blanche can unlock after successfully hunting.",
        [_seat("Alice", ("Blanche Hill", BLOOD)), _seat("Bob")],
        [("hunt", "Blanche Hill hunts"), ("use", "Unlock Blanche Hill")],
        _blanche_unlocked,
        MINION,
    ),
    Case(
        HAFSA,
        "",
        "Camarilla vampires must burn 1 blood to attempt to block Hafsa.",
        [_seat("Alice", (HAFSA, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", f"{HAFSA} bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _hafsa_blocked_for_blood,
        MINION,
    ),
    Case(
        HAFSA,
        "",
        "Assamites get +1 bleed against you.",
        [_seat("Alice", (ASSAMITE, BLOOD)), _seat("Bob", (HAFSA, BLOOD))],
        [("bleed", f"{ASSAMITE} bleeds Bob"), ("decline", "Do not block")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "Nik",
        "",
        "Brujah get +1 intercept when attempting to block Nik.",
        [_seat("Alice", ("Nik", 1)), _seat("Bob", (BRUJAH, BLOOD))],
        [("hunt", "Nik hunts")],
        _intercept_shown(1, 1),
        MINION,
    ),
    Case(
        "Luc",
        "",
        "He can give you +3 hand size until your next unlock phase as a +1 stealth action.",
        [_seat("Alice", ("Luc", BLOOD)), _seat("Bob")],
        [("minion-ability", "Luc gives you +3 hand size")],
        _luc_hand,
        MINION,
    ),
    Case(
        "Luc",
        "",
        "Luc gets +1 stealth during diablerie actions.",
        [_seat("Alice", ("Luc", BLOOD)), _seat("Bob", torpor=[{"card": YOUNGER, "blood": 0}])],
        [],
        _offered("diablerize", f"Luc diablerizes {YOUNGER} (+2 stealth)"),
        MINION,
    ),
    Case(
        "Lubomira Hradok",
        "",
        "If Lubomira successfully bleeds a Methuselah who controls a ready titled vampire, she"
        " does not unlock as normal during her next unlock phase.",
        [_seat("Alice", ("Lubomira Hradok", 3)), _seat("Bob", ("Alice Chen", BLOOD))],
        [("bleed", "Lubomira Hradok bleeds Bob"), ("decline", "Do not block")],
        _offered_log("Lubomira Hradok will not unlock as normal in the next unlock phase"),
        MINION,
    ),
    Case(
        "Julius",
        "",
        "If Julius goes into torpor, burn him.",
        [_seat("Alice", ("Julius", 1)), _seat("Bob", (ROBIN, BLOOD))],  # strength 2
        [("bleed", "Julius bleeds Bob"), ("block", f"Block with {ROBIN}")],
        _julius_burned,
        MINION,
    ),
    Case(
        "Basir",
        "",
        "Basir gains 1 blood after you use a master phase action to put a master Discipline"
        " card on him.",
        [_seat("Alice", ("Basir", 1), hand=["Celerity"]), _seat("Bob")],
        [("master", "Play Celerity on Basir")],
        _basir_gained,
        {"phase": "master", "turn": 5},
    ),
    Case(
        "Basir",
        "",
        "He cannot block or play reaction cards.",
        [
            _seat("Alice", (PLAIN, BLOOD)),
            {
                "name": "Bob",
                "ready": [{"card": "Basir", "blood": 1, "locked": True}],
                "hand": ["Black Sunrise"],
            },
        ],
        [("bleed", f"{PLAIN} bleeds Bob")],
        _unblocked_bleed,
        MINION,
    ),
    Case(
        "Basir",
        "",
        "He cannot block (unlocked).",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ("Basir", 1))],
        [("bleed", f"{PLAIN} bleeds Bob")],
        _pool_burned(1),
        MINION,
    ),
    Case(
        ELIMELECH,
        "",
        "Elimelech strikes with first strike; +1 strength: his 2 damage send Madison to torpor"
        " before she strikes.",
        [_seat("Alice", (ELIMELECH, BLOOD)), _seat("Bob", (PLAIN, 1))],
        [("bleed", f"{ELIMELECH} bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _blood_left(ELIMELECH, BLOOD),
        MINION,
    ),
    Case(
        ELIMELECH,
        "",
        "+1 bleed.",
        [_seat("Alice", (ELIMELECH, BLOOD)), _seat("Bob")],
        [("bleed", f"{ELIMELECH} bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        JULIET,
        "",
        "After a referendum called by Juliet passes, you get +2 hand size until your next"
        " unlock phase.",
        [_seat("Alice", (JULIET, BLOOD), hand=["Ancilla Empowerment"]), _seat("Bob")],
        [
            ("political", f"{JULIET} calls Ancilla Empowerment"),
            ("vote-for", f"Cast {JULIET}'s"),
            ("done", "Done casting"),
        ],
        _juliet_hand,
        MINION,
    ),
    Case(
        JULIET,
        "",
        "Juliet gets 1 optional maneuver each combat.",
        [_seat("Alice", (JULIET, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("bleed", f"{JULIET} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("maneuver", "optional maneuver"),
        ],
        _maneuvered,
        MINION,
    ),
    Case(
        "Victor Donaldson",
        "",
        "If a card named Golconda: Inner Peace you play is canceled, you can move that card"
        " from your ash heap to your library (shuffle afterward).",
        [
            _seat("Alice", ("Victor Donaldson", BLOOD), hand=[GOLCONDA]),
            _seat("Bob", ("Lambach", BLOOD)),
        ],
        [
            ("master", f"Play {GOLCONDA}"),
            ("cancel", f"Burn 2 pool to cancel {GOLCONDA}"),
            ("use", f"move {GOLCONDA} to your library"),
        ],
        _golconda_back,
        {"phase": "master", "turn": 5},
    ),
    Case(
        "Jazz Wentworth",
        "",
        "If the Edge is not controlled, Jazz may give you control of it as a +1 stealth action.",
        [_seat("Alice", ("Jazz Wentworth", BLOOD)), _seat("Bob")],
        [("minion-ability", "Jazz Wentworth gives you the Edge")],
        _edge_taken,
        MINION,
    ),
    Case(
        "La Viuda Blanca",
        "",
        "La Viuda can draw up to 2 cards as a +1 stealth action (discard down afterward).",
        [_seat("Alice", ("La Viuda Blanca", BLOOD), hand=["Choir"] * 7), _seat("Bob")],
        [("minion-ability", "La Viuda Blanca draws up to 2 cards"), ("card", "Draw 2 cards")],
        _drew_two,
        MINION,
    ),
    Case(
        "Abdelsobek",
        "",
        "Abdelsobek can unlock a vampire or mummy you control as a +1 stealth action.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Abdelsobek", "blood": BLOOD},
                    {"card": PLAIN, "blood": BLOOD, "locked": True},
                ],
            },
            _seat("Bob"),
        ],
        [("minion-ability", f"Abdelsobek unlocks {PLAIN}")],
        _unlocked_by_abdelsobek,
        MINION,
    ),
    Case(
        "Egothha",
        "",
        "During your unlock phase, if Egothha is ready, your prey burns the top card of his or"
        " her library, and if that card is a master card, Egothha gains 1 blood.",
        [
            _seat("Alice", ("Egothha", BLOOD)),
            _seat("Bob", library=["Villein", "Choir", "Choir"]),
        ],
        [],
        _egothha_fed,
        UNLOCK,
    ),
    Case(
        MUKHTAR,
        "",
        "Mukhtar cannot use presses to continue combat.",
        [_seat("Alice", (MUKHTAR, BLOOD), hand=["Boxed In"]), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", f"{MUKHTAR} bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _no_press_to_continue,
        MINION,
    ),
    Case(
        MUKHTAR,
        "",
        "If there are five Gehenna cards in play during your unlock phase, burn Mukhtar.",
        [_seat("Alice", (MUKHTAR, BLOOD), in_play=GEHENNA), _seat("Bob")],
        [],
        _mukhtar_burned,
        UNLOCK,
    ),
    Case(
        "Nehemiah",
        "",
        "During your unlock phase, you can move up to two cards from your hand to the bottom of"
        " your library (draw up afterward).",
        [_seat("Alice", ("Nehemiah", BLOOD), hand=["Conditioning", *["Choir"] * 6]), _seat("Bob")],
        [
            ("use", "Move Conditioning to the bottom of your library"),
            ("pass", "Move no more cards"),
        ],
        _conditioning_at_the_bottom,
        UNLOCK,
    ),
    Case(
        "Nehemiah",
        "",
        "Nehemiah cannot use cards requiring Celerity.",
        _with_celerity("Nehemiah", "Fleetness"),
        [],
        _not_offered("Fleetness"),
        MINION,
    ),
]
