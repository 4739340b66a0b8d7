"""Trial 10's findings about words (7 and part of 9), each checked the way the player met it:
the bottom of a column asked in natural words, a refusal that blamed a harmless question word,
the undo limit said in the rules' words (in tests/test_trial3_open.py), and "may this card go
there" about a card that already lies there."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from positions import build

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Store
from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.names import card_name
from scorpion_a11y.narration import Narrator, answers
from scorpion_a11y.narration.text import capitalize


def _session(folder: Path, case: Case, language: str) -> Session:
    variant, rules, traditional = case
    store = Store(folder)
    s = Session(store, Settings(), store.load_statistics().value, Narrator(language))
    s.start(7, rules, variant=variant, traditional=traditional)
    return s


# ------------------------------------------------------------ finding 7: the bottom of a column

#: The player's own lines (trial 10) and more in the same words; {n} is the column.
BOTTOM = {
    "nl": [
        "wat ligt er onder kolom {n}",
        "wat ligt er onderop kolom {n}",
        "wat ligt er onder in kolom {n}",
        "welke kaart ligt onder in kolom {n}",
        "wat is de onderste kaart van kolom {n}",
        "wat ligt onder kolom {n}",
        "wat ligt er onderaan kolom {n}",
        "onderste kaart van kolom {n}",
    ],
    "en": [
        "what is at the bottom of column {n}",
        "what's at the bottom of column {n}",
        "the bottom card of column {n}",
        "what is the bottom card of column {n}",
        "what is under column {n}",
    ],
}


def _bottom_said(language: str, game: Game, column: int) -> str:
    """What the bottom of ``column`` is, from the table: a face-up card by name, face-down
    cards by their number only."""
    tr = translator(language)
    n = column + 1
    down = game.face_down_count(column)
    up = game.face_up(column)
    if not game.column(column):
        return {"nl": f"Kolom {n} is leeg.", "en": f"Column {n} is empty."}[language]
    if not down:
        card = card_name(tr, up[0])
        return {
            "nl": f"Onderaan kolom {n}: {card}.",
            "en": f"At the bottom of column {n}: {card}.",
        }[language]
    card = card_name(tr, up[0])
    if down == 1:
        return {
            "nl": f"Onderaan kolom {n} ligt een gedekte kaart; daarop ligt {card}.",
            "en": f"At the bottom of column {n} lies a face-down card; on it lies {card}.",
        }[language]
    return {
        "nl": f"Onderaan kolom {n} liggen {down} gedekte kaarten, dus de onderste kaart is "
        f"gedekt; daarop ligt {card}.",
        "en": f"At the bottom of column {n} lie {down} face-down cards, so the bottom card is "
        f"face down; on them lies {card}.",
    }[language]


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_bottom_of_every_column_is_answered_truthfully(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 10: "wat ligt er onder kolom 3" was "Niet begrepen: wat.", "wat is de onderste
    kaart van kolom 5" was "Onbekend woord: onderste.". The mirror of "de bovenste kaart van
    kolom 3": a face-up bottom card by name; face-down cards by how many lie there and that
    the bottom one is face down, never by name."""
    s = _session(tmp_path / "data", case, language)
    game = s.game
    for column in range(game.columns):
        expected = _bottom_said(language, game, column)
        hidden = game.column(column)[: game.face_down_count(column)]
        visible = set(game.column(column)[game.face_down_count(column) :])
        for line in BOTTOM[language]:
            said = s.handle(line.format(n=column + 1))
            assert said == expected, (line, column + 1)
            tr = translator(language)
            for card in hidden:
                if card not in visible:  # Double Scorpion: a copy may also lie face up
                    assert card_name(tr, card) not in said.lower(), (line, card)


def test_a_column_with_only_face_down_cards_or_none() -> None:
    """The answer holds on a table built so: an empty column, and (not in play) a column of
    face-down cards only, whose cards are never named."""
    game = Game(
        build("harten 3, harten 9, ruiten 5", "2 | harten 4", "harten 5", "", "klaveren 2", rest=4)
    )
    tr = translator("nl")
    # the rules never leave a column so (a position refuses it): its face-up cards turned
    game._cols = (bytes([3, *game._cols[0][1:]]), *game._cols[1:])
    said = answers.bottom_card(tr, game, 0)
    assert said == "Onderaan kolom 1 ligt een gedekte kaart: alle 3 kaarten daar zijn gedekt."
    for card in game.column(0):
        assert card_name(tr, card) not in said.lower()
    assert answers.bottom_card(tr, game, 1) == _bottom_said("nl", game, 1)
    assert answers.bottom_card(tr, game, 2) == "Onderaan kolom 3: harten 5."
    assert answers.bottom_card(tr, game, 3) == "Kolom 4 is leeg."
    one = Game(build("harten 3", "klaveren 2", rest=1))
    one._cols = (bytes([1, *one._cols[0][1:]]), *one._cols[1:])
    assert answers.bottom_card(tr, one, 0) == (
        "Onderaan kolom 1 ligt een gedekte kaart; het is de enige kaart daar."
    )


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_under_the_top_card_of_a_column(tmp_path: Path, case: Case) -> None:
    """Trial 10: "wat ligt onder de bovenste kaart van kolom 3" was "Niet begrepen: wat.": it
    is what lies under that column's top card, as "wat ligt onder <that card>" says."""
    s = _session(tmp_path / "data", case, "nl")
    game = s.game
    for column in range(game.columns):
        top = game.top(column)
        if top is None:
            continue
        said = s.handle(f"wat ligt onder de bovenste kaart van kolom {column + 1}")
        assert said == s.handle(f"wat ligt onder {card_name(translator('nl'), top)}")
        en = parse(f"what is under the top card of column {column + 1}", game, translator("en"))
        assert en == m.ShowNeighbour(top, below=True)


