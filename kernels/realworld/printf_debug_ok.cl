//pass
//--local_size=64 --num_groups=8
/* A block reversal with a debugging printf left in by work item 0 of each group (printf has no effect on shared memory). */
#define LS 64
__kernel void reverse_debug(__global const int *in, __global int *out) {
  __local int tile[LS];
  int lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0)
    printf("group %d first %d\n", (int)get_group_id(0), tile[0]);
  out[get_global_id(0)] = tile[LS - 1 - lid];
}
