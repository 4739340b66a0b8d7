"""Sounds in play: which earcon each event gets and where, handed to a device without waiting.

The engine, parser, narration, mixer and player are real. The sound card is not: the device
boundary is either miniaudio's own null device (real time, plays nowhere) or a device that
only keeps the generator, so a test can pull the buffers a sound card would pull.
"""

from __future__ import annotations

import sys
import time
from array import array
from collections.abc import Generator
from pathlib import Path
from typing import Any

import launch
import pytest
from positions import build
from sound_analysis import channels, energy, peak

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.commands import model as cm
from scorpion_a11y.commands import parse
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.deal import Position
from scorpion_a11y.game.engine import DEAL_RESERVE, Game
from scorpion_a11y.game.events import CardTurned, MoveRefused, Reason
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.settings import NoSound, Verbosity
from scorpion_a11y.sound.control import SoundControl
from scorpion_a11y.sound.cues import Cue, for_command, for_events
from scorpion_a11y.sound.mixer import MAX_VOICES
from scorpion_a11y.sound.player import NoLibrary, Player, open_miniaudio, open_null
from scorpion_a11y.sound.synth import RATE, Earcon

try:
    import miniaudio  # noqa: F401
except ImportError:  # the extra "geluid" is not installed: the null-device tests cannot run
    HAVE_MINIAUDIO = False
else:
    HAVE_MINIAUDIO = True
needs_miniaudio = pytest.mark.skipif(not HAVE_MINIAUDIO, reason="miniaudio is not installed")


