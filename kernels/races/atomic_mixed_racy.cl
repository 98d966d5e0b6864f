//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//race on counter
/* atomic_add on counter[0] while other work items read counter[0] with a plain load. */
__kernel void atomic_mixed(__global int *counter, __global int *out) {
  atomic_add(&counter[0], 1);
  out[get_global_id(0)] = counter[0]; // want "atomic-read race on counter"
}
