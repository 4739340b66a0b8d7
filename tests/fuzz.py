"""Random command lines for in-process sessions of every game (issue 22): the suite runs a few
seconds of it (``tests/test_fuzz_games.py``), ``bench/fuzz_games.py`` as much as asked for.

Lines are built from what a player has at hand: the command vocabulary (words and phrases),
card names, numbers in and out of range, moves the rules allow (typed as the game offers
them), and junk (control characters, other scripts, punctuation, empty lines). Each line goes
through :meth:`Session.handle`; a finding is a reply with the game's crash sentence, a record
in the error log, a refused or misunderstood line that changed the game, or silence while a
question was open.
"""

from __future__ import annotations

import random
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import LOG_FILE, Settings, Statistics, Store
from scorpion_a11y.commands import model as cm
from scorpion_a11y.commands import parse
from scorpion_a11y.commands.suggest import move_text_for
from scorpion_a11y.commands.vocabulary import vocabulary
from scorpion_a11y.game.cards import DECK, Card
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.names import card_name
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration import app_text as say

#: Every game x Klassiek/Versoepeld x app/traditional rules.
KINDS: tuple[tuple[Variant, Rules, bool], ...] = tuple(
    (variant, rules, traditional)
    for variant in SPECS
    for rules in Rules
    for traditional in (False, True)
)

JUNK = (
    "", " ", "\t", "?", "!", ".", ",", "...", "-", "'", '"', "\x1b", "\x1b[A", "\x00", "\u202e",
    "\u200b", "é", "ß", "♥", "🂱", "😀", "日本", "ض", "ﬁ", "Ⅶ", "٣", "½", "-1", "0", "1e9",
    "99999999999999999999", "nan", "None", "{card}", "%s", "{}", "\\", "/", ";", ":", "|",
    "ja", "nee", "yes", "no", "1", "2", "3", "klassiek", "versoepeld", "traditioneel",
)  # fmt: skip

#: Commands that run the solver (seconds each): left out unless asked for.
SLOW = (cm.Hint, cm.Solvable)


@dataclass(frozen=True)
class Finding:
    kind: tuple[Variant, Rules, bool]
    line: str
    problem: str
    lines_before: tuple[str, ...]


