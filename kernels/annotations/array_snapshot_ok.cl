//pass
//--local_size=64 --num_groups=1
/* __array_snapshot(G, A) copies A into the ghost array G: after A[lid]
   grows by one, A[lid] is G[lid] + 1 (the pragma spelling too). */
#define lid get_local_id(0)
__kernel void snapshot(__global int *out) {
  __local int A[64];
  __local int G[64];
  __local int H[64];
  A[lid] = lid;
  __array_snapshot(G, A);
#pragma bvgen array_snapshot H, A
  A[lid] = A[lid] + 1;
  __assert(A[lid] == G[lid] + 1);
  __assert(G[lid] == H[lid]);
  out[lid] = A[lid];
}
