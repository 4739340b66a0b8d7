"""What a terminal receives from the interactive game, byte for byte, under a real pty.

A screen reader that reads the terminal says every change, so one command cycle may write
only: the prompt, the typed characters once, a line end, the announcement, a line end. The
game runs as the real console script (``python -m scorpion_a11y``) on a pseudo-terminal; the
test side answers a cursor-position request as a terminal would (none is sent), types like a
player, and checks every byte. In-process runs (a recording speaker at the edge) check what
is spoken while the terminal stays as typed. POSIX only (a pty).
"""

from __future__ import annotations

import io
import re
import sys
import time
from pathlib import Path

import pytest

if sys.platform == "win32":  # pragma: no cover - no pty on Windows
    pytest.skip("needs a pty", allow_module_level=True)
pytest.importorskip("prompt_toolkit")

from ptyterm import (
    CPR_REQUEST,
    Terminal,
    escape_sequences,
    game_command,
    game_env,
    run_in_process,
)
from recording import RecordingBackend

ROOT = Path(__file__).resolve().parent.parent
SEED = str(ROOT / "tests" / "data" / "seed.json")
PROMPT = b"> "
LINE_END = b"\r\n"  # the terminal turns the game's "\n" into CR LF
ESCAPE_BUDGET = 4  # escape sequences per command cycle, at most (the game writes none)
MOVE = b"Harten 4 met 1 kaart erop naar kolom 7"  # the answer to "4 harten naar kolom 7"
COLUMN_3 = b"Kolom 3: 3 gedekte kaarten, daarna schoppenaas, ruiten 7, harten 7, harten 3."

#: Sequences a prompt must never send: cursor-position request, bracketed paste on/off, cursor
#: hide/show, autowrap off/on, erase below, and any colour or attribute (SGR).
FORBIDDEN = {
    "cursor-position request": re.compile(re.escape(CPR_REQUEST)),
    "bracketed paste": re.compile(rb"\x1b\[\?2004[hl]"),
    "cursor hide/show": re.compile(rb"\x1b\[\?25[hl]"),
    "cursor blink": re.compile(rb"\x1b\[\?12[hl]"),
    "autowrap": re.compile(rb"\x1b\[\?7[hl]"),
    "erase": re.compile(rb"\x1b\[[0-9]*[JK]"),
    "colour/attributes": re.compile(rb"\x1b\[[0-9;]*m"),
    "cursor movement": re.compile(rb"\x1b\[[0-9;]*[ABCDHf]"),
}


def start(tmp_path: Path, **env: str) -> Terminal:
    """The console script on a pty, at its first prompt."""
    term = Terminal(
        game_command("--uitvoer", "tekst", "--deal", SEED), game_env(tmp_path / "data", **env)
    )
    term.wait_for(LINE_END + PROMPT)
    assert term.settle() == term.length
    assert term.since(0).endswith(LINE_END + PROMPT)  # the opening, then the prompt
    return term


def cycle(term: Terminal, command: str) -> bytes:
    """Type ``command`` key by key, press Enter; every byte up to and with the next prompt."""
    mark = term.length
    term.type(command)
    term.send("\r")
    end = term.wait_for(LINE_END + PROMPT, mark + len(command.encode()))
    term.settle(0.2)
    assert term.length == end, "nothing may follow the prompt"
    return term.since(mark)


def quit_game(term: Terminal) -> bytes:
    mark = term.length
    term.send("\x04")  # Ctrl+D: save and quit
    assert term.finish() == 0
    return term.since(mark)


def assert_clean(data: bytes) -> None:
    for what, pattern in FORBIDDEN.items():
        assert not pattern.search(data), f"{what} in {data!r}"


