"""Trial 7's findings about reading input and the vocabulary (a README-only new player), each
in every game x rules x app/traditional where it can arise, Dutch and English."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from positions import build
from sessions import fresh, on_position

from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.game.cards import Card, Rank, Suit
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.i18n import translator

# ------------------------------------ finding 6: "k7 k7" is klaveren 7 naar kolom 7

#: Each suit's letter in the short forms (``h4``), per language; the column word's first letter
#: is ``k`` in Dutch (klaveren's letter) and ``c`` in English (clubs').
LETTERS = {
    "nl": {Suit.HARTEN: "h", Suit.RUITEN: "r", Suit.SCHOPPEN: "s", Suit.KLAVEREN: "k"},
    "en": {Suit.HARTEN: "h", Suit.RUITEN: "d", Suit.SCHOPPEN: "s", Suit.KLAVEREN: "c"},
}
COLUMN = {"nl": "k", "en": "c"}
MOVED = {
    "nl": "Klaveren 7 naar kolom 7, op klaveren 8.",
    "en": "7 of clubs to column 7, onto 8 of clubs.",
}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_same_short_form_twice_is_the_card_to_the_column(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 7: ``k7 k7`` said "Je noemt klaveren 7 twee keer." The manual's rule: the k of
    the second word is kolom, unless the card it also names is one the first may lie on, and
    klaveren 7 never lies on itself; so it is klaveren 7 naar kolom 7 (``c7 c7`` in English)."""
    variant, rules, traditional = case
    position = build(
        "harten 2, klaveren 7", *[""] * 5, "klaveren 8",
        rules=rules, variant=variant, traditional=traditional,
    )  # fmt: skip
    session = on_position(tmp_path, position, language)
    line = f"{COLUMN[language]}7 {COLUMN[language]}7"
    assert session.handle(line).startswith(MOVED[language])
    assert session.game.top(6) == Card(Suit.KLAVEREN, Rank.ZEVEN)
    assert session.game.moves == 1


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_every_suit_letter_before_the_column_letter_follows_the_manuals_rule(
    case: Case, language: str
) -> None:
    """For every suit: ``<suit>7 k7`` is the seven to column 7 (the seven of klaveren too),
    ``<suit>7 <suit>8`` the seven onto its eight (``k7 k8`` in Dutch: the card, as the seven
    may lie on it), and the short form reads as the same move said with ``naar``."""
    variant, rules, traditional = case
    tr = translator(language)
    letter = LETTERS[language]
    for suit in Suit:
        seven, eight = Card(suit, Rank.ZEVEN), Card(suit, Rank.ACHT)
        # the seven on column 1, its eight on column 7
        position = build(
            f"harten 2, {seven.name}", *[""] * 5, eight.name,
            rules=rules, variant=variant, traditional=traditional,
        )  # fmt: skip
        game = Game(position)
        short = f"{letter[suit]}7"
        assert parse(f"{short} {COLUMN[language]}7", game, tr) == m.Play(Move(seven, 6)), suit
        assert parse(f"{short} {letter[suit]}8", game, tr) == m.Play(Move(seven, 6)), suit
        # dictated with the numbers as words ("k zeven k zeven"): the same
        seven_word = {"nl": "zeven", "en": "seven"}[language]
        worded = f"{letter[suit]} {seven_word} {COLUMN[language]} {seven_word}"
        assert parse(worded, game, tr) == m.Play(Move(seven, 6)), worded
        # the same short form twice: the column, never "named twice"
        assert parse(f"{short} {COLUMN[language]}7", game, tr) == parse(
            f"{short} {'naar' if language == 'nl' else 'to'} {COLUMN[language]}7", game, tr
        )