def test_under_a_card_still_means_directly_under_it() -> None:
    """Under a column is its bottom; under a card stays the card directly under it."""
    game = Game.new(549682, Rules.KLASSIEK)
    tr = translator("nl")
    assert parse("wat ligt onder kolom 3", game, tr) == m.ShowBottomCard(2)
    assert parse("onder kolom 3", game, tr) == m.ShowBottomCard(2)
    top = game.top(2)
    assert top is not None
    assert parse(f"wat ligt onder {card_name(tr, top)}", game, tr) == m.ShowNeighbour(top, True)
    assert parse("wat ligt er bovenop kolom 3", game, tr) == m.ShowTopCard(2)
    assert parse("wat is de bovenste kaart van kolom 3", game, tr) == m.ShowTopCard(2)
    assert isinstance(parse("wat ligt er onder kolom 9", game, tr), m.RangeError)


# ------------------------------------------------- finding 7: the word a refusal blames

#: Lines no reading understands, each with a question word first: the refusal never names the
#: question word as the culprit (trial 10: "Niet begrepen: wat.", "Niet begrepen: welke.").
NOT_UNDERSTOOD = {
    "nl": [
        "wat ligt onder de reserve",
        "welke kaart ligt tweede in kolom 3",
        "welke kaarten liggen in kolom 3 bovenop harten 8",
        "welke kaart ligt boven kolom 3 onder harten 5",
    ],
    "en": [
        "what is under the reserve",
        "which card is second in column 3",
    ],
}
QUESTION_WORDS = {"nl": ("wat", "welke", "welke kaart", "welke kaarten"), "en": ("what", "which")}


@pytest.mark.parametrize(
    ("language", "line"), [(lang, line) for lang, ls in NOT_UNDERSTOOD.items() for line in ls]
)
def test_a_refusal_never_blames_the_question_word(tmp_path: Path, language: str, line: str) -> None:
    case = (Variant.SCORPION, Rules.KLASSIEK, False)
    s = _session(tmp_path / "data", case, language)
    said = s.handle(line)
    for word in QUESTION_WORDS[language]:
        for opening in ("Niet begrepen", "Onbekend woord", "Not understood", "Unknown word"):
            assert not said.startswith(f"{opening}: {word}."), said


# --------------------------------------------------- finding 9: it already lies there


def _lying_on(game: Game) -> list[tuple[Card, Card, int]]:
    """Face-up cards lying directly on a face-up card that is on top of no column, once on
    the table (in Double Scorpion the other copy of the card lies on another card)."""
    out = []
    for column in range(game.columns):
        up = game.face_up(column)
        for below, card in itertools.pairwise(up):
            if any(game.top(c) == below for c in range(game.columns)):
                continue
            on = [
                c
                for c in range(game.columns)
                for b, a in itertools.pairwise(game.face_up(c))
                if (b, a) == (below, card)
            ]
            if len(on) == 1:
                out.append((card, below, column))
    return out


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_may_a_card_go_where_it_already_lies(tmp_path: Path, case: Case, language: str) -> None:
    """Trial 10: "mag harten 6 op harten 7" while harten 6 lay on harten 7 said "Harten 7 ligt
    niet bovenaan een kolom.": true, but the player needs to hear it already lies there."""
    s = _session(tmp_path / "data", case, language)
    tr = translator(language)
    pairs = _lying_on(s.game)
    assert pairs, "the deal has a card lying on another face up"
    may = {"nl": "mag {card} op {below}", "en": "may the {card} go on the {below}"}[language]
    move = {"nl": "{card} op {below}", "en": "{card} onto {below}"}[language]
    for card, below, column in pairs[:4]:
        a, b = card_name(tr, card), card_name(tr, below)
        expected = {
            "nl": f"{capitalize(a)} ligt al op {b}, in kolom {column + 1}.",
            "en": f"{capitalize(a)} already lies on {b}, in column {column + 1}.",
        }[language]
        before = s.game.line()
        assert s.handle(may.format(card=a, below=b)) == expected
        assert s.handle(move.format(card=a, below=b)) == expected
        assert s.game.line() == before
