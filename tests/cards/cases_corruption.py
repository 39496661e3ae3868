"""Cases for the cards of corruption counters (rules/corruption.py): one per card and level."""

from __future__ import annotations

from harness import Case, card, logged, pool

from vtes_tui.rules.permanents import strength
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
ALICE, BOB = 0, 1


def _alice(vampire: str, hand: list[str], blood: int = 4) -> dict:
    return {"name": "Alice", "ready": [{"card": vampire, "blood": blood}], "hand": hand}


def _bob(*ready: dict, hand: tuple[str, ...] = ()) -> dict:
    return {"name": "Bob", "ready": list(ready), "hand": list(hand)}


def _corrupted(name: str, *seats: int, blood: int = 3, bike: bool = False) -> dict:
    """A minion with corruption counters of these seats (one each), with 1 intercept if
    ``bike``."""
    minion = {"card": name, "blood": blood, "corruption": list(seats)}
    return {**minion, "attached": ["Sport Bike"]} if bike else minion


# -- The Platinum Protocol ------------------------------------------------------------------------


def _protocol_counter(seq: Sequencer) -> None:
    """[pro] The successful bleed of 1 puts one of Alice's counters on Bob's chosen minion."""
    assert pool(seq, BOB) == 30 - 1
    assert card(seq.state, "Mazz").corruption == {ALICE: 1}
    assert not card(seq.state, "Krid").corruption


# -- Contagion ------------------------------------------------------------------------------------


def _contagion_toll(seq: Sequencer) -> None:
    """[dai] On Elihu; in Bob's unlock phase, Elihu ready, Bob burned 1 pool."""
    assert card(seq.state, "Contagion").host is card(seq.state, "Elihu")
    assert pool(seq, BOB) == 30 - 1


def _contagion_steals(seq: Sequencer) -> None:
    """[DAI] The strike put Alice's second counter on Krid (capacity 2): burned, Krid stolen
    after the strikes resolved (his hand strike hurt Arishat: 1 blood to heal), combat over."""
    krid = card(seq.state, "Krid")
    assert krid.controller == ALICE and not krid.corruption
    assert card(seq.state, "Arishat").blood == 4 - 1
    assert card(seq.state, "Contagion").host is card(seq.state, "Arishat")
    assert logged(seq, "Arishat's strike has resolved: combat ends")


# -- Corruption, Revelation of Ecstasy ------------------------------------------------------------


def _corruption_steals(seq: Sequencer) -> None:
    """Krid (capacity 2) had 1 of Alice's counters; the second reaches his capacity: both are
    burned and Alice steals him."""
    krid = card(seq.state, "Krid")
    assert krid.controller == ALICE and krid in seq.state.players[ALICE].ready
    assert not krid.corruption


def _ecstasy_locks(seq: Sequencer) -> None:
    """[ser] The target minion, Bob's Mazz, is locked (no counter at this level)."""
    mazz = card(seq.state, "Mazz")
    assert mazz.locked and not mazz.corruption
    assert not card(seq.state, "Krid").locked


def _ecstasy_corrupts(seq: Sequencer) -> None:
    """[SER] Mazz is locked and gets a counter; 1 of capacity 3: no steal yet."""
    mazz = card(seq.state, "Mazz")
    assert mazz.locked and mazz.corruption == {ALICE: 1} and mazz.controller == BOB


# -- Revelation of the Serpent --------------------------------------------------------------------


def _serpent_unlocks(seq: Sequencer) -> None:
    """[PRE] +1 bleed, then 2 of Alice's counters burned from Bob's minion: Crystal unlocks."""
    assert pool(seq, BOB) == 30 - 2
    assert not card(seq.state, "Crystal Lynn").locked
    assert card(seq.state, "Mazz").corruption == {ALICE: 1}  # 3 counters, 2 burned


# -- Revelation of Desire -------------------------------------------------------------------------


def _bled_for_2(seq: Sequencer) -> None:
    assert pool(seq, BOB) == 30 - 2  # a bleed of 1, +1


def _desire_bled(seq: Sequencer) -> None:
    """[SER] One of Alice's counters burned from Mazz: +3 bleed against Bob."""
    assert card(seq.state, "Mazz").corruption == {ALICE: 1}  # 2 counters, 1 burned
    assert pool(seq, BOB) == 30 - 1 - 3


