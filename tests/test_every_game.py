"""Every game in the registry, walked as a player would: every variant in ``SPECS`` ×
Klassiek/Versoepeld × app/traditional rules.

The game in pipe mode (sound on: ``--geluid aan`` on miniaudio's null device when it is
installed) hears the welcome, ``regels``, ``status``, ``kolom`` and ``stapel`` of the last
column (and one past it, and without a number), a legal move, ``terug`` and ``opnieuw`` with
the score after each, then a second start resumes the game. The first and the last game of
the registry (Klassiek, app rules) run the real program as a subprocess; the other cases run
the same entry point (``app.main.main``: options, data folder, pipe mode, sound) in this
process (``launch.in_process``), which costs milliseconds instead of a Python start-up with
sound (about 0.4 s CPU each). What differs between games is all in the arguments and the
registry, which both ways read alike; what only a real process shows (start-up, the streams'
encoding, the exit status) does not depend on the game. In-process: the Alt key of the last
column through the prompt_toolkit key bindings, and the pan of an earcon at the last columns
through the session and the mixer (a held sound device, the one edge mocked).

A new ``SPECS`` row without its name or rules text fails here, at the assertion that names what
is missing, not at the start of the game.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import launch
import pytest
from po import entries
from resumed import resumed as resumed_text
from sound_analysis import channels, energy

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game, Move
from scorpion_a11y.game.rules import SPECS, GameSpec, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.names import card_list
from scorpion_a11y.narration import Narrator
from scorpion_a11y.sound.control import SoundControl
from scorpion_a11y.sound.synth import RATE

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
DEAL = 5
#: The key pressed with Alt for each column, as docs/handleiding.md documents them.
ALT_KEYS = {**{c: str(c) for c in range(1, 10)}, 10: "0", 11: "!", 12: "@", 13: "#", 14: "$"}

try:
    import miniaudio  # noqa: F401
except ImportError:
    AUDIO = "geen"  # pipe mode then says once, first, that there is no sound, and plays on
else:
    AUDIO = "null"  # miniaudio's null device: the sound is on and plays nowhere

#: Said first when sound is asked for and no device works (``SCORPION_A11Y_AUDIO=geen``).
NO_DEVICE = "Geen geluid: er werkt geen geluidsapparaat; het spel gaat door zonder geluid."

FIRST, *_, LAST = SPECS
CASES = [
    (variant, rules, traditional)
    for variant in SPECS
    for rules in Rules
    for traditional in (False, True)
]


def case_id(variant: Variant, rules: Rules, traditional: bool) -> str:
    return f"{variant.value}-{rules.value}-{'traditioneel' if traditional else 'app'}"


@cache
def catalog(lang: str) -> frozenset[tuple[str | None, str]]:
    """Every translated (context, msgid) of a language, all its catalogs together."""
    return frozenset(
        e.key
        for path in sorted((LOCALES / lang / "LC_MESSAGES").glob("*.po"))
        for e in entries(path)
        if e.translated
    )


def rules_words(rules: Rules, traditional: bool) -> str:
    """How the welcome and the status name the rules."""
    if traditional:
        return (
            "klassiek, traditionele regels"
            if rules is Rules.KLASSIEK
            else ("versoepeld, traditionele regels")
        )
    return "klassieke regels" if rules is Rules.KLASSIEK else "versoepelde regels"


def points_of(game: Game, action: Action) -> int:
    trial = game.copy()
    before = trial.score
    trial.play(action)
    return trial.score - before


def best_action(game: Game) -> Action:
    """The legal action that scores the most (the first of equals), so the score says
    whether undo and redo took back and gave back the right points."""
    actions: list[Action] = list(game.legal_moves())
    if game.is_legal(DEAL_RESERVE):
        actions.append(DEAL_RESERVE)
    assert actions, "no legal action at the start of the deal"
    return max(actions, key=lambda a: points_of(game, a))


def run_pipe(
    tmp_path: Path, args: list[str], lines: list[str], subprocess_: bool = True
) -> list[str]:
    """The game in pipe mode, sound asked for, the data folder in ``tmp_path``: a real
    subprocess, or (``subprocess_`` False) the same entry point in this process."""
    start = launch.game if subprocess_ else launch.in_process
    env = launch.env_for(tmp_path / "data", SCORPION_A11Y_AUDIO=AUDIO)
    text = "".join(f"{line}\n" for line in lines)
    done = start(tmp_path / "data", text, "--geluid", "aan", *args, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    said = done.stdout.splitlines()
    # Sound was asked for: a device that works is never said to be missing (under load the
    # null device once took over 2 s to open and the game said so); without one, the first
    # line begins with it, once, whatever the load.
    assert sum(line.count(NO_DEVICE) for line in said) == (AUDIO == "geen"), said
    if AUDIO == "geen":
        assert said[0].startswith(NO_DEVICE + " "), said[0]
        said[0] = said[0].removeprefix(NO_DEVICE + " ")
    return said


def check_registry_entry(spec: GameSpec) -> None:
    """The game's own record: a name, a rules text, both in every catalog; its command word."""
    game = spec.variant.value
    assert spec.name, f"{game}: its GameSpec has no name (name=N_(...))"
    assert spec.rules_text, f"{game}: its GameSpec has no rules text (rules_text=N_(...))"
    for lang in ("nl", "en"):
        assert ("game", spec.name) in catalog(lang), f"{game}: no {lang} name in the catalogs"
        assert ("rules", spec.rules_text) in catalog(lang), (
            f"{game}: no {lang} rules text in the catalogs"
        )
        assert ("vocab", spec.command_key) in catalog(lang), (
            f"{game}: no {lang} command words ({spec.command_key!r} in commands.po)"
        )
    assert spec.columns in ALT_KEYS, f"{game}: no Alt key for column {spec.columns}"


