"""What the game and its speech worker say to each other, defined once for both sides.

One JSON object per line. The game sends operations (``op``) on the worker's stdin; the worker
answers with events (``ev``) on its stdout::

    {"op": "init", "lang": "nl", "rate": 175, "volume": 100, "dir": "/tmp/x", "engine": "auto"}
    {"op": "say", "gen": 3, "id": 7, "utterances": ["Harten 4 naar kolom 7.", "Kolom 7: ..."]}
    {"op": "cancel", "gen": 4}          # drop everything of generations below 4
    {"op": "set", "rate": 200, "volume": 80, "lang": "en"}  # lang optional
    {"op": "quit"}

    {"ev": "ready", "engine": "pyttsx3", "voice": "gmw/nl"}
    {"ev": "fatal", "problem": "no_voice", "detail": "..."}
    {"ev": "voice", "voice": "gmw/en"}  # after a "set" with "lang"
    {"ev": "chunk", "gen": 3, "id": 7, "seq": 0, "path": "/tmp/x/7-0.wav", "last": false}
    {"ev": "error", "gen": 3, "id": 7, "problem": "driver_error", "detail": "..."}

Each message is a frozen dataclass below; :func:`encode` writes one, :func:`decode_op` and
:func:`decode_event` read one back (``None`` for a line that is not a valid message, which both
sides skip). The worker (:mod:`.speech_worker`) runs as a separate script: it loads this file as
its neighbour module, the game as ``scorpion_a11y.output.protocol``. Only the standard library
and the leaf :mod:`scorpion_a11y.settings` are imported here, so the worker still starts fast.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any, ClassVar, Union

from scorpion_a11y.settings import Problem

__all__ = [
    "Cancel",
    "Chunk",
    "Error",
    "Event",
    "Fatal",
    "Init",
    "Op",
    "Problem",
    "Quit",
    "Ready",
    "Say",
    "Set",
    "Voice",
    "decode_event",
    "decode_op",
    "encode",
]

# -- the game to the worker ------------------------------------------------------------------


@dataclass(frozen=True)
class Init:
    """The first line: language, rate (words per minute), volume (percent), folder, engine."""

    TAG: ClassVar[str] = "init"
    lang: str
    rate: int
    volume: int
    dir: str
    engine: str = "auto"


@dataclass(frozen=True)
class Say:
    """Render one announcement: its utterances (as narration made them) in order, each its own
    sound file (:class:`Chunk` ``seq``), so the first plays while the rest renders."""

    TAG: ClassVar[str] = "say"
    gen: int
    id: int
    utterances: tuple[str, ...]


@dataclass(frozen=True)
class Cancel:
    """Drop every utterance of a generation below ``gen``."""

    TAG: ClassVar[str] = "cancel"
    gen: int


@dataclass(frozen=True)
class Set:
    """New rate and volume, and a new language when ``lang`` is given."""

    TAG: ClassVar[str] = "set"
    rate: int
    volume: int
    lang: str | None = None


@dataclass(frozen=True)
class Quit:
    TAG: ClassVar[str] = "quit"


Op = Union[Init, Say, Cancel, Set, Quit]  # noqa: UP007 (also a run-time value on Python 3.10)

# -- the worker to the game ------------------------------------------------------------------


@dataclass(frozen=True)
class Ready:
    TAG: ClassVar[str] = "ready"
    engine: str
    voice: str


@dataclass(frozen=True)
class Fatal:
    """The worker cannot run at all (sent instead of ``ready``, or when it dies)."""

    TAG: ClassVar[str] = "fatal"
    problem: Problem
    detail: str = ""


@dataclass(frozen=True)
class Voice:
    TAG: ClassVar[str] = "voice"
    voice: str


@dataclass(frozen=True)
class Chunk:
    """Utterance ``seq`` of announcement ``id`` is ready to play at ``path``."""

    TAG: ClassVar[str] = "chunk"
    gen: int
    id: int
    seq: int
    path: str
    last: bool


@dataclass(frozen=True)
class Error:
    """Utterance ``id`` (or a setting, with id -1) failed; speech goes on if it can."""

    TAG: ClassVar[str] = "error"
    gen: int
    id: int
    problem: Problem
    detail: str = ""


Event = Union[Ready, Fatal, Voice, Chunk, Error]  # noqa: UP007

_OP_TYPES = (Init, Say, Cancel, Set, Quit)
_EVENT_TYPES = (Ready, Fatal, Voice, Chunk, Error)
_OPS: dict[str, type[Op]] = {c.TAG: c for c in _OP_TYPES}
_EVENTS: dict[str, type[Event]] = {c.TAG: c for c in _EVENT_TYPES}


def encode(message: Op | Event) -> str:
    """One line of JSON (with its newline) for ``message``."""
    key = "ev" if isinstance(message, _EVENT_TYPES) else "op"
    data: dict[str, object] = {key: type(message).TAG}
    for f in dataclasses.fields(message):
        value = getattr(message, f.name)
        if isinstance(value, Problem):
            value = value.value
        elif isinstance(value, tuple):
            value = list(value)
        data[f.name] = value
    return json.dumps(data) + "\n"  # ASCII only: no character can split the line


def _field(annotation: str, value: object) -> object:
    """A JSON value as the field annotated ``annotation`` holds it; ValueError when it cannot."""
    if annotation == "int" and isinstance(value, int) and not isinstance(value, bool):
        return value
    if annotation == "bool" and isinstance(value, bool):
        return value
    if annotation == "str" and isinstance(value, str):
        return value
    if annotation == "str | None" and (value is None or isinstance(value, str)):
        return value
    if (
        annotation == "tuple[str, ...]"
        and isinstance(value, list)
        and all(isinstance(v, str) for v in value)
    ):
        return tuple(value)
    if annotation == "Problem" and isinstance(value, str):
        try:
            return Problem(value)
        except ValueError:
            return Problem.DRIVER_ERROR  # a problem this side does not know: still a fault
    raise ValueError(f"{value!r} is not a {annotation}")


def _decode(line: str, key: str, kinds: dict[str, type[Op]] | dict[str, type[Event]]) -> object:
    try:
        data = json.loads(line)
        kind = kinds[data[key]]
        values: dict[str, Any] = {}  # each checked against its field's type by _field
        for f in dataclasses.fields(kind):
            if f.name in data:
                values[f.name] = _field(str(f.type), data[f.name])
            elif f.default is dataclasses.MISSING:
                return None
        return kind(**values)
    except (ValueError, KeyError, TypeError):
        return None


def decode_op(line: str) -> Op | None:
    """The operation on ``line``, or None when it is not one."""
    message = _decode(line, "op", _OPS)
    return message if isinstance(message, _OP_TYPES) else None


def decode_event(line: str) -> Event | None:
    """The event on ``line``, or None when it is not one."""
    message = _decode(line, "ev", _EVENTS)
    return message if isinstance(message, _EVENT_TYPES) else None
