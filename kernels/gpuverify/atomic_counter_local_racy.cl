//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-write race on out
/* A __local counter is one per work group: two work items of different groups may take the same value, and out is global. */
__kernel void compact(__global const int *in, __global int *out, __local unsigned *count) {
  int x = in[get_global_id(0)];
  if (x > 0) {
    unsigned slot = atomic_inc(count);
    out[slot] = x; // want "write-write race on out"
  }
}
