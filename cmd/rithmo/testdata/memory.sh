#!/usr/bin/env bash
# Peak resident memory (VmHWM) of rithmo sessions driven as a person would,
# in tmux: the full-screen program at 80x24 and 120x40 (a lesson paged
# through, the puzzle menu and a puzzle answered, a board analysed, the
# progress screen) and the accessible program (a puzzle session answered
# line by line). Needs tmux; builds rithmo as the README's install line does.
#
#   bash cmd/rithmo/testdata/memory.sh
#
# With SHOW=1 it prints the screen after each key, to check that the keys
# still go where the comments say (the home menu's numbers move as items
# are added: 5 puzzles, 6 board analysis, 7 progress).
#
# With BIN=path it measures that binary instead of building one, to
# interleave runs of two builds (BIN may be a script that execs rithmo).
set -euo pipefail
cd "$(dirname "$0")/../../.."
command -v tmux >/dev/null || { echo "memory.sh: needs tmux" >&2; exit 2; }

dir=$(mktemp -d)
tm=rithmo-mem-$$ # the tmux session, apart from any other run's
trap 'tmux kill-session -t "$tm" 2>/dev/null || true; rm -rf "$dir"' EXIT
if [[ -n "${BIN:-}" ]]; then
	cp "$BIN" "$dir/rithmo"
else
	CGO_ENABLED=0 go build -ldflags "-s -w" -o "$dir/rithmo" ./cmd/rithmo
fi

# session NAME WIDTH HEIGHT ARGS... then keys from stdin, one tmux send-keys
# argument list a line; prints the highest VmHWM seen.
session() {
	local name=$1 w=$2 h=$3; shift 3
	rm -f "$dir/progress.db"
	tmux new-session -d -s "$tm" -x "$w" -y "$h" \
		"RITHMO_DATA=$dir/progress.db RITHMO_SEED=1 TERM=xterm-256color exec $dir/rithmo $*"
	sleep 1
	local pid hwm=0 v keys
	pid=$(tmux list-panes -t "$tm" -F '#{pane_pid}')
	while read -r keys; do
		# shellcheck disable=SC2086 # one line is several send-keys arguments
		tmux send-keys -t "$tm" $keys 2>/dev/null || break
		sleep 0.8
		if [[ -n "${SHOW:-}" ]]; then
			echo "--- $name, after: $keys" >&2
			tmux capture-pane -t "$tm" -p 2>/dev/null | grep -v '^[[:space:]]*$' | tail -6 >&2 || true
		fi
		v=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
		[[ -n "$v" && "$v" -gt "$hwm" ]] && hwm=$v
	done
	tmux kill-session -t "$tm" 2>/dev/null || true
	awk -v name="$name" -v kb="$hwm" 'BEGIN { printf "%-28s %6.1f MB (VmHWM %d kB)\n", name, kb / 1000, kb }'
}

# A lesson paged through; the puzzle menu, its first set and a man chosen;
# a board analysed; the progress screen.
fullscreen='Enter
Right
Right
Right
Right
q
q
5
Enter
Down
Enter
Escape
Escape
6
fulke1 Enter
Escape
Escape
7
Escape'

echo "$fullscreen" | session "full-screen 80x24" 80 24
echo "$fullscreen" | session "full-screen 120x40" 120 40
# A run of puzzles, in accessible mode: the puzzle menu and its first set,
# then four puzzles, each answered as a learner who picks the first man
# offered (sometimes wrong) and, asked again, has the answer shown, then
# goes on. The keys are worked out from the screen, since how many options a
# question has depends on the puzzle: a fixed list of keys went stale once
# (it kept answering one puzzle's first question).
accessible() {
	local name=$1 w=$2 h=$3 want=$4
	rm -f "$dir/progress.db"
	tmux new-session -d -s "$tm" -x "$w" -y "$h" \
		"RITHMO_DATA=$dir/progress.db RITHMO_SEED=1 TERM=xterm-256color exec $dir/rithmo --accessible"
	sleep 1
	local pid hwm=0 v screen key played=0 step
	pid=$(tmux list-panes -t "$tm" -F '#{pane_pid}')
	for key in 5 1; do # the home's Puzzles, then the chooser's first set
		tmux send-keys -t "$tm" "$key" Enter
		sleep 0.8
	done
	for ((step = 0; step < 60 && played < want; step++)); do
		screen=$(tmux capture-pane -t "$tm" -p -S -40 2>/dev/null) || break
		# The question asked last, from its title to its prompt.
		screen=$(awk '/\? *$/ {q = ""} {q = q $0 "\n"} END {printf "%s", q}' <<<"$screen")
		if grep -q '^Go on?' <<<"$screen"; then
			played=$((played + 1))
			key=1
			((played < want)) || key=2 # finish
		elif key=$(grep -oE '^[0-9]+\. Show the answer' <<<"$screen" | grep -oE '^[0-9]+'); then
			:
		else
			key=1
		fi
		[[ -n "${SHOW:-}" ]] && echo "--- $name, step $step: $key" >&2
		tmux send-keys -t "$tm" "$key" Enter 2>/dev/null || break
		sleep 0.8
		v=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
		[[ -n "$v" && "$v" -gt "$hwm" ]] && hwm=$v
	done
	tmux kill-session -t "$tm" 2>/dev/null || true
	((played == want)) || { echo "memory.sh: the accessible session played $played puzzles, not $want" >&2; exit 1; }
	awk -v name="$name" -v kb="$hwm" 'BEGIN { printf "%-28s %6.1f MB (VmHWM %d kB)\n", name, kb / 1000, kb }'
}
accessible "accessible (puzzles)" 80 24 4
