package serve

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// A client that answers is never hung up; one that stops answering is hung
// up after max questions in a row, and one whose connection is gone (the
// question fails) counts as not answering.
func TestKeepAlive(t *testing.T) {
	never := make(chan struct{})
	t.Cleanup(func() { close(never) })
	for _, tc := range []struct {
		name   string
		ask    func() (bool, error)
		hangUp bool
	}{
		{"answers (a failure, as clients answer a request they do not know)", func() (bool, error) { return false, nil }, false},
		{"never answers", func() (bool, error) { <-never; return false, nil }, true},
		{"connection gone", func() (bool, error) { return false, context.Canceled }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var hung, told atomic.Int32
			l := &live{ask: tc.ask, hang: func() { hung.Add(1) }, done: make(chan struct{})}
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			l.keepAlive(ctx, 20*time.Millisecond, 3, func() { told.Add(1) })
			if tc.hangUp {
				assert.Equal(t, int32(1), hung.Load(), "hung up once")
				assert.Equal(t, int32(1), told.Load(), "said once")
				assert.NoError(t, ctx.Err(), "hung up before the session ended")
			} else {
				assert.Zero(t, hung.Load())
				assert.Error(t, ctx.Err(), "kept until the session ended")
			}
		})
	}
}

// A key's new session hangs up the key's other sessions that do not answer
// and waits for them to end; those that answer go on.
func TestHangUpLost(t *testing.T) {
	never := make(chan struct{})
	defer close(never)
	s := &Server{cfg: Config{KeepAlive: 50 * time.Millisecond}, live: map[string]map[*live]bool{}}
	var hungLost, hungHere atomic.Bool
	lost := &live{ask: func() (bool, error) { <-never; return false, nil }, done: make(chan struct{})}
	lost.hang = func() { hungLost.Store(true); close(lost.done) }
	here := &live{ask: func() (bool, error) { return false, nil }, hang: func() { hungHere.Store(true) }, done: make(chan struct{})}
	self := &live{done: make(chan struct{})}
	other := &live{ask: func() (bool, error) { <-never; return false, nil }, hang: func() {}, done: make(chan struct{})}
	defer s.track("k", lost)()
	defer s.track("k", here)()
	defer s.track("k", self)()
	defer s.track("another key", other)()
	n := 0
	assert.Equal(t, 1, s.hangUpLost("k", self, func() { n++ }))
	assert.Equal(t, 1, n)
	assert.True(t, hungLost.Load())
	assert.False(t, hungHere.Load())
}