@pytest.mark.parametrize(
    ("variant", "rules", "traditional"), CASES, ids=[case_id(*c) for c in CASES]
)
def test_every_game_walks_from_welcome_to_redo(
    tmp_path: Path, variant: Variant, rules: Rules, traditional: bool
) -> None:
    spec = SPECS[variant]
    check_registry_entry(spec)
    tr = translator("nl")
    name = tr.pgettext("game", spec.name)
    last = spec.columns
    game = Game.new(DEAL, rules, variant, traditional)
    action = best_action(game)
    typed = Narrator("nl").move_text(game, action)
    events_points = points_of(game, action)

    args = ["--spel", str(DEAL), "--variant", variant.value, "--regels", rules.value]
    args += ["--traditioneel"] if traditional else []
    lines = [
        "regels",
        "status",
        f"kolom {last}",
        f"stapel {last}",
        f"kolom {last + 1}",
        "kolom",
        typed,
        "score",
        "terug",
        "score",
        "opnieuw",
        "score",
        "stop",
    ]
    # the real program for the first and the last game (7 and 14 columns), Klassiek, app rules
    real = variant in (FIRST, LAST) and rules is Rules.KLASSIEK and not traditional
    said = run_pipe(tmp_path, args, lines, real)
    assert len(said) == 1 + len(lines), said
    welcome, regels, status, column, pile, past, bare, move, s1, undo, s2, redo, s3, bye = said
    for line in said:
        assert "Er ging iets mis" not in line

    # the welcome: the game, the deal, the rules, never two names for the rules
    assert f"Welkom bij {name}: spel {DEAL}, {rules_words(rules, traditional)}." in welcome
    if spec.beside:
        assert f"Naast de tafel: {card_list(tr, game.beside)}." in welcome
    for line in (welcome, status):
        low = line.lower()
        assert not (
            "traditionele regels" in low
            and ("klassieke regels" in low or ("versoepelde regels" in low))
        ), line

    # regels: the game's own text first; what wins and whether the game can be lost
    assert regels.startswith(tr.pgettext("rules", spec.rules_text)), regels
    if traditional:
        assert "reeksen heb je gewonnen" not in regels and "reeksen win je" not in regels
        assert "je wint als elke kolom leeg is of één complete reeks bevat" in regels
        # said in parts (trial 7): how to play first, losing in the last part
        assert "Zeg meer regels voor " in regels
        losing = Narrator("nl").rules(spec, rules, traditional, page=-1)
        assert "Dit spel kun je verliezen" in losing
    else:
        assert f"met {spec.runs_to_win} reeksen heb je gewonnen" in regels
        assert "verliezen" not in regels
    if not any(spec.face_down):
        assert "gedekt" not in regels, "a game without face-down cards explains turning them"

    # status: the game first, as the welcome, the resume and a new game name it
    head = f"{name}, spel {DEAL}, {rules_words(rules, traditional)}: score "
    assert status.startswith(head), status
    assert "Het spel is" not in status and status.count(name) == 1, status

    # kolom: the last column, one past it, and without a number
    assert column.startswith(f"Kolom {last}: "), column
    assert pile == column  # "stapel 14": the same column, in every game
    assert past == f"Er is geen kolom {last + 1}: de kolommen zijn 1 tot en met {last}."
    assert f"Zeg een nummer van 1 tot en met {last}," in bare, bare

    # a move, undo and redo, with the score after each
    assert move and not move.startswith("Dat kan niet"), move
    assert s1 == f"Score {events_points}."
    assert s2 == "Score 0."
    assert undo and redo
    assert s3 == f"Score {events_points}."
    assert bye.endswith("Tot ziens.")

    # the next start resumes the same game, with its move and its score
    again, score, _bye = run_pipe(tmp_path, [], ["score", "stop"], real)
    assert again.startswith(resumed_text((variant, rules, traditional), DEAL, 1)), again
    assert score == f"Score {events_points}."


