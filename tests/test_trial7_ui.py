"""Trial 7's findings about wording, long messages and sharing a position (a README-only new
player), each in every game x rules x app/traditional where it can arise."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from launch import run_game
from positions import build
from sessions import fresh

from scorpion_a11y.app.session import Session
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration.answers import (
    MOVES_PAGE,
    MOVES_WHOLE,
    _listed,
    remaining_moves,
    rules_summary,
)
from scorpion_a11y.narration.hints import hidden_words, odds_sentence
from scorpion_a11y.solver.sample import Odds

ROOT = Path(__file__).resolve().parent.parent

# ------------------------------------------------ finding 4: the odds are a sample, not a count

# The forms of kan het nog's answer drawn from a sample: the count is of arrangements tried.
SAMPLED = [
    Odds(9, 55, 0, 9),  # maybe: the trial's "9 of the 64"
    Odds(40, 0, 0, 9),  # probably
    Odds(0, 40, 0, 9),  # probably not
    Odds(0, 7, 3, 9),  # probably not, some undecided
    Odds(3, 0, 7, 9),  # maybe, at least
]
# Every possible arrangement solved: here the count is that of the possible ones.
EXACT = [Odds(6, 0, 0, 3, exact=True), Odds(0, 6, 0, 3, exact=True), Odds(2, 4, 0, 3, exact=True)]
TRIED = {"nl": "die ik probeerde", "en": "I tried"}
POSSIBLE = {"nl": "mogelijke", "en": "possible"}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_sampled_count_of_arrangements_says_they_were_tried(case: Case, language: str) -> None:
    """Trial 7: "Misschien: in ongeveer 9 van de 64 mogelijke verdelingen van de gedekte kaarten
    en de reserve" was heard as "there are only 64 possible layouts". Every sampled form says the
    count is of the arrangements tried, never "possible"; the exact forms (every arrangement
    solved) still say "possible", which is true there; the verdict stays first."""
    variant, rules, traditional = case
    game = Game.new(1, rules, variant, traditional)
    tr = translator(language)
    hidden = hidden_words(tr, game)
    for odds in SAMPLED:
        said = odds_sentence(tr, odds, game)
        first = said.split(". ")[0]
        assert TRIED[language] in first and hidden in first, said
        assert POSSIBLE[language] not in said and "ongeveer" not in said, said
    for odds in EXACT:
        said = odds_sentence(tr, odds, game)
        assert POSSIBLE[language] in said, said
        assert TRIED[language] not in said, said
    maybe = odds_sentence(tr, Odds(9, 55, 0, 9), game)
    assert maybe.startswith(
        {
            "nl": f"Misschien: in 9 van de 64 verdelingen van {hidden} die ik probeerde, is dit",
            "en": f"Maybe: in 9 of the 64 arrangements of {hidden} I tried, this can",
        }[language]
    ), maybe


def test_the_manual_quotes_the_odds_as_the_game_says_them() -> None:
    """The manual and oplosser.md quote the fair answer: the quote is the game's sentence."""
    said = odds_sentence(translator("nl"), Odds(7, 3, 0, 12))
    for doc in ("docs/handleiding.md", "docs/oplosser.md"):
        text = " ".join((ROOT / doc).read_text(encoding="utf-8").split())
        assert "mogelijke verdelingen van de gedekte kaarten is" not in text, doc
        quotes = re.findall(r'"(Misschien: in 7 van de 10[^"]*)"', text)
        assert quotes, doc
        for quote in quotes:
            assert said.startswith(quote.rstrip(".")), (doc, quote)


# ------------------------------------------------- finding 8a: zetten, a long list in parts

NEXT = {
    "nl": re.compile(r" Zeg (.+) voor zet (\d+) tot en met (\d+)\.$"),
    "en": re.compile(r" Say (.+) for moves (\d+) to (\d+)\.$"),
}
PART = {
    "nl": re.compile(r"^(?:\d+ zetten mogelijk; de eerste \d+|Zetten \d+ tot en met \d+): (.*?)\."),
    "en": re.compile(r"^(?:\d+ moves possible; the first \d+|Moves \d+ to \d+): (.*?)\."),
}
ALL_SAID = {"nl": "Dat waren alle zetten.", "en": "Those were all the moves."}


