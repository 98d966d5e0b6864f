//pass
//--local_size=64 --num_groups=8
/* A pointer taken from a private table of pointers to two __local blocks (so it may also be an undefined place, null-checked when followed): even work items copy their particle (a struct copy, llvm.memcpy) into even, odd ones into odd, and after a barrier each reads its neighbour's from the other block. The copy through the pointer was "unsupported pointer that may point into even, odd, or an undefined place"; it is now one load and store per scalar and candidate block. */
typedef struct {
  float x, y, z, mass;
} particle;

__kernel void bins(__global const particle *in, __global particle *out) {
  __local particle even[32];
  __local particle odd[32];
  __local particle *bins[2] = {even, odd};
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  __local particle *mine = bins[lid & 1];
  mine[lid >> 1] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  __local particle *other = bins[(lid + 1) & 1];
  out[gid] = other[lid >> 1];
}
