"""The records the game keeps and says: settings, statistics, what loading a file found, and
whether the game is saved.

Plain values, shared by the app (which keeps them on disk: ``app/storage.py``) and narration
(which says them), so narration needs no app module. Each record reads and writes its own
JSON object (``to_data``/``from_data``), checking every value; the files themselves are the
app's business.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Generic, TypeGuard, TypeVar

from .game.deal import Rules
from .game.rules import Variant
from .settings import OUTPUT_CHOICES, VERBOSITIES, OutputChoice, Verbosity

#: The version written into every file of ours.
VERSION = 1
#: Largest count kept in the statistics; anything above is damage.
MAX_COUNT = 10**9
#: Largest score magnitude believed in the statistics.
MAX_SCORE = 10**7

#: A JSON object as read from or written to one of the files (values checked where used).
JsonObject = dict[str, object]
T = TypeVar("T", covariant=True)


def is_int(value: object) -> TypeGuard[int]:
    """A JSON integer (``True`` is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)


# --------------------------------------------------------------------- loading


class FileProblem(enum.Enum):
    """Why a file could not be used."""

    DAMAGED = "damaged"  # unreadable content: put aside
    NOT_A_FILE = "not_a_file"  # a folder, a FIFO, a device: put aside
    PERMISSION = "permission"  # no permission to read: left where it is


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """What loading found: the value (or None), and where a bad file was put aside.

    ``problem``: why the file could not be used (None when it could, or there was none);
    ``path``: the file itself (for a file left in place, ``PERMISSION``).
    """

    value: T
    aside: Path | None = None
    problem: FileProblem | None = None
    path: Path | None = None


# --------------------------------------------------------------------- saving


class SaveState(enum.Enum):
    """Whether what the player just heard is on disk."""

    SAVED = "saved"
    FAILED = "failed"  # saving was tried and failed; it is tried again on every action
    READ_ONLY = "read_only"  # deliberately not saving (another game holds the folder, ...)


class ReadOnly(enum.Enum):
    """Why this session does not write the saved game."""

    OTHER_INSTANCE = "other_instance"  # another game holds the folder's lock
    NO_LOCK = "no_lock"  # the folder's lock cannot be taken at all (spel.slot unusable)
    SAVE_UNREADABLE = "save_unreadable"  # spel.json cannot be read (permission): not replaced
    NO_FOLDER = "no_folder"  # the data folder cannot be made or used


# --------------------------------------------------------------------- settings


@dataclass
class Settings:
    output: str = OutputChoice.AUTO.value
    verbosity: str = "normaal"
    rate: int | None = None
    language: str = "nl"
    #: Earcons: "aan", "uit", or None (on when a device works and output is not a pipe).
    sound: str | None = None
    volume: int = 80
    sound_mono: bool = False
    #: "geluid in plaats van woorden": kort leaves out what a sound already says.
    sound_words: bool = False
    #: "kan het nog" answers without looking at the face-down cards (``antwoord eerlijk``,
    #: the default) or by looking at them (``antwoord spiekend``).
    fair_answer: bool = True

    def to_data(self) -> JsonObject:
        return {
            "versie": VERSION,
            "uitvoer": self.output,
            "uitvoerigheid": self.verbosity,
            "tempo": self.rate,
            "taal": self.language,
            "geluid": self.sound,
            "volume": self.volume,
            "geluid_mono": self.sound_mono,
            "geluid_voor_woorden": self.sound_words,
            "kan_het_nog": "eerlijk" if self.fair_answer else "spiekend",
        }

    @classmethod
    def from_data(cls, data: JsonObject) -> Settings:
        """Settings from a file; unknown or bad values fall back to the defaults one by one."""
        s = cls()
        output, verbosity = data.get("uitvoer"), data.get("uitvoerigheid")
        if isinstance(output, str) and output in OUTPUT_CHOICES:
            s.output = output
        if isinstance(verbosity, str) and verbosity in VERBOSITIES:
            s.verbosity = verbosity
        rate = data.get("tempo")
        if is_int(rate) and 0 <= rate <= 100:
            s.rate = rate
        lang = data.get("taal")
        if isinstance(lang, str) and lang.isalpha() and 2 <= len(lang) <= 8:
            s.language = lang
        sound = data.get("geluid")
        if sound == "aan" or sound == "uit":
            s.sound = sound
        volume = data.get("volume")
        if is_int(volume) and 0 <= volume <= 100:
            s.volume = volume
        for key, attr in (("geluid_mono", "sound_mono"), ("geluid_voor_woorden", "sound_words")):
            if isinstance(data.get(key), bool):
                setattr(s, attr, data[key])
        answer = data.get("kan_het_nog")
        if answer in ("eerlijk", "spiekend"):
            s.fair_answer = answer == "eerlijk"
        return s


