-- Schema 2: the roster and join codes. The learner table is the roster:
-- a student the teacher adds is a learner row before their first login
-- (first_seen and last_seen '' until then). A student added without a
-- key has the id 'pending:' and random hex until they join with a code;
-- joining gives the row their key's fingerprint as its id.

ALTER TABLE learner ADD COLUMN enrolled TEXT NOT NULL DEFAULT ''; -- when the teacher put them on the roster; '' named themselves at login

-- One name, one student: names that two keys took before this schema get
-- the later key's fingerprint's start, so that the unique index can hold.
UPDATE learner SET name = name || ' (' || substr(id, 8, 6) || ')'
	WHERE name <> '' AND EXISTS (SELECT 1 FROM learner o WHERE lower(o.name) = lower(learner.name) AND o.id < learner.id);
CREATE UNIQUE INDEX learner_by_name ON learner (lower(name)) WHERE name <> '';

-- One-time codes a student gives to bind their key to their roster name.
CREATE TABLE join_code (
	hash     TEXT PRIMARY KEY,                -- hex SHA-256 of the code as typed, upper case, no dash; the code itself is never kept
	learner  TEXT NOT NULL REFERENCES learner (id) ON UPDATE CASCADE ON DELETE CASCADE,
	created  TEXT NOT NULL,
	expires  TEXT NOT NULL,
	used     TEXT NOT NULL DEFAULT '',        -- when it was used; '' not yet
	used_by  TEXT NOT NULL DEFAULT ''         -- the key's fingerprint that used it
) STRICT;
CREATE INDEX join_code_by_learner ON join_code (learner);
