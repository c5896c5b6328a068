// Package lazy is rithmo's addition to its copy of goldmark (see the
// package comment at the root of this module): a regular expression compiled
// on first use, where goldmark compiles it in a package variable's
// initialiser, before main. A Regexp is a struct literal the compiler lays
// out in the binary's data: declaring one does no work at start-up. It is
// rithmo's rules/lazy.Regexp, copied, since this module cannot import rithmo.
package lazy

import (
	"regexp"
	"strconv"
	"sync"
)

// Regexp is a regular expression compiled on the first call to Get. It is
// safe for concurrent use; Expr must not change after the first Get.
type Regexp struct {
	Expr string

	once sync.Once
	re   *regexp.Regexp
	err  error
}

// Get returns the compiled expression. It panics, as regexp.MustCompile
// does, if Expr does not compile, in every call.
func (r *Regexp) Get() *regexp.Regexp {
	r.once.Do(func() { r.re, r.err = regexp.Compile(r.Expr) })
	if r.err != nil {
		panic("regexp: Compile(" + strconv.Quote(r.Expr) + "): " + r.err.Error())
	}
	return r.re
}
