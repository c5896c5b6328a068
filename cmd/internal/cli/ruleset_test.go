package cli

import (
	"encoding/json"
	"html"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/teach"
	"github.com/rithmo/rithmo/rules/board"
)

// A rule set's name is read in any case wherever it is typed: alone, as
// a flag, or inside a worksheet's spec.
func TestRuleNamesInAnyCase(t *testing.T) {
	tests := []struct {
		args []string
		want string // in the output
	}{
		{[]string{"rules", "Nemec"}, "nemec: Němec 2012"},
		{[]string{"rules", "FULKE1+Progression"}, "fulke1+progression"},
		{[]string{"board", "FULKE1"}, " a "},
		{[]string{"puzzles", "list", "--rules", "Nemec"}, " nemec "},
		{[]string{"puzzles", "generate", "--goal", "capture", "--relation", "addition", "--rules", "PARLETT", "--count", "1", "--seed", "1"}, "--rules parlett "},
		{[]string{"worksheet", "--rules", "Parlett", "--count", "1", "--seed", "1"}, "--rules parlett"},
		{[]string{"worksheet", "--generate", "spot Nemec", "--count", "1", "--seed", "1"}, "Puzzle 1 · nemec · "},
		{[]string{"worksheet", "--lesson", "3", "--rules", "NEMEC", "--seed", "1"}, "--rules nemec --lesson 3"},
		{[]string{"practice", "--rules", "Parlett", "--theme", "addition", "--seed", "1"}, "opens when you have read lesson 14"},
		{[]string{"puzzles", "mine", "--rules", "NEMEC", "--games", "1", "--count", "1", "--seed", "1"}, "--rules nemec "},
		{[]string{"play", "match", "--rules", "Nemec,FULKE1", "--levels", "1,1", "--games", "1", "--seed", "1"}, "| fulke1 | 1 v 1 |"},
		{[]string{"play", "--rules", "Parlett", "--side", "white", "--level", "1", "--victory", "none"}, "Parlett's account"},
		{[]string{"analyse", "Fulke3"}, "fulke3"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			vars := map[string]string{"RITHMO_DATA": filepath.Join(t.TempDir(), "p.db")}
			input := ""
			if tt.args[0] == "play" && tt.args[1] != "match" {
				input = "quit\n" // a game waits for a move; its input running out is an error
			}
			code, out, errOut := execRithmo(t, input, vars, append([]string{"--accessible"}, tt.args...)...)
			require.Equal(t, ExitOK, code, errOut)
			assert.NotContains(t, errOut, "unknown rule set")
			assert.Contains(t, html.UnescapeString(out), tt.want)
		})
	}
}

// The daily puzzle is drawn among the puzzles of the rule set given, by
// the date alone: the same all day, and every rule set has one each day.
func TestDailyPuzzleInLearnerRules(t *testing.T) {
	days := []time.Time{
		time.Date(2026, 12, 1, 0, 30, 0, 0, time.UTC),
		time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC),
		time.Date(2027, 2, 28, 23, 0, 0, 0, time.UTC),
	}
	for _, set := range board.RuleSets {
		for _, day := range days {
			t.Run(set.String()+" "+day.Format("2006-01-02"), func(t *testing.T) {
				pz, wait, err := dailyPuzzle(day, nil, set.String())
				require.NoError(t, err)
				require.Empty(t, wait)
				assert.Equal(t, set.String(), pz.Rules(), "%s", pz.ID)
				later, _, err := dailyPuzzle(day.Add(30*time.Minute), nil, set.String())
				require.NoError(t, err)
				assert.Equal(t, pz.Item(), later.Item(), "the same puzzle all day")
			})
		}
	}
	// The lessons read still hold puzzles back, within the rule set.
	pz, wait, err := dailyPuzzle(days[0], teach.Read{14: true}, "nemec")
	require.NoError(t, err)
	require.Empty(t, wait)
	assert.Equal(t, "nemec", pz.Rules())
	assert.Equal(t, 14, pz.Lesson.Number)
}

