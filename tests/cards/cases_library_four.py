"""Cases for a fourth batch of the most-played library cards of the tournament decklists that
were played by hand (defs/library_four.toml), and for Secure Haven completed: one per card and
Discipline level."""

from __future__ import annotations

from combat_table import blocked, seats
from harness import Case, card, logged, pool

from vtes_tui.rules.permanents import strength
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
END = ("end", "End the minion phase")
BOB_HAVEN = {
    "name": "Bob",
    "ready": [
        {"card": "Mazz", "blood": 2, "attached": ["Secure Haven"]},
        {"card": "Krid", "blood": 2},
    ],
}


def _options(seq: Sequencer, key: str) -> list[str]:
    assert seq.prompt is not None
    return [o.label for o in seq.prompt.options if o.key == key]


# -- Secure Haven: choosing is targeting (ruling LSJ 20031010) -------------------------------------


def _haven_not_aimed(seq: Sequencer) -> None:
    """Bum's Rush is offered at Krid, not at Mazz in his haven."""
    aimed = _options(seq, "card")
    assert any("at Krid" in label for label in aimed)
    assert not any("at Mazz" in label for label in aimed), aimed


def _haven_chosen_costs(seq: Sequencer) -> None:
    """The Rack (no cost) chose Mazz: Bob paid 1 pool for it."""
    assert pool(seq, 1) == 30 - 1
    assert card(seq.state, "The Rack").chosen == [card(seq.state, "Mazz").uid]


# -- Mind Numb (Stun) --------------------------------------------------------------------------------


def _stunned(seq: Sequencer) -> None:
    """Krid was locked and did not unlock in Bob's unlock phase (turn 6: only Pug Jackson
    acted, it is Alice's turn 7 and he is still locked); Amber paid."""
    assert seq.state.turn == 7 and logged(seq, "Krid is stunned")
    assert card(seq.state, "Krid").locked
    assert not logged(seq, "Krid hunts") and not logged(seq, "Krid bleeds")
    assert card(seq.state, "Amber").blood == 4 - 1


def _numb_table() -> list[dict]:
    return [
        {"name": "Alice", "ready": [{"card": "Amber", "blood": 4}], "hand": ["Mind Numb"]},
        {
            "name": "Bob",
            "ready": [{"card": "Krid", "blood": 2}, {"card": "Pug Jackson", "locked": True}],
        },
    ]


# -- Enkil Cog: an action in another Methuselah's minion phase (1.6.1.5) ----------------------------


def _cog_action(seq: Sequencer) -> None:
    """In Alice's turn 5, once she was done, Bob locked the Cog: Mazz bled her for 2 (the
    Cog's +1); Alice was asked again and ended her phase (then Bob's turn 6 began)."""
    in_alices_turn = [e.text for e in seq.state.log if e.turn == 5]
    assert "Bob locks Enkil Cog: Mazz takes an action" in in_alices_turn
    assert "Alice burns 2 pool from Mazz's bleed" in in_alices_turn
    assert pool(seq, 0) == 30 - 2
    assert seq.state.current == 1


# -- Homunculus: any Methuselah's unlock phase (4) ---------------------------------------------------


def _homunculus_unlock(seq: Sequencer) -> None:
    """In Alice's unlock phase, Bob's Mazz burned 1 blood to unlock."""
    mazz = card(seq.state, "Mazz")
    assert not mazz.locked and mazz.blood == 2 - 1
    assert seq.state.current == 0


def _homunculus_life(seq: Sequencer) -> None:
    """Employed at [PRO], Homunculus has 2 life; a locked Daliyah (she employed it) can unlock
    for blood in Bob's unlock phase."""
    homunculus, daliyah = card(seq.state, "Homunculus"), card(seq.state, "Daliyah")
    assert homunculus.host is daliyah and homunculus.blood == 2
    assert seq.state.current == 1 and not daliyah.locked and daliyah.blood == 4 - 1


# -- Rötschreck: out-of-turn, as a strike is about to inflict aggravated damage (1.6.2.4) -----------


def _rotschreck(seq: Sequencer) -> None:
    """Breath of the Dragon's aggravated strike and Aleph's hand strike never resolved; Aleph
    went to torpor locked, stayed locked through Bob's unlock phase (turn 6), where Rötschreck
    was burned; it is Alice's turn 7."""
    aleph, america = card(seq.state, "Aleph"), card(seq.state, "America Johnson")
    assert logged(seq, "Bob plays Rötschreck on Aleph (out-of-turn)")
    assert logged(seq, "Combat ends: the strikes do not resolve")
    assert america.blood == 4 - 1 and aleph.blood == 4  # the card's cost only; no damage
    assert aleph.region is Region.TORPOR and aleph.locked
    assert card(seq.state, "Rötschreck").region is Region.ASH_HEAP
    assert seq.state.turn == 7 and seq.state.players[1].oot_master_pending is False


