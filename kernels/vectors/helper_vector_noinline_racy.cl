//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//race on a
/* helper_vector_racy.cl with --no-inline. */
float4 lerp4(float4 a, float4 b, float t) { return a + (b - a) * t; }
int3 add3(int3 a, int3 b) { return a + b; }
float luminance(float4 c) { return 0.25f * c.x + 0.5f * c.y + 0.25f * c.z; }
__kernel void blend(__global float4 *a, __global const float4 *b, __global int3 *n, __global float *lum, float t) {
  int i = get_global_id(0);
  float4 c = lerp4(a[i + 1], b[i], t);
  a[i] = c;
  lum[i] = luminance(c);
  int3 m = add3(n[i], (int3)(1, 2, 3));
  n[i] = m;
}
