"""Issue 22, part C: one definition of a useful move (``rules.useful``), and what the game says
with it.

Document 003 deals the reserve "wanneer er geen nuttige zet meer overblijft". A move is not
useful when moving the same cards straight back undoes it; every other move is. These tests hold
the definition to that in every game and rule set (each move that is not useful can be moved
straight back; each useful move makes the table strictly better in one fixed order, so no line
of useful moves goes on for ever and the reserve can always be reached), and hold the engine,
the hints, the loss check and the solver to the same definition.
"""

from __future__ import annotations

import random
from itertools import pairwise
from pathlib import Path

import pytest
from positions import build

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game import dealfile
from scorpion_a11y.game import rules as core
from scorpion_a11y.game.cards import Card, Rank, Suit
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game, Move
from scorpion_a11y.game.events import Reason
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.narration import Narrator
from scorpion_a11y.solver.hint import Budget, ranked_view, view
from scorpion_a11y.solver.loss import Loss, verdict
from scorpion_a11y.solver.state import DEAL, children, encode, from_position

KINDS = [
    (variant, rules, traditional)
    for variant in SPECS
    for rules in Rules
    for traditional in (False, True)
]
NO_MOVE = "Er is geen zet meer mogelijk"


def kind_id(kind: tuple[Variant, Rules, bool]) -> str:
    variant, rules, traditional = kind
    return f"{variant.value}-{rules.value}-{'traditioneel' if traditional else 'app'}"


def walk(variant: Variant, rules: Rules, traditional: bool, deals: int = 3) -> list[Game]:
    """Games in the positions of random play (moves, including those that only renumber a
    column, and the reserve deal), a few deals of the game."""
    found: list[Game] = []
    for number in range(1, deals + 1):
        rng = random.Random(f"{variant.value}-{rules.value}-{traditional}-{number}")
        game = Game.new(number, rules, variant, traditional)
        for _ in range(60):
            found.append(game.copy())
            actions: list[Action] = list(game.legal_moves(renumbering=True))
            if game.is_legal(DEAL_RESERVE):
                actions.append(DEAL_RESERVE)
            if not actions or game.won:
                break
            game.play(rng.choice(actions))
    return found


def refs(game: Game) -> list[core.MoveRef]:
    pos = from_position(game.position())
    return core.moves(
        game.spec,
        game.rules is Rules.KLASSIEK,
        pos.cols,
        pos.reserve,
        renumbering=True,
        keep_runs=game.traditional,
    )


def is_useful(game: Game, ref: core.MoveRef, cols: tuple[bytes, ...] | None = None) -> bool:
    """``cols``: the table's columns as the solver codes them, when already worked out."""
    if cols is None:
        cols = from_position(game.position()).cols
    return core.useful(game.spec, game.rules is Rules.KLASSIEK, game.traditional, cols, ref)


def as_move(game: Game, ref: core.MoveRef) -> Move:
    src = ref.src if game.spec.decks > 1 and ref.src != core.BESIDE else None
    return Move(Card.from_index(ref.card), ref.dst, src)


#: Face-up cards that do not fit on the card below them, per column (Klassiek or not, the
#: face-up cards bottom to top): what :meth:`Game.fits` says depends on nothing else.
_MISFITS: dict[tuple[bool, tuple[Card, ...]], int] = {}


def potential(game: Game) -> tuple[int, int, int, int, int]:
    """The order every useful move improves (smaller is better): face-down cards, cards beside
    the table, face-up cards lying on a face-up card they do not fit on, runs (removed or
    complete on the table, negated), empty columns (negated)."""
    misfits = empty = 0
    klassiek = game.rules is Rules.KLASSIEK
    for c in range(game.columns):
        up = game.face_up(c)
        # a move changes one or two columns: the others' counts are known from before
        known = _MISFITS.get((klassiek, up))
        if known is None:
            known = sum(below not in game.fits(card) for below, card in pairwise(up))
            _MISFITS[klassiek, up] = known
        misfits += known
        empty += game.top(c) is None
    runs = len(game.removed) + sum(game.complete_run(c) is not None for c in range(game.columns))
    return (game.face_down_total(), len(game.beside), misfits, -runs, -empty)


