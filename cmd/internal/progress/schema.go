package progress

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// migrationFiles are the schema's migrations, NNNN_what.sql, numbered from
// 1: the file's user_version is the last one applied. Never edit one that
// has shipped: add the next.
//
//go:embed migrations/*.sql
var migrationFiles embed.FS

// migrations are the SQL of migrationFiles in their order; migrations()[i]
// takes a file from schema i to i+1.
var migrations = sync.OnceValue(func() []string { return loadMigrations(migrationFiles) })

func loadMigrations(fsys fs.FS) []string {
	names, err := fs.Glob(fsys, "migrations/*.sql")
	if err != nil {
		panic(err) // a bad pattern: a bug here, not in a file
	}
	slices.Sort(names)
	out := make([]string, 0, len(names))
	for i, name := range names {
		n, _, _ := strings.Cut(path.Base(name), "_")
		if v, err := strconv.Atoi(n); err != nil || v != i+1 {
			panic(fmt.Sprintf("migration %s: want number %04d", name, i+1)) // caught by every test of the package
		}
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			panic(err)
		}
		out = append(out, string(b))
	}
	return out
}

// SchemaVersion is the schema this rithmo writes.
func SchemaVersion() int { return len(migrations()) }

// migrate brings the file q is a transaction on to SchemaVersion: a new
// (empty) file gets every migration, an older one those it lacks, and one
// of a newer rithmo is refused.
func migrate(ctx context.Context, path string, q querier) error {
	var v int
	if err := q.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
		return err
	}
	if err := checkVersion(path, v); err != nil {
		return err
	}
	all := migrations()
	for i := v; i < len(all); i++ {
		if _, err := q.ExecContext(ctx, all[i]); err != nil {
			return fmt.Errorf("migration to schema %d: %w", i+1, err)
		}
	}
	if v == len(all) {
		return nil
	}
	_, err := q.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", len(all)))
	return err
}

// checkVersion refuses a schema version this rithmo cannot use.
func checkVersion(path string, version int) error {
	switch {
	case version < 0:
		return &ForeignError{Path: path, Problem: fmt.Sprintf("it is damaged or was edited: its schema version %d is negative", version), damaged: true, ours: true}
	case version > SchemaVersion():
		return newerSchema(path, version)
	}
	return nil
}