class HeldDevice:
    """A sound card that pulls nothing by itself: the test pulls, as the card would."""

    def __init__(self) -> None:
        self.stream: Generator[Any, int, None] | None = None
        self.closed = False

    def start(self, callback_generator: Generator[Any, int, None]) -> None:
        self.stream = callback_generator

    def close(self) -> None:
        self.closed = True

    def pull(self, ms: int) -> array[int]:
        """``ms`` of sound, in 10 ms buffers."""
        assert self.stream is not None
        out = array("h")
        for _ in range(ms // 10):
            out.extend(self.stream.send(RATE // 100))
        return out


#: Harten 4 can go onto harten 5 in column 1 and back; schoppen 7 onto schoppen 8 stays
#: possible, so no "no move left" sound mixes in.
OPEN = build("harten 5", "", "", "schoppen 8", "", "schoppen 7", "harten 4", rest=0)


def broken(rate: int, period_ms: int) -> Any:
    raise OSError("the sound card went away")


def start(
    tmp_path: Path, position: Position, opener: Any = None, settings: Settings | None = None
) -> tuple[Session, SoundControl]:
    deal = tmp_path / "opstelling.json"
    dealfile.save(position, deal)
    settings = settings or Settings()
    session = Session(Store(tmp_path / "data"), settings, Statistics(), Narrator("nl"))
    session.sound = SoundControl(settings, session.n, opener=opener)
    session.sound.start("aan", pipe=False)
    session.start(deal_path=str(deal))
    return session, session.sound


def held(tmp_path: Path, position: Position) -> tuple[Session, HeldDevice]:
    device = HeldDevice()
    session, _ = start(tmp_path, position, lambda rate, period: device)
    return session, device


# --------------------------------------------------------------------- which sound, where


def test_a_move_sounds_at_its_target_column_then_the_turned_card_where_it_turned() -> None:
    position = OPEN
    game = Game(position)
    events = game.play(parse("harten 4 naar kolom 1", game, translator("nl")).action)
    cues = for_events(events)
    assert cues[0] == Cue(Earcon.SAME_SUIT, 0, 0)
    game2 = Game(build("harten 9", "1 | schoppen 5", "schoppen 6", rest=0))
    events2 = game2.play(parse("schoppen 5 naar 3", game2, translator("nl")).action)
    assert any(isinstance(e, CardTurned) for e in events2)
    cues2 = for_events(events2)
    assert [c.earcon for c in cues2] == [Earcon.SAME_SUIT, Earcon.TURNED]
    assert cues2[1].column == 1
    assert cues2[1].delay_ms > cues2[0].delay_ms


def test_the_reserve_deal_is_three_ticks_from_column_1_to_3_and_undo_redo_have_their_own() -> None:
    game = Game.new(5)
    cues = for_events(game.play(DEAL_RESERVE))
    assert [(c.earcon, c.column) for c in cues] == [(Earcon.RESERVE, c) for c in range(3)]
    assert cues[0].delay_ms < cues[1].delay_ms < cues[2].delay_ms
    assert [c.earcon for c in for_events(game.undo())] == [Earcon.UNDO]
    assert [c.earcon for c in for_events(game.redo())] == [Earcon.REDO]


def test_a_refusal_sounds_at_the_column_named_but_never_reveals_a_face_down_card() -> None:
    game = Game(build("harten 9", "klaveren 6", rest=0))
    tr = translator("nl")
    refused = parse("harten 9 naar kolom 2", game, tr)
    assert isinstance(refused, cm.Refused)
    assert for_command(refused) == [Cue(Earcon.REFUSED, 1, 0)]
    hidden = next(c for c in game.position().columns[0].face_down)
    try:
        game.move(hidden, 1)
    except MoveRefused as err:
        assert err.refusal.reason is Reason.CARD_FACE_DOWN
        assert for_command(None, refusal=err.refusal) == [Cue(Earcon.REFUSED, None, 0)]
    else:
        pytest.fail("a face-down card moved")


def test_reading_commands_tick_and_questions_and_dead_ends_come_last() -> None:
    assert for_command(cm.ShowBoard()) == [Cue(Earcon.TICK)]
    assert for_command(cm.Nothing()) == []
    cues = for_command(cm.WordsError(cm.ParseErrorKind.NOT_UNDERSTOOD), stuck=True, question=True)
    assert [c.earcon for c in cues] == [Earcon.REFUSED, Earcon.STUCK, Earcon.QUESTION]
    assert cues[0].delay_ms < cues[1].delay_ms < cues[2].delay_ms


# --------------------------------------------------------------------- the session


def test_the_device_gets_the_move_from_the_left_for_column_1(tmp_path: Path) -> None:
    session, device = held(tmp_path, OPEN)
    device.pull(50)  # the opening: nothing
    text = session.handle("harten 4 naar kolom 1")
    assert text.startswith("Harten 4 naar kolom 1, op harten 5.")
    left, right = channels(device.pull(400))
    assert energy(left) > 20 * energy(right) > 0


def test_the_win_and_the_new_game_question_are_heard(tmp_path: Path) -> None:
    spades = ", ".join(
        f"schoppen{n}"
        for n in ("heer", "vrouw", "boer", " 10", " 9", " 8", " 7", " 6", " 5", " 4", " 3", " 2")
    )
    position = build(spades, "schoppenaas", removed="harten, ruiten, klaveren")
    game = Game(position)
    line = "schoppenaas naar kolom 1"
    command = parse(line, game, translator("nl"))
    cues = for_command(command, game.play(command.action), question=True)
    assert [c.earcon for c in cues] == [
        Earcon.SAME_SUIT,
        Earcon.RUN,
        Earcon.WON,
        Earcon.QUESTION,
    ]
    assert [c.column for c in cues] == [0, 0, None, None]
    session, device = held(tmp_path, position)
    device.pull(50)
    assert session.handle(line).endswith("Nog een spel? Typ ja of nee.")
    sound = device.pull(cues[-1].delay_ms + 400)

    def part(cue: Cue, ms: int) -> tuple[list[int], list[int]]:
        start = 2 * (RATE * cue.delay_ms // 1000)  # whole stereo frames
        return channels(sound[start : start + 2 * (RATE * ms // 1000)])

    left, right = part(cues[0], 60)  # the move, at column 1: from the left
    assert energy(left) > 20 * energy(right) > 0
    left, right = part(cues[2], 300)  # the win, in the middle
    assert left == right and peak(left) > 0
    left, right = part(cues[3], 200)  # the question, in the middle
    assert left == right and peak(left) > 0


def test_sound_off_hands_nothing_to_the_device(tmp_path: Path) -> None:
    session, device = held(tmp_path, OPEN)
    assert session.handle("geluid uit") == "Geluid uit."
    session.handle("harten 4 naar kolom 1")
    assert peak(device.pull(400)) == 0
    assert session.settings.sound == "uit"


def test_sound_settings_are_kept_and_mono_is_the_same_in_both_ears(tmp_path: Path) -> None:
    session, device = held(tmp_path, OPEN)
    assert session.handle("geluid mono") == "Geluid mono: in beide oren hetzelfde."
    assert session.handle("volume 30") == "Geluidsvolume 30."
    device.pull(600)
    session.handle("harten 4 naar kolom 1")
    left, right = channels(device.pull(400))
    assert left == right and peak(left) > 0
    again = Store(tmp_path / "data").load_settings().value
    assert (again.sound_mono, again.volume) == (True, 30)
    assert session.handle("volume 101").startswith("101 kan niet")


def test_geluiden_plays_every_earcon_in_turn_and_says_what_each_means(tmp_path: Path) -> None:
    session, device = held(tmp_path, OPEN)
    text = session.handle("geluiden")
    assert text.startswith("De geluiden, een voor een in deze volgorde: Zet: een kaart verplaatst.")
    assert text.endswith("Tik: begrepen, op tafel veranderde niets.")
    first, second = session.sound.learning_cues()[:2]
    sound = device.pull(second.delay_ms + 300)

    def heard(start_ms: int, end_ms: int) -> int:
        return peak(sound[2 * (RATE * start_ms // 1000) : 2 * (RATE * end_ms // 1000)])

    # the list's first words, the first sound, its meaning said, the second sound
    assert heard(0, first.delay_ms - 10) == 0
    assert heard(first.delay_ms, first.delay_ms + 80) > 0
    assert heard(first.delay_ms + 300, second.delay_ms - 10) == 0
    assert heard(second.delay_ms, second.delay_ms + 200) > 0
    assert 1400 <= second.delay_ms - first.delay_ms < 5000
    assert session.handle("help geluiden") == text
    assert session.handle("geluiden zet") == "Zet: een kaart verplaatst."
    assert session.handle("geluiden blub").startswith("Blub past niet bij geluiden. Kies uit: zet,")


def test_sound_instead_of_words_leaves_out_only_what_the_sound_says(tmp_path: Path) -> None:
    session, _ = held(tmp_path, OPEN)
    session.handle("uitvoerigheid kort")
    plain = session.handle("harten 4 naar kolom 1")
    assert plain == "Harten 4 naar kolom 1."
    assert session.handle("terug") == "Ongedaan gemaakt: harten 4 terug naar kolom 7."
    assert session.handle("opnieuw") == "Opnieuw gedaan: harten 4 naar kolom 1."
    session.handle("geluid in plaats van woorden")
    assert session.handle("terug") == "Harten 4 terug naar kolom 7."
    assert session.handle("opnieuw") == plain
    session.handle("uitvoerigheid normaal")  # only kort is shortened
    assert session.handle("terug").startswith("Ongedaan gemaakt: harten 4 ")
    session.handle("uitvoerigheid kort")
    session.handle("geluid met woorden")
    assert session.handle("opnieuw") == "Opnieuw gedaan: harten 4 naar kolom 1."


def test_sound_instead_of_words_keeps_the_words_when_no_sound_plays(tmp_path: Path) -> None:
    settings = Settings(verbosity="kort", sound_words=True)
    session, control = start(tmp_path, OPEN, broken, settings)
    session.n.verbosity = Verbosity.KORT
    assert not control.on
    session.handle("harten 4 naar kolom 1")
    assert session.handle("terug") == "Ongedaan gemaakt: harten 4 terug naar kolom 7."


# --------------------------------------------------------------------- the device's behaviour


def wait_for(condition: Any, seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.01)
    return False


@needs_miniaudio
def test_with_miniaudio_null_device_a_command_returns_and_the_sound_reaches_the_device(
    tmp_path: Path,
) -> None:
    session, control = start(tmp_path, OPEN, open_null)
    try:
        assert control.on
        mixer = control.player.mixer
        mixer.latencies = []
        text = session.handle("harten 4 naar kolom 1")
        assert text  # the announcement is there while the sound has not started yet
        assert wait_for(lambda: mixer.latencies)  # then the device pulled the first sample
        assert wait_for(lambda: not mixer.busy)
    finally:
        control.close()


def test_a_device_that_never_pulls_does_not_hold_up_a_command(tmp_path: Path) -> None:
    session, _device = held(tmp_path, OPEN)
    for _ in range(5):  # nobody pulls: the commands still answer
        assert session.handle("harten 4 naar kolom 1")
        assert session.handle("terug")


def test_a_burst_of_50_events_plays_what_fits_and_drops_the_oldest(tmp_path: Path) -> None:
    session, device = held(tmp_path, OPEN)
    for i in range(50):
        session.handle("terug" if i % 2 else "harten 4 naar kolom 1")
    mixer = session.sound.player.mixer
    sound = device.pull(20)
    assert peak(sound) > 0
    assert mixer.dropped == 50 - MAX_VOICES
    device.pull(1000)
    assert not mixer.busy  # nothing left to play late


@needs_miniaudio
def test_a_burst_through_miniaudio_null_device(tmp_path: Path) -> None:
    session, control = start(tmp_path, OPEN, open_null)
    try:
        for i in range(50):
            assert session.handle("terug" if i % 2 else "harten 4 naar kolom 1")
        assert wait_for(lambda: not control.player.mixer.busy)
    finally:
        control.close()


def test_no_device_one_sentence_when_asked_then_silence(tmp_path: Path) -> None:
    session, control = start(tmp_path, OPEN, broken)
    control._told = False  # as at the start of a new run
    first = control.start("aan", pipe=False)
    assert first == "Geen geluid: er werkt geen geluidsapparaat; het spel gaat door zonder geluid."
    assert control.start("aan", pipe=False) == ""  # said once
    assert session.handle("harten 4 naar kolom 1") == (
        "Harten 4 naar kolom 1, op harten 5. Kolom 7 is nu leeg."
    )
    assert "geen geluid" in session.handle("geluid aan").lower()  # asked again: said again


@needs_miniaudio
def test_no_device_and_not_asked_is_silent(tmp_path: Path) -> None:
    settings = Settings()
    control = SoundControl(settings, Narrator("nl"), opener=broken)
    assert control.start(None, pipe=False) == ""
    assert not control.on
    assert SoundControl(settings, Narrator("nl"), opener=broken).start("uit", pipe=False) == ""
    piped = SoundControl(settings, Narrator("nl"), opener=open_null)
    assert piped.start(None, pipe=True) == "" and not piped.on


def test_no_library_is_said_in_its_own_words(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # as if it were not installed
    with pytest.raises(NoLibrary):
        open_miniaudio(RATE, 10)
    control = SoundControl(Settings(), Narrator("en"))
    control.player = Player(open_miniaudio)
    assert control.start("aan", pipe=False).startswith(
        "No sound: the audio library is not installed (pip install scorpion-a11y[geluid])"
    )


# --------------------------------------------------------------------- the program


def run_pipe(tmp_path: Path, args: list[str], lines: str, audio: str) -> str:
    env = launch.env_for(tmp_path / "data", SCORPION_A11Y_AUDIO=audio)
    done = launch.game(None, lines, "--spel", "5", *args, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return done.stdout


@needs_miniaudio
def test_pipe_mode_is_silent_unless_asked_and_says_once_when_there_is_no_device(
    tmp_path: Path,
) -> None:
    none = "Geen geluid: er werkt geen geluidsapparaat"
    out = run_pipe(tmp_path, [], "bord\n", audio="geen")
    assert none not in out
    out = run_pipe(tmp_path, ["--geluid", "aan"], "bord\nreserve\n", audio="geen")
    assert out.count(none) == 1
    out = run_pipe(tmp_path, ["--geluid", "aan"], "geluid aan\nreserve\nterug\n", audio="null")
    assert none not in out
    assert "Geluid aan." in out


@pytest.mark.parametrize("works", [True, False], ids=["opens", "fails"])
def test_a_pipe_says_the_same_on_a_busy_machine_as_on_a_quiet_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, works: bool
) -> None:
    """The program in pipe mode, ``--geluid aan``, its device at the edge made slow (as the
    null device was under load: over 2 s): the lines are those of a quick device. Only a
    device that really fails is said, in the first line, once."""
    from scorpion_a11y.sound import player

    def transcript(seconds: float, folder: str) -> list[str]:
        def opener(rate: int, period_ms: int) -> Any:
            time.sleep(seconds)
            if not works:
                raise OSError("no sound card")
            return HeldDevice()

        monkeypatch.setattr(player, "open_null", opener)
        data = tmp_path / folder
        env = launch.env_for(data, SCORPION_A11Y_AUDIO="null")
        lines = "score\ngeluid aan\nstop\n"
        done = launch.in_process(data, lines, "--spel", "5", "--geluid", "aan", env=env)
        assert done.returncode == 0 and done.stderr == ""
        return done.stdout.splitlines()

    monkeypatch.setattr(player, "OPEN_TIMEOUT_S", 0.05)  # "slow" is beyond this
    quick, slow = transcript(0.0, "quick"), transcript(0.4, "slow")
    assert slow == quick
    said = "\n".join(slow)
    assert slow[0].startswith("Welkom bij Scorpion: spel 5") == works
    if works:
        assert "geluid" not in said.lower().replace("geluid aan.", "")
        assert slow[2] == "Geluid aan."
    else:
        assert slow[0].startswith(NO_DEVICE) and said.count(NO_DEVICE) == 2  # and geluid aan
        assert slow[2] == NO_DEVICE


def test_the_command_line_knows_geluid(tmp_path: Path) -> None:
    from scorpion_a11y.app import cli

    tr = translator("nl")
    assert cli.parse(["--geluid", "uit"], tr).sound == "uit"
    assert cli.parse(["--geluid=on"], tr).sound == "aan"
    with pytest.raises(cli.CliError, match="--geluid kent hard niet"):
        cli.parse(["--geluid", "hard"], tr)
    assert "--geluid aan of uit" in cli.help_text(tr)


def test_the_interactive_game_says_once_after_the_opening_that_asked_for_sound_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput
    from recording import RecordingBackend

    from scorpion_a11y.app import cli, interactive

    monkeypatch.setenv("SCORPION_A11Y_AUDIO", "geen")
    recorder = RecordingBackend()
    with create_pipe_input() as pipe:
        pipe.send_text("reserve\rterug\r\x04")
        interactive.run(
            Session,
            (Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl")),
            cli.parse(["--spel", "5", "--geluid", "aan"], translator("nl")),
            [],
            False,
            input=pipe,
            output=DummyOutput(),
            backend=recorder,
        )
    said = [s for s in recorder.spoken if s.startswith("Geen geluid")]
    assert said == ["Geen geluid: er werkt geen geluidsapparaat; het spel gaat door zonder geluid."]
    assert recorder.spoken.index(said[0]) == 1  # right after the opening


@pytest.mark.parametrize(
    ("language", "line", "result"),
    [
        ("nl", "geluid aan", cm.SetSound("on")),
        ("nl", "geluid uit", cm.SetSound("off")),
        ("nl", "geluid in plaats van woorden", cm.SetSound("words")),
        ("nl", "geluid met woorden", cm.SetSound("with_words")),
        ("nl", "volume 0", cm.SetVolume(0)),
        ("nl", "geluiden dezelfde soort", cm.PlaySounds("same_suit")),
        ("nl", "help geluiden", cm.Help("sounds")),
        ("en", "sound stereo", cm.SetSound("stereo")),
        ("en", "sound instead of words", cm.SetSound("words")),
        ("en", "sounds move", cm.PlaySounds("move")),
        ("en", "volume 100", cm.SetVolume(100)),
    ],
)
def test_the_sound_commands_in_dutch_and_english(language: str, line: str, result: Any) -> None:
    assert parse(line, Game.new(5), translator(language)) == result


def test_a_sound_command_with_a_wrong_value_says_what_works() -> None:
    from scorpion_a11y.narration.parsing import describe

    tr = translator("nl")
    game = Game.new(5)
    assert describe(tr, parse("geluid hard", game, tr), game) == (
        "Hard past niet bij geluid. Kies uit: aan, uit, mono, stereo, in plaats van woorden, "
        "met woorden."
    )
    assert describe(tr, parse("volume", game, tr), game).startswith("Zeg na volume een getal")


def test_sound_settings_from_a_file_fall_back_one_by_one() -> None:
    good = Settings.from_data(
        {"geluid": "uit", "volume": 35, "geluid_mono": True, "geluid_voor_woorden": True}
    )
    assert (good.sound, good.volume, good.sound_mono, good.sound_words) == ("uit", 35, True, True)
    bad = Settings.from_data(
        {"geluid": "hard", "volume": 500, "geluid_mono": "ja", "geluid_voor_woorden": 1}
    )
    assert (bad.sound, bad.volume, bad.sound_mono, bad.sound_words) == (None, 80, False, False)
    assert Settings.from_data(good.to_data()) == good


# --------------------------------------------------------------------- a device that blocks


class BlockingOpener:
    """An audio device whose opening never returns (a hung sound server), until released."""

    def __init__(self) -> None:
        import threading

        self.calls = 0
        self.release = threading.Event()

    def __call__(self, rate: int, period_ms: int) -> Any:
        self.calls += 1
        self.release.wait(60)
        raise OSError("the sound server never answered")


NO_ANSWER = "Geen geluid: het geluidsapparaat antwoordt niet; het spel gaat door zonder geluid."
NO_DEVICE = "Geen geluid: er werkt geen geluidsapparaat; het spel gaat door zonder geluid."
STILL_OPENING = "Het geluidsapparaat gaat nog open; het geluid gaat aan zodra het werkt."


class SlowOpener:
    """A device that takes ``seconds`` to open (a busy machine), then opens (``device``) or
    fails (``None``)."""

    def __init__(self, seconds: float, device: HeldDevice | None = None) -> None:
        self.seconds = seconds
        self.device = device

    def __call__(self, rate: int, period_ms: int) -> Any:
        time.sleep(self.seconds)
        if self.device is None:
            raise OSError("no sound card after all")
        return self.device


def slow_session(
    tmp_path: Path, opener: Any, answer_within: float = 30.0
) -> tuple[Session, SoundControl, Store, Settings]:
    settings = Settings()
    tmp_path.mkdir(parents=True, exist_ok=True)
    deal = tmp_path / "opstelling.json"
    dealfile.save(OPEN, deal)
    store = Store(tmp_path / "data")
    session = Session(store, settings, Statistics(), Narrator("nl"))
    player = Player(opener, open_timeout=0.1, answer_within=answer_within)
    session.sound = SoundControl(settings, session.n, player=player)
    session.start(deal_path=str(deal))
    return session, session.sound, store, settings


def test_a_device_whose_opening_blocks_costs_the_sound_not_the_game(tmp_path: Path) -> None:
    """A hung sound server: the start and the commands go on; once it has not answered for
    ``answer_within`` seconds the player who asked for sound hears so, once, after a command's
    own words; nothing is kept, and a device it still opens later stays closed."""
    opener = BlockingOpener()
    session, control, store, settings = slow_session(tmp_path, opener, answer_within=0.5)
    try:
        began = time.monotonic()
        assert control.start("aan", pipe=False) == ""  # not known yet: nothing said
        assert time.monotonic() - began < 3.0
        move = session.handle("harten 4 naar kolom 1")
        assert move.startswith("Harten 4 naar kolom 1") and "geluid" not in move.lower()
        assert wait_for(lambda: control.player.answer() is not NoSound.OPENING)
        answer = session.handle("terug")
        assert answer.startswith("Ongedaan gemaakt") and answer.endswith(NO_ANSWER)
        assert NO_ANSWER not in session.handle("harten 4 naar kolom 1")  # once
        began = time.monotonic()
        assert session.handle("geluid aan") == NO_ANSWER  # asked again: said again
        assert time.monotonic() - began < 3.0
        # not kept: the next start must not hang on the same device
        assert settings.sound != "aan"
        assert store.load_settings().value.sound != "aan"
        # a pipe waits for the answer: the sentence is in its first line, every time
        piped = SoundControl(
            Settings(), Narrator("nl"), player=Player(opener, open_timeout=0.1, answer_within=0.3)
        )
        assert piped.start("aan", pipe=True) == NO_ANSWER and not piped.on
    finally:
        opener.release.set()
        session.sound.close()


def test_a_slow_device_is_never_said_to_be_missing_and_comes_on_when_it_opens(
    tmp_path: Path,
) -> None:
    """Under load the null device took over 2 s to open and the game said "Geen geluid: er
    werkt geen geluidsapparaat" before "Verder met spel 5". A device that is only slow is no
    failure: at a terminal the sound comes on with the first command after it opened."""
    device = HeldDevice()
    session, control, store, settings = slow_session(tmp_path, SlowOpener(0.4, device))
    try:
        assert control.start("aan", pipe=False) == ""
        assert not control.on
        assert wait_for(lambda: control.player.answer() is None)
        said = session.handle("harten 4 naar kolom 1")
        assert said == "Harten 4 naar kolom 1, op harten 5. Kolom 7 is nu leeg."
        assert control.on and peak(device.pull(200)) > 0  # and its sound plays
        assert settings.sound is None and store.load_settings().value.sound is None
        # a pipe waits for it: on from the first line, nothing said
        piped = SoundControl(
            Settings(),
            Narrator("nl"),
            player=Player(SlowOpener(0.4, HeldDevice()), open_timeout=0.1),
        )
        assert piped.start("aan", pipe=True) == "" and piped.on
    finally:
        control.close()


def test_a_slow_device_that_then_fails_is_said_once_after_the_next_command(
    tmp_path: Path,
) -> None:
    session, control, _store, _settings = slow_session(tmp_path, SlowOpener(0.3))
    assert control.start("aan", pipe=False) == ""
    assert wait_for(lambda: control.player.answer() is NoSound.DEVICE)
    assert session.handle("harten 4 naar kolom 1") == (
        "Harten 4 naar kolom 1, op harten 5. Kolom 7 is nu leeg. " + NO_DEVICE
    )
    assert session.handle("herhaal").endswith(NO_DEVICE)  # it was said: herhaal says it again
    assert NO_DEVICE not in session.handle("terug")
    assert not control.on


def test_geluid_aan_on_a_slow_device_says_it_is_opening_and_keeps_it_only_once_it_works(
    tmp_path: Path,
) -> None:
    device = HeldDevice()
    session, control, store, settings = slow_session(tmp_path, SlowOpener(0.4, device))
    try:
        assert session.handle("geluid aan") == STILL_OPENING
        assert settings.sound is None and store.load_settings().value.sound is None
        assert wait_for(lambda: control.player.answer() is None)
        assert session.handle("harten 4 naar kolom 1").startswith("Harten 4 naar kolom 1")
        assert control.on
        assert store.load_settings().value.sound == "aan"  # kept now that it works
    finally:
        control.close()
    # switched off while it was still opening: it stays off when it opens
    device2 = HeldDevice()
    session2, control2, store2, _settings2 = slow_session(tmp_path / "2", SlowOpener(0.3, device2))
    try:
        assert session2.handle("geluid aan") == STILL_OPENING
        assert session2.handle("geluid uit") == "Geluid uit."
        assert wait_for(lambda: control2.player.answer() is None)
        session2.handle("harten 4 naar kolom 1")
        assert not control2.on and peak(device2.pull(200)) == 0
        assert store2.load_settings().value.sound == "uit"
    finally:
        control2.close()


def test_the_english_sentences_for_a_hung_and_a_slow_device() -> None:
    from scorpion_a11y.narration.sound import unavailable

    tr = translator("en")
    assert unavailable(tr, NoSound.NO_ANSWER) == (
        "No sound: the audio device does not answer; the game plays on without sound."
    )
    assert unavailable(tr, NoSound.OPENING) == (
        "The audio device is still opening; the sound comes on once it works."
    )


def test_sound_off_or_not_asked_in_a_pipe_never_opens_the_device() -> None:
    for wanted, pipe in (("uit", False), (None, True)):
        opener = BlockingOpener()
        control = SoundControl(Settings(), Narrator("nl"), player=Player(opener))
        began = time.monotonic()
        assert control.start(wanted, pipe=pipe) == ""
        assert time.monotonic() - began < 0.5
        time.sleep(0.05)
        assert opener.calls == 0 and not control.on


def test_sound_not_asked_at_a_terminal_opens_in_the_background() -> None:
    opener = BlockingOpener()
    control = SoundControl(Settings(), Narrator("nl"), player=Player(opener))
    began = time.monotonic()
    assert control.start(None, pipe=False) == ""
    assert time.monotonic() - began < 0.5  # the first prompt does not wait for the device
    assert not control.on
    opener.release.set()
    device = HeldDevice()
    control2 = SoundControl(Settings(), Narrator("nl"), player=Player(lambda r, p: device))
    control2.start(None, pipe=False)
    # on with the first command after it opened (settle is the session's, every command)
    assert wait_for(lambda: control2.settle() == "" and control2.on, 10)
    assert device.stream is not None
    control.close()
    control2.close()