// The daily command reads the learner's rule set from the progress file.
func TestDailyFollowsTheSetting(t *testing.T) {
	db := filepath.Join(t.TempDir(), "p.db")
	for _, n := range []int{14, 15, 16} {
		readLessonIn(t, db, n)
	}
	vars := map[string]string{"RITHMO_DATA": db, "RITHMO_NOW": "2026-12-03"}
	for _, rules := range []string{"parlett", "fulke2"} {
		setRulesIn(t, db, rules)
		want, _, err := dailyPuzzle(time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC), teach.Read{14: true, 15: true, 16: true}, rules)
		require.NoError(t, err)
		code, out, errOut := execRithmo(t, "", vars, "--accessible", "daily")
		assertRanOut(t, code, errOut) // the input ends at a question
		assert.Contains(t, out, "Puzzle 1 of 1: "+want.Headline())
		assert.Contains(t, out, "Rules: "+rules+",")
	}
}

// setRulesIn keeps rules as the learner's rule set in the progress file at
// path.
func setRulesIn(t *testing.T, path, rules string) {
	t.Helper()
	store, err := progress.Open(path)
	require.NoError(t, err)
	require.NoError(t, store.SetSetting(progress.SettingRules, rules))
	require.NoError(t, store.Close())
}

func TestCardsIn(t *testing.T) {
	cards := []progress.Card{
		{Name: "a", Kind: progress.KindPuzzle, Rules: "fulke1"},
		{Name: "b", Kind: progress.KindPuzzle, Rules: "nemec"},
		{Name: "c", Kind: progress.KindPuzzle, Rules: "fulke1+progression"},
		{Name: "game", Kind: progress.KindPuzzle, Rules: "parlett", Origin: "your game of 6 Dec 2026, action 31"},
		{Name: "own", Kind: progress.KindPuzzle},
		{Name: "moves", Kind: progress.KindExercise},
	}
	tests := []struct {
		rules       string
		mine, other []string
	}{
		{"fulke1", []string{"a", "c", "game", "own", "moves"}, []string{"b"}},
		{"nemec", []string{"b", "game", "own", "moves"}, []string{"a", "c"}},
		{"parlett", []string{"game", "own", "moves"}, []string{"a", "b", "c"}},
	}
	names := func(cs []progress.Card) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Name)
		}
		return out
	}
	for _, tt := range tests {
		t.Run(tt.rules, func(t *testing.T) {
			mine, other := cardsIn(cards, tt.rules)
			assert.Equal(t, tt.mine, names(mine))
			assert.Equal(t, tt.other, names(other))
		})
	}
	assert.Equal(t, "puzzle b, in nemec: it waits while you learn in fulke1, and comes back if you choose nemec again under Rules",
		waitsForRules(cards[1], "fulke1"))
}

// A puzzle missed in fulke1 waits while the learner learns in nemec, is
// not counted due on the home screen, and comes back when they choose
// fulke1 again.
func TestReviewHoldsBackAnotherRuleSet(t *testing.T) {
	db := filepath.Join(t.TempDir(), "p.db")
	readLessonIn(t, db, 14)
	missed := firstPuzzleOf(t, "fulke1", 14)
	store, err := progress.Open(db, progress.WithClock(func() time.Time { return time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC) }))
	require.NoError(t, err)
	require.NoError(t, store.RecordPuzzle(puzzles.Attempt{PuzzleID: missed.ID, Rules: missed.Rules(), Themes: missed.Themes, Answer: "a",
		Position: missed.Position.String(), Goal: missed.Goal.String(), Difficulty: missed.Difficulty, Title: missed.Title}, progress.Given{}))
	require.NoError(t, store.SetSetting(progress.SettingRules, "nemec"))
	require.NoError(t, store.Close())

	vars := map[string]string{"RITHMO_DATA": db, "RITHMO_NOW": "2026-12-05"}
	code, out, errOut := execRithmo(t, "", vars, "--accessible", "review")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "Left out: puzzle "+missed.ID+", in fulke1: it waits while you learn in nemec, and comes back if you choose fulke1 again under Rules.\n")
	assert.Contains(t, out, "Nothing to review today.")
	code, out, errOut = execRithmo(t, "", vars, "review", "--list")
	require.Equal(t, ExitOK, code, errOut)
	assert.Equal(t, "Nothing to review today.\nLeft out: puzzle "+missed.ID+", in fulke1: it waits while you learn in nemec, and comes back if you choose fulke1 again under Rules.\n", out,
		"counted as rithmo review asks today")

	code, out, errOut = execRithmo(t, "", vars, "--accessible")
	assertRanOut(t, code, errOut) // the input ends at a question
	assert.Contains(t, out, "1. Continue: ", "Continue does not lead to a review that asks nothing")
	assert.NotContains(t, out, "Continue: review")
	assert.NotContains(t, out, "1 item due today")
	assert.Contains(t, out, "3. Review: nothing due today; 1 puzzle of another rule set waits\n")

	setRulesIn(t, db, "fulke1")
	code, out, errOut = execRithmo(t, "", vars, "--accessible", "review")
	assertRanOut(t, code, errOut) // the input ends at a question
	assert.Contains(t, out, "Review: 1 item due today: 1 puzzle and 0 exercises.")
	assert.Contains(t, out, "(fulke1, difficulty ")
	assert.NotContains(t, out, "Left out")
	code, out, errOut = execRithmo(t, "", vars, "review", "--list")
	require.Equal(t, ExitOK, code, errOut)
	assert.Regexp(t, `^1 item due today:\n  puzzle `+regexp.QuoteMeta(missed.ID)+` \(.*fulke1\): missed 1 time, reviewed 0 times; the same again\n$`, out)
}

