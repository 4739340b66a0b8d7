"""Trial 8's findings 4-8 (a README-only new player): statistics, end-of-game and refusal
sentences, each in every game x rules x app/traditional where it can arise."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from launch import run_in_process
from positions import build
from sessions import fresh, on_position

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import Card, Suit, run_of
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import Variant, spec_of
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import answers, app_text, refusals
from scorpion_a11y.narration.hints import went_wrong_sentence
from scorpion_a11y.records import InProgress, Statistics
from scorpion_a11y.settings import Verbosity
from scorpion_a11y.solver.hindsight import Verdict, WentWrong

ROOT = Path(__file__).resolve().parent.parent
LOST_DEAL = str(ROOT / "tests/data/verloren.json")

# ------------------------------------- finding 4: a game proven lost is not "nog bezig"

LOST_STATS = {
    "nl": ("verloren, maar terug kan nog", "nog bezig"),
    "en": ("lost, but undo can still take moves back", "still in progress"),
}
#: how status goes on after the game it names first
LOST_STATUS = {"nl": "verloren, maar terug kan nog, score", "en": "lost, undo can still take"}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_statistics_and_status_say_lost_when_the_game_in_play_is_lost(
    case: Case, language: str
) -> None:
    """Trial 8: after "Verloren: ..." statistiek said "1 spel gespeeld, nog bezig". The game
    in play proven lost is said lost with terug still open, alone and after finished games,
    in the overview too, and in status; one that is not lost stays "nog bezig"."""
    variant, rules, traditional = case
    tr = translator(language)
    lost_words, busy = LOST_STATS[language]
    for finished in (0, 2):
        stats = Statistics()
        for _ in range(finished):
            stats.game_started(rules, variant, traditional)
        if finished:
            stats.game_won(rules, 500, variant, traditional)
        stats.game_started(rules, variant, traditional)
        for lost in (True, False):
            playing = InProgress(rules, variant, traditional, None, lost)
            said = app_text.statistics(tr, stats, rules, variant, traditional, playing)
            overview = app_text.statistics_overview(tr, stats, playing)
            for text in (said, overview):
                assert (lost_words in text) is lost and (busy in text) is not lost, text
            if finished:
                assert "2" in said.split(";")[0] and "50" in said.split(";")[0], said
    game = Game.new(1, rules, variant, traditional)
    after = answers.status(tr, game, lost=True).split(": ", 1)[1]
    assert after.startswith(LOST_STATUS[language])
    assert not answers.status(tr, game).split(": ", 1)[1].startswith(LOST_STATUS[language])


def test_a_lost_game_is_lost_in_statistiek_until_terug_takes_the_move_back(
    tmp_path: Path,
) -> None:
    """The trial's steps on the lost deal of tests/test_loss.py: the move that loses, then
    statistiek and status say lost (after a restart too); terug makes it "nog bezig" again;
    the game counts as played once, never as won, and the streak is untouched."""
    data = tmp_path / "data"
    out = run_in_process(
        data,
        "schoppen 10 naar kolom 5\nstatistiek\nstatus\n",
        "--uitvoer",
        "tekst",
        "--deal",
        LOST_DEAL,
    )
    assert "Verloren: hoe je ook speelt" in out[1]
    assert "Klassiek: 1 spel gespeeld, verloren, maar terug kan nog." in out[2], out[2]
    lost = "Scorpion, de opstelling uit verloren.json, klassiek, traditionele regels: verloren, "
    assert out[3].startswith(lost + "maar terug kan nog, score 10, 1 zet"), out[3]
    # a restart: nothing was told in this session, the check after a move still knows
    again = run_in_process(data, "statistiek\nterug\nstatistiek\nstatus\n", "--uitvoer", "tekst")
    assert "Klassiek: 1 spel gespeeld, verloren, maar terug kan nog." in again[1], again[1]
    assert again[2].startswith("Ongedaan gemaakt: schoppen 10 terug naar kolom 4.")
    assert "Klassiek: 1 spel gespeeld, nog bezig." in again[3], again[3]
    assert "erloren," not in again[4].split(": ", 1)[1], again[4]  # (the file is verloren.json)


def test_a_lost_game_in_english(tmp_path: Path) -> None:
    out = run_in_process(
        tmp_path / "data",
        "taal en\n10 of spades to column 5\nstatistics\n",
        "--uitvoer",
        "tekst",
        "--deal",
        LOST_DEAL,
    )
    assert "Classic: 1 game played, lost, but undo can still take moves back." in out[3], out[3]


def test_the_manual_quotes_the_lost_statistics() -> None:
    manual = (ROOT / "docs/handleiding.md").read_text(encoding="utf-8")
    assert "Klassiek: 1 spel gespeeld,\nverloren, maar terug kan nog." in manual


# ------------------- finding 3: the manual says a card laid on its suit scores every time


def test_a_card_moved_to_and_fro_on_its_suit_scores_each_time_as_the_manual_says(
    tmp_path: Path,
) -> None:
    """Trial 8: Dubbele Scorpion 77, schoppen 7 four times between the two schoppen 8: score
    20. The rule document's scoring stays (+5 for every card laid on the same suit, a move
    never takes points off); the manual now says so in its scoring part."""
    out = run_in_process(
        tmp_path / "data",
        "schoppen 7 uit kolom 3 naar kolom 1\nschoppen 7 uit kolom 1 naar kolom 2\n"
        "schoppen 7 uit kolom 2 naar kolom 1\nschoppen 7 uit kolom 1 naar kolom 2\nscore\n",
        "--uitvoer",
        "tekst",
        "--variant",
        "dubbele-scorpion",
        "--spel",
        "77",
    )
    assert out[-1] == "Score 20."
    manual = (ROOT / "docs/handleiding.md").read_text(encoding="utf-8")
    scoring = manual.split("### Punten")[1].split("\n## ")[0]
    assert "heen en weer" in scoring and "elke keer 5 punten" in scoring


# ------------------------------ finding 5: the win is the last word of the winning move

WON = {"nl": "Gewonnen! Eindscore ", "en": "Won! Final score "}
AGAIN = {"nl": " Nog een spel?", "en": " Another game?"}


def _run(suit: str, without_ace: bool = False) -> str:
    """A complete run of ``suit``, king to ace, as build() reads it."""
    cards = run_of(Suit.from_key(suit))
    return ", ".join(c.name for c in (cards[:-1] if without_ace else cards))


def one_move_from_the_win(case: Case) -> tuple[Position, int]:
    """Every run complete but schoppen, whose ace lies on top of a complete ruiten run (the
    trial: moving it left that run on view). App rules: the other runs are removed and the
    ace lies alone; the traditional rules keep every run on the table. With the column (from
    1) of schoppen 2; the ace lies on the next one."""
    variant, rules, traditional = case
    decks = spec_of(variant).decks
    spades = _run("schoppen", without_ace=True)
    if not traditional:
        others = ["harten", "klaveren", "ruiten"] * decks + ["schoppen"] * (decks - 1)
        position = build(
            spades, "schoppenaas", removed=", ".join(others), rules=rules, variant=variant
        )
        return position, 1
    runs = [_run(s) for s in ["harten", "klaveren"] * decks + ["ruiten"] * (decks - 1)]
    runs += [_run("schoppen")] * (decks - 1)
    position = build(
        *runs,
        spades,
        _run("ruiten") + ", schoppenaas",
        rules=rules,
        variant=variant,
        traditional=True,
    )
    return position, len(runs) + 1


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_win_is_the_last_word_of_the_winning_move(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 8: "... Gewonnen! Eindscore 320 na 4 zetten. De reeks ruiten ligt compleet in
    kolom 3. Nog een spel?". At every verbosity the winning move's announcement ends with the
    win, and only the question whether to play again follows; the runs are still on the board
    (bord says them)."""
    position, column = one_move_from_the_win(case)
    move = {
        "nl": f"schoppenaas uit kolom {column + 1} naar kolom {column}",
        "en": f"ace of spades from column {column + 1} to column {column}",
    }[language]
    for level in Verbosity:
        (tmp_path / level.value).mkdir()
        session = on_position(tmp_path / level.value, position, language)
        session.n.verbosity = level
        said = session.handle(move)
        assert session.game.won, said
        win = said.index(WON[language])
        rest = said[win:].split(". ", 1)[1]
        assert rest.startswith(AGAIN[language].strip()), said
        assert "ompleet" not in rest and "omplete" not in rest, said


