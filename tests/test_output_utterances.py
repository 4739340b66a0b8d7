"""Speech as data: every announcement reaches the output as its text and its utterances.

Narration makes the utterances where it puts sentences together; nothing splits text again.
What a player notices: a speaking output hears the board column by column and a move sentence
by sentence (so Escape or the next command cuts in between), the terminal shows exactly the
same line as before, and nothing is said twice or left out.
"""

from __future__ import annotations

import io
import random
import re
from functools import cache
from pathlib import Path

import pytest
from recording import RecordingBackend
from seed_texts import SEED_DEAL, SEED_START

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.commands import model as cm
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.output import Output
from scorpion_a11y.output.base import Terminal
from scorpion_a11y.settings import Verbosity
from scorpion_a11y.utterance import Spoken, Utterance, utterances


def session_with(tmp_path: Path, backend: RecordingBackend, language: str = "nl") -> Session:
    out = Output(tr=translator(language), backend=backend)
    out.start()
    session = Session(
        Store(tmp_path / "data"), Settings(), Statistics(), Narrator(language), output=out
    )
    return session


def said(backend: RecordingBackend) -> list[str]:
    return [u.text for u in backend.said[-1]]


def test_the_board_is_handed_over_column_by_column(tmp_path: Path) -> None:
    rec = RecordingBackend()
    session = session_with(tmp_path, rec)
    session.start(deal_path=str(SEED_DEAL))
    text = session.handle("bord")
    assert text == SEED_START  # the text is the rule document's, character for character
    assert session.out is not None
    session.out.say(text)
    assert rec.spoken[-1] == SEED_START
    assert said(rec)[0] == "reserve: 3 gedekte kaarten; geen reeks verwijderd."
    assert [t.split(":")[0] for t in said(rec)[1:]] == [f"kolom {c}" for c in range(1, 8)]
    # the first utterance stops what was still being said, the rest wait their turn
    assert [u.interrupt for u in rec.said[-1]] == [True] + [False] * 7
    assert " ".join(said(rec)) == SEED_START  # nothing twice, nothing left out


def test_a_move_is_handed_over_sentence_by_sentence_and_repeat_says_it_again(
    tmp_path: Path,
) -> None:
    rec = RecordingBackend()
    session = session_with(tmp_path, rec)
    session.start(deal_path=str(SEED_DEAL))
    text = session.handle("harten 4 naar kolom 7")
    assert session.out is not None
    session.out.say(text)
    first = rec.said[-1]
    assert [u.text for u in first] == [
        "Harten 4 met 1 kaart erop naar kolom 7, op harten 5.",
        "Bovenop kolom 2: klaveren 3.",
    ]
    again = session.handle("herhaal")
    assert again == text
    session.out.say(again)
    assert rec.said[-1] == first  # the same utterances, not one long text


def test_text_output_prints_the_announcement_as_one_line() -> None:
    stream = io.StringIO()
    out = Output("tekst", translator("nl"), stream=stream)
    out.start()
    board = Narrator("nl").board(Game(dealfile.load(SEED_DEAL), None))
    assert isinstance(board, Spoken) and len(board.utterances) == 8
    out.say(board)
    assert out.terminal is Terminal.TEXT
    assert stream.getvalue() == SEED_START + "\n"


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("verbosity", list(Verbosity))
def test_every_announcement_of_a_game_is_its_utterances_joined(
    tmp_path: Path, language: str, verbosity: Verbosity
) -> None:
    """Moves, undo, redo, the reserve, answers, help, refusals and mistakes: each
    announcement's utterances, joined by a space, are exactly the text the terminal shows."""
    rec = RecordingBackend()
    session = session_with(tmp_path, rec, language)
    session.n.verbosity = verbosity
    rng = random.Random(f"{language}{verbosity.value}")
    session.start(number=rng.randint(1, 10_000))
    reading = ["bord", "bovenkaarten", "kolom 3", "status", "score", "zetten", "regels"]
    reading += ["help", "hint", "statistiek", "herhaal", "vorige", "harten 4 naar kolom 9"]
    reading += ["blabla", "help zet", "reserve"]
    for step in range(60):
        moves = session.game.legal_moves()
        if step % 7 == 3 or not moves:
            line = reading[step % len(reading)]
            text = session.handle(line)
        elif step % 11 == 5:
            text = session.handle("terug")
        else:
            text = session.run(cm.Play(rng.choice(moves)))
        if not text:
            continue
        assert session.out is not None
        session.out.say(text)
        pieces = rec.said[-1]
        assert pieces and all(isinstance(u, Utterance) and u.text.strip() for u in pieces)
        assert " ".join(u.text for u in pieces) == text, (step, text)
        assert utterances(text) == tuple(Utterance(u.text) for u in pieces)


