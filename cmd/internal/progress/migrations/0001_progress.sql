-- Schema 1: what a learner has done, and in a class file what every
-- learner has done. Every table that holds a learner's work has a learner
-- column: '' is the one learner of a personal file; in a class file it is
-- the student's SSH key fingerprint (learner.id). Times are UTC text
-- (2026-12-06T09:30:00.000Z), so that text order is time order; day is the
-- learner's calendar day (YYYY-MM-DD) where the streak counts it.

PRAGMA application_id = 1381256527; -- "RTMO": the file is rithmo's

CREATE TABLE learner (
	id          TEXT PRIMARY KEY,             -- '' the personal learner; "SHA256:..." a key's fingerprint
	name        TEXT NOT NULL DEFAULT '',     -- display name, typed at first login
	key         TEXT NOT NULL DEFAULT '',     -- the public key, authorized_keys format
	first_seen  TEXT NOT NULL,
	last_seen   TEXT NOT NULL
) STRICT;

CREATE TABLE lesson_visit (
	id            INTEGER PRIMARY KEY,        -- order of first opening
	learner       TEXT NOT NULL DEFAULT '',
	lesson        TEXT NOT NULL,              -- slug
	page          INTEGER NOT NULL CHECK (page >= 0), -- last page shown, from 0
	first_opened  TEXT NOT NULL,
	last_opened   TEXT NOT NULL,
	finished      TEXT NOT NULL DEFAULT '',   -- the last page first reached; '' not yet
	UNIQUE (learner, lesson)
) STRICT;

CREATE TABLE lesson_page (
	learner       TEXT NOT NULL DEFAULT '',
	lesson        TEXT NOT NULL,
	page          INTEGER NOT NULL CHECK (page >= 0),
	first_opened  TEXT NOT NULL,
	PRIMARY KEY (learner, lesson, page)
) STRICT, WITHOUT ROWID;

-- Every answer, right or wrong, to a lesson's exercise or a puzzle, one
-- row per answer and per step of a puzzle that asks several.
CREATE TABLE attempt (
	id          INTEGER PRIMARY KEY,
	learner     TEXT NOT NULL DEFAULT '',
	kind        TEXT NOT NULL CHECK (kind IN ('exercise', 'puzzle')),
	item        TEXT NOT NULL,                -- what was answered: "multiplex#2:classify 12 9", "f1-addition-1#3fa2c41b9e07"
	name        TEXT NOT NULL,                -- the lesson's slug, or the puzzle's id
	title       TEXT NOT NULL DEFAULT '',     -- the puzzle's title
	exercise    INTEGER NOT NULL DEFAULT 0,   -- the exercise's index in its lesson, from 0
	task        TEXT NOT NULL DEFAULT '',     -- the exercise's task as drawn, "classify 12 9"
	seed        TEXT NOT NULL DEFAULT '',     -- decimal uint64 the task was drawn with; '' unknown
	rules       TEXT NOT NULL DEFAULT '',     -- the puzzle's rule set
	position    TEXT NOT NULL DEFAULT '',     -- the puzzle's position, in notation
	goal        TEXT NOT NULL DEFAULT '',     -- the puzzle's goal, "capture e11"
	difficulty  INTEGER NOT NULL DEFAULT 0 CHECK (difficulty BETWEEN 0 AND 5),
	step        INTEGER NOT NULL DEFAULT 0 CHECK (step >= 0), -- the part of the item answered, from 0
	answer      TEXT NOT NULL,
	correct     INTEGER NOT NULL CHECK (correct IN (0, 1)),
	hints       INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0), -- hints shown before this answer
	shown       INTEGER NOT NULL DEFAULT 0 CHECK (shown IN (0, 1)), -- the answer was then shown
	opened      TEXT NOT NULL DEFAULT '',     -- when the item was put to the learner; '' unknown
	at          TEXT NOT NULL,                -- when answered
	took_ms     INTEGER NOT NULL DEFAULT 0 CHECK (took_ms >= 0), -- from the question shown to this answer
	day         TEXT NOT NULL,
	origin      TEXT NOT NULL CHECK (origin IN ('lesson', 'play', 'review', 'daily')),
	assignment  TEXT NOT NULL DEFAULT ''      -- the class assignment it was given in; '' none
) STRICT;
CREATE INDEX attempt_by_learner ON attempt (learner, kind, at);
CREATE INDEX attempt_by_item ON attempt (learner, item);
CREATE INDEX attempt_by_exercise ON attempt (learner, kind, name, exercise, at); -- each exercise's answers in order: its first try
CREATE INDEX attempt_by_assignment ON attempt (assignment, learner) WHERE assignment <> '';

