//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//not_preserved.cl:7:1: error: loop invariant might not be maintained by the loop
/* A user invariant that holds on entry but not after an iteration: reported at its line, as not preserved. */
__kernel void not_preserved(__global int *out) {
  size_t gid = get_global_id(0);
#pragma bvgen invariant i == 0
  for (int i = 0; i < 8; i++)
    out[gid] += i;
}
