// shift-residue (invariants/rules_shiftresidue.go): AMD's work-efficient
// up-sweep with 4 work items for 16 elements, each taking the pairs
// k = t, t + 4 of a level; offset doubles beside d, so one level's cells
// offset * (2k + 2) - 1 move by 8 * offset. Work item 0 zeroes the last
// element right after the loop, with no barrier: only it ran the last
// level, which the rewound residue at the outer head says.
__kernel void shift_scan(__local float *block)
{
  uint t = get_local_id(0);
  uint offset = 1;
  for (uint d = 8; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = t; k < d; k += 4)
      block[offset * (2 * k + 2) - 1] += block[offset * (2 * k + 1) - 1];
    offset *= 2;
  }
  if (t == 0)
    block[15] = 0.0f;
}
