//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=64
//write-write race on out
/* shoc_spmv_ellpack_ok.cl changed to two work items per row (each summing every other non-zero) but without the step that combines their halves: both work items of a row write out[row]. */
__kernel void spmv_ellpackr(__global const float *val, __global const int *cols, __global const int *rowLengths, __global const float *vec, const int dim, __global float *out)
{
  __requires(dim == 8000);
  int t = get_global_id(0) / 2;
  int lane = get_global_id(0) % 2;
  if (t < dim) {
    float result = 0.0f;
    int max = rowLengths[t];
    for (int i = lane; i < max; i += 2) {
      int ind = i * dim + t;
      result += val[ind] * vec[cols[ind]];
    }
    out[t] = result;
  }
}
