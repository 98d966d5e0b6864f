//pass
//--local_size=64 --num_groups=2
/* True candidates (loop, global, function-wide) are kept by inference;
   false ones are dropped. */
__kernel void candidate(__global int *out) {
  __function_wide_candidate_invariant(false);
  int i;
  for (i = 0; __candidate_invariant(i <= 10), __candidate_invariant(i == 3),
              __candidate_global_invariant(__uniform_int(i)), i < 10; i++) {
  }
  __assert(i == 10);
  out[get_global_id(0)] = i;
}
