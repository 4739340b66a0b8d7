"""Odds without peeking: arrangements of the hidden cards a fair opponent would consider.

The player sees the face-up cards, the cards beside the table (Three Blind Mice), the removed
runs and how many cards lie face down in each column and in the reserve. Every card of the game
that is none of these is *hidden*; which hidden card lies where is unknown. :func:`arrangements`
draws arrangements of the hidden cards onto the hidden places (each face-down place and each
reserve place) uniformly at random, from a list of the hidden cards sorted by value, with a
random generator seeded from the visible table and the caller's seed only. When the hidden cards
can lie in only a few ways (no more than were asked for: one face-down card left, say), it gives
every possible arrangement once instead, so that an answer over them is certain and never counts
more arrangements than exist (:func:`possible`). The actual order of
the hidden cards is therefore never read: the same visible table gives the same arrangements,
whatever lies face down (``tests/test_sample.py`` checks this by permuting the hidden cards).

:func:`odds` solves arrangements with the full-information solver (the compiled core when
built) under a budget of searched states per arrangement and of CPU time in all, as many as the
time allows up to :data:`SAMPLES` (at least :data:`MIN_SAMPLES` are counted: one not reached is
undecided); it counts how many are won, lost and undecided, and whether they were every possible
arrangement (``exact``: then "won in none" is a proof, not a sample).

What this cannot know: a card the player saw earlier and that was turned face down again by an
undo is treated as unseen (the arrangements may put any hidden card there); and each arrangement
is solved as if the whole arrangement were known, so "won in 7 of 10" is an upper bound on what a
player who does not see the cards can expect (he may choose a move that only wins in some
arrangements).
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..game.cards import Card, Suit
from ..game.deal import ColumnLayout, Position, Rules
from ..game.engine import Game
from ..game.rules import Variant
from .search import Outcome, SolveResult, solve
from .state import State, core_parameters, from_position

try:
    from . import _core
except ImportError:  # not built: the Python search
    _core = None  # type: ignore[assignment]

#: Arrangements drawn for one answer at most (as many as the hint tries), and at least (one not
#: reached in time then counts as undecided). Ten were too few: a position that wins in 1 of 30
#: arrangements was called lost (trial 3, item 1).
SAMPLES = 64
MIN_SAMPLES = 10
#: Searched states per arrangement (the memory bound: the core stores about 15 bytes per
#: state, so at most about 3 MB per search), CPU seconds for all arrangements together (the
#: answer says at once that it is thinking), and the share of it one arrangement may take.
STATES_PER_SAMPLE = 200_000
CPU_SECONDS = 1.0
ONE_SHARE = 0.2
#: Searched states for one arrangement at most when there are few (about 15 MB of table).
FEW_STATES = 1_000_000


def hidden_cards(game: Game) -> list[Card]:
    """The cards the player does not know, sorted by value (never in their actual order):
    neither face up, nor beside the table, nor removed, nor seen before an undo turned them
    face down again (:meth:`Game.seen_face_down`, :attr:`Game.reserve_seen`)."""
    count: Counter[Card] = Counter()
    for card in _every_card(game):
        count[card] += 1
    places = 0
    for c in range(game.columns):
        known = game.seen_face_down(c)
        for card in game.face_up(c) + known:
            count[card] -= 1
        places += game.face_down_count(c) - len(known)
    for card in game.beside:
        count[card] -= 1
    for suit in game.removed:
        for card in _suit(suit):
            count[card] -= 1
    if game.reserve_seen:
        for card in game.reserve:
            count[card] -= 1
    elif not game.spec.beside:
        places += len(game.reserve)
    cards = sorted((card for card, n in count.items() for _ in range(n)), key=_order)
    if len(cards) != places:  # cannot happen in a game the engine accepted
        raise ValueError("hidden cards and hidden places differ")
    return cards


def _order(card: Card) -> int:
    return card.index


def _suit(suit: Suit) -> list[Card]:
    return [card for card in _deck() if card.suit is suit]


def _deck() -> list[Card]:
    return [Card.from_index(i) for i in range(52)]


def _every_card(game: Game) -> list[Card]:
    return _deck() * game.spec.decks


def visible_key(game: Game) -> bytes:
    """What the player sees of the table, as bytes (the seed of the arrangements); and what
    he saw before an undo, when anything (so a game without an undo keeps its seeds)."""
    parts = [game.variant.value.encode(), game.rules.value.encode(), bytes([game.traditional])]
    for c in range(game.columns):
        parts.append(bytes([game.face_down_count(c)]) + bytes(x.index for x in game.face_up(c)))
    parts.append(bytes(x.index for x in game.beside))
    parts.append(bytes([0 if game.spec.beside else len(game.reserve)]))
    parts.append(bytes(int(s) for s in game.removed))
    if game.remembers:
        for c in range(game.columns):
            parts.append(b"seen" + bytes(x.index for x in game.seen_face_down(c)))
        if game.reserve_seen:
            parts.append(b"reserve" + bytes(x.index for x in game.reserve))
    return b"\xff".join(parts)


def _rng(game: Game, seed: int) -> random.Random:
    digest = hashlib.sha256(visible_key(game) + seed.to_bytes(8, "big", signed=True)).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def possible(cards: list[Card]) -> int:
    """In how many different ways ``cards`` can lie on their places (a card that is there twice,
    in Double Scorpion, makes two orders the same)."""
    total = math.factorial(len(cards))
    for n in Counter(cards).values():
        total //= math.factorial(n)
    return total


def _every_order(cards: list[Card]) -> list[list[Card]]:
    """Every different order of ``cards`` (sorted by value), in lexicographic order."""
    order = sorted(cards, key=_order)
    result = [list(order)]
    while True:  # the next permutation, skipping equal ones
        i = len(order) - 2
        while i >= 0 and _order(order[i]) >= _order(order[i + 1]):
            i -= 1
        if i < 0:
            return result
        j = len(order) - 1
        while _order(order[j]) <= _order(order[i]):
            j -= 1
        order[i], order[j] = order[j], order[i]
        order[i + 1 :] = reversed(order[i + 1 :])
        result.append(list(order))


def arrangements(game: Game, count: int = SAMPLES, seed: int = 0) -> list[Position]:
    """``count`` positions that look exactly like ``game`` to the player, the hidden cards
    arranged at random (seeded by ``seed`` and the visible table only); or, when the hidden
    cards can lie in at most ``count`` ways, each of those once (fewer than ``count``)."""
    cards = hidden_cards(game)
    position = game.position()
    known = _seen_places(game)
    if possible(cards) <= count:
        return [_fill(position, order, known) for order in _every_order(cards)]
    rng = _rng(game, seed)
    result = []
    for _ in range(count):
        order = list(cards)
        rng.shuffle(order)
        result.append(_fill(position, order, known))
    return result


def _seen_places(game: Game) -> tuple[tuple[tuple[Card, ...], ...], bool]:
    """Per column the face-down cards seen before (the top of the pile), and whether the
    reserve was: they keep their places in every arrangement."""
    return tuple(game.seen_face_down(c) for c in range(game.columns)), game.reserve_seen


def sampled_states(game: Game, seed: int = 0) -> Iterator[State]:
    """The arrangements of :func:`arrangements` (the same ones, in the same order; without
    end unless the hidden cards can lie in at most :data:`SAMPLES` ways) as the solver's
    states: the face-up cards and the hidden cards in compact form, without building a
    position for each."""
    hidden = hidden_cards(game)
    cards = bytes(card.index for card in hidden)
    rng = _rng(game, seed)
    few = possible(hidden) <= SAMPLES  # as arrangements(): each possible order once, then end
    every = iter(_every_order(hidden)) if few else None
    shape = [
        (
            game.face_down_count(c),
            game.face_down_count(c) - len(game.seen_face_down(c)),
            bytes(x.index for x in game.seen_face_down(c) + game.face_up(c)),
        )
        for c in range(game.columns)
    ]
    beside = bytes(x.index for x in game.beside)
    seen_reserve = bytes(x.index for x in game.reserve) if game.reserve_seen else None
    left = sum(game.face_down_count(c) + len(game.face_up(c)) for c in range(game.columns))
    if game.spec.beside:
        left += len(beside)
    while True:
        if every is not None:
            one = next(every, None)
            if one is None:
                return
            order = bytearray(card.index for card in one)
        else:
            order = bytearray(cards)
            rng.shuffle(order)
        cols = []
        at = 0
        for down, unknown, up in shape:
            cols.append(bytes([down]) + bytes(order[at : at + unknown]) + up)
            at += unknown
        if game.spec.beside:
            reserve = beside
        else:
            reserve = seen_reserve if seen_reserve is not None else bytes(order[at:])
        yield State(tuple(cols), reserve, left + (0 if game.spec.beside else len(reserve)))


#: Arrangements lately decided (won or lost: a fact about the arrangement, whatever the
#: limits of the search that found it), the most recent kept. The hint and ``kan het nog``
#: draw the same arrangements of a table first, so an arrangement the hint decided is not
#: left undecided by the odds a moment later (trial 5: the hint said "wins in 17 of the 17
#: I tried" and kan het nog "at least 11 of 16; 5 not decided in time").
#: With each, the states its search took: a search with a smaller limit would not have
#: decided it, so the hint, whose choice must not depend on what was asked before (the same
#: position gives the same hint), takes a remembered answer only within its own limit.
DECIDED = 50_000
_Key = tuple[Variant, Rules, bool, State, tuple[State, ...]]
_decided: dict[_Key, tuple[Outcome, int]] = {}


def _kind(position: Position) -> tuple[Variant, Rules, bool]:
    return position.variant, position.rules, position.traditional


def _known(key: _Key) -> tuple[Outcome, int] | None:
    return _decided.get(key)


def learned(position: Position, outcome: Outcome, nodes: int) -> None:
    """Remember what a search from ``position`` (nothing avoided) decided, for the odds: the
    hint's plan (few ways of the hidden cards) solves whole positions (trial 10: the hint said
    "niet meer te winnen, elke mogelijke verdeling geprobeerd" and kan het nog "Weet ik niet"
    on the same table)."""
    _learn((*_kind(position), from_position(position), ()), outcome, nodes)


def _learn(key: _Key, outcome: Outcome, nodes: int) -> None:
    if outcome is Outcome.UNDECIDED:
        return
    if len(_decided) >= DECIDED:
        del _decided[next(iter(_decided))]  # the oldest
    _decided[key] = (outcome, nodes)


class StateSolver:
    """Solves states of one game and rule set: the compiled core when built, else the Python
    search (through a position). Answers the outcome only; an arrangement decided lately
    (:data:`DECIDED`) is not searched again."""

    def __init__(self, game: Game) -> None:
        self._template = game.position()
        self._kind = _kind(self._template)
        self._parameters = core_parameters(
            game.spec, game.rules is Rules.KLASSIEK, False, game.traditional
        )
        #: The states the last search searched (the hint's budget counts them).
        self.nodes = 0

    def __call__(
        self, state: State, states: int, seconds: float, avoid: tuple[State, ...] = ()
    ) -> Outcome:
        """Whether ``state`` is won, lost or undecided within ``states`` searched states and
        ``seconds`` of CPU time. ``avoid``: states the search may not pass through (the
        tables the player has had, which the hint does not lead back to): LOST then means
        "not won without passing through one of them"."""
        key = (*self._kind, state, avoid)
        known = _known(key)
        if known is not None and known[1] <= states:
            self.nodes = known[1]  # counted as the search it saves would have counted
            return known[0]
        outcome = self._search(state, states, seconds, avoid)
        _learn(key, outcome, self.nodes)
        return outcome

    def _search(
        self, state: State, states: int, seconds: float, avoid: tuple[State, ...] = ()
    ) -> Outcome:
        if _core is not None:
            try:
                code = self._compiled(state, states, seconds, avoid)
            except NotImplementedError:  # a table the core cannot hold (more copies than decks)
                pass
            else:
                return (Outcome.WON, Outcome.LOST, Outcome.UNDECIDED)[code]
        # the Python search has no way to avoid states: it may count a win that passes
        # through one (the hint without the compiled core is the weaker one anyway)
        result = solve_budgeted(_position(state, self._template), states, seconds)
        self.nodes = result.nodes
        return result.outcome

    def _compiled(
        self, state: State, states: int, seconds: float, avoid: tuple[State, ...] = ()
    ) -> int:
        assert _core is not None
        code: int
        nodes: int
        code, _, nodes, _, _ = _core.solve(
            state.cols,
            state.reserve,
            state.left,
            time_limit=max(seconds, 0.001),
            max_nodes=states,
            cpu_clock=True,
            avoid=[(other.cols, other.reserve) for other in avoid],
            **self._parameters,  # type: ignore[arg-type]
        )
        self.nodes = nodes
        return code


def _position(state: State, template: Position) -> Position:
    """A position holding ``state``'s cards (the rest from ``template``; the Python search
    does not read the removed runs)."""
    columns = tuple(
        ColumnLayout(
            tuple(Card.from_index(x) for x in col[1 : col[0] + 1]),
            tuple(Card.from_index(x) for x in col[col[0] + 1 :]),
        )
        for col in state.cols
    )
    reserve = tuple(Card.from_index(x) for x in state.reserve)
    return Position(
        columns,
        reserve,
        template.removed,
        template.rules,
        template.variant,
        template.traditional,
    )


def _fill(
    position: Position,
    order: list[Card],
    known: tuple[tuple[tuple[Card, ...], ...], bool],
) -> Position:
    """``position`` with the hidden cards of ``order`` on its unknown places, the ``known``
    ones (:func:`_seen_places`) where they are."""
    columns = []
    at = 0
    seen, reserve_seen = known
    for column, top in zip(position.columns, seen, strict=True):
        unknown = len(column.face_down) - len(top)
        columns.append(ColumnLayout(tuple(order[at : at + unknown]) + top, column.face_up))
        at += unknown
    reserve = position.reserve
    if not position.spec.beside and not reserve_seen:
        reserve = tuple(order[at : at + len(reserve)])
    return Position(
        tuple(columns),
        reserve,
        position.removed,
        position.rules,
        position.variant,
        position.traditional,
    )


@dataclass(frozen=True, slots=True)
class Odds:
    """How many drawn arrangements of the hidden cards are won, lost, or undecided.

    ``hidden`` is the number of hidden cards: with none, one arrangement says it all.
    ``exact``: the arrangements counted are every possible one (so "lost in all" is certain)."""

    won: int
    lost: int
    undecided: int
    hidden: int
    exact: bool = False

    @property
    def samples(self) -> int:
        return self.won + self.lost + self.undecided


def odds(
    game: Game,
    count: int = SAMPLES,
    seed: int = 0,
    states: int = STATES_PER_SAMPLE,
    cpu_seconds: float = CPU_SECONDS,
    stop: Callable[[], bool] | None = None,
) -> Odds:
    """Solve up to ``count`` arrangements (every possible one when there are no more than
    that; one when nothing is hidden); each gets ``states`` searched states and at most
    :data:`ONE_SHARE` of ``cpu_seconds``, all together ``cpu_seconds`` of CPU time. When the
    time is up, the arrangements not reached are left out, except that the first
    :data:`MIN_SAMPLES` (or all, when they are every possible one) are always counted, as
    undecided when not reached. ``stop`` (asked between arrangements) ends early too."""
    cards = hidden_cards(game)
    every = arrangements(game, count, seed)
    exact = len(every) == possible(cards)
    must = len(every) if exact else min(MIN_SAMPLES, len(every))
    # few arrangements (few hidden cards, or none): each may take its part of the whole time,
    # and more states (trial 10: "1 van de 1 verdeling niet op tijd beslist" where the hint,
    # with its own budget, found the win)
    share = max(ONE_SHARE, 1.0 / max(len(every), 1))
    states = max(states, min(FEW_STATES, states * count // max(len(every), 1)))
    won = lost = undecided = 0
    start = time.process_time()
    for i, position in enumerate(every):
        left = cpu_seconds - (time.process_time() - start)
        if left <= 0.01 or (stop is not None and stop()):
            undecided += max(must - i, 0)
            break
        key = (*_kind(position), from_position(position), ())  # nothing avoided
        known = _known(key)
        if known is not None:
            outcome = known[0]
        else:
            result = solve_budgeted(position, states, min(left, cpu_seconds * share))
            outcome = result.outcome
            _learn(key, outcome, result.nodes)
        if outcome is Outcome.WON:
            won += 1
        elif outcome is Outcome.LOST:
            lost += 1
        else:
            undecided += 1
    counted = won + lost + undecided
    return Odds(won, lost, undecided, len(cards), exact and counted == len(every))


def solve_budgeted(
    position: Position, states: int, seconds: float, deal_early: bool = True
) -> SolveResult:
    """One bounded search: at most ``states`` states and ``seconds`` of CPU time
    (``deal_early``: see :func:`.search.solve`)."""
    return solve(
        position,
        time_limit=max(seconds, 0.01),
        node_limit=states,
        cpu_clock=True,
        deal_early=deal_early,
    )
