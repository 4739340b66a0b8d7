"""Saving and statistics for one session: the session's collaborator for everything on disk.

The session asks the keeper to make the game durable before it speaks, to count a game as
started or won, and to keep settings; the keeper knows whether that worked, so no sentence
ever says "saved" when it was not. No player text here: it returns facts
(:class:`SaveState`), the session words them through the narration layer.
"""

from __future__ import annotations

import copy
import traceback
from collections.abc import Iterable

from ..game.engine import Game
from ..game.events import Event, GameWon, Redone
from ..records import InProgress, Loaded, ReadOnly, SaveState, Settings, Statistics
from .storage import GAME_FILE, SavedGame, Store

__all__ = ["Keeper", "ReadOnly", "SaveState"]


def _proven(game: Game) -> bool | None:
    """What the solver has proven about the game's deal (the published lists, instant):
    winnable, not winnable, or ``None`` (not known, or not a numbered deal)."""
    from ..solver.winnable import proven

    return proven(game.variant, game.rules, game.traditional, game.deal_number)


def _known(saved: SavedGame) -> bool | None:
    """What is known of the game's deal: the published lists, else what the solver proved
    of it during play (:meth:`Keeper.proven`)."""
    listed = _proven(saved.game)
    return listed if listed is not None else saved.proven


def _same(a: SavedGame, b: SavedGame) -> bool:
    """The same game at the same move: the same deal, start and line of play."""
    ga, gb = a.game, b.game
    return ga.deal_number == gb.deal_number and ga.start == gb.start and ga.line() == gb.line()


