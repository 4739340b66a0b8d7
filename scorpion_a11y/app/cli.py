"""The command line: ``scorpion-a11y [opties]``, with its help and errors in the player's language.

A small hand-written parser rather than argparse, so that every word (the usage line, the
headings, the error messages) comes from our catalogs and nothing English slips into a Dutch
screen reader's ears. ``--optie WAARDE`` and ``--optie=WAARDE`` both work.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.deal import MAX_DEAL, MIN_DEAL, Rules
from ..game.rules import SPECS, Variant
from ..i18n import Translator, available_languages
from ..narration.text import clean, join_or
from ..settings import OUTPUT_CHOICES, VERBOSITIES

RULES_CHOICES = {
    "klassiek": Rules.KLASSIEK,
    "versoepeld": Rules.VERSOEPELD,
    "classic": Rules.KLASSIEK,
    "relaxed": Rules.VERSOEPELD,
}
#: The games a new game may be, as the option values of the registry (``game/rules.SPECS``);
#: ``--variant`` also takes every name of a game in any language (``commands.vocabulary``).
VARIANT_CHOICES = tuple(v.value for v in SPECS)

_VALUED = (
    "--spel",
    "--regels",
    "--variant",
    "--deal",
    "--uitvoer",
    "--taal",
    "--uitvoerigheid",
    "--script",
    "--geluid",
)
#: ``--geluid``: the words accepted, and the setting each means.
SOUND_CHOICES = {"aan": "aan", "uit": "uit", "on": "aan", "off": "uit"}


@dataclass
class Options:
    number: int | None = None
    rules: Rules | None = None
    variant: Variant | None = None
    traditional: bool | None = None
    winnable: bool = False
    deal: str | None = None
    output: str | None = None
    language: str | None = None
    verbosity: str | None = None
    script: str | None = None
    sound: str | None = None  # "aan" or "uit"
    help: bool = False
    version: bool = False


class CliError(ValueError):
    """A command line that cannot be used; ``str()`` is the sentence for the player."""


def prescan_language(argv: list[str]) -> str | None:
    """The ``--taal`` value, if any, before full parsing (help and errors use it)."""
    for i, arg in enumerate(argv):
        if arg == "--taal" and i + 1 < len(argv):
            return argv[i + 1] if argv[i + 1] in available_languages() else None
        if arg.startswith("--taal="):
            value = arg.split("=", 1)[1]
            return value if value in available_languages() else None
    return None


def _choices(tr: Translator, values: tuple[str, ...] | list[str]) -> str:
    return join_or(tr, values)


def parse(argv: list[str], tr: Translator) -> Options:
    """Parse ``argv`` (without the program name); :class:`CliError` on anything unusable."""
    opts = Options()
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg in ("-h", "--help", "--hulp"):
            opts.help = True
            continue
        if arg in ("--versie", "--version"):
            opts.version = True
            continue
        if arg in ("--traditioneel", "--traditional"):
            opts.traditional = True
            continue
        if arg in ("--winbaar", "--winnable"):
            opts.winnable = True
            continue
        if arg in ("--versoepeld", "--relaxed"):  # as the solver's option: --regels versoepeld
            opts.rules = Rules.VERSOEPELD
            continue
        name, eq, value = arg.partition("=")
        if name not in _VALUED:
            # Translators: an unknown command-line option; {option} is what was typed.
            msg = tr.gettext("Unknown option {option}. Type scorpion-a11y --help for the options.")
            raise CliError(msg.format(option=clean(arg)))
        if not eq:
            if i >= len(argv):
                # Translators: a command-line option given without its value.
                msg = tr.gettext("The option {option} needs a value.")
                raise CliError(msg.format(option=clean(name)))
            value = argv[i]
            i += 1
        _apply(opts, name, value, tr)
    if opts.deal is not None and opts.number is not None:
        # Translators: --spel (a deal number) and --deal (a deal file) cannot both be given.
        raise CliError(tr.gettext("Give either --spel or --deal, not both."))
    if opts.winnable and (opts.deal is not None or opts.number is not None):
        # Translators: --winbaar (a deal proven winnable) cannot go with --spel or --deal.
        raise CliError(tr.pgettext("winnable", "Give --winbaar without --spel or --deal."))
    return opts


def _apply(opts: Options, name: str, value: str, tr: Translator) -> None:
    if name == "--spel":
        try:
            number = int(value)
        except ValueError:
            number = 0
        if not MIN_DEAL <= number <= MAX_DEAL:
            # Translators: a bad deal number on the command line.
            msg = tr.gettext("The deal number must be a whole number from {low} to {high}.")
            raise CliError(msg.format(low=MIN_DEAL, high=MAX_DEAL))
        opts.number = number
    elif name == "--regels":
        from ..commands.vocabulary import app_named, rules_named, traditional_named

        if traditional_named(value):  # as in play, "nieuw spel traditioneel": --traditioneel
            opts.traditional = True
            return
        if app_named(value):  # the solver's --regels app: not the traditional rules
            opts.traditional = False
            return
        rules = RULES_CHOICES.get(value.strip().lower()) or rules_named(value)
        if rules is None:
            raise CliError(_bad_value(tr, name, value, ("klassiek", "versoepeld")))
        opts.rules = rules
    elif name == "--variant":
        from ..commands.vocabulary import variant_named, variant_option_names

        # the names the game says and nieuw spel takes, in any language: drie-blinde-muizen,
        # "Dubbele Scorpion", three-blind-mice (trial 6: only the English names worked)
        variant = variant_named(value)
        if variant is None:
            raise CliError(_bad_value(tr, name, value, variant_option_names(tr)))
        opts.variant = variant
    elif name == "--deal":
        opts.deal = value
    elif name == "--script":
        opts.script = value
    elif name == "--uitvoer":
        if value not in OUTPUT_CHOICES:
            raise CliError(_bad_value(tr, name, value, OUTPUT_CHOICES))
        opts.output = value
    elif name == "--uitvoerigheid":
        if value not in VERBOSITIES:
            raise CliError(_bad_value(tr, name, value, VERBOSITIES))
        opts.verbosity = value
    elif name == "--geluid":
        sound = SOUND_CHOICES.get(value.strip().lower())
        if sound is None:
            raise CliError(_bad_value(tr, name, value, ("aan", "uit")))
        opts.sound = sound
    elif name == "--taal":
        if value not in available_languages():
            raise CliError(_bad_value(tr, name, value, tuple(available_languages())))
        opts.language = value


def _bad_value(tr: Translator, name: str, value: str, choices: tuple[str, ...]) -> str:
    # Translators: a command-line option with a value it does not know; {choices} lists the
    # values it accepts, as "auto, tekst, spraak or schermlezer".
    msg = tr.gettext("{option} does not know {value}. Choose {choices}.")
    return msg.format(option=name, value=clean(value), choices=_choices(tr, choices))


def help_text(tr: Translator) -> str:
    """The ``--help`` text: one option per line, readable from top to bottom; the options
    about the rules together, ``--regels app`` right after ``--traditioneel`` (the way back
    from it: trial 6 found it a confusing line of its own)."""
    from ..commands.vocabulary import variant_option_names  # the games in this language

    lines = [
        # Translators: first line of --help. Keep the command name and the options as they are.
        tr.gettext("Usage: scorpion-a11y [options]"),
        # Translators: --help, one sentence on what the program is.
        tr.gettext(
            "Scorpion solitaire for blind and low-vision players. Type or dictate commands "
            "such as 4 harten naar kolom 7; the game tells you what changed, as text, through "
            "your screen reader or with its own speech."
        ),
        "",
        # Translators: --help, heading of the list of options.
        tr.gettext("Options:"),
        # Translators: --help, the option --spel.
        tr.gettext("--spel N: play deal number N, from {low} to {high}.").format(
            low=MIN_DEAL, high=MAX_DEAL
        ),
        # Translators: --help, the option --variant; {games} are the games' option values
        # in this language (every name of a game, in any language, is taken).
        tr.gettext(
            "--variant NAME: the game of a new game: {games}; without it, your saved game's "
            "(the first time scorpion)."
        ).format(games=", ".join(variant_option_names(tr))),
        # Translators: --help, the option --regels; klassiek and versoepeld are the values.
        tr.gettext(
            "--regels klassiek or versoepeld: the rules of a new game. klassiek: a card goes "
            "only onto the card one higher of its own suit; versoepeld: onto the card one "
            "higher of any suit. Without it, the rules of your saved game (the first time "
            "klassiek)."
        ),
        # Translators: --help, the option --versoepeld (the solver's option of the same name).
        tr.pgettext("winnable", "--versoepeld: the same as --regels versoepeld."),
        # Translators: --help, the option --traditioneel.
        tr.gettext(
            "--traditioneel: the traditional rules: completed runs stay on the table, and a "
            "reserve (Three Blind Mice has none) may only be dealt when no useful move is left."
        ),
        # Translators: --help, the option --regels app, said right after --traditioneel: how
        # to stop playing with the traditional rules (the solver's option of the same name).
        tr.gettext(
            "--regels app: play without the traditional rules again: a new game with this "
            "app's usual rules (a completed run leaves the table; the reserve may be dealt at "
            "any time). Only needed when your saved game has the traditional rules."
        ),
        # Translators: --help, the option --winbaar.
        tr.pgettext(
            "winnable",
            "--winbaar: a new deal that the solver has proven winnable, of the game and rules "
            "chosen.",
        ),
        # Translators: --help, the option --deal.
        tr.gettext("--deal FILE: play the position in a deal file (JSON)."),
        # Translators: --help, the option --uitvoer.
        tr.gettext(
            "--uitvoer auto, tekst, spraak or schermlezer: where announcements go. auto: plain "
            "text when a screen reader is running (it reads the text), otherwise the game's own "
            "speech if a voice works, else plain text."
        ),
        # Translators: --help, the option --taal.
        tr.gettext("--taal nl or en: the language of the game."),
        # Translators: --help, the option --uitvoerigheid.
        tr.gettext(
            "--uitvoerigheid kort, normaal or uitgebreid: how much is said after each move."
        ),
        # Translators: --help, the option --geluid.
        tr.gettext(
            "--geluid aan or uit: short sounds for what happens, from the side of its column. "
            "Usual: on when a sound device works and the output is not a pipe."
        ),
        # Translators: --help, the option --script.
        tr.gettext(
            "--script FILE: read commands from a file, one per line, and print each "
            "announcement as a line of text."
        ),
        # Translators: --help, the option --versie.
        tr.gettext("--versie: show the version number."),
        # Translators: --help, the option --help.
        tr.gettext("--help: show this help."),
        "",
        # Translators: --help, closing notes on settings, saving and pipe mode.
        tr.gettext(
            "Options count for this run only; settings changed inside the game are kept. "
            "Your game is saved after every move and resumes the next time you start. "
            "When input comes from a pipe or a file, the game reads one command per line and "
            "prints plain lines."
        ),
        # Translators: --help, the solver command.
        tr.gettext("scorpion-a11y oplosser --help: the solver for deal numbers and deal files."),
        # Translators: --help, the command that writes the sounds as WAV files.
        tr.gettext("scorpion-a11y geluiden --schrijf FOLDER: write every sound as a WAV file."),
    ]
    return "\n".join(lines) + "\n"
