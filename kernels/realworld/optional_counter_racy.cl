//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on hits
/* optional_counter_ok.cl counting hits with a plain ++: every hitting work item updates hits[0]. */
__kernel void threshold(__global const float *in, __global float *out, __global uchar *mask, __global uint *hits, float t) {
  int i = get_global_id(0);
  float v = in[i];
  int hit = v > t;
  out[i] = hit ? v : 0.0f;
  if (mask != 0)
    mask[i] = (uchar)hit;
  if (hits != 0 && hit)
    (*hits)++; // want "race on hits"
}
