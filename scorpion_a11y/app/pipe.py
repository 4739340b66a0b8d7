"""Pipe mode: commands line by line from standard input (or ``--script FILE``), each
announcement as plain text on standard output. No prompt, no echo of the command, exit 0 at
the end of the input. Same commands, same words and same autosave as the interactive game.

prompt_toolkit is never imported here; speech only when ``--uitvoer`` asks for it.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterable
from typing import TextIO

from ..narration import Narrator
from .cli import Options
from .session import Session
from .storage import Settings, Statistics, Store


def _reconfigure(stream: object) -> None:
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        with contextlib.suppress(ValueError, OSError):
            reconfigure(encoding="utf-8", errors="replace")


def run(
    store: Store,
    settings: Settings,
    stats: Statistics,
    narrator: Narrator,
    opts: Options,
    notices: list[str],
    lines: Iterable[str],
    stream: TextIO | None = None,
) -> int:
    if stream is None:
        stream = sys.stdout
        _reconfigure(sys.stdout)
        if lines is sys.stdin:
            _reconfigure(sys.stdin)
    from ..output import Output
    from ..settings import OutputChoice, words_per_minute

    choice = opts.output or OutputChoice.TEKST.value
    rate = words_per_minute(settings.rate) if settings.rate is not None else None
    output = Output(choice=choice, tr=narrator.tr, stream=stream, rate=rate)
    started = output.start()
    if (
        choice != OutputChoice.TEKST.value
    ):  # plain text needs no announcement; anything else is said
        notices = [*notices, started]
    say = output.say
    session = Session(store, settings, stats, narrator, output=output)
    from ..sound.control import start_sound

    # A pipe is silent unless --geluid aan (or the saved setting) asks for sound.
    session.sound, sound_notice = start_sound(
        settings, narrator, getattr(opts, "sound", None), pipe=True
    )
    notices = [*notices, sound_notice] if sound_notice else notices
    try:
        say(
            session.start(
                opts.number,
                opts.rules,
                opts.deal,
                tuple(notices),
                variant=opts.variant,
                traditional=opts.traditional,
                winnable=getattr(opts, "winnable", False),
            )
        )
        for raw in lines:
            text = session.handle(raw.rstrip("\r\n"))
            if text:
                say(text)
            session.idle()
            if session.finished:
                break
    except BrokenPipeError:
        pass
    except KeyboardInterrupt:  # Ctrl+C: everything said is saved; leave without a traceback
        return 130
    finally:
        session.sound.close(finish_s=2.0)  # the last sounds of a script are heard out
        output.close()
    return 0
