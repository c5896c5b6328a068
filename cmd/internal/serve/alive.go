package serve

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// A connection whose client vanished without closing it (a laptop shut, a
// network lost, a frozen ssh) sends nothing and is never told apart from
// a student thinking: until the idle timeout its session holds what it
// holds (the student's game in play among it). So each session asks its
// client now and then whether it is there, as OpenSSH's
// ClientAliveInterval does, and closes the connection after KeepAliveMax
// questions unanswered; and a new session of the same key first asks the
// key's other sessions at once, so that a student who connects again finds
// the game the lost connection held let go.

// Defaults of the keep-alive.
const (
	DefaultKeepAlive    = 15 * time.Second
	DefaultKeepAliveMax = 3
)

// keepAliveRequest is the request OpenSSH's server sends: every client
// answers it, with a failure, as it answers any request it does not know.
const keepAliveRequest = "keepalive@openssh.com"

// answerWithin bounds the wait for another session's answer when a key
// connects again: a client that is there answers in a round trip.
const answerWithin = 5 * time.Second

// live is one session as the keep-alive sees it.
type live struct {
	ask  func() (bool, error) // sends a keep-alive request and waits for the answer
	hang func()               // closes the session's connection
	done chan struct{}        // closed when the session's handler has returned
	mu   sync.Mutex
	q    *question // the question in flight, if any
}

// question is one keep-alive request: done is closed when it is answered
// (ok) or the connection is gone (!ok).
type question struct {
	done chan struct{}
	ok   bool
}

// answered asks the client, or waits for the question already in flight,
// and reports whether an answer came within d. A connection that is gone
// answers false.
func (l *live) answered(d time.Duration) bool {
	l.mu.Lock()
	q := l.q
	if q == nil {
		q = &question{done: make(chan struct{})}
		l.q = q
		go func() {
			_, err := l.ask()
			q.ok = err == nil
			l.mu.Lock()
			l.q = nil
			l.mu.Unlock()
			close(q.done)
		}()
	}
	l.mu.Unlock()
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-q.done:
		return q.ok
	case <-t.C:
		return false
	}
}

// keepAlive asks the client every interval whether it is there and hangs
// up after max questions in a row unanswered, until ctx ends.
func (l *live) keepAlive(ctx context.Context, interval time.Duration, max int, gone func()) {
	missed := 0
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if l.answered(interval) {
			missed = 0
			continue
		}
		if missed++; missed >= max {
			gone()
			l.hang()
			return
		}
	}
}

// track counts a session of key among the live ones and returns a
// function that takes it off.
func (s *Server) track(key string, l *live) func() {
	s.mu.Lock()
	if s.live[key] == nil {
		s.live[key] = map[*live]bool{}
	}
	s.live[key][l] = true
	s.mu.Unlock()
	return func() {
		s.mu.Lock()
		delete(s.live[key], l)
		if len(s.live[key]) == 0 {
			delete(s.live, key)
		}
		s.mu.Unlock()
	}
}

// others returns key's sessions other than self.
func (s *Server) others(key string, self *live) []*live {
	s.mu.Lock()
	defer s.mu.Unlock()
	var others []*live
	for l := range s.live[key] {
		if l != self {
			others = append(others, l)
		}
	}
	return others
}

// checkWithin is how long hangUpLost waits for the answers, and then as
// long again for the handlers of those that did not answer to return: at
// most twice this passes before the new session starts.
func (s *Server) checkWithin() time.Duration { return min(s.cfg.KeepAlive, answerWithin) }

// hangUpLost asks the sessions others whether their clients are there,
// all at once, and hangs up those that do not answer within checkWithin,
// waiting (as long again) for their handlers to return, so that what they
// held (a game in play) is let go before the new session starts. It
// returns how many it hung up.
func (s *Server) hangUpLost(others []*live, lost func()) int {
	within := s.checkWithin()
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		gone []*live
	)
	for _, l := range others {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !l.answered(within) {
				mu.Lock()
				gone = append(gone, l)
				mu.Unlock()
				lost()
				l.hang()
			}
		}()
	}
	wg.Wait()
	deadline := time.NewTimer(within)
	defer deadline.Stop()
	for _, l := range gone {
		select {
		case <-l.done:
		case <-deadline.C:
			return len(gone)
		}
	}
	return len(gone)
}

// checkingWords tells the student, before the wait, why nothing shows
// yet: n earlier sessions of the key are being asked, for at most upTo.
func checkingWords(n int, upTo time.Duration) string {
	if n == 1 {
		return fmt.Sprintf("your earlier connection is still open: asking whether it is still there (up to %v), and closing it if not.", upTo)
	}
	return fmt.Sprintf("your %d earlier connections are still open: asking whether they are still there (up to %v), and closing those that are not.", n, upTo)
}
