//pass
//--local_size=64 --num_groups=1
/* Twin of benign_bytes_racy.cl: the byte written is the byte the int already holds there, so every byte of A[0] gets one value whatever the order. */
__kernel void mix(__global int *A) {
  A[0] = 0x01010101;
  if (get_local_id(0) == 0) {
    ((__global char *)A)[1] = 1;
  }
}
