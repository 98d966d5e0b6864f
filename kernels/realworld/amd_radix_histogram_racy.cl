//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=64
//race on sharedArray
/* amd_radix_histogram_ok.cl with GROUP_SIZE typed for RADICES in the counting loop (sharedArray[localId * groupSize + value]++): the 256 bins of work item l now start at 64 * l, so they overlap the bins of work items l + 1 .. l + 3, whose unsynchronised increments race with its own. */
#define RADIX 8
#define RADICES (1 << RADIX)
#define RADIX_MASK (RADICES - 1)

__kernel
void histogram(__global const uint* unsortedData,
               __global uint* buckets,
               uint shiftCount,
               __local ushort* sharedArray)
{
    __requires(shiftCount <= 24 && (shiftCount & 7) == 0);
    size_t localId = get_local_id(0);
    size_t globalId = get_global_id(0);
    size_t groupId = get_group_id(0);
    size_t groupSize = get_local_size(0);

    /* Initialize shared array to zero */
    for(int i = 0; i < RADICES; ++i)
        sharedArray[localId * RADICES + i] = 0;

    barrier(CLK_LOCAL_MEM_FENCE);

    /* Calculate thread-histograms */
    for(int i = 0; i < RADICES; ++i)
    {
        uint value = unsortedData[globalId * RADICES + i];
        value = (value >> shiftCount) & RADIX_MASK;
        sharedArray[localId * groupSize + value]++;
    }

    barrier(CLK_LOCAL_MEM_FENCE);

    /* Copy calculated histogram bin to global memory */
    for(int i = 0; i < RADICES; ++i)
    {
        uint bucketPos = groupId * RADICES * groupSize + localId * RADICES + i;
        buckets[bucketPos] = sharedArray[localId * RADICES + i];
    }
}
