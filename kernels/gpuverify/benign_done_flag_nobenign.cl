//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-benign-tolerance
//write-write race on found
/* benign_done_flag_ok.cl under --no-benign-tolerance: the same-value race is reported. */
__kernel void search(__global const int *keys, int key, __global int *found) {
  int gid = get_global_id(0);
  if (keys[gid] == key) {
    found[0] = 1; // want "write-write race on found"
  }
}
