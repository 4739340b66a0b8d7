"""The speech worker: a separate process that renders sentences to WAV files.

Started by :mod:`scorpion_a11y.output.speech` as ``python speech_worker.py``; it imports nothing
from the game, so it starts fast and a crash or hang in a speech library stays in here. The game
owns the playback (a player process it can kill at once); this process only synthesises.

Protocol, one JSON object per line. In on stdin::

    {"op": "init", "lang": "nl", "rate": 175, "volume": 100, "dir": "/tmp/x", "engine": "auto"}
    {"op": "say", "gen": 3, "id": 7, "text": "..."}
    {"op": "cancel", "gen": 4}          # drop everything of generations below 4
    {"op": "set", "rate": 200, "volume": 80, "lang": "en"}  # lang optional
    {"op": "quit"}

Out on the original stdout (fd 1 itself is pointed at /dev/null, so pyttsx3's own
"Audio saved to ..." never reaches anyone)::

    {"ev": "ready", "engine": "pyttsx3", "voice": "gmw/nl"}
    {"ev": "fatal", "problem": "no_voice", "detail": "..."}
    {"ev": "voice", "voice": "gmw/en"}  # after a "set" with "lang"
    {"ev": "chunk", "gen": 3, "id": 7, "seq": 0, "path": "/tmp/x/7-0.wav", "last": false}
    {"ev": "error", "gen": 3, "id": 7, "problem": "driver_error", "detail": "..."}

Text is rendered sentence by sentence, so the first sentence plays while the rest renders.
"""

from __future__ import annotations

import collections
import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import threading
from typing import Any

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+")
FIRST_CHUNK = 160  # characters: the first chunk is short so speech starts quickly
CHUNK = 500


def chunks(text: str) -> list[str]:
    """Split ``text`` into sentences, grouped into pieces that render quickly."""
    pieces: list[str] = []
    for sentence in _SENTENCE_END.split(text):
        sentence = sentence.strip()
        if not sentence:
            continue
        limit = FIRST_CHUNK if not pieces else CHUNK
        while len(sentence) > limit:
            cut = sentence.rfind(", ", 0, limit)
            if cut <= 0:
                cut = sentence.rfind(" ", 0, limit)
            if cut <= 0:
                break
            pieces.append(sentence[: cut + 1].strip())
            sentence = sentence[cut + 1 :].strip()
            limit = CHUNK
        pieces.append(sentence)
    grouped: list[str] = []
    for piece in pieces:
        if len(grouped) >= 2 and len(grouped[-1]) + len(piece) < CHUNK:
            grouped[-1] = grouped[-1] + " " + piece
        else:
            grouped.append(piece)
    return grouped


class WorkerError(Exception):
    def __init__(self, problem: str, detail: str = "") -> None:
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
            raise WorkerError("not_installed", repr(exc)) from None
        try:
            self.engine = pyttsx3.init()
            voices = list(self.engine.getProperty("voices") or [])
        except Exception as exc:
            raise WorkerError("no_synthesizer", repr(exc)) from None
        voice = self._pick(voices, lang)
        if voice is None:
            raise WorkerError("no_voice", f"no voice for {lang}")
        self.voice: str = voice
        try:
            self.engine.setProperty("voice", self.voice)
        except Exception as exc:
            raise WorkerError("no_voice", repr(exc)) from None
        self.configure(rate, volume)
        self.warm_up(folder)

    def set_language(self, lang: str) -> None:
        voice = self._pick(list(self.engine.getProperty("voices") or []), lang)
        if voice is None:
            raise WorkerError("no_voice", f"no voice for {lang}")
        try:
            self.engine.setProperty("voice", voice)
        except Exception as exc:
            raise WorkerError("no_voice", repr(exc)) from None
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
            raise WorkerError("no_voice", repr(exc)) from None
        if current is not None and str(current).lower() != self.voice.lower():
            raise WorkerError("no_voice", f"asked for {self.voice}, got {current}")

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
            raise WorkerError("driver_error", repr(exc)) from None

    def render(self, text: str, path: str) -> None:
        try:
            self.engine.save_to_file(text, path)
            self.engine.runAndWait()
        except Exception as exc:
            raise WorkerError("driver_error", repr(exc)) from None
        if not os.path.exists(path) or os.path.getsize(path) <= 44:
            raise WorkerError("driver_error", "no audio rendered")


class EspeakRenderer:
    """espeak-ng's own program, for when pyttsx3 or libespeak-ng is missing."""

    engine_name = "espeak-ng"

    def __init__(self, lang: str, rate: int, volume: int, folder: str) -> None:
        program = shutil.which("espeak-ng") or shutil.which("espeak")
        if program is None:
            raise WorkerError("no_synthesizer", "espeak-ng not found")
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
            raise WorkerError("no_synthesizer", repr(exc)) from None
        voice = None
        for line in listing.splitlines()[1:]:
            fields = line.split()
            if len(fields) >= 5 and _lang_matches([fields[1]], lang) >= 0:
                voice = fields[4]
                break
        if voice is None:
            raise WorkerError("no_voice", f"espeak-ng has no voice for {lang}")
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
            raise WorkerError("driver_error", repr(exc)) from None
        if done.returncode != 0 or not os.path.exists(path) or os.path.getsize(path) <= 44:
            raise WorkerError("driver_error", done.stderr.decode("utf-8", "replace")[-200:])


