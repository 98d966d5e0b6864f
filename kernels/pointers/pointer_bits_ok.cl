//pass
//--local_size=64 --num_groups=4
/* An int stored over a pointer in a private union is read back as written (the shadow says the cell holds no pointer). A read of such memory inside an annotation is unsupported, hence the variable. */
union u {
  __global int *p;
  int i;
};

__kernel void pointer_bits(__global int *a) {
  union u x;
  x.p = a;
  x.i = 5;
  int bits = x.i;
  __assert(bits == 5);
  a[get_global_id(0)] = bits;
}
