"""The program a player runs: settings, command line, then the pipe loop or the prompt.

Heavy modules (prompt_toolkit, speech) are imported only when needed, after the command line
is understood, so the first prompt comes quickly.
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable
from functools import partial
from types import FrameType
from typing import TYPE_CHECKING, TextIO

from .. import __version__
from ..i18n import DEFAULT_LANGUAGE, Translator, translator
from . import cli
from .storage import GAME_FILE, LOCK_FILE, Settings, Statistics, Store

if TYPE_CHECKING:
    from ..narration import Narrator


def _translator(language: str | None) -> Translator:
    for lang in (language, DEFAULT_LANGUAGE):
        if lang:
            try:
                return translator(lang)
            except KeyError:
                continue
    return translator(DEFAULT_LANGUAGE)


def _saved_language() -> str | None:
    """The language kept in the player's settings, read without taking the data folder (for
    what is said before the game opens it: ``--help``, a bad option); None when there is none."""
    from .files import read_json, wanted_dir
    from .storage import SETTINGS_FILE

    try:
        data = read_json(wanted_dir() / SETTINGS_FILE)
        return Settings.from_data(data).language if data is not None else None
    except Exception:  # a damaged or unreadable file: the game itself deals with it later
        return None


def _again_in(tr: Translator, args: list[str], err: cli.CliError) -> cli.CliError:
    """``err``, the command line's problem, in the words of ``tr``."""
    try:
        cli.parse(args, tr)
    except cli.CliError as again:
        return again
    return err


def _on_hangup(signum: int, frame: FrameType | None) -> None:
    """A closed terminal: everything announced is already saved; leave quietly."""
    raise SystemExit(0)


def _is_pipe(stream: TextIO) -> bool:
    try:
        return not stream.isatty()
    except (AttributeError, ValueError):
        return True


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    from ..narration import app_text as say

    asked = cli.prescan_language(args)
    early = _translator(asked)
    try:
        opts = cli.parse(args, early)
    except cli.CliError as err:
        if asked is None:  # said in the player's saved language (read only on this path)
            err = _again_in(_translator(_saved_language()), args, err)
        print(str(err), file=sys.stderr)
        return 2
    if opts.help or opts.version:
        words = early if asked is not None else _translator(_saved_language())
        if opts.help:
            sys.stdout.write(cli.help_text(words))
        else:
            print(say.version(words, __version__))
        return 0

    try:
        return _play(opts, early)
    except Exception:  # last guard: a sentence and the log, never a traceback
        import traceback

        from .storage import log

        log.error("%s", traceback.format_exc())
        print(say.unexpected_error(early), file=sys.stderr)
        return 1


def _play(opts: cli.Options, early: Translator) -> int:
    from ..narration import app_text as say

    notices: list[str] = []
    #: said in the player's language, known once the settings are read (trial 5: the lock's
    #: sentence was Dutch in a game played in English)
    folder_notice: Callable[[Translator], str] | None = None
    store = Store()
    if not store.usable:  # no data folder: play on without saving, and say so
        folder_notice = partial(_save_failed, str(store.folder))
    elif not store.lock():  # another game plays in this folder: never write over it
        if store.lock_error is not None:  # nor when the lock cannot be taken at all
            folder_notice = partial(_lock_unusable, str(store.path(LOCK_FILE)))
        else:
            folder_notice = partial(_other_instance, str(store.folder))
    else:
        store.remove_stray_temp_files()
    store.start_log()
    loaded = store.load_settings()
    settings: Settings = loaded.value
    language = opts.language or settings.language
    tr = _translator(language)
    language = tr.language
    if folder_notice is not None:
        notices.append(folder_notice(tr))
    if loaded.problem is not None:
        notices.append(say.file_problem(tr, "settings", loaded))
    loaded_stats = store.load_statistics()
    if loaded_stats.problem is not None:
        notices.append(say.file_problem(tr, "statistics", loaded_stats))
    first_run = store.usable and not store.exists(GAME_FILE) and loaded.problem is None

    script: TextIO | None = None
    if opts.script is not None:
        try:
            script = _open_script(opts.script)
        except OSError:
            print(say.script_unreadable(tr, opts.script), file=sys.stderr)
            store.close()  # the folder's lock too (main() may run inside another program)
            return 1
    # Not a terminal on either side (a pipe, a file, a test): plain lines, no prompt.
    pipe = script is not None or _is_pipe(sys.stdin) or _is_pipe(sys.stdout)

    from ..narration import Narrator
    from ..settings import Verbosity

    narrator = Narrator(
        language=language, verbosity=Verbosity(opts.verbosity or settings.verbosity)
    )
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, _on_hangup)
    signal.signal(signal.SIGTERM, _on_hangup)

    try:
        return _run(
            pipe, store, settings, loaded_stats.value, narrator, opts, notices, first_run, script
        )
    except Exception:  # last guard: a sentence and the log, never a traceback
        import traceback

        store.log_error(traceback.format_exc())
        print(say.unexpected_error(tr), file=sys.stderr)
        return 1
    finally:
        store.close()


def _save_failed(folder: str, tr: Translator) -> str:
    from ..narration import app_text as say

    return say.save_failed(tr, folder)


def _lock_unusable(path: str, tr: Translator) -> str:
    from ..narration import app_text as say

    return say.lock_unusable(tr, path)


def _other_instance(folder: str, tr: Translator) -> str:
    from ..narration import app_text as say

    return say.other_instance(tr, folder)


def _open_script(path: str) -> TextIO:
    """The ``--script`` file (a pipe such as ``<(...)`` too: commands may come slowly); a
    folder is refused at once instead of failing on the first read."""
    import stat

    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise IsADirectoryError(path)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return open(fd, encoding="utf-8", errors="replace")
    except BaseException:
        os.close(fd)
        raise


def _run(
    pipe: bool,
    store: Store,
    settings: Settings,
    stats: Statistics,
    narrator: Narrator,
    opts: cli.Options,
    notices: list[str],
    first_run: bool,
    script: TextIO | None,
) -> int:
    from .session import Session

    if pipe:
        from . import pipe as pipe_mode

        source = script if script is not None else sys.stdin
        try:
            return pipe_mode.run(store, settings, stats, narrator, opts, notices, source)
        finally:
            if script is not None:
                script.close()

    from .interactive import run as run_interactive

    session_args = (store, settings, stats, narrator)
    return run_interactive(Session, session_args, opts, notices, first_run)
