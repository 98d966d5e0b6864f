//pass
//--local_size=[32,16] --num_groups=[4,4]
/* A 128^3 buffer flattened by hand, as PPCG writes it (doitgen's copy-back kernel): A[(c2 * nq + (t0 + c0)) * np + (c1 + c4)] with the sizes pinned, one 32x32 tile of rows and columns per group (the grid-stride loops run once), every plane c2 in a loop, the tile's columns in a loop of stride 16. The cell moves with c2 and c4, so neither its residue nor its span tells two groups apart; split into the dimensions its coefficients suggest (16384, 128, 1), the row is the work item's own (t0 + c0) and the column lies in [c1 + t1, c1 + 31] (dim-residue, with the dimension's span). */
__kernel void copy3d(__global double *A, __global const double *S, long nr, long nq, long np)
{
  __requires(nr == 128 && nq == 128 && np == 128);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  for (long c0 = 32 * b0; c0 < nq; c0 += 128)
    for (long c1 = 32 * b1; c1 < np; c1 += 128)
      for (long c2 = 0; c2 < nr; c2 += 1)
        if (nq >= t0 + c0 + 1)
          for (long c4 = t1; c4 <= min(31L, np - c1 - 1); c4 += 16)
            A[(c2 * nq + (t0 + c0)) * np + (c1 + c4)] = S[(c2 * nq + (t0 + c0)) * np + (c1 + c4)];
}
