//xfail:NOT_ALL_VERIFIED
//--local_size=16,32 --num_groups=32,16 --kernel-args=copy_fast,0x400
//race on dest
/* Twin of wpt8_rows_ok.cl: the group's first row forgets WPT, so the second row of group g is the first of group g + 1. */
#define DIMY 32
#define WPT 8
#define VW 2
__kernel void copy_fast(const int ld, __global const float2 *src, __global float2 *dest) {
  for (int w = 0; w < WPT; w += 1) {
    const int id_one = get_global_id(0);
    const int id_two = (get_group_id(1) + w) * DIMY + get_local_id(1);
    const int id = id_two * (ld / VW) + id_one;
    dest[id] = src[id]; // want "race on dest"
  }
}