class Keeper:
    """What is on disk for one session: the game, the statistics and the settings."""

    def __init__(
        self,
        store: Store,
        stats: Statistics,
        settings: Settings,
        read_only: ReadOnly | None = None,
    ) -> None:
        self.store = store
        self.stats = stats
        self.settings = settings
        self.read_only = read_only
        if read_only is None and not store.usable:
            self.read_only = ReadOnly.NO_FOLDER
        elif read_only is None and store.locked_out:
            self.read_only = (
                ReadOnly.NO_LOCK if store.lock_error is not None else ReadOnly.OTHER_INSTANCE
            )
        #: the game a new game replaced, its file name and the statistics before, while
        #: ``terug`` can still bring it back (until the new game's first action); kept in
        #: ``vorig-spel.json`` too, so the way back outlives a restart
        self.replaced: tuple[SavedGame, str | None, Statistics] | None = None
        #: the deal number, moves and deal file's name of the game ``terug`` could bring back
        #: until the new game's first action: ``terug`` with nothing to undo says why it is gone
        self.dropped: tuple[int | None, int, str | None] | None = None
        self.failing = False  # the last attempt to save the game failed
        self.attempts = 0  # saves tried so far (a retry is not needed right after one)
        self._failure_told = False

    @property
    def state(self) -> SaveState:
        if self.read_only is not None:
            return SaveState.READ_ONLY
        return SaveState.FAILED if self.failing else SaveState.SAVED

    # ------------------------------------------------------------------ the game

    def load_game(self) -> Loaded[SavedGame | None]:
        """The saved game; an unreadable one (no permission) makes this session read-only."""
        loaded = self.store.load_game(put_aside_bad=self.read_only is None)
        if self.read_only is None and GAME_FILE in self.store.hands_off:
            self.read_only = ReadOnly.SAVE_UNREADABLE
        return loaded

    def save(self, saved: SavedGame | None) -> bool:
        """Make the game durable; True the first time saving fails (say it in full then)."""
        if saved is None or self.read_only is not None:
            return False
        self.attempts += 1
        try:
            self.store.save_game(saved)
        except OSError:
            self.log(traceback.format_exc())
            self.failing = True
            first = not self._failure_told
            self._failure_told = True
            return first
        if self.failing:
            self.failing = False
            self._failure_told = False  # a later failure is news again
        return False

    def finish(self, saved: SavedGame | None) -> None:
        """The player stops: write the whole game to ``spel.json`` once more, so the goodbye
        says "saved" only when it is there now (and no journal is left to replay)."""
        if saved is None or self.read_only is not None:
            return
        try:
            self.store.compact(saved)
        except OSError:
            self.log(traceback.format_exc())
            self.failing = True
        else:
            self.failing = False

    def idle(self) -> None:
        """Between announcements: compact the journal when it is due."""
        if self.read_only is None and not self.failing:
            self.store.compact_if_due()

    def retry(self, saved: SavedGame | None, attempts_before: int) -> None:
        """While saving fails, every action tries again (once: not when it just did)."""
        if self.failing and self.attempts == attempts_before:
            self.save(saved)

    # ------------------------------------------------------------------ a replaced game

    def replacing(self, saved: SavedGame | None, source: str | None) -> None:
        """A new game replaces ``saved``: a game in progress is kept, with the statistics as
        they are before it is abandoned, so ``terug`` can bring both back. A game without a
        move in it (a new game replaced at once by another) keeps the way back to the game
        before it: the promise "typ terug" still holds (trial 4)."""
        if saved is not None and not saved.game.moves and not saved.counted:
            if self.replaced is None:
                self.dropped = None
                self.keep_way_back()
            return  # nothing of it to keep; what terug brings back stays as it was
        self.replaced, self.dropped = None, None
        # a won or given-up game is over: nothing to go back to (trial 6: terug brought back
        # a game given up, which no longer plays)
        if saved is not None and not saved.game.won and not saved.given_up:
            self.replaced = (saved, source, copy.deepcopy(self.stats))
        self.keep_way_back()

    def begun(self) -> None:
        """The game in play has its first action (call after it is saved): the game it
        replaced is left for good, and only which game it was is kept (``terug`` says why it
        no longer brings it back)."""
        if self.replaced is None:
            return
        game, source = self.replaced[0].game, self.replaced[1]
        self.replaced, self.dropped = None, (game.deal_number, game.moves, source)
        self.keep_way_back()

    def left_behind(self) -> None:
        """Another game comes into play at start (not the saved one): no way back, and no
        word about one."""
        self.replaced = self.dropped = None
        self.keep_way_back()

    def way_back_after_restart(self, saved: SavedGame) -> None:
        """The saved game resumes: the way back kept with it comes back with it. Only while
        nothing was done in it; a file that says otherwise (the first action saved, the
        process killed before the file was changed) keeps only the words why it is gone."""
        loaded = self.store.load_way_back()
        if loaded.problem is not None:
            self.log(f"vorig-spel.json: {loaded.problem.value}, put aside as {loaded.aside}")
        way = loaded.value
        self.replaced = self.dropped = None
        if way is None:
            return
        if way.saved is not None and _same(way.saved, saved):
            # the game it was kept for is the one in play: the process stopped between
            # saving a new game (or the one brought back) and changing this file
            self.keep_way_back()
        elif way.saved is not None and way.stats is not None and not saved.game.line():
            self.replaced = (way.saved, way.source, way.stats)
        else:
            self.dropped = (way.number, way.moves, way.source)

    def keep_way_back(self) -> None:
        """``vorig-spel.json`` as the way back stands now (a failure is logged: the way back
        then holds until the game stops)."""
        from .storage import WayBack

        if self.read_only is not None:
            return
        way: WayBack | None = None
        if self.replaced is not None:
            saved, source, stats = self.replaced
            way = WayBack(saved.game.deal_number, saved.game.moves, saved, source, stats)
        elif self.dropped is not None:
            number, moves, source = self.dropped
            way = WayBack(number, moves, source=source)
        try:
            self.store.save_way_back(way)
        except OSError:
            self.log(traceback.format_exc())

    def kept(self, saved: SavedGame | None) -> SavedGame | None:
        """The game ``terug`` would bring back when it is not ``saved`` itself (a new game,
        replaced at once by another, stood between): the sentence then names it."""
        if self.replaced is None or self.replaced[0] is saved:
            return None
        return self.replaced[0]

    def kept_source(self) -> str | None:
        """The deal file's name of the game ``terug`` would bring back (``kept``), if any."""
        return self.replaced[1] if self.replaced is not None else None

    def bring_back(self) -> tuple[SavedGame, str | None]:
        """``terug`` right after a new game: the replaced game and its statistics return."""
        assert self.replaced is not None
        saved, source, self.stats = self.replaced
        self.replaced = self.dropped = None
        self.save_stats()
        return saved, source  # the caller saves it, then calls keep_way_back

    # ------------------------------------------------------------------ statistics

    def progress(self, saved: SavedGame, events: Iterable[Event]) -> None:
        """Count the game as played at its first action, and its win once."""
        game = saved.game
        if not saved.counted and game.moves > 0:
            saved.counted = True
            self.stats.game_started(game.rules, game.variant, game.traditional, _known(saved))
            self.save_stats()
        events = tuple(events)
        won_now = any(isinstance(e, GameWon) for e in events) or any(
            isinstance(e, Redone) and any(isinstance(x, GameWon) for x in e.events) for e in events
        )
        if won_now and not saved.won_counted:
            saved.won_counted = True
            known = _known(saved)
            self.stats.game_won(game.rules, game.score, game.variant, game.traditional, known)
            if known is None:  # a deal won was winnable (trial 8: "weet de oplosser niet")
                saved.proven = True
                self.stats.deal_proven(game.rules, game.variant, game.traditional, True, True)
            self.save_stats()

    @staticmethod
    def counts_lost(saved: SavedGame | None) -> bool:
        """Leaving ``saved`` for another game counts it as lost: it counts as played (a move
        was made) and it is not won. A game without a move never counts; a game given up
        already counts as lost (so leaving it is not said to make it so). A game once won
        stays won when its win is undone (trial 4: ``terug`` after the win, then
        ``statistiek`` said "nog bezig" with the win in the streak)."""
        return (
            saved is not None
            and saved.counted
            and not saved.game.won
            and not saved.won_counted
            and not saved.given_up
        )

    def in_progress(self, saved: SavedGame | None, lost: bool = False) -> InProgress | None:
        """``saved`` when it counts as played and is not over (not won, not given up): the
        statistics call it neither won nor lost; ``lost``: proven lost as it stands (the
        traditional rules), said so, with ``terug`` still open."""
        if saved is None or not self.counts_lost(saved):
            return None
        g = saved.game
        return InProgress(g.rules, g.variant, g.traditional, _known(saved), lost)

    def abandon(self, saved: SavedGame | None) -> bool:
        """A played, unwon game is left for another one: it stays counted as played and not
        won, and its winning streak ends. True when it counted as lost so."""
        if not self.counts_lost(saved):
            return False
        assert saved is not None
        g = saved.game
        self.stats.game_abandoned(g.rules, g.variant, g.traditional)
        self.save_stats()
        return True

    def give_up(self, saved: SavedGame) -> None:
        """The player declared the game lost (``opgeven``): it counts as played and not won
        (a loss), and its winning streak ends. Counted once per game; a game without a move
        never counts (trial 9: given up at move 0 it was "1 spel gespeeld, 0 gewonnen")."""
        g = saved.game
        if saved.given_up:  # counted once per game
            return
        saved.given_up = True
        if not saved.counted:
            return
        self.stats.game_abandoned(g.rules, g.variant, g.traditional)
        self.save_stats()

    def proven(self, saved: SavedGame, winnable: bool) -> None:
        """The solver proved during play whether the deal of ``saved`` can be won (``waar ging
        het mis``, a peeking answer): the statistics count it so, from its first move or, if
        it already counts as played, from now (trial 6). Once per game; a deal the published
        lists already know is counted so from the start."""
        if _known(saved) is not None:
            return
        saved.proven = winnable
        if saved.counted:
            g = saved.game
            self.stats.deal_proven(g.rules, g.variant, g.traditional, winnable, saved.won_counted)
            self.save_stats()

    def solvable_asked(self, game: Game) -> None:
        self.stats.solvable_asked(game.rules, game.variant, game.traditional)
        self.save_stats()

    def save_stats(self) -> None:
        if self.read_only is not None:
            return
        try:
            self.store.save_statistics(self.stats)
        except OSError:
            self.log(traceback.format_exc())

    # ------------------------------------------------------------------ settings

    def save_settings(self) -> None:
        if self.read_only in (ReadOnly.OTHER_INSTANCE, ReadOnly.NO_LOCK, ReadOnly.NO_FOLDER):
            return
        try:
            self.store.save_settings(self.settings)
        except OSError:
            self.log(traceback.format_exc())

    # ------------------------------------------------------------------ the error log

    def log(self, text: str) -> None:
        self.store.log_error(text)

    @property
    def game_file(self) -> str:
        return str(self.store.path(GAME_FILE))
