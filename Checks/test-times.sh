#!/usr/bin/env bash
# Sourced by dev: the time of each part of `./dev test`, printed at the end
# beside its budget, and the parts that only compute, run beside the suites.

# What each part of `./dev test` may take on CI's two cores, in minutes, and
# the whole run's budget (its wall-clock time): the parts' times are printed
# at the end, and a run over the budget names the parts over theirs. The
# parts marked "beside" run while the suites do, so only a part beside that
# outlasts them adds to the total.
TEST_BUDGET_MINUTES=45
PART_BUDGETS=(build:6 benchmarks:1 "debian 12 tests:19" "debian 13 leg:15" "flatpak tests:1"
    "installed app build:5" "debian 13 build:11" flatpak:6 sanitizers:17 fuzzers:5)
PART_TIMES=()
TEST_STARTED=$SECONDS

# Runs a part of the tests and keeps its time under NAME.
timed() {
    local name=$1 start=$SECONDS status=0
    shift
    "$@" || status=$?
    PART_TIMES+=("$name:$((SECONDS - start))")
    return "$status"
}

# Starts the parts that only compute ("NAME=COMMAND" each), one after another
# in the background, while the end-to-end suites run: those wait on the app,
# Xvfb and Orca most of the time and leave a core idle. The parts run in a
# session of their own whose scheduling group has the lowest priority (with
# the kernel's autogroups, a task's nice value weighs only inside its own
# session's group), at nice 19 and idle disk priority, so a compiler takes
# only what the suites leave. Each part's time goes to FOLDER/times, its
# output to FOLDER/NAME.log; a failed part is named in FOLDER/failed and the
# rest still run. `wait_beside` waits for them.
start_beside() {
    local folder=$1
    shift
    # shellcheck disable=SC2016 # expanded by the new session's shell
    setsid --wait bash -c "$(declare -f run_beside); run_beside \"\$@\"" run_beside "$folder" "$@" </dev/null &
    BESIDE_PID=$!
    # An interrupted run ends the parts beside it too.
    trap 'stop_beside "'"$folder"'"' EXIT
}

# The parts, in the new session (see start_beside).
run_beside() {
    local folder=$1 entry name start
    shift
    echo "$$" >"$folder/session"
    [[ -w /proc/self/autogroup ]] && echo 19 >/proc/self/autogroup
    for entry in "$@"; do
        name=${entry%%=*} start=$SECONDS
        echo "dev: beside the suites: $name" >&2
        nice --adjustment=19 ionice --class=3 bash -c "${entry#*=}" </dev/null >"$folder/$name.log" 2>&1 ||
            echo "$name" >>"$folder/failed"
        echo "$name (beside):$((SECONDS - start))" >>"$folder/times"
    done
}

# Ends the parts beside the suites, if they still run.
stop_beside() {
    [[ -f $1/session ]] && kill -- "-$(cat "$1/session")" 2>/dev/null
    return 0
}

# Waits for the parts started by start_beside (writing to FOLDER), keeps
# their times, and prints the log of each part that failed; returns 1 if one did.
wait_beside() {
    local folder=$1 name
    wait "$BESIDE_PID" || true
    trap - EXIT
    [[ -f $folder/times ]] && mapfile -t -O "${#PART_TIMES[@]}" PART_TIMES <"$folder/times"
    [[ -f $folder/failed ]] || return 0
    while read -r name; do
        echo "dev: $name failed; its output:" >&2
        tail -n 80 "$folder/$name.log" >&2
    done <"$folder/failed"
    return 1
}

# Prints each part's time beside its budget and the run's wall-clock time;
# over the whole budget, says which parts grew.
report_times() {
    local entry name seconds budget total=$((SECONDS - TEST_STARTED)) over=()
    echo "dev: the parts of this run (minutes; the budget on CI's two cores):" >&2
    for entry in "${PART_TIMES[@]}"; do
        name=${entry%:*} seconds=${entry##*:} budget=
        for budget in "${PART_BUDGETS[@]}"; do [[ ${budget%:*} == "${name% (beside)}" ]] && break; budget=; done
        awk -v n="$name" -v s="$seconds" -v b="${budget##*:}" 'BEGIN { printf "dev:   %-28s %6.1f  (%s)\n", n, s / 60, b }' >&2
        [[ -n $budget ]] && ((seconds > ${budget##*:} * 60)) && over+=("$name")
    done
    awk -v s="$total" -v b="$TEST_BUDGET_MINUTES" 'BEGIN { printf "dev:   %-28s %6.1f  (%s)\n", "total (wall clock)", s / 60, b }' >&2
    if ((total > TEST_BUDGET_MINUTES * 60)); then
        echo "dev: over the ${TEST_BUDGET_MINUTES}-minute budget; over their own: ${over[*]:-none (all grew a little)}" >&2
    fi
}
