"""Help says only what is true in the game being played: every number it states (reserve cards,
the columns they go onto and when, the undo limit, the column keys, the points) is read back
against the game's record, for every game × Klassiek/Versoepeld × app/traditional, in Dutch
and in English, through the session as a player asks it (``help`` and ``help <topic>`` for every
topic).

A new player heard "de reserve uitdelen op kolom 1, 2 en 3" in Double Scorpion (its six
reserve cards go onto columns 1 to 6) and in Three Blind Mice (which deals no reserve).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.commands.vocabulary import COMMANDS, vocabulary
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import SPECS, GameSpec, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration.help import HELP

CASES = [
    (variant, rules, traditional)
    for variant in SPECS
    for rules in (Rules.KLASSIEK, Rules.VERSOEPELD)
    for traditional in (False, True)
]
IDS = [f"{v.value}-{r.value}{'-trad' if t else ''}" for v, r, t in CASES]


def session(tmp_path: Path, lang: str, variant: Variant, rules: Rules, trad: bool) -> Session:
    s = Session(Store(tmp_path), Settings(language=lang), Statistics(), Narrator(lang))
    s.start(number=7, rules=rules, variant=variant, traditional=trad)
    return s


def every_help(s: Session, lang: str) -> dict[str, str]:
    """``help`` and ``help <word>`` for every command and topic, as the player types them."""
    tr = translator(lang)
    vocab = vocabulary(tr)
    help_word = vocab.command_aliases("help")[0]
    every = vocab.value_aliases("topic", "all")[0]  # "help volledig": every command, the keys
    said = {"": s.handle(f"{help_word} {every}")}
    for info in COMMANDS:
        if info.id == "sounds":  # "help geluiden" plays the sounds
            continue
        said[info.id] = s.handle(f"{help_word} {vocab.command_aliases(info.id)[0]}")
    keys = {"nl": "toetsen", "en": "keys"}[lang]
    said["keys"] = s.handle(f"{help_word} {keys}")
    return said


def columns_said(text: str, lang: str) -> list[str]:
    """Every list of reserve columns the text names ("onto columns 1, 2 and 3")."""
    pattern = {
        "nl": r"(?:elk van de kolommen|uitdelen op kolom) (\d+(?:, \d+)*(?: en \d+)?)",
        "en": r"(?:each of columns|onto columns) (\d+(?:, \d+)*(?: and \d+)?)",
    }[lang]
    return [m.group(1).strip() for m in re.finditer(pattern, text)]


def spoken_columns(spec: GameSpec, lang: str) -> str:
    numbers = [str(c + 1) for c in spec.reserve_columns]
    word = {"nl": " en ", "en": " and "}[lang]
    return ", ".join(numbers[:-1]) + word + numbers[-1]


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize(("variant", "rules", "traditional"), CASES, ids=IDS)
def test_every_help_topic_states_this_games_numbers(
    tmp_path: Path, lang: str, variant: Variant, rules: Rules, traditional: bool
) -> None:
    spec = SPECS[variant]
    s = session(tmp_path, lang, variant, rules, traditional)
    said = every_help(s, lang)
    everything = " ".join(said.values())

    # The reserve: how many cards, onto which columns, when.
    deal = said["deal"]
    reserve_counts = re.findall(
        r"(\d+) (?:kaarten van de reserve|reserve cards|kaarten naast de tafel|cards beside the "
        r"table)",
        everything,
    )
    assert set(reserve_counts) <= {str(spec.reserve_size)}, reserve_counts
    if spec.beside:
        assert columns_said(everything, lang) == []
        assert {"nl": "naast de tafel", "en": "beside the table"}[lang] in deal
        assert str(spec.reserve_size) in deal
    else:
        lists = columns_said(everything, lang)
        assert lists and set(lists) == {spoken_columns(spec, lang)}, lists
        at_any_time = {"nl": "op elk moment", "en": "at any time"}[lang]
        no_useful = {"nl": "geen nuttige zet", "en": "no useful move"}[lang]
        if traditional:
            assert no_useful in deal and at_any_time not in deal
        else:
            assert at_any_time in deal and no_useful not in deal

    # Undo: the game's own limit, or none.
    undo = said["undo"]
    if spec.undo_limit is None:
        assert not re.search(r"\d", undo.split(".")[1]), undo
        assert {"nl": "onbeperkt", "en": "no limit"}[lang] in undo
    else:
        assert str(spec.undo_limit) in undo
    limits = re.findall(r"(\d+) (?:acties|actions)", everything)
    assert set(limits) <= ({str(spec.undo_limit)} if spec.undo_limit else set()), limits

    # The keys read exactly this game's columns.
    last = spec.columns
    for text in (said["keys"], said["column"], said[""]):
        if last <= 9:
            assert f"Alt+{last} " in text and "Alt+0" not in text and "Alt+Shift" not in text
        elif last == 10:
            assert "Alt+0" in text and "Alt+Shift" not in text
        else:
            assert f"Alt+Shift+{last - 10} " in text and f"Alt+Shift+{last - 9}" not in text
    column_counts = re.findall(r"(?:kolom|columns) \d+ (?:tot en met|to) (\d+)", everything)
    assert column_counts and max(map(int, column_counts)) == spec.columns, column_counts

    # Points: a card turned only where cards lie face down; a run removed only where runs go.
    score = said["score"]
    turned = {"nl": "omgedraaide kaart", "en": "card turned"}[lang]
    assert (turned in score) == any(spec.face_down)
    removed = {"nl": "verwijderde reeks", "en": "removed run"}[lang]
    assert (removed in score) == (not traditional)

    # What "waar is" and "bord" say about the reserve and the copies.
    where = said["where"]
    beside = {"nl": "naast de tafel", "en": "beside the table"}[lang]
    assert (beside in where) == spec.beside
    assert (beside in said["board"]) == spec.beside
    in_reserve = {"nl": "in de reserve", "en": "in the reserve"}[lang]
    assert (in_reserve in where) == (not spec.beside)
    twice = {"nl": "twee keer", "en": "twice"}[lang]
    assert (twice in where) == (spec.decks > 1)


def test_without_a_game_help_states_no_games_numbers() -> None:
    """The generated reference (docs/commands.md) has no game: its texts hold in every game,
    so they state no reserve count, reserve columns or undo limit."""
    tr = translator("nl")
    for command in ("deal", "undo"):
        for text in HELP[command]:
            said = tr.pgettext("help", text)
            assert not re.search(r"\d", said), said


@pytest.mark.parametrize("variant", list(SPECS), ids=[v.value for v in SPECS])
def test_help_on_deal_in_three_blind_mice_and_double_scorpion_as_heard(
    tmp_path: Path, variant: Variant
) -> None:
    s = session(tmp_path, "nl", variant, Rules.KLASSIEK, False)
    said = s.handle("help reserve")
    if variant is Variant.THREE_BLIND_MICE:
        assert "Bijvoorbeeld" not in said  # no example of a command this game refuses
        assert said.startswith(
            "reserve: Dit spel deelt geen reserve uit: de 2 kaarten naast de tafel kun je op elk "
            "moment op een kolom leggen, net als elke andere open kaart."
        ), said
    elif variant is Variant.DOUBLE_SCORPION:
        assert said.startswith(
            "reserve: Deelt de 6 kaarten van de reserve open uit, één op elk van de kolommen "
            "1, 2, 3, 4, 5 en 6. Mag op elk moment"
        ), said
    else:
        assert "één op elk van de kolommen 1, 2 en 3." in said, said


@pytest.mark.parametrize("variant", list(SPECS), ids=[v.value for v in SPECS])
def test_status_names_a_complete_run_lying_on_the_table(variant: Variant) -> None:
    """With the traditional rules every run stays: "geen reeks verwijderd" alone left out the
    runs the player had completed."""
    from positions import build

    from scorpion_a11y.game.engine import Game

    run = ", ".join(
        f"schoppen{n}"
        for n in ("heer", "vrouw", "boer", " 10", " 9", " 8", " 7", " 6", " 5", " 4", " 3", " 2")
    )
    game = Game(build(run + ", schoppenaas", "harten 5", variant=variant, traditional=True))
    said = Narrator("nl").status(game)
    assert said.endswith("De reeks schoppen ligt compleet in kolom 1."), said


@pytest.mark.parametrize("variant", list(SPECS), ids=[v.value for v in SPECS])
def test_what_the_reserve_is_is_true_in_every_game(tmp_path: Path, variant: Variant) -> None:
    s = session(tmp_path, "nl", variant, Rules.KLASSIEK, False)
    said = s.handle("wat betekent reserve")
    assert ("het commando reserve deelt ze uit" in said) == (not SPECS[variant].beside), said
    assert ("naast de tafel" in said) == SPECS[variant].beside, said
