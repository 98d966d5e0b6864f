//pass
//--local_size=2 --num_groups=1 -D N=2
/* Stream compaction with the Blelloch prescan inline (OOPSLA13 Fig. 2), race freedom proved with
   upsweep and downsweep barrier invariants: n work items, the prescan on n/2 of them, then each work
   item t with flag[t] set writes out[idx[t]].

   The proof follows OOPSLA13 §4.1 with closed forms instead of the paper's sums of sum[] terms: P is a
   ghost input, the exclusive prefix sums of flag (P[0] = 0, P[x+1] = P[x] + flag[x] without overflow,
   hence monotonic); the kernel never reads it, only the annotations do, and the preconditions say
   exactly that it is the prefix sum of flag (they hold for every flag whose total fits in 32 bits).
   Each barrier invariant states what a work item's cells of idx hold as differences of P:
     upsweep, after level th: the right child bi(u,th) holds the sum of its block of 2th flags;
     downsweep, after level th: ai(u,th) and bi(u,th) hold the exclusive prefix sums of their blocks;
     both: the left children of the levels already done keep their upsweep sums.
   A barrier invariant may only speak about cells the pair accessed since the previous barrier (the
   others are unknown, OOPSLA13 §3.2), so each work item re-reads its left children (GHOST_READS):
   no other work item writes them before the downsweep reaches their level, so the reads are race-free
   and change nothing. Barriers sit at the end of the loop bodies, so that no interval between barriers
   crosses a loop head. The final specification is OOPSLA13's: for x < y, idx[x] + flag[x] <= idx[y]
   without overflow. */
#ifndef N
#define N 8
#endif

#define AI(u, th) ((th) * (2 * (u) + 1) - 1)
#define BI(u, th) ((th) * (2 * (u) + 2) - 1)
/* The upsweep sum of the left child of work item u at level th: flags 2th*u .. th*(2u+1)-1. */
#define UP_LEFT(u, th) (P[(th) * (2 * (u) + 1)] - P[2 * (th) * (u)])
/* F(0) & ... & F(11): a fact per level 2^k (N <= 4096). Each fact is guarded by its level, so that
   every index in it is linear (no product with the symbolic offset) and levels >= N fold away. */
#define ALL(F) (F(0) & F(1) & F(2) & F(3) & F(4) & F(5) & F(6) & F(7) & F(8) & F(9) & F(10) & F(11))
#define ANY(F) (F(0) | F(1) | F(2) | F(3) | F(4) | F(5) | F(6) | F(7) | F(8) | F(9) | F(10) | F(11) | F(12))

/* The loop counters, level by level (offset = 2^k). */
#define UP_LEVEL(k) ((1u << (k)) <= N & offset == (1u << (k)) & d == N / (2u << (k)))
#define DOWN_LEVEL(k) ((1u << (k)) <= N & offset == (1u << (k)) & d == N >> (k))

/* Level 2^k's left child of t holds its upsweep sum, for the levels 2^k CMP bound. */
#define LEFT(k, CMP, bound) \
  __implies((1u << (k)) < N && (1u << (k)) CMP (bound) && t < N / (2u << (k)), \
            idx[AI(t, 1u << (k))] == UP_LEFT(t, 1u << (k)))
#define LEFT_LT(k) LEFT(k, <, offset)
#define LEFT_LE(k) LEFT(k, <=, offset)

/* Upsweep, at the head of level 2^k (loop invariant): t's children hold their block sums. */
#define UP_HEAD(k) \
  __implies((1u << (k)) < N && offset == (1u << (k)) && t < d, \
            idx[AI(t, 1u << (k))] == UP_LEFT(t, 1u << (k)) & \
            idx[BI(t, 1u << (k))] == P[(2u << (k)) * (t + 1)] - P[(1u << (k)) * (2 * t + 1)])
/* Upsweep, after level 2^k (barrier invariant): t's right child holds the sum of its 2^(k+1) flags. */
#define UP_DONE(k) \
  __implies((1u << (k)) < N && offset == (1u << (k)) && t < d, \
            idx[BI(t, 1u << (k))] == P[(2u << (k)) * (t + 1)] - P[(2u << (k)) * t])
/* Downsweep, at the head before level 2^k (loop invariant, offset = 2^(k+1)): t's right child holds the
   exclusive prefix sum of t's block. */
#define DOWN_HEAD(k) \
  __implies((2u << (k)) <= N && offset == (2u << (k)) && t < d, idx[BI(t, 1u << (k))] == P[(2u << (k)) * t])
