package diag

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExitCodesDocumented: the docs and the code agree on the exit codes.
// The README's sentence names every code of Codes, and nothing else; each
// row of an exit-code table in the docs ("| N | NAME |") has the number
// and GPUVerify name of Codes; CodeNames and Codes agree.
func TestExitCodesDocumented(t *testing.T) {
	byCode := map[int]CodeInfo{}
	for _, c := range Codes {
		byCode[int(c.Code)] = c
		assert.Equal(t, c.Code, CodeNames[c.Name], "CodeNames[%s]", c.Name)
	}
	for name, c := range CodeNames {
		_, ok := byCode[int(c)]
		assert.True(t, ok, "CodeNames[%s] = %d is not in Codes", name, c)
	}

	readme, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	para := regexp.MustCompile(`(?s)Exit codes follow GPUVerify:(.*?)\n\n`).FindSubmatch(readme)
	require.NotNil(t, para, "README.md: the exit-code paragraph")
	text := strings.Join(strings.Fields(string(para[1])), " ")
	var named []int
	for _, m := range regexp.MustCompile(`(?:^ |[:,;] |and bvgen's own )(\d+)\b`).FindAllStringSubmatch(" "+text, -1) {
		n, _ := strconv.Atoi(m[1])
		named = append(named, n)
	}
	var want []int
	for _, c := range Codes {
		want = append(want, int(c.Code))
	}
	assert.Equal(t, want, named, "README.md names the codes of diag.Codes, in order: %q", text)

	row := regexp.MustCompile(`(?m)^\| (\d+) \| ([A-Z_]+) \|`)
	for _, doc := range []string{"../docs/ci.md", "../docs/check.md", "../docs/gpuverify-suite.md", "../docs/device-scans.md"} {
		b, err := os.ReadFile(doc)
		require.NoError(t, err)
		for _, m := range row.FindAllStringSubmatch(string(b), -1) {
			n, _ := strconv.Atoi(m[1])
			c, ok := byCode[n]
			if assert.True(t, ok, "%s: exit code %d is not in diag.Codes", doc, n) {
				assert.Equal(t, c.Name, m[2], "%s: exit code %d", doc, n)
			}
		}
	}
}
