"""Issue 25, the open parts: winnable deals on request (``nieuw spel winbaar``, ``--winbaar``),
statistics of losses on deals that cannot be won, Escape stopping solver work, and the play
sentences a new player stumbled on (the hint typed back in every game, the odds with undecided
arrangements, no solver line lengths)."""

from __future__ import annotations

import os
import random
import re
import time
from pathlib import Path

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from recording import RecordingBackend

from scorpion_a11y.app import cli, interactive, terminal
from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.game.deal import Rules, deal
from scorpion_a11y.game.engine import DEAL_RESERVE, Game
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration.app_text import game_name
from scorpion_a11y.narration.hints import hint_sentence, odds_sentence, solvable_sentence
from scorpion_a11y.records import RuleStats
from scorpion_a11y.solver import winnable
from scorpion_a11y.solver.hint import Basis, Hint, HintReason, ranked, ranked_sampled
from scorpion_a11y.solver.sample import Odds
from scorpion_a11y.solver.search import Outcome, SolveResult, solve

ROOT = Path(__file__).resolve().parent.parent
GAMES = [
    (variant, rules, traditional)
    for variant in SPECS
    for rules in (Rules.KLASSIEK, Rules.VERSOEPELD)
    for traditional in (False, True)
]


def session(tmp_path: Path, lang: str = "nl", seed: int = 1) -> Session:
    s = Session(
        Store(tmp_path / "data"),
        Settings(language=lang),
        Statistics(),
        Narrator(lang),
        rng=random.Random(seed),
    )
    s.start(number=1)
    return s


# ------------------------------------------------------------------ winnable deals


@pytest.mark.parametrize(("variant", "rules", "traditional"), GAMES)
def test_a_winnable_deal_really_wins_by_the_solvers_line(
    variant: Variant, rules: Rules, traditional: bool
) -> None:
    start = time.process_time()
    found = winnable.pick(variant, rules, traditional, random.Random(11))
    assert time.process_time() - start < 1.0  # under a second of CPU
    if found is None:  # allowed, and said plainly (test below); not for a game with a list
        assert not winnable.listed(variant, rules, traditional)
        return
    assert winnable.proven(variant, rules, traditional, found.number) is True
    position = deal(found.number, rules, variant, traditional)
    result = solve(position, time_limit=10, cpu_clock=True)
    assert result.outcome is Outcome.WON
    game = Game(position, found.number)
    for action in result.actions:
        game.play(action)
    assert game.won


def test_the_published_lists_are_read_where_they_exist() -> None:
    assert winnable.listed(Variant.SCORPION, Rules.KLASSIEK, False)
    assert winnable.verdict(Variant.SCORPION, Rules.KLASSIEK, False, 16) == "W"
    assert winnable.verdict(Variant.SCORPION, Rules.KLASSIEK, False, 1) == "L"
    assert winnable.proven(Variant.SCORPION, Rules.KLASSIEK, False, 10_001) is None
    for name in ("app-klassiek", "traditioneel-klassiek", "wasp-app-klassiek"):
        assert (winnable.folder() / f"{name}.txt").is_file()


@pytest.mark.parametrize(
    ("lang", "ask", "rules", "proven"),
    [
        ("nl", "nieuw spel winbaar", "klassiek", "De oplosser heeft bewezen"),
        ("en", "new game winnable", "relaxed", "The solver has proven"),
    ],
)
def test_new_game_winnable_keeps_the_rules_and_deals_a_proven_deal(
    tmp_path: Path, lang: str, ask: str, rules: str, proven: str
) -> None:
    """With the rules in play and no question (trial 7: it asked the rules, one more Enter);
    the rules named with it are played instead."""
    s = session(tmp_path, lang)
    s.handle("1")  # a move... or not: whatever it is, the game stays a game
    said = s.handle(ask)
    assert s.dialog.pending is None and s.game.rules is Rules.KLASSIEK
    assert proven in said
    said = s.handle(ask.replace(" winbaar", f" {rules} winbaar").replace(" winn", f" {rules} winn"))
    game = s.game
    assert proven in said
    assert f" {game.deal_number}," in said  # an ordinary deal number, said as always
    assert winnable.proven(game.variant, game.rules, game.traditional, game.deal_number)
    assert game.moves == 0


