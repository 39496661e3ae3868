"""Judge commands at any prompt (1.4; DESIGN.md, Cards): what a card's text does when it is not
automated is done by hand, by any Methuselah, through the mutation API; each command is logged
with who gave it, recorded with the choices, and replayed (or left out by an undo)."""

from __future__ import annotations

import pytest
from tables import card, pick, table

from vtes_tui.players.simulate import play_bot_game
from vtes_tui.rules.judge import Command, parse
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import IllegalChoice, Sequencer
from vtes_tui.sequencer.record import GameRecord
from vtes_tui.sequencer.view import view

MINION = {"phase": "minion", "turn": 5}


def _two() -> Sequencer:
    return table(
        {
            "name": "Alice",
            "ready": [{"card": "Mazz", "blood": 2}],
            "hand": ["Bum's Rush"],
            "crypt": ["Krid"],
            "library": ["Blood Doll"],
        },
        {
            "name": "Bob",
            "ready": [{"card": "Ana Rita Montaña", "blood": 3}],
            "hand": ["Deflection"],
        },
        **MINION,
    )


def _logged(seq: Sequencer, text: str, seat: int | None = None) -> bool:
    """A line of the log that ``seat`` may read (everyone's when None) contains ``text``."""
    return any(
        text in e.text for e in seq.state.log if e.private_to is None or e.private_to == seat
    )


def test_a_command_at_any_prompt_is_carried_out_logged_and_recorded() -> None:
    """1.4: Bob, at Alice's action prompt, takes 2 pool from himself for a card's text."""
    seq = _two()
    prompt = seq.prompt
    deflection = card(seq.state, "Deflection")
    done = seq.judge(f"judge/1/pool/s1/n-2/b{deflection.uid}")
    assert seq.state.players[1].pool == 28
    assert _logged(seq, "Judge (Bob) (for Deflection): Bob -2 pool")
    assert seq.choices[-1] == done.id == f"judge/1/pool/s1/n-2/b{deflection.uid}"
    assert seq.prompt is prompt  # the question still waits for its answer


def test_blood_above_capacity_drains_off() -> None:
    """1.5.2: a vampire's blood above capacity drains off, even by a judge's hand."""
    seq = _two()
    mazz = card(seq.state, "Mazz")
    seq.judge(Command(0, "blood", card=mazz.uid, amount=9))
    assert mazz.blood == mazz.capacity
    assert _logged(seq, "drained off")


def test_nothing_to_remove_is_refused() -> None:
    """A card with no blood, life or counters has none to lose: refused, nothing recorded."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Mazz", "blood": 0}]},
        {"name": "Bob", "ready": ["Ana Rita Montaña"]},
        **MINION,
    )
    mazz = card(seq.state, "Mazz")
    with pytest.raises(IllegalChoice, match="Mazz has no blood, life or counters to remove"):
        seq.judge(Command(0, "blood", card=mazz.uid, amount=-1))
    assert seq.choices == []


def test_an_ally_with_no_life_left_is_burned() -> None:
    seq = table(
        {"name": "Alice", "ready": [{"card": "Mazz", "blood": 2}, "Gargoyle Slave"]},
        {"name": "Bob", "ready": ["Ana Rita Montaña"]},
        **MINION,
    )
    slave = card(seq.state, "Gargoyle Slave")
    seq.judge(Command(1, "blood", card=slave.uid, amount=-slave.blood))
    assert slave.region is Region.ASH_HEAP


def test_only_the_owner_chooses_the_card_she_discards() -> None:
    """Issue 9: "discard a card from hand" is the owner's choice, and the log names the card."""
    seq = _two()
    deflection = card(seq.state, "Deflection")
    with pytest.raises(IllegalChoice, match="only its owner"):
        seq.judge(Command(0, "discard", card=deflection.uid))
    assert deflection.region is Region.HAND
    assert not any(c.startswith("judge/") for c in seq.choices)  # nothing recorded
    seq.judge(Command(1, "discard", card=deflection.uid))
    assert deflection.region is Region.ASH_HEAP
    assert _logged(seq, "Bob discards Deflection")


def test_moves_between_hidden_regions_are_named_to_the_owner_only() -> None:
    """2.3: a card from her library to her hand is named to her, not to the others; a crypt card
    moved to her uncontrolled region is face down (Family Gathering)."""
    seq = _two()
    doll = card(seq.state, "Blood Doll")
    seq.judge(Command(0, "move", card=doll.uid, region=Region.HAND))
    assert doll.region is Region.HAND
    assert _logged(seq, "Blood Doll to hand", seat=0)
    assert not _logged(seq, "Blood Doll", seat=1)
    krid = card(seq.state, "Krid")
    seq.judge(Command(0, "move", card=krid.uid, region=Region.UNCONTROLLED))
    assert krid.region is Region.UNCONTROLLED and krid.face_down
    assert _logged(seq, "Judge (Alice): a card from crypt to uncontrolled, face down", seat=1)
    assert _logged(seq, "Krid to uncontrolled", seat=0) and not _logged(seq, "Krid", seat=1)
    seq.judge(Command(0, "move", card=krid.uid, region=Region.READY))
    assert _logged(seq, "Judge (Alice): Krid from uncontrolled to ready", seat=1)
    with pytest.raises(IllegalChoice, match="cannot go to hand"):
        seq.judge(Command(0, "move", card=krid.uid, region=Region.HAND))


