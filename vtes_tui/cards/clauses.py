"""Provides the reading of card text into structured fields, done once when card data is built.

What a card's text says about when, by whom and how it is played becomes fields the rules check
the same way for every card, automated or not (DESIGN.md, "Card text is read once"): the
Discipline levels and the lines that apply at each (1.5.4), requirements (1.6.1.3), timing clauses
("only usable as the action is announced", "after blocks are declined"...), "do not replace
until..." (1.6.1.2), master card placement (1.6.2) and the special terms of section 11.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace

# 1.5.4: a line opening with Discipline icons applies at that level ("[dom]" basic, "[DOM]"
# superior, "[cel][pro]" icons side by side, "[cel] or [for]" either); a line without icons
# applies at every level.
_LEVEL_ICONS = re.compile(r"^((?:\[[a-zA-Z]{3}\] ?(?:or )?)+)")
_ICON = re.compile(r"\[([a-zA-Z]{3})\]")
# A multi-type card marks which type a line is played as: "[ACTION MODIFIER] +1 stealth.",
# "[abo] [COMBAT] ..."; a mark inside a sentence ("a political action card [POLITICAL ACTION]")
# names a card, not the line's type.
_TYPE_MARK = re.compile(
    r"^(?:\[[a-zA-Z]{3}\] ?)*\[(ACTION MODIFIER|COMBAT|REACTION|ACTION|POLITICAL ACTION)\]"
)
_MODE_LINE = re.compile(r"^\[(?:ACTION MODIFIER|COMBAT|REACTION|ACTION|POLITICAL ACTION)\]")
_TYPE_NAMES = {
    "ACTION MODIFIER": "Action Modifier",
    "COMBAT": "Combat",
    "REACTION": "Reaction",
    "ACTION": "Action",
    "POLITICAL ACTION": "Political Action",
}

# 10, 11: the special terms a crypt card's text can carry.
KEYWORDS = (
    "black hand",
    "blood cursed",
    "flight",
    "infernal",
    "non-unique",
    "red list",
    "scarce",
    "seraph",
    "slave",
    "sterile",
)
RED_LIST = "red list"
# A special term stands as a sentence of its own ("Blood cursed.", "Flight [FLIGHT].", "Black
# Hand: ...") or, for a slave, after its master clan ("Tremere slave.").
_KEYWORDS = {
    keyword: re.compile(
        rf"(?:^|[.:] |Camarilla |Sabbat |Black Hand )(?:\w+ ){{0,2}}?{keyword}(?=[.:]| \[| seraph)",
        re.IGNORECASE,
    )
    for keyword in KEYWORDS
}
# 11 (Unique): "Tupdogs are not unique." says what "Non-unique." does.
_NOT_UNIQUE = re.compile(r"(?:^|[.:] )\w+ are not unique\.")
# "Contract.", "Master. Contract. Trifle.", "Unique contract.": the first line names a contract.
_CONTRACT = re.compile(r"(?:^|\. )(?:unique )?contract\.")
# 11 (Slave): the clan a slave serves, named before "slave" ("Tremere antitribu slave").
_SLAVE_OF = re.compile(r"(\w+(?: antitribu)?) slave\b", re.IGNORECASE)

# 11: the special terms the rules carry out for every card: a crypt card whose text is only
# these (besides its sect and title) needs no definition to play itself.
HANDLED_KEYWORDS = (
    "black hand",
    "blood cursed",
    "seraph",
    "sterile",
    "infernal",
    "scarce",
    "non-unique",
    "flight",  # cards requiring Flight [FLIGHT] are played as a Discipline (1.5.4)
    "slave",
    "red list",  # marked, fought and burned for trophies (rules/red_list.py)
)

# 4.2: the unique form of a title: a prince of one city, one clan's justicar or Inner Circle
# member (10.1)...
_UNIQUE_TITLE = re.compile(
    r"(prince of [^:,.]+|baron of [^:,.]+|archbishop of [^:,.]+|\w+ justicar|\w+ inner circle"
    r"|\w+ (?:kholo|magaji)"
    r"|cardinal of [^:,.]+|regent)",
    re.IGNORECASE,
)

_SECTS = ("camarilla", "sabbat", "anarch", "laibon", "independent")
_TITLES = (
    "primogen",
    "prince",
    "justicar",
    "inner circle",
    "bishop",
    "archbishop",
    "priscus",
    "cardinal",
    "regent",
    "baron",
    "magaji",
    "kholo",
)
_REQUIRES = re.compile(r"Requires an? ([^.;]*)[.;]", re.IGNORECASE)
_OR = re.compile(r",? or (?!more|less|fewer)")
_CAPACITY_AT_LEAST = re.compile(r"capacity (\d+) or more|capacity above (\d+)")
_CAPACITY_AT_MOST = re.compile(r"capacity (\d+) or less|capacity (?:less|below) (?:than )?(\d+)")

# 1.6.2: "Put this card on a ready vampire you control", "on a Laibon or on a vampire with ..."
_PUT_ON = re.compile(r"Put this card on (?:a|an|any) ([^.,]*)")
_ONLY_ON = re.compile(r"Put this card on an? (\w+) or on a vampire with [A-Z][\w ]*\[([a-z]{3})\]")
_MASTER_DISCIPLINE = re.compile(r"(?:Master: )?Discipline\.")
_GRANTED_LEVEL = re.compile(r"level of [A-Z][\w ]*\[([a-z]{3})\]")

# 1.6.1: "Only one Giant's Blood can be played in a game", "... each turn".
_PLAY_LIMIT = re.compile(
    r"Only one [^.]+? (?:can|may) be played (?:or (?:called|equipped) )?"
    r"(each turn|(?:in|during) a game|per game)"
)

# 1.6.1: an ally's or a retainer's first line says what it is: "Zombie with 3 life.",
# "Animal with 1 life."
_CREATURE = re.compile(r"^(?:Unique )?([\w' -]+?) with \d+ life")

# "A minion can (or may) have only one vehicle", "A vampire can have only one Preternatural
# Strength".
_ONLY_ONE = re.compile(r"An? (?:minion|vampire) (?:can|may) have only one ([^.]*)\.")
# "A vampire may have no more than two Trophy: Libraries": copies of the card on one vampire.
_NO_MORE_THAN = re.compile(r"An? (?:minion|vampire) (?:can|may) have no more than (two|three) ")
# The kinds of card such a sentence can name, read from a card's first line ("Vehicle.").
ONLY_ONE_KINDS = ("archetype", "haven", "path", "skin", "vehicle")
_GRAPPLE = re.compile(r"(?:^|\s|\])Grapple\.")  # "Grapple. Only usable at close range."

# 6.1.6: "Any minion can burn this card as a Ⓓ action." (and the same said of vampires); the
# sentences that add costs, damage or clan conditions are left to the players.
# 1.6.2.1: an ability of a card in play its controller uses by paying it: "You can lock this
# card to ...", "Burn this location to ...", "This equipment's bearer can lock it to ...".
_HAND_ABILITY = re.compile(
    r"\b(lock|burn) this (?:card|location|equipment|retainer|ally|master)\b[^.]*? to ",
    re.IGNORECASE,
)
_BURN_ACTION = re.compile(
    r"(?:^|\. )(?:Any )?(minion|vampire)s? (?:can|may) burn this card as an? "
    r"(?:\+(\d) stealth )?Ⓓ action\.",
    re.IGNORECASE,
)

# 4.2: a card put on a vampire "to represent the unique Camarilla title of Toreador Justicar".
_REPRESENTS = re.compile(
    r"to represent the (unique )?(?:Camarilla |Sabbat |Anarch |Laibon )?title of ([A-Za-z' -]+)"
)
_TITLE_WORDS = (
    "inner circle",
    "justicar",
    "prince",
    "archbishop",
    "cardinal",
    "primogen",
    "bishop",
    "priscus",
    "baron",
    "regent",
    "imperator",
)

# "when a vampire who does not have Fortitude [for] attempts to block": the Discipline.
_BLOCKER_WITHOUT = re.compile(r"vampire who does not have [\w ]+\[(\w{3})\] attempts to block")
_DURING_RECRUIT = re.compile(r"only usable during an action to recruit or employ an? (\w+)", re.I)
_OTHER_ACTION = re.compile(r"[^.]*\bas an? (?:\+\d stealth )?Ⓓ action[^.]*\.?")

_STEALTH_ACTION = re.compile(r"\+(\d) stealth action", re.IGNORECASE)
_ADDITIONAL = re.compile(r"(?:(\d+) )?additional strikes?\b", re.IGNORECASE)
# "A vampire can play only one Soak each round", "... only one Sideslip at superior each round"
# ("at basic", "at [val]": the basic level).
_PLAY_ONLY_ONE = re.compile(
    r"(?:can|may) play only one .+? (?:at (superior|basic|\[[a-z]{3}\]) )?each "
    r"(round|combat|action)",
    re.IGNORECASE,
)
# "Only one Hell-for-Leather can be played at a given Discipline each combat": by anyone.
_ONE_PER_DISCIPLINE = "can be played at a given Discipline each combat"

# 1.6.1.2: when a card played with "Do not replace until ..." is replaced.
REPLACE_AFTER_ACTION = "after the action"
REPLACE_AFTER_COMBAT = "after combat"
REPLACE_UNLOCK = "unlock phase"
REPLACE_DISCARD = "discard phase"
REPLACE_OTHER = "other"
REPLACE_IN_PLAY = "while in play"  # "Do not replace as long as this card is in play"
_REPLACE = (
    (re.compile(r"Do not replace until after (?:this|the) action", re.I), REPLACE_AFTER_ACTION),
    (
        re.compile(r"Do not replace (?:these cards |this card )?until after combat", re.I),
        REPLACE_AFTER_COMBAT,
    ),
    (re.compile(r"Do not replace until your (?:next )?unlock phase", re.I), REPLACE_UNLOCK),
    (re.compile(r"Do not replace until your (?:next )?discard phase", re.I), REPLACE_DISCARD),
    (re.compile(r"Do not replace as long as this card is in play", re.I), REPLACE_IN_PLAY),
    (re.compile(r"Do not replace", re.I), REPLACE_OTHER),
)

# Timing clauses: the field each sets, and the words that say it.
_TIMING: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(words, re.IGNORECASE))
    for name, words in (
        ("as_announced", r"(?:as|when) (?:the|a|an undirected|a non-bleed) action is announced"),
        ("after_blocks", r"after blocks are declined"),
        (
            "block_attempted",
            r"if (?:a|an ally or younger|a younger) (?:minion|vampire)? ?"
            r"(?:attempts|is attempting) to block|when (?:a|an) [\w -]*?(?:minion|vampire|ally) "
            r"(?:attempts|is attempting) to block",
        ),
        (
            "if_blocked",
            r"if (?:this|the) (?:minion|vampire|action|Anarch) is blocked|when an action is "
            r"blocked",
        ),
        ("if_blocks", r"if this (?:vampire|minion) blocks"),
        ("after_block_resolution", r"after block resolution"),
        (
            "after_resolution",
            r"after (?:action )?resolution|after resolution of|at the end of a "
            r"successful action",
        ),
        (
            "if_successful",
            r"successful (?:directed )?(?:action|bleed)|action was successful|"
            r"if the bleed is successful",
        ),
        ("if_action_blocked", r"if the action was blocked"),
        ("if_directed", r"successful directed action"),
        ("after_bleed", r"successful bleed"),
        ("after_anarch_action", r"successful action requiring an Anarch or making this vampire"),
        ("younger_acting", r"if a younger vampire is (?:acting|bleeding you)"),
        ("younger_blocker", r"if an ally or younger vampire attempts to block"),
        ("for_one_or_more", r"\(for 1 or more\)"),
        (
            "during_bleed",
            r"(?<!not usable )during a bleed action|if a minion is bleeding you|a [\w -]*?is "
            r"bleeding you",
        ),
        ("not_during_bleed", r"not usable during a bleed action"),
        ("bleeding_you", r"is bleeding you|bleed (?:action )?against you"),
        ("directed_at_you", r"during an action directed at you"),
        # Not "You can burn (lock) this card during the polling step": a card in play's.
        (
            "during_polling",
            r"(?<!this card )during (?:the polling step|a referendum|the referendum)",
        ),
        ("before_votes", r"before (?:any )?votes (?:and|or) ballots"),
        ("referendum_passed", r"whose referendum passed"),
        ("only_by_locked", r"only usable by a locked"),
        ("usable_by_locked", r"usable by a locked"),
        ("wakes", r"\bwakes\b"),
        ("by_other_vampire", r"by a ready (?:unlocked )?vampire other than the acting minion"),
        (
            "by_other_unlocked",
            r"^(?!.*usable by a ready locked vampire).*"
            r"by a ready unlocked vampire other than the acting minion",
        ),
        ("during_equip", r"only usable during an equip action"),
        ("before_range", r"before range is (?:determined|chosen)"),
        ("before_strikes", r"before strikes are chosen"),
        ("as_strike_chosen", r"as this minion chooses a strike"),
        ("end_of_round", r"at the end of (?:a|the) round"),
        ("combat_ending", r"combat (?:is about to|would) end"),
        ("first_round", r"(?:on|during) the first round"),
        ("not_first_round", r"not usable (?:on |during )?(?:the )?first round"),
        ("close_range", r"only usable at close range"),
        ("long_range", r"only usable at long range"),
        ("continue_only", r"only usable to continue combat"),
        ("end_only", r"only usable to end combat"),
        ("optional_press", r"optional press"),
        ("optional_maneuver", r"optional maneuver"),
        ("limited", r"\(limited\)"),
        ("frenzy", r"^frenzy\.|\. frenzy\."),
        ("once_per_unlock", r"can play only one [^.]*? between (?:their|your|his) unlock phases"),
        # "monster": imbued appendix 4 (Determine).
        (
            "predator_acting",
            r"(?:minion|monster) controlled by your predator is (?:acting|bleeding you)",
        ),
        ("monster_acting", r"a monster controlled by your predator is bleeding you"),
        ("not_two_left", r"not usable if there are only two Methuselahs left"),
        ("younger_acting", r"if a younger vampire is (?:bleeding you|acting)|an acting younger"),
        (
            "ally_or_younger_acting",
            r"an ally or younger vampire is (?:bleeding you|acting)|a younger vampire's or an "
            r"ally's bleed|blocks an ally or younger vampire",
        ),
        ("before_block_resolution", r"before block resolution|is about to enter combat with"),
        ("about_to_enter_combat", r"is about to enter combat with"),
        ("once_per_turn", r"may play only one [^.]*? each turn"),
        ("opposing_not_ready", r"only usable if this \w+ is ready and the opposing minion is not"),
    )
)


@dataclass(frozen=True, slots=True)
class Alternative:
    """One way to meet a "Requires a ..." sentence: all its conditions hold (1.6.1.3)."""

    vampire: bool = False  # a vampire, not any minion
    sect: str = ""  # "camarilla", "sabbat", "anarch", "laibon", "independent"
    not_sect: str = ""  # "non-Camarilla", "non-anarch"
    titles: tuple[str, ...] = ()  # any one of them
    titled: bool = False
    non_titled: bool = False
    ready: bool = False
    capacity_at_least: int = 0
    capacity_at_most: int = 0
    non_sterile: bool = False
    keyword: str = ""  # "black hand", "infernal", "seraph"...
    not_keyword: str = ""  # "non-Red List"
    imbued: bool = False  # an imbued, not any minion (imbued appendix: "a ready imbued")


@dataclass(frozen=True, slots=True)
class PutOn:
    """1.6.2: where "Put this card on ..." allows a master card to go."""

    ready: bool = False
    minion: bool = False  # any minion; otherwise a vampire
    yours: bool = False  # one you control
    others: bool = False  # one another Methuselah controls
    group: str = ""  # "Laibon" in "on a Laibon or on a vampire with Protean [pro]"
    discipline: str = ""  # "pro" in the same sentence


@dataclass(frozen=True, slots=True)
class Clauses:
    """The structured reading of the text that applies at one level of a card (1.5.4)."""

    text: str = ""
    card_type: str = ""  # for a multi-type card: the type this line is played as
    directed: bool = False  # the action is marked Ⓓ
    bleed_action: bool = False  # "Ⓓ Bleed ..."
    stealth_action: int = 0  # "+N stealth action"
    additional_strikes: int = 0
    stealth: bool = False  # it gives stealth ("+1 stealth", "+X stealth")
    intercept: bool = False  # it gives intercept
    strike: bool = False  # the card is (or gives) a strike
    maneuver: bool = False
    press: bool = False
    prevent: bool = False
    as_announced: bool = False
    after_blocks: bool = False
    block_attempted: bool = False
    if_blocked: bool = False
    if_blocks: bool = False
    after_block_resolution: bool = False
    after_resolution: bool = False
    if_successful: bool = False
    if_action_blocked: bool = False
    if_directed: bool = False
    after_bleed: bool = False
    after_anarch_action: bool = False  # the action required an Anarch or made him one (10.5)
    younger_acting: bool = False  # the acting minion is a vampire younger than the reacting one
    younger_blocker: bool = False  # the blocker is an ally or younger than the acting vampire
    blocker_without: str = ""  # the blocker is a vampire without this Discipline (The Kiss of Ra)
    # "Only usable during an action to recruit or employ a wraith": that creature (Breath of
    # Thanatos)
    during_recruit: str = ""
    for_one_or_more: bool = False  # "if the bleed is successful (for 1 or more)"
    during_bleed: bool = False
    not_during_bleed: bool = False
    bleeding_you: bool = False
    directed_at_you: bool = False
    during_polling: bool = False
    before_votes: bool = False
    referendum_passed: bool = False
    only_by_locked: bool = False
    usable_by_locked: bool = False
    wakes: bool = False
    by_other_vampire: bool = False
    by_other_unlocked: bool = False
    during_equip: bool = False
    before_range: bool = False
    before_strikes: bool = False
    as_strike_chosen: bool = False
    end_of_round: bool = False
    combat_ending: bool = False  # "... and combat is about to end"
    first_round: bool = False
    not_first_round: bool = False
    close_range: bool = False
    long_range: bool = False
    continue_only: bool = False
    end_only: bool = False  # a press "only usable to end combat"
    optional_press: bool = False
    optional_maneuver: bool = False
    limited: bool = False
    frenzy: bool = False
    burn_action: str = ""  # 6.1.6: "minion" or "vampire": who can burn it as a Ⓓ action
    burn_action_stealth: int = 0  # "as a +1 stealth Ⓓ action"
    replace: str = ""  # 1.6.1.2: when a card saying "Do not replace until ..." is replaced
    once_per_unlock: bool = False  # "A minion can play only one ... between their unlock phases"
    predator_acting: bool = False  # "if a minion controlled by your predator is acting"
    monster_acting: bool = False  # "a monster controlled by your predator is bleeding you"
    not_two_left: bool = False  # "Not usable if there are only two Methuselahs left"
    younger_acting: bool = False  # "if a younger vampire is bleeding you" (1.5.2: capacity)
    once_each: str = ""  # "can play only one ... each round": "round", "combat" or "action"
    once_each_at: str = ""  # "... only one ... at superior (or basic) each ...": that level only
    # ("discipline": "Only one ... can be played at a given Discipline each combat", by anyone)
    have_only_one: bool = False  # "A minion can have only one ...": one copy on him at most
    ally_or_younger_acting: bool = False  # "when an ally or younger vampire is bleeding you"
    before_block_resolution: bool = False  # "... about to enter combat with an acting ..."
    # "if this vampire is about to enter combat with ...": not only as a blocker (the target of
    # an action that enters combat, a combat queued after another)
    about_to_enter_combat: bool = False
    once_per_turn: bool = False  # "A vampire may play only one Fillip each turn"
    # "Only usable if this Anarch is ready and the opposing minion is not" (in combat)
    opposing_not_ready: bool = False

    @property
    def locked_ok(self) -> bool:
        """A locked minion may play it: "usable by a locked ..." or a card that wakes him."""
        return self.usable_by_locked or self.wakes


NO_CLAUSES = Clauses()  # a card without levels (a crypt card): nothing its text limits


@dataclass(frozen=True, slots=True)
class Level:
    """One Discipline level a card can be played at (``""`` for none), with its clauses."""

    key: str  # "" none, "dom" basic, "DOM" superior; icons side by side use the first code
    clauses: Clauses


@dataclass(frozen=True, slots=True)
class CardClauses:
    """Everything read from one card's text (1.5.4, 1.6, 10, 11)."""

    levels: tuple[Level, ...] = ()
    keys: tuple[str, ...] = ()  # the keys of ``levels``
    requirement: tuple[Alternative, ...] = ()  # empty: no "Requires" sentence
    keywords: tuple[str, ...] = ()
    ability_text: str = ""  # a crypt card's text past its sect and title and handled terms
    unique_title: str = ""
    slave_of: str = ""  # 11 (Slave): the clan a slave serves ("Tremere antitribu")
    out_of_turn: bool = False
    trifle: bool = False
    location: bool = False
    # "This equipment card represents a location and does not count as equipment while in
    # play" (Palatial Estate, Living Manse): played as equipment, then not one
    not_equipment: bool = False
    gehenna: bool = False  # "Gehenna.": a Gehenna event (Fortschritt Library searches one)
    contract: bool = False  # "Contract.": a contract (Iliana: none can be placed on her)
    put_in_play: bool = False
    trophy: bool = False  # 1.6.2: "Master. Trophy.": a trophy (awarded, rules/red_list.py)
    put_on: PutOn | None = None
    discipline_grant: str | None = None  # 1.6.2.2: a master Discipline card: its code, or ""
    discipline_capacity: int = 0
    weapon: bool = False
    gun: bool = False  # a weapon saying it is a gun ("Weapon: gun.", "Weapon. Gun.")
    event: bool = False
    play_limit: str = ""  # "game" or "turn": only one copy played in a game / each turn
    multi: bool = False  # "More than one Discipline can be used to play this card"
    title: str = ""  # 4.2: the title the card represents on its vampire ("justicar"), and
    # ``unique_title`` its unique form ("toreador justicar")
    only_one: str = ""  # "name": one copy per minion; or a kind ("vehicle"): one of that kind
    at_most: int = 0  # "no more than two": copies per minion (Trophy: Library)
    kinds: tuple[str, ...] = ()  # the kinds of ``ONLY_ONE_KINDS`` its first line names
    creature: str = ""  # what an ally or retainer is: "zombie" in "Zombie with 3 life."
    hand_ability: str = ""  # "lock" or "burn": "You can lock (burn) this card to ..." (1.6.2.1)
    grapple: bool = False  # "Grapple.": a grapple card (Fae Contortion [myt] can cancel it)

    def level(self, key: str) -> Clauses:
        if "+" in key:
            return _joined(self.levels, key)
        for level in self.levels:
            if level.key == key:
                return level.clauses
        return self.levels[0].clauses if self.levels else NO_CLAUSES


