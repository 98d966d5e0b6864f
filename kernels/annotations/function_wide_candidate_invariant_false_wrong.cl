//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//assertion
/* A false __function_wide_candidate_invariant is dropped, not assumed: assumed, i == 0 at
   the loop head would make the exit unreachable and the assertion vacuous. */
__kernel void candidate(__global int *out) {
  int i = 0;
  __function_wide_candidate_invariant(i == 0);
  for (i = 0; i < 10; i++) {
  }
  __assert(i == 0); // want "assertion might not hold"
  out[get_global_id(0)] = i;
}
