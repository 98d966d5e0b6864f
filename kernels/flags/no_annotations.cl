//pass
//--local_size=64 --num_groups=1 --no-annotations
/* --no-annotations: the false loop invariant is ignored; the assertion is kept and holds. Twin of annotations_kept. */
__kernel void foo(__global int *A) {
  int i;
  for (i = 0; __invariant(i > 100), i < 5; i++) {
  }
  __assert(i >= 0);
  A[get_global_id(0)] = i;
}
