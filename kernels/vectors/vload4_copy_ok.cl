//pass
//--local_size=64 --num_groups=8
/* Copy and scale a float buffer four elements at a time with vload4/vstore4, and the last n % 4 elements one by one. */
__kernel void copy4(__global const float *src, __global float *dst, uint n, float k) {
  uint i = get_global_id(0);
  if (i < n / 4)
    vstore4(k * vload4(i, src), i, dst);
  if (i < n % 4)
    dst[n / 4 * 4 + i] = k * src[n / 4 * 4 + i];
}
