"""Speech as data: an announcement is the text the terminal shows and the utterances it is said as.

A leaf module (it imports nothing of the game), shared by narration, which makes the sentences,
the app, which puts an announcement together, and the output, which says it.

- :class:`Utterance` is one piece the player hears on its own: one sentence of an announcement,
  one column of the board description. ``interrupt`` says whether it stops what is still being
  said (the output sets it on the first utterance of a new announcement; the rest wait their
  turn).
- :class:`Spoken` is a ``str`` (the exact text as printed in text and pipe mode, so every place
  that reads announcements as text is unchanged) that also carries its utterances. Narration
  makes them where it puts sentences together (:func:`join`); nothing ever splits text again.
  Plain ``str`` operations (``+``, f-strings, ``strip``) give a plain ``str`` again: such a text
  is said as one utterance (:func:`utterances`), never as nothing and never twice.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

__all__ = [
    "Spoken",
    "Utterance",
    "announcement",
    "capitalized",
    "fill",
    "join",
    "spoken",
    "utterances",
]


@dataclass(frozen=True, slots=True)
class Utterance:
    """One piece of an announcement, said on its own."""

    text: str
    #: Stop whatever is still being said first (a new announcement); else wait for it.
    interrupt: bool = False


class Spoken(str):
    """Text as printed, with the utterances it is said as (see the module doc)."""

    utterances: tuple[Utterance, ...]

    def __new__(cls, text: str, said: Iterable[Utterance]) -> Spoken:
        self = super().__new__(cls, text)
        self.utterances = tuple(u for u in said if u.text.strip())
        return self

    def __reduce__(self) -> tuple[object, ...]:  # copy/pickle keep the utterances
        return (Spoken, (str(self), self.utterances))


def utterances(text: str) -> tuple[Utterance, ...]:
    """How ``text`` is said: a :class:`Spoken` text's utterances, any other text as one."""
    if isinstance(text, Spoken):
        return text.utterances
    return (Utterance(text),) if text.strip() else ()


def announcement(text: str, interrupt: bool = True) -> tuple[Utterance, ...]:
    """``text``'s utterances as one announcement: the first stops what is still being said
    (``interrupt``) or waits for it; the others follow it."""
    said = utterances(text)
    return tuple(replace(u, interrupt=interrupt and i == 0) for i, u in enumerate(said))


def spoken(text: str, pieces: Sequence[str]) -> Spoken:
    """``text`` said as ``pieces`` (each piece a plain sentence or a :class:`Spoken`)."""
    return Spoken(text, (u for piece in pieces for u in utterances(piece)))


def join(separator: str, parts: Iterable[str]) -> str:
    """``separator.join`` of the non-empty ``parts``, keeping each part's utterances."""
    kept = [p for p in parts if p]
    if len(kept) == 1:
        return kept[0]
    return spoken(separator.join(kept), kept)


def capitalized(text: str) -> str:
    """``text`` with its first letter in upper case, keeping its utterances."""
    result = text[:1].upper() + text[1:]
    if not isinstance(text, Spoken) or not text.utterances:
        return result
    first, *rest = text.utterances
    return Spoken(result, [replace(first, text=first.text[:1].upper() + first.text[1:]), *rest])


def fill(template: str, key: str, value: str, *, alone: bool = False, **values: str) -> str:
    """``template.format(key=value, **values)``, keeping ``value``'s utterances.

    The template's text after ``{key}`` ends the last utterance; the text before it starts the
    first one, or, with ``alone``, is an utterance of its own (it ends a sentence).
    """
    text = template.format(**values, **{key: value})
    said = list(utterances(value))
    before, mark, after = template.format(**values, **{key: "\0"}).partition("\0")
    if not isinstance(value, Spoken) or not mark or "\0" in after or not said:
        return text  # a plain value, or a translation that lost the placeholder: one utterance
    said[-1] = replace(said[-1], text=said[-1].text + after.rstrip())
    if alone:
        return Spoken(text, [Utterance(before.strip()), *said])
    said[0] = replace(said[0], text=before.lstrip() + said[0].text)
    return Spoken(text, said)
