"""Deal files: any position as JSON, validated completely before anything changes.

The format (documented in ``docs/dealfile.md``), cards bottom to top, card names as the rule
document writes them::

    {"regels": "klassiek", "variant": "scorpion", "traditioneel": false,
     "kolommen": [{"gedekt": ["klaveren 10", "schoppen 2", "ruiten 5"],
                   "open": ["ruiten 3", "hartenboer", "harten 10", "schoppen 3"]}, ...],
     "reserve": ["ruiten 2", "klaverenaas", "schoppen 5"],
     "verwijderd": []}

Errors are :class:`DealFileError` with a :class:`DealProblem` code and structured fields; the
narration layer turns them into sentences. Unknown keys are ignored, so files written by later
versions with extra keys still load.
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, TypedDict

from .cards import DECK, Card, Suit, run_of
from .deal import ColumnLayout, Position, Rules
from .rules import SCORPION, Variant, spec_of

#: The largest deal file read (bytes). A real one is about one kilobyte; this keeps a wrongly
#: chosen file (a film, a disk image) from being read into memory.
MAX_SIZE = 1 << 20
#: How many cards a Scorpion reserve holds before it is dealt (after dealing it holds none);
#: each game's own size is ``GameSpec.reserve_size``.
RESERVE_SIZE = SCORPION.reserve_size
#: Longest description of a bad value kept in an error (``value``), in characters.
_MAX_VALUE = 40


class DealProblem(Enum):
    """What is wrong with a deal file. The comments name the :class:`DealFileError` fields set."""

    UNREADABLE = "unreadable"  # value: the path
    NOT_FOUND = "not_found"  # value: the path (no such file)
    TOO_LARGE = "too_large"  # count: the size in bytes
    NOT_JSON = "not_json"  # line, char (both 1-based) when known
    NOT_AN_OBJECT = "not_an_object"  # value
    MISSING_KEY = "missing_key"  # key
    NOT_A_LIST = "not_a_list"  # key, column (for "gedekt"/"open"), value
    BAD_RULES = "bad_rules"  # value
    BAD_VARIANT = "bad_variant"  # value: not a game's name
    BAD_TRADITIONAL = "bad_traditional"  # value: not true or false
    COLUMN_COUNT = "column_count"  # count, expected
    BAD_COLUMN = "bad_column"  # column, value: the column is not an object
    NOT_A_CARD = "not_a_card"  # value, key, column (for "gedekt"/"open")
    BAD_RESERVE = "bad_reserve"  # count, expected: the game's reserve size, or none once dealt
    BAD_REMOVED = "bad_removed"  # value: not a suit
    #: card, key and column of the appearance one too many; expected: how often a card may
    #: appear (1, or 2 in Double Scorpion)
    DUPLICATE_CARD = "duplicate_card"
    MISSING_CARDS = "missing_cards"  # cards (in new-deck order, twice if both copies), count
    FACE_DOWN_UNCOVERED = "face_down_uncovered"  # column


@dataclass
class DealFileError(ValueError):
    """A deal file that cannot be loaded, with what is wrong as fields (no text for players).

    ``column`` is 1-based, as the player counts. ``key`` names the part of the file
    (``"kolommen"``, ``"gedekt"``, ``"open"``, ``"reserve"``, ``"verwijderd"``, ``"regels"``).
    ``value`` is the offending value as written in the file, cut short when long.
    ``line`` and ``char`` locate a JSON syntax error.
    """

    problem: DealProblem
    value: str | None = None
    column: int | None = None
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    count: int | None = None
    line: int | None = None
    key: str | None = None
    char: int | None = None
    #: What the game needs (COLUMN_COUNT: columns; BAD_RESERVE: reserve size;
    #: DUPLICATE_CARD: how often a card may appear).
    expected: int | None = None

    __hash__ = ValueError.__hash__

    def __post_init__(self) -> None:
        super().__init__(self.problem)

    def __reduce__(self) -> tuple[Any, ...]:
        fields = (self.value, self.column, self.card, self.cards, self.count, self.line)
        return (type(self), (self.problem, *fields, self.key, self.char, self.expected))

    def __str__(self) -> str:
        parts = [self.problem.value]
        for name in ("key", "column", "value", "count", "expected", "line", "char"):
            field_value = getattr(self, name)
            if field_value is not None:
                parts.append(f"{name}={field_value!r}")
        if self.card is not None:
            parts.append(f"card={self.card.name}")
        if self.cards:
            parts.append("cards=" + ", ".join(card.name for card in self.cards))
        return " ".join(parts)


def _describe(value: Any) -> str:
    """A short, safe text for a bad value: strings as written, anything else as JSON."""
    if isinstance(value, str):
        text = value
    else:
        try:
            text = json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError, RecursionError):
            text = type(value).__name__
    if len(text) > _MAX_VALUE:
        text = text[: _MAX_VALUE - 1] + "…"
    return text


def _list(data: dict[Any, Any], key: str, column: int | None = None) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise DealFileError(DealProblem.NOT_A_LIST, value=_describe(value), column=column, key=key)
    return value


def _cards(data: dict[Any, Any], key: str, column: int | None = None) -> tuple[Card, ...]:
    result = []
    for value in _list(data, key, column):
        try:
            if not isinstance(value, str):
                raise ValueError
            result.append(Card.from_name(value))
        except ValueError:
            raise DealFileError(
                DealProblem.NOT_A_CARD, value=_describe(value), column=column, key=key
            ) from None
    return tuple(result)


def _rules(data: dict[Any, Any]) -> Rules:
    raw = data.get("regels", Rules.KLASSIEK.value)
    if isinstance(raw, str):
        for rules in Rules:
            if raw.strip().lower() == rules.value:
                return rules
    raise DealFileError(DealProblem.BAD_RULES, value=_describe(raw), key="regels")


def _variant(data: dict[Any, Any]) -> Variant:
    raw = data.get("variant", Variant.SCORPION.value)
    if isinstance(raw, str):
        for variant in Variant:
            if raw.strip().lower() == variant.value:
                return variant
    raise DealFileError(DealProblem.BAD_VARIANT, value=_describe(raw), key="variant")


def _traditional(data: dict[Any, Any]) -> bool:
    raw = data.get("traditioneel", False)
    if not isinstance(raw, bool):
        raise DealFileError(DealProblem.BAD_TRADITIONAL, value=_describe(raw), key="traditioneel")
    return raw


def _removed(data: dict[Any, Any]) -> tuple[Suit, ...]:
    suits = []
    for value in _list(data, "verwijderd"):
        try:
            if not isinstance(value, str) or not value.strip().isalpha():
                raise KeyError(value)
            suits.append(Suit.from_key(value.strip().lower()))
        except KeyError:
            raise DealFileError(
                DealProblem.BAD_REMOVED, value=_describe(value), key="verwijderd"
            ) from None
    return tuple(suits)


def _check_cards(position: Position) -> None:
    """Every one of the 52 cards exactly once (twice in Double Scorpion): on the table, in the
    reserve or removed."""
    times = position.spec.decks
    seen = [0] * 52

    def see(card: Card, key: str, column: int | None) -> None:
        if seen[card.index] >= times:
            raise DealFileError(
                DealProblem.DUPLICATE_CARD, card=card, key=key, column=column, expected=times
            )
        seen[card.index] += 1

    for n, col in enumerate(position.columns, start=1):
        for card in col.face_down:
            see(card, "gedekt", n)
        for card in col.face_up:
            see(card, "open", n)
    for card in position.reserve:
        see(card, "reserve", None)
    for suit in position.removed:
        for card in run_of(suit):
            see(card, "verwijderd", None)
    missing = tuple(card for card in DECK for _ in range(times - seen[card.index]))
    if missing:
        raise DealFileError(DealProblem.MISSING_CARDS, cards=missing, count=len(missing))


def parse(data: object) -> Position:
    """Validate decoded JSON ``data`` completely and return its position.

    Raises :class:`DealFileError` (and nothing else) for anything that is not a valid,
    complete position. Unknown keys are ignored.
    """
    if not isinstance(data, dict):
        raise DealFileError(DealProblem.NOT_AN_OBJECT, value=_describe(data))
    rules = _rules(data)
    variant = _variant(data)
    traditional = _traditional(data)
    spec = spec_of(variant)
    if "kolommen" not in data:
        raise DealFileError(DealProblem.MISSING_KEY, key="kolommen")
    raw_columns = _list(data, "kolommen")
    if len(raw_columns) != spec.columns:
        raise DealFileError(
            DealProblem.COLUMN_COUNT, count=len(raw_columns), key="kolommen", expected=spec.columns
        )
    columns = []
    for n, raw in enumerate(raw_columns, start=1):
        if not isinstance(raw, dict):
            raise DealFileError(DealProblem.BAD_COLUMN, column=n, value=_describe(raw))
        down = _cards(raw, "gedekt", n)
        up = _cards(raw, "open", n)
        if down and not up:
            raise DealFileError(DealProblem.FACE_DOWN_UNCOVERED, column=n)
        columns.append(ColumnLayout(down, up))
    reserve = _cards(data, "reserve")
    if spec.beside:
        if len(reserve) > spec.reserve_size:
            raise DealFileError(
                DealProblem.BAD_RESERVE,
                count=len(reserve),
                key="reserve",
                expected=spec.reserve_size,
            )
    elif len(reserve) not in (0, spec.reserve_size):
        raise DealFileError(
            DealProblem.BAD_RESERVE, count=len(reserve), key="reserve", expected=spec.reserve_size
        )
    position = Position(tuple(columns), reserve, _removed(data), rules, variant, traditional)
    _check_cards(position)
    return position


def loads(text: str | bytes) -> Position:
    """Parse and validate the text of a deal file (bytes are read as UTF-8)."""
    if len(text) > MAX_SIZE:
        raise DealFileError(DealProblem.TOO_LARGE, count=len(text))
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise DealFileError(DealProblem.NOT_JSON) from None
    text = text.removeprefix("\ufeff")  # a byte-order mark, as some Windows editors write
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise DealFileError(DealProblem.NOT_JSON, line=err.lineno, char=err.colno) from None
    except (ValueError, RecursionError):  # numbers too long to convert, nesting too deep
        raise DealFileError(DealProblem.NOT_JSON) from None
    return parse(data)


def load(path: str | os.PathLike[str]) -> Position:
    """Read and validate a deal file."""
    try:
        # Non-blocking, so a FIFO is refused instead of waited on; only a regular file is read.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise IsADirectoryError(str(path))
            data = b""
            while len(data) <= MAX_SIZE:
                chunk = os.read(fd, MAX_SIZE + 1 - len(data))
                if not chunk:
                    break
                data += chunk
        finally:
            os.close(fd)
    except FileNotFoundError as err:
        raise DealFileError(DealProblem.NOT_FOUND, value=os.fsdecode(path)) from err
    except (OSError, ValueError) as err:
        raise DealFileError(DealProblem.UNREADABLE, value=os.fsdecode(path)) from err
    return loads(data)


class ColumnData(TypedDict):
    gedekt: list[str]
    open: list[str]


class _DealRequired(TypedDict):
    regels: str
    kolommen: list[ColumnData]
    reserve: list[str]
    verwijderd: list[str]


class DealData(_DealRequired, total=False):
    """A deal file's JSON object (see ``docs/dealfile.md``)."""

    variant: str
    traditioneel: bool


