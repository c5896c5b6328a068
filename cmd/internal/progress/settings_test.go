package progress

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSettings(t *testing.T) {
	s, _ := openTemp(t)
	ann := s.ForLearner("SHA256:ann")
	for _, tc := range []struct {
		name      string
		set       func() error // nil: only read
		store     *Store
		wantValue string
		wantOK    bool
	}{
		{name: "never set", store: s},
		{name: "set", set: func() error { return s.SetSetting(SettingRules, "nemec") }, store: s, wantValue: "nemec", wantOK: true},
		{name: "set again replaces", set: func() error { return s.SetSetting(SettingRules, "fulke3") }, store: s, wantValue: "fulke3", wantOK: true},
		{name: "another learner's own", store: ann},
		{name: "another learner sets", set: func() error { return ann.SetSetting(SettingRules, "parlett") }, store: ann, wantValue: "parlett", wantOK: true},
		{name: "the first learner keeps theirs", store: s, wantValue: "fulke3", wantOK: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.set != nil {
				require.NoError(t, tc.set())
			}
			v, ok, err := tc.store.Setting(SettingRules)
			require.NoError(t, err)
			assert.Equal(t, tc.wantOK, ok)
			assert.Equal(t, tc.wantValue, v)
		})
	}
	assert.EqualError(t, s.SetSetting("", "x"), "record setting: no setting name")
}
