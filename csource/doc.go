// Package csource is bvgen's one scanner of OpenCL C source text, for the
// places where bvgen reads a kernel file without compiling it. It knows
// just enough C to skip white space, comments, string and character
// literals and preprocessor lines (scan.go: Skip, Token, StripComments),
// and, over comment-stripped text, to find __kernel definitions and their
// parameters as written (kernels.go: FindKernels, FindKernel, Param), and
// to tell whether a kernel uses a macro it never defines (macros.go:
// UsesUndefined, how bvgen verify recognises a generic kernel), and a few
// facts for the advice on a failure and the cache's fingerprint (facts.go:
// StatesRequires, DeclaresLocal, LineMarkerFiles).
//
// The frontend uses the tokens to find where a pragma's call goes (the
// condition of the loop after it, the start of the function body after
// it); package interval uses the kernel declarations to pick the input and
// output buffers of the interval test (POPL14 §6: the test instantiates a
// generic kernel and runs it on in[k] = (k,k)) and to rewrite a kernel for
// the batched runs of Voigtländer's baseline (§7). It does not expand
// macros.
package csource
