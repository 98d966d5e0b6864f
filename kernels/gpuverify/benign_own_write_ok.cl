//pass
//--local_size=64 --num_groups=1 --equality-abstraction
/* Write-read race made harmless by the reader's own write: every work item writes the same value v to A[0] and then reads A[0]. It reads v whether its own or another work item's write came last. */
__kernel void broadcast(__local int *A, int v, __global int *out) {
  A[0] = v;
  out[get_global_id(0)] = A[0];
}