# ------------------------ finding 6: a card never goes onto a card in its own pile below it

SPADES_3 = Card.from_name("schoppen 3")
OWN_PILE = {
    "nl": "Schoppen 3 past alleen op schoppen 4, en die ligt in kolom 1 onder schoppen 3 zelf.",
    "en": "3 of spades fits only on 4 of spades, which lies in column 1 under 3 of spades itself.",
}
OWN_ITEM = {
    "nl": "schoppen 4 in kolom 1 onder schoppen 3 zelf",
    "en": "4 of spades in column 1 under 3 of spades itself",
}
SPADES_4 = {"nl": "schoppen 4", "en": "4 of spades"}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_where_a_card_fits_leaves_out_the_cards_under_it_in_its_own_pile(
    case: Case, language: str
) -> None:
    """Trial 8: "Schoppen 3 past op: ruiten 4 in kolom 2 onder klaveren 8, ruitenaas, schoppen
    3". schoppen 4 lies in column 1 under klaverenvrouw and schoppen 3 (both copies in Double
    Scorpion): Klassiek says it is the only card and lies under schoppen 3 itself, never what
    covers it; Versoepeld, with ruiten 4 on top of column 2, leaves it out (the refusal, waar
    kan ... heen and a description that fits nothing all say this list)."""
    variant, rules, traditional = case
    tr = translator(language)
    double = spec_of(variant).decks > 1
    pile = "schoppen 4, klaverenvrouw, schoppen 3" + (", ruitenvrouw, schoppen 3" if double else "")
    other = "ruiten 4" if rules is Rules.VERSOEPELD else "hartenvrouw"
    game = Game(build(pile, other, variant=variant, rules=rules, traditional=traditional))
    said = refusals.fit_hint(tr, game, SPADES_3, game.fits(SPADES_3))
    assert "klaverenvrouw" not in said and "queen of clubs" not in said, said
    if rules is Rules.VERSOEPELD:
        assert SPADES_4[language] not in said, said
        top = {
            "nl": "Schoppen 3 past op: ruiten 4 bovenop kolom 2; ",
            "en": "3 of spades fits on: 4 of diamonds on top of column 2; ",
        }
        assert said.startswith(top[language]), said
    elif double:  # the other schoppen 4 is face down: where it lies is never said
        assert OWN_ITEM[language] in said, said
    else:
        assert said.startswith(OWN_PILE[language]), said


