"""Cases for reactions (6.2.2): one per card and Discipline level.

Seats: Alice (0) acts, Bob (1) is her prey and reacts, Carol (2) is there when a bleed is
redirected. Mazz hunts at +1 stealth (a block needs intercept); Krid bleeds at stealth 0.
Hand strikes are the only strikes: combat runs without a prompt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import Case, card, logged, pool

from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

Check = Callable[[Sequencer], None]
MINION = {"phase": "minion", "turn": 5}
# Alice has a second vampire: after the action the game waits for her next one.
HUNTER = {"name": "Alice", "ready": [{"card": "Mazz", "blood": 2}, {"card": "Krid", "blood": 2}]}
BLEEDER = HUNTER
CAROL = {"name": "Carol", "ready": []}


def _bob(ready: list[Any], hand: list[str]) -> dict[str, Any]:
    return {"name": "Bob", "ready": ready, "hand": hand}


def _locked(name: str, blood: int = 3) -> dict[str, Any]:
    return {"card": name, "blood": blood, "locked": True}


def _alice(vampire: str, hand: list[str], blood: int = 3) -> dict[str, Any]:
    ready = [{"card": vampire, "blood": blood}, {"card": "Mazz", "blood": 2}]
    return {"name": "Alice", "ready": ready, "hand": hand}


def _hunt_blocked(blocker: str, reaction: str) -> list[tuple[str, str]]:
    return [("hunt", "Mazz hunts"), ("block", f"Block with {blocker}"), ("play", reaction)]


def _combat(after: tuple[str, str]) -> list[tuple[str, str]]:
    """The combat (hand strikes, the only strikes: chosen without a prompt), then ``after``."""
    return [after]


# -- checks ------------------------------------------------------------------------------------------


def _hunt_blocked_by(blocker: str, hunter: str = "Mazz") -> Check:
    """The hunt was blocked: the hunter gained no blood."""

    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{hunter} is blocked by {blocker}")
        assert not logged(seq, f"{hunter} gains")

    check.__name__ = f"hunt_blocked_by_{blocker.split()[0].lower()}"
    return check


def _bleed_blocked_by(blocker: str) -> Check:
    """The bleed was blocked: Bob burned no pool."""

    def check(seq: Sequencer) -> None:
        assert logged(seq, f"is blocked by {blocker}")
        assert pool(seq, 1) == 30

    check.__name__ = f"bleed_blocked_by_{blocker.split()[0].lower()}"
    return check


def _woke_itself(name: str, blocker: str) -> Check:
    """A wake card played itself: the locked minion blocked, no one resolved it by hand."""
    blocked = _bleed_blocked_by(blocker)

    def check(seq: Sequencer) -> None:
        blocked(seq)
        assert not logged(seq, f"resolves {name} by hand")

    check.__name__ = f"{blocked.__name__}_awake"
    return check


def _precognition_prevents(seq: Sequencer) -> None:
    assert card(seq.state, "America Johnson").blood == 3  # Mazz's 1 damage prevented
    assert card(seq.state, "Mazz").blood == 1  # America's hand strike landed
    assert logged(seq, "America Johnson prevents 1 damage")


def _maneuvered(blocker: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{blocker} maneuvers to long range")

    check.__name__ = f"{blocker.split()[0].lower()}_maneuvered"
    return check


def _cats_guidance_unlocks(seq: Sequencer) -> None:
    dani = card(seq.state, "Dani")
    assert dani.region is Region.READY and not dani.locked
    assert card(seq.state, "Cats' Guidance").region is Region.ASH_HEAP


def _truth_unlocks_for_blood(seq: Sequencer) -> None:
    monsenor = card(seq.state, "El Monseñor")
    assert not monsenor.locked
    assert monsenor.blood == 4 - 1 - 1  # Mazz's hand strike, then 1 blood to unlock


def _redirected(locks: bool, reactor: str, blood: int = 2) -> Check:
    def check(seq: Sequencer) -> None:
        assert pool(seq, 1) == 30
        assert pool(seq, 2) == 29  # the bleed went to Carol
        assert card(seq.state, reactor).locked is locks
        assert card(seq.state, reactor).blood == blood  # 3, less the card's cost

    check.__name__ = f"redirected_{'locked' if locks else 'unlocked'}"
    return check


def _warrens_titled(seq: Sequencer) -> None:
    assert logged(seq, "Artemis is blocked by Judah")  # 3 intercept against 3 stealth
    assert card(seq.state, "Judah").blood == 3 - 1 - 1  # the card's blood, Artemis's strike


def _bleed_reduced(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - (1 + 3 - 3)  # Madison's 1, +3 Conditioning, -3


def _votes_against(seq: Sequencer) -> None:
    assert logged(seq, "fails: 1 for, 3 against")
    assert pool(seq, 0) == 30 and pool(seq, 1) == 30  # Ancilla Empowerment did not pass


def _ally_stays_locked(seq: Sequencer) -> None:
    assert seq.state.current == 1  # Bob's turn: his unlock phase is over
    assert card(seq.state, "Loyal Street Gang").locked


def _bled_for(amount: int) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"Bob burns {amount} pool")
        assert pool(seq, 1) == 30 - amount

    check.__name__ = f"bob_bled_for_{amount}"
    return check


def _forced_awakening_burns(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29  # Madison did not block
    assert card(seq.state, "Madison").blood == 3 - 1


def _blood_for_intercept(blocker: str, blood: int) -> Check:
    """He burned 1 blood for +1 intercept and blocked the hunt (then took 1 damage)."""
    blocked = _hunt_blocked_by(blocker)

    def check(seq: Sequencer) -> None:
        blocked(seq)
        assert card(seq.state, blocker).blood == blood

    check.__name__ = f"{blocked.__name__}_for_blood"
    return check


def _deep_ecology_unlocks(seq: Sequencer) -> None:
    assert logged(seq, "Krid is blocked by Hanna Nokelainen")
    assert card(seq.state, "Hanna Nokelainen").blood == 3 - 1 - 1  # burned; Krid's strike


def _referendum_canceled(seq: Sequencer) -> None:
    assert logged(seq, "referendum (Ancilla Empowerment) is canceled by Delaying Tactics")
    assert pool(seq, 0) == 30 and pool(seq, 1) == 30
    assert card(seq.state, "Ancilla Empowerment").region is Region.HAND
    assert not card(seq.state, "Madison").locked
    # Neither of Alice's vampires may call it again this turn.
    assert seq.prompt is not None and seq.prompt.kind == "action"
    assert not [o for o in seq.prompt.options if o.key == "political"]


def _blocked_unlocked(blocker: str) -> Check:
    """He blocked the hunt and did not lock for the block."""
    blocked = _hunt_blocked_by(blocker)

    def check(seq: Sequencer) -> None:
        blocked(seq)
        assert not card(seq.state, blocker).locked

    check.__name__ = f"{blocked.__name__}_unlocked"
    return check


def _blocked_paying(blocker: str, blood: int, actor: str = "Mazz") -> Check:
    """He blocked, and the blood he has left shows what he burned."""
    blocked = _hunt_blocked_by(blocker, actor) if actor == "Mazz" else _bleed_blocked_by(blocker)

    def check(seq: Sequencer) -> None:
        blocked(seq)
        assert card(seq.state, blocker).blood == blood

    check.__name__ = f"{blocked.__name__}_paying"
    return check


def _pressed(blocker: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{blocker} presses to continue combat")
        assert logged(seq, "Combat round 2")

    check.__name__ = f"{blocker.split()[0].lower()}_pressed"
    return check


def _obedience_rushed(seq: Sequencer) -> None:
    """Bum's Rush ended before its combat: no combat; Krid unlocked, not to rush her again."""
    assert logged(seq, "Obedience ends the action")
    assert not logged(seq, "enter combat")
    assert not card(seq.state, "Krid").locked
    assert card(seq.state, "Ana Rita Montaña").blood == 3
    assert seq.prompt is not None
    assert not [o.label for o in seq.prompt.options if "Bum's Rush" in o.label]