# -- Sense the Sin --------------------------------------------------------------------------------


def _sin_sensed(seq: Sequencer) -> None:
    """[dai] +1 intercept, +1 more for the corrupted acting minion: 2 meets Krid's stealth 2."""
    assert logged(seq, "Krid is blocked by Elihu")


def _sin_bled(seq: Sequencer) -> None:
    """[DAI] Mazz (a counter on him) loses his 1 intercept: the stealth 1 bleed gets past,
    +2 bleed."""
    assert not card(seq.state, "Mazz").locked
    assert pool(seq, BOB) == 30 - 3


# -- Enchanting Gaze -------------------------------------------------------------------------------


def _gaze_failed(seq: Sequencer) -> None:
    """[PRE] +1 stealth did not beat Mazz's 2 intercept; a counter burned from him failed his
    attempt, and he cannot try again: the bleed gets through."""
    assert logged(seq, "Mazz's block attempt fails")
    assert card(seq.state, "Mazz").corruption == {}
    assert not card(seq.state, "Mazz").locked
    assert pool(seq, BOB) == 30 - 1


# -- vampires -------------------------------------------------------------------------------------


def _nakhthorheb(seq: Sequencer) -> None:
    """Mazz, with Alice's counter, was not offered to block; Nakhthorheb unlocked after his
    bleed; +1 strength."""
    nakhthorheb = card(seq.state, "Nakhthorheb")
    assert pool(seq, BOB) == 30 - 1
    assert not card(seq.state, "Mazz").locked
    assert not nakhthorheb.locked
    assert strength(seq.state, nakhthorheb) == 2


def _aniel_counter(seq: Sequencer) -> None:
    """1 blood paid; one of Bob's 2 corruption counters burned from Alice's own Krid."""
    assert card(seq.state, "Aniel").blood == 4 - 1
    assert card(seq.state, "Krid").corruption == {BOB: 1}


def _aniel_card(seq: Sequencer) -> None:
    """Bob's Mazz's Raven Spy (a card requiring Animalism) burned."""
    assert card(seq.state, "Raven Spy").region is Region.ASH_HEAP


def _cagliostro(seq: Sequencer) -> None:
    """Blocked by Mazz, after their combat Mazz has one of Alice's counters; his discard phase
    gives Alice 2 discard phase actions."""
    assert card(seq.state, "Mazz").corruption == {ALICE: 1}
    assert logged(seq, "Cagliostro, The Grand Copht puts 1 corruption counter on Mazz")


def _cagliostro_discards(seq: Sequencer) -> None:
    """Ready at the start of her discard phase: 2 discard phase actions, both used this turn
    (8)."""
    discards = [e.turn for e in seq.state.log if e.text.startswith("Alice discards")]
    assert discards == [5, 5]


def _faruq(seq: Sequencer) -> None:
    """Mazz, with Alice's counter, blocked Faruq: Majesty (strike: combat ends) was no strike
    for him, so both hand strikes landed: Faruq's for 2 (+1 strength), Mazz's for 1."""
    assert card(seq.state, "Mazz").blood == 3 - 2
    assert card(seq.state, "Faruq Abd al-Qadir").blood == 4 - 1


def _kahina(seq: Sequencer) -> None:
    """The referendum passed: Mazz, with one of Alice's counters, took 1 damage (1 blood to
    heal); Krid, with none, nothing."""
    assert card(seq.state, "Mazz").blood == 3 - 1
    assert card(seq.state, "Krid").blood == 2


def _neferu(seq: Sequencer) -> None:
    """Bob cast Alice Chen's 2 votes against; Neferu burned 1 blood to turn them for: the
    referendum passes 5 to 0."""
    assert card(seq.state, "Neferu").blood == 4 - 1
    assert logged(seq, "passes: 5 for, 0 against")


