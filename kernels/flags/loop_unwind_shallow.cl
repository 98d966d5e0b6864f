//pass
//--local_size=16 --num_groups=1 --loop-unwind=3
//no defects were found
/* --loop-unwind=3 is bounded: the race in iteration 5 is beyond the bound, so none is found (and nothing is claimed proved). Twin of loop_unwind_racy. */
__kernel void foo(__local int *A) {
  for (int i = 0; i < 100; i++) {
    if (i == 5) {
      A[0] = get_local_id(0);
    }
  }
}