// A puzzle whose lesson is unread waits for it: rithmo review --list
// neither counts it due today nor lists it among what review asks, and
// says why it is left out in review's words; the home's Review entry and
// Continue count it as review would.
func TestReviewListHoldsBackUnreadLesson(t *testing.T) {
	db := filepath.Join(t.TempDir(), "p.db")
	readLessonIn(t, db, 3)
	early, late := firstPuzzleOf(t, "fulke1", 3), firstPuzzleOf(t, "fulke1", 14)
	store, err := progress.Open(db, progress.WithClock(func() time.Time { return time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC) }))
	require.NoError(t, err)
	for _, p := range []puzzles.Puzzle{early, late} {
		require.NoError(t, store.RecordPuzzle(puzzles.Attempt{PuzzleID: p.ID, Rules: p.Rules(), Themes: p.Themes, Answer: "a",
			Position: p.Position.String(), Goal: p.Goal.String(), Difficulty: p.Difficulty, Title: p.Title}, progress.Given{}))
	}
	require.NoError(t, store.SetSetting(progress.SettingRules, "fulke1"))
	require.NoError(t, store.Close())

	vars := map[string]string{"RITHMO_DATA": db, "RITHMO_NOW": "2026-12-05"}
	code, out, errOut := execRithmo(t, "", vars, "review", "--list")
	require.Equal(t, ExitOK, code, errOut)
	assert.Regexp(t, `^1 item due today:\n  puzzle `+regexp.QuoteMeta(early.ID)+` \(.*\): missed 1 time, reviewed 0 times; the same again\n`+
		`Left out: puzzle `+regexp.QuoteMeta(late.ID)+`: it waits for lesson 14[^\n]*\.\n$`, out)

	code, out, errOut = execRithmo(t, "", vars, "--accessible")
	assertRanOut(t, code, errOut) // the input ends at the menu
	assert.Contains(t, out, "1. Continue: review: 1 item due today, missed or hinted before\n")
	assert.Contains(t, out, "3. Review: 1 item due today, missed or hinted before; 1 more waits (Review says why)\n")
}

