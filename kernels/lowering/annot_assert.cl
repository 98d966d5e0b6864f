//pass
//--local_size=64 --num_groups=4
/* Assertions that hold: pragma form and GPUVerify call form. */
__kernel void annot_assert(__global int *out) {
  size_t tid = get_local_id(0);
#pragma bvgen assert tid < 64
  out[get_global_id(0)] = (int)tid;
  __assert(get_local_id(0) < get_local_size(0));
  __assert(__implies(tid == 0, get_group_id(0) < get_num_groups(0)));
}
