"""Replies a new player met in trial 3 (item 12): a question about the face-down cards is
answered (never which they are; how many there are), an unknown word's reply does not use
the word itself, and ``help traditioneel`` explains those rules instead of all of help. Every
game × Klassiek/Versoepeld × app/traditional rules."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, case_id
from positions import build
from sessions import on_position

from scorpion_a11y.app.session import Session
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import SPECS, Variant


def session_for(tmp_path: Path, case: tuple[Variant, Rules, bool], language: str = "nl") -> Session:
    variant, rules, traditional = case
    position = build(
        "2 | harten 4",
        "klaverenaas",
        "3 | schoppen 9",
        variant=variant,
        rules=rules,
        traditional=traditional,
    )
    return on_position(tmp_path, position, language)


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_which_face_down_card_is_never_told_but_how_many(
    tmp_path: Path, case: tuple[Variant, Rules, bool]
) -> None:
    session = session_for(tmp_path, case)
    secret = (
        "Welke kaarten gedekt liggen, wordt nooit verklapt: je hoort een kaart pas als hij "
        "open komt te liggen."
    )
    said = session.handle("welke kaart ligt onder de gedekte kaarten van kolom 1")
    assert said == f"{secret} Kolom 1 heeft 2 gedekte kaarten.", said
    said = session.handle("wat ligt onder de gedekte kaarten in kolom 2")
    assert said == f"{secret} Kolom 2 heeft geen gedekte kaart.", said
    said = session.handle("welke kaarten zijn gedekt")
    down = session.game.face_down_total()
    assert said.startswith(f"{secret} Er liggen nog {down} gedekte kaarten op tafel."), said


def test_the_face_down_question_in_english(tmp_path: Path) -> None:
    session = session_for(tmp_path, (Variant.SCORPION, Rules.KLASSIEK, False), "en")
    said = session.handle("which card lies under the face-down cards of column 3")
    assert said == (
        "Which cards lie face down is never told: you hear a card when it turns face up. "
        "Column 3 has 47 face-down cards."  # 3 named, and the cards the position does not place
    ), said


@pytest.mark.parametrize(
    ("language", "line", "reply"),
    [
        (
            "nl",
            "leg alle harten op volgorde",
            # the word nothing knows (trial 9: "alle" is a word of the questions, "alle zetten")
            "Onbekend woord: volgorde. Zeg help om de commando's te horen.",
        ),
        ("en", "put every heart in order", "Unknown word: order. Say help to hear the commands."),
    ],
)
def test_an_unknown_word_s_reply_does_not_use_that_word(
    tmp_path: Path, language: str, line: str, reply: str
) -> None:
    session = session_for(tmp_path, (Variant.SCORPION, Rules.KLASSIEK, False), language)
    assert session.handle(line) == reply


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_help_on_a_rule_set_explains_it(tmp_path: Path, case: tuple[Variant, Rules, bool]) -> None:
    variant, _rules, traditional = case
    session = session_for(tmp_path, case)
    for line in ("help traditioneel", "help traditionele regels", "hoe werkt traditioneel"):
        said = session.handle(line)
        assert said.startswith(
            "Traditionele regels: een complete reeks blijft op tafel liggen; je wint als elke "
            "kolom leeg is of één complete reeks bevat"
        ), (line, said)
        assert "Commando's" not in said
        if SPECS[variant].beside:
            assert "geen kaart meer naast de tafel" in said and "reserve" not in said, said
        else:
            assert "De 3 kaarten van de reserve" in said or "De 6 kaarten" in said, said
        assert said.endswith(
            "Dit spel speel je met de traditionele regels."
            if traditional
            else "Zeg nieuw spel traditioneel om ermee te spelen."
        ), said
    assert session.handle("help versoepeld").startswith("Versoepelde regels:")
    assert session.handle("help klassiek").startswith("Klassieke regels:")
