"""The interactive game: one plain prompt_toolkit line, nothing else on the screen.

As the accessibility guide asks: no completion menu (Tab lists matches as text, readline
style, and only on Tab), no toolbars, no right prompt, no colours that carry meaning. History
with Up and Down. Keys that announce something while typing leave the typed line as it was:

    F1 help, F2 board, F3 top cards, F4 repeat, Alt+1..Alt+7 read a column,
    Escape stop speech, Ctrl+Z undo.

Ctrl+C clears the line; Ctrl+D saves and quits.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable
from functools import cache, partial
from typing import TYPE_CHECKING, Any

from ..commands import model as cm
from ..game.cards import DECK
from ..i18n import Translator
from ..narration import app_text as say
from ..narration.names import card_name
from .session import speech_rate

if TYPE_CHECKING:
    from prompt_toolkit.completion import Completer
    from prompt_toolkit.history import History
    from prompt_toolkit.key_binding import KeyBindings

HISTORY_FILE = "geschiedenis.txt"


def completions(words: Iterable[str], typed: str) -> Iterable[tuple[str, int]]:
    """(word, length of the typed tail it replaces) for each word completing ``typed``.

    The tail is the longest end of the typed text that starts a word, so "harten 1" completes
    to "harten 10" and "waar is schoppenbo" to "schoppenboer".
    """
    before = typed.lower()
    if not before.strip():
        return
    starts = [
        i for i in range(len(before)) if before[i] != " " and (i == 0 or before[i - 1] == " ")
    ]
    for word in sorted(words):
        w = word.lower()
        for start in starts:
            tail = before[start:]
            if w.startswith(tail) and w != tail:
                yield word, len(tail)
                break


def make_completer(words: Callable[[], Iterable[str]]) -> Completer:
    """A prompt_toolkit completer over ``words()`` (imported here: prompt_toolkit is heavy)."""
    from prompt_toolkit.completion import CompleteEvent, Completer, Completion
    from prompt_toolkit.document import Document

    class WordCompleter(Completer):
        def get_completions(
            self, document: Document, complete_event: CompleteEvent
        ) -> Iterable[Completion]:
            for word, length in completions(words(), document.text_before_cursor):
                yield Completion(word, start_position=-length)

    return WordCompleter()


@cache
def completion_words(tr: Translator) -> list[str]:
    """Card names of the player's language and the command language's words."""
    words = {card_name(tr, card) for card in DECK}
    from ..commands.vocabulary import vocabulary

    for forms in vocabulary(tr).aliases.values():
        # Whole words only: single letters ("h") and digits are quicker typed than completed.
        words.update(f for f in forms if len(f) > 2 and not f.isdigit())
    return sorted(words)


def key_bindings(
    session: Any, announce: Callable[[str], None], cancel: Callable[[], None]
) -> KeyBindings:
    from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent

    kb = KeyBindings()

    def bind(keys: tuple[str, ...], command: Callable[[], Any]) -> None:
        @kb.add(*keys)
        def _(event: KeyPressEvent) -> None:
            text = session.run(command())
            if text:
                announce(text)

    bind(("f1",), lambda: cm.Help(None))
    bind(("f2",), cm.ShowBoard)
    bind(("f3",), cm.ShowTops)
    bind(("f4",), cm.Repeat)
    bind(("c-z",), cm.Undo)
    for column in range(7):
        bind(("escape", str(column + 1)), partial(cm.ShowColumn, column))

    @kb.add("escape")
    def _(event: KeyPressEvent) -> None:
        cancel()

    return kb


def _prompt(
    session: Any, out: Any, store: Any, history: History | None, input: Any, output: Any
) -> Any:
    """The PromptSession: one plain line, readline-style completion, our keys."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.application import run_in_terminal
    from prompt_toolkit.history import FileHistory, InMemoryHistory
    from prompt_toolkit.shortcuts import CompleteStyle

    def announce_now(text: str) -> None:
        out.say(text)

    def announce_while_typing(text: str) -> None:
        run_in_terminal(lambda: out.say(text))

    def run_in_background(job: Callable[[], None]) -> None:
        """A speech fault found by a worker thread is said above the prompt, not across it."""
        from prompt_toolkit.application import get_app_or_none

        app = get_app_or_none()
        loop = getattr(app, "loop", None) if app is not None and app.is_running else None
        if loop is None:
            job()
            return
        loop.call_soon_threadsafe(lambda: run_in_terminal(job))

    session.notify = announce_now
    out.background = run_in_background
    if history is None:
        try:
            history = FileHistory(str(store.path(HISTORY_FILE)))
        except OSError:
            history = InMemoryHistory()
    return PromptSession(
        # Translators: the prompt before what the player types; keep it very short.
        message=session.tr.pgettext("prompt", "> "),
        history=history,
        completer=make_completer(lambda: completion_words(session.tr)),
        complete_style=CompleteStyle.READLINE_LIKE,
        complete_while_typing=False,
        enable_history_search=False,
        key_bindings=key_bindings(session, announce_while_typing, out.cancel),
        input=input,
        output=output,
        include_default_pygments_style=False,
    )


def run(
    session_class: type,
    session_args: tuple[Any, ...],
    opts: Any,
    notices: list[str],
    first_run: bool,
    *,
    input: Any = None,
    output: Any = None,
    backend: Any = None,
    history: History | None = None,
) -> int:
    """Play until Ctrl+D or ``stop``. ``input``/``output``/``backend`` are for tests."""
    from ..output import Output

    store, settings, stats, narrator = session_args
    choice = opts.output or settings.output
    out = Output(
        choice=choice,
        tr=narrator.tr,
        rate=speech_rate(settings.rate) if settings.rate is not None else None,
        backend=backend,
    )
    started = out.start()
    # Plain text chosen by the player needs no words; any other choice is confirmed (or its
    # fallback explained) once at start.
    opening = [] if choice == "tekst" else [started]
    session = session_class(store, settings, stats, narrator, output=out)

    try:
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
            )
        )
        out.say(" ".join(t for t in opening if t))
        prompt = _prompt(session, out, store, history, input, output)
        failures = 0
        while not session.finished:
            try:
                line = prompt.prompt()
            except KeyboardInterrupt:
                continue
            except EOFError:
                out.say(session.run(cm.Quit()))
                break
            except Exception:  # the prompt itself failed: say so, keep the game going
                store.log_error(traceback.format_exc())
                out.say(say.unexpected_error(session.tr))
                failures += 1
                if failures >= 3:  # a terminal that keeps failing: leave, the game is saved
                    return 1
                continue
            failures = 0
            out.cancel()
            try:
                text = session.handle(line)
            except KeyboardInterrupt:  # Ctrl+C while the solver thinks: back to the prompt
                continue
            if text:
                out.say(text)
    finally:
        out.close()
    return 0
