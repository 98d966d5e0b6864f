#pragma bvgen launch --local_size=128 --num_groups=2
__kernel void shift(__global const float *in, __global float *out) {
  __local float tile[128];
  size_t lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  out[get_global_id(0)] = tile[(lid + 1) % 128];
}
