"""Playing to win: the no-peek odds, the sampled hint and its budget, "waar ging het mis" and
"terug naar zet", in every game and rule set, in Dutch and English."""

from __future__ import annotations

import random
import time
import tracemalloc
from pathlib import Path

import pytest
from positions import reshuffled

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import ColumnLayout, Position, Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Game, Move
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration.hints import hint_sentence, odds_sentence
from scorpion_a11y.solver import hint as hint_module
from scorpion_a11y.solver.hindsight import Verdict, went_wrong
from scorpion_a11y.solver.hint import (
    MAX_SAMPLES,
    MIN_SAMPLES,
    Basis,
    Budget,
    Hint,
    HintReason,
    ranked,
    ranked_sampled,
    ranked_view,
    seen,
    view,
)
from scorpion_a11y.solver.sample import (
    SAMPLES,
    Odds,
    arrangements,
    hidden_cards,
    odds,
    sampled_states,
)
from scorpion_a11y.solver.search import Outcome, solve
from scorpion_a11y.solver.state import from_position

C = Card.from_name
GAMES = [
    (variant, rules, traditional)
    for variant in SPECS
    for rules in (Rules.KLASSIEK, Rules.VERSOEPELD)
    for traditional in (False, True)
]


def played(variant: Variant, rules: Rules, traditional: bool, moves: int, number: int = 3) -> Game:
    """The deal after a few moves, each the look-ahead's best on a small budget (100 tables
    instead of 8,000: these tests need a table later in the game, not the best one; the full
    look-ahead took 17 of this file's 26 s CPU, 400 tables still 2.5 s)."""
    game = Game.new(number, rules, variant, traditional)
    for _ in range(moves):
        hints = ranked_view(view(game), seen(game), Budget(views=100))
        if not hints or hints[0].action is DEAL_RESERVE:
            break
        game.play(hints[0].action)
    return game


@pytest.mark.parametrize(("variant", "rules", "traditional"), GAMES)
def test_the_odds_never_depend_on_the_hidden_cards_order(
    variant: Variant, rules: Rules, traditional: bool
) -> None:
    rng = random.Random(5)
    game = played(variant, rules, traditional, 4)
    other = reshuffled(game, rng)
    if len(set(hidden_cards(game))) > 1:
        assert other.position() != game.position()
    assert hidden_cards(other) == hidden_cards(game)
    assert arrangements(other, 5, seed=3) == arrangements(game, 5, seed=3)
    # searched states bound each arrangement: the same work on any machine
    mine = odds(game, 5, seed=3, states=3000, cpu_seconds=60)
    assert odds(other, 5, seed=3, states=3000, cpu_seconds=60) == mine
    assert mine.samples == (5 if mine.hidden else 1)
    for lang in ("nl", "en"):
        assert odds_sentence(translator(lang), mine)