# -- CrimethInc. [tha]: put in play (its [pro] and [qui] cases are in cases_modifiers.py) --------


def _crimethinc_in_play(seq: Sequencer) -> None:
    """CrimethInc. stayed in play; Alice burned 1 pool to unlock Arjun Shah, Anarch now."""
    assert card(seq.state, "CrimethInc.").region is Region.IN_PLAY
    assert not card(seq.state, "Arjun Shah").locked
    assert pool(seq, 0) == 30 - 1


# -- locations that do not count as equipment while in play: Living Manse, Palatial Estate -------


def _manse_bleed(seq: Sequencer) -> None:
    """America Johnson bled Bob for 2 (the Manse's +1)."""
    assert pool(seq, 1) == 30 - 2


def _manse_ends_combat(seq: Sequencer) -> None:
    """Blocked, America Johnson burned the Manse before range: combat ended, no strike."""
    assert card(seq.state, "Living Manse").region is Region.ASH_HEAP
    assert logged(seq, "America Johnson: Living Manse is burned, combat ends")
    assert card(seq.state, "Aleph").blood == 4 and card(seq.state, "America Johnson").blood == 4


def _estate(seq: Sequencer) -> None:
    """In Alice's master phase, America Johnson gained 1 blood."""
    assert card(seq.state, "America Johnson").blood == 3 + 1


def _located(name: str, hand: list[str] | None = None) -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [
                {"card": "America Johnson", "blood": 3, "attached": [name, "Kevlar Vest"]},
                {"card": "Devin Bisley", "blood": 3},
            ],
            "hand": hand or [],
        },
        {"name": "Bob", "ready": []},
    ]


# -- Haqim's Law: Retribution: a combat card discarded for +1 bleed --------------------------------


def _retribution(seq: Sequencer) -> None:
    """Bijou bled Bob for 2; Alice discarded Dodge (and drew up to seven)."""
    assert pool(seq, 1) == 30 - 2
    assert card(seq.state, "Dodge").region is Region.ASH_HEAP
    assert len(seq.state.players[0].hand) == 7


def _retribution_once(seq: Sequencer) -> None:
    """Used once in this bleed (rulings ANK 20221102-2): with a Torn Signpost still in hand,
    it was not offered again (the bleed resolved at 2; Alice is in her discard phase)."""
    assert seq.prompt is not None and seq.prompt.kind == "discard"
    assert pool(seq, 1) == 30 - 2
    assert card(seq.state, "Dodge").region is Region.ASH_HEAP
    assert card(seq.state, "Torn Signpost").region is Region.HAND


def _haqim(hand: list[str]) -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": "Bijou", "blood": 3}],
            "in_play": ["Haqim's Law: Retribution"],
            "hand": hand,
        },
        {"name": "Bob", "ready": []},
    ]


RETRIBUTION = ("ability", "Haqim's Law: Retribution: the acting minion gets +1 bleed")

# -- allies' own combat words (partial cards: Rock Cat, Ossian) ----------------------------------


def _rock_cat(seq: Sequencer) -> None:
    """Bijou (capacity 3) could not strike in the first round; Rock Cat's 3 damage hit him."""
    assert logged(seq, "Bijou strikes: No strike")
    assert card(seq.state, "Bijou").blood == 0
    assert card(seq.state, "Rock Cat").blood == 4


def _ossian(seq: Sequencer) -> None:
    """Ossian's +1 stealth action: his 2 damage cost Aleph 2 blood, so at the end of the round
    Ossian gained 2 life (4, less Aleph's 1 damage, plus 2)."""
    assert logged(seq, "Ossian enters combat with Aleph (Bob) (+1 stealth)")
    assert card(seq.state, "Aleph").blood == 4 - 2
    assert card(seq.state, "Ossian").blood == 4 - 1 + 2


def _allies(ally: str, vampire: str, blood: int) -> list[dict]:
    return [
        {"name": "Alice", "ready": [{"card": ally}]},
        {"name": "Bob", "ready": [{"card": vampire, "blood": blood}]},
    ]


# -- Anthelios, The Red Star: a master phase action to exchange a master card ---------------------


