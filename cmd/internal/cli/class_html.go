package cli

import (
	"bytes"
	"fmt"
	"html/template"
	"strings"

	"github.com/rithmo/rithmo/cmd/internal/progress"
)

// classPage is the report as one self-contained page: no script, no file
// beside it. Each grid cell carries its mark as text and its outcome as a
// data attribute, so it reads in black and white and can be checked.
var classPage = template.Must(template.New("class").Funcs(template.FuncMap{
	"percent": func(n, total int) int {
		if total == 0 {
			return 0
		}
		return (200*n + total) / (2 * total)
	},
	"inc":  func(i int) int { return i + 1 },
	"name": studentName,
	"when": func(a progress.ClassAttempt) string { return a.At.UTC().Format(reportTime) },
	"took": func(a progress.ClassAttempt) string { return shortDuration(a.Took) },
	// cls is an outcome as a class name: "on a retry" is o-on-a-retry.
	"cls":      func(o string) string { return strings.ReplaceAll(o, " ", "-") },
	"lastSeen": lastSeen,
	"howMany":  howMany,
	"ordered": func(o progress.Outcomes) []int {
		out := make([]int, len(outcomeOrder))
		for i, k := range outcomeOrder {
			out[i] = o[k]
		}
		return out
	},
	"add": func(o progress.Outcomes) int { return o.Started() + o[progress.NotStarted] },
	"answersOf": func(all []progress.ClassAttempt, id string) []progress.ClassAttempt {
		var out []progress.ClassAttempt
		for _, a := range all {
			if a.Learner == id {
				out = append(out, a)
			}
		}
		return out
	},
}).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{.Title}}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #111; }
h1 { font-size: 1.5em; margin: 0 0 .2em; }
h2 { font-size: 1.2em; margin: 1.5em 0 .4em; border-bottom: 1px solid #999; }
table { border-collapse: collapse; }
th, td { padding: 3px 6px; text-align: left; vertical-align: top; }
table.grid td.cell { width: 1.6em; height: 1.6em; text-align: center; font-weight: bold; border: 1px solid #666; }
table.grid th.item { text-align: center; font-weight: normal; }
.o-first-try { background: #1a7f37; color: #fff; }
.o-on-a-retry { background: #8fd19e; color: #000; }
.o-answer-shown { background: #f2cc60; color: #000; }
.o-missed { background: #cf222e; color: #fff; }
.o-not-started { background: #fff; color: #555; }
.legend span.cell { display: inline-block; width: 1.4em; text-align: center; border: 1px solid #666; font-weight: bold; margin-right: .3em; }
.legend span { margin-right: 1em; }
.bar { display: flex; width: 24em; height: 1.2em; border: 1px solid #333; }
.bar div { height: 100%; }
.bar .o-first-try { background: repeating-linear-gradient(45deg, #1a7f37 0 3px, #0b4d1f 3px 5px); }
.bar .o-missed { background: repeating-linear-gradient(-45deg, #cf222e 0 3px, #7a1018 3px 5px); }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
ol.items li { margin: .2em 0; }
@media print {
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  section.student { break-inside: avoid; }
}
</style>
</head>
<body>
<h1>{{.Title}}</h1>
<p>{{howMany (len .R.Students) "student"}}, {{howMany (len .R.Items) "item"}}. Times in UTC.</p>
<p class="legend"><span><span class="cell o-first-try">+</span>first try</span><span><span class="cell o-on-a-retry">r</span>on a retry (right after a wrong answer or a hint)</span><span><span class="cell o-answer-shown">s</span>answer shown</span><span><span class="cell o-missed">x</span>missed</span><span><span class="cell o-not-started">.</span>not started</span></p>

<h2>Who did what</h2>
<p>Items are numbered as in the list below, worst first.</p>
<table class="grid" id="grid">
<tr><th>Student</th>{{range $i, $it := .R.Items}}<th class="item" title="{{$it.Label}}">{{inc $i}}</th>{{end}}<th>Solved</th></tr>
{{range $si, $s := .R.Students}}<tr><th>{{name $s}}</th>{{range $ii, $o := index $.R.Grid $si}}<td class="cell o-{{cls $o.String}}" data-student="{{$s.ID}}" data-item="{{(index $.R.Items $ii).Item}}" data-outcome="{{$o.String}}" title="{{name $s}}: {{(index $.R.Items $ii).Label}}: {{$o.String}}">{{$o.Mark}}</td>{{end}}<td class="num">{{$s.Outcomes.Solved}} of {{len $.R.Items}}</td></tr>
{{end}}</table>

<h2>Items, worst first</h2>
<table>
<tr><th>#</th><th>Item</th><th>First try</th><th>On a retry</th><th>Shown</th><th>Missed</th><th>Not started</th><th>Most common wrong answer</th></tr>
{{range $i, $it := .R.Items}}<tr><td class="num">{{inc $i}}</td><td>{{$it.Label}}</td>{{range $it.Outcomes | ordered}}<td class="num">{{.}}</td>{{end}}<td>{{if $it.WrongCount}}{{$it.Wrong}} ({{$it.WrongCount}}×){{else}}-{{end}}</td></tr>
{{end}}</table>

<h2>Ideas, worst first</h2>
<table>
{{range .R.Ideas}}{{$total := add .Outcomes}}<tr><td>{{.Idea}}</td><td><div class="bar" role="img" aria-label="{{.Idea}}: {{.Outcomes.Solved}} of {{$total}} solved">{{range $k, $n := .Outcomes | ordered}}{{if $n}}<div class="o-{{cls (index $.Order $k).String}}" style="width: {{percent $n $total}}%"></div>{{end}}{{end}}</div></td><td class="num">{{.Outcomes.Solved}} of {{$total}} solved ({{percent .Outcomes.Solved $total}}%)</td><td>{{howMany .Items "item"}}</td></tr>
{{end}}</table>

<h2>Each student</h2>
{{range $si, $s := .R.Students}}<section class="student">
<h3>{{name $s}}</h3>
<p>{{$s.Outcomes.Solved}} of {{len $.R.Items}} solved: {{index $s.Outcomes 4}} first try, {{index $s.Outcomes 3}} on a retry; {{index $s.Outcomes 2}} answer shown, {{index $s.Outcomes 1}} missed, {{index $s.Outcomes 0}} not started. Last seen {{lastSeen $s.LastSeen}}.</p>
{{$mine := answersOf $.R.Attempts $s.ID}}{{if $mine}}<table>
<tr><th>When</th><th>Item</th><th>Answer</th><th>Judged</th><th>Hints</th><th>Took</th></tr>
{{range $mine}}<tr><td>{{when .}}</td><td>{{$.R.Label .Item}}</td><td>{{.Answer}}</td><td>{{if and .Correct (ne .Answer "")}}✓ {{else if ne .Answer ""}}✗ {{end}}{{.Judged}}</td><td class="num">{{.Hints}}</td><td class="num">{{took .}}</td></tr>
{{end}}</table>{{else}}<p>No answers yet.</p>{{end}}
</section>
{{end}}
</body>
</html>
`))

// outcomeOrder is the outcomes best first, as the tables list them.
var outcomeOrder = []progress.Outcome{progress.FirstTry, progress.OnRetry, progress.AnswerShown, progress.Missed, progress.NotStarted}

type classPageData struct {
	Title string
	R     progress.ClassReport
	Order []progress.Outcome
}

func classHTML(r progress.ClassReport, path string) (string, error) {
	title := "Class " + path
	if r.Assignment != "" {
		title = fmt.Sprintf("Assignment %s in class %s", r.Assignment, path)
		if r.Due != "" {
			title += ", due " + r.Due
		}
	}
	var b bytes.Buffer
	err := classPage.Execute(&b, classPageData{Title: title, R: r, Order: outcomeOrder})
	return b.String(), err
}
