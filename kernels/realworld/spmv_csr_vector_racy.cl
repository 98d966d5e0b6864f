//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8
//write-read race on partialSums
/* spmv_csr_vector_ok.cl without the barrier after the partial sums are stored: the first reduction step reads sums not written yet. */
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
  for (int s = VW / 2; s > 0; s >>= 1) {
    if (id < s)
      partialSums[t] += partialSums[t + s]; // want "race on partialSums"
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (id == 0 && row < dim)
    out[row] = partialSums[t];
}
