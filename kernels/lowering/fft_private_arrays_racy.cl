//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-write race on smem
/* Twin of fft_private_arrays_ok.cl whose first exchange writes each work item's 4 points at tid * 3 instead of tid * 4: the last entry of one work item is the first of the next. The same three `reversed` arrays, so the kernel gets through layout to the race. */
#define R 4
#define N 256
#define THREADS 64

#define FFT2(a0, a1) { float2 c0 = a0; a0 = c0 + a1; a1 = c0 - a1; }
void butterfly4(float2 *a) {
  FFT2(a[0], a[2]); FFT2(a[1], a[3]);
}

void bit_reverse4(float2 *a, float2 *reversed) {
  reversed[0] = a[0]; reversed[1] = a[2]; reversed[2] = a[1]; reversed[3] = a[3];
}

#define CMUL(a, b) ((float2)((a).x * (b).x - (a).y * (b).y, (a).x * (b).y + (a).y * (b).x))
void twiddle4(float2 *a, int i, int n) {
  float ang = -2.0f * M_PI_F * (float)i / (float)n;
  float2 w = (float2)(native_cos(ang), native_sin(ang));
  a[1] = CMUL(a[1], w); a[2] = CMUL(a[2], CMUL(w, w)); a[3] = CMUL(a[3], CMUL(w, CMUL(w, w)));
}

#define STORE4(f) \
  smem[w + 0 * ws] = reversed[0].f; smem[w + 1 * ws] = reversed[1].f; \
  smem[w + 2 * ws] = reversed[2].f; smem[w + 3 * ws] = reversed[3].f;
#define LOAD4(f) \
  a[0].f = smem[r + 0 * rs]; a[1].f = smem[r + 1 * rs]; a[2].f = smem[r + 2 * rs]; a[3].f = smem[r + 3 * rs];

/* Writes the R points of reversed at smem[w + k * ws], reads them back from smem[r + k * rs]. */
void exchange(__local float *smem, float2 *a, float2 *reversed, int w, int ws, int r, int rs) {
  STORE4(x) // want "write-write race on smem"
  barrier(CLK_LOCAL_MEM_FENCE);
  LOAD4(x)
  barrier(CLK_LOCAL_MEM_FENCE);
  STORE4(y) // want "write-write race on smem"
  barrier(CLK_LOCAL_MEM_FENCE);
  LOAD4(y)
  barrier(CLK_LOCAL_MEM_FENCE);
}

__kernel void fft256(__global const float2 *in, __global float2 *out) {
  __local float smem[N];
  int tid = get_local_id(0);
  int base = get_group_id(0) * N;
  float2 a[R];
  a[0] = in[base + tid + 0 * THREADS]; a[1] = in[base + tid + 1 * THREADS];
  a[2] = in[base + tid + 2 * THREADS]; a[3] = in[base + tid + 3 * THREADS];
  {
    butterfly4(a);
    float2 reversed[R];
    bit_reverse4(a, reversed);
    twiddle4(reversed, tid, N);
    exchange(smem, a, reversed, tid * (R - 1), 1, tid, THREADS);
  }
  {
    butterfly4(a);
    float2 reversed[R];
    bit_reverse4(a, reversed);
    int hi = tid >> 2, lo = tid & 3;
    twiddle4(reversed, hi, R * R);
    exchange(smem, a, reversed, lo * THREADS + hi * R, 1, tid, THREADS);
  }
  {
    butterfly4(a);
    float2 reversed[R];
    bit_reverse4(a, reversed);
    int o = base + tid * R;
    out[o + 0] = reversed[0]; out[o + 1] = reversed[1]; out[o + 2] = reversed[2]; out[o + 3] = reversed[3];
  }
}