def test_the_trials_refusal_leaves_out_the_card_under_schoppen_3(tmp_path: Path) -> None:
    """The trial's steps in Open Scorpion 895779 Versoepeld: the refusal and waar kan ...
    heen list harten 4 and schoppen 4 in column 5 and the card not visible, not ruiten 4
    under schoppen 3 in column 2."""
    steps = (
        "harten 5 naar kolom 3\nruiten 8 op klaveren 9\nschoppen 6 naar kolom 5\n"
        "ruiten 4 naar kolom 2\nruitenheer naar de lege kolom\nklaveren 6 naar kolom 1\n"
        "schoppen 3 naar kolom 7\nwaar kan schoppen 3 heen\n"
    )
    out = run_in_process(
        tmp_path / "data",
        steps,
        "--uitvoer",
        "tekst",
        "--variant",
        "open-scorpion",
        "--spel",
        "895779",
        "--versoepeld",
    )
    listed = (
        "Schoppen 3 past op: harten 4 in kolom 5 onder 5 kaarten; schoppen 4 in kolom 5 onder "
        "schoppen 7, schoppen 6; 1 andere is niet zichtbaar."
    )
    assert out[7].endswith(listed), out[7]
    assert out[8] == "Schoppen 3 kan nu nergens heen. " + listed, out[8]


