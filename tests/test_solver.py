"""The solver: won lines replay in the engine, lost verdicts agree with a plain search."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from plain_search import plain_search

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import DECK, Card, Suit, run_of
from scorpion_a11y.game.deal import ColumnLayout, Position, Rules, deal
from scorpion_a11y.game.engine import DEAL_RESERVE, Game
from scorpion_a11y.solver import search
from scorpion_a11y.solver.search import Outcome, solve
from scorpion_a11y.solver.state import blocked, children, decode, from_position, key

SEED = Path(__file__).parent / "data" / "seed.json"


def engines() -> tuple[str, ...]:
    """The solvers to hold to the plain search: Python always, the compiled core when it is
    built (or must be: CI sets SCORPION_A11Y_REQUIRE_CORE, and then a missing core fails)."""
    if search._core is None and not os.environ.get("SCORPION_A11Y_REQUIRE_CORE"):
        return ("python",)
    return ("python", "c")


def solve_both(
    position: Position, traditional: bool, nodes: int, python_up_to: int | None = None
) -> Outcome:
    """Every engine's verdict, number of states and line are the same; a won line replays
    (the reserve only when stuck with ``traditional`` or a position of the traditional rules).

    ``python_up_to``: when the compiled core is tested too and its search takes more states
    than this, the Python search (some 50 times slower) is left out for this position: its
    verdict is then the core's alone, still held to the plain search by the caller."""
    kinds = engines()
    if python_up_to is not None and "c" in kinds:
        core = solve(
            position, time_limit=None, node_limit=nodes, traditional=traditional, engine="c"
        )
        if core.nodes > python_up_to:
            if core.outcome is Outcome.WON:
                assert replay(position, core.actions, traditional or position.traditional).won
            return core.outcome
    results = [
        solve(position, time_limit=None, node_limit=nodes, traditional=traditional, engine=e)
        for e in kinds
    ]
    assert tuple(r.engine for r in results) == kinds
    first = results[0]
    for other in results[1:]:
        assert (other.outcome, other.nodes, other.actions) == (
            first.outcome,
            first.nodes,
            first.actions,
        )
    if first.outcome is Outcome.WON:
        assert replay(position, first.actions, traditional or position.traditional).won
    return first.outcome


def replay(position: Position, actions, traditional: bool = False) -> Game:
    """Play ``actions`` in the real engine; in traditional mode the reserve only when no useful
    move is left."""
    game = Game(position)
    for action in actions:
        if traditional and action is DEAL_RESERVE:
            assert game.useful_moves() == []
        game.play(action)
    return game


def small_position(rng: random.Random, suits: int, rules: Rules = Rules.KLASSIEK) -> Position:
    """A random legal position with ``suits`` suits in play, cut from complete runs.

    Each run is cut into pieces that keep their order; the pieces are stacked at random on
    the columns, three random cards may form the reserve, and columns 1-4 get a random number
    of face-down cards. Such positions are small enough for the plain search.
    """
    playing = list(Suit)[:suits]
    pieces: list[list] = []
    for suit in playing:
        run = list(run_of(suit))
        cuts = sorted(rng.sample(range(1, 13), rng.randrange(1, 5)))
        pieces.extend(run[a:b] for a, b in zip([0, *cuts], [*cuts, 13], strict=True))
    rng.shuffle(pieces)
    reserve: list = []
    if rng.random() < 0.7:
        for _ in range(3):
            piece = rng.choice([p for p in pieces if p])
            reserve.append(piece.pop(rng.randrange(len(piece))))
    piles: list[list] = [[] for _ in range(7)]
    for piece in pieces:
        piles[rng.randrange(7)].extend(piece)
    columns = []
    for c, pile in enumerate(piles):
        down = rng.randrange(min(len(pile), 3)) if c < 4 and pile else 0
        columns.append(ColumnLayout(tuple(pile[:down]), tuple(pile[down:])))
    removed = tuple(s for s in Suit if s not in playing)
    return Position(tuple(columns), tuple(reserve), removed, rules)


def test_rule_document_game_is_won_and_replays() -> None:
    position = dealfile.load(SEED)
    for traditional in (False, True):
        result = solve(position, time_limit=None, node_limit=100_000, traditional=traditional)
        assert result.outcome is Outcome.WON
        game = replay(position, result.actions, traditional)
        assert game.won and len(game.removed) == 4