@pytest.mark.parametrize(("variant", "rules", "traditional"), GAMES)
def test_the_sampled_hint_never_depends_on_the_hidden_cards(
    variant: Variant, rules: Rules, traditional: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The look-ahead that orders the ties and names the choices on 1,000 views (8,000 for the
    # player: 80% of this test's CPU): it reads only the view, which both games share; what
    # could see a hidden card is the sampling, and that is unchanged.
    monkeypatch.setattr(hint_module, "LOOKAHEAD_VIEWS", 1_000)
    rng = random.Random(7)
    game = Game(played(variant, rules, traditional, 3).position())  # no line: same tables had
    other = reshuffled(game, rng)
    mine = ranked_sampled(game, seconds=60, samples=4, states=2000)
    assert ranked_sampled(other, seconds=60, samples=4, states=2000) == mine
    for hint in mine:
        assert game.is_legal(hint.action)
    if mine:
        for lang in ("nl", "en"):
            assert hint_sentence(translator(lang), game, mine[0]).startswith("Tip")


@pytest.mark.parametrize(("variant", "rules", "traditional"), GAMES)
def test_the_hints_solver_states_are_the_arrangements(
    variant: Variant, rules: Rules, traditional: bool
) -> None:
    # the hint solves compact states instead of positions: the same arrangements, in order
    game = played(variant, rules, traditional, 4)
    states = sampled_states(game, seed=3)
    # (the first four of the odds' 64: where at most 64 orders exist, both list each once)
    for position in arrangements(game, SAMPLES, seed=3)[:4]:
        assert next(states) == from_position(position)


def test_the_hint_stops_sampling_once_its_choice_is_settled() -> None:
    # Scorpion deal 7's opening: one move wins in about four times as many arrangements as the
    # next (40 against 10 when it settles); where the first choices stay within a few wins of
    # each other (deal 50 after two moves), the sampling goes on to its cap, as it should
    game = Game.new(7)
    # CPU time never ends it here: the count of arrangements is the same on any machine
    hint = ranked_sampled(game, seconds=60)[0]
    assert hint.basis is Basis.SAMPLED
    assert hint.wins >= MIN_SAMPLES
    assert hint.samples < MAX_SAMPLES


def test_the_hint_answers_where_a_column_is_too_long_for_the_compiled_core() -> None:
    # Double Scorpion: a column of 70 cards (the core holds at most 51); the Python search
    # takes over, as in solve()
    position = Game.new(3, Rules.KLASSIEK, Variant.DOUBLE_SCORPION).position()
    cols = list(position.columns)
    pile = tuple(card for col in cols[5:] for card in col.cards)
    cols[4] = ColumnLayout(cols[4].face_down, cols[4].face_up + pile)
    cols[5:] = [ColumnLayout()] * (len(cols) - 5)
    game = Game(
        Position(tuple(cols), position.reserve, (), Rules.KLASSIEK, Variant.DOUBLE_SCORPION)
    )
    assert max(len(col.cards) for col in game.position().columns) > 51
    hints = ranked_sampled(game, samples=2, states=300, seconds=60)
    assert hints and all(game.is_legal(hint.action) for hint in hints)


def test_an_arrangement_keeps_every_visible_card() -> None:
    game = played(Variant.SCORPION, Rules.KLASSIEK, False, 6)
    for position in arrangements(game, 3):
        other = Game(position)
        assert view(other) == view(game)
        assert sorted(position.cards()) == sorted(game.position().cards())


def test_odds_sentences() -> None:
    nl, en = translator("nl"), translator("en")
    assert odds_sentence(nl, Odds(7, 3, 0, 12)) == (
        "Misschien: in 7 van de 10 verdelingen van de gedekte kaarten die ik probeerde, is dit "
        "nog te winnen. Ik heb niet naar de gedekte kaarten gekeken."
    )
    assert odds_sentence(nl, Odds(6, 2, 2, 12)).startswith(
        "Misschien: in minstens 6 van de 10 verdelingen van de gedekte kaarten die ik probeerde, "
        "is dit nog te winnen; 2 kreeg de oplosser niet op tijd beslist."
    )
    # a sample is never certain (trial 3: "Niet meer" on 10 samples of a winnable position)
    assert odds_sentence(nl, Odds(10, 0, 0, 3)).startswith("Waarschijnlijk wel: in alle 10 ")
    assert odds_sentence(nl, Odds(0, 10, 0, 3)).startswith("Waarschijnlijk niet: in geen van de 10")
    # every possible arrangement solved: certain
    assert odds_sentence(nl, Odds(6, 0, 0, 3, exact=True)).startswith(
        "Zeker: in elk van de 6 mogelijke verdelingen"
    )
    assert odds_sentence(nl, Odds(0, 1, 0, 1, exact=True)).startswith(
        "Niet meer: de gedekte kaarten kunnen maar op 1 manier liggen, en zo is dit niet meer"
    )
    assert odds_sentence(nl, Odds(2, 4, 0, 3, exact=True)).startswith(
        "Misschien: in 2 van de 6 mogelijke verdelingen van de gedekte kaarten is dit nog te "
        "winnen."
    )
    assert odds_sentence(nl, Odds(1, 0, 0, 0)).startswith("Zeker: er is geen kaart meer gedekt")
    assert odds_sentence(nl, Odds(0, 1, 0, 0)).startswith("Niet meer: er is geen kaart meer")
    assert odds_sentence(nl, Odds(0, 9, 1, 5)) == (
        "Waarschijnlijk niet: in geen van de 10 verdelingen van de gedekte kaarten die ik "
        "probeerde, vond de oplosser een winst. Bij 1 verdeling vond de oplosser niet op tijd "
        "een antwoord. Ik heb niet naar de gedekte kaarten gekeken."
    )
    assert odds_sentence(en, Odds(7, 3, 0, 12)).startswith(
        "Maybe: in 7 of the 10 arrangements of the face-down cards I tried, this can still be won."
    )


def test_nothing_hidden_gives_a_certain_answer() -> None:
    # one move from winning, every card face up: one arrangement, decided
    spades = [
        C(f"schoppen{n}")
        for n in ("heer", "vrouw", "boer", " 10", " 9", " 8", " 7", " 6", " 5", " 4", " 3", " 2")
    ]
    from scorpion_a11y.game.cards import Suit

    cols = (ColumnLayout((), tuple(spades)), ColumnLayout((), (C("schoppenaas"),)))
    cols += (ColumnLayout(),) * 5
    game = Game(Position(cols, (), (Suit.HARTEN, Suit.RUITEN, Suit.KLAVEREN)))
    found = odds(game)
    assert found == Odds(1, 0, 0, 0, exact=True)
    assert odds_sentence(translator("nl"), found).startswith("Zeker")
    hint = ranked_sampled(game)[0]
    assert (hint.action, hint.basis) == (Move(C("schoppenaas"), 0), Basis.CERTAIN)
    assert hint_sentence(translator("nl"), game, hint) == (
        "Tip: schoppenaas naar kolom 1: maakt een reeks af. Zeker te winnen: "
        "er is geen kaart meer gedekt."
    )


def test_sampled_hint_sentences() -> None:
    game = Game.new(1)
    move = game.legal_moves()[0]
    tr = translator("nl")
    hint = Hint(move, HintReason.BUILDS_SAME_SUIT, Basis.SAMPLED, 7, 40)
    assert hint_sentence(tr, game, hint).endswith(
        "Wint in ongeveer 18 procent van de 40 verdelingen die ik probeerde."
    )
    hint = Hint(move, HintReason.BUILDS_SAME_SUIT, Basis.UNDECIDED, 0, 40)
    assert "Een gok: met deze zet vond ik op tijd geen winst." in hint_sentence(tr, game, hint)
    hint = Hint(move, HintReason.BUILDS_SAME_SUIT, Basis.NONE_WINS, 0, 40)
    assert "Een gok: geen van de verdelingen die ik probeerde wint nog." in hint_sentence(
        tr, game, hint
    )


#: Wasp deal 10 after 35 hinted moves: a table whose full look-ahead takes many seconds and
#: hundreds of MiB (the issue's 22.9 s case was Wasp deal 25 after 44 moves).
WASP_10 = (
    "ruiten 3>1 schoppen 7>1 klaveren 7>4 klaverenaas>6 ruiten 5>4 schoppen 2>3 schoppenaas>3 "
    "ruiten 2>5 klaveren 10>5 schoppenboer>3 klaverenaas>4 schoppenheer>6 hartenvrouw>6 "
    "harten 3>4 klaveren 3>5 ruiten 2>6 schoppenvrouw>5 ruiten 8>3 harten 6>6 ruiten 4>5 "
    "hartenboer>6 schoppen 10>5 klaverenboer>1 schoppen 8>5 ruitenboer>6 schoppen 9>5 "
    "schoppen 3>2 harten 7>6 harten 4>5 ruiten 7>3 harten 5>6 deal schoppen 4>0 ruiten 9>2 "
    "hartenaas>3"
)


def test_the_hint_keeps_to_its_budget_where_the_look_ahead_is_huge() -> None:
    game = _replay_wasp_10()
    budget = Budget()
    tracemalloc.start()
    start = time.process_time()
    hints = ranked_view(view(game), seen(game), budget)
    cpu = time.process_time() - start
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert budget.exhausted  # the budget ended the look-ahead: without it, many seconds
    assert hints and all(game.is_legal(h.action) for h in hints)
    assert cpu < 2.0
    assert peak < 64 * 2**20
    start = time.process_time()
    sampled = ranked_sampled(game)
    assert time.process_time() - start < 2.0
    assert sampled and game.is_legal(sampled[0].action)


def _replay_wasp_10() -> Game:
    game = Game.new(10, Rules.KLASSIEK, Variant.WASP)
    tokens = WASP_10.split(" ")
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token == "deal":
            game.play(DEAL_RESERVE)
            i += 1
            continue
        if ">" not in token:  # "ruiten 3>1" was split at its space
            token = f"{token} {tokens[i + 1]}"
            i += 1
        name, to = token.split(">")
        game.play(Move(C(name), int(to)))
        i += 1
    return game


# ------------------------------------------------------------ where did it go wrong


def lost_by_the_look_ahead(number: int) -> Game:
    """Deal ``number`` (winnable) played by the look-ahead alone until the solver proves it
    lost."""
    game = Game.new(number)
    assert solve(game, time_limit=5, cpu_clock=True).outcome is Outcome.WON
    for _ in range(30):
        game.play(ranked(game)[0].action)
        if solve(game, time_limit=5, cpu_clock=True).outcome is Outcome.LOST:
            return game
    raise AssertionError("not lost")


@pytest.mark.parametrize("number", [24, 16])
def test_the_move_named_is_the_one_after_which_the_loss_is_proven(number: int) -> None:
    game = lost_by_the_look_ahead(number)
    found = went_wrong(game)
    assert found.verdict is Verdict.LOST_AT
    replay = Game(game.start)
    for action in game.line()[: found.move - 1]:
        replay.play(action)
    assert solve(replay, time_limit=5, cpu_clock=True).outcome is Outcome.WON
    assert found.action == game.line()[found.move - 1]
    replay.play(game.line()[found.move - 1])
    assert solve(replay, time_limit=5, cpu_clock=True).outcome is Outcome.LOST


def session_at(tmp_path: Path, game: Game, lang: str = "nl") -> Session:
    session = Session(
        Store(tmp_path / "data"), Settings(language=lang), Statistics(), Narrator(lang)
    )
    session.start(number=game.deal_number, rules=game.rules, variant=game.variant)
    for action in game.line():
        session.game.play(action)
    return session


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_where_did_it_go_wrong_and_back_to_that_move(tmp_path: Path, lang: str) -> None:
    game = lost_by_the_look_ahead(24)
    found = went_wrong(game)
    session = session_at(tmp_path, game, lang)
    said: list[str] = []
    session.notify = said.append
    asked = session.handle("waar ging het mis" if lang == "nl" else "where did it go wrong")
    assert not said, asked  # the game is still in play: asked first, nothing searched yet
    text = session.handle("ja" if lang == "nl" else "yes")
    assert said  # "thinking" at once
    n = found.move
    if lang == "nl":
        assert f"Na zet {n}, " in text and "was het niet meer te winnen" in text
        assert f"Zeg terug naar zet {n - 1} om" in text
        back = session.handle(f"terug naar zet {n - 1}")
        assert back.startswith(f"Terug bij zet {n - 1}.")
    else:
        assert f"After move {n}, " in text and f"Say back to move {n - 1} to" in text
        back = session.handle(f"back to move {n - 1}")
        assert back.startswith(f"Back at move {n - 1}.")
    assert session.game.moves == n - 1
    assert solve(session.game, time_limit=5, cpu_clock=True).outcome is Outcome.WON
    again = session.handle("terug naar zet 40" if lang == "nl" else "back to move 40")
    assert str(n - 1) in again and session.game.moves == n - 1


def test_where_did_it_go_wrong_asks_first_in_an_open_game(tmp_path: Path) -> None:
    session = session_at(tmp_path, Game.new(24))
    text = session.handle("waar ging het mis")
    assert text.startswith("Dit kijkt naar de gedekte kaarten en verklapt")
    # no move played yet: nothing went wrong, and the deal can be won (trial 8)
    assert session.handle("ja").startswith("Er is geen zet gespeeld, dus er ging niets mis")


# ------------------------------------------------------------ kan het nog, in the session


def test_kan_het_nog_is_fair_by_default_and_the_choice_is_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the notice comes when the answer takes longer than SOLVE_NOTICE_SECONDS: here at once
    monkeypatch.setattr("scorpion_a11y.app.advice.SOLVE_NOTICE_SECONDS", 0)
    session = session_at(tmp_path, Game.new(24))
    said: list[str] = []
    session.notify = said.append
    text = session.handle("kan het nog")
    assert text.endswith("Ik heb niet naar de gedekte kaarten en de reserve gekeken.")
    assert said and "seconden" in said[0]
    assert "gedekte kaarten kent" not in text
    peek = session.handle("spiek")
    assert "De oplosser kent de gedekte kaarten" in peek or "kent de gedekte" in peek
    assert "Vanaf nu" in session.handle("antwoord spiekend")
    assert not session.settings.fair_answer
    assert Settings.from_data(session.settings.to_data()).fair_answer is False
    assert "gedekte kaarten" in session.handle("kan het nog")
    assert session.handle("kan het nog") != text
    session.handle("antwoord eerlijk")
    assert session.handle("kans").endswith(
        "Ik heb niet naar de gedekte kaarten en de reserve gekeken."
    )
    assert Settings.from_data({}).fair_answer is True


def test_escape_cuts_the_odds_short(tmp_path: Path) -> None:
    session = session_at(tmp_path, Game.new(24))
    session.interrupted = lambda: True
    text = session.handle("kan het nog")
    assert "vond de oplosser niet op tijd een antwoord" in text or "Weet ik niet" in text
    hint = session.handle("hint")  # the look-ahead still answers
    assert hint.startswith("Tip")
