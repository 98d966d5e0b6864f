//pass
//--local_size=64 --num_groups=8
/* One Jacobi step between two global buffers whose roles alternate with the iteration parity (host loop passes `odd`): src and dst are selected with p = odd ? a : b. */
__kernel void pingpong_step(__global float *a, __global float *b, int odd) {
  __global float *src = odd ? b : a;
  __global float *dst = odd ? a : b;
  int i = get_global_id(0);
  int n = get_global_size(0);
  float l = i > 0 ? src[i - 1] : src[i];
  float r = i + 1 < n ? src[i + 1] : src[i];
  dst[i] = 0.5f * (l + r);
}
