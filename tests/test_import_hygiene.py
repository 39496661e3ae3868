"""The domain layers load without the UI (DESIGN.md, Layers): every module of rules, sequencer,
cards and players imports in a fresh interpreter with no textual, rich or typer loaded."""

from __future__ import annotations

import json
import pkgutil
import subprocess
import sys

import pytest

import vtes_tui

LAYERS = ("rules", "sequencer", "cards", "players")
UI_PACKAGES = ("textual", "rich", "typer")


def _modules(layer: str) -> list[str]:
    package = __import__(f"vtes_tui.{layer}", fromlist=["__path__"])
    return [f"vtes_tui.{layer}"] + [
        f"vtes_tui.{layer}.{m.name}" for m in pkgutil.iter_modules(package.__path__)
    ]


@pytest.mark.parametrize("layer", LAYERS)
def test_layer_imports_without_the_ui(layer: str) -> None:
    """DESIGN.md: rules/, sequencer/, cards/ and players/ never import textual, rich or typer."""
    modules = _modules(layer)
    assert len(modules) > 1
    script = (
        "import importlib, json, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        f"print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in {UI_PACKAGES!r})))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=False,
        cwd=str(vtes_tui.__path__[0] + "/.."),
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
