"""The journal's contract (issue 24): whatever the saving rhythm, what is on disk is the game in
memory (its line of play, what ``opnieuw`` would play again, its score); a save costs exactly
the documented fsyncs; an older ``spel.json`` and journal still resume.

The engine and the files are real; only ``os.fsync``/``os.fdatasync`` are wrapped to count.
"""

from __future__ import annotations

import json
import os
import random
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorpion_a11y.app.storage import (
    GAME_FILE,
    JOURNAL_FILE,
    SavedGame,
    Settings,
    Statistics,
    Store,
    action_to_data,
)
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import SPECS, Variant

DEAL = 777


def reopened(folder: Path) -> Game:
    """The game as the next start finds it (the store is left as a kill -9 leaves it)."""
    loaded = Store(folder).load_game(put_aside_bad=False)
    assert loaded.problem is None
    assert loaded.value is not None
    return loaded.value.game


def same(a: Game, b: Game) -> None:
    assert b.line() == a.line()
    assert b.redo_line() == a.redo_line()
    assert b.score == a.score
    assert b.position() == a.position()


def killed(store: Store) -> None:
    """As a kill -9 leaves the folder: nothing tidied, the lock let go by the OS."""
    store._forget_disk()
    store.unlock()


# ------------------------------------------------------------------ the change, not a guess


def test_saving_once_after_undo_and_new_moves_keeps_the_true_common_prefix(
    tmp_path: Path,
) -> None:
    """Play a, b, c saving after each; undo twice, play d and c, save once: the disk must
    hold a, d, c (walking back while the last actions differ found 'nothing new')."""
    store = Store(tmp_path)
    assert store.lock()
    game = Game.new(DEAL, Rules.VERSOEPELD)
    saved = SavedGame(game)
    store.save_game(saved)
    played = []
    for _ in range(3):
        action = game.legal_moves()[0]
        played.append(action)
        game.play(action)
        store.save_game(saved)
    game.undo()
    game.undo()
    others = [m for m in game.legal_moves() if m != played[1]]
    game.play(others[0])
    c = played[2]
    if game.check(c) is None:
        game.play(c)
    else:
        game.play(game.legal_moves()[0])
    store.save_game(saved)
    killed(store)
    same(game, reopened(tmp_path))


def test_redo_survives_a_restart(tmp_path: Path) -> None:
    for clean_stop in (False, True):
        folder = tmp_path / str(clean_stop)
        store = Store(folder)
        assert store.lock()
        game = Game.new(DEAL, Rules.KLASSIEK)
        saved = SavedGame(game)
        store.save_game(saved)
        for _ in range(4):
            game.play(game.legal_moves()[0])
            store.save_game(saved)
        for _ in range(3):
            game.undo()
            store.save_game(saved)
        game.redo()
        store.save_game(saved)
        if clean_stop:
            store.close()
        else:
            killed(store)
        again = reopened(folder)
        same(game, again)
        assert again.can_redo
        again.redo()
        game.redo()
        same(game, again)


def test_redo_survives_a_restart_in_pipe_mode(tmp_path: Path) -> None:
    from launch import run_in_process as run_game  # the program's entry point, no new Python

    run_game(tmp_path, "reserve\nongedaan\n", "--spel", "12")  # Ctrl+D: the input ends
    lines = run_game(tmp_path, "opnieuw\nstop\n")
    assert lines[1].startswith("Opnieuw gedaan: reserve uitgedeeld")


# ------------------------------------------------------------------ any rhythm


OPS = st.lists(
    st.tuples(
        st.sampled_from(["play", "play", "play", "undo", "redo"]),
        st.integers(0, 10**6),
        st.sampled_from(["save", "save", "none", "compact", "kill"]),
    ),
    min_size=1,
    max_size=60,
)


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    ops=OPS,
    spec=st.sampled_from(sorted(SPECS, key=lambda v: v.value)),
    traditional=st.booleans(),
    seed=st.integers(0, 10**6),
)
def test_any_play_undo_redo_save_sequence_leaves_on_disk_the_game_in_memory(
    tmp_path_factory: pytest.TempPathFactory,
    ops: list[tuple[str, int, str]],
    spec: Variant,
    traditional: bool,
    seed: int,
) -> None:
    folder = tmp_path_factory.mktemp("journal")
    rules = random.Random(seed).choice(list(Rules))
    game = Game.new(1 + seed % 1000, rules, spec, traditional)
    saved = SavedGame(game)
    store = Store(folder)
    assert store.lock()
    store.save_game(saved)
    for op, pick, rhythm in ops:
        if op == "play":
            moves = game.legal_moves()
            if moves:
                game.play(moves[pick % len(moves)])
        elif op == "undo" and game.can_undo:
            game.undo()
        elif op == "redo" and game.can_redo:
            game.redo()
        if rhythm == "save":
            store.save_game(saved)
        elif rhythm == "compact":
            store.save_game(saved)
            store.compact(saved)
        elif rhythm == "kill":
            store.save_game(saved)
            killed(store)
            same(game, reopened(folder))
            store = Store(folder)
            assert store.lock()
            loaded = store.load_game().value
            assert loaded is not None
            game, saved = loaded.game, loaded
    store.save_game(saved)
    killed(store)
    same(game, reopened(folder))


# ------------------------------------------------------------------ fsyncs, exactly


