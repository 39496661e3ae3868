"""Cases for the vampires of tournament decks (defs/tournament_vampires.toml): one per ability
of each vampire (level ""), each proving the ability itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import Case, card, logged, pool

from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
BLOOD = 4
PLAIN = "Madison"  # a vampire with no ability text (6.1.1, 6.4.5 defaults)
TREMERE_ANTITRIBU = "Janine"  # no ability text: the clan Tupdog serves (11, Slave)
Check = Callable[[Sequencer], None]


def _seat(name: str, *ready: tuple[str, int], **more: Any) -> dict[str, Any]:
    return {"name": name, "ready": [{"card": c, "blood": b} for c, b in ready], **more}


# -- Tupdog: cheaper Visceratika, his combat action, burned after the minion phase --------------


def _tupdog_paid_nothing(seq: Sequencer) -> None:
    assert card(seq.state, "Tupdog").blood == 1  # Bond with the Mountain costs 1 - 1
    assert card(seq.state, "Bond with the Mountain").region is Region.ASH_HEAP


def _lord_tremere_paid_nothing(seq: Sequencer) -> None:
    assert card(seq.state, "Lord Tremere").blood == BLOOD  # Bond with the Mountain: 1 - 1
    assert card(seq.state, "Bond with the Mountain").region is Region.ASH_HEAP


def _tupdog_fought(seq: Sequencer) -> None:
    assert logged(seq, f"Tupdog and {PLAIN} enter combat")  # 6.4: the action succeeded
    assert card(seq.state, PLAIN).blood == BLOOD - 1  # 6.4.5: his hand strike


def _tupdog_burned(seq: Sequencer) -> None:
    assert card(seq.state, "Tupdog").region is Region.ASH_HEAP  # 1.1.2
    drawn = card(seq.state, "Alice Chen")
    assert drawn.region is Region.UNCONTROLLED and drawn.face_down  # 7: a crypt card drawn


# -- bleeds and blocks (6.1.1, 6.2.2) ----------------------------------------------------------


def _pool_burned(amount: int) -> Check:
    def bob_burns_the_bleed(seq: Sequencer) -> None:
        assert pool(seq, 1) == 30 - amount  # 6.1.1: the target burns the bleed amount

    return bob_burns_the_bleed


def _retainer_burned(seq: Sequencer) -> None:
    assert card(seq.state, "Corpse Minion").region is Region.ASH_HEAP  # 1.1.2


def _anarch_damaged(seq: Sequencer) -> None:
    assert card(seq.state, "Aluc Romas de Leon").blood == BLOOD - 1  # 6.4.6: healed with blood
    assert card(seq.state, PLAIN).blood == BLOOD  # not an anarch


def _hunted_unblocked(seq: Sequencer) -> None:
    assert not logged(seq, "Bob declines to block")  # no minion of his may attempt it
    assert card(seq.state, PLAIN).blood == BLOOD + 1  # 6.1.2: the hunt succeeded


def _paid_a_pool(seq: Sequencer) -> None:
    assert logged(seq, "Theo Bell and Ambrosio Luis Monçada, Plenipotentiary enter combat")
    assert pool(seq, 0) == 30 - 1  # the additional cost, paid as the action succeeded


def _no_bleed_offered(seq: Sequencer) -> None:
    assert seq.prompt is not None
    assert not [o for o in seq.prompt.options if o.key == "bleed"]  # a directed action


def _fed_uncontrolled(seq: Sequencer) -> None:
    assert card(seq.state, PLAIN).region is Region.UNCONTROLLED
    assert card(seq.state, PLAIN).blood == 2


def _ally_stolen(seq: Sequencer) -> None:
    assert card(seq.state, "Carlton Van Wyk").controller == 0  # 1.4: control passed to Alice


def _pool_for_torpor(seq: Sequencer) -> None:
    assert card(seq.state, PLAIN).region is Region.TORPOR  # 6.4.6: 3 damage, 1 blood
    assert pool(seq, 0) == 31


def _paid_more_to_call(seq: Sequencer) -> None:
    assert logged(seq, "Agrippina's action succeeds")
    assert card(seq.state, "Agrippina").blood == BLOOD - 1  # 6.2.3: paid as it succeeded


def _hand_shuffled(seq: Sequencer) -> None:
    assert logged(seq, "Alice shuffles her hand into her library")
    assert card(seq.state, "Nicomedes").blood == BLOOD - 1  # its cost
    assert len(seq.state.players[0].hand) == 7  # 1.6.1.2: drawn up


def _range_set_long(seq: Sequencer) -> None:
    assert logged(seq, "Cailean sets the range for this round: long")
    assert card(seq.state, PLAIN).blood == BLOOD  # 6.4.3: hand strikes do not reach
    assert card(seq.state, "Cailean").blood == BLOOD


def _laibon_fed(seq: Sequencer) -> None:
    assert card(seq.state, "Fish").blood == 2 and card(seq.state, "Ayo Igoli").blood == BLOOD - 2


def _fought_plain(vampire: str) -> Check:
    def they_entered_combat(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} and {PLAIN} enter combat")  # 6.4: the action succeeded

    return they_entered_combat


def _stole_three(seq: Sequencer) -> None:
    assert card(seq.state, "Claus Wegener").blood == BLOOD - 3
    assert card(seq.state, "Etrius").blood == BLOOD + 3


def _pool_left(amount: int) -> Check:
    def the_cost_in_pool(seq: Sequencer) -> None:
        assert pool(seq, 0) == amount  # 1.6.1.3: the pool cost, 1 less

    return the_cost_in_pool


def _basil_to_torpor(seq: Sequencer) -> None:
    assert card(seq.state, "Basil").region is Region.TORPOR  # 6.4.6: Madison's 2 damage


def _angela_burned(seq: Sequencer) -> None:
    assert card(seq.state, "Angela Decker").region is Region.ASH_HEAP  # 6.4.6: burned
    assert pool(seq, 1) == 30 - 2  # the bleed was blocked: only her 2 pool


def _virginie_pays(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 2  # a bleed of 1, +1
    assert card(seq.state, "Virginie, Prodigy").blood == BLOOD - 1


def _not_asked_to_block(seq: Sequencer) -> None:
    assert not logged(seq, "Bob declines to block")  # no minion of his may attempt it
    assert pool(seq, 1) == 30 - 3


def _blocked_by(name: str) -> Check:
    def the_block_succeeds(seq: Sequencer) -> None:
        assert logged(seq, f"is blocked by {name}")  # 6.2.2.2: intercept >= stealth

    return the_block_succeeds


def _block_fails(seq: Sequencer) -> None:
    assert logged(seq, "block attempt fails")  # 6.2.2.2: intercept < stealth


def _blocked_for_blood(name: str) -> Check:
    def the_block_succeeds_for_a_blood(seq: Sequencer) -> None:
        assert logged(seq, f"is blocked by {name}")  # 6.2.2.2: intercept 1 vs stealth 1
        assert card(seq.state, name).blood == BLOOD - 1 - 1  # the blood, then a hand strike

    return the_block_succeeds_for_a_blood


def _blood_intercept_case(vampire: str) -> Case:
    """A hunt has +1 stealth (6.1.2): a burned blood's +1 intercept blocks it."""
    return Case(
        vampire,
        "",
        "Once each action, he can burn 1 blood to get +1 intercept.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", (vampire, BLOOD))],
        [
            ("hunt", f"{PLAIN} hunts"),
            ("block", f"Block with {vampire}"),
            ("play", f"{vampire} burns 1 blood for +1 intercept"),
        ],
        _blocked_for_blood(vampire),
        MINION,
    )


