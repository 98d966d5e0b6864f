//pass
//--local_size=64 --num_groups=1
/* GPUVerify's two-thread and arithmetic macros (__same_group, __all, __exclusive, __uniform_bool, __distinct_bool, __mod_pow2) with their GPUVerify definitions; one work group, so the pair is always in the same group (twin: gpuverify_macros_wrong.cl). */
__kernel void gpuverify_macros_ok(__global int *A) {
  int tid = get_local_id(0);
  __assert(__same_group);
  __assert(__all(tid < 64));
  __assert(__exclusive(tid == 0) | __uniform_bool(tid == 0));
  __assert(__distinct_bool(tid == 0) | __uniform_bool(tid == 0));
  __assert(__mod_pow2(tid + 64, 64) == tid);
  A[get_global_id(0)] = tid;
}
