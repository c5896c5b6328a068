package progress

import (
	"context"
	"database/sql"
	"errors"
)

// SettingRules is the setting that holds the rule set the learner learns
// the game in (board.RuleSet's id: "fulke1"), which the lessons' exercises
// on moving and taking and the puzzles offered follow.
const SettingRules = "rules"

// Setting returns the learner's value of a setting; ok is false when it was
// never set (a first run asks for it).
func (s *Store) Setting(name string) (value string, ok bool, err error) {
	err = s.tx(false, func(q querier) error {
		return q.QueryRowContext(context.Background(), `SELECT value FROM setting WHERE learner = ? AND name = ?`, s.learner, name).Scan(&value)
	})
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, err
	}
	return value, true, nil
}

// SetSetting keeps the learner's value of a setting, replacing the one
// before.
func (s *Store) SetSetting(name, value string) error {
	if name == "" {
		return errors.New("record setting: no setting name")
	}
	now := stamp(s.now())
	return s.tx(true, func(q querier) error {
		_, err := q.ExecContext(context.Background(), `INSERT INTO setting (learner, name, value, changed) VALUES (?, ?, ?, ?)
			ON CONFLICT (learner, name) DO UPDATE SET value = excluded.value, changed = excluded.changed`, s.learner, name, value, now)
		return err
	})
}
