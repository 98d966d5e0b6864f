//pass
//--local_size=32 --num_groups=1024
/* Rodinia hybridsort, the bucketcount kernel (4M floats, 1024 buckets, one 32-work-item warp per group): a volatile __local array of bucket counters zeroed by a strided loop, a barrier, then a grid-stride loop in which each work item binary-searches the pivot table (idx and jump halving from DIVISIONS/2 - 1 and DIVISIONS/4) and takes a slot with atomic_inc on the bucket's counter, packing the old count and the bucket into indice[tid]; after a barrier the group's counters are copied to its slice of d_prefixoffsets. */
#define LOG_DIVISIONS           10
#define DIVISIONS               (1 << LOG_DIVISIONS)
#define BUCKET_WARP_LOG_SIZE    5
#define BUCKET_WARP_N           1
#ifdef BUCKET_WG_SIZE_1
#define BUCKET_THREAD_N BUCKET_WG_SIZE_1
#else
#define BUCKET_THREAD_N         (BUCKET_WARP_N << BUCKET_WARP_LOG_SIZE)
#endif
#define BUCKET_BLOCK_MEMORY     (DIVISIONS * BUCKET_WARP_N)
#define BUCKET_BAND             128

__kernel void
bucketcount( global float *input, global int *indice, global uint *d_prefixoffsets, const int size, global float *l_pivotpoints)
{
    __requires(size >= 1 && size <= 4194304);
    volatile __local uint s_offset[BUCKET_BLOCK_MEMORY];

    const uint lid = get_local_id(0);
    const uint lsize = get_local_size(0);
    const uint gid = get_group_id(0);
    const int warpBase = (lid >> BUCKET_WARP_LOG_SIZE) * DIVISIONS;
    const int numThreads = get_global_size(0);

    for (int i = lid; i < BUCKET_BLOCK_MEMORY; i += lsize)
        s_offset[i] = 0;

    barrier(CLK_LOCAL_MEM_FENCE);

    for (int tid = get_global_id(0); tid < size; tid += numThreads) {
        float elem = input[tid];

        int idx  = DIVISIONS/2 - 1;
        int jump = DIVISIONS/4;
        float piv = l_pivotpoints[idx];

        while(jump >= 1){
            idx = (elem < piv) ? (idx - jump) : (idx + jump);
            piv = l_pivotpoints[idx];
            jump /= 2;
        }
        idx = (elem < piv) ? idx : (idx + 1);

        indice[tid] = (atomic_inc(&s_offset[warpBase+idx]) << LOG_DIVISIONS) + idx;
    }

    barrier(CLK_LOCAL_MEM_FENCE);

    int prefixBase = gid * BUCKET_BLOCK_MEMORY;

    for (int i = lid; i < BUCKET_BLOCK_MEMORY; i += lsize)
        d_prefixoffsets[prefixBase + i] = s_offset[i] & 0x07FFFFFFU;
}
