//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=128
//write-write race on result
/* pattern_half_builtins_ok.cl with the interleaved output indexed as if it held one value per option (result[gid], result[gid + 1]): the put of option gid lands on the call of option gid + 1. */
#define A1 0.31938153f
#define A2 -0.356563782f
#define A3 1.781477937f
#define A4 -1.821255978f
#define A5 1.330274429f
#define RSQRT2PI 0.39894228040143267793994605993438f
float cnd(float d)
{
  float k = half_recip(1.0f + 0.2316419f * fabs(d));
  float c = RSQRT2PI * half_exp(-0.5f * d * d) * (k * (A1 + k * (A2 + k * (A3 + k * (A4 + k * A5)))));
  return d > 0 ? 1.0f - c : c;
}

__kernel void black_scholes(__global const float *price, __global const float *strike, __global const float *years, __global float *result, const float r, const float v)
{
  int gid = get_global_id(0);
  float s = price[gid], x = strike[gid], t = years[gid];
  float sqrt_t = half_sqrt(t);
  float d1 = half_divide(half_log(half_divide(s, x)) + (r + 0.5f * v * v) * t, v * sqrt_t);
  float d2 = d1 - v * sqrt_t;
  float disc = x * half_exp(-r * t);
  float call = s * cnd(d1) - disc * cnd(d2);
  float put = disc * (1.0f - cnd(d2)) - s * (1.0f - cnd(d1));
  result[gid] = call;
  result[gid + 1] = put * half_rsqrt(1.0f);
}
