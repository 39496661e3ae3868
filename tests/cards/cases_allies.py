"""Cases for allies with abilities of their own (6.1.5): strikes, presses, actions, damage they
take less of, and what their controller can burn them (or their life) for; one case per
clause."""

from __future__ import annotations

from combat_table import GUN, TO_LONG, blocked, blood, seats
from harness import Case, card, logged, pool

from vtes_tui.rules.abilities import abilities_of
from vtes_tui.rules.permanents import strength
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
CARLTON = "Carlton Van Wyk"
NEPHANDUS = "Nephandus"
JAKE = "Jake Washington"
MASTER = {"phase": "master", "turn": 5}


def _options(seq: Sequencer, kind: str) -> list[str]:
    assert seq.prompt is not None and seq.prompt.kind == kind, seq.prompt
    return [o.label for o in seq.prompt.options]


# -- Carlton Van Wyk ----------------------------------------------------------------------------


def _carlton_strikes_at_long_range(seq: Sequencer) -> None:
    assert logged(seq, "Range is long")
    assert blood(seq, "Aleph") == 4 - 1  # 6.4.5: his 1R strike reaches at long range
    assert card(seq.state, CARLTON).region is Region.ASH_HEAP  # the gun's 2R: his 2 life


def _carlton_dodges_once(seq: Sequencer) -> None:
    assert blood(seq, CARLTON) == 2  # 6.4.5: the first round's hand strike was dodged
    assert logged(seq, "Combat round 2")
    labels = _options(seq, "strike")  # the second round: no dodge left this combat
    assert not any("dodge" in label for label in labels), labels
    assert any("1R damage" in label for label in labels), labels


def _diablerist_burned(seq: Sequencer) -> None:
    assert card(seq.state, "Aleph").region is Region.ASH_HEAP  # the diablerist
    assert card(seq.state, CARLTON).region is Region.ASH_HEAP  # burned to burn him
    assert logged(seq, "Aleph diablerizes Madison") and logged(seq, "Aleph is burned")


CARLTON_CASES = [
    Case(
        CARLTON,
        "",
        "Carlton can strike: 1R damage.",
        seats("Aleph", 4, [], CARLTON, 2, acting_attached=GUN),
        [*blocked("Aleph", CARLTON), TO_LONG, ("minion-ability", "Carlton Van Wyk: 1R damage")],
        _carlton_strikes_at_long_range,
        MINION,
    ),
    Case(
        CARLTON,
        "",
        "Once each combat, he can strike: dodge.",
        seats("Abu Nuwasi", 3, ["Psyche!"], CARLTON, 2),
        [
            *blocked("Abu Nuwasi", CARLTON),
            ("minion-ability", "Carlton Van Wyk: dodge (once each combat)"),
            ("press", "Psyche! [cel]"),
        ],
        _carlton_dodges_once,
        MINION,
    ),
    Case(
        CARLTON,
        "",
        "During your discard phase, you can burn Carlton to burn a vampire who has committed "
        "diablerie since your last turn.",
        [
            {"name": "Alice", "ready": [CARLTON], "torpor": [{"card": "Madison", "blood": 1}]},
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 2}]},
        ],
        [
            ("diablerize", "Aleph diablerizes Madison"),
            ("ability", "Carlton Van Wyk: burn Aleph (burn it)"),
        ],
        _diablerist_burned,
        {**MINION, "current": 1},
    ),
]


# -- Nephandus ----------------------------------------------------------------------------------


def _nephandus_strikes_at_long_range(seq: Sequencer) -> None:
    assert logged(seq, "Range is long")
    assert blood(seq, "Aleph") == 4 - 1  # 6.4.5: his 1R strike reaches at long range


def _nephandus_takes_less(seq: Sequencer) -> None:
    assert logged(seq, "Nephandus takes 1 less damage")
    assert blood(seq, NEPHANDUS) == 2 - (2 - 1)  # the gun's 2R strike inflicts 1 less


def _nephandus_takes_less_of_each(seq: Sequencer) -> None:
    # The hand strike (1) and the crows' environmental damage (1): each inflicts 1 less.
    less = [e for e in seq.state.log if e.text == "Nephandus takes 1 less damage"]
    assert len(less) == 2
    assert blood(seq, NEPHANDUS) == 2


def _nephandus_presses_once(seq: Sequencer) -> None:
    assert logged(seq, "Nephandus presses to continue combat")
    assert logged(seq, "Combat round 2") and not logged(seq, "Combat round 3")
    assert blood(seq, "Aleph") == 4 - 2  # his 1R strike in each round
    assert logged(seq, "Combat ends")  # once each combat: no press left after round 2