@functools.cache
def _joined(levels: tuple[Level, ...], key: str) -> Clauses:
    """The clauses of levels played together ("obf+pre"): the lines of each, once."""
    parts = key.split("+")
    lines = [
        line for level in levels if level.key in parts for line in level.clauses.text.split("\n")
    ]
    return read_clauses("\n".join(dict.fromkeys(lines)))


def level_lines(text: str, level: str) -> str:
    """1.5.4: the lines of a card that apply at ``level``: the unmarked lines and the lines
    showing its icon (basic ``[dom]``, superior ``[DOM]``, or icons side by side).

    A card with no Discipline but several lines opening with a type mark ("[REACTION] +2
    intercept." / "[REACTION] Only usable by a locked prince...") has a mode per such line,
    keyed "1", "2"...: the unmarked lines and that line.
    """
    if not level:
        return text
    kept = []
    if level.isdigit():
        marked = 0
        for line in text.split("\n"):
            if _MODE_LINE.match(line):
                marked += 1
                if marked != int(level):
                    continue
            kept.append(line)
        return "\n".join(kept)
    for line in text.split("\n"):
        icons = _LEVEL_ICONS.match(line)
        if icons is None or f"[{level}]" in icons.group(1):
            kept.append(line)
    return "\n".join(kept)


