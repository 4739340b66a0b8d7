"""Build test positions from short text, so a test shows the table it plays on.

Each column is one string, cards bottom to top, names as in deal files::

    build(
        "3 | ruiten 3, hartenboer",          # 3 face-down cards, then two face-up cards
        "klaveren 6 | harten 7",             # the named face-down card, then harten 7
        "harten 5, harten 4",                # face-up cards only
        "",                                  # an empty column
        reserve="schoppen 8, schoppen 10, schoppenvrouw",
    )

Left of ``|`` are the face-down cards: a count (cards chosen for you) or names. Columns not
given are empty. Every card not named anywhere is laid face down at the bottom of column
``rest`` (0-based; by default the last column with a face-up card), so the position always
holds all 52 cards (twice for Double Scorpion). Filler cards are taken in new-deck order
(harten aas first). ``variant`` and ``traditional`` choose the game and rules.
"""

from __future__ import annotations

import random

from scorpion_a11y.game.cards import DECK, Card, Suit, run_of
from scorpion_a11y.game.deal import ColumnLayout, Position, Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import SCORPION, Variant, spec_of


def cards(text: str) -> list[Card]:
    """The cards of a comma-separated list of names (``"harten 5, schoppenheer"``)."""
    return [Card.from_name(name) for name in text.split(",") if name.strip()]


def build(
    *columns: str,
    reserve: str = "",
    removed: str = "",
    rules: Rules = Rules.KLASSIEK,
    rest: int | None = None,
    variant: Variant = Variant.SCORPION,
    traditional: bool = False,
) -> Position:
    """A complete position from short column texts (see the module doc)."""
    game_spec = spec_of(variant)
    n = game_spec.columns
    if len(columns) > n:
        raise ValueError(f"at most {n} columns")
    specs = [*columns, *([""] * (n - len(columns)))]
    removed_suits = tuple(Suit.from_key(key.strip()) for key in removed.split(",") if key.strip())
    named: list[Card] = [*cards(reserve)]
    for suit in removed_suits:
        named.extend(run_of(suit))
    parsed: list[tuple[str, list[Card]]] = []
    for spec in specs:
        down, bar, up = spec.rpartition("|")
        if not bar:
            down, up = "", spec
        face_up = cards(up)
        named.extend(face_up)
        if not down.strip().isdigit():
            named.extend(cards(down))
        parsed.append((down.strip(), face_up))
    if any(named.count(card) > game_spec.decks for card in named):
        raise ValueError("a card is named too often")
    spare = [card for card in DECK for _ in range(game_spec.decks - named.count(card))]
    layouts: list[ColumnLayout] = []
    for down, face_up in parsed:
        if down.isdigit():
            face_down, spare = spare[: int(down)], spare[int(down) :]
        else:
            face_down = cards(down)
        layouts.append(ColumnLayout(tuple(face_down), tuple(face_up)))
    if spare:
        if rest is None:
            rest = max((k for k, col in enumerate(layouts) if col.face_up), default=n - 1)
        target = layouts[rest]
        if not target.face_up:
            raise ValueError(f"{len(spare)} spare cards need face-up cards on column {rest}")
        layouts[rest] = ColumnLayout(tuple(spare) + target.face_down, target.face_up)
    return Position(
        tuple(layouts), tuple(cards(reserve)), removed_suits, rules, variant, traditional
    )


def game(
    *columns: str,
    reserve: str = "",
    removed: str = "",
    rules: Rules = Rules.KLASSIEK,
    rest: int | None = None,
    variant: Variant = Variant.SCORPION,
    traditional: bool = False,
) -> Game:
    """A :class:`Game` starting from the same arguments as :func:`build`."""
    return Game(
        build(
            *columns,
            reserve=reserve,
            removed=removed,
            rules=rules,
            rest=rest,
            variant=variant,
            traditional=traditional,
        )
    )


def face_up_rest(
    columns: list[tuple[list[str], list[str]]],
    removed: tuple[Suit, ...] = (),
    rules: Rules = Rules.KLASSIEK,
    *,
    reserve: list[str] | None = None,
) -> Position:
    """A complete position from (face-down names, face-up names) per column; every card not
    named (nor in the reserve or a removed run) goes face up on top of the last named column."""
    layouts = [
        ColumnLayout(tuple(Card.from_name(n) for n in down), tuple(Card.from_name(n) for n in up))
        for down, up in columns
    ]
    res = tuple(Card.from_name(n) for n in reserve or [])
    used = {c for lay in layouts for c in lay.cards} | set(res)
    used |= {c for s in removed for c in run_of(s)}
    rest = tuple(c for c in DECK if c not in used)
    layouts[-1] = ColumnLayout(layouts[-1].face_down, layouts[-1].face_up + rest)
    layouts += [ColumnLayout()] * (SCORPION.columns - len(layouts))
    return Position(tuple(layouts), res, removed, rules)


def reshuffled(game: Game, rng: random.Random) -> Game:
    """The same visible table, the hidden cards (face down and reserve) in another order."""
    position = game.position()
    hidden = [c for col in position.columns for c in col.face_down]
    if not position.spec.beside:
        hidden += list(position.reserve)
    before = list(hidden)
    for _ in range(20):  # another order, where there is one
        rng.shuffle(hidden)
        if hidden != before or len(set(hidden)) < 2:
            break
    it = iter(hidden)
    cols = tuple(
        ColumnLayout(tuple(next(it) for _ in col.face_down), col.face_up)
        for col in position.columns
    )
    reserve = position.reserve
    if not position.spec.beside:
        reserve = tuple(next(it) for _ in position.reserve)
    return Game(
        Position(
            cols, reserve, position.removed, position.rules, position.variant, position.traditional
        )
    )
