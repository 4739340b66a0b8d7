"""Every game on the one rules core: random play keeps the invariants in every game and rule
combination, each game can be won from a deal file, refusals show each game's own rule, and
the small positions per game (``small_position``) on which the solvers are held to the plain
search in test_solver_core.test_same_verdict_nodes_and_line_in_every_game."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from plain_search import plain_search
from positions import game as build_game

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import DECK, Card, Suit, run_of
from scorpion_a11y.game.deal import ColumnLayout, Position, Rules, deal
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game, Move, Place
from scorpion_a11y.game.events import (
    GameWon,
    MoveRefused,
    Reason,
    Redone,
    RunCompleted,
    RunRemoved,
    ScoreChanged,
    Undone,
)
from scorpion_a11y.game.rules import SPECS, Variant, spec_of
from scorpion_a11y.narration import Narrator
from scorpion_a11y.solver.search import Outcome, solve

COMBINATIONS = [
    (variant, rules, traditional)
    for variant in Variant
    for rules in Rules
    for traditional in (False, True)
]


def C(name: str) -> Card:
    return Card.from_name(name)


def held(game: Game) -> list[Card]:
    """Every card of the game: table, reserve (or beside the table) and removed runs."""
    position = game.position()
    return sorted(
        [*position.cards(), *(card for suit in position.removed for card in run_of(suit))]
    )


def options(game: Game) -> list[Action]:
    result: list[Action] = list(game.legal_moves())
    if game.check(DEAL_RESERVE) is None:
        result.append(DEAL_RESERVE)
    return result


def top_points(events: tuple[Any, ...]) -> int:
    return sum(ev.points for ev in events if isinstance(ev, ScoreChanged))


@pytest.mark.parametrize(("variant", "rules", "traditional"), COMBINATIONS)
def test_random_play_keeps_every_invariant(
    variant: Variant, rules: Rules, traditional: bool
) -> None:
    spec = spec_of(variant)
    rng = random.Random(f"{variant.value}-{rules.value}-{traditional}")
    everything = sorted(DECK * spec.decks)
    for number in (rng.randrange(1, 2**32), rng.randrange(1, 2**32)):
        game = Game.new(number, rules, variant, traditional)
        total = 0
        snapshots = [(game.position(), game.score)]
        for _ in range(70):
            assert held(game) == everything  # every card exactly once (twice)
            legal = game.legal_moves()
            assert all(game.check(m) is None for m in legal)
            if spec.decks == 1:
                assert all(m.src is None for m in legal)
            choices = options(game)
            if not choices:
                break
            if game.can_undo and rng.random() < 0.2:
                events = game.undo()
                assert isinstance(events[0], Undone)
                snapshots.pop()
                assert (game.position(), game.score) == snapshots[-1]  # restored exactly
            elif game.can_redo and rng.random() < 0.3:
                events = game.redo()
                assert isinstance(events[0], Redone)
                snapshots.append((game.position(), game.score))
            else:
                action = rng.choice(choices)
                events = game.play(action)
                assert isinstance(events[-1], GameWon) == game.won
                if traditional:
                    assert not any(isinstance(ev, RunRemoved) for ev in events)
                else:
                    assert not any(isinstance(ev, RunCompleted) for ev in events)
                snapshots.append((game.position(), game.score))
            total += top_points(events)
            assert game.score == total  # the score is the sum of the events' points
            # A refused move leaves everything as it was.
            wrong = Move(rng.choice(DECK), rng.randrange(-1, spec.columns + 1))
            refusal = game.check(wrong)
            if refusal is not None:
                before = (game.position(), game.score, game.moves)
                with pytest.raises(MoveRefused):
                    game.play(wrong)
                assert (game.position(), game.score, game.moves) == before
        assert len(game.position().columns) == spec.columns


# ----------------------------------------------------------------------------- won games


def almost_won(variant: Variant, traditional: bool) -> Position:
    """Every run lies built from king to 2 on its own column; the aces lie face up on one
    more column (Three Blind Mice: two of them beside the table)."""
    spec = spec_of(variant)
    suits = [Suit(k % 4) for k in range(spec.runs_to_win)]
    columns = [ColumnLayout((), run_of(suit)[:12]) for suit in suits]
    aces = [run_of(suit)[12] for suit in suits]
    beside = tuple(aces[: spec.reserve_size]) if spec.beside else ()
    columns.append(ColumnLayout((), tuple(aces[len(beside) :])))
    columns += [ColumnLayout()] * (spec.columns - len(columns))
    return Position(tuple(columns), beside, (), Rules.KLASSIEK, variant, traditional)


@pytest.mark.parametrize("traditional", [False, True])
@pytest.mark.parametrize("variant", list(Variant))
def test_each_game_is_won_from_a_deal_file(
    variant: Variant, traditional: bool, tmp_path: Path
) -> None:
    path = tmp_path / "bijna.json"
    dealfile.save(almost_won(variant, traditional), path)
    text = path.read_text("utf-8")
    assert (f'"variant": "{variant.value}"' in text) == (variant is not Variant.SCORPION)
    game = Game(dealfile.load(path))
    assert game.variant is variant and game.traditional is traditional
    runs = 0
    pile = spec_of(variant).runs_to_win  # the column the aces lie on
    while not game.won:
        moves = game.legal_moves()
        aces = [
            m
            for m in moves
            if m.card.rank == 1
            and game.column(m.to)
            and (m.card in game.beside or m.card == game.top(pile))
            and m.src in (None, pile)
        ]
        assert aces, "an ace can always go onto its 2"
        events = game.play(aces[0])
        runs += sum(isinstance(ev, RunRemoved | RunCompleted) for ev in events)
    assert runs == spec_of(variant).runs_to_win
    assert game.score == 100 * runs + 5 * runs  # each ace on its own suit, each run 100
    if traditional:
        assert game.removed == ()
        assert all(len(game.column(c)) in (0, 13) for c in range(game.columns))
    else:
        assert len(game.removed) == runs
        assert all(not game.column(c) for c in range(game.columns))


# ----------------------------------------------------------------------------- own rules


def test_wasp_accepts_a_queen_on_an_empty_column_and_scorpion_refuses_it() -> None:
    nl = Narrator("nl")
    for variant in (Variant.WASP, Variant.SCORPION):
        game = build_game("harten 4", "", "klaverenvrouw, ruiten 3", variant=variant)
        queen = Move(C("klaverenvrouw"), 1)
        if variant is Variant.WASP:
            assert queen in game.legal_moves()
            game.play(queen)
            assert game.column(1) == (C("klaverenvrouw"), C("ruiten 3"))
        else:
            refusal = game.check(queen)
            assert refusal is not None and refusal.reason is Reason.ONLY_KING_ON_EMPTY
            assert nl.refusal(game, refusal).startswith("Alleen een heer mag op een lege kolom.")


def test_three_blind_mice_plays_a_card_from_beside_the_table() -> None:
    nl = Narrator("nl")
    game = Game(deal(1, Rules.VERSOEPELD, Variant.THREE_BLIND_MICE))
    assert game.beside == (C("klaveren 9"), C("schoppen 7")) and game.reserve_dealt
    assert nl.board(game).startswith("naast de tafel: klaveren 9, schoppen 7; geen reeks")
    assert game.locate(C("klaveren 9")).place is Place.BESIDE
    assert game.check(DEAL_RESERVE) is not None  # nothing to deal: they lie face up
    # Versoepeld: klaveren 9 fits on harten 10 on top of column 8.
    events = game.play(Move(C("klaveren 9"), 7))
    assert game.beside == (C("schoppen 7"),)
    assert game.top(7) == C("klaveren 9")
    said = nl.action(game, events)
    assert said.startswith("Klaveren 9 van naast de tafel op harten 10 in kolom 8.")
    game.undo()
    assert game.beside == (C("klaveren 9"), C("schoppen 7"))


def test_three_blind_mice_deals_ten_columns_three_face_down_on_the_last_three() -> None:
    game = Game.new(5, Rules.KLASSIEK, Variant.THREE_BLIND_MICE)
    assert game.columns == 10
    assert [game.face_down_count(c) for c in range(10)] == [0] * 7 + [3] * 3
    assert "kolom 10:" in Narrator("nl").board(game)


def test_double_scorpion_asks_which_copy_and_takes_the_named_column() -> None:
    nl = Narrator("nl")
    game = build_game(
        "harten 4",
        "ruiten 2",
        "harten 5",
        "",
        "",
        "",
        "",
        "",
        "harten 4",
        "harten 5",
        variant=Variant.DOUBLE_SCORPION,
    )
    refusal = game.check(Move(C("harten 4"), 2))
    assert refusal is not None and refusal.reason is Reason.AMBIGUOUS_CARD
    assert nl.refusal(game, refusal) == "Welke harten 4: in kolom 1 of in kolom 9?"
    game.play(Move(C("harten 4"), 2, 8))
    assert game.column(8) == () and game.top(2) == C("harten 4")
    refused = game.check(Move(C("harten 4"), 9))
    assert refused is not None and refused.sources == (0, 2)
    # With the second copy face down there is nothing to ask.
    hidden = build_game(
        "harten 4",
        "",
        "harten 5",
        *[""] * 5,
        "harten 4 | ruiten 9",
        variant=Variant.DOUBLE_SCORPION,
    )
    hidden.play(Move(C("harten 4"), 2))
    assert hidden.column(0) == () and hidden.top(2) == C("harten 4")
    refused = hidden.check(Move(C("harten 4"), 2, 8))
    assert refused is not None and refused.reason is Reason.NOT_IN_COLUMN


def test_open_scorpion_undoes_without_limit() -> None:
    game = build_game("hartenheer", "", "", "", "", "", "schoppen 2", variant=Variant.OPEN_SCORPION)
    for k in range(130):
        game.play(Move(C("hartenheer"), 1 + k % 2))
    undone = 0
    while game.can_undo:
        game.undo()
        undone += 1
    assert undone == 130
    scorpion = build_game("hartenheer", "", "", "", "", "", "schoppen 2")
    for k in range(130):
        scorpion.play(Move(C("hartenheer"), 1 + k % 2))
    undone = 0
    while scorpion.can_undo:
        scorpion.undo()
        undone += 1
    assert undone == 100


def test_scorpion_ii_deals_every_card_face_up() -> None:
    game = Game.new(9, Rules.KLASSIEK, Variant.SCORPION_II)
    assert game.face_down_total() == 0 and len(game.reserve) == 3


def test_traditional_rules_keep_runs_and_deal_only_when_stuck() -> None:
    nl = Narrator("nl")
    game = build_game(
        "3 | harten 5", "harten 4", reserve="ruiten 2, ruiten 3, ruiten 4", traditional=True
    )
    refusal = game.check(DEAL_RESERVE)
    assert refusal is not None and refusal.reason is Reason.RESERVE_NOT_YET
    assert nl.refusal(game, refusal).startswith("Traditionele regels:")
    game.play(Move(C("harten 4"), 0))
    assert game.check(DEAL_RESERVE) is None or game.legal_moves()


def test_every_game_has_a_spec_with_consistent_numbers() -> None:
    for variant, spec in SPECS.items():
        assert spec.variant is variant
        assert len(spec.face_down) == spec.columns
        assert spec.columns * spec.rows + spec.reserve_size == spec.cards
        assert spec.runs_to_win == 4 * spec.decks
        assert all(c < spec.columns for c in spec.reserve_columns)


# ----------------------------------------------------------------------------- the solver


def small_position(rng: random.Random, variant: Variant, rules: Rules, traditional: bool):
    """A random legal position with one or two suits in play (one per deck in Double
    Scorpion), cut from complete runs and spread over the game's columns."""
    spec = spec_of(variant)
    # One suit where the search space is wide (two decks; Wasp's empty columns take any card).
    narrow = spec.decks > 1 or spec.empty_takes_any
    playing = [Suit(s) for s in rng.sample(range(4), 1 if narrow else 2)]
    pieces: list[list[Card]] = []
    for suit in playing * spec.decks:
        run = list(run_of(suit))
        cuts = sorted(rng.sample(range(1, 13), rng.randrange(1, 5)))
        pieces.extend(run[a:b] for a, b in zip([0, *cuts], [*cuts, 13], strict=True))
    rng.shuffle(pieces)
    reserve: list[Card] = []
    if spec.reserve_size and rng.random() < 0.6:
        for _ in range(spec.reserve_size):
            piece = rng.choice([p for p in pieces if p])
            reserve.append(piece.pop(rng.randrange(len(piece))))
    piles: list[list[Card]] = [[] for _ in range(spec.columns)]
    for piece in pieces:
        piles[rng.randrange(spec.columns)].extend(piece)
    columns = []
    for c, pile in enumerate(piles):
        down = rng.randrange(min(len(pile), 3)) if spec.face_down[c] and pile else 0
        columns.append(ColumnLayout(tuple(pile[:down]), tuple(pile[down:])))
    removed = tuple(s for s in Suit if s not in playing) * spec.decks
    return Position(tuple(columns), tuple(reserve), removed, rules, variant, traditional)


