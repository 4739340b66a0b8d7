"""Nothing is lost: the game in progress, the settings and the statistics, on disk.

Small versioned JSON files in the player's data folder (platformdirs' user data dir, or the
folder named by ``SCORPION_A11Y_DATA``):

- ``spel.json``: the game in progress as its start (deal number and rules, or the whole start
  position) plus the line of actions played; a resume replays the line through the engine.
- ``spel.journaal``: what changed since ``spel.json`` was written, one JSON line per saved
  action, each appended and fsynced before its announcement (so a save costs the same at move
  10 and at move 20 000). Its lines name the ``spel.json`` they continue (``"spel"``); lines of
  an older ``spel.json`` and a half-written last line are ignored. At start and every
  :data:`COMPACT_EVERY` lines the whole game is written to ``spel.json`` again (compaction).
- ``instellingen.json``: output, verbosity, speech rate and language.
- ``statistiek.json``: per rule set: played, won, best score, streaks, solvability questions.
- ``spel.slot``: held with an OS file lock while a game plays in this folder (one game per
  folder; the OS releases it when the process ends, however it ends).
- ``fouten.log``: the error log for the developers (``logging``, size-limited, one backup).

Every whole-file write is atomic: a temporary file in the same folder, flushed to disk, then
renamed over the old one, so a killed process or a closed terminal leaves either the old or the
new file, never half of one. A file that cannot be read is renamed aside byte for byte
(``spel.json.kapot-<n>``) and reported; the caller starts afresh. A file that is only
unreadable for lack of permission stays where it is (:class:`Problem` ``PERMISSION``).

No player text here: callers turn the results into sentences.
"""

from __future__ import annotations

import contextlib
import enum
import json
import logging
import logging.handlers
import math
import os
import re
import secrets
import stat
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Generic, TypeGuard, TypeVar

from ..game import dealfile
from ..game.cards import Card
from ..game.deal import MAX_DEAL, MIN_DEAL, Position, Rules
from ..game.engine import DEAL_RESERVE, Action, Game, LineMark, Move
from ..game.rules import SPECS, Variant
from ..settings import OUTPUT_CHOICES, VERBOSITIES, OutputChoice

VERSION = 1
#: The highest column number of any game in the registry (Double Scorpion's 14 today).
MAX_COLUMN = max(spec.columns for spec in SPECS.values())

#: A JSON object as read from or written to one of the files (values checked where used).
JsonObject = dict[str, object]
T = TypeVar("T", covariant=True)
GAME_FILE = "spel.json"
JOURNAL_FILE = "spel.journaal"
SETTINGS_FILE = "instellingen.json"
STATS_FILE = "statistiek.json"
LOCK_FILE = "spel.slot"
LOG_FILE = "fouten.log"

#: Journal lines after which the whole game is written to ``spel.json`` again.
COMPACT_EVERY = 500
#: The error log's size limit (bytes); one older log is kept beside it.
LOG_MAX_BYTES = 256 * 1024
#: A file larger than this is not a file of ours.
MAX_FILE_BYTES = 64 * 1024 * 1024
#: Largest count kept in the statistics; anything above is damage.
MAX_COUNT = 10**9
#: Largest score magnitude believed in the statistics.
MAX_SCORE = 10**7


_TEMP = re.compile(r"^\.(.+)\.(\d+)\.tmp$")

#: Data files are the player's alone (``geschiedenis.txt`` holds every typed command).
PRIVATE_FILE = 0o600
#: The data folder, when the game makes it.
PRIVATE_FOLDER = 0o700
#: A symbolic link in the data folder is never followed when writing: it could point anywhere.
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)

log = logging.getLogger("scorpion_a11y")
log.addHandler(logging.NullHandler())  # nothing on the terminal when no log file is set up


class Problem(enum.Enum):
    """Why a file could not be used."""

    DAMAGED = "damaged"  # unreadable content: put aside
    NOT_A_FILE = "not_a_file"  # a folder, a FIFO, a device: put aside
    PERMISSION = "permission"  # no permission to read: left where it is


class SaveError(ValueError):
    """A save file that exists but cannot be used."""

    def __init__(self, detail: str, problem: Problem = Problem.DAMAGED) -> None:
        super().__init__(detail)
        self.problem = problem


def data_dir() -> Path:
    """The folder for the player's files (created when missing)."""
    path = wanted_dir()
    make_folder(path)
    return path


def make_folder(path: Path) -> None:
    """The data folder, made private to the player when the game makes it."""
    path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER)


def wanted_dir() -> Path:
    """The folder the player's files belong in (not created)."""
    env = os.environ.get("SCORPION_A11Y_DATA")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("scorpion-a11y", appauthor=False))