@pytest.mark.parametrize("language", ["nl", "en"])
def test_a_card_named_twice_in_full_is_still_said_to_be(language: str) -> None:
    """Only the column letter turns into a column: ``klaveren 7 klaveren 7`` and ``h4 h4`` still
    name one card twice, and the game says so."""
    game = Game(build("harten 2, klaveren 7", "harten 4", *[""] * 4, "klaveren 8"))
    tr = translator(language)
    lines = {"nl": ["klaveren 7 klaveren 7", "h4 h4"], "en": ["7 of clubs 7 of clubs", "h4 h4"]}
    for line in lines[language]:
        result = parse(line, game, tr)
        assert isinstance(result, m.BoardError) and result.kind is m.Board.CARD_TWICE, line


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", [c for c in EVERY if c[0].value == "double-scorpion"], ids=case_id)
def test_both_copies_in_one_column_name_it_once(tmp_path: Path, case: Case, language: str) -> None:
    """Double Scorpion: with one harten 8 face down under the other in column 3, ``harten 7 op
    harten 8`` asked which of two moves, and both were "harten 7 naar kolom 3"; it is one."""
    variant, rules, traditional = case
    position = build(
        "klaveren 2, harten 7", "", "harten 8 | harten 8", *[""] * 4, "ruiten 3",
        rules=rules, variant=variant, traditional=traditional,
    )  # fmt: skip
    session = on_position(tmp_path, position, language)
    line = {"nl": "harten 7 op harten 8", "en": "7 of hearts onto 8 of hearts"}[language]
    said = session.handle(line)
    assert said.startswith(
        {"nl": "Harten 7 naar kolom 3", "en": "7 of hearts to column 3"}[language]
    )
    assert session.dialog.pending is None
    assert session.game.moves == 1


# ------------------------- "nieuw spel winbaar" keeps the rules in play and asks nothing

