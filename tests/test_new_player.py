"""What a new player noticed in a play test, through the real program in pipe mode.

Each test types what the player typed and reads what the game answered: the speech rate in
the player's own unit, questions about the cards on and under a card, answers to the game's
own questions, refusals that say what would work, and a short opening.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from positions import build
from seed_texts import SEED_START
from test_pipe_mode import SEED, lines, play

from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.events import Reason
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.names import card_name
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration.parsing import describe

NL = translator("nl")


def test_the_speech_rate_is_answered_in_the_number_the_player_typed(tmp_path: Path) -> None:
    out = lines(play(tmp_path, "snelheid 70\nsnelheid 0\n", "--deal", SEED, "--uitvoer", "tekst"))
    # as the manual says it (trial 3: "Spreeksnelheid: 70 van 100."), then for which output
    assert out[1] == "Spreeksnelheid: 70 van 100, voor uitvoer spraak."
    assert out[2] == "Spreeksnelheid: 0 van 100, voor uitvoer spraak."
    manual = (Path(__file__).parent.parent / "docs" / "handleiding.md").read_text("utf-8")
    assert "`Spreeksnelheid: 70 van 100.`" in manual
    assert "`Spreeksnelheid: 70 van 100, voor uitvoer spraak.`" in manual
    assert "per minuut" not in "\n".join(out)


def deal_file(tmp_path: Path, position: Position) -> str:
    path = tmp_path / "opstelling.json"
    dealfile.save(position, path)
    return str(path)


TWO_HEARTS_FOUR = build(
    "klaveren 9",
    "schoppen 2",
    "harten 4",
    "",
    "harten 5",
    "",
    "",
    "",
    "harten 4",
    "ruiten 9",
    variant=Variant.DOUBLE_SCORPION,
)
WHICH = "Welke harten 4: in kolom 3 of in kolom 9?"


@pytest.mark.parametrize(
    ("answer", "emptied"),
    [
        ("uit kolom 3", 3),
        ("kolom 3", 3),
        ("3", 3),
        ("de eerste", 3),
        ("die in kolom 9", 9),
        ("9", 9),
        ("de tweede", 9),
    ],
)
def test_which_copy_is_answered_with_its_column(tmp_path: Path, answer: str, emptied: int) -> None:
    deal = deal_file(tmp_path, TWO_HEARTS_FOUR)
    out = lines(play(tmp_path / "data", f"harten 4 naar kolom 5\n{answer}\n", "--deal", deal))
    assert out[1] == WHICH
    assert out[2].startswith(f"Harten 4 naar kolom 5, op harten 5. Kolom {emptied} is nu leeg.")


def test_a_card_alone_with_two_copies_that_fit_asks_which_and_never_says_it_fits_nowhere(
    tmp_path: Path,
) -> None:
    deal = deal_file(tmp_path, TWO_HEARTS_FOUR)
    out = lines(play(tmp_path / "data", "harten 4\nkolom 7\n3\n", "--deal", deal))
    assert out[1] == WHICH
    # a column in none of the options: the question stays and is asked again, short
    assert out[2] == f"Kolom 7 hoort bij geen van de keuzes. {WHICH}"
    assert out[3].startswith("Harten 4 naar kolom 5, op harten 5. Kolom 3 is nu leeg.")


def test_which_one_is_answered_with_the_column_a_move_goes_to(tmp_path: Path) -> None:
    deal = deal_file(
        tmp_path, build("harten 5", "schoppen 5", "3 | harten 4", rules=Rules.VERSOEPELD)
    )
    typed = "harten 4\nkolom 3\nkolom 7\nkolom 2\n"
    out = lines(play(tmp_path / "data", typed, "--deal", deal))
    assert out[1].startswith("Welke bedoel je? 1: harten 4 naar kolom 1, op harten 5; 2: ")
    short = "Welke bedoel je? 1: harten 4 naar kolom 1; 2: harten 4 naar kolom 2. Zeg het nummer."
    # both options come from column 3: not one of them, so the question is asked again
    assert out[2] == f"Kolom 3 past bij meer dan één keuze. {short}"
    assert out[3] == f"Kolom 7 hoort bij geen van de keuzes. {short}"
    assert out[4].startswith("Harten 4 naar kolom 2, op schoppen 5.")


def test_what_lies_on_a_column_or_on_or_under_a_card_is_one_short_sentence(
    tmp_path: Path,
) -> None:
    asked = [
        "wat ligt er bovenop kolom 3",
        "wat ligt er op kolom 3",
        "welke kaart ligt onder harten 5",
        "wat ligt onder de harten 5",
        "wat ligt er boven op de schoppenheer",
        "welke kaart ligt op harten 5",
        "wat ligt er onder ruiten 3",  # a face-down card: never named
        "wat ligt onder de klaverenheer",  # itself face down: not visible, nothing more
        "wat ligt er in kolom 3",  # still the whole column
    ]
    out = lines(play(tmp_path, "\n".join(asked) + "\n", "--deal", SEED))
    assert out[1:] == [
        "Bovenop kolom 3: harten 3.",
        "Bovenop kolom 3: harten 3.",
        "Onder harten 5 ligt ruiten 10, in kolom 7.",
        "Onder harten 5 ligt ruiten 10, in kolom 7.",
        "Op schoppenheer ligt harten 9, in kolom 6.",
        "Op harten 5 ligt niets: hij ligt bovenop kolom 7.",
        "Onder ruiten 3 ligt een gedekte kaart, in kolom 1.",
        "Klaverenheer is niet zichtbaar.",
        "Kolom 3: 3 gedekte kaarten, daarna schoppenaas, ruiten 7, harten 7, harten 3.",
    ]


def test_the_opening_is_short_and_bord_still_reads_the_whole_table(tmp_path: Path) -> None:
    out = lines(play(tmp_path, "bord\n", "--deal", SEED))
    opening, board = out
    assert len(opening) < 260  # was 710: the whole board before the player could act
    assert opening.endswith("kolom 7: harten 5. Zeg bord voor het hele bord.")
    assert board == SEED_START  # the golden text, unchanged


def test_a_screen_reader_user_hears_the_opening_once_and_uncut(tmp_path: Path) -> None:
    """Everything said after the opening (a missing sound device) waits for it: nothing cuts
    it off before the player's first key."""
    from prompt_toolkit.history import InMemoryHistory
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput
    from recording import RecordingBackend

    from scorpion_a11y.app import cli, interactive
    from scorpion_a11y.app.session import Session
    from scorpion_a11y.app.storage import Settings, Statistics, Store
    from scorpion_a11y.i18n import translator
    from scorpion_a11y.narration import Narrator

    reader = RecordingBackend(name="schermlezer")
    opts = cli.parse(["--deal", SEED, "--geluid", "aan"], translator("nl"))
    with create_pipe_input() as keys:
        keys.send_text("stop\r")
        interactive.run(
            Session,
            (Store(tmp_path), Settings(), Statistics(), Narrator("nl")),
            opts,
            [],
            False,
            input=keys,
            output=DummyOutput(),
            backend=reader,
            history=InMemoryHistory(),
        )
    said = reader.spoken[:-1]  # the goodbye, after "stop"
    assert sum("Welkom bij Scorpion" in text for text in said) == 1
    assert reader.interrupts[1:-1] == [False] * (len(said) - 1)


