//pass
//--local_size=64 --num_groups=4
/* Scalar parameters and pointers to __global, __local (parameter) and __constant memory. */
__kernel void param_spaces(__global float *out, __global const float *in,
                           __local float *scratch, __constant float *coeffs,
                           int n, float scale, uchar flag) {
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  size_t ls = get_local_size(0);
  scratch[lid] = in[gid] * coeffs[lid % 4];
  barrier(CLK_LOCAL_MEM_FENCE);
  float v = scratch[(lid + 1) % ls];
  if (flag)
    v = v * scale;
  out[gid] = v + (float)n;
}
