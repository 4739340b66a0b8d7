"""Trial 3's findings still open after the first round (wip/ui, second round): what a new
player found false or not understood, each checked the way the player met it."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, Case, case_id

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Store
from scorpion_a11y.commands import model as m
from scorpion_a11y.narration import Narrator


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
