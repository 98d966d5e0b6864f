//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//gpuverify_macros_wrong\.cl:7:3: error: this assertion might not hold
/* Twin of gpuverify_macros_ok.cl with two work groups: __same_group fails for a pair from different groups. */
__kernel void gpuverify_macros_wrong(__global int *A) {
  int tid = get_local_id(0);
  __assert(__same_group);
  __assert(__all(tid < 64));
  __assert(__exclusive(tid == 0) | __uniform_bool(tid == 0));
  __assert(__distinct_bool(tid == 0) | __uniform_bool(tid == 0));
  __assert(__mod_pow2(tid + 64, 64) == tid);
  A[get_global_id(0)] = tid;
}
