//pass
//--local_size=1024 --num_groups=1
/* Stream compaction, OOPSLA13's modular case: the exclusive prescan of the flags is summarised by its
   specification (a precondition): for x < y, idx[x] + flag[x] <= idx[y], the addition not overflowing. */
#pragma bvgen requires flag[get_local_id(0)] <= 1
#pragma bvgen requires __implies(get_local_id(0) < __other_int(get_local_id(0)), __add_noovfl(idx[get_local_id(0)], flag[get_local_id(0)]) && idx[get_local_id(0)] + flag[get_local_id(0)] <= idx[__other_int(get_local_id(0))])
__kernel void compact(__global const uint *in, __global const uint *flag, __global const uint *idx, __global uint *out) {
  unsigned t = get_local_id(0);
  if (flag[t])
    out[idx[t]] = in[t];
}
