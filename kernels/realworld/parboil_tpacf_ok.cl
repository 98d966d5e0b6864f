//pass
//--local_size=256 --num_groups=201
/* Parboil TPACF (two-point angular correlation; 100 random sets of 4096 points plus the observed set): group bx < NUM_SETS + 1 correlates set bx with itself, the others the observed set with random set bx - NUM_SETS, the choice made once per group by selecting __global pointers into one coordinate buffer; 128 sub-histograms of 20 bins in a __local 2-D array zeroed by a strided loop, each block of 256 points staged as __local structs (a compound literal), every pair binned by a binary search over the __constant bin boundaries and counted with atomic_inc in the sub-histogram tid % 128, then a tree that folds the sub-histograms (offset halving, each level's (bin, column) pairs spread over the work items, a barrier per level) and 20 work items writing the group's histogram. */
#define WARP_SIZE 32
#define BLOCK_SIZE 256
#define NUM_WARPS (BLOCK_SIZE/WARP_SIZE)
#define HISTS_PER_WARP 16
#define NUM_HISTOGRAMS  (NUM_WARPS*HISTS_PER_WARP)
#define NUM_BINS 20

typedef unsigned long hist_t;

struct cartesian
{
  float x, y, z;
};

__kernel
void gen_hists(__global hist_t* histograms, __global float* all_x_data,
               __constant float* dev_binb, int NUM_SETS, int NUM_ELEMENTS)
{
  __requires(NUM_SETS == 100 && NUM_ELEMENTS == 4096);
  __global float* all_y_data = all_x_data + NUM_ELEMENTS*(NUM_SETS+1);
  __global float* all_z_data = all_y_data + NUM_ELEMENTS*(NUM_SETS+1);

  unsigned int bx = get_group_id(0);
  unsigned int tid = get_local_id(0);
  bool do_self = (bx < (NUM_SETS + 1));

  __global float* data_x;
  __global float* data_y;
  __global float* data_z;
  __global float* random_x;
  __global float* random_y;
  __global float* random_z;

  __local struct cartesian data_s[BLOCK_SIZE];
  __local unsigned int warp_hists[NUM_BINS][NUM_HISTOGRAMS];

  for(unsigned int w = 0; w < NUM_BINS*NUM_HISTOGRAMS; w += BLOCK_SIZE )
    {
      if(w+tid < NUM_BINS*NUM_HISTOGRAMS)
        {
          warp_hists[(w+tid)/NUM_HISTOGRAMS][(w+tid)%NUM_HISTOGRAMS] = 0;
        }
    }

  // Get stuff into shared memory to kick off the loop.
  if( !do_self)
    {
      data_x = all_x_data;
      data_y = all_y_data;
      data_z = all_z_data;

      random_x = all_x_data + NUM_ELEMENTS * (bx - NUM_SETS);
      random_y = all_y_data + NUM_ELEMENTS * (bx - NUM_SETS);
      random_z = all_z_data + NUM_ELEMENTS * (bx - NUM_SETS);
    }
  else
    {
      random_x = all_x_data + NUM_ELEMENTS * (bx);
      random_y = all_y_data + NUM_ELEMENTS * (bx);
      random_z = all_z_data + NUM_ELEMENTS * (bx);

      data_x = random_x;
      data_y = random_y;
      data_z = random_z;
    }

  // Iterate over all data points
  for(unsigned int i = 0; i < NUM_ELEMENTS; i += BLOCK_SIZE )
    {
      // load current set of data into shared memory
      // (total of BLOCK_SIZE points loaded)
      if( tid + i < NUM_ELEMENTS )
        { // reading outside of bounds is a-okay
          data_s[tid] = (struct cartesian)
            {data_x[tid + i], data_y[tid + i], data_z[tid + i]};
        }

      barrier(CLK_LOCAL_MEM_FENCE);

      // Iterate over all random points
      for(unsigned int j = (do_self ? i+1 : 0); j < NUM_ELEMENTS; j += BLOCK_SIZE)
        {
          struct cartesian random = {0.0f, 0.0f, 0.0f};

          if( tid + j < NUM_ELEMENTS )
            {
              random.x = random_x[tid + j];
              random.y = random_y[tid + j];
              random.z = random_z[tid + j];
            }

          // Compare current random point to all data points in shared memory
          for(unsigned int k = 0; k < BLOCK_SIZE; k++)
            {
              if( (tid + j < NUM_ELEMENTS) && (k + i < NUM_ELEMENTS) &&
                  ((!do_self) || (k + i < tid + j)) )
                {
                  // do actual calculations on the values:
                  float distance = data_s[k].x * random.x +
                    data_s[k].y * random.y +
                    data_s[k].z * random.z;

                  unsigned int bin_index;
                  unsigned int min = 0;
                  unsigned int max = NUM_BINS;

                  // run binary search
                  while (max > min+1)
                    {
                      bin_index = (min + max) / 2;
                      if(distance >= dev_binb[bin_index])
                        max = bin_index;
                      else
                        min = bin_index;
                    }

                  atomic_inc(&warp_hists[min][tid % NUM_HISTOGRAMS]);
                }
            }
        }

      barrier(CLK_LOCAL_MEM_FENCE);
    }

  // coalesce the histograms in a block
  for(unsigned int offset = NUM_HISTOGRAMS >> 1; offset > 0; offset >>= 1)
    {
      unsigned int warp_index = tid & (offset - 1);
      unsigned int bin_index = tid / offset;
      for(unsigned int bin_base = 0; bin_base < NUM_BINS; bin_base += BLOCK_SIZE / offset)
        {
          if( bin_base + bin_index < NUM_BINS )
            {
              unsigned int sum =
                warp_hists[bin_base + bin_index][warp_index] +
                warp_hists[bin_base + bin_index][warp_index + offset];
              warp_hists[bin_base + bin_index][warp_index] = sum;
            }
        }
      barrier(CLK_LOCAL_MEM_FENCE);
    }

  // Put the results back in the real histogram
  // warp_hists[x][0] holds sum of all locations of bin x
  __global hist_t* hist_base = histograms + NUM_BINS * bx;
  if(tid < NUM_BINS)
    {
      hist_base[tid] = warp_hists[tid][0];
    }
}
