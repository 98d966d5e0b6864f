package ir

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAnnotationModes(t *testing.T) {
	for _, tc := range []struct {
		name    string
		opts    KeepAnnotations
		dropped []AnnotKind
		kept    []AnnotKind
	}{
		{"all", KeepAnnotations{}, nil,
			[]AnnotKind{AnnotInvariant, AnnotRequires, AnnotBarrierInvariant, AnnotAssert}},
		{"no-annotations", KeepAnnotations{Mode: NoAnnotations},
			[]AnnotKind{AnnotInvariant, AnnotGlobalInvariant, AnnotCandidate, AnnotFunctionWideInvariant,
				AnnotRequires, AnnotGlobalRequires, AnnotEnsures, AnnotGlobalEnsures, AnnotBarrierInvariant, AnnotBarrierInvariantBinary},
			[]AnnotKind{AnnotAssert, AnnotGlobalAssert, AnnotAssume, AnnotAxiom}},
		{"only-requires", KeepAnnotations{Mode: OnlyRequires},
			[]AnnotKind{AnnotInvariant, AnnotCandidate, AnnotFunctionWideInvariant, AnnotBarrierInvariant},
			[]AnnotKind{AnnotRequires, AnnotGlobalRequires, AnnotEnsures, AnnotGlobalEnsures, AnnotAssert, AnnotAssume}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, k := range tc.dropped {
				assert.True(t, tc.opts.dropped(k), "%s", k)
			}
			for _, k := range tc.kept {
				assert.False(t, tc.opts.dropped(k), "%s", k)
			}
		})
	}
}
