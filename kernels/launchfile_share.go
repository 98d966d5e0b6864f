package kernels

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
)

// Shared proofs. A recorded application launches one kernel many times;
// launches whose verify options differ only in what cannot change the
// verdict share one proof. Two rules, both exact:
//   - identical entries (ReadLaunchFile already keeps them once, Same);
//   - launches of the same program file whose options differ only in
//     --kernel-arrays when array bounds are not checked: buffer sizes are
//     read by --check-array-bounds alone (ir.Array.BoundBytes).
// Launches that differ in scalar values are not merged here: a value is an
// assumption at entry and can change the verdict. ScalarFamilies groups
// those, for a caller that proves once with the values unconstrained (a
// proof under fewer assumptions covers every launch) and falls back to one
// proof per launch when that fails.

// Proof is one proof covering recorded launches.
type Proof struct {
	Launch RecordedLaunch // the first launch covered: its options are proved
	// Flags are Launch's verify options (VerifyFlags), without buffer
	// sizes when bounds are not checked.
	Flags []string
	Notes []string // what of Launch's recording is not used
	// Covers are the indices of every launch the proof covers, ascending;
	// Sizes those among them merged for differing only in buffer sizes.
	Covers []int
	Sizes  []int
	// HostCalls are where the host made the launches covered, when
	// recorded.
	HostCalls []HostCall
}

// ShareProofs groups launches into proofs, in the order of their first
// launch. boundsChecked says whether the proofs check array bounds (then
// buffer sizes matter). A launch whose options cannot be formed is an
// error naming it.
func ShareProofs(ls []RecordedLaunch, boundsChecked bool) ([]Proof, error) {
	var out []Proof
	at := map[string]int{}
	for _, l := range ls {
		flags, notes, err := l.VerifyFlags()
		if err != nil {
			return nil, fmt.Errorf("launch %d: %w", l.Index, err)
		}
		flags = proofFlags(flags, boundsChecked)
		key := programKey(l.KernelFile) + "\x00" + strings.Join(flags, "\x00")
		covers := append([]int{l.Index}, l.Same...)
		if i, ok := at[key]; ok {
			p := &out[i]
			p.Covers = append(p.Covers, covers...)
			p.Sizes = append(p.Sizes, covers...)
			p.HostCalls = addHostCalls(p.HostCalls, l.HostCalls)
			slices.Sort(p.Covers)
			continue
		}
		at[key] = len(out)
		out = append(out, Proof{Launch: l, Flags: flags, Notes: notes, Covers: covers, HostCalls: slices.Clone(l.HostCalls)})
	}
	return out, nil
}

// programKey identifies a launch's program: its file. Two files of the
// same text are not merged, since what they #include is found beside
// each (bvgen record names a program file by its text, so launches of one
// program share one file).
func programKey(file string) string {
	if abs, err := filepath.Abs(file); err == nil {
		return abs
	}
	return file
}

// proofFlags are the options that decide a proof's verdict.
func proofFlags(flags []string, boundsChecked bool) []string {
	if boundsChecked {
		return flags
	}
	return slices.DeleteFunc(slices.Clone(flags), func(f string) bool { return strings.HasPrefix(f, "--kernel-arrays=") })
}

// WithoutScalars is the proof's options with no scalar value assumed: a
// proof of these covers every value of the launch's scalar arguments.
func (p Proof) WithoutScalars() []string {
	return slices.DeleteFunc(slices.Clone(p.Flags), func(f string) bool { return strings.HasPrefix(f, "--kernel-args=") })
}

// ScalarFamilies groups proofs (ShareProofs) of one program file and
// options that differ only in their scalar values (--kernel-args), in
// order; a family of one proof is returned alone.
func ScalarFamilies(ps []Proof) [][]Proof {
	var out [][]Proof
	at := map[string]int{}
	for _, p := range ps {
		key := programKey(p.Launch.KernelFile) + "\x00" + strings.Join(p.WithoutScalars(), "\x00")
		if i, ok := at[key]; ok {
			out[i] = append(out[i], p)
			continue
		}
		at[key] = len(out)
		out = append(out, []Proof{p})
	}
	return out
}
