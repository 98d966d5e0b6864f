//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=4 --cruncher-opt=/displayLoopAbstractions
//On entry to loop headed at .*display_loop_abstractions.cl:17:10:
//  i = 0 \(uniform across threads\)
//After 0 or more iterations of loop headed at .*display_loop_abstractions.cl:17:10:
//On entry to loop headed at .*display_loop_abstractions.cl:20:10:
//After 0 or more iterations of loop headed at .*display_loop_abstractions.cl:20:10:
//  i.1 = 199 \(uniform across threads\)
//On taking back edge to head of loop at .*display_loop_abstractions.cl:20:10:
/* --cruncher-opt=/displayLoopAbstractions: the second loop's invariant is
   not maintained; the report shows the states of both loops on the trace
   (GPUVerify's misc/fail/loop_abstraction_traces_2). Twin:
   display_loop_abstractions_ok.cl. */

__kernel void display_loop_abstractions(__global int *a) {
  unsigned int i = 0;
  while (__invariant(i <= 100), i < 100) {
    i++;
  }
  while (__invariant(i >= 100), __invariant(i < 200), i < 200) { // want "loop invariant might not be maintained"
    i++;
  }
  a[get_global_id(0)] = i;
}
