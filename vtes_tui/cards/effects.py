"""Provides the registry of automated card effects, keyed by card name and timing window.

``EFFECTS[card name][window]`` is a spec.  In a spec, the keys that are Discipline codes
(lower case for the basic level, upper case for the superior level, ``""`` for a card with no
Discipline) map to what the card does at that level; every other key is a condition shared by
all levels.  The rules layer (``vtes_tui.rules``) interprets these words; where a card does more
than words can say, a level names a ``resolve`` procedure the rules layer owns.

Windows and their words:

- ``action``: an action card.  ``bleed`` (a bleed action at +N), ``stealth`` (inherent),
  ``directed``, ``add_blood_uncontrolled`` (to a younger vampire in your uncontrolled region),
  ``put_on_self`` with ``strength``, ``resolve``.
- ``modifier``: an action modifier.  ``during`` (action kind required: ``bleed``, ``polling``),
  ``stealth``, ``bleed``, ``votes``, ``clan_bonus`` ({clan: extra bleed}), ``limited``.
- ``reaction``: ``intercept``, ``directed_at_you``, ``redirect_bleed``, ``lock_self``,
  ``votes``.
- ``combat``: ``strike`` ({``damage``, ``hand_bonus``, ``ranged``, ``aggravated``,
  ``first_strike``, ``dodge``, ``combat_ends``, ``steal_blood``, ``burn_equipment`` and
  ``steal_equipment`` (True for any equipment, ``"weapon"`` for a weapon only)}), ``maneuver``,
  ``press``, ``prevent``, ``additional_strikes``, ``unlock``.
- ``permanent``: what a card in play gives its bearer or is (equipment, retainer, ally,
  location): ``intercept``, ``stealth``, ``strike``, ``maneuvers`` (optional, each combat),
  ``strength``, ``life``, ``hand_size``, ``transfers``, ``hunting_ground``, ``blood_doll``,
  ``votes``.
- ``master``: a master card's effect on play: ``add_blood`` (to a ready vampire), ``lock``
  (a minion), ``put_in_play``, ``put_on`` (``own_vampire``), ``trifle``.
- ``political``: a referendum.  ``resolve`` names the procedure that chooses terms and applies
  them when the referendum passes.
"""

from __future__ import annotations

from typing import Any

from .model import Card

Spec = dict[str, Any]

_HUNTING_GROUND = {"master": {"": {"put_in_play": True}}, "permanent": {"": {"hunting_ground": 1}}}

