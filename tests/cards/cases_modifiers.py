"""Cases for action modifiers (6.2): one per card and Discipline level."""

from __future__ import annotations

from collections.abc import Callable

from harness import Case, card, logged, pool
from tables import FILLER

from vtes_tui.rules.course import no_reactions
from vtes_tui.rules.events import ActionEnded, CardMoved, MinionLocked
from vtes_tui.rules.permanents import bleed_amount, may_direct_at
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
Check = Callable[[Sequencer], None]
PREY = {"name": "Bob", "ready": []}


def _bleeder(vampire: str, hand: list[str], blood: int = 4) -> dict:
    return {"name": "Alice", "ready": [{"card": vampire, "blood": blood}], "hand": hand}


def _two_vampires(hand: list[str]) -> dict:
    """Alice with Krid, who acts, and Agrippina, who stays ready to play cards for him."""
    ready = [{"card": "Krid", "blood": 2}, {"card": "Agrippina", "blood": 5}]
    return {"name": "Alice", "ready": ready, "hand": hand}


def _prey(*ready: str | dict, pool: int = 30, hand: tuple[str, ...] = ()) -> dict:
    """Bob, Alice's prey, with minions who may block."""
    minions = [m if isinstance(m, dict) else {"card": m, "blood": 3} for m in ready]
    return {"name": "Bob", "ready": minions, "pool": pool, "hand": list(hand)}


# A blocker with 1 intercept (Sport Bike) and one with none.
BIKER = {"card": "Mazz", "blood": 3, "attached": ["Sport Bike"]}
WATCHER = "Normal"


def _blocked_by(name: str) -> tuple[str, str]:
    return ("block", f"Block with {name}")


# -- +bleed (6.1.1) -------------------------------------------------------------------------------


