"""Issue 10, part 1: every answer the player hears about what can still be done is true.

The situation that fooled a player: a complete heer-to-aas run finished by taking cards *off*
its ace stays on the table (runs are only removed on the column that receives cards). The one
way to remove it is to move its king, with the run, onto an empty column. The game must offer
that move everywhere it lists or suggests moves, and must never say no move is possible.
"""

from __future__ import annotations

from pathlib import Path

import launch
import pytest
from hints import quick_hint
from positions import build

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import Card, Suit, run_of
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Game, Move
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration.hints import hint_sentence
from scorpion_a11y.solver.hint import suggest
from scorpion_a11y.solver.search import Outcome, solve

STUCK = "Er is geen zet meer mogelijk. Maak zetten ongedaan of begin een nieuw spel."
SPADES = (
    "schoppenheer, schoppenvrouw, schoppenboer, schoppen 10, schoppen 9, schoppen 8, "
    "schoppen 7, schoppen 6, schoppen 5, schoppen 4, schoppen 3, schoppen 2, schoppenaas"
)
KING = Card.from_name("schoppenheer")


def run_left_on_table() -> Position:
    """Column 1 is the complete run of spades and nothing else; columns 2-7 are empty; the
    other three runs are removed. The only move wins: schoppenheer onto an empty column."""
    return build(SPADES, removed="harten, ruiten, klaveren")


def run_about_to_be_left() -> Position:
    """Column 1: the spades run with klaveren 5 on its ace; column 2: klaveren 6 (the other
    clubs face down under it). Moving klaveren 5 leaves the complete run lying in column 1."""
    return build(SPADES + ", klaveren 5", "klaveren 6", removed="harten, ruiten")


def start(tmp_path: Path, position: Position) -> tuple[Session, str]:
    deal = tmp_path / "opstelling.json"
    dealfile.save(position, deal)
    session = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl"))
    return session, session.start(deal_path=str(deal))


def asked_from_start(session: Session) -> str:
    """``was dit spel te winnen`` during play: asked first (a spoiler, trial 7 leftover), then
    ``ja``: the answer."""
    asked = session.handle("was dit spel te winnen")
    assert asked.startswith("Dit kijkt naar de gedekte kaarten"), asked
    return session.handle("ja")


@pytest.mark.parametrize("suit", list(Suit))
def test_the_king_of_a_complete_run_onto_an_empty_column_is_a_legal_move(suit: Suit) -> None:
    others = ", ".join(s.name.lower() for s in Suit if s is not suit)
    run = ", ".join(card.name for card in run_of(suit))
    game = Game(build(run, removed=others))
    assert game.legal_moves() == [Move(run_of(suit)[0], to) for to in range(1, 7)]
    assert game.has_legal_action()
    game.play(Move(run_of(suit)[0], 4))
    assert game.won


def test_a_bare_king_hop_between_empty_columns_is_still_left_out() -> None:
    game = Game(build("klaverenheer, ruiten 3", "harten 2"))
    assert not any(m.card == Card.from_name("klaverenheer") for m in game.legal_moves())


def test_the_opening_does_not_say_stuck_and_the_move_wins(tmp_path: Path) -> None:
    session, opening = start(tmp_path, run_left_on_table())
    assert STUCK not in opening
    moves = session.handle("zetten")
    # every empty column named once with the king (trial 5: one move per empty column)
    assert "schoppenheer naar de lege kolom (kolom 2, 3, 4, 5, 6 of 7)" in moves
    assert session.handle("hint") == (
        "Tip: schoppenheer naar de lege kolom 2: haalt de complete reeks weg. "
        "Zeker te winnen: er is geen kaart meer gedekt."
    )
    won = session.handle("schoppenheer naar kolom 2")
    assert "Gewonnen!" in won
    assert STUCK not in won


def test_the_hint_sees_the_run_on_the_table() -> None:
    hint = suggest(Game(run_left_on_table()))
    assert hint is not None
    assert isinstance(hint.action, Move) and hint.action.card == KING


def test_leaving_a_complete_run_is_told_with_how_to_remove_it(tmp_path: Path) -> None:
    session, _ = start(tmp_path, run_about_to_be_left())
    text = session.handle("klaveren 5 naar kolom 2")
    assert STUCK not in text
    assert (
        "De reeks schoppen ligt compleet in kolom 1: zet schoppenheer naar de lege kolom 3, "
        "dan gaat de reeks weg." in text
    )
    assert session.handle("schoppenheer naar kolom 3").startswith(
        "Schoppenheer met 12 kaarten erop naar de lege kolom 3. Kolom 1 is nu leeg. "
        "Reeks schoppen verwijderd uit kolom 3. Kolom 3 is nu leeg."
    )


