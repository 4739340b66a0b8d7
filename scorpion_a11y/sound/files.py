"""``scorpion-a11y geluiden --schrijf MAP``: every earcon as a 16-bit stereo WAV, and a README.

A sound that is panned gets one file per column (``01-move-1.wav`` … ``01-move-7.wav``),
rendered through the same mixer the game plays with; the reserve deal is one file with its
three ticks moving from column 1 to 3. ``LEESMIJ.txt`` (``README.txt`` in English) gives one
line per sound: its files and what it means. For testing and for players who want to preview.
"""

from __future__ import annotations

import sys
import wave
from array import array
from pathlib import Path

from ..game.rules import SCORPION, SPECS
from ..i18n import DEFAULT_LANGUAGE, Translator, translator
from ..narration import sound as words
from ..narration.text import join_or
from .cues import Cue
from .mixer import render_cues
from .synth import ORDER, RATE, Earcon

#: Earcons heard at the column where something happened.
PANNED = frozenset(
    {
        Earcon.MOVE,
        Earcon.SAME_SUIT,
        Earcon.REFUSED,
        Earcon.TURNED,
        Earcon.RUN,
        Earcon.UNDO,
        Earcon.REDO,
    }
)
#: The column counts the files can be written for: every game's (``game/rules.SPECS``).
COLUMN_CHOICES = tuple(sorted({spec.columns for spec in SPECS.values()}))


def write_wav(path: Path, frames: array[int]) -> None:
    """Interleaved 16-bit stereo samples as a WAV file (little-endian, as WAV wants)."""
    data = array("h", frames)
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def write_all(folder: Path, tr: Translator, columns: int) -> list[Path]:
    """Write every earcon into ``folder`` (made if needed); the files written, README last."""
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    lines: list[str] = []
    for number, earcon in enumerate(ORDER, start=1):
        stem = f"{number:02d}-{earcon.value}"
        name, meaning = words.names(tr, earcon.value)[0], words.meaning(tr, earcon.value)
        if earcon in PANNED:
            for column in range(columns):
                path = folder / f"{stem}-{column + 1}.wav"
                write_wav(path, render_cues([Cue(earcon, column)], columns))
                written.append(path)
            # Translators: a line of the README written with the sound files: the files of
            # one sound (one per column, {last} columns), its name and meaning.
            line = tr.pgettext(
                "sound file", "{files} (column 1 to {last}, left to right): {name}: {meaning}."
            ).format(files=f"{stem}-*.wav", last=columns, name=name, meaning=meaning)
        else:
            if earcon is Earcon.RESERVE:
                cues = [Cue(earcon, c, 110 * c) for c in range(3)]
            else:
                cues = [Cue(earcon)]
            path = folder / f"{stem}.wav"
            write_wav(path, render_cues(cues, columns))
            written.append(path)
            # Translators: a line of the README written with the sound files: one file, the
            # sound's name and meaning.
            line = tr.pgettext("sound file", "{files}: {name}: {meaning}.").format(
                files=path.name, name=name, meaning=meaning
            )
        lines.append(line)
    # Translators: the name of the README file written with the sound files.
    readme = folder / tr.pgettext("sound file", "README.txt")
    readme.write_text("\n".join(lines) + "\n", encoding="utf-8")
    written.append(readme)
    return written


def _usage(tr: Translator) -> str:
    # Translators: the help of "scorpion-a11y geluiden"; keep the options as they are;
    # {columns} lists every game's column count, joined with "or".
    return tr.pgettext(
        "sound file",
        "Usage: scorpion-a11y geluiden --schrijf FOLDER [--kolommen {columns}] [--taal nl "
        "or en]. Writes every sound as a 16-bit stereo WAV file, one per column where it is "
        "panned, with a README listing what each means.",
    ).format(columns=join_or(tr, [str(c) for c in COLUMN_CHOICES]))


def main(argv: list[str]) -> int:
    """The ``geluiden`` command: 0 written, 2 a bad command line, 1 the folder failed."""
    args = list(argv)
    language, folder = DEFAULT_LANGUAGE, None
    values: dict[str, str] = {}
    i = 0
    while i < len(args):
        arg = args[i]
        name, eq, value = arg.partition("=")
        if name in ("-h", "--help", "--hulp"):
            values["help"] = ""
            i += 1
            continue
        if name not in ("--schrijf", "--write", "--kolommen", "--columns", "--taal"):
            values["bad"] = arg
            break
        if not eq:
            if i + 1 >= len(args):
                values["bad"] = arg
                break
            value = args[i + 1]
            i += 1
        values[name] = value
        i += 1
    if values.get("--taal") in ("nl", "en"):
        language = values["--taal"]
    tr = translator(language)
    if "help" in values:
        print(_usage(tr))
        return 0
    folder = values.get("--schrijf") or values.get("--write")
    wanted = values.get("--kolommen") or values.get("--columns") or str(SCORPION.columns)
    if (
        "bad" in values
        or folder is None
        or not wanted.isdigit()
        or ("--taal" in values and (values["--taal"] not in ("nl", "en")))
    ):
        print(_usage(tr), file=sys.stderr)
        return 2
    columns = int(wanted)
    if columns not in COLUMN_CHOICES:
        print(_usage(tr), file=sys.stderr)
        return 2
    try:
        written = write_all(Path(folder), tr, columns)
    except OSError as err:
        # Translators: the sound files could not be written; {reason} is the system's reason.
        print(
            tr.pgettext("sound file", "Could not write to {folder}: {reason}.").format(
                folder=folder, reason=err.strerror or err
            ),
            file=sys.stderr,
        )
        return 1
    # Translators: the sound files were written; {count} files into {folder}.
    print(
        tr.npgettext(
            "sound file",
            "Wrote {count} file to {folder}.",
            "Wrote {count} files to {folder}.",
            len(written),
        ).format(count=len(written), folder=folder)
    )
    return 0
