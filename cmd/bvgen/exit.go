package main

import "github.com/bvgen/bvgen/diag"

// Exit codes, the same numbers as GPUVerify's (DESIGN.md §7; the table is
// diag's).
const (
	ExitOK             = int(diag.OK)
	ExitCommandLine    = int(diag.CommandLine)
	ExitClang          = int(diag.Clang)
	ExitTranslation    = int(diag.Unsupported)
	ExitReduction      = int(diag.Reduction)
	ExitNotVerified    = int(diag.NotVerified)
	ExitTimeout        = int(diag.Timeout)
	ExitInterrupted    = int(diag.Interrupted)
	ExitConfiguration  = int(diag.Configuration)
	ExitJSON           = int(diag.JSONError)
	ExitBoogieInternal = int(diag.BoogieInternal)
	ExitBoogieOther    = int(diag.BoogieOther)
	ExitDeviceLimit    = int(diag.DeviceLimit)
)

// exitCodeNames are the names expectation headers use (//xfail:NAME).
func exitCodeNames() map[string]int {
	out := map[string]int{}
	for n, c := range diag.CodeNames {
		out[n] = int(c)
	}
	return out
}

func exitf(code int, format string, args ...any) error {
	return diag.Errorf(diag.Code(code), format, args...)
}
