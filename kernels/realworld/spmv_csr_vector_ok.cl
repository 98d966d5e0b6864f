//pass
//--local_size=128 --num_groups=8
/* Sparse matrix-vector product, CSR vector kernel (SHOC Spmv): a 32-wide slice of the group per row, partial sums in __local memory reduced with a barrier at every step. */
#define LS 128
#define VW 32
__kernel void spmv_csr_vector(__global const float *val, __global const int *cols, __global const int *rowDelimiters, __global const float *vec, int dim, __global float *out) {
  __local float partialSums[LS];
  int t = get_local_id(0);
  int id = t & (VW - 1);
  int row = get_global_id(0) / VW;
  float mySum = 0.0f;
  if (row < dim) {
    int start = rowDelimiters[row], end = rowDelimiters[row + 1];
    for (int j = start + id; j < end; j += VW)
      mySum += val[j] * vec[cols[j]];
  }
  partialSums[t] = mySum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = VW / 2; s > 0; s >>= 1) {
    if (id < s)
      partialSums[t] += partialSums[t + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (id == 0 && row < dim)
    out[row] = partialSums[t];
}
