//pass
//--local_size=16 --num_groups=4 --cruncher-opt=/displayLoopAbstractions
/* --cruncher-opt=/displayLoopAbstractions changes nothing when the kernel
   verifies: the loops carry captures of their states, which constrain
   nothing. Twin of display_loop_abstractions.cl. */

__kernel void display_loop_abstractions_ok(__global int *a) {
  unsigned int i = 0;
  while (__invariant(i <= 100), i < 100) {
    i++;
  }
  while (__invariant(i >= 100), __invariant(i <= 200), i < 200) {
    i++;
  }
  a[get_global_id(0)] = i;
}