def test_the_rules_summary_never_contradicts_the_game(tmp_path: Path) -> None:
    """Wasp's summary must not say only a king goes onto an empty column; Double Scorpion's
    names its 8 runs; the traditional rules do not claim runs are removed."""
    from scorpion_a11y.game.rules import Variant, spec_of
    from scorpion_a11y.i18n import translator
    from scorpion_a11y.narration.answers import rules_summary

    tr = translator("nl")
    wasp = rules_summary(tr, Rules.KLASSIEK, spec_of(Variant.WASP))
    assert "alleen een heer" not in wasp and "Op een aas mag niets." in wasp
    double = rules_summary(tr, Rules.KLASSIEK, spec_of(Variant.DOUBLE_SCORPION))
    assert "met 8 reeksen" in double and "De 3 kaarten van de reserve" not in double
    traditional = rules_summary(tr, Rules.KLASSIEK, spec_of(Variant.SCORPION), traditional=True)
    assert "gaat uit het spel" not in traditional
    assert "alleen een heer" in rules_summary(tr, Rules.KLASSIEK, spec_of(Variant.SCORPION))


def _double(down: list[list[str]], up: list[list[str]]) -> Position:
    """Double Scorpion with only spades in play (both decks): the given face-down and face-up
    cards ("6S": six of spades, ranks A 2-9 T J Q K), every other spade on two more columns
    in descending order."""
    ranks = "A23456789TJQK"
    spades = run_of(Suit.SCHOPPEN)
    named = [t for col in down + up for t in col]
    rest: list[list[Card]] = [[], []]
    for copy in range(2):
        for card in spades:
            if sum(ranks[card.rank - 1] + "S" == t for t in named) <= copy:
                rest[copy].append(card)
    columns = [
        ColumnLayout(
            tuple(spades[12 - ranks.index(t[0])] for t in d),
            tuple(spades[12 - ranks.index(t[0])] for t in u),
        )
        for d, u in zip(down, up, strict=True)
    ]
    columns += [ColumnLayout((), tuple(r)) for r in rest]
    columns += [ColumnLayout()] * (14 - len(columns))
    removed = tuple(s for s in Suit if s is not Suit.SCHOPPEN) * 2
    return Position(tuple(columns), (), removed, Rules.KLASSIEK, Variant.DOUBLE_SCORPION, False)


