/* A generic scan whose first work item waits at a barrier the others never reach: barrier divergence, which Oclgrind reports during the interval test. */
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  unsigned t = get_local_id(0);
  out[t] = in[t];
  if (t == 0)
    barrier(CLK_GLOBAL_MEM_FENCE);
}