#: Where one sentence ends and the next begins inside a text: a full stop, question or
#: exclamation mark, a space, and a capital (or a digit) starting the next sentence.
SENTENCE_BREAK = re.compile(r"[.?!] (?=[A-ZÀ-Ý0-9])")


@cache
def _one_message_patterns() -> list[tuple[re.Pattern[str], tuple[str, ...]]]:
    """Each Dutch catalog message as a pattern (a placeholder matches anything): a message
    the translator wrote as several sentences is one utterance by design; only sentences put
    together by code must stay apart. With each pattern, its fixed pieces of text: a text
    that lacks one of them cannot match it (tried first: it is much cheaper)."""
    from po import entries

    folder = Path(__file__).resolve().parent.parent / "locales" / "nl" / "LC_MESSAGES"
    patterns = []
    for path in sorted(folder.glob("*.po")):
        for entry in entries(path):
            for text in entry.msgstr:
                if SENTENCE_BREAK.search(text):
                    parts = re.split(r"(\{\w+\})", text)
                    body = "".join(".+?" if p.startswith("{") else re.escape(p) for p in parts)
                    fixed = tuple(p for p in parts if p and not p.startswith("{"))
                    patterns.append((re.compile(body, re.DOTALL), fixed))
    return patterns


LINES = [
    "bord",
    "bovenkaarten",
    "kolom 3",
    "kolom 99",
    "status",
    "score",
    "zetten",
    "regels",
    "help",
    "help zet",
    "statistiek",
    "herhaal",
    "vorige",
    "hartn naar kolom 3",
    "harten 4 naar kolom 9",
    "blabla",
    "reserve",
    "reserve",
    "ongedaan",
    "opnieuw",
    "opnieuw",
    "schoppenaas naar kolom 1",
    "klaverenheer naar kolom 2",
    "1 naar 2",
    "kolom",
    "geluid",
    "uitvoer",
    "volume 300",
    "nieuw spel",
    "nee",
    "waar is harten 7",
]


@pytest.mark.parametrize("spec", sorted(SPECS, key=lambda v: v.value), ids=lambda v: v.value)
def test_every_multi_sentence_answer_reaches_the_output_as_several_utterances(
    tmp_path: Path, spec: Variant
) -> None:
    """Each sentence is an utterance of its own, so Escape or the next command can stop
    between them: "Onbekend woord: hartn. Bedoelde je: …?" is two, never one."""
    messages = _one_message_patterns()
    combos = [(rules, traditional) for rules in Rules for traditional in (False, True)]
    for combo, (rules, traditional) in enumerate(combos):
        rec = RecordingBackend()
        session = session_with(tmp_path / f"{rules.value}{traditional}", rec)
        session.start(number=7, rules=rules, variant=spec, traditional=traditional)
        rng = random.Random(f"{spec.value}{rules.value}{traditional}")
        for step in range(24):
            moves = session.game.legal_moves()
            if step % 2 or not moves:
                line = LINES[(combo * 12 + step // 2) % len(LINES)]
                text = session.handle(line)
            else:
                line = "zet"
                text = session.run(cm.Play(rng.choice(moves)))
            if not text:
                continue
            assert session.out is not None
            session.out.say(text)
            for u in rec.said[-1]:
                breaks = [b.start() for b in SENTENCE_BREAK.finditer(u.text)]
                if not breaks:
                    continue
                # where the catalog's messages lie in it, worked out once per utterance
                spans = [
                    m.span()
                    for p, fixed in messages
                    if all(piece in u.text for piece in fixed)
                    for m in p.finditer(u.text)
                ]
                for at in breaks:
                    inside = (start <= at < end for start, end in spans)
                    assert any(inside), (line, u.text[: at + 20])
