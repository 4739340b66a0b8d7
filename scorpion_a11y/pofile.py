"""Read gettext ``.po`` catalogs and compile them to ``.mo`` bytes.

One implementation serves both the build (``setup.py`` compiles ``locales/`` into the package)
and a source checkout (where no compiled catalog exists yet, :mod:`scorpion_a11y.i18n` compiles
in memory). Fuzzy entries and entries without a translation are left out of the compiled
catalog, as ``msgfmt`` does.
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field


@dataclass
class Entry:
    msgid: str
    msgstr: list[str] = field(default_factory=list)
    msgctxt: str | None = None
    msgid_plural: str | None = None
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)  # translator/extracted comments
    line: int = 0

    @property
    def translated(self) -> bool:
        return bool(self.msgstr) and all(self.msgstr) and "fuzzy" not in self.flags

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)


class PoSyntaxError(ValueError):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line


def _unquote(text: str, line: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoSyntaxError(line, f"expected a quoted string, got {text!r}")
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError) as err:
        raise PoSyntaxError(line, f"bad string {text!r}") from err
    if not isinstance(value, str):
        raise PoSyntaxError(line, f"bad string {text!r}")
    return value


def parse(text: str) -> list[Entry]:
    """Parse the text of a ``.po`` file; the header is the entry with an empty msgid."""
    entries: list[Entry] = []
    current: Entry | None = None
    field_name: str | None = None
    plural_index = 0
    pending_flags: set[str] = set()
    pending_comments: list[str] = []

    def finish() -> None:
        nonlocal current
        if current is not None:
            entries.append(current)
        current = None

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if current is not None and field_name == "msgstr":
                finish()
            if line.startswith("#,"):
                pending_flags |= {f.strip() for f in line[2:].split(",") if f.strip()}
            elif line.startswith("#.") or line.startswith("# "):
                pending_comments.append(line[2:].strip())
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if current is None or field_name is None:
                raise PoSyntaxError(number, "continuation line without a keyword")
            value = _unquote(line, number)
            if field_name == "msgstr":
                current.msgstr[plural_index] += value
            elif field_name == "msgid":
                current.msgid += value
            elif field_name == "msgid_plural":
                current.msgid_plural = (current.msgid_plural or "") + value
            elif field_name == "msgctxt":
                current.msgctxt = (current.msgctxt or "") + value
            continue
        if keyword == "msgctxt":
            finish()
            current = Entry("", msgctxt=_unquote(rest, number), line=number)
            field_name = "msgctxt"
        elif keyword == "msgid":
            if current is None or field_name != "msgctxt":
                finish()
                current = Entry("", line=number)
            current.msgid = _unquote(rest, number)
            field_name = "msgid"
        elif keyword == "msgid_plural":
            if current is None:
                raise PoSyntaxError(number, "msgid_plural without msgid")
            current.msgid_plural = _unquote(rest, number)
            field_name = "msgid_plural"
        elif keyword == "msgstr" or keyword.startswith("msgstr["):
            if current is None:
                raise PoSyntaxError(number, "msgstr without msgid")
            plural_index = 0
            if keyword.startswith("msgstr["):
                try:
                    plural_index = int(keyword[7:-1])
                except ValueError:
                    raise PoSyntaxError(number, f"bad keyword {keyword!r}") from None
            while len(current.msgstr) <= plural_index:
                current.msgstr.append("")
            current.msgstr[plural_index] = _unquote(rest, number)
            field_name = "msgstr"
        else:
            raise PoSyntaxError(number, f"unknown keyword {keyword!r}")
        if keyword in ("msgctxt", "msgid") and current is not None:
            # Comments and flags before "msgctxt" belong to the entry its "msgid" continues.
            current.flags |= pending_flags
            current.comments.extend(pending_comments)
            pending_flags = set()
            pending_comments = []
    finish()
    return entries


def compile_mo(entries: list[Entry]) -> bytes:
    """The GNU ``.mo`` bytes for ``entries`` (untranslated and fuzzy ones left out)."""
    messages: dict[bytes, bytes] = {}
    for entry in entries:
        if entry.msgid == "" and entry.msgctxt is None:
            if entry.msgstr:
                messages[b""] = entry.msgstr[0].encode("utf-8")
            continue
        if not entry.translated:
            continue
        key = entry.msgid
        if entry.msgid_plural is not None:
            key += "\0" + entry.msgid_plural
        if entry.msgctxt is not None:
            key = entry.msgctxt + "\x04" + key
        messages[key.encode("utf-8")] = "\0".join(entry.msgstr).encode("utf-8")
    keys = sorted(messages)
    ids = b""
    strs = b""
    offsets: list[tuple[int, int, int, int]] = []
    for raw_key in keys:
        value = messages[raw_key]
        offsets.append((len(ids), len(raw_key), len(strs), len(value)))
        ids += raw_key + b"\0"
        strs += value + b"\0"
    count = len(keys)
    key_start = 7 * 4 + 16 * count
    value_start = key_start + len(ids)
    koffsets: list[int] = []
    voffsets: list[int] = []
    for o1, l1, o2, l2 in offsets:
        koffsets += [l1, o1 + key_start]
        voffsets += [l2, o2 + value_start]
    header = struct.pack("<Iiiiiii", 0x950412DE, 0, count, 7 * 4, 7 * 4 + count * 8, 0, 0)
    return (
        header
        + struct.pack(f"<{2 * count}i", *koffsets)
        + struct.pack(f"<{2 * count}i", *voffsets)
        + ids
        + strs
    )
