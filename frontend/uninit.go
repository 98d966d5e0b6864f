package frontend

import (
	"context"
	"os"
	"strconv"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// UninitUse is a use of a variable that clang finds may be read before it
// is written.
type UninitUse struct {
	Pos ir.Pos
	Msg string // clang's words: "variable 'x' is used uninitialized whenever 'if' condition is false"
}

// uninitFlags check the source only, with clang's definite-use analyses:
// -Wuninitialized (used before any write) and -Wsometimes-uninitialized
// (a path from the declaration to a use writes nothing). Not
// -Wconditional-uninitialized, which also flags a variable written and
// read under the same condition.
var uninitFlags = []string{
	"-x", "cl", "-cl-std=CL1.2", "-target", "spir", "-fsyntax-only",
	"-Xclang", "-finclude-default-header", "-Wno-everything", "-Wuninitialized", "-Wsometimes-uninitialized",
}

// Uninitialized runs clang's uninitialised-variable analyses on the
// kernel (no code is generated) and returns what they find in the
// kernel's own file, at the positions the user wrote. They see what
// compilation hides: LLVM folds a phi of a constant and an undefined value
// to the constant.
func Uninitialized(ctx context.Context, opts Options) ([]UninitUse, error) {
	r, err := prepare(opts)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(r.dir)
	out, err := r.runClang(ctx, r.args(uninitFlags))
	if err != nil {
		return nil, err
	}
	var uses []UninitUse
	for _, line := range strings.Split(r.diagnostics(out), "\n") {
		m := clangDiagRE.FindStringSubmatch(line)
		if m == nil || m[4] != "warning" || m[1] != opts.Path {
			continue
		}
		l, _ := strconv.Atoi(m[2])
		c, _ := strconv.Atoi(m[3])
		msg := strings.TrimSuffix(line[len(m[0]):], " [-Wsometimes-uninitialized]")
		uses = append(uses, UninitUse{Pos: ir.Pos{File: opts.Path, Line: l, Col: c}, Msg: strings.TrimSuffix(msg, " [-Wuninitialized]")})
	}
	return uses, nil
}
