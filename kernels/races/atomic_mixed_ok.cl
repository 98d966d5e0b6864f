//pass
//--local_size=64 --num_groups=4
/* Twin of atomic_mixed_racy: counter is only accessed atomically; the old value comes from atomic_add. */
__kernel void atomic_mixed(__global int *counter, __global int *out) {
  int old = atomic_add(&counter[0], 1);
  out[get_global_id(0)] = old;
}
