package frontend

import (
	"testing"
)

// TestAsyncLowering: async copies become an event, one nondeterministic
// element read and written as group accesses, and waits an async_wait of
// the events read from the list (each want line must appear in the IR).
func TestAsyncLowering(t *testing.T) {
	tests := []loweringCase{
		{
			name: "global to local, a fresh event, waited",
			src:  "__kernel void k(__global float *p) { __local float t[8]; event_t e = async_work_group_copy(t, p + 8, 8, 0); wait_group_events(1, &e); }",
			want: []string{"event:i32 = async_event(0:i32, 0:i32, 32:i32, 8:i32)", "havoc copy.k:i32",
				"copy:f32 = load async(event) p[32:i32 + ((copy.k %u 8:i32) * 4:i32)]", "store async(event) t[(copy.k %u 8:i32) * 4:i32] = copied",
				"store e[0:i32] = event", "waited:i32 = load e[0:i32]", "async_wait(waited)"},
		},
		{
			name: "strided local to global: the destination has the stride; a joined event",
			src:  "__kernel void k(__global int *p, int s) { __local int t[8]; event_t e = async_work_group_copy(t, p, 8, 0); e = async_work_group_strided_copy(p, t, 8, s, e); wait_group_events(1, &e); }",
			want: []string{"store async(event.1) p[(copy.k.1 %u 8:i32) * (s * 4:i32)] = copied.1", "event.1:i32 = async_event(t5, 0:i32, 0:i32, 8:i32, s)"},
		},
		{
			name: "vector elements: one access per lane",
			src:  "__kernel void k(__global int2 *p) { __local int2 t[4]; event_t e = async_work_group_copy(t, p, 4, 0); wait_group_events(1, &e); }",
			want: []string{"copy:i32 = load async(event) p[(copy.k %u 4:i32) * 8:i32]", "copy.1:i32 = load async(event) p[((copy.k %u 4:i32) * 8:i32) + 4:i32]"},
		},
	}
	checkLowering(t, tests)
}

// TestAsyncUnsupported: a wait on a number of events not known at compile
// time is exit 4 (Bugle rejects it too: the suite's fail/test8).
func TestAsyncUnsupported(t *testing.T) {
	checkUnsupported(t, []unsupportedCase{{name: "TestAsyncUnsupported", src: "__kernel void k(__global int *p, int n) { __local int t[8]; event_t e = async_work_group_copy(t, p, 8, 0); wait_group_events(n, &e); }", want: "wait_group_events"}})
}