def test_numbered_deal_won_line_replays() -> None:
    result = solve(deal(16), time_limit=None, node_limit=200_000)
    assert result.outcome is Outcome.WON
    assert replay(deal(16), result.actions).won
    assert result.nodes > 0 and result.seconds >= 0


def test_lost_deal_agrees_with_plain_search() -> None:
    result = solve(deal(14), time_limit=None, node_limit=100_000)
    assert result.outcome is Outcome.LOST
    assert result.actions == ()
    assert plain_search(deal(14), 200_000) is False


@pytest.mark.parametrize("rules", [Rules.KLASSIEK, Rules.VERSOEPELD])
@pytest.mark.parametrize("traditional", [False, True])
def test_agrees_with_plain_search_on_small_positions(rules: Rules, traditional: bool) -> None:
    rng = random.Random(f"{rules.value}-{traditional}")
    compared = {True: 0, False: 0}
    for _ in range(24):
        position = small_position(rng, 2, rules)
        expected = plain_search(position, 1_000, stuck_only=traditional)
        if expected is None:
            continue
        outcome = solve_both(position, traditional, 500_000)
        assert outcome is (Outcome.WON if expected else Outcome.LOST), position
        compared[expected] += 1
    assert compared[True] >= 1 and compared[False] >= 1, compared


def test_traditional_never_deals_while_a_move_exists() -> None:
    rng = random.Random(7)
    checked = 0
    for _ in range(60):
        position = small_position(rng, 2)
        if not position.reserve:
            continue
        result = solve(position, time_limit=None, node_limit=200_000, traditional=True)
        if result.outcome is Outcome.WON and DEAL_RESERVE in result.actions:
            replay(position, result.actions, traditional=True)  # asserts inside
            checked += 1
    assert checked >= 2


def test_budget_gives_undecided() -> None:
    result = solve(deal(13), time_limit=None, node_limit=500)
    assert result.outcome is Outcome.UNDECIDED
    assert result.nodes <= 500
    assert not result.decided
    assert solve(deal(13), time_limit=0.0).outcome is Outcome.UNDECIDED


def test_won_position_needs_no_moves() -> None:
    empty = tuple(ColumnLayout() for _ in range(7))
    result = solve(Position(empty, (), tuple(Suit)))
    assert result.outcome is Outcome.WON and result.actions == ()


def test_solves_a_game_from_its_current_position() -> None:
    position = dealfile.load(SEED)
    game = Game(position)
    first = solve(position, time_limit=None, node_limit=100_000).actions
    for action in first[:10]:
        game.play(action)
    result = solve(game, time_limit=None, node_limit=100_000)
    assert result.outcome is Outcome.WON
    copy = game.copy()
    for action in result.actions:
        copy.play(action)
    assert copy.won
    assert game.moves == 10  # the game itself is untouched


def _swap(position: Position, a: int, b: int) -> Position:
    cols = list(position.columns)
    cols[a], cols[b] = cols[b], cols[a]
    return Position(tuple(cols), position.reserve, position.removed, position.rules)


def test_canonical_key_renames_only_interchangeable_columns() -> None:
    start = deal(3)
    assert key(from_position(_swap(start, 4, 6))) == key(from_position(start))
    assert key(from_position(_swap(start, 0, 1))) != key(from_position(start))
    dealt = Game(start)
    dealt.play(DEAL_RESERVE)
    after = dealt.position()
    assert key(from_position(_swap(after, 0, 5))) == key(from_position(after))


def test_state_counts_every_card() -> None:
    state = from_position(deal(5))
    assert state.left == len(DECK)


def _card(text: str):
    """``"5S"`` -> five of spades (ranks A 2-9 T J Q K; suits S H D C)."""
    rank = "A23456789TJQK".index(text[0]) + 1
    suit = {"S": Suit.SCHOPPEN, "H": Suit.HARTEN, "D": Suit.RUITEN, "C": Suit.KLAVEREN}[text[1]]
    return next(c for c in DECK if c.rank == rank and c.suit is suit)


def _blocked_position(down: list[list[str]], up: list[list[str]]) -> Position:
    """Spades and hearts in play, the given face-down/face-up cards, the rest stacked in order."""
    placed = {t for col in down + up for t in col}
    rest = [
        c
        for s in (Suit.SCHOPPEN, Suit.HARTEN)
        for c in run_of(s)
        if c not in {_card(t) for t in placed}
    ]
    columns = [
        ColumnLayout(tuple(_card(t) for t in d), tuple(_card(t) for t in u))
        for d, u in zip(down, up, strict=True)
    ]
    columns.append(ColumnLayout((), tuple(rest)))
    while len(columns) < 7:
        columns.append(ColumnLayout())
    removed = (Suit.RUITEN, Suit.KLAVEREN)
    return Position(tuple(columns), (), removed, Rules.KLASSIEK)