def test_bord_and_kolom_say_a_run_lies_complete_and_how_to_remove_it(tmp_path: Path) -> None:
    session, _ = start(tmp_path, run_about_to_be_left())
    assert "compleet" not in session.handle("bord")
    session.handle("klaveren 5 naar kolom 2")
    note = (
        "De reeks schoppen ligt compleet in kolom 1: zet schoppenheer naar de lege kolom 3, "
        "dan gaat de reeks weg."
    )
    board = session.handle("bord")
    assert board.startswith("reserve: uitgedeeld; 2 reeksen verwijderd: harten en ruiten. ")
    assert board.endswith("kolom 7: leeg. " + note)
    assert session.handle("kolom 1") == (f"Kolom 1: {SPADES}. " + note)
    assert session.handle("kolom 2").endswith("klaveren 6, klaveren 5.")
    session.handle("terug")
    assert "compleet" not in session.handle("bord")


def test_hint_says_moves_remain_when_none_gains_anything(tmp_path: Path) -> None:
    """Relaxed rules: harten 5 may go from schoppen 6 onto klaveren 6, which gains nothing.
    The hint must not say nothing is possible while that move is."""
    session, opening = start(
        tmp_path, build("schoppen 6, harten 5", "2 | klaveren 6", rules=Rules.VERSOEPELD)
    )
    assert STUCK not in opening
    assert session.handle("hint") == (
        "Geen zet levert nog iets op, maar er is nog 1 zet mogelijk: typ zetten om hem te "
        "horen. Of maak zetten ongedaan, of begin een nieuw spel."
    )
    assert session.handle("zetten") == "1 zet mogelijk: harten 5 naar kolom 2."


def test_hint_says_no_move_at_all_when_none_is_possible(tmp_path: Path) -> None:
    session, opening = start(tmp_path, build("klaveren 2", "harten 7", "schoppen 4", rest=0))
    assert opening.endswith(STUCK)
    assert session.handle("hint") == STUCK


SPADES_TO_THREE = SPADES.rsplit(", schoppen 2", 1)[0]


def test_kan_het_nog_answers_for_the_current_position_and_was_het_te_winnen_for_the_deal(
    tmp_path: Path,
) -> None:
    """Two moves win from the start (schoppen 2, then schoppenaas, onto column 1); after the
    first, one move wins from here."""
    position = build(
        SPADES_TO_THREE, "schoppen 2", "schoppenaas", removed="harten, ruiten, klaveren"
    )
    session, _ = start(tmp_path, position)
    session.handle("schoppen 2 naar kolom 1")
    assert session.handle("kan het nog") == (  # nothing is hidden: the fair answer is sure
        "Zeker: er is geen kaart meer gedekt, en de oplosser vond vanaf hier een winnende lijn."
    )
    assert session.handle("oplosbaar") == session.history[-1]
    assert session.handle("spiek") == (
        "Ja, vanaf hier is het spel nog te winnen. De oplosser kent de gedekte kaarten; jij niet."
    )
    assert asked_from_start(session) == (
        "Ja, dit spel was vanaf het begin te winnen: de oplosser vond een manier, "
        "met kennis van de gedekte kaarten."
    )
    session.handle("schoppenaas naar kolom 1")
    assert session.handle("kan het nog") == (  # "another game?" is still open: said after it
        "Het spel is gewonnen; er valt niets meer te doen. Nog open: nog een spel? Typ ja of nee."
    )


def test_kan_het_nog_says_no_when_the_current_position_is_lost(tmp_path: Path) -> None:
    """Klaveren 6 waits for klaveren 7, which lies face down under it: nothing can ever
    turn the clubs."""
    session, _ = start(
        tmp_path, build(SPADES + ", klaveren 5", "klaveren 6", removed="harten, ruiten")
    )
    # before the first move there is nothing to undo: the answer says so
    assert session.handle("spiek") == (
        "Nee, dit spel is niet te winnen: de oplosser probeerde alles, met kennis van de "
        "gedekte kaarten. Begin een nieuw spel."
    )
    assert asked_from_start(session).startswith(
        "Nee, dit spel was vanaf het begin niet te winnen: "
    )


