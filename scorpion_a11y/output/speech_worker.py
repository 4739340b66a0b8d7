"""The speech worker: a separate process that renders sentences to WAV files.

Started by :mod:`scorpion_a11y.output.speech` as ``python speech_worker.py``; it imports nothing
from the game, so it starts fast and a crash or hang in a speech library stays in here. The game
owns the playback (a player process it can kill at once); this process only synthesises.

The messages in and out are defined once, for both sides, in :mod:`.protocol`. Operations
come in on stdin; events go out on the original stdout (fd 1 itself is pointed at /dev/null, so
pyttsx3's own "Audio saved to ..." never reaches anyone).

Each announcement comes as its utterances (as narration made them: sentences, the board's
columns), rendered one by one, so the first plays while the rest renders.
"""

from __future__ import annotations

import collections
import contextlib
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import IO, Any, Protocol

if __package__:  # imported as part of the game (tests, type checks)
    from . import protocol
else:  # run as a script: its own folder is on sys.path; the package root goes there too
    sys.path.insert(1, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    import protocol  # type: ignore[import-not-found, no-redef]

Problem = protocol.Problem


class WorkerError(Exception):
    def __init__(self, problem: Problem, detail: str = "") -> None:
        super().__init__(detail)
        self.problem = problem
        self.detail = detail


def _lang_matches(codes: list[str], lang: str) -> int:
    """0 = exact language, 1 = a regional variant (nl-be), -1 = no match."""
    best = -1
    for code in codes:
        code = str(code).strip().lower().replace("_", "-")
        if code in (lang, f"{lang}-{lang}"):  # "nl", or "nl_NL" before "nl_BE"
            return 0
        if code.startswith(lang + "-"):
            best = 1
    return best


# Voice names by language for drivers that report no languages (SAPI5, pyttsx3 issue 384).
_LANGUAGE_NAMES = {"nl": ("dutch", "nederlands"), "en": ("english",)}


class Pyttsx3Renderer:
    engine_name = "pyttsx3"

    def __init__(self, lang: str, rate: int, volume: int, folder: str) -> None:
        try:
            import pyttsx3
        except Exception as exc:
            raise WorkerError(Problem.NOT_INSTALLED, repr(exc)) from None
        try:
            self.engine = pyttsx3.init()
            voices = list(self.engine.getProperty("voices") or [])
        except Exception as exc:
            raise WorkerError(Problem.NO_SYNTHESIZER, repr(exc)) from None
        voice = self._pick(voices, lang)
        if voice is None:
            raise WorkerError(Problem.NO_VOICE, f"no voice for {lang}")
        self.voice: str = voice
        try:
            self.engine.setProperty("voice", self.voice)
        except Exception as exc:
            raise WorkerError(Problem.NO_VOICE, repr(exc)) from None
        self.configure(rate, volume)
        self.warm_up(folder)

    def set_language(self, lang: str) -> None:
        voice = self._pick(list(self.engine.getProperty("voices") or []), lang)
        if voice is None:
            raise WorkerError(Problem.NO_VOICE, f"no voice for {lang}")
        try:
            self.engine.setProperty("voice", voice)
        except Exception as exc:
            raise WorkerError(Problem.NO_VOICE, repr(exc)) from None
        self.voice = voice

    def warm_up(self, folder: str) -> None:
        """Render one short word: applies the queued settings and proves synthesis works.

        pyttsx3 queues setProperty until the next runAndWait, and a runAndWait with nothing to
        say never returns on the espeak driver, so the voice is checked after a real render.
        """
        path = os.path.join(folder, "warm-up.wav")
        self.render("a", path)
        with contextlib.suppress(OSError):
            os.remove(path)
        try:
            current = self.engine.getProperty("voice")
        except Exception as exc:
            raise WorkerError(Problem.NO_VOICE, repr(exc)) from None
        if current is not None and str(current).lower() != self.voice.lower():
            raise WorkerError(Problem.NO_VOICE, f"asked for {self.voice}, got {current}")

    @staticmethod
    def _pick(voices: list[Any], lang: str) -> str | None:
        """The best voice for ``lang``: its own language first, then a regional variant."""
        ranked: list[tuple[int, int, str]] = []
        for voice in voices:
            vid = str(getattr(voice, "id", "") or "")
            languages = [
                lg.decode("utf-8", "replace") if isinstance(lg, bytes) else str(lg)
                for lg in (getattr(voice, "languages", None) or [])
            ]
            # espeak-ng ids are "gmw/nl"; SAPI5 only has a name "Microsoft Frank - Dutch".
            tail = vid.lower().replace("\\", "/").rsplit("/", 1)[-1]
            score = _lang_matches(languages, lang)
            if score < 0:
                name = str(getattr(voice, "name", "") or "").lower()
                if tail == lang:
                    score = 0
                elif any(word in name for word in _LANGUAGE_NAMES.get(lang, ())):
                    score = 2
            if score >= 0 and vid:
                # Among equals, espeak-ng's main voice ("gmw/en", not "gmw/en-029").
                ranked.append((score, 0 if tail == lang else 1, vid))
        ranked.sort(key=lambda item: item[:2])
        return ranked[0][2] if ranked else None

    def configure(self, rate: int, volume: int) -> None:
        try:
            self.engine.setProperty("rate", int(rate))
            self.engine.setProperty("volume", max(0.0, min(1.0, volume / 100)))
        except Exception as exc:
            raise WorkerError(Problem.DRIVER_ERROR, repr(exc)) from None

    def render(self, text: str, path: str) -> None:
        try:
            self.engine.save_to_file(text, path)
            self.engine.runAndWait()
        except Exception as exc:
            raise WorkerError(Problem.DRIVER_ERROR, repr(exc)) from None
        if not os.path.exists(path) or os.path.getsize(path) <= 44:
            raise WorkerError(Problem.DRIVER_ERROR, "no audio rendered")


class EspeakRenderer:
    """espeak-ng's own program, for when pyttsx3 or libespeak-ng is missing."""

    engine_name = "espeak-ng"

    def __init__(self, lang: str, rate: int, volume: int, folder: str) -> None:
        program = shutil.which("espeak-ng") or shutil.which("espeak")
        if program is None:
            raise WorkerError(Problem.NO_SYNTHESIZER, "espeak-ng not found")
        self.program = program
        self.set_language(lang)
        self.configure(rate, volume)

    def set_language(self, lang: str) -> None:
        program = self.program
        try:
            listing = subprocess.run(
                [program, f"--voices={lang}"],
                capture_output=True,
                text=True,
                timeout=10,
                check=False,
            ).stdout
        except (OSError, subprocess.SubprocessError) as exc:
            raise WorkerError(Problem.NO_SYNTHESIZER, repr(exc)) from None
        voice = None
        for line in listing.splitlines()[1:]:
            fields = line.split()
            if len(fields) >= 5 and _lang_matches([fields[1]], lang) >= 0:
                voice = fields[4]
                break
        if voice is None:
            raise WorkerError(Problem.NO_VOICE, f"espeak-ng has no voice for {lang}")
        self.voice = voice

    def configure(self, rate: int, volume: int) -> None:
        self.rate = int(rate)
        self.volume = int(volume)

    def render(self, text: str, path: str) -> None:
        command = [self.program, "-v", self.voice, "-s", str(self.rate)]
        command += ["-a", str(max(0, min(200, self.volume))), "-w", path, "--stdin"]
        try:
            done = subprocess.run(
                command, input=text.encode("utf-8"), capture_output=True, timeout=60, check=False
            )
        except (OSError, subprocess.SubprocessError) as exc:
            raise WorkerError(Problem.DRIVER_ERROR, repr(exc)) from None
        if done.returncode != 0 or not os.path.exists(path) or os.path.getsize(path) <= 44:
            raise WorkerError(Problem.DRIVER_ERROR, done.stderr.decode("utf-8", "replace")[-200:])


class Renderer(Protocol):
    """What the worker needs of a speech engine."""

    engine_name: str
    voice: str

    def set_language(self, lang: str) -> None: ...
    def configure(self, rate: int, volume: int) -> None: ...
    def render(self, text: str, path: str) -> None: ...


def make_renderer(engine: str, lang: str, rate: int, volume: int, folder: str) -> Renderer:
    """The renderer for ``engine``; "auto" on Linux prefers the espeak-ng program.

    pyttsx3 2.99's espeak driver writes the WAV file when espeak reports the end of the
    message, before it adds that callback's samples: the end of every sentence is cut off, and
    a sentence whose samples all arrive in that last callback gives an empty file ("no audio
    rendered"). The espeak-ng program's ``-w`` writes complete files, so on Linux it renders
    whenever it is installed; pyttsx3 (SAPI5, NSSpeechSynthesizer, or libespeak-ng without
    the program) is the second choice.
    """
    kinds: list[Callable[[str, int, int, str], Renderer]] = []
    linux = sys.platform.startswith("linux")
    if linux and (engine == "espeak-ng" or (engine == "auto" and shutil.which("espeak-ng"))):
        kinds.append(EspeakRenderer)
    if engine in ("auto", "pyttsx3"):
        kinds.append(Pyttsx3Renderer)
    if engine == "auto" and linux and EspeakRenderer not in kinds:
        kinds.append(EspeakRenderer)
    errors: list[WorkerError] = []
    for kind in kinds:
        try:
            return kind(lang, rate, volume, folder)
        except WorkerError as exc:
            errors.append(exc)
    if not errors:
        raise WorkerError(Problem.NOT_INSTALLED, f"no renderer for {engine}")
    # The most telling reason: a voice problem beats a missing library.
    order = [Problem.NO_VOICE, Problem.NO_SYNTHESIZER, Problem.DRIVER_ERROR, Problem.NOT_INSTALLED]
    errors.sort(key=lambda e: order.index(e.problem) if e.problem in order else len(order))
    if any(e.problem is Problem.NOT_INSTALLED for e in errors) and all(
        e.problem in (Problem.NOT_INSTALLED, Problem.NO_SYNTHESIZER) for e in errors
    ):
        # pyttsx3 missing and no espeak-ng either: nothing to speak with is installed.
        first = next(e for e in errors if e.problem is Problem.NOT_INSTALLED)
        raise WorkerError(Problem.NOT_INSTALLED, "; ".join(e.detail for e in errors)) from first
    raise errors[0]


class Worker:
    def __init__(self, out: IO[str]) -> None:
        self.out = out
        self.lock = threading.Condition()
        self.items: collections.deque[protocol.Say | protocol.Set] = collections.deque()
        self.min_gen = 0
        self.quit = False

    def send(self, event: protocol.Event) -> None:
        self.out.write(protocol.encode(event))
        self.out.flush()

    def read_commands(self, stream: IO[str]) -> None:
        for line in stream:
            op = protocol.decode_op(line)
            with self.lock:
                if isinstance(op, protocol.Cancel):
                    self.min_gen = max(self.min_gen, op.gen)
                    self.items = collections.deque(
                        item
                        for item in self.items
                        if not isinstance(item, protocol.Say) or item.gen >= self.min_gen
                    )
                elif isinstance(op, protocol.Quit):
                    self.quit = True
                elif isinstance(op, (protocol.Say, protocol.Set)):
                    self.items.append(op)
                self.lock.notify()
        with self.lock:
            self.quit = True  # the game went away
            self.lock.notify()

    def next_item(self) -> protocol.Say | protocol.Set | None:
        with self.lock:
            while not self.items and not self.quit:
                self.lock.wait()
            if self.quit:
                return None
            return self.items.popleft()

    def stale(self, gen: int) -> bool:
        with self.lock:
            return self.quit or gen < self.min_gen

    def render(self, renderer: Renderer, text: str, path: str) -> None:
        """Render once more after a driver error before giving up (the detail of the first
        failure goes to stderr, which the game keeps in its error log)."""
        try:
            renderer.render(text, path)
        except WorkerError as exc:
            if exc.problem is not Problem.DRIVER_ERROR:
                raise
            print(
                f"speech worker: retrying after {exc.problem.value}: {exc.detail}", file=sys.stderr
            )
            with contextlib.suppress(OSError):
                os.remove(path)
            renderer.render(text, path)

    def run(self, renderer: Renderer, folder: str, rate: int, volume: int) -> None:
        while True:
            item = self.next_item()
            if item is None:
                return
            if isinstance(item, protocol.Set):
                rate, volume = item.rate, item.volume
                try:
                    if item.lang:
                        renderer.set_language(item.lang.lower())
                        self.send(protocol.Voice(renderer.voice))
                    renderer.configure(rate, volume)
                except WorkerError as exc:
                    self.send(protocol.Error(-1, -1, exc.problem, exc.detail))
                continue
            pieces = [p for p in item.utterances if p.strip()] or [" "]
            for seq, piece in enumerate(pieces):
                if self.stale(item.gen):
                    break
                path = os.path.join(folder, f"{item.id}-{seq}.wav")
                try:
                    self.render(renderer, piece, path)
                except WorkerError as exc:
                    self.send(protocol.Error(item.gen, item.id, exc.problem, exc.detail))
                    break
                last = seq == len(pieces) - 1
                self.send(protocol.Chunk(item.gen, item.id, seq, path, last))


def main() -> int:
    # Keep the protocol on a private copy of stdout; anything else printed goes nowhere.
    out = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    stdin = open(sys.stdin.fileno(), encoding="utf-8", closefd=False)  # noqa: SIM115
    worker = Worker(out)
    init = protocol.decode_op(stdin.readline())
    if not isinstance(init, protocol.Init):
        worker.send(protocol.Fatal(Problem.DRIVER_ERROR, "no init"))
        return 1
    try:
        renderer = make_renderer(init.engine, init.lang.lower(), init.rate, init.volume, init.dir)
    except WorkerError as exc:
        worker.send(protocol.Fatal(exc.problem, exc.detail))
        return 1
    except Exception as exc:
        worker.send(protocol.Fatal(Problem.DRIVER_ERROR, repr(exc)))
        return 1
    worker.send(protocol.Ready(renderer.engine_name, renderer.voice))
    reader = threading.Thread(target=worker.read_commands, args=(stdin,), daemon=True)
    reader.start()
    try:
        worker.run(renderer, init.dir, init.rate, init.volume)
    except Exception as exc:
        worker.send(protocol.Fatal(Problem.DRIVER_ERROR, repr(exc)))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
