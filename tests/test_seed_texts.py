"""The golden texts in tests/data are the rule document's own lines, character for character."""

from __future__ import annotations

from pathlib import Path

import pytest
from seed_texts import SEED_AFTER_FIRST_MOVE, SEED_START

RULES = Path(__file__).resolve().parents[2] / "shared" / "seeds" / "000_95ef569d8b47beb7.txt"


@pytest.mark.skipif(not RULES.is_file(), reason="the rule document is not beside this checkout")
def test_golden_descriptions_are_lines_of_the_rule_document() -> None:
    lines = RULES.read_text(encoding="utf-8").splitlines()
    assert SEED_START in lines
    assert SEED_AFTER_FIRST_MOVE in lines
    assert lines.index(SEED_START) < lines.index(SEED_AFTER_FIRST_MOVE)