def _games() -> list[Game]:
    games = [Game.new(n, Rules.KLASSIEK) for n in range(1, 7)]
    games += [Game.new(n, Rules.VERSOEPELD) for n in range(1, 4)]
    games += [Game.new(n, Rules.KLASSIEK, Variant.DOUBLE_SCORPION) for n in (1, 2)]
    return games


def _offers(text: str, card: str) -> bool:
    """Whether a refusal's text offers ``card`` as a card to lie on."""
    return any(
        form in text
        for form in (
            f"past alleen op {card},",
            f"past alleen op {card}.",
            f"past op: {card} ",
            f"; {card} bovenop kolom",
            f"; {card} in kolom",
        )
    )


def _typos(word: str) -> list[str]:
    """A player's slips in one word: a letter left out, doubled, two swapped."""
    out = {word[:i] + word[i + 1 :] for i in range(1, len(word))}
    out |= {word[:i] + word[i] + word[i:] for i in range(1, len(word))}
    out |= {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(1, len(word) - 1)}
    return sorted(w for w in out if w != word)


def test_a_refusal_never_offers_the_place_where_the_card_already_lies() -> None:
    checked = 0
    for game in _games():
        for c in range(game.columns):
            down, cards = game.face_down_count(c), game.column(c)
            for i in range(down + 1, len(cards)):  # on a face-up card
                card, under = cards[i], card_name(NL, cards[i - 1])
                lines_typed = [card_name(NL, card)]
                lines_typed += [f"{card_name(NL, card)} naar kolom {t + 1}" for t in range(3)]
                for typed in lines_typed:
                    result = parse(typed, game, NL)
                    if isinstance(result, m.Refused):
                        text = Narrator("nl").refusal(game, result.refusal)
                    else:
                        text = describe(NL, result, game)
                    checked += 1
                    if game.spec.decks == 1:
                        assert not _offers(text, under), (typed, text)
                        continue
                    # Double Scorpion: the other copy of the card it lies on is a place of its
                    # own; this one is offered only as taken ("waar al een ... op ligt")
                    taken = f"{under} in kolom {c + 1}, waar al een {card_name(NL, card)} op ligt"
                    rest = text.replace(taken, "")
                    assert f"{under} in kolom {c + 1} " not in rest, (typed, text)
                    assert f"{under}, en die ligt in kolom {c + 1} " not in rest, (typed, text)
    assert checked > 500