def _action_ended(
    blocker: str, actor_locked: bool, blocker_locked: bool, krid_blood: int = 2
) -> Check:
    """The bleed ended at the block: no combat, no pool burned; who is locked after."""

    def check(seq: Sequencer) -> None:
        assert logged(seq, "ends the action")
        assert not logged(seq, "enter combat")
        assert pool(seq, 1) == 30
        assert card(seq.state, "Krid").locked is actor_locked
        assert card(seq.state, blocker).locked is blocker_locked
        assert card(seq.state, "Krid").blood == krid_blood

    check.__name__ = f"ended_{blocker.split()[0].lower()}"
    return check


def _vigilance_unlocks(seq: Sequencer) -> None:
    aaron = card(seq.state, "Aaron Bathurst")
    assert not aaron.locked
    assert aaron.blood == 3 - 1 - 1  # Krid's hand strike, the card's blood


def _allies_unlocked(*names: str) -> Check:
    def check(seq: Sequencer) -> None:
        for name in names:
            assert not card(seq.state, name).locked, name

    check.__name__ = f"{len(names)}_allies_unlocked"
    return check


def _tally(words: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"fails: {words}")

    check.__name__ = "referendum_fails_" + words.replace(" ", "_").replace(",", "")
    return check


def _did_not_block_locks(name: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{name} did not block and locks")
        assert card(seq.state, name).locked

    check.__name__ = f"{name.split()[0].lower()}_locks_after_resolution"
    return check


def _second_tradition_blocks(seq: Sequencer) -> None:
    assert logged(seq, "Mazz is blocked by Gilbert Duane")
    assert card(seq.state, "Gilbert Duane").blood == 3 - 1 - 1  # burned to unlock; Mazz's strike


CASES = [
    Case(
        "Precognition",
        "aus",
        "[aus] +1 intercept: the blocker meets the hunt's stealth.",
        [HUNTER, _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Precognition"])],
        _hunt_blocked("Beauregard Krueller", "Precognition [aus]"),
        _hunt_blocked_by("Beauregard Krueller"),
        MINION,
    ),
    Case(
        "Precognition",
        "AUS",
        "[AUS] +1 intercept, and he prevents 1 damage in the first round of the combat.",
        [HUNTER, _bob([{"card": "America Johnson", "blood": 3}], ["Precognition"])],
        _hunt_blocked("America Johnson", "Precognition [AUS]")
        + _combat(("play", "Prevent 1 damage (Precognition, first round)")),
        _precognition_prevents,
        MINION,
    ),
    Case(
        "Spirit's Touch",
        "aus",
        "[aus] +1 intercept.",
        [HUNTER, _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Spirit's Touch"])],
        _hunt_blocked("Beauregard Krueller", "Spirit's Touch [aus]"),
        _hunt_blocked_by("Beauregard Krueller"),
        MINION,
    ),
    Case(
        "Spirit's Touch",
        "AUS",
        "[AUS] +1 intercept, and 1 optional maneuver in the resulting combat.",
        [HUNTER, _bob([{"card": "America Johnson", "blood": 3}], ["Spirit's Touch"])],
        _hunt_blocked("America Johnson", "Spirit's Touch [AUS]")
        + [("maneuver", "optional maneuver, Spirit's Touch")],
        _maneuvered("America Johnson"),
        MINION,
    ),
    Case(
        "Cats' Guidance",
        "ani",
        "[ani] After block resolution, the locked blocker unlocks.",
        [BLEEDER, _bob([{"card": "Dani", "blood": 2}], ["Cats' Guidance"])],
        [("bleed", "Krid bleeds Bob"), ("block", "Block with Dani")]
        + _combat(("play", "Cats' Guidance [ani]")),
        _cats_guidance_unlocks,
        MINION,
    ),
    Case(
        "Cats' Guidance",
        "ANI",
        "[ANI] +1 intercept.",
        [HUNTER, _bob([{"card": "Caliban", "blood": 3}], ["Cats' Guidance"])],
        _hunt_blocked("Caliban", "Cats' Guidance [ANI]"),
        _hunt_blocked_by("Caliban"),
        MINION,
    ),
    Case(
        "Truth in Darkness",
        "obl",
        "[obl] +1 intercept.",
        [HUNTER, _bob([{"card": "Nadezhda", "blood": 3}], ["Truth in Darkness"])],
        _hunt_blocked("Nadezhda", "Truth in Darkness [obl]"),
        _hunt_blocked_by("Nadezhda"),
        MINION,
    ),
    Case(
        "Truth in Darkness",
        "OBL",
        "[OBL] +1 intercept; he blocks, so he burns 1 blood to unlock after block resolution.",
        [HUNTER, _bob([{"card": "El Monseñor", "blood": 4}], ["Truth in Darkness"])],
        _hunt_blocked("El Monseñor", "Truth in Darkness [OBL]")
        + _combat(("unlock", "burn 1 blood to unlock (Truth in Darkness)")),
        _truth_unlocks_for_blood,
        MINION,
    ),
    Case(
        "Telepathic Misdirection",
        "aus",
        "[aus] +1 intercept.",
        [HUNTER, _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Telepathic Misdirection"])],
        _hunt_blocked("Beauregard Krueller", "Telepathic Misdirection [aus]"),
        _hunt_blocked_by("Beauregard Krueller"),
        MINION,
    ),
    Case(
        "Telepathic Misdirection",
        "AUS",
        "[AUS] The reacting vampire locks; the bleed goes to Carol.",
        [
            BLEEDER,
            _bob([{"card": "America Johnson", "blood": 3}], ["Telepathic Misdirection"]),
            CAROL,
        ],
        [("bleed", "Krid bleeds Bob"), ("play", "Telepathic Misdirection [AUS]")],
        _redirected(True, "America Johnson"),
        MINION,
    ),
    Case(
        "Deflection",
        "dom",
        "[dom] The reacting vampire locks; the bleed goes to Carol.",
        [BLEEDER, _bob([{"card": "Ana Rita Montaña", "blood": 3}], ["Deflection"]), CAROL],
        [("bleed", "Krid bleeds Bob"), ("play", "Deflection [dom]")],
        _redirected(True, "Ana Rita Montaña"),
        MINION,
    ),
    Case(
        "Deflection",
        "DOM",
        "[DOM] The bleed goes to Carol; the reacting vampire does not lock.",
        [BLEEDER, _bob([{"card": "Madison", "blood": 3}], ["Deflection"]), CAROL],
        [("bleed", "Krid bleeds Bob"), ("play", "Deflection [DOM]")],
        _redirected(False, "Madison"),
        MINION,
    ),
    Case(
        "The Warrens",
        "",
        "+2 intercept, +1 more for a titled Nosferatu, during an action directed at Bob.",
        [
            _alice("Artemis", ["Lost in Crowds", "Faceless Night"]),
            _bob([{"card": "Judah", "blood": 3}], ["The Warrens"]),
        ],
        [
            ("bleed", "Artemis bleeds Bob"),
            ("block", "Block with Judah"),
            ("play", "Lost in Crowds [OBF]"),
            ("play", "The Warrens"),
            ("play", "Faceless Night [obf]"),
        ],
        _warrens_titled,
        MINION,
    ),
    Case(
        "Protected District",
        "",
        "A primogen reduces a bleed against Bob by 3.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "Judah", "blood": 3}], ["Protected District"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Protected District"),
        ],
        _bleed_reduced,
        MINION,
    ),
    Case(
        "Protected District",
        "",
        "Or, during the polling step, the primogen gains +3 votes against the referendum.",
        [
            _alice("Madison", ["Ancilla Empowerment"]),
            _bob([{"card": "Judah", "blood": 3}], ["Protected District"]),
        ],
        [
            ("political", "Ancilla Empowerment"),
            ("vote-for", "Ancilla Empowerment"),
            ("play", "Protected District"),
            ("done", "Done casting (final): 1 for, 3 against"),
        ],
        _votes_against,
        MINION,
    ),
    Case(
        "Wake with Evening's Freshness",
        "",
        "A locked vampire wakes and blocks.",
        [BLEEDER, _bob([_locked("Madison")], ["Wake with Evening's Freshness"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Wake with Evening's Freshness"),
            ("block", "Block with Madison"),
        ],
        _woke_itself("Wake with Evening's Freshness", "Madison"),
        MINION,
    ),
    Case(
        "Eyes of Argus",
        "aus",
        "[aus] +2 intercept during an action directed at Bob.",
        [
            _alice("Krid", ["Lost in Crowds"], blood=2),
            _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Eyes of Argus"]),
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Beauregard Krueller"),
            ("play", "Lost in Crowds [obf]"),
            ("play", "Eyes of Argus [aus]"),
        ],
        _bleed_blocked_by("Beauregard Krueller"),
        MINION,
    ),
    Case(
        "Eyes of Argus",
        "AUS",
        "[AUS] A locked vampire wakes and blocks.",
        [BLEEDER, _bob([_locked("America Johnson")], ["Eyes of Argus"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Eyes of Argus [AUS]"),
            ("block", "Block with America Johnson"),
        ],
        _woke_itself("Eyes of Argus", "America Johnson"),
        MINION,
    ),
    Case(
        "Shadow Sentinel",
        "obl",
        "[obl] A locked vampire wakes and blocks.",
        [BLEEDER, _bob([_locked("Nadezhda")], ["Shadow Sentinel"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Shadow Sentinel [obl]"),
            ("block", "Block with Nadezhda"),
        ],
        _woke_itself("Shadow Sentinel", "Nadezhda"),
        MINION,
    ),
    Case(
        "Shadow Sentinel",
        "OBL",
        "[OBL] A vampire (unlocked here) wakes a locked zombie ally, who blocks.",
        [
            BLEEDER,
            _bob(
                [{"card": "El Monseñor", "blood": 4}, _locked("Aggressive Corpse", 3)],
                ["Shadow Sentinel"],
            ),
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Shadow Sentinel [OBL]"),
            ("block", "Block with Aggressive Corpse"),
        ],
        _bleed_blocked_by("Aggressive Corpse"),
        MINION,
    ),
    Case(
        "Guard Dogs",
        "ani",
        "[ani] A locked vampire unlocks during a bleed against Bob, and blocks.",
        [BLEEDER, _bob([_locked("Dani", 2)], ["Guard Dogs"])],
        [("bleed", "Krid bleeds Bob"), ("play", "Guard Dogs [ani]"), ("block", "Block with Dani")],
        _bleed_blocked_by("Dani"),
        MINION,
    ),
    Case(
        "Guard Dogs",
        "ANI",
        "[ANI] As above, with 1 optional maneuver in the resulting combat.",
        [BLEEDER, _bob([_locked("Caliban")], ["Guard Dogs"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Guard Dogs [ANI]"),
            ("block", "Block with Caliban"),
            ("maneuver", "optional maneuver, Guard Dogs"),
        ],
        _maneuvered("Caliban"),
        MINION,
    ),
    Case(
        "Instinctive Reaction",
        "ani",
        "[ani] +1 intercept when a minion of Bob's predator acts.",
        [HUNTER, _bob([{"card": "Dani", "blood": 2}], ["Instinctive Reaction"])],
        _hunt_blocked("Dani", "Instinctive Reaction [ani]"),
        _hunt_blocked_by("Dani"),
        MINION,
    ),
    Case(
        "Instinctive Reaction",
        "ANI",
        "[ANI] As above, with 1 optional maneuver in the resulting combat.",
        [HUNTER, _bob([{"card": "Caliban", "blood": 3}], ["Instinctive Reaction"])],
        _hunt_blocked("Caliban", "Instinctive Reaction [ANI]")
        + [("maneuver", "optional maneuver, Instinctive Reaction")],
        _maneuvered("Caliban"),
        MINION,
    ),
    Case(
        "Second Tradition: Domain",
        "1",
        "[REACTION] A prince gets +2 intercept.",
        [HUNTER, _bob([{"card": "Gilbert Duane", "blood": 3}], ["Second Tradition: Domain"])],
        _hunt_blocked("Gilbert Duane", "Second Tradition: Domain [1]"),
        _hunt_blocked_by("Gilbert Duane"),
        MINION,
    ),
    Case(
        "Second Tradition: Domain",
        "2",
        "[REACTION] A locked prince burns 1 blood to unlock and block with +2 intercept.",
        [HUNTER, _bob([_locked("Gilbert Duane")], ["Second Tradition: Domain"])],
        [("hunt", "Mazz hunts"), ("play", "Second Tradition: Domain [2]")],
        _second_tradition_blocks,
        MINION,
    ),
    Case(
        "On the Qui Vive",
        "",
        "A locked minion wakes and blocks.",
        [BLEEDER, _bob([_locked("Beauregard Krueller")], ["On the Qui Vive"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "On the Qui Vive"),
            ("block", "Block with Beauregard Krueller"),
        ],
        _woke_itself("On the Qui Vive", "Beauregard Krueller"),
        MINION,
    ),
    Case(
        "On the Qui Vive",
        "",
        "An ally who wakes with it does not unlock in Bob's next unlock phase.",
        [
            BLEEDER,
            _bob(
                [_locked("Loyal Street Gang", 2), _locked("Beauregard Krueller")],
                ["On the Qui Vive"],
            ),
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Loyal Street Gang plays On the Qui Vive"),
            ("block", "Block with Loyal Street Gang"),
            ("bleed", "Beauregard Krueller bleeds Alice"),
        ],
        _ally_stays_locked,
        MINION,
    ),
    Case(
        "Forced Awakening",
        "",
        "A locked vampire wakes; he does not block, so he burns 1 blood before resolution.",
        [BLEEDER, _bob([_locked("Madison")], ["Forced Awakening"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Forced Awakening"),
            ("decline", "Do not block"),
        ],
        _forced_awakening_burns,
        MINION,
    ),
    Case(
        "Forced Awakening",
        "",
        "A locked vampire wakes and blocks (and burns no blood).",
        [BLEEDER, _bob([_locked("Madison")], ["Forced Awakening"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Forced Awakening"),
            ("block", "Block with Madison"),
        ],
        _woke_itself("Forced Awakening", "Madison"),
        MINION,
    ),
    Case(
        "Enhanced Senses",
        "aus",
        "[aus] +1 intercept.",
        [HUNTER, _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Enhanced Senses"])],
        _hunt_blocked("Beauregard Krueller", "Enhanced Senses [aus]"),
        _hunt_blocked_by("Beauregard Krueller"),
        MINION,
    ),
    Case(
        "Enhanced Senses",
        "AUS",
        "[AUS] +2 intercept: it meets a hunt at +2 stealth.",
        [
            _alice("Krid", ["Lost in Crowds"], blood=2),
            _bob([{"card": "America Johnson", "blood": 3}], ["Enhanced Senses"]),
        ],
        [
            ("hunt", "Krid hunts"),
            ("block", "Block with America Johnson"),
            ("play", "Enhanced Senses [AUS]"),
            ("play", "Lost in Crowds [obf]"),
        ],
        _hunt_blocked_by("America Johnson", "Krid"),
        MINION,
    ),
    Case(
        "Bait and Switch",
        "",
        "A baron locks; the bleed goes to Carol.",
        [
            BLEEDER,
            _bob([{"card": "Benedito, a Lanterna", "blood": 3}], ["Bait and Switch"]),
            CAROL,
        ],
        [("bleed", "Krid bleeds Bob"), ("play", "Bait and Switch")],
        _redirected(True, "Benedito, a Lanterna", blood=3),
        MINION,
    ),
    Case(
        "Telepathic Counter",
        "aus",
        "[aus] Reduce a bleed against Bob by 1.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Telepathic Counter"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Telepathic Counter [aus]"),
        ],
        _bled_for(4 - 1),
        MINION,
    ),
    Case(
        "Telepathic Counter",
        "AUS",
        "[AUS] Reduce a bleed against Bob by 2.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "America Johnson", "blood": 3}], ["Telepathic Counter"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Telepathic Counter [AUS]"),
        ],
        _bled_for(4 - 2),
        MINION,
    ),
    Case(
        "Sense the Savage Way",
        "ani",
        "[ani] A vampire of capacity 7 gets +1 intercept.",
        [HUNTER, _bob([{"card": "Korah", "blood": 3}], ["Sense the Savage Way"])],
        _hunt_blocked("Korah", "Sense the Savage Way [ani]"),
        _hunt_blocked_by("Korah"),
        MINION,
    ),
    Case(
        "Sense the Savage Way",
        "ANI",
        "[ANI] A locked vampire unlocks and attempts to block.",
        [BLEEDER, _bob([_locked("Gitane St. Claire")], ["Sense the Savage Way"])],
        [("bleed", "Krid bleeds Bob"), ("play", "Sense the Savage Way [ANI]")],
        _bleed_blocked_by("Gitane St. Claire"),
        MINION,
    ),
    Case(
        "Speak with Spirits",
        "spi",
        "[spi] +1 intercept.",
        [HUNTER, _bob([{"card": "Juanita Santiago", "blood": 3}], ["Speak with Spirits"])],
        _hunt_blocked("Juanita Santiago", "Speak with Spirits [spi]"),
        _hunt_blocked_by("Juanita Santiago"),
        MINION,
    ),
    Case(
        "Speak with Spirits",
        "ani",
        "[ani] +1 intercept during a bleed action.",
        [
            _alice("Krid", ["Lost in Crowds"], blood=2),
            _bob([{"card": "Juanita Santiago", "blood": 3}], ["Speak with Spirits"]),
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Juanita Santiago"),
            ("play", "Lost in Crowds [obf]"),
            ("play", "Speak with Spirits [ani]"),
        ],
        _bleed_blocked_by("Juanita Santiago"),
        MINION,
    ),
    Case(
        "Speak with Spirits",
        "SPI",
        "[SPI] A locked vampire unlocks and attempts to block; once he burns 1 blood for +1 "
        "intercept.",
        [HUNTER, _bob([_locked("Effie Lowery")], ["Speak with Spirits"])],
        [
            ("hunt", "Mazz hunts"),
            ("play", "Speak with Spirits [SPI]"),
            ("play", "burns 1 blood for +1 intercept (Speak with Spirits)"),
        ],
        _blood_for_intercept("Effie Lowery", 3 - 1 - 1),
        MINION,
    ),
    Case(
        "Eyes of the Wild",
        "",
        "A locked Gangrel unlocks and attempts to block, burning 1 blood for +1 intercept.",
        [HUNTER, _bob([_locked("Hanna Nokelainen")], ["Eyes of the Wild"])],
        [
            ("hunt", "Mazz hunts"),
            ("play", "Eyes of the Wild"),
            ("play", "burns 1 blood for +1 intercept (Eyes of the Wild)"),
        ],
        _blood_for_intercept("Hanna Nokelainen", 3 - 1 - 1),
        MINION,
    ),
    Case(
        "Eyes of the Wild",
        "",
        "A Gangrel whose block attempt fails locks after action resolution.",
        [HUNTER, _bob([_locked("Hanna Nokelainen")], ["Eyes of the Wild"])],
        [("hunt", "Mazz hunts"), ("play", "Eyes of the Wild"), ("pass", "Give up")],
        _did_not_block_locks("Hanna Nokelainen"),
        MINION,
    ),
    Case(
        "Quicken Sight",
        "aus",
        "[aus][cel] +1 intercept, with an optional maneuver in the resulting combat.",
        [HUNTER, _bob([{"card": "Artemis", "blood": 3}], ["Quicken Sight"])],
        _hunt_blocked("Artemis", "Quicken Sight [aus]")
        + [("maneuver", "optional maneuver, Quicken Sight")],
        _maneuvered("Artemis"),
        MINION,
    ),
    Case(
        "Quicken Sight",
        "AUS",
        "[AUS][CEL] +2 intercept, with an optional maneuver in the resulting combat.",
        [
            _alice("Krid", ["Lost in Crowds"], blood=2),
            _bob([{"card": "Felicia Mostrom", "blood": 3}], ["Quicken Sight"]),
        ],
        [
            ("hunt", "Krid hunts"),
            ("block", "Block with Felicia Mostrom"),
            ("play", "Quicken Sight [AUS]"),
            ("play", "Lost in Crowds [obf]"),
            ("maneuver", "optional maneuver, Quicken Sight"),
        ],
        _maneuvered("Felicia Mostrom"),
        MINION,
    ),
    Case(
        "Deep Ecology",
        "ani",
        "[ani] An Anarch gets +2 intercept during an action directed at Bob.",
        [
            _alice("Krid", ["Lost in Crowds"], blood=2),
            _bob([{"card": "Hanna Nokelainen", "blood": 3}], ["Deep Ecology"]),
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Hanna Nokelainen"),
            ("play", "Lost in Crowds [obf]"),
            ("play", "Deep Ecology [ani]"),
        ],
        _bleed_blocked_by("Hanna Nokelainen"),
        MINION,
    ),
    Case(
        "Deep Ecology",
        "for",
        "[for] Reduce a bleed against Bob by 2.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "Hanna Nokelainen", "blood": 3}], ["Deep Ecology"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Deep Ecology [for]"),
        ],
        _bled_for(4 - 2),
        MINION,
    ),
    Case(
        "Deep Ecology",
        "pro",
        "[pro] A locked Anarch burns 1 blood to unlock, and blocks.",
        [BLEEDER, _bob([_locked("Hanna Nokelainen")], ["Deep Ecology"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Deep Ecology [pro]"),
            ("block", "Block with Hanna Nokelainen"),
        ],
        _deep_ecology_unlocks,
        MINION,
    ),
    Case(
        "My Enemy's Enemy",
        "aus",
        "[aus] +1 intercept.",
        [HUNTER, _bob([{"card": "Beauregard Krueller", "blood": 3}], ["My Enemy's Enemy"])],
        _hunt_blocked("Beauregard Krueller", "My Enemy's Enemy [aus]"),
        _hunt_blocked_by("Beauregard Krueller"),
        MINION,
    ),
    Case(
        "My Enemy's Enemy",
        "AUS",
        "[AUS] Bob's predator bleeds him: he locks, the bleed goes to her predator, Carol.",
        [BLEEDER, _bob([{"card": "America Johnson", "blood": 3}], ["My Enemy's Enemy"]), CAROL],
        [("bleed", "Krid bleeds Bob"), ("play", "My Enemy's Enemy [AUS]")],
        _redirected(True, "America Johnson", blood=3),
        MINION,
    ),
    Case(
        "Redirection",
        "dom",
        "[dom] A younger vampire bleeds Bob: he locks, the bleed goes to Carol.",
        [BLEEDER, _bob([{"card": "Ana Rita Montaña", "blood": 3}], ["Redirection"]), CAROL],
        [("bleed", "Krid bleeds Bob"), ("play", "Redirection [dom]")],
        _redirected(True, "Ana Rita Montaña", blood=3),
        MINION,
    ),
    Case(
        "Redirection",
        "DOM",
        "[DOM] As above, the bleeder older: he locks, the bleed goes to Carol.",
        [
            _alice("Gilbert Duane", []),
            _bob([{"card": "Madison", "blood": 3}], ["Redirection"]),
            CAROL,
        ],
        [("bleed", "Gilbert Duane bleeds Bob"), ("play", "Redirection [DOM]")],
        _redirected(True, "Madison", blood=3),
        MINION,
    ),
    Case(
        "Delaying Tactics",
        "",
        "Cancel the referendum: the caller unlocks, the card returns to Alice's hand (she "
        "discards down) and her minions cannot call it again this turn.",
        [
            _alice("Madison", ["Ancilla Empowerment"]),
            _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Delaying Tactics"]),
        ],
        [
            ("political", "Madison calls Ancilla Empowerment"),
            ("play", "Delaying Tactics"),
            ("discard", "Discard Choir"),
        ],
        _referendum_canceled,
        MINION,
    ),
    Case(
        "Eagle's Sight",
        "aus",
        "[aus] +1 intercept.",
        [HUNTER, _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Eagle's Sight"])],
        _hunt_blocked("Beauregard Krueller", "Eagle's Sight [aus]"),
        _hunt_blocked_by("Beauregard Krueller"),
        MINION,
    ),
    Case(
        "Eagle's Sight",
        "AUS",
        "[AUS] Carol's vampire blocks Alice's bleed on Bob, which Carol may not otherwise block.",
        [
            BLEEDER,
            _bob([], []),
            {
                "name": "Carol",
                "ready": [{"card": "America Johnson", "blood": 3}],
                "hand": ["Eagle's Sight"],
            },
        ],
        [("bleed", "Krid bleeds Bob"), ("play", "Eagle's Sight [AUS]")],
        _bleed_blocked_by("America Johnson"),
        MINION,
    ),
    Case(
        "Protection Racket",
        "",
        "An Anarch gets +1 intercept, +1 more as the acting minion is titled.",
        [
            _alice("Gilbert Duane", ["Lost in Crowds"]),
            _bob([{"card": "Hanna Nokelainen", "blood": 3}], ["Protection Racket"]),
        ],
        [
            ("hunt", "Gilbert Duane hunts"),
            ("block", "Block with Hanna Nokelainen"),
            ("play", "Protection Racket"),
            ("play", "Lost in Crowds [obf]"),
        ],
        _hunt_blocked_by("Hanna Nokelainen", "Gilbert Duane"),
        MINION,
    ),
    Case(
        "Party Out Of Bounds",
        "obf",
        "[obf] An Anarch reduces a bleed against Bob by 2.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "Atiena", "blood": 3}], ["Party Out Of Bounds"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Party Out Of Bounds [obf]"),
        ],
        _bled_for(4 - 2),
        MINION,
    ),
    Case(
        "Party Out Of Bounds",
        "pre",
        "[pre] During the polling step, the Anarch gets +2 votes.",
        [
            _alice("Madison", ["Ancilla Empowerment"]),
            _bob([{"card": "Atiena", "blood": 3}], ["Party Out Of Bounds"]),
        ],
        [
            ("political", "Madison calls Ancilla Empowerment"),
            ("vote-for", "Ancilla Empowerment"),
            ("play", "Party Out Of Bounds [pre]"),
            ("vote-against", "Atiena"),
        ],
        _tally("1 for, 4 against"),  # Atiena's 2 votes (baron), +2
        MINION,
    ),
    Case(
        "Party Out Of Bounds",
        "pro",
        "[pro] +1 intercept.",
        [HUNTER, _bob([{"card": "Hanna Nokelainen", "blood": 3}], ["Party Out Of Bounds"])],
        _hunt_blocked("Hanna Nokelainen", "Party Out Of Bounds [pro]"),
        _hunt_blocked_by("Hanna Nokelainen"),
        MINION,
    ),
    Case(
        "Falcon's Eye",
        "ani",
        "[ani] The vampire burns 1 blood to get +1 intercept.",
        [HUNTER, _bob([{"card": "Juanita Santiago", "blood": 3}], ["Falcon's Eye"])],
        _hunt_blocked("Juanita Santiago", "Falcon's Eye [ani]"),
        _blocked_paying("Juanita Santiago", 3 - 1 - 1),
        MINION,
    ),
    Case(
        "Falcon's Eye",
        "spi",
        "[spi] +1 intercept.",
        [HUNTER, _bob([{"card": "Juanita Santiago", "blood": 3}], ["Falcon's Eye"])],
        _hunt_blocked("Juanita Santiago", "Falcon's Eye [spi]"),
        _blocked_paying("Juanita Santiago", 3 - 1),
        MINION,
    ),
    Case(
        "Falcon's Eye",
        "SPI",
        "[SPI] Carol's vampire blocks Alice's bleed on Bob, which Carol may not otherwise block.",
        [
            BLEEDER,
            _bob([], []),
            {
                "name": "Carol",
                "ready": [{"card": "Effie Lowery", "blood": 3}],
                "hand": ["Falcon's Eye"],
            },
        ],
        [("bleed", "Krid bleeds Bob"), ("play", "Falcon's Eye [SPI]")],
        _bleed_blocked_by("Effie Lowery"),
        MINION,
    ),
    Case(
        "Read the Winds",
        "ani",
        "[ani][aus] +1 intercept; the vampire does not lock for the block.",
        [HUNTER, _bob([{"card": "Clara Hjortshøj", "blood": 3}], ["Read the Winds"])],
        _hunt_blocked("Clara Hjortshøj", "Read the Winds [ani]"),
        _blocked_unlocked("Clara Hjortshøj"),
        MINION,
    ),
    Case(
        "Read the Winds",
        "ANI",
        "[ANI][AUS] A locked vampire unlocks and attempts to block with +1 intercept.",
        [HUNTER, _bob([_locked("Caliban")], ["Read the Winds"])],
        [("hunt", "Mazz hunts"), ("play", "Read the Winds [ANI]")],
        _hunt_blocked_by("Caliban"),
        MINION,
    ),
    Case(
        "Eluding the Arms of Morpheus",
        "",
        "A locked vampire unlocks and attempts to block.",
        [BLEEDER, _bob([_locked("Madison")], ["Eluding the Arms of Morpheus"])],
        [("bleed", "Krid bleeds Bob"), ("play", "Eluding the Arms of Morpheus")],
        _blocked_paying("Madison", 3 - 1 - 1, "Krid"),
        MINION,
    ),
    Case(
        "Visions of Zapathasura",
        "obf",
        "[obf][pre] Reduce a bleed against Bob by 3.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "Atiena", "blood": 3}], ["Visions of Zapathasura"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Visions of Zapathasura [obf]"),
        ],
        _bled_for(4 - 3),
        MINION,
    ),
    Case(
        "Visions of Zapathasura",
        "OBF",
        "[OBF][PRE] The vampire locks to reduce a bleed against Bob to 0.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "Crystal Lynn", "blood": 3}], ["Visions of Zapathasura"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Visions of Zapathasura [OBF]"),
        ],
        _bled_for(0),
        MINION,
    ),
    Case(
        "Black Sunrise",
        "qui",
        "[qui] During an action directed at Bob, a locked vampire unlocks and attempts to block.",
        [BLEEDER, _bob([_locked("Rodrigo")], ["Black Sunrise"])],
        [("bleed", "Krid bleeds Bob"), ("play", "Black Sunrise [qui]")],
        _bleed_blocked_by("Rodrigo"),
        MINION,
    ),
    Case(
        "Black Sunrise",
        "QUI",
        "[QUI] A locked vampire unlocks and attempts to block.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Mazz", "blood": 2}, {"card": "Krid", "blood": 2}],
            },
            _bob([_locked("Kamau Jafari")], ["Black Sunrise"]),
        ],
        [("bleed", "Krid bleeds Bob"), ("play", "Black Sunrise [QUI]")],
        _bleed_blocked_by("Kamau Jafari"),
        MINION,
    ),
    Case(
        "Lost in Translation",
        "",
        "A younger vampire bleeds Bob: the reacting vampire locks, the bleed goes to Carol.",
        [BLEEDER, _bob([{"card": "Madison", "blood": 3}], ["Lost in Translation"]), CAROL],
        [("bleed", "Krid bleeds Bob"), ("play", "Lost in Translation")],
        _redirected(True, "Madison", blood=1),
        MINION,
    ),
    Case(
        "Rat's Warning",
        "ani",
        "[ani] During a bleed against Bob, a locked vampire unlocks, and blocks.",
        [BLEEDER, _bob([_locked("Dani", 2)], ["Rat's Warning"])],
        [("bleed", "Krid bleeds Bob"), ("play", "Rat's Warning [ani]"), ("block", "Dani")],
        _bleed_blocked_by("Dani"),
        MINION,
    ),
    Case(
        "Rat's Warning",
        "ANI",
        "[ANI] As above, with 1 optional press during the resulting combat.",
        [BLEEDER, _bob([_locked("Caliban")], ["Rat's Warning"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Rat's Warning [ANI]"),
            ("block", "Caliban"),
            ("press", "optional press to continue combat (Rat's Warning)"),
        ],
        _pressed("Caliban"),
        MINION,
    ),
    Case(
        "Eyes of the Night",
        "obt",
        "[obt] +1 intercept.",
        [HUNTER, _bob([{"card": "Gerard", "blood": 3}], ["Eyes of the Night"])],
        _hunt_blocked("Gerard", "Eyes of the Night [obt]"),
        _hunt_blocked_by("Gerard"),
        MINION,
    ),
    Case(
        "Eyes of the Night",
        "OBT",
        "[OBT] +1 intercept, with 1 optional maneuver or press in the resulting combat.",
        [HUNTER, _bob([{"card": "Guido Lucciano", "blood": 3}], ["Eyes of the Night"])],
        _hunt_blocked("Guido Lucciano", "Eyes of the Night [OBT]")
        + [("press", "optional press to continue combat (Eyes of the Night)")],
        _pressed("Guido Lucciano"),
        MINION,
    ),
    Case(
        "Ears of the Hare",
        "pro",
        "[pro] Burn 1 blood to get +1 intercept.",
        [HUNTER, _bob([{"card": "Hanna Nokelainen", "blood": 3}], ["Ears of the Hare"])],
        _hunt_blocked("Hanna Nokelainen", "Ears of the Hare [pro]"),
        _blocked_paying("Hanna Nokelainen", 3 - 1 - 1),
        MINION,
    ),
    Case(
        "Ears of the Hare",
        "spi",
        "[spi] +1 intercept.",
        [HUNTER, _bob([{"card": "Juanita Santiago", "blood": 3}], ["Ears of the Hare"])],
        _hunt_blocked("Juanita Santiago", "Ears of the Hare [spi]"),
        _hunt_blocked_by("Juanita Santiago"),
        MINION,
    ),
    Case(
        "Ears of the Hare",
        "SPI",
        "[SPI] +2 intercept: it meets a hunt at +2 stealth.",
        [
            _alice("Krid", ["Lost in Crowds"], blood=2),
            _bob([{"card": "Effie Lowery", "blood": 3}], ["Ears of the Hare"]),
        ],
        [
            ("hunt", "Krid hunts"),
            ("block", "Block with Effie Lowery"),
            ("play", "Ears of the Hare [SPI]"),
            ("play", "Lost in Crowds [obf]"),
        ],
        _hunt_blocked_by("Effie Lowery", "Krid"),
        MINION,
    ),
    Case(
        "Obedience",
        "dom",
        "[dom] About to enter combat with a younger acting vampire: he unlocks, the action ends, "
        "the blocker does not lock.",
        [BLEEDER, _bob([{"card": "Ana Rita Montaña", "blood": 3}], ["Obedience"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Ana Rita Montaña"),
            ("play", "Obedience [dom]"),
        ],
        _action_ended("Ana Rita Montaña", actor_locked=False, blocker_locked=False),
        MINION,
    ),
    Case(
        "Obedience",
        "DOM",
        "[DOM] As above, but the acting vampire stays locked.",
        [BLEEDER, _bob([{"card": "Madison", "blood": 3}], ["Obedience"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Madison"),
            ("play", "Obedience [DOM]"),
        ],
        _action_ended("Madison", actor_locked=True, blocker_locked=False),
        MINION,
    ),
    Case(
        "Obedience",
        "dom",
        "[dom] The target of a younger vampire's Bum's Rush, about to enter combat (rulings, "
        "ANK 20200702): he unlocks, the action ends before the combat.",
        [
            {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}], "hand": ["Bum's Rush"]},
            _bob([{"card": "Ana Rita Montaña", "blood": 3}], ["Obedience"]),
        ],
        [
            ("card", "Bum's Rush at Ana Rita Montaña"),
            ("play", "Obedience [dom]"),
        ],
        _obedience_rushed,
        MINION,
    ),
    Case(
        "Mental Maze",
        "obf",
        "[obf] Blocking a younger vampire, before block resolution: he locks, the action ends.",
        [BLEEDER, _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Mental Maze"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Beauregard Krueller"),
            ("play", "Mental Maze [obf]"),
        ],
        _action_ended("Beauregard Krueller", actor_locked=True, blocker_locked=True),
        MINION,
    ),
    Case(
        "Mental Maze",
        "OBF",
        "[OBF] As above, but he does not lock.",
        [BLEEDER, _bob([{"card": "Gilbert Duane", "blood": 3}], ["Mental Maze"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Gilbert Duane"),
            ("play", "Mental Maze [OBF]"),
        ],
        _action_ended("Gilbert Duane", actor_locked=True, blocker_locked=False),
        MINION,
    ),
    Case(
        "Organized Resistance",
        "",
        "A locked baron gives +1 intercept to the blocking Anarch Bob controls.",
        [
            HUNTER,
            _bob(
                [_locked("Atiena"), {"card": "Hanna Nokelainen", "blood": 3}],
                ["Organized Resistance"],
            ),
        ],
        [
            ("hunt", "Mazz hunts"),
            ("block", "Block with Hanna Nokelainen"),
            ("play", "Atiena plays Organized Resistance"),
        ],
        _hunt_blocked_by("Hanna Nokelainen"),
        MINION,
    ),
    Case(
        "Organized Resistance",
        "",
        "Or a baron unlocks a locked Anarch, who attempts to block with +1 intercept.",
        [
            HUNTER,
            _bob(
                [{"card": "Atiena", "blood": 3}, _locked("Hanna Nokelainen")],
                ["Organized Resistance"],
            ),
        ],
        [("hunt", "Mazz hunts"), ("play", "Atiena plays Organized Resistance")],
        _hunt_blocked_by("Hanna Nokelainen"),
        MINION,
    ),
    Case(
        "Wrong and Crosswise",
        "dem",
        "[dem] Reduce a bleed against Bob by 2.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Wrong and Crosswise"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Wrong and Crosswise [dem]"),
        ],
        _bled_for(4 - 2),
        MINION,
    ),
    Case(
        "Wrong and Crosswise",
        "DEM",
        "[DEM] During the polling step, the vampire gets +4 votes against the referendum.",
        [
            _alice("Madison", ["Ancilla Empowerment"]),
            _bob([{"card": "Apache Jones", "blood": 3}], ["Wrong and Crosswise"]),
        ],
        [
            ("political", "Madison calls Ancilla Empowerment"),
            ("vote-for", "Ancilla Empowerment"),
            ("play", "Wrong and Crosswise [DEM]"),
        ],
        _tally("1 for, 4 against"),
        MINION,
    ),
    Case(
        "Forced Vigilance",
        "for",
        "[for] After block resolution, the locked blocker unlocks.",
        [BLEEDER, _bob([{"card": "Aaron Bathurst", "blood": 3}], ["Forced Vigilance"])],
        [("bleed", "Krid bleeds Bob"), ("block", "Block with Aaron Bathurst")]
        + _combat(("play", "Forced Vigilance [for]")),
        _vigilance_unlocks,
        MINION,
    ),
    Case(
        "Forced Vigilance",
        "FOR",
        "[FOR] During an action directed at Bob, a locked vampire unlocks, and blocks.",
        [BLEEDER, _bob([_locked("Dario Ziggler")], ["Forced Vigilance"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Forced Vigilance [FOR]"),
            ("block", "Block with Dario Ziggler"),
        ],
        _bleed_blocked_by("Dario Ziggler"),
        MINION,
    ),
    Case(
        "Folderol",
        "aus",
        "[aus] The vampire burns 1 blood to reduce a bleed against Bob by 1.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Folderol"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Folderol [aus]"),
        ],
        _bled_for(4 - 1),
        MINION,
    ),
    Case(
        "Folderol",
        "myt",
        "[myt] Reduce a bleed against Bob by 1.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "Dame Hollerton", "blood": 3}], ["Folderol"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Folderol [myt]"),
        ],
        _bled_for(4 - 1),
        MINION,
    ),
    Case(
        "Folderol",
        "MYT",
        "[MYT] Carol reduces a bleed against Bob (any Methuselah) by 1.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([], []),
            {
                "name": "Carol",
                "ready": [{"card": "Greer Worder", "blood": 3}],
                "hand": ["Folderol"],
            },
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Folderol [MYT]"),
        ],
        _bled_for(4 - 1),
        MINION,
    ),
    Case(
        "Voices of the Castle",
        "tha",
        "[tha] The vampire burns 1 blood to get +1 intercept.",
        [HUNTER, _bob([{"card": "Black Wallace", "blood": 3}], ["Voices of the Castle"])],
        _hunt_blocked("Black Wallace", "Voices of the Castle [tha]"),
        _blocked_paying("Black Wallace", 3 - 1 - 1),
        MINION,
    ),
    Case(
        "Voices of the Castle",
        "vis",
        "[vis] +1 intercept.",
        [HUNTER, _bob([{"card": "Handsome Dan", "blood": 3}], ["Voices of the Castle"])],
        _hunt_blocked("Handsome Dan", "Voices of the Castle [vis]"),
        _hunt_blocked_by("Handsome Dan"),
        MINION,
    ),
    Case(
        "Voices of the Castle",
        "VIS",
        "[VIS] Reduce a bleed against Bob by 2.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "Obsidian", "blood": 3}], ["Voices of the Castle"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Voices of the Castle [VIS]"),
        ],
        _bled_for(4 - 2),
        MINION,
    ),
    Case(
        "Voice of Madness",
        "dem",
        "[dem] Blocking a younger vampire, before block resolution: he locks, the action ends.",
        [BLEEDER, _bob([{"card": "Beauregard Krueller", "blood": 3}], ["Voice of Madness"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Beauregard Krueller"),
            ("play", "Voice of Madness [dem]"),
        ],
        _action_ended("Beauregard Krueller", actor_locked=True, blocker_locked=True),
        MINION,
    ),
    Case(
        "Voice of Madness",
        "DEM",
        "[DEM] As above, and the acting minion burns 1 blood.",
        [BLEEDER, _bob([{"card": "Apache Jones", "blood": 3}], ["Voice of Madness"])],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Apache Jones"),
            ("play", "Voice of Madness [DEM]"),
        ],
        _action_ended("Apache Jones", actor_locked=True, blocker_locked=True, krid_blood=1),
        MINION,
    ),
    Case(
        "Fillip",
        "",
        "A vampire lets a younger locked vampire Bob controls block as though unlocked.",
        [
            BLEEDER,
            _bob([{"card": "Madison", "blood": 3}, _locked("Beauregard Krueller")], ["Fillip"]),
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Madison plays Fillip"),
            ("block", "Block with Beauregard Krueller"),
        ],
        _bleed_blocked_by("Beauregard Krueller"),
        MINION,
    ),
    Case(
        "Funeral Wake",
        "nec",
        "[nec] Unlock a zombie ally Bob controls, who blocks.",
        [
            BLEEDER,
            _bob(
                [{"card": "Béatrice L'Angou", "blood": 3}, _locked("Aggressive Corpse", 3)],
                ["Funeral Wake"],
            ),
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Funeral Wake [nec]"),
            ("block", "Block with Aggressive Corpse"),
        ],
        _bleed_blocked_by("Aggressive Corpse"),
        MINION,
    ),
    Case(
        "Funeral Wake",
        "NEC",
        "[NEC] Unlock up to two wraith or zombie allies.",
        [
            BLEEDER,
            _bob(
                [
                    {"card": "Isabel Giovanni", "blood": 3},
                    _locked("Aggressive Corpse", 3),
                    _locked("Screamer", 1),
                ],
                ["Funeral Wake"],
            ),
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Funeral Wake [NEC]"),
            ("target", "Aggressive Corpse unlocks"),
            ("target", "Screamer unlocks"),
        ],
        _allies_unlocked("Aggressive Corpse", "Screamer"),
        MINION,
    ),
    Case(
        "Ignis Fatuus",
        "chi",
        "[chi] The acting minion gets -1 stealth: the blocker meets the hunt's stealth.",
        [HUNTER, _bob([{"card": "Devyn", "blood": 3}], ["Ignis Fatuus"])],
        _hunt_blocked("Devyn", "Ignis Fatuus [chi]"),
        _hunt_blocked_by("Devyn"),
        MINION,
    ),
    Case(
        "Ignis Fatuus",
        "CHI",
        "[CHI] Carol reduces a bleed against Bob (any Methuselah) by 1.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([], []),
            {"name": "Carol", "ready": [{"card": "Irena", "blood": 3}], "hand": ["Ignis Fatuus"]},
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Ignis Fatuus [CHI]"),
        ],
        _bled_for(4 - 1),
        MINION,
    ),
    Case(
        "Night Terrors",
        "obf",
        "[obf][pre] A Ravnos brings the acting minion's stealth to 0: the blocker meets it.",
        [HUNTER, _bob([{"card": "Jean-François", "blood": 3}], ["Night Terrors"])],
        _hunt_blocked("Jean-François", "Night Terrors [obf]"),
        _hunt_blocked_by("Jean-François"),
        MINION,
    ),
    Case(
        "Night Terrors",
        "OBF",
        "[OBF][PRE] As above.",
        [HUNTER, _bob([{"card": "Roberto Rivamonte", "blood": 3}], ["Night Terrors"])],
        _hunt_blocked("Roberto Rivamonte", "Night Terrors [OBF]"),
        _hunt_blocked_by("Roberto Rivamonte"),
        MINION,
    ),
    Case(
        "Steadfastness",
        "for",
        "[for] +1 intercept during an action directed at Bob.",
        [
            _alice("Krid", ["Lost in Crowds"], blood=2),
            _bob([{"card": "Aaron Bathurst", "blood": 3}], ["Steadfastness"]),
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Aaron Bathurst"),
            ("play", "Lost in Crowds [obf]"),
            ("play", "Steadfastness [for]"),
        ],
        _bleed_blocked_by("Aaron Bathurst"),
        MINION,
    ),
    Case(
        "Steadfastness",
        "FOR",
        "[FOR] Reduce a bleed against Bob by 1.",
        [
            _alice("Madison", ["Conditioning"]),
            _bob([{"card": "Ariel", "blood": 3}], ["Steadfastness"]),
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Steadfastness [FOR]"),
        ],
        _bled_for(4 - 1),
        MINION,
    ),
    Case(
        "Dogged Pursuit",
        "ani",
        "[ani] A locked Ravnos unlocks and attempts to block.",
        [BLEEDER, _bob([_locked("Devyn")], ["Dogged Pursuit"])],
        [("bleed", "Krid bleeds Bob"), ("play", "Dogged Pursuit [ani]")],
        _bleed_blocked_by("Devyn"),
        MINION,
    ),
    Case(
        "Dogged Pursuit",
        "ANI",
        "[ANI] His block attempt fails: he locks after action resolution.",
        [HUNTER, _bob([_locked("Trung Chau Pham")], ["Dogged Pursuit"])],
        [("hunt", "Mazz hunts"), ("play", "Dogged Pursuit [ANI]")],
        _did_not_block_locks("Trung Chau Pham"),
        MINION,
    ),
]
