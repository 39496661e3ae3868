"""Guided lessons without a screen: every bundled lesson is valid and its steps reach its goal,
checked on the engine's state; a wrong move is explained, refused until undone, and retried."""

from __future__ import annotations

import pytest

from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import IllegalChoice
from vtes_tui.sequencer.lesson import LessonError, LessonRun, lessons, matches, read_lesson


def right_move(run: LessonRun) -> int:
    step = run.steps[run.step]
    assert run.prompt is not None
    return next(i for i in range(len(run.prompt.options)) if matches(step, run.prompt, i))


def wrong_move(run: LessonRun) -> int:
    step = run.steps[run.step]
    assert run.prompt is not None
    return next(i for i in range(len(run.prompt.options)) if not matches(step, run.prompt, i))


def test_the_first_lessons_are_bundled_in_order() -> None:
    names = [lesson.name for lesson in lessons()]
    assert names == [
        "01-turn",
        "02-influence",
        "03-bleed",
        "04-blocks",
        "05-combat",
        "06-torpor",
        "07-politics",
        "08-oust",
    ]


@pytest.mark.parametrize("lesson", lessons(), ids=lambda lesson: lesson.name)
def test_the_steps_of_each_lesson_reach_its_goal(lesson) -> None:
    run = LessonRun(lesson)
    assert run.goal_unmet() is not None  # the goal is not met before the learner acts
    for number, _step in enumerate(lesson.data.steps, start=1):
        assert not run.complete, f"complete before step {number}"
        outcome = run.choose(right_move(run))
        assert outcome.wrong is None
    assert run.complete and run.goal_unmet() is None
    assert run.coach == lesson.data.done


def test_the_bleed_lesson_checks_the_pool_and_the_edge_on_the_state() -> None:
    run = LessonRun(next(x for x in lessons() if x.name == "03-bleed"))
    run.choose(right_move(run))
    bob = run.state.players[1]
    assert bob.pool == 19 and run.state.edge == 0


def test_the_influence_lesson_brings_mazz_into_the_ready_region() -> None:
    run = LessonRun(next(x for x in lessons() if x.name == "02-influence"))
    while not run.complete:
        run.choose(right_move(run))
    ready = [c.card.name for c in run.state.players[0].region(Region.READY)]
    assert ready == ["Mazz"] and run.state.players[0].pool == 27


def test_a_wrong_move_is_played_explained_refused_until_undone_then_retried() -> None:
    run = LessonRun(next(x for x in lessons() if x.name == "03-bleed"))
    outcome = run.choose(wrong_move(run))  # Sybren hunts instead
    assert outcome.wrong is not None
    assert "you chose “Sybren van Oosten hunts" in outcome.wrong
    assert "bleeds Bob for 1" in outcome.wrong  # what the step asked for
    assert "only a bleed takes Bob's pool" in outcome.wrong  # the lesson's why
    assert run.coach == outcome.wrong
    with pytest.raises(IllegalChoice, match="press u"):
        run.choose(0)
    assert run.undo()
    assert run.wrong is None and run.step == 0
    assert run.state.players[1].pool == 20  # the hunt is taken back with the table
    assert run.choose(right_move(run)).complete


def test_undo_takes_back_one_right_step_too() -> None:
    run = LessonRun(next(x for x in lessons() if x.name == "02-influence"))
    run.choose(right_move(run))
    run.choose(right_move(run))
    assert run.state.players[0].pool == 28
    run.undo()
    assert run.step == 1 and run.state.players[0].pool == 29
    assert not LessonRun(run.lesson).can_undo


def test_the_blocks_lesson_keeps_the_pool_and_the_hunt_goes_on() -> None:
    run = LessonRun(next(x for x in lessons() if x.name == "04-blocks"))
    hunt = run.prompt
    assert hunt is not None and hunt.kind == "block"
    block = next(o for o in hunt.options if o.key == "block")
    assert block.numbers == {"intercept": 0, "stealth": 1, "blocks": False}
    run.choose(right_move(run))
    bleed = run.prompt
    assert bleed is not None and "bleeds You" in bleed.text
    run.choose(right_move(run))
    assert run.complete
    assert run.state.players[0].pool == 30 and run.state.edge is None


def test_a_broken_lesson_file_is_refused_in_one_line() -> None:
    with pytest.raises(LessonError, match="bad: .*steps"):
        read_lesson(
            "bad",
            'title = "t"\ngoal = "g"\nintro = "i"\ndone = "d"\n[check]\n'
            '[table]\n[[table.seats]]\nname = "A"\n[[table.seats]]\nname = "B"\n',
        )
    with pytest.raises(LessonError, match="unknown card"):
        read_lesson(
            "bad",
            'title = "t"\ngoal = "g"\nintro = "i"\ndone = "d"\n'
            '[[steps]]\nexpect = "end"\ncoach = "c"\n[check]\n[table]\n'
            '[[table.seats]]\nname = "A"\nready = ["No Such Vampire"]\n'
            '[[table.seats]]\nname = "B"\n',
        )


def test_the_script_waits_for_a_question_that_offers_its_choice() -> None:
    """Bob's script names two actions; the windows between them are passed, not given the
    script's next line."""
    run = LessonRun(next(x for x in lessons() if x.name == "04-blocks"))
    assert [who for _, who in run.made] == ["script"]
    run.choose(right_move(run))
    whos = [who for _, who in run.made]
    assert whos.count("script") == 2 and whos[1] == "learner"
    assert run.prompt is not None and "Anson bleeds You" in run.prompt.text
