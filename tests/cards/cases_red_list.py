"""Cases for the Red List minions and the cards about them (defs/red_list.toml): one per
ability of each (level ""), each proving the ability itself. The Red List itself (marking, the
action against a marked minion, trophies) is the rules' (tests/test_red_list.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import Case, card, logged, pool

from vtes_tui.rules.red_list import is_red_list
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
BOBS_TURN = {"phase": "minion", "turn": 6, "current": 1}
BLOOD = 4
PLAIN = "Madison"  # a vampire with no ability text (6.1.1, 6.4.5 defaults)
TOREADOR = "Colin Flynn"  # a Toreador with no ability text
GANG = "Loyal Street Gang"  # an ally with 2 life and 1 strength, no other text
Check = Callable[[Sequencer], None]


def _seat(name: str, *ready: tuple[str, int], **more: Any) -> dict[str, Any]:
    return {"name": name, "ready": [{"card": c, "blood": b} for c, b in ready], **more}


def _locked(name: str, vampire: str) -> dict[str, Any]:
    """A seat whose one vampire is locked: he cannot block (6.2.2)."""
    return {"name": name, "ready": [{"card": vampire, "blood": BLOOD, "locked": True}]}


def _pool_of(seat: int, amount: int) -> Check:
    def the_pool(seq: Sequencer) -> None:
        assert pool(seq, seat) == amount

    return the_pool


# -- Mata Hari ------------------------------------------------------------------------------------


def _art_scam_played(seq: Sequencer) -> None:
    assert pool(seq, 0) == 30 + 2  # Art Scam (requires a Toreador antitribu): gain 2 pool
    assert card(seq.state, "Art Scam").region is Region.ASH_HEAP


def _abbot_on_her(seq: Sequencer) -> None:
    assert card(seq.state, "Abbot").host is card(seq.state, "Mata Hari")


# -- Lord Fianna ----------------------------------------------------------------------------------


def _not_asked_to_block(seq: Sequencer) -> None:
    assert not logged(seq, "Bob declines to block")  # his ally may not: nobody to ask
    assert pool(seq, 1) == 30 - 1


def _hunted(name: str, blood: int) -> Check:
    def the_hunt(seq: Sequencer) -> None:
        assert card(seq.state, name).blood == blood + 1  # 6.1.2

    return the_hunt


# -- combat ---------------------------------------------------------------------------------------


def _blood_left(name: str, blood: int) -> Check:
    def the_damage(seq: Sequencer) -> None:
        assert card(seq.state, name).blood == blood  # 6.4.5: the hand strike's damage

    return the_damage


def _echo_struck_for_2(seq: Sequencer) -> None:
    # 6.4.5: 1 +1; not Ossian's life after (he gains life for the blood Echo heals with).
    assert logged(seq, "Echo strikes: Hand strike: 2 damage")


def _gang_burned(seq: Sequencer) -> None:
    assert card(seq.state, GANG).region is Region.ASH_HEAP  # 2 damage, 2 life (6.4.6)


# -- Chavi, Qawiyya, Sundervere ---------------------------------------------------------------------


def _chavi_got_stealth(seq: Sequencer) -> None:
    assert card(seq.state, "Chavi Oraczko").blood == BLOOD - 1  # her ability's cost
    assert pool(seq, 1) == 30 - 1  # 6.2.2.2: stealth 1 beats intercept 0: the bleed succeeds


def _hand_of(size: int) -> Check:
    def the_hand(seq: Sequencer) -> None:
        assert len(seq.state.players[0].hand) == size  # 8: drawn up to the hand size

    return the_hand


def _qawiyya_unlocked(seq: Sequencer) -> None:
    qawiyya = card(seq.state, "Qawiyya el-Ghaduba")
    assert not qawiyya.locked and qawiyya.blood == BLOOD + 1 - 2  # the hunt, then 2 blood


def _sundervere_burned(seq: Sequencer) -> None:
    assert card(seq.state, "Sundervere, The Devil Brahmin").region is Region.ASH_HEAP
    assert pool(seq, 0) == 30 - 1  # "After Sundervere is burned, you burn 1 pool"


def _sundervere_bled(seq: Sequencer) -> None:
    assert card(seq.state, "Sundervere, The Devil Brahmin").blood == BLOOD - 1
    assert pool(seq, 1) == 30 - 3  # 1, +1 bleed, +1 for 1 blood


# -- Alexis Sorokin ---------------------------------------------------------------------------------


def _equipment_stolen(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").host is card(seq.state, "Alexis Sorokin")


# -- Big Game -------------------------------------------------------------------------------------

HUNTER = "Cohn Rose"  # a vampire with no ability text


def _big_game_rewarded(seq: Sequencer) -> None:
    hunter = card(seq.state, HUNTER)
    assert logged(seq, f"{HUNTER} maneuvers to long range")  # the optional maneuver
    assert card(seq.state, "Ossian").blood == 4  # no hand strike at long range (6.4.5)
    assert logged(seq, f"{HUNTER} unlocks at the end of the action") and not hunter.locked


def _big_game_plain(seq: Sequencer) -> None:
    assert logged(seq, f"{HUNTER} and {PLAIN} enter combat")  # 6.4
    assert card(seq.state, PLAIN).blood == BLOOD - 1  # his hand strike
    assert card(seq.state, HUNTER).locked  # not a Red List minion: no unlock


# -- the Red List card -------------------------------------------------------------------------------

PRINCE = "Alice Chen"  # a titled vampire (capacity 7) with no ability text


def _made_red_list(name: str) -> Check:
    def he_is_red_list(seq: Sequencer) -> None:
        assert is_red_list(card(seq.state, name))
        assert logged(seq, f"{name} becomes Red List")

    return he_is_red_list


def _krid_barred(seq: Sequencer) -> None:
    _made_red_list("Krid")(seq)
    assert logged(seq, "Krid cannot block this action")
    assert not logged(seq, "Bob declines to block")  # nobody else to block: not asked


# -- trophies (1.6.2) -------------------------------------------------------------------------------


def _with(vampire: str, blood: int, *attached: str, **more: Any) -> dict[str, Any]:
    return {"card": vampire, "blood": blood, "attached": list(attached), **more}


def _blocked_by_plain(seq: Sequencer) -> None:
    assert logged(seq, f"{HUNTER} is blocked by {PLAIN}")  # 6.2.2.2


def _woke_and_blocked(seq: Sequencer) -> None:
    _blocked_by_plain(seq)
    assert logged(seq, f"{PLAIN} burns 1 blood to unlock and block (Trophy: Domain)")
    assert pool(seq, 0) == 30  # the bleed was blocked


def _fed_two(seq: Sequencer) -> None:
    assert card(seq.state, PLAIN).blood == BLOOD + 2  # 4: during her unlock phase
    assert logged(seq, f"Trophy: Hunting Ground: {PLAIN} gains 2 blood")


def _diablerie_unhunted(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").region is Region.ASH_HEAP  # 6.5.5
    assert logged(seq, f"No blood hunt can be called on {PLAIN}")  # 6.5.6
    assert card(seq.state, "Trophy: Diablerie").region is Region.ASH_HEAP  # end of the action


# -- Jayne Jonestown --------------------------------------------------------------------------------

JAYNE = "Jayne Jonestown"


def _society_moved(seq: Sequencer) -> None:
    assert card(seq.state, "Society of Leopold").host is card(seq.state, TOREADOR)


# -- Rabbat, The Sewer Goddess ----------------------------------------------------------------------

RABBAT = "Rabbat, The Sewer Goddess"


def _rose_in_torpor(seq: Sequencer) -> None:
    assert card(seq.state, HUNTER).region is Region.TORPOR  # her strike, not 1 damage
    assert card(seq.state, HUNTER).blood == BLOOD


def _hunt_blood_pooled(seq: Sequencer) -> None:
    assert card(seq.state, RABBAT).blood == BLOOD + 1 - 1  # 6.1.2: 1 gained, 1 moved
    assert pool(seq, 0) == 30 + 1


def _no_bleed(seq: Sequencer) -> None:
    assert seq.prompt is not None and seq.prompt.kind == "action"
    assert [o for o in seq.prompt.options if o.key == "hunt"]  # her minion phase's prompt
    assert not [o for o in seq.prompt.options if o.key == "bleed"]


def _alice_not_asked(seq: Sequencer) -> None:
    assert not logged(seq, "Alice declines to block")  # Rabbat may not: nobody to ask
    assert pool(seq, 0) == 30 - 1


# -- Genina, The Red Poet ---------------------------------------------------------------------------

GENINA = "Genina, The Red Poet"


def _genina_in_torpor(seq: Sequencer) -> None:
    assert logged(seq, f"Blood hunt on {GENINA} passes")  # 6.5.6
    assert card(seq.state, GENINA).region is Region.TORPOR  # instead of being burned


def _krid_diablerized(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").region is Region.ASH_HEAP  # 6.5.5


def _in_torpor(name: str, blood: int) -> dict[str, Any]:
    return {"name": "Bob", "torpor": [{"card": name, "blood": blood}]}


def _ossian_no_longer(seq: Sequencer) -> None:
    assert not is_red_list(card(seq.state, "Ossian"))
    assert logged(seq, "Ossian is no longer Red List")


# -- Valerius Maior, Hell's Fool ---------------------------------------------------------------------

VALERIUS = "Valerius Maior, Hell's Fool"
THEFT = "Play Theft of Vitae [tha]"  # a strike requiring Blood Sorcery: steal 1R blood


def _valerius_seats(*hand: str) -> list[dict[str, Any]]:
    return [_seat("Alice", (VALERIUS, BLOOD), hand=list(hand)), _seat("Bob", (HUNTER, BLOOD))]


def _stole_twice(seq: Sequencer) -> None:
    thefts = [e for e in seq.state.log if e.text == f"{VALERIUS} steals 1 blood from {HUNTER}"]
    assert len(thefts) == 2  # the strike and the additional strike (6.4.3)


def _only_blood_sorcery(seq: Sequencer) -> None:
    assert seq.prompt is not None and seq.prompt.kind == "strike"
    keys = {o.key for o in seq.prompt.options}
    assert keys == {"card", "none"}  # no hand strike, no other card; optional (no strike)
    assert all("[tha]" in o.label or "[THA]" in o.label for o in seq.prompt.options[:-1])


CASES = [
    Case(
        VALERIUS,
        "",
        "A strike requiring Blood Sorcery gives him an additional strike (limited).",
        _valerius_seats("Theft of Vitae", "Theft of Vitae"),
        [
            ("bleed", f"{VALERIUS} bleeds Bob"),
            ("block", f"Block with {HUNTER}"),
            ("card", THEFT),
            ("card", THEFT),
        ],
        _stole_twice,
        MINION,
    ),
    Case(
        VALERIUS,
        "",
        "The additional strike is optional, and only usable with a strike requiring Blood "
        "Sorcery (no hand strike).",
        _valerius_seats("Theft of Vitae", "Theft of Vitae", "Torn Signpost"),
        [("bleed", f"{VALERIUS} bleeds Bob"), ("block", f"Block with {HUNTER}"), ("card", THEFT)],
        _only_blood_sorcery,
        MINION,
    ),
    Case(
        "Priority Shift",
        "",
        "Choose a Red List minion: he is no longer Red List.",
        [_seat("Alice", (PRINCE, BLOOD), hand=["Priority Shift"]), _seat("Bob", ("Ossian", 4))],
        [("card", "plays Priority Shift"), ("decline", "Do not block")],
        _ossian_no_longer,
        MINION,
    ),
    Case(
        GENINA,
        "",
        "If a blood hunt is successfully called on Genina, she goes to torpor instead of being"
        " burned.",
        [
            _seat("Alice", (GENINA, BLOOD)),
            {**_seat("Bob", (PRINCE, BLOOD)), "torpor": [{"card": "Krid", "blood": 1}]},
        ],
        [
            ("diablerize", "diablerizes Krid"),
            ("vote-for", f"Cast {PRINCE}'s 2 votes for"),
        ],
        _genina_in_torpor,
        MINION,
    ),
    Case(
        GENINA,
        "",
        "+1 stealth on diablerie actions (directed at Bob: +2).",
        [_seat("Alice", (GENINA, BLOOD)), _in_torpor("Krid", 1)],
        [("diablerize", f"{GENINA} diablerizes Krid (+2 stealth)")],
        _krid_diablerized,
        MINION,
    ),
    Case(
        GENINA,
        "",
        "+1 stealth on undirected actions: her hunt is at +2 stealth.",
        [_seat("Alice", (GENINA, 1)), _seat("Bob")],
        [("hunt", f"{GENINA} hunts (+2 stealth)")],
        _hunted(GENINA, 1),
        MINION,
    ),
    Case(
        GENINA,
        "",
        "An undirected diablerie (her own vampire in torpor) is one of both: +1, not +2.",
        [
            {**_seat("Alice", (GENINA, BLOOD)), "torpor": [{"card": "Krid", "blood": 1}]},
            _seat("Bob"),
        ],
        [("diablerize", f"{GENINA} diablerizes Krid (+2 stealth)")],
        _krid_diablerized,
        MINION,
    ),
    Case(
        RABBAT,
        "",
        "Rabbat may send a vampire to torpor or burn an ally as a strike.",
        [_seat("Alice", (RABBAT, BLOOD)), _seat("Bob", (HUNTER, BLOOD), hand=["Big Game"])],
        [("card", "plays Big Game at Rabbat"), ("minion-ability", "send to torpor")],
        _rose_in_torpor,
        BOBS_TURN,
    ),
    Case(
        RABBAT,
        "",
        "If she hunts, you may move 1 of the blood she gains to your pool.",
        [_seat("Alice", (RABBAT, BLOOD)), _seat("Bob")],
        [("hunt", f"{RABBAT} hunts"), ("use", "Move 1 blood")],
        _hunt_blood_pooled,
        MINION,
    ),
    Case(
        RABBAT,
        "",
        "She cannot take directed actions: no bleed.",
        [_seat("Alice", (RABBAT, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [],
        _no_bleed,
        MINION,
    ),
    Case(
        RABBAT,
        "",
        "She cannot block actions that aren't directed at her or at a card on her (a bleed).",
        [_seat("Alice", (RABBAT, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", f"{PLAIN} bleeds Alice")],
        _alice_not_asked,
        BOBS_TURN,
    ),
    Case(
        JAYNE,
        "",
        "An additional +1 stealth when hunting: her hunt is at +2 stealth.",
        [_seat("Alice", (JAYNE, 1)), _seat("Bob")],
        [("hunt", f"{JAYNE} hunts (+2 stealth)")],
        _hunted(JAYNE, 1),
        MINION,
    ),
    Case(
        JAYNE,
        "",
        "-1 stealth on any other actions: her bleed is at -1 stealth.",
        [_seat("Alice", (JAYNE, 1)), _seat("Bob")],
        [("bleed", f"{JAYNE} bleeds Bob for 1 (-1 stealth)")],
        _pool_of(1, 30 - 1),
        MINION,
    ),
    Case(
        JAYNE,
        "",
        "Ready during your unlock phase, with the Society of Leopold in play: you may move the"
        " Society to any ready vampire.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": JAYNE, "blood": 1},
                    _with(PLAIN, BLOOD, "Society of Leopold"),
                ],
            },
            _seat("Bob", (TOREADOR, BLOOD)),
        ],
        [("use", f"Move Society of Leopold to {TOREADOR}")],
        _society_moved,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        "Trophy: Revered",
        "",
        "The vampire with this card gets +2 bleed.",
        [{"name": "Alice", "ready": [_with(PLAIN, BLOOD, "Trophy: Revered")]}, _seat("Bob")],
        [("bleed", f"{PLAIN} bleeds Bob for 3")],
        _pool_of(1, 30 - 3),
        MINION,
    ),
    Case(
        "Trophy: Library",
        "",
        "The controller of this vampire gets +2 hand size: the hand refills to 9.",
        [
            {"name": "Alice", "ready": [_with(PLAIN, BLOOD, "Trophy: Library")], "hand": ["Choir"]},
            _seat("Bob"),
        ],
        [("end", "End the discard phase")],
        _hand_of(9),
        {"phase": "discard", "turn": 5},
    ),
    Case(
        "Trophy: Domain",
        "",
        "The vampire with this card has +1 intercept: he blocks a hunt (+1 stealth).",
        [
            {"name": "Alice", "ready": [_with(PLAIN, BLOOD, "Trophy: Domain")]},
            _seat("Bob", (HUNTER, BLOOD)),
        ],
        [
            ("hunt", f"{HUNTER} hunts"),
            ("block", f"Block with {PLAIN} (intercept 1 vs stealth 1: blocks)"),
        ],
        _blocked_by_plain,
        BOBS_TURN,
    ),
    Case(
        "Trophy: Domain",
        "",
        "Once each action, this vampire can burn 1 blood to unlock and attempt to block.",
        [
            {"name": "Alice", "ready": [_with(PLAIN, BLOOD, "Trophy: Domain", locked=True)]},
            _seat("Bob", (HUNTER, BLOOD)),
        ],
        [("bleed", f"{HUNTER} bleeds Alice"), ("unlock-to-block", "burns 1 blood to unlock")],
        _woke_and_blocked,
        BOBS_TURN,
    ),
    Case(
        "Trophy: Hunting Ground",
        "",
        "During your unlock phase, the vampire with this card gains 2 blood.",
        [
            {"name": "Alice", "ready": [_with(PLAIN, BLOOD, "Trophy: Hunting Ground")]},
            _seat("Bob"),
        ],
        [],
        _fed_two,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        "Trophy: Diablerie",
        "",
        "+2 stealth when attempting diablerie; no blood hunt can be called against him; the "
        "card is burned at the end of the action.",
        [
            {"name": "Alice", "ready": [_with(PLAIN, BLOOD, "Trophy: Diablerie")]},
            {"name": "Bob", "torpor": [{"card": "Krid", "blood": 1}]},
        ],
        [("diablerize", f"{PLAIN} diablerizes Krid (+3 stealth)")],
        _diablerie_unhunted,
        MINION,
    ),
    Case(
        "Red List",
        "",
        "A younger vampire becomes Red List, and may not attempt to block the action.",
        [_seat("Alice", (PRINCE, BLOOD), hand=["Red List"]), _seat("Bob", ("Krid", 2))],
        [("card", "plays Red List at Krid")],
        _krid_barred,
        MINION,
    ),
    Case(
        "Red List",
        "",
        "A ready ally becomes Red List (Bob's other minions may still block).",
        [
            _seat("Alice", (PRINCE, BLOOD), hand=["Red List"]),
            _seat("Bob", (GANG, 2), (PLAIN, BLOOD)),
        ],
        [("card", f"plays Red List at {GANG}"), ("decline", "Do not block")],
        _made_red_list(GANG),
        MINION,
    ),
    Case(
        "Big Game",
        "",
        "Enter combat with a Red List minion: an optional maneuver in that combat, and the "
        "acting vampire unlocks at the end of the action.",
        [_seat("Alice", (HUNTER, BLOOD), hand=["Big Game"]), _seat("Bob", ("Ossian", 4))],
        [("card", "plays Big Game at Ossian"), ("maneuver", "optional maneuver")],
        _big_game_rewarded,
        MINION,
    ),
    Case(
        "Big Game",
        "",
        "Enter combat with a ready minion of another Methuselah (not Red List: nothing more).",
        [_seat("Alice", (HUNTER, BLOOD), hand=["Big Game"]), _seat("Bob", (PLAIN, BLOOD))],
        [("card", f"plays Big Game at {PLAIN}"), ("decline", "Do not block")],
        _big_game_plain,
        MINION,
    ),
    Case(
        "Mata Hari",
        "",
        "She can play cards requiring a clan as if she were of it: Art Scam (Toreador antitribu).",
        [_seat("Alice", ("Mata Hari", BLOOD), hand=["Art Scam"]), _seat("Bob")],
        [("card", "Mata Hari plays Art Scam")],
        _art_scam_played,
        MINION,
    ),
    Case(
        "Mata Hari",
        "",
        "She can play cards requiring a sect as if she were of it: Abbot (a Sabbat vampire).",
        [_seat("Alice", ("Mata Hari", BLOOD), hand=["Abbot"]), _seat("Bob")],
        [("card", "Mata Hari plays Abbot")],
        _abbot_on_her,
        MINION,
    ),
    Case(
        "Lord Fianna",
        "",
        "Allies cannot block Lord Fianna.",
        [_seat("Alice", ("Lord Fianna", BLOOD)), _seat("Bob", (GANG, 2))],
        [("bleed", "Lord Fianna bleeds Bob")],
        _not_asked_to_block,
        MINION,
    ),
    Case(
        "Lord Fianna",
        "",
        "+1 stealth: his hunt is at +2 stealth.",
        [_seat("Alice", ("Lord Fianna", BLOOD)), _seat("Bob")],
        [("hunt", "Lord Fianna hunts (+2 stealth)")],
        _hunted("Lord Fianna", BLOOD),
        MINION,
    ),
    Case(
        "Dylan (ADV)",
        "",
        "+1 stealth when bleeding.",
        [_seat("Alice", ("Dylan (ADV)", BLOOD)), _seat("Bob")],
        [("bleed", "bleeds Bob for 1 (+1 stealth)")],
        _pool_of(1, 30 - 1),
        MINION,
    ),
    Case(
        "Dylan (ADV)",
        "",
        "+1 strength: his hand strike does 2 damage to the vampire he blocks.",
        [_seat("Alice", ("Dylan (ADV)", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", f"{PLAIN} bleeds Alice"), ("block", "Block with Dylan")],
        _blood_left(PLAIN, BLOOD - 2),
        BOBS_TURN,
    ),
    Case(
        "Chavi Oraczko",
        "",
        "During an action, Chavi can burn 1 blood to get +1 stealth.",
        [_seat("Alice", ("Chavi Oraczko", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("bleed", "Chavi Oraczko bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("ability", "gets +1 stealth (burn 1 blood)"),
        ],
        _chavi_got_stealth,
        MINION,
    ),
    Case(
        "Chavi Oraczko",
        "",
        "While she is ready, +1 hand size: the hand refills to 8 at the end of the turn.",
        [_seat("Alice", ("Chavi Oraczko", BLOOD), hand=["Choir"]), _seat("Bob")],
        [("end", "End the discard phase")],
        _hand_of(8),
        {"phase": "discard", "turn": 5},
    ),
    Case(
        "Alexis Sorokin",
        "",
        "+1 bleed against a Methuselah who controls a ready Toreador.",
        [_seat("Alice", ("Alexis Sorokin", BLOOD)), _locked("Bob", TOREADOR)],
        [("bleed", "Alexis Sorokin bleeds Bob for 2")],
        _pool_of(1, 30 - 2),
        MINION,
    ),
    Case(
        "Alexis Sorokin",
        "",
        "She can steal an equipment as a (D) action.",
        [
            _seat("Alice", ("Alexis Sorokin", BLOOD)),
            {
                "name": "Bob",
                "ready": [
                    {"card": PLAIN, "blood": BLOOD, "attached": [".44 Magnum"], "locked": True}
                ],
            },
        ],
        [("minion-ability", ".44 Magnum")],
        _equipment_stolen,
        MINION,
    ),
    Case(
        "Alexis Sorokin",
        "",
        "Once each combat, she can strike: dodge (the blocker's hand strike does nothing).",
        [_seat("Alice", ("Alexis Sorokin", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", "bleeds Bob"), ("block", f"Block with {PLAIN}"), ("minion-ability", "dodge")],
        _blood_left("Alexis Sorokin", BLOOD),
        MINION,
    ),
    Case(
        "Qawiyya el-Ghaduba",
        "",
        "Qawiyya can burn 2 blood to unlock during your minion phase.",
        [_seat("Alice", ("Qawiyya el-Ghaduba", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("hunt", "Qawiyya el-Ghaduba hunts"), ("ability", "Qawiyya el-Ghaduba: unlock self")],
        _qawiyya_unlocked,
        MINION,
    ),
    Case(
        "Qawiyya el-Ghaduba",
        "",
        "+2 strength: her hand strike does 3 damage.",
        [_seat("Alice", ("Qawiyya el-Ghaduba", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", "bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _blood_left(PLAIN, BLOOD - 3),
        MINION,
    ),
    Case(
        "Sundervere, The Devil Brahmin",
        "",
        "After Sundervere is burned, you burn 1 pool (diablerized in torpor).",
        [
            {"name": "Alice", "torpor": [{"card": "Sundervere, The Devil Brahmin", "blood": 1}]},
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        [("diablerize", "diablerizes Sundervere")],
        _sundervere_burned,
        BOBS_TURN,
    ),
    Case(
        "Sundervere, The Devil Brahmin",
        "",
        "+1 bleed, and during an action he can burn 1 blood for +1 bleed more.",
        [_seat("Alice", ("Sundervere, The Devil Brahmin", BLOOD)), _seat("Bob")],
        [("bleed", "bleeds Bob for 2"), ("minion-ability", "+1 bleed")],
        _sundervere_bled,
        MINION,
    ),
    Case(
        "Jamal",
        "",
        "+1 strength in combat with an ally: his hand strike burns the gang's 2 life.",
        [_seat("Alice", ("Jamal", BLOOD)), _seat("Bob", (GANG, 2))],
        [("bleed", "Jamal bleeds Bob"), ("block", f"Block with {GANG}")],
        _gang_burned,
        MINION,
    ),
    Case(
        "Jamal",
        "",
        "+1 strength in combat with a Camarilla vampire.",
        [_seat("Alice", ("Jamal", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", "Jamal bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _blood_left(PLAIN, BLOOD - 2),
        MINION,
    ),
    Case(
        "Jamal",
        "",
        "+1 bleed.",
        [_seat("Alice", ("Jamal", BLOOD)), _seat("Bob")],
        [("bleed", "Jamal bleeds Bob for 2")],
        _pool_of(1, 30 - 2),
        MINION,
    ),
    Case(
        "Echo",
        "",
        "+1 strength in combat with a Red List minion (Ossian blocks her).",
        [_seat("Alice", ("Echo", BLOOD)), _seat("Bob", ("Ossian", 4))],
        [("bleed", "Echo bleeds Bob"), ("block", "Block with Ossian")],
        _echo_struck_for_2,
        MINION,
    ),
]
