"""The heuristic bot at the table: referendum terms and votes (6.3.2, 6.3.3) and reactions to a
bleed (6.1.1), each on a prepared table, against the greedy bot's answer."""

from __future__ import annotations

from tables import answers, card, greedy_until, pick, table

from vtes_tui.players.bots import greedy_bot, make_bot
from vtes_tui.rules.prompts import Prompt
from vtes_tui.rules.state import Region


def test_heuristic_burns_its_preys_pool_with_referendum_terms() -> None:
    """6.3.2, 9.1: Kine Resources Contested's points burn pool: the heuristic puts them on its
    prey Bob (the pool it must take to oust him) until the terms need another Methuselah, then
    on the poorest (Carol); the greedy bot starts with the poorest."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Madison", "blood": 5}],
            "hand": ["Kine Resources Contested"],
        },
        {"name": "Bob", "pool": 20},
        {"name": "Carol", "pool": 5},
        {"name": "Dan", "pool": 10},
        phase="minion",
        turn=5,
    )
    pick(seq, "political")
    greedy_until(seq, "terms", 0)
    heuristic, greedy = answers(seq)
    assert greedy.target_seat == 2 and heuristic.target_seat == 1
    bot = make_bot("heuristic", 0, lambda: seq.state)
    chosen = []
    while seq.prompt is not None and seq.prompt.kind == "terms":
        chosen.append(seq.choose(bot(seq.prompt)).target_seat)
    assert chosen == [1, 1, 1, 2]


def test_heuristic_spends_no_votes_card_on_a_referendum_already_carried() -> None:
    """6.3.3: Madison calls Ancilla Empowerment with Bewitching Oration (+2 votes) in hand and no
    one to vote against her: the heuristic casts the calling card's free vote, which carries
    the referendum, and keeps the card; the greedy bot plays the card first."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Madison", "blood": 5}],
            "hand": ["Ancilla Empowerment", "Bewitching Oration"],
        },
        {"name": "Bob", "ready": [{"card": "Meaghan", "blood": 1}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "political")
    greedy_until(seq, "vote", 0)
    heuristic, greedy = answers(seq)
    assert "Bewitching Oration" in greedy.label
    assert heuristic.key == "vote-for"
    bot = make_bot("heuristic", 0, lambda: seq.state)
    keys = []
    while seq.prompt is not None and seq.prompt.kind == "vote" and seq.prompt.decider == 0:
        keys.append(seq.choose(bot(seq.prompt)).key)
    assert keys == ["vote-for", "done"]
    assert card(seq.state, "Bewitching Oration").region is Region.HAND


def test_heuristic_stops_the_most_of_a_bleed_against_it() -> None:
    """6.1.1: Alexander Silverson bleeds Bob for 4 (Conditioning at superior Dominate). Of Bob's
    reactions, Deflection redirects all of it and Protected District reduces it by 3: the
    heuristic plays Deflection, the greedy bot the first offered. Were the bleed against
    someone else, the heuristic would keep both."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alexander Silverson", "blood": 6}],
            "hand": ["Conditioning"],
        },
        {
            "name": "Bob",
            "ready": [
                {"card": "Horst von Brühl", "blood": 4},
                {"card": "Lenny Burkhead", "blood": 4},
            ],
            "hand": ["Protected District", "Deflection"],
        },
        {"name": "Carol"},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed")
    greedy_until(seq, "block", 1)
    pick(seq, "decline")
    pick(seq, "play", "[DOM]")
    greedy_until(seq, "reaction", 1)
    assert (seq.prompt.context or {})["bleed"] == 4
    heuristic, greedy = answers(seq)
    assert "Protected District" in greedy.label
    assert "Deflection" in heuristic.label
    prompt = seq.prompt
    elsewhere = Prompt(
        prompt.decider,
        prompt.kind,
        prompt.section,
        prompt.text,
        prompt.options,
        {**(prompt.context or {}), "target_seat": 2},
    )
    kept = make_bot("heuristic", 0, lambda: seq.state)(elsewhere)
    assert elsewhere.options[kept].key == "pass"
    assert elsewhere.options[greedy_bot(0)(elsewhere)].key == "play"
