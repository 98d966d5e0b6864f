//pass
//--local_size=64 --num_groups=2
/* __ptr_base names the array: the same for p and p + 3 and in both work
   items, different for two arrays. */
__kernel void ptr_base(__global int *p, __global int *q) {
  __assert(__ptr_base(p) == __ptr_base(p + 3));
  __assert(__ptr_base(p) != __ptr_base(q));
  __assert(__uniform_ptr_base(__ptr_base(q)));
  __assert(__other_ptr_base(p) == __ptr_base(p));
  p[get_global_id(0)] = 0;
}