@pytest.mark.parametrize(
    ("down", "up"),
    [
        ([["6S"]], [["5S", "9H"]]),  # 5S lies on its own face-down successor
        ([["6S", "2H"]], [["5S"]]),  # ... deeper in the face-down pile
        ([["6S"], ["8H"]], [["7H"], ["5S"]]),  # two columns wait on each other
    ],
)
def test_blocked_positions_are_lost_by_plain_search(down, up) -> None:
    position = _blocked_position(down, up)
    assert blocked(from_position(position).cols)
    assert plain_search(position, 200_000) is False
    assert solve(position, time_limit=None).outcome is Outcome.LOST


def test_not_blocked_when_a_king_or_a_free_successor() -> None:
    assert not blocked(from_position(_blocked_position([["QS"]], [["KS"]])).cols)
    assert not blocked(from_position(_blocked_position([["6S"], ["8H"]], [["7H"], ["4S"]])).cols)


@pytest.mark.parametrize("rules", [Rules.KLASSIEK, Rules.VERSOEPELD])
def test_blocked_agrees_with_plain_search_on_random_positions(rules: Rules) -> None:
    """Every random small position the rule calls blocked is lost by the plain search, with
    the reserve still to deal counted (a successor there frees a card)."""
    rng = random.Random(f"blocked-{rules.value}")
    found = 0
    for _ in range(40):
        position = small_position(rng, 2, rules)
        state = from_position(position)
        if not blocked(state.cols, state.reserve, 1, rules is Rules.KLASSIEK):
            continue
        verdict = plain_search(position, 1_000)
        assert verdict is not True, position
        found += verdict is False
    assert found >= 3, found


def _cycle(texts: tuple[str, ...], rules: Rules = Rules.KLASSIEK) -> Position:
    position = _columns(*texts)
    return Position(position.columns, (), position.removed, rules)


#: Scorpion II's deal 4 in small: hartenacht on schoppenvrouw and schoppenboer on harten 9;
#: nothing lies face down, so no column waits on a face-down card (the first form of rule 4),
#: but each of the two cards can only leave by its own move, which needs the other first.
CYCLE = (
    "KS QS 8H 7H 6H 5H 4H 3H 2H AH",
    "KH QH JH TH 9H JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS",
)


def test_waiting_cycle_of_face_up_cards_is_lost_by_plain_search() -> None:
    position = _cycle(CYCLE)
    assert blocked(from_position(position).cols)
    assert plain_search(position, 200_000) is False
    result = solve(position, time_limit=None)
    assert (result.outcome, result.nodes) == (Outcome.LOST, 1)  # by the rule alone
    # The schoppenboer on a column of its own: no cycle, and won.
    free = _cycle(
        ("KS QS 8H 7H 6H 5H 4H 3H 2H AH", "KH QH JH TH 9H", "JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS")
    )
    assert not blocked(from_position(free).cols)
    assert plain_search(free, 200_000) is True
    assert solve(free, time_limit=None).outcome is Outcome.WON


def test_versoepeld_cycle_waits_on_every_card_one_higher() -> None:
    """Versoepeld: an eight may go onto either nine, so it waits on both; here both nines
    are covered by jacks that wait on both queens, covered by the eights: lost. In Klassiek
    the same table is a cycle too."""
    texts = (
        "KS QS 8H 7H 6H 5H 4H 3H 2H AH",
        "KH QH 8S 7S 6S 5S 4S 3S 2S AS",
        "TH 9H JS",
        "TS 9S JH",
    )
    for rules in (Rules.KLASSIEK, Rules.VERSOEPELD):
        position = _cycle(texts, rules)
        assert blocked(from_position(position).cols, b"", 1, rules is Rules.KLASSIEK)
        assert plain_search(position, 200_000) is False
        assert solve(position, time_limit=None).outcome is Outcome.LOST
    # Versoepeld: with one nine free (on top), nothing waits for good.
    open_nine = (
        "KS QS 8H 7H 6H 5H 4H 3H 2H AH",
        "KH QH 8S 7S 6S 5S 4S 3S 2S AS",
        "TH JS 9H",
        "TS 9S JH",
    )
    position = _cycle(open_nine, Rules.VERSOEPELD)
    assert not blocked(from_position(position).cols, b"", 1, False)
    expected = plain_search(position, 200_000)
    assert expected is not None
    assert solve(position, time_limit=None).outcome is (Outcome.WON if expected else Outcome.LOST)


