// A loop with a thread-dependent trip count, a user invariant and an
// assertion: predicated lock-step execution.
__kernel void loop_nonuniform(__global int *a) {
  unsigned tid = get_local_id(0);
  unsigned i;
#pragma bvgen invariant i <= tid
  for (i = 0; i < tid; i++)
    a[get_global_id(0)] += (int)i;
#pragma bvgen assert i == tid
}
