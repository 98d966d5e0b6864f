//xfail:BOOGIE_OTHER_ERROR
//--local_size=4 --num_groups=2 --boogie-file=${KERNEL_DIR}/boogie_file_bad.bpl --no-inline
//boogie_file_bad.bpl\(2,29\): Error: use of undeclared function: B
/* A --boogie-file Boogie rejects is reported with Boogie's message at the
   file's line, exit 12 (GPUVerify's BOOGIE_OTHER_ERROR). */

DECLARE_UF_BINARY(A, unsigned, unsigned, unsigned);

__kernel void foo(__global unsigned *out, unsigned x, unsigned y) {
  out[get_global_id(0)] = A(x, y);
}
