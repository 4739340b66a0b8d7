"""Nothing is lost: the game in progress, the settings and the statistics, in one folder.

The player's data folder (platformdirs' user data dir, or the folder named by
``SCORPION_A11Y_DATA``) holds small versioned JSON files; :class:`Store` is the app's one door
to them. It is made of three parts:

- :mod:`.files`: one file at a time: read with limits, written atomically and never through a
  symbolic link (private to the player: 0600, the folder 0700), the folder's lock
  (``spel.slot``), the error log (``fouten.log``);
- :mod:`.journal`: the game in progress (``spel.json`` + ``spel.journaal``): saving takes the
  engine's change, one journal line and one fdatasync per save;
- the records (:mod:`scorpion_a11y.records`): ``instellingen.json`` (settings) and
  ``statistiek.json`` (statistics), written atomically without fsync (a crash may keep the
  older file, never half of one).

A file that cannot be read is renamed aside byte for byte (``spel.json.kapot-<n>``) and
reported; the caller starts afresh. A file that is only unreadable for lack of permission
stays where it is (:class:`FileProblem` ``PERMISSION``). No player text here: callers turn the
results into sentences.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from ..records import (
    MAX_COUNT,
    MAX_SCORE,
    VERSION,
    FileProblem,
    JsonObject,
    Loaded,
    RuleStats,
    Settings,
    Statistics,
    stats_key,
)
from .files import (
    LOG_MAX_BYTES,
    MAX_FILE_BYTES,
    PRIVATE_FILE,
    PRIVATE_FOLDER,
    FolderLock,
    SaveError,
    data_dir,
    decode_json,
    log,
    make_folder,
    put_aside,
    read_bytes,
    read_json,
    use_log_file,
    wanted_dir,
    write_atomic,
)
from .files import remove_stray_temp_files as _remove_stray
from .journal import (
    COMPACT_EVERY,
    GAME_FILE,
    JOURNAL_FILE,
    MAX_COLUMN,
    Journal,
    SavedGame,
    action_from_data,
    action_to_data,
    game_from_data,
    game_to_data,
    merge_checked,
    merge_journal,
)

SETTINGS_FILE = "instellingen.json"
STATS_FILE = "statistiek.json"
#: The way back: the game a new one replaced, while ``terug`` can bring it back (until the new
#: game's first action), then only which game it was (so ``terug`` can say why it is gone).
WAY_BACK_FILE = "vorig-spel.json"
LOCK_FILE = "spel.slot"
LOG_FILE = "fouten.log"

__all__ = [
    "COMPACT_EVERY",
    "GAME_FILE",
    "JOURNAL_FILE",
    "LOCK_FILE",
    "LOG_FILE",
    "LOG_MAX_BYTES",
    "MAX_COLUMN",
    "MAX_COUNT",
    "MAX_FILE_BYTES",
    "MAX_SCORE",
    "PRIVATE_FILE",
    "PRIVATE_FOLDER",
    "SETTINGS_FILE",
    "STATS_FILE",
    "VERSION",
    "WAY_BACK_FILE",
    "FileProblem",
    "JsonObject",
    "Loaded",
    "RuleStats",
    "SaveError",
    "SavedGame",
    "Settings",
    "Statistics",
    "Store",
    "WayBack",
    "action_from_data",
    "action_to_data",
    "data_dir",
    "decode_json",
    "game_from_data",
    "game_to_data",
    "log",
    "merge_journal",
    "put_aside",
    "read_bytes",
    "stats_key",
    "use_log_file",
    "write_atomic",
]


@dataclass
class WayBack:
    """What ``vorig-spel.json`` holds: the game a new one replaced (``saved``, with its deal
    file's name ``source`` and the statistics before it counted as lost), while ``terug`` can
    bring it back; or, once the new game has begun, only that game's deal number, moves and
    deal file's name (``saved`` None), so that ``terug`` can say why it no longer brings it
    back."""

    number: int | None
    moves: int
    saved: SavedGame | None = None
    source: str | None = None
    stats: Statistics | None = None

    def to_data(self) -> JsonObject:
        data: JsonObject = {"versie": VERSION, "nummer": self.number, "zetten": self.moves}
        if self.source:  # the deal file's name, written only when known
            data["bron"] = self.source
        if self.saved is not None and self.stats is not None:
            data["spel"] = game_to_data(self.saved)
            data["bron"] = self.source
            data["statistiek"] = self.stats.to_data()
        return data

    @classmethod
    def from_data(cls, data: JsonObject) -> WayBack:
        """SaveError when anything does not fit (the file is then put aside)."""
        number, moves = data.get("nummer"), data.get("zetten")
        if number is not None and (not isinstance(number, int) or isinstance(number, bool)):
            raise SaveError("bad deal number")
        if not isinstance(moves, int) or isinstance(moves, bool) or moves < 0:
            raise SaveError("bad moves")
        source = data.get("bron")
        if source is not None and not isinstance(source, str):
            raise SaveError("bad source")
        if "spel" not in data:
            return cls(number, moves, source=source)
        saved = game_from_data(data["spel"])
        stats = data.get("statistiek")
        if not isinstance(stats, dict):
            raise SaveError("no statistics")
        if saved.game.deal_number != number or saved.game.moves != moves:
            raise SaveError("the game is not the one named")
        return cls(number, moves, saved, source, Statistics.from_data(stats))


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
        self._lock = FolderLock(self.path(LOCK_FILE))
        self.journal = Journal(self.folder)
        #: Files that must not be written: unreadable (no permission), or bad and not movable.
        self.hands_off: set[str] = set()

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

    # ------------------------------------------------------------------ one game per folder

    @property
    def locked_out(self) -> bool:
        """Another game holds this folder's lock (or it cannot be taken): this one must not
        write the game."""
        return self._lock.locked_out

    @property
    def lock_error(self) -> OSError | None:
        """Why the lock could not be taken at all (None: taken, or held by another game)."""
        return self._lock.lock_error

    def lock(self) -> bool:
        """Hold ``spel.slot``: False when another game holds it or it cannot be taken."""
        return self._lock.lock()

    def unlock(self) -> None:
        self._lock.unlock()

    def remove_stray_temp_files(self) -> list[str]:
        """Delete ``.name.<pid>.tmp`` files a killed process left (only while holding the lock)."""
        if not self._lock.held:
            return []
        return _remove_stray(self.folder)

    # ------------------------------------------------------------------ loading

    def _load(self, name: str) -> Loaded[JsonObject | None]:
        path = self.path(name)
        if not self.usable:
            return Loaded(None)
        try:
            return Loaded(read_json(path))
        except SaveError as err:
            return self._bad(path, err)

    def _bad(self, path: Path, err: SaveError) -> Loaded[None]:
        if err.problem is FileProblem.PERMISSION or self.locked_out:
            # Left where it is: unreadable only, or another game's file to deal with.
            if self.locked_out and err.problem is not FileProblem.PERMISSION:
                self.hands_off.add(path.name)
                return Loaded(None, path, err.problem, path)
            self.hands_off.add(path.name)
            return Loaded(None, None, FileProblem.PERMISSION, path)
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
            data = read_json(path)
            if data is None:
                return Loaded(None)
        except SaveError as err:
            return self._bad_game(path, err, put_aside_bad)
        journal_path = self.path(JOURNAL_FILE)
        journal_problem: FileProblem | None = None
        try:
            journal = read_bytes(journal_path)
        except SaveError as err:
            if err.problem is FileProblem.PERMISSION:  # the journal's own name in the sentence
                return self._bad_game(journal_path, err, put_aside_bad)
            journal, journal_problem = None, err.problem
        merged, damaged, trusted = merge_checked(data, journal)
        try:
            saved = game_from_data(merged, trusted)
        except SaveError as err:
            return self._bad_game(path, err, put_aside_bad)
        if damaged or saved.cut:
            journal_problem = FileProblem.DAMAGED
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
        if loaded.problem is FileProblem.PERMISSION or loaded.aside == path:
            self.hands_off.add(GAME_FILE)  # neither file is replaced
        elif path.name == GAME_FILE and self.exists(JOURNAL_FILE):
            self._aside(self.path(JOURNAL_FILE))
        return loaded

    # ------------------------------------------------------------------ the game

    def save_game(self, saved: SavedGame) -> None:
        """Make ``saved`` durable (see :meth:`Journal.save`); never into a file not ours."""
        if not self.usable:
            raise self.folder_error or OSError("no folder")
        if GAME_FILE in self.hands_off or self.locked_out:
            raise PermissionError(f"{GAME_FILE} is not ours to write")
        self.journal.save(saved)

    def compact(self, saved: SavedGame) -> None:
        """Write the whole game to ``spel.json`` and start an empty journal for it."""
        self.journal.compact(saved)

    def _forget_disk(self) -> None:
        self.journal.forget()

    @property
    def compaction_due(self) -> bool:
        return self.journal.compaction_due

    def compact_if_due(self) -> None:
        self.journal.compact_if_due()

    def tidy(self) -> None:
        self.journal.tidy()

    def close(self) -> None:
        """Tidy up, close the journal and give up the folder's lock. Never raises."""
        self.journal.close()
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

    # the way back to the game a new one replaced
    def load_way_back(self) -> Loaded[WayBack | None]:
        """``vorig-spel.json``, or None; a bad file is put aside (the game goes on without
        the way back)."""
        path = self.path(WAY_BACK_FILE)
        loaded = self._load(WAY_BACK_FILE)
        if loaded.value is None:
            return Loaded(None, loaded.aside, loaded.problem, loaded.path)
        try:
            return Loaded(WayBack.from_data(loaded.value))
        except SaveError as err:
            return self._bad(path, err)
        except Exception as err:  # whatever a damaged file makes the parser do
            return self._bad(path, SaveError(f"{type(err).__name__}: {str(err)[:200]}"))

    def save_way_back(self, way_back: WayBack | None) -> None:
        """Keep ``way_back``, or remove the file."""
        if WAY_BACK_FILE in self.hands_off or self.locked_out or not self.usable:
            return
        path = self.path(WAY_BACK_FILE)
        if way_back is None:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path)
            return
        # as settings: a killed process keeps it (the new game's own save is the fsynced one);
        # a power cut may keep the older file, never half of one
        write_atomic(path, json.dumps(way_back.to_data(), ensure_ascii=False), durable=False)

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
