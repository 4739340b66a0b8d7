#!/usr/bin/env python3
"""Measure how scorpion-a11y answers this set: bench/fresh/measure.py (the same usage and
output), reading set.tsv and writing answers-LABEL.tsv and prior-check-LABEL.tsv in this folder.

usage: measure.py PATH/TO/scorpion-a11y LABEL [--set set.tsv] [--jobs N]
"""

import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "fresh_measure", os.path.join(HERE, os.pardir, "fresh", "measure.py")
)
assert _spec is not None and _spec.loader is not None
measure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(measure)
measure.HERE = HERE  # main() reads the set and writes its results next to this script

if __name__ == "__main__":
    measure.main()
