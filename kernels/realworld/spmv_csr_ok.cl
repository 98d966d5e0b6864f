//pass
//--local_size=64 --num_groups=8
/* Sparse matrix-vector product, CSR format, one row per work item (SHOC Spmv scalar kernel): row pointers, column indices and values are read indirectly, only y[row] is written. */
__kernel void spmv_csr_scalar(__global const float *val, __global const int *cols, __global const int *rowDelimiters, __global const float *vec, int dim, __global float *out) {
  int myRow = get_global_id(0);
  if (myRow < dim) {
    float t = 0.0f;
    int start = rowDelimiters[myRow];
    int end = rowDelimiters[myRow + 1];
    for (int j = start; j < end; j++) {
      int col = cols[j];
      t += val[j] * vec[col];
    }
    out[myRow] = t;
  }
}
