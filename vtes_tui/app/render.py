"""Provides the text of the table: views (plain dicts from the sequencer) drawn as Rich Text."""

from __future__ import annotations

from typing import Any

from rich.style import Style
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
            put(text, f" {label} ", "dim")
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
    for whose, count in card.get("corruption", {}).items():
        states.append((f"{count} corruption ({whose})", "magenta"))
    return states


def amount(card: Card) -> str:
    """What a card in play carries: a vampire's blood of her capacity, an ally's or a
    retainer's life (its blood counters are its life, 1.5.5), other cards' counters."""
    if "capacity" in card:
        return f"{card['blood']}/{card['capacity']}"
    if {"Ally", "Retainer"} & set(card.get("types", ())):
        return f"{card['blood']} life"
    if card["blood"]:
        return f"{card['blood']} counter{'s' if card['blood'] > 1 else ''}"
    return ""


def attached_words(card: Card) -> list[Text]:
    """The cards on a minion, each with its life or counters and `locked`."""
    words = []
    for attached in card.get("attached", ()):
        word = Text(f"+{attached.get('name', 'card')}", style="green")
        for part in (amount(attached), "locked" if attached.get("locked") else ""):
            if part:
                put(word, f" {part}", "red" if part == "locked" else "green")
        words.append(word)
    return words


KIND_OF_CARD = ("Ally", "Retainer", "Equipment", "Location", "Master")


def kind(card: Card) -> str:
    """What a card in play other than a vampire is, by its types: Ally, Retainer, Equipment,
    Location, Master; "" for a vampire (or a card face down)."""
    if "capacity" in card or card.get("hidden"):
        return ""
    types = card.get("types", [])
    return "/".join([t for t in types if t in KIND_OF_CARD] or types)


def minion_words(card: Card, compact: bool) -> list[Text]:
    """A card of a region as words: name, blood/capacity (life, counters), its kind when it
    is no vampire (an ally, 6.1.5, a retainer, a location...), clan (not when compact),
    Disciplines, title, locked, wounded, and the cards on it."""
    if card.get("hidden"):
        return [Text(f"face down {card['blood']}", style="dim")]
    name = Text(card["name"], style="bold" if not card["locked"] else "dim")
    if amount(card):
        put(name, f" {amount(card)}")
    words = [name]
    if kind(card):
        words.append(Text(kind(card), style="italic"))
    if not compact and card.get("clan"):
        words.append(Text(card["clan"], style="italic"))
    words += [disciplines([code]) for code in card.get("disciplines", ())]
    words += [Text(state, style=style) for state, style in _states(card)]
    return words + attached_words(card)


def fit(text: Text, width: int, pad: bool = False) -> Text:
    """``text`` cut to ``width`` cells (an ellipsis marks the cut), padded to it if ``pad``."""
    text = text.copy()
    text.truncate(max(width, 0), overflow="ellipsis", pad=pad)
    return text


def flow(words: list[Text], width: int, indent: int = 0) -> list[Text]:
    """Words filled into lines of ``width`` cells, a space between them; lines after the first
    start with ``indent`` spaces; a word longer than a line is cut."""
    lines: list[Text] = []
    line = Text()
    for word in words:
        if line.cell_len > indent and line.cell_len + 1 + word.cell_len > width:
            lines.append(line)
            line = Text(" " * indent)
        if line.cell_len > indent or (line.cell_len and not lines):
            line.append(" ", style=GAP)  # a plain space: see put()
        line.append_text(word)
    lines.append(line)
    return [fit(line, width) for line in lines]


TILE_WIDTH = 21
# A tile no narrower: a name of 12 and blood of 3 on its bar, four Disciplines on a line.
NARROW_TILE = 16


def _name_words(name: str, style: str) -> list[Text]:
    return [Text(word, style=style) for word in name.split(" ")]


