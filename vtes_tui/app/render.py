"""Provides the text of the table: views (plain dicts from the sequencer) drawn as Rich Text."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.rule import Rule
from rich.style import Style
from rich.table import Table
from rich.text import Text

from ..cards.model import Card as CardData

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


GAP = Style(bold=False)


def put(text: Text, part: str, style: str = "") -> None:
    """Append ``part``, its leading spaces as a plain segment of their own: a styled segment
    never starts with a space, so no renderer (an SVG screenshot drops them) glues the words."""
    stripped = part.lstrip(" ")
    if len(stripped) < len(part):
        # A style of its own, so the spaces never merge into the words after them.
        text.append(part[: len(part) - len(stripped)], style=GAP)
    text.append(stripped, style=style)


def disciplines(codes: list[str] | tuple[str, ...]) -> Text:
    """1.5.4: basic lower case, superior upper case and bold; each Discipline its colour."""
    text = Text()
    for n, code in enumerate(codes):
        if n:
            text.append(" ")
        colour = DISCIPLINE_COLOURS[sum(map(ord, code.lower())) % len(DISCIPLINE_COLOURS)]
        text.append(code, style=f"bold {colour}" if code.isupper() else colour)
    return text


DISCIPLINE_COLOURS = ("cyan", "magenta", "green", "yellow", "bright_blue", "bright_red")


def _states(card: Card) -> list[tuple[str, str]]:
    states = []
    if card.get("title"):
        states.append((card["title"], "yellow"))
    for key in ("locked", "wounded", "contested"):
        if card.get(key):
            states.append((key, "red bold" if key == "locked" else "red"))
    return states


def minion_line(card: Card, compact: bool) -> Text:
    """One card of a region on one line: name, blood/capacity, clan, Disciplines, title,
    locked, wounded, and the cards on it."""
    if card.get("hidden"):
        return Text(f"face down, {card['blood']} blood", style="dim")
    text = Text()
    text.append(card["name"], style="bold" if not card["locked"] else "dim")
    if "capacity" in card:
        put(text, f" {card['blood']}/{card['capacity']}")
    elif card["blood"]:
        put(text, f" {card['blood']} blood")
    if not compact and card.get("clan"):
        put(text, f" {card['clan']}", "italic")
    if card.get("disciplines"):
        text.append(" ")
        text.append_text(disciplines(card["disciplines"]))
    for state, style in _states(card):
        put(text, f" {state}", style)
    for attached in card.get("attached", ()):
        put(text, f" +{attached.get('name', 'card')}", "green")
    return text


def tile(card: Card) -> Panel:
    """A vampire (or any card in play) as a compact tile: name over blood/capacity and clan,
    the Disciplines, title and states, then the cards on it."""
    lines = Text()
    if card.get("hidden"):
        lines.append(f"face down\n{card['blood']} blood", style="dim")
        return Panel(lines, box=box.ROUNDED, width=TILE_WIDTH, border_style="dim")
    if "capacity" in card:
        lines.append(f"{card['blood']}/{card['capacity']} blood", style="bold red")
    elif card["blood"]:
        lines.append(f"{card['blood']} blood", style="bold red")
    if card.get("clan"):
        put(lines, f"{' ' if lines else ''}{card['clan']}", "italic")
    if card.get("disciplines"):
        lines.append("\n" if lines else "")
        lines.append_text(disciplines(card["disciplines"]))
    states = _states(card)
    if states:
        lines.append("\n" if lines else "")
        for n, (state, style) in enumerate(states):
            put(lines, f"{' ' if n else ''}{state}", style)
    for attached in card.get("attached", ()):
        lines.append("\n" if lines else "")
        lines.append(f"+{attached.get('name', 'card')}", style="green")
    title = Text(card["name"], style="bold" if not card["locked"] else "dim")
    border = "red" if card["locked"] else "blue"
    return Panel(
        lines, title=title, title_align="left", box=box.ROUNDED, width=TILE_WIDTH,
        border_style=border,
    )  # fmt: skip


TILE_WIDTH = 26
REGIONS = (("ready", "Ready"), ("torpor", "Torpor"), ("uncontrolled", "Uncontrolled"))


def _region(title: str, cards: list[Card], compact: bool, mine: bool) -> RenderableType:
    """A labelled region, drawn even when empty (its count in the title). Compact terminals get
    a labelled rule over one line per card, an empty region one line."""
    heading = Text(f"{title} ({len(cards)})", style="bold")
    if not cards:
        body: RenderableType = Text("empty", style="dim italic")
    elif title == "Uncontrolled" and (compact or not mine):
        parts = [
            f"▮{c['blood']}" if c.get("hidden") else f"{c['name']} {c['blood']}/{c['capacity']}"
            for c in cards
        ]
        body = Text(", ".join(parts))
    elif compact or title == "Uncontrolled":
        body = Group(*(minion_line(card, compact) for card in cards))
    else:
        body = Columns([tile(card) for card in cards])
    if compact:
        if not cards:
            heading.append(" empty", style="dim italic")
            return Rule(heading, align="left", style="dim")
        return Group(Rule(heading, align="left", style="dim"), body)
    return Panel(body, title=heading, title_align="left", box=box.ROUNDED, border_style="dim")


def seat_header(player: Player, decider: int | None, compact: bool) -> Text:
    """Name, pool, victory points, the Edge, the relation, hidden zone counts, hand size."""
    text = Text()
    text.append(player["name"], style="bold reverse" if player["seat"] == decider else "bold")
    where = relation(player, decider)
    if where:
        put(text, f" ({where})", "italic")
    if player["ousted"]:
        put(text, " ousted", "red bold")
    put(text, f"  pool {player['pool']}  VP {player['victory_points']}")
    if player["edge"]:
        put(text, "  the Edge", "magenta bold")
    sep = " " if compact else "  "
    counts = (
        f"crypt {player['crypt']}{sep}library {player['library']}{sep}"
        f"ash {len(player['ash_heap'])}{sep}hand {player['hand_size']}"
    )
    text.append("\n" + counts, style="dim")
    return text


def seat_panel(player: Player, decider: int | None, compact: bool) -> RenderableType:
    """A Methuselah's panel: the header over her ready region, torpor and uncontrolled region
    (each a labelled panel, shown even when empty) and her other cards in play."""
    mine = player["seat"] == decider
    parts: list[RenderableType] = [seat_header(player, decider, compact)]
    regions = {key: _region(title, player[key], compact, mine) for key, title in REGIONS}
    parts.append(regions["ready"])
    if compact:
        parts += [regions["torpor"], regions["uncontrolled"]]
    else:
        side = Table.grid(expand=True)
        side.add_column(ratio=1)
        side.add_column(ratio=1)
        side.add_row(regions["torpor"], regions["uncontrolled"])
        parts.append(side)
    if player["in_play"]:
        lines = Group(*(minion_line(card, compact) for card in player["in_play"]))
        heading = Text(f"In play ({len(player['in_play'])})", style="bold")
        if compact:
            parts += [Rule(heading, align="left", style="dim"), lines]
        else:
            parts.append(
                Panel(lines, title=heading, title_align="left", box=box.ROUNDED, border_style="dim")
            )
    if player.get("hand") and player["seat"] != decider:
        open_hand = Text("Hand: ", style="dim")
        open_hand.append(", ".join(c["name"] for c in player["hand"]))
        parts.append(open_hand)
    return Group(*parts)


def cost(card: Card) -> str:
    parts = []
    if card.get("blood_cost"):
        parts.append("X blood" if card["blood_cost"] < 0 else f"{card['blood_cost']} blood")
    if card.get("pool_cost"):
        parts.append("X pool" if card["pool_cost"] < 0 else f"{card['pool_cost']} pool")
    return ", ".join(parts)


def hand_line(card: Card, playable: bool) -> Text:
    """Name, type, cost, requirement; playable cards marked (with a ▸, not only a colour).

    A line too long for the panel wraps rather than losing its end."""
    text = Text()
    text.append("▸ " if playable else "  ", style="green bold")
    text.append(card["name"], style="bold" if playable else "")
    detail = ["/".join(card["types"])]
    if cost(card):
        detail.append(cost(card))
    requirement = " ".join([*card["disciplines"], *card["clans"]])
    if requirement:
        detail.append(requirement)
    put(text, " · ", "dim")
    put(text, " · ".join(detail), "dim")
    return text


# The goldfisher is "You": the engine's log names a Methuselah in the third person.
SECOND_PERSON = {"is": "are", "has": "have", "does": "do"}


def in_second_person(line: str) -> str:
    """ "You gains 1 pool" reads "You gain 1 pool": the verb after a leading "You"."""
    you, _, rest = line.partition(" ")
    verb, space, tail = rest.partition(" ")
    if you != "You" or not verb.endswith("s") or not verb.isalpha():
        return line
    if verb in SECOND_PERSON:
        verb = SECOND_PERSON[verb]
    elif verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        verb = verb[:-2]
    elif verb.endswith("ies"):
        verb = verb[:-3] + "y"
    else:
        verb = verb[:-1]
    return f"{you} {verb}{space}{tail}"


def log_line(entry: dict[str, Any]) -> Text:
    text = Text()
    text.append(f"{entry['turn']:>3}", style="dim")
    put(text, " " + in_second_person(entry["text"]))
    if entry["section"]:
        put(text, f" [{entry['section']}]", "dim cyan")
    return text


def card_sheet(card: Card | None, official: CardData | None) -> Text:
    """Everything printed on a card: types, clan, sect, capacity, Disciplines (basic lower
    case, superior upper case), group, title, costs, life and strength, then its full text;
    with what the card in play carries (blood, locked, the cards on it) when it is at the
    table."""
    text = Text()
    if official is None and card is None:
        return text
    name = official.printed_name if official is not None else card["name"]  # type: ignore[index]
    text.append(name, style="bold")
    if official is None:
        return text
    put(text, "  " + "/".join(official.types), "dim")
    facts: list[tuple[str, Text | str]] = []
    if official.clans:
        facts.append(("Clan", ", ".join(official.clans)))
    if official.sect:
        facts.append(("Sect", official.sect))
    if official.capacity is not None:
        facts.append(("Capacity", str(official.capacity)))
    if official.disciplines:
        codes = [c.upper() if lv >= 2 else c for c, lv in sorted(official.disciplines.items())]
        facts.append(("Disciplines", disciplines(codes)))
    if official.group:
        facts.append(("Group", official.group))
    if official.title:
        facts.append(("Title", official.title))
    costs = [
        f"{'X' if amount < 0 else amount} {unit}"
        for amount, unit in (
            (official.blood_cost, "blood"),
            (official.pool_cost, "pool"),
            (official.conviction_cost, "conviction"),
        )
        if amount
    ]
    if costs:
        facts.append(("Cost", ", ".join(costs)))
    for label, value in (("Life", official.life), ("Strength", official.strength)):
        if value is not None:
            facts.append((label, str(value)))
    if card is not None and "locked" in card:
        state = []
        if "blood" in card:
            state.append(f"{card['blood']} blood")
        state += [name for name, _ in _states(card)]
        state += [f"+{a.get('name', 'card')}" for a in card.get("attached", ())]
        if state:
            facts.append(("In play", ", ".join(state)))
    for label, value in facts:
        text.append(f"\n{label}: ", style="dim")
        text.append(value if isinstance(value, Text) else Text(value))
    text.append("\n\n" + official.text)
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
