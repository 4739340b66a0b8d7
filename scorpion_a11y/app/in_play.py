"""The game in play: the saved game and where it came from, its clock, and what was said
about how it stands (lost, no useful move left).

The session, the new-game flow and the hint and solver answers all read and change the game
through this one object, so a game that comes into play (a new deal, ``terug`` to the game a
new one replaced) always starts with its clock running from now and its news untold.
"""

from __future__ import annotations

import time

from ..game.engine import Game
from ..narration import Narrator
from ..settings import Verbosity
from ..utterance import join
from .conversation import DeadEnd
from .keeper import Keeper
from .storage import SavedGame

#: How long ``heb ik verloren`` may search whether the traditional rules' game is lost.
ASKED_LOSS_SECONDS = 0.5


class InPlay:
    """The game the player is playing (``saved``) and what goes with it."""

    def __init__(self, keeper: Keeper, narrator: Narrator) -> None:
        self.keeper = keeper
        self.n = narrator
        self.saved: SavedGame | None = None
        #: The deal file's name when the game came from one.
        self.source: str | None = None
        #: "No (useful) move left" once per dead end.
        self.dead_end = DeadEnd()
        #: The traditional rules' "Lost" was said for the game as it stands (issue 12).
        self.lost_told = False
        #: When the game clock last ran up to (it runs while this session holds the game).
        self.clock = time.monotonic()

    @property
    def game(self) -> Game:
        assert self.saved is not None
        return self.saved.game

    def take(self, saved: SavedGame, source: str | None) -> None:
        """``saved`` comes into play: its clock runs from now, its dead end and loss are news.
        ``source``: the deal file it came from (None: the one saved with it, if any)."""
        if source is not None and saved.game.deal_number is None:
            saved.source = source
        self.saved, self.source = saved, source if source is not None else saved.source
        self.clock = time.monotonic()
        self.dead_end.forget()
        self.lost_told = False

    def tick(self) -> None:
        """Run the game clock up to now (it is saved with the game, so it pauses while the
        game is closed)."""
        now = time.monotonic()
        if self.saved is not None:
            self.saved.seconds += max(0.0, now - self.clock)
        self.clock = now

    def save(self) -> str:
        """Save the game; an empty string, or one sentence the first time saving fails."""
        self.tick()
        if self.keeper.save(self.saved):
            return self.n.save_failed(str(self.keeper.store.folder))
        return ""

    def loss_sentence(self, undone: bool = False) -> str:
        """Traditional rules: "Lost: ..." once when the game becomes lost (and again, shorter,
        when an undo leaves it lost); nothing when the search is not sure in time."""
        game = self.game
        if not game.traditional or game.won:
            return ""
        from ..solver.loss import ASK_SECONDS, ASK_STATES, Loss, verdict

        # after an undo in a game said to be lost, as far as kan het nog looks: "Nog steeds
        # verloren" or nothing must agree with it (trial 7)
        long = undone and self.lost_told
        loss = (verdict(game, ASK_SECONDS, ASK_STATES) if long else verdict(game)).loss
        if loss is Loss.OPEN:
            self.lost_told = False
        if loss is not Loss.LOST or (self.lost_told and not undone):
            return ""
        again, self.lost_told = self.lost_told, True
        return self.n.lost(game, again)

    def lost_now(self) -> bool | None:
        """Traditional rules: whether the game as it stands is lost (True), can still make
        progress (False), or the search could not tell in time (None); None in app rules."""
        game = self.game
        if not game.traditional or game.won:
            return None
        from ..solver.loss import MOVE_STATES, Loss, verdict

        # asked, so it may take longer than the check after each move (at most half a second)
        loss = verdict(game, ASKED_LOSS_SECONDS, 10 * MOVE_STATES).loss
        return None if loss is Loss.UNKNOWN else loss is Loss.LOST

    def lost_as_told(self) -> bool:
        """Traditional rules: the game as it stands is lost as the player heard it ("Verloren"
        after the move, or again after an undo, kan het nog, hint), or as the check after a
        move finds it now (a restart forgets what was told); for ``statistiek`` and
        ``status``, so they never call a game "nog bezig" that was said to be lost (trial 8)."""
        game = self.game
        if not game.traditional or game.won:
            return False
        if self.lost_told:
            return True
        from ..solver.loss import Loss, verdict

        return verdict(game).loss is Loss.LOST

    def stuck_sentence(self) -> str:
        """'No (useful) move left', once per dead end."""
        return self.n.dead_end(self.game) if self.dead_end.news(self.game) else ""

    def opening_board(self) -> str:
        """The table at the start of a game, short first: the top card of every column (at
        normaal with how to hear the whole board); the whole board only at uitgebreid, where
        the player asked for detail. ``bord`` reads it at any time."""
        level = self.n.verbosity
        if level is Verbosity.UITGEBREID:
            return self.n.board(self.game)
        game = self.game
        tops = join(" ", (self.n.tops(game), self.n.beside(game), self.n.runs_lying(game)))
        if level is Verbosity.KORT:
            return tops
        return join(" ", (tops, self.n.board_on_request()))