def test_double_scorpion_blocked_only_when_both_copies_wait() -> None:
    """Rule 4 with two decks (docs/oplosser.md): each 5 of spades lies on face-down cards and
    both sixes lie face down under them, so neither five can ever move: lost, and the solver
    says so without searching. With one of the columns free to move, the same six turns up
    and the position is won (the rule must not fire)."""
    from scorpion_a11y.solver.state import blocked, from_position

    stuck = _double([["6S"], ["6S"]], [["5S"], ["5S"]])
    assert blocked(from_position(stuck).cols, b"", 2)
    assert plain_search(stuck, 20_000) is False
    assert solve(stuck, time_limit=None).outcome is Outcome.LOST
    assert solve(stuck, time_limit=None).nodes == 1  # decided by the rule alone
    free = _double([["6S"], ["6S"]], [["5S"], ["9S"]])
    assert not blocked(from_position(free).cols, b"", 2)
    assert plain_search(free, 20_000) is True
    assert solve(free, time_limit=None).outcome is Outcome.WON


def test_traditional_rules_a_finished_column_moved_to_an_empty_one_is_no_move() -> None:
    """Runs stay on the table: a complete run lying alone in its column, moved to an empty
    column, changes nothing but the column's number, and is not offered as a move, once the
    reserve is dealt. Before that, on a column the reserve is dealt onto, it decides whether
    klaveren 2 lands on schoppenaas or on an empty column: a move (trial 7), but not a useful
    one, so it does not keep the reserve from being dealt when nothing else can be played."""
    spade_run = ", ".join(
        ["schoppenheer", "schoppenvrouw", "schoppenboer", "schoppen 10", "schoppen 9"]
        + [f"schoppen {r}" for r in range(8, 1, -1)]
        + ["schoppenaas"]
    )
    game = build_game(
        spade_run, "30 | ruiten 9", reserve="klaveren 2, klaveren 3, klaveren 4", traditional=True
    )
    king = Card.from_name("schoppenheer")
    assert {(m.card, m.to) for m in game.legal_moves()} == {(king, c) for c in (2, 3, 4, 5, 6)}
    assert game.check(DEAL_RESERVE) is None
    game = build_game(spade_run, "30 | ruiten 9", "klaveren 2", traditional=True)
    assert game.legal_moves() == []  # no reserve left: only the column's number would change


