// Short-circuit operators over memory inside annotations: every read in the
// invariant, the assertion and the barrier-side assume is a spec read (no
// load), and the invariant stays one expression at the loop head. The load
// of c[i] that decides whether the assertion runs is the program's, and the
// program's own `if (x && y)` keeps its branches.
__kernel void shortcircuit(__global int *a, __global int *b, __global int *c) {
  int i = get_global_id(0);
  for (int k = 0; __invariant(k >= 0 && (a[i] > 0 || b[i] > 0) && (k == 0 ? a[i] : b[i]) >= 0), k < 4; k++) {
    a[i] = a[i] + 1;
  }
  __assert(a[i] != 0 && b[i] != 0);
  __assert((i == 0 && a[i] > 0) || (i == 1 && b[i] > 0) || i > 1);
  if (c[i]) __assert(c[i] > 0);
  if (i > 0 && c[i] > 1) b[i] = 0;
}