/* Downsweep, after level 2^k (barrier invariant): both children of u hold exclusive prefix sums. */
#define DOWN_DONE_OF(u, k) \
  __implies((1u << (k)) < N && offset == (1u << (k)) && (u) < N / (2u << (k)), \
            idx[AI(u, 1u << (k))] == P[(2u << (k)) * (u)] & idx[BI(u, 1u << (k))] == P[(1u << (k)) * (2 * (u) + 1)])
#define DOWN_DONE(k) DOWN_DONE_OF(t, k)
#define DOWN_DONE_PARENT(k) DOWN_DONE_OF(t / 2, k)

#define READ_LEFT(k, CMP, bound) \
  if ((1u << (k)) < N && (1u << (k)) CMP (bound) && t < N / (2u << (k))) \
    ghost = idx[AI(t, 1u << (k))];
#define GHOST_READS(CMP, bound) \
  READ_LEFT(0, CMP, bound) READ_LEFT(1, CMP, bound) READ_LEFT(2, CMP, bound) READ_LEFT(3, CMP, bound) \
  READ_LEFT(4, CMP, bound) READ_LEFT(5, CMP, bound) READ_LEFT(6, CMP, bound) READ_LEFT(7, CMP, bound) \
  READ_LEFT(8, CMP, bound) READ_LEFT(9, CMP, bound) READ_LEFT(10, CMP, bound) READ_LEFT(11, CMP, bound)

#pragma bvgen requires P[0] == 0
#pragma bvgen requires __add_noovfl(P[get_local_id(0)], flag[get_local_id(0)]) & P[get_local_id(0) + 1] == P[get_local_id(0)] + flag[get_local_id(0)]
#pragma bvgen requires __implies(get_local_id(0) < N / 2, P[2 * get_local_id(0) + 1] == P[2 * get_local_id(0)] + flag[2 * get_local_id(0)] & P[2 * get_local_id(0) + 2] == P[2 * get_local_id(0) + 1] + flag[2 * get_local_id(0) + 1])
#pragma bvgen requires __implies(get_local_id(0) < __other_int(get_local_id(0)), P[get_local_id(0) + 1] <= P[__other_int(get_local_id(0))])

__kernel void compact(__global const uint *in, __global const uint *flag, __global const uint *P, __global uint *out) {
  __local uint idx[N];
  unsigned t = get_local_id(0);
  unsigned offset, d;
  uint ghost;

  if (t < N / 2) {
    idx[2 * t] = flag[2 * t];
    idx[2 * t + 1] = flag[2 * t + 1];
  }
#pragma bvgen barrier_invariant __implies(t < N / 2, idx[2 * t] == P[2 * t + 1] - P[2 * t] & idx[2 * t + 1] == P[2 * t + 2] - P[2 * t + 1]) instantiate(t)
  barrier(CLK_LOCAL_MEM_FENCE);

  // Upsweep.
  offset = 1;
#pragma bvgen invariant ANY(UP_LEVEL) & __implies(!__enabled(), d == 0)
#pragma bvgen invariant ALL(UP_HEAD) & ALL(LEFT_LT)
  for (d = N / 2; d > 0; d /= 2) {
    if (t < d) {
      unsigned ai = AI(t, offset);
      unsigned bi = BI(t, offset);
      idx[bi] += idx[ai];
    }
    GHOST_READS(<=, offset)
#pragma bvgen barrier_invariant ALL(UP_DONE) & ALL(LEFT_LE) instantiate(t, 2 * t, 2 * t + 1)
    barrier(CLK_LOCAL_MEM_FENCE);
    offset *= 2;
  }

  // Downsweep.
  if (t == 0)
    idx[N - 1] = 0;
#pragma bvgen invariant ANY(DOWN_LEVEL) & __implies(!__enabled(), d == N)
#pragma bvgen invariant __implies(__write(idx), d == 1 && t == 0 && __write_offset_bytes(idx) == (N - 1) * sizeof(uint)) & !__read(idx)
#pragma bvgen invariant ALL(DOWN_HEAD) & ALL(DOWN_DONE_PARENT) & ALL(LEFT_LT)
  for (d = 1; d < N; d *= 2) {
    offset /= 2;
    if (t < d) {
      unsigned ai = AI(t, offset);
      unsigned bi = BI(t, offset);
      uint temp = idx[ai];
      idx[ai] = idx[bi];
      idx[bi] += temp;
    }
    GHOST_READS(<, offset)
#pragma bvgen barrier_invariant ALL(DOWN_DONE) & ALL(LEFT_LT) instantiate(t, t / 2)
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  // The specification (OOPSLA13 §4.1), and the compaction it makes race-free.
#pragma bvgen assert __implies(t < __other_int(t), __add_noovfl(idx[t], flag[t]) & idx[t] + flag[t] <= idx[__other_int(t)])
  if (flag[t])
    out[idx[t]] = in[t];
}