def level_keys_printed(text: str, disciplines: dict[str, int], combo: bool) -> list[str]:
    """1.5.4: the levels a library card can be played at, as its text prints them.

    Each Discipline gives its basic level; its superior level exists when a line shows the
    upper-case icon. Icons side by side (``combo``) count as one Discipline, the first code.
    """
    if not disciplines:
        modes = sum(1 for line in text.split("\n") if _MODE_LINE.match(line))
        return [str(n) for n in range(1, modes + 1)] if modes > 1 else [""]
    codes = list(disciplines)[:1] if combo else list(disciplines)
    superior = {code.lower() for code in _ICON.findall(text) if code.isupper()}
    keys: list[str] = []
    for code in codes:
        keys.append(code)
        if code in superior:
            keys.append(code.upper())
    return keys


def read_clauses(level_text: str) -> Clauses:
    """The clauses of the lines that apply at one level."""
    values: dict[str, object] = {"text": level_text}
    flat = " ".join(level_text.split("\n"))
    for name, pattern in _TIMING:
        if pattern.search(flat):
            values[name] = True
    if values.get("not_first_round"):
        values.pop("first_round", None)  # "Not usable during the first round"
    mark = _TYPE_MARK.match(level_text.split("\n")[-1])
    if mark:
        values["card_type"] = _TYPE_NAMES[mark.group(1)]
    without = _BLOCKER_WITHOUT.search(flat)
    if without:
        values["block_attempted"] = True
        values["blocker_without"] = without.group(1).lower()
    recruit = _DURING_RECRUIT.search(flat)
    if recruit:
        values["during_recruit"] = recruit.group(1).lower()
    # Ⓓ marks the card's own action; not the other actions it allows ("Minions can burn
    # this card as a Ⓓ action", "may enter combat with any minion as a Ⓓ action"). The
    # sentences are looked for only where they can be: the pattern is slow on long texts.
    own = _OTHER_ACTION.sub("", flat) if "Ⓓ action" in flat else flat
    values["directed"] = "Ⓓ" in own
    values["bleed_action"] = bool(re.search(r"Ⓓ Bleed", flat))
    # The level's own line comes last and overrides: "[THA] As above, but ... +3 stealth action."
    stealth = _STEALTH_ACTION.findall(flat)
    values["stealth_action"] = int(stealth[-1]) if stealth else 0
    extra = _ADDITIONAL.search(flat)
    values["additional_strikes"] = int(extra.group(1) or 1) if extra else 0
    values["stealth"] = bool(re.search(r"\+(?:\d+|X) stealth(?! action)", flat))
    values["intercept"] = bool(re.search(r"\+(?:\d+|X) intercept", flat))
    values["strike"] = bool(re.search(r"(?:^|[\].]\s*)strike\b", level_text, re.I | re.M))
    values["maneuver"] = bool(re.search(r"\bmaneuver\b", flat, re.I))
    values["press"] = bool(re.search(r"\bpress\b", flat, re.I))
    values["prevent"] = bool(re.search(r"\bprevent\b", flat, re.I))
    burn = _BURN_ACTION.search(flat)
    if burn is not None:
        values["burn_action"] = burn.group(1).lower()
        values["burn_action_stealth"] = int(burn.group(2) or 0)
    for pattern, when in _REPLACE:
        if pattern.search(flat):
            values["replace"] = when
            break
    values["have_only_one"] = bool(re.search(r"(?:can|may) have only one", flat, re.I))
    only = _PLAY_ONLY_ONE.search(flat)
    if only:
        values["once_each"] = only.group(2).lower()
        if only.group(1):
            values["once_each_at"] = "superior" if only.group(1) == "superior" else "basic"
    elif _ONE_PER_DISCIPLINE in flat:
        values["once_each"], values["once_each_at"] = "combat", "discipline"
    return Clauses(**values)  # type: ignore[arg-type]


