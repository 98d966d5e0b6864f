//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on bins
/* histogram256_ok.cl counting with a plain ++ instead of atomic_inc: two work items that see the same byte value update one bin concurrently. */
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
    bins[data[base + i]]++; // want "race on bins"
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int b = lid; b < BINS; b += ls)
    atomic_add(&hist[b], bins[b]);
}