def _fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; a no-op where folders cannot be opened)."""
    if sys.platform == "win32":  # pragma: no cover
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _datasync(fd: int) -> None:
    """Flush an appended line to disk: ``fdatasync`` (the data and the size needed to read
    it back, without the modification time: on ext4 a tenth of an ``fsync``), else ``fsync``."""
    sync = getattr(os, "fdatasync", None)
    if sync is None:  # pragma: no cover (Windows, macOS)
        os.fsync(fd)
    else:
        sync(fd)


def write_atomic(path: Path, text: str, durable: bool = True) -> None:
    """Replace ``path`` with ``text`` all at once: a new private file, rename.

    ``durable``: the file is fsynced before the rename and the folder after it (two fsyncs),
    so the new content survives a power cut once this returns. Without it (settings and
    statistics) a crash may leave the older file, never half of one. A symbolic link at
    ``path`` is replaced by the file, its target never written.
    """
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with contextlib.suppress(FileNotFoundError):
        os.unlink(tmp)  # our own leftover (a link is removed, not followed)
    try:
        fd = os.open(
            tmp,
            os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC | _BINARY,
            PRIVATE_FILE,
        )
        try:
            view = memoryview(text.encode("utf-8"))
            while view:
                view = view[os.write(fd, view) :]
            if durable:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if durable:
        _fsync_dir(path.parent)


def put_aside(path: Path) -> Path:
    """Rename a bad file out of the way (never delete it) and return its new name."""
    n = 1
    while True:
        target = path.with_name(f"{path.name}.kapot-{n}")
        if not os.path.lexists(target):
            break
        n += 1
    os.replace(path, target)
    return target


def read_bytes(path: Path) -> bytes | None:
    """The bytes of a regular file, ``None`` when there is none; SaveError otherwise.

    Never blocks on a FIFO (opened non-blocking, then refused as not a file) and never reads
    a folder or a device.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except PermissionError as err:
        raise SaveError(str(err), Problem.PERMISSION) from err
    except IsADirectoryError as err:  # Windows opens no folders
        raise SaveError(str(err), Problem.NOT_A_FILE) from err
    except OSError as err:
        raise SaveError(str(err)) from err
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError("not a regular file", Problem.NOT_A_FILE)
        if info.st_size > MAX_FILE_BYTES:
            raise SaveError("too large")
        chunks = []
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)
    except PermissionError as err:
        raise SaveError(str(err), Problem.PERMISSION) from err
    except OSError as err:
        raise SaveError(str(err)) from err
    finally:
        os.close(fd)


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is too large")
    return value


def decode_json(raw: bytes) -> object:
    """JSON from bytes (a UTF-8 byte-order mark allowed); SaveError for anything else.

    NaN, Infinity and numbers too large for a float (1e400) are damage, and so is an integer
    beyond Python's conversion limit or nesting deeper than the parser can follow.
    """
    try:
        text = raw.decode("utf-8-sig")
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except Exception as err:  # decode, value (int limit), overflow, recursion, memory
        raise SaveError(f"{type(err).__name__}: {str(err)[:200]}") from None


def _read_json(path: Path) -> JsonObject | None:
    """The decoded JSON of ``path``, ``None`` when it does not exist; SaveError when bad."""
    raw = read_bytes(path)
    if raw is None:
        return None
    data = decode_json(raw)
    if not isinstance(data, dict):
        raise SaveError("not an object")
    version = data.get("versie")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("no version")
    if version > VERSION:
        raise SaveError(f"version {version} is newer than {VERSION}")
    return data


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


# --------------------------------------------------------------------- the game in progress


def action_to_data(action: Action) -> JsonObject:
    if isinstance(action, Move):
        data: JsonObject = {"kaart": action.card.name, "naar": action.to + 1}
        if action.src is not None:
            data["uit"] = action.src + 1  # Double Scorpion: which copy
        return data
    return {"reserve": True}


def action_from_data(data: object) -> Action:
    if not isinstance(data, dict):
        raise SaveError("bad action")
    if data.get("reserve") is True:
        return DEAL_RESERVE
    name, to = data.get("kaart"), data.get("naar")
    if not isinstance(name, str) or not _is_int(to) or not 1 <= to <= MAX_COLUMN:
        raise SaveError("bad action")
    try:
        card = Card.from_name(name)
    except (KeyError, ValueError, TypeError) as err:
        raise SaveError("bad action") from err
    src = data.get("uit")  # Double Scorpion: which copy
    if src is not None and (not _is_int(src) or not 1 <= src <= MAX_COLUMN):
        raise SaveError("bad action")
    return Move(card, to - 1, None if src is None else src - 1)


