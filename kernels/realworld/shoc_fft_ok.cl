//pass
//--local_size=64 --num_groups=128
/* SHOC-style 512-point FFT, one transform per group of 64 work items (a batch of 128, in place): three radix-8 passes in registers (a private float2 a[8], butterflies as macros, the outputs in bit-reversed order looked up in a private reversed[8] array), twiddles from sincos, and two exchanges through a padded __local buffer that moves the real parts, then the imaginary parts (store, barrier, load, barrier, each). */
#define PI_F 3.14159265358979f
#define SQRT1_2F 0.70710678118654752f
#define FFT2(a0, a1) { float2 c0 = a0; a0 = c0 + a1; a1 = c0 - a1; }
#define MUL_P1Q4(a) ((float2)((a).y, -(a).x))
#define MUL_P1Q8(a) (SQRT1_2F * (float2)((a).x + (a).y, -(a).x + (a).y))
#define MUL_P3Q8(a) (SQRT1_2F * (float2)(-(a).x + (a).y, -(a).x - (a).y))
#define FFT4(a0, a1, a2, a3) { FFT2(a0, a2); FFT2(a1, a3); a3 = MUL_P1Q4(a3); FFT2(a0, a1); FFT2(a2, a3); }
#define FFT8(a) { FFT2(a[0], a[4]); FFT2(a[1], a[5]); FFT2(a[2], a[6]); FFT2(a[3], a[7]); \
  a[5] = MUL_P1Q8(a[5]); a[6] = MUL_P1Q4(a[6]); a[7] = MUL_P3Q8(a[7]); \
  FFT4(a[0], a[1], a[2], a[3]); FFT4(a[4], a[5], a[6], a[7]); }

float2 cmul(float2 a, float2 b)
{
  return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

float2 twiddle(float phi)
{
  float c;
  float s = sincos(phi, &c);
  return (float2)(c, s);
}

__kernel void fft512(__global float2 *work)
{
  __local float smem[8 * 8 * 9];
  int reversed[8] = {0, 4, 2, 6, 1, 5, 3, 7};
  float2 a[8];
  int tid = get_local_id(0);
  int base = get_group_id(0) * 512;
  int hi = tid >> 3, lo = tid & 7;
  for (int j = 0; j < 8; j++)
    a[j] = work[base + tid + 64 * j];

  FFT8(a);
  for (int j = 1; j < 8; j++)
    a[j] = cmul(a[j], twiddle(-2.0f * PI_F * reversed[j] * tid / 512.0f));
  for (int j = 0; j < 8; j++)
    smem[reversed[j] * 72 + tid] = a[j].x;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = 0; j < 8; j++)
    a[j].x = smem[lo * 72 + hi * 8 + j];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = 0; j < 8; j++)
    smem[reversed[j] * 72 + tid] = a[j].y;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = 0; j < 8; j++)
    a[j].y = smem[lo * 72 + hi * 8 + j];
  barrier(CLK_LOCAL_MEM_FENCE);

  FFT8(a);
  for (int j = 1; j < 8; j++)
    a[j] = cmul(a[j], twiddle(-2.0f * PI_F * reversed[j] * hi / 64.0f));
  for (int j = 0; j < 8; j++)
    smem[reversed[j] * 72 + tid] = a[j].x;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = 0; j < 8; j++)
    a[j].x = smem[lo * 72 + hi * 8 + j];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = 0; j < 8; j++)
    smem[reversed[j] * 72 + tid] = a[j].y;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = 0; j < 8; j++)
    a[j].y = smem[lo * 72 + hi * 8 + j];

  FFT8(a);
  for (int j = 0; j < 8; j++)
    work[base + tid + 64 * reversed[j]] = a[j];
}
