"""Pipe mode, as scripts, tests and braille users drive it.

``python -m scorpion_a11y`` with standard input from a pipe, ``SCORPION_A11Y_DATA`` in a
temporary folder, the repository root as working folder. Each command gives one line of text;
nothing else is printed: no prompt, no echo, no traceback.

The tests about the process itself start the real program (``launch.game``): the golden
opening and first move, no prompt or echo and exit status 0 at the end of the input, a kill -9
and a closed terminal right after a move, what a start imports. The others run the same entry
point in this process (``launch.in_process``, the same options, data folder and pipe loop),
which spares a Python start-up (0.2 s of CPU) each.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import launch
import pytest
from seed_texts import SEED_AFTER_FIRST_MOVE, SEED_START

ROOT = Path(__file__).resolve().parent.parent
SEED = "tests/data/seed.json"


def play(data: Path, text: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The game in pipe mode, in this process (``launch.in_process``)."""
    return launch.in_process(data, text, *args)


def play_real(data: Path, text: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The real program in a subprocess (``launch.game``)."""
    return launch.game(data, text, *args)


def lines(result: subprocess.CompletedProcess[str]) -> list[str]:
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return result.stdout.splitlines()


def test_seed_position_first_move_and_board(tmp_path: Path) -> None:
    out = lines(play_real(tmp_path, "bord\n4 harten naar kolom 7\nbord\n", "--deal", SEED))
    assert len(out) == 4  # the opening, then one line per command
    welcome = "Welkom bij Scorpion: de opstelling uit seed.json, klassieke regels."
    tops = (
        "Kolom 1: schoppen 3; kolom 2: schoppen 7; kolom 3: harten 3; kolom 4: schoppen 9; "
        "kolom 5: klaveren 5; kolom 6: klaverenboer; kolom 7: harten 5."
    )
    # short first: the top cards; the whole board (the golden text) on request
    assert out[0] == f"{welcome} {tops} Zeg bord voor het hele bord."
    assert out[1] == SEED_START
    assert (
        out[2]
        == "Harten 4 met 1 kaart erop naar kolom 7, op harten 5. Bovenop kolom 2: klaveren 3."
    )
    assert out[3] == SEED_AFTER_FIRST_MOVE


def test_no_prompt_no_echo_and_exit_0_at_end_of_input(tmp_path: Path) -> None:
    commands = ["score", "kolom 2", "waar is harten 4", "status"]
    out = lines(play_real(tmp_path, "\n".join(commands) + "\n", "--deal", SEED))
    assert len(out) == 1 + len(commands)
    for line in out:
        assert line not in commands
        assert not line.startswith(">")
    assert out[2].lower().startswith("kolom 2: 3 gedekte kaarten, daarna hartenvrouw")


def test_numbered_deal_welcome(tmp_path: Path) -> None:
    out = lines(play(tmp_path, "", "--spel", "1234"))
    assert out[0].startswith("Welkom bij Scorpion: spel 1234, klassieke regels. Kolom 1: ")


def test_script_file_gives_the_same_lines(tmp_path: Path) -> None:
    script = tmp_path / "zetten.txt"
    script.write_text("4 harten naar kolom 7\nbord\n", encoding="utf-8")
    out = lines(play(tmp_path / "data", "", "--deal", SEED, "--script", str(script)))
    assert out[-1] == SEED_AFTER_FIRST_MOVE


def test_every_move_is_saved_and_resumed(tmp_path: Path) -> None:
    lines(play(tmp_path, "4 harten naar kolom 7\n", "--deal", SEED))
    saved = json.loads((tmp_path / "spel.json").read_text(encoding="utf-8"))
    assert saved["zetten"] == [{"kaart": "harten 4", "naar": 7}]
    out = lines(play(tmp_path, "bord\n"))
    assert out[0].startswith("Verder met Scorpion, de opstelling uit seed.json, zet 1. ")
    assert out[1] == SEED_AFTER_FIRST_MOVE


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGHUP], ids=["kill-9", "hangup"])
def test_resume_after_the_process_dies_right_after_a_move(tmp_path: Path, sig: int) -> None:
    proc = subprocess.Popen(
        launch.command("--spel", "1234"),
        cwd=ROOT,
        env=launch.env_for(tmp_path),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdout.readline()  # the opening
        proc.stdin.write("reserve\n")
        proc.stdin.flush()
        announced = proc.stdout.readline()  # the move has been announced ...
        assert announced.strip()
        proc.send_signal(sig)  # ... and the process dies at once (or the terminal closes)
        proc.wait(timeout=60)
        errors = proc.stderr.read()  # type: ignore[union-attr]
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdin.close()
        proc.stdout.close()
        proc.stderr.close()  # type: ignore[union-attr]
    if sig == signal.SIGKILL:
        assert proc.returncode == -signal.SIGKILL
    else:  # a closed terminal: a quiet exit, no traceback
        assert proc.returncode == 0
        assert errors == ""
    out = lines(play(tmp_path, "reserve\n"))
    assert out[0].startswith("Verder met Scorpion, spel 1234, zet 1. ")
    assert out[1] == "De reserve is al uitgedeeld; dat kan maar één keer."


def test_a_corrupted_save_is_kept_aside_and_a_new_game_starts(tmp_path: Path) -> None:
    (tmp_path / "spel.json").write_text('{"versie": 1, "nummer": 12, "zett', encoding="utf-8")
    out = lines(play(tmp_path, "bord\n"))
    assert out[0].startswith(
        "Je bewaarde spel was niet te lezen; het is apart gezet als spel.json.kapot-1. "
        "Er begint een nieuw spel. Welkom bij Scorpion: spel "
    )
    assert (tmp_path / "spel.json.kapot-1").read_text(encoding="utf-8") == (
        '{"versie": 1, "nummer": 12, "zett'
    )
    assert json.loads((tmp_path / "spel.json").read_text(encoding="utf-8"))["zetten"] == []


def test_deal_or_number_asks_for_another_game(tmp_path: Path) -> None:
    lines(play(tmp_path, "4 harten naar kolom 7\n", "--deal", SEED))
    out = lines(play(tmp_path, "", "--spel", "99"))
    assert out[0].startswith("Welkom bij Scorpion: spel 99, klassieke regels.")


def test_new_game_asks_for_the_rules_unless_the_deal_is_named(tmp_path: Path) -> None:
    commands = "nieuw spel\nversoepeld\nnieuw spel 77\nnieuw spel\n\n"
    out = lines(play(tmp_path, commands, "--spel", "5"))
    assert out[1] == "Welke regels: klassiek of versoepeld? Enter kiest klassiek."
    assert out[2].startswith("Nieuw spel: ")
    assert ", versoepelde regels. Kolom 1: " in out[2]
    # a deal number starts at once, with the rules in play
    assert out[3].startswith("Nieuw spel: Scorpion, spel 77, versoepelde regels. Kolom 1: ")
    assert out[4] == out[1]
    assert out[5].startswith("Nieuw spel: ")
    assert ", klassieke regels. Kolom 1: " in out[5]


def test_reading_keeps_the_new_game_question_and_a_move_drops_it(tmp_path: Path) -> None:
    commands = "nieuw spel\nscore\nbord\n4 harten naar kolom 7\nversoepeld\n"
    out = lines(play(tmp_path, commands, "--deal", SEED))
    # each answer ends with the question in brief: it is still open (trial 6: one rule)
    assert out[2] == "Score 0. Nog open: welke regels? Enter kiest klassiek."
    assert out[3] == SEED_START + " Nog open: welke regels? Enter kiest klassiek."
    assert out[4].startswith("Harten 4 ") and out[4].endswith(" Geen nieuw spel.")
    assert out[5].startswith("Niet begrepen: versoepeld.")


def test_repeat_and_previous(tmp_path: Path) -> None:
    out = lines(play(tmp_path, "kolom 1\nscore\nherhaal\nvorige\nvorige\n", "--deal", SEED))
    assert out[3] == out[2]  # herhaal: the score again
    assert out[4] == out[1]  # vorige: the message before it (kolom 1)
    assert out[5] == out[0]  # vorige again: the opening


def test_statistics_count_the_game(tmp_path: Path) -> None:
    out = lines(play(tmp_path, "4 harten naar kolom 7\nstatistiek\n", "--deal", SEED))
    assert out[2].startswith("Klassiek: 1 spel gespeeld, nog bezig.")  # not lost: in play
    assert "Versoepeld: nog niet gespeeld." in out[2]
    stats = json.loads((tmp_path / "statistiek.json").read_text(encoding="utf-8"))
    assert stats["klassiek"]["gespeeld"] == 1


def test_settings_persist(tmp_path: Path) -> None:
    out = lines(play(tmp_path, "uitvoerigheid kort\n", "--spel", "3"))
    assert out[1] == "Uitvoerigheid: kort."
    settings = json.loads((tmp_path / "instellingen.json").read_text(encoding="utf-8"))
    assert settings["uitvoerigheid"] == "kort"


def test_bad_input_never_gives_a_traceback(tmp_path: Path) -> None:
    garbage = [
        "kolom 99999999999999999999999",
        "♥♥♥ ♠ naar ♦",
        "harten 4 naar kolom",
        "x" * 5000,
        "waar is",
        "nieuw spel 0",
        "snelheid -5",
        "taal klingon",
        "2",
    ]
    empty = ["\x00\x01\x02", "   ", ""]  # an empty line: very short (trial 6)
    result = play(tmp_path, "\n".join(empty + garbage) + "\n", "--deal", SEED)
    out = lines(result)
    assert "Traceback" not in result.stdout
    assert out[1:4] == ["Jouw zet."] * 3
    assert len(out) == 1 + len(empty) + len(garbage)
    assert all(line.strip() for line in out)


def test_stop_ends_the_game_and_says_goodbye(tmp_path: Path) -> None:
    out = lines(play(tmp_path, "stop\nbord\n", "--deal", SEED))
    assert out == [out[0], "Spel bewaard. Tot ziens."]


def test_english(tmp_path: Path) -> None:
    out = lines(play(tmp_path, "", "--spel", "1234", "--taal", "en"))
    assert out[0].startswith("Welcome to Scorpion: deal 1234, classic rules. ")


def test_a_bad_deal_file_is_said_and_a_game_starts_anyway(tmp_path: Path) -> None:
    bad = tmp_path / "kapot.json"
    bad.write_text('{"kolommen": [}', encoding="utf-8")
    out = lines(play(tmp_path / "data", "bord\n", "--deal", str(bad)))
    assert "Welkom bij Scorpion: spel " in out[0]
    assert out[0].index("Welkom") > 0  # the deal file's problem comes first
    assert out[1].startswith("reserve: 3 gedekte kaarten")


def test_an_unusable_data_folder_is_said_and_play_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "bestand"
    blocker.write_text("geen map", encoding="utf-8")
    out = lines(play(blocker / "data", "score\n", "--spel", "4"))
    assert out[0].startswith(f"Je spel kon niet worden bewaard in {blocker / 'data'}.")
    assert out[1] == "Score 0."


def test_pipe_mode_imports_nothing_heavy(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from scorpion_a11y.app.main import main\n"
        "main(['--spel', '3'])\n"
        "heavy = ('prompt_toolkit', 'pyttsx3', 'accessible_output2')\n"
        "sys.stderr.write(repr(sorted(m for m in sys.modules if m.startswith(heavy))))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=launch.env_for(tmp_path),
        input="score\n",
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )
    assert result.stdout.splitlines()[-1] == "Score 0."
    assert result.stderr == "[]"


def test_the_first_line_loads_no_part_of_the_command_language_but_its_words(
    tmp_path: Path,
) -> None:
    """Issue 26: the opening names ``bord`` ("Zeg bord voor het hele bord."), read from the
    catalog by commands.words; the vocabulary, the declared intents, the parser and the command
    model (imported lazily: in sys.modules, its code not run until a name of it is read, which
    also turns it into a plain module) come with the first command."""
    code = (
        "import sys\n"
        "from scorpion_a11y.app.main import main\n"
        "main(['--spel', '3'])\n"
        "model = sys.modules.get('scorpion_a11y.commands.model')\n"
        "ran = [m for m in ('vocabulary', 'declare', 'parser', 'meaning', 'lemma', 'phrasing')\n"
        "       if 'scorpion_a11y.commands.' + m in sys.modules]\n"
        "lazy = model is not None and type(model).__name__ == '_LazyModule'\n"
        "ran += ['model'] if model is not None and not lazy else []\n"
        "sys.stderr.write(repr(ran))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=launch.env_for(tmp_path),
        input="",
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )
    assert result.stdout.startswith("Welkom bij Scorpion: spel 3, klassieke regels.")
    assert "Zeg bord voor het hele bord." in result.stdout
    assert result.stderr == "[]"


def test_kort_opens_with_the_top_cards_only(tmp_path: Path) -> None:
    out = lines(play(tmp_path, "bord\n", "--deal", SEED, "--uitvoerigheid", "kort"))
    assert out[0].startswith("Welkom bij Scorpion: de opstelling uit seed.json, klassieke regels. ")
    assert "kolom 7: harten 5." in out[0]
    assert "gedekte kaarten" not in out[0]
    assert out[1] == SEED_START  # bord still reads everything


def test_natural_questions_and_taking_back_a_new_game(tmp_path: Path) -> None:
    commands = (
        "Kun je harten 4 naar de vijf zetten?\n"
        "hoeveel punten heb ik\n"
        "wat ligt er in kolom 2\n"
        "nieuw spel 50\n"
        "ja\n"
        "terug\n"
        "zeg dat nog eens\n"
    )
    out = lines(play(tmp_path, commands, "--deal", SEED))
    assert out[1].startswith("Harten 4 met 1 kaart erop naar kolom 7, op harten 5.")
    assert out[2] == "Score 5."
    assert out[3] == "Kolom 2: 3 gedekte kaarten, daarna hartenvrouw, klaveren 3."
    assert out[4].startswith("Dit nieuwe spel beginnen? ")  # the game in play counts as lost
    assert out[5].startswith(
        "Nieuw spel: Scorpion, spel 50, klassieke regels. Je vorige spel telt als verloren; "
        "typ terug om ernaar "
        "terug te gaan."
    )
    assert out[6] == "Terug naar je vorige spel: de opstelling uit seed.json, zet 1."
    assert out[7] == out[6]
    assert json.loads((tmp_path / "spel.json").read_text(encoding="utf-8"))["zetten"] != []
