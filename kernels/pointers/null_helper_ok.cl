//pass
//--local_size=64 --num_groups=4
/* A helper taking a pointer that may be null and checking it (inlined: under --no-inline the procedure would not know that a null argument has offset 0). */
void bump(__global int *p, size_t i) {
  if (p != 0)
    p[i] += 1;
}

__kernel void null_helper(__global int *a, int use) {
  bump(use ? a : 0, get_global_id(0));
}
