"""The interactive game: one plain prompt_toolkit line, nothing else on the screen.

As the accessibility guide asks: no completion menu (Tab completes; when several words fit,
Tab says them as one list), no toolbars, no right prompt, no colours. History with Up and
Down. Keys that announce something while typing leave the typed line as it was:

    F1 help, F2 board, F3 top cards, F4 repeat, Alt+1..Alt+9 and Alt+0 read columns 1-10,
    Alt+Shift+1..Alt+Shift+4 columns 11-14 (:data:`COLUMN_KEYS`), Escape stop speech,
    Ctrl+Z undo.

Ctrl+C clears the line; Ctrl+D saves and quits.

prompt_toolkit reads the keys; what reaches the terminal is written by ``terminal.LineEcho``:
the prompt, the typed characters once, a line end, the announcement (see ``terminal``).
"""

from __future__ import annotations

import contextlib
import os
import sys
import traceback
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from ..i18n import Translator
from ..narration import app_text as say
from ..narration.text import join_list
from ..settings import OutputChoice, words_per_minute
from ..utterance import join
from . import terminal
from .completion import Words, completion_words, completions
from .lazy import lazy_module

if TYPE_CHECKING:
    from ..commands import model as cm
else:  # the command types are imported with the first command, not at start (issue 26)
    cm = lazy_module("scorpion_a11y.commands.model")

if TYPE_CHECKING:
    from prompt_toolkit import PromptSession
    from prompt_toolkit.buffer import Buffer
    from prompt_toolkit.completion import Completer
    from prompt_toolkit.history import History
    from prompt_toolkit.input import Input as TerminalInput
    from prompt_toolkit.key_binding import KeyBindings
    from prompt_toolkit.layout import Layout
    from prompt_toolkit.output import Output as TerminalOutput

    from ..narration import Narrator
    from ..output import Output
    from ..output.base import Backend
    from .cli import Options
    from .session import Session
    from .storage import Settings, Statistics, Store

HISTORY_FILE = "geschiedenis.txt"

#: The key pressed with Alt to read each column, column 1 first: the digits 1-9 and 0 (10),
#: then Shift+1 to Shift+4 as a US keyboard sends them (11-14, Double Scorpion). A terminal
#: sends Alt+key as Escape and the key in one burst. Every column of every game has one
#: (tests/test_every_game.py).
COLUMN_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "!", "@", "#", "$")


def make_completer(words: Callable[[], Words]) -> Completer:
    """A prompt_toolkit completer over ``words()`` (:mod:`.completion`; imported here:
    prompt_toolkit is heavy)."""
    from prompt_toolkit.completion import CompleteEvent, Completer, Completion
    from prompt_toolkit.document import Document

    class VocabularyCompleter(Completer):
        def get_completions(
            self, document: Document, complete_event: CompleteEvent
        ) -> Iterable[Completion]:
            for word, length in completions(words(), document.text_before_cursor):
                yield Completion(word, start_position=-length)

    return VocabularyCompleter()


def key_bindings(
    session: Session, announce: Callable[[str], None], cancel: Callable[[], None]
) -> KeyBindings:
    from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent

    kb = KeyBindings()

    def bind(keys: tuple[str, ...], command: Callable[[], cm.Result]) -> None:
        @kb.add(*keys)
        def _(event: KeyPressEvent) -> None:
            text = session.run(command())
            if text:
                announce(text)

    bind(("f1",), lambda: cm.Help(None))
    # (the command types are read when a key is pressed: they load with the first command)
    bind(("f2",), lambda: cm.ShowBoard())
    bind(("f3",), lambda: cm.ShowTops())
    bind(("f4",), lambda: cm.Repeat())
    bind(("c-z",), lambda: cm.Undo())
    for column, key in enumerate(COLUMN_KEYS):
        bind(("escape", key), partial(_read_column, session, column))

    @kb.add(terminal.LONE_ESCAPE)  # Escape alone (see terminal.KeyInput): at once
    @kb.add("escape")  # Escape in a burst with a key that has no binding of its own
    def _(event: KeyPressEvent) -> None:
        cancel()

    @kb.add("c-i")
    def _(event: KeyPressEvent) -> None:
        complete(event.current_buffer, session.tr, announce)

    return kb