def test_winnable_answers_the_rules_question_and_the_offer_of_another_game(
    tmp_path: Path,
) -> None:
    s = session(tmp_path)
    s.handle("nieuw spel")
    assert s.handle("winbaar") == "Een winbaar spel. " + s.n.ask_rules()
    said = s.handle("versoepeld")
    assert "De oplosser heeft bewezen" in said and s.game.rules is Rules.VERSOEPELD
    s.handle("nieuw spel wasp")
    said = s.handle("klassiek winbaar")
    assert "De oplosser heeft bewezen" in said
    assert s.game.variant is Variant.WASP
    assert winnable.proven(Variant.WASP, Rules.KLASSIEK, False, s.game.deal_number)
    from scorpion_a11y.app.dialog import OfferNewGame

    s.dialog.ask(OfferNewGame())
    said = s.handle("winbaar")  # at once, with the rules of the game in play (trial 7)
    assert "De oplosser heeft bewezen" in said and s.dialog.pending is None
    assert s.game.variant is Variant.WASP and s.game.rules is Rules.KLASSIEK


def test_no_winnable_deal_found_in_time_is_said_and_the_game_stays(tmp_path: Path) -> None:
    s = session(tmp_path)
    before = s.game.deal_number
    s.interrupted = lambda: True  # the player pressed Escape at once: nothing proven
    said = s.handle("nieuw spel wasp traditioneel versoepeld winbaar")
    assert said == (
        "Wasp, versoepeld, traditionele regels: de oplosser vond binnen een seconde geen spel "
        "waarvan hij kan bewijzen dat het te winnen is. Geen nieuw spel."
    )
    assert s.game.deal_number == before and s.game.variant is Variant.SCORPION


def test_winbaar_on_the_command_line(tmp_path: Path) -> None:
    tr = translator("nl")
    opts = cli.parse(["--winbaar", "--variant", "wasp"], tr)
    assert opts.winnable and opts.variant is Variant.WASP
    assert cli.parse(["--winnable"], translator("en")).winnable
    with pytest.raises(cli.CliError, match="zonder --spel"):
        cli.parse(["--winbaar", "--spel", "3"], tr)
    assert "--winbaar" in cli.help_text(tr) and "--versoepeld" in cli.help_text(tr)
    s = Session(Store(tmp_path / "d"), Settings(), Statistics(), Narrator("nl"))
    s.start(number=5)
    s.handle("1")
    s = Session(Store(tmp_path / "d"), Settings(), Statistics(), Narrator("nl"))
    said = s.start(variant=Variant.WASP, winnable=True)  # a new deal, not the saved game
    assert "De oplosser heeft bewezen" in said
    assert s.game.variant is Variant.WASP
    assert winnable.proven(Variant.WASP, Rules.KLASSIEK, False, s.game.deal_number)


def test_the_solver_and_the_game_share_winbaar_and_versoepeld() -> None:
    import io

    from scorpion_a11y.app import solver_cli

    out, err = io.StringIO(), io.StringIO()
    code = solver_cli.main(
        ["--spellen", "1-20", "--winbaar", "--stil", "--werkers", "1", "--tijd", "5"], out, err
    )
    assert code == 0
    lines = [line for line in out.getvalue().splitlines() if line.startswith("spel ")]
    assert lines == [line for line in lines if "gewonnen" in line]
    assert [line.split(":")[0] for line in lines] == ["spel 16"]  # app-klassiek.txt: 1-20
    assert "20 spellen: 1 gewonnen, 19 verloren" in out.getvalue()  # the summary counts all
    assert "--winbaar" in _solver_help()
    assert cli.parse(["--versoepeld"], translator("nl")).rules is Rules.VERSOEPELD
    assert cli.parse(["--relaxed"], translator("en")).rules is Rules.VERSOEPELD


def _solver_help() -> str:
    import io

    from scorpion_a11y.app import solver_cli

    out = io.StringIO()
    solver_cli.main(["--help"], out, io.StringIO())
    return out.getvalue()


