"""Our files, one at a time: read with limits, written atomically and never through a link, the
folder's lock, and the error log.

Every whole-file write is atomic: a new private file in the same folder (never through a
symbolic link), flushed to disk when it must be durable, then renamed over the old one, so a
killed process or a closed terminal leaves either the old or the new file, never half of one.
A read refuses anything but a regular file of at most :data:`MAX_FILE_BYTES` and never blocks
on a FIFO. A bad file is renamed aside byte for byte (``name.kapot-<n>``), never deleted.

No player text here: callers turn the results into sentences.
"""

from __future__ import annotations

import contextlib
import json
import logging
import logging.handlers
import math
import os
import re
import stat
import sys
from collections.abc import Iterable
from pathlib import Path

from ..records import VERSION, FileProblem, JsonObject

#: The error log's size limit (bytes); one older log is kept beside it.
LOG_MAX_BYTES = 256 * 1024
#: A file larger than this is not a file of ours.
MAX_FILE_BYTES = 64 * 1024 * 1024
#: Data files are the player's alone (``geschiedenis.txt`` holds every typed command).
PRIVATE_FILE = 0o600
#: The data folder, when the game makes it.
PRIVATE_FOLDER = 0o700
#: A symbolic link in the data folder is never followed when writing: it could point anywhere.
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
CLOEXEC = getattr(os, "O_CLOEXEC", 0)
BINARY = getattr(os, "O_BINARY", 0)

TEMP = re.compile(r"^\.(.+)\.(\d+)\.tmp$")

log = logging.getLogger("scorpion_a11y")
log.addHandler(logging.NullHandler())  # nothing on the terminal when no log file is set up


class SaveError(ValueError):
    """A save file that exists but cannot be used."""

    def __init__(self, detail: str, problem: FileProblem = FileProblem.DAMAGED) -> None:
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


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; a no-op where folders cannot be opened)."""
    if sys.platform == "win32":  # pragma: no cover
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def datasync(fd: int) -> None:
    """Flush an appended line to disk: ``fdatasync`` (the data and the size needed to read
    it back, without the modification time: on ext4 a tenth of an ``fsync``), else ``fsync``."""
    sync = getattr(os, "fdatasync", None)
    if sync is None:  # pragma: no cover (Windows, macOS)
        os.fsync(fd)
    else:
        sync(fd)


def write_atomic(path: Path, text: str | Iterable[str], durable: bool = True) -> None:
    """Replace ``path`` with ``text`` all at once: a new private file, rename.

    ``text`` may come in pieces (written as they come, so a long game's file is never whole
    in memory).

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
            os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW | CLOEXEC | BINARY,
            PRIVATE_FILE,
        )
        try:
            for piece in (text,) if isinstance(text, str) else text:
                view = memoryview(piece.encode("utf-8"))
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
        fsync_dir(path.parent)


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
        raise SaveError(str(err), FileProblem.PERMISSION) from err
    except IsADirectoryError as err:  # Windows opens no folders
        raise SaveError(str(err), FileProblem.NOT_A_FILE) from err
    except OSError as err:
        raise SaveError(str(err)) from err
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError("not a regular file", FileProblem.NOT_A_FILE)
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
        raise SaveError(str(err), FileProblem.PERMISSION) from err
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


def read_json(path: Path) -> JsonObject | None:
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


def make_private(fd: int) -> None:
    """An existing data file of ours becomes the player's alone (0600), as new ones are made;
    a file that is not ours to change keeps its mode."""
    if sys.platform == "win32":  # pragma: no cover
        return
    with contextlib.suppress(OSError):
        if stat.S_IMODE(os.fstat(fd).st_mode) != PRIVATE_FILE:
            os.fchmod(fd, PRIVATE_FILE)


class FolderLock:
    """``spel.slot`` held with an OS file lock while a game plays in the folder (one game per
    folder; the OS releases it when the process ends, however it ends)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock_fd: int | None = None
        #: Another game holds the lock (or it cannot be taken): do not write the game.
        self.locked_out = False
        #: Why the lock could not be taken at all (None: taken, or held by another game).
        self.lock_error: OSError | None = None

    @property
    def held(self) -> bool:
        return self._lock_fd is not None

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
                self.path,
                os.O_RDWR | os.O_CREAT | NOFOLLOW | CLOEXEC | getattr(os, "O_NONBLOCK", 0),
                PRIVATE_FILE,
            )
        except OSError as err:
            self.lock_error = err
            self.locked_out = True
            return False
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise IsADirectoryError("spel.slot is not a file")
            make_private(fd)
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


def remove_stray_temp_files(folder: Path) -> list[str]:
    """Delete ``.name.<pid>.tmp`` files a killed process left (call only holding the lock)."""
    removed: list[str] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for name in names:
        if TEMP.match(name):
            with contextlib.suppress(OSError):
                os.unlink(folder / name)
                removed.append(name)
    return removed


# --------------------------------------------------------------------- the error log


class _QuietRotatingHandler(logging.handlers.RotatingFileHandler):
    """The error log must never become an error: a failing write is dropped silently."""

    def handleError(self, record: logging.LogRecord) -> None:
        return None

    def _open(self):  # type: ignore[no-untyped-def]
        """The log file, private and never through a symbolic link."""
        fd = os.open(
            self.baseFilename,
            os.O_WRONLY | os.O_APPEND | os.O_CREAT | NOFOLLOW | CLOEXEC,
            PRIVATE_FILE,
        )
        make_private(fd)
        return open(fd, self.mode, encoding=self.encoding, errors=self.errors)


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
