//pass
//--local_size=64 --num_groups=4
/* A snapshot of __global memory: the ghost copy is not an access, so the
   other groups' writes to A do not race with it. */
__kernel void snapshot(__global int *A, __global int *G) {
  __array_snapshot(G, A);
  A[get_global_id(0)] = A[get_global_id(0)] + 1;
  __assert(A[get_global_id(0)] == G[get_global_id(0)] + 1);
}