def to_data(position: Position) -> DealData:
    """The JSON-ready form of ``position`` (``variant`` and ``traditioneel`` only when they are
    not the defaults, so Scorpion's files stay as they were)."""
    data: DealData = {
        "regels": position.rules.value,
        "kolommen": [
            {"gedekt": [c.name for c in col.face_down], "open": [c.name for c in col.face_up]}
            for col in position.columns
        ],
        "reserve": [c.name for c in position.reserve],
        "verwijderd": [s.key for s in position.removed],
    }
    if position.variant is not Variant.SCORPION:
        data["variant"] = position.variant.value
    if position.traditional:
        data["traditioneel"] = True
    return data


def dumps(position: Position) -> str:
    """The text of a deal file for ``position``: one column per line, readable by people."""
    data = to_data(position)
    lines = ["{", f'  "regels": {json.dumps(data["regels"])},']
    if "variant" in data:
        lines.append(f'  "variant": {json.dumps(data["variant"])},')
    if "traditioneel" in data:
        lines.append('  "traditioneel": true,')
    lines.append('  "kolommen": [')
    cols = ["    " + json.dumps(col, ensure_ascii=False) for col in data["kolommen"]]
    lines.append(",\n".join(cols))
    lines.append("  ],")
    lines.append(f'  "reserve": {json.dumps(data["reserve"], ensure_ascii=False)},')
    lines.append(f'  "verwijderd": {json.dumps(data["verwijderd"], ensure_ascii=False)}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def save(position: Position, path: str | os.PathLike[str]) -> None:
    """Write ``position`` as a deal file, atomically: a temporary file, then a rename.

    Raises :class:`OSError` when the file cannot be written; an existing file is then left
    as it was.
    """
    target = Path(path)
    tmp = target.with_name(target.name + ".tmp")
    try:
        tmp.write_text(dumps(position), encoding="utf-8")
        tmp.replace(target)
    except OSError:
        tmp.unlink(missing_ok=True)
        raise
