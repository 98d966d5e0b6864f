//pass
//--local_size=64 --num_groups=4 --no-infer
/* __candidate(e) in the loop condition: under --no-infer a candidate is neither checked nor assumed, so the false one does not fail the kernel; the __invariant calls prove it. */
__kernel void candidate_call(__global int *out) {
  size_t gid = get_global_id(0);
  int i;
  for (i = 0; __candidate(i == 3),
              __invariant(__implies(__write(out), __write_offset_bytes(out) == gid * sizeof(int))),
              __invariant(__implies(__read(out), __read_offset_bytes(out) == gid * sizeof(int))),
              i < 8; i++)
    out[gid] += i;
}
