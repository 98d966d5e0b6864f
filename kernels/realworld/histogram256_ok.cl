//pass
//--local_size=64 --num_groups=8
/* 256-bin histogram of bytes (AMD APP SDK histogram): bins cleared in __local memory, each work item counts 16 bytes with atomic_inc on the __local bins, then the group adds its bins to the global histogram with atomic_add. */
#define BINS 256
#define PER_ITEM 16
__kernel void histogram256(__global const uchar *data, __global uint *hist) {
  __local uint bins[BINS];
  int lid = get_local_id(0);
  int ls = get_local_size(0);
  for (int b = lid; b < BINS; b += ls)
    bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int base = get_global_id(0) * PER_ITEM;
  for (int i = 0; i < PER_ITEM; i++)
    atomic_inc(&bins[data[base + i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int b = lid; b < BINS; b += ls)
    atomic_add(&hist[b], bins[b]);
}
