// Package z3proxy is the prover proxy (the "prover shim") that bvgen verify
// puts between Boogie and z3 (prover.Options.FastUnsat; docs/reduction.md,
// "The prover shim").
//
// Boogie 2.4.1 talks to one incremental z3 process, puts every
// verification condition inside push/pop, and wraps its parts in labels
// (`(! φ :lblpos L)`, `(! φ :lblneg L)`) so that it can name the failing
// assertion of a counterexample. Both cost z3 dearly on the bit-vector and
// array queries of barrier invariants: in incremental mode z3 skips its
// preprocessing (equation solving, simplification before bit-blasting),
// and labels are opaque to its rewriter. On the Blelloch prescan's
// specification (16 work items) Boogie's query takes over 5 minutes; the
// same query without labels, solved from scratch, 2 minutes.
//
// So at each (check-sat) the proxy first solves the current assertions
// with the labels removed, in a fresh non-incremental z3 with z3's own
// configuration and the logic set to QF_ABV (QF_AUFBV with uninterpreted
// functions). Labels do not change the meaning of a formula, nor do
// options, so "unsat" there is the answer to Boogie's query and is passed
// on as such. Any other answer (sat, unknown, an error) is not used: the
// check-sat goes to the incremental z3, which Boogie then asks for labels
// and models as usual. The incremental z3 sees every command, so its state
// always matches Boogie's. A command the proxy does not model turns its
// own answers off for the rest of the session.
//
// The fresh solve is a portfolio (portfolio.go): z3's own solver and, for
// queries it has not answered within a second, z3 bit-blasting eagerly into
// its SAT solver, which refutes injectivity checks with a symbolic row
// width that the SMT core cannot; when the query multiplies two symbolic
// values, that slot first bit-blasts a weaker query with the products
// abstracted (products.go), whose "unsat" is the query's. The bit-blaster
// gets the query with its unread arrays taken out (arrays.go,
// arraydrop.go) and Ackermannizes functions of bit-vectors (float
// operations); when it can take the query as it is, the SMT core's
// process yields it the CPU (yield_unix.go), and the strategy that
// answered a session's last query starts at once on its next. When the fresh
// solve finds a model, the
// proxy asks the incremental z3 for a model under its values (hint.go), so
// that Boogie's labels and counterexample come at once; a "sat" under
// assumptions is a "sat" of Boogie's query.
//
// The package has one entry, Main, and no init hook: a program runs the
// proxy only when it calls Main. The bvgen binary does so in its hidden
// subcommand `bvgen z3-proxy [--report] --z3=PATH -- Z3ARGS...`, which package prover
// makes Boogie run as its z3. BVGEN_Z3_SHIM_TRACE=FILE makes the proxy
// append each fast answer and its time to FILE; BVGEN_Z3_SHIM_DUMP=DIR makes
// it write each query it solves from scratch to DIR.
package z3proxy