def _read_column(session: Session, column: int) -> cm.Result:
    """Alt+key: read ``column`` (0-based), or say that this game has no such column."""
    columns = session.game.columns
    if column < columns:
        return cm.ShowColumn(column)
    return cm.RangeError(
        cm.ParseErrorKind.COLUMN_OUT_OF_RANGE, number=column + 1, low=1, high=columns
    )


def _hush(session: Session, out: Output) -> None:
    """Escape: stop the speech, and the sounds (``geluiden`` plays for a while)."""
    out.cancel()
    sound = getattr(session, "sound", None)
    if sound is not None:
        sound.stop_sounds()


def complete(buffer: Buffer, tr: Translator, announce: Callable[[str], None]) -> None:
    """Tab: complete the word; when several words fit and none is longer, say them as one list.

    Like readline, without its columns (a screen reader reads those row by row, mixing words).
    """
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.completion.base import get_common_complete_suffix

    completer = buffer.completer
    document = buffer.document
    found = list(completer.get_completions(document, CompleteEvent(completion_requested=True)))
    if len(found) == 1:
        buffer.delete_before_cursor(-found[0].start_position)
        buffer.insert_text(found[0].text)
    elif found:
        common = get_common_complete_suffix(document, found)
        if common:
            buffer.insert_text(common)
        else:
            announce(join_list(tr, [c.text for c in found]))


def _prepare_soon(session: Session) -> None:
    """Called as each prompt starts (prompt_toolkit's ``pre_run``): once the prompt is drawn,
    build what reading a line and Tab need in the session's language, where not built yet (at
    the first prompt, and the first after a change of language). The player reads the prompt
    meanwhile, and the first line is answered as fast as any other (issue 26)."""
    import asyncio

    def prepare() -> None:
        # A failure here is met again, and said, when the line is read.
        with contextlib.suppress(Exception):
            from ..commands import prepare as prepare_reading

            prepare_reading(session.tr)
            completion_words(session.tr)

    asyncio.get_running_loop().call_soon(prepare)


def prompt_text(tr: Translator) -> str:
    # Translators: the prompt before what the player types; keep it very short.
    return tr.pgettext("prompt", "> ")


