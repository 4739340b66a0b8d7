"""Shared test setup: the report header says which copy of the package is under test, and
``-n auto`` starts one worker more than there are cores."""

from __future__ import annotations

import gc
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

# The tests' own folders (tmp_path) in memory where the system has a memory folder: every
# save the game makes ends in an fsync or fdatasync (app/files.py), which on this machine's
# disk waits 1-3 ms each, thousands of times a run (test_fresh_sets alone: 19 s of wall time
# for 5 s of CPU, 11 s in memory). The files stay real files, written, renamed, locked and
# read back by the same code; only the wait for the disk is gone (a crash of the test process,
# kill -9, keeps them just the same). Another root can still be given in the environment.
_MEMORY = Path("/dev/shm")
if _MEMORY.is_dir() and os.access(_MEMORY, os.W_OK):
    os.environ.setdefault("PYTEST_DEBUG_TEMPROOT", str(_MEMORY))


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


#: The tests that take longest, one by one (the wall time of the longest case of each, the mean
#: of two full runs with two workers on a busy machine, 2026-12-02, each case's share of its
#: run: a test that waits on real subprocesses, espeak-ng or a kill -9, counts as long as one
#: that computes; mypy, with no cache in a fresh CI clone, near the top), longest first.
#: pyproject runs ``--dist load --maxschedchunk 8``: each worker is handed the next tests in
#: collection order as it finishes, so these are put first and the run does not end with one
#: worker alone on a long test while the others idle. A name missing here only costs time; a
#: name here that no longer exists changes nothing. The first two are the longest single cases
#: (2026-12-02, CPU per case: Scorpion II Versoepeld traditional followed by hint, 18 s and 16 s).
SLOWEST = (
    "test_hint_loops.py::test_following_hints_never_comes_back_to_a_table_in_scorpion_ii",
    "test_trial5_truth.py::test_scorpion_ii_409072_following_the_hints_wins",
    "test_hint_loops.py::test_dead_ends_come_last_in_every_game",
    "test_quality.py::test_mypy_passes_strict_on_the_whole_package",
    "test_session_robust.py::test_every_line_gets_an_answer_and_a_rejected_line_changes_nothing",
    "test_durability.py::test_kill_9_at_100_random_moments_loses_nothing_announced",
    "test_trial5_words.py::test_a_suggestion_differs_from_the_line_only_in_its_unknown_words",
    "test_solver_core.py::test_same_verdict_nodes_and_line_in_every_game",
    "test_new_player.py::test_every_mistyped_move_is_read_as_that_move_and_offered_only_when_it_can_be_made",
    "test_solver.py::test_blocked_agrees_with_plain_search_on_random_positions[Rules.VERSOEPELD]",
    "test_hint_plan.py::test_the_next_hint_starts_from_the_arrangements_the_move_won",
    "test_solver_core.py::test_same_verdict_nodes_and_line_on_deals[False]",
    "test_commands_robust.py::test_any_mix_of_command_words_gives_a_result",
    "test_solver.py::test_agrees_with_plain_search_on_small_positions",
    "test_hint_budget.py::test_a_hint_that_stops_among_the_carried_arrangements_says_a_fair_share",
    "test_trial5_truth.py::test_3501_the_hint_and_kan_het_nog_tell_one_story",
    "test_engine_properties.py::test_random_play_keeps_every_invariant_and_its_line_replays",
    "test_commands_robust.py::test_any_text_gives_a_result",
    "test_commands_roundtrip.py::test_every_example_in_the_manual_is_accepted",
    "test_sound_play.py::test_pipe_mode_is_silent_unless_asked_and_says_once_when_there_is_no_device",
    "test_trial5_truth.py::test_wasp_216971_following_the_hints_never_comes_back_to_a_table",
    "test_solver_core.py::test_the_deal_first_changes_the_order_of_children_only[Variant.WASP]",
    "test_dealfile.py::test_random_json_values_give_only_deal_file_errors",
    "test_commands_roundtrip.py::test_every_listed_move_and_every_hint_is_accepted_typed_back",
    "test_hint_budget.py::test_the_same_position_gives_the_same_hint_however_busy_the_machine",
    "test_hint_useful.py::test_deal_reserve_reason_is_true_among_alternatives",
    "test_winnable_play.py::test_the_solver_and_the_game_share_winbaar_and_versoepeld",
    "test_loss.py::test_a_lost_verdict_is_never_won_by_the_full_solver",
    "test_sound_play.py::test_a_pipe_says_the_same_on_a_busy_machine_as_on_a_quiet_one[opens]",
    "test_dealfile.py::test_a_valid_file_with_any_part_replaced_gives_only_deal_file_errors",
    "test_catalogs.py::test_every_message_the_code_asks_for_is_translated[nl]",
    "test_output_speech.py::test_1000_interrupt_cycles_with_real_espeak_ng_never_fall_back",
    "test_solver_core.py::test_a_move_that_cannot_block_leaves_an_open_position_open",
    "test_play.py::test_the_hint_keeps_to_its_budget_where_the_look_ahead_is_huge",
    "test_output_speech.py::test_pyttsx3_renders_the_dutch_board_description",
    "test_narration_refusals.py::test_nothing_said_depends_on_where_hidden_cards_lie",
    "test_every_game.py::test_every_game_walks_from_welcome_to_redo",
    "test_solver_core.py::test_versoepeld_order_changes_the_order_of_children_only",
    "test_solver_core.py::test_same_children_and_keys_on_real_states",
    "test_winnable_play.py::test_a_double_scorpion_sampled_hint_names_the_copy",
    "test_solver_blocked.py::test_kings_by_value_agree_with_kings_by_place_on_random_tables",
    "test_output_speech.py::test_espeak_ng_program_speaks_when_pyttsx3_is_missing",
    "test_commands_robust.py::test_control_characters_and_punctuation",
    "test_trial4_odds.py::test_with_nothing_hidden_following_the_hint_wins",
    "test_solver_core.py::test_checking_the_waiting_cycle_only_after_moves_that_can_block_changes_nothing[Variant.THREE_BLIND_MICE",
    "test_new_player.py::test_a_refusal_never_offers_the_place_where_the_card_already_lies",
    "test_trial4_odds.py::test_the_trials_position_gets_the_same_answer_from_hint_and_odds",
    "test_trial4_odds.py::test_with_few_ways_the_hint_agrees_with_the_odds",
    "test_journal.py::test_any_play_undo_redo_save_sequence_leaves_on_disk_the_game_in_memory",
    "test_durability.py::test_a_second_game_on_the_same_folder_never_overwrites",
    "test_catalogs.py::test_dutch_output_contains_no_untranslated_message",
    "test_winnable_play.py::test_every_hint_is_accepted_typed_back_word_for_word",
    "test_app_terminal.py::test_each_command_cycle_is_the_typed_line_and_the_announcement",
    "test_new_player.py::test_a_hint_never_takes_back_the_move_just_made",
    "test_play.py::test_the_hint_stops_sampling_once_its_choice_is_settled",
    "test_files_robust.py::test_a_data_path_that_is_a_file_leaves_no_temporary_folder",
    "test_solver_cli.py::test_ctrl_c_stops_a_long_search_in_this_process",
    "test_solver_core.py::test_same_verdict_nodes_and_line_on_deals",
    "test_hint.py::test_rule_document_game_hint_is_spoken_in_both_languages",
    "test_fuzz_games.py::test_random_lines_never_crash_and_refusals_change_nothing",
    "test_restart_messages.py::test_a_real_kill_keeps_the_time_played",
    "test_journal.py::test_a_store_let_go_of_without_close_gives_its_journal_descriptor_back",
    "test_app_terminal.py::test_dumb_terminals_and_no_color_get_plain_lines",
    "test_app_terminal.py::test_editing_writes_backspaces_and_characters_only",
    "test_hint.py::test_hidden_cards_never_change_the_hint",
    "test_hint_plan.py::test_the_carried_plan_never_depends_on_the_hidden_cards",
    "test_app_terminal.py::test_tab_completes_from_what_fits_at_that_point",
    "test_fuzz_games.py::test_the_fuzz_finds_a_crash_when_there_is_one",
    "test_solver.py::test_blocked_agrees_with_plain_search_on_random_positions",
    "test_solver_core.py::test_checking_the_waiting_cycle_only_after_moves_that_can_block_changes_nothing",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The :data:`SLOWEST` tests first, in that order; the rest as collected."""

    def rank(item: pytest.Item) -> int:
        name = item.nodeid.rpartition("/")[2]
        return next((n for n, slow in enumerate(SLOWEST) if name.startswith(slow)), len(SLOWEST))

    items.sort(key=rank)  # stable: the order within a rank is the collected one


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection built (thousands of test items, their parameters, the modules) lives
    to the end of the run: frozen out of the garbage collector's reach, so that each full
    collection does not walk it again (measured: the collector's time in test_solver_core and
    test_trial4_ui, 2.2 s to 1.3 s). The tests' own objects are collected as before."""
    gc.freeze()