def test_the_manual_gives_the_share_of_winnable_deals_from_the_table() -> None:
    """The manual's shares per game are those of docs/winbaarheid.md (a change there that
    is not made in the manual fails here)."""
    table = (ROOT / "docs" / "winbaarheid.md").read_text("utf-8")
    shares: dict[tuple[str, str], str] = {}
    for row in table.splitlines():
        cells = [c.strip() for c in row.strip("|").split("|")]
        if len(cells) == 10 and cells[0] in {v.value for v in SPECS}:
            shares[(cells[0], cells[1].split(" (")[0])] = cells[7]
    manual = (ROOT / "docs" / "handleiding.md").read_text("utf-8")
    section = manual.split("<!-- winbaar -->")[1].split("<!-- einde winbaar -->")[0]
    # a list, not a table (screen readers read it line by line): "- Scorpion, klassiek,
    # app-regels: 12,1%." with the game's name as the game says it
    nl = translator("nl")
    names = {game_name(nl, v): v.value for v in SPECS}
    kinds = {"app-regels": "app", "traditionele regels": "traditioneel"}
    lines = [line for line in section.splitlines() if line.strip()]
    said = [re.fullmatch(r"- (.+), (\w+), (.+): (?:minstens )?(\S+%)\.", line) for line in lines]
    assert all(said), lines
    assert len(said) >= len(SPECS)
    for found in said:
        assert found is not None
        game, rules, kind, share = found.groups()
        key = (names[game], f"{rules.capitalize()}, {kinds[kind]}")
        assert shares[key] == share, key
    assert "\n|" not in manual  # no tables anywhere: the manual says it has none


# ------------------------------------------------------------------ statistics


def test_old_statistics_load_and_new_counts_round_trip() -> None:
    old = {"gespeeld": 5, "gewonnen": 1, "beste_score": 500, "reeks": 1, "langste_reeks": 1}
    s = RuleStats.from_data(old)
    assert (s.played, s.won, s.played_winnable, s.won_winnable, s.played_unwinnable) == (
        5,
        1,
        0,
        0,
        0,
    )
    s.played_winnable, s.won_winnable, s.played_unwinnable = 2, 1, 3
    assert RuleStats.from_data(s.to_data()) == s
    # counts that contradict each other are brought back in line
    bad = RuleStats.from_data({**old, "gespeeld_winbaar": 9, "gewonnen_winbaar": 9})
    assert bad.played_winnable <= bad.played and bad.won_winnable <= bad.won


def test_statistics_say_the_losses_on_unwinnable_deals(tmp_path: Path) -> None:
    s = session(tmp_path)
    # deals 1 and 2 are proven lost, 16 proven won (docs/winbaarheid/app-klassiek.txt),
    # 500000 is beyond the list
    for number in (1, 2, 16, 500_000):
        s.handle(f"nieuw spel {number}")
        if s.keeper.counts_lost(s.saved):  # asked first (trial 6)
            assert s.handle("ja").startswith(f"Nieuw spel: Scorpion, spel {number}, ")
        s.run(m.Play(s.game.legal_moves()[0]))
    s.handle("nieuw spel 7")  # the last one is over (lost), not in progress; 7 has no move
    s.handle("ja")
    said = s.handle("statistieken")
    assert (
        "Klassiek: 4 spellen gespeeld, 0 gewonnen, 0 procent. Winstreeks 0, langste 0. "
        "Van de 3 verloren spellen waarover de oplosser beslist heeft, kon je er 2 helemaal "
        "niet winnen. Je speelde 1 spel dat "
        "te winnen was, en won er 0: 0 procent. Van 1 spel weet de oplosser niet of het te "
        "winnen was."
    ) in said
    stats = Statistics.from_data(s.stats.to_data())
    assert stats.get(Rules.KLASSIEK).played_unwinnable == 2
    en = Narrator("en").statistics(s.stats, Rules.KLASSIEK)
    assert "Of the 3 lost games the solver has decided, 2 could not be won at all." in en


@pytest.mark.parametrize("variant", list(SPECS))
@pytest.mark.parametrize("traditional", [False, True])
def test_a_game_in_progress_is_neither_won_nor_lost(
    tmp_path: Path, variant: Variant, traditional: bool
) -> None:
    """Trial 3, item 5: a won game, then one move in another; statistiek called it lost."""
    s = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl"))
    s.start(1, Rules.KLASSIEK, variant=variant, traditional=traditional)
    name = "Klassiek"
    s.run(m.Play(s.game.legal_moves()[0]))
    said = s.handle("statistiek")
    assert f"{name}: 1 spel gespeeld, nog bezig." in said
    assert "verloren" not in said and "0 procent" not in said
    s.handle("nieuw spel 2")  # the first one is left unwon: now it is lost
    s.handle("ja")  # (asked first: trial 6)
    s.run(m.Play(s.game.legal_moves()[0]))
    said = s.handle("statistiek")
    assert f"{name}: 1 spel uitgespeeld, 0 gewonnen, 0 procent; 1 spel nog bezig." in said
    s.handle("opgeven")
    s.handle("ja")  # given up: lost, no longer in progress
    assert f"{name}: 2 spellen gespeeld, 0 gewonnen, 0 procent." in s.handle("statistiek")
    en = Narrator("en").statistics(
        s.stats, Rules.KLASSIEK, variant, traditional, s.keeper.in_progress(s.saved)
    )
    assert "Classic: 2 games played, 0 won, 0 percent." in en


