"""Cases for the most-played library cards of the tournament decklists that were played by hand
(defs/tournament_library.toml, and the cards they finished): what other Methuselahs' locations
give a block contest (rules/helping.py, 6.2.2.2)."""

from __future__ import annotations

from collections.abc import Callable

from harness import Case, card, logged, pool

from vtes_tui.rules.cards_in_play import open_handed
from vtes_tui.rules.permanents import intercept_of
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
BOB = {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]}


# -- locations helping another Methuselah's minion (6.2.2.2) ----------------------------------------


def _monastery_for_another(seq: Sequencer) -> None:
    monastery = card(seq.state, "Monastery of Shadows")
    assert monastery.locked and monastery.controller == 2
    assert pool(seq, 1) == 30 - 1  # Cardano's bleed got through the block attempt
    assert logged(seq, "Monastery of Shadows: Cardano gets +1 stealth")


def _krcg_for_another(seq: Sequencer) -> None:
    assert card(seq.state, "KRCG News Radio").locked
    assert pool(seq, 2) == 30 - 1  # Carol's pool, the cost of helping another's minion
    assert logged(seq, "Krid is blocked by Mazz")


def _fortune_teller(seq: Sequencer) -> None:
    assert card(seq.state, "Fortune Teller Shop").locked
    assert pool(seq, 1) == 30 - 1  # Ashlesha's bleed got through the block attempt


def _kumpania(seq: Sequencer) -> None:
    assert logged(seq, "Kumpania: Dhita Choudhair gets +1 intercept (lock it)")
    assert logged(seq, "Krid is blocked by Dhita Choudhair")


def _club_illusion(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 2  # Anita's bleed of 1, +1
    assert card(seq.state, "Anita Wainwright").blood == 3 - 1


def _coyote(seq: Sequencer) -> None:
    assert card(seq.state, "Aaron Bathurst").blood == 1 + 2  # the hunt's 1, +1
    assert logged(seq, "Aaron Bathurst gains 2 blood")


def _wmrh(seq: Sequencer) -> None:
    assert logged(seq, "Krid is blocked by Mazz")
    assert pool(seq, 1) == 30  # Mazz blocked: nothing to burn


def _railroad_for_another(seq: Sequencer) -> None:
    assert card(seq.state, "Anarch Railroad").locked
    assert pool(seq, 1) == 30 - 1  # Anita's bleed got through the block attempt
    assert logged(seq, "Anarch Railroad: Anita Wainwright gets +1 stealth")


# -- the combat that follows a block (6.4) -----------------------------------------------------------


def _evernight_aggravates(seq: Sequencer) -> None:
    """Both hand strikes hurt for 1; aggravated, it cannot be healed (6.4.6): Mazz, with blood
    left to heal 1 normal damage, goes to torpor."""
    assert logged(seq, "Mazz takes 1 aggravated damage")
    assert card(seq.state, "Mazz").region is Region.TORPOR


# -- reactions (6.2.2) ------------------------------------------------------------------------------


def _maze_for_nothing(seq: Sequencer) -> None:
    """Ahmose Chambers (a Follower of Set, no blood) paid nothing: the bleed ended."""
    assert logged(seq, "ends the action")
    assert pool(seq, 1) == 30
    assert card(seq.state, "Mental Maze").region is Region.ASH_HEAP
    assert card(seq.state, "Ahmose Chambers").blood == 0


def _zombies_block(seq: Sequencer) -> None:
    """Procurer (a ghoul) is barred; the Aggressive Corpse (a zombie) blocks."""
    assert logged(seq, "Procurer cannot block this action")
    assert not logged(seq, "Aggressive Corpse cannot block")
    assert logged(seq, "Madison is blocked by Aggressive Corpse")


# -- combat cards (6.4) ------------------------------------------------------------------------------


def _aura_open_hand(seq: Sequencer) -> None:
    """Asked again before range (a second Aura Reading in hand), in combat: Bob's hand is open."""
    assert logged(seq, "Bob plays with an open hand this combat")
    assert open_handed(seq.state, 1) and not open_handed(seq.state, 0)


def _aura_hand_size(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert alice.hand_size == 7 + 2 and len(alice.hand) == 7 + 2  # drawn up at once


def _aura_seats(vampire: str) -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": vampire, "blood": 4}],
            "hand": ["Aura Reading", "Aura Reading"],
        },
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}], "hand": ["Dodge"]},
    ]