@dataclass
class SavedGame:
    """A game in progress as stored: its start and its line of play.

    ``counted``: the game already counts as played in the statistics. ``won_counted``: its
    win was already counted (undoing past the win and winning again counts once).
    """

    game: Game
    counted: bool = False
    won_counted: bool = False
    #: the game clock: seconds played, counting only while the game was open
    seconds: float = 0.0
    #: Loading stopped before a journal action that did not fit (the rest is kept aside).
    cut: bool = field(default=False, compare=False)


def game_to_data(saved: SavedGame) -> JsonObject:
    game = saved.game
    data: JsonObject = {
        "versie": VERSION,
        "nummer": game.deal_number,
        "regels": game.rules.value,
        "variant": game.variant.value,
        "traditioneel": game.traditional,
        "zetten": [action_to_data(a) for a in game.line()],
        "geteld": saved.counted,
        "winst_geteld": saved.won_counted,
        "speeltijd": int(saved.seconds),
    }
    redo = game.redo_line()
    if redo:  # what ``opnieuw`` would play again survives a restart
        data["herhaal"] = [action_to_data(a) for a in redo]
    if game.deal_number is None:
        data["opstelling"] = dealfile.to_data(game.start)
    return data


def game_from_data(data: object, trusted: int | None = None) -> SavedGame:
    """Rebuild the game by replaying its line; SaveError when anything does not fit.

    ``trusted``: only the first ``trusted`` actions must fit (those of ``spel.json``); the
    game stops before the first later one that does not (a damaged journal), and
    :attr:`SavedGame.cut` says so.
    """
    try:
        return _game_from_data(data, trusted)
    except SaveError:
        raise
    except Exception as err:  # whatever a damaged file makes the engine or the parser do
        raise SaveError(f"{type(err).__name__}: {str(err)[:200]}") from None


def _game_from_data(data: object, trusted: int | None = None) -> SavedGame:
    if not isinstance(data, dict):
        raise SaveError("not an object")
    try:
        rules = Rules(data.get("regels", Rules.KLASSIEK.value))
        variant = Variant(data.get("variant", Variant.SCORPION.value))
        traditional = data.get("traditioneel", False)
        if not isinstance(traditional, bool):
            raise ValueError(traditional)
    except (ValueError, TypeError) as err:
        raise SaveError("bad rules") from err
    number = data.get("nummer")
    if number is not None and (
        not isinstance(number, int)
        or isinstance(number, bool)
        or not MIN_DEAL <= number <= MAX_DEAL
    ):
        raise SaveError("bad deal number")
    if "opstelling" in data:
        try:
            position: Position = dealfile.parse(data["opstelling"])
        except dealfile.DealFileError as err:
            raise SaveError(str(err)) from err
        game = Game(position, number)
    elif number is not None:
        game = Game.new(number, rules, variant, traditional)
    else:
        raise SaveError("no start")
    moves = data.get("zetten", [])
    if not isinstance(moves, list):
        raise SaveError("bad line")
    cut = False
    for index, raw in enumerate(moves):
        try:
            action = action_from_data(raw)
            game.play(action)
        except (SaveError, ValueError) as err:  # MoveRefused: the line does not fit
            if trusted is None or index < trusted:
                raise SaveError("action refused") from err
            cut = True
            break
    if not cut:
        _restore_redo(game, data.get("herhaal", []))
    seconds = data.get("speeltijd", 0)
    if not _is_int(seconds) or seconds < 0:
        seconds = 0  # the clock is a nicety: a damaged value never costs the game
    saved = SavedGame(
        game, bool(data.get("geteld", False)), bool(data.get("winst_geteld", False)), seconds
    )
    saved.cut = cut
    return saved


def _restore_redo(game: Game, redo: object) -> None:
    """Make ``redo`` (the actions ``opnieuw`` plays again, next first) redoable: play them,
    then undo them. An action that does not fit ends the list (only what redo offers is
    lost, never a played move)."""
    if not isinstance(redo, list):
        return
    played = 0
    for raw in redo:
        try:
            game.play(action_from_data(raw))
        except (SaveError, ValueError):
            break
        played += 1
    for _ in range(played):
        game.undo()


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """What loading found: the value (or None), and where a bad file was put aside.

    ``problem``: why the file could not be used (None when it could, or there was none);
    ``path``: the file itself (for a file left in place, PERMISSION).
    """

    value: T
    aside: Path | None = None
    problem: Problem | None = None
    path: Path | None = None


def merge_journal(data: JsonObject, raw: bytes | None) -> JsonObject:
    """``data`` (a ``spel.json``) with the journal lines that continue it applied.

    A line for another ``spel.json`` is skipped, and so is the part after the last newline (a
    write cut off by a crash: it was never announced). A whole line that cannot be read ends
    the journal: the result keeps the longest valid prefix and carries ``"_beschadigd"``, so
    the caller keeps the journal aside and says so.
    """
    return _merge_journal(data, raw)[0]