// A worksheet's lesson exercises on moving in the learner's rule set ask
// about --rules, else the rule set of the progress file; the command in
// the footer names it, so that the sheet can be made again elsewhere.
func TestWorksheetLessonRules(t *testing.T) {
	under := regexp.MustCompile(`Under (\w+), a lone`)
	rulesOf := func(out string) map[string]int {
		n := map[string]int{}
		for _, m := range under.FindAllStringSubmatch(out, -1) {
			n[m[1]]++
		}
		return n
	}
	db := filepath.Join(t.TempDir(), "p.db")
	vars := map[string]string{"RITHMO_DATA": db}
	// Lesson 3's exercises: a few in fixed rule sets, the last three in
	// the learner's.
	code, fulke, errOut := execRithmo(t, "", vars, "worksheet", "--lesson", "3", "--seed", "1")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, html.UnescapeString(fulke), "rithmo worksheet --rules fulke1 --lesson 3 --seed 1", "fulke1 until chosen")

	tests := []struct {
		name, setting string
		args          []string
		want          string
	}{
		{"--rules", "", []string{"--rules", "nemec"}, "nemec"},
		{"the setting", "parlett", nil, "parlett"},
		{"--rules over the setting", "parlett", []string{"--rules", "fulke3"}, "fulke3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "p.db")
			if tt.setting != "" {
				setRulesIn(t, db, tt.setting)
			}
			code, out, errOut := execRithmo(t, "", map[string]string{"RITHMO_DATA": db}, append([]string{"worksheet", "--lesson", "3", "--seed", "1"}, tt.args...)...)
			require.Equal(t, ExitOK, code, errOut)
			assert.Contains(t, html.UnescapeString(out), "rithmo worksheet --rules "+tt.want+" --lesson 3 --seed 1")
			got, was := rulesOf(out), rulesOf(fulke)
			assert.Equal(t, was[tt.want]+3, got[tt.want], "the three exercises in the learner's rule set: %v, before %v", got, was)
			assert.Equal(t, was["fulke1"]-3, got["fulke1"], "%v", got)
			assert.NotContains(t, out, "curated", "no curated puzzles of the rule set are added")
		})
	}
}

// Practice without --rules plays the learner's rule set when it has the
// theme, with the option the theme needs; else every rule set that has it.
func TestPracticeDefault(t *testing.T) {
	tests := []struct {
		setting, theme string
		rules, mine    string
	}{
		{"", "addition", "fulke1", "fulke1"},
		{"", "progression", "fulke1+progression", "fulke1"},
		{"nemec", "multiplication", "", ""}, // nemec takes by no multiplication
		{"nemec", "attack", "nemec", "nemec"},
		{"fulke1", "attack", "", ""},
		{"parlett", "greater", "parlett", "parlett"},
		{"fulke2", "", "fulke2", "fulke2"},
		{"fulke3", "two-move", "fulke3", "fulke3"},
	}
	for _, tt := range tests {
		t.Run(tt.setting+" "+tt.theme, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "p.db")
			if tt.setting != "" {
				setRulesIn(t, db, tt.setting)
			}
			rules, mine := practiceDefault(dataEnv(db), tt.theme)
			assert.Equal(t, tt.rules, rules)
			assert.Equal(t, tt.mine, mine)
		})
	}
}

// A scripted change of rule set from the home's Rules entry: one choice,
// and the next menu's daily puzzle, Near your rating and a new game follow.
func TestChangeRulesFromHome(t *testing.T) {
	fixClock(t, time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC))
	db := filepath.Join(t.TempDir(), "progress.db")
	readLessonIn(t, db, 14)
	setRulesIn(t, db, "fulke1")
	code, out, errOut := execRithmo(t, "10\n5\n", nil, "--accessible", "--data", db)
	assertRanOut(t, code, errOut) // the input ends at a question
	assert.Contains(t, out, "4. Daily puzzle: one puzzle a day, in fulke1 (your rule set)")
	assert.Contains(t, out, "You learn in fulke1. The lessons' exercises on moving, the puzzles that end each lesson, Near your rating, the daily puzzle, review and a new game of Play follow it.")
	assert.Contains(t, out, "You learn in parlett.\n")
	assert.Contains(t, out, "Each summary follows, yours (parlett) first;")
	first := strings.Index(out, "parlett: ")
	other := strings.Index(out, "fulke1: ")
	assert.True(t, first >= 0 && other > first, "parlett's summary first")

	store, err := openStore(dataEnv(db))
	require.NoError(t, err)
	rules, ok, err := store.Setting(progress.SettingRules)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "parlett", rules)
	all, err := curatedCatalog(&Env{})
	require.NoError(t, err)
	picked, label := nearRating(store, all)
	require.NoError(t, store.Close())
	assert.True(t, strings.HasPrefix(label, "Near your rating in parlett ("), label)
	for _, p := range picked {
		assert.Equal(t, "parlett", strings.Split(p.Rules, "+")[0], p.ID)
	}

	// The next menu: the daily puzzle in parlett, and Play's first game.
	code, out, errOut = execRithmo(t, "4\n", nil, "--accessible", "--data", db)
	assertRanOut(t, code, errOut) // the input ends at a question
	assert.Contains(t, out, "4. Daily puzzle: one puzzle a day, in parlett (your rule set)")
	assert.Contains(t, out, "Rules: parlett,")

	// Lesson 3's exercises on moving in the learner's rule set.
	code, out, errOut = execRithmo(t, "", nil, "--data", db, "lesson", "show", "3")
	require.Equal(t, ExitOK, code, errOut)
	assert.Len(t, regexp.MustCompile(`Under parlett, a lone`).FindAllString(out, -1), 3+strings.Count(fulkeLesson3(t), "Under parlett, a lone"))
}