# -- master cards (5) --------------------------------------------------------------------------------


def _fortschritt(seq: Sequencer) -> None:
    assert card(seq.state, "Dragonbound").region is Region.HAND
    assert logged(seq, "Alice shows Dragonbound and adds it to her hand")


# -- equipment (6.1.3) ---------------------------------------------------------------------------------


def _sniped(seq: Sequencer) -> None:
    """Long range for round 1: Krid's hand strike does not reach; the rifle's 2R does."""
    assert logged(seq, "Range is long")
    assert logged(seq, "Mazz strikes: Sniper Rifle: 2R damage")
    assert card(seq.state, "Krid").blood == 3 - 2


def _heidelberg(seq: Sequencer) -> None:
    cardano, krid = card(seq.state, "Cardano"), card(seq.state, "Krid")
    assert (cardano.blood, krid.blood) == (5 - 1, 1 + 1)
    assert card(seq.state, "Sport Bike").host is krid
    assert card(seq.state, "Heidelberg Castle, Germany").locked


def _jacket_unlocks(seq: Sequencer) -> None:
    """Equipped in Alice's turn, Alice Chen is unlocked as it ends: she blocks in Bob's turn."""
    assert card(seq.state, "Leather Jacket").host is card(seq.state, "Alice Chen")
    assert logged(seq, "Alice Chen unlocks (Leather Jacket)")


def _jacket_prevents(seq: Sequencer) -> None:
    assert card(seq.state, "Leather Jacket").region is Region.ASH_HEAP
    assert card(seq.state, "Alice Chen").blood == 4  # Aleph's hand strike prevented


# -- allies (6.1.5) -----------------------------------------------------------------------------------


def _ghoul_recruited(seq: Sequencer) -> None:
    assert card(seq.state, "Procurer").region is Region.ASH_HEAP
    assert card(seq.state, "War Ghoul").region in (Region.UNCONTROLLED, Region.READY)


def _ghoul_prevents(seq: Sequencer) -> None:
    assert logged(seq, "War Ghoul and Aleph enter combat")
    assert logged(seq, "War Ghoul prevents 1 damage")
    assert card(seq.state, "War Ghoul").blood == 5  # Aleph's hand strike of 1, prevented


def _ghoul_burns_location(seq: Sequencer) -> None:
    assert card(seq.state, "Monastery of Shadows").region is Region.ASH_HEAP
    assert card(seq.state, "War Ghoul").region is Region.ASH_HEAP


def _mylan_unlocks(seq: Sequencer) -> None:
    assert not card(seq.state, "Sobayifa").locked
    assert card(seq.state, "Mylan Horseed").locked


def _charismatic(seq: Sequencer) -> None:
    """Procurer costs 2 blood: 1 with Charisma on Alice Chen."""
    assert card(seq.state, "Alice Chen").blood == 4 - 1
    assert card(seq.state, "Procurer").region in (Region.UNCONTROLLED, Region.READY)


def _mystic(seq: Sequencer) -> None:
    assert card(seq.state, "War Ghoul").blood == 3 + 1
    assert card(seq.state, "Vagabond Mystic").locked


def _procured(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").blood == 1 + 1
    assert card(seq.state, "Procurer").locked
    assert logged(seq, "Krid gains 1 blood")


# -- events (1.6.4) --------------------------------------------------------------------------------


def _dragonbound(seq: Sequencer) -> None:
    """Bob controls two vampires in torpor: 2 pool in his discard phase (Alice's card)."""
    assert pool(seq, 1) == 30 - 2
    assert pool(seq, 0) == 30  # Alice has none in torpor (her discard phase comes later)


def _scourged(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").region is Region.ASH_HEAP
    scourge = card(seq.state, "Scourge of the Enochians")
    assert scourge.controller == 1 and scourge in seq.state.players[1].in_play


# -- actions (6.1.6) ---------------------------------------------------------------------------------


def _nosed(vampire: str, maneuvers: int) -> Callable[[Sequencer], None]:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} and Aleph enter combat")
        moves = [e for e in seq.state.log if e.text == f"{vampire} maneuvers to long range"]
        assert len(moves) == maneuvers

    check.__name__ = f"_nosed_{maneuvers}"
    return check


def _nose_seats(vampire: str, aleph: dict) -> list[dict]:
    return [
        {"name": "Alice", "ready": [{"card": vampire, "blood": 4}], "hand": ["Nose of the Hound"]},
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4, **aleph}]},
    ]


