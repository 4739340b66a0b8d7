"""Any line a player (or a dictation program) produces gets an answer and no traceback.

The real session (engine, parser, narration, files on disk) is fed arbitrary text and
fragments of real commands; nothing may reach the error log, and a line the parser rejects
leaves the game exactly as it was.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hints import quick_session_hints
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from seed_texts import SEED_DEAL

from scorpion_a11y import commands
from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import LOG_FILE, Settings, Statistics, Store
from scorpion_a11y.commands import parse
from scorpion_a11y.commands.model import Ambiguous, ParseError, Refused, Result
from scorpion_a11y.game.deal import Position
from scorpion_a11y.game.engine import Action, Game
from scorpion_a11y.i18n import Translator
from scorpion_a11y.narration import Narrator

WORDS = [
    "harten", "ruiten", "klaveren", "schoppen", "4", "vier", "14", "0", "boer", "heer", "aas",
    "naar", "op", "kolom", "7", "9", "zet", "terug", "opnieuw", "bord", "waar", "is", "reserve",
    "hint", "zetten", "status", "herhaal", "vorige", "help", "uitvoerigheid", "kort", "taal",
    "snelheid", "200", "♥", "🂱", "é", "\x1b[A", "\t", "?", ".", "een", "twee",
]  # fmt: skip

# Lines shaped like moves and questions, with values in and out of range.
command_like = st.builds(
    "{}{} {} {}{}{}".format,
    st.sampled_from(["", "zet ", "waar is ", "kolom ", "lees "]),
    st.sampled_from(["harten", "ruiten", "klaveren", "schoppen", "h", "kolom", ""]),
    st.integers(min_value=-1, max_value=15),
    st.sampled_from(["naar ", "op ", ""]),
    st.sampled_from(["kolom ", "harten ", ""]),
    st.integers(min_value=-1, max_value=15).map(str) | st.just(""),
)

lines = st.one_of(
    st.text(max_size=200),
    st.lists(st.sampled_from(WORDS), min_size=1, max_size=7).map(" ".join),
    command_like,
)


#: Each example starts a session that saves its game (fsync); what is checked here is the
#: answers, not the disk, so the saves go to memory where the system has a memory folder.
MEMORY = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None


def new_session(folder: Path) -> Session:
    session = Session(Store(folder), Settings(), Statistics(), Narrator("nl"))
    session.start(deal_path=str(SEED_DEAL))
    return session


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(lines, min_size=1, max_size=8))
def test_every_line_gets_an_answer_and_a_rejected_line_changes_nothing(batch: list[str]) -> None:
    # a typed "hint" answers on quick_hint's budget (tests/hints.py), not 0.8 s each
    with (
        quick_session_hints(),
        tempfile.TemporaryDirectory(prefix="scorpion-robust-", dir=MEMORY) as tmp,
        pytest.MonkeyPatch.context() as patch,
    ):
        # The parser reads each line twice, here and in the session (about half of the test's
        # CPU): the session's reading of the very line the test just read, on the same
        # untouched table with no options open, is the test's own result (parse changes
        # nothing and depends on nothing else; tests/test_commands_robust.py). Any other
        # call parses.
        last: list[tuple[str, Game, Position, Result]] = []

        def parse_once(
            text: str, game: Game, tr: Translator, choices: tuple[Action, ...] = ()
        ) -> Result:
            if last and not choices and tr is session.tr:
                seen, on, position, result = last.pop()
                if seen == text and on is game and position == game.position():
                    return result
            return parse(text, game, tr, choices)

        patch.setattr(commands, "parse", parse_once)
        folder = Path(tmp)
        session = new_session(folder)
        for line in batch:
            game = session.game
            before = (game.position(), game.score, game.moves)
            result = parse(line, game, session.tr)
            last[:] = [(line, game, before[0], result)]
            reply = session.handle(line)
            assert isinstance(reply, str)
            log = folder / LOG_FILE
            assert not log.exists(), log.read_text(encoding="utf-8")
            if isinstance(result, (ParseError, Refused, Ambiguous)):
                assert reply
                after = session.game
                assert (after.position(), after.score, after.moves) == before
