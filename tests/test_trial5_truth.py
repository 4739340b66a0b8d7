"""Trial 5's findings about what the hint, the odds and the dead-end sentence say: never a
sentence the solver knows to be false. Every game x rules x app/traditional where it applies."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from sessions import fresh

from scorpion_a11y.app.conversation import in_dead_end
from scorpion_a11y.app.session import Session
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.solver import hint as hint_module
from scorpion_a11y.solver.hint import _key, view
from scorpion_a11y.solver.loss import Loss, verdict
from scorpion_a11y.solver.search import Outcome, solve

# ------------------------------------------------------- "geen nuttige zet" in a won game

#: Trial 5, Scorpion Versoepeld 307977: the player's first 49 moves. After the last one every
#: card is face up and no move is useful (each takes cards off a card they fit on), but moving
#: them onto their own suit wins: the game said "Er is geen nuttige zet meer; ... Maak zetten
#: ongedaan of begin een nieuw spel." while kan het nog said "Zeker" and the hints won it.
_LINE_307977 = (
    "ruiten 9 naar kolom 5; harten 8 naar kolom 1; harten 3 naar kolom 4; schoppenaas naar "
    "kolom 3; harten 5 naar kolom 2; ruiten 7 naar kolom 6; schoppen 10 naar kolom 4; "
    "klaveren 8 naar kolom 4; ruiten 5 naar kolom 1; schoppen 5 naar kolom 2; ruiten 6 naar "
    "kolom 6; schoppen 4 naar kolom 2; klaveren 5 naar kolom 1; schoppenvrouw naar kolom 4; "
    "hartenvrouw naar kolom 2; klaverenboer naar kolom 3; klaveren 10 naar kolom 3; "
    "klaverenvrouw naar kolom 6; harten 4 naar kolom 1; harten 2 naar kolom 1; klaveren 7 naar "
    "kolom 3; schoppen 8 naar kolom 1; schoppen 6 naar kolom 3; ruitenboer naar kolom 3; "
    "harten 10 naar kolom 3; klaverenaas naar kolom 6; klaveren 9 naar kolom 3; harten 7 naar "
    "kolom 1; ruiten 2 naar kolom 2; harten 6 naar kolom 1; schoppenaas naar kolom 2; "
    "hartenaas naar kolom 1; harten 10 naar kolom 1; ruiten 10 naar kolom 3; harten 9 naar "
    "kolom 3; hartenheer naar kolom 4; ruiten 3 naar kolom 3; klaverenheer naar kolom 2; "
    "harten 4 naar kolom 4; schoppenheer naar kolom 5; klaveren 7 naar kolom 4; schoppen 7 "
    "naar kolom 5; reserve; ruitenvrouw naar kolom 3; schoppenaas naar kolom 1; ruitenaas "
    "naar kolom 5; schoppen 2 naar kolom 1; schoppen 3 naar kolom 2; ruiten 3 naar kolom 1"
)
MOVES_307977 = _LINE_307977.split("; ")
DEAD_END = "Er is geen nuttige zet meer"


def test_307977_a_won_position_is_never_called_a_dead_end(tmp_path: Path) -> None:
    session = fresh(tmp_path / "data")
    session.start(307977, Rules.VERSOEPELD)
    said = [session.handle(line) for line in MOVES_307977]
    assert session.game.moves == 49, said[-3:]
    assert not session.game.has_useful_action()  # the case is there
    assert solve(session.game).outcome is Outcome.WON
    assert DEAD_END not in said[-1], said[-1]
    assert DEAD_END not in session.handle("heb ik verloren")
    assert session.handle("kan het nog").startswith("Zeker")


def _without_useful_move(case: Case, deals: int, each: int = 4) -> Iterator[Game]:
    """Positions of random play (every move, the reserve deal less often) in which no move is
    useful and no reserve deal is possible, but some move can still be made: at most ``each``
    per deal (random play lingers among such tables: Open Scorpion Versoepeld met 151 in 6
    deals, each a loss search)."""
    variant, rules, traditional = case
    for number in range(1, deals + 1):
        rng = random.Random(f"{case_id(case)}-{number}")
        game = Game.new(rng.randint(1, 99999), rules, variant, traditional)
        found = 0
        for _ in range(150):
            if not game.has_useful_action() and game.has_legal_action() and not game.won:
                yield game.copy()
                found += 1
                if found == each:
                    break
            actions: list[Action] = list(game.legal_moves(renumbering=True))
            if game.is_legal(DEAL_RESERVE) and (not actions or rng.random() < 0.1):
                actions.append(DEAL_RESERVE)
            if not actions or game.won:
                break
            game.play(rng.choice(actions))


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_dead_end_sentence_is_said_only_where_no_win_is_left(case: Case) -> None:
    """Wherever random play meets a table without a useful move: the game calls it a dead end
    ("Maak zetten ongedaan of begin een nieuw spel") only when the solver, seeing every card,
    finds no win from there; where some sequence of moves still turns a card or completes a
    run, it says nothing of the kind (where the search runs out of time, nothing either).
    Before, every table without a useful move was called a dead end."""
    for game in _without_useful_move(case, deals=6):
        if in_dead_end(game):
            result = solve(game, time_limit=5.0, traditional=game.traditional)
            assert result.outcome is not Outcome.WON, (case, game.position())
            assert verdict(game, None, None).loss is Loss.LOST


# ------------------------------------------------------- the hint's figures and kan het nog

#: Trial 5, Scorpion Klassiek 3501: the player's first 15 moves.
MOVES_3501 = [
    "klaveren 2 naar kolom 1",
    "s7 naar kolom 4",
    "schoppen 6 op schoppen 7",
    "ruitenvrouw naar de heer",
    "schoppenvrouw op de schoppenheer",
    "ruiten 6",
    "schoppen 8 naar kolom 3",
    "schoppen 5 op schoppen 6",
    "ruiten 2 naar kolom 4",
    "schoppenheer naar de lege kolom",
    "harten 6 naar kolom 6",
    "harten 2 naar kolom 3",
    "ruitenaas op ruiten 2",
    "ruiten 5 naar kolom 5",
    "klaverenaas naar klaveren 2",
]
HINT_FIGURES = re.compile(
    r"Wint in ongeveer (\d+) procent van de (\d+) verdelingen die ik probeerde\."
)
ODDS_FIGURES = re.compile(r"Misschien: in (\d+) van de (\d+) verdelingen .* die ik probeerde")


def test_3501_the_hint_and_kan_het_nog_tell_one_story(tmp_path: Path) -> None:
    """Five hints in a row, each followed: the hint said "wins in 40 of the 87 arrangements I
    tried" each time (46 %: the 87 were only those the solver decided; the hard ones, mostly
    lost, were left out), and kan het nog "about 18 of 64" (28 %; about a third win, measured
    on 200 arrangements searched to the end). Now the hint counts every arrangement it tried,
    and the two shares lie close together."""
    session = fresh(tmp_path / "data")
    session.start(3501, Rules.KLASSIEK)
    for line in MOVES_3501:
        session.handle(line)
    assert session.game.moves == 15
    for _ in range(5):
        tip = session.handle("tip")
        hint = HINT_FIGURES.search(tip)
        odds = ODDS_FIGURES.search(session.handle("kan het nog"))
        assert hint is not None and odds is not None, tip
        percent = int(hint.group(1))
        won, samples = int(odds.group(1)), int(odds.group(2))
        assert abs(percent / 100 - won / samples) < 0.15, (tip, won, samples)
        move = tip.removeprefix("Tip: ").split(":")[0]
        session.handle(move)
    assert session.game.moves == 20


# ------------------------------------------------------- following the hints ends the game

#: Trial 5, Wasp 216971: the player's first 35 moves; then every hint moved ruiten 3 or ruiten
#: 5 between the empty columns ("Wint, hoe de gedekte kaarten ook liggen"), and the player
#: gave up following after 15.
_LINE_216971 = (
    "ruiten 10 naar kolom 5; hartenvrouw naar kolom 1; klaveren 9 naar kolom 3; "
    "schoppen 6 naar kolom 5; klaveren 8 naar kolom 3; ruiten 3 naar kolom 6; "
    "ruiten 9 naar kolom 5; schoppen 9 naar kolom 7; klaverenvrouw naar kolom 2; "
    "hartenheer naar kolom 5; harten 6 naar kolom 1; schoppen 8 naar kolom 7; "
    "klaveren 4 naar kolom 6; harten 4 naar kolom 5; ruitenaas naar kolom 2; "
    "ruiten 2 naar kolom 7; klaveren 6 naar kolom 3; schoppen 7 naar kolom 7; "
    "klaverenaas naar kolom 6; ruiten 4 naar kolom 2; klaverenboer naar kolom 5; "
    "klaveren 3 naar kolom 5; harten 7 naar kolom 7; schoppen 2 naar kolom 7; "
    "ruiten 7 naar kolom 1; schoppen 3 naar kolom 2; klaveren 7 naar kolom 7; "
    "schoppen 5 naar kolom 5; ruiten 7 naar kolom 3; ruiten 5 naar kolom 1; "
    "schoppenaas naar kolom 1; harten 2 naar kolom 2; ruitenboer naar kolom 4; "
    "harten 2 naar kolom 3; ruiten 8 naar kolom 4"
)
MOVES_216971 = _LINE_216971.split("; ")


def _follow_hints(session: Session, hints: int) -> int:
    """Play ``hints`` hints in a row (each one's move), or until the game is won; no table
    (up to renaming columns the rules treat alike) comes back on the way. The hints played."""
    had: set[object] = set()
    for n in range(1, hints + 1):
        table = _key(view(session.game))
        assert table not in had, f"a table came back at hint {n}"
        had.add(table)
        tip = session.handle("tip")
        assert tip.startswith("Tip: "), tip
        session.handle(tip.removeprefix("Tip: ").split(":")[0])
        if session.game.won:
            return n
    return hints


@pytest.fixture
def short_lookahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """The look-ahead (which ranks close choices and gives each hint's reason) on 100 views
    instead of the player's 8,000. Following the hints here plays the very moves it plays on
    the player's look-ahead (checked 2026-12-02: Wasp 216971's 25 hints and Scorpion II
    409072's 75 to the win, move for move; only some reasons' words differ), and what these
    tests hold the hint to, never back to a table, does not depend on the look-ahead's depth:
    each depth leaves out the tables already had. Wasp's 25 hints took 6 s of CPU, now 0.7 s."""
    monkeypatch.setattr(hint_module, "LOOKAHEAD_VIEWS", 100)


@pytest.mark.usefixtures("short_lookahead")
def test_wasp_216971_following_the_hints_never_comes_back_to_a_table(tmp_path: Path) -> None:
    session = fresh(tmp_path / "data")
    session.start(216971, Rules.KLASSIEK, variant=Variant.WASP)
    for line in MOVES_216971:
        session.handle(line)
    assert session.game.moves == 35
    # The trial followed 15 hints here and heard the same stacks go between the empty
    # columns; no table comes back in 25 (followed to the end, the hints win after 88: about
    # 20 s of CPU, more than this suite can give one trial case)
    _follow_hints(session, 25)


@pytest.mark.usefixtures("short_lookahead")
def test_scorpion_ii_409072_following_the_hints_wins(tmp_path: Path) -> None:
    """Scorpion II Versoepeld, traditional rules, from the start: the trial heard 11 of 75
    hints move a king with its whole column to another empty column (the reserve still to
    deal onto columns 1 to 3, so not only a new number); following the hints still wins, and
    no table comes back."""
    session = fresh(tmp_path / "data")
    session.start(409072, Rules.VERSOEPELD, variant=Variant.SCORPION_II, traditional=True)
    _follow_hints(session, 120)
    assert session.game.won


# ------------------------------------------------------- a promised wait is kept


class _BusyClock:
    """The wall clock of a very busy computer: half a second passes between two looks."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        self.now += 0.5
        return self.now


def test_kan_het_nog_keeps_the_promised_wait_on_a_busy_computer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Trial 5: kan het nog said "tot 2 seconden" and took 2.4 s (22.8 s at load 17: its
    searches counted CPU time only). Where the notice is said, the search now also stops by the
    wall clock and answers with what it has: here, where the clock races, with the first 10
    arrangements only; the notice says what holds."""
    session = fresh(tmp_path / "data")
    session.start(3501, Rules.KLASSIEK)
    said: list[str] = []
    session.notify = said.append
    # the notice comes when the answer takes longer than this (0.4 s): here at once
    monkeypatch.setattr("scorpion_a11y.app.advice.SOLVE_NOTICE_SECONDS", 0)
    monkeypatch.setattr("scorpion_a11y.app.advice.time.perf_counter", _BusyClock())
    answer = session.handle("kan het nog")
    assert said == ["Even rekenen; dat duurt tot 2 seconden, op een drukke computer langer."]
    assert "van de 10 verdelingen" in answer, answer


# ------------------------------------------------------- a winnable deal, in so many words


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("nl", "De oplosser heeft bewezen dat dit spel te winnen is, met de juiste zetten."),
        ("en", "The solver has proven that this deal can be won with the right moves."),
    ],
)
def test_a_winnable_deal_says_it_needs_the_right_moves(
    tmp_path: Path, language: str, sentence: str
) -> None:
    """Trial 5 lost three proven-winnable deals following only the hints: the opening said
    "proven winnable" and nothing of what it takes."""
    session = fresh(tmp_path / "data", language)
    opening = session.start(rules=Rules.KLASSIEK, winnable=True)
    assert sentence in opening, opening
