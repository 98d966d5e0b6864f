package main

import (
	"bytes"
	"context"
	"sync"

	"github.com/bvgen/bvgen/diag"
)

// sinkKey keys the diagnostics sink of a context.
type sinkKey struct{}

// withSink returns a context in which every diagnostic a command reports
// (a verdict's failures, the finding behind an error) is also passed to
// sink, for machine-readable reports.
func withSink(ctx context.Context, sink func([]diag.Diagnostic)) context.Context {
	return context.WithValue(ctx, sinkKey{}, sink)
}

// report passes diagnostics to the context's sink, if any.
func report(ctx context.Context, ds []diag.Diagnostic) {
	if ctx == nil || len(ds) == 0 {
		return
	}
	if sink, ok := ctx.Value(sinkKey{}).(func([]diag.Diagnostic)); ok {
		sink(ds)
	}
}

// verifyFile runs `bvgen verify ARGS...` in-process below ctx and returns
// its exit code, its output (standard output and error, interleaved as
// written) and the diagnostics behind it.
func verifyFile(ctx context.Context, args []string) (int, string, []diag.Diagnostic) {
	var mu sync.Mutex
	var ds []diag.Diagnostic
	ctx = context.WithValue(ctx, nestedKey{}, true)
	ctx = withSink(ctx, func(more []diag.Diagnostic) {
		mu.Lock()
		defer mu.Unlock()
		ds = append(ds, more...)
	})
	var out bytes.Buffer
	code := runContext(ctx, append([]string{"verify"}, args...), &out, &out)
	return code, out.String(), ds
}
