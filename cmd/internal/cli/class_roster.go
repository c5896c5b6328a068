package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/cmd/internal/roster"
)

func newClassRosterCmd(env *Env) *cobra.Command {
	var class string
	cmd := &cobra.Command{
		Use:   "roster --class FILE",
		Short: "The class's students: who may join, under which name; add, rename, remove, reset",
		Long: `The roster is the list of the class's students, kept in the class file.
Once it has one student, only the students on it may use the class:
a key it does not know is asked for a join code (rithmo class invite),
and nobody names themselves. Without a roster any key may join and
names itself on first login.

  rithmo class roster --class FILE                  list: key, last seen, done
  rithmo class roster add --class FILE NAME KEY.pub one student and their key
  rithmo class roster add --class FILE NAME         one student who will join by code
  rithmo class roster add --class FILE FOLDER       every NAME.pub in FOLDER
  rithmo class roster add --class FILE FILE.csv     lines of name,key-file or name,key
  rithmo class roster rename --class FILE OLD NEW
  rithmo class roster reset --class FILE NAME --yes   clear their work, keep them
  rithmo class roster remove --class FILE NAME --yes  take them off, with their work

A name belongs to one key and a key to one name: a list that would give
either to two students is refused whole, naming both.`,
		Example: `  rithmo class roster add --class 5b.db "Ann Smith" keys/ann.pub
  rithmo class roster add --class 5b.db keys/
  rithmo class roster --class 5b.db`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := openRosterClass(env, class, false)
			if err != nil {
				return err
			}
			defer s.Close()
			return listRoster(cmd.OutOrStdout(), s, class)
		},
	}
	cmd.PersistentFlags().StringVar(&class, "class", "", "the class file (as rithmo serve --class)")
	cmd.AddCommand(newRosterAddCmd(env, &class), newRosterRenameCmd(env, &class), newRosterDropCmd(env, &class, false), newRosterDropCmd(env, &class, true))
	return cmd
}

// openRosterClass opens the class file; create: make it when missing.
func openRosterClass(env *Env, class string, create bool) (*progress.Store, error) {
	if class == "" {
		return nil, Usagef("--class: say which class file, as rithmo serve --class has it")
	}
	return openClass(env, class, nil, create)
}

