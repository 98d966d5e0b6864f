//pass
//--local_size=64 --num_groups=8 -D NCOLS=256
/* Matrix-vector product y = A x with one work group per row (PolyBench/GPU style with a local reduction): each work item sums a strided slice of the row, the partial sums are reduced in __local memory. */
#define LS 64
__kernel void gemv_row(__global const float *A, __global const float *x, __global float *y) {
  __local float part[LS];
  int lid = get_local_id(0);
  int row = get_group_id(0);
  float s = 0.0f;
  for (int j = lid; j < NCOLS; j += LS)
    s = fma(A[row * NCOLS + j], x[j], s);
  part[lid] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = LS / 2; off > 0; off >>= 1) {
    if (lid < off)
      part[lid] += part[lid + off];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    y[row] = part[0];
}