def _prompt(
    session: Session,
    out: Output,
    store: Store,
    history: History | None,
    input: TerminalInput | None,
    output: TerminalOutput | None,
    echo: terminal.LineEcho,
) -> PromptSession[str]:
    """The PromptSession: our keys, history, completion; the echo draws the line."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.application import Application, get_app_or_none
    from prompt_toolkit.history import InMemoryHistory
    from prompt_toolkit.input import create_input
    from prompt_toolkit.shortcuts import CompleteStyle

    def announce_now(text: str) -> None:
        out.say(text)

    def redraw() -> None:
        app = get_app_or_none()
        if app is not None and app.is_running:
            app.invalidate()  # the echo writes the prompt and the half-typed line again

    def announce_while_typing(text: str) -> None:
        # Printed sentences end the prompt line first (terminal.EchoStream); spoken ones leave
        # the line on the screen as it is.
        out.say(text)
        if not echo.showing:
            redraw()

    def run_in_background(job: Callable[[], None]) -> None:
        """A speech fault found by a worker thread is said below the line, not across it."""
        app = get_app_or_none()
        loop = getattr(app, "loop", None) if app is not None and app.is_running else None
        if loop is None:
            job()
            return

        def in_loop() -> None:
            job()
            if not echo.showing:
                redraw()

        loop.call_soon_threadsafe(in_loop)

    session.notify = announce_now
    out.background = run_in_background
    if history is None:
        history = InMemoryHistory()
    prompt: PromptSession[str] = PromptSession(
        message=prompt_text(session.tr),
        history=history,
        completer=make_completer(lambda: completion_words(session.tr)),
        complete_style=CompleteStyle.READLINE_LIKE,
        complete_while_typing=False,
        enable_history_search=False,
        reserve_space_for_menu=0,
        key_bindings=key_bindings(session, announce_while_typing, partial(_hush, session, out)),
        input=terminal.key_input(input if input is not None else create_input()),
        output=output if output is not None else terminal.silent_output(echo.stream),
        include_default_pygments_style=False,
        enable_suspend=False,
    )
    app: Application[Any] = prompt.app
    app.layout = _lean_layout(prompt)
    app.ttimeoutlen = terminal.ESCAPE_WAIT
    if sys.platform == "win32":
        # The Windows console gives Escape as a key of its own (no lone-Escape flush): the
        # key processor's wait for a following digit (Alt+digit) is the only wait there.
        app.timeoutlen = terminal.ESCAPE_WAIT

    def draw(app: Application[Any]) -> None:
        buffer = prompt.default_buffer  # the command line (not a search field)
        if app.is_done:
            echo.done(buffer.text)
        else:
            echo.show(buffer.text, buffer.cursor_position)

    app.after_render += draw
    return prompt


def _lean_layout(prompt: PromptSession[str]) -> Layout:
    """The line and the history search field (Ctrl+R), nothing else. What prompt_toolkit draws
    never reaches the screen (``terminal.silent_output``: the echo writes the line), yet its
    full prompt layout (prompt text, toolbars, completion menus, the line's display processors)
    was laid out at every key and every prompt: about a third of the CPU of each command
    (issue 26). Keys, history, Tab and the search work on the same buffers as before."""
    from prompt_toolkit.application import get_app
    from prompt_toolkit.filters import Condition
    from prompt_toolkit.layout import ConditionalContainer, HSplit, Layout, Window
    from prompt_toolkit.layout.controls import BufferControl, SearchBufferControl

    search = SearchBufferControl(buffer=prompt.search_buffer)
    line = BufferControl(
        buffer=prompt.default_buffer,
        search_buffer_control=search,
        include_default_input_processors=False,
        preview_search=True,
    )
    searching = Condition(lambda: get_app().layout.current_control == search)
    line_window = Window(line)
    return Layout(
        HSplit(
            [
                ConditionalContainer(line_window, ~searching),
                ConditionalContainer(Window(search), searching),
            ]
        ),
        focused_element=line_window,
    )


def history_file(path: Path) -> bool:
    """Whether ``path`` can serve as the command history: a regular file (or none yet) that
    can be read and appended to. Checked at start, because prompt_toolkit's FileHistory
    fails only later, on the first Enter, with "Unhandled exception in event loop".

    A symbolic link is refused (the history would be written wherever it points), and a new
    file is made private to the player: it holds every typed command."""
    import stat

    from .files import PRIVATE_FILE, make_private

    nofollow = getattr(os, "O_NOFOLLOW", 0)
    try:
        if os.path.islink(path) or (os.path.lexists(path) and not path.is_file()):
            return False
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | nofollow, PRIVATE_FILE)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return False
            make_private(fd)
        finally:
            os.close(fd)
        with open(path, "rb") as fh:
            fh.read(1)
    except (OSError, ValueError):
        return False
    return True


def make_history(store: Store, file_ok: bool) -> History:
    """The command history: the file in the data folder, or one in memory when that file
    cannot be used (``file_ok`` False: found at start, and said in the opening)."""
    from prompt_toolkit.history import FileHistory, InMemoryHistory

    path = store.path(HISTORY_FILE)
    if not store.usable or not file_ok:
        return InMemoryHistory()

    class SafeFileHistory(FileHistory):
        """A history file that fails later (a full disk) costs the history, not the line."""

        def load_history_strings(self) -> Iterable[str]:
            try:
                return list(super().load_history_strings())
            except (OSError, ValueError):
                store.log_error(traceback.format_exc())
                return []

        def store_string(self, string: str) -> None:
            try:
                super().store_string(string)
            except (OSError, ValueError):
                store.log_error(traceback.format_exc())

    return SafeFileHistory(str(path))


def opening_output(out: Output, started: str, from_option: bool, tr: Translator) -> str:
    """What the start says about the output (``started``, from ``out.start()``). When the
    saved choice does not work here ("Uitvoer spraak werkt niet ...; nu: tekst."), it is said
    at every start, so it also says how to start with what works from now on (trial 4); an
    ``--uitvoer`` option counts for this run only and needs no such words."""
    choice, active = out.choice, out.active
    if from_option or not active or choice in (active, OutputChoice.AUTO.value):
        return started
    from ..narration.output_text import keep_fallback

    return join(" ", (started, keep_fallback(tr, active)))


def run(
    session_class: type[Session],
    session_args: tuple[Store, Settings, Statistics, Narrator],
    opts: Options,
    notices: list[str],
    first_run: bool,
    *,
    input: TerminalInput | None = None,
    output: TerminalOutput | None = None,
    backend: Backend | None = None,
    history: History | None = None,
    stream: TextIO | None = None,
) -> int:
    """Play until Ctrl+D or ``stop``. ``input``/``output``/``backend``/``stream`` are for
    tests: prompt_toolkit's input and output, the speaker, and where the line and the printed
    sentences go (standard output)."""
    from ..output import Output

    store, settings, stats, narrator = session_args
    choice = opts.output or settings.output
    screen = stream if stream is not None else sys.stdout
    echo = terminal.LineEcho(screen, lambda: terminal.window_size(screen)[1])
    out = Output(
        choice=choice,
        tr=narrator.tr,
        stream=terminal.EchoStream(echo, screen),  # type: ignore[arg-type]
        rate=words_per_minute(settings.rate) if settings.rate is not None else None,
        backend=backend,
    )
    started = opening_output(out, out.start(), opts.output is not None, narrator.tr)
    # Plain text chosen by the player needs no words; any other choice is confirmed (or its
    # fallback explained) once at start.
    opening = [] if choice == OutputChoice.TEKST.value else [started]
    session = session_class(store, settings, stats, narrator, output=out)
    # Escape or a typed key while the solver works (a hint, "kan het nog", "waar ging het mis")
    # stops the search; the key itself is read by the prompt afterwards.
    session.interrupted = terminal.keys_waiting(sys.stdin if input is None else input)
    history_ok = history is not None or not store.usable or history_file(store.path(HISTORY_FILE))
    if not history_ok:
        notices = [*notices, say.history_unusable(narrator.tr, str(store.path(HISTORY_FILE)))]

    try:
        with terminal.quiet_keys(sys.stdin if input is None else input):
            # The opening is said before prompt_toolkit is even imported: the player hears the
            # game as early as possible.
            opening.append(
                session.start(
                    opts.number,
                    opts.rules,
                    opts.deal,
                    tuple(notices),
                    first_run,
                    variant=opts.variant,
                    traditional=opts.traditional,
                    winnable=getattr(opts, "winnable", False),
                )
            )
            out.say(join(" ", opening))
            # Sound opens after the opening is said (loading the audio library takes a moment);
            # lines handed in by a caller (tests) are not a terminal: no sound unless asked for.
            from ..sound.control import start_sound

            session.sound, sound_notice = start_sound(
                settings, narrator, getattr(opts, "sound", None), pipe=input is not None
            )
            if sound_notice:  # after the opening, never cutting it off
                out.say(sound_notice, interrupt=False)
            if history is None:
                history = make_history(store, history_ok)
            prompt = _prompt(session, out, store, history, input, output, echo)
            failures = 0
            while not session.finished:
                try:
                    echo.begin(prompt_text(session.tr))  # the language may have changed
                    line = prompt.prompt(
                        message=echo.prompt, pre_run=partial(_prepare_soon, session)
                    )
                except KeyboardInterrupt:
                    continue
                except EOFError:
                    out.say(session.run(cm.Quit()))
                    break
                except Exception:  # the prompt itself failed: say so, keep the game going
                    store.log_error(traceback.format_exc())
                    out.say(say.unexpected_error(session.tr, session.keeper.state))
                    failures += 1
                    if failures >= 3:  # a terminal that keeps failing: leave, the game is saved
                        return 1
                    continue
                failures = 0
                out.cancel()
                try:
                    text = session.handle(line)
                except KeyboardInterrupt:  # Ctrl+C while the solver thinks: back to the prompt
                    # said, never silence after "Thinking..." (trial 4)
                    out.say(say.stopped(session.tr))
                    continue
                if text:
                    out.say(text)
                session.idle()
    finally:
        if session.sound is not None:
            session.sound.close()
        out.close()
    return 0
