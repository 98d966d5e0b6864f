//pass
//--local_size=128 --num_groups=64
/* SHOC-style sparse matrix-vector product in ELLPACK-R format: one work item per row, the row's length read from rowLengths (a data-dependent trip count), column-major val/cols so that consecutive rows are consecutive in memory, the vector gathered through the column indices; only out[row] is written. */
__kernel void spmv_ellpackr(__global const float *val, __global const int *cols, __global const int *rowLengths, __global const float *vec, const int dim, __global float *out)
{
  __requires(dim == 8000);
  int t = get_global_id(0);
  if (t < dim) {
    float result = 0.0f;
    int max = rowLengths[t];
    for (int i = 0; i < max; i++) {
      int ind = i * dim + t;
      result += val[ind] * vec[cols[ind]];
    }
    out[t] = result;
  }
}
