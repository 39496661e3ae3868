"""Provides the judge screen's steps without any UI: a command drafted one answer at a time
(verb, then what it applies to, the amount, region, seat or host, then the card it is for), each
step's choices drawn from what the commanding Methuselah may see (her view: her own hand, every
table, ash heaps; another's hand and face-down cards never by name)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules.judge import CRYPT_REGIONS, LIBRARY_REGIONS, VERBS, Command
from ..rules.state import Region

# The verbs in the order offered, with what each does (rules/judge.py).
VERB_LINES = {
    "pool": "pool: a Methuselah gains or burns pool",
    "blood": "blood: add or remove blood, life or counters on a card",
    "lock": "lock a card in play",
    "unlock": "unlock a card in play",
    "move": "move a card between regions (search, put in play, ash heap to hand...)",
    "draw": "draw cards from the top of a library",
    "discard": "discard a card of your hand (you choose it)",
    "burn": "burn a card (to its owner's ash heap)",
    "attach": "put a card on a minion",
    "control": "a Methuselah takes control of a card in play",
    "reveal": "reveal one of your hidden cards to everyone",
    "shuffle": "shuffle a library or crypt",
    "corruption": "add or burn a Methuselah's corruption counters on a minion",
}

QUESTIONS = {
    "verb": "What does the card's text do?",
    "c": "Which card?",
    "s": "Which Methuselah?",
    "n": "How much?",
    "r": "To which region?",
    "h": "On which minion?",
    "b": "For which card? (named in the log)",
}

_SIGNED = (1, 2, 3, 4, 5, -1, -2, -3, -4, -5)
_CONTROLLED = ("ready", "torpor", "in play", "on card", "incapacitated")


@dataclass(frozen=True, slots=True)
class Spot:
    """A card the commanding Methuselah may see, where it is and whose it is."""

    card: dict[str, Any]
    seat: int
    region: str
    host: str = ""  # the card it is on, for a card on a card

    @property
    def uid(self) -> int:
        return int(self.card["uid"])

    @property
    def hidden(self) -> bool:
        return bool(self.card.get("hidden"))

    @property
    def crypt(self) -> bool:
        """A crypt card (1.3): only crypt cards have a capacity in a view, and a hidden card
        in an uncontrolled region or a crypt is one."""
        return "capacity" in self.card or (self.hidden and self.region in ("uncontrolled", "crypt"))

    def label(self, names: list[str]) -> str:
        if not self.hidden:
            name = self.card["name"]
        elif self.region in ("library", "crypt"):
            name = "the top card"
        else:
            name = "a face-down card"
        facts = []
        if self.card.get("blood"):
            facts.append(f"{self.card['blood']} blood")
        if self.card.get("locked"):
            facts.append("locked")
        what = f"{name} ({', '.join(facts)})" if facts else name
        if self.host:
            return f"{what} · on {self.host}, {names[self.seat]}'s"
        return f"{what} · {names[self.seat]}'s {self.region}"


@dataclass(frozen=True, slots=True)
class Pick:
    """One line of a step: its label and the value it gives the draft."""

    label: str
    value: Any
    spot: Spot | None = None


@dataclass(slots=True)
class Draft:
    """A judge command being written by ``seat``: the verb, then the answers by tag (rules/judge.py:
    c card, s seat, n amount, r region, h host, b the card it is for)."""

    seat: int
    verb: str | None = None
    answers: dict[str, Any] = field(default_factory=dict)
    spots: dict[str, Spot] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)

    @property
    def step(self) -> str | None:
        """The next question (a tag, or "verb"); None once the command is complete."""
        if self.verb is None:
            return "verb"
        return next((tag for tag in VERBS[self.verb] + "b" if tag not in self.answers), None)

    def answer(self, pick: Pick) -> None:
        step = self.step
        assert step is not None
        if step == "verb":
            self.verb = pick.value
        else:
            self.answers[step] = pick.value
            if pick.spot is not None:
                self.spots[step] = pick.spot
        self.labels[step] = pick.value if step == "verb" else pick.label.split(" · ")[0]
        self.order.append(step)

    def back(self) -> bool:
        """Take back the last answer; False when there is none."""
        if not self.order:
            return False
        step = self.order.pop()
        if step == "verb":
            self.verb = None
        else:
            self.answers.pop(step)
            self.spots.pop(step, None)
        self.labels.pop(step)
        return True

    def command(self) -> Command:
        assert self.verb is not None and self.step is None
        a = self.answers
        return Command(
            self.seat,
            self.verb,
            card=a.get("c"),
            target_seat=a.get("s"),
            amount=a.get("n", 0),
            region=a.get("r"),
            host=a.get("h"),
            because=a.get("b"),
        )

    def summary(self, names: list[str]) -> str:
        """What is chosen so far, in words."""
        chosen = [self.labels[tag] for tag in self.order]
        return " · ".join([f"{names[self.seat]} gives a judge command", *chosen])


def spots(table: dict[str, Any], seat: int) -> list[Spot]:
    """Every card ``seat`` may see at the table: her own hand first, then each Methuselah's
    cards in play (with the cards on them), uncontrolled region and ash heap."""
    found = [Spot(card, seat, "hand") for card in table["players"][seat]["hand"] or ()]

    def add(card: dict[str, Any], owner: int, region: str, host: str = "") -> None:
        found.append(Spot(card, owner, region, host))
        for on in card.get("attached", ()):
            add(on, owner, "on card", card.get("name", "a face-down card"))

    for player in table["players"]:
        for key, region in (("ready", "ready"), ("torpor", "torpor"), ("in_play", "in play"),
                            ("uncontrolled", "uncontrolled"),
                            ("incapacitated", "incapacitated")):  # fmt: skip
            for card in player.get(key, ()):
                add(card, player["seat"], region)
    for player in table["players"]:
        for card in reversed(player["ash_heap"]):  # the latest first
            found.append(Spot(card, player["seat"], "ash heap"))
    return found


def _searched(table: dict[str, Any], seat: int) -> list[Pick]:
    """Her library's and crypt's top cards unseen, then each card of them by name (search)."""
    searched = table["searched"]
    picks = []
    for key in ("library", "crypt"):
        top = searched[f"{key}_top"]
        if top is not None:
            hidden = Spot({"uid": top, "hidden": True}, seat, key)
            picks.append(Pick(f"the top card of your {key} (unseen)", top, hidden))
    for key in ("library", "crypt"):
        copies: dict[str, list[dict[str, Any]]] = {}
        for card in searched[key]:
            copies.setdefault(card["name"], []).append(card)
        for name, same in copies.items():  # one line a card: any copy will do
            spot = Spot(same[0], seat, key)
            count = f" ×{len(same)}" if len(same) > 1 else ""
            picks.append(Pick(f"{name}{count} · search your {key}", spot.uid, spot))
    return picks


def _card_picks(verb: str, table: dict[str, Any], seat: int) -> list[Pick]:
    names = [p["name"] for p in table["players"]]
    mine = [s for s in spots(table, seat) if s.seat == seat or not s.hidden or verb == "blood"]
    chosen: list[Spot]
    if verb == "discard":
        chosen = [s for s in mine if s.region == "hand"]
    elif verb == "reveal":
        chosen = [s for s in mine if s.seat == seat and s.region in ("hand", "uncontrolled")]
    elif verb in ("lock", "unlock", "control"):
        chosen = [s for s in mine if s.region in _CONTROLLED]
        if verb != "control":
            chosen = [s for s in chosen if bool(s.card.get("locked")) == (verb == "unlock")]
    elif verb == "blood":
        chosen = [s for s in mine if s.region in (*_CONTROLLED, "uncontrolled")]
    elif verb == "corruption":
        chosen = [s for s in mine if s.region in ("ready", "torpor", "incapacitated")]
    elif verb == "burn":
        chosen = [s for s in mine if s.region != "ash heap"]
    else:  # move, attach: any card she sees, and her library and crypt
        picks = [Pick(s.label(names), s.uid, s) for s in mine]
        return picks + _searched(table, seat)
    return [Pick(s.label(names), s.uid, s) for s in chosen]


def choices(draft: Draft, table: dict[str, Any]) -> list[Pick]:
    """The lines of the draft's next step, from ``table`` (the commander's judge view)."""
    step = draft.step
    names = [p["name"] for p in table["players"]]
    seat = draft.seat
    if step == "verb":
        return [Pick(line, verb) for verb, line in VERB_LINES.items()]
    if step == "c":
        assert draft.verb is not None
        return _card_picks(draft.verb, table, seat)
    if step == "s":
        others = [p["seat"] for p in table["players"] if not p["ousted"] and p["seat"] != seat]
        return [Pick(names[s] + (" (you)" if s == seat else ""), s) for s in [seat, *others]]
    if step == "n":
        amounts = range(1, 10) if draft.verb == "draw" else _SIGNED
        return [Pick(f"{n:+d}" if draft.verb != "draw" else str(n), n) for n in amounts]
    if step == "r":
        return [Pick(f"to {r.value}", r) for r in _regions(draft)]
    if step == "h":
        card = draft.answers.get("c")
        minions = [
            s
            for s in spots(table, seat)
            if s.region in ("ready", "torpor") and s.uid != card and not s.hidden
        ]
        return [Pick(s.label(names), s.uid, s) for s in minions]
    if step == "b":
        return [Pick("for no card", None), *_reasons(table, seat, names)]
    return []


def _regions(draft: Draft) -> list[Region]:
    if draft.verb == "shuffle":
        return [Region.LIBRARY, Region.CRYPT]
    spot = draft.spots.get("c")
    allowed = CRYPT_REGIONS if spot is not None and spot.crypt else LIBRARY_REGIONS
    here = spot.region if spot is not None else None
    return [r for r in allowed if r.value != here]


def _reasons(table: dict[str, Any], seat: int, names: list[str]) -> list[Pick]:
    """The cards being played first (the usual reason), then every card she sees by name."""
    playing = [Pick(f"for {c['name']} · being played", c["uid"]) for c in table["playing"]]
    seen = {pick.value for pick in playing}
    rest: dict[str, Pick] = {}  # copies in one place read the same: one line for them
    for s in spots(table, seat):
        label = f"for {s.label(names)}"
        if not s.hidden and s.uid not in seen:
            rest.setdefault(label, Pick(label, s.uid))
    return playing + list(rest.values())
