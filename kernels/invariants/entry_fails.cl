//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//entry_fails.cl:7:1: error: loop invariant might not hold on entry
/* A user invariant that is false before the first iteration: reported at its line, as failing on entry. */
__kernel void entry_fails(__global int *out) {
  size_t gid = get_global_id(0);
#pragma bvgen invariant i >= 1
  for (int i = 0; i < 8; i++)
    out[gid] += i;
}