def test_a_win_on_a_winnable_deal_counts_in_the_win_rate() -> None:
    stats = Statistics()
    stats.game_started(Rules.KLASSIEK, winnable=True)
    stats.game_won(Rules.KLASSIEK, 500, winnable=True)
    stats.game_started(Rules.KLASSIEK, winnable=True)
    stats.game_started(Rules.KLASSIEK, winnable=False)
    s = stats.get(Rules.KLASSIEK)
    assert (s.played_winnable, s.won_winnable, s.winnable_percentage) == (2, 1, 50)
    said = Narrator("nl").statistics(stats, Rules.KLASSIEK)
    assert "Van de 2 spellen die te winnen waren, won je er 1: 50 procent." in said
    assert "Van je 2 verloren spellen kon je er 1 helemaal niet winnen." in said


def test_no_verdict_known_says_the_solver_does_not_know(tmp_path: Path) -> None:
    """Trial 3, item 15: a deal beyond the lists, and statistiek was silent about it where
    the manual says it says it does not know."""
    s = session(tmp_path)
    s.handle("nieuw spel 500000")
    s.run(m.Play(s.game.legal_moves()[0]))
    assert "te winnen" not in s.handle("statistieken")  # in progress: not lost, not counted
    s.handle("nieuw spel 7")
    s.handle("ja")  # (asked first: trial 6)
    said = s.handle("statistieken")
    assert "Van 1 spel weet de oplosser niet of het te winnen was." in said
    assert "verloren spel" not in said  # no verdict: nothing said of the lost ones


# ------------------------------------------------------------------ Escape stops the search


def test_a_waiting_key_is_seen_and_left_for_the_prompt() -> None:
    r, w = os.pipe()
    try:
        with os.fdopen(r, "rb", buffering=0, closefd=False) as stream:
            waiting = terminal.keys_waiting(stream)
            assert waiting is not None
            assert not waiting()
            os.write(w, b"\x1b")
            assert waiting() and waiting()  # asked twice: still there
            assert os.read(r, 1) == b"\x1b"  # the prompt reads it afterwards
            assert not waiting()
    finally:
        os.close(r)
        os.close(w)


def test_a_waiting_key_is_seen_on_a_high_descriptor() -> None:
    # select() cannot watch a descriptor numbered 1024 or more; a long-running game (or a
    # test worker) can hold that many
    r, w = os.pipe()
    high = os.dup2(r, 1500)
    try:
        with os.fdopen(high, "rb", buffering=0, closefd=False) as stream:
            waiting = terminal.keys_waiting(stream)
            assert waiting is not None
            assert not waiting()
            os.write(w, b"x")
            assert waiting()
    finally:
        for fd in (r, w, high):
            os.close(fd)


def test_a_key_typed_while_the_solver_works_stops_it(tmp_path: Path) -> None:
    """In the real prompt: 'kan het nog' on a deal whose odds take seconds; the player types
    a key as soon as it starts, and the answer comes at once, saying it is not known."""
    timings: list[float] = []
    with create_pipe_input() as pipe:

        class Typing(Session):
            def handle(self, text: str) -> str:
                if text == "kan het nog":
                    pipe.send_text("x")  # the player types on while it thinks
                start = time.process_time()
                said = super().handle(text)
                timings.append(time.process_time() - start)
                if text == "kan het nog":
                    # the line is then cleared and closed, whatever order the prompt sees
                    # the keys in (an end-of-input typed before the x would be lost on it)
                    pipe.send_text("\x15\x04")
                return said

        recorder = RecordingBackend()
        pipe.send_text("kan het nog\r")
        store = Store(tmp_path)
        rc = interactive.run(
            Typing,
            (store, Settings(), Statistics(), Narrator("nl")),
            cli.parse(["--spel", "24"], translator("nl")),
            [],
            False,
            input=pipe,
            output=DummyOutput(),
            backend=recorder,
        )
    assert rc == 0
    answer = next(s for s in recorder.spoken if "verdeling" in s)
    assert answer.startswith("Weet ik niet: de oplosser vond geen winst, maar kreeg 10 van de 10")
    assert timings[0] < 0.5  # the odds alone take up to 1.5 s of CPU


