package main

import (
	"os"

	"github.com/rithmo/rithmo/cmd/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], cli.StdEnv()))
}