@dataclass(frozen=True)
class SettingsView:
    """The player's settings as they stand, for ``instellingen`` (the session knows them)."""

    #: the output chosen (``OutputChoice`` value) and the one in use now ("": not known)
    output: str = OutputChoice.AUTO.value
    output_now: str = ""
    verbosity: Verbosity = Verbosity.NORMAAL
    #: the speech rate, 0-100 (50 when never set)
    rate: int = 50
    #: the sounds are playing now
    sound_on: bool = False
    volume: int = 80
    mono: bool = False
    sound_words: bool = False
    #: ``kan het nog`` answers without looking at the face-down cards
    fair: bool = True


# --------------------------------------------------------------------- statistics


@dataclass
class RuleStats:
    played: int = 0
    won: int = 0
    best_score: int | None = None
    streak: int = 0
    longest_streak: int = 0
    solvable_asked: int = 0
    #: games played on deals the solver has proven winnable, and how many of them were won
    played_winnable: int = 0
    won_winnable: int = 0
    #: games played on deals the solver has proven cannot be won (each one a loss)
    played_unwinnable: int = 0

    @property
    def win_percentage(self) -> int:
        """Whole percent of games won (0 when none played)."""
        return round(100 * self.won / self.played) if self.played else 0

    @property
    def lost(self) -> int:
        """Games played and not won (a game in progress counts, as in the percentage)."""
        return self.played - self.won

    def finished(self, winnable: bool | None) -> RuleStats:
        """These statistics without one game in progress (counted as played from its first
        move, neither won nor lost yet); ``winnable``: what the solver proved of its deal."""
        return replace(
            self,
            played=max(0, self.played - 1),
            played_winnable=max(0, self.played_winnable - (winnable is True)),
            played_unwinnable=max(0, self.played_unwinnable - (winnable is False)),
        )

    @property
    def winnable_percentage(self) -> int:
        """Whole percent of the games on proven winnable deals that were won."""
        if not self.played_winnable:
            return 0
        return round(100 * self.won_winnable / self.played_winnable)

    def to_data(self) -> JsonObject:
        return {
            "gespeeld": self.played,
            "gewonnen": self.won,
            "beste_score": self.best_score,
            "reeks": self.streak,
            "langste_reeks": self.longest_streak,
            "oplosbaar_gevraagd": self.solvable_asked,
            "gespeeld_winbaar": self.played_winnable,
            "gewonnen_winbaar": self.won_winnable,
            "gespeeld_onwinbaar": self.played_unwinnable,
        }

    @classmethod
    def from_data(cls, data: object) -> RuleStats:
        if not isinstance(data, dict):
            return cls()

        def num(key: str) -> int:
            v = data.get(key, 0)
            return v if is_int(v) and 0 <= v <= MAX_COUNT else 0

        best = data.get("beste_score")
        s = cls(
            played=num("gespeeld"),
            won=num("gewonnen"),
            best_score=best if is_int(best) and abs(best) <= MAX_SCORE else None,
            streak=num("reeks"),
            longest_streak=num("langste_reeks"),
            solvable_asked=num("oplosbaar_gevraagd"),
            played_winnable=num("gespeeld_winbaar"),  # missing in older files: 0
            won_winnable=num("gewonnen_winbaar"),
            played_unwinnable=num("gespeeld_onwinbaar"),
        )
        # Counts that contradict each other are brought back in line, never beyond 100 %.
        s.won = min(s.won, s.played)
        s.longest_streak = min(s.longest_streak, s.won)
        s.streak = min(s.streak, s.longest_streak)
        s.played_winnable = min(s.played_winnable, s.played)
        s.won_winnable = min(s.won_winnable, s.played_winnable, s.won)
        s.played_unwinnable = min(s.played_unwinnable, s.played - s.played_winnable, s.lost)
        if s.won == 0:
            s.best_score = None
        return s


