-- A learner's choices that outlive a session, one row per name: the rule
-- set they learn the game in ("rules"). A name not set has no row, so that
-- a first run can tell it has not been asked yet.

CREATE TABLE setting (
	learner  TEXT NOT NULL DEFAULT '',
	name     TEXT NOT NULL,
	value    TEXT NOT NULL,
	changed  TEXT NOT NULL,                  -- when it was last set, UTC
	PRIMARY KEY (learner, name)
) STRICT, WITHOUT ROWID;
