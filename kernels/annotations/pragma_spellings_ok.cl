//pass
//--local_size=64 --num_groups=2
/* The pragma spellings of the candidate forms: true ones kept, false
   ones dropped. */
#pragma bvgen function_wide_candidate_invariant get_local_id(0) < 64
__kernel void spell(__global int *out) {
  int i;
#pragma bvgen candidate_invariant i <= 10
#pragma bvgen candidate_global_invariant __uniform_int(i)
#pragma bvgen candidate_invariant i == 7
  for (i = 0; i < 10; i++) {
  }
  __assert(i == 10);
  out[get_global_id(0)] = i;
}
