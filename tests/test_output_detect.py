"""Finding a running screen reader (auto picks plain text for it), on a fake /proc and /sys."""

from __future__ import annotations

from pathlib import Path

from scorpion_a11y.output.detect import running_screen_reader


def proc(tmp_path: Path, *processes: tuple[str, list[str]]) -> Path:
    root = tmp_path / "proc"
    root.mkdir()
    (root / "self").mkdir()  # not a process number: skipped
    for pid, (comm, argv) in enumerate(processes, start=100):
        d = root / str(pid)
        d.mkdir()
        (d / "comm").write_text(comm + "\n")
        (d / "cmdline").write_bytes(b"\0".join(a.encode() for a in argv) + b"\0")
    return root


def find(tmp_path: Path, root: Path) -> str | None:
    return running_screen_reader(platform="linux", proc_root=root, sys_root=tmp_path / "sys")


def test_orca_by_process_name(tmp_path: Path) -> None:
    root = proc(tmp_path, ("bash", ["bash"]), ("orca", ["/usr/bin/python3", "/usr/bin/orca"]))
    assert find(tmp_path, root) == "Orca"


def test_orca_started_through_python(tmp_path: Path) -> None:
    root = proc(tmp_path, ("python3", ["/usr/bin/python3", "/usr/bin/orca", "--replace"]))
    assert find(tmp_path, root) == "Orca"


def test_fenrir_and_brltty(tmp_path: Path) -> None:
    assert find(tmp_path, proc(tmp_path, ("python3", ["python3", "/opt/fenrir"]))) == "Fenrir"
    other = tmp_path / "b"
    other.mkdir()
    assert find(other, proc(other, ("brltty", ["brltty"]))) == "BRLTTY"


def test_no_screen_reader(tmp_path: Path) -> None:
    root = proc(tmp_path, ("bash", ["bash"]), ("python3", ["python3", "-m", "scorpion_a11y"]))
    assert find(tmp_path, root) is None


def test_speakup_in_the_kernel(tmp_path: Path) -> None:
    root = proc(tmp_path)
    speakup = tmp_path / "sys" / "accessibility" / "speakup"
    speakup.mkdir(parents=True)
    (speakup / "synth").write_text("none\n")
    assert find(tmp_path, root) is None
    (speakup / "synth").write_text("soft\n")
    assert find(tmp_path, root) == "Speakup"


def test_unreadable_proc_is_no_screen_reader(tmp_path: Path) -> None:
    assert find(tmp_path, tmp_path / "missing") is None


def test_this_machine_answers_without_error() -> None:
    assert running_screen_reader() in (None, "Orca", "Fenrir", "TDSR", "Yasr", "BRLTTY", "Speakup")