# ------------------------------------------------------------------ the sentences


def test_odds_with_undecided_arrangements_say_at_least() -> None:
    nl = translator("nl")
    assert odds_sentence(nl, Odds(3, 0, 7, 12)) == (
        "Misschien: in minstens 3 van de 10 verdelingen van de gedekte kaarten die ik probeerde, "
        "is dit nog te winnen; 7 kreeg de oplosser niet op tijd beslist. Ik heb niet naar de "
        "gedekte kaarten gekeken."
    )
    assert "ongeveer" not in odds_sentence(nl, Odds(6, 2, 2, 12))
    assert odds_sentence(nl, Odds(7, 3, 0, 12)).startswith("Misschien: in 7 van de 10 verdelingen")
    assert odds_sentence(nl, Odds(0, 3, 7, 12)).startswith("Weet ik niet")
    assert odds_sentence(nl, Odds(0, 8, 2, 12)).startswith("Waarschijnlijk niet")
    assert odds_sentence(translator("en"), Odds(3, 0, 7, 12)).startswith("Maybe: in at least 3 of")


def test_no_solver_line_length_is_said() -> None:
    result = SolveResult(Outcome.WON, tuple([DEAL_RESERVE] * 138_290), 1.0, 5)
    for lang in ("nl", "en"):
        tr = translator(lang)
        for start in (False, True):
            said = solvable_sentence(tr, result, start)
            assert not re.search(r"\d", said), said


def _after(game: Game, action: object) -> object:
    copy = Game(game.position())
    copy.play(action)  # type: ignore[arg-type]
    return copy.position()


def _typed_back(
    said: str, game: Game, tr: object, parsed: dict[str, m.Result] | None = None
) -> list[m.Result]:
    """Each piece of ``said`` parsed on ``game``. ``parsed``: what pieces already gave on this
    same table (the reason and basis sentences recur in every tip; parse is a function of the
    text and the table)."""
    pieces = re.split(r"\s*[:]\s*|\.\s+|\.$", said)
    if parsed is None:
        parsed = {}
    for p in pieces:
        if p and p not in parsed:
            parsed[p] = parse(p, game, tr)  # type: ignore[arg-type]
    return [parsed[p] for p in pieces if p]


@pytest.mark.parametrize("variant", list(SPECS))
@pytest.mark.parametrize("lang", ["nl", "en"])
def test_every_hint_is_accepted_typed_back_word_for_word(variant: Variant, lang: str) -> None:
    """Whatever ``hint`` could offer (every legal action, each basis) names exactly that
    action when typed back, in every game: in Double Scorpion the copy too. (The rules and
    the traditional choice change no word of a tip.)"""
    tr = translator(lang)
    rng = random.Random(2)
    named_copy = 0
    for rules, traditional in ((Rules.KLASSIEK, False), (Rules.VERSOEPELD, True)):
        game = Game.new(3, rules, variant, traditional)
        for _ in range(6):
            actions = list(game.legal_moves())
            if game.check(DEAL_RESERVE) is None:
                actions.append(DEAL_RESERVE)
            if not actions:
                break
            parsed: dict[str, m.Result] = {}  # the pieces typed back on this table
            for n, action in enumerate(actions):
                basis = list(Basis)[n % len(Basis)]
                hint = Hint(action, HintReason.BUILDS, basis, 3, 10)
                said = hint_sentence(tr, game, hint)
                assert len(said) < 160, said
                plays = [r for r in _typed_back(said, game, tr, parsed) if isinstance(r, m.Play)]
                assert len(plays) == 1, said
                assert _after(game, plays[0].action) == _after(game, action), said
                named_copy += bool(re.search(r"(uit|from) (kolom|column) \d+ (naar|to)", said))
            game.play(rng.choice(actions))
    if SPECS[variant].decks > 1:
        assert named_copy  # the case the player met: two copies face up


def test_a_double_scorpion_sampled_hint_names_the_copy() -> None:
    game = Game.new(3, Rules.KLASSIEK, Variant.DOUBLE_SCORPION)
    tr = translator("nl")
    for _ in range(4):
        for hint in ranked_sampled(game, seconds=0.3, samples=4, states=2000)[:3]:
            said = hint_sentence(tr, game, hint)
            (play,) = [r for r in _typed_back(said, game, tr) if isinstance(r, m.Play)]
            assert _after(game, play.action) == _after(game, hint.action), said
        game.play(ranked(game)[0].action)