def _every_part(session: Session, language: str) -> tuple[list[str], list[str]]:
    """``zetten``, then the words each part offers typed back as said, to the last part: the
    announcements and the moves they listed."""
    said = [session.handle({"nl": "zetten", "en": "moves"}[language])]
    assert re.match(r"\d+ (zetten|moves) ", said[0]), said[0]  # the first part
    while (offer := NEXT[language].search(said[-1])) is not None:
        assert len(said) < 20, said
        said.append(session.handle(offer.group(1)))
    listed: list[str] = []
    for part in said:
        found = PART[language].match(part)
        assert found is not None, part
        listed += found.group(1).split("; ")
    return said, listed


@pytest.mark.parametrize("language", ["nl", "en"])
def test_74_moves_are_said_ten_at_a_time_and_the_offered_words_say_the_rest(
    tmp_path: Path, language: str
) -> None:
    """Trial 7: Dubbele Scorpion 77, relaxed: `zetten` said 74 moves in one line. Now the count
    and the first 10, then the words that say the next part, typed back word for word, to the
    last; together the parts hold the whole list, each move once, in order."""
    session = fresh(tmp_path / "data", language)
    session.start(77, Rules.VERSOEPELD, variant=Variant.DOUBLE_SCORPION, traditional=False)
    game = session.game
    whole = _listed(session.n.tr, game, remaining_moves(game))
    assert len(whole) == 74
    said, listed = _every_part(session, language)
    assert said[0].startswith(
        {"nl": "74 zetten mogelijk; de eerste 10: ", "en": "74 moves possible; the first 10: "}[
            language
        ]
    )
    assert listed == whole
    assert len(said) == 8 and said[-1].endswith(ALL_SAID[language])
    assert max(len(part) for part in said) < 600
    # once more: from the first part again, as after anything else in between
    assert session.handle({"nl": "meer zetten", "en": "next moves"}[language]) == said[0]
    session.handle({"nl": "bord", "en": "board"}[language])
    assert session.handle({"nl": "meer zetten", "en": "next moves"}[language]) == said[0]
    session.handle({"nl": "herhaal", "en": "repeat"}[language])
    assert session.handle({"nl": "zetten", "en": "moves"}[language]) == said[1]


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_every_game_lists_its_moves_whole_or_in_parts_that_add_up(
    tmp_path: Path, case: Case
) -> None:
    """Every game x rules x app/traditional, at the opening and after a move: up to 15 moves
    are said whole as before; more in parts of 10 that hold the whole list; a move played
    between starts the list from its first part (the table changed)."""
    variant, rules, traditional = case
    session = fresh(tmp_path / "data")
    session.start(77, rules, variant=variant, traditional=traditional)
    for played in range(1, 3):
        game = session.game
        whole = _listed(session.n.tr, game, remaining_moves(game))
        if len(whole) <= MOVES_WHOLE:
            assert session.handle("zetten").startswith(f"{len(remaining_moves(game))} zet")
            assert session.handle("meer zetten") == session.handle("zetten")
        else:
            said, listed = _every_part(session, "nl")
            assert listed == whole
            assert len(said) == -(-len(whole) // MOVES_PAGE)
        session.handle("zetten")  # the first part again, then a move: the list starts over
        session.handle(session.n.move_text(game, game.legal_moves()[0]))
        assert session.game.moves == played  # the next round's list starts with its first part


# --------------------------------------- finding 8b: regels under traditional rules, in parts

RULES_NEXT = {
    "nl": re.compile(r" Zeg (meer regels) voor [^.]+\.$"),
    "en": re.compile(r" Say (more rules) for [^.]+\.$"),
}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_traditional_rules_are_said_in_parts_that_add_up(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 7: `regels` under traditional rules was one block of about 1,100 characters. Now
    how to play first, then the reserve (or the cards beside the table), then losing, undo
    and points, each part ending in the words for the next, which typed back say it; the
    parts hold the whole summary. The app rules are said whole, as before."""
    variant, rules, traditional = case
    session = fresh(tmp_path / "data", language)
    session.start(5, rules, variant=variant, traditional=traditional)
    game = session.game
    tr = session.n.tr
    summary = rules_summary(tr, rules, game.spec, traditional)
    own = tr.pgettext("rules", game.spec.rules_text)
    word = {"nl": "regels", "en": "rules"}[language]
    said = [session.handle(word)]
    if not traditional:
        assert said[0] == f"{own} {summary}"
        return
    while (offer := RULES_NEXT[language].search(said[-1])) is not None:
        assert len(said) < 5, said
        said.append(session.handle(offer.group(1)))
    assert len(said) == (3 if game.spec.reserve_size else 2), said
    assert max(len(part) for part in said) < 700, said
    told = " ".join(RULES_NEXT[language].sub("", part) for part in said)
    assert told == f"{own} {summary}"
    # after the last part the first again; "regels traditioneel" then "meer regels": the
    # traditional rules go on, also in an app-rules game
    first_offer = RULES_NEXT[language].search(said[0])
    assert first_offer is not None
    offer_words = first_offer.group(1)
    assert session.handle(offer_words) == said[0]
    other = fresh(tmp_path / "other", language)
    other.start(5, rules, variant=variant, traditional=False)
    named = other.handle({"nl": "regels traditioneel", "en": "rules traditional"}[language])
    assert named == said[0]
    assert other.handle(offer_words) == said[1]


# --------------------------------- finding 8c: several complete runs lying, said in one sentence


def _run(suit: str) -> str:
    """A complete run of ``suit`` ("harten"), king at the bottom, as ``build`` reads it."""
    ranks = ["heer", "vrouw", "boer", *(f" {n}" for n in range(10, 1, -1)), "aas"]
    return ", ".join(f"{suit}{rank}" for rank in ranks)


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_three_runs_lying_are_told_in_one_sentence_that_names_the_empty_column_once(
    tmp_path: Path, case: Case
) -> None:
    """Trial 7: an app-rules deal with three complete runs lying on the table said "zet
    ...heer naar de lege kolom 6, dan gaat de reeks weg" three times at the start. Now one
    sentence names the runs, their kings and the empty column once; moving each king there in
    turn removes each run, as it says. Traditional rules: only where they lie, once."""
    variant, rules, traditional = case
    position = build(
        _run("harten"),
        _run("klaveren"),
        _run("ruiten"),
        "3 | schoppen 10",
        rules=rules,
        variant=variant,
        traditional=traditional,
        rest=3,
    )
    deal = tmp_path / "drie-reeksen.json"
    dealfile.save(position, deal)
    session = fresh(tmp_path / "data")
    opening = session.start(deal_path=str(deal))
    if traditional:
        note = "De reeksen harten, klaveren en ruiten liggen compleet in kolom 1, 2 en 3."
    else:
        note = (
            "De reeksen harten, klaveren en ruiten liggen compleet in kolom 1, 2 en 3: zet "
            "hartenheer, klaverenheer en ruitenheer een voor een naar de lege kolom 5, dan gaat "
            "elke reeks weg."
        )
    assert note in opening, opening
    assert opening.count("compleet in kolom") == 1 and opening.count("lege kolom 5") <= 1, opening
    assert session.handle("bord").endswith(note)
    if traditional:
        return
    for suit in ("harten", "klaveren", "ruiten"):
        said = session.handle(f"{suit}heer naar kolom 5")
        assert f"Reeks {suit} verwijderd uit kolom 5." in said, said
    assert "compleet in kolom" not in session.handle("bord")


def test_the_english_sentence_names_the_kings_and_the_empty_column_once(tmp_path: Path) -> None:
    position = build(_run("harten"), _run("schoppen"), "3 | klaveren 10", rest=2)
    deal = tmp_path / "twee-reeksen.json"
    dealfile.save(position, deal)
    opening = fresh(tmp_path / "data", "en").start(deal_path=str(deal))
    assert (
        "The runs of hearts and spades lie complete in columns 1 and 2: move king of hearts and "
        "king of spades one by one to the empty column 4 to remove each run." in opening
    ), opening


# ------------------------------------- finding 9: the position saved as a deal file, to share

SAVED = {
    "nl": re.compile(
        r"^Stand bewaard in (.+?\.json)(?:; .+ bestond al en is niet overschreven)?\.$"
    ),
    "en": re.compile(
        r"^Position saved in (.+?\.json)(?:; .+ already existed and was not overwritten)?\.$"
    ),
}


def _board_line(lines: list[str]) -> str:
    boards = [line for line in lines if line.startswith("reserve: ")]
    assert len(boards) == 1, lines
    return boards[0]


def test_a_saved_position_loads_as_the_same_board_in_a_real_pipe_game(tmp_path: Path) -> None:
    """Trial 7: docs/dealfile.md promised that the app saves the current position, but no
    command did. `bewaar stand als NAAM` writes it to the data folder's `standen` and says where
    in one sentence; that file, given to `--deal` in another real game (pipe mode), gives the
    same `bord`, word for word; a second save under the same name does not overwrite it."""
    data = tmp_path / "data"
    game = Game.new(77, Rules.VERSOEPELD, Variant.DOUBLE_SCORPION, False)
    moves = ""
    for _ in range(3):  # three moves in, a card turned or not: the table as it now lies
        move = game.legal_moves()[-1]
        moves += Narrator("nl").move_text(game, move) + "\n"
        game.play(move)
    lines = run_game(
        data,
        f"{moves}bord\nbewaar stand als Vriend 1\nbewaar stand als Vriend 1\nstop\n",
        "--spel",
        "77",
        "--variant",
        "double-scorpion",
        "--versoepeld",
    )
    board = _board_line(lines)
    first = next(SAVED["nl"].match(line) for line in lines if line.startswith("Stand bewaard"))
    assert first is not None
    path = Path(first.group(1))
    assert path == data / "standen" / "Vriend-1.json"
    again = [line for line in lines if line.startswith("Stand bewaard")][1]
    assert again == (
        f"Stand bewaard in {data / 'standen' / 'Vriend-1-2.json'}; {path} bestond al en is "
        "niet overschreven."
    )
    friend = run_game(tmp_path / "friend", "bord\nstop\n", "--deal", str(path))
    assert _board_line(friend) == board
    assert dealfile.load(path) == dealfile.load(data / "standen" / "Vriend-1-2.json")


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_every_game_saves_its_position_and_loads_it_back(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Every game x rules x app/traditional, after a move: the words as the manual writes them
    save the position; loading it (in process, as pipe mode does) gives the same board."""
    variant, rules, traditional = case
    session = fresh(tmp_path / "data", language)
    session.start(77, rules, variant=variant, traditional=traditional)
    game = session.game
    session.handle(session.n.move_text(game, game.legal_moves()[0]))
    board = session.handle({"nl": "bord", "en": "board"}[language])
    said = session.handle(
        {"nl": "bewaar stand als oefen", "en": "save position as practice"}[language]
    )
    found = SAVED[language].match(said)
    assert found is not None, said
    path = Path(found.group(1))
    assert path.parent == tmp_path / "data" / "standen"
    assert dealfile.load(path) == session.game.position()
    other = fresh(tmp_path / "other", language)
    other.start(deal_path=str(path))
    assert other.handle({"nl": "bord", "en": "board"}[language]) == board
    assert session.game.moves == 1  # saving is no move


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("bewaar stand als mijn spel", "mijn-spel.json"),
        ("Bewaar de stand als Mijn Spel!.json", "Mijn-Spel.json"),
        ("sla stand op als ../weg", None),  # a path: where it says (here: the folder above)
        ("exporteer", "stand.json"),
        ("bewaar stand", "stand.json"),
        ("bewaar stand als ...", "stand.json"),
        ("bewaar stand als", "stand.json"),
    ],
)
def test_the_name_is_cleaned_and_a_path_is_taken_as_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, line: str, name: str | None
) -> None:
    """A plain name goes to the data folder's `standen`, cleaned; a name with a folder in it
    is a path, from the folder the game was started in."""
    (tmp_path / "here").mkdir()
    monkeypatch.chdir(tmp_path / "here")
    session = fresh(tmp_path / "data")
    session.start(5, Rules.KLASSIEK)
    said = session.handle(line)
    found = SAVED["nl"].match(said)
    assert found is not None, said
    path = Path(found.group(1))
    if name is None:
        assert path.resolve() == tmp_path / "weg.json"
    else:
        assert path == tmp_path / "data" / "standen" / name
    assert dealfile.load(path) == session.game.position()


def test_a_folder_that_cannot_be_written_says_so_and_the_game_goes_on(tmp_path: Path) -> None:
    session = fresh(tmp_path / "data")
    session.start(5, Rules.KLASSIEK)
    before = session.game.position()
    said = session.handle(f"bewaar stand als {tmp_path}/bestaat-niet/x")
    assert said == (
        f"De stand kon niet worden bewaard in {tmp_path}/bestaat-niet/x.json; het spel gaat "
        "gewoon door."
    )
    assert session.game.position() == before
    assert not (tmp_path / "bestaat-niet").exists()
