"""Refusals say what was wrong and what would work, and never reveal a hidden card;
deal-file errors name what is wrong."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import face_up_rest as position
from positions import game as build_game

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import DECK, Card, Rank, Suit
from scorpion_a11y.game.deal import ColumnLayout, Position, Rules, deal
from scorpion_a11y.game.dealfile import DealFileError, DealProblem
from scorpion_a11y.game.engine import DEAL_RESERVE, DealReserve, Game, Move
from scorpion_a11y.game.events import MoveRefused, Reason, Refusal
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.names import card_name
from scorpion_a11y.narration import Narrator

SEED = Path(__file__).parent / "data" / "seed.json"


def C(name: str) -> Card:
    return Card.from_name(name)


@pytest.fixture
def nl() -> Narrator:
    return Narrator("nl")


def seed() -> Game:
    return Game(dealfile.load(SEED))


def refuse(game: Game, card: str, column: int) -> Refusal:
    refusal = game.check(Move(C(card), column))
    assert refusal is not None
    return refusal


# ----------------------------------------------------------------- the rule document's messages


def test_wrong_suit_uses_the_rule_documents_message_then_says_what_fits(nl: Narrator) -> None:
    game = seed()
    refusal = refuse(game, "harten 4", 4)  # onto klaveren 5
    assert refusal.reason is Reason.WRONG_SUIT
    assert nl.refusal(game, refusal) == (
        "Regel: de kaarten moeten van dezelfde soort zijn. "
        "Harten 4 past alleen op harten 5, bovenop kolom 7."
    )


def test_only_king_on_empty_uses_the_rule_documents_message(nl: Narrator) -> None:
    game = Game(position([([], ["harten 4"]), ([], []), ([], ["harten 5"]), ([], ["ruiten 2"])]))
    refusal = refuse(game, "harten 4", 1)
    assert refusal.reason is Reason.ONLY_KING_ON_EMPTY
    assert nl.refusal(game, refusal) == (
        "Alleen een heer mag op een lege kolom. Harten 4 past alleen op harten 5, bovenop kolom 3."
    )


# ----------------------------------------------------------------- what would work


def test_fit_covered_by_cards_says_where_and_under_what(nl: Narrator) -> None:
    game = seed()
    game.move(C("harten 4"), 6)
    refusal = refuse(game, "harten 3", 0)
    assert refusal.reason is Reason.NOT_ONE_HIGHER
    assert nl.refusal(game, refusal) == (  # another suit and another rank: both said
        "Regel: de kaarten moeten van dezelfde soort zijn. "
        "Harten 3 is ook niet precies één lager dan schoppen 3 in kolom 1. "
        "Harten 3 past alleen op harten 4, en die ligt in kolom 7 onder schoppen 7."
    )


def test_many_covering_cards_are_counted(nl: Narrator) -> None:
    game = Game(
        position(
            [
                ([], ["harten 5", "ruiten 2", "ruiten 3", "ruiten 4", "ruiten 6"]),
                ([], ["harten 4"]),
                ([], ["schoppen 2"]),
            ]
        )
    )
    text = nl.refusal(game, refuse(game, "harten 4", 2))
    assert text.endswith(
        "Harten 4 past alleen op harten 5, en die ligt in kolom 1 onder 4 kaarten."
    )


@pytest.mark.parametrize(("card", "fit"), [("ruiten 4", "ruiten 5"), ("schoppen 9", "schoppen 10")])
def test_hidden_fit_is_only_called_not_visible(nl: Narrator, card: str, fit: str) -> None:
    # ruiten 5 lies face down in column 1; schoppen 10 is in the reserve: same words.
    game = seed()
    text = nl.refusal(game, refuse(game, card, 0))
    assert text.endswith(f"{card.capitalize()} past alleen op {fit}, en die is niet zichtbaar.")


def test_target_is_ace(nl: Narrator) -> None:
    game = Game(position([([], ["ruitenaas"]), ([], ["harten 4"]), ([], ["schoppen 2"])]))
    refusal = refuse(game, "harten 4", 0)
    assert refusal.reason is Reason.TARGET_IS_ACE
    assert nl.refusal(game, refusal).startswith(
        "Op een aas mag niets worden gelegd: kolom 1 eindigt met ruitenaas. "
        "Harten 4 past alleen op harten 5, en die ligt in kolom 3 onder "
    )


def test_king_hint_names_the_empty_columns(nl: Narrator) -> None:
    filled = [([], ["harten 2"]), ([], ["harten 3"]), ([], ["harten 6"]), ([], ["ruiten 2"])]
    game = Game(position([([], ["klaverenheer"]), ([], []), ([], []), *filled]))
    refusal = refuse(game, "klaverenheer", 3)
    assert nl.refusal(game, refusal).endswith(
        "Klaverenheer past alleen op een lege kolom: kolommen 2 en 3 zijn leeg."
    )
    game = Game(position([([], ["klaverenheer"]), ([], []), *filled, ([], ["ruiten 3"])]))
    assert nl.refusal(game, refuse(game, "klaverenheer", 2)).endswith(
        "Klaverenheer past alleen op een lege kolom: kolom 2 is leeg."
    )


def test_king_hint_without_empty_column(nl: Narrator) -> None:
    game = seed()
    refusal = refuse(game, "ruitenheer", 0)
    assert refusal.reason is Reason.NOT_ONE_HIGHER
    assert nl.refusal(game, refusal) == (
        "Ruitenheer past niet op schoppen 3 in kolom 1: een heer past op geen enkele kaart. "
        "Ruitenheer past alleen op een lege kolom, en er is geen lege kolom."
    )


@pytest.mark.parametrize("variant", list(SPECS), ids=lambda v: v.value)
@pytest.mark.parametrize("rules", list(Rules), ids=lambda r: r.value)
@pytest.mark.parametrize("traditional", [False, True], ids=["app", "traditioneel"])
def test_a_king_on_a_card_hears_only_the_king_rule(
    nl: Narrator, variant: Variant, rules: Rules, traditional: bool
) -> None:
    """A king fits on no card, in any game or rule set: the refusal says so, not the suit or
    rank rule, and then where it does fit."""
    heard = 0
    for number in range(1, 40):
        if heard >= 6:
            break
        game = Game(deal(number, rules, variant, traditional))
        kings = {
            card for c in range(game.columns) for card in game.face_up(c) if card.rank is Rank.HEER
        }
        for king in sorted(kings):
            for target in range(game.columns):
                top = game.top(target)
                if top is None or top.rank is Rank.AAS or king in game.column(target):
                    continue
                refusal = game.check(Move(king, target))
                assert refusal is not None
                if refusal.reason is Reason.AMBIGUOUS_CARD:
                    continue
                said = nl.refusal(game, refusal)
                name = card_name(nl.tr, king)
                assert said.startswith(
                    f"{name[0].upper()}{name[1:]} past niet op {card_name(nl.tr, top)} in kolom "
                    f"{target + 1}: een heer past op geen enkele kaart. "
                ), said
                assert "Regel" not in said and "lager" not in said, said
                heard += 1
    assert heard >= 3


def test_relaxed_rules_list_every_visible_fit_and_count_hidden_ones(nl: Narrator) -> None:
    game = Game(
        position(
            [
                ([], ["schoppen 5"]),
                ([], ["klaveren 5", "ruiten 2"]),
                (["ruiten 5", "harten 5"], ["harten 3"]),
                ([], ["harten 4"]),
                ([], ["schoppen 2"]),
            ],
            rules=Rules.VERSOEPELD,
        )
    )
    refusal = refuse(game, "harten 4", 4)
    assert nl.refusal(game, refusal).endswith(
        "Harten 4 past op: schoppen 5 bovenop kolom 1; klaveren 5 in kolom 2 onder ruiten 2; "
        "2 andere zijn niet zichtbaar."
    )


# ----------------------------------------------------------------- every other reason


def test_face_down_and_reserve_cards_get_the_same_sentence(nl: Narrator) -> None:
    game = seed()
    down = refuse(game, "klaveren 2", 0)
    reserve = refuse(game, "schoppen 8", 0)
    assert down.reason is Reason.CARD_FACE_DOWN
    assert reserve.reason is Reason.CARD_IN_RESERVE
    assert nl.refusal(game, down) == (
        "Klaveren 2 is niet zichtbaar; alleen open kaarten kunnen worden verplaatst."
    )
    assert nl.refusal(game, reserve) == (
        "Schoppen 8 is niet zichtbaar; alleen open kaarten kunnen worden verplaatst."
    )


def all_reasons() -> list[tuple[Game, Refusal]]:
    cases: list[tuple[Game, Refusal]] = []
    game = seed()
    for card, column in [
        ("harten 4", 7),
        ("klaveren 2", 0),
        ("schoppen 8", 0),
        ("harten 4", 1),
        ("harten 4", 0),
        ("harten 4", 4),
    ]:
        cases.append((game, refuse(game, card, column)))
    removed = Game(position([([], ["ruitenheer"])], removed=(Suit.HARTEN,)))
    cases.append((removed, refuse(removed, "harten 4", 0)))
    ace = Game(position([([], ["ruitenaas"]), ([], ["harten 4"]), ([], ["schoppen 2"])]))
    cases.append((ace, refuse(ace, "harten 4", 0)))
    empty = Game(position([([], ["harten 4"]), ([], []), ([], ["ruiten 2"])]))
    cases.append((empty, refuse(empty, "harten 4", 1)))
    for action in (game.undo, game.redo):
        with pytest.raises(MoveRefused) as info:
            action()
        cases.append((game, info.value.refusal))
    limited = build_game("harten 5", "schoppen 5", "harten 4", rules=Rules.VERSOEPELD, rest=0)
    limit = limited.spec.undo_limit
    assert limit is not None
    for n in range(limit + 1):
        limited.move(C("harten 4"), n % 2)
    for _ in range(limit):
        limited.undo()
    with pytest.raises(MoveRefused) as info:
        limited.undo()
    cases.append((limited, info.value.refusal))
    dealt = seed()
    dealt.deal_reserve()
    refusal = dealt.check(DEAL_RESERVE)
    assert refusal is not None
    cases.append((dealt, refusal))
    traditional = build_game(
        "3 | harten 5", "harten 4", reserve="ruiten 2, ruiten 3, ruiten 4", traditional=True
    )
    cases.append((traditional, refuse_action(traditional, DEAL_RESERVE)))
    double = build_game(
        "harten 4",
        "ruiten 2",
        "harten 5",
        "",
        "",
        "",
        "",
        "",
        "harten 4",
        "harten 5",
        variant=Variant.DOUBLE_SCORPION,
    )
    cases.append((double, refuse(double, "harten 4", 2)))
    cases.append((double, refuse_action(double, Move(C("harten 4"), 2, 1))))
    return cases


def refuse_action(game: Game, action: DealReserve | Move) -> Refusal:
    refusal = game.check(action)
    assert refusal is not None
    return refusal


def test_new_reasons_say_the_game_s_own_rule(nl: Narrator) -> None:
    texts = {r.reason: nl.refusal(g, r) for g, r in all_reasons()}
    assert texts[Reason.RESERVE_NOT_YET] == (
        "Traditionele regels: deel de reserve pas uit als er geen nuttige zet meer is."
    )
    assert texts[Reason.AMBIGUOUS_CARD] == "Welke harten 4: in kolom 1 of in kolom 9?"
    assert texts[Reason.NOT_IN_COLUMN] == "Harten 4 ligt niet open in kolom 2."


def test_every_reason_has_a_sentence(nl: Narrator) -> None:
    cases = all_reasons()
    assert {r.reason for _g, r in cases} == set(Reason)
    texts = {r.reason: nl.refusal(g, r) for g, r in cases}
    assert texts[Reason.NO_SUCH_COLUMN] == ("Er is geen kolom 8; de kolommen zijn 1 tot en met 7.")
    assert texts[Reason.CARD_REMOVED] == "Harten 4 is al verwijderd, met de reeks harten."
    assert texts[Reason.SAME_COLUMN] == "Harten 4 ligt al in kolom 2."
    assert texts[Reason.RESERVE_ALREADY_DEALT] == (
        "De reserve is al uitgedeeld; dat kan maar één keer."
    )
    assert texts[Reason.NOTHING_TO_UNDO] == "Er is niets om ongedaan te maken."
    assert texts[Reason.UNDO_LIMIT_REACHED] == (
        "Verder terug kan niet: alleen de laatste 100 acties kunnen ongedaan worden gemaakt."
    )
    assert texts[Reason.NOTHING_TO_REDO] == "Er is niets om opnieuw te doen."
    # Every sentence is distinct where the reasons differ (face down = in reserve on purpose).
    assert len(set(texts.values())) == len(Reason)


def test_every_reason_has_an_english_sentence() -> None:
    en = Narrator("en")
    for game, refusal in all_reasons():
        text = en.refusal(game, refusal)
        assert text.endswith((".", "?"))
        assert "kolom" not in text
        assert "niet" not in text


# ----------------------------------------------------------------- hidden cards stay hidden


def _hidden_swapped(number: int, rnd: random.Random) -> tuple[Position, Position]:
    start = deal(number)
    hidden = [c for col in start.columns for c in col.face_down] + list(start.reserve)
    shuffled = hidden[:]
    rnd.shuffle(shuffled)
    it = iter(shuffled)
    columns = tuple(
        ColumnLayout(tuple(next(it) for _ in col.face_down), col.face_up) for col in start.columns
    )
    reserve = tuple(next(it) for _ in start.reserve)
    return start, Position(columns, reserve, (), start.rules)


def _everything_said(n: Narrator, game: Game) -> list[str]:
    said = [n.board(game), n.tops(game), n.status(game), n.legal_moves(game)]
    said += [n.where(game, card) for card in DECK]
    for card in DECK:
        for column in range(8):
            refusal = game.check(Move(card, column))
            if refusal is not None:
                said.append(n.refusal(game, refusal))
    return said


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 2**32 - 1), st.randoms(use_true_random=False))
def test_nothing_said_depends_on_where_hidden_cards_lie(number: int, rnd: random.Random) -> None:
    """Shuffling the face-down and reserve cards among their places changes no word."""
    a, b = _hidden_swapped(number, rnd)
    n = Narrator("nl")
    assert _everything_said(n, Game(a, number)) == _everything_said(n, Game(b, number))


# ----------------------------------------------------------------- deal-file errors


def _columns(*cols: object) -> list[object]:
    return list(cols) + [{}] * (7 - len(cols))


def _seed_data() -> dict[str, object]:
    data: dict[str, object] = json.loads(SEED.read_text(encoding="utf-8"))
    return data


def _error(text: str) -> DealFileError:
    with pytest.raises(DealFileError) as info:
        dealfile.loads(text)
    return info.value


def deal_file_errors(tmp_path: Path) -> dict[DealProblem, DealFileError]:
    errors: dict[DealProblem, DealFileError] = {}
    with pytest.raises(DealFileError) as info:
        dealfile.load(tmp_path / "bestaat-niet.json")
    errors[DealProblem.NOT_FOUND] = info.value
    with pytest.raises(DealFileError) as info:
        dealfile.load(tmp_path)  # a folder
    errors[DealProblem.UNREADABLE] = info.value
    errors[DealProblem.TOO_LARGE] = _error(" " * (dealfile.MAX_SIZE + 1))
    errors[DealProblem.NOT_JSON] = _error('{"kolommen": [\n')
    errors[DealProblem.NOT_AN_OBJECT] = _error("[]")
    errors[DealProblem.MISSING_KEY] = _error("{}")
    errors[DealProblem.NOT_A_LIST] = _error(json.dumps({"kolommen": _columns({}, {"open": 5})}))
    errors[DealProblem.BAD_RULES] = _error('{"regels": "wasp", "kolommen": []}')
    errors[DealProblem.COLUMN_COUNT] = _error('{"kolommen": [{}, {}]}')
    errors[DealProblem.BAD_VARIANT] = _error('{"variant": "spin", "kolommen": []}')
    errors[DealProblem.BAD_TRADITIONAL] = _error('{"traditioneel": "ja", "kolommen": []}')
    errors[DealProblem.BAD_COLUMN] = _error(json.dumps({"kolommen": _columns(5)}))
    errors[DealProblem.NOT_A_CARD] = _error(
        json.dumps({"kolommen": _columns({}, {"open": ["harten 11"]})})
    )
    reserve = ["harten 2", "harten 3"]
    errors[DealProblem.BAD_RESERVE] = _error(
        json.dumps({"kolommen": _columns(), "reserve": reserve})
    )
    errors[DealProblem.BAD_REMOVED] = _error(
        json.dumps({"kolommen": _columns(), "verwijderd": ["sterren"]})
    )
    errors[DealProblem.DUPLICATE_CARD] = _error(
        json.dumps(
            {
                "kolommen": _columns(
                    {"open": ["harten 2"]}, {"gedekt": ["harten 2"], "open": ["harten 3"]}
                )
            }
        )
    )
    data = _seed_data()
    columns = data["kolommen"]
    assert isinstance(columns, list)
    columns[6]["open"] = columns[6]["open"][:-1]  # harten 5 left out
    errors[DealProblem.MISSING_CARDS] = _error(json.dumps(data))
    errors[DealProblem.FACE_DOWN_UNCOVERED] = _error(
        json.dumps({"kolommen": _columns({}, {}, {"gedekt": ["harten 2"]})})
    )
    return errors


def test_every_deal_file_problem_is_named(nl: Narrator, tmp_path: Path) -> None:
    errors = deal_file_errors(tmp_path)
    assert set(errors) == set(DealProblem)
    said = {p: nl.dealfile_error(e) for p, e in errors.items()}
    assert said[DealProblem.NOT_FOUND].startswith("Het dealbestand ")
    assert said[DealProblem.NOT_FOUND].endswith("bestaat-niet.json bestaat niet.")  # trial 4
    assert said[DealProblem.UNREADABLE].endswith(" kan niet worden gelezen.")
    assert said[DealProblem.TOO_LARGE] == (
        f"Het bestand is te groot voor een dealbestand: {dealfile.MAX_SIZE + 1} bytes, "
        f"hoogstens {dealfile.MAX_SIZE}."
    )
    assert said[DealProblem.NOT_JSON] == (
        "Het dealbestand is geen geldige JSON: fout op regel 2, teken 1."
    )
    assert said[DealProblem.NOT_AN_OBJECT] == (
        "Het dealbestand moet één JSON-object bevatten, tussen accolades."
    )
    assert said[DealProblem.MISSING_KEY] == 'In het dealbestand ontbreekt "kolommen".'
    assert said[DealProblem.NOT_A_LIST] == (
        'In kolom 2 moet "open" een lijst met kaarten zijn, niet 5.'
    )
    assert said[DealProblem.BAD_RULES] == (
        'Onbekende regels "wasp" in het dealbestand: gebruik "klassiek" of "versoepeld".'
    )
    assert said[DealProblem.COLUMN_COUNT] == "Het dealbestand moet 7 kolommen hebben, niet 2."
    assert said[DealProblem.BAD_VARIANT] == (
        'Onbekend spel "spin" in het dealbestand; de spellen zijn "scorpion", "wasp", '
        '"scorpion-ii", "three-blind-mice", "open-scorpion", "double-scorpion".'
    )
    assert said[DealProblem.BAD_TRADITIONAL] == (
        '"traditioneel" in het dealbestand moet true of false zijn, niet ja.'
    )
    assert said[DealProblem.BAD_COLUMN] == (
        'Kolom 1 van het dealbestand moet een object zijn met de lijsten "gedekt" en "open", '
        "niet 5."
    )
    assert said[DealProblem.NOT_A_CARD] == (
        '"harten 11" bij de open kaarten van kolom 2 is geen kaart; schrijf kaarten als '
        '"ruiten 3" en "hartenboer".'
    )
    assert said[DealProblem.BAD_RESERVE] == (
        "De reserve moet 3 kaarten hebben, of geen als hij al is uitgedeeld, niet 2."
    )
    assert said[DealProblem.BAD_REMOVED] == (
        '"sterren" bij de verwijderde reeksen is geen soort; gebruik "harten", "ruiten", '
        '"klaveren", "schoppen".'
    )
    assert said[DealProblem.DUPLICATE_CARD] == (
        "Harten 2 komt twee keer voor in het dealbestand, de tweede keer bij de gedekte "
        "kaarten van kolom 2."
    )
    assert said[DealProblem.MISSING_CARDS] == "Er ontbreekt 1 kaart in het dealbestand: harten 5."
    assert said[DealProblem.FACE_DOWN_UNCOVERED] == (
        "Kolom 3 van het dealbestand heeft gedekte kaarten maar geen open kaart."
    )
    assert len(set(said.values())) == len(DealProblem)


def test_duplicate_in_the_reserve_says_so(nl: Narrator) -> None:
    data = _seed_data()
    data["reserve"] = ["schoppen 8", "schoppen 10", "harten 4"]
    assert nl.dealfile_error(_error(json.dumps(data))) == (
        "Harten 4 komt twee keer voor in het dealbestand, de tweede keer in de reserve."
    )


def test_many_missing_cards_are_counted(nl: Narrator) -> None:
    error = _error(json.dumps({"kolommen": _columns()}))
    assert nl.dealfile_error(error) == "Er ontbreken 52 kaarten in het dealbestand."


def test_deal_file_errors_in_english(tmp_path: Path) -> None:
    en = Narrator("en")
    for error in deal_file_errors(tmp_path).values():
        text = en.dealfile_error(error)
        assert text.endswith(".")
        assert "dealbestand" not in text
