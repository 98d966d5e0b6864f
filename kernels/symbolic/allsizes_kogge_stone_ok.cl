//pass
//--local_size=* --num_groups=1
/* kernels/scan/kogge_stone.cl for every power-of-two work-group size at once (issue 17, item 2): N is tied to the local size, the __local array is a parameter (dynamic local memory), and the precondition bounds the size; the verdict holds for every local size the precondition allows. */
#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
#define N get_local_size(0)

#pragma bvgen requires __is_pow2(get_local_size(0)) && get_local_size(0) <= 1073741824
__kernel void scan(__global TYPE *in, __global TYPE *out, __local TYPE *sum) {
  unsigned t = get_local_id(0);
  sum[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned offset = 1; offset < N; offset *= 2) {
    TYPE temp;
    if (t >= offset)
      temp = sum[t - offset];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t >= offset)
      sum[t] = OPERATOR(temp, sum[t]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = sum[t];
}
