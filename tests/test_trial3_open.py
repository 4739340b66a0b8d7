"""Trial 3's findings still open after the first round (wip/ui, second round): what a new
player found false or not understood, each checked the way the player met it."""

from __future__ import annotations

from pathlib import Path

import pytest
import sessions
from every import EVERY, Case, case_id
from positions import build

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Store
from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Move
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.narration import Narrator


def _folder(path: Path) -> Path:
    path.mkdir(parents=True)
    return path


def _session(folder: Path, language: str = "nl") -> Session:
    store = Store(folder)
    return Session(store, Settings(), store.load_statistics().value, Narrator(language))


# ------------------------------------------------------------------ item 4: given up, saved


@pytest.mark.parametrize("clean_stop", [True, False], ids=["stop", "killed"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_game_given_up_stays_given_up_after_a_restart(
    tmp_path: Path, case: Case, clean_stop: bool
) -> None:
    """Trial 3: a game the player gave up on showed as "nog bezig" (in progress) after the
    game was started again; it is lost, and stays so."""
    variant, rules, traditional = case
    folder = tmp_path / "data"
    s = _session(folder)
    s.start(1, rules, variant=variant, traditional=traditional)
    s.run(m.Play(s.game.legal_moves()[0]))
    s.handle("ik geef het op")
    assert s.handle("ja").startswith("Spel opgegeven.")
    s.handle("nee")  # no new game: the given-up game stays on the table
    before = s.handle("statistiek")
    assert "nog bezig" not in before
    if clean_stop:
        s.handle("stop")
    else:  # as a kill -9 leaves the folder: only the journal line holds the mark
        s.keeper.store._forget_disk()
        s.keeper.store.unlock()
    again = _session(folder)
    again.start()
    assert again.saved is not None and again.saved.given_up
    after = again.handle("statistiek")
    assert "nog bezig" not in after
    assert after == before


# ------------------------------------------------------------------ item 1: asked, never done

#: Questions about an action, as a player types or dictates them: each is answered with yes or
#: no and why, and the game is left as it was.
ASKED = {
    "nl": [
        "eh kan ik de reserve delen",
        "kan ik de reserve delen",
        "uhm mag ik de reserve uitdelen",
        "is het mogelijk om de reserve te delen",
        "is het toegestaan om de reserve te delen",
        "eh kan ik terug",
        "kan ik opnieuw",
        "eh mag ik opnieuw",
        "kan ik terug naar zet 1",
        "kan ik stoppen met dit spel",
        "is het mogelijk om een nieuw spel te beginnen",
        "oké kan ik opgeven",
        "is het mogelijk om op te geven",
    ],
    "en": [
        "uh can I deal the reserve",
        "can I deal the reserve",
        "may I deal the reserve",
        "is it possible to deal the reserve",
        "am I allowed to deal the reserve",
        "um can I undo",
        "can I redo",
        "is it ok to give up",
        "am I allowed to start a new game",
        "so can I give up",
    ],
}
ANSWER_OPENS = {"nl": ("Ja", "Nee"), "en": ("Yes", "No")}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_question_about_an_action_is_answered_never_done(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 3: `eh kan ik de reserve delen` dealt the reserve. Asked in any of these forms
    (with a hesitation first, `is het mogelijk om ... te ...`), the game answers yes or no
    and changes nothing: no move, no undo or redo, no new game, no question to give up."""
    variant, rules, traditional = case
    s = _session(tmp_path / "data", language)
    s.start(1, rules, variant=variant, traditional=traditional)
    s.run(m.Play(s.game.legal_moves()[0]))
    s.run(m.Undo())  # something to redo, something to undo after the next move
    s.run(m.Play(s.game.legal_moves()[0]))
    game = s.game
    line, score = game.line(), game.score
    for asked in ASKED[language]:
        said = s.handle(asked)
        assert said.startswith(ANSWER_OPENS[language]), (asked, said)
        assert s.game is game and game.line() == line and game.score == score, asked
        assert s.dialog.pending is None, (asked, said)


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_asking_whether_a_move_is_possible_answers_it(
    tmp_path: Path, case: Case, language: str
) -> None:
    """`is het mogelijk om harten 4 naar kolom 5 te zetten`: whether that move may be made
    (was "Onbekend woord: om"); a move that may not is "Nee" with the reason, never made."""
    variant, rules, traditional = case
    s = _session(tmp_path / "data", language)
    s.start(1, rules, variant=variant, traditional=traditional)
    game = s.game
    move = next(a for a in game.legal_moves() if isinstance(a, Move))
    card, column = s.n.card(move.card), move.to + 1
    line = game.line()
    if language == "nl":
        said = s.handle(f"is het mogelijk om {card} naar kolom {column} te zetten")
        assert said.startswith(f"Ja, {card} mag naar kolom {column}"), said
    else:
        said = s.handle(f"is it possible to move {card} to column {column}")
        assert said.startswith(f"Yes, {card} may go to column {column}"), said
    assert game.line() == line


# ------------------------------------------------------------------ item 5: lost? undo limit?

NOT_YET = {
    False: "Nee, nog niet: het spel loopt nog. Het telt pas als verloren als je het opgeeft of "
    "een nieuw spel begint.",
    True: "Nee, nog niet: een reeks zetten kan nog ",
}


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_did_i_lose_is_answered_truthfully(tmp_path: Path, case: Case) -> None:
    """Trial 3: `did I lose` and `ben ik af` were not understood, `heb ik verloren` gave the
    odds. A game in play is not lost (and the answer says when it would be); a game given up
    is; the traditional rules' answer names what can still be done."""
    variant, rules, traditional = case
    s = _session(tmp_path / "data")
    s.start(1, rules, variant=variant, traditional=traditional)
    s.run(m.Play(s.game.legal_moves()[0]))
    line = s.game.line()
    for asked in ("heb ik verloren", "ben ik af", "ben ik verloren", "is het spel voorbij"):
        said = s.handle(asked)
        assert said.startswith(NOT_YET[traditional]), (asked, said)
        assert "kan het nog" in said
    assert s.game.line() == line
    s.handle("opgeven")
    s.handle("ja")
    s.handle("nee")
    assert s.handle("ben ik af").startswith("Ja: je hebt dit spel opgegeven")
    en = _session(tmp_path / "en", "en")
    en.start(1, rules, variant=variant, traditional=traditional)
    for asked in ("did I lose", "have I lost", "am I out", "is the game over"):
        assert en.handle(asked).startswith("No, not yet: "), asked


def test_did_i_lose_in_a_won_game_and_a_lost_one(tmp_path: Path) -> None:
    spades = ", ".join(
        f"schoppen{name}"
        for name in ("heer", "vrouw", "boer", " 10", " 9", " 8", " 7", " 6", " 5", " 4", " 3", " 2")
    )
    won = sessions.on_position(
        _folder(tmp_path / "won"), build(spades, "schoppenaas", removed="harten, ruiten, klaveren")
    )
    won.handle("schoppenaas naar kolom 1")
    assert won.handle("heb ik verloren") == (
        "Nee: je hebt dit spel gewonnen. Nog open: nog een spel? Typ ja of nee."
    )
    lost = sessions.on_position(
        _folder(tmp_path / "lost"),
        build(
            "1 | klaveren 3, schoppen 9, harten 3",
            "2 | klaveren 2",
            "ruitenheer",
            "1 | ruitenaas",
            traditional=True,
            rest=0,
        ),
    )
    assert lost.handle("ben ik af") == (
        "Ja. Verloren: hoe je ook speelt, je kunt nooit een gedekte kaart omdraaien of een "
        "reeks compleet maken. Typ nieuw spel voor een nieuw spel."
    )
    app = sessions.on_position(
        _folder(tmp_path / "app"),
        build("1 | klaveren 3, schoppen 9, harten 3", "2 | klaveren 2", "ruitenheer", rest=0),
    )
    assert app.handle("ben ik af") == (  # the app rules: nothing at all can be played
        "Ja. Er is geen zet meer mogelijk. Maak zetten ongedaan of begin een nieuw spel."
    )


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_how_often_may_i_undo_names_the_games_limit(tmp_path: Path, case: Case) -> None:
    """Trial 3: `hoe vaak mag ik terug` was "Onbekend woord: vaak". The answer is the game's
    own limit and how many can be taken back now, in the words of `regels` and `help terug`
    (trial 10: it said "de laatste 100 zetten" where they say "de laatste 100 acties": the
    deal of the reserve is an action too)."""
    variant, rules, traditional = case
    s = _session(tmp_path / "data")
    s.start(1, rules, variant=variant, traditional=traditional)
    limit = s.game.spec.undo_limit
    first = s.handle("hoe vaak mag ik terug")
    if limit is None:
        assert first == (
            "Je kunt elke actie ongedaan maken, tot het begin. Er is niets om ongedaan te maken."
        )
    else:
        rule = f"Je kunt de laatste {limit} acties ongedaan maken."
        assert first == f"{rule} Er is niets om ongedaan te maken."
        said_rules = part = s.handle("regels")
        while "meer regels" in part:  # the traditional rules come in parts
            part = s.handle("meer regels")
            said_rules += " " + part
        assert rule in said_rules
        assert f"De laatste {limit} acties kun je ongedaan maken." in s.handle("help terug")
    s.run(m.Play(s.game.legal_moves()[0]))
    said = s.handle("hoeveel zetten kan ik terugnemen")
    assert said.endswith("nu kan dat met 1 actie."), said
    assert s.handle("hoeveel keer kan ik terug") == said
    en = _session(tmp_path / "en", "en")
    en.start(1, rules, variant=variant, traditional=traditional)
    said = en.handle("how often can I undo")
    assert said.startswith("You can undo "), said
    if limit is not None:
        said_rules = part = en.handle("rules")
        while "more rules" in part:
            part = en.handle("more rules")
            said_rules += " " + part
        assert f"You can undo the last {limit} actions." in said_rules


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_questions_about_points_and_runs_answer_what_was_asked(tmp_path: Path, case: Case) -> None:
    """Questions about scoring got the score ("hoe krijg ik punten" -> "Score 0."), the
    face-down count ("hoeveel punten is een gedekte kaart waard") or nothing on how many runs
    win; each now answers what was asked, with this game's own numbers."""
    variant, rules, traditional = case
    s = _session(tmp_path / "data")
    s.start(1, rules, variant=variant, traditional=traditional)
    spec = s.game.spec
    said = s.handle("hoe krijg ik punten")
    assert said.startswith("Punten: 5 voor een kaart op dezelfde soort, "), said
    assert ("5 voor een omgedraaide kaart" in said) == any(spec.face_down)
    assert s.handle("kost terug punten").startswith("Terugnemen kost zelf geen punten")
    assert s.handle("hoeveel punten heb ik verloren") == "Score 0."
    assert s.handle("hoeveel punten is een gedekte kaart waard") == (
        "Een omgedraaide kaart geeft 5 punten."
    )
    runs = s.handle("hoeveel reeksen moet ik maken")
    if traditional:
        assert runs == (
            "Er ligt nog geen complete reeks op tafel; je wint als alle "
            f"{spec.runs_to_win} compleet zijn."
        )
    else:
        assert runs == f"Er is nog geen reeks weggelegd; je wint met {spec.runs_to_win} reeksen."


# ------------------------------------------------------------------ item 2: help on a topic word


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_help_on_a_word_the_game_uses_is_short_help_on_it(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 3: `help wasp` and `help winbaar` printed the whole help (about 40 lines). Help on
    a game's name is that game in a few sentences and how to play it; on winbaar, what a
    winnable deal is; on a setting's value, its command; on a word of the game, its meaning."""
    from scorpion_a11y.commands.vocabulary import vocabulary
    from scorpion_a11y.game.rules import SPECS
    from scorpion_a11y.narration.app_text import game_name

    variant, rules, traditional = case
    s = _session(tmp_path / "data", language)
    s.start(1, rules, variant=variant, traditional=traditional)
    everything = s.handle({"nl": "help volledig", "en": "help full"}[language])
    vocab = vocabulary(s.tr)
    new = vocab.command_aliases("new")[0]
    for other in SPECS:
        word = vocab.value_aliases("variant", other.value)[0]
        said = s.handle(f"help {word}")
        assert said.startswith(game_name(s.tr, other) + ": "), said
        assert len(said) < len(everything) / 3
        if other is variant:
            assert said.endswith(
                {
                    "nl": "Dit is het spel dat je speelt; zeg regels voor al zijn regels.",
                    "en": "This is the game you are playing; say rules for all its rules.",
                }[language]
            )
        else:
            assert said.endswith(
                f" {new} {word} " + {"nl": "om het te spelen.", "en": "to play it."}[language]
            )
    winnable = {"nl": "help winbaar", "en": "help winnable"}[language]
    said = s.handle(winnable)
    assert said.startswith({"nl": "Winbaar: ", "en": "Winnable: "}[language])
    assert len(said) < len(everything) / 3
    run = {"nl": "help reeks", "en": "help run"}[language]
    assert s.handle(run).startswith({"nl": "Een reeks is ", "en": "A run is "}[language])
    speech = {"nl": "help spraak", "en": "help speech"}[language]
    assert s.handle(speech).startswith({"nl": "uitvoer: ", "en": "output: "}[language])


# ------------------------------------------------------------------ trial 4


def test_statistics_say_nothing_of_lost_games_the_solver_has_not_decided() -> None:
    """Trial 4: a won deal from the lists and a lost one beyond them: "Van je 1 verloren spel
    was er 0 helemaal niet te winnen", which says the lost deal could have been won, while
    the solver does not know. Only the lost games it has decided are counted."""
    from scorpion_a11y.game.deal import Rules
    from scorpion_a11y.records import Statistics

    stats = Statistics()
    stats.game_started(Rules.KLASSIEK, winnable=True)
    stats.game_won(Rules.KLASSIEK, 700, winnable=True)
    stats.game_started(Rules.KLASSIEK, winnable=None)
    said = Narrator("nl").statistics(stats, Rules.KLASSIEK)
    assert "verloren spel" not in said
    assert "Van 1 spel weet de oplosser niet of het te winnen was." in said
    stats.game_started(Rules.KLASSIEK, winnable=True)  # lost, on a winnable deal
    said = Narrator("nl").statistics(stats, Rules.KLASSIEK)
    assert "Het verloren spel waarover de oplosser beslist heeft, was te winnen." in said
    stats.game_started(Rules.KLASSIEK, winnable=False)
    said = Narrator("nl").statistics(stats, Rules.KLASSIEK)
    assert (
        "Van de 2 verloren spellen waarover de oplosser beslist heeft, kon je er 1 helemaal "
        "niet winnen." in said
    )
    only = Statistics()
    only.game_started(Rules.KLASSIEK, winnable=True)
    assert "Je verloren spel was te winnen." in Narrator("nl").statistics(only, Rules.KLASSIEK)
    en = Narrator("en").statistics(only, Rules.KLASSIEK)
    assert "The game you lost could have been won." in en


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_new_game_after_giving_up_does_not_warn_the_game_counts_as_lost(
    tmp_path: Path, case: Case
) -> None:
    """Trial 4: after `opgeven` and `ja`, `nieuw spel` still warned "Je lopende spel telt dan
    als verloren": it already does, and it is not running."""
    variant, rules, traditional = case
    s = _session(tmp_path / "data")
    s.start(1, rules, variant=variant, traditional=traditional)
    s.run(m.Play(s.game.legal_moves()[0]))
    assert "telt dan als verloren" in s.handle("nieuw spel")
    s.handle("nee")
    s.handle("opgeven")
    s.handle("ja")
    s.handle("nee")
    asked = s.handle("nieuw spel")
    assert "verloren" not in asked, asked
    s.handle("nee")
    assert "verloren" not in s.handle("kan ik een nieuw spel beginnen")
    assert "verloren" not in s.handle("nieuw spel 7")


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_hints_reason_fits_the_card_and_the_game(case: Case) -> None:
    """Trial 4 (Wasp): a hint moving a card that is not a king to an empty column said "maakt
    de kaart onder de heer vrij", and "maakt een kolom leeg voor een heer" where any card may
    go onto an empty column."""
    from scorpion_a11y.game.cards import Card, Rank, Suit
    from scorpion_a11y.game.engine import Game
    from scorpion_a11y.narration.hints import hint_sentence
    from scorpion_a11y.solver.hint import Hint, HintReason

    variant, rules, traditional = case
    game = Game.new(1, rules, variant, traditional)
    tr = Narrator("nl").tr
    queen, king = Card(Suit.HARTEN, Rank.VROUW), Card(Suit.HARTEN, Rank.HEER)
    said = hint_sentence(tr, game, Hint(Move(queen, 0), HintReason.FREES_CARD))
    assert said.endswith("maakt de kaart eronder vrij."), said
    said = hint_sentence(tr, game, Hint(Move(king, 0), HintReason.FREES_CARD))
    assert said.endswith("maakt de kaart onder de heer vrij."), said
    said = hint_sentence(tr, game, Hint(Move(queen, 0), HintReason.EMPTIES_COLUMN_FOR_KING))
    if game.spec.empty_takes_any:
        assert said.endswith("maakt een kolom leeg."), said
    else:
        assert said.endswith("maakt een kolom leeg voor een heer."), said


@pytest.mark.parametrize(
    ("language", "line", "opens"),
    [
        ("en", "can I undo as often as I like", "You can undo "),  # was: ace of spades
        ("nl", "mag ik zo vaak terug als ik wil", "Je kunt de laatste 100 acties ongedaan maken"),
        ("en", "how do I score points", "Points: 5 for a card laid on the same suit"),
        ("nl", "hoe scoor ik punten", "Punten: 5 voor een kaart op dezelfde soort"),
        ("en", "what happens when I give up", "Giving up counts the game as lost"),
        ("nl", "wat gebeurt er als ik opgeef", "Opgeven telt het spel als verloren"),
        ("nl", "help opgeven", "Opgeven telt het spel als verloren"),
    ],
)
def test_more_questions_about_the_rules_are_answered(
    tmp_path: Path, language: str, line: str, opens: str
) -> None:
    """Questions of the same kind as trial 3's, each answered with what it asks (they were
    "Unknown word", the whole help, or "Ace of spades is not on top of a column": "as" read
    as a card)."""
    s = _session(tmp_path / "data", language)
    s.start(3723)
    assert s.handle(line).startswith(opens)
    assert s.game.line() == ()


@pytest.mark.parametrize(
    ("language", "line", "said"),
    [
        ("nl", "kan ik de uitvoer op spraak zetten", "Ja, altijd: zeg uitvoer op spraak zetten."),
        ("nl", "eh mag ik sneller praten", "Ja, altijd: zeg sneller praten."),
        ("nl", "is het mogelijk om sneller te praten", "Ja, altijd: zeg sneller praten."),
        ("en", "can I set output to speech", "Yes, always: say set output to speech."),
        ("en", "may I speak faster", "Yes, always: say speak faster."),
    ],
)
def test_asking_whether_a_setting_can_change_does_not_change_it(
    tmp_path: Path, language: str, line: str, said: str
) -> None:
    """A question about a setting is a question about an action too: `kan ik de uitvoer op
    spraak zetten` switched the output (for a screen reader user, away from their screen
    reader). It is answered with how to say it, and what it says changes the setting."""
    s = _session(tmp_path / "data", language)
    s.start(3723)
    before = (s.settings.output, s.settings.rate, s.settings.verbosity)
    assert s.handle(line) == said
    assert (s.settings.output, s.settings.rate, s.settings.verbosity) == before
    command = said.split(": ", 1)[1].removeprefix("zeg ").removeprefix("say ").rstrip(".")
    typed = parse(command, s.game, s.tr)  # typed alone, it is the setting itself
    assert isinstance(typed, (m.SetOutput, m.ChangeRate)), typed
    request = "kun je sneller praten" if language == "nl" else "could you speak faster"
    assert parse(request, s.game, s.tr) == m.ChangeRate(faster=True)  # asked of the game: done


def test_a_huge_number_is_said_back_as_typed(tmp_path: Path) -> None:
    """Trial 4: `kolom 99999999999999999999` -> "Er is geen kolom 1000000000000": a number the
    player never typed."""
    s = _session(tmp_path / "data")
    s.start(534622)
    assert s.handle("kolom 99999999999999999999") == (
        "Er is geen kolom 99999999999999999999: de kolommen zijn 1 tot en met 7."
    )
    assert s.handle("harten 6 naar kolom 99999999999999").startswith(
        "Er is geen kolom 99999999999999:"
    )
    assert s.handle("snelheid 5000000000000000").startswith("Dat getal kan niet: ")
    assert "1000000000000" not in s.handle("nieuw spel 99999999999999999")


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_what_is_a_card_says_where_it_lies_for_every_card(tmp_path: Path, case: Case) -> None:
    """Trial 4: `wat is harten 4` said where it lies, `wat is schoppenaas` (a card that fits
    nowhere) where it could go, without its column. Every face-up card gets where it lies."""
    from scorpion_a11y.commands.model import WhereIs

    variant, rules, traditional = case
    s = _session(tmp_path / "data")
    s.start(534622, rules, variant=variant, traditional=traditional)
    game = s.game
    for column in range(game.columns):
        for card in game.face_up(column):
            line = f"wat is {s.n.card(card)}"
            assert parse(line, game, s.tr) == WhereIs(card), line


@pytest.mark.parametrize(("rules", "traditional"), [(r, t) for r in Rules for t in (False, True)])
def test_what_lies_beside_the_table_names_those_cards(
    tmp_path: Path, rules: Rules, traditional: bool
) -> None:
    """Trial 4: in Three Blind Mice `wat ligt er naast de tafel` read the whole board (about
    900 characters); the cards beside the table lie face up: they are named."""
    s = _session(tmp_path / "data")
    s.start(99, rules, variant=Variant.THREE_BLIND_MICE, traditional=traditional)
    names = ", ".join(s.n.card(c) for c in s.game.beside)
    expected = f"Naast de tafel liggen 2 kaarten: {names}."
    assert s.handle("wat ligt er naast de tafel") == expected
    assert s.handle("hoeveel kaarten liggen er naast de tafel") == expected


@pytest.mark.parametrize("language", ["nl", "en"])
def test_help_points_to_the_questions_instead_of_listing_them(
    tmp_path: Path, language: str
) -> None:
    """Trial 4: Dutch `help` held a line of about 1300 characters listing everything one may
    ask, after a line of examples saying much the same. `help` names `help vragen`, which
    gives that list."""
    s = _session(tmp_path / "data", language)
    s.start(5)
    overview = s.handle("help")
    assert all(len(line) < 700 for line in overview.splitlines()), overview
    topic = {"nl": "help vragen", "en": "help questions"}[language]
    assert topic in overview
    listed = s.handle(topic)
    assert listed.startswith(
        {"nl": "Ook in je eigen woorden begrepen:", "en": "Also understood"}[language]
    )
    assert {"nl": "of je dit spel verloren hebt", "en": "whether you have lost"}[language] in listed


@pytest.mark.parametrize(
    ("language", "line", "said"),
    [
        ("nl", "new game", "Dat lijkt Engels. Zeg taal english om in die taal te spelen."),
        ("nl", "where is the ace of spades", "Dat lijkt Engels. Zeg taal english "),
        ("nl", "what can I do", "Dat lijkt Engels. "),
        ("en", "nieuw spel", "That looks like Dutch. Say language nederlands to play in it."),
    ],
)
def test_a_command_in_the_other_language_says_how_to_switch(
    tmp_path: Path, language: str, line: str, said: str
) -> None:
    """Trial 4: English typed while playing in Dutch got "Niet begrepen: new game" with no
    pointer to `taal engels`; nothing is done, and the way to switch is said."""
    s = _session(tmp_path / "data", language)
    s.start(534622)
    line_before = s.game.line()
    assert s.handle(line).startswith(said)
    assert s.game.line() == line_before and s.dialog.pending is None
    switch = {"nl": "taal english", "en": "language nederlands"}[language]
    assert switch in s.handle(line)
    assert isinstance(parse(switch, s.game, s.tr), m.SetLanguage)


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_face_down_card_sent_to_a_number_that_is_no_column_is_not_visible(
    tmp_path: Path, case: Case
) -> None:
    """Trial 4: `harten 4 naar 9` with harten 4 face down and no column 9 said "Geen open
    kaart past bij 9.", nothing of harten 4; `h4 naar 5` said it is not visible."""
    from scorpion_a11y.game.cards import DECK

    variant, rules, traditional = case
    s = _session(tmp_path / "data")
    s.start(534622, rules, variant=variant, traditional=traditional)
    game = s.game
    hidden = [
        c for c in DECK if all(not loc.face_up for loc in game.locate_all(c)) and game.locate_all(c)
    ]
    if not hidden:
        pytest.skip("no face-down card in this game")
    name = s.n.card(hidden[0])
    beyond = game.columns + 2  # a rank, not a column
    if beyond > 13:
        pytest.skip("every number up to 13 is a column here")
    said = s.handle(f"{name} naar {beyond}")
    assert said == f"{name[0].upper()}{name[1:]} is niet zichtbaar.", said
