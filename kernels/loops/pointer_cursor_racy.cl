//xfail:NOT_ALL_VERIFIED
//--local_size=[16,4] --num_groups=[16,64]
//race on C
/* pointer_cursor_ok.cl with the block's rows advanced by 8 rows a group instead of 16: the last 8 rows of one group's block are the first 8 of the next group's. */
__kernel void write_back(__global float *C, int ldc, float alpha)
{
  __requires(ldc == 1024);
  int id = get_local_id(0) + get_local_id(1) * 16;
  C += get_group_id(0) * 64 + id + get_group_id(1) * 8 * ldc;
  for (int i = 0; i < 16; i++, C += ldc)
    C[0] = alpha * C[0];
}
