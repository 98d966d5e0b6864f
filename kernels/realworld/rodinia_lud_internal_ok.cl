//pass
//--local_size=[16,16] --num_groups=[63,63]
/* Rodinia LU decomposition (2048x2048 floats), the internal kernel of the step whose diagonal block starts at offset (at most 1024, a multiple of 16, for the (2048 - offset) / 16 - 1 = 63 x 63 launch): each 16x16 group stages the row block above its trailing block and the column block to its left in two __local array parameters, one cell per work item, a barrier, and subtracts their 16-term inner product from its own cell of the trailing block; the trailing blocks start at offset + (by + 1) * 16 and offset + (bx + 1) * 16, past the row and column blocks every group reads. */
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
    int global_col_id = offset + (bx+1)*BLOCK_SIZE;

    peri_row[ty * BLOCK_SIZE + tx] = m[(offset+ty)*matrix_dim+global_col_id+tx];
    peri_col[ty * BLOCK_SIZE + tx] = m[(global_row_id+ty)*matrix_dim+offset+tx];

    barrier(CLK_LOCAL_MEM_FENCE);

    sum = 0;
    for (i=0; i < BLOCK_SIZE; i++)
        sum += peri_col[ty * BLOCK_SIZE + i] * peri_row[i * BLOCK_SIZE + tx];
    m[(global_row_id+ty)*matrix_dim+global_col_id+tx] -= sum;
}
