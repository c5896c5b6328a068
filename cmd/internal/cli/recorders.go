package cli

import (
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// The progress store keeps what the lesson reader and the puzzle player
// record; each command opens it only when it runs.

func openStoreRecorder(env *Env, course []*lessons.Lesson) (lessons.Recorder, func() error, error) {
	store, err := openStoreFor(env, course)
	if err != nil {
		return nil, nil, err
	}
	return lessonRecorder{Store: store}, store.Close, nil
}

func openStorePuzzleRecorder(env *Env) (puzzles.Recorder, func() error, error) {
	store, err := openStore(env)
	if err != nil {
		return nil, nil, err
	}
	return puzzleRecorder{Store: store}, store.Close, nil
}