def test_each_command_cycle_is_the_typed_line_and_the_announcement(tmp_path: Path) -> None:
    term = start(tmp_path)
    commands = {
        "kolom 3": COLUMN_3,
        "4 harten naar kolom 7": MOVE,
        "harten 3 naar kolom 1": b"Harten 3 is ook niet precies",  # refused
        "terug": b"Ongedaan gemaakt",
        "score": b"Score 0.",
    }
    for command, announced in commands.items():
        data = cycle(term, command)
        typed = command.encode()
        # The typed characters once, as typed, then one line end: the accepted line is not
        # written again and nothing is erased or padded.
        assert data.startswith(typed + LINE_END), data
        body = data[len(typed + LINE_END) : -len(LINE_END + PROMPT)]
        assert announced in body
        assert b"\r\n\r\n" not in data and b"\x08" not in data and b"\r\r" not in data
        assert data.endswith(LINE_END + PROMPT)
        assert len(escape_sequences(data)) <= ESCAPE_BUDGET
        assert_clean(data)
    goodbye = quit_game(term)
    assert goodbye == LINE_END + b"Spel bewaard. Tot ziens." + LINE_END
    assert term.cpr_requests == 0
    assert escape_sequences(bytes(term.output)) == []


def test_escape_never_eats_the_next_key_and_alt_digit_reads_a_column(tmp_path: Path) -> None:
    term = start(tmp_path)
    # Escape alone, then a command typed a moment later: every character counts.
    mark = term.length
    term.send("\x1b")
    time.sleep(0.5)  # a person's pause (a key within 50 ms would make it Alt+key)
    assert term.since(mark) == b""  # Escape writes nothing
    data = cycle(term, "kolom 3")
    assert data == b"kolom 3" + LINE_END + COLUMN_3 + LINE_END + PROMPT
    # Alt+3 while typing (Escape and 3 in one burst, as a terminal sends it): column 3 is
    # read, and the half-typed line comes back after it, once.
    mark = term.length
    term.type("kol")
    term.wait_for(b"kol", mark)
    term.send("\x1b3")
    end = term.wait_for(LINE_END + PROMPT + b"kol", mark)
    data = term.since(mark)[: end - mark]
    assert data == b"kol" + LINE_END + COLUMN_3 + LINE_END + PROMPT + b"kol"
    assert cycle(term, "om 3") == b"om 3" + LINE_END + COLUMN_3 + LINE_END + PROMPT
    quit_game(term)
    assert escape_sequences(bytes(term.output)) == []


def test_editing_writes_backspaces_and_characters_only(tmp_path: Path) -> None:
    term = start(tmp_path)
    # A typo, Backspace, then on: Backspace is "\b \b" on the screen.
    mark = term.length
    term.type("kolx")
    term.wait_for(b"kolx", mark)  # (keys that arrive together are drawn together)
    term.send("\x7f")
    term.wait_for(b"\x08 \x08", mark)
    assert cycle(term, "om 3").startswith(b"om 3" + LINE_END + COLUMN_3)
    assert term.since(mark).startswith(b"kolx\x08 \x08om 3")
    # Up brings back the last command, written in place of the (empty) line.
    mark = term.length
    term.send("\x1b[A")
    term.wait_for(b"kolom 3", mark)
    term.send("\r")
    term.wait_for(LINE_END + PROMPT, mark + 7)
    assert term.since(mark).startswith(b"kolom 3" + LINE_END + COLUMN_3 + LINE_END)
    # Tab completes a card name in place; with many candidates Tab says them as one line.
    data = cycle(term, "waar is schoppenbo\t")
    assert data.startswith(b"waar is schoppenboer" + LINE_END + b"Schoppenboer ligt in kolom 5")
    mark = term.length
    term.type("hartenb\t")
    term.wait_for(b"hartenboer", mark)
    term.send("\x15")  # Ctrl+U clears the line
    term.settle(0.2)
    mark = term.length
    term.type("harten")
    term.wait_for(b"harten", mark)
    term.send("\t")
    end = term.wait_for(LINE_END + PROMPT + b"harten", mark)
    listed = term.since(mark)[: end - mark]
    assert listed.startswith(b"harten" + LINE_END + b"harten 10, harten 2, harten 3,")
    assert listed.count(LINE_END) == 2  # one line: the list, not columns
    term.send("\x15")
    term.settle(0.2)
    # Ctrl+C drops the line: a line end, a new prompt, nothing done.
    mark = term.length
    term.type("kolom 1")
    term.wait_for(b"kolom 1", mark)
    term.send("\x03")
    term.wait_for(LINE_END + PROMPT, mark)
    term.settle(0.2)
    assert term.since(mark) == b"kolom 1" + LINE_END + PROMPT
    everything = bytes(term.output) + quit_game(term)
    assert escape_sequences(everything) == []


