"""Nothing is lost: the game in progress, the settings and the statistics, on disk.

Three small versioned JSON files in the player's data folder (platformdirs' user data dir, or
the folder named by ``SCORPION_A11Y_DATA``):

- ``spel.json``: the game in progress as its start (deal number and rules, or the whole start
  position) plus the line of actions played; a resume replays the line through the engine.
- ``instellingen.json``: output, verbosity, speech rate and language.
- ``statistiek.json``: per rule set: played, won, best score, streaks, solvability questions.

Every write is atomic: a temporary file in the same folder, flushed to disk, then renamed over
the old one, so a killed process or a closed terminal leaves either the old or the new file,
never half of one. A file that cannot be read is renamed aside (``spel.json.kapot-<n>``) and
reported; the caller starts afresh.

No player text here: callers turn the results into sentences.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..game import dealfile
from ..game.cards import Card
from ..game.deal import MAX_DEAL, MIN_DEAL, Position, Rules
from ..game.engine import DEAL_RESERVE, Action, Game, Move
from ..game.rules import Variant

VERSION = 1
GAME_FILE = "spel.json"
SETTINGS_FILE = "instellingen.json"
STATS_FILE = "statistiek.json"
LOG_FILE = "fouten.log"

OUTPUTS = ("auto", "tekst", "spraak", "schermlezer")
VERBOSITIES = ("kort", "normaal", "uitgebreid")


class SaveError(ValueError):
    """A save file that exists but cannot be used."""


def data_dir() -> Path:
    """The folder for the player's files (created when missing)."""
    env = os.environ.get("SCORPION_A11Y_DATA")
    if env:
        path = Path(env).expanduser()
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir("scorpion-a11y", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` all at once: temporary file, fsync, rename."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def put_aside(path: Path) -> Path:
    """Rename a bad file out of the way (never delete it) and return its new name."""
    n = 1
    while True:
        target = path.with_name(f"{path.name}.kapot-{n}")
        if not target.exists():
            break
        n += 1
    os.replace(path, target)
    return target


def _read_json(path: Path) -> Any:
    """The decoded JSON of ``path``, ``None`` when it does not exist; SaveError when bad."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as err:
        raise SaveError(str(err)) from err
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as err:
        raise SaveError(str(err)) from err
    if not isinstance(data, dict):
        raise SaveError("not an object")
    version = data.get("versie")
    if not isinstance(version, int) or version < 1:
        raise SaveError("no version")
    if version > VERSION:
        raise SaveError(f"version {version} is newer than {VERSION}")
    return data


# --------------------------------------------------------------------- the game in progress


def action_to_data(action: Action) -> dict[str, Any]:
    if isinstance(action, Move):
        data: dict[str, Any] = {"kaart": action.card.name, "naar": action.to + 1}
        if action.src is not None:
            data["uit"] = action.src + 1  # Double Scorpion: which copy
        return data
    return {"reserve": True}


def action_from_data(data: Any) -> Action:
    if not isinstance(data, dict):
        raise SaveError(f"bad action {data!r}")
    if data.get("reserve") is True:
        return DEAL_RESERVE
    try:
        card = Card.from_name(str(data["kaart"]))
        to = int(data["naar"]) - 1
        src = int(data["uit"]) - 1 if "uit" in data else None
    except (KeyError, ValueError, TypeError) as err:
        raise SaveError(f"bad action {data!r}") from err
    return Move(card, to, src)


@dataclass
class SavedGame:
    """A game in progress as stored: its start and its line of play.

    ``counted``: the game already counts as played in the statistics. ``won_counted``: its
    win was already counted (undoing past the win and winning again counts once).
    """

    game: Game
    counted: bool = False
    won_counted: bool = False


def game_to_data(saved: SavedGame) -> dict[str, Any]:
    game = saved.game
    data: dict[str, Any] = {
        "versie": VERSION,
        "nummer": game.deal_number,
        "regels": game.rules.value,
        "variant": game.variant.value,
        "traditioneel": game.traditional,
        "zetten": [action_to_data(a) for a in game.line()],
        "geteld": saved.counted,
        "winst_geteld": saved.won_counted,
    }
    if game.deal_number is None:
        data["opstelling"] = dealfile.to_data(game.start)
    return data


def game_from_data(data: Any) -> SavedGame:
    """Rebuild the game by replaying its line; SaveError when anything does not fit."""
    if not isinstance(data, dict):
        raise SaveError("not an object")
    try:
        rules = Rules(data.get("regels", Rules.KLASSIEK.value))
        variant = Variant(data.get("variant", Variant.SCORPION.value))
        traditional = data.get("traditioneel", False)
        if not isinstance(traditional, bool):
            raise ValueError(traditional)
    except ValueError as err:
        raise SaveError("bad rules") from err
    number = data.get("nummer")
    if number is not None and (
        not isinstance(number, int)
        or isinstance(number, bool)
        or not MIN_DEAL <= number <= MAX_DEAL
    ):
        raise SaveError("bad deal number")
    if "opstelling" in data:
        try:
            position: Position = dealfile.parse(data["opstelling"])
        except dealfile.DealFileError as err:
            raise SaveError(str(err)) from err
        game = Game(position, number)
    elif number is not None:
        game = Game.new(number, rules, variant, traditional)
    else:
        raise SaveError("no start")
    moves = data.get("zetten", [])
    if not isinstance(moves, list):
        raise SaveError("bad line")
    for raw in moves:
        action = action_from_data(raw)
        try:
            game.play(action)
        except ValueError as err:  # MoveRefused: the line does not fit this start
            raise SaveError(f"action {raw!r} refused") from err
    return SavedGame(game, bool(data.get("geteld", False)), bool(data.get("winst_geteld", False)))


@dataclass
class Loaded:
    """What loading found: the value (or None), and where a bad file was put aside."""

    value: Any = None
    aside: Path | None = None


# --------------------------------------------------------------------- settings


@dataclass
class Settings:
    output: str = "auto"
    verbosity: str = "normaal"
    rate: int | None = None
    language: str = "nl"

    def to_data(self) -> dict[str, Any]:
        return {
            "versie": VERSION,
            "uitvoer": self.output,
            "uitvoerigheid": self.verbosity,
            "tempo": self.rate,
            "taal": self.language,
        }

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Settings:
        """Settings from a file; unknown or bad values fall back to the defaults one by one."""
        s = cls()
        if data.get("uitvoer") in OUTPUTS:
            s.output = data["uitvoer"]
        if data.get("uitvoerigheid") in VERBOSITIES:
            s.verbosity = data["uitvoerigheid"]
        rate = data.get("tempo")
        if isinstance(rate, int) and not isinstance(rate, bool):
            s.rate = rate
        lang = data.get("taal")
        if isinstance(lang, str) and lang.isalpha() and 2 <= len(lang) <= 8:
            s.language = lang
        return s


# --------------------------------------------------------------------- statistics


@dataclass
class RuleStats:
    played: int = 0
    won: int = 0
    best_score: int | None = None
    streak: int = 0
    longest_streak: int = 0
    solvable_asked: int = 0

    @property
    def win_percentage(self) -> int:
        """Whole percent of games won (0 when none played)."""
        return round(100 * self.won / self.played) if self.played else 0

    def to_data(self) -> dict[str, Any]:
        return {
            "gespeeld": self.played,
            "gewonnen": self.won,
            "beste_score": self.best_score,
            "reeks": self.streak,
            "langste_reeks": self.longest_streak,
            "oplosbaar_gevraagd": self.solvable_asked,
        }

    @classmethod
    def from_data(cls, data: Any) -> RuleStats:
        if not isinstance(data, dict):
            return cls()

        def num(key: str) -> int:
            v = data.get(key, 0)
            return v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else 0

        best = data.get("beste_score")
        return cls(
            played=num("gespeeld"),
            won=num("gewonnen"),
            best_score=best if isinstance(best, int) and not isinstance(best, bool) else None,
            streak=num("reeks"),
            longest_streak=num("langste_reeks"),
            solvable_asked=num("oplosbaar_gevraagd"),
        )


def stats_key(rules: Rules, variant: Variant = Variant.SCORPION, traditional: bool = False) -> str:
    """The statistics file's key for a game and rules: ``klassiek`` for Scorpion (as before),
    ``wasp/klassiek``, ``scorpion/versoepeld/traditioneel``."""
    if variant is Variant.SCORPION and not traditional:
        return rules.value
    key = f"{variant.value}/{rules.value}"
    return key + "/traditioneel" if traditional else key


@dataclass
class Statistics:
    """Statistics per game and rules (see :func:`stats_key`)."""

    per_rules: dict[str, RuleStats] = field(
        default_factory=lambda: {r.value: RuleStats() for r in Rules}
    )

    def get(
        self, rules: Rules, variant: Variant = Variant.SCORPION, traditional: bool = False
    ) -> RuleStats:
        return self.per_rules.setdefault(stats_key(rules, variant, traditional), RuleStats())

    def __getitem__(self, rules: Rules) -> RuleStats:
        return self.get(rules)

    def game_started(
        self, rules: Rules, variant: Variant = Variant.SCORPION, traditional: bool = False
    ) -> None:
        """A game got its first action: it counts as played."""
        self.get(rules, variant, traditional).played += 1

    def game_won(
        self,
        rules: Rules,
        score: int,
        variant: Variant = Variant.SCORPION,
        traditional: bool = False,
    ) -> None:
        s = self.get(rules, variant, traditional)
        s.won += 1
        s.streak += 1
        s.longest_streak = max(s.longest_streak, s.streak)
        if s.best_score is None or score > s.best_score:
            s.best_score = score

    def game_abandoned(
        self, rules: Rules, variant: Variant = Variant.SCORPION, traditional: bool = False
    ) -> None:
        """A played game was left unwon for another one: the winning streak ends."""
        self.get(rules, variant, traditional).streak = 0

    def solvable_asked(
        self, rules: Rules, variant: Variant = Variant.SCORPION, traditional: bool = False
    ) -> None:
        self.get(rules, variant, traditional).solvable_asked += 1

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"versie": VERSION}
        for key, s in self.per_rules.items():
            data[key] = s.to_data()
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Statistics:
        stats = cls()
        for key, value in data.items():
            if key != "versie" and isinstance(key, str):
                stats.per_rules[key] = RuleStats.from_data(value)
        return stats


# --------------------------------------------------------------------- the store


class Store:
    """The three files in one folder."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir()
        self.folder.mkdir(parents=True, exist_ok=True)

    def path(self, name: str) -> Path:
        return self.folder / name

    def _load(self, name: str) -> Loaded:
        path = self.path(name)
        try:
            return Loaded(_read_json(path))
        except SaveError:
            return Loaded(None, self._aside(path))

    def _aside(self, path: Path) -> Path | None:
        try:
            return put_aside(path)
        except OSError:
            return path

    # the game
    def load_game(self) -> Loaded:
        """The saved game (a :class:`SavedGame`) or None; a bad file is put aside."""
        loaded = self._load(GAME_FILE)
        if loaded.value is None:
            return loaded
        try:
            return Loaded(game_from_data(loaded.value))
        except SaveError:
            return Loaded(None, self._aside(self.path(GAME_FILE)))

    def save_game(self, saved: SavedGame) -> None:
        write_atomic(self.path(GAME_FILE), json.dumps(game_to_data(saved), ensure_ascii=False))

    # settings
    def load_settings(self) -> Loaded:
        loaded = self._load(SETTINGS_FILE)
        loaded.value = Settings.from_data(loaded.value) if loaded.value else Settings()
        return loaded

    def save_settings(self, settings: Settings) -> None:
        write_atomic(self.path(SETTINGS_FILE), json.dumps(settings.to_data(), indent=1))

    # statistics
    def load_statistics(self) -> Loaded:
        loaded = self._load(STATS_FILE)
        loaded.value = Statistics.from_data(loaded.value) if loaded.value else Statistics()
        return loaded

    def save_statistics(self, stats: Statistics) -> None:
        write_atomic(self.path(STATS_FILE), json.dumps(stats.to_data(), indent=1))

    def log_error(self, text: str) -> None:
        """Append a traceback for the developers; never raises."""
        with contextlib.suppress(OSError), open(self.path(LOG_FILE), "a", encoding="utf-8") as fh:
            fh.write(text.rstrip() + "\n\n")
