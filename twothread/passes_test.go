package twothread

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/ir"
)

var passGeometry = ir.Geometry{LocalSize: ir.Dims{64}, NumGroups: ir.Dims{4}}

// exact: the goldens pin the reduction with every race reported, benign
// or not (--no-benign-tolerance), as they were written.
var exact = Checks{NoBenign: true}

func parseIR(t *testing.T, path string) *ir.Module {
	t.Helper()
	m, err := ir.Parse(path, golden.Read(t, path))
	require.NoError(t, err)
	return m
}

// runUpTo runs the passes up to and including name.
func runUpTo(t *testing.T, m *ir.Module, name string) *state {
	t.Helper()
	st, _, err := runPasses(m, Options{Geometry: passGeometry, Checks: exact}, name)
	require.NoError(t, err)
	return st
}

// TestPassDumps pins each pass on its own: the state after the pass, for
// every input of testdata, against testdata/passes/INPUT.PASS.golden
// (-update rewrites them). A change to one pass shows in its own goldens.
func TestPassDumps(t *testing.T) {
	inputs, err := filepath.Glob("testdata/*.ir")
	require.NoError(t, err)
	for _, p := range passes {
		if p.name == "input" || p.name == "link" || p.name == "predicate" {
			continue // the IR itself, and the program (the .bpl goldens)
		}
		for _, in := range inputs {
			base := strings.TrimSuffix(filepath.Base(in), ".ir")
			t.Run(p.name+"/"+base, func(t *testing.T) {
				dump, err := DumpAfter(parseIR(t, in), Options{Geometry: passGeometry, Checks: exact}, p.name)
				require.NoError(t, err)
				golden.Check(t, filepath.Join("testdata", "passes", base+"."+p.name+".golden"), dump)
			})
		}
	}
}

// TestCheckers: each pass's checker catches a broken state of its own.
func TestCheckers(t *testing.T) {
	tests := []struct {
		pass    string
		input   string
		corrupt func(*state)
		want    string
	}{
		{"uniformity", "race_local", func(st *state) {
			for f, u := range st.uni {
				u.block[f.Blocks[0]] = false
			}
		}, "entry block not uniform"},
		{"instances", "helper_noinline", func(st *state) {
			ks := st.kernels[0]
			for k, fi := range ks.insts.byKey {
				if fi.f.Name == "store_at" {
					delete(ks.insts.byKey, k)
				}
			}
		}, "call of store_at has no procedure instance"},
		{"layout", "race_local", func(st *state) { st.kernels[0].mem.seq[0].CellBytes = 3 }, "cell size 3"},
		{"layout", "race_local", func(st *state) {
			ks := st.kernels[0]
			for a := range ks.mem.layouts {
				delete(ks.mem.layouts, a)
			}
		}, "has no layout"},
		{"facts", "loop_nonuniform", func(st *state) {
			for _, ff := range st.kernels[0].facts {
				ff.order = ff.order[1:]
			}
		}, "block order has"},
		{"access", "race_local", func(st *state) { st.kernels[0].acc.nextSite++ }, "access site \\d+ missing"},
		{"reduce", "race_local", func(st *state) {
			p := st.kernels[0].procs[0]
			p.Body.Locals = append(p.Body.Locals, p.Body.Locals[0])
		}, "declared twice"},
		{"link", "race_local", func(st *state) {
			var keep []bpl.Decl
			for _, d := range st.prog.Decls {
				if _, ok := d.(*bpl.VarDecl); !ok {
					keep = append(keep, d)
				}
			}
			st.prog.Decls = keep
		}, "undeclared"},
	}
	for _, tc := range tests {
		t.Run(tc.pass+"/"+tc.want, func(t *testing.T) {
			st := runUpTo(t, parseIR(t, filepath.Join("testdata", tc.input+".ir")), tc.pass)
			var check func(*state) error
			for _, p := range passes {
				if p.name == tc.pass {
					check = p.check
				}
			}
			require.NoError(t, check(st), "the state is sound before it is broken")
			tc.corrupt(st)
			err := check(st)
			require.Error(t, err)
			assert.Regexp(t, regexp.MustCompile(tc.want), err.Error())
		})
	}
}

// TestPassTableDoc keeps the pass table of docs/reduction.md equal to the
// code's (-update rewrites it).
func TestPassTableDoc(t *testing.T) {
	golden.CheckSection(t, "../docs/reduction.md", "pass table", PassTable())
}

// TestPassListReadme: the README's package table lists the passes of the
// table, in order.
func TestPassListReadme(t *testing.T) {
	readme := golden.Read(t, "../README.md")
	m := regexp.MustCompile("two-thread reduction as a table of passes \\(([a-z, -]+)\\)").FindStringSubmatch(readme)
	require.NotNil(t, m, "README.md: the twothread row with its passes")
	var names []string
	for _, p := range passes {
		names = append(names, p.name)
	}
	assert.Equal(t, strings.Join(names, ", "), m[1], "README.md's list of the reduction's passes")
}

// TestUnknownPass: --dump-after names the passes it knows.
func TestUnknownPass(t *testing.T) {
	_, err := DumpAfter(parseIR(t, "testdata/race_local.ir"), Options{Geometry: passGeometry}, "frobnicate")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "passes: input, pinned, private-tables, single-trip, exponents, quiet-reads, uniformity, instances, layout, facts, access, reduce, link, predicate")
}