@cache
def pools(language: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The vocabulary's words, its command phrases, and card names (the language's and the
    canonical Dutch ones)."""
    tr = translator(language)
    vocab = vocabulary(tr)
    cards = tuple(sorted({card_name(tr, c) for c in DECK} | {c.name for c in DECK}))
    return tuple(vocab.word_list), tuple(vocab.command_lines), cards


#: Answers to the game's questions (rules, yes/no, a choice), tried often while one is open.
ANSWERS = (
    "", "", "ja", "nee", "yes", "no", "klassiek", "versoepeld", "traditioneel", "relaxed",
    "traditioneel versoepeld", "1", "2", "3", "de eerste", "kolom 1", "14", "ja graag",
)  # fmt: skip


def near_the_table(game: Game, language: str) -> tuple[str, ...]:
    """Names of the cards one rank from a card a player can see (the top cards and the cards
    beside the table), any suit: the cards a player would try to move."""
    tr = translator(language)
    seen = [game.top(c) for c in range(game.columns)] + list(game.beside)
    near = {
        Card.from_index(card.index // 13 * 13 + rank)
        for card in seen
        if card is not None
        for rank in (card.index % 13 - 1, card.index % 13 + 1)
        if 0 <= rank < 13
    }
    near = {Card.from_index(c.index % 13 + 13 * s) for c in near for s in range(4)}
    return tuple(sorted(card_name(tr, c) for c in near))


def random_line(rng: random.Random, session: Session, language: str) -> str:
    """One line a player, a dictation program or a cat on the keyboard might produce."""
    words, phrases, cards = pools(language)
    game = session.game
    if session.dialog.pending is not None and rng.random() < 0.4:
        return rng.choice(ANSWERS)
    if rng.random() < 0.5:
        cards = near_the_table(game, language) or cards
    new_game = ("nieuw spel", "new game")[language == "en"]
    values = (*ANSWERS[6:10], "wasp", "drie blinde muizen", "dubbele scorpion", "open scorpion")
    number = str(rng.choice([rng.randint(-1, game.columns + 2), rng.randint(0, 20), 10**6]))
    shape = rng.random()
    if shape < 0.18:  # a move the rules allow, as the game would offer it
        moves = [m for m in game.legal_moves() if isinstance(m, Move)]
        if moves:
            return move_text_for(session.tr, rng.choice(moves))
    if shape < 0.30:
        return f"{rng.choice(cards)} {rng.choice(words)} {number}"
    if shape < 0.42:
        return f"{rng.choice(cards)} naar kolom {number}"
    if shape < 0.48:
        return rng.choice(cards)
    if shape < 0.60:
        return rng.choice(phrases)
    if shape < 0.68:
        return f"{rng.choice(phrases)} {rng.choice([number, rng.choice(words), rng.choice(cards)])}"
    if shape < 0.80:
        return " ".join(rng.choice(words) for _ in range(rng.randint(1, 6)))
    if shape < 0.86:
        return f"{new_game} " + " ".join(
            rng.choice((*values, *values, rng.choice(words), number))
            for _ in range(rng.randint(0, 3))
        )
    if shape < 0.93:
        return rng.choice(JUNK)
    pieces = words + cards + JUNK + (number,)
    line = " ".join(rng.choice(pieces) for _ in range(rng.randint(1, 8)))
    return line if rng.random() < 0.8 else line[: rng.randint(0, len(line))]


def _is_slow(line: str, session: Session) -> bool:
    """The line asks the solver (a parser that breaks on it is the session's to report)."""
    try:
        return isinstance(parse(line, session.game, session.tr), SLOW)
    except Exception:
        return False


def _state(session: Session) -> tuple[object, ...]:
    game = session.game
    return (id(game), game.position(), game.score, game.line(), game.can_redo)


def start(folder: Path, kind: tuple[Variant, Rules, bool], number: int, language: str) -> Session:
    variant, rules, traditional = kind
    session = Session(Store(folder), Settings(), Statistics(), Narrator(language))
    session.start(number, rules, variant=variant, traditional=traditional)
    return session


def run_kind(
    kind: tuple[Variant, Rules, bool],
    lines: int,
    seed: object,
    folder: Path,
    language: str = "nl",
    slow: bool = False,
) -> Iterator[Finding]:
    """Feed ``lines`` random lines to a session of ``kind``; yield what went wrong."""
    rng = random.Random(f"{seed}-{kind[0].value}-{kind[1].value}-{kind[2]}-{language}")
    session = start(folder, kind, rng.randint(1, 999_999), language)
    # "Er ging iets mis" / "Something went wrong", in every language the game speaks
    crash = {say.unexpected_error(translator(lang)).split(",")[0] for lang in ("nl", "en")}
    said: list[str] = []
    log = folder / LOG_FILE
    for _ in range(lines):
        if session.finished:  # "stop": the next start resumes the game
            session = start(folder, kind, rng.randint(1, 999_999), language)
        line = random_line(rng, session, language)
        while not slow and _is_slow(line, session):
            line = random_line(rng, session, language)
        before, asking = _state(session), session.dialog.pending is not None
        reply = session.handle(line)
        said.append(line)
        heard = session.heard
        problems = []
        if any(text in reply for text in crash):
            problems.append(f"crash sentence: {reply}")
        if log.exists():
            problems.append("error log: " + log.read_text(encoding="utf-8")[-2000:])
            log.unlink()
        refused = heard.refusal is not None or isinstance(
            heard.command, (cm.Refused, cm.ParseError)
        )
        if refused and _state(session) != before:
            problems.append(f"a refusal changed the game: {reply}")
        # no output in-process: the output and speech-rate commands have nothing to say
        if asking and not reply and not isinstance(heard.command, (cm.SetOutput, cm.SetRate)):
            problems.append("silence while a question was open")
        for problem in problems:
            yield Finding(kind, line, problem, tuple(said[-12:]))


def run(
    lines_per_kind: int,
    seed: object = 0,
    kinds: tuple[tuple[Variant, Rules, bool], ...] = KINDS,
    languages: tuple[str, ...] = ("nl",),
    slow: bool = False,
    memory: str | None = None,
) -> tuple[list[Finding], int, float]:
    """Every kind in turn; the findings, the lines fed and the seconds it took."""
    findings: list[Finding] = []
    began = time.perf_counter()
    for language in languages:
        for kind in kinds:
            with tempfile.TemporaryDirectory(prefix="scorpion-fuzz-", dir=memory) as tmp:
                findings.extend(run_kind(kind, lines_per_kind, seed, Path(tmp), language, slow))
    total = lines_per_kind * len(kinds) * len(languages)
    return findings, total, time.perf_counter() - began
