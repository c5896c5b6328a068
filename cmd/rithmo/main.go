// Command rithmo is a terminal tutor for the number theory behind Rithmomachia,
// the medieval battle of numbers. See the README for a tour.
package main

import (
	"os"

	"github.com/rithmo/rithmo/cmd/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], cli.StdEnv()))
}
