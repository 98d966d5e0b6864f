package invariants

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAssignment(t *testing.T) {
	for _, tc := range []struct {
		name string
		kept []bool
		want string
	}{
		{"no candidates", nil, "true"},
		{"one kept", []bool{true}, "true && _b0"},
		{"one dropped", []bool{false}, "true && !_b0"},
		{"mixed, candidate order", []bool{true, false, true}, "true && _b0 && !_b1 && _b2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &Report{Decided: true}
			for i, k := range tc.kept {
				r.Candidates = append(r.Candidates, Candidate{Name: "_b" + string(rune('0'+i)), Kept: k})
			}
			assert.Equal(t, tc.want, r.Assignment())
		})
	}
}

// The assignment line is printed only once inference decided: an
// undecided report must not claim candidates were dropped.
func TestWriteAssignmentLine(t *testing.T) {
	for _, tc := range []struct {
		name    string
		decided bool
		want    bool
	}{
		{"decided", true, true},
		{"undecided", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &Report{Decided: tc.decided, Candidates: []Candidate{{Name: "_b0", Kept: true}}}
			var b bytes.Buffer
			r.Write(&b)
			if tc.want {
				assert.Contains(t, b.String(), "Houdini assignment axiom: true && _b0\n")
			} else {
				assert.NotContains(t, b.String(), "Houdini assignment axiom")
			}
		})
	}
}
