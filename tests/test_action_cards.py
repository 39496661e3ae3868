"""Rules the action cards, political actions, allies, retainers and equipment bring with them
(6.1, 6.3): what their clauses forbid, and the steps their definitions add."""

from __future__ import annotations

from tables import advance, card, kinds, options, pick, table

from vtes_tui.cards.data import cards
from vtes_tui.cards.definitions import definitions
from vtes_tui.cards.vocabulary import Handler
from vtes_tui.rules.action_handlers import HANDLERS
from vtes_tui.rules.cardplay import playable_levels
from vtes_tui.rules.contests import title_gained, unique_title
from vtes_tui.rules.effects import of_type
from vtes_tui.rules.events import MinionLocked
from vtes_tui.rules.phase_effects import MINION_PHASE_HANDLERS, UNLOCK_HANDLERS
from vtes_tui.rules.referendum_minions import MINION_MEASURES
from vtes_tui.rules.referendums import MEASURES
from vtes_tui.rules.state import Region
from vtes_tui.rules.zones import add_blood, attach, burn

MINION = {"phase": "minion", "turn": 5}


def test_a_minion_can_have_only_one_vehicle() -> None:
    """Sport Bike: "A minion can have only one vehicle": no second vehicle is offered."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alice Chen", "blood": 4, "attached": ["Sport Bike"]}],
            "hand": ["Stolen Police Cruiser", "Sport Bike", ".44 Magnum"],
        },
        {"name": "Bob"},
        **MINION,
    )
    equips = [o.label for o in options(seq, "equip")]
    assert any(".44 Magnum" in label for label in equips)
    assert not any("Sport Bike" in label or "Police Cruiser" in label for label in equips)


def test_a_vampire_can_have_only_one_preternatural_strength() -> None:
    """Preternatural Strength: one per vampire; and they cannot play Torn Signpost."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Agatha", "blood": 4, "attached": ["Preternatural Strength"]}],
            "hand": ["Preternatural Strength", "Torn Signpost"],
        },
        {"name": "Bob"},
        **MINION,
    )
    assert not [o for o in options(seq, "card") if "Preternatural Strength" in o.label]
    agatha = card(seq.state, "Agatha")
    assert playable_levels(seq.state, agatha, cards()["Torn Signpost"]) == []


def test_without_preternatural_strength_torn_signpost_is_playable() -> None:
    seq = table({"name": "Alice", "ready": [{"card": "Agatha", "blood": 4}]}, {"name": "Bob"})
    agatha = card(seq.state, "Agatha")
    assert playable_levels(seq.state, agatha, cards()["Torn Signpost"]) == ["pot", "POT"]