def test_a_successor_in_the_reserve_frees_the_cycle() -> None:
    """Harten 9 still to deal lands on top of column 1, and the eight can go there: the
    rule must not fire (the verdict is the plain search's)."""
    texts = ("KH QH JH TH JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS", "KS QS 8H 7H 6H 5H 4H 3H 2H AH")
    start = _columns(*texts)
    position = Position(start.columns, (_card("9H"),), start.removed, Rules.KLASSIEK)
    state = from_position(position)
    assert not blocked(state.cols, state.reserve)
    expected = plain_search(position, 200_000)
    assert expected is not None
    assert solve(position, time_limit=None).outcome is (Outcome.WON if expected else Outcome.LOST)


def test_uncovered_run_left_on_a_column_is_removed_by_moving_its_king() -> None:
    """The engine removes runs only where cards land: a run left uncovered on a column is
    removed by moving its king to an empty column, which is not a mere renaming."""
    run = ColumnLayout((), tuple(run_of(Suit.HARTEN)))
    columns = (run, *(ColumnLayout() for _ in range(6)))
    removed = (Suit.RUITEN, Suit.KLAVEREN, Suit.SCHOPPEN)
    position = Position(columns, (), removed, Rules.KLASSIEK)
    assert plain_search(position, 60_000) is True
    for traditional in (False, True):
        result = solve(position, time_limit=None, traditional=traditional)
        assert result.outcome is Outcome.WON
        assert replay(position, result.actions, traditional).won


@pytest.mark.parametrize("traditional", [False, True])
def test_forced_moves_agree_with_plain_search(traditional: bool) -> None:
    """Without a reserve (or with traditional dealing) the forced move onto a sequence built
    up from a bare king applies; the verdicts must still match the plain search."""
    rng = random.Random(f"forced-{traditional}")
    compared = {True: 0, False: 0}
    for _ in range(30):
        position = small_position(rng, 2)
        if not traditional:
            position = Position(position.columns, (), position.removed, position.rules)
            if sum(len(c.face_down) + len(c.face_up) for c in position.columns) % 13:
                continue  # the reserve held cards: not a complete position without it
        expected = plain_search(position, 1_000, stuck_only=traditional)
        if expected is None:
            continue
        result = solve(position, time_limit=None, traditional=traditional)
        assert result.outcome is (Outcome.WON if expected else Outcome.LOST), position
        if expected:
            assert replay(position, result.actions, traditional).won
        compared[expected] += 1
    assert compared[True] >= 1 and compared[False] >= 1, compared


def _columns(*texts: str) -> Position:
    """Spades and hearts in play; each text is one column of face-up cards, bottom first."""
    columns = [ColumnLayout((), tuple(_card(t) for t in text.split())) for text in texts]
    columns += [ColumnLayout() for _ in range(7 - len(columns))]
    return Position(tuple(columns), (), (Suit.RUITEN, Suit.KLAVEREN), Rules.KLASSIEK)


@pytest.mark.parametrize(
    ("texts", "forced"),
    [
        # Rule 6: 4H..AH onto 5H; no king sequence anywhere.
        (
            (
                "2S 4H 3H 2H AH",
                "AS 5H",
                "6H 3S",
                "7H KS QS JS TS 9S 8S 7S 6S 5S 4S",
                "8H KH QH JH TH 9H",
            ),
            "4H",
        ),
        # Rule 5: 6H (with what lies on it) onto KH..7H.
        (
            (
                "KH QH JH TH 9H 8H 7H",
                "2S 6H 5S",
                "AS 5H",
                "4H KS QS JS TS 9S 8S 7S 6S 4S 3S 3H 2H AH",
            ),
            "6H",
        ),
    ],
)
def test_forced_move_is_the_only_child_and_keeps_the_verdict(texts, forced) -> None:
    position = _columns(*texts)
    kids = children(from_position(position), klassiek=True, traditional=False)
    assert [Card.from_index(decode(k.action)[0]) for k in kids] == [_card(forced)]
    expected = plain_search(position, 200_000)
    assert expected is not None
    result = solve(position, time_limit=None)
    assert result.outcome is (Outcome.WON if expected else Outcome.LOST)
    if expected:
        assert replay(position, result.actions).won