def _anthelios(seq: Sequencer) -> None:
    """Alice (Anthelios is Bob's) used her master phase action: Vessel to her ash heap, Blood
    Doll to her hand."""
    assert card(seq.state, "Vessel").region is Region.ASH_HEAP
    assert card(seq.state, "Blood Doll").region is Region.HAND
    assert logged(seq, "Alice exchanges Vessel for Blood Doll")


# -- Pack Alpha: animal retainers in combat -------------------------------------------------------


def _pack_employs(seq: Sequencer) -> None:
    """Before range, Devin Bisley employed Raven Spy [ANI] from the hand (1 blood, 2 life);
    the combat went on (Aleph's hand strike cost him 1 blood more)."""
    spy, devin = card(seq.state, "Raven Spy"), card(seq.state, "Devin Bisley")
    assert spy.host is devin and spy.blood == 2
    assert devin.blood == 5 - 1 - 1
    assert card(seq.state, "Pack Alpha").region is Region.ASH_HEAP


def _pack_stays(seq: Sequencer) -> None:
    """Raven Spy burned, Pack Alpha on Devin Bisley: strength 1 + 1."""
    devin = card(seq.state, "Devin Bisley")
    assert card(seq.state, "Raven Spy").region is Region.ASH_HEAP
    assert card(seq.state, "Pack Alpha").host is devin
    assert strength(seq.state, devin) == 2


# -- Renegade Garou -------------------------------------------------------------------------------


def _garou_fights(seq: Sequencer) -> None:
    """His +1 stealth action; his additional strike each round: Aleph took 2 + 2 damage."""
    strikes = [e.text for e in seq.state.log if e.text.startswith("Renegade Garou strikes")]
    assert len(strikes) == 2, strikes
    assert card(seq.state, "Aleph").region is Region.TORPOR


def _garou_heals(seq: Sequencer) -> None:
    """With 2 life in Alice's unlock phase, he gained 1."""
    assert card(seq.state, "Renegade Garou").blood == 2 + 1


# -- Spirit Marionette [OBE] (its other levels' cases are in cases_library_more.py) ----------------


def _marionette_borrows(seq: Sequencer) -> None:
    """Alice took Aleph; his next action was his bleed of her prey Bob (for 1); then he went
    back to Bob, locked."""
    aleph = card(seq.state, "Aleph")
    assert logged(seq, "Alice: Aleph bleeds Bob for 1")
    assert pool(seq, 1) == 30 - 1
    assert aleph.controller == 1 and aleph.locked
    assert logged(seq, "Aleph goes back to Bob")


# -- Undue Influence: blood for a vampire in the uncontrolled region -------------------------------


def _undue(vampire: str) -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": vampire, "blood": 4}],
            "hand": ["Undue Influence"],
            "uncontrolled": [{"card": "Mazz", "blood": 2}],
        },
        {"name": "Bob", "ready": [], "uncontrolled": [{"card": "Krid", "blood": 2}]},
    ]


def _undue_moved(seq: Sequencer) -> None:
    """1 blood moved from Bob's Krid to Alice's Mazz, who stays uncontrolled (at capacity 3:
    only [qui] brings him out)."""
    assert card(seq.state, "Krid").blood == 2 - 1
    mazz = card(seq.state, "Mazz")
    assert mazz.blood == 2 + 1 and mazz.region is Region.UNCONTROLLED


def _undue_bled(seq: Sequencer) -> None:
    """The bleed burned 1 of Bob's pool; Mazz got 1 blood and stays uncontrolled."""
    assert pool(seq, 1) == 30 - 1
    mazz = card(seq.state, "Mazz")
    assert mazz.blood == 2 + 1 and mazz.region is Region.UNCONTROLLED


def _undue_out(seq: Sequencer) -> None:
    """Mazz (capacity 3) got his third blood and came out to the ready region."""
    mazz = card(seq.state, "Mazz")
    assert mazz.region is Region.READY and mazz.controller == 0 and mazz.blood == 3


def _undue_not_offered(seq: Sequencer) -> None:
    """With no vampire in Alice's uncontrolled region, no level is offered."""
    assert not any("Undue Influence" in label for label in _options(seq, "card"))


# -- Narrow Minds: redirecting a bleed costs more --------------------------------------------------


def _narrow(blood: int) -> list[dict]:
    return [
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]},
        {
            "name": "Bob",
            "ready": [{"card": "Ana Rita Montaña", "blood": blood}],
            "hand": ["Deflection"],
        },
        {"name": "Carol", "ready": [], "in_play": ["Narrow Minds"]},
    ]


