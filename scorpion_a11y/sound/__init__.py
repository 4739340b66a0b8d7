"""Earcons: a short synthesized sound for every event, panned to the column where it happened.

``synth`` makes the family (pure Python, at start), ``cues`` decides which sound goes with
which event, ``mixer`` lays them over each other in stereo, ``player`` hands the buffers to the
audio device (miniaudio), ``control`` is what the session talks to, ``files`` writes WAVs
(``scorpion-a11y geluiden --schrijf MAP``). See docs/uitvoer.md and docs/handleiding.md.
"""

from __future__ import annotations

from .cues import Cue, for_command, for_events
from .synth import Earcon

__all__ = ["Cue", "Earcon", "for_command", "for_events"]