# --------------- finding 7: a won deal was winnable; "waar ging het mis" with no move played

NOT_KNOWN = {"nl": "weet de oplosser niet", "en": "the solver does not know"}
WON_WINNABLE = {
    "nl": "Je speelde 1 spel dat te winnen was, en won er 1: 100 procent.",
    "en": "Of the 1 game that could be won, you won 1: 100 percent.",
}
NO_MOVE_WINNABLE = {
    "nl": "Er is geen zet gespeeld, dus er ging niets mis: dit spel is te winnen.",
    "en": "No move has been played, so nothing went wrong: this deal can be won.",
}
GIVE_UP = {"nl": ("opgeven", "ja"), "en": ("give up", "yes")}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_won_game_counts_as_on_a_winnable_deal(tmp_path: Path, case: Case, language: str) -> None:
    """Trial 8: after a won game (a deal outside the published lists) statistiek said "Van 1
    spel weet de oplosser niet of het te winnen was". A deal won was winnable: counted so,
    also after a restart, and a win undone and won again counts once."""
    position, column = one_move_from_the_win(case)
    move = {
        "nl": f"schoppenaas uit kolom {column + 1} naar kolom {column}",
        "en": f"ace of spades from column {column + 1} to column {column}",
    }[language]
    stats_word = {"nl": "statistiek", "en": "statistics"}[language]
    session = on_position(tmp_path, position, language)
    session.handle(move)
    assert session.game.won
    session.handle({"nl": "terug", "en": "undo"}[language])
    session.handle(move)
    said = session.handle(stats_word)
    assert NOT_KNOWN[language] not in said, said
    assert WON_WINNABLE[language] in said, said
    session.store.close()
    again = fresh(tmp_path / "data", language)
    again.start()
    said = again.handle(stats_word)
    assert WON_WINNABLE[language] in said and NOT_KNOWN[language] not in said, said


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_where_it_went_wrong_with_no_move_played_says_what_the_deal_was(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 8: given up at move 0, waar ging het mis said "Weet ik niet binnen 2 seconden:
    de oplosser kon niet uitzoeken waar het misging". With no move played, nothing went wrong
    in play, and the answer says what the deal was (here: one move from the win)."""
    position, _column = one_move_from_the_win(case)
    session = on_position(tmp_path, position, language)
    for line in GIVE_UP[language]:
        session.handle(line)
    said = session.handle({"nl": "waar ging het mis", "en": "where did it go wrong"}[language])
    assert said.startswith(NO_MOVE_WINNABLE[language]), said


@pytest.mark.parametrize("language", ["nl", "en"])
def test_where_it_went_wrong_with_no_move_and_no_verdict(language: str) -> None:
    """The answer when the solver did not decide the deal in time: still that nothing went
    wrong in play (no move), and that whether the deal could be won is not known; the
    answer after moves keeps its own sentence."""
    tr = translator(language)
    unknown = WentWrong(Verdict.UNKNOWN)
    said = went_wrong_sentence(tr, unknown, "terug naar zet", False, played=False)
    assert (
        said
        == {
            "nl": "Er is geen zet gespeeld, dus er ging niets mis; of dit spel te winnen is, kon "
            "de oplosser niet binnen 2 seconden uitzoeken.",
            "en": "No move has been played, so nothing went wrong; whether this deal could be "
            "won, the solver could not find out within 2 seconds.",
        }[language]
    )
    after_moves = went_wrong_sentence(tr, unknown, "terug naar zet", False, played=True)
    assert after_moves != said and ("misging" in after_moves or "went wrong" in after_moves)


# --------------------------------------------------------------- finding 8: wording

ASK_AGAIN = {"nl": "Typ ja of nee.", "en": "Type yes or no."}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_another_game_is_asked_with_the_words_of_its_reminder(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 8: after a win "Typ ja of nieuw spel." while the reminder said "Typ ja of nee.":
    the question after a win and after giving up, and its reminder, offer the same words."""
    position, column = one_move_from_the_win(case)
    move = {
        "nl": f"schoppenaas uit kolom {column + 1} naar kolom {column}",
        "en": f"ace of spades from column {column + 1} to column {column}",
    }[language]
    (tmp_path / "won").mkdir()
    session = on_position(tmp_path / "won", position, language)
    offer = {"nl": "Nog een spel? ", "en": "Another game? "}[language] + ASK_AGAIN[language]
    assert session.handle(move).endswith(offer)
    reminder = session.handle({"nl": "score", "en": "score"}[language])
    assert reminder.endswith(" " + ASK_AGAIN[language]), reminder
    (tmp_path / "given").mkdir()
    given = on_position(tmp_path / "given", position, language)
    for line in GIVE_UP[language]:
        said = given.handle(line)
    assert said.endswith(offer), said


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_broken_deal_file_resumes_the_saved_game_by_its_own_deal_file(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 8: a game from a friend's deal file, then a broken --deal file: "Verder met je
    eigen opstelling". The resume names the deal file the saved game came from (after a
    restart too); a numbered game still says its number."""
    variant, rules, traditional = case
    data = tmp_path / "data"
    friend = tmp_path / "voor-jan.json"
    dealfile.save(Game.new(7, rules, variant, traditional).position(), friend)
    broken = tmp_path / "kapot.json"
    broken.write_text('{"regels": "klassiek", "kolommen": []}', encoding="utf-8")
    args = ("--uitvoer", "tekst", "--taal", language)
    move = {"nl": "zetten", "en": "moves"}[language]
    first = run_in_process(data, "", *args, "--deal", str(friend))
    assert "voor-jan.json" in first[0]
    game = Game(dealfile.load(friend))
    action = game.legal_moves()[0]
    line = answers.move_text(translator(language), game, action)
    run_in_process(data, f"{line}\n", *args)
    out = run_in_process(data, f"{move}\n", *args, "--deal", str(broken))
    name = app_text.game_name(translator(language), variant)
    if variant is Variant.SCORPION:  # other games are named first (wip/truth)
        resumed = {
            "nl": "Verder met Scorpion, de opstelling uit voor-jan.json, zet 1.",
            "en": "Continuing Scorpion, the position from voor-jan.json, move 1.",
        }[language]
    else:
        resumed = {
            "nl": f"Verder met {name}, de opstelling uit voor-jan.json, zet 1.",
            "en": f"Continuing {name}, the position from voor-jan.json, move 1.",
        }[language]
    assert resumed in out[0], out[0]
    assert {"nl": "eigen opstelling", "en": "own position"}[language] not in out[0], out[0]
    again = run_in_process(data, f"{move}\n", *args)
    assert again[0].startswith(resumed), again[0]


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_new_game_of_the_same_game_names_it_first(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 8: "Nieuw spel 84874, klassieke regels." left out Drie Blinde Muizen, which
    every other start names. Every new game names its game first: a numbered one and one
    from the rules question; the rules follow as before."""
    variant, rules, traditional = case
    name = app_text.game_name(translator(language), variant)
    head = {"nl": "Nieuw spel: ", "en": "New game: "}[language] + name + ", "
    new = {"nl": "nieuw spel", "en": "new game"}[language]
    s = fresh(tmp_path / "data", language)
    s.start(5, rules, variant=variant, traditional=traditional)
    said = s.handle(f"{new} 84874")
    deal = {"nl": "spel", "en": "deal"}[language]
    assert said.startswith(f"{head}{deal} 84874, "), said
    assert said.count(name) == 1, said
    s.handle(new)
    said = s.handle("")  # Enter: klassiek
    assert said.startswith(head) and s.game.variant is variant, said


def test_every_question_has_one_group_in_help_vragen() -> None:
    """Each declared command is placed in exactly one group of help vragen (one not placed
    would land in the last group, under a title that may not fit it)."""
    from scorpion_a11y.commands.declare import INTENTS
    from scorpion_a11y.narration.help import OWN_WORDS_GROUPS

    placed = [intent for ids in OWN_WORDS_GROUPS for intent in ids]
    assert sorted(placed) == sorted(i.id for i in INTENTS)
