#!/usr/bin/env bash
# Sourced by dev: the time of each part of `./dev test`, printed at the end
# beside its budget.

# What each part of `./dev test` may take on CI's two cores, in minutes, and
# the whole run's budget: the parts' times are printed at the end, and a run
# over the budget names the parts over theirs.
TEST_BUDGET_MINUTES=45
PART_BUDGETS=(build:3 benchmarks:1 sanitizers:8 fuzzers:4 flatpak:5 "debian 12 tests:12" "debian 13 leg:8")
PART_TIMES=()

# Runs a part of the tests and keeps its time under NAME.
timed() {
    local name=$1 start=$SECONDS status=0
    shift
    "$@" || status=$?
    PART_TIMES+=("$name:$((SECONDS - start))")
    return "$status"
}

# Prints each part's time beside its budget; over the whole budget, says which parts grew.
report_times() {
    local entry name seconds budget total=0 over=()
    echo "dev: the parts of this run (minutes; the budget on CI's two cores):" >&2
    for entry in "${PART_TIMES[@]}"; do
        name=${entry%:*} seconds=${entry##*:} budget=
        total=$((total + seconds))
        for budget in "${PART_BUDGETS[@]}"; do [[ ${budget%:*} == "$name" ]] && break; budget=; done
        awk -v n="$name" -v s="$seconds" -v b="${budget##*:}" 'BEGIN { printf "dev:   %-18s %6.1f  (%s)\n", n, s / 60, b }' >&2
        [[ -n $budget ]] && ((seconds > ${budget##*:} * 60)) && over+=("$name")
    done
    awk -v s="$total" -v b="$TEST_BUDGET_MINUTES" 'BEGIN { printf "dev:   %-18s %6.1f  (%s)\n", "total", s / 60, b }' >&2
    if ((total > TEST_BUDGET_MINUTES * 60)); then
        echo "dev: over the ${TEST_BUDGET_MINUTES}-minute budget; over their own: ${over[*]:-none (all grew a little)}" >&2
    fi
}
