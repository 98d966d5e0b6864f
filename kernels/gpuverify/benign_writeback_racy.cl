//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --equality-abstraction
//read-write race on best
/* Twin of benign_writeback_ok.cl: the write stores the value plus one, so a reader sees the old or the new value. */
__kernel void touch(__local int *best, __global int *out) {
  int b = best[0];
  best[0] = b + 1; // want "read-write race on best|write-write race on best"
  out[get_global_id(0)] = b;
}
