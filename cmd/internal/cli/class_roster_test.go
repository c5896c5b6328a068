package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gossh "golang.org/x/crypto/ssh"
)

// writePub writes a new key's .pub file and returns its path and
// fingerprint.
func writePub(t *testing.T, dir, name string) (string, string) {
	t.Helper()
	signer := newSigner(t)
	path := filepath.Join(dir, name+".pub")
	require.NoError(t, os.WriteFile(path, gossh.MarshalAuthorizedKey(signer.PublicKey()), 0o600))
	return path, gossh.FingerprintSHA256(signer.PublicKey())
}

// Each roster command: what it prints, or the one line it refuses with
// and exit code 2. The steps run in order on one class file.
func TestClassRosterCommands(t *testing.T) {
	dir := t.TempDir()
	class := filepath.Join(dir, "5b.db")
	ann, annID := writePub(t, dir, "ann")
	bob, bobID := writePub(t, dir, "bob")
	ann2, ann2ID := writePub(t, dir, "ann2")
	folder := filepath.Join(dir, "keys")
	require.NoError(t, os.Mkdir(folder, 0o700))
	cat, _ := writePub(t, folder, "Cat")
	_, _ = writePub(t, folder, "Dan")
	csv := filepath.Join(dir, "5b.csv")
	require.NoError(t, os.WriteFile(csv, []byte("name,key\nEve,bob.pub\n"), 0o600))
	catKey, err := os.ReadFile(cat)
	require.NoError(t, err)
	jo, _ := writePub(t, dir, "jo")
	joKey, err := os.ReadFile(jo)
	require.NoError(t, err)
	allow := filepath.Join(dir, "allow.keys")
	require.NoError(t, os.WriteFile(allow, []byte("# from serve --allow\n"+strings.TrimSpace(string(joKey))+" Jo March\n"), 0o600))
	clash := filepath.Join(dir, "clash.csv")
	require.NoError(t, os.WriteFile(clash, []byte("Fay\nGus,"+strings.TrimSpace(string(catKey))+"\n"), 0o600))

	for _, step := range []struct {
		name string
		args []string
		code int
		out  string // a regexp the output matches
		err  string // the one line of standard error, exactly (with 5b.db for the class path)
	}{
		{"list, no file", []string{"roster"}, 2, "", "rithmo: class file 5b.db does not exist: start it with rithmo serve --class 5b.db, or set an assignment with rithmo class assign"},
		{"add one with a key", []string{"roster", "add", "Ann Smith", ann}, 0, `(?m)^Ann Smith: added \(` + regexp.QuoteMeta(annID) + `\)\nRoster of 5b.db: 1 added\.$`, ""},
		{"a folder", []string{"roster", "add", folder}, 0, `Roster of 5b.db: 2 added\.`, ""},
		{"a CSV naming a key file", []string{"roster", "add", csv}, 0, `(?m)^Eve: added \(` + regexp.QuoteMeta(bobID) + `\)$`, ""},
		{"an authorized_keys file, named by comments", []string{"roster", "add", allow}, 0, `(?m)^Jo March: added \(SHA256:\S+\)$`, ""},
		{"a name alone", []string{"roster", "add", "Hal"}, 0, `Hal: added \(no key: invite them with rithmo class invite --class 5b.db Hal\)`, ""},
		{"again: nothing changes", []string{"roster", "add", "ann smith", ann}, 0, `Roster of 5b.db: 1 already on the roster\.`, ""},
		{"a key under a second name", []string{"roster", "add", "Bob", bob}, 2, "",
			"rithmo: " + bob + ": the key " + bobID + " is Eve's on the roster, not Bob's: one key, one student; nobody was added"},
		{"a name with a second key", []string{"roster", "add", "Ann Smith", ann2}, 2, "",
			"rithmo: " + ann2 + ": Ann Smith is on the roster with the key " + annID + ", not " + ann2ID + ": one name, one key; nobody was added"},
		{"a CSV with a clash adds nobody", []string{"roster", "add", clash}, 2, "", "rithmo: " + clash + " line 2: the key"},
		{"a private key", []string{"roster", "add", "Ivy", filepath.Join(dir, "none")}, 2, "", "rithmo: " + filepath.Join(dir, "none") + ": cannot be read: no such file or directory"},
		{"a .pub without a name", []string{"roster", "add", ann}, 2, "", "rithmo: " + ann + ": give the student's name before their key file: rithmo class roster add NAME " + ann},
		{"a bad name", []string{"roster", "add", "Smith, Ann"}, 2, "", `rithmo: the command line: name "Smith, Ann": a comma is not allowed in a name`},
		{"rename", []string{"roster", "rename", "hal", "Hal Ross"}, 0, `^Renamed Hal to Hal Ross\.\n$`, ""},
		{"rename onto another", []string{"roster", "rename", "Eve", "ann smith"}, 2, "", "rithmo: Eve cannot be renamed ann smith: Ann Smith is another student on the roster (key " + annID + ")"},
		{"rename no one", []string{"roster", "rename", "Zed", "Z"}, 2, "", `rithmo: no student of that name: "Zed" in 5b.db (rithmo class roster --class 5b.db lists them)`},
		{"reset asks", []string{"roster", "reset", "Eve"}, 2, "",
			"rithmo: reset Eve: this deletes their 0 answers and the rest of their work (lessons read, review, ratings) for good; they stay on the roster with their key. Run again with --yes to do it"},
		{"reset", []string{"roster", "reset", "Eve", "--yes"}, 0, `^Reset Eve: 0 answers deleted; still on the roster\.\n$`, ""},
		{"remove asks", []string{"roster", "remove", "dan"}, 2, "",
			"rithmo: remove Dan: this takes them off the roster and deletes their 0 answers and the rest of their work (lessons read, review, ratings) for good. Run again with --yes to do it"},
		{"remove", []string{"roster", "remove", "dan", "--yes"}, 0, `^Removed Dan from the roster, and 0 answers\.\n$`, ""},
		{"list", []string{"roster"}, 0, `(?s)^5 students in 5b.db \(a roster: .*\n\nName +Key +On the roster +Last seen +Done +Answers\nAnn Smith +SHA256:\S+ +2026-12-06 +never +not started +0\n.*\nHal Ross +none yet: rithmo class invite +2026-12-06 +never +not started +0\n`, ""},
		{"invite", []string{"invite", "Hal Ross", "cat", "--days", "2"}, 0, `(?m)^Name +Code +Valid until\nHal Ross +[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4} +2026-12-08 09:00 UTC\nCat +\S{4}-\S{4} +2026-12-08 09:00 UTC\n`, ""},
		{"invite the pending", []string{"invite", "--pending"}, 0, `(?m)^Hal Ross +\S{4}-\S{4} `, ""},
		{"invite no one", []string{"invite"}, 2, "", "rithmo: invite whom? Name students on the roster, or give --pending"},
		{"invite a stranger", []string{"invite", "Hal Ross", "Zed"}, 2, "", `rithmo: no student of that name: "Zed" in 5b.db (rithmo class roster --class 5b.db lists them)`},
		{"invite too long", []string{"invite", "Cat", "--days", "365"}, 2, "", "rithmo: --days 365: want 1 to 90"},
	} {
		args := append([]string{"class"}, step.args...)
		args = append(args[:2:2], append([]string{"--class", class}, args[2:]...)...)
		if step.args[0] == "roster" && len(step.args) > 1 {
			args = append([]string{"class", "roster", step.args[1], "--class", class}, step.args[2:]...)
		}
		code, out, stderr := execRithmo(t, "", classNow, args...)
		out, stderr = strings.ReplaceAll(out, class, "5b.db"), strings.ReplaceAll(stderr, class, "5b.db")
		assert.Equal(t, step.code, code, "%s: %s", step.name, stderr)
		if step.out != "" {
			assert.Regexp(t, step.out, out, step.name)
		}
		if step.err != "" {
			assert.Equal(t, 1, strings.Count(stderr, "\n"), "%s: one line: %q", step.name, stderr)
			assert.True(t, strings.HasPrefix(stderr, step.err), "%s:\n got %q\nwant %q", step.name, stderr, step.err)
		} else {
			assert.Empty(t, stderr, step.name)
		}
	}
}

