package devscan

import (
	"fmt"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// errAt is a malformed or inconsistent description: exit 1 with the
// position in the description file.
func errAt(pos ir.Pos, format string, args ...any) *diag.Error {
	return errCode(diag.CommandLine, pos, format, args...)
}

// errCode is an error at a position in the description with an exit code.
func errCode(code diag.Code, pos ir.Pos, format string, args ...any) *diag.Error {
	msg := fmt.Sprintf(format, args...)
	return &diag.Error{Code: code, Msg: pos.Error(msg),
		Cause: &diag.Diagnostic{Kind: diag.PipelineDescription, Pos: pos, Msg: msg}}
}
