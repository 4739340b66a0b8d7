"""The output's sentences: every message translated in nl and en, with a translator comment."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from po import entries as po_entries

from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import output_text
from scorpion_a11y.output import Problem

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "scorpion_a11y" / "narration" / "output_text.py"


def messages_in_source() -> set[tuple[str | None, str]]:
    found: set[tuple[str | None, str]] = set()
    for node in ast.walk(ast.parse(SOURCE.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            args = [a.value for a in node.args if isinstance(a, ast.Constant)]
            if node.func.attr == "gettext" and len(args) == 1:
                found.add((None, args[0]))
            elif node.func.attr == "pgettext" and len(args) == 2:
                found.add((args[0], args[1]))
    return found


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_every_message_is_translated_with_a_comment(lang: str) -> None:
    path = ROOT / "locales" / lang / "LC_MESSAGES" / "output.po"
    entries = {e.key: e for e in po_entries(path) if e.msgid}
    used = messages_in_source()
    assert len(used) >= 20
    assert used == set(entries), "catalog and source differ"
    for key, entry in entries.items():
        assert entry.translated, key
        assert any(c.startswith("Translators:") for c in entry.comments), key
        names = set(re.findall(r"{(\w+)}", entry.msgid))
        assert set(re.findall(r"{(\w+)}", entry.msgstr[0])) == names, key


def test_every_problem_has_its_own_words() -> None:
    tr = translator("nl")
    words = [output_text.problem_text(tr, p) for p in Problem]
    assert len(set(words)) == len(words)


def test_dutch_sentences() -> None:
    tr = translator("nl")
    assert output_text.chosen(tr, "spraak") == "Uitvoer: spraak."
    assert output_text.chosen(tr, "schermlezer") == "Uitvoer: schermlezer."
    assert output_text.fell_back(tr, "schermlezer", Problem.SCREEN_READER_STOPPED, "tekst") == (
        "Uitvoer schermlezer werkt niet (de schermlezer is gestopt); nu: tekst."
    )
    assert output_text.rate_set(tr, 50, 100) == "Spreeksnelheid: 50 van 100."
