//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on (a|b)
/* pingpong_select_ok.cl with the destination selection copied from the source one (odd ? b : a): the step runs in place and neighbours race. */
__kernel void pingpong_step(__global float *a, __global float *b, int odd) {
  __global float *src = odd ? b : a;
  __global float *dst = odd ? b : a;
  int i = get_global_id(0);
  int n = get_global_size(0);
  float l = i > 0 ? src[i - 1] : src[i];
  float r = i + 1 < n ? src[i + 1] : src[i];
  dst[i] = 0.5f * (l + r);
}
