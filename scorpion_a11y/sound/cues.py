"""Which earcon an event gets, where (the column it pans to) and when (ms after the command).

Built from the engine's events and the session's results alone, like narration: a move at its
target column, then a card turned and a run removed where they happened, one after the other;
the reserve deal as three ticks moving from column 1 to column 3; undo where the card went
back to, redo where it went again; a refusal at the column the player named (a face-down card's
refusal has none, so its place is never given away); the win, "no move left" and a question in
the middle.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..game.events import (
    CardsMoved,
    CardTurned,
    Event,
    GameWon,
    Redone,
    Refusal,
    ReserveDealt,
    RunRemoved,
    Undone,
)
from .synth import Earcon, duration_ms

if TYPE_CHECKING:
    from ..commands.model import Result

#: Silence between two sounds of one action, in ms.
GAP_MS = 40
#: Between the three ticks of the reserve deal.
TICK_STEP_MS = 110


@dataclass(frozen=True, slots=True)
class Cue:
    """Play ``earcon`` at ``column`` (0-based; ``None``: the middle), ``delay_ms`` from now."""

    earcon: Earcon
    column: int | None = None
    delay_ms: int = 0


def _silent() -> tuple[type, ...]:
    from ..commands.declare import SILENT

    # Nothing to hear, a question (its sound comes after), or a sound command (plays its own):
    # the results declared silent (commands/declare.RESULTS).
    return SILENT


def _first_move(events: Sequence[Event]) -> CardsMoved | None:
    return next((e for e in events if isinstance(e, CardsMoved)), None)


def for_events(events: Sequence[Event]) -> list[Cue]:
    """The cues of one action's events (a move, the reserve deal, undo or redo)."""
    cues: list[Cue] = []
    at = 0

    def then(earcon: Earcon, column: int | None) -> None:
        nonlocal at
        cues.append(Cue(earcon, column, at))
        at += round(duration_ms(earcon)) + GAP_MS

    for ev in events:
        if isinstance(ev, CardsMoved):
            then(Earcon.SAME_SUIT if ev.same_suit else Earcon.MOVE, ev.to_column)
        elif isinstance(ev, CardTurned):
            then(Earcon.TURNED, ev.column)
        elif isinstance(ev, RunRemoved):
            then(Earcon.RUN, ev.column)
        elif isinstance(ev, ReserveDealt):
            for i, (_card, column) in enumerate(ev.placements):
                cues.append(Cue(Earcon.RESERVE, column, at + i * TICK_STEP_MS))
            at += len(ev.placements) * TICK_STEP_MS + GAP_MS
        elif isinstance(ev, GameWon):
            then(Earcon.WON, None)
        elif isinstance(ev, Undone):
            move = _first_move(ev.events)
            then(Earcon.UNDO, move.from_column if move is not None else None)
        elif isinstance(ev, Redone):
            move = _first_move(ev.events)
            then(Earcon.REDO, move.to_column if move is not None else None)
            won = any(isinstance(e, GameWon) for e in ev.events)
            if won:
                then(Earcon.WON, None)
    return cues


def for_refusal(refusal: Refusal | None) -> list[Cue]:
    """A refused command: at the column the player named, if the refusal carries one."""
    column = refusal.column if refusal is not None else None
    return [Cue(Earcon.REFUSED, column, 0)]


def after(cues: list[Cue], earcon: Earcon) -> list[Cue]:
    """``cues`` with ``earcon`` played in the middle once they are done."""
    end = max((c.delay_ms + round(duration_ms(c.earcon)) for c in cues), default=-GAP_MS)
    return [*cues, Cue(earcon, None, end + GAP_MS)]


def for_command(
    command: Result | None,
    events: Sequence[Event] = (),
    refusal: Refusal | None = None,
    *,
    stuck: bool = False,
    question: bool = False,
) -> list[Cue]:
    """The cues of one handled command, from what the session saw happen.

    ``events``: what the engine did; ``refusal``: what it refused; ``stuck``: "no move left"
    was just said; ``question``: the game now waits for an answer.
    """
    from ..commands import model as cm

    cues: list[Cue]
    if refusal is not None:
        cues = for_refusal(refusal)
    elif events:
        cues = for_events(events)
    elif isinstance(command, cm.Refused):
        cues = for_refusal(command.refusal)
    elif isinstance(command, cm.ParseError):
        cues = for_refusal(None)
    elif isinstance(command, _silent()):
        cues = []
    else:
        cues = [Cue(Earcon.TICK)]  # understood, and nothing on the table changed
    if stuck:
        cues = after(cues, Earcon.STUCK)
    if question:
        cues = after(cues, Earcon.QUESTION)
    return cues
