"""Provides text_strip: one line of Rich Text as a Textual Strip, for widgets drawn as lines."""

from __future__ import annotations

from rich.console import Console
from rich.segment import Segment
from rich.text import Text
from textual.strip import Strip


def text_strip(text: Text, console: Console, width: int) -> Strip:
    """``text`` as a line of ``width`` cells (cut or padded), in its own style: Rich's
    Text.render drops the style of a text without spans (Text("…", style="italic"))."""
    segments = Segment.apply_style(text.render(console), console.get_style(text.style))
    return Strip(list(segments)).crop(0, width).extend_cell_length(width)