def _merge_journal(data: JsonObject, raw: bytes | None) -> tuple[JsonObject, bool, int | None]:
    """The merged game, whether a damaged line ended the journal early, and how many of the
    merged actions are ``spel.json``'s own (None: all of them; the rest came from the
    journal and may be cut off where one does not fit).

    A journal line changes the *whole line*: the played actions, then those ``opnieuw``
    would play again (``herhaal``). ``n``: keep its first ``n`` actions; ``zetten``: append
    these; ``gespeeld``: how many of it are played (missing: all, as older lines wrote).
    """
    generation = data.get("journaal")
    if raw is None or not isinstance(generation, str):
        return data, False, None
    played_line, redo = data.get("zetten", []), data.get("herhaal", [])
    if not isinstance(played_line, list):
        return data, False, None
    line = [*played_line, *(redo if isinstance(redo, list) else [])]
    played = len(played_line)
    trusted = played
    merged = dict(data)
    damaged = False
    for text in raw.split(b"\n")[:-1]:  # the part after the last newline is unfinished
        try:
            record = decode_json(text)
        except SaveError:
            damaged = True
            break
        if not isinstance(record, dict):
            damaged = True
            break
        if record.get("spel") != generation:
            continue
        keep, added = record.get("n"), record.get("zetten")
        if not _is_int(keep) or not 0 <= keep <= len(line) or not isinstance(added, list):
            damaged = True
            break
        whole = keep + len(added)
        now = record.get("gespeeld", whole)
        if not _is_int(now) or not 0 <= now <= whole:
            damaged = True
            break
        line[keep:] = added
        played = now
        trusted = min(trusted, keep, now)
        for key in ("geteld", "winst_geteld"):
            if isinstance(record.get(key), bool):
                merged[key] = record[key]
    merged["zetten"] = line[:played]
    merged["herhaal"] = line[played:]
    return merged, damaged, trusted


# --------------------------------------------------------------------- settings


@dataclass
class Settings:
    output: str = OutputChoice.AUTO.value
    verbosity: str = "normaal"
    rate: int | None = None
    language: str = "nl"
    #: Earcons: "aan", "uit", or None (on when a device works and output is not a pipe).
    sound: str | None = None
    volume: int = 80
    sound_mono: bool = False
    #: "geluid in plaats van woorden": kort leaves out what a sound already says.
    sound_words: bool = False

    def to_data(self) -> JsonObject:
        return {
            "versie": VERSION,
            "uitvoer": self.output,
            "uitvoerigheid": self.verbosity,
            "tempo": self.rate,
            "taal": self.language,
            "geluid": self.sound,
            "volume": self.volume,
            "geluid_mono": self.sound_mono,
            "geluid_voor_woorden": self.sound_words,
        }

    @classmethod
    def from_data(cls, data: JsonObject) -> Settings:
        """Settings from a file; unknown or bad values fall back to the defaults one by one."""
        s = cls()
        output, verbosity = data.get("uitvoer"), data.get("uitvoerigheid")
        if isinstance(output, str) and output in OUTPUT_CHOICES:
            s.output = output
        if isinstance(verbosity, str) and verbosity in VERBOSITIES:
            s.verbosity = verbosity
        rate = data.get("tempo")
        if _is_int(rate) and 0 <= rate <= 100:
            s.rate = rate
        lang = data.get("taal")
        if isinstance(lang, str) and lang.isalpha() and 2 <= len(lang) <= 8:
            s.language = lang
        sound = data.get("geluid")
        if sound == "aan" or sound == "uit":
            s.sound = sound
        volume = data.get("volume")
        if _is_int(volume) and 0 <= volume <= 100:
            s.volume = volume
        for key, attr in (("geluid_mono", "sound_mono"), ("geluid_voor_woorden", "sound_words")):
            if isinstance(data.get(key), bool):
                setattr(s, attr, data[key])
        return s


# --------------------------------------------------------------------- statistics


