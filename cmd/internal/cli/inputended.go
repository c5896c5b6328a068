package cli

import (
	"errors"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/lessons/form"
)

// errInputEnded is an accessible session whose answers ran out while a
// question waited: a script that pipes too few answers is told so by the
// exit code (1), not only by the session's "The input ended." on standard
// output. Everything answered before is saved.
var errInputEnded = errors.New("the input ended while a question waited for an answer; every answer given before is saved")

// accessibleInput is standard input for plain prompts, one Input for the
// whole command so that whether it ran out can be asked afterwards; Ctrl-C
// ends a waiting prompt at once and records nothing.
func accessibleInput(cmd *cobra.Command, env *Env) *form.Input {
	return form.NewInput(form.Cancelable(cmd.Context(), env.Stdin))
}

// inputEnded turns a session that stopped because in ran out into
// errInputEnded; any other outcome is err as it is (a Ctrl-C is an
// interruption, not an end of input).
func inputEnded(in *form.Input, err error) error {
	if err == nil && in.Ended() && !in.Interrupted() {
		return errInputEnded
	}
	if errors.Is(err, form.ErrInputEnded) && !in.Interrupted() {
		return errInputEnded
	}
	return err
}
