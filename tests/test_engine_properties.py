"""Property tests: long random sequences of legal actions, undo and redo, both rule sets.

Games start either from a numbered deal or from an "arranged" position (the runs cut into
pieces and spread over the columns), where random play often removes runs and wins,
so those paths are exercised as much as ordinary moves.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorpion_a11y.game.cards import DECK, Card, Rank, Suit, run_of
from scorpion_a11y.game.deal import MAX_DEAL, MIN_DEAL, ColumnLayout, Position, Rules, deal
from scorpion_a11y.game.engine import DEAL_RESERVE, UNDO_LIMIT, Game, Move, Place
from scorpion_a11y.game.events import (
    CardsMoved,
    CardTurned,
    Event,
    GameWon,
    MoveRefused,
    Redone,
    ReserveDealt,
    RunRemoved,
    ScoreChanged,
    Undone,
)

STEPS = UNDO_LIMIT  # at most 100 actions, so that everything can be undone


def arranged(rng: random.Random, rules: Rules) -> Position:
    """The runs cut into pieces and spread over the columns, a few cards face down.

    Sometimes up to three runs are already removed, so that random play wins now and then.
    """
    pieces: list[list[Card]] = []
    suits = list(Suit)
    rng.shuffle(suits)
    removed = tuple(suits[: rng.choice((0, 0, 1, 2, 3))])
    for suit in suits[len(removed) :]:
        run = list(run_of(suit))
        cuts = sorted(rng.sample(range(1, 13), rng.randint(1, 5)))
        pieces += [run[a:b] for a, b in zip([0, *cuts], [*cuts, 13], strict=True)]
    rng.shuffle(pieces)
    reserve: list[Card] = []
    if rng.random() < 0.5:
        flat = [card for piece in pieces for card in piece]
        reserve = rng.sample(flat, 3)
        pieces = [[card for card in piece if card not in reserve] for piece in pieces]
        pieces = [piece for piece in pieces if piece]
    columns: list[list[Card]] = [[] for _ in range(7)]
    for piece in pieces:
        columns[rng.randrange(7)].extend(piece)
    layouts = []
    for cards in columns:
        down = rng.randint(0, max(0, min(3, len(cards) - 1)))
        kings = [i for i, card in enumerate(cards) if card.rank == Rank.HEER and 0 < i <= 4]
        if kings and rng.random() < 0.7:
            down = kings[0]  # a run built on this king uncovers a face-down card when removed
        layouts.append(ColumnLayout(tuple(cards[:down]), tuple(cards[down:])))
    return Position(tuple(layouts), tuple(reserve), removed, rules)


@st.composite
def starts(draw: Any, arranged_start: bool | None = None) -> tuple[Position, random.Random]:
    """A numbered deal or an arranged position (either, unless ``arranged_start`` says)."""
    rules = draw(st.sampled_from(list(Rules)))
    # A standard Random seeded by Hypothesis: a line of play makes some 500 random choices,
    # and drawn one by one from Hypothesis's data they overran it in about a third of the
    # examples (each thrown away after being played, 27% of the test's time in all)
    rng = draw(st.randoms(use_true_random=True))
    if arranged_start is None:
        arranged_start = not draw(st.booleans())
    if not arranged_start:
        return deal(draw(st.integers(MIN_DEAL, MAX_DEAL)), rules), rng
    return arranged(rng, rules), rng


class Model:
    """The table rebuilt from the events alone: what narration can know without the board."""

    def __init__(self, position: Position) -> None:
        self.cols = [list(col.cards) for col in position.columns]
        self.hidden = [len(col.face_down) for col in position.columns]
        self.reserve = list(position.reserve)
        self.removed = list(position.removed)
        self.score = 0

    def position(self, rules: Rules) -> Position:
        return Position(
            tuple(
                ColumnLayout(tuple(col[:h]), tuple(col[h:]))
                for col, h in zip(self.cols, self.hidden, strict=True)
            ),
            tuple(self.reserve),
            tuple(self.removed),
            rules,
        )

    def top_level(self, events: tuple[Event, ...]) -> None:
        changes = [e for e in events if isinstance(e, ScoreChanged)]
        assert len(changes) == 1, events
        for event in events:
            if isinstance(event, Undone):
                for inner in reversed(event.events):
                    self.revert(inner)
            elif isinstance(event, Redone):
                for inner in event.events:
                    self.apply(inner)
            elif isinstance(event, ScoreChanged):
                self.score += event.points
                assert event.score == self.score
            else:
                self.apply(event)

    def apply(self, event: Event) -> None:
        if isinstance(event, CardsMoved):
            src, dst = self.cols[event.from_column], self.cols[event.to_column]
            group = [event.card, *event.carried]
            assert src[-len(group) :] == group
            assert (dst[-1] if dst else None) == event.onto
            del src[-len(group) :]
            dst.extend(group)
        elif isinstance(event, CardTurned):
            col = self.cols[event.column]
            assert self.hidden[event.column] == len(col) and col[-1] == event.card
            self.hidden[event.column] -= 1
        elif isinstance(event, RunRemoved):
            col = self.cols[event.column]
            assert tuple(col[-13:]) == run_of(event.suit)
            del col[-13:]
            self.removed.append(event.suit)
        elif isinstance(event, ReserveDealt):
            assert [card for card, _ in event.placements] == self.reserve
            assert [c for _, c in event.placements] == list(range(len(self.reserve)))
            for card, c in event.placements:
                self.cols[c].append(card)
            self.reserve = []
        elif isinstance(event, GameWon):
            assert len(self.removed) == 4
        elif not isinstance(event, ScoreChanged):  # inner score changes repeat the top level
            raise AssertionError(f"unexpected event {event!r}")

    def revert(self, event: Event) -> None:
        if isinstance(event, CardsMoved):
            group = [event.card, *event.carried]
            dst = self.cols[event.to_column]
            assert dst[-len(group) :] == group
            del dst[-len(group) :]
            self.cols[event.from_column].extend(group)
        elif isinstance(event, CardTurned):
            self.hidden[event.column] += 1
        elif isinstance(event, RunRemoved):
            assert self.removed.pop() == event.suit
            self.cols[event.column].extend(run_of(event.suit))
        elif isinstance(event, ReserveDealt):
            self.reserve = [card for card, _ in event.placements]
            for card, c in event.placements:
                assert self.cols[c].pop() == card


def all_moves_by_rule(game: Game) -> set[Move]:
    """Every move the engine accepts, found by asking it about every card and column."""
    return {
        Move(card, to) for card in DECK for to in range(7) if game.check(Move(card, to)) is None
    }


def pointless(game: Game, move: Move) -> bool:
    """A king lying alone at the bottom of its column, moved onto another empty column,
    unless a complete run lies on top of the column (landing removes it), or the reserve is
    still to be dealt and the two columns differ in what it deals onto them: a reserve
    column gets its own reserve card, the others none (then the move decides where the
    reserve cards land)."""
    loc = game.locate(move.card)
    assert loc.column is not None
    spec = game.spec
    if game.reserve and not spec.beside:
        dealt_onto = set(spec.reserve_columns)
        if {loc.column, move.to} & dealt_onto and loc.column != move.to:
            return False
    return (
        move.card.rank == Rank.HEER
        and loc.index == 0
        and not game.column(move.to)
        and not ends_in_complete_run(game.column(loc.column))
    )


def ends_in_complete_run(cards: tuple[Card, ...]) -> bool:
    """The top 13 cards are one suit from king to ace, bottom to top (written out here, not
    the engine's own check)."""
    return len(cards) >= 13 and list(cards[-13:]) == list(run_of(cards[-13].suit))


def check_invariants(game: Game) -> None:
    position = game.position()
    held = [*position.cards(), *(card for suit in position.removed for card in run_of(suit))]
    assert sorted(held) == list(DECK)  # all 52, each once
    for c, col in enumerate(position.columns):
        assert not col.face_down or col.face_up  # no face-down card above a face-up one
        for i, card in enumerate(col.cards):
            found = game.locate(card)
            assert found.place is Place.COLUMN
            assert (found.column, found.index) == (c, i)
            assert found.face_up == (i >= len(col.face_down))
    assert game.won == (len(position.removed) == 4)
    assert len(position.reserve) in (0, 3) or not game.reserve_dealt


def play_randomly(game: Game, rng: random.Random, model: Model, steps: int) -> list[str]:
    """Random legal actions, undos and redos; checks every step; returns what was done."""
    done: list[str] = []
    for step in range(steps):
        legal = game.legal_moves()
        # The engine asked about every card and column (364 checks, three quarters of the
        # test's time) on every second position of the line: 3,000 positions over the 60
        # lines; on the others each listed move must be accepted.
        if step % 2 == 0:
            assert set(legal) == {m for m in all_moves_by_rule(game) if not pointless(game, m)}
        else:
            assert all(game.check(m) is None for m in legal)
        assert len(set(legal)) == len(legal)
        assert game.has_legal_action() == bool(legal or game.reserve)
        options: list[Any] = list(legal)
        if game.reserve:
            options.append(DEAL_RESERVE)
        if game.can_undo and rng.random() < 0.15:
            options = ["undo"]
        elif game.can_redo and rng.random() < 0.3:
            options = ["redo"]
        if not options:
            break
        choice = rng.choice(options)
        before = game.score
        if choice == "undo":
            events = game.undo()
        elif choice == "redo":
            events = game.redo()
        else:
            events = game.play(choice)
            assert game.score >= before  # a move never lowers the score
            assert isinstance(events[-1], GameWon) == game.won
        done.append(str(choice))
        model.top_level(events)
        assert model.position(game.rules) == game.position()
        assert model.score == game.score
        check_invariants(game)
        refused = Move(rng.choice(DECK), rng.randrange(-1, 8))
        if game.check(refused) is not None:
            snapshot = (game.position(), game.score, game.moves, game.can_redo)
            try:
                game.play(refused)
            except MoveRefused as err:
                assert err.refusal == game.check(refused)
            else:
                raise AssertionError("a refused move was played")
            assert (game.position(), game.score, game.moves, game.can_redo) == snapshot
    return done


# One case per kind of start (30 examples each, each up to 100 checked actions; 60 before,
# 21 s CPU), so the two halves run on two cores. tests/test_fuzz_games.py plays every game and
# rule set at random through the session as well.
@pytest.mark.parametrize("arranged_start", [False, True], ids=["numbered", "arranged"])
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_play_keeps_every_invariant_and_its_line_replays(
    arranged_start: bool, data: st.DataObject
) -> None:
    position, rng = data.draw(starts(arranged_start))
    game = Game(position)
    model = Model(position)
    check_invariants(game)
    play_randomly(game, rng, model, STEPS)
    # replaying the line from the start gives the same game
    again = Game(game.start)
    for action in game.line():
        again.play(action)
    assert again.position() == game.position() and again.score == game.score


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(starts())
def test_undoing_everything_restores_the_start_and_redo_replays_it(
    start: tuple[Position, random.Random],
) -> None:
    position, rng = start
    game = Game(position)
    game_line: list[Position] = [game.position()]
    scores = [0]
    for _ in range(STEPS):
        options: list[Any] = list(game.legal_moves())
        if game.reserve:
            options.append(DEAL_RESERVE)
        if not options:
            break
        game.play(rng.choice(options))
        game_line.append(game.position())
        scores.append(game.score)
    line = game.line()
    # undo everything: every position on the way back, then exactly the start
    for n in range(len(line), 0, -1):
        assert (game.position(), game.score) == (game_line[n], scores[n])
        game.undo()
    assert game.position() == position and game.score == 0 and game.moves == 0
    assert not game.can_undo
    # redo after undo gives the same positions again
    for n in range(1, len(line) + 1):
        game.redo()
        assert (game.position(), game.score) == (game_line[n], scores[n])
    assert game.line() == line and not game.can_redo


def test_arranged_games_do_reach_runs_and_wins() -> None:
    """The arranged starts exercise run removal and winning (else the properties are weak)."""
    runs = wins = 0
    for seed in range(200):
        rng = random.Random(seed)
        game = Game(arranged(rng, Rules.KLASSIEK))
        already = len(game.removed)
        for _ in range(STEPS):
            options: list[Any] = list(game.legal_moves()) + ([DEAL_RESERVE] if game.reserve else [])
            if not options:
                break
            game.play(rng.choice(options))
        runs += len(game.removed) - already
        wins += game.won
    assert runs >= 50 and wins >= 3
