//pass
//--local_size=64 --num_groups=4
/* GPUVerify's annotation_tests/ite shape: __ite in a loop invariant, with
   the offset spelled __write_offset_bytes(S)/sizeof(int). */
__kernel void ite_loop(int x) {
  __local int S[1024];
  int index = (x ? get_local_id(0) : get_global_id(0));
  for (int i = 0;
       __invariant(__no_read(S)),
       __invariant(__write_implies(S, __write_offset_bytes(S)/sizeof(int) == __ite(x, get_local_id(0), get_global_id(0)))),
       i < 100; i++) {
    S[index] = get_global_id(0);
  }
}