def _torpid_vampire_burned(seq: Sequencer) -> None:
    assert card(seq.state, "Madison").region is Region.ASH_HEAP
    assert blood(seq, NEPHANDUS) == 2 + 1


NEPHANDUS_STRIKE = ("minion-ability", "Nephandus: 1R damage")

NEPHANDUS_CASES = [
    Case(
        NEPHANDUS,
        "",
        "Nephandus can strike: 1R damage.",
        seats("Aleph", 4, [], NEPHANDUS, 2, acting_attached=GUN),
        [*blocked("Aleph", NEPHANDUS), TO_LONG, NEPHANDUS_STRIKE],
        _nephandus_strikes_at_long_range,
        MINION,
    ),
    Case(
        NEPHANDUS,
        "",
        "Nephandus gets 1 optional press each combat.",
        seats("Aleph", 4, [], NEPHANDUS, 2),
        [
            *blocked("Aleph", NEPHANDUS),
            NEPHANDUS_STRIKE,
            ("press", "Use the optional press to continue combat"),
            NEPHANDUS_STRIKE,
        ],
        _nephandus_presses_once,
        MINION,
    ),
    Case(
        NEPHANDUS,
        "",
        "Nephandus can burn a vampire in torpor to gain 1 life as a Ⓓ action.",
        [
            {"name": "Alice", "ready": [NEPHANDUS]},
            {"name": "Bob", "torpor": [{"card": "Madison", "blood": 1}]},
        ],
        [("minion-ability", "Nephandus burns a vampire in torpor for 1 life: Madison")],
        _torpid_vampire_burned,
        MINION,
    ),
    Case(
        NEPHANDUS,
        "",
        "Each strike made by the opposing minion against Nephandus in combat inflicts 1 less "
        "damage.",
        seats("Aleph", 4, [], NEPHANDUS, 2, acting_attached=GUN),
        [*blocked("Aleph", NEPHANDUS), TO_LONG, NEPHANDUS_STRIKE],
        _nephandus_takes_less,
        MINION,
    ),
    Case(
        NEPHANDUS,
        "",
        "Each damaging effect made by the opposing minion against Nephandus in combat "
        "(environmental damage) inflicts 1 less damage.",
        seats("Aleph", 4, [], NEPHANDUS, 2, acting_attached=["Murder of Crows"]),
        [*blocked("Aleph", NEPHANDUS), ("hand", "Hand strike")],
        _nephandus_takes_less_of_each,
        MINION,
    ),
]


# -- Jake Washington ----------------------------------------------------------------------------


def _jake_is_an_ally(seq: Sequencer) -> None:
    jake = card(seq.state, JAKE)
    assert jake.region is Region.READY and jake.is_ally  # 6.1.5: an ally, acting this turn
    assert jake.blood == 1 and strength(seq.state, jake) == 0
    assert jake.card.unique and jake.card.clauses.creature == "mortal"
    assert jake.locked and logged(seq, "Jake Washington bleeds Bob for 0")
    assert pool(seq, 1) == 30  # 0 bleed


def _jake_burned_for_blood(seq: Sequencer) -> None:
    assert blood(seq, "Aleph") == 3  # up to 4: three chosen
    jake = card(seq.state, JAKE)
    assert jake.region is Region.ASH_HEAP and jake.card.types == ("Master",)  # printed again


JAKE_CASES = [
    Case(
        JAKE,
        "",
        "Put this card in play; it becomes a unique mortal ally with 1 life, 0 strength and 0 "
        "bleed.",
        [
            {"name": "Alice", "ready": [{"card": "Aleph", "blood": 4}], "hand": [JAKE]},
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]},
        ],
        [("master", "Play Jake Washington"), ("bleed", "Jake Washington bleeds Bob for 0")],
        _jake_is_an_ally,
        MASTER,
    ),
    Case(
        JAKE,
        "",
        "During your unlock phase, you can burn Jake to add up to 4 blood to a ready vampire "
        "with no blood.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Aleph", "blood": 0, "locked": True}],
                "hand": [JAKE],
            },
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]},
        ],
        [
            ("master", "Play Jake Washington"),
            ("ability", "Jake Washington: add up to 4 blood to Aleph (burn it)"),
            ("amount", "Add 3 blood to Aleph"),
        ],
        _jake_burned_for_blood,
        MASTER,
    ),
]

# -- Screamer -------------------------------------------------------------------------------------

SCREAMER = "Screamer"


