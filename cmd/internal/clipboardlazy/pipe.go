//go:build unix

package clipboard

import "os/exec"

// pipeTo runs cmd with text on its standard input.
func pipeTo(cmd *exec.Cmd, text string) error {
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	if _, err := in.Write([]byte(text)); err != nil {
		return err
	}
	if err := in.Close(); err != nil {
		return err
	}
	return cmd.Wait()
}