def read_card(
    text: str, types: tuple[str, ...], disciplines: dict[str, int], combo: bool, crypt: bool
) -> CardClauses:
    """Read a card's text once, when the card data is built."""
    first_line = text.split("\n", 1)[0]
    lower_first = first_line.lower()
    values: dict[str, object] = {}
    if crypt:
        keywords = [k for k, words in _KEYWORDS.items() if words.search(text)]
        if _NOT_UNIQUE.search(text) and "non-unique" not in keywords:
            keywords.append("non-unique")
        values["keywords"] = tuple(keywords)
        slave = _SLAVE_OF.search(text) if "slave" in keywords else None
        values["slave_of"] = slave.group(1) if slave else ""
        title = _UNIQUE_TITLE.search(text.split(":", 1)[0])
        values["unique_title"] = title.group(1).lower() if title else ""
        values["ability_text"] = _ability_text(text, "Vampire" in types)
        return CardClauses(**values)  # type: ignore[arg-type]
    keys = tuple(level_keys_printed(text, disciplines, combo))
    values["keys"] = keys
    values["levels"] = _as_above(
        tuple(Level(key, read_clauses(level_lines(text, key))) for key in keys)
    )
    values["requirement"] = _requirement(text)
    is_master = "Master" in types
    values["out_of_turn"] = is_master and "out-of-turn" in lower_first
    values["trifle"] = is_master and "trifle." in lower_first
    values["location"] = "location" in lower_first[:40]
    values["not_equipment"] = "Equipment" in types and "not count as equipment" in text
    values["gehenna"] = lower_first.startswith("gehenna")
    values["contract"] = bool(_CONTRACT.search(lower_first))
    creature = _CREATURE.match(first_line) if {"Ally", "Retainer"} & set(types) else None
    if creature:
        values["creature"] = creature.group(1).lower()
    # 1.6.2: a trophy is put in play with a master phase action, and waits there.
    trophy = is_master and "trophy." in lower_first
    values["trophy"] = trophy
    values["put_in_play"] = trophy or "Put this card in play" in text
    if "Ally" in types and _KEYWORDS[RED_LIST].search(text):
        values["keywords"] = (RED_LIST,)  # 11: a Red List ally (Ossian)
    ability = _HAND_ABILITY.search(text)
    if ability is not None:
        values["hand_ability"] = ability.group(1).lower()
    values["weapon"] = "Equipment" in types and "weapon" in lower_first
    values["gun"] = bool(values["weapon"]) and bool(re.search(r"\bgun\b", lower_first))
    values["event"] = "Event" in types
    limit = _PLAY_LIMIT.search(text)
    if limit:
        values["play_limit"] = "turn" if limit.group(1) == "each turn" else "game"
    values["multi"] = "More than one Discipline can be used to play this card" in text
    values["grapple"] = bool(_GRAPPLE.search(text))
    represents = _REPRESENTS.search(text)
    if represents is not None:
        named = represents.group(2).strip().lower()
        values["title"] = next((t for t in _TITLE_WORDS if t in named), named)
        values["unique_title"] = named if represents.group(1) else ""
    at_most = _NO_MORE_THAN.search(text)
    if at_most is not None:
        values["at_most"] = {"two": 2, "three": 3}[at_most.group(1)]
    only_one = _ONLY_ONE.search(text)
    if only_one is not None and "counter" not in only_one.group(1):
        what = only_one.group(1).lower()
        values["only_one"] = what if what in ONLY_ONE_KINDS else "name"
    values["kinds"] = tuple(k for k in ONLY_ONE_KINDS if re.search(rf"\b{k}\b", lower_first))
    put_on = _put_on(text)
    if put_on is not None:
        values["put_on"] = put_on
    if is_master and _MASTER_DISCIPLINE.match(text):
        granted = _GRANTED_LEVEL.search(text)
        values["discipline_grant"] = granted.group(1) if granted else ""
        values["discipline_capacity"] = 1 if "capacity" in text.lower() else 0
    return CardClauses(**values)  # type: ignore[arg-type]


