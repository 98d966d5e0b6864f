// Package advice finds, in a kernel's source text, what a report can tell
// its reader beyond the failure itself: the atomic that would make a racy
// read-modify-write one step (Atomic), the condition under which a
// divergent barrier is reached (Condition), and where a barrier or a
// precondition could be inserted to check a suggestion by proving the
// kernel again (StatementStart, BodyStart). It reads text only (package
// csource's scanner, no macro expansion), so each function answers ok
// false when the text is not the plain shape it understands: advice that
// might be wrong is not given.
package advice
