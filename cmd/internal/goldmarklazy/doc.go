// Package goldmark is rithmo's copy of github.com/yuin/goldmark v1.7.13 (the
// version rithmo's go.mod requires), changed only where goldmark works at
// start-up. rithmo's go.mod points github.com/yuin/goldmark at this directory
// with a replace directive; glamour and goldmark-emoji import it under its
// own path, unchanged (see also cmd/internal/bluemondaystub and
// cmd/internal/chromastub).
//
// Why it exists: glamour imports goldmark, and goldmark's extension, util and
// parser packages compile 18 regular expressions in package variables'
// initialisers (linkify's two, with their {1,256} repeats, are most of the
// cost) and build a 1,530-entry case-folding map in an init function: every
// rithmo command paid for them before main, whether it renders Markdown or
// not. Measured with the stripped static binary of the README's install line,
// `rithmo --help`, on 2 shared, busy cores (medians of 21 runs, interleaved
// with the build before this copy): goldmark's packages' initialisation 1.49
// ms and 549 KB allocated before, 0.08 ms and 33 KB after; all packages'
// 2.96-3.84 ms before, 1.63-2.46 ms after (twelve rounds); 8.6 M
// instructions in all before, 5.55 M after (cachegrind); peak memory of
// --help 11.82 MiB before, 10.61-10.63 after, and 0.75-1.8 MiB less for each
// of the other print-only commands and a lesson page.
//
// What was changed, declaration by declaration (everything else is
// upstream's code verbatim, under upstream's MIT licence, kept in LICENSE):
//
//   - extension/linkify.go: wwwURLRegxp and urlRegexp are lazy.Regexp values
//     (compiled on the first Get) instead of regexp.MustCompile results.
//     NewLinkifyParser leaves LinkifyConfig's URLRegexp and WWWRegexp nil,
//     and Parse reads them through two new methods, urlRegexp and wwwRegexp,
//     which return the configured expression, else the package's: so they
//     are compiled when some text first starts like a URL, not for every
//     renderer glamour builds (a lesson has none). An option that sets an
//     expression works as upstream; a LinkifyOption written elsewhere that
//     reads the config sees nil where upstream put the defaults.
//   - extension/table.go: tableDelimLeft, tableDelimRight, tableDelimCenter
//     and tableDelimNone are lazy.Regexp values, used through Get.
//   - extension/tasklist.go: taskListRegexp, likewise.
//   - parser/raw_html.go: openTagRegexp and closeTagRegexp, likewise;
//     tagnamePattern, spaceOrOneNewline and attributePattern are constants
//     instead of variables, so that the expressions built from them are.
//   - parser/html_block.go: the eight htmlBlockType*Regexp, likewise;
//     allowedBlockTags (a 62-entry map literal) is filled by the new
//     buildAllowedBlockTags under allowedBlockTagsOnce, called before each of
//     its two look-ups (its entries re-indented, not changed).
//   - util/util.go: emailDomainRegexp is a lazy.Regexp;
//     DoFullUnicodeCaseFolding first calls
//     unicodeCaseFoldingsOnce.Do(buildUnicodeCaseFoldings).
//   - util/unicode_case_folding.go: its init function is renamed
//     buildUnicodeCaseFoldings (its body unchanged) and run under the new
//     unicodeCaseFoldingsOnce, as upstream already builds its HTML5 entity
//     map (html5entities.go).
//   - markdown.go: defaultMarkdown, which Convert uses, is built by
//     Convert's first call under the new defaultMarkdownOnce, not at init.
//   - internal/lazy (new): Regexp, a copy of rithmo's rules/lazy.Regexp.
//   - util/html5entities.gen.go and util/unicode_case_folding.gen.go: gofmt
//     (blank lines and spaces; upstream's generated files are not gofmt'd).
//   - this file.
//
// `diff -r` against the module cache's goldmark@v1.7.13 lists those files
// and internal/; left out of the copy are the tests (*_test.go, _test),
// _benchmark, _tools, fuzz, .github, Makefile and README.md. testutil is
// kept, unchanged: goldmark-emoji's tests import it, and go mod tidy needs it.
// Upstream's own tests pass against this copy: copy the module cache's
// *_test.go files and _test directories next to these and run go test ./...
// (rithmo's lessons/render golden tests render every lesson byte for byte as
// before).
//
// What still runs at start-up is goldmark's API, left as upstream wrote it:
// the node kinds (ast, extension/ast, parser) and context keys (parser,
// extension), numbered in the order the packages start, and the exported
// attribute filters, writers and extenders (renderer/html, extension). It
// costs about 0.08 ms and 33 KB; cmd/rithmo's
// TestNoPackageOfOursWorksAtStartUp holds each of those packages to its
// measured allocations and the others to none. To move to a newer goldmark,
// copy it again and make the changes listed above.
package goldmark
