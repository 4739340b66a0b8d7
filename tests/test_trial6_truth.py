"""Trial 6's findings about sentences that were false or misleading, each in every game x rules
x app/traditional where it can arise."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from positions import build
from sessions import fresh, on_position

from scorpion_a11y.app import advice
from scorpion_a11y.app.journal import SavedGame, game_to_data
from scorpion_a11y.app.session import Session
from scorpion_a11y.game.cards import DECK, Suit
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Game
from scorpion_a11y.game.rules import Variant, spec_of
from scorpion_a11y.i18n import translator
from scorpion_a11y.names import card_name
from scorpion_a11y.narration.hints import (
    basis_sentence,
    odds_sentence,
    proven_lost,
    went_wrong_sentence,
)
from scorpion_a11y.records import RuleStats
from scorpion_a11y.solver.hindsight import Verdict, WentWrong
from scorpion_a11y.solver.hint import Basis, Hint, HintReason
from scorpion_a11y.solver.sample import Odds
from scorpion_a11y.solver.winnable import proven

HEARTS = (
    "hartenheer, hartenvrouw, hartenboer, harten 10, harten 9, harten 8, harten 7, harten 6, "
    "harten 5, harten 4, harten 3, harten 2, hartenaas"
)
APP = [case for case in EVERY if not case[2]]

# ----------------------------------------------- a complete run lying alone on its column


def run_alone(case: Case, filled: bool) -> Position:
    """Column 1: the hearts run (nothing under its king) with klaveren 9 on its ace; column 2:
    klaveren 10 on face-down cards. ``filled``: every other column holds a card, so once
    klaveren 9 has moved no column is empty; else they are empty."""
    variant, rules, traditional = case
    n = spec_of(variant).columns
    others = [f"1 | {card.name}" for card in DECK if card.suit is Suit.RUITEN] if filled else []
    columns = [HEARTS + ", klaveren 9", "3 | klaveren 10", *others[: n - 2]]
    return build(*columns, rules=rules, variant=variant, traditional=traditional, rest=1)


def asked_from_start(session: Session) -> str:
    """``was dit spel te winnen`` during play: asked first (a spoiler, trial 7 leftover), then
    ``ja``: the answer."""
    asked = session.handle("was dit spel te winnen")
    assert asked.startswith("Dit kijkt naar de gedekte kaarten"), asked
    return session.handle("ja")


@pytest.mark.parametrize("case", APP, ids=case_id)
def test_a_run_lying_on_its_own_column_names_the_empty_column_to_move_it_to(
    tmp_path: Path, case: Case
) -> None:
    """Trial 6, Scorpion 8707: the run of clubs lay alone in kolom 2 (the rules remove a run
    only on the column that receives cards) and the game said "zet klaverenheer op een lege
    kolom", where it already lay. Now it names the other empty column, and that move removes
    the run."""
    session = on_position(tmp_path, run_alone(case, filled=False))
    moved = session.handle("klaveren 9 naar kolom 2")
    note = (
        "De reeks harten ligt compleet in kolom 1: zet hartenheer naar de lege kolom 3, dan "
        "gaat de reeks weg."
    )
    assert note in moved
    assert session.handle("kolom 1").endswith(note)
    assert session.handle("bord").endswith(note)
    removed = session.handle("hartenheer naar kolom 3")
    assert "Reeks harten verwijderd uit kolom 3." in removed, removed
    assert "compleet" not in session.handle("bord")


@pytest.mark.parametrize("case", APP, ids=case_id)
def test_a_run_lying_with_no_other_empty_column_says_when_it_can_go(
    tmp_path: Path, case: Case
) -> None:
    session = on_position(tmp_path, run_alone(case, filled=True))
    moved = session.handle("klaveren 9 naar kolom 2")
    assert "lege kolom" not in moved
    assert (
        "De reeks harten ligt compleet in kolom 1: zodra een andere kolom leeg is, zet je "
        "hartenheer daarheen en gaat de reeks weg." in moved
    ), moved


def test_the_english_sentence_names_the_empty_column(tmp_path: Path) -> None:
    session = on_position(tmp_path, run_alone(APP[0], filled=False), language="en")
    moved = session.handle("move 9 of clubs to column 2")
    assert (
        "The run of hearts lies complete in column 1: move king of hearts to the empty "
        "column 3 to remove it." in moved
    ), moved


# ------------------------------------------------------- "kan ik terug" names where it goes


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_can_i_undo_names_the_column_the_card_goes_back_to(tmp_path: Path, case: Case) -> None:
    """Trial 6: "Ja: zeg terug, dan gaat harten 3 naar kolom 6 terug" where harten 3 lay in
    kolom 6 and undo took it back to kolom 4. The answer names where undo puts it, as undo
    then does; a card played from beside the table goes back beside it; a reserve deal puts
    its cards back in the reserve."""
    variant, rules, traditional = case
    session = fresh(tmp_path / "data")
    session.start(7, rules, variant=variant, traditional=traditional)
    game = session.game
    move = game.legal_moves()[0]
    source = game.locate(move.card).column if move.src is None else move.src
    session.handle(session.n.move_text(game, move))
    assert game.moves == 1
    answer = session.handle("kan ik terug")
    card = card_name(translator("nl"), move.card)
    if source is None:  # Three Blind Mice: a card from beside the table
        assert answer == f"Ja: zeg terug, dan gaat {card} terug naast de tafel.", answer
        assert "terug naast de tafel" in session.handle("terug")
    else:
        assert answer == f"Ja: zeg terug, dan gaat {card} terug naar kolom {source + 1}.", answer
        assert f"terug naar kolom {source + 1}." in session.handle("terug")
    if game.spec.reserve_size and not game.spec.beside and game.check(DEAL_RESERVE) is None:
        session.handle("reserve")
        assert session.handle("kan ik terug") == (
            "Ja: zeg terug, dan gaan de reservekaarten terug in de reserve."
        )
        assert session.handle("terug").startswith("Ongedaan gemaakt: de reserve ligt weer")


def test_can_i_undo_in_english(tmp_path: Path) -> None:
    session = fresh(tmp_path / "data", language="en")
    session.start(431929, Rules.KLASSIEK)
    session.handle("6 of hearts to column 6")
    assert session.handle("can i undo") == "Yes: say undo, and 6 of hearts goes back to column 5."


# ---------------------------------------------- the hint names what is hidden in this game

WHAT_IS_HIDDEN = {
    "nl": {
        "both": "de gedekte kaarten en de reserve",
        "reserve": "de reservekaarten",
        "table": "de gedekte kaarten",
    },
    "en": {
        "both": "the face-down cards and the reserve",
        "reserve": "the reserve's cards",
        "table": "the face-down cards",
    },
}


def _hidden_kind(game: Game) -> str:
    on_table = game.face_down_total() > 0
    in_reserve = bool(game.reserve) and not game.spec.beside and not game.reserve_dealt
    return "both" if on_table and in_reserve else "reserve" if in_reserve else "table"


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_hint_names_the_cards_that_are_hidden_in_this_game(case: Case, language: str) -> None:
    """Trial 6, Scorpion II (every card face up, only the reserve hidden): the hint said "Wint,
    hoe de gedekte kaarten ook liggen" while `kan het nog` rightly said "reservekaarten". Every
    sentence of a hint that names the hidden cards names them as `kan het nog` does."""
    variant, rules, traditional = case
    game = Game.new(1, rules, variant, traditional)
    tr = translator(language)
    hidden = WHAT_IS_HIDDEN[language][_hidden_kind(game)]
    move = game.legal_moves()[0]
    forms = [
        Hint(move, HintReason.UNCOVERS_CARD, Basis.SAMPLED, 6, 6, exact=True),
        Hint(move, HintReason.UNCOVERS_CARD, Basis.SAMPLED, 2, 6, exact=True),
        Hint(move, HintReason.UNCOVERS_CARD, Basis.SAMPLED, 1, 1),
    ]
    for hint in forms:
        said = basis_sentence(tr, hint, game)
        assert f" {hidden} " in f" {said} ".replace(".", " ").replace(";", " "), said
        if _hidden_kind(game) == "reserve":
            assert "gedekte" not in said and "face-down" not in said, said
    lost = proven_lost(tr, game)
    assert f" {hidden} " in lost.replace(":", " "), lost


@pytest.mark.parametrize("language", ["nl", "en"])
def test_the_scorpion_ii_hint_speaks_of_the_reserve(tmp_path: Path, language: str) -> None:
    """The deal the player met, end to end (Scorpion II 501897, Klassiek): the 3 reserve cards
    lie in 6 orders, each solved, and the hint wins in each."""
    session = fresh(tmp_path / "data", language=language)
    session.start(501897, Rules.KLASSIEK, variant=Variant.SCORPION_II)
    said = session.handle("hint")
    assert said.endswith(
        {
            "nl": "Wint, hoe de reservekaarten ook liggen.",
            "en": "Wins however the reserve's cards lie.",
        }[language]
    ), said


# ------------------------------------------- "waar ging het mis" before any move was made


def test_where_did_it_go_wrong_at_move_0_speaks_of_no_moves(tmp_path: Path) -> None:
    """Trial 6, Scorpion 431929 Klassiek (not winnable from the start): at move 0 the answer
    said "Het lag niet aan je zetten" of moves never made. Before any move (also after undoing
    every move) it says only that the deal could not be won; after a move, as before."""
    session = fresh(tmp_path / "data")
    session.start(431929, Rules.KLASSIEK)
    never = "Dit spel was vanaf het begin niet te winnen."
    assert _where_wrong(session) == never  # asked first, so no warning before it
    session.handle("harten 6 naar kolom 6")
    assert _where_wrong(session) == (
        "Het lag niet aan je zetten: dit spel was vanaf het begin niet te winnen."
    )
    session.handle("terug")
    assert session.game.moves == 0
    assert _where_wrong(session) == never


def _where_wrong(session: Session) -> str:
    """``waar ging het mis`` in a game still in play: it asks first (trial 6 #4); ``ja``."""
    asked = session.handle("waar ging het mis")
    assert asked.endswith("Doorgaan? Typ ja of nee."), asked
    return session.handle("ja")


@pytest.mark.parametrize("language", ["nl", "en"])
def test_the_never_winnable_answer_names_moves_only_when_one_was_made(language: str) -> None:
    tr = translator(language)
    found = WentWrong(Verdict.NEVER_WINNABLE)
    before = went_wrong_sentence(tr, found, "", warn=False, played=False)
    after = went_wrong_sentence(tr, found, "", warn=False, played=True)
    assert (
        before
        == {
            "nl": "Dit spel was vanaf het begin niet te winnen.",
            "en": "This deal could not be won from the start.",
        }[language]
    )
    assert after != before and after.endswith(before[1:]), after


# ------------------------------------------- the statistics count what the solver proved


def _stats(session: Session, case: Case = (Variant.SCORPION, Rules.KLASSIEK, False)) -> RuleStats:
    variant, rules, traditional = case
    return session.keeper.stats.get(rules, variant, traditional)


def test_statistics_count_the_deal_waar_ging_het_mis_proved_unwinnable(tmp_path: Path) -> None:
    """Trial 6, fresh data folder, Scorpion 431929 Klassiek (in no published list): after
    `waar ging het mis` proved it not winnable from the start, `statistiek` said "Van 1 spel
    weet de oplosser niet of het te winnen was"."""
    session = fresh(tmp_path / "data")
    session.start(431929, Rules.KLASSIEK)
    session.handle("harten 6 naar kolom 6")
    assert "vanaf het begin niet te winnen" in _where_wrong(session)
    session.handle("opgeven")
    session.handle("ja")
    said = session.handle("statistiek")
    assert "weet de oplosser niet" not in said, said
    assert "Van je 1 verloren spel was er 1 helemaal niet te winnen." in said, said
    assert _stats(session).played_unwinnable == 1


def test_a_verdict_proved_before_the_first_move_counts_at_the_first_move(tmp_path: Path) -> None:
    session = fresh(tmp_path / "data")
    session.start(431929, Rules.KLASSIEK)
    _where_wrong(session)
    assert _stats(session).played == 0  # no move made: not played, nothing counted yet
    session.handle("harten 6 naar kolom 6")
    assert (_stats(session).played, _stats(session).played_unwinnable) == (1, 1)
    _where_wrong(session)  # proved again: counted once
    assert _stats(session).played_unwinnable == 1


def test_what_was_proved_is_kept_over_a_restart(tmp_path: Path) -> None:
    """The verdict rides with the saved game: after a restart the game's win or loss is
    counted against the same verdict, and an older file without it loads as before."""
    data = tmp_path / "data"
    session = fresh(data)
    session.start(500003, Rules.KLASSIEK)  # winnable, in no published list
    assert asked_from_start(session).startswith("Ja, dit spel was")
    first = session.game.legal_moves()[0]
    session.handle(session.n.move_text(session.game, first))
    assert (_stats(session).played, _stats(session).played_winnable) == (1, 1)
    session.keeper.store.close()
    again = fresh(data)
    again.start()
    assert again.saved is not None and again.saved.proven is True
    assert (_stats(again).played, _stats(again).played_winnable) == (1, 1)
    old = game_to_data(SavedGame(Game.new(500003)))
    assert "bewezen" not in old


#: Per game x rules x app/traditional, a deal in no published list that the solver decides
#: from its start in a few milliseconds (found by trying 500001-500040 with solve(); 500001,
#: used before, stays undecided for the full 2 s in 8 of the 24 cases, which tested only that
#: an undecided answer is not counted, 16 s of the suite): a deal proven not winnable in
#: Klassiek where one was found (none in Versoepeld or Double Scorpion), else a winnable one,
#: so both verdicts are counted; the undecided answer has its own test below.
DECIDED: dict[str, tuple[int, bool]] = {
    "scorpion-klassiek-app": (500028, False),
    "scorpion-klassiek-trad": (500023, False),
    "scorpion-versoepeld-app": (500034, True),
    "scorpion-versoepeld-trad": (500032, True),
    "wasp-klassiek-app": (500031, False),
    "wasp-klassiek-trad": (500012, False),
    "wasp-versoepeld-app": (500034, True),
    "wasp-versoepeld-trad": (500009, True),
    "scorpion-ii-klassiek-app": (500023, False),
    "scorpion-ii-klassiek-trad": (500002, False),
    "scorpion-ii-versoepeld-app": (500019, True),
    "scorpion-ii-versoepeld-trad": (500031, True),
    "three-blind-mice-klassiek-app": (500035, False),
    "three-blind-mice-klassiek-trad": (500030, False),
    "three-blind-mice-versoepeld-app": (500006, True),
    "three-blind-mice-versoepeld-trad": (500002, True),
    "open-scorpion-klassiek-app": (500023, False),
    "open-scorpion-klassiek-trad": (500012, False),
    "open-scorpion-versoepeld-app": (500034, True),
    "open-scorpion-versoepeld-trad": (500021, True),
    "double-scorpion-klassiek-app": (500022, True),
    "double-scorpion-klassiek-trad": (500033, True),
    "double-scorpion-versoepeld-app": (500007, True),
    "double-scorpion-versoepeld-trad": (500007, True),
}


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_peeking_answer_about_the_deal_counts_in_the_statistics(
    tmp_path: Path, case: Case
) -> None:
    """`was dit spel te winnen` (the solver, looking at the hidden cards, from the deal's
    start): what it answers is what `statistiek` counts the game as, once it is played."""
    variant, rules, traditional = case
    number, winnable = DECIDED[case_id(case)]
    assert proven(variant, rules, traditional, number) is None  # in no published list
    session = fresh(tmp_path / "data")
    session.start(number, rules, variant=variant, traditional=traditional)
    answer = asked_from_start(session)
    game = session.game
    session.handle(session.n.move_text(game, game.legal_moves()[0]))
    stats = _stats(session, case)
    known = (stats.played_winnable, stats.played_unwinnable)
    if winnable:
        assert answer.startswith("Ja, dit spel was vanaf het begin te winnen"), answer
        assert known == (1, 0), answer
    else:
        assert answer.startswith("Nee, dit spel was vanaf het begin niet te winnen"), answer
        assert known == (0, 1), answer


def test_an_undecided_answer_about_the_deal_is_not_counted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Deal 500001 Scorpion Versoepeld stays undecided for the solver's full 2 s; on a tenth
    of a second (the promised seconds are a setting of the answer, not of the solver) it is
    undecided as well, and a game the solver could not decide counts as neither."""
    monkeypatch.setattr(advice, "SOLVE_SECONDS", 0.1)
    case = (Variant.SCORPION, Rules.VERSOEPELD, False)
    assert proven(*case, 500001) is None
    session = fresh(tmp_path / "data")
    session.start(500001, Rules.VERSOEPELD)
    answer = asked_from_start(session)
    assert not answer.startswith(("Ja,", "Nee,")), answer
    game = session.game
    session.handle(session.n.move_text(game, game.legal_moves()[0]))
    stats = _stats(session, case)
    assert (stats.played, stats.played_winnable, stats.played_unwinnable) == (1, 0, 0), answer


# ------------------------------------------------- "kan het nog" starts with its verdict

VERDICTS = {
    "nl": (
        "Zeker:",
        "Niet meer:",
        "Waarschijnlijk wel:",
        "Waarschijnlijk niet:",
        "Misschien:",
        "Weet ik",
    ),
    "en": ("Certainly:", "No more:", "Probably:", "Probably not:", "Maybe:", "Not known"),
}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_every_form_of_the_odds_starts_with_its_verdict(case: Case, language: str) -> None:
    """Trial 6: "In ongeveer 23 van de 64 ..." and "Minstens in 3 van de 10 ..." did not start
    with a verdict as "Zeker:" and "Waarschijnlijk niet:" do. Every form, with every game's
    hidden cards, starts with one, and its first sentence is still one sentence."""
    variant, rules, traditional = case
    game = Game.new(1, rules, variant, traditional)
    tr = translator(language)
    forms = [
        Odds(6, 0, 0, 3, exact=True),
        Odds(40, 0, 0, 9),
        Odds(0, 6, 0, 3, exact=True),
        Odds(0, 40, 0, 9),
        Odds(0, 3, 7, 9),
        Odds(0, 7, 3, 9),
        Odds(3, 0, 7, 9),
        Odds(2, 4, 0, 3, exact=True),
        Odds(23, 41, 0, 9),
        Odds(1, 0, 0, 0),
        Odds(0, 1, 0, 0),
    ]
    for odds in forms:
        said = odds_sentence(tr, odds, game)
        assert said.startswith(VERDICTS[language]), said
        first = said.split(". ")[0]
        assert first.count(":") == 1, said


def test_a_peeking_kan_het_nog_that_finds_a_win_counts_the_deal_winnable(tmp_path: Path) -> None:
    session = fresh(tmp_path / "data")
    session.start(500003, Rules.KLASSIEK)  # winnable, in no published list
    session.handle("antwoord spiekend")
    game = session.game
    session.handle(session.n.move_text(game, game.legal_moves()[0]))
    assert (_stats(session).played, _stats(session).played_winnable) == (1, 0)
    if not session.handle("kan het nog").startswith("Ja"):
        pytest.skip("this move lost the deal: the answer proves nothing of its start")
    assert _stats(session).played_winnable == 1
