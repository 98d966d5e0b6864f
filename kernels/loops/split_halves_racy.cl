//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//write-write race on dia
/* split_halves_ok.cl with the second half starting at row 7, which the first half writes too. */
#define BS 16
__kernel void halves(__global float *m, __local float *dia, __local float *rows)
{
  int tx = get_local_id(0);
  int base = get_group_id(0) * BS * BS;
  int idx;
  if (tx < BS) {
    idx = tx;
    for (int i = 0; i < BS / 2; i++)
      dia[i * BS + idx] = m[base + i * BS + idx];
  } else {
    idx = tx - BS;
    for (int i = BS / 2 - 1; i < BS; i++)
      dia[i * BS + idx] = m[base + i * BS + idx];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (tx >= BS) {
    idx = tx - BS;
    for (int i = 0; i < BS; i++) {
      rows[idx * BS + i] = dia[i * BS + idx];
      for (int j = 0; j < i; j++)
        rows[idx * BS + i] -= rows[idx * BS + j] * dia[j * BS + i];
      rows[idx * BS + i] /= dia[i * BS + i];
    }
  }
}
