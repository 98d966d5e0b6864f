package pipeline

import (
	"fmt"
	"sync"
	"time"
)

// Progress records the stage a run is in (the frontend, the reduction,
// invariant inference, the final proof), so that a timeout can say which
// stage ran out of time. One Progress is shared by the copies of a Config
// (check's proof configuration, a pipeline's launches); nil records
// nothing.
type Progress struct {
	mu    sync.Mutex
	stage string
	since time.Time
	// prev is the stage before, and how long it ran: a stage the deadline
	// hits just as it starts did not use the time.
	prev    string
	prevRan time.Duration
}

// Stage names the current stage and how long it has run ("" when none
// started).
func (p *Progress) Stage() (string, time.Duration) {
	if p == nil {
		return "", 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stage == "" {
		return "", 0
	}
	return p.stage, time.Since(p.since)
}

func (p *Progress) enter(stage string) {
	if p == nil {
		return
	}
	p.mu.Lock()
	now := time.Now()
	if p.stage != "" {
		p.prev, p.prevRan = p.stage, now.Sub(p.since)
	}
	p.stage, p.since = stage, now
	p.mu.Unlock()
}

// The stages Progress names besides the invariants package's phases.
const (
	StageFrontend  = "frontend (clang, opt, lowering)"
	StageReduction = "two-thread reduction"
	StageProof     = "proof (Boogie)"
)

// justStarted is how little of the time a stage must have used for a
// timeout to be blamed on the stage before it.
const justStarted = time.Second

// During says where a run stopped: " during the final proof, which had
// run 12.3 s", or, when the deadline hit a stage as it started, " as the
// final proof started, after 179.9 s of invariant inference (Houdini)";
// "" when no stage is known.
func (p *Progress) During() string {
	stage, d := p.Stage()
	if stage == "" {
		return ""
	}
	p.mu.Lock()
	prev, prevRan := p.prev, p.prevRan
	p.mu.Unlock()
	if d < justStarted && prev != "" && prevRan >= justStarted {
		return fmt.Sprintf(" as the %s started, after %.1f s of %s", stage, prevRan.Seconds(), prev)
	}
	return fmt.Sprintf(" during the %s, which had run %.1f s", stage, d.Seconds())
}
