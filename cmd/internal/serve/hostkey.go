package serve

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	gossh "golang.org/x/crypto/ssh"

	"github.com/rithmo/rithmo/content/textfile"
)

// HostKey reads the server's private key at path, creating an ed25519 key
// there (mode 0600, its directory 0700) on the first start. A key that
// others may read is refused, as OpenSSH refuses it: whoever reads it can
// pose as the server.
func HostKey(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return createHostKey(path)
	}
	if err != nil {
		return nil, fmt.Errorf("host key %s: %w", path, err)
	}
	info, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("host key %s: %w", path, err)
	}
	if info.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("host key %s: others may read it (mode %04o); make it private: chmod 600 %s", path, info.Mode().Perm(), path)
	}
	if _, err := gossh.ParsePrivateKey(data); err != nil {
		return nil, fmt.Errorf("host key %s: not a private key rithmo can use: %w", path, err)
	}
	return data, nil
}

func createHostKey(path string) ([]byte, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("host key %s: %w", path, err)
	}
	block, err := gossh.MarshalPrivateKey(priv, "rithmo serve host key")
	if err != nil {
		return nil, fmt.Errorf("host key %s: %w", path, err)
	}
	data := pem.EncodeToMemory(block)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("host key %s: cannot create its directory: %w", path, err)
	}
	// O_EXCL: never overwrite a key that appeared meanwhile.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, fmt.Errorf("host key %s: %w", path, err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(path)
		return nil, fmt.Errorf("host key %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		os.Remove(path)
		return nil, fmt.Errorf("host key %s: %w", path, err)
	}
	return data, nil
}

// MaxAllowedFile is the largest --allow file read: a key's line is about
// 100 bytes, so a class of ten thousand fits.
const MaxAllowedFile = 1 << 20

// ReadAllowed reads an authorized_keys file: the keys allowed in, by
// fingerprint. Only a regular file of at most MaxAllowedFile bytes is read
// (a device or a pipe could hang the server or never end). Blank lines and
// # comments are skipped; a line that is not a key is an error naming its
// line.
func ReadAllowed(path string) (map[string]bool, error) {
	if info, err := os.Stat(path); err == nil && info.Mode().IsRegular() && info.Size() > MaxAllowedFile {
		return nil, fmt.Errorf("allowed keys %s: is %d bytes, more than the %d MiB rithmo reads of an authorized_keys file; is it the right file?", path, info.Size(), MaxAllowedFile>>20)
	}
	data, err := textfile.Read(path, MaxAllowedFile)
	if err != nil {
		return nil, fmt.Errorf("allowed keys %w", err)
	}
	allowed := map[string]bool{}
	for i, cur := range bytes.Split(data, []byte("\n")) {
		cur = bytes.TrimSpace(cur)
		if len(cur) == 0 || cur[0] == '#' {
			continue
		}
		key, _, _, _, err := gossh.ParseAuthorizedKey(cur)
		if err != nil {
			return nil, fmt.Errorf("allowed keys %s:%d: not a public key (want a line such as ~/.ssh/id_ed25519.pub holds): %v", path, i+1, err)
		}
		allowed[gossh.FingerprintSHA256(key)] = true
	}
	if len(allowed) == 0 {
		return nil, fmt.Errorf("allowed keys %s: no key in it: nobody could connect", path)
	}
	return allowed, nil
}