// fulkeLesson3 is lesson 3 as a learner who has not chosen reads it.
func fulkeLesson3(t *testing.T) string {
	t.Helper()
	code, out, errOut := execRithmo(t, "", map[string]string{"RITHMO_DATA": filepath.Join(t.TempDir(), "none.db")}, "lesson", "show", "3")
	require.Equal(t, ExitOK, code, errOut)
	return out
}

// dataEnv is an environment whose progress file is path.
func dataEnv(path string) *Env {
	return &Env{Getenv: func(k string) string {
		if k == "RITHMO_DATA" {
			return path
		}
		return ""
	}}
}

// rithmo puzzles --theme T plays the learner's rule set's puzzles of the
// theme while it has some, else every rule set's; the chooser says its
// goals and themes are the learner's rule set's.
func TestPuzzlesThemeInLearnerRules(t *testing.T) {
	all, err := curated(&Env{})
	require.NoError(t, err)
	tests := []struct {
		setting, theme, want string
	}{
		{"", "addition", "fulke1"},
		{"nemec", "eruption", "nemec"},
		{"nemec", "multiplication", ""}, // nemec takes by no multiplication: every rule set's
		{"parlett", "progression", "parlett"},
	}
	for _, tt := range tests {
		t.Run(tt.setting+" "+tt.theme, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "p.db")
			if tt.setting != "" {
				setRulesIn(t, db, tt.setting)
			}
			assert.Equal(t, tt.want, themeRules(dataEnv(db), all, tt.theme))
		})
	}

	dir := t.TempDir()
	readLesson(t, dir, 14)
	setRulesIn(t, filepath.Join(dir, "progress.db"), "nemec")
	out, stderr, code := runPuzzlesCmd(t, dir, "", "--accessible", "puzzles")
	assertRanOut(t, code, stderr) // the input ends at a question
	assert.Contains(t, out, "Which puzzles? Goals and themes in nemec, your rule set.")
	out, stderr, code = runPuzzlesCmd(t, dir, "", "--accessible", "puzzles", "--theme", "eruption")
	assertRanOut(t, code, stderr) // the input ends at a question
	assert.Contains(t, out, "(nemec, difficulty ")
	assert.NotRegexp(t, `\((fulke[123]|parlett), difficulty `, out)
}

// Over SSH each student's rule set is their own: Ann's change under Rules
// leaves Bob's menu in fulke1, and Ann's daily puzzle follows hers.
func TestRulesOverSSHPerStudent(t *testing.T) {
	addr, _ := startClass(t)
	annKey := newSigner(t)
	ann := connectStudent(t, addr, annKey, "accessible")
	ann.expect("Your name")
	ann.send("Ann")
	ann.expect(`Daily puzzle: one puzzle a day, in fulke1 \(your rule set\)`)
	ann.choose("Rules:")
	ann.expect(`You learn in fulke1\.`)
	ann.choose("parlett ")
	ann.expect(`You learn in parlett\.`)
	ann.expect(`Daily puzzle: one puzzle a day, in parlett \(your rule set\)`)
	ann.choose("Quit:")
	require.NoError(t, ann.sess.Wait())

	bob := connectStudent(t, addr, newSigner(t), "accessible")
	bob.expect("Your name")
	bob.send("Bob")
	bob.expect(`Daily puzzle: one puzzle a day, in fulke1 \(your rule set\)`)
	bob.choose("Quit:")
	require.NoError(t, bob.sess.Wait())

	again := connectStudent(t, addr, annKey, "accessible")
	again.expect(`Daily puzzle: one puzzle a day, in parlett \(your rule set\)`)
	again.choose("Quit:")
	require.NoError(t, again.sess.Wait())
}