@pytest.mark.parametrize(
    ("variant", "traditional", "first_words"),
    [
        (Variant.SCORPION, False, "Welkom bij Scorpion: spel 5, klassieke regels. Kolom 1: "),
        (Variant.WASP, False, "Welkom bij Wasp: spel 5, klassieke regels. Kolom 1: "),
        (
            Variant.DOUBLE_SCORPION,
            True,
            "Welkom bij Dubbele Scorpion: spel 5, klassiek, traditionele regels. Kolom 1: ",
        ),
    ],
)
def test_the_welcome_names_the_game_first(
    tmp_path: Path, variant: Variant, traditional: bool, first_words: str
) -> None:
    """Pipe mode (the program's entry point in this process; tests/test_every_game.py starts
    the real program): the game's name is in the first words the player hears."""
    import launch

    args = ["--uitvoer", "tekst", "--spel", "5", "--variant", variant.value]
    run = launch.in_process(tmp_path, "stop\n", *args, *(["--traditioneel"] * traditional))
    assert run.stdout.startswith(first_words)
    assert "Het spel is" not in run.stdout.splitlines()[0]


def test_double_scorpion_waiting_cycle_holds_over_both_copies() -> None:
    """Two decks, all face up: both schoppen 8 lie on a schoppenvrouw and both schoppenboeren
    on a schoppen 9. Each 8 waits on both nines (covered by the jacks), each jack on both
    queens (covered by the eights): lost, by the rule alone. With one nine on top instead, an
    8 can move and the rule must not fire."""
    from scorpion_a11y.solver.state import blocked, from_position

    eights = ["KS", "QS", "8S", "7S", "6S", "5S", "4S", "3S", "2S", "AS"]
    stuck = _double([[]] * 4, [eights, eights, ["TS", "9S", "JS"], ["TS", "9S", "JS"]])
    assert blocked(from_position(stuck).cols, b"", 2)
    assert plain_search(stuck, 20_000) is False
    result = solve(stuck, time_limit=None)
    assert (result.outcome, result.nodes) == (Outcome.LOST, 1)
    free = _double([[]] * 4, [eights, eights, ["TS", "9S", "JS"], ["TS", "JS", "9S"]])
    assert not blocked(from_position(free).cols, b"", 2)
    expected = plain_search(free, 20_000)
    assert expected is not None
    assert solve(free, time_limit=None).outcome is (Outcome.WON if expected else Outcome.LOST)


