//pass
//--local_size=64 --num_groups=8
/* Stream compaction with a global counter: each kept element gets its slot from atomic_inc, so no two work items write the same slot (refined atomic abstraction: the values atomic_inc returns from one counter are distinct). */
__kernel void compact(__global const int *in, __global int *out, __global unsigned *count) {
  int x = in[get_global_id(0)];
  if (x > 0) {
    unsigned slot = atomic_inc(count);
    out[slot] = x;
  }
}
