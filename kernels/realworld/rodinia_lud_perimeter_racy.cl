//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=63
//race on peri_col
/* rodinia_lud_perimeter_ok.cl without the barrier between the triangular solves and the write-back: each work item of the second half solves row idx of peri_col, but writes back column idx of it (peri_col[i * BLOCK_SIZE + idx]), i.e. cells the other 15 work items of its half are still solving. */
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