def _narrow_paid(seq: Sequencer) -> None:
    """Deflection [dom] cost Ana Rita 1 + 1 blood; the bleed went to Carol."""
    assert card(seq.state, "Ana Rita Montaña").blood == 3 - 2
    assert pool(seq, 2) == 30 - 1 and pool(seq, 1) == 30


def _narrow_unaffordable(seq: Sequencer) -> None:
    """With 1 blood, Ana Rita cannot pay 1 + 1: Deflection was not offered, Bob was bled."""
    assert card(seq.state, "Deflection").region is Region.HAND
    assert pool(seq, 1) == 30 - 1


# -- Dabbler: three Disciplines used in an action ---------------------------------------------------


def _dabbler(seq: Sequencer) -> None:
    """True Love's Face [obf][pre] and Command of the Beast [DOM]: obf, pre, dom; after the
    bleed (1 + 1 + 1) Andi Liu burned 1 blood to unlock, once this turn."""
    andi = card(seq.state, "Andi Liu")
    assert pool(seq, 1) == 30 - 3
    assert not andi.locked and andi.blood == 4 - 1
    assert logged(seq, "Andi Liu burns 1 blood to unlock (Dabbler)")


CASES = [
    Case(
        "Enkil Cog",
        "",
        "During any Methuselah's minion phase, this vampire can lock this card to take an action.",
        [
            {"name": "Alice", "ready": [{"card": "Aunt Linda", "blood": 3}]},
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2, "attached": ["Enkil Cog"]}]},
        ],
        [END, ("bleed", "Lock Enkil Cog: Mazz bleeds Alice for 2"), END],
        _cog_action,
        MINION,
    ),
    Case(
        "Secure Haven",
        "",
        "This minion cannot be the target of other Methuselahs' actions: an action card aimed at "
        "a minion is not offered against him.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Aunt Linda", "blood": 4}],
                "hand": ["Bum's Rush"],
            },
            BOB_HAVEN,
        ],
        [],
        _haven_not_aimed,
        MINION,
    ),
    Case(
        "Secure Haven",
        "",
        "Master cards targeting this minion cost 1 additional pool: choosing him as the card is "
        "played is targeting (LSJ 20031010).",
        [
            {"name": "Alice", "ready": [{"card": "Aunt Linda", "blood": 4}]},
            BOB_HAVEN | {"hand": ["The Rack"]},
        ],
        [("master", "The Rack"), ("choose", "Choose Mazz (+1 pool)")],
        _haven_chosen_costs,
        {"phase": "master", "turn": 6},
    ),
    Case(
        "Mind Numb",
        "pre",
        "[pre] Ⓓ Stun an unlocked vampire: locked, he does not unlock as normal next time.",
        _numb_table(),
        [("card", "Mind Numb [pre] at Krid (Bob) (+0 stealth"), END],
        _stunned,
        MINION,
    ),
    Case(
        "Mind Numb",
        "PRE",
        "[PRE] As above, and this is a +1 stealth action.",
        _numb_table(),
        [("card", "Mind Numb [PRE] at Krid (Bob) (+1 stealth"), END],
        _stunned,
        MINION,
    ),
    Case(
        "Homunculus",
        "pro",
        "[pro] During any Methuselah's unlock phase, the employer can burn 1 blood to unlock.",
        [
            {"name": "Alice", "ready": [{"card": "Daliyah", "blood": 4}]},
            {
                "name": "Bob",
                "ready": [
                    {
                        "card": "Mazz",
                        "blood": 2,
                        "locked": True,
                        "attached": [{"card": "Homunculus", "level": "pro"}],
                    }
                ],
            },
        ],
        [("unlock", "Mazz burns 1 blood to unlock (Homunculus)")],
        _homunculus_unlock,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        "Homunculus",
        "PRO",
        "[PRO] As above, but Homunculus has 2 life.",
        [
            {"name": "Alice", "ready": [{"card": "Daliyah", "blood": 4}], "hand": ["Homunculus"]},
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2, "locked": True}]},
        ],
        [
            ("employ", "Daliyah employs Homunculus [PRO]"),
            ("unlock", "Daliyah burns 1 blood to unlock (Homunculus)"),
        ],
        _homunculus_life,
        MINION,
    ),
    Case(
        "Rötschreck",
        "",
        "Out-of-turn, as an opposing minion attempts to inflict aggravated damage on a vampire: "
        "put on him, combat ends, locked and sent to torpor; he does not unlock as normal; "
        "burned during his next unlock phase.",
        seats("America Johnson", 4, ["Breath of the Dragon"], blocker_hand=["Rötschreck"]),
        [
            *blocked("America Johnson"),
            ("card", "Breath of the Dragon [vic]"),
            ("oot-master", "Play Rötschreck on Aleph"),
            END,
        ],
        _rotschreck,
        MINION,
    ),
    Case(
        "CrimethInc.",
        "tha",
        "[tha] Put this card in play. During your minion phase, you can burn 1 pool to unlock a "
        "ready Anarch you control.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Arjun Shah", "blood": 4}],
                "hand": ["CrimethInc."],
            },
            {"name": "Bob", "ready": []},
        ],
        [
            ("anarch", "Arjun Shah becomes anarch"),
            ("play", "CrimethInc. [tha]"),
            ("ability", "CrimethInc.: unlock Arjun Shah (burn 1 pool)"),
        ],
        _crimethinc_in_play,
        MINION,
    ),
    Case(
        "Living Manse",
        "",
        "This vampire gets +1 bleed.",
        _located("Living Manse"),
        [("bleed", "America Johnson bleeds Bob for 2"), END],
        _manse_bleed,
        MINION,
    ),
    Case(
        "Living Manse",
        "",
        "They can burn this card before range is determined to end combat.",
        seats("America Johnson", 4, [], acting_attached=["Living Manse"]),
        [*blocked("America Johnson"), ("end-combat", "Burn Living Manse to end combat")],
        _manse_ends_combat,
        MINION,
    ),
    Case(
        "Palatial Estate",
        "",
        "During your master phase, the vampire with this location gains 1 blood.",
        _located("Palatial Estate"),
        [],
        _estate,
        {"phase": "master", "turn": 5},
    ),
    Case(
        "Haqim's Law: Retribution",
        "",
        "During a bleed action, an Assamite you control can discard a combat card to get +1 bleed.",
        _haqim(["Dodge"]),
        [("bleed", "Bijou bleeds Bob for 1"), RETRIBUTION, END],
        _retribution,
        MINION,
    ),
    Case(
        "Haqim's Law: Retribution",
        "",
        "Once each action for each copy (rulings ANK 20221102-2).",
        _haqim(["Dodge", "Torn Signpost"]),
        [("bleed", "Bijou bleeds Bob for 1"), RETRIBUTION, ("discard", "Discard Dodge")],
        _retribution_once,
        MINION,
    ),
    Case(
        "Rock Cat",
        "",
        "Opposing vampires with capacity 3 or less cannot strike in the first round.",
        _allies("Rock Cat", "Bijou", 3),
        [("enter-combat", "Rock Cat enters combat with Bijou"), ("decline", "Do not block")],
        _rock_cat,
        MINION,
    ),
    Case(
        "Ossian",
        "",
        "Ossian may enter combat with any vampire as a +1 stealth Ⓓ action; he gains 1 life at "
        "the end of each round for each blood the opposing vampire used to heal damage.",
        _allies("Ossian", "Aleph", 4),
        [("enter-combat", "Ossian enters combat with Aleph (Bob) (+1 stealth)"), END],
        _ossian,
        MINION,
    ),
    Case(
        "Anthelios, The Red Star",
        "",
        "Once each master phase, a Methuselah can use a master phase action to exchange a "
        "master card in her hand for one in her ash heap.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Bijou", "blood": 3}],
                "hand": ["Vessel", "Dodge"],
                "ash_heap": ["Blood Doll", "Dodge"],
            },
            {"name": "Bob", "ready": [], "in_play": ["Anthelios, The Red Star"]},
        ],
        [("exchange-master", "Exchange Vessel")],
        _anthelios,
        {"phase": "master", "turn": 5},
    ),
    Case(
        "Pack Alpha",
        "ani",
        "[ani] Only usable before range is determined. Employ an animal retainer from your hand "
        "(requirements and cost apply as normal).",
        seats("Devin Bisley", 5, ["Pack Alpha", "Raven Spy"]),
        [
            *blocked("Devin Bisley"),
            ("play", "Pack Alpha [ani]"),
            ("card", "Devin Bisley employs Raven Spy [ANI]"),
        ],
        _pack_employs,
        MINION,
    ),
    Case(
        "Pack Alpha",
        "ANI",
        "[ANI] Burn an animal retainer employed by this vampire to put this card on this vampire. "
        "This minion gets +1 strength.",
        seats("Devin Bisley", 5, ["Pack Alpha"], acting_attached=["Raven Spy"]),
        [*blocked("Devin Bisley"), ("play", "Pack Alpha [ANI]")],
        _pack_stays,
        MINION,
    ),
    Case(
        "Renegade Garou",
        "",
        "He gets an additional strike (limited) each round and an optional maneuver each "
        "combat; he may enter combat with a minion controlled by another Methuselah as a +1 "
        "stealth Ⓓ action.",
        [
            {"name": "Alice", "ready": [{"card": "Renegade Garou"}]},
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 3}]},
        ],
        [
            ("enter-combat", "Renegade Garou enters combat with Aleph (Bob) (+1 stealth)"),
            ("decline", "Do not block"),
            ("pass", "Do not maneuver"),
        ],
        _garou_fights,
        MINION,
    ),
    Case(
        "Renegade Garou",
        "",
        "If Renegade Garou has 2 or fewer life during your unlock phase, he gains 1 life.",
        [
            {"name": "Alice", "ready": [{"card": "Renegade Garou", "life": 2}]},
            {"name": "Bob", "ready": []},
        ],
        [],
        _garou_heals,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        "Spirit Marionette",
        "OBE",
        "[OBE] +1 stealth action. Ⓓ Take control of a ready unlocked minion until the end of the "
        "next action. That minion must bleed your prey unless they must hunt.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Blanche Hill", "blood": 4}],
                "hand": ["Spirit Marionette"],
            },
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 2}]},
            {"name": "Carol", "ready": []},
        ],
        [
            ("card", "Spirit Marionette [OBE] at Aleph (Bob) (+1 stealth"),
            ("decline", "Do not block"),
        ],
        _marionette_borrows,
        MINION,
    ),
    Case(
        "Undue Influence",
        "chi",
        "[chi] Ⓓ Move 1 blood from a crypt card in any uncontrolled region to the chosen vampire.",
        _undue("Irena"),
        [("card", "Irena plays Undue Influence [chi] at Bob")],
        _undue_moved,
        MINION,
    ),
    Case(
        "Undue Influence",
        "pre",
        "[pre] Ⓓ Bleed. If the bleed is successful, add 1 blood to the chosen vampire.",
        _undue("Irena"),
        [("card", "Irena bleeds Bob for 1 with Undue Influence [pre]")],
        _undue_bled,
        MINION,
    ),
    Case(
        "Undue Influence",
        "qui",
        "[qui] Add 1 blood to the chosen vampire. If the amount of blood equals or exceeds their "
        "capacity, move them to your ready region.",
        _undue("Aisha az-Zahra"),
        [("card", "Aisha az-Zahra plays Undue Influence [qui]")],
        _undue_out,
        MINION,
    ),
    Case(
        "Undue Influence",
        "pre",
        "Cannot be played with no vampire in the uncontrolled region (ruling LSJ 20060623).",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Irena", "blood": 4}],
                "hand": ["Undue Influence"],
            },
            {"name": "Bob", "ready": [], "uncontrolled": [{"card": "Krid", "blood": 2}]},
        ],
        [],
        _undue_not_offered,
        MINION,
    ),
    Case(
        "Narrow Minds",
        "",
        "Minion cards that change the target of a bleed action cost +1 blood or life.",
        _narrow(3),
        [("bleed", "Krid bleeds Bob"), ("play", "Deflection [dom]")],
        _narrow_paid,
        MINION,
    ),
    Case(
        "Narrow Minds",
        "",
        "The cost +1 must be payable (1.6.1.3): a vampire with 1 blood cannot play Deflection.",
        _narrow(1),
        [("bleed", "Krid bleeds Bob"), ("decline", "Do not block")],
        _narrow_unaffordable,
        MINION,
    ),
    Case(
        "Dabbler",
        "",
        "Once each turn, after an action is resolved during which this vampire used 3 or more "
        "Disciplines to play cards, this vampire can either burn 1 blood to unlock or gain 1 "
        "blood.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Andi Liu", "blood": 4, "attached": ["Dabbler"]}],
                "hand": ["True Love's Face", "Command of the Beast"],
            },
            {"name": "Bob", "ready": []},
        ],
        [
            ("bleed", "Andi Liu bleeds Bob"),
            ("play", "True Love's Face [obf]"),
            ("play", "Command of the Beast [DOM]"),
            ("unlock", "Andi Liu burns 1 blood to unlock"),
        ],
        _dabbler,
        MINION,
    ),
]