def test_expelled_minions_cannot_cast_votes_this_turn() -> None:
    """Expulsion: a chosen minion cannot cast votes or ballots this turn (its referendum
    passed), so Bob's primogen has no vote in Alice's next referendum."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alice Chen", "blood": 4}, {"card": "Amelia Locke", "blood": 4}],
            "hand": ["Expulsion", "Ancilla Empowerment"],
        },
        # Bob's political card in hand makes him be asked for his votes.
        {"name": "Bob", "ready": [{"card": "Akram", "blood": 4}], "hand": ["Parity Shift"]},
        **MINION,
    )
    pick(seq, "political", "Alice Chen calls Expulsion")
    advance(seq, lambda s: kinds(s) == ("terms", 0))
    pick(seq, "minion", "Akram")
    pick(seq, "done")
    advance(seq, lambda s: bool(options(s, "vote-for")) and kinds(s)[1] == 0)
    pick(seq, "vote-for", "Expulsion")
    advance(seq, lambda s: kinds(s) == ("action", 0))
    pick(seq, "political", "Amelia Locke calls Ancilla Empowerment")
    advance(seq, lambda s: kinds(s) == ("vote", 1))
    assert [o.label for o in options(seq) if "Akram" in o.label] == []
    assert options(seq, "burn-for")


def test_minions_can_burn_a_card_in_play_as_a_directed_action() -> None:
    """6.1.6, Creeping Sabotage: "Minions can burn this card as a Ⓓ action": directed at its
    controller, who may block; successful, the card is burned."""
    seq = table(
        {"name": "Alice", "ready": [], "in_play": ["Creeping Sabotage"]},
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        current=1,
        **MINION,
    )
    option = pick(seq, "burn-card", "Aleph burns Creeping Sabotage")
    assert option.target_seat == 0  # directed at Alice
    advance(seq, lambda s: kinds(s) == ("action", 1))
    assert card(seq.state, "Creeping Sabotage").region is Region.ASH_HEAP


def test_the_gate_of_acheron_can_cost_a_library_card_instead_of_pool() -> None:
    """The Gate of Acheron: for each counter, the prey burns 1 pool or removes a library card
    at random in her ash heap from the game (crypt cards are not library cards)."""
    seq = table(
        {"name": "Alice", "ready": [], "in_play": [{"card": "The Gate of Acheron", "blood": 2}]},
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 3}], "ash_heap": ["Bonding", "Aleph"]},
        current=1,
        phase="unlock",
        turn=6,
    )
    pick(seq, "remove", "Remove a library card")
    assert kinds(seq) == ("action", 1)
    bob = seq.state.players[1]
    assert [c.name for c in bob.removed] == ["Bonding"]
    assert bob.pool == 29  # the second counter: no library card left, 1 pool


def test_every_handler_of_this_family_exists() -> None:
    """The named handlers of action cards, political actions and cards in play are defined."""
    known = set(MEASURES) | set(MINION_MEASURES) | set(HANDLERS)
    known |= set(UNLOCK_HANDLERS) | set(MINION_PHASE_HANDLERS)
    mine = ("actions.toml", "political.toml", "permanents.toml")
    for definition in definitions().values():
        if definition.source not in mine:
            continue
        effects = [e for level in definition.play.values() for e in level]
        effects += [e for level in definition.in_play.values() for e in level]
        for handler in of_type(effects, Handler):
            assert handler.name in known, (definition.name, handler.name)


def test_a_title_card_gives_its_title_and_can_be_contested() -> None:
    """4.2: a vampire with Toreador Justicar on him is the Toreador Justicar (3 votes); a
    second vampire gaining the same unique title contests it."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Felicia Mostrom", "blood": 4}]},
        {
            "name": "Bob",
            "ready": [{"card": "Dorian Strack", "blood": 4, "attached": ["Toreador Justicar"]}],
        },
        **MINION,
    )
    felicia, dorian = card(seq.state, "Felicia Mostrom"), card(seq.state, "Dorian Strack")
    assert dorian.title == "Justicar" and unique_title(dorian) == "toreador justicar"
    assert felicia.title is None
    second = seq.state.new_card(cards()["Toreador Justicar"], 0)
    second.region = Region.HAND
    seq.state.players[0].hand.append(second)
    attach(seq.state, second, felicia)
    title_gained(seq.state, felicia)
    assert felicia.title_contested and dorian.title_contested
    assert felicia.title is None and dorian.title is None


def test_an_ally_plays_discipline_cards_only_as_its_text_allows() -> None:
    """An ally has no Discipline of its own (its card's are what recruiting it requires);
    Spectral Servitor plays non-action cards requiring basic Oblivion as a vampire."""
    seq = table(
        {"name": "Alice", "ready": ["Spectral Servitor", "Underbridge Stray"]},
        {"name": "Bob"},
        **MINION,
    )
    servitor, stray = card(seq.state, "Spectral Servitor"), card(seq.state, "Underbridge Stray")
    db = cards()
    assert playable_levels(seq.state, servitor, db["Shadow Cloak"]) == ["obl"]
    assert playable_levels(seq.state, servitor, db["Shroud of Decay"]) == []  # an action
    assert playable_levels(seq.state, stray, db["Carrion Crows"]) == []


def test_puppet_master_gives_the_vampire_back_at_the_end_of_the_turn() -> None:
    """Puppet Master [DOM]: the attached vampire does not unlock as normal; in Alice's next
    minion phase she controls him until the end of her turn."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Andi Liu", "blood": 4}], "hand": ["Puppet Master"]},
        {
            "name": "Bob",
            "ready": [{"card": "Aleph", "blood": 4}, {"card": "Amelia Locke", "blood": 2}],
        },
        **MINION,
    )
    pick(seq, "card", "Puppet Master [DOM] at Aleph (Bob)")
    aleph = card(seq.state, "Aleph")
    advance(seq, lambda s: kinds(s) == ("action", 1))
    assert aleph.locked and card(seq.state, "Puppet Master").host is aleph
    advance(seq, lambda s: kinds(s) == ("action", 0))
    assert aleph.controller == 0 and not aleph.locked
    advance(seq, lambda s: kinds(s)[1] == 1)
    assert aleph.controller == 1
    assert card(seq.state, "Puppet Master").region is Region.ASH_HEAP


def test_aggressive_corpse_is_no_target_of_dominate_or_presence_and_gains_no_life() -> None:
    """Aggressive Corpse cannot be the target of directed actions requiring Dominate or
    Presence, and cannot gain life (it still enters play with its 3)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Amber", "blood": 4}], "hand": ["Entrancement"]},
        {"name": "Bob", "ready": ["Aggressive Corpse", "Rafastio Ghoul"]},
        **MINION,
    )
    aimed = [o.label for o in options(seq, "card") if "Entrancement [PRE]" in o.label]
    assert aimed == ["Amber plays Entrancement [PRE] at Rafastio Ghoul (Bob) (+1 stealth)"]
    corpse = card(seq.state, "Aggressive Corpse")
    assert add_blood(seq.state, corpse, 1) == 0 and corpse.blood == 3


