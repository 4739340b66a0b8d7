"""The earcons as rendered: heard, not too loud, short, in the right ear, each its own.

Everything here analyses the samples the device (or a WAV file) would get.
"""

from __future__ import annotations

import wave
from pathlib import Path

import pytest
from sound_analysis import channels, distance, energy, peak, rms

from scorpion_a11y.i18n import translator
from scorpion_a11y.sound import files
from scorpion_a11y.sound.cues import Cue
from scorpion_a11y.sound.mixer import render_cues
from scorpion_a11y.sound.synth import MAX_MS, MAX_WIN_MS, ORDER, PEAK, RATE, Earcon, family

FULL_SCALE = 32767


@pytest.mark.parametrize("earcon", ORDER)
def test_every_earcon_is_heard_short_and_below_the_peak(earcon: Earcon) -> None:
    samples = family()[earcon]
    ms = 1000 * len(samples) / RATE
    assert 15 <= ms <= (MAX_WIN_MS if earcon is Earcon.WON else MAX_MS)
    assert peak(samples) <= PEAK * FULL_SCALE
    assert rms(samples) > 0.01 * FULL_SCALE if earcon is not Earcon.TICK else rms(samples) > 0


def test_the_tick_is_the_quietest_sound() -> None:
    sounds = family()
    tick = peak(sounds[Earcon.TICK])
    assert all(tick < peak(s) / 2 for e, s in sounds.items() if e is not Earcon.TICK)


def test_each_earcon_differs_from_every_other_in_envelope_or_pitch() -> None:
    sounds = family()
    for i, a in enumerate(ORDER):
        for b in ORDER[i + 1 :]:
            assert distance(sounds[a], sounds[b]) > 0.2, (a, b)
    assert distance(sounds[Earcon.MOVE], sounds[Earcon.MOVE]) == 0


def test_the_family_is_the_same_sample_for_sample_each_time() -> None:
    first = {e: bytes(s) for e, s in family().items()}
    family.cache_clear()
    assert {e: bytes(s) for e, s in family().items()} == first


@pytest.mark.parametrize("columns", [7, 10, 14])
def test_column_1_is_heard_left_and_the_last_column_right(columns: int) -> None:
    ratios = []
    for column in range(columns):
        left, right = channels(render_cues([Cue(Earcon.MOVE, column)], columns))
        ratios.append(energy(left) / energy(right))
    assert ratios[0] > 20  # clearly left
    assert ratios[-1] < 1 / 20  # clearly right
    assert ratios == sorted(ratios, reverse=True)  # step by step from left to right
    assert len(set(ratios)) == columns


@pytest.mark.parametrize("columns", [7, 10, 14])
def test_mono_is_the_same_in_both_ears_for_every_column(columns: int) -> None:
    for column in (0, columns - 1):
        left, right = channels(render_cues([Cue(Earcon.MOVE, column)], columns, mono=True))
        assert left == right
        assert energy(left) > 0


def test_a_sound_without_a_column_is_in_the_middle_and_panning_keeps_the_loudness() -> None:
    left, right = channels(render_cues([Cue(Earcon.WON)], 7))
    assert left == right
    middle = energy(left) + energy(right)
    side_l, side_r = channels(render_cues([Cue(Earcon.WON, 0)], 7))
    assert abs((energy(side_l) + energy(side_r)) / middle - 1) < 0.01


def test_volume_scales_the_sound_and_zero_is_silent() -> None:
    loud = peak(render_cues([Cue(Earcon.MOVE)], 7, volume=100))
    half = peak(render_cues([Cue(Earcon.MOVE)], 7, volume=50))
    assert 0 < half < loud / 2
    assert peak(render_cues([Cue(Earcon.MOVE)], 7, volume=0)) == 0


def test_the_reserve_ticks_move_from_column_1_to_column_3() -> None:
    cues = [Cue(Earcon.RESERVE, c, 110 * c) for c in range(3)]
    left, right = channels(render_cues(cues, 7))
    step = RATE * 110 // 1000
    balance = [
        energy(left[i * step : (i + 1) * step]) / energy(right[i * step : (i + 1) * step])
        for i in range(3)
    ]
    assert balance[0] > balance[1] > balance[2]


def read_wav(path: Path) -> tuple[wave._wave_params, bytes]:
    with wave.open(str(path), "rb") as w:
        return w.getparams(), w.readframes(w.getnframes())


@pytest.mark.parametrize(("language", "readme"), [("nl", "LEESMIJ.txt"), ("en", "README.txt")])
def test_geluiden_schrijf_writes_stereo_wavs_per_column_and_a_readme(
    tmp_path: Path, language: str, readme: str
) -> None:
    from array import array

    folder = tmp_path / "geluiden"
    code = files.main(["--schrijf", str(folder), "--kolommen", "10", "--taal", language])
    assert code == 0
    wavs = sorted(folder.glob("*.wav"))
    assert len(wavs) == len(files.PANNED) * 10 + len(ORDER) - len(files.PANNED)
    params, data = read_wav(folder / "01-move-1.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (2, 2, RATE)
    first = channels(array("h", data))
    last = channels(array("h", read_wav(folder / "01-move-10.wav")[1]))
    assert energy(first[0]) > 20 * energy(first[1])
    assert energy(last[1]) > 20 * energy(last[0])
    lines = (folder / readme).read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(ORDER)
    tr = translator(language)
    assert lines[0].startswith("01-move-*.wav")
    assert tr.pgettext("sound meaning", "a card moved") in lines[0]


def test_geluiden_without_a_folder_or_with_odd_columns_says_how_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert files.main([]) == 2
    assert files.main(["--schrijf", str(tmp_path / "x"), "--kolommen", "8"]) == 2
    assert "Gebruik: scorpion-a11y geluiden --schrijf MAP" in capsys.readouterr().err
    assert not (tmp_path / "x").exists()
    blocked = tmp_path / "bestand"
    blocked.write_text("")
    assert files.main(["--schrijf", str(blocked)]) == 1
    assert "Kan niet schrijven in" in capsys.readouterr().err