_ONLY_AFTER = re.compile(r"only usable (?:at the end of|after resolution of) a successful", re.I)


def _as_above(levels: tuple[Level, ...]) -> tuple[Level, ...]:
    """A superior line saying "As above" keeps the basic line's "only one ... each ..." limit
    ("[ani] ... A vampire may play only one Drawing Out the Beast each combat. [ANI] As
    above, and ..."), its "(limited)" ("[PRE][PRO] As above, and ...": Revelation of the
    Serpent's bleed is limited at either level) and its Ⓓ ("[ser] Ⓓ Lock a ready minion ...
    [SER] As above, and ...": Revelation of Ecstasy is directed at either level) and its
    "only usable at the end of a successful action" (Sleep Unseen)."""
    basic = {level.key: level.clauses for level in levels if level.key.islower()}
    out = []
    for level in levels:
        below = basic.get(level.key.lower())
        own = level.clauses
        above = (
            level.key.isupper()
            and below is not None
            and re.search(rf"\[{level.key}\](?:\[[A-Z]+\])* As above", own.text) is not None
        )
        if above and below.once_each and not below.once_each_at and not own.once_each:
            own = replace(own, once_each=below.once_each)
        if above and below.limited and not own.limited:
            own = replace(own, limited=True)
        if above and not own.after_resolution and _ONLY_AFTER.search(below.text):
            own = replace(own, after_resolution=True)  # Sleep Unseen: "at the end of a ..."
        if above and below.directed and not own.directed:
            own = replace(own, directed=True, bleed_action=own.bleed_action or below.bleed_action)
        out.append(Level(level.key, own))
    return tuple(out)


