"""Saving and loading: the game in progress, settings and statistics, on a real disk."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorpion_a11y.app.storage import (
    GAME_FILE,
    SETTINGS_FILE,
    STATS_FILE,
    SavedGame,
    Settings,
    Statistics,
    Store,
    data_dir,
    write_atomic,
)
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Game, Move
from scorpion_a11y.settings import OUTPUT_CHOICES, VERBOSITIES

SEED = Path(__file__).parent / "data" / "seed.json"


def _first_legal(game: Game) -> Move:
    return game.legal_moves()[0]


def test_data_dir_follows_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "nested" / "folder"
    monkeypatch.setenv("SCORPION_A11Y_DATA", str(target))
    assert data_dir() == target
    assert target.is_dir()


def test_numbered_game_round_trips_with_its_line(tmp_path: Path) -> None:
    store = Store(tmp_path)
    game = Game.new(1234, Rules.VERSOEPELD)
    for _ in range(3):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[0])
    game.play(DEAL_RESERVE)
    store.save_game(SavedGame(game, counted=True))
    loaded = store.load_game()
    assert loaded.aside is None
    again: SavedGame = loaded.value
    assert again.counted is True
    assert again.game.deal_number == 1234
    assert again.game.rules is Rules.VERSOEPELD
    assert again.game.line() == game.line()
    assert again.game.position() == game.position()
    assert again.game.score == game.score
    data = json.loads((tmp_path / GAME_FILE).read_text(encoding="utf-8"))
    assert data["versie"] == 1
    assert "opstelling" not in data  # a numbered deal is stored by its number


def test_deal_file_game_stores_its_start_position(tmp_path: Path) -> None:
    store = Store(tmp_path)
    game = Game(dealfile.load(SEED), None)
    game.play(Move(Card.from_name("harten 4"), 6))
    store.save_game(SavedGame(game))
    again: SavedGame = store.load_game().value
    assert again.game.deal_number is None
    assert again.game.start == game.start
    assert again.game.column(6)[-2:] == (Card.from_name("harten 4"), Card.from_name("schoppen 7"))


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[]",
        '{"versie": 1, "nummer": 5, "zetten": [{"kaart": "harten 14", "naar": 2}]}',
        '{"versie": 1, "nummer": 5, "zetten": [{"kaart": "harten 2", "naar": 99}]}',
        '{"versie": 1}',
        '{"versie": 99, "nummer": 5}',
        '{"nummer": 5}',
        "\udcff".encode("utf-8", "surrogateescape").decode("latin-1"),
    ],
)
def test_a_bad_save_is_put_aside_not_deleted(tmp_path: Path, content: str) -> None:
    path = tmp_path / GAME_FILE
    path.write_text(content, encoding="utf-8")
    loaded = Store(tmp_path).load_game()
    assert loaded.value is None
    assert loaded.aside is not None
    assert not path.exists()
    assert loaded.aside.read_text(encoding="utf-8") == content
    assert loaded.aside.name == "spel.json.kapot-1"


def test_a_second_bad_save_gets_its_own_name(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for expected in ("spel.json.kapot-1", "spel.json.kapot-2"):
        (tmp_path / GAME_FILE).write_text("kapot", encoding="utf-8")
        assert store.load_game().aside.name == expected  # type: ignore[union-attr]


def test_no_save_is_not_an_error(tmp_path: Path) -> None:
    loaded = Store(tmp_path).load_game()
    assert loaded.value is None and loaded.aside is None


def test_atomic_write_leaves_no_temporary_files(tmp_path: Path) -> None:
    target = tmp_path / "x.json"
    write_atomic(target, "een")
    write_atomic(target, "twee")
    assert target.read_text(encoding="utf-8") == "twee"
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_settings_persist_and_bad_values_fall_back(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.load_settings().value == Settings()
    store.save_settings(Settings(output="tekst", verbosity="kort", rate=70, language="en"))
    assert store.load_settings().value == Settings("tekst", "kort", 70, "en")
    (tmp_path / SETTINGS_FILE).write_text(
        '{"versie": 1, "uitvoer": "luidspreker", "uitvoerigheid": "kort", "tempo": "snel"}',
        encoding="utf-8",
    )
    assert store.load_settings().value == Settings(verbosity="kort")


def test_statistics_count_wins_streaks_and_questions(tmp_path: Path) -> None:
    stats = Statistics()
    k = Rules.KLASSIEK
    for score in (500, 620):
        stats.game_started(k)
        stats.game_won(k, score)
    stats.game_started(k)
    stats.game_abandoned(k)
    stats.game_started(k)
    stats.game_won(k, 480)
    stats.solvable_asked(k)
    s = stats[k]
    assert (s.played, s.won, s.best_score, s.streak, s.longest_streak) == (4, 3, 620, 1, 2)
    assert s.win_percentage == 75
    assert s.solvable_asked == 1
    assert stats[Rules.VERSOEPELD].played == 0
    store = Store(tmp_path)
    store.save_statistics(stats)
    again: Statistics = store.load_statistics().value
    assert again[k] == s
    assert again[Rules.VERSOEPELD].played == 0


def test_corrupt_statistics_are_put_aside(tmp_path: Path) -> None:
    (tmp_path / STATS_FILE).write_text("{{{", encoding="utf-8")
    loaded = Store(tmp_path).load_statistics()
    assert loaded.aside is not None
    assert loaded.value[Rules.KLASSIEK].played == 0


# Every output mode and verbosity level the player can choose must survive a restart.
@pytest.mark.parametrize(
    "output", sorted({"auto", "tekst", "spraak", "schermlezer", *OUTPUT_CHOICES})
)
def test_every_output_mode_survives_a_restart(tmp_path: Path, output: str) -> None:
    Store(tmp_path).save_settings(Settings(output=output, verbosity="uitgebreid"))
    loaded = Store(tmp_path).load_settings().value
    assert (loaded.output, loaded.verbosity) == (output, "uitgebreid")


@pytest.mark.parametrize("verbosity", sorted({"kort", "normaal", "uitgebreid", *VERBOSITIES}))
def test_every_verbosity_level_survives_a_restart(tmp_path: Path, verbosity: str) -> None:
    Store(tmp_path).save_settings(Settings(output="schermlezer", verbosity=verbosity))
    loaded = Store(tmp_path).load_settings().value
    assert (loaded.output, loaded.verbosity) == ("schermlezer", verbosity)