def test_every_mistyped_move_is_read_as_that_move_and_offered_only_when_it_can_be_made() -> None:
    # Every game, both rule sets (deal 1), three slips of each suit name and 20 refused moves
    # a game. A slip is corrected into the move the player typed, never another card or
    # command (trial 5: "hatren 2 naar kolom 1" offered schoppenboer): offered ("Bedoelde
    # je") when it can be made (Double Scorpion: or asked which copy), else said with why not.
    offered = meant = 0
    games = [Game.new(1, rules, variant) for variant in SPECS for rules in Rules]
    for game in games:
        moves = [mv for mv in game.legal_moves() if isinstance(mv, Move)]
        refused = [
            Move(card, to)
            for c in range(game.columns)
            for card in game.face_up(c)[-2:]
            for to in range(game.columns)
            if game.check(Move(card, to)) is not None
        ]
        for move in moves + refused[:20]:
            suit, _, rank = card_name(NL, move.card).partition(" ")
            for slip in _typos(suit)[:3]:
                typed = f"{slip} {rank} naar kolom {move.to + 1}".replace("  ", " ")
                result = parse(typed, game, NL)
                assert isinstance(result, m.WordsError), (typed, result)
                corrected = typed.replace(slip, suit, 1)
                if result.suggestion is not None:
                    offered += 1
                    assert result.suggestion == corrected, (typed, result.suggestion)
                    again = parse(result.suggestion, game, NL)
                    if isinstance(again, m.Refused):  # which copy: "ja" asks it
                        assert again.refusal.reason is Reason.AMBIGUOUS_CARD, (typed, again)
                        assert again.refusal.card == move.card
                    else:
                        assert isinstance(again, m.Play), (typed, result.suggestion, again)
                        assert game.check(again.action) is None
                        # the card typed, to the column typed (trial 5: another card was offered)
                        action = again.action
                        assert isinstance(action, Move), (typed, result.suggestion, again)
                        assert (action.card, action.to) == (move.card, move.to), typed
                else:
                    assert result.meant is not None, (typed, result)
                    meant += 1
                    assert result.meant.line == corrected
                    assert parse(corrected, game, NL) == result.meant.answer
    assert offered > 200 and meant > 200