NEW_WINNABLE = {"nl": "nieuw spel winbaar", "en": "new game winnable"}
PROVEN = {"nl": "De oplosser heeft bewezen", "en": "The solver has proven"}
YES = {"nl": "ja", "en": "yes"}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_new_game_winnable_starts_at_once_with_the_rules_in_play(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 7: ``nieuw spel winbaar`` still asked "Welke regels?" (one more Enter). As
    ``nieuw spel 1234``, it keeps the game and rules in play and starts at once, the
    announcement naming the rules; with a game in play that would count as lost, it asks that
    first, and ``ja`` starts it. Where the solver finds no deal in time (the player's Escape
    here, for the games without a published list), it says so and asks nothing."""
    from scorpion_a11y.solver import winnable

    variant, rules, traditional = case
    s = fresh(tmp_path / "data", language)
    s.start(5, rules, variant=variant, traditional=traditional)
    if not winnable.listed(variant, rules, traditional):
        # the solver's own search (up to about a second, less under load): the player's
        # Escape at once, so the answer does not depend on the machine's load
        s.interrupted = lambda: True
        said = s.handle(NEW_WINNABLE[language])
        assert said.endswith({"nl": "Geen nieuw spel.", "en": "No new game."}[language])
        assert s.dialog.pending is None
        assert s.game.deal_number == 5
        return
    said = s.handle(NEW_WINNABLE[language])
    game = s.game
    assert s.dialog.pending is None, said
    assert (game.variant, game.rules, game.traditional) == case
    assert said.startswith(s.n.new_game(game.deal_number, rules, traditional, variant)), said
    assert PROVEN[language] in said
    assert winnable.proven(variant, rules, traditional, game.deal_number) is not False
    # a game in play that would count as lost: asked first, then the same
    s.run(m.Play(game.legal_moves()[0]))
    assert s.handle(NEW_WINNABLE[language]) == s.n.confirm_new_game()
    said = s.handle(YES[language])
    assert said.startswith(s.n.new_game(s.game.deal_number, rules, traditional, variant)), said
    assert PROVEN[language] in said and s.game.moves == 0
    assert (s.game.variant, s.game.rules, s.game.traditional) == case


@pytest.mark.parametrize("language", ["nl", "en"])
def test_new_game_winnable_in_pipe_mode_and_at_the_real_prompt(
    tmp_path: Path, language: str
) -> None:
    """The trial's steps through pipe mode and typed on a pty at the real prompt: ``nieuw spel
    winbaar`` in a Versoepeld game starts a proven Versoepeld deal at once; no rules question,
    so the next line (``stop``) is a command, not an answer."""
    import json

    import launch
    from ptyterm import Terminal, run_in_process
    from recording import RecordingBackend

    from scorpion_a11y.game.deal import Rules
    from scorpion_a11y.solver import winnable

    args = ("--spel", "5", "--regels", "versoepeld", "--taal", language)
    lines = launch.run_in_process(tmp_path / "pipe", f"{NEW_WINNABLE[language]}\nstop\n", *args)
    rules_said = {"nl": "versoepelde regels", "en": "relaxed rules"}[language]
    assert len(lines) == 3, lines
    assert lines[1].startswith({"nl": "Nieuw spel: ", "en": "New game: "}[language]), lines[1]
    assert rules_said in lines[1].split(".")[0] and PROVEN[language] in lines[1]
    saved = json.loads((tmp_path / "pipe" / "spel.json").read_text(encoding="utf-8"))
    number = saved["nummer"]
    assert winnable.proven(Variant.SCORPION, Rules.VERSOEPELD, False, number)
    # --winbaar at the next start: the same, the saved game's rules kept, nothing asked
    lines = launch.run_in_process(tmp_path / "pipe", "stop\n", "--winbaar", "--taal", language)
    assert len(lines) == 2 and rules_said in lines[0].split(".")[0] and PROVEN[language] in lines[0]
    if language == "en":
        return  # the pty's prompt plays in Dutch (ptyterm.run_in_process)
    spoken = RecordingBackend()

    def player(term: Terminal) -> None:
        term.type(NEW_WINNABLE["nl"] + "\r")
        deadline = time.monotonic() + 20
        while len(spoken.spoken) < 2 and time.monotonic() < deadline:
            time.sleep(0.01)

    store = run_in_process(tmp_path / "pty", spoken, player, *args[:4])
    said = spoken.spoken[1]
    assert said.startswith("Nieuw spel: ") and "versoepelde regels" in said.split(".")[0], said
    assert PROVEN["nl"] in said
    saved = json.loads(store.path("spel.json").read_text(encoding="utf-8"))
    assert saved["regels"] == "versoepeld" and saved["zetten"] == []
    assert winnable.proven(Variant.SCORPION, Rules.VERSOEPELD, False, saved["nummer"])


# ------------- the save command where every command is listed: help, reference, Tab, typed back

SAVE_FIRST = {"nl": "bewaar stand als", "en": "save position as"}
SAVED_SAID = {"nl": "Stand bewaard in ", "en": "Position saved in "}


@pytest.mark.parametrize("language", ["nl", "en"])
def test_help_volledig_and_the_reference_list_the_save_command(language: str) -> None:
    """Trial 7 / wip/ui: ``bewaar stand als NAAM`` worked but ``help volledig``, the reference
    (docs/commands.md) and ``help`` on it did not know it. It is one of the commands now, its
    words in the shared vocabulary (``command save``), the first as help shows it."""
    from scorpion_a11y.commands.vocabulary import vocabulary
    from scorpion_a11y.narration.help import help_text
    from scorpion_a11y.narration.reference import markdown

    tr = translator(language)
    forms = vocabulary(tr).command_aliases("save")
    assert forms[0] == SAVE_FIRST[language]
    full = help_text(tr, "all").splitlines()
    line = next(x for x in full if x.startswith(SAVE_FIRST[language] + " ("))
    assert {"nl": "dealbestand", "en": "deal file"}[language] in line
    reference = markdown(tr)
    for form in forms:
        assert f"`{form}`" in reference
    on_it = help_text(tr, SAVE_FIRST[language])
    assert on_it.startswith(SAVE_FIRST[language] + ":"), on_it
    assert {"nl": "bewaar stand als vriend", "en": "save position as friend"}[language] in on_it


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_every_form_help_offers_saves_the_position_when_typed_back(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Each word help and the reference give for the command, typed back with a name, saves
    the table under that name (and alone, as ``stand``); so do help's own examples. The game
    goes on untouched."""
    from scorpion_a11y.commands.vocabulary import vocabulary
    from scorpion_a11y.game import dealfile
    from scorpion_a11y.narration.help import examples

    variant, rules, traditional = case
    tr = translator(language)
    game = Game.new(3, rules, variant, traditional)
    for form in vocabulary(tr).command_aliases("save"):
        assert parse(f"{form} vriend 2", game, tr) == m.SavePosition("vriend 2"), form
        assert parse(form, game, tr) == m.SavePosition(""), form
    please = {"nl": "alsjeblieft", "en": "please"}[language]
    alone = vocabulary(tr).aliases["phrases save"]
    for phrase in alone:
        assert parse(phrase, game, tr) == m.SavePosition(""), phrase
    # read by the command language too (it was "stand" alone: the status)
    assert parse(f"{alone[0]} {please}", game, tr) == m.SavePosition("")
    shown = examples(tr, "save")
    assert shown
    s = fresh(tmp_path / "data", language)
    s.start(3, rules, variant=variant, traditional=traditional)
    before = s.game.position()
    for n, line in enumerate(shown):
        said = s.handle(line)
        assert said.startswith(SAVED_SAID[language]), (line, said)
        path = Path(said[len(SAVED_SAID[language]) :].split(";")[0].rstrip("."))
        assert path.parent == tmp_path / "data" / "standen", path
        assert path.name == ({"nl": "vriend", "en": "friend"}[language] + ".json", "stand.json")[n]
        assert dealfile.load(path) == before
    assert s.game.position() == before and s.game.moves == 0


@pytest.mark.parametrize("language", ["nl", "en"])
def test_tab_offers_the_save_command_and_nothing_for_its_name(language: str) -> None:
    """Tab at the start of a line completes the save command's words; after them comes the
    player's own name, so Tab offers nothing there (not the cards or ``naar``). ``meer zetten``
    and ``meer regels``, which a long answer says to type, complete as well."""
    from scorpion_a11y.app.completion import completion_words, completions

    words = completion_words(translator(language))

    def offered(typed: str) -> list[str]:
        return [word for word, _length in completions(words, typed)]

    first = SAVE_FIRST[language]
    assert first in offered(first[:4])
    assert offered(first + " ") == [] and offered(first + " h") == []
    # the words a long answer ends with, for its next part, complete too
    tr = translator(language)
    for following in (tr.pgettext("answer", "next moves"), tr.pgettext("rules part", "more rules")):
        assert following in offered(following[:6]), following


# ------------------------------- "alle zetten": every move in one go, not the same as "zetten"

ALL_MOVES = {"nl": "alle zetten", "en": "all moves"}
MOVES = {"nl": "zetten", "en": "moves"}
NEXT = {"nl": "meer zetten", "en": "next moves"}
LATER_PART = {"nl": "Zetten 11 tot en met 20", "en": "Moves 11 to 20"}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_all_moves_says_every_move_at_once(tmp_path: Path, case: Case, language: str) -> None:
    """Trial 7 left: the reference offered ``alle zetten`` and it read as ``zetten`` (a long
    list in parts of 10). Now it says every move in one go, each one, with no "meer zetten";
    ``zetten`` after it starts at the first part again. Where the list is short (Scorpion
    Klassiek never has more than 15) the two say the same."""
    from scorpion_a11y.narration.answers import MOVES_WHOLE, _listed, remaining_moves

    variant, rules, traditional = case
    tr = translator(language)
    number = next(
        (
            n
            for n in (1, 2, 3)
            if len(_listed(tr, (g := Game.new(n, rules, variant, traditional)), remaining_moves(g)))
            > MOVES_WHOLE
        ),
        1,
    )
    s = fresh(tmp_path / "data", language)
    s.start(number, rules, variant=variant, traditional=traditional)
    items = _listed(tr, s.game, remaining_moves(s.game))
    said = s.handle(ALL_MOVES[language])
    assert said.startswith(f"{len(remaining_moves(s.game))} "), said
    for item in items:
        assert item in said
    assert NEXT[language] not in said
    again = s.handle(ALL_MOVES[language])
    assert again == said  # not a next part
    parted = s.handle(MOVES[language])
    if len(items) > MOVES_WHOLE:
        assert parted != said and NEXT[language] in parted  # the first part
        assert s.handle(ALL_MOVES[language]) == said
        assert LATER_PART[language] not in s.handle(MOVES[language])  # the first part again
    else:
        assert parted == said
    assert s.game.moves == 0


# ------------------------------------------- every line the trial typed is read, as meant

#: (what trial 7 typed, what it must be read as), on its deal 478578 with traditional rules
#: after ``hartenaas naar kolom 1`` and ``ruiten 7`` (the trial's first two hint moves)
TRIAL_LINES: list[tuple[str, type]] = [
    ("wat moet ik nu doen", m.Hint),
    ("hoeveel punten heb ik", m.ShowScore),
    ("kan ik nog winnen", m.Solvable),
    ("eh mag ik terug", m.Asked),
    ("oeps", m.Undo),
    ("doe dat weer", m.Redo),
    ("k7 k7", m.Refused),  # klaveren 7 already lies in column 7 here: that move, refused
    ("nieuw spel winbaar", m.NewGame),
    ("bewaar als mijnspel.json", m.SavePosition),
    ("exporteer", m.SavePosition),
    ("alle zetten", m.ShowMoves),
    ("meer zetten", m.ShowMoves),
    ("waar ging het mis", m.WhereWrong),
    ("terug naar zet 1", m.BackToMove),
    ("spiek", m.Solvable),
    ("tip", m.Hint),
    ("opgeven", m.GiveUp),
]


def test_the_trials_own_lines_are_read_as_meant() -> None:
    """Trial 7's lines, word for word, each read as the command the player meant (``k7 k7``
    was "named twice", ``bewaar als mijnspel.json`` and ``exporteer`` were unknown)."""
    from scorpion_a11y.game.deal import Rules

    game = Game.new(478578, Rules.KLASSIEK, Variant.SCORPION, True)
    tr = translator("nl")
    for line in ("hartenaas naar kolom 1", "ruiten 7"):
        played = parse(line, game, tr)
        assert isinstance(played, m.Play), (line, played)
        game.play(played.action)
    for line, meant in TRIAL_LINES:
        result = parse(line, game, tr)
        assert isinstance(result, meant), (line, result)
    assert parse("bewaar als mijnspel.json", game, tr) == m.SavePosition("mijnspel.json")
    refused = parse("k7 k7", game, tr)
    assert isinstance(refused, m.Refused)
    assert (refused.refusal.card, refused.refusal.column) == (Card(Suit.KLAVEREN, Rank.ZEVEN), 6)


@pytest.mark.parametrize(
    ("language", "line", "name"),
    [
        ("nl", "bewaar stand als oefen alsjeblieft", "oefen.json"),
        ("nl", "bewaar stand als oefen punt", "oefen.json"),
        ("nl", "bewaar stand als oefen dubbele punt", "oefen.json"),
        ("nl", "exporteer alsjeblieft", "stand.json"),
        ("nl", "bewaar stand als Mijn Spel!.json", "Mijn-Spel.json"),
        ("en", "save position as practice please", "practice.json"),
        ("en", "save as practice full stop", "practice.json"),
        ("en", "export period", "stand.json"),
        ("en", "save as queen of hearts", "queen-of-hearts.json"),
        # other ways to say it: this position, the infinitive, the position after export
        ("nl", "bewaar deze stand als oefen", "oefen.json"),
        ("nl", "stand opslaan als oefen", "oefen.json"),
        ("nl", "stand bewaren alsjeblieft", "stand.json"),  # it was read as "stand": status
        ("nl", "exporteer de stand alsjeblieft", "stand.json"),
        ("en", "save this position as practice", "practice.json"),
        ("en", "export the position please", "stand.json"),  # it was named "the position"
    ],
)
def test_what_speech_adds_after_the_name_is_not_the_name(
    tmp_path: Path, language: str, line: str, name: str
) -> None:
    """A dictated name ends as speech ends: ``alsjeblieft``, ``punt`` (the command language
    drops them everywhere else) are not part of it (``exporteer alsjeblieft`` was saved as
    alsjeblieft.json); words inside the name stay."""
    from scorpion_a11y.game import dealfile

    s = fresh(tmp_path / "data", language)
    s.start(5)
    said = s.handle(line)
    assert said == f"{SAVED_SAID[language]}{tmp_path / 'data' / 'standen' / name}.", said
    assert dealfile.load(tmp_path / "data" / "standen" / name) == s.game.position()


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "alle zetten ongedaan maken"),
        ("nl", "maak alle zetten ongedaan"),
        ("nl", "alle zetten terugnemen"),
        ("en", "all moves back"),
        ("en", "take all moves back"),
        ("en", "undo all moves"),
    ],
)
def test_all_moves_taken_back_is_undo_all_not_the_list(language: str, line: str) -> None:
    """With ``alle zetten`` a phrase of its own, the lines that take every move back still
    do so (``alle zetten ongedaan maken``, ``all moves back`` said "extra words" even before:
    the undo intents tied)."""
    from scorpion_a11y.game.deal import Rules

    game = Game.new(5, Rules.KLASSIEK)
    game.play(game.legal_moves()[0])
    assert parse(line, game, translator(language)) == m.BackToMove(0)


