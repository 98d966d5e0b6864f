//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=16
//race on shared
/* amd_quasi_random_ok.cl with the barrier placed before the caching loop instead of after it: work items 0..7 store the direction numbers into shared while the others (and they themselves, for each other's entries) already read them. */
#define N_DIRECTIONS 32

__kernel void QuasiRandomSequence(__global float4* output,
                                  __global uint4* input,
                                  __local uint4* shared)
{
	uint global_id = get_global_id(0);
	uint local_id = get_local_id(0);
	uint group_id = get_group_id(0);

	barrier(CLK_LOCAL_MEM_FENCE);

	for(int i = local_id; i < N_DIRECTIONS / 4; i += get_local_size(0))
	{
		shared[i] = input[group_id * N_DIRECTIONS / 4 + i];
	}

	uint factor = local_id * 4;
	uint4 vlid = (uint4)(factor, factor + 1, factor + 2, factor + 3);

	uint4 temp = (uint4)(0);
	for(int i = 0; i < N_DIRECTIONS / 4; i++)
	{
		uint4 dir = shared[i];
		for(int j = 0; j < 4; j++)
		{
			uint k = i * 4 + j;
			uint4 mask = (uint4)(1u << k);
			uint d = (j == 0) ? dir.x : (j == 1) ? dir.y : (j == 2) ? dir.z : dir.w;
			temp ^= select((uint4)(0u), (uint4)(d), (vlid & mask) == mask);
		}
	}

	output[global_id] = convert_float4(temp) / 4294967296.0f;
}
