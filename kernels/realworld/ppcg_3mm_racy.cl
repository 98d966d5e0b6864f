//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[32,32]
//race on shared_(E|F)
/* ppcg_3mm_ok.cl with the barrier that closes each k tile of kernel2 dropped (the third product hand-tuned "to save a barrier"): the next k tile's loads overwrite shared_E and shared_F while slower work items of the group still read the previous tile. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global float *A, __global float *B, __global float *E, long ni, long nj, long nk)
{
  __requires(ni == 800 && nj == 900 && nk == 1000);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local float shared_A[32][32];
  __local float shared_B[32][32];
  float private_E[2][2];

  for (long c0 = 32 * b0; c0 < ni; c0 += 1024)
    for (long c1 = 32 * b1; c1 < nj; c1 += 1024) {
      if (ni >= t0 + c0 + 1 && nj >= t1 + c1 + 1)
        for (long c2 = 0; c2 <= ppcg_min(1, floord(ni - t0 - c0 - 1, 16)); c2 += 1)
          for (long c3 = 0; c3 <= ppcg_min(1, floord(nj - t1 - c1 - 1, 16)); c3 += 1)
            private_E[c2][c3] = 0.0f;
      for (long c2 = 0; c2 < nk; c2 += 32) {
        for (long c3 = t0; c3 <= ppcg_min(31, ni - c0 - 1); c3 += 16)
          for (long c4 = t1; c4 <= ppcg_min(31, nk - c2 - 1); c4 += 16)
            shared_A[c3][c4] = A[(c0 + c3) * nk + (c2 + c4)];
        for (long c3 = t0; c3 <= ppcg_min(31, nk - c2 - 1); c3 += 16)
          for (long c4 = t1; c4 <= ppcg_min(31, nj - c1 - 1); c4 += 16)
            shared_B[c3][c4] = B[(c2 + c3) * nj + (c1 + c4)];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (ni >= t0 + c0 + 1 && nj >= t1 + c1 + 1)
          for (long c3 = 0; c3 <= ppcg_min(31, nk - c2 - 1); c3 += 1)
            for (long c4 = 0; c4 <= ppcg_min(1, floord(ni - t0 - c0 - 1, 16)); c4 += 1)
              for (long c5 = 0; c5 <= ppcg_min(1, floord(nj - t1 - c1 - 1, 16)); c5 += 1)
                private_E[c4][c5] += (shared_A[t0 + 16 * c4][c3] * shared_B[c3][t1 + 16 * c5]);
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      if (ni >= t0 + c0 + 1 && nj >= t1 + c1 + 1)
        for (long c2 = 0; c2 <= ppcg_min(1, floord(ni - t0 - c0 - 1, 16)); c2 += 1)
          for (long c3 = 0; c3 <= ppcg_min(1, floord(nj - t1 - c1 - 1, 16)); c3 += 1)
            E[(t0 + c0 + 16 * c2) * nj + (t1 + c1 + 16 * c3)] = private_E[c2][c3];
    }
}

__kernel void kernel1(__global float *C, __global float *D, __global float *F, long nj, long nl, long nm)
{
  __requires(nj == 900 && nl == 1100 && nm == 1200);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local float shared_C[32][32];
  __local float shared_D[32][32];
  float private_F[2][2];

  for (long c0 = 32 * b0; c0 < nj; c0 += 1024)
    for (long c1 = 32 * b1; c1 < nl; c1 += 1024) {
      if (nj >= t0 + c0 + 1 && nl >= t1 + c1 + 1)
        for (long c2 = 0; c2 <= ppcg_min(1, floord(nj - t0 - c0 - 1, 16)); c2 += 1)
          for (long c3 = 0; c3 <= ppcg_min(1, floord(nl - t1 - c1 - 1, 16)); c3 += 1)
            private_F[c2][c3] = 0.0f;
      for (long c2 = 0; c2 < nm; c2 += 32) {
        for (long c3 = t0; c3 <= ppcg_min(31, nj - c0 - 1); c3 += 16)
          for (long c4 = t1; c4 <= ppcg_min(31, nm - c2 - 1); c4 += 16)
            shared_C[c3][c4] = C[(c0 + c3) * nm + (c2 + c4)];
        for (long c3 = t0; c3 <= ppcg_min(31, nm - c2 - 1); c3 += 16)
          for (long c4 = t1; c4 <= ppcg_min(31, nl - c1 - 1); c4 += 16)
            shared_D[c3][c4] = D[(c2 + c3) * nl + (c1 + c4)];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (nj >= t0 + c0 + 1 && nl >= t1 + c1 + 1)
          for (long c3 = 0; c3 <= ppcg_min(31, nm - c2 - 1); c3 += 1)
            for (long c4 = 0; c4 <= ppcg_min(1, floord(nj - t0 - c0 - 1, 16)); c4 += 1)
              for (long c5 = 0; c5 <= ppcg_min(1, floord(nl - t1 - c1 - 1, 16)); c5 += 1)
                private_F[c4][c5] += (shared_C[t0 + 16 * c4][c3] * shared_D[c3][t1 + 16 * c5]);
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      if (nj >= t0 + c0 + 1 && nl >= t1 + c1 + 1)
        for (long c2 = 0; c2 <= ppcg_min(1, floord(nj - t0 - c0 - 1, 16)); c2 += 1)
          for (long c3 = 0; c3 <= ppcg_min(1, floord(nl - t1 - c1 - 1, 16)); c3 += 1)
            F[(t0 + c0 + 16 * c2) * nl + (t1 + c1 + 16 * c3)] = private_F[c2][c3];
    }
}

__kernel void kernel2(__global float *E, __global float *F, __global float *G, long ni, long nj, long nl)
{
  __requires(ni == 800 && nj == 900 && nl == 1100);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local float shared_E[32][32];
  __local float shared_F[32][32];
  float private_G[2][2];

  for (long c0 = 32 * b0; c0 < ni; c0 += 1024)
    for (long c1 = 32 * b1; c1 < nl; c1 += 1024) {
      if (ni >= t0 + c0 + 1 && nl >= t1 + c1 + 1)
        for (long c2 = 0; c2 <= ppcg_min(1, floord(ni - t0 - c0 - 1, 16)); c2 += 1)
          for (long c3 = 0; c3 <= ppcg_min(1, floord(nl - t1 - c1 - 1, 16)); c3 += 1)
            private_G[c2][c3] = 0.0f;
      for (long c2 = 0; c2 < nj; c2 += 32) {
        for (long c3 = t0; c3 <= ppcg_min(31, ni - c0 - 1); c3 += 16)
          for (long c4 = t1; c4 <= ppcg_min(31, nj - c2 - 1); c4 += 16)
            shared_E[c3][c4] = E[(c0 + c3) * nj + (c2 + c4)];
        for (long c3 = t0; c3 <= ppcg_min(31, nj - c2 - 1); c3 += 16)
          for (long c4 = t1; c4 <= ppcg_min(31, nl - c1 - 1); c4 += 16)
            shared_F[c3][c4] = F[(c2 + c3) * nl + (c1 + c4)];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (ni >= t0 + c0 + 1 && nl >= t1 + c1 + 1)
          for (long c3 = 0; c3 <= ppcg_min(31, nj - c2 - 1); c3 += 1)
            for (long c4 = 0; c4 <= ppcg_min(1, floord(ni - t0 - c0 - 1, 16)); c4 += 1)
              for (long c5 = 0; c5 <= ppcg_min(1, floord(nl - t1 - c1 - 1, 16)); c5 += 1)
                private_G[c4][c5] += (shared_E[t0 + 16 * c4][c3] * shared_F[c3][t1 + 16 * c5]);
      }
      if (ni >= t0 + c0 + 1 && nl >= t1 + c1 + 1)
        for (long c2 = 0; c2 <= ppcg_min(1, floord(ni - t0 - c0 - 1, 16)); c2 += 1)
          for (long c3 = 0; c3 <= ppcg_min(1, floord(nl - t1 - c1 - 1, 16)); c3 += 1)
            G[(t0 + c0 + 16 * c2) * nl + (t1 + c1 + 16 * c3)] = private_G[c2][c3];
    }
}
