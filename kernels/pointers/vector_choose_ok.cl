//pass
//--local_size=64 --num_groups=4
/* float4 loads and stores through a pointer that may point into one of two buffers (chosen by an argument): one access per candidate buffer and lane. */
__kernel void scale4(__global float4 *a, __global float4 *b, int useB, float k) {
  __global float4 *p = useB ? b : a;
  int i = get_global_id(0);
  p[i] = p[i] * k;
}
