//pass
//--local_size=[32,4] --num_groups=[16,128]
/* A 3-D sweep over a volume whose sizes one precondition pins with && (Parboil's stencil: __requires(nx == 512 && ny == 512 && nz == 64), which clang lowers to nx == 512 ? (ny == 512 ? nz == 64 : false) : false): each work item writes its (i, j) column, plane k at a time, at i + nx * (j + ny * k). With the sizes pinned, the cell moves by 512 * 512 per plane, and the log holds a cell congruent to the work item's own i + 512 * j modulo that (stride-residue); unpinned, two columns may meet. */
__kernel void sweep(__global float *A, const int nx, const int ny, const int nz) {
  __requires(nx == 512 && ny == 512 && nz == 64);
  int i = get_global_id(0), j = get_global_id(1);
  for (int k = 1; k < nz - 1; k++) {
    A[i + nx * (j + ny * k)] = (float)(i + j * k);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
