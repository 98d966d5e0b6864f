//pass
//--local_size=64 --num_groups=4
/* A buffer written as float4 and read back as floats: each work item reads lane 1 of the vector it wrote itself (element 4 * i + 1). Accesses of different widths to one array are compared byte by byte. */
__kernel void mixed(__global float *p, __global float *out) {
  int i = get_global_id(0);
  ((__global float4 *)p)[i] = (float4)(1.0f, 2.0f, 3.0f, 4.0f) * out[i];
  out[i] = p[4 * i + 1];
}
