"""The program a player runs: settings, command line, then the pipe loop or the prompt.

Heavy modules (prompt_toolkit, speech) are imported only when needed, after the command line
is understood, so the first prompt comes quickly.
"""

from __future__ import annotations

import os
import signal
import sys
from types import FrameType
from typing import TYPE_CHECKING, TextIO

from .. import __version__
from ..i18n import DEFAULT_LANGUAGE, Translator, translator
from . import cli
from .storage import GAME_FILE, Settings, Statistics, Store

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

    early = _translator(cli.prescan_language(args))
    try:
        opts = cli.parse(args, early)
    except cli.CliError as err:
        print(str(err), file=sys.stderr)
        return 2
    if opts.help:
        sys.stdout.write(cli.help_text(early))
        return 0
    if opts.version:
        print(say.version(early, __version__))
        return 0

    notices: list[str] = []
    try:
        store = Store()
    except OSError:  # no data folder: play on in a temporary one, and say so
        import tempfile
        from pathlib import Path

        wanted = os.environ.get("SCORPION_A11Y_DATA") or "scorpion-a11y"
        store = Store(Path(tempfile.mkdtemp(prefix="scorpion-a11y-")))
        notices.append(say.save_failed(_translator(opts.language), wanted))
    loaded = store.load_settings()
    settings: Settings = loaded.value
    language = opts.language or settings.language
    tr = _translator(language)
    language = tr.language
    if loaded.aside is not None:
        notices.append(say.settings_unreadable(tr, loaded.aside.name))
    loaded_stats = store.load_statistics()
    if loaded_stats.aside is not None:
        notices.append(say.statistics_unreadable(tr, loaded_stats.aside.name))
    first_run = not store.path(GAME_FILE).exists() and loaded.aside is None

    script: TextIO | None = None
    if opts.script is not None:
        try:
            script = open(opts.script, encoding="utf-8", errors="replace")  # noqa: SIM115
        except OSError:
            print(say.script_unreadable(tr, opts.script), file=sys.stderr)
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
