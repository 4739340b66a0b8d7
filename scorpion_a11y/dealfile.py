"""Deal files: any position as JSON, validated completely before anything changes.

The format (documented in ``docs/dealfile.md``), cards bottom to top, card names as the rule
document writes them::

    {"regels": "klassiek",
     "kolommen": [{"gedekt": ["klaveren 10", "schoppen 2", "ruiten 5"],
                   "open": ["ruiten 3", "hartenboer", "harten 10", "schoppen 3"]}, ...],
     "reserve": ["ruiten 2", "klaverenaas", "schoppen 5"],
     "verwijderd": []}

Errors are :class:`DealFileError` with a :class:`Problem` code and structured fields; the
narration layer turns them into sentences. Unknown keys are ignored, so files written by later
versions with extra keys still load.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from .cards import DECK, Card, Suit, run_of
from .deal import COLUMNS, ColumnLayout, Position, Rules


class Problem(Enum):
    UNREADABLE = "unreadable"  # detail: the OS error text
    NOT_JSON = "not_json"  # line, column
    NOT_AN_OBJECT = "not_an_object"
    MISSING_KEY = "missing_key"  # key
    BAD_RULES = "bad_rules"  # value
    COLUMN_COUNT = "column_count"  # count
    BAD_COLUMN = "bad_column"  # column (1-based), key
    NOT_A_CARD = "not_a_card"  # value, column (1-based) or None for the reserve
    BAD_RESERVE = "bad_reserve"  # count
    BAD_REMOVED = "bad_removed"  # value
    DUPLICATE_CARD = "duplicate_card"  # card
    MISSING_CARDS = "missing_cards"  # cards
    FACE_DOWN_UNCOVERED = "face_down_uncovered"  # column (1-based)


@dataclass
class DealFileError(ValueError):
    """A deal file that cannot be loaded. ``column`` is 1-based, as the player counts."""

    problem: Problem
    value: str | None = None
    column: int | None = None
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    count: int | None = None
    line: int | None = None

    def __str__(self) -> str:
        return f"{self.problem.value}: value={self.value!r} column={self.column} card={self.card}"


def _card(value: Any, column: int | None) -> Card:
    if not isinstance(value, str):
        raise DealFileError(Problem.NOT_A_CARD, value=json.dumps(value), column=column)
    try:
        return Card.from_name(value)
    except ValueError:
        raise DealFileError(Problem.NOT_A_CARD, value=value, column=column) from None


def _cards(value: Any, column: int | None, key: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        if column is None:
            raise DealFileError(Problem.BAD_RESERVE, value=json.dumps(value))
        raise DealFileError(Problem.BAD_COLUMN, value=key, column=column)
    return tuple(_card(v, column) for v in value)


def parse(data: Any) -> Position:
    """Validate decoded JSON ``data`` completely and return its position."""
    if not isinstance(data, dict):
        raise DealFileError(Problem.NOT_AN_OBJECT)
    for key in ("kolommen",):
        if key not in data:
            raise DealFileError(Problem.MISSING_KEY, value=key)
    raw_rules = data.get("regels", Rules.KLASSIEK.value)
    try:
        rules = Rules(raw_rules)
    except ValueError:
        raise DealFileError(Problem.BAD_RULES, value=str(raw_rules)) from None
    raw_columns = data["kolommen"]
    if not isinstance(raw_columns, list) or len(raw_columns) != COLUMNS:
        count = len(raw_columns) if isinstance(raw_columns, list) else 0
        raise DealFileError(Problem.COLUMN_COUNT, count=count)
    columns = []
    for n, raw in enumerate(raw_columns, start=1):
        if not isinstance(raw, dict):
            raise DealFileError(Problem.BAD_COLUMN, column=n)
        down = _cards(raw.get("gedekt", []), n, "gedekt")
        up = _cards(raw.get("open", []), n, "open")
        if down and not up:
            raise DealFileError(Problem.FACE_DOWN_UNCOVERED, column=n)
        columns.append(ColumnLayout(down, up))
    reserve = _cards(data.get("reserve", []), None, "reserve")
    if len(reserve) > 3:
        raise DealFileError(Problem.BAD_RESERVE, count=len(reserve))
    raw_removed = data.get("verwijderd", [])
    if not isinstance(raw_removed, list):
        raise DealFileError(Problem.BAD_REMOVED, value=json.dumps(raw_removed))
    removed = []
    for value in raw_removed:
        try:
            removed.append(Suit.from_key(str(value).strip()))
        except KeyError:
            raise DealFileError(Problem.BAD_REMOVED, value=str(value)) from None
    position = Position(tuple(columns), reserve, tuple(removed), rules)
    seen: set[Card] = set()
    for suit in removed:
        for card in run_of(suit):
            if card in seen:
                raise DealFileError(Problem.DUPLICATE_CARD, card=card)
            seen.add(card)
    for card in position.cards():
        if card in seen:
            raise DealFileError(Problem.DUPLICATE_CARD, card=card)
        seen.add(card)
    missing = tuple(card for card in DECK if card not in seen)
    if missing:
        raise DealFileError(Problem.MISSING_CARDS, cards=missing, count=len(missing))
    return position


def loads(text: str) -> Position:
    """Parse the text of a deal file."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise DealFileError(Problem.NOT_JSON, line=err.lineno, column=err.colno) from None
    except RecursionError:
        raise DealFileError(Problem.NOT_JSON) from None
    return parse(data)


def load(path: str | Path) -> Position:
    """Read and validate a deal file."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise DealFileError(Problem.UNREADABLE, value=str(path)) from err
    return loads(text)


def to_data(position: Position) -> dict[str, Any]:
    """The JSON-ready form of ``position``."""
    return {
        "regels": position.rules.value,
        "kolommen": [
            {"gedekt": [c.name for c in col.face_down], "open": [c.name for c in col.face_up]}
            for col in position.columns
        ],
        "reserve": [c.name for c in position.reserve],
        "verwijderd": [s.key for s in position.removed],
    }


def dumps(position: Position) -> str:
    """The text of a deal file for ``position``: one column per line, readable by people."""
    data = to_data(position)
    lines = [
        "{",
        f'  "regels": {json.dumps(data["regels"])},',
        '  "kolommen": [',
    ]
    cols = ["    " + json.dumps(col, ensure_ascii=False) for col in data["kolommen"]]
    lines.append(",\n".join(cols))
    lines.append("  ],")
    lines.append(f'  "reserve": {json.dumps(data["reserve"], ensure_ascii=False)},')
    lines.append(f'  "verwijderd": {json.dumps(data["verwijderd"], ensure_ascii=False)}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def save(position: Position, path: str | Path) -> None:
    """Write ``position`` as a deal file (atomically: a temporary file, then a rename)."""
    target = Path(path)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_text(dumps(position), encoding="utf-8")
    tmp.replace(target)
