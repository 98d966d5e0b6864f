//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//race on phase
/* Twin of histogram_debug_ok: sincos stores the cosine through a pointer into phase[gid + 1], which the next work item's sine store also writes. */
__kernel void histogram_debug(__global const uint *in, __global uint *bins, __global float *phase) {
  size_t gid = get_global_id(0);
  printf("item %d\n", (int)gid);
  float s = sincos((float)gid, &phase[gid + 1]);
  phase[gid] = s; // want "race on phase"
}
