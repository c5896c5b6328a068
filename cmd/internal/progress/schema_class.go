package progress

// migrationClass is the SQL of the SQLite store's migration to schema 3,
// kept as the record of what an older rithmo's files hold (importLegacy
// gives older files its defaults).
//
// migrationClass (schema 3) lets one file keep a class: the answers of many
// learners, each under their identity, and the teacher's assignments.
//
//   - learner: a column on both attempt tables. "" is the default learner,
//     the one person of a single-user store: every answer kept before
//     schema 3, and every answer rithmo records outside a class, is theirs,
//     so single-user use reads exactly as before.
//   - learner table: who the class's learners are (an SSH key's fingerprint
//     as id), the name they typed on first login, when they were first and
//     last seen.
//   - assignment, assignment_item: what the teacher set, with the puzzles
//     resolved once (position and goal in notation) and the lessons'
//     exercises drawn from one seed, so that every student gets the same
//     numbers and positions.
//   - assignment on puzzle_attempt: which assignment an answer was given in.
const migrationClass = `
ALTER TABLE exercise_attempt ADD COLUMN learner TEXT NOT NULL DEFAULT '';
ALTER TABLE puzzle_attempt ADD COLUMN learner TEXT NOT NULL DEFAULT '';
ALTER TABLE puzzle_attempt ADD COLUMN assignment TEXT NOT NULL DEFAULT '';
CREATE INDEX exercise_attempt_by_learner ON exercise_attempt (learner, at);
CREATE INDEX puzzle_attempt_by_learner ON puzzle_attempt (learner, at);
CREATE INDEX puzzle_attempt_by_assignment ON puzzle_attempt (assignment, item);

CREATE TABLE learner (
	id          TEXT PRIMARY KEY,            -- "" the default learner; "SHA256:..." a key's fingerprint
	name        TEXT NOT NULL DEFAULT '',    -- display name typed on first login
	key         TEXT NOT NULL DEFAULT '',    -- the public key, authorized_keys format
	first_seen  TEXT NOT NULL,
	last_seen   TEXT NOT NULL
) STRICT;

CREATE TABLE assignment (
	name     TEXT PRIMARY KEY,
	created  TEXT NOT NULL,
	due      TEXT NOT NULL DEFAULT '',       -- YYYY-MM-DD, '' none
	command  TEXT NOT NULL DEFAULT '',       -- the selection, as typed, for the record
	seed     TEXT NOT NULL DEFAULT '',       -- decimal uint64: the lessons' exercise numbers
	lessons  TEXT NOT NULL DEFAULT ''        -- lesson slugs whose exercises are set, comma-separated
) STRICT;

CREATE TABLE assignment_item (
	assignment  TEXT NOT NULL REFERENCES assignment (name) ON DELETE CASCADE,
	pos         INTEGER NOT NULL CHECK (pos >= 0),
	puzzle      TEXT NOT NULL,               -- puzzle id
	title       TEXT NOT NULL DEFAULT '',
	rules       TEXT NOT NULL,
	position    TEXT NOT NULL,               -- notation
	goal        TEXT NOT NULL,
	themes      TEXT NOT NULL DEFAULT '',    -- comma-separated
	difficulty  INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (assignment, pos)
) STRICT, WITHOUT ROWID;
`
