//xfail:NOT_ALL_VERIFIED
//--local_size=[32,16] --num_groups=[4,4]
//write-write race on A
/* flat_rows_ok.cl with the column loop running to 32 instead of 31: the last column of a group's tile is the first of the next group's. A 128^3 buffer flattened by hand, as PPCG writes it. */
__kernel void copy3d(__global double *A, __global const double *S, long nr, long nq, long np)
{
  __requires(nr == 128 && nq == 128 && np == 128);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  for (long c0 = 32 * b0; c0 < nq; c0 += 128)
    for (long c1 = 32 * b1; c1 < np; c1 += 128)
      for (long c2 = 0; c2 < nr; c2 += 1)
        if (nq >= t0 + c0 + 1)
          for (long c4 = t1; c4 <= min(32L, np - c1 - 1); c4 += 16)
            A[(c2 * nq + (t0 + c0)) * np + (c1 + c4)] = S[(c2 * nq + (t0 + c0)) * np + (c1 + c4)]; // want "write-write race on A"
}
