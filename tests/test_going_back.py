"""Going back, and what the player saw on the way (issue 25, the hint that plays to win).

- A card the player saw stays known when an undo turns it face down again (face-down cards
  never move: the same card lies there). The odds and the hint arrange only the cards he has
  not seen; a game without an undo keeps its arrangements; a restart keeps what he saw.
- Where the hint finds no arrangement won any more, and a move can be taken back, it says
  first to go back ("Beter terug: ..."); where every move leads to a table it went back from,
  "Beter verder terug". Following the hint, going back where it says so, wins deals that
  never going back loses (the bench: ``bench/bench_play.py --terug``).

Every game x rules x app/traditional where it concerns the table; real deals for the hint.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
import sessions
from every import EVERY, Case, case_id

from scorpion_a11y.app.journal import SavedGame, game_from_data, game_to_data
from scorpion_a11y.commands import model as m
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game, Move
from scorpion_a11y.game.events import CardTurned
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.hints import hint_sentence, odds_sentence
from scorpion_a11y.solver.hint import (
    GO_BACK,
    Basis,
    Carry,
    Hint,
    HintReason,
    WayBack,
    ranked_sampled,
    view,
)
from scorpion_a11y.solver.sample import arrangements, hidden_cards, odds

#: The cases whose deals lay cards face down (Scorpion II and Open Scorpion hide only the
#: reserve, or nothing: the reserve test below covers the reserve).
FACE_DOWN = [case for case in EVERY if Game.new(1, case[1], case[0], case[2]).face_down_total()]


def turning(case: Case) -> tuple[Game, Move, int]:
    """A game of the case, a few moves in, with a legal move that turns a face-down card,
    and the column it turns in (0-based)."""
    variant, rules, traditional = case
    for number in range(1, 40):
        game = Game.new(number, rules, variant, traditional)
        for first in [None, *game.legal_moves()]:
            trial = game.copy()
            if first is not None and any(isinstance(e, CardTurned) for e in trial.play(first)):
                continue
            for move in trial.legal_moves():
                events = trial.copy().play(move)
                turned = [e for e in events if isinstance(e, CardTurned)]
                if turned:
                    return trial, move, turned[0].column
    raise AssertionError(f"no move turns a card in {case_id(case)}")


@pytest.mark.parametrize("case", FACE_DOWN, ids=case_id)
def test_a_card_seen_then_turned_down_again_stays_known(case: Case) -> None:
    game, move, column = turning(case)
    hidden_before = hidden_cards(game)
    assert not game.remembers
    game.play(move)
    card = game.face_up(column)[0]
    game.undo()
    assert game.face_down_count(column) > 0 and game.seen_face_down(column) == (card,)
    assert game.remembers
    # the odds arrange only what he has not seen: the card is no longer among them, and lies
    # where he saw it in every arrangement
    hidden = hidden_cards(game)
    assert len(hidden) == len(hidden_before) - 1
    assert hidden.count(card) == hidden_before.count(card) - 1
    for arranged in arrangements(game, 6):
        assert arranged.columns[column].face_down[-1] == card
    # a new action (no redo any more) and a copy keep it
    other = next(
        a
        for a in game.legal_moves()
        if a != move and not any(isinstance(e, CardTurned) for e in game.copy().play(a))
    )
    game.play(other)
    assert not game.can_redo and game.seen_face_down(column) == (card,)
    assert game.copy().seen_face_down(column) == (card,)
    # as saved and read back (spel.json)
    back = game_from_data(game_to_data(SavedGame(game, False, False, 0.0))).game
    assert back.seen_state() == game.seen_state() and back.seen_face_down(column) == (card,)
    assert arrangements(back, 6) == arrangements(game, 6)


@pytest.mark.parametrize("case", FACE_DOWN, ids=case_id)
def test_without_an_undo_the_arrangements_do_not_change(case: Case) -> None:
    """The same table, reached straight or by turning a card, taking it back and turning it
    again, is arranged the same way: nothing is known beyond what lies face up."""
    game, move, _ = turning(case)
    straight = game.copy()
    straight.play(move)
    game.play(move)
    game.undo()
    game.redo()
    assert not game.remembers
    assert arrangements(game, 8) == arrangements(straight, 8)


RESERVED = [
    case
    for case in EVERY
    if SPECS[case[0]].reserve_size and not SPECS[case[0]].beside and not case[2]
]


@pytest.mark.parametrize("case", RESERVED, ids=case_id)
def test_a_reserve_dealt_and_taken_back_is_known(case: Case) -> None:
    variant, rules, traditional = case
    game = Game.new(3, rules, variant, traditional)
    reserve = game.reserve
    before = hidden_cards(game)
    game.play(DEAL_RESERVE)
    game.undo()
    assert game.reserve == reserve and game.reserve_seen and game.remembers
    assert len(hidden_cards(game)) == len(before) - len(reserve)
    for arranged in arrangements(game, 4):
        assert arranged.reserve == reserve


@pytest.mark.parametrize("case", FACE_DOWN, ids=case_id)
def test_what_he_saw_outlives_a_restart(tmp_path: Path, case: Case) -> None:
    """Through the real session and its files (spel.json and the journal): turn a card, take
    it back, play on; after a restart the hint and the odds still know the card."""
    variant, rules, traditional = case
    game, move, column = turning(case)
    data = tmp_path / "data"
    s = sessions.fresh(data)
    s.start(game.deal_number, rules, variant=variant, traditional=traditional)
    for action in game.line():
        s.run(m.Play(action))
    s.run(m.Play(move))
    card = s.game.face_up(column)[0]
    assert s.handle("terug").startswith("Ongedaan gemaakt")
    unseen = hidden_cards(s.game)
    s.handle("stop")
    again = sessions.fresh(data)
    again.start()
    assert again.game.moves == game.moves
    assert again.game.seen_face_down(column) == (card,)
    assert hidden_cards(again.game) == unseen


def test_the_odds_name_only_the_cards_not_seen() -> None:
    game, move, _ = turning((Variant.SCORPION, Rules.KLASSIEK, False))
    game.play(move)
    game.undo()
    said = {
        language: hint_sentence(
            translator(language), game, Hint(move, HintReason.BUILDS, Basis.SAMPLED, 3, 40)
        )
        for language in ("nl", "en")
    }
    assert said["nl"].endswith(
        "Wint in ongeveer 8 procent van de 40 verdelingen die ik probeerde."
    ), said
    answered = odds(game)
    answer = odds_sentence(translator("nl"), answered, game)
    assert "van de nog ongeziene kaarten die ik probeerde" in answer, answer
    answer = odds_sentence(translator("en"), answered, game)
    assert "of the unseen cards I tried" in answer, answer


# ------------------------------------------------------------------ the hint says go back


def follow(
    game: Game, carry: Carry, until: int = 400, back: int = 0
) -> list[tuple[int, Hint | None, str]]:
    """Play ``game`` by the first hint, going back where it says so and as far as it says
    (``terug naar zet N``; one ``terug`` when it names none), until won, ``until`` hints, or
    the first hint forward after ``back`` times back; each hint with the move count it was
    asked at and, where it says to go back, its Dutch sentence."""
    said: list[tuple[int, Hint | None, str]] = []
    backs = 0
    while not game.won and len(said) < until:
        hints = ranked_sampled(game, carry=carry)
        hint = hints[0] if hints else None
        if game.can_undo and (hint is None or hint.basis in GO_BACK):
            text = hint_sentence(translator("nl"), game, hint)
            said.append((game.moves, hint, text))
            to = hint.back_to if hint is not None and hint.back_to is not None else -1
            game.undo()
            while game.moves > to >= 0:
                game.undo()
            backs += 1
            continue
        said.append((game.moves, hint, ""))
        if hint is None or (back and backs >= back):
            break
        game.play(hint.action)
    return said


BACK_NL = "Beter terug: geen van de 64 verdelingen die ik probeerde wint nog; typ terug. Tip: "
FURTHER = {
    "nl": "Beter verder terug: elke zet hier leidt waar ik geen winst vond; typ terug. Tip: ",
    "en": "Better go further back: every move here leads where I found no win; type undo. Tip: ",
}


def test_the_hint_goes_back_and_wins_scorpion_235() -> None:
    """Scorpion 235, Klassiek: by the hint alone, never going back, it is lost after move 26
    (the bench); the hint at move 26 finds no arrangement won, looks back and says where to
    go: move 25; knowing the card it saw, it chooses another move there and wins the deal."""
    game = Game.new(235)
    said = follow(game, Carry())
    assert game.won
    backs = [(n, h, text) for n, h, text in said if text]
    assert len(backs) == 1, backs
    at, hint, text = backs[0]
    assert at == 26 and hint is not None and hint.basis is Basis.NONE_WINS
    assert text == (
        "Beter terug naar zet 25: in deze stand wint geen van de 64 verdelingen die ik "
        "probeerde; typ terug naar zet 25."
    ), text
    before = [h for n, h, _ in said if n == 25]
    assert len(before) == 2 and before[0] is not None and before[1] is not None
    assert before[0].action != before[1].action  # another move, once the card was seen


TO_22 = (
    "Beter terug naar zet 22: elke zet in deze stand leidt waar ik geen winst vond; typ terug "
    "naar zet 22."
)


def test_the_hint_says_how_far_back_scorpion_221() -> None:
    """Scorpion 221: at move 25 no move is left; back at 24 every move leads there, and the
    hint looks further back: at 23 too, at 22 a move wins in some arrangements. It names move
    22 (trial 10: "typ terug" said 18 times, never how far); there, another move."""
    game = Game.new(221)
    said = follow(game, Carry(), back=2)
    kinds = [(n, None if h is None else h.basis) for n, h, _ in said]
    first = next(i for i, (_, basis) in enumerate(kinds) if basis is not Basis.SAMPLED)
    assert kinds[first:] == [(25, None), (24, Basis.ALL_TRIED), (22, Basis.SAMPLED)]
    assert said[first + 1][2] == TO_22, said[first + 1]
    played = [h for n, h, _ in said if n == 22]
    assert played[0] is not None and played[1] is not None
    assert played[0].action != played[1].action


def test_the_way_back_typed_in_a_session(tmp_path: Path) -> None:
    """The same deal typed in a session (the hints' own moves), the hint asked where it says
    to go back: the player hears where to, types it back word for word, and the next hint
    names a move."""
    game = Game.new(221)
    line: list[Action] = []
    carry = Carry()
    while game.moves < 25:
        action = ranked_sampled(game, carry=carry)[0].action
        game.play(action)
        line.append(action)
    s = sessions.fresh(tmp_path / "data")
    s.start(221, Rules.KLASSIEK, variant=Variant.SCORPION)
    for action in line:
        s.run(m.Play(action))
    s.handle("hint")  # no move left
    s.handle("terug")
    said = s.handle("hint")
    assert said == TO_22, said
    # asked about going back, the game says what the hint said, first (trial 10: "waarom moet
    # ik terug" heard "Ja: zeg terug ...", "hoe ver moet ik terug" the undo limit; trial 13:
    # they came before it)
    for question in ("hoe ver moet ik terug", "waarom moet ik terug", "kan ik terug"):
        answer = s.handle(question)
        assert answer.startswith(TO_22) and answer != TO_22, (question, answer)
    s.handle("terug naar zet 22")
    assert s.game.moves == 22
    onward = s.handle("hint")
    assert onward.startswith("Tip: ") and "terug" not in onward.split(".")[0], onward


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_go_back_words_in_every_game(case: Case, language: str) -> None:
    """Said first where a move can be taken back; where none can, the plain guess."""
    variant, rules, traditional = case
    game = Game.new(1, rules, variant, traditional)
    tr = translator(language)
    move = game.legal_moves()[0]
    none = Hint(move, HintReason.BUILDS, Basis.NONE_WINS, 0, 64)
    tried = Hint(move, HintReason.BUILDS, Basis.ALL_TRIED, 0, 0)
    guess = {"nl": "Een gok", "en": "A guess"}[language]
    assert guess in hint_sentence(tr, game, none)
    said = hint_sentence(tr, game, tried)  # move 0, every move tried: what it found
    assert said.endswith(
        {
            "nl": "Een gok: elke zet hier leidt waar ik geen winst vond.",
            "en": "A guess: every move here leads where I found no win.",
        }[language]
    ), said
    game.play(move)
    after = game.legal_moves()[0]
    none = Hint(after, HintReason.BUILDS, Basis.NONE_WINS, 0, 64)
    tried = Hint(after, HintReason.BUILDS, Basis.ALL_TRIED, 0, 0)
    back = {
        "nl": BACK_NL,
        "en": "Better go back: none of the 64 arrangements I tried still wins; type undo. Tip: ",
    }[language]
    assert hint_sentence(tr, game, none).startswith(back)
    text = hint_sentence(tr, game, tried)
    assert text.startswith(FURTHER[language]) and text.count("Tip") == 1, text
    # where the hint looked how far back: that, and nothing forward
    proven = replace(none, exact=True)
    reasons = {
        none: ("in deze stand wint geen van de 64 verdelingen die ik probeerde",
               "in this position none of the 64 arrangements I tried wins"),
        proven: ("in deze stand wint geen enkele mogelijke verdeling",
                 "in this position no possible arrangement wins"),
        tried: ("elke zet in deze stand leidt waar ik geen winst vond",
                "every move in this position leads where I found no win"),
    }  # fmt: skip
    for hint, (nl, en) in reasons.items():
        found = hint_sentence(tr, game, replace(hint, back_to=0, back=WayBack.FOUND))
        further = hint_sentence(tr, game, replace(hint, back_to=0, back=WayBack.FURTHER))
        if language == "nl":
            assert found == f"Beter terug naar zet 0: {nl}; typ terug naar zet 0.", found
            assert further == f"Beter terug naar zet 0 of verder: {nl}; typ terug naar zet 0."
        else:
            assert found == f"Better go back to move 0: {en}; type back to move 0.", found
            assert further == f"Better go back to move 0 or further: {en}; type back to move 0."
    none_back = hint_sentence(tr, game, replace(none, back_to=0, back=WayBack.NONE))
    assert none_back.startswith(
        {
            "nl": "Ik vond geen winst meer, ook niet terug tot zet 0: waarschijnlijk is dit spel "
            "niet meer te winnen. Typ nieuw spel, of speel door met deze gok. Tip: ",
            "en": "I found no win any more, not even back to move 0: this game can probably not "
            "be won any more. Type new game, or play on with this guess. Tip: ",
        }[language]
    ), none_back
    # a proof with nothing to take back: a new game, never "undo moves" (trial 10)
    game.undo()
    lost_at_start = hint_sentence(tr, game, replace(proven, action=move))
    assert lost_at_start.endswith({"nl": "Typ nieuw spel.", "en": "Type new game."}[language])
    assert "ongedaan" not in lost_at_start and "Undo" not in lost_at_start, lost_at_start


def before_a_turn(number: int) -> tuple[Game, Carry, Hint]:
    """Scorpion ``number`` played by the hint's own moves until its first choice turns a card:
    the game there, the carry, and that hint."""
    game = Game.new(number)
    carry = Carry()
    while True:
        first = ranked_sampled(game, carry=carry)[0]
        if any(isinstance(e, CardTurned) for e in game.copy().play(first.action)):
            return game, carry, first
        game.play(first.action)


def test_a_move_that_turned_a_card_into_a_lost_table_is_not_named_again() -> None:
    """The table a card-turning move leads to is, to the hint before it, a table with that card
    unknown: not the table found lost. The hint plays such a move to know (the player saw that
    card when he was there; Scorpion 534 went round: the reserve dealt, no win, back, the
    reserve dealt again)."""
    game, carry, first = before_a_turn(16)
    game.play(first.action)
    carry.died(game, view(game))  # as a hint does that finds no arrangement won here
    game.undo()
    again = ranked_sampled(game, carry=carry)
    assert again[0].action != first.action and again[-1].action == first.action, again[:3]
    assert again[0].basis is Basis.SAMPLED


def test_back_at_a_table_the_hint_is_worked_out_again_with_the_card_seen(tmp_path: Path) -> None:
    """``hint``, the move it names (a card turns up), ``terug``, ``hint``: the same table and
    line as the first hint, but now the player knows that card; the answer is not the one
    worked out before (its arrangements differ), it is the one a fresh look gives."""
    game, _, first = before_a_turn(16)
    s = sessions.fresh(tmp_path / "data")
    s.start(16, Rules.KLASSIEK, variant=Variant.SCORPION)
    for action in game.line():
        s.run(m.Play(action))
    before = s.handle("hint")
    s.run(m.Play(first.action))
    s.handle("terug")
    assert s.game.remembers
    after = s.handle("hint")
    assert after != before, after
    fresh_look = ranked_sampled(s.game.copy(), carry=Carry())[0]
    assert f"{fresh_look.samples} verdelingen" in after, (after, fresh_look)


@pytest.mark.parametrize("rules", list(Rules), ids=lambda r: r.value)
def test_kan_het_nog_agrees_with_what_the_hints_plan_solved(rules: Rules) -> None:
    """Where the hidden cards lie in few ways, the hint solves each (its plan); what it
    decided, kan het nog knows too, even with no time to search itself (trial 10: the hint
    said "niet meer te winnen, elke mogelijke verdeling geprobeerd" and kan het nog "Weet ik
    niet: 1 van de 2 verdelingen niet op tijd beslist", on the same table)."""
    game = Game.new(2, rules, Variant.SCORPION_II)  # only the 3 reserve cards hidden: 6 ways
    hints = ranked_sampled(game, carry=Carry())
    decided = hints[0].samples  # the ways the plan decided (all 6 when exact)
    assert decided >= 5, hints[0]
    answered = odds(game, states=1, cpu_seconds=0.02)
    assert answered.won + answered.lost >= decided, answered
    assert answered.won >= hints[0].wins, answered


def _after(game: Game, action: Action) -> object:
    after = game.copy()
    after.play(action)
    return after.position()


def test_a_table_kan_het_nog_proves_lost_the_hint_proves_lost_too_scorpion_534() -> None:
    """Trial 11: Scorpion 534 by the hint; after move 29 the hint sent the player back to
    move 14. There kan het nog says "Niet meer: in geen van de 24 mogelijke verdelingen", and
    the hint said "Een gok" with a move (its first search left most arrangements undecided,
    about 5,400 states each against its 3,000), so the look back stopped there and the player
    crawled back, 24 times. Now the hint proves them lost as well; and the look back, asking
    1, 2, 4, ... actions back and then halving the gap, names the latest table with a way
    forward at once: move 7 (asked one table after another, it said "naar zet 14 of verder",
    then 12, 10, 8 and 7, five times back)."""
    game = Game.new(534)
    carry = Carry()
    while True:
        hint = ranked_sampled(game, carry=carry)[0]
        if hint.basis in GO_BACK:
            break
        game.play(hint.action)
    assert game.moves == 29 and hint.back_to == 7 and hint.back is WayBack.FOUND, hint
    said = hint_sentence(translator("nl"), game, hint)
    assert said.startswith("Beter terug naar zet 7: "), said
    assert said.endswith("typ terug naar zet 7."), said
    lost_at_14 = game.copy()
    while lost_at_14.moves > 14:
        lost_at_14.undo()
    there = ranked_sampled(lost_at_14, carry=Carry())[0]
    assert there.basis is Basis.NONE_WINS and there.exact, there
    assert odds_sentence(translator("nl"), odds(lost_at_14), lost_at_14).startswith("Niet meer: ")
    while game.moves > 7:
        game.undo()
    forward = ranked_sampled(game, carry=carry)
    assert forward[0].basis not in GO_BACK, forward[0]
    # every possible way of the cards not seen was tried, as kan het nog does: said so (trial
    # 11: "10 van de 24 verdelingen die ik probeerde" against "10 van de 24 mogelijke")
    said = hint_sentence(translator("nl"), game, forward[0])
    assert f"van de {forward[0].samples} mogelijke verdelingen" in said, said
    assert f"van de {forward[0].samples} mogelijke verdelingen" in odds_sentence(
        translator("nl"), odds(game), game
    )
    # move 8's table, found lost on the way, is remembered: the move into it comes last
    at_8 = lost_at_14.copy()
    while at_8.moves > 8:
        at_8.undo()
    into_8 = next(h for h in forward if _after(game, h.action) == at_8.position())
    assert forward[-1] == into_8 or into_8.basis is Basis.ALL_TRIED, forward