def stats_key(rules: Rules, variant: Variant = Variant.SCORPION, traditional: bool = False) -> str:
    """The statistics file's key for a game and rules: ``klassiek`` for Scorpion (as before),
    ``wasp/klassiek``, ``scorpion/versoepeld/traditioneel``."""
    if variant is Variant.SCORPION and not traditional:
        return rules.value
    key = f"{variant.value}/{rules.value}"
    return key + "/traditioneel" if traditional else key


@dataclass(frozen=True)
class InProgress:
    """The game in play when it counts as played and is not over (not won, not given up):
    the statistics call it neither won nor lost. ``winnable``: what the solver proved of its
    deal (``None``: not known). ``lost``: the traditional rules' check proved it lost as it
    stands (the player heard "Verloren"); it still counts only when left or given up, since
    ``terug`` can take the losing move back (trial 8)."""

    rules: Rules
    variant: Variant
    traditional: bool
    winnable: bool | None = None
    lost: bool = False


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
        self,
        rules: Rules,
        variant: Variant = Variant.SCORPION,
        traditional: bool = False,
        winnable: bool | None = None,
    ) -> None:
        """A game got its first action: it counts as played. ``winnable``: what the solver
        has proven about its deal (``None``: not known)."""
        s = self.get(rules, variant, traditional)
        s.played += 1
        if winnable is True:
            s.played_winnable += 1
        elif winnable is False:
            s.played_unwinnable += 1

    def deal_proven(
        self,
        rules: Rules,
        variant: Variant,
        traditional: bool,
        winnable: bool,
        won: bool,
    ) -> None:
        """The solver proved, during play, what a game already counted as played (with its
        deal not known, :meth:`game_started`) was dealt: it counts as on a winnable (and,
        ``won``, won) or an unwinnable deal from now (trial 6: ``waar ging het mis`` said "not
        winnable from the start" and ``statistiek`` then "the solver does not know")."""
        s = self.get(rules, variant, traditional)
        if winnable:
            s.played_winnable = min(s.played_winnable + 1, s.played)
            if won:
                s.won_winnable = min(s.won_winnable + 1, s.played_winnable, s.won)
        else:
            s.played_unwinnable = min(s.played_unwinnable + 1, s.played - s.played_winnable)

    def game_won(
        self,
        rules: Rules,
        score: int,
        variant: Variant = Variant.SCORPION,
        traditional: bool = False,
        winnable: bool | None = None,
    ) -> None:
        """A game was won; ``winnable`` as it was counted at its start (:meth:`game_started`)."""
        s = self.get(rules, variant, traditional)
        s.won += 1
        if winnable is True:
            s.won_winnable = min(s.won_winnable + 1, s.played_winnable)
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

    def to_data(self) -> JsonObject:
        data: JsonObject = {"versie": VERSION}
        for key, s in self.per_rules.items():
            data[key] = s.to_data()
        return data

    @classmethod
    def from_data(cls, data: JsonObject) -> Statistics:
        stats = cls()
        for key, value in data.items():
            if key != "versie" and isinstance(key, str):
                stats.per_rules[key] = RuleStats.from_data(value)
        return stats
