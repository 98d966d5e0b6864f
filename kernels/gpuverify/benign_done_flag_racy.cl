//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//write-write race on found
/* Twin of benign_done_flag_ok.cl: each matching work item writes its own id, so which value stays depends on the order: a real race. */
__kernel void search(__global const int *keys, int key, __global int *found) {
  int gid = get_global_id(0);
  if (keys[gid] == key) {
    found[0] = gid; // want "write-write race on found"
  }
}