@pytest.mark.parametrize("env", [{"TERM": "dumb"}, {"NO_COLOR": "1"}, {"TERM": "linux"}])
def test_dumb_terminals_and_no_color_get_plain_lines(tmp_path: Path, env: dict[str, str]) -> None:
    term = start(tmp_path, **env)
    cycle(term, "kolom 3")
    cycle(term, "bord")
    mark = term.length
    term.type("4 har")
    term.send("\x1bOQ")  # F2 while typing: the board, then the half-typed line again
    term.wait_for(LINE_END + PROMPT + b"4 har", mark)
    data = cycle(term, "ten naar kolom 7")
    assert data.startswith(b"ten naar kolom 7" + LINE_END + MOVE)
    quit_game(term)
    assert b"\x1b" not in term.output
    assert term.cpr_requests == 0


def test_speech_leaves_the_half_typed_line_alone_and_escape_stops_it(tmp_path: Path) -> None:
    """Spoken output (spraak, schermlezer) prints nothing: keys while typing write no byte."""
    spoken = RecordingBackend()
    seen: dict[str, bytes] = {}
    stops: list[int] = []

    def player(term: Terminal) -> None:
        mark = term.length
        term.type("4 har")
        term.wait_for(b"4 har", mark)
        for key in ("\x1bOQ", "\x1b3", "\x1a"):  # F2, Alt+3, Ctrl+Z: said, not printed
            before = len(spoken.spoken)
            term.send(key)
            deadline = time.monotonic() + 10
            while len(spoken.spoken) == before and time.monotonic() < deadline:
                time.sleep(0.01)
        cancels = spoken.cancels
        term.send("\x1b")  # Escape alone stops speech without waiting for another key
        deadline = time.monotonic() + 10
        while spoken.cancels == cancels and time.monotonic() < deadline:
            time.sleep(0.01)
        stops.append(spoken.cancels - cancels)
        term.type("ten naar kolom 7")
        term.send("\r")
        term.wait_for(LINE_END + PROMPT, mark + 5)
        term.settle(0.2)
        seen["typing"] = term.since(mark)

    store = run_in_process(tmp_path, spoken, player, "--deal", SEED)
    assert stops == [1]
    assert seen["typing"] == b"4 harten naar kolom 7" + LINE_END + PROMPT
    board, column3, nothing_to_undo, move = spoken.spoken[1:5]
    assert board.startswith("reserve: 3 gedekte kaarten")
    assert column3.lower().startswith("kolom 3: 3 gedekte kaarten, daarna schoppenaas")
    assert nothing_to_undo and nothing_to_undo != move
    assert move.encode().startswith(MOVE)
    assert (store.path("spel.json")).exists()


def test_typing_ahead_while_the_game_works_is_written_once(tmp_path: Path) -> None:
    """Keys typed before the next prompt are not echoed by the terminal, only by the prompt."""
    term = start(tmp_path)
    mark = term.length
    term.send("4 harten naar kolom 7\r")
    term.send("sc")
    term.send("\x1a")  # Ctrl+Z typed ahead: undo at the prompt, not a suspended game
    term.send("ore\r")
    term.wait_for(b"Score 0." + LINE_END + PROMPT, mark)
    term.settle(0.3)
    data = term.since(mark)
    lines = data.split(LINE_END)
    # The prompt before Ctrl+Z is drawn ("> " or "> sc") only if the keys came after it.
    if lines[2] in (PROMPT, PROMPT + b"sc"):
        del lines[2]
    typed, move, undo, score, said, last = lines
    assert typed == b"4 harten naar kolom 7" and move.startswith(MOVE)
    assert undo.startswith(b"Ongedaan gemaakt: harten 4")
    assert (score, said, last) == (PROMPT + b"score", b"Score 0.", PROMPT)
    quit_game(term)


