"""Trial 7's findings about the hint and the moves around the reserve: a king's whole column
moved to an empty column before the reserve is dealt, from or to a column the reserve is
dealt onto, decides where the reserve cards land: the game lists it as a move (it said "that
changes only the column's number"), and a hint that names it says so."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from positions import build
from sessions import fresh

from scorpion_a11y.app.session import Session
from scorpion_a11y.commands import model as m
from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.rules import Variant, spec_of
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.hints import reason_text
from scorpion_a11y.solver import loss
from scorpion_a11y.solver.hint import HintReason, _plain_reason, view

KING = Card.from_name("schoppenheer")
DEALT_ONTO = [case for case in EVERY if spec_of(case[0]).reserve_columns]


def kings_column(case: Case, with_reserve: bool) -> tuple[Game, int, int]:
    """The spade king and queen alone on the first column the reserve is dealt onto; one
    column the reserve is not dealt onto is empty, another holds every other card; the
    reserve still to be dealt (``with_reserve``) or its cards in that pile. Returns the game,
    the empty column and the king's column."""
    variant, rules, traditional = case
    spec = spec_of(variant)
    first = spec.reserve_columns[0]
    free = [c for c in range(spec.columns) if c not in spec.reserve_columns]
    empty, holder = free[0], free[1]
    columns = [""] * spec.columns
    columns[first] = "schoppenheer, schoppenvrouw"
    columns[holder] = "klaveren 9"
    reserve = ", ".join(f"ruiten {n}" for n in range(2, 2 + spec.reserve_size))
    position = build(
        *columns,
        reserve=reserve if with_reserve else "",
        rules=rules,
        variant=variant,
        traditional=traditional,
        rest=holder,
    )
    return Game(position), empty, first


def targets(game: Game, card: Card) -> set[int]:
    return {m.to for m in game.legal_moves() if m.card == card}


@pytest.mark.parametrize("case", DEALT_ONTO, ids=case_id)
def test_a_whole_column_off_a_reserve_column_is_a_move_before_the_deal(case: Case) -> None:
    game, empty, first = kings_column(case, with_reserve=True)
    assert empty in targets(game, KING)  # the reserve card then lands on the empty column
    src = first if game.spec.decks > 1 else None
    reason = _plain_reason(view(game), Move(KING, empty, src))
    assert reason is HintReason.PLACES_FOR_RESERVE
    assert reason_text(translator("nl"), reason) == "bepaalt waar de reservekaarten terechtkomen"
    assert reason_text(translator("en"), reason) == "decides where the reserve cards land"
    # once the reserve is gone, the same move only renumbers the column: not listed
    game, empty, first = kings_column(case, with_reserve=False)
    assert empty not in targets(game, KING)
    assert empty in {m.to for m in game.legal_moves(renumbering=True) if m.card == KING}


def test_scorpion_ii_hints_do_not_shuffle_the_kings(tmp_path: Path) -> None:
    """Trial 7, Scorpion II 141 Klassiek after 35 hinted moves: every hint named a king's
    whole column to an empty column ("bouwt af op een andere soort"), and following them the
    kings went to and fro; the look-ahead's own moves now count too, and one that wins in
    every way of the reserve comes first."""
    session = fresh(tmp_path / "data")
    session.start(141, variant=Variant.SCORPION_II)
    lines = (Path(__file__).parent / "data" / "trial7-scorpion-ii-141.txt").read_text()
    for line in lines.splitlines():
        session.handle(line)
    assert session.game.moves == 35
    said = session.handle("tip")
    assert said.startswith("Tip: schoppen 8 naar kolom 1: bouwt verder op dezelfde soort."), said


def lost_at_move_20(tmp_path: Path) -> Session:
    """Trial 7, Scorpion 478578 with the traditional rules, the player's 20 hinted moves:
    after the last one no sequence of moves can turn a card or complete a run (1,042
    positions to prove it)."""
    session = fresh(tmp_path / "data")
    session.start(478578, traditional=True)
    lines = (Path(__file__).parent / "data" / "trial7-scorpion-478578-traditioneel.txt").read_text()
    for line in lines.splitlines():
        said = session.handle(line)
    assert session.game.moves == 20
    assert "Verloren: hoe je ook speelt" in said
    return session


def test_a_lost_verdict_stays_found(tmp_path: Path) -> None:
    """A verdict is a fact about the position: once a search proved it, a later search with
    smaller limits says the same (the check after a move, hint and kan het nog)."""
    game = lost_at_move_20(tmp_path).game
    loss._FOUND.clear()
    assert loss.verdict(game, 1.0, 10).loss is loss.Loss.UNKNOWN
    assert loss.verdict(game, None, None).loss is loss.Loss.LOST
    assert loss.verdict(game, 1.0, 10).loss is loss.Loss.LOST


def test_lost_on_a_busy_machine_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Trial 7 in a busy terminal: the 0.05 s check after a move ran out on the wall clock (the
    proof took 0.03 s of CPU and 0.11 s of wall time), so the game said "Verloren" a move
    late, and hint gave a move where kan het nog said "Verloren". The limits are CPU time now:
    a wall clock that jumps a second at every look changes nothing."""
    wall = iter(range(10**9))
    monkeypatch.setattr(loss.time, "perf_counter", lambda: float(next(wall)))
    loss._FOUND.clear()
    session = lost_at_move_20(tmp_path)
    for ask in ("tip", "kan het nog", "hint"):
        assert session.handle(ask).startswith("Verloren: hoe je ook speelt"), ask


@pytest.mark.parametrize(
    ("language", "word", "said"),
    [
        ("nl", "annuleer", "Er staat geen vraag open; er is niets te annuleren."),
        ("nl", "laat maar", "Er staat geen vraag open; er is niets te annuleren."),
        ("en", "cancel", "No question is open; there is nothing to cancel."),
    ],
)
def test_cancel_with_no_question_open(tmp_path: Path, language: str, word: str, said: str) -> None:
    """Trial 7: ``annuleer`` with no question open said "Onbekend woord: annuleer", a word the
    game itself offers for its questions. It says that nothing is open, and changes nothing;
    with a question open it still closes it."""
    session = fresh(tmp_path / "data", language)
    session.start(5)
    session.run(m.Play(session.game.legal_moves()[0]))
    assert session.handle(word) == said
    assert session.game.moves == 1 and session.dialog.pending is None
    session.handle({"nl": "nieuw spel", "en": "new game"}[language])
    assert session.dialog.pending is not None
    assert session.handle(word) != said and session.dialog.pending is None