@dataclass
class RuleStats:
    played: int = 0
    won: int = 0
    best_score: int | None = None
    streak: int = 0
    longest_streak: int = 0
    solvable_asked: int = 0

    @property
    def win_percentage(self) -> int:
        """Whole percent of games won (0 when none played)."""
        return round(100 * self.won / self.played) if self.played else 0

    def to_data(self) -> JsonObject:
        return {
            "gespeeld": self.played,
            "gewonnen": self.won,
            "beste_score": self.best_score,
            "reeks": self.streak,
            "langste_reeks": self.longest_streak,
            "oplosbaar_gevraagd": self.solvable_asked,
        }

    @classmethod
    def from_data(cls, data: object) -> RuleStats:
        if not isinstance(data, dict):
            return cls()

        def num(key: str) -> int:
            v = data.get(key, 0)
            return v if _is_int(v) and 0 <= v <= MAX_COUNT else 0

        best = data.get("beste_score")
        s = cls(
            played=num("gespeeld"),
            won=num("gewonnen"),
            best_score=best if _is_int(best) and abs(best) <= MAX_SCORE else None,
            streak=num("reeks"),
            longest_streak=num("langste_reeks"),
            solvable_asked=num("oplosbaar_gevraagd"),
        )
        # Counts that contradict each other are brought back in line, never beyond 100 %.
        s.won = min(s.won, s.played)
        s.longest_streak = min(s.longest_streak, s.won)
        s.streak = min(s.streak, s.longest_streak)
        if s.won == 0:
            s.best_score = None
        return s


def stats_key(rules: Rules, variant: Variant = Variant.SCORPION, traditional: bool = False) -> str:
    """The statistics file's key for a game and rules: ``klassiek`` for Scorpion (as before),
    ``wasp/klassiek``, ``scorpion/versoepeld/traditioneel``."""
    if variant is Variant.SCORPION and not traditional:
        return rules.value
    key = f"{variant.value}/{rules.value}"
    return key + "/traditioneel" if traditional else key


@dataclass
class Statistics:
    """Statistics per game and rules (see :func:`stats_key`)."""

    per_rules: dict[str, RuleStats] = field(
        default_factory=lambda: {r.value: RuleStats() for r in Rules}
    )

    def get(
        self, rules: Rules, variant: Variant = Variant.SCORPION, traditional: bool = False
    ) -> RuleStats:
        return self.per_rules.setdefault(stats_key(rules, variant, traditional), RuleStats())

    def __getitem__(self, rules: Rules) -> RuleStats:
        return self.get(rules)

    def game_started(
        self, rules: Rules, variant: Variant = Variant.SCORPION, traditional: bool = False
    ) -> None:
        """A game got its first action: it counts as played."""
        self.get(rules, variant, traditional).played += 1

    def game_won(
        self,
        rules: Rules,
        score: int,
        variant: Variant = Variant.SCORPION,
        traditional: bool = False,
    ) -> None:
        s = self.get(rules, variant, traditional)
        s.won += 1
        s.streak += 1
        s.longest_streak = max(s.longest_streak, s.streak)
        if s.best_score is None or score > s.best_score:
            s.best_score = score

    def game_abandoned(
        self, rules: Rules, variant: Variant = Variant.SCORPION, traditional: bool = False
    ) -> None:
        """A played game was left unwon for another one: the winning streak ends."""
        self.get(rules, variant, traditional).streak = 0

    def solvable_asked(
        self, rules: Rules, variant: Variant = Variant.SCORPION, traditional: bool = False
    ) -> None:
        self.get(rules, variant, traditional).solvable_asked += 1

    def to_data(self) -> JsonObject:
        data: JsonObject = {"versie": VERSION}
        for key, s in self.per_rules.items():
            data[key] = s.to_data()
        return data

    @classmethod
    def from_data(cls, data: JsonObject) -> Statistics:
        stats = cls()
        for key, value in data.items():
            if key != "versie" and isinstance(key, str):
                stats.per_rules[key] = RuleStats.from_data(value)
        return stats


# --------------------------------------------------------------------- the store


class _QuietRotatingHandler(logging.handlers.RotatingFileHandler):
    """The error log must never become an error: a failing write is dropped silently."""

    def handleError(self, record: logging.LogRecord) -> None:
        return None

    def _open(self):  # type: ignore[no-untyped-def]
        """The log file, private and never through a symbolic link."""
        fd = os.open(
            self.baseFilename,
            os.O_WRONLY | os.O_APPEND | os.O_CREAT | _NOFOLLOW | _CLOEXEC,
            PRIVATE_FILE,
        )
        return open(fd, self.mode, encoding=self.encoding, errors=self.errors)


