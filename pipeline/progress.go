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
	p.stage, p.since = stage, time.Now()
	p.mu.Unlock()
}

// The stages Progress names besides the invariants package's phases.
const (
	StageFrontend  = "frontend (clang, opt, lowering)"
	StageReduction = "two-thread reduction"
	StageProof     = "proof (Boogie)"
)

// During says where a run stopped: " during the final proof, which had
// run 12.3 s", or "" when no stage is known.
func (p *Progress) During() string {
	stage, d := p.Stage()
	if stage == "" {
		return ""
	}
	return fmt.Sprintf(" during the %s, which had run %.1f s", stage, d.Seconds())
}
