//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//assertion
/* The snapshot is taken where it is written: A changed afterwards. */
#define lid get_local_id(0)
__kernel void snapshot(__global int *out) {
  __local int A[64];
  __local int G[64];
  A[lid] = lid;
  __array_snapshot(G, A);
  A[lid] = A[lid] + 1;
  __assert(A[lid] == G[lid]); // want "assertion might not hold"
  out[lid] = A[lid];
}