CREATE TABLE attempt_theme (
	attempt  INTEGER NOT NULL REFERENCES attempt (id) ON DELETE CASCADE,
	theme    TEXT NOT NULL,                   -- lower case, "addition"
	PRIMARY KEY (attempt, theme)
) STRICT, WITHOUT ROWID;

-- Items missed or answered with a hint, brought back by review (FSRS-5).
CREATE TABLE review_card (
	learner     TEXT NOT NULL DEFAULT '',
	item        TEXT NOT NULL,
	kind        TEXT NOT NULL CHECK (kind IN ('exercise', 'puzzle')),
	name        TEXT NOT NULL,
	title       TEXT NOT NULL DEFAULT '',
	exercise    INTEGER NOT NULL DEFAULT 0,
	task        TEXT NOT NULL DEFAULT '',
	seed        TEXT NOT NULL DEFAULT '',
	rules       TEXT NOT NULL DEFAULT '',
	position    TEXT NOT NULL DEFAULT '',
	goal        TEXT NOT NULL DEFAULT '',
	themes      TEXT NOT NULL DEFAULT '',     -- comma-separated
	difficulty  INTEGER NOT NULL DEFAULT 0,
	stability   REAL NOT NULL CHECK (stability > 0), -- FSRS S, days
	hardness    REAL NOT NULL,                -- FSRS D, 1 to 10
	reviews     INTEGER NOT NULL DEFAULT 0,   -- answers since it became a card
	lapses      INTEGER NOT NULL DEFAULT 0,   -- of which wrong
	streak      INTEGER NOT NULL DEFAULT 0,   -- right in a row
	added       TEXT NOT NULL,
	last        TEXT NOT NULL,
	due         TEXT NOT NULL,
	PRIMARY KEY (learner, item)
) STRICT;
CREATE INDEX review_card_by_due ON review_card (learner, due);

-- Glicko-2 ratings: the learner's per goal ("learner:capture") and each
-- puzzle's as this learner met it ("puzzle:" || item).
CREATE TABLE rating (
	learner     TEXT NOT NULL DEFAULT '',
	subject     TEXT NOT NULL,
	rating      REAL NOT NULL,
	deviation   REAL NOT NULL CHECK (deviation > 0),
	volatility  REAL NOT NULL CHECK (volatility > 0),
	games       INTEGER NOT NULL CHECK (games >= 0),
	updated     TEXT NOT NULL,
	PRIMARY KEY (learner, subject)
) STRICT;

CREATE TABLE rating_history (
	id         INTEGER PRIMARY KEY,
	learner    TEXT NOT NULL DEFAULT '',
	subject    TEXT NOT NULL,
	attempt    INTEGER NOT NULL REFERENCES attempt (id) ON DELETE CASCADE,
	rating     REAL NOT NULL,
	deviation  REAL NOT NULL,
	at         TEXT NOT NULL,
	day        TEXT NOT NULL
) STRICT;
CREATE INDEX rating_history_by_subject ON rating_history (learner, subject, at);

-- What a teacher set: puzzles resolved once (position and goal in
-- notation) and lessons whose exercises are drawn from one seed, so that
-- every student gets the same.
CREATE TABLE assignment (
	name     TEXT PRIMARY KEY,
	created  TEXT NOT NULL,
	due      TEXT NOT NULL DEFAULT '',        -- YYYY-MM-DD; '' none
	command  TEXT NOT NULL DEFAULT '',        -- the selection as typed
	seed     TEXT NOT NULL DEFAULT '',        -- decimal uint64
	lessons  TEXT NOT NULL DEFAULT ''         -- lesson slugs, comma-separated
) STRICT;

CREATE TABLE assignment_item (
	assignment  TEXT NOT NULL REFERENCES assignment (name) ON DELETE CASCADE,
	pos         INTEGER NOT NULL CHECK (pos >= 0),
	puzzle      TEXT NOT NULL,
	title       TEXT NOT NULL DEFAULT '',
	rules       TEXT NOT NULL,
	position    TEXT NOT NULL,
	goal        TEXT NOT NULL,
	themes      TEXT NOT NULL DEFAULT '',     -- comma-separated
	difficulty  INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (assignment, pos)
) STRICT, WITHOUT ROWID;