@pytest.mark.parametrize("kind", KINDS, ids=kind_id)
def test_a_move_that_is_not_useful_can_be_moved_straight_back(
    kind: tuple[Variant, Rules, bool],
) -> None:
    """Each move ``rules.useful`` calls not useful: the same cards moved straight back to the
    column they came from restore the table exactly; each useful move makes the table strictly
    better in one order (so a line of useful moves always ends, and with the traditional rules
    the reserve can always be reached)."""
    checked = {True: 0, False: 0}
    for game in walk(*kind):
        before = game.position()
        rank = potential(game)
        cols = from_position(before).cols  # the same table for every move from it
        for ref in refs(game):
            useful = is_useful(game, ref, cols)
            after = game.copy()
            after.play(as_move(game, ref))
            if useful:
                assert potential(after) < rank, (before, ref)
            else:
                assert ref.src != core.BESIDE
                back = Move(Card.from_index(ref.card), ref.src, ref.dst)
                after.play(back)
                assert after.position() == before, (before, ref)
            checked[useful] += 1
    assert checked[True] and checked[False], checked


@pytest.mark.parametrize("kind", [k for k in KINDS if k[2]], ids=kind_id)
def test_engine_hints_loss_check_and_solver_agree_on_the_reserve(
    kind: tuple[Variant, Rules, bool],
) -> None:
    """Traditional rules: the engine deals the reserve exactly when no move is useful; then the
    hint offers the deal, the loss check never calls the game lost and the solver's children
    include the deal; while a useful move is left none of them deals, and playing useful
    moves only always reaches a table where the reserve may be dealt (no one is trapped)."""
    variant = kind[0]
    if SPECS[variant].beside:
        pytest.skip("the cards beside the table are never dealt")
    allowed = {True: 0, False: 0}
    tables = [game for game in walk(*kind) if not game.reserve_dealt]
    for game in tables[:: max(1, len(tables) // 8)]:  # about 8 tables of each kind
        if game.reserve_dealt:
            continue
        # No one is trapped: playing useful moves only reaches a table where the reserve may
        # be dealt. Both tables are checked.
        probe = game.copy()
        for _ in range(400):
            left = probe.useful_moves()
            if not left:
                break
            probe.play(left[0])
        assert probe.check(DEAL_RESERVE) is None
        for table in (game, probe):
            allowed[agree_on_the_reserve(table)] += 1
    assert allowed[True] and allowed[False], allowed


def agree_on_the_reserve(game: Game) -> bool:
    """Whether the reserve may be dealt, after checking that the engine, the hint, the loss
    check and the solver's children agree on it."""
    klassiek = game.rules is Rules.KLASSIEK
    useful = game.useful_moves()
    assert bool(useful) == any(is_useful(game, r) for r in refs(game))
    may = not useful
    refusal = game.check(DEAL_RESERVE)
    assert (refusal is None) == may
    if not may:
        assert refusal is not None and refusal.reason is Reason.RESERVE_NOT_YET
    if game.spec.decks == 1 or klassiek:  # (a hint in Double Scorpion Versoepeld takes seconds)
        # On a small look-ahead budget: whether the deal is offered, and that every useful
        # move is, does not depend on how deep the look-ahead got (ranked_view adds the deal,
        # or the useful moves it did not rank, after the ranking of the last depth it finished).
        hints = [h.action for h in ranked_view(view(game), budget=Budget(views=400))]
        assert (DEAL_RESERVE in hints) == may
        # While the reserve waits, the hint names a useful move (never "Geen zet levert nog
        # iets op" with the reserve refused).
        assert may or set(hints) & set(useful)
    if may:
        assert verdict(game, None, 2000).loss is not Loss.LOST
    state = from_position(game.position())
    # (A position whose cards wait for each other has no children at all, rule 4: the check is
    # left out here, so the reserve rule is compared alone.)
    kids = children(state, klassiek, True, game.spec, keep_runs=True, check_blocked=False)
    assert any(ch.action == DEAL for ch in kids) == may
    by_code = {encode(r.card, r.src, r.dst): r for r in refs(game)}
    for ch in kids:
        if ch.action != DEAL:
            ref = by_code[ch.action]
            assert ch.useful == core.useful(game.spec, klassiek, True, state.cols, ref)
    return may


def session_on(tmp_path: Path, position: Position) -> tuple[Session, str]:
    path = tmp_path / "opstelling.json"
    dealfile.save(position, path)
    session = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl"))
    return session, session.start(deal_path=str(path))


def shuffle_only() -> Position:
    """Traditional, Versoepeld: harten 5 on schoppen 6 (column 1) can go onto klaveren 6
    (column 2) and straight back; nothing else moves. The reserve is not dealt yet."""
    return build(
        "3 | schoppen 6, harten 5",
        "2 | klaveren 6",
        reserve="ruiten 2, ruiten 3, ruiten 4",
        rules=Rules.VERSOEPELD,
        traditional=True,
        rest=1,
    )


def test_the_reserve_is_dealt_when_the_only_move_goes_to_and_fro(tmp_path: Path) -> None:
    """Document 003: the reserve comes when no useful move is left, not when no move at all is
    left (the game used to demand the pointless move first, and again after it)."""
    game = Game(shuffle_only())
    assert game.legal_moves() == [Move(Card.from_name("harten 5"), 1)]
    assert game.useful_moves() == []
    assert game.check(DEAL_RESERVE) is None
    session, _ = session_on(tmp_path, shuffle_only())
    said = session.handle("reserve")
    assert not said.startswith("Traditionele regels"), said
    assert session.game.reserve_dealt and session.game.moves == 1


def test_a_useful_move_still_keeps_the_reserve(tmp_path: Path) -> None:
    """klaveren 5 lies on ruiten 9 (it does not fit there): moving it onto klaveren 6 is useful,
    so the reserve waits, and the refusal says why in the rules' own words."""
    position = build(
        "3 | schoppen 6, harten 5",
        "2 | klaveren 6",
        "ruiten 9, klaveren 5",
        reserve="ruiten 2, ruiten 3, ruiten 4",
        rules=Rules.VERSOEPELD,
        traditional=True,
        rest=1,
    )
    game = Game(position)
    assert game.useful_moves() == [Move(Card.from_name("klaveren 5"), 1)]
    session, _ = session_on(tmp_path, position)
    assert session.handle("reserve") == (
        "Traditionele regels: deel de reserve pas uit als er geen nuttige zet meer is."
    )


def test_the_traditional_rules_say_what_a_useful_move_is(tmp_path: Path) -> None:
    session, _ = session_on(tmp_path, shuffle_only())
    # the reserve is the second part of the traditional rules (trial 7: said in parts)
    assert session.handle("regels").endswith("Zeg meer regels voor de reserve.")
    said = session.handle("meer regels")
    assert (
        "De 3 kaarten van de reserve worden één keer uitgedeeld, één op elk van de kolommen "
        "1, 2 en 3, en pas als er geen nuttige zet meer is" in said
    )
    assert (
        "een zet is nuttig als hij een kaart omdraait, een kaart blootlegt waar de verplaatste "
        "kaarten niet op pasten, een hele kolom op een kaart legt of een reeks afmaakt" in said
    )


# ----------------------------------------------------------------- a run lying on the table

HEARTS = ", ".join(Card(Suit.HARTEN, rank).name for rank in reversed(Rank) if rank is not Rank.AAS)


@pytest.mark.parametrize("variant", list(SPECS))
def test_traditional_rules_never_say_a_run_goes_away(tmp_path: Path, variant: Variant) -> None:
    """Under the traditional rules a complete run stays: after the move that completes it, on
    `kolom` and at the start the game says it lies complete, never "dan gaat de reeks weg"."""
    position = build(
        "3 | " + HEARTS,
        "3 | klaveren 9, hartenaas",
        variant=variant,
        traditional=True,
        rest=1,
    )
    session, _ = session_on(tmp_path, position)
    moved = session.handle("hartenaas naar kolom 1")
    assert "reeks harten compleet in kolom 1" in moved.lower()
    assert "gaat de reeks weg" not in moved
    column = session.handle("kolom 1")
    assert "De reeks harten ligt compleet in kolom 1." in column
    assert "gaat de reeks weg" not in column
    again = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl"))
    start = again.start()
    assert "de reeks harten ligt compleet in kolom 1" in start.lower()
    assert "gaat de reeks weg" not in start


def test_app_rules_still_say_how_a_lying_run_goes_away(tmp_path: Path) -> None:
    position = build("3 | " + HEARTS + ", hartenaas, klaveren 9", "3 | klaveren 10", rest=1)
    session, _ = session_on(tmp_path, position)
    moved = session.handle("klaveren 9 naar kolom 2")
    assert "zet hartenheer naar de lege kolom 3, dan gaat de reeks weg" in moved


# ----------------------------------------------------------------- "geen zet meer mogelijk"


def kings_at_the_bottom(variant: Variant, rules: Rules, traditional: bool) -> Position:
    """Every card face up in columns led by a king, the suits alternating so that in Versoepeld
    every card lies on a card it fits on, an ace on top of each; the other columns empty
    (three in Scorpion) and no reserve: only whole columns can move, to an empty column."""
    pairs = [
        (Suit.KLAVEREN, Suit.HARTEN),
        (Suit.HARTEN, Suit.KLAVEREN),
        (Suit.SCHOPPEN, Suit.RUITEN),
        (Suit.RUITEN, Suit.SCHOPPEN),
    ]
    columns = [
        ", ".join(
            Card(first if k % 2 == 0 else second, rank).name
            for k, rank in enumerate(reversed(Rank))
        )
        for first, second in pairs
    ] * SPECS[variant].decks
    return build(*columns, variant=variant, rules=rules, traditional=traditional)


@pytest.mark.parametrize("kind", KINDS, ids=kind_id)
def test_no_false_no_move_sentence_with_kings_at_the_bottom(
    tmp_path: Path, kind: tuple[Variant, Rules, bool]
) -> None:
    """The game said "Er is geen zet meer mogelijk" and then accepted klaverenheer naar kolom
    5. Now: no useful move is left, and zetten lists the moves that remain."""
    variant, rules, traditional = kind
    if variant is Variant.WASP and rules is Rules.KLASSIEK:
        pytest.skip("Wasp Klassiek: a queen onto an empty column leaves a king it did not fit")
    position = kings_at_the_bottom(variant, rules, traditional)
    game = Game(position)
    assert game.useful_moves() == [] and not game.has_useful_action()
    session, start = session_on(tmp_path, position)
    assert NO_MOVE not in start
    listed = session.handle("zetten")
    assert NO_MOVE not in listed
    count = len(game.legal_moves() or game.legal_moves(renumbering=True))
    # a long list says its first part (trial 7: "48 zetten mogelijk; de eerste 10: ...")
    assert listed.startswith((f"{count} zetten mogelijk: ", f"{count} zetten mogelijk; de eerste"))
    if SPECS[variant].empty_takes_any:
        # Wasp Versoepeld: any card goes to an empty column, and the solver wins this table
        # (moves that are not useful sort the suits); it is no dead end (trial 5).
        assert "Er is geen nuttige zet meer" not in start
    elif not traditional:  # (the traditional rules call this table lost instead)
        assert (
            f"Er is geen nuttige zet meer; er kunnen nog {count} zetten: typ zetten om ze te "
            "horen. Maak zetten ongedaan of begin een nieuw spel."
        ) in start
    if not SPECS[variant].empty_takes_any:  # (Wasp: the hint weighs 48 moves, ~20 s here)
        assert NO_MOVE not in session.handle("hint")
    first = listed.removesuffix(".").split(": ", 1)[1].split("; ")[0]
    first = first.split(" (")[0]  # "klaverenheer naar de lege kolom (kolom 5, 6 of 7)"
    session.handle(first)
    assert session.game.moves == 1, first
