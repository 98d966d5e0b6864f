//pass
//--local_size=64 --num_groups=4 --no-infer
/* #pragma bvgen invariant before a for loop; the user invariants alone prove race freedom (--no-infer). */
__kernel void annot_pragma_invariant(__global int *out) {
  size_t gid = get_global_id(0);
  int i;
#pragma bvgen invariant i >= 0 && i <= 8
#pragma bvgen invariant __implies(__write(out), __write_offset_bytes(out) == gid * sizeof(int))
#pragma bvgen invariant __implies(__read(out), __read_offset_bytes(out) == gid * sizeof(int))
  for (i = 0; i < 8; i++)
    out[gid] = out[gid] + i;
}
