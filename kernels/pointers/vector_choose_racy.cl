//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//race on (a|b)
/* vector_choose_ok.cl where each work item also writes its neighbour's float4: a race in whichever buffer the pointer names. */
__kernel void scale4(__global float4 *a, __global float4 *b, int useB, float k) {
  __global float4 *p = useB ? b : a;
  int i = get_global_id(0);
  p[i + 1] = p[i] * k;
}
