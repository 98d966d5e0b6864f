//pass
//--local_size=[8,8] --num_groups=[4,4]
/* 8x8 DCT (AMD APP SDK DCT): each 8x8 group loads its block into __local memory, computes one row pass into a second __local block, then the column pass from it, with the cosine basis read from a global table. */
#define B 8
__kernel void dct8x8(__global float *output, __global const float *input, __global const float *dct8x8) {
  __local float inter[B * B];
  __local float blk[B * B];
  int i = get_local_id(1), j = get_local_id(0);
  int width = get_global_size(0);
  int gidx = get_global_id(1) * width + get_global_id(0);
  blk[i * B + j] = input[gidx];
  barrier(CLK_LOCAL_MEM_FENCE);
  float acc = 0.0f;
  for (int k = 0; k < B; k++)
    acc += dct8x8[i * B + k] * blk[k * B + j];
  inter[i * B + j] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = 0.0f;
  for (int k = 0; k < B; k++)
    acc += inter[i * B + k] * dct8x8[j * B + k];
  output[gidx] = acc;
}