def tile(card: Card, width: int = TILE_WIDTH) -> list[Text]:
    """A card in play as a compact tile, ``width`` cells wide: a bar with its name (on two
    lines if need be) and what it carries (blood/capacity, life, counters; red when locked),
    then its clan or kind, title, `locked` and the other states, its Disciplines, and the
    cards on it with their own state, each wrapping rather than cut."""
    if card.get("hidden"):
        return [fit(Text(f"face down {card['blood']}", style="reverse dim"), width, pad=True)]
    bar_style = "bold reverse red" if card["locked"] else "bold reverse blue"
    carried = amount(card)
    bars = flow(_name_words(card["name"], ""), width)
    words = []
    if carried and bars[-1].cell_len + 1 + len(carried) <= width:
        bars[-1].append(" " * (width - bars[-1].cell_len - len(carried)) + carried)
    elif carried:
        words.append(Text(carried, style="bold"))  # a long name keeps its bar to itself
    lines = []
    for bar in bars:
        bar = fit(bar, width, pad=True)
        bar.stylize(bar_style)
        lines.append(bar)
    if card.get("clan"):
        words.append(Text(card["clan"], style="italic"))
    else:
        words.append(Text(kind(card), style="italic"))
        if "strength" in card:
            words.append(Text(f"str {card['strength']}"))
    words += [Text(state, style=style) for state, style in _states(card)]
    lines += flow(words, width, indent=1)
    if card.get("disciplines"):
        lines += flow([disciplines([code]) for code in card["disciplines"]], width, indent=1)
    for attached in card.get("attached", ()):
        parts = _name_words(f"+{attached.get('name', 'card')}", "green")
        if amount(attached):
            parts.append(Text(amount(attached), style="green"))
        if attached.get("locked"):
            parts.append(Text("locked", style="red"))
        lines += flow(parts, width, indent=1)
    return [fit(line, width, pad=True) for line in lines]


