package kernels

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var configExitNames = map[string]int{"NOT_ALL_VERIFIED": 6}

func writeConfig(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), ConfigName)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

// TestReadConfig: rules in order, first match wins, excludes, launch files
// relative to the configuration's folder.
func TestReadConfig(t *testing.T) {
	path := writeConfig(t, `kernels:
  - files: "src/k/bad.cl"
    launch: "--local_size=64 --num_groups=4"
    expect: xfail:NOT_ALL_VERIFIED
  - files: ["src/**/*.cl", "more/*.cl"]
    launches: ["--local_size=64 --num_groups=4 -D N=4", "--local_size=32 --num_groups=1"]
exclude: "third_party/**"
launch_files: [rec/launches.json]
`)
	c, err := ReadConfig(path, configExitNames)
	require.NoError(t, err)
	dir := filepath.Dir(path)
	require.Len(t, c.Rules, 2)
	assert.Equal(t, []string{filepath.Join(dir, "rec/launches.json")}, c.LaunchFiles)
	tests := []struct {
		file     string
		rule     int // -1: none
		excluded bool
	}{
		{"src/k/bad.cl", 0, false},
		{"src/k/good.cl", 1, false},
		{"src/a/b/c.cl", 1, false},
		{"src/top.cl", 1, false},
		{"more/x.cl", 1, false},
		{"more/sub/x.cl", -1, false},
		{"third_party/lib/x.cl", -1, true},
		{"elsewhere.cl", -1, false},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			f := filepath.Join(dir, tt.file)
			assert.Equal(t, tt.excluded, c.Excluded(f))
			r := c.Rule(f)
			if tt.rule < 0 {
				assert.Nil(t, r)
				return
			}
			require.NotNil(t, r)
			assert.Equal(t, c.Rules[tt.rule].Line, r.Line)
		})
	}
	assert.Equal(t, "NOT_ALL_VERIFIED", c.Rules[0].Expect.ExitName)
	assert.True(t, c.Rules[1].Expect.Pass)
	assert.Equal(t, []string{"--local_size=64", "--num_groups=4", "-D", "N=4"}, c.Rules[1].Launches[0].Flags)
	assert.NotEqual(t, c.Rules[1].Launches[0].Col, c.Rules[1].Launches[1].Col, "launches on one line differ by column")
	assert.Equal(t, c.Rules[1].Launches[0].Line, c.Rules[1].Launches[1].Line)
}

// TestConfigErrors: a malformed configuration names file:line:column.
func TestConfigErrors(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"unknown key", "kernel:\n  - files: a.cl\n", `:1:1: unknown key "kernel"`},
		{"not a list", "kernels: a.cl\n", ":1:10: kernels: want a list of rules"},
		{"no files", "kernels:\n  - launch: --local_size=4\n", ":2:5: a rule needs files"},
		{"no launch", "kernels:\n  - files: a.cl\n", "a rule needs launch (one flag line) or launches"},
		{"both launches", "kernels:\n  - files: a.cl\n    launch: --local_size=4\n    launches: [--local_size=4]\n", "not both"},
		{"bad flag", "kernels:\n  - files: a.cl\n    launch: --local_size=4 --timeout=9\n", ":3:13: launch: --timeout=9: a launch pragma gives the geometry"},
		{"empty launch", "kernels:\n  - files: a.cl\n    launch: \"\"\n", "needs the launch geometry"},
		{"bad expect", "kernels:\n  - files: a.cl\n    launch: --local_size=4\n    expect: xfail:NOPE\n", `:4:13: expect: want pass or xfail:NAME`},
		{"rule key", "kernels:\n  - files: a.cl\n    lanch: --local_size=4\n", `:3:5: unknown key "lanch"`},
		{"yaml syntax", "kernels: [\n", "did not find expected node content"},
		{"empty launches", "kernels:\n  - files: a.cl\n    launch: []\n", ":3:13: launches: an empty list gives no launch"},
		{"empty files", "kernels:\n  - files: []\n    launch: --local_size=4\n", ":2:12: files: an empty list matches nothing"},
		{"exclude type", "exclude: {a: b}\n", ":1:10: exclude: want a string or a list of strings"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadConfig(writeConfig(t, tt.text), configExitNames)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestFindConfig: found in the folder or above, relative to the working
// directory when it can be.
func TestFindConfig(t *testing.T) {
	path := writeConfig(t, "")
	sub := filepath.Join(filepath.Dir(path), "a", "b")
	require.NoError(t, os.MkdirAll(sub, 0o755))
	found, ok := FindConfig(sub)
	require.True(t, ok)
	abs, err := filepath.Abs(found)
	require.NoError(t, err)
	assert.Equal(t, path, abs)
	_, ok = FindConfig("/")
	assert.False(t, ok)
}
