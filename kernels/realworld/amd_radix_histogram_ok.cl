//pass
//--local_size=64 --num_groups=64
/* AMD APP SDK RadixSort, the per-pass histogram kernel (8-bit digits, 2^20 keys, 64 work items per group, each work item owning RADICES = 256 consecutive keys): every work item zeroes and fills its own 256 ushort bins in the __local array parameter (sharedArray[localId * RADICES + digit]++, the digit taken with a data-dependent shift), then copies them to its slice of the global bucket table; size_t ids, a barrier after each phase as the SDK writes it. */
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
        sharedArray[localId * RADICES + value]++;
    }

    barrier(CLK_LOCAL_MEM_FENCE);

    /* Copy calculated histogram bin to global memory */
    for(int i = 0; i < RADICES; ++i)
    {
        uint bucketPos = groupId * RADICES * groupSize + localId * RADICES + i;
        buckets[bucketPos] = sharedArray[localId * RADICES + i];
    }
}
