// Package play is the puzzle flow: it shows a puzzle's board and goal, asks
// the learner for an answer one part at a time (the man, where it goes, what
// it takes and how), has puzzles/judge judge each part as it is given, gives
// hints on request, explains the right answer in numbers after every
// attempt and records each attempt through a puzzles.Recorder.
//
// The flow itself is a Session: a pure state machine that asks Questions
// and takes the values chosen, with no terminal in it, so that it is tested
// on its own. It takes its puzzles one at a time from a Source, when the
// one before is over: a list (NewSession, NewChooser), or a generator that
// never runs out (Generated: rithmo practice), so that a session may be
// endless and hold only the puzzle being played. After each puzzle it asks
// "Go on?" (Next puzzle or Finish) and shows the score so far; after the
// last of a source that has an end it sums up without asking. Two drivers
// put it on screen, one huh form per question (a finished huh form cannot
// be reset):
//
//   - Model, a bubbletea model (tea.Model plus Done) that the home screen
//     embeds in its one long-lived program, or that RunProgram runs alone.
//     It lays the board, the goal and the question out for the window on
//     every size change (layout.go): side by side when wide, the board on
//     top when not, the diagram's key behind ? when short, the compact
//     board (17 lines) under a one-line status and a scrolling question in
//     80×24, and a message naming the size it needs when even that does not
//     fit (78×24 for a board of 16 ranks). The options of a question scroll
//     under the cursor in the Model's own window (window.go), with marks
//     saying how many are hidden. Once an attempt is over, an explanation
//     that the panel under any board would give fewer than six lines, and
//     a wrong step's verdict that could not stand whole with every option
//     of the question asked again, take the board's place until the next
//     question; b flips to the board and back. h asks for a hint, keeping the
//     question as it was; w shows the glossary's entries for the terms on
//     screen so far (the title as shown, the goal, the question, the hints
//     and verdicts), each naming its lesson, until Esc, q or w bring the
//     puzzle back as it was; Esc or q leaves; a session that ends by itself
//     keeps the board and its last words on screen until Enter, Esc or q
//     closes them;
//   - RunAccessible, plain numbered prompts for screen readers and scripts
//     (huh's accessible mode) on any reader and writer. Having no keys, it
//     offers the hint as the last option; men ticked with it stay ticked
//     when the question is asked again. A typed w or words at any prompt
//     says the same words (form.Input.Aside), and the question stands.
//
// A two-move puzzle asks its first action (the man, where it goes); once
// it is right, the session says the opponent's best reply, shows the
// position after both (the reply marked) and asks the second action as a
// one-move puzzle on that position (judge's Next), with hints afresh. The
// attempt, its record and its score stay the two-move puzzle's.
//
// A wrong part does not end the attempt: the learner is told why not, in
// numbers, and the same question stands to be tried again, with "Show the
// answer" offered (a choice, never forced). Scoring follows lichess: only
// the first try counts, so a puzzle is solved only when no part was wrong
// and the whole answer was not shown; one finished after a wrong part is
// "solved on a retry" (no points), one whose answer was shown is "seen".
//
// Every part answered, right or wrong, is recorded through the
// puzzles.Recorder before its verdict is said (the judge returns a
// judge.Verdict, and the session says it only once its answer is saved:
// an answer that cannot be saved ends the session unjudged). So are the
// whole answer shown (by the last hint or "Show the answer") and a puzzle
// left unfinished, each a line without an answer. Each record carries the
// part, the hints asked so far, when the puzzle opened and the time since
// the answer before, so that a teacher sees every try, the hints asked
// before and after a wrong one, and the time from opening to solving or
// leaving; the store rates the answer that settles the first try
// (puzzles.Attempt.Settles). The options carry what they stand for typed
// (Value: a man's square, an action, a relation, a proportion, a word),
// through huh's Select[Value], so nothing is read back from text. Hints
// follow the step (hints.go): each answers the question on screen (the relation, then
// the man, where it goes or what it takes, then the whole answer), follows
// the learner's own man when it is right, and costs a point of the three a
// puzzle is worth; a hint for a step already answered is never given.
//
// The man that takes part where it stands, chosen as the man, is a correct
// reading of the answer (judge.Verdict.Accepted): it is told so and asked for
// the man that moves, and no mistake is counted. Where a man goes lists every
// ordinary and flying square it has (judge.Destinations), the flying ones
// marked, so that a legal leap is no clue and an illegal one is explained.
package play
