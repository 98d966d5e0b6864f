//pass
//--local_size=2 --num_groups=1 --kernel-args=foo,0x0000000500000003
/* --kernel-args: a struct passed by value takes one value, its bytes little-endian (a = 3, b = 5). */
struct pack {
  int a;
  int b;
};
__kernel void foo(struct pack x) {
  __assert(x.a == 3);
  __assert(x.b == 5);
}
