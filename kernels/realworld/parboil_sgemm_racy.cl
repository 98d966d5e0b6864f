//xfail:NOT_ALL_VERIFIED
//--local_size=[16,8] --num_groups=[8,66]
//race on C
/* parboil_sgemm_ok.cl with the linear work-item id formed from the wrong dimension's size (mid = get_local_id(1) * get_local_size(1) + get_local_id(0), 8 instead of 16): work items (8, 0) and (0, 1) both get mid = 8, so two work items of a group own one row of the block and update the same cells of C. */
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

    int mid = get_local_id(1)*get_local_size(1)+get_local_id(0);
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
