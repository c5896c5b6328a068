// Package lazy holds package-level values that are built on first use. It
// lives under rules, the package tree every other one imports, so that the
// lessons, the puzzles and the commands can use it too.
//
// sync.OnceValue and regexp.MustCompile in a package variable's initialiser
// run before main, in every rithmo command, whether or not it uses them: each
// package whose init function runs costs start-up time and, as the kernel
// maps the binary 64 KB around each page touched, resident memory. A Value or
// a Regexp is a plain struct literal that the compiler lays out in the
// binary's data: declaring one does no work at start-up.
//
//	var sgr = lazy.Regexp{Expr: `\x1b\[[0-9;]*m`}
//	var tables = lazy.Value[*table]{Build: buildTables}
//
// Both are safe for concurrent use. Build, or a Regexp's Expr, must not be
// changed after the first Get.
package lazy

import (
	"regexp"
	"strconv"
	"sync"
)

// Value is a value of type T built by Build on the first call to Get.
type Value[T any] struct {
	Build func() T

	once   sync.Once
	v      T
	failed any // what Build panicked with
}

// Get returns the value, building it on the first call. A Build that panics
// panics in that call and in every later one, as sync.OnceValue does: a
// value never built is not read as its zero.
func (v *Value[T]) Get() T {
	v.once.Do(func() {
		defer func() {
			if r := recover(); r != nil {
				v.failed = r
				panic(r)
			}
		}()
		v.v = v.Build()
	})
	if v.failed != nil {
		panic(v.failed)
	}
	return v.v
}

// Regexp is a regular expression compiled on first use.
type Regexp struct {
	Expr string

	once sync.Once
	re   *regexp.Regexp
	err  error
}

// Get returns the compiled expression; it panics, as regexp.MustCompile
// does, if Expr does not compile, in every call.
func (r *Regexp) Get() *regexp.Regexp {
	r.once.Do(func() { r.re, r.err = regexp.Compile(r.Expr) })
	if r.err != nil {
		panic("regexp: Compile(" + strconv.Quote(r.Expr) + "): " + r.err.Error())
	}
	return r.re
}
