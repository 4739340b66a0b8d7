"""Nothing from outside reaches the terminal raw (issue 14, fault 4): deal-file contents and
names, command-line values, the --script path and the data path are shown with control
characters, escapes, bidi controls and line breaks as visible placeholders.

The real program in pipe mode, with real files whose names hold those characters.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import launch
import pytest

from scorpion_a11y.narration.text import clean

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "tests" / "data" / "seed.json"
#: Clears the screen, sets the window title, reverses the text, forges a line.
NASTY = "\x1b[2J\x1b]0;titel\x07\u202e\nGewonnen!\r\u2028"
RAW = ("\x1b", "\x07", "\u202e", "\r", "\u2028")


def run(data: Path, text: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The game's entry point in this process (``launch.in_process``): what it writes is the
    same text a real start writes; the command line's own values go through a real start."""
    return launch.in_process(data, text, *args)


def assert_clean(text: str) -> None:
    for ch in RAW:
        assert ch not in text, repr(text)
    assert "Gewonnen!" not in text.splitlines()  # no forged line


def test_clean_shows_every_invisible_character() -> None:
    assert clean(NASTY) == ("[ESC][2J[ESC]]0;titel[U+0007][U+202E][LF]Gewonnen![CR][U+2028]")
    assert clean("harten 4, ruitenheer, é ♥ 🂱") == "harten 4, ruitenheer, é ♥ 🂱"
    assert clean("\u200f\u2066x\u2069\ufeff\x9b") == "[U+200F][U+2066]x[U+2069][U+FEFF][U+009B]"


def test_a_deal_file_name_is_shown_clean(tmp_path: Path) -> None:
    if sys.platform == "win32":  # pragma: no cover
        pytest.skip("Windows file names cannot hold these characters")
    deal = tmp_path / f"spel{NASTY.replace('/', '')}.json"
    deal.write_bytes(SEED.read_bytes())
    done = run(tmp_path / "data", "score\n", "--deal", str(deal))
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    assert len(lines) == 2  # the opening and the score: nothing forged in between
    assert_clean(done.stdout.replace("\n", ""))
    assert "de opstelling uit spel[ESC][2J[ESC]]0;titel[U+0007][U+202E][LF]Gewonnen!" in lines[0]


def test_values_inside_a_deal_file_are_shown_clean(tmp_path: Path) -> None:
    deal = tmp_path / "kapot.json"
    text = SEED.read_text(encoding="utf-8").replace(
        '"harten 4"',
        '"'
        + NASTY.replace("\n", "\\n")
        .replace("\r", "\\r")
        .replace("\x1b", "\\u001b")
        .replace("\x07", "\\u0007")
        + '"',
        1,
    )
    deal.write_text(text, encoding="utf-8")
    done = run(tmp_path / "data", "score\n", "--deal", str(deal))
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    assert len(lines) == 2
    assert_clean(done.stdout.replace("\n", ""))
    assert lines[0].startswith('"[ESC][2J[ESC]]0;titel[U+0007][U+202E][LF]Gewonnen![CR][U+2028]"')


def test_a_broken_deal_file_path_is_shown_clean(tmp_path: Path) -> None:
    done = run(tmp_path / "data", "", "--deal", str(tmp_path / f"weg{NASTY}.json"))
    assert done.returncode == 0
    assert len(done.stdout.splitlines()) == 1
    assert_clean(done.stdout.replace("\n", ""))


@pytest.mark.parametrize(
    "args",
    [
        ["--uitvoer", NASTY],
        [f"--onbekend{NASTY}"],
        [f"--regels={NASTY}"],
        ["--script", str(Path("/nergens") / NASTY)],
    ],
    ids=["value", "option", "inline-value", "script-path"],
)
def test_command_line_values_are_shown_clean(tmp_path: Path, args: list[str]) -> None:
    done = launch.game(tmp_path, "", *args, timeout=60)  # the values through a real argv
    assert done.returncode != 0
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1
    assert_clean(done.stderr.replace("\n", ""))
    assert "[ESC]" in done.stderr


def test_the_data_path_is_shown_clean(tmp_path: Path) -> None:
    blocker = tmp_path / "bestand"
    blocker.write_text("geen map", encoding="utf-8")
    done = run(blocker / f"data{NASTY}", "score\n")
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    assert len(lines) == 2 and lines[1] == "Score 0."
    assert_clean(done.stdout.replace("\n", ""))


def test_the_solver_shows_names_clean(tmp_path: Path) -> None:
    done = launch.game(None, None, "oplosser", "--spellen", NASTY, timeout=60)
    assert done.returncode == 2
    assert_clean(done.stderr.replace("\n", ""))
    assert "[ESC]" in done.stderr


def test_a_lock_file_path_is_cleaned_before_it_is_said() -> None:
    """The lock file's path comes from SCORPION_A11Y_DATA, text from outside."""
    from scorpion_a11y.i18n import translator
    from scorpion_a11y.narration import app_text

    said = app_text.lock_unusable(translator("nl"), "/data" + NASTY + "/spel.slot")
    assert "\x1b" not in said and "[ESC][2J" in said
