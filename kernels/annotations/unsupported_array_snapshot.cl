//xfail:IR_ERROR
//--local_size=64 --num_groups=1
//unsupported __array_snapshot
/* Ghost copies of arrays are not supported yet. */
__kernel void snapshot(__global int *out) {
  __local int A[64];
  __local int G[64];
  A[get_local_id(0)] = 1;
  __array_snapshot(G, A);
  out[get_local_id(0)] = A[get_local_id(0)];
}