# Aleph's .44 Magnum takes the combat back to close range once: a second maneuver is needed.
NOSE_TWICE = [
    ("maneuver", "Maneuver to long range (optional maneuver from Nose of the Hound)"),
    ("maneuver", "Maneuver to close range with .44 Magnum"),
    ("maneuver", "Maneuver to long range (optional maneuver from Nose of the Hound)"),
]


def _breached(seq: Sequencer) -> None:
    """Bob controls Krid (capacity 2): 1 + 3; Carol, Cardano (9): 1; Alice was not chosen."""
    assert [pool(seq, s) for s in range(3)] == [30, 30 - 4, 30 - 1]


def _territory(seq: Sequencer) -> None:
    monastery = card(seq.state, "Monastery of Shadows")
    assert monastery.controller == 0
    assert monastery in seq.state.players[0].in_play


def _political(card_name: str, *terms: tuple[str, str]) -> list[tuple[str, str]]:
    """Call the referendum, choose its terms, cast the caller's vote (the others cast none),
    and go on to her discard phase: the referendum is decided."""
    return [
        ("political", f"calls {card_name}"),
        *terms,
        ("vote-for", card_name),
        ("end", "End the discard phase"),
    ]


def _rutors_hand(vampire: str, region: Region, blood: int) -> Callable[[Sequencer], None]:
    def check(seq: Sequencer) -> None:
        hand, minion = card(seq.state, "Rutor's Hand"), card(seq.state, vampire)
        assert hand.host is minion and hand.locked
        assert minion.region is region and minion.blood == blood

    check.__name__ = f"_rutors_hand_{region.name.lower()}"
    return check


def _refracted(seq: Sequencer) -> None:
    """The three chosen went on top of the library and were drawn back after the discards."""
    hand = [c.name for c in seq.state.players[0].hand]
    assert {"Conditioning", "Dominate Kine", "Deflection"} <= set(hand)
    assert card(seq.state, "Bum's Rush").region is Region.ASH_HEAP
    assert logged(seq, "at random")


def _harassed(seq: Sequencer) -> None:
    assert logged(seq, "Alice Chen and Aleph enter combat")
    assert logged(seq, "Alice Chen presses to continue combat")
    assert logged(seq, "Combat round 2")


def _abbot(seq: Sequencer) -> None:
    aaron = card(seq.state, "Aaron Bathurst")
    assert card(seq.state, "Abbot").host is aaron
    assert not aaron.locked
    # 6.2.2.2: +1 intercept during an action directed at Alice (or at a card of hers) only.
    assert intercept_of(seq.state, aaron, ("", "directed", "at_controller")) == 1
    assert intercept_of(seq.state, aaron, ("", "directed")) == 0