@pytest.mark.parametrize("language", ["nl", "en"])
def test_help_names_the_words_for_the_parts_of_a_long_answer(language: str) -> None:
    """``help zetten`` says how a long list is said and names ``meer zetten`` and ``alle
    zetten``; ``help regels`` names ``meer regels``; each, typed back, is that command."""
    from scorpion_a11y.commands.vocabulary import MOVES_ALL_KEY, vocabulary
    from scorpion_a11y.game.deal import Rules
    from scorpion_a11y.narration.answers import MOVES_PAGE, MOVES_WHOLE
    from scorpion_a11y.narration.help import help_text

    tr = translator(language)
    game = Game.new(5, Rules.KLASSIEK, Variant.SCORPION, True)
    moves_help = help_text(tr, "moves")
    assert str(MOVES_WHOLE) in moves_help and str(MOVES_PAGE) in moves_help
    every = vocabulary(tr).aliases[MOVES_ALL_KEY][0]
    following = tr.pgettext("answer", "next moves")
    assert every in moves_help and following in moves_help
    assert parse(every, game, tr) == m.ShowMoves(every=True)
    assert parse(following, game, tr) == m.ShowMoves()
    more_rules = tr.pgettext("rules part", "more rules")
    assert more_rules in help_text(tr, "rules")
    assert isinstance(parse(more_rules, game, tr), m.ShowRules)


