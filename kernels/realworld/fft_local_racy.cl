//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on buf
/* fft_local_ok.cl without the barrier at the end of a stage: the next stage reads butterflies that other work items are still writing. */
#define N 128
float2 cmul(float2 a, float2 b) {
  return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
__kernel void fft128(__global float2 *data) {
  __local float2 buf[N];
  int lid = get_local_id(0);
  int base = get_group_id(0) * N;
  buf[lid] = data[base + lid];
  buf[lid + N / 2] = data[base + lid + N / 2];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int span = 1; span < N; span <<= 1) {
    int k = lid & (span - 1);
    int j = ((lid - k) << 1) + k;
    float2 w = (float2)(native_cos(-M_PI_F * k / span), native_sin(-M_PI_F * k / span));
    float2 a = buf[j];
    float2 b = cmul(w, buf[j + span]);
    buf[j] = a + b;
    buf[j + span] = a - b;
  }
  data[base + lid] = buf[lid];
  data[base + lid + N / 2] = buf[lid + N / 2];
}