def test_the_echo_rewrites_only_what_changed() -> None:
    """LineEcho alone: edits in the middle write the tail and backspace to the cursor."""
    from scorpion_a11y.app.terminal import LineEcho

    screen = io.StringIO()
    echo = LineEcho(screen, lambda: 80)
    echo.begin("> ")
    echo.show("", 0)
    echo.show("kolm 3", 6)
    echo.show("kolm 3", 3)  # Left three times
    echo.show("kolom 3", 4)  # "o" inserted
    echo.done("kolom 3")
    assert screen.getvalue() == "> kolm 3\b\b\bom 3\b\b\bm 3\n"
    # Too wide for backspace to reach: the line again on a new line.
    screen = io.StringIO()
    echo = LineEcho(screen, lambda: 12)
    echo.begin("> ")
    echo.show("kolom 3 naar", 12)
    echo.show("kolom 3 naa", 11)
    echo.show("kolom 3 naa", 3)  # Left in a long line: the cursor cannot be shown there
    echo.show("kolXom 3 naa", 4)  # so the next change starts a new line again
    echo.done("kolXom 3 naa")
    assert screen.getvalue() == (
        "> kolom 3 naar\n> kolom 3 naa\n> kolom 3 naa\n> kolXom 3 naa\n> kolXom 3 naa\n"
    )


def test_speech_failing_while_typing_is_said_below_the_half_typed_line(tmp_path: Path) -> None:
    """A fault found by the speech thread: the fallback sentence and the lost text are printed
    on their own lines, then the prompt and the half-typed line again."""
    from scorpion_a11y.output.base import Problem

    spoken = RecordingBackend()
    seen: list[bytes] = []

    def player(term: Terminal) -> None:
        mark = term.length
        term.type("4 har")
        term.wait_for(b"4 har", mark)
        assert spoken.on_fault is not None
        spoken.on_fault(spoken, Problem.WORKER_DIED, "Harten 4 naar kolom 7.")  # another thread
        end = term.wait_for(LINE_END + PROMPT + b"4 har", mark)
        seen.append(term.since(mark)[: end - mark])
        term.type("ten naar kolom 7\r")
        term.wait_for(MOVE, end)

    run_in_process(tmp_path, spoken, player, "--deal", SEED)
    typed, fell_back, lost, again = seen[0].split(LINE_END)
    assert typed == b"4 har"
    assert b"tekst" in fell_back  # "... werkt niet (...); nu: tekst."
    assert lost == b"Harten 4 naar kolom 7."
    assert again == PROMPT + b"4 har"


def test_tab_completes_from_what_fits_at_that_point(tmp_path: Path) -> None:
    """Trial 3, item 11: ``schoppen v`` + Tab listed ~40 vocabulary words, not schoppenvrouw
    (here: ``schoppen a``, a card face up on this table);
    ``nieuw spel d`` + Tab ~40 entries, not the two games. Tab completes the card, and after
    ``nieuw spel`` says only the games that fit, as one line."""
    term = start(tmp_path)
    mark = term.length
    term.type("waar is schoppen a")
    term.wait_for(b"schoppen a", mark)
    term.send("\t")  # the line becomes "waar is schoppenaas": " a" rubbed out, "aas" on
    term.wait_for(b"schoppen a\x08\x08aas", mark)
    term.send("\r")
    end = term.wait_for(LINE_END + PROMPT, mark + 18)
    said = term.since(mark)[: end - mark]
    assert b"Schoppenaas ligt in kolom 3" in said, said
    term.settle(0.2)
    mark = term.length
    term.type("nieuw spel d")
    term.wait_for(b"nieuw spel d", mark)
    term.send("\t")
    end = term.wait_for(LINE_END + PROMPT + b"nieuw spel d", mark + 12)
    listed = term.since(mark)[: end - mark]
    assert listed == (
        b"nieuw spel d" + LINE_END + b"drie blinde muizen, dubbele scorpion" + LINE_END + PROMPT
        + b"nieuw spel d"
    ), listed  # fmt: skip
    term.send("\x15")
    term.settle(0.2)
    quit_game(term)