def _venenation(seq: Sequencer) -> None:
    """[ser] Krid blocked; Alice's second counter on him reached his capacity: stolen, locked
    from his block, and no combat (Ahmose paid 1 blood for the card, took no damage)."""
    krid = card(seq.state, "Krid")
    assert krid.controller == ALICE and krid.locked and not krid.corruption
    assert card(seq.state, "Ahmose Chambers").blood == 3 - 1
    assert not logged(seq, "enter combat")


def _velvet_ser(seq: Sequencer) -> None:
    """[ser] A counter on Alice Chen, who had cast her 2 votes against Khay'tall's referendum:
    they are canceled (PIB 20141226), it passes 1 to 0."""
    assert card(seq.state, "Alice Chen").corruption == {ALICE: 1}
    assert logged(seq, "Alice Chen's votes are canceled")
    assert logged(seq, "passes: 1 for, 0 against")


def _velvet_sup(seq: Sequencer) -> None:
    """[SER] Played before any vote: Bob's Alice Chen, with a counter of his own, cannot cast
    her votes; Bob, with nothing to cast, is done at once, and Alice is asked again."""
    assert logged(seq, "Bob is done casting votes and ballots")
    prompt = seq.prompt
    assert prompt is not None and prompt.decider == ALICE and prompt.kind == "vote"


def _khaytall(seq: Sequencer) -> None:
    """Bob's Alice Chen, with a counter on her, may cast her votes for his referendum, not
    against it."""
    prompt = seq.prompt
    assert prompt is not None and prompt.decider == BOB and prompt.kind == "vote"
    labels = [o.label for o in prompt.options]
    assert "Cast Alice Chen's 2 votes for" in labels
    assert not any(o.key == "vote-against" for o in prompt.options)


def _nefertiti(seq: Sequencer) -> None:
    """Her +1 stealth Ⓓ action: 1 blood paid, a counter on Bob's Mazz."""
    assert card(seq.state, "Mazz").corruption == {ALICE: 1}
    assert card(seq.state, "Nefertiti").blood == 4 - 1


def _sergio(seq: Sequencer) -> None:
    """Mazz, with Alice's counter, burned 1 blood to attempt to block Sergio."""
    assert logged(seq, "Mazz burns 1 blood or life to attempt the block")
    assert logged(seq, "Sergio Bueno is blocked by Mazz")


