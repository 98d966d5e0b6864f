//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on out
/* spmv_csr_ok.cl turned into the transposed product by scattering into out[col]: two rows with a non-zero in one column write the same entry (a job for atomics). */
__kernel void spmv_csr_scalar(__global const float *val, __global const int *cols, __global const int *rowDelimiters, __global const float *vec, int dim, __global float *out) {
  int myRow = get_global_id(0);
  if (myRow < dim) {
    float t = 0.0f;
    int start = rowDelimiters[myRow];
    int end = rowDelimiters[myRow + 1];
    for (int j = start; j < end; j++) {
      int col = cols[j];
      out[col] += val[j] * vec[myRow]; // want "race on out"
    }
  }
}
