package ir

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDominatorTree(t *testing.T) {
	// 0 -> 1 -> {2, 3} -> 4 -> 1 (loop), 4 -> 5; 6 unreachable.
	succ := [][]int{{1}, {2, 3}, {4}, {4}, {1, 5}, {}, {5}}
	idom, rpo := DominatorTree(len(succ), 0, func(i int) []int { return succ[i] })
	assert.Equal(t, []int{0, 0, 1, 1, 1, 4, -1}, idom)
	assert.Equal(t, []int{0, 1, 3, 2, 4, 5}, rpo)
}

func TestPostDominatorTree(t *testing.T) {
	// 0 -> {1, 2}; 1 -> 3; 2 -> 3; 3 -> {4, 5}; 4, 5 return; 6 loops forever.
	succ := [][]int{{1, 2}, {3}, {3}, {4, 5}, {}, {}, {6}}
	ipdom := PostDominatorTree(len(succ), func(i int) []int { return succ[i] })
	assert.Equal(t, []int{3, 3, 3, -1, -1, -1, -1}, ipdom)
}