def test_an_embraced_vampire_is_the_embrace_again_out_of_play() -> None:
    """The Embrace becomes a vampire while in play; burned, it is an action card in the ash
    heap (and no vampire there)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 4}], "hand": ["The Embrace"]},
        {"name": "Bob"},
        **MINION,
    )
    pick(seq, "card", "Alice Chen plays The Embrace")
    childe = card(seq.state, "The Embrace")
    assert childe.is_vampire
    burn(seq.state, childe)
    assert childe.region is Region.ASH_HEAP and childe.card is cards()["The Embrace"]
    assert not childe.is_vampire


def test_more_than_one_discipline_can_be_used_to_play_a_card() -> None:
    """Break the Bonds: an Anarch with Obfuscate and Presence plays it with both: the bleed
    locks a minion of the target and adds 1 blood to an uncontrolled vampire."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Aluc Romas de Leon", "blood": 4}],
            "hand": ["Break the Bonds"],
            "uncontrolled": ["Aleph"],
        },
        {"name": "Bob", "ready": [{"card": "Amelia Locke", "blood": 4}]},
        **MINION,
    )
    levels = [o.label for o in options(seq, "card") if "Break the Bonds" in o.label]
    assert len(levels) == 3  # [obf], [pre], [obf+pre]
    pick(seq, "card", "Break the Bonds [obf+pre]")
    pick(seq, "decline")
    pick(seq, "target", "Lock Amelia Locke")
    assert card(seq.state, "Amelia Locke").locked
    assert card(seq.state, "Aleph").blood == 1
    assert seq.state.players[1].pool == 29


def test_only_one_reins_of_power_can_be_called_in_a_game() -> None:
    """Reins of Power: "Only one Reins of Power can be played or called in a game"."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alice Chen", "blood": 4}, {"card": "Amelia Locke", "blood": 4}],
            "hand": ["Reins of Power", "Reins of Power"],
        },
        {"name": "Bob"},
        **MINION,
    )
    assert [o for o in options(seq, "political") if "Amelia Locke" in o.label]
    pick(seq, "political", "Alice Chen calls Reins of Power")
    advance(seq, lambda s: kinds(s) == ("action", 0))
    assert not options(seq, "political")


def test_aranthebes_locks_for_minus_one_stealth_and_can_be_shuffled_away() -> None:
    """Aranthebes: lock it to give a minion of your predator -1 stealth (here, to block); a
    vampire with capacity 5 or more can shuffle it into its owner's library as a Ⓓ action."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Aleph", "blood": 4}],
            "in_play": ["Aranthebes, The Immortal"],
        },
        {"name": "Bob", "ready": [{"card": "Alice Chen", "blood": 4}]},
        current=1,
        **MINION,
    )
    pick(seq, "hunt", "Alice Chen hunts")
    pick(seq, "block", "Aleph (intercept 0 vs stealth 1")
    pick(seq, "intercept-ability", "Lock Aranthebes")
    locked = [e for e in seq.state.events if isinstance(e, MinionLocked)]
    assert [e.card.name for e in locked][:2] == ["Alice Chen", "Aranthebes, The Immortal"]
    assert any(e.text == "Alice Chen is blocked by Aleph" for e in seq.state.log)
    seq = table(
        {"name": "Alice", "ready": [], "in_play": ["Aranthebes, The Immortal"]},
        {"name": "Bob", "ready": [{"card": "Alice Chen", "blood": 4}]},
        current=1,
        **MINION,
    )
    option = pick(seq, "shuffle-card", "Alice Chen shuffles Aranthebes")
    assert option.target_seat == 0
    advance(seq, lambda s: kinds(s) == ("action", 1))
    aranthebes = card(seq.state, "Aranthebes, The Immortal")
    assert aranthebes.region is Region.LIBRARY and aranthebes in seq.state.players[0].library
