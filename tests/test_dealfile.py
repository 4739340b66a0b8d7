"""Deal files: any position as JSON, validated completely; every error is a DealFileError."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import build

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import DECK, Card, Suit
from scorpion_a11y.game.deal import MAX_DEAL, MIN_DEAL, Rules, deal
from scorpion_a11y.game.dealfile import DealFileError, DealProblem
from scorpion_a11y.game.engine import DEAL_RESERVE, Game

SEED = Path(__file__).parent / "data" / "seed.json"


def c(name: str) -> Card:
    return Card.from_name(name)


def seed_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SEED.read_text(encoding="utf-8"))
    return data


def error(data: Any) -> DealFileError:
    with pytest.raises(DealFileError) as info:
        dealfile.parse(data)
    return info.value


# ---------------------------------------------------------------- reading and writing


def test_the_format_of_the_issue_loads() -> None:
    position = dealfile.load(SEED)
    assert position.rules is Rules.KLASSIEK
    first = position.columns[0]
    assert first.face_down == (c("hartenaas"), c("ruiten 2"), c("ruiten 5"))
    assert first.face_up == (c("ruiten 3"), c("hartenboer"), c("harten 10"), c("schoppen 3"))
    assert position.reserve == (c("schoppen 8"), c("schoppen 10"), c("schoppenvrouw"))
    assert position.removed == ()


def test_save_then_load_gives_the_same_position(tmp_path: Path) -> None:
    position = deal(1234, Rules.VERSOEPELD)
    path = tmp_path / "spel.json"
    dealfile.save(position, path)
    assert dealfile.load(path) == position
    assert not list(tmp_path.glob("*.tmp"))


def test_a_saved_file_is_readable_json_with_one_column_per_line(tmp_path: Path) -> None:
    text = dealfile.dumps(deal(1))
    data = json.loads(text)
    assert set(data) == {"regels", "kolommen", "reserve", "verwijderd"}
    assert data["kolommen"][0] == {
        "gedekt": ["ruiten 7", "ruiten 6", "klaverenboer"],
        "open": ["hartenheer", "hartenvrouw", "schoppenheer", "schoppen 3"],
    }
    assert len(text.splitlines()) == 14  # one line per column, one per other key, 4 more


def test_a_position_in_play_round_trips_with_removed_runs_and_dealt_reserve() -> None:
    hearts = ", ".join(
        ["hartenheer", "hartenvrouw", "hartenboer"] + [f"harten {n}" for n in range(10, 1, -1)]
    )
    game = Game(build(f"2 | {hearts}", "ruiten 9, hartenaas", removed="klaveren", rest=1))
    game.move(c("hartenaas"), 0)
    position = game.position()
    assert position.removed == (Suit.KLAVEREN, Suit.HARTEN)
    assert dealfile.loads(dealfile.dumps(position)) == position
    data = dealfile.to_data(position)
    assert data["verwijderd"] == ["klaveren", "harten"]


@settings(max_examples=60, deadline=None)
@given(st.integers(MIN_DEAL, MAX_DEAL), st.sampled_from(list(Rules)), st.randoms())
def test_any_position_reached_in_play_round_trips(
    number: int, rules: Rules, rng: random.Random
) -> None:
    game = Game.new(number, rules)
    for _ in range(rng.randrange(40)):
        moves = game.legal_moves()
        if game.reserve and (not moves or rng.random() < 0.1):
            game.play(DEAL_RESERVE)
        elif moves:
            game.play(rng.choice(moves))
    position = game.position()
    assert dealfile.loads(dealfile.dumps(position)) == position
    assert dealfile.parse(dealfile.to_data(position)) == position


def test_unknown_keys_are_ignored() -> None:
    data = seed_data()
    data["commentaar"] = "van Anna"
    data["kolommen"][0]["notitie"] = 3
    assert dealfile.parse(data) == dealfile.load(SEED)


def test_optional_keys_have_defaults() -> None:
    data = seed_data()
    del data["regels"], data["verwijderd"]
    position = dealfile.parse(data)
    assert position.rules is Rules.KLASSIEK and position.removed == ()


def test_rules_and_suits_may_be_written_with_capitals() -> None:
    data = seed_data()
    data["regels"] = " Versoepeld"
    assert dealfile.parse(data).rules is Rules.VERSOEPELD


def test_card_names_may_be_written_with_capitals_and_extra_spaces() -> None:
    data = seed_data()
    data["kolommen"][0]["open"][1] = "  HartenBoer "
    assert dealfile.parse(data) == dealfile.load(SEED)


def test_an_empty_column_and_an_empty_reserve_load() -> None:
    position = build("harten 5", "", reserve="")
    data = dealfile.to_data(position)
    assert data["kolommen"][1] == {"gedekt": [], "open": []}
    assert dealfile.parse(data) == position


def test_a_file_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + SEED.read_bytes())
    assert dealfile.load(path) == dealfile.load(SEED)


# ---------------------------------------------------------------- what is wrong


def test_a_card_twice_is_named_with_where_it_appears_again() -> None:
    data = seed_data()
    data["kolommen"][4]["open"].append("harten 4")  # harten 4 lies in column 2 already
    err = error(data)
    assert (err.problem, err.card, err.column, err.key) == (
        DealProblem.DUPLICATE_CARD,
        c("harten 4"),
        5,
        "open",
    )


def test_a_card_in_a_removed_run_and_on_the_table_is_twice() -> None:
    data = seed_data()
    data["verwijderd"] = ["schoppen"]
    err = error(data)
    assert (err.problem, err.key) == (DealProblem.DUPLICATE_CARD, "verwijderd")
    assert err.card is not None and err.card.suit is Suit.SCHOPPEN


def test_missing_cards_are_all_named_in_deck_order() -> None:
    data = seed_data()
    data["kolommen"][6]["open"] = data["kolommen"][6]["open"][:-2]  # harten 2, harten 5 gone
    data["reserve"] = []  # schoppen 8, schoppen 10, schoppenvrouw gone
    err = error(data)
    assert err.problem is DealProblem.MISSING_CARDS
    assert err.cards == (
        c("harten 5"),
        c("ruiten 10"),
        c("schoppen 8"),
        c("schoppen 10"),
        c("schoppenvrouw"),
    )
    assert err.count == 5


def test_face_down_cards_need_a_face_up_card_on_them() -> None:
    data = seed_data()
    data["kolommen"][2]["open"] = []
    err = error(data)
    assert (err.problem, err.column) == (DealProblem.FACE_DOWN_UNCOVERED, 3)


@pytest.mark.parametrize("count", [0, 6, 8])
def test_there_must_be_7_columns(count: int) -> None:
    data = seed_data()
    data["kolommen"] = (data["kolommen"] * 2)[:count]
    err = error(data)
    assert (err.problem, err.count) == (DealProblem.COLUMN_COUNT, count)


def test_the_columns_are_required() -> None:
    data = seed_data()
    del data["kolommen"]
    err = error(data)
    assert (err.problem, err.key) == (DealProblem.MISSING_KEY, "kolommen")


def test_a_column_must_be_an_object() -> None:
    data = seed_data()
    data["kolommen"][3] = ["ruitenheer"]
    err = error(data)
    assert (err.problem, err.column, err.value) == (DealProblem.BAD_COLUMN, 4, '["ruitenheer"]')


@pytest.mark.parametrize(
    ("where", "key", "column"),
    [
        (lambda d: d, "kolommen", None),
        (lambda d: d["kolommen"][1], "gedekt", 2),
        (lambda d: d["kolommen"][1], "open", 2),
        (lambda d: d, "reserve", None),
        (lambda d: d, "verwijderd", None),
    ],
)
def test_lists_must_be_lists(where: Any, key: str, column: int | None) -> None:
    data = seed_data()
    where(data)[key] = "harten 4"
    err = error(data)
    assert (err.problem, err.key, err.column, err.value) == (
        DealProblem.NOT_A_LIST,
        key,
        column,
        "harten 4",
    )


@pytest.mark.parametrize("value", ["harten 1", "hartenkoning", 7, None, ["harten 4"]])
def test_a_card_name_that_is_no_card_is_named(value: Any) -> None:
    data = seed_data()
    data["kolommen"][5]["open"][2] = value
    err = error(data)
    assert (err.problem, err.column, err.key) == (DealProblem.NOT_A_CARD, 6, "open")
    assert err.value == (value if isinstance(value, str) else json.dumps(value))


def test_a_bad_reserve_card_has_no_column() -> None:
    data = seed_data()
    data["reserve"][0] = "schoppen 11"
    err = error(data)
    assert (err.problem, err.column, err.key, err.value) == (
        DealProblem.NOT_A_CARD,
        None,
        "reserve",
        "schoppen 11",
    )


@pytest.mark.parametrize("count", [1, 2, 4])
def test_a_reserve_holds_3_cards_or_none(count: int) -> None:
    data = seed_data()
    spare = data["kolommen"][6]["open"]
    data["reserve"] = (data["reserve"] + [spare.pop()])[:count]
    err = error(data)
    assert (err.problem, err.count) == (DealProblem.BAD_RESERVE, count)


@pytest.mark.parametrize("value", ["zwart", "", 3, None, "harten schoppen"])
def test_removed_runs_are_suits(value: Any) -> None:
    data = seed_data()
    data["verwijderd"] = [value]
    err = error(data)
    assert err.problem is DealProblem.BAD_REMOVED


@pytest.mark.parametrize("value", ["normaal", "", 1, None, ["klassiek"]])
def test_the_rules_are_klassiek_or_versoepeld(value: Any) -> None:
    data = seed_data()
    data["regels"] = value
    err = error(data)
    assert err.problem is DealProblem.BAD_RULES and err.key == "regels"


@pytest.mark.parametrize("data", [[], "tekst", 3, None])
def test_the_file_must_hold_an_object(data: Any) -> None:
    assert error(data).problem is DealProblem.NOT_AN_OBJECT


def test_a_json_syntax_error_gives_its_line_and_position() -> None:
    text = SEED.read_text(encoding="utf-8").replace('"regels": "klassiek",', '"regels": klassiek,')
    with pytest.raises(DealFileError) as info:
        dealfile.loads(text)
    assert (info.value.problem, info.value.line, info.value.char) == (DealProblem.NOT_JSON, 2, 13)
    assert info.value.column is None


def test_a_long_bad_value_is_cut_short() -> None:
    data = seed_data()
    data["regels"] = "x" * 10_000
    value = error(data).value
    assert value is not None and len(value) <= 40 and value.endswith("…")


def test_a_missing_file_is_not_found_and_a_folder_unreadable(tmp_path: Path) -> None:
    for path, problem in (
        (tmp_path / "weg.json", DealProblem.NOT_FOUND),
        (tmp_path, DealProblem.UNREADABLE),
    ):
        with pytest.raises(DealFileError) as info:
            dealfile.load(path)
        assert (info.value.problem, info.value.value) == (problem, str(path))


def test_a_huge_file_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    path = tmp_path / "film.json"
    path.write_bytes(b" " * (dealfile.MAX_SIZE + 10))
    with pytest.raises(DealFileError) as info:
        dealfile.load(path)
    assert info.value.problem is DealProblem.TOO_LARGE


def test_saving_into_a_missing_folder_raises_and_leaves_nothing(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        dealfile.save(deal(1), tmp_path / "weg" / "spel.json")
    assert list(tmp_path.iterdir()) == []


def test_an_error_names_its_problem_and_fields_in_its_text() -> None:
    err = DealFileError(DealProblem.DUPLICATE_CARD, card=c("harten 4"), column=5, key="open")
    assert str(err) == "duplicate_card key='open' column=5 card=harten 4"
    assert isinstance(err, ValueError)


# ---------------------------------------------------------------- garbage in, DealFileError out


def _json_values(max_leaves: int) -> st.SearchStrategy[Any]:
    return st.recursive(
        st.none()
        | st.booleans()
        | st.integers()
        | st.floats(allow_nan=True)
        | st.text(max_size=20)
        | st.sampled_from([card.name for card in DECK] + ["klassiek", "versoepeld", "harten"]),
        lambda inner: st.lists(inner, max_size=8) | st.dictionaries(st.text(max_size=10), inner),
        max_leaves=max_leaves,
    )


json_values = _json_values(40)
#: A value put in place of one part of a valid file: every type, nested a little (drawing the
#: 40-leaf values above was 90% of the test's CPU; whole random documents of that size are
#: test_random_json_values_give_only_deal_file_errors's)
replacements = _json_values(8)


def assert_only_deal_file_errors(load: Any, value: Any) -> None:
    try:
        load(value)
    except DealFileError as err:
        assert isinstance(err.problem, DealProblem)
        str(err)  # the text form never fails either


@settings(deadline=None)  # no timing: the machine may be busy
@given(st.binary(max_size=400))
def test_random_bytes_give_only_deal_file_errors(data: bytes) -> None:
    assert_only_deal_file_errors(dealfile.loads, data)


@settings(deadline=None)  # no timing: the machine may be busy
@given(st.text(max_size=400))
def test_random_text_gives_only_deal_file_errors(text: str) -> None:
    assert_only_deal_file_errors(dealfile.loads, text)


@settings(deadline=None)  # no timing: the machine may be busy
@given(json_values)
def test_random_json_values_give_only_deal_file_errors(value: Any) -> None:
    assert_only_deal_file_errors(dealfile.parse, value)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_a_valid_file_with_any_part_replaced_gives_only_deal_file_errors(
    data: st.DataObject,
) -> None:
    """Wrong types everywhere: replace one value anywhere in a valid file by anything."""
    document: Any = seed_data()
    parent, key = None, None
    node = document
    while isinstance(node, (dict, list)) and node and data.draw(st.booleans()):
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        parent, key = node, data.draw(st.sampled_from(keys))
        node = node[key]
    replacement = data.draw(replacements)
    if parent is None:
        document = replacement
    else:
        parent[key] = replacement
    assert_only_deal_file_errors(dealfile.parse, document)
    assert_only_deal_file_errors(dealfile.loads, json.dumps(document))


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000,
        '{"kolommen": ' * 50_000,
        "1" * 10_000,
        '{"regels": 1' + "0" * 5000 + "}",
        '{"regels": 1e999999}',
        '{"kolommen": [' + "[" * 5000 + "]" * 5000 + "]}",
        "NaN",
        "",
        "\x00",
    ],
)
def test_deep_nesting_and_huge_numbers_give_only_deal_file_errors(text: str) -> None:
    with pytest.raises(DealFileError):
        dealfile.loads(text)


def test_a_python_value_deeper_than_json_allows_gives_a_deal_file_error() -> None:
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    assert error({"regels": deep}).problem is DealProblem.BAD_RULES
    assert error({"regels": 10**5000}).problem is DealProblem.BAD_RULES