@pytest.mark.parametrize("language", ["nl", "en"])
def test_help_on_moves_gives_the_dictated_short_form_as_it_is_read(language: str) -> None:
    """``help zet`` says the short dictated form (``h4 k7``) and its rule; typed back it is
    that move."""
    from scorpion_a11y.narration.help import help_text

    tr = translator(language)
    said = help_text(tr, "move")
    short = f"h4 {COLUMN[language]}7"
    assert short in said
    four = Card(Suit.HARTEN, Rank.VIER)
    game = Game(build("klaveren 5", "schoppen 5", "harten 4", *[""] * 3, "harten 5"))
    assert parse(short, game, tr) == m.Play(Move(four, 6))


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "statistiek winbaar"),
        ("nl", "statistiek versoepeld"),
        ("nl", "statistiek klassiek"),
        ("en", "statistics winnable"),
        ("en", "statistics relaxed"),
    ],
)
def test_statistics_with_a_rule_set_or_winnable_is_the_statistics(
    tmp_path: Path, language: str, line: str
) -> None:
    """``statistiek winbaar`` was answered as ``kan het nog`` (the odds of this game); the
    statistics say both rule sets and the winnable deals, so a rule set or ``winbaar`` after
    them is the statistics, word for word the same answer."""
    s = fresh(tmp_path / "data", language)
    s.start(5)
    plain = s.handle({"nl": "statistiek", "en": "statistics"}[language])
    assert parse(line, s.game, translator(language)) == m.ShowStatistics()
    assert s.handle(line) == plain


