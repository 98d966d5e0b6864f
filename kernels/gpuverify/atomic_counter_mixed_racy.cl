//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-write race on out
/* Twin of atomic_counter_ok.cl: the counter is also decremented, so it is not monotonic and two work items may get the same slot. */
__kernel void compact(__global const int *in, __global int *out, __global unsigned *count) {
  int x = in[get_global_id(0)];
  if (x > 0) {
    unsigned slot = atomic_inc(count);
    out[slot] = x; // want "write-write race on out"
  } else {
    atomic_dec(count);
  }
}