def _ability_text(text: str, vampire: bool) -> str:
    """What a crypt card's text says past "Sect title:" and the special terms the rules carry
    out ("Sabbat: Black Hand. Sterile." says nothing more); an imbued has no sect head. A head
    with no colon is its own first line ("Anarch.", then the [MERGED] ability of an advanced
    vampire on the next)."""
    if vampire:
        head, _, rest = text.partition("\n")
        text = text.split(":", 1)[1] if ":" in head else rest
    sentences = [s.strip() for s in re.split(r"(?<=\.)\s+", text.strip()) if s.strip()]
    kept = [s for s in sentences if not _handled(s)]
    return " ".join(kept)


def _handled(sentence: str) -> bool:
    """A sentence that is only a special term the rules carry out: "Infernal.", "Flight
    [FLIGHT].", "Tremere slave.", "Tupdogs are not unique."."""
    term = _ICON_MARK.sub("", sentence).rstrip(".").lower()
    if term in HANDLED_KEYWORDS:
        return True
    return bool(_SLAVE_OF.fullmatch(term) or _NOT_UNIQUE_TERM.fullmatch(term))


_ICON_MARK = re.compile(r" \[[A-Z]+\]")
_NOT_UNIQUE_TERM = re.compile(r"\w+ are not unique")


