package cli

import "github.com/rithmo/rithmo/cmd/internal/progress"

func classHTML(r progress.ClassReport, path string) string { return "" }
