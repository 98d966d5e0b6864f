//xfail:NOT_ALL_VERIFIED
//--local_size=1024 --num_groups=1
//write-write race on out
/* The same specification without __add_noovfl: idx[x] + flag[x] may wrap around to 0, so two work items
   may write the same out cell. */
#pragma bvgen requires flag[get_local_id(0)] <= 1
#pragma bvgen requires __implies(get_local_id(0) < __other_int(get_local_id(0)), idx[get_local_id(0)] + flag[get_local_id(0)] <= idx[__other_int(get_local_id(0))])
__kernel void compact(__global const uint *in, __global const uint *flag, __global const uint *idx, __global uint *out) {
  unsigned t = get_local_id(0);
  if (flag[t])
    out[idx[t]] = in[t];
}