// listRoster writes the students with their key, when they were last seen
// and what they have done.
func listRoster(w io.Writer, s *progress.Store, class string) error {
	all, err := s.Learners()
	if err != nil {
		return err
	}
	report, err := s.ClassReport("", progress.DefaultLabel, false)
	if err != nil {
		return err
	}
	lines := map[string]progress.StudentLine{}
	for _, l := range report.Students {
		lines[l.ID] = l
	}
	closed, err := s.Closed()
	if err != nil {
		return err
	}
	var students []progress.Learner
	for _, l := range all {
		if l.ID != progress.DefaultLearner {
			students = append(students, l)
		}
	}
	if len(students) == 0 {
		_, err := fmt.Fprintf(w, "No students in %s yet: add them with rithmo class roster add --class %s NAME KEY.pub (or a folder of .pub files, or a CSV).\n", class, class)
		return err
	}
	how := "a roster: only its students use the class; a key not on it joins with a code"
	if !closed {
		how = "no roster yet: any key may join and names itself"
	}
	fmt.Fprintf(w, "%s in %s (%s):\n\n", howMany(len(students), "student"), class, how)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "Name\tKey\tOn the roster\tLast seen\tDone\tAnswers")
	for _, l := range students {
		key := l.ID
		if l.Pending() {
			key = "none yet: rithmo class invite"
		}
		on := "named themselves"
		if !l.Enrolled.IsZero() {
			on = l.Enrolled.UTC().Format("2006-01-02")
		}
		line := lines[l.ID]
		done := "not started"
		if line.Answers > 0 {
			done = fmt.Sprintf("%d of %d", line.Outcomes.Solved(), line.Outcomes.Started())
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%d\n", cmpOr(l.Name, "(no name yet)"), key, on, lastSeen(l.LastSeen), done, line.Answers)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, "\nDone: items solved (at the first try or on a retry) of those started.")
	return err
}

func newRosterAddCmd(env *Env, class *string) *cobra.Command {
	return &cobra.Command{
		Use:   "add --class FILE (NAME [KEY.pub] | FOLDER | FILE.csv)",
		Short: "Put students on the roster: one with their key file, a folder of NAME.pub files, or a CSV",
		Long: `Put students on the roster, in one go: all or none.

  NAME KEY.pub   one student and the .pub file ssh-keygen made for them
  NAME           one student without a key yet: they join with a code
                 (rithmo class invite NAME)
  FOLDER         every NAME.pub in it, named by the file's name
  FILE.csv       lines of name,key-file (relative to the CSV) or
                 name,key (the .pub file's line), or a name alone;
                 a first line name,key is a header
  ALLOW-FILE     an authorized_keys file (as serve --allow took), each
                 key named by the comment after it

A name belongs to one key and a key to one name. Adding a student again
with the same key changes nothing; a student on the roster without a key
takes the key given.`,
		Example: `  rithmo class roster add --class 5b.db "Ann Smith" ann.pub
  rithmo class roster add --class 5b.db keys/
  rithmo class roster add --class 5b.db 5b.csv`,
		Args: cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if *class == "" {
				return Usagef("--class: say which class file, as rithmo serve --class has it")
			}
			list, err := rosterEntries(args)
			if err != nil {
				return Usagef("%v", err)
			}
			for _, e := range list {
				if err := progress.CheckName(e.Name); err != nil {
					return Usagef("%s: %v", e.From, err)
				}
			}
			s, err := openRosterClass(env, *class, true)
			if err != nil {
				return err
			}
			defer s.Close()
			enrol := make([]progress.Enrolment, len(list))
			for i, e := range list {
				enrol[i] = progress.Enrolment{Name: e.Name, Key: e.Key, ID: e.ID, From: e.From}
			}
			done, err := s.Enrol(enrol)
			var conflict *progress.ConflictError
			if errors.As(err, &conflict) {
				return Usagef("%v; nobody was added", err)
			}
			if err != nil {
				return err
			}
			counts := map[string]int{}
			for _, d := range done {
				counts[d.Done]++
				key := d.ID
				if key == "" {
					key = "no key: invite them with rithmo class invite --class " + shellQuote(*class) + " " + shellQuote(d.Name)
				}
				fmt.Fprintf(cmd.OutOrStdout(), "%s: %s (%s)\n", d.Name, d.Done, key)
			}
			var parts []string
			for _, what := range []string{"added", "key added", "put on the roster", "already on the roster"} {
				if counts[what] > 0 {
					parts = append(parts, fmt.Sprintf("%d %s", counts[what], what))
				}
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Roster of %s: %s.\n", *class, strings.Join(parts, ", "))
			return nil
		},
	}
}

// rosterEntries reads what roster add was given: NAME KEY.pub, a folder,
// a CSV, or a name alone.
func rosterEntries(args []string) ([]roster.Entry, error) {
	if len(args) == 2 {
		key, id, err := roster.ReadKey(args[1])
		if err != nil {
			return nil, err
		}
		return []roster.Entry{{Name: args[0], Key: key, ID: id, From: args[1]}}, nil
	}
	arg := args[0]
	info, err := os.Stat(arg)
	pathLike := strings.ContainsRune(arg, os.PathSeparator) || strings.HasSuffix(strings.ToLower(arg), ".csv") || strings.HasSuffix(arg, ".pub")
	switch {
	case err != nil && pathLike:
		return nil, fmt.Errorf("%s: cannot be read: %v", arg, errors.Unwrap(err))
	case err == nil && info.IsDir():
		return roster.Dir(arg)
	case strings.HasSuffix(strings.ToLower(arg), ".csv"):
		return roster.ReadCSV(arg)
	case strings.HasSuffix(arg, ".pub"):
		return nil, fmt.Errorf("%s: give the student's name before their key file: rithmo class roster add NAME %s", arg, arg)
	case err == nil: // an authorized_keys file, as serve --allow took
		return roster.ReadAuthorizedKeys(arg)
	}
	return []roster.Entry{{Name: arg, From: "the command line"}}, nil
}

func newRosterRenameCmd(env *Env, class *string) *cobra.Command {
	return &cobra.Command{
		Use:     "rename --class FILE OLD NEW",
		Short:   "Give a student another name; their key and work stay theirs",
		Example: `  rithmo class roster rename --class 5b.db "Ann" "Ann Smith"`,
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := progress.CheckName(args[1]); err != nil {
				return Usagef("rename %s: %v", args[0], err)
			}
			s, err := openRosterClass(env, *class, false)
			if err != nil {
				return err
			}
			defer s.Close()
			st, err := s.StudentNamed(args[0])
			if err != nil {
				return rosterUsage(err, *class)
			}
			if err := s.RenameStudent(st.Name, args[1]); err != nil {
				return rosterUsage(err, *class)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Renamed %s to %s.\n", st.Name, args[1])
			return nil
		},
	}
}

// rosterUsage says a refusal of the store's as a usage error.
func rosterUsage(err error, class string) error {
	var conflict *progress.ConflictError
	switch {
	case errors.Is(err, progress.ErrNotOnRoster):
		return Usagef("%v in %s (rithmo class roster --class %s lists them)", err, class, class)
	case errors.As(err, &conflict):
		return Usagef("%v", err)
	}
	return err
}

// newRosterDropCmd is roster remove (remove) or roster reset: both delete
// work for good, so both ask for --yes after saying what would go.
func newRosterDropCmd(env *Env, class *string, remove bool) *cobra.Command {
	var yes bool
	use, short := "reset", "Clear a student's work (answers, lessons read, review, ratings); they stay on the roster"
	if remove {
		use, short = "remove", "Take a student off the roster, with all their work and join codes"
	}
	cmd := &cobra.Command{
		Use:     use + " --class FILE NAME --yes",
		Short:   short,
		Example: fmt.Sprintf(`  rithmo class roster %s --class 5b.db "Ann Smith" --yes`, use),
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := openRosterClass(env, *class, false)
			if err != nil {
				return err
			}
			defer s.Close()
			st, err := s.StudentNamed(args[0])
			if err != nil {
				return rosterUsage(err, *class)
			}
			what := fmt.Sprintf("%s and the rest of their work (lessons read, review, ratings)", howMany(st.Answers, "answer"))
			if !yes {
				if remove {
					return Usagef("remove %s: this takes them off the roster and deletes their %s for good. Run again with --yes to do it", st.Name, what)
				}
				return Usagef("reset %s: this deletes their %s for good; they stay on the roster with their key. Run again with --yes to do it", st.Name, what)
			}
			if remove {
				if _, err := s.RemoveStudent(st.Name); err != nil {
					return rosterUsage(err, *class)
				}
				fmt.Fprintf(cmd.OutOrStdout(), "Removed %s from the roster, and %s.\n", st.Name, howMany(st.Answers, "answer"))
				return nil
			}
			if _, err := s.ResetStudent(st.Name); err != nil {
				return rosterUsage(err, *class)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Reset %s: %s deleted; still on the roster.\n", st.Name, howMany(st.Answers, "answer"))
			return nil
		},
	}
	cmd.Flags().BoolVar(&yes, "yes", false, "do it: the work deleted cannot be brought back")
	return cmd
}

func newClassInviteCmd(env *Env) *cobra.Command {
	var (
		class    string
		days     int
		everyone bool
	)
	cmd := &cobra.Command{
		Use:   "invite --class FILE NAME... | --pending",
		Short: "Print one-time join codes: a student gives theirs once and their key becomes theirs on the roster",
		Long: `Print a one-time join code for each student named (on the roster), or
with --pending for every student on the roster without a key yet.

A code is 8 letters and digits (no 0, O, 1, I or L), valid --days days
and once. Only its hash is kept in the class file: print or copy the codes
now. A student whose key is not on the roster connects with

  ssh -p 2222 HOST join CODE

(or without "join CODE", and types the code when asked), and from then on
their key is theirs under their roster name. A new code for a student who
has a key gives them a new one (a new laptop): their work follows.`,
		Example: `  rithmo class invite --class 5b.db "Ann Smith" "Bob Jones"
  rithmo class invite --class 5b.db --pending --days 3`,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch {
			case class == "":
				return Usagef("--class: say which class file, as rithmo serve --class has it")
			case days < 1 || days > 90:
				return Usagef("--days %d: want 1 to 90", days)
			case everyone && len(args) > 0:
				return Usagef("--pending invites every student without a key: name no one with it")
			case !everyone && len(args) == 0:
				return Usagef("invite whom? Name students on the roster, or give --pending")
			}
			s, err := openRosterClass(env, class, false)
			if err != nil {
				return err
			}
			defer s.Close()
			names := args
			if everyone {
				all, err := s.Learners()
				if err != nil {
					return err
				}
				for _, l := range all {
					if l.Pending() {
						names = append(names, l.Name)
					}
				}
				if len(names) == 0 {
					return Usagef("--pending: every student on the roster of %s has a key", class)
				}
			}
			inv, err := s.Invite(names, time.Duration(days)*24*time.Hour)
			if err != nil {
				return rosterUsage(err, class)
			}
			w := cmd.OutOrStdout()
			tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "Name\tCode\tValid until")
			for _, i := range inv {
				fmt.Fprintf(tw, "%s\t%s\t%s\n", i.Name, i.Code, i.Expires.UTC().Format(reportTime))
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			_, err = fmt.Fprintf(w, "\nEach code works once. A student joins with: ssh -p PORT HOST join CODE\n(Only the codes' hashes are kept: these cannot be shown again; a new invite makes new ones.)\n")
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&class, "class", "", "the class file (as rithmo serve --class)")
	f.IntVar(&days, "days", 7, "how many days the codes are valid")
	f.BoolVar(&everyone, "pending", false, "every student on the roster without a key")
	return cmd
}