def _screamer_lowers_stealth(seq: Sequencer) -> None:
    assert logged(seq, "Krid's stealth is reduced by 1 (0)")  # Cloak the Gathering's +1, undone
    assert logged(seq, "Krid is blocked by Mazz")
    assert card(seq.state, SCREAMER).region is Region.ASH_HEAP  # burned for it


def _screamer_fails_the_action(seq: Sequencer) -> None:
    assert logged(seq, "Screamer ends the action") and not logged(seq, "enter combat")
    assert card(seq.state, SCREAMER).region is Region.ASH_HEAP
    assert card(seq.state, "Bum's Rush").region is Region.ASH_HEAP
    assert card(seq.state, "Alice Chen").locked  # 6.2.1: the action fails, he stays locked
    assert card(seq.state, NEPHANDUS).blood == 2  # no combat


SCREAMER_CASES = [
    Case(
        SCREAMER,
        "",
        "You can burn this ally to give a minion controlled by your predator or prey -1 stealth.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krid", "blood": 2}],
                "hand": ["Cloak the Gathering"],
            },
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}, SCREAMER]},
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Mazz"),
            ("play", "Cloak the Gathering"),
            ("ability", "Screamer: the acting minion gets -1 stealth (burn it)"),
        ],
        _screamer_lowers_stealth,
        MINION,
    ),
    Case(
        SCREAMER,
        "",
        "You can burn this ally as an action directed at an ally you control is announced to "
        "have it fail.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Alice Chen", "blood": 3}],
                "hand": ["Bum's Rush"],
            },
            {"name": "Bob", "ready": [NEPHANDUS, SCREAMER]},
        ],
        [
            ("card", "Bum's Rush at Nephandus (Bob)"),
            ("ability", "Screamer: the action directed at Nephandus fails (burn it)"),
        ],
        _screamer_fails_the_action,
        MINION,
    ),
]


# -- Underbridge Stray --------------------------------------------------------------------------

STRAY = "Underbridge Stray"


def _stray_presses(seq: Sequencer) -> None:
    assert logged(seq, "Mazz presses to continue combat") and logged(seq, "Combat round 2")
    stray = card(seq.state, STRAY)
    assert stray.region is Region.ASH_HEAP  # its only life burned (6.1.5)


def _stray_unlocks(seq: Sequencer) -> None:
    assert logged(seq, "Mazz unlocks") and logged(seq, "Aleph is blocked by Mazz")
    assert card(seq.state, STRAY).region is Region.ASH_HEAP


def _stray_superior(seq: Sequencer) -> None:
    stray = card(seq.state, STRAY)
    assert stray.region is not Region.ASH_HEAP and stray.level == "ANI"
    assert stray.blood == 2 and strength(seq.state, stray) == 1  # [ANI] 2 life, 1 strength
    assert len(abilities_of(stray)) == 2  # as above: the press and the unlock


def _stray_table(locked: bool) -> list[dict[str, object]]:
    return [
        {"name": "Alice", "ready": [{"card": "Aleph", "blood": 4}]},
        {
            "name": "Bob",
            "ready": [
                {"card": "Mazz", "blood": 3, "locked": locked},
                {"card": STRAY, "level": "ani"},
            ],
        },
    ]


STRAY_CASES = [
    Case(
        STRAY,
        "ani",
        "[ani] This ally can burn 1 life to give a minion you control 1 press.",
        _stray_table(False),
        [
            ("bleed", "Aleph bleeds Bob"),
            ("block", "Block with Mazz"),
            ("ability", "Underbridge Stray: Mazz gets 1 press (burn 1 life)"),
        ],
        _stray_presses,
        MINION,
    ),
    Case(
        STRAY,
        "ani",
        "[ani] During an action directed at you, you can burn this ally if it is not blocking "
        "to unlock a ready minion you control.",
        _stray_table(True),
        [
            ("bleed", "Aleph bleeds Bob"),
            ("ability", "Underbridge Stray: unlock Mazz (burn it)"),
            ("block", "Block with Mazz"),
        ],
        _stray_unlocks,
        MINION,
    ),
    Case(
        STRAY,
        "ANI",
        "[ANI] As above, but this ally has 2 life and 1 strength.",
        [
            {"name": "Alice", "ready": [{"card": "Bobby Lemon", "blood": 4}], "hand": [STRAY]},
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}]},
        ],
        [("recruit", "Underbridge Stray [ANI]"), ("end", "End the minion phase")],
        _stray_superior,
        MINION,
    ),
]

CASES = [*CARLTON_CASES, *NEPHANDUS_CASES, *JAKE_CASES, *SCREAMER_CASES, *STRAY_CASES]