def tiles(cards: list[Card], width: int) -> list[Text]:
    """Tiles side by side, a space between them, as many to a row as ``width`` holds at
    TILE_WIDTH, or narrower (down to NARROW_TILE) when that puts one more in a row; the tiles
    of a row padded to the tallest."""
    per_row = max(1, (width + 1) // (TILE_WIDTH + 1))
    if len(cards) > per_row and (width + 1) // (NARROW_TILE + 1) > per_row:
        per_row = (width + 1) // (NARROW_TILE + 1)
    size = min(TILE_WIDTH, (width + 1) // per_row - 1) if per_row > 1 else TILE_WIDTH
    lines: list[Text] = []
    for start in range(0, len(cards), per_row):
        row = [tile(card, size) for card in cards[start : start + per_row]]
        for y in range(max(len(t) for t in row)):
            line = Text()
            for n, t in enumerate(row):
                if n:
                    line.append(" ")
                line.append_text(t[y] if y < len(t) else Text(" " * size))
            lines.append(fit(line, width))
    return lines


def label(title: str, cards: list[Card]) -> Text:
    text = Text(f"{title} ({len(cards)})", style="bold")
    if not cards:
        put(text, " empty", "dim italic")
    return text


def rule(heading: Text, width: int) -> Text:
    """A labelled line across the panel: the label, then a dim rule to the edge."""
    text = heading.copy()
    if text.cell_len + 2 <= width:
        text.append(" ")
        text.append("─" * (width - text.cell_len), style="dim")
    return fit(text, width)


def face_down(cards: list[Card]) -> list[Text]:
    """Other Methuselahs' uncontrolled vampires: face down, each with its blood (``▮2``); an
    ally recruited this turn lies there face up (6.1.5), named, with its life and "Ally"."""
    words = []
    for c in cards:
        if c.get("hidden"):
            words.append(Text(f"▮{c['blood']}"))
        else:
            words.append(Text(f"{c['name']} {amount(c)}"))
            if kind(c):
                words.append(Text(kind(c), style="italic"))
    return words


def region_lines(title: str, cards: list[Card], width: int, mine: bool) -> list[Text]:
    """A labelled region of a wide panel, drawn even when empty (its count in the label):
    a rule over tiles; the uncontrolled region one line per card, or, another Methuselah's,
    face down on one line."""
    heading = label(title, cards)
    if not cards:
        return [fit(heading, width)]
    if title == "Uncontrolled" and not mine:
        return flow([heading, *face_down(cards)], width, indent=1)
    if title == "Uncontrolled":
        lines = [flow(minion_words(card, False), width - 1, indent=2) for card in cards]
        return [rule(heading, width)] + [fit(Text(" ") + x, width) for y in lines for x in y]
    return [rule(heading, width), *tiles(cards, width)]


def compact_lines(player: Player, width: int, mine: bool) -> list[Text]:
    """A compact panel's regions (80x24), each labelled: the ready region a card a line (its
    words wrapping under it), "empty" when empty; then torpor (when a vampire is there), the
    uncontrolled region (the others' face down, one's own by name) and the cards in play
    flowing on together."""
    lines: list[Text] = []
    ready = player["ready"]
    tag = Text("Ready:", style="bold")
    if not ready:
        lines += flow([tag, Text("empty", style="dim italic")], width)
    for n, card in enumerate(ready):
        lead = tag if n == 0 else Text(" " * tag.cell_len)
        lines += flow([lead, *minion_words(card, True)], width, indent=tag.cell_len + 1)
    words: list[Text] = []
    if player["torpor"]:
        words.append(Text("Torpor:", style="bold"))
        for card in player["torpor"]:
            words += minion_words(card, True)
        words.append(Text("·", style="dim"))
    if player.get("incapacitated"):
        words.append(Text("Incapacitated:", style="bold"))  # imbued appendix 5
        for card in player["incapacitated"]:
            words += minion_words(card, True)
        words.append(Text("·", style="dim"))
    words.append(Text("Uncontrolled:", style="bold"))
    uncontrolled = player["uncontrolled"]
    if not uncontrolled:
        words.append(Text("empty", style="dim italic"))
    elif mine:
        last = len(uncontrolled) - 1
        for n, c in enumerate(uncontrolled):
            words.append(Text(f"{c['name']} {amount(c)}"))
            if kind(c):
                words.append(Text(kind(c), style="italic"))  # an ally recruited this turn
            words[-1].append("," if n < last else "")
    else:
        words += face_down(uncontrolled)
    if player["in_play"]:
        words += [Text("·", style="dim"), Text("In play:", style="bold")]
        for n, card in enumerate(player["in_play"]):
            card_words = minion_words(card, True)
            if n + 1 < len(player["in_play"]):
                card_words[-1].append(",")  # a name must not run into the next one
            words += card_words
    return lines + flow(words, width, indent=1)


# Shorter relations for a narrow seat line; the deciding player's name is already marked.
SHORT_RELATION = {"deciding": "", "prey & predator": "prey/pred", "predator": "pred"}


def _header(player: Player, gap: str, where: str, edge: str) -> Text:
    text = Text()
    if where:
        put(text, f" ({where})", "italic")
    if player["ousted"]:
        put(text, " ousted", "red bold")
    put(text, f"{gap}pool {player['pool']}{gap}VP {player['victory_points']}")
    if player["edge"]:
        put(text, f"{gap}{edge}", "magenta bold")
    return text


def seat_header(
    player: Player, decider: int | None, compact: bool = False, width: int | None = None
) -> Text:
    """Name, relation, ousted, pool, victory points, the Edge (one space apart when compact).

    In ``width`` cells when given: the labels shorten first (one space apart, "prey/pred",
    "Edge"), then the relation goes, then the name is cut; pool and VP are never cut."""
    where = relation(player, decider)
    short = SHORT_RELATION.get(where, where)
    gap = " " if compact else "  "
    forms = [(gap, where, "the Edge"), (" ", where, "the Edge"), (" ", short, "the Edge")]
    forms += [(" ", short, "Edge"), (" ", "", "Edge")]
    name = Text()
    name.append(player["name"], style="bold reverse" if player["seat"] == decider else "bold")
    for gap, where, edge in forms:
        rest = _header(player, gap, where, edge)
        if width is None or name.cell_len + rest.cell_len <= width:
            return Text.assemble(name, rest)
    return Text.assemble(fit(name, max(width - rest.cell_len, 1)), rest)


def seat_counts(player: Player) -> Text:
    """The hidden regions' counts and the hand's size."""
    return Text(
        f"crypt {player['crypt']} library {player['library']} ash {len(player['ash_heap'])}"
        f" hand {player['hand_size']}",
        style="dim",
    )


def seat_panel(player: Player, decider: int | None, compact: bool, width: int) -> list[Text]:
    """A Methuselah's panel as lines of ``width`` cells: her ready region, torpor and
    uncontrolled region, each labelled, shown even when empty, and her other cards in play. A
    wide panel has her header and counts in its frame (seat_header, seat_counts); a compact
    one starts with the header, her hand and library counts after it (the hand's alone when
    both do not fit on its line)."""
    mine = player["seat"] == decider
    lines: list[Text] = []
    if compact:
        header = seat_header(player, decider, compact, width)
        counts = Text(f"hand {player['hand_size']} lib {player['library']}", style="dim")
        if header.cell_len + 1 + counts.cell_len > width:
            counts = Text(f"hand {player['hand_size']}", style="dim")  # one line kept
        lines += flow([header, counts], width, indent=1)
        lines += compact_lines(player, width, mine)
    else:
        lines += region_lines("Ready", player["ready"], width, mine)
        torpor = region_lines("Torpor", player["torpor"], width, mine)
        uncontrolled = region_lines("Uncontrolled", player["uncontrolled"], width, mine)
        if len(torpor) == 1 and len(uncontrolled) == 1:
            # Two short regions share a line: "Torpor (0) empty · Uncontrolled (3) ▮0 ▮0".
            both = flow([torpor[0], Text("·", style="dim"), uncontrolled[0]], width)
            if len(both) == 1:
                torpor, uncontrolled = both, []
        lines += torpor + uncontrolled
        if player.get("incapacitated"):  # imbued appendix 5
            lines += region_lines("Incapacitated", player["incapacitated"], width, mine)
        in_play = player["in_play"]
        if in_play:
            lines += [rule(Text(f"In play ({len(in_play)})", style="bold"), width)]
            lines += tiles(in_play, width)
    if player.get("hand") and not mine:
        words = [Text("Hand:", style="dim"), *(Text(c["name"] + ",") for c in player["hand"])]
        words[-1].right_crop(1)
        lines += flow(words, width, indent=1)
    return lines


def cost(card: Card) -> str:
    parts = []
    if card.get("blood_cost"):
        parts.append("X blood" if card["blood_cost"] < 0 else f"{card['blood_cost']} blood")
    if card.get("pool_cost"):
        parts.append("X pool" if card["pool_cost"] < 0 else f"{card['pool_cost']} pool")
    return ", ".join(parts)


def hand_line(card: Card, playable: bool, width: int = 0) -> Text:
    """Name, type, cost, requirement; playable cards marked (with a ▸, not only a colour).

    A line too long for ``width`` (when given) puts type, cost and requirement on a line of
    their own under the name, and wraps rather than losing its end."""
    text = Text()
    text.append("▸ " if playable else "  ", style="green bold")
    style = "bold" if playable else ""
    if width and 2 + len(card["name"]) > width:
        # A name too long for the panel goes on under itself, never from the panel's edge.
        for n, line in enumerate(flow(_name_words(card["name"], style), max(width - 2, 8))):
            if n:
                text.append("\n  ")
            text.append_text(line)
    else:
        text.append(card["name"], style=style)
    detail = ["/".join(card["types"])]
    if cost(card):
        detail.append(cost(card))
    requirement = " ".join([*card["disciplines"], *card["clans"]])
    if requirement:
        detail.append(requirement)
    details = " · ".join(detail)
    if width and text.cell_len + 3 + len(details) > width:
        # Under the name, indented, broken between words: a list option does not wrap a line.
        words = [Text(word, style="dim") for word in details.split(" ")]
        for line in flow(words, max(width - 4, 8)):
            line.rstrip()
            text.append("\n    ")
            text.append_text(line)
    else:
        put(text, " · ", "dim")
        put(text, details, "dim")
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
        for key in ("ready", "torpor", "incapacitated", "in_play", "uncontrolled", "ash_heap"):
            for card in player.get(key, ()):
                add(card)
        for card in player.get("hand") or ():
            add(card)
    for card in table.get("playing", ()):
        add(card)
    return found
