package progress

// migrationReview is the SQL of the SQLite store's migration to schema 2,
// kept as the record of what an older rithmo's files hold and of what
// importLegacy (legacy.go) does in Go for a schema 1 file.
//
// migrationReview (schema 2) adds what review, ratings, mastery and the
// daily puzzle need, keeping every record of schema 1:
//
//   - identity: each attempt names the item answered. A puzzle is its id and
//     a hash of its position and goal (PuzzleItem), so that a worksheet's
//     f1-equality-1 is not the curated one; an exercise is its lesson,
//     index and task as drawn (ExerciseItem). Schema 1's puzzle attempts
//     knew only the id, and keep it as their item. Puzzle attempts also keep
//     the position and goal, so that review can set the same puzzle again,
//     and exercise attempts the seed their numbers were drawn with.
//   - origin: where an answer was given (a lesson or the puzzles, a review,
//     the daily puzzle), for mastery ("right on review") and the daily streak.
//   - lesson_page: every page of a lesson ever opened, for "read". Schema 1
//     kept only the last page: the pages up to it count as opened.
//   - review_card: the items missed or answered with a hint, with their
//     FSRS memory and when they are due. Schema 1's missed items become
//     cards as a first miss would, due the day after their last answer.
//   - rating, rating_history: Glicko-2 ratings of the learner per goal and
//     of each puzzle, with the learner's history for the chart.
const migrationReview = `
ALTER TABLE puzzle_attempt ADD COLUMN item TEXT NOT NULL DEFAULT '';
ALTER TABLE puzzle_attempt ADD COLUMN position TEXT NOT NULL DEFAULT '';
ALTER TABLE puzzle_attempt ADD COLUMN goal TEXT NOT NULL DEFAULT '';
ALTER TABLE puzzle_attempt ADD COLUMN difficulty INTEGER NOT NULL DEFAULT 0;
ALTER TABLE puzzle_attempt ADD COLUMN origin TEXT NOT NULL DEFAULT 'play'
	CHECK (origin IN ('play', 'review', 'daily'));
UPDATE puzzle_attempt SET item = puzzle;
CREATE INDEX puzzle_attempt_by_item ON puzzle_attempt (item, at);
CREATE INDEX puzzle_attempt_by_origin ON puzzle_attempt (origin, day);

ALTER TABLE exercise_attempt ADD COLUMN item TEXT NOT NULL DEFAULT '';
ALTER TABLE exercise_attempt ADD COLUMN seed TEXT NOT NULL DEFAULT '';  -- decimal uint64; '' unknown
ALTER TABLE exercise_attempt ADD COLUMN origin TEXT NOT NULL DEFAULT 'lesson'
	CHECK (origin IN ('lesson', 'review'));
UPDATE exercise_attempt SET item = lesson || '#' || exercise || ':' || task;
CREATE INDEX exercise_attempt_by_item ON exercise_attempt (item, at);

CREATE TABLE lesson_page (
	lesson        TEXT NOT NULL,
	page          INTEGER NOT NULL CHECK (page >= 0),
	first_opened  TEXT NOT NULL,
	PRIMARY KEY (lesson, page)
) STRICT, WITHOUT ROWID;
INSERT INTO lesson_page (lesson, page, first_opened)
WITH RECURSIVE p (lesson, page, last, at) AS (
	SELECT lesson, 0, page, first_opened FROM lesson_visit
	UNION ALL SELECT lesson, page + 1, last, at FROM p WHERE page < last)
SELECT lesson, page, at FROM p;

CREATE TABLE review_card (
	item        TEXT PRIMARY KEY,            -- PuzzleItem or ExerciseItem
	kind        TEXT NOT NULL CHECK (kind IN ('puzzle', 'exercise')),
	name        TEXT NOT NULL,               -- puzzle id, or lesson slug
	title       TEXT NOT NULL DEFAULT '',    -- puzzle title
	exercise    INTEGER NOT NULL DEFAULT 0,  -- exercise index in the lesson
	task        TEXT NOT NULL DEFAULT '',    -- exercise task as drawn
	seed        TEXT NOT NULL DEFAULT '',    -- exercise seed ('' unknown)
	rules       TEXT NOT NULL DEFAULT '',
	position    TEXT NOT NULL DEFAULT '',    -- puzzle position ('' unknown: find it by id)
	goal        TEXT NOT NULL DEFAULT '',
	themes      TEXT NOT NULL DEFAULT '',    -- comma-separated
	difficulty  INTEGER NOT NULL DEFAULT 0,
	stability   REAL NOT NULL CHECK (stability > 0),   -- FSRS S, days
	hardness    REAL NOT NULL,                          -- FSRS D, 1 to 10
	reviews     INTEGER NOT NULL DEFAULT 0,  -- answers since it became a card
	lapses      INTEGER NOT NULL DEFAULT 0,  -- of which wrong
	streak      INTEGER NOT NULL DEFAULT 0,  -- right in a row: 0 brings the same item back, more a fresh draw
	added       TEXT NOT NULL,
	last        TEXT NOT NULL,               -- last answer
	due         TEXT NOT NULL                -- UTC
) STRICT;
CREATE INDEX review_card_by_due ON review_card (due);

INSERT INTO review_card (item, kind, name, rules, themes, stability, hardness, lapses, added, last, due)
SELECT a.item, 'puzzle', a.puzzle, a.rules,
	coalesce((SELECT group_concat(theme, ',') FROM puzzle_theme WHERE attempt = max(a.id)), ''),
	0.40255, 7.1949, sum(NOT a.correct), min(a.at), max(a.at),
	strftime('%Y-%m-%dT%H:%M:%fZ', max(a.at), '+1 day')
FROM puzzle_attempt a GROUP BY a.item HAVING sum(NOT a.correct OR a.hints > 0) > 0;
INSERT INTO review_card (item, kind, name, exercise, task, stability, hardness, lapses, added, last, due)
SELECT item, 'exercise', lesson, exercise, task, 0.40255, 7.1949, sum(NOT correct), min(at), max(at),
	strftime('%Y-%m-%dT%H:%M:%fZ', max(at), '+1 day')
FROM exercise_attempt GROUP BY item HAVING sum(NOT correct OR hints > 0) > 0;

CREATE TABLE rating (
	subject     TEXT PRIMARY KEY,            -- "learner:capture", "puzzle:" || item
	rating      REAL NOT NULL,
	deviation   REAL NOT NULL CHECK (deviation > 0),
	volatility  REAL NOT NULL CHECK (volatility > 0),
	games       INTEGER NOT NULL CHECK (games >= 0),
	updated     TEXT NOT NULL
) STRICT;

CREATE TABLE rating_history (
	id          INTEGER PRIMARY KEY,
	subject     TEXT NOT NULL,
	attempt     INTEGER NOT NULL REFERENCES puzzle_attempt (id) ON DELETE CASCADE,
	rating      REAL NOT NULL,
	deviation   REAL NOT NULL,
	at          TEXT NOT NULL,
	day         TEXT NOT NULL
) STRICT;
CREATE INDEX rating_history_by_subject ON rating_history (subject, at);
`