EFFECTS: dict[str, dict[str, Spec]] = {
    # -- action cards (6.1.6) ---------------------------------------------------------------
    "Computer Hacking": {"action": {"": {"bleed": 1}}},
    "Intimidation": {"action": {"pre": {"bleed": 1}, "PRE": {"bleed": 2}}},
    "Deep Song": {"action": {"ani": {"bleed": 1}}},
    "Govern the Unaligned": {
        "action": {"dom": {"bleed": 2}, "DOM": {"stealth": 1, "add_blood_uncontrolled": 3}}
    },
    "Enchant Kindred": {
        "action": {"pre": {"bleed": 1}, "PRE": {"stealth": 1, "add_blood_uncontrolled": 2}}
    },
    "Preternatural Strength": {
        "action": {"stealth": 2, "pot": {"put_on_self": True, "strength": 1}}
    },
    # -- action modifiers (6.2) ----------------------------------------------------------------
    "Conditioning": {
        "modifier": {"during": "bleed", "limited": True, "dom": {"bleed": 2}, "DOM": {"bleed": 3}}
    },
    "Aire of Elation": {
        "modifier": {
            "during": "bleed",
            "limited": True,
            "clan_bonus": {"Toreador": 1},
            "pre": {"bleed": 1},
            "PRE": {"bleed": 2},
        }
    },
    "Bonding": {
        "modifier": {
            "during": "bleed",
            "limited": True,
            "dom": {"bleed": 1},
            "DOM": {"stealth": 1, "bleed": 1},
        }
    },
    "Foreshadowing Destruction": {
        "modifier": {"during": "bleed", "limited": True, "dom": {"bleed": 1}}
    },
    "Cloak the Gathering": {"modifier": {"obf": {"stealth": 1}}},
    "Lost in Crowds": {"modifier": {"obf": {"stealth": 1}, "OBF": {"stealth": 2}}},
    "Faceless Night": {"modifier": {"obf": {"stealth": 1}}},
    "Shadow Cloak": {"modifier": {"obl": {"stealth": 1}}},
    "Where the Veil Thins": {"modifier": {"obl": {"stealth": 1}}},
    "Swallowed by the Night": {
        "modifier": {"obf": {"stealth": 1}},
        "combat": {"OBF": {"maneuver": True}},
    },
    "Resist Earth's Grasp": {
        "modifier": {"CEL": {"stealth": 1}},
        "combat": {"cel": {"maneuver": True, "press": True}},
    },
    "Confusion": {
        "modifier": {
            "during": "bleed",
            "limited": True,
            "dem": {"bleed": 1},
            "DEM": {"stealth": 1, "bleed": 1},
        }
    },
    "Bewitching Oration": {
        "modifier": {"during": "polling", "pre": {"votes": 2}, "PRE": {"votes": 4}}
    },
    # -- reactions (6.2.2) ----------------------------------------------------------------------
    "Precognition": {"reaction": {"aus": {"intercept": 1}, "AUS": {"intercept": 1}}},
    "Spirit's Touch": {"reaction": {"aus": {"intercept": 1}, "AUS": {"intercept": 1}}},
    "Cats' Guidance": {"reaction": {"ANI": {"intercept": 1}}},
    "Truth in Darkness": {"reaction": {"obl": {"intercept": 1}, "OBL": {"intercept": 1}}},
    "Telepathic Misdirection": {
        "reaction": {"aus": {"intercept": 1}, "AUS": {"redirect_bleed": True, "lock_self": True}}
    },
    "Eyes of Argus": {"reaction": {"directed_at_you": True, "aus": {"intercept": 2}}},
    "The Warrens": {"reaction": {"directed_at_you": True, "": {"intercept": 2}}},
    "Deflection": {
        "reaction": {
            "dom": {"redirect_bleed": True, "lock_self": True},
            "DOM": {"redirect_bleed": True},
        }
    },
    # -- combat cards (6.4) ---------------------------------------------------------------------
    "Roundhouse": {
        "combat": {"pot": {"strike": {"hand_bonus": 2}}, "POT": {"strike": {"hand_bonus": 3}}}
    },
    "Undead Strength": {
        "combat": {"pot": {"strike": {"hand_bonus": 1}}, "POT": {"strike": {"hand_bonus": 2}}}
    },
    "Blur": {"combat": {"cel": {"additional_strikes": 1}, "CEL": {"additional_strikes": 2}}},
    "Skin of Rock": {"combat": {"for": {"prevent": 1}, "FOR": {"prevent": 2}}},
    "Side Strike": {
        "combat": {"cel": {"strike": {"dodge": True}}, "CEL": {"additional_strikes": 1}}
    },
    "Pursuit": {"combat": {"cel": {"maneuver": True}, "CEL": {"additional_strikes": 1}}},
    "Form of Mist": {"combat": {"pro": {"strike": {"dodge": True}}}},
    "Theft of Vitae": {
        "combat": {
            "tha": {"strike": {"steal_blood": 1, "ranged": True}},
            "THA": {"strike": {"steal_blood": 2, "ranged": True}},
        }
    },
    "Majesty": {
        "combat": {
            "pre": {"strike": {"combat_ends": True}},
            "PRE": {"strike": {"combat_ends": True}, "unlock": True},
        }
    },
    "Pass Through Shadow": {"combat": {"obl": {"strike": {"combat_ends": True}}}},
    "Dodge": {"combat": {"": {"strike": {"dodge": True}}}},
    "Apportation": {"combat": {"tha": {"press": True}, "THA": {"maneuver": True}}},
    "Rolling with the Punches": {"combat": {"for": {"prevent": 1}}},
    "Arms of Ahriman": {
        "combat": {
            "obl": {"additional_strikes": 1},
            "OBL": {"strike": {"dodge": True}, "additional_strikes": 1},
        }
    },
    "Shattering Blow": {
        "combat": {
            "pot": {"strike": {"burn_equipment": True}},
            "POT": {"strike": {"burn_equipment": True, "first_strike": True}},
        }
    },
    "Fractured Armament": {
        "combat": {
            "pot": {"strike": {"burn_equipment": True}},
            "POT": {"strike": {"burn_equipment": True, "damage": 1}},
        }
    },
    "Fast Hands": {
        "combat": {
            "cel": {"strike": {"steal_equipment": "weapon"}},
            "CEL": {"strike": {"steal_equipment": "weapon", "first_strike": True}},
        }
    },
    "Blessing of Durga Syn": {
        "combat": {
            "chi": {"strike": {"steal_equipment": True}},
            "CHI": {"strike": {"steal_equipment": True, "first_strike": True}},
        }
    },
    # -- equipment, retainers, allies (6.1.3-6.1.5) -------------------------------------------
    ".44 Magnum": {"permanent": {"": {"strike": {"damage": 2, "ranged": True}, "maneuvers": 1}}},
    "Submachine Gun": {
        "permanent": {"": {"strike": {"damage": 3, "ranged": True}, "maneuvers": 1}}
    },
    "Ivory Bow": {"permanent": {"": {"strike": {"damage": 1, "ranged": True, "aggravated": True}}}},
    "Sport Bike": {"permanent": {"": {"intercept": 1}}},
    "Raven Spy": {"permanent": {"ani": {"intercept": 1}, "ANI": {"intercept": 1, "life": 2}}},
    # -- master cards (1.6.2, 5) ----------------------------------------------------------------
    "Blood Doll": {
        "master": {"": {"put_on": "own_vampire"}},
        "permanent": {"": {"blood_doll": True}},
    },
    "Life in the City": {"master": {"": {"add_blood": 1, "trifle": True}}},
    "Misdirection": {"master": {"": {"lock": True}}},
    "Elder Library": {"master": {"": {"put_in_play": True}}, "permanent": {"": {"hand_size": 1}}},
    "Information Highway": {
        "master": {"": {"put_in_play": True}},
        "permanent": {"": {"transfers": 2}},
    },
    "Academic Hunting Ground": _HUNTING_GROUND,
    "Asylum Hunting Ground": _HUNTING_GROUND,
    "Biotech Company Hunting Ground": _HUNTING_GROUND,
    "Political Hunting Ground": _HUNTING_GROUND,
    "Slum Hunting Ground": _HUNTING_GROUND,
    "Society Hunting Ground": _HUNTING_GROUND,
    "Uptown Hunting Ground": _HUNTING_GROUND,
    # -- political actions (6.3) ----------------------------------------------------------------
    "Kine Resources Contested": {"political": {"": {"resolve": "kine_resources_contested"}}},
    "Ancilla Empowerment": {"political": {"": {"resolve": "ancilla_empowerment"}}},
    "Consanguineous Boon": {"political": {"": {"resolve": "consanguineous_boon"}}},
}


def effects_of(card: Card) -> dict[str, Spec] | None:
    return EFFECTS.get(card.name)


def is_automated(card: Card) -> bool:
    """An effect the engine resolves: a registered card, or a master Discipline card naming its
    Discipline (1.6.2.2: being on the vampire is its whole effect)."""
    grant = card.master_discipline
    return card.name in EFFECTS or bool(grant and grant.code)


def levels(spec: Spec) -> dict[str, Spec]:
    """The per-level entries of a window spec: Discipline code (or "") to effect words."""
    return {k: v for k, v in spec.items() if k == "" or (len(k) == 3 and k.isalpha())}
