//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//write-write race on A
/* Partial overlap: every work item writes the same int, and work item 0 also writes a different byte into it. The byte-granular logs compare values per byte: the byte differs, so the race is reported. */
__kernel void mix(__global int *A) {
  A[0] = 0x01010101;
  if (get_local_id(0) == 0) {
    ((__global char *)A)[1] = 7; // want "write-write race on A"
  }
}
