//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on data
/* fft_radix2_ok.cl with the mask of the position in the block off by one (i & span instead of i & (span - 1)): two work items get the same butterfly. */
float2 cmul(float2 a, float2 b) {
  return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
__kernel void fft_pass(__global float2 *data, int p) {
  int i = get_global_id(0);
  int span = 1 << p;
  int k = i & span;
  int j = ((i - k) << 1) + k;
  float angle = -M_PI_F * (float)k / (float)span;
  float2 w = (float2)(native_cos(angle), native_sin(angle));
  float2 a = data[j];
  float2 b = cmul(w, data[j + span]);
  data[j] = a + b;
  data[j + span] = a - b;
}