def test_refusals_say_what_is_wrong_and_what_would_work(tmp_path: Path) -> None:
    typed = "hartenvrouw\nharten 4 op de vijf\nschoppen 3\nhartn 4 naar kolom 1\n"
    out = lines(play(tmp_path, typed, "--spel", "1"))
    assert out[1:] == [
        "Hartenvrouw kan nu nergens heen. Hartenvrouw ligt al op hartenheer, de enige kaart "
        "waar hij op past.",
        "Harten 4 kan niet op de vijf. Harten 4 past alleen op harten 5, en die ligt in kolom 6 "
        "onder ruiten 9, harten 10.",
        "Schoppen 3 kan nu nergens heen. Schoppen 3 past alleen op schoppen 4, en die ligt in "
        "kolom 2 onder klaveren 6, hartenaas.",
        # harten 4 naar kolom 1 is not allowed: it is not offered as "Bedoelde je", but
        # what the game would say to it is said (trial 5)
        "Onbekend woord: hartn. Als je harten 4 naar kolom 1 bedoelt: dat kan niet. Regel: de "
        "kaarten moeten van dezelfde soort zijn. Harten 4 is ook niet precies één lager dan "
        "schoppen 3 in kolom 1. Harten 4 past alleen op harten 5, en die ligt in kolom 6 onder "
        "ruiten 9, harten 10.",
    ]


#: Deal 1, Versoepeld, played by a player who each time asked for the hint twice and took the
#: second one; the last move took klaveren 10 from column 4 to column 7.
ALTERNATIVES = [
    "schoppenaas naar kolom 4", "ruiten 2 naar kolom 1", "klaveren 10 naar kolom 7",
    "klaveren 7 naar kolom 4", "klaveren 2 naar kolom 1", "ruitenboer naar kolom 4",
    "hartenheer naar kolom 7", "harten 10 naar kolom 3", "ruiten 8 naar kolom 6",
    "klaverenheer naar kolom 5", "harten 4 naar kolom 2", "hartenboer naar kolom 4",
    "harten 3 naar kolom 3", "ruiten 4 naar kolom 6", "schoppenheer naar kolom 3",
    "klaverenboer naar kolom 7", "ruiten 6 naar kolom 3", "klaveren 5 naar kolom 3",
    "schoppen 9 naar kolom 4", "schoppen 8 naar kolom 4", "schoppen 5 naar kolom 3",
    "harten 6 naar kolom 1", "harten 9 naar kolom 4", "klaveren 10 naar kolom 7",
    "harten 8 naar kolom 7", "ruitenboer naar kolom 1", "ruiten 10 naar kolom 1",
    "harten 3 naar kolom 7", "ruiten 3 naar kolom 3", "klaverenboer naar kolom 4",
    "hartenboer naar kolom 7", "schoppenboer naar kolom 1", "klaverenaas naar kolom 3",
    "ruiten 7 naar kolom 7", "klaveren 10 naar kolom 7",
]  # fmt: skip


def test_a_hint_never_takes_back_the_move_just_made(tmp_path: Path) -> None:
    typed = "\n".join([*ALTERNATIVES, "hint", "hint"]) + "\n"
    out = lines(play(tmp_path, typed, "--spel", "1", "--regels", "versoepeld"))
    played, hints = out[1:-2], out[-2:]
    assert all(not line.startswith("Tip") and "past niet" not in line for line in played)
    # klaveren 10 back to column 4 would be the table of one move ago: never offered
    assert not any(hint.startswith("Tip: klaveren 10 naar kolom 4") for hint in hints), hints
    assert hints[0].startswith("Tip: ")
