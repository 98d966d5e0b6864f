package gate

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/bvgen/bvgen/diag"
)

// KeyFunc fingerprints a kernel run: a hash of everything the compiler
// sees of the file under the flags (its preprocessed text, included
// headers and all), and the files that text was read from.
type KeyFunc func(ctx context.Context, file string, flags []string) (fingerprint string, deps []string, err error)

// Cache stores bvgen verify's outcome per run key, in a directory (bvgen
// ci's --cache-dir) or in one file (verify --json's --cache=FILE). A run's
// key hashes the salt (bvgen's and the tools' versions, the per-kernel
// timeout), the file's name, the flags and the fingerprint, so a change in
// any of them runs the kernel again. Fingerprints cost a clang-14 -E each;
// the cache remembers, per file and flags, the fingerprint with the
// SHA-256 of every file it was read from, and reuses it while those files
// are unchanged.
type Cache struct {
	store store
	salt  string
}

// cacheable are the exit codes of deterministic verdicts: not a timeout,
// an interruption, a missing tool or a crash of Boogie.
var cacheable = map[int]bool{int(diag.OK): true, int(diag.CommandLine): true, int(diag.Clang): true,
	int(diag.Unsupported): true, int(diag.Reduction): true, int(diag.NotVerified): true}

// OpenCache opens (creating) a cache directory.
func OpenCache(dir, salt string) (*Cache, error) {
	for _, sub := range []string{"results", "deps"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return nil, fmt.Errorf("--cache-dir: %v", err)
		}
	}
	return &Cache{store: dirStore(dir), salt: salt}, nil
}

// OpenCacheFile opens a cache kept in one file, created at the first
// result stored; a file that is not such a cache is an error.
func OpenCacheFile(path, salt string) (*Cache, error) {
	s, err := openFileStore(path)
	if err != nil {
		return nil, err
	}
	return &Cache{store: s, salt: salt}, nil
}

// outcome is a cached run of bvgen verify.
type outcome struct {
	Code    int
	Output  string
	Diags   []diag.Diagnostic
	Elapsed time.Duration // of the run that was cached
}

// fileSum is a file and the SHA-256 of its contents.
type fileSum struct {
	Path, Sum string
}

// fingerprintMemo is a fingerprint with the files it was computed from.
type fingerprintMemo struct {
	Fingerprint string
	Deps        []fileSum
}

func hashStrings(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		fmt.Fprintf(h, "%d:%s\n", len(p), p)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// key returns the run key of a kernel file under flags.
func (c *Cache) key(ctx context.Context, file string, fl []string, keyFn KeyFunc) (string, error) {
	flags := strings.Join(fl, "\x00")
	cwd, _ := os.Getwd()
	memoKey := hashStrings(c.salt, cwd, file, flags)
	var memo fingerprintMemo
	if c.store.get("deps", memoKey, &memo) != nil || !unchanged(memo.Deps) {
		fp, deps, err := keyFn(ctx, file, fl)
		if err != nil {
			return "", err
		}
		memo = fingerprintMemo{Fingerprint: fp}
		for _, d := range deps {
			sum, err := fileHash(d)
			if err != nil {
				return "", err
			}
			abs, _ := filepath.Abs(d)
			memo.Deps = append(memo.Deps, fileSum{Path: abs, Sum: sum})
		}
		if err := c.store.put("deps", memoKey, &memo); err != nil {
			return "", err
		}
	}
	return hashStrings(c.salt, file, flags, memo.Fingerprint), nil
}

// unchanged tells whether every file still has its recorded hash.
func unchanged(deps []fileSum) bool {
	if len(deps) == 0 {
		return false
	}
	for _, d := range deps {
		if sum, err := fileHash(d.Path); err != nil || sum != d.Sum {
			return false
		}
	}
	return true
}

func (c *Cache) get(key string) (*outcome, bool) {
	var o outcome
	if c.store.get("results", key, &o) != nil {
		return nil, false
	}
	return &o, true
}

func (c *Cache) put(key string, o *outcome) error {
	if !cacheable[o.Code] {
		return nil
	}
	return c.store.put("results", key, o)
}

func fileHash(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

// writeJSON writes a file atomically (a temporary file renamed), so that
// parallel runs sharing the cache never read half a file.
func writeJSON(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	_ = os.Chmod(tmp.Name(), 0o644) // as os.WriteFile would: CreateTemp makes it private
	return os.Rename(tmp.Name(), path)
}
