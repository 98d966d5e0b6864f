//pass
//--local_size=* --num_groups=1
/* kernels/scan/sklansky.cl for every power-of-two work-group size at once (issue 17, item 2): N is tied to the local size, the __local array is a parameter (dynamic local memory), and the precondition bounds the size; the verdict holds for every local size the precondition allows. */
#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
#define N (2 * get_local_size(0))

#pragma bvgen requires __is_pow2(get_local_size(0)) && get_local_size(0) <= 1073741824
__kernel void scan(__global TYPE *in, __global TYPE *out, __local TYPE *sum) {
  unsigned t = get_local_id(0);
  sum[2 * t] = in[2 * t];
  sum[2 * t + 1] = in[2 * t + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned d = 1; d < N; d *= 2) {
    unsigned lo = t & (d - 1);
    unsigned block = 2 * (t - lo);
    unsigned spine = block + d - 1;
    unsigned me = block + d + lo;
    sum[me] = OPERATOR(sum[spine], sum[me]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[2 * t] = sum[2 * t];
  out[2 * t + 1] = sum[2 * t + 1];
}
