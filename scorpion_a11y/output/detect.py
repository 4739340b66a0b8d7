"""Is a screen reader running? Cheap checks, no screen-reader library needed.

accessible_output2 cannot answer this on Linux (its speech-dispatcher output is "active" whenever
the daemon answers, with or without Orca) and its ``Auto`` says nothing when no output is active,
so ``auto`` asks the system itself:

- Windows: the ``SPI_GETSCREENREADER`` flag, which NVDA, JAWS and Narrator set while running.
- macOS: is the ``VoiceOver`` process running (``pgrep -x VoiceOver``).
- Linux: a process named ``orca``, ``fenrir``, ``tdsr``, ``yasr`` or ``brltty`` (braille), or
  Speakup loaded in the kernel (``/sys/accessibility/speakup``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

#: Linux process names of screen readers, and how to call them.
LINUX_READERS = {
    "orca": "Orca",
    "fenrir": "Fenrir",
    "fenrir-daemon": "Fenrir",
    "tdsr": "TDSR",
    "yasr": "Yasr",
    "brltty": "BRLTTY",
}


def _linux(proc_root: Path, sys_root: Path) -> str | None:
    speakup = sys_root / "accessibility" / "speakup"
    if speakup.is_dir():
        try:
            synth = (speakup / "synth").read_text(encoding="utf-8").strip()
        except OSError:
            synth = ""
        if synth and synth != "none":
            return "Speakup"
    try:
        entries = list(proc_root.iterdir())
    except OSError:
        return None
    for entry in entries:
        if not entry.name.isdigit():
            continue
        try:
            comm = (entry / "comm").read_text(encoding="utf-8", errors="replace").strip()
        except OSError:
            continue
        if comm in LINUX_READERS:
            return LINUX_READERS[comm]
        if comm.startswith("python"):
            # Orca and Fenrir are Python programs; started as "python3 /usr/bin/orca".
            try:
                raw = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            for arg in raw.split(b"\0")[1:3]:
                base = os.path.basename(arg.decode("utf-8", "replace"))
                if base in LINUX_READERS:
                    return LINUX_READERS[base]
    return None


def _windows() -> str | None:  # pragma: no cover - Windows only
    import ctypes

    spi_getscreenreader = 0x0046
    flag = ctypes.c_int(0)
    try:
        ok = ctypes.windll.user32.SystemParametersInfoW(  # type: ignore[attr-defined]
            spi_getscreenreader, 0, ctypes.byref(flag), 0
        )
    except (AttributeError, OSError):
        return None
    return "Windows" if ok and flag.value else None


def _macos() -> str | None:  # pragma: no cover - macOS only
    pgrep = shutil.which("pgrep")
    if not pgrep:
        return None
    try:
        done = subprocess.run(
            [pgrep, "-x", "VoiceOver"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=2,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return "VoiceOver" if done.returncode == 0 else None


def running_screen_reader(
    *,
    platform: str | None = None,
    proc_root: str | os.PathLike[str] = "/proc",
    sys_root: str | os.PathLike[str] = "/sys",
) -> str | None:
    """The name of a running screen reader (``Orca``, ``VoiceOver``, ...), or None.

    On Windows the name is just ``Windows`` (the flag does not say which one).
    """
    platform = platform or sys.platform
    try:
        if platform.startswith("linux"):
            return _linux(Path(proc_root), Path(sys_root))
        if platform == "win32":
            return _windows()
        if platform == "darwin":
            return _macos()
    except Exception:  # a detection must never stop the game
        return None
    return None
