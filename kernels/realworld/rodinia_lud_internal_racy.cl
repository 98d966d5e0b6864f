//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[63,63]
//race on m
/* rodinia_lud_internal_ok.cl with the trailing block's column origin off by one block (global_col_id = offset + bx * BLOCK_SIZE): the groups with bx == 0 now update the column block (columns offset .. offset + 15 of rows past the diagonal), which every group of the same block row stages into peri_col at the same time. */
#define BLOCK_SIZE 16

__kernel void
lud_internal(__global float *m,
             __local  float *peri_row,
             __local  float *peri_col,
             int matrix_dim,
             int offset)
{
    __requires(matrix_dim == 2048);
    __requires(offset >= 0 && offset <= 1024 && offset % BLOCK_SIZE == 0);
    int  bx = get_group_id(0);
    int  by = get_group_id(1);

    int  tx = get_local_id(0);
    int  ty = get_local_id(1);

    int i;
    float sum;

    int global_row_id = offset + (by+1)*BLOCK_SIZE;
    int global_col_id = offset + bx*BLOCK_SIZE;

    peri_row[ty * BLOCK_SIZE + tx] = m[(offset+ty)*matrix_dim+global_col_id+tx];
    peri_col[ty * BLOCK_SIZE + tx] = m[(global_row_id+ty)*matrix_dim+offset+tx];

    barrier(CLK_LOCAL_MEM_FENCE);

    sum = 0;
    for (i=0; i < BLOCK_SIZE; i++)
        sum += peri_col[ty * BLOCK_SIZE + i] * peri_row[i * BLOCK_SIZE + tx];
    m[(global_row_id+ty)*matrix_dim+global_col_id+tx] -= sum;
}
