-- Schema 5: how an answer ends its item. A puzzle is answered in parts
-- (the man, where it goes, what it takes, how), every part its own row,
-- right or wrong; ends marks the row that solved the item (its last part,
-- right, at the first try or on a retry) and the row that only times the
-- learner leaving it unfinished (no answer: left). A shown answer is the
-- shown column, no longer a suffix of the answer.
ALTER TABLE attempt ADD COLUMN ends TEXT NOT NULL DEFAULT '' CHECK (ends IN ('', 'solved', 'left'));

-- Each answer kept before was a whole item: a right one solved it.
UPDATE attempt SET ends = 'solved' WHERE correct;
UPDATE attempt SET shown = 1, answer = substr(answer, 1, length(answer) - length(' (answer shown)'))
	WHERE answer LIKE '% (answer shown)';