def test_the_new_game_question_takes_makkelijk(tmp_path: Path) -> None:
    session, _ = start(tmp_path, build("klaveren 3", "klaveren 2", rest=0))
    assert session.handle("nieuw spel").startswith("Welke regels")
    assert ", versoepelde regels. " in session.handle("makkelijk")


def test_undoing_the_removal_of_a_lying_run_says_where_the_run_is(tmp_path: Path) -> None:
    session, _ = start(tmp_path, run_left_on_table())
    session.handle("schoppenheer naar kolom 4")
    assert session.handle("terug") == (
        "Ongedaan gemaakt: schoppenheer met 12 kaarten erop terug naar kolom 1. "
        "Reeks schoppen terug in kolom 1. Kolom 4 is nu leeg. "
        "De reeks schoppen ligt compleet in kolom 1: zet schoppenheer naar de lege kolom 2, "
        "dan gaat de reeks weg. Geen nieuw spel."  # the offer after the win no longer holds
    )


def test_the_real_program_in_pipe_mode_offers_and_plays_the_winning_move(tmp_path: Path) -> None:
    """The situation from the issue, end to end: the program in a subprocess, a deal file
    on disk, commands on standard input."""
    deal = tmp_path / "reeks.json"
    dealfile.save(run_left_on_table(), deal)
    result = launch.game(
        tmp_path / "data", "zetten\nhint\nschoppenheer naar kolom 2\n", "--deal", str(deal)
    )
    assert result.returncode == 0 and result.stderr == ""
    opening, moves, hint, won = result.stdout.splitlines()
    assert STUCK not in opening
    assert opening.endswith(
        "De reeks schoppen ligt compleet in kolom 1: zet schoppenheer naar de lege kolom 2, "
        "dan gaat de reeks weg. Zeg bord voor het hele bord."
    )
    assert moves == "6 zetten mogelijk: schoppenheer naar de lege kolom (kolom 2, 3, 4, 5, 6 of 7)."
    assert hint == (
        "Tip: schoppenheer naar de lege kolom 2: haalt de complete reeks weg. "
        "Zeker te winnen: er is geen kaart meer gedekt."
    )
    assert won.startswith("Schoppenheer met 12 kaarten erop naar de lege kolom 2. ")
    assert "Gewonnen! Eindscore 100 na 1 zet." in won


@pytest.mark.parametrize("number", range(1, 16))
def test_moves_hint_no_move_sentence_and_kan_het_nog_agree_where_play_ends(number: int) -> None:
    """Play a deal by the hint until it has nothing useful left; there, zetten, the hint,
    the no-move notice and the solver tell the same story."""
    tr = translator("nl")
    n = Narrator("nl")
    game = Game.new(number)
    seen = {game.position()}
    # played forward by the sampled hint on a small budget (tests/hints.py); where play ends,
    # the hint the player hears
    while (hint := quick_hint(game)) is not None and game.moves < 500:
        game.play(hint.action)
        if game.position() in seen:
            break
        seen.add(game.position())
    if game.won:
        return
    stuck = not game.has_legal_action() and not game.legal_moves(renumbering=True)
    assert (n.legal_moves(game) == STUCK) == stuck
    final = suggest(game)  # the hint the player hears (its full budget: asked once)
    assert (hint_sentence(tr, game, final) == STUCK) == (stuck and final is None)
    result = solve(game, time_limit=5)
    if stuck:
        assert result.outcome is Outcome.LOST
    if result.outcome is Outcome.WON:
        assert not stuck
        first = result.actions[0]
        assert first in game.legal_moves() or (first == DEAL_RESERVE and game.reserve)


def test_kan_het_nog_proves_scorpion_ii_deal_4_lost_at_once(tmp_path: Path) -> None:
    """Scorpion II, deal 4: klaveren 8 lies on schoppenvrouw and schoppenboer on klaveren 9,
    each waiting for the other (the waiting cycle, docs/oplosser.md rule 4). The in-game
    answers use the same proof: the peeking one says no, not "weet ik niet", and the fair one
    (the default, without looking at the hidden reserve) says none of its arrangements wins."""
    from scorpion_a11y.game.deal import deal
    from scorpion_a11y.game.rules import Variant

    session, _ = start(tmp_path, deal(4, Rules.KLASSIEK, Variant.SCORPION_II))
    assert session.handle("spiek").startswith("Nee, dit spel is niet te winnen")
    assert session.handle("kan het nog").startswith("Niet meer")