class Store:
    """The player's files in one folder.

    ``usable`` is False when the folder cannot be made (a file of that name, no permission):
    then nothing is read or written and ``folder_error`` says why.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else wanted_dir()
        self.folder_error: OSError | None = None
        try:
            make_folder(self.folder)
            if not self.folder.is_dir():
                raise NotADirectoryError(str(self.folder))
        except OSError as err:
            self.folder_error = err
        self._lock_fd: int | None = None
        #: Another game holds this folder's lock (or it cannot be taken): this one must not
        #: write the game.
        self.locked_out = False
        #: Why the lock could not be taken at all (None: taken, or held by another game).
        self.lock_error: OSError | None = None
        #: Files that must not be written: unreadable (no permission), or bad and not movable.
        self.hands_off: set[str] = set()
        self._journal_fd: int | None = None
        self._disk_game: Game | None = None  # the game spel.json (+ journal) holds
        self._disk_saved: SavedGame | None = None
        self._mark: LineMark | None = None  # the whole line as the disk holds it
        self._disk_played = 0  # how much of it is played, on disk
        self._disk_flags: tuple[bool, bool] = (False, False)
        self._generation = ""
        self._records = 0

    @property
    def usable(self) -> bool:
        return self.folder_error is None

    def path(self, name: str) -> Path:
        return self.folder / name

    def exists(self, name: str) -> bool:
        """Whether the file is there; False when even that cannot be found out."""
        try:
            return os.path.lexists(self.path(name))
        except (OSError, ValueError):
            return False

    # one game per folder
    def lock(self) -> bool:
        """Hold ``spel.slot`` for this process: False when another game holds it, or when the
        lock cannot be taken at all (``lock_error``: the file cannot be opened or made, or is
        a symbolic link); either way this session must not write the game.

        The OS releases the lock when the process ends, also on kill -9.
        """
        if self._lock_fd is not None:
            return True
        try:
            fd = os.open(
                self.path(LOCK_FILE),
                os.O_RDWR | os.O_CREAT | _NOFOLLOW | _CLOEXEC | getattr(os, "O_NONBLOCK", 0),
                PRIVATE_FILE,
            )
        except OSError as err:
            self.lock_error = err
            self.locked_out = True
            return False
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise IsADirectoryError("spel.slot is not a file")
        except OSError as err:
            os.close(fd)
            self.lock_error = err
            self.locked_out = True
            return False
        try:
            if sys.platform == "win32":  # pragma: no cover
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            self.locked_out = True
            return False
        self._lock_fd = fd
        self.locked_out = False
        return True

    def unlock(self) -> None:
        fd, self._lock_fd = self._lock_fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)  # closing releases flock / msvcrt locks

    def remove_stray_temp_files(self) -> list[str]:
        """Delete ``.name.<pid>.tmp`` files a killed process left (only while holding the lock)."""
        removed: list[str] = []
        if self._lock_fd is None:
            return removed
        try:
            names = os.listdir(self.folder)
        except OSError:
            return removed
        for name in names:
            if _TEMP.match(name):
                with contextlib.suppress(OSError):
                    os.unlink(self.path(name))
                    removed.append(name)
        return removed

    def _load(self, name: str) -> Loaded[JsonObject | None]:
        path = self.path(name)
        if not self.usable:
            return Loaded(None)
        try:
            return Loaded(_read_json(path))
        except SaveError as err:
            return self._bad(path, err)

    def _bad(self, path: Path, err: SaveError) -> Loaded[None]:
        if err.problem is Problem.PERMISSION or self.locked_out:
            # Left where it is: unreadable only, or another game's file to deal with.
            if self.locked_out and err.problem is not Problem.PERMISSION:
                self.hands_off.add(path.name)
                return Loaded(None, path, err.problem, path)
            self.hands_off.add(path.name)
            return Loaded(None, None, Problem.PERMISSION, path)
        aside = self._aside(path)
        if aside == path:  # could not be moved: never overwrite it
            self.hands_off.add(path.name)
        return Loaded(None, aside, err.problem, path)

    def _aside(self, path: Path) -> Path | None:
        try:
            return put_aside(path)
        except OSError:
            return path

    # the game
    def load_game(self, put_aside_bad: bool = True) -> Loaded[SavedGame | None]:
        """The saved game (a :class:`SavedGame`) or None; a bad file is put aside.

        A bad journal (damaged lines, a folder, a FIFO, too large, an action that does not
        fit) costs only what it holds: the journal is put aside and the game resumes at the
        longest valid prefix; the result then names the journal (``path``, ``aside``) with
        the game as its value. ``put_aside_bad=False`` (a second instance, read-only) leaves a
        bad file where it is.
        """
        path = self.path(GAME_FILE)
        if not self.usable:
            return Loaded(None)
        try:
            data = _read_json(path)
            if data is None:
                return Loaded(None)
        except SaveError as err:
            return self._bad_game(path, err, put_aside_bad)
        journal_path = self.path(JOURNAL_FILE)
        journal_problem: Problem | None = None
        try:
            journal = read_bytes(journal_path)
        except SaveError as err:
            if err.problem is Problem.PERMISSION:  # the journal's own name in the sentence
                return self._bad_game(journal_path, err, put_aside_bad)
            journal, journal_problem = None, err.problem
        merged, damaged, trusted = _merge_journal(data, journal)
        try:
            saved = game_from_data(merged, trusted)
        except SaveError as err:
            return self._bad_game(path, err, put_aside_bad)
        if damaged or saved.cut:
            journal_problem = Problem.DAMAGED
        if journal_problem is None:
            return Loaded(saved)
        if not put_aside_bad:
            return Loaded(saved, None, journal_problem, journal_path)
        aside = self._aside(journal_path)
        if aside == journal_path:  # could not be moved: never overwrite it
            self.hands_off.update((JOURNAL_FILE, GAME_FILE))
        return Loaded(saved, aside, journal_problem, journal_path)

    def _bad_game(
        self, path: Path, err: SaveError, put_aside_bad: bool
    ) -> Loaded[SavedGame | None]:
        if not put_aside_bad:
            return Loaded(None, None, err.problem, path)
        loaded: Loaded[SavedGame | None] = self._bad(path, err)
        if loaded.problem is Problem.PERMISSION or loaded.aside == path:
            self.hands_off.add(GAME_FILE)  # neither file is replaced
        elif path.name == GAME_FILE and self.exists(JOURNAL_FILE):
            self._aside(self.path(JOURNAL_FILE))
        return loaded

    def save_game(self, saved: SavedGame) -> None:
        """Make ``saved`` durable: one journal line and one fdatasync, or (for a new game, at
        start) the whole game in ``spel.json``; see :meth:`compact_if_due` for the rest."""
        if not self.usable:
            raise self.folder_error or OSError("no folder")
        if GAME_FILE in self.hands_off or self.locked_out:
            raise PermissionError(f"{GAME_FILE} is not ours to write")
        if saved.game is not self._disk_game or self._journal_fd is None:
            self.compact(saved)
            return
        game = saved.game
        assert self._mark is not None
        keep, added = game.line_since(self._mark)
        flags = (saved.counted, saved.won_counted)
        if (
            keep == self._mark.length
            and not added
            and game.moves == self._disk_played
            and flags == self._disk_flags
        ):
            return  # nothing new
        record: JsonObject = {
            "spel": self._generation,
            "n": keep,
            "zetten": [action_to_data(a) for a in added],
            "geteld": saved.counted,
            "winst_geteld": saved.won_counted,
        }
        if game.moves != keep + len(added):  # an undo, a redo: not all of it is played
            record["gespeeld"] = game.moves
        data = (json.dumps(record, ensure_ascii=False) + "\n").encode("utf-8")
        try:
            written = os.write(self._journal_fd, data)
            if written != len(data):
                raise OSError("short write")
            _datasync(self._journal_fd)
            # The journal must still be the file in the data folder: a folder removed or
            # moved away while the game runs would take every later move with it unseen.
            here = os.fstat(self._journal_fd)
            there = os.stat(self.path(JOURNAL_FILE), follow_symlinks=False)
            if (here.st_dev, here.st_ino) != (there.st_dev, there.st_ino):
                raise FileNotFoundError("the journal is no longer in the data folder")
        except OSError:
            # The journal failed (a full disk, the file gone or replaced): the whole game
            # goes to spel.json instead, so "saved" is said only when it is, and always then.
            log.warning("journal append failed; writing the whole game", exc_info=True)
            self.compact(saved)
            return
        self._mark = game.mark()
        self._disk_played = game.moves
        self._disk_flags = flags
        self._disk_saved = saved
        self._records += 1

    def compact(self, saved: SavedGame) -> None:
        """Write the whole game to ``spel.json`` and start an empty journal for it.

        Durable steps: ``spel.json`` (fsync of the file, rename, fsync of the folder), then
        the journal emptied in place (no fsync: until it is, its lines name the older
        ``spel.json`` and are ignored); only a journal that has to be made anew costs one
        more fsync of the folder. A journal that cannot be opened (a folder, ...) leaves the
        game saved all the same: every later save then writes ``spel.json``.
        """
        self._forget_disk()
        generation = secrets.token_hex(8)
        data = game_to_data(saved)
        data["journaal"] = generation
        write_atomic(self.path(GAME_FILE), json.dumps(data, ensure_ascii=False))
        # From here on the old journal's lines name another spel.json: they are ignored even
        # if the process dies before the journal is emptied.
        self._disk_game = saved.game
        self._disk_saved = saved
        self._mark = saved.game.mark()
        self._disk_played = saved.game.moves
        self._disk_flags = (saved.counted, saved.won_counted)
        self._generation = generation
        self._records = 0
        self._journal_fd = self._open_journal()

    def _open_journal(self) -> int | None:
        """The journal emptied and open for appending; None when it cannot be had."""
        path = self.path(JOURNAL_FILE)
        flags = os.O_WRONLY | os.O_APPEND | _NOFOLLOW | _CLOEXEC | _BINARY
        nonblock = getattr(os, "O_NONBLOCK", 0)  # a FIFO fails at once instead of waiting
        try:
            fd = os.open(path, flags | os.O_TRUNC | nonblock)
        except FileNotFoundError:
            fd = -1
        except OSError:  # a link, no permission, a folder, a FIFO: a new file replaces it
            return self._new_journal(path, flags)
        if fd >= 0:
            try:
                if stat.S_ISREG(os.fstat(fd).st_mode):
                    return fd
            except OSError:
                pass
            os.close(fd)
            return self._new_journal(path, flags)
        try:
            fd = os.open(path, flags | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
        except OSError:
            log.warning("journal %s cannot be made", path, exc_info=True)
            return None
        _fsync_dir(self.folder)  # the new journal's entry is on disk before lines count
        return fd

    def _new_journal(self, path: Path, flags: int) -> int | None:
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        try:
            fd = os.open(tmp, flags | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
        except OSError:
            log.warning("journal %s cannot be made", path, exc_info=True)
            return None
        try:
            os.replace(tmp, path)
        except OSError:
            log.warning("journal %s cannot be replaced", path, exc_info=True)
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            return None
        _fsync_dir(self.folder)
        return fd

    def _forget_disk(self) -> None:
        fd, self._journal_fd = self._journal_fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)
        self._disk_game = None

    @property
    def compaction_due(self) -> bool:
        """The journal has :data:`COMPACT_EVERY` lines: time to write the whole game again."""
        return self._journal_fd is not None and self._records >= COMPACT_EVERY

    def compact_if_due(self) -> None:
        """Compact when due; called after an announcement, so the player never waits for it.
        A failure is left for the next save to find (it then writes the whole game)."""
        if self.compaction_due and self._disk_saved is not None:
            with contextlib.suppress(OSError):
                self.compact(self._disk_saved)

    def tidy(self) -> None:
        """Write the whole game to ``spel.json`` if the journal holds lines (a clean exit
        leaves nothing to replay). Never raises."""
        saved = self._disk_saved
        if saved is not None and self._records and self._journal_fd is not None:
            with contextlib.suppress(OSError):
                self.compact(saved)

    def close(self) -> None:
        """Tidy up, close the journal and give up the folder's lock. Never raises."""
        self.tidy()
        self._forget_disk()
        self.unlock()

    # settings
    def load_settings(self) -> Loaded[Settings]:
        loaded = self._load(SETTINGS_FILE)
        settings = Settings.from_data(loaded.value) if loaded.value else Settings()
        return Loaded(settings, loaded.aside, loaded.problem, loaded.path)

    def save_settings(self, settings: Settings) -> None:
        if SETTINGS_FILE in self.hands_off or self.locked_out:
            return
        write_atomic(
            self.path(SETTINGS_FILE), json.dumps(settings.to_data(), indent=1), durable=False
        )

    # statistics
    def load_statistics(self) -> Loaded[Statistics]:
        loaded = self._load(STATS_FILE)
        stats = Statistics.from_data(loaded.value) if loaded.value else Statistics()
        return Loaded(stats, loaded.aside, loaded.problem, loaded.path)

    def save_statistics(self, stats: Statistics) -> None:
        if STATS_FILE in self.hands_off or self.locked_out:
            return
        write_atomic(self.path(STATS_FILE), json.dumps(stats.to_data(), indent=1), durable=False)

    # the error log
    def log_error(self, text: str) -> None:
        """Log a traceback (or any detail) for the developers; never raises."""
        self.start_log()
        with contextlib.suppress(Exception):
            log.error("%s", text.rstrip())

    def start_log(self) -> None:
        """Send the package's log records to ``fouten.log`` in this folder."""
        if self.usable:
            use_log_file(self.path(LOG_FILE))


_log_handler: logging.Handler | None = None
_log_path: Path | None = None


def use_log_file(path: Path) -> None:
    """The package's log goes to ``path`` (size-limited, one backup), and only there."""
    global _log_handler, _log_path
    if _log_path == path:
        return
    try:
        handler = _QuietRotatingHandler(
            path, maxBytes=LOG_MAX_BYTES, backupCount=1, encoding="utf-8", delay=True
        )
    except (OSError, ValueError):
        return
    handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s\n%(message)s\n"))
    if _log_handler is not None:
        log.removeHandler(_log_handler)
        with contextlib.suppress(Exception):
            _log_handler.close()
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    _log_handler, _log_path = handler, path
