"""Provides the text of the table: views (plain dicts from the sequencer) drawn as Rich Text."""

from __future__ import annotations

from typing import Any

from rich.text import Text

PHASES = (("unlock", "Unlock", "4"), ("master", "Master", "5"), ("minion", "Minion", "6"),
          ("influence", "Influence", "7"), ("discard", "Discard", "8"))  # fmt: skip

Card = dict[str, Any]
Player = dict[str, Any]


def relation(player: Player, decider: int | None) -> str:
    """2.1: where this Methuselah sits from the deciding player's chair."""
    if decider is None:
        return ""
    if player["seat"] == decider:
        return "deciding"
    prey = player["predator"] == decider
    predator = player["prey"] == decider
    if prey and predator:
        return "prey & predator"
    return "prey" if prey else "predator" if predator else ""


def phase_bar(table: dict[str, Any], extra: str = "") -> Text:
    """Turn, whose turn, the five phases with the current one marked (brackets survive NO_COLOR)."""
    current = table["players"][table["current"]]["name"]
    text = Text()
    text.append(f"Turn {table['turn']} · {current} ", style="bold")
    for key, label, section in PHASES:
        if table["phase"] == key:
            text.append(f"[{label} {section}]", style="reverse bold")
        else:
            text.append(f" {label} ", style="dim")
    if table["finished"]:
        text.append("  game over", style="bold")
    if extra:
        text.append(f"  {extra}")
    return text


def _minion(card: Card, compact: bool) -> Text:
    if card.get("hidden"):
        return Text(f"face down, {card['blood']} blood", style="dim")
    text = Text()
    text.append(card["name"], style="bold" if not card["locked"] else "dim")
    if "capacity" in card:
        text.append(f" {card['blood']}/{card['capacity']}")
    elif card["blood"]:
        text.append(f" {card['blood']} blood")
    if not compact and card.get("clan"):
        text.append(f" {card['clan']}", style="italic")
    if card.get("disciplines"):
        text.append(" " + " ".join(card["disciplines"]), style="cyan")
    if card.get("title"):
        text.append(f" {card['title']}", style="yellow")
    if card["locked"]:
        text.append(" locked", style="red")
    if card.get("wounded"):
        text.append(" wounded", style="red")
    if card.get("contested"):
        text.append(" contested", style="red")
    for attached in card.get("attached", ()):
        text.append(f" +{attached.get('name', 'card')}", style="green")
    return text


def seat_header(player: Player, decider: int | None, compact: bool) -> Text:
    """Name, pool, victory points, the Edge, the relation, hidden zone counts, hand size."""
    text = Text()
    text.append(player["name"], style="bold reverse" if player["seat"] == decider else "bold")
    where = relation(player, decider)
    if where:
        text.append(f" ({where})", style="italic")
    if player["ousted"]:
        text.append(" ousted", style="red bold")
    text.append(f"  pool {player['pool']}  VP {player['victory_points']}")
    if player["edge"]:
        text.append("  the Edge", style="magenta bold")
    sep = " " if compact else "  "
    counts = (
        f"crypt {player['crypt']}{sep}library {player['library']}{sep}"
        f"ash {len(player['ash_heap'])}{sep}hand {player['hand_size']}"
    )
    text.append("\n" + counts, style="dim")
    return text


def seat_panel(player: Player, decider: int | None, compact: bool) -> Text:
    """A Methuselah's panel: the header over her ready region, torpor and uncontrolled region."""
    text = seat_header(player, decider, compact)
    regions = (("ready", "Ready"), ("torpor", "Torpor"), ("in_play", "In play"))
    for key, title in regions:
        for card in player[key]:
            text.append(f"\n{title[0]} " if compact else f"\n{title}: ", style="dim")
            text.append_text(_minion(card, compact))
    uncontrolled = player["uncontrolled"]
    if uncontrolled:
        text.append("\nU " if compact else "\nUncontrolled: ", style="dim")
        parts = []
        for card in uncontrolled:
            if card.get("hidden"):
                parts.append(f"▮{card['blood']}")
            else:
                parts.append(f"{card['name']} {card['blood']}/{card.get('capacity', '?')}")
        text.append(", ".join(parts))
    if player.get("hand") and player["seat"] != decider:
        open_hand = ", ".join(c["name"] for c in player["hand"])
        text.append("\nH " if compact else "\nHand: ", style="dim")
        text.append(open_hand)
    return text


def cost(card: Card) -> str:
    parts = []
    if card.get("blood_cost"):
        parts.append("X blood" if card["blood_cost"] < 0 else f"{card['blood_cost']} blood")
    if card.get("pool_cost"):
        parts.append("X pool" if card["pool_cost"] < 0 else f"{card['pool_cost']} pool")
    return ", ".join(parts)


def hand_line(card: Card, playable: bool) -> Text:
    """Name, type, cost, requirement; playable cards marked (with a ▸, not only a colour)."""
    text = Text(no_wrap=True, overflow="ellipsis")
    text.append("▸ " if playable else "  ", style="green bold")
    text.append(card["name"], style="bold" if playable else "")
    detail = ["/".join(card["types"])]
    if cost(card):
        detail.append(cost(card))
    requirement = " ".join(card["disciplines"]) + " ".join(card["clans"])
    if requirement:
        detail.append(requirement)
    text.append("  " + " · ".join(detail), style="dim")
    return text


def log_line(entry: dict[str, Any]) -> Text:
    text = Text()
    text.append(f"{entry['turn']:>3} ", style="dim")
    text.append(entry["text"])
    if entry["section"]:
        text.append(f" [{entry['section']}]", style="dim cyan")
    return text


def card_names(table: dict[str, Any]) -> dict[int, Card]:
    """Every visible card in the view by uid, for menus and the card detail."""
    found: dict[int, Card] = {}

    def add(card: Card) -> None:
        if not card.get("hidden"):
            found[card["uid"]] = card
        for attached in card.get("attached", ()):
            add(attached)

    for player in table["players"]:
        for key in ("ready", "torpor", "in_play", "uncontrolled", "ash_heap"):
            for card in player[key]:
                add(card)
        for card in player.get("hand") or ():
            add(card)
    for card in table.get("playing", ()):
        add(card)
    return found
