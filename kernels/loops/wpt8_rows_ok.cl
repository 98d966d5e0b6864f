//pass
//--local_size=16,32 --num_groups=32,16 --kernel-args=copy_fast,0x400
/* CLBlast's CopyMatrixFast with COPY_WPT=8 and COPY_VW=2, at its tuner's launch (ld = 1024): each work item copies eight rows of a 2-D tile, id = ((grp1*WPT + w)*DIMY + lid1)*(ld/VW) + gid0. The range of a work item's cells spans other work items' rows, so range-offset cannot separate them; traced-offset gives the exact cell of each iteration already run (nine states: more than counter-values states, so traced-offset states them itself). Twin: wpt8_rows_racy.cl. */
#define DIMY 32
#define WPT 8
#define VW 2
__kernel void copy_fast(const int ld, __global const float2 *src, __global float2 *dest) {
  for (int w = 0; w < WPT; w += 1) {
    const int id_one = get_global_id(0);
    const int id_two = (get_group_id(1) * WPT + w) * DIMY + get_local_id(1);
    const int id = id_two * (ld / VW) + id_one;
    dest[id] = src[id];
  }
}
