//pass
//--local_size=64 --num_groups=4
/* #pragma bvgen candidate: a wrong candidate (i == 0) is dropped by inference, a right one (i <= 8) is kept; the kernel verifies. */
__kernel void candidate_dropped(__global int *out) {
  size_t gid = get_global_id(0);
#pragma bvgen candidate i == 0
#pragma bvgen candidate i <= 8
  for (int i = 0; i < 8; i++)
    out[gid] += i;
}