def test_take_control_and_put_a_card_on_a_minion() -> None:
    """The Coven: "the predator takes control"; a card put on a minion (1.3)."""
    seq = _two()
    ana = card(seq.state, "Ana Rita Montaña")
    seq.judge(Command(1, "control", card=ana.uid, target_seat=0))
    assert ana.controller == 0 and ana in seq.state.players[0].ready
    rush = card(seq.state, "Bum's Rush")
    seq.judge(Command(0, "attach", card=rush.uid, host=ana.uid))
    assert rush.host is ana and rush.region is Region.ON_CARD


def test_a_command_names_what_is_wrong() -> None:
    seq = _two()
    for bad, problem in [
        ("judge/0/fly/c1", "unknown verb"),
        ("judge/x/pool/s0/n1", "seat must be a number"),
        ("judge/0/pool/n1", "needs s"),
        ("judge/0/blood/c999/n1", "no card 999"),
        ("judge/7/pool/s0/n1", "seat 7"),
    ]:
        with pytest.raises(IllegalChoice, match=problem):
            seq.judge(bad)
    assert seq.choices == []


def test_ids_read_back_to_the_same_command() -> None:
    command = Command(2, "move", card=14, region=Region.UNCONTROLLED, because=3)
    assert parse(command.id) == command


def test_a_record_with_commands_replays_and_undo_leaves_them_out(starter_decks) -> None:
    """DESIGN.md, Determinism: commands are choices like any other; replaying a record carries
    them out at their place, and dropping the last one (undo) leaves the pool as it was."""
    decks = starter_decks[:2]
    seq = play_bot_game(decks, seed=3, bot="random", max_turns=12)
    record = GameRecord.of(seq, decks)
    record.choices = record.choices[:20]
    live = record.sequencer()
    pool = live.state.players[1].pool
    live.judge(Command(0, "pool", target_seat=1, amount=-3))
    live.choose(0)
    again = GameRecord.of(live, decks).sequencer()
    assert view(again.state, None) == view(live.state, None)
    assert again.state.players[1].pool == live.state.players[1].pool
    undone = GameRecord.of(live, decks)
    undone.choices = undone.choices[:20]
    assert undone.sequencer().state.players[1].pool == pool


def test_a_record_whose_command_cannot_be_done_stops_with_one_line(starter_decks) -> None:
    decks = starter_decks[:2]
    record = GameRecord.of(play_bot_game(decks, seed=3, bot="random", max_turns=12), decks)
    record.choices = [*record.choices[:5], "judge/0/blood/c99999/n1"]
    with pytest.raises(IllegalChoice, match="choice 6 .*no card 99999"):
        record.sequencer()


def test_pick_after_a_command_answers_the_waiting_prompt() -> None:
    seq = _two()
    seq.judge("judge/0/draw/s0/n1")
    assert card(seq.state, "Blood Doll").region is Region.HAND
    pick(seq, "hunt", "Mazz hunts")
    assert seq.choices[-1].startswith("hunt")


def test_a_command_that_ousts_the_last_rival_ends_the_game() -> None:
    """9.1: Bob loses his last pool by a judge's hand: Alice is the last Methuselah standing."""
    seq = _two()
    seq.judge(Command(0, "pool", target_seat=1, amount=-30))
    assert seq.state.players[1].ousted and seq.state.finished
    assert seq.prompt is None
    assert seq.choices == ["judge/0/pool/s1/n-30"]


def test_the_ousted_are_not_asked_to_decide() -> None:
    """9.1 (issue 12): Alice, at her own action prompt, is ousted by a command: the question is
    not left waiting for her; the game goes on with the next Methuselah."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Mazz", "blood": 2}], "pool": 1},
        {"name": "Bob", "ready": ["Ana Rita Montaña"]},
        {"name": "Carol", "ready": ["Krid"]},
        **MINION,
    )
    assert seq.prompt.decider == 0
    seq.judge(Command(1, "pool", target_seat=0, amount=-1))
    assert seq.state.players[0].ousted
    assert seq.prompt is not None and not seq.state.players[seq.prompt.decider].ousted


def test_she_who_paid_her_last_pool_does_not_resolve_the_card_by_hand() -> None:
    """9.1 (issue 12): Sarah pays her last pool for a master card resolved by hand: she is
    ousted at once, so nobody waits for her to resolve it; the game goes on without her."""
    seq = table(
        {"name": "Sarah", "hand": ["Lupine Assault"], "pool": 1},
        {"name": "Alexis", "ready": ["Ana Rita Montaña"]},
        {"name": "Pat", "ready": ["Krid"]},
        phase="master",
        turn=5,
    )
    pick(seq, "master", "Lupine Assault")
    assert seq.state.players[0].ousted
    assert seq.prompt is not None and not seq.state.players[seq.prompt.decider].ousted


def test_the_ousted_are_not_held_to_a_question_that_cannot_be_passed() -> None:
    """9.1 (issue 12): Alice's vampires have no blood, so her minion phase offers only their
    hunts (6.1.2), no way to end it; Bob's command ousts her while it waits. The question is
    not left waiting for her, and no minion of hers, now removed from the game, acts."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Normal", "blood": 0}, "Mazz"], "pool": 2},
        {"name": "Bob", "ready": ["Krid"]},
        {"name": "Carol", "ready": ["Ana Rita Montaña"]},
        **MINION,
    )
    assert {o.key for o in seq.prompt.options} == {"hunt"}
    seq.judge(Command(1, "pool", target_seat=0, amount=-2))
    assert seq.state.players[0].ousted
    assert seq.prompt is not None and not seq.state.players[seq.prompt.decider].ousted
    assert not any(line.text.startswith("Alice: ") for line in seq.state.log)
    assert seq.state.current != 0
