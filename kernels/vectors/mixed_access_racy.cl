//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//race on p
/* mixed_access_ok.cl reading lane 1 of the next work item's float4 (element 4 * i + 5). */
__kernel void mixed(__global float *p, __global float *out) {
  int i = get_global_id(0);
  ((__global float4 *)p)[i] = (float4)(1.0f, 2.0f, 3.0f, 4.0f) * out[i];
  out[i] = p[4 * i + 5]; // want "race on p"
}
