package pipeline

import (
	"context"
	"errors"
	"os"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/prover"
)

// Linking the user's Boogie files (GPUVerify's --boogie-file=X.bpl):
// declarations and axioms, typically about the uninterpreted functions of
// DECLARE_UF_* (whose Boogie names are their source names), linked into
// every Boogie program bvgen runs (inference, staged runs, the final
// proof, the reruns for models) and into the one it prints. The axioms
// are assumptions of the proof: an inconsistent set proves anything,
// which the verdict's assumptions say.

// linked reads the files of --boogie-file; an unreadable one is a
// command-line error naming it (exit 1).
func (c *Config) linked() ([]prover.Linked, error) {
	var out []prover.Linked
	for _, path := range c.BoogieFiles {
		text, err := os.ReadFile(path)
		if err != nil {
			return nil, diag.Errorf(diag.CommandLine, "error: --boogie-file=%s: %v", path, err)
		}
		out = append(out, prover.Linked{Path: path, Text: string(text)})
	}
	return out, nil
}

// checkLinked is checkLinkedFiles with bvgen's errors for a Boogie run
// that fails. A missing Boogie is left to the runs after it (the proof
// reports it, exit 9; printing goes on without inference).
func (c *Config) checkLinked(ctx context.Context, p *bpl.Program, files []prover.Linked) error {
	err := checkLinkedFiles(ctx, p, files)
	var de *diag.Error
	if err == nil || errors.As(err, &de) {
		return err
	}
	if errors.Is(err, prover.ErrNotFound) {
		return nil
	}
	return c.boogieError(ctx, err)
}

// printLinked prints a program with the linked files appended, so that
// the text stands alone (bvgen kernel.cl | boogie stdin.bpl).
func printLinked(p *bpl.Program, files []prover.Linked) string {
	text, _ := prover.Link(bpl.Print(p), files)
	return text
}

// checkLinkedFiles has Boogie parse and type-check the program with the
// linked files, without proving anything (/noVerify), so that an error in
// a user's file is reported as such: Boogie's messages, at the file's
// lines, exit 12 (GPUVerify's BOOGIE_OTHER_ERROR for errors in a
// --boogie-file). An error in bvgen's own part is left to the proof run
// (an internal error, exit 11).
func checkLinkedFiles(ctx context.Context, p *bpl.Program, files []prover.Linked) error {
	if len(files) == 0 {
		return nil
	}
	res, err := prover.Run(ctx, bpl.Print(p), prover.Options{NoModel: true, Flags: []string{"/noVerify"}, Linked: files})
	if err != nil || res.Status != prover.StatusInvalid {
		return err
	}
	var msgs []string
	inFile := false
	for _, d := range res.Diagnostics {
		msgs = append(msgs, d.String())
		inFile = inFile || prover.InLinked(d, files)
	}
	if !inFile {
		return nil
	}
	return diag.Errorf(diag.BoogieOther, "error: Boogie rejects the program with the --boogie-file declarations:\n%s", strings.Join(msgs, "\n"))
}

// linkedNote is the assumption a verdict states for linked files.
func (c *Config) linkedNote() []string {
	if len(c.BoogieFiles) == 0 {
		return nil
	}
	return []string{"the declarations and axioms of " + strings.Join(c.BoogieFiles, ", ") + " (--boogie-file; an inconsistent axiom proves anything)"}
}
