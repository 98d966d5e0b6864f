//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-read race on tile
/* printf_debug_ok.cl without the barrier: the debug print and the reversed read see cells other work items have not written. */
#define LS 64
__kernel void reverse_debug(__global const int *in, __global int *out) {
  __local int tile[LS];
  int lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  if (lid == 0)
    printf("group %d first %d\n", (int)get_group_id(0), tile[0]);
  out[get_global_id(0)] = tile[LS - 1 - lid];
}