def _table(*texts: str, rules: Rules = Rules.KLASSIEK) -> Position:
    """Spades and hearts in play; each text is one column, bottom first, face-down cards
    before a ``|`` (``"9H 7H | 5S 4S"``)."""
    columns = []
    for text in texts:
        down, _, up = text.rpartition("|")
        columns.append(
            ColumnLayout(tuple(_card(t) for t in down.split()), tuple(_card(t) for t in up.split()))
        )
    columns += [ColumnLayout() for _ in range(7 - len(columns))]
    return Position(tuple(columns), (), (Suit.RUITEN, Suit.KLAVEREN), rules)


#: Kings wait too (rule 4): schoppenheer lies on schoppen 6, with harten 2 on it, and no column
#: is empty. Schoppen 5 (on face-down cards) waits on the king (it covers schoppen 6); every
#: other card that must move waits on schoppen 5 (its successor lies face down under it), and
#: so do the cards that could empty a column first and harten 2, the card that keeps the king's
#: run from being completed. The king can leave schoppen 6 only onto an empty column or with
#: its run removed; neither can come first. Without kings waiting, schoppen 5 would be free.
KING_WAITS = (
    "8H 6S KS 2H AH",
    "9H 7H 7S JH QH 9S QS 6H 3H | 5S 4S 3S 2S AS",
    "TH",
    "8S TS",
    "JS",
    "KH",
    "5H 4H",
)


def test_a_king_that_waits_for_an_empty_column_is_lost_by_plain_search() -> None:
    position = _table(*KING_WAITS)
    assert blocked(from_position(position).cols)
    if search._core is not None:
        assert search._core.blocked(from_position(position).cols)
    assert plain_search(position, 200_000) is False
    result = solve(position, time_limit=None)
    assert (result.outcome, result.nodes) == (Outcome.LOST, 1)  # by the rule alone
    # Schoppenboer on the harten heer: a column is empty, so the king is free, and so are the
    # cards that waited on it.
    texts = [t for t in KING_WAITS if t != "JS"]
    texts[4] = "KH JS"
    free = _table(*texts)
    assert not blocked(from_position(free).cols)
    expected = plain_search(free, 200_000)
    assert expected is not None
    assert solve(free, time_limit=None).outcome is (Outcome.WON if expected else Outcome.LOST)


@pytest.mark.parametrize("rules", [Rules.KLASSIEK, Rules.VERSOEPELD])
def test_kings_waiting_agrees_with_plain_search_near_the_example(rules: Rules) -> None:
    """Tables made from the example by swapping cards at random (some with an empty column,
    some with a card face up that was face down): every one the rule calls blocked is not won
    by the plain search, in Klassiek and Versoepeld."""
    rng = random.Random(f"kings-{rules.value}")
    base = [
        [t.split() for t in (text.rpartition("|")[0], text.rpartition("|")[2])]
        for text in KING_WAITS
    ]
    found = 0
    for _ in range(60):
        cols = [[list(part) for part in col] for col in base]
        places = [
            (c, p, k)
            for c, col in enumerate(cols)
            for p, part in enumerate(col)
            for k in range(len(part))
        ]
        for _ in range(rng.randrange(1, 4)):
            (c1, p1, k1), (c2, p2, k2) = rng.sample(places, 2)
            cols[c1][p1][k1], cols[c2][p2][k2] = cols[c2][p2][k2], cols[c1][p1][k1]
        if rng.random() < 0.3 and cols[1][0]:
            cols[1][1].insert(0, cols[1][0].pop())  # the top face-down card face up
        if rng.random() < 0.2:
            cols[rng.randrange(6)][1] += cols[6][0] + cols[6][1]  # column 7 onto another
            cols[6] = [[], []]
        texts = [" ".join(down) + " | " + " ".join(up) for down, up in cols if down or up]
        position = _table(*texts, rules=rules)
        state = from_position(position)
        klassiek = rules is Rules.KLASSIEK
        is_blocked = blocked(state.cols, state.reserve, 1, klassiek)
        if search._core is not None:  # the compiled core gives the same answer
            assert search._core.blocked(state.cols, state.reserve, klassiek=klassiek) == is_blocked
        if not is_blocked:
            continue
        verdict = plain_search(position, 3_000)
        assert verdict is not True, texts
        found += verdict is False
    assert found >= 5, found
