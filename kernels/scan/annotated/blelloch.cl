//pass
//--local_size=512 --num_groups=1 -D N=1024 --no-infer
/* Blelloch (../blelloch.cl) with hand-written loop invariants, verified without inference. The up-sweep's barrier is at the top of the loop, so at the head the logs hold the accesses of the iteration that just ended (offset one step back), or, on the first iteration, the copy from in; the write of the identity after the loop needs them. Disjunctions are written with | and & (no short-circuit), which the frontend keeps as one expression at the loop head. */
#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
#ifndef N
#define N 1024
#endif

__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE sum[N];
  unsigned t = get_local_id(0);
  unsigned offset = 1;
  sum[2 * t] = in[2 * t];
  sum[2 * t + 1] = in[2 * t + 1];
#pragma bvgen invariant (d & (d - 1)) == 0 && __is_pow2(offset)
#pragma bvgen invariant ((d == 0) & (offset == N)) | (d * offset == N / 2)
#pragma bvgen invariant __implies(!__enabled(), d == 0)
#pragma bvgen invariant __implies(__write(sum), \
    ((offset == 1) & ((__write_offset_bytes(sum) == 2 * t * sizeof(TYPE)) | \
                      (__write_offset_bytes(sum) == (2 * t + 1) * sizeof(TYPE)))) | \
    (__write_offset_bytes(sum) == ((offset / 2) * (2 * t + 2) - 1) * sizeof(TYPE)))
#pragma bvgen invariant __implies(__read(sum), \
    (__read_offset_bytes(sum) == ((offset / 2) * (2 * t + 1) - 1) * sizeof(TYPE)) | \
    (__read_offset_bytes(sum) == ((offset / 2) * (2 * t + 2) - 1) * sizeof(TYPE)))
#pragma bvgen invariant __no_write(out)
  for (unsigned d = N / 2; d > 0; d /= 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      sum[bi] = OPERATOR(sum[ai], sum[bi]);
    }
    offset *= 2;
  }
  if (t == 0)
    sum[N - 1] = IDENTITY;
#pragma bvgen invariant __is_pow2(d) && d <= N && d * offset == N
#pragma bvgen invariant __no_write(out)
  for (unsigned d = 1; d < N; d *= 2) {
    offset /= 2;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      TYPE temp = sum[ai];
      sum[ai] = sum[bi];
      sum[bi] = OPERATOR(sum[bi], temp);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[2 * t] = sum[2 * t];
  out[2 * t + 1] = sum[2 * t + 1];
}
