"""Hints: legal, blind to hidden cards, ranked alternatives, sentences through the catalog."""

from __future__ import annotations

import random

import pytest

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import Card, Suit, run_of
from scorpion_a11y.game.deal import ColumnLayout, Position, Rules, deal
from scorpion_a11y.game.engine import DEAL_RESERVE, Game, Move
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.hints import hint_sentence, reason_text, solvable_sentence
from scorpion_a11y.solver import hint as hint_module
from scorpion_a11y.solver.hint import (
    Hint,
    HintReason,
    _key,
    moves,
    ranked,
    ranked_sampled,
    ranked_view,
    seen,
    suggest,
    view,
)
from scorpion_a11y.solver.search import Outcome, SolveResult

C = Card.from_name


def reshuffle_hidden(position: Position, rng: random.Random) -> Position:
    """The same table with the face-down and reserve cards shuffled among themselves."""
    hidden = [c for col in position.columns for c in col.face_down] + list(position.reserve)
    rng.shuffle(hidden)
    it = iter(hidden)
    cols = tuple(
        ColumnLayout(tuple(next(it) for _ in col.face_down), col.face_up)
        for col in position.columns
    )
    reserve = tuple(next(it) for _ in position.reserve)
    return Position(cols, reserve, position.removed, position.rules)


