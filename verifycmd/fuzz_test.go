package verifycmd

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/kernels"
)

// headerFlagLines returns the flag lines (the second header line, "//"
// dropped) of the kernels of the corpus's flags folder: the GPUVerify
// options bvgen takes, as kernels spell them.
func headerFlagLines(f *testing.F) []string {
	f.Helper()
	paths, err := filepath.Glob("../kernels/flags/*.cl")
	if err != nil {
		f.Fatal(err)
	}
	var out []string
	for _, p := range paths {
		file, err := os.Open(p)
		if err != nil {
			f.Fatal(err)
		}
		sc := bufio.NewScanner(file)
		if sc.Scan() && sc.Scan() && len(sc.Text()) > 2 {
			out = append(out, sc.Text()[2:])
		}
		file.Close()
	}
	return out
}

// FuzzHeaderFlags checks that any flag line of a GPUVerify header (as
// bvgen ci and bvgen test run it) and of a launch pragma gives a
// configuration or a command-line error, never a panic, and that a
// configuration's grid keeps within 32-bit ids (checkGeometry's promise).
func FuzzHeaderFlags(f *testing.F) {
	for _, s := range headerFlagLines(f) {
		f.Add(s)
	}
	f.Add("--local_size=64 --num_groups=2 -D 'OPERATOR(a,b)=((a)+(b))' --vcgen-opt=/checkArrays:A,B")
	f.Add("--local_size=[65536,1] --num_groups=65536,2 --global_offset=1,2")
	f.Add("--global_size=128 --local_size=64 --num_groups=2 --kernel-args=k,0x10,*")
	f.Fuzz(func(t *testing.T, line string) {
		flags, err := kernels.SplitFlags(line)
		if err != nil {
			return
		}
		var o Options
		fs := o.flagSet("fuzz", false)
		if err := fs.Parse(flags); err != nil {
			return
		}
		if err := o.gv.apply(&o, fs, io.Discard); err == nil {
			if cfg, err := o.config(&Env{}); err == nil {
				checkGrid(t, line, cfg.Geometry)
			}
		}
		// The same flags as a launch pragma's, under an empty command line.
		merged, err := (&Options{}).withPragma("k.cl", &kernels.Launch{Line: 1, Flags: flags})
		if err != nil {
			return
		}
		if cfg, err := merged.config(&Env{}); err == nil {
			checkGrid(t, line, cfg.Geometry)
		}
	})
}

// checkGrid fails when a dimension's global size is beyond 2^32 - 1.
func checkGrid(t *testing.T, line string, g ir.Geometry) {
	t.Helper()
	for i := 0; i < 3; i++ {
		ls, ng := g.LocalSize.Dim(i), g.NumGroups.Dim(i)
		if ls != ir.Unconstrained && ng != ir.Unconstrained && ls*ng > maxGlobalSize {
			t.Fatalf("%q: dimension %d has global size %d × %d", line, i, ls, ng)
		}
	}
}
