"""The command line: options, Dutch help, and sentences (never tracebacks) for bad options."""

from __future__ import annotations

import subprocess
from pathlib import Path

import launch
import pytest

from scorpion_a11y.app import cli
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.i18n import available_languages, translator
from scorpion_a11y.settings import OUTPUT_CHOICES, VERBOSITIES

ROOT = Path(__file__).resolve().parent.parent
NL = translator("nl")


def test_every_option_is_understood() -> None:
    opts = cli.parse(
        [
            "--spel", "1234", "--regels", "versoepeld", "--uitvoer=tekst", "--taal", "en",
            "--uitvoerigheid", "kort", "--script", "zetten.txt",
        ],
        NL,
    )  # fmt: skip
    assert opts.number == 1234
    assert opts.rules is Rules.VERSOEPELD
    assert opts.output == "tekst"
    assert opts.language == "en"
    assert opts.verbosity == "kort"
    assert opts.script == "zetten.txt"
    assert cli.parse(["--deal", "tests/data/seed.json"], NL).deal == "tests/data/seed.json"


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--spel", "nul"], "Het spelnummer moet een heel getal van 1 tot en met 4294967295 zijn."),
        (["--spel", "0"], "Het spelnummer moet een heel getal van 1 tot en met 4294967295 zijn."),
        (["--regels", "streng"], "--regels kent streng niet. Kies klassiek of versoepeld."),
        (
            ["--uitvoer", "braille"],
            "--uitvoer kent braille niet. Kies auto, tekst, spraak of schermlezer.",
        ),
        (["--spel"], "De optie --spel heeft een waarde nodig."),
        (["--kleur"], "Onbekende optie --kleur. Typ scorpion-a11y --help voor de opties."),
        (["--spel", "5", "--deal", "x.json"], "Geef --spel of --deal, niet allebei."),
    ],
)
def test_bad_options_get_one_dutch_sentence(argv: list[str], expected: str) -> None:
    with pytest.raises(cli.CliError) as info:
        cli.parse(argv, NL)
    assert str(info.value) == expected


def test_prescan_finds_the_language() -> None:
    assert cli.prescan_language(["--spel", "3", "--taal", "en"]) == "en"
    assert cli.prescan_language(["--taal=nl"]) == "nl"
    assert cli.prescan_language(["--taal", "fr"]) is None


def _run(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return launch.game(tmp_path, None, *args, timeout=60)


def test_help_is_dutch_and_names_every_option(tmp_path: Path) -> None:
    result = _run("--help", tmp_path=tmp_path)
    assert result.returncode == 0
    assert result.stdout.startswith("Gebruik: scorpion-a11y [opties]\n")
    for option in ("--spel", "--regels", "--deal", "--uitvoer", "--taal", "--uitvoerigheid",
                   "--script"):  # fmt: skip
        assert f"\n{option} " in result.stdout
    assert "usage" not in result.stdout.lower()
    assert result.stderr == ""


def test_help_follows_taal(tmp_path: Path) -> None:
    result = _run("--taal", "en", "--help", tmp_path=tmp_path)
    assert result.stdout.startswith("Usage: scorpion-a11y [options]\n")


def test_bad_option_exits_2_with_a_sentence_and_no_traceback(tmp_path: Path) -> None:
    result = _run("--regels", "streng", tmp_path=tmp_path)
    assert result.returncode == 2
    assert result.stderr == "--regels kent streng niet. Kies klassiek of versoepeld.\n"
    assert result.stdout == ""


# The values of --uitvoer and --uitvoerigheid are a public interface (scripts and shortcuts use
# them): each must keep working, whatever table the code takes its list from.
OUTPUTS = sorted({"auto", "tekst", "spraak", "schermlezer", *OUTPUT_CHOICES})
LEVELS = sorted({"kort", "normaal", "uitgebreid", *VERBOSITIES})


@pytest.mark.parametrize("value", OUTPUTS)
def test_every_output_mode_is_accepted(value: str) -> None:
    assert cli.parse(["--uitvoer", value], NL).output == value


@pytest.mark.parametrize("value", LEVELS)
def test_every_verbosity_level_is_accepted(value: str) -> None:
    assert cli.parse([f"--uitvoerigheid={value}"], NL).verbosity == value


@pytest.mark.parametrize("value", sorted({"nl", "en", *available_languages()}))
def test_every_language_with_catalogs_is_accepted(value: str) -> None:
    assert cli.parse(["--taal", value], NL).language == value
    assert cli.prescan_language(["--taal", value]) == value


def test_regels_traditioneel_is_the_traditional_rules_as_in_play() -> None:
    """``--regels traditioneel`` raised ValueError in ``vocabulary.rules_named``."""
    options = cli.parse(["--regels", "traditioneel"], NL)
    assert options.traditional is True and options.rules is None
    both = cli.parse(["--regels", "versoepeld", "--regels", "traditional"], NL)
    assert both.traditional is True and both.rules is Rules.VERSOEPELD


@pytest.mark.parametrize(
    ("word", "rules"),
    [
        ("makkelijk", Rules.VERSOEPELD),
        ("versoepelde", Rules.VERSOEPELD),
        ("easy", Rules.VERSOEPELD),
        ("Klassieke", Rules.KLASSIEK),
        ("classic", Rules.KLASSIEK),
    ],
)
def test_regels_takes_every_word_the_game_takes_in_play(word: str, rules: Rules) -> None:
    """``nieuw spel makkelijk`` works in play, so ``--regels makkelijk`` works too."""
    assert cli.parse(["--regels", word], NL).rules is rules
