"""What the interactive game writes to the terminal: the prompt, the typed line, the sentences.

A screen reader that reads the terminal (Orca, Speakup, BRLTTY, NVDA in a console) says every
text change, so the prompt must write what a teletype would, and nothing else:

    > kolom 3            (the prompt, then each typed character once, as typed)
    kolom 3: ...         (Enter: a line end, the announcement, a line end)
    >                    (the next prompt)

prompt_toolkit still reads the keys (bindings, history, completion), but its renderer draws a
whole screen: cursor-position requests, bracketed paste, hidden cursor, autowrap off, colours,
erasing and redrawing the accepted line. :class:`SilentOutput` gives that renderer a terminal
that keeps nothing, and :class:`LineEcho` writes the line itself after each render, with only
printable characters, backspace, carriage return and line feed: no escape sequences at all, so
``TERM=dumb`` and ``NO_COLOR`` are honoured by construction.

:class:`KeyInput` makes Escape act at once: a lone Escape (no other byte within
:data:`ESCAPE_WAIT` seconds) becomes a key of its own, so it is no longer the start of the
Alt+digit bindings and never waits for, or takes, the next typed character. Alt+digit arrives
from the terminal as Escape and the digit in one burst, and still reads a column.

prompt_toolkit is imported by the functions that need it, not by this module.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Protocol, TextIO


class HasFileno(Protocol):
    """A stream with a file descriptor (a terminal, or prompt_toolkit's input)."""

    def fileno(self) -> int: ...


if TYPE_CHECKING:
    from prompt_toolkit.input import Input as TerminalInput
    from prompt_toolkit.output import Output as TerminalOutput

#: Seconds an Escape waits for a following byte before it counts as the Escape key alone (the
#: ``ttimeoutlen`` of vim and prompt_toolkit). Terminals send Alt+digit as one burst, well
#: within this; Escape stops speech after it, well within 100 ms.
ESCAPE_WAIT = 0.05

#: The key a lone Escape becomes (no keyboard sends F24; prompt_toolkit ignores it by default).
LONE_ESCAPE = "f24"


class LineEcho:
    """The prompt line as the terminal shows it, updated with as few bytes as possible.

    Typing at the end writes the typed characters; Backspace writes ``\\b \\b``; an edit in
    the middle writes the changed tail and backspaces back to the cursor. Only when the line is
    wider than the window (backspace cannot go up a row) is it written again, on a new line.
    """

    def __init__(self, stream: TextIO, columns: Callable[[], int]) -> None:
        self._stream = stream
        self._columns = columns
        self.prompt = ""
        #: True from :meth:`begin` to :meth:`done`: renders of a finished line draw nothing.
        self._active = False
        #: The text after the prompt on the screen, None when the prompt is not on the screen.
        self._shown: str | None = None
        #: Where the cursor is in ``_shown``; None when unknown (after a long line).
        self._cursor: int | None = 0

    @property
    def stream(self) -> TextIO:
        return self._stream

    @property
    def showing(self) -> bool:
        return self._shown is not None

    def _write(self, data: str) -> None:
        if not data:
            return
        with contextlib.suppress(OSError, ValueError):
            self._stream.write(data)
            self._stream.flush()

    def begin(self, prompt: str) -> None:
        """A new line starts with ``prompt`` (written at the first :meth:`show`)."""
        self.prompt = prompt
        self._active = True
        self._shown, self._cursor = None, 0

    def show(self, text: str, cursor: int) -> None:
        """The player's line is now ``text`` with the cursor at ``cursor``: make the screen so."""
        if not self._active:
            return
        text = text.replace("\n", " ")  # one line, always (a pasted line end is not drawn)
        cursor = max(0, min(cursor, len(text)))
        shown, at = self._shown, self._cursor
        if shown is not None:
            data = self._diff(shown, at, text, cursor) if at is not None else None
            if data is not None:
                self._write(data)
                self._shown, self._cursor = text, cursor
                return
            self._write("\n")  # too wide to edit in place: the line again, below
        self._write(self.prompt + text)
        self._shown = text
        if self._fits(text):
            self._write("\b" * (len(text) - cursor))
            self._cursor = cursor
        else:
            self._cursor = len(text) if cursor == len(text) else None

    def _fits(self, *texts: str) -> bool:
        """True when the prompt and each text fit on one row (so backspace reaches them)."""
        width = self._columns()
        return all(len(self.prompt) + len(t) < width - 1 for t in texts)

    def _diff(self, old: str, at: int, new: str, cursor: int) -> str | None:
        """The bytes that turn ``old`` (cursor ``at``) into ``new`` (cursor ``cursor``)."""
        if new.startswith(old) and at == len(old) and cursor == len(new):
            return new[len(old) :]  # typing at the end: the characters, nothing else
        if not self._fits(old, new):
            return None
        same = 0
        while same < min(len(old), len(new)) and old[same] == new[same]:
            same += 1
        if old == new:  # only the cursor moves
            return "\b" * (at - cursor) if at > cursor else old[at:cursor]
        # To the first change: back with backspace, or forward by writing what is there.
        data = "\b" * (at - same) if at > same else old[at:same]
        tail = new[same:] + " " * (len(old) - len(new))
        end = same + len(tail)
        return data + tail + "\b" * (end - cursor)

    def done(self, text: str) -> None:
        """The line is finished (Enter, Ctrl+C, Ctrl+D): the rest of it, then a line end."""
        if not self._active:
            return
        self.show(text, len(text))
        self._write("\n")
        self._active = False
        self._shown, self._cursor = None, 0

    def break_line(self) -> None:
        """Something is about to be printed: end the prompt line first (shown again later)."""
        if self._shown is not None:
            self._write("\n")
            self._shown, self._cursor = None, 0


class EchoStream:
    """The terminal for announcements: ends a half-typed prompt line before a sentence."""

    def __init__(self, echo: LineEcho, stream: TextIO) -> None:
        self._echo = echo
        self._stream = stream

    def write(self, data: str) -> int:
        if data:
            self._echo.break_line()
        return self._stream.write(data)

    def flush(self) -> None:
        self._stream.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextlib.contextmanager
def quiet_keys(stream: HasFileno | None) -> Iterator[None]:
    """While the game is not reading a line, keys wait unseen: the terminal does not echo what
    is typed ahead (the prompt writes it once, when it reads it) and Ctrl+Z waits for the
    prompt (undo) instead of suspending the game. Ctrl+C still interrupts (the solver).

    prompt_toolkit sets its own raw mode while it reads a line and restores this one after.
    """
    try:
        import termios
    except ImportError:  # Windows: the console keeps its own mode (not changed here)
        termios = None  # type: ignore[assignment]
    if termios is None or stream is None:
        yield
        return
    try:
        fd = stream.fileno()
        saved = termios.tcgetattr(fd) if os.isatty(fd) else None
    except (OSError, ValueError, AttributeError, termios.error):
        saved = None
    if saved is None:
        yield
        return
    quiet = termios.tcgetattr(fd)
    quiet[3] &= ~(termios.ECHO | termios.ICANON | termios.IEXTEN)  # lflag
    quiet[6] = list(quiet[6])
    quiet[6][termios.VMIN] = 1
    quiet[6][termios.VTIME] = 0
    if hasattr(termios, "VSUSP"):  # no suspend character (0 on Linux, 255 on macOS)
        try:
            disabled = os.fpathconf(fd, "PC_VDISABLE")
        except (OSError, ValueError):
            disabled = 0
        quiet[6][termios.VSUSP] = bytes([disabled & 0xFF])
    try:
        termios.tcsetattr(fd, termios.TCSANOW, quiet)
    except termios.error:
        yield
        return
    try:
        yield
    finally:
        with contextlib.suppress(termios.error, OSError):
            termios.tcsetattr(fd, termios.TCSANOW, saved)


def keys_waiting(stream: HasFileno | None) -> Callable[[], bool] | None:
    """A check that says whether a key is waiting to be read from ``stream`` (the player
    pressed Escape or typed while the game was busy), without reading it: the prompt reads it
    afterwards as usual. The session asks it during solver work (``Session.interrupted``),
    so a long search stops and answers with what it found. ``None`` where it cannot be
    known (no file descriptor)."""
    try:
        fd = stream.fileno() if stream is not None else -1
    except (OSError, ValueError, AttributeError):
        fd = -1
    if fd < 0:
        return None
    if os.name == "nt":  # the console: keys wait in its own queue
        import msvcrt

        return lambda: bool(msvcrt.kbhit())  # type: ignore[attr-defined,unused-ignore]
    import select

    # poll, not select: select() refuses a descriptor numbered 1024 or more (FD_SETSIZE),
    # and then no key would ever be seen
    poller = select.poll()
    poller.register(fd, select.POLLIN)

    def waiting() -> bool:
        try:
            return any(event & select.POLLIN for _, event in poller.poll(0))
        except (OSError, ValueError):
            return False

    return waiting


def silent_output(stream: TextIO) -> TerminalOutput:
    """A prompt_toolkit Output that writes nothing, knows the window's size and is never asked
    for the cursor position (its ``responds_to_cpr`` is False)."""
    from prompt_toolkit.data_structures import Size
    from prompt_toolkit.output import DummyOutput

    class SilentOutput(DummyOutput):
        def fileno(self) -> int:
            return stream.fileno()

        def encoding(self) -> str:
            return getattr(stream, "encoding", None) or "utf-8"

        def get_size(self) -> Size:
            return Size(rows=window_size(stream)[0], columns=window_size(stream)[1])

    return SilentOutput()


def window_size(stream: TextIO) -> tuple[int, int]:
    """Rows and columns of the terminal behind ``stream`` (24 by 80 when it cannot say)."""
    try:
        size = os.get_terminal_size(stream.fileno())
    except (OSError, ValueError, AttributeError, TypeError):
        return 24, 80
    return (size.lines or 24), (size.columns or 80)


def key_input(inner: TerminalInput) -> TerminalInput:
    """``inner`` (a prompt_toolkit Input) with a lone Escape turned into :data:`LONE_ESCAPE`."""
    from prompt_toolkit.input import Input
    from prompt_toolkit.key_binding import KeyPress
    from prompt_toolkit.keys import Keys

    class KeyInput(Input):
        def __init__(self) -> None:
            self.inner = inner

        def fileno(self) -> int:
            return int(inner.fileno())

        def typeahead_hash(self) -> str:
            return str(inner.typeahead_hash())

        def read_keys(self) -> list[KeyPress]:
            return list(inner.read_keys())

        def flush_keys(self) -> list[KeyPress]:
            # The terminal's parser keeps an Escape until it is sure no sequence follows; when
            # it lets go of it alone, the player pressed Escape and nothing else.
            keys = list(inner.flush_keys())
            if len(keys) == 1 and keys[0].key == Keys.Escape:
                return [KeyPress(Keys.F24, keys[0].data)]
            return keys

        def flush(self) -> None:
            inner.flush()

        @property
        def closed(self) -> bool:
            return bool(inner.closed)

        def raw_mode(self) -> Any:
            return inner.raw_mode()

        def cooked_mode(self) -> Any:
            return inner.cooked_mode()

        def attach(self, input_ready_callback: Callable[[], None]) -> Any:
            return inner.attach(input_ready_callback)

        def detach(self) -> Any:
            return inner.detach()

        def close(self) -> None:
            inner.close()

        @property
        def responds_to_cpr(self) -> bool:
            return False

    return KeyInput()
