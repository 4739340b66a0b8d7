"""Sessions in the test process, without starting the program: on a position of the test's own
(saved as a deal file, as ``--deal`` would load it) with a fresh data folder, or as a program
start on a data folder (:func:`fresh`). Every store made by :func:`fresh` (or passed to
:func:`opened`) is closed after the test by ``conftest.py`` (a store's journal is an open
file)."""

from __future__ import annotations

from pathlib import Path

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.deal import Position
from scorpion_a11y.narration import Narrator


def on_position(tmp_path: Path, position: Position, language: str = "nl") -> Session:
    """A started session playing ``position``, in ``language``."""
    deal = tmp_path / "opstelling.json"
    dealfile.save(position, deal)
    session = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator(language))
    session.start(deal_path=str(deal))
    return session


_OPEN: list[Store] = []


def opened(store: Store) -> Store:
    """``store``, to be closed after the test."""
    _OPEN.append(store)
    return store


def close_all() -> None:
    while _OPEN:
        _OPEN.pop().close()


def fresh(
    data: Path, language: str = "nl", *, saved_settings: bool = False, lock: bool = False
) -> Session:
    """A new program start on ``data``: the statistics as saved there, the settings as saved
    (``saved_settings``) or the defaults, the folder's lock taken first (``lock``)."""
    store = opened(Store(data))
    if lock:
        assert store.lock()
    settings = store.load_settings().value if saved_settings else Settings()
    return Session(store, settings, store.load_statistics().value, Narrator(language))