def _put_on(text: str) -> PutOn | None:
    found = _PUT_ON.search(text)
    if found is None:
        return None
    words = found.group(1)
    only = _ONLY_ON.search(text)
    return PutOn(
        ready=words.startswith("ready"),
        minion="minion" in words,
        yours="you control" in words,
        others="controlled by another Methuselah" in words,
        group=only.group(1) if only else "",
        discipline=only.group(2) if only else "",
    )


def _requirement(text: str) -> tuple[Alternative, ...]:
    """1.6.1.3: a "Requires a ..." sentence as its alternatives ("a prince or justicar")."""
    found = _REQUIRES.search(text)
    if found is None:
        return ()
    words = found.group(1).lower()
    if words.startswith("discipline"):
        return ()  # "Requires a Discipline he does not have ...": not a requirement on the player
    if _OR.search(words) is None:
        # "ready, titled, non-Red List vampire" lists conditions of one alternative.
        return (_alternative(words, words),)
    # "ready archbishop, priscus, cardinal or regent": a list of alternatives.
    return tuple(_alternative(part, words) for part in re.split(rf"{_OR.pattern}|, ", words))


def _alternative(part: str, whole: str) -> Alternative:
    values: dict[str, object] = {"vampire": "vampire" in part, "imbued": "imbued" in part}
    for sect in _SECTS:
        if re.search(rf"non-{sect}", part):
            values["not_sect"] = sect
        elif re.search(rf"\b{sect}\b", part):
            values["sect"] = sect
    if "non-titled" in part or "without a title" in part:
        values["non_titled"] = True
    elif "titled" in part:
        values["titled"] = True
    titles = tuple(t for t in _TITLES if re.search(rf"\b{t}\b", part))
    if "city title" in part:
        titles = ("prince", "baron", "archbishop")  # 10: the titles held of a city
    if titles:
        values["titles"] = titles
    if whole.startswith("ready") or part.startswith("ready"):
        values["ready"] = True
    at_least = _CAPACITY_AT_LEAST.search(whole)
    if at_least:
        value = int(at_least.group(1) or int(at_least.group(2)) + 1)
        values["capacity_at_least"] = value
    at_most = _CAPACITY_AT_MOST.search(whole)
    if at_most:
        values["capacity_at_most"] = int(at_most.group(1) or int(at_most.group(2)) - 1)
    if "non-sterile" in whole:
        values["non_sterile"] = True
    for keyword in ("black hand", "infernal", "seraph", "red list"):
        if keyword in part and f"non-{keyword}" not in part:
            values["keyword"] = keyword
        elif f"non-{keyword}" in part:
            values["not_keyword"] = keyword
    return Alternative(**values)  # type: ignore[arg-type]
