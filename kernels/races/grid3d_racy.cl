//xfail:NOT_ALL_VERIFIED
//--local_size=[4,4,4] --num_groups=[2,2,2]
//write-write race on out
/* 3-D launch whose output index forgets the z coordinate: work items differing in z collide. */
__kernel void grid3d(__global int *out) {
  size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  size_t sx = get_global_size(0);
  out[y * sx + x] = (int)z; // want "write-write race on out"
}
