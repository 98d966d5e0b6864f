//pass
//--local_size=[16,4] --num_groups=[16,64]
/* A pointer advanced beside the loop counter, as SHOC's sgemm writes its block of C back: for (i = 0; i < 16; i++, C += ldc) C[0] = ...; each work item owns one column of a 16-row block. Needs counter-linear (C's offset is C0 + 4096 * i): without it the pointer may wrap around for all the loop's invariants say. */
__kernel void write_back(__global float *C, int ldc, float alpha)
{
  __requires(ldc == 1024);
  int id = get_local_id(0) + get_local_id(1) * 16;
  C += get_group_id(0) * 64 + id + get_group_id(1) * 16 * ldc;
  for (int i = 0; i < 16; i++, C += ldc)
    C[0] = alpha * C[0];
}
