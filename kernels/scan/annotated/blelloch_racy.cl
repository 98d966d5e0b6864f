//xfail:NOT_ALL_VERIFIED
//--local_size=512 --num_groups=1 -D N=1024 --no-infer
//race|loop invariant might not
/* Annotated Blelloch without the barrier in the down-sweep loop: must not verify. */
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
