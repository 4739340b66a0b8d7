"""The game in progress on disk: ``spel.json`` (the whole game) and ``spel.journaal`` (what
changed since, one line per save).

- ``spel.json``: the game's start (deal number and rules, or the whole start position), the
  actions played (``zetten``) and those ``opnieuw`` would play again (``herhaal``, next first);
  a resume replays them through the engine.
- ``spel.journaal``: one JSON line per saved change of the *whole line* (played, then
  redoable), appended and fdatasynced before its announcement, so a save costs the same at
  move 10 and at move 20 000: keep its first ``n`` actions, append ``zetten``, of which
  ``gespeeld`` are played (missing: all); ``speeltijd`` is the game clock at that save
  (missing in lines written before it was carried: the clock of ``spel.json`` stands). The
  change comes from the engine (:meth:`Game.line_since`), so saving is right however often it
  is called. Its lines name the ``spel.json`` they continue (``spel``); lines of an older
  ``spel.json`` and a half-written last line are ignored; a damaged line ends the journal
  there (the caller keeps it aside).
- Compaction writes the whole game to ``spel.json`` again (at start, every
  :data:`COMPACT_EVERY` lines and at the end) and empties the journal.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..game import dealfile
from ..game.cards import Card
from ..game.deal import MAX_DEAL, MIN_DEAL, Position, Rules
from ..game.engine import DEAL_RESERVE, Action, Game, LineMark, Move
from ..game.rules import SPECS, Variant
from ..records import VERSION, JsonObject, is_int
from .files import (
    BINARY,
    CLOEXEC,
    NOFOLLOW,
    PRIVATE_FILE,
    SaveError,
    datasync,
    decode_json,
    fsync_dir,
    log,
    make_private,
    write_atomic,
)

GAME_FILE = "spel.json"
JOURNAL_FILE = "spel.journaal"
#: The highest column number of any game in the registry (Double Scorpion's 14 today).
MAX_COLUMN = max(spec.columns for spec in SPECS.values())
#: Journal lines after which the whole game is written to ``spel.json`` again.
COMPACT_EVERY = 500


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
    if not isinstance(name, str) or not is_int(to) or not 1 <= to <= MAX_COLUMN:
        raise SaveError("bad action")
    try:
        card = Card.from_name(name)
    except (KeyError, ValueError, TypeError) as err:
        raise SaveError("bad action") from err
    src = data.get("uit")  # Double Scorpion: which copy
    if src is not None and (not is_int(src) or not 1 <= src <= MAX_COLUMN):
        raise SaveError("bad action")
    return Move(card, to - 1, None if src is None else src - 1)


#: The longest deal file name kept with a game (a longer ``bron`` is not read).
SOURCE_MAX = 255


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
    #: The player gave it up (``opgeven``): lost, no longer in progress (saved as
    #: ``opgegeven``, so it stays so after a restart).
    given_up: bool = field(default=False, compare=False)
    #: What the solver proved of its deal during play (``waar ging het mis``, a peeking
    #: answer): winnable or not; None: not proven so (saved as ``bewezen`` when known).
    proven: bool | None = field(default=None, compare=False)
    #: The deal file's name when the game came from one (saved as ``bron``), so the resume
    #: sentence says which (trial 8: a friend's deal said "je eigen opstelling").
    source: str | None = field(default=None, compare=False)


def game_to_data(saved: SavedGame, holes: bool = False) -> JsonObject:
    """The game as stored; ``holes``: with a placeholder for each line of actions (see
    :func:`game_pieces`)."""
    game = saved.game
    data: JsonObject = {
        "versie": VERSION,
        "nummer": game.deal_number,
        "regels": game.rules.value,
        "variant": game.variant.value,
        "traditioneel": game.traditional,
        "zetten": _HOLES[0] if holes else [action_to_data(a) for a in game.line()],
        "geteld": saved.counted,
        "winst_geteld": saved.won_counted,
        "speeltijd": int(saved.seconds),
    }
    if saved.given_up:  # written only when true: older files read as before
        data["opgegeven"] = True
    if saved.proven is not None:  # written only when known: older files read as before
        data["bewezen"] = saved.proven
    seen = seen_to_data(game)
    if seen is not None:  # written only when the player saw more than the line shows
        data["gezien"] = seen
    redo = game.redo_line()
    if redo:  # what ``opnieuw`` would play again survives a restart
        data["herhaal"] = _HOLES[1] if holes else [action_to_data(a) for a in redo]
    if game.deal_number is None:
        data["opstelling"] = dealfile.to_data(game.start)
        if saved.source:  # written only when known: older files read as before
            data["bron"] = saved.source
    return data


def seen_to_data(game: Game) -> JsonObject | None:
    """What the player saw of the cards now face down, beyond what the line of play shows
    (cards turned, then turned down again by an undo: :meth:`Game.seen_face_down`), or None:
    the fewest face-down cards each column has had, and whether the reserve was dealt. The
    odds and the hint arrange only the cards he has not seen, after a restart too."""
    if not game.remembers:
        return None
    fewest, reserve = game.seen_state()
    return {"gedekt": list(fewest), "reserve": reserve}


def _remember(game: Game, raw: object) -> None:
    """Give ``game`` back what :func:`seen_to_data` wrote; anything damaged is ignored (it is
    a nicety: the game itself never depends on it)."""
    if not isinstance(raw, dict):
        return
    fewest, reserve = raw.get("gedekt"), raw.get("reserve", False)
    if (
        isinstance(fewest, list)
        and len(fewest) == game.columns
        and all(is_int(n) and n >= 0 for n in fewest)
        and isinstance(reserve, bool)
    ):
        game.remember(tuple(fewest), reserve)


#: Placeholders for the played line and the redo line in :func:`game_pieces`.
_HOLES = ("\x00zetten\x00", "\x00herhaal\x00")
#: Actions per piece of text when a whole game is written.
_PIECE = 1000


@lru_cache(maxsize=8192)
def _action_text(action: Action) -> str:
    return json.dumps(action_to_data(action), ensure_ascii=False)


def game_pieces(saved: SavedGame, **extra: object) -> Iterator[str]:
    """The text of ``json.dumps(game_to_data(saved) | extra, ensure_ascii=False)``, in pieces
    of at most :data:`_PIECE` actions: a long game's file is never whole in memory, so the
    memory a game takes does not grow with its length when it is written (issue 26)."""
    game = saved.game
    data = game_to_data(saved, holes=True)
    data.update(extra)
    rest = json.dumps(data, ensure_ascii=False)
    for hole, actions in zip(_HOLES, (game.line(), game.redo_line()), strict=True):
        before, found, after = rest.partition(json.dumps(hole, ensure_ascii=False))
        if not found:
            continue
        yield before + "["
        for start in range(0, len(actions), _PIECE):
            piece = ", ".join(_action_text(a) for a in actions[start : start + _PIECE])
            yield piece if start == 0 else ", " + piece
        rest = "]" + after
    yield rest


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
    _remember(game, data.get("gezien"))
    seconds = data.get("speeltijd", 0)
    if not is_int(seconds) or seconds < 0:
        seconds = 0  # the clock is a nicety: a damaged value never costs the game
    saved = SavedGame(
        game, bool(data.get("geteld", False)), bool(data.get("winst_geteld", False)), seconds
    )
    saved.cut = cut
    saved.given_up = data.get("opgegeven", False) is True
    proven = data.get("bewezen")
    saved.proven = proven if isinstance(proven, bool) else None
    source = data.get("bron")
    if game.deal_number is None and isinstance(source, str) and 0 < len(source) <= SOURCE_MAX:
        saved.source = source  # a name only; narration shows it as text from outside
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


def merge_journal(data: JsonObject, raw: bytes | None) -> JsonObject:
    """``data`` (a ``spel.json``) with the journal lines that continue it applied.

    A line for another ``spel.json`` is skipped, and so is the part after the last newline (a
    write cut off by a crash: it was never announced). A whole line that cannot be read ends
    the journal: the result keeps the longest valid prefix and carries ``"_beschadigd"``, so
    the caller keeps the journal aside and says so.
    """
    return merge_checked(data, raw)[0]


def merge_checked(data: JsonObject, raw: bytes | None) -> tuple[JsonObject, bool, int | None]:
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
        if not is_int(keep) or not 0 <= keep <= len(line) or not isinstance(added, list):
            damaged = True
            break
        whole = keep + len(added)
        now = record.get("gespeeld", whole)
        if not is_int(now) or not 0 <= now <= whole:
            damaged = True
            break
        line[keep:] = added
        played = now
        trusted = min(trusted, keep, now)
        for key in ("geteld", "winst_geteld", "opgegeven", "bewezen"):
            if isinstance(record.get(key), bool):
                merged[key] = record[key]
        if isinstance(record.get("gezien"), dict):  # the latest knows the most
            merged["gezien"] = record["gezien"]
        seconds = record.get("speeltijd")  # lines written before the clock rode along lack it
        if is_int(seconds) and seconds >= 0:
            merged["speeltijd"] = seconds
    merged["zetten"] = line[:played]
    merged["herhaal"] = line[played:]
    return merged, damaged, trusted


class Journal:
    """``spel.json`` and ``spel.journaal`` in one folder, and what of the game they hold."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._journal_fd: int | None = None
        self._disk_game: Game | None = None  # the game spel.json (+ journal) holds
        self._disk_saved: SavedGame | None = None
        self._mark: LineMark | None = None  # the whole line as the disk holds it
        self._disk_played = 0  # how much of it is played, on disk
        self._disk_flags: tuple[bool, bool, bool, bool | None] = (False, False, False, None)
        self._generation = ""
        self._records = 0

    def save(self, saved: SavedGame) -> None:
        """Make ``saved`` durable: one journal line and one fdatasync, or (for a new game, at
        start) the whole game in ``spel.json``; see :meth:`compact_if_due` for the rest."""
        if saved.game is not self._disk_game or self._journal_fd is None:
            self.compact(saved)
            return
        game = saved.game
        try:
            assert self._mark is not None
            keep, added = game.line_since(self._mark)
        except (AssertionError, ValueError):  # the mark is not the game's latest: start over
            self.compact(saved)
            return
        flags = (saved.counted, saved.won_counted, saved.given_up, saved.proven)
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
            # the game clock rides along: a killed process loses only the time since its
            # last durable step, at no cost of its own (no line is written for it alone)
            "speeltijd": int(saved.seconds),
        }
        if saved.given_up:
            record["opgegeven"] = True
        if saved.proven is not None:
            record["bewezen"] = saved.proven
        if game.moves != keep + len(added):  # an undo, a redo: not all of it is played
            record["gespeeld"] = game.moves
        seen = seen_to_data(game)
        if seen is not None:
            record["gezien"] = seen
        data = (json.dumps(record, ensure_ascii=False) + "\n").encode("utf-8")
        try:
            written = os.write(self._journal_fd, data)
            if written != len(data):
                raise OSError("short write")
            datasync(self._journal_fd)
            # The journal must still be the file in the data folder: a folder removed or
            # moved away while the game runs would take every later move with it unseen.
            here = os.fstat(self._journal_fd)
            there = os.stat(self.folder / JOURNAL_FILE, follow_symlinks=False)
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
        self.forget()
        generation = secrets.token_hex(8)
        write_atomic(self.folder / GAME_FILE, game_pieces(saved, journaal=generation))
        # From here on the old journal's lines name another spel.json: they are ignored even
        # if the process dies before the journal is emptied.
        self._disk_game = saved.game
        self._disk_saved = saved
        self._mark = saved.game.mark()
        self._disk_played = saved.game.moves
        self._disk_flags = (saved.counted, saved.won_counted, saved.given_up, saved.proven)
        self._generation = generation
        self._records = 0
        self._journal_fd = self._open_journal()

    def _open_journal(self) -> int | None:
        """The journal emptied and open for appending; None when it cannot be had."""
        path = self.folder / JOURNAL_FILE
        flags = os.O_WRONLY | os.O_APPEND | NOFOLLOW | CLOEXEC | BINARY
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
                    make_private(fd)
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
        fsync_dir(self.folder)  # the new journal's entry is on disk before lines count
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
        fsync_dir(self.folder)
        return fd

    def forget(self) -> None:
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
        """Tidy up and close the journal. Never raises."""
        self.tidy()
        self.forget()

    def __del__(self) -> None:
        # A journal let go of without close() gives its descriptor back (a raw descriptor,
        # unlike a file object, is never closed by the garbage collector): a process that
        # makes many stores (the tests, a long session of games) never runs out of them.
        # Nothing is written here: what was announced is already on disk.
        with contextlib.suppress(Exception):
            self.forget()