@pytest.mark.parametrize("language", ["nl", "en"])
def test_tab_after_rules_and_statistics_offers_what_they_take(language: str) -> None:
    """After ``regels`` Tab offers the games and rule sets (never ``winbaar``), after
    ``statistiek`` the games, ``traditioneel``, ``app`` and ``alle spellen``; each completed
    line is read as that command."""
    from scorpion_a11y.app.completion import completion_words, completions
    from scorpion_a11y.game.deal import Rules

    tr = translator(language)
    words = completion_words(tr)
    game = Game.new(5, Rules.KLASSIEK)
    rules_word, stats_word = {"nl": ("regels", "statistiek"), "en": ("rules", "statistics")}[
        language
    ]
    for command, result in ((rules_word, m.ShowRules), (stats_word, m.ShowStatistics)):
        offered = [
            w
            for letter in "abcdefghijklmnopqrstuvwxyz"
            for w, _length in completions(words, f"{command} {letter}")
        ]
        assert offered, command
        assert {"nl": "winbaar", "en": "winnable"}[language] not in offered
        for word in offered:
            said = parse(f"{command} {word}", game, tr)
            assert isinstance(said, result), (command, word, said)


@pytest.mark.parametrize(
    ("language", "line", "every"),
    [
        ("nl", "lees de zetten voor", False),
        ("nl", "noem de zetten op", False),
        ("nl", "zeg de zetten op", False),
        ("nl", "lees alle zetten voor", True),
        ("nl", "noem alle zetten op", True),
        ("en", "read the moves", False),
        ("en", "read all the moves", True),
    ],
)
def test_reading_the_moves_aloud_is_the_list(language: str, line: str, every: bool) -> None:
    """``lees de zetten voor`` read as ``lees`` (a column) with extra words, ``noem de zetten
    op`` as a move without a destination; they ask for the list (all of it with ``alle``)."""
    from scorpion_a11y.game.deal import Rules

    game = Game.new(5, Rules.KLASSIEK)
    assert parse(line, game, translator(language)) == m.ShowMoves(every=every)


