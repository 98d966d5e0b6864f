//pass
//--local_size=[16,8] --num_groups=[8,66]
/* Parboil SGEMM (C = alpha * A * B^T + beta * C, the "medium" 1024 x 1056 result with k = 992, column-major): register tiling with TILE_N = 16 and TILE_TB_HEIGHT = 8, each of the 128 work items of a group owning one row m of a 128 x 16 block of C in a private c[TILE_N] (zeroed by a loop), the B^T tile b_s[8][16] staged in __local memory one cell per work item between two barriers per step of 8 in k, each A value read once per step and multiplied into all sixteen accumulators, and the block written back with a stride of ldc. */
#define TILE_N 16
#define TILE_TB_HEIGHT 8
#define TILE_M (TILE_N*TILE_TB_HEIGHT)

__kernel void mysgemmNT( __global const float *A, int lda, __global const float *B, int ldb, __global float* C, int ldc, int k, float alpha, float beta )
{
    __requires(lda == 1024 && ldb == 1056 && ldc == 1024 && k == 992);
    // Partial results
    float c[TILE_N];
    for (int i=0; i < TILE_N; i++)
        c[i] = 0.0f;

    int mid = get_local_id(1)*get_local_size(0)+get_local_id(0);
    int m = get_group_id(0) * TILE_M + mid;

    int n = get_group_id(1) * TILE_N + get_local_id(0);

    __local float b_s[TILE_TB_HEIGHT][TILE_N];

    for (int i = 0; i < k; i+=TILE_TB_HEIGHT) {
        float a;
        b_s[get_local_id(1)][get_local_id(0)]=B[n + (i+get_local_id(1))*ldb];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int j = 0; j < TILE_TB_HEIGHT; j++) {
            a = A[m + (i+j)*lda];
            for (int kk = 0; kk < TILE_N; kk++)
                c[kk] += a * b_s[j][kk];

        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    int t = ldc*get_group_id(1)*TILE_N + m;
    for (int i = 0; i < TILE_N; i++) {
        C[t+i*ldc] = C[t+i*ldc] * beta + alpha * c[i];
    }
}