CASES = [
    Case(
        "Dragonbound",
        "",
        "During each Methuselah's discard phase, they burn 1 pool per vampire in torpor.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krid", "blood": 2}],
                "in_play": ["Dragonbound"],
            },
            {
                "name": "Bob",
                "torpor": [{"card": "Mazz", "blood": 0}, {"card": "Aleph", "blood": 0}],
            },
        ],
        [],
        _dragonbound,
        {"phase": "discard", "turn": 5, "current": 1},
    ),
    Case(
        "Sudario Refraction",
        "",
        "Three library cards of the ash heap to the top of the library; discard 3 at random.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Accorri Giovanni", "blood": 5}],
                "hand": ["Sudario Refraction"],
                "ash_heap": ["Conditioning", "Dominate Kine", "Deflection", "Bum's Rush"],
            },
            {"name": "Bob", "ready": []},
        ],
        [
            ("card", "plays Sudario Refraction"),
            ("card", "Move Conditioning to the top of your library"),
            ("card", "Move Dominate Kine to the top of your library"),
            ("card", "Move Deflection to the top of your library"),
        ],
        _refracted,
        MINION,
    ),
    Case(
        "Force of Personality",
        "PRE",
        "[PRE] As announced: vampires burn 1 blood to block; non-zombie allies cannot block.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Madison", "blood": 4}],
                "hand": ["Force of Personality"],
            },
            {
                "name": "Bob",
                "ready": [
                    {"card": "Aggressive Corpse", "blood": 3},
                    {"card": "Procurer", "blood": 1},
                ],
            },
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Force of Personality [PRE]"),
            ("block", "Block with Aggressive Corpse"),
        ],
        _zombies_block,
        MINION,
    ),
    Case(
        "Fortschritt Library",
        "",
        "Search your library for a Gehenna event card, show it and add it to your hand.",
        [
            {
                "name": "Alice",
                "hand": ["Fortschritt Library"],
                "library": ["Choir"] * 10 + ["Dragonbound"] + ["Choir"] * 10,
            },
            {"name": "Bob", "ready": []},
        ],
        [("master", "Fortschritt Library"), ("card", "Add Dragonbound to your hand")],
        _fortschritt,
        {"phase": "master", "turn": 5},
    ),
    Case(
        "Vagabond Mystic",
        "",
        "It can lock to add 1 life to an ally you control below its starting life.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Vagabond Mystic", "blood": 2},
                    {"card": "War Ghoul", "blood": 3},
                ],
            },
            {"name": "Bob", "ready": []},
        ],
        [("ability", "Vagabond Mystic: add 1 blood to War Ghoul (lock it)")],
        _mystic,
        {"phase": "master", "turn": 5},
    ),
    Case(
        "WMRH Talk Radio",
        "",
        "Lock to give a minion +1 intercept (if he does not block, burn 1 pool after resolution).",
        [
            {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]},
            BOB | {"in_play": ["WMRH Talk Radio"]},
        ],
        [
            ("hunt", "Krid hunts"),
            ("block", "Block with Mazz"),
            ("ability", "WMRH Talk Radio: Mazz gets +1 intercept"),
        ],
        _wmrh,
        MINION,
    ),
    Case(
        "Charisma",
        "",
        "Put on a ready vampire: recruit ally actions cost this vampire -1 blood or pool.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Alice Chen", "blood": 4, "attached": ["Charisma"]}],
                "hand": ["Procurer"],
            },
            {"name": "Bob", "ready": []},
        ],
        [("recruit", "Alice Chen recruits Procurer")],
        _charismatic,
        MINION,
    ),
    Case(
        "The Hungry Coyote",
        "",
        "Sabbat vampires you control get +1 hunt.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Aaron Bathurst", "blood": 1}, {"card": "Krid", "blood": 1}],
                "in_play": ["The Hungry Coyote"],
            },
            {"name": "Bob", "ready": []},
        ],
        [("hunt", "Aaron Bathurst hunts")],
        _coyote,
        MINION,
    ),
    Case(
        "Mylan Horseed",
        "",
        "He can unlock a ready non-Camarilla vampire with capacity 8 or more (+1 stealth action).",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Mylan Horseed", "blood": 1},
                    {"card": "Sobayifa", "blood": 4, "locked": True},
                ],
            },
            {"name": "Bob", "ready": []},
        ],
        [("minion-ability", "Mylan Horseed unlocks Sobayifa (+1 stealth)")],
        _mylan_unlocks,
        MINION,
    ),
    Case(
        "War Ghoul",
        "",
        "After this ally enters play, burn an ally or retainer you control.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "America Johnson", "blood": 4},
                    {"card": "Procurer", "blood": 1},
                ],
                "hand": ["War Ghoul"],
            },
            {"name": "Bob", "ready": []},
        ],
        [("recruit", "War Ghoul"), ("burn", "Burn Procurer")],
        _ghoul_recruited,
        MINION,
    ),
    Case(
        "War Ghoul",
        "",
        "It can enter combat with a vampire as a Ⓓ action; it can prevent 1 damage each round.",
        [
            {"name": "Alice", "ready": [{"card": "War Ghoul", "blood": 5}]},
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        ],
        [
            ("enter-combat", "War Ghoul enters combat with Aleph (Bob)"),
            ("minion-ability", "War Ghoul: prevent 1 damage (once each round)"),
        ],
        _ghoul_prevents,
        MINION,
    ),
    Case(
        "War Ghoul",
        "",
        "It can lock and burn itself to burn a location, except during combat.",
        [
            {"name": "Alice", "ready": [{"card": "War Ghoul", "blood": 5}]},
            {"name": "Bob", "in_play": ["Monastery of Shadows"]},
        ],
        [("ability", "War Ghoul: burn Monastery of Shadows (burn it)")],
        _ghoul_burns_location,
        {"phase": "master", "turn": 5},
    ),
    Case(
        "Aura Reading",
        "aus",
        "[aus] Before range: the opposing minion's controller plays with an open hand.",
        _aura_seats("Cardano"),
        [
            ("bleed", "Cardano bleeds Bob"),
            ("block", "Block with Mazz"),
            ("play", "Aura Reading [aus]"),
        ],
        _aura_open_hand,
        MINION,
    ),
    Case(
        "Aura Reading",
        "AUS",
        "[AUS] Before range: +2 hand size for the remainder of this combat.",
        _aura_seats("Dr. Lawrence Mayhew"),
        [
            ("bleed", "Dr. Lawrence Mayhew bleeds Bob"),
            ("block", "Block with Mazz"),
            ("play", "Aura Reading [AUS]"),
        ],
        _aura_hand_size,
        MINION,
    ),
    Case(
        "Club Illusion",
        "",
        "An Anarch can burn 1 blood once as they announce a bleed action: +1 bleed.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Anita Wainwright", "blood": 3}],
                "in_play": ["Club Illusion"],
            },
            {"name": "Bob", "ready": []},
        ],
        [
            ("bleed", "Anita Wainwright bleeds Bob"),
            ("ability", "Club Illusion: Anita Wainwright gets +1 bleed (Anita Wainwright burns 1"),
        ],
        _club_illusion,
        MINION,
    ),
    Case(
        "Mental Maze",
        "obf",
        "This card costs Followers of Set 1 fewer blood: one with no blood plays it.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krid", "blood": 2}, {"card": "Mazz", "blood": 2}],
            },
            {
                "name": "Bob",
                "ready": [{"card": "Ahmose Chambers", "blood": 0}],
                "hand": ["Mental Maze"],
            },
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Ahmose Chambers"),
            ("play", "Mental Maze [obf]"),
        ],
        _maze_for_nothing,
        MINION,
    ),
    Case(
        "Heidelberg Castle, Germany",
        "",
        "Lock to move blood, equipment and/or retainers between two ready vampires you control.",
        [
            {
                "name": "Alice",
                "in_play": ["Heidelberg Castle, Germany"],
                "ready": [
                    {"card": "Cardano", "blood": 5, "attached": ["Sport Bike"]},
                    {"card": "Krid", "blood": 1},
                    {"card": "Aleph", "blood": 2},
                ],
            },
            {"name": "Bob", "ready": []},
        ],
        [
            ("ability", "Heidelberg Castle, Germany: move blood, equipment and retainers"),
            ("vampire", "First: Cardano"),
            ("vampire", "Second: Krid"),
            ("move", "Move 1 blood from Cardano to Krid"),
            ("move", "Move Sport Bike from Cardano to Krid"),
            ("done", "Move nothing more"),
        ],
        _heidelberg,
        {"phase": "master", "turn": 5},
    ),
    Case(
        "Rutor's Hand",
        "tha",
        "[tha] On this vampire, locked; he takes 1 unpreventable aggravated damage: torpor.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Aitana, The Unholy", "blood": 4}],
                "hand": ["Rutor's Hand"],
            },
            {"name": "Bob", "ready": []},
        ],
        [("card", "plays Rutor's Hand [tha]")],
        _rutors_hand("Aitana, The Unholy", Region.TORPOR, 4 - 1),
        MINION,
    ),
    Case(
        "Rutor's Hand",
        "THA",
        "[THA] As above, and he can burn 3 blood to be immune to this aggravated damage.",
        [
            {"name": "Alice", "ready": [{"card": "Cardano", "blood": 5}], "hand": ["Rutor's Hand"]},
            {"name": "Bob", "ready": []},
        ],
        [("card", "plays Rutor's Hand [THA]"), ("immune", "burns 3 blood to be immune")],
        _rutors_hand("Cardano", Region.READY, 5 - 1 - 3),
        MINION,
    ),
    Case(
        "Scourge of the Enochians",
        "",
        "In your discard phase, you can burn a vampire of capacity 2 or less; your predator "
        "takes control of this card.",
        [
            {"name": "Alice", "in_play": ["Scourge of the Enochians"]},
            {"name": "Bob", "ready": [{"card": "Krid", "blood": 2}, {"card": "Mazz", "blood": 2}]},
        ],
        [("target", "Burn Krid")],
        _scourged,
        {"phase": "discard", "turn": 5},
    ),
    Case(
        "Neonate Breach",
        "",
        "Chosen Methuselahs burn 1 pool, +3 with a ready vampire of capacity 4 or less.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Alice Chen", "blood": 4}],
                "hand": ["Neonate Breach"],
            },
            {"name": "Bob", "ready": [{"card": "Krid", "blood": 2}]},
            {"name": "Carol", "ready": [{"card": "Cardano", "blood": 3}]},
        ],
        _political(
            "Neonate Breach",
            ("methuselah", "Choose Bob"),
            ("methuselah", "Choose Carol"),
            ("done", "Choose no more"),
        ),
        _breached,
        MINION,
    ),
    Case(
        "Disputed Territory",
        "",
        "Choose a location and a Methuselah: she takes control of it.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Alice Chen", "blood": 4}],
                "hand": ["Disputed Territory"],
            },
            {"name": "Bob", "ready": [], "in_play": ["Monastery of Shadows"]},
        ],
        _political(
            "Disputed Territory",
            ("methuselah", "Choose Alice"),
        ),
        _territory,
        MINION,
    ),
    Case(
        "Nose of the Hound",
        "aus",
        "[aus] Ⓓ Enter combat with a locked minion, with 1 optional maneuver.",
        _nose_seats("Ashlesha", {"locked": True}),
        [
            ("card", "Nose of the Hound [aus] at Aleph (Bob)"),
            ("maneuver", "Maneuver to long range (optional maneuver from Nose of the Hound)"),
        ],
        _nosed("Ashlesha", 1),
        MINION,
    ),
    Case(
        "Nose of the Hound",
        "spi",
        "[spi] As [aus], with an additional optional maneuver.",
        _nose_seats("Sobayifa", {"locked": True, "attached": [".44 Magnum"]}),
        [("card", "Nose of the Hound [spi] at Aleph (Bob)"), *NOSE_TWICE],
        _nosed("Sobayifa", 2),
        MINION,
    ),
    Case(
        "Nose of the Hound",
        "SPI",
        "[SPI] As [spi], but with any ready minion (unlocked too).",
        _nose_seats("Effie Lowery", {"attached": [".44 Magnum"]}),
        [("card", "Nose of the Hound [SPI] at Aleph (Bob)"), *NOSE_TWICE],
        _nosed("Effie Lowery", 2),
        MINION,
    ),
    Case(
        "Fortune Teller Shop",
        "",
        "Lock to give a Ravnos +1 stealth: another Methuselah's too.",
        [
            {"name": "Alice", "ready": [{"card": "Ashlesha", "blood": 3}]},
            BOB,
            {"name": "Carol", "in_play": ["Fortune Teller Shop"]},
        ],
        [
            ("bleed", "Ashlesha bleeds Bob"),
            ("block", "Block with Mazz"),
            ("ability", "Fortune Teller Shop: Ashlesha gets +1 stealth"),
        ],
        _fortune_teller,
        MINION,
    ),
    Case(
        "Kumpania",
        "",
        "Lock to give a Ravnos with capacity 5 or more you control +1 intercept.",
        [
            {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]},
            {
                "name": "Bob",
                "ready": [{"card": "Dhita Choudhair", "blood": 3}],
                "in_play": ["Kumpania"],
            },
        ],
        [
            ("hunt", "Krid hunts"),
            ("block", "Block with Dhita Choudhair"),
            ("ability", "Kumpania: Dhita Choudhair gets +1 intercept"),
        ],
        _kumpania,
        MINION,
    ),
    Case(
        "Sniper Rifle",
        "",
        "If the bearer blocks, before range: long range for round 1, his strike the rifle's.",
        [
            {"name": "Alice", "ready": [{"card": "Krid", "blood": 3}]},
            {
                "name": "Bob",
                "ready": [{"card": "Mazz", "blood": 3, "attached": ["Sniper Rifle"]}],
            },
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("block", "Block with Mazz"),
            ("set-range", "Sniper Rifle: set the range to long"),
        ],
        _sniped,
        MINION,
    ),
    Case(
        "Procurer",
        "",
        "Move 1 blood from the blood bank to a ready vampire you control (+2 stealth action).",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Procurer", "blood": 1}, {"card": "Krid", "blood": 1}],
            },
            {"name": "Bob", "ready": []},
        ],
        [("minion-ability", "Procurer moves 1 blood from the blood bank to Krid (+2 stealth)")],
        _procured,
        MINION,
    ),
    Case(
        "Leather Jacket",
        "",
        "If the action to equip with it is successful, unlock the minion at the end of the turn.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Alice Chen", "blood": 4}],
                "hand": ["Leather Jacket"],
            },
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}]},
        ],
        [
            ("equip", "Leather Jacket"),
            ("bleed", "Mazz bleeds Alice"),
            ("block", "Block with Alice Chen"),
        ],
        _jacket_unlocks,
        MINION,
    ),
    Case(
        "Leather Jacket",
        "",
        "The bearer may burn it to prevent all the damage from the opposing minion's strike.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Alice Chen", "blood": 4, "attached": ["Leather Jacket"]}],
            },
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        ],
        [
            ("bleed", "Alice Chen bleeds Bob"),
            ("block", "Block with Aleph"),
            (
                "ability",
                "Leather Jacket: Alice Chen prevents all the damage of the opposing strike",
            ),
        ],
        _jacket_prevents,
        MINION,
    ),
    Case(
        "Abbot",
        "",
        "Put on this Sabbat vampire and unlock him; +1 intercept during actions directed at you.",
        [
            {"name": "Alice", "ready": [{"card": "Aaron Bathurst", "blood": 4}], "hand": ["Abbot"]},
            {"name": "Bob", "ready": []},
        ],
        [("card", "plays Abbot")],
        _abbot,
        MINION,
    ),
    Case(
        "Harass",
        "",
        "Ⓓ Enter combat with a vampire with 3 or fewer blood; 1 optional press to continue.",
        [
            {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 4}], "hand": ["Harass"]},
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 3}]},
        ],
        [
            ("card", "Harass at Aleph (Bob)"),
            ("press", "Use the optional press to continue combat (Harass)"),
        ],
        _harassed,
        MINION,
    ),
    Case(
        "Domain of Evernight",
        "tem",
        "[tem] If this action is blocked, all damage to vampires in the combat is aggravated.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Ibn Khaldun, Scholar", "blood": 4}],
                "hand": ["Domain of Evernight"],
            },
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}]},
        ],
        [
            ("bleed", "Ibn Khaldun, Scholar bleeds Bob"),
            ("block", "Block with Mazz"),
            ("play", "Domain of Evernight [tem]"),
        ],
        _evernight_aggravates,
        MINION,
    ),
    Case(
        "Monastery of Shadows",
        "",
        "Lock to give a vampire with capacity 8 or more +1 stealth: another Methuselah's too.",
        [
            {"name": "Alice", "ready": [{"card": "Cardano", "blood": 3}]},
            BOB,
            {"name": "Carol", "in_play": ["Monastery of Shadows"]},
        ],
        [
            ("bleed", "Cardano bleeds Bob"),
            ("block", "Block with Mazz"),
            ("ability", "Monastery of Shadows: Cardano gets +1 stealth"),
        ],
        _monastery_for_another,
        MINION,
    ),
    Case(
        "KRCG News Radio",
        "",
        "Lock it and burn 1 pool to give a minion controlled by another Methuselah +1 intercept.",
        [
            {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]},
            BOB,
            {"name": "Carol", "in_play": ["KRCG News Radio"]},
        ],
        [
            ("hunt", "Krid hunts"),
            ("block", "Block with Mazz"),
            ("ability", "KRCG News Radio: Mazz gets +1 intercept (lock it, burn 1 pool)"),
        ],
        _krcg_for_another,
        MINION,
    ),
    Case(
        "Anarch Railroad",
        "",
        "Lock to give an Anarch +1 stealth: another Methuselah's too.",
        [
            {"name": "Alice", "ready": [{"card": "Anita Wainwright", "blood": 3}]},
            BOB,
            {"name": "Carol", "in_play": ["Anarch Railroad"]},
        ],
        [
            ("bleed", "Anita Wainwright bleeds Bob"),
            ("block", "Block with Mazz"),
            ("ability", "Anarch Railroad: Anita Wainwright gets +1 stealth"),
        ],
        _railroad_for_another,
        MINION,
    ),
]
