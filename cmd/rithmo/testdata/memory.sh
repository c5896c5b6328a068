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
# A run of puzzles: the puzzle menu, its first set, then for each of four
# puzzles a wrong man, the answer shown, and the next puzzle.
printf '5 Enter\n1 Enter\n1 Enter\n7 Enter\n1 Enter\n1 Enter\n7 Enter\n1 Enter\n1 Enter\n7 Enter\n1 Enter\n1 Enter\n7 Enter\n2 Enter\n' |
	session "accessible (puzzles)" 80 24 --accessible
