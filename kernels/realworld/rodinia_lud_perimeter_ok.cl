//pass
//--local_size=32 --num_groups=63
/* Rodinia LU decomposition (2048x2048 floats, the blocked right-looking variant), the perimeter kernel of the step whose diagonal block starts at offset (a multiple of 16, at most 1024 for a launch of (2048 - offset) / 16 - 1 = 63 groups, pinned by __requires): 32 work items per group, the first 16 staging the upper half of the diagonal block and the row block bx + 1 and the other 16 the lower half of the diagonal block and the column block bx + 1 in __local array parameters (row pointer walked by array_offset += matrix_dim), a barrier, then the first half solving its column of the row block (forward substitution against dia) and the second half its row of the column block, a barrier, and both halves writing their blocks back. */
#define BLOCK_SIZE 16

__kernel void
lud_perimeter(__global float *m,
              __local  float *dia,
              __local  float *peri_row,
              __local  float *peri_col,
              int matrix_dim,
              int offset)
{
    __requires(matrix_dim == 2048);
    __requires(offset >= 0 && offset <= 1024 && offset % BLOCK_SIZE == 0);
    int i,j, array_offset;
    int idx;

    int  bx = get_group_id(0);
    int  tx = get_local_id(0);

    if (tx < BLOCK_SIZE) {
        idx = tx;
        array_offset = offset*matrix_dim+offset;
        for (i=0; i < BLOCK_SIZE/2; i++){
            dia[i * BLOCK_SIZE + idx]=m[array_offset+idx];
            array_offset += matrix_dim;
        }

        array_offset = offset*matrix_dim+offset;
        for (i=0; i < BLOCK_SIZE; i++) {
            peri_row[i * BLOCK_SIZE+ idx]=m[array_offset+(bx+1)*BLOCK_SIZE+idx];
            array_offset += matrix_dim;
        }

    } else {
        idx = tx-BLOCK_SIZE;

        array_offset = (offset+BLOCK_SIZE/2)*matrix_dim+offset;
        for (i=BLOCK_SIZE/2; i < BLOCK_SIZE; i++){
            dia[i * BLOCK_SIZE + idx]=m[array_offset+idx];
            array_offset += matrix_dim;
        }

        array_offset = (offset+(bx+1)*BLOCK_SIZE)*matrix_dim+offset;
        for (i=0; i < BLOCK_SIZE; i++) {
            peri_col[i * BLOCK_SIZE + idx] = m[array_offset+idx];
            array_offset += matrix_dim;
        }

    }
    barrier(CLK_LOCAL_MEM_FENCE);

    if (tx < BLOCK_SIZE) { //peri-row
        idx=tx;
        for(i=1; i < BLOCK_SIZE; i++){
            for (j=0; j < i; j++)
                peri_row[i * BLOCK_SIZE + idx]-=dia[i * BLOCK_SIZE+ j]*peri_row[j * BLOCK_SIZE + idx];
        }
    } else { //peri-col
        idx=tx - BLOCK_SIZE;
        for(i=0; i < BLOCK_SIZE; i++){
            for(j=0; j < i; j++)
                peri_col[idx * BLOCK_SIZE + i]-=peri_col[idx * BLOCK_SIZE+ j]*dia[j * BLOCK_SIZE + i];
            peri_col[idx * BLOCK_SIZE + i] /= dia[i * BLOCK_SIZE+ i];
        }
    }

    barrier(CLK_LOCAL_MEM_FENCE);

    if (tx < BLOCK_SIZE) { //peri-row
        idx=tx;
        array_offset = (offset+1)*matrix_dim+offset;
        for(i=1; i < BLOCK_SIZE; i++){
            m[array_offset+(bx+1)*BLOCK_SIZE+idx] = peri_row[i*BLOCK_SIZE+idx];
            array_offset += matrix_dim;
        }
    } else { //peri-col
        idx=tx - BLOCK_SIZE;
        array_offset = (offset+(bx+1)*BLOCK_SIZE)*matrix_dim+offset;
        for(i=0; i < BLOCK_SIZE; i++){
            m[array_offset+idx] =  peri_col[i*BLOCK_SIZE+idx];
            array_offset += matrix_dim;
        }
    }
}