// rithmo progress counts due today what rithmo review would ask today: a
// puzzle of another rule set waits for it, and one whose lesson is unread
// waits for that lesson; neither is due to the learner. The clock is
// RITHMO_NOW's.
func TestProgressDueCountsWhatReviewAsks(t *testing.T) {
	missed := firstPuzzleOf(t, "fulke1", 14)
	for _, tc := range []struct {
		name   string
		rules  string // "" none chosen: fulke1
		read   bool   // lesson 14 read
		now    string
		due    int
		listed string // what rithmo review says
	}{
		{"in its rule set, its lesson read", "fulke1", true, "2026-12-05", 1, "Review: 1 item due today: 1 puzzle and 0 exercises."},
		{"no rule set chosen: fulke1's", "", true, "2026-12-05", 1, "Review: 1 item due today: 1 puzzle and 0 exercises."},
		{"another rule set chosen", "nemec", true, "2026-12-05", 0, "Nothing to review today."},
		{"its lesson unread", "fulke1", false, "2026-12-05", 0, "Nothing to review today."},
		{"not due yet", "fulke1", true, "2026-12-01", 0, "Nothing to review today."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "p.db")
			if tc.read {
				readLessonIn(t, db, 14)
			}
			store, err := progress.Open(db, progress.WithClock(func() time.Time { return time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC) }))
			require.NoError(t, err)
			require.NoError(t, store.RecordPuzzle(puzzles.Attempt{PuzzleID: missed.ID, Rules: missed.Rules(), Themes: missed.Themes, Answer: "a",
				Position: missed.Position.String(), Goal: missed.Goal.String(), Difficulty: missed.Difficulty, Title: missed.Title}, progress.Given{}))
			if tc.rules != "" {
				require.NoError(t, store.SetSetting(progress.SettingRules, tc.rules))
			}
			require.NoError(t, store.Close())

			vars := map[string]string{"RITHMO_DATA": db, "RITHMO_NOW": tc.now}
			code, js, errOut := execRithmo(t, "", vars, "progress", "--json")
			require.Equal(t, ExitOK, code, errOut)
			var got struct {
				Review struct {
					DueToday  int `json:"due_today"`
					Puzzles   int `json:"puzzles"`
					Exercises int `json:"exercises"`
					Cards     int `json:"cards"`
				} `json:"review"`
			}
			require.NoError(t, json.Unmarshal([]byte(js), &got))
			assert.Equal(t, tc.due, got.Review.DueToday, "due_today")
			assert.Equal(t, tc.due, got.Review.Puzzles, "puzzles due")
			assert.Equal(t, 0, got.Review.Exercises)
			assert.Equal(t, 1, got.Review.Cards, "the card is kept, due or waiting")

			code, out, errOut := execRithmo(t, "", vars, "--accessible", "review")
			if tc.due > 0 {
				assertRanOut(t, code, errOut) // the input ends at its question
			} else {
				require.Equal(t, ExitOK, code, errOut)
			}
			assert.Contains(t, out, tc.listed, "rithmo review agrees")

			if tc.rules == "" {
				return // the home would welcome a learner who has not chosen
			}
			code, out, errOut = execRithmo(t, "7\n", vars, "--accessible") // the home's Progress
			assertRanOut(t, code, errOut)
			require.Contains(t, out, "7. Progress: ")
			if tc.due > 0 {
				assert.Contains(t, out, "Review      1 item due today (1 puzzle, 0 exercises)", "the home's Progress agrees")
			} else {
				assert.Contains(t, out, "Review      nothing due today", "the home's Progress agrees")
			}
		})
	}
}

// firstPuzzleOf is the first curated puzzle of a rule set that a lesson
// closes with.
func firstPuzzleOf(t *testing.T, rules string, lesson int) puzzles.Puzzle {
	t.Helper()
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	for _, p := range puzzlesIn(all, rules) {
		if p.Lesson.Number == lesson {
			return p
		}
	}
	require.FailNow(t, "no puzzle", "%s has no puzzle of lesson %d", rules, lesson)
	return puzzles.Puzzle{}
}
