"""The hint and the rules core agree on a useful move (trial 3, items 2 and 3): the hint never
says "no move gains anything" while the reserve is refused for a useful move, "hint" again past
the last suggestion says "no other move", and the reserve deal's reason "no other move helps"
is said only when no other move is suggested."""

from __future__ import annotations

from pathlib import Path

from sessions import on_position

from scorpion_a11y.game.deal import Rules, deal
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.hints import hint_sentence
from scorpion_a11y.solver.hint import DEAL_RESERVE, Hint, HintReason

WASP_618259 = (
    "klaveren 3 naar kolom 2",
    "klaverenvrouw naar kolom 6",
    "harten 2 naar kolom 1",
    "schoppenvrouw naar kolom 1",
    "harten 9 naar kolom 5",
    "ruitenheer naar kolom 7",
    "ruiten 8 naar kolom 5",
    "harten 2 naar kolom 6",
)


def test_wasp_traditional_hint_again_never_says_no_move_gains(tmp_path: Path) -> None:
    """The trial's Wasp 618259 with the traditional rules: after the first hint, the second
    said "Geen zet levert nog iets op" while 'reserve' was refused for a useful move."""
    session = on_position(tmp_path, deal(618259, Rules.KLASSIEK, Variant.WASP, traditional=True))
    for line in WASP_618259:
        session.handle(line)
    first = session.handle("hint")
    assert first.startswith("Tip: ")
    second = session.handle("hint")
    assert "Geen zet levert nog iets op" not in second
    assert second.startswith(("Tip: ", "Geen andere zet om aan te raden"))
    assert session.handle("reserve").startswith("Traditionele regels")
    assert "reserve" not in session.handle("zetten")  # not allowed: not listed


def test_no_suggestion_but_a_useful_move_says_so() -> None:
    """Whatever leaves the hint without a suggestion, while the rules see a useful move it
    never says that no move gains anything, in every game with the traditional rules."""
    for variant in SPECS:
        game = Game(deal(5, Rules.KLASSIEK, variant, traditional=True))
        if not game.useful_moves():
            continue
        for lang, words in (("nl", "Ik raad geen zet aan, maar er "), ("en", "I suggest no move")):
            text = hint_sentence(translator(lang), game, None)
            assert text.startswith(words), (variant, text)
            # it names the command that says every move at once ('zetten' says more than 15
            # in parts, and "typ zetten om alle zetten te horen" was not true then)
            assert (
                "typ alle zetten om ze allemaal te horen"
                if lang == "nl"
                else "type all moves to hear every move"
            ) in text, text
            if game.reserve and not game.spec.beside:
                assert text.endswith(
                    "De reserve mag pas worden uitgedeeld als er geen nuttige zet meer is."
                    if lang == "nl"
                    else "The reserve may only be dealt when no useful move is left."
                )


def test_the_command_the_no_suggestion_sentence_names_says_every_move(tmp_path: Path) -> None:
    """Typed back word for word, 'alle zetten' / 'all moves' lists every legal move in one
    answer (no 'meer zetten' part), in every game, also where there are more than 15."""
    most = 0
    for variant in SPECS:
        game = Game(deal(5, Rules.KLASSIEK, variant, traditional=True))
        most = max(most, len(game.legal_moves()))
        for lang, command, more in (
            ("nl", "alle zetten", "meer zetten"),
            ("en", "all moves", "more moves"),
        ):
            folder = tmp_path / f"{variant.value}-{lang}"
            folder.mkdir()
            session = on_position(folder, game.position(), lang)
            answer = session.handle(command)
            assert more not in answer, (variant, answer)
    assert most > 15  # a game where 'zetten' alone would have said them in parts


def test_hint_past_the_last_says_no_other_move(tmp_path: Path) -> None:
    game = Game(deal(5))
    assert hint_sentence(translator("nl"), game, None, skip=1).startswith(
        "Geen andere zet om aan te raden."
    )


def test_deal_reserve_reason_is_true_among_alternatives(tmp_path: Path) -> None:
    """Spel 3723 at the start (trial 3, item 3): hint, nog een hint, tip: the reserve came
    third with "geen andere zet helpt nog" after two other moves."""
    game = Game(deal(3723))
    deal_hint = Hint(DEAL_RESERVE, HintReason.DEAL_RESERVE)
    nl = translator("nl")
    assert hint_sentence(nl, game, deal_hint, others=0) == (
        "Tip: deel de reserve uit: geen andere zet helpt nog."
    )
    assert hint_sentence(nl, game, deal_hint, others=2) == (
        "Tip: deel de reserve uit: brengt nieuwe kaarten in het spel."
    )
    session = on_position(Path(tmp_path), deal(3723))
    said = [session.handle(line) for line in ("geef me een hint", "nog een hint", "tip", "tip")]
    for text in said:
        assert "geen andere zet helpt nog" not in text


def test_zetten_lists_the_reserve_exactly_when_the_rules_allow_it(tmp_path: Path) -> None:
    """`zetten` and the rules core agree (trial 3, item 2): the reserve deal is listed when
    the reserve may be dealt, and not while a useful move makes it wait; in every game and
    rule set, at the start of a deal."""
    from scorpion_a11y.game.engine import DEAL_RESERVE as DEAL

    for variant in SPECS:
        for rules in Rules:
            for traditional in (False, True):
                position = deal(11, rules, variant, traditional)
                folder = tmp_path / f"{variant.value}-{rules.value}-{traditional}"
                folder.mkdir()
                session = on_position(folder, position)
                game = session.game
                parts = [session.handle("zetten")]  # a long list in parts (trial 7)
                while "Zeg meer zetten voor" in parts[-1] and len(parts) < 20:
                    parts.append(session.handle("meer zetten"))
                said = " ".join(parts)
                assert ("reserve delen" in said) == game.is_legal(DEAL), (variant, rules, said)


def test_hint_again_after_herhaal_gives_the_next_one(tmp_path: Path) -> None:
    """Trial 11: "hint", "herhaal", "hint" said the same move twice; the manual says that
    hint again gives another. Repeating what was said is no other command: the next hint is
    the next one, in every game."""
    for variant in SPECS:
        (tmp_path / variant.value).mkdir()
        session = on_position(tmp_path / variant.value, deal(7, Rules.KLASSIEK, variant))
        first = session.handle("hint")
        if not first.startswith("Tip: "):
            continue
        assert session.handle("herhaal") == first
        second = session.handle("hint")
        assert second != first, (variant, second)
        # any other command in between: the best one again
        session.handle("score")
        assert session.handle("hint") == first, variant
