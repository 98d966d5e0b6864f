package ir

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// contractSample has GPUVerify's __return_val and __old in a helper's
// postcondition.
const contractSample = `; module k.cl

func inc(i32 x) i32 ; k.cl:1:1
entry:
  havoc o:i32 ; 2:3
  assume(o == x) ; 2:3
  r:bool = __return_val():i32 == (__old(o, x):i32 + 1:i32) ; 2:3
  ensures(r) ; 2:3
  y:i32 = x + 1:i32 ; 3:3
  return y ; 3:3

kernel k() ; k.cl:5:1
entry:
  z:i32 = call inc(4:i32) ; 6:3
  return ; 7:1
`

func TestContractFnsRoundTrip(t *testing.T) {
	m, err := Parse("k.cl", contractSample)
	require.NoError(t, err)
	assert.Equal(t, contractSample, Print(m))
	assert.Empty(t, Check(m))
}

// TestInlineReturnVal: inlined, __return_val is a variable assumed equal
// to the call's result where the postcondition is checked.
func TestInlineReturnVal(t *testing.T) {
	m, err := Parse("k.cl", contractSample)
	require.NoError(t, err)
	require.NoError(t, InlineCalls(m))
	text := Print(m)
	text = text[strings.Index(text, "kernel k"):]
	assert.NotContains(t, text, "__return_val")
	assert.Contains(t, text, "havoc inc.return_val")
	assert.Contains(t, text, "assume(inc.return_val == z)")
	assert.Contains(t, text, "assert(r")
	assert.Empty(t, Check(m))
	k := m.Kernels[0]
	var order []string
	for _, b := range k.Blocks {
		for _, s := range b.Stmts {
			if a, ok := s.(*Annot); ok {
				order = append(order, a.Kind.String())
			}
		}
	}
	assert.Equal(t, "assume assume assert", strings.Join(order, " "), "snapshot, return value, postcondition")
}
