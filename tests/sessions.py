"""A session in the test process on a position of the test's own (saved as a deal file, as
``--deal`` would load it), with a fresh data folder: the player's whole path from a line to
its answer, without starting the program."""

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
