-- Schema 3: review cards from the learner's own games. A position where
-- they let a capture or a triumph pass is kept as a puzzle card: origin
-- says where it was met ("your game of 6 Dec 2026, action 14"; '' for a
-- card from a puzzle or an exercise) and answers the actions the engine
-- accepted when it was kept, space-separated notation, for the record:
-- review judges every answer anew through the engine.
ALTER TABLE review_card ADD COLUMN origin TEXT NOT NULL DEFAULT '';
ALTER TABLE review_card ADD COLUMN answers TEXT NOT NULL DEFAULT '';
