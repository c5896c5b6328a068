package roster

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	gossh "golang.org/x/crypto/ssh"

	"github.com/rithmo/rithmo/content/textfile"
)

// MaxKeyFile is the most read of a public key file: an RSA key of 16384
// bits is under 3 KiB on its line.
const MaxKeyFile = 16 << 10

// MaxCSV is the most read of a roster CSV: a few thousand students.
const MaxCSV = 1 << 20

// Entry is one student to put on the roster.
type Entry struct {
	Name string
	Key  string // authorized_keys format, without comment; "" none (they join with a code)
	ID   string // the key's SHA256 fingerprint; "" none
	From string // where it was read: "keys/ann.pub", "class.csv line 3"
}

// ParseKey reads one public key as a .pub file holds it; from names it in
// errors. A private key is refused in words, so that it is not passed on.
func ParseKey(data []byte, from string) (key, id string, err error) {
	text := bytes.TrimSpace(data)
	switch {
	case len(text) == 0:
		return "", "", fmt.Errorf("%s: empty: want a public key such as ~/.ssh/id_ed25519.pub holds", from)
	case bytes.Contains(text, []byte("PRIVATE KEY")):
		return "", "", fmt.Errorf("%s: is a private key: give the .pub file beside it, and keep this one secret", from)
	}
	pk, _, _, rest, err := gossh.ParseAuthorizedKey(text)
	if err != nil {
		return "", "", fmt.Errorf("%s: not a public key (want one line such as ~/.ssh/id_ed25519.pub holds)", from)
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		return "", "", fmt.Errorf("%s: holds more than one key: give one student's key", from)
	}
	return strings.TrimSpace(string(gossh.MarshalAuthorizedKey(pk))), gossh.FingerprintSHA256(pk), nil
}

// ReadKey reads the public key file at path (a regular file of at most
// MaxKeyFile bytes).
func ReadKey(path string) (key, id string, err error) {
	if info, err := os.Stat(path); err == nil && info.Mode().IsRegular() && info.Size() > MaxKeyFile {
		return "", "", fmt.Errorf("%s: is %d bytes, more than the %d KiB of a public key file: is it the right file?", path, info.Size(), MaxKeyFile>>10)
	}
	data, err := textfile.Read(path, MaxKeyFile)
	if err != nil {
		return "", "", err
	}
	return ParseKey(data, path)
}

// Dir reads every .pub file in dir (not below it), a student each, named
// by the file's name without .pub; in name order.
func Dir(dir string) ([]Entry, error) {
	list, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []Entry
	for _, f := range list {
		if f.IsDir() || !strings.HasSuffix(f.Name(), ".pub") {
			continue
		}
		path := filepath.Join(dir, f.Name())
		key, id, err := ReadKey(path)
		if err != nil {
			return nil, err
		}
		out = append(out, Entry{Name: strings.TrimSuffix(f.Name(), ".pub"), Key: key, ID: id, From: path})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no .pub file in it: put each student's key there as NAME.pub", dir)
	}
	return out, nil
}

// ParseCSV reads a roster CSV: per line a name, then a key file or a key
// (or nothing: the student joins with a code). A first line "name,..." is
// a header. readKey reads a key file named in it; from names the CSV in
// errors.
func ParseCSV(data []byte, from string, readKey func(path string) (key, id string, err error)) ([]Entry, error) {
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = -1
	r.TrimLeadingSpace = true
	var out []Entry
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, fmt.Errorf("%s line %d: %v", from, pe.Line, pe.Err)
			}
			return nil, fmt.Errorf("%s: %v", from, err)
		}
		line, _ := r.FieldPos(0) // only after a record was read: it panics after an error
		where := fmt.Sprintf("%s line %d", from, line)
		for len(rec) > 0 && strings.TrimSpace(rec[len(rec)-1]) == "" {
			rec = rec[:len(rec)-1]
		}
		switch {
		case len(rec) == 0:
			continue
		case len(out) == 0 && line == 1 && strings.EqualFold(strings.TrimSpace(rec[0]), "name"):
			continue
		case len(rec) > 2:
			return nil, fmt.Errorf("%s: %d fields: want a name, then a key file or a key", where, len(rec))
		}
		e := Entry{Name: strings.TrimSpace(rec[0]), From: where}
		if len(rec) == 2 {
			k := strings.TrimSpace(rec[1])
			if looksLikeKey(k) {
				e.Key, e.ID, err = ParseKey([]byte(k), where)
			} else {
				e.Key, e.ID, err = readKey(k)
				if err != nil {
					err = fmt.Errorf("%s: %w", where, err)
				}
			}
			if err != nil {
				return nil, err
			}
		}
		out = append(out, e)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no student in it: want lines of name,key-file or name,key", from)
	}
	return out, nil
}

// ReadCSV reads the roster CSV at path; key files named in it are read
// relative to its folder.
func ReadCSV(path string) ([]Entry, error) {
	data, err := textfile.Read(path, MaxCSV)
	if err != nil {
		return nil, err
	}
	dir := filepath.Dir(path)
	return ParseCSV(data, path, func(p string) (string, string, error) {
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		return ReadKey(p)
	})
}

// ParseAuthorizedKeys reads an authorized_keys file (as serve --allow
// takes): a student a line, named by the line's comment, so that a class
// that used --allow moves to a roster in one command. Blank lines and #
// comments are skipped; from names the file in errors.
func ParseAuthorizedKeys(data []byte, from string) ([]Entry, error) {
	var out []Entry
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		where := fmt.Sprintf("%s line %d", from, i+1)
		pk, comment, options, _, err := gossh.ParseAuthorizedKey([]byte(line))
		switch {
		case err != nil:
			return nil, fmt.Errorf("%s: not a public key (want a line such as ~/.ssh/id_ed25519.pub holds)", where)
		case len(options) > 0:
			return nil, fmt.Errorf("%s: options before the key (%s): rithmo takes none; remove them", where, strings.Join(options, ","))
		case strings.TrimSpace(comment) == "":
			return nil, fmt.Errorf("%s: no comment after the key to name the student by: add their name there, or use a CSV", where)
		}
		out = append(out, Entry{Name: strings.TrimSpace(comment), Key: strings.TrimSpace(string(gossh.MarshalAuthorizedKey(pk))),
			ID: gossh.FingerprintSHA256(pk), From: where})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no key in it", from)
	}
	return out, nil
}

// ReadAuthorizedKeys reads the authorized_keys file at path (at most
// MaxCSV bytes).
func ReadAuthorizedKeys(path string) ([]Entry, error) {
	data, err := textfile.Read(path, MaxCSV)
	if err != nil {
		return nil, err
	}
	return ParseAuthorizedKeys(data, path)
}

// keyTypes start a key written out in a CSV (ssh -Q key lists them).
var keyTypes = []string{"ssh-", "ecdsa-", "sk-"}

func looksLikeKey(s string) bool {
	return slices.ContainsFunc(keyTypes, func(p string) bool { return strings.HasPrefix(s, p) })
}
