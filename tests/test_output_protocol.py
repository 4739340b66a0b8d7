"""The speech worker's protocol: one definition, both directions, bad lines skipped."""

from __future__ import annotations

import dataclasses
import typing

import pytest

from scorpion_a11y.output import protocol as p
from scorpion_a11y.settings import Problem

OPS = [
    p.Init("nl", 175, 100, "/tmp/x", "auto"),
    p.Say(3, 7, ("Harten 4 naar kolom 7.", "Kolom 7: harten 5, harten 4.")),
    p.Cancel(4),
    p.Set(200, 80, "en"),
    p.Set(200, 80),
    p.Quit(),
]
EVENTS = [
    p.Ready("pyttsx3", "gmw/nl"),
    p.Fatal(Problem.NO_VOICE, "no voice for nl"),
    p.Voice("gmw/en"),
    p.Chunk(3, 7, 0, "/tmp/x/7-0.wav", False),
    p.Error(3, 7, Problem.DRIVER_ERROR, "boom"),
]


def test_every_message_kind_is_covered_here() -> None:
    assert {type(m) for m in OPS} == set(typing.get_args(p.Op))
    assert {type(m) for m in EVENTS} == set(typing.get_args(p.Event))


@pytest.mark.parametrize("message", OPS, ids=repr)
def test_operations_round_trip(message: p.Op) -> None:
    line = p.encode(message)
    assert line.endswith("\n") and line.count("\n") == 1
    assert p.decode_op(line) == message
    assert p.decode_event(line) is None  # an operation is never taken for an event


@pytest.mark.parametrize("message", EVENTS, ids=repr)
def test_events_round_trip(message: p.Event) -> None:
    line = p.encode(message)
    assert p.decode_event(line) == message
    assert p.decode_op(line) is None


@pytest.mark.parametrize(
    "line",
    [
        "",
        "not json",
        "[1, 2]",
        '{"op": "launch"}',
        '{"op": "say", "gen": 3, "id": 7}',  # no utterances
        '{"op": "say", "gen": "3", "id": 7, "utterances": []}',  # gen is not a number
        '{"op": "say", "gen": 3, "id": 7, "utterances": [1]}',
        '{"op": "cancel", "gen": true}',
        '{"op": "set", "rate": 200, "volume": 80, "lang": 5}',
    ],
)
def test_a_line_that_is_not_an_operation_is_skipped(line: str) -> None:
    assert p.decode_op(line) is None


def test_an_unknown_problem_is_still_a_fault() -> None:
    event = p.decode_event('{"ev": "error", "gen": 1, "id": 2, "problem": "new_kind"}')
    assert event == p.Error(1, 2, Problem.DRIVER_ERROR, "")


def test_the_wire_format_is_as_documented() -> None:
    assert p.encode(p.Cancel(4)) == '{"op": "cancel", "gen": 4}\n'
    assert p.encode(p.Fatal(Problem.NO_VOICE, "x")) == (
        '{"ev": "fatal", "problem": "no_voice", "detail": "x"}\n'
    )
    # an announcement goes to the worker as its utterances, never as one text to split again
    assert p.encode(p.Say(3, 7, ("Kolom 3.", "Kolom 4."))) == (
        '{"op": "say", "gen": 3, "id": 7, "utterances": ["Kolom 3.", "Kolom 4."]}\n'
    )
    assert [f.name for f in dataclasses.fields(p.Say)] == ["gen", "id", "utterances"]