def _political_block_case(vampire: str) -> Case:
    """A political action has +1 stealth (6.1.7): intercept 1 blocks it."""
    return Case(
        vampire,
        "",
        "+1 intercept during political actions: he blocks one (+1 stealth).",
        [_seat("Alice", (PLAIN, BLOOD), hand=_CALLS), _seat("Bob", (vampire, BLOOD))],
        [("political", f"{PLAIN} calls Ancilla Empowerment"), ("block", f"Block with {vampire}")],
        _blocked_by(vampire),
        MINION,
    )


# -- referendums (6.3) --------------------------------------------------------------------------

_CALLS = ["Ancilla Empowerment"]  # no terms (6.3.1)


def _cast(words: str) -> Check:
    def votes_cast(seq: Sequencer) -> None:
        assert logged(seq, words)  # 6.3.3

    return votes_cast


def _back_in_hand(seq: Sequencer) -> None:
    for name in ("Conditioning", "Deep Song"):
        assert card(seq.state, name).region is Region.HAND  # 6.3.2: the referendum passed
    assert card(seq.state, "Vessel").region is Region.ASH_HEAP  # a master card stays


def _against_burned(seq: Sequencer) -> None:
    assert logged(seq, "(Ancilla Empowerment) fails: 2 for, 2 against")  # 6.3.2: tallied
    assert card(seq.state, "Alice Chen").blood == BLOOD - 1  # voted against: burns 1
    assert card(seq.state, "Hartmut Stover").blood == BLOOD  # voted for: burns none


def _edge_for_pool(seq: Sequencer) -> None:
    assert seq.state.edge is None and pool(seq, 0) == 31


def _mage_in_play(seq: Sequencer) -> None:
    nephandus = card(seq.state, "Nephandus")
    assert nephandus.region is Region.READY and nephandus.blood == 2  # its starting life
    assert pool(seq, 0) == 30 - 2  # its cost, paid as normal


def _alexandra_yielded(seq: Sequencer) -> None:
    alexandra = card(seq.state, "Alexandra")
    assert alexandra.title_yielded and alexandra.title is None  # 4.2: she yielded


def _arika_yielded(seq: Sequencer) -> None:
    arika = card(seq.state, "Arika")
    assert arika.title_yielded and arika.title is None  # 4.2: she yielded


def _xaviar_unlocked(seq: Sequencer) -> None:
    assert not card(seq.state, "Xaviar").locked


def _calls(vampire: str, *picks: tuple[str, str]) -> list[tuple[str, str]]:
    return [("political", f"{vampire} calls Ancilla Empowerment"), *picks]


# -- rescue from torpor (6.5.3) -----------------------------------------------------------------


def _rescued(name: str, rescuer: str, blood_left: int) -> Check:
    def rescued_for_its_cost(seq: Sequencer) -> None:
        assert card(seq.state, name).region is Region.READY
        assert card(seq.state, rescuer).blood == blood_left  # what the rescue cost him

    return rescued_for_its_cost


def _rescue_case(doc: str, rescuer: str, rescued: str, paid: int, definition: str = "") -> Case:
    """Alice's rescuer (4 blood) rescues her vampire in torpor (no blood), paying it all."""
    alice = {
        "name": "Alice",
        "ready": [{"card": rescuer, "blood": BLOOD}],
        "torpor": [{"card": rescued, "blood": 0}],
    }
    return Case(
        definition or rescuer,
        "",
        doc,
        [alice, _seat("Bob")],
        [("rescue", f"rescues {rescued} from torpor (+1 stealth, {paid} blood from {rescuer})")],
        _rescued(rescued, rescuer, BLOOD - paid),
        MINION,
    )


# -- the discard phase (8) and hand size (1.6.1.2) ------------------------------------------------

_DISCARD = {"phase": "discard", "turn": 5}


def _two_discarded(seq: Sequencer) -> None:
    lines = [e.text for e in seq.state.log]
    first = lines.index("Alice discards Conditioning")
    assert lines[first + 1] == "Alice discards Deep Song"  # in the same discard phase (8)


def _discard_case(vampire: str, doc: str) -> Case:
    return Case(
        vampire,
        "",
        doc,
        [_seat("Alice", (vampire, BLOOD), hand=["Conditioning", "Deep Song"]), _seat("Bob")],
        [("discard", "Discard Conditioning"), ("discard", "Discard Deep Song")],
        _two_discarded,
        _DISCARD,
    )


def _hand_of(size: int) -> Check:
    def hand_size_after_the_turn(seq: Sequencer) -> None:
        assert seq.state.players[0].hand_size == size  # 1.6.1.2
        assert len(seq.state.players[0].hand) == size

    return hand_size_after_the_turn


# -- combat (6.4) ---------------------------------------------------------------------------------


def _pressed(words: str) -> Check:
    def a_press_continues(seq: Sequencer) -> None:
        assert logged(seq, words)  # 6.4.4
        assert logged(seq, "A press continues the combat")

    return a_press_continues


def _hit_for(damage: int) -> Check:
    def the_blocker_takes_the_strength(seq: Sequencer) -> None:
        assert card(seq.state, PLAIN).blood == BLOOD - damage  # 6.4.5: hand strike = strength

    return the_blocker_takes_the_strength


def _blocked(vampire: str, *picks: tuple[str, str]) -> list[tuple[str, str]]:
    return [("bleed", f"{vampire} bleeds Bob"), ("block", f"Block with {PLAIN}"), *picks]