class Syncs:
    """Every fsync and fdatasync, with what kind of file it flushed."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def wrap(self, name: str, real: object) -> object:
        def counted(fd: int) -> None:
            kind = "folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file"
            self.calls.append((name, kind))
            real(fd)  # type: ignore[operator]

        return counted


@pytest.fixture
def syncs(monkeypatch: pytest.MonkeyPatch) -> Iterator[Syncs]:
    counter = Syncs()
    monkeypatch.setattr(os, "fsync", counter.wrap("fsync", os.fsync))
    if hasattr(os, "fdatasync"):
        monkeypatch.setattr(os, "fdatasync", counter.wrap("fdatasync", os.fdatasync))
    yield counter


def test_a_move_costs_one_fdatasync_of_the_journal(tmp_path: Path, syncs: Syncs) -> None:
    store = Store(tmp_path)
    assert store.lock()
    game = Game.new(DEAL, Rules.KLASSIEK)
    saved = SavedGame(game)
    store.save_game(saved)
    for step in range(5):
        syncs.calls.clear()
        if step == 3:
            game.undo()
        else:
            game.play(game.legal_moves()[0])
        store.save_game(saved)
        assert syncs.calls == [("fdatasync", "file")]
    syncs.calls.clear()
    store.save_game(saved)  # nothing new: nothing written
    assert syncs.calls == []
    store.close()


def test_writing_the_whole_game_costs_the_file_then_the_folder(
    tmp_path: Path, syncs: Syncs
) -> None:
    """spel.json: its data before the rename, the folder after it; the journal already there
    is emptied in place without an fsync (its old lines name another spel.json)."""
    store = Store(tmp_path)
    assert store.lock()
    saved = SavedGame(Game.new(DEAL, Rules.KLASSIEK))
    store.save_game(saved)  # the first time the journal is made: one more folder fsync
    assert syncs.calls == [("fsync", "file"), ("fsync", "folder"), ("fsync", "folder")]
    syncs.calls.clear()
    store.compact(saved)
    assert syncs.calls == [("fsync", "file"), ("fsync", "folder")]
    store.close()


def test_a_new_game_after_a_played_game_costs_two_fsyncs(tmp_path: Path, syncs: Syncs) -> None:
    from scorpion_a11y.app.session import Session
    from scorpion_a11y.narration import Narrator

    session = Session(Store(tmp_path), Settings(), Statistics(), Narrator("nl"))
    assert session.store.lock()
    session.start(number=DEAL)
    session.handle("reserve")
    syncs.calls.clear()
    answer = session.handle("nieuw spel 12")
    if "?" in answer:  # the new-game question
        answer = session.handle("ja")
    assert "12" in answer
    assert syncs.calls == [("fsync", "file"), ("fsync", "folder")]
    session.store.close()


# ------------------------------------------------------------------ older files resume


def test_an_older_save_and_journal_without_redo_resume(tmp_path: Path) -> None:
    """The format before redo was kept: no ``herhaal``, no ``gespeeld``."""
    game = Game.new(DEAL, Rules.KLASSIEK)
    actions = []
    for _ in range(3):
        action = game.legal_moves()[0]
        actions.append(action)
        game.play(action)
    data = {
        "versie": 1,
        "nummer": DEAL,
        "regels": "klassiek",
        "zetten": [action_to_data(actions[0])],
        "geteld": True,
        "winst_geteld": False,
        "journaal": "abc",
    }
    (tmp_path / GAME_FILE).write_text(json.dumps(data), encoding="utf-8")
    lines = [
        {"spel": "abc", "n": 1, "zetten": [action_to_data(actions[1])], "geteld": True},
        {"spel": "abc", "n": 2, "zetten": [action_to_data(actions[2])], "geteld": True},
        {"spel": "abc", "n": 2, "zetten": [], "geteld": True},  # an undo, as written before
    ]
    (tmp_path / JOURNAL_FILE).write_text(
        "".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8"
    )
    again = reopened(tmp_path)
    assert again.line() == tuple(actions[:2])
    assert not again.can_redo


def test_a_game_marked_elsewhere_is_saved_whole_rather_than_wrongly(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.lock()
    game = Game.new(DEAL, Rules.KLASSIEK)
    saved = SavedGame(game)
    store.save_game(saved)
    game.play(game.legal_moves()[0])
    game.mark()  # someone else's mark: the store's no longer says what changed
    game.play(game.legal_moves()[0])
    store.save_game(saved)
    killed(store)
    same(game, reopened(tmp_path))


# ------------------------------------------------------------------ descriptors


def _open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="no /proc/self/fd here")
def test_a_store_let_go_of_without_close_gives_its_journal_descriptor_back(
    tmp_path: Path,
) -> None:
    """A test worker that made sessions without closing their stores held one journal per
    session, past 1024 descriptors; the game itself must not depend on every close either."""
    import gc

    def one_game(n: int) -> None:
        store = Store(tmp_path / str(n))
        game = Game.new(DEAL, Rules.KLASSIEK)
        saved = SavedGame(game)
        store.save_game(saved)  # spel.json, and the journal open for the moves
        game.play(game.legal_moves()[0])
        store.save_game(saved)  # one journal line

    gc.collect()
    before = _open_descriptors()
    for n in range(30):
        one_game(n)
    gc.collect()
    assert _open_descriptors() <= before + 1  # not one per store
    same(game_of(tmp_path / "29"), reopened(tmp_path / "29"))  # the move is still on disk


def game_of(folder: Path) -> Game:
    """Deal DEAL with its first legal move played, as ``one_game`` above played it."""
    game = Game.new(DEAL, Rules.KLASSIEK)
    game.play(game.legal_moves()[0])
    assert folder.is_dir()
    return game
