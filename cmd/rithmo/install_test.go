//go:build installcheck

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/mod/module"
	"golang.org/x/mod/zip"
)

// proxyVersion is the version the checkout is published under in the test's
// module proxy. The proxy and the module cache it fills are the test's own,
// so a version used before never shadows this checkout.
const proxyVersion = "v0.1.0-ci"

// TestGoInstallFromAModuleProxy publishes this checkout to a file-based
// module proxy, as a proxy serves a tagged release (list, .info, .mod, .zip
// made with golang.org/x/mod/zip), then installs rithmo from it the way a
// user would: go install github.com/rithmo/rithmo/cmd/rithmo@VERSION. The go
// command refuses a module whose go.mod has replace directives, and a module
// zip leaves out nested modules, so this fails if rithmo needs either.
//
// .ci/run runs it: go test -tags installcheck -run TestGoInstallFromAModuleProxy ./cmd/rithmo/
func TestGoInstallFromAModuleProxy(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	goMod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	require.NoError(t, err)
	const path = "github.com/rithmo/rithmo"

	tmp := t.TempDir()
	proxy := filepath.Join(tmp, "proxy")
	at := filepath.Join(proxy, path, "@v")
	require.NoError(t, os.MkdirAll(at, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(at, "list"), []byte(proxyVersion+"\n"), 0o644))
	info := `{"Version":"` + proxyVersion + `","Time":"2026-01-01T00:00:00Z"}`
	require.NoError(t, os.WriteFile(filepath.Join(at, proxyVersion+".info"), []byte(info), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(at, proxyVersion+".mod"), goMod, 0o644))
	zf, err := os.Create(filepath.Join(at, proxyVersion+".zip"))
	require.NoError(t, err)
	require.NoError(t, zip.CreateFromDir(zf, module.Version{Path: path, Version: proxyVersion}, root))
	require.NoError(t, zf.Close())

	goEnv := func(key string) string {
		out, err := exec.Command("go", "env", key).Output()
		require.NoError(t, err, "go env %s", key)
		return strings.TrimSpace(string(out))
	}
	// rithmo's dependencies come from the module cache's own download
	// directory (itself a file-based proxy: no network when they are
	// there), then from the usual proxy; the module cache the install
	// fills is the test's.
	proxies := []string{
		"file://" + filepath.ToSlash(proxy),
		"file://" + filepath.ToSlash(filepath.Join(goEnv("GOMODCACHE"), "cache", "download")),
		goEnv("GOPROXY"),
	}
	bin := filepath.Join(tmp, "bin")
	install := exec.Command("go", "install", path+"/cmd/rithmo@"+proxyVersion)
	install.Dir = tmp // outside this module: the install reads only the proxy
	install.Env = append(os.Environ(),
		"GOPROXY="+strings.Join(proxies, ","),
		"GONOSUMDB="+path,
		"GOFLAGS=-mod=mod -modcacherw",
		"GOMODCACHE="+filepath.Join(tmp, "modcache"),
		"GOBIN="+bin,
		"GOWORK=off",
	)
	out, err := install.CombinedOutput()
	require.NoError(t, err, "go install from the module proxy:\n%s", out)

	rithmo := filepath.Join(bin, "rithmo")
	out, err = exec.Command(rithmo, "--version").CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Contains(t, string(out), "rithmo version")
	out, err = exec.Command(rithmo, "ratio", "9", "6").CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Contains(t, string(out), "9 : 6 = 3 : 2")

	// The binary says which module version it was built from.
	out, err = exec.Command("go", "version", "-m", rithmo).CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Regexp(t, `(?m)^\s+mod\s+`+path+`\s+`+proxyVersion+`\s`, string(out))
}
