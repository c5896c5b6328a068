package roster

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The keys in testdata were made with ssh-keygen -t ed25519; their
// fingerprints are ssh-keygen -lf's.
const (
	annKey = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPQGIk7UqbNEJVTx4FAkWGseuQ5qbT1xGkFe0z8iBIXf"
	annID  = "SHA256:bo9H8BxnNh/NOHqDgH8w6HtieG3xQicbhrHYzmKLkoY"
)

func TestParseKey(t *testing.T) {
	for _, tc := range []struct{ name, data, problem string }{
		{"a .pub file", annKey + " ann@school\n", ""},
		{"no comment", annKey, ""},
		{"empty", "\n", "k: empty: want a public key"},
		{"private", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn\n-----END OPENSSH PRIVATE KEY-----\n", "k: is a private key: give the .pub file beside it"},
		{"not a key", "hello", "k: not a public key"},
		{"two keys", annKey + "\n" + annKey + "\n", "k: holds more than one key"},
	} {
		key, id, err := ParseKey([]byte(tc.data), "k")
		if tc.problem != "" {
			assert.ErrorContains(t, err, tc.problem, tc.name)
			continue
		}
		require.NoError(t, err, tc.name)
		assert.Equal(t, annKey, key, tc.name)
		assert.Equal(t, annID, id, tc.name)
	}
}

func TestReadKeyRefusesOddFiles(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.pub")
	require.NoError(t, os.WriteFile(big, []byte(strings.Repeat("a", MaxKeyFile+1)), 0o600))
	_, _, err := ReadKey(big)
	assert.EqualError(t, err, big+": is 16385 bytes, more than the 16 KiB of a public key file: is it the right file?")
	_, _, err = ReadKey(dir)
	assert.ErrorContains(t, err, "is a folder")
	_, _, err = ReadKey(filepath.Join(dir, "none.pub"))
	assert.ErrorContains(t, err, "none.pub: cannot be read")
}

func TestDir(t *testing.T) {
	got, err := Dir("testdata")
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, Entry{Name: "ann", Key: annKey, ID: annID, From: filepath.Join("testdata", "ann.pub")}, got[0])
	assert.Equal(t, "bob", got[1].Name)

	_, err = Dir(t.TempDir())
	assert.ErrorContains(t, err, "no .pub file in it")
}

func TestParseCSV(t *testing.T) {
	files := map[string]string{"keys/ann.pub": annKey}
	readKey := func(p string) (string, string, error) {
		if k, ok := files[p]; ok {
			return ParseKey([]byte(k), p)
		}
		return "", "", os.ErrNotExist
	}
	for _, tc := range []struct {
		name, csv string
		want      []Entry
		problem   string
	}{
		{"key files, a header, a key, no key", "name,key\nAnn Smith,keys/ann.pub\n\"Lee, Cat\"," + annKey + " c@x\nDan\n",
			[]Entry{{Name: "Ann Smith", Key: annKey, ID: annID, From: "c.csv line 2"}, {Name: "Lee, Cat", Key: annKey, ID: annID, From: "c.csv line 3"},
				{Name: "Dan", From: "c.csv line 4"}}, ""},
		{"blank lines and trailing commas", "\nAnn,,\n\n", []Entry{{Name: "Ann", From: "c.csv line 2"}}, ""},
		{"three fields", "Ann,keys/ann.pub,x\n", nil, "c.csv line 1: 3 fields: want a name, then a key file or a key"},
		{"a missing key file", "Ann,keys/none.pub\n", nil, "c.csv line 1: file does not exist"},
		{"a bad key", "Ann,ssh-ed25519 AAAA\n", nil, "c.csv line 1: not a public key (want one line such as ~/.ssh/id_ed25519.pub holds)"},
		{"a bad quote", "Ann,\"keys\n", nil, "c.csv line 1: extraneous or missing \" in quoted-field"},
		{"nobody", "name,key\n", nil, "c.csv: no student in it: want lines of name,key-file or name,key"},
	} {
		got, err := ParseCSV([]byte(tc.csv), "c.csv", readKey)
		if tc.problem != "" {
			assert.EqualError(t, err, tc.problem, tc.name)
			continue
		}
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.want, got, tc.name)
	}
}

// Any bytes give entries with a From, or one error; never a panic, and a
// key only with its fingerprint.
func FuzzParseCSV(f *testing.F) {
	for _, s := range []string{"name,key\nAnn,a.pub\n", "Ann," + annKey + "\n", "\"a\nb\",c", ",,,\n", "Ann,-----BEGIN PRIVATE KEY"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) {
		got, err := ParseCSV([]byte(data), "c.csv", func(p string) (string, string, error) { return "", "", os.ErrNotExist })
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("%q: a message of more than one line: %q", data, err)
			}
			return
		}
		for _, e := range got {
			if e.From == "" || (e.Key == "") != (e.ID == "") {
				t.Fatalf("%q gave %+v", data, e)
			}
		}
	})
}

func FuzzParseKey(f *testing.F) {
	f.Add(annKey + " ann@school\n")
	f.Add("ssh-rsa AAAA")
	f.Fuzz(func(t *testing.T, data string) {
		key, id, err := ParseKey([]byte(data), "k")
		if err == nil && (!strings.HasPrefix(id, "SHA256:") || strings.ContainsAny(key, "\n")) {
			t.Fatalf("%q gave %q %q", data, key, id)
		}
	})
}

func TestParseAuthorizedKeys(t *testing.T) {
	got, err := ParseAuthorizedKeys([]byte("# 5b\n"+annKey+" Ann Smith\n\n"), "allow.keys")
	require.NoError(t, err)
	assert.Equal(t, []Entry{{Name: "Ann Smith", Key: annKey, ID: annID, From: "allow.keys line 2"}}, got)
	for _, tc := range []struct{ data, problem string }{
		{annKey + "\n", "allow.keys line 1: no comment after the key to name the student by"},
		{"from=\"10.0.0.1\" " + annKey + " Ann\n", "allow.keys line 1: options before the key (from=\"10.0.0.1\"): rithmo takes none"},
		{"Ann\n", "allow.keys line 1: not a public key"},
		{"# nobody\n", "allow.keys: no key in it"},
	} {
		_, err := ParseAuthorizedKeys([]byte(tc.data), "allow.keys")
		assert.ErrorContains(t, err, tc.problem, tc.data)
	}
}

func FuzzParseAuthorizedKeys(f *testing.F) {
	f.Add(annKey + " Ann\n")
	f.Add("# x\n\nssh-rsa AAAA b\n")
	f.Fuzz(func(t *testing.T, data string) {
		got, err := ParseAuthorizedKeys([]byte(data), "a")
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("%q: a message of more than one line: %q", data, err)
			}
			return
		}
		for _, e := range got {
			if e.Name == "" || !strings.HasPrefix(e.ID, "SHA256:") {
				t.Fatalf("%q gave %+v", data, e)
			}
		}
	})
}
