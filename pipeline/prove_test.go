package pipeline

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/twothread"
)

// TestRaceKinds: every race kind of the reduction has its diagnostic
// kind, so no race report reaches a renderer untyped.
func TestRaceKinds(t *testing.T) {
	for k := twothread.RaceWriteWrite; k <= twothread.RaceAcrossCall; k++ {
		_, ok := raceKinds[k]
		assert.True(t, ok, "race kind %d has no diagnostic kind", k)
	}
	assert.Len(t, raceKinds, int(twothread.RaceAcrossCall))
}