@pytest.mark.parametrize("number", range(1, 7))  # one case per deal: spread over the cores
@pytest.mark.parametrize("rules", [Rules.KLASSIEK, Rules.VERSOEPELD])
def test_hidden_cards_never_change_the_hint(
    rules: Rules, number: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the look-ahead on 300 views, not the player's 8,000: what it ranks is the view alone at
    # any depth, and the view is what is compared (the 12 cases 4.1 s of CPU, now 0.8 s)
    monkeypatch.setattr(hint_module, "LOOKAHEAD_VIEWS", 300)
    rng = random.Random(11 * number)
    game = Game.new(number, rules)
    for _ in range(4):  # also later in the game, after some hinted moves
        other = Game(reshuffle_hidden(game.position(), rng))
        assert other.position() != game.position()
        # the same view and the same tables had so far (the line as the player saw it)
        hints = ranked(game)
        assert ranked_view(view(other), seen(game)) == hints
        # on to a later table by the look-ahead's own first choice (the sampled hint's
        # independence of the hidden cards: test_play)
        if not hints or hints[0].action is DEAL_RESERVE:
            break
        game.play(hints[0].action)


def test_every_hint_is_legal_and_alternatives_differ() -> None:
    for number in range(1, 11):
        game = Game.new(number)
        hints = ranked(game)
        assert hints, number
        for hint in hints:
            assert game.is_legal(hint.action)
        assert len(set(hints)) == len(hints)
    # the hint the player hears samples the hidden cards; its alternatives differ too
    game = Game.new(3)
    sampled = ranked_sampled(game, samples=4, states=2000, seconds=60)
    assert sampled and len({h.action for h in sampled}) == len(sampled)
    for skip, hint in enumerate(sampled[:3]):
        assert game.is_legal(hint.action)
        assert suggest(game, skip, samples=4, states=2000, seconds=60) == hint


def test_view_moves_are_the_engines_legal_moves() -> None:
    rng = random.Random(3)
    for number in range(20, 26):
        game = Game.new(number, rng.choice(list(Rules)))
        for _ in range(30):
            mine = {(s.card, s.to) for s in moves(view(game), all_empty=True)}
            engine = {(m.card.index, m.to) for m in game.legal_moves()}
            assert mine == engine
            legal = game.legal_moves()
            if not legal:
                break
            game.play(rng.choice(legal))


def test_reserve_comes_after_the_useful_moves() -> None:
    game = Game.new(1)
    hints = ranked(game)
    assert hints[-1] == Hint(DEAL_RESERVE, HintReason.DEAL_RESERVE)
    assert all(h.action is not DEAL_RESERVE for h in hints[:-1])


def _position(columns: list[tuple[list[str], list[str]]], removed: tuple[Suit, ...]) -> Position:
    cols = [ColumnLayout(tuple(map(C, d)), tuple(map(C, u))) for d, u in columns]
    cols += [ColumnLayout()] * (7 - len(cols))
    return Position(tuple(cols), (), removed)


def test_nothing_useful_left() -> None:
    # Aces on top of four columns; the cards that would fit on the other three lie face down.
    tops = [
        "hartenaas",
        "ruitenaas",
        "klaverenaas",
        "schoppenaas",
        "harten 3",
        "ruiten 3",
        "klaveren 3",
    ]
    downs = ["harten 2", "ruiten 2", "klaveren 2"]
    middle = [c for c in (Card.from_index(i) for i in range(52)) if c.name not in tops + downs]
    cols = []
    for c in range(7):
        down = (C(downs[c]),) if c < 3 else ()
        cols.append(ColumnLayout(down, (*middle[6 * c : 6 * c + 6], C(tops[c]))))
    position = Position(tuple(cols), (), ())
    game = Game(position)
    assert game.legal_moves() == []
    assert suggest(game) is None
    tr = translator("nl")
    assert hint_sentence(tr, game, None) == (
        "Er is geen zet meer mogelijk. Maak zetten ongedaan of begin een nieuw spel."
    )
    assert hint_sentence(tr, game, None, skip=1).startswith("Geen andere zet om aan te raden")


def test_reasons_for_typical_moves() -> None:
    # Column 1: a face-down card under harten 4; harten 5 on top of column 2.
    position = _position(
        [
            (["klaverenaas"], ["harten 4"]),
            ([], ["schoppenheer", "harten 5"]),
        ],
        (),
    )
    rest = [
        c
        for c in map(lambda i: Card.from_index(i), range(52))
        if c.name not in ("klaverenaas", "harten 4", "schoppenheer", "harten 5")
    ]
    cols = list(position.columns)
    cols[4] = ColumnLayout((), tuple(rest[:45]))
    position = Position(tuple(cols), tuple(rest[45:]), ())
    game = Game(position)
    hint = ranked(game)[0]  # the look-ahead's own reason (the sampled hint keeps it)
    assert hint == Hint(Move(C("harten 4"), 1), HintReason.UNCOVERS_CARD)
    tr = translator("nl")
    assert hint_sentence(tr, game, hint) == (
        "Tip: harten 4 naar kolom 2: legt een gedekte kaart bloot."
    )


def test_completing_a_run_is_preferred() -> None:
    hearts = [c.name for c in run_of(Suit.HARTEN)]
    position = _position(
        [
            ([], hearts[:12]),  # harten heer .. harten 2
            ([], ["hartenaas"]),
            (["ruitenheer"], ["schoppen 5"]),
            ([], ["schoppen 6"]),
        ],
        (),
    )
    used = set(hearts) | {"ruitenheer", "schoppen 5", "schoppen 6"}
    rest = tuple(c for c in (Card.from_index(i) for i in range(52)) if c.name not in used)
    cols = list(position.columns)
    cols[5] = ColumnLayout((), rest[:-3])
    game = Game(Position(tuple(cols), rest[-3:], ()))
    hint = suggest(game)
    assert hint is not None
    assert (hint.action, hint.reason) == (Move(C("hartenaas"), 0), HintReason.COMPLETES_RUN)
    assert "maakt een reeks af" in hint_sentence(translator("nl"), game, hint)


def test_rule_document_game_hint_is_spoken_in_both_languages() -> None:
    game = Game(dealfile.load("tests/data/seed.json"))
    hint = suggest(game)
    assert hint is not None
    nl = hint_sentence(translator("nl"), game, hint)
    en = hint_sentence(translator("en"), game, hint)
    assert nl.startswith("Tip: ") and nl.endswith(".")
    assert en.startswith("Tip: ") and en != nl
    assert reason_text(translator("nl"), hint.reason) in nl


def test_every_reason_has_words() -> None:
    for lang in ("nl", "en"):
        tr = translator(lang)
        texts = {reason_text(tr, r) for r in HintReason}
        assert len(texts) == len(HintReason)


def test_solvable_sentences() -> None:
    tr = translator("nl")
    won = SolveResult(Outcome.WON, (DEAL_RESERVE,) * 3, 10, 0.1)
    assert solvable_sentence(tr, won).startswith("Ja") and "zetten" not in solvable_sentence(
        tr, won
    )
    lost = SolveResult(Outcome.LOST, (), 10, 0.1)
    assert solvable_sentence(tr, lost).startswith("Nee")
    open_ = SolveResult(Outcome.UNDECIDED, (), 10, 2.1)
    assert solvable_sentence(tr, open_).startswith("Weet ik niet binnen 2 seconden")


def test_deal_position_unchanged_by_hints() -> None:
    game = Game.new(8)
    before = game.position()
    ranked(game)
    suggest(game, 2)
    assert game.position() == before == deal(8)
    assert game.moves == 0


@pytest.mark.parametrize("variant", list(Variant), ids=lambda v: v.value)
def test_tables_had_follow_undo_and_a_new_line(variant: Variant) -> None:
    """The loop guard's tables had so far (``seen``, which keeps its last answer and replays
    only what the line gained) are the ones a fresh replay of the line gives: after moves,
    after an undo, after another move in its place, in another game with the same deal."""

    def fresh(game: Game) -> frozenset[object]:
        replay = Game(game.start)
        keys = {_key(view(replay))}
        for action in game.line():
            replay.play(action)
            keys.add(_key(view(replay)))
        return frozenset(keys)

    rng = random.Random(variant.value)
    game = Game.new(3, Rules.VERSOEPELD, variant)
    twin = Game.new(3, Rules.VERSOEPELD, variant)
    for step in range(30):
        if step % 4 == 3 and game.undoable:
            game.undo()  # and, every other time, another move in its place before asking
        if step % 8 != 3 and (legal := game.legal_moves()):
            game.play(rng.choice(legal))
        assert seen(game) == fresh(game)
        if step % 10 == 9:  # the same start, another (shorter) line; then the game again
            assert seen(twin) == fresh(twin)