@pytest.mark.parametrize("variant", list(SPECS), ids=[v.value for v in SPECS])
def test_alt_and_the_last_column_key_reads_it_in_every_game(
    tmp_path: Path, variant: Variant
) -> None:
    pytest.importorskip("prompt_toolkit")
    from prompt_toolkit.keys import Keys

    from scorpion_a11y.app import interactive

    spec = SPECS[variant]
    last = spec.columns
    assert last in ALT_KEYS, f"{variant.value}: no Alt key for column {last}"
    session = Session(Store(tmp_path), Settings(), Statistics(), Narrator("nl"))
    session.start(DEAL, Rules.KLASSIEK, variant=variant)
    said: list[str] = []
    kb = interactive.key_bindings(session, said.append, lambda: None)

    def press(column: int) -> str:
        (binding,) = kb.get_bindings_for_keys((Keys.Escape, ALT_KEYS[column]))
        binding.handler(None)  # type: ignore[arg-type]
        return said[-1]

    assert press(last).startswith(f"Kolom {last}: ")
    assert press(1).startswith("Kolom 1: ")
    if last + 1 in ALT_KEYS:
        assert press(last + 1) == (
            f"Er is geen kolom {last + 1}: de kolommen zijn 1 tot en met {last}."
        )


class HeldDevice:
    """A sound card that pulls nothing by itself: the test pulls, as the card would."""

    def __init__(self) -> None:
        self.stream: object = None

    def start(self, callback_generator: object) -> None:
        self.stream = callback_generator

    def close(self) -> None:
        pass

    def pull(self, ms: int) -> list[int]:
        out: list[int] = []
        for _ in range(ms // 10):
            out.extend(self.stream.send(RATE // 100))  # type: ignore[attr-defined]
        return out


def refused_onto(game: Game, target: int) -> str:
    """A move the rules refuse onto column ``target`` (0-based), as the player types it: a
    refusal sounds at the column named."""
    n = Narrator("nl")
    for source in range(game.columns):
        top = game.top(source)
        if (
            source == target
            or top is None
            or game.face_down_count(source) == len(game.column(source))
        ):
            continue
        refusal = game.check(Move(top, target))
        if refusal is not None and refusal.column == target:
            return n.move_text(game, Move(top, target))
    raise AssertionError(f"no refused move onto column {target + 1}")


@pytest.mark.parametrize("variant", list(SPECS), ids=[v.value for v in SPECS])
def test_the_last_columns_earcon_sounds_hard_right_and_each_column_apart(
    tmp_path: Path, variant: Variant
) -> None:
    device = HeldDevice()
    settings = Settings()
    session = Session(Store(tmp_path), settings, Statistics(), Narrator("nl"))
    session.sound = SoundControl(settings, session.n, opener=lambda rate, period: device)
    session.sound.start("aan", pipe=False)
    session.start(DEAL, Rules.KLASSIEK, variant=variant)
    device.pull(2000)  # the opening
    game = session.game
    last = game.columns - 1

    def balance(column: int) -> float:
        """The share of the refusal's sound in the right ear, for a refusal at ``column``."""
        before = game.copy().position()
        session.handle(refused_onto(game, column))
        assert session.game.position() == before
        left, right = channels(device.pull(600))
        assert energy(left) + energy(right) > 0, "no sound"
        return energy(right) / (energy(left) + energy(right))

    right_edge = balance(last)
    one_in = balance(last - 1)
    first = balance(0)
    # Two columns from the other side sound as one column from it: the pan is the game's own.
    assert first < 0.1 and right_edge > 0.9, (first, right_edge)
    assert abs(first + right_edge - 1) < 0.01  # column 1 and the last one mirror each other
    assert one_in < right_edge - 0.005, (
        f"columns {last} and {last + 1} of {game.columns} sound in the same place"
    )
