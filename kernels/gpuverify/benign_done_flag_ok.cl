//pass
//--local_size=64 --num_groups=4
/* Benign race: every work item that finds a match raises the same flag (done = 1). Both orders of two such writes leave 1 in the flag, so GPUVerify (and bvgen) tolerate the write-write race. */
__kernel void search(__global const int *keys, int key, __global int *found) {
  int gid = get_global_id(0);
  if (keys[gid] == key) {
    found[0] = 1;
  }
}