def test_wasp_has_no_waiting_cycle() -> None:
    """In Wasp an empty column takes any card, so a card waiting on a covered successor can
    still leave: the cycle of Scorpion II's deal 4 (hartenacht on schoppenvrouw, schoppenboer
    on harten 9) is won there, and the solver does not prune it."""
    texts = (
        ["KS", "QS", "8H", "7H", "6H", "5H", "4H", "3H", "2H", "AH"],
        [
            "KH",
            "QH",
            "JH",
            "TH",
            "9H",
            "JS",
            "TS",
            "9S",
            "8S",
            "7S",
            "6S",
            "5S",
            "4S",
            "3S",
            "2S",
            "AS",
        ],
    )
    ranks = "A23456789TJQK"
    suits = {"S": Suit.SCHOPPEN, "H": Suit.HARTEN}
    columns = [
        ColumnLayout((), tuple(run_of(suits[t[1]])[12 - ranks.index(t[0])] for t in col))
        for col in texts
    ]
    columns += [ColumnLayout()] * 5
    removed = (Suit.RUITEN, Suit.KLAVEREN)
    for variant, expected in ((Variant.WASP, Outcome.WON), (Variant.SCORPION, Outcome.LOST)):
        position = Position(tuple(columns), (), removed, Rules.KLASSIEK, variant, False)
        assert plain_search(position, 50_000) is (expected is Outcome.WON)
        assert solve(position, time_limit=None).outcome is expected


