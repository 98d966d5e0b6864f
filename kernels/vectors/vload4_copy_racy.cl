//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on dst
/* vload4_copy_ok.cl with the tail written from index n / 4 instead of n / 4 * 4: the tail overlaps the vectors that vstore4 writes. */
__kernel void copy4(__global const float *src, __global float *dst, uint n, float k) {
  uint i = get_global_id(0);
  if (i < n / 4)
    vstore4(k * vload4(i, src), i, dst);
  if (i < n % 4)
    dst[n / 4 + i] = k * src[n / 4 + i];
}