def _conditioning_dom(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 3  # a bleed of 1, +2
    assert card(seq.state, "Alice Chen").blood == 3  # 1 blood paid


def _conditioning_sup(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 4  # a bleed of 1, +3
    assert card(seq.state, "Madison").blood == 3


def _aire_toreador(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 3  # a bleed of 1, +1, +1 for a Toreador
    assert card(seq.state, "Delilah Easton").blood == 1  # 1 blood paid


def _aire_sup_not_toreador(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 3  # a bleed of 1, +2, no Toreador bonus for a Ventrue
    assert card(seq.state, "Madison").blood == 3


def _bled_for_2(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 2  # a bleed of 1, +1


def _unblocked_bled_for_2(seq: Sequencer) -> None:
    """+1 stealth turned the block attempt aside, and +1 bleed followed."""
    assert not card(seq.state, WATCHER).locked
    assert pool(seq, 1) == 30 - 2


def _bled_for_3(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 3  # a bleed of 1, +2


def _foreshadowing_low_pool(seq: Sequencer) -> None:
    assert pool(seq, 1) == 9 - 4  # a bleed of 1, +3 against 9 pool or less


# -- +stealth (6.2.2.2) -----------------------------------------------------------------------------


def _block_turned_aside(seq: Sequencer) -> None:
    """The block attempt fails: the blocker stays unlocked, the bleed of 1 lands."""
    assert pool(seq, 1) == 29
    assert not card(seq.state, "Mazz").locked


def _failed_blocker_stays_unlocked(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29
    assert not card(seq.state, WATCHER).locked


def _failed_blocker_locked(seq: Sequencer) -> None:
    """[OBF] Faceless Night: the minion whose attempt failed is locked before resolution."""
    assert pool(seq, 1) == 29
    assert card(seq.state, WATCHER).locked


def _freak_drive_success(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29  # the bleed succeeded
    assert not card(seq.state, "Aaron Bathurst").locked
    assert card(seq.state, "Aaron Bathurst").blood == 3  # 1 blood paid


def _freak_drive_blocked(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30  # the bleed was blocked
    assert card(seq.state, WATCHER).locked  # 6.2.2: the blocker locks
    assert not card(seq.state, "Amelia Locke").locked


def _hunt_unblocked(name: str, blood: int) -> Callable[[Sequencer], None]:
    """A check that the hunt got past a blocker with 1 intercept: the vampire paid 1 blood
    for the card and gained 1 from the hunt (6.1.2), so he has the ``blood`` he began with."""

    def check(seq: Sequencer) -> None:
        assert not card(seq.state, "Mazz").locked
        assert logged(seq, f"{name} gains 1 blood")
        assert card(seq.state, name).blood == blood

    return check


def _blocked_by_reaction(seq: Sequencer) -> None:
    """[NEC] +1 intercept: the blocker meets the hunt's +1 stealth and blocks."""
    assert logged(seq, "Krid is blocked by Brigitte Mandisa")
    assert card(seq.state, "Brigitte Mandisa").blood == 3 - 1 - 1  # 1 blood paid, 1 damage


def _labyrinth_outruns(seq: Sequencer) -> None:
    """Intercept 2 (Sport Bike, Raven Spy) +1 (Spectral Divination) = 3 < stealth 1 + 3."""
    assert not card(seq.state, "Brigitte Mandisa").locked
    assert card(seq.state, "Agrippina").blood == 3  # 1 blood paid, 1 gained from the hunt


def _hunt_past_biker(name: str) -> Callable[[Sequencer], None]:
    """A check that the hunt (+1 stealth) got past Mazz's 1 intercept, reduced by 1."""

    def check(seq: Sequencer) -> None:
        assert not card(seq.state, "Mazz").locked
        assert logged(seq, f"{name} gains 1 blood")

    return check


def _attempt_failed(name: str, blood: int) -> Callable[[Sequencer], None]:
    """A check that Mazz's block (intercept 1 against a bleed's 0 stealth) failed all the
    same, that he was not asked again, and that the bleeder has ``blood`` left."""

    def check(seq: Sequencer) -> None:
        assert not card(seq.state, "Mazz").locked
        assert logged(seq, "Mazz cannot block this action")
        assert pool(seq, 1) == 29
        assert card(seq.state, name).blood == blood

    return check


def _cannot_block(barred: str, other: str) -> Callable[[Sequencer], None]:
    """A check, at Bob's block prompt, that the chosen vampire is not offered to block."""

    def check(seq: Sequencer) -> None:
        assert seq.prompt is not None and seq.prompt.kind == "block"
        labels = [o.label for o in seq.prompt.options if o.key == "block"]
        assert not any(barred in label for label in labels), labels
        assert any(other in label for label in labels), labels

    return check


def _stays_locked(seq: Sequencer) -> None:
    """[DOM] The Sleeping Mind: Freak Drive cannot unlock Madison during this action."""
    assert pool(seq, 1) == 29
    assert card(seq.state, "Freak Drive").region is Region.ASH_HEAP
    assert card(seq.state, "Madison").locked


def _cloaked_by_another(seq: Sequencer) -> None:
    """Agrippina, not the acting Krid, played the card: +1 stealth."""
    assert not card(seq.state, WATCHER).locked
    assert pool(seq, 1) == 29


def _changed_target(seq: Sequencer) -> None:
    """Blocked, the action ended: no combat, Steve Booth unlocked and Mazz never locked;
    Steve Booth may act again, but not hunt again this turn."""
    assert not logged(seq, "enter combat")
    assert not card(seq.state, "Steve Booth").locked
    assert not card(seq.state, "Mazz").locked
    assert seq.prompt is not None and seq.prompt.kind == "action"
    labels = [o.label for o in seq.prompt.options]
    assert not any("Steve Booth hunts" in label for label in labels), labels
    assert any("Steve Booth bleeds" in label for label in labels), labels


def _mirror_walked(seq: Sequencer) -> None:
    """Blocked all the same: Mazz is locked and the action ends, with no combat."""
    assert card(seq.state, "Mazz").locked
    assert not logged(seq, "enter combat")
    assert pool(seq, 1) == 30


def _dawn(name: str, blood: int) -> Callable[[Sequencer], None]:
    """A check that no vampire could block (Bob was never asked), the bleed landed, and the
    vampire took its aggravated damage after resolution: wounded, to torpor."""

    def check(seq: Sequencer) -> None:
        assert not logged(seq, "Bob declines to block")
        assert pool(seq, 1) == 29
        vampire = card(seq.state, name)
        assert vampire.region is Region.TORPOR
        assert vampire.blood == blood

    return check


def _transformed_once(seq: Sequencer) -> None:
    """Unlocked after the bleed, he hunts the same turn; a second copy is not offered."""
    assert seq.state.turn == MINION["turn"]
    assert logged(seq, "Darrell Boyce, Consul gains 1 blood")
    assert card(seq.state, "Darrell Boyce, Consul").locked
    in_hand = [c for c in seq.state.players[0].hand if c.name == "Instantaneous Transformation"]
    assert len(in_hand) == 1
    assert seq.prompt is not None
    assert not any(
        o.key == "play" and "Instantaneous Transformation" in o.label for o in seq.prompt.options
    )


def _paid_to_block(seq: Sequencer) -> None:
    """[OBL] Normal, attempting as it was played, withdrew and paid nothing (G00088); Mazz,
    without Oblivion, burned 1 blood to attempt to block."""
    assert not card(seq.state, WATCHER).locked
    assert card(seq.state, WATCHER).blood == 3
    assert logged(seq, "Mazz burns 1 blood to attempt to block")


def _surcharged(seq: Sequencer) -> None:
    """Precognition cost Adelaide Davis 1 blood; then 1 damage in combat."""
    assert logged(seq, "Adelaide Davis plays Precognition")
    assert card(seq.state, "Adelaide Davis").blood == 3 - 1 - 1


def _replaced_after_the_action(seq: Sequencer) -> None:
    """As above, and Bob drew his replacement only once the action ended."""
    _surcharged(seq)
    events = seq.state.events
    ended = next(i for i, e in enumerate(events) if isinstance(e, ActionEnded))
    drawn = [
        i
        for i, e in enumerate(events)
        if isinstance(e, CardMoved) and e.destination is Region.HAND and e.card.owner == 1
    ]
    assert drawn and min(drawn) > ended


def _consigned(vampire: str) -> list[dict]:
    seeker = {"card": "Adelaide Davis", "blood": 3}
    return [
        _bleeder(vampire, ["Consign to Oblivion"], blood=3),
        _prey(seeker, hand=("Precognition", *[FILLER] * 6)),
    ]


def _cloaked(seq: Sequencer) -> None:
    """Shadow Cloak is on El Monseñor: Mazz (no Auspex) cannot direct actions at him; an
    Auspex minion (Adelaide Davis) can."""
    monsenor = card(seq.state, "El Monseñor")
    cloak = card(seq.state, "Shadow Cloak")
    assert cloak.host is monsenor
    assert not may_direct_at(card(seq.state, "Mazz"), monsenor)
    assert may_direct_at(card(seq.state, "Adelaide Davis"), monsenor)


def _cast_on(seq: Sequencer) -> None:
    """Shadow Cast is on El Monseñor, remembering Bob, the Methuselah he bled."""
    cast = card(seq.state, "Shadow Cast")
    assert cast.host is card(seq.state, "El Monseñor")
    assert cast.against == 1
    assert pool(seq, 1) == 29


def _spying(seq: Sequencer) -> None:
    """The bleed burned no pool, was unsuccessful (no Edge), and the card is on Agrippina."""
    assert pool(seq, 1) == 30
    assert seq.state.edge is None
    mission = card(seq.state, "Spying Mission")
    assert mission.host is card(seq.state, "Agrippina")
    assert mission.against == 1


def _marched_once(seq: Sequencer) -> None:
    """Unlocked after the bleed, he hunts the same turn; the second copy is not offered."""
    assert seq.state.turn == MINION["turn"]
    assert logged(seq, "Abu Nuwasi gains 1 blood")
    assert card(seq.state, "Abu Nuwasi").locked
    in_hand = [c for c in seq.state.players[0].hand if c.name == "Forced March"]
    assert len(in_hand) == 1
    assert seq.prompt is not None
    assert not any(o.key == "play" and "Forced March" in o.label for o in seq.prompt.options)


def _marched_on(seq: Sequencer) -> None:
    """+1 stealth got the hunt past 1 intercept; then 1 blood to unlock."""
    conde = card(seq.state, "Elizabeth Conde")
    assert not card(seq.state, "Mazz").locked
    assert not conde.locked
    assert conde.blood == 3 + 1 - 1


def _thin_air(name: str, blood: int) -> Callable[[Sequencer], None]:
    """A check that +stealth met the blocker's intercept, then 1 blood gave him -1 intercept:
    the block failed and the bleed landed."""

    def check(seq: Sequencer) -> None:
        assert not card(seq.state, "Mazz").locked
        assert pool(seq, 1) == 29
        assert card(seq.state, name).blood == blood

    return check


def _escaped(seq: Sequencer) -> None:
    """[DOM] Blocked all the same, he strikes: combat ends in the first round."""
    assert logged(seq, "Ermenegildo, The Rake strikes: Shroud of Absence: combat ends")
    assert not logged(seq, "Combat round 2")


def _cog(seq: Sequencer) -> None:
    """On Melinda Galbraith after her successful bleed: +1 bleed."""
    melinda = card(seq.state, "Melinda Galbraith")
    assert card(seq.state, "Enkil Cog").host is melinda
    assert bleed_amount(seq.state, melinda) == 2


def _bat_blocks(seq: Sequencer) -> None:
    assert logged(seq, "Krid is blocked by Badger")


def _stealth_case(name: str, level: str, vampire: str, blood: int = 4) -> Case:
    """+1 stealth during a bleed: a block at 0 intercept fails."""
    return Case(
        name,
        level,
        f"[{level}] +1 stealth: a block at 0 intercept fails.",
        [_bleeder(vampire, [name], blood=blood), _prey(WATCHER)],
        [
            ("bleed", f"{vampire} bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", f"{name} [{level}]"),
        ],
        _failed_blocker_stays_unlocked,
        MINION,
    )


def _bleed_case(name: str, level: str, vampire: str, bonus: int) -> Case:
    """+N bleed, played once blocks are declined."""

    def check(seq: Sequencer) -> None:
        assert pool(seq, 1) == 30 - 1 - bonus

    return Case(
        name,
        level,
        f"[{level}] +{bonus} bleed.",
        [_bleeder(vampire, [name]), PREY],
        [("bleed", f"{vampire} bleeds Bob"), ("play", f"{name} [{level}]")],
        check,
        MINION,
    )


def _combat_case(name: str, level: str, vampire: str, key: str, check: Check) -> Case:
    """A combat card of a multi-type modifier, played in the combat that follows a block."""
    return Case(
        name,
        level,
        f"[{level}] [COMBAT] {key}.",
        [_bleeder(vampire, [name]), _prey(WATCHER)],
        [
            ("bleed", f"{vampire} bleeds Bob"),
            _blocked_by(WATCHER),
            (key, f"{name} [{level}]"),
        ],
        check,
        MINION,
    )


def _pressed_automated(name: str) -> Check:
    """A check that the press (not resolved by hand) continued the combat."""

    def check(seq: Sequencer) -> None:
        assert logged(seq, "presses to continue combat")
        assert logged(seq, "Combat round 2")
        assert not logged(seq, f"resolves {name} by hand")

    return check


def _maneuvered_automated(name: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, "maneuvers to long range")
        assert not logged(seq, f"resolves {name} by hand")

    return check


def _ended_combat(vampire: str, blood: int) -> Check:
    """Strike: combat ends, before any damage; the card cost its blood."""

    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire}'s strike ends combat")
        assert card(seq.state, vampire).blood == blood

    return check


def _dodged(vampire: str, blood: int) -> Check:
    """Strike: dodge: the opposing hand strike does no damage."""

    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} dodges {WATCHER}'s strike")
        assert card(seq.state, vampire).blood == blood
        assert card(seq.state, WATCHER).blood == 3

    return check


def _beast_unlimited(seq: Sequencer) -> None:
    """Conditioning's +3 (limited) and Command of the Beast's +1 that does not count."""
    assert pool(seq, 1) == 30 - 1 - 3 - 1


def _blanketed(seq: Sequencer) -> None:
    """Ermenegildo, not the acting Krid, locked to have Mazz's attempt fail."""
    assert card(seq.state, "Ermenegildo, The Rake").locked
    assert card(seq.state, "Ermenegildo, The Rake").blood == 4 - 1
    assert not card(seq.state, "Mazz").locked
    assert pool(seq, 1) == 29


def _lies_unlocked(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29
    assert not card(seq.state, "Cao Nguyen").locked
    assert card(seq.state, "Cao Nguyen").blood == 4 - 2


def _absorbed(seq: Sequencer) -> None:
    """[aus] 1 blood for +1 intercept: Adelaide Davis blocks the hunt (then 1 damage)."""
    assert logged(seq, "Krid is blocked by Adelaide Davis")
    assert card(seq.state, "Adelaide Davis").blood == 3 - 1 - 1


def _reacted(blocker: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"Krid is blocked by {blocker}")

    return check


def _unlocked_after(name: str) -> Check:
    """A check that the bleed succeeded and the vampire was unlocked after it."""

    def check(seq: Sequencer) -> None:
        assert pool(seq, 1) == 29
        assert not card(seq.state, name).locked

    return check


def _murmured(seq: Sequencer) -> None:
    """Madison (older than Krid) locked to send the bleed to Carol."""
    madison = card(seq.state, "Madison")
    assert any(isinstance(e, MinionLocked) and e.card is madison for e in seq.state.events)
    assert pool(seq, 1) == 30
    assert pool(seq, 2) == 29


def _wrenched(seq: Sequencer) -> None:
    """X = 3: 3 blood for +3 bleed."""
    assert pool(seq, 1) == 30 - 1 - 3
    assert card(seq.state, "Anita Wainwright").blood == 3 - 3


def _blocker_burned(seq: Sequencer) -> None:
    assert logged(seq, f"{WATCHER} burns 2 blood or life")
    assert logged(seq, "Claudia is blocked by Normal")


def _stone_travel(seq: Sequencer) -> None:
    """1 blood burned for +1 stealth: the hunt gets past 1 intercept (and gains 1 blood)."""
    assert not card(seq.state, "Mazz").locked
    assert logged(seq, "Claudia gains 1 blood")
    assert card(seq.state, "Claudia").blood == 2 - 1 + 1


def _veiled_next(seq: Sequencer) -> None:
    """The block failed; Agrippina burned 1 blood: her hunt, the next action, has +2 stealth."""
    assert pool(seq, 1) == 29
    assert card(seq.state, "Agrippina").blood == 5 - 1
    assert seq.prompt is not None and seq.prompt.kind == "action"
    hunts = [o for o in seq.prompt.options if o.key == "hunt" and "Agrippina" in o.label]
    assert hunts and (hunts[0].numbers or {})["stealth"] == 2


def _tongue_tied(seq: Sequencer) -> None:
    """Mazz's attempt failed and no minion of Bob's may try again: the bleed lands."""
    assert logged(seq, f"{WATCHER} cannot block this action")
    assert not card(seq.state, "Mazz").locked
    assert pool(seq, 1) == 29


def _tongue_canceled(seq: Sequencer) -> None:
    """[AUS] Mazz paid 2 blood to cancel the card: the block stands."""
    assert logged(seq, "Mazz burns 2 blood or life to cancel Crocodile's Tongue")
    assert logged(seq, "Aleph is blocked by Mazz")


def _stole_blood(seq: Sequencer) -> None:
    """Strike: steal 1 blood: Normal lost 1 to Badger, who took 1 from his hand strike."""
    assert logged(seq, "Badger steals 1 blood from Normal")
    assert card(seq.state, WATCHER).blood == 3 - 1
    assert card(seq.state, "Badger").blood == 4 + 1 - 1


def _announced_stealth(seq: Sequencer) -> None:
    """[PRO] +1 stealth as the action is announced: the block prompt sees stealth 1."""
    assert seq.prompt is not None and seq.prompt.kind == "block"
    blocks = [o for o in seq.prompt.options if o.key == "block"]
    assert blocks and all((o.numbers or {})["stealth"] == 1 for o in blocks)


def _spoils(seq: Sequencer) -> None:
    assert card(seq.state, "Dodd").blood == 3 + 1
    assert pool(seq, 0) == 30 + 1


def _stronger(seq: Sequencer) -> None:
    """+1 strength in the combat: Atiena's hand strike does 2 damage."""
    assert logged(seq, "Atiena strikes: Hand strike: 2 damage")


def _humiliated(acting: str) -> Check:
    """A check that Mazz paid 1 blood to attempt to block the acting vampire, and blocked."""

    def check(seq: Sequencer) -> None:
        assert logged(seq, "Mazz burns 1 blood or life to attempt to block")
        assert logged(seq, f"{acting} is blocked by Mazz")

    return check


def _humiliated_and_weakened(acting: str) -> Check:
    """A check that Mazz paid 1 blood to attempt, and that his intercept (1, -1) fell short of
    the hunt's 1: the acting vampire hunted."""

    def check(seq: Sequencer) -> None:
        assert logged(seq, "Mazz burns 1 blood or life to attempt to block")
        assert not card(seq.state, "Mazz").locked
        assert logged(seq, f"{acting} gains 1 blood")

    return check


def _kissed(torpor: bool) -> Check:
    """A check that the block attempt was canceled, Mazz burned 2 blood, and the action ended
    without combat (and without success: Bob's pool is whole)."""

    def check(seq: Sequencer) -> None:
        mazz = card(seq.state, "Mazz")
        assert logged(seq, "Mazz burns 2 blood or life")
        assert not logged(seq, "enter combat")
        assert pool(seq, 1) == 30
        assert (mazz.region is Region.TORPOR) is torpor
        assert mazz.blood == 3 - 2

    return check


def _tangled(seq: Sequencer) -> None:
    """The action is canceled: no block, no combat; Steve Booth unlocks and may act again."""
    assert not logged(seq, "enter combat")
    assert not card(seq.state, "Mazz").locked
    assert not card(seq.state, "Steve Booth").locked
    assert pool(seq, 1) == 30


GANG = "Loyal Street Gang"


def _allies_barred(bleed: int) -> Check:
    """At Bob's block prompt: his ally is not offered, his vampire is; the bleed so far."""

    def check(seq: Sequencer) -> None:
        _cannot_block(GANG, WATCHER)(seq)
        assert seq.prompt is not None and (seq.prompt.context or {})["bleed"] == bleed

    return check


def _leveraged(seq: Sequencer) -> None:
    """The Edge burned for +1 bleed; the bleed would give it back: burned instead."""
    assert pool(seq, 1) == 30 - 2
    assert seq.state.edge is None


def _aggravated(seq: Sequencer) -> None:
    """Strike: 1 aggravated damage wounds Normal: he goes to torpor."""
    assert card(seq.state, WATCHER).region is Region.TORPOR


def _paid_blood_to_block(seq: Sequencer) -> None:
    assert logged(seq, "Mazz burns 1 blood to attempt to block")


def _escaped_with(card_name: str, vampire: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} strikes: {card_name}: combat ends")
        assert logged(seq, f"{vampire}'s strike ends combat")

    return check


def _crimethinc_self(seq: Sequencer) -> None:
    """Anastasia Grey became anarch (10.5), then unlocked."""
    anastasia = card(seq.state, "Anastasia Grey")
    assert anastasia.anarch
    assert not anastasia.locked


def _crimethinc_other(seq: Sequencer) -> None:
    """Ali Kar became anarch; another ready Anarch of hers, Indira, unlocked."""
    assert card(seq.state, "Ali Kar").anarch
    assert not card(seq.state, "Indira").locked


def _puppet(other: str) -> Check:
    """Another vampire of Alice's played the card: the acting Krid's bleed is 2."""

    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{other} plays Empowering the Puppet King")
        assert pool(seq, 1) == 30 - 2
        assert card(seq.state, other).blood == 3 - 1

    return check


def _ally_turned_aside(seq: Sequencer) -> None:
    """+1 stealth and -1 intercept to allies: the Loyal Street Gang's block fails."""
    assert not card(seq.state, GANG).locked
    assert pool(seq, 1) == 29


def _equipped(vampire: str, unlocked: bool) -> Check:
    """The equip action succeeded; after it, the vampire unlocked (or not)."""

    def check(seq: Sequencer) -> None:
        magnum = card(seq.state, ".44 Magnum")
        assert magnum.host is card(seq.state, vampire)
        assert card(seq.state, vampire).locked is not unlocked

    return check


def _unseen(seq: Sequencer) -> None:
    """Sleep Unseen is on Krid: Mazz (no Auspex) cannot direct actions at him."""
    krid = card(seq.state, "Krid")
    assert card(seq.state, "Sleep Unseen").host is krid
    assert not may_direct_at(card(seq.state, "Mazz"), krid)
    assert may_direct_at(card(seq.state, "Adelaide Davis"), krid)


def _silenced(seq: Sequencer) -> None:
    """[QUI] Susie Kano cannot block, nor play reaction cards (Deflection) this action."""
    _cannot_block("Susie Kano", WATCHER)(seq)
    assert no_reactions(seq.state, card(seq.state, "Susie Kano"))


def _day_operation(vampire: str) -> Check:
    """A check that the bleed landed and the vampire went to torpor after resolution."""

    def check(seq: Sequencer) -> None:
        assert pool(seq, 1) == 29
        assert card(seq.state, vampire).region is Region.TORPOR

    return check


def _psalm(seq: Sequencer) -> None:
    """1 pool burned for +1 bleed."""
    assert pool(seq, 0) == 30 - 1
    assert pool(seq, 1) == 30 - 2


def _guarded(seq: Sequencer) -> None:
    """Normal (a vampire) paid 1 blood to attempt to block; the Loyal Street Gang did not."""
    assert logged(seq, f"{WATCHER} burns 1 blood to attempt to block")
    assert logged(seq, f"{GANG} attempts to block")
    assert not logged(seq, f"{GANG} burns")


# -- combat (6.4.2, 6.4.4) --------------------------------------------------------------------------


def _maneuvered_long(seq: Sequencer) -> None:
    """[OBF] Swallowed by the Night as a maneuver (automated: not resolved by hand)."""
    assert logged(seq, "Agrippina maneuvers to long range")
    assert not logged(seq, "resolves Swallowed by the Night by hand")


def _pressed_on(seq: Sequencer) -> None:
    """The optional press of Resist Earth's Grasp continued the combat into a second round."""
    assert logged(seq, "presses to continue combat")
    assert logged(seq, "Combat round 2")


# -- votes (6.3.3) ---------------------------------------------------------------------------------


def _referendum_passed(seq: Sequencer) -> None:
    """Kine Resources Contested passed against the Prince's 2 votes: 3 points on Bob."""
    assert pool(seq, 1) == 30 - 3
    assert pool(seq, 0) == 30 - 1


def _politics(actor: str, card: str = "Bewitching Oration") -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": actor, "blood": 4}],
            "hand": ["Kine Resources Contested", card],
        },
        {"name": "Bob", "ready": [{"card": "Alice Chen", "blood": 3}]},
    ]


def _caller(actor: str, blood: int, card: str, *more: str) -> list[dict]:
    """Alice's vampire calls Kine Resources Contested; her Prince Alice Chen votes too."""
    ready = [{"card": actor, "blood": blood}, {"card": "Alice Chen", "blood": 3}]
    ready.extend({"card": name, "blood": 1} for name in more)
    return [
        {"name": "Alice", "ready": ready, "hand": ["Kine Resources Contested", card]},
        {"name": "Bob", "ready": []},
    ]


def _passed_by_3(card_name: str, level: str) -> list[tuple[str, str]]:
    """Alice casts the calling card's vote and her Prince's 2: it passes by 3."""
    tag = f" [{level}]" if level else ""
    return [
        *_KINE,
        ("vote-for", "Cast Kine Resources Contested's"),
        ("vote-for", "Cast Alice Chen's"),
        ("play", f"{card_name}{tag}"),
    ]


def _captivated(seq: Sequencer) -> None:
    """[pre] 3 votes: 3 blood on Steve Booth."""
    assert card(seq.state, "Steve Booth").blood == 1 + 3


def _captivated_to_pool(seq: Sequencer) -> None:
    """[PRE] 2 of the 3 blood to Alice's pool (after her 1 point), 1 to Madison."""
    assert card(seq.state, "Madison").blood == 2 + 1
    assert pool(seq, 0) == 30 - 1 + 2


def _amici(seq: Sequencer) -> None:
    """1 to the pool (untitled: 1 at most), 1 to each Lasombra."""
    assert pool(seq, 0) == 30 - 1 + 1
    assert card(seq.state, "Claudia").blood == 2
    assert card(seq.state, "Cameron").blood == 2


def _abstained(seq: Sequencer) -> None:
    """Alice Chen's 2 votes against were cancelled: 1 for, 0 against; she was locked."""
    assert pool(seq, 1) == 30 - 3
    assert logged(seq, "Alice Chen is locked and abstains")


def _abstained_and_burned(seq: Sequencer) -> None:
    _abstained(seq)
    assert card(seq.state, "Alice Chen").blood == 3 - 1


def _awed(vampire: str, blood: int) -> Callable[[Sequencer], None]:
    """A check that the referendum passed with the bought votes and the blood was burned."""

    def check(seq: Sequencer) -> None:
        assert pool(seq, 1) == 30 - 3
        assert card(seq.state, vampire).blood == blood

    return check


def _scalpel(actor: str, level: str) -> list[tuple[str, str]]:
    return [
        *_KINE,
        ("vote-for", "Cast Kine Resources Contested's"),
        ("vote-against", "Cast Alice Chen's"),
        ("play", f"Scalpel Tongue [{level}]"),
    ]


def _awe(level: str, x: int) -> list[tuple[str, str]]:
    return [
        *_KINE,
        ("play", f"Awe [{level}]"),
        ("blood", f"X = {x}"),
        ("vote-against", "Cast Alice Chen's"),
        ("vote-for", "Cast Kine Resources Contested's"),
        ("vote-for", "Cast"),
    ]


_KINE = [
    ("political", "calls Kine Resources Contested"),
    ("point", "Bob"),
    ("point", "Bob"),
    ("point", "Bob"),
]


def _oration(actor: str, level: str, card: str = "Bewitching Oration") -> list[tuple[str, str]]:
    """Alice plays the card, Bob casts his Prince against, Alice casts hers for."""
    tag = f" [{level}]" if level else ""
    return [
        *_KINE,
        ("play", f"{card}{tag}"),
        ("vote-against", "Cast Alice Chen's"),
        ("vote-for", f"Cast {actor}'s"),
        ("vote-for", "Cast Kine Resources Contested's"),
    ]


CASES = [
    Case(
        "Conditioning",
        "dom",
        "[dom] +2 bleed (limited); it costs 1 blood.",
        [_bleeder("Alice Chen", ["Conditioning"]), PREY],
        [("bleed", "Alice Chen bleeds Bob"), ("play", "Conditioning [dom]")],
        _conditioning_dom,
        MINION,
    ),
    Case(
        "Conditioning",
        "DOM",
        "[DOM] +3 bleed (limited).",
        [_bleeder("Madison", ["Conditioning"]), PREY],
        [("bleed", "Madison bleeds Bob"), ("play", "Conditioning [DOM]")],
        _conditioning_sup,
        MINION,
    ),
    Case(
        "Aire of Elation",
        "pre",
        "[pre] +1 bleed, +1 more for a Toreador; it costs 1 blood.",
        [_bleeder("Delilah Easton", ["Aire of Elation"], blood=2), PREY],
        [("bleed", "Delilah Easton bleeds Bob"), ("play", "Aire of Elation [pre]")],
        _aire_toreador,
        MINION,
    ),
    Case(
        "Aire of Elation",
        "PRE",
        "[PRE] +2 bleed; no Toreador bonus for a Ventrue.",
        [_bleeder("Madison", ["Aire of Elation"]), PREY],
        [("bleed", "Madison bleeds Bob"), ("play", "Aire of Elation [PRE]")],
        _aire_sup_not_toreador,
        MINION,
    ),
    Case(
        "Bonding",
        "dom",
        "[dom] +1 bleed (limited).",
        [_bleeder("Alice Chen", ["Bonding"]), PREY],
        [("bleed", "Alice Chen bleeds Bob"), ("play", "Bonding [dom]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Bonding",
        "DOM",
        "[DOM] +1 stealth and +1 bleed: a block at 0 intercept fails, the bleed is 2.",
        [_bleeder("Madison", ["Bonding"]), _prey(WATCHER)],
        [("bleed", "Madison bleeds Bob"), _blocked_by(WATCHER), ("play", "Bonding [DOM]")],
        _unblocked_bled_for_2,
        MINION,
    ),
    Case(
        "Foreshadowing Destruction",
        "dom",
        "[dom] +1 bleed (limited).",
        [_bleeder("Alice Chen", ["Foreshadowing Destruction"]), PREY],
        [("bleed", "Alice Chen bleeds Bob"), ("play", "Foreshadowing Destruction [dom]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Foreshadowing Destruction",
        "DOM",
        "[DOM] +3 bleed against a Methuselah with 9 pool or less.",
        [_bleeder("Madison", ["Foreshadowing Destruction"]), _prey(pool=9)],
        [("bleed", "Madison bleeds Bob"), ("play", "Foreshadowing Destruction [DOM]")],
        _foreshadowing_low_pool,
        MINION,
    ),
    Case(
        "Confusion",
        "dem",
        "[dem] +1 bleed (limited).",
        [_bleeder("Boy Toy", ["Confusion"], blood=2), PREY],
        [("bleed", "Boy Toy bleeds Bob"), ("play", "Confusion [dem]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Confusion",
        "DEM",
        "[DEM] +1 stealth and +1 bleed: a block at 0 intercept fails, the bleed is 2.",
        [_bleeder("Arthur Denholm", ["Confusion"]), _prey(WATCHER)],
        [("bleed", "Arthur Denholm bleeds Bob"), _blocked_by(WATCHER), ("play", "Confusion [DEM]")],
        _unblocked_bled_for_2,
        MINION,
    ),
    Case(
        "Lost in Crowds",
        "obf",
        "[obf] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Krid", ["Lost in Crowds"], blood=2), _prey(WATCHER)],
        [("bleed", "Krid bleeds Bob"), _blocked_by(WATCHER), ("play", "Lost in Crowds [obf]")],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Lost in Crowds",
        "OBF",
        "[OBF] +2 stealth: a block at 1 intercept fails.",
        [_bleeder("Agrippina", ["Lost in Crowds"]), _prey(BIKER)],
        [("bleed", "Agrippina bleeds Bob"), _blocked_by("Mazz"), ("play", "Lost in Crowds [OBF]")],
        _block_turned_aside,
        MINION,
    ),
    Case(
        "Faceless Night",
        "obf",
        "[obf] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Krid", ["Faceless Night"], blood=2), _prey(WATCHER)],
        [("bleed", "Krid bleeds Bob"), _blocked_by(WATCHER), ("play", "Faceless Night [obf]")],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Faceless Night",
        "OBF",
        "[OBF] +1 stealth, and the minion who attempted to block and failed is locked.",
        [_bleeder("Agrippina", ["Faceless Night"]), _prey(WATCHER)],
        [("bleed", "Agrippina bleeds Bob"), _blocked_by(WATCHER), ("play", "Faceless Night [OBF]")],
        _failed_blocker_locked,
        MINION,
    ),
    Case(
        "Swallowed by the Night",
        "obf",
        "[obf] [ACTION MODIFIER] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Krid", ["Swallowed by the Night"], blood=2), _prey(WATCHER)],
        [
            ("bleed", "Krid bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Swallowed by the Night [obf]"),
        ],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Swallowed by the Night",
        "OBF",
        "[OBF] [COMBAT] Maneuver: the range becomes long.",
        [_bleeder("Agrippina", ["Swallowed by the Night"]), _prey(WATCHER)],
        [
            ("bleed", "Agrippina bleeds Bob"),
            _blocked_by(WATCHER),
            ("maneuver", "Swallowed by the Night [OBF]"),
        ],
        _maneuvered_long,
        MINION,
    ),
    Case(
        "Resist Earth's Grasp",
        "cel",
        "[cel] [COMBAT] Maneuver with 1 optional press: the press continues the combat.",
        [_bleeder("Mazz", ["Resist Earth's Grasp"]), _prey(WATCHER)],
        [
            ("bleed", "Mazz bleeds Bob"),
            _blocked_by(WATCHER),
            ("maneuver", "Resist Earth's Grasp [cel]"),
            ("press", "Use the optional press to continue combat"),
        ],
        _pressed_on,
        MINION,
    ),
    Case(
        "Resist Earth's Grasp",
        "CEL",
        "[CEL] [ACTION MODIFIER] +1 stealth; it costs 1 blood.",
        [_bleeder("Steve Booth", ["Resist Earth's Grasp"]), _prey(WATCHER)],
        [
            ("bleed", "Steve Booth bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Resist Earth's Grasp [CEL]"),
        ],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Bewitching Oration",
        "pre",
        "[pre] +2 votes: 3 votes for beat a Prince's 2 against.",
        _politics("Mazz"),
        _oration("Mazz", "pre"),
        _referendum_passed,
        MINION,
    ),
    Case(
        "Bewitching Oration",
        "PRE",
        "[PRE] +4 votes: 5 votes for beat a Prince's 2 against.",
        _politics("Madison"),
        _oration("Madison", "PRE"),
        _referendum_passed,
        MINION,
    ),
    Case(
        "Freak Drive",
        "for",
        "[for] After a successful action: unlock this vampire; it costs 1 blood.",
        [_bleeder("Aaron Bathurst", ["Freak Drive"]), PREY],
        [("bleed", "Aaron Bathurst bleeds Bob"), ("play", "Freak Drive [for]")],
        _freak_drive_success,
        MINION,
    ),
    Case(
        "Freak Drive",
        "FOR",
        "[FOR] After a blocked action: unlock this vampire.",
        [_bleeder("Amelia Locke", ["Freak Drive"]), _prey(WATCHER)],
        [
            ("bleed", "Amelia Locke bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Freak Drive [FOR]"),
        ],
        _freak_drive_blocked,
        MINION,
    ),
    Case(
        "Eyes of Chaos",
        "dem",
        "[dem] +1 bleed (limited).",
        [_bleeder("Boy Toy", ["Eyes of Chaos"], blood=2), PREY],
        [("bleed", "Boy Toy bleeds Bob"), ("play", "Eyes of Chaos [dem]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Eyes of Chaos",
        "DEM",
        "[DEM] +2 bleed (limited).",
        [_bleeder("Arthur Denholm", ["Eyes of Chaos"]), PREY],
        [("bleed", "Arthur Denholm bleeds Bob"), ("play", "Eyes of Chaos [DEM]")],
        _bled_for_3,
        MINION,
    ),
    Case(
        "Changeling",
        "vic",
        "[vic] +1 bleed during a bleed action (limited).",
        [_bleeder("America Johnson", ["Changeling"]), PREY],
        [("bleed", "America Johnson bleeds Bob"), ("play", "Changeling [vic]")],
        _bled_for_2,
        MINION,
    ),
    Case(
        "Changeling",
        "VIC",
        "[VIC] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Caliban", ["Changeling"]), _prey(WATCHER)],
        [("bleed", "Caliban bleeds Bob"), _blocked_by(WATCHER), ("play", "Changeling [VIC]")],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Earth Control",
        "pro",
        "[pro] +1 stealth, for 1 blood: a hunt (+1 stealth) gets past 1 intercept.",
        [_bleeder("Anastasia Grey", ["Earth Control"], blood=3), _prey(BIKER)],
        [("hunt", "Anastasia Grey hunts"), _blocked_by("Mazz"), ("play", "Earth Control [pro]")],
        _hunt_unblocked("Anastasia Grey", 3),
        MINION,
    ),
    Case(
        "Earth Control",
        "PRO",
        "[PRO] +2 stealth: a bleed (0 stealth) gets past 1 intercept.",
        [_bleeder("Badger", ["Earth Control"]), _prey(BIKER)],
        [("bleed", "Badger bleeds Bob"), _blocked_by("Mazz"), ("play", "Earth Control [PRO]")],
        _block_turned_aside,
        MINION,
    ),
    Case(
        "Shadow Play",
        "obt",
        "[obt] +1 stealth, for 1 blood: a hunt (+1 stealth) gets past 1 intercept.",
        [_bleeder("Claudia", ["Shadow Play"], blood=2), _prey(BIKER)],
        [("hunt", "Claudia hunts"), _blocked_by("Mazz"), ("play", "Shadow Play [obt]")],
        _hunt_unblocked("Claudia", 2),
        MINION,
    ),
    Case(
        "Shadow Play",
        "OBT",
        "[OBT] +2 stealth: a bleed (0 stealth) gets past 1 intercept.",
        [_bleeder("Ermenegildo, The Rake", ["Shadow Play"]), _prey(BIKER)],
        [
            ("bleed", "Ermenegildo, The Rake bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Shadow Play [OBT]"),
        ],
        _block_turned_aside,
        MINION,
    ),
    Case(
        "Forgotten Labyrinth",
        "obf",
        "[obf] +2 stealth, not during a bleed: a hunt (+1 stealth) gets past 1 intercept.",
        [_bleeder("Krid", ["Forgotten Labyrinth"], blood=2), _prey(BIKER)],
        [("hunt", "Krid hunts"), _blocked_by("Mazz"), ("play", "Forgotten Labyrinth [obf]")],
        _hunt_unblocked("Krid", 2),
        MINION,
    ),
    Case(
        "Forgotten Labyrinth",
        "OBF",
        "[OBF] +3 stealth: a hunt (+1 stealth) at 4 gets past intercept 2, then 3.",
        [
            _bleeder("Agrippina", ["Forgotten Labyrinth"], blood=3),
            _prey(
                {"card": "Brigitte Mandisa", "blood": 4, "attached": ["Sport Bike", "Raven Spy"]},
                hand=("Spectral Divination",),
            ),
        ],
        [
            ("hunt", "Agrippina hunts"),
            _blocked_by("Brigitte Mandisa"),
            ("play", "Forgotten Labyrinth [OBF]"),
            ("play", "Spectral Divination [NEC]"),
        ],
        _labyrinth_outruns,
        MINION,
    ),
    Case(
        "Spectral Divination",
        "nec",
        "[nec] [ACTION MODIFIER] +1 stealth, for 1 blood: a hunt gets past 1 intercept.",
        [_bleeder("Abebe", ["Spectral Divination"], blood=3), _prey(BIKER)],
        [("hunt", "Abebe hunts"), _blocked_by("Mazz"), ("play", "Spectral Divination [nec]")],
        _hunt_unblocked("Abebe", 3),
        MINION,
    ),
    Case(
        "Spectral Divination",
        "NEC",
        "[NEC] [REACTION] +1 intercept: the blocker meets the hunt's +1 stealth.",
        [_bleeder("Krid", [], blood=2), _prey("Brigitte Mandisa", hand=("Spectral Divination",))],
        [
            ("hunt", "Krid hunts"),
            _blocked_by("Brigitte Mandisa"),
            ("play", "Spectral Divination [NEC]"),
        ],
        _blocked_by_reaction,
        MINION,
    ),
    Case(
        "Ominous Chorus",
        "",
        "This Lasombra gets +3 votes: 4 votes for beat a Prince's 2 against.",
        _politics("Claudia", "Ominous Chorus"),
        _oration("Claudia", "", "Ominous Chorus"),
        _referendum_passed,
        MINION,
    ),
    Case(
        "Cloak the Gathering",
        "obf",
        "[obf] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Krid", ["Cloak the Gathering"], blood=2), _prey(WATCHER)],
        [("bleed", "Krid bleeds Bob"), _blocked_by(WATCHER), ("play", "Cloak the Gathering [obf]")],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Cloak the Gathering",
        "OBF",
        "[OBF] Played by a ready vampire other than the acting minion: +1 stealth.",
        [_two_vampires(["Cloak the Gathering"]), _prey(WATCHER)],
        [
            ("bleed", "Krid bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Agrippina plays Cloak the Gathering [OBF]"),
        ],
        _cloaked_by_another,
        MINION,
    ),
    Case(
        "Elder Impersonation",
        "obf",
        "[obf] +1 stealth, for 1 blood: a hunt gets past 1 intercept.",
        [_bleeder("Krid", ["Elder Impersonation"], blood=2), _prey(BIKER)],
        [("hunt", "Krid hunts"), _blocked_by("Mazz"), ("play", "Elder Impersonation [obf]")],
        _hunt_unblocked("Krid", 2),
        MINION,
    ),
    Case(
        "Elder Impersonation",
        "OBF",
        "[OBF] The block attempt fails and the blocker cannot attempt again.",
        [_bleeder("Agrippina", ["Elder Impersonation"]), _prey(BIKER)],
        [
            ("bleed", "Agrippina bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Elder Impersonation [OBF]"),
        ],
        _attempt_failed("Agrippina", 3),
        MINION,
    ),
    Case(
        "Stygian Shroud",
        "obl",
        "[obl] The blocking minion gets -1 intercept: a hunt gets past 1 intercept.",
        [_bleeder("Braden White", ["Stygian Shroud"], blood=3), _prey(BIKER)],
        [("hunt", "Braden White hunts"), _blocked_by("Mazz"), ("play", "Stygian Shroud [obl]")],
        _hunt_past_biker("Braden White"),
        MINION,
    ),
    Case(
        "Stygian Shroud",
        "OBL",
        "[OBL] Burn 1 blood: the attempt fails; the blocker cannot attempt again.",
        [_bleeder("El Monseñor", ["Stygian Shroud"]), _prey(BIKER)],
        [
            ("bleed", "El Monseñor bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Stygian Shroud [OBL]"),
        ],
        _attempt_failed("El Monseñor", 3),
        MINION,
    ),
    Case(
        "Call of the Hungry Dead",
        "nec",
        "[nec] The blocking minion gets -1 intercept: a hunt gets past 1 intercept.",
        [_bleeder("Abebe", ["Call of the Hungry Dead"], blood=3), _prey(BIKER)],
        [("hunt", "Abebe hunts"), _blocked_by("Mazz"), ("play", "Call of the Hungry Dead [nec]")],
        _hunt_past_biker("Abebe"),
        MINION,
    ),
    Case(
        "Call of the Hungry Dead",
        "NEC",
        "[NEC] Burn 1 blood: the attempt fails; the blocker cannot attempt again.",
        [_bleeder("Brigitte Mandisa", ["Call of the Hungry Dead"]), _prey(BIKER)],
        [
            ("bleed", "Brigitte Mandisa bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Call of the Hungry Dead [NEC]"),
        ],
        _attempt_failed("Brigitte Mandisa", 3),
        MINION,
    ),
    Case(
        "Seduction",
        "dom",
        "[dom] As the action is announced, a chosen younger vampire cannot block it.",
        [_bleeder("Alice Chen", ["Seduction"]), _prey(WATCHER, "Krid")],
        [
            ("bleed", "Alice Chen bleeds Bob"),
            ("play", "Seduction [dom]"),
            ("target", f"{WATCHER} cannot block"),
        ],
        _cannot_block(WATCHER, "Krid"),
        MINION,
    ),
    Case(
        "Seduction",
        "DOM",
        "[DOM] As above, but any vampire: an older one is chosen.",
        [_bleeder("Madison", ["Seduction"]), _prey("Alice Chen", WATCHER)],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Seduction [DOM]"),
            ("target", "Alice Chen cannot block"),
        ],
        _cannot_block("Alice Chen", WATCHER),
        MINION,
    ),
    Case(
        "The Sleeping Mind",
        "dom",
        "[dom] A chosen locked vampire cannot block, even once he wakes.",
        [
            _bleeder("Alice Chen", ["The Sleeping Mind"]),
            _prey(
                {"card": WATCHER, "blood": 2, "locked": True},
                {"card": "Krid", "blood": 2, "locked": True},
                hand=("On the Qui Vive", "On the Qui Vive"),
            ),
        ],
        [
            ("bleed", "Alice Chen bleeds Bob"),
            ("play", "The Sleeping Mind [dom]"),
            ("target", f"{WATCHER} cannot block"),
            ("play", f"{WATCHER} plays On the Qui Vive"),
            ("play", "Krid plays On the Qui Vive"),
        ],
        _cannot_block(WATCHER, "Krid"),
        MINION,
    ),
    Case(
        "The Sleeping Mind",
        "DOM",
        "[DOM] During this action minions cannot unlock: Freak Drive does nothing.",
        [_bleeder("Madison", ["The Sleeping Mind", "Freak Drive"]), PREY],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "The Sleeping Mind [DOM]"),
            ("play", "Freak Drive [for]"),
        ],
        _stays_locked,
        MINION,
    ),
    Case(
        "Perfect Paragon",
        "pre",
        "[pre] +3 votes: 4 votes for beat a Prince's 2 against.",
        _politics("Mazz", "Perfect Paragon"),
        _oration("Mazz", "pre", "Perfect Paragon"),
        _referendum_passed,
        MINION,
    ),
    Case(
        "Perfect Paragon",
        "PRE",
        "[PRE] Allies and younger vampires get -1 intercept: a hunt gets past 1 intercept.",
        [_bleeder("Madison", ["Perfect Paragon"]), _prey(BIKER)],
        [("hunt", "Madison hunts"), _blocked_by("Mazz"), ("play", "Perfect Paragon [PRE]")],
        _hunt_past_biker("Madison"),
        MINION,
    ),
    Case(
        "Veil the Legions",
        "obf",
        "[obf] Played by a ready unlocked vampire other than the acting minion: +1 stealth.",
        [_two_vampires(["Veil the Legions"]), _prey(WATCHER)],
        [
            ("bleed", "Krid bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Agrippina plays Veil the Legions [obf]"),
        ],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Change of Target",
        "",
        "Blocked: unlock this minion, the action ends, he cannot hunt again this turn.",
        [_bleeder("Steve Booth", ["Change of Target"], blood=3), _prey(BIKER)],
        [("hunt", "Steve Booth hunts"), _blocked_by("Mazz"), ("play", "Change of Target")],
        _changed_target,
        MINION,
    ),
    Case(
        "Mirror Walk",
        "tha",
        "[tha] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Bijou", ["Mirror Walk"], blood=2), _prey(WATCHER)],
        [("bleed", "Bijou bleeds Bob"), _blocked_by(WATCHER), ("play", "Mirror Walk [tha]")],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Mirror Walk",
        "THA",
        "[THA] +1 stealth; still blocked: the blocker is locked and the action ends.",
        [_bleeder("Arjun Shah", ["Mirror Walk"]), _prey(BIKER)],
        [("bleed", "Arjun Shah bleeds Bob"), _blocked_by("Mazz"), ("play", "Mirror Walk [THA]")],
        _mirror_walked,
        MINION,
    ),
    Case(
        "Daring the Dawn",
        "for",
        "[for] Vampires cannot block; 2 aggravated damage after resolution.",
        [_bleeder("Aaron Bathurst", ["Daring the Dawn"]), _prey(WATCHER)],
        [("bleed", "Aaron Bathurst bleeds Bob"), ("play", "Daring the Dawn [for]")],
        _dawn("Aaron Bathurst", 3),
        MINION,
    ),
    Case(
        "Daring the Dawn",
        "FOR",
        "[FOR] As above, but 1 aggravated damage.",
        [_bleeder("Amelia Locke", ["Daring the Dawn"]), _prey(WATCHER)],
        [("bleed", "Amelia Locke bleeds Bob"), ("play", "Daring the Dawn [FOR]")],
        _dawn("Amelia Locke", 4),
        MINION,
    ),
    Case(
        "Instantaneous Transformation",
        "cel",
        "[cel][pro] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Gwendolyn Fleming", ["Instantaneous Transformation"]), _prey(WATCHER)],
        [
            ("bleed", "Gwendolyn Fleming bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Instantaneous Transformation [cel]"),
        ],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Instantaneous Transformation",
        "CEL",
        "[CEL][PRO] After a successful action: unlock; only one at superior each turn.",
        [
            _bleeder(
                "Darrell Boyce, Consul",
                ["Instantaneous Transformation", "Instantaneous Transformation"],
            ),
            PREY,
        ],
        [
            ("bleed", "Darrell Boyce, Consul bleeds Bob"),
            ("play", "Instantaneous Transformation [CEL]"),
            ("hunt", "Darrell Boyce, Consul hunts"),
        ],
        _transformed_once,
        MINION,
    ),
    Case(
        "Where the Veil Thins",
        "obl",
        "[obl] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Braden White", ["Where the Veil Thins"]), _prey(WATCHER)],
        [
            ("bleed", "Braden White bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Where the Veil Thins [obl]"),
        ],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Where the Veil Thins",
        "OBL",
        "[OBL] +1 stealth, and minions without Oblivion burn 1 blood to attempt to block.",
        [_bleeder("El Monseñor", ["Where the Veil Thins"]), _prey(WATCHER, BIKER)],
        [
            ("bleed", "El Monseñor bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Where the Veil Thins [OBL]"),
            ("withdraw", f"{WATCHER} withdraws the block attempt"),
            _blocked_by("Mazz"),
        ],
        _paid_to_block,
        MINION,
    ),
    Case(
        "Voter Captivation",
        "pre",
        "[pre] After a referendum passed by 3 votes: this vampire gains 3 blood.",
        _caller("Steve Booth", 1, "Voter Captivation"),
        _passed_by_3("Voter Captivation", "pre"),
        _captivated,
        MINION,
    ),
    Case(
        "Voter Captivation",
        "PRE",
        "[PRE] As above, but up to 2 of those blood go to your pool instead.",
        _caller("Madison", 2, "Voter Captivation"),
        [*_passed_by_3("Voter Captivation", "PRE"), ("blood", "2 to your pool")],
        _captivated_to_pool,
        MINION,
    ),
    Case(
        "Amici Noctis",
        "",
        "3 votes: 1 blood to each ready Lasombra (1 each) and 1 to an untitled caller's pool.",
        _caller("Claudia", 1, "Amici Noctis", "Cameron"),
        [
            *_passed_by_3("Amici Noctis", ""),
            ("pool", "1 to your pool"),
            ("blood", "1 blood to Claudia"),
        ],
        _amici,
        MINION,
    ),
    Case(
        "Scalpel Tongue",
        "cel",
        "[cel][pre] A vampire who cast votes is locked and abstains.",
        _politics("Mazz", "Scalpel Tongue"),
        _scalpel("Mazz", "cel"),
        _abstained,
        MINION,
    ),
    Case(
        "Scalpel Tongue",
        "CEL",
        "[CEL][PRE] As above, and the chosen vampire burns 1 blood.",
        _politics("Brachah", "Scalpel Tongue"),
        _scalpel("Brachah", "CEL"),
        _abstained_and_burned,
        MINION,
    ),
    Case(
        "Awe",
        "pre",
        "[pre] X blood for +X+1 votes: X = 2, 4 votes for beat 2 against.",
        _politics("Mazz", "Awe"),
        _awe("pre", 2),
        _awed("Mazz", 4 - 2),
        MINION,
    ),
    Case(
        "Awe",
        "PRE",
        "[PRE] X blood for +2X+1 votes: X = 1, 4 votes for beat 2 against.",
        _politics("Madison", "Awe"),
        _awe("PRE", 1),
        _awed("Madison", 4 - 1),
        MINION,
    ),
    Case(
        "Consign to Oblivion",
        "obl",
        "[obl] As the action is announced: reaction cards cost +1 blood or life.",
        _consigned("Braden White"),
        [
            ("hunt", "Braden White hunts"),
            ("play", "Consign to Oblivion [obl]"),
            _blocked_by("Adelaide Davis"),
            ("play", "Adelaide Davis plays Precognition"),
        ],
        _surcharged,
        MINION,
    ),
    Case(
        "Consign to Oblivion",
        "OBL",
        "[OBL] As above, and those cards are not replaced until the end of the action.",
        _consigned("El Monseñor"),
        [
            ("hunt", "El Monseñor hunts"),
            ("play", "Consign to Oblivion [OBL]"),
            _blocked_by("Adelaide Davis"),
            ("play", "Adelaide Davis plays Precognition"),
        ],
        _replaced_after_the_action,
        MINION,
    ),
    Case(
        "Shadow Cloak",
        "obl",
        "[obl] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Braden White", ["Shadow Cloak"]), _prey(WATCHER)],
        [
            ("bleed", "Braden White bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Shadow Cloak [obl]"),
        ],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Shadow Cloak",
        "OBL",
        "[OBL] After a successful action, put on him: minions without Auspex cannot direct "
        "actions at him.",
        [_bleeder("El Monseñor", ["Shadow Cloak"], blood=3), _prey("Mazz", "Adelaide Davis")],
        [("hunt", "El Monseñor hunts"), ("play", "Shadow Cloak [OBL]")],
        _cloaked,
        MINION,
    ),
    Case(
        "Shadow Cast",
        "obl",
        "[obl] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Braden White", ["Shadow Cast"]), _prey(WATCHER)],
        [("bleed", "Braden White bleeds Bob"), _blocked_by(WATCHER), ("play", "Shadow Cast [obl]")],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Shadow Cast",
        "OBL",
        "[OBL] After a successful directed action, put on him against that Methuselah.",
        [_bleeder("El Monseñor", ["Shadow Cast"]), PREY],
        [("bleed", "El Monseñor bleeds Bob"), ("play", "Shadow Cast [OBL]")],
        _cast_on,
        MINION,
    ),
    Case(
        "Spying Mission",
        "obf",
        "[obf] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Krid", ["Spying Mission"], blood=2), _prey(WATCHER)],
        [("bleed", "Krid bleeds Bob"), _blocked_by(WATCHER), ("play", "Spying Mission [obf]")],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Spying Mission",
        "OBF",
        "[OBF] A bleed that would succeed burns no pool; the card goes on the vampire.",
        [_bleeder("Agrippina", ["Spying Mission"]), PREY],
        [("bleed", "Agrippina bleeds Bob"), ("play", "Spying Mission [OBF]")],
        _spying,
        MINION,
    ),
    Case(
        "Forced March",
        "cel",
        "[cel][for] After a successful action: unlock; only one Forced March each turn.",
        [_bleeder("Abu Nuwasi", ["Forced March", "Forced March"], blood=2), PREY],
        [
            ("bleed", "Abu Nuwasi bleeds Bob"),
            ("play", "Forced March [cel]"),
            ("hunt", "Abu Nuwasi hunts"),
        ],
        _marched_once,
        MINION,
    ),
    Case(
        "Forced March",
        "CEL",
        "[CEL][FOR] +1 stealth; after a successful action, burn 1 blood to unlock.",
        [_bleeder("Elizabeth Conde", ["Forced March"], blood=3), _prey(BIKER)],
        [
            ("hunt", "Elizabeth Conde hunts"),
            _blocked_by("Mazz"),
            ("play", "Forced March [CEL]"),
            ("unlock", "burns 1 blood to unlock"),
        ],
        _marched_on,
        MINION,
    ),
    Case(
        "Into Thin Air",
        "obf",
        "[obf] +1 stealth; once, 1 blood for -1 intercept to a younger blocker.",
        [_bleeder("Adelaide Davis", ["Into Thin Air"]), _prey(BIKER)],
        [
            ("bleed", "Adelaide Davis bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Into Thin Air [obf]"),
            ("burn-for-intercept", "Mazz gets -1 intercept"),
        ],
        _thin_air("Adelaide Davis", 3),
        MINION,
    ),
    Case(
        "Into Thin Air",
        "OBF",
        "[OBF] As above, but +2 stealth.",
        [
            _bleeder("Agrippina", ["Into Thin Air"]),
            _prey({"card": "Mazz", "blood": 3, "attached": ["Sport Bike", "Raven Spy"]}),
        ],
        [
            ("bleed", "Agrippina bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Into Thin Air [OBF]"),
            ("burn-for-intercept", "Mazz gets -1 intercept"),
        ],
        _thin_air("Agrippina", 3),
        MINION,
    ),
    Case(
        "Shroud of Absence",
        "dom",
        "[dom][obt] +1 stealth: a block at 0 intercept fails.",
        [_bleeder("Gerard", ["Shroud of Absence"]), _prey(WATCHER)],
        [("bleed", "Gerard bleeds Bob"), _blocked_by(WATCHER), ("play", "Shroud of Absence [dom]")],
        _failed_blocker_stays_unlocked,
        MINION,
    ),
    Case(
        "Shroud of Absence",
        "DOM",
        "[DOM][OBT] +1 stealth, and if blocked, strike: combat ends in the first round.",
        [_bleeder("Ermenegildo, The Rake", ["Shroud of Absence"]), _prey(BIKER)],
        [
            ("bleed", "Ermenegildo, The Rake bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Shroud of Absence [DOM]"),
            ("granted", "Shroud of Absence: combat ends"),
        ],
        _escaped,
        MINION,
    ),
    Case(
        "Enkil Cog",
        "",
        "After a successful bleed, put on the vampire: +1 bleed (partial).",
        [_bleeder("Melinda Galbraith", ["Enkil Cog"]), PREY],
        [("bleed", "Melinda Galbraith bleeds Bob"), ("play", "Enkil Cog")],
        _cog,
        MINION,
    ),
    Case(
        "Form of the Bat",
        "pro",
        "[pro] [ACTION MODIFIER] The blocking minion gets -1 intercept.",
        [_bleeder("Anastasia Grey", ["Form of the Bat"], blood=2), _prey(BIKER)],
        [("hunt", "Anastasia Grey hunts"), _blocked_by("Mazz"), ("play", "Form of the Bat [pro]")],
        _hunt_past_biker("Anastasia Grey"),
        MINION,
    ),
    Case(
        "Form of the Bat",
        "PRO",
        "[PRO] [REACTION] +1 intercept: the blocker meets a hunt's +1 stealth.",
        [_bleeder("Krid", [], blood=2), _prey("Badger", hand=("Form of the Bat",))],
        [("hunt", "Krid hunts"), _blocked_by("Badger"), ("play", "Form of the Bat [PRO]")],
        _bat_blocks,
        MINION,
    ),
    Case(
        "Shroud of Night",
        "obt",
        "[obt] +1 stealth, not during a bleed: a hunt gets past 1 intercept.",
        [_bleeder("Claudia", ["Shroud of Night"], blood=1), _prey(BIKER)],
        [("hunt", "Claudia hunts"), _blocked_by("Mazz"), ("play", "Shroud of Night [obt]")],
        _hunt_unblocked("Claudia", 2),
        MINION,
    ),
    _stealth_case("Shroud of Night", "OBT", "Ermenegildo, The Rake"),
    _combat_case(
        "Swiftness of the Stag",
        "cel",
        "Mazz",
        "press",
        _pressed_automated("Swiftness of the Stag"),
    ),
    _combat_case(
        "Swiftness of the Stag",
        "spi",
        "Juanita Santiago",
        "maneuver",
        _maneuvered_automated("Swiftness of the Stag"),
    ),
    _stealth_case("Swiftness of the Stag", "SPI", "Effie Lowery"),
    _combat_case("Deny", "dem", "Boy Toy", "press", _pressed_automated("Deny")),
    _stealth_case("Deny", "DEM", "Arthur Denholm"),
    _bleed_case("Threats", "dom", "Alice Chen", 1),
    _bleed_case("Threats", "DOM", "Madison", 2),
    _stealth_case("Rapid Change", "pro", "Anastasia Grey", blood=3),
    _combat_case("Rapid Change", "PRO", "Badger", "card", _ended_combat("Badger", 4 - 1)),
    _stealth_case("Plasmic Form", "vic", "America Johnson"),
    _combat_case("Plasmic Form", "VIC", "Caliban", "card", _dodged("Caliban", 4 - 1)),
    _combat_case("Occlusion", "chi", "Andrei Puxon", "card", _dodged("Andrei Puxon", 4)),
    _stealth_case("Occlusion", "CHI", "Dhita Choudhair"),
    Case(
        "Iron Glare",
        "pot",
        "[pot][pre] +2 votes: 3 votes for beat a Prince's 2 against.",
        _politics("Allison Maller", "Iron Glare"),
        _oration("Allison Maller", "pot", "Iron Glare"),
        _referendum_passed,
        MINION,
    ),
    _bleed_case("Iron Glare", "POT", "Alicia Barrows", 2),
    _stealth_case("Fata Morgana", "chi", "Andrei Puxon"),
    Case(
        "Fata Morgana",
        "CHI",
        "[CHI] +1 stealth and +1 bleed: a block at 0 intercept fails, the bleed is 2.",
        [_bleeder("Dhita Choudhair", ["Fata Morgana"]), _prey(WATCHER)],
        [
            ("bleed", "Dhita Choudhair bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Fata Morgana [CHI]"),
        ],
        _unblocked_bled_for_2,
        MINION,
    ),
    _bleed_case("Command of the Beast", "dom", "Alice Chen", 1),
    Case(
        "Command of the Beast",
        "DOM",
        "[DOM] +1 bleed that does not count against the limit (after Conditioning).",
        [_bleeder("Madison", ["Conditioning", "Command of the Beast"]), PREY],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("play", "Command of the Beast [DOM]"),
        ],
        _beast_unlimited,
        MINION,
    ),
    _stealth_case("Tenebrous Form", "obt", "Claudia", blood=2),
    Case(
        "Tenebrous Form",
        "OBT",
        "[OBT] +1 stealth, and minions without Obtenebration burn 1 blood to attempt to block.",
        [_bleeder("Ermenegildo, The Rake", ["Tenebrous Form"]), _prey(WATCHER, BIKER)],
        [
            ("bleed", "Ermenegildo, The Rake bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Tenebrous Form [OBT]"),
            ("withdraw", f"{WATCHER} withdraws the block attempt"),
            _blocked_by("Mazz"),
        ],
        _paid_to_block,
        MINION,
    ),
    _stealth_case("Blanket of Night", "obt", "Claudia", blood=2),
    Case(
        "Blanket of Night",
        "OBT",
        "[OBT] Another ready vampire locks to have the block attempt fail.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Krid", "blood": 2},
                    {"card": "Ermenegildo, The Rake", "blood": 4},
                ],
                "hand": ["Blanket of Night"],
            },
            _prey(BIKER),
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Ermenegildo, The Rake plays Blanket of Night [OBT]"),
        ],
        _blanketed,
        MINION,
    ),
    _bleed_case("Truth of a Thousand Lies", "ser", "Ahmose Chambers", 2),
    Case(
        "Truth of a Thousand Lies",
        "SER",
        "[SER] After a successful action: unlock this vampire; it costs 2 blood.",
        [_bleeder("Cao Nguyen", ["Truth of a Thousand Lies"]), PREY],
        [("bleed", "Cao Nguyen bleeds Bob"), ("play", "Truth of a Thousand Lies [SER]")],
        _lies_unlocked,
        MINION,
    ),
    Case(
        "Aura Absorption",
        "aus",
        "[aus] [REACTION] Burn 1 blood for +1 intercept: the hunt is blocked.",
        [_bleeder("Krid", [], blood=2), _prey("Adelaide Davis", hand=("Aura Absorption",))],
        [
            ("hunt", "Krid hunts"),
            _blocked_by("Adelaide Davis"),
            ("play", "Adelaide Davis plays Aura Absorption [aus]"),
        ],
        _absorbed,
        MINION,
    ),
    Case(
        "Aura Absorption",
        "myt",
        "[myt] [REACTION] +1 intercept: the hunt is blocked.",
        [_bleeder("Krid", [], blood=2), _prey("Dame Hollerton", hand=("Aura Absorption",))],
        [
            ("hunt", "Krid hunts"),
            _blocked_by("Dame Hollerton"),
            ("play", "Dame Hollerton plays Aura Absorption [myt]"),
        ],
        _reacted("Dame Hollerton"),
        MINION,
    ),
    _stealth_case("Aura Absorption", "MYT", "Greer Worder"),
    _bleed_case("Murmur of the False Will", "dom", "Alice Chen", 1),
    Case(
        "Murmur of the False Will",
        "DOM",
        "[DOM] [REACTION] A younger vampire bleeding you: lock, and the bleed goes elsewhere.",
        [
            _bleeder("Krid", [], blood=2),
            _prey({"card": "Madison", "blood": 3}, hand=("Murmur of the False Will",)),
            {"name": "Carol", "ready": []},
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Madison plays Murmur of the False Will [DOM]"),
        ],
        _murmured,
        MINION,
    ),
    Case(
        "Sense the Sin",
        "aus",
        "[aus] [REACTION] A younger vampire acting: +1 intercept blocks the hunt.",
        [_bleeder("Krid", [], blood=2), _prey("Adelaide Davis", hand=("Sense the Sin",))],
        [
            ("hunt", "Krid hunts"),
            _blocked_by("Adelaide Davis"),
            ("play", "Adelaide Davis plays Sense the Sin [aus]"),
        ],
        _reacted("Adelaide Davis"),
        MINION,
    ),
    Case(
        "Sense the Sin",
        "dai",
        "[dai] [REACTION] +1 intercept blocks the hunt (no corruption counters on the hunter).",
        [_bleeder("Krid", [], blood=2), _prey("Elihu", hand=("Sense the Sin",))],
        [("hunt", "Krid hunts"), _blocked_by("Elihu"), ("play", "Elihu plays Sense the Sin [dai]")],
        _reacted("Elihu"),
        MINION,
    ),
    _bleed_case("Sense the Sin", "DAI", "Arishat", 2),
    Case(
        "Monkey Wrench",
        "",
        "Requires an Anarch: +X bleed for X blood, X = 3.",
        [_bleeder("Anita Wainwright", ["Monkey Wrench"], blood=3), PREY],
        [
            ("bleed", "Anita Wainwright bleeds Bob"),
            ("play", "Monkey Wrench"),
            ("blood", "X = 3"),
        ],
        _wrenched,
        MINION,
    ),
    Case(
        "Power of One",
        "obt",
        "[obt] Blocked, before block resolution: the blocking minion burns 2 blood or life.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Claudia", "blood": 2, "anarch": True}],
                "hand": ["Power of One"],
            },
            _prey(WATCHER),
        ],
        [("bleed", "Claudia bleeds Bob"), _blocked_by(WATCHER), ("play", "Power of One [obt]")],
        _blocker_burned,
        MINION,
    ),
    _bleed_case("Power of One", "pot", "Atiena", 1),
    Case(
        "Power of One",
        "pre",
        "[pre] +1 stealth and +1 bleed: a block at 0 intercept fails, the bleed is 2.",
        [_bleeder("Anita Wainwright", ["Power of One"], blood=3), _prey(WATCHER)],
        [
            ("bleed", "Anita Wainwright bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Power of One [pre]"),
        ],
        _unblocked_bled_for_2,
        MINION,
    ),
    Case(
        "Revelation of the Serpent",
        "pre",
        "[pre][pro] +1 stealth and +1 bleed: a block at 0 intercept fails, the bleed is 2.",
        [_bleeder("Sahana", ["Revelation of the Serpent"]), _prey(WATCHER)],
        [
            ("bleed", "Sahana bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Revelation of the Serpent [pre]"),
        ],
        _unblocked_bled_for_2,
        MINION,
    ),
    Case(
        "Revelation of the Serpent",
        "PRE",
        "[PRE][PRO] As above: +1 stealth and +1 bleed (no counters to burn to unlock).",
        [_bleeder("Crystal Lynn", ["Revelation of the Serpent"]), _prey(WATCHER)],
        [
            ("bleed", "Crystal Lynn bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Revelation of the Serpent [PRE]"),
        ],
        _unblocked_bled_for_2,
        MINION,
    ),
    _stealth_case("Domain of Evernight", "obf", "Krid", blood=2),
    Case(
        "Domain of Evernight",
        "TEM",
        "[TEM] After a successful action: unlock this vampire.",
        [_bleeder("Ibn Khaldun, Scholar", ["Domain of Evernight"]), PREY],
        [
            ("bleed", "Ibn Khaldun, Scholar bleeds Bob"),
            ("play", "Domain of Evernight [TEM]"),
        ],
        _unlocked_after("Ibn Khaldun, Scholar"),
        MINION,
    ),
    Case(
        "Stone Travel",
        "obt",
        "[obt] Burn 1 blood to get +1 stealth: a hunt gets past 1 intercept.",
        [_bleeder("Claudia", ["Stone Travel"], blood=2), _prey(BIKER)],
        [("hunt", "Claudia hunts"), _blocked_by("Mazz"), ("play", "Stone Travel [obt]")],
        _stone_travel,
        MINION,
    ),
    _stealth_case("Stone Travel", "myt", "Dame Hollerton"),
    _stealth_case("Mind Tricks", "dem", "Boy Toy", blood=2),
    Case(
        "Mind Tricks",
        "DEM",
        "[DEM] +1 stealth; blocked all the same, 1 optional press continues the combat.",
        [_bleeder("Arthur Denholm", ["Mind Tricks"]), _prey(BIKER)],
        [
            ("bleed", "Arthur Denholm bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Mind Tricks [DEM]"),
            ("press", "Use the optional press to continue combat"),
        ],
        _pressed_on,
        MINION,
    ),
    Case(
        "Veil the Legions",
        "OBF",
        "[OBF] +1 stealth, and X blood for +1 stealth on the next X actions this turn.",
        [_two_vampires(["Veil the Legions"]), _prey(WATCHER)],
        [
            ("bleed", "Krid bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Agrippina plays Veil the Legions [OBF]"),
            ("blood", "X = 1"),
        ],
        _veiled_next,
        MINION,
    ),
    Case(
        "Crocodile's Tongue",
        "aus",
        "[aus] A younger blocker's attempt fails; his controller cannot attempt again.",
        [_bleeder("Adelaide Davis", ["Crocodile's Tongue"]), _prey(BIKER, WATCHER)],
        [
            ("bleed", "Adelaide Davis bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Crocodile's Tongue [aus]"),
            ("pass", "Let Crocodile's Tongue resolve"),
        ],
        _tongue_tied,
        MINION,
    ),
    Case(
        "Crocodile's Tongue",
        "AUS",
        "[AUS] As above; the blocker cancels it for 2 blood or life.",
        [_bleeder("Aleph", ["Crocodile's Tongue"]), _prey(BIKER, WATCHER)],
        [
            ("bleed", "Aleph bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Crocodile's Tongue [AUS]"),
            ("cancel", "Mazz burns 2 blood or life"),
        ],
        _tongue_canceled,
        MINION,
    ),
    _bleed_case("True Love's Face", "obf", "Atiena", 1),
    Case(
        "True Love's Face",
        "OBF",
        "[OBF][PRE] The block attempt fails (the controller may cancel it for 1 pool).",
        [_bleeder("Crystal Lynn", ["True Love's Face"]), _prey(BIKER)],
        [
            ("bleed", "Crystal Lynn bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "True Love's Face [OBF]"),
            ("pass", "Let True Love's Face resolve"),
        ],
        _attempt_failed("Crystal Lynn", 4),
        MINION,
    ),
    _combat_case("Form of the Cobra", "pro", "Badger", "card", _stole_blood),
    Case(
        "Form of the Cobra",
        "PRO",
        "[PRO] As the action is announced: +1 stealth, even if not yet needed.",
        [_bleeder("Badger", ["Form of the Cobra"]), _prey(WATCHER)],
        [("bleed", "Badger bleeds Bob"), ("play", "Form of the Cobra [PRO]")],
        _announced_stealth,
        MINION,
    ),
    Case(
        "Random Patterns",
        "aus",
        "[aus][dem] [REACTION] +1 intercept: the hunt is blocked.",
        [_bleeder("Krid", [], blood=2), _prey("Adelaide Davis", hand=("Random Patterns",))],
        [
            ("hunt", "Krid hunts"),
            _blocked_by("Adelaide Davis"),
            ("play", "Adelaide Davis plays Random Patterns [aus]"),
        ],
        _reacted("Adelaide Davis"),
        MINION,
    ),
    Case(
        "Random Patterns",
        "AUS",
        "[AUS][DEM] [ACTION MODIFIER] The blocking minion gets -1 intercept.",
        [_bleeder("Arthur Denholm", ["Random Patterns"], blood=3), _prey(BIKER)],
        [("hunt", "Arthur Denholm hunts"), _blocked_by("Mazz"), ("play", "Random Patterns [AUS]")],
        _hunt_past_biker("Arthur Denholm"),
        MINION,
    ),
    Case(
        "Forced Confessional",
        "dom",
        "[dom] The blocking minion gets -1 intercept (Salubri).",
        [_bleeder("Opikun", ["Forced Confessional"], blood=3), _prey(BIKER)],
        [("hunt", "Opikun hunts"), _blocked_by("Mazz"), ("play", "Forced Confessional [dom]")],
        _hunt_past_biker("Opikun"),
        MINION,
    ),
    Case(
        "Forced Confessional",
        "DOM",
        "[DOM] The block attempt fails and the blocker cannot attempt again.",
        [_bleeder("Aniel", ["Forced Confessional"]), _prey(BIKER)],
        [("bleed", "Aniel bleeds Bob"), _blocked_by("Mazz"), ("play", "Forced Confessional [DOM]")],
        _attempt_failed("Aniel", 4),
        MINION,
    ),
    _stealth_case("Form of the Serpent", "ser", "Ahmose Chambers", blood=3),
    _combat_case(
        "Form of the Serpent",
        "SER",
        "Cao Nguyen",
        "maneuver",
        _maneuvered_automated("Form of the Serpent"),
    ),
    _bleed_case("Old Friends", "obf", "Antoine, The Lost", 1),
    Case(
        "Old Friends",
        "OBF",
        "[OBF] +2 votes: 3 votes for beat a Prince's 2 against.",
        _politics("Agrippina", "Old Friends"),
        _oration("Agrippina", "OBF", "Old Friends"),
        _referendum_passed,
        MINION,
    ),
    Case(
        "Spoils of War",
        "",
        "After a successful directed action: this vampire gains 1 blood, you 1 pool.",
        [_bleeder("Dodd", ["Spoils of War"], blood=3), PREY],
        [("bleed", "Dodd bleeds Bob"), ("play", "Spoils of War")],
        _spoils,
        MINION,
    ),
    _bleed_case("Adhocracy", "ani", "Irena", 1),
    Case(
        "Adhocracy",
        "chi",
        "[chi] +3 votes: 4 votes for beat a Prince's 2 against.",
        _politics("Irena", "Adhocracy"),
        _oration("Irena", "chi", "Adhocracy"),
        _referendum_passed,
        MINION,
    ),
    Case(
        "Adhocracy",
        "pot",
        "[pot] Blocked all the same, this Anarch gets +1 strength in the combat.",
        [_bleeder("Atiena", ["Adhocracy"]), _prey(WATCHER)],
        [("bleed", "Atiena bleeds Bob"), _blocked_by(WATCHER), ("play", "Adhocracy [pot]")],
        _stronger,
        MINION,
    ),
    Case(
        "Deed the Heart's Desire",
        "qui",
        "[qui] As the action is announced, a chosen younger vampire cannot block it.",
        [_bleeder("Anwar", ["Deed the Heart's Desire"]), _prey(WATCHER, "Krid")],
        [
            ("bleed", "Anwar bleeds Bob"),
            ("play", "Deed the Heart's Desire [qui]"),
            ("target", f"{WATCHER} cannot block"),
        ],
        _cannot_block(WATCHER, "Krid"),
        MINION,
    ),
    _stealth_case("Relentlessness", "cel", "Mazz"),
    Case(
        "Relentlessness",
        "CEL",
        "[CEL] or [FOR] The block attempt fails and the blocker cannot attempt again.",
        [_bleeder("Abd al-Rashid", ["Relentlessness"]), _prey(BIKER)],
        [
            ("bleed", "Abd al-Rashid bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Relentlessness [CEL]"),
        ],
        _attempt_failed("Abd al-Rashid", 3),
        MINION,
    ),
    _stealth_case("Relentlessness", "for", "Aaron Bathurst"),
    Case(
        "Relentlessness",
        "FOR",
        "[CEL] or [FOR] The block attempt fails and the blocker cannot attempt again.",
        [_bleeder("Amelia Locke", ["Relentlessness"]), _prey(BIKER)],
        [
            ("bleed", "Amelia Locke bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Relentlessness [FOR]"),
        ],
        _attempt_failed("Amelia Locke", 3),
        MINION,
    ),
    Case(
        "Dominant Personality",
        "pot",
        "[pot] or [pre] The blocking minion gets -1 intercept.",
        [_bleeder("Atiena", ["Dominant Personality"], blood=3), _prey(BIKER)],
        [("hunt", "Atiena hunts"), _blocked_by("Mazz"), ("play", "Dominant Personality [pot]")],
        _hunt_past_biker("Atiena"),
        MINION,
    ),
    Case(
        "Dominant Personality",
        "POT",
        "[POT] or [PRE] As the action is announced, a chosen vampire cannot block it.",
        [_bleeder("Agatha", ["Dominant Personality"]), _prey("Alice Chen", WATCHER)],
        [
            ("bleed", "Agatha bleeds Bob"),
            ("play", "Dominant Personality [POT]"),
            ("target", "Alice Chen cannot block"),
        ],
        _cannot_block("Alice Chen", WATCHER),
        MINION,
    ),
    Case(
        "Dominant Personality",
        "pre",
        "[pot] or [pre] The blocking minion gets -1 intercept.",
        [_bleeder("Steve Booth", ["Dominant Personality"], blood=3), _prey(BIKER)],
        [
            ("hunt", "Steve Booth hunts"),
            _blocked_by("Mazz"),
            ("play", "Dominant Personality [pre]"),
        ],
        _hunt_past_biker("Steve Booth"),
        MINION,
    ),
    Case(
        "Dominant Personality",
        "PRE",
        "[POT] or [PRE] As the action is announced, a chosen vampire cannot block it.",
        [_bleeder("Madison", ["Dominant Personality"]), _prey("Alice Chen", WATCHER)],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Dominant Personality [PRE]"),
            ("target", "Alice Chen cannot block"),
        ],
        _cannot_block("Alice Chen", WATCHER),
        MINION,
    ),
    Case(
        "Unthinkable Humiliation",
        "pot",
        "[pot] or [pre] Minions must burn 1 blood or life to attempt to block.",
        [_bleeder("Atiena", ["Unthinkable Humiliation"]), _prey(BIKER)],
        [
            ("bleed", "Atiena bleeds Bob"),
            ("play", "Unthinkable Humiliation [pot]"),
            _blocked_by("Mazz"),
        ],
        _humiliated("Atiena"),
        MINION,
    ),
    Case(
        "Unthinkable Humiliation",
        "POT",
        "[POT] or [PRE] As above, and minions get -1 intercept.",
        [_bleeder("Agatha", ["Unthinkable Humiliation"], blood=3), _prey(BIKER)],
        [
            ("hunt", "Agatha hunts"),
            ("play", "Unthinkable Humiliation [POT]"),
            _blocked_by("Mazz"),
        ],
        _humiliated_and_weakened("Agatha"),
        MINION,
    ),
    Case(
        "Unthinkable Humiliation",
        "pre",
        "[pot] or [pre] Minions must burn 1 blood or life to attempt to block.",
        [_bleeder("Anita Wainwright", ["Unthinkable Humiliation"]), _prey(BIKER)],
        [
            ("bleed", "Anita Wainwright bleeds Bob"),
            ("play", "Unthinkable Humiliation [pre]"),
            _blocked_by("Mazz"),
        ],
        _humiliated("Anita Wainwright"),
        MINION,
    ),
    Case(
        "Unthinkable Humiliation",
        "PRE",
        "[POT] or [PRE] As above, and minions get -1 intercept.",
        [_bleeder("Amber", ["Unthinkable Humiliation"], blood=3), _prey(BIKER)],
        [
            ("hunt", "Amber hunts"),
            ("play", "Unthinkable Humiliation [PRE]"),
            _blocked_by("Mazz"),
        ],
        _humiliated_and_weakened("Amber"),
        MINION,
    ),
    Case(
        "The Kiss of Ra",
        "for",
        "[for] A blocker without Fortitude: the attempt is canceled, he burns 2 blood, the action "
        "ends without combat.",
        [_bleeder("Aaron Bathurst", ["The Kiss of Ra"]), _prey(BIKER)],
        [
            ("bleed", "Aaron Bathurst bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "The Kiss of Ra [for]"),
        ],
        _kissed(torpor=False),
        MINION,
    ),
    Case(
        "The Kiss of Ra",
        "FOR",
        "[FOR] As above, and the blocking vampire goes to torpor.",
        [_bleeder("Amelia Locke", ["The Kiss of Ra"]), _prey(BIKER)],
        [
            ("bleed", "Amelia Locke bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "The Kiss of Ra [FOR]"),
        ],
        _kissed(torpor=True),
        MINION,
    ),
    Case(
        "Tangle Atropos' Hand",
        "pot",
        "[pot] A block attempted: cancel the action and unlock this vampire (not blocked).",
        [_bleeder("Steve Booth", ["Tangle Atropos' Hand"]), _prey(BIKER)],
        [
            ("bleed", "Steve Booth bleeds Bob"),
            _blocked_by("Mazz"),
            ("play", "Tangle Atropos' Hand [pot]"),
        ],
        _tangled,
        MINION,
    ),
    Case(
        "Visions of Gehenna",
        "pre",
        "[pre] Allies cannot block this action (Ravnos).",
        [_bleeder("Devyn", ["Visions of Gehenna"]), _prey(WATCHER, GANG)],
        [("bleed", "Devyn bleeds Bob"), ("play", "Visions of Gehenna [pre]")],
        _allies_barred(1),
        MINION,
    ),
    Case(
        "Visions of Gehenna",
        "PRE",
        "[PRE] As above, with +2 bleed (limited).",
        [_bleeder("Delizbieta of the Dark Eyes", ["Visions of Gehenna"]), _prey(WATCHER, GANG)],
        [
            ("bleed", "Delizbieta of the Dark Eyes bleeds Bob"),
            ("play", "Visions of Gehenna [PRE]"),
        ],
        _allies_barred(3),
        MINION,
    ),
    _combat_case("Swift Cover", "cel", "Mazz", "card", _dodged("Mazz", 4)),
    _stealth_case("Swift Cover", "CEL", "Steve Booth"),
    _combat_case("Swift Cover", "obf", "Krid", "card", _dodged("Krid", 4)),
    _stealth_case("Swift Cover", "OBF", "Agrippina"),
    Case(
        "Leverage",
        "",
        "Burn the Edge for +1 bleed (not limited); the Edge is not gained back.",
        [_bleeder("Mazz", ["Leverage"]), PREY],
        [("bleed", "Mazz bleeds Bob"), ("play", "Leverage")],
        _leveraged,
        {**MINION, "edge": 0},
    ),
    _combat_case("Breath of Thanatos", "NEC", "Brigitte Mandisa", "card", _aggravated),
    _stealth_case("Mirror Image", "chi", "Andrei Puxon"),
    _combat_case(
        "Fae Contortion", "obt", "Claudia", "maneuver", _maneuvered_automated("Fae Contortion")
    ),
    _stealth_case("Fae Contortion", "MYT", "Greer Worder"),
    _combat_case("Force of Personality", "pre", "Mazz", "card", _ended_combat("Mazz", 4 - 1)),
    Case(
        "Force of Personality",
        "PRE",
        "[PRE] As announced: vampires burn 1 blood to attempt to block (allies cannot).",
        [_bleeder("Madison", ["Force of Personality"]), _prey(BIKER)],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Force of Personality [PRE]"),
            _blocked_by("Mazz"),
        ],
        _paid_blood_to_block,
        MINION,
    ),
    Case(
        "Memory Rift",
        "dem",
        "[dem] As announced, a chosen titled or younger vampire cannot block (Anarch).",
        [_bleeder("The Medic", ["Memory Rift"]), _prey("Alice Chen", WATCHER)],
        [
            ("bleed", "The Medic bleeds Bob"),
            ("play", "Memory Rift [dem]"),
            ("target", "Alice Chen cannot block"),
        ],
        _cannot_block("Alice Chen", WATCHER),
        MINION,
    ),
    Case(
        "Memory Rift",
        "obf",
        "[obf] As announced: +1 stealth, even if not yet needed.",
        [_bleeder("Jean-François", ["Memory Rift"]), _prey(WATCHER)],
        [("bleed", "Jean-François bleeds Bob"), ("play", "Memory Rift [obf]")],
        _announced_stealth,
        MINION,
    ),
    Case(
        "Memory Rift",
        "pre",
        "[pre] If blocked, this Anarch can strike: combat ends in the first round.",
        [_bleeder("Jean-François", ["Memory Rift"]), _prey(WATCHER)],
        [
            ("bleed", "Jean-François bleeds Bob"),
            ("play", "Memory Rift [pre]"),
            _blocked_by(WATCHER),
            ("granted", "Memory Rift: combat ends"),
        ],
        _escaped_with("Memory Rift", "Jean-François"),
        MINION,
    ),
    Case(
        "Approximation of Loyalty",
        "pre",
        "[pre] As announced, a chosen vampire of capacity 6 or less (or ally) cannot block.",
        [_bleeder("Alice Chen", ["Approximation of Loyalty"]), _prey("Madison", WATCHER)],
        [
            ("bleed", "Alice Chen bleeds Bob"),
            ("play", "Approximation of Loyalty [pre]"),
            ("target", "Madison cannot block"),
        ],
        _cannot_block("Madison", WATCHER),
        MINION,
    ),
    _stealth_case("Enchanting Gaze", "pre", "Sahana"),
    _stealth_case("Repulsion", "obe", "Mr. Noir"),
    Case(
        "CrimethInc.",
        "pro",
        "[pro] After a successful action making him Anarch: unlock this Anarch.",
        [_bleeder("Anastasia Grey", ["CrimethInc."], blood=3), PREY],
        [("anarch", "Anastasia Grey becomes anarch"), ("play", "CrimethInc. [pro]")],
        _crimethinc_self,
        MINION,
    ),
    Case(
        "CrimethInc.",
        "qui",
        "[qui] After a successful action making him Anarch: unlock another ready Anarch.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Ali Kar", "blood": 3},
                    {"card": "Indira", "blood": 2, "locked": True},
                ],
                "hand": ["CrimethInc."],
            },
            PREY,
        ],
        [("anarch", "Ali Kar becomes anarch"), ("play", "CrimethInc. [qui]")],
        _crimethinc_other,
        MINION,
    ),
    Case(
        "Empowering the Puppet King",
        "dom",
        "[dom] By another ready unlocked vampire: the acting minion gets +1 bleed.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krid", "blood": 2}, {"card": "Alice Chen", "blood": 3}],
                "hand": ["Empowering the Puppet King"],
            },
            PREY,
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Alice Chen plays Empowering the Puppet King [dom]"),
        ],
        _puppet("Alice Chen"),
        MINION,
    ),
    Case(
        "Empowering the Puppet King",
        "DOM",
        "[DOM] As above, but usable by a ready locked vampire.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Krid", "blood": 2},
                    {"card": "Madison", "blood": 3, "locked": True},
                ],
                "hand": ["Empowering the Puppet King"],
            },
            PREY,
        ],
        [
            ("bleed", "Krid bleeds Bob"),
            ("play", "Madison plays Empowering the Puppet King [DOM]"),
        ],
        _puppet("Madison"),
        MINION,
    ),
    Case(
        "Obedient Flesh",
        "dom",
        "[dom][pro] +1 stealth, and allies get -1 intercept.",
        [_bleeder("Don Cerro", ["Obedient Flesh"]), _prey(GANG)],
        [("bleed", "Don Cerro bleeds Bob"), _blocked_by(GANG), ("play", "Obedient Flesh [dom]")],
        _ally_turned_aside,
        MINION,
    ),
    Case(
        "Hag's Wrinkles",
        "obf",
        "[obf] During an equip action: +2 stealth gets past 1 intercept.",
        [_bleeder("Agrippina", ["Hag's Wrinkles", ".44 Magnum"]), _prey(BIKER)],
        [
            ("equip", "Agrippina equips with .44 Magnum"),
            _blocked_by("Mazz"),
            ("play", "Hag's Wrinkles [obf]"),
        ],
        _equipped("Agrippina", unlocked=False),
        MINION,
    ),
    Case(
        "Hag's Wrinkles",
        "thn",
        "[thn] During an equip action: unlock this vampire after a successful resolution.",
        [_bleeder("Abebe", ["Hag's Wrinkles", ".44 Magnum"]), PREY],
        [("equip", "Abebe equips with .44 Magnum"), ("play", "Hag's Wrinkles [thn]")],
        _equipped("Abebe", unlocked=True),
        MINION,
    ),
    Case(
        "Hag's Wrinkles",
        "THN",
        "[THN] As [thn], with +1 stealth: gets past 1 intercept, then unlocks.",
        [_bleeder("Angel Chavarria", ["Hag's Wrinkles", ".44 Magnum"], blood=3), _prey(BIKER)],
        [
            ("equip", "Angel Chavarria equips with .44 Magnum"),
            _blocked_by("Mazz"),
            ("play", "Hag's Wrinkles [THN]"),
        ],
        _equipped("Angel Chavarria", unlocked=True),
        MINION,
    ),
    Case(
        "Sleep Unseen",
        "obf",
        "[obf] After a successful action, put on him: minions without Auspex cannot direct "
        "actions at him.",
        [_bleeder("Krid", ["Sleep Unseen"], blood=1), _prey("Mazz", "Adelaide Davis")],
        [("hunt", "Krid hunts"), ("play", "Sleep Unseen [obf]")],
        _unseen,
        MINION,
    ),
    Case(
        "Deed the Heart's Desire",
        "QUI",
        "[QUI] As [qui], and the chosen vampire cannot play reaction cards this action.",
        [
            _bleeder("Abd al-Rashid", ["Deed the Heart's Desire"]),
            _prey("Susie Kano", WATCHER, hand=("Deflection",)),
        ],
        [
            ("bleed", "Abd al-Rashid bleeds Bob"),
            ("play", "Deed the Heart's Desire [QUI]"),
            ("target", "Susie Kano cannot block"),
        ],
        _silenced,
        MINION,
    ),
    _bleed_case("Inevitability of the Void", "aus", "Béatrice L'Angou", 1),
    Case(
        "Inevitability of the Void",
        "AUS",
        "[AUS][NEC] +1 bleed for every 10 cards in the target's ash heap (20: +2).",
        [_bleeder("Alcoan", ["Inevitability of the Void"]), {**PREY, "ash_heap": [FILLER] * 20}],
        [("bleed", "Alcoan bleeds Bob"), ("play", "Inevitability of the Void [AUS]")],
        _bled_for_3,
        MINION,
    ),
    Case(
        "Day Operation",
        "for",
        "[for] As announced: vampires cannot block; he goes to torpor after resolution.",
        [_bleeder("Aaron Bathurst", ["Day Operation"]), _prey(WATCHER)],
        [("bleed", "Aaron Bathurst bleeds Bob"), ("play", "Day Operation [for]")],
        _day_operation("Aaron Bathurst"),
        MINION,
    ),
    Case(
        "Day Operation",
        "FOR",
        "[FOR] As above, but usable while a vampire attempts to block: the attempt fails.",
        [_bleeder("Amelia Locke", ["Day Operation"]), _prey(WATCHER)],
        [
            ("bleed", "Amelia Locke bleeds Bob"),
            _blocked_by(WATCHER),
            ("play", "Day Operation [FOR]"),
        ],
        _day_operation("Amelia Locke"),
        MINION,
    ),
    _bleed_case("Quicksilver Contemplation", "AUS", "Al-Muntathir, God's Witness", 2),
    Case(
        "Psalm of the Damned",
        "pre",
        "[pre] Burn 1 pool to get +1 bleed (limited).",
        [_bleeder("Mazz", ["Psalm of the Damned"]), PREY],
        [("bleed", "Mazz bleeds Bob"), ("play", "Psalm of the Damned [pre]")],
        _psalm,
        MINION,
    ),
    Case(
        "Neutral Guard",
        "for",
        "[for] As announced: vampires must burn 1 blood to attempt to block (allies need not).",
        [_bleeder("Aaron Bathurst", ["Neutral Guard"], blood=3), _prey(WATCHER, GANG)],
        [
            ("hunt", "Aaron Bathurst hunts"),
            ("play", "Neutral Guard [for]"),
            _blocked_by(WATCHER),
            _blocked_by(GANG),
        ],
        _guarded,
        MINION,
    ),
]
