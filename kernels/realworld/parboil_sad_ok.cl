//pass
//--local_size=64 --num_groups=1584
/* Parboil-style block matching (sum of absolute differences) for motion estimation on a CIF frame (44x36 macroblocks of 16x16, pinned by __requires): each group stages its macroblock and the 24x24 reference window around it (search range 4, clamped at the frame edges) in __local memory, a barrier, then each work item takes search positions pos = lid, lid + 64 (81 positions), walks a pointer into the reference window (ref + dy * WIN + dx) and computes the SADs of the sixteen 4x4 sub-blocks and their total in four nested loops, writing 17 values per position. */
#define MB 16
#define SR 4
#define SIDE (2 * SR + 1)
#define POS (SIDE * SIDE)
#define WIN (MB + 2 * SR)
__kernel void mb_sad_calc(__global const ushort *cur_frame, __global const ushort *ref_frame, __global uint *sads, const int mbw, const int mbh)
{
  __requires(mbw == 44 && mbh == 36);
  __local ushort cur[MB * MB];
  __local ushort ref[WIN * WIN];
  int lid = get_local_id(0), ls = get_local_size(0);
  int mb = get_group_id(0);
  int mbx = mb % mbw, mby = mb / mbw;
  int width = mbw * MB, height = mbh * MB;
  for (int i = lid; i < MB * MB; i += ls)
    cur[i] = cur_frame[(mby * MB + i / MB) * width + mbx * MB + i % MB];
  for (int i = lid; i < WIN * WIN; i += ls) {
    int ry = clamp(mby * MB - SR + i / WIN, 0, height - 1);
    int rx = clamp(mbx * MB - SR + i % WIN, 0, width - 1);
    ref[i] = ref_frame[ry * width + rx];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int pos = lid; pos < POS; pos += ls) {
    int dy = pos / SIDE, dx = pos % SIDE;
    __local const ushort *r = ref + dy * WIN + dx;
    __local const ushort *c = cur;
    uint total = 0;
    for (int sb = 0; sb < 16; sb++) {
      int sy = (sb / 4) * 4, sx = (sb % 4) * 4;
      uint sad = 0;
      for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++)
          sad += abs_diff(c[(sy + y) * MB + sx + x], r[(sy + y) * WIN + sx + x]);
      sads[(mb * POS + pos) * 17 + sb] = sad;
      total += sad;
    }
    sads[(mb * POS + pos) * 17 + 16] = total;
  }
}
