// Package review brings back what the learner missed: it turns the review
// cards the progress store keeps (cmd/internal/progress, scheduled by FSRS)
// into puzzles and exercises to answer again, and runs them full-screen or
// with plain prompts.
//
// A card comes back as the very item the first time (the same position, the
// same numbers drawn with the same seed), and once it has been answered right
// as a fresh draw of the same kind (a generated puzzle of the same theme and
// rule set, the same exercise with other numbers), so that the learner shows
// they know the kind, not one instance. Each answer is recorded as a review
// (progress.OriginReview) against its card, which the store reschedules.
//
// Plan is pure: it needs the cards, the curated puzzles and the lessons, and
// says why a card it cannot set is left out (a lesson that lost the
// exercise). Puzzles come first, as one session of the puzzle player, then
// the exercises, one form each.
package review
