package gate

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/pipeline"
)

// cached runs the jobs with a cache and returns which were cached, by
// file base name.
func cached(t *testing.T, jobs []Job, c *Cache, key KeyFunc, verify VerifyFunc) map[string]bool {
	t.Helper()
	s := Run(context.Background(), jobs, Options{Verify: verify, Jobs: 2, ExitNames: exitNames(), Cache: c, Key: key})
	require.Len(t, s.Results, len(jobs))
	out := map[string]bool{}
	for _, r := range s.Results {
		out[filepath.Base(r.Key())] = r.Cached
	}
	return out
}

// TestCacheFake: hits, misses, what is not cached, and the salt, in a
// directory (bvgen ci) and in one file (verify --json --cache=FILE).
func TestCacheFake(t *testing.T) {
	t.Run("directory", func(t *testing.T) { testCacheFake(t, OpenCache) })
	t.Run("file", func(t *testing.T) {
		testCacheFake(t, func(dir, salt string) (*Cache, error) { return OpenCacheFile(filepath.Join(dir, "cache.json"), salt) })
	})
}

// TestCacheFileRefused: a file that is not such a cache is not
// overwritten.
func TestCacheFileRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "launches.json")
	require.NoError(t, os.WriteFile(path, []byte(`[{"language": "OpenCL"}]`), 0o644))
	_, err := OpenCacheFile(path, "salt")
	assert.ErrorContains(t, err, "not a bvgen verify cache")
}

func testCacheFake(t *testing.T, open func(dir, salt string) (*Cache, error)) {
	dir := golden.WriteTree(t, map[string]string{"a.cl": passHeader, "b_racy.cl": xfailHeader, "c_timeout.cl": passHeader})
	p, err := Discover([]string{dir}, exitNames())
	require.NoError(t, err)
	var fingerprints atomic.Int32
	key := func(ctx context.Context, file string, flags []string) (string, []string, error) {
		fingerprints.Add(1)
		text, err := os.ReadFile(file)
		return string(text), []string{file}, err
	}
	f := &fake{}
	verify := func(ctx context.Context, file string, flags []string) (int, string, []diag.Diagnostic) {
		if strings.Contains(file, "timeout") {
			f.calls.Add(1)
			return int(diag.Timeout), "timed out", nil
		}
		return f.verify(ctx, file, flags)
	}
	cacheDir := t.TempDir()
	c, err := open(cacheDir, "bvgen 1\nboogie 2")
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{"a.cl": false, "b_racy.cl": false, "c_timeout.cl": false}, cached(t, p.Jobs, c, key, verify))
	assert.Equal(t, int32(3), f.calls.Load())
	assert.Equal(t, map[string]bool{"a.cl": true, "b_racy.cl": true, "c_timeout.cl": false}, cached(t, p.Jobs, c, key, verify),
		"verdicts are cached, timeouts are not")
	assert.Equal(t, int32(4), f.calls.Load())
	assert.Equal(t, int32(3), fingerprints.Load(), "unchanged files are not fingerprinted again")

	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.cl"), []byte(passHeader+"// changed\n"), 0o644))
	assert.Equal(t, map[string]bool{"a.cl": false, "b_racy.cl": true, "c_timeout.cl": false}, cached(t, p.Jobs, c, key, verify))

	c, err = open(cacheDir, "bvgen 1\nboogie 3")
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{"a.cl": false, "b_racy.cl": false, "c_timeout.cl": false}, cached(t, p.Jobs, c, key, verify),
		"another tool version misses")
}

// TestCacheIncludedHeader: with the real fingerprint (clang-14 -E), a
// change in an included header runs the kernel again, while a comment in
// the kernel (a new test-header regexp, say) reuses the verdict and
// judges it again.
func TestCacheIncludedHeader(t *testing.T) {
	golden.RequireTool(t, "clang-14")
	dir := golden.WriteTree(t, map[string]string{
		"k.cl":       "//pass\n//--local_size=64 -I inc -D N=2\n//verified\n#include \"size.h\"\n__kernel void k(__global int *a) { a[get_local_id(0)] = SIZE * N; }\n",
		"inc/size.h": "#define SIZE 4\n",
	})
	p, err := Discover([]string{filepath.Join(dir, "k.cl")}, exitNames())
	require.NoError(t, err)
	key := func(ctx context.Context, file string, flags []string) (string, []string, error) {
		return pipeline.Fingerprint(ctx, &pipeline.Config{Includes: []string{filepath.Join(dir, "inc")}, Defines: []string{"N=2"}}, file)
	}
	f := &fake{}
	c, err := OpenCache(t.TempDir(), "salt")
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{"k.cl": false}, cached(t, p.Jobs, c, key, f.verify))
	assert.Equal(t, map[string]bool{"k.cl": true}, cached(t, p.Jobs, c, key, f.verify))

	require.NoError(t, os.WriteFile(filepath.Join(dir, "inc/size.h"), []byte("#define SIZE 8\n"), 0o644))
	assert.Equal(t, map[string]bool{"k.cl": false}, cached(t, p.Jobs, c, key, f.verify), "the header changed")
	assert.Equal(t, map[string]bool{"k.cl": true}, cached(t, p.Jobs, c, key, f.verify))

	text, err := os.ReadFile(filepath.Join(dir, "k.cl"))
	require.NoError(t, err)
	edited := strings.Replace(string(text), "//verified\n", "//race\n", 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "k.cl"), []byte(edited), 0o644))
	p, err = Discover([]string{filepath.Join(dir, "k.cl")}, exitNames())
	require.NoError(t, err)
	s := Run(context.Background(), p.Jobs, Options{Verify: f.verify, Jobs: 1, ExitNames: exitNames(), Cache: c, Key: key})
	require.Len(t, s.Results, 1)
	r := s.Results[0]
	assert.True(t, r.Cached, "a comment changes no fingerprint")
	assert.False(t, r.Met, "the cached output is judged against the new header")
	assert.Contains(t, r.Problem, `output does not match "race"`)
	_, deps, err := key(context.Background(), filepath.Join(dir, "k.cl"), nil)
	require.NoError(t, err)
	require.NotEmpty(t, deps)
	assert.Equal(t, filepath.Join(dir, "k.cl"), deps[0])
	assert.Contains(t, deps, filepath.Join(dir, "inc/size.h"))
}