def _press_case(vampire: str, doc: str) -> Case:
    return Case(
        vampire,
        "",
        doc,
        [_seat("Alice", (vampire, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        _blocked(vampire, ("press", "Use the optional press to continue combat")),
        _pressed(f"{vampire} presses to continue combat"),
        MINION,
    )


# -- locking and unlocking another vampire (rules/abilities.py) ----------------------------------

TOREADOR = "Colin Flynn"  # no ability text
AMBROSIO = "Ambrosio Luis Monçada, Plenipotentiary"


def _lock_state(name: str, locked: bool) -> Check:
    def locked_or_unlocked(seq: Sequencer) -> None:
        assert card(seq.state, name).locked is locked

    return locked_or_unlocked


# -- numbers: bleed, stealth, intercept, strength, some only against some (6.1.1, 6.2.2.2, 6.4.5)


def _bleed_case(vampire: str, amount: int, theirs: str = "") -> Case:
    """+N bleed; against a Methuselah who controls a ready ``theirs`` vampire, if given."""
    bob = _seat("Bob", (theirs, BLOOD)) if theirs else _seat("Bob")
    against = f" against a Methuselah who controls {theirs}" if theirs else ""
    return Case(
        vampire,
        "",
        f"+{amount} bleed{against}: a bleed burns {1 + amount} pool.",
        [_seat("Alice", (vampire, BLOOD)), bob],
        [("bleed", f"{vampire} bleeds Bob"), *([("decline", "Do not block")] if theirs else [])],
        _pool_burned(1 + amount),
        MINION,
    )


def _strength_case(vampire: str, amount: int, blocker: str = PLAIN) -> Case:
    """+N strength (in combat with the blocker's clan or sect): his hand strike's damage."""
    return Case(
        vampire,
        "",
        f"{amount:+d} strength in combat with {blocker}: his hand strike does {1 + amount}.",
        [_seat("Alice", (vampire, BLOOD)), _seat("Bob", (blocker, BLOOD))],
        [("bleed", f"{vampire} bleeds Bob"), ("block", f"Block with {blocker}")],
        _struck(blocker, 1 + amount),
        MINION,
    )


def _struck(name: str, damage: int) -> Check:
    def the_hand_strike_does(seq: Sequencer) -> None:
        assert card(seq.state, name).blood == BLOOD - damage  # 6.4.5: damage = strength

    return the_hand_strike_does


def _intercept_case(vampire: str, amount: int, acting: str, what: str = "bleeds") -> Case:
    """+1 intercept: he blocks ``acting``'s hunt (+1 stealth, 6.1.2); -1: ``acting``'s bleed
    (0 stealth) gets past him."""
    doc = f"{amount:+d} intercept against {acting}"
    return Case(
        vampire,
        "",
        doc + (": he blocks a hunt." if amount > 0 else ": a bleed gets past him."),
        [_seat("Alice", (acting, BLOOD)), _seat("Bob", (vampire, BLOOD))],
        [
            ("hunt" if amount > 0 else "bleed", f"{acting} {what}"),
            ("block", f"Block with {vampire}"),
        ],
        _blocked_by(vampire) if amount > 0 else _block_fails,
        MINION,
    )


def _stealth_pick(
    vampire: str, doc: str, pick: tuple[str, str], hand: list[str], bob: dict[str, Any]
) -> Case:
    """+1 stealth on some actions: the option shows it (the pick names the stealth)."""
    return Case(
        vampire,
        "",
        doc,
        [_seat("Alice", (vampire, BLOOD), hand=hand), bob],
        [pick],
        _announced,
        MINION,
    )


def _announced(seq: Sequencer) -> None:
    assert logged(seq, "(+2 stealth")  # 6.2.1: announced with its stealth


def _cheaper_case(
    vampire: str, doc: str, hand: str, picks: list[tuple[str, str]], blood: int = BLOOD
) -> Case:
    """The card costs him 1 blood less (1 becomes 0): ``blood`` is what he has left."""
    return Case(
        vampire,
        "",
        doc,
        [_seat("Alice", (vampire, BLOOD), hand=[hand]), _seat("Bob", (PLAIN, BLOOD))],
        picks,
        _blood_left(vampire, blood),
        MINION,
    )


def _blood_left(vampire: str, blood: int) -> Check:
    def paid_one_less(seq: Sequencer) -> None:
        assert card(seq.state, vampire).blood == blood  # 1.6.1.3: the cost, 1 less

    return paid_one_less


def _maneuver_case(vampire: str) -> Case:
    return Case(
        vampire,
        "",
        "He gets 1 optional maneuver each combat: to long range, no hand strike reaches.",
        [_seat("Alice", (vampire, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        _blocked(vampire, ("maneuver", "optional maneuver")),
        _maneuvered_away(vampire),
        MINION,
    )


def _maneuvered_away(vampire: str) -> Check:
    def no_strike_reaches(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} maneuvers to long range")  # 6.4.2
        assert card(seq.state, PLAIN).blood == BLOOD  # 6.4.3: hand strikes do not reach

    return no_strike_reaches


_TUPDOG = ("Tupdog", 1)
_MASTER = (TREMERE_ANTITRIBU, BLOOD)  # 11: a slave's directed actions need one ready

CASES = [
    Case(
        "Tupdog",
        "",
        "Visceratika cards cost him 1 less blood: Bond with the Mountain [vis] costs nothing.",
        [
            _seat("Alice", _TUPDOG, _MASTER, hand=["Bond with the Mountain"]),
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        [
            ("bleed", "Tupdog bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("card", "Bond with the Mountain [vis]"),
        ],
        _tupdog_paid_nothing,
        MINION,
    ),
    Case(
        "Tupdog",
        "",
        "He may enter combat with any minion as a directed action.",
        [_seat("Alice", _TUPDOG, _MASTER), _seat("Bob", (PLAIN, BLOOD))],
        [("minion-ability", f"Tupdog enters combat with {PLAIN}"), ("decline", "Do not block")],
        _tupdog_fought,
        MINION,
    ),
    Case(
        "Tupdog",
        "",
        "After the end of your minion phase, burn him and move the top card of your crypt to "
        "your uncontrolled region.",
        [_seat("Alice", _TUPDOG, crypt=["Alice Chen"]), _seat("Bob")],
        [("end", "End the minion phase")],
        _tupdog_burned,
        MINION,
    ),
    Case(
        "Virginie, Prodigy",
        "",
        "During an action, she can burn 1 blood to get +1 bleed.",
        [_seat("Alice", ("Virginie, Prodigy", BLOOD)), _seat("Bob")],
        [
            ("bleed", "Virginie, Prodigy bleeds Bob"),
            ("minion-ability", "burns 1 blood: +1 bleed"),
        ],
        _virginie_pays,
        MINION,
    ),
    Case(
        "Sha-Ennu",
        "",
        "+2 bleed: a bleed burns 3 pool.",
        [_seat("Alice", ("Sha-Ennu", BLOOD)), _seat("Bob")],
        [("bleed", "Sha-Ennu bleeds Bob")],
        _pool_burned(3),
        MINION,
    ),
    Case(
        "Sha-Ennu",
        "",
        "Vampires with capacity 3 or less cannot block her: Brooke (3) is not asked.",
        [_seat("Alice", ("Sha-Ennu", BLOOD)), _seat("Bob", ("Brooke", 3))],
        [("bleed", "Sha-Ennu bleeds Bob")],
        _not_asked_to_block,
        MINION,
    ),
    _political_block_case("Oluwafunmilayo"),
    _political_block_case("Kabede Maru"),
    Case(
        "Genevieve",
        "",
        "She gets one additional vote during each political action.",
        [_seat("Alice", ("Genevieve", BLOOD), hand=_CALLS), _seat("Bob")],
        _calls("Genevieve", ("vote-for", "Cast Genevieve's 1 vote")),
        _cast("casts Genevieve's 1 vote"),
        MINION,
    ),
    Case(
        "Xaviar (ADV)",
        "",
        "You can unlock him after a referendum he called passes.",
        [_seat("Alice", ("Xaviar (ADV)", BLOOD), hand=_CALLS), _seat("Bob")],
        _calls("Xaviar", ("vote-for", "Cast Xaviar's 3 votes for"), ("use", "Unlock Xaviar")),
        _xaviar_unlocked,
        MINION,
    ),
    _rescue_case(
        "Rescuing him from torpor costs 1 additional blood: 3.",
        PLAIN,
        "Isanwayen",
        3,
        "Isanwayen",
    ),
    _rescue_case(
        "Rescuing him from torpor costs +1 blood: 3.",
        PLAIN,
        "Mitchell, The Headhunter",
        3,
        "Mitchell, The Headhunter",
    ),
    _rescue_case("Rescuing a vampire from torpor costs her -1 blood: 1.", "Doc Martina", PLAIN, 1),
    _rescue_case("Rescuing a vampire from torpor costs him 1 fewer blood.", "Frondator", PLAIN, 1),
    _rescue_case("He burns 1 less blood when rescuing a vampire.", "Javier Montoya", PLAIN, 1),
    Case(
        "Javier Montoya",
        "",
        "+1 bleed: a bleed burns 2 pool.",
        [_seat("Alice", ("Javier Montoya", BLOOD)), _seat("Bob")],
        [("bleed", "Javier Montoya bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    _rescue_case(
        "Rescuing an older vampire from torpor costs him -2 blood: Madison (6) costs nothing.",
        "Adelino Da Silva",
        PLAIN,
        0,
    ),
    _discard_case("Unmada", "While he is ready, +1 discard phase action: two discards."),
    Case(
        "Unmada",
        "",
        "+1 hand size: the hand refills to 8 at the end of the turn.",
        [_seat("Alice", ("Unmada", BLOOD), hand=["Choir"]), _seat("Bob")],
        [("end", "End the discard phase")],
        _hand_of(8),
        _DISCARD,
    ),
    _discard_case("Sreelekha", "Ready as the discard phase begins: +1 discard phase action."),
    Case(
        "Sreelekha",
        "",
        "+1 bleed: a bleed burns 2 pool.",
        [_seat("Alice", ("Sreelekha", BLOOD)), _seat("Bob")],
        [("bleed", "Sreelekha bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    _discard_case("Cicatriz", "Ready during the discard phase: an additional discard action."),
    _discard_case(
        "Ulugh Beg, The Watcher", "Ready during the discard phase: an additional discard action."
    ),
    Case(
        "Andrea Giovanni",
        "",
        "+1 stealth during actions requiring Necromancy: Summon Soul [nec] gets past intercept 1.",
        [
            _seat("Alice", ("Andrea Giovanni", BLOOD), hand=["Summon Soul"]),
            _seat("Bob", ("Neighbor John", BLOOD)),
        ],
        [
            ("card", "Andrea Giovanni plays Summon Soul [nec] (+2 stealth"),
            ("block", "Block with Neighbor John"),
        ],
        _block_fails,
        MINION,
    ),
    Case(
        "Adrino Manauara",
        "",
        "1 press (mandatory) each combat, only to continue: a second round follows the first.",
        [_seat("Alice", ("Adrino Manauara", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        _blocked("Adrino Manauara", ("end", "End the minion phase")),
        _pressed("Adrino Manauara presses to continue combat (mandatory)"),
        MINION,
    ),
    _press_case("Matata", "He gets an optional press each combat."),
    Case(
        "Matata",
        "",
        "+1 strength: his hand strike does 2 damage.",
        [_seat("Alice", ("Matata", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        _blocked("Matata", ("end", "End the minion phase")),
        _hit_for(2),
        MINION,
    ),
    _press_case("Ankla Hotep", "He gets 1 optional press each combat."),
    _rescue_case(
        "Rescuing him from torpor costs 2 fewer blood: nothing.",
        PLAIN,
        "Ankla Hotep",
        0,
        "Ankla Hotep",
    ),
    Case(
        "Marcus Vitel",
        "",
        "He can burn a retainer as a +1 stealth directed action.",
        [
            _seat("Alice", ("Marcus Vitel", BLOOD)),
            {
                "name": "Bob",
                "ready": [{"card": PLAIN, "blood": BLOOD, "attached": ["Corpse Minion"]}],
            },
        ],
        [("minion-ability", "Marcus Vitel burns Corpse Minion"), ("decline", "Do not block")],
        _retainer_burned,
        MINION,
    ),
    Case(
        "Marcus Vitel",
        "",
        "While he is ready and a prince, your Sabbat vampires get +1 bleed when bleeding a "
        "Methuselah who controls a ready Camarilla vampire.",
        [
            _seat("Alice", ("Aaron Bathurst", BLOOD), ("Marcus Vitel", BLOOD)),
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        [("bleed", "Aaron Bathurst bleeds Bob"), ("decline", "Do not block")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "Alexandra",
        "",
        "Once during your turn, she may unlock another ready Toreador.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Alexandra", "blood": BLOOD},
                    {"card": TOREADOR, "blood": 3, "locked": True},
                ],
            },
            _seat("Bob"),
        ],
        [("ability", f"Alexandra: unlock {TOREADOR}")],
        _lock_state(TOREADOR, False),
        MINION,
    ),
    Case(
        "Alexandra",
        "",
        "... or lock one, another Methuselah's too.",
        [_seat("Alice", ("Alexandra", BLOOD)), _seat("Bob", (TOREADOR, 3))],
        [("ability", f"Alexandra: lock {TOREADOR}")],
        _lock_state(TOREADOR, True),
        MINION,
    ),
    Case(
        "Alexandra",
        "",
        "+2 bleed: a bleed burns 3 pool.",
        [_seat("Alice", ("Alexandra", BLOOD)), _seat("Bob")],
        [("bleed", "Alexandra bleeds Bob")],
        _pool_burned(3),
        MINION,
    ),
    Case(
        "Lord Tremere",
        "",
        "During your minion phase, he can unlock another ready Tremere antitribu.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Lord Tremere", "blood": BLOOD},
                    {"card": TREMERE_ANTITRIBU, "blood": 3, "locked": True},
                ],
            },
            _seat("Bob"),
        ],
        [("ability", f"Lord Tremere: unlock {TREMERE_ANTITRIBU}")],
        _lock_state(TREMERE_ANTITRIBU, False),
        MINION,
    ),
    Case(
        "Lord Tremere",
        "",
        "Cards requiring Blood Sorcery cost him 1 fewer blood: Bond with the Mountain is free.",
        [
            _seat("Alice", ("Lord Tremere", BLOOD), hand=["Bond with the Mountain"]),
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        _blocked("Lord Tremere", ("card", "Bond with the Mountain [tha]")),
        _lord_tremere_paid_nothing,
        MINION,
    ),
    Case(
        "Lord Tremere",
        "",
        "+2 bleed: a bleed burns 3 pool.",
        [_seat("Alice", ("Lord Tremere", BLOOD)), _seat("Bob")],
        [("bleed", "Lord Tremere bleeds Bob")],
        _pool_burned(3),
        MINION,
    ),
    Case(
        "Lord Tremere",
        "",
        "+1 intercept: he blocks a hunt (+1 stealth).",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ("Lord Tremere", BLOOD))],
        [("hunt", f"{PLAIN} hunts"), ("block", "Block with Lord Tremere")],
        _blocked_by("Lord Tremere"),
        MINION,
    ),
    Case(
        "Undele",
        "",
        "A +1 stealth political action: a referendum moves two minion cards from your ash heap "
        "to your hand.",
        [
            _seat(
                "Alice",
                ("Undele", BLOOD),
                hand=["Choir"],
                ash_heap=["Conditioning", "Deep Song", "Vessel"],
            ),
            _seat("Bob"),
        ],
        [
            ("minion-ability", "Undele calls a referendum to move two minion cards"),
            ("card", "Name Conditioning"),
            ("vote-for", "Cast Undele's 2 votes for"),
        ],
        _back_in_hand,
        MINION,
    ),
    Case(
        "Alonso Petrodon",
        "",
        "After bleeding successfully, 1 unpreventable damage on each anarch of the target.",
        [
            _seat("Alice", ("Alonso Petrodon", BLOOD)),
            _seat("Bob", ("Aluc Romas de Leon", BLOOD), (PLAIN, BLOOD)),
        ],
        [("bleed", "Alonso Petrodon bleeds Bob"), ("decline", "Do not block")],
        _anarch_damaged,
        MINION,
    ),
    Case(
        "Alonso Petrodon",
        "",
        "+1 bleed: a bleed burns 2 pool.",
        [_seat("Alice", ("Alonso Petrodon", BLOOD)), _seat("Bob")],
        [("bleed", "Alonso Petrodon bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "Hartmut Stover",
        "",
        "Any vampire casting votes against a referendum he called burns 1 blood once tallied.",
        [
            _seat("Alice", ("Hartmut Stover", BLOOD), hand=_CALLS),
            _seat("Bob", ("Alice Chen", BLOOD)),
        ],
        _calls(
            "Hartmut Stover",
            ("vote-for", "Cast Hartmut Stover's 2 votes for"),
            ("vote-against", "Cast Alice Chen's 2 votes against"),
            ("end", "End the minion phase"),
        ),
        _against_burned,
        MINION,
    ),
    Case(
        "Hartmut Stover",
        "",
        "You can burn the Edge during your discard phase to gain 1 pool.",
        [_seat("Alice", ("Hartmut Stover", BLOOD), hand=["Choir"]), _seat("Bob")],
        [("use", "Hartmut Stover: burn the Edge to gain 1 pool")],
        _edge_for_pool,
        {**_DISCARD, "edge": 0},
    ),
    _blood_intercept_case("Persia, The Beautiful Statue"),
    _blood_intercept_case("Larry"),
    Case(
        "Antonio d'Erlette",
        "",
        "While he is ready, 4 transfers search your library and hand for a mage ally he could "
        "play: it is put in play with its life, its cost paid.",
        [_seat("Alice", ("Antonio d'Erlette", 5), library=["Nephandus"]), _seat("Bob")],
        [
            ("ability", "Antonio d'Erlette: search your library and hand for a mage ally"),
            ("card", "Put Nephandus in play (from your library)"),
        ],
        _mage_in_play,
        {"phase": "influence", "turn": 5},
    ),
    Case(
        "Rafael de Corazon",
        "",
        "Any vampire contesting his title (Toreador Inner Circle) must yield during their "
        "unlock phase: Alexandra yields without a choice.",
        [_seat("Alice", ("Alexandra", BLOOD)), _seat("Bob", ("Rafael de Corazon", BLOOD))],
        [],
        _alexandra_yielded,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        "Rafael de Corazon",
        "",
        "+2 bleed: a bleed burns 3 pool.",
        [_seat("Alice", ("Rafael de Corazon", BLOOD)), _seat("Bob")],
        [("bleed", "Rafael de Corazon bleeds Bob")],
        _pool_burned(3),
        MINION,
    ),
    _cheaper_case(
        "Marconius",
        "Cards requiring Mytherceria cost him 1 less blood: Redcap Wilder costs 1.",
        "Redcap Wilder",
        [("employ", "Marconius employs Redcap Wilder [myt]"), ("decline", "Do not block")],
        BLOOD - 1,
    ),
    _strength_case("Marconius", 1),
    Case(
        "Rebekka, Chantry Elder of Munich",
        "",
        "+1 stealth on each of her actions: her bleed gets past a blocker with no intercept.",
        [_seat("Alice", ("Rebekka, Chantry Elder of Munich", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("bleed", "Rebekka, Chantry Elder of Munich bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
        ],
        _block_fails,
        MINION,
    ),
    _bleed_case("Rebekka, Chantry Elder of Munich", 1, "Adelaide Davis"),
    _stealth_pick(
        "Joaquina Amaya",
        "+1 stealth during equip actions.",
        ("equip", "Joaquina Amaya equips with .44 Magnum (+2 stealth"),
        [".44 Magnum"],
        _seat("Bob"),
    ),
    Case(
        "Khalil Ravana",
        "",
        "+1 stealth during diablerie actions.",
        [
            _seat("Alice", ("Khalil Ravana", BLOOD)),
            {"name": "Bob", "torpor": [{"card": PLAIN, "blood": 1}]},
        ],
        [("diablerize", f"Khalil Ravana diablerizes {PLAIN} (+2 stealth)")],
        _announced,
        MINION,
    ),
    _stealth_pick(
        "Dark Selina",
        "+1 stealth during political actions.",
        ("political", "Dark Selina calls Ancilla Empowerment (+2 stealth"),
        _CALLS,
        _seat("Bob"),
    ),
    _stealth_pick(
        "Natasha Volfchek",
        "+1 stealth on political actions.",
        ("political", "Natasha Volfchek calls Ancilla Empowerment (+2 stealth"),
        _CALLS,
        _seat("Bob"),
    ),
    _bleed_case("Natasha Volfchek", 1),
    _stealth_pick(
        "Antonino",
        "+1 stealth on undirected actions: he hunts with +2.",
        ("hunt", "Antonino hunts (+2 stealth"),
        [],
        _seat("Bob"),
    ),
    Case(
        'Marion "Teacher193" Perks',
        "",
        "She gets an optional press each combat.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ('Marion "Teacher193" Perks', BLOOD))],
        [
            ("bleed", f"{PLAIN} bleeds Bob"),
            ("block", "Block with Marion"),
            ("press", "Use the optional press to continue combat"),
        ],
        _pressed('Marion "Teacher193" Perks presses to continue combat'),
        MINION,
    ),
    _press_case("Charles Delmare", "He gets 1 optional press each combat."),
    _press_case("Aidan Lyle", "He gets 1 optional press each combat."),
    _press_case("Silvia Giovanni", "She gets 1 optional press each combat."),
    _strength_case("Silvia Giovanni", 1),
    _maneuver_case("Nehsi"),
    _cheaper_case(
        "Una",
        "Combat cards requiring Fortitude cost her 1 fewer blood: Skin of Steel is free.",
        "Skin of Steel",
        _blocked("Una", ("play", "Skin of Steel [for]")),
    ),
    _cheaper_case(
        "Badr, Shadow of Granada",
        "Cards requiring Obtenebration cost him 1 fewer blood: Blanket of Night is free.",
        "Blanket of Night",
        _blocked("Badr, Shadow of Granada", ("play", "Blanket of Night [obt]")),
    ),
    _cheaper_case(
        "Horrock",
        "Protean cards cost him 1 less blood: Earth Control is free.",
        "Earth Control",
        _blocked("Horrock", ("play", "Earth Control [pro]")),
    ),
    _cheaper_case(
        "Jann Berger",
        "Cards requiring Potence cost him 1 fewer blood: Preternatural Strength is free.",
        "Preternatural Strength",
        [("card", "Jann Berger plays Preternatural Strength [pot]"), ("decline", "Do not block")],
    ),
    _bleed_case("Jann Berger", 1),
    _cheaper_case(
        "Mitru the Hunter",
        "Cards that require Celerity cost him 1 less blood: Fleetness is free.",
        "Fleetness",
        [("card", "with Fleetness [cel]"), ("decline", "Do not block")],
    ),
    _intercept_case("Delilah Monroe", -1, "Amelia Locke"),
    _intercept_case("Jubal", 1, "Ahmose Chambers", "hunts"),
    _intercept_case("Vaclav Petalengro", 1, "Badger", "hunts"),
    _intercept_case("Rocia", 1, "Claus Wegener", "hunts"),
    _intercept_case("Rocia", 1, "Elena Mendoza Vasquez", "hunts"),
    _press_case("Rocia", "She gets an optional press each combat."),
    _intercept_case("Hugo", -1, "Aintzane Arriaga"),
    _intercept_case("Hugo", -1, "America Johnson"),
    _intercept_case("Richard Tauber, Ayelea's Puppet", -1, "Aintzane Arriaga"),
    _intercept_case("Richard Tauber, Ayelea's Puppet", -1, "America Johnson"),
    Case(
        "Mark",
        "",
        "+1 intercept when attempting to block a bleed: he blocks Jost Werner's (+1 stealth).",
        [_seat("Alice", ("Jost Werner", BLOOD)), _seat("Bob", ("Mark", BLOOD))],
        [("bleed", "Jost Werner bleeds Bob"), ("block", "Block with Mark")],
        _blocked_by("Mark"),
        MINION,
    ),
    _bleed_case("Céleste, The Voice of a Secret", 1, TOREADOR),
    _intercept_case("Céleste, The Voice of a Secret", -1, PLAIN),
    _bleed_case("Gentha Shale", 1, "Ahmose Chambers"),
    _bleed_case("Jorge De La Muerte, The Agent", 1, "Brooke"),
    _bleed_case("Peter Blaine", 1, "Amelia Locke"),
    _bleed_case("Brunhilde", 1, "Amelia Locke"),
    _strength_case("Brunhilde", 1),
    _bleed_case("Katarina", 1, "Andrei Puxon"),
    _bleed_case("Otieno", 1, "Fish"),
    _bleed_case("Ganesh", 1, "Accorri Giovanni"),
    _bleed_case("Stephen Bateson", 1, "Almiro Suarez"),
    Case(
        "Stephen Bateson",
        "",
        "+1 stealth: his bleed gets past a blocker with no intercept.",
        [_seat("Alice", ("Stephen Bateson", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", "Stephen Bateson bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _block_fails,
        MINION,
    ),
    _strength_case("Batsheva", 1, "America Johnson"),
    _strength_case("Alessandro Garcia", 1, "Aintzane Arriaga"),
    _strength_case("Dedefra", 1),
    _strength_case("Dominique Santo Paulo", 1, "Agrippina"),
    _strength_case("Dominique Santo Paulo", 1, "Agatha"),
    _strength_case("Erinyi", -1, "Bill Butler"),
    Case(
        AMBROSIO,
        "",
        "He cannot block: Bob, with him alone, is not asked to block a hunt.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", (AMBROSIO, BLOOD))],
        [("hunt", f"{PLAIN} hunts"), ("end", "End the minion phase")],
        _hunted_unblocked,
        MINION,
    ),
    Case(
        AMBROSIO,
        "",
        "Actions directed at him cost 1 additional pool: Theo Bell's combat action.",
        [_seat("Alice", ("Theo Bell", BLOOD)), _seat("Bob", (AMBROSIO, BLOOD))],
        [("minion-ability", f"Theo Bell enters combat with {AMBROSIO}")],
        _paid_a_pool,
        MINION,
    ),
    Case(
        AMBROSIO,
        "",
        "If he is ready during your discard phase, you can unlock another ready Lasombra.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": AMBROSIO, "blood": BLOOD},
                    {"card": "Aintzane Arriaga", "blood": BLOOD, "locked": True},
                ],
                "hand": ["Choir"],
            },
            _seat("Bob"),
        ],
        [("use", f"{AMBROSIO}: unlock Aintzane Arriaga")],
        _lock_state("Aintzane Arriaga", False),
        _DISCARD,
    ),
    _strength_case("Mickey Wheeler", 1),  # Madison (6) is older than him (5)
    _strength_case("Danny Larkshill", 1),  # Madison (6) is younger than him (7)
    _intercept_case("Teresita, The Godmother", 1, PLAIN, "hunts"),  # Madison: Camarilla
    _stealth_pick(
        "Roderick Phillips March",
        "While he is ready, your minions get an additional +1 stealth on equip actions.",
        ("equip", "Roderick Phillips March equips with .44 Magnum (+2 stealth"),
        [".44 Magnum"],
        _seat("Bob"),
    ),
    Case(
        "Jacob Fermor",
        "",
        "While he is ready, werewolves you control get +1 bleed: Double Deuce bleeds for 2.",
        [_seat("Alice", ("Jacob Fermor", BLOOD), ("Double Deuce", 3)), _seat("Bob")],
        [("bleed", "Double Deuce bleeds Bob for 2")],
        _pool_burned(2),
        MINION,
    ),
    _press_case("Jacob Fermor", "He gets an optional press each combat."),
    Case(
        "Mary Anne Blaire",
        "",
        "A +1 stealth action: add 2 blood to a vampire in your uncontrolled region.",
        [
            _seat("Alice", ("Mary Anne Blaire", BLOOD), uncontrolled=[{"card": PLAIN, "blood": 0}]),
            _seat("Bob"),
        ],
        [("minion-ability", "Mary Anne Blaire adds 2 blood to a vampire")],
        _fed_uncontrolled,
        MINION,
    ),
    Case(
        "Mary Anne Blaire",
        "",
        "While she is ready, Inner Circle members get -2 bleed: Alexandra (+2) bleeds for 1.",
        [_seat("Alice", ("Alexandra", BLOOD)), _seat("Bob", ("Mary Anne Blaire", BLOOD))],
        [("bleed", "Alexandra bleeds Bob"), ("decline", "Do not block")],
        _pool_burned(1),
        MINION,
    ),
    Case(
        "Onaedo",
        "",
        "While Otieno is ready, +1 stealth during diablerie actions.",
        [
            _seat("Alice", ("Onaedo", BLOOD), ("Otieno", BLOOD)),
            {"name": "Bob", "torpor": [{"card": PLAIN, "blood": 1}]},
        ],
        [("diablerize", f"Onaedo diablerizes {PLAIN} (+2 stealth)")],
        _announced,
        MINION,
    ),
    Case(
        "Xeper, Sultan of Lepers",
        "",
        "+1 vote for each ready unique infernal vampire you control: him and Midget, 2.",
        [
            _seat("Alice", ("Xeper, Sultan of Lepers", BLOOD), ("Midget", 3), hand=_CALLS),
            _seat("Bob"),
        ],
        _calls("Xeper, Sultan of Lepers", ("vote-for", "Cast Xeper, Sultan of Lepers's 2 votes")),
        _cast("casts Xeper, Sultan of Lepers's 2 votes"),
        MINION,
    ),
    Case(
        "Xeper, Sultan of Lepers",
        "",
        "He can steal an ally controlled by another Methuselah as a directed action.",
        [_seat("Alice", ("Xeper, Sultan of Lepers", BLOOD)), _seat("Bob", ("Carlton Van Wyk", 3))],
        [
            ("minion-ability", "Xeper, Sultan of Lepers steals Carlton Van Wyk"),
            ("decline", "Do not block"),
        ],
        _ally_stolen,
        MINION,
    ),
    Case(
        "Valkyrie",
        "",
        "She cannot perform directed actions unless Brunhilde is ready: no bleed offered.",
        [_seat("Alice", ("Valkyrie", BLOOD)), _seat("Bob")],
        [],
        _no_bleed_offered,
        MINION,
    ),
    Case(
        "Valkyrie",
        "",
        "+1 strength (Brunhilde ready: she bleeds): her hand strike does 2.",
        [_seat("Alice", ("Valkyrie", BLOOD), ("Brunhilde", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", "Valkyrie bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _struck(PLAIN, 2),
        MINION,
    ),
    Case(
        "Matasuntha",
        "",
        "After a minion in combat with her leaves the ready region, you gain 1 pool.",
        [_seat("Alice", ("Matasuntha", BLOOD)), _seat("Bob", (PLAIN, 1))],
        [("bleed", "Matasuntha bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _pool_for_torpor,
        MINION,
    ),
    _strength_case("Matasuntha", 2),
    Case(
        "Marcellus",
        "",
        "If he is ready, political actions cost Nosferatu 1 additional blood.",
        [_seat("Alice", ("Agrippina", BLOOD), hand=_CALLS), _seat("Bob", ("Marcellus", BLOOD))],
        _calls("Agrippina", ("end", "End the minion phase")),
        _paid_more_to_call,
        MINION,
    ),
    _bleed_case("Marcellus", 1),
    Case(
        "Nicomedes",
        "",
        "During your turn, he can burn 1 blood to shuffle your hand into your library (draw up "
        "afterward).",
        [_seat("Alice", ("Nicomedes", BLOOD), hand=["Conditioning"]), _seat("Bob")],
        [("ability", "Nicomedes: shuffle your hand into your library and draw up (burn 1 blood)")],
        _hand_shuffled,
        MINION,
    ),
    Case(
        "Cailean",
        "",
        "Each round, before range is determined, he can set the range for that round.",
        [_seat("Alice", ("Cailean", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        _blocked("Cailean", ("minion-ability", "Cailean sets the range for this round: long")),
        _range_set_long,
        MINION,
    ),
    Case(
        "Ayo Igoli",
        "",
        "He gets an additional vote for each ready titled vampire you control: Alice Chen, 1.",
        [_seat("Alice", ("Ayo Igoli", BLOOD), ("Alice Chen", BLOOD), hand=_CALLS), _seat("Bob")],
        _calls("Ayo Igoli", ("vote-for", "Cast Ayo Igoli's 1 vote")),
        _cast("casts Ayo Igoli's 1 vote"),
        MINION,
    ),
    Case(
        "Ayo Igoli",
        "",
        "A discard phase action can move 2 blood from him to a Laibon in your uncontrolled region.",
        [
            _seat(
                "Alice",
                ("Ayo Igoli", BLOOD),
                hand=["Choir"],
                uncontrolled=[{"card": "Fish", "blood": 0}],
            ),
            _seat("Bob"),
        ],
        [("minion-ability", "Ayo Igoli: move 2 blood to Fish")],
        _laibon_fed,
        _DISCARD,
    ),
    Case(
        "Theo Bell (G6)",
        "",
        "He can enter combat with a minion as a directed action.",
        [_seat("Alice", ("Theo Bell (G6)", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("minion-ability", f"Theo Bell enters combat with {PLAIN}"), ("decline", "Do not block")],
        _fought_plain("Theo Bell"),
        MINION,
    ),
    Case(
        "Theo Bell (G6)",
        "",
        "+1 strength: his hand strike does 2.",
        [_seat("Alice", ("Theo Bell (G6)", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", "Theo Bell bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _struck(PLAIN, 2),
        MINION,
    ),
    Case(
        "Ghede",
        "",
        "He can enter combat with a minion as a directed action.",
        [_seat("Alice", ("Ghede", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("minion-ability", f"Ghede enters combat with {PLAIN}"), ("decline", "Do not block")],
        _fought_plain("Ghede"),
        MINION,
    ),
    _cheaper_case(
        "Ghede",
        "Combat cards requiring Serpentis cost him 1 fewer blood: Form of the Serpent is free.",
        "Form of the Serpent",
        _blocked("Ghede", ("maneuver", "Form of the Serpent [SER]")),
    ),
    Case(
        "Gustaphe Brunnelle",
        "",
        "He can enter combat with a minion controlled by your predator or prey (directed).",
        [_seat("Alice", ("Gustaphe Brunnelle", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("minion-ability", f"Gustaphe Brunnelle enters combat with {PLAIN}"),
            ("decline", "Do not block"),
        ],
        _fought_plain("Gustaphe Brunnelle"),
        MINION,
    ),
    Case(
        "Ignazio Giovanni",
        "",
        "He can enter combat with a vampire with capacity 6 or less of your predator or prey.",
        [_seat("Alice", ("Ignazio Giovanni", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("minion-ability", f"Ignazio Giovanni enters combat with {PLAIN}"),
            ("decline", "Do not block"),
        ],
        _fought_plain("Ignazio Giovanni"),
        MINION,
    ),
    _strength_case("Ignazio Giovanni", 1),
    Case(
        "Etrius",
        "",
        "He may steal up to 3 blood from a Tremere vampire as a +1 stealth directed action.",
        [_seat("Alice", ("Etrius", BLOOD)), _seat("Bob", ("Claus Wegener", BLOOD))],
        [
            ("minion-ability", "Etrius steals up to 3 blood from Claus Wegener"),
            ("decline", "Do not block"),
        ],
        _stole_three,
        MINION,
    ),
    _bleed_case("Etrius", 2),
    Case(
        "Sébastien Goulet",
        "",
        "Allies cost him 1 less blood or pool: Carlton Van Wyk costs 1 pool.",
        [_seat("Alice", ("Sébastien Goulet", BLOOD), hand=["Carlton Van Wyk"]), _seat("Bob")],
        [("recruit", "Sébastien Goulet recruits Carlton Van Wyk"), ("end", "End the minion")],
        _pool_left(29),
        MINION,
    ),
    Case(
        "Sébastien Goulet",
        "",
        "Retainers cost him 1 less blood or pool: Ghoul Retainer costs 1 pool.",
        [_seat("Alice", ("Sébastien Goulet", BLOOD), hand=["Ghoul Retainer"]), _seat("Bob")],
        [("employ", "Sébastien Goulet employs Ghoul Retainer"), ("end", "End the minion")],
        _pool_left(29),
        MINION,
    ),
    Case(
        "Sébastien Goulet",
        "",
        "Once each action, he can burn 1 blood to get +1 bleed.",
        [_seat("Alice", ("Sébastien Goulet", BLOOD)), _seat("Bob")],
        [
            ("bleed", "Sébastien Goulet bleeds Bob"),
            ("minion-ability", "burns 1 blood: +1 bleed"),
        ],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "Aaradhya, The Callous Tyrant",
        "",
        "He can unlock after performing a successful political action (the referendum fails).",
        [
            _seat("Alice", ("Aaradhya, The Callous Tyrant", BLOOD), hand=_CALLS),
            _seat("Bob", ("Alice Chen", BLOOD)),
        ],
        _calls(
            "Aaradhya, The Callous Tyrant",
            ("vote-against", "Cast Alice Chen's 2 votes against"),
            ("use", "Unlock Aaradhya, The Callous Tyrant"),
        ),
        _lock_state("Aaradhya, The Callous Tyrant", False),
        MINION,
    ),
    _bleed_case("Aaradhya, The Callous Tyrant", 1),
    Case(
        "Masika",
        "",
        "During any Methuselah's discard phase, she may unlock: in yours.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Masika", "blood": BLOOD, "locked": True}],
                "hand": ["Choir"],
            },
            _seat("Bob"),
        ],
        [("use", "Unlock Masika")],
        _lock_state("Masika", False),
        _DISCARD,
    ),
    _bleed_case("Masika", 1),
    Case(
        "Hardestadt",
        "",
        "Any vampire contesting his title (Ventrue Inner Circle) must yield during their "
        "unlock phase: Arika yields without a choice.",
        [_seat("Alice", ("Arika", BLOOD)), _seat("Bob", ("Hardestadt", BLOOD))],
        [],
        _arika_yielded,
        {"phase": "unlock", "turn": 5},
    ),
    _bleed_case("Hardestadt", 1),
    _strength_case("Hardestadt", 2),
    _maneuver_case("Abaddon"),
    _press_case("Abaddon", "He gets 1 optional press each combat."),
    _maneuver_case("Antón de Concepción"),
    Case(
        "Basil",
        "",
        "Older vampires get +1 strength in combat with him: Madison's hand strike does 2.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ("Basil", 1))],
        [("bleed", f"{PLAIN} bleeds Bob"), ("block", "Block with Basil")],
        _basil_to_torpor,
        MINION,
    ),
    _cheaper_case(
        "Miller Delmardigan, Teacher of Bahari",
        "Cards that require Celerity cost him one less blood: Fleetness is free.",
        "Fleetness",
        [("card", "with Fleetness [cel]"), ("decline", "Do not block")],
    ),
    _strength_case("Miller Delmardigan, Teacher of Bahari", 1),
    Case(
        "Vasilis, The Traitor of Don Cruez",
        "",
        "If he is ready, all Giovanni get +1 bleed when bleeding a Methuselah who controls a "
        "ready Brujah.",
        [
            _seat("Alice", ("Accorri Giovanni", BLOOD), ("Vasilis, The Traitor of Don Cruez", 2)),
            _seat("Bob", ("Allison Maller", BLOOD)),
        ],
        [("bleed", "Accorri Giovanni bleeds Bob"), ("decline", "Do not block")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "Halim Bey",
        "",
        "While he is ready, mummies you control get +1 stealth: a bleed gets past a blocker.",
        [
            _seat("Alice", ("Halim Bey", BLOOD), ("Amam the Devourer", 3)),
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        [("bleed", "Amam the Devourer bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _block_fails,
        MINION,
    ),
    Case(
        "Matthias",
        "",
        "While he is ready, Followers of Set get -1 bleed against you: a bleed of 0.",
        [_seat("Alice", ("Ahmose Chambers", BLOOD)), _seat("Bob", ("Matthias", BLOOD))],
        [("bleed", "Ahmose Chambers bleeds Bob"), ("decline", "Do not block")],
        _pool_burned(0),
        MINION,
    ),
    _intercept_case("Matthias", 1, PLAIN, "hunts"),
    Case(
        "Lucita",
        "",
        "Younger Sabbat vampires get -1 intercept against her: Brooke fails to block her bleed.",
        [_seat("Alice", ("Lucita", BLOOD)), _seat("Bob", ("Brooke", 3))],
        [("bleed", "Lucita bleeds Bob"), ("block", "Block with Brooke")],
        _block_fails,
        MINION,
    ),
    Case(
        "Angela Decker",
        "",
        "After she is burned in combat, burn 2 pool.",
        [_seat("Alice", ("The unnamed", BLOOD)), _seat("Bob", ("Angela Decker", 0))],
        [
            ("bleed", "The unnamed bleeds Bob"),
            ("block", "Block with Angela Decker"),
            ("minion-ability", "The unnamed: 2R aggravated damage (1 blood)"),
        ],
        _angela_burned,
        MINION,
    ),
]
