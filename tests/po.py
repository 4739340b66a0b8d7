"""The catalogs as the tests look at them: Babel reads each ``.po`` file (as the game and the
build do, through :func:`scorpion_a11y.i18n.read_catalog`) and every message becomes an
:class:`Entry` with plain fields."""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.pofile import read_po

from scorpion_a11y.i18n import read_catalog


@dataclass(frozen=True)
class Entry:
    msgid: str
    msgstr: list[str] = field(default_factory=list)
    msgctxt: str | None = None
    msgid_plural: str | None = None
    flags: frozenset[str] = frozenset()
    comments: list[str] = field(default_factory=list)  # translator (#.) and other (#) comments
    line: int = 0

    @property
    def translated(self) -> bool:
        return bool(self.msgstr) and all(self.msgstr) and "fuzzy" not in self.flags

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)


def entries(source: Path | str) -> list[Entry]:
    """Every entry of a catalog file (or of ``.po`` text), the header first (msgid "")."""
    if isinstance(source, Path):
        catalog = read_catalog(source)
    else:
        catalog = read_po(io.StringIO(source), abort_invalid=True)
    found = []
    for m in catalog:
        ids = m.id if isinstance(m.id, tuple) else (m.id, None)
        strings = list(m.string) if isinstance(m.string, tuple) else [m.string or ""]
        found.append(
            Entry(
                msgid=ids[0],
                msgstr=strings,
                msgctxt=m.context,
                msgid_plural=ids[1],
                flags=frozenset(m.flags),
                comments=[*m.auto_comments, *m.user_comments],
                line=m.lineno or 0,
            )
        )
    return found


def entry_count(path: Path) -> int:
    """How many entries the file writes out, header included (duplicates counted twice)."""
    return len(re.findall(r"^msgid ", path.read_text(encoding="utf-8"), re.M))
