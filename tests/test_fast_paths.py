"""The shortcuts taken for speed (issue 26) give what the long way gives.

- A line of plain ASCII is split into tokens by one regular expression; every other line goes
  through the full reading (case folding, accents, card symbols). Both must give the same tokens.
- The first prompt builds the reading of a line (the vocabulary and the lexicon) while the
  player reads it, so the first command is answered as fast as the others.
- The interactive prompt lays out only the line and the history search: typing, Tab, history
  and Ctrl+R search work as before (the rest of tests/test_app_interactive.py and
  tests/test_app_terminal.py play through it).
"""

from __future__ import annotations

import string
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorpion_a11y.commands import normalize
from scorpion_a11y.commands.meaning import lexicon
from scorpion_a11y.i18n import translator

pytest.importorskip("prompt_toolkit")

from prompt_toolkit.history import InMemoryHistory
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from recording import RecordingBackend

from scorpion_a11y.app import cli, interactive
from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.narration import Narrator

ROOT = Path(__file__).resolve().parent.parent
SEED = str(ROOT / "tests" / "data" / "seed.json")
ASCII = "".join(chr(c) for c in range(128) if c != 0x1B)  # escape sequences: the long way
# A snowman is a symbol token of its own: after a space it leaves the tokens before it as
# they are, and it sends the line the long way (it is not ASCII).
LONG_WAY = " \u2603"


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.sampled_from(ASCII + string.ascii_letters * 3 + "  "), max_size=40))
def test_plain_ascii_lines_give_the_tokens_of_the_full_reading(text: str) -> None:
    assert normalize.tokens(text) == normalize.tokens(text + LONG_WAY)[:-1]


@pytest.mark.parametrize(
    "line",
    ["Harten 4 NAAR kolom 7.", "4h naar 7", "zet $10 + 3 | ~^`", "kolom\t3\r\n", "b\x00o\x7frd"],
)
def test_commands_with_capitals_symbols_and_control_characters(line: str) -> None:
    assert normalize.tokens(line) == normalize.tokens(line + LONG_WAY)[:-1]


def test_the_first_prompt_builds_the_reading_of_a_line_before_any_line_is_typed(
    tmp_path: Path,
) -> None:
    # The catalogs read anew: a language in which no line was read yet in this process.
    tr = translator.__wrapped__("nl")
    before = lexicon.cache_info()
    recorder = RecordingBackend()
    with create_pipe_input() as pipe:
        pipe.send_text("\x04")  # Ctrl+D at the first prompt: no line is read at all
        rc = interactive.run(
            Session,
            (Store(tmp_path), Settings(), Statistics(), Narrator("nl", tr=tr)),
            cli.parse(["--deal", SEED], tr),
            [],
            False,
            input=pipe,
            output=DummyOutput(),
            backend=recorder,
            history=InMemoryHistory(),
        )
    assert rc == 0
    assert "Tot ziens" in recorder.spoken[-1]
    built = lexicon.cache_info()
    assert built.misses == before.misses + 1  # built for this language, once
    lexicon(tr)
    assert lexicon.cache_info().hits == built.hits + 1  # the first line finds it ready