@pytest.mark.parametrize(
    ("language", "line", "meant"),
    [
        ("nl", "lees de regels voor", m.ShowRules()),
        ("nl", "lees de score voor", m.ShowScore()),
        ("nl", "lees de status voor", m.ShowStatus()),
        ("nl", "noem de regels op", m.ShowRules()),
        ("nl", "zeg de score op", m.ShowScore()),
        ("nl", "noem de bovenste kaarten op", m.ShowTops()),
        ("en", "read the rules", m.ShowRules()),
        ("en", "read the score", m.ShowScore()),
        ("en", "read my statistics", m.ShowStatistics()),
    ],
)
def test_a_reading_verb_around_a_reading_command_is_that_command(
    language: str, line: str, meant: m.Result
) -> None:
    """``lees de regels voor`` was ``lees`` (a column) with extra words, ``noem de regels op``
    a move without its destination; a verb that reads aloud around a command that only reads
    is that command. A line that may be a move stays one: ``kolom 3 op``, ``harten 4 op`` still
    ask where to, ``lees 3`` reads column 3."""
    from scorpion_a11y.game.deal import Rules

    game = Game.new(5, Rules.KLASSIEK)
    tr = translator(language)
    assert parse(line, game, tr) == meant
    if language == "nl":
        for unfinished in ("kolom 3 op", "harten 4 op"):
            said = parse(unfinished, game, tr)
            assert isinstance(said, m.WordsError) and said.kind is m.Unclear.MISSING_DESTINATION
        assert parse("lees 3", game, tr) == m.ShowColumn(2)