CASES = [
    Case(
        "The Platinum Protocol",
        "pro",
        "[pro] A successful bleed puts a corruption counter on a minion of the target's.",
        [
            _alice("Aluc Romas de Leon", ["The Platinum Protocol"]),
            _bob({"card": "Krid", "blood": 2}, {"card": "Mazz", "blood": 3}),
        ],
        [
            ("card", "bleeds Bob for 1 with The Platinum Protocol [pro]"),
            ("decline", "Do not block"),
            ("target", "on Mazz"),
        ],
        _protocol_counter,
        MINION,
    ),
    Case(
        "Contagion",
        "dai",
        "[dai] Put on this vampire; during each other Methuselah's unlock phase, they burn 1 "
        "pool if he is ready.",
        [_alice("Elihu", ["Contagion"]), _bob({"card": "Mazz", "blood": 3})],
        [
            ("card", "plays Contagion [dai]"),
            ("decline", "Do not block"),
            ("bleed", "Mazz bleeds Alice"),
        ],
        _contagion_toll,
        MINION,
    ),
    Case(
        "Contagion",
        "DAI",
        "[DAI] Once each combat, strike: a corruption counter on the opposing minion; at his "
        "capacity, burn them to steal him, ending combat.",
        [
            {
                "name": "Alice",
                "ready": [
                    {
                        "card": "Arishat",
                        "blood": 4,
                        "attached": [{"card": "Contagion", "level": "DAI"}],
                    }
                ],
            },
            _bob(_corrupted("Krid", ALICE, blood=2)),
        ],
        [
            ("bleed", "Arishat bleeds Bob"),
            ("block", "Block with Krid"),
            ("card", "Contagion: a corruption counter on the opposing minion"),
            ("steal", "Burn your 2 corruption counters to steal Krid"),
        ],
        _contagion_steals,
        MINION,
    ),
    Case(
        "Corruption",
        "",
        "Ⓓ a counter on the target minion of your prey; at his capacity, burn them to steal him.",
        [
            _alice("Aluc Romas de Leon", ["Corruption"]),
            _bob({"card": "Mazz", "blood": 3}, _corrupted("Krid", ALICE, blood=2)),
        ],
        [
            ("card", "plays Corruption at Krid"),
            ("decline", "Do not block"),
            ("steal", "Burn your 2 corruption counters to steal Krid"),
        ],
        _corruption_steals,
        MINION,
    ),
    Case(
        "Revelation of Ecstasy",
        "ser",
        "[ser] Ⓓ Lock a ready minion controlled by your prey (the target minion).",
        [
            _alice("Ahmose Chambers", ["Revelation of Ecstasy"]),
            _bob({"card": "Krid", "blood": 2}, {"card": "Mazz", "blood": 3}),
        ],
        [
            ("card", "plays Revelation of Ecstasy [ser] at Mazz"),
            ("decline", "Do not block"),
        ],
        _ecstasy_locks,
        MINION,
    ),
    Case(
        "Revelation of Ecstasy",
        "SER",
        "[SER] As above, and a counter on the target minion (steal at his capacity).",
        [
            _alice("Cao Nguyen", ["Revelation of Ecstasy"], blood=3),
            _bob({"card": "Krid", "blood": 2}, {"card": "Mazz", "blood": 3}),
        ],
        [
            ("card", "plays Revelation of Ecstasy [SER] at Mazz"),
            ("decline", "Do not block"),
        ],
        _ecstasy_corrupts,
        MINION,
    ),
    Case(
        "Revelation of the Serpent",
        "PRE",
        "[PRE][PRO] +1 bleed; after the successful bleed, 2 counters burned to unlock.",
        [
            _alice("Crystal Lynn", ["Revelation of the Serpent"]),
            _bob(_corrupted("Mazz", ALICE, ALICE, ALICE)),
        ],
        [
            ("bleed", "Crystal Lynn bleeds Bob"),
            ("decline", "Do not block"),
            ("play", "Revelation of the Serpent [PRE]"),
            ("unlock", "Burn 2 corruption counters from Mazz to unlock Crystal Lynn"),
        ],
        _serpent_unlocks,
        MINION,
    ),
    Case(
        "Revelation of Desire",
        "ser",
        "[ser] +1 bleed (limited).",
        [_alice("Ahmose Chambers", ["Revelation of Desire"], blood=3), _bob()],
        [("bleed", "Ahmose Chambers bleeds Bob"), ("play", "Revelation of Desire [ser]: +1 bleed")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Revelation of Desire",
        "SER",
        "[SER] Burn 1 of your counters from a minion of the target's for +3 bleed against her.",
        [
            _alice("Cao Nguyen", ["Revelation of Desire"], blood=3),
            _bob(_corrupted("Mazz", ALICE, ALICE)),
        ],
        [
            ("bleed", "Cao Nguyen bleeds Bob"),
            ("decline", "Do not block"),
            ("play", "Revelation of Desire [SER]: burn 1 corruption counter(s) for +3 bleed"),
        ],
        _desire_bled,
        MINION,
    ),
    Case(
        "Sense the Sin",
        "dai",
        "[dai] [REACTION] +1 intercept, +1 more against an acting minion with corruption counters.",
        [
            {
                "name": "Alice",
                "ready": [_corrupted("Krid", BOB, blood=2)],
                "hand": ["Cloak the Gathering"],
            },
            _bob({"card": "Elihu", "blood": 3}, hand=("Sense the Sin",)),
        ],
        [
            ("hunt", "Krid hunts"),
            ("block", "Block with Elihu"),
            ("play", "Elihu plays Sense the Sin [dai]: +2 intercept"),
            ("play", "Cloak the Gathering"),
        ],
        _sin_sensed,
        MINION,
    ),
    Case(
        "Sense the Sin",
        "DAI",
        "[DAI] +2 bleed (limited); minions with any corruption counters get -1 intercept.",
        [
            _alice("Arishat", ["Cloak the Gathering", "Sense the Sin"]),
            _bob(_corrupted("Mazz", BOB, bike=True)),
        ],
        [
            ("bleed", "Arishat bleeds Bob"),
            ("block", "Block with Mazz"),
            ("play", "Cloak the Gathering"),
            ("play", "Sense the Sin [DAI]"),
        ],
        _sin_bled,
        MINION,
    ),
    Case(
        "Enchanting Gaze",
        "PRE",
        "[PRE][PRO] +1 stealth; once this action, a counter burned from a blocker fails his "
        "attempt, and he cannot attempt again.",
        [
            _alice("Crystal Lynn", ["Enchanting Gaze"]),
            _bob({**_corrupted("Mazz", ALICE, bike=True), "attached": ["Sport Bike", "Raven Spy"]}),
        ],
        [
            ("bleed", "Crystal Lynn bleeds Bob"),
            ("block", "Block with Mazz"),
            ("play", "Enchanting Gaze [PRE]"),
            ("corruption-fail", "burns 1 corruption counter(s) from Mazz"),
        ],
        _gaze_failed,
        MINION,
    ),
    Case(
        "Nakhthorheb",
        "",
        "Unlocks in your minion phase; minions with your counters cannot block him; +1 strength.",
        [
            _alice("Nakhthorheb", []),
            _bob(_corrupted("Mazz", ALICE, bike=True)),
        ],
        [
            ("bleed", "Nakhthorheb bleeds Bob"),
            ("ability", "Nakhthorheb: unlock Nakhthorheb"),
        ],
        _nakhthorheb,
        MINION,
    ),
    Case(
        "Aniel",
        "",
        "Burn 1 corruption counter from another ready minion as a +1 stealth Ⓓ action costing 1 "
        "blood.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Aniel", "blood": 4}, _corrupted("Krid", BOB, BOB, blood=2)],
            },
            _bob(),
        ],
        [("minion-ability", "burns 1 corruption counter or a card requiring a Discipline: Krid")],
        _aniel_counter,
        MINION,
    ),
    Case(
        "Aniel",
        "",
        "... or a card requiring a Discipline from another ready minion.",
        [_alice("Aniel", []), _bob({"card": "Mazz", "blood": 3, "attached": ["Raven Spy"]})],
        [
            (
                "minion-ability",
                "burns 1 corruption counter or a card requiring a Discipline: Raven",
            ),
            ("decline", "Do not block"),
        ],
        _aniel_card,
        MINION,
    ),
    Case(
        "Cagliostro, The Grand Copht",
        "",
        "If he is blocked and combat occurs, a corruption counter on the blocker after combat.",
        [_alice("Cagliostro, The Grand Copht", []), _bob({"card": "Mazz", "blood": 3})],
        [("bleed", "Cagliostro, The Grand Copht bleeds Bob"), ("block", "Block with Mazz")],
        _cagliostro,
        MINION,
    ),
    Case(
        "Cagliostro, The Grand Copht",
        "",
        "If he is ready at the start of your discard phase, +1 discard phase action.",
        [_alice("Cagliostro, The Grand Copht", ["Conditioning", "Deflection"]), _bob()],
        [("discard", "Discard Conditioning"), ("discard", "Discard Deflection")],
        _cagliostro_discards,
        {"phase": "discard", "turn": 5},
    ),
    Case(
        "Faruq Abd al-Qadir",
        "",
        "Minions with any of your corruption counters in combat with him cannot strike: combat "
        "ends; +1 strength.",
        [_alice("Faruq Abd al-Qadir", []), _bob(_corrupted("Mazz", ALICE), hand=("Majesty",))],
        [
            ("bleed", "Faruq Abd al-Qadir bleeds Bob"),
            ("block", "Block with Mazz"),
        ],
        _faruq,
        MINION,
    ),
    Case(
        "Kahina the Sorceress",
        "",
        "A +1 stealth political action: a referendum inflicting 1 damage on each minion with any "
        "of your corruption counters.",
        [
            _alice("Kahina the Sorceress", []),
            _bob(_corrupted("Mazz", ALICE), {"card": "Krid", "blood": 2}),
        ],
        [
            ("minion-ability", "calls a referendum to inflict 1 damage on each minion"),
            ("decline", "Do not block"),
            ("vote-for", "Cast Kahina the Sorceress's 1 vote for"),
        ],
        _kahina,
        MINION,
    ),
    Case(
        "Neferu",
        "",
        "During the polling step, burn 1 blood: a corrupted vampire's votes and ballots count as "
        "you choose.",
        [
            _alice("Neferu", ["Ancilla Empowerment"]),
            _bob(_corrupted("Alice Chen", ALICE, blood=4)),
        ],
        [
            ("political", "Neferu calls Ancilla Empowerment"),
            ("decline", "Do not block"),
            ("vote-for", "Cast Neferu's 2 votes for"),
            ("vote-against", "Cast Alice Chen's 2 votes against"),
            ("minion-ability", "Neferu burns 1 blood: Alice Chen's votes and ballots count for"),
            ("vote-for", "Cast Ancilla Empowerment's 1 vote for"),
        ],
        _neferu,
        MINION,
    ),
    Case(
        "Venenation",
        "ser",
        "[ser] Blocked: a counter on the blocking minion; at his capacity, burn them to steal "
        "him (combat does not occur).",
        [
            _alice("Ahmose Chambers", ["Venenation"], blood=3),
            _bob(_corrupted("Krid", ALICE, blood=2)),
        ],
        [
            ("bleed", "Ahmose Chambers bleeds Bob"),
            ("block", "Block with Krid"),
            ("play", "Venenation [ser]"),
            ("steal", "Burn your 2 corruption counters to steal Krid"),
        ],
        _venenation,
        MINION,
    ),
    Case(
        "Velvet Tongue",
        "ser",
        "[ser] During the polling step: a counter on a minion casting votes or ballots.",
        [
            _alice("Khay'tall, Snake of Eden", ["Ancilla Empowerment", "Velvet Tongue"]),
            _bob({"card": "Alice Chen", "blood": 4}),
        ],
        [
            ("political", "calls Ancilla Empowerment"),
            ("decline", "Do not block"),
            ("vote-for", "Cast Ancilla Empowerment's 1 vote for"),
            ("vote-against", "Cast Alice Chen's 2 votes against"),
            ("play", "plays Velvet Tongue [ser]"),
        ],
        _velvet_ser,
        MINION,
    ),
    Case(
        "Velvet Tongue",
        "SER",
        "[SER] Before votes are cast: minions with any corruption counters cannot cast votes or "
        "ballots this referendum.",
        [
            _alice("Khay'tall, Snake of Eden", ["Ancilla Empowerment", "Velvet Tongue"]),
            _bob(_corrupted("Alice Chen", BOB, blood=4)),
        ],
        [
            ("political", "calls Ancilla Empowerment"),
            ("decline", "Do not block"),
            ("play", "plays Velvet Tongue [SER]"),
        ],
        _velvet_sup,
        MINION,
    ),
    Case(
        "Khay'tall, Snake of Eden",
        "",
        "+1 stealth during political actions; vampires with any corruption counters cannot cast "
        "votes or ballots against his referendums.",
        [
            _alice("Khay'tall, Snake of Eden", ["Ancilla Empowerment"]),
            _bob(_corrupted("Alice Chen", ALICE, blood=4)),
        ],
        [
            ("political", "calls Ancilla Empowerment (+2 stealth)"),
            ("decline", "Do not block"),
            ("vote-for", "Cast Ancilla Empowerment's 1 vote for"),
        ],
        _khaytall,
        MINION,
    ),
    Case(
        "Nefertiti",
        "",
        "A counter on a minion controlled by your prey as a +1 stealth Ⓓ action costing 1 blood.",
        [_alice("Nefertiti", []), _bob({"card": "Krid", "blood": 2}, {"card": "Mazz", "blood": 3})],
        [
            ("minion-ability", "Nefertiti puts 1 corruption counter on Mazz (+1 stealth, 1 blood)"),
            ("decline", "Do not block"),
        ],
        _nefertiti,
        MINION,
    ),
    Case(
        "Sergio Bueno",
        "",
        "Minions with his Methuselah's counters burn 1 blood or life to attempt to block him.",
        [_alice("Sergio Bueno", []), _bob(_corrupted("Mazz", ALICE))],
        [("bleed", "Sergio Bueno bleeds Bob"), ("block", "Block with Mazz")],
        _sergio,
        MINION,
    ),
]