def make_renderer(engine: str, lang: str, rate: int, volume: int, folder: str) -> Any:
    """The renderer for ``engine``; "auto" on Linux prefers the espeak-ng program.

    pyttsx3 2.99's espeak driver writes the WAV file when espeak reports the end of the
    message, before it adds that callback's samples: the end of every sentence is cut off, and
    a sentence whose samples all arrive in that last callback gives an empty file ("no audio
    rendered"). The espeak-ng program's ``-w`` writes complete files, so on Linux it renders
    whenever it is installed; pyttsx3 (SAPI5, NSSpeechSynthesizer, or libespeak-ng without
    the program) is the second choice.
    """
    kinds: list[type] = []
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
        raise WorkerError("not_installed", f"no renderer for {engine}")
    # The most telling reason: a voice problem beats a missing library.
    order = ["no_voice", "no_synthesizer", "driver_error", "not_installed"]
    errors.sort(key=lambda e: order.index(e.problem) if e.problem in order else len(order))
    if any(e.problem == "not_installed" for e in errors) and all(
        e.problem in ("not_installed", "no_synthesizer") for e in errors
    ):
        # pyttsx3 missing and no espeak-ng either: nothing to speak with is installed.
        first = next(e for e in errors if e.problem == "not_installed")
        raise WorkerError("not_installed", "; ".join(e.detail for e in errors)) from first
    raise errors[0]


class Worker:
    def __init__(self, out: Any) -> None:
        self.out = out
        self.lock = threading.Condition()
        self.items: collections.deque[dict[str, Any]] = collections.deque()
        self.min_gen = 0
        self.quit = False

    def send(self, **event: Any) -> None:
        self.out.write(json.dumps(event) + "\n")
        self.out.flush()

    def read_commands(self, stream: Any) -> None:
        for line in stream:
            try:
                command = json.loads(line)
            except ValueError:
                continue
            with self.lock:
                op = command.get("op")
                if op == "cancel":
                    self.min_gen = max(self.min_gen, int(command.get("gen", 0)))
                    self.items = collections.deque(
                        item
                        for item in self.items
                        if item.get("op") != "say" or item["gen"] >= self.min_gen
                    )
                elif op == "quit":
                    self.quit = True
                elif op in ("say", "set"):
                    self.items.append(command)
                self.lock.notify()
        with self.lock:
            self.quit = True  # the game went away
            self.lock.notify()

    def next_item(self) -> dict[str, Any] | None:
        with self.lock:
            while not self.items and not self.quit:
                self.lock.wait()
            if self.quit:
                return None
            return self.items.popleft()

    def stale(self, gen: int) -> bool:
        with self.lock:
            return self.quit or gen < self.min_gen

    def render(self, renderer: Any, text: str, path: str) -> None:
        """Render once more after a driver error before giving up (the detail of the first
        failure goes to stderr, which the game keeps in its error log)."""
        try:
            renderer.render(text, path)
        except WorkerError as exc:
            if exc.problem != "driver_error":
                raise
            print(f"speech worker: retrying after {exc.problem}: {exc.detail}", file=sys.stderr)
            with contextlib.suppress(OSError):
                os.remove(path)
            renderer.render(text, path)

    def run(self, renderer: Any, folder: str, rate: int, volume: int) -> None:
        while True:
            item = self.next_item()
            if item is None:
                return
            if item["op"] == "set":
                rate = int(item.get("rate", rate))
                volume = int(item.get("volume", volume))
                try:
                    if item.get("lang"):
                        renderer.set_language(str(item["lang"]).lower())
                        self.send(ev="voice", voice=renderer.voice)
                    renderer.configure(rate, volume)
                except WorkerError as exc:
                    self.send(ev="error", gen=-1, id=-1, problem=exc.problem, detail=exc.detail)
                continue
            gen, ident = int(item["gen"]), int(item["id"])
            pieces = chunks(str(item["text"])) or [" "]
            for seq, piece in enumerate(pieces):
                if self.stale(gen):
                    break
                path = os.path.join(folder, f"{ident}-{seq}.wav")
                try:
                    self.render(renderer, piece, path)
                except WorkerError as exc:
                    self.send(ev="error", gen=gen, id=ident, problem=exc.problem, detail=exc.detail)
                    break
                last = seq == len(pieces) - 1
                self.send(ev="chunk", gen=gen, id=ident, seq=seq, path=path, last=last)


def main() -> int:
    # Keep the protocol on a private copy of stdout; anything else printed goes nowhere.
    out = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    stdin = open(sys.stdin.fileno(), encoding="utf-8", closefd=False)  # noqa: SIM115
    worker = Worker(out)
    try:
        init = json.loads(stdin.readline() or "{}")
    except ValueError:
        init = {}
    folder = str(init.get("dir") or ".")
    try:
        renderer = make_renderer(
            str(init.get("engine", "auto")),
            str(init.get("lang", "nl")).lower(),
            int(init.get("rate", 175)),
            int(init.get("volume", 100)),
            folder,
        )
    except WorkerError as exc:
        worker.send(ev="fatal", problem=exc.problem, detail=exc.detail)
        return 1
    except Exception as exc:
        worker.send(ev="fatal", problem="driver_error", detail=repr(exc))
        return 1
    worker.send(ev="ready", engine=renderer.engine_name, voice=renderer.voice)
    reader = threading.Thread(target=worker.read_commands, args=(stdin,), daemon=True)
    reader.start()
    try:
        worker.run(renderer, folder, int(init.get("rate", 175)), int(init.get("volume", 100)))
    except Exception as exc:
        worker.send(ev="fatal", problem="driver_error", detail=repr(exc))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
