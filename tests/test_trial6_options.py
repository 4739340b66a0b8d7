"""Trial 6 (finding 9): ``--variant`` took only the English option values
(``three-blind-mice``), not the names the game itself says (``drie-blinde-muizen``); and the
``--help`` line for ``--regels app`` confused the player, as did "app-regels speelt zonder".

Every game of the registry: each of its names in every language (the names ``nieuw spel``
takes), with hyphens or spaces, quotes, any case, for the game and ``oplosser`` alike."""

from __future__ import annotations

import io
from pathlib import Path

import launch
import pytest

from scorpion_a11y.app import cli, solver_cli
from scorpion_a11y.commands.words import split_aliases
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import available_languages, translator

NL = translator("nl")


def _names(variant: Variant) -> set[str]:
    """Every name of ``variant``: its option value and its words in every catalog."""
    spec = SPECS[variant]
    names = {variant.value}
    for language in available_languages():
        names.update(split_aliases(translator(language).pgettext("vocab", spec.command_key)))
    return names


def _forms(name: str) -> list[str]:
    hyphened = "-".join(name.split())
    spaced = " ".join(name.replace("-", " ").split())
    return [name, hyphened, spaced, hyphened.upper(), spaced.title(), f'"{spaced}"', f"'{name}'"]


@pytest.mark.parametrize("variant", list(SPECS))
def test_every_name_of_every_game_is_taken_by_the_game_and_the_solver(variant: Variant) -> None:
    names = _names(variant)
    assert len(names) >= 2
    for name in names:
        for form in _forms(name):
            assert cli.parse(["--variant", form], NL).variant is variant, form
            assert cli.parse([f"--variant={form}"], NL).variant is variant, form
            assert solver_cli.parse_args(["--variant", form]).variant is variant, form


def test_the_dutch_names_the_trial_typed() -> None:
    for typed, variant in (
        ("drie-blinde-muizen", Variant.THREE_BLIND_MICE),
        ("dubbele-scorpion", Variant.DOUBLE_SCORPION),
        ("Dubbele Scorpion", Variant.DOUBLE_SCORPION),
        ("DRIE_BLINDE_MUIZEN", Variant.THREE_BLIND_MICE),
        ("wesp", Variant.WASP),
    ):
        assert cli.parse(["--variant", typed], NL).variant is variant


CHOICES = {
    "nl": "Kies scorpion, wasp, scorpion-ii, drie-blinde-muizen, open-scorpion of "
    "dubbele-scorpion.",
    "en": "Choose scorpion, wasp, scorpion-ii, three-blind-mice, open-scorpion or double-scorpion.",
}


@pytest.mark.parametrize("language", ["nl", "en"])
def test_an_unknown_game_is_one_sentence_listing_the_choices(language: str) -> None:
    tr = translator(language)
    for bad in ("muizen", "scorpion iii", "", "drie blinde"):
        with pytest.raises(cli.CliError) as refused:
            cli.parse(["--variant", bad], tr)
        said = str(refused.value)
        assert said.endswith(" " + CHOICES[language]) and said.count(".") == 2, said
        with pytest.raises(solver_cli.UsageError):
            solver_cli.parse_args(["--variant", bad])


def test_a_game_started_with_its_dutch_name_is_that_game(tmp_path: Path) -> None:
    said = launch.in_process(
        tmp_path / "game", "status\n", "--variant", "drie-blinde-muizen", "--spel", "7"
    )
    assert said.stderr == ""
    assert said.stdout.startswith("Welkom bij Drie Blinde Muizen: spel 7")
    out, err = io.StringIO(), io.StringIO()
    args = ["--variant", "Dubbele Scorpion", "--spellen", "3", "--tijd", "0.2", "--stil"]
    assert solver_cli.main(args, out, err) == 0
    assert err.getvalue() == "" and out.getvalue().startswith("spel 3: ")
    refused = launch.in_process(tmp_path / "bad", None, "--variant", "muizen")
    assert refused.returncode == 2
    assert refused.stderr == f"--variant kent muizen niet. {CHOICES['nl']}\n"
    out, err = io.StringIO(), io.StringIO()
    assert solver_cli.main(["--variant", "muizen", "--spellen", "3"], out, err) == 2
    assert err.getvalue().strip() == f"Onbekend spel: muizen. {CHOICES['nl']}"


@pytest.mark.parametrize("language", ["nl", "en"])
def test_help_puts_regels_app_after_traditioneel_in_plain_words(language: str) -> None:
    lines = cli.help_text(translator(language)).splitlines()
    starts = [line.split(":")[0] for line in lines]
    traditional = starts.index("--traditioneel")
    assert starts[traditional + 1] == "--regels app"  # its way back, right after it
    assert starts.index("--regels klassiek of versoepeld" if language == "nl" else
                        "--regels klassiek or versoepeld") < traditional  # fmt: skip
    app = lines[traditional + 1]
    assert "traditionele regels" in app or "traditional rules" in app
    assert "speelt zonder" not in "\n".join(lines)
    variant = next(line for line in lines if line.startswith(("--variant NAAM", "--variant NAME")))
    assert ("drie-blinde-muizen" if language == "nl" else "three-blind-mice") in variant
