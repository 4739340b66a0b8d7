"""Card and suit names, from the ``cards`` catalog: the one source of card names.

Dutch names are exactly the rule document's: ``ruiten 3``, ``harten 10``, ``hartenboer``,
``schoppenaas``. English: ``3 of diamonds``, ``jack of hearts``.
"""

from __future__ import annotations

from .game.cards import Card, Rank, Suit
from .i18n import Translator


def suit_name(tr: Translator, suit: Suit) -> str:
    if suit is Suit.HARTEN:
        # Translators: the suit hearts, as in a card name or "a run of hearts".
        return tr.pgettext("suit", "hearts")
    if suit is Suit.RUITEN:
        # Translators: the suit diamonds.
        return tr.pgettext("suit", "diamonds")
    if suit is Suit.KLAVEREN:
        # Translators: the suit clubs.
        return tr.pgettext("suit", "clubs")
    # Translators: the suit spades.
    return tr.pgettext("suit", "spades")


def card_name(tr: Translator, card: Card) -> str:
    suit = suit_name(tr, card.suit)
    rank = card.rank
    if rank is Rank.AAS:
        # Translators: an ace; {suit} is a suit name. Dutch writes one word: "schoppenaas".
        pattern = tr.pgettext("card", "ace of {suit}")
    elif rank is Rank.BOER:
        # Translators: a jack; Dutch writes one word: "hartenboer".
        pattern = tr.pgettext("card", "jack of {suit}")
    elif rank is Rank.VROUW:
        # Translators: a queen; Dutch writes one word: "hartenvrouw".
        pattern = tr.pgettext("card", "queen of {suit}")
    elif rank is Rank.HEER:
        # Translators: a king; Dutch writes one word: "ruitenheer".
        pattern = tr.pgettext("card", "king of {suit}")
    else:
        # Translators: a number card; {rank} is 2 to 10. Dutch: "ruiten 3".
        pattern = tr.pgettext("card", "{rank} of {suit}")
    return pattern.format(suit=suit, rank=int(rank))


def card_list(tr: Translator, cards: tuple[Card, ...] | list[Card]) -> str:
    """Cards separated as the board description separates them (``ruiten 3, hartenboer``)."""
    # Translators: separator between cards in a list, as in the board description.
    sep = tr.pgettext("list", ", ")
    return sep.join(card_name(tr, c) for c in cards)
