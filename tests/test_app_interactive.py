"""The real interactive game: prompt_toolkit reading keys from a pipe, a recording output.

Nothing is mocked but the edges we do not own: the terminal (prompt_toolkit's pipe input and
DummyOutput) and the speaker (a RecordingBackend that keeps every sentence).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("prompt_toolkit")

from prompt_toolkit.history import History, InMemoryHistory
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.keys import Keys
from prompt_toolkit.output import DummyOutput
from recording import RecordingBackend

from scorpion_a11y.app import cli, interactive
from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator

ROOT = Path(__file__).resolve().parent.parent
SEED = str(ROOT / "tests" / "data" / "seed.json")

F1, F2, F3, F4 = "\x1bOP", "\x1bOQ", "\x1bOR", "\x1bOS"
CTRL_Z, CTRL_C, CTRL_D = "\x1a", "\x03", "\x04"
ENTER = "\r"


def alt(digit: int) -> str:
    return "\x1b" + str(digit)


def play(
    data: Path, keys: str, *argv: str, history: History | bool | None = True
) -> tuple[list[str], Store]:
    """Type ``keys`` into the real prompt; return everything said."""
    store = Store(data)
    recorder = RecordingBackend()
    opts = cli.parse(list(argv), translator("nl"))
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        rc = interactive.run(
            Session,
            (store, Settings(), Statistics(), Narrator("nl")),
            opts,
            [],
            False,
            input=pipe,
            output=DummyOutput(),
            backend=recorder,
            history=InMemoryHistory() if history is True else (history or None),
        )
    assert rc == 0
    assert recorder.closed
    return recorder.spoken, store


def test_a_short_game_with_keys_moves_a_refusal_undo_and_the_reserve(tmp_path: Path) -> None:
    keys = (
        "4 har" + F2 + "ten naar kolom 7" + ENTER  # F2 reads the board; the typed line stays
        + "harten 3 naar kolom 1" + ENTER  # refused
        + CTRL_Z  # undo the move, from the keyboard
        + "opnieuw" + ENTER
        + "reserve" + ENTER
        + alt(3)  # read column 3
        + F3 + F4  # top cards, then repeat
        + "terug" + ENTER
        + "stop" + ENTER
    )  # fmt: skip
    spoken, store = play(tmp_path, keys, "--deal", SEED)
    opening, board, move, refusal, undo, redo, deal, col3, tops, again, undo2, bye = spoken
    assert "Welkom bij Scorpion: de opstelling uit seed.json, klassieke regels." in opening
    assert board.startswith("reserve: 3 gedekte kaarten; geen reeks verwijderd. kolom 1:")
    assert "hartenvrouw, klaveren 3, harten 4, schoppen 7" in board
    assert (
        move == "Harten 4 met 1 kaart erop naar kolom 7, op harten 5. Bovenop kolom 2: klaveren 3."
    )
    assert "harten 3" in refusal.lower()
    assert "terug" in undo.lower() or "ongedaan" in undo.lower()
    assert "harten 4" in redo.lower()
    assert "reserve" in deal.lower()
    assert col3.lower().startswith("kolom 3: 3 gedekte kaarten, daarna schoppenaas")
    assert col3.rstrip(".").endswith("schoppenvrouw")  # the reserve's third card
    assert again == tops
    assert "reserve" in undo2.lower()
    assert bye == "Spel bewaard. Tot ziens."
    saved = json.loads(store.path("spel.json").read_text(encoding="utf-8"))
    assert saved["zetten"] == [{"kaart": "harten 4", "naar": 7}]


def test_reading_commands_help_and_completion(tmp_path: Path) -> None:
    keys = (
        "waar is schoppenbo\t" + ENTER  # Tab completes the card name
        + "kolom 2" + ENTER
        + F1
        + "score" + ENTER
        + "vorige" + ENTER
        + CTRL_D
    )  # fmt: skip
    spoken, _ = play(tmp_path, keys, "--deal", SEED)
    where, column, helptext, score, previous, bye = spoken[1:]
    assert "schoppenboer" in where.lower() and "kolom 5" in where.lower()
    assert column.lower().startswith("kolom 2: 3 gedekte kaarten")
    # F1: the short help (trial 4), which names the keys' own help
    assert "help toetsen" in helptext and "bord" in helptext.lower()
    assert "0" in score
    assert previous == helptext
    assert bye == "Spel bewaard. Tot ziens."


def test_ctrl_c_clears_the_line_and_nothing_happens(tmp_path: Path) -> None:
    spoken, store = play(
        tmp_path, "4 harten naar kolom 7" + CTRL_C + "stop" + ENTER, "--deal", SEED
    )
    assert len(spoken) == 2  # the opening and the goodbye: the move was never made
    saved = json.loads(store.path("spel.json").read_text(encoding="utf-8"))
    assert saved["zetten"] == []


def test_escape_stops_speech(tmp_path: Path) -> None:
    recorder = RecordingBackend()
    store = Store(tmp_path)
    session = Session(store, Settings(), Statistics(), Narrator("nl"))
    session.start(deal_path=SEED)
    calls: list[str] = []
    kb = interactive.key_bindings(session, calls.append, lambda: recorder.cancel())
    (binding,) = kb.get_bindings_for_keys((Keys.Escape,))
    binding.handler(None)  # type: ignore[arg-type]
    assert recorder.cancels == 1
    assert calls == []


def test_resume_in_the_prompt(tmp_path: Path) -> None:
    play(tmp_path, "4 harten naar kolom 7" + ENTER + CTRL_D, "--deal", SEED)
    spoken, _ = play(tmp_path, "stop" + ENTER)
    assert spoken[0].startswith("Verder met Scorpion, de opstelling uit seed.json, zet 1.") or (
        "Verder met Scorpion, de opstelling uit seed.json, zet 1." in spoken[0]
    )


def test_typed_commands_go_into_the_history(tmp_path: Path) -> None:
    """Up and Down step through this history (prompt_toolkit's own keys)."""
    history = InMemoryHistory()
    play(tmp_path, "kolom 6" + ENTER + "score" + ENTER + CTRL_D, history=history)
    assert list(history.get_strings()) == ["kolom 6", "score"]


def test_the_history_file_is_kept_in_the_data_folder(tmp_path: Path) -> None:
    play(tmp_path, "score" + ENTER + CTRL_D, history=None)
    assert "score" in (tmp_path / "geschiedenis.txt").read_text(encoding="utf-8")


def test_completion_finishes_card_names_and_commands() -> None:
    words = interactive.completion_words(translator("nl"))
    assert ("harten 10", 8) in list(interactive.completions(words, "harten 1"))
    assert list(interactive.completions(words, "waar is schoppenbo")) == [("schoppenboer", 10)]
    assert ("statistiek", 4) in list(interactive.completions(words, "stat"))
    assert list(interactive.completions(words, "   ")) == []


HISTORY_SENTENCE = (
    "Je opdrachtgeschiedenis {path} is niet te gebruiken, dus worden getypte opdrachten "
    "alleen onthouden tot je stopt; kijk de rechten van dat bestand na."
)


def test_a_history_file_that_is_a_folder_is_said_once_and_every_command_runs(
    tmp_path: Path,
) -> None:
    """Issue 14, fault 3: prompt_toolkit's FileHistory failed on every Enter."""
    (tmp_path / "geschiedenis.txt").mkdir()
    spoken, _ = play(tmp_path, "score" + ENTER + "kolom 6" + ENTER + CTRL_D, history=None)
    opening, score, column, bye = spoken
    assert opening.startswith(
        "Uitvoer: opname. " + HISTORY_SENTENCE.format(path=tmp_path / "geschiedenis.txt")
    )
    assert score == "Score 0."
    assert column.lower().startswith("kolom 6:")
    assert bye == "Spel bewaard. Tot ziens."
    assert not (tmp_path / "fouten.log").exists()


def test_a_history_file_failing_later_costs_the_history_not_the_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file passes the check at start, then fails when written (a full disk, an owner
    changed by a sudo run): the command runs and is answered, the detail goes to the log."""
    (tmp_path / "geschiedenis.txt").mkdir()
    monkeypatch.setattr(interactive, "history_file", lambda path: True)
    spoken, _ = play(tmp_path, "score" + ENTER + "score" + ENTER + CTRL_D, history=None)
    assert spoken[1:] == ["Score 0.", "Score 0.", "Spel bewaard. Tot ziens."]
    assert "geschiedenis.txt" in (tmp_path / "fouten.log").read_text(encoding="utf-8")


def test_alt_keys_read_every_column_of_a_14_column_game(tmp_path: Path) -> None:
    """Alt+0 reads column 10, Alt+Shift+1..4 (Escape with ! @ # $) columns 11-14; in a game
    with fewer columns the same key says there is no such column."""
    # Enter before "stop": a key that reads nothing would leave its character on the line
    keys = "\x1b0" + "\x1b!" + "\x1b$" + alt(9) + ENTER + "stop" + ENTER
    spoken, _ = play(tmp_path / "double", keys, "--variant", "double-scorpion", "--spel", "5")
    _opening, ten, eleven, fourteen, nine, idle, _bye = spoken
    assert idle == "Jouw zet."  # the Enter on an empty line (trial 6)
    assert ten.startswith("Kolom 10: ")
    assert eleven.startswith("Kolom 11: ")
    assert fourteen.startswith("Kolom 14: ")
    assert nine.startswith("Kolom 9: ")
    keys = "\x1b0" + "\x1b$" + ENTER + "stop" + ENTER
    spoken, _ = play(tmp_path / "scorpion", keys, "--spel", "5")
    assert spoken[1:4] == [
        "Er is geen kolom 10: de kolommen zijn 1 tot en met 7.",
        "Er is geen kolom 14: de kolommen zijn 1 tot en met 7.",
        "Jouw zet.",
    ]


@pytest.mark.parametrize("language", ["nl", "en"])
def test_completion_offers_only_what_fits_there(language: str) -> None:
    """Trial 3, item 11: few and relevant candidates, never the reading by meaning's stems."""
    words = interactive.completion_words(translator(language))

    def offered(typed: str) -> list[str]:
        return [word for word, _length in interactive.completions(words, typed)]

    if language == "nl":
        assert list(interactive.completions(words, "schoppen v")) == [("schoppenvrouw", 10)]
        assert offered("nieuw spel d") == ["drie blinde muizen", "dubbele scorpion"]
        assert offered("nieuw spel dubbele scorpion v") == ["versoepeld"]
        assert offered("uitvoer s") == ["schermlezer", "spraak"]
        assert "traditioneel" in offered("help t")
        assert offered("zet harten 4 n") == ["naar"]
        typed_starts = ("v", "ver", "d", "doe", "z", "m", "g", "vertel m", "verlies r")
    else:
        assert offered("queen of s") == ["queen of spades"]
        assert offered("new game t") == ["three blind mice", "traditional"]
        typed_starts = ("v", "u", "d", "r", "m", "t")
    everything = [w for typed in typed_starts for w in offered(typed)]
    for broken in ("vertel meer na elk zet", "verlies roep uit", "doe ongedaan zet opnieuw"):
        assert broken not in everything
    assert all(len(offered(typed)) <= 25 for typed in typed_starts)
