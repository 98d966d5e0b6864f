//pass
//--local_size=64 --num_groups=8
/* Black-Scholes call and put prices (NVIDIA/AMD SDK BlackScholes): straight-line float math with exp, log, sqrt, fma, mad and native_* built-ins, a polynomial approximation of the normal CDF, options visited in a grid-stride loop. */
float cnd(float d) {
  const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f, A4 = -1.821255978f, A5 = 1.330274429f;
  const float RSQRT2PI = 0.39894228040143267794f;
  float K = 1.0f / (1.0f + 0.2316419f * fabs(d));
  float poly = K * mad(K, mad(K, mad(K, mad(K, A5, A4), A3), A2), A1);
  float c = RSQRT2PI * native_exp(-0.5f * d * d) * poly;
  return d > 0.0f ? 1.0f - c : c;
}
__kernel void black_scholes(__global float *call, __global float *put, __global const float *S, __global const float *X, __global const float *T, float R, float V, uint optN) {
  for (uint opt = get_global_id(0); opt < optN; opt += get_global_size(0)) {
    float s = S[opt], x = X[opt], t = T[opt];
    float sqrtT = sqrt(t);
    float d1 = (log(s / x) + (R + 0.5f * V * V) * t) / (V * sqrtT);
    float d2 = d1 - V * sqrtT;
    float expRT = exp(-R * t);
    float cnd1 = cnd(d1), cnd2 = cnd(d2);
    call[opt] = fma(s, cnd1, -x * expRT * cnd2);
    put[opt] = fma(x * expRT, 1.0f - cnd2, -s * (1.0f - cnd1));
  }
}