// Assignments are listed, changed, extended and removed; each refusal is
// one line and exit code 2.
func TestClassAssignManage(t *testing.T) {
	class := filepath.Join(t.TempDir(), "5b.db")
	run := func(args ...string) (int, string, string) {
		t.Helper()
		code, out, stderr := execRithmo(t, "", classNow, append([]string{"class", "assign", "--class", class}, args...)...)
		return code, strings.ReplaceAll(out, class, "5b.db"), strings.ReplaceAll(stderr, class, "5b.db")
	}
	code, _, stderr := run("week1", "--ids", "f1-addition-1", "--seed", "3", "--due", "2026-12-10")
	require.Equal(t, 0, code, stderr)

	for _, step := range []struct {
		name     string
		args     []string
		code     int
		out, err string
	}{
		{"extend", []string{"--extend", "week1", "2026-12-12"}, 0, "week1 is now due 2026-12-12 (was 2026-12-10).\n", ""},
		{"extend into the past", []string{"--extend", "week1", "2026-12-01"}, 0, "week1 is now due 2026-12-01 (was 2026-12-12).\n",
			"rithmo: warning: due 2026-12-01 is in the past (today is 2026-12-06); students will see it as overdue\n"},
		{"extend without a date", []string{"--extend", "week1"}, 2, "", "rithmo: --extend week1 DATE: give the new due date, YYYY-MM-DD\n"},
		{"extend a bad date", []string{"--extend", "week1", "12/12/2026"}, 2, "", "rithmo: --due \"12/12/2026\": want a date, YYYY-MM-DD\n"},
		{"extend no such", []string{"--extend", "week9", "2026-12-12"}, 2, "", "rithmo: no assignment \"week9\" in 5b.db (rithmo class assignments --class 5b.db lists them)\n"},
		{"edit the contents, keeping the seed", []string{"--edit", "week1", "--ids", "f1-addition-1,f1-addition-3", "--due", "2026-12-20"}, 0,
			"Changed week1: now 2 puzzles (seed 3), due 2026-12-20. Answers already given in it stay.\n", ""},
		{"edit nothing", []string{"--edit", "week1"}, 2, "", "rithmo: --edit week1: say what changes: the contents (--theme, --ids, --generate, --lesson ...) or --due DATE\n"},
		{"extend with contents", []string{"--extend", "week1", "2026-12-21", "--ids", "f1-addition-1"}, 2, "", "rithmo: --extend changes the due date only: change the contents with --edit week1\n"},
		{"two at once", []string{"--edit", "week1", "--remove", "week1"}, 2, "", "rithmo: --edit, --extend and --remove: give one at a time\n"},
		{"the name again", []string{"week1", "--ids", "f1-addition-1"}, 2, "", "rithmo: assignment \"week1\" exists in 5b.db: choose another name, or change it with --edit week1\n"},
		{"remove asks", []string{"--remove", "week1"}, 2, "", "rithmo: --remove week1: students will no longer see it; the answers given in it stay in the class file. Run again with --yes to do it\n"},
		{"remove", []string{"--remove", "week1", "--yes"}, 0, "Removed the assignment week1; the answers given in it stay.\n", ""},
		{"remove again", []string{"--remove", "week1", "--yes"}, 2, "", "rithmo: no assignment \"week1\" in 5b.db (rithmo class assignments --class 5b.db lists them)\n"},
	} {
		code, out, stderr := run(step.args...)
		assert.Equal(t, step.code, code, step.name)
		assert.Equal(t, step.out, out, step.name)
		assert.Equal(t, step.err, stderr, step.name)
	}
}