def test_double_scorpion_target_card_is_the_copy_on_top() -> None:
    """`X op Y` where one copy of Y lies open under other cards and the other on top: the
    copy on top is meant (a new player was told "Klaveren 3 ligt niet bovenaan een kolom"
    while it lay on top of a column)."""
    from scorpion_a11y.commands import parse
    from scorpion_a11y.commands.model import ParseError, Play
    from scorpion_a11y.i18n import translator

    nl = Narrator("nl")
    for first_is_buried in (True, False):
        buried = "klaveren 3, harten 10"
        on_top = "klaveren 3"
        columns = [buried, on_top] if first_is_buried else [on_top, buried]
        game = build_game(*columns, "", "klaveren 2", variant=Variant.DOUBLE_SCORPION)
        top_col = 1 if first_is_buried else 0
        result = parse("klaveren 2 op klaveren 3", game, translator("nl"))
        assert result == Play(Move(C("klaveren 2"), top_col)), result
        # both copies buried: the true reason, about the card named
        both = build_game(
            "klaveren 3, harten 10",
            "klaveren 3, ruiten 9",
            "",
            "klaveren 2",
            variant=Variant.DOUBLE_SCORPION,
        )
        refused = parse("klaveren 2 op klaveren 3", both, translator("nl"))
        assert isinstance(refused, ParseError)
        assert nl.describe(refused, both) == "Klaveren 3 ligt niet bovenaan een kolom."


def test_double_scorpion_an_ordinal_answer_counts_the_options_not_the_columns() -> None:
    """'Welke harten 4: in kolom 2 of in kolom 13?' answered 'de tweede' means the second
    option said (kolom 13); '2' and 'kolom 2' name the column (a new player's 'de tweede'
    moved the copy from kolom 2)."""
    from scorpion_a11y.commands import parse
    from scorpion_a11y.i18n import translator

    columns = [""] * 13
    columns[1] = "harten 4"
    columns[2] = "harten 5"
    columns[12] = "harten 4"
    game = build_game(*columns, variant=Variant.DOUBLE_SCORPION)
    refusal = game.check(Move(C("harten 4"), 2))
    assert refusal is not None and refusal.reason is Reason.AMBIGUOUS_CARD
    assert Narrator("nl").refusal(game, refusal) == "Welke harten 4: in kolom 2 of in kolom 13?"
    choices = (Move(C("harten 4"), 2, 1), Move(C("harten 4"), 2, 12))
    for line, lang, src in [
        ("de tweede", "nl", 12),
        ("de eerste", "nl", 1),
        ("the second one", "en", 12),
        ("2", "nl", 1),
        ("kolom 2", "nl", 1),
        ("13", "nl", 12),
    ]:
        result = parse(line, game, translator(lang), choices)
        assert getattr(result, "action", None) == choices[0 if src == 1 else 1], (line, result)
