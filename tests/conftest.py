"""Shared test setup: the report header says which copy of the package is under test, and
``-n auto`` starts one worker more than there are cores."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import hints  # tests/hints.py (tests/ is on the path)
import pytest
import sessions
from hypothesis import settings

import scorpion_a11y

# Hypothesis: random examples on a developer's machine (each run may find something new); in CI
# (.ci/run sets HYPOTHESIS_PROFILE=ci) the same examples on every run and no example database,
# so a red CI run is red again when re-run, and a green one does not depend on luck.
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

# Many tests start the game or the solver as a real subprocess (a pipe, a terminal, kill -9).
# Where the environment asks Python not to write bytecode, each of those processes would
# compile every module of the package again; they may keep it in Python's own __pycache__
# folders (ignored by git, checked against the source on every import).
# The test processes themselves likewise: pytest keeps each test module with its assertions
# rewritten in __pycache__ only when bytecode may be written; without it every worker rewrote
# the test modules at every run (2-7 s of CPU per worker). The conftest is read before any
# test module is imported.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False


@pytest.fixture(autouse=True)
def _close_stores() -> Iterator[None]:
    """The stores a test opened through tests/sessions.py are closed after it."""
    yield
    sessions.close_all()


@pytest.fixture
def quick_session_hints() -> Iterator[None]:
    """A ``hint`` and the odds asked in a Session run on a small fixed budget (tests/hints.py)."""
    with hints.quick_session_hints():
        yield


def pytest_report_header() -> str:
    return f"scorpion_a11y from {Path(scorpion_a11y.__file__).resolve().parent}"


@pytest.hookimpl(optionalhook=True)  # also without xdist (-p no:xdist)
def pytest_xdist_auto_num_workers(config: object) -> int:
    """``-n auto`` (pyproject.toml): one worker more than there are cores. Part of the suite
    waits on real subprocesses (espeak-ng, the game in a terminal or a pipe); the extra worker
    computes meanwhile (2 cores, 2026-12-01: 81 s with 2 workers, 74 s with 3, 74 s with 4).
    """
    if hasattr(os, "sched_getaffinity"):
        cores = len(os.sched_getaffinity(0))  # the cores this process may use
    else:
        cores = os.cpu_count() or 1
    return cores + 1


#: The tests that take longest (CPU seconds over all their cases, measured 2026-12-01; the
#: solver tests' entries again after wip/suite's cuts, the others after wip/session's; the
#: trial 4 hint tests at the session's end, which sorted late and ran last), most
#: first. pyproject runs ``--dist load --maxschedchunk 8``: each worker is handed the next
#: tests in collection order as it finishes, so these are put first and the run does not end
#: with one worker alone on a long test while the others idle. A name missing here only costs
#: time; a name here that no longer exists changes nothing.
SLOWEST = (
    "test_solver_core.py::test_same_verdict_nodes_and_line_in_every_game[Variant.DOUBLE",
    "test_solver_core.py::test_same_verdict_nodes_and_line_in_every_game",
    "test_solver_core.py::test_the_deal_first_changes_the_order_of_children_only[Variant.WASP]",
    "test_quality.py::test_mypy_passes_strict_on_the_whole_package",
    "test_trial5_truth.py::test_wasp_216971_following_the_hints_never_comes_back_to_a_table",
    "test_trial4_odds.py::test_with_few_ways_the_hint_agrees_with_the_odds",
    "test_trial4_odds.py::test_with_nothing_hidden_following_the_hint_wins",
    "test_trial4_odds.py::test_while_a_move_helps_the_hint_suggests_one",
    "test_hint_plan.py::test_the_carried_plan_never_depends_on_the_hidden_cards",
    "test_trial4_odds.py::test_the_trials_position_gets_the_same_answer_from_hint_and_odds",
    "test_solver.py::test_agrees_with_plain_search_on_small_positions",
    "test_solver.py::test_blocked_agrees_with_plain_search_on_random_positions",
    "test_solver_core.py::test_same_verdict_nodes_and_line_on_deals",
    "test_winbaarheid.py::test_a_sample_of_won_deals_replays_to_a_win[double-scorpion",
    "test_solver_cli.py::test_workers_give_the_same_per_deal_results_in_order",
    "test_winnable_play.py::test_the_solver_and_the_game_share_winbaar_and_versoepeld",
    "test_winnable_play.py::test_a_double_scorpion_sampled_hint_names_the_copy",
    "test_output_speech.py::test_1000_interrupt_cycles_with_real_espeak_ng_never_fall_back",
    "test_session_robust.py::test_every_line_gets_an_answer_and_a_rejected_line_changes_nothing",
    "test_engine_properties.py::test_random_play_keeps_every_invariant_and_its_line_replays",
    "test_commands_robust.py::test_any_mix_of_command_words_gives_a_result",
    "test_new_player.py::test_every_suggestion_for_a_mistyped_move_is_a_move_that_can_be_made",
    "test_commands_robust.py::test_any_text_gives_a_result",
    "test_dealfile.py::test_a_valid_file_with_any_part_replaced_gives_only_deal_file_errors",
    "test_solver_core.py::test_same_children_and_keys_on_real_states",
    "test_solver_core.py::test_checking_the_waiting_cycle_only_after_moves_that_can_block",
    "test_useful.py::test_a_move_that_is_not_useful_can_be_moved_straight_back",
    "test_output_utterances.py::test_every_multi_sentence_answer_reaches_the_output_as_several",
    "test_play.py::test_the_sampled_hint_never_depends_on_the_hidden_cards",
    "test_hint.py::test_hidden_cards_never_change_the_hint",
    "test_play.py::test_the_odds_never_depend_on_the_hidden_cards_order",
    "test_solver_core.py::test_a_move_that_cannot_block_leaves_an_open_position_open",
    "test_true_answers.py::test_moves_hint_no_move_sentence_and_kan_het_nog_agree_where_play",
    "test_every_game.py::test_every_game_walks_from_welcome_to_redo",
    "test_useful.py::test_engine_hints_loss_check_and_solver_agree_on_the_reserve",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The :data:`SLOWEST` tests first, in that order; the rest as collected."""

    def rank(item: pytest.Item) -> int:
        name = item.nodeid.rpartition("/")[2]
        return next((n for n, slow in enumerate(SLOWEST) if name.startswith(slow)), len(SLOWEST))

    items.sort(key=rank)  # stable: the order within a rank is the collected one
